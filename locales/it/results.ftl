### The end-of-game results message.

results-rating = {" "}· punteggio { $before } → { $after } ({ $delta })
results-rank = {" "}· n. { $rank }
results-left = {" "}· 🚪 uscito (ultimo)
results-leavers = Usciti durante la partita (ritiro: ultimi): { $names }
results-title = { $game } · risultati
results-line = { $pos }. { $name } — { $total } pt (manche { $rounds }; carte { $cards })
results-winner = 🏆 Vince { $names }!
results-shared = 🏆 Vittoria condivisa: { $names }
results-tiebreak = Parità di punti: decide chi ha raccolto meno carte nell'ultima manche (R14).
results-shared_why = Parità di punti e di carte nell'ultima manche: la vittoria è condivisa (R14).
results-counted = ✅ Conta per la classifica e i punteggi: { $n } persone hanno giocato le proprie mosse.
results-counted_but = ✅ Conta per la classifica e i punteggi, ma non per { $names }: la maggior parte delle loro mosse l'hanno fatta il timer o il computer.
results-solo = ➖ Non conta: una partita conta solo con due o più persone (i computer non contano mai).
results-too_few = ➖ Non conta: una partita conta solo quando due o più persone giocano le proprie mosse, e { $names } non l'hanno fatto (il timer o il computer ha fatto la maggior parte delle loro mosse).
results-not_counted = {" "}· non conta
results-hints = Giocato con i suggerimenti: { $names }
results-hints_by = { $name } ({ $n ->
    [one] 1 turno
   *[other] { $n } turni
})
