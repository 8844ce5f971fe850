### /dobro rules: the rules in pages (Markdown).

rules-previous = Indietro
rules-next = Avanti
rules-page = Pagina { $n } di { $total }
rules-text-aim =
    ## Dobro — lo scopo
    Raccogliere meno carte possibile. Una partita dura 3 manche (variante lunga: una per giocatore); ogni manche è una serie di aste. Vince il totale di punti più basso.
    {"*"}*Mazzo**: 50 carte numerate (2–12), 3 jolly, 2 salta turno, 2 cambio giro. Mani da 6 (5 in sei giocatori). In due: niente cambio giro, e a ogni manche 10 carte vengono messe da parte senza guardarle.
rules-text-bid =
    ## Un'asta
    {"*"}*Apri** con una carta numerata o una coppia: il valore in gioco V diventa il suo valore. Poi ogni giocatore, a turno, fa una sola cosa:
    • giocare una carta ≥ V (uguale a V lo raddoppia);
    • giocare una coppia con somma ≥ V (uguale lo raddoppia);
    • giocare un salta turno, o un cambio giro (che inverte anche il senso);
    • **prendere l'asta**: tutte le carte dell'asta vanno nella tua pila dei punti, e apri la prossima.
    I **jolly** valgono qualsiasi valore da 2 a 12; un jolly con una carta forma una coppia di quella carta; due jolly formano una coppia di qualsiasi valore.
rules-text-drawing =
    ## La pesca e la carta oubli
    Dopo aver giocato, completa la mano pescando dal mazzo. Con la **pesca manuale** premi tu *Pesca*: se qualcun altro gioca prima che tu lo faccia, chiunque può chiamare **Oubli!** — prendi la carta oubli (+1 punto a fine manche) e completi la mano. Se arriva il tuo turno e ti mancano carte, devi prima pescare.
    Quando il mazzo è vuoto e qualcuno gioca la sua ultima carta, la manche finisce subito; nessuno prende quell'ultima asta.
rules-text-scoring =
    ## Punteggio (la carta dobrei)
    Meno carte raccolte → 1 punto, il successivo → 2, … fino a 6.
    I pari merito condividono il posto e il successivo si salta (1, 2, 2, 4). Chi ha la carta oubli aggiunge 1.
    ```
    posto     1°  2°  3°  4°  5°  6°
    punti      1   2   3   4   5   6
    ```La manche successiva la inizia il giocatore con più punti. Vince il totale più basso dopo l'ultima manche; in caso di parità, chi ha raccolto meno carte nell'ultima manche, e poi la vittoria è condivisa.
rules-text-house =
    ## Regole della casa
    {"*"}*H1** Chi deve aprire senza carte numerate (solo quando il mazzo è vuoto) gioca invece una carta speciale; l'apertura passa al giocatore successivo.
    {"*"}*H2** La pesca è automatica, a meno che il tavolo abbia scelto la pesca manuale (vedi la pagina dell'oubli).
    {"*"}*H3** Chi inizia tra giocatori a pari merito: il primo che si incontra nel senso di gioco attuale partendo dal giocatore che ha chiuso la manche precedente, lui compreso.
rules-text-timers =
    ## Timer, ritiri, punteggi
    {"*"}*Timer del turno** (2 min se il tavolo non ha scelto altro): quando scade, il computer gioca il tuo turno; due volte di fila e il tuo posto diventa *assente* finché non premi *Rieccomi*.
    {"*"}*Lasciare** una partita in corso è un ritiro: un computer finisce la partita al tuo posto e arrivi ultimo.
    {"*"}*Punteggio**: parte da 1000 e segue ogni partita conteggiata tra persone (OpenSkill). Misura quanto il bot è sicuro della tua forza, quindi si muove molto nelle prime partite e sempre meno dopo: un risultato dice poco di un giocatore che il bot conosce già bene.
