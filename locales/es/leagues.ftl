### /dobro league: leagues, their standings and final posts.

league-ends_in = { $date } (dentro de { $days ->
        [one] { $days } día
       *[other] { $days } días
    })
league-created =
    🏅 La liga **{ $name }** está abierta: { $settings }. { $ends }
    Las mesas juegan para ella con /dobro nueva y la opción liga: { $name }.
league-ends = Se cierra sola { $when }.
league-no_end = Un moderador la cierra con /dobro liga cerrar.
league-list-title = 🏅 Ligas
league-list-empty = Todavía no hay ninguna liga en este servidor. Los moderadores crean una con /dobro liga crear.
league-list-open = **{ $name }** · abierta desde { $start } · { $ends } · { $games } · { $settings }
league-list-closed = **{ $name }** · { $start } → { $end } · { $games } · cerrada
league-list-until = hasta { $date }
league-list-no_end = sin fecha de fin
league-games = { $n ->
    [one] { $n } partida
   *[other] { $n } partidas
    }
league-standings-title = 🏅 { $name } · clasificación
league-standings-closed = 🏅 { $name } · clasificación final
league-standings-sub = { $total ->
        [one] { $total } jugador con valoración
       *[other] { $total } jugadores con valoración
    } · { $games } · página { $page } de { $pages }
league-standings-empty = Todavía nadie tiene valoración en esta liga: una partida de liga terminada con al menos dos personas les da valoración. /dobro nueva con liga: { $name } abre una mesa.
league-none_open = No hay ninguna liga abierta en este servidor: nombra una (liga:) para ver su clasificación.
league-close-ask = ¿Cerrar **{ $name }** ahora? Su clasificación se congela ({ $games } hasta ahora) y la clasificación final se publica en { $channel }. Las mesas que sigan jugando para ella solo contarán para el servidor.
league-close-confirm = Cerrar la liga
league-close-keep = Dejarla abierta
league-close-kept = No ha cambiado nada: **{ $name }** sigue abierta.
league-close-done = 🏁 **{ $name }** está cerrada; su clasificación final está en { $channel }.
league-close-unposted = 🏁 **{ $name }** está cerrada, pero su clasificación final aún no se ha podido publicar en { $channel } (puede que el bot no tenga acceso); lo vuelve a intentar cada minuto.
league-close-not_yours = Solo puede responder el moderador que lo pidió.
league-final-title = 🏁 La liga { $name } ha terminado
league-final-sub = { $games } · { $players ->
        [one] { $players } jugador con valoración
       *[other] { $players } jugadores con valoración
    } · cerrada { $when }
league-final-podium = { $medal } { $who } · valoración { $rating } · { $wins ->
        [one] { $wins } victoria
       *[other] { $wins } victorias
    } en { $played ->
        [one] { $played } partida
       *[other] { $played } partidas
    }
league-final-nobody = Nadie obtuvo valoración en esta liga: esta vez no hay podio.
league-final-thanks = ¡Gracias por jugar! La clasificación del servidor conserva todas las partidas.
league-bad_name = El nombre de una liga tiene de 1 a { $most } caracteres.
league-name_taken = Este servidor ya tiene una liga llamada { $name }: elige otro nombre.
league-unknown = No hay ninguna liga llamada { $name } en este servidor (ver /dobro liga lista).
league-closed = La liga { $name } está cerrada: su clasificación es definitiva y ninguna mesa nueva puede jugar para ella.
league-settings_fixed = Una mesa de liga juega al juego de la liga con sus ajustes: no indiques el juego, sus opciones ni el temporizador.
league-bad_options = Las opciones de la liga no sirven para su juego ({ $detail }).
league-bad_date = «{ $value }» no es una fecha: escríbela como AAAA-MM-DD, p. ej. 2026-12-31 (o elige una sugerencia).
league-past_date = { $value } ya ha pasado: una liga termina en el futuro.
league-far_date = Una liga dura como mucho { $days } días: elige un final más cercano.
league-final-standings = Clasificación completa
