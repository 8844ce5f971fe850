### The end-of-game results message.

results-rating = {" "}· Wertung { $before } → { $after } ({ $delta })
results-rank = {" "}· Nr. { $rank }
results-left = {" "}· 🚪 gegangen (Letzter)
results-leavers = Während der Partie gegangen (aufgegeben: Letzte): { $names }
results-title = { $game } · Ergebnis
results-line = { $pos }. { $name } — { $total } Pkt. (Runden { $rounds }; Karten { $cards })
results-winner = 🏆 { $names } gewinnt!
results-shared = 🏆 Geteilter Sieg: { $names }
results-tiebreak = Punktgleich: es entscheidet, wer in der letzten Runde die wenigsten Karten eingesammelt hat (R14).
results-shared_why = Gleich bei Punkten und bei den Karten der letzten Runde: der Sieg wird geteilt (R14).
results-counted = ✅ Zählt für Bestenliste und Wertungen: { $n } Personen haben ihre eigenen Züge gespielt.
results-counted_but = ✅ Zählt für Bestenliste und Wertungen, aber nicht für { $names }: die meisten ihrer Züge haben die Zugzeit oder der Computer gemacht.
results-solo = ➖ Zählt nicht: eine Partie zählt nur mit zwei oder mehr Personen (Computer zählen nie).
results-too_few = ➖ Zählt nicht: eine Partie zählt nur, wenn zwei oder mehr Personen ihre eigenen Züge spielen, und { $names } haben das nicht (die Zugzeit oder der Computer hat die meisten ihrer Züge gemacht).
results-not_counted = {" "}· zählt nicht
results-hints = Mit Tipps gespielt: { $names }
results-hints_by = { $name } ({ $n ->
    [one] 1 Zug
   *[other] { $n } Züge
})
