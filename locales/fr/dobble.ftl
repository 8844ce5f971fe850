### Le moteur de Dobble : pourquoi une annonce ou un choix est refusé, la règle citée, le nom
### des mini-jeux, et une phrase par événement d'une partie (le journal de la table, le terminal).

## Refus : $rule est la règle en toutes lettres (dobble-rule-*).

dobble-error-unknown_player = { $player } n'est pas assis à cette table ({ $rule }).
dobble-error-not_started = Aucun mini-jeu n'a encore commencé ({ $rule }).
dobble-error-unknown_symbol = Il n'y a pas de symbole { $symbol } ({ $rule }).
dobble-error-unknown_mode = Il n'y a pas de mini-jeu nommé { $mode } ({ $rule }).
dobble-error-no_duel = Il n'y a pas de duel : personne n'est ex-aequo ({ $rule }).
dobble-error-out_of_order = L'annonce de { $player } à { $t } ms précède la dernière annonce prise, à { $last } ms : les annonces sont prises par ordre de temps, puis de place ({ $rule }).
dobble-error-v_above = Cette annonce a vu { $v } annonces acceptées, mais seules { $count } l'ont été ({ $rule }).
dobble-error-match_over = La partie est finie ({ $rule }).
dobble-error-awaiting_pick = Le mini-jeu suivant n'a pas commencé : { $player } doit d'abord le choisir ({ $rule }).
dobble-error-stage_ended = Ce mini-jeu (ou son duel) est déjà fini ({ $rule }).
dobble-error-not_duellist = { $player } ne joue pas le duel : seuls les ex-aequo le jouent ({ $rule }).
dobble-error-no_target_here = Une annonce de { $mode } ne vise personne ({ $rule }).
dobble-error-target_kind = Cette cible ne convient pas à une annonce de { $mode } : nommez un joueur (patate, cadeau, duel) ou une place (attrapez-les tous) ({ $rule }).
dobble-error-target_range = Il n'y a pas de cible { $target } ({ $rule }).
dobble-error-unfinished = Le mini-jeu { $number } n'est pas fini (duel compris) : le suivant ne peut pas commencer ({ $rule }).
dobble-error-beyond_length = La partie compte { $length ->
        [one] { $length } mini-jeu
       *[other] { $length } mini-jeux
    } : aucun autre ne peut commencer ({ $rule }).
dobble-error-tournament_tower = Un tournoi commence par la tour infernale, pas par { $mode } ({ $rule }).
dobble-error-no_pick = Personne ne choisit de mini-jeu maintenant ({ $rule }).
dobble-error-not_picker = { $player } a perdu le dernier mini-jeu et choisit le suivant ({ $rule }).
dobble-error-duel_without_tie = Ce mini-jeu ne s'est pas fini sur une égalité pour la victoire : il n'y a pas de duel ({ $rule }).

## Les règles citées.

dobble-rule-R2 = règle R2, les mini-jeux
dobble-rule-R3 = règle R3, les annonces
dobble-rule-R4 = règle R4, le top départ
dobble-rule-R5 = règle R5, les ex-aequo
dobble-rule-R6 = règle R6, la partie
dobble-rule-R7 = règle R7, les points de tournoi
dobble-rule-H2 = règle H2, les joueurs
dobble-rule-H3 = règle H3, la longueur de la partie
dobble-rule-H5 = règle H5, les annonces simultanées
dobble-rule-H6 = règle H6, les duels
dobble-rule-H12 = règle H12, le compte
dobble-rule-H14 = règle H14, les cibles
dobble-rule_unknown = règle { $rule }

## Les mini-jeux.

dobble-mode-tower = la tour infernale
dobble-mode-well = le puits
dobble-mode-potato = la patate chaude
dobble-mode-catch = attrapez-les tous
dobble-mode-poison = le cadeau empoisonné

## Événements. $self vaut "yes" quand le lecteur est le joueur nommé (le terminal dit « vous »).

dobble-event-ok_tower = { $self ->
        [yes] vous nommez
       *[no] { $who } nomme
    } { $symbol } et { $self ->
        [yes] prenez
       *[no] prend
    } la carte de la pioche ({ $count ->
        [one] { $count } prise
       *[other] { $count } prises
    })
dobble-event-ok_well = { $self ->
        [yes] vous nommez
       *[no] { $who } nomme
    } { $symbol } et { $self ->
        [yes] posez
       *[no] pose
    } une carte au centre (reste { $left })
dobble-event-ok_potato = { $self ->
        [yes] vous nommez
       *[no] { $who } nomme
    } { $symbol } et { $self ->
        [yes] donnez
       *[no] donne
    } { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    } à { $target }
dobble-event-ok_catch = { $self ->
        [yes] vous nommez
       *[no] { $who } nomme
    } { $symbol } et { $self ->
        [yes] attrapez
       *[no] attrape
    } la carte de la place { $slot }
dobble-event-ok_poison = { $self ->
        [yes] vous nommez
       *[no] { $who } nomme
    } { $symbol } : { $target_self ->
        [yes] vous recevez
       *[no] { $target } reçoit
    } la carte de la pioche
dobble-event-ok_duel = { $self ->
        [yes] vous nommez
       *[no] { $who } nomme
    } { $symbol } en premier
dobble-event-wrong = { $self ->
        [yes] vous nommez
       *[no] { $who } nomme
    } { $symbol } : raté ! Bloqué jusqu'à { $until } s
dobble-event-stale = { $self ->
        [yes] vous nommez
       *[no] { $who } nomme
    } { $symbol } trop tard : quelqu'un a été plus rapide
dobble-event-locked = { $self ->
        [yes] vous êtes
       *[no] { $who } est
    } encore bloqué (jusqu'à { $until } s)
dobble-event-out = { $self ->
        [yes] vous n'avez
       *[no] { $who } n'a
    } plus de carte ({ $place ->
        [one] sorti en premier
       *[other] sorti en place { $place }
    })
dobble-event-potato_round_end = { $self ->
        [yes] vous restez
       *[no] { $loser } reste
    } avec la patate : manche { $round } perdue, { $cards ->
        [one] { $cards } carte gardée
       *[other] { $cards } cartes gardées
    }
dobble-event-potato_deal = Patate chaude, manche { $round } : une nouvelle carte chacun
dobble-event-catch_round = Attrapez-les tous, manche { $round } : { $slots ->
        [one] { $slots } carte
       *[other] { $slots } cartes
    } autour du centre
dobble-event-minigame_start = Mini-jeu { $number } sur { $length } : { $mode }. Top départ !
dobble-event-minigame_end = Fin de { $mode } : { $winner_self ->
        [yes] vous gagnez
       *[no] { $winner } gagne
    }, { $loser_self ->
        [yes] vous perdez
       *[no] { $loser } perd
    }
dobble-event-duel_start = Égalité pour la victoire entre { $names } : duel ! Top départ !
dobble-event-duel_end = { $self ->
        [yes] vous gagnez
       *[no] { $winner } gagne
    } le duel
dobble-event-pick_wait = { $self ->
        [yes] vous avez perdu : choisissez
       *[no] { $player } a perdu et choisit
    } le mini-jeu suivant
dobble-event-pick = { $self ->
        [yes] vous choisissez
       *[no] { $player } choisit
    } { $mode }
dobble-event-match_over = { $self ->
        [yes] vous gagnez
       *[no] { $names } gagne
    } la partie !
dobble-event-match_shared = La partie est partagée : { $names } !
