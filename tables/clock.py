"""The system clock: the real time and asyncio's sleep (tests use ``tests.tables.fakes``)."""

from __future__ import annotations

import asyncio
import time
from typing import Any


class SystemClock:
    """``time.time()`` and ``asyncio.sleep``: what the bot runs on."""

    def now(self) -> float:
        return time.time()

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(max(0.0, seconds))


async def sleep_or_wake(clock: Any, seconds: float, wake: asyncio.Event) -> bool:
    """Sleep ``seconds`` on ``clock`` (its ``sleep``), or less if ``wake`` is set meanwhile;
    whether it was set."""
    sleeper = asyncio.ensure_future(clock.sleep(seconds))
    waker = asyncio.ensure_future(wake.wait())
    try:
        await asyncio.wait((sleeper, waker), return_when=asyncio.FIRST_COMPLETED)
    finally:
        for task in (sleeper, waker):
            if not task.done():
                task.cancel()
    return wake.is_set()
