### /dobro league: leagues, their standings and final posts.

league-ends_in = { $date } (in { $days ->
        [one] { $days } day
       *[other] { $days } days
    })
league-created =
    🏅 League **{ $name }** is open: { $settings }. { $ends }
    Tables play for it with /dobro new and the option league: { $name }.
league-ends = It closes itself { $when }.
league-no_end = A moderator closes it with /dobro league close.
league-list-title = 🏅 Leagues
league-list-empty = No league on this server yet. Moderators start one with /dobro league create.
league-list-open = **{ $name }** · open since { $start } · { $ends } · { $games } · { $settings }
league-list-closed = **{ $name }** · { $start } → { $end } · { $games } · closed
league-list-until = until { $date }
league-list-no_end = no end date
league-games = { $n ->
    [one] { $n } game
   *[other] { $n } games
    }
league-standings-title = 🏅 { $name } · standings
league-standings-closed = 🏅 { $name } · final standings
league-standings-sub = { $total ->
        [one] { $total } rated player
       *[other] { $total } rated players
    } · { $games } · page { $page } of { $pages }
league-standings-empty = Nobody is rated in this league yet: a finished league game with at least two people rates them. /dobro new with league: { $name } opens a table.
league-none_open = No league is open on this server: name one (league:) to see its standings.
league-close-ask = Close **{ $name }** now? Its standings freeze ({ $games } so far) and the final standings are posted in { $channel }. Tables still playing for it will count only for the server.
league-close-confirm = Close the league
league-close-keep = Keep it open
league-close-kept = Nothing changed: **{ $name }** stays open.
league-close-done = 🏁 **{ $name }** is closed; its final standings are in { $channel }.
league-close-unposted = 🏁 **{ $name }** is closed, but its final standings could not be posted in { $channel } yet (the bot may lack access there); it tries again every minute.
league-close-not_yours = Only the moderator who asked can answer this.
league-final-title = 🏁 League { $name } is over
league-final-sub = { $games } · { $players ->
        [one] { $players } rated player
       *[other] { $players } rated players
    } · closed { $when }
league-final-podium = { $medal } { $who } · rating { $rating } · { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    } in { $played ->
        [one] { $played } game
       *[other] { $played } games
    }
league-final-nobody = Nobody was rated in this league: no podium this time.
league-final-thanks = Thanks for playing! The server's leaderboard keeps every game.
league-bad_name = A league name has 1 to { $most } characters.
league-name_taken = This server already has a league called { $name }: pick another name.
league-unknown = There is no league called { $name } on this server (see /dobro league list).
league-closed = The league { $name } is closed: its standings are final, and no new table can play for it.
league-settings_fixed = A league table plays the league's game with its settings: leave the game, its options and the timer out.
league-bad_options = The league's options are not valid for its game ({ $detail }).
league-bad_date = “{ $value }” is not a date: write it as YYYY-MM-DD, e.g. 2026-12-31 (or pick a suggestion).
league-past_date = { $value } has already passed: a league ends in the future.
league-far_date = A league lasts at most { $days } days: pick an earlier end.
league-final-standings = Full standings
