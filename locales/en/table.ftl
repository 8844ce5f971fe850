### The public table message: lobby, game in play, log lines of the table's own events,
### and why a table is closed.

table-title = { $game } · table { $id }
table-league = {" "}· 🏅 { $league }
table-settings = { $seats } seats · { $options } · { $timer }
timer-off = no turn timer
timer-seconds = { $n } s per turn
timer-minutes = { $n } min per turn
lobby-expires = This lobby closes by itself { $when } if nobody starts it.
game-deadline = ⏱ { $who } has until { $when }
game-away = {" "}· 💤 away
game-departed = {" "}· 🚪 left
game-timeout = ⏱ { $player } ran out of time: the computer { $move } for them
timeout-play = played { $cards }
timeout-skip = played a skip
timeout-reverse = played a reverse
timeout-take = took the bid
game-auto_draw = ⏱ { $player } did not draw in time: drawn for them
game-away_event = 💤 { $player } is away: the computer plays for them until they press I'm back
game-back_event = 👋 { $player } is back
game-new_host = { $player } left: { $host } is the host now
closed-cancelled = This table was cancelled.
closed-cancelled_reason = This game was cancelled by a moderator: { $reason }. It counts for nobody.
closed-expired = This lobby closed by itself: nobody started it within 30 minutes.
closed-empty = This lobby closed: every player left.
closed-tournament = This table was closed: its thread belongs to a tournament table, which plays here. It counts for nobody.
closed-abandoned = This game was abandoned: every player left. It counts for nobody.
closed-broken = This game could not be resumed after a restart (its record no longer replays). It counts for nobody, and the channel is free: /dobro new.
button-back = I'm back
table-moved = This table goes on below: [jump to it]({ $link }).
variant-standard = 3 rounds
variant-long = one round per player
lobby-waiting = Waiting for players: { $n }/{ $seats } seated. The host starts the game.
lobby-host = host
lobby-computer = computer ({ $level })
button-join = Join
button-leave = Leave
button-add_normal = Add computer
button-add_random = Add random computer
button-add_hard = Add hard computer
level-random = random
level-normal = normal
level-hard = hard
button-start = Start
button-cancel = Cancel table
button-hand = My hand
button-oubli = Oubli!
button-rules = Rules
button-leave_table = Leave table
button-again = Play again
game-round = Round { $n } of { $total }
game-value = Value in play: **{ $value }**
game-no_value = Value in play: — ({ $player } opens a new bid)
game-bid = Bid: { $plays }
game-direction-clockwise = ↻ clockwise
game-direction-counterclockwise = ↺ counter-clockwise
game-pile = { $direction } · draw pile: { $pile }
game-seat = { $marker } { $name } · { $hand } in hand · { $collected } collected · { $points } pts{ $extra }
game-turn = { $who }, your turn!
game-oubli_holder = {" "}· holds the oubli card
game-short = {" "}· has not drawn
game-computer = {" "}· 🤖
game-computer_level = {" "}· 🤖 { $level }
game-over = Game over
game-moves = Move { $n }
game-log = Last actions:
game-left = { $player } left: a computer plays their seat
table-created = Table { $id } is open. Players join with the button or /dobro join.
table-opened_in_thread = Table { $id } is open in { $thread }.
table-done-kick = { $player } is no longer seated.
table-done-join = You are seated at table { $id }.
table-done-leave = You left table { $id }.
table-done-start = The cards are dealt at table { $id }.
table-done-cancel = Table { $id } is cancelled.
table-done-back = Welcome back: you play your seat at table { $id } again.
game-ping = 🔔 { $who }, your turn at table { $id }.
table-thread_name = Dobro · { $host }'s table
table-export = The record of game { $id }: replay it with `{ $command }`.
button-hurry = Hurry
game-hurry = ⏱️ { $by } hurried { $player }: 2 minutes to play, then the computer plays for them
game-idle_end = 💤 Nobody has played for a day: the computers finish the game for those who left
game-lower_level = ⚙️ { $player } played this move at the { $played } level: the { $level } level's search was unavailable
closed-idle = This game was abandoned: nobody played for a day. It counts for nobody.
table-done-hurry = { $player } now has 2 minutes to play.
table-again = Play again? { $names }: table { $id } is open, press Join to sit down.

## Each game's name, and Dobro's options in words.
game-name-dobro = Dobro
game-name-sticks = Sticks
game-name-ten = Ten
game-name-dobble = Dobble
dobro-drawing-auto = automatic drawing
dobro-drawing-manual = manual drawing
dobro-card-J = joker
dobro-card-S = skip
dobro-card-R = reverse

## Races (Dobble): the private answer to a claim.

race-ok = ✅ Yours!
race-stale = ⌛ Too late: someone was faster on the same cards.
race-late = ⌛ Too late: a faster claim was already taken.
race-slow = ⌛ Too late: your click took more than 0.3 s to reach the bot, so it cannot count.
race-ended = That round is over: look at the table again.
race-refused = That claim means nothing now.
race-wrong = ❌ Wrong: that symbol is not on both cards. Locked out until { $until } s after the Go.
race-locked = 🔒 Still locked out (until { $until } s after the Go).
button-add_relaxed = Add relaxed computer
button-add_quick = Add quick computer
level-relaxed = relaxed
level-quick = quick

# Hints (the Hint button of a private hand)
button-hint = Hint
table-hints_on = 💡 hints
hint-title = Hint
hint-nothing = Nothing to do right now: the game is waiting for someone else.
hint-blocked = { $n ->
    [one] The card you cannot play now:
   *[other] The { $n } cards you cannot play now:
}
hint-footer = Only you see this. The game's results will say that you used hints.
