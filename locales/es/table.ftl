### The public table message: lobby, game in play, log lines of the table's own events,
### and why a table is closed.

table-title = { $game } · mesa { $id }
table-league = {" "}· 🏅 { $league }
table-settings = { $seats } asientos · { $options } · { $timer }
timer-off = sin temporizador
timer-seconds = { $n } s por turno
timer-minutes = { $n } min por turno
lobby-expires = Esta sala de espera se cierra sola { $when } si nadie la empieza.
game-deadline = ⏱ { $who } tiene hasta { $when }
game-away = {" "}· 💤 ausente
game-departed = {" "}· 🚪 se fue
game-timeout = ⏱ A { $player } se le acabó el tiempo: la máquina { $move } por su cuenta
timeout-play = jugó { $cards }
timeout-skip = jugó un salto
timeout-reverse = jugó un cambio de sentido
timeout-take = se llevó la puja
game-auto_draw = ⏱ { $player } no robó a tiempo: se robó por su cuenta
game-away_event = 💤 { $player } está ausente: la máquina juega por su cuenta hasta que pulse Ya estoy aquí
game-back_event = 👋 { $player } ha vuelto
game-new_host = { $player } se fue: ahora { $host } es el anfitrión
closed-cancelled = Esta mesa se ha cancelado.
closed-cancelled_reason = Un moderador ha cancelado esta partida: { $reason }. No cuenta para nadie.
closed-expired = Esta sala de espera se cerró sola: nadie la empezó en 30 minutos.
closed-empty = Esta sala de espera se cerró: todos los jugadores se fueron.
closed-tournament = Esta mesa se ha cerrado: su hilo pertenece a una mesa del torneo, que se juega aquí. No cuenta para nadie.
closed-abandoned = Esta partida se abandonó: todos los jugadores se fueron. No cuenta para nadie.
closed-broken = Esta partida no se pudo reanudar tras un reinicio (su registro ya no se puede reproducir). No cuenta para nadie, y el canal queda libre: /dobro nueva.
button-back = Ya estoy aquí
table-moved = Esta mesa sigue más abajo: [ir a ella]({ $link }).
variant-standard = 3 rondas
variant-long = una ronda por jugador
lobby-waiting = Esperando jugadores: { $n }/{ $seats } sentados. El anfitrión empieza la partida.
lobby-host = anfitrión
lobby-computer = máquina ({ $level })
button-join = Unirse
button-leave = Salir
button-add_normal = Añadir máquina
button-add_random = Añadir máquina aleatoria
button-add_hard = Añadir máquina difícil
level-random = aleatoria
level-normal = normal
level-hard = difícil
button-start = Empezar
button-cancel = Cancelar mesa
button-hand = Mi mano
button-oubli = ¡Oubli!
button-rules = Reglas
button-leave_table = Dejar la mesa
button-again = Jugar otra vez
game-round = Ronda { $n } de { $total }
game-value = Valor en juego: **{ $value }**
game-no_value = Valor en juego: — ({ $player } abre una nueva puja)
game-bid = Puja: { $plays }
game-direction-clockwise = ↻ sentido horario
game-direction-counterclockwise = ↺ sentido antihorario
game-pile = { $direction } · mazo: { $pile }
game-seat = { $marker } { $name } · { $hand } en mano · { $collected } llevadas · { $points } pts{ $extra }
game-turn = { $who }, ¡te toca!
game-oubli_holder = {" "}· tiene la carta oubli
game-short = {" "}· no ha robado
game-computer = {" "}· 🤖
game-computer_level = {" "}· 🤖 { $level }
game-over = Partida terminada
game-moves = Jugada { $n }
game-log = Últimas acciones:
game-left = { $player } se fue: una máquina juega su asiento
table-created = La mesa { $id } está abierta. Los jugadores se unen con el botón o con /dobro unirse.
table-opened_in_thread = La mesa { $id } está abierta en { $thread }.
table-done-kick = { $player } ya no está sentado.
table-done-join = Te has sentado en la mesa { $id }.
table-done-leave = Has dejado la mesa { $id }.
table-done-start = Se han repartido las cartas en la mesa { $id }.
table-done-cancel = La mesa { $id } está cancelada.
table-done-back = Bienvenido de nuevo: vuelves a jugar tu asiento en la mesa { $id }.
game-ping = 🔔 { $who }, te toca en la mesa { $id }.
table-thread_name = Dobro · mesa de { $host }
table-export = El registro de la partida { $id }: reprodúcelo con `{ $command }`.
button-hurry = Dar prisa
game-hurry = ⏱️ { $by } le ha metido prisa a { $player }: 2 minutos para jugar, después la máquina juega por su cuenta
game-idle_end = 💤 Nadie ha jugado en un día: las máquinas terminan la partida por quienes se fueron
game-lower_level = ⚙️ { $player } hizo esta jugada con el nivel { $played }: la búsqueda del nivel { $level } no estaba disponible
closed-idle = Esta partida se abandonó: nadie jugó en un día. No cuenta para nadie.
table-done-hurry = { $player } tiene ahora 2 minutos para jugar.
table-again = ¿Otra partida? { $names }: la mesa { $id } está abierta, pulsa Unirse para sentarte.

## Each game's name, and Dobro's options in words.
game-name-dobro = Dobro
game-name-sticks = Palitos
game-name-ten = Diez
game-name-dobble = Dobble
dobro-drawing-auto = robo automático
dobro-drawing-manual = robo manual
dobro-card-J = comodín
dobro-card-S = salto
dobro-card-R = cambio de sentido

## Races (Dobble): the private answer to a claim.

race-ok = ✅ ¡Tuya!
race-stale = ⌛ Demasiado tarde: alguien fue más rápido con las mismas cartas.
race-late = ⌛ Demasiado tarde: ya se había aceptado una respuesta más rápida.
race-ended = Esa ronda ha terminado: vuelve a mirar la mesa.
race-refused = Esa respuesta ya no significa nada.
race-wrong = ❌ Fallo: ese símbolo no está en las dos cartas. Bloqueado hasta { $until } s después del ¡Ya!
race-locked = 🔒 Sigues bloqueado (hasta { $until } s después del ¡Ya!).
button-add_relaxed = Añadir máquina tranquila
button-add_quick = Añadir máquina rápida
level-relaxed = tranquila
level-quick = rápida

# Hints (the Hint button of a private hand)
button-hint = Pista
table-hints_on = 💡 pistas
hint-title = Pista
hint-nothing = Ahora mismo no hay nada que hacer: la partida está esperando a otra persona.
hint-blocked = { $n ->
    [one] La carta que no puedes jugar ahora:
   *[other] Las { $n } cartas que no puedes jugar ahora:
}
hint-footer = Solo tú ves esto. Los resultados de la partida dirán que usaste pistas.
race-slow = ⌛ Demasiado tarde: tu clic tardó más de 0,3 s en llegar al bot, así que no puede contar.
