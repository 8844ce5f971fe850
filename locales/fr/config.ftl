### /dobro config: a server's settings card and its answers.

## The language's own name, as the language picker (/dobro config language) lists it for every
## reader: each folder names itself here, and nothing else in the bot names a language.
language-name = Français

config-title = Dobro · réglages du serveur
config-language = **Langue** des messages publics : { $value }
config-role = **Modérateurs** : Gérer le serveur{ $role } (Gérer les messages dans un salon : annuler ou exclure à ses tables)
config-role-extra = , ou le rôle { $role }
config-defaults = **Nouvelles tables** : { $game } · { $timer }
config-game_defaults = **Tables de { $game }** : { $options }
config-channels-all = **Tables** : dans tous les salons
config-channels-some = **Tables** : seulement dans { $channels }
config-footer = Changez-en un avec /dobro config langue, role-moderateur, jeu, minuteur, option, indices, vacances ou salons (modérateurs). Les changements s'appliquent aussitôt.
config-option_value = L'option { $option } prend l'une de ces valeurs : { $values }, ou default.
config-option_unknown = { $game } n'a pas d'option { $option }. Ses options : { $options }.
config-no_options = { $game } n'a pas d'options de table.
config-option_default = celle du jeu ({ $value })
config-saved = ✅ Enregistré.
config-too_many = Au plus { $n } salons peuvent être listés ; retirez-en un d'abord.
config-channel_refused = Sur ce serveur, les tables ne s'ouvrent pas dans ce salon : essayez { $channels }.
config-last_channel = C'était le seul salon listé : les tables peuvent de nouveau s'ouvrir partout.
config-channel_missing-add = Indiquez le salon à ajouter.
config-channel_missing-remove = Indiquez le salon à retirer.
config-not_listed = { $channel } n'est pas dans la liste : rien n'a changé.
config-role_everyone = @everyone ne peut pas être le rôle de modérateur : chaque membre serait modérateur. Choisissez un rôle donné à vos organisateurs.
config-hints = **Indices** : { $value ->
    [off] désactivés à toutes les tables
   *[on] proposés aux tables amicales (jamais en ligue ni en tournoi)
}
