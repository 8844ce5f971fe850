### The end-of-game results message.

results-rating = {" "}· rating { $before } → { $after } ({ $delta })
results-rank = {" "}· #{ $rank }
results-left = {" "}· 🚪 left (ranked last)
results-leavers = Left during the game (a forfeit: ranked last): { $names }
results-title = Dobro · results
results-line = { $pos }. { $name } — { $total } pts (rounds { $rounds }; cards { $cards })
results-winner = 🏆 { $names } wins!
results-shared = 🏆 Shared victory: { $names }
results-tiebreak = Tied on points: fewest cards collected in the last round decides (R14).
results-shared_why = Tied on points and on last-round cards: the victory is shared (R14).
