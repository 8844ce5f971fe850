### A player's private hand and its move controls.

hand-away = 💤 Sei assente: il computer gioca per te. Premi Rieccomi per tornare a giocare.
hand-deadline = ⏱ Hai tempo fino a { $when }.
hand-closed = Questa partita non è più in corso.
hand-title = La tua mano
hand-your_turn = Tocca a te.
hand-open = Apri una nuova asta: gioca una carta o una coppia.
hand-waiting = In attesa di { $player }.
hand-must_draw = Ti mancano carte in mano: prima pesca.
hand-empty = (nessuna carta)
hand-preview_open = In grigio: con cosa potresti aprire un'asta.
hand-preview = In grigio: cosa potresti giocare ora sul valore in gioco.
hand-over = La partita è finita.
move-joker = Gioca un jolly come…
move-jokers = Gioca due jolly come coppia di…
move-joker_value = { $value }
move-joker_doubles = { $value } — raddoppia a { $result }
hand-number-title = Scegli una quantità
hand-number-label = Una quantità da { $low } a { $high }
hand-number-invalid = Scrivi un numero intero da { $low } a { $high }.
