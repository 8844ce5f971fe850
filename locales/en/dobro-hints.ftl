### Dobro's Hint button: the move the normal computer would make, and why, in one sentence
### (dobro_rules/hints.py). $rule is the id of the rule the reason rests on; $cards the cards
### of the move in words (each one through dobro-hint-card); $value the value in play.

## A card in words.

dobro-hint-card =
    { $card ->
        [J] joker
        [S] skip card
        [R] reverse card
       *[other] { $card }
    }

## Chores.

dobro-hint-draw = Draw now: your hand is short, and until you refill it another player may call oubli on you (rule { $rule }).
dobro-hint-oubli = Call oubli on { $target }: they ended their turn without refilling their hand, and the oubli card will cost them 1 point (rule { $rule }).

## Opening a bid.

dobro-hint-open_low = Open with your { $cards }, your lowest card: the bid starts low and your high cards stay for later (rule { $rule }).
dobro-hint-open_pair = Open with your pair of { $pair }s ({ $total }): the draw pile is empty, so getting rid of two cards at once brings the end of the round closer (rule { $rule }).
dobro-hint-open_joker = Open with your joker as { $declared }: you hold no other numbered card, and the lowest value starts the bid low (rule { $rule }).
dobro-hint-open_special = Play your { $cards }: you hold no numbered card, so you open with a special card and the opening passes to the next player (rule { $rule }).

## Answering a bid.

dobro-hint-finish =
    Play your last { $n ->
        [one] card
       *[other] { $n } cards
    } ({ $cards }): the draw pile is empty, so emptying your hand ends the round and nobody collects this bid (rule { $rule }).
dobro-hint-cheapest = Play your { $cards }: it is the lowest card that reaches the value { $value }, so your high cards stay for later (rule { $rule }).
dobro-hint-cheapest_pair = Play your pair of { $pair }s ({ $total }): it is the cheapest way to reach the value { $value }, and it gets rid of two cards (rule { $rule }).
dobro-hint-take_small =
    Take the bid: it holds only { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }, while beating the value { $value } would cost your { $cards }, and you then open the next bid low (rule { $rule }).
dobro-hint-take_save =
    Take the bid ({ $n ->
        [one] { $n } card
       *[other] { $n } cards
    }): no card from 2 to 12 in your hand reaches the value { $value }, and so small a bid costs less than a joker or a special card (rule { $rule }).
dobro-hint-special = Play your { $cards }: no card from 2 to 12 in your hand reaches the value { $value }, and it passes the bid on without raising the value (rule { $rule }).
dobro-hint-joker = Play your joker as { $declared }: without a joker none of your cards reaches the value { $value }, and the lowest value allowed doubles it to { $result } (rule { $rule }).
dobro-hint-joker_pair = Play { $cards } as a pair of { $pair }s ({ $total }): without a joker none of your cards reaches the value { $value }, and this is the cheapest pair a joker can make (rule { $rule }).
dobro-hint-take_forced =
    Take the bid ({ $n ->
        [one] { $n } card
       *[other] { $n } cards
    }): none of your cards can be played on the value { $value } (rule { $rule }).
