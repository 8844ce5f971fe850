### Dobble's rules engine: why a claim or a pick is refused, the rule a refusal cites, the
### mini-games' names, and one sentence per event of a match (the table's log, the terminal).

## Refusals: $rule is the rule in words (dobble-rule-*).

dobble-error-unknown_player = { $player } não está sentado nesta mesa ({ $rule }).
dobble-error-not_started = Nenhum minijogo começou ainda ({ $rule }).
dobble-error-unknown_symbol = Não existe o símbolo { $symbol } ({ $rule }).
dobble-error-unknown_mode = Não existe minijogo chamado { $mode } ({ $rule }).
dobble-error-no_duel = Não há duelo agora: ninguém está empatado ({ $rule }).
dobble-error-out_of_order = A resposta de { $player } aos { $t } ms vem antes da última aceita, aos { $last } ms: as respostas valem por ordem de tempo, depois de lugar ({ $rule }).
dobble-error-v_above = Esta resposta viu { $v } respostas aceitas, mas só { $count } foram aceitas ({ $rule }).
dobble-error-match_over = A partida acabou ({ $rule }).
dobble-error-awaiting_pick = O próximo minijogo não começou: { $player } escolhe antes ({ $rule }).
dobble-error-stage_ended = Este minijogo (ou o duelo dele) já acabou ({ $rule }).
dobble-error-not_duellist = { $player } não está no duelo: só os empatados jogam ({ $rule }).
dobble-error-no_target_here = Uma resposta de { $mode } não aponta para ninguém ({ $rule }).
dobble-error-target_kind = Este alvo não serve para uma resposta de { $mode }: diga um jogador (batata, presente, duelo) ou uma posição (pegue todas) ({ $rule }).
dobble-error-target_range = Não existe o alvo { $target } ({ $rule }).
dobble-error-unfinished = O minijogo { $number } ainda não acabou (duelo incluído): o próximo não pode começar ({ $rule }).
dobble-error-beyond_length = A partida tem { $length ->
        [1] { $length } minijogo
       *[other] { $length } minijogos
    }: nenhum outro pode começar ({ $rule }).
dobble-error-tournament_tower = Um torneio começa com a torre infernal, não com { $mode } ({ $rule }).
dobble-error-no_pick = Ninguém está escolhendo minijogo agora ({ $rule }).
dobble-error-not_picker = { $player } perdeu o último minijogo e escolhe o próximo ({ $rule }).
dobble-error-duel_without_tie = Este minijogo não terminou empatado na vitória: não há duelo para jogar ({ $rule }).

## The rules a refusal cites.

dobble-rule-R2 = regra R2, os minijogos
dobble-rule-R3 = regra R3, as respostas
dobble-rule-R4 = regra R4, a largada
dobble-rule-R5 = regra R5, os empates
dobble-rule-R6 = regra R6, a partida
dobble-rule-R7 = regra R7, os pontos de torneio
dobble-rule-H2 = regra H2, os jogadores
dobble-rule-H3 = regra H3, a duração da partida
dobble-rule-H5 = regra H5, respostas ao mesmo tempo
dobble-rule-H6 = regra H6, os duelos
dobble-rule-H12 = regra H12, a contagem
dobble-rule-H14 = regra H14, os alvos
dobble-rule_unknown = regra { $rule }

## The mini-games.

dobble-mode-tower = a torre infernal
dobble-mode-well = o poço
dobble-mode-potato = a batata quente
dobble-mode-catch = pegue todas
dobble-mode-poison = o presente envenenado

## Os símbolos pelo nome (o registro: “ana diz 🔥 fogo”).

dobble-symbol-anchor = âncora
dobble-symbol-apple = maçã
dobble-symbol-balloon = balão
dobble-symbol-banana = banana
dobble-symbol-bell = sino
dobble-symbol-bird = passarinho
dobble-symbol-bomb = bomba
dobble-symbol-book = livro
dobble-symbol-bottle = mamadeira
dobble-symbol-bulb = lâmpada
dobble-symbol-cactus = cacto
dobble-symbol-car = carro
dobble-symbol-carrot = cenoura
dobble-symbol-cat = gato
dobble-symbol-cheese = queijo
dobble-symbol-cherry = cereja
dobble-symbol-clock = despertador
dobble-symbol-clover = trevo
dobble-symbol-clown = palhaço
dobble-symbol-crown = coroa
dobble-symbol-daisy = margarida
dobble-symbol-diamond = diamante
dobble-symbol-dinosaur = dinossauro
dobble-symbol-dog = cachorro
dobble-symbol-dolphin = golfinho
dobble-symbol-dragon = dragão
dobble-symbol-drop = gota
dobble-symbol-exclamation = exclamação
dobble-symbol-fire = fogo
dobble-symbol-frog = sapo
dobble-symbol-ghost = fantasma
dobble-symbol-gift = presente
dobble-symbol-guitar = violão
dobble-symbol-hammer = martelo
dobble-symbol-horse = cavalo
dobble-symbol-ice = gelo
dobble-symbol-key = chave
dobble-symbol-ladybug = joaninha
dobble-symbol-leaf = folha
dobble-symbol-lightning = raio
dobble-symbol-lips = lábios
dobble-symbol-lock = cadeado
dobble-symbol-moon = lua
dobble-symbol-octopus = polvo
dobble-symbol-penguin = pinguim
dobble-symbol-pizza = pizza
dobble-symbol-question = interrogação
dobble-symbol-rainbow = arco-íris
dobble-symbol-rocket = foguete
dobble-symbol-skull = caveira
dobble-symbol-snail = caracol
dobble-symbol-snowman = boneco de neve
dobble-symbol-sun = sol
dobble-symbol-target = alvo
dobble-symbol-tree = árvore
dobble-symbol-turtle = tartaruga
dobble-symbol-zebra = zebra

## Events. $self is "yes" when the reader is the player named (the terminal game says "you").

dobble-event-ok_tower = { $self ->
        [yes] você diz
       *[no] { $who } diz
    } { $symbol } e pega a carta do monte (total: { $count })
dobble-event-ok_well = { $self ->
        [yes] você diz
       *[no] { $who } diz
    } { $symbol } e coloca uma carta no centro (restam { $left })
dobble-event-ok_potato = { $self ->
        [yes] você diz
       *[no] { $who } diz
    } { $symbol } e passa { $cards ->
        [1] { $cards } carta
       *[other] { $cards } cartas
    } para { $target }
dobble-event-ok_catch = { $self ->
        [yes] você diz
       *[no] { $who } diz
    } { $symbol } e pega a carta da posição { $slot }
dobble-event-ok_poison = { $self ->
        [yes] você diz
       *[no] { $who } diz
    } { $symbol }: { $target_self ->
        [yes] você recebe
       *[no] { $target } recebe
    } a carta do monte
dobble-event-ok_duel = { $self ->
        [yes] você diz
       *[no] { $who } diz
    } { $symbol } primeiro
dobble-event-wrong = { $self ->
        [yes] você diz
       *[no] { $who } diz
    } { $symbol }: errou! Bloqueado até { $until } s
dobble-event-stale = { $self ->
        [yes] você diz
       *[no] { $who } diz
    } { $symbol } tarde demais: alguém foi mais rápido
dobble-event-locked = { $self ->
        [yes] você ainda está
       *[no] { $who } ainda está
    } bloqueado (até { $until } s)
dobble-event-out = { $self ->
        [yes] você ficou
       *[no] { $who } ficou
    } sem cartas ({ $place ->
        [1] saiu em primeiro
       *[other] saiu em { $place }º lugar
    })
dobble-event-potato_round_end = { $self ->
        [yes] você ficou
       *[no] { $loser } ficou
    } com a batata: rodada { $round } perdida, { $cards ->
        [1] { $cards } carta guardada
       *[other] { $cards } cartas guardadas
    }
dobble-event-potato_deal = Batata quente, rodada { $round }: uma carta nova para cada um
dobble-event-catch_round = Pegue todas, rodada { $round }: { $slots ->
        [1] { $slots } carta
       *[other] { $slots } cartas
    } em volta do centro
dobble-event-minigame_start = Minijogo { $number } de { $length }: { $mode }. Já!
dobble-event-minigame_end = Fim de { $mode }: { $winner_self ->
        [yes] você ganha
       *[no] { $winner } ganha
    }, { $loser_self ->
        [yes] você perde
       *[no] { $loser } perde
    }
dobble-event-duel_start = Empate na vitória entre { $names }: duelo! Já!
dobble-event-duel_end = { $self ->
        [yes] você ganha
       *[no] { $winner } ganha
    } o duelo
dobble-event-pick_wait = { $self ->
        [yes] você perdeu: escolha
       *[no] { $player } perdeu e escolhe
    } o próximo minijogo
dobble-event-pick = { $self ->
        [yes] você escolhe
       *[no] { $player } escolhe
    } { $mode }
dobble-event-match_over = { $self ->
        [yes] você ganha
       *[no] { $names } ganha
    } a partida!
dobble-event-match_shared = A partida terminou empatada: { $names }!

## On Discord: /dobro new's options, the board, the panel, the results, the rules pages.

cmd-new-scoring = pontuacao
cmd-new-scoring-description = Dobble: mais minijogos ganhos, ou pontos de torneio (quem perde escolhe o próximo)
cmd-new-minigames = minijogos
cmd-new-minigames-description = Dobble: quantos minijogos a partida tem
cmd-new-modes = modos
cmd-new-modes-description = Dobble: quais minijogos (pontuação por vitórias): sorteados, um de cada vez, ou um só
dobble-choice-wins = mais vitórias
dobble-choice-tournament = pontos de torneio
dobble-choice-length-1 = 1 minijogo
dobble-choice-length-2 = 2 minijogos
dobble-choice-length-3 = 3 minijogos
dobble-choice-length-5 = 5 minijogos
dobble-choice-length-7 = 7 minijogos
dobble-choice-length-10 = 10 minijogos
dobble-choice-random = sorteados
dobble-choice-each = cada minijogo na sua vez
dobble-options-length = { $n ->
        [1] { $n } minijogo
       *[other] { $n } minijogos
    }

dobble-table-starting = a partida vai começar
dobble-table-minigame = Minijogo { $number } de { $length }: { $mode }
dobble-table-duel = Duelo para desempatar o minijogo { $number }: { $mode }
dobble-table-countdown = ⏳ Preparem-se: **Já!** { $when }
dobble-table-go = Já!
dobble-table-pile = ⬆ Monte
dobble-table-centre = Centro
dobble-table-board_alt = As cartas em jogo, viradas para cima
dobble-table-board_card = { $label }: { $symbols }.
dobble-table-picking = 🎯 { $player } perdeu e escolhe o próximo minijogo.
dobble-table-seat = { $marker } { $name } · { $count ->
        [1] { $count } carta
       *[other] { $count } cartas
    } · { $scoring ->
        [tournament] { $score } pts
       *[wins] { $score ->
            [1] { $score } vitória
           *[other] { $score } vitórias
        }
    }{ $extra }
dobble-table-locked = {" "}· 🔒 bloqueado
dobble-credit = Arte das cartas: OpenMoji (openmoji.org), CC BY-SA 4.0, redimensionada e girada.
dobble-howto-tower = Ache o símbolo que sua carta (sob o seu nome) tem em comum com a do topo do monte (primeira carta), com os botões: você pega a carta do monte. Quem tiver mais cartas ganha.
dobble-howto-well = Ache o símbolo que sua carta tem em comum com o centro (primeira carta), com os botões: sua carta vai para o centro. Quem ficar sem cartas primeiro ganha.
dobble-howto-potato = Ache o símbolo que sua carta tem em comum com a de outro jogador, com seus próprios botões (**Minha mão**): sua pilha inteira vai para a dele. O último que ainda tiver cartas perde a rodada.
dobble-howto-catch = Ache um símbolo que o centro (primeira carta) tem em comum com uma carta numerada, com os botões: você pega essa carta. Quem pegar mais cartas ganha.
dobble-howto-poison = Ache o símbolo que a carta do topo do monte (primeira carta) tem em comum com a de outro jogador, com os botões: a carta do monte vai para cima da dele. Quem receber menos cartas ganha.
dobble-howto-duel = Empate na vitória: ache o símbolo que sua carta de duelo tem em comum com a de outro duelista, com seus próprios botões (**Minha mão**). A primeira resposta certa ganha.

dobble-panel-title = Suas cartas
dobble-panel-pick = Você perdeu este minijogo: escolha o próximo.
dobble-panel-card = Sua carta: { $symbols }
dobble-panel-locked = 🔒 Bloqueado até { $until } s depois do Já.
dobble-panel-own = Responda com os símbolos da sua carta, aqui embaixo.
dobble-panel-board = Responda com os botões da mensagem da mesa.
dobble-panel-wait = Nada para responder agora.
dobble-timeout = escolheu o próximo minijogo
dobble-results-minigame = { $number }. { $mode }: 🏆 { $winner }
dobble-results-line = { $pos }. { $name } — { $scoring ->
        [tournament] **{ $total }** pts
       *[wins] **{ $total }** { $total ->
            [1] vitória
           *[other] vitórias
        }
    }

dobble-rules-aim =
    ## Dobble · o objetivo
    55 cartas de 8 símbolos; **duas cartas quaisquer têm exatamente um símbolo em comum**. Todo mundo joga ao mesmo tempo: seja o primeiro a achar o símbolo em comum entre duas cartas dadas, e clique nele.
    Uma partida tem vários minijogos curtos. Quem ganhar mais minijogos ganha a partida (ou, na pontuação de torneio, quem fizer mais pontos).
dobble-rules-claims =
    ## As respostas
    Cada minijogo começa com **Já!**. Sua resposta vale a partir do momento em que o Discord recebe seu clique, em milissegundos desde a largada: ganha o olho mais rápido, não a conexão mais rápida.
    {"*"}*Tarde demais**: alguém foi mais rápido nas mesmas cartas. **Errou**: esse símbolo não está nas duas cartas: você fica bloqueado por 3 segundos. Um empate na vitória termina em duelo.
dobble-rules-tower_well =
    ## A torre e o poço
    {"*"}*A torre infernal**: sua carta contra a do topo do monte; diga o símbolo em comum e você pega essa carta (ela vira sua carta). Quem tiver mais cartas ganha.
    {"*"}*O poço**: todas as cartas são distribuídas; a carta de cima da sua pilha contra o centro; diga o símbolo em comum e sua carta vai para o centro. Quem acabar primeiro ganha.
dobble-rules-potato_catch_poison =
    ## A batata quente, pegue todas, o presente envenenado
    {"*"}*A batata quente**: sua carta contra a de outro jogador: sua pilha vai para a dele. O último com cartas perde a rodada. Quem guardar menos cartas ganha.
    {"*"}*Pegue todas**: o centro contra uma carta numerada: pegue-a. Quem pegar mais cartas ganha.
    {"*"}*O presente envenenado**: a carta do topo do monte contra a de outro jogador: ela vai para cima da dele. Quem receber menos cartas ganha.
dobble-rules-match =
    ## A partida
    O anfitrião escolhe a pontuação, quantos minijogos e quais (ou sorteados). Na pontuação de torneio, quem perde cada minijogo escolhe o próximo.
    Os computadores têm tempo de reação: tranquilo (uns 4 s), normal (uns 2,6 s), rápido (uns 1,6 s); nenhum é mais rápido que 0,9 s.
    Arte das cartas: OpenMoji (openmoji.org), CC BY-SA 4.0, redimensionada e girada.
