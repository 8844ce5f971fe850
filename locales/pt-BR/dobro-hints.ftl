### Dobro's Hint button: the move the normal computer would make, and why, in one sentence
### (dobro_rules/hints.py). $rule is the id of the rule the reason rests on; $cards the cards
### of the move in words (each one through dobro-hint-card); $value the value in play.

## A card in words.

dobro-hint-card =
    { $card ->
        [J] coringa
        [S] carta de pular
        [R] carta de inverter
       *[other] { $card }
    }

## Chores.

dobro-hint-draw = Compre agora: sua mão está incompleta, e até você completá-la outro jogador pode gritar oubli contra você (regra { $rule }).
dobro-hint-oubli = Grite oubli contra { $target }: a vez terminou sem a mão ser completada, e a carta oubli vai custar 1 ponto (regra { $rule }).

## Opening a bid.

dobro-hint-open_low = Abra com seu { $cards }, sua carta mais baixa: o lance começa baixo e suas cartas altas ficam para depois (regra { $rule }).
dobro-hint-open_pair = Abra com seu par de { $pair } ({ $total }): o monte está vazio, então se livrar de duas cartas de uma vez aproxima o fim da rodada (regra { $rule }).
dobro-hint-open_joker = Abra com seu coringa valendo { $declared }: você não tem outra carta numerada, e o menor valor faz o lance começar baixo (regra { $rule }).
dobro-hint-open_special = Jogue sua { $cards }: você não tem carta numerada, então abre com uma carta especial e a abertura passa para o próximo jogador (regra { $rule }).

## Answering a bid.

dobro-hint-finish =
    Jogue { $n ->
        [1] sua última carta
       *[other] suas { $n } últimas cartas
    } ({ $cards }): o monte está vazio, então esvaziar a mão encerra a rodada e ninguém pega este lance (regra { $rule }).
dobro-hint-cheapest = Jogue seu { $cards }: é a carta mais baixa que alcança o valor { $value }, e suas cartas altas ficam para depois (regra { $rule }).
dobro-hint-cheapest_pair = Jogue seu par de { $pair } ({ $total }): é o jeito mais barato de alcançar o valor { $value }, e você se livra de duas cartas (regra { $rule }).
dobro-hint-take_small =
    Pegue o lance: ele tem só { $n ->
        [1] { $n } carta
       *[other] { $n } cartas
    }, enquanto superar o valor { $value } custaria { $cards }, e depois você abre o próximo lance baixo (regra { $rule }).
dobro-hint-take_save =
    Pegue o lance ({ $n ->
        [1] { $n } carta
       *[other] { $n } cartas
    }): nenhuma carta de 2 a 12 na sua mão alcança o valor { $value }, e um lance tão pequeno custa menos que um coringa ou uma carta especial (regra { $rule }).
dobro-hint-special = Jogue sua { $cards }: nenhuma carta de 2 a 12 na sua mão alcança o valor { $value }, e ela passa o lance adiante sem subir o valor (regra { $rule }).
dobro-hint-joker = Jogue seu coringa valendo { $declared }: sem coringa nenhuma das suas cartas alcança o valor { $value }, e o menor valor permitido o dobra para { $result } (regra { $rule }).
dobro-hint-joker_pair = Jogue { $cards } como par de { $pair } ({ $total }): sem coringa nenhuma das suas cartas alcança o valor { $value }, e este é o par mais barato que um coringa pode formar (regra { $rule }).
dobro-hint-take_forced =
    Pegue o lance ({ $n ->
        [1] { $n } carta
       *[other] { $n } cartas
    }): nenhuma das suas cartas pode ser jogada sobre o valor { $value } (regra { $rule }).
