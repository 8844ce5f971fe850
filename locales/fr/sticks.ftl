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

## Sur Discord : les options de /dobro nouvelle, le message de la table, la main, les résultats, les pages de règles.

cmd-new-deck = paquet
cmd-new-deck-description = Bâtonnets : le paquet complet (1 à 50) ou réduit (1 à 9 × joueurs, toutes les cartes distribuées)
cmd-new-reveal = revelation
cmd-new-reveal-description = Bâtonnets : cartes jouées à tour de rôle, ou choisies par tous en même temps
sticks-choice-full = complet (1 à 50)
sticks-choice-trimmed = réduit (toutes les cartes distribuées)
sticks-choice-turns = à tour de rôle
sticks-choice-simultaneous = simultanée
sticks-options-full = paquet complet
sticks-options-trimmed = paquet réduit
sticks-options-turns = cartes jouées à tour de rôle
sticks-options-simultaneous = choix simultanés

sticks-table-round = Manche { $round } sur { $rounds } · pli { $trick } sur { $tricks }
sticks-table-stakes =
    { $blue ->
        [0] { $red_stick } **{ $red }** { $red ->
                [one] rouge
               *[other] rouges
            } à la plus petite carte · pas de bleu
       *[other] { $red ->
            [0] { $blue_stick } **{ $blue }** { $blue ->
                [one] bleu
               *[other] bleus
            } à la plus grande carte · pas de rouge
           *[other] { $blue_stick } **{ $blue }** { $blue ->
                [one] bleu
               *[other] bleus
            } à la plus grande carte · { $red_stick } **{ $red }** { $red ->
                [one] rouge
               *[other] rouges
            } à la plus petite
        }
    }
sticks-table-score_cards = Cartes de score de la manche : { $shown } · encore à venir (dans un ordre inconnu) : { $left }
sticks-table-trick = Sur la table : { $cards }
sticks-table-picked = Ont choisi (face cachée) : { $picked } · doivent encore choisir : { $waiting }
sticks-table-last_trick = Dernier pli : { $words }
sticks-table-seat = { $marker } { $name } · { $hand ->
        [one] { $hand } carte
       *[other] { $hand } cartes
    } · { $sticks } · manches { $rounds } · **{ $total }** { $total ->
        [one] pt
       *[other] pts
    }{ $extra }
sticks-table-no_sticks = aucun bâtonnet
sticks-table-blue_sticks = { $stick } { $n ->
        [one] 1 bâtonnet bleu
       *[other] { $n } bâtonnets bleus
    }
sticks-table-red_sticks = { $stick } { $n ->
        [one] 1 bâtonnet rouge
       *[other] { $n } bâtonnets rouges
    }
sticks-card-B0 = 0 bleu
sticks-card-R0 = 0 rouge
sticks-table-dealer = {" "}· distribue
sticks-hand-turn = À vous : jouez une carte.
sticks-hand-pick = Choisissez votre carte : elle reste cachée jusqu'à ce que tout le monde ait choisi.
sticks-hand-picked = Vous avez choisi le **{ $card }**, face cachée. Doivent encore choisir : { $waiting }.
sticks-hand-preview = En gris : vos cartes, à jouer à votre tour.
sticks-timeout-play = a joué le { $card }
sticks-timeout-picked = a choisi une carte (face cachée)
sticks-results-line = { $pos }. { $name } — **{ $total }** { $total ->
        [one] pt
       *[other] pts
    } (manches { $rounds })
sticks-results-why = Le plus petit total gagne (R22) ; à égalité, la victoire est partagée (H5). Un score barré a été annulé par une manche finie sans bâtonnet (R20).

sticks-rules-aim =
    ## Bâtonnets · le but
    Ramassez le **moins de bâtonnets** possible. À chaque pli, la **plus grande** carte prend des bâtonnets bleus et la **plus petite** des rouges ; un bleu et un rouge s'annulent, on ne garde donc qu'une couleur. Les bâtonnets que vous avez en fin de manche sont votre score ; après une manche par joueur, le **plus petit total gagne**.
    Les cartes vont de 1 à 50, toutes différentes ; chacun en reçoit neuf.
sticks-rules-trick =
    ## Un pli
    1. Celui qui mène retourne une **carte de score** (1 à 9) : c'est la valeur du pli.
    2. Un **zéro bleu** ou un **zéro rouge** fait retourner aussitôt la carte suivante : sa valeur est l'enjeu, et la couleur du zéro n'est pas distribuée ce pli. Les deux zéros ensemble s'annulent.
    3. À partir de celui qui mène, chacun joue une carte face visible (**révélation : à tour de rôle**), ou tous en choisissent une face cachée, montrées ensemble (**révélation : simultanée** ; un choix est définitif).
    4. Plus grande carte : autant de bâtonnets **bleus**. Plus petite : autant de **rouges**. Les autres : rien.
    5. Bleus et rouges retournent à la réserve par paires. La plus grande carte mène le pli suivant.
sticks-rules-scoring =
    ## Le score
    Après neuf plis, la manche se termine : votre score est le nombre de bâtonnets que vous avez.
    Finir une manche **sans bâtonnet** annule votre meilleur score précédent (le bot le choisit pour vous, le plus ancien à égalité) ; un score annulé le reste.
    Après la dernière manche, votre total est la somme de vos scores non annulés. Le plus petit total gagne ; à égalité, la victoire est partagée.
sticks-rules-variants =
    ## Les options
    {"*"}*paquet : complet** (1 à 50) : neuf cartes chacun, le reste mis de côté sans être vu.
    {"*"}*paquet : réduit** : seulement 1 à 9 × joueurs, toutes les cartes sont distribuées et l'on peut compter ce que les autres ont en main.
    {"*"}*révélation : à tour de rôle** : chacun joue à son tour, à partir de celui qui mène.
    {"*"}*révélation : simultanée** : tous choisissent en même temps ; jusqu'au dernier choix, la table montre seulement qui a choisi.
sticks-rules-table =
    ## À la table
    {"*"}*Ma main** montre vos neuf cartes, un bouton chacune ; ils s'activent quand vous devez jouer.
    La table montre l'enjeu, les cartes de score retournées dans la manche et celles encore à venir, le pli en cours, les bâtonnets et les scores de chacun. Un pli terminé est montré une fois, jusqu'à la première carte du pli suivant.
    Avec un minuteur, un joueur à court de temps voit l'ordinateur jouer pour lui ; **Quitter** confie votre place à l'ordinateur (un forfait : classé dernier).
