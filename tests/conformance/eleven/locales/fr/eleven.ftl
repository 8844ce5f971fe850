### Onze, le jeu jouet de la suite de conformité (jamais proposé aux joueurs).

game-name-eleven = Onze
eleven-rule-E3 = règle E3, un tour
eleven-rule-E6 = règle E6, la fin
eleven-rule_unknown = règle { $rule }
eleven-error-not_your_turn = C'est à { $player } de jouer, pas à vous ({ $rule }).
eleven-error-not_in_hand = Vous n'avez pas de { $card } ({ $rule }).
eleven-error-game_over = La partie est terminée ({ $rule }).
eleven-hint-fits = Jouez votre { $card } : le compte reste à 11 ou moins (règle E4).
eleven-hint-lowest = Jouez votre { $card } : toutes vos cartes dépassent 11, donnez la plus basse (règle E4).
eleven-move-play = Jouer { $card }
eleven-event-play = { $player } joue { $card } : compte { $count }
eleven-event-bust = { $player } dépasse 11 et prend un point ({ $points } en tout)
eleven-event-eleven = { $player } fait 11 tout juste : le compte repart de zéro
eleven-event-game_end = Partie terminée. Le moins de points : { $names }
eleven-table-count = le compte est à { $count }
eleven-table-pile = Pioche : { $pile ->
        [one] 1 carte
       *[other] { $pile } cartes
    }
eleven-table-seat = { $name } : { $hand ->
        [one] 1 carte
       *[other] { $hand } cartes
    }, { $points ->
        [one] 1 point
       *[other] { $points } points
    }
eleven-hand-turn = À vous : jouez une carte.
eleven-results-line = { $pos }. { $name } : { $points ->
        [one] 1 point
       *[other] { $points } points
    }
eleven-timeout = une carte
eleven-rules-aim = **Onze.** Posez une carte sur le compte ; au-delà de 11, vous prenez un point. Le moins de points gagne.
cmd-new-hand = main
cmd-new-hand-description = Onze : combien de cartes chacun reçoit
eleven-choice-hand-3 = 3 cartes chacun
eleven-choice-hand-4 = 4 cartes chacun
