### /dobro tournament: tournaments run by the bot, their posts, buttons and refusals.

## The commands

cmd-tournament-name = torneo
cmd-tournament-description = Tornei gestiti dal bot
cmd-tournament-create-name = crea
cmd-tournament-create-description = Annuncia un torneo, con un pulsante Iscriviti (moderatori)
cmd-tournament-start-name = avvia
cmd-tournament-start-description = Apri l'appello, o parti subito durante l'appello (moderatori)
cmd-tournament-cancel-name = annulla
cmd-tournament-cancel-description = Annulla un torneo, con un motivo (moderatori)
cmd-tournament-list-name = elenco
cmd-tournament-list-description = I tornei del server
cmd-tournament-standings-name = classifica
cmd-tournament-standings-description = La classifica di un torneo
cmd-tournament-option-name = nome
cmd-tournament-option-name-description = Il suo nome
cmd-tournament-option-format = formula
cmd-tournament-option-format-description = Svizzero, girone all'italiana o eliminazione diretta
cmd-tournament-option-rounds = turni
cmd-tournament-option-rounds-description = Svizzero: quanti turni (predefinito: fissato all'avvio)
cmd-tournament-option-seats = posti
cmd-tournament-option-seats-description = Posti per tavolo (predefinito 4)
cmd-tournament-option-timer = timer
cmd-tournament-option-timer-description = Tempo per turno (predefinito 2 min)
cmd-tournament-option-fill = riempimento
cmd-tournament-option-fill-description = Cosa fare se i giocatori non riempiono i tavoli
cmd-tournament-option-starts = inizio
cmd-tournament-option-starts-description = AAAA-MM-GG HH:MM o HH:MM, UTC (predefinito: a mano)
cmd-tournament-option-channel = canale
cmd-tournament-option-channel-description = Dove si gioca (predefinito: qui)
cmd-tournament-option-game-description = Il suo gioco (predefinito: quello del server)
cmd-tournament-option-tournament = torneo
cmd-tournament-option-tournament-description = Quale (predefinito: il più recente in corso)
cmd-tournament-option-any-description = Quale (predefinito: il più recente)
cmd-tournament-option-reason = motivo
cmd-tournament-option-reason-description = Perché (viene pubblicato)

## Words

tournament-format-swiss = svizzero
tournament-format-round_robin = girone all'italiana
tournament-format-knockout = eliminazione diretta
tournament-fill-smaller = tavoli più piccoli se serve
tournament-fill-computers = i computer completano i tavoli
tournament-fill-byes = turni di riposo se serve
tournament-fill_choice-smaller = tavoli più piccoli
tournament-fill_choice-computers = computer
tournament-fill_choice-byes = turni di riposo
tournament-seats = { $n } posti per tavolo
tournament-rounds = { $n ->
        [one] { $n } turno
       *[other] { $n } turni
    }
tournament-rounds_later = turni fissati all'avvio
tournament-go_on = { $n ->
        [one] passa il migliore di ogni tavolo
       *[other] passano i migliori { $n } di ogni tavolo
    }
tournament-status-registering = iscrizioni aperte
tournament-status-check_in = appello
tournament-status-running = in corso
tournament-status-finished = concluso
tournament-status-cancelled = annullato
tournament-starts_in = { $when } UTC (tra { $minutes } min)
tournament-thread_name = { $name } · turno { $round } · tavolo { $table }

## Answers to moderators

tournament-created = 🏆 **{ $name }** è annunciato in { $channel }: { $settings }. I giocatori si iscrivono con il pulsante lì.
tournament-start-check_in = ⏰ L'appello di **{ $name }** è aperto: si parte alle { $when } ({ $minutes } min) con chi ha risposto. Usa di nuovo /dobro torneo avvia per partire prima: scegli tu con chi.
tournament-start-started = 🎲 **{ $name }** è iniziato: i suoi tavoli si stanno aprendo nei loro thread.
tournament-start-cancelled = 🛑 **{ $name }** non è potuto iniziare: meno di due giocatori hanno risposto all'appello, quindi è annullato.
tournament-cancel-done = 🛑 **{ $name }** è annullato; { $channel } spiega perché.

## The announcement

tournament-announce-title = 🏆 { $name }
tournament-announce-registering = Le iscrizioni sono aperte: premi **Iscriviti**. Un moderatore lo avvia con /dobro torneo avvia.
tournament-announce-registering_at = Inizia { $when } ({ $left }). Le iscrizioni sono aperte fino ad allora: premi **Iscriviti**; l'appello si apre 10 minuti prima.
tournament-announce-check_in = ⏰ L'appello è aperto: premi **Presente** nel messaggio qui sotto. Si parte alle { $when }; chi non ha risposto entro allora è escluso.
tournament-announce-running = 🎲 Si gioca il turno { $round }: ogni tavolo nel suo thread qui sotto.
tournament-announce-finished = 🏁 Concluso: il podio è qui sotto.
tournament-announce-registered = **Iscritti** ({ $n } su { $most }):
tournament-announce-nobody = ancora nessuno
tournament-button-join = Iscriviti
tournament-button-withdraw = Ritirati
tournament-button-standings = Classifica
tournament-button-check_in = Presente

## Posts

tournament-check_in-call = ⏰ **{ $name }** inizia { $when }: { $who } — premete **Presente** per tenere il vostro posto. Chi non ha risposto all'inizio è escluso.
tournament-started-title = 🎲 { $name } è iniziato
tournament-started-body = { $players } giocatori · { $planned ->
        [one] { $planned } turno
       *[other] { $planned } turni
    } · turno 1: { $tables ->
        [one] { $tables } tavolo
       *[other] { $tables } tavoli
    }, ognuno nel suo thread qui sotto.
tournament-started-dropped = Esclusi (assenti all'appello): { $who }
tournament-byes = A riposo in questo turno (segnano la media di un posto): { $who }
tournament-table-call = 🎲 **{ $name }** · turno { $round } · tavolo { $table }: { $who }. La vostra partita inizia nel thread qui sotto; il timer gioca per chi è assente.
tournament-table-call_final = 🏆 **{ $name }** · turno { $round } · il tavolo finale: { $who }. La vostra partita inizia nel thread qui sotto; il timer gioca per chi è assente.
tournament-table-computers = { $n ->
        [one] 🤖 un computer
       *[other] 🤖 { $n } computer
    }
tournament-standings-after = 📊 { $name } · classifica dopo il turno { $round }
tournament-next_round = 🎲 Inizia ora il turno { $round }: { $tables ->
        [one] { $tables } tavolo
       *[other] { $tables } tavoli
    }, ognuno nel suo thread qui sotto.
tournament-final-title = 🏁 { $name } è concluso
tournament-final-sub = { $players } giocatori · { $rounds ->
        [one] { $rounds } turno
       *[other] { $rounds } turni
    }
tournament-final-podium = { $medal } { $who } · { $points } punti
tournament-final-thanks = Grazie per aver giocato! Ogni partita è contata come tutte le altre: /dobro cronologia le conserva.
tournament-cancelled-title = 🛑 { $name } è annullato
tournament-cancelled-reason = Un moderatore l'ha annullato: { $reason }
tournament-cancelled-too_few = Meno di due giocatori hanno risposto all'appello, quindi non è potuto iniziare.

## Standings

tournament-standings-title = 📊 { $name } · classifica
tournament-standings-empty = Non è ancora stato giocato nessun turno.
tournament-standings-more = … e altri { $n }
tournament-progress = dopo { $played } { $planned ->
        [one] turno su { $planned }
       *[other] turni su { $planned }
    } · punti, poi punti degli avversari, scontri diretti, punteggio prima del torneo
tournament-progress-over = finale, dopo { $played ->
        [one] { $played } turno
       *[other] { $played } turni
    }
tournament-row = **{ $rank }.** { $who } · { $points } pt · avv. { $opponents }{ $extra }
tournament-row-withdrawn = {" "}· ritirato
tournament-list-title = 🏆 Tornei
tournament-list-empty = Su questo server non c'è ancora nessun torneo. I moderatori ne annunciano uno con /dobro torneo crea.
tournament-list-line = **{ $name }** · { $status } · { $when } · { $settings }

## Answers to players

tournament-join-done = ✅ Sei iscritto a **{ $name }**. Riceverai una chiamata per l'appello poco prima dell'inizio.
tournament-join-checked_in = ✅ Sei iscritto a **{ $name }**, e presente.
tournament-check_in-done = ✅ Sei presente per **{ $name }**: riceverai una chiamata al tuo tavolo.
tournament-withdraw-unregistered = Non sei più iscritto a **{ $name }**.
tournament-withdraw-ask = Ritirarti da **{ $name }**? Non verrai più abbinato, e una partita che stai giocando ora è un ritiro (sotto tutti quelli che la giocano fino in fondo, senza punti). I tuoi risultati finora restano.
tournament-withdraw-confirm = Ritirati
tournament-withdraw-done = Ti sei ritirato da **{ $name }**.
tournament-withdraw-not_yours = Può rispondere solo il giocatore che l'ha chiesto.

## Refusals

tournament-bad_name = Il nome di un torneo ha da 1 a { $most } caratteri.
tournament-name_taken = Questo server ha già in corso un torneo chiamato { $name }: scegli un altro nome.
tournament-bad_options = Queste opzioni non vanno bene per il gioco ({ $detail }).
tournament-bad_format = { $format } non è una formula: svizzero, girone all'italiana o eliminazione diretta.
tournament-bad_seats = Questo gioco si gioca da { $low } a { $high } per tavolo.
tournament-rounds_swiss_only = Solo un torneo svizzero accetta un numero di turni: girone all'italiana ed eliminazione diretta calcolano i loro.
tournament-bad_rounds = Un torneo svizzero ha da 1 a { $most } turni.
tournament-bad_fill = { $fill } non è un modo di riempire i tavoli: tavoli più piccoli, computer o turni di riposo.
tournament-bad_timer = I tavoli di un torneo hanno bisogno di un timer, perché ogni turno finisca.
tournament-bad_start = «{ $value }» non è un orario: scrivi AAAA-MM-GG HH:MM o HH:MM, in UTC (o scegli un suggerimento).
tournament-past_start = { $value } è già passato: un torneo inizia nel futuro.
tournament-far_start = Un torneo inizia entro { $days } giorni: scegli un orario più vicino.
tournament-text_channel = Un torneo ha bisogno di un canale testuale (i suoi tavoli si aprono nei thread): scegline uno con canale:.
tournament-unknown = Su questo server non c'è nessun torneo chiamato { $name } (vedi /dobro torneo elenco).
tournament-none = Su questo server non c'è ancora nessun torneo.
tournament-over = Il torneo { $name } è concluso.
tournament-started = Il torneo { $name } è già iniziato.
tournament-closed = Le iscrizioni a { $name } sono chiuse: è iniziato.
tournament-full = Il torneo { $name } è al completo ({ $most } giocatori).
tournament-already_registered = Sei già iscritto a { $name }.
tournament-not_registered = Non giochi in { $name }.
tournament-no_check_in = L'appello di { $name } non è aperto.
tournament-reason_needed = Di' perché il torneo viene annullato (motivo:).
tournament-start-how = ⏰ **{ $name }** è all'appello (parte da solo alle { $when }): { $n ->
        [one] { $n } iscritto su { $registered } ha risposto.
       *[other] { $n } iscritti su { $registered } hanno risposto.
    } Avviare ora, con loro o con tutti gli iscritti?
tournament-button-start_checked_in = Avvia con i { $n } presenti
tournament-button-start_everyone = Avvia con tutti i { $n } iscritti
tournament-final-nobody = Nessuno ha giocato fino in fondo un tavolo di questo torneo: nessun campione viene incoronato.
tournament-too_few_checked_in = { $n ->
        [0] Nessuno ha ancora risposto all'appello di { $name }
        [one] Solo { $n } giocatore ha risposto all'appello di { $name }
       *[other] Solo { $n } giocatori hanno risposto all'appello di { $name }
    }: un torneo ne richiede due. Avvia con tutti gli iscritti, o lascia proseguire l'appello.
