"""Restarts go through real SQLite: open, play, close the service and the database, reopen
both with a new service on a later clock, and ``restore``.

Computers play without delay here (``ai_delay=0``) so that only deadlines need the fake
clock; SQLite writes finish in a worker thread, hence ``eventually``.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from storage import Database, GameStatus
from tables import LOBBY_LIFETIME, Table, TableService, TableSettings

from .fakes import FakeClock, settle
from .helpers import (
    CHANNEL,
    GUILD,
    PEOPLE,
    Env,
    events_of,
    eventually,
    make_service,
    open_table,
    own_move,
    person_on_turn,
)

ANA, BO = PEOPLE[0][0], PEOPLE[1][0]


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "dobro.sqlite3"


@asynccontextmanager
async def running(
    path: Path, clock: FakeClock, listener: Callable[..., Any] | None = None
) -> AsyncIterator[tuple[Env, Database]]:
    """A service over the database at ``path``, restored; closed (service, then database)
    on exit, as the bot shuts down."""
    db = await Database.open(path)
    env = make_service(db, clock, ai_delay=0.0)
    if listener is not None:
        env.service.listeners.append(listener)
    try:
        await env.service.restore()
        yield env, db
    finally:
        await env.service.close()
        await db.close()


async def settled(service: TableService) -> None:
    """Wait (real time) until no computer move is due; SQLite writes included."""
    await asyncio.wait_for(service.idle(), 10)
    await settle()


async def stored_count(db: Database, game_id: int) -> int:
    return len(await db.games.actions(game_id))


async def stored_more_than(db: Database, game_id: int, count: int) -> bool:
    return await stored_count(db, game_id) > count


async def test_a_deadline_that_passed_during_a_restart_fires_at_start_up(db_path: Path) -> None:
    clock = FakeClock()
    async with running(db_path, clock) as (env, db):
        table = await open_table(env.service)  # Ana and a computer, 120 s
        gid = table.game_id
        await settled(env.service)
        assert person_on_turn(table)
        seat, version = table.state.turn, table.state.version
        deadline = table.timers.turns[seat]
        assert deadline == clock.now() + 120
        assert (await db.games.get(gid)).timers["turns"] == {str(seat): deadline}

    later = FakeClock(clock.now() + 200)  # the bot was down for 200 s
    async with running(db_path, later) as (env, db):
        table = env.service.get(gid)
        assert table.state.version == version
        await later.advance(0)
        await eventually(
            lambda: events_of(table, "timeout"), timeout=2, what="the overdue timeout fired"
        )
        await eventually(lambda: stored_more_than(db, gid, version))
        actions = await db.games.actions(gid)
        assert actions[version].actor == table.seats[seat].name


async def test_a_deadline_keeps_its_time_across_a_restart(db_path: Path) -> None:
    clock = FakeClock()
    async with running(db_path, clock) as (env, _):
        table = await open_table(env.service)
        gid = table.game_id
        await settled(env.service)
        seat, version = table.state.turn, table.state.version
        deadline = table.timers.turns[seat]

    later = FakeClock(clock.now() + 60)
    async with running(db_path, later) as (env, _):
        table = env.service.get(gid)
        assert table.timers.turns == {seat: deadline}
        await later.advance(deadline - later.now() - 1)
        assert table.state.version == version
        await later.advance(1.5)
        await eventually(
            lambda: table.state.version > version, timeout=2, what="the timeout fired on time"
        )


async def test_seats_and_timeouts_survive_a_restart_and_the_game_ends(db_path: Path) -> None:
    """Bo leaves and Ana times out once; after a restart Ana's second timeout makes her away,
    the computers finish the game, and neither, having made no move of their own, played it
    out: both are no-shows, tied below the computer (issue 29)."""
    clock = FakeClock()
    settings = TableSettings(seats=3, timer=30)
    async with running(db_path, clock) as (env, db):
        table = await open_table(env.service, people=2, computers=1, settings=settings)
        gid = table.game_id
        await env.service.leave(gid, BO)
        await settled(env.service)
        assert person_on_turn(table) and table.state.turn == 0
        await clock.advance(30.5)
        await eventually(lambda: events_of(table, "timeout"))
        await settled(env.service)
        assert person_on_turn(table)
        assert table.timers.timeouts == {0: 1}
        version = table.state.version
        assert await stored_count(db, gid) == version

    later = FakeClock(clock.now() + 5)
    async with running(db_path, later) as (env, db):
        table = env.service.get(gid)
        assert table.state.version == version
        assert table.actions == [a.action for a in await db.games.actions(gid)]
        assert [(s.name, s.left, s.away) for s in table.seats] == [
            ("Ana", None, False),
            ("Bo", 1, False),
            ("🤖 Camille", None, False),
        ]
        assert table.computer_levels == {1: "normal", 2: "normal"}
        assert table.timers.timeouts == {0: 1}
        await later.advance(150)  # whatever the deadline, it has passed
        await eventually(lambda: table.seats[0].away)
        await eventually(lambda: table.status is GameStatus.FINISHED, timeout=30)
        result = await db.results.for_game(gid)
        assert result is not None
        by_seat = {r.seat: r for r in result.seats}
        assert by_seat[1].position == 2 and by_seat[1].left and not by_seat[1].winner
        assert by_seat[0].position == 2 and by_seat[2].position == 1
        assert (by_seat[0].play, by_seat[1].play) == ("no_show", "no_show")
        assert not any(r.winner for r in result.seats)  # no person played it out
        assert (await db.games.get(gid)).seats[0].away


async def test_a_log_that_no_longer_replays_marks_the_game_broken(db_path: Path) -> None:
    clock = FakeClock()
    async with running(db_path, clock) as (env, db):
        table = await open_table(env.service)
        gid = table.game_id
        await settled(env.service)
        assert person_on_turn(table)
        version = table.state.version
        computer = table.seats[1].name
    # Behind the engine's back: the computer "takes" out of turn, which R6d forbids.
    db = await Database.open(db_path)
    try:
        await db.games.append_action(gid, version, computer, {"player": computer, "take": True})
    finally:
        await db.close()

    heard: list[tuple[Table, list[dict[str, Any]]]] = []

    async def listener(table: Table, events: list[dict[str, Any]]) -> None:
        heard.append((table, events))

    async with running(db_path, FakeClock(clock.now() + 10), listener) as (env, db):
        game = await db.games.get(gid)
        assert game.status is GameStatus.BROKEN
        assert game.end_reason
        assert env.service.in_channel(CHANNEL) is None
        [broken] = env.service.closing()
        assert broken.game_id == gid and broken.status is GameStatus.BROKEN
        assert broken.end_reason
        assert (broken, [{"type": "broken"}]) in heard
        fresh = await env.service.create(GUILD, CHANNEL, BO, "Bo", TableSettings())
        assert env.service.in_channel(CHANNEL) is fresh
        assert env.service.scheduler.driver_of(gid) is None


async def test_a_lobby_keeps_its_expiry_across_a_restart(db_path: Path) -> None:
    clock = FakeClock()
    async with running(db_path, clock) as (env, db):
        table = await open_table(env.service, start=False)
        gid = table.game_id
        expires = table.timers.expires
        assert expires == clock.now() + LOBBY_LIFETIME

    later = FakeClock(clock.now() + 1000)
    async with running(db_path, later) as (env, db):
        table = env.service.get(gid)
        assert table.status is GameStatus.LOBBY and table.timers.expires == expires
        assert env.service.in_channel(CHANNEL) is table
        await later.advance(expires - later.now() - 1)
        await settle()
        assert table.status is GameStatus.LOBBY
        await later.advance(2)
        await eventually(lambda: table.status is GameStatus.CANCELLED)
        assert (await db.games.get(gid)).end_reason == "expired"


async def test_a_lobby_that_expired_during_a_restart_closes_at_start_up(db_path: Path) -> None:
    clock = FakeClock()
    async with running(db_path, clock) as (env, db):
        gid = (await open_table(env.service, start=False)).game_id

    async with running(db_path, FakeClock(clock.now() + LOBBY_LIFETIME + 60)) as (env, db):
        table = env.service.get(gid)
        await eventually(lambda: table.status is GameStatus.CANCELLED)
        game = await db.games.get(gid)
        assert (game.status, game.end_reason) == (GameStatus.CANCELLED, "expired")
        assert env.service.in_channel(CHANNEL) is None


async def test_moves_are_stored_before_they_are_seen(db_path: Path) -> None:
    """A person's move is in the database when ``act`` returns, with its deadline."""
    clock = FakeClock()
    async with running(db_path, clock) as (env, db):
        table = await open_table(env.service, people=2, computers=0)
        await settled(env.service)
        state = table.state
        user = table.seats[state.turn].user_id
        name = table.seats[state.turn].name
        move = own_move(state, name)
        await env.service.act(table.game_id, user, state.version, move)
        actions = await db.games.actions(table.game_id)
        assert actions[-1].action == {**move, "player": name}
        stored = (await db.games.get(table.game_id)).timers
        assert stored["turns"] == {str(table.state.turn): clock.now() + 120}
