"""The referee: state, legal plays and the application of actions (STICKS.md R1–R22, H1–H7).

A game is a pure function of its ``Setup`` and its list of ``Play`` actions. ``State`` is
mutable inside this module only; ``apply`` copies first, so callers see a pure function, and
the hot path (computer players, ``record.replay``, the table on a state nothing else holds)
uses ``apply_in_place``, which checks the whole action before it changes anything.

Everything but the choice of a card is automatic (reveals, sticks, pairs, scores,
cancellations), so an action is only ever "seat plays card".
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, NamedTuple

from .cards import (
    BLUE_ZERO,
    HAND_SIZE,
    RED_ZERO,
    SCORE_VALUE,
    card_label,
    deal,
    deck_size,
)
from .errors import IllegalAction

TURNS = "turns"
SIMULTANEOUS = "simultaneous"
FULL = "full"
TRIMMED = "trimmed"

# --------------------------------------------------------------------------------------------
# Setup


class RoundDeal(NamedTuple):
    """One round's cards: each seat's nine cards (as given) and the score pile, top first."""

    hands: tuple[tuple[int, ...], ...]
    score_pile: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Setup:
    """Everything a game is a function of, besides its actions (the record's fields)."""

    players: tuple[str, ...]
    deck: str = FULL
    reveal: str = TURNS
    seed: int = 0
    #: Rounds the record spells out, from round 1 (the seed deals the others).
    deals: tuple[RoundDeal, ...] = ()

    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def rounds_total(self) -> int:
        """R4: one round per player, each dealing once."""
        return len(self.players)

    @property
    def simultaneous(self) -> bool:
        return self.reveal == SIMULTANEOUS

    @property
    def deck_size(self) -> int:
        return deck_size(self.deck, len(self.players))


def round_deal(setup: Setup, round_no: int) -> RoundDeal:
    """Round ``round_no``'s cards: from the record if it gives them, else from the seed."""
    if round_no <= len(setup.deals):
        return setup.deals[round_no - 1]
    hands, pile = deal(setup.deck, setup.n, setup.seed, round_no)
    return RoundDeal(tuple(tuple(h) for h in hands), tuple(pile))


def dealer_of(n: int, round_no: int) -> int:
    """H3/R4: round 1 is dealt by the last seat, then each round by the next seat left."""
    return (round_no - 2) % n


# --------------------------------------------------------------------------------------------
# Actions


class Play(NamedTuple):
    """The one action of the game: ``seat`` plays (or, simultaneous, picks) ``card``.

    It is also the legal-action item a table draws as one button: ``legal_plays`` lists one
    ``Play`` per card the seat may play now.
    """

    seat: int
    card: int


# --------------------------------------------------------------------------------------------
# State


class State:
    """The whole game at one moment. Treat as read-only outside this module.

    ``sticks[s]`` is a holding as R15 leaves it: blue − red, never both colours. ``pile`` holds
    the score cards not yet revealed, top at the end. ``trick`` lists ``(seat, card)`` in the
    order played (simultaneous: the order picked). ``seen`` lists the cards of this round's
    finished tricks (what every player saw turned up; R16 discards them face down after).
    """

    __slots__ = (
        "blue",
        "cancelled",
        "dealer",
        "dealt",
        "hands",
        "last_trick",
        "leader",
        "n",
        "over",
        "picked",
        "pile",
        "red",
        "revealed",
        "round_no",
        "round_scores",
        "seen",
        "setup",
        "simultaneous",
        "sticks",
        "totals",
        "trick",
        "trick_no",
        "trick_reveal",
        "turn",
        "value",
        "version",
        "winners",
    )

    setup: Setup
    n: int
    simultaneous: bool
    round_no: int
    trick_no: int
    over: bool
    dealer: int
    leader: int
    #: Turns mode: the seat to play; -1 in the simultaneous variant or once the game is over.
    turn: int
    hands: list[list[int]]
    pile: list[str]
    revealed: list[str]
    #: Index in ``revealed`` of the current trick's first score card.
    trick_reveal: int
    value: int
    blue: int
    red: int
    trick: list[tuple[int, int]]
    picked: list[bool]
    seen: list[int]
    sticks: list[int]
    round_scores: list[list[int]]
    cancelled: list[list[int]]
    totals: list[int]
    winners: list[int]
    version: int
    dealt: list[RoundDeal]
    #: The ``trick`` event of the last finished trick (H7: a table shows it once).
    last_trick: dict[str, Any] | None

    def copy(self) -> State:
        new = State.__new__(State)
        new.setup = self.setup
        new.n = self.n
        new.simultaneous = self.simultaneous
        new.round_no = self.round_no
        new.trick_no = self.trick_no
        new.over = self.over
        new.dealer = self.dealer
        new.leader = self.leader
        new.turn = self.turn
        new.hands = [h[:] for h in self.hands]
        new.pile = self.pile[:]
        new.revealed = self.revealed[:]
        new.trick_reveal = self.trick_reveal
        new.value = self.value
        new.blue = self.blue
        new.red = self.red
        new.trick = self.trick[:]
        new.picked = self.picked[:]
        new.seen = self.seen[:]
        new.sticks = self.sticks[:]
        new.round_scores = [r[:] for r in self.round_scores]
        new.cancelled = [c[:] for c in self.cancelled]
        new.totals = self.totals[:]
        new.winners = self.winners[:]
        new.version = self.version
        new.dealt = self.dealt[:]
        new.last_trick = self.last_trick  # never changed once made
        return new

    # Read-only conveniences for callers outside the engine.
    @property
    def players(self) -> tuple[str, ...]:
        return self.setup.players

    @property
    def rounds_total(self) -> int:
        return self.setup.rounds_total

    def waiting(self) -> list[int]:
        """Who must play now: the seat on turn (R13), or everyone yet to pick (R18, H6)."""
        if self.over:
            return []
        if self.simultaneous:
            picked = self.picked
            return [s for s in range(self.n) if not picked[s]]
        return [self.turn]

    def trick_cards(self) -> list[str]:
        """The score cards revealed for the current trick (one to three: R9–R11)."""
        return self.revealed[self.trick_reveal :]


def new_state(setup: Setup) -> State:
    """The state before the first action: round 1 dealt, its first trick's stakes revealed."""
    s = State.__new__(State)
    n = setup.n
    s.setup = setup
    s.n = n
    s.simultaneous = setup.simultaneous
    s.round_no = 0
    s.trick_no = 0
    s.over = False
    s.dealer = s.leader = s.turn = 0
    s.hands = [[] for _ in range(n)]
    s.pile = []
    s.revealed = []
    s.trick_reveal = 0
    s.value = s.blue = s.red = 0
    s.trick = []
    s.picked = [False] * n
    s.seen = []
    s.sticks = [0] * n
    s.round_scores = []
    s.cancelled = [[] for _ in range(n)]
    s.totals = [0] * n
    s.winners = []
    s.version = 0
    s.dealt = []
    s.last_trick = None
    _start_round(s, [])
    return s


def start_events(state: State) -> list[dict[str, Any]]:
    """What a table announces when a game starts: round 1's dealer and leader, and its first
    trick's score cards (no action made them, so no ``apply`` returned them)."""
    return [_round_start_event(state), _reveal_event(state)]


def _round_start_event(s: State) -> dict[str, Any]:
    names = s.setup.players
    return {
        "type": "round_start",
        "round": s.round_no,
        "rounds_total": s.setup.rounds_total,
        "dealer": names[s.dealer],
        "leader": names[s.leader],
    }


def _start_round(s: State, events: list[dict[str, Any]]) -> None:
    """R4–R7 (H3): the next dealer deals; sticks are back in the reserve; the player left of
    the dealer leads the first trick, whose score cards are revealed at once."""
    s.round_no += 1
    n = s.n
    deal_ = round_deal(s.setup, s.round_no)
    s.dealt.append(deal_)
    s.hands = [sorted(h) for h in deal_.hands]
    s.pile = list(reversed(deal_.score_pile))
    s.revealed = []
    s.seen = []
    s.sticks = [0] * n
    s.dealer = dealer_of(n, s.round_no)
    s.leader = (s.dealer + 1) % n
    s.trick_no = 0
    events.append(_round_start_event(s))
    _start_trick(s, s.leader, events)


def _start_trick(s: State, leader: int, events: list[dict[str, Any]]) -> None:
    """R9–R12: the leader reveals score cards until a nonzero one; a lone 0 removes its
    colour, two 0s cancel each other."""
    s.trick_no += 1
    s.leader = leader
    s.turn = -1 if s.simultaneous else leader
    s.trick = []
    s.picked = [False] * s.n
    s.trick_reveal = len(s.revealed)
    pile = s.pile
    zeros: list[str] = []
    while True:
        card = pile.pop()  # R12: a nonzero card is always left for each of the nine tricks
        s.revealed.append(card)
        value = SCORE_VALUE[card]
        if value:
            break
        zeros.append(card)
    s.value = value
    blue = red = value
    if len(zeros) == 1:
        if zeros[0] == BLUE_ZERO:
            blue = 0
        else:
            red = 0
    s.blue = blue
    s.red = red
    events.append(_reveal_event(s))


def _reveal_event(s: State) -> dict[str, Any]:
    cards = s.trick_cards()
    zeros = [c for c in cards if c in (BLUE_ZERO, RED_ZERO)]
    removed = None
    if len(zeros) == 1:
        removed = "blue" if zeros[0] == BLUE_ZERO else "red"
    return {
        "type": "reveal",
        "round": s.round_no,
        "trick": s.trick_no,
        "leader": s.setup.players[s.leader],
        "cards": cards,
        "value": s.value,
        "stakes": {"blue": s.blue, "red": s.red},
        "removed": removed,
        "voided": len(zeros) == 2,
    }


def determinize(state: State, seat: int | None, rng: random.Random) -> State:
    """A complete state that ``seat`` (None: a spectator) cannot tell from ``state``: every
    card it has not seen dealt anew at random (other hands, the unused cards, other seats'
    face-down picks), the score pile's order shuffled, and later rounds dealt from a fresh
    seed. For searching computer players; such a state has no deal history (``dealt`` is
    empty), so it is never exported.
    """
    new = state.copy()
    n = new.n
    hidden_picks = new.simultaneous and not new.over
    pool: list[int] = []
    for t in range(n):
        if t != seat:
            pool += new.hands[t]
    if hidden_picks:
        pool += [c for t, c in new.trick if t != seat]
    known = set(new.seen)
    known.update(c for h in new.hands for c in h)
    known.update(c for _, c in new.trick)
    size = new.setup.deck_size
    if size > HAND_SIZE * n:  # the full deck: the unused cards are as unseen as any hand
        pool += [c for c in range(1, size + 1) if c not in known]
    rng.shuffle(pool)
    for t in range(n):
        if t != seat:
            k = len(new.hands[t])
            new.hands[t] = sorted(pool[-k:]) if k else []
            del pool[len(pool) - k :]
    if hidden_picks:
        new.trick = [(t, c if t == seat else pool.pop()) for t, c in new.trick]
    rng.shuffle(new.pile)
    setup = state.setup
    new.setup = Setup(
        players=setup.players,
        deck=setup.deck,
        reveal=setup.reveal,
        seed=rng.getrandbits(63),
    )
    new.dealt = []
    return new


# --------------------------------------------------------------------------------------------
# Legal plays


def legal_plays(state: State, seat: int) -> list[Play]:
    """Every play ``seat`` may make now, lowest card first; empty when it may not play.

    Turns mode (R13): only the seat on turn, any card in hand. Simultaneous (R18, H6): every
    seat that has not picked in this trick.
    """
    if state.over or not 0 <= seat < state.n:
        return []
    if state.simultaneous:
        if state.picked[seat]:
            return []
    elif seat != state.turn:
        return []
    return [Play(seat, c) for c in state.hands[seat]]


def check(s: State, a: Play) -> None:
    """Raise ``IllegalAction`` if ``a`` breaks a rule now; change nothing."""
    if s.over:
        raise IllegalAction("game_over", "R22")
    seat = a.seat
    if not 0 <= seat < s.n:
        raise IllegalAction("unknown_player", "H1", player=f"seat {seat}")
    if s.simultaneous:
        if s.picked[seat]:
            raise IllegalAction("already_picked", "H6")
    elif seat != s.turn:
        raise IllegalAction("not_your_turn", "R13", turn=s.setup.players[s.turn])
    card = a.card
    if card not in s.hands[seat]:
        raise IllegalAction("not_in_hand", "R13", card=card_label(card))


# --------------------------------------------------------------------------------------------
# Applying actions


def apply(state: State, action: Play) -> tuple[State, list[dict[str, Any]]]:
    """Apply ``action`` to a copy of ``state``: the new state and what happened.

    Raises ``IllegalAction`` (changing nothing) when the rules forbid it.
    """
    check(state, action)
    new = state.copy()
    return new, _play(new, action.seat, action.card)


def apply_in_place(s: State, a: Play) -> list[dict[str, Any]]:
    """Check then apply ``a`` to ``s`` itself; on ``IllegalAction`` ``s`` is untouched."""
    check(s, a)
    return _play(s, a.seat, a.card)


def _play(s: State, seat: int, card: int) -> list[dict[str, Any]]:
    s.version += 1
    s.hands[seat].remove(card)
    s.trick.append((seat, card))
    s.picked[seat] = True
    names = s.setup.players
    events: list[dict[str, Any]]
    if s.simultaneous:
        # The card stays face down until everyone has picked (R18): the event does not name it.
        waiting = [names[t] for t in range(s.n) if not s.picked[t]]
        events = [
            {
                "type": "picked",
                "player": names[seat],
                "round": s.round_no,
                "trick": s.trick_no,
                "waiting": waiting,
            }
        ]
        if waiting:
            return events
    else:
        done = len(s.trick) == s.n
        nxt = None if done else (seat + 1) % s.n
        events = [
            {
                "type": "play",
                "player": names[seat],
                "card": card,
                "round": s.round_no,
                "trick": s.trick_no,
                "next": None if nxt is None else names[nxt],
            }
        ]
        if not done:
            s.turn = nxt  # type: ignore[assignment]
            return events
    _end_trick(s, events)
    return events


def _take(sticks: list[int], seat: int, delta: int) -> int:
    """Give ``seat`` ``delta`` sticks (blue > 0, red < 0); R15 returns pairs at once. Returns
    how many pairs went back to the reserve."""
    before = sticks[seat]
    after = before + delta
    sticks[seat] = after
    if before == 0 or (before > 0) == (delta > 0):
        return 0
    return min(abs(before), abs(delta))


def _end_trick(s: State, events: list[dict[str, Any]]) -> None:
    """R14–R17: highest takes blue, lowest red (R10 may remove one), pairs go back, played
    cards are discarded and the highest leads; after the ninth trick the round ends."""
    names = s.setup.players
    trick = s.trick
    high_seat, high = trick[0]
    low_seat, low = trick[0]
    for seat, card in trick:
        if card > high:
            high_seat, high = seat, card
        if card < low:
            low_seat, low = seat, card
    sticks = s.sticks
    returned: dict[str, int] = {}
    blue = red = None
    if s.blue:
        pairs = _take(sticks, high_seat, s.blue)
        if pairs:
            returned[names[high_seat]] = pairs
        blue = {"player": names[high_seat], "count": s.blue}
    if s.red:
        pairs = _take(sticks, low_seat, -s.red)
        if pairs:
            returned[names[low_seat]] = pairs
        red = {"player": names[low_seat], "count": s.red}
    s.seen.extend(card for _, card in trick)
    last = s.trick_no == HAND_SIZE
    event = {
        "type": "trick",
        "round": s.round_no,
        "trick": s.trick_no,
        "score_cards": s.trick_cards(),
        "value": s.value,
        "stakes": {"blue": s.blue, "red": s.red},
        "cards": [{"player": names[seat], "card": card} for seat, card in trick],
        "highest": {"player": names[high_seat], "card": high},
        "lowest": {"player": names[low_seat], "card": low},
        "blue": blue,
        "red": red,
        "returned": returned,
        "sticks": {names[t]: holding(sticks[t]) for t in range(s.n)},
        "next_leader": None if last else names[high_seat],
    }
    s.last_trick = event
    events.append(event)
    if last:
        _end_round(s, events)
    else:
        _start_trick(s, high_seat, events)


def holding(sticks: int) -> dict[str, int]:
    """A holding as R15 leaves it: ``{"blue": b, "red": r}``, one of them 0."""
    return {"blue": sticks, "red": 0} if sticks >= 0 else {"blue": 0, "red": -sticks}


def cancellation(scores: list[int], cancelled: list[int]) -> int | None:
    """H4: the round (from 1) a player with no sticks cancels: their highest score above 0
    among earlier rounds not cancelled yet, the earliest on equal scores; None if none."""
    best = 0
    chosen = None
    for i, score in enumerate(scores):
        if score > best and (i + 1) not in cancelled:
            best = score
            chosen = i + 1
    return chosen


def _end_round(s: State, events: list[dict[str, Any]]) -> None:
    """R19–R22: scores are the sticks held; no sticks cancels an earlier score (R20, H4);
    sticks go back (R21); after N rounds the lowest total wins (H5: ties share)."""
    names = s.setup.players
    n = s.n
    scores = [abs(h) for h in s.sticks]
    s.round_scores.append(scores)
    newly: dict[str, dict[str, int]] = {}
    for seat in range(n):
        if scores[seat] == 0 and s.round_no > 1:
            mine = [r[seat] for r in s.round_scores[:-1]]
            chosen = cancellation(mine, s.cancelled[seat])
            if chosen is not None:
                s.cancelled[seat].append(chosen)
                s.cancelled[seat].sort()
                newly[names[seat]] = {"round": chosen, "score": mine[chosen - 1]}
    s.totals = [
        sum(r[seat] for i, r in enumerate(s.round_scores) if (i + 1) not in s.cancelled[seat])
        for seat in range(n)
    ]
    events.append(
        {
            "type": "round_end",
            "round": s.round_no,
            "rounds_total": s.setup.rounds_total,
            "scores": dict(zip(names, scores, strict=True)),
            "cancelled": newly,
            "totals": dict(zip(names, s.totals, strict=True)),
        }
    )
    if s.round_no < s.setup.rounds_total:
        _start_round(s, events)
        return
    # Game over: R21 returns the sticks; nothing is in play any more.
    best = min(s.totals)
    s.winners = [seat for seat in range(n) if s.totals[seat] == best]
    s.over = True
    s.sticks = [0] * n
    s.turn = -1
    s.trick = []
    s.picked = [False] * n
    s.revealed = []
    s.trick_reveal = 0
    s.value = s.blue = s.red = 0
    s.seen = []
    events.append(
        {
            "type": "game_over",
            "totals": dict(zip(names, s.totals, strict=True)),
            "winners": [names[w] for w in s.winners],
            "shared": len(s.winners) > 1,
        }
    )
