### /dobro league: leagues, their standings and final posts.

league-ends_in = { $date } (dans { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    })
league-created =
    🏅 La ligue **{ $name }** est ouverte : { $settings }. { $ends }
    Les tables jouent pour elle avec /dobro nouvelle et l'option ligue : { $name }.
league-ends = Elle se ferme { $when }.
league-no_end = Un modérateur la ferme avec /dobro ligue fermer.
league-list-title = 🏅 Ligues
league-list-empty = Pas encore de ligue sur ce serveur. Les modérateurs en lancent une avec /dobro ligue creer.
league-list-open = **{ $name }** · ouverte depuis { $start } · { $ends } · { $games } · { $settings }
league-list-closed = **{ $name }** · { $start } → { $end } · { $games } · fermée
league-list-until = jusqu'au { $date }
league-list-no_end = sans date de fin
league-games = { $n ->
    [one] { $n } partie
   *[other] { $n } parties
    }
league-standings-title = 🏅 { $name } · classement
league-standings-closed = 🏅 { $name } · classement final
league-standings-sub = { $total ->
        [one] { $total } joueur classé
       *[other] { $total } joueurs classés
    } · { $games } · page { $page } sur { $pages }
league-standings-empty = Personne n'est encore classé dans cette ligue : une partie de ligue terminée à deux personnes au moins les classe. /dobro nouvelle avec ligue : { $name } ouvre une table.
league-none_open = Aucune ligue n'est ouverte sur ce serveur : nommez-en une (ligue:) pour voir son classement.
league-close-ask = Fermer **{ $name }** maintenant ? Son classement est figé ({ $games } jusqu'ici) et le classement final est publié dans { $channel }. Les tables encore en jeu pour elle ne compteront que pour le serveur.
league-close-confirm = Fermer la ligue
league-close-keep = La garder ouverte
league-close-kept = Rien n'a changé : **{ $name }** reste ouverte.
league-close-done = 🏁 **{ $name }** est fermée ; son classement final est dans { $channel }.
league-close-unposted = 🏁 **{ $name }** est fermée, mais son classement final n'a pas encore pu être publié dans { $channel } (le bot n'y a peut-être pas accès) ; il réessaie chaque minute.
league-close-not_yours = Seul le modérateur qui a demandé peut répondre.
league-final-title = 🏁 La ligue { $name } est terminée
league-final-sub = { $games } · { $players ->
        [one] { $players } joueur classé
       *[other] { $players } joueurs classés
    } · fermée { $when }
league-final-podium = { $medal } { $who } · classement { $rating } · { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    } en { $played ->
        [one] { $played } partie
       *[other] { $played } parties
    }
league-final-nobody = Personne n'a été classé dans cette ligue : pas de podium cette fois.
league-final-thanks = Merci d'avoir joué ! Le classement du serveur garde chaque partie.
league-bad_name = Un nom de ligue a de 1 à { $most } caractères.
league-name_taken = Ce serveur a déjà une ligue nommée { $name } : choisissez un autre nom.
league-unknown = Il n'y a pas de ligue nommée { $name } sur ce serveur (voir /dobro ligue liste).
league-closed = La ligue { $name } est fermée : son classement est définitif et aucune nouvelle table ne peut jouer pour elle.
league-settings_fixed = Une table de ligue joue au jeu de la ligue avec ses réglages : ne donnez ni jeu, ni options, ni minuteur.
league-bad_options = Les options de la ligue ne conviennent pas à son jeu ({ $detail }).
league-bad_date = « { $value } » n'est pas une date : écrivez-la AAAA-MM-JJ, par exemple 2026-12-31 (ou choisissez une suggestion).
league-past_date = { $value } est déjà passé : une ligue se termine dans le futur.
league-far_date = Une ligue dure au plus { $days } jours : choisissez une fin plus proche.
league-final-standings = Classement complet
