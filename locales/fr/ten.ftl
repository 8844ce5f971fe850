### Ten : pourquoi une action est refusée, la règle citée, le libellé de chaque choix
### possible, et une phrase par événement d'une partie (le journal de la table, le terminal).

## Refus : $rule est la règle en toutes lettres (ten-rule-*).

ten-error-game_over = La partie est terminée ({ $rule }).
ten-error-unknown_player = { $player } n'est pas assis à cette table ({ $rule }).
ten-error-not_your_turn = C'est à { $player } { $step ->
        [play] de poser une carte
        [open] d'ouvrir ou de passer
        [offer] de surenchérir ou de passer
        [protect] de protéger sa nouvelle carte
        [reveal] de retourner sa carte ou non
        [add] d'ajouter une deuxième carte
       *[first] de désigner le prochain premier joueur
    } ({ $rule }).
ten-error-wrong_step = C'est le moment { $step ->
        [play] de poser une carte
        [open] d'ouvrir ou de passer
        [offer] de surenchérir ou de passer
        [protect] de protéger la nouvelle carte
        [reveal] de retourner la carte ou non
        [add] d'ajouter une deuxième carte
       *[first] de désigner le prochain premier joueur
    }, pas { $kind ->
        [play] de poser une carte
        [open] d'ouvrir
        [offer] de faire une offre
        [protect] de protéger une carte
        [reveal] de retourner une carte
        [add] d'ajouter une carte
       *[first] de désigner le premier joueur
    } ({ $rule }).
ten-error-not_in_hand = Vous n'avez pas de { $card } en main ({ $rule }).
ten-error-chips_range = Posez 0, 1 ou 2 fiches sur votre carte, pas { $chips } ({ $rule }).
ten-error-over_supply = { $chips } fiches, c'est plus que vos { $supply } ({ $rule }).
ten-error-joker_value_missing = Un joker retourné à l'endroit doit recevoir sa valeur, de 0 à 10 ({ $rule }).
ten-error-joker_value_range = Un joker vaut de 0 à 10, pas { $value } ({ $rule }).
ten-error-as_not_here = Seul un joker qu'on retourne à l'endroit reçoit une valeur ({ $rule }).
ten-error-open_own = Vous ne pouvez pas faire d'offre sur votre propre carte ({ $rule }).
ten-error-fee_not_one = Une carte sans protection coûte exactement 1 fiche, payée au pot, pas { $offer } ({ $rule }).
ten-error-opening_too_low = Cette carte est protégée : l'offre d'ouverture est d'au moins { $minimum }, pas { $offer } ({ $rule }).
ten-error-raise_too_low = Une surenchère est d'au moins { $minimum }, pas { $offer } ({ $rule }).
ten-error-protect_range = Vous pouvez ajouter de 0 à { $most } fiches (2 au plus sur une carte, jamais moins), pas { $chips } ({ $rule }).
ten-error-over_ten = { $card } ferait { $total } : le total ne dépasse jamais 10 (vous avez { $value }) ({ $rule }).

## Les règles citées.

ten-rule-R11 = règle R11, la première carte
ten-rule-R12 = règle R12, l'ouverture
ten-rule-R14 = règle R14, les enchères
ten-rule-R17 = règle R17, la protection
ten-rule-R19 = règle R19, retourner sa carte
ten-rule-R20 = règle R20, la deuxième carte
ten-rule-R27 = règle R27, le prochain premier joueur
ten-rule-R28 = règle R28, la fin de la partie
ten-rule-H2 = règle H2, les jokers
ten-rule-H4 = règle H4, les joueurs
ten-rule-H6 = règle H6, la fiche au pot
ten-rule-H7 = règle H7, les surenchères
ten-rule-H9 = règle H9, la protection après un échange
ten-rule_unknown = règle { $rule }

## Les cartes dans le journal.

ten-card-face_down = une carte à l'envers
ten-card-joker_as = J (vaut { $value })
ten-card-joker_down = J (à l'envers : 10)

## Le libellé de chaque choix possible.

ten-choice-play_up = Poser { $card } à l'endroit, { $chips ->
        [0] sans fiche
        [one] 1 fiche
       *[other] { $chips } fiches
    }
ten-choice-play_down = Poser { $card } à l'envers, { $chips ->
        [0] sans fiche
        [one] 1 fiche
       *[other] { $chips } fiches
    }
ten-choice-as_range = (joker de { $low } à { $high })
ten-choice-pass = Passer
ten-choice-fee = Prendre la carte de { $target } pour 1 fiche au pot
ten-choice-opening = Ouvrir sur la carte de { $target } ({ $low } à { $high } fiches)
ten-choice-raise_min = Monter à { $amount }
ten-choice-raise = Surenchérir ({ $low } à { $high } fiches)
ten-choice-protect = { $chips ->
        [0] N'ajouter aucune fiche
        [one] Ajouter 1 fiche
       *[other] Ajouter { $chips } fiches
    }
ten-choice-keep_down = La laisser à l'envers
ten-choice-reveal = Retourner votre { $card }
ten-choice-add_none = Pas de deuxième carte
ten-choice-add = Ajouter { $card }
ten-choice-first = { $target } commence la manche suivante

## Le journal d'une partie : une phrase par événement. $who est le joueur qui agit ; $self vaut
## « yes » quand c'est le lecteur (le terminal dit « vous posez »).

ten-event-round_start = Manche { $round } : la carte ronde est { $card } ({ $points } points de pénalité) ; { $self ->
        [yes] vous commencez
       *[no] { $first } commence
    }
ten-event-play_up = { $self ->
        [yes] vous posez
       *[no] { $who } pose
    } { $card } à l'endroit, { $chips ->
        [0] sans fiche
        [one] avec 1 fiche
       *[other] avec { $chips } fiches
    }
ten-event-play_down = { $self ->
        [yes] vous posez
       *[no] { $who } pose
    } une carte à l'envers, { $chips ->
        [0] sans fiche
        [one] avec 1 fiche
       *[other] avec { $chips } fiches
    }
ten-event-secret_play = (vous seul le voyez) votre carte à l'envers est { $card }
ten-event-secret_swap = (vous seul le voyez) la carte à l'envers que vous avez reçue est { $card }
ten-event-secret_draw = (vous seul le voyez) vous piochez { $cards }
ten-event-open_pass = { $self ->
        [yes] vous n'ouvrez pas
       *[no] { $who } n'ouvre pas
    }
ten-event-fee = { $self ->
        [yes] vous payez
       *[no] { $who } paie
    } 1 fiche au pot (pot { $pot }) pour la carte de { $target }
ten-event-open = { $self ->
        [yes] vous ouvrez
       *[no] { $who } ouvre
    } sur la carte de { $target } à { $offer }
ten-event-raise = { $self ->
        [yes] vous montez
       *[no] { $who } monte
    } à { $offer }
ten-event-offer_pass = { $self ->
        [yes] vous passez
       *[no] { $who } passe
    }
ten-event-cannot_raise = { $self ->
        [yes] vous ne pouvez pas surenchérir
       *[no] { $who } ne peut pas surenchérir
    } ({ $chips ->
        [one] 1 fiche
       *[other] { $chips } fiches
    }, l'offre est à { $offer })
ten-event-auction_won = { $self ->
        [yes] vous remportez
       *[no] { $who } remporte
    } l'enchère : { $offer ->
        [one] 1 fiche
       *[other] { $offer } fiches
    } pour { $owner }
ten-event-swap = { $self ->
        [yes] vous échangez votre carte
       *[no] { $who } échange sa carte
    } avec { $target } : { $self ->
        [yes] vous recevez
       *[no] { $who } reçoit
    } { $gets }, { $target } reçoit { $gives }
ten-event-protect = { $self ->
        [yes] vous ajoutez
       *[no] { $who } ajoute
    } { $chips ->
        [0] aucune fiche
        [one] 1 fiche
       *[other] { $chips } fiches
    } (protection { $protection })
ten-event-pot = Les fiches de protection vont au pot : +{ $chips }, pot { $pot }
ten-event-keep_down = { $self ->
        [yes] vous laissez votre carte
       *[no] { $who } laisse sa carte
    } à l'envers
ten-event-reveal = { $self ->
        [yes] vous retournez
       *[no] { $who } retourne
    } { $card }
ten-event-add = { $self ->
        [yes] vous ajoutez
       *[no] { $who } ajoute
    } { $card } : { $value }
ten-event-add_none = { $self ->
        [yes] vous n'ajoutez
       *[no] { $who } n'ajoute
    } aucune carte : { $value }
ten-event-result = Manche { $round } : { $values }. { $winner_self ->
        [yes] vous gagnez
       *[no] { $winner } gagne
    } ({ $winner_by ->
        [value] valeur la plus haute
        [card] la plus haute carte seule, H10
       *[order] plus tôt dans le tour, R22
    }) ; { $loser_self ->
        [yes] vous perdez
       *[no] { $loser } perd
    } ({ $loser_by ->
        [value] valeur la plus basse
        [order] plus tard dans le tour, R23
       *[H11] le gagnant ne perd jamais, H11
    })
ten-event-penalty = { $self ->
        [yes] vous prenez
       *[no] { $who } prend
    } { $cards } : { $points } points de pénalité
ten-event-pot_won = { $self ->
        [yes] vous gagnez
       *[no] { $who } gagne
    } le pot : { $chips ->
        [one] 1 fiche
       *[other] { $chips } fiches
    }
ten-event-draw = { $self ->
        [yes] vous piochez
       *[no] { $who } pioche
    } { $count } (pioche { $pile })
ten-event-short = { $self ->
        [yes] vous ne pouvez pas compléter votre main
       *[no] { $who } ne peut pas compléter sa main
    } à 4 cartes ({ $hand }) : la partie s'arrête
ten-event-first = { $self ->
        [yes] vous désignez
       *[no] { $who } désigne
    } { $same ->
        [yes] { $self ->
            [yes] vous-même
           *[no] lui-même
        }
       *[no] { $first_self ->
            [yes] vous
           *[no] { $first }
        }
    } pour commencer la manche suivante
ten-event-hands = Les mains vont sur les piles de pénalité
ten-event-round_cards = { $self ->
        [yes] vous prenez aussi
       *[no] { $who } prend aussi
    } les cartes rondes restantes, { $cards } : { $points } points de pénalité
ten-event-game_end = Partie terminée. { $shared ->
        [yes] Victoire partagée : { $names }
       *[no] { $self ->
            [yes] vous gagnez
           *[no] { $names } gagne
        }
    } (scores, le plus bas gagne : { $scores })
