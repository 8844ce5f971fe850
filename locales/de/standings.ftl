### /dobro leaderboard, history, void, forget-me and recompute-ratings.

board-title = 🏆 { $game }-Bestenliste · { $sort }
board-sub = { $total ->
        [one] { $total } Spieler
       *[other] { $total } Spieler
    } mit mindestens { $min ->
        [one] { $min } beendeten Partie
       *[other] { $min } beendeten Partien
    } · Seite { $page } von { $pages }
board-row = **{ $rank }.** { $who } · Wertung { $rating } · Partien { $games } · Siege { $wins } ({ $rate } %) · { $avg } Pkt./Partie
board-you = **Du** ({ $who }): Nr. { $rank } von { $total } · Wertung { $rating } · Partien { $games } · Siege { $wins } ({ $rate } %) · { $avg } Pkt./Partie
board-you_few = **Du** ({ $who }): { $games ->
        [one] { $games } beendete Partie
       *[other] { $games } beendete Partien
    } hier; diese Liste verlangt { $min }.
board-you_unrated = **Du** ({ $who }): noch ohne Wertung. Eine beendete Partie mit mindestens einer weiteren Person gibt dir eine Wertung.
board-you_none = **Du** ({ $who }): hier noch keine beendete Partie.
board-empty = Auf diesem Server wurde noch keine Partie beendet, also gibt es noch keine Bestenliste. Eröffne einen Tisch mit /dobro neu, spiel eine Partie und komm wieder!
board-nobody = Noch steht niemand auf dieser Liste: sie verlangt { $min ->
        [one] { $min } beendete Partie
       *[other] { $min } beendete Partien
    } (und, nach Wertung, eine Partie mit einer anderen Person). Versuch ein kleineres min_partien.
board-previous = ◀ Zurück
board-next = Weiter ▶
history-title = 📜 Partieverlauf
history-sub = { $total ->
        [one] { $total } Partie
       *[other] { $total } Partien
    } · Seite { $page } von { $pages } · neueste zuerst
history-empty = Auf diesem Server wurde noch keine Partie gespielt. Eröffne einen Tisch mit /dobro neu!
history-game = **Partie { $id }** · { $date } · { $game }
history-order = { $names }
history-shared = { $names } (geteilter Sieg)
history-players = Spieler: { $names }
history-left = {" "}(gegangen)
history-link = [Ergebnis]({ $link })
history-active = 🎲 Läuft
history-cancelled = 🚫 Abgebrochen: zählt für niemanden
history-cancelled_reason = 🚫 Von einem Moderator abgebrochen: { $reason }
history-abandoned = 🏳️ Aufgegeben: alle Spieler sind gegangen
history-broken = ⚠️ Konnte nach einem Neustart nicht fortgesetzt werden
void-done = Partie { $id } zählt nicht mehr ({ $reason }). Summen und Wertungen wurden ohne sie neu berechnet.
void-unknown = Auf diesem Server gibt es keine Partie { $id }.
void-not_finished = Partie { $id } ist noch nicht beendet: nur eine beendete Partie kann annulliert werden.
void-no_reason = Gib einen Grund an: er wird im Verlauf angezeigt.
void-voided = Partie { $id } ist schon annulliert.
history-voided = ⛔ Von einem Moderator annulliert: { $reason } · zählt für niemanden
history-former = ein ehemaliger Spieler
forget-ask = Damit werden deine Summen und deine Wertung auf diesem Server gelöscht. Die vergangenen Partien bleiben, aber deine Plätze darin erscheinen als „ein ehemaliger Spieler“, und alle Wertungen werden ohne dich neu berechnet. Auch dein Fortschritt in den Tutorials und deine eigenen Einstellungen (/dobro meine-einstellungen) werden gelöscht. Das lässt sich nicht rückgängig machen. Partien, die du später spielst, zählen wieder.
forget-confirm = Vergiss mich
forget-cancel = Abbrechen
forget-done = Erledigt: dieser Server speichert keine Summen und keine Wertung von dir mehr, und du bist „ein ehemaliger Spieler“ in { $games ->
        [one] { $games } vergangenen Ergebnis
       *[other] { $games } vergangenen Ergebnissen
    }.
forget-cancelled = Abgebrochen: nichts wurde geändert.
forget-not_yours = Nur die Person, die vergessen werden wollte, kann hierauf antworten.
standings-recomputed = Wertungen neu berechnet aus { $games ->
        [one] { $games } gezählten Partie.
       *[other] { $games } gezählten Partien, in der Reihenfolge, in der sie endeten.
    }
standings-cooldown = Das wurde gerade erst gemacht: versuch es <t:{ $when }:R> noch einmal. (Die Tabellen neu zu berechnen ist viel Arbeit, darum gibt es eine Pause zwischen zwei Anfragen.)
standings-unknown_game = Dieser Bot spielt { $game } nicht (mehr): wähle ein Spiel aus der Liste.
history-not_counted-solo = Zählt nicht: eine Person gegen Computer
history-not_counted-too_few = Zählt nicht: weniger als zwei Personen waren dabei (haben ihre ersten Züge selbst gemacht)
history-idle = 🏳️ Aufgegeben: einen Tag lang hat niemand gespielt
history-undeliverable = Das Ergebnis konnte nicht in seinem Kanal veröffentlicht werden (gelöscht, oder der Bot darf dort nicht schreiben)
