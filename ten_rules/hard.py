"""The ``hard`` computer player: determinized Monte Carlo search (``search.ismcts``) over what
it cannot see.

What the seat may know is gathered once, by ``observe``: its hand, its own table card (H8: it
played it or got it in a swap), every face-up card, the face-down cards it once held (its
memory, the ``seen1`` bit of its seat: H8 lets it look at a card it got), the penalty piles
(face up, R24), chips, pot, protections, the auction, who opened, the hand sizes, the pile's
size and the round cards still to come (all ten but those turned up: their order is hidden).
Everything else is dropped there: other hands, the other face-down table cards, the pile's
order, the round cards' order, the record's seed and deal. ``Observation.determinize`` deals
the cards the seat has not seen afresh, at random, to the other hands (at their sizes), the
face-down cards it does not know and the pile, and shuffles the round cards left. So the move
is a function of the observation and the seed alone (``tests/ten_rules/test_hard.py``).

The search stops at the end of the round in progress (from a ``first`` step, the end of the
round that choice starts): the cards drawn after it and the round cards are unknown to
everyone. A round's end is scored as each seat's chance to win the game (R30, H14) from its
score so far, counting the hand it would keep at the end (``win_chances``; exact once the game
is over). Rollouts play every seat with ``fast_normal``, the ``normal`` player's very choices
(a test checks they agree) with the unseen cards' mean value counted in constant time. The
search is flat by default (one level: each candidate against rollouts), so no opponent in the
tree reacts to a face-down card it could not have seen.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from search import Budget, SearchResult, search

from . import normal
from .cards import HAND_SLOTS, JOKER, MAX_VALUE, POINTS, ROUNDS, VALUE, full_deck
from .engine import (
    ADD,
    FIRST,
    OFFER,
    OPEN,
    PLAY,
    PROTECT,
    REVEAL,
    Action,
    Setup,
    TenState,
    apply_in_place,
    seeded_deal,
)

#: The default budget, calibrated on the project's 2-core machine (docs/hard-computer.md).
#: ``work`` (actions simulated in the tree and in rollouts) is the limit that binds: it keeps a
#: search's cost even whatever the step (a rollout from phase 2 is longer than one from
#: phase 4). The CPU-time cap is only a safety net: hitting it would make a move depend on the
#: machine's speed.
DEFAULT_BUDGET = Budget(iterations=1500, work=12_000, seconds=0.8)
#: UCB's exploration constant (rewards are win chances in [0, 1]).
EXPLORATION = 0.7
#: How deep the tree goes: 1 is flat Monte Carlo (see the module docstring).
MAX_DEPTH = 1
#: The spread of one seat's score over a round, by table size, measured on normal-against-
#: normal games; and the cards a round takes from the pile, per seat (about 1.45): together
#: they turn a round's result into chances to win the game (``win_chances``).
ROUND_SD = {2: 10.5, 3: 11.7, 4: 13.0, 5: 15.2, 6: 17.8, 7: 20.4}
CARDS_PER_SEAT = 1.45
#: The chance that a card in hand is still there at the end of the game, per round to come:
#: a hand counts at the end (R29), weighted by that chance.
KEEP = 0.6

_SQRT2 = math.sqrt(2.0)
_FULL = full_deck()
#: The 70 cards of R2–R4 as counts, and their values summed (``_unseen_mean``'s start).
_FULL_COUNTS = tuple(_FULL.count(c) for c in range(HAND_SLOTS))


# --------------------------------------------------------------------------------------------
# The default policy: ``normal._normal`` with the unseen cards' mean counted from sums


@dataclass(frozen=True, slots=True)
class Unseen:
    """The cards no penalty pile holds, as a count and a sum of values: constant while a
    search lasts (penalty piles change only at a round's end, its horizon)."""

    count: int
    total: int

    @classmethod
    def of(cls, s: TenState) -> Unseen:
        count = 0
        total = 0
        counts = list(_FULL_COUNTS)
        for pile in s.penalty:
            for c in pile:
                if c < HAND_SLOTS:
                    counts[c] -= 1
        for c in range(HAND_SLOTS):
            k = max(counts[c], 0)
            count += k
            total += VALUE[c] * k
        return cls(count, total)


def unseen_mean(s: TenState, seat: int, base: Unseen) -> float:
    """``normal._unseen_mean(s, seat)`` without walking the deck: the same integers, so the same
    float (no count is ever negative: every card subtracted is a different physical card)."""
    count = base.count
    total = base.total
    hand = s.hands[seat]
    for c in range(HAND_SLOTS):
        k = hand[c]
        if k:
            count -= k
            total -= VALUE[c] * k
    card1, up1, card2 = s.card1, s.up1, s.card2
    for t in range(s.n):
        c = card1[t]
        if c >= 0 and (up1[t] or t == seat):
            count -= 1
            total -= VALUE[c]
        c = card2[t]
        if c >= 0:
            count -= 1
            total -= VALUE[c]
    if count <= 0:
        return 5.0
    return total / count


def _target_value(s: TenState, seat: int, t: int, base: Unseen) -> tuple[float, bool]:
    """``normal._target_value`` with ``unseen_mean``."""
    card = s.card1[t]
    if s.up1[t]:
        return float(s.value1(t)), True
    if s.seen1[t] & (1 << seat):
        return float(VALUE[card]), True
    return unseen_mean(s, seat, base) + 1.2 * s.prot[t], False


def _gain_in_chips(s: TenState, seat: int, t: int, base: Unseen) -> float:
    """``normal._gain_in_chips`` with ``unseen_mean``."""
    mine = normal._my_total(s, seat)
    value, known = _target_value(s, seat, t, base)
    late = normal._late(s)
    if known and s.card1[t] == JOKER and not s.up1[t]:
        new = MAX_VALUE
    else:
        v = max(0, min(MAX_VALUE, round(value)))
        new, _ = normal._best_add(v, s.hands[seat], joker_ok=late)
    stake = normal._stake(s)
    gain = normal._worth(new, s.n, stake) - normal._worth(mine, s.n, stake)
    if not known:
        gain -= 1.5
    return gain / 2.0


def fast_normal(s: TenState, seat: int, rng: random.Random, base: Unseen) -> Action:
    """The action ``ai.choose_action(s, seat, "normal", rng)`` takes, drawing the same random
    numbers (a test checks they agree): the rollouts' policy. Only opening and bidding read
    the unseen cards' mean, so only they differ in how they compute it."""
    step = s.step
    if step == OPEN:
        supply = s.chips[seat]
        best: tuple[float, int, int] | None = None
        for t in range(s.n):
            if t == seat:
                continue
            worth = _gain_in_chips(s, seat, t, base)
            p = s.prot[t]
            price = 1 if p == 0 else p
            if price > supply or worth < price + (0.25 if p == 0 else 0.5):
                continue
            margin = worth - price
            if best is None or margin > best[0]:
                best = (margin, t, price)
        if best is None:
            return Action(seat, OPEN)
        return Action(seat, OPEN, n=best[2], target=best[1])
    if step == OFFER:
        worth = _gain_in_chips(s, seat, s.auc_owner, base)
        bid = s.auc_offer + 1
        if bid <= min(worth, s.chips[seat]):
            return Action(seat, OFFER, n=bid)
        return Action(seat, OFFER)
    return normal._normal(s, seat, rng)


# --------------------------------------------------------------------------------------------
# Scoring the horizon as chances to win the game


@lru_cache(maxsize=1 << 16)
def win_chances(scores: tuple[float, ...], rounds_left: int) -> tuple[float, ...]:
    """Each seat's chance to win (R30: lowest score; H14: a shared win split evenly) from
    ``scores`` with ``rounds_left`` rounds to play: exact when none is left; otherwise each
    pair's chance to finish in that order with the rest of the game a normal spread of
    ``ROUND_SD`` a round, the products normalised (a cheap, smooth approximation)."""
    n = len(scores)
    if rounds_left <= 0:
        best = min(scores)
        won = [t for t in range(n) if scores[t] == best]
        share = 1.0 / len(won)
        return tuple(share if t in won else 0.0 for t in range(n))
    scale = ROUND_SD[n] * math.sqrt(2.0 * rounds_left) * _SQRT2
    erf = math.erf
    raw = []
    for i in range(n):
        p = 1.0
        for j in range(n):
            if j != i:
                p *= 0.5 * (1.0 + erf((scores[j] - scores[i]) / scale))
        raw.append(p)
    total = sum(raw)
    return tuple(x / total for x in raw)


def rounds_to_come(s: TenState) -> int:
    """How many rounds are likely left after the one that just ended (R28, H12): at most the
    round cards left, and about as many as the pile can refill."""
    if s.over:
        return 0
    by_pile = 1 + int(len(s.pile) / (CARDS_PER_SEAT * s.n))
    return max(1, min(ROUNDS - s.round_no, by_pile))


# --------------------------------------------------------------------------------------------
# What one seat may know, and the worlds it cannot tell apart


@lru_cache(maxsize=16)
def _search_setup(players: tuple[str, ...]) -> Setup:
    """The setup a determinization plays under: no seed, a dummy deal (both hidden; the
    engine reads a deal only to start a game)."""
    return Setup(players=players, seed=0, deal=seeded_deal(len(players), 0), given=True)


def knows_table_card(s: TenState, seat: int, t: int) -> bool:
    """Whether ``seat`` knows ``t``'s first table card: face up, its own, or one it held (H8)."""
    return s.card1[t] >= 0 and (s.up1[t] or t == seat or bool(s.seen1[t] & (1 << seat)))


@dataclass(frozen=True, slots=True)
class Observation:
    """What ``seat`` knows at one moment; ``determinize`` deals the cards it has not seen.

    ``public`` is the state with every hidden thing blanked (other hands empty, unknown
    face-down cards set to ``0``, no pile, no round cards, a dummy setup); ``unseen`` the
    cards the seat has not seen, sorted; ``others`` the other seats and their hand sizes;
    ``hidden`` the seats whose face-down card the seat does not know; ``round_cards`` the
    round cards still face down, sorted.
    """

    seat: int
    public: TenState
    unseen: tuple[int, ...]
    others: tuple[tuple[int, int], ...]
    hidden: tuple[int, ...]
    round_cards: tuple[int, ...]

    def determinize(self, rng: random.Random) -> TenState:
        """A complete state consistent with the observation (uniform among the deals that
        agree with it)."""
        s = self.public.copy()
        cards = list(self.unseen)
        rng.shuffle(cards)
        pos = 0
        hands = s.hands
        for t, size in self.others:
            counts = hands[t]
            for c in cards[pos : pos + size]:
                counts[c] += 1
            pos += size
        for t in self.hidden:
            s.card1[t] = cards[pos]
            pos += 1
        s.pile = cards[pos:]
        round_cards = list(self.round_cards)
        rng.shuffle(round_cards)
        s.round_cards = round_cards
        return s


def observe(state: TenState, seat: int) -> Observation:
    """Everything ``seat`` may know now, and nothing else (see the module docstring)."""
    n = state.n
    public = state.copy()
    public.setup = _search_setup(state.setup.players)
    public.pile = []
    public.round_cards = []
    public.hands = [h[:] if t == seat else [0] * HAND_SLOTS for t, h in enumerate(state.hands)]
    counts = list(_FULL_COUNTS)
    for c in range(HAND_SLOTS):
        counts[c] -= state.hands[seat][c]
    hidden = []
    for t in range(n):
        if state.card1[t] >= 0:
            if knows_table_card(state, seat, t):
                counts[state.card1[t]] -= 1
            else:
                hidden.append(t)
                public.card1[t] = 0
        if state.card2[t] >= 0:
            counts[state.card2[t]] -= 1
    for pile in state.penalty:
        for c in pile:
            if c < HAND_SLOTS:
                counts[c] -= 1
    unseen: list[int] = []
    for c in range(HAND_SLOTS):
        unseen.extend([c] * counts[c])
    gone = {c for pile in state.penalty for c in pile if c >= HAND_SLOTS}
    if state.round_card >= 0:
        gone.add(state.round_card)
    left = tuple(c for c in range(HAND_SLOTS, HAND_SLOTS + ROUNDS) if c not in gone)
    if state.over:
        left = ()
    return Observation(
        seat=seat,
        public=public,
        unseen=tuple(unseen),
        others=tuple((t, state.sizes[t]) for t in range(n) if t != seat),
        hidden=tuple(hidden),
        round_cards=left,
    )


# --------------------------------------------------------------------------------------------
# The search adapter

_JOKER_UP_AS = MAX_VALUE


def candidates(s: TenState, seat: int) -> list[Action]:
    """The actions the search weighs for ``seat`` (the decider): every legal choice, a
    parameter at the values that matter. A joker turning face up stands for 10 (a lone 10 wins
    every tie, H10) and a joker added fills the table up to 10; an opening offers the least it
    may (p, R14) and a raise is by one (H7): a jump only costs chips in an auction that goes
    on by ones."""
    step = s.step
    if step == PLAY:
        out: list[Action] = []
        most = min(2, s.chips[seat])
        for code, k in enumerate(s.hands[seat]):
            if not k:
                continue
            as_up = _JOKER_UP_AS if code == JOKER else None
            for chips in range(most + 1):
                out.append(Action(seat, PLAY, code, True, chips, -1, as_up))
            for chips in range(most + 1):
                out.append(Action(seat, PLAY, code, False, chips))
        return out
    if step == OPEN:
        out = [Action(seat, OPEN)]
        supply = s.chips[seat]
        n = s.n
        for i in range(1, n):
            t = (seat + i) % n
            p = s.prot[t]
            if p == 0:
                if supply >= 1:
                    out.append(Action(seat, OPEN, n=1, target=t))
            elif supply >= p:
                out.append(Action(seat, OPEN, n=p, target=t))
        return out
    if step == OFFER:
        return [Action(seat, OFFER), Action(seat, OFFER, n=s.auc_offer + 1)]
    if step == PROTECT:
        most = min(2 - s.prot[seat], s.chips[seat])
        return [Action(seat, PROTECT, n=k) for k in range(most + 1)]
    if step == REVEAL:
        as_ = _JOKER_UP_AS if s.card1[seat] == JOKER else None
        return [Action(seat, REVEAL, up=False), Action(seat, REVEAL, up=True, as_=as_)]
    if step == ADD:
        out = [Action(seat, ADD, -1)]
        room = MAX_VALUE - s.table_value(seat)
        hand = s.hands[seat]
        for code in range(HAND_SLOTS):
            if not hand[code]:
                continue
            if code == JOKER:
                out.append(Action(seat, ADD, JOKER, as_=room))
            elif VALUE[code] <= room:
                out.append(Action(seat, ADD, code))
        return out
    assert step == FIRST
    return [Action(seat, FIRST, target=t) for t in range(s.n)]


class TenSearch:
    """``search.SearchGame`` for Ten, from one seat's observation, up to the horizon."""

    __slots__ = ("base", "observation", "seat", "target_round")

    def __init__(self, observation: Observation) -> None:
        s = observation.public
        self.observation = observation
        self.seat = observation.seat
        self.base = Unseen.of(s)
        # From a ``first`` step, the horizon is the end of the round it starts.
        self.target_round = s.round_no + (1 if s.step == FIRST else 0)

    def determinize(self, rng: random.Random) -> TenState:
        return self.observation.determinize(rng)

    def to_act(self, state: TenState) -> int:
        return state.waiting

    def moves(self, state: TenState) -> Sequence[Action]:
        return candidates(state, state.waiting)

    def apply(self, state: TenState, move: Action) -> None:
        apply_in_place(state, move)

    def is_terminal(self, state: TenState) -> bool:
        return state.over or (state.step == FIRST and state.round_no == self.target_round)

    def rewards(self, state: TenState) -> Sequence[float]:
        n = state.n
        if state.over:
            assert state.scores is not None
            return win_chances(tuple(float(sc) for _, _, sc in state.scores), 0)
        left = rounds_to_come(state)
        keep = KEEP**left
        scores = []
        for t in range(n):
            hand = state.hands[t]
            in_hand = 0
            for c in range(HAND_SLOTS):
                if hand[c]:
                    in_hand += POINTS[c] * hand[c]
            scores.append(state.points[t] - 2 * state.chips[t] + keep * in_hand)
        return win_chances(tuple(scores), left)

    def rollout(self, state: TenState, rng: random.Random) -> int:
        played = 0
        base = self.base
        target = self.target_round
        while not state.over and not (state.step == FIRST and state.round_no == target):
            apply_in_place(state, fast_normal(state, state.waiting, rng, base))
            played += 1
        return played


def search_move(
    state: TenState,
    seat: int,
    rng: random.Random,
    budget: Budget = DEFAULT_BUDGET,
    max_depth: int | None = MAX_DEPTH,
) -> SearchResult[Action]:
    """Run the search for ``seat`` (the decider) from what it may see in ``state``."""
    game = TenSearch(observe(state, seat))
    seed = random.Random(rng.getrandbits(64))
    return search(game, budget, seed, exploration=EXPLORATION, max_depth=max_depth)


def choose_hard(
    state: TenState, seat: int, rng: random.Random, budget: Budget | None = None
) -> Action:
    """The ``hard`` level's action for ``ai.choose_action``: a lone candidate at once, else
    searched."""
    if state.over or seat != state.waiting:
        raise ValueError(f"{state.setup.players[seat]} has nothing to decide now")
    moves = candidates(state, seat)
    if len(moves) == 1:
        return moves[0]
    return search_move(state, seat, rng, budget or DEFAULT_BUDGET).move


__all__ = [
    "DEFAULT_BUDGET",
    "Observation",
    "TenSearch",
    "Unseen",
    "candidates",
    "choose_hard",
    "fast_normal",
    "knows_table_card",
    "observe",
    "search_move",
    "unseen_mean",
    "win_chances",
]
