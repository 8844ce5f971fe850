### Ten: the Hint button. One sentence per reason the normal computer has for a move: it names
### the move and says why, citing the rule (ten_rules/hints.py; the codes are the branches of
### ai.normal_with_reason). Cards are named as in the hand (7, P3, J).

## Phase 2: which card to put down, and the chips on it. $chips is 0, 1 or 2.

ten-hint-play_joker = Leg deinen Joker verdeckt{ $chips ->
        [0] {""}
        [1] {" "}mit 1 Chip
       *[other] {" "}mit { $chips } Chips
    }: verdeckt zählt er 10, die beste Summe (H2){ $chips ->
        [0] {""}
        [1] , und der Chip macht ihn für andere teurer (R14)
       *[other] , und als erster Spieler gewinnst du Gleichstände (R22), also schütz ihn voll (R14)
    }.
ten-hint-play_ten = Leg deine 10 verdeckt{ $chips ->
        [0] {""}
        [1] {" "}mit 1 Chip
       *[other] {" "}mit { $chips } Chips
    }: allein ergibt sie schon 10, die beste Summe (R21){ $chips ->
        [0] {""}
        [1] , und der Chip macht sie für andere teurer (R14)
       *[other] , und als erster Spieler gewinnst du Gleichstände (R22), also schütz sie voll (R14)
    }.
ten-hint-play_pair = Leg deine { $card } verdeckt{ $chips ->
        [0] {""}
        [1] {" "}mit 1 Chip
       *[other] {" "}mit { $chips } Chips
    }: mit der { $add } auf deiner Hand kannst du sie in Phase 4 auf { $total } bringen (R20){ $chips ->
        [0] {""}
        [1] , und der Chip macht sie für andere teurer (R14)
       *[other] , und als erster Spieler gewinnst du Gleichstände (R22), also schütz sie voll (R14)
    }.
ten-hint-play_alone = Leg deine { $card } verdeckt{ $chips ->
        [0] {""}
        [1] {" "}mit 1 Chip
       *[other] {" "}mit { $chips } Chips
    }: allein ergibt sie { $total }, mehr als zwei beliebige deiner Karten zusammen (R20){ $chips ->
        [0] {""}
        [1] , und der Chip macht sie für andere teurer (R14)
       *[other] , und als erster Spieler gewinnst du Gleichstände (R22), also schütz sie voll (R14)
    }.
ten-hint-play_bluff = Leg deine { $card } verdeckt mit 1 Chip, als Bluff: sie ergibt nur { $total }, aber der Chip lässt sie stark aussehen, und wer sie nimmt, zahlt dir (R15).

## Phase 3: opening on someone's card, or passing.

ten-hint-open_pass = Pass: keine andere Karte auf dem Tisch ist dir ihren Preis wert (R12).
ten-hint-open_cannot_pay = Pass: du hast nicht genug Chips, um auf irgendeine Karte zu bieten (R13, R14).
ten-hint-open_fee = Nimm die { $card } von { $target } für 1 Chip in den Pott (H6): sie hebt deine bestmögliche Summe von { $now } auf { $total }.
ten-hint-open_fee_blind = Nimm die verdeckte Karte von { $target } für 1 Chip in den Pott (H6): deine beste Summe ist nur { $now }, und eine unbekannte Karte ist wahrscheinlich besser.
ten-hint-open_bid = Biete auf die { $card } von { $target } mit { $amount ->
        [one] 1 Chip
       *[other] { $amount } Chips
    }, dem Mindesten, das ihr Schutz erlaubt (R14): sie hebt deine bestmögliche Summe von { $now } auf { $total }.
ten-hint-open_bid_blind = Biete auf die verdeckte Karte von { $target } mit { $amount ->
        [one] 1 Chip
       *[other] { $amount } Chips
    }, dem Mindesten, das ihr Schutz erlaubt (R14): deine beste Summe ist nur { $now }, und die Chips darauf deuten auf eine starke Karte.

## Phase 3: an auction.

ten-hint-raise = Erhöhe auf { $amount } für die { $card } von { $owner }: sie hebt deine bestmögliche Summe von { $now } auf { $total }, und das ist dir mehr wert (H7).
ten-hint-raise_blind = Erhöhe auf { $amount } für die verdeckte Karte von { $owner }: deine beste Summe ist nur { $now }, und eine geschützte Karte ist wahrscheinlich besser (H7).
ten-hint-offer_pass = Pass: die Karte von { $owner } ist dir { $amount ->
        [one] 1 Chip
       *[other] { $amount } Chips
    } nicht wert, und Passen ist nicht endgültig (H7).

## Phase 3: chips on a card just swapped in.

ten-hint-protect_add = Leg { $chips ->
        [one] 1 Chip
       *[other] { $chips } Chips
    } auf deine neue Karte: sie kann { $total } ergeben, und Schutz macht sie teurer für die, die noch bieten können (R14, R17).
ten-hint-protect_weak = Leg keinen Chip dazu: deine Karte kann nur { $total } ergeben, das ist keinen Schutz wert (R17).
ten-hint-protect_enough = Leg keinen Chip dazu: { $protection ->
        [one] der Chip, der schon auf deiner Karte liegt, reicht
       *[other] die { $protection } Chips, die schon auf deiner Karte liegen, reichen
    } für eine Summe von { $total } (R17).
ten-hint-protect_nobody_left = Leg keinen Chip dazu: in dieser Runde kann niemand mehr auf deine Karte bieten, und Schutz-Chips gehen in den Pott (R18).

## Phase 4: turning a face-down card up, adding a second card.

ten-hint-keep_joker = Lass deinen Joker verdeckt: verdeckt zählt er 10 (H2).
ten-hint-reveal_add = Deck deine { $card } auf: dann kannst du deine { $add } dazulegen, für eine Summe von { $total } (R19, R20).
ten-hint-keep_ten = Lass deine 10 verdeckt: sie ergibt schon 10, und Aufdecken bringt nichts (R19).
ten-hint-keep_down = Lass deine { $card } verdeckt: keine Karte auf deiner Hand erhöht sie, ohne über 10 zu gehen, also würde Aufdecken sie nur zeigen (R19, R20).
ten-hint-keep_down_save_joker = Lass deine { $card } verdeckt: nur dein Joker könnte sie erhöhen, und der Joker ist für eine spätere Runde mehr wert (R19).
ten-hint-add_card = Leg deine { $card } dazu: sie bringt deine Summe auf { $total }, so nah an 10, wie deine Hand erlaubt (R20).
ten-hint-add_joker = Leg deinen Joker als { $value } dazu: er bringt deine { $now } auf 10, während deine beste andere Karte nur { $best } erreicht (H2, R20).
ten-hint-add_joker_only = Leg deinen Joker als { $value } dazu: er bringt deine { $now } auf 10, und keine andere deiner Karten erhöht sie (H2, R20).
ten-hint-add_joker_late = Leg deinen Joker als { $value } dazu, um 10 zu erreichen: die Partie ist fast vorbei, und ein Joker, der auf der Hand bleibt, kostet 10 Strafpunkte (R29).
ten-hint-add_none = Leg keine Karte dazu: keine auf deiner Hand erhöht deine { $now }, ohne über 10 zu gehen (R20).
ten-hint-add_none_ten = Leg keine Karte dazu: du hast schon 10, die beste Summe (R20).
ten-hint-add_none_keep_joker = Leg keine Karte dazu: nur dein Joker würde deine { $now } erhöhen, und die ist nah genug an 10, um den Joker für später aufzuheben (R20).

## Phase 5: the winner names who starts the next round.

ten-hint-first_self = Bestimm dich selbst zum Startspieler der nächsten Runde: Gleichstände gehen an den, der in der Zugreihenfolge früher kommt (R22, R23, R27).
