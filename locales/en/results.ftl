### The end-of-game results message.

results-rating = {" "}· rating { $before } → { $after } ({ $delta })
results-rank = {" "}· #{ $rank }
results-left = {" "}· 🚪 left (ranked last)
results-leavers = Left during the game (a forfeit: ranked last): { $names }
results-title = { $game } · results
results-line = { $pos }. { $name } — { $total } pts (rounds { $rounds }; cards { $cards })
results-winner = 🏆 { $names } wins!
results-shared = 🏆 Shared victory: { $names }
results-tiebreak = Tied on points: fewest cards collected in the last round decides (R14).
results-shared_why = Tied on points and on last-round cards: the victory is shared (R14).
results-counted = ✅ Counts for the leaderboard and ratings: { $n } people played their own moves.
results-counted_but = ✅ Counts for the leaderboard and ratings, but not for { $names }: most of their moves were made by the timer or the computer.
results-solo = ➖ Not counted: a game counts only with two people or more (computers never count).
results-too_few = ➖ Not counted: a game counts only when two people or more play their own moves, and { $names } did not (the timer or the computer made most of their moves).
results-not_counted = {" "}· not counted
results-hints = Played with hints: { $names }
results-hints_by = { $name } ({ $n ->
    [one] 1 turn
   *[other] { $n } turns
})
