"""Standings benchmark: a guild with 100,000 finished games and 2,000 players.

    python benchmarks/standings.py           # 100,000 games, 2,000 players
    python benchmarks/standings.py --quick   # 10,000 games, 500 players

Fills a real SQLite database directly (games, seats, results, totals, outbox rows) with games
of 2 to 6 people judged by the counting policy (a few forfeits, no-shows and hints among
them), rates them in game order the way the bot does, then times what players ask for: a
leaderboard page, a player's own rank, a player's stats and a page of history (each run many
times; median and worst), and a full recompute of the guild's standings (every game judged
again, totals rebuilt, ratings replayed), checked equal to what the games made one by one.
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
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from standings import SeatPlay, StandingsService, judge, rate_values
from storage import Database
from storage.ratings import apply_game

GUILD = 1
SETUP = json.dumps({"players": ["a", "b"], "variant": "standard", "draw": "auto", "seed": 1})


@dataclass(frozen=True)
class _Standing:
    """A synthetic game's standing of one seat (what a game reports)."""

    name: str
    seat: int
    position: int
    round_points: list[int]
    total: int
    cards: list[int]
    winner: bool
    shared: bool


def _plays(rng: random.Random, people: int) -> list[SeatPlay]:
    """What each person did at a synthetic game, as the counting policy reads it: most play it
    out; now and then one leaves (a forfeit), stops playing (the away computer takes over),
    never shows up, or asks hints."""
    plays, left = [], 0
    for seat in range(people):
        own = rng.randint(5, 40)
        roll = rng.random()
        if roll < 0.04:
            left += 1
            plays.append(SeatPlay(seat, True, own, own, left, own * people, own * people - 1))
        elif roll < 0.08:
            plays.append(SeatPlay(seat, True, own, own + 9, last_own=own, taken_over=True))
        elif roll < 0.10:
            plays.append(SeatPlay(seat, True, 1, 30, last_own=1))
        else:
            hints = rng.randint(1, 5) if roll > 0.96 else 0
            plays.append(SeatPlay(seat, True, own, own, last_own=own * people, hints=hints))
    return plays


async def fill(db: Database, games: int, players: int, rng: random.Random) -> None:
    """Finished games with their seats, results as the counting policy judges them (a few
    forfeits, no-shows and hints among them: ``_plays``), totals, owed-and-sent results
    messages and ratings, written in batches of 1,000 games, as the bot would have."""
    totals: dict[int, list[int]] = {}
    batch = 1000
    for start in range(1, games + 1, batch):
        game_rows, seat_rows, result_rows, outbox_rows = [], [], [], []
        rated: list[tuple[int, dict[int, int], set[int]]] = []
        for game_id in range(start, min(start + batch, games + 1)):
            when = f"2026-01-01T00:00:00.000Z{game_id:09d}"
            people = rng.sample(range(1, players + 1), rng.randint(2, 6))
            order = list(range(1, len(people) + 1))
            rng.shuffle(order)
            standings = []
            for seat, position in enumerate(order):
                cards = [rng.randint(0, 20) for _ in range(3)]
                standings.append(
                    _Standing(
                        f"p{people[seat]}", seat, position, [1, 1, 1],
                        position + rng.randint(0, 6), cards, position == 1, False,
                    )
                )  # fmt: skip
            plays = _plays(rng, len(people))
            verdict = judge(standings, plays)
            game_rows.append(
                (game_id, GUILD, 10 + game_id % 50, SETUP, when, when, when, verdict.reason)
            )
            positions, capped = {}, set()
            for s in verdict.standings:
                user = people[s.seat]
                play = plays[s.seat]
                seat_rows.append((game_id, s.seat, user, s.name, play.left, play.left_at))
                result_rows.append(
                    (
                        game_id, s.seat, user, s.name, s.position, s.total,
                        json.dumps(s.cards), sum(s.cards), int(s.winner), int(s.counted),
                        int(s.forfeit), s.own_moves, s.moves, s.status, s.at_move, s.hints,
                        int(s.rises), s.game_position, s.last_own, int(s.taken_over),
                    )
                )  # fmt: skip
                if not s.counted:
                    continue
                positions[user] = s.position
                if not s.rises:
                    capped.add(user)
                t = totals.setdefault(user, [0, 0, 0, 0, 0])
                t[0] += 1
                t[1] += int(s.winner)
                t[2] += s.total
                t[3] += 3
                t[4] += sum(s.cards)
            outbox_rows.append((game_id, 10 + game_id % 50, when, when, 10**15 + game_id))
            if verdict.counts:
                rated.append((game_id, positions, capped))
        async with db.transaction() as conn:
            await conn.executemany(
                "INSERT INTO games (id, guild_id, channel_id, status, setup, created_at,"
                " started_at, ended_at, count_reason)"
                " VALUES (?, ?, ?, 'finished', ?, ?, ?, ?, ?)",
                game_rows,
            )
            await conn.executemany(
                "INSERT INTO game_seats (game_id, seat, user_id, name, is_ai, left_order,"
                " left_version) VALUES (?, ?, ?, ?, 0, ?, ?)",
                seat_rows,
            )
            await conn.executemany(
                "INSERT INTO game_results (game_id, seat, user_id, is_ai, name, position,"
                " round_points, total, cards, cards_total, winner, shared, counted, forfeit,"
                " own_moves, moves, play, at_move, hints, rises, game_position, last_own,"
                " taken_over) VALUES (?, ?, ?, 0, ?, ?, '[1,1,1]', ?, ?, ?, ?, 0, ?, ?, ?, ?,"
                " ?, ?, ?, ?, ?, ?, ?)",
                result_rows,
            )
            await conn.executemany(
                "INSERT INTO outbox (game_id, channel_id, kind, created_at, sent_at, message_id)"
                " VALUES (?, ?, 'results', ?, ?, ?)",
                outbox_rows,
            )
            for game_id, positions, capped in rated:
                await apply_game(conn, GUILD, game_id, positions, rate_values, "now", capped=capped)
    async with db.transaction() as conn:
        await conn.executemany(
            "INSERT INTO guild_player_totals (guild_id, game, user_id, games, wins, points,"
            " rounds, cards, updated_at) VALUES (?, 'dobro', ?, ?, ?, ?, ?, ?, 'now')",
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
        try:
            began = time.perf_counter()
            await fill(db, games, players, rng)
            filled = time.perf_counter() - began
            results: dict[str, str] = {}
            users = [rng.randint(1, players) for _ in range(200)]
            pick = iter(users * 10)
            await timed("own rank", lambda: db.ratings.rank(GUILD, next(pick)), 200, results)
            for name, call in extra_timings(db, rng, players):
                await timed(name, call, 100, results)
            before = await standings_snapshot(db)
            began = time.perf_counter()
            counted = await StandingsService(db)._recompute(GUILD)
            recompute = time.perf_counter() - began
            same = await standings_snapshot(db) == before
        finally:
            await db.close()
    print(f"{games:,} finished games, {players:,} players, one guild (filled in {filled:.1f} s)")
    for name, figure in results.items():
        print(f"  {name}: {figure}")
    print(
        f"  recompute the standings from scratch (judge every game again, totals, ratings):"
        f" {recompute:.1f} s for {games:,} games ({counted:,} rated);"
        f" {'equal to' if same else 'DIFFERENT FROM'} the incremental standings"
    )


async def standings_snapshot(db: Database) -> tuple[list[Any], ...]:
    """What a recompute rebuilds (rounded ratings; times aside)."""
    totals = await db.fetchall(
        "SELECT guild_id, game, user_id, games, wins, points, rounds, cards"
        " FROM guild_player_totals ORDER BY 1, 2, 3"
    )
    ratings = await db.fetchall(
        "SELECT guild_id, league_id, game, user_id, round(mu, 9), round(sigma, 9), games"
        " FROM ratings ORDER BY 1, 2, 3, 4"
    )
    verdicts = await db.fetchall(
        "SELECT game_id, seat, position, winner, counted, forfeit, play, at_move, rises"
        " FROM game_results ORDER BY 1, 2"
    )
    return tuple([tuple(r) for r in rows] for rows in (totals, ratings, verdicts))


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
