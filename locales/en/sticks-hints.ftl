### Sticks (Bâtonnets): the Hint button. One sentence per reason the normal computer has for its
### card (sticks_rules/ai.py, normal_with_reason), naming the card and the rule behind it.
### $card is the card to play; $sure is "yes" when the card's fate in this trick is certain
### (no card still unseen can change it); $colour is the colour of the sticks the card takes;
### $count how many; $held how many of the other colour the player holds.

sticks-hint-last_card = Play your { $card }: it is the only card left in your hand (R13).
sticks-hint-zero_bonus = Play your { $card } rather than your { $instead }: it gives you a better chance to end the round with no sticks, which would cancel your score of { $score } { $score ->
        [one] point
       *[other] points
    } from round { $round } (R20).
sticks-hint-open = Play your { $card }: this trick could go either way for it, but none of your other cards would likely leave you with fewer sticks at the end of the round (R14, R19).
sticks-hint-safe = Play your { $card }: it { $sure ->
        [yes] can be neither the highest nor the lowest card, so it takes
       *[no] should be neither the highest nor the lowest card, so it should take
    } no sticks (R14).
sticks-hint-removed = { $colour ->
        [blue] Play your { $card }: the blue zero removed this trick's blue sticks (R10), so your { $card } can be the highest card at no cost.
       *[red] Play your { $card }: the red zero removed this trick's red sticks (R10), so your { $card } can be the lowest card at no cost.
    }
sticks-hint-cancel = Play your { $card }: it { $sure ->
        [yes] will
       *[no] should
    } be the { $colour ->
        [blue] highest
       *[red] lowest
    } card and take { $count } { $colour ->
        [blue] blue
       *[red] red
    } { $count ->
        [one] stick
       *[other] sticks
    }, to pair off against { $colour ->
        [blue] { $held ->
            [one] the red stick
           *[other] the { $held } red sticks
        }
       *[red] { $held ->
            [one] the blue stick
           *[other] the { $held } blue sticks
        }
    } you hold (R14, R15).
sticks-hint-balance = Play your { $card }: it { $sure ->
        [yes] will
       *[no] should
    } be the { $colour ->
        [blue] highest
       *[red] lowest
    } card and take { $count } { $colour ->
        [blue] blue
       *[red] red
    } { $count ->
        [one] stick
       *[other] sticks
    }, which should balance the { $colour ->
        [blue] red sticks your low cards
       *[red] blue sticks your high cards
    } are likely to take later (R14, R15).
sticks-hint-cheap = Play your { $card }: it { $sure ->
        [yes] will
       *[no] should
    } be the { $colour ->
        [blue] highest
       *[red] lowest
    } card and take { $count } { $colour ->
        [blue] blue
       *[red] red
    } { $count ->
        [one] stick
       *[other] sticks
    }, but this trick is cheaper than the average trick still to come, so better now than later (R14).
sticks-hint-least_bad = Play your { $card }: it { $sure ->
        [yes] will
       *[no] should
    } be the { $colour ->
        [blue] highest
       *[red] lowest
    } card and take { $count } { $colour ->
        [blue] blue
       *[red] red
    } { $count ->
        [one] stick
       *[other] sticks
    }, but none of your other cards would likely leave you with fewer sticks at the end of the round (R14, R19).
