### The end-of-game results message.

results-rating = {" "}· rating { $before } → { $after } ({ $delta })
results-rank = {" "}· nº { $rank }
results-title = { $game } · resultado
results-line = { $pos }. { $name } — { $total } pts (rodadas { $rounds }; cartas { $cards })
results-winner = 🏆 { $names } ganhou!
results-shared = 🏆 Vitória compartilhada: { $names }
results-tiebreak = Empate em pontos: decide quem juntou menos cartas na última rodada (R14).
results-shared_why = Empate em pontos e nas cartas da última rodada: a vitória é compartilhada (R14).
results-counted = ✅ Conta para o ranking e os ratings: { $n } pessoas compareceram. Só quem jogou até o fim pode ganhar rating.
results-counted_but = ✅ Conta para o ranking e os ratings, mas não para estes ausentes (nunca fizeram as próprias primeiras jogadas): { $names }
results-solo = ➖ Não conta: uma partida só conta com duas pessoas ou mais (computadores nunca contam).
results-too_few = ➖ Não conta: uma partida só conta quando duas pessoas ou mais comparecem (fazem as próprias primeiras jogadas), e estas não compareceram: { $names }
results-no_winner = 🏳️ Sem vencedor: ninguém jogou esta partida até o fim.
results-status-played = ✅ { $name } jogou até o fim
results-status-left = 🏳️ { $name } desistência: saiu na jogada { $move }
results-status-stopped = 🏳️ { $name } desistência: parou de jogar na jogada { $move }
results-status-no_show = 👻 { $name } ausente: não conta
results-status-loss = {" "}(conta como derrota)
results-status-hints = {" "}· 💡 usou dicas ({ $n ->
    [1] 1 vez
   *[other] { $n } vezes
}): sem ganho de rating
