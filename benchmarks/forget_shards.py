"""forget-me on PostgreSQL while another shard writes: who waits for whom.

    python benchmarks/forget_shards.py                 # 20,000 games, a throwaway cluster
    python benchmarks/forget_shards.py --games 5000 --url postgresql://...

Two ``PostgresDatabase`` objects on one server stand for two shards' processes. Shard A's guild
has ``--games`` counted games (``benchmarks/standings.fill``: 2-6 people of 500 each, rated in
order); one of its members asks to be forgotten. Meanwhile shard B appends a move to a game of
another guild every 20 ms (what its players' clicks do), each timed from the call to its
commit. Printed: forget-me's duration and the slowest of B's appends during it, and the same
work done the way it was before issue 20 (computed inside one transaction holding the global
write lock) for comparison. Figures only; nothing is asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import random  # noqa: E402

from benchmarks.standings import GUILD, fill  # noqa: E402
from standings import StandingsService, rate_values  # noqa: E402
from storage import PostgresDatabase, Seat  # noqa: E402
from storage.ratings import COUNTED_ROW  # noqa: E402
from tests.pg import PgServer, new_cluster  # noqa: E402
from tests.storage.storage_helpers import play  # noqa: E402

OTHER = 2
MEMBER = 1


async def shard_b(
    db: PostgresDatabase, stop: asyncio.Event, waits: list[tuple[float, float]]
) -> None:
    """A game of another guild, a move every 20 ms: each append timed."""
    names = ["ana", "ben", "bot"]
    setup, actions, _ = play(names, 5, upto=5000)
    seats = [Seat.human(0, 201, "ana"), Seat.human(1, 202, "ben"), Seat.ai(2, "bot", "normal")]
    game = await db.games.create(OTHER, random.randrange(10**6, 10**9), seats=seats, setup=setup)
    for seq, action in enumerate(actions):
        if stop.is_set():
            return
        began = time.perf_counter()
        await db.games.append_action(game.id, seq, action["player"], action, origin="person")
        waits.append((began, time.perf_counter() - began))
        await asyncio.sleep(0.02)


async def the_old_way(db: PostgresDatabase, first: tuple[str, int]) -> None:
    """What forget-me did before issue 20: the whole recomputation inside one transaction that
    holds the global write lock (here: plan, compute and write, all under it)."""
    async with db.transaction() as conn:
        plan = await db.ratings.plan(GUILD, since=first, exclude_user=MEMBER)
        plan.compute(rate_values)
        await plan.write(conn, rate_values, "now")


async def measure(
    db_a: PostgresDatabase, db_b: PostgresDatabase, work: str
) -> tuple[float, list[float]]:
    stop = asyncio.Event()
    waits: list[tuple[float, float]] = []
    writer = asyncio.create_task(shard_b(db_b, stop, waits))
    await asyncio.sleep(0.5)
    began = time.perf_counter()
    if work == "new":
        await StandingsService(db_a).forget(GUILD, MEMBER)
    else:
        first = await db_a.results.first_counted(GUILD, MEMBER)
        assert first is not None
        await the_old_way(db_a, first)
    took = time.perf_counter() - began
    await asyncio.sleep(0.5)  # the append waiting when it ended completes
    stop.set()
    await writer
    return took, [wait for start, wait in waits if began <= start <= began + took]


async def main(games: int, url: str | None) -> None:
    cluster = None
    if url is None:
        cluster = new_cluster().start()
        url = cluster.url
    try:
        server = PgServer(url, cluster)
        results = {}
        for work in ("old", "new"):
            fresh = await server.fresh_database()
            db_a = await PostgresDatabase.open(fresh, pool_size=4)
            db_b = await PostgresDatabase.open(fresh, pool_size=2)
            try:
                began = time.perf_counter()
                await fill(db_a, games, 500, random.Random(7))
                async with db_a.transaction() as conn:  # ids were given: move the sequences on
                    for table in ("games", "outbox"):
                        await conn.execute(
                            f"SELECT setval(pg_get_serial_sequence('{table}', 'id'),"
                            f" (SELECT max(id) FROM {table}))"
                        )
                rows = await db_a.fetchall(
                    "SELECT count(*) FROM game_results r JOIN games g ON g.id = r.game_id"
                    f" WHERE r.user_id = ? AND {COUNTED_ROW}",
                    (MEMBER,),
                )
                print(
                    f"{work}: {games:,} games written in {time.perf_counter() - began:.0f} s; "
                    f"the member sat in {rows[0][0]} of them"
                )
                results[work] = await measure(db_a, db_b, work)
            finally:
                await db_a.close()
                await db_b.close()
        for work, label in (
            ("old", "before issue 20 (computed inside the global write lock)"),
            ("new", "now (computed outside, written under the guild's lock only)"),
        ):
            took, during = results[work]
            print(
                f"{label}: forget-me {took:.2f} s; shard B's {len(during)} appends meanwhile: "
                f"median {statistics.median(during) * 1000:.1f} ms, "
                f"slowest {max(during) * 1000:.1f} ms"
            )
    finally:
        if cluster is not None:
            cluster.stop()


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=20_000)
    parser.add_argument("--url", help="a PostgreSQL URL allowed to create databases")
    return parser.parse_args(argv)


if __name__ == "__main__":
    args = parse()
    with tempfile.TemporaryDirectory():
        asyncio.run(main(args.games, args.url))
