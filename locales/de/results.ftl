### The end-of-game results message.

results-rating = {" "}· Wertung { $before } → { $after } ({ $delta })
results-rank = {" "}· Nr. { $rank }
results-title = { $game } · Ergebnis
results-line = { $pos }. { $name } — { $total } Pkt. (Runden { $rounds }; Karten { $cards })
results-winner = 🏆 { $names } gewinnt!
results-shared = 🏆 Geteilter Sieg: { $names }
results-tiebreak = Punktgleich: es entscheidet, wer in der letzten Runde die wenigsten Karten eingesammelt hat (R14).
results-shared_why = Gleich bei Punkten und bei den Karten der letzten Runde: der Sieg wird geteilt (R14).
results-counted = ✅ Zählt für Bestenliste und Wertungen: { $n } Personen waren dabei. Nur wer bis zum Ende gespielt hat, kann Wertung gewinnen.
results-counted_but = ✅ Zählt für Bestenliste und Wertungen, aber nicht für diese Abwesenden (sie haben ihre ersten Züge nie selbst gemacht): { $names }
results-solo = ➖ Zählt nicht: eine Partie zählt nur mit zwei oder mehr Personen (Computer zählen nie).
results-too_few = ➖ Zählt nicht: eine Partie zählt nur, wenn zwei oder mehr Personen dabei sind (ihre ersten Züge selbst machen), und diese waren es nicht: { $names }
results-no_winner = 🏳️ Kein Sieger: niemand hat diese Partie bis zum Ende gespielt.
results-status-played = ✅ { $name } hat bis zum Ende gespielt
results-status-left = 🏳️ { $name } aufgegeben: bei Zug { $move } gegangen
results-status-stopped = 🏳️ { $name } aufgegeben: bei Zug { $move } aufgehört zu spielen
results-status-no_show = 👻 { $name } nicht erschienen: zählt nicht
results-status-loss = {" "}(zählt als Niederlage)
results-status-hints = {" "}· 💡 Tipps genutzt ({ $n ->
    [one] 1 Zug
   *[other] { $n } Züge
}): kein Wertungsgewinn
