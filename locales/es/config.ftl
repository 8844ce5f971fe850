### /dobro config: a server's settings card and its answers.

## The language's own name, as the language picker (/dobro config language) lists it for every
## reader: each folder names itself here, and nothing else in the bot names a language.
language-name = Español

config-title = Dobro · ajustes de este servidor
config-language = **Idioma** de los mensajes públicos: { $value }
config-role = **Moderadores**: Gestionar servidor{ $role } (Gestionar mensajes en un canal: cancelar o expulsar en sus mesas)
config-role-extra = , o el rol { $role }
config-defaults = **Mesas nuevas**: { $game } · { $timer }
config-game_defaults = **Mesas de { $game }**: { $options }
config-channels-all = **Mesas**: se pueden abrir en todos los canales
config-channels-some = **Mesas**: solo se pueden abrir en { $channels }
config-footer = Cambia uno con /dobro config idioma, rol-moderador, juego, temporizador, opcion, pistas, vacaciones o canales (moderadores). Los cambios se aplican al momento.
config-option_value = La opción { $option } admite uno de estos valores: { $values }, o default.
config-option_unknown = { $game } no tiene la opción { $option }. Sus opciones: { $options }.
config-no_options = { $game } no tiene opciones de mesa.
config-option_default = la del juego ({ $value })
config-saved = ✅ Guardado.
config-too_many = Se pueden listar como mucho { $n } canales; quita uno primero.
config-channel_refused = En este servidor no se abren mesas en este canal: prueba en { $channels }.
config-last_channel = Era el único canal de la lista: ahora se pueden volver a abrir mesas en cualquier canal.
config-channel_missing-add = Indica el canal que quieres añadir.
config-channel_missing-remove = Indica el canal que quieres quitar.
config-not_listed = { $channel } no está en la lista: no ha cambiado nada.
config-role_everyone = @everyone no puede ser el rol de moderador: todos los miembros serían moderadores. Elige un rol que tengan tus organizadores.
config-hints = **Pistas**: { $value ->
    [off] desactivadas en todas las mesas
   *[on] disponibles en las mesas amistosas (nunca en ligas ni torneos)
}
