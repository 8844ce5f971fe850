## Jugar en cualquier parte, a tu ritmo (issue 34): MD y grupos, retos, avisos de la próxima
## partida, mesas que duran días.

choice-timer-3600 = 1 hora
choice-timer-43200 = 12 horas
choice-timer-86400 = 1 día
choice-timer-259200 = 3 días
timer-hours = { $n ->
    [one] { $n } hora por turno
   *[other] { $n } horas por turno
}
timer-days = { $n ->
    [one] { $n } día por turno
   *[other] { $n } días por turno
}

## Dónde funcionan los comandos
error-server_only = Esto funciona en un servidor que invitó al bot: su configuración, sus ligas y sus torneos son suyos. Aquí puedes jugar (`/dobro nueva`), aprender y ver la clasificación de este lugar.
table-error-external_apps = Aquí, este servidor solo muestra las respuestas de las apps de sus miembros a quien las pide: nadie más vería la mesa. Pide a un moderador que invite al bot, o juega por MD o en un grupo.

## Mesas servidas por interacciones (grupos; servidores donde solo cuenta tu instalación)
table-waiting = ⏸ Esta mesa espera: nadie ha pulsado nada en casi 15 minutos, y Discord solo deja que el bot la actualice mientras alguien lo hace. Pulsa **Reanudar** para seguir: cada reloj vuelve a correr donde se paró.
button-resume = Reanudar

## Las vacaciones de un jugador, en la mesa
game-vacation = {" "}· 🏖 ausente hasta { $when }

## Retos (el menú Apps sobre una persona)
menu-challenge = Retar a una partida
menu-stats = Estadísticas Dobro
challenge-ask = ¿A qué juego retas a { $who }? La mesa se abre aquí, y recibe un aviso.
challenge-pick = Elige un juego
challenge-not_them = Reta a otra persona: ni a ti mismo ni a un bot.
challenge-lobby = 🎯 { $host } reta a { $who } a una partida de { $game }. { $who }: **Aceptar** para jugar ya, o **Rechazar**.
challenge-expires = El reto termina { $when } si nadie responde.
button-accept = Aceptar
button-decline = Rechazar
closed-declined = El reto fue rechazado. No cuenta para nadie.
closed-challenge_expired = El reto terminó: nadie respondió en 10 minutos.
table-error-bad_challenge = Un reto es una mesa de dos: tú y otra persona.
table-error-challenge_only = Esta mesa es un reto: solo la persona retada puede sentarse.
table-error-not_challenged = Solo las dos personas de este reto pueden responderlo.

## Avisos: la próxima partida, tu turno
table-next_game = 🔔 { $who }: { $host } abrió una mesa de { $game }: { $link }
turn-dm = 🎲 Te toca en **{ $game } n.º { $id }** (el tiempo se acaba { $deadline }): { $link }

## /dobro-me
cmd-me-name = dobro-mio
cmd-me-description = Tus mesas, tus avisos y tus vacaciones, en cualquier parte
cmd-me-games-name = mesas
cmd-me-games-description = Tus mesas abiertas: a quién le toca, hasta cuándo, y un enlace
cmd-me-notify-name = avisos
cmd-me-notify-description = Lo que el bot te avisa: tu turno por MD, la próxima partida
cmd-me-notify-turns = turnos
cmd-me-notify-turns-description = En mesas que duran días, un MD cuando llega tu turno (una vez por turno)
cmd-me-notify-next_game = proxima-partida
cmd-me-notify-next_game-description = Un juego cuyas mesas nuevas en este servidor te avisan
cmd-me-notify-ping = ping
cmd-me-notify-ping-description = Con proxima-partida: avisarme (sí), o dejarlo (no)
choice-turns-dm = por MD
choice-turns-off = no
choice-ping-on = sí
choice-ping-off = no
cmd-me-away-name = ausente
cmd-me-away-description = Vacaciones: tu reloj espera en tus mesas que duran días
cmd-me-away-days = dias
cmd-me-away-days-description = Cuántos días (0: ya has vuelto)

me-games-title = Tus mesas abiertas
me-games-title_here = Tus mesas abiertas en este servidor
me-games-none = No tienes ninguna mesa abierta.
me-games-none_here = No tienes ninguna mesa abierta en este servidor. Por MD con el bot, `/dobro-mio mesas` las muestra todas.
me-games-lobby = sala de espera, { $n }/{ $seats } plazas
me-games-yours = te toca
me-games-turn = se espera a { $who }
me-games-until = el tiempo se acaba { $when }
me-games-link = [abrir]({ $link })
me-games-more = { $n ->
    [one] y { $n } más
   *[other] y { $n } más
}
me-notify-turns_dm = ✅ En las mesas que duran días, el bot te escribirá por MD cuando llegue tu turno, una vez por turno.
me-notify-turns_off = ✅ Ya no recibirás MD cuando llegue tu turno.
me-notify-next_on = ✅ Cuando se abra una mesa de { $game } en este servidor, recibirás un aviso (como mucho uno cada 30 minutos).
me-notify-next_off = ✅ Ya no recibirás avisos de nuevas mesas de { $game } aquí.
me-notify-turns_now = Tu turno por MD: { $how }
me-notify-games_here = Avisos de nuevas mesas aquí: { $games }
me-notify-games_anywhere = Avisos de nuevas mesas: { $games }
me-notify-none = ninguno
me-notify-server_only = El aviso de la próxima partida es por servidor: úsalo en el servidor cuyas mesas quieres.
me-away-set = 🏖 Ausente hasta el { $when }. Tu reloj espera en { $n ->
    [one] { $n } mesa
   *[other] { $n } mesas
} que duran días (cada servidor pone un límite). `/dobro-mio ausente dias:0` cuando vuelvas.
me-away-back = Bienvenido de nuevo: tu reloj vuelve a correr en { $n ->
    [one] { $n } mesa
   *[other] { $n } mesas
}.

## /dobro config away
cmd-config-away-name = vacaciones
cmd-config-away-description = Cuánto pueden parar un reloj las vacaciones aquí
cmd-config-away-days = dias
cmd-config-away-days-description = Días, de 0 a 90 (0: nunca)
config-away = **Vacaciones** (`/dobro-mio ausente`): el reloj de un jugador espera en las mesas que duran días como mucho { $n ->
    [one] { $n } día
   *[other] { $n } días
}
