### /dobro rules: the rules in pages (Markdown).

rules-previous = Zurück
rules-next = Weiter
rules-page = Seite { $n } von { $total }
rules-text-aim =
    ## Dobro — das Ziel
    Sammle so wenige Karten wie möglich ein. Eine Partie hat 3 Runden (lange Variante: eine pro Spieler); jede Runde ist eine Folge von Stichen. Die niedrigste Punktesumme gewinnt.
    {"*"}*Karten**: 50 Zahlenkarten (2–12), 3 Joker, 2 Aussetzen, 2 Richtungswechsel. 6 Karten auf der Hand (5 bei sechs Spielern). Zu zweit: keine Richtungswechsel, und jede Runde werden 10 Karten ungesehen beiseitegelegt.
rules-text-bid =
    ## Ein Stich
    {"*"}*Eröffne** mit einer Zahlenkarte oder einem Paar: der Wert im Spiel W wird deren Wert. Dann macht jeder Spieler reihum genau eine Sache:
    • eine Karte ≥ W spielen (gleich W verdoppelt ihn);
    • ein Paar spielen, dessen Summe ≥ W ist (gleich verdoppelt ihn);
    • ein Aussetzen spielen, oder einen Richtungswechsel (der auch die Richtung umkehrt);
    • **den Stich nehmen**: alle Karten des Stichs kommen auf deinen Punktestapel, und du eröffnest den nächsten Stich.
    {"*"}*Joker** stehen für jeden Wert von 2 bis 12; ein Joker mit einer Karte bildet ein Paar dieser Karte; zwei Joker bilden ein Paar mit beliebigem Wert.
rules-text-drawing =
    ## Nachziehen und die Oubli-Karte
    Nach dem Ausspielen füllst du deine Hand vom Nachziehstapel auf. Mit **Nachziehen von Hand** drückst du selbst auf *Nachziehen*: spielt jemand anderes, bevor du es tust, darf jeder **Oubli!** rufen — du bekommst die Oubli-Karte (+1 Punkt am Ende der Runde) und füllst auf. Kommst du dran, während dir Karten fehlen, musst du zuerst nachziehen.
    Ist der Nachziehstapel leer und spielt jemand seine letzte Karte, endet die Runde sofort; niemand nimmt diesen letzten Stich.
rules-text-scoring =
    ## Wertung (die Dobrei-Karte)
    Wenigste eingesammelte Karten → 1 Punkt, der Nächste → 2, … bis 6.
    Gleichstand teilt sich den Platz, der nächste wird übersprungen (1, 2, 2, 4). Wer die Oubli-Karte hat, bekommt 1 dazu.
    ```
    Platz     1.  2.  3.  4.  5.  6.
    Punkte     1   2   3   4   5   6
    ```Die nächste Runde beginnt, wer die meisten Punkte hat. Nach der letzten Runde gewinnt die niedrigste Summe; bei Gleichstand, wer in der letzten Runde die wenigsten Karten eingesammelt hat, und danach wird der Sieg geteilt.
rules-text-house =
    ## Hausregeln
    {"*"}*H1** Wer ohne Zahlenkarte eröffnen muss (nur wenn der Nachziehstapel leer ist), spielt stattdessen eine Sonderkarte; die Eröffnung geht an den nächsten Spieler.
    {"*"}*H2** Nachgezogen wird automatisch, außer der Tisch hat Nachziehen von Hand gewählt (siehe die Oubli-Seite).
    {"*"}*H3** Wer bei Gleichstand beginnt: der Erste in der aktuellen Spielrichtung, ausgehend von dem Spieler, der die vorige Runde beendet hat, ihn eingeschlossen.
rules-text-timers =
    ## Zugzeit, Aufgeben, Wertungen
    {"*"}*Zugzeit** (2 Min., wenn der Tisch nichts anderes gewählt hat): läuft sie ab, spielt der Computer deinen Zug; zweimal hintereinander, und dein Platz ist *abwesend*, bis du *Bin zurück* drückst.
    {"*"}*Eine laufende Partie verlassen** heißt aufgeben: ein Computer spielt deinen Platz zu Ende und du wirst Letzter.
    {"*"}*Wertung**: beginnt bei 1000 und folgt jeder gezählten Partie zwischen Personen (OpenSkill). Sie misst, wie sicher sich der Bot ist, dass du so stark bist; darum bewegt sie sich in deinen ersten Partien viel und danach immer weniger: ein einzelnes Ergebnis sagt wenig über jemanden, den der Bot schon gut kennt.
