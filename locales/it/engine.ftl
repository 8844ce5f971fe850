### The rules engine: why an action is refused, the label of each legal move, the rule
### a refusal cites, and one sentence per event of a game (the table's log, the terminal game).

## Refusals: $rule is the rule in words (engine-rule-*).

engine-error-game_over = La partita è finita: la sua ultima manche è stata giocata ({ $rule }).
engine-error-not_your_turn = Tocca a { $turn }, non a te ({ $rule }).
engine-error-must_draw_first = Ti mancano carte in mano: pesca prima di fare altro ({ $rule }).
engine-error-manual_only = Pescare da sé e chiamare l'oubli esistono solo ai tavoli con pesca manuale ({ $rule }).
engine-error-not_short = { $player } non ha niente da pescare: la mano è completa o il mazzo è vuoto ({ $rule }).
engine-error-oubli_self = Non puoi chiamare l'oubli a te stesso: pesca e basta ({ $rule }).
engine-error-oubli_not_callable = Non si può chiamare l'oubli a { $target }: solo a un giocatore che ha finito il turno senza completare la mano ({ $rule }).
engine-error-open_no_take = Apri tu quest'asta: gioca una carta o una coppia, non prenderla ({ $rule }).
engine-error-open_no_special = Si apre con una carta numerata o una coppia, non con una carta speciale ({ $rule }).
engine-error-open_special_only = Non hai carte numerate: apri con una carta speciale ({ $rule }).
engine-error-card_count = Gioca una carta o una coppia di due carte ({ $rule }).
engine-error-not_in_hand = Non hai { $cards } in mano ({ $rule }).
engine-error-too_low = { $played } è sotto il valore in gioco, { $value }: gioca almeno { $value } o prendi l'asta ({ $rule }).
engine-error-not_pair = { $cards } non è una coppia: una coppia sono due carte dello stesso valore ({ $rule }).
engine-error-special_pair = Le carte speciali si giocano da sole ({ $rule }).
engine-error-joker_value_missing = Di' quale valore vale il jolly ({ $rule }).
engine-error-joker_value_range = Un jolly vale da 2 a 12, non { $declared } ({ $rule }).
engine-error-joker_pair_value = Un jolly giocato con un { $card } forma una coppia di { $card }, quindi vale { $card } ({ $rule }).
engine-error-declared_without_joker = Solo un jolly prende un valore dichiarato ({ $rule }).
engine-error-unknown_player = { $player } non è seduto a questo tavolo ({ $rule }).
engine-error-bad_action = Questa non è un'azione: { $detail }.

## The label of each legal move.

engine-move-play = Gioca { $cards }
engine-move-play_doubles = Gioca { $cards } — raddoppia a { $value }
engine-move-pair = { $a } + { $b } = { $total }
engine-move-pair_doubles = { $a } + { $b } = { $total } — raddoppia a { $value }
engine-move-joker_range = Jolly come { $low }–{ $high }
engine-move-jokers_range = Due jolly come coppia di { $low }–{ $high }
engine-move-skip = Salta turno
engine-move-reverse = Cambio giro
engine-move-take = Prendi l'asta ({ $n ->
        [one] { $n } carta
       *[other] { $n } carte
    })
engine-move-draw = Pesca
engine-move-oubli = Oubli! { $target } non ha pescato

## The rules an error cites.

engine-rule-R2 = regola R2, i giocatori
engine-rule-R5 = regola R5, aprire un'asta
engine-rule-R6 = regola R6, il turno
engine-rule-R6a = regola R6a, una carta
engine-rule-R6b = regola R6b, una coppia
engine-rule-R6c = regola R6c, le carte speciali
engine-rule-R6d = regola R6d, prendere l'asta
engine-rule-R7 = regola R7, i jolly
engine-rule-R8 = regola R8, la pesca
engine-rule-R9 = regola R9, l'oubli
engine-rule-R13 = regola R13, il numero di manche
engine-rule-H1 = regola H1, aprire senza carta numerata
engine-rule-H2 = regola H2, pesca manuale
engine-rule_unknown = regola { $rule }

## The log of a game: one sentence per event. $who is the player who acts; $self is "yes"
## when that player is the reader (the terminal game says "you play", not "you plays"),
## and $target_self the same for the player an oubli is called on.

engine-narrate-play_opening =
    { $self ->
        [yes] apri
       *[no] { $who } apre
    } con { $cards } → { $value }
engine-narrate-play_doubles =
    { $self ->
        [yes] raddoppi
       *[no] { $who } raddoppia
    } { $previous } → { $value } con { $cards }
engine-narrate-play =
    { $self ->
        [yes] giochi
       *[no] { $who } gioca
    } { $cards } → { $value }
engine-narrate-skip_opening =
    { $self ->
        [yes] non hai carte numerate e passi
       *[no] { $who } non ha carte numerate e passa
    } l'apertura
engine-narrate-skip =
    { $self ->
        [yes] salti il turno
       *[no] { $who } salta il turno
    }
engine-narrate-reverse =
    { $self ->
        [yes] cambi
       *[no] { $who } cambia
    } il giro { $arrow }
engine-narrate-take =
    { $self ->
        [yes] prendi
       *[no] { $who } prende
    } { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    } e { $self ->
        [yes] apri
       *[no] apre
    } la prossima asta
engine-narrate-oubli =
    { $self ->
        [yes] chiami
       *[no] { $who } chiama
    } l'oubli! { $target_self ->
        [yes] prendi la carta oubli e peschi
       *[no] { $target } prende la carta oubli e pesca
    } { $count }
engine-narrate-pile_empty = Il mazzo è vuoto
engine-narrate-draw =
    { $self ->
        [yes] peschi
       *[no] { $who } pesca
    } { $count ->
        [one] 1 carta
       *[other] { $count } carte
    } ({ $pile ->
        [0] il mazzo è vuoto
        [one] resta 1 carta nel mazzo
       *[other] restano { $pile } carte nel mazzo
    })
engine-narrate-round_end =
    Manche { $round } finita ({ $self ->
        [yes] hai giocato la tua
       *[no] { $ender } ha giocato la sua
    } ultima carta): { $points }
engine-narrate-round_start =
    Manche { $round }: { $self ->
        [yes] inizi tu
       *[no] inizia { $starter }
    }
engine-narrate-game_end =
    { $self ->
        [yes] vinci
       *[no] { $names } vince
    } la partita!
engine-narrate-shared_victory = Vittoria condivisa: { $names }
