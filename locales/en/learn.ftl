### Learning the games: /dobro learn (tutorials), /dobro replay (finished games step by step)
### and the first-contact line of a newcomer's first hand.

cmd-learn-name = learn
cmd-learn-description = Learn a game by playing it: a short private tutorial against the computer
cmd-learn-game-description = Which game to learn (default: the list of tutorials)
cmd-replay-name = replay
cmd-replay-description = Step through a finished game of this server, every hand face up
cmd-replay-game = game
cmd-replay-game-description = The game's number (see /dobro history)

## The tutorial's frame

learn-title = 🎓 Learn { $game } · { $lesson }
learn-step = Step { $n } of { $total }
learn-table = { $game } · practice deal
learn-right = ✅ { $why }
learn-refused = ❌ { $why }
learn-wrong = That move is allowed, but it is not this step's: read the step again.
learn-stale = -# ⏳ This tutorial had moved on: here is where you are.
learn-restarted = -# 🔁 The lesson starts again from its first step.
learn-mistakes = { $n ->
    [0] without a single wrong answer
    [one] with 1 wrong answer
   *[other] with { $n } wrong answers
}
learn-next = Next
learn-restart = Restart the lesson
learn-again = Start again
learn-practice = Play a real game against the computer
learn-table_here = Open a table in this channel
learn-tempting = -# Moves you may be tempted by (try them):
learn-done_title = 🎓 { $game } · tutorial complete
learn-done = You finished in { $steps } steps, { $mistakes }.
learn-done_next = Now play a real game: against the computer in a thread of your own, or at a table in this channel that others may join.

## The list of tutorials

learn-menu_title = 🎓 Learn the games
learn-menu_intro = Each tutorial takes 3 to 5 minutes, alone and in private: a fixed deal against the computer, one rule at a time, by playing it. Your place is kept: come back any time.
learn-menu_line = **{ $game }** · { $state }
learn-menu_new = { $steps } steps
learn-menu_at = step { $n } of { $steps }
learn-menu_done = done ✅
learn-open = { $game }
learn-error-no_tutorial = That game has no tutorial yet.

## First contact: one line in a newcomer's first hand

learn-first_contact = 👋 New to { $game }? `/dobro learn` teaches it in 3 minutes by playing, `/dobro rules` explains it, and on your turn the hand shows exactly what you may play{ $hints ->
    [yes] ; 💡 Hint suggests a move and says why.
   *[no] .
}

## Replays

replay-title = 🎬 Replay · { $game } · game { $id }
replay-deal = The deal, before the first move ({ $total } moves in all)
replay-move = Move { $n } of { $total }
replay-section = round { $n }
replay-hands = **Every hand** (the game is over: nothing is hidden any more)
replay-start = ⏮ Start
replay-back10 = −10
replay-previous = ◀ Previous
replay-next = Next ▶
replay-forward10 = +10
replay-end = End ⏭
replay-front = in front: { $cards }
replay-rounds = Go to the start of a round…
replay-round = Round { $n } (move { $move })
replay-error-not_finished = Game { $id } is not finished: only a finished game can be replayed.
replay-error-hidden = Game { $id } was played in a channel you cannot see: only its players and the people who can see that channel may replay it.
button-replay = 🎬 Replay

## Dobro's tutorial

learn-dobro-lesson-bids = Lesson 1 of 3: a bid
learn-dobro-lesson-drawing = Lesson 2 of 3: drawing by hand, the oubli
learn-dobro-lesson-round = Lesson 3 of 3: the end of a round
learn-dobro-try-play = Play { $cards }
learn-dobro-try-pair = Play { $a } + { $b }
learn-dobro-try-take = Take the bid
learn-dobro-open = **You start this bid**: open it with one numbered card or a pair, whose value becomes the **value in play** (R5). Open with your **4**.
learn-dobro-open-why = The value in play is 4. After each play you draw back up to 6 cards (R8).
learn-dobro-open-wrong = That opens the bid too, but this lesson opens with the 4: play your 4.
learn-dobro-at_least = The others raised it to **6**. On your turn, play **one card at least equal** to the value (R6a), or take the bid. Try your 5, then play your **8**.
learn-dobro-at_least-why = 8 is at least 6: the value is now 8.
learn-dobro-at_least-wrong = That is allowed too, but this step plays the 8.
learn-dobro-double = The value is **10**. A card **equal** to it **doubles** it (R6a). Play your **10**.
learn-dobro-double-why = 10 equals 10: the value doubled to 20.
learn-dobro-double-wrong = That is allowed, but the lesson is the double: play the card equal to the value.
learn-dobro-pair = Camille played a pair of 11s (22); Dominique could not reach it, **took** the bid and opened a new one at 3. A **pair** counts as its sum (R6b). Play your **5 + 5**.
learn-dobro-pair-why = 5 + 5 = 10: the value is 10. A pair equal to the value doubles it too.
learn-dobro-pair-wrong = That is allowed, but this step plays your pair of 5s.
learn-dobro-skip = Camille played a **reverse**: the direction flipped, so it is your turn again (R6c). A **skip** is played without changing the value. Play your **skip**.
learn-dobro-skip-why = The value stays at 10; play goes on, in the new direction, to Dominique.
learn-dobro-skip-wrong = That is allowed, but this step is the skip: play it.
learn-dobro-take = Dominique's **joker with a 5** is a pair of 5s (R7): 10, equal to the value, so it doubled to **20**. Camille skipped. Nothing you hold reaches 20: **take** the bid (R6d). Taking is always allowed.
learn-dobro-take-why = The bid's 8 cards went to your score pile: the fewer you collect, the better you score.
learn-dobro-take-wrong = That is allowed, but this step takes the bid.
learn-dobro-joker = Whoever takes opens the next bid in the same turn (R6d). A **joker** alone is worth the value you declare, 2 to 12 (R7). Open with your joker **as 7** (pick 7 in its list).
learn-dobro-joker-why = The value is 7. Two jokers make a pair of the value you declare.
learn-dobro-joker-wrong = That is allowed, but open with the joker declared as 7.
learn-dobro-manual = **A new deal, with manual drawing** (H2): after playing, you draw yourself. Open with your **6**.
learn-dobro-manual-why = Your hand holds 5 cards: you must draw.
learn-dobro-manual-wrong = That is allowed, but open with the 6.
learn-dobro-draw = Press **Draw** to fill your hand back to 6 (R8), before the next player plays.
learn-dobro-draw-why = Your hand is full again, in time.
learn-dobro-draw-wrong = Draw first: your hand is short.
learn-dobro-call = Camille played **without drawing**, and Dominique has played since: her turn is over and she is still short. Call **Oubli!** on her (R9, H2).
learn-dobro-call-why = Camille takes the oubli card and refills. Its holder at the end of the round scores 1 extra point.
learn-dobro-call-wrong = That is allowed, but Camille forgot to draw: call Oubli! on her.
learn-dobro-forget = Now play your **9** and **do not draw**: see what happens.
learn-dobro-forget-why = Camille played while you were still short…
learn-dobro-forget-wrong = That is allowed, but this step plays the 9.
learn-dobro-pass_on = …so Dominique called **Oubli!** on you: the oubli card is yours now. But Camille played without drawing again: call **Oubli!** on her to pass it back.
learn-dobro-pass_on-why = The oubli card is Camille's again. Once the draw pile is empty, it stays where it is (R9).
learn-dobro-pass_on-wrong = That is allowed, but call Oubli! on Camille to pass the card back.
learn-dobro-last = **Later**: the computers played the round on. The draw pile is empty, and the round ends as soon as a hand is empty (R10). **Play** your last card, a 9.
learn-dobro-last-why = Your hand is empty: the round is over, and nobody collects that last bid.
learn-dobro-last-wrong = Taking is allowed, but play your last card to end the round.
learn-dobro-score = **Scoring** (R11): fewest cards collected scores 1 point, the next 2, and so on (ties share a place); the oubli card adds 1. After 3 rounds the lowest total wins; a tie goes to whoever collected fewest cards in the last round (R13, R14).
learn-dobro-done = You have played every move of Dobro: opening, raising, doubling, pairs, jokers, skip and reverse, taking, drawing, the oubli and the scoring. `/dobro rules` has it all in writing.

## Sticks' tutorial

learn-sticks-lesson-tricks = Tricks and sticks
learn-sticks-high = **Sticks**: 9 tricks a round. At each trick the top score card is turned up: this one is worth **3** (R9). The **highest** card takes that many **blue** sticks, the **lowest** as many **red** (R14); sticks are points, and the fewest win. You lead: play your **45**.
learn-sticks-high-why = 45 was the highest: 3 blue sticks for you. Dominique's 7, the lowest, took 3 red.
learn-sticks-high-wrong = Any card of your hand may be played (R13), but this step plays the 45.
learn-sticks-low = The highest card leads the next trick (R17): you again. This trick is worth 5. Play your **2**: the lowest card takes the red sticks.
learn-sticks-low-why = You took 5 red. Red and blue cancel pair by pair (R15): your 3 blue and 5 red leave 2 red.
learn-sticks-low-wrong = That is allowed, but this step plays the 2.
learn-sticks-zero = A **blue zero** was turned up, then a 4: the trick is worth 4, but **no blue** sticks are given (R10; a red zero removes the red). Camille played 28 and Dominique 1. Play your **38**.
learn-sticks-zero-why = 38 is the highest, but blue is removed: nothing for you, and you lead the next trick. Dominique's 1 took 4 red.
learn-sticks-zero-wrong = That is allowed, but this step plays the 38.
learn-sticks-lead = You won the last trick, so you lead this one (R17). Play your **30**: the rest of the round will then be played for you.
learn-sticks-lead-why = The computers played the rest of the round for everyone.
learn-sticks-lead-wrong = That is allowed, but this step plays the 30.
learn-sticks-round = **Round 1 is over** (R19): each player scores the sticks they hold, blue or red alike. Next, a jump to the last trick of round 2.
learn-sticks-cancel = **The last trick of round 2.** You hold 8 blue sticks, and this trick is worth 8. A player who ends a round with **no sticks** cancels their highest earlier score (R20). Play your **15**, the lowest card: 8 red cancel your 8 blue.
learn-sticks-cancel-why = You end round 2 with no sticks: your 9 points of round 1 are cancelled.
learn-sticks-cancel-wrong = This is your last card: play it.
learn-sticks-end = A game has as many rounds as players, each dealt by the next player (R4). After the last one, the **lowest total** wins (R22), and a tie shares the victory (H5).
learn-sticks-done = You have played Sticks' tricks: the score cards, blue to the highest and red to the lowest, the zeros, colours cancelling, and a cancelled round. `/dobro rules game:Sticks` has it all in writing.

## Ten's tutorial

learn-ten-lesson-round = A round of Ten
learn-ten-try-open_own = Open on your own card
learn-ten-try-protect = Protect with { $chips } chips
learn-ten-try-add = Add { $card }
learn-ten-play = **Ten**: bring the cards in front of you as close to 10 as you can. The round card says what the loser pays: **6 penalty points** (R10). First everyone puts one card on the table, face up or face down, with 0 to 2 chips to protect it (R11). Choose your **6**, then put it **face up with no chip**.
learn-ten-play-why = Your 6 lies face up. Camille put a card face down and protected it with 2 chips.
learn-ten-play-wrong = That is allowed, but put the 6 face up with no chip.
learn-ten-open = Each player may now, once, **open** on another player's card to swap their own for it (R12). Camille's card is protected by 2 chips, so an offer must be at least 2 (R14). **Open on Camille's card with 2**.
learn-ten-open-why = You paid 2 chips to Camille and swapped: her hidden card is yours now (only you see it: an 8), and your 6 is hers, with her 2 chips on it (R15, R16).
learn-ten-open-wrong = Passing is allowed, but open on Camille's card with 2.
learn-ten-protect = You got a new card: you may put up to 2 chips on it to protect it from the next openings (R17). **Add 1 chip.**
learn-ten-protect-why = Your card is protected by 1 chip.
learn-ten-protect-wrong = That is allowed, but add 1 chip.
learn-ten-reveal = Camille did not open. Every protection chip went to the pot (R18): 3 chips. Now, in turn: a face-down card may be turned up; if it is not, your turn ends (R19). **Turn up** your card.
learn-ten-reveal-why = Your 8 is face up.
learn-ten-reveal-wrong = That is allowed, but turn your card up: only a face-up card may get a second one.
learn-ten-add = A face-up card may take a second card from your hand: the values add up, never over 10 (R20). A **joker** is worth any value from 0 to 10 you declare (H2). Add your joker **as 2**: 8 + 2 = 10.
learn-ten-add-why = 10: the best value there is.
learn-ten-add-wrong = That is allowed, but add your joker as 2.
learn-ten-first = Camille added a P3 (a penalty card counts its value): 9. Your 10 is the highest, so you win the pot (R22, R25); Camille is the lowest, so she takes every table card and the round card on her penalty pile (R23, R24). Everyone drew back to 4 cards (R26). The winner names who starts the next round (R27): **name yourself**.
learn-ten-first-why = You start round 2.
learn-ten-first-wrong = That is allowed, but name yourself.
learn-ten-score = **Scores** (R30): your penalty points (a normal card 1, a penalty card its value + 2, a joker 10, a round card its number) minus 2 for each chip you keep. The game ends after round 10, or when someone cannot draw back to 4 cards (R28). The lowest score wins.
learn-ten-done = You have played a round of Ten: putting a card down, opening and offers, protection, turning up, adding a card and a joker, the win and the penalty. `/dobro rules game:Ten` has it all in writing.

## Dobble's tutorial

learn-dobble-lesson-tower = Lesson 1 of 5: the infernal tower
learn-dobble-lesson-well = Lesson 2 of 5: the well
learn-dobble-lesson-potato = Lesson 3 of 5: hot potato
learn-dobble-lesson-catch = Lesson 4 of 5: catch them all
learn-dobble-lesson-poison = Lesson 5 of 5: the poisoned gift, and the match
learn-dobble-cards = **The cards in play** (all face up):
learn-dobble-buttons = Your buttons are the symbols of { $card ->
        [own] your own card
        [pile] the pile's top
       *[centre] the centre
    }: press the one you spotted.
learn-dobble-tower = **Dobble**: any two cards share **exactly one** symbol (R1). Everyone plays at once: the first to name the shared symbol wins the move (R3); here, you press its button. **The infernal tower**: find the symbol **your card** shares with the **pile's top**, and you take the pile's card (R8). Most cards taken wins (R9).
learn-dobble-tower-why = ❓ was on both cards: the pile's card is yours. At a table, the quickest right click wins the card (H5).
learn-dobble-tower-wrong = That symbol is not on both cards. At a table, a wrong claim **locks you out for 3 seconds** (H13): your clicks are ignored meanwhile, so look before you press. Here, try again: your card and the pile's top both have a ❓.
learn-dobble-tower_top = Camille and Dominique took the next two cards. The card you took is now **your top card** (R8): compare **it** with the pile's new top.
learn-dobble-tower_top-why = 🐬 was on both: a second card for you. The tower ends when the pile is empty (R9).
learn-dobble-tower_top-wrong = Not on both cards: a wrong claim locks you out for 3 seconds (H13). Your card is now the last one you took: it and the pile's top both have a 🐬.
learn-dobble-well = **The well**: every card is dealt, one of them to the **centre** (R10); your stack shows its top card. Find the symbol **your top card** shares with the **centre**: your card goes onto it, and your next card shows. The first with no card left wins; the last one still holding cards loses (R11).
learn-dobble-well-why = 🚗 was on both: your card is the new centre, and everyone now compares with it.
learn-dobble-well-wrong = Not on both cards: a wrong claim locks you out for 3 seconds (H13). Your top card and the centre both have a 🚗.
learn-dobble-potato = **Hot potato**, in rounds: one card each (R12). Find the symbol **your card** shares with **another player's top card**: your whole stack goes onto theirs, and you are out of the round. Camille just passed hers to Dominique: her card is now **the top of Dominique's stack**. Pass yours on to Dominique.
learn-dobble-potato-why = 🔥 was on your card and Dominique's top. Dominique is left holding the potato: she loses the round and keeps its 3 cards, and a new round is dealt at once (R13). Fewest cards kept wins.
learn-dobble-potato-wrong = Compare with the **top** of Dominique's stack, Camille's old card: it and yours both have a 🔥. A wrong claim locks you out for 3 seconds (H13).
learn-dobble-catch = **Catch them all**, in rounds: a card in the **centre**, one card per player around it (R14). Find a symbol the centre shares with a card around it, and you keep that card. Dominique and Camille caught two already: catch **the last one**.
learn-dobble-catch-why = 🌙 was on the centre and card 3: it is yours. Once all are caught, the centre goes under the stock and a new round starts (R15). Most cards caught wins.
learn-dobble-catch-wrong = Not on the centre and the last card: a wrong claim locks you out for 3 seconds (H13). Both have a 🌙.
learn-dobble-poison = **The poisoned gift**: dealt as the tower, but you **give** (R16). Find the symbol the **pile's top** shares with **another player's** card: the pile's card goes onto theirs. Fewest cards received wins (R17). Give this one to **Dominique**.
learn-dobble-poison-why = 🎁 was on the pile's top and Dominique's card: she received it.
learn-dobble-poison-wrong = The pile's top and Dominique's card both have a 🎁. Careful: the pile's top also shares a symbol with **your own** card (🍕), and naming it is a wrong claim: locked out for 3 seconds (H13, H14).
learn-dobble-poison_last = **Later**: the others played the pile down to its last card. You received 4 cards, Camille 22 and Dominique 25. Give the last one to **Camille**: the pile is then empty, and the gift is over (R17).
learn-dobble-poison_last-why = 🔑 was on both. The pile is empty: with the fewest cards received, you win the poisoned gift, and this one-game match.
learn-dobble-poison_last-wrong = The pile's top and Camille's card both have a 🔑. A symbol of your own card is a wrong claim (H13).
learn-dobble-match = **The match** (R6, H3): a table plays 5 mini-games (or 1 to 15), chosen or drawn at random; whoever wins the most of them wins the match. A tie for a mini-game's win is settled by a **duel**: one card each, the first right claim wins (R5, H6). In **tournament** scoring, each loser picks the next mini-game and points add up (R7). At a table the claim buttons are on the board; in hot potato and duels, in **My hand**.
learn-dobble-done = You have played every Dobble mini-game: the infernal tower, the well, hot potato, catch them all and the poisoned gift, and seen how a match is won. `/dobro rules game:Dobble` has it all in writing.
