### /dobro reglages : les réglages personnels de chacun, sur tous les serveurs.

settings-title = Vos réglages
settings-cards = **Cartes** : { $value }
settings-cards-pictures = en images (émojis des cartes)
settings-cards-text = en mots (pour un lecteur d'écran)
settings-footer = Changez-en un avec /dobro reglages. Ils vous suivent sur tous les serveurs, pour ce que le bot ne montre qu'à vous : vos mains, replays et tutoriels. /dobro oublier-moi les efface.
settings-saved = ✅ Enregistré.
settings-unknown = Il n'y a pas de réglage { $name }.
settings-bad_value = Le réglage { $name } prend l'une de ces valeurs : { $values }.
