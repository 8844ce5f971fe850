### Sticks (Bâtonnets): why a play is refused, the rule it cites, the label of a play, and one
### sentence per event of a game (the table's log, the terminal game). $self is "yes" when the
### player named is the reader (the terminal game says "you play", not "you plays").

## Refusals: $rule is the rule in words (sticks-rule-*).

sticks-error-game_over = The game is over: its last round has been played ({ $rule }).
sticks-error-unknown_player = { $player } is not seated at this table ({ $rule }).
sticks-error-not_your_turn = It is { $turn }'s turn, not yours ({ $rule }).
sticks-error-already_picked = You have already picked your card for this trick, and a pick is final ({ $rule }).
sticks-error-not_in_hand = You do not hold the card { $card } ({ $rule }).

## The rules a refusal cites.

sticks-rule-H1 = rule H1, 2 to 5 players
sticks-rule-H6 = rule H6, simultaneous picks
sticks-rule-R13 = rule R13, playing a card
sticks-rule-R18 = rule R18, the simultaneous variant
sticks-rule-R22 = rule R22, the end of the game
sticks-rule_unknown = rule { $rule }

## The label of a legal play (one button per card).

sticks-move-play = Play { $card }

## The log of a game.

sticks-event-round_start =
    Round { $round } of { $rounds }: { $dealer } deals, { $self ->
        [yes] you lead
       *[no] { $leader } leads
    }
sticks-event-stakes =
    { $removed ->
        [blue] { $value } red { $value ->
            [one] stick
           *[other] sticks
        } to the lowest card (blue removed)
        [red] { $value } blue { $value ->
            [one] stick
           *[other] sticks
        } to the highest card (red removed)
       *[none] { $value } blue to the highest card, { $value } red to the lowest
    }
sticks-event-reveal = Trick { $trick }: score { $cards } → { $stakes }
sticks-event-reveal_voided = Trick { $trick }: score { $cards }, the two zeros cancel out → { $stakes }
sticks-event-play =
    { $self ->
        [yes] you play
       *[no] { $who } plays
    } { $card }
sticks-event-picked =
    { $self ->
        [yes] you have picked your card
       *[no] { $who } has picked a card
    } ({ $n ->
        [0] all cards are in
        [one] { $n } player still to pick
       *[other] { $n } players still to pick
    })
sticks-event-trick = Trick { $trick }: { $cards }
sticks-event-takes =
    { $self ->
        [yes] you take
       *[no] { $who } takes
    } { $n } { $colour ->
        [blue] blue
       *[red] red
    } { $n ->
        [one] stick
       *[other] sticks
    }
sticks-event-takes_nothing =
    { $self ->
        [yes] you take
       *[no] { $who } takes
    } no { $colour ->
        [blue] blue
       *[red] red
    } (removed)
sticks-event-returns =
    { $self ->
        [yes] you return
       *[no] { $who } returns
    } { $n ->
        [one] { $n } pair
       *[other] { $n } pairs
    } to the reserve
sticks-event-leads =
    { $self ->
        [yes] You lead
       *[no] { $who } leads
    } the next trick
sticks-event-round_end = Round { $round } over. Scores (sticks held): { $scores }.
sticks-event-cancel =
    { $self ->
        [yes] You end
       *[no] { $who } ends
    } with no sticks: round { $round }'s { $score } { $score ->
        [one] point is
       *[other] points are
    } cancelled.
sticks-event-totals = Totals: { $totals }.
sticks-event-game_over =
    { $self ->
        [yes] you win
       *[no] { $names } wins
    } the game with { $total } { $total ->
        [one] point
       *[other] points
    }!
sticks-event-shared_victory = Shared victory: { $names }, { $total } { $total ->
        [one] point
       *[other] points
    } each!

## On Discord: /dobro new's options, the table message, the hand, the results, the rules pages.

cmd-new-deck = deck
cmd-new-deck-description = Sticks: the full deck (1 to 50) or trimmed (1 to 9 × players, every card dealt)
cmd-new-reveal = reveal
cmd-new-reveal-description = Sticks: cards played in turn, or picked by everyone at once
sticks-choice-full = full (1 to 50)
sticks-choice-trimmed = trimmed (every card dealt)
sticks-choice-turns = in turn
sticks-choice-simultaneous = simultaneous
sticks-options-full = full deck
sticks-options-trimmed = trimmed deck
sticks-options-turns = cards played in turn
sticks-options-simultaneous = simultaneous picks

sticks-table-round = Round { $round } of { $rounds } · trick { $trick } of { $tricks }
sticks-table-stakes =
    { $blue ->
        [0] { $red_stick } **{ $red }** red to the lowest card · no blue
       *[other] { $red ->
            [0] { $blue_stick } **{ $blue }** blue to the highest card · no red
           *[other] { $blue_stick } **{ $blue }** blue to the highest card · { $red_stick } **{ $red }** red to the lowest
        }
    }
sticks-table-score_cards = Score cards this round: { $shown } · still to come (in some order): { $left }
sticks-table-trick = On the table: { $cards }
sticks-table-picked = Picked (face down): { $picked } · still to pick: { $waiting }
sticks-table-last_trick = Last trick: { $words }
sticks-table-seat = { $marker } { $name } · { $hand ->
        [one] { $hand } card
       *[other] { $hand } cards
    } · { $sticks } · rounds { $rounds } · **{ $total }** { $total ->
        [one] pt
       *[other] pts
    }{ $extra }
sticks-table-no_sticks = no sticks
sticks-table-blue_sticks = { $stick } { $n ->
        [one] 1 blue stick
       *[other] { $n } blue sticks
    }
sticks-table-red_sticks = { $stick } { $n ->
        [one] 1 red stick
       *[other] { $n } red sticks
    }
sticks-card-B0 = blue 0
sticks-card-R0 = red 0
sticks-table-dealer = {" "}· deals
sticks-hand-turn = Your turn: play a card.
sticks-hand-pick = Pick your card: it stays face down until everyone has picked.
sticks-hand-picked = You picked **{ $card }**, face down. Still to pick: { $waiting }.
sticks-hand-preview = Greyed out: your cards, to play on your turn.
sticks-timeout-play = played { $card }
sticks-timeout-picked = picked a card (face down)
sticks-results-line = { $pos }. { $name } — **{ $total }** { $total ->
        [one] pt
       *[other] pts
    } (rounds { $rounds })
sticks-results-why = The lowest total wins (R22); equal totals share the victory (H5). A struck-out score was cancelled by a round ended with no sticks (R20).

sticks-rules-aim =
    ## Sticks (Bâtonnets) · the aim
    Collect as **few sticks** as you can. Each trick, the **highest** card takes blue sticks and the **lowest** card takes red ones; a blue and a red stick cancel out, so you only ever hold one colour. The sticks you hold at the end of a round are your score; after one round per player, the **lowest total wins**.
    Cards are numbered 1 to 50, all different; everyone gets nine.
sticks-rules-trick =
    ## A trick
    1. The leader turns up a **score card** (1 to 9): it is what the trick is worth.
    2. A **blue zero** or **red zero** turns up the next card at once: its value is the stake, and the zero's colour is not handed out this trick. Both zeros together cancel out.
    3. From the leader, everyone plays one card face up (**reveal: in turn**), or everyone picks one face down and all are shown together (**reveal: simultaneous**; a pick is final).
    4. Highest card: that many **blue** sticks. Lowest card: that many **red** sticks. The others: nothing.
    5. Blue and red go back to the reserve in pairs. The highest card leads the next trick.
sticks-rules-scoring =
    ## Scoring
    After nine tricks the round ends: your score is the number of sticks you hold.
    Ending a round with **no sticks** cancels your highest earlier score (the bot picks it for you, the earliest on equal scores); a cancelled score stays cancelled.
    After the last round, your total is your scores that were not cancelled. The lowest total wins; equal totals share the victory.
sticks-rules-variants =
    ## Options
    {"*"}*deck: full** (1 to 50): nine cards each, the rest set aside unseen.
    {"*"}*deck: trimmed**: only 1 to 9 × players, so every card is dealt and you can count what the others hold.
    {"*"}*reveal: in turn**: play one after the other, from the leader.
    {"*"}*reveal: simultaneous**: everyone picks at once; until the last pick, the table shows only who has picked.
sticks-rules-table =
    ## At the table
    {"*"}*My hand** shows your nine cards, one button each; they come alive when you must play.
    The table shows the stakes, the score cards turned up this round and the set still to come, the trick so far, everyone's sticks and scores. A finished trick is shown once, until the next trick's first card.
    With a turn timer, a player who runs out of time has a computer play for them; **Leave** hands your seat to a computer (a forfeit: ranked last).
