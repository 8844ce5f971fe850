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
ten-choice-first = { $self ->
        [yes] You start
       *[no] { $target } starts
    } the next round

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
    } 1 chip to the pot (pot { $pot }) for { $target_self ->
        [yes] your
       *[no] { $target }'s
    } card
ten-event-open = { $self ->
        [yes] you open
       *[no] { $who } opens
    } on { $target_self ->
        [yes] your
       *[no] { $target }'s
    } card with { $offer }
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
    } to { $owner_self ->
        [yes] you
       *[no] { $owner }
    }
ten-event-swap = { $self ->
        [yes] you swap
       *[no] { $who } swaps
    } cards with { $target_self ->
        [yes] you
       *[no] { $target }
    }: { $self ->
        [yes] you get
       *[no] { $who } gets
    } { $gets }, { $target_self ->
        [yes] you get
       *[no] { $target } gets
    } { $gives }
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

## On Discord: the table message, the hand, the results, the rules pages. Cards come in code
## spans (`7`); $cards, $card are already written that way.

ten-table-round = Round { $round } of { $rounds }
ten-table-stakes = Round card { $card } ({ $points } penalty points) · pot 🪙 **{ $pot }**
ten-table-pot = Pot 🪙 **{ $pot }**
ten-table-phase = { $step ->
        [play] Phase 2: everyone puts a card on the table
        [open] Phase 3: open on someone's card, or pass
        [offer] Phase 3: an auction
        [protect] Phase 3: protecting a new card
        [reveal] Phase 4: turn up, add a second card
        [add] Phase 4: turn up, add a second card
       *[first] Phase 5: the winner names who starts the next round
    }
ten-table-first = { $first } starts this round
ten-table-piles = draw pile { $pile } · round cards left { $left }
ten-table-auction = 🔨 Auction: { $opener } opened on { $owner }'s card · high offer **{ $offer }** by { $high }
ten-table-last = Last round: { $winner } won ({ $best }), { $loser } lost ({ $worst })
ten-table-seat = { $marker } { $name } · { $cards } · 🪙 { $chips } · { $hand ->
        [one] 1 card
       *[other] { $hand } cards
    } in hand · penalty **{ $points }**{ $pile }{ $extra }
ten-table-no_card = no card yet
ten-table-joker_as = { $card } as { $value }
ten-table-protection = 🛡 { $chips }
ten-table-value = = **{ $value }**
ten-table-opened = {" "}· ✓ opened or passed

ten-hand-step = { $step ->
        [play] Your turn: put a card on the table, face up or face down, with 0 to 2 chips on it.
        [open] Your turn: open on someone's card (once a round), or pass.
        [offer] Your turn: raise or pass.
        [protect] Your turn: add chips on your new card (2 at most on it), or none.
        [reveal] Your turn: turn your card up (then you may add a second), or keep it face down.
        [add] Your turn: add a second card face up (the total never over 10), or none.
       *[first] You won the round: name who starts the next one.
    }
ten-hand-front = In front of you: { $cards }
ten-hand-own_down = { $card } face down (only you see it)
ten-hand-chips = 🪙 { $chips ->
        [one] 1 chip
       *[other] { $chips } chips
    } · round card { $card } · pot { $pot }
ten-hand-focus = Choose the card to put on the table
ten-hand-focus_option = Play { $card }
ten-hand-pick_card = First choose a card, then how to play it.
ten-hand-playing = { $card }: face up or face down, and how many chips on it?
ten-hand-as = { $card } as { $value }
ten-hand-amount = { $n ->
        [one] 1 chip
       *[other] { $n } chips
    }
ten-hand-other_amount = another amount ({ $low }–{ $high })…

ten-timeout-play = played { $card } face up
ten-timeout-pass = passed
ten-timeout-protect = added no chip
ten-timeout-keep_down = kept their card face down
ten-timeout-add_none = added no second card
ten-timeout-first = chose who starts the next round

ten-results-line = { $pos }. { $name } — **{ $score }** = penalty { $penalty } − 2 × { $chips ->
        [one] 1 chip
       *[other] { $chips } chips
    } · rounds { $rounds }{ $end }
ten-results-end = {" "}· +{ $points } at the end ({ $what ->
        [hand] hand
       *[both] hand, round cards left
    })
ten-results-why = The lowest score wins: penalty points − 2 × chips kept (R30); equal scores share the victory (H14).
ten-results-early = The draw pile ran out in round { $round }: the game ended early (R28), and the last loser also took the round cards left (R29).

ten-rules-aim =
    ## Ten · the aim
    Get **as close to 10 as you can**, with one or two cards in front of you. Each round, the highest total wins the chips in the pot; the **lowest** takes every card on the table, and the round card, as **penalty points**.
    After ten rounds (or when the draw pile runs out), your score is your penalty points **minus 2 per chip** you still hold. The **lowest score wins**; it may be negative.
    Cards: `0` to `10` (five of each, 1 penalty point each), `P1` to `P8` (worth 1 to 8, but their number + 2 in penalty points), jokers `J` (worth 0 to 10, you say which when it turns face up; face down at the end it counts 10; 10 penalty points). Everyone starts with 4 cards (one joker) and 7 chips.
ten-rules-round =
    ## A round
    1. The round card is turned up: what losing this round costs.
    2. In turn, everyone puts **one card** on the table, **face up or face down**, with 0, 1 or 2 chips on it as protection.
    3. In turn, everyone may **open once** on someone else's card, or pass (see the next page).
    4. Every protection chip goes to the pot. In turn: a face-down card may be turned up (or kept face down, and your turn ends there); with a face-up card you may **add a second card** face up. The total may never go over 10.
    5. Every card is turned up. The highest total wins the pot (a tie: the highest single card, then the earlier in turn order); the lowest takes the cards (a tie: the later in turn order; the winner never loses). Everyone draws back to 4, and the winner names who starts the next round.
ten-rules-auction =
    ## Opening and the auction
    {"*"}*An unprotected card** costs exactly 1 chip, paid to the pot: you swap your card for it at once.
    {"*"}*A protected card** is auctioned: you open with at least its protection. Then the others are asked in turn, from your left, to raise (by at least 1, up to their chips) or pass; passing is not final. When the asking comes back to the high bidder, they pay their offer **to the card's owner** and swap cards with them.
    A swapped card keeps its face: a face-down card stays face down, and its new holder may look at it. Protection chips stay with their player, on the card they now have; after a swap, the buyer then the former owner may add chips on their new card (2 at most on it).
ten-rules-scoring =
    ## Scoring
    The loser of a round puts every table card and the round card on their penalty pile: a normal card is 1 point, a penalty card its number + 2, a joker 10, a round card its number.
    At the end, everyone's hand goes onto their penalty pile; if the draw pile ran out, the last loser also takes the round cards left.
    {"*"}*Score = penalty points − 2 × chips.** The lowest score wins; equal scores share the victory.
ten-rules-table =
    ## At the table
    The table shows the round card, the pot, the auction in progress, and every seat: the card in front of them (🂠 while it is face down), the chips protecting it (🛡), their chips, their hand size and their penalty pile.
    {"*"}*My hand** shows your cards and the card in front of you, even face down. To put a card down, first choose the card, then how to play it; a joker's value and an offer are chosen from a menu.
    With a turn timer, a player who runs out of time has the computer pass for them (or make the cheapest choice); **Leave table** hands your seat to a computer (a forfeit: ranked last).
