### /dobro tournament: tournaments run by the bot, their posts, buttons and refusals.

## The commands

cmd-tournament-name = torneo
cmd-tournament-description = Torneos organizados por el bot
cmd-tournament-create-name = crear
cmd-tournament-create-description = Anuncia un torneo, con un botón Inscribirse (moderadores)
cmd-tournament-start-name = empezar
cmd-tournament-start-description = Abre la confirmación de asistencia, o empieza ya durante ella (moderadores)
cmd-tournament-cancel-name = cancelar
cmd-tournament-cancel-description = Cancela un torneo, con un motivo (moderadores)
cmd-tournament-list-name = lista
cmd-tournament-list-description = Los torneos del servidor
cmd-tournament-standings-name = clasificacion
cmd-tournament-standings-description = La clasificación de un torneo
cmd-tournament-option-name = nombre
cmd-tournament-option-name-description = Su nombre
cmd-tournament-option-format = formato
cmd-tournament-option-format-description = Suizo, todos contra todos o eliminatoria
cmd-tournament-option-rounds = rondas
cmd-tournament-option-rounds-description = Suizo: cuántas rondas (por defecto: se fija al empezar)
cmd-tournament-option-seats = asientos
cmd-tournament-option-seats-description = Asientos por mesa (4 por defecto)
cmd-tournament-option-timer = temporizador
cmd-tournament-option-timer-description = Tiempo por turno (2 min por defecto)
cmd-tournament-option-fill = relleno
cmd-tournament-option-fill-description = Qué hacer cuando los jugadores no llenan las mesas
cmd-tournament-option-starts = inicio
cmd-tournament-option-starts-description = AAAA-MM-DD HH:MM o HH:MM, UTC (por defecto: a mano)
cmd-tournament-option-channel = canal
cmd-tournament-option-channel-description = Dónde se juega (por defecto: aquí)
cmd-tournament-option-game-description = Su juego (por defecto: el del servidor)
cmd-tournament-option-tournament = torneo
cmd-tournament-option-tournament-description = Cuál (por defecto: el más reciente en curso)
cmd-tournament-option-any-description = Cuál (por defecto: el más reciente)
cmd-tournament-option-reason = motivo
cmd-tournament-option-reason-description = Por qué (se publica)

## Words

tournament-format-swiss = suizo
tournament-format-round_robin = todos contra todos
tournament-format-knockout = eliminatoria
tournament-fill-smaller = mesas más pequeñas si hace falta
tournament-fill-computers = máquinas completan las mesas
tournament-fill-byes = descansos si hace falta
tournament-fill_choice-smaller = mesas más pequeñas
tournament-fill_choice-computers = máquinas
tournament-fill_choice-byes = descansos
tournament-seats = { $n } asientos por mesa
tournament-rounds = { $n ->
        [one] { $n } ronda
       *[other] { $n } rondas
    }
tournament-rounds_later = rondas fijadas al empezar
tournament-go_on = { $n ->
        [one] pasa el mejor de cada mesa
       *[other] pasan los { $n } mejores de cada mesa
    }
tournament-status-registering = inscripción abierta
tournament-status-check_in = confirmación de asistencia
tournament-status-running = en juego
tournament-status-finished = terminado
tournament-status-cancelled = cancelado
tournament-starts_in = { $when } UTC (dentro de { $minutes } min)
tournament-thread_name = { $name } · ronda { $round } · mesa { $table }

## Answers to moderators

tournament-created = 🏆 **{ $name }** está anunciado en { $channel }: { $settings }. Los jugadores se inscriben con el botón de allí.
tournament-start-check_in = ⏰ La confirmación de asistencia de **{ $name }** está abierta: empieza a las { $when } ({ $minutes } min) con quienes la hayan confirmado. Vuelve a usar /dobro torneo empezar para empezar antes: eliges con quién.
tournament-start-started = 🎲 **{ $name }** ha empezado: sus mesas se están abriendo en sus hilos.
tournament-start-cancelled = 🛑 **{ $name }** no ha podido empezar: menos de dos jugadores confirmaron asistencia, así que se cancela.
tournament-cancel-done = 🛑 **{ $name }** está cancelado; { $channel } explica por qué.

## The announcement

tournament-announce-title = 🏆 { $name }
tournament-announce-registering = La inscripción está abierta: pulsa **Inscribirse**. Un moderador lo empieza con /dobro torneo empezar.
tournament-announce-registering_at = Empieza { $when } ({ $left }). La inscripción está abierta hasta entonces: pulsa **Inscribirse**; la confirmación de asistencia se abre 10 minutos antes.
tournament-announce-check_in = ⏰ La confirmación de asistencia está abierta: pulsa **Estoy aquí** en el aviso de abajo. Empieza a las { $when }; quien no haya confirmado para entonces queda fuera.
tournament-announce-running = 🎲 Se está jugando la ronda { $round }: cada mesa en su propio hilo, aquí abajo.
tournament-announce-finished = 🏁 Terminado: el podio está aquí abajo.
tournament-announce-registered = **Inscritos** ({ $n } de { $most }):
tournament-announce-nobody = nadie todavía
tournament-button-join = Inscribirse
tournament-button-withdraw = Retirarse
tournament-button-standings = Clasificación
tournament-button-check_in = Estoy aquí

## Posts

tournament-check_in-call = ⏰ **{ $name }** empieza { $when }: { $who } — pulsa **Estoy aquí** para conservar tu plaza. Quien no haya confirmado al empezar queda fuera.
tournament-started-title = 🎲 { $name } ha empezado
tournament-started-body = { $players } jugadores · { $planned ->
        [one] { $planned } ronda
       *[other] { $planned } rondas
    } · ronda 1: { $tables ->
        [one] { $tables } mesa
       *[other] { $tables } mesas
    }, cada una en su propio hilo, aquí abajo.
tournament-started-dropped = Fuera (no confirmaron asistencia): { $who }
tournament-byes = Descansan esta ronda (suman la media de un asiento): { $who }
tournament-table-call = 🎲 **{ $name }** · ronda { $round } · mesa { $table }: { $who }. La partida empieza en el hilo de abajo; el temporizador juega por quien no esté.
tournament-table-call_final = 🏆 **{ $name }** · ronda { $round } · la mesa final: { $who }. La partida empieza en el hilo de abajo; el temporizador juega por quien no esté.
tournament-table-computers = { $n ->
        [one] 🤖 una máquina
       *[other] 🤖 { $n } máquinas
    }
tournament-standings-after = 📊 { $name } · clasificación tras la ronda { $round }
tournament-next_round = 🎲 Empieza la ronda { $round }: { $tables ->
        [one] { $tables } mesa
       *[other] { $tables } mesas
    }, cada una en su propio hilo, aquí abajo.
tournament-final-title = 🏁 { $name } ha terminado
tournament-final-sub = { $players } jugadores · { $rounds ->
        [one] { $rounds } ronda
       *[other] { $rounds } rondas
    }
tournament-final-podium = { $medal } { $who } · { $points } puntos
tournament-final-thanks = ¡Gracias por jugar! Cada partida contó como cualquier otra: /dobro historial las conserva.
tournament-cancelled-title = 🛑 { $name } está cancelado
tournament-cancelled-reason = Un moderador lo ha cancelado: { $reason }
tournament-cancelled-too_few = Menos de dos jugadores confirmaron asistencia, así que no pudo empezar.

## Standings

tournament-standings-title = 📊 { $name } · clasificación
tournament-standings-empty = Todavía no se ha jugado ninguna ronda.
tournament-standings-more = … y { $n } más
tournament-progress = tras { $played } de { $planned ->
        [one] { $planned } ronda
       *[other] { $planned } rondas
    } · puntos, luego puntos de los rivales, enfrentamiento directo, valoración antes del torneo
tournament-progress-over = final, tras { $played ->
        [one] { $played } ronda
       *[other] { $played } rondas
    }
tournament-row = **{ $rank }.** { $who } · { $points } pts · riv. { $opponents }{ $extra }
tournament-row-withdrawn = {" "}· retirado
tournament-list-title = 🏆 Torneos
tournament-list-empty = Todavía no hay ningún torneo en este servidor. Los moderadores anuncian uno con /dobro torneo crear.
tournament-list-line = **{ $name }** · { $status } · { $when } · { $settings }

## Answers to players

tournament-join-done = ✅ Estás inscrito en **{ $name }**. Te avisaremos para confirmar tu asistencia poco antes de empezar.
tournament-join-checked_in = ✅ Estás inscrito en **{ $name }**, con la asistencia confirmada.
tournament-check_in-done = ✅ Has confirmado tu asistencia a **{ $name }**: te avisaremos en tu mesa.
tournament-withdraw-unregistered = Ya no estás inscrito en **{ $name }**.
tournament-withdraw-ask = ¿Retirarte de **{ $name }**? No volverás a ser emparejado, y una partida que estés jugando ahora cuenta como abandono (por debajo de todos los que la juegan hasta el final, sin puntos). Tus resultados hasta ahora se mantienen.
tournament-withdraw-confirm = Retirarme
tournament-withdraw-done = Te has retirado de **{ $name }**.
tournament-withdraw-not_yours = Solo puede responder el jugador que lo pidió.

## Refusals

tournament-bad_name = El nombre de un torneo tiene de 1 a { $most } caracteres.
tournament-name_taken = Este servidor ya tiene en curso un torneo llamado { $name }: elige otro nombre.
tournament-bad_options = Estas opciones no sirven para el juego ({ $detail }).
tournament-bad_format = { $format } no es un formato: suizo, todos contra todos o eliminatoria.
tournament-bad_seats = Este juego sienta de { $low } a { $high } por mesa.
tournament-rounds_swiss_only = Solo un torneo suizo admite un número de rondas: todos contra todos y eliminatoria calculan las suyas.
tournament-bad_rounds = Un torneo suizo tiene de 1 a { $most } rondas.
tournament-bad_fill = { $fill } no es una forma de llenar las mesas: mesas más pequeñas, máquinas o descansos.
tournament-bad_timer = Las mesas de un torneo necesitan temporizador, para que cada ronda termine.
tournament-bad_start = «{ $value }» no es una hora: escribe AAAA-MM-DD HH:MM o HH:MM, en UTC (o elige una sugerencia).
tournament-past_start = { $value } ya ha pasado: un torneo empieza en el futuro.
tournament-far_start = Un torneo empieza en los próximos { $days } días: elige una hora más cercana.
tournament-text_channel = Un torneo necesita un canal de texto (sus mesas se abren en hilos): elige uno con canal:.
tournament-unknown = No hay ningún torneo llamado { $name } en este servidor (ver /dobro torneo lista).
tournament-none = Todavía no hay ningún torneo en este servidor.
tournament-over = El torneo { $name } ha terminado.
tournament-started = El torneo { $name } ya ha empezado.
tournament-closed = La inscripción a { $name } está cerrada: ya ha empezado.
tournament-full = El torneo { $name } está completo ({ $most } jugadores).
tournament-already_registered = Ya estás inscrito en { $name }.
tournament-not_registered = No juegas en { $name }.
tournament-no_check_in = La confirmación de asistencia de { $name } no está abierta.
tournament-reason_needed = Di por qué se cancela el torneo (motivo:).
tournament-start-how = ⏰ **{ $name }** está en la confirmación de asistencia (empieza sola a las { $when }): { $n ->
        [one] { $n } de { $registered } inscritos ha confirmado.
       *[other] { $n } de { $registered } inscritos han confirmado.
    } ¿Empezar ya, con ellos o con todos los inscritos?
tournament-button-start_checked_in = Empezar con los { $n } confirmados
tournament-button-start_everyone = Empezar con los { $n } inscritos
tournament-final-nobody = Nadie jugó hasta el final una mesa de este torneo: no se corona a ningún campeón.
tournament-too_few_checked_in = { $n ->
        [0] Nadie ha confirmado aún su asistencia a { $name }
        [one] Solo { $n } jugador ha confirmado su asistencia a { $name }
       *[other] Solo { $n } jugadores han confirmado su asistencia a { $name }
    }: un torneo necesita dos. Empieza con todos los inscritos, o deja que siga la confirmación.
