### Ten: why an action is refused, the rule a refusal cites, the label of each legal choice,
### and one sentence per event of a game (the table's log, the terminal game).

## Refusals: $rule is the rule in words (ten-rule-*).

ten-error-game_over = La partita è finita ({ $rule }).
ten-error-unknown_player = { $player } non è seduto a questo tavolo ({ $rule }).
ten-error-not_your_turn = Tocca a { $player } { $step ->
        [play] mettere una carta sul tavolo
        [open] aprire o passare
        [offer] rilanciare o passare
        [protect] proteggere la sua nuova carta
        [reveal] scoprire o no la sua carta
        [add] aggiungere una seconda carta
       *[first] scegliere chi inizia la prossima manche
    } ({ $rule }).
ten-error-wrong_step = Ora si tratta di { $step ->
        [play] mettere una carta sul tavolo
        [open] aprire o passare
        [offer] rilanciare o passare
        [protect] proteggere la nuova carta
        [reveal] scoprire o no la carta
        [add] aggiungere una seconda carta
       *[first] scegliere chi inizia la prossima manche
    }, non di { $kind ->
        [play] mettere una carta
        [open] aprire
        [offer] fare un'offerta
        [protect] proteggere una carta
        [reveal] scoprire una carta
        [add] aggiungere una carta
       *[first] scegliere il primo giocatore
    } ({ $rule }).
ten-error-not_in_hand = Non hai { $card } in mano ({ $rule }).
ten-error-chips_range = Metti 0, 1 o 2 gettoni sulla tua carta, non { $chips } ({ $rule }).
ten-error-over_supply = { $chips } gettoni sono più dei tuoi { $supply } ({ $rule }).
ten-error-joker_value_missing = Un jolly che si scopre ha bisogno del suo valore, da 0 a 10 ({ $rule }).
ten-error-joker_value_range = Un jolly vale da 0 a 10, non { $value } ({ $rule }).
ten-error-as_not_here = Solo un jolly che si scopre prende un valore ({ $rule }).
ten-error-open_own = Non puoi aprire sulla tua carta ({ $rule }).
ten-error-fee_not_one = Una carta senza protezione costa esattamente 1 gettone, pagato al piatto, non { $offer } ({ $rule }).
ten-error-opening_too_low = Quella carta è protetta: l'offerta di apertura è almeno { $minimum }, non { $offer } ({ $rule }).
ten-error-raise_too_low = Un rilancio è almeno { $minimum }, non { $offer } ({ $rule }).
ten-error-protect_range = Puoi aggiungere da 0 a { $most } gettoni (al massimo 2 su una carta, mai di meno), non { $chips } ({ $rule }).
ten-error-over_ten = { $card } farebbe { $total }: il totale non può mai superare 10 (hai { $value }) ({ $rule }).

## The rules a refusal cites.

ten-rule-R11 = regola R11, la prima carta
ten-rule-R12 = regola R12, l'apertura
ten-rule-R14 = regola R14, l'asta
ten-rule-R17 = regola R17, la protezione
ten-rule-R19 = regola R19, scoprire una carta
ten-rule-R20 = regola R20, la seconda carta
ten-rule-R27 = regola R27, chi inizia la prossima manche
ten-rule-R28 = regola R28, la fine della partita
ten-rule-H2 = regola H2, i jolly
ten-rule-H4 = regola H4, i giocatori
ten-rule-H6 = regola H6, il gettone nel piatto
ten-rule-H7 = regola H7, i rilanci
ten-rule-H9 = regola H9, la protezione dopo uno scambio
ten-rule_unknown = regola { $rule }

## Cards as the log shows them.

ten-card-face_down = una carta coperta
ten-card-joker_as = J (vale { $value })
ten-card-joker_down = J (coperto: 10)

## The label of each legal choice.

ten-choice-play_up = Metti { $card } scoperto, { $chips ->
        [0] nessun gettone
        [one] 1 gettone
       *[other] { $chips } gettoni
    }
ten-choice-play_down = Metti { $card } coperto, { $chips ->
        [0] nessun gettone
        [one] 1 gettone
       *[other] { $chips } gettoni
    }
ten-choice-as_range = (jolly da { $low } a { $high })
ten-choice-pass = Passa
ten-choice-fee = Prendi la carta di { $target } per 1 gettone nel piatto
ten-choice-opening = Apri sulla carta di { $target } ({ $low }–{ $high } gettoni)
ten-choice-raise_min = Rilancia a { $amount }
ten-choice-raise = Rilancia ({ $low }–{ $high } gettoni)
ten-choice-protect = { $chips ->
        [0] Non aggiungere gettoni
        [one] Aggiungi 1 gettone
       *[other] Aggiungi { $chips } gettoni
    }
ten-choice-keep_down = Lasciala coperta
ten-choice-reveal = Scopri il tuo { $card }
ten-choice-add_none = Nessuna seconda carta
ten-choice-add = Aggiungi { $card }
ten-choice-first = { $self ->
        [yes] Inizi tu
       *[no] { $target } inizia
    } la prossima manche

## The log of a game: one sentence per event. $who is the player who acts; $self is "yes"
## when that player is the reader (the terminal game says "you play", not "you plays").

ten-event-round_start = Manche { $round }: la carta della manche è { $card } ({ $points } punti di penalità); { $self ->
        [yes] inizi tu
       *[no] inizia { $first }
    }
ten-event-play_up = { $self ->
        [yes] metti
       *[no] { $who } mette
    } { $card } scoperto { $chips ->
        [0] senza gettoni
        [one] con 1 gettone
       *[other] con { $chips } gettoni
    }
ten-event-play_down = { $self ->
        [yes] metti
       *[no] { $who } mette
    } una carta coperta { $chips ->
        [0] senza gettoni
        [one] con 1 gettone
       *[other] con { $chips } gettoni
    }
ten-event-secret_play = (lo vedi solo tu) la tua carta coperta è { $card }
ten-event-secret_swap = (lo vedi solo tu) la carta coperta che hai ora è { $card }
ten-event-secret_draw = (lo vedi solo tu) peschi { $cards }
ten-event-open_pass = { $self ->
        [yes] non apri
       *[no] { $who } non apre
    }
ten-event-fee = { $self ->
        [yes] paghi
       *[no] { $who } paga
    } 1 gettone al piatto (piatto { $pot }) per { $target_self ->
        [yes] la tua carta
       *[no] la carta di { $target }
    }
ten-event-open = { $self ->
        [yes] apri
       *[no] { $who } apre
    } { $target_self ->
        [yes] sulla tua carta
       *[no] sulla carta di { $target }
    } con { $offer }
ten-event-raise = { $self ->
        [yes] rilanci
       *[no] { $who } rilancia
    } a { $offer }
ten-event-offer_pass = { $self ->
        [yes] passi
       *[no] { $who } passa
    }
ten-event-cannot_raise = { $self ->
        [yes] non puoi rilanciare
       *[no] { $who } non può rilanciare
    } ({ $chips ->
        [one] 1 gettone
       *[other] { $chips } gettoni
    }, l'offerta è a { $offer })
ten-event-auction_won = { $self ->
        [yes] vinci
       *[no] { $who } vince
    } l'asta: { $offer ->
        [one] 1 gettone
       *[other] { $offer } gettoni
    } a { $owner_self ->
        [yes] te
       *[no] { $owner }
    }
ten-event-swap = { $self ->
        [yes] scambi
       *[no] { $who } scambia
    } le carte con { $target_self ->
        [yes] te
       *[no] { $target }
    }: { $self ->
        [yes] ricevi
       *[no] { $who } riceve
    } { $gets }, { $target_self ->
        [yes] tu ricevi
       *[no] { $target } riceve
    } { $gives }
ten-event-protect = { $self ->
        [yes] aggiungi
       *[no] { $who } aggiunge
    } { $chips ->
        [0] nessun gettone
        [one] 1 gettone
       *[other] { $chips } gettoni
    } (protezione { $protection })
ten-event-pot = I gettoni di protezione vanno nel piatto: +{ $chips }, piatto { $pot }
ten-event-keep_down = { $self ->
        [yes] lasci
       *[no] { $who } lascia
    } la carta coperta
ten-event-reveal = { $self ->
        [yes] scopri
       *[no] { $who } scopre
    } { $card }
ten-event-add = { $self ->
        [yes] aggiungi
       *[no] { $who } aggiunge
    } { $card }: { $value }
ten-event-add_none = { $self ->
        [yes] non aggiungi
       *[no] { $who } non aggiunge
    } carte: { $value }
ten-event-result = Manche { $round }: { $values }. { $winner_self ->
        [yes] vinci
       *[no] vince { $winner }
    } ({ $winner_by ->
        [value] valore più alto
        [card] carta singola più alta, H10
       *[order] prima nell'ordine di turno, R22
    }); { $loser_self ->
        [yes] perdi
       *[no] perde { $loser }
    } ({ $loser_by ->
        [value] valore più basso
        [order] dopo nell'ordine di turno, R23
       *[H11] chi vince non perde mai, H11
    })
ten-event-penalty = { $self ->
        [yes] prendi
       *[no] { $who } prende
    } { $cards }: { $points } punti di penalità
ten-event-pot_won = { $self ->
        [yes] vinci
       *[no] { $who } vince
    } il piatto: { $chips ->
        [one] 1 gettone
       *[other] { $chips } gettoni
    }
ten-event-draw = { $self ->
        [yes] peschi
       *[no] { $who } pesca
    } { $count } (mazzo { $pile })
ten-event-short = { $self ->
        [yes] non puoi
       *[no] { $who } non può
    } tornare a 4 carte ({ $hand }): la partita finisce
ten-event-first = { $self ->
        [yes] scegli
       *[no] { $who } sceglie
    } { $same ->
        [yes] { $self ->
            [yes] te stesso
           *[no] sé stesso
        }
       *[no] { $first_self ->
            [yes] te
           *[no] { $first }
        }
    } per iniziare la prossima manche
ten-event-hands = Le mani vanno nelle pile delle penalità
ten-event-round_cards = { $self ->
        [yes] prendi anche
       *[no] { $who } prende anche
    } le carte della manche rimaste, { $cards }: { $points } punti di penalità
ten-event-game_end = Partita finita. { $shared ->
        [yes] Vittoria condivisa: { $names }
       *[no] { $self ->
            [yes] vinci tu
           *[no] vince { $names }
        }
    } (punteggi, il più basso è il migliore: { $scores })

## On Discord: the table message, the hand, the results, the rules pages. Cards come in code
## spans (`7`); $cards, $card are already written that way.

ten-table-round = Manche { $round } di { $rounds }
ten-table-stakes = Carta della manche { $card } ({ $points } punti di penalità) · piatto 🪙 **{ $pot }**
ten-table-pot = Piatto 🪙 **{ $pot }**
ten-table-phase = { $step ->
        [play] Fase 2: ognuno mette una carta sul tavolo
        [open] Fase 3: aprire sulla carta di qualcuno, o passare
        [offer] Fase 3: un'asta
        [protect] Fase 3: proteggere una nuova carta
        [reveal] Fase 4: scoprire, aggiungere una seconda carta
        [add] Fase 4: scoprire, aggiungere una seconda carta
       *[first] Fase 5: chi vince sceglie chi inizia la prossima manche
    }
ten-table-first = { $first } inizia questa manche
ten-table-piles = mazzo { $pile } · carte della manche rimaste { $left }
ten-table-auction = 🔨 Asta: { $opener } ha aperto sulla carta di { $owner } · offerta più alta **{ $offer }** di { $high }
ten-table-last = Manche precedente: { $winner } ha vinto ({ $best }), { $loser } ha perso ({ $worst })
ten-table-seat = { $marker } { $name } · { $cards } · 🪙 { $chips } · { $hand ->
        [one] 1 carta
       *[other] { $hand } carte
    } in mano · penalità **{ $points }**{ $pile }{ $extra }
ten-table-no_card = ancora nessuna carta
ten-table-joker_as = { $card } vale { $value }
ten-table-protection = 🛡 { $chips }
ten-table-value = = **{ $value }**
ten-table-opened = {" "}· ✓ ha aperto o passato

ten-hand-step = { $step ->
        [play] Tocca a te: metti una carta sul tavolo, scoperta o coperta, con 0-2 gettoni sopra.
        [open] Tocca a te: apri sulla carta di qualcuno (una volta per manche), o passa.
        [offer] Tocca a te: rilancia o passa.
        [protect] Tocca a te: aggiungi gettoni sulla tua nuova carta (al massimo 2 sopra), o nessuno.
        [reveal] Tocca a te: scopri la tua carta (poi potrai aggiungerne una seconda), o lasciala coperta.
        [add] Tocca a te: aggiungi una seconda carta scoperta (il totale mai sopra 10), o nessuna.
       *[first] Hai vinto la manche: scegli chi inizia la prossima.
    }
ten-hand-front = Davanti a te: { $cards }
ten-hand-own_down = { $card } coperta (solo tu la vedi)
ten-hand-chips = 🪙 { $chips ->
        [one] 1 gettone
       *[other] { $chips } gettoni
    } · carta della manche { $card } · piatto { $pot }
ten-hand-focus = Scegli la carta da mettere sul tavolo
ten-hand-focus_option = Metti { $card }
ten-hand-pick_card = Prima scegli una carta, poi come giocarla.
ten-hand-playing = { $card }: scoperta o coperta, e quanti gettoni sopra?
ten-hand-as = { $card } vale { $value }
ten-hand-amount = { $n ->
        [one] 1 gettone
       *[other] { $n } gettoni
    }
ten-hand-other_amount = un'altra quantità ({ $low }–{ $high })…

ten-timeout-play = ha messo { $card } scoperto
ten-timeout-pass = ha passato
ten-timeout-protect = non ha aggiunto gettoni
ten-timeout-keep_down = ha lasciato la carta coperta
ten-timeout-add_none = non ha aggiunto una seconda carta
ten-timeout-first = ha scelto chi inizia la prossima manche

ten-results-line = { $pos }. { $name } — **{ $score }** = penalità { $penalty } − 2 × { $chips ->
        [one] 1 gettone
       *[other] { $chips } gettoni
    } · manche { $rounds }{ $end }
ten-results-end = {" "}· +{ $points } alla fine ({ $what ->
        [hand] mano
       *[both] mano, carte della manche rimaste
    })
ten-results-why = Vince il punteggio più basso: punti di penalità − 2 × gettoni tenuti (R30); punteggi uguali condividono la vittoria (H14).
ten-results-early = Il mazzo si è esaurito alla manche { $round }: la partita è finita prima (R28), e l'ultimo a perdere ha preso anche le carte della manche rimaste (R29).

ten-rules-aim =
    ## Dieci · lo scopo
    Arriva **il più vicino possibile a 10**, con una o due carte davanti a te. A ogni manche il totale più alto vince i gettoni del piatto; il **più basso** prende tutte le carte del tavolo, e la carta della manche, come **punti di penalità**.
    Dopo dieci manche (o quando il mazzo si esaurisce), il tuo punteggio sono i tuoi punti di penalità **meno 2 per ogni gettone** che ti resta. **Vince il punteggio più basso**; può essere negativo.
    Carte: da `0` a `10` (cinque per tipo, 1 punto di penalità ciascuna), da `P1` a `P8` (valgono da 1 a 8, ma il loro numero + 2 in punti di penalità), i jolly `J` (valgono da 0 a 10, dici quanto quando li scopri; coperti alla fine valgono 10; 10 punti di penalità). Ognuno inizia con 4 carte (un jolly) e 7 gettoni.
ten-rules-round =
    ## Una manche
    1. Si scopre la carta della manche: quanto costa perdere questa manche.
    2. A turno, ognuno mette **una carta** sul tavolo, **scoperta o coperta**, con 0, 1 o 2 gettoni sopra come protezione.
    3. A turno, ognuno può **aprire una volta** sulla carta di un altro, o passare (vedi la pagina successiva).
    4. Tutti i gettoni di protezione vanno nel piatto. A turno: una carta coperta si può scoprire (o lasciare coperta, e il tuo turno finisce lì); su una carta scoperta puoi **aggiungere una seconda carta** scoperta. Il totale non può mai superare 10.
    5. Si scoprono tutte le carte. Il totale più alto vince il piatto (in parità: la carta singola più alta, poi chi viene prima nell'ordine di turno); il più basso prende le carte (in parità: chi viene dopo nell'ordine di turno; chi vince non perde mai). Tutti ripescano fino a 4, e chi vince sceglie chi inizia la prossima manche.
ten-rules-auction =
    ## L'apertura e l'asta
    {"*"}*Una carta senza protezione** costa esattamente 1 gettone, pagato al piatto: scambi subito la tua carta con lei.
    {"*"}*Una carta protetta** va all'asta: apri con almeno la sua protezione. Poi si chiede agli altri a turno, dalla tua sinistra, se rilanciano (di almeno 1, fino ai loro gettoni) o passano; passare non è definitivo. Quando si torna a chi ha l'offerta più alta, paga la sua offerta **al proprietario della carta** e si scambiano le carte.
    Una carta scambiata resta com'è: una carta coperta resta coperta, e il nuovo possessore può guardarla. I gettoni di protezione restano al loro giocatore, sulla carta che ha ora; dopo uno scambio, prima chi compra e poi l'ex proprietario possono aggiungere gettoni sulla loro nuova carta (al massimo 2 sopra).
ten-rules-scoring =
    ## Punteggio
    Chi perde una manche mette tutte le carte del tavolo e la carta della manche nella sua pila delle penalità: una carta normale vale 1 punto, una carta penalità il suo numero + 2, un jolly 10, una carta della manche il suo numero.
    Alla fine, la mano di ognuno va nella sua pila delle penalità; se il mazzo si è esaurito, l'ultimo a perdere prende anche le carte della manche rimaste.
    {"*"}*Punteggio = punti di penalità − 2 × gettoni.** Vince il punteggio più basso; punteggi uguali condividono la vittoria.
ten-rules-table =
    ## Al tavolo
    Il tavolo mostra la carta della manche, il piatto, l'asta in corso e ogni posto: la carta davanti al giocatore (🂠 finché è coperta), i gettoni che la proteggono (🛡), i suoi gettoni, quante carte ha in mano e la sua pila delle penalità.
    {"*"}*La mia mano** mostra le tue carte e la carta davanti a te, anche coperta. Per mettere una carta, scegli prima la carta, poi come giocarla; il valore di un jolly e un'offerta si scelgono da un menu.
    Con il timer, chi esaurisce il tempo fa passare il computer al suo posto (o fare la scelta meno costosa); **Lascia il tavolo** cede il tuo posto al computer (ritiro: ultimo).
