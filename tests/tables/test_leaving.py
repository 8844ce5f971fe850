"""Leaving a game in play is a forfeit; when every person left, the game is abandoned."""

from __future__ import annotations

import asyncio

import pytest

import dobro_rules as dr
from standings import judge, seat_plays
from storage import GameStatus
from tables import TableError, TableSettings

from .helpers import (
    CHANNEL,
    GUILD,
    PEOPLE,
    Env,
    events_of,
    open_table,
    own_move,
    play_out,
    reach_person_turn,
)

ANA, BO, CY = (user for user, _ in PEOPLE[:3])


async def test_R14_leavers_are_forfeits_tied_last_and_never_win(env: Env) -> None:
    """Leaving is a forfeit (issue 29): leavers rank below everyone who played it out, all
    tied, whoever left first; they never win."""
    service, clock, store = env.service, env.clock, env.store
    # Ana (seat 0), Bo (1), Cy (2) and a computer (3); Cy stays and plays at once.
    table = await open_table(
        service, people=3, computers=1, settings=TableSettings(seats=4, timer=None)
    )
    gid = table.game_id
    await service.leave(gid, ANA)
    await service.leave(gid, BO)
    assert table.status is GameStatus.ACTIVE
    assert [s.left for s in table.seats] == [1, 2, None, None]
    assert table.computer_levels == {0: "normal", 1: "normal", 3: "normal"}
    assert [e["player"] for e in events_of(table, "left")] == ["Ana", "Bo"]
    assert [s.left for s in store.game(gid).seats] == [1, 2, None, None]
    assert table.seat_of(ANA) is None and table.people == [table.seats[2]]

    await play_out(service, clock, table)
    assert table.status is GameStatus.FINISHED
    assert store.game(gid).status is GameStatus.FINISHED
    assert table.actions == [a.action for a in store.stored_actions(gid)]
    actors = {a.actor for a in store.stored_actions(gid)}
    assert {"Ana", "Bo"} <= actors  # the computer played the leavers' seats to the end

    result = store.stored_results(gid)
    by_seat = {r.seat: r for r in result.seats}
    assert by_seat[0].position == 3 and by_seat[0].left and not by_seat[0].winner
    assert by_seat[1].position == 3 and by_seat[1].left and not by_seat[1].winner
    engine = {s.seat: s for s in dr.standings(table.state)}
    for seat in (2, 3):
        better = sum(1 for o in (2, 3) if engine[o].position < engine[seat].position)
        assert by_seat[seat].position == 1 + better
        assert by_seat[seat].winner == (better == 0)
        assert not by_seat[seat].left
    assert any(by_seat[s].winner for s in (2, 3))
    plays = seat_plays(await store.games.play_log(gid))
    assert table.standings == list(judge(dr.standings(table.state), plays).standings)
    assert service.in_channel(CHANNEL) is None


async def test_everyone_leaving_abandons_the_game(env: Env) -> None:
    service, clock, store = env.service, env.clock, env.store
    table = await open_table(service, people=2, computers=1)
    gid = table.game_id
    await service.leave(gid, ANA)
    assert table.status is GameStatus.ACTIVE
    await service.leave(gid, BO)
    assert table.status is GameStatus.ABANDONED
    assert table.end_reason == "everyone_left"
    game = await store.games.get(gid)
    assert game.status is GameStatus.ABANDONED
    assert game.end_reason == "everyone_left"
    assert game.timers is None
    assert await store.results.for_game(gid) is None
    assert service.in_channel(CHANNEL) is None
    assert table in service.closing()
    # Nothing moves any more, and the channel takes a new table at once.
    moves = len(store.stored_actions(gid))
    await clock.advance(60)
    assert len(store.stored_actions(gid)) == moves
    assert service.scheduler.driver_of(gid) is None
    again = await service.create(GUILD, CHANNEL, BO, "Bo", TableSettings())
    assert service.in_channel(CHANNEL) is again


async def test_leave_before_a_concurrent_move_refuses_the_move(env: Env) -> None:
    service, clock, store = env.service, env.clock, env.store
    table = await open_table(
        service, people=2, computers=1, settings=TableSettings(seats=3, timer=None)
    )
    seat = await reach_person_turn(service, clock, table)
    person = table.seats[seat]
    state = table.state
    stored = len(store.stored_actions(table.game_id))
    left, moved = await asyncio.gather(
        service.leave(table.game_id, person.user_id),
        service.act(table.game_id, person.user_id, state.version, own_move(state, person.name)),
        return_exceptions=True,
    )
    assert left is table
    assert isinstance(moved, TableError) and moved.code == "not_seated"
    assert len(store.stored_actions(table.game_id)) == stored
    assert table.state.version == state.version
    assert table.seats[seat].left == 1

    with pytest.raises(TableError) as caught:
        await service.act(
            table.game_id, person.user_id, state.version, own_move(state, person.name)
        )
    assert caught.value.code == "not_seated"
    # The computer takes the seat over at its own pace.
    await clock.advance(5)
    assert store.stored_actions(table.game_id)[stored].actor == person.name


async def test_a_move_before_a_concurrent_leave_is_kept(env: Env) -> None:
    service, clock, store = env.service, env.clock, env.store
    table = await open_table(
        service, people=2, computers=1, settings=TableSettings(seats=3, timer=None)
    )
    seat = await reach_person_turn(service, clock, table)
    person = table.seats[seat]
    state = table.state
    move = own_move(state, person.name)
    moved, left = await asyncio.gather(
        service.act(table.game_id, person.user_id, state.version, move),
        service.leave(table.game_id, person.user_id),
    )
    assert moved[0] is table and left is table
    stored = store.stored_actions(table.game_id)
    assert stored[state.version].action == {**move, "player": person.name}
    assert table.seats[seat].left == 1


async def test_leaving_twice_is_refused(env: Env) -> None:
    table = await open_table(env.service, people=2, computers=1)
    await env.service.leave(table.game_id, BO)
    with pytest.raises(TableError) as caught:
        await env.service.leave(table.game_id, BO)
    assert caught.value.code == "not_seated"
    assert env.store.calls["leave_seat"] == 1
