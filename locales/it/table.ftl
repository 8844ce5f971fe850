### The public table message: lobby, game in play, log lines of the table's own events,
### and why a table is closed.

table-title = { $game } · tavolo { $id }
table-league = {" "}· 🏅 { $league }
table-settings = { $seats } posti · { $options } · { $timer }
timer-off = nessun timer
timer-seconds = { $n } s per turno
timer-minutes = { $n } min per turno
lobby-expires = Questa sala d'attesa si chiude da sola { $when } se nessuno avvia la partita.
game-deadline = ⏱ { $who } ha tempo fino a { $when }
game-away = {" "}· 💤 assente
game-departed = {" "}· 🚪 uscito
game-timeout = ⏱ { $player } ha finito il tempo: il computer { $move } al suo posto
timeout-play = ha giocato { $cards }
timeout-skip = ha giocato un salta turno
timeout-reverse = ha giocato un cambio giro
timeout-take = ha preso l'asta
game-auto_draw = ⏱ { $player } non ha pescato in tempo: si è pescato al suo posto
game-away_event = 💤 { $player } è assente: il computer gioca al suo posto finché non preme Rieccomi
game-back_event = 👋 { $player } è tornato
game-new_host = { $player } è uscito: ora l'organizzatore è { $host }
closed-cancelled = Questo tavolo è stato annullato.
closed-cancelled_reason = Questa partita è stata annullata da un moderatore: { $reason }. Non conta per nessuno.
closed-expired = Questa sala d'attesa si è chiusa da sola: nessuno ha avviato la partita entro 30 minuti.
closed-empty = Questa sala d'attesa è chiusa: tutti i giocatori sono usciti.
closed-tournament = Questo tavolo è stato chiuso: il suo thread appartiene a un tavolo del torneo, che si gioca qui. Non conta per nessuno.
closed-abandoned = Questa partita è stata abbandonata: tutti i giocatori sono usciti. Non conta per nessuno.
closed-broken = Questa partita non è ripresa dopo un riavvio (la sua registrazione non si può più rigiocare). Non conta per nessuno, e il canale è libero: /dobro nuovo.
button-back = Rieccomi
table-moved = Questo tavolo continua più in basso: [vai]({ $link }).
variant-standard = 3 manche
variant-long = una manche per giocatore
lobby-waiting = In attesa di giocatori: { $n }/{ $seats } seduti. L'organizzatore avvia la partita.
lobby-host = organizzatore
lobby-computer = computer ({ $level })
button-join = Unisciti
button-leave = Esci
button-add_normal = Aggiungi computer
button-add_random = Aggiungi computer casuale
button-add_hard = Aggiungi computer difficile
level-random = casuale
level-normal = normale
level-hard = difficile
button-start = Avvia
button-cancel = Annulla tavolo
button-hand = La mia mano
button-oubli = Oubli!
button-rules = Regole
button-leave_table = Lascia il tavolo
button-again = Gioca ancora
game-round = Manche { $n } di { $total }
game-value = Valore in gioco: **{ $value }**
game-no_value = Valore in gioco: — ({ $player } apre una nuova asta)
game-bid = Asta: { $plays }
game-direction-clockwise = ↻ senso orario
game-direction-counterclockwise = ↺ senso antiorario
game-pile = { $direction } · mazzo: { $pile }
game-seat = { $marker } { $name } · { $hand } in mano · { $collected } raccolte · { $points } pt{ $extra }
game-turn = { $who }, tocca a te!
game-oubli_holder = {" "}· ha la carta oubli
game-short = {" "}· non ha pescato
game-computer = {" "}· 🤖
game-computer_level = {" "}· 🤖 { $level }
game-over = Partita finita
game-moves = Mossa { $n }
game-log = Ultime azioni:
game-left = { $player } è uscito: un computer gioca al suo posto
table-created = Il tavolo { $id } è aperto. Ci si unisce con il pulsante o con /dobro unisciti.
table-opened_in_thread = Il tavolo { $id } è aperto in { $thread }.
table-done-kick = { $player } non è più seduto.
table-done-join = Sei seduto al tavolo { $id }.
table-done-leave = Hai lasciato il tavolo { $id }.
table-done-start = Le carte sono distribuite al tavolo { $id }.
table-done-cancel = Il tavolo { $id } è annullato.
table-done-back = Bentornato: giochi di nuovo il tuo posto al tavolo { $id }.
game-ping = 🔔 { $who }, tocca a te al tavolo { $id }.
table-thread_name = Dobro · tavolo di { $host }
table-export = La registrazione della partita { $id }: rigiocala con `{ $command }`.
button-hurry = Sollecita
game-hurry = ⏱️ { $by } ha sollecitato { $player }: 2 minuti per giocare, poi il computer gioca al suo posto
game-idle_end = 💤 Nessuno ha giocato per un giorno: i computer finiscono la partita per chi è uscito
game-lower_level = ⚙️ { $player } ha giocato questa mossa al livello { $played }: la ricerca del livello { $level } non era disponibile
closed-idle = Questa partita è stata abbandonata: nessuno ha giocato per un giorno. Non conta per nessuno.
table-done-hurry = { $player } ha ora 2 minuti per giocare.
table-again = Un'altra? { $names }: il tavolo { $id } è aperto, premete Unisciti per sedervi.

## Each game's name, and Dobro's options in words.
game-name-dobro = Dobro
game-name-sticks = Bastoncini
game-name-ten = Dieci
game-name-dobble = Dobble
dobro-drawing-auto = pesca automatica
dobro-drawing-manual = pesca manuale
dobro-card-J = jolly
dobro-card-S = salta turno
dobro-card-R = cambio giro

## Races (Dobble): the private answer to a claim.

race-ok = ✅ Tua!
race-stale = ⌛ Troppo tardi: qualcuno è stato più veloce sulle stesse carte.
race-late = ⌛ Troppo tardi: era già stata accettata una risposta più veloce.
race-ended = Quel turno è finito: guarda di nuovo il tavolo.
race-refused = Quella risposta ora non significa più niente.
race-wrong = ❌ Sbagliato: quel simbolo non è su entrambe le carte. Bloccato fino a { $until } s dopo il via.
race-locked = 🔒 Ancora bloccato (fino a { $until } s dopo il via).
button-add_relaxed = Aggiungi computer rilassato
button-add_quick = Aggiungi computer veloce
level-relaxed = rilassato
level-quick = veloce

# Hints (the Hint button of a private hand)
button-hint = Suggerimento
table-hints_on = 💡 suggerimenti
hint-title = Suggerimento
hint-nothing = Per ora non c'è niente da fare: la partita aspetta qualcun altro.
hint-blocked = { $n ->
    [one] La carta che non puoi giocare ora:
   *[other] Le { $n } carte che non puoi giocare ora:
}
hint-footer = Lo vedi solo tu. I risultati della partita diranno che hai usato i suggerimenti.
race-slow = ⌛ Troppo tardi: il tuo clic ha impiegato più di 0,3 s per arrivare al bot, quindi non può contare.
