### A player's private hand and its move controls.

hand-away = 💤 Estás ausente: la máquina juega por ti. Pulsa Ya estoy aquí para volver a jugar.
hand-deadline = ⏱ Tienes hasta { $when }.
hand-closed = Esta partida ya no se está jugando.
hand-title = Tu mano
hand-your_turn = Te toca.
hand-open = Abres una nueva puja: juega una carta o una pareja.
hand-waiting = Esperando a { $player }.
hand-must_draw = Te faltan cartas en la mano: roba primero.
hand-empty = (sin cartas)
hand-preview_open = En gris: con qué podrías abrir una puja.
hand-preview = En gris: lo que podrías jugar ahora sobre el valor en juego.
hand-over = La partida ha terminado.
move-joker = Jugar un comodín como…
move-jokers = Jugar dos comodines como pareja de…
move-joker_value = { $value }
move-joker_doubles = { $value } — lo dobla a { $result }
hand-number-title = Elige una cantidad
hand-number-label = Una cantidad de { $low } a { $high }
hand-number-invalid = Escribe un número entero de { $low } a { $high }.
