### The end-of-game results message.

results-rating = {" "}· rating { $before } → { $after } ({ $delta })
results-rank = {" "}· nº { $rank }
results-left = {" "}· 🚪 saiu (em último)
results-leavers = Saíram durante a partida (desistência: em último): { $names }
results-title = { $game } · resultado
results-line = { $pos }. { $name } — { $total } pts (rodadas { $rounds }; cartas { $cards })
results-winner = 🏆 { $names } ganhou!
results-shared = 🏆 Vitória compartilhada: { $names }
results-tiebreak = Empate em pontos: decide quem juntou menos cartas na última rodada (R14).
results-shared_why = Empate em pontos e nas cartas da última rodada: a vitória é compartilhada (R14).
results-counted = ✅ Conta para o ranking e os ratings: { $n } pessoas fizeram as próprias jogadas.
results-counted_but = ✅ Conta para o ranking e os ratings, mas não para { $names }: a maioria das jogadas foi feita pelo cronômetro ou pelo computador.
results-solo = ➖ Não conta: uma partida só conta com duas pessoas ou mais (computadores nunca contam).
results-too_few = ➖ Não conta: uma partida só conta quando duas pessoas ou mais fazem as próprias jogadas, e { $names } não fizeram (o cronômetro ou o computador fez a maioria das jogadas).
results-not_counted = {" "}· não conta
results-hints = Jogaram com dicas: { $names }
results-hints_by = { $name } ({ $n ->
    [1] 1 vez
   *[other] { $n } vezes
})
