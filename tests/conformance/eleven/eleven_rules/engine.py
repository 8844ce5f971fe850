"""Eleven's engine: a state, its legal plays, a play applied in place (checked first), the
views, the standings and the hint. Pure and seeded (E1: ``random.Random(seed)``)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from pydantic import BaseModel

from locales import text

from .errors import IllegalAction, RecordError, ReplayError

MIN_PLAYERS, MAX_PLAYERS = 2, 4
#: Cards dealt to each (E2), or four with the house option H1.
HAND = 3
HANDS = (3, 4)
LIMIT = 11
DECK = tuple(sorted(list(range(1, 10)) * 2))


class Play(NamedTuple):
    """Seat ``seat`` plays ``card`` (the one kind of move)."""

    seat: int
    card: int


@dataclass(frozen=True)
class Setup:
    players: tuple[str, ...]
    seed: int
    hand: int = HAND


@dataclass
class State:
    setup: Setup
    hands: list[list[int]]
    pile: list[int]
    count: int = 0
    points: list[int] = field(default_factory=list)
    turn: int = 0
    version: int = 0
    over: bool = False

    def copy(self) -> State:
        return State(
            self.setup,
            [list(h) for h in self.hands],
            list(self.pile),
            self.count,
            list(self.points),
            self.turn,
            self.version,
            self.over,
        )


def check_setup(setup: Mapping[str, Any]) -> Setup:
    """The setup's shape (E1): ``record_error`` saying where and why."""
    if not isinstance(setup, Mapping):
        raise RecordError("record: a game record is a JSON object")
    known = {"game", "players", "seed", "hand", "actions"}
    extra = sorted(set(setup) - known)
    if extra:
        raise RecordError(f"{extra[0]}: unknown field")
    if setup.get("game") != "eleven":
        raise RecordError('game: "eleven" expected')
    players = setup.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) and p for p in players):
        raise RecordError("players: a list of names is expected")
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise RecordError(f"players: {MIN_PLAYERS} to {MAX_PLAYERS} players (E1)")
    if len(set(players)) != len(players):
        raise RecordError("players: names must be distinct")
    seed = setup.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
        raise RecordError("seed: an integer from 0 to 2^63 - 1 is expected")
    hand = setup.get("hand", HAND)
    if hand not in HANDS or isinstance(hand, bool):
        raise RecordError("hand: 3 (E2) or 4 (H1) cards each")
    return Setup(tuple(players), seed, hand)


def start(setup: Setup) -> State:
    """E1, E2: the shuffled deck, three cards each, the rest the pile."""
    deck = list(DECK)
    random.Random(setup.seed).shuffle(deck)
    n = len(setup.players)
    size = setup.hand
    hands = [sorted(deck[i * size : (i + 1) * size]) for i in range(n)]
    return State(setup, hands, deck[n * size :], points=[0] * n)


def parse_action(players: Sequence[str], action: Mapping[str, Any]) -> Play:
    """``{"player": name, "play": card}`` as a ``Play`` (``record_error`` for a bad shape)."""
    if not isinstance(action, Mapping) or set(action) != {"player", "play"}:
        raise RecordError('action: {"player", "play"} expected')
    name, card = action["player"], action["play"]
    if name not in players:
        raise RecordError(f"player: {name!r} is not a player")
    if not isinstance(card, int) or isinstance(card, bool):
        raise RecordError("play: a card from 1 to 9 is expected")
    return Play(list(players).index(name), card)


def replay(setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]]) -> State:
    """The state after ``actions``: every action's shape is checked first (exit 2), then each
    is played (``ReplayError`` with the state before an illegal one, exit 1)."""
    state = start(check_setup(setup))
    moves = [parse_action(state.setup.players, a) for a in actions]
    for index, move in enumerate(moves):
        try:
            apply_in_place(state, move)
        except IllegalAction as exc:
            raise ReplayError(index, exc, state) from None
    return state


def legal_plays(state: State, seat: int) -> list[Play]:
    """E3: the seat on turn plays any card of its hand; nobody else does anything."""
    if state.over or seat != state.turn:
        return []
    return [Play(seat, card) for card in sorted(set(state.hands[seat]))]


def apply_in_place(state: State, move: Play) -> list[dict[str, Any]]:
    """E3-E6, every check before the first change."""
    names = state.setup.players
    if state.over:
        raise IllegalAction("game_over", "E6")
    if not 0 <= move.seat < len(names) or move.seat != state.turn:
        raise IllegalAction("not_your_turn", "E3", player=names[state.turn])
    hand = state.hands[move.seat]
    if move.card not in hand:
        raise IllegalAction("not_in_hand", "E3", card=move.card)
    who = names[move.seat]
    hand.remove(move.card)
    state.version += 1
    state.count += move.card
    events: list[dict[str, Any]] = [
        {"type": "play", "player": who, "card": move.card, "count": state.count}
    ]
    if state.count > LIMIT:
        state.points[move.seat] += 1
        state.count = 0
        events.append({"type": "bust", "player": who, "points": state.points[move.seat]})
    elif state.count == LIMIT:
        state.count = 0
        events.append({"type": "eleven", "player": who})
    if state.pile:
        hand.append(state.pile.pop())
        hand.sort()
        events.append({"type": "draw", "player": who, "pile": len(state.pile)})
    n = len(names)
    for step in range(1, n + 1):
        seat = (move.seat + step) % n
        if state.hands[seat]:
            state.turn = seat
            break
    else:
        state.over = True
        events.append({"type": "game_end", "winners": [names[s] for s in winners(state)]})
    return events


def winners(state: State) -> list[int]:
    best = min(state.points)
    return [s for s, p in enumerate(state.points) if p == best]


# -------------------------------------------------------------------------------- views


class SeatView(BaseModel):
    name: str
    hand_size: int
    points: int


class ElevenView(BaseModel):
    """What one seat may see (E2: its own hand, never another's; the pile face down)."""

    seat: int
    hand: list[int]
    count: int
    pile: int
    turn: str
    seats: list[SeatView]
    over: bool
    winners: list[str]


def view(state: State, seat: int | None) -> ElevenView:
    names = state.setup.players
    return ElevenView(
        seat=-1 if seat is None else seat,
        hand=[] if seat is None else list(state.hands[seat]),
        count=state.count,
        pile=len(state.pile),
        turn="" if state.over else names[state.turn],
        seats=[
            SeatView(name=n, hand_size=len(state.hands[s]), points=state.points[s])
            for s, n in enumerate(names)
        ],
        over=state.over,
        winners=[names[s] for s in winners(state)] if state.over else [],
    )


@dataclass(frozen=True)
class Standing:
    """One seat's final result (``games.protocol.StandingLike``)."""

    name: str
    seat: int
    position: int
    round_points: list[int]
    total: int
    cards: list[int]
    winner: bool
    shared: bool


def standings(state: State) -> list[Standing]:
    """E6: fewest points first, equal points share the place."""
    names = state.setup.players
    won = winners(state)
    order = sorted(range(len(names)), key=lambda s: (state.points[s], s))
    return [
        Standing(
            name=names[s],
            seat=s,
            position=1 + sum(1 for p in state.points if p < state.points[s]),
            round_points=[state.points[s]],
            total=state.points[s],
            cards=[],
            winner=s in won,
            shared=s in won and len(won) > 1,
        )
        for s in order
    ]


# -------------------------------------------------------------------------------- the hint


@dataclass(frozen=True)
class Hint:
    """What the ``normal`` level plays, and why (``games.protocol.HintLike``)."""

    index: int
    param: int | None
    card: int
    code: str

    def text(self, lang: str = "en") -> str:
        return text(f"eleven.hint.{self.code}", lang, card=self.card)


def hint(state: State, seat: int) -> Hint | None:
    """E4: the highest card that keeps the count at 11 or under; else the lowest card. Reads
    only the seat's hand and the public count."""
    plays = legal_plays(state, seat)
    if not plays:
        return None
    cards = [p.card for p in plays]
    fits = [c for c in cards if state.count + c <= LIMIT]
    card, code = (max(fits), "fits") if fits else (min(cards), "lowest")
    return Hint(cards.index(card), None, card, code)
