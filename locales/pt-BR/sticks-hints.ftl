### Sticks (Bâtonnets): the Hint button. One sentence per reason the normal computer has for its
### card (sticks_rules/ai.py, normal_with_reason), naming the card and the rule behind it.
### $card is the card to play; $sure is "yes" when the card's fate in this trick is certain
### (no card still unseen can change it); $colour is the colour of the sticks the card takes;
### $count how many; $held how many of the other colour the player holds.

sticks-hint-last_card = Jogue seu { $card }: é a única carta que ainda resta na sua mão (R13).
sticks-hint-zero_bonus = Jogue seu { $card } em vez do seu { $instead }: ele dá mais chance de terminar a rodada sem palitos, o que anularia sua pontuação de { $score } { $score ->
        [1] ponto
       *[other] pontos
    } da rodada { $round } (R20).
sticks-hint-open = Jogue seu { $card }: esta vaza pode ir para um lado ou para o outro com ele, mas nenhuma outra carta sua provavelmente deixaria você com menos palitos no fim da rodada (R14, R19).
sticks-hint-safe = Jogue seu { $card }: { $sure ->
        [yes] ele não pode ser nem a carta mais alta nem a mais baixa, então não leva
       *[no] ele não deve ser nem a carta mais alta nem a mais baixa, então não deve levar
    } nenhum palito (R14).
sticks-hint-removed = { $colour ->
        [blue] Jogue seu { $card }: o zero azul tirou os palitos azuis desta vaza (R10), então seu { $card } pode ser a carta mais alta sem custo.
       *[red] Jogue seu { $card }: o zero vermelho tirou os palitos vermelhos desta vaza (R10), então seu { $card } pode ser a carta mais baixa sem custo.
    }
sticks-hint-cancel = Jogue seu { $card }: ele { $sure ->
        [yes] vai ser
       *[no] deve ser
    } a carta mais { $colour ->
        [blue] alta
       *[red] baixa
    } e levar { $count } { $colour ->
        [blue] { $count ->
            [1] palito azul
           *[other] palitos azuis
        }
       *[red] { $count ->
            [1] palito vermelho
           *[other] palitos vermelhos
        }
    }, para anular em pares { $colour ->
        [blue] { $held ->
            [1] o palito vermelho
           *[other] os { $held } palitos vermelhos
        }
       *[red] { $held ->
            [1] o palito azul
           *[other] os { $held } palitos azuis
        }
    } que você tem (R14, R15).
sticks-hint-balance = Jogue seu { $card }: ele { $sure ->
        [yes] vai ser
       *[no] deve ser
    } a carta mais { $colour ->
        [blue] alta
       *[red] baixa
    } e levar { $count } { $colour ->
        [blue] { $count ->
            [1] palito azul
           *[other] palitos azuis
        }
       *[red] { $count ->
            [1] palito vermelho
           *[other] palitos vermelhos
        }
    }, o que deve equilibrar os palitos { $colour ->
        [blue] vermelhos que suas cartas baixas
       *[red] azuis que suas cartas altas
    } provavelmente vão levar mais tarde (R14, R15).
sticks-hint-cheap = Jogue seu { $card }: ele { $sure ->
        [yes] vai ser
       *[no] deve ser
    } a carta mais { $colour ->
        [blue] alta
       *[red] baixa
    } e levar { $count } { $colour ->
        [blue] { $count ->
            [1] palito azul
           *[other] palitos azuis
        }
       *[red] { $count ->
            [1] palito vermelho
           *[other] palitos vermelhos
        }
    }, mas esta vaza vale menos que a média das que ainda faltam, então melhor agora do que depois (R14).
sticks-hint-least_bad = Jogue seu { $card }: ele { $sure ->
        [yes] vai ser
       *[no] deve ser
    } a carta mais { $colour ->
        [blue] alta
       *[red] baixa
    } e levar { $count } { $colour ->
        [blue] { $count ->
            [1] palito azul
           *[other] palitos azuis
        }
       *[red] { $count ->
            [1] palito vermelho
           *[other] palitos vermelhos
        }
    }, mas nenhuma outra carta sua provavelmente deixaria você com menos palitos no fim da rodada (R14, R19).
