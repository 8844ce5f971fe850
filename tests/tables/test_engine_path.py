"""The table service's engine path: computer moves without a dict round trip, and a service that
never changes a game state in place (issue 32): each move is a new state from the engine
(``GameRules.apply``), which the table takes only once storage has kept the move, so a table is
left exactly as it was when the engine or storage refuses a move, and a state anyone holds (a
view being drawn, a test) never changes under them. The in-place path is the engines' own.
"""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

import dobro_rules as dr
from storage import StaleVersion
from tables import Table, TableError, TableSettings

from .helpers import PEOPLE, Env, open_table, own_move, reach_person_turn, run_computers

ANA = PEOPLE[0][0]
RNG = random.Random(11)


@pytest.fixture
def copies(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """How many times a game state was copied (``apply`` copies: one new state a move)."""
    count = [0]
    plain = dr.GameState.copy

    def counting(self: dr.GameState) -> dr.GameState:
        count[0] += 1
        return plain(self)

    monkeypatch.setattr(dr.GameState, "copy", counting)
    yield count


def snapshot(table: Table) -> tuple[int, dict[str, Any], int]:
    """The table's position: version, referee's view, actions kept (no reference kept)."""
    assert table.state is not None
    return table.state.version, dr.state_json(table.state), len(table.actions)


def record_of(env: Env, table: Table) -> dict[str, Any]:
    stored = env.store.stored_actions(table.game_id)
    return {**(table.setup or {}), "actions": [s.action for s in stored]}


def anas_move(table: Table) -> dict[str, Any] | None:
    """What Ana does now, if she may do anything: the normal computer's choice for her."""
    assert table.state is not None
    if not dr.legal_moves(table.state, "Ana"):
        return None
    action = dr.ai.choose(table.state, "Ana", "normal", RNG)
    action.pop("player")
    return action


async def play_to_the_end(env: Env, table: Table) -> None:
    """Ana and the computers play the game out; nobody here holds ``table.state``."""
    for _ in range(3_000):
        await run_computers(env.service, env.clock)
        if table.state is None or table.state.over:
            return
        move = anas_move(table)
        if move is None:
            await env.clock.advance_to_next()
        else:
            await env.service.act(table.game_id, ANA, table.version, move)
    raise AssertionError("the game did not end")


def a_card_not_held(table: Table, seat: int) -> str:
    assert table.state is not None
    counts = table.state.hands[seat]
    return next(dr.engine.NAMES[c] for c in range(2, 13) if not counts[c])


async def test_computer_moves_are_stored_as_action_dict_each_a_new_state(
    env: Env, copies: list[int]
) -> None:
    table = await open_table(
        env.service, people=1, computers=3, settings=TableSettings(seats=4, timer=None)
    )
    await play_to_the_end(env, table)
    stored = env.store.stored_actions(table.game_id)
    assert len(stored) > 20
    assert copies[0] >= len(stored)  # a new state each move (apply), never one changed
    assert table.state is not None
    players = table.state.players
    computers = 0
    for item in stored:
        move = dr.parse_action(players, item.action)
        if item.actor == "Ana":  # a person's action is stored as she sent it
            assert item.action == dr.action_dict(players, move)
            continue
        # A computer's: exactly the RECORD.md action ``action_dict`` gives, key order included.
        assert json.dumps(item.action) == json.dumps(dr.action_dict(players, move))
        computers += 1
    assert computers > 20
    assert [s.action for s in stored] == table.actions
    assert dr.state_json(dr.replay(record_of(env, table))) == dr.state_json(table.state)


async def test_a_whole_game_through_the_service_replays_to_its_state(env: Env) -> None:
    table = await open_table(
        env.service,
        people=1,
        computers=3,
        settings=TableSettings(seats=4, timer=None, options={"draw": "manual"}),
    )
    await play_to_the_end(env, table)
    assert table.state is not None and table.state.over
    assert dr.state_json(dr.replay(record_of(env, table))) == dr.state_json(table.state)


async def test_a_refused_move_leaves_the_table_untouched(env: Env) -> None:
    table = await open_table(env.service, settings=TableSettings(seats=2, timer=None))
    seat = await reach_person_turn(env.service, env.clock, table)
    before = snapshot(table)
    calls = env.store.calls["append_action"]
    version = before[0]
    with pytest.raises(dr.IllegalAction):  # a card Ana does not hold (R6)
        await env.service.act(table.game_id, ANA, version, {"play": [a_card_not_held(table, seat)]})
    with pytest.raises(dr.IllegalAction):  # two different cards are no pair (R6b)
        await env.service.act(table.game_id, ANA, version, {"play": ["2", "12"]})
    with pytest.raises(dr.RecordError):  # not even an action
        await env.service.act(table.game_id, ANA, version, {"dance": True})
    with pytest.raises(TableError) as stale:  # no such control in her hand
        await env.service.play(table.game_id, ANA, version, 99)
    assert stale.value.code == "stale"
    assert snapshot(table) == before
    assert env.store.calls["append_action"] == calls
    assert table.state is not None
    await env.service.act(table.game_id, ANA, version, own_move(table.state, "Ana"))
    assert snapshot(table)[0] == version + 1


@pytest.mark.parametrize("failure", ["storage", "stale"])
async def test_a_failed_append_leaves_the_table_as_it_was(env: Env, failure: str) -> None:
    table = await open_table(env.service, settings=TableSettings(seats=2, timer=None))
    await reach_person_turn(env.service, env.clock, table)
    before = snapshot(table)
    held = table.state
    version = before[0]
    assert held is not None
    move = own_move(held, "Ana")
    error = StaleVersion(table.game_id, version, version + 1) if failure == "stale" else None
    env.store.fail_next("append_action", exc=error)
    with pytest.raises(TableError) as refused:
        await env.service.act(table.game_id, ANA, version, move)
    assert refused.value.code == ("stale" if failure == "stale" else "not_saved")
    assert table.state is held and snapshot(table) == before  # nothing to undo
    assert len(env.store.stored_actions(table.game_id)) == version
    await env.service.act(table.game_id, ANA, version, move)
    assert snapshot(table)[0] == version + 1
    assert dr.state_json(held) == before[1]  # the state before the move is still as it was
    assert dr.state_json(dr.replay(record_of(env, table))) == snapshot(table)[1]


async def test_a_computer_move_that_fails_to_store_leaves_the_state_as_it_was(
    env: Env,
) -> None:
    table = await open_table(env.service, settings=TableSettings(seats=2, timer=None))
    await reach_person_turn(env.service, env.clock, table)
    assert table.state is not None
    await env.service.act(table.game_id, ANA, table.state.version, own_move(table.state, "Ana"))
    before = snapshot(table)
    env.store.fail_next("append_action", times=1)
    await env.clock.advance(1.5)  # the computer tries once and fails
    assert env.store.calls["append_action"] >= 2
    assert snapshot(table) == before
    await env.clock.advance(3)  # the retry is stored
    assert snapshot(table)[0] > before[0]
    assert dr.state_json(dr.replay(record_of(env, table))) == snapshot(table)[1]


async def test_no_state_the_table_ever_held_changes(env: Env) -> None:
    """Every state a table held, kept by someone (a renderer drawing it, a test), stays as it
    was through the whole game: the service never changes one in place."""
    table = await open_table(
        env.service, people=1, computers=3, settings=TableSettings(seats=4, timer=None)
    )
    held: dict[int, tuple[dr.GameState, dict[str, Any]]] = {}

    async def keep(_table: Table, _events: list[dict[str, Any]]) -> None:
        state = table.state
        if state is not None and id(state) not in held:
            held[id(state)] = (state, dr.state_json(state))

    env.service.listeners.append(keep)
    await play_to_the_end(env, table)
    assert len(held) > 20
    for state, seen in held.values():
        assert dr.state_json(state) == seen


async def test_a_move_being_stored_is_not_shown_and_does_not_hold_readers(
    env: Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While storage writes a move, a view (``TableService.view``, the only way a renderer
    gets a table) shows the table before it, at once: nothing shown is a move storage has not
    kept (nor one it refuses), and nobody waits on the write."""
    table = await open_table(env.service, settings=TableSettings(seats=2, timer=None))
    seat = await reach_person_turn(env.service, env.clock, table)
    gate = asyncio.Event()
    writing = asyncio.Event()
    append = env.store.games.append_action

    async def slow_append(*args: Any, **kwargs: Any) -> Any:
        writing.set()
        await gate.wait()
        return await append(*args, **kwargs)

    monkeypatch.setattr(env.store.games, "append_action", slow_append)
    assert table.state is not None
    version = table.state.version
    before = dr.state_json(table.state)
    action = own_move(table.state, table.state.players[seat])
    move = asyncio.ensure_future(env.service.act(table.game_id, ANA, version, action))
    await asyncio.wait_for(writing.wait(), 1)
    during = await asyncio.wait_for(env.service.view(table), 1)
    assert during.version == version and dr.state_json(during.state) == before
    gate.set()
    await move
    after = await env.service.view(table)
    assert after.version == version + 1
    assert dr.state_json(during.state) == before  # the view drawn meanwhile kept its state


async def test_a_view_held_across_a_move_keeps_what_it_showed(env: Env) -> None:
    """A reader holding a view while the next move is made (a writer awaiting Discord) keeps
    the state it was given: that move is a new state, never a change under it."""
    table = await open_table(env.service, settings=TableSettings(seats=2, timer=None))
    seat = await reach_person_turn(env.service, env.clock, table)
    view = await env.service.view(table)
    before = dr.state_json(view.state)
    version = view.version
    action = own_move(table.state, table.state.players[seat])
    await env.service.act(table.game_id, ANA, version, action)
    assert table.state.version == version + 1
    assert view.version == version and dr.state_json(view.state) == before
    assert view.state is not table.state
