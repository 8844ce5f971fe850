"""The ``hard`` computer player: determinized Monte Carlo search (``search.ismcts``) over the
cards it cannot see.

What the seat may know is gathered once, by ``observe``: its hand, the cards of this round's
finished tricks (everyone saw them turned up), the cards face up in the current trick (none of
another seat's face-down pick in the simultaneous variant), the score cards revealed and so the
ones still to come (not their order), sticks, scores, cancellations, who leads and who plays.
``observe`` puts the unseen cards back in a *canonical* arrangement (sorted, dealt in seat
order; the score pile in canonical order), so nothing of the real arrangement survives, and
``engine.determinize`` then deals them afresh at random from that public state: other hands,
the unused cards, other seats' face-down picks, the score pile's order. The move is a function
of the observation and the seed alone (``tests/sticks_rules/test_hard.py`` checks it).

The search stops at the end of the current round (the next deal is unknown to everyone). It
plays each world on ``Sim``, a compact copy of the engine's trick rules without events (a test
checks it against the engine), and rollouts play every seat with ``fast_normal``, the
``normal`` player's very choices computed from bitmasks (a test checks they agree). A round's
end is scored as each seat's chance to win the game from the new totals (``win_chances``;
exact, ties shared, after the last round). In the simultaneous variant, and by default in
turn order, the search is flat (one level: each of its cards against rollouts), so no
opponent in the tree ever reacts to a card it could not have seen.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from search import Budget, SearchResult, search

from .cards import BLUE_ZERO, HAND_SIZE, SCORE_CARDS, SCORE_VALUE, deal
from .engine import Play, RoundDeal, Setup, State, cancellation, determinize
from .normal import _all_beyond

#: The default budget, calibrated on the project's 2-core machine (docs/hard-computer.md).
#: ``work`` (cards played in the tree and in rollouts) is the limit that binds: it keeps a
#: search's cost even whatever the trick (early rollouts are long). The CPU-time cap is only a
#: safety net: hitting it would make a move depend on the machine's speed.
DEFAULT_BUDGET = Budget(iterations=5000, work=24_000, seconds=0.8)
#: UCB's exploration constant (rewards are win chances in [0, 1]).
EXPLORATION = 0.7
#: How deep the tree goes: 1 is flat Monte Carlo (see the module docstring).
MAX_DEPTH = 1
#: A round's score spread between two seats of equal play, and the chance to end a round on no
#: sticks (R20), measured on normal-against-normal games (about 3 to 4.5; 0.03 to 0.17): they
#: turn a round's result into chances to win the game (``win_chances``).
ROUND_SD = 3.5
P_ZERO = 0.1

_SQRT2 = math.sqrt(2.0)
_SQRT_2_PI = math.sqrt(2.0 / math.pi)


# --------------------------------------------------------------------------------------------
# A round's tricks without events: what the search plays


class Sim:
    """The rest of one round (R9–R19), as the engine plays it, with bitmasks for ``fast_normal``.

    ``hands`` are sorted lists, ``masks`` the same as bitmasks (bit c: card c); ``played`` the
    cards of finished tricks; ``trick`` the current trick's (seat, card) in play order;
    ``pile`` the score cards not revealed, top last; ``pile_sum``/``pile_sq`` the sums of their
    values and squares (the normal player's view of the stakes to come).
    """

    __slots__ = (
        "blue",
        "deck",
        "done",
        "hands",
        "leader",
        "masks",
        "n",
        "picked",
        "pile",
        "pile_sq",
        "pile_sum",
        "played",
        "red",
        "simultaneous",
        "sticks",
        "trick",
        "trick_mask",
        "trick_no",
        "turn",
    )

    n: int
    simultaneous: bool
    hands: list[list[int]]
    masks: list[int]
    deck: int
    played: int
    trick: list[tuple[int, int]]
    trick_mask: int
    picked: list[bool]
    turn: int
    leader: int
    trick_no: int
    pile: list[str]
    pile_sum: int
    pile_sq: int
    blue: int
    red: int
    sticks: list[int]
    done: bool

    @classmethod
    def of(cls, s: State) -> Sim:
        """The round in progress in ``s`` (not over)."""
        sim = cls.__new__(cls)
        sim.n = s.n
        sim.simultaneous = s.simultaneous
        sim.hands = [h[:] for h in s.hands]
        masks = []
        for h in s.hands:
            m = 0
            for c in h:
                m |= 1 << c
            masks.append(m)
        sim.masks = masks
        sim.deck = ((1 << s.setup.deck_size) - 1) << 1
        played = 0
        for c in s.seen:
            played |= 1 << c
        sim.played = played
        sim.trick = s.trick[:]
        tm = 0
        for _, c in s.trick:
            tm |= 1 << c
        sim.trick_mask = tm
        sim.picked = s.picked[:]
        sim.turn = s.turn
        sim.leader = s.leader
        sim.trick_no = s.trick_no
        sim.pile = s.pile[:]
        total = sq = 0
        for score_card in s.pile:
            v = SCORE_VALUE[score_card]
            total += v
            sq += v * v
        sim.pile_sum = total
        sim.pile_sq = sq
        sim.blue = s.blue
        sim.red = s.red
        sim.sticks = s.sticks[:]
        sim.done = False
        return sim

    def to_act(self, first: int) -> int:
        """Who plays next: the seat on turn; simultaneous, ``first`` if it has not picked,
        else the first seat that has not (the order of picks changes nothing, H6)."""
        if not self.simultaneous:
            return self.turn
        picked = self.picked
        if not picked[first]:
            return first
        return picked.index(False)

    def play(self, seat: int, card: int) -> None:
        """``seat`` plays ``card`` (from its hand; not checked: the search only plays those)."""
        self.hands[seat].remove(card)
        bit = 1 << card
        self.masks[seat] ^= bit
        self.trick.append((seat, card))
        self.trick_mask |= bit
        n = self.n
        if len(self.trick) < n:
            if self.simultaneous:
                self.picked[seat] = True
            else:
                self.turn = (seat + 1) % n
            return
        # R14–R17: highest takes blue, lowest red (R10 removes one); R15 nets them out.
        high_seat, high = low_seat, low = self.trick[0]
        for t, c in self.trick:
            if c > high:
                high_seat, high = t, c
            elif c < low:
                low_seat, low = t, c
        sticks = self.sticks
        sticks[high_seat] += self.blue
        sticks[low_seat] -= self.red
        self.played |= self.trick_mask
        self.trick = []
        self.trick_mask = 0
        if self.trick_no == HAND_SIZE:
            self.done = True
            return
        self._start_trick(high_seat)

    def _start_trick(self, leader: int) -> None:
        """R9–R12: reveal until a nonzero card; a lone 0 removes its colour, two cancel."""
        self.trick_no += 1
        self.leader = leader
        self.turn = leader
        if self.simultaneous:
            self.picked = [False] * self.n
        pile = self.pile
        zeros = 0
        zero = ""
        while True:
            card = pile.pop()
            value = SCORE_VALUE[card]
            if value:
                break
            zeros += 1
            zero = card
        self.pile_sum -= value
        self.pile_sq -= value * value
        blue = red = value
        if zeros == 1:
            if zero == BLUE_ZERO:
                blue = 0
            else:
                red = 0
        self.blue = blue
        self.red = red


# --------------------------------------------------------------------------------------------
# The default policy: ``normal._normal`` from bitmasks


def _cost(mean: float, sd: float, bonus: int) -> float:
    """``normal._final_cost`` with ``normal._phi`` inlined: the same operations, the same floats."""
    if sd < 1e-6:
        return abs(mean) - (bonus if abs(mean) < 0.5 else 0)
    z = mean / sd
    expected = sd * _SQRT_2_PI * math.exp(-0.5 * z * z) + mean * (
        1.0 - 2.0 * (0.5 * (1.0 + math.erf(-z / _SQRT2)))
    )
    if bonus:
        expected -= bonus * (
            0.5 * (1.0 + math.erf((0.5 - mean) / sd / _SQRT2))
            - 0.5 * (1.0 + math.erf((-0.5 - mean) / sd / _SQRT2))
        )
    return expected


_BEYOND: dict[tuple[int, int], list[float]] = {}


def _beyond(unseen: int, k: int) -> list[float]:
    """``normal._all_beyond(count, unseen, k)`` for every ``count`` from 0 to ``unseen``."""
    table = _BEYOND.get((unseen, k))
    if table is None:
        table = _BEYOND[unseen, k] = [_all_beyond(c, unseen, k) for c in range(unseen + 1)]
    return table


def fast_normal(sim: Sim, seat: int, bonus: int) -> int:
    """The card ``ai.choose(state, seat, "normal", rng)`` plays in the same position (a test
    checks they agree), from the round's bitmasks: the rollouts' policy. ``bonus`` is what an
    empty holding would cancel (R20), fixed for the round."""
    hand = sim.hands[seat]
    if len(hand) == 1:
        return hand[0]
    n = sim.n
    if sim.simultaneous:
        unseen = sim.deck & ~(sim.masks[seat] | sim.played)
        later = n - 1
        top = 0
        bottom = 1 << 62
    else:
        trick = sim.trick
        unseen = sim.deck & ~(sim.masks[seat] | sim.played | sim.trick_mask)
        later = n - 1 - len(trick)
        top = 0
        bottom = 1 << 62
        for _, c in trick:
            if c > top:
                top = c
            if c < bottom:
                bottom = c
    u = unseen.bit_count()
    h = sim.sticks[seat]
    blue, red = sim.blue, sim.red
    rest = len(hand) - 1
    mean_v = sim.pile_sum / rest
    mean_sq = sim.pile_sq / rest
    beyond = _beyond(u, n - 1)
    beyond_now = _beyond(u, later)
    below = [(unseen & ((1 << c) - 1)).bit_count() for c in hand]
    drift = []
    spread = []
    for pos in below:
        p_hi = beyond[pos]
        p_lo = beyond[u - pos]
        drift.append(mean_v * (p_hi - p_lo))
        spread.append(mean_sq * (p_hi + p_lo) - (mean_v * (p_hi - p_lo)) ** 2)
    total_drift = sum(drift)
    total_spread = sum(spread)
    best_card = hand[0]
    best_score = float("inf")
    sqrt = math.sqrt
    for i, card in enumerate(hand):
        pos = below[i]
        p_hi = beyond_now[pos] if card > top else 0.0
        p_lo = beyond_now[u - pos] if card < bottom else 0.0
        m = total_drift - drift[i]
        sd = sqrt(max(total_spread - spread[i], 0.0))
        score = (1.0 - p_hi - p_lo) * _cost(h + m, sd, bonus)
        if p_hi:
            score += p_hi * _cost(h + blue + m, sd, bonus)
        if p_lo:
            score += p_lo * _cost(h - red + m, sd, bonus)
        if score < best_score - 1e-9:
            best_score = score
            best_card = card
    return best_card


# --------------------------------------------------------------------------------------------
# Scoring a round's end as chances to win the game


@lru_cache(maxsize=1 << 16)
def win_chances(adjusted: tuple[float, ...], rounds_left: int) -> tuple[float, ...]:
    """Each seat's chance to win (R22; H5: a shared win split evenly) from totals
    ``adjusted`` with ``rounds_left`` rounds to play: exact when none is left; otherwise
    each pair's chance to finish in that order with the rest of the game a normal spread of
    ``ROUND_SD`` a round, the products normalised (a cheap, smooth approximation)."""
    n = len(adjusted)
    if rounds_left <= 0:
        best = min(adjusted)
        won = [t for t in range(n) if adjusted[t] == best]
        share = 1.0 / len(won)
        return tuple(share if t in won else 0.0 for t in range(n))
    scale = ROUND_SD * math.sqrt(2.0 * rounds_left) * _SQRT2
    erf = math.erf
    raw = []
    for i in range(n):
        p = 1.0
        for j in range(n):
            if j != i:
                p *= 0.5 * (1.0 + erf((adjusted[j] - adjusted[i]) / scale))
        raw.append(p)
    total = sum(raw)
    return tuple(x / total for x in raw)


# --------------------------------------------------------------------------------------------
# What one seat may know, and the worlds it cannot tell apart


@lru_cache(maxsize=64)
def _search_setup(players: tuple[str, ...], deck: str, reveal: str) -> Setup:
    """The setup a determinization plays under: no seed and a dummy deal for every round
    (both hidden; the search stops at the round's end, so it never deals another)."""
    hands, pile = deal(deck, len(players), 0, 1)
    dummy = RoundDeal(tuple(tuple(h) for h in hands), tuple(pile))
    return Setup(players=players, deck=deck, reveal=reveal, seed=0, deals=(dummy,) * len(players))


@dataclass(frozen=True, slots=True)
class Observation:
    """What ``seat`` knows at one moment: ``public`` is the state with every card it has not
    seen put back in canonical order (see ``observe``); ``determinize`` deals them afresh."""

    seat: int
    public: State

    def determinize(self, rng: random.Random) -> State:
        """A complete state consistent with the observation: ``engine.determinize`` of the
        canonical public state (uniform among the deals that agree with it)."""
        s = determinize(self.public, self.seat, rng)
        s.setup = self.public.setup
        return s


def unseen_cards(state: State, seat: int) -> list[int]:
    """The number cards ``seat`` has not seen this round, ascending: other hands, the unused
    cards and, in the simultaneous variant, other seats' face-down picks."""
    known = set(state.hands[seat])
    known.update(state.seen)
    for t, c in state.trick:
        if t == seat or not state.simultaneous:
            known.add(c)
    return [c for c in range(1, state.setup.deck_size + 1) if c not in known]


def observe(state: State, seat: int) -> Observation:
    """Everything ``seat`` may know now, and nothing else (see the module docstring)."""
    public = state.copy()
    unseen = unseen_cards(state, seat)
    pos = 0
    for t in range(state.n):
        if t != seat:
            k = len(state.hands[t])
            public.hands[t] = unseen[pos : pos + k]
            pos += k
    if state.simultaneous:
        trick = []
        for t, c in state.trick:
            if t != seat:
                c = unseen[pos]
                pos += 1
            trick.append((t, c))
        public.trick = trick
    public.pile = sorted(state.pile, key=SCORE_CARDS.index)
    public.setup = _search_setup(state.setup.players, state.setup.deck, state.setup.reveal)
    public.dealt = []
    return Observation(seat, public)


# --------------------------------------------------------------------------------------------
# The search adapter


class SticksSearch:
    """``search.SearchGame`` for Sticks, from one seat's observation, up to the round's end."""

    __slots__ = (
        "bonus",
        "cancelled",
        "last",
        "next_best",
        "observation",
        "rounds_left",
        "scores",
        "seat",
    )

    def __init__(self, observation: Observation) -> None:
        s = observation.public
        self.observation = observation
        self.seat = observation.seat
        self.scores = [[r[t] for r in s.round_scores] for t in range(s.n)]
        self.cancelled = [c[:] for c in s.cancelled]
        self.bonus = [
            self.scores[t][c - 1] if (c := cancellation(self.scores[t], self.cancelled[t])) else 0
            for t in range(s.n)
        ]
        self.next_best = [_next_best(self.scores[t], self.cancelled[t]) for t in range(s.n)]
        self.rounds_left = s.setup.rounds_total - s.round_no
        self.last = self.rounds_left == 0

    def determinize(self, rng: random.Random) -> Sim:
        return Sim.of(self.observation.determinize(rng))

    def to_act(self, state: Sim) -> int:
        return state.to_act(self.seat)

    def moves(self, state: Sim) -> Sequence[int]:
        return state.hands[state.to_act(self.seat)]

    def apply(self, state: Sim, move: int) -> None:
        state.play(state.to_act(self.seat), move)

    def is_terminal(self, state: Sim) -> bool:
        return state.done

    def totals(self, state: Sim) -> list[int]:
        """Each seat's total after this round: R19 scores, R20/H4 cancellations."""
        out = []
        first_round = not self.scores[0]
        for t in range(state.n):
            score = abs(state.sticks[t])
            scores = self.scores[t]
            cancelled = self.cancelled[t]
            total = score + sum(x for i, x in enumerate(scores) if (i + 1) not in cancelled)
            if score == 0 and not first_round:
                total -= self.bonus[t]
            out.append(total)
        return out

    def rewards(self, state: Sim) -> Sequence[float]:
        totals = self.totals(state)
        if self.last:
            return win_chances(tuple(totals), 0)
        # Each seat's best score still uncancelled, which a future empty round would cancel.
        left = self.rounds_left
        adjusted = []
        for t in range(state.n):
            score = abs(state.sticks[t])
            best = self.bonus[t] if score else self.next_best[t]
            if score > best:
                best = score
            adjusted.append(totals[t] - P_ZERO * left * best)
        return win_chances(tuple(adjusted), left)

    def rollout(self, state: Sim, rng: random.Random) -> int:
        played = 0
        bonus = self.bonus
        seat = self.seat
        while not state.done:
            t = state.to_act(seat)
            state.play(t, fast_normal(state, t, bonus[t]))
            played += 1
        return played


def _next_best(scores: list[int], cancelled: list[int]) -> int:
    """The highest score left uncancelled once H4 has cancelled one more."""
    chosen = cancellation(scores, cancelled)
    if chosen is None:
        return 0
    return max(
        (x for i, x in enumerate(scores) if (i + 1) not in cancelled and i + 1 != chosen),
        default=0,
    )


def search_move(
    state: State,
    seat: int,
    rng: random.Random,
    budget: Budget = DEFAULT_BUDGET,
    max_depth: int | None = MAX_DEPTH,
) -> SearchResult[int]:
    """Run the search for ``seat`` (which must have a play) from what it may see in
    ``state``."""
    game = SticksSearch(observe(state, seat))
    depth = 1 if state.simultaneous else max_depth
    seed = random.Random(rng.getrandbits(64))
    return search(game, budget, seed, exploration=EXPLORATION, max_depth=depth)


def choose_hard(state: State, seat: int, rng: random.Random, budget: Budget | None = None) -> Play:
    """The ``hard`` level's play for ``ai.choose``: a last card at once, else searched."""
    hand = state.hands[seat]
    if len(hand) == 1:
        return Play(seat, hand[0])
    return Play(seat, search_move(state, seat, rng, budget or DEFAULT_BUDGET).move)


__all__ = [
    "DEFAULT_BUDGET",
    "Observation",
    "Sim",
    "SticksSearch",
    "choose_hard",
    "fast_normal",
    "observe",
    "search_move",
    "unseen_cards",
    "win_chances",
]
