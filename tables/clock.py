"""The system clock: the real time and asyncio's sleep (tests use ``tests.tables.fakes``)."""

from __future__ import annotations

import asyncio
import time


class SystemClock:
    """``time.time()`` and ``asyncio.sleep``: what the bot runs on."""

    def now(self) -> float:
        return time.time()

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(max(0.0, seconds))
