### /dobro league: leagues, their standings and final posts.

league-ends_in = { $date } (tra { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    })
league-created =
    🏅 La lega **{ $name }** è aperta: { $settings }. { $ends }
    I tavoli giocano per lei con /dobro nuovo e l'opzione lega: { $name }.
league-ends = Si chiude da sola { $when }.
league-no_end = Un moderatore la chiude con /dobro lega chiudi.
league-list-title = 🏅 Leghe
league-list-empty = Su questo server non c'è ancora nessuna lega. I moderatori ne avviano una con /dobro lega crea.
league-list-open = **{ $name }** · aperta dal { $start } · { $ends } · { $games } · { $settings }
league-list-closed = **{ $name }** · { $start } → { $end } · { $games } · chiusa
league-list-until = fino al { $date }
league-list-no_end = senza data di fine
league-games = { $n ->
    [one] { $n } partita
   *[other] { $n } partite
    }
league-standings-title = 🏅 { $name } · classifica
league-standings-closed = 🏅 { $name } · classifica finale
league-standings-sub = { $total ->
        [one] { $total } giocatore con punteggio
       *[other] { $total } giocatori con punteggio
    } · { $games } · pagina { $page } di { $pages }
league-standings-empty = In questa lega nessuno ha ancora un punteggio: una partita di lega conclusa con almeno due persone glielo dà. /dobro nuovo con lega: { $name } apre un tavolo.
league-none_open = Su questo server non c'è nessuna lega aperta: indicane una (lega:) per vederne la classifica.
league-close-ask = Chiudere **{ $name }** ora? La classifica si blocca ({ $games } finora) e la classifica finale viene pubblicata in { $channel }. I tavoli che giocano ancora per lei conteranno solo per il server.
league-close-confirm = Chiudi la lega
league-close-keep = Lasciala aperta
league-close-kept = Non è cambiato nulla: **{ $name }** resta aperta.
league-close-done = 🏁 **{ $name }** è chiusa; la classifica finale è in { $channel }.
league-close-unposted = 🏁 **{ $name }** è chiusa, ma la classifica finale non è ancora stata pubblicata in { $channel } (forse il bot non ha accesso); riprova ogni minuto.
league-close-not_yours = Può rispondere solo il moderatore che l'ha chiesto.
league-final-title = 🏁 La lega { $name } è finita
league-final-sub = { $games } · { $players ->
        [one] { $players } giocatore con punteggio
       *[other] { $players } giocatori con punteggio
    } · chiusa { $when }
league-final-podium = { $medal } { $who } · punteggio { $rating } · { $wins ->
        [one] { $wins } vittoria
       *[other] { $wins } vittorie
    } in { $played ->
        [one] { $played } partita
       *[other] { $played } partite
    }
league-final-nobody = In questa lega nessuno ha ottenuto un punteggio: niente podio stavolta.
league-final-thanks = Grazie per aver giocato! La classifica del server conserva ogni partita.
league-bad_name = Il nome di una lega ha da 1 a { $most } caratteri.
league-name_taken = Questo server ha già una lega chiamata { $name }: scegli un altro nome.
league-unknown = Su questo server non c'è nessuna lega chiamata { $name } (vedi /dobro lega elenco).
league-closed = La lega { $name } è chiusa: la sua classifica è definitiva e nessun nuovo tavolo può giocare per lei.
league-settings_fixed = Un tavolo di lega gioca al gioco della lega con le sue impostazioni: non indicare il gioco, le sue opzioni né il timer.
league-bad_options = Le opzioni della lega non vanno bene per il suo gioco ({ $detail }).
league-bad_date = «{ $value }» non è una data: scrivila come AAAA-MM-GG, ad es. 2026-12-31 (o scegli un suggerimento).
league-past_date = { $value } è già passato: una lega finisce nel futuro.
league-far_date = Una lega dura al massimo { $days } giorni: scegli una fine più vicina.
league-final-standings = Classifica completa
