## Jogar em qualquer lugar, no seu ritmo (issue 34): DMs e grupos, desafios, avisos da próxima
## partida, mesas que duram dias.

choice-timer-3600 = 1 hora
choice-timer-43200 = 12 horas
choice-timer-86400 = 1 dia
choice-timer-259200 = 3 dias
timer-hours = { $n ->
    [1] { $n } hora por vez
   *[other] { $n } horas por vez
}
timer-days = { $n ->
    [1] { $n } dia por vez
   *[other] { $n } dias por vez
}

## Onde os comandos funcionam
error-server_only = Isto funciona em um servidor que convidou o bot: as configurações, ligas e torneios são dele. Aqui você pode jogar (`/dobro nova`), aprender e ver a classificação deste lugar.
table-error-external_apps = Aqui, este servidor mostra as respostas dos apps dos membros só para quem pediu: ninguém mais veria a mesa. Peça a um moderador para convidar o bot, ou jogue por DM ou em um grupo.

## Mesas servidas por interações (grupos; servidores onde só vale a sua instalação)
table-waiting = ⏸ Esta mesa está esperando: ninguém clicou em quase 15 minutos, e o Discord só deixa o bot atualizá-la enquanto alguém clica. Aperte **Retomar** para continuar: cada relógio volta a correr de onde parou.
button-resume = Retomar

## As férias de um jogador, na mesa
game-vacation = {" "}· 🏖 ausente até { $when }

## Desafios (o menu Apps sobre uma pessoa)
menu-challenge = Desafiar para uma partida
menu-stats = Estatísticas Dobro
challenge-ask = Desafiar { $who } para qual jogo? A mesa abre aqui, e a pessoa recebe um aviso.
challenge-pick = Escolha um jogo
challenge-not_them = Desafie outra pessoa: nem você mesmo, nem um bot.
challenge-lobby = 🎯 { $host } desafia { $who } para uma partida de { $game }. { $who }: **Aceitar** para jogar agora, ou **Recusar**.
challenge-expires = O desafio termina { $when } se ninguém responder.
button-accept = Aceitar
button-decline = Recusar
closed-declined = O desafio foi recusado. Não conta para ninguém.
closed-challenge_expired = O desafio terminou: ninguém respondeu em 10 minutos.
table-error-bad_challenge = Um desafio é uma mesa para dois: você e outra pessoa.
table-error-challenge_only = Esta mesa é um desafio: só a pessoa desafiada pode sentar.
table-error-not_challenged = Só as duas pessoas deste desafio podem responder.

## Avisos: a próxima partida, a sua vez
table-next_game = 🔔 { $who }: { $host } abriu uma mesa de { $game }: { $link }
turn-dm = 🎲 Sua vez em **{ $game } nº { $id }** (o tempo acaba { $deadline }): { $link }

## /dobro-me
cmd-me-name = dobro-meu
cmd-me-description = Suas mesas, seus avisos e suas férias, em qualquer lugar
cmd-me-games-name = mesas
cmd-me-games-description = Suas mesas abertas: de quem é a vez, até quando, e um link
cmd-me-notify-name = avisos
cmd-me-notify-description = O que o bot te avisa: sua vez por DM, a próxima partida
cmd-me-notify-turns = vezes
cmd-me-notify-turns-description = Nas mesas que duram dias, uma DM quando chega a sua vez (uma vez por vez)
cmd-me-notify-next_game = proxima-partida
cmd-me-notify-next_game-description = Um jogo cujas mesas novas neste servidor te avisam
cmd-me-notify-ping = ping
cmd-me-notify-ping-description = Com proxima-partida: me avisar (sim), ou parar (não)
choice-turns-dm = por DM
choice-turns-off = não
choice-ping-on = sim
choice-ping-off = não
cmd-me-away-name = ausente
cmd-me-away-description = Férias: seu relógio espera nas suas mesas que duram dias
cmd-me-away-days = dias
cmd-me-away-days-description = Quantos dias (0: você voltou)

me-games-title = Suas mesas abertas
me-games-title_here = Suas mesas abertas neste servidor
me-games-none = Você não tem nenhuma mesa aberta.
me-games-none_here = Você não tem nenhuma mesa aberta neste servidor. Por DM com o bot, `/dobro-meu mesas` lista todas.
me-games-lobby = sala de espera, { $n }/{ $seats } lugares
me-games-yours = sua vez
me-games-turn = esperando { $who }
me-games-until = o tempo acaba { $when }
me-games-link = [abrir]({ $link })
me-games-more = { $n ->
    [1] e mais { $n }
   *[other] e mais { $n }
}
me-notify-turns_dm = ✅ Nas mesas que duram dias, o bot vai te mandar uma DM quando chegar a sua vez, uma vez por vez.
me-notify-turns_off = ✅ Sem mais DMs quando chegar a sua vez.
me-notify-next_on = ✅ Quando uma mesa de { $game } abrir neste servidor, você vai receber um aviso (no máximo um a cada 30 minutos).
me-notify-next_off = ✅ Sem mais avisos de mesas novas de { $game } aqui.
me-notify-turns_now = Sua vez por DM: { $how }
me-notify-games_here = Avisos de mesas novas aqui: { $games }
me-notify-games_anywhere = Avisos de mesas novas: { $games }
me-notify-none = nenhum
me-notify-server_only = O aviso da próxima partida vale por servidor: use-o no servidor cujas mesas você quer.
me-away-set = 🏖 Ausente até { $when }. Seu relógio espera em { $n ->
    [1] { $n } mesa
   *[other] { $n } mesas
} que duram dias (cada servidor define um limite). `/dobro-meu ausente dias:0` quando voltar.
me-away-back = Bem-vindo de volta: seu relógio volta a correr em { $n ->
    [1] { $n } mesa
   *[other] { $n } mesas
}.

## /dobro config away
cmd-config-away-name = ferias
cmd-config-away-description = Por quanto tempo as férias podem parar o relógio de alguém aqui
cmd-config-away-days = dias
cmd-config-away-days-description = Dias, de 0 a 90 (0: nunca)
config-away = **Férias** (`/dobro-meu ausente`): o relógio de um jogador espera nas mesas que duram dias por no máximo { $n ->
    [1] { $n } dia
   *[other] { $n } dias
}
