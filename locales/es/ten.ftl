### Ten: why an action is refused, the rule a refusal cites, the label of each legal choice,
### and one sentence per event of a game (the table's log, the terminal game).

## Refusals: $rule is the rule in words (ten-rule-*).

ten-error-game_over = La partida ha terminado ({ $rule }).
ten-error-unknown_player = { $player } no está sentado en esta mesa ({ $rule }).
ten-error-not_your_turn = Le toca a { $player } { $step ->
        [play] poner una carta en la mesa
        [open] abrir o pasar
        [offer] subir o pasar
        [protect] proteger su carta nueva
        [reveal] darle la vuelta o no a su carta
        [add] añadir una segunda carta
       *[first] elegir quién empieza la siguiente ronda
    } ({ $rule }).
ten-error-wrong_step = Ahora toca { $step ->
        [play] poner una carta en la mesa
        [open] abrir o pasar
        [offer] subir o pasar
        [protect] proteger la carta nueva
        [reveal] darle la vuelta o no a la carta
        [add] añadir una segunda carta
       *[first] elegir quién empieza la siguiente ronda
    }, no { $kind ->
        [play] poner una carta
        [open] abrir
        [offer] hacer una oferta
        [protect] proteger una carta
        [reveal] darle la vuelta a una carta
        [add] añadir una carta
       *[first] elegir al primer jugador
    } ({ $rule }).
ten-error-not_in_hand = No tienes { $card } ({ $rule }).
ten-error-chips_range = Pon 0, 1 o 2 fichas sobre tu carta, no { $chips } ({ $rule }).
ten-error-over_supply = { $chips } fichas son más que tus { $supply } ({ $rule }).
ten-error-joker_value_missing = Un comodín que se pone boca arriba necesita su valor, de 0 a 10 ({ $rule }).
ten-error-joker_value_range = Un comodín vale de 0 a 10, no { $value } ({ $rule }).
ten-error-as_not_here = Solo un comodín que se pone boca arriba toma un valor ({ $rule }).
ten-error-open_own = No puedes abrir sobre tu propia carta ({ $rule }).
ten-error-fee_not_one = Una carta sin protección cuesta exactamente 1 ficha, que va al bote, no { $offer } ({ $rule }).
ten-error-opening_too_low = Esa carta está protegida: la oferta de apertura es de al menos { $minimum }, no { $offer } ({ $rule }).
ten-error-raise_too_low = Una subida es de al menos { $minimum }, no { $offer } ({ $rule }).
ten-error-protect_range = Puedes añadir de 0 a { $most } fichas (2 como mucho sobre una carta, nunca menos), no { $chips } ({ $rule }).
ten-error-over_ten = { $card } haría { $total }: el total nunca puede pasar de 10 (tienes { $value }) ({ $rule }).

## The rules a refusal cites.

ten-rule-R11 = regla R11, la primera carta
ten-rule-R12 = regla R12, abrir
ten-rule-R14 = regla R14, la subasta
ten-rule-R17 = regla R17, la protección
ten-rule-R19 = regla R19, dar la vuelta a una carta
ten-rule-R20 = regla R20, la segunda carta
ten-rule-R27 = regla R27, quién empieza la siguiente ronda
ten-rule-R28 = regla R28, el final de la partida
ten-rule-H2 = regla H2, los comodines
ten-rule-H4 = regla H4, los jugadores
ten-rule-H6 = regla H6, la ficha al bote
ten-rule-H7 = regla H7, las subidas
ten-rule-H9 = regla H9, la protección tras un intercambio
ten-rule_unknown = regla { $rule }

## Cards as the log shows them.

ten-card-face_down = una carta boca abajo
ten-card-joker_as = J (vale { $value })
ten-card-joker_down = J (boca abajo: 10)

## The label of each legal choice.

ten-choice-play_up = Poner { $card } boca arriba, { $chips ->
        [0] sin fichas
        [one] 1 ficha
       *[other] { $chips } fichas
    }
ten-choice-play_down = Poner { $card } boca abajo, { $chips ->
        [0] sin fichas
        [one] 1 ficha
       *[other] { $chips } fichas
    }
ten-choice-as_range = (comodín de { $low } a { $high })
ten-choice-pass = Pasar
ten-choice-fee = Quedarse la carta de { $target } por 1 ficha al bote
ten-choice-opening = Abrir sobre la carta de { $target } ({ $low }–{ $high } fichas)
ten-choice-raise_min = Subir a { $amount }
ten-choice-raise = Subir ({ $low }–{ $high } fichas)
ten-choice-protect = { $chips ->
        [0] No añadir fichas
        [one] Añadir 1 ficha
       *[other] Añadir { $chips } fichas
    }
ten-choice-keep_down = Dejarla boca abajo
ten-choice-reveal = Dar la vuelta a tu { $card }
ten-choice-add_none = Sin segunda carta
ten-choice-add = Añadir { $card }
ten-choice-first = { $self ->
        [yes] Empiezas tú
       *[no] { $target } empieza
    } la siguiente ronda

## The log of a game: one sentence per event. $who is the player who acts; $self is "yes"
## when that player is the reader (the terminal game says "you play", not "you plays").

ten-event-round_start = Ronda { $round }: la carta de ronda es { $card } ({ $points } puntos de penalización); { $self ->
        [yes] empiezas tú
       *[no] empieza { $first }
    }
ten-event-play_up = { $self ->
        [yes] pones
       *[no] { $who } pone
    } { $card } boca arriba { $chips ->
        [0] sin fichas
        [one] con 1 ficha
       *[other] con { $chips } fichas
    }
ten-event-play_down = { $self ->
        [yes] pones
       *[no] { $who } pone
    } una carta boca abajo { $chips ->
        [0] sin fichas
        [one] con 1 ficha
       *[other] con { $chips } fichas
    }
ten-event-secret_play = (solo lo ves tú) tu carta boca abajo es { $card }
ten-event-secret_swap = (solo lo ves tú) la carta boca abajo que tienes ahora es { $card }
ten-event-secret_draw = (solo lo ves tú) robas { $cards }
ten-event-open_pass = { $self ->
        [yes] no abres
       *[no] { $who } no abre
    }
ten-event-fee = { $self ->
        [yes] pagas
       *[no] { $who } paga
    } 1 ficha al bote (bote { $pot }) por { $target_self ->
        [yes] tu carta
       *[no] la carta de { $target }
    }
ten-event-open = { $self ->
        [yes] abres
       *[no] { $who } abre
    } sobre { $target_self ->
        [yes] tu carta
       *[no] la carta de { $target }
    } con { $offer }
ten-event-raise = { $self ->
        [yes] subes
       *[no] { $who } sube
    } a { $offer }
ten-event-offer_pass = { $self ->
        [yes] pasas
       *[no] { $who } pasa
    }
ten-event-cannot_raise = { $self ->
        [yes] no puedes subir
       *[no] { $who } no puede subir
    } ({ $chips ->
        [one] 1 ficha
       *[other] { $chips } fichas
    }, la oferta está en { $offer })
ten-event-auction_won = { $self ->
        [yes] ganas
       *[no] { $who } gana
    } la subasta: { $offer ->
        [one] 1 ficha
       *[other] { $offer } fichas
    } para { $owner_self ->
        [yes] ti
       *[no] { $owner }
    }
ten-event-swap = { $self ->
        [yes] cambias
       *[no] { $who } cambia
    } cartas { $target_self ->
        [yes] contigo
       *[no] con { $target }
    }: { $self ->
        [yes] recibes
       *[no] { $who } recibe
    } { $gets }, { $target_self ->
        [yes] recibes
       *[no] { $target } recibe
    } { $gives }
ten-event-protect = { $self ->
        [yes] añades
       *[no] { $who } añade
    } { $chips ->
        [0] ninguna ficha
        [one] 1 ficha
       *[other] { $chips } fichas
    } (protección { $protection })
ten-event-pot = Las fichas de protección van al bote: +{ $chips }, bote { $pot }
ten-event-keep_down = { $self ->
        [yes] dejas
       *[no] { $who } deja
    } la carta boca abajo
ten-event-reveal = { $self ->
        [yes] le das la vuelta
       *[no] { $who } le da la vuelta
    } a { $card }
ten-event-add = { $self ->
        [yes] añades
       *[no] { $who } añade
    } { $card }: { $value }
ten-event-add_none = { $self ->
        [yes] no añades
       *[no] { $who } no añade
    } ninguna carta: { $value }
ten-event-result = Ronda { $round }: { $values }. { $winner_self ->
        [yes] ganas
       *[no] gana { $winner }
    } ({ $winner_by ->
        [value] valor más alto
        [card] carta sola más alta, H10
       *[order] antes en el orden del turno, R22
    }); { $loser_self ->
        [yes] pierdes
       *[no] pierde { $loser }
    } ({ $loser_by ->
        [value] valor más bajo
        [order] después en el orden del turno, R23
       *[H11] quien gana nunca pierde, H11
    })
ten-event-penalty = { $self ->
        [yes] te llevas
       *[no] { $who } se lleva
    } { $cards }: { $points } puntos de penalización
ten-event-pot_won = { $self ->
        [yes] ganas
       *[no] { $who } gana
    } el bote: { $chips ->
        [one] 1 ficha
       *[other] { $chips } fichas
    }
ten-event-draw = { $self ->
        [yes] robas
       *[no] { $who } roba
    } { $count } (mazo { $pile })
ten-event-short = { $self ->
        [yes] no puedes
       *[no] { $who } no puede
    } volver a tener 4 cartas ({ $hand }): la partida termina
ten-event-first = { $self ->
        [yes] eliges
       *[no] { $who } elige
    } { $same ->
        [yes] { $self ->
            [yes] empezar tú
           *[no] empezar
        }
       *[no] { $first_self ->
            [yes] que empieces tú
           *[no] que empiece { $first }
        }
    } la siguiente ronda
ten-event-hands = Las manos van a los montones de penalización
ten-event-round_cards = { $self ->
        [yes] también te llevas
       *[no] { $who } también se lleva
    } las cartas de ronda que quedaban, { $cards }: { $points } puntos de penalización
ten-event-game_end = Partida terminada. { $shared ->
        [yes] Victoria compartida: { $names }
       *[no] { $self ->
            [yes] ganas tú
           *[no] gana { $names }
        }
    } (puntuaciones, la más baja es la mejor: { $scores })

## On Discord: the table message, the hand, the results, the rules pages. Cards come in code
## spans (`7`); $cards, $card are already written that way.

ten-table-round = Ronda { $round } de { $rounds }
ten-table-stakes = Carta de ronda { $card } ({ $points } puntos de penalización) · bote 🪙 **{ $pot }**
ten-table-pot = Bote 🪙 **{ $pot }**
ten-table-phase = { $step ->
        [play] Fase 2: todos ponen una carta en la mesa
        [open] Fase 3: abrir sobre la carta de alguien, o pasar
        [offer] Fase 3: una subasta
        [protect] Fase 3: proteger una carta nueva
        [reveal] Fase 4: dar la vuelta, añadir una segunda carta
        [add] Fase 4: dar la vuelta, añadir una segunda carta
       *[first] Fase 5: quien gana elige quién empieza la siguiente ronda
    }
ten-table-first = { $first } empieza esta ronda
ten-table-piles = mazo { $pile } · cartas de ronda restantes { $left }
ten-table-auction = 🔨 Subasta: { $opener } abrió sobre la carta de { $owner } · oferta más alta **{ $offer }** de { $high }
ten-table-last = Ronda anterior: { $winner } ganó ({ $best }), { $loser } perdió ({ $worst })
ten-table-seat = { $marker } { $name } · { $cards } · 🪙 { $chips } · { $hand ->
        [one] 1 carta
       *[other] { $hand } cartas
    } en mano · penalización **{ $points }**{ $pile }{ $extra }
ten-table-no_card = aún sin carta
ten-table-joker_as = { $card } vale { $value }
ten-table-protection = 🛡 { $chips }
ten-table-value = = **{ $value }**
ten-table-opened = {" "}· ✓ abrió o pasó

ten-hand-step = { $step ->
        [play] Te toca: pon una carta en la mesa, boca arriba o boca abajo, con 0 a 2 fichas encima.
        [open] Te toca: abre sobre la carta de alguien (una vez por ronda), o pasa.
        [offer] Te toca: sube o pasa.
        [protect] Te toca: añade fichas sobre tu carta nueva (2 como mucho encima), o ninguna.
        [reveal] Te toca: dale la vuelta a tu carta (después podrás añadir una segunda), o déjala boca abajo.
        [add] Te toca: añade una segunda carta boca arriba (el total nunca pasa de 10), o ninguna.
       *[first] Has ganado la ronda: elige quién empieza la siguiente.
    }
ten-hand-front = Delante de ti: { $cards }
ten-hand-own_down = { $card } boca abajo (solo tú la ves)
ten-hand-chips = 🪙 { $chips ->
        [one] 1 ficha
       *[other] { $chips } fichas
    } · carta de ronda { $card } · bote { $pot }
ten-hand-focus = Elige la carta que vas a poner en la mesa
ten-hand-focus_option = Poner { $card }
ten-hand-pick_card = Primero elige una carta, luego cómo jugarla.
ten-hand-playing = { $card }: ¿boca arriba o boca abajo, y cuántas fichas encima?
ten-hand-as = { $card } vale { $value }
ten-hand-amount = { $n ->
        [one] 1 ficha
       *[other] { $n } fichas
    }
ten-hand-other_amount = otra cantidad ({ $low }–{ $high })…

ten-timeout-play = puso { $card } boca arriba
ten-timeout-pass = pasó
ten-timeout-protect = no añadió fichas
ten-timeout-keep_down = dejó su carta boca abajo
ten-timeout-add_none = no añadió segunda carta
ten-timeout-first = eligió quién empieza la siguiente ronda

ten-results-line = { $pos }. { $name } — **{ $score }** = penalización { $penalty } − 2 × { $chips ->
        [one] 1 ficha
       *[other] { $chips } fichas
    } · rondas { $rounds }{ $end }
ten-results-end = {" "}· +{ $points } al final ({ $what ->
        [hand] mano
       *[both] mano, cartas de ronda restantes
    })
ten-results-why = Gana la puntuación más baja: puntos de penalización − 2 × fichas conservadas (R30); las puntuaciones iguales comparten la victoria (H14).
ten-results-early = El mazo se agotó en la ronda { $round }: la partida terminó antes (R28), y quien perdió la última ronda se llevó además las cartas de ronda restantes (R29).

ten-rules-aim =
    ## Diez · el objetivo
    Acércate **lo más posible a 10**, con una o dos cartas delante de ti. En cada ronda, el total más alto gana las fichas del bote; el **más bajo** se lleva todas las cartas de la mesa, y la carta de ronda, como **puntos de penalización**.
    Tras diez rondas (o cuando se agota el mazo), tu puntuación son tus puntos de penalización **menos 2 por cada ficha** que te quede. **Gana la puntuación más baja**; puede ser negativa.
    Cartas: del `0` al `10` (cinco de cada, 1 punto de penalización cada una), de `P1` a `P8` (valen de 1 a 8, pero su número + 2 en puntos de penalización), comodines `J` (valen de 0 a 10, dices cuánto cuando se ponen boca arriba; boca abajo al final cuentan 10; 10 puntos de penalización). Todos empiezan con 4 cartas (un comodín) y 7 fichas.
ten-rules-round =
    ## Una ronda
    1. Se descubre la carta de ronda: lo que cuesta perder esta ronda.
    2. Por turnos, todos ponen **una carta** en la mesa, **boca arriba o boca abajo**, con 0, 1 o 2 fichas encima como protección.
    3. Por turnos, cada uno puede **abrir una vez** sobre la carta de otro, o pasar (ver la página siguiente).
    4. Todas las fichas de protección van al bote. Por turnos: a una carta boca abajo se le puede dar la vuelta (o dejarla boca abajo, y tu turno termina ahí); con una carta boca arriba puedes **añadir una segunda carta** boca arriba. El total nunca puede pasar de 10.
    5. Se descubren todas las cartas. El total más alto gana el bote (empate: la carta sola más alta, y luego quien va antes en el orden del turno); el más bajo se lleva las cartas (empate: quien va después en el orden del turno; quien gana nunca pierde). Todos roban hasta volver a tener 4, y quien gana elige quién empieza la siguiente ronda.
ten-rules-auction =
    ## Abrir y la subasta
    {"*"}*Una carta sin protección** cuesta exactamente 1 ficha, que va al bote: cambias tu carta por ella al momento.
    {"*"}*Una carta protegida** se subasta: abres con al menos su protección. Después se pregunta a los demás por turnos, empezando por tu izquierda, si suben (al menos 1, hasta sus fichas) o pasan; pasar no es definitivo. Cuando la pregunta vuelve a quien hizo la oferta más alta, paga su oferta **al dueño de la carta** y se cambian las cartas.
    Una carta cambiada conserva su cara: una carta boca abajo sigue boca abajo, y su nuevo dueño puede mirarla. Las fichas de protección se quedan con su jugador, sobre la carta que tiene ahora; tras un intercambio, el comprador y luego el antiguo dueño pueden añadir fichas sobre su carta nueva (2 como mucho encima).
ten-rules-scoring =
    ## Puntuación
    Quien pierde una ronda pone todas las cartas de la mesa y la carta de ronda en su montón de penalización: una carta normal vale 1 punto, una carta de penalización su número + 2, un comodín 10, una carta de ronda su número.
    Al final, la mano de cada uno va a su montón de penalización; si se agotó el mazo, quien perdió la última ronda se lleva además las cartas de ronda restantes.
    {"*"}*Puntuación = puntos de penalización − 2 × fichas.** Gana la puntuación más baja; las puntuaciones iguales comparten la victoria.
ten-rules-table =
    ## En la mesa
    La mesa muestra la carta de ronda, el bote, la subasta en curso y cada asiento: la carta que tiene delante (🂠 mientras está boca abajo), las fichas que la protegen (🛡), sus fichas, cuántas cartas tiene en la mano y su montón de penalización.
    {"*"}*Mi mano** muestra tus cartas y la carta que tienes delante, aunque esté boca abajo. Para poner una carta, elige primero la carta y luego cómo jugarla; el valor de un comodín y una oferta se eligen en un menú.
    Con temporizador, a quien se le acaba el tiempo la máquina le pasa el turno (o hace la elección más barata); **Dejar la mesa** cede tu asiento a una máquina (abandono: quedas último).
