"""The playground's clock (#34): real time, plus what a visitor skips. A skip wakes what falls
due in the skipped time one at a time, in order, each at its own time (what they start
meanwhile too), and what is due later sleeps on for the time it has left."""

from __future__ import annotations

import asyncio
import time

import pytest

from playground.clock import SkipClock


async def test_a_skip_wakes_sleepers_in_order_at_their_time_and_others_sleep_on() -> None:
    clock = SkipClock()
    woke: list[tuple[str, float]] = []
    start = clock.now()

    async def sleeper(name: str, seconds: float, then: float | None = None) -> None:
        await clock.sleep(seconds)
        woke.append((name, clock.now() - start))
        if then is not None:  # a timer that starts another on waking (a computer's move)
            await sleeper(f"{name}+", then)

    settled: list[int] = []

    async def settle() -> None:  # (the playground waits until the bot is idle)
        for _ in range(5):
            await asyncio.sleep(0)
        settled.append(len(woke))

    tasks = [
        asyncio.create_task(sleeper("token", 13 * 60)),
        asyncio.create_task(sleeper("turn", 120, then=120)),
        asyncio.create_task(sleeper("day", 86_400)),
    ]
    await asyncio.sleep(0)
    await clock.skip(15 * 60, settle)
    assert [name for name, _ in woke] == ["turn", "turn+", "token"]
    at = dict(woke)
    assert at["turn"] == pytest.approx(120, abs=0.5)
    assert at["turn+"] == pytest.approx(240, abs=0.5)
    assert at["token"] == pytest.approx(780, abs=0.5)
    assert settled[:4] == [0, 1, 2, 3], "the bot settles first, then after each wake-up"
    assert clock.now() - start == pytest.approx(900, abs=0.5)
    assert not tasks[2].done(), "what is due later sleeps on"
    await clock.skip(86_400 - 900 - 1, settle)
    assert not tasks[2].done()
    began = time.perf_counter()
    await asyncio.wait_for(tasks[2], 5)  # its last second, in real time
    assert 0.5 < time.perf_counter() - began < 3
    with pytest.raises(ValueError):
        await clock.skip(-1, settle)


async def test_a_skip_lets_the_bot_settle_before_the_clock_moves() -> None:
    """A skip asked for right after a click: what the bot is about to start then (a table
    writer's 13-minute token watch, in a task not run yet) sleeps from before the skip and
    wakes in it at its time, not 13 minutes after wherever the skip had got to."""
    clock = SkipClock()
    start = clock.now()
    woke: list[float] = []

    async def watch() -> None:
        await clock.sleep(13 * 60)
        woke.append(clock.now() - start)

    async def settle() -> None:
        for _ in range(5):
            await asyncio.sleep(0)

    task = asyncio.create_task(watch())  # created by the click's handler, not run yet
    await clock.skip(15 * 60, settle)
    assert task.done(), "the watch slept past the skip"
    assert woke == [pytest.approx(780, abs=0.5)]


async def test_without_a_skip_it_is_real_time() -> None:
    clock = SkipClock()
    began = time.time()
    await clock.sleep(0.05)
    assert time.time() - began >= 0.05
    assert clock.now() == pytest.approx(time.time(), abs=0.01)
