### The rules engine: why an action is refused, the label of each legal move, the rule
### a refusal cites, and one sentence per event of a game (the table's log, the terminal game).

## Refusals: $rule is the rule in words (engine-rule-*).

engine-error-game_over = La partida ha terminado: ya se jugó su última ronda ({ $rule }).
engine-error-not_your_turn = Es el turno de { $turn }, no el tuyo ({ $rule }).
engine-error-must_draw_first = Te faltan cartas en la mano: roba antes de hacer nada más ({ $rule }).
engine-error-manual_only = Robar a mano y cantar «oubli» solo existen en las mesas con robo manual ({ $rule }).
engine-error-not_short = { $player } no tiene nada que robar: la mano está completa o el mazo está vacío ({ $rule }).
engine-error-oubli_self = No puedes cantarte «oubli» a ti mismo: simplemente roba ({ $rule }).
engine-error-oubli_not_callable = No se le puede cantar «oubli» a { $target }: solo a un jugador cuyo turno terminó sin completar la mano ({ $rule }).
engine-error-open_no_take = Abres esta puja: tienes que jugar una carta o una pareja, no llevártela ({ $rule }).
engine-error-open_no_special = Se abre con una carta numerada o una pareja, no con una carta especial ({ $rule }).
engine-error-open_special_only = No tienes ninguna carta numerada: abre con una carta especial ({ $rule }).
engine-error-card_count = Juega una carta o una pareja de dos cartas ({ $rule }).
engine-error-not_in_hand = No tienes { $cards } ({ $rule }).
engine-error-too_low = { $played } está por debajo del valor en juego, { $value }: juega al menos { $value } o llévate la puja ({ $rule }).
engine-error-not_pair = { $cards } no es una pareja: una pareja son dos cartas del mismo valor ({ $rule }).
engine-error-special_pair = Las cartas especiales se juegan solas ({ $rule }).
engine-error-joker_value_missing = Di qué valor tiene el comodín ({ $rule }).
engine-error-joker_value_range = Un comodín vale de 2 a 12, no { $declared } ({ $rule }).
engine-error-joker_pair_value = Un comodín jugado con un { $card } forma una pareja de { $card }, así que vale { $card } ({ $rule }).
engine-error-declared_without_joker = Solo un comodín toma un valor declarado ({ $rule }).
engine-error-unknown_player = { $player } no está sentado en esta mesa ({ $rule }).
engine-error-bad_action = Eso no es una acción: { $detail }.

## The label of each legal move.

engine-move-play = Jugar { $cards }
engine-move-play_doubles = Jugar { $cards } — lo dobla a { $value }
engine-move-pair = { $a } + { $b } = { $total }
engine-move-pair_doubles = { $a } + { $b } = { $total } — lo dobla a { $value }
engine-move-joker_range = Comodín valiendo { $low }–{ $high }
engine-move-jokers_range = Dos comodines como pareja de { $low }–{ $high }
engine-move-skip = Salto
engine-move-reverse = Cambio de sentido
engine-move-take = Llevarse la puja ({ $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    })
engine-move-draw = Robar
engine-move-oubli = ¡Oubli! { $target } no robó

## The rules an error cites.

engine-rule-R2 = regla R2, los jugadores
engine-rule-R5 = regla R5, abrir una puja
engine-rule-R6 = regla R6, el turno
engine-rule-R6a = regla R6a, una carta
engine-rule-R6b = regla R6b, una pareja
engine-rule-R6c = regla R6c, las cartas especiales
engine-rule-R6d = regla R6d, llevarse la puja
engine-rule-R7 = regla R7, los comodines
engine-rule-R8 = regla R8, robar
engine-rule-R9 = regla R9, el oubli
engine-rule-R13 = regla R13, el número de rondas
engine-rule-H1 = regla H1, abrir sin carta numerada
engine-rule-H2 = regla H2, robo manual
engine-rule_unknown = regla { $rule }

## The log of a game: one sentence per event. $who is the player who acts; $self is "yes"
## when that player is the reader (the terminal game says "you play", not "you plays"),
## and $target_self the same for the player an oubli is called on.

engine-narrate-play_opening =
    { $self ->
        [yes] abres
       *[no] { $who } abre
    } con { $cards } → { $value }
engine-narrate-play_doubles =
    { $self ->
        [yes] doblas
       *[no] { $who } dobla
    } { $previous } → { $value } con { $cards }
engine-narrate-play =
    { $self ->
        [yes] juegas
       *[no] { $who } juega
    } { $cards } → { $value }
engine-narrate-skip_opening =
    { $self ->
        [yes] no tienes ninguna carta numerada y pasas
       *[no] { $who } no tiene ninguna carta numerada y pasa
    } la apertura
engine-narrate-skip =
    { $self ->
        [yes] saltas tu turno
       *[no] { $who } salta su turno
    }
engine-narrate-reverse =
    { $self ->
        [yes] cambias
       *[no] { $who } cambia
    } el sentido { $arrow }
engine-narrate-take =
    { $self ->
        [yes] te llevas
       *[no] { $who } se lleva
    } { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } y { $self ->
        [yes] abres
       *[no] abre
    } la siguiente puja
engine-narrate-oubli =
    { $self ->
        [yes] cantas
       *[no] { $who } canta
    } ¡oubli! { $target_self ->
        [yes] te llevas la carta oubli y robas
       *[no] { $target } se lleva la carta oubli y roba
    } { $count }
engine-narrate-pile_empty = El mazo está vacío
engine-narrate-draw =
    { $self ->
        [yes] robas
       *[no] { $who } roba
    } { $count ->
        [one] 1 carta
       *[other] { $count } cartas
    } ({ $pile ->
        [0] el mazo está vacío
        [one] queda 1 carta en el mazo
       *[other] quedan { $pile } cartas en el mazo
    })
engine-narrate-round_end =
    Fin de la ronda { $round } ({ $self ->
        [yes] jugaste tu
       *[no] { $ender } jugó su
    } última carta): { $points }
engine-narrate-round_start =
    Ronda { $round }: { $self ->
        [yes] empiezas tú
       *[no] empieza { $starter }
    }
engine-narrate-game_end =
    ¡{ $self ->
        [yes] ganas
       *[no] { $names } gana
    } la partida!
engine-narrate-shared_victory = Victoria compartida: { $names }
