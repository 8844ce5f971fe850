### Ten: the Hint button. One sentence per reason the normal computer has for a move: it names
### the move and says why, citing the rule (ten_rules/hints.py; the codes are the branches of
### ai.normal_with_reason). Cards are named as in the hand (7, P3, J).

## Phase 2: which card to put down, and the chips on it. $chips is 0, 1 or 2.

ten-hint-play_joker = Pon tu comodín boca abajo{ $chips ->
        [0] {""}
        [1] {" "}con 1 ficha
       *[other] {" "}con { $chips } fichas
    }: boca abajo cuenta como 10, el mejor total (H2){ $chips ->
        [0] {""}
        [1] , y la ficha hace que a los demás les cueste más quitártelo (R14)
       *[other] , y como primer jugador ganas los empates (R22), así que protégelo al máximo (R14)
    }.
ten-hint-play_ten = Pon tu 10 boca abajo{ $chips ->
        [0] {""}
        [1] {" "}con 1 ficha
       *[other] {" "}con { $chips } fichas
    }: él solo ya hace 10, el mejor total (R21){ $chips ->
        [0] {""}
        [1] , y la ficha hace que a los demás les cueste más quitártelo (R14)
       *[other] , y como primer jugador ganas los empates (R22), así que protégelo al máximo (R14)
    }.
ten-hint-play_pair = Pon tu { $card } boca abajo{ $chips ->
        [0] {""}
        [1] {" "}con 1 ficha
       *[other] {" "}con { $chips } fichas
    }: con el { $add } de tu mano puedes llevarlo a { $total } en la fase 4 (R20){ $chips ->
        [0] {""}
        [1] , y la ficha hace que a los demás les cueste más quitártelo (R14)
       *[other] , y como primer jugador ganas los empates (R22), así que protégelo al máximo (R14)
    }.
ten-hint-play_alone = Pon tu { $card } boca abajo{ $chips ->
        [0] {""}
        [1] {" "}con 1 ficha
       *[other] {" "}con { $chips } fichas
    }: él solo hace { $total }, más que dos cualesquiera de tus cartas juntas (R20){ $chips ->
        [0] {""}
        [1] , y la ficha hace que a los demás les cueste más quitártelo (R14)
       *[other] , y como primer jugador ganas los empates (R22), así que protégelo al máximo (R14)
    }.
ten-hint-play_bluff = Pon tu { $card } boca abajo con 1 ficha, de farol: solo hace { $total }, pero la ficha lo hace parecer fuerte, y quien se lo lleve te paga (R15).

## Phase 3: opening on someone's card, or passing.

ten-hint-open_pass = Pasa: ninguna otra carta de la mesa vale para ti lo que cuesta (R12).
ten-hint-open_cannot_pay = Pasa: no tienes fichas suficientes para abrir sobre ninguna carta (R13, R14).
ten-hint-open_fee = Quédate el { $card } de { $target } por 1 ficha al bote (H6): sube el mejor total que puedes alcanzar de { $now } a { $total }.
ten-hint-open_fee_blind = Quédate la carta boca abajo de { $target } por 1 ficha al bote (H6): tu mejor total es solo { $now }, y lo más probable es que una carta desconocida te dé más.
ten-hint-open_bid = Abre sobre el { $card } de { $target } con { $amount ->
        [one] 1 ficha
       *[other] { $amount } fichas
    }, lo mínimo que permite su protección (R14): sube el mejor total que puedes alcanzar de { $now } a { $total }.
ten-hint-open_bid_blind = Abre sobre la carta boca abajo de { $target } con { $amount ->
        [one] 1 ficha
       *[other] { $amount } fichas
    }, lo mínimo que permite su protección (R14): tu mejor total es solo { $now }, y las fichas que tiene encima sugieren una carta buena.

## Phase 3: an auction.

ten-hint-raise = Sube a { $amount } por el { $card } de { $owner }: sube el mejor total que puedes alcanzar de { $now } a { $total }, y eso para ti vale más (H7).
ten-hint-raise_blind = Sube a { $amount } por la carta boca abajo de { $owner }: tu mejor total es solo { $now }, y lo más probable es que una carta protegida te dé más (H7).
ten-hint-offer_pass = Pasa: la carta de { $owner } no vale { $amount ->
        [one] 1 ficha
       *[other] { $amount } fichas
    } para ti, y pasar no es definitivo (H7).

## Phase 3: chips on a card just swapped in.

ten-hint-protect_add = Añade { $chips ->
        [one] 1 ficha
       *[other] { $chips } fichas
    } sobre tu carta nueva: puede hacer { $total }, y la protección la encarece para los jugadores que aún pueden abrir (R14, R17).
ten-hint-protect_weak = No añadas fichas: tu carta solo puede hacer { $total }, no merece la pena protegerla (R17).
ten-hint-protect_enough = No añadas fichas: { $protection ->
        [one] la ficha que ya tiene tu carta basta
       *[other] las { $protection } fichas que ya tiene tu carta bastan
    } para un total de { $total } (R17).
ten-hint-protect_nobody_left = No añadas fichas: ya nadie puede abrir sobre tu carta en esta ronda, y las fichas de protección van al bote (R18).

## Phase 4: turning a face-down card up, adding a second card.

ten-hint-keep_joker = Deja tu comodín boca abajo: boca abajo cuenta como 10 (H2).
ten-hint-reveal_add = Dale la vuelta a tu { $card }: después puedes añadir tu { $add } para un total de { $total } (R19, R20).
ten-hint-keep_ten = Deja tu 10 boca abajo: ya hace 10, y darle la vuelta no te aporta nada (R19).
ten-hint-keep_down = Deja tu { $card } boca abajo: ninguna carta de tu mano lo sube sin pasarse de 10, así que darle la vuelta solo serviría para enseñarlo (R19, R20).
ten-hint-keep_down_save_joker = Deja tu { $card } boca abajo: solo tu comodín podría subirlo, y el comodín vale más guardado para otra ronda (R19).
ten-hint-add_card = Añade tu { $card }: lleva tu total a { $total }, lo más cerca de 10 que permite tu mano (R20).
ten-hint-add_joker = Añade tu comodín valiendo { $value }: lleva tu { $now } a 10, mientras que tu mejor otra carta solo llega a { $best } (H2, R20).
ten-hint-add_joker_only = Añade tu comodín valiendo { $value }: lleva tu { $now } a 10, y ninguna otra de tus cartas lo sube (H2, R20).
ten-hint-add_joker_late = Añade tu comodín valiendo { $value } para hacer 10: la partida está llegando a su fin, y un comodín que se quede en tu mano cuesta 10 puntos de penalización (R29).
ten-hint-add_none = No añadas ninguna carta: ninguna de tu mano sube tu { $now } sin pasarse de 10 (R20).
ten-hint-add_none_ten = No añadas ninguna carta: ya tienes 10, el mejor total (R20).
ten-hint-add_none_keep_joker = No añadas ninguna carta: solo tu comodín subiría tu { $now }, que está lo bastante cerca de 10 como para guardar el comodín para luego (R20).

## Phase 5: the winner names who starts the next round.

ten-hint-first_self = Elígete para empezar la siguiente ronda: los empates son para quien juega antes en el orden del turno (R22, R23, R27).
