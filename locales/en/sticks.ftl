### Sticks (Bâtonnets): why a play is refused, the rule it cites, the label of a play, and one
### sentence per event of a game (the table's log, the terminal game). $self is "yes" when the
### player named is the reader (the terminal game says "you play", not "you plays").

## Refusals: $rule is the rule in words (sticks-rule-*).

sticks-error-game_over = The game is over: its last round has been played ({ $rule }).
sticks-error-unknown_player = { $player } is not seated at this table ({ $rule }).
sticks-error-not_your_turn = It is { $turn }'s turn, not yours ({ $rule }).
sticks-error-already_picked = You have already picked your card for this trick, and a pick is final ({ $rule }).
sticks-error-not_in_hand = You do not hold the card { $card } ({ $rule }).

## The rules a refusal cites.

sticks-rule-H1 = rule H1, 2 to 5 players
sticks-rule-H6 = rule H6, simultaneous picks
sticks-rule-R13 = rule R13, playing a card
sticks-rule-R18 = rule R18, the simultaneous variant
sticks-rule-R22 = rule R22, the end of the game
sticks-rule_unknown = rule { $rule }

## The label of a legal play (one button per card).

sticks-move-play = Play { $card }

## The log of a game.

sticks-event-round_start =
    Round { $round } of { $rounds }: { $dealer } deals, { $self ->
        [yes] you lead
       *[no] { $leader } leads
    }
sticks-event-stakes =
    { $removed ->
        [blue] { $value } red { $value ->
            [one] stick
           *[other] sticks
        } to the lowest card (blue removed)
        [red] { $value } blue { $value ->
            [one] stick
           *[other] sticks
        } to the highest card (red removed)
       *[none] { $value } blue to the highest card, { $value } red to the lowest
    }
sticks-event-reveal = Trick { $trick }: score { $cards } → { $stakes }
sticks-event-reveal_voided = Trick { $trick }: score { $cards }, the two zeros cancel out → { $stakes }
sticks-event-play =
    { $self ->
        [yes] you play
       *[no] { $who } plays
    } { $card }
sticks-event-picked =
    { $self ->
        [yes] you have picked your card
       *[no] { $who } has picked a card
    } ({ $n ->
        [0] all cards are in
        [one] { $n } player still to pick
       *[other] { $n } players still to pick
    })
sticks-event-trick = Trick { $trick }: { $cards }
sticks-event-takes =
    { $self ->
        [yes] you take
       *[no] { $who } takes
    } { $n } { $colour ->
        [blue] blue
       *[red] red
    } { $n ->
        [one] stick
       *[other] sticks
    }
sticks-event-takes_nothing =
    { $self ->
        [yes] you take
       *[no] { $who } takes
    } no { $colour ->
        [blue] blue
       *[red] red
    } (removed)
sticks-event-returns =
    { $self ->
        [yes] you return
       *[no] { $who } returns
    } { $n ->
        [one] { $n } pair
       *[other] { $n } pairs
    } to the reserve
sticks-event-leads =
    { $self ->
        [yes] You lead
       *[no] { $who } leads
    } the next trick
sticks-event-round_end = Round { $round } over. Scores (sticks held): { $scores }.
sticks-event-cancel =
    { $self ->
        [yes] You end
       *[no] { $who } ends
    } with no sticks: round { $round }'s { $score } { $score ->
        [one] point is
       *[other] points are
    } cancelled.
sticks-event-totals = Totals: { $totals }.
sticks-event-game_over =
    { $self ->
        [yes] you win
       *[no] { $names } wins
    } the game with { $total } { $total ->
        [one] point
       *[other] points
    }!
sticks-event-shared_victory = Shared victory: { $names }, { $total } { $total ->
        [one] point
       *[other] points
    } each!
