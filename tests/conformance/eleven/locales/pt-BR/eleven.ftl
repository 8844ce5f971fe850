### Onze, o jogo de brinquedo da suíte de conformidade (nunca oferecido aos jogadores).

game-name-eleven = Onze
eleven-rule-E3 = regra E3, uma vez
eleven-rule-E6 = regra E6, o fim
eleven-rule_unknown = regra { $rule }
eleven-error-not_your_turn = É a vez de { $player }, não a sua ({ $rule }).
eleven-error-not_in_hand = Você não tem nenhum { $card } ({ $rule }).
eleven-error-game_over = A partida acabou ({ $rule }).
eleven-hint-fits = Jogue seu { $card }: a contagem fica em 11 ou menos (regra E4).
eleven-hint-lowest = Jogue seu { $card }: todas as suas cartas passam de 11, então entregue a mais baixa (regra E4).
eleven-move-play = Jogar { $card }
eleven-event-play = { $player } joga { $card }: contagem { $count }
eleven-event-bust = { $player } passa de 11 e leva um ponto ({ $points } no total)
eleven-event-eleven = { $player } faz 11 exatos: a contagem recomeça
eleven-event-game_end = Fim de jogo. Menos pontos: { $names }
eleven-table-count = a contagem está em { $count }
eleven-table-pile = Monte: { $pile ->
        [1] 1 carta
       *[other] { $pile } cartas
    }
eleven-table-seat = { $name }: { $hand ->
        [1] 1 carta
       *[other] { $hand } cartas
    }, { $points ->
        [1] 1 ponto
       *[other] { $points } pontos
    }
eleven-hand-turn = Sua vez: jogue uma carta.
eleven-results-line = { $pos }. { $name }: { $points ->
        [1] 1 ponto
       *[other] { $points } pontos
    }
eleven-timeout = jogou uma carta
eleven-rules-aim = **Onze.** Jogue uma carta na contagem; se passar de 11, você leva um ponto. Quem tiver menos pontos ganha.
cmd-new-hand = mao
cmd-new-hand-description = Onze: quantas cartas cada um recebe
eleven-choice-hand-3 = 3 cartas para cada um
eleven-choice-hand-4 = 4 cartas para cada um
