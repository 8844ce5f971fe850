### /dobro config: a server's settings card and its answers.

## The language's own name, as the language picker (/dobro config language) lists it for every
## reader: each folder names itself here, and nothing else in the bot names a language.
language-name = Português (Brasil)

config-title = Dobro · configurações deste servidor
config-language = **Idioma** das mensagens públicas: { $value }
config-role = **Moderadores**: Gerenciar servidor{ $role } (Gerenciar mensagens em um canal: cancelar ou expulsar nas mesas dele)
config-role-extra = , ou o cargo { $role }
config-defaults = **Novas mesas**: { $game } · { $timer }
config-game_defaults = **Mesas de { $game }**: { $options }
config-channels-all = **Mesas** podem ser abertas em qualquer canal
config-channels-some = **Mesas** só podem ser abertas em { $channels }
config-footer = Mude uma com /dobro config idioma, cargo-moderador, jogo, cronometro, opcao, dicas, ferias ou canais (moderadores). As mudanças valem na hora.
config-option_value = A opção { $option } aceita um destes valores: { $values }, ou default.
config-option_unknown = { $game } não tem a opção { $option }. As opções dele: { $options }.
config-no_options = { $game } não tem opções de mesa.
config-option_default = a do jogo ({ $value })
config-saved = ✅ Salvo.
config-too_many = No máximo { $n } canais podem estar na lista; remova um antes.
config-channel_refused = Neste servidor, mesas não são abertas neste canal: tente em { $channels }.
config-last_channel = Era o único canal da lista: agora as mesas podem ser abertas em qualquer lugar de novo.
config-channel_missing-add = Diga qual canal adicionar.
config-channel_missing-remove = Diga qual canal remover.
config-not_listed = { $channel } não está na lista: nada mudou.
config-role_everyone = @everyone não pode ser o cargo de moderador: todo membro seria moderador. Escolha um cargo dado aos seus organizadores.
config-hints = **Dicas**: { $value ->
    [off] desativadas em todas as mesas
   *[on] disponíveis nas mesas casuais (nunca em ligas e torneios)
}
