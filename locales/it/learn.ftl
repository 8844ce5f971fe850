### Learning the games: /dobro learn (tutorials), /dobro replay (finished games step by step)
### and the first-contact line of a newcomer's first hand.

cmd-learn-name = impara
cmd-learn-description = Impara un gioco giocandolo: un breve tutorial privato contro il computer
cmd-learn-game-description = Quale gioco imparare (predefinito: l'elenco dei tutorial)
cmd-replay-name = rivedi
cmd-replay-description = Rivedi passo passo una partita conclusa di questo server, con tutte le mani scoperte
cmd-replay-game = partita
cmd-replay-game-description = Il numero della partita (vedi /dobro cronologia)

## The tutorial's frame

learn-title = 🎓 Impara { $game } · { $lesson }
learn-step = Passo { $n } di { $total }
learn-table = { $game } · mano di prova
learn-right = ✅ { $why }
learn-refused = ❌ { $why }
learn-wrong = Questa mossa è consentita, ma non è quella di questo passo: rileggilo.
learn-stale = -# ⏳ Il tutorial era andato avanti: ecco dove sei.
learn-restarted = -# 🔁 La lezione ricomincia dal primo passo.
learn-mistakes = { $n ->
    [0] senza un solo errore
    [one] con 1 errore
   *[other] con { $n } errori
}
learn-next = Avanti
learn-restart = Ricomincia la lezione
learn-again = Ricomincia
learn-practice = Gioca una vera partita contro il computer
learn-table_here = Apri un tavolo in questo canale
learn-tempting = -# Mosse che potrebbero tentarti (provale):
learn-done_title = 🎓 { $game } · tutorial completato
learn-done = Hai finito in { $steps } passi, { $mistakes }.
learn-done_next = Ora gioca una vera partita: contro il computer in un thread tutto tuo, o a un tavolo in questo canale a cui possono unirsi altri.

## The list of tutorials

learn-menu_title = 🎓 Impara i giochi
learn-menu_intro = Ogni tutorial dura da 3 a 5 minuti, da solo e in privato: una mano fissa contro il computer, una regola alla volta, giocandola. Il tuo punto viene salvato: torna quando vuoi.
learn-menu_line = **{ $game }** · { $state }
learn-menu_new = { $steps } passi
learn-menu_at = passo { $n } di { $steps }
learn-menu_done = completato ✅
learn-open = { $game }
learn-error-no_tutorial = Questo gioco non ha ancora un tutorial.

## First contact: one line in a newcomer's first hand

learn-first_contact = 👋 Nuovo a { $game }? `/dobro impara` te lo insegna in 3 minuti giocando, `/dobro regole` lo spiega, e al tuo turno la mano mostra esattamente cosa puoi giocare{ $hints ->
    [yes] ; 💡 Suggerimento propone una mossa e dice perché.
   *[no] .
}

## Replays

replay-title = 🎬 Replay · { $game } · partita { $id }
replay-deal = La distribuzione, prima della prima mossa ({ $total } mosse in tutto)
replay-move = Mossa { $n } di { $total }
replay-section = manche { $n }
replay-hands = **Tutte le mani** (la partita è finita: niente è più nascosto)
replay-start = ⏮ Inizio
replay-back10 = −10
replay-previous = ◀ Indietro
replay-next = Avanti ▶
replay-forward10 = +10
replay-end = Fine ⏭
replay-front = davanti: { $cards }
replay-rounds = Vai all'inizio di una manche…
replay-round = Manche { $n } (mossa { $move })
replay-error-not_finished = La partita { $id } non è conclusa: si può rivedere solo una partita conclusa.
replay-error-hidden = La partita { $id } è stata giocata in un canale che non puoi vedere: solo i suoi giocatori e chi vede quel canale possono rivederla.
button-replay = 🎬 Replay

## Dobro's tutorial

learn-dobro-lesson-bids = Lezione 1 di 3: un'asta
learn-dobro-lesson-drawing = Lezione 2 di 3: pescare da sé, l'oubli
learn-dobro-lesson-round = Lezione 3 di 3: la fine di una manche
learn-dobro-try-play = Gioca { $cards }
learn-dobro-try-pair = Gioca { $a } + { $b }
learn-dobro-try-take = Prendi l'asta
learn-dobro-open = **Cominci tu quest'asta**: aprila con una carta numerata o una coppia, il cui valore diventa il **valore in gioco** (R5). Apri con il tuo **4**.
learn-dobro-open-why = Il valore in gioco è 4. Dopo ogni giocata peschi fino a tornare a 6 carte (R8).
learn-dobro-open-wrong = Anche questo apre l'asta, ma questa lezione apre con il 4: gioca il tuo 4.
learn-dobro-at_least = Gli altri l'hanno portata a **6**. Al tuo turno gioca **una carta almeno uguale** al valore (R6a), oppure prendi l'asta. Prova il tuo 5, poi gioca il tuo **8**.
learn-dobro-at_least-why = 8 è almeno 6: ora il valore è 8.
learn-dobro-at_least-wrong = Anche questo è consentito, ma in questo passo si gioca l'8.
learn-dobro-double = Il valore è **10**. Una carta **uguale** al valore lo **raddoppia** (R6a). Gioca il tuo **10**.
learn-dobro-double-why = 10 è uguale a 10: il valore raddoppia a 20.
learn-dobro-double-wrong = È consentito, ma la lezione è il raddoppio: gioca la carta uguale al valore.
learn-dobro-pair = Camille ha giocato una coppia di 11 (22); Dominique non ci arrivava, ha **preso** l'asta e ne ha aperta una nuova a 3. Una **coppia** vale la sua somma (R6b). Gioca il tuo **5 + 5**.
learn-dobro-pair-why = 5 + 5 = 10: il valore è 10. Anche una coppia uguale al valore lo raddoppia.
learn-dobro-pair-wrong = È consentito, ma in questo passo si gioca la tua coppia di 5.
learn-dobro-skip = Camille ha giocato un **cambio giro**: il giro si è invertito, quindi tocca di nuovo a te (R6c). Un **salta turno** si gioca senza cambiare il valore. Gioca il tuo **salta turno**.
learn-dobro-skip-why = Il valore resta 10; il gioco prosegue, nel nuovo senso, verso Dominique.
learn-dobro-skip-wrong = È consentito, ma questo passo è il salta turno: giocalo.
learn-dobro-take = Il **jolly con un 5** di Dominique è una coppia di 5 (R7): 10, uguale al valore, quindi l'ha raddoppiato a **20**. Camille ha saltato il turno. Niente in mano tua arriva a 20: **prendi** l'asta (R6d). Prendere è sempre consentito.
learn-dobro-take-why = Le 8 carte dell'asta vanno nella tua pila dei punti: meno ne raccogli, meglio è.
learn-dobro-take-wrong = È consentito, ma in questo passo si prende l'asta.
learn-dobro-joker = Chi prende apre l'asta successiva nello stesso turno (R6d). Un **jolly** da solo vale il valore che dichiari, da 2 a 12 (R7). Apri con il tuo jolly **come 7** (scegli 7 nel suo elenco).
learn-dobro-joker-why = Il valore è 7. Due jolly formano una coppia del valore che dichiari.
learn-dobro-joker-wrong = È consentito, ma apri con il jolly dichiarato come 7.
learn-dobro-manual = **Una nuova mano, con pesca manuale** (H2): dopo aver giocato, peschi tu. Apri con il tuo **6**.
learn-dobro-manual-why = La tua mano ha 5 carte: devi pescare.
learn-dobro-manual-wrong = È consentito, ma apri con il 6.
learn-dobro-draw = Premi **Pesca** per tornare a 6 carte (R8), prima che giochi il giocatore successivo.
learn-dobro-draw-why = La tua mano è di nuovo completa, in tempo.
learn-dobro-draw-wrong = Prima pesca: ti mancano carte in mano.
learn-dobro-call = Camille ha giocato **senza pescare**, e nel frattempo ha giocato Dominique: il suo turno è finito e le manca ancora una carta. Chiamale **Oubli!** (R9, H2).
learn-dobro-call-why = Camille prende la carta oubli e completa la mano. Chi ce l'ha alla fine della manche prende 1 punto in più.
learn-dobro-call-wrong = È consentito, ma Camille si è dimenticata di pescare: chiamale Oubli!
learn-dobro-forget = Ora gioca il tuo **9** e **non pescare**: guarda cosa succede.
learn-dobro-forget-why = Camille ha giocato mentre a te mancava ancora una carta…
learn-dobro-forget-wrong = È consentito, ma in questo passo si gioca il 9.
learn-dobro-pass_on = …quindi Dominique ti ha chiamato **Oubli!**: ora la carta oubli è tua. Ma Camille ha giocato di nuovo senza pescare: chiamale **Oubli!** per ridargliela.
learn-dobro-pass_on-why = La carta oubli è di nuovo di Camille. Quando il mazzo è vuoto, resta dov'è (R9).
learn-dobro-pass_on-wrong = È consentito, ma chiama Oubli! a Camille per ridarle la carta.
learn-dobro-last = **Più tardi**: i computer hanno proseguito la manche. Il mazzo è vuoto, e la manche finisce appena una mano si svuota (R10). **Gioca** la tua ultima carta, un 9.
learn-dobro-last-why = La tua mano è vuota: la manche è finita, e nessuno prende quest'ultima asta.
learn-dobro-last-wrong = Prendere è consentito, ma gioca la tua ultima carta per chiudere la manche.
learn-dobro-score = **Il punteggio** (R11): chi ha raccolto meno carte prende 1 punto, il successivo 2, e così via (i pari merito condividono il posto); la carta oubli aggiunge 1. Dopo 3 manche vince il totale più basso; in caso di parità, chi ha raccolto meno carte nell'ultima manche (R13, R14).
learn-dobro-done = Hai giocato tutte le mosse di Dobro: aprire, rilanciare, raddoppiare, coppie, jolly, salta turno e cambio giro, prendere l'asta, pescare, l'oubli e il punteggio. `/dobro regole` ha tutto per iscritto.

## Sticks' tutorial

learn-sticks-lesson-tricks = Prese e bastoncini
learn-sticks-high = **Bastoncini**: 9 prese per manche. A ogni presa si scopre la carta punteggio in cima: questa vale **3** (R9). La carta **più alta** prende altrettanti bastoncini **blu**, la **più bassa** altrettanti **rossi** (R14); i bastoncini sono punti, e vince chi ne ha meno. Apri tu: gioca il tuo **45**.
learn-sticks-high-why = 45 era la più alta: 3 bastoncini blu per te. Il 7 di Dominique, il più basso, ha preso 3 rossi.
learn-sticks-high-wrong = Puoi giocare qualsiasi carta della tua mano (R13), ma in questo passo si gioca il 45.
learn-sticks-low = La carta più alta apre la presa successiva (R17): ancora tu. Questa presa vale 5. Gioca il tuo **2**: la carta più bassa prende i bastoncini rossi.
learn-sticks-low-why = Hai preso 5 rossi. Rossi e blu si annullano a coppie (R15): i tuoi 3 blu e 5 rossi lasciano 2 rossi.
learn-sticks-low-wrong = È consentito, ma in questo passo si gioca il 2.
learn-sticks-zero = È uscito uno **zero blu**, poi un 4: la presa vale 4, ma **non si danno bastoncini blu** (R10; uno zero rosso toglie i rossi). Camille ha giocato 28 e Dominique 1. Gioca il tuo **38**.
learn-sticks-zero-why = 38 è la più alta, ma il blu è tolto: niente per te, e apri la presa successiva. L'1 di Dominique ha preso 4 rossi.
learn-sticks-zero-wrong = È consentito, ma in questo passo si gioca il 38.
learn-sticks-lead = Hai vinto l'ultima presa, quindi apri questa (R17). Gioca il tuo **30**: il resto della manche verrà giocato per te.
learn-sticks-lead-why = I computer hanno giocato il resto della manche per tutti.
learn-sticks-lead-wrong = È consentito, ma in questo passo si gioca il 30.
learn-sticks-round = **La manche 1 è finita** (R19): ognuno segna i bastoncini che ha, blu o rossi che siano. Ora, un salto all'ultima presa della manche 2.
learn-sticks-cancel = **L'ultima presa della manche 2.** Hai 8 bastoncini blu, e questa presa vale 8. Chi chiude una manche **senza bastoncini** annulla il suo punteggio più alto di una manche precedente (R20). Gioca il tuo **15**, la carta più bassa: 8 rossi annullano i tuoi 8 blu.
learn-sticks-cancel-why = Chiudi la manche 2 senza bastoncini: i tuoi 9 punti della manche 1 sono annullati.
learn-sticks-cancel-wrong = È la tua ultima carta: giocala.
learn-sticks-end = Una partita ha tante manche quanti sono i giocatori, ognuna distribuita dal giocatore successivo (R4). Dopo l'ultima vince il **totale più basso** (R22), e una parità condivide la vittoria (H5).
learn-sticks-done = Hai giocato le prese dei Bastoncini: le carte punteggio, il blu alla più alta e il rosso alla più bassa, gli zeri, i colori che si annullano e una manche annullata. `/dobro regole gioco:Bastoncini` ha tutto per iscritto.

## Ten's tutorial

learn-ten-lesson-round = Una manche di Dieci
learn-ten-try-open_own = Apri sulla tua carta
learn-ten-try-protect = Proteggi con { $chips } gettoni
learn-ten-try-add = Aggiungi { $card }
learn-ten-play = **Dieci**: porta le carte davanti a te il più vicino possibile a 10. La carta della manche dice quanto paga chi perde: **6 punti di penalità** (R10). Per prima cosa ognuno mette una carta sul tavolo, scoperta o coperta, con 0-2 gettoni per proteggerla (R11). Scegli il tuo **6**, poi mettilo **scoperto senza gettoni**.
learn-ten-play-why = Il tuo 6 è scoperto. Camille ha messo una carta coperta e l'ha protetta con 2 gettoni.
learn-ten-play-wrong = È consentito, ma metti il 6 scoperto senza gettoni.
learn-ten-open = Ora ogni giocatore può, una volta, **aprire** sulla carta di un altro per scambiarla con la propria (R12). La carta di Camille è protetta da 2 gettoni, quindi un'offerta deve essere almeno 2 (R14). **Apri sulla carta di Camille con 2**.
learn-ten-open-why = Hai pagato 2 gettoni a Camille e avete fatto lo scambio: la sua carta nascosta ora è tua (solo tu la vedi: un 8), e il tuo 6 è suo, con i suoi 2 gettoni sopra (R15, R16).
learn-ten-open-wrong = Passare è consentito, ma apri sulla carta di Camille con 2.
learn-ten-protect = Hai una carta nuova: puoi metterci sopra fino a 2 gettoni per proteggerla dalle aperture successive (R17). **Aggiungi 1 gettone.**
learn-ten-protect-why = La tua carta è protetta da 1 gettone.
learn-ten-protect-wrong = È consentito, ma aggiungi 1 gettone.
learn-ten-reveal = Camille non ha aperto. Tutti i gettoni di protezione sono andati nel piatto (R18): 3 gettoni. Ora, a turno: una carta coperta si può scoprire; se no, il tuo turno finisce lì (R19). **Scopri** la tua carta.
learn-ten-reveal-why = Il tuo 8 è scoperto.
learn-ten-reveal-wrong = È consentito, ma scopri la tua carta: solo una carta scoperta può riceverne una seconda.
learn-ten-add = Una carta scoperta può ricevere una seconda carta dalla tua mano: i valori si sommano, senza mai superare 10 (R20). Un **jolly** vale qualsiasi valore da 0 a 10 che dichiari (H2). Aggiungi il tuo jolly **come 2**: 8 + 2 = 10.
learn-ten-add-why = 10: il miglior valore possibile.
learn-ten-add-wrong = È consentito, ma aggiungi il tuo jolly come 2.
learn-ten-first = Camille ha aggiunto una P3 (una carta penalità conta il suo valore): 9. Il tuo 10 è il più alto, quindi vinci il piatto (R22, R25); Camille è la più bassa, quindi prende tutte le carte del tavolo e la carta della manche nella sua pila delle penalità (R23, R24). Tutti hanno ripescato fino a 4 carte (R26). Chi vince sceglie chi inizia la manche successiva (R27): **scegli te stesso**.
learn-ten-first-why = Inizi tu la manche 2.
learn-ten-first-wrong = È consentito, ma scegli te stesso.
learn-ten-score = **Il punteggio** (R30): i tuoi punti di penalità (una carta normale 1, una carta penalità il suo valore + 2, un jolly 10, una carta della manche il suo numero) meno 2 per ogni gettone che tieni. La partita finisce dopo la manche 10, o quando qualcuno non riesce a tornare a 4 carte (R28). Vince il punteggio più basso.
learn-ten-done = Hai giocato una manche di Dieci: mettere una carta, aprire e fare offerte, proteggere, scoprire, aggiungere una carta e un jolly, la vittoria e la penalità. `/dobro regole gioco:Dieci` ha tutto per iscritto.

## Dobble's tutorial

learn-dobble-lesson-tower = Lezione 1 di 5: la torre infernale
learn-dobble-lesson-well = Lezione 2 di 5: il pozzo
learn-dobble-lesson-potato = Lezione 3 di 5: la patata bollente
learn-dobble-lesson-catch = Lezione 4 di 5: prendili tutti
learn-dobble-lesson-poison = Lezione 5 di 5: il regalo avvelenato, e la partita
learn-dobble-cards = **Le carte in gioco** (tutte scoperte):
learn-dobble-buttons = I tuoi pulsanti sono i simboli { $card ->
        [own] della tua carta
        [pile] della cima del mazzo
       *[centre] del centro
    }: premi quello che hai individuato.
learn-dobble-tower = **Dobble**: due carte qualsiasi hanno **esattamente un** simbolo in comune (R1). Si gioca tutti insieme: il primo che dice il simbolo in comune vince la mossa (R3); qui, premi il suo pulsante. **La torre infernale**: trova il simbolo che **la tua carta** ha in comune con la **cima del mazzo**, e prendi la carta del mazzo (R8). Vince chi prende più carte (R9).
learn-dobble-tower-why = ❓ era su entrambe le carte: la carta del mazzo è tua. A un tavolo, il clic giusto più rapido vince la carta (H5).
learn-dobble-tower-wrong = Quel simbolo non è su entrambe le carte. A un tavolo, una risposta sbagliata **ti blocca per 3 secondi** (H13): nel frattempo i tuoi clic vengono ignorati, quindi guarda prima di premere. Qui riprova: la tua carta e la cima del mazzo hanno entrambe un ❓.
learn-dobble-tower_top = Camille e Dominique hanno preso le due carte successive. La carta che hai preso ora è **la tua carta in cima** (R8): confronta **lei** con la nuova cima del mazzo.
learn-dobble-tower_top-why = 🐬 era su entrambe: una seconda carta per te. La torre finisce quando il mazzo è vuoto (R9).
learn-dobble-tower_top-wrong = Non è su entrambe le carte: una risposta sbagliata ti blocca per 3 secondi (H13). La tua carta ora è l'ultima che hai preso: lei e la cima del mazzo hanno entrambe un 🐬.
learn-dobble-well = **Il pozzo**: si distribuiscono tutte le carte, una delle quali al **centro** (R10); la tua pila mostra la carta in cima. Trova il simbolo che **la tua carta in cima** ha in comune con il **centro**: la tua carta ci va sopra, e compare la successiva. Vince il primo che resta senza carte; perde l'ultimo che ne ha ancora (R11).
learn-dobble-well-why = 🚗 era su entrambe: la tua carta è il nuovo centro, e ora tutti confrontano con lei.
learn-dobble-well-wrong = Non è su entrambe le carte: una risposta sbagliata ti blocca per 3 secondi (H13). La tua carta in cima e il centro hanno entrambi un 🚗.
learn-dobble-potato = **La patata bollente**, a manche: una carta a testa (R12). Trova il simbolo che **la tua carta** ha in comune con **la carta in cima di un altro giocatore**: tutta la tua pila va sulla sua, e sei fuori dalla manche. Camille ha appena passato la sua a Dominique: la sua carta ora è **in cima alla pila di Dominique**. Passa la tua a Dominique.
learn-dobble-potato-why = 🔥 era sulla tua carta e su quella in cima di Dominique. Dominique resta con la patata: perde la manche e tiene le sue 3 carte, e si distribuisce subito una nuova manche (R13). Vince chi tiene meno carte.
learn-dobble-potato-wrong = Confronta con la carta **in cima** alla pila di Dominique, la vecchia carta di Camille: lei e la tua hanno entrambe un 🔥. Una risposta sbagliata ti blocca per 3 secondi (H13).
learn-dobble-catch = **Prendili tutti**, a manche: una carta al **centro**, una carta per giocatore intorno (R14). Trova un simbolo che il centro ha in comune con una carta intorno, e tieni quella carta. Dominique e Camille ne hanno già prese due: prendi **l'ultima**.
learn-dobble-catch-why = 🌙 era sul centro e sulla carta 3: è tua. Quando sono state prese tutte, il centro va sotto il mazzo e inizia una nuova manche (R15). Vince chi prende più carte.
learn-dobble-catch-wrong = Non è sul centro e sull'ultima carta: una risposta sbagliata ti blocca per 3 secondi (H13). Entrambe hanno una 🌙.
learn-dobble-poison = **Il regalo avvelenato**: si distribuisce come la torre, ma tu **regali** (R16). Trova il simbolo che la **cima del mazzo** ha in comune con la carta **di un altro giocatore**: la carta del mazzo va sulla sua. Vince chi riceve meno carte (R17). Regala questa a **Dominique**.
learn-dobble-poison-why = 🎁 era sulla cima del mazzo e sulla carta di Dominique: l'ha ricevuta lei.
learn-dobble-poison-wrong = La cima del mazzo e la carta di Dominique hanno entrambe un 🎁. Attenzione: la cima del mazzo ha un simbolo in comune anche con **la tua** carta (🍕), e dirlo è una risposta sbagliata: bloccato per 3 secondi (H13, H14).
learn-dobble-poison_last = **Più tardi**: gli altri hanno giocato il mazzo fino all'ultima carta. Hai ricevuto 4 carte, Camille 22 e Dominique 25. Regala l'ultima a **Camille**: il mazzo allora è vuoto, e il regalo è finito (R17).
learn-dobble-poison_last-why = 🔑 era su entrambe. Il mazzo è vuoto: con meno carte ricevute, vinci il regalo avvelenato, e questa partita di un solo minigioco.
learn-dobble-poison_last-wrong = La cima del mazzo e la carta di Camille hanno entrambe una 🔑. Un simbolo della tua carta è una risposta sbagliata (H13).
learn-dobble-match = **La partita** (R6, H3): un tavolo gioca 5 minigiochi (o da 1 a 15), scelti o estratti a caso; chi ne vince di più vince la partita. Una parità per la vittoria di un minigioco si risolve con un **duello**: una carta a testa, vince la prima risposta giusta (R5, H6). Con il conteggio da **torneo**, chi perde ogni minigioco sceglie il prossimo e i punti si sommano (R7). A un tavolo i pulsanti per rispondere sono sul tabellone; nella patata bollente e nei duelli, in **La mia mano**.
learn-dobble-done = Hai giocato tutti i minigiochi di Dobble: la torre infernale, il pozzo, la patata bollente, prendili tutti e il regalo avvelenato, e hai visto come si vince una partita. `/dobro regole gioco:Dobble` ha tutto per iscritto.
