### Ten: the Hint button. One sentence per reason the normal computer has for a move: it names
### the move and says why, citing the rule (ten_rules/hints.py; the codes are the branches of
### ai.normal_with_reason). Cards are named as in the hand (7, P3, J).

## Phase 2: which card to put down, and the chips on it. $chips is 0, 1 or 2.

ten-hint-play_joker = Metti il tuo jolly coperto{ $chips ->
        [0] {""}
        [1] {" "}con 1 gettone
       *[other] {" "}con { $chips } gettoni
    }: coperto vale 10, il totale migliore (H2){ $chips ->
        [0] {""}
        [1] , e il gettone lo rende più caro da prendere per gli altri (R14)
       *[other] , e da primo giocatore vinci le parità (R22), quindi proteggilo al massimo (R14)
    }.
ten-hint-play_ten = Metti il tuo 10 coperto{ $chips ->
        [0] {""}
        [1] {" "}con 1 gettone
       *[other] {" "}con { $chips } gettoni
    }: da solo fa già 10, il totale migliore (R21){ $chips ->
        [0] {""}
        [1] , e il gettone lo rende più caro da prendere per gli altri (R14)
       *[other] , e da primo giocatore vinci le parità (R22), quindi proteggilo al massimo (R14)
    }.
ten-hint-play_pair = Metti il tuo { $card } coperto{ $chips ->
        [0] {""}
        [1] {" "}con 1 gettone
       *[other] {" "}con { $chips } gettoni
    }: con il { $add } che hai in mano puoi portarlo a { $total } nella fase 4 (R20){ $chips ->
        [0] {""}
        [1] , e il gettone lo rende più caro da prendere per gli altri (R14)
       *[other] , e da primo giocatore vinci le parità (R22), quindi proteggilo al massimo (R14)
    }.
ten-hint-play_alone = Metti il tuo { $card } coperto{ $chips ->
        [0] {""}
        [1] {" "}con 1 gettone
       *[other] {" "}con { $chips } gettoni
    }: da solo fa { $total }, più di due qualsiasi delle tue carte insieme (R20){ $chips ->
        [0] {""}
        [1] , e il gettone lo rende più caro da prendere per gli altri (R14)
       *[other] , e da primo giocatore vinci le parità (R22), quindi proteggilo al massimo (R14)
    }.
ten-hint-play_bluff = Metti il tuo { $card } coperto con 1 gettone, per bluffare: fa solo { $total }, ma il gettone lo fa sembrare forte, e chi lo prende ti paga (R15).

## Phase 3: opening on someone's card, or passing.

ten-hint-open_pass = Passa: nessun'altra carta sul tavolo vale per te il suo prezzo (R12).
ten-hint-open_cannot_pay = Passa: non hai abbastanza gettoni per aprire su nessuna carta (R13, R14).
ten-hint-open_fee = Prendi il { $card } di { $target } per 1 gettone nel piatto (H6): porta il miglior totale che puoi raggiungere da { $now } a { $total }.
ten-hint-open_fee_blind = Prendi la carta coperta di { $target } per 1 gettone nel piatto (H6): il tuo miglior totale è solo { $now }, e una carta sconosciuta probabilmente farà meglio.
ten-hint-open_bid = Apri sul { $card } di { $target } con { $amount ->
        [one] 1 gettone
       *[other] { $amount } gettoni
    }, il minimo che la sua protezione permette (R14): porta il miglior totale che puoi raggiungere da { $now } a { $total }.
ten-hint-open_bid_blind = Apri sulla carta coperta di { $target } con { $amount ->
        [one] 1 gettone
       *[other] { $amount } gettoni
    }, il minimo che la sua protezione permette (R14): il tuo miglior totale è solo { $now }, e i gettoni sopra fanno pensare a una carta forte.

## Phase 3: an auction.

ten-hint-raise = Rilancia a { $amount } per il { $card } di { $owner }: porta il miglior totale che puoi raggiungere da { $now } a { $total }, e per te vale di più (H7).
ten-hint-raise_blind = Rilancia a { $amount } per la carta coperta di { $owner }: il tuo miglior totale è solo { $now }, e una carta protetta probabilmente farà meglio (H7).
ten-hint-offer_pass = Passa: la carta di { $owner } per te non vale { $amount ->
        [one] 1 gettone
       *[other] { $amount } gettoni
    }, e passare non è definitivo (H7).

## Phase 3: chips on a card just swapped in.

ten-hint-protect_add = Aggiungi { $chips ->
        [one] 1 gettone
       *[other] { $chips } gettoni
    } sulla tua nuova carta: può fare { $total }, e la protezione la rende più cara per chi può ancora aprire (R14, R17).
ten-hint-protect_weak = Non aggiungere gettoni: la tua carta può fare solo { $total }, non vale la pena proteggerla (R17).
ten-hint-protect_enough = Non aggiungere gettoni: { $protection ->
        [one] il gettone già sulla tua carta basta
       *[other] i { $protection } gettoni già sulla tua carta bastano
    } per un totale di { $total } (R17).
ten-hint-protect_nobody_left = Non aggiungere gettoni: in questa manche nessuno può più aprire sulla tua carta, e i gettoni di protezione vanno nel piatto (R18).

## Phase 4: turning a face-down card up, adding a second card.

ten-hint-keep_joker = Lascia coperto il tuo jolly: coperto vale 10 (H2).
ten-hint-reveal_add = Scopri il tuo { $card }: poi puoi aggiungere il tuo { $add } per un totale di { $total } (R19, R20).
ten-hint-keep_ten = Lascia coperto il tuo 10: fa già 10, e scoprirlo non ti dà nulla (R19).
ten-hint-keep_down = Lascia coperto il tuo { $card }: nessuna carta della tua mano lo alza senza superare 10, quindi scoprirlo servirebbe solo a mostrarlo (R19, R20).
ten-hint-keep_down_save_joker = Lascia coperto il tuo { $card }: solo il tuo jolly potrebbe alzarlo, e il jolly vale di più tenuto per un'altra manche (R19).
ten-hint-add_card = Aggiungi il tuo { $card }: porta il tuo totale a { $total }, il più vicino a 10 che la tua mano permette (R20).
ten-hint-add_joker = Aggiungi il tuo jolly come { $value }: porta il tuo { $now } a 10, mentre la tua migliore altra carta arriva solo a { $best } (H2, R20).
ten-hint-add_joker_only = Aggiungi il tuo jolly come { $value }: porta il tuo { $now } a 10, e nessun'altra tua carta lo alza (H2, R20).
ten-hint-add_joker_late = Aggiungi il tuo jolly come { $value } per fare 10: la partita è quasi finita, e un jolly rimasto in mano costa 10 punti di penalità (R29).
ten-hint-add_none = Non aggiungere carte: nessuna carta della tua mano alza il tuo { $now } senza superare 10 (R20).
ten-hint-add_none_ten = Non aggiungere carte: hai già 10, il totale migliore (R20).
ten-hint-add_none_keep_joker = Non aggiungere carte: solo il tuo jolly alzerebbe il tuo { $now }, che è abbastanza vicino a 10 da tenere il jolly per dopo (R20).

## Phase 5: the winner names who starts the next round.

ten-hint-first_self = Scegli te stesso per iniziare la prossima manche: le parità vanno a chi gioca prima nell'ordine di turno (R22, R23, R27).
