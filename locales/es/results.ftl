### The end-of-game results message.

results-rating = {" "}· valoración { $before } → { $after } ({ $delta })
results-rank = {" "}· n.º { $rank }
results-title = { $game } · resultados
results-line = { $pos }. { $name } — { $total } pts (rondas { $rounds }; cartas { $cards })
results-winner = 🏆 ¡Gana { $names }!
results-shared = 🏆 Victoria compartida: { $names }
results-tiebreak = Empate a puntos: decide quién se llevó menos cartas en la última ronda (R14).
results-shared_why = Empate a puntos y a cartas de la última ronda: la victoria se comparte (R14).
results-counted = ✅ Cuenta para la clasificación y las valoraciones: { $n } personas se presentaron. Solo quienes la jugaron hasta el final pueden ganar valoración.
results-counted_but = ✅ Cuenta para la clasificación y las valoraciones, pero no para estos ausentes (nunca hicieron sus primeras jugadas): { $names }
results-solo = ➖ No cuenta: una partida solo cuenta con dos personas o más (las máquinas nunca cuentan).
results-too_few = ➖ No cuenta: una partida solo cuenta cuando se presentan dos personas o más (hacen sus primeras jugadas), y estas no lo hicieron: { $names }
results-no_winner = 🏳️ Sin ganador: nadie jugó esta partida hasta el final.
results-status-played = ✅ { $name } la jugó hasta el final
results-status-left = 🏳️ { $name } abandono: se fue en la jugada { $move }
results-status-stopped = 🏳️ { $name } abandono: dejó de jugar en la jugada { $move }
results-status-no_show = 👻 { $name } ausente: no cuenta
results-status-loss = {" "}(cuenta como derrota)
results-status-hints = {" "}· 💡 usó pistas ({ $n ->
    [one] 1 turno
   *[other] { $n } turnos
}): no gana valoración
