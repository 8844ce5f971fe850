### /dobro tournament: tournaments run by the bot, their posts, buttons and refusals.

## The commands

cmd-tournament-name = torneio
cmd-tournament-description = Torneios organizados pelo bot
cmd-tournament-create-name = criar
cmd-tournament-create-description = Anuncie um torneio, com um botão Inscrever-se (moderadores)
cmd-tournament-start-name = iniciar
cmd-tournament-start-description = Abra a confirmação de presença, ou comece já durante ela (moderadores)
cmd-tournament-cancel-name = cancelar
cmd-tournament-cancel-description = Cancele um torneio, com um motivo (moderadores)
cmd-tournament-list-name = lista
cmd-tournament-list-description = Os torneios do servidor
cmd-tournament-standings-name = classificacao
cmd-tournament-standings-description = A classificação de um torneio
cmd-tournament-option-name = nome
cmd-tournament-option-name-description = O nome dele
cmd-tournament-option-format = formato
cmd-tournament-option-format-description = Suíço, todos contra todos ou mata-mata
cmd-tournament-option-rounds = rodadas
cmd-tournament-option-rounds-description = Suíço: quantas rodadas (padrão: definido no início)
cmd-tournament-option-seats = lugares
cmd-tournament-option-seats-description = Lugares por mesa (padrão 4)
cmd-tournament-option-timer = cronometro
cmd-tournament-option-timer-description = Tempo por vez (padrão 2 min)
cmd-tournament-option-fill = preenchimento
cmd-tournament-option-fill-description = O que fazer quando os jogadores não enchem as mesas
cmd-tournament-option-starts = inicio
cmd-tournament-option-starts-description = AAAA-MM-DD HH:MM ou HH:MM, UTC (padrão: à mão)
cmd-tournament-option-channel = canal
cmd-tournament-option-channel-description = Onde é jogado (padrão: aqui)
cmd-tournament-option-game-description = O jogo dele (padrão: o do servidor)
cmd-tournament-option-tournament = torneio
cmd-tournament-option-tournament-description = Qual (padrão: o mais recente em andamento)
cmd-tournament-option-any-description = Qual (padrão: o mais recente)
cmd-tournament-option-reason = motivo
cmd-tournament-option-reason-description = Por quê (é publicado)

## Words

tournament-format-swiss = suíço
tournament-format-round_robin = todos contra todos
tournament-format-knockout = mata-mata
tournament-fill-smaller = mesas menores quando preciso
tournament-fill-computers = computadores completam as mesas
tournament-fill-byes = folgas quando preciso
tournament-fill_choice-smaller = mesas menores
tournament-fill_choice-computers = computadores
tournament-fill_choice-byes = folgas
tournament-seats = { $n } lugares por mesa
tournament-rounds = { $n ->
        [1] { $n } rodada
       *[other] { $n } rodadas
    }
tournament-rounds_later = rodadas definidas no início
tournament-go_on = { $n ->
        [1] o melhor de cada mesa segue adiante
       *[other] os { $n } melhores de cada mesa seguem adiante
    }
tournament-status-registering = inscrições abertas
tournament-status-check_in = confirmação de presença
tournament-status-running = em andamento
tournament-status-finished = terminado
tournament-status-cancelled = cancelado
tournament-starts_in = { $when } UTC (daqui a { $minutes } min)
tournament-thread_name = { $name } · rodada { $round } · mesa { $table }

## Answers to moderators

tournament-created = 🏆 **{ $name }** foi anunciado em { $channel }: { $settings }. Os jogadores se inscrevem pelo botão lá.
tournament-start-check_in = ⏰ A confirmação de presença de **{ $name }** está aberta: começa às { $when } ({ $minutes } min) com quem confirmou. Use /dobro torneio iniciar de novo para começar antes: você escolhe com quem.
tournament-start-started = 🎲 **{ $name }** começou: as mesas estão abrindo nos tópicos delas.
tournament-start-cancelled = 🛑 **{ $name }** não pôde começar: menos de dois jogadores confirmaram presença, então foi cancelado.
tournament-cancel-done = 🛑 **{ $name }** foi cancelado; { $channel } diz por quê.

## The announcement

tournament-announce-title = 🏆 { $name }
tournament-announce-registering = As inscrições estão abertas: aperte **Inscrever-se**. Um moderador inicia com /dobro torneio iniciar.
tournament-announce-registering_at = Começa { $when } ({ $left }). As inscrições ficam abertas até lá: aperte **Inscrever-se**; a confirmação de presença abre 10 minutos antes.
tournament-announce-check_in = ⏰ A confirmação de presença está aberta: aperte **Presente** na chamada abaixo. Começa às { $when }; quem não confirmar até lá fica de fora.
tournament-announce-running = 🎲 A rodada { $round } está sendo jogada: cada mesa no seu tópico, abaixo.
tournament-announce-finished = 🏁 Terminado: o pódio está abaixo.
tournament-announce-registered = **Inscritos** ({ $n } de { $most }):
tournament-announce-nobody = ninguém ainda
tournament-button-join = Inscrever-se
tournament-button-withdraw = Desistir
tournament-button-standings = Classificação
tournament-button-check_in = Presente

## Posts

tournament-check_in-call = ⏰ **{ $name }** começa { $when }: { $who } — apertem **Presente** para manter a vaga. Quem não confirmar até o início fica de fora.
tournament-started-title = 🎲 { $name } começou
tournament-started-body = { $players } jogadores · { $planned ->
        [1] { $planned } rodada
       *[other] { $planned } rodadas
    } · rodada 1: { $tables ->
        [1] { $tables } mesa
       *[other] { $tables } mesas
    }, cada uma no seu tópico, abaixo.
tournament-started-dropped = Ficaram de fora (não confirmaram presença): { $who }
tournament-byes = Folga nesta rodada (marca a média de um lugar): { $who }
tournament-table-call = 🎲 **{ $name }** · rodada { $round } · mesa { $table }: { $who }. A partida começa no tópico abaixo; o cronômetro joga por quem estiver ausente.
tournament-table-call_final = 🏆 **{ $name }** · rodada { $round } · a mesa final: { $who }. A partida começa no tópico abaixo; o cronômetro joga por quem estiver ausente.
tournament-table-computers = { $n ->
        [1] 🤖 um computador
       *[other] 🤖 { $n } computadores
    }
tournament-standings-after = 📊 { $name } · classificação depois da rodada { $round }
tournament-next_round = 🎲 A rodada { $round } começa agora: { $tables ->
        [1] { $tables } mesa
       *[other] { $tables } mesas
    }, cada uma no seu tópico, abaixo.
tournament-final-title = 🏁 { $name } terminou
tournament-final-sub = { $players } jogadores · { $rounds ->
        [1] { $rounds } rodada
       *[other] { $rounds } rodadas
    }
tournament-final-podium = { $medal } { $who } · { $points } pontos
tournament-final-thanks = Obrigado por jogar! Cada partida contou como qualquer outra: /dobro historico guarda todas.
tournament-cancelled-title = 🛑 { $name } foi cancelado
tournament-cancelled-reason = Um moderador cancelou: { $reason }
tournament-cancelled-too_few = Menos de dois jogadores confirmaram presença, então não pôde começar.

## Standings

tournament-standings-title = 📊 { $name } · classificação
tournament-standings-empty = Nenhuma rodada foi jogada ainda.
tournament-standings-more = … e mais { $n }
tournament-progress = depois de { $played } de { $planned ->
        [1] { $planned } rodada
       *[other] { $planned } rodadas
    } · pontos, depois pontos dos adversários, confronto direto, rating antes do torneio
tournament-progress-over = final, depois de { $played ->
        [1] { $played } rodada
       *[other] { $played } rodadas
    }
tournament-row = **{ $rank }.** { $who } · { $points } pts · adv. { $opponents }{ $extra }
tournament-row-withdrawn = {" "}· desistiu
tournament-list-title = 🏆 Torneios
tournament-list-empty = Ainda não há torneio neste servidor. Os moderadores anunciam um com /dobro torneio criar.
tournament-list-line = **{ $name }** · { $status } · { $when } · { $settings }

## Answers to players

tournament-join-done = ✅ Você está inscrito em **{ $name }**. Você será chamado para confirmar presença pouco antes do início.
tournament-join-checked_in = ✅ Você está inscrito em **{ $name }**, com presença confirmada.
tournament-check_in-done = ✅ Sua presença em **{ $name }** está confirmada: você será chamado na sua mesa.
tournament-withdraw-unregistered = Você não está mais inscrito em **{ $name }**.
tournament-withdraw-ask = Desistir de **{ $name }**? Você não será mais pareado, e uma partida que estiver jogando agora conta como desistência (abaixo de todos que a jogam até o fim, sem pontos). Seus resultados até aqui continuam.
tournament-withdraw-confirm = Desistir
tournament-withdraw-done = Você desistiu de **{ $name }**.
tournament-withdraw-not_yours = Só o jogador que pediu pode responder.

## Refusals

tournament-bad_name = O nome de um torneio tem de 1 a { $most } caracteres.
tournament-name_taken = Este servidor já tem um torneio em andamento chamado { $name }: escolha outro nome.
tournament-bad_options = Estas opções não servem para o jogo ({ $detail }).
tournament-bad_format = { $format } não é um formato: suíço, todos contra todos ou mata-mata.
tournament-bad_seats = Este jogo senta de { $low } a { $high } por mesa.
tournament-rounds_swiss_only = Só um torneio suíço aceita um número de rodadas: todos contra todos e mata-mata calculam as suas.
tournament-bad_rounds = Um torneio suíço tem de 1 a { $most } rodadas.
tournament-bad_fill = { $fill } não é um jeito de preencher as mesas: mesas menores, computadores ou folgas.
tournament-bad_timer = As mesas de um torneio precisam de cronômetro, para que cada rodada termine.
tournament-bad_start = “{ $value }” não é um horário: escreva AAAA-MM-DD HH:MM ou HH:MM, em UTC (ou escolha uma sugestão).
tournament-past_start = { $value } já passou: um torneio começa no futuro.
tournament-far_start = Um torneio começa nos próximos { $days } dias: escolha um horário mais próximo.
tournament-text_channel = Um torneio precisa de um canal de texto (as mesas abrem em tópicos): escolha um com canal:.
tournament-unknown = Não há torneio chamado { $name } neste servidor (veja /dobro torneio lista).
tournament-none = Ainda não há torneio neste servidor.
tournament-over = O torneio { $name } terminou.
tournament-started = O torneio { $name } já começou.
tournament-closed = As inscrições de { $name } estão encerradas: ele já começou.
tournament-full = O torneio { $name } está cheio ({ $most } jogadores).
tournament-already_registered = Você já está inscrito em { $name }.
tournament-not_registered = Você não está jogando em { $name }.
tournament-no_check_in = A confirmação de presença de { $name } não está aberta.
tournament-reason_needed = Diga por que o torneio foi cancelado (motivo:).
tournament-start-how = ⏰ **{ $name }** está na confirmação de presença (começa sozinho às { $when }): { $n ->
        [1] { $n } de { $registered } inscritos confirmou.
       *[other] { $n } de { $registered } inscritos confirmaram.
    } Começar agora, com eles ou com todos os inscritos?
tournament-button-start_checked_in = Começar com os { $n } confirmados
tournament-button-start_everyone = Começar com todos os { $n } inscritos
tournament-final-nobody = Ninguém jogou até o fim uma mesa deste torneio: nenhum campeão é coroado.
tournament-too_few_checked_in = { $n ->
        [0] Ninguém confirmou presença em { $name } ainda
        [1] Só { $n } jogador confirmou presença em { $name }
       *[other] Só { $n } jogadores confirmaram presença em { $name }
    }: um torneio precisa de dois. Comece com todos os inscritos, ou deixe a confirmação continuar.
