### The rules engine: why an action is refused, the label of each legal move, the rule
### a refusal cites, and one sentence per event of a game (the table's log, the terminal game).

## Refusals: $rule is the rule in words (engine-rule-*).

engine-error-game_over = The game is over: its last round has been played ({ $rule }).
engine-error-not_your_turn = It is { $turn }'s turn, not yours ({ $rule }).
engine-error-must_draw_first = Your hand is short: draw before doing anything else ({ $rule }).
engine-error-manual_only = Drawing and oubli calls exist only at tables with manual drawing ({ $rule }).
engine-error-not_short = { $player } has nothing to draw: the hand is full or the draw pile is empty ({ $rule }).
engine-error-oubli_self = You cannot call an oubli on yourself: just draw ({ $rule }).
engine-error-oubli_not_callable = { $target } cannot be called out: only a player whose turn has ended without refilling their hand can ({ $rule }).
engine-error-open_no_take = You open this bid: you must play a card or a pair, not take ({ $rule }).
engine-error-open_no_special = An opening is a numbered card or a pair, not a special card ({ $rule }).
engine-error-open_special_only = You hold no numbered card: open with one special card ({ $rule }).
engine-error-card_count = Play one card or a pair of two cards ({ $rule }).
engine-error-not_in_hand = You do not hold { $cards } ({ $rule }).
engine-error-too_low = { $played } is below the value in play, { $value }: play at least { $value } or take ({ $rule }).
engine-error-not_pair = { $cards } is not a pair: a pair is two cards of the same value ({ $rule }).
engine-error-special_pair = Special cards are played alone ({ $rule }).
engine-error-joker_value_missing = Say which value the joker stands for ({ $rule }).
engine-error-joker_value_range = A joker stands for a value from 2 to 12, not { $declared } ({ $rule }).
engine-error-joker_pair_value = A joker played with a { $card } makes a pair of { $card }s, so it is worth { $card } ({ $rule }).
engine-error-declared_without_joker = Only a joker takes a declared value ({ $rule }).
engine-error-unknown_player = { $player } is not seated at this table ({ $rule }).
engine-error-bad_action = That is not an action: { $detail }.

## The label of each legal move.

engine-move-play = Play { $cards }
engine-move-play_doubles = Play { $cards } — doubles to { $value }
engine-move-pair = { $a } + { $b } = { $total }
engine-move-pair_doubles = { $a } + { $b } = { $total } — doubles to { $value }
engine-move-joker_range = Joker as { $low }–{ $high }
engine-move-jokers_range = Two jokers as a pair of { $low }–{ $high }
engine-move-skip = Skip
engine-move-reverse = Reverse
engine-move-take = Take the bid ({ $n ->
        [one] { $n } card
       *[other] { $n } cards
    })
engine-move-draw = Draw
engine-move-oubli = Oubli! { $target } forgot to draw

## The rules an error cites.

engine-rule-R2 = rule R2, the players
engine-rule-R5 = rule R5, opening a bid
engine-rule-R6 = rule R6, a turn
engine-rule-R6a = rule R6a, one card
engine-rule-R6b = rule R6b, a pair
engine-rule-R6c = rule R6c, special cards
engine-rule-R6d = rule R6d, taking
engine-rule-R7 = rule R7, jokers
engine-rule-R8 = rule R8, drawing
engine-rule-R9 = rule R9, oubli
engine-rule-R13 = rule R13, the number of rounds
engine-rule-H1 = rule H1, opening without a numbered card
engine-rule-H2 = rule H2, manual drawing
engine-rule_unknown = rule { $rule }

## The log of a game: one sentence per event. $who is the player who acts; $self is "yes"
## when that player is the reader (the terminal game says "you play", not "you plays"),
## and $target_self the same for the player an oubli is called on.

engine-narrate-play_opening =
    { $self ->
        [yes] you open
       *[no] { $who } opens
    } with { $cards } → { $value }
engine-narrate-play_doubles =
    { $self ->
        [yes] you double
       *[no] { $who } doubles
    } { $previous } → { $value } with { $cards }
engine-narrate-play =
    { $self ->
        [yes] you play
       *[no] { $who } plays
    } { $cards } → { $value }
engine-narrate-skip_opening =
    { $self ->
        [yes] you have no numbered card and pass
       *[no] { $who } has no numbered card and passes
    } the opening on
engine-narrate-skip =
    { $self ->
        [yes] you skip
       *[no] { $who } skips
    }
engine-narrate-reverse =
    { $self ->
        [yes] you reverse
       *[no] { $who } reverses
    } the direction { $arrow }
engine-narrate-take =
    { $self ->
        [yes] you take
       *[no] { $who } takes
    } { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } and { $self ->
        [yes] open
       *[no] opens
    } the next bid
engine-narrate-oubli =
    { $self ->
        [yes] you call
       *[no] { $who } calls
    } oubli! { $target_self ->
        [yes] you take the oubli card and draw
       *[no] { $target } takes the oubli card and draws
    } { $count }
engine-narrate-pile_empty = The draw pile is empty
# A manual draw (H2), told in the terminal game ($count cards drawn, $pile left to draw).
engine-narrate-draw =
    { $self ->
        [yes] you draw
       *[no] { $who } draws
    } { $count ->
        [one] 1 card
       *[other] { $count } cards
    } ({ $pile ->
        [0] the draw pile is empty
        [one] 1 card left to draw
       *[other] { $pile } cards left to draw
    })
engine-narrate-round_end =
    Round { $round } over ({ $self ->
        [yes] you played your
       *[no] { $ender } played their
    } last card): { $points }
engine-narrate-round_start =
    Round { $round }: { $self ->
        [yes] you start
       *[no] { $starter } starts
    }
engine-narrate-game_end =
    { $self ->
        [yes] you win
       *[no] { $names } wins
    } the game!
engine-narrate-shared_victory = Shared victory: { $names }
