### /dobro tournament: tournaments run by the bot, their posts, buttons and refusals.

## The commands

cmd-tournament-name = tournament
cmd-tournament-description = Tournaments run by the bot
cmd-tournament-create-name = create
cmd-tournament-create-description = Announce a tournament, with a Join button (moderators)
cmd-tournament-start-name = start
cmd-tournament-start-description = Open the check-in, or start at once during it (moderators)
cmd-tournament-cancel-name = cancel
cmd-tournament-cancel-description = Call a tournament off, with a reason (moderators)
cmd-tournament-list-name = list
cmd-tournament-list-description = The server's tournaments
cmd-tournament-standings-name = standings
cmd-tournament-standings-description = A tournament's standings
cmd-tournament-option-name = name
cmd-tournament-option-name-description = Its name
cmd-tournament-option-format = format
cmd-tournament-option-format-description = Swiss, round robin or knockout
cmd-tournament-option-rounds = rounds
cmd-tournament-option-rounds-description = Swiss: how many rounds (default: set at the start)
cmd-tournament-option-seats = seats
cmd-tournament-option-seats-description = Seats a table (default 4)
cmd-tournament-option-timer = timer
cmd-tournament-option-timer-description = Time per turn (default 2 min)
cmd-tournament-option-fill = fill
cmd-tournament-option-fill-description = When players do not fill the tables
cmd-tournament-option-starts = starts
cmd-tournament-option-starts-description = YYYY-MM-DD HH:MM or HH:MM, UTC (default: by hand)
cmd-tournament-option-channel = channel
cmd-tournament-option-channel-description = Where it is played (default: here)
cmd-tournament-option-game-description = Its game (default: the server's)
cmd-tournament-option-tournament = tournament
cmd-tournament-option-tournament-description = Which one (default: the newest going on)
cmd-tournament-option-any-description = Which one (default: the newest)
cmd-tournament-option-reason = reason
cmd-tournament-option-reason-description = Why (posted)

## Words

tournament-format-swiss = Swiss
tournament-format-round_robin = round robin
tournament-format-knockout = knockout
tournament-fill-smaller = smaller tables when needed
tournament-fill-computers = computers fill the tables
tournament-fill-byes = byes when needed
tournament-fill_choice-smaller = smaller tables
tournament-fill_choice-computers = computers
tournament-fill_choice-byes = byes
tournament-seats = { $n } seats a table
tournament-rounds = { $n ->
        [one] { $n } round
       *[other] { $n } rounds
    }
tournament-rounds_later = rounds set at the start
tournament-go_on = { $n ->
        [one] the best player of each table goes on
       *[other] the best { $n } players of each table go on
    }
tournament-status-registering = registration open
tournament-status-check_in = check-in
tournament-status-running = being played
tournament-status-finished = finished
tournament-status-cancelled = cancelled
tournament-starts_in = { $when } UTC (in { $minutes } min)
tournament-thread_name = { $name } · round { $round } · table { $table }

## Answers to moderators

tournament-created = 🏆 **{ $name }** is announced in { $channel }: { $settings }. Players join with the button there.
tournament-start-check_in = ⏰ The check-in of **{ $name }** is open: it starts at { $when } ({ $minutes } min) with those who checked in. Run /dobro tournament start again to start sooner: you choose with whom.
tournament-start-how = ⏰ **{ $name }** is in its check-in (it starts by itself at { $when }): { $n ->
        [one] { $n } of { $registered } registered has checked in.
       *[other] { $n } of { $registered } registered have checked in.
    } Start now, with them or with everyone registered?
tournament-start-started = 🎲 **{ $name }** has started: its tables are opening in their threads.
tournament-start-cancelled = 🛑 **{ $name }** could not start: fewer than two players checked in, so it is cancelled.
tournament-cancel-done = 🛑 **{ $name }** is cancelled; { $channel } says why.

## The announcement

tournament-announce-title = 🏆 { $name }
tournament-announce-registering = Registration is open: press **Join**. A moderator starts it with /dobro tournament start.
tournament-announce-registering_at = Starts { $when } ({ $left }). Registration is open until then: press **Join**; the check-in opens 10 minutes before.
tournament-announce-check_in = ⏰ Check-in is open: press **Check in** in the call below. It starts at { $when }; anyone not checked in by then is dropped.
tournament-announce-running = 🎲 Round { $round } is being played: each table in its own thread below.
tournament-announce-finished = 🏁 Finished: the podium is below.
tournament-announce-registered = **Registered** ({ $n } of { $most }):
tournament-announce-nobody = nobody yet
tournament-button-join = Join
tournament-button-withdraw = Withdraw
tournament-button-standings = Standings
tournament-button-check_in = Check in
tournament-button-start_checked_in = Start with the { $n } checked in
tournament-button-start_everyone = Start with all { $n } registered

## Posts

tournament-check_in-call = ⏰ **{ $name }** starts { $when }: { $who } — press **Check in** to keep your place. Anyone not checked in by the start is dropped.
tournament-started-title = 🎲 { $name } has started
tournament-started-body = { $players } players · { $planned ->
        [one] { $planned } round
       *[other] { $planned } rounds
    } · round 1: { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    }, each in its own thread below.
tournament-started-dropped = Dropped (not checked in): { $who }
tournament-byes = Bye this round (scores the average of a seat): { $who }
tournament-table-call = 🎲 **{ $name }** · round { $round } · table { $table }: { $who }. Your game starts in the thread below; the turn timer plays for anyone away.
tournament-table-call_final = 🏆 **{ $name }** · round { $round } · the final table: { $who }. Your game starts in the thread below; the turn timer plays for anyone away.
tournament-table-computers = { $n ->
        [one] 🤖 a computer
       *[other] 🤖 { $n } computers
    }
tournament-standings-after = 📊 { $name } · standings after round { $round }
tournament-next_round = 🎲 Round { $round } starts now: { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    }, each in its own thread below.
tournament-final-title = 🏁 { $name } is over
tournament-final-sub = { $players } players · { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }
tournament-final-podium = { $medal } { $who } · { $points } points
tournament-final-nobody = Nobody played a table of this tournament out: no champion is crowned.
tournament-final-thanks = Thanks for playing! Every game counted like any other: /dobro history keeps them.
tournament-cancelled-title = 🛑 { $name } is cancelled
tournament-cancelled-reason = A moderator called it off: { $reason }
tournament-cancelled-too_few = Fewer than two players checked in, so it could not start.

## Standings

tournament-standings-title = 📊 { $name } · standings
tournament-standings-empty = No round has been played yet.
tournament-standings-more = … and { $n } more
tournament-progress = after { $played } of { $planned ->
        [one] { $planned } round
       *[other] { $planned } rounds
    } · points, then opponents' points, head to head, rating before the event
tournament-progress-over = final, after { $played ->
        [one] { $played } round
       *[other] { $played } rounds
    }
tournament-row = **{ $rank }.** { $who } · { $points } pts · opp. { $opponents }{ $extra }
tournament-row-withdrawn = {" "}· withdrawn
tournament-list-title = 🏆 Tournaments
tournament-list-empty = No tournament on this server yet. Moderators announce one with /dobro tournament create.
tournament-list-line = **{ $name }** · { $status } · { $when } · { $settings }

## Answers to players

tournament-join-done = ✅ You are registered for **{ $name }**. You will be pinged to check in shortly before the start.
tournament-join-checked_in = ✅ You are registered for **{ $name }**, and checked in.
tournament-check_in-done = ✅ You are checked in for **{ $name }**: you will be pinged at your table.
tournament-withdraw-unregistered = You are no longer registered for **{ $name }**.
tournament-withdraw-ask = Withdraw from **{ $name }**? You will not be paired again, and a game you are playing now is a forfeit (below everyone who plays it out, no points). Your results so far stay.
tournament-withdraw-confirm = Withdraw
tournament-withdraw-done = You have withdrawn from **{ $name }**.
tournament-withdraw-not_yours = Only the player who asked can answer this.

## Refusals

tournament-bad_name = A tournament's name has 1 to { $most } characters.
tournament-name_taken = This server already has a tournament called { $name } going on: pick another name.
tournament-bad_options = These options are not valid for the game ({ $detail }).
tournament-bad_format = { $format } is not a format: Swiss, round robin or knockout.
tournament-bad_seats = This game seats { $low } to { $high } at a table.
tournament-rounds_swiss_only = Only a Swiss tournament takes a number of rounds: round robins and knockouts work theirs out.
tournament-bad_rounds = A Swiss tournament has 1 to { $most } rounds.
tournament-bad_fill = { $fill } is not a way to fill tables: smaller tables, computers or byes.
tournament-bad_timer = A tournament's tables need a turn timer, so that every round ends.
tournament-bad_start = “{ $value }” is not a time: write YYYY-MM-DD HH:MM or HH:MM, in UTC (or pick a suggestion).
tournament-past_start = { $value } has already passed: a tournament starts in the future.
tournament-far_start = A tournament starts within { $days } days: pick an earlier time.
tournament-text_channel = A tournament needs a text channel (its tables open in threads): pick one with channel:.
tournament-unknown = There is no tournament called { $name } on this server (see /dobro tournament list).
tournament-none = No tournament on this server yet.
tournament-over = The tournament { $name } is over.
tournament-started = The tournament { $name } has started already.
tournament-closed = Registration for { $name } is closed: it has started.
tournament-full = The tournament { $name } is full ({ $most } players).
tournament-already_registered = You are registered for { $name } already.
tournament-not_registered = You are not playing in { $name }.
tournament-no_check_in = The check-in of { $name } is not open.
tournament-too_few_checked_in = { $n ->
        [0] Nobody has checked in for { $name } yet
        [one] Only { $n } player has checked in for { $name }
       *[other] Only { $n } players have checked in for { $name }
    }: a tournament needs two. Start with everyone registered, or let the check-in run.
tournament-reason_needed = Say why the tournament is called off (reason:).
