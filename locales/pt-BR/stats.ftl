### /dobro stats.

stats-none-self = Você ainda não terminou nenhuma partida de { $game } neste servidor: /dobro nova abre uma mesa.
stats-none-other = { $player } ainda não terminou nenhuma partida de { $game } neste servidor.
stats-title = ## { $game } · estatísticas de { $player }
stats-games = { $n ->
        [1] **{ $n }** partida
       *[other] **{ $n }** partidas
    }
stats-wins = { $n ->
        [0] nenhuma vitória
        [1] **{ $n }** vitória
       *[other] **{ $n }** vitórias
    }
stats-shared = , { $n ->
        [1] { $n } compartilhada
       *[other] { $n } compartilhadas
    }
stats-win_rate = { $rate }% de vitórias
stats-averages = Por partida: **{ $points }** pontos em média, posição final **{ $place }** em média
stats-cards-per_round = {" "}· **{ $n }** cartas juntadas por rodada
stats-rating = Rating **{ $rating }** (nº { $rank } neste servidor)
stats-change = {" "}· { $delta } { $n ->
        [1] na última partida contada
       *[other] nas últimas { $n } partidas contadas
    }
stats-unrated = Rating 1000: ainda sem rating (uma partida conta assim que duas pessoas comparecem)
stats-best = Melhor partida: { $game }
stats-last = **Últimas partidas**
stats-game = { $mark }{ $place } · { $details } · { $when }
stats-place = { $ordinal } de { $seats }
stats-ordinal = { $n }º
stats-points = { $n ->
        [1] { $n } ponto
       *[other] { $n } pontos
    }
stats-cards = { $n ->
        [1] { $n } carta
       *[other] { $n } cartas
    }
stats-link = [resultado]({ $url })
stats-shared_win = {" "}(vitória compartilhada)
stats-chart = Rating { $n ->
        [1] na última partida contada
       *[other] nas últimas { $n } partidas contadas
    }
stats-chart-x = partidas contadas
stats-chart-y = rating
stats-absences = Desistências: **{ $forfeits }** (saiu ou parou de jogar: derrotas) · ausências: **{ $no_shows }** (nunca contam)
stats-no_counted = Nenhuma partida contada ainda.
stats-chart-figures = { $chart }: de { $first } a { $last } (mínimo { $low }, máximo { $high }). Partida a partida: { $values }.
