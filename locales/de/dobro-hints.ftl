### Dobro's Hint button: the move the normal computer would make, and why, in one sentence
### (dobro_rules/hints.py). $rule is the id of the rule the reason rests on; $cards the cards
### of the move in words (each one through dobro-hint-card); $value the value in play.

## A card in words.

dobro-hint-card =
    { $card ->
        [J] Joker
        [S] Aussetzen-Karte
        [R] Richtungswechsel-Karte
       *[other] { $card }
    }

## Chores.

dobro-hint-draw = Zieh jetzt nach: dir fehlen Karten, und bis du auffüllst, kann ein anderer Spieler Oubli gegen dich rufen (Regel { $rule }).
dobro-hint-oubli = Ruf Oubli gegen { $target }: der Zug ist vorbei, ohne dass die Hand aufgefüllt wurde, und die Oubli-Karte kostet 1 Punkt (Regel { $rule }).

## Opening a bid.

dobro-hint-open_low = Eröffne mit deiner { $cards }, deiner niedrigsten Karte: der Stich beginnt niedrig und deine hohen Karten bleiben für später (Regel { $rule }).
dobro-hint-open_pair = Eröffne mit deinem { $pair }er-Paar ({ $total }): der Nachziehstapel ist leer, also bringt es dich dem Rundenende näher, zwei Karten auf einmal loszuwerden (Regel { $rule }).
dobro-hint-open_joker = Eröffne mit deinem Joker als { $declared }: du hast keine andere Zahlenkarte, und der niedrigste Wert lässt den Stich niedrig beginnen (Regel { $rule }).
dobro-hint-open_special = Spiel deine { $cards }: du hast keine Zahlenkarte, also eröffnest du mit einer Sonderkarte und die Eröffnung geht an den nächsten Spieler (Regel { $rule }).

## Answering a bid.

dobro-hint-finish =
    Spiel { $n ->
        [one] deine letzte Karte
       *[other] deine letzten { $n } Karten
    } ({ $cards }): der Nachziehstapel ist leer, also beendet deine leere Hand die Runde und niemand nimmt diesen Stich (Regel { $rule }).
dobro-hint-cheapest = Spiel deine { $cards }: es ist die niedrigste Karte, die den Wert { $value } erreicht, so bleiben deine hohen Karten für später (Regel { $rule }).
dobro-hint-cheapest_pair = Spiel dein { $pair }er-Paar ({ $total }): es ist der günstigste Weg, den Wert { $value } zu erreichen, und du wirst zwei Karten los (Regel { $rule }).
dobro-hint-take_small =
    Nimm den Stich: er hat nur { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }, während dich das Überbieten des Werts { $value } deine { $cards } kosten würde, und danach eröffnest du den nächsten Stich niedrig (Regel { $rule }).
dobro-hint-take_save =
    Nimm den Stich ({ $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }): keine Karte von 2 bis 12 in deiner Hand erreicht den Wert { $value }, und so ein kleiner Stich kostet weniger als ein Joker oder eine Sonderkarte (Regel { $rule }).
dobro-hint-special = Spiel deine { $cards }: keine Karte von 2 bis 12 in deiner Hand erreicht den Wert { $value }, und sie gibt den Stich weiter, ohne den Wert zu erhöhen (Regel { $rule }).
dobro-hint-joker = Spiel deinen Joker als { $declared }: ohne Joker erreicht keine deiner Karten den Wert { $value }, und der niedrigste erlaubte Wert verdoppelt ihn auf { $result } (Regel { $rule }).
dobro-hint-joker_pair = Spiel { $cards } als { $pair }er-Paar ({ $total }): ohne Joker erreicht keine deiner Karten den Wert { $value }, und das ist das günstigste Paar, das ein Joker bilden kann (Regel { $rule }).
dobro-hint-take_forced =
    Nimm den Stich ({ $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }): keine deiner Karten kann auf den Wert { $value } gespielt werden (Regel { $rule }).
