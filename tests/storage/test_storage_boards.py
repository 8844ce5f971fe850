"""Leaderboard and history pages (storage.boards): orders, min_games, ties by user id, the
caller's own rank, pages and their edges, an empty guild, every game status, index walks."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest
from storage_helpers import raw, raw_many, record

import dobro_rules as dr
from standings import rate_values
from storage import BoardRepo, BoardSort, Database, GameStatus, Seat, schema
from storage.boards import _HISTORY, PAGE_SIZE


async def finish(
    db: Database,
    people: list[int | None],
    points: list[int],
    *,
    guild: int = 1,
    channel: int | None = None,
    rate: bool = True,
) -> int:
    """A game finished at once: seat i is ``people[i]`` (None: a computer) with ``points[i]``
    in one round; the fewest points win (ties share). Returns the game id."""
    seats = [
        Seat.ai(i, f"bot{i}", "normal") if u is None else Seat.human(i, u, f"u{u}")
        for i, u in enumerate(people)
    ]
    setup = {"players": [s.name for s in seats], "seed": 1}
    channel = channel or random.randrange(1, 2**40)
    game = await db.games.create(guild, channel, seats=seats, setup=setup)
    best = min(points)
    standings = [
        dr.Standing(
            name=s.name,
            seat=s.seat,
            position=1 + sum(p < points[i] for p in points),
            round_points=[points[i]],
            total=points[i],
            cards=[points[i]],
            winner=points[i] == best,
            shared=points.count(best) > 1 and points[i] == best,
        )
        for i, s in enumerate(seats)
    ]
    await record(db, game.id, standings, owed=("results",), rate=rate_values if rate else None)
    return game.id


def put_totals(db: Database, rows: list[tuple[int, int, int, int]], guild: int = 1) -> None:
    """Totals written directly: (user, games, wins, points)."""
    raw_many(
        db,
        "INSERT INTO guild_player_totals (guild_id, game, user_id, games, wins, points, rounds,"
        " cards, updated_at) VALUES (?, 'dobro', ?, ?, ?, ?, 0, 0, '2025-01-01T00:00:00.000Z')",
        [(guild, *r) for r in rows],
    )


def put_ratings(db: Database, rows: list[tuple[int, float, float]], guild: int = 1) -> None:
    """Ratings written directly: (user, mu, sigma)."""
    raw_many(
        db,
        "INSERT INTO ratings (guild_id, league_id, game, user_id, mu, sigma, games, updated_at)"
        " VALUES (?, 0, 'dobro', ?, ?, ?, 1, '2025-01-01T00:00:00.000Z')",
        [(guild, *r) for r in rows],
    )


def expected(totals, ratings, sort: BoardSort, min_games: int) -> list[int]:
    """The board's order in Python: the spec the SQL must follow."""
    rated = {u: mu - 3 * sigma for u, mu, sigma in ratings}
    keep = [r for r in totals if r[1] >= min_games]
    if sort is BoardSort.RATING:
        keep = [r for r in keep if r[0] in rated]
    keys = {
        BoardSort.RATING: lambda r: (-rated[r[0]], r[0]),
        BoardSort.WINS: lambda r: (-r[2], r[1], r[0]),
        BoardSort.WIN_RATE: lambda r: (-r[2] / r[1], -r[1], r[0]),
        BoardSort.GAMES: lambda r: (-r[1], -r[2], r[0]),
    }
    return [r[0] for r in sorted(keep, key=keys[sort])]


def random_guild(db: Database, seed: int, users: int = 37) -> tuple[list, list]:
    rng = random.Random(seed)
    totals, ratings = [], []
    for user in rng.sample(range(1, 10_000), users):
        games = rng.randint(1, 6)
        wins = rng.randint(0, games)
        totals.append((user, games, wins, rng.randint(games, 6 * games)))
        if rng.random() < 0.8:  # some people never played another person: no rating
            ratings.append((user, rng.choice([25.0, 27.5, 30.0, 22.0]), rng.choice([5.0, 8.0])))
    put_totals(db, totals)
    put_ratings(db, ratings)
    # Another guild, with the same people: never on guild 1's board.
    put_totals(db, [(u, 50, 50, 50) for u, *_ in totals[:5]], guild=2)
    put_ratings(db, [(u, 60.0, 1.0) for u, *_ in totals[:5]], guild=2)
    return totals, ratings


@pytest.mark.parametrize("sort", list(BoardSort))
@pytest.mark.parametrize("min_games", [None, 1, 4])
async def test_pages_follow_each_order_with_min_games_and_own_rank(
    db: Database, sort: BoardSort, min_games: int | None
) -> None:
    totals, ratings = random_guild(db, seed=7)
    least = sort.default_min_games if min_games is None else min_games
    want = expected(totals, ratings, sort, least)
    seen, ranks, page = [], [], 1
    while True:
        board = await db.boards.leaderboard(1, sort, min_games=min_games, page=page)
        assert (board.min_games, board.total, board.anyone) == (least, len(want), True)
        assert board.pages == max(1, -(-len(want) // PAGE_SIZE)) and board.page == page
        seen += [r.user_id for r in board.rows]
        ranks += [r.rank for r in board.rows]
        if page == board.pages:
            break
        assert len(board.rows) == PAGE_SIZE
        page += 1
    assert seen == want
    assert ranks == list(range(1, len(want) + 1))
    by_user = {r[0]: r for r in totals}
    rated = {u: (mu, sigma) for u, mu, sigma in ratings}
    for user in [*list(by_user)[:12], 424242]:
        board = await db.boards.leaderboard(1, sort, min_games=min_games, page=2, user_id=user)
        if user not in by_user:
            assert board.me is None
            continue
        me = board.me
        assert me is not None and (me.games, me.wins, me.points) == by_user[user][1:]
        assert (me.mu, me.sigma) == rated.get(user, (None, None))
        assert me.rank == (want.index(user) + 1 if user in want else None)
        assert board.me_on_page == (user in [r.user_id for r in board.rows])


async def test_ties_are_broken_by_user_id(db: Database) -> None:
    put_totals(db, [(30, 4, 2, 10), (10, 4, 2, 10), (20, 4, 2, 10), (5, 2, 1, 5)])
    put_ratings(db, [(30, 25.0, 5.0), (10, 25.0, 5.0), (20, 25.0, 5.0), (5, 25.0, 5.0)])
    for sort in BoardSort:
        board = await db.boards.leaderboard(1, sort, min_games=1, user_id=20)
        order = [r.user_id for r in board.rows]
        assert [u for u in order if u != 5] == [10, 20, 30], sort
        assert board.me is not None and board.me.rank == order.index(20) + 1
    # Win rate: 2/4 and 1/2 are equal; more games first, then the user id.
    board = await db.boards.leaderboard(1, BoardSort.WIN_RATE, min_games=1)
    assert [r.user_id for r in board.rows] == [10, 20, 30, 5]


async def test_page_edges(db: Database) -> None:
    put_totals(db, [(u, 3, 1, 6) for u in range(1, 11)])  # exactly one page
    board = await db.boards.leaderboard(1, BoardSort.GAMES)
    assert (board.pages, len(board.rows)) == (1, 10)
    put_totals(db, [(11, 1, 0, 4)])  # one more: a second page with one row
    last = await db.boards.leaderboard(1, BoardSort.GAMES, page=2, user_id=1)
    assert (last.pages, [r.user_id for r in last.rows], [r.rank for r in last.rows]) == (
        2,
        [11],
        [11],
    )
    assert last.me is not None and last.me.rank == 1 and not last.me_on_page
    beyond = await db.boards.leaderboard(1, BoardSort.GAMES, page=99)  # a stale Next
    assert beyond.page == 2 and beyond.rows == last.rows
    zero = await db.boards.leaderboard(1, BoardSort.GAMES, page=0)
    assert zero.page == 1
    # The newcomer has 1 game: under the default 3 for rating and win rate they are left out.
    rate = await db.boards.leaderboard(1, BoardSort.WIN_RATE, user_id=11)
    assert rate.total == 10 and rate.me is not None and rate.me.rank is None


async def test_an_empty_guild(db: Database) -> None:
    for sort in BoardSort:
        board = await db.boards.leaderboard(5, sort, user_id=1)
        assert (board.total, board.pages, board.page, board.rows, board.me, board.anyone) == (
            0,
            1,
            1,
            (),
            None,
            False,
        )
    history = await db.boards.history(5, page=3)
    assert (history.total, history.pages, history.page, history.games) == (0, 1, 1, ())


async def test_a_guild_whose_players_are_not_rated(db: Database) -> None:
    put_totals(db, [(1, 5, 5, 5)])  # only ever played computers
    board = await db.boards.leaderboard(1, BoardSort.RATING, user_id=1)
    assert board.total == 0 and board.anyone and board.me is not None and board.me.rank is None
    assert not board.me.rated


async def test_totals_from_real_games_count_shared_wins(db: Database) -> None:
    await finish(db, [1, 2, None], [3, 3, 5])  # a shared win: both count it
    await finish(db, [1, 2, 3], [1, 2, 3])
    await finish(db, [2, 3], [1, 4])
    board = await db.boards.leaderboard(1, BoardSort.WINS, min_games=1)
    # Equal wins: fewer games first.
    assert [(r.user_id, r.wins, r.games) for r in board.rows] == [(1, 2, 2), (2, 2, 3), (3, 0, 2)]
    rated = await db.boards.leaderboard(1, BoardSort.RATING, min_games=1)
    assert {r.user_id for r in rated.rows} == {1, 2, 3} and all(r.rated for r in rated.rows)
    stored = {r.user_id: await db.ratings.get(1, r.user_id) for r in rated.rows}
    ordinals = [stored[r.user_id].mu - 3 * stored[r.user_id].sigma for r in rated.rows]
    assert ordinals == sorted(ordinals, reverse=True)


@pytest.mark.sqlite_only  # SQLite query plans
@pytest.mark.parametrize("sort", list(BoardSort))
async def test_each_page_is_one_index_walk(db: Database, sort: BoardSort) -> None:
    random_guild(db, seed=3, users=200)
    raw(db, "ANALYZE")
    params = {"guild": 1, "game": "dobro", "min": 3, "user": 1, "limit": 10, "offset": 20}
    plan = " | ".join(
        str(r[-1]) for r in raw(db, "EXPLAIN QUERY PLAN " + BoardRepo.page_sql(sort), params)
    )
    index = {
        BoardSort.RATING: "ratings_by_ordinal",
        BoardSort.WINS: "guild_totals_by_wins",
        BoardSort.WIN_RATE: "guild_totals_by_win_rate",
        BoardSort.GAMES: "guild_totals_by_games",
    }[sort]
    assert index in plan, plan
    assert "TEMP B-TREE" not in plan and "SCAN" not in plan, plan
    plan = " | ".join(
        str(r[-1]) for r in raw(db, "EXPLAIN QUERY PLAN " + BoardRepo.standing_sql(sort), params)
    )
    assert "TEMP B-TREE" not in plan, plan


async def test_history_newest_first_with_every_status(db: Database) -> None:
    won = await finish(db, [1, 2, None], [2, 4, 3], channel=50)
    (item,) = await db.outbox.owed(won)
    await db.outbox.mark_sent(item.id, 9999)
    shared = await finish(db, [2, 1], [3, 3], channel=51)  # results not sent yet: no link
    seats = [Seat.human(0, 1, "ana"), Seat.human(1, 2, "ben"), Seat.ai(2, "Robot*", "normal")]
    setup = {"players": ["ana", "ben", "Robot*"], "seed": 1}
    legacy = {"variant": "long", "draw": "manual"}  # a table's settings before migration 13
    cancelled = (await db.games.create(1, 52, seats=seats, setup=setup, settings=legacy)).id
    await db.games.set_status(cancelled, GameStatus.CANCELLED, reason="too slow")
    abandoned = (await db.games.create(1, 53, seats=seats, setup=setup)).id
    await db.games.set_status(abandoned, GameStatus.ABANDONED, reason="everyone_left")
    broken = (await db.games.create(1, 54, seats=seats, setup=setup)).id
    await db.games.set_status(broken, GameStatus.BROKEN, reason="replay failed")
    lobby = (await db.games.create(1, 55, seats=seats[:1])).id  # never started: not a game
    await db.games.set_status(lobby, GameStatus.CANCELLED, reason="expired")
    sticks = {"game": "sticks", "options": {"deck": "trimmed"}}
    playing = (await db.games.create(1, 56, seats=seats, setup=setup, settings=sticks)).id
    await finish(db, [1, 2], [1, 2], guild=2)  # another guild

    history = await db.boards.history(1)
    assert (history.total, history.pages, history.page) == (6, 1, 1)
    games = {g.game_id: g for g in history.games}
    assert [g.game_id for g in history.games] == [
        playing,
        broken,
        abandoned,
        cancelled,
        shared,
        won,
    ]
    assert [(s.user_id, s.position, s.winner) for s in games[won].seats] == [
        (1, 1, True),
        (None, 2, False),
        (2, 3, False),
    ]
    assert games[won].link == (50, 9999) and games[won].status is GameStatus.FINISHED
    assert games[won].ended_at is not None and games[won].game == "dobro"
    assert games[won].options == {}
    assert (games[cancelled].game, games[cancelled].options) == ("dobro", legacy)
    assert (games[playing].game, games[playing].options) == ("sticks", {"deck": "trimmed"})
    # One game's history (#21).
    only = await db.boards.history(1, game="sticks")
    assert (only.total, [g.game_id for g in only.games]) == (1, [playing])
    assert (await db.boards.history(1, game="dobro")).total == 5
    assert [s.winner for s in games[shared].seats] == [True, True] and games[shared].link is None
    assert games[cancelled].status is GameStatus.CANCELLED
    assert games[cancelled].end_reason == "too slow"
    assert [s.name for s in games[cancelled].seats] == ["ana", "ben", "Robot*"]
    assert all(s.position is None for s in games[cancelled].seats)
    assert games[abandoned].status is GameStatus.ABANDONED
    assert games[broken].status is GameStatus.BROKEN
    assert games[playing].status is GameStatus.ACTIVE and games[playing].ended_at is None


async def test_history_pages(db: Database) -> None:
    ids = [await finish(db, [1, 2], [1, 2], rate=False) for _ in range(21)]
    pages = [await db.boards.history(1, page=p) for p in (1, 2, 3)]
    assert [p.pages for p in pages] == [3, 3, 3]
    assert [[g.game_id for g in p.games] for p in pages] == [
        ids[::-1][:10],
        ids[::-1][10:20],
        ids[::-1][20:],
    ]
    assert (await db.boards.history(1, page=7)).games == pages[2].games  # past the end
    if db.dialect != "sqlite":
        return  # the rest checks SQLite's query plan
    raw(db, "ANALYZE")
    for one_game in (False, True):
        params = {"guild": 1, "limit": 10, "offset": 10, "game": "dobro"}
        sql = _HISTORY[one_game][0]
        plan = " | ".join(str(r[-1]) for r in raw(db, "EXPLAIN QUERY PLAN " + sql, params))
        index = "games_guild_game_history" if one_game else "games_guild_history"
        assert index in plan and "outbox_game_kind" in plan, plan
        assert "SCAN games" not in plan and "SCAN x" not in plan, plan


async def test_a_version_6_file_gets_the_board_indexes(db_path: Path) -> None:
    conn = sqlite3.connect(db_path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("BEGIN")
    for migration in schema.MIGRATIONS[:6]:
        for statement in migration.statements:
            conn.execute(statement)
    conn.execute("PRAGMA user_version = 6")
    conn.execute("COMMIT")
    conn.close()
    db = await Database.open(db_path)
    try:
        # Totals are rebuilt from counted results on the way (migration 12): a row written now.
        raw_many(
            db,
            "INSERT INTO guild_player_totals VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(1, "dobro", 7, 4, 3, 9, 4, 20, "2025-01-01T00:00:00.000Z")],
        )
        board = await db.boards.leaderboard(1, BoardSort.WIN_RATE, user_id=7)
        assert [(r.user_id, r.rank) for r in board.rows] == [(7, 1)]
    finally:
        await db.close()
    names = {r[0] for r in raw(db_path, "SELECT name FROM sqlite_schema WHERE type = 'index'")}
    assert {"guild_totals_by_win_rate", "games_guild_history", "outbox_game_kind"} <= names
