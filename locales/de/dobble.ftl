### Dobble's rules engine: why a claim or a pick is refused, the rule a refusal cites, the
### mini-games' names, and one sentence per event of a match (the table's log, the terminal).

## Refusals: $rule is the rule in words (dobble-rule-*).

dobble-error-unknown_player = { $player } sitzt nicht an diesem Tisch ({ $rule }).
dobble-error-not_started = Noch hat kein Minispiel begonnen ({ $rule }).
dobble-error-unknown_symbol = Es gibt kein Symbol { $symbol } ({ $rule }).
dobble-error-unknown_mode = Es gibt kein Minispiel namens { $mode } ({ $rule }).
dobble-error-no_duel = Gerade gibt es kein Duell: niemand ist gleichauf ({ $rule }).
dobble-error-out_of_order = Die Ansage von { $player } bei { $t } ms liegt vor der letzten angenommenen Ansage bei { $last } ms: Ansagen zählen nach Zeit, dann nach Platz ({ $rule }).
dobble-error-v_above = Diese Ansage hat { $v } angenommene Ansagen gesehen, angenommen wurden aber erst { $count } ({ $rule }).
dobble-error-match_over = Die Partie ist vorbei ({ $rule }).
dobble-error-awaiting_pick = Das nächste Minispiel hat noch nicht begonnen: zuerst wählt es { $player } ({ $rule }).
dobble-error-stage_ended = Dieses Minispiel (oder sein Duell) ist schon vorbei ({ $rule }).
dobble-error-not_duellist = { $player } ist nicht im Duell: nur die Gleichauf-Liegenden spielen es ({ $rule }).
dobble-error-no_target_here = Eine Ansage bei { $mode } nennt kein Ziel ({ $rule }).
dobble-error-target_kind = Dieses Ziel passt nicht zu einer Ansage bei { $mode }: nenne einen Spieler (Kartoffel, Geschenk, Duell) oder einen Platz (schnapp sie dir alle) ({ $rule }).
dobble-error-target_range = Es gibt kein Ziel { $target } ({ $rule }).
dobble-error-unfinished = Minispiel { $number } ist noch nicht vorbei (samt Duell): das nächste kann nicht beginnen ({ $rule }).
dobble-error-beyond_length = Die Partie hat { $length ->
        [one] { $length } Minispiel
       *[other] { $length } Minispiele
    }: es kann keines mehr beginnen ({ $rule }).
dobble-error-tournament_tower = Ein Turnier beginnt mit dem Höllenturm, nicht mit { $mode } ({ $rule }).
dobble-error-no_pick = Gerade wählt niemand ein Minispiel ({ $rule }).
dobble-error-not_picker = { $player } hat das letzte Minispiel verloren und wählt das nächste ({ $rule }).
dobble-error-duel_without_tie = Dieses Minispiel endete nicht mit einem Gleichstand um den Sieg: es gibt kein Duell ({ $rule }).

## The rules a refusal cites.

dobble-rule-R2 = Regel R2, die Minispiele
dobble-rule-R3 = Regel R3, Ansagen
dobble-rule-R4 = Regel R4, der Start
dobble-rule-R5 = Regel R5, Gleichstände
dobble-rule-R6 = Regel R6, die Partie
dobble-rule-R7 = Regel R7, Turnierpunkte
dobble-rule-H2 = Regel H2, die Spieler
dobble-rule-H3 = Regel H3, die Länge der Partie
dobble-rule-H5 = Regel H5, gleichzeitige Ansagen
dobble-rule-H6 = Regel H6, Duelle
dobble-rule-H12 = Regel H12, die Zählung
dobble-rule-H14 = Regel H14, Ziele
dobble-rule_unknown = Regel { $rule }

## The mini-games.

dobble-mode-tower = der Höllenturm
dobble-mode-well = der Brunnen
dobble-mode-potato = die heiße Kartoffel
dobble-mode-catch = schnapp sie dir alle
dobble-mode-poison = das vergiftete Geschenk

## Die Symbole mit Namen (das Protokoll: „ana nennt 🔥 Feuer“).

dobble-symbol-anchor = Anker
dobble-symbol-apple = Apfel
dobble-symbol-balloon = Luftballon
dobble-symbol-banana = Banane
dobble-symbol-bell = Glocke
dobble-symbol-bird = Vogel
dobble-symbol-bomb = Bombe
dobble-symbol-book = Buch
dobble-symbol-bottle = Babyflasche
dobble-symbol-bulb = Glühbirne
dobble-symbol-cactus = Kaktus
dobble-symbol-car = Auto
dobble-symbol-carrot = Karotte
dobble-symbol-cat = Katze
dobble-symbol-cheese = Käse
dobble-symbol-cherry = Kirsche
dobble-symbol-clock = Wecker
dobble-symbol-clover = Kleeblatt
dobble-symbol-clown = Clown
dobble-symbol-crown = Krone
dobble-symbol-daisy = Gänseblümchen
dobble-symbol-diamond = Diamant
dobble-symbol-dinosaur = Dinosaurier
dobble-symbol-dog = Hund
dobble-symbol-dolphin = Delfin
dobble-symbol-dragon = Drache
dobble-symbol-drop = Tropfen
dobble-symbol-exclamation = Ausrufezeichen
dobble-symbol-fire = Feuer
dobble-symbol-frog = Frosch
dobble-symbol-ghost = Gespenst
dobble-symbol-gift = Geschenk
dobble-symbol-guitar = Gitarre
dobble-symbol-hammer = Hammer
dobble-symbol-horse = Pferd
dobble-symbol-ice = Eiswürfel
dobble-symbol-key = Schlüssel
dobble-symbol-ladybug = Marienkäfer
dobble-symbol-leaf = Blatt
dobble-symbol-lightning = Blitz
dobble-symbol-lips = Lippen
dobble-symbol-lock = Vorhängeschloss
dobble-symbol-moon = Mond
dobble-symbol-octopus = Krake
dobble-symbol-penguin = Pinguin
dobble-symbol-pizza = Pizza
dobble-symbol-question = Fragezeichen
dobble-symbol-rainbow = Regenbogen
dobble-symbol-rocket = Rakete
dobble-symbol-skull = Totenkopf
dobble-symbol-snail = Schnecke
dobble-symbol-snowman = Schneemann
dobble-symbol-sun = Sonne
dobble-symbol-target = Zielscheibe
dobble-symbol-tree = Baum
dobble-symbol-turtle = Schildkröte
dobble-symbol-zebra = Zebra

## Events. $self is "yes" when the reader is the player named (the terminal game says "you").

dobble-event-ok_tower = { $self ->
        [yes] du nennst
       *[no] { $who } nennt
    } { $symbol } und { $self ->
        [yes] nimmst
       *[no] nimmt
    } die Karte vom Stapel ({ $count } genommen)
dobble-event-ok_well = { $self ->
        [yes] du nennst
       *[no] { $who } nennt
    } { $symbol } und { $self ->
        [yes] legst
       *[no] legt
    } eine Karte in die Mitte (noch { $left })
dobble-event-ok_potato = { $self ->
        [yes] du nennst
       *[no] { $who } nennt
    } { $symbol } und { $self ->
        [yes] gibst
       *[no] gibt
    } { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    } an { $target } weiter
dobble-event-ok_catch = { $self ->
        [yes] du nennst
       *[no] { $who } nennt
    } { $symbol } und { $self ->
        [yes] schnappst
       *[no] schnappt
    } sich die Karte auf Platz { $slot }
dobble-event-ok_poison = { $self ->
        [yes] du nennst
       *[no] { $who } nennt
    } { $symbol }: { $target_self ->
        [yes] du bekommst
       *[no] { $target } bekommt
    } die Karte vom Stapel
dobble-event-ok_duel = { $self ->
        [yes] du nennst
       *[no] { $who } nennt
    } { $symbol } als Erstes
dobble-event-wrong = { $self ->
        [yes] du nennst
       *[no] { $who } nennt
    } { $symbol }: falsch! Gesperrt bis { $until } s
dobble-event-stale = { $self ->
        [yes] du nennst
       *[no] { $who } nennt
    } { $symbol } zu spät: jemand war schneller
dobble-event-locked = { $self ->
        [yes] du bist
       *[no] { $who } ist
    } noch gesperrt (bis { $until } s)
dobble-event-out = { $self ->
        [yes] du hast
       *[no] { $who } hat
    } keine Karte mehr ({ $place ->
        [one] als Erstes raus
       *[other] raus auf Platz { $place }
    })
dobble-event-potato_round_end = { $self ->
        [yes] du bleibst
       *[no] { $loser } bleibt
    } auf der Kartoffel sitzen: Runde { $round } verloren, { $cards ->
        [one] { $cards } Karte behalten
       *[other] { $cards } Karten behalten
    }
dobble-event-potato_deal = Heiße Kartoffel, Runde { $round }: eine neue Karte für jeden
dobble-event-catch_round = Schnapp sie dir alle, Runde { $round }: { $slots ->
        [one] { $slots } Karte
       *[other] { $slots } Karten
    } rund um die Mitte
dobble-event-minigame_start = Minispiel { $number } von { $length }: { $mode }. Los!
dobble-event-minigame_end = Ende von { $mode }: { $winner_self ->
        [yes] du gewinnst
       *[no] { $winner } gewinnt
    }, { $loser_self ->
        [yes] du verlierst
       *[no] { $loser } verliert
    }
dobble-event-duel_start = Gleichstand um den Sieg zwischen { $names }: Duell! Los!
dobble-event-duel_end = { $self ->
        [yes] du gewinnst
       *[no] { $winner } gewinnt
    } das Duell
dobble-event-pick_wait = { $self ->
        [yes] du hast verloren: wähle
       *[no] { $player } hat verloren und wählt
    } das nächste Minispiel
dobble-event-pick = { $self ->
        [yes] du wählst
       *[no] { $player } wählt
    } { $mode }
dobble-event-match_over = { $self ->
        [yes] du gewinnst
       *[no] { $names } gewinnt
    } die Partie!
dobble-event-match_shared = Die Partie endet geteilt: { $names }!

## On Discord: /dobro new's options, the board, the panel, the results, the rules pages.

cmd-new-scoring = wertung
cmd-new-scoring-description = Dobble: meiste gewonnene Minispiele oder Turnierpunkte (wer verliert, wählt das nächste)
cmd-new-minigames = minispiele
cmd-new-minigames-description = Dobble: wie viele Minispiele die Partie hat
cmd-new-modes = modi
cmd-new-modes-description = Dobble: welche Minispiele (Wertung nach Siegen): ausgelost, jedes der Reihe nach oder eines
dobble-choice-wins = meiste Siege
dobble-choice-tournament = Turnierpunkte
dobble-choice-length-1 = 1 Minispiel
dobble-choice-length-2 = 2 Minispiele
dobble-choice-length-3 = 3 Minispiele
dobble-choice-length-5 = 5 Minispiele
dobble-choice-length-7 = 7 Minispiele
dobble-choice-length-10 = 10 Minispiele
dobble-choice-random = zufällig ausgelost
dobble-choice-each = jedes Minispiel der Reihe nach
dobble-options-length = { $n ->
        [one] { $n } Minispiel
       *[other] { $n } Minispiele
    }

dobble-table-starting = die Partie beginnt
dobble-table-minigame = Minispiel { $number } von { $length }: { $mode }
dobble-table-duel = Duell um den Gleichstand in Minispiel { $number }: { $mode }
dobble-table-countdown = ⏳ Achtung: **Los!** { $when }
dobble-table-go = Los!
dobble-table-pile = ⬆ Stapel
dobble-table-centre = Mitte
dobble-table-board_alt = Die Karten im Spiel, offen
dobble-table-board_card = { $label }: { $symbols }.
dobble-table-picking = 🎯 { $player } hat verloren und wählt das nächste Minispiel.
dobble-table-seat = { $marker } { $name } · { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    } · { $scoring ->
        [tournament] { $score } Pkt.
       *[wins] { $score ->
            [one] { $score } Sieg
           *[other] { $score } Siege
        }
    }{ $extra }
dobble-table-locked = {" "}· 🔒 gesperrt
dobble-credit = Kartenbilder: OpenMoji (openmoji.org), CC BY-SA 4.0, skaliert und gedreht.
dobble-howto-tower = Finde das Symbol, das deine Karte (unter deinem Namen) mit der obersten Stapelkarte (erste Karte) teilt, mit den Knöpfen: du nimmst die Stapelkarte. Die meisten Karten gewinnen.
dobble-howto-well = Finde das Symbol, das deine Karte mit der Mitte (erste Karte) teilt, mit den Knöpfen: deine Karte kommt auf die Mitte. Wer zuerst keine Karten mehr hat, gewinnt.
dobble-howto-potato = Finde das Symbol, das deine Karte mit der eines anderen Spielers teilt, mit deinen eigenen Knöpfen (**Meine Hand**): dein ganzer Stapel kommt auf seinen. Wer zuletzt noch Karten hat, verliert die Runde.
dobble-howto-catch = Finde ein Symbol, das die Mitte (erste Karte) mit einer nummerierten Karte teilt, mit den Knöpfen: du schnappst dir diese Karte. Die meisten geschnappten Karten gewinnen.
dobble-howto-poison = Finde das Symbol, das die oberste Stapelkarte (erste Karte) mit der Karte eines anderen Spielers teilt, mit den Knöpfen: die Stapelkarte kommt auf seine Karte. Die wenigsten erhaltenen Karten gewinnen.
dobble-howto-duel = Gleichstand um den Sieg: finde das Symbol, das deine Duellkarte mit der eines anderen Duellanten teilt, mit deinen eigenen Knöpfen (**Meine Hand**). Die erste richtige Ansage gewinnt.

dobble-panel-title = Deine Karten
dobble-panel-pick = Du hast dieses Minispiel verloren: wähle das nächste.
dobble-panel-card = Deine Karte: { $symbols }
dobble-panel-locked = 🔒 Gesperrt bis { $until } s nach dem Los.
dobble-panel-own = Sag an mit den Symbolen deiner eigenen Karte, unten.
dobble-panel-board = Sag an mit den Knöpfen in der Tisch-Nachricht.
dobble-panel-wait = Gerade gibt es nichts anzusagen.
dobble-timeout = das nächste Minispiel gewählt
dobble-results-minigame = { $number }. { $mode }: 🏆 { $winner }
dobble-results-line = { $pos }. { $name } — { $scoring ->
        [tournament] **{ $total }** Pkt.
       *[wins] **{ $total }** { $total ->
            [one] Sieg
           *[other] Siege
        }
    }

dobble-rules-aim =
    ## Dobble · das Ziel
    55 Karten mit je 8 Symbolen; **zwei beliebige Karten haben genau ein Symbol gemeinsam**. Alle spielen gleichzeitig: finde als Erstes das Symbol, das zwei bestimmte Karten gemeinsam haben, und klick es an.
    Eine Partie besteht aus mehreren kurzen Minispielen. Wer die meisten Minispiele gewinnt, gewinnt die Partie (bei Turnierwertung: wer die meisten Punkte hat).
dobble-rules-claims =
    ## Ansagen
    Jedes Minispiel beginnt mit **Los!**. Deine Ansage zählt ab dem Moment, in dem Discord deinen Klick empfängt, in Millisekunden ab dem Los: es gewinnt das schnellste Auge, nicht die schnellste Verbindung.
    {"*"}*Zu spät**: jemand war bei denselben Karten schneller. **Falsch**: dieses Symbol ist nicht auf beiden Karten: du bist 3 Sekunden gesperrt. Ein Gleichstand um den Sieg endet mit einem Duell.
dobble-rules-tower_well =
    ## Der Turm und der Brunnen
    {"*"}*Der Höllenturm**: deine Karte gegen die oberste Stapelkarte; nenne ihr gemeinsames Symbol und du nimmst diese Karte (sie wird deine Karte). Die meisten Karten gewinnen.
    {"*"}*Der Brunnen**: alle Karten werden verteilt; deine oberste Karte gegen die Mitte; nenne ihr gemeinsames Symbol und deine Karte kommt auf die Mitte. Wer zuerst fertig ist, gewinnt.
dobble-rules-potato_catch_poison =
    ## Heiße Kartoffel, schnapp sie dir alle, das vergiftete Geschenk
    {"*"}*Die heiße Kartoffel**: deine Karte gegen die eines anderen Spielers: dein Stapel kommt auf seinen. Wer zuletzt noch Karten hat, verliert die Runde. Die wenigsten behaltenen Karten gewinnen.
    {"*"}*Schnapp sie dir alle**: die Mitte gegen eine Karte am Platz: schnapp sie dir. Die meisten geschnappten Karten gewinnen.
    {"*"}*Das vergiftete Geschenk**: die oberste Stapelkarte gegen die Karte eines anderen Spielers: sie kommt auf seine Karte. Die wenigsten erhaltenen Karten gewinnen.
dobble-rules-match =
    ## Die Partie
    Der Gastgeber wählt die Wertung, wie viele Minispiele und welche (oder zufällig). Bei Turnierwertung wählt der Verlierer jedes Minispiels das nächste.
    Computer haben eine Reaktionszeit: entspannt (etwa 4 s), normal (etwa 2,6 s), schnell (etwa 1,6 s); keiner ist schneller als 0,9 s.
    Kartenbilder: OpenMoji (openmoji.org), CC BY-SA 4.0, skaliert und gedreht.
