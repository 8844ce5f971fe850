### Sticks (Bâtonnets): the Hint button. One sentence per reason the normal computer has for its
### card (sticks_rules/ai.py, normal_with_reason), naming the card and the rule behind it.
### $card is the card to play; $sure is "yes" when the card's fate in this trick is certain
### (no card still unseen can change it); $colour is the colour of the sticks the card takes;
### $count how many; $held how many of the other colour the player holds.

sticks-hint-last_card = Juega tu { $card }: es la única carta que te queda en la mano (R13).
sticks-hint-zero_bonus = Juega tu { $card } en vez de tu { $instead }: te da más opciones de terminar la ronda sin palitos, lo que anularía tu puntuación de { $score } { $score ->
        [one] punto
       *[other] puntos
    } de la ronda { $round } (R20).
sticks-hint-open = Juega tu { $card }: esta baza puede salirle bien o mal, pero ninguna otra de tus cartas te dejaría probablemente con menos palitos al final de la ronda (R14, R19).
sticks-hint-safe = Juega tu { $card }: { $sure ->
        [yes] no puede ser ni la carta más alta ni la más baja, así que no se lleva
       *[no] no debería ser ni la carta más alta ni la más baja, así que no debería llevarse
    } ningún palito (R14).
sticks-hint-removed = { $colour ->
        [blue] Juega tu { $card }: el cero azul ha quitado los palitos azules de esta baza (R10), así que tu { $card } puede ser la carta más alta sin coste.
       *[red] Juega tu { $card }: el cero rojo ha quitado los palitos rojos de esta baza (R10), así que tu { $card } puede ser la carta más baja sin coste.
    }
sticks-hint-cancel = Juega tu { $card }: { $sure ->
        [yes] será
       *[no] debería ser
    } la carta más { $colour ->
        [blue] alta
       *[red] baja
    } y { $sure ->
        [yes] se llevará
       *[no] llevarse
    } { $count } { $colour ->
        [blue] { $count ->
            [one] palito azul
           *[other] palitos azules
        }
       *[red] { $count ->
            [one] palito rojo
           *[other] palitos rojos
        }
    }, para anular por parejas { $colour ->
        [blue] { $held ->
            [one] el palito rojo
           *[other] los { $held } palitos rojos
        }
       *[red] { $held ->
            [one] el palito azul
           *[other] los { $held } palitos azules
        }
    } que tienes (R14, R15).
sticks-hint-balance = Juega tu { $card }: { $sure ->
        [yes] será
       *[no] debería ser
    } la carta más { $colour ->
        [blue] alta
       *[red] baja
    } y { $sure ->
        [yes] se llevará
       *[no] llevarse
    } { $count } { $colour ->
        [blue] { $count ->
            [one] palito azul
           *[other] palitos azules
        }
       *[red] { $count ->
            [one] palito rojo
           *[other] palitos rojos
        }
    }, lo que debería compensar los palitos { $colour ->
        [blue] rojos que probablemente se lleven tus cartas bajas
       *[red] azules que probablemente se lleven tus cartas altas
    } más adelante (R14, R15).
sticks-hint-cheap = Juega tu { $card }: { $sure ->
        [yes] será
       *[no] debería ser
    } la carta más { $colour ->
        [blue] alta
       *[red] baja
    } y { $sure ->
        [yes] se llevará
       *[no] llevarse
    } { $count } { $colour ->
        [blue] { $count ->
            [one] palito azul
           *[other] palitos azules
        }
       *[red] { $count ->
            [one] palito rojo
           *[other] palitos rojos
        }
    }, pero esta baza vale menos que la media de las que quedan, así que mejor ahora que después (R14).
sticks-hint-least_bad = Juega tu { $card }: { $sure ->
        [yes] será
       *[no] debería ser
    } la carta más { $colour ->
        [blue] alta
       *[red] baja
    } y { $sure ->
        [yes] se llevará
       *[no] llevarse
    } { $count } { $colour ->
        [blue] { $count ->
            [one] palito azul
           *[other] palitos azules
        }
       *[red] { $count ->
            [one] palito rojo
           *[other] palitos rojos
        }
    }, pero ninguna otra de tus cartas te dejaría probablemente con menos palitos al final de la ronda (R14, R19).
