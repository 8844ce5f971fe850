"""The table service's engine path: computer moves without a dict round trip, no state copy per
move, and a table left exactly as it was when the engine or storage refuses a move.

The service changes a table's state in place only while nothing but the table holds it, so
these tests keep no name for ``table.state`` across a move unless they mean to hold it: they
compare ``state_json`` snapshots (plain dicts) instead.
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
    """How many times a game state was copied (``apply`` copies; the in-place path does not)."""
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


async def test_computer_moves_are_stored_as_action_dict_and_cost_no_copy(
    env: Env, copies: list[int]
) -> None:
    table = await open_table(
        env.service, people=1, computers=3, settings=TableSettings(seats=4, timer=None)
    )
    await play_to_the_end(env, table)
    stored = env.store.stored_actions(table.game_id)
    assert len(stored) > 20
    assert copies[0] == 0  # every move changed the table's own state in place
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


async def test_a_whole_game_through_the_service_replays_to_its_state(
    env: Env, copies: list[int]
) -> None:
    table = await open_table(
        env.service,
        people=1,
        computers=3,
        settings=TableSettings(seats=4, timer=None, options={"draw": "manual"}),
    )
    await play_to_the_end(env, table)
    assert table.state is not None and table.state.over
    assert copies[0] == 0
    assert dr.state_json(dr.replay(record_of(env, table))) == dr.state_json(table.state)


async def test_a_refused_move_leaves_the_table_untouched(env: Env, copies: list[int]) -> None:
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
    assert copies[0] == 0  # refused on the table's own state, which the engine left alone
    assert table.state is not None
    await env.service.act(table.game_id, ANA, version, own_move(table.state, "Ana"))
    assert snapshot(table)[0] == version + 1


@pytest.mark.parametrize("failure", ["storage", "stale"])
async def test_a_failed_append_puts_the_state_back(
    env: Env, copies: list[int], failure: str
) -> None:
    table = await open_table(env.service, settings=TableSettings(seats=2, timer=None))
    await reach_person_turn(env.service, env.clock, table)
    before = snapshot(table)
    version = before[0]
    assert table.state is not None
    move = own_move(table.state, "Ana")
    error = StaleVersion(table.game_id, version, version + 1) if failure == "stale" else None
    env.store.fail_next("append_action", exc=error)
    with pytest.raises(TableError) as refused:
        await env.service.act(table.game_id, ANA, version, move)
    assert refused.value.code == ("stale" if failure == "stale" else "not_saved")
    assert snapshot(table) == before  # the move was applied in place, then undone
    assert copies[0] == 0
    assert len(env.store.stored_actions(table.game_id)) == version
    await env.service.act(table.game_id, ANA, version, move)
    assert snapshot(table)[0] == version + 1
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


async def test_a_state_someone_holds_never_changes(env: Env, copies: list[int]) -> None:
    table = await open_table(
        env.service, people=1, computers=3, settings=TableSettings(seats=4, timer=None)
    )
    await run_computers(env.service, env.clock)
    move = anas_move(table)
    if move is not None:  # Ana moves first: then the computers answer
        await env.service.act(table.game_id, ANA, table.version, move)
    held = table.state
    assert held is not None
    seen = dr.state_json(held)
    await run_computers(env.service, env.clock)
    assert table.state is not held and table.state is not None
    assert table.state.version > held.version
    assert dr.state_json(held) == seen
    assert copies[0] == 1  # the first computer move copied the held state, no other did


async def test_nothing_is_shown_while_a_move_applied_in_place_is_stored(
    env: Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While storage writes a move the table already took in place, ``committed`` is clear, a
    view (``TableService.view``, the only way a renderer gets a table) waits, and a snapshot
    taken behind the service's back is refused: nothing shown is a move storage has not kept
    (nor one it refuses)."""
    table = await open_table(env.service, settings=TableSettings(seats=2, timer=None))
    seat = await reach_person_turn(env.service, env.clock, table)
    gate = asyncio.Event()
    seen: list[tuple[bool, int]] = []
    append = env.store.games.append_action

    async def slow_append(*args: Any, **kwargs: Any) -> Any:
        seen.append((table.committed.is_set(), env.store.calls["append_action"]))
        await gate.wait()
        return await append(*args, **kwargs)

    monkeypatch.setattr(env.store.games, "append_action", slow_append)
    version = table.state.version
    action = own_move(table.state, table.state.players[seat])
    move = asyncio.ensure_future(env.service.act(table.game_id, ANA, version, action))
    await asyncio.sleep(0)
    for _ in range(5):
        await asyncio.sleep(0)
    assert seen and seen[0][0] is False  # cleared before the write began
    shown = asyncio.ensure_future(env.service.view(table))
    await asyncio.sleep(0)
    assert not shown.done()  # a renderer waits for the move to be stored
    with pytest.raises(RuntimeError):
        table.snapshot()
    gate.set()
    await move
    view = await asyncio.wait_for(shown, 1)
    assert table.committed.is_set() and view.version == version + 1


async def test_a_view_held_across_a_move_keeps_what_it_showed(env: Env) -> None:
    """A reader holding a view while the next move is made (a writer awaiting Discord) keeps
    the state it was given: that move is applied to a copy, never in place under it."""
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
