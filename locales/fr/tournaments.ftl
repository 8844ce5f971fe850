### /dobro tournoi : les tournois que mène le bot, leurs messages, boutons et refus.

## Les commandes

cmd-tournament-name = tournoi
cmd-tournament-description = Des tournois menés par le bot
cmd-tournament-create-name = creer
cmd-tournament-create-description = Annoncer un tournoi, avec un bouton S'inscrire (modérateurs)
cmd-tournament-start-name = lancer
cmd-tournament-start-description = Ouvrir l'appel, ou partir tout de suite pendant l'appel (modérateurs)
cmd-tournament-cancel-name = annuler
cmd-tournament-cancel-description = Annuler un tournoi, avec une raison (modérateurs)
cmd-tournament-list-name = liste
cmd-tournament-list-description = Les tournois du serveur
cmd-tournament-standings-name = classement
cmd-tournament-standings-description = Le classement d'un tournoi
cmd-tournament-option-name = nom
cmd-tournament-option-name-description = Son nom
cmd-tournament-option-format = formule
cmd-tournament-option-format-description = Suisse, toutes rondes ou élimination
cmd-tournament-option-rounds = manches
cmd-tournament-option-rounds-description = Suisse : combien de manches (défaut : fixé au départ)
cmd-tournament-option-seats = places
cmd-tournament-option-seats-description = Places par table (4 par défaut)
cmd-tournament-option-timer = minuteur
cmd-tournament-option-timer-description = Temps par tour (2 min par défaut)
cmd-tournament-option-fill = remplissage
cmd-tournament-option-fill-description = Si les joueurs ne remplissent pas les tables
cmd-tournament-option-starts = debut
cmd-tournament-option-starts-description = AAAA-MM-JJ HH:MM ou HH:MM, UTC (défaut : à la main)
cmd-tournament-option-channel = salon
cmd-tournament-option-channel-description = Où il se joue (défaut : ici)
cmd-tournament-option-game-description = Son jeu (défaut : celui du serveur)
cmd-tournament-option-tournament = tournoi
cmd-tournament-option-tournament-description = Lequel (défaut : le plus récent en cours)
cmd-tournament-option-any-description = Lequel (défaut : le plus récent)
cmd-tournament-option-reason = raison
cmd-tournament-option-reason-description = Pourquoi (publié)

## Les mots

tournament-format-swiss = suisse
tournament-format-round_robin = toutes rondes
tournament-format-knockout = élimination
tournament-fill-smaller = tables plus petites s'il le faut
tournament-fill-computers = des ordinateurs complètent les tables
tournament-fill-byes = des exempts s'il le faut
tournament-fill_choice-smaller = tables plus petites
tournament-fill_choice-computers = ordinateurs
tournament-fill_choice-byes = exempts
tournament-seats = { $n } places par table
tournament-rounds = { $n ->
        [one] { $n } manche
       *[other] { $n } manches
    }
tournament-rounds_later = manches fixées au départ
tournament-go_on = { $n ->
        [one] le meilleur de chaque table continue
       *[other] les { $n } meilleurs de chaque table continuent
    }
tournament-status-registering = inscriptions ouvertes
tournament-status-check_in = appel
tournament-status-running = en cours
tournament-status-finished = terminé
tournament-status-cancelled = annulé
tournament-starts_in = { $when } UTC (dans { $minutes } min)
tournament-thread_name = { $name } · manche { $round } · table { $table }

## Réponses aux modérateurs

tournament-created = 🏆 **{ $name }** est annoncé dans { $channel } : { $settings }. Les joueurs s'inscrivent avec le bouton là-bas.
tournament-start-check_in = ⏰ L'appel de **{ $name }** est ouvert : départ à { $when } ({ $minutes } min) avec ceux qui ont répondu. Relancez /dobro tournoi lancer pour partir plus tôt : vous choisirez avec qui.
tournament-start-how = ⏰ L'appel de **{ $name }** est en cours (départ automatique à { $when }) : { $n ->
        [one] { $n } inscrit sur { $registered } a répondu.
       *[other] { $n } inscrits sur { $registered } ont répondu.
    } Lancer maintenant, avec eux ou avec tous les inscrits ?
tournament-start-started = 🎲 **{ $name }** a commencé : ses tables ouvrent dans leurs fils.
tournament-start-cancelled = 🛑 **{ $name }** n'a pas pu commencer : moins de deux joueurs ont répondu à l'appel, il est donc annulé.
tournament-cancel-done = 🛑 **{ $name }** est annulé ; { $channel } dit pourquoi.

## L'annonce

tournament-announce-title = 🏆 { $name }
tournament-announce-registering = Les inscriptions sont ouvertes : appuyez sur **S'inscrire**. Un modérateur le lance avec /dobro tournoi lancer.
tournament-announce-registering_at = Départ { $when } ({ $left }). Inscriptions ouvertes jusque-là : appuyez sur **S'inscrire** ; l'appel ouvre 10 minutes avant.
tournament-announce-check_in = ⏰ L'appel est ouvert : appuyez sur **Présent** dans le message ci-dessous. Départ à { $when } ; qui n'a pas répondu est retiré.
tournament-announce-running = 🎲 La manche { $round } se joue : chaque table dans son fil ci-dessous.
tournament-announce-finished = 🏁 Terminé : le podium est ci-dessous.
tournament-announce-registered = **Inscrits** ({ $n } sur { $most }) :
tournament-announce-nobody = personne pour l'instant
tournament-button-join = S'inscrire
tournament-button-withdraw = Se retirer
tournament-button-standings = Classement
tournament-button-check_in = Présent
tournament-button-start_checked_in = Lancer avec les { $n } présents
tournament-button-start_everyone = Lancer avec les { $n } inscrits

## Les messages

tournament-check_in-call = ⏰ **{ $name }** commence { $when } : { $who } — appuyez sur **Présent** pour garder votre place. Qui n'a pas répondu au départ est retiré.
tournament-started-title = 🎲 { $name } a commencé
tournament-started-body = { $players } joueurs · { $planned ->
        [one] { $planned } manche
       *[other] { $planned } manches
    } · manche 1 : { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    }, chacune dans son fil ci-dessous.
tournament-started-dropped = Retirés (absents à l'appel) : { $who }
tournament-byes = Exempt cette manche (marque la moyenne d'une place) : { $who }
tournament-table-call = 🎲 **{ $name }** · manche { $round } · table { $table } : { $who }. Votre partie commence dans le fil ci-dessous ; le minuteur joue pour les absents.
tournament-table-call_final = 🏆 **{ $name }** · manche { $round } · la table finale : { $who }. Votre partie commence dans le fil ci-dessous ; le minuteur joue pour les absents.
tournament-table-computers = { $n ->
        [one] 🤖 un ordinateur
       *[other] 🤖 { $n } ordinateurs
    }
tournament-standings-after = 📊 { $name } · classement après la manche { $round }
tournament-next_round = 🎲 La manche { $round } commence : { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    }, chacune dans son fil ci-dessous.
tournament-final-title = 🏁 { $name } est terminé
tournament-final-sub = { $players } joueurs · { $rounds ->
        [one] { $rounds } manche
       *[other] { $rounds } manches
    }
tournament-final-podium = { $medal } { $who } · { $points } points
tournament-final-nobody = Personne n'a joué une table de ce tournoi jusqu'au bout : aucun champion n'est sacré.
tournament-final-thanks = Merci d'avoir joué ! Chaque partie a compté comme les autres : /dobro historique les garde.
tournament-cancelled-title = 🛑 { $name } est annulé
tournament-cancelled-reason = Un modérateur l'a annulé : { $reason }
tournament-cancelled-too_few = Moins de deux joueurs ont répondu à l'appel : il n'a pas pu commencer.

## Le classement

tournament-standings-title = 📊 { $name } · classement
tournament-standings-empty = Aucune manche n'a encore été jouée.
tournament-standings-more = … et { $n } de plus
tournament-progress = après { $played } { $planned ->
        [one] manche sur { $planned }
       *[other] manches sur { $planned }
    } · les points, puis les points des adversaires, les confrontations, le classement d'avant
tournament-progress-over = final, après { $played ->
        [one] { $played } manche
       *[other] { $played } manches
    }
tournament-row = **{ $rank }.** { $who } · { $points } pts · adv. { $opponents }{ $extra }
tournament-row-withdrawn = {" "}· retiré
tournament-list-title = 🏆 Tournois
tournament-list-empty = Aucun tournoi sur ce serveur pour l'instant. Les modérateurs en annoncent un avec /dobro tournoi creer.
tournament-list-line = **{ $name }** · { $status } · { $when } · { $settings }

## Réponses aux joueurs

tournament-join-done = ✅ Vous êtes inscrit à **{ $name }**. Vous serez appelé peu avant le départ.
tournament-join-checked_in = ✅ Vous êtes inscrit à **{ $name }**, et présent.
tournament-check_in-done = ✅ Vous êtes présent pour **{ $name }** : vous serez appelé à votre table.
tournament-withdraw-unregistered = Vous n'êtes plus inscrit à **{ $name }**.
tournament-withdraw-ask = Vous retirer de **{ $name }** ? Vous ne serez plus apparié, et une partie en cours est perdue par forfait (sous tous ceux qui la jouent jusqu'au bout, sans points). Vos résultats déjà acquis restent.
tournament-withdraw-confirm = Me retirer
tournament-withdraw-done = Vous vous êtes retiré de **{ $name }**.
tournament-withdraw-not_yours = Seul le joueur qui a demandé peut répondre.

## Les refus

tournament-bad_name = Le nom d'un tournoi a de 1 à { $most } caractères.
tournament-name_taken = Ce serveur a déjà un tournoi en cours appelé { $name } : choisissez un autre nom.
tournament-bad_options = Ces options ne conviennent pas au jeu ({ $detail }).
tournament-bad_format = { $format } n'est pas une formule : suisse, toutes rondes ou élimination.
tournament-bad_seats = Ce jeu se joue de { $low } à { $high } par table.
tournament-rounds_swiss_only = Seul un tournoi suisse prend un nombre de manches : toutes rondes et élimination calculent le leur.
tournament-bad_rounds = Un tournoi suisse a de 1 à { $most } manches.
tournament-bad_fill = { $fill } n'est pas une façon de remplir les tables : tables plus petites, ordinateurs ou exempts.
tournament-bad_timer = Les tables d'un tournoi ont besoin d'un minuteur, pour que chaque manche se termine.
tournament-bad_start = « { $value } » n'est pas une heure : écrivez AAAA-MM-JJ HH:MM ou HH:MM, en UTC (ou choisissez une suggestion).
tournament-past_start = { $value } est déjà passé : un tournoi commence dans le futur.
tournament-far_start = Un tournoi commence dans les { $days } jours : choisissez une heure plus proche.
tournament-text_channel = Un tournoi a besoin d'un salon textuel (ses tables ouvrent dans des fils) : choisissez-en un avec salon:.
tournament-unknown = Il n'y a pas de tournoi appelé { $name } sur ce serveur (voir /dobro tournoi liste).
tournament-none = Aucun tournoi sur ce serveur pour l'instant.
tournament-over = Le tournoi { $name } est terminé.
tournament-started = Le tournoi { $name } a déjà commencé.
tournament-closed = Les inscriptions à { $name } sont closes : il a commencé.
tournament-full = Le tournoi { $name } est complet ({ $most } joueurs).
tournament-already_registered = Vous êtes déjà inscrit à { $name }.
tournament-not_registered = Vous ne jouez pas dans { $name }.
tournament-no_check_in = L'appel de { $name } n'est pas ouvert.
tournament-too_few_checked_in = { $n ->
        [0] Personne n'a encore répondu à l'appel de { $name }
        [one] Un seul joueur a répondu à l'appel de { $name }
       *[other] Seuls { $n } joueurs ont répondu à l'appel de { $name }
    } : il en faut deux pour un tournoi. Lancez avec tous les inscrits, ou laissez l'appel se poursuivre.
tournament-reason_needed = Dites pourquoi le tournoi est annulé (raison:).
