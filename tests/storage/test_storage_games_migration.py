"""Migration 13 (#21): one database, several games. Everything stored before it is Dobro's and
stays as it was, on SQLite and on PostgreSQL; after it, each game has its own totals, ratings,
leagues and history, and a table may seat eight. (Migration 18 then moved Dobro's two server
defaults among every game's options: read here too.)"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from storage import Seat, schema
from storage.boards import BoardSort
from tests.pg import PgServer
from tests.storage.storage_helpers import database_at, open_latest, raw, raw_many

AT = "2025-01-01T00:00:00.000Z"

# A version 12 database: a finished league game of two people and two computers, its totals,
# guild and league ratings, the league and a server's configuration (SQLite's spelling).
ROWS: list[tuple[str, list[tuple[Any, ...]]]] = [
    (
        "INSERT INTO leagues (id, guild_id, name, settings, created_in, lang, created_by,"
        " created_at, games)"
        " VALUES (?, 5, 'Spring', '{\"variant\": \"long\"}', 9, 'fr', 101, ?, 1)",
        [(1, AT)],
    ),
    (
        "INSERT INTO games (id, guild_id, channel_id, status, settings, setup, created_at,"
        " started_at, ended_at, league_id, count_reason) VALUES (?, 5, 70, 'finished',"
        ' \'{"variant": "long", "draw": "manual"}\', ?, ?, ?, ?, 1, \'counted\')',
        [(1, '{"players": ["ana", "ben", "Bot1", "Bot2"], "seed": 3}', AT, AT, AT)],
    ),
    (
        "INSERT INTO game_seats (game_id, seat, user_id, name, is_ai, ai_level, away, forgotten)"
        " VALUES (1, ?, ?, ?, ?, ?, 0, 0)",
        [
            (0, 101, "ana", 0, None),
            (1, 102, "ben", 0, None),
            (2, None, "Bot1", 1, "normal"),
            (3, None, "Bot2", 1, "random"),
        ],
    ),
    (
        "INSERT INTO game_results (game_id, seat, user_id, is_ai, name, position, round_points,"
        " total, cards, cards_total, winner, shared, forgotten, counted, forfeit, own_moves,"
        " moves) VALUES (1, ?, ?, ?, ?, ?, '[4]', ?, '[4]', 4, ?, 0, 0, ?, 0, 9, 9)",
        [
            (0, 101, 0, "ana", 1, 4, 1, 1),
            (1, 102, 0, "ben", 2, 9, 0, 1),
            (2, None, 1, "Bot1", 3, 12, 0, 0),
            (3, None, 1, "Bot2", 4, 20, 0, 0),
        ],
    ),
    (
        "INSERT INTO guild_player_totals (guild_id, user_id, games, wins, points, rounds, cards,"
        " updated_at) VALUES (5, ?, 1, ?, ?, 1, 4, ?)",
        [(101, 1, 4, AT), (102, 0, 9, AT)],
    ),
    (
        "INSERT INTO league_player_totals (league_id, user_id, games, wins, points, rounds,"
        " cards, updated_at) VALUES (1, ?, 1, ?, ?, 1, 4, ?)",
        [(101, 1, 4, AT), (102, 0, 9, AT)],
    ),
    (
        "INSERT INTO ratings (guild_id, league_id, user_id, mu, sigma, games, updated_at)"
        " VALUES (5, ?, ?, ?, 7.5, 1, ?)",
        [(0, 101, 27.5, AT), (0, 102, 22.5, AT), (1, 101, 27.0, AT), (1, 102, 23.0, AT)],
    ),
    (
        "INSERT INTO rating_changes (game_id, league_id, user_id, mu_after, sigma_after)"
        " VALUES (1, ?, ?, ?, 7.5)",
        [(0, 101, 27.5), (0, 102, 22.5), (1, 101, 27.0), (1, 102, 23.0)],
    ),
    (
        "INSERT INTO guild_config (guild_id, variant, drawing, timer, updated_at)"
        " VALUES (5, 'long', 'manual', 90, ?)",
        [(AT,)],
    ),
]

# What must survive, read the same way before and after.
KEPT = {
    "games": "SELECT id, guild_id, channel_id, status, settings, setup, league_id, count_reason"
    " FROM games ORDER BY id",
    "game_seats": "SELECT game_id, seat, user_id, name, is_ai, ai_level FROM game_seats"
    " ORDER BY game_id, seat",
    "game_results": "SELECT game_id, seat, user_id, position, total, winner, counted"
    " FROM game_results ORDER BY game_id, seat",
    "guild_player_totals": "SELECT guild_id, user_id, games, wins, points, rounds, cards"
    " FROM guild_player_totals ORDER BY user_id",
    "league_player_totals": "SELECT league_id, user_id, games, wins, points"
    " FROM league_player_totals ORDER BY user_id",
    "ratings": "SELECT guild_id, league_id, user_id, mu, sigma, games FROM ratings"
    " ORDER BY league_id, user_id",
    "leagues": "SELECT id, guild_id, name, settings, games FROM leagues",
    "guild_config": "SELECT guild_id, timer FROM guild_config",
}


async def version_12(backend: str, path: Path, server: PgServer | None) -> Any:
    """A database at schema version 12 holding ``ROWS``: a path, or a PostgreSQL target."""
    target = await database_at(12, backend, path, server)
    for sql, rows in ROWS:
        raw_many(target, sql, rows)
    if backend == "postgres":  # rows written with their ids: move the identities past them
        for table in ("games", "leagues"):
            raw(target, f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), 100)")
    return target


async def test_every_stored_game_rating_and_league_stays_dobros(
    backend: str, db_path: Path, request: Any
) -> None:
    server = request.getfixturevalue("postgres_server") if backend == "postgres" else None
    target = await version_12(backend, db_path, server)
    before = {name: raw(target, sql) for name, sql in KEPT.items()}
    assert all(before.values())
    db = await open_latest(target)
    try:
        assert await db.schema_version() == schema.LATEST_VERSION
        for name, sql in KEPT.items():
            assert raw(db, sql) == before[name], name
        for table in ("games", "leagues", "guild_player_totals", "ratings"):
            assert raw(db, f"SELECT DISTINCT game FROM {table}") == [("dobro",)], table
        assert raw(db, "SELECT game FROM guild_config") == [(None,)]  # not chosen: Dobro

        # Read through the repositories, per game.
        game = await db.games.get(1)
        assert game is not None and game.game == "dobro"
        league = await db.leagues.get(1)
        assert league is not None and league.game == "dobro"
        board = await db.boards.leaderboard(5, BoardSort.RATING, min_games=1, game="dobro")
        assert [r.user_id for r in board.rows] == [101, 102]
        assert (await db.boards.leaderboard(5, BoardSort.RATING, game="sticks")).rows == ()
        assert [r.user_id for r in (await db.leagues.standings(league)).rows] == [101, 102]
        (played,) = (await db.boards.history(5)).games
        assert played.options == {"variant": "long", "draw": "manual"}
        stats = await db.stats.player(5, 101, game="dobro")
        assert stats is not None and stats.rating == (27.5, 7.5) and stats.rank == 1
        assert await db.stats.player(5, 101, game="sticks") is None
        # Dobro's columns moved to every game's options (migration 18).
        assert (await db.guilds.get(5)).options == {"dobro": {"variant": "long", "draw": "manual"}}

        # After it: a game of eight seats, and totals kept apart per game.
        eight = [Seat.human(i, 200 + i, f"p{i}") for i in range(8)]
        setup = {"players": [s.name for s in eight], "seed": 1}
        big = await db.games.create(
            5, 71, seats=eight, setup=setup, settings={"game": "dobble", "options": {}}
        )
        assert (await db.games.get(big.id)).game == "dobble"  # type: ignore[union-attr]
    finally:
        await db.close()
