## Giocare ovunque, al proprio ritmo (issue 34): DM e gruppi, sfide, avvisi per la prossima
## partita, tavoli che durano giorni.

choice-timer-3600 = 1 ora
choice-timer-43200 = 12 ore
choice-timer-86400 = 1 giorno
choice-timer-259200 = 3 giorni
timer-hours = { $n ->
    [one] { $n } ora per turno
   *[other] { $n } ore per turno
}
timer-days = { $n ->
    [one] { $n } giorno per turno
   *[other] { $n } giorni per turno
}

## Dove funzionano i comandi
error-server_only = Questo funziona in un server che ha invitato il bot: impostazioni, leghe e tornei sono suoi. Qui puoi giocare (`/dobro nuovo`), imparare e vedere la classifica di questo posto.
table-error-external_apps = Qui questo server mostra le risposte delle app dei suoi membri solo a chi le chiede: nessun altro vedrebbe il tavolo. Chiedi a un moderatore di invitare il bot, oppure gioca in DM o in un gruppo.

## Tavoli serviti dalle interazioni (gruppi; server dove vale solo la tua installazione)
table-waiting = ⏸ Questo tavolo aspetta: nessuno ha cliccato da quasi 15 minuti, e Discord lascia aggiornare il tavolo al bot solo mentre qualcuno clicca. Premi **Riprendi** per continuare: ogni orologio riparte da dove si era fermato.
button-resume = Riprendi

## Le vacanze di un giocatore, al tavolo
game-vacation = {" "}· 🏖 assente fino a { $when }

## Sfide (il menu App su una persona)
menu-challenge = Sfida a una partita
menu-stats = Statistiche Dobro
challenge-ask = A quale gioco sfidi { $who }? Il tavolo si apre qui, e riceve una notifica.
challenge-pick = Scegli un gioco
challenge-not_them = Sfida qualcun altro: non te stesso, e non un bot.
challenge-lobby = 🎯 { $host } sfida { $who } a una partita di { $game }. { $who }: **Accetta** per giocare subito, oppure **Rifiuta**.
challenge-expires = La sfida finisce { $when } se nessuno risponde.
button-accept = Accetta
button-decline = Rifiuta
closed-declined = La sfida è stata rifiutata. Non conta per nessuno.
closed-challenge_expired = La sfida è finita: nessuno ha risposto entro 10 minuti.
table-error-bad_challenge = Una sfida è un tavolo per due: tu e un'altra persona.
table-error-challenge_only = Questo tavolo è una sfida: può sedersi solo la persona sfidata.
table-error-not_challenged = Solo le due persone di questa sfida possono rispondere.

## Avvisi: la prossima partita, il tuo turno
table-next_game = 🔔 { $who }: { $host } ha aperto un tavolo di { $game }: { $link }
turn-dm = 🎲 Tocca a te a **{ $game } n. { $id }** (il tempo scade { $deadline }): { $link }

## /dobro-me
cmd-me-name = dobro-mio
cmd-me-description = I tuoi tavoli, i tuoi avvisi e le tue vacanze, ovunque
cmd-me-games-name = tavoli
cmd-me-games-description = I tuoi tavoli aperti: a chi tocca, fino a quando, e un link
cmd-me-notify-name = avvisi
cmd-me-notify-description = Cosa ti segnala il bot: il tuo turno in DM, la prossima partita
cmd-me-notify-turns = turni
cmd-me-notify-turns-description = Ai tavoli che durano giorni, un DM quando tocca a te (una volta per turno)
cmd-me-notify-next_game = prossima-partita
cmd-me-notify-next_game-description = Un gioco i cui nuovi tavoli in questo server ti avvisano
cmd-me-notify-ping = ping
cmd-me-notify-ping-description = Con prossima-partita: avvisami (sì), oppure smetti (no)
choice-turns-dm = in DM
choice-turns-off = no
choice-ping-on = sì
choice-ping-off = no
cmd-me-away-name = assente
cmd-me-away-description = Vacanze: il tuo orologio aspetta ai tuoi tavoli che durano giorni
cmd-me-away-days = giorni
cmd-me-away-days-description = Quanti giorni (0: sei tornato)

me-games-title = I tuoi tavoli aperti
me-games-title_here = I tuoi tavoli aperti in questo server
me-games-none = Non hai nessun tavolo aperto.
me-games-none_here = Non hai nessun tavolo aperto in questo server. In DM con il bot, `/dobro-mio tavoli` li elenca tutti.
me-games-lobby = sala d'attesa, { $n }/{ $seats } posti
me-games-yours = tocca a te
me-games-turn = si aspetta { $who }
me-games-until = il tempo scade { $when }
me-games-link = [apri]({ $link })
me-games-more = { $n ->
    [one] e { $n } altro
   *[other] e altri { $n }
}
me-notify-turns_dm = ✅ Ai tavoli che durano giorni, il bot ti scriverà in DM quando tocca a te, una volta per turno.
me-notify-turns_off = ✅ Niente più DM quando tocca a te.
me-notify-next_on = ✅ Quando si aprirà un tavolo di { $game } in questo server, riceverai un avviso (al massimo uno ogni 30 minuti).
me-notify-next_off = ✅ Niente più avvisi per i nuovi tavoli di { $game } qui.
me-notify-turns_now = Il tuo turno in DM: { $how }
me-notify-games_here = Avvisi per i nuovi tavoli qui: { $games }
me-notify-games_anywhere = Avvisi per i nuovi tavoli: { $games }
me-notify-none = nessuno
me-notify-server_only = L'avviso per la prossima partita vale per un server: usalo nel server di cui vuoi i tavoli.
me-away-set = 🏖 Assente fino al { $when }. Il tuo orologio aspetta a { $n ->
    [one] { $n } tavolo
   *[other] { $n } tavoli
} che durano giorni (ogni server fissa un limite). `/dobro-mio assente giorni:0` quando torni.
me-away-back = Bentornato: il tuo orologio riparte a { $n ->
    [one] { $n } tavolo
   *[other] { $n } tavoli
}.

## /dobro config away
cmd-config-away-name = vacanze
cmd-config-away-description = Per quanto le vacanze possono fermare qui l'orologio di qualcuno
cmd-config-away-days = giorni
cmd-config-away-days-description = Giorni, da 0 a 90 (0: mai)
config-away = **Vacanze** (`/dobro-mio assente`): l'orologio di un giocatore aspetta ai tavoli che durano giorni al massimo { $n ->
    [one] { $n } giorno
   *[other] { $n } giorni
}
