## Jouer partout, à son rythme (issue 34) : MP et groupes privés, défis, alertes pour la
## prochaine partie, tables qui durent des jours.

choice-timer-3600 = 1 heure
choice-timer-43200 = 12 heures
choice-timer-86400 = 1 jour
choice-timer-259200 = 3 jours
timer-hours = { $n ->
    [one] { $n } heure par tour
   *[other] { $n } heures par tour
}
timer-days = { $n ->
    [one] { $n } jour par tour
   *[other] { $n } jours par tour
}

## Où les commandes fonctionnent
error-server_only = Ceci fonctionne sur un serveur qui a invité le bot : ses réglages, ligues et tournois lui appartiennent. Ici, vous pouvez jouer (`/dobro nouvelle`), apprendre et voir le classement de ce lieu.
table-error-external_apps = Ici, ce serveur ne montre les réponses des applications de ses membres qu'à la personne qui les demande : personne d'autre ne verrait la table. Demandez à un modérateur d'inviter le bot, ou jouez en MP ou dans un groupe privé.

## Tables servies par les interactions (groupes privés ; serveurs où seule votre installation compte)
table-waiting = ⏸ Cette table attend : personne n'a cliqué depuis presque 15 minutes, et Discord ne laisse le bot la mettre à jour que pendant qu'on clique. Appuyez sur **Reprendre** pour continuer : chaque horloge repart où elle s'était arrêtée.
button-resume = Reprendre

## Les vacances d'un joueur, sur la table
game-vacation = {" "}· 🏖 absent jusqu'à { $when }

## Défis (le menu Applications sur une personne)
menu-challenge = Défier à une partie
menu-stats = Stats Dobro
challenge-ask = Défier { $who } à quel jeu ? La table s'ouvre ici, et la personne est notifiée.
challenge-pick = Choisissez un jeu
challenge-not_them = Défiez quelqu'un d'autre : ni vous-même, ni un bot.
challenge-lobby = 🎯 { $host } défie { $who } à une partie de { $game }. { $who } : **Accepter** pour jouer tout de suite, ou **Refuser**.
challenge-expires = Le défi prend fin { $when } si personne ne répond.
button-accept = Accepter
button-decline = Refuser
closed-declined = Le défi a été refusé. La partie ne compte pour personne.
closed-challenge_expired = Le défi a pris fin : personne n'a répondu dans les 10 minutes.
table-error-bad_challenge = Un défi est une table à deux : vous et quelqu'un d'autre.
table-error-challenge_only = Cette table est un défi : seule la personne défiée peut s'asseoir.
table-error-not_challenged = Seules les deux personnes de ce défi peuvent y répondre.

## Alertes : la prochaine partie, votre tour
table-next_game = 🔔 { $who } : { $host } a ouvert une table de { $game } : { $link }
turn-dm = 🎲 À vous de jouer à **{ $game } n° { $id }** (temps écoulé { $deadline }) : { $link }

## /dobro-me
cmd-me-name = dobro-moi
cmd-me-description = Vos tables, vos alertes et vos vacances, partout
cmd-me-games-name = tables
cmd-me-games-description = Vos tables ouvertes : à qui le tour, jusqu'à quand, et un lien
cmd-me-notify-name = alertes
cmd-me-notify-description = Ce que le bot vous signale : votre tour en MP, la prochaine partie
cmd-me-notify-turns = tours
cmd-me-notify-turns-description = Aux tables qui durent des jours, un MP quand vient votre tour (une fois par tour)
cmd-me-notify-next_game = prochaine-partie
cmd-me-notify-next_game-description = Un jeu dont les nouvelles tables sur ce serveur vous notifient
cmd-me-notify-ping = ping
cmd-me-notify-ping-description = Avec prochaine-partie : me notifier (oui), ou arrêter (non)
choice-turns-dm = en MP
choice-turns-off = non
choice-ping-on = oui
choice-ping-off = non
cmd-me-away-name = absent
cmd-me-away-description = Des vacances : votre horloge attend à vos tables qui durent des jours
cmd-me-away-days = jours
cmd-me-away-days-description = Combien de jours (0 : vous êtes de retour)

me-games-title = Vos tables ouvertes
me-games-title_here = Vos tables ouvertes sur ce serveur
me-games-none = Vous n'avez aucune table ouverte.
me-games-none_here = Vous n'avez aucune table ouverte sur ce serveur. En MP avec le bot, `/dobro-moi tables` les liste toutes.
me-games-lobby = salle d'attente, { $n }/{ $seats } places
me-games-yours = à vous de jouer
me-games-turn = on attend { $who }
me-games-until = temps écoulé { $when }
me-games-link = [ouvrir]({ $link })
me-games-more = { $n ->
    [one] et { $n } autre
   *[other] et { $n } autres
}
me-notify-turns_dm = ✅ Aux tables qui durent des jours, le bot vous écrira en MP quand viendra votre tour, une fois par tour.
me-notify-turns_off = ✅ Plus de MP quand vient votre tour.
me-notify-next_on = ✅ Quand une table de { $game } s'ouvrira sur ce serveur, vous serez notifié (au plus une fois en 30 minutes).
me-notify-next_off = ✅ Plus d'alerte pour les nouvelles tables de { $game } ici.
me-notify-turns_now = Votre tour en MP : { $how }
me-notify-games_here = Alertes pour les nouvelles tables ici : { $games }
me-notify-games_anywhere = Alertes pour les nouvelles tables : { $games }
me-notify-none = aucune
me-notify-server_only = Une alerte pour la prochaine partie vaut pour un serveur : utilisez-la sur le serveur dont vous voulez les tables.
me-away-set = 🏖 Absent jusqu'au { $when }. Votre horloge attend à { $n ->
    [one] { $n } table
   *[other] { $n } tables
} qui durent des jours (chaque serveur fixe une durée maximale). `/dobro-moi absent jours:0` à votre retour.
me-away-back = Bon retour : votre horloge repart à { $n ->
    [one] { $n } table
   *[other] { $n } tables
}.

## /dobro config away
cmd-config-away-name = vacances
cmd-config-away-description = Combien de temps des vacances figent une horloge ici
cmd-config-away-days = jours
cmd-config-away-days-description = Jours, de 0 à 90 (0 : jamais)
config-away = **Vacances** (`/dobro-moi absent`) : l'horloge d'un joueur attend aux tables qui durent des jours, au plus { $n ->
    [one] { $n } jour
   *[other] { $n } jours
}
