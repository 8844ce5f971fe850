### The end-of-game results message.

results-rating = {" "}· rating { $before } → { $after } ({ $delta })
results-rank = {" "}· #{ $rank }
results-title = { $game } · results
results-line = { $pos }. { $name } — { $total } pts (rounds { $rounds }; cards { $cards })
results-winner = 🏆 { $names } wins!
results-shared = 🏆 Shared victory: { $names }
results-tiebreak = Tied on points: fewest cards collected in the last round decides (R14).
results-shared_why = Tied on points and on last-round cards: the victory is shared (R14).
results-solo = ➖ Not counted: a game counts only with two people or more (computers never count).
results-no_winner = 🏳️ No winner: nobody played this game out.
results-counted = ✅ Counts for the leaderboard and ratings: { $n } people showed up. Only those who played it out can gain rating.
results-counted_but = ✅ Counts for the leaderboard and ratings, but not for these no-shows (they never made their own first moves): { $names }
results-too_few = ➖ Not counted: a game counts only when two people or more show up (make their own first moves), and these did not: { $names }
results-status-played = ✅ { $name } played it out
results-status-left = 🏳️ { $name } forfeit: left at move { $move }
results-status-stopped = 🏳️ { $name } forfeit: stopped playing at move { $move }
results-status-no_show = 👻 { $name } no-show: not counted
results-status-loss = {" "}(counted as a loss)
results-status-hints = {" "}· 💡 hints used ({ $n ->
    [one] 1 turn
   *[other] { $n } turns
}): no rating gain
