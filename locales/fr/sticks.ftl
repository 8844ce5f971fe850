### Bâtonnets (Sticks) : pourquoi un coup est refusé, la règle citée, le libellé d'un coup et
### une phrase par événement d'une partie (le journal de la table, la partie en terminal).
### $self vaut "yes" quand le joueur nommé est le lecteur.

## Refus : $rule est la règle en toutes lettres (sticks-rule-*).

sticks-error-game_over = La partie est terminée : sa dernière manche a été jouée ({ $rule }).
sticks-error-unknown_player = { $player } n'est pas assis à cette table ({ $rule }).
sticks-error-not_your_turn = C'est au tour de { $turn }, pas au vôtre ({ $rule }).
sticks-error-already_picked = Vous avez déjà choisi votre carte pour ce pli, et un choix est définitif ({ $rule }).
sticks-error-not_in_hand = Vous n'avez pas la carte { $card } en main ({ $rule }).

## Les règles citées.

sticks-rule-H1 = règle H1, de 2 à 5 joueurs
sticks-rule-H6 = règle H6, les choix simultanés
sticks-rule-R13 = règle R13, jouer une carte
sticks-rule-R18 = règle R18, la variante simultanée
sticks-rule-R22 = règle R22, la fin de la partie
sticks-rule_unknown = règle { $rule }

## Le libellé d'un coup (un bouton par carte).

sticks-move-play = Jouer le { $card }

## Le journal d'une partie.

sticks-event-round_start =
    Manche { $round } sur { $rounds } : { $dealer } distribue, { $self ->
        [yes] vous commencez
       *[no] { $leader } commence
    }
sticks-event-stakes =
    { $removed ->
        [blue] { $value } { $value ->
            [one] bâtonnet rouge
           *[other] bâtonnets rouges
        } à la plus faible carte (bleu retiré)
        [red] { $value } { $value ->
            [one] bâtonnet bleu
           *[other] bâtonnets bleus
        } à la plus forte carte (rouge retiré)
       *[none] { $value } bleus à la plus forte carte, { $value } rouges à la plus faible
    }
sticks-event-reveal = Pli { $trick } : score { $cards } → { $stakes }
sticks-event-reveal_voided = Pli { $trick } : score { $cards }, les deux zéros s'annulent → { $stakes }
sticks-event-play =
    { $self ->
        [yes] vous jouez
       *[no] { $who } joue
    } le { $card }
sticks-event-picked =
    { $self ->
        [yes] vous avez choisi votre carte
       *[no] { $who } a choisi sa carte
    } ({ $n ->
        [0] toutes les cartes sont choisies
        [one] { $n } joueur doit encore choisir
       *[other] { $n } joueurs doivent encore choisir
    })
sticks-event-trick = Pli { $trick } : { $cards }
sticks-event-takes =
    { $self ->
        [yes] vous prenez
       *[no] { $who } prend
    } { $n } { $colour ->
        [blue] { $n ->
            [one] bâtonnet bleu
           *[other] bâtonnets bleus
        }
       *[red] { $n ->
            [one] bâtonnet rouge
           *[other] bâtonnets rouges
        }
    }
sticks-event-takes_nothing =
    { $self ->
        [yes] vous ne prenez
       *[no] { $who } ne prend
    } aucun { $colour ->
        [blue] bleu
       *[red] rouge
    } (retiré)
sticks-event-returns =
    { $self ->
        [yes] vous rendez
       *[no] { $who } rend
    } { $n ->
        [one] { $n } paire
       *[other] { $n } paires
    } à la réserve
sticks-event-leads =
    { $self ->
        [yes] Vous commencez
       *[no] { $who } commence
    } le pli suivant
sticks-event-round_end = Manche { $round } terminée. Scores (bâtonnets en main) : { $scores }.
sticks-event-cancel =
    { $self ->
        [yes] Vous finissez
       *[no] { $who } finit
    } sans bâtonnet : { $score ->
        [one] le { $score } point
       *[other] les { $score } points
    } de la manche { $round } { $score ->
        [one] est annulé
       *[other] sont annulés
    }.
sticks-event-totals = Totaux : { $totals }.
sticks-event-game_over =
    { $self ->
        [yes] vous gagnez
       *[no] { $names } gagne
    } la partie avec { $total } { $total ->
        [one] point
       *[other] points
    } !
sticks-event-shared_victory = Victoire partagée : { $names }, { $total } { $total ->
        [one] point
       *[other] points
    } chacun !
