### /dobro stats.

stats-none-self = Du hast auf diesem Server noch keine Partie { $game } beendet: /dobro neu eröffnet einen Tisch.
stats-none-other = { $player } hat auf diesem Server noch keine Partie { $game } beendet.
stats-title = ## { $game } · Statistik von { $player }
stats-games = { $n ->
        [one] **{ $n }** Partie
       *[other] **{ $n }** Partien
    }
stats-wins = { $n ->
        [0] kein Sieg
        [one] **{ $n }** Sieg
       *[other] **{ $n }** Siege
    }
stats-shared = , davon { $n } geteilt
stats-win_rate = Siegquote { $rate } %
stats-averages = Pro Partie: im Schnitt **{ $points }** Punkte, Endplatz im Schnitt **{ $place }**
stats-cards-per_round = {" "}· **{ $n }** eingesammelte Karten pro Runde
stats-rating = Wertung **{ $rating }** (Nr. { $rank } auf diesem Server)
stats-change = {" "}· { $delta } in { $n ->
        [one] der letzten gezählten Partie
       *[other] den letzten { $n } gezählten Partien
    }
stats-unrated = Wertung 1000: noch nicht gewertet (eine Partie zählt, sobald zwei Personen dabei sind)
stats-best = Beste Partie: { $game }
stats-last = **Letzte Partien**
stats-game = { $mark }{ $place } · { $details } · { $when }
stats-place = { $ordinal } von { $seats }
stats-ordinal = { $n }.
stats-points = { $n ->
        [one] { $n } Punkt
       *[other] { $n } Punkte
    }
stats-cards = { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }
stats-link = [Ergebnis]({ $url })
stats-shared_win = {" "}(geteilter Sieg)
stats-chart = Wertung über { $n ->
        [one] die letzte gezählte Partie
       *[other] die letzten { $n } gezählten Partien
    }
stats-chart-x = gezählte Partien
stats-chart-y = Wertung
stats-absences = Aufgaben: **{ $forfeits }** (gegangen oder aufgehört: Niederlagen) · nicht erschienen: **{ $no_shows }** (zählt nie)
stats-no_counted = Noch keine gezählte Partie.
stats-chart-figures = { $chart }: von { $first } auf { $last } (Tiefstwert { $low }, Höchstwert { $high }). Partie für Partie: { $values }.
