"""What each audience may see: the referee's state JSON, one player's view, final standings.

A player's view is built from public facts plus that player's own hand; it never holds another
hand, the pile's order or the set-aside cards (tests check this on random games).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel

from .cards import NAMES, counts_to_names
from .engine import CLOCKWISE, GameState, Move, preview_moves, seat_moves


def _direction(state: GameState) -> str:
    return "clockwise" if state.direction == CLOCKWISE else "counterclockwise"


def bid_cards(state: GameState) -> list[str]:
    return [NAMES[c] for p in state.bid for c in p.cards]


def _progress(state: GameState) -> dict[str, Any]:
    """Where the game stands, as both the record's state and every view say it."""
    over = state.over
    return {
        "round": state.round_no,
        "rounds_total": state.setup.rounds_total,
        "over": over,
        "turn": None if over else state.setup.players[state.turn],
        "must_open": False if over else state.must_open,
        "value": 0 if over else state.value,
    }


def state_json(state: GameState) -> dict:
    """RECORD.md's output: the referee's view, every hand in full."""
    names = state.setup.players
    over = state.over
    return {
        **_progress(state),
        "bid": [] if over else bid_cards(state),
        "direction": _direction(state),
        "pile": len(state.pile),
        "set_aside": len(state.set_aside),
        "hands": {p: counts_to_names(state.hands[s]) for s, p in enumerate(names)},
        "collected": {p: len(state.piles[s]) for s, p in enumerate(names)},
        "short": [p for s, p in enumerate(names) if state.short[s]],
        "oubli": names[state.oubli] if state.oubli >= 0 else None,
        "round_points": [dict(zip(names, r, strict=True)) for r in state.round_points],
        "points": dict(zip(names, state.points, strict=True)),
        "winners": [names[w] for w in state.winners],
    }


class BidPlay(BaseModel):
    """One play of the current bid: who, which cards, the joker's value, V after it."""

    player: str
    cards: list[str]
    declared: int | None = None
    value: int


class SeatView(BaseModel):
    """What everyone may know about a seat."""

    name: str
    seat: int
    hand_size: int
    collected: int
    points: int
    round_points: list[int]
    short: bool
    can_be_called: bool
    has_oubli: bool


class MoveView(BaseModel):
    """A legal move as a UI offers it: a joker move lists the values it may be declared as."""

    kind: Literal["play", "take", "draw", "oubli"]
    cards: list[str] = []
    values: list[int] = []
    target: str | None = None


class PlayerView(BaseModel):
    """One player's view of the table: public facts and their own hand, nothing hidden."""

    player: str
    seat: int
    hand: list[str]
    round: int
    rounds_total: int
    over: bool
    turn: str | None
    must_open: bool
    value: int
    bid: list[BidPlay]
    direction: Literal["clockwise", "counterclockwise"]
    draw_mode: Literal["auto", "manual"]
    pile: int
    set_aside: int
    seats: list[SeatView]
    oubli: str | None
    winners: list[str]
    moves: list[MoveView]
    #: What this player could play if their turn came now (shown greyed out, never sent).
    preview: list[MoveView] = []


def _move_data(move: Move) -> dict[str, Any]:
    return {
        "kind": move.kind,
        "cards": list(move.cards),
        "values": list(move.values),
        "target": move.target,
    }


def move_view(move: Move) -> MoveView:
    return MoveView.model_validate(_move_data(move))


def _seat_data(state: GameState) -> list[dict[str, Any]]:
    names = state.setup.players
    callable_ = set(state.callable_seats())
    return [
        {
            "name": p,
            "seat": s,
            "hand_size": state.sizes[s],
            "collected": len(state.piles[s]),
            "points": state.points[s],
            "round_points": [r[s] for r in state.round_points],
            "short": state.short[s],
            "can_be_called": s in callable_,
            "has_oubli": state.oubli == s,
        }
        for s, p in enumerate(names)
    ]


def public_seats(state: GameState) -> list[SeatView]:
    return [SeatView.model_validate(data) for data in _seat_data(state)]


def player_view(state: GameState, player: str) -> PlayerView:
    """What ``player`` may see and do now (a spectator view has ``player`` = "").

    Built as plain data and validated once (``PlayerView.model_validate``: one pass in
    pydantic's core, not a model constructed per seat, play and move; a hand is drawn on every
    move, #35), with the keys each model was once given, so fields and fields set are as
    before."""
    names = state.setup.players
    seat = state.seat_of(player) if player else -1
    return PlayerView.model_validate(
        {
            "player": player,
            "seat": seat,
            "hand": counts_to_names(state.hands[seat]) if seat >= 0 else [],
            **_progress(state),
            "bid": [
                {
                    "player": names[p.seat],
                    "cards": [NAMES[c] for c in p.cards],
                    "declared": p.declared,
                    "value": p.value,
                }
                for p in state.bid
            ],
            "direction": _direction(state),
            "draw_mode": state.setup.draw,
            "pile": len(state.pile),
            "set_aside": len(state.set_aside),
            "seats": _seat_data(state),
            "oubli": names[state.oubli] if state.oubli >= 0 else None,
            "winners": [names[w] for w in state.winners],
            "moves": [_move_data(m) for m in seat_moves(state, seat)] if seat >= 0 else [],
            "preview": [_move_data(m) for m in preview_moves(state, seat)] if seat >= 0 else [],
        }
    )


class Standing(BaseModel):
    """A seat's final result (R11, R14), as stored and shown at the end of a game."""

    name: str
    seat: int
    position: int
    round_points: list[int]
    total: int
    cards: list[int]
    winner: bool
    shared: bool


def standings(state: GameState) -> list[Standing]:
    """Final standings, best first: position by total points, then last-round cards (R14)."""
    names = state.setup.players
    last = state.round_cards[-1] if state.round_cards else [0] * state.n
    key = [(state.points[s], last[s]) for s in range(state.n)]
    shared = len(state.winners) > 1
    out = []
    for s, p in enumerate(names):
        position = 1 + sum(1 for other in key if other < key[s])
        out.append(
            Standing(
                name=p,
                seat=s,
                position=position,
                round_points=[r[s] for r in state.round_points],
                total=state.points[s],
                cards=[r[s] for r in state.round_cards],
                winner=s in state.winners,
                shared=shared and s in state.winners,
            )
        )
    out.sort(key=lambda st: (st.position, st.seat))
    return out
