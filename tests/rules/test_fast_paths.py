"""The engine's fast paths give exactly what the plain paths give.

* ``ai.choose_action`` + ``action_dict`` (what the table service now stores for a computer's
  move) is the very RECORD.md action ``ai.choose`` returns, key order included;
* ``record.replay`` applies every action in place on one state, no copy per action, and ends
  where a replay copying the state before every action ends (both drawing modes, 2–6 players);
  its ``ReplayError`` still carries the state before the illegal action;
* a refused action leaves a state that ``apply_in_place`` owns as it was.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import dobro_rules as d
from dobro_rules import ai
from dobro_rules.engine import Action, GameState, apply_in_place, seat_moves

from .helpers import random_game

players = st.integers(min_value=2, max_value=6)
seeds = st.integers(min_value=0, max_value=2**32 - 1)
draws = st.sampled_from(["auto", "manual"])


def slots(state: GameState) -> dict[str, Any]:
    """Every field of a state, lists copied: equal exactly when the states are."""
    out = {}
    for name in GameState.__slots__:
        value = getattr(state, name)
        out[name] = json.loads(json.dumps(value, default=repr)) if name != "setup" else value
    return out


def copying_replay(record: dict[str, Any]) -> GameState:
    """The replay as it was: the pure, copying ``apply`` for every action."""
    state = d.start(record)
    for action in record["actions"]:
        state, _ = d.apply(state, action)
    return state


def random_record(n: int, seed: int, draw: str, variant: str = "standard") -> dict[str, Any]:
    actions = [action for _, action, _, _ in random_game(n, seed, draw=draw, variant=variant)]
    rec = d.new_record([f"p{i}" for i in range(n)], variant=variant, draw=draw, seed=seed)
    return {**rec, "actions": actions}


# ---------------------------------------------------------------------- choose_action


@settings(max_examples=60, deadline=None)
@given(n=players, seed=seeds, drawing=draws)
def test_choose_action_as_a_dict_is_what_choose_returns(n: int, seed: int, drawing: str) -> None:
    for before, _action, _after, _events in random_game(n, seed, draw=drawing):
        for seat, name in enumerate(before.players):
            if not seat_moves(before, seat):
                continue
            for level in ai.LEVELS:
                k = seed + seat
                expected = ai.choose(before, name, level, random.Random(k))
                move = ai.choose_action(before, seat, level, random.Random(k))
                got = d.action_dict(before.players, move)
                assert json.dumps(got) == json.dumps(expected)  # same keys, same order
                assert d.parse_action(before.players, got) == move


@settings(max_examples=60, deadline=None)
@given(n=players, seed=seeds, drawing=draws, mask=st.integers(min_value=1, max_value=63))
def test_will_act_is_whether_pending_action_has_a_move(
    n: int, seed: int, drawing: str, mask: int
) -> None:
    """The scheduler asks ``will_act`` (no choice, no draw from the generator) and chooses
    once when the move is due: both must agree on every state, for any computer seats."""
    for before, _action, _after, _events in random_game(n, seed, draw=drawing):
        for level in ai.LEVELS:
            levels = {seat: level for seat in range(n) if mask >> seat & 1}
            pending = ai.pending_action(before, levels, random.Random(seed))
            assert ai.will_act(before, levels) == (pending is not None)


def test_the_random_computer_draws_as_randrange_does() -> None:
    """The hot path draws with ``Random._randbelow``: the same numbers as ``randrange``, so a
    seeded game is the same game as before."""
    state = d.start(d.new_record(["a", "b", "c", "d"], seed=5))
    picks, expected = random.Random(3), random.Random(3)
    for _ in range(200):
        if state.over:
            break
        moves = seat_moves(state, state.turn)
        move = moves[expected.randrange(len(moves))] if len(moves) > 1 else moves[0]
        value = move.values[expected.randrange(len(move.values))] if move.values else None
        action = ai.choose_action(state, state.turn, "random", picks)
        assert d.action_dict(state.players, action) == move.action(state.players[state.turn], value)
        apply_in_place(state, action)


# ---------------------------------------------------------------------- replay


@settings(max_examples=40, deadline=None)
@given(n=players, seed=seeds, drawing=draws)
def test_replay_in_place_ends_where_the_copying_replay_ends(
    n: int, seed: int, drawing: str
) -> None:
    record = random_record(n, seed, drawing)
    expected = copying_replay(record)
    with pytest.MonkeyPatch.context() as m:

        def no_copy(self: GameState) -> GameState:
            raise AssertionError("replay copied the state")

        m.setattr(GameState, "copy", no_copy)
        got = d.replay(record)
    assert d.state_json(got) == d.state_json(expected)
    assert slots(got) == slots(expected)


@pytest.mark.parametrize("drawing", ["auto", "manual"])
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_replay_in_place_in_the_long_variant(n: int, drawing: str) -> None:
    record = random_record(n, 1000 + n, drawing, variant="long")
    assert d.state_json(d.replay(record)) == d.state_json(copying_replay(record))


@pytest.mark.parametrize("drawing", ["auto", "manual"])
def test_a_replay_error_carries_the_state_before_the_illegal_action(drawing: str) -> None:
    record = random_record(4, 77, drawing)
    cut = len(record["actions"]) // 2
    head = {**record, "actions": record["actions"][:cut]}
    before = copying_replay(head)
    # Someone not on turn takes the bid: never legal (R6), whatever the position.
    other = before.players[(before.turn + 1) % before.n]
    bad = {**record, "actions": [*head["actions"], {"player": other, "take": True}]}
    with pytest.raises(d.ReplayError) as caught:
        d.replay(bad)
    assert caught.value.index == cut
    assert caught.value.error.code == "not_your_turn"
    assert d.state_json(caught.value.state) == d.state_json(before)
    assert slots(caught.value.state) == slots(before)


# ---------------------------------------------------------------------- refused actions


@settings(max_examples=15, deadline=None)
@given(n=players, seed=seeds, drawing=draws)
def test_a_refused_action_leaves_an_owned_state_as_it_was(n: int, seed: int, drawing: str) -> None:
    """What the engines rely on to take a move on a state they alone hold (replays, searches)."""
    rng = random.Random(seed)
    for before, _action, _after, _events in random_game(n, seed, draw=drawing):
        if rng.random() > 0.2:
            continue
        state = before.copy()
        seat = rng.randrange(n)
        counts = state.hands[seat]
        tries = [
            Action(seat, "take"),
            Action(seat, "draw"),
            Action(seat, "oubli", target=rng.randrange(n)),
            *(Action(seat, "play", (c,), None) for c in range(2, 16) if counts[c]),
            *(Action(seat, "play", (c, c), None) for c in range(2, 16) if counts[c]),
            Action(seat, "play", (13,), 1),
            Action(seat, "play", (13, 5), 6),
        ]
        for action in tries:
            snapshot = slots(state)
            try:
                apply_in_place(state, action)
            except d.IllegalAction:
                assert slots(state) == snapshot, action
                continue
            state = before.copy()  # accepted: start again from the position
