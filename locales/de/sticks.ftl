### Sticks (Bâtonnets): why a play is refused, the rule it cites, the label of a play, and one
### sentence per event of a game (the table's log, the terminal game). $self is "yes" when the
### player named is the reader (the terminal game says "you play", not "you plays").

## Refusals: $rule is the rule in words (sticks-rule-*).

sticks-error-game_over = Die Partie ist vorbei: ihre letzte Runde wurde gespielt ({ $rule }).
sticks-error-unknown_player = { $player } sitzt nicht an diesem Tisch ({ $rule }).
sticks-error-not_your_turn = { $turn } ist am Zug, nicht du ({ $rule }).
sticks-error-already_picked = Du hast deine Karte für diesen Stich schon gewählt, und eine Wahl ist endgültig ({ $rule }).
sticks-error-not_in_hand = Du hast die Karte { $card } nicht auf der Hand ({ $rule }).

## The rules a refusal cites.

sticks-rule-H1 = Regel H1, 2 bis 5 Spieler
sticks-rule-H6 = Regel H6, gleichzeitige Wahl
sticks-rule-R13 = Regel R13, eine Karte spielen
sticks-rule-R18 = Regel R18, die gleichzeitige Variante
sticks-rule-R22 = Regel R22, das Ende der Partie
sticks-rule_unknown = Regel { $rule }

## The label of a legal play (one button per card).

sticks-move-play = { $card } spielen

## The log of a game.

sticks-event-round_start =
    Runde { $round } von { $rounds }: { $dealer } teilt aus, { $self ->
        [yes] du spielst aus
       *[no] { $leader } spielt aus
    }
sticks-event-stakes =
    { $removed ->
        [blue] { $value } { $value ->
            [one] rotes Stäbchen
           *[other] rote Stäbchen
        } für die niedrigste Karte (Blau gestrichen)
        [red] { $value } { $value ->
            [one] blaues Stäbchen
           *[other] blaue Stäbchen
        } für die höchste Karte (Rot gestrichen)
       *[none] { $value } blaue für die höchste Karte, { $value } rote für die niedrigste
    }
sticks-event-reveal = Stich { $trick }: Wertung { $cards } → { $stakes }
sticks-event-reveal_voided = Stich { $trick }: Wertung { $cards }, die beiden Nullen heben sich auf → { $stakes }
sticks-event-play =
    { $self ->
        [yes] du spielst
       *[no] { $who } spielt
    } { $card }
sticks-event-picked =
    { $self ->
        [yes] du hast deine Karte gewählt
       *[no] { $who } hat eine Karte gewählt
    } ({ $n ->
        [0] alle Karten liegen
        [one] { $n } Spieler muss noch wählen
       *[other] { $n } Spieler müssen noch wählen
    })
sticks-event-trick = Stich { $trick }: { $cards }
sticks-event-takes =
    { $self ->
        [yes] du bekommst
       *[no] { $who } bekommt
    } { $n } { $colour ->
        [blue] { $n ->
            [one] blaues Stäbchen
           *[other] blaue Stäbchen
        }
       *[red] { $n ->
            [one] rotes Stäbchen
           *[other] rote Stäbchen
        }
    }
sticks-event-takes_nothing =
    { $self ->
        [yes] du bekommst
       *[no] { $who } bekommt
    } keine { $colour ->
        [blue] blauen
       *[red] roten
    } (gestrichen)
sticks-event-returns =
    { $self ->
        [yes] du gibst
       *[no] { $who } gibt
    } { $n ->
        [one] { $n } Paar
       *[other] { $n } Paare
    } an den Vorrat zurück
sticks-event-leads =
    { $self ->
        [yes] Du spielst
       *[no] { $who } spielt
    } den nächsten Stich aus
sticks-event-round_end = Runde { $round } vorbei. Ergebnisse (Stäbchen auf der Hand): { $scores }.
sticks-event-cancel =
    { $self ->
        [yes] Du beendest
       *[no] { $who } beendet
    } ohne Stäbchen: { $score ->
        [one] der { $score } Punkt
       *[other] die { $score } Punkte
    } aus Runde { $round } { $score ->
        [one] ist
       *[other] sind
    } gestrichen.
sticks-event-totals = Summen: { $totals }.
sticks-event-game_over =
    { $self ->
        [yes] du gewinnst
       *[no] { $names } gewinnt
    } die Partie mit { $total } { $total ->
        [one] Punkt
       *[other] Punkten
    }!
sticks-event-shared_victory = Geteilter Sieg: { $names }, je { $total } { $total ->
        [one] Punkt
       *[other] Punkte
    }!

## On Discord: /dobro new's options, the table message, the hand, the results, the rules pages.

cmd-new-deck = kartensatz
cmd-new-deck-description = Stäbchen: ganzer Kartensatz (1 bis 50) oder gekürzt (1 bis 9 × Spieler, alles ausgeteilt)
cmd-new-reveal = aufdecken
cmd-new-reveal-description = Stäbchen: Karten reihum gespielt, oder von allen gleichzeitig gewählt
sticks-choice-full = ganz (1 bis 50)
sticks-choice-trimmed = gekürzt (jede Karte wird ausgeteilt)
sticks-choice-turns = reihum
sticks-choice-simultaneous = gleichzeitig
sticks-options-full = ganzer Kartensatz
sticks-options-trimmed = gekürzter Kartensatz
sticks-options-turns = Karten reihum gespielt
sticks-options-simultaneous = gleichzeitige Wahl

sticks-table-round = Runde { $round } von { $rounds } · Stich { $trick } von { $tricks }
sticks-table-stakes =
    { $blue ->
        [0] { $red_stick } **{ $red }** { $red ->
                [one] rotes
               *[other] rote
            } für die niedrigste Karte · kein Blau
       *[other] { $red ->
            [0] { $blue_stick } **{ $blue }** { $blue ->
                [one] blaues
               *[other] blaue
            } für die höchste Karte · kein Rot
           *[other] { $blue_stick } **{ $blue }** { $blue ->
                [one] blaues
               *[other] blaue
            } für die höchste Karte · { $red_stick } **{ $red }** { $red ->
                [one] rotes
               *[other] rote
            } für die niedrigste
        }
    }
sticks-table-score_cards = Wertungskarten dieser Runde: { $shown } · noch offen (in irgendeiner Reihenfolge): { $left }
sticks-table-trick = Auf dem Tisch: { $cards }
sticks-table-picked = Gewählt (verdeckt): { $picked } · müssen noch wählen: { $waiting }
sticks-table-last_trick = Letzter Stich: { $words }
sticks-table-seat = { $marker } { $name } · { $hand ->
        [one] { $hand } Karte
       *[other] { $hand } Karten
    } · { $sticks } · Runden { $rounds } · **{ $total }** Pkt.{ $extra }
sticks-table-no_sticks = keine Stäbchen
sticks-table-blue_sticks = { $stick } { $n ->
        [one] 1 blaues Stäbchen
       *[other] { $n } blaue Stäbchen
    }
sticks-table-red_sticks = { $stick } { $n ->
        [one] 1 rotes Stäbchen
       *[other] { $n } rote Stäbchen
    }
sticks-card-B0 = blaue 0
sticks-card-R0 = rote 0
sticks-table-dealer = {" "}· teilt aus
sticks-hand-turn = Du bist dran: spiel eine Karte.
sticks-hand-pick = Wähle deine Karte: sie bleibt verdeckt, bis alle gewählt haben.
sticks-hand-picked = Du hast **{ $card }** gewählt, verdeckt. Müssen noch wählen: { $waiting }.
sticks-hand-preview = Ausgegraut: deine Karten, zum Spielen, wenn du dran bist.
sticks-timeout-play = { $card } gespielt
sticks-timeout-picked = eine Karte gewählt (verdeckt)
sticks-results-line = { $pos }. { $name } — **{ $total }** Pkt. (Runden { $rounds })
sticks-results-why = Die niedrigste Summe gewinnt (R22); gleiche Summen teilen sich den Sieg (H5). Ein durchgestrichenes Ergebnis wurde von einer Runde ohne Stäbchen gestrichen (R20).

sticks-rules-aim =
    ## Stäbchen · das Ziel
    Sammle so **wenige Stäbchen** wie möglich. Bei jedem Stich bekommt die **höchste** Karte blaue Stäbchen und die **niedrigste** rote; ein blaues und ein rotes heben sich auf, also hast du immer nur eine Farbe. Die Stäbchen, die du am Ende einer Runde hast, sind dein Ergebnis; nach einer Runde pro Spieler **gewinnt die niedrigste Summe**.
    Die Karten sind von 1 bis 50 nummeriert, alle verschieden; jeder bekommt neun.
sticks-rules-trick =
    ## Ein Stich
    1. Wer ausspielt, deckt eine **Wertungskarte** (1 bis 9) auf: so viel ist der Stich wert.
    2. Eine **blaue Null** oder **rote Null** lässt sofort die nächste Karte aufdecken: ihr Wert ist der Einsatz, und die Farbe der Null wird in diesem Stich nicht verteilt. Beide Nullen zusammen heben sich auf.
    3. Ab dem Ausspielenden spielt jeder eine Karte offen (**aufdecken: reihum**), oder alle wählen eine verdeckt, und alle werden zusammen gezeigt (**aufdecken: gleichzeitig**; eine Wahl ist endgültig).
    4. Höchste Karte: so viele **blaue** Stäbchen. Niedrigste Karte: so viele **rote**. Die anderen: nichts.
    5. Blaue und rote gehen paarweise in den Vorrat zurück. Die höchste Karte spielt den nächsten Stich aus.
sticks-rules-scoring =
    ## Wertung
    Nach neun Stichen endet die Runde: dein Ergebnis ist die Zahl der Stäbchen, die du hast.
    Eine Runde **ohne Stäbchen** zu beenden streicht dein höchstes früheres Ergebnis (der Bot wählt es für dich, bei Gleichstand das früheste); ein gestrichenes Ergebnis bleibt gestrichen.
    Nach der letzten Runde ist deine Summe die deiner nicht gestrichenen Ergebnisse. Die niedrigste Summe gewinnt; gleiche Summen teilen sich den Sieg.
sticks-rules-variants =
    ## Optionen
    {"*"}*kartensatz: ganz** (1 bis 50): neun Karten für jeden, der Rest wird ungesehen beiseitegelegt.
    {"*"}*kartensatz: gekürzt**: nur 1 bis 9 × Spieler, also wird jede Karte ausgeteilt und du kannst mitzählen, was die anderen haben.
    {"*"}*aufdecken: reihum**: einer nach dem anderen, ab dem Ausspielenden.
    {"*"}*aufdecken: gleichzeitig**: alle wählen auf einmal; bis zur letzten Wahl zeigt der Tisch nur, wer schon gewählt hat.
sticks-rules-table =
    ## Am Tisch
    {"*"}*Meine Hand** zeigt deine neun Karten, mit je einem Knopf; sie werden aktiv, wenn du spielen musst.
    Der Tisch zeigt den Einsatz, die in dieser Runde aufgedeckten Wertungskarten und die noch kommenden, den laufenden Stich, die Stäbchen und Ergebnisse aller. Ein fertiger Stich wird einmal gezeigt, bis zur ersten Karte des nächsten.
    Mit Zugzeit spielt ein Computer für jeden, dessen Zeit abläuft; **Tisch verlassen** gibt deinen Platz an einen Computer ab (Aufgabe: Letzter).
