### Learning the games: /dobro learn (tutorials), /dobro replay (finished games step by step)
### and the first-contact line of a newcomer's first hand.

cmd-learn-name = lernen
cmd-learn-description = Lerne ein Spiel, indem du es spielst: ein kurzes privates Tutorial gegen den Computer
cmd-learn-game-description = Welches Spiel du lernen willst (Standard: die Liste der Tutorials)
cmd-replay-name = nachspielen
cmd-replay-description = Geh eine beendete Partie dieses Servers Schritt für Schritt durch, alle Hände offen
cmd-replay-game = partie
cmd-replay-game-description = Die Nummer der Partie (siehe /dobro verlauf)

## The tutorial's frame

learn-title = 🎓 { $game } lernen · { $lesson }
learn-step = Schritt { $n } von { $total }
learn-table = { $game } · Übungsrunde
learn-right = ✅ { $why }
learn-refused = ❌ { $why }
learn-wrong = Dieser Zug ist erlaubt, aber es ist nicht der dieses Schritts: lies ihn noch einmal.
learn-stale = -# ⏳ Das Tutorial war schon weiter: hier bist du gerade.
learn-restarted = -# 🔁 Die Lektion beginnt wieder bei ihrem ersten Schritt.
learn-mistakes = { $n ->
    [0] ohne einen einzigen Fehler
    [one] mit 1 Fehler
   *[other] mit { $n } Fehlern
}
learn-next = Weiter
learn-restart = Lektion neu starten
learn-again = Noch einmal
learn-practice = Eine echte Partie gegen den Computer spielen
learn-table_here = Einen Tisch in diesem Kanal eröffnen
learn-tempting = -# Züge, die dich reizen könnten (probier sie aus):
learn-done_title = 🎓 { $game } · Tutorial abgeschlossen
learn-done = Du bist in { $steps } Schritten fertig geworden, { $mistakes }.
learn-done_next = Jetzt spiel eine echte Partie: gegen den Computer in einem eigenen Thread, oder an einem Tisch in diesem Kanal, an den sich andere setzen können.

## The list of tutorials

learn-menu_title = 🎓 Die Spiele lernen
learn-menu_intro = Jedes Tutorial dauert 3 bis 5 Minuten, allein und privat: ein festes Blatt gegen den Computer, eine Regel nach der anderen, beim Spielen. Dein Stand wird gespeichert: komm jederzeit zurück.
learn-menu_line = **{ $game }** · { $state }
learn-menu_new = { $steps } Schritte
learn-menu_at = Schritt { $n } von { $steps }
learn-menu_done = fertig ✅
learn-open = { $game }
learn-error-no_tutorial = Für dieses Spiel gibt es noch kein Tutorial.

## First contact: one line in a newcomer's first hand

learn-first_contact = 👋 Neu bei { $game }? `/dobro lernen` bringt es dir in 3 Minuten beim Spielen bei, `/dobro regeln` erklärt es, und wenn du dran bist, zeigt die Hand genau, was du spielen darfst{ $hints ->
    [yes] ; 💡 Tipp schlägt einen Zug vor und sagt, warum.
   *[no] .
}

## Replays

replay-title = 🎬 Wiederholung · { $game } · Partie { $id }
replay-deal = Das Austeilen, vor dem ersten Zug ({ $total } Züge insgesamt)
replay-move = Zug { $n } von { $total }
replay-section = Runde { $n }
replay-hands = **Alle Hände** (die Partie ist vorbei: nichts ist mehr verdeckt)
replay-start = ⏮ Anfang
replay-back10 = −10
replay-previous = ◀ Zurück
replay-next = Weiter ▶
replay-forward10 = +10
replay-end = Ende ⏭
replay-front = vor sich: { $cards }
replay-rounds = Zum Anfang einer Runde springen…
replay-round = Runde { $n } (Zug { $move })
replay-error-not_finished = Partie { $id } ist noch nicht beendet: nur eine beendete Partie kann nachgespielt werden.
replay-error-hidden = Partie { $id } wurde in einem Kanal gespielt, den du nicht sehen kannst: nur ihre Spieler und wer diesen Kanal sieht, dürfen sie nachspielen.
button-replay = 🎬 Wiederholung

## Dobro's tutorial

learn-dobro-lesson-bids = Lektion 1 von 3: ein Stich
learn-dobro-lesson-drawing = Lektion 2 von 3: von Hand nachziehen, das Oubli
learn-dobro-lesson-round = Lektion 3 von 3: das Ende einer Runde
learn-dobro-try-play = { $cards } spielen
learn-dobro-try-pair = { $a } + { $b } spielen
learn-dobro-try-take = Stich nehmen
learn-dobro-open = **Du beginnst diesen Stich**: eröffne ihn mit einer Zahlenkarte oder einem Paar; deren Wert wird zum **Wert im Spiel** (R5). Eröffne mit deiner **4**.
learn-dobro-open-why = Der Wert im Spiel ist 4. Nach jedem Ausspielen ziehst du wieder auf 6 Karten nach (R8).
learn-dobro-open-wrong = Das eröffnet den Stich auch, aber diese Lektion eröffnet mit der 4: spiel deine 4.
learn-dobro-at_least = Die anderen haben auf **6** erhöht. Wenn du dran bist, spiel **eine Karte, die mindestens so hoch** ist wie der Wert (R6a), oder nimm den Stich. Probier deine 5, dann spiel deine **8**.
learn-dobro-at_least-why = 8 ist mindestens 6: der Wert ist jetzt 8.
learn-dobro-at_least-wrong = Das ist auch erlaubt, aber in diesem Schritt wird die 8 gespielt.
learn-dobro-double = Der Wert ist **10**. Eine Karte, die **genau gleich** ist, **verdoppelt** ihn (R6a). Spiel deine **10**.
learn-dobro-double-why = 10 ist gleich 10: der Wert verdoppelt sich auf 20.
learn-dobro-double-wrong = Das ist erlaubt, aber die Lektion ist das Verdoppeln: spiel die Karte, die dem Wert gleich ist.
learn-dobro-pair = Camille hat ein 11er-Paar gespielt (22); Dominique kam nicht heran, hat den Stich **genommen** und einen neuen mit 3 eröffnet. Ein **Paar** zählt als seine Summe (R6b). Spiel deine **5 + 5**.
learn-dobro-pair-why = 5 + 5 = 10: der Wert ist 10. Ein Paar, das dem Wert gleich ist, verdoppelt ihn auch.
learn-dobro-pair-wrong = Das ist erlaubt, aber in diesem Schritt wird dein 5er-Paar gespielt.
learn-dobro-skip = Camille hat einen **Richtungswechsel** gespielt: die Richtung hat sich gedreht, also bist du wieder dran (R6c). Ein **Aussetzen** wird gespielt, ohne den Wert zu ändern. Spiel dein **Aussetzen**.
learn-dobro-skip-why = Der Wert bleibt bei 10; es geht in der neuen Richtung weiter, zu Dominique.
learn-dobro-skip-wrong = Das ist erlaubt, aber dieser Schritt ist das Aussetzen: spiel es.
learn-dobro-take = Dominiques **Joker mit einer 5** ist ein 5er-Paar (R7): 10, gleich dem Wert, also verdoppelt auf **20**. Camille hat ausgesetzt. Nichts auf deiner Hand erreicht 20: **nimm** den Stich (R6d). Nehmen ist immer erlaubt.
learn-dobro-take-why = Die 8 Karten des Stichs kommen auf deinen Punktestapel: je weniger du einsammelst, desto besser schneidest du ab.
learn-dobro-take-wrong = Das ist erlaubt, aber in diesem Schritt wird der Stich genommen.
learn-dobro-joker = Wer nimmt, eröffnet im selben Zug den nächsten Stich (R6d). Ein **Joker** allein ist so viel wert, wie du ansagst, 2 bis 12 (R7). Eröffne mit deinem Joker **als 7** (wähle 7 in seiner Liste).
learn-dobro-joker-why = Der Wert ist 7. Zwei Joker bilden ein Paar des Werts, den du ansagst.
learn-dobro-joker-wrong = Das ist erlaubt, aber eröffne mit dem Joker, angesagt als 7.
learn-dobro-manual = **Neu ausgeteilt, mit Nachziehen von Hand** (H2): nach dem Ausspielen ziehst du selbst nach. Eröffne mit deiner **6**.
learn-dobro-manual-why = Deine Hand hat 5 Karten: du musst nachziehen.
learn-dobro-manual-wrong = Das ist erlaubt, aber eröffne mit der 6.
learn-dobro-draw = Drück **Nachziehen**, um deine Hand wieder auf 6 aufzufüllen (R8), bevor der nächste Spieler spielt.
learn-dobro-draw-why = Deine Hand ist wieder voll, rechtzeitig.
learn-dobro-draw-wrong = Zieh zuerst nach: dir fehlen Karten.
learn-dobro-call = Camille hat **ohne Nachziehen** gespielt, und Dominique hat seitdem gespielt: ihr Zug ist vorbei und ihr fehlt immer noch eine Karte. Ruf **Oubli!** gegen sie (R9, H2).
learn-dobro-call-why = Camille nimmt die Oubli-Karte und füllt auf. Wer sie am Ende der Runde hat, bekommt 1 Punkt extra.
learn-dobro-call-wrong = Das ist erlaubt, aber Camille hat das Nachziehen vergessen: ruf Oubli! gegen sie.
learn-dobro-forget = Spiel jetzt deine **9** und **zieh nicht nach**: schau, was passiert.
learn-dobro-forget-why = Camille hat gespielt, während dir noch eine Karte fehlte…
learn-dobro-forget-wrong = Das ist erlaubt, aber in diesem Schritt wird die 9 gespielt.
learn-dobro-pass_on = …also hat Dominique **Oubli!** gegen dich gerufen: die Oubli-Karte gehört jetzt dir. Aber Camille hat wieder ohne Nachziehen gespielt: ruf **Oubli!** gegen sie, um die Karte weiterzureichen.
learn-dobro-pass_on-why = Die Oubli-Karte ist wieder bei Camille. Sobald der Nachziehstapel leer ist, bleibt sie, wo sie ist (R9).
learn-dobro-pass_on-wrong = Das ist erlaubt, aber ruf Oubli! gegen Camille, um ihr die Karte zurückzugeben.
learn-dobro-last = **Später**: die Computer haben die Runde weitergespielt. Der Nachziehstapel ist leer, und die Runde endet, sobald eine Hand leer ist (R10). **Spiel** deine letzte Karte, eine 9.
learn-dobro-last-why = Deine Hand ist leer: die Runde ist vorbei, und niemand nimmt diesen letzten Stich.
learn-dobro-last-wrong = Nehmen ist erlaubt, aber spiel deine letzte Karte, um die Runde zu beenden.
learn-dobro-score = **Die Wertung** (R11): wer die wenigsten Karten eingesammelt hat, bekommt 1 Punkt, der Nächste 2 und so weiter (Gleichstand teilt sich den Platz); die Oubli-Karte zählt 1 dazu. Nach 3 Runden gewinnt die niedrigste Summe; bei Gleichstand, wer in der letzten Runde die wenigsten Karten eingesammelt hat (R13, R14).
learn-dobro-done = Du hast jeden Zug von Dobro gespielt: eröffnen, erhöhen, verdoppeln, Paare, Joker, Aussetzen und Richtungswechsel, Stich nehmen, nachziehen, das Oubli und die Wertung. `/dobro regeln` hat alles zum Nachlesen.

## Sticks' tutorial

learn-sticks-lesson-tricks = Stiche und Stäbchen
learn-sticks-high = **Stäbchen**: 9 Stiche pro Runde. Bei jedem Stich wird die oberste Wertungskarte aufgedeckt: diese ist **3** wert (R9). Die **höchste** Karte bekommt so viele **blaue** Stäbchen, die **niedrigste** genauso viele **rote** (R14); Stäbchen sind Punkte, und die wenigsten gewinnen. Du spielst aus: spiel deine **45**.
learn-sticks-high-why = 45 war die höchste: 3 blaue Stäbchen für dich. Dominiques 7, die niedrigste, hat 3 rote bekommen.
learn-sticks-high-wrong = Jede Karte deiner Hand darf gespielt werden (R13), aber in diesem Schritt wird die 45 gespielt.
learn-sticks-low = Die höchste Karte spielt den nächsten Stich aus (R17): wieder du. Dieser Stich ist 5 wert. Spiel deine **2**: die niedrigste Karte bekommt die roten Stäbchen.
learn-sticks-low-why = Du hast 5 rote bekommen. Rot und Blau heben sich paarweise auf (R15): deine 3 blauen und 5 roten lassen 2 rote übrig.
learn-sticks-low-wrong = Das ist erlaubt, aber in diesem Schritt wird die 2 gespielt.
learn-sticks-zero = Eine **blaue Null** wurde aufgedeckt, dann eine 4: der Stich ist 4 wert, aber es gibt **keine blauen** Stäbchen (R10; eine rote Null streicht die roten). Camille hat 28 gespielt und Dominique 1. Spiel deine **38**.
learn-sticks-zero-why = 38 ist die höchste, aber Blau ist gestrichen: nichts für dich, und du spielst den nächsten Stich aus. Dominiques 1 hat 4 rote bekommen.
learn-sticks-zero-wrong = Das ist erlaubt, aber in diesem Schritt wird die 38 gespielt.
learn-sticks-lead = Du hast den letzten Stich gewonnen, also spielst du diesen aus (R17). Spiel deine **30**: der Rest der Runde wird dann für dich gespielt.
learn-sticks-lead-why = Die Computer haben den Rest der Runde für alle gespielt.
learn-sticks-lead-wrong = Das ist erlaubt, aber in diesem Schritt wird die 30 gespielt.
learn-sticks-round = **Runde 1 ist vorbei** (R19): jeder bekommt so viele Punkte, wie er Stäbchen hat, blaue wie rote. Als Nächstes ein Sprung zum letzten Stich von Runde 2.
learn-sticks-cancel = **Der letzte Stich von Runde 2.** Du hast 8 blaue Stäbchen, und dieser Stich ist 8 wert. Wer eine Runde **ohne Stäbchen** beendet, streicht sein höchstes früheres Ergebnis (R20). Spiel deine **15**, die niedrigste Karte: 8 rote heben deine 8 blauen auf.
learn-sticks-cancel-why = Du beendest Runde 2 ohne Stäbchen: deine 9 Punkte aus Runde 1 sind gestrichen.
learn-sticks-cancel-wrong = Das ist deine letzte Karte: spiel sie.
learn-sticks-end = Eine Partie hat so viele Runden wie Spieler, jede vom nächsten Spieler ausgeteilt (R4). Nach der letzten gewinnt die **niedrigste Summe** (R22), und Gleichstand teilt sich den Sieg (H5).
learn-sticks-done = Du hast die Stiche von Stäbchen gespielt: die Wertungskarten, Blau für die höchste und Rot für die niedrigste, die Nullen, Farben, die sich aufheben, und eine gestrichene Runde. `/dobro regeln spiel:Stäbchen` hat alles zum Nachlesen.

## Ten's tutorial

learn-ten-lesson-round = Eine Runde Zehn
learn-ten-try-open_own = Auf deine eigene Karte bieten
learn-ten-try-protect = Mit { $chips } Chips schützen
learn-ten-try-add = { $card } dazulegen
learn-ten-play = **Zehn**: bring die Karten vor dir so nah wie möglich an 10. Die Rundenkarte sagt, was der Verlierer zahlt: **6 Strafpunkte** (R10). Zuerst legt jeder eine Karte auf den Tisch, offen oder verdeckt, mit 0 bis 2 Chips zum Schutz (R11). Wähle deine **6** und leg sie **offen ohne Chip**.
learn-ten-play-why = Deine 6 liegt offen. Camille hat eine Karte verdeckt gelegt und mit 2 Chips geschützt.
learn-ten-play-wrong = Das ist erlaubt, aber leg die 6 offen ohne Chip.
learn-ten-open = Jetzt darf jeder Spieler einmal auf die Karte eines anderen **bieten**, um sie gegen seine eigene zu tauschen (R12). Camilles Karte ist mit 2 Chips geschützt, also muss ein Gebot mindestens 2 betragen (R14). **Biete 2 auf Camilles Karte**.
learn-ten-open-why = Du hast Camille 2 Chips gezahlt und getauscht: ihre verdeckte Karte gehört jetzt dir (nur du siehst sie: eine 8), und deine 6 gehört ihr, mit ihren 2 Chips darauf (R15, R16).
learn-ten-open-wrong = Passen ist erlaubt, aber biete 2 auf Camilles Karte.
learn-ten-protect = Du hast eine neue Karte bekommen: du darfst bis zu 2 Chips darauflegen, um sie vor den nächsten Geboten zu schützen (R17). **Leg 1 Chip dazu.**
learn-ten-protect-why = Deine Karte ist mit 1 Chip geschützt.
learn-ten-protect-wrong = Das ist erlaubt, aber leg 1 Chip dazu.
learn-ten-reveal = Camille hat nicht geboten. Alle Schutz-Chips sind in den Pott gegangen (R18): 3 Chips. Jetzt reihum: eine verdeckte Karte darf aufgedeckt werden; wenn nicht, endet dein Zug (R19). **Deck** deine Karte **auf**.
learn-ten-reveal-why = Deine 8 liegt offen.
learn-ten-reveal-wrong = Das ist erlaubt, aber deck deine Karte auf: nur eine offene Karte darf eine zweite bekommen.
learn-ten-add = Auf eine offene Karte darf eine zweite Karte aus deiner Hand: die Werte werden addiert, nie über 10 (R20). Ein **Joker** ist jeden Wert von 0 bis 10 wert, den du ansagst (H2). Leg deinen Joker **als 2** dazu: 8 + 2 = 10.
learn-ten-add-why = 10: der beste Wert, den es gibt.
learn-ten-add-wrong = Das ist erlaubt, aber leg deinen Joker als 2 dazu.
learn-ten-first = Camille hat eine P3 dazugelegt (eine Strafkarte zählt ihren Wert): 9. Deine 10 ist am höchsten, also gewinnst du den Pott (R22, R25); Camille liegt am niedrigsten, also kommen alle Karten vom Tisch und die Rundenkarte auf ihren Strafstapel (R23, R24). Alle haben wieder auf 4 Karten nachgezogen (R26). Wer gewinnt, bestimmt, wer die nächste Runde beginnt (R27): **bestimm dich selbst**.
learn-ten-first-why = Du beginnst Runde 2.
learn-ten-first-wrong = Das ist erlaubt, aber bestimm dich selbst.
learn-ten-score = **Die Wertung** (R30): deine Strafpunkte (eine normale Karte 1, eine Strafkarte ihr Wert + 2, ein Joker 10, eine Rundenkarte ihre Zahl) minus 2 für jeden Chip, den du behältst. Die Partie endet nach Runde 10, oder wenn jemand nicht mehr auf 4 Karten nachziehen kann (R28). Die niedrigste Wertung gewinnt.
learn-ten-done = Du hast eine Runde Zehn gespielt: eine Karte hinlegen, bieten und Gebote, Schutz, aufdecken, eine Karte und einen Joker dazulegen, Sieg und Strafe. `/dobro regeln spiel:Zehn` hat alles zum Nachlesen.

## Dobble's tutorial

learn-dobble-lesson-tower = Lektion 1 von 5: der Höllenturm
learn-dobble-lesson-well = Lektion 2 von 5: der Brunnen
learn-dobble-lesson-potato = Lektion 3 von 5: die heiße Kartoffel
learn-dobble-lesson-catch = Lektion 4 von 5: schnapp sie dir alle
learn-dobble-lesson-poison = Lektion 5 von 5: das vergiftete Geschenk, und die Partie
learn-dobble-cards = **Die Karten im Spiel** (alle offen):
learn-dobble-buttons = Deine Knöpfe sind die Symbole { $card ->
        [own] deiner eigenen Karte
        [pile] der obersten Stapelkarte
       *[centre] der Mitte
    }: drück das, das du entdeckt hast.
learn-dobble-tower = **Dobble**: zwei beliebige Karten haben **genau ein** Symbol gemeinsam (R1). Alle spielen gleichzeitig: wer das gemeinsame Symbol zuerst nennt, gewinnt den Zug (R3); hier drückst du seinen Knopf. **Der Höllenturm**: finde das Symbol, das **deine Karte** mit der **obersten Stapelkarte** teilt, und du nimmst die Stapelkarte (R8). Die meisten genommenen Karten gewinnen (R9).
learn-dobble-tower-why = ❓ war auf beiden Karten: die Stapelkarte gehört dir. Am Tisch gewinnt der schnellste richtige Klick die Karte (H5).
learn-dobble-tower-wrong = Dieses Symbol ist nicht auf beiden Karten. Am Tisch **sperrt dich eine falsche Ansage 3 Sekunden lang** (H13): deine Klicks werden so lange ignoriert, also schau, bevor du drückst. Hier probier es noch einmal: deine Karte und die oberste Stapelkarte haben beide ein ❓.
learn-dobble-tower_top = Camille und Dominique haben die nächsten beiden Karten genommen. Die Karte, die du genommen hast, ist jetzt **deine oberste Karte** (R8): vergleiche **sie** mit der neuen obersten Stapelkarte.
learn-dobble-tower_top-why = 🐬 war auf beiden: eine zweite Karte für dich. Der Turm endet, wenn der Stapel leer ist (R9).
learn-dobble-tower_top-wrong = Nicht auf beiden Karten: eine falsche Ansage sperrt dich 3 Sekunden (H13). Deine Karte ist jetzt die zuletzt genommene: sie und die oberste Stapelkarte haben beide einen 🐬.
learn-dobble-well = **Der Brunnen**: alle Karten werden verteilt, eine davon in die **Mitte** (R10); dein Stapel zeigt seine oberste Karte. Finde das Symbol, das **deine oberste Karte** mit der **Mitte** teilt: deine Karte kommt darauf, und deine nächste Karte erscheint. Wer zuerst keine Karte mehr hat, gewinnt; wer zuletzt noch Karten hat, verliert (R11).
learn-dobble-well-why = 🚗 war auf beiden: deine Karte ist die neue Mitte, und alle vergleichen jetzt mit ihr.
learn-dobble-well-wrong = Nicht auf beiden Karten: eine falsche Ansage sperrt dich 3 Sekunden (H13). Deine oberste Karte und die Mitte haben beide ein 🚗.
learn-dobble-potato = **Die heiße Kartoffel**, in Runden: eine Karte für jeden (R12). Finde das Symbol, das **deine Karte** mit **der obersten Karte eines anderen Spielers** teilt: dein ganzer Stapel kommt auf seinen, und du bist aus der Runde raus. Camille hat ihre gerade an Dominique weitergegeben: ihre Karte ist jetzt **oben auf Dominiques Stapel**. Gib deine an Dominique weiter.
learn-dobble-potato-why = 🔥 war auf deiner Karte und Dominiques oberster. Dominique bleibt auf der Kartoffel sitzen: sie verliert die Runde und behält ihre 3 Karten, und sofort wird eine neue Runde ausgeteilt (R13). Die wenigsten behaltenen Karten gewinnen.
learn-dobble-potato-wrong = Vergleiche mit der **obersten** Karte von Dominiques Stapel, Camilles alter Karte: sie und deine haben beide ein 🔥. Eine falsche Ansage sperrt dich 3 Sekunden (H13).
learn-dobble-catch = **Schnapp sie dir alle**, in Runden: eine Karte in der **Mitte**, eine Karte pro Spieler drumherum (R14). Finde ein Symbol, das die Mitte mit einer Karte drumherum teilt, und du behältst diese Karte. Dominique und Camille haben schon zwei geschnappt: schnapp dir **die letzte**.
learn-dobble-catch-why = 🌙 war auf der Mitte und auf Karte 3: sie gehört dir. Sind alle geschnappt, kommt die Mitte unter den Vorrat und eine neue Runde beginnt (R15). Die meisten geschnappten Karten gewinnen.
learn-dobble-catch-wrong = Nicht auf der Mitte und der letzten Karte: eine falsche Ansage sperrt dich 3 Sekunden (H13). Beide haben einen 🌙.
learn-dobble-poison = **Das vergiftete Geschenk**: ausgeteilt wie beim Turm, aber du **gibst** (R16). Finde das Symbol, das die **oberste Stapelkarte** mit der Karte **eines anderen Spielers** teilt: die Stapelkarte kommt auf seine. Die wenigsten erhaltenen Karten gewinnen (R17). Gib diese an **Dominique**.
learn-dobble-poison-why = 🎁 war auf der obersten Stapelkarte und auf Dominiques Karte: sie hat sie bekommen.
learn-dobble-poison-wrong = Die oberste Stapelkarte und Dominiques Karte haben beide ein 🎁. Vorsicht: die oberste Stapelkarte teilt auch ein Symbol mit **deiner eigenen** Karte (🍕), und das zu nennen ist eine falsche Ansage: 3 Sekunden gesperrt (H13, H14).
learn-dobble-poison_last = **Später**: die anderen haben den Stapel bis zur letzten Karte gespielt. Du hast 4 Karten bekommen, Camille 22 und Dominique 25. Gib die letzte an **Camille**: dann ist der Stapel leer, und das Geschenk ist vorbei (R17).
learn-dobble-poison_last-why = 🔑 war auf beiden. Der Stapel ist leer: mit den wenigsten erhaltenen Karten gewinnst du das vergiftete Geschenk, und diese Partie aus einem Minispiel.
learn-dobble-poison_last-wrong = Die oberste Stapelkarte und Camilles Karte haben beide einen 🔑. Ein Symbol deiner eigenen Karte ist eine falsche Ansage (H13).
learn-dobble-match = **Die Partie** (R6, H3): ein Tisch spielt 5 Minispiele (oder 1 bis 15), gewählt oder zufällig ausgelost; wer die meisten gewinnt, gewinnt die Partie. Ein Gleichstand um den Sieg in einem Minispiel wird mit einem **Duell** entschieden: eine Karte für jeden, die erste richtige Ansage gewinnt (R5, H6). Bei **Turnier**-Wertung wählt jeder Verlierer das nächste Minispiel und die Punkte werden addiert (R7). Am Tisch sind die Ansage-Knöpfe auf dem Spielfeld; bei der heißen Kartoffel und in Duellen in **Meine Hand**.
learn-dobble-done = Du hast jedes Dobble-Minispiel gespielt: den Höllenturm, den Brunnen, die heiße Kartoffel, schnapp sie dir alle und das vergiftete Geschenk, und gesehen, wie eine Partie gewonnen wird. `/dobro regeln spiel:Dobble` hat alles zum Nachlesen.
