"""The ``hard`` computer player: ISMCTS over the hands it cannot see (``search.ismcts``).

What the seat may know is gathered once, by ``observe``: its own hand, the hand sizes, the pile
and set-aside *counts*, the current bid, every card played this round (everyone saw each bid
before its taker turned it face down), scores, direction, turn. Everything else — other hands,
the pile's order, the set-aside cards, the seed and the dealt rounds — is dropped there, and
the search only ever sees states that ``Observation.determinize`` deals afresh from the cards
the seat has not seen. So the move is a function of the observation and the seed alone.

The search stops at the end of the current round (the next deal is unknown to everyone): a
round's result is scored as each seat's chance to win the game from the new totals (exact when
the game is over). Rollouts play every seat with ``fast_normal``, the ``normal`` player's very
choices computed straight from the hand's counts.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from search import Budget, SearchResult, search

from .cards import CODES, JOKER, NAMES, REVERSE, SKIP, SLOTS, deck
from .engine import (
    Action,
    GameState,
    Move,
    RoundDeal,
    Setup,
    apply_in_place,
    seat_moves,
    shuffled_deal,
)

#: The default budget, calibrated on the project's 2-core machine (docs/hard-computer.md): about
#: 0.12 s of CPU a searched move at any stage and seat count (the ``work`` limit keeps it even:
#: fewer iterations early in a round, where rollouts are long), p99 under 0.3 s, so a busy
#: worker pool still answers within a second. The CPU-time cap is only a safety net: hitting it
#: would make a move depend on the machine's speed.
DEFAULT_BUDGET = Budget(iterations=2000, work=40_000, seconds=0.8)
#: UCB's exploration constant (rewards are win chances in [0, 1]).
EXPLORATION = 0.7

_tuple_new = tuple.__new__
_SPECIALS = (SKIP, REVERSE)


# --------------------------------------------------------------------------------------------
# The default policy: ``ai._normal`` without building the move list


def _play(seat: int, cards: tuple[int, ...], declared: int | None = None) -> Action:
    return _tuple_new(Action, (seat, "play", cards, declared, -1))


def fast_normal(s: GameState, seat: int) -> Action:
    """The action ``ai.choose_action(s, seat, "normal", rng)`` returns when ``seat`` is to play
    and not short (a test checks they agree), computed from the counts: the rollouts' policy."""
    counts = s.hands[seat]
    pile = s.pile
    if s.must_open:
        low = 0
        for c in range(2, 13):
            if counts[c]:
                low = c
                break
        if low:
            if not pile:
                for c in range(low, 13):
                    if counts[c] >= 2:
                        return _play(seat, (c, c))
            return _play(seat, (low,))
        if counts[JOKER]:
            return _play(seat, (JOKER,), 2)
        return _play(seat, (SKIP,) if counts[SKIP] else (REVERSE,))
    v = s.value
    low = v if v > 2 else 2
    pair_low = (v + 1) // 2
    if pair_low < 2:
        pair_low = 2
    jokers = counts[JOKER]
    if not pile:
        size = s.sizes[seat]
        if size == 1:
            for c in range(2, SLOTS):
                if counts[c]:
                    break
            if c in _SPECIALS or (c == JOKER and low <= 12) or (c != JOKER and c >= low):
                return _play(seat, (c,), low if c == JOKER else None)
        elif size == 2:
            if jokers == 2:
                if pair_low <= 12:
                    return _play(seat, (JOKER, JOKER), pair_low)
            else:
                for c in range(2, 13):
                    k = counts[c]
                    if k and c >= pair_low:
                        if k == 2:
                            return _play(seat, (c, c))
                        if jokers:
                            return _play(seat, (JOKER, c), c)
                        break
    single = 0
    for c in range(low, 13):
        if counts[c]:
            single = c
            break
    pair = 0
    for c in range(pair_low, 13):
        if counts[c] >= 2:
            pair = c
            break
    if single or pair:
        best: tuple[int, ...]
        if pair and (not single or 2 * pair <= single):
            cost = 2 * pair
            best = (pair, pair)
        else:
            cost = single
            best = (single,)
        bid_cards = 0
        for p in s.bid:
            bid_cards += len(p.cards)
        if bid_cards <= 1 and cost >= 11 and pile:
            return _tuple_new(Action, (seat, "take", (), None, -1))
        return _play(seat, best)
    bid_cards = 0
    for p in s.bid:
        bid_cards += len(p.cards)
    if bid_cards <= 2:
        return _tuple_new(Action, (seat, "take", (), None, -1))
    if counts[SKIP]:
        return _play(seat, (SKIP,))
    if counts[REVERSE]:
        return _play(seat, (REVERSE,))
    if jokers:
        if low <= 12:
            return _play(seat, (JOKER,), low)
        for c in range(pair_low, 13):
            if counts[c]:
                return _play(seat, (JOKER, c), c)
        if jokers >= 2 and pair_low <= 12:
            return _play(seat, (JOKER, JOKER), pair_low)
    return _tuple_new(Action, (seat, "take", (), None, -1))


# --------------------------------------------------------------------------------------------
# Scoring a round's end as chances to win the game


@lru_cache(maxsize=64)
def _future_points(n: int, rounds: int) -> tuple[float, ...]:
    """Distribution of the points a seat adds over ``rounds`` rounds, each position 1..n
    equally likely (index = points)."""
    dist = [1.0]
    for _ in range(rounds):
        nxt = [0.0] * (len(dist) + n)
        for total, p in enumerate(dist):
            if p:
                for pos in range(1, n + 1):
                    nxt[total + pos] += p / n
        dist = nxt
    return tuple(dist)


@lru_cache(maxsize=65536)
def win_chances(points: tuple[int, ...], rounds_left: int) -> tuple[float, ...]:
    """Each seat's expected share of the victory (R14, a shared win split evenly) when every
    seat's remaining rounds are independent and uniform over the positions: the reward of a
    search that stops at a round's end. Exact shares when no round is left (ties are then
    broken by the caller, who knows the last round's cards)."""
    n = len(points)
    base = min(points)
    rel = [p - base for p in points]
    dist = _future_points(n, rounds_left)
    top = max(rel) + len(dist)
    # cdf_gt[x] = P(total > x) and pmf[x] = P(total == x), per seat, on a common scale.
    pmf = []
    gt = []
    for r in rel:
        p = [0.0] * (top + 1)
        for f, q in enumerate(dist):
            p[r + f] += q
        g = [0.0] * (top + 1)
        acc = 0.0
        for x in range(top, -1, -1):
            g[x] = acc
            acc += p[x]
        pmf.append(p)
        gt.append(g)
    out = []
    for i in range(n):
        share = 0.0
        for x in range(top + 1):
            px = pmf[i][x]
            if not px:
                continue
            # Polynomial in z: z^k's coefficient is P(k others tie at x, all the rest above).
            poly = [1.0]
            for j in range(n):
                if j == i:
                    continue
                a, b = gt[j][x], pmf[j][x]
                nxt = [0.0] * (len(poly) + 1)
                for k, c in enumerate(poly):
                    nxt[k] += c * a
                    nxt[k + 1] += c * b
                poly = nxt
            share += px * sum(c / (k + 1) for k, c in enumerate(poly))
        out.append(share)
    return tuple(out)


# --------------------------------------------------------------------------------------------
# What one seat may know, and the worlds it cannot tell apart


@lru_cache(maxsize=16)
def _dummy_deal(n: int) -> RoundDeal:
    """Any valid deal: what a determinized state deals for rounds after the search's horizon
    (never looked at: a search stops at the end of its round)."""
    return shuffled_deal(n, 0, 1)


def _search_setup(setup: Setup, draw: str = "auto") -> Setup:
    """The setup a determinization plays under: no seed, no dealt rounds (both hidden), and
    automatic drawing (every computer draws at once; the search does not model oubli calls)."""
    return Setup(
        players=setup.players,
        variant=setup.variant,
        draw=draw,
        deals=(_dummy_deal(len(setup.players)),) * setup.rounds_total,
    )


@dataclass(frozen=True, slots=True)
class Observation:
    """What ``seat`` knows at one moment; ``determinize`` deals the cards it has not seen.

    ``public`` is the state with every hidden thing blanked (other hands empty, no pile, no
    set-aside, no seed, no dealt rounds); ``unseen`` the cards the seat has not seen, sorted;
    ``others`` the seats whose hands hide them and how many each holds; ``specials_only`` the
    seats the rules say hold specials only (an H1 opening in this bid, the pile empty since).
    """

    seat: int
    public: GameState
    manual: Setup | None
    unseen: tuple[int, ...]
    others: tuple[tuple[int, int], ...]
    pile: int
    set_aside: int
    specials_only: frozenset[int]

    def determinize(self, rng: random.Random) -> GameState:
        """A complete state consistent with the observation, the unseen cards dealt at random
        (uniform among the deals that agree with it)."""
        s = self.public.copy()
        cards = list(self.unseen)
        hands = s.hands
        if self.specials_only:
            for seat, size in self.others:
                if seat in self.specials_only:
                    where = [i for i, c in enumerate(cards) if c in _SPECIALS]
                    picked = sorted(rng.sample(where, size), reverse=True)
                    counts = hands[seat]
                    for i in picked:
                        counts[cards.pop(i)] += 1
        rng.shuffle(cards)
        pos = 0
        for seat, size in self.others:
            if seat in self.specials_only:
                continue
            counts = hands[seat]
            for c in cards[pos : pos + size]:
                counts[c] += 1
            pos += size
        if self.set_aside:
            s.set_aside = cards[pos : pos + self.set_aside]
            pos += self.set_aside
        s.pile = cards[pos:]
        if self.manual is not None:
            # H2: whoever has not refilled yet draws now, as computers do (the search plays
            # with automatic drawing from here on).
            s.setup = self.manual
            for t in range(s.n):
                if s.short[t] and not s.over:
                    apply_in_place(s, Action(t, "draw"))
            s.setup = self.public.setup
        return s


def observe(state: GameState, seat: int) -> Observation:
    """Everything ``seat`` may know now, and nothing else (see the module docstring)."""
    n = state.n
    public = state.copy()
    public.setup = _search_setup(state.setup)
    public.dealt = []
    public.pile = []
    public.set_aside = []
    public.hands = [h[:] if t == seat else [0] * SLOTS for t, h in enumerate(state.hands)]
    remaining = [0] * SLOTS
    for c in deck(n):
        remaining[c] += 1
    for c in range(SLOTS):
        remaining[c] -= state.hands[seat][c]
    for p in state.bid:
        for c in p.cards:
            remaining[c] -= 1
    for pile in state.piles:
        for c in pile:
            remaining[c] -= 1
    for c in state.discarded:
        remaining[c] -= 1
    unseen: list[int] = []
    for c in range(SLOTS):
        unseen.extend([c] * remaining[c])
    others = tuple((t, state.sizes[t]) for t in range(n) if t != seat)
    specials_only: set[int] = set()
    if not state.pile:
        # H1: an opener without numbered cards (possible only with the pile empty) played a
        # special that left V empty; with no card to draw since, the hand is specials only.
        for p in state.bid:
            if p.value == 0 and p.seat != seat:
                specials_only.add(p.seat)
    return Observation(
        seat=seat,
        public=public,
        manual=_search_setup(state.setup, "manual") if any(state.short) else None,
        unseen=tuple(unseen),
        others=others,
        pile=len(state.pile),
        set_aside=len(state.set_aside),
        specials_only=frozenset(specials_only),
    )


# --------------------------------------------------------------------------------------------
# The search adapter


def _candidate_actions(seat: int, move: Move) -> tuple[Action, ...]:
    """A legal move as the search's actions: a joker move is tried at its lowest declared
    value (which doubles V when it equals it) and its highest, the two that matter."""
    codes = tuple(CODES[c] for c in move.cards)
    if move.kind == "take":
        return (_tuple_new(Action, (seat, "take", (), None, -1)),)
    if not move.values:
        return (_play(seat, codes),)
    lo, hi = move.values[0], move.values[-1]
    if lo == hi:
        return (_play(seat, codes, lo),)
    return (_play(seat, codes, lo), _play(seat, codes, hi))


_CANDIDATES: dict[tuple[int, Move], tuple[Action, ...]] = {}


def candidates(state: GameState, seat: int) -> list[Action]:
    """The actions the search weighs for ``seat`` (to play, not short): every legal play or
    take, a joker at its lowest and highest values."""
    out: list[Action] = []
    for m in seat_moves(state, seat):
        key = (seat, m)
        acts = _CANDIDATES.get(key)
        if acts is None:
            acts = _CANDIDATES[key] = _candidate_actions(seat, m)
        out.extend(acts)
    return out


class DobroSearch:
    """``search.SearchGame`` for Dobro, from one seat's observation, up to the round's end."""

    __slots__ = ("observation", "round_no", "rounds_total")

    def __init__(self, observation: Observation) -> None:
        self.observation = observation
        self.round_no = observation.public.round_no
        self.rounds_total = observation.public.setup.rounds_total

    def determinize(self, rng: random.Random) -> GameState:
        return self.observation.determinize(rng)

    def to_act(self, state: GameState) -> int:
        return state.turn

    def moves(self, state: GameState) -> Sequence[Action]:
        return candidates(state, state.turn)

    def apply(self, state: GameState, move: Action) -> None:
        apply_in_place(state, move)

    def is_terminal(self, state: GameState) -> bool:
        return state.over or state.round_no != self.round_no

    def rewards(self, state: GameState) -> Sequence[float]:
        if state.over:
            won = state.winners
            share = 1.0 / len(won)
            return [share if t in won else 0.0 for t in range(state.n)]
        return win_chances(tuple(state.points), self.rounds_total - self.round_no)

    def rollout(self, state: GameState, rng: random.Random) -> int:
        played = 0
        round_no = self.round_no
        while not state.over and state.round_no == round_no:
            apply_in_place(state, fast_normal(state, state.turn))
            played += 1
        return played


def search_move(
    state: GameState, seat: int, rng: random.Random, budget: Budget = DEFAULT_BUDGET
) -> SearchResult[Action]:
    """Run the search for ``seat`` (to play, not short) from what it may see in ``state``."""
    game = DobroSearch(observe(state, seat))
    return search(game, budget, random.Random(rng.getrandbits(64)), exploration=EXPLORATION)


def choose_hard(
    state: GameState, seat: int, moves: list[Move], rng: random.Random, budget: Budget | None = None
) -> tuple[Move, int | None]:
    """The ``hard`` level's move for ``ai.choose_move``: chores as ``normal`` does them (draw,
    call an oubli), a single choice at once, anything else searched."""
    for m in moves:
        if m.kind == "draw":
            return m, None
    for m in moves:
        if m.kind == "oubli":
            return m, None
    if len(moves) == 1 and len(moves[0].values) <= 1:
        m = moves[0]
        return m, (m.values[0] if m.values else None)
    try:
        chosen = search_move(state, seat, rng, budget or DEFAULT_BUDGET).move
    except ValueError:
        # Manual drawing (H2): in every world, the draws of those who had not refilled yet
        # emptied the pile and ended the round before this seat could move. Play as normal.
        chosen = fast_normal(state, seat)
    return _as_move(chosen, moves)


def _as_move(chosen: Action, moves: list[Move]) -> tuple[Move, int | None]:
    """The legal move (and joker value) an engine action of the searching seat stands for."""
    names = tuple(NAMES[c] for c in chosen.cards)
    for m in moves:
        if m.kind == chosen.kind and m.cards == names:
            return m, chosen.declared
    raise AssertionError(f"the search chose {chosen}, which is not among the legal moves")


__all__ = [
    "DEFAULT_BUDGET",
    "DobroSearch",
    "Observation",
    "candidates",
    "choose_hard",
    "fast_normal",
    "observe",
    "search_move",
    "win_chances",
]
