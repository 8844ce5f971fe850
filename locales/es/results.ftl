### The end-of-game results message.

results-rating = {" "}· valoración { $before } → { $after } ({ $delta })
results-rank = {" "}· n.º { $rank }
results-left = {" "}· 🚪 se fue (último)
results-leavers = Se fueron durante la partida (abandono: últimos): { $names }
results-title = { $game } · resultados
results-line = { $pos }. { $name } — { $total } pts (rondas { $rounds }; cartas { $cards })
results-winner = 🏆 ¡Gana { $names }!
results-shared = 🏆 Victoria compartida: { $names }
results-tiebreak = Empate a puntos: decide quién se llevó menos cartas en la última ronda (R14).
results-shared_why = Empate a puntos y a cartas de la última ronda: la victoria se comparte (R14).
results-counted = ✅ Cuenta para la clasificación y las valoraciones: { $n } personas hicieron sus propias jugadas.
results-counted_but = ✅ Cuenta para la clasificación y las valoraciones, pero no para { $names }: la mayoría de sus jugadas las hizo el temporizador o la máquina.
results-solo = ➖ No cuenta: una partida solo cuenta con dos personas o más (las máquinas nunca cuentan).
results-too_few = ➖ No cuenta: una partida solo cuenta cuando dos personas o más hacen sus propias jugadas, y { $names } no lo hicieron (el temporizador o la máquina hizo la mayoría de sus jugadas).
results-not_counted = {" "}· no cuenta
results-hints = Jugaron con pistas: { $names }
results-hints_by = { $name } ({ $n ->
    [one] 1 turno
   *[other] { $n } turnos
})
