### Ten: why an action is refused, the rule a refusal cites, the label of each legal choice,
### and one sentence per event of a game (the table's log, the terminal game).

## Refusals: $rule is the rule in words (ten-rule-*).

ten-error-game_over = The game is over ({ $rule }).
ten-error-unknown_player = { $player } is not seated at this table ({ $rule }).
ten-error-not_your_turn = It is { $player }'s turn to { $step ->
        [play] put a card on the table
        [open] open or pass
        [offer] raise or pass
        [protect] protect their new card
        [reveal] turn their card up or not
        [add] add a second card
       *[first] name the next first player
    } ({ $rule }).
ten-error-wrong_step = Now is the time to { $step ->
        [play] put a card on the table
        [open] open or pass
        [offer] raise or pass
        [protect] protect the new card
        [reveal] turn the card up or not
        [add] add a second card
       *[first] name the next first player
    }, not to { $kind ->
        [play] put a card down
        [open] open
        [offer] make an offer
        [protect] protect a card
        [reveal] turn a card up
        [add] add a card
       *[first] name the first player
    } ({ $rule }).
ten-error-not_in_hand = You do not hold { $card } ({ $rule }).
ten-error-chips_range = Put 0, 1 or 2 chips on your card, not { $chips } ({ $rule }).
ten-error-over_supply = { $chips } chips is more than your { $supply } ({ $rule }).
ten-error-joker_value_missing = A joker turning face up needs its value, 0 to 10 ({ $rule }).
ten-error-joker_value_range = A joker stands for 0 to 10, not { $value } ({ $rule }).
ten-error-as_not_here = Only a joker turning face up takes a value ({ $rule }).
ten-error-open_own = You cannot open on your own card ({ $rule }).
ten-error-fee_not_one = An unprotected card costs exactly 1 chip, paid to the pot, not { $offer } ({ $rule }).
ten-error-opening_too_low = That card is protected: the opening offer is at least { $minimum }, not { $offer } ({ $rule }).
ten-error-raise_too_low = A raise is at least { $minimum }, not { $offer } ({ $rule }).
ten-error-protect_range = You may add 0 to { $most } chips (2 at most on a card, never fewer), not { $chips } ({ $rule }).
ten-error-over_ten = { $card } would make { $total }: the total may never be over 10 (you have { $value }) ({ $rule }).

## The rules a refusal cites.

ten-rule-R11 = rule R11, the first card
ten-rule-R12 = rule R12, opening
ten-rule-R14 = rule R14, the auction
ten-rule-R17 = rule R17, protection
ten-rule-R19 = rule R19, turning a card up
ten-rule-R20 = rule R20, the second card
ten-rule-R27 = rule R27, the next first player
ten-rule-R28 = rule R28, the end of the game
ten-rule-H2 = rule H2, jokers
ten-rule-H4 = rule H4, the players
ten-rule-H6 = rule H6, the fee
ten-rule-H7 = rule H7, raising
ten-rule-H9 = rule H9, protect steps
ten-rule_unknown = rule { $rule }

## Cards as the log shows them.

ten-card-face_down = a face-down card
ten-card-joker_as = J (as { $value })
ten-card-joker_down = J (face down: 10)

## The label of each legal choice.

ten-choice-play_up = Play { $card } face up, { $chips ->
        [0] no chip
        [one] 1 chip
       *[other] { $chips } chips
    }
ten-choice-play_down = Play { $card } face down, { $chips ->
        [0] no chip
        [one] 1 chip
       *[other] { $chips } chips
    }
ten-choice-as_range = (joker as { $low }–{ $high })
ten-choice-pass = Pass
ten-choice-fee = Take { $target }'s card for 1 chip to the pot
ten-choice-opening = Open on { $target }'s card ({ $low }–{ $high } chips)
ten-choice-raise_min = Raise to { $amount }
ten-choice-raise = Raise ({ $low }–{ $high } chips)
ten-choice-protect = { $chips ->
        [0] Add no chip
        [one] Add 1 chip
       *[other] Add { $chips } chips
    }
ten-choice-keep_down = Keep it face down
ten-choice-reveal = Turn up your { $card }
ten-choice-add_none = No second card
ten-choice-add = Add { $card }
ten-choice-first = { $target } starts the next round

## The log of a game: one sentence per event. $who is the player who acts; $self is "yes"
## when that player is the reader (the terminal game says "you play", not "you plays").

ten-event-round_start = Round { $round }: the round card is { $card } ({ $points } penalty points); { $self ->
        [yes] you start
       *[no] { $first } starts
    }
ten-event-play_up = { $self ->
        [yes] you play
       *[no] { $who } plays
    } { $card } face up with { $chips ->
        [0] no chip
        [one] 1 chip
       *[other] { $chips } chips
    }
ten-event-play_down = { $self ->
        [yes] you play
       *[no] { $who } plays
    } a card face down with { $chips ->
        [0] no chip
        [one] 1 chip
       *[other] { $chips } chips
    }
ten-event-secret_play = (only you see this) your face-down card is { $card }
ten-event-secret_swap = (only you see this) the face-down card you now hold is { $card }
ten-event-secret_draw = (only you see this) you draw { $cards }
ten-event-open_pass = { $self ->
        [yes] you do not open
       *[no] { $who } does not open
    }
ten-event-fee = { $self ->
        [yes] you pay
       *[no] { $who } pays
    } 1 chip to the pot (pot { $pot }) for { $target }'s card
ten-event-open = { $self ->
        [yes] you open
       *[no] { $who } opens
    } on { $target }'s card with { $offer }
ten-event-raise = { $self ->
        [yes] you raise
       *[no] { $who } raises
    } to { $offer }
ten-event-offer_pass = { $self ->
        [yes] you pass
       *[no] { $who } passes
    }
ten-event-cannot_raise = { $self ->
        [yes] you cannot raise
       *[no] { $who } cannot raise
    } ({ $chips ->
        [one] 1 chip
       *[other] { $chips } chips
    }, the offer is { $offer })
ten-event-auction_won = { $self ->
        [yes] you win
       *[no] { $who } wins
    } the auction: { $offer ->
        [one] 1 chip
       *[other] { $offer } chips
    } to { $owner }
ten-event-swap = { $self ->
        [yes] you swap
       *[no] { $who } swaps
    } cards with { $target }: { $self ->
        [yes] you get
       *[no] { $who } gets
    } { $gets }, { $target } gets { $gives }
ten-event-protect = { $self ->
        [yes] you add
       *[no] { $who } adds
    } { $chips ->
        [0] no chip
        [one] 1 chip
       *[other] { $chips } chips
    } (protection { $protection })
ten-event-pot = The protection chips go to the pot: +{ $chips }, pot { $pot }
ten-event-keep_down = { $self ->
        [yes] you keep
       *[no] { $who } keeps
    } the card face down
ten-event-reveal = { $self ->
        [yes] you turn
       *[no] { $who } turns
    } up { $card }
ten-event-add = { $self ->
        [yes] you add
       *[no] { $who } adds
    } { $card }: { $value }
ten-event-add_none = { $self ->
        [yes] you add
       *[no] { $who } adds
    } no card: { $value }
ten-event-result = Round { $round }: { $values }. { $winner_self ->
        [yes] you win
       *[no] { $winner } wins
    } ({ $winner_by ->
        [value] highest value
        [card] highest single card, H10
       *[order] earlier in turn order, R22
    }); { $loser_self ->
        [yes] you lose
       *[no] { $loser } loses
    } ({ $loser_by ->
        [value] lowest value
        [order] later in turn order, R23
       *[H11] the winner never loses, H11
    })
ten-event-penalty = { $self ->
        [yes] you take
       *[no] { $who } takes
    } { $cards }: { $points } penalty points
ten-event-pot_won = { $self ->
        [yes] you win
       *[no] { $who } wins
    } the pot: { $chips ->
        [one] 1 chip
       *[other] { $chips } chips
    }
ten-event-draw = { $self ->
        [yes] you draw
       *[no] { $who } draws
    } { $count } (pile { $pile })
ten-event-short = { $self ->
        [yes] you cannot
       *[no] { $who } cannot
    } refill to 4 cards ({ $hand }): the game ends
ten-event-first = { $self ->
        [yes] you name
       *[no] { $who } names
    } { $same ->
        [yes] { $self ->
            [yes] yourself
           *[no] themselves
        }
       *[no] { $first_self ->
            [yes] you
           *[no] { $first }
        }
    } to start the next round
ten-event-hands = The hands go onto the penalty piles
ten-event-round_cards = { $self ->
        [yes] you also take
       *[no] { $who } also takes
    } the round cards left, { $cards }: { $points } penalty points
ten-event-game_end = Game over. { $shared ->
        [yes] Shared victory: { $names }
       *[no] { $self ->
            [yes] you win
           *[no] { $names } wins
        }
    } (scores, lowest best: { $scores })
