### /dobro stats.

stats-none-self = You have not finished a game of { $game } in this server yet: /dobro new opens a table.
stats-none-other = { $player } has not finished a game of { $game } in this server yet.
stats-title = ## { $game } · statistics of { $player }
stats-games = { $n ->
        [one] **{ $n }** game
       *[other] **{ $n }** games
    }
stats-wins = { $n ->
        [0] no win
        [one] **{ $n }** win
       *[other] **{ $n }** wins
    }
stats-shared = , { $n } of them shared
stats-win_rate = win rate { $rate }%
stats-averages = Per game: **{ $points }** points on average, finishing place **{ $place }** on average
stats-cards-per_round = {" "}· **{ $n }** cards collected per round
stats-rating = Rating **{ $rating }** (#{ $rank } in this server)
stats-change = {" "}· { $delta } over the last { $n ->
        [one] counted game
       *[other] { $n } counted games
    }
stats-unrated = Rating 1000: not rated yet (a game counts once two people show up)
stats-best = Best game: { $game }
stats-absences = Forfeits: **{ $forfeits }** (left, or stopped playing: losses) · no-shows: **{ $no_shows }** (never counted)
stats-no_counted = No counted game yet.
stats-last = **Last games**
stats-game = { $mark }{ $place } · { $details } · { $when }
stats-place = { $ordinal } of { $seats }
stats-ordinal = { $n ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $n }th
    }
stats-points = { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
stats-cards = { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
stats-link = [results]({ $url })
stats-shared_win = {" "}(shared win)
stats-chart = Rating over the last { $n ->
        [one] counted game
       *[other] { $n } counted games
    }
stats-chart-x = counted games
stats-chart-y = rating
stats-chart-figures = { $chart }: from { $first } to { $last } (lowest { $low }, highest { $high }). Game by game: { $values }.
