"""Computer players: a reaction time by level, and the claim a seat would make now.

Dobble is a race, so a computer's strength is only its speed: every level always finds the
right symbol, and ``reaction_ms`` says how long it takes to (a spread around the level's mean,
never below ``FLOOR_MS``). A computer reads only the public state (all cards are face up).
Everything here is a pure function of a state and a ``random.Random``.
"""

from __future__ import annotations

import random

from .cards import SHARED
from .engine import (
    CATCH,
    MODES,
    POISON,
    POTATO,
    Claim,
    Match,
    Pick,
    changed_at,
    counts,
    earliest_t,
)

#: Computer levels, weakest (slowest) first.
LEVELS: tuple[str, ...] = ("relaxed", "normal", "quick")
#: Mean reaction time by level (ms): a relaxed player, a fair one, a sharp one.
MEAN_MS: dict[str, int] = {"relaxed": 4000, "normal": 2600, "quick": 1600}
#: Standard deviation, as a share of the mean.
SPREAD = 0.3
#: Nobody spots the symbol faster than this, at any level.
FLOOR_MS = 900


def reaction_ms(level: str, rng: random.Random) -> int:
    """How long a computer of ``level`` takes to spot and name the symbol (ms)."""
    mean = MEAN_MS.get(level)
    if mean is None:
        raise ValueError(f"unknown computer level {level!r}; choose one of {', '.join(LEVELS)}")
    return max(FLOOR_MS, round(rng.gauss(mean, mean * SPREAD)))


def claim_for(m: Match, seat: int) -> tuple[int, int | None] | None:
    """The right claim ``seat`` can make now, as (symbol, target), or None if it cannot claim.

    Targets: potato and duel, the next holder clockwise (any will do: the cards never
    differ in worth); catch, the lowest slot left; poison, the player with the fewest cards
    received (the leader), the first clockwise on a tie."""
    if m.over or m.ended or m.game < 0:
        return None
    n = m.n
    order = [(seat + k) % n for k in range(1, n)]
    d = m.duel
    if d is not None:
        own = d.cards[seat]
        if own < 0:
            return None
        other = next(s for s in order if d.cards[s] >= 0)
        return SHARED[own][d.cards[other]], other
    code = m.mode
    stacks = m.stacks
    if code == CATCH:
        slot = next(k for k, c in enumerate(m.slots) if c >= 0)
        return SHARED[m.centre][m.slots[slot]], slot
    if code == POISON:
        received = counts(m)
        target = min(order, key=lambda s: received[s])
        return SHARED[m.pile[-1]][stacks[target][-1]], target
    own_stack = stacks[seat]
    if code == POTATO:
        if not own_stack:
            return None
        target = next(s for s in order if stacks[s])
        return SHARED[own_stack[-1]][stacks[target][-1]], target
    # Tower, well: your top card and the pile's top or the centre.
    if not own_stack:
        return None
    return SHARED[own_stack[-1]][m.pile[-1]], None


def claim_at(m: Match, seat: int, t: int) -> Claim | None:
    """``seat``'s right claim at ``t`` (ms since the go; at least H5's order allows)."""
    found = claim_for(m, seat)
    if found is None:
        return None
    symbol, target = found
    slot = m.mode == CATCH and m.duel is None
    return Claim(seat, max(t, earliest_t(m, seat)), m.count, symbol, target, slot)


def next_claim(m: Match, levels: dict[int, str], rng: random.Random) -> Claim | None:
    """The first claim the computers in ``levels`` (seat → level) make from here: each that
    can claim draws a reaction time from when the cards last changed; the quickest claims
    (ties: seat order, H5)."""
    if not m.running:
        return None
    start = changed_at(m)
    best: Claim | None = None
    for seat in sorted(levels):
        if claim_for(m, seat) is None:
            continue
        claim = claim_at(m, seat, start + reaction_ms(levels[seat], rng))
        if claim is not None and (best is None or (claim.t, seat) < (best.t, best.seat)):
            best = claim
    return best


def race_claim(m: Match, levels: dict[int, str], rng: random.Random, shown: int) -> Claim | None:
    """At a real-time table: the first claim the computers in ``levels`` make on the cards as
    they are, which players saw from ``shown`` (ms since the go: when the board was shown).
    Each computer draws its reaction time (every one draws, whether it can claim or not, so the
    same ``rng`` gives the same draws whoever can claim) and claims ``shown`` + that time, but
    never inside its own lock-out (H13: it claims once the lock-out is over); the quickest
    claims (ties: seat order, H5)."""
    if not m.running:
        return None
    locked = m.duel.locked if m.duel is not None else m.locked
    best: Claim | None = None
    for seat in sorted(levels):
        reaction = reaction_ms(levels[seat], rng)
        if claim_for(m, seat) is None:
            continue
        claim = claim_at(m, seat, max(shown + reaction, locked[seat]))
        if claim is not None and (best is None or (claim.t, seat) < (best.t, best.seat)):
            best = claim
    return best


def choose_mode(m: Match, seat: int, level: str, rng: random.Random) -> str:
    """R7: a computer that lost picks the next mini-game: the one it has done best in so far
    (a game it won; else any), so a quick computer is not made to look slow on purpose."""
    won = [r.mode for r in m.results if r.winner == seat]
    pool = won or list(MODES)
    return pool[rng.randrange(len(pool))]


def will_act(m: Match, levels: dict[int, str]) -> bool:
    """Whether ``computer_move`` would return a move now (no random draw)."""
    if m.picker >= 0:
        return m.picker in levels
    return m.running and any(claim_for(m, s) is not None for s in levels)


def computer_move(m: Match, levels: dict[int, str], rng: random.Random) -> Claim | Pick | None:
    """The next thing a computer seat does: its pick when it lost in a tournament, else the
    quickest computer's claim, with its simulated t (a real-time table schedules instead:
    ``reaction_ms`` from when the cards change, then ``claim_for``)."""
    if m.picker >= 0:
        level = levels.get(m.picker)
        if level is None:
            return None
        return Pick(m.picker, choose_mode(m, m.picker, level, rng))
    return next_claim(m, levels, rng)
