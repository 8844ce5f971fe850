### A player's private hand and its move controls.

hand-away = 💤 Vous êtes absent : l'ordinateur joue pour vous. Appuyez sur « Je suis là » pour reprendre.
hand-deadline = ⏱ Vous avez jusqu'à { $when }.
hand-closed = Cette partie n'est plus en cours.
hand-title = Votre main
hand-your_turn = À vous de jouer.
hand-open = Vous ouvrez une nouvelle enchère : jouez une carte ou une paire.
hand-waiting = En attente de { $player }.
hand-must_draw = Il vous manque des cartes : piochez d'abord.
hand-empty = (aucune carte)
hand-preview_open = En gris : ce avec quoi vous pourriez ouvrir une enchère.
hand-preview = En gris : ce que vous pourriez jouer sur la valeur en jeu actuelle.
hand-over = La partie est terminée.
move-joker = Jouer un joker comme…
move-jokers = Jouer deux jokers comme une paire de…
move-joker_value = { $value }
move-joker_doubles = { $value } — double à { $result }
hand-number-title = Choisir un montant
hand-number-label = Un montant de { $low } à { $high }
hand-number-invalid = Tapez un nombre entier de { $low } à { $high }.
