"""Lossless JSON for a live state, for persistence and caches (pydantic at the boundary).

The record (setup + actions) is the game's true serialization; a snapshot saves replaying it.
``from_snapshot(to_snapshot(s))`` equals ``s`` field by field.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict

from .cards import hand_size
from .engine import GameState, Played, RoundDeal, Setup


class SetupModel(BaseModel):
    model_config = ConfigDict(extra="forbid")

    players: list[str]
    variant: str
    draw: str
    seed: int | None
    deals: list[tuple[list[list[int]], list[int], list[int]] | None]
    starter: int | None
    later_starters: list[tuple[int, int]]


class StateModel(BaseModel):
    model_config = ConfigDict(extra="forbid")

    setup: SetupModel
    round_no: int
    over: bool
    hands: list[list[int]]
    sizes: list[int]
    pile: list[int]
    set_aside: list[int]
    bid: list[tuple[int, list[int], int | None, int]]
    value: int
    direction: int
    turn: int
    starter: int
    must_open: bool
    piles: list[list[int]]
    short: list[bool]
    ended_turn: list[bool]
    oubli: int
    round_points: list[list[int]]
    round_cards: list[list[int]]
    points: list[int]
    discarded: list[int]
    ender: int
    version: int
    winners: list[int]
    dealt: list[tuple[list[list[int]], list[int], list[int]]]


def _deal_out(d: RoundDeal) -> tuple[list[list[int]], list[int], list[int]]:
    return [list(h) for h in d.hands], list(d.pile), list(d.set_aside)


def _deal_in(d: Any) -> RoundDeal:
    hands, pile, aside = d
    return RoundDeal(tuple(tuple(h) for h in hands), tuple(pile), tuple(aside))


_PLAIN = [
    "round_no",
    "over",
    "hands",
    "sizes",
    "pile",
    "set_aside",
    "value",
    "direction",
    "turn",
    "starter",
    "must_open",
    "piles",
    "short",
    "ended_turn",
    "oubli",
    "round_points",
    "round_cards",
    "points",
    "discarded",
    "ender",
    "version",
    "winners",
]


def to_snapshot(state: GameState) -> dict[str, Any]:
    """Every field of ``state`` as JSON-ready data."""
    setup = state.setup
    data: dict[str, Any] = {name: getattr(state, name) for name in _PLAIN}
    data["setup"] = {
        "players": list(setup.players),
        "variant": setup.variant,
        "draw": setup.draw,
        "seed": setup.seed,
        "deals": [None if d is None else _deal_out(d) for d in setup.deals],
        "starter": setup.starter,
        "later_starters": [list(x) for x in setup.later_starters],
    }
    data["bid"] = [[p.seat, list(p.cards), p.declared, p.value] for p in state.bid]
    data["dealt"] = [_deal_out(d) for d in state.dealt]
    return StateModel.model_validate(data).model_dump(mode="json")


def from_snapshot(data: dict[str, Any]) -> GameState:
    """Rebuild a state saved by ``to_snapshot``; raises pydantic's ValidationError if malformed."""
    m = StateModel.model_validate(data)
    su = m.setup
    s = GameState.__new__(GameState)
    s.setup = Setup(
        players=tuple(su.players),
        variant=su.variant,
        draw=su.draw,
        seed=su.seed,
        deals=tuple(None if d is None else _deal_in(d) for d in su.deals),
        starter=su.starter,
        later_starters=tuple(tuple(x) for x in su.later_starters),  # type: ignore[misc]
    )
    s.n = len(su.players)
    s.hand_size = hand_size(s.n)
    for name in _PLAIN:
        value = getattr(m, name)
        setattr(
            s,
            name,
            [v[:] if isinstance(v, list) else v for v in value]
            if isinstance(value, list)
            else value,
        )
    s.bid = [Played(seat, tuple(cards), declared, value) for seat, cards, declared, value in m.bid]
    s.dealt = [_deal_in(d) for d in m.dealt]
    return s
