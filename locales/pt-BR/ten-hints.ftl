### Ten: the Hint button. One sentence per reason the normal computer has for a move: it names
### the move and says why, citing the rule (ten_rules/hints.py; the codes are the branches of
### ai.normal_with_reason). Cards are named as in the hand (7, P3, J).

## Phase 2: which card to put down, and the chips on it. $chips is 0, 1 or 2.

ten-hint-play_joker = Ponha seu coringa virado para baixo{ $chips ->
        [0] {""}
        [1] {" "}com 1 ficha
       *[other] {" "}com { $chips } fichas
    }: virado para baixo ele vale 10, o melhor total (H2){ $chips ->
        [0] {""}
        [1] , e a ficha deixa mais caro para os outros pegá-lo (R14)
       *[other] , e como primeiro jogador você ganha os empates (R22), então proteja-o ao máximo (R14)
    }.
ten-hint-play_ten = Ponha seu 10 virado para baixo{ $chips ->
        [0] {""}
        [1] {" "}com 1 ficha
       *[other] {" "}com { $chips } fichas
    }: sozinho ele já faz 10, o melhor total (R21){ $chips ->
        [0] {""}
        [1] , e a ficha deixa mais caro para os outros pegá-lo (R14)
       *[other] , e como primeiro jogador você ganha os empates (R22), então proteja-o ao máximo (R14)
    }.
ten-hint-play_pair = Ponha seu { $card } virado para baixo{ $chips ->
        [0] {""}
        [1] {" "}com 1 ficha
       *[other] {" "}com { $chips } fichas
    }: com o { $add } da sua mão você pode levá-lo a { $total } na fase 4 (R20){ $chips ->
        [0] {""}
        [1] , e a ficha deixa mais caro para os outros pegá-lo (R14)
       *[other] , e como primeiro jogador você ganha os empates (R22), então proteja-o ao máximo (R14)
    }.
ten-hint-play_alone = Ponha seu { $card } virado para baixo{ $chips ->
        [0] {""}
        [1] {" "}com 1 ficha
       *[other] {" "}com { $chips } fichas
    }: sozinho ele faz { $total }, mais que quaisquer duas cartas suas juntas (R20){ $chips ->
        [0] {""}
        [1] , e a ficha deixa mais caro para os outros pegá-lo (R14)
       *[other] , e como primeiro jogador você ganha os empates (R22), então proteja-o ao máximo (R14)
    }.
ten-hint-play_bluff = Ponha seu { $card } virado para baixo com 1 ficha, blefando: ele só faz { $total }, mas a ficha faz parecer forte, e quem pegar paga você (R15).

## Phase 3: opening on someone's card, or passing.

ten-hint-open_pass = Passe: nenhuma outra carta na mesa vale o preço para você (R12).
ten-hint-open_cannot_pay = Passe: você não tem fichas suficientes para abrir sobre nenhuma carta (R13, R14).
ten-hint-open_fee = Pegue o { $card } de { $target } por 1 ficha para o pote (H6): ele leva o melhor total que você pode alcançar de { $now } para { $total }.
ten-hint-open_fee_blind = Pegue a carta virada para baixo de { $target } por 1 ficha para o pote (H6): seu melhor total é só { $now }, e uma carta desconhecida provavelmente vai melhor.
ten-hint-open_bid = Abra sobre o { $card } de { $target } com { $amount ->
        [1] 1 ficha
       *[other] { $amount } fichas
    }, o mínimo que a proteção permite (R14): ele leva o melhor total que você pode alcançar de { $now } para { $total }.
ten-hint-open_bid_blind = Abra sobre a carta virada para baixo de { $target } com { $amount ->
        [1] 1 ficha
       *[other] { $amount } fichas
    }, o mínimo que a proteção permite (R14): seu melhor total é só { $now }, e as fichas em cima indicam uma carta forte.

## Phase 3: an auction.

ten-hint-raise = Aumente para { $amount } pelo { $card } de { $owner }: ele leva o melhor total que você pode alcançar de { $now } para { $total }, o que vale mais do que isso para você (H7).
ten-hint-raise_blind = Aumente para { $amount } pela carta virada para baixo de { $owner }: seu melhor total é só { $now }, e uma carta protegida provavelmente vai melhor (H7).
ten-hint-offer_pass = Passe: a carta de { $owner } não vale { $amount ->
        [1] 1 ficha
       *[other] { $amount } fichas
    } para você, e passar não é definitivo (H7).

## Phase 3: chips on a card just swapped in.

ten-hint-protect_add = Adicione { $chips ->
        [1] 1 ficha
       *[other] { $chips } fichas
    } na sua carta nova: ela pode fazer { $total }, e a proteção a deixa mais cara para quem ainda pode abrir (R14, R17).
ten-hint-protect_weak = Não adicione fichas: sua carta só pode fazer { $total }, não vale a pena protegê-la (R17).
ten-hint-protect_enough = Não adicione fichas: { $protection ->
        [1] a ficha que já está na sua carta basta
       *[other] as { $protection } fichas que já estão na sua carta bastam
    } para um total de { $total } (R17).
ten-hint-protect_nobody_left = Não adicione fichas: ninguém mais pode abrir sobre sua carta nesta rodada, e as fichas de proteção vão para o pote (R18).

## Phase 4: turning a face-down card up, adding a second card.

ten-hint-keep_joker = Deixe seu coringa virado para baixo: virado para baixo ele vale 10 (H2).
ten-hint-reveal_add = Vire seu { $card }: depois você pode adicionar seu { $add } para um total de { $total } (R19, R20).
ten-hint-keep_ten = Deixe seu 10 virado para baixo: ele já faz 10, e virá-lo não ganha nada (R19).
ten-hint-keep_down = Deixe seu { $card } virado para baixo: nenhuma carta da sua mão o aumenta sem passar de 10, então virá-lo só serviria para mostrá-lo (R19, R20).
ten-hint-keep_down_save_joker = Deixe seu { $card } virado para baixo: só seu coringa poderia aumentá-lo, e o coringa vale mais guardado para outra rodada (R19).
ten-hint-add_card = Adicione seu { $card }: ele leva seu total a { $total }, o mais perto de 10 que sua mão permite (R20).
ten-hint-add_joker = Adicione seu coringa valendo { $value }: ele leva seu { $now } a 10, enquanto sua melhor outra carta só chega a { $best } (H2, R20).
ten-hint-add_joker_only = Adicione seu coringa valendo { $value }: ele leva seu { $now } a 10, e nenhuma outra carta sua o aumenta (H2, R20).
ten-hint-add_joker_late = Adicione seu coringa valendo { $value } para fazer 10: a partida está perto do fim, e um coringa que fica na mão custa 10 pontos de penalidade (R29).
ten-hint-add_none = Não adicione cartas: nenhuma da sua mão aumenta seu { $now } sem passar de 10 (R20).
ten-hint-add_none_ten = Não adicione cartas: você já tem 10, o melhor total (R20).
ten-hint-add_none_keep_joker = Não adicione cartas: só seu coringa aumentaria seu { $now }, que já está perto o bastante de 10 para guardar o coringa para depois (R20).

## Phase 5: the winner names who starts the next round.

ten-hint-first_self = Escolha você mesmo para começar a próxima rodada: os empates ficam com quem joga antes na ordem da vez (R22, R23, R27).
