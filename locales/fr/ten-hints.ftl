### Ten : le bouton Conseil. Une phrase par raison qu'a l'ordinateur normal de jouer un coup :
### elle nomme le coup et dit pourquoi, en citant la règle (ten_rules/hints.py ; les codes
### sont les branches de ai.normal_with_reason). Les cartes sont nommées comme en main (7, P3, J).

## Phase 2 : quelle carte poser, et les fiches dessus. $chips vaut 0, 1 ou 2.

ten-hint-play_joker = Posez votre joker à l'envers{ $chips ->
        [0] {""}
        [1] {" "}avec 1 fiche
       *[other] {" "}avec { $chips } fiches
    } : à l'envers il compte 10, le meilleur total (H2){ $chips ->
        [0] {""}
        [1] , et la fiche le rend plus cher à prendre (R14)
       *[other] , et comme premier joueur vous gagnez les égalités (R22), protégez-le à fond (R14)
    }.
ten-hint-play_ten = Posez votre 10 à l'envers{ $chips ->
        [0] {""}
        [1] {" "}avec 1 fiche
       *[other] {" "}avec { $chips } fiches
    } : à lui seul il fait déjà 10, le meilleur total (R21){ $chips ->
        [0] {""}
        [1] , et la fiche le rend plus cher à prendre (R14)
       *[other] , et comme premier joueur vous gagnez les égalités (R22), protégez-le à fond (R14)
    }.
ten-hint-play_pair = Posez votre { $card } à l'envers{ $chips ->
        [0] {""}
        [1] {" "}avec 1 fiche
       *[other] {" "}avec { $chips } fiches
    } : avec le { $add } de votre main, vous pourrez le porter à { $total } en phase 4 (R20){ $chips ->
        [0] {""}
        [1] , et la fiche le rend plus cher à prendre (R14)
       *[other] , et comme premier joueur vous gagnez les égalités (R22), protégez-le à fond (R14)
    }.
ten-hint-play_alone = Posez votre { $card } à l'envers{ $chips ->
        [0] {""}
        [1] {" "}avec 1 fiche
       *[other] {" "}avec { $chips } fiches
    } : à lui seul il fait { $total }, plus que n'importe quelle paire de vos cartes (R20){ $chips ->
        [0] {""}
        [1] , et la fiche le rend plus cher à prendre (R14)
       *[other] , et comme premier joueur vous gagnez les égalités (R22), protégez-le à fond (R14)
    }.
ten-hint-play_bluff = Posez votre { $card } à l'envers avec 1 fiche, pour bluffer : il ne fait que { $total }, mais la fiche le fait paraître fort, et qui le prend vous paie (R15).

## Phase 3 : faire une offre sur la carte d'un autre, ou passer.

ten-hint-open_pass = Passez : aucune autre carte sur la table ne vaut son prix pour vous (R12).
ten-hint-open_cannot_pay = Passez : vous n'avez pas assez de fiches pour faire une offre sur une carte (R13, R14).
ten-hint-open_fee = Prenez le { $card } de { $target } pour 1 fiche au pot (H6) : il porte votre meilleur total possible de { $now } à { $total }.
ten-hint-open_fee_blind = Prenez la carte à l'envers de { $target } pour 1 fiche au pot (H6) : votre meilleur total n'est que de { $now }, et une carte inconnue fera sans doute mieux.
ten-hint-open_bid = Ouvrez sur le { $card } de { $target } avec { $amount ->
        [one] 1 fiche
       *[other] { $amount } fiches
    }, le minimum que permet sa protection (R14) : il porte votre meilleur total possible de { $now } à { $total }.
ten-hint-open_bid_blind = Ouvrez sur la carte à l'envers de { $target } avec { $amount ->
        [one] 1 fiche
       *[other] { $amount } fiches
    }, le minimum que permet sa protection (R14) : votre meilleur total n'est que de { $now }, et les fiches posées dessus annoncent une bonne carte.

## Phase 3 : les enchères.

ten-hint-raise = Surenchérissez à { $amount } pour le { $card } de { $owner } : il porte votre meilleur total possible de { $now } à { $total }, ce qui vaut plus que cela pour vous (H7).
ten-hint-raise_blind = Surenchérissez à { $amount } pour la carte à l'envers de { $owner } : votre meilleur total n'est que de { $now }, et une carte protégée fera sans doute mieux (H7).
ten-hint-offer_pass = Passez : la carte de { $owner } ne vaut pas { $amount ->
        [one] 1 fiche
       *[other] { $amount } fiches
    } pour vous, et passer n'est pas définitif (H7).

## Phase 3 : des fiches sur la carte qu'on vient de recevoir.

ten-hint-protect_add = Ajoutez { $chips ->
        [one] 1 fiche
       *[other] { $chips } fiches
    } sur votre nouvelle carte : elle peut faire { $total }, et la protection la rend plus chère pour ceux qui peuvent encore ouvrir (R14, R17).
ten-hint-protect_weak = N'ajoutez pas de fiche : votre carte ne peut faire que { $total }, elle ne vaut pas d'être protégée (R17).
ten-hint-protect_enough = N'ajoutez pas de fiche : { $protection ->
        [one] la fiche déjà posée sur votre carte suffit
       *[other] les { $protection } fiches déjà posées sur votre carte suffisent
    } pour un total de { $total } (R17).
ten-hint-protect_nobody_left = N'ajoutez pas de fiche : plus personne ne peut faire d'offre sur votre carte cette manche, et les fiches de protection vont au pot (R18).

## Phase 4 : retourner une carte à l'envers, ajouter une deuxième carte.

ten-hint-keep_joker = Laissez votre joker à l'envers : à l'envers il compte 10 (H2).
ten-hint-reveal_add = Retournez votre { $card } : vous pourrez ensuite ajouter votre { $add } pour un total de { $total } (R19, R20).
ten-hint-keep_ten = Laissez votre 10 à l'envers : il fait déjà 10, le retourner n'apporte rien (R19).
ten-hint-keep_down = Laissez votre { $card } à l'envers : aucune carte de votre main ne l'augmente sans dépasser 10, le retourner ne ferait que le montrer (R19, R20).
ten-hint-keep_down_save_joker = Laissez votre { $card } à l'envers : seul votre joker pourrait l'augmenter, et mieux vaut le garder pour une autre manche (R19).
ten-hint-add_card = Ajoutez votre { $card } : il porte votre total à { $total }, le plus près de 10 que permet votre main (R20).
ten-hint-add_joker = Ajoutez votre joker comme { $value } : il porte votre { $now } à 10, alors que votre meilleure autre carte n'atteint que { $best } (H2, R20).
ten-hint-add_joker_only = Ajoutez votre joker comme { $value } : il porte votre { $now } à 10, et aucune autre de vos cartes ne l'augmente (H2, R20).
ten-hint-add_joker_late = Ajoutez votre joker comme { $value } pour faire 10 : la partie touche à sa fin, et un joker resté en main coûte 10 points de pénalité (R29).
ten-hint-add_none = N'ajoutez pas de carte : aucune carte de votre main n'augmente votre { $now } sans dépasser 10 (R20).
ten-hint-add_none_ten = N'ajoutez pas de carte : vous avez déjà 10, le meilleur total (R20).
ten-hint-add_none_keep_joker = N'ajoutez pas de carte : seul votre joker augmenterait votre { $now }, assez proche de 10 pour garder le joker pour plus tard (R20).

## Phase 5 : le gagnant désigne qui commence la manche suivante.

ten-hint-first_self = Désignez-vous pour commencer la manche suivante : les égalités vont au joueur qui joue le plus tôt (R22, R23, R27).
