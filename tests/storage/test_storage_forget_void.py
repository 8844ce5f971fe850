"""Forgetting a player (``/dobro forget-me``) and voiding a game (``/dobro void``): one
transaction each, totals and ratings as if recomputed, and every standings query agrees."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from storage_helpers import raw, record
from test_storage_results import finished_game

import dobro_rules as dr
from standings import rate_values
from storage import CannotVoid, Database, GameStatus, schema

GUILD, OTHER = 1, 2
# Each game's people (None: a computer), in the order the games end.
GAMES = [(101, 102, 103), (103, 101, None), (102, 103, 101), (101, 102, None), (102, 103, None)]


async def seed(db: Database, games=GAMES, *, skip: int | None = None) -> list[int]:
    """The games of ``GAMES`` (all but index ``skip``) finished in guild 1 and one in guild 2;
    returns guild 1's game ids (None in place of the skipped one)."""
    ids = []
    for k, users in enumerate(games):
        if k == skip:
            ids.append(None)
            continue
        game, state = await finished_game(db, seed=30 + k, channel=100 + k, users=users)
        await record(db, game.id, dr.standings(state), rate=rate_values)
        ids.append(game.id)
    other, state = await finished_game(db, seed=3, channel=300, guild=OTHER, users=(101, 104, None))
    await record(db, other.id, dr.standings(state), rate=rate_values)
    return ids


def ratings_of(rows) -> list[tuple[int, int, float, float]]:
    return [(r.user_id, r.games, round(r.mu, 9), round(r.sigma, 9)) for r in rows]


async def totals_of(db: Database, guild: int) -> list[tuple[int, ...]]:
    page = await db.leaderboard.page(guild, "games", limit=100)
    return sorted(
        (e.totals.user_id, e.totals.games, e.totals.wins, e.totals.points, e.totals.rounds,
         e.totals.cards)
        for e in page
    )  # fmt: skip


async def test_forgetting_a_player_anonymises_them_and_recomputes_the_others(
    db: Database,
) -> None:
    ids = await seed(db)
    others_totals = [t for t in await totals_of(db, GUILD) if t[0] != 101]
    before = {r.user_id: r for r in await db.ratings.all(GUILD)}
    assert 101 in before

    assert await db.results.forget_player(GUILD, 101, rate_values) == 4

    assert await db.leaderboard.player_totals(GUILD, 101) is None
    assert await db.ratings.get(GUILD, 101) is None
    assert await db.stats.player(GUILD, 101) is None
    assert await totals_of(db, GUILD) == others_totals  # the others' totals do not move
    rows = raw(
        db,
        "SELECT r.game_id, r.user_id, r.is_ai, r.forgotten FROM game_results r"
        " JOIN games g ON g.id = r.game_id WHERE g.guild_id = 1 AND r.forgotten = 1",
    )
    assert sorted(r[0] for r in rows) == sorted(ids[:4])
    assert {r[1:] for r in rows} == {(None, 0, 1)}  # a former player, not a computer
    assert raw(db, "SELECT count(*) FROM game_results WHERE user_id = 101") == [(1,)]
    changes = raw(
        db,
        "SELECT count(*) FROM rating_changes c JOIN games g ON g.id = c.game_id"
        " WHERE c.user_id = 101 AND g.guild_id = 1",
    )
    assert changes == [(0,)]

    # The others' ratings were recomputed without the person: a fresh recompute agrees, and
    # a game left with one person (ids[1]: 103 and 101) no longer rates anybody.
    forgotten = ratings_of(await db.ratings.all(GUILD))
    assert {r[0] for r in forgotten} == {102, 103}
    assert forgotten != ratings_of(v for u, v in sorted(before.items()) if u != 101)
    assert await db.ratings.changes(ids[1]) == []
    await db.ratings.recompute(GUILD, rate_values)
    assert ratings_of(await db.ratings.all(GUILD)) == forgotten

    # Another guild keeps everything.
    assert await db.leaderboard.player_totals(OTHER, 101) is not None
    assert await db.ratings.get(OTHER, 101) is not None

    history = await db.boards.history(GUILD)
    seats = [s for g in history.games for s in g.seats if s.forgotten]
    assert len(seats) == 4 and all(s.user_id is None and s.position for s in seats)
    stats = await db.stats.player(GUILD, 102)
    assert stats is not None and stats.games == 4
    result = await db.results.for_game(ids[0])
    assert result is not None and [s.user_id for s in result.seats].count(None) == 1


async def test_a_forgotten_seat_loses_its_user_and_name_in_every_ended_game(
    db: Database,
) -> None:
    """Not only results: the person's seat in a finished, a cancelled and a broken game loses
    its user id and name, the finished game's record is renamed and still replays to the same
    play (so ``/dobro export`` never shows the name), and a game still in play is untouched."""
    ids = await seed(db)
    cancelled, _ = await finished_game(db, seed=41, channel=600, users=(102, 101, None))
    await db.games.set_status(cancelled.id, GameStatus.CANCELLED, reason="rain")
    broken, _ = await finished_game(db, seed=42, channel=601, users=(101, 103, None))
    await db.games.set_status(broken.id, GameStatus.BROKEN)
    active, _ = await finished_game(db, seed=43, channel=602, users=(101, 102, None))
    before = dr.state_json(dr.replay(await db.games.record(ids[0])))

    await db.results.forget_player(GUILD, 101, rate_values)

    kept = raw(db, "SELECT game_id FROM game_seats WHERE user_id = 101")
    other = raw(db, "SELECT id FROM games WHERE guild_id = 2")[0][0]
    assert sorted(kept) == sorted([(active.id,), (other,)])  # in play; another guild
    forgotten = raw(
        db,
        "SELECT game_id, seat, name, is_ai FROM game_seats WHERE forgotten = 1 ORDER BY game_id",
    )
    assert [r[0] for r in forgotten] == sorted([*ids[:4], cancelled.id, broken.id])
    assert all(r[2] == f"former player {r[1] + 1}" and r[3] == 0 for r in forgotten)

    record = await db.games.record(ids[0])
    assert record is not None and "ana" not in json.dumps(record)  # 101 sat as "ana"
    again = dr.state_json(dr.replay(record))
    assert again == json.loads(json.dumps(before).replace('"ana"', '"former player 1"'))
    assert "ana" in json.dumps(await db.games.record(active.id))

    history = await db.boards.history(GUILD)
    shown = {g.game_id: g for g in history.games}
    for game_id in (cancelled.id, broken.id, ids[0]):
        (seat,) = [s for s in shown[game_id].seats if s.forgotten]
        assert seat.user_id is None
    assert not any(s.forgotten for s in shown[active.id].seats)
    game = await db.games.get(cancelled.id)
    assert game is not None and [s.forgotten for s in game.seats] == [False, True, False]
    assert not any(s.is_ai for s in game.seats if s.forgotten)


async def test_forgetting_someone_with_no_game_changes_nothing_else(db: Database) -> None:
    await seed(db)
    totals, ratings = await totals_of(db, GUILD), ratings_of(await db.ratings.all(GUILD))
    assert await db.results.forget_player(GUILD, 999, rate_values) == 0
    assert await totals_of(db, GUILD) == totals
    assert ratings_of(await db.ratings.all(GUILD)) == ratings


@pytest.mark.parametrize("voided", [0, 2, 4])
async def test_a_voided_game_counts_for_nobody(db: Database, tmp_path: Path, voided: int) -> None:
    ids = await seed(db)
    await db.results.void_game(GUILD, ids[voided], "  played with a marked deck ", rate_values)
    assert await db.results.voided_reason(ids[voided]) == "played with a marked deck"

    # The same games without that one, in another database: the same totals and ratings.
    without = await Database.open(tmp_path / "without.sqlite3")
    try:
        await seed(without, skip=voided)
        assert await totals_of(db, GUILD) == await totals_of(without, GUILD)
        assert ratings_of(await db.ratings.all(GUILD)) == ratings_of(
            await without.ratings.all(GUILD)
        )
        for user in (101, 102, 103):
            mine, theirs = (
                await db.stats.player(GUILD, user),
                await without.stats.player(GUILD, user),
            )
            assert mine is not None and theirs is not None
            assert (mine.games, mine.wins, mine.points, mine.rated_games) == (
                theirs.games, theirs.wins, theirs.points, theirs.rated_games
            )  # fmt: skip
            assert ids[voided] not in {g.game_id for g in mine.last}
            assert ids[voided] not in {p.game_id for p in mine.history}
    finally:
        await without.close()
    assert await db.ratings.changes(ids[voided]) == []
    counted = [g.game_id for g in await db.results.history(GUILD)]
    assert counted == [i for i in ids if i != ids[voided]]
    assert await db.ratings.recompute(GUILD, rate_values) == len(ids) - 1

    # Kept, and shown with its reason; its results are still there.
    game = await db.games.get(ids[voided])
    assert game is not None and game.status is GameStatus.FINISHED
    assert await db.results.for_game(ids[voided]) is not None
    (shown,) = [g for g in (await db.boards.history(GUILD)).games if g.game_id == ids[voided]]
    assert shown.voided_reason == "played with a marked deck"
    assert all(
        g.voided_reason is None for g in (await db.boards.history(GUILD)).games if g != shown
    )


async def test_a_game_that_cannot_be_voided_changes_nothing(db: Database) -> None:
    ids = await seed(db)
    other = raw(db, "SELECT id FROM games WHERE guild_id = 2")[0][0]
    lobby, _ = await finished_game(db, seed=9, channel=500)  # actions stored, never finished
    await db.results.void_game(GUILD, ids[0], "cheating", rate_values)
    totals, ratings = await totals_of(db, GUILD), ratings_of(await db.ratings.all(GUILD))
    for game_id, why in (
        (other, "unknown"),
        (10**9, "unknown"),
        (lobby.id, "not_finished"),
        (ids[0], "voided"),
    ):
        with pytest.raises(CannotVoid) as refused:
            await db.results.void_game(GUILD, game_id, "again", rate_values)
        assert (refused.value.game_id, refused.value.why) == (game_id, why)
    assert await db.results.voided_reason(ids[0]) == "cheating"
    assert await db.results.voided_reason(other) is None
    assert await totals_of(db, GUILD) == totals
    assert ratings_of(await db.ratings.all(GUILD)) == ratings
    with pytest.raises(ValueError):
        await db.results.void_game(GUILD, ids[1], "   ", rate_values)


async def test_a_version_8_file_gets_the_new_columns(db_path: Path) -> None:
    conn = sqlite3.connect(db_path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("BEGIN")
    for migration in schema.MIGRATIONS[:8]:
        for statement in migration.statements:
            conn.execute(statement)
    conn.execute("PRAGMA user_version = 8")
    at = "2025-01-01T00:00:00.000Z"
    conn.execute(
        "INSERT INTO games (id, guild_id, channel_id, status, setup, created_at, started_at,"
        " ended_at) VALUES (1, 1, 10, 'finished', '{}', ?, ?, ?)",
        (at, at, at),
    )
    conn.executemany(
        "INSERT INTO game_seats (game_id, seat, user_id, name, is_ai) VALUES (1, ?, ?, ?, 0)",
        [(0, 101, "ana"), (1, 102, "ben")],
    )
    conn.executemany(
        "INSERT INTO game_results (game_id, seat, user_id, is_ai, name, position, round_points,"
        " total, cards, cards_total, winner, shared) VALUES (1, ?, ?, 0, ?, ?, '[5]', 5, '[5]',"
        " 5, ?, 0)",
        [(0, 101, "ana", 1, 1), (1, 102, "ben", 2, 0)],
    )
    conn.execute(
        "INSERT INTO guild_player_totals VALUES (1, 101, 1, 1, 5, 1, 5, ?), (1, 102, 1, 0, 5, 1,"
        " 5, ?)",
        (at, at),
    )
    conn.execute("COMMIT")
    conn.close()
    db = await Database.open(db_path)
    try:
        assert raw(db_path, "SELECT DISTINCT forgotten FROM game_results") == [(0,)]
        assert await db.results.voided_reason(1) is None
        assert await db.results.forget_player(1, 102, rate_values) == 1
        await db.results.void_game(1, 1, "test game", rate_values)
        assert await db.leaderboard.count(1) == 0
        assert await db.ratings.all(1) == []
    finally:
        await db.close()


async def test_a_version_9_file_forgets_the_seats_its_results_forgot(db_path: Path) -> None:
    """Someone forgotten under migration 9 (results only) has a forgotten seat after 10: the
    history no longer has their user id, in a rebuilt ``game_seats`` with every row kept."""
    conn = sqlite3.connect(db_path, isolation_level=None)
    conn.execute("BEGIN")
    for migration in schema.MIGRATIONS[:9]:
        for statement in migration.statements:
            conn.execute(statement)
    conn.execute("PRAGMA user_version = 9")
    at = "2025-01-01T00:00:00.000Z"
    conn.execute(
        "INSERT INTO games (id, guild_id, channel_id, status, setup, created_at, started_at,"
        " ended_at) VALUES (1, 1, 10, 'finished', '{}', ?, ?, ?)",
        (at, at, at),
    )
    conn.executemany(
        "INSERT INTO game_seats (game_id, seat, user_id, name, is_ai, ai_level, away, left_order)"
        " VALUES (1, ?, ?, ?, ?, ?, 0, ?)",
        [(0, 101, "ana", 0, None, None), (1, 102, "ben", 0, None, 1), (2, None, "bot", 1, "easy",
         None)],
    )  # fmt: skip
    conn.executemany(
        "INSERT INTO game_results (game_id, seat, user_id, is_ai, name, position, round_points,"
        " total, cards, cards_total, winner, shared, forgotten) VALUES (1, ?, ?, ?, ?, ?, '[5]',"
        " 5, '[5]', 5, ?, 0, ?)",
        [(0, 101, 0, "ana", 1, 1, 0), (1, None, 0, "ben", 3, 0, 1), (2, None, 1, "bot", 2, 0, 0)],
    )
    conn.execute("COMMIT")
    conn.close()
    db = await Database.open(db_path)
    try:
        game = await db.games.get(1)
        assert game is not None
        assert [(s.user_id, s.forgotten, s.is_ai, s.left) for s in game.seats] == [
            (101, False, False, None),
            (None, True, False, 1),
            (None, False, True, None),
        ]
        (shown,) = (await db.boards.history(1)).games
        assert [(s.user_id, s.forgotten) for s in shown.seats] == [
            (101, False), (None, False), (None, True)
        ]  # fmt: skip
    finally:
        await db.close()
