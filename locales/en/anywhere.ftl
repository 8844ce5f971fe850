## Play anywhere, at any pace (issue 34): DMs and group DMs, challenges, next-game pings,
## tables that wait days.

choice-timer-3600 = 1 hour
choice-timer-43200 = 12 hours
choice-timer-86400 = 1 day
choice-timer-259200 = 3 days
timer-hours = { $n ->
    [one] { $n } hour per turn
   *[other] { $n } hours per turn
}
timer-days = { $n ->
    [one] { $n } day per turn
   *[other] { $n } days per turn
}

## Where commands run
error-server_only = This works in a server that invited the bot: its settings, leagues and tournaments belong to it. Here you can play (`/dobro new`), learn, and see this place's standings.
table-error-external_apps = Here, this server shows the answers of members' own apps to the person who asked only, so nobody else would see a table. Ask a moderator to invite the bot, or play in a DM or a group DM.

## Tables delivered through interactions (group DMs; servers where only your own install applies)
table-waiting = ⏸ This table is waiting: nobody has clicked for almost 15 minutes, and Discord lets the bot update it only while someone does. Press **Resume** to go on: every clock starts again where it stopped.
button-resume = Resume

## A person's vacation, on the table
game-vacation = {" "}· 🏖 away until { $when }

## Challenges (the Apps menu on a person)
menu-challenge = Challenge to a game
menu-stats = Dobro stats
challenge-ask = Challenge { $who } to which game? The table opens here, and they get a ping.
challenge-pick = Pick a game
challenge-not_them = Challenge someone else: not yourself, and not a bot.
challenge-lobby = 🎯 { $host } challenges { $who } to { $game }. { $who }: **Accept** to play now, or **Decline**.
challenge-expires = The challenge ends { $when } if nobody answers.
button-accept = Accept
button-decline = Decline
closed-declined = The challenge was declined. It counts for nobody.
closed-challenge_expired = The challenge ended: nobody answered within 10 minutes.
table-error-bad_challenge = A challenge is a table of two: you and someone else.
table-error-challenge_only = This table is a challenge: only the person challenged can sit down.
table-error-not_challenged = Only the two people of this challenge can answer it.

## Pings: the next game, your turn
table-next_game = 🔔 { $who }: { $host } opened a table of { $game }: { $link }
turn-dm = 🎲 Your turn at **{ $game } #{ $id }** (time runs out { $deadline }): { $link }

## /dobro-me
cmd-me-name = dobro-me
cmd-me-description = Your tables, notifications and vacations, anywhere
cmd-me-games-name = games
cmd-me-games-description = Your open tables: whose turn, until when, and a link
cmd-me-notify-name = notify
cmd-me-notify-description = What the bot tells you: your turn by DM, a ping for the next game
cmd-me-notify-turns = turns
cmd-me-notify-turns-description = At tables that wait days, a DM when your turn comes (once a turn)
cmd-me-notify-next_game = next-game
cmd-me-notify-next_game-description = A game whose new tables in this server ping you
cmd-me-notify-ping = ping
cmd-me-notify-ping-description = With next-game: ping me (on), or stop (off)
choice-turns-dm = DM me
choice-turns-off = off
choice-ping-on = on
choice-ping-off = off
cmd-me-away-name = away
cmd-me-away-description = A vacation: your clock waits at your tables that wait days
cmd-me-away-days = days
cmd-me-away-days-description = How many days (0: you are back)

me-games-title = Your open tables
me-games-title_here = Your open tables in this server
me-games-none = You have no open table.
me-games-none_here = You have no open table in this server. From a DM with the bot, `/dobro-me games` lists them all.
me-games-lobby = lobby, { $n }/{ $seats } seats
me-games-yours = your turn
me-games-turn = waiting for { $who }
me-games-until = time runs out { $when }
me-games-link = [open]({ $link })
me-games-more = { $n ->
    [one] and { $n } more
   *[other] and { $n } more
}
me-notify-turns_dm = ✅ At tables that wait days, the bot will DM you when your turn comes, once a turn.
me-notify-turns_off = ✅ No more DMs when your turn comes.
me-notify-next_on = ✅ When a table of { $game } opens in this server, you will be pinged (at most once in 30 minutes).
me-notify-next_off = ✅ No more pings for new tables of { $game } here.
me-notify-turns_now = Your turn by DM: { $how }
me-notify-games_here = Pinged for new tables here: { $games }
me-notify-games_anywhere = Pinged for new tables: { $games }
me-notify-none = none
me-notify-server_only = A ping for the next game is per server: use it in the server whose tables you want.
me-away-set = 🏖 Away until { $when }. Your clock waits at { $n ->
    [one] { $n } table
   *[other] { $n } tables
} that wait days (each server limits how long). `/dobro-me away days:0` when you are back.
me-away-back = Welcome back: your clock runs again at { $n ->
    [one] { $n } table
   *[other] { $n } tables
}.

## /dobro config away
cmd-config-away-name = away
cmd-config-away-description = How long a vacation may freeze someone's clock here
cmd-config-away-days = days
cmd-config-away-days-description = Days, 0 to 90 (0: never)
config-away = **Vacations** (`/dobro-me away`) freeze a person's clock at tables that wait days for at most { $n ->
    [one] { $n } day
   *[other] { $n } days
}
