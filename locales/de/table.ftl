### The public table message: lobby, game in play, log lines of the table's own events,
### and why a table is closed.

table-title = { $game } · Tisch { $id }
table-league = {" "}· 🏅 { $league }
table-settings = { $seats } Plätze · { $options } · { $timer }
timer-off = keine Zugzeit
timer-seconds = { $n } s pro Zug
timer-minutes = { $n } Min. pro Zug
lobby-expires = Diese Lobby schließt sich { $when } von selbst, wenn niemand startet.
game-deadline = ⏱ { $who } hat Zeit bis { $when }
game-away = {" "}· 💤 abwesend
game-departed = {" "}· 🚪 gegangen
game-timeout = ⏱ Die Zeit von { $player } ist abgelaufen: der Computer hat stattdessen { $move }
timeout-play = { $cards } gespielt
timeout-skip = ein Aussetzen gespielt
timeout-reverse = einen Richtungswechsel gespielt
timeout-take = den Stich genommen
game-auto_draw = ⏱ { $player } hat nicht rechtzeitig nachgezogen: es wurde automatisch nachgezogen
game-away_event = 💤 { $player } ist abwesend: der Computer spielt stellvertretend, bis Bin zurück gedrückt wird
game-back_event = 👋 { $player } ist zurück
game-new_host = { $player } ist gegangen: { $host } ist jetzt Gastgeber
closed-cancelled = Dieser Tisch wurde abgebrochen.
closed-cancelled_reason = Diese Partie wurde von einem Moderator abgebrochen: { $reason }. Sie zählt für niemanden.
closed-expired = Diese Lobby hat sich von selbst geschlossen: niemand hat sie innerhalb von 30 Minuten gestartet.
closed-empty = Diese Lobby ist geschlossen: alle Spieler sind gegangen.
closed-tournament = Dieser Tisch wurde geschlossen: sein Thread gehört zu einem Turniertisch, der hier spielt. Er zählt für niemanden.
closed-abandoned = Diese Partie wurde aufgegeben: alle Spieler sind gegangen. Sie zählt für niemanden.
closed-broken = Diese Partie konnte nach einem Neustart nicht fortgesetzt werden (ihre Aufzeichnung lässt sich nicht mehr abspielen). Sie zählt für niemanden, und der Kanal ist frei: /dobro neu.
button-back = Bin zurück
table-moved = Dieser Tisch geht weiter unten weiter: [hinspringen]({ $link }).
variant-standard = 3 Runden
variant-long = eine Runde pro Spieler
lobby-waiting = Warten auf Spieler: { $n }/{ $seats } sitzen. Der Gastgeber startet die Partie.
lobby-host = Gastgeber
lobby-computer = Computer ({ $level })
button-join = Beitreten
button-leave = Verlassen
button-add_normal = Computer hinzufügen
button-add_random = Zufallscomputer hinzufügen
button-add_hard = Starken Computer hinzufügen
level-random = zufällig
level-normal = normal
level-hard = stark
button-start = Starten
button-cancel = Tisch abbrechen
button-hand = Meine Hand
button-oubli = Oubli!
button-rules = Regeln
button-leave_table = Tisch verlassen
button-again = Noch eine Partie
game-round = Runde { $n } von { $total }
game-value = Wert im Spiel: **{ $value }**
game-no_value = Wert im Spiel: — ({ $player } eröffnet einen neuen Stich)
game-bid = Stich: { $plays }
game-direction-clockwise = ↻ im Uhrzeigersinn
game-direction-counterclockwise = ↺ gegen den Uhrzeigersinn
game-pile = { $direction } · Nachziehstapel: { $pile }
game-seat = { $marker } { $name } · { $hand } auf der Hand · { $collected } eingesammelt · { $points } Pkt.{ $extra }
game-turn = { $who }, du bist dran!
game-oubli_holder = {" "}· hat die Oubli-Karte
game-short = {" "}· hat nicht nachgezogen
game-computer = {" "}· 🤖
game-computer_level = {" "}· 🤖 { $level }
game-over = Partie vorbei
game-moves = Zug { $n }
game-log = Letzte Aktionen:
game-left = { $player } ist gegangen: ein Computer spielt den Platz
table-created = Tisch { $id } ist eröffnet. Spieler setzen sich mit dem Knopf oder /dobro beitreten dazu.
table-opened_in_thread = Tisch { $id } ist in { $thread } eröffnet.
table-done-kick = { $player } sitzt nicht mehr am Tisch.
table-done-join = Du sitzt an Tisch { $id }.
table-done-leave = Du hast Tisch { $id } verlassen.
table-done-start = An Tisch { $id } sind die Karten ausgeteilt.
table-done-cancel = Tisch { $id } ist abgebrochen.
table-done-back = Willkommen zurück: du spielst deinen Platz an Tisch { $id } wieder selbst.
game-ping = 🔔 { $who }, du bist dran an Tisch { $id }.
table-thread_name = Dobro · Tisch von { $host }
table-export = Die Aufzeichnung von Partie { $id }: nachspielen mit `{ $command }`.
button-hurry = Anstupsen
game-hurry = ⏱️ { $by } hat { $player } angestupst: 2 Minuten zum Spielen, dann spielt der Computer stellvertretend
game-idle_end = 💤 Einen Tag lang hat niemand gespielt: die Computer spielen die Partie für die Gegangenen zu Ende
game-lower_level = ⚙️ { $player } hat diesen Zug auf Stufe { $played } gespielt: die Suche der Stufe { $level } war nicht verfügbar
closed-idle = Diese Partie wurde aufgegeben: einen Tag lang hat niemand gespielt. Sie zählt für niemanden.
table-done-hurry = { $player } hat jetzt 2 Minuten zum Spielen.
table-again = Noch eine Runde? { $names }: Tisch { $id } ist offen, drückt Beitreten, um euch zu setzen.

## Each game's name, and Dobro's options in words.
game-name-dobro = Dobro
game-name-sticks = Stäbchen
game-name-ten = Zehn
game-name-dobble = Dobble
dobro-drawing-auto = automatisches Nachziehen
dobro-drawing-manual = Nachziehen von Hand
dobro-card-J = Joker
dobro-card-S = Aussetzen
dobro-card-R = Richtungswechsel

## Races (Dobble): the private answer to a claim.

race-ok = ✅ Deine!
race-stale = ⌛ Zu spät: jemand war bei denselben Karten schneller.
race-late = ⌛ Zu spät: eine schnellere Ansage wurde schon angenommen.
race-ended = Diese Runde ist vorbei: schau noch einmal auf den Tisch.
race-refused = Diese Ansage bedeutet jetzt nichts mehr.
race-wrong = ❌ Falsch: dieses Symbol ist nicht auf beiden Karten. Gesperrt bis { $until } s nach dem Los.
race-locked = 🔒 Noch gesperrt (bis { $until } s nach dem Los).
button-add_relaxed = Entspannten Computer hinzufügen
button-add_quick = Schnellen Computer hinzufügen
level-relaxed = entspannt
level-quick = schnell

# Hints (the Hint button of a private hand)
button-hint = Tipp
table-hints_on = 💡 Tipps
hint-title = Tipp
hint-nothing = Gerade gibt es nichts zu tun: die Partie wartet auf jemand anderen.
hint-blocked = { $n ->
    [one] Die Karte, die du gerade nicht spielen kannst:
   *[other] Die { $n } Karten, die du gerade nicht spielen kannst:
}
hint-footer = Nur du siehst das. Das Ergebnis der Partie wird zeigen, dass du Tipps benutzt hast.
race-slow = ⌛ Zu spät: dein Klick hat mehr als 0,3 s gebraucht, um den Bot zu erreichen, daher kann er nicht zählen.
