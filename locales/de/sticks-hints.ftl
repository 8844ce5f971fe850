### Sticks (Bâtonnets): the Hint button. One sentence per reason the normal computer has for its
### card (sticks_rules/ai.py, normal_with_reason), naming the card and the rule behind it.
### $card is the card to play; $sure is "yes" when the card's fate in this trick is certain
### (no card still unseen can change it); $colour is the colour of the sticks the card takes;
### $count how many; $held how many of the other colour the player holds.

sticks-hint-last_card = Spiel deine { $card }: sie ist die einzige Karte, die du noch auf der Hand hast (R13).
sticks-hint-zero_bonus = Spiel deine { $card } statt deiner { $instead }: so hast du bessere Chancen, die Runde ohne Stäbchen zu beenden, was dein Ergebnis von { $score } { $score ->
        [one] Punkt
       *[other] Punkten
    } aus Runde { $round } streichen würde (R20).
sticks-hint-open = Spiel deine { $card }: dieser Stich kann für sie so oder so ausgehen, aber keine deiner anderen Karten würde dir wahrscheinlich am Rundenende weniger Stäbchen lassen (R14, R19).
sticks-hint-safe = Spiel deine { $card }: { $sure ->
        [yes] sie kann weder die höchste noch die niedrigste Karte sein, also bekommt sie
       *[no] sie sollte weder die höchste noch die niedrigste Karte sein, also sollte sie
    } keine Stäbchen{ $sure ->
        [yes] {""}
       *[no] {" "}bekommen
    } (R14).
sticks-hint-removed = { $colour ->
        [blue] Spiel deine { $card }: die blaue Null hat die blauen Stäbchen dieses Stichs gestrichen (R10), also kann deine { $card } ohne Kosten die höchste Karte sein.
       *[red] Spiel deine { $card }: die rote Null hat die roten Stäbchen dieses Stichs gestrichen (R10), also kann deine { $card } ohne Kosten die niedrigste Karte sein.
    }
sticks-hint-cancel = Spiel deine { $card }: sie { $sure ->
        [yes] wird
       *[no] sollte
    } die { $colour ->
        [blue] höchste
       *[red] niedrigste
    } Karte sein und { $count } { $colour ->
        [blue] { $count ->
            [one] blaues Stäbchen
           *[other] blaue Stäbchen
        }
       *[red] { $count ->
            [one] rotes Stäbchen
           *[other] rote Stäbchen
        }
    } bekommen, die sich mit { $colour ->
        [blue] { $held ->
            [one] dem roten Stäbchen
           *[other] den { $held } roten Stäbchen
        }
       *[red] { $held ->
            [one] dem blauen Stäbchen
           *[other] den { $held } blauen Stäbchen
        }
    } aufheben, die du hast (R14, R15).
sticks-hint-balance = Spiel deine { $card }: sie { $sure ->
        [yes] wird
       *[no] sollte
    } die { $colour ->
        [blue] höchste
       *[red] niedrigste
    } Karte sein und { $count } { $colour ->
        [blue] { $count ->
            [one] blaues Stäbchen
           *[other] blaue Stäbchen
        }
       *[red] { $count ->
            [one] rotes Stäbchen
           *[other] rote Stäbchen
        }
    } bekommen, was die { $colour ->
        [blue] roten Stäbchen ausgleichen sollte, die deine niedrigen Karten
       *[red] blauen Stäbchen ausgleichen sollte, die deine hohen Karten
    } später wahrscheinlich bekommen (R14, R15).
sticks-hint-cheap = Spiel deine { $card }: sie { $sure ->
        [yes] wird
       *[no] sollte
    } die { $colour ->
        [blue] höchste
       *[red] niedrigste
    } Karte sein und { $count } { $colour ->
        [blue] { $count ->
            [one] blaues Stäbchen
           *[other] blaue Stäbchen
        }
       *[red] { $count ->
            [one] rotes Stäbchen
           *[other] rote Stäbchen
        }
    } bekommen, aber dieser Stich ist billiger als der Durchschnitt der noch kommenden, also lieber jetzt als später (R14).
sticks-hint-least_bad = Spiel deine { $card }: sie { $sure ->
        [yes] wird
       *[no] sollte
    } die { $colour ->
        [blue] höchste
       *[red] niedrigste
    } Karte sein und { $count } { $colour ->
        [blue] { $count ->
            [one] blaues Stäbchen
           *[other] blaue Stäbchen
        }
       *[red] { $count ->
            [one] rotes Stäbchen
           *[other] rote Stäbchen
        }
    } bekommen, aber keine deiner anderen Karten würde dir wahrscheinlich am Rundenende weniger Stäbchen lassen (R14, R19).
