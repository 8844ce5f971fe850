### Ten: the Hint button. One sentence per reason the normal computer has for a move: it names
### the move and says why, citing the rule (ten_rules/hints.py; the codes are the branches of
### ai.normal_with_reason). Cards are named as in the hand (7, P3, J).

## Phase 2: which card to put down, and the chips on it. $chips is 0, 1 or 2.

ten-hint-play_joker = Play your joker face down{ $chips ->
        [0] {""}
        [1] {" "}with 1 chip
       *[other] {" "}with { $chips } chips
    }: face down it counts as 10, the best total (H2){ $chips ->
        [0] {""}
        [1] , and the chip makes it dearer for others to take (R14)
       *[other] , and as first player you win ties (R22), so protect it fully (R14)
    }.
ten-hint-play_ten = Play your 10 face down{ $chips ->
        [0] {""}
        [1] {" "}with 1 chip
       *[other] {" "}with { $chips } chips
    }: on its own it already makes 10, the best total (R21){ $chips ->
        [0] {""}
        [1] , and the chip makes it dearer for others to take (R14)
       *[other] , and as first player you win ties (R22), so protect it fully (R14)
    }.
ten-hint-play_pair = Play your { $card } face down{ $chips ->
        [0] {""}
        [1] {" "}with 1 chip
       *[other] {" "}with { $chips } chips
    }: with the { $add } in your hand you can bring it to { $total } in phase 4 (R20){ $chips ->
        [0] {""}
        [1] , and the chip makes it dearer for others to take (R14)
       *[other] , and as first player you win ties (R22), so protect it fully (R14)
    }.
ten-hint-play_alone = Play your { $card } face down{ $chips ->
        [0] {""}
        [1] {" "}with 1 chip
       *[other] {" "}with { $chips } chips
    }: on its own it makes { $total }, more than any two of your cards together (R20){ $chips ->
        [0] {""}
        [1] , and the chip makes it dearer for others to take (R14)
       *[other] , and as first player you win ties (R22), so protect it fully (R14)
    }.
ten-hint-play_bluff = Play your { $card } face down with 1 chip, as a bluff: it only makes { $total }, but the chip makes it look strong, and whoever takes it pays you (R15).

## Phase 3: opening on someone's card, or passing.

ten-hint-open_pass = Pass: no other card on the table is worth its price to you (R12).
ten-hint-open_cannot_pay = Pass: you do not have enough chips to open on any card (R13, R14).
ten-hint-open_fee = Take { $target }'s { $card } for 1 chip to the pot (H6): it raises the best total you can reach from { $now } to { $total }.
ten-hint-open_fee_blind = Take { $target }'s face-down card for 1 chip to the pot (H6): your best total is only { $now }, and an unknown card is likely to do better.
ten-hint-open_bid = Open on { $target }'s { $card } with { $amount ->
        [one] 1 chip
       *[other] { $amount } chips
    }, the least its protection allows (R14): it raises the best total you can reach from { $now } to { $total }.
ten-hint-open_bid_blind = Open on { $target }'s face-down card with { $amount ->
        [one] 1 chip
       *[other] { $amount } chips
    }, the least its protection allows (R14): your best total is only { $now }, and the chips on it suggest a strong card.

## Phase 3: an auction.

ten-hint-raise = Raise to { $amount } for { $owner }'s { $card }: it raises the best total you can reach from { $now } to { $total }, which is worth more than that to you (H7).
ten-hint-raise_blind = Raise to { $amount } for { $owner }'s face-down card: your best total is only { $now }, and a protected card is likely to do better (H7).
ten-hint-offer_pass = Pass: { $owner }'s card is not worth { $amount ->
        [one] 1 chip
       *[other] { $amount } chips
    } to you, and a pass is not final (H7).

## Phase 3: chips on a card just swapped in.

ten-hint-protect_add = Add { $chips ->
        [one] 1 chip
       *[other] { $chips } chips
    } on your new card: it can make { $total }, and protection makes it dearer for the players still to open (R14, R17).
ten-hint-protect_weak = Add no chip: your card can only make { $total }, not worth protecting (R17).
ten-hint-protect_enough = Add no chip: { $protection ->
        [one] the chip already on your card is
       *[other] the { $protection } chips already on your card are
    } enough for a total of { $total } (R17).
ten-hint-protect_nobody_left = Add no chip: nobody can open on your card any more this round, and protection chips go to the pot (R18).

## Phase 4: turning a face-down card up, adding a second card.

ten-hint-keep_joker = Keep your joker face down: face down it counts as 10 (H2).
ten-hint-reveal_add = Turn up your { $card }: then you can add your { $add } for a total of { $total } (R19, R20).
ten-hint-keep_ten = Keep your 10 face down: it already makes 10, and turning it up gains nothing (R19).
ten-hint-keep_down = Keep your { $card } face down: no card in your hand raises it without going over 10, so turning it up would only show it (R19, R20).
ten-hint-keep_down_save_joker = Keep your { $card } face down: only your joker could raise it, and the joker is worth more kept for a later round (R19).
ten-hint-add_card = Add your { $card }: it brings your total to { $total }, the closest to 10 your hand allows (R20).
ten-hint-add_joker = Add your joker as { $value }: it takes your { $now } to 10, while your best other card only reaches { $best } (H2, R20).
ten-hint-add_joker_only = Add your joker as { $value }: it takes your { $now } to 10, and no other card of yours raises it (H2, R20).
ten-hint-add_joker_late = Add your joker as { $value } to make 10: the game is near its end, and a joker left in your hand costs 10 penalty points (R29).
ten-hint-add_none = Add no card: none in your hand raises your { $now } without going over 10 (R20).
ten-hint-add_none_ten = Add no card: you already have 10, the best total (R20).
ten-hint-add_none_keep_joker = Add no card: only your joker would raise your { $now }, which is close enough to 10 to keep the joker for later (R20).

## Phase 5: the winner names who starts the next round.

ten-hint-first_self = Name yourself to start the next round: ties go to the earlier player in turn order (R22, R23, R27).
