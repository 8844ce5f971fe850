### The end-of-game results message.

results-rating = {" "}· classement { $before } → { $after } ({ $delta })
results-rank = {" "}· n° { $rank }
results-title = { $game } · résultats
results-line = { $pos }. { $name } — { $total } pts (manches { $rounds } ; cartes { $cards })
results-winner = 🏆 { $names } gagne !
results-shared = 🏆 Victoire partagée : { $names }
results-tiebreak = Égalité de points : le moins de cartes à la dernière manche l'emporte (R14).
results-shared_why = Égalité de points et de cartes à la dernière manche : victoire partagée (R14).
results-solo = ➖ Non comptée : une partie ne compte qu'avec deux personnes ou plus (les ordinateurs ne comptent jamais).
results-no_winner = 🏳️ Pas de vainqueur : personne n'a joué cette partie jusqu'au bout.
results-counted = ✅ Comptée pour le classement et les cotes : { $n } personnes étaient là. Seuls ceux qui l'ont jouée jusqu'au bout peuvent gagner en cote.
results-counted_but = ✅ Comptée pour le classement et les cotes, mais pas pour ces absents (ils n'ont pas joué eux-mêmes leurs premiers coups) : { $names }
results-too_few = ➖ Non comptée : une partie ne compte que si deux personnes ou plus sont là (jouent elles-mêmes leurs premiers coups), et ceux-ci ne l'ont pas fait : { $names }
results-status-played = ✅ { $name } a joué jusqu'au bout
results-status-left = 🏳️ { $name } forfait : parti au coup { $move }
results-status-stopped = 🏳️ { $name } forfait : a cessé de jouer au coup { $move }
results-status-no_show = 👻 { $name } absent : non compté
results-status-loss = {" "}(compté comme une défaite)
results-status-hints = {" "}· 💡 indices utilisés ({ $n ->
    [one] 1 tour
   *[other] { $n } tours
}) : pas de gain de cote
