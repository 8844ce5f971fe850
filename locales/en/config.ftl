### /dobro config: a server's settings card and its answers.

## The language's own name, as the language picker (/dobro config language) lists it for every
## reader: each folder names itself here, and nothing else in the bot names a language.
language-name = English

config-title = Dobro · this server's settings
config-language = **Language** of public messages: { $value }
config-role = **Moderators**: Manage Server{ $role } (Manage Messages in a channel: cancel or kick at its tables)
config-role-extra = , or the { $role } role
config-defaults = **New tables**: { $game } · { $timer }
config-game_defaults = **{ $game } tables**: { $options }
config-channels-all = **Tables** may be opened in every channel
config-channels-some = **Tables** may be opened in { $channels }
config-footer = Change one with /dobro config language, moderator-role, game, timer, option, hints, away or channels (moderators). Changes apply at once.
config-option_value = The option { $option } takes one of: { $values }, or default.
config-option_unknown = { $game } has no option { $option }. Its options: { $options }.
config-no_options = { $game } has no table options.
config-option_default = the game's own ({ $value })
config-saved = ✅ Saved.
config-too_many = At most { $n } channels can be listed; remove one first.
config-channel_refused = Tables are not opened in this channel on this server: try { $channels }.
config-last_channel = That was the only channel listed: tables may now be opened everywhere again.
config-channel_missing-add = Name the channel to add.
config-channel_missing-remove = Name the channel to remove.
config-not_listed = { $channel } is not on the list: nothing changed.
config-role_everyone = @everyone cannot be the moderator role: every member would be a moderator. Pick a role given to your organisers.
config-hints = **Hints**: { $value ->
    [off] off at every table
   *[on] offered at casual tables (never in leagues and tournaments)
}
