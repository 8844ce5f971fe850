### /dobro leaderboard, history, void, forget-me and recompute-ratings.

board-title = 🏆 Classement { $game } · { $sort }
board-sub = { $total ->
        [one] { $total } joueur
       *[other] { $total } joueurs
    } avec au moins { $min ->
        [one] { $min } partie terminée
       *[other] { $min } parties terminées
    } · page { $page } sur { $pages }
board-row = **{ $rank }.** { $who } · classement { $rating } · parties { $games } · victoires { $wins } ({ $rate } %) · { $avg } pts/partie
board-you = **Vous** ({ $who }) : n° { $rank } sur { $total } · classement { $rating } · parties { $games } · victoires { $wins } ({ $rate } %) · { $avg } pts/partie
board-you_few = **Vous** ({ $who }) : { $games ->
        [one] { $games } partie terminée
       *[other] { $games } parties terminées
    } ici ; ce classement en demande { $min }.
board-you_unrated = **Vous** ({ $who }) : pas encore classé. Une partie terminée avec au moins une autre personne vous donne un classement.
board-you_none = **Vous** ({ $who }) : pas encore de partie terminée ici.
board-empty = Aucune partie n'a encore été terminée sur ce serveur : pas de classement pour l'instant. Ouvrez une table avec /dobro nouvelle, jouez une partie et revenez !
board-nobody = Personne n'est encore dans ce classement : il faut { $min ->
        [one] { $min } partie terminée
       *[other] { $min } parties terminées
    } (et, par classement, une partie avec une autre personne). Essayez un parties_min plus petit.
board-previous = ◀ Précédente
board-next = Suivante ▶
history-title = 📜 Historique des parties
history-sub = { $total ->
        [one] { $total } partie
       *[other] { $total } parties
    } · page { $page } sur { $pages } · les plus récentes d'abord
history-empty = Aucune partie n'a encore été jouée sur ce serveur. Ouvrez une table avec /dobro nouvelle !
history-game = **Partie { $id }** · { $date } · { $game }
history-order = { $names }
history-shared = { $names } (victoire partagée)
history-players = Joueurs : { $names }
history-left = {" "}(parti)
history-link = [Résultats]({ $link })
history-active = 🎲 En cours
history-cancelled = 🚫 Annulée : elle ne compte pour personne
history-cancelled_reason = 🚫 Annulée par un modérateur : { $reason }
history-abandoned = 🏳️ Abandonnée : tous les joueurs sont partis
history-broken = ⚠️ N'a pas pu reprendre après un redémarrage
void-done = La partie { $id } ne compte plus ({ $reason }). Les totaux et classements ont été recalculés sans elle.
void-unknown = Il n'y a pas de partie { $id } sur ce serveur.
void-not_finished = La partie { $id } n'est pas terminée : seule une partie terminée peut être invalidée.
void-no_reason = Donnez une raison : elle est affichée dans l'historique.
void-voided = La partie { $id } est déjà invalidée.
history-voided = ⛔ Invalidée par un modérateur : { $reason } · elle ne compte pour personne
history-former = un ancien joueur
forget-ask = Cela supprime vos totaux et votre classement sur ce serveur. Ses parties passées restent, mais vos places y apparaissent comme « un ancien joueur », et les classements de chacun sont recalculés sans vous. Votre progression dans les tutoriels et vos réglages personnels (/dobro reglages) sont aussi effacés. C'est définitif. Les parties que vous jouerez ensuite compteront de nouveau.
forget-confirm = M'oublier
forget-cancel = Annuler
forget-done = C'est fait : ce serveur ne garde plus ni vos totaux ni votre classement, et vous êtes « un ancien joueur » dans { $games ->
        [one] { $games } résultat passé
       *[other] { $games } résultats passés
    }.
forget-cancelled = Annulé : rien n'a été modifié.
forget-not_yours = Seule la personne qui a demandé à être oubliée peut répondre.
standings-recomputed = Classements recalculés à partir de { $games ->
        [one] { $games } partie comptée.
       *[other] { $games } parties comptées, dans l'ordre où elles se sont terminées.
    }
standings-cooldown = C'est déjà fait il y a un instant : réessayez <t:{ $when }:R>. (Refaire le classement est un gros travail : il faut attendre entre deux demandes.)
standings-unknown_game = Ce bot ne propose pas (ou plus) le jeu { $game } : choisissez-en un dans la liste.
history-not_counted-solo = Non comptée : une seule personne contre des ordinateurs
history-not_counted-too_few = Non comptée : moins de deux personnes étaient là (ont joué elles-mêmes leurs premiers coups)
history-idle = 🏳️ Abandonnée : personne n'a joué pendant un jour
history-undeliverable = Les résultats n'ont pas pu être publiés dans leur salon (supprimé, ou le bot n'a pas le droit d'y écrire)
