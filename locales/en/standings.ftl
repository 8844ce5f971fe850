### /dobro leaderboard, history, void, forget-me and recompute-ratings.

board-title = 🏆 { $game } leaderboard · { $sort }
board-sub = { $total ->
        [one] { $total } player
       *[other] { $total } players
    } with at least { $min ->
        [one] { $min } finished game
       *[other] { $min } finished games
    } · page { $page } of { $pages }
board-row = **{ $rank }.** { $who } · rating { $rating } · games { $games } · wins { $wins } ({ $rate }%) · { $avg } pts/game
board-you = **You** ({ $who }): #{ $rank } of { $total } · rating { $rating } · games { $games } · wins { $wins } ({ $rate }%) · { $avg } pts/game
board-you_few = **You** ({ $who }): { $games ->
        [one] { $games } finished game
       *[other] { $games } finished games
    } here; this board needs { $min }.
board-you_unrated = **You** ({ $who }): not rated yet. A finished game with at least one other person gives you a rating.
board-you_none = **You** ({ $who }): no finished game here yet.
board-empty = No game has been finished on this server yet, so there is no leaderboard. Open a table with /dobro new, play a game, and come back!
board-nobody = Nobody is on this board yet: it needs { $min ->
        [one] { $min } finished game
       *[other] { $min } finished games
    } (and, by rating, a game with another person). Try a lower min_games.
board-previous = ◀ Previous
board-next = Next ▶
history-title = 📜 Game history
history-sub = { $total ->
        [one] { $total } game
       *[other] { $total } games
    } · page { $page } of { $pages } · newest first
history-empty = No game has been played on this server yet. Open a table with /dobro new!
history-game = **Game { $id }** · { $date } · { $game }
history-order = { $names }
history-shared = { $names } (shared win)
history-players = Players: { $names }
history-left = {" "}(left)
history-link = [Results]({ $link })
history-active = 🎲 In play
history-cancelled = 🚫 Cancelled: it counts for nobody
history-cancelled_reason = 🚫 Cancelled by a moderator: { $reason }
history-abandoned = 🏳️ Abandoned: every player left
history-broken = ⚠️ Could not be resumed after a restart
void-done = Game { $id } no longer counts ({ $reason }). Totals and ratings were rebuilt without it.
void-unknown = There is no game { $id } in this server.
void-not_finished = Game { $id } is not finished: only a finished game can be voided.
void-no_reason = Give a reason: it is shown in the history.
void-voided = Game { $id } is already voided.
history-voided = ⛔ Voided by a moderator: { $reason } · it counts for nobody
history-former = a former player
forget-ask = This removes your totals and your rating on this server. Its past games stay, but your seats in them show as “a former player”, and everyone's ratings are recomputed without you. Your tutorial progress and your own settings (/dobro settings) are erased too. This cannot be undone. Games you play later count again.
forget-confirm = Forget me
forget-cancel = Cancel
forget-done = Done: this server keeps no totals or rating of yours any more, and you are “a former player” in { $games ->
        [one] { $games } past result
       *[other] { $games } past results
    }.
forget-cancelled = Cancelled: nothing was changed.
forget-not_yours = Only the person who asked to be forgotten can answer this.
standings-recomputed = Ratings rebuilt from { $games ->
        [one] { $games } counted game.
       *[other] { $games } counted games, in the order they ended.
    }
standings-cooldown = That was done a moment ago: try again <t:{ $when }:R>. (Rebuilding the standings is heavy work, so it waits between two requests.)
standings-unknown_game = This bot does not play { $game } (any more): pick a game from the list.
history-not_counted-solo = Not counted: one person against computers
history-not_counted-too_few = Not counted: fewer than two people showed up (played their own first moves)
history-idle = 🏳️ Abandoned: nobody played for a day
history-undeliverable = The results could not be posted in their channel (deleted, or the bot may not write there)
