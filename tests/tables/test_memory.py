"""A long-running bot: a thousand finished games leave nothing behind in memory."""

from __future__ import annotations

import gc
import sys
import time
import weakref
from collections.abc import Callable

from storage import GameStatus
from tables import TableSettings

from .fakes import MemoryStore
from .helpers import Env, open_table

GAMES = 1000
MEASURE_FROM = 200
#: Allowed growth, in allocated memory blocks, between game 200 and game 1,000: a game that
#: stayed in memory would keep hundreds (its table, state, log, seats, driver task).
GROWTH_BOUND = 2_000


async def test_memory_stays_flat_over_a_thousand_finished_games(
    make_env: Callable[..., Env],
) -> None:
    env = make_env(MemoryStore(copies=False), ai_delay=0.0)
    service, clock, store = env.service, env.clock, env.store
    await service.restore()
    # Each game in its own thread, two seats over two rounds (the shortest finished game,
    # R13); the person times out twice (30 s), is marked away, and the computer plays both
    # seats to the end at once.
    settings = TableSettings(seats=2, timer=30, thread=True, options={"variant": "long"})
    started = time.perf_counter()
    base = 0
    gone: list[weakref.ref[object]] = []
    for i in range(GAMES):
        if i == MEASURE_FROM:
            gc.collect()
            base = sys.getallocatedblocks()
        table = await open_table(service, settings=settings, channel=100_000 + i)
        for _ in range(20):
            if table.status is not GameStatus.ACTIVE:
                break
            await clock.advance(30)
            await service.idle()
        assert table.status is GameStatus.FINISHED, i
        assert table.seats[0].away
        assert store.stored_results(table.game_id) is not None
        service.release(table)  # what the writer does after the results message
        store.forget(table.game_id)  # keep the store's own memory out of the measure
        gone.append(weakref.ref(table))
        del table
    await clock.advance(0)
    gc.collect()
    growth = sys.getallocatedblocks() - base
    elapsed = time.perf_counter() - started
    print(f"\n{GAMES} games in {elapsed:.1f} s; growth after game {MEASURE_FROM}: {growth} blocks")
    assert [ref for ref in gone if ref() is not None] == []  # every table was freed
    assert len(service.registry) == 0
    assert service.tables == {}
    assert service.closing() == []
    assert service.scheduler.drivers == 0
    assert service.scheduler.failures == {}
    assert clock.sleepers <= 1  # the watchdog
    assert growth < GROWTH_BOUND, f"{growth} blocks kept by {GAMES - MEASURE_FROM} games"
