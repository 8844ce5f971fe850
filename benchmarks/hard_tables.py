"""Hard computers at many tables: do clicks wait while they search? (issue 25)

    python benchmarks/hard_tables.py                  # 100 tables, 60 s, 1 worker process
    python benchmarks/hard_tables.py --tables 20 --seconds 20 --workers 2
    python benchmarks/hard_tables.py --inline         # the same, searching in the bot's process

Each table: Dobro, four seats, one person and three ``hard`` computers, over the table service
and real SQLite (no Discord). Computers take ``AI_DELAY`` (1.2 s, the default) on average before
each move, then search in the thinker (``tables.thinking``): by default a pool of worker
processes, as the bot runs. The person plays a normal move as soon as it is their turn, like a
click (``TableService.act``); the benchmark times each of those calls (the service's part of a
click: lock, rules, storage commit) and the event loop's lag (a 10 ms ticker), and counts the
hard moves made and the searches waiting in the pool's queue.

With ``--inline`` the searches run in the bot's own process: the figures show what the pool
saves (a click behind a search waits for it).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import dobro_rules as dr
from storage import Database
from tables import Table, TableService, TableSettings
from tables.thinking import InlineThinker, PoolThinker


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


async def person(service: TableService, table: Table, user: int, clicks: list[float]) -> None:
    """Play the person's moves at once, timing each call; stop when the game ends."""
    rng = random.Random(user)
    while table.open:
        state = table.state
        if state is None or state.over:
            return
        name = state.players[state.turn]
        if name == table.seats[0].name:
            action = dr.ai.choose(state, name, "normal", rng)
            action.pop("player")
            began = time.perf_counter()
            try:
                await service.act(table.game_id, user, state.version, action)
            except Exception:
                pass  # a stale version (the table moved): try again with the new state
            else:
                clicks.append(time.perf_counter() - began)
        await asyncio.sleep(0.05)


async def ticker(lags: list[float], stop: asyncio.Event) -> None:
    """The event loop's lag: how late a 10 ms sleep wakes up."""
    while not stop.is_set():
        began = time.perf_counter()
        await asyncio.sleep(0.01)
        lags.append(time.perf_counter() - began - 0.01)


async def main(tables: int, seconds: float, workers: int, inline: bool) -> None:
    rng = random.Random(2026)
    thinker = InlineThinker() if inline else PoolThinker(workers)
    with tempfile.TemporaryDirectory() as folder:
        db = await Database.open(Path(folder) / "bench.sqlite3")
        service = TableService(
            db,
            ai_delay=1.2,
            rng=random.Random(1),
            seeds=lambda: rng.getrandbits(48),
            thinker=thinker,
        )
        await service.restore()
        opened: list[Table] = []
        for k in range(tables):
            user = 10**6 + k
            table = await service.create(1, 10**12 + k, user, f"P{k}", TableSettings(seats=4))
            for _ in range(3):
                await service.add_computer(table.game_id, user, "hard")
            opened.append(table)
        clicks: list[float] = []
        lags: list[float] = []
        stop = asyncio.Event()
        tick = asyncio.create_task(ticker(lags, stop))
        began = time.perf_counter()
        for k, table in enumerate(opened):
            await service.start(table.game_id, 10**6 + k)
        players = [
            asyncio.create_task(person(service, t, 10**6 + k, clicks)) for k, t in enumerate(opened)
        ]
        await asyncio.sleep(seconds)
        elapsed = time.perf_counter() - began
        stop.set()
        for task in players:
            task.cancel()
        await asyncio.gather(*players, tick, return_exceptions=True)
        hard = sum(1 for t in opened for a in t.actions if a["player"] != t.seats[0].name)
        await service.close()
        await db.close()
    where = "inline (the bot's process)" if inline else f"{workers} worker process(es)"
    print(f"{tables} tables (Dobro, 1 person + 3 hard computers), {elapsed:.0f} s, {where}")
    print(f"  hard computer moves: {hard:,} ({hard / elapsed:.1f}/s)")
    if clicks:
        ms = [c * 1000 for c in clicks]
        print(
            f"  clicks: {len(ms):,}; service time p50 {statistics.median(ms):.1f} ms, "
            f"p99 {percentile(ms, 0.99):.1f} ms, max {max(ms):.1f} ms"
        )
    lag = [x * 1000 for x in lags]
    print(
        f"  event loop lag: p50 {statistics.median(lag):.1f} ms, p99 {percentile(lag, 0.99):.1f} "
        f"ms, max {max(lag):.1f} ms"
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--inline", action="store_true", help="search in the bot's process")
    args = parser.parse_args()
    asyncio.run(main(args.tables, args.seconds, args.workers, args.inline))
