"""Hand controls carry the move's index in the engine's legal moves: every control a hand shows
stands for exactly one legal move, which the engine accepts (R5–R9, R7 jokers with one or many
declared values), and every custom id fits Discord's limit and the dynamic items' templates."""

from __future__ import annotations

from typing import Any

import pytest

import dobro_rules as dr
from cogs.games.dobro import RENDERER as DOBRO
from cogs.table.controls import MoveButton, ParamSelect, PreviewButton, PreviewSelect
from cogs.table.factory import TABLE_CONTROLS
from storage import GameStatus, Seat
from tables import Table, TableSettings
from tests.rules.helpers import craft, random_game


def _table(state: dr.GameState) -> Table:
    seats = [Seat.human(i, 1000 + i, name) for i, name in enumerate(state.players)]
    return Table(
        game_id=7,
        guild_id=1,
        channel_id=2,
        host_id=1000,
        settings=TableSettings(seats=len(seats)),
        seats=seats,
        status=GameStatus.ACTIVE,
        state=state,
    )


def _controls(view: Any) -> list[dict[str, Any]]:
    found = []

    def walk(items: list[dict[str, Any]]) -> None:
        for item in items:
            if "custom_id" in item:
                found.append(item)
            walk(item.get("components", []))
            if "accessory" in item:
                walk([item["accessory"]])

    walk(view.to_components())
    return found


def _press_all(state: dr.GameState, player: str) -> int:
    """Press every enabled control of ``player``'s hand; returns how many actions that was."""
    seat = state.seat_of(player)
    moves = dr.seat_moves(state, seat)
    pressed = 0
    seen = set()
    for control in _controls(DOBRO.hand_view(_table(state), player, "en", TABLE_CONTROLS)):
        custom_id = control["custom_id"]
        assert len(custom_id) <= 100
        if custom_id.startswith(("dobro:v:", "dobro:w:")):
            assert control.get("disabled")  # greyed-out plays can never be pressed
            kind = PreviewButton if custom_id.startswith("dobro:v:") else PreviewSelect
            assert kind.PATTERN.fullmatch(custom_id)
            continue
        if not custom_id.startswith(("dobro:m:", "dobro:j:")):
            continue
        kind = ParamSelect if custom_id.startswith("dobro:j:") else MoveButton
        assert kind.PATTERN.fullmatch(custom_id), custom_id
        gid, version, index = (int(x) for x in custom_id.split(":")[2:])
        assert (gid, version) == (7, state.version)
        move = moves[index]
        seen.add(index)
        if kind is ParamSelect:
            assert [int(o["value"]) for o in control["options"]] == list(move.values)
            values: list[int | None] = list(move.values)
        else:
            assert len(move.values) <= 1  # a button needs no choice (R7: one value at most)
            values = [None]
        for value in values:
            dr.apply(state, move.action(player, value))  # raises if the control lied
            pressed += 1
    assert seen == set(range(len(moves)))  # one control per legal move, no more, no less
    return pressed


@pytest.mark.parametrize(("players", "draw"), [(2, "auto"), (4, "manual"), (6, "auto")])
def test_every_control_of_a_hand_is_a_legal_move(players: int, draw: str) -> None:
    pressed = 0
    for seed in range(2):
        for state, _, _, _ in random_game(players, seed, draw=draw):
            for player in dr.actors(state):
                pressed += _press_all(state, player)
    assert pressed > 500


@pytest.mark.parametrize(
    ("hand", "bid", "expected"),
    [
        (["J", "2"], ["12"], {"play": ["J"], "as": 12}),  # R7: only 12 reaches 12: a button
        (["J", "J"], ["12", "12"], {"play": ["J", "J"], "as": 12}),  # only 12 + 12 reaches 24
    ],
)
def test_R7_a_joker_with_one_legal_value_is_a_button_that_plays_it(
    hand: list[str], bid: list[str], expected: dict[str, Any]
) -> None:
    state = craft(
        ["ana", "ben"],
        {"ana": hand, "ben": ["3"]},
        pile=["4"],
        collected={"ana": None},
        bid=[("ben", bid, None)],
        turn="ana",
    )
    moves = dr.seat_moves(state, 0)
    index = next(i for i, m in enumerate(moves) if set(m.cards) == {"J"})
    ids = [
        c["custom_id"]
        for c in _controls(DOBRO.hand_view(_table(state), "ana", "en", TABLE_CONTROLS))
    ]
    assert f"dobro:m:7:{state.version}:{index}" in ids
    assert not any(i.startswith("dobro:j:") for i in ids)
    assert moves[index].action("ana") == {**expected, "player": "ana"}
    dr.apply(state, moves[index].action("ana"))
