### /dobro config: a server's settings card and its answers.

## The language's own name, as the language picker (/dobro config language) lists it for every
## reader: each folder names itself here, and nothing else in the bot names a language.
language-name = Deutsch

config-title = Dobro · Einstellungen dieses Servers
config-language = **Sprache** öffentlicher Nachrichten: { $value }
config-role = **Moderatoren**: Server verwalten{ $role } (Nachrichten verwalten in einem Kanal: an dessen Tischen abbrechen oder entfernen)
config-role-extra = , oder die Rolle { $role }
config-defaults = **Neue Tische**: { $game } · { $timer }
config-game_defaults = **{ $game }-Tische**: { $options }
config-channels-all = **Tische** können in jedem Kanal eröffnet werden
config-channels-some = **Tische** können nur in { $channels } eröffnet werden
config-footer = Ändern mit /dobro einstellungen sprache, moderatorrolle, spiel, zugzeit, option, tipps, urlaub oder kanäle (Moderatoren). Änderungen gelten sofort.
config-option_value = Die Option { $option } nimmt einen dieser Werte: { $values }, oder default.
config-option_unknown = { $game } hat keine Option { $option }. Seine Optionen: { $options }.
config-no_options = { $game } hat keine Tischoptionen.
config-option_default = die des Spiels ({ $value })
config-saved = ✅ Gespeichert.
config-too_many = Es können höchstens { $n } Kanäle eingetragen sein; entferne zuerst einen.
config-channel_refused = Auf diesem Server werden in diesem Kanal keine Tische eröffnet: versuch es in { $channels }.
config-last_channel = Das war der einzige eingetragene Kanal: Tische können jetzt wieder überall eröffnet werden.
config-channel_missing-add = Gib den Kanal an, der hinzukommen soll.
config-channel_missing-remove = Gib den Kanal an, der entfernt werden soll.
config-not_listed = { $channel } steht nicht auf der Liste: nichts geändert.
config-role_everyone = @everyone kann nicht die Moderatorrolle sein: jedes Mitglied wäre Moderator. Wähle eine Rolle, die deine Organisatoren haben.
config-hints = **Tipps**: { $value ->
    [off] an allen Tischen aus
   *[on] an lockeren Tischen verfügbar (nie in Ligen und Turnieren)
}
