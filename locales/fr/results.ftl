### The end-of-game results message.

results-rating = {" "}· classement { $before } → { $after } ({ $delta })
results-rank = {" "}· n° { $rank }
results-left = {" "}· 🚪 parti (classé dernier)
results-leavers = Partis en cours de partie (forfait : classés derniers) : { $names }
results-title = Dobro · résultats
results-line = { $pos }. { $name } — { $total } pts (manches { $rounds } ; cartes { $cards })
results-winner = 🏆 { $names } gagne !
results-shared = 🏆 Victoire partagée : { $names }
results-tiebreak = Égalité de points : le moins de cartes à la dernière manche l'emporte (R14).
results-shared_why = Égalité de points et de cartes à la dernière manche : victoire partagée (R14).
