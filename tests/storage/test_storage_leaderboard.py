"""Leaderboards: right order, pages that neither overlap nor skip, indexed queries."""

from __future__ import annotations

import random

import pytest
from storage_helpers import raw, record

import dobro_rules as dr
from storage import Database, LeaderboardOrder, LeaderboardRepo, Seat


async def play_fake_games(db: Database, guild: int, users: list[int], games: int, seed: int):
    """Games between random people (and sometimes a computer player) with random results."""
    rng = random.Random(seed)
    for g in range(games):
        who = rng.sample(users, rng.randint(1, 3))
        seats = [Seat.human(i, u, f"u{u}") for i, u in enumerate(who)]
        if len(seats) < 3 and rng.random() < 0.5:
            seats.append(Seat.ai(len(seats), "computer", "normal"))
        setup = {"players": [s.name for s in seats], "seed": g}
        game = await db.games.create(guild, 10_000 * guild + g, seats=seats, setup=setup)
        points = [[rng.randint(1, len(seats)) for _ in range(3)] for _ in seats]
        totals = [sum(p) for p in points]
        best = min(totals)
        standings = [
            dr.Standing(
                name=s.name,
                seat=s.seat,
                position=1 + sum(t < totals[i] for t in totals),
                round_points=points[i],
                total=totals[i],
                cards=[rng.randint(0, 20) for _ in range(3)],
                winner=totals[i] == best,
                shared=totals.count(best) > 1 and totals[i] == best,
            )
            for i, s in enumerate(seats)
        ]
        await record(db, game.id, standings)


def expected_order(rows: list[tuple], order: LeaderboardOrder) -> list[int]:
    # rows: (user_id, games, wins, points)
    keys = {
        LeaderboardOrder.POINTS: lambda r: (r[3] / r[1], -r[1], r[0]),
        LeaderboardOrder.WINS: lambda r: (-r[2], r[1], r[0]),
        LeaderboardOrder.GAMES: lambda r: (-r[1], -r[2], r[0]),
    }
    return [r[0] for r in sorted(rows, key=keys[order])]


@pytest.mark.parametrize("order", list(LeaderboardOrder))
async def test_pages_follow_the_order_without_overlap(db: Database, order: LeaderboardOrder):
    users = list(range(1, 41))
    await play_fake_games(db, 1, users, 120, seed=5)
    await play_fake_games(db, 2, users[:5], 10, seed=6)  # another guild stays apart
    rows = raw(
        db, "SELECT user_id, games, wins, points FROM guild_player_totals WHERE guild_id = 1"
    )
    count = await db.leaderboard.count(1)
    assert count == len(rows)
    seen, ranks, offset = [], [], 0
    while page := await db.leaderboard.page(1, order.value, limit=7, offset=offset):
        seen += [e.totals.user_id for e in page]
        ranks += [e.rank for e in page]
        offset += len(page)
    assert seen == expected_order(rows, order)
    assert ranks == list(range(1, count + 1))
    assert all(e.totals.guild_id == 1 for e in await db.leaderboard.page(1, order, limit=100))


async def test_player_totals_and_bad_arguments(db: Database) -> None:
    await play_fake_games(db, 1, [1, 2, 3], 10, seed=1)
    totals = await db.leaderboard.player_totals(1, 1)
    assert totals is not None and totals.games >= 1
    assert totals.avg_points == totals.points / totals.games
    assert await db.leaderboard.player_totals(1, 999) is None
    assert await db.leaderboard.page(7) == []
    with pytest.raises(ValueError):
        await db.leaderboard.page(1, "elo")
    with pytest.raises(ValueError):
        await db.leaderboard.page(1, limit=0)
    with pytest.raises(ValueError):
        await db.leaderboard.page(1, offset=-1)


@pytest.mark.sqlite_only  # SQLite query plans
@pytest.mark.parametrize("order", list(LeaderboardOrder))
async def test_leaderboard_queries_use_an_index_and_no_sort(db: Database, order) -> None:
    await play_fake_games(db, 1, list(range(1, 30)), 40, seed=2)
    raw(db, "ANALYZE")
    sql = "EXPLAIN QUERY PLAN " + LeaderboardRepo.page_sql(order)
    plan = " | ".join(str(row[-1]) for row in raw(db, sql, (1, "dobro", 10, 0)))
    assert f"guild_totals_by_{order.value}" in plan, plan
    assert "TEMP B-TREE" not in plan, plan


@pytest.mark.sqlite_only  # SQLite query plans
async def test_history_and_channel_queries_use_indexes(db: Database) -> None:
    plans = {
        "history": "SELECT id FROM games WHERE guild_id = ? AND status = 'finished'"
        " AND (ended_at, id) > (?, ?) ORDER BY ended_at, id LIMIT 5",
        "channel": "SELECT id FROM games WHERE channel_id = ? AND status IN ('lobby', 'active')",
        "active": "SELECT id FROM games WHERE status = ? ORDER BY id",
    }
    params = {"history": (1, "", 0), "channel": (1,), "active": ("active",)}
    for name, sql in plans.items():
        plan = " | ".join(str(r[-1]) for r in raw(db, "EXPLAIN QUERY PLAN " + sql, params[name]))
        assert "USING" in plan and "INDEX" in plan, (name, plan)
        assert "TEMP B-TREE" not in plan, (name, plan)
