### The end-of-game results message.

results-rating = {" "}· classement { $before } → { $after } ({ $delta })
results-rank = {" "}· n° { $rank }
results-left = {" "}· 🚪 parti (classé dernier)
results-leavers = Partis en cours de partie (forfait : classés derniers) : { $names }
results-title = { $game } · résultats
results-line = { $pos }. { $name } — { $total } pts (manches { $rounds } ; cartes { $cards })
results-winner = 🏆 { $names } gagne !
results-shared = 🏆 Victoire partagée : { $names }
results-tiebreak = Égalité de points : le moins de cartes à la dernière manche l'emporte (R14).
results-shared_why = Égalité de points et de cartes à la dernière manche : victoire partagée (R14).
results-counted = ✅ Comptée pour le classement et les cotes : { $n } personnes ont joué leurs propres coups.
results-counted_but = ✅ Comptée pour le classement et les cotes, mais pas pour { $names } : la plupart de leurs coups ont été joués par le minuteur ou l'ordinateur.
results-solo = ➖ Non comptée : une partie ne compte qu'avec deux personnes ou plus (les ordinateurs ne comptent jamais).
results-too_few = ➖ Non comptée : une partie ne compte que si deux personnes ou plus jouent leurs propres coups, et { $names } ne l'ont pas fait (le minuteur ou l'ordinateur a joué la plupart de leurs coups).
results-not_counted = {" "}· non compté
results-hints = Joué avec des indices : { $names }
results-hints_by = { $name } ({ $n ->
    [one] 1 tour
   *[other] { $n } tours
})
