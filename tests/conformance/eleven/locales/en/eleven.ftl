### Eleven, the conformance suite's toy game (never offered to players).

game-name-eleven = Eleven
eleven-rule-E3 = rule E3, a turn
eleven-rule-E6 = rule E6, the end
eleven-rule_unknown = rule { $rule }
eleven-error-not_your_turn = It is { $player }'s turn, not yours ({ $rule }).
eleven-error-not_in_hand = You do not hold a { $card } ({ $rule }).
eleven-error-game_over = The game is over ({ $rule }).
eleven-hint-fits = Play your { $card }: the count stays at 11 or under (rule E4).
eleven-hint-lowest = Play your { $card }: every card goes over 11, so give the lowest away (rule E4).
eleven-move-play = Play { $card }
eleven-event-play = { $player } plays { $card }: count { $count }
eleven-event-bust = { $player } goes over 11 and takes a point ({ $points } in all)
eleven-event-eleven = { $player } makes exactly 11: the count starts again
eleven-event-game_end = Game over. Fewest points: { $names }
eleven-table-count = the count is { $count }
eleven-table-pile = Draw pile: { $pile ->
        [one] 1 card
       *[other] { $pile } cards
    }
eleven-table-seat = { $name }: { $hand ->
        [one] 1 card
       *[other] { $hand } cards
    }, { $points ->
        [one] 1 point
       *[other] { $points } points
    }
eleven-hand-turn = Your turn: play a card.
eleven-results-line = { $pos }. { $name }: { $points ->
        [one] 1 point
       *[other] { $points } points
    }
eleven-timeout = a card
eleven-rules-aim = **Eleven.** Play a card onto the count; over 11, you take a point. The fewest points win.
cmd-new-hand = hand
cmd-new-hand-description = Eleven: how many cards each is dealt
eleven-choice-hand-3 = 3 cards each
eleven-choice-hand-4 = 4 cards each
