### Dobro's Hint button: the move the normal computer would make, and why, in one sentence
### (dobro_rules/hints.py). $rule is the id of the rule the reason rests on; $cards the cards
### of the move in words (each one through dobro-hint-card); $value the value in play.

## A card in words.

dobro-hint-card =
    { $card ->
        [J] joker
        [S] carte « passe mon tour »
        [R] carte « changement de sens »
       *[other] { $card }
    }

## Chores.

dobro-hint-draw = Piochez maintenant : votre main est incomplète, et tant que vous ne l'avez pas complétée, un autre joueur peut crier « oubli » contre vous (règle { $rule }).
dobro-hint-oubli = Criez « oubli » contre { $target } : son tour s'est terminé sans que sa main soit complétée, et la carte oubli lui coûtera 1 point (règle { $rule }).

## Opening a bid.

dobro-hint-open_low = Ouvrez avec votre { $cards }, votre plus petite carte : l'enchère part bas et vos fortes cartes restent pour plus tard (règle { $rule }).
dobro-hint-open_pair = Ouvrez avec votre paire de { $pair } ({ $total }) : la pioche est vide, et poser deux cartes d'un coup rapproche la fin de la manche (règle { $rule }).
dobro-hint-open_joker = Ouvrez avec votre joker valant { $declared } : vous n'avez pas d'autre carte numérotée, et la plus petite valeur fait partir l'enchère bas (règle { $rule }).
dobro-hint-open_special = Jouez votre { $cards } : vous n'avez aucune carte numérotée, vous ouvrez donc avec une carte spéciale et l'ouverture passe au joueur suivant (règle { $rule }).

## Answering a bid.

dobro-hint-finish =
    Jouez { $n ->
        [one] votre dernière carte
       *[other] vos { $n } dernières cartes
    } ({ $cards }) : la pioche est vide, vider votre main termine donc la manche et personne ne ramasse cette enchère (règle { $rule }).
dobro-hint-cheapest = Jouez votre { $cards } : c'est la plus petite carte qui atteint la valeur { $value }, et vos fortes cartes restent pour plus tard (règle { $rule }).
dobro-hint-cheapest_pair = Jouez votre paire de { $pair } ({ $total }) : c'est la façon la moins chère d'atteindre la valeur { $value }, et elle vous débarrasse de deux cartes (règle { $rule }).
dobro-hint-take_small =
    Ramassez l'enchère : elle ne compte { $n ->
        [one] qu'une seule carte
       *[other] que { $n } cartes
    }, alors que battre la valeur { $value } vous coûterait votre { $cards }, et vous ouvrirez ensuite la prochaine enchère bas (règle { $rule }).
dobro-hint-take_save =
    Ramassez l'enchère ({ $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }) : aucune carte de 2 à 12 de votre main n'atteint la valeur { $value }, et une si petite enchère coûte moins qu'un joker ou une carte spéciale (règle { $rule }).
dobro-hint-special = Jouez votre { $cards } : aucune carte de 2 à 12 de votre main n'atteint la valeur { $value }, et elle passe l'enchère au suivant sans monter la valeur (règle { $rule }).
dobro-hint-joker = Jouez votre joker valant { $declared } : sans joker, aucune de vos cartes n'atteint la valeur { $value }, et la plus petite valeur permise la double à { $result } (règle { $rule }).
dobro-hint-joker_pair = Jouez { $cards } en paire de { $pair } ({ $total }) : sans joker, aucune de vos cartes n'atteint la valeur { $value }, et c'est la paire la moins chère qu'un joker puisse former (règle { $rule }).
dobro-hint-take_forced =
    Ramassez l'enchère ({ $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }) : aucune de vos cartes ne peut être jouée sur la valeur { $value } (règle { $rule }).
