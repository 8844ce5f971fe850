### Sticks (Bâtonnets): why a play is refused, the rule it cites, the label of a play, and one
### sentence per event of a game (the table's log, the terminal game). $self is "yes" when the
### player named is the reader (the terminal game says "you play", not "you plays").

## Refusals: $rule is the rule in words (sticks-rule-*).

sticks-error-game_over = A partida acabou: a última rodada já foi jogada ({ $rule }).
sticks-error-unknown_player = { $player } não está sentado nesta mesa ({ $rule }).
sticks-error-not_your_turn = É a vez de { $turn }, não a sua ({ $rule }).
sticks-error-already_picked = Você já escolheu sua carta para esta vaza, e a escolha é definitiva ({ $rule }).
sticks-error-not_in_hand = Você não tem a carta { $card } na mão ({ $rule }).

## The rules a refusal cites.

sticks-rule-H1 = regra H1, de 2 a 5 jogadores
sticks-rule-H6 = regra H6, escolhas ao mesmo tempo
sticks-rule-R13 = regra R13, jogar uma carta
sticks-rule-R18 = regra R18, a variante simultânea
sticks-rule-R22 = regra R22, o fim da partida
sticks-rule_unknown = regra { $rule }

## The label of a legal play (one button per card).

sticks-move-play = Jogar o { $card }

## The log of a game.

sticks-event-round_start =
    Rodada { $round } de { $rounds }: { $dealer } distribui, { $self ->
        [yes] você começa
       *[no] { $leader } começa
    }
sticks-event-stakes =
    { $removed ->
        [blue] { $value } { $value ->
            [1] palito vermelho
           *[other] palitos vermelhos
        } para a carta mais baixa (azul tirado)
        [red] { $value } { $value ->
            [1] palito azul
           *[other] palitos azuis
        } para a carta mais alta (vermelho tirado)
       *[none] { $value } azuis para a carta mais alta, { $value } vermelhos para a mais baixa
    }
sticks-event-reveal = Vaza { $trick }: pontos { $cards } → { $stakes }
sticks-event-reveal_voided = Vaza { $trick }: pontos { $cards }, os dois zeros se anulam → { $stakes }
sticks-event-play =
    { $self ->
        [yes] você joga
       *[no] { $who } joga
    } o { $card }
sticks-event-picked =
    { $self ->
        [yes] você escolheu sua carta
       *[no] { $who } escolheu uma carta
    } ({ $n ->
        [0] todas as cartas foram escolhidas
        [1] falta { $n } jogador escolher
       *[other] faltam { $n } jogadores escolherem
    })
sticks-event-trick = Vaza { $trick }: { $cards }
sticks-event-takes =
    { $self ->
        [yes] você leva
       *[no] { $who } leva
    } { $n } { $colour ->
        [blue] { $n ->
            [1] palito azul
           *[other] palitos azuis
        }
       *[red] { $n ->
            [1] palito vermelho
           *[other] palitos vermelhos
        }
    }
sticks-event-takes_nothing =
    { $self ->
        [yes] você não leva
       *[no] { $who } não leva
    } nenhum { $colour ->
        [blue] azul
       *[red] vermelho
    } (tirado)
sticks-event-returns =
    { $self ->
        [yes] você devolve
       *[no] { $who } devolve
    } { $n ->
        [1] { $n } par
       *[other] { $n } pares
    } à reserva
sticks-event-leads =
    { $self ->
        [yes] Você começa
       *[no] { $who } começa
    } a próxima vaza
sticks-event-round_end = Fim da rodada { $round }. Pontuações (palitos na mão): { $scores }.
sticks-event-cancel =
    { $self ->
        [yes] Você termina
       *[no] { $who } termina
    } sem palitos: { $score ->
        [1] o { $score } ponto
       *[other] os { $score } pontos
    } da rodada { $round } { $score ->
        [1] foi anulado
       *[other] foram anulados
    }.
sticks-event-totals = Totais: { $totals }.
sticks-event-game_over =
    { $self ->
        [yes] você ganha
       *[no] { $names } ganha
    } a partida com { $total } { $total ->
        [1] ponto
       *[other] pontos
    }!
sticks-event-shared_victory = Vitória compartilhada: { $names }, { $total } { $total ->
        [1] ponto
       *[other] pontos
    } cada!

## On Discord: /dobro new's options, the table message, the hand, the results, the rules pages.

cmd-new-deck = baralho
cmd-new-deck-description = Palitos: baralho completo (1 a 50) ou reduzido (1 a 9 × jogadores, todas distribuídas)
cmd-new-reveal = revelar
cmd-new-reveal-description = Palitos: cartas jogadas na vez de cada um, ou escolhidas por todos ao mesmo tempo
sticks-choice-full = completo (1 a 50)
sticks-choice-trimmed = reduzido (todas as cartas distribuídas)
sticks-choice-turns = na vez de cada um
sticks-choice-simultaneous = ao mesmo tempo
sticks-options-full = baralho completo
sticks-options-trimmed = baralho reduzido
sticks-options-turns = cartas jogadas na vez de cada um
sticks-options-simultaneous = escolhas ao mesmo tempo

sticks-table-round = Rodada { $round } de { $rounds } · vaza { $trick } de { $tricks }
sticks-table-stakes =
    { $blue ->
        [0] { $red_stick } **{ $red }** { $red ->
                [one] vermelho
               *[other] vermelhos
            } para a carta mais baixa · sem azul
       *[other] { $red ->
            [0] { $blue_stick } **{ $blue }** { $blue ->
                [one] azul
               *[other] azuis
            } para a carta mais alta · sem vermelho
           *[other] { $blue_stick } **{ $blue }** { $blue ->
                [one] azul
               *[other] azuis
            } para a carta mais alta · { $red_stick } **{ $red }** { $red ->
                [one] vermelho
               *[other] vermelhos
            } para a mais baixa
        }
    }
sticks-table-score_cards = Cartas de pontos desta rodada: { $shown } · ainda por vir (em alguma ordem): { $left }
sticks-table-trick = Na mesa: { $cards }
sticks-table-picked = Já escolheram (virada para baixo): { $picked } · faltam escolher: { $waiting }
sticks-table-last_trick = Última vaza: { $words }
sticks-table-seat = { $marker } { $name } · { $hand ->
        [1] { $hand } carta
       *[other] { $hand } cartas
    } · { $sticks } · rodadas { $rounds } · **{ $total }** { $total ->
        [1] pt
       *[other] pts
    }{ $extra }
sticks-table-no_sticks = nenhum palito
sticks-table-blue_sticks = { $stick } { $n ->
        [one] 1 palito azul
       *[other] { $n } palitos azuis
    }
sticks-table-red_sticks = { $stick } { $n ->
        [one] 1 palito vermelho
       *[other] { $n } palitos vermelhos
    }
sticks-card-B0 = 0 azul
sticks-card-R0 = 0 vermelho
sticks-table-dealer = {" "}· distribui
sticks-hand-turn = Sua vez: jogue uma carta.
sticks-hand-pick = Escolha sua carta: ela fica virada para baixo até todo mundo escolher.
sticks-hand-picked = Você escolheu o **{ $card }**, virado para baixo. Faltam escolher: { $waiting }.
sticks-hand-preview = Em cinza: suas cartas, para jogar na sua vez.
sticks-timeout-play = jogou o { $card }
sticks-timeout-picked = escolheu uma carta (virada para baixo)
sticks-results-line = { $pos }. { $name } — **{ $total }** { $total ->
        [1] pt
       *[other] pts
    } (rodadas { $rounds })
sticks-results-why = O menor total ganha (R22); totais iguais dividem a vitória (H5). Uma pontuação riscada foi anulada por uma rodada terminada sem palitos (R20).

sticks-rules-aim =
    ## Palitos · o objetivo
    Junte o **mínimo de palitos** possível. Em cada vaza, a carta **mais alta** leva palitos azuis e a **mais baixa** palitos vermelhos; um azul e um vermelho se anulam, então você só fica com uma cor. Os palitos que você tem no fim de uma rodada são sua pontuação; depois de uma rodada por jogador, **o menor total ganha**.
    As cartas vão de 1 a 50, todas diferentes; cada um recebe nove.
sticks-rules-trick =
    ## Uma vaza
    1. Quem começa vira uma **carta de pontos** (1 a 9): é quanto a vaza vale.
    2. Um **zero azul** ou um **zero vermelho** faz virar na hora a carta seguinte: o valor dela é o que está em jogo, e a cor do zero não é distribuída nesta vaza. Os dois zeros juntos se anulam.
    3. A partir de quem começa, cada um joga uma carta virada para cima (**revelar: na vez de cada um**), ou todos escolhem uma virada para baixo e elas são mostradas juntas (**revelar: ao mesmo tempo**; a escolha é definitiva).
    4. Carta mais alta: essa quantidade de palitos **azuis**. Carta mais baixa: essa quantidade de **vermelhos**. As outras: nada.
    5. Azuis e vermelhos voltam à reserva em pares. A carta mais alta começa a próxima vaza.
sticks-rules-scoring =
    ## Pontuação
    Depois de nove vazas a rodada termina: sua pontuação é o número de palitos que você tem.
    Terminar uma rodada **sem palitos** anula sua maior pontuação anterior (o bot escolhe por você, a mais antiga em caso de empate); uma pontuação anulada continua anulada.
    Depois da última rodada, seu total é a soma das pontuações não anuladas. O menor total ganha; totais iguais dividem a vitória.
sticks-rules-variants =
    ## Opções
    {"*"}*baralho: completo** (1 a 50): nove cartas para cada um, o resto separado sem ninguém ver.
    {"*"}*baralho: reduzido**: só de 1 a 9 × jogadores, então todas as cartas são distribuídas e dá para contar o que os outros têm.
    {"*"}*revelar: na vez de cada um**: um depois do outro, a partir de quem começa.
    {"*"}*revelar: ao mesmo tempo**: todos escolhem juntos; até a última escolha, a mesa mostra só quem já escolheu.
sticks-rules-table =
    ## Na mesa
    {"*"}*Minha mão** mostra suas nove cartas, um botão para cada; eles se ativam quando é sua vez de jogar.
    A mesa mostra o que está em jogo, as cartas de pontos viradas nesta rodada e as que ainda faltam, a vaza em andamento, os palitos e as pontuações de todos. Uma vaza terminada aparece uma vez, até a primeira carta da próxima.
    Com cronômetro, quem fica sem tempo tem um computador jogando no seu lugar; **Sair da mesa** passa seu lugar para um computador (desistência: em último).
