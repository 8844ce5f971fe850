### Sticks (Bâtonnets): why a play is refused, the rule it cites, the label of a play, and one
### sentence per event of a game (the table's log, the terminal game). $self is "yes" when the
### player named is the reader (the terminal game says "you play", not "you plays").

## Refusals: $rule is the rule in words (sticks-rule-*).

sticks-error-game_over = La partita è finita: la sua ultima manche è stata giocata ({ $rule }).
sticks-error-unknown_player = { $player } non è seduto a questo tavolo ({ $rule }).
sticks-error-not_your_turn = Tocca a { $turn }, non a te ({ $rule }).
sticks-error-already_picked = Hai già scelto la tua carta per questa presa, e la scelta è definitiva ({ $rule }).
sticks-error-not_in_hand = Non hai la carta { $card } in mano ({ $rule }).

## The rules a refusal cites.

sticks-rule-H1 = regola H1, da 2 a 5 giocatori
sticks-rule-H6 = regola H6, scelte simultanee
sticks-rule-R13 = regola R13, giocare una carta
sticks-rule-R18 = regola R18, la variante simultanea
sticks-rule-R22 = regola R22, la fine della partita
sticks-rule_unknown = regola { $rule }

## The label of a legal play (one button per card).

sticks-move-play = Gioca il { $card }

## The log of a game.

sticks-event-round_start =
    Manche { $round } di { $rounds }: distribuisce { $dealer }, { $self ->
        [yes] apri tu
       *[no] apre { $leader }
    }
sticks-event-stakes =
    { $removed ->
        [blue] { $value } { $value ->
            [one] bastoncino rosso
           *[other] bastoncini rossi
        } alla carta più bassa (blu tolto)
        [red] { $value } { $value ->
            [one] bastoncino blu
           *[other] bastoncini blu
        } alla carta più alta (rosso tolto)
       *[none] { $value } blu alla carta più alta, { $value } rossi alla più bassa
    }
sticks-event-reveal = Presa { $trick }: punteggio { $cards } → { $stakes }
sticks-event-reveal_voided = Presa { $trick }: punteggio { $cards }, i due zeri si annullano → { $stakes }
sticks-event-play =
    { $self ->
        [yes] giochi
       *[no] { $who } gioca
    } il { $card }
sticks-event-picked =
    { $self ->
        [yes] hai scelto la tua carta
       *[no] { $who } ha scelto una carta
    } ({ $n ->
        [0] tutte le carte sono state scelte
        [one] { $n } giocatore deve ancora scegliere
       *[other] { $n } giocatori devono ancora scegliere
    })
sticks-event-trick = Presa { $trick }: { $cards }
sticks-event-takes =
    { $self ->
        [yes] prendi
       *[no] { $who } prende
    } { $n } { $colour ->
        [blue] { $n ->
            [one] bastoncino blu
           *[other] bastoncini blu
        }
       *[red] { $n ->
            [one] bastoncino rosso
           *[other] bastoncini rossi
        }
    }
sticks-event-takes_nothing =
    { $self ->
        [yes] non prendi
       *[no] { $who } non prende
    } nessun { $colour ->
        [blue] blu
       *[red] rosso
    } (tolto)
sticks-event-returns =
    { $self ->
        [yes] rimetti
       *[no] { $who } rimette
    } { $n ->
        [one] { $n } coppia
       *[other] { $n } coppie
    } nella riserva
sticks-event-leads =
    { $self ->
        [yes] Apri tu
       *[no] Apre { $who }
    } la presa successiva
sticks-event-round_end = Manche { $round } finita. Punteggi (bastoncini in mano): { $scores }.
sticks-event-cancel =
    { $self ->
        [yes] Chiudi
       *[no] { $who } chiude
    } senza bastoncini: { $score ->
        [one] il { $score } punto
       *[other] i { $score } punti
    } della manche { $round } { $score ->
        [one] è annullato
       *[other] sono annullati
    }.
sticks-event-totals = Totali: { $totals }.
sticks-event-game_over =
    { $self ->
        [yes] vinci
       *[no] { $names } vince
    } la partita con { $total } { $total ->
        [one] punto
       *[other] punti
    }!
sticks-event-shared_victory = Vittoria condivisa: { $names }, { $total } { $total ->
        [one] punto
       *[other] punti
    } a testa!

## On Discord: /dobro new's options, the table message, the hand, the results, the rules pages.

cmd-new-deck = mazzo
cmd-new-deck-description = Bastoncini: mazzo completo (da 1 a 50) o ridotto (da 1 a 9 × giocatori, tutte distribuite)
cmd-new-reveal = rivela
cmd-new-reveal-description = Bastoncini: carte giocate a turno, o scelte da tutti insieme
sticks-choice-full = completo (da 1 a 50)
sticks-choice-trimmed = ridotto (tutte le carte distribuite)
sticks-choice-turns = a turno
sticks-choice-simultaneous = simultaneo
sticks-options-full = mazzo completo
sticks-options-trimmed = mazzo ridotto
sticks-options-turns = carte giocate a turno
sticks-options-simultaneous = scelte simultanee

sticks-table-round = Manche { $round } di { $rounds } · presa { $trick } di { $tricks }
sticks-table-stakes =
    { $blue ->
        [0] { $red_stick } **{ $red }** { $red ->
                [one] rosso
               *[other] rossi
            } alla carta più bassa · niente blu
       *[other] { $red ->
            [0] { $blue_stick } **{ $blue }** { $blue ->
                [one] blu
               *[other] blu
            } alla carta più alta · niente rosso
           *[other] { $blue_stick } **{ $blue }** { $blue ->
                [one] blu
               *[other] blu
            } alla carta più alta · { $red_stick } **{ $red }** { $red ->
                [one] rosso
               *[other] rossi
            } alla più bassa
        }
    }
sticks-table-score_cards = Carte punteggio di questa manche: { $shown } · ancora da uscire (in un ordine qualsiasi): { $left }
sticks-table-trick = Sul tavolo: { $cards }
sticks-table-picked = Hanno scelto (coperta): { $picked } · devono ancora scegliere: { $waiting }
sticks-table-last_trick = Ultima presa: { $words }
sticks-table-seat = { $marker } { $name } · { $hand ->
        [one] { $hand } carta
       *[other] { $hand } carte
    } · { $sticks } · manche { $rounds } · **{ $total }** pt{ $extra }
sticks-table-no_sticks = nessun bastoncino
sticks-table-blue_sticks = { $stick } { $n ->
        [one] 1 bastoncino blu
       *[other] { $n } bastoncini blu
    }
sticks-table-red_sticks = { $stick } { $n ->
        [one] 1 bastoncino rosso
       *[other] { $n } bastoncini rossi
    }
sticks-card-B0 = 0 blu
sticks-card-R0 = 0 rosso
sticks-table-dealer = {" "}· distribuisce
sticks-hand-turn = Tocca a te: gioca una carta.
sticks-hand-pick = Scegli la tua carta: resta coperta finché tutti non hanno scelto.
sticks-hand-picked = Hai scelto il **{ $card }**, coperto. Devono ancora scegliere: { $waiting }.
sticks-hand-preview = In grigio: le tue carte, da giocare al tuo turno.
sticks-timeout-play = ha giocato il { $card }
sticks-timeout-picked = ha scelto una carta (coperta)
sticks-results-line = { $pos }. { $name } — **{ $total }** pt (manche { $rounds })
sticks-results-why = Vince il totale più basso (R22); totali uguali condividono la vittoria (H5). Un punteggio barrato è stato annullato da una manche chiusa senza bastoncini (R20).

sticks-rules-aim =
    ## Bastoncini · lo scopo
    Raccogli **meno bastoncini** possibile. A ogni presa, la carta **più alta** prende bastoncini blu e la **più bassa** bastoncini rossi; un blu e un rosso si annullano, quindi hai sempre un solo colore. I bastoncini che hai a fine manche sono il tuo punteggio; dopo una manche per giocatore, **vince il totale più basso**.
    Le carte vanno da 1 a 50, tutte diverse; ognuno ne riceve nove.
sticks-rules-trick =
    ## Una presa
    1. Chi apre scopre una **carta punteggio** (da 1 a 9): è quanto vale la presa.
    2. Uno **zero blu** o uno **zero rosso** fa scoprire subito la carta successiva: il suo valore è la posta, e il colore dello zero non viene dato in questa presa. I due zeri insieme si annullano.
    3. A partire da chi apre, ognuno gioca una carta scoperta (**rivela: a turno**), oppure tutti ne scelgono una coperta e le si mostra insieme (**rivela: simultaneo**; la scelta è definitiva).
    4. Carta più alta: altrettanti bastoncini **blu**. Carta più bassa: altrettanti **rossi**. Le altre: niente.
    5. Blu e rossi tornano nella riserva a coppie. La carta più alta apre la presa successiva.
sticks-rules-scoring =
    ## Punteggio
    Dopo nove prese la manche finisce: il tuo punteggio è il numero di bastoncini che hai.
    Chiudere una manche **senza bastoncini** annulla il tuo punteggio precedente più alto (lo sceglie il bot per te, il più vecchio a parità); un punteggio annullato resta annullato.
    Dopo l'ultima manche, il tuo totale sono i punteggi non annullati. Vince il totale più basso; totali uguali condividono la vittoria.
sticks-rules-variants =
    ## Opzioni
    {"*"}*mazzo: completo** (da 1 a 50): nove carte a testa, il resto messo da parte senza guardarlo.
    {"*"}*mazzo: ridotto**: solo da 1 a 9 × giocatori, quindi tutte le carte vengono distribuite e puoi contare cosa hanno gli altri.
    {"*"}*rivela: a turno**: si gioca uno dopo l'altro, da chi apre.
    {"*"}*rivela: simultaneo**: tutti scelgono insieme; fino all'ultima scelta, il tavolo mostra solo chi ha scelto.
sticks-rules-table =
    ## Al tavolo
    {"*"}*La mia mano** mostra le tue nove carte, un pulsante ciascuna; si attivano quando devi giocare.
    Il tavolo mostra la posta, le carte punteggio scoperte in questa manche e quelle ancora da uscire, la presa in corso, i bastoncini e i punteggi di tutti. Una presa conclusa si vede una volta, fino alla prima carta della successiva.
    Con il timer, chi esaurisce il tempo fa giocare il computer al suo posto; **Lascia il tavolo** cede il tuo posto al computer (ritiro: ultimo).
