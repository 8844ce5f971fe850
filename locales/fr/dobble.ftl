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

## Les symboles par leur nom (le journal : « ana nomme 🔥 feu »).

dobble-symbol-anchor = ancre
dobble-symbol-apple = pomme
dobble-symbol-balloon = ballon
dobble-symbol-banana = banane
dobble-symbol-bell = cloche
dobble-symbol-bird = oiseau
dobble-symbol-bomb = bombe
dobble-symbol-book = livre
dobble-symbol-bottle = biberon
dobble-symbol-bulb = ampoule
dobble-symbol-cactus = cactus
dobble-symbol-car = voiture
dobble-symbol-carrot = carotte
dobble-symbol-cat = chat
dobble-symbol-cheese = fromage
dobble-symbol-cherry = cerise
dobble-symbol-clock = réveil
dobble-symbol-clover = trèfle
dobble-symbol-clown = clown
dobble-symbol-crown = couronne
dobble-symbol-daisy = marguerite
dobble-symbol-diamond = diamant
dobble-symbol-dinosaur = dinosaure
dobble-symbol-dog = chien
dobble-symbol-dolphin = dauphin
dobble-symbol-dragon = dragon
dobble-symbol-drop = goutte
dobble-symbol-exclamation = point d'exclamation
dobble-symbol-fire = feu
dobble-symbol-frog = grenouille
dobble-symbol-ghost = fantôme
dobble-symbol-gift = cadeau
dobble-symbol-guitar = guitare
dobble-symbol-hammer = marteau
dobble-symbol-horse = cheval
dobble-symbol-ice = glaçon
dobble-symbol-key = clé
dobble-symbol-ladybug = coccinelle
dobble-symbol-leaf = feuille
dobble-symbol-lightning = éclair
dobble-symbol-lips = lèvres
dobble-symbol-lock = cadenas
dobble-symbol-moon = lune
dobble-symbol-octopus = pieuvre
dobble-symbol-penguin = pingouin
dobble-symbol-pizza = pizza
dobble-symbol-question = point d'interrogation
dobble-symbol-rainbow = arc-en-ciel
dobble-symbol-rocket = fusée
dobble-symbol-skull = tête de mort
dobble-symbol-snail = escargot
dobble-symbol-snowman = bonhomme de neige
dobble-symbol-sun = soleil
dobble-symbol-target = cible
dobble-symbol-tree = arbre
dobble-symbol-turtle = tortue
dobble-symbol-zebra = zèbre

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
dobble-event-minigame_end = Mini-jeu terminé ({ $mode }) : { $winner_self ->
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

## Sur Discord : les options de /dobro nouvelle, le plateau, le panneau, les résultats, les pages de règles.

cmd-new-scoring = decompte
cmd-new-scoring-description = Dobble : le plus de mini-jeux gagnés, ou des points de tournoi (le perdant choisit le suivant)
cmd-new-minigames = minijeux
cmd-new-minigames-description = Dobble : combien de mini-jeux dans la partie
cmd-new-modes = modes
cmd-new-modes-description = Dobble : quels mini-jeux (décompte aux victoires) : au hasard, chacun à tour de rôle, ou un seul
dobble-choice-wins = le plus de victoires
dobble-choice-tournament = points de tournoi
dobble-choice-length-1 = 1 mini-jeu
dobble-choice-length-2 = 2 mini-jeux
dobble-choice-length-3 = 3 mini-jeux
dobble-choice-length-5 = 5 mini-jeux
dobble-choice-length-7 = 7 mini-jeux
dobble-choice-length-10 = 10 mini-jeux
dobble-choice-random = tirés au hasard
dobble-choice-each = chaque mini-jeu à son tour
dobble-options-length = { $n ->
        [one] { $n } mini-jeu
       *[other] { $n } mini-jeux
    }

dobble-table-starting = la partie commence
dobble-table-minigame = Mini-jeu { $number } sur { $length } : { $mode }
dobble-table-duel = Duel pour départager le mini-jeu { $number } : { $mode }
dobble-table-countdown = ⏳ Préparez-vous : **Partez !** { $when }
dobble-table-go = Partez !
dobble-table-pile = ⬆ Pioche
dobble-table-centre = Centre
dobble-table-board_alt = Les cartes en jeu, face visible
dobble-table-board_card = { $label } : { $symbols }.
dobble-table-picking = 🎯 { $player } a perdu et choisit le mini-jeu suivant.
dobble-table-seat = { $marker } { $name } · { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } · { $scoring ->
        [tournament] { $score } pts
       *[wins] { $score ->
            [one] { $score } victoire
           *[other] { $score } victoires
        }
    }{ $extra }
dobble-table-locked = {" "}· 🔒 bloqué
dobble-credit = Dessins des cartes : OpenMoji (openmoji.org), CC BY-SA 4.0, redimensionnés et tournés.
dobble-howto-tower = Trouvez le symbole commun à votre carte (sous votre nom) et au sommet de la pioche (première carte), avec les boutons : vous prenez le sommet. Le plus de cartes gagne.
dobble-howto-well = Trouvez le symbole commun à votre carte et au centre (première carte), avec les boutons : votre carte va sur le centre. Le premier sans carte gagne.
dobble-howto-potato = Trouvez le symbole commun à votre carte et à celle d'un autre joueur, avec vos propres boutons (**Ma main**) : toute votre pile va sur la sienne. Le dernier qui a des cartes perd la manche.
dobble-howto-catch = Trouvez un symbole commun au centre (première carte) et à une carte numérotée, avec les boutons : vous attrapez cette carte. Le plus de cartes attrapées gagne.
dobble-howto-poison = Trouvez le symbole commun au sommet de la pioche (première carte) et à la carte d'un autre joueur, avec les boutons : le sommet va sur sa carte. Le moins de cartes reçues gagne.
dobble-howto-duel = Égalité pour la victoire : trouvez le symbole commun à votre carte de duel et à celle d'un autre duelliste, avec vos propres boutons (**Ma main**). La première bonne réponse gagne.

dobble-panel-title = Vos cartes
dobble-panel-pick = Vous avez perdu ce mini-jeu : choisissez le suivant.
dobble-panel-card = Votre carte : { $symbols }
dobble-panel-locked = 🔒 Bloqué jusqu'à { $until } s après le départ.
dobble-panel-own = Répondez avec les symboles de votre carte, ci-dessous.
dobble-panel-board = Répondez avec les boutons du message de la table.
dobble-panel-wait = Rien à réclamer pour l'instant.
dobble-timeout = a choisi le mini-jeu suivant
dobble-results-minigame = { $number }. { $mode } : 🏆 { $winner }
dobble-results-line = { $pos }. { $name } — { $scoring ->
        [tournament] **{ $total }** pts
       *[wins] **{ $total }** { $total ->
            [one] victoire
           *[other] victoires
        }
    }

dobble-rules-aim =
    ## Dobble · le but
    55 cartes de 8 symboles ; **deux cartes ont toujours exactement un symbole en commun**. Tout le monde joue en même temps : soyez le premier à repérer le symbole commun à deux cartes données, et cliquez-le.
    Une partie compte plusieurs mini-jeux. Le plus de mini-jeux gagnés l'emporte (ou, en décompte de tournoi, le plus de points).
dobble-rules-claims =
    ## Les réponses
    Chaque mini-jeu commence par **Partez !**. Votre réponse compte à l'instant où Discord reçoit votre clic, en millisecondes depuis le départ : le regard le plus vif gagne, pas la connexion la plus rapide.
    {"*"}*Trop tard** : quelqu'un a été plus rapide sur les mêmes cartes. **Faux** : ce symbole n'est pas sur les deux cartes : vous êtes bloqué 3 secondes. Une égalité pour la victoire se règle en duel.
dobble-rules-tower_well =
    ## La tour et le puits
    {"*"}*La tour infernale** : votre carte contre le sommet de la pioche ; nommez leur symbole et vous prenez cette carte (elle devient la vôtre). Le plus de cartes gagne.
    {"*"}*Le puits** : toutes les cartes sont distribuées ; votre carte du dessus contre le centre ; nommez leur symbole et votre carte va sur le centre. Le premier à finir gagne.
dobble-rules-potato_catch_poison =
    ## La patate chaude, attrapez-les tous, le cadeau empoisonné
    {"*"}*La patate chaude** : votre carte contre celle d'un autre joueur : votre pile va sur la sienne. Le dernier qui a des cartes perd la manche. Le moins de cartes gardées gagne.
    {"*"}*Attrapez-les tous** : le centre contre une carte numérotée : attrapez-la. Le plus de cartes attrapées gagne.
    {"*"}*Le cadeau empoisonné** : le sommet de la pioche contre la carte d'un autre joueur : il va sur sa carte. Le moins de cartes reçues gagne.
dobble-rules-match =
    ## La partie
    L'hôte choisit le décompte, le nombre de mini-jeux et lesquels (ou au hasard). En décompte de tournoi, le perdant de chaque mini-jeu choisit le suivant.
    Les ordinateurs ont un temps de réaction : détendu (environ 4 s), normal (environ 2,6 s), rapide (environ 1,6 s) ; aucun n'est plus rapide que 0,9 s.
    Dessins des cartes : OpenMoji (openmoji.org), CC BY-SA 4.0, redimensionnés et tournés.
