### /dobro leaderboard, history, void, forget-me and recompute-ratings.

board-title = 🏆 Classifica di { $game } · { $sort }
board-sub = { $total ->
        [one] { $total } giocatore
       *[other] { $total } giocatori
    } con almeno { $min ->
        [one] { $min } partita conclusa
       *[other] { $min } partite concluse
    } · pagina { $page } di { $pages }
board-row = **{ $rank }.** { $who } · punteggio { $rating } · partite { $games } · vittorie { $wins } ({ $rate }%) · { $avg } pt/partita
board-you = **Tu** ({ $who }): n. { $rank } su { $total } · punteggio { $rating } · partite { $games } · vittorie { $wins } ({ $rate }%) · { $avg } pt/partita
board-you_few = **Tu** ({ $who }): { $games ->
        [one] { $games } partita conclusa
       *[other] { $games } partite concluse
    } qui; questa classifica ne richiede { $min }.
board-you_unrated = **Tu** ({ $who }): ancora senza punteggio. Una partita conclusa con almeno un'altra persona ti dà un punteggio.
board-you_none = **Tu** ({ $who }): ancora nessuna partita conclusa qui.
board-empty = Su questo server non è ancora stata conclusa nessuna partita, quindi non c'è classifica. Apri un tavolo con /dobro nuovo, gioca una partita e torna qui!
board-nobody = In questa classifica non c'è ancora nessuno: servono { $min ->
        [one] { $min } partita conclusa
       *[other] { $min } partite concluse
    } (e, per punteggio, una partita con un'altra persona). Prova un partite_min più basso.
board-previous = ◀ Indietro
board-next = Avanti ▶
history-title = 📜 Cronologia delle partite
history-sub = { $total ->
        [one] { $total } partita
       *[other] { $total } partite
    } · pagina { $page } di { $pages } · dalla più recente
history-empty = Su questo server non è ancora stata giocata nessuna partita. Apri un tavolo con /dobro nuovo!
history-game = **Partita { $id }** · { $date } · { $game }
history-order = { $names }
history-shared = { $names } (vittoria condivisa)
history-players = Giocatori: { $names }
history-left = {" "}(uscito)
history-link = [Risultati]({ $link })
history-active = 🎲 In corso
history-cancelled = 🚫 Annullata: non conta per nessuno
history-cancelled_reason = 🚫 Annullata da un moderatore: { $reason }
history-abandoned = 🏳️ Abbandonata: tutti i giocatori sono usciti
history-broken = ⚠️ Non è stato possibile riprenderla dopo un riavvio
void-done = La partita { $id } non conta più ({ $reason }). Totali e punteggi sono stati ricalcolati senza di lei.
void-unknown = Su questo server non c'è nessuna partita { $id }.
void-not_finished = La partita { $id } non è conclusa: si può invalidare solo una partita conclusa.
void-no_reason = Indica un motivo: viene mostrato nella cronologia.
void-voided = La partita { $id } è già invalidata.
history-voided = ⛔ Invalidata da un moderatore: { $reason } · non conta per nessuno
history-former = un ex giocatore
forget-ask = Questo cancella i tuoi totali e il tuo punteggio su questo server. Le sue partite passate restano, ma i tuoi posti appariranno come «un ex giocatore», e i punteggi di tutti vengono ricalcolati senza di te. Anche i tuoi progressi nei tutorial e le tue impostazioni (/dobro impostazioni) vengono cancellati. Non si può annullare. Le partite che giocherai dopo conteranno di nuovo.
forget-confirm = Dimenticami
forget-cancel = Annulla
forget-done = Fatto: questo server non conserva più né i tuoi totali né il tuo punteggio, e sei «un ex giocatore» in { $games ->
        [one] { $games } risultato passato
       *[other] { $games } risultati passati
    }.
forget-cancelled = Annullato: non è cambiato nulla.
forget-not_yours = Può rispondere solo la persona che ha chiesto di essere dimenticata.
standings-recomputed = Punteggi ricalcolati da { $games ->
        [one] { $games } partita conteggiata.
       *[other] { $games } partite conteggiate, nell'ordine in cui sono finite.
    }
standings-cooldown = È appena stato fatto: riprova <t:{ $when }:R>. (Ricalcolare le classifiche è un lavoro pesante, quindi bisogna aspettare tra due richieste.)
standings-unknown_game = Questo bot non gioca (più) a { $game }: scegli un gioco dall'elenco.
history-not_counted-solo = Non conta: una sola persona contro i computer
history-not_counted-too_few = Non conta: si sono presentate meno di due persone (hanno fatto da sé le prime mosse)
history-idle = 🏳️ Abbandonata: nessuno ha giocato per un giorno
history-undeliverable = Non è stato possibile pubblicare i risultati nel loro canale (eliminato, o il bot non può scriverci)
