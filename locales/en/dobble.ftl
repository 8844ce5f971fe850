### Dobble's rules engine: why a claim or a pick is refused, the rule a refusal cites, the
### mini-games' names, and one sentence per event of a match (the table's log, the terminal).

## Refusals: $rule is the rule in words (dobble-rule-*).

dobble-error-unknown_player = { $player } is not seated at this table ({ $rule }).
dobble-error-not_started = No mini-game has started yet ({ $rule }).
dobble-error-unknown_symbol = There is no symbol { $symbol } ({ $rule }).
dobble-error-unknown_mode = There is no mini-game called { $mode } ({ $rule }).
dobble-error-no_duel = There is no duel now: nobody is tied ({ $rule }).
dobble-error-out_of_order = { $player }'s claim at { $t } ms comes before the last claim taken, at { $last } ms: claims are taken in order of time, then seat ({ $rule }).
dobble-error-v_above = This claim saw { $v } accepted claims, but only { $count } have been accepted ({ $rule }).
dobble-error-match_over = The match is over ({ $rule }).
dobble-error-awaiting_pick = The next mini-game has not started: { $player } picks it first ({ $rule }).
dobble-error-stage_ended = This mini-game (or its duel) is already over ({ $rule }).
dobble-error-not_duellist = { $player } is not in the duel: only the tied players play it ({ $rule }).
dobble-error-no_target_here = A { $mode } claim names no target ({ $rule }).
dobble-error-target_kind = This target does not fit a { $mode } claim: name a player (potato, poison, a duel) or a slot (catch) ({ $rule }).
dobble-error-target_range = There is no target { $target } ({ $rule }).
dobble-error-unfinished = Mini-game { $number } is not over yet (its duel included): the next one cannot start ({ $rule }).
dobble-error-beyond_length = The match has { $length ->
        [one] { $length } mini-game
       *[other] { $length } mini-games
    }: no more can start ({ $rule }).
dobble-error-tournament_tower = A tournament opens with the infernal tower, not { $mode } ({ $rule }).
dobble-error-no_pick = Nobody picks a mini-game now ({ $rule }).
dobble-error-not_picker = { $player } lost the last mini-game and picks the next one ({ $rule }).
dobble-error-duel_without_tie = This mini-game did not end in a tie for the win: there is no duel to play ({ $rule }).

## The rules a refusal cites.

dobble-rule-R2 = rule R2, the mini-games
dobble-rule-R3 = rule R3, claims
dobble-rule-R4 = rule R4, the go
dobble-rule-R5 = rule R5, ties
dobble-rule-R6 = rule R6, the match
dobble-rule-R7 = rule R7, tournament scoring
dobble-rule-H2 = rule H2, the players
dobble-rule-H3 = rule H3, the match's length
dobble-rule-H5 = rule H5, claims at the same time
dobble-rule-H6 = rule H6, duels
dobble-rule-H12 = rule H12, the count
dobble-rule-H14 = rule H14, targets
dobble-rule_unknown = rule { $rule }

## The mini-games.

dobble-mode-tower = the infernal tower
dobble-mode-well = the well
dobble-mode-potato = hot potato
dobble-mode-catch = catch them all
dobble-mode-poison = the poisoned gift

## The symbols by name (the log: "ana names 🔥 fire").

dobble-symbol-anchor = anchor
dobble-symbol-apple = apple
dobble-symbol-balloon = balloon
dobble-symbol-banana = banana
dobble-symbol-bell = bell
dobble-symbol-bird = bird
dobble-symbol-bomb = bomb
dobble-symbol-book = book
dobble-symbol-bottle = bottle
dobble-symbol-bulb = bulb
dobble-symbol-cactus = cactus
dobble-symbol-car = car
dobble-symbol-carrot = carrot
dobble-symbol-cat = cat
dobble-symbol-cheese = cheese
dobble-symbol-cherry = cherry
dobble-symbol-clock = clock
dobble-symbol-clover = clover
dobble-symbol-clown = clown
dobble-symbol-crown = crown
dobble-symbol-daisy = daisy
dobble-symbol-diamond = diamond
dobble-symbol-dinosaur = dinosaur
dobble-symbol-dog = dog
dobble-symbol-dolphin = dolphin
dobble-symbol-dragon = dragon
dobble-symbol-drop = drop
dobble-symbol-exclamation = exclamation
dobble-symbol-fire = fire
dobble-symbol-frog = frog
dobble-symbol-ghost = ghost
dobble-symbol-gift = gift
dobble-symbol-guitar = guitar
dobble-symbol-hammer = hammer
dobble-symbol-horse = horse
dobble-symbol-ice = ice
dobble-symbol-key = key
dobble-symbol-ladybug = ladybug
dobble-symbol-leaf = leaf
dobble-symbol-lightning = lightning
dobble-symbol-lips = lips
dobble-symbol-lock = lock
dobble-symbol-moon = moon
dobble-symbol-octopus = octopus
dobble-symbol-penguin = penguin
dobble-symbol-pizza = pizza
dobble-symbol-question = question
dobble-symbol-rainbow = rainbow
dobble-symbol-rocket = rocket
dobble-symbol-skull = skull
dobble-symbol-snail = snail
dobble-symbol-snowman = snowman
dobble-symbol-sun = sun
dobble-symbol-target = target
dobble-symbol-tree = tree
dobble-symbol-turtle = turtle
dobble-symbol-zebra = zebra

## Events. $self is "yes" when the reader is the player named (the terminal game says "you").

dobble-event-ok_tower = { $self ->
        [yes] you name
       *[no] { $who } names
    } { $symbol } and { $self ->
        [yes] take
       *[no] takes
    } the pile's card ({ $count } taken)
dobble-event-ok_well = { $self ->
        [yes] you name
       *[no] { $who } names
    } { $symbol } and { $self ->
        [yes] drop
       *[no] drops
    } a card on the centre ({ $left } left)
dobble-event-ok_potato = { $self ->
        [yes] you name
       *[no] { $who } names
    } { $symbol } and { $self ->
        [yes] pass
       *[no] passes
    } { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } to { $target }
dobble-event-ok_catch = { $self ->
        [yes] you name
       *[no] { $who } names
    } { $symbol } and { $self ->
        [yes] catch
       *[no] catches
    } the card of slot { $slot }
dobble-event-ok_poison = { $self ->
        [yes] you name
       *[no] { $who } names
    } { $symbol }: { $target } { $target_self ->
        [yes] receive
       *[no] receives
    } the pile's card
dobble-event-ok_duel = { $self ->
        [yes] you name
       *[no] { $who } names
    } { $symbol } first
dobble-event-wrong = { $self ->
        [yes] you name
       *[no] { $who } names
    } { $symbol }: wrong! Locked out until { $until } s
dobble-event-stale = { $self ->
        [yes] you name
       *[no] { $who } names
    } { $symbol } too late: someone was faster
dobble-event-locked = { $self ->
        [yes] you are
       *[no] { $who } is
    } still locked out (until { $until } s)
dobble-event-out = { $self ->
        [yes] you have
       *[no] { $who } has
    } no card left (out { $place ->
        [one] first
       *[other] in place { $place }
    })
dobble-event-potato_round_end = { $self ->
        [yes] you are
       *[no] { $loser } is
    } left holding the potato: round { $round } lost, { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } kept
dobble-event-potato_deal = Hot potato, round { $round }: a new card each
dobble-event-catch_round = Catch them all, round { $round }: { $slots ->
        [one] { $slots } card
       *[other] { $slots } cards
    } around the centre
dobble-event-minigame_start = Mini-game { $number } of { $length }: { $mode }. Go!
dobble-event-minigame_end = End of { $mode }: { $winner } { $winner_self ->
        [yes] win
       *[no] wins
    }, { $loser } { $loser_self ->
        [yes] lose
       *[no] loses
    }
dobble-event-duel_start = Tie for the win between { $names }: duel! Go!
dobble-event-duel_end = { $self ->
        [yes] you win
       *[no] { $winner } wins
    } the duel
dobble-event-pick_wait = { $self ->
        [yes] you lost: pick
       *[no] { $player } lost and picks
    } the next mini-game
dobble-event-pick = { $self ->
        [yes] you pick
       *[no] { $player } picks
    } { $mode }
dobble-event-match_over = { $self ->
        [yes] you win
       *[no] { $names } wins
    } the match!
dobble-event-match_shared = The match is shared: { $names }!

## On Discord: /dobro new's options, the board, the panel, the results, the rules pages.

cmd-new-scoring = scoring
cmd-new-scoring-description = Dobble: most mini-games won, or tournament points (the loser picks the next)
cmd-new-minigames = minigames
cmd-new-minigames-description = Dobble: how many mini-games the match has
cmd-new-modes = modes
cmd-new-modes-description = Dobble: which mini-games (in wins scoring): drawn, each in turn, or one for all
dobble-choice-wins = most wins
dobble-choice-tournament = tournament points
dobble-choice-length-1 = 1 mini-game
dobble-choice-length-2 = 2 mini-games
dobble-choice-length-3 = 3 mini-games
dobble-choice-length-5 = 5 mini-games
dobble-choice-length-7 = 7 mini-games
dobble-choice-length-10 = 10 mini-games
dobble-choice-random = drawn at random
dobble-choice-each = each mini-game in turn
dobble-options-length = { $n ->
        [one] { $n } mini-game
       *[other] { $n } mini-games
    }

dobble-table-starting = the match starts
dobble-table-minigame = Mini-game { $number } of { $length }: { $mode }
dobble-table-duel = Duel to break the tie of mini-game { $number }: { $mode }
dobble-table-countdown = ⏳ Get ready: **Go!** { $when }
dobble-table-go = Go!
dobble-table-pile = ⬆ Pile
dobble-table-centre = Centre
dobble-table-board_alt = The cards in play, face up
dobble-table-board_card = { $label }: { $symbols }.
dobble-table-picking = 🎯 { $player } lost and picks the next mini-game.
dobble-table-seat = { $marker } { $name } · { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } · { $scoring ->
        [tournament] { $score } pts
       *[wins] { $score ->
            [one] { $score } win
           *[other] { $score } wins
        }
    }{ $extra }
dobble-table-locked = {" "}· 🔒 locked out
dobble-credit = Card art: OpenMoji (openmoji.org), CC BY-SA 4.0, resized and rotated.
dobble-howto-tower = Find the symbol your card (under your name) shares with the pile's top (first card), with the buttons: you take the pile's top. Most cards wins.
dobble-howto-well = Find the symbol your card shares with the centre (first card), with the buttons: your card goes onto the centre. The first with no cards left wins.
dobble-howto-potato = Find the symbol your card shares with another player's, with your own buttons (**My hand**): your whole stack goes onto theirs. The last one holding cards loses the round.
dobble-howto-catch = Find a symbol the centre (first card) shares with a numbered card, with the buttons: you catch that card. Most cards caught wins.
dobble-howto-poison = Find the symbol the pile's top (first card) shares with another player's card, with the buttons: the pile's top goes onto their card. Fewest cards received wins.
dobble-howto-duel = A tie for the win: find the symbol your duel card shares with another duellist's, with your own buttons (**My hand**). First right claim wins.

dobble-panel-title = Your cards
dobble-panel-pick = You lost this mini-game: pick the next one.
dobble-panel-card = Your card: { $symbols }
dobble-panel-locked = 🔒 Locked out until { $until } s after the Go.
dobble-panel-own = Claim with your own card's symbols below.
dobble-panel-board = Claim with the buttons on the table message.
dobble-panel-wait = Nothing to claim right now.
dobble-timeout = picked the next mini-game
dobble-results-minigame = { $number }. { $mode }: 🏆 { $winner }
dobble-results-line = { $pos }. { $name } — { $scoring ->
        [tournament] **{ $total }** pts
       *[wins] **{ $total }** { $total ->
            [one] win
           *[other] wins
        }
    }

dobble-rules-aim =
    ## Dobble · the aim
    55 cards of 8 symbols; **any two cards share exactly one symbol**. Everybody plays at once: be the first to spot the symbol two given cards share, and click it.
    A match is several short mini-games. Most mini-games won wins the match (or, in tournament scoring, most points).
dobble-rules-claims =
    ## Claims
    Each mini-game starts with **Go!**. Your claim counts from the moment Discord receives your click, in milliseconds from the Go, so the fastest eye wins, not the fastest connection.
    {"*"}*Too late**: someone was faster on the same cards. **Wrong**: that symbol is not on both cards: you are locked out for 3 seconds. A tie for the win ends with a duel.
dobble-rules-tower_well =
    ## The tower and the well
    {"*"}*The infernal tower**: your card against the pile's top; name their symbol and you take that card (it becomes your card). Most cards wins.
    {"*"}*The well**: all cards dealt; your top card against the centre; name their symbol and your card goes onto the centre. First out wins.
dobble-rules-potato_catch_poison =
    ## Hot potato, catch them all, the poisoned gift
    {"*"}*Hot potato**: your card against another player's: your stack goes onto theirs. The last holder loses the round. Fewest cards kept wins.
    {"*"}*Catch them all**: the centre against a slot card: catch it. Most cards caught wins.
    {"*"}*The poisoned gift**: the pile's top against another player's card: it goes onto their card. Fewest cards received wins.
dobble-rules-match =
    ## The match
    The host chooses the scoring, how many mini-games and which (or drawn at random). In tournament scoring the loser of each mini-game picks the next one.
    Computers have a reaction time: relaxed (about 4 s), normal (about 2.6 s), quick (about 1.6 s); none is faster than 0.9 s.
    Card art: OpenMoji (openmoji.org), CC BY-SA 4.0, resized and rotated.
