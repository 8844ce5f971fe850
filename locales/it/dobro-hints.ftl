### Dobro's Hint button: the move the normal computer would make, and why, in one sentence
### (dobro_rules/hints.py). $rule is the id of the rule the reason rests on; $cards the cards
### of the move in words (each one through dobro-hint-card); $value the value in play.

## A card in words.

dobro-hint-card =
    { $card ->
        [J] jolly
        [S] carta salta turno
        [R] carta cambio giro
       *[other] { $card }
    }

## Chores.

dobro-hint-draw = Pesca ora: ti mancano carte in mano, e finché non la completi un altro giocatore può chiamarti l'oubli (regola { $rule }).
dobro-hint-oubli = Chiama l'oubli a { $target }: ha finito il turno senza completare la mano, e la carta oubli gli costerà 1 punto (regola { $rule }).

## Opening a bid.

dobro-hint-open_low = Apri con il tuo { $cards }, la tua carta più bassa: l'asta parte bassa e le tue carte alte restano per dopo (regola { $rule }).
dobro-hint-open_pair = Apri con la tua coppia di { $pair } ({ $total }): il mazzo è vuoto, quindi liberarti di due carte insieme avvicina la fine della manche (regola { $rule }).
dobro-hint-open_joker = Apri con il tuo jolly come { $declared }: non hai altre carte numerate, e il valore più basso fa partire l'asta bassa (regola { $rule }).
dobro-hint-open_special = Gioca la tua { $cards }: non hai carte numerate, quindi apri con una carta speciale e l'apertura passa al giocatore successivo (regola { $rule }).

## Answering a bid.

dobro-hint-finish =
    Gioca { $n ->
        [one] la tua ultima carta
       *[other] le tue ultime { $n } carte
    } ({ $cards }): il mazzo è vuoto, quindi svuotare la mano chiude la manche e nessuno prende quest'asta (regola { $rule }).
dobro-hint-cheapest = Gioca il tuo { $cards }: è la carta più bassa che raggiunge il valore { $value }, così le tue carte alte restano per dopo (regola { $rule }).
dobro-hint-cheapest_pair = Gioca la tua coppia di { $pair } ({ $total }): è il modo più economico di raggiungere il valore { $value }, e ti liberi di due carte (regola { $rule }).
dobro-hint-take_small =
    Prendi l'asta: ha solo { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    }, mentre superare il valore { $value } ti costerebbe { $cards }, e poi apri la prossima asta bassa (regola { $rule }).
dobro-hint-take_save =
    Prendi l'asta ({ $n ->
        [one] { $n } carta
       *[other] { $n } carte
    }): nessuna carta dal 2 al 12 nella tua mano raggiunge il valore { $value }, e un'asta così piccola costa meno di un jolly o di una carta speciale (regola { $rule }).
dobro-hint-special = Gioca la tua { $cards }: nessuna carta dal 2 al 12 nella tua mano raggiunge il valore { $value }, e passa l'asta senza alzare il valore (regola { $rule }).
dobro-hint-joker = Gioca il tuo jolly come { $declared }: senza jolly nessuna delle tue carte raggiunge il valore { $value }, e il valore più basso consentito lo raddoppia a { $result } (regola { $rule }).
dobro-hint-joker_pair = Gioca { $cards } come coppia di { $pair } ({ $total }): senza jolly nessuna delle tue carte raggiunge il valore { $value }, ed è la coppia più economica che un jolly può formare (regola { $rule }).
dobro-hint-take_forced =
    Prendi l'asta ({ $n ->
        [one] { $n } carta
       *[other] { $n } carte
    }): nessuna delle tue carte si può giocare sul valore { $value } (regola { $rule }).
