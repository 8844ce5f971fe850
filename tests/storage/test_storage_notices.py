"""Migration 20 (#34): next-game subscriptions and their pings, turn notices by DM, a server's
limit on vacations. A database of the previous version keeps its games and servers and gains
the new stores, on SQLite and PostgreSQL; the stores keep their promises on both: a ping at
most once per person per window, never the host; a turn told once, whoever asks first."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from storage import Backend, GameStatus, GuildConfig, schema
from tests.pg import PgServer
from tests.storage.storage_helpers import database_at, open_latest, raw_many

AT = "2025-01-01T00:00:00.000Z"
#: The version before migration 20 (``schema.NOTICES_VERSION``).
BEFORE = schema.NOTICES_VERSION - 1
NOW = 1_900_000_000.0


async def previous_version(backend: str, path: Path, server: PgServer | None) -> Any:
    """A database at the version before migration 20, with two servers' settings."""
    target = await database_at(BEFORE, backend, path, server)
    raw_many(
        target,
        "INSERT INTO guild_config (guild_id, language, timer, updated_at) VALUES (?, ?, ?, ?)",
        [(5, "fr", 3600, AT), (6, None, None, AT)],
    )
    return target


async def test_a_previous_database_gains_the_new_stores(
    backend: str, db_path: Path, request: Any
) -> None:
    server = request.getfixturevalue("postgres_server") if backend == "postgres" else None
    target = await previous_version(backend, db_path, server)
    db = await open_latest(target)
    try:
        assert await db.schema_version() == schema.LATEST_VERSION
        assert await db.guilds.get(5) == GuildConfig(5, language="fr", timer=3600)
        assert (await db.guilds.update(6, away_days=14)).away_days == 14
        assert await db.notices.subscriptions(1) == []
        game = await db.games.create(5, 9)
        assert await db.notices.claim_turn(game.id, 1, 0)
    finally:
        await db.close()


async def test_subscriptions_and_pings_at_most_once_per_window(db: Backend) -> None:
    """Subscribe, list, unsubscribe; a table's ping claims every subscriber but the host, and
    nobody again within the window, in any server; after the window, again."""
    notices = db.notices
    assert await notices.subscribe(10, 1, "sticks", True)
    assert not await notices.subscribe(10, 1, "sticks", True)  # already
    assert await notices.subscribe(10, 2, "sticks", True)
    assert await notices.subscribe(10, 3, "sticks", True)
    assert await notices.subscribe(10, 3, "dobro", True)
    assert await notices.subscribe(11, 2, "sticks", True)
    assert await notices.subscriptions(3, 10) == ["dobro", "sticks"]
    assert await notices.subscriptions(2) == ["sticks"]
    assert await notices.subscriptions(2, 99) == []
    # Ana (1) opens a Sticks table in server 10: Ben and Cleo are pinged, never the host.
    assert await notices.claim_pings(10, "sticks", skip=1, window=1800, now=NOW) == [2, 3]
    # Ten minutes later Cleo opens another: Ana is pinged, Ben not again (nor in server 11).
    assert await notices.claim_pings(10, "sticks", skip=3, window=1800, now=NOW + 600) == [1]
    assert await notices.claim_pings(11, "sticks", skip=1, window=1800, now=NOW + 700) == []
    # Half an hour after his ping, Ben is pinged again.
    assert await notices.claim_pings(11, "sticks", skip=1, window=1800, now=NOW + 1800) == [2]
    assert await notices.claim_pings(10, "dobro", skip=1, window=1800, now=NOW + 1700) == []
    assert await notices.subscribe(10, 3, "dobro", False)
    assert not await notices.subscribe(10, 3, "dobro", False)
    assert await notices.subscriptions(3) == ["sticks"]
    # Forget-me in one server keeps the others; everywhere takes the last ping too.
    assert await notices.forget(2, 10) == 1
    assert await notices.subscriptions(2) == ["sticks"]
    assert await notices.forget(2) == 2
    assert await notices.subscriptions(2) == []
    with pytest.raises(ValueError):
        await notices.subscribe(10, 1, "Not a game!", True)
    with pytest.raises(ValueError):
        await notices.subscribe(0, 1, "sticks", True)


async def test_a_turn_is_told_once_whoever_asks_first(db: Backend) -> None:
    """Two processes asking at once for one turn: one claims it. A later turn is told; an
    older one (a process behind) is not."""
    game = await db.games.create(1, 2)
    results = await asyncio.gather(*(db.notices.claim_turn(game.id, 7, 4) for _ in range(4)))
    assert sorted(results) == [False, False, False, True]
    assert not await db.notices.claim_turn(game.id, 7, 4)
    assert not await db.notices.claim_turn(game.id, 7, 3)
    assert await db.notices.claim_turn(game.id, 7, 9)
    assert await db.notices.claim_turn(game.id, 8, 4)  # another person's turn
    with pytest.raises(ValueError):
        await db.notices.claim_turn(game.id, 7, -1)


async def test_a_servers_vacation_limit_is_checked(db: Backend) -> None:
    assert (await db.guilds.update(5, away_days=0)).away_days == 0
    assert (await db.guilds.update(5, away_days=None)).away_days is None
    for bad in (-1, 91, True, "3"):
        with pytest.raises(ValueError):
            await db.guilds.update(5, away_days=bad)


async def test_one_message_pings_at_most_so_many_those_pinged_least_recently_first(
    db: Backend,
) -> None:
    for user in (1, 2, 3, 4):
        await db.notices.subscribe(10, user, "ten", True)
    assert await db.notices.claim_pings(10, "ten", skip=9, window=60, now=NOW, limit=2) == [1, 2]
    later = NOW + 120
    assert await db.notices.claim_pings(10, "ten", skip=9, window=60, now=later, limit=2) == [3, 4]


async def test_my_open_tables_here_or_anywhere(db: Backend) -> None:
    """``/dobro-me games``: the lobbies and games in play where a person holds a seat, in one
    server or anywhere, newest first; not a table they left, nor a finished one."""
    from storage import Seat

    lobby = await db.games.create(10, 100, seats=[Seat.human(0, 7, "Ana")])
    other = await db.games.create(11, 110, seats=[Seat.human(0, 8, "Bo"), Seat.human(1, 7, "Ana")])
    await db.games.create(10, 101, seats=[Seat.human(0, 8, "Bo")])
    assert [g.id for g in await db.notices.open_games(7)] == [other.id, lobby.id]
    assert [g.id for g in await db.notices.open_games(7, 10)] == [lobby.id]
    found = (await db.notices.open_games(7, 11))[0]
    assert [s.name for s in found.seats] == ["Bo", "Ana"]
    await db.games.set_status(lobby.id, GameStatus.CANCELLED)
    assert [g.id for g in await db.notices.open_games(7)] == [other.id]
