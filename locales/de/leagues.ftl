### /dobro league: leagues, their standings and final posts.

league-ends_in = { $date } (in { $days ->
        [one] { $days } Tag
       *[other] { $days } Tagen
    })
league-created =
    🏅 Die Liga **{ $name }** ist eröffnet: { $settings }. { $ends }
    Tische spielen für sie mit /dobro neu und der Option liga: { $name }.
league-ends = Sie schließt sich { $when } selbst.
league-no_end = Ein Moderator schließt sie mit /dobro liga schließen.
league-list-title = 🏅 Ligen
league-list-empty = Auf diesem Server gibt es noch keine Liga. Moderatoren starten eine mit /dobro liga erstellen.
league-list-open = **{ $name }** · offen seit { $start } · { $ends } · { $games } · { $settings }
league-list-closed = **{ $name }** · { $start } → { $end } · { $games } · geschlossen
league-list-until = bis { $date }
league-list-no_end = ohne Enddatum
league-games = { $n ->
    [one] { $n } Partie
   *[other] { $n } Partien
    }
league-standings-title = 🏅 { $name } · Tabelle
league-standings-closed = 🏅 { $name } · Abschlusstabelle
league-standings-sub = { $total ->
        [one] { $total } gewerteter Spieler
       *[other] { $total } gewertete Spieler
    } · { $games } · Seite { $page } von { $pages }
league-standings-empty = In dieser Liga ist noch niemand gewertet: eine beendete Ligapartie mit mindestens zwei Personen wertet sie. /dobro neu mit liga: { $name } eröffnet einen Tisch.
league-none_open = Auf diesem Server ist keine Liga offen: gib eine an (liga:), um ihre Tabelle zu sehen.
league-close-ask = **{ $name }** jetzt schließen? Die Tabelle wird eingefroren ({ $games } bisher) und die Abschlusstabelle in { $channel } veröffentlicht. Tische, die noch für sie spielen, zählen dann nur für den Server.
league-close-confirm = Liga schließen
league-close-keep = Offen lassen
league-close-kept = Nichts geändert: **{ $name }** bleibt offen.
league-close-done = 🏁 **{ $name }** ist geschlossen; die Abschlusstabelle steht in { $channel }.
league-close-unposted = 🏁 **{ $name }** ist geschlossen, aber die Abschlusstabelle konnte noch nicht in { $channel } veröffentlicht werden (vielleicht fehlt dem Bot dort der Zugriff); er versucht es jede Minute erneut.
league-close-not_yours = Nur der Moderator, der gefragt hat, kann hierauf antworten.
league-final-title = 🏁 Die Liga { $name } ist vorbei
league-final-sub = { $games } · { $players ->
        [one] { $players } gewerteter Spieler
       *[other] { $players } gewertete Spieler
    } · geschlossen { $when }
league-final-podium = { $medal } { $who } · Wertung { $rating } · { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    } in { $played ->
        [one] { $played } Partie
       *[other] { $played } Partien
    }
league-final-nobody = In dieser Liga wurde niemand gewertet: diesmal kein Podium.
league-final-thanks = Danke fürs Spielen! Die Bestenliste des Servers behält jede Partie.
league-bad_name = Ein Liganame hat 1 bis { $most } Zeichen.
league-name_taken = Dieser Server hat schon eine Liga namens { $name }: wähle einen anderen Namen.
league-unknown = Auf diesem Server gibt es keine Liga namens { $name } (siehe /dobro liga liste).
league-closed = Die Liga { $name } ist geschlossen: ihre Tabelle ist endgültig, und kein neuer Tisch kann für sie spielen.
league-settings_fixed = Ein Ligatisch spielt das Spiel der Liga mit ihren Einstellungen: lass Spiel, Optionen und Zugzeit weg.
league-bad_options = Die Optionen der Liga passen nicht zu ihrem Spiel ({ $detail }).
league-bad_date = „{ $value }“ ist kein Datum: schreib es als JJJJ-MM-TT, z. B. 2026-12-31 (oder wähle einen Vorschlag).
league-past_date = { $value } ist schon vorbei: eine Liga endet in der Zukunft.
league-far_date = Eine Liga dauert höchstens { $days } Tage: wähle ein früheres Ende.
league-final-standings = Ganze Tabelle
