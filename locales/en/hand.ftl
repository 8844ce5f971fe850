### A player's private hand and its move controls.

hand-away = 💤 You are away: the computer plays for you. Press I'm back to play again.
hand-deadline = ⏱ You have until { $when }.
hand-closed = This game is not being played any more.
hand-title = Your hand
hand-your_turn = Your turn.
hand-open = You open a new bid: play a card or a pair.
hand-waiting = Waiting for { $player }.
hand-must_draw = Your hand is short: draw first.
hand-empty = (no cards)
hand-preview_open = Greyed out: what you could open a bid with.
hand-preview = Greyed out: what you could play against the value in play now.
hand-over = The game is over.
move-joker = Play a joker as…
move-jokers = Play two jokers as a pair of…
move-joker_value = { $value }
move-joker_doubles = { $value } — doubles to { $result }
hand-number-title = Choose an amount
hand-number-label = An amount from { $low } to { $high }
hand-number-invalid = Type a whole number from { $low } to { $high }.
