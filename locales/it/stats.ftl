### /dobro stats.

stats-none-self = Non hai ancora concluso nessuna partita di { $game } su questo server: /dobro nuovo apre un tavolo.
stats-none-other = { $player } non ha ancora concluso nessuna partita di { $game } su questo server.
stats-title = ## { $game } · statistiche di { $player }
stats-games = { $n ->
        [one] **{ $n }** partita
       *[other] **{ $n }** partite
    }
stats-wins = { $n ->
        [0] nessuna vittoria
        [one] **{ $n }** vittoria
       *[other] **{ $n }** vittorie
    }
stats-shared = , di cui { $n ->
        [one] { $n } condivisa
       *[other] { $n } condivise
    }
stats-win_rate = { $rate }% di vittorie
stats-averages = Per partita: **{ $points }** punti in media, posizione finale **{ $place }** in media
stats-cards-per_round = {" "}· **{ $n }** carte raccolte per manche
stats-rating = Punteggio **{ $rating }** (n. { $rank } su questo server)
stats-change = {" "}· { $delta } { $n ->
        [one] nell'ultima partita conteggiata
       *[other] nelle ultime { $n } partite conteggiate
    }
stats-unrated = Punteggio 1000: ancora senza punteggio (una partita conta appena si presentano due persone)
stats-best = Partita migliore: { $game }
stats-last = **Ultime partite**
stats-game = { $mark }{ $place } · { $details } · { $when }
stats-place = { $ordinal } su { $seats }
stats-ordinal = { $n }°
stats-points = { $n ->
        [one] { $n } punto
       *[other] { $n } punti
    }
stats-cards = { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    }
stats-link = [risultati]({ $url })
stats-shared_win = {" "}(vittoria condivisa)
stats-chart = Punteggio { $n ->
        [one] nell'ultima partita conteggiata
       *[other] nelle ultime { $n } partite conteggiate
    }
stats-chart-x = partite conteggiate
stats-chart-y = punteggio
stats-absences = Ritiri: **{ $forfeits }** (uscito o ha smesso di giocare: sconfitte) · assenze: **{ $no_shows }** (mai contate)
stats-no_counted = Ancora nessuna partita contata.
stats-chart-figures = { $chart }: da { $first } a { $last } (minimo { $low }, massimo { $high }). Partita per partita: { $values }.
