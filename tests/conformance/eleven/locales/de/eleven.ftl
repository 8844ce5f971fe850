### Elf, das Spielzeugspiel der Konformitätstests (nie Spielern angeboten).

game-name-eleven = Elf
eleven-rule-E3 = Regel E3, ein Zug
eleven-rule-E6 = Regel E6, das Ende
eleven-rule_unknown = Regel { $rule }
eleven-error-not_your_turn = { $player } ist am Zug, nicht du ({ $rule }).
eleven-error-not_in_hand = Du hast keine { $card } ({ $rule }).
eleven-error-game_over = Die Partie ist vorbei ({ $rule }).
eleven-hint-fits = Spiel deine { $card }: die Zählung bleibt bei 11 oder darunter (Regel E4).
eleven-hint-lowest = Spiel deine { $card }: jede Karte geht über 11, also gib die niedrigste ab (Regel E4).
eleven-move-play = { $card } spielen
eleven-event-play = { $player } spielt { $card }: Zählung { $count }
eleven-event-bust = { $player } geht über 11 und bekommt einen Punkt ({ $points } insgesamt)
eleven-event-eleven = { $player } trifft genau 11: die Zählung beginnt von vorn
eleven-event-game_end = Partie vorbei. Die wenigsten Punkte: { $names }
eleven-table-count = die Zählung steht bei { $count }
eleven-table-pile = Nachziehstapel: { $pile ->
        [one] 1 Karte
       *[other] { $pile } Karten
    }
eleven-table-seat = { $name }: { $hand ->
        [one] 1 Karte
       *[other] { $hand } Karten
    }, { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }
eleven-hand-turn = Du bist dran: spiel eine Karte.
eleven-results-line = { $pos }. { $name }: { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }
eleven-timeout = eine Karte gespielt
eleven-rules-aim = **Elf.** Leg eine Karte auf die Zählung; über 11 bekommst du einen Punkt. Die wenigsten Punkte gewinnen.
cmd-new-hand = hand
cmd-new-hand-description = Elf: wie viele Karten jeder bekommt
eleven-choice-hand-3 = 3 Karten für jeden
eleven-choice-hand-4 = 4 Karten für jeden
