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
Both levels only ever return a card of the seat's legal plays.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping

from .cards import SCORE_CARDS, SCORE_VALUE, ZEROS
from .engine import Play, State, legal_plays

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
        from .hard import choose_hard  # hard.py builds on this module: imported when used

        return choose_hard(state, seat, rng)
    raise ValueError(f"unknown computer level {level!r}; choose one of {', '.join(LEVELS)}")


def _all_beyond(count: int, unseen: int, k: int) -> float:
    """The chance that ``k`` cards drawn from ``unseen`` cards all lie among ``count`` of them
    (every later card below mine, or every one above)."""
    if k <= 0:
        return 1.0
    if count < k:
        return 0.0
    p = 1.0
    for i in range(k):
        p *= (count - i) / (unseen - i)
    return p


def _knowledge(state: State, seat: int) -> tuple[list[int], list[int], int]:
    """What ``seat`` may know of the current trick: the cards face up in it (none while
    picks are face down), the cards it has not seen this round, and how many cards are
    still to come into the trick besides its own."""
    hand = state.hands[seat]
    visible = [] if state.simultaneous else [c for _, c in state.trick]
    known = set(hand)
    known.update(state.seen)
    known.update(visible)
    unseen = [c for c in range(1, state.setup.deck_size + 1) if c not in known]
    later = state.n - 1 - len(visible)
    return visible, unseen, later


def _normal(state: State, seat: int) -> int:
    hand = state.hands[seat]
    if len(hand) == 1:
        return hand[0]
    visible, unseen, later = _knowledge(state, seat)
    u = len(unseen)
    top = max(visible) if visible else 0
    bottom = min(visible) if visible else 1 << 62
    h = state.sticks[seat]
    blue, red = state.blue, state.red
    bonus = _zero_bonus(state, seat)
    # The tricks after this one: one per card left after this play, sharing the nonzero
    # score cards not revealed yet (R12), so their mean stake is known.
    rest = len(hand) - 1
    values = [SCORE_VALUE[c] for c in score_cards_left(state) if c not in ZEROS]
    mean_v = sum(values) / rest if rest else 0.0
    mean_sq = sum(v * v for v in values) / rest if rest else 0.0
    # Each card's drift in a later trick: + when it will likely be highest (blue), - lowest.
    drift: dict[int, float] = {}
    spread: dict[int, float] = {}
    k = state.n - 1
    pos = 0
    for card in hand:
        while pos < u and unseen[pos] < card:
            pos += 1
        p_hi = _all_beyond(pos, u, k)
        p_lo = _all_beyond(u - pos, u, k)
        drift[card] = mean_v * (p_hi - p_lo)
        spread[card] = mean_sq * (p_hi + p_lo) - (mean_v * (p_hi - p_lo)) ** 2
    total_drift = sum(drift.values())
    total_spread = sum(spread.values())
    best_card = hand[0]
    best_score = float("inf")
    pos = 0
    for card in hand:
        while pos < u and unseen[pos] < card:
            pos += 1
        p_hi = _all_beyond(pos, u, later) if card > top else 0.0
        p_lo = _all_beyond(u - pos, u, later) if card < bottom else 0.0
        m = total_drift - drift[card]
        sd = math.sqrt(max(total_spread - spread[card], 0.0))
        score = (1.0 - p_hi - p_lo) * _final_cost(h + m, sd, bonus)
        if p_hi:
            score += p_hi * _final_cost(h + blue + m, sd, bonus)
        if p_lo:
            score += p_lo * _final_cost(h - red + m, sd, bonus)
        if score < best_score - 1e-9:
            best_score = score
            best_card = card
    return best_card


_SQRT2 = math.sqrt(2.0)
_SQRT_2_PI = math.sqrt(2.0 / math.pi)


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / _SQRT2))


def _final_cost(mean: float, sd: float, bonus: int) -> float:
    """The expected score of a round ending on a holding ~ Normal(mean, sd): its sticks,
    less the R20 bonus times the chance of holding none."""
    if sd < 1e-6:
        return abs(mean) - (bonus if abs(mean) < 0.5 else 0)
    z = mean / sd
    expected = sd * _SQRT_2_PI * math.exp(-0.5 * z * z) + mean * (1.0 - 2.0 * _phi(-z))
    if bonus:
        expected -= bonus * (_phi((0.5 - mean) / sd) - _phi((-0.5 - mean) / sd))
    return expected


def score_cards_left(state: State) -> list[str]:
    """The score cards not revealed yet this round, as every player can count them (R16):
    all eleven but those face up (the pile's order stays hidden)."""
    left = list(SCORE_CARDS)
    for c in state.revealed:
        left.remove(c)
    return left


def _zero_bonus(state: State, seat: int) -> int:
    """R20/H4: what ending this round with no sticks would cancel (0 in round 1)."""
    best = 0
    cancelled = state.cancelled[seat]
    for i, scores in enumerate(state.round_scores):
        if scores[seat] > best and (i + 1) not in cancelled:
            best = scores[seat]
    return best


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
