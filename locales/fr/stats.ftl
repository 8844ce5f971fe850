### /dobro stats.

stats-none-self = Vous n'avez encore terminé aucune partie de { $game } sur ce serveur : /dobro nouvelle ouvre une table.
stats-none-other = { $player } n'a encore terminé aucune partie de { $game } sur ce serveur.
stats-title = ## { $game } · statistiques de { $player }
stats-games = { $n ->
        [one] **{ $n }** partie
       *[other] **{ $n }** parties
    }
stats-wins = { $n ->
        [0] aucune victoire
        [one] **{ $n }** victoire
       *[other] **{ $n }** victoires
    }
stats-shared = , dont { $n ->
        [one] { $n } partagée
       *[other] { $n } partagées
    }
stats-win_rate = taux de victoire { $rate } %
stats-averages = Par partie : **{ $points }** points en moyenne, place finale **{ $place }** en moyenne
stats-cards-per_round = {" "}· **{ $n }** cartes ramassées par manche
stats-rating = Classement **{ $rating }** (n° { $rank } sur ce serveur)
stats-change = {" "}· { $delta } sur { $n ->
        [one] la dernière partie comptée
       *[other] les { $n } dernières parties comptées
    }
stats-unrated = Classement 1000 : pas encore classé (une partie compte dès que deux personnes sont là)
stats-best = Meilleure partie : { $game }
stats-absences = Forfaits : **{ $forfeits }** (parti, ou a cessé de jouer : des défaites) · absences : **{ $no_shows }** (jamais comptées)
stats-no_counted = Aucune partie comptée pour l'instant.
stats-last = **Dernières parties**
stats-game = { $mark }{ $place } · { $details } · { $when }
stats-place = { $ordinal } sur { $seats }
stats-ordinal = { $n ->
        [1] 1er
       *[other] { $n }e
    }
stats-points = { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
stats-cards = { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }
stats-link = [résultats]({ $url })
stats-shared_win = {" "}(victoire partagée)
stats-chart = Classement sur { $n ->
        [one] la dernière partie comptée
       *[other] les { $n } dernières parties comptées
    }
stats-chart-x = parties comptées
stats-chart-y = classement
stats-chart-figures = { $chart } : de { $first } à { $last } (au plus bas { $low }, au plus haut { $high }). Partie par partie : { $values }.
