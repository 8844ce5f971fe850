### /dobro leaderboard, history, void, forget-me and recompute-ratings.

board-title = 🏆 Ranking de { $game } · { $sort }
board-sub = { $total ->
        [1] { $total } jogador
       *[other] { $total } jogadores
    } com pelo menos { $min ->
        [1] { $min } partida terminada
       *[other] { $min } partidas terminadas
    } · página { $page } de { $pages }
board-row = **{ $rank }.** { $who } · rating { $rating } · partidas { $games } · vitórias { $wins } ({ $rate }%) · { $avg } pts/partida
board-you = **Você** ({ $who }): nº { $rank } de { $total } · rating { $rating } · partidas { $games } · vitórias { $wins } ({ $rate }%) · { $avg } pts/partida
board-you_few = **Você** ({ $who }): { $games ->
        [1] { $games } partida terminada
       *[other] { $games } partidas terminadas
    } aqui; este ranking pede { $min }.
board-you_unrated = **Você** ({ $who }): ainda sem rating. Uma partida terminada com pelo menos mais uma pessoa dá um rating a você.
board-you_none = **Você** ({ $who }): nenhuma partida terminada aqui ainda.
board-empty = Nenhuma partida foi terminada neste servidor ainda, então não há ranking. Abra uma mesa com /dobro nova, jogue uma partida e volte!
board-nobody = Ninguém está neste ranking ainda: é preciso { $min ->
        [1] { $min } partida terminada
       *[other] { $min } partidas terminadas
    } (e, por rating, uma partida com outra pessoa). Tente um partidas_min menor.
board-previous = ◀ Anterior
board-next = Próxima ▶
history-title = 📜 Histórico de partidas
history-sub = { $total ->
        [1] { $total } partida
       *[other] { $total } partidas
    } · página { $page } de { $pages } · mais recentes primeiro
history-empty = Nenhuma partida foi jogada neste servidor ainda. Abra uma mesa com /dobro nova!
history-game = **Partida { $id }** · { $date } · { $game }
history-order = { $names }
history-shared = { $names } (vitória compartilhada)
history-players = Jogadores: { $names }
history-left = {" "}(saiu)
history-link = [Resultado]({ $link })
history-active = 🎲 Em andamento
history-cancelled = 🚫 Cancelada: não conta para ninguém
history-cancelled_reason = 🚫 Cancelada por um moderador: { $reason }
history-abandoned = 🏳️ Abandonada: todos os jogadores saíram
history-broken = ⚠️ Não pôde ser retomada depois de um reinício
void-done = A partida { $id } não conta mais ({ $reason }). Totais e ratings foram recalculados sem ela.
void-unknown = Não há partida { $id } neste servidor.
void-not_finished = A partida { $id } não terminou: só uma partida terminada pode ser anulada.
void-no_reason = Dê um motivo: ele aparece no histórico.
void-voided = A partida { $id } já está anulada.
history-voided = ⛔ Anulada por um moderador: { $reason } · não conta para ninguém
history-former = um ex-jogador
forget-ask = Isto apaga seus totais e seu rating neste servidor. As partidas passadas continuam, mas seus lugares nelas aparecem como “um ex-jogador”, e os ratings de todos são recalculados sem você. Seu progresso nos tutoriais e suas preferências (/dobro preferencias) também são apagados. Não dá para desfazer. As partidas que você jogar depois voltam a contar.
forget-confirm = Esqueça-me
forget-cancel = Cancelar
forget-done = Pronto: este servidor não guarda mais seus totais nem seu rating, e você é “um ex-jogador” em { $games ->
        [1] { $games } resultado passado
       *[other] { $games } resultados passados
    }.
forget-cancelled = Cancelado: nada foi alterado.
forget-not_yours = Só a pessoa que pediu para ser esquecida pode responder.
standings-recomputed = Ratings recalculados a partir de { $games ->
        [1] { $games } partida contada.
       *[other] { $games } partidas contadas, na ordem em que terminaram.
    }
standings-cooldown = Isso acabou de ser feito: tente de novo <t:{ $when }:R>. (Recalcular a classificação dá muito trabalho, então é preciso esperar entre dois pedidos.)
standings-unknown_game = Este bot não joga (mais) { $game }: escolha um jogo da lista.
history-not_counted-solo = Não conta: uma pessoa só contra computadores
history-not_counted-too_few = Não conta: menos de duas pessoas compareceram (fizeram as próprias primeiras jogadas)
history-idle = 🏳️ Abandonada: ninguém jogou por um dia
history-undeliverable = O resultado não pôde ser publicado no canal dele (apagado, ou o bot não pode escrever lá)
