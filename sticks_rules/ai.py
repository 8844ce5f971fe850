"""Computer players: pure functions of a state and a seeded ``random.Random``.

``random`` plays a uniformly random card of its hand. ``normal`` reads only what its seat may
know (STICKS.md "A computer player needs"): its hand, the public table (stakes, everyone's
sticks, the cards face up in this trick, none while picks are face down), the cards seen in
this round's finished tricks, and the score cards still to come (their values, not their
order). For each card it estimates the chance of being this trick's highest or lowest card
against the cards it has not seen, and it sees the rest of its hand as a drift: a high card
will likely take blue later, a low one red, each about the mean stake still to come. The
round's end holding is then roughly normal; ``normal`` plays the card that minimises its
expected score, less the R20 bonus for ending on no sticks. So it dumps a dangerous card when
a zero removed that colour or the stake is small, takes the colour that cancels what it holds,
and keeps a hand that can still balance. It never searches and draws no random number.
``normal_with_reason`` makes the same choice and also names the branch of that reckoning that
decided it (a *Hint* at the table, ``hints.py``). Both levels only ever return a card of the
seat's legal plays. ``normal`` lives in ``normal.py``, and ``hard`` (``hard.py``) builds on it;
this module says which level plays, so it imports both and neither imports it.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from .engine import Play, State, legal_plays
from .hard import choose_hard
from .normal import _normal

LEVELS = ("random", "normal")
#: Levels that search (``hard``: determinized Monte Carlo, ``hard.py``): the table offers them
#: beside ``LEVELS`` and computes their moves off the event loop (``GameRules.search_levels``).
SEARCH_LEVELS = ("hard",)


def choose(state: State, seat: int, level: str, rng: random.Random) -> Play:
    """The play ``seat`` makes now at ``level``; the seat must have a legal play."""
    hand = state.hands[seat]
    if not legal_plays(state, seat):
        raise ValueError(f"{state.setup.players[seat]} has no legal play now")
    if level == "random":
        return Play(seat, hand[rng.randrange(len(hand))] if len(hand) > 1 else hand[0])
    if level == "normal":
        return Play(seat, _normal(state, seat))
    if level == "hard":
        return choose_hard(state, seat, rng)
    raise ValueError(f"unknown computer level {level!r}; choose one of {', '.join(LEVELS)}")


def will_act(state: State, levels: Mapping[int, str]) -> bool:
    """Whether ``pending_action`` would return a play now, without choosing it."""
    if state.over:
        return False
    return any(seat in levels for seat in state.waiting())


def pending_action(state: State, levels: Mapping[int, str], rng: random.Random) -> Play | None:
    """The next play of a computer seat, if one must play now (``levels``: seat → level).

    Turns mode: the seat on turn, if a computer. Simultaneous: the first computer, in seat
    order, that has not picked (it sees no pick of anyone: they are face down). None: the
    table waits for a person.
    """
    if state.over:
        return None
    for seat in state.waiting():
        level = levels.get(seat)
        if level is not None:
            return choose(state, seat, level, rng)
    return None
