"""Standings benchmark: a guild with 100,000 finished games and 2,000 players.

    python benchmarks/standings.py           # 100,000 games, 2,000 players
    python benchmarks/standings.py --quick   # 10,000 games, 500 players

Fills a real SQLite database directly (games, seats, results, totals, outbox rows) with games
of 2 to 6 people, rates them in game order the way the bot does, then times what players ask
for: a leaderboard page, a player's own rank, a player's stats and a page of history (each run
many times; median and worst), and a full recompute of the guild's ratings.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from standings import rate_values
from storage import Database
from storage.ratings import apply_game

GUILD = 1
SETUP = json.dumps({"players": ["a", "b"], "variant": "standard", "draw": "auto", "seed": 1})


async def fill(db: Database, games: int, players: int, rng: random.Random) -> None:
    """Finished games with their seats, results, totals, owed-and-sent results messages and
    ratings, written in batches of 1,000 games."""
    totals: dict[int, list[int]] = {}
    batch = 1000
    for start in range(1, games + 1, batch):
        game_rows, seat_rows, result_rows, outbox_rows = [], [], [], []
        rated: list[tuple[int, dict[int, int]]] = []
        for game_id in range(start, min(start + batch, games + 1)):
            when = f"2026-01-01T00:00:00.000Z{game_id:09d}"
            people = rng.sample(range(1, players + 1), rng.randint(2, 6))
            game_rows.append((game_id, GUILD, 10 + game_id % 50, SETUP, when, when, when))
            order = list(range(1, len(people) + 1))
            rng.shuffle(order)
            positions = {}
            for seat, (user, position) in enumerate(zip(people, order, strict=True)):
                total = position + rng.randint(0, 6)
                cards = [rng.randint(0, 20) for _ in range(3)]
                name = f"p{user}"
                seat_rows.append((game_id, seat, user, name))
                result_rows.append(
                    (
                        game_id,
                        seat,
                        user,
                        name,
                        position,
                        total,
                        json.dumps(cards),
                        sum(cards),
                        int(position == 1),
                    )
                )
                positions[user] = position
                t = totals.setdefault(user, [0, 0, 0, 0, 0])
                t[0] += 1
                t[1] += int(position == 1)
                t[2] += total
                t[3] += 3
                t[4] += sum(cards)
            outbox_rows.append((game_id, 10 + game_id % 50, when, when, 10**15 + game_id))
            rated.append((game_id, positions))
        async with db.transaction() as conn:
            await conn.executemany(
                "INSERT INTO games (id, guild_id, channel_id, status, setup, created_at,"
                " started_at, ended_at, count_reason)"
                " VALUES (?, ?, ?, 'finished', ?, ?, ?, ?, 'counted')",
                game_rows,
            )
            await conn.executemany(
                "INSERT INTO game_seats (game_id, seat, user_id, name, is_ai)"
                " VALUES (?, ?, ?, ?, 0)",
                seat_rows,
            )
            await conn.executemany(
                "INSERT INTO game_results (game_id, seat, user_id, is_ai, name, position,"
                " round_points, total, cards, cards_total, winner, shared, counted)"
                " VALUES (?, ?, ?, 0, ?, ?, '[1,1,1]', ?, ?, ?, ?, 0, 1)",
                result_rows,
            )
            await conn.executemany(
                "INSERT INTO outbox (game_id, channel_id, kind, created_at, sent_at, message_id)"
                " VALUES (?, ?, 'results', ?, ?, ?)",
                outbox_rows,
            )
            for game_id, positions in rated:
                await apply_game(conn, GUILD, game_id, positions, rate_values, "now")
    async with db.transaction() as conn:
        await conn.executemany(
            "INSERT INTO guild_player_totals (guild_id, user_id, games, wins, points, rounds,"
            " cards, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'now')",
            [(GUILD, user, *t) for user, t in totals.items()],
        )


async def timed(
    name: str, call: Callable[[], Awaitable[Any]], runs: int, results: dict[str, str]
) -> None:
    durations = []
    for _ in range(runs):
        began = time.perf_counter()
        await call()
        durations.append(time.perf_counter() - began)
    results[name] = (
        f"median {statistics.median(durations) * 1000:.2f} ms, "
        f"worst {max(durations) * 1000:.2f} ms ({runs} runs)"
    )


async def main(games: int, players: int) -> None:
    rng = random.Random(2026)
    with tempfile.TemporaryDirectory() as folder:
        db = await Database.open(Path(folder) / "bench.sqlite3")
        began = time.perf_counter()
        await fill(db, games, players, rng)
        filled = time.perf_counter() - began
        results: dict[str, str] = {}
        users = [rng.randint(1, players) for _ in range(200)]
        pick = iter(users * 10)
        await timed("own rank", lambda: db.ratings.rank(GUILD, next(pick)), 200, results)
        for name, call in extra_timings(db, rng, players):
            await timed(name, call, 100, results)
        began = time.perf_counter()
        counted = await db.ratings.recompute(GUILD, rate_values)
        recompute = time.perf_counter() - began
        await db.close()
    print(f"{games:,} finished games, {players:,} players, one guild (filled in {filled:.1f} s)")
    for name, figure in results.items():
        print(f"  {name}: {figure}")
    print(f"  recompute every rating: {recompute:.1f} s for {counted:,} games")


def extra_timings(
    db: Database, rng: random.Random, players: int
) -> list[tuple[str, Callable[[], Awaitable[Any]]]]:
    """The leaderboard (each sort, a page deep in the list, with the caller's own row), a
    player's stats and a page of history."""
    out: list[tuple[str, Callable[[], Awaitable[Any]]]] = []
    for sort in ("rating", "wins", "winrate", "games"):
        out.append(
            (
                f"leaderboard page by {sort} (+ own row)",
                lambda sort=sort: db.boards.leaderboard(
                    GUILD, sort, page=rng.randint(1, 150), user_id=rng.randint(1, players)
                ),
            )
        )
    out.append(("stats of a player", lambda: db.stats.player(GUILD, rng.randint(1, players))))
    out.append(("history page", lambda: db.boards.history(GUILD, page=rng.randint(1, 500))))
    return out


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="10,000 games, 500 players")
    quick = parser.parse_args().quick
    asyncio.run(main(10_000 if quick else 100_000, 500 if quick else 2_000))
