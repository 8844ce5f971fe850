### The rules engine: why an action is refused, the label of each legal move, the rule
### a refusal cites, and one sentence per event of a game (the table's log, the terminal game).

## Refusals: $rule is the rule in words (engine-rule-*).

engine-error-game_over = Die Partie ist vorbei: ihre letzte Runde wurde gespielt ({ $rule }).
engine-error-not_your_turn = { $turn } ist am Zug, nicht du ({ $rule }).
engine-error-must_draw_first = Dir fehlen Karten: zieh zuerst nach ({ $rule }).
engine-error-manual_only = Von Hand nachziehen und Oubli rufen gibt es nur an Tischen mit Nachziehen von Hand ({ $rule }).
engine-error-not_short = { $player } muss nichts nachziehen: die Hand ist voll oder der Nachziehstapel leer ({ $rule }).
engine-error-oubli_self = Du kannst kein Oubli gegen dich selbst rufen: zieh einfach nach ({ $rule }).
engine-error-oubli_not_callable = Gegen { $target } kann kein Oubli gerufen werden: nur gegen jemanden, dessen Zug vorbei ist, ohne dass die Hand aufgefüllt wurde ({ $rule }).
engine-error-open_no_take = Du eröffnest diesen Stich: spiel eine Karte oder ein Paar, statt ihn zu nehmen ({ $rule }).
engine-error-open_no_special = Eröffnet wird mit einer Zahlenkarte oder einem Paar, nicht mit einer Sonderkarte ({ $rule }).
engine-error-open_special_only = Du hast keine Zahlenkarte: eröffne mit einer Sonderkarte ({ $rule }).
engine-error-card_count = Spiel eine Karte oder ein Paar aus zwei Karten ({ $rule }).
engine-error-not_in_hand = Du hast { $cards } nicht auf der Hand ({ $rule }).
engine-error-too_low = { $played } liegt unter dem Wert im Spiel, { $value }: spiel mindestens { $value } oder nimm den Stich ({ $rule }).
engine-error-not_pair = { $cards } ist kein Paar: ein Paar sind zwei Karten mit demselben Wert ({ $rule }).
engine-error-special_pair = Sonderkarten werden einzeln gespielt ({ $rule }).
engine-error-joker_value_missing = Sag, für welchen Wert der Joker steht ({ $rule }).
engine-error-joker_value_range = Ein Joker steht für einen Wert von 2 bis 12, nicht { $declared } ({ $rule }).
engine-error-joker_pair_value = Ein Joker mit einer { $card } bildet ein { $card }er-Paar, also ist er { $card } wert ({ $rule }).
engine-error-declared_without_joker = Nur ein Joker bekommt einen angesagten Wert ({ $rule }).
engine-error-unknown_player = { $player } sitzt nicht an diesem Tisch ({ $rule }).
engine-error-bad_action = Das ist keine Aktion: { $detail }.

## The label of each legal move.

engine-move-play = { $cards } spielen
engine-move-play_doubles = { $cards } spielen — verdoppelt auf { $value }
engine-move-pair = { $a } + { $b } = { $total }
engine-move-pair_doubles = { $a } + { $b } = { $total } — verdoppelt auf { $value }
engine-move-joker_range = Joker als { $low }–{ $high }
engine-move-jokers_range = Zwei Joker als Paar von { $low }–{ $high }
engine-move-skip = Aussetzen
engine-move-reverse = Richtungswechsel
engine-move-take = Stich nehmen ({ $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    })
engine-move-draw = Nachziehen
engine-move-oubli = Oubli! { $target } hat das Nachziehen vergessen

## The rules an error cites.

engine-rule-R2 = Regel R2, die Spieler
engine-rule-R5 = Regel R5, einen Stich eröffnen
engine-rule-R6 = Regel R6, ein Zug
engine-rule-R6a = Regel R6a, eine Karte
engine-rule-R6b = Regel R6b, ein Paar
engine-rule-R6c = Regel R6c, Sonderkarten
engine-rule-R6d = Regel R6d, den Stich nehmen
engine-rule-R7 = Regel R7, Joker
engine-rule-R8 = Regel R8, Nachziehen
engine-rule-R9 = Regel R9, Oubli
engine-rule-R13 = Regel R13, die Zahl der Runden
engine-rule-H1 = Regel H1, eröffnen ohne Zahlenkarte
engine-rule-H2 = Regel H2, Nachziehen von Hand
engine-rule_unknown = Regel { $rule }

## The log of a game: one sentence per event. $who is the player who acts; $self is "yes"
## when that player is the reader (the terminal game says "you play", not "you plays"),
## and $target_self the same for the player an oubli is called on.

engine-narrate-play_opening =
    { $self ->
        [yes] du eröffnest
       *[no] { $who } eröffnet
    } mit { $cards } → { $value }
engine-narrate-play_doubles =
    { $self ->
        [yes] du verdoppelst
       *[no] { $who } verdoppelt
    } { $previous } → { $value } mit { $cards }
engine-narrate-play =
    { $self ->
        [yes] du spielst
       *[no] { $who } spielt
    } { $cards } → { $value }
engine-narrate-skip_opening =
    { $self ->
        [yes] du hast keine Zahlenkarte und gibst
       *[no] { $who } hat keine Zahlenkarte und gibt
    } die Eröffnung weiter
engine-narrate-skip =
    { $self ->
        [yes] du setzt aus
       *[no] { $who } setzt aus
    }
engine-narrate-reverse =
    { $self ->
        [yes] du wechselst
       *[no] { $who } wechselt
    } die Richtung { $arrow }
engine-narrate-take =
    { $self ->
        [yes] du nimmst
       *[no] { $who } nimmt
    } { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } und { $self ->
        [yes] eröffnest
       *[no] eröffnet
    } den nächsten Stich
engine-narrate-oubli =
    { $self ->
        [yes] du rufst
       *[no] { $who } ruft
    } Oubli! { $target_self ->
        [yes] du nimmst die Oubli-Karte und ziehst
       *[no] { $target } nimmt die Oubli-Karte und zieht
    } { $count } nach
engine-narrate-pile_empty = Der Nachziehstapel ist leer
engine-narrate-draw =
    { $self ->
        [yes] du ziehst
       *[no] { $who } zieht
    } { $count ->
        [one] 1 Karte
       *[other] { $count } Karten
    } nach ({ $pile ->
        [0] der Nachziehstapel ist leer
        [one] noch 1 Karte im Nachziehstapel
       *[other] noch { $pile } Karten im Nachziehstapel
    })
engine-narrate-round_end =
    Runde { $round } vorbei ({ $self ->
        [yes] du hast deine
       *[no] { $ender } hat die
    } letzte Karte gespielt): { $points }
engine-narrate-round_start =
    Runde { $round }: { $self ->
        [yes] du fängst an
       *[no] { $starter } fängt an
    }
engine-narrate-game_end =
    { $self ->
        [yes] du gewinnst
       *[no] { $names } gewinnt
    } die Partie!
engine-narrate-shared_victory = Geteilter Sieg: { $names }
