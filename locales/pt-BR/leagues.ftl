### /dobro league: leagues, their standings and final posts.

league-ends_in = { $date } (daqui a { $days ->
        [1] { $days } dia
       *[other] { $days } dias
    })
league-created =
    🏅 A liga **{ $name }** está aberta: { $settings }. { $ends }
    As mesas jogam por ela com /dobro nova e a opção liga: { $name }.
league-ends = Ela se encerra sozinha { $when }.
league-no_end = Um moderador a encerra com /dobro liga encerrar.
league-list-title = 🏅 Ligas
league-list-empty = Ainda não há nenhuma liga neste servidor. Os moderadores criam uma com /dobro liga criar.
league-list-open = **{ $name }** · aberta desde { $start } · { $ends } · { $games } · { $settings }
league-list-closed = **{ $name }** · { $start } → { $end } · { $games } · encerrada
league-list-until = até { $date }
league-list-no_end = sem data de fim
league-games = { $n ->
    [1] { $n } partida
   *[other] { $n } partidas
    }
league-standings-title = 🏅 { $name } · classificação
league-standings-closed = 🏅 { $name } · classificação final
league-standings-sub = { $total ->
        [1] { $total } jogador com rating
       *[other] { $total } jogadores com rating
    } · { $games } · página { $page } de { $pages }
league-standings-empty = Ninguém tem rating nesta liga ainda: uma partida de liga terminada com pelo menos duas pessoas dá rating a elas. /dobro nova com liga: { $name } abre uma mesa.
league-none_open = Não há liga aberta neste servidor: diga o nome de uma (liga:) para ver a classificação dela.
league-close-ask = Encerrar **{ $name }** agora? A classificação fica congelada ({ $games } até agora) e a classificação final é publicada em { $channel }. As mesas que ainda jogam por ela vão contar só para o servidor.
league-close-confirm = Encerrar a liga
league-close-keep = Manter aberta
league-close-kept = Nada mudou: **{ $name }** continua aberta.
league-close-done = 🏁 **{ $name }** foi encerrada; a classificação final está em { $channel }.
league-close-unposted = 🏁 **{ $name }** foi encerrada, mas a classificação final ainda não pôde ser publicada em { $channel } (talvez o bot não tenha acesso lá); ele tenta de novo a cada minuto.
league-close-not_yours = Só o moderador que pediu pode responder.
league-final-title = 🏁 A liga { $name } terminou
league-final-sub = { $games } · { $players ->
        [1] { $players } jogador com rating
       *[other] { $players } jogadores com rating
    } · encerrada { $when }
league-final-podium = { $medal } { $who } · rating { $rating } · { $wins ->
        [1] { $wins } vitória
       *[other] { $wins } vitórias
    } em { $played ->
        [1] { $played } partida
       *[other] { $played } partidas
    }
league-final-nobody = Ninguém ganhou rating nesta liga: sem pódio desta vez.
league-final-thanks = Obrigado por jogar! O ranking do servidor guarda todas as partidas.
league-bad_name = O nome de uma liga tem de 1 a { $most } caracteres.
league-name_taken = Este servidor já tem uma liga chamada { $name }: escolha outro nome.
league-unknown = Não há liga chamada { $name } neste servidor (veja /dobro liga lista).
league-closed = A liga { $name } foi encerrada: a classificação é definitiva, e nenhuma mesa nova pode jogar por ela.
league-settings_fixed = Uma mesa de liga joga o jogo da liga com as configurações dela: não indique o jogo, as opções nem o cronômetro.
league-bad_options = As opções da liga não servem para o jogo dela ({ $detail }).
league-bad_date = “{ $value }” não é uma data: escreva no formato AAAA-MM-DD, p. ex. 2026-12-31 (ou escolha uma sugestão).
league-past_date = { $value } já passou: uma liga termina no futuro.
league-far_date = Uma liga dura no máximo { $days } dias: escolha um fim mais próximo.
league-final-standings = Classificação completa
