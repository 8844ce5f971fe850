### Dobble's rules engine: why a claim or a pick is refused, the rule a refusal cites, the
### mini-games' names, and one sentence per event of a match (the table's log, the terminal).

## Refusals: $rule is the rule in words (dobble-rule-*).

dobble-error-unknown_player = { $player } non è seduto a questo tavolo ({ $rule }).
dobble-error-not_started = Non è ancora iniziato nessun minigioco ({ $rule }).
dobble-error-unknown_symbol = Non esiste il simbolo { $symbol } ({ $rule }).
dobble-error-unknown_mode = Non esiste un minigioco chiamato { $mode } ({ $rule }).
dobble-error-no_duel = Ora non c'è nessun duello: nessuno è a pari merito ({ $rule }).
dobble-error-out_of_order = La risposta di { $player } a { $t } ms viene prima dell'ultima accettata, a { $last } ms: le risposte si prendono in ordine di tempo, poi di posto ({ $rule }).
dobble-error-v_above = Questa risposta ha visto { $v } risposte accettate, ma ne sono state accettate solo { $count } ({ $rule }).
dobble-error-match_over = La partita è finita ({ $rule }).
dobble-error-awaiting_pick = Il prossimo minigioco non è iniziato: prima lo sceglie { $player } ({ $rule }).
dobble-error-stage_ended = Questo minigioco (o il suo duello) è già finito ({ $rule }).
dobble-error-not_duellist = { $player } non è nel duello: lo giocano solo i pari merito ({ $rule }).
dobble-error-no_target_here = Una risposta in { $mode } non indica nessun bersaglio ({ $rule }).
dobble-error-target_kind = Questo bersaglio non va bene per una risposta in { $mode }: indica un giocatore (patata, regalo, duello) o un posto (prendili tutti) ({ $rule }).
dobble-error-target_range = Non esiste il bersaglio { $target } ({ $rule }).
dobble-error-unfinished = Il minigioco { $number } non è ancora finito (duello compreso): il prossimo non può iniziare ({ $rule }).
dobble-error-beyond_length = La partita ha { $length ->
        [one] { $length } minigioco
       *[other] { $length } minigiochi
    }: non ne può iniziare un altro ({ $rule }).
dobble-error-tournament_tower = Un torneo inizia con la torre infernale, non con { $mode } ({ $rule }).
dobble-error-no_pick = Ora nessuno sceglie un minigioco ({ $rule }).
dobble-error-not_picker = { $player } ha perso l'ultimo minigioco e sceglie il prossimo ({ $rule }).
dobble-error-duel_without_tie = Questo minigioco non è finito in parità per la vittoria: non c'è nessun duello da giocare ({ $rule }).

## The rules a refusal cites.

dobble-rule-R2 = regola R2, i minigiochi
dobble-rule-R3 = regola R3, le risposte
dobble-rule-R4 = regola R4, il via
dobble-rule-R5 = regola R5, i pari merito
dobble-rule-R6 = regola R6, la partita
dobble-rule-R7 = regola R7, i punti torneo
dobble-rule-H2 = regola H2, i giocatori
dobble-rule-H3 = regola H3, la durata della partita
dobble-rule-H5 = regola H5, risposte simultanee
dobble-rule-H6 = regola H6, i duelli
dobble-rule-H12 = regola H12, il conteggio
dobble-rule-H14 = regola H14, i bersagli
dobble-rule_unknown = regola { $rule }

## The mini-games.

dobble-mode-tower = la torre infernale
dobble-mode-well = il pozzo
dobble-mode-potato = la patata bollente
dobble-mode-catch = prendili tutti
dobble-mode-poison = il regalo avvelenato

## I simboli per nome (il registro: «ana nomina 🔥 fuoco»).

dobble-symbol-anchor = ancora
dobble-symbol-apple = mela
dobble-symbol-balloon = palloncino
dobble-symbol-banana = banana
dobble-symbol-bell = campana
dobble-symbol-bird = uccellino
dobble-symbol-bomb = bomba
dobble-symbol-book = libro
dobble-symbol-bottle = biberon
dobble-symbol-bulb = lampadina
dobble-symbol-cactus = cactus
dobble-symbol-car = auto
dobble-symbol-carrot = carota
dobble-symbol-cat = gatto
dobble-symbol-cheese = formaggio
dobble-symbol-cherry = ciliegia
dobble-symbol-clock = sveglia
dobble-symbol-clover = quadrifoglio
dobble-symbol-clown = pagliaccio
dobble-symbol-crown = corona
dobble-symbol-daisy = margherita
dobble-symbol-diamond = diamante
dobble-symbol-dinosaur = dinosauro
dobble-symbol-dog = cane
dobble-symbol-dolphin = delfino
dobble-symbol-dragon = drago
dobble-symbol-drop = goccia
dobble-symbol-exclamation = punto esclamativo
dobble-symbol-fire = fuoco
dobble-symbol-frog = rana
dobble-symbol-ghost = fantasma
dobble-symbol-gift = regalo
dobble-symbol-guitar = chitarra
dobble-symbol-hammer = martello
dobble-symbol-horse = cavallo
dobble-symbol-ice = ghiaccio
dobble-symbol-key = chiave
dobble-symbol-ladybug = coccinella
dobble-symbol-leaf = foglia
dobble-symbol-lightning = fulmine
dobble-symbol-lips = labbra
dobble-symbol-lock = lucchetto
dobble-symbol-moon = luna
dobble-symbol-octopus = polpo
dobble-symbol-penguin = pinguino
dobble-symbol-pizza = pizza
dobble-symbol-question = punto interrogativo
dobble-symbol-rainbow = arcobaleno
dobble-symbol-rocket = razzo
dobble-symbol-skull = teschio
dobble-symbol-snail = lumaca
dobble-symbol-snowman = pupazzo di neve
dobble-symbol-sun = sole
dobble-symbol-target = bersaglio
dobble-symbol-tree = albero
dobble-symbol-turtle = tartaruga
dobble-symbol-zebra = zebra

## Events. $self is "yes" when the reader is the player named (the terminal game says "you").

dobble-event-ok_tower = { $self ->
        [yes] dici
       *[no] { $who } dice
    } { $symbol } e { $self ->
        [yes] prendi
       *[no] prende
    } la carta del mazzo ({ $count ->
        [one] { $count } presa
       *[other] { $count } prese
    })
dobble-event-ok_well = { $self ->
        [yes] dici
       *[no] { $who } dice
    } { $symbol } e { $self ->
        [yes] posi
       *[no] posa
    } una carta al centro (ne restano { $left })
dobble-event-ok_potato = { $self ->
        [yes] dici
       *[no] { $who } dice
    } { $symbol } e { $self ->
        [yes] passi
       *[no] passa
    } { $cards ->
        [one] { $cards } carta
       *[other] { $cards } carte
    } a { $target }
dobble-event-ok_catch = { $self ->
        [yes] dici
       *[no] { $who } dice
    } { $symbol } e { $self ->
        [yes] prendi
       *[no] prende
    } la carta del posto { $slot }
dobble-event-ok_poison = { $self ->
        [yes] dici
       *[no] { $who } dice
    } { $symbol }: { $target_self ->
        [yes] ricevi
       *[no] { $target } riceve
    } la carta del mazzo
dobble-event-ok_duel = { $self ->
        [yes] dici
       *[no] { $who } dice
    } { $symbol } per primo
dobble-event-wrong = { $self ->
        [yes] dici
       *[no] { $who } dice
    } { $symbol }: sbagliato! Bloccato fino a { $until } s
dobble-event-stale = { $self ->
        [yes] dici
       *[no] { $who } dice
    } { $symbol } troppo tardi: qualcuno è stato più veloce
dobble-event-locked = { $self ->
        [yes] sei
       *[no] { $who } è
    } ancora bloccato (fino a { $until } s)
dobble-event-out = { $self ->
        [yes] non hai
       *[no] { $who } non ha
    } più carte ({ $place ->
        [one] fuori per primo
       *[other] fuori al { $place }° posto
    })
dobble-event-potato_round_end = { $self ->
        [yes] resti
       *[no] { $loser } resta
    } con la patata: manche { $round } persa, { $cards ->
        [one] { $cards } carta tenuta
       *[other] { $cards } carte tenute
    }
dobble-event-potato_deal = Patata bollente, manche { $round }: una carta nuova a testa
dobble-event-catch_round = Prendili tutti, manche { $round }: { $slots ->
        [one] { $slots } carta
       *[other] { $slots } carte
    } intorno al centro
dobble-event-minigame_start = Minigioco { $number } di { $length }: { $mode }. Via!
dobble-event-minigame_end = Fine di { $mode }: { $winner_self ->
        [yes] vinci
       *[no] vince { $winner }
    }, { $loser_self ->
        [yes] perdi
       *[no] perde { $loser }
    }
dobble-event-duel_start = Parità per la vittoria tra { $names }: duello! Via!
dobble-event-duel_end = { $self ->
        [yes] vinci
       *[no] { $winner } vince
    } il duello
dobble-event-pick_wait = { $self ->
        [yes] hai perso: scegli
       *[no] { $player } ha perso e sceglie
    } il prossimo minigioco
dobble-event-pick = { $self ->
        [yes] scegli
       *[no] { $player } sceglie
    } { $mode }
dobble-event-match_over = { $self ->
        [yes] vinci
       *[no] { $names } vince
    } la partita!
dobble-event-match_shared = La partita finisce in parità: { $names }!

## On Discord: /dobro new's options, the board, the panel, the results, the rules pages.

cmd-new-scoring = conteggio
cmd-new-scoring-description = Dobble: più minigiochi vinti, o punti torneo (chi perde sceglie il prossimo)
cmd-new-minigames = minigiochi
cmd-new-minigames-description = Dobble: quanti minigiochi ha la partita
cmd-new-modes = modalita
cmd-new-modes-description = Dobble: quali minigiochi (conteggio a vittorie): estratti, ognuno a turno, o uno solo
dobble-choice-wins = più vittorie
dobble-choice-tournament = punti torneo
dobble-choice-length-1 = 1 minigioco
dobble-choice-length-2 = 2 minigiochi
dobble-choice-length-3 = 3 minigiochi
dobble-choice-length-5 = 5 minigiochi
dobble-choice-length-7 = 7 minigiochi
dobble-choice-length-10 = 10 minigiochi
dobble-choice-random = estratti a caso
dobble-choice-each = ogni minigioco a turno
dobble-options-length = { $n ->
        [one] { $n } minigioco
       *[other] { $n } minigiochi
    }

dobble-table-starting = la partita inizia
dobble-table-minigame = Minigioco { $number } di { $length }: { $mode }
dobble-table-duel = Duello per lo spareggio del minigioco { $number }: { $mode }
dobble-table-countdown = ⏳ Pronti: **Via!** { $when }
dobble-table-go = Via!
dobble-table-pile = ⬆ Mazzo
dobble-table-centre = Centro
dobble-table-board_alt = Le carte in gioco, scoperte
dobble-table-board_card = { $label }: { $symbols }.
dobble-table-picking = 🎯 { $player } ha perso e sceglie il prossimo minigioco.
dobble-table-seat = { $marker } { $name } · { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    } · { $scoring ->
        [tournament] { $score } pt
       *[wins] { $score ->
            [one] { $score } vittoria
           *[other] { $score } vittorie
        }
    }{ $extra }
dobble-table-locked = {" "}· 🔒 bloccato
dobble-credit = Disegni delle carte: OpenMoji (openmoji.org), CC BY-SA 4.0, ridimensionati e ruotati.
dobble-howto-tower = Trova il simbolo che la tua carta (sotto il tuo nome) ha in comune con la cima del mazzo (prima carta), con i pulsanti: prendi la carta del mazzo. Vince chi ha più carte.
dobble-howto-well = Trova il simbolo che la tua carta ha in comune con il centro (prima carta), con i pulsanti: la tua carta va sul centro. Vince il primo che resta senza carte.
dobble-howto-potato = Trova il simbolo che la tua carta ha in comune con quella di un altro giocatore, con i tuoi pulsanti (**La mia mano**): tutta la tua pila va sulla sua. L'ultimo che ha ancora carte perde la manche.
dobble-howto-catch = Trova un simbolo che il centro (prima carta) ha in comune con una carta numerata, con i pulsanti: prendi quella carta. Vince chi prende più carte.
dobble-howto-poison = Trova il simbolo che la cima del mazzo (prima carta) ha in comune con la carta di un altro giocatore, con i pulsanti: la carta del mazzo va sulla sua. Vince chi riceve meno carte.
dobble-howto-duel = Parità per la vittoria: trova il simbolo che la tua carta da duello ha in comune con quella di un altro duellante, con i tuoi pulsanti (**La mia mano**). Vince la prima risposta giusta.

dobble-panel-title = Le tue carte
dobble-panel-pick = Hai perso questo minigioco: scegli il prossimo.
dobble-panel-card = La tua carta: { $symbols }
dobble-panel-locked = 🔒 Bloccato fino a { $until } s dopo il via.
dobble-panel-own = Rispondi con i simboli della tua carta, qui sotto.
dobble-panel-board = Rispondi con i pulsanti del messaggio del tavolo.
dobble-panel-wait = Per ora non c'è niente a cui rispondere.
dobble-timeout = ha scelto il prossimo minigioco
dobble-results-minigame = { $number }. { $mode }: 🏆 { $winner }
dobble-results-line = { $pos }. { $name } — { $scoring ->
        [tournament] **{ $total }** pt
       *[wins] **{ $total }** { $total ->
            [one] vittoria
           *[other] vittorie
        }
    }

dobble-rules-aim =
    ## Dobble · lo scopo
    55 carte da 8 simboli; **due carte qualsiasi hanno sempre esattamente un simbolo in comune**. Si gioca tutti insieme: sii il primo a trovare il simbolo in comune tra due carte date, e cliccalo.
    Una partita è fatta di vari minigiochi brevi. Vince la partita chi vince più minigiochi (o, con il conteggio da torneo, chi fa più punti).
dobble-rules-claims =
    ## Le risposte
    Ogni minigioco inizia con **Via!**. La tua risposta conta dal momento in cui Discord riceve il tuo clic, in millisecondi dal via: vince l'occhio più rapido, non la connessione più veloce.
    {"*"}*Troppo tardi**: qualcuno è stato più veloce sulle stesse carte. **Sbagliato**: quel simbolo non è su entrambe le carte: resti bloccato per 3 secondi. Una parità per la vittoria si risolve con un duello.
dobble-rules-tower_well =
    ## La torre e il pozzo
    {"*"}*La torre infernale**: la tua carta contro la cima del mazzo; di' il loro simbolo in comune e prendi quella carta (diventa la tua carta). Vince chi ha più carte.
    {"*"}*Il pozzo**: si distribuiscono tutte le carte; la tua carta in cima contro il centro; di' il loro simbolo in comune e la tua carta va sul centro. Vince il primo che finisce.
dobble-rules-potato_catch_poison =
    ## La patata bollente, prendili tutti, il regalo avvelenato
    {"*"}*La patata bollente**: la tua carta contro quella di un altro giocatore: la tua pila va sulla sua. L'ultimo che ha carte perde la manche. Vince chi tiene meno carte.
    {"*"}*Prendili tutti**: il centro contro una carta numerata: prendila. Vince chi prende più carte.
    {"*"}*Il regalo avvelenato**: la cima del mazzo contro la carta di un altro giocatore: va sulla sua carta. Vince chi riceve meno carte.
dobble-rules-match =
    ## La partita
    L'organizzatore sceglie il conteggio, quanti minigiochi e quali (o a caso). Con il conteggio da torneo, chi perde ogni minigioco sceglie il prossimo.
    I computer hanno un tempo di reazione: rilassato (circa 4 s), normale (circa 2,6 s), veloce (circa 1,6 s); nessuno scende sotto 0,9 s.
    Disegni delle carte: OpenMoji (openmoji.org), CC BY-SA 4.0, ridimensionati e ruotati.
