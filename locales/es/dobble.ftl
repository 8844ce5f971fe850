### Dobble's rules engine: why a claim or a pick is refused, the rule a refusal cites, the
### mini-games' names, and one sentence per event of a match (the table's log, the terminal).

## Refusals: $rule is the rule in words (dobble-rule-*).

dobble-error-unknown_player = { $player } no está sentado en esta mesa ({ $rule }).
dobble-error-not_started = Todavía no ha empezado ningún minijuego ({ $rule }).
dobble-error-unknown_symbol = No existe el símbolo { $symbol } ({ $rule }).
dobble-error-unknown_mode = No existe ningún minijuego llamado { $mode } ({ $rule }).
dobble-error-no_duel = Ahora no hay duelo: nadie está empatado ({ $rule }).
dobble-error-out_of_order = La respuesta de { $player } a los { $t } ms llega antes que la última aceptada, a los { $last } ms: las respuestas se toman por orden de tiempo y luego de asiento ({ $rule }).
dobble-error-v_above = Esta respuesta vio { $v } respuestas aceptadas, pero solo se han aceptado { $count } ({ $rule }).
dobble-error-match_over = La partida ha terminado ({ $rule }).
dobble-error-awaiting_pick = El siguiente minijuego no ha empezado: primero lo elige { $player } ({ $rule }).
dobble-error-stage_ended = Este minijuego (o su duelo) ya ha terminado ({ $rule }).
dobble-error-not_duellist = { $player } no juega el duelo: solo lo juegan los empatados ({ $rule }).
dobble-error-no_target_here = Una respuesta de { $mode } no apunta a nadie ({ $rule }).
dobble-error-target_kind = Este objetivo no vale para una respuesta de { $mode }: nombra a un jugador (patata, regalo, duelo) o una posición (atrápalas todas) ({ $rule }).
dobble-error-target_range = No existe el objetivo { $target } ({ $rule }).
dobble-error-unfinished = El minijuego { $number } aún no ha terminado (duelo incluido): el siguiente no puede empezar ({ $rule }).
dobble-error-beyond_length = La partida tiene { $length ->
        [one] { $length } minijuego
       *[other] { $length } minijuegos
    }: no puede empezar ninguno más ({ $rule }).
dobble-error-tournament_tower = Un torneo empieza con la torre infernal, no con { $mode } ({ $rule }).
dobble-error-no_pick = Ahora nadie elige minijuego ({ $rule }).
dobble-error-not_picker = { $player } perdió el último minijuego y elige el siguiente ({ $rule }).
dobble-error-duel_without_tie = Este minijuego no acabó en empate por la victoria: no hay duelo que jugar ({ $rule }).

## The rules a refusal cites.

dobble-rule-R2 = regla R2, los minijuegos
dobble-rule-R3 = regla R3, las respuestas
dobble-rule-R4 = regla R4, la salida
dobble-rule-R5 = regla R5, los empates
dobble-rule-R6 = regla R6, la partida
dobble-rule-R7 = regla R7, los puntos de torneo
dobble-rule-H2 = regla H2, los jugadores
dobble-rule-H3 = regla H3, la duración de la partida
dobble-rule-H5 = regla H5, las respuestas simultáneas
dobble-rule-H6 = regla H6, los duelos
dobble-rule-H12 = regla H12, el recuento
dobble-rule-H14 = regla H14, los objetivos
dobble-rule_unknown = regla { $rule }

## The mini-games.

dobble-mode-tower = la torre infernal
dobble-mode-well = el pozo
dobble-mode-potato = la patata caliente
dobble-mode-catch = atrápalas todas
dobble-mode-poison = el regalo envenenado

## Los símbolos por su nombre (el registro: «ana nombra 🔥 fuego»).

dobble-symbol-anchor = ancla
dobble-symbol-apple = manzana
dobble-symbol-balloon = globo
dobble-symbol-banana = plátano
dobble-symbol-bell = campana
dobble-symbol-bird = pájaro
dobble-symbol-bomb = bomba
dobble-symbol-book = libro
dobble-symbol-bottle = biberón
dobble-symbol-bulb = bombilla
dobble-symbol-cactus = cactus
dobble-symbol-car = coche
dobble-symbol-carrot = zanahoria
dobble-symbol-cat = gato
dobble-symbol-cheese = queso
dobble-symbol-cherry = cereza
dobble-symbol-clock = despertador
dobble-symbol-clover = trébol
dobble-symbol-clown = payaso
dobble-symbol-crown = corona
dobble-symbol-daisy = margarita
dobble-symbol-diamond = diamante
dobble-symbol-dinosaur = dinosaurio
dobble-symbol-dog = perro
dobble-symbol-dolphin = delfín
dobble-symbol-dragon = dragón
dobble-symbol-drop = gota
dobble-symbol-exclamation = exclamación
dobble-symbol-fire = fuego
dobble-symbol-frog = rana
dobble-symbol-ghost = fantasma
dobble-symbol-gift = regalo
dobble-symbol-guitar = guitarra
dobble-symbol-hammer = martillo
dobble-symbol-horse = caballo
dobble-symbol-ice = hielo
dobble-symbol-key = llave
dobble-symbol-ladybug = mariquita
dobble-symbol-leaf = hoja
dobble-symbol-lightning = rayo
dobble-symbol-lips = labios
dobble-symbol-lock = candado
dobble-symbol-moon = luna
dobble-symbol-octopus = pulpo
dobble-symbol-penguin = pingüino
dobble-symbol-pizza = pizza
dobble-symbol-question = interrogación
dobble-symbol-rainbow = arcoíris
dobble-symbol-rocket = cohete
dobble-symbol-skull = calavera
dobble-symbol-snail = caracol
dobble-symbol-snowman = muñeco de nieve
dobble-symbol-sun = sol
dobble-symbol-target = diana
dobble-symbol-tree = árbol
dobble-symbol-turtle = tortuga
dobble-symbol-zebra = cebra

## Events. $self is "yes" when the reader is the player named (the terminal game says "you").

dobble-event-ok_tower = { $self ->
        [yes] nombras
       *[no] { $who } nombra
    } { $symbol } y { $self ->
        [yes] te llevas
       *[no] se lleva
    } la carta del mazo ({ $count ->
        [one] { $count } conseguida
       *[other] { $count } conseguidas
    })
dobble-event-ok_well = { $self ->
        [yes] nombras
       *[no] { $who } nombra
    } { $symbol } y { $self ->
        [yes] dejas
       *[no] deja
    } una carta en el centro (quedan { $left })
dobble-event-ok_potato = { $self ->
        [yes] nombras
       *[no] { $who } nombra
    } { $symbol } y { $self ->
        [yes] pasas
       *[no] pasa
    } { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } a { $target }
dobble-event-ok_catch = { $self ->
        [yes] nombras
       *[no] { $who } nombra
    } { $symbol } y { $self ->
        [yes] atrapas
       *[no] atrapa
    } la carta de la posición { $slot }
dobble-event-ok_poison = { $self ->
        [yes] nombras
       *[no] { $who } nombra
    } { $symbol }: { $target_self ->
        [yes] recibes
       *[no] { $target } recibe
    } la carta del mazo
dobble-event-ok_duel = { $self ->
        [yes] nombras
       *[no] { $who } nombra
    } { $symbol } primero
dobble-event-wrong = { $self ->
        [yes] nombras
       *[no] { $who } nombra
    } { $symbol }: ¡fallo! Bloqueo hasta los { $until } s
dobble-event-stale = { $self ->
        [yes] nombras
       *[no] { $who } nombra
    } { $symbol } demasiado tarde: alguien fue más rápido
dobble-event-locked = { $self ->
        [yes] sigues
       *[no] { $who } sigue
    } bloqueado (hasta los { $until } s)
dobble-event-out = { $self ->
        [yes] te quedas
       *[no] { $who } se queda
    } sin cartas ({ $place ->
        [one] fuera en primer lugar
       *[other] fuera en el puesto { $place }
    })
dobble-event-potato_round_end = { $self ->
        [yes] te quedas
       *[no] { $loser } se queda
    } con la patata: ronda { $round } perdida, { $cards ->
        [one] { $cards } carta guardada
       *[other] { $cards } cartas guardadas
    }
dobble-event-potato_deal = Patata caliente, ronda { $round }: una carta nueva para cada uno
dobble-event-catch_round = Atrápalas todas, ronda { $round }: { $slots ->
        [one] { $slots } carta
       *[other] { $slots } cartas
    } alrededor del centro
dobble-event-minigame_start = Minijuego { $number } de { $length }: { $mode }. ¡Ya!
dobble-event-minigame_end = Fin de { $mode }: { $winner_self ->
        [yes] ganas
       *[no] gana { $winner }
    }, { $loser_self ->
        [yes] pierdes
       *[no] pierde { $loser }
    }
dobble-event-duel_start = Empate por la victoria entre { $names }: ¡duelo! ¡Ya!
dobble-event-duel_end = { $self ->
        [yes] ganas
       *[no] { $winner } gana
    } el duelo
dobble-event-pick_wait = { $self ->
        [yes] has perdido: elige
       *[no] { $player } ha perdido y elige
    } el siguiente minijuego
dobble-event-pick = { $self ->
        [yes] eliges
       *[no] { $player } elige
    } { $mode }
dobble-event-match_over = ¡{ $self ->
        [yes] ganas
       *[no] { $names } gana
    } la partida!
dobble-event-match_shared = La partida queda compartida: ¡{ $names }!

## On Discord: /dobro new's options, the board, the panel, the results, the rules pages.

cmd-new-scoring = puntuacion
cmd-new-scoring-description = Dobble: más minijuegos ganados, o puntos de torneo (el que pierde elige el siguiente)
cmd-new-minigames = minijuegos
cmd-new-minigames-description = Dobble: cuántos minijuegos tiene la partida
cmd-new-modes = modos
cmd-new-modes-description = Dobble: qué minijuegos (puntuación por victorias): al azar, cada uno por turno, o uno solo
dobble-choice-wins = más victorias
dobble-choice-tournament = puntos de torneo
dobble-choice-length-1 = 1 minijuego
dobble-choice-length-2 = 2 minijuegos
dobble-choice-length-3 = 3 minijuegos
dobble-choice-length-5 = 5 minijuegos
dobble-choice-length-7 = 7 minijuegos
dobble-choice-length-10 = 10 minijuegos
dobble-choice-random = sorteados al azar
dobble-choice-each = cada minijuego por turno
dobble-options-length = { $n ->
        [one] { $n } minijuego
       *[other] { $n } minijuegos
    }

dobble-table-starting = empieza la partida
dobble-table-minigame = Minijuego { $number } de { $length }: { $mode }
dobble-table-duel = Duelo para desempatar el minijuego { $number }: { $mode }
dobble-table-countdown = ⏳ Preparados: **¡Ya!** { $when }
dobble-table-go = ¡Ya!
dobble-table-pile = ⬆ Mazo
dobble-table-centre = Centro
dobble-table-board_alt = Las cartas en juego, boca arriba
dobble-table-board_card = { $label }: { $symbols }.
dobble-table-picking = 🎯 { $player } ha perdido y elige el siguiente minijuego.
dobble-table-seat = { $marker } { $name } · { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } · { $scoring ->
        [tournament] { $score } pts
       *[wins] { $score ->
            [one] { $score } victoria
           *[other] { $score } victorias
        }
    }{ $extra }
dobble-table-locked = {" "}· 🔒 bloqueado
dobble-credit = Ilustraciones de las cartas: OpenMoji (openmoji.org), CC BY-SA 4.0, redimensionadas y giradas.
dobble-howto-tower = Encuentra el símbolo que tu carta (bajo tu nombre) comparte con la de arriba del mazo (primera carta), con los botones: te llevas la carta del mazo. Gana quien tenga más cartas.
dobble-howto-well = Encuentra el símbolo que tu carta comparte con el centro (primera carta), con los botones: tu carta va al centro. Gana el primero que se quede sin cartas.
dobble-howto-potato = Encuentra el símbolo que tu carta comparte con la de otro jugador, con tus propios botones (**Mi mano**): todo tu montón pasa al suyo. El último que tenga cartas pierde la ronda.
dobble-howto-catch = Encuentra un símbolo que el centro (primera carta) comparte con una carta numerada, con los botones: atrapas esa carta. Gana quien atrape más cartas.
dobble-howto-poison = Encuentra el símbolo que la carta de arriba del mazo (primera carta) comparte con la de otro jugador, con los botones: la carta del mazo va sobre la suya. Gana quien reciba menos cartas.
dobble-howto-duel = Empate por la victoria: encuentra el símbolo que tu carta de duelo comparte con la de otro duelista, con tus propios botones (**Mi mano**). Gana la primera respuesta correcta.

dobble-panel-title = Tus cartas
dobble-panel-pick = Has perdido este minijuego: elige el siguiente.
dobble-panel-card = Tu carta: { $symbols }
dobble-panel-locked = 🔒 Bloqueado hasta { $until } s después del ¡Ya!
dobble-panel-own = Responde con los símbolos de tu propia carta, aquí abajo.
dobble-panel-board = Responde con los botones del mensaje de la mesa.
dobble-panel-wait = Ahora mismo no hay nada que responder.
dobble-timeout = eligió el siguiente minijuego
dobble-results-minigame = { $number }. { $mode }: 🏆 { $winner }
dobble-results-line = { $pos }. { $name } — { $scoring ->
        [tournament] **{ $total }** pts
       *[wins] **{ $total }** { $total ->
            [one] victoria
           *[other] victorias
        }
    }

dobble-rules-aim =
    ## Dobble · el objetivo
    55 cartas de 8 símbolos; **dos cartas cualesquiera comparten exactamente un símbolo**. Todos juegan a la vez: sé el primero en ver el símbolo que comparten dos cartas dadas, y púlsalo.
    Una partida son varios minijuegos cortos. Gana la partida quien gane más minijuegos (o, con puntos de torneo, quien sume más puntos).
dobble-rules-claims =
    ## Las respuestas
    Cada minijuego empieza con **¡Ya!**. Tu respuesta cuenta desde el momento en que Discord recibe tu clic, en milisegundos desde la salida: gana el ojo más rápido, no la conexión más rápida.
    {"*"}*Demasiado tarde**: alguien fue más rápido con las mismas cartas. **Fallo**: ese símbolo no está en las dos cartas: quedas bloqueado 3 segundos. Un empate por la victoria se resuelve con un duelo.
dobble-rules-tower_well =
    ## La torre y el pozo
    {"*"}*La torre infernal**: tu carta contra la de arriba del mazo; nombra su símbolo común y te llevas esa carta (pasa a ser tu carta). Gana quien tenga más cartas.
    {"*"}*El pozo**: se reparten todas las cartas; tu carta de arriba contra el centro; nombra su símbolo común y tu carta va al centro. Gana el primero en quedarse sin cartas.
dobble-rules-potato_catch_poison =
    ## La patata caliente, atrápalas todas, el regalo envenenado
    {"*"}*La patata caliente**: tu carta contra la de otro jugador: tu montón pasa al suyo. El último que tenga cartas pierde la ronda. Gana quien guarde menos cartas.
    {"*"}*Atrápalas todas**: el centro contra una carta numerada: atrápala. Gana quien atrape más cartas.
    {"*"}*El regalo envenenado**: la carta de arriba del mazo contra la de otro jugador: va sobre la suya. Gana quien reciba menos cartas.
dobble-rules-match =
    ## La partida
    El anfitrión elige la puntuación, cuántos minijuegos y cuáles (o al azar). Con puntos de torneo, quien pierde cada minijuego elige el siguiente.
    Las máquinas tienen un tiempo de reacción: tranquila (unos 4 s), normal (unos 2,6 s), rápida (unos 1,6 s); ninguna baja de 0,9 s.
    Ilustraciones de las cartas: OpenMoji (openmoji.org), CC BY-SA 4.0, redimensionadas y giradas.
