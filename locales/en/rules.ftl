### /dobro rules: the rules in pages (Markdown).

rules-previous = Previous
rules-next = Next
rules-page = Page { $n } of { $total }
rules-text-aim =
    ## Dobro — the aim
    Collect as few cards as possible. A game has 3 rounds (long variant: one per player); each round is a series of bids. Lowest total points wins.
    {"*"}*Deck**: 50 numbered cards (2–12), 3 jokers, 2 skips, 2 reverses. Hands of 6 (5 at six players). Two players: no reverses, and 10 cards are set aside unseen each round.
rules-text-bid =
    ## A bid
    {"*"}*Open** with one numbered card or a pair: the value in play V becomes its value. Then each player in turn does one thing:
    • play a card ≥ V (equal to V doubles it);
    • play a pair whose sum is ≥ V (equal doubles it);
    • play a skip, or a reverse (which also flips the direction);
    • **take**: put every card of the bid on your score pile and open the next bid.
    {"*"}*Jokers** stand for any value from 2 to 12; a joker with a card makes a pair of that card; two jokers make a pair of any value.
rules-text-drawing =
    ## Drawing and the oubli card
    After playing, refill your hand from the draw pile. With **manual drawing**, press *Draw* yourself: if someone else plays before you do, anyone may call **Oubli!** — you take the oubli card (+1 point at the end of the round) and refill. If your turn comes while you are short, you must draw first.
    When the draw pile is empty and someone plays their last card, the round ends at once; nobody collects that last bid.
rules-text-scoring =
    ## Scoring (the dobrei card)
    Fewest cards collected → 1 point, next → 2, … up to 6.
    Ties share the position and skip the next (1, 2, 2, 4). The oubli holder adds 1.
    ```
    position  1st 2nd 3rd 4th 5th 6th
    points     1   2   3   4   5   6
    ```The next round is started by the player with the most points. Lowest total after the last round wins; a tie goes to whoever collected fewest cards in the last round, and then the victory is shared.
rules-text-house =
    ## House rules
    {"*"}*H1** An opener with no numbered card (only once the draw pile is empty) plays one special card instead; the opening passes to the next player.
    {"*"}*H2** Drawing is automatic unless the table chose manual drawing (see the oubli page).
    {"*"}*H3** Next starter among tied players: the first met in the current direction starting from, and including, the player who ended the previous round.
rules-text-timers =
    ## Timers, leaving, ratings
    {"*"}*Turn timer** (2 min unless the table chose otherwise): when it runs out, the computer plays your turn; twice in a row and your seat is *away* until you press *I'm back*.
    {"*"}*Leaving** a game in play is a forfeit: a computer finishes your seat and you rank last.
    {"*"}*Rating**: starts at 1,000 and follows each counted game among people (OpenSkill). It measures how sure the bot is that you are that strong, so it moves a lot in your first games and less and less after many: one result says little about a player the bot already knows well.
