"""Custom ids of hand controls: every move the engine offers survives encode → custom id → decode
and is accepted by the engine (R5–R9, R7 jokers with one or many declared values)."""

from __future__ import annotations

import pytest

import dobro_rules as dr
from cogs.controls import JokerSelect, MoveButton, decode_move, encode_move
from dobro_rules.views import move_view
from tests.rules.helpers import craft, random_game


def _round_trip(state: dr.GameState, player: str) -> int:
    """Press every control ``player`` would get now; returns how many there were."""
    pressed = 0
    for move in dr.legal_moves(state, player):
        view = move_view(move)
        code = encode_move(view, state.players)
        custom_id = f"dobro:m:7:{state.version}:{code}"
        assert len(custom_id) <= 100
        if view.kind == "play" and len(view.values) > 1:  # a select: one action per option
            cards = "JJ" if len(view.cards) == 2 else "J"
            select_id = f"dobro:j:7:{state.version}:{cards}"
            assert JokerSelect.__discord_ui_compiled_template__.fullmatch(select_id)
            actions = [
                {**decode_move("p" + ".".join(view.cards), state.players), "as": v}
                for v in view.values
            ]
        else:
            assert MoveButton.__discord_ui_compiled_template__.fullmatch(custom_id), custom_id
            actions = [decode_move(code, state.players)]
        for action in actions:
            dr.apply(state, {**action, "player": player})  # raises if the control lied
            pressed += 1
    return pressed


@pytest.mark.parametrize(("players", "draw"), [(2, "auto"), (4, "manual"), (6, "auto")])
def test_every_offered_control_decodes_to_a_legal_action(players: int, draw: str) -> None:
    pressed = 0
    for seed in range(3):
        for state, _, _, _ in random_game(players, seed, draw=draw):
            for player in dr.actors(state):
                pressed += _round_trip(state, player)
    assert pressed > 1000


@pytest.mark.parametrize(
    ("hand", "bid", "expected"),
    [
        (["J", "2"], ["12"], {"play": ["J"], "as": 12}),  # R7: only 12 reaches 12: a button
        (["J", "J"], ["12", "12"], {"play": ["J", "J"], "as": 12}),  # only 12 + 12 reaches 24
    ],
)
def test_a_joker_with_one_legal_value_is_a_button_that_carries_it(
    hand: list[str], bid: list[str], expected: dict
) -> None:
    names = ("ana", "ben")
    state = craft(
        list(names),
        {"ana": hand, "ben": ["3"]},
        pile=["4"],
        collected={"ana": None},
        bid=[("ben", bid, None)],
        turn="ana",
    )
    jokers = [m for m in dr.legal_moves(state, "ana") if set(m.cards) == {"J"}]
    assert [len(m.values) for m in jokers] == [1]
    code = encode_move(move_view(jokers[0]), names)
    assert MoveButton.__discord_ui_compiled_template__.fullmatch(f"dobro:m:1:0:{code}")
    assert decode_move(code, names) == expected
    dr.apply(state, {**expected, "player": "ana"})
