### Sticks (Bâtonnets): why a play is refused, the rule it cites, the label of a play, and one
### sentence per event of a game (the table's log, the terminal game). $self is "yes" when the
### player named is the reader (the terminal game says "you play", not "you plays").

## Refusals: $rule is the rule in words (sticks-rule-*).

sticks-error-game_over = La partida ha terminado: ya se jugó su última ronda ({ $rule }).
sticks-error-unknown_player = { $player } no está sentado en esta mesa ({ $rule }).
sticks-error-not_your_turn = Es el turno de { $turn }, no el tuyo ({ $rule }).
sticks-error-already_picked = Ya has elegido tu carta para esta baza, y la elección es definitiva ({ $rule }).
sticks-error-not_in_hand = No tienes la carta { $card } ({ $rule }).

## The rules a refusal cites.

sticks-rule-H1 = regla H1, de 2 a 5 jugadores
sticks-rule-H6 = regla H6, elecciones simultáneas
sticks-rule-R13 = regla R13, jugar una carta
sticks-rule-R18 = regla R18, la variante simultánea
sticks-rule-R22 = regla R22, el final de la partida
sticks-rule_unknown = regla { $rule }

## The label of a legal play (one button per card).

sticks-move-play = Jugar el { $card }

## The log of a game.

sticks-event-round_start =
    Ronda { $round } de { $rounds }: reparte { $dealer }, { $self ->
        [yes] sales tú
       *[no] sale { $leader }
    }
sticks-event-stakes =
    { $removed ->
        [blue] { $value } { $value ->
            [one] palito rojo
           *[other] palitos rojos
        } para la carta más baja (azul quitado)
        [red] { $value } { $value ->
            [one] palito azul
           *[other] palitos azules
        } para la carta más alta (rojo quitado)
       *[none] { $value } azules para la carta más alta, { $value } rojos para la más baja
    }
sticks-event-reveal = Baza { $trick }: puntos { $cards } → { $stakes }
sticks-event-reveal_voided = Baza { $trick }: puntos { $cards }, los dos ceros se anulan → { $stakes }
sticks-event-play =
    { $self ->
        [yes] juegas
       *[no] { $who } juega
    } el { $card }
sticks-event-picked =
    { $self ->
        [yes] has elegido tu carta
       *[no] { $who } ha elegido una carta
    } ({ $n ->
        [0] ya están todas las cartas
        [one] falta { $n } jugador por elegir
       *[other] faltan { $n } jugadores por elegir
    })
sticks-event-trick = Baza { $trick }: { $cards }
sticks-event-takes =
    { $self ->
        [yes] te llevas
       *[no] { $who } se lleva
    } { $n } { $colour ->
        [blue] { $n ->
            [one] palito azul
           *[other] palitos azules
        }
       *[red] { $n ->
            [one] palito rojo
           *[other] palitos rojos
        }
    }
sticks-event-takes_nothing =
    { $self ->
        [yes] no te llevas
       *[no] { $who } no se lleva
    } ningún palito { $colour ->
        [blue] azul
       *[red] rojo
    } (quitado)
sticks-event-returns =
    { $self ->
        [yes] devuelves
       *[no] { $who } devuelve
    } { $n ->
        [one] { $n } pareja
       *[other] { $n } parejas
    } a la reserva
sticks-event-leads =
    { $self ->
        [yes] Sales tú
       *[no] Sale { $who }
    } en la siguiente baza
sticks-event-round_end = Fin de la ronda { $round }. Puntuaciones (palitos en mano): { $scores }.
sticks-event-cancel =
    { $self ->
        [yes] Terminas
       *[no] { $who } termina
    } sin palitos: { $score ->
        [one] se anula { $score } punto
       *[other] se anulan { $score } puntos
    } de la ronda { $round }.
sticks-event-totals = Totales: { $totals }.
sticks-event-game_over =
    ¡{ $self ->
        [yes] ganas
       *[no] { $names } gana
    } la partida con { $total } { $total ->
        [one] punto
       *[other] puntos
    }!
sticks-event-shared_victory = Victoria compartida: ¡{ $names }, { $total } { $total ->
        [one] punto
       *[other] puntos
    } cada uno!

## On Discord: /dobro new's options, the table message, the hand, the results, the rules pages.

cmd-new-deck = mazo
cmd-new-deck-description = Palitos: el mazo completo (1 a 50) o reducido (1 a 9 × jugadores, se reparten todas)
cmd-new-reveal = revelar
cmd-new-reveal-description = Palitos: cartas jugadas por turnos, o elegidas por todos a la vez
sticks-choice-full = completo (1 a 50)
sticks-choice-trimmed = reducido (se reparten todas las cartas)
sticks-choice-turns = por turnos
sticks-choice-simultaneous = simultáneo
sticks-options-full = mazo completo
sticks-options-trimmed = mazo reducido
sticks-options-turns = cartas jugadas por turnos
sticks-options-simultaneous = elecciones simultáneas

sticks-table-round = Ronda { $round } de { $rounds } · baza { $trick } de { $tricks }
sticks-table-stakes =
    { $blue ->
        [0] { $red_stick } **{ $red }** { $red ->
                [one] rojo
               *[other] rojos
            } para la carta más baja · sin azul
       *[other] { $red ->
            [0] { $blue_stick } **{ $blue }** { $blue ->
                [one] azul
               *[other] azules
            } para la carta más alta · sin rojo
           *[other] { $blue_stick } **{ $blue }** { $blue ->
                [one] azul
               *[other] azules
            } para la carta más alta · { $red_stick } **{ $red }** { $red ->
                [one] rojo
               *[other] rojos
            } para la más baja
        }
    }
sticks-table-score_cards = Cartas de puntos de esta ronda: { $shown } · aún por salir (en algún orden): { $left }
sticks-table-trick = En la mesa: { $cards }
sticks-table-picked = Han elegido (boca abajo): { $picked } · faltan por elegir: { $waiting }
sticks-table-last_trick = Última baza: { $words }
sticks-table-seat = { $marker } { $name } · { $hand ->
        [one] { $hand } carta
       *[other] { $hand } cartas
    } · { $sticks } · rondas { $rounds } · **{ $total }** { $total ->
        [one] pt
       *[other] pts
    }{ $extra }
sticks-table-no_sticks = sin palitos
sticks-table-blue_sticks = { $stick } { $n ->
        [one] 1 palito azul
       *[other] { $n } palitos azules
    }
sticks-table-red_sticks = { $stick } { $n ->
        [one] 1 palito rojo
       *[other] { $n } palitos rojos
    }
sticks-card-B0 = 0 azul
sticks-card-R0 = 0 rojo
sticks-table-dealer = {" "}· reparte
sticks-hand-turn = Te toca: juega una carta.
sticks-hand-pick = Elige tu carta: se queda boca abajo hasta que todos hayan elegido.
sticks-hand-picked = Has elegido el **{ $card }**, boca abajo. Faltan por elegir: { $waiting }.
sticks-hand-preview = En gris: tus cartas, para jugar en tu turno.
sticks-timeout-play = jugó el { $card }
sticks-timeout-picked = eligió una carta (boca abajo)
sticks-results-line = { $pos }. { $name } — **{ $total }** { $total ->
        [one] pt
       *[other] pts
    } (rondas { $rounds })
sticks-results-why = Gana el total más bajo (R22); los totales iguales comparten la victoria (H5). Una puntuación tachada quedó anulada por una ronda terminada sin palitos (R20).

sticks-rules-aim =
    ## Palitos · el objetivo
    Llévate **los menos palitos** posibles. En cada baza, la carta **más alta** se lleva palitos azules y la **más baja** palitos rojos; un azul y un rojo se anulan, así que nunca tienes más de un color. Los palitos que tienes al final de una ronda son tu puntuación; tras una ronda por jugador, **gana el total más bajo**.
    Las cartas van del 1 al 50, todas distintas; cada uno recibe nueve.
sticks-rules-trick =
    ## Una baza
    1. Quien sale descubre una **carta de puntos** (1 a 9): es lo que vale la baza.
    2. Un **cero azul** o un **cero rojo** hace descubrir al momento la carta siguiente: su valor es lo que está en juego, y el color del cero no se reparte en esta baza. Los dos ceros juntos se anulan.
    3. Desde quien sale, todos juegan una carta boca arriba (**revelar: por turnos**), o todos eligen una boca abajo y se muestran juntas (**revelar: simultáneo**; la elección es definitiva).
    4. Carta más alta: esa cantidad de palitos **azules**. Carta más baja: esa cantidad de **rojos**. Las demás: nada.
    5. Azules y rojos vuelven a la reserva por parejas. La carta más alta sale en la siguiente baza.
sticks-rules-scoring =
    ## Puntuación
    Tras nueve bazas termina la ronda: tu puntuación es el número de palitos que tienes.
    Terminar una ronda **sin palitos** anula tu puntuación anterior más alta (el bot la elige por ti, la más antigua si hay empate); una puntuación anulada sigue anulada.
    Tras la última ronda, tu total son tus puntuaciones no anuladas. Gana el total más bajo; los totales iguales comparten la victoria.
sticks-rules-variants =
    ## Opciones
    {"*"}*mazo: completo** (1 a 50): nueve cartas cada uno, el resto se aparta sin mirarlo.
    {"*"}*mazo: reducido**: solo del 1 a 9 × jugadores, así que se reparten todas las cartas y puedes contar lo que tienen los demás.
    {"*"}*revelar: por turnos**: se juega uno tras otro, desde quien sale.
    {"*"}*revelar: simultáneo**: todos eligen a la vez; hasta la última elección, la mesa solo muestra quién ha elegido.
sticks-rules-table =
    ## En la mesa
    {"*"}*Mi mano** muestra tus nueve cartas, un botón cada una; se activan cuando tienes que jugar.
    La mesa muestra lo que está en juego, las cartas de puntos descubiertas en esta ronda y las que aún quedan, la baza en curso, y los palitos y puntuaciones de todos. Una baza terminada se muestra una vez, hasta la primera carta de la siguiente.
    Con temporizador, a quien se le acaba el tiempo le juega una máquina; **Dejar la mesa** cede tu asiento a una máquina (abandono: quedas último).
