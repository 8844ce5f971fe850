### /dobro leaderboard, history, void, forget-me and recompute-ratings.

board-title = 🏆 Clasificación de { $game } · { $sort }
board-sub = { $total ->
        [one] { $total } jugador
       *[other] { $total } jugadores
    } con al menos { $min ->
        [one] { $min } partida terminada
       *[other] { $min } partidas terminadas
    } · página { $page } de { $pages }
board-row = **{ $rank }.** { $who } · valoración { $rating } · partidas { $games } · victorias { $wins } ({ $rate } %) · { $avg } pts/partida
board-you = **Tú** ({ $who }): n.º { $rank } de { $total } · valoración { $rating } · partidas { $games } · victorias { $wins } ({ $rate } %) · { $avg } pts/partida
board-you_few = **Tú** ({ $who }): { $games ->
        [one] { $games } partida terminada
       *[other] { $games } partidas terminadas
    } aquí; esta clasificación pide { $min }.
board-you_unrated = **Tú** ({ $who }): aún sin valoración. Una partida terminada con al menos otra persona te da una valoración.
board-you_none = **Tú** ({ $who }): aún no has terminado ninguna partida aquí.
board-empty = Todavía no se ha terminado ninguna partida en este servidor, así que no hay clasificación. Abre una mesa con /dobro nueva, juega una partida ¡y vuelve!
board-nobody = Todavía no hay nadie en esta clasificación: hace falta { $min ->
        [one] { $min } partida terminada
       *[other] { $min } partidas terminadas
    } (y, por valoración, una partida con otra persona). Prueba un partidas_min más bajo.
board-previous = ◀ Anterior
board-next = Siguiente ▶
history-title = 📜 Historial de partidas
history-sub = { $total ->
        [one] { $total } partida
       *[other] { $total } partidas
    } · página { $page } de { $pages } · las más recientes primero
history-empty = Todavía no se ha jugado ninguna partida en este servidor. ¡Abre una mesa con /dobro nueva!
history-game = **Partida { $id }** · { $date } · { $game }
history-order = { $names }
history-shared = { $names } (victoria compartida)
history-players = Jugadores: { $names }
history-left = {" "}(se fue)
history-link = [Resultados]({ $link })
history-active = 🎲 En juego
history-cancelled = 🚫 Cancelada: no cuenta para nadie
history-cancelled_reason = 🚫 Cancelada por un moderador: { $reason }
history-abandoned = 🏳️ Abandonada: todos los jugadores se fueron
history-broken = ⚠️ No se pudo reanudar tras un reinicio
void-done = La partida { $id } ya no cuenta ({ $reason }). Los totales y las valoraciones se han recalculado sin ella.
void-unknown = No hay ninguna partida { $id } en este servidor.
void-not_finished = La partida { $id } no ha terminado: solo se puede anular una partida terminada.
void-no_reason = Da un motivo: se muestra en el historial.
void-voided = La partida { $id } ya está anulada.
history-voided = ⛔ Anulada por un moderador: { $reason } · no cuenta para nadie
history-former = un antiguo jugador
forget-ask = Esto borra tus totales y tu valoración en este servidor. Sus partidas pasadas se quedan, pero tus asientos en ellas aparecerán como «un antiguo jugador», y las valoraciones de todos se recalculan sin ti. Tu progreso en los tutoriales y tus ajustes propios (/dobro ajustes) también se borran. No se puede deshacer. Las partidas que juegues después vuelven a contar.
forget-confirm = Olvídame
forget-cancel = Cancelar
forget-done = Hecho: este servidor ya no guarda ni tus totales ni tu valoración, y eres «un antiguo jugador» en { $games ->
        [one] { $games } resultado pasado
       *[other] { $games } resultados pasados
    }.
forget-cancelled = Cancelado: no se ha cambiado nada.
forget-not_yours = Solo puede responder la persona que pidió ser olvidada.
standings-recomputed = Valoraciones recalculadas a partir de { $games ->
        [one] { $games } partida contada.
       *[other] { $games } partidas contadas, en el orden en que terminaron.
    }
standings-cooldown = Eso se acaba de hacer hace un momento: inténtalo de nuevo <t:{ $when }:R>. (Recalcular la clasificación es un trabajo pesado, así que hay que esperar entre dos peticiones.)
standings-unknown_game = Este bot no juega (o ya no juega) a { $game }: elige un juego de la lista.
history-not_counted-solo = No cuenta: una sola persona contra máquinas
history-not_counted-too_few = No cuenta: se presentaron menos de dos personas (hicieron sus primeras jugadas)
history-idle = 🏳️ Abandonada: nadie jugó durante un día
history-undeliverable = Los resultados no se pudieron publicar en su canal (borrado, o el bot no puede escribir allí)
