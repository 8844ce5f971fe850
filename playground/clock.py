"""`SkipClock`: the playground's time, real time that a visitor can move forward.

The bot's table service, its table writers and the offline Discord all read this one clock, so
"skip 15 minutes" is what a quarter of an hour without a click would be on Discord: interaction
tokens expire (a table delivered through interactions then waits for *Resume*), turn timers
and computers run. A skip wakes the sleepers due in the skipped time one at a time, in time
order, letting the bot finish what each wake-up did before the next (as the tests' fake clock
does), so nothing happens out of order.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import time
from collections.abc import Awaitable, Callable

#: A skip wakes at most this many sleepers (a loop sleeping a second at a time on the clock
#: would otherwise make a long skip slow); the rest wake once the skip is over.
MAX_WAKES = 5000


class SkipClock:
    """``time.time()`` plus what ``skip`` added; ``sleep`` wakes on real time or a skip."""

    def __init__(self) -> None:
        self.offset = 0.0
        self._sleepers: list[tuple[float, int, asyncio.Future[None]]] = []
        self._seq = itertools.count()
        self._skipping = asyncio.Lock()

    def now(self) -> float:
        return time.time() + self.offset

    async def sleep(self, seconds: float) -> None:
        if seconds <= 0:
            await asyncio.sleep(0)
            return
        loop = asyncio.get_running_loop()
        deadline = self.now() + seconds
        while (left := deadline - self.now()) > 0:
            future: asyncio.Future[None] = loop.create_future()
            heapq.heappush(self._sleepers, (deadline, next(self._seq), future))
            timer = loop.call_later(left, _wake, future)
            try:
                await future
            finally:
                timer.cancel()
                future.cancel()  # (done already, unless this sleep was cancelled)

    async def skip(self, seconds: float, settle: Callable[[], Awaitable[None]]) -> None:
        """Move time ``seconds`` forward: every sleeper due meanwhile wakes at its own time, in
        order (those they start meanwhile too), ``settle`` letting the bot react after each.

        The bot settles first, before the clock moves: a skip asked for right after a click
        must not jump under its answer (Discord refuses an answer over 3 s late) nor under
        the sleeps that click is about to start (a table writer's token watch started a
        moment later would count its 13 minutes from wherever the skip had got to, and the
        table would not say it waits in this skip)."""
        if seconds < 0:
            raise ValueError("the clock only moves forward")
        async with self._skipping:
            await settle()
            target = self.now() + seconds
            for _ in range(MAX_WAKES):
                while self._sleepers and self._sleepers[0][2].done():
                    heapq.heappop(self._sleepers)
                if not self._sleepers or self._sleepers[0][0] > target:
                    break
                deadline, _, future = heapq.heappop(self._sleepers)
                self.offset = max(self.offset, deadline - time.time())
                future.set_result(None)
                await settle()
            self.offset = max(self.offset, target - time.time())
            # The others sleep on: woken, each counts its time left from the new now.
            waiting, self._sleepers = self._sleepers, []
            for _, _, future in waiting:
                _wake(future)
            await settle()


def _wake(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)
