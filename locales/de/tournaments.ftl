### /dobro tournament: tournaments run by the bot, their posts, buttons and refusals.

## The commands

cmd-tournament-name = turnier
cmd-tournament-description = Turniere, die der Bot ausrichtet
cmd-tournament-create-name = erstellen
cmd-tournament-create-description = Kündigt ein Turnier an, mit einem Anmelden-Knopf (Moderatoren)
cmd-tournament-start-name = starten
cmd-tournament-start-description = Öffnet den Check-in, oder startet sofort während des Check-ins (Moderatoren)
cmd-tournament-cancel-name = abbrechen
cmd-tournament-cancel-description = Sagt ein Turnier ab, mit Begründung (Moderatoren)
cmd-tournament-list-name = liste
cmd-tournament-list-description = Die Turniere des Servers
cmd-tournament-standings-name = tabelle
cmd-tournament-standings-description = Die Tabelle eines Turniers
cmd-tournament-option-name = name
cmd-tournament-option-name-description = Sein Name
cmd-tournament-option-format = format
cmd-tournament-option-format-description = Schweizer System, Jeder gegen jeden oder K.-o.-System
cmd-tournament-option-rounds = runden
cmd-tournament-option-rounds-description = Schweizer System: wie viele Runden (Standard: beim Start festgelegt)
cmd-tournament-option-seats = plätze
cmd-tournament-option-seats-description = Plätze pro Tisch (Standard 4)
cmd-tournament-option-timer = zugzeit
cmd-tournament-option-timer-description = Zeit pro Zug (Standard 2 Min.)
cmd-tournament-option-fill = auffüllen
cmd-tournament-option-fill-description = Wenn die Spieler die Tische nicht füllen
cmd-tournament-option-starts = beginn
cmd-tournament-option-starts-description = JJJJ-MM-TT HH:MM oder HH:MM, UTC (Standard: von Hand)
cmd-tournament-option-channel = kanal
cmd-tournament-option-channel-description = Wo gespielt wird (Standard: hier)
cmd-tournament-option-game-description = Sein Spiel (Standard: das des Servers)
cmd-tournament-option-tournament = turnier
cmd-tournament-option-tournament-description = Welches (Standard: das neueste laufende)
cmd-tournament-option-any-description = Welches (Standard: das neueste)
cmd-tournament-option-reason = grund
cmd-tournament-option-reason-description = Warum (wird veröffentlicht)

## Words

tournament-format-swiss = Schweizer System
tournament-format-round_robin = Jeder gegen jeden
tournament-format-knockout = K.-o.-System
tournament-fill-smaller = kleinere Tische, wenn nötig
tournament-fill-computers = Computer füllen die Tische auf
tournament-fill-byes = Freilose, wenn nötig
tournament-fill_choice-smaller = kleinere Tische
tournament-fill_choice-computers = Computer
tournament-fill_choice-byes = Freilose
tournament-seats = { $n } Plätze pro Tisch
tournament-rounds = { $n ->
        [one] { $n } Runde
       *[other] { $n } Runden
    }
tournament-rounds_later = Runden beim Start festgelegt
tournament-go_on = { $n ->
        [one] der Beste jedes Tisches kommt weiter
       *[other] die besten { $n } jedes Tisches kommen weiter
    }
tournament-status-registering = Anmeldung offen
tournament-status-check_in = Check-in
tournament-status-running = läuft
tournament-status-finished = beendet
tournament-status-cancelled = abgesagt
tournament-starts_in = { $when } UTC (in { $minutes } Min.)
tournament-thread_name = { $name } · Runde { $round } · Tisch { $table }

## Answers to moderators

tournament-created = 🏆 **{ $name }** ist in { $channel } angekündigt: { $settings }. Die Spieler melden sich dort mit dem Knopf an.
tournament-start-check_in = ⏰ Der Check-in für **{ $name }** ist offen: es beginnt um { $when } ({ $minutes } Min.) mit allen, die eingecheckt haben. Nutze /dobro turnier starten noch einmal, um früher zu starten: du wählst, mit wem.
tournament-start-started = 🎲 **{ $name }** hat begonnen: seine Tische öffnen sich in ihren Threads.
tournament-start-cancelled = 🛑 **{ $name }** konnte nicht beginnen: weniger als zwei Spieler haben eingecheckt, also ist es abgesagt.
tournament-cancel-done = 🛑 **{ $name }** ist abgesagt; { $channel } sagt, warum.

## The announcement

tournament-announce-title = 🏆 { $name }
tournament-announce-registering = Die Anmeldung ist offen: drück **Anmelden**. Ein Moderator startet es mit /dobro turnier starten.
tournament-announce-registering_at = Beginnt { $when } ({ $left }). Die Anmeldung ist bis dahin offen: drück **Anmelden**; der Check-in öffnet 10 Minuten vorher.
tournament-announce-check_in = ⏰ Der Check-in ist offen: drück **Einchecken** im Aufruf unten. Beginn um { $when }; wer bis dahin nicht eingecheckt hat, fällt raus.
tournament-announce-running = 🎲 Runde { $round } läuft: jeder Tisch in seinem eigenen Thread unten.
tournament-announce-finished = 🏁 Beendet: das Podium steht unten.
tournament-announce-registered = **Angemeldet** ({ $n } von { $most }):
tournament-announce-nobody = noch niemand
tournament-button-join = Anmelden
tournament-button-withdraw = Zurückziehen
tournament-button-standings = Tabelle
tournament-button-check_in = Einchecken

## Posts

tournament-check_in-call = ⏰ **{ $name }** beginnt { $when }: { $who } — drückt **Einchecken**, um euren Platz zu behalten. Wer beim Start nicht eingecheckt hat, fällt raus.
tournament-started-title = 🎲 { $name } hat begonnen
tournament-started-body = { $players } Spieler · { $planned ->
        [one] { $planned } Runde
       *[other] { $planned } Runden
    } · Runde 1: { $tables ->
        [one] { $tables } Tisch
       *[other] { $tables } Tische
    }, jeder in seinem eigenen Thread unten.
tournament-started-dropped = Rausgefallen (nicht eingecheckt): { $who }
tournament-byes = Freilos in dieser Runde (bekommt den Durchschnitt eines Platzes): { $who }
tournament-table-call = 🎲 **{ $name }** · Runde { $round } · Tisch { $table }: { $who }. Eure Partie beginnt im Thread unten; die Zugzeit spielt für alle, die weg sind.
tournament-table-call_final = 🏆 **{ $name }** · Runde { $round } · der Finaltisch: { $who }. Eure Partie beginnt im Thread unten; die Zugzeit spielt für alle, die weg sind.
tournament-table-computers = { $n ->
        [one] 🤖 ein Computer
       *[other] 🤖 { $n } Computer
    }
tournament-standings-after = 📊 { $name } · Tabelle nach Runde { $round }
tournament-next_round = 🎲 Runde { $round } beginnt jetzt: { $tables ->
        [one] { $tables } Tisch
       *[other] { $tables } Tische
    }, jeder in seinem eigenen Thread unten.
tournament-final-title = 🏁 { $name } ist vorbei
tournament-final-sub = { $players } Spieler · { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    }
tournament-final-podium = { $medal } { $who } · { $points } Punkte
tournament-final-thanks = Danke fürs Spielen! Jede Partie hat gezählt wie jede andere: /dobro verlauf behält sie.
tournament-cancelled-title = 🛑 { $name } ist abgesagt
tournament-cancelled-reason = Ein Moderator hat es abgesagt: { $reason }
tournament-cancelled-too_few = Weniger als zwei Spieler haben eingecheckt, also konnte es nicht beginnen.

## Standings

tournament-standings-title = 📊 { $name } · Tabelle
tournament-standings-empty = Es wurde noch keine Runde gespielt.
tournament-standings-more = … und { $n } weitere
tournament-progress = nach { $played } von { $planned ->
        [one] { $planned } Runde
       *[other] { $planned } Runden
    } · Punkte, dann Punkte der Gegner, direkter Vergleich, Wertung vor dem Turnier
tournament-progress-over = endgültig, nach { $played ->
        [one] { $played } Runde
       *[other] { $played } Runden
    }
tournament-row = **{ $rank }.** { $who } · { $points } Pkt. · Geg. { $opponents }{ $extra }
tournament-row-withdrawn = {" "}· zurückgezogen
tournament-list-title = 🏆 Turniere
tournament-list-empty = Auf diesem Server gibt es noch kein Turnier. Moderatoren kündigen eines mit /dobro turnier erstellen an.
tournament-list-line = **{ $name }** · { $status } · { $when } · { $settings }

## Answers to players

tournament-join-done = ✅ Du bist für **{ $name }** angemeldet. Kurz vor dem Start wirst du zum Einchecken angepingt.
tournament-join-checked_in = ✅ Du bist für **{ $name }** angemeldet und eingecheckt.
tournament-check_in-done = ✅ Du hast für **{ $name }** eingecheckt: du wirst an deinem Tisch angepingt.
tournament-withdraw-unregistered = Du bist nicht mehr für **{ $name }** angemeldet.
tournament-withdraw-ask = Von **{ $name }** zurückziehen? Du wirst nicht mehr gepaart, und eine Partie, die du gerade spielst, gilt als aufgegeben (hinter allen, die sie zu Ende spielen, ohne Punkte). Deine bisherigen Ergebnisse bleiben.
tournament-withdraw-confirm = Zurückziehen
tournament-withdraw-done = Du hast dich von **{ $name }** zurückgezogen.
tournament-withdraw-not_yours = Nur der Spieler, der gefragt hat, kann hierauf antworten.

## Refusals

tournament-bad_name = Ein Turniername hat 1 bis { $most } Zeichen.
tournament-name_taken = Auf diesem Server läuft schon ein Turnier namens { $name }: wähle einen anderen Namen.
tournament-bad_options = Diese Optionen passen nicht zum Spiel ({ $detail }).
tournament-bad_format = { $format } ist kein Format: Schweizer System, Jeder gegen jeden oder K.-o.-System.
tournament-bad_seats = Dieses Spiel hat { $low } bis { $high } Plätze pro Tisch.
tournament-rounds_swiss_only = Nur ein Turnier im Schweizer System nimmt eine Rundenzahl: Jeder gegen jeden und K.-o.-System legen sie selbst fest.
tournament-bad_rounds = Ein Turnier im Schweizer System hat 1 bis { $most } Runden.
tournament-bad_fill = { $fill } ist keine Art, Tische aufzufüllen: kleinere Tische, Computer oder Freilose.
tournament-bad_timer = Die Tische eines Turniers brauchen eine Zugzeit, damit jede Runde endet.
tournament-bad_start = „{ $value }“ ist keine Uhrzeit: schreib JJJJ-MM-TT HH:MM oder HH:MM, in UTC (oder wähle einen Vorschlag).
tournament-past_start = { $value } ist schon vorbei: ein Turnier beginnt in der Zukunft.
tournament-far_start = Ein Turnier beginnt innerhalb von { $days } Tagen: wähle eine frühere Zeit.
tournament-text_channel = Ein Turnier braucht einen Textkanal (seine Tische öffnen sich in Threads): wähle einen mit kanal:.
tournament-unknown = Auf diesem Server gibt es kein Turnier namens { $name } (siehe /dobro turnier liste).
tournament-none = Auf diesem Server gibt es noch kein Turnier.
tournament-over = Das Turnier { $name } ist vorbei.
tournament-started = Das Turnier { $name } hat schon begonnen.
tournament-closed = Die Anmeldung für { $name } ist geschlossen: es hat begonnen.
tournament-full = Das Turnier { $name } ist voll ({ $most } Spieler).
tournament-already_registered = Du bist schon für { $name } angemeldet.
tournament-not_registered = Du spielst nicht bei { $name } mit.
tournament-no_check_in = Der Check-in für { $name } ist nicht offen.
tournament-reason_needed = Sag, warum das Turnier abgesagt wird (grund:).
tournament-start-how = ⏰ **{ $name }** ist im Check-in (es beginnt von selbst um { $when }): { $n ->
        [one] { $n } von { $registered } Angemeldeten hat eingecheckt.
       *[other] { $n } von { $registered } Angemeldeten haben eingecheckt.
    } Jetzt starten, mit ihnen oder mit allen Angemeldeten?
tournament-button-start_checked_in = Mit den { $n } Eingecheckten starten
tournament-button-start_everyone = Mit allen { $n } Angemeldeten starten
tournament-final-nobody = Niemand hat eine Partie dieses Turniers bis zum Ende gespielt: es wird kein Champion gekürt.
tournament-too_few_checked_in = { $n ->
        [0] Noch niemand hat für { $name } eingecheckt
        [one] Erst { $n } Person hat für { $name } eingecheckt
       *[other] Erst { $n } Personen haben für { $name } eingecheckt
    }: ein Turnier braucht zwei. Starte mit allen Angemeldeten oder lass den Check-in weiterlaufen.
