### Undici, il gioco giocattolo della suite di conformità (mai proposto ai giocatori).

game-name-eleven = Undici
eleven-rule-E3 = regola E3, un turno
eleven-rule-E6 = regola E6, la fine
eleven-rule_unknown = regola { $rule }
eleven-error-not_your_turn = Tocca a { $player }, non a te ({ $rule }).
eleven-error-not_in_hand = Non hai nessun { $card } ({ $rule }).
eleven-error-game_over = La partita è finita ({ $rule }).
eleven-hint-fits = Gioca il tuo { $card }: il conteggio resta a 11 o meno (regola E4).
eleven-hint-lowest = Gioca il tuo { $card }: tutte le tue carte superano 11, quindi dai via la più bassa (regola E4).
eleven-move-play = Gioca { $card }
eleven-event-play = { $player } gioca { $card }: conteggio { $count }
eleven-event-bust = { $player } supera 11 e prende un punto ({ $points } in tutto)
eleven-event-eleven = { $player } fa esattamente 11: il conteggio ricomincia
eleven-event-game_end = Partita finita. Meno punti: { $names }
eleven-table-count = il conteggio è a { $count }
eleven-table-pile = Mazzo: { $pile ->
        [one] 1 carta
       *[other] { $pile } carte
    }
eleven-table-seat = { $name }: { $hand ->
        [one] 1 carta
       *[other] { $hand } carte
    }, { $points ->
        [one] 1 punto
       *[other] { $points } punti
    }
eleven-hand-turn = Tocca a te: gioca una carta.
eleven-results-line = { $pos }. { $name }: { $points ->
        [one] 1 punto
       *[other] { $points } punti
    }
eleven-timeout = ha giocato una carta
eleven-rules-aim = **Undici.** Gioca una carta sul conteggio; oltre 11, prendi un punto. Vince chi ha meno punti.
cmd-new-hand = mano
cmd-new-hand-description = Undici: quante carte riceve ciascuno
eleven-choice-hand-3 = 3 carte a testa
eleven-choice-hand-4 = 4 carte a testa
