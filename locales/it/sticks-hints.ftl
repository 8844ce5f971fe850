### Sticks (Bâtonnets): the Hint button. One sentence per reason the normal computer has for its
### card (sticks_rules/ai.py, normal_with_reason), naming the card and the rule behind it.
### $card is the card to play; $sure is "yes" when the card's fate in this trick is certain
### (no card still unseen can change it); $colour is the colour of the sticks the card takes;
### $count how many; $held how many of the other colour the player holds.

sticks-hint-last_card = Gioca il tuo { $card }: è l'unica carta che ti resta in mano (R13).
sticks-hint-zero_bonus = Gioca il tuo { $card } invece del tuo { $instead }: ti dà più possibilità di chiudere la manche senza bastoncini, il che annullerebbe il tuo punteggio di { $score } { $score ->
        [one] punto
       *[other] punti
    } della manche { $round } (R20).
sticks-hint-open = Gioca il tuo { $card }: questa presa può andare in un modo o nell'altro per lui, ma nessun'altra tua carta probabilmente ti lascerebbe meno bastoncini a fine manche (R14, R19).
sticks-hint-safe = Gioca il tuo { $card }: { $sure ->
        [yes] non può essere né la carta più alta né la più bassa, quindi non prende
       *[no] non dovrebbe essere né la carta più alta né la più bassa, quindi non dovrebbe prendere
    } nessun bastoncino (R14).
sticks-hint-removed = { $colour ->
        [blue] Gioca il tuo { $card }: lo zero blu ha tolto i bastoncini blu di questa presa (R10), quindi il tuo { $card } può essere la carta più alta senza costi.
       *[red] Gioca il tuo { $card }: lo zero rosso ha tolto i bastoncini rossi di questa presa (R10), quindi il tuo { $card } può essere la carta più bassa senza costi.
    }
sticks-hint-cancel = Gioca il tuo { $card }: { $sure ->
        [yes] sarà
       *[no] dovrebbe essere
    } la carta più { $colour ->
        [blue] alta
       *[red] bassa
    } e prendere { $count } { $colour ->
        [blue] { $count ->
            [one] bastoncino blu
           *[other] bastoncini blu
        }
       *[red] { $count ->
            [one] bastoncino rosso
           *[other] bastoncini rossi
        }
    }, da annullare a coppie con { $colour ->
        [blue] { $held ->
            [one] il bastoncino rosso
           *[other] i { $held } bastoncini rossi
        }
       *[red] { $held ->
            [one] il bastoncino blu
           *[other] i { $held } bastoncini blu
        }
    } che hai (R14, R15).
sticks-hint-balance = Gioca il tuo { $card }: { $sure ->
        [yes] sarà
       *[no] dovrebbe essere
    } la carta più { $colour ->
        [blue] alta
       *[red] bassa
    } e prendere { $count } { $colour ->
        [blue] { $count ->
            [one] bastoncino blu
           *[other] bastoncini blu
        }
       *[red] { $count ->
            [one] bastoncino rosso
           *[other] bastoncini rossi
        }
    }, il che dovrebbe bilanciare i bastoncini { $colour ->
        [blue] rossi che le tue carte basse
       *[red] blu che le tue carte alte
    } probabilmente prenderanno più avanti (R14, R15).
sticks-hint-cheap = Gioca il tuo { $card }: { $sure ->
        [yes] sarà
       *[no] dovrebbe essere
    } la carta più { $colour ->
        [blue] alta
       *[red] bassa
    } e prendere { $count } { $colour ->
        [blue] { $count ->
            [one] bastoncino blu
           *[other] bastoncini blu
        }
       *[red] { $count ->
            [one] bastoncino rosso
           *[other] bastoncini rossi
        }
    }, ma questa presa vale meno della media di quelle ancora da giocare, quindi meglio ora che dopo (R14).
sticks-hint-least_bad = Gioca il tuo { $card }: { $sure ->
        [yes] sarà
       *[no] dovrebbe essere
    } la carta più { $colour ->
        [blue] alta
       *[red] bassa
    } e prendere { $count } { $colour ->
        [blue] { $count ->
            [one] bastoncino blu
           *[other] bastoncini blu
        }
       *[red] { $count ->
            [one] bastoncino rosso
           *[other] bastoncini rossi
        }
    }, ma nessun'altra tua carta probabilmente ti lascerebbe meno bastoncini a fine manche (R14, R19).
