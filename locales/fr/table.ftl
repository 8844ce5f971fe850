### The public table message: lobby, game in play, log lines of the table's own events,
### and why a table is closed.

table-title = { $game } · table { $id }
table-league = {" "}· 🏅 { $league }
table-settings = { $seats } places · { $options } · { $timer }
timer-off = sans minuteur
timer-seconds = { $n } s par tour
timer-minutes = { $n } min par tour
lobby-expires = Cette salle d'attente se ferme d'elle-même { $when } si personne ne lance.
game-deadline = ⏱ { $who } a jusqu'à { $when }
game-away = {" "}· 💤 absent
game-departed = {" "}· 🚪 parti
game-timeout = ⏱ { $player } a dépassé son temps : l'ordinateur { $move } à sa place
timeout-play = a joué { $cards }
timeout-skip = a joué un passe mon tour
timeout-reverse = a joué un changement de sens
timeout-take = a ramassé l'enchère
game-auto_draw = ⏱ { $player } n'a pas pioché à temps : pioche automatique
game-away_event = 💤 { $player } est absent : l'ordinateur joue pour lui jusqu'à « Je suis là »
game-back_event = 👋 { $player } est de retour
game-new_host = { $player } est parti : { $host } est maintenant l'hôte
closed-cancelled = Cette table a été annulée.
closed-cancelled_reason = Cette partie a été annulée par un modérateur : { $reason }. Elle ne compte pour personne.
closed-expired = Cette salle d'attente s'est fermée : personne n'a lancé la partie en 30 minutes.
closed-empty = Cette salle d'attente est fermée : tous les joueurs sont partis.
closed-tournament = Cette table a été fermée : son fil appartient à une table du tournoi, qui se joue ici. Elle ne compte pour personne.
closed-abandoned = Cette partie a été abandonnée : tous les joueurs sont partis. Elle ne compte pour personne.
closed-broken = Cette partie n'a pas pu reprendre après un redémarrage (son enregistrement ne se rejoue plus). Elle ne compte pour personne et le salon est libre : /dobro nouvelle.
button-back = Je suis là
table-moved = Cette table continue plus bas : [y aller]({ $link }).
variant-standard = 3 manches
variant-long = une manche par joueur
lobby-waiting = En attente de joueurs : { $n }/{ $seats } assis. L'hôte lance la partie.
lobby-host = hôte
lobby-computer = ordinateur ({ $level })
button-join = Rejoindre
button-leave = Quitter
button-add_normal = Ajouter un ordinateur
button-add_random = Ajouter un ordinateur au hasard
button-add_hard = Ajouter un ordinateur difficile
level-random = au hasard
level-normal = normal
level-hard = difficile
button-start = Lancer
button-cancel = Annuler la table
button-hand = Ma main
button-oubli = Oubli !
button-rules = Règles
button-leave_table = Quitter la table
button-again = Rejouer
game-round = Manche { $n } sur { $total }
game-value = Valeur en jeu : **{ $value }**
game-no_value = Valeur en jeu : — ({ $player } ouvre une nouvelle enchère)
game-bid = Enchère : { $plays }
game-direction-clockwise = ↻ sens horaire
game-direction-counterclockwise = ↺ sens anti-horaire
game-pile = { $direction } · pioche : { $pile }
game-seat = { $marker } { $name } · { $hand } en main · { $collected } récupérées · { $points } pts{ $extra }
game-turn = { $who }, à vous de jouer !
game-oubli_holder = {" "}· a la carte oubli
game-short = {" "}· n'a pas pioché
game-computer = {" "}· 🤖
game-computer_level = {" "}· 🤖 { $level }
game-over = Partie terminée
game-moves = Coup { $n }
game-log = Dernières actions :
game-left = { $player } est parti : un ordinateur joue à sa place
table-created = La table { $id } est ouverte. Rejoignez-la avec le bouton ou /dobro rejoindre.
table-opened_in_thread = La table { $id } est ouverte dans { $thread }.
table-done-kick = { $player } n'est plus assis à la table.
table-done-join = Vous êtes assis à la table { $id }.
table-done-leave = Vous avez quitté la table { $id }.
table-done-start = Les cartes sont distribuées à la table { $id }.
table-done-cancel = La table { $id } est annulée.
table-done-back = Bon retour : vous jouez de nouveau à votre place à la table { $id }.
game-ping = 🔔 { $who }, à vous de jouer à la table { $id }.
table-thread_name = Dobro · table de { $host }
table-export = L'enregistrement de la partie { $id } : à rejouer avec `{ $command }`.
button-hurry = Presser
game-hurry = ⏱️ { $by } presse { $player } : 2 minutes pour jouer, puis l'ordinateur joue à sa place
game-idle_end = 💤 Personne n'a joué pendant un jour : les ordinateurs terminent la partie pour ceux qui sont partis
game-lower_level = ⚙️ { $player } a joué ce coup au niveau { $played } : la recherche du niveau { $level } n'était pas disponible
closed-idle = Cette partie a été abandonnée : personne n'a joué pendant un jour. Elle ne compte pour personne.
table-done-hurry = { $player } a maintenant 2 minutes pour jouer.
table-again = On rejoue ? { $names } : la table { $id } est ouverte, appuyez sur Rejoindre pour vous asseoir.

## Each game's name, and Dobro's options in words.
game-name-dobro = Dobro
game-name-sticks = Bâtonnets
game-name-ten = Dix
game-name-dobble = Dobble
dobro-drawing-auto = pioche automatique
dobro-drawing-manual = pioche manuelle
dobro-card-J = joker
dobro-card-S = passe mon tour
dobro-card-R = changement de sens

## Races (Dobble): the private answer to a claim.

race-ok = ✅ Gagné !
race-stale = ⌛ Trop tard : quelqu'un a été plus rapide sur les mêmes cartes.
race-late = ⌛ Trop tard : une réponse plus rapide a déjà été prise.
race-slow = ⌛ Trop tard : votre clic a mis plus de 0,3 s à parvenir au bot, il ne peut pas compter.
race-ended = Ce tour est fini : regardez à nouveau la table.
race-refused = Cette réponse ne veut plus rien dire.
race-wrong = ❌ Faux : ce symbole n'est pas sur les deux cartes. Bloqué jusqu'à { $until } s après le départ.
race-locked = 🔒 Toujours bloqué (jusqu'à { $until } s après le départ).
button-add_relaxed = Ajouter un ordinateur détendu
button-add_quick = Ajouter un ordinateur rapide
level-relaxed = détendu
level-quick = rapide

# Indices (le bouton Indice d'une main privée)
button-hint = Indice
table-hints_on = 💡 indices
hint-title = Indice
hint-nothing = Rien à faire pour l'instant : la partie attend quelqu'un d'autre.
hint-blocked = { $n ->
    [one] La carte que vous ne pouvez pas jouer maintenant :
   *[other] Les { $n } cartes que vous ne pouvez pas jouer maintenant :
}
hint-footer = Vous seul voyez ceci. Les résultats de la partie diront que vous avez utilisé des indices.
