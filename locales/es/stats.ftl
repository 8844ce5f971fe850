### /dobro stats.

stats-none-self = Todavía no has terminado ninguna partida de { $game } en este servidor: /dobro nueva abre una mesa.
stats-none-other = { $player } todavía no ha terminado ninguna partida de { $game } en este servidor.
stats-title = ## { $game } · estadísticas de { $player }
stats-games = { $n ->
        [one] **{ $n }** partida
       *[other] **{ $n }** partidas
    }
stats-wins = { $n ->
        [0] ninguna victoria
        [one] **{ $n }** victoria
       *[other] **{ $n }** victorias
    }
stats-shared = , { $n ->
        [one] { $n } compartida
       *[other] { $n } compartidas
    }
stats-win_rate = { $rate } % de victorias
stats-averages = Por partida: **{ $points }** puntos de media, puesto final **{ $place }** de media
stats-cards-per_round = {" "}· **{ $n }** cartas llevadas por ronda
stats-rating = Valoración **{ $rating }** (n.º { $rank } en este servidor)
stats-change = {" "}· { $delta } en { $n ->
        [one] la última partida contada
       *[other] las últimas { $n } partidas contadas
    }
stats-unrated = Valoración 1000: aún sin valorar (una partida cuenta en cuanto se presentan dos personas)
stats-best = Mejor partida: { $game }
stats-last = **Últimas partidas**
stats-game = { $mark }{ $place } · { $details } · { $when }
stats-place = { $ordinal } de { $seats }
stats-ordinal = { $n }.º
stats-points = { $n ->
        [one] { $n } punto
       *[other] { $n } puntos
    }
stats-cards = { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }
stats-link = [resultados]({ $url })
stats-shared_win = {" "}(victoria compartida)
stats-chart = Valoración en { $n ->
        [one] la última partida contada
       *[other] las últimas { $n } partidas contadas
    }
stats-chart-x = partidas contadas
stats-chart-y = valoración
stats-absences = Abandonos: **{ $forfeits }** (se fue o dejó de jugar: derrotas) · ausencias: **{ $no_shows }** (nunca cuentan)
stats-no_counted = Aún no hay ninguna partida contada.
stats-chart-figures = { $chart }: de { $first } a { $last } (mínimo { $low }, máximo { $high }). Partida a partida: { $values }.
