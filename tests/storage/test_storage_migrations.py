"""Numbered migrations: fresh files, old files moved forward with their data, failures undone."""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
from pathlib import Path

import pytest
from storage_helpers import play, raw, record, replayed

import dobro_rules as dr
from storage import LATEST_VERSION, ChannelBusy, Database, GameStatus, StorageError, schema
from storage.recovery import recover_active

pytestmark = pytest.mark.sqlite_only  # about SQLite files themselves


def test_migrations_are_numbered_in_order() -> None:
    assert [m.version for m in schema.MIGRATIONS] == list(range(1, LATEST_VERSION + 1))


async def test_a_version_20_file_gets_the_shared_request_budget(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Migration 21 (issue 35) after 20: a file of the previous version keeps its games and
    gets the request budget's bucket table."""
    monkeypatch.setattr(
        schema, "MIGRATIONS", tuple(m for m in schema.MIGRATIONS if m.version <= 20)
    )
    db = await Database.open(db_path)
    await db.games.create(1, 2)
    await db.close()
    assert raw(db_path, "PRAGMA user_version") == [(20,)]
    monkeypatch.undo()
    db = await Database.open(db_path)
    try:
        assert await db.budget.take("discord", 3, rate=1, burst=2, now_ms=5) == 2
        assert (await db.games.lobby_games())[0].channel_id == 2
    finally:
        await db.close()
    assert raw(db_path, "PRAGMA user_version") == [(21,)]


async def test_new_file_gets_latest_schema_and_pragmas(db_path: Path) -> None:
    db = await Database.open(db_path)
    try:
        assert await db.schema_version() == LATEST_VERSION
        writer = db._writer
        assert (await writer.execute_fetchall("PRAGMA journal_mode"))[0][0] == "wal"
        assert (await writer.execute_fetchall("PRAGMA synchronous"))[0][0] == 1  # NORMAL
        assert (await writer.execute_fetchall("PRAGMA foreign_keys"))[0][0] == 1
        assert (await writer.execute_fetchall("PRAGMA busy_timeout"))[0][0] == 5000
    finally:
        await db.close()
    tables = {r[0] for r in raw(db_path, "SELECT name FROM sqlite_schema WHERE type='table'")}
    assert tables == {
        "games",
        "game_seats",
        "game_actions",
        "game_results",
        "guild_player_totals",
        "outbox",
        "ratings",
        "rating_changes",
        "guild_config",
        "leagues",
        "league_player_totals",
        "standings_jobs",
        "tournaments",
        "tournament_registrations",
        "tournament_rounds",
        "tournament_tables",
        "tournament_posts",
        "tutorials",
        "first_contacts",
        "game_hints",
        "guild_options",
        "person_settings",
        "card_emojis",
        "game_subscriptions",
        "subscription_pings",
        "turn_notices",
        "request_budget",
    }


async def test_reopening_is_idempotent_and_keeps_data(db_path: Path) -> None:
    db = await Database.open(db_path)
    game = await db.games.create(1, 2)
    await db.close()
    schema_before = raw(db_path, "SELECT sql FROM sqlite_schema ORDER BY name")
    for _ in range(3):
        db = await Database.open(db_path)
        assert (await db.games.get(game.id)) == game
        await db.close()
    assert raw(db_path, "SELECT sql FROM sqlite_schema ORDER BY name") == schema_before


async def test_processes_starting_together_migrate_once(db_path: Path) -> None:
    dbs = await asyncio.gather(*(Database.open(db_path) for _ in range(4)))
    try:
        assert [await d.schema_version() for d in dbs] == [LATEST_VERSION] * 4
    finally:
        for d in dbs:
            await d.close()


def make_v1_file(path: Path) -> tuple[dict, list[dict]]:
    """A database as version 1 of the bot left it, with a game in progress."""
    setup, actions, _ = play(["ana", "ben", "cleo"], seed=11, upto=40)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("BEGIN")
    for statement in schema.MIGRATIONS[0].statements:
        conn.execute(statement)
    conn.execute("PRAGMA user_version = 1")
    conn.execute(
        "INSERT INTO games (id, guild_id, channel_id, status, settings, setup, created_at)"
        " VALUES (7, 100, 200, 'active', '{}', ?, '2025-01-01T00:00:00.000Z')",
        (json.dumps(setup),),
    )
    for seat, name in enumerate(setup["players"]):
        conn.execute(
            "INSERT INTO game_seats (game_id, seat, user_id, name, is_ai, ai_level)"
            " VALUES (7, ?, ?, ?, 0, NULL)",
            (seat, 1000 + seat, name),
        )
    for seq, action in enumerate(actions):
        conn.execute(
            "INSERT INTO game_actions VALUES (7, ?, ?, ?, '2025-01-01T00:00:01.000Z')",
            (seq, action["player"], json.dumps(action)),
        )
    conn.execute("COMMIT")
    conn.close()
    return setup, actions


async def test_version_1_file_is_migrated_forward_with_its_games(db_path: Path) -> None:
    setup, actions = make_v1_file(db_path)
    assert raw(db_path, "PRAGMA user_version") == [(1,)]

    db = await Database.open(db_path)
    try:
        assert await db.schema_version() == LATEST_VERSION
        game = await db.games.get(7)
        assert game is not None and game.status is GameStatus.ACTIVE
        assert [s.user_id for s in game.seats] == [1000, 1001, 1002]
        assert [a.action for a in await db.games.actions(7)] == actions
        # The game resumes: recovered, played on, and finished with results under v2.
        (recovered,) = await recover_active(db)
        assert dr.state_json(recovered.state) == replayed(setup, actions)
        state = recovered.state
        rng = random.Random(3)
        while not state.over:
            player = dr.actors(state)[0]
            action = dr.ai.choose(state, player, "random", rng)
            await db.games.append_action(7, state.version, player, action)
            state, _ = dr.apply(state, action)
        await record(db, 7, dr.standings(state))
        assert (await db.leaderboard.count(100)) == 3
    finally:
        await db.close()


def make_v3_file(path: Path) -> None:
    """A database as version 3 of the bot left it: a finished game with results and totals,
    a game in progress, a lobby and a cancelled game (foreign keys on, as the bot ran)."""
    setup, actions, state = play(["ana", "ben", "bot"], seed=4)
    live_setup, live_actions, _ = play(["ana", "ben", "cleo"], seed=11, upto=40)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA foreign_keys = ON")
    conn.execute("BEGIN")
    for migration in schema.MIGRATIONS[:3]:
        for statement in migration.statements:
            conn.execute(statement)
    conn.execute("PRAGMA user_version = 3")
    t = "2025-01-01T00:00:00.000Z"
    conn.execute(
        "INSERT INTO games (id, guild_id, channel_id, table_message_id, status, settings, setup,"
        " created_at, started_at, ended_at, ping_message_id)"
        " VALUES (3, 100, 200, 31, 'finished', '{\"timer\":60}', ?, ?, ?, ?, NULL),"
        " (7, 100, 201, 71, 'active', '{}', ?, ?, ?, NULL, 72),"
        " (8, 100, 202, NULL, 'lobby', '{\"host_id\":1000}', NULL, ?, NULL, NULL, NULL),"
        " (9, 100, 203, NULL, 'cancelled', '{}', NULL, ?, NULL, ?, NULL)",
        (json.dumps(setup), t, t, t, json.dumps(live_setup), t, t, t, t, t),
    )
    for game_id, players in ((3, setup["players"]), (7, live_setup["players"]), (8, ["ana"])):
        for seat, name in enumerate(players):
            user = None if name == "bot" else 1000 + seat
            conn.execute(
                "INSERT INTO game_seats (game_id, seat, user_id, name, is_ai, ai_level)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (game_id, seat, user, name, int(user is None), "random" if user is None else None),
            )
    for game_id, log in ((3, actions), (7, live_actions)):
        for seq, action in enumerate(log):
            conn.execute(
                "INSERT INTO game_actions VALUES (?, ?, ?, ?, ?)",
                (game_id, seq, action["player"], json.dumps(action), t),
            )
    for s in dr.standings(state):
        user = None if s.name == "bot" else 1000 + s.seat
        conn.execute(
            "INSERT INTO game_results (game_id, seat, user_id, is_ai, name, position,"
            " round_points, total, cards, cards_total, winner, shared)"
            " VALUES (3, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                s.seat,
                user,
                int(user is None),
                s.name,
                s.position,
                json.dumps(s.round_points),
                s.total,
                json.dumps(s.cards),
                sum(s.cards),
                int(s.winner),
                int(s.shared),
            ),
        )
        if user is not None:
            conn.execute(
                "INSERT INTO guild_player_totals VALUES (100, ?, 1, ?, ?, ?, ?, ?)",
                (user, int(s.winner), s.total, len(s.round_points), sum(s.cards), t),
            )
    conn.execute("COMMIT")
    conn.close()


OLD_GAME_COLUMNS = (
    "id, guild_id, channel_id, table_message_id, status, settings, setup, created_at,"
    " started_at, ended_at, ping_message_id"
)
OLD_SEAT_COLUMNS = "game_id, seat, user_id, name, is_ai, ai_level"
OLD_RESULT_COLUMNS = (
    "game_id, seat, user_id, is_ai, name, position, round_points, total, cards, cards_total,"
    " winner, shared"
)


async def test_version_3_file_keeps_every_seat_action_and_result(db_path: Path) -> None:
    """Migration 4 rebuilds games: with foreign keys on, the DROP would cascade to every seat,
    action and result; the runner turns them off for the step and back on after."""
    make_v3_file(db_path)
    tables = {
        "games": f"SELECT {OLD_GAME_COLUMNS} FROM games ORDER BY id",
        "game_seats": f"SELECT {OLD_SEAT_COLUMNS} FROM game_seats ORDER BY game_id, seat",
        "game_actions": "SELECT game_id, seq, actor, action, created_at FROM game_actions"
        " ORDER BY game_id, seq",
        "game_results": f"SELECT {OLD_RESULT_COLUMNS} FROM game_results ORDER BY game_id, seat",
        "guild_player_totals": "SELECT guild_id, user_id, games, wins, points, rounds, cards,"
        " updated_at FROM guild_player_totals ORDER BY user_id",
    }
    before = {name: raw(db_path, sql) for name, sql in tables.items()}
    assert [len(before[n]) for n in tables] == [4, 7, len(before["game_actions"]), 3, 2]
    assert len(before["game_actions"]) > 40

    db = await Database.open(db_path)
    try:
        assert await db.schema_version() == LATEST_VERSION
        assert (await db._writer.execute_fetchall("PRAGMA foreign_keys"))[0][0] == 1
        for name, sql in tables.items():
            assert await db.fetchall(sql) == before[name], name
        assert await db.fetchall("PRAGMA foreign_key_check") == []
        assert await db.fetchall("PRAGMA integrity_check") == [("ok",)]
        assert await db.fetchall("SELECT DISTINCT end_reason, timers FROM games") == [(None, None)]
        assert await db.fetchall("SELECT DISTINCT away, left_order FROM game_seats") == [(0, None)]
        # Migration 13: everything stored before it was Dobro.
        for table in ("games", "guild_player_totals", "leagues"):
            assert await db.fetchall(f"SELECT DISTINCT game FROM {table}") in ([("dobro",)], [])

        result = await db.results.for_game(3)
        assert result is not None and len(result.seats) == 3
        assert not any(r.left for r in result.seats)
        assert (await db.leaderboard.player_totals(100, 1000)).games == 1  # type: ignore[union-attr]
        live = await db.games.get(7)
        assert live is not None and live.status is GameStatus.ACTIVE
        assert (live.table_message_id, live.ping_message_id) == (71, 72)
        (recovered,) = await recover_active(db)
        assert recovered.game == live and recovered.state.version == 40
        assert (await db.games.lobby_games())[0].settings == {"host_id": 1000}
        # The rebuilt table still holds one open game per channel, and cascades again.
        with pytest.raises(ChannelBusy):
            await db.games.create(100, 201)
        await db.games.set_status(8, "abandoned", reason="expired")  # no setup: allowed
        async with db.transaction() as conn:
            await conn.execute("DELETE FROM games WHERE id = 9")
            await conn.execute("DELETE FROM games WHERE id = 7")
        assert await db.fetchall("SELECT count(*) FROM game_actions WHERE game_id = 7") == [(0,)]
    finally:
        await db.close()
    # Migrated or made new, the file ends with the very same schema.
    fresh = db_path.with_name("fresh.sqlite3")
    await (await Database.open(fresh)).close()
    schema_sql = "SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY name"
    assert raw(db_path, schema_sql) == raw(fresh, schema_sql)
    indexes = {r[0] for r in raw(db_path, "SELECT name FROM sqlite_schema WHERE tbl_name='games'")}
    assert indexes >= {
        "games_open_channel",
        "games_status",
        "games_finished",
        "games_finished_all",
        "games_channel_finished",
    }


async def test_a_step_that_breaks_a_foreign_key_is_undone(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Foreign keys are off during a step, so the runner checks them before committing."""
    db = await Database.open(db_path)
    await db.games.create(1, 2)
    await db.close()
    orphan = schema.Migration(
        LATEST_VERSION + 1,
        "a step that leaves a seat without its game",
        (
            "INSERT INTO game_seats (game_id, seat, user_id, name, is_ai, ai_level)"
            " VALUES (999, 0, 5, 'ghost', 0, NULL)",
        ),
    )
    monkeypatch.setattr(schema, "MIGRATIONS", (*schema.MIGRATIONS, orphan))
    with pytest.raises(StorageError, match=r"could not be upgraded.*game_seats"):
        await Database.open(db_path)
    monkeypatch.undo()
    assert raw(db_path, "PRAGMA user_version") == [(LATEST_VERSION,)]
    assert raw(db_path, "SELECT count(*) FROM game_seats") == [(0,)]


async def test_file_from_a_newer_bot_is_refused_untouched(db_path: Path) -> None:
    db = await Database.open(db_path)
    await db.close()
    raw(db_path, f"PRAGMA user_version = {LATEST_VERSION + 1}")
    before = db_path.read_bytes()
    with pytest.raises(StorageError, match="newer version of the bot"):
        await Database.open(db_path)
    assert raw(db_path, "PRAGMA user_version") == [(LATEST_VERSION + 1,)]
    assert db_path.read_bytes() == before


async def test_another_applications_database_is_refused(db_path: Path) -> None:
    raw(db_path, "CREATE TABLE users (id INTEGER)")
    with pytest.raises(StorageError, match="another application"):
        await Database.open(db_path)
    assert raw(db_path, "SELECT name FROM sqlite_schema") == [("users",)]


async def test_failing_migration_keeps_nothing_of_its_step(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = await Database.open(db_path)
    await db.games.create(1, 2)
    await db.close()
    broken = schema.Migration(
        LATEST_VERSION + 1,
        "a step that fails half-way",
        ("CREATE TABLE half_done (x INTEGER)", "INSERT INTO no_such_table VALUES (1)"),
    )
    monkeypatch.setattr(schema, "MIGRATIONS", (*schema.MIGRATIONS, broken))
    with pytest.raises(StorageError, match="could not be upgraded") as info:
        await Database.open(db_path)
    assert "\n" not in str(info.value)
    monkeypatch.undo()
    assert raw(db_path, "PRAGMA user_version") == [(LATEST_VERSION,)]
    assert raw(db_path, "SELECT name FROM sqlite_schema WHERE name = 'half_done'") == []
    db = await Database.open(db_path)
    assert (await db.games.lobby_games())[0].channel_id == 2
    await db.close()


async def test_odd_file_names_and_context_manager(tmp_path: Path) -> None:
    folder = tmp_path / "a folder ?#%"
    folder.mkdir()
    async with await Database.open(folder / "dobro 1?.sqlite3") as db:
        await db.games.create(1, 2)
        assert len(await db.games.lobby_games()) == 1
    assert raw(folder / "dobro 1?.sqlite3", "SELECT count(*) FROM games") == [(1,)]
