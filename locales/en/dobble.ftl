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
