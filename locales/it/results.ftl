### The end-of-game results message.

results-rating = {" "}· punteggio { $before } → { $after } ({ $delta })
results-rank = {" "}· n. { $rank }
results-title = { $game } · risultati
results-line = { $pos }. { $name } — { $total } pt (manche { $rounds }; carte { $cards })
results-winner = 🏆 Vince { $names }!
results-shared = 🏆 Vittoria condivisa: { $names }
results-tiebreak = Parità di punti: decide chi ha raccolto meno carte nell'ultima manche (R14).
results-shared_why = Parità di punti e di carte nell'ultima manche: la vittoria è condivisa (R14).
results-counted = ✅ Conta per la classifica e i punteggi: { $n } persone si sono presentate. Solo chi l'ha giocata fino in fondo può guadagnare punteggio.
results-counted_but = ✅ Conta per la classifica e i punteggi, ma non per questi assenti (non hanno mai fatto le loro prime mosse): { $names }
results-solo = ➖ Non conta: una partita conta solo con due o più persone (i computer non contano mai).
results-too_few = ➖ Non conta: una partita conta solo quando si presentano due o più persone (fanno da sé le prime mosse), e questi no: { $names }
results-no_winner = 🏳️ Nessun vincitore: nessuno ha giocato questa partita fino in fondo.
results-status-played = ✅ { $name } l'ha giocata fino in fondo
results-status-left = 🏳️ { $name } ritirato: uscito alla mossa { $move }
results-status-stopped = 🏳️ { $name } ritirato: ha smesso di giocare alla mossa { $move }
results-status-no_show = 👻 { $name } assente: non conta
results-status-loss = {" "}(conta come sconfitta)
results-status-hints = {" "}· 💡 suggerimenti usati ({ $n ->
    [one] 1 turno
   *[other] { $n } turni
}): nessun guadagno di punteggio
