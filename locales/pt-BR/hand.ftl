### A player's private hand and its move controls.

hand-away = 💤 Você está ausente: o computador joga por você. Aperte Voltei para jogar de novo.
hand-deadline = ⏱ Você tem até { $when }.
hand-closed = Esta partida não está mais em andamento.
hand-title = Sua mão
hand-your_turn = Sua vez.
hand-open = Você abre um novo lance: jogue uma carta ou um par.
hand-waiting = Esperando { $player }.
hand-must_draw = Sua mão está incompleta: compre primeiro.
hand-empty = (nenhuma carta)
hand-preview_open = Em cinza: com o que você poderia abrir um lance.
hand-preview = Em cinza: o que você poderia jogar agora sobre o valor em jogo.
hand-over = A partida acabou.
move-joker = Jogar um coringa como…
move-jokers = Jogar dois coringas como um par de…
move-joker_value = { $value }
move-joker_doubles = { $value } — dobra para { $result }
hand-number-title = Escolha uma quantidade
hand-number-label = Uma quantidade de { $low } a { $high }
hand-number-invalid = Digite um número inteiro de { $low } a { $high }.
