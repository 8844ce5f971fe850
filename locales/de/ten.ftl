### Ten: why an action is refused, the rule a refusal cites, the label of each legal choice,
### and one sentence per event of a game (the table's log, the terminal game).

## Refusals: $rule is the rule in words (ten-rule-*).

ten-error-game_over = Die Partie ist vorbei ({ $rule }).
ten-error-unknown_player = { $player } sitzt nicht an diesem Tisch ({ $rule }).
ten-error-not_your_turn = { $player } ist dran, { $step ->
        [play] eine Karte auf den Tisch zu legen
        [open] zu bieten oder zu passen
        [offer] zu erhöhen oder zu passen
        [protect] die neue Karte zu schützen
        [reveal] die Karte aufzudecken oder nicht
        [add] eine zweite Karte dazuzulegen
       *[first] den nächsten Startspieler zu bestimmen
    } ({ $rule }).
ten-error-wrong_step = Jetzt heißt es { $step ->
        [play] eine Karte auf den Tisch legen
        [open] bieten oder passen
        [offer] erhöhen oder passen
        [protect] die neue Karte schützen
        [reveal] die Karte aufdecken oder nicht
        [add] eine zweite Karte dazulegen
       *[first] den nächsten Startspieler bestimmen
    }, nicht { $kind ->
        [play] eine Karte hinlegen
        [open] bieten
        [offer] ein Gebot machen
        [protect] eine Karte schützen
        [reveal] eine Karte aufdecken
        [add] eine Karte dazulegen
       *[first] den Startspieler bestimmen
    } ({ $rule }).
ten-error-not_in_hand = Du hast { $card } nicht auf der Hand ({ $rule }).
ten-error-chips_range = Leg 0, 1 oder 2 Chips auf deine Karte, nicht { $chips } ({ $rule }).
ten-error-over_supply = { $chips } Chips sind mehr als deine { $supply } ({ $rule }).
ten-error-joker_value_missing = Ein Joker, der aufgedeckt wird, braucht seinen Wert, 0 bis 10 ({ $rule }).
ten-error-joker_value_range = Ein Joker steht für 0 bis 10, nicht { $value } ({ $rule }).
ten-error-as_not_here = Nur ein Joker, der aufgedeckt wird, bekommt einen Wert ({ $rule }).
ten-error-open_own = Du kannst nicht auf deine eigene Karte bieten ({ $rule }).
ten-error-fee_not_one = Eine ungeschützte Karte kostet genau 1 Chip, der in den Pott geht, nicht { $offer } ({ $rule }).
ten-error-opening_too_low = Diese Karte ist geschützt: das erste Gebot beträgt mindestens { $minimum }, nicht { $offer } ({ $rule }).
ten-error-raise_too_low = Eine Erhöhung beträgt mindestens { $minimum }, nicht { $offer } ({ $rule }).
ten-error-protect_range = Du darfst 0 bis { $most } Chips dazulegen (höchstens 2 auf einer Karte, nie weniger), nicht { $chips } ({ $rule }).
ten-error-over_ten = { $card } würde { $total } ergeben: die Summe darf nie über 10 gehen (du hast { $value }) ({ $rule }).

## The rules a refusal cites.

ten-rule-R11 = Regel R11, die erste Karte
ten-rule-R12 = Regel R12, bieten
ten-rule-R14 = Regel R14, die Versteigerung
ten-rule-R17 = Regel R17, Schutz
ten-rule-R19 = Regel R19, eine Karte aufdecken
ten-rule-R20 = Regel R20, die zweite Karte
ten-rule-R27 = Regel R27, der nächste Startspieler
ten-rule-R28 = Regel R28, das Ende der Partie
ten-rule-H2 = Regel H2, Joker
ten-rule-H4 = Regel H4, die Spieler
ten-rule-H6 = Regel H6, der Chip in den Pott
ten-rule-H7 = Regel H7, Erhöhungen
ten-rule-H9 = Regel H9, Schutz nach einem Tausch
ten-rule_unknown = Regel { $rule }

## Cards as the log shows them.

ten-card-face_down = eine verdeckte Karte
ten-card-joker_as = J (als { $value })
ten-card-joker_down = J (verdeckt: 10)

## The label of each legal choice.

ten-choice-play_up = { $card } offen legen, { $chips ->
        [0] kein Chip
        [one] 1 Chip
       *[other] { $chips } Chips
    }
ten-choice-play_down = { $card } verdeckt legen, { $chips ->
        [0] kein Chip
        [one] 1 Chip
       *[other] { $chips } Chips
    }
ten-choice-as_range = (Joker als { $low }–{ $high })
ten-choice-pass = Passen
ten-choice-fee = Karte von { $target } für 1 Chip in den Pott nehmen
ten-choice-opening = Auf die Karte von { $target } bieten ({ $low }–{ $high } Chips)
ten-choice-raise_min = Auf { $amount } erhöhen
ten-choice-raise = Erhöhen ({ $low }–{ $high } Chips)
ten-choice-protect = { $chips ->
        [0] Keinen Chip dazulegen
        [one] 1 Chip dazulegen
       *[other] { $chips } Chips dazulegen
    }
ten-choice-keep_down = Verdeckt lassen
ten-choice-reveal = Deine { $card } aufdecken
ten-choice-add_none = Keine zweite Karte
ten-choice-add = { $card } dazulegen
ten-choice-first = { $self ->
        [yes] Du beginnst
       *[no] { $target } beginnt
    } die nächste Runde

## The log of a game: one sentence per event. $who is the player who acts; $self is "yes"
## when that player is the reader (the terminal game says "you play", not "you plays").

ten-event-round_start = Runde { $round }: die Rundenkarte ist { $card } ({ $points } Strafpunkte); { $self ->
        [yes] du beginnst
       *[no] { $first } beginnt
    }
ten-event-play_up = { $self ->
        [yes] du legst
       *[no] { $who } legt
    } { $card } offen { $chips ->
        [0] ohne Chip
        [one] mit 1 Chip
       *[other] mit { $chips } Chips
    }
ten-event-play_down = { $self ->
        [yes] du legst
       *[no] { $who } legt
    } eine Karte verdeckt { $chips ->
        [0] ohne Chip
        [one] mit 1 Chip
       *[other] mit { $chips } Chips
    }
ten-event-secret_play = (nur du siehst das) deine verdeckte Karte ist { $card }
ten-event-secret_swap = (nur du siehst das) die verdeckte Karte, die du jetzt hast, ist { $card }
ten-event-secret_draw = (nur du siehst das) du ziehst { $cards }
ten-event-open_pass = { $self ->
        [yes] du bietest nicht
       *[no] { $who } bietet nicht
    }
ten-event-fee = { $self ->
        [yes] du zahlst
       *[no] { $who } zahlt
    } 1 Chip in den Pott (Pott { $pot }) für { $target_self ->
        [yes] deine Karte
       *[no] die Karte von { $target }
    }
ten-event-open = { $self ->
        [yes] du bietest
       *[no] { $who } bietet
    } auf { $target_self ->
        [yes] deine Karte
       *[no] die Karte von { $target }
    } mit { $offer }
ten-event-raise = { $self ->
        [yes] du erhöhst
       *[no] { $who } erhöht
    } auf { $offer }
ten-event-offer_pass = { $self ->
        [yes] du passt
       *[no] { $who } passt
    }
ten-event-cannot_raise = { $self ->
        [yes] du kannst nicht erhöhen
       *[no] { $who } kann nicht erhöhen
    } ({ $chips ->
        [one] 1 Chip
       *[other] { $chips } Chips
    }, das Gebot steht bei { $offer })
ten-event-auction_won = { $self ->
        [yes] du gewinnst
       *[no] { $who } gewinnt
    } die Versteigerung: { $offer ->
        [one] 1 Chip
       *[other] { $offer } Chips
    } an { $owner_self ->
        [yes] dich
       *[no] { $owner }
    }
ten-event-swap = { $self ->
        [yes] du tauschst
       *[no] { $who } tauscht
    } Karten mit { $target_self ->
        [yes] dir
       *[no] { $target }
    }: { $self ->
        [yes] du bekommst
       *[no] { $who } bekommt
    } { $gets }, { $target_self ->
        [yes] du bekommst
       *[no] { $target } bekommt
    } { $gives }
ten-event-protect = { $self ->
        [yes] du legst
       *[no] { $who } legt
    } { $chips ->
        [0] keinen Chip
        [one] 1 Chip
       *[other] { $chips } Chips
    } dazu (Schutz { $protection })
ten-event-pot = Die Schutz-Chips gehen in den Pott: +{ $chips }, Pott { $pot }
ten-event-keep_down = { $self ->
        [yes] du lässt
       *[no] { $who } lässt
    } die Karte verdeckt
ten-event-reveal = { $self ->
        [yes] du deckst
       *[no] { $who } deckt
    } { $card } auf
ten-event-add = { $self ->
        [yes] du legst
       *[no] { $who } legt
    } { $card } dazu: { $value }
ten-event-add_none = { $self ->
        [yes] du legst
       *[no] { $who } legt
    } keine Karte dazu: { $value }
ten-event-result = Runde { $round }: { $values }. { $winner_self ->
        [yes] du gewinnst
       *[no] { $winner } gewinnt
    } ({ $winner_by ->
        [value] höchster Wert
        [card] höchste Einzelkarte, H10
       *[order] früher in der Zugreihenfolge, R22
    }); { $loser_self ->
        [yes] du verlierst
       *[no] { $loser } verliert
    } ({ $loser_by ->
        [value] niedrigster Wert
        [order] später in der Zugreihenfolge, R23
       *[H11] wer gewinnt, verliert nie, H11
    })
ten-event-penalty = { $self ->
        [yes] du nimmst
       *[no] { $who } nimmt
    } { $cards }: { $points } Strafpunkte
ten-event-pot_won = { $self ->
        [yes] du gewinnst
       *[no] { $who } gewinnt
    } den Pott: { $chips ->
        [one] 1 Chip
       *[other] { $chips } Chips
    }
ten-event-draw = { $self ->
        [yes] du ziehst
       *[no] { $who } zieht
    } { $count } (Stapel { $pile })
ten-event-short = { $self ->
        [yes] du kannst
       *[no] { $who } kann
    } nicht auf 4 Karten auffüllen ({ $hand }): die Partie endet
ten-event-first = { $self ->
        [yes] du bestimmst
       *[no] { $who } bestimmt
    } { $same ->
        [yes] { $self ->
            [yes] dich selbst
           *[no] sich selbst
        }
       *[no] { $first_self ->
            [yes] dich
           *[no] { $first }
        }
    } zum Startspieler der nächsten Runde
ten-event-hands = Die Hände kommen auf die Strafstapel
ten-event-round_cards = { $self ->
        [yes] du nimmst
       *[no] { $who } nimmt
    } auch die übrigen Rundenkarten, { $cards }: { $points } Strafpunkte
ten-event-game_end = Partie vorbei. { $shared ->
        [yes] Geteilter Sieg: { $names }
       *[no] { $self ->
            [yes] du gewinnst
           *[no] { $names } gewinnt
        }
    } (Wertungen, die niedrigste ist die beste: { $scores })

## On Discord: the table message, the hand, the results, the rules pages. Cards come in code
## spans (`7`); $cards, $card are already written that way.

ten-table-round = Runde { $round } von { $rounds }
ten-table-stakes = Rundenkarte { $card } ({ $points } Strafpunkte) · Pott 🪙 **{ $pot }**
ten-table-pot = Pott 🪙 **{ $pot }**
ten-table-phase = { $step ->
        [play] Phase 2: alle legen eine Karte auf den Tisch
        [open] Phase 3: auf eine Karte bieten, oder passen
        [offer] Phase 3: eine Versteigerung
        [protect] Phase 3: eine neue Karte schützen
        [reveal] Phase 4: aufdecken, eine zweite Karte dazulegen
        [add] Phase 4: aufdecken, eine zweite Karte dazulegen
       *[first] Phase 5: wer gewinnt, bestimmt den Startspieler der nächsten Runde
    }
ten-table-first = { $first } beginnt diese Runde
ten-table-piles = Nachziehstapel { $pile } · übrige Rundenkarten { $left }
ten-table-auction = 🔨 Versteigerung: { $opener } hat auf die Karte von { $owner } geboten · Höchstgebot **{ $offer }** von { $high }
ten-table-last = Letzte Runde: { $winner } hat gewonnen ({ $best }), { $loser } hat verloren ({ $worst })
ten-table-seat = { $marker } { $name } · { $cards } · 🪙 { $chips } · { $hand ->
        [one] 1 Karte
       *[other] { $hand } Karten
    } auf der Hand · Strafe **{ $points }**{ $pile }{ $extra }
ten-table-no_card = noch keine Karte
ten-table-joker_as = { $card } als { $value }
ten-table-protection = 🛡 { $chips }
ten-table-value = = **{ $value }**
ten-table-opened = {" "}· ✓ geboten oder gepasst

ten-hand-step = { $step ->
        [play] Du bist dran: leg eine Karte auf den Tisch, offen oder verdeckt, mit 0 bis 2 Chips darauf.
        [open] Du bist dran: biete auf die Karte eines anderen (einmal pro Runde), oder pass.
        [offer] Du bist dran: erhöhe oder pass.
        [protect] Du bist dran: leg Chips auf deine neue Karte (höchstens 2 darauf), oder keine.
        [reveal] Du bist dran: deck deine Karte auf (dann darfst du eine zweite dazulegen), oder lass sie verdeckt.
        [add] Du bist dran: leg eine zweite Karte offen dazu (die Summe nie über 10), oder keine.
       *[first] Du hast die Runde gewonnen: bestimme, wer die nächste beginnt.
    }
ten-hand-front = Vor dir: { $cards }
ten-hand-own_down = { $card } verdeckt (nur du siehst sie)
ten-hand-chips = 🪙 { $chips ->
        [one] 1 Chip
       *[other] { $chips } Chips
    } · Rundenkarte { $card } · Pott { $pot }
ten-hand-focus = Wähle die Karte, die du auf den Tisch legst
ten-hand-focus_option = { $card } legen
ten-hand-pick_card = Wähle zuerst eine Karte, dann, wie du sie spielst.
ten-hand-playing = { $card }: offen oder verdeckt, und wie viele Chips darauf?
ten-hand-as = { $card } als { $value }
ten-hand-amount = { $n ->
        [one] 1 Chip
       *[other] { $n } Chips
    }
ten-hand-other_amount = eine andere Anzahl ({ $low }–{ $high })…

ten-timeout-play = { $card } offen gelegt
ten-timeout-pass = gepasst
ten-timeout-protect = keinen Chip dazugelegt
ten-timeout-keep_down = die Karte verdeckt gelassen
ten-timeout-add_none = keine zweite Karte dazugelegt
ten-timeout-first = bestimmt, wer die nächste Runde beginnt

ten-results-line = { $pos }. { $name } — **{ $score }** = Strafe { $penalty } − 2 × { $chips ->
        [one] 1 Chip
       *[other] { $chips } Chips
    } · Runden { $rounds }{ $end }
ten-results-end = {" "}· +{ $points } am Ende ({ $what ->
        [hand] Hand
       *[both] Hand, übrige Rundenkarten
    })
ten-results-why = Die niedrigste Wertung gewinnt: Strafpunkte − 2 × behaltene Chips (R30); gleiche Wertungen teilen sich den Sieg (H14).
ten-results-early = Der Nachziehstapel war in Runde { $round } leer: die Partie endete früher (R28), und der letzte Verlierer hat auch die übrigen Rundenkarten genommen (R29).

ten-rules-aim =
    ## Zehn · das Ziel
    Komm **so nah an 10 wie möglich**, mit einer oder zwei Karten vor dir. In jeder Runde gewinnt die höchste Summe die Chips im Pott; die **niedrigste** nimmt alle Karten vom Tisch und die Rundenkarte als **Strafpunkte**.
    Nach zehn Runden (oder wenn der Nachziehstapel leer ist) ist deine Wertung deine Strafpunkte **minus 2 pro Chip**, den du noch hast. Die **niedrigste Wertung gewinnt**; sie kann negativ sein.
    Karten: `0` bis `10` (je fünf, je 1 Strafpunkt), `P1` bis `P8` (1 bis 8 wert, aber ihre Zahl + 2 als Strafpunkte), Joker `J` (0 bis 10 wert, du sagst, wie viel, wenn er aufgedeckt wird; am Ende verdeckt zählt er 10; 10 Strafpunkte). Jeder beginnt mit 4 Karten (ein Joker) und 7 Chips.
ten-rules-round =
    ## Eine Runde
    1. Die Rundenkarte wird aufgedeckt: was es kostet, diese Runde zu verlieren.
    2. Reihum legt jeder **eine Karte** auf den Tisch, **offen oder verdeckt**, mit 0, 1 oder 2 Chips darauf als Schutz.
    3. Reihum darf jeder **einmal auf die Karte eines anderen bieten**, oder passen (siehe nächste Seite).
    4. Alle Schutz-Chips gehen in den Pott. Reihum: eine verdeckte Karte darf aufgedeckt werden (oder verdeckt bleiben, dann endet dein Zug dort); auf eine offene Karte darfst du **eine zweite Karte** offen **dazulegen**. Die Summe darf nie über 10 gehen.
    5. Alle Karten werden aufgedeckt. Die höchste Summe gewinnt den Pott (bei Gleichstand: die höchste Einzelkarte, dann wer in der Zugreihenfolge früher kommt); die niedrigste nimmt die Karten (bei Gleichstand: wer in der Zugreihenfolge später kommt; wer gewinnt, verliert nie). Alle ziehen wieder auf 4 nach, und wer gewonnen hat, bestimmt den Startspieler der nächsten Runde.
ten-rules-auction =
    ## Bieten und die Versteigerung
    {"*"}*Eine ungeschützte Karte** kostet genau 1 Chip, der in den Pott geht: du tauschst deine Karte sofort gegen sie.
    {"*"}*Eine geschützte Karte** wird versteigert: du bietest mindestens ihren Schutz. Dann werden die anderen reihum, von deiner Linken an, gefragt, ob sie erhöhen (um mindestens 1, bis zu ihren Chips) oder passen; Passen ist nicht endgültig. Kommt die Frage beim Höchstbietenden an, zahlt er sein Gebot **an den Besitzer der Karte** und tauscht die Karten mit ihm.
    Eine getauschte Karte bleibt, wie sie liegt: eine verdeckte Karte bleibt verdeckt, und ihr neuer Besitzer darf sie ansehen. Schutz-Chips bleiben bei ihrem Spieler, auf der Karte, die er jetzt hat; nach einem Tausch dürfen erst der Käufer, dann der frühere Besitzer Chips auf ihre neue Karte legen (höchstens 2 darauf).
ten-rules-scoring =
    ## Wertung
    Wer eine Runde verliert, legt alle Karten vom Tisch und die Rundenkarte auf seinen Strafstapel: eine normale Karte ist 1 Punkt, eine Strafkarte ihre Zahl + 2, ein Joker 10, eine Rundenkarte ihre Zahl.
    Am Ende kommt jede Hand auf den Strafstapel ihres Spielers; ist der Nachziehstapel leer geworden, nimmt der letzte Verlierer auch die übrigen Rundenkarten.
    {"*"}*Wertung = Strafpunkte − 2 × Chips.** Die niedrigste Wertung gewinnt; gleiche Wertungen teilen sich den Sieg.
ten-rules-table =
    ## Am Tisch
    Der Tisch zeigt die Rundenkarte, den Pott, die laufende Versteigerung und jeden Platz: die Karte vor dem Spieler (🂠, solange sie verdeckt ist), die Chips, die sie schützen (🛡), seine Chips, die Zahl seiner Handkarten und seinen Strafstapel.
    {"*"}*Meine Hand** zeigt deine Karten und die Karte vor dir, auch verdeckt. Um eine Karte hinzulegen, wähle zuerst die Karte, dann, wie du sie spielst; der Wert eines Jokers und ein Gebot werden aus einem Menü gewählt.
    Mit Zugzeit passt der Computer für jeden, dessen Zeit abläuft (oder trifft die billigste Wahl); **Tisch verlassen** gibt deinen Platz an einen Computer ab (Aufgabe: Letzter).
