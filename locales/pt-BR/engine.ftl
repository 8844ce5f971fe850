### The rules engine: why an action is refused, the label of each legal move, the rule
### a refusal cites, and one sentence per event of a game (the table's log, the terminal game).

## Refusals: $rule is the rule in words (engine-rule-*).

engine-error-game_over = A partida acabou: a última rodada já foi jogada ({ $rule }).
engine-error-not_your_turn = É a vez de { $turn }, não a sua ({ $rule }).
engine-error-must_draw_first = Sua mão está incompleta: compre antes de qualquer outra coisa ({ $rule }).
engine-error-manual_only = Comprar por conta própria e gritar oubli só existem nas mesas com compra manual ({ $rule }).
engine-error-not_short = { $player } não tem nada para comprar: a mão está completa ou o monte está vazio ({ $rule }).
engine-error-oubli_self = Você não pode gritar oubli contra si mesmo: é só comprar ({ $rule }).
engine-error-oubli_not_callable = Não dá para gritar oubli contra { $target }: só contra um jogador cuja vez terminou sem completar a mão ({ $rule }).
engine-error-open_no_take = Você abre este lance: jogue uma carta ou um par, não pegue ({ $rule }).
engine-error-open_no_special = Abre-se com uma carta numerada ou um par, não com uma carta especial ({ $rule }).
engine-error-open_special_only = Você não tem carta numerada: abra com uma carta especial ({ $rule }).
engine-error-card_count = Jogue uma carta ou um par de duas cartas ({ $rule }).
engine-error-not_in_hand = Você não tem { $cards } na mão ({ $rule }).
engine-error-too_low = { $played } está abaixo do valor em jogo, { $value }: jogue pelo menos { $value } ou pegue o lance ({ $rule }).
engine-error-not_pair = { $cards } não é um par: um par são duas cartas do mesmo valor ({ $rule }).
engine-error-special_pair = Cartas especiais são jogadas sozinhas ({ $rule }).
engine-error-joker_value_missing = Diga qual valor o coringa representa ({ $rule }).
engine-error-joker_value_range = Um coringa vale de 2 a 12, não { $declared } ({ $rule }).
engine-error-joker_pair_value = Um coringa jogado com um { $card } forma um par de { $card }, então vale { $card } ({ $rule }).
engine-error-declared_without_joker = Só um coringa recebe um valor declarado ({ $rule }).
engine-error-unknown_player = { $player } não está sentado nesta mesa ({ $rule }).
engine-error-bad_action = Isso não é uma ação: { $detail }.

## The label of each legal move.

engine-move-play = Jogar { $cards }
engine-move-play_doubles = Jogar { $cards } — dobra para { $value }
engine-move-pair = { $a } + { $b } = { $total }
engine-move-pair_doubles = { $a } + { $b } = { $total } — dobra para { $value }
engine-move-joker_range = Coringa valendo { $low }–{ $high }
engine-move-jokers_range = Dois coringas como par de { $low }–{ $high }
engine-move-skip = Pular
engine-move-reverse = Inverter
engine-move-take = Pegar o lance ({ $n ->
        [1] { $n } carta
       *[other] { $n } cartas
    })
engine-move-draw = Comprar
engine-move-oubli = Oubli! { $target } esqueceu de comprar

## The rules an error cites.

engine-rule-R2 = regra R2, os jogadores
engine-rule-R5 = regra R5, abrir um lance
engine-rule-R6 = regra R6, a vez
engine-rule-R6a = regra R6a, uma carta
engine-rule-R6b = regra R6b, um par
engine-rule-R6c = regra R6c, cartas especiais
engine-rule-R6d = regra R6d, pegar o lance
engine-rule-R7 = regra R7, coringas
engine-rule-R8 = regra R8, a compra
engine-rule-R9 = regra R9, o oubli
engine-rule-R13 = regra R13, o número de rodadas
engine-rule-H1 = regra H1, abrir sem carta numerada
engine-rule-H2 = regra H2, compra manual
engine-rule_unknown = regra { $rule }

## The log of a game: one sentence per event. $who is the player who acts; $self is "yes"
## when that player is the reader (the terminal game says "you play", not "you plays"),
## and $target_self the same for the player an oubli is called on.

engine-narrate-play_opening =
    { $self ->
        [yes] você abre
       *[no] { $who } abre
    } com { $cards } → { $value }
engine-narrate-play_doubles =
    { $self ->
        [yes] você dobra
       *[no] { $who } dobra
    } { $previous } → { $value } com { $cards }
engine-narrate-play =
    { $self ->
        [yes] você joga
       *[no] { $who } joga
    } { $cards } → { $value }
engine-narrate-skip_opening =
    { $self ->
        [yes] você não tem carta numerada e passa
       *[no] { $who } não tem carta numerada e passa
    } a abertura adiante
engine-narrate-skip =
    { $self ->
        [yes] você pula a vez
       *[no] { $who } pula a vez
    }
engine-narrate-reverse =
    { $self ->
        [yes] você inverte
       *[no] { $who } inverte
    } o sentido { $arrow }
engine-narrate-take =
    { $self ->
        [yes] você pega
       *[no] { $who } pega
    } { $n ->
        [1] { $n } carta
       *[other] { $n } cartas
    } e abre o próximo lance
engine-narrate-oubli =
    { $self ->
        [yes] você grita
       *[no] { $who } grita
    } oubli! { $target_self ->
        [yes] você pega a carta oubli e compra
       *[no] { $target } pega a carta oubli e compra
    } { $count }
engine-narrate-pile_empty = O monte acabou
engine-narrate-draw =
    { $self ->
        [yes] você compra
       *[no] { $who } compra
    } { $count ->
        [1] 1 carta
       *[other] { $count } cartas
    } ({ $pile ->
        [0] o monte acabou
        [1] resta 1 carta no monte
       *[other] restam { $pile } cartas no monte
    })
engine-narrate-round_end =
    Fim da rodada { $round } ({ $self ->
        [yes] você jogou sua
       *[no] { $ender } jogou sua
    } última carta): { $points }
engine-narrate-round_start =
    Rodada { $round }: { $self ->
        [yes] você começa
       *[no] { $starter } começa
    }
engine-narrate-game_end =
    { $self ->
        [yes] você ganha
       *[no] { $names } ganha
    } a partida!
engine-narrate-shared_victory = Vitória compartilhada: { $names }
