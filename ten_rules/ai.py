"""Computer players and the timer's stand-in move: pure functions of a state and a seeded
``random.Random``.

``random`` picks uniformly among the legal choices (and a parameter uniformly in its range).
``normal`` plays like a sensible person: it aims for a total of 10 (a joker kept face down, a
card it can complete with a second one from hand), protects a good face-down card (fully as
the first player, who wins ties; chips only come back to the winner), protects a new card only
while someone may still open, buys cards worth having and bids for them up to what they are
worth to it (in chips, 2 points each, against how likely its total is to lose), turns up and
adds only when a second card helps, plays a joker as a second card when behind or near the end
(one left in hand costs 10, R29), sometimes bluffs (a chip on a poor face-down card: someone
may pay to take it), and names itself the next first player (ties go to the earlier player in
turn order, R22, R23).

A level reads only what its seat may know: its hand, the face-down card in front of it, the
public table, and its memory of face-down cards it has held (``seen1``, H8).

``normal_with_reason`` is the ``normal`` policy itself: each branch returns its action with a
reason code and words (``Decision``), which the *Hint* button shows (``hints.py``). ``normal``
lives in ``normal.py``, and ``hard`` (``hard.py``) builds on it; this module says which level
plays, so it imports both and neither imports it.
"""

from __future__ import annotations

import random

from .cards import HAND_SLOTS, JOKER, MAX_VALUE
from .engine import (
    ADD,
    FIRST,
    OFFER,
    OPEN,
    PLAY,
    PROTECT,
    REVEAL,
    Action,
    TenState,
    choice_action,
    seat_choices,
)
from .hard import choose_hard
from .normal import _normal

LEVELS = ("random", "normal")
#: Levels that search (``hard``: determinized Monte Carlo, ``hard.py``): the table offers them
#: beside ``LEVELS`` and computes their moves off the event loop (``GameRules.search_levels``).
SEARCH_LEVELS = ("hard",)


def choose_action(state: TenState, seat: int, level: str, rng: random.Random) -> Action:
    """The action ``seat`` (the decider) takes now at ``level``."""
    if level == "random":
        choices = seat_choices(state, seat)
        if not choices:
            raise ValueError(f"{state.setup.players[seat]} has nothing to decide now")
        choice = choices[rng.randrange(len(choices))]
        param = None
        if choice.param is not None:
            assert choice.low is not None and choice.high is not None
            param = rng.randint(choice.low, choice.high)
        return choice_action(state, seat, choice, param)
    if level == "normal":
        return _normal(state, seat, rng)
    if level == "hard":
        return choose_hard(state, seat, rng)
    raise ValueError(f"unknown computer level {level!r}; choose one of {', '.join(LEVELS)}")


def will_act(state: TenState, levels: dict[int, str]) -> bool:
    """Whether ``pending_action`` would return an action (no choice made, no random draw)."""
    return not state.over and state.waiting in levels


def pending_action(state: TenState, levels: dict[int, str], rng: random.Random) -> Action | None:
    """The decider's action when a computer holds that seat; None: the table waits."""
    if state.over or state.waiting not in levels:
        return None
    return choose_action(state, state.waiting, levels[state.waiting], rng)


# --------------------------------------------------------------------------------------------
# The timer's stand-in (TEN.md "At a Discord table": what a timed-out turn does)


def timeout_action(state: TenState, seat: int) -> Action:
    """What the timer does for a person whose turn ran out: pass where passing exists, else
    the cheapest legal choice.

    play: the lowest-value normal card face up with 0 chips (no normal card: the lowest
    penalty card; only jokers: a joker face up as 10); open, offer: pass; protect: 0;
    reveal: keep it down; add: none; first: themselves.
    """
    step = state.step
    if step == PLAY:
        hand = state.hands[seat]
        for code in range(HAND_SLOTS):
            if hand[code] and code != JOKER:
                return Action(seat, PLAY, code, True, 0)
        return Action(seat, PLAY, JOKER, True, 0, as_=MAX_VALUE)
    if step in (OPEN, OFFER):
        return Action(seat, step)
    if step == PROTECT:
        return Action(seat, PROTECT, n=0)
    if step == REVEAL:
        return Action(seat, REVEAL, up=False)
    if step == ADD:
        return Action(seat, ADD, -1)
    return Action(seat, FIRST, target=seat)
