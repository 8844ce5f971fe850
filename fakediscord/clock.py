"""Time for the fake Discord: real time plus an offset that tests move forward.

Deadlines (3 s to answer an interaction, 15 min for its token) are checked against this clock,
so a test can jump past them instantly, and a genuinely slow bot still trips them.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import itertools
import time
from typing import Any

DISCORD_EPOCH_MS = 1_420_070_400_000


class FakeClock:
    """`now()` is wall-clock time plus whatever `advance()` added."""

    def __init__(self) -> None:
        self.offset = 0.0

    def now(self) -> float:
        """Seconds since the Unix epoch, as the fake Discord sees it."""
        return time.time() + self.offset

    def advance(self, seconds: float) -> None:
        """Move the fake's time forward (never back: Discord's clock does not go back)."""
        if seconds < 0:
            raise ValueError("the clock only moves forward")
        self.offset += seconds

    def iso(self, when: float | None = None) -> str:
        """An ISO 8601 timestamp as Discord writes them."""
        moment = self.now() if when is None else when
        return dt.datetime.fromtimestamp(moment, dt.UTC).isoformat()

    async def sleep(self, seconds: float) -> None:
        """Wait ``seconds`` of this clock (real time goes by: a delivery delay)."""
        await asyncio.sleep(max(0.0, seconds))


class FollowingClock(FakeClock):
    """The fake's time as another clock says (a test's fake clock, with ``now()`` and
    ``sleep``), plus a fixed ``skew``: Discord's clock is not the bot's. A test moving its
    clock moves Discord's; ``advance`` adds to the skew (Discord's clock runs ahead)."""

    def __init__(self, source: Any, skew: float = 0.0) -> None:
        super().__init__()
        self.source = source
        self.skew = skew

    def now(self) -> float:
        return float(self.source.now()) + self.skew

    def advance(self, seconds: float) -> None:
        if seconds < 0:
            raise ValueError("the clock only moves forward")
        self.skew += seconds

    async def sleep(self, seconds: float) -> None:
        await self.source.sleep(seconds)


class Snowflakes:
    """Discord-style IDs: time-ordered and unique, so discord.py's `created_at` makes sense."""

    def __init__(self, clock: FakeClock) -> None:
        self._clock = clock
        self._last = 0
        self._counter = itertools.count()

    def at(self, when: float) -> int:
        """An ID made at ``when`` (seconds since the Unix epoch): a click a test says Discord
        received at that moment (IDs made this way need not be increasing)."""
        ms = int(when * 1000) - DISCORD_EPOCH_MS
        return (ms << 22) | (next(self._counter) & 0xFFF)

    def next(self) -> int:
        """A fresh ID, always larger than the previous one."""
        ms = int(self._clock.now() * 1000) - DISCORD_EPOCH_MS
        value = (ms << 22) | (next(self._counter) & 0xFFF)
        self._last = max(self._last + 1, value)
        return self._last
