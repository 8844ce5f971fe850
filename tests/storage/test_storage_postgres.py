"""What only the PostgreSQL backend has: the SQL translation, lost connections during appends,
start-up errors, the ``schema_version`` migrations and their advisory lock.

The tests shared with SQLite run on both backends through the ``db`` fixture (conftest.py).
"""

from __future__ import annotations

import asyncio
import json
import socket
from dataclasses import replace
from pathlib import Path

import asyncpg
import pytest
from storage_helpers import play, raw, seats

from storage import (
    GameNotActive,
    PostgresDatabase,
    StaleVersion,
    StorageError,
    open_database,
    schema,
)
from storage.dialect import bind, to_postgres
from storage.postgres import describe_pg_error, redact
from tests.pg import PgServer, with_database

SNOWFLAKE = 1_234_567_890_123_456_789  # > 2**53: must come back exact (BIGINT)

#: The schema version this bot knows (each test below adds steps after it).
LATEST = schema.LATEST_VERSION


# ------------------------------------------------------------------------------ the dialect


def test_placeholders_become_numbered_once_per_statement() -> None:
    assert to_postgres("SELECT a FROM t WHERE b = ? AND c = ?") == (
        "SELECT a FROM t WHERE b = $1 AND c = $2",
        (0, 1),
    )
    text, order = to_postgres("SELECT ?2, ?1 WHERE x = ?1")
    assert text == "SELECT $1, $2 WHERE x = $2" and bind(order, ("a", "b")) == ["b", "a"]
    text, order = to_postgres("WHERE g = :guild AND l = :league OR g = :guild")
    assert text == "WHERE g = $1 AND l = $2 OR g = $1"
    assert bind(order, {"league": 2, "guild": 1, "unused": 3}) == [1, 2]
    assert to_postgres.cache_info().maxsize  # translated once, then cached


def test_literals_casts_and_sqlite_hints() -> None:
    sql = (
        "SELECT '?:x', x::text, json_extract(p.settings, '$.variant') FROM ratings r"
        " INDEXED BY ratings_by_ordinal CROSS JOIN games g NOT INDEXED ON g.id = r.x"
        " WHERE a = ? -- a comment with ? in it\n AND b = 'it''s ?'"
    )
    text, order = to_postgres(sql)
    assert text == (
        "SELECT '?:x', x::text, (p.settings ->> 'variant') FROM ratings r"
        " JOIN games g ON g.id = r.x"
        " WHERE a = $1 -- a comment with ? in it\n AND b = 'it''s ?'"
    )
    assert order == (0,)
    with pytest.raises(ValueError, match="wants 1 values, 2 were given"):
        bind(order, (1, 2))


def test_urls_are_shown_without_their_password() -> None:
    assert redact("postgresql://bot:s3cret@db.example:5432/dobro") == (
        "postgresql://bot:***@db.example:5432/dobro"
    )
    assert "hunter2" not in redact("postgres://db/dobro?user=bot&password=hunter2")


# ------------------------------------------------------------------------------ helpers


async def active_game(db: PostgresDatabase, channel: int = 10, seed: int = 1):  # type: ignore[no-untyped-def]
    setup, actions, _ = play(["A", "B", "C"], seed=seed, upto=30)
    game = await db.games.create(
        SNOWFLAKE, channel, seats=seats(["A", "B", "C"], users=[SNOWFLAKE, 2, None]), setup=setup
    )
    return game, actions


@pytest.fixture
async def pg(postgres_server: PgServer) -> PostgresDatabase:  # type: ignore[misc]
    db = await PostgresDatabase.open(await postgres_server.fresh_database(), pool_size=3)
    try:
        yield db
    finally:
        await db.close()


async def terminate_others(db: PostgresDatabase) -> int:
    """Kill every connection of the database's pool from outside (an administrator, a
    failover, a restarted pooler): ``pg_terminate_backend``."""
    conn = await asyncpg.connect(db.url)
    try:
        return int(
            await conn.fetchval(
                "SELECT count(*) FILTER (WHERE pg_terminate_backend(pid)) FROM pg_stat_activity"
                " WHERE datname = current_database() AND pid <> pg_backend_pid()"
            )
        )
    finally:
        await conn.close()


# ------------------------------------------------------------------------------ lost connections


async def test_ids_are_bigint_and_values_keep_their_python_types(pg: PostgresDatabase) -> None:
    game, _ = await active_game(pg)
    stored = await pg.games.get(game.id)
    assert stored is not None and stored.guild_id == SNOWFLAKE
    assert stored.seats[0].user_id == SNOWFLAKE and stored.seats[2].is_ai
    assert raw(pg, "SELECT is_ai, away FROM game_seats WHERE seat = 2") == [(1, 0)]


async def test_an_append_after_every_connection_was_killed_is_stored_once(
    pg: PostgresDatabase,
) -> None:
    game, actions = await active_game(pg)
    for seq in range(3):
        await pg.games.append_action(game.id, seq, actions[seq]["player"], actions[seq])
    assert await terminate_others(pg) >= 1
    await asyncio.sleep(0.05)
    stored = await pg.games.append_action(game.id, 3, actions[3]["player"], actions[3])
    assert stored.seq == 3
    assert await pg.games.action_count(game.id) == 4
    assert [a.action for a in await pg.games.actions(game.id)] == actions[:4]


async def test_a_connection_lost_before_commit_is_retried_and_stored_once(
    pg: PostgresDatabase,
) -> None:
    game, actions = await active_game(pg)
    killed: list[int] = []

    async def kill_before_commit(point: str, conn: asyncpg.Connection) -> None:
        if point == "inserted" and not killed:
            killed.append(conn.get_server_pid())
            admin = await asyncpg.connect(pg.url)
            try:
                await admin.fetchval("SELECT pg_terminate_backend($1)", killed[0])
            finally:
                await admin.close()

    pg.fault = kill_before_commit
    stored = await pg.games.append_action(
        game.id, 0, actions[0]["player"], actions[0], timers={"turn": 1.5}
    )
    pg.fault = None
    assert killed and stored.seq == 0
    assert raw(pg, "SELECT count(*) FROM game_actions") == [(1,)]
    found = await pg.games.get(game.id)
    assert found is not None and found.timers == {"turn": 1.5}


async def test_a_lost_answer_to_a_commit_is_success_not_stale_version(
    pg: PostgresDatabase,
) -> None:
    """The COMMIT went through but its answer was lost with the connection: the retry finds
    the same move at its place and reports it stored, once."""
    game, actions = await active_game(pg)
    lost: list[str] = []

    async def lose_the_answer(point: str, conn: asyncpg.Connection) -> None:
        if point == "committed" and not lost:
            lost.append(point)
            admin = await asyncpg.connect(pg.url)
            try:
                await admin.fetchval("SELECT pg_terminate_backend($1)", conn.get_server_pid())
            finally:
                await admin.close()
            raise asyncpg.ConnectionDoesNotExistError("the answer to COMMIT was lost")

    pg.fault = lose_the_answer
    stored = await pg.games.append_action(game.id, 0, actions[0]["player"], actions[0])
    pg.fault = None
    assert lost and stored.seq == 0
    assert raw(pg, "SELECT count(*) FROM game_actions") == [(1,)]
    # Without a lost connection, a second writer of the same move is refused as always.
    with pytest.raises(StaleVersion):
        await pg.games.append_action(game.id, 0, actions[0]["player"], actions[0])


async def test_a_retry_does_not_take_another_writers_different_move(
    pg: PostgresDatabase,
) -> None:
    game, actions = await active_game(pg)
    other = dict(actions[0], note="another writer")

    async def other_writer_then_lost(point: str, conn: asyncpg.Connection) -> None:
        if point == "inserted":
            await conn.execute("ROLLBACK")  # as if our transaction died with the connection
            admin = await asyncpg.connect(pg.url)
            try:
                await admin.execute(
                    "INSERT INTO game_actions VALUES ($1, 0, $2, $3, 'x')",
                    game.id,
                    other["player"],
                    json.dumps(other),
                )
            finally:
                await admin.close()
            pg.fault = None
            raise ConnectionResetError("lost")

    pg.fault = other_writer_then_lost
    with pytest.raises(StaleVersion):
        await pg.games.append_action(game.id, 0, actions[0]["player"], actions[0])


async def test_reads_and_transactions_survive_a_killed_pool(pg: PostgresDatabase) -> None:
    game, _ = await active_game(pg)
    await terminate_others(pg)
    await asyncio.sleep(0.05)
    assert (await pg.games.get(game.id)) is not None  # a read, retried
    await terminate_others(pg)
    await asyncio.sleep(0.05)
    await pg.games.set_timers(game.id, {"x": 1})  # a transaction, retried before it began
    await pg.games.set_status(game.id, "cancelled")
    with pytest.raises(GameNotActive):
        await pg.games.set_timers(game.id, {"x": 2})


async def test_batches_with_several_moves_of_one_game(pg: PostgresDatabase) -> None:
    """One group commit holding moves n and n+1 of a game, a stale one and a closed game."""
    game, actions = await active_game(pg)
    closed, _ = await active_game(pg, channel=11, seed=2)
    await pg.games.set_status(closed.id, "cancelled")
    outcomes = await asyncio.gather(
        *(pg.games.append_action(game.id, s, actions[s]["player"], actions[s]) for s in range(5)),
        pg.games.append_action(game.id, 2, actions[2]["player"], actions[2]),
        pg.games.append_action(closed.id, 0, "A", {"player": "A", "take": True}),
        return_exceptions=True,
    )
    assert [o.seq for o in outcomes[:5]] == [0, 1, 2, 3, 4]  # type: ignore[union-attr]
    assert isinstance(outcomes[5], StaleVersion) and isinstance(outcomes[6], GameNotActive)
    assert await pg.games.action_count(game.id) == 5


# ------------------------------------------------------------------------------ start-up errors


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.mark.parametrize(
    ("url", "words"),
    [
        ("mysql://bot@localhost/dobro", "is not a PostgreSQL URL"),
        ("postgresql://bot@localhost:notaport/dobro", "not a usable PostgreSQL URL"),
        ("postgresql://bot:pw@127.0.0.1:{closed}/dobro", "Cannot reach the PostgreSQL"),
    ],
    ids=["mysql", "bad-port", "closed-port"],
)
async def test_start_up_errors_are_one_sentence(url: str, words: str) -> None:
    url = url.format(closed=_closed_port())  # chosen at run time: ids stay the same everywhere
    with pytest.raises(StorageError, match=words) as caught:
        await open_database(url, Path("unused.sqlite3"), 2)
    message = str(caught.value)
    assert "\n" not in message and "DATABASE_URL" in message and "pw@" not in message


async def test_missing_database_unknown_user_and_newer_schema(
    postgres_server: PgServer,
) -> None:
    base = postgres_server.admin_url
    with pytest.raises(StorageError, match="does not exist on that server"):
        await PostgresDatabase.open(with_database(base, "no_such_database"))
    with pytest.raises(StorageError, match="refused the connection"):
        await PostgresDatabase.open(base.replace("user=postgres", "user=nobody_here"))
    url = await postgres_server.fresh_database()
    conn = await asyncpg.connect(url)
    await conn.execute("UPDATE schema_version SET version = 99")
    await conn.close()
    with pytest.raises(StorageError, match=r"schema version 99.*upgrade the bot"):
        await PostgresDatabase.open(url)


def test_a_wrong_password_is_named() -> None:
    error = describe_pg_error("postgresql://bot:***@db/dobro", asyncpg.InvalidPasswordError("x"))
    assert "refused the password" in str(error) and "DATABASE_URL" in str(error)


async def test_a_database_of_another_application_is_refused(postgres_server: PgServer) -> None:
    url = await postgres_server.fresh_database(empty=True)
    conn = await asyncpg.connect(url)
    await conn.execute("CREATE TABLE customers (id int)")
    await conn.close()
    with pytest.raises(StorageError, match="tables of another application"):
        await PostgresDatabase.open(url)


# ------------------------------------------------------------------------------ migrations


async def test_two_processes_creating_the_schema_together(postgres_server: PgServer) -> None:
    url = await postgres_server.fresh_database(empty=True)
    first, second = await asyncio.gather(
        PostgresDatabase.open(url, pool_size=1), PostgresDatabase.open(url, pool_size=1)
    )
    try:
        assert await first.schema_version() == await second.schema_version() == LATEST
        assert raw(first, "SELECT count(*) FROM schema_version") == [(1,)]
    finally:
        await first.close()
        await second.close()


async def test_a_later_migration_uses_its_postgresql_spelling(postgres_server: PgServer) -> None:
    url = await postgres_server.fresh_database()
    step = schema.Migration(
        LATEST + 1,
        "a test step",
        ("ALTER TABLE games ADD COLUMN note TEXT COLLATE NOCASE",),
        postgres=("ALTER TABLE games ADD COLUMN note CITEXT",),
    )
    db = await PostgresDatabase.open(url, migrations=(*schema.MIGRATIONS, step))
    try:
        assert await db.schema_version() == LATEST + 1
        assert raw(db, "SELECT count(note) FROM games") == [(0,)]
    finally:
        await db.close()
    with pytest.raises(StorageError, match=f"schema version {LATEST + 1}, made by a newer"):
        await PostgresDatabase.open(url)  # this bot knows up to LATEST
    unspelled = replace(step, version=LATEST + 2, postgres=None)
    with pytest.raises(RuntimeError, match="no PostgreSQL spelling"):
        await PostgresDatabase.open(url, migrations=(*schema.MIGRATIONS, step, unspelled))


async def test_a_failing_step_keeps_nothing(postgres_server: PgServer) -> None:
    url = await postgres_server.fresh_database()
    bad = schema.Migration(
        LATEST + 1, "bad", (), postgres=("ALTER TABLE games ADD COLUMN x INT", "SELECT 1/0")
    )
    with pytest.raises(StorageError, match=f"could not be upgraded to schema version {LATEST + 1}"):
        await PostgresDatabase.open(url, migrations=(*schema.MIGRATIONS, bad))
    db = await PostgresDatabase.open(url)
    try:
        assert await db.schema_version() == LATEST
        columns = raw(
            db,
            "SELECT count(*) FROM information_schema.columns"
            " WHERE table_name = 'games' AND column_name = 'x'",
        )
        assert columns == [(0,)]
    finally:
        await db.close()
