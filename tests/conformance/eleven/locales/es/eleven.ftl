### Once, el juego de juguete de la suite de conformidad (nunca se ofrece a los jugadores).

game-name-eleven = Once
eleven-rule-E3 = regla E3, un turno
eleven-rule-E6 = regla E6, el final
eleven-rule_unknown = regla { $rule }
eleven-error-not_your_turn = Es el turno de { $player }, no el tuyo ({ $rule }).
eleven-error-not_in_hand = No tienes ningún { $card } ({ $rule }).
eleven-error-game_over = La partida ha terminado ({ $rule }).
eleven-hint-fits = Juega tu { $card }: la cuenta se queda en 11 o menos (regla E4).
eleven-hint-lowest = Juega tu { $card }: todas tus cartas pasan de 11, así que suelta la más baja (regla E4).
eleven-move-play = Jugar { $card }
eleven-event-play = { $player } juega { $card }: cuenta { $count }
eleven-event-bust = { $player } pasa de 11 y se lleva un punto ({ $points } en total)
eleven-event-eleven = { $player } hace 11 justos: la cuenta vuelve a empezar
eleven-event-game_end = Partida terminada. Menos puntos: { $names }
eleven-table-count = la cuenta va por { $count }
eleven-table-pile = Mazo: { $pile ->
        [one] 1 carta
       *[other] { $pile } cartas
    }
eleven-table-seat = { $name }: { $hand ->
        [one] 1 carta
       *[other] { $hand } cartas
    }, { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    }
eleven-hand-turn = Te toca: juega una carta.
eleven-results-line = { $pos }. { $name }: { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    }
eleven-timeout = jugó una carta
eleven-rules-aim = **Once.** Juega una carta sobre la cuenta; si pasa de 11, te llevas un punto. Gana quien tenga menos puntos.
cmd-new-hand = mano
cmd-new-hand-description = Once: cuántas cartas recibe cada uno
eleven-choice-hand-3 = 3 cartas cada uno
eleven-choice-hand-4 = 4 cartas cada uno
