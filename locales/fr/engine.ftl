### The rules engine: why an action is refused, the label of each legal move, the rule
### a refusal cites, and one sentence per event of a game (the table's log, the terminal game).

## Refusals: $rule is the rule in words (engine-rule-*).

engine-error-game_over = La partie est terminée : sa dernière manche a été jouée ({ $rule }).
engine-error-not_your_turn = C'est au tour de { $turn }, pas au vôtre ({ $rule }).
engine-error-must_draw_first = Il vous manque des cartes : piochez avant toute autre action ({ $rule }).
engine-error-manual_only = Piocher soi-même et crier « oubli » n'existent qu'en pioche manuelle ({ $rule }).
engine-error-not_short = { $player } n'a rien à piocher : main complète ou pioche vide ({ $rule }).
engine-error-oubli_self = Impossible de se signaler soi-même : piochez simplement ({ $rule }).
engine-error-oubli_not_callable = On ne peut pas signaler { $target } : seul un joueur dont le tour est fini sans avoir complété sa main peut l'être ({ $rule }).
engine-error-open_no_take = Vous ouvrez l'enchère : jouez une carte ou une paire, sans ramasser ({ $rule }).
engine-error-open_no_special = On ouvre avec une carte numérotée ou une paire, pas une carte spéciale ({ $rule }).
engine-error-open_special_only = Vous n'avez aucune carte numérotée : jouez une carte spéciale ({ $rule }).
engine-error-card_count = Jouez une carte ou une paire de deux cartes ({ $rule }).
engine-error-not_in_hand = Vous n'avez pas { $cards } en main ({ $rule }).
engine-error-too_low = { $played } est sous la valeur en jeu, { $value } : jouez au moins { $value } ou ramassez ({ $rule }).
engine-error-not_pair = { $cards } n'est pas une paire : il faut deux cartes de même valeur ({ $rule }).
engine-error-special_pair = Les cartes spéciales se jouent seules ({ $rule }).
engine-error-joker_value_missing = Annoncez la valeur du joker ({ $rule }).
engine-error-joker_value_range = Un joker vaut de 2 à 12, pas { $declared } ({ $rule }).
engine-error-joker_pair_value = Un joker joué avec un { $card } forme une paire de { $card } : il vaut { $card } ({ $rule }).
engine-error-declared_without_joker = Seul un joker prend une valeur annoncée ({ $rule }).
engine-error-unknown_player = { $player } n'est pas assis à cette table ({ $rule }).
engine-error-bad_action = Ce n'est pas une action : { $detail }.

## The label of each legal move.

engine-move-play = Jouer { $cards }
engine-move-play_doubles = Jouer { $cards } — double à { $value }
engine-move-pair = { $a } + { $b } = { $total }
engine-move-pair_doubles = { $a } + { $b } = { $total } — double à { $value }
engine-move-joker_range = Joker valant { $low } à { $high }
engine-move-jokers_range = Deux jokers en paire de { $low } à { $high }
engine-move-skip = Passe mon tour
engine-move-reverse = Changement de sens
engine-move-take = Ramasser l'enchère ({ $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    })
engine-move-draw = Piocher
engine-move-oubli = Oubli ! { $target } n'a pas pioché

## The rules an error cites.

engine-rule-R2 = règle R2, les joueurs
engine-rule-R5 = règle R5, ouvrir une enchère
engine-rule-R6 = règle R6, le tour de jeu
engine-rule-R6a = règle R6a, une carte
engine-rule-R6b = règle R6b, une paire
engine-rule-R6c = règle R6c, cartes spéciales
engine-rule-R6d = règle R6d, ramasser
engine-rule-R7 = règle R7, jokers
engine-rule-R8 = règle R8, pioche
engine-rule-R9 = règle R9, oubli
engine-rule-R13 = règle R13, le nombre de manches
engine-rule-H1 = règle H1, ouvrir sans carte numérotée
engine-rule-H2 = règle H2, pioche manuelle
engine-rule_unknown = règle { $rule }

## The log of a game: one sentence per event. $who is the player who acts; $self is "yes"
## when that player is the reader (the terminal game says "vous jouez"), and $target_self
## the same for the player an oubli is called on.

engine-narrate-play_opening =
    { $self ->
        [yes] vous ouvrez
       *[no] { $who } ouvre
    } avec { $cards } → { $value }
engine-narrate-play_doubles =
    { $self ->
        [yes] vous doublez
       *[no] { $who } double
    } { $previous } → { $value } avec { $cards }
engine-narrate-play =
    { $self ->
        [yes] vous jouez
       *[no] { $who } joue
    } { $cards } → { $value }
engine-narrate-skip_opening =
    { $self ->
        [yes] vous n'avez aucune carte numérotée et passez
       *[no] { $who } n'a aucune carte numérotée et passe
    } l'ouverture
engine-narrate-skip =
    { $self ->
        [yes] vous passez votre tour
       *[no] { $who } passe son tour
    }
engine-narrate-reverse =
    { $self ->
        [yes] vous changez
       *[no] { $who } change
    } le sens du jeu { $arrow }
engine-narrate-take =
    { $self ->
        [yes] vous ramassez
       *[no] { $who } ramasse
    } { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } et { $self ->
        [yes] ouvrez
       *[no] ouvre
    } la prochaine enchère
engine-narrate-oubli =
    { $self ->
        [yes] vous criez
       *[no] { $who } crie
    } « oubli ! » : { $target_self ->
        [yes] vous prenez la carte oubli et piochez
       *[no] { $target } prend la carte oubli et pioche
    } { $count }
engine-narrate-pile_empty = La pioche est vide
# Une pioche manuelle (H2), annoncée dans le jeu en terminal ($count cartes piochées, $pile restantes).
engine-narrate-draw =
    { $self ->
        [yes] vous piochez
       *[no] { $who } pioche
    } { $count ->
        [one] 1 carte
       *[other] { $count } cartes
    } ({ $pile ->
        [0] la pioche est vide
        [one] il reste 1 carte dans la pioche
       *[other] il reste { $pile } cartes dans la pioche
    })
engine-narrate-round_end =
    Manche { $round } terminée par { $self ->
        [yes] vous
       *[no] { $ender }
    } : { $points }
engine-narrate-round_start =
    Manche { $round } : { $self ->
        [yes] vous commencez
       *[no] { $starter } commence
    }
engine-narrate-game_end =
    { $self ->
        [yes] vous gagnez
       *[no] { $names } gagne
    } la partie !
engine-narrate-shared_victory = Victoire partagée : { $names }
