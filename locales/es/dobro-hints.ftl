### Dobro's Hint button: the move the normal computer would make, and why, in one sentence
### (dobro_rules/hints.py). $rule is the id of the rule the reason rests on; $cards the cards
### of the move in words (each one through dobro-hint-card); $value the value in play.

## A card in words.

dobro-hint-card =
    { $card ->
        [J] comodín
        [S] carta de salto
        [R] carta de cambio de sentido
       *[other] { $card }
    }

## Chores.

dobro-hint-draw = Roba ahora: te faltan cartas en la mano, y hasta que la completes otro jugador puede cantarte «oubli» (regla { $rule }).
dobro-hint-oubli = Cántale «oubli» a { $target }: terminó su turno sin completar la mano, y la carta oubli le costará 1 punto (regla { $rule }).

## Opening a bid.

dobro-hint-open_low = Abre con tu { $cards }, tu carta más baja: la puja empieza baja y tus cartas altas quedan para luego (regla { $rule }).
dobro-hint-open_pair = Abre con tu pareja de { $pair } ({ $total }): el mazo está vacío, así que deshacerte de dos cartas a la vez acerca el final de la ronda (regla { $rule }).
dobro-hint-open_joker = Abre con tu comodín valiendo { $declared }: no tienes otra carta numerada, y el valor más bajo hace que la puja empiece baja (regla { $rule }).
dobro-hint-open_special = Juega tu { $cards }: no tienes ninguna carta numerada, así que abres con una carta especial y la apertura pasa al siguiente jugador (regla { $rule }).

## Answering a bid.

dobro-hint-finish =
    Juega { $n ->
        [one] tu última carta
       *[other] tus { $n } últimas cartas
    } ({ $cards }): el mazo está vacío, así que vaciar tu mano termina la ronda y nadie se lleva esta puja (regla { $rule }).
dobro-hint-cheapest = Juega tu { $cards }: es la carta más baja que alcanza el valor { $value }, así que tus cartas altas quedan para luego (regla { $rule }).
dobro-hint-cheapest_pair = Juega tu pareja de { $pair } ({ $total }): es la forma más barata de alcanzar el valor { $value }, y te quitas dos cartas de encima (regla { $rule }).
dobro-hint-take_small =
    Llévate la puja: solo tiene { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }, mientras que superar el valor { $value } te costaría tu { $cards }, y después abres la siguiente puja bajo (regla { $rule }).
dobro-hint-take_save =
    Llévate la puja ({ $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }): ninguna carta del 2 al 12 de tu mano alcanza el valor { $value }, y una puja tan pequeña cuesta menos que un comodín o una carta especial (regla { $rule }).
dobro-hint-special = Juega tu { $cards }: ninguna carta del 2 al 12 de tu mano alcanza el valor { $value }, y pasa la puja sin subir el valor (regla { $rule }).
dobro-hint-joker = Juega tu comodín valiendo { $declared }: sin comodín ninguna de tus cartas alcanza el valor { $value }, y el valor más bajo permitido lo dobla a { $result } (regla { $rule }).
dobro-hint-joker_pair = Juega { $cards } como pareja de { $pair } ({ $total }): sin comodín ninguna de tus cartas alcanza el valor { $value }, y es la pareja más barata que puede formar un comodín (regla { $rule }).
dobro-hint-take_forced =
    Llévate la puja ({ $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }): ninguna de tus cartas se puede jugar sobre el valor { $value } (regla { $rule }).
