"""Lifecycle benchmark: memory per finished game, with the table service over real SQLite.

    python benchmarks/lifecycle.py            # 1,000 games, each in its own channel (a thread)
    python benchmarks/lifecycle.py --quick    # 200 games

Each game: one person and one normal computer, two seats, standard variant; the person's moves
are chosen by the normal computer and sent through ``TableService.act`` like clicks. After each
game the table is released, as the table's writer does once its last message is out. Memory
(tracemalloc) is read after a warm-up and at the end: a service that keeps nothing per finished
game shows about zero bytes per game, whatever the number of games.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import random
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import dobro_rules as dr
from storage import Database
from tables import TableService, TableSettings

WARM_UP = 100


async def play_one(service: TableService, k: int, rng: random.Random) -> int:
    """Open, fill, start and play one game to its end in channel ``k``; returns its moves."""
    user = 10**6 + k
    table = await service.create(1, 10**12 + k, user, f"Player {k}", TableSettings(seats=2))
    await service.add_computer(table.game_id, user, "normal")
    await service.start(table.game_id, user)
    while table.open:
        await service.idle()
        state = table.state
        assert state is not None
        if not table.open or state.over:
            break
        name = state.players[state.turn]
        if table.seat_of(user) is not None and name == table.seats[0].name:
            action = dr.ai.choose(state, name, "normal", rng)
            action.pop("player")
            await service.act(table.game_id, user, state.version, action)
    service.release(table)
    for _ in range(3):  # let the table's driver see it closed and end
        await asyncio.sleep(0)
    assert state is not None
    return state.version


def held() -> int:
    gc.collect()
    return tracemalloc.get_traced_memory()[0]


async def main(games: int) -> None:
    rng = random.Random(2026)
    with tempfile.TemporaryDirectory() as folder:
        db = await Database.open(Path(folder) / "bench.sqlite3")
        service = TableService(
            db, ai_delay=0, rng=random.Random(1), seeds=lambda: rng.getrandbits(48)
        )
        await service.restore()
        tracemalloc.start()
        moves = 0
        began = time.perf_counter()
        for k in range(WARM_UP):
            moves += await play_one(service, k, rng)
        base = held()
        for k in range(WARM_UP, games):
            moves += await play_one(service, k, rng)
        end = held()
        elapsed = time.perf_counter() - began
        tracemalloc.stop()
        left = (len(service.registry), service.scheduler.drivers)
        await service.close()
        await db.close()
    counted = games - WARM_UP
    print(f"{games} finished games (2 seats, 1 person, 1 computer), each in its own channel")
    print(f"  {moves:,} moves in {elapsed:.1f} s ({moves / elapsed:,.0f} moves/s, real SQLite)")
    print(
        f"  memory held after game {WARM_UP}: {base / 1024:,.1f} KiB; after game {games}: "
        f"{end / 1024:,.1f} KiB"
    )
    print(
        f"  memory per finished game: {(end - base) / counted:+,.1f} bytes "
        f"(over the last {counted} games)"
    )
    print(f"  tables left in memory: {left[0]}, driver tasks left: {left[1]}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="200 games instead of 1,000")
    asyncio.run(main(200 if parser.parse_args().quick else 1000))
