### Ten: why an action is refused, the rule a refusal cites, the label of each legal choice,
### and one sentence per event of a game (the table's log, the terminal game).

## Refusals: $rule is the rule in words (ten-rule-*).

ten-error-game_over = A partida acabou ({ $rule }).
ten-error-unknown_player = { $player } não está sentado nesta mesa ({ $rule }).
ten-error-not_your_turn = É a vez de { $player } { $step ->
        [play] pôr uma carta na mesa
        [open] abrir ou passar
        [offer] aumentar ou passar
        [protect] proteger a carta nova
        [reveal] virar a carta ou não
        [add] adicionar uma segunda carta
       *[first] escolher quem começa a próxima rodada
    } ({ $rule }).
ten-error-wrong_step = Agora é hora de { $step ->
        [play] pôr uma carta na mesa
        [open] abrir ou passar
        [offer] aumentar ou passar
        [protect] proteger a carta nova
        [reveal] virar a carta ou não
        [add] adicionar uma segunda carta
       *[first] escolher quem começa a próxima rodada
    }, não de { $kind ->
        [play] pôr uma carta
        [open] abrir
        [offer] fazer uma oferta
        [protect] proteger uma carta
        [reveal] virar uma carta
        [add] adicionar uma carta
       *[first] escolher o primeiro jogador
    } ({ $rule }).
ten-error-not_in_hand = Você não tem { $card } na mão ({ $rule }).
ten-error-chips_range = Ponha 0, 1 ou 2 fichas na sua carta, não { $chips } ({ $rule }).
ten-error-over_supply = { $chips } fichas é mais do que as suas { $supply } ({ $rule }).
ten-error-joker_value_missing = Um coringa que é virado para cima precisa de um valor, de 0 a 10 ({ $rule }).
ten-error-joker_value_range = Um coringa vale de 0 a 10, não { $value } ({ $rule }).
ten-error-as_not_here = Só um coringa que é virado para cima recebe um valor ({ $rule }).
ten-error-open_own = Você não pode abrir sobre a sua própria carta ({ $rule }).
ten-error-fee_not_one = Uma carta sem proteção custa exatamente 1 ficha, paga ao pote, não { $offer } ({ $rule }).
ten-error-opening_too_low = Essa carta está protegida: a oferta de abertura é de pelo menos { $minimum }, não { $offer } ({ $rule }).
ten-error-raise_too_low = Um aumento é de pelo menos { $minimum }, não { $offer } ({ $rule }).
ten-error-protect_range = Você pode adicionar de 0 a { $most } fichas (no máximo 2 numa carta, nunca menos), não { $chips } ({ $rule }).
ten-error-over_ten = { $card } faria { $total }: o total nunca pode passar de 10 (você tem { $value }) ({ $rule }).

## The rules a refusal cites.

ten-rule-R11 = regra R11, a primeira carta
ten-rule-R12 = regra R12, a abertura
ten-rule-R14 = regra R14, o leilão
ten-rule-R17 = regra R17, a proteção
ten-rule-R19 = regra R19, virar uma carta
ten-rule-R20 = regra R20, a segunda carta
ten-rule-R27 = regra R27, quem começa a próxima rodada
ten-rule-R28 = regra R28, o fim da partida
ten-rule-H2 = regra H2, os coringas
ten-rule-H4 = regra H4, os jogadores
ten-rule-H6 = regra H6, a ficha para o pote
ten-rule-H7 = regra H7, os aumentos
ten-rule-H9 = regra H9, a proteção depois de uma troca
ten-rule_unknown = regra { $rule }

## Cards as the log shows them.

ten-card-face_down = uma carta virada para baixo
ten-card-joker_as = J (valendo { $value })
ten-card-joker_down = J (virado para baixo: 10)

## The label of each legal choice.

ten-choice-play_up = Pôr { $card } para cima, { $chips ->
        [0] sem fichas
        [1] 1 ficha
       *[other] { $chips } fichas
    }
ten-choice-play_down = Pôr { $card } para baixo, { $chips ->
        [0] sem fichas
        [1] 1 ficha
       *[other] { $chips } fichas
    }
ten-choice-as_range = (coringa de { $low } a { $high })
ten-choice-pass = Passar
ten-choice-fee = Pegar a carta de { $target } por 1 ficha para o pote
ten-choice-opening = Abrir sobre a carta de { $target } ({ $low }–{ $high } fichas)
ten-choice-raise_min = Aumentar para { $amount }
ten-choice-raise = Aumentar ({ $low }–{ $high } fichas)
ten-choice-protect = { $chips ->
        [0] Não adicionar fichas
        [1] Adicionar 1 ficha
       *[other] Adicionar { $chips } fichas
    }
ten-choice-keep_down = Deixar virada para baixo
ten-choice-reveal = Virar seu { $card }
ten-choice-add_none = Sem segunda carta
ten-choice-add = Adicionar { $card }
ten-choice-first = { $self ->
        [yes] Você começa
       *[no] { $target } começa
    } a próxima rodada

## The log of a game: one sentence per event. $who is the player who acts; $self is "yes"
## when that player is the reader (the terminal game says "you play", not "you plays").

ten-event-round_start = Rodada { $round }: a carta da rodada é { $card } ({ $points } pontos de penalidade); { $self ->
        [yes] você começa
       *[no] { $first } começa
    }
ten-event-play_up = { $self ->
        [yes] você põe
       *[no] { $who } põe
    } { $card } virado para cima { $chips ->
        [0] sem fichas
        [1] com 1 ficha
       *[other] com { $chips } fichas
    }
ten-event-play_down = { $self ->
        [yes] você põe
       *[no] { $who } põe
    } uma carta virada para baixo { $chips ->
        [0] sem fichas
        [1] com 1 ficha
       *[other] com { $chips } fichas
    }
ten-event-secret_play = (só você vê isto) sua carta virada para baixo é { $card }
ten-event-secret_swap = (só você vê isto) a carta virada para baixo que você tem agora é { $card }
ten-event-secret_draw = (só você vê isto) você compra { $cards }
ten-event-open_pass = { $self ->
        [yes] você não abre
       *[no] { $who } não abre
    }
ten-event-fee = { $self ->
        [yes] você paga
       *[no] { $who } paga
    } 1 ficha ao pote (pote { $pot }) { $target_self ->
        [yes] pela sua carta
       *[no] pela carta de { $target }
    }
ten-event-open = { $self ->
        [yes] você abre
       *[no] { $who } abre
    } sobre { $target_self ->
        [yes] a sua carta
       *[no] a carta de { $target }
    } com { $offer }
ten-event-raise = { $self ->
        [yes] você aumenta
       *[no] { $who } aumenta
    } para { $offer }
ten-event-offer_pass = { $self ->
        [yes] você passa
       *[no] { $who } passa
    }
ten-event-cannot_raise = { $self ->
        [yes] você não pode aumentar
       *[no] { $who } não pode aumentar
    } ({ $chips ->
        [1] 1 ficha
       *[other] { $chips } fichas
    }, a oferta está em { $offer })
ten-event-auction_won = { $self ->
        [yes] você ganha
       *[no] { $who } ganha
    } o leilão: { $offer ->
        [1] 1 ficha
       *[other] { $offer } fichas
    } para { $owner_self ->
        [yes] você
       *[no] { $owner }
    }
ten-event-swap = { $self ->
        [yes] você troca
       *[no] { $who } troca
    } de carta com { $target_self ->
        [yes] você
       *[no] { $target }
    }: { $self ->
        [yes] você recebe
       *[no] { $who } recebe
    } { $gets }, { $target_self ->
        [yes] você recebe
       *[no] { $target } recebe
    } { $gives }
ten-event-protect = { $self ->
        [yes] você adiciona
       *[no] { $who } adiciona
    } { $chips ->
        [0] nenhuma ficha
        [1] 1 ficha
       *[other] { $chips } fichas
    } (proteção { $protection })
ten-event-pot = As fichas de proteção vão para o pote: +{ $chips }, pote { $pot }
ten-event-keep_down = { $self ->
        [yes] você deixa
       *[no] { $who } deixa
    } a carta virada para baixo
ten-event-reveal = { $self ->
        [yes] você vira
       *[no] { $who } vira
    } { $card }
ten-event-add = { $self ->
        [yes] você adiciona
       *[no] { $who } adiciona
    } { $card }: { $value }
ten-event-add_none = { $self ->
        [yes] você não adiciona
       *[no] { $who } não adiciona
    } nenhuma carta: { $value }
ten-event-result = Rodada { $round }: { $values }. { $winner_self ->
        [yes] você ganha
       *[no] { $winner } ganha
    } ({ $winner_by ->
        [value] maior valor
        [card] maior carta sozinha, H10
       *[order] antes na ordem da vez, R22
    }); { $loser_self ->
        [yes] você perde
       *[no] { $loser } perde
    } ({ $loser_by ->
        [value] menor valor
        [order] depois na ordem da vez, R23
       *[H11] quem ganha nunca perde, H11
    })
ten-event-penalty = { $self ->
        [yes] você leva
       *[no] { $who } leva
    } { $cards }: { $points } pontos de penalidade
ten-event-pot_won = { $self ->
        [yes] você ganha
       *[no] { $who } ganha
    } o pote: { $chips ->
        [1] 1 ficha
       *[other] { $chips } fichas
    }
ten-event-draw = { $self ->
        [yes] você compra
       *[no] { $who } compra
    } { $count } (monte { $pile })
ten-event-short = { $self ->
        [yes] você não consegue
       *[no] { $who } não consegue
    } voltar a 4 cartas ({ $hand }): a partida acaba
ten-event-first = { $self ->
        [yes] você escolhe
       *[no] { $who } escolhe
    } { $same ->
        [yes] { $self ->
            [yes] você mesmo
           *[no] a si mesmo
        }
       *[no] { $first_self ->
            [yes] você
           *[no] { $first }
        }
    } para começar a próxima rodada
ten-event-hands = As mãos vão para as pilhas de penalidade
ten-event-round_cards = { $self ->
        [yes] você também leva
       *[no] { $who } também leva
    } as cartas da rodada que sobraram, { $cards }: { $points } pontos de penalidade
ten-event-game_end = Fim de jogo. { $shared ->
        [yes] Vitória compartilhada: { $names }
       *[no] { $self ->
            [yes] você ganha
           *[no] { $names } ganha
        }
    } (pontuações, a menor é a melhor: { $scores })

## On Discord: the table message, the hand, the results, the rules pages. Cards come in code
## spans (`7`); $cards, $card are already written that way.

ten-table-round = Rodada { $round } de { $rounds }
ten-table-stakes = Carta da rodada { $card } ({ $points } pontos de penalidade) · pote 🪙 **{ $pot }**
ten-table-pot = Pote 🪙 **{ $pot }**
ten-table-phase = { $step ->
        [play] Fase 2: cada um põe uma carta na mesa
        [open] Fase 3: abrir sobre a carta de alguém, ou passar
        [offer] Fase 3: um leilão
        [protect] Fase 3: proteger uma carta nova
        [reveal] Fase 4: virar, adicionar uma segunda carta
        [add] Fase 4: virar, adicionar uma segunda carta
       *[first] Fase 5: quem ganhou escolhe quem começa a próxima rodada
    }
ten-table-first = { $first } começa esta rodada
ten-table-piles = monte { $pile } · cartas da rodada restantes { $left }
ten-table-auction = 🔨 Leilão: { $opener } abriu sobre a carta de { $owner } · maior oferta **{ $offer }** de { $high }
ten-table-last = Rodada anterior: { $winner } ganhou ({ $best }), { $loser } perdeu ({ $worst })
ten-table-seat = { $marker } { $name } · { $cards } · 🪙 { $chips } · { $hand ->
        [1] 1 carta
       *[other] { $hand } cartas
    } na mão · penalidade **{ $points }**{ $pile }{ $extra }
ten-table-no_card = nenhuma carta ainda
ten-table-joker_as = { $card } valendo { $value }
ten-table-protection = 🛡 { $chips }
ten-table-value = = **{ $value }**
ten-table-opened = {" "}· ✓ abriu ou passou

ten-hand-step = { $step ->
        [play] Sua vez: ponha uma carta na mesa, virada para cima ou para baixo, com 0 a 2 fichas em cima.
        [open] Sua vez: abra sobre a carta de alguém (uma vez por rodada), ou passe.
        [offer] Sua vez: aumente ou passe.
        [protect] Sua vez: adicione fichas na sua carta nova (no máximo 2 em cima), ou nenhuma.
        [reveal] Sua vez: vire sua carta (depois você pode adicionar uma segunda), ou deixe-a virada para baixo.
        [add] Sua vez: adicione uma segunda carta virada para cima (o total nunca passa de 10), ou nenhuma.
       *[first] Você ganhou a rodada: escolha quem começa a próxima.
    }
ten-hand-front = Na sua frente: { $cards }
ten-hand-own_down = { $card } virada para baixo (só você vê)
ten-hand-chips = 🪙 { $chips ->
        [1] 1 ficha
       *[other] { $chips } fichas
    } · carta da rodada { $card } · pote { $pot }
ten-hand-focus = Escolha a carta para pôr na mesa
ten-hand-focus_option = Pôr { $card }
ten-hand-pick_card = Primeiro escolha uma carta, depois como jogá-la.
ten-hand-playing = { $card }: para cima ou para baixo, e quantas fichas em cima?
ten-hand-as = { $card } valendo { $value }
ten-hand-amount = { $n ->
        [1] 1 ficha
       *[other] { $n } fichas
    }
ten-hand-other_amount = outra quantidade ({ $low }–{ $high })…

ten-timeout-play = pôs { $card } virado para cima
ten-timeout-pass = passou
ten-timeout-protect = não adicionou fichas
ten-timeout-keep_down = deixou a carta virada para baixo
ten-timeout-add_none = não adicionou segunda carta
ten-timeout-first = escolheu quem começa a próxima rodada

ten-results-line = { $pos }. { $name } — **{ $score }** = penalidade { $penalty } − 2 × { $chips ->
        [1] 1 ficha
       *[other] { $chips } fichas
    } · rodadas { $rounds }{ $end }
ten-results-end = {" "}· +{ $points } no fim ({ $what ->
        [hand] mão
       *[both] mão, cartas da rodada restantes
    })
ten-results-why = A menor pontuação ganha: pontos de penalidade − 2 × fichas guardadas (R30); pontuações iguais dividem a vitória (H14).
ten-results-early = O monte acabou na rodada { $round }: a partida terminou antes (R28), e o último perdedor também levou as cartas da rodada restantes (R29).

ten-rules-aim =
    ## Dez · o objetivo
    Chegue **o mais perto possível de 10**, com uma ou duas cartas na sua frente. Em cada rodada, o maior total ganha as fichas do pote; o **menor** leva todas as cartas da mesa, e a carta da rodada, como **pontos de penalidade**.
    Depois de dez rodadas (ou quando o monte acaba), sua pontuação é seus pontos de penalidade **menos 2 por ficha** que ainda tiver. **A menor pontuação ganha**; ela pode ser negativa.
    Cartas: `0` a `10` (cinco de cada, 1 ponto de penalidade cada), `P1` a `P8` (valem de 1 a 8, mas o número + 2 em pontos de penalidade), coringas `J` (valem de 0 a 10, você diz quanto quando ele é virado; virado para baixo no fim vale 10; 10 pontos de penalidade). Todo mundo começa com 4 cartas (um coringa) e 7 fichas.
ten-rules-round =
    ## Uma rodada
    1. A carta da rodada é virada: quanto custa perder esta rodada.
    2. Na vez de cada um, todos põem **uma carta** na mesa, **virada para cima ou para baixo**, com 0, 1 ou 2 fichas em cima como proteção.
    3. Na vez de cada um, todos podem **abrir uma vez** sobre a carta de outro, ou passar (veja a próxima página).
    4. Todas as fichas de proteção vão para o pote. Na vez de cada um: uma carta virada para baixo pode ser virada (ou ficar para baixo, e sua vez acaba ali); com uma carta virada para cima, você pode **adicionar uma segunda carta** virada para cima. O total nunca pode passar de 10.
    5. Todas as cartas são viradas. O maior total ganha o pote (empate: a maior carta sozinha, depois quem vem antes na ordem da vez); o menor leva as cartas (empate: quem vem depois na ordem da vez; quem ganha nunca perde). Todos compram até voltar a 4, e quem ganhou escolhe quem começa a próxima rodada.
ten-rules-auction =
    ## A abertura e o leilão
    {"*"}*Uma carta sem proteção** custa exatamente 1 ficha, paga ao pote: você troca sua carta por ela na hora.
    {"*"}*Uma carta protegida** vai a leilão: você abre com pelo menos a proteção dela. Depois os outros são chamados em ordem, a partir da sua esquerda, para aumentar (pelo menos 1, até as fichas que tiverem) ou passar; passar não é definitivo. Quando a vez volta a quem fez a maior oferta, essa pessoa paga a oferta **ao dono da carta** e troca de carta com ele.
    Uma carta trocada continua como está: uma carta virada para baixo continua para baixo, e o novo dono pode olhá-la. As fichas de proteção ficam com seu jogador, na carta que ele tem agora; depois de uma troca, primeiro o comprador e depois o antigo dono podem adicionar fichas na carta nova (no máximo 2 em cima).
ten-rules-scoring =
    ## Pontuação
    Quem perde uma rodada põe todas as cartas da mesa e a carta da rodada na sua pilha de penalidade: uma carta normal vale 1 ponto, uma carta de penalidade o número + 2, um coringa 10, uma carta da rodada o número dela.
    No fim, a mão de cada um vai para a sua pilha de penalidade; se o monte acabou, o último perdedor também leva as cartas da rodada restantes.
    {"*"}*Pontuação = pontos de penalidade − 2 × fichas.** A menor pontuação ganha; pontuações iguais dividem a vitória.
ten-rules-table =
    ## Na mesa
    A mesa mostra a carta da rodada, o pote, o leilão em andamento e cada lugar: a carta na frente do jogador (🂠 enquanto está virada para baixo), as fichas que a protegem (🛡), as fichas dele, quantas cartas tem na mão e a pilha de penalidade.
    {"*"}*Minha mão** mostra suas cartas e a carta na sua frente, mesmo virada para baixo. Para pôr uma carta, escolha primeiro a carta, depois como jogá-la; o valor de um coringa e uma oferta são escolhidos num menu.
    Com cronômetro, quem fica sem tempo tem o computador passando no seu lugar (ou fazendo a escolha mais barata); **Sair da mesa** passa seu lugar para um computador (desistência: em último).
