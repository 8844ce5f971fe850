### /dobro config: a server's settings card and its answers.

## The language's own name, as the language picker (/dobro config language) lists it for every
## reader: each folder names itself here, and nothing else in the bot names a language.
language-name = Italiano

config-title = Dobro · impostazioni di questo server
config-language = **Lingua** dei messaggi pubblici: { $value }
config-role = **Moderatori**: Gestisci server{ $role } (Gestisci messaggi in un canale: annullare o espellere ai suoi tavoli)
config-role-extra = , o il ruolo { $role }
config-defaults = **Nuovi tavoli**: { $game } · { $timer }
config-game_defaults = **Tavoli di { $game }**: { $options }
config-channels-all = **Tavoli**: si possono aprire in tutti i canali
config-channels-some = **Tavoli**: si possono aprire solo in { $channels }
config-footer = Cambiane una con /dobro config lingua, ruolo-moderatore, gioco, timer, opzione, suggerimenti, vacanze o canali (moderatori). Le modifiche valgono subito.
config-option_value = L'opzione { $option } accetta uno di questi valori: { $values }, o default.
config-option_unknown = { $game } non ha l'opzione { $option }. Le sue opzioni: { $options }.
config-no_options = { $game } non ha opzioni di tavolo.
config-option_default = quella del gioco ({ $value })
config-saved = ✅ Salvato.
config-too_many = Si possono elencare al massimo { $n } canali; prima rimuovine uno.
config-channel_refused = Su questo server non si aprono tavoli in questo canale: prova in { $channels }.
config-last_channel = Era l'unico canale in elenco: ora i tavoli si possono di nuovo aprire ovunque.
config-channel_missing-add = Indica il canale da aggiungere.
config-channel_missing-remove = Indica il canale da rimuovere.
config-not_listed = { $channel } non è in elenco: non è cambiato nulla.
config-role_everyone = @everyone non può essere il ruolo dei moderatori: ogni membro sarebbe moderatore. Scegli un ruolo dato ai tuoi organizzatori.
config-hints = **Suggerimenti**: { $value ->
    [off] disattivati a tutti i tavoli
   *[on] disponibili ai tavoli amichevoli (mai in leghe e tornei)
}
