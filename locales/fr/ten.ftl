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
ten-choice-first = { $self ->
        [yes] Vous commencez
       *[no] { $target } commence
    } la manche suivante

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
    } 1 fiche au pot (pot { $pot }) pour { $target_self ->
        [yes] votre carte
       *[no] la carte de { $target }
    }
ten-event-open = { $self ->
        [yes] vous ouvrez
       *[no] { $who } ouvre
    } sur { $target_self ->
        [yes] votre carte
       *[no] la carte de { $target }
    } à { $offer }
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
    } pour { $owner_self ->
        [yes] vous
       *[no] { $owner }
    }
ten-event-swap = { $self ->
        [yes] vous échangez votre carte
       *[no] { $who } échange sa carte
    } avec { $target_self ->
        [yes] vous
       *[no] { $target }
    } : { $self ->
        [yes] vous recevez
       *[no] { $who } reçoit
    } { $gets }, { $target_self ->
        [yes] vous recevez
       *[no] { $target } reçoit
    } { $gives }
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

## Sur Discord : le message de la table, la main, les résultats, les pages de règles. Les cartes
## sont entre accents graves (`7`) ; $cards, $card sont déjà écrits ainsi.

ten-table-round = Manche { $round } sur { $rounds }
ten-table-stakes = Carte ronde { $card } ({ $points } points de pénalité) · pot 🪙 **{ $pot }**
ten-table-pot = Pot 🪙 **{ $pot }**
ten-table-phase = { $step ->
        [play] Phase 2 : chacun pose une carte sur la table
        [open] Phase 3 : faire une offre sur la carte d'un autre, ou passer
        [offer] Phase 3 : des enchères
        [protect] Phase 3 : protéger une nouvelle carte
        [reveal] Phase 4 : retourner sa carte, ajouter une deuxième carte
        [add] Phase 4 : retourner sa carte, ajouter une deuxième carte
       *[first] Phase 5 : le gagnant désigne qui commence la manche suivante
    }
ten-table-first = { $first } commence cette manche
ten-table-piles = pioche { $pile } · cartes rondes restantes { $left }
ten-table-auction = 🔨 Enchères : { $opener } a ouvert sur la carte de { $owner } · meilleure offre **{ $offer }** par { $high }
ten-table-last = Manche précédente : { $winner } a gagné ({ $best }), { $loser } a perdu ({ $worst })
ten-table-seat = { $marker } { $name } · { $cards } · 🪙 { $chips } · { $hand ->
        [one] 1 carte
       *[other] { $hand } cartes
    } en main · pénalité **{ $points }**{ $pile }{ $extra }
ten-table-no_card = pas encore de carte
ten-table-joker_as = { $card } vaut { $value }
ten-table-protection = 🛡 { $chips }
ten-table-value = = **{ $value }**
ten-table-opened = {" "}· ✓ a ouvert ou passé

ten-hand-step = { $step ->
        [play] À vous : posez une carte sur la table, à l'endroit ou à l'envers, avec 0 à 2 fiches dessus.
        [open] À vous : faites une offre sur la carte d'un autre (une fois par manche), ou passez.
        [offer] À vous : surenchérissez ou passez.
        [protect] À vous : ajoutez des fiches sur votre nouvelle carte (2 au plus dessus), ou aucune.
        [reveal] À vous : retournez votre carte (vous pourrez ensuite en ajouter une deuxième), ou laissez-la à l'envers.
        [add] À vous : ajoutez une deuxième carte à l'endroit (le total ne dépasse jamais 10), ou aucune.
       *[first] Vous avez gagné la manche : désignez qui commence la suivante.
    }
ten-hand-front = Devant vous : { $cards }
ten-hand-own_down = { $card } à l'envers (vous seul la voyez)
ten-hand-chips = 🪙 { $chips ->
        [one] 1 fiche
       *[other] { $chips } fiches
    } · carte ronde { $card } · pot { $pot }
ten-hand-focus = Choisissez la carte à poser sur la table
ten-hand-focus_option = Poser { $card }
ten-hand-pick_card = Choisissez d'abord une carte, puis comment la poser.
ten-hand-playing = { $card } : à l'endroit ou à l'envers, et combien de fiches dessus ?
ten-hand-as = { $card } vaut { $value }
ten-hand-amount = { $n ->
        [one] 1 fiche
       *[other] { $n } fiches
    }
ten-hand-other_amount = un autre montant ({ $low } à { $high })…

ten-timeout-play = a posé { $card } à l'endroit
ten-timeout-pass = a passé
ten-timeout-protect = n'a ajouté aucune fiche
ten-timeout-keep_down = a laissé sa carte à l'envers
ten-timeout-add_none = n'a pas ajouté de deuxième carte
ten-timeout-first = a choisi qui commence la manche suivante

ten-results-line = { $pos }. { $name } — **{ $score }** = pénalité { $penalty } − 2 × { $chips ->
        [one] 1 fiche
       *[other] { $chips } fiches
    } · manches { $rounds }{ $end }
ten-results-end = {" "}· +{ $points } à la fin ({ $what ->
        [hand] main
       *[both] main, cartes rondes restantes
    })
ten-results-why = Le plus petit score gagne : points de pénalité − 2 × fiches gardées (R30) ; à égalité, la victoire est partagée (H14).
ten-results-early = La pioche s'est épuisée à la manche { $round } : la partie s'est arrêtée plus tôt (R28), et le dernier perdant a aussi pris les cartes rondes restantes (R29).

ten-rules-aim =
    ## Ten · le but
    Approchez **au plus près de 10**, avec une ou deux cartes devant vous. À chaque manche, le plus grand total gagne les fiches du pot ; le **plus petit** prend toutes les cartes de la table, et la carte ronde, en **points de pénalité**.
    Après dix manches (ou quand la pioche s'épuise), votre score est vos points de pénalité **moins 2 par fiche** qui vous reste. Le **plus petit score gagne** ; il peut être négatif.
    Les cartes : `0` à `10` (cinq de chaque, 1 point de pénalité chacune), `P1` à `P8` (valent 1 à 8, mais leur nombre + 2 en points de pénalité), les jokers `J` (valent 0 à 10, vous dites combien quand il se retourne à l'endroit ; à l'envers à la fin, il compte 10 ; 10 points de pénalité). Chacun commence avec 4 cartes (dont un joker) et 7 fiches.
ten-rules-round =
    ## Une manche
    1. La carte ronde est retournée : ce que coûte la défaite de cette manche.
    2. Chacun à son tour pose **une carte** sur la table, **à l'endroit ou à l'envers**, avec 0, 1 ou 2 fiches dessus pour la protéger.
    3. Chacun à son tour peut **faire une offre une fois** sur la carte d'un autre, ou passer (voir la page suivante).
    4. Toutes les fiches de protection vont au pot. Chacun à son tour : une carte à l'envers peut être retournée (ou laissée à l'envers, et votre tour s'arrête là) ; avec une carte à l'endroit, vous pouvez **ajouter une deuxième carte** à l'endroit. Le total ne dépasse jamais 10.
    5. Toutes les cartes sont retournées. Le plus grand total gagne le pot (à égalité : la plus forte carte, puis le premier dans l'ordre du tour) ; le plus petit prend les cartes (à égalité : le dernier dans l'ordre du tour ; le gagnant ne perd jamais). Chacun complète sa main à 4, et le gagnant désigne qui commence la manche suivante.
ten-rules-auction =
    ## Les offres et les enchères
    {"*"}*Une carte sans protection** coûte exactement 1 fiche, payée au pot : vous échangez aussitôt votre carte contre elle.
    {"*"}*Une carte protégée** est mise aux enchères : vous ouvrez avec au moins sa protection. Puis les autres sont interrogés à tour de rôle, à partir de votre gauche, pour surenchérir (d'au moins 1, jusqu'à leurs fiches) ou passer ; passer n'est pas définitif. Quand on revient au meilleur enchérisseur, il paie son offre **au propriétaire de la carte** et échange sa carte avec lui.
    Une carte échangée garde sa face : une carte à l'envers reste à l'envers, et son nouveau détenteur peut la regarder. Les fiches de protection restent à leur joueur, sur la carte qu'il a maintenant ; après un échange, l'acheteur puis l'ancien propriétaire peuvent ajouter des fiches sur leur nouvelle carte (2 au plus dessus).
ten-rules-scoring =
    ## Le décompte
    Le perdant d'une manche met toutes les cartes de la table et la carte ronde sur sa pile de pénalité : une carte normale vaut 1 point, une carte de pénalité son nombre + 2, un joker 10, une carte ronde son nombre.
    À la fin, la main de chacun va sur sa pile de pénalité ; si la pioche s'est épuisée, le dernier perdant prend aussi les cartes rondes restantes.
    {"*"}*Score = points de pénalité − 2 × fiches.** Le plus petit score gagne ; à égalité, la victoire est partagée.
ten-rules-table =
    ## À la table
    La table montre la carte ronde, le pot, les enchères en cours, et chaque place : la carte posée devant le joueur (🂠 tant qu'elle est à l'envers), les fiches qui la protègent (🛡), ses fiches, le nombre de cartes en main et sa pile de pénalité.
    {"*"}*Ma main** montre vos cartes et la carte posée devant vous, même à l'envers. Pour poser une carte, choisissez d'abord la carte, puis comment la poser ; la valeur d'un joker et le montant d'une offre se choisissent dans un menu.
    Avec un minuteur, un joueur à court de temps voit l'ordinateur passer pour lui (ou faire le choix le moins coûteux) ; **Quitter la table** confie votre place à l'ordinateur (un forfait : classé dernier).
