### The public table message: lobby, game in play, log lines of the table's own events,
### and why a table is closed.

table-title = { $game } · mesa { $id }
table-league = {" "}· 🏅 { $league }
table-settings = { $seats } lugares · { $options } · { $timer }
timer-off = sem cronômetro
timer-seconds = { $n } s por vez
timer-minutes = { $n } min por vez
lobby-expires = Esta sala de espera fecha sozinha { $when } se ninguém iniciar.
game-deadline = ⏱ { $who } tem até { $when }
game-away = {" "}· 💤 ausente
game-departed = {" "}· 🚪 saiu
game-timeout = ⏱ O tempo de { $player } acabou: o computador { $move } no lugar
timeout-play = jogou { $cards }
timeout-skip = jogou um pular
timeout-reverse = jogou um inverter
timeout-take = pegou o lance
game-auto_draw = ⏱ { $player } não comprou a tempo: a compra foi feita automaticamente
game-away_event = 💤 { $player } está ausente: o computador joga no lugar até apertarem Voltei
game-back_event = 👋 { $player } voltou
game-new_host = { $player } saiu: agora { $host } é o anfitrião
closed-cancelled = Esta mesa foi cancelada.
closed-cancelled_reason = Esta partida foi cancelada por um moderador: { $reason }. Não conta para ninguém.
closed-expired = Esta sala de espera fechou sozinha: ninguém iniciou a partida em 30 minutos.
closed-empty = Esta sala de espera fechou: todos os jogadores saíram.
closed-tournament = Esta mesa foi fechada: o tópico dela pertence a uma mesa do torneio, que é jogada aqui. Não conta para ninguém.
closed-abandoned = Esta partida foi abandonada: todos os jogadores saíram. Não conta para ninguém.
closed-broken = Esta partida não pôde ser retomada depois de um reinício (o registro dela não pode mais ser reproduzido). Não conta para ninguém, e o canal está livre: /dobro nova.
button-back = Voltei
table-moved = Esta mesa continua mais abaixo: [ir até ela]({ $link }).
variant-standard = 3 rodadas
variant-long = uma rodada por jogador
lobby-waiting = Esperando jogadores: { $n }/{ $seats } sentados. O anfitrião inicia a partida.
lobby-host = anfitrião
lobby-computer = computador ({ $level })
button-join = Entrar
button-leave = Sair
button-add_normal = Adicionar computador
button-add_random = Adicionar computador aleatório
button-add_hard = Adicionar computador difícil
level-random = aleatório
level-normal = normal
level-hard = difícil
button-start = Iniciar
button-cancel = Cancelar mesa
button-hand = Minha mão
button-oubli = Oubli!
button-rules = Regras
button-leave_table = Sair da mesa
button-again = Jogar de novo
game-round = Rodada { $n } de { $total }
game-value = Valor em jogo: **{ $value }**
game-no_value = Valor em jogo: — ({ $player } abre um novo lance)
game-bid = Lance: { $plays }
game-direction-clockwise = ↻ sentido horário
game-direction-counterclockwise = ↺ sentido anti-horário
game-pile = { $direction } · monte: { $pile }
game-seat = { $marker } { $name } · { $hand } na mão · { $collected } juntadas · { $points } pts{ $extra }
game-turn = { $who }, sua vez!
game-oubli_holder = {" "}· está com a carta oubli
game-short = {" "}· não comprou
game-computer = {" "}· 🤖
game-computer_level = {" "}· 🤖 { $level }
game-over = Fim de jogo
game-moves = Jogada { $n }
game-log = Últimas ações:
game-left = { $player } saiu: um computador joga no lugar
table-created = A mesa { $id } está aberta. Os jogadores entram pelo botão ou com /dobro entrar.
table-opened_in_thread = A mesa { $id } está aberta em { $thread }.
table-done-kick = { $player } não está mais sentado.
table-done-join = Você está sentado na mesa { $id }.
table-done-leave = Você saiu da mesa { $id }.
table-done-start = As cartas foram distribuídas na mesa { $id }.
table-done-cancel = A mesa { $id } foi cancelada.
table-done-back = Bem-vindo de volta: você joga no seu lugar na mesa { $id } de novo.
game-ping = 🔔 { $who }, sua vez na mesa { $id }.
table-thread_name = Dobro · mesa de { $host }
table-export = O registro da partida { $id }: reproduza com `{ $command }`.
button-hurry = Apressar
game-hurry = ⏱️ { $by } apressou { $player }: 2 minutos para jogar, depois o computador joga no lugar
game-idle_end = 💤 Ninguém jogou por um dia: os computadores terminam a partida por quem saiu
game-lower_level = ⚙️ { $player } fez esta jogada no nível { $played }: a busca do nível { $level } não estava disponível
closed-idle = Esta partida foi abandonada: ninguém jogou por um dia. Não conta para ninguém.
table-done-hurry = { $player } agora tem 2 minutos para jogar.
table-again = Mais uma? { $names }: a mesa { $id } está aberta, apertem Entrar para sentar.

## Each game's name, and Dobro's options in words.
game-name-dobro = Dobro
game-name-sticks = Palitos
game-name-ten = Dez
game-name-dobble = Dobble
dobro-drawing-auto = compra automática
dobro-drawing-manual = compra manual
dobro-card-J = coringa
dobro-card-S = pular
dobro-card-R = inverter

## Races (Dobble): the private answer to a claim.

race-ok = ✅ É sua!
race-stale = ⌛ Tarde demais: alguém foi mais rápido nas mesmas cartas.
race-late = ⌛ Tarde demais: uma resposta mais rápida já foi aceita.
race-ended = Essa rodada acabou: olhe a mesa de novo.
race-refused = Essa resposta não vale mais nada.
race-wrong = ❌ Errou: esse símbolo não está nas duas cartas. Bloqueado até { $until } s depois do Já.
race-locked = 🔒 Ainda bloqueado (até { $until } s depois do Já).
button-add_relaxed = Adicionar computador tranquilo
button-add_quick = Adicionar computador rápido
level-relaxed = tranquilo
level-quick = rápido

# Hints (the Hint button of a private hand)
button-hint = Dica
table-hints_on = 💡 dicas
hint-title = Dica
hint-nothing = Nada a fazer agora: a partida está esperando outra pessoa.
hint-blocked = { $n ->
    [1] A carta que você não pode jogar agora:
   *[other] As { $n } cartas que você não pode jogar agora:
}
hint-footer = Só você vê isto. O resultado da partida vai dizer que você usou dicas.
race-slow = ⌛ Tarde demais: seu clique levou mais de 0,3 s para chegar ao bot, então não pode contar.
