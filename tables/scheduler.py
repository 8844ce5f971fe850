"""One driver task per open table, and a watchdog over all of them.

A driver asks the service what is due next (a computer's move, a turn deadline, an automatic
draw, a lobby's expiry), sleeps on the injected clock until then or until the table changes,
and fires it. A failure (storage busy, a stale version) is logged and retried with backoff, so
a table never stops because one write failed. Every timer path moves its own deadline or ends
the table; should one ever fire and come back due unchanged, the driver backs off the same way
rather than spin. The watchdog restarts any driver that ended and
drops closed tables whose last message was never written.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from .clock import sleep_or_wake
from .model import Table
from .ports import Clock

_log = logging.getLogger(__name__)

#: Retries after a failure wait 1, 2, 4… seconds, at most this long.
RETRY_MAX = 60.0
WATCHDOG_PERIOD = 30.0
#: A closed table whose last message is not written after this long is dropped all the same.
CLOSING_GRACE = 600.0


@dataclass(frozen=True, slots=True)
class Plan:
    """What a table's driver does next, and when (clock seconds).

    ``kind``: "computer" (a computer seat acts), "timeout" (a person's turn ran out), "draw"
    (a short person draws automatically), "expire" (a lobby closes), "finish" (store the
    results of a game whose last move is stored).
    """

    kind: str
    when: float
    seat: int | None = None

    @property
    def busy(self) -> bool:
        """Work the bot does by itself (a computer's move), as opposed to waiting for a
        deadline: ``idle()`` waits for the former once it is due."""
        return self.kind in ("computer", "finish")


def _progress(table: Table) -> tuple[object, ...]:
    """What a fired plan changes when it does anything: the game's state, the table's status,
    its deadlines, a race's held claims."""
    timers = table.timers
    race = table.race
    return (
        table.version,
        table.status,
        timers.moved,
        timers.expires,
        tuple(sorted(timers.turns.items())),
        tuple(sorted(timers.chores.items())),
        None if race is None else (race.stage, race.started, len(race.held)),
    )


Planner = Callable[[Table], Plan | None]
Firer = Callable[[Table, Plan], Awaitable[None]]


class Scheduler:
    """Owns every background task of the table service: drivers and the watchdog."""

    def __init__(self, clock: Clock, plan: Planner, fire: Firer, *, retry_base: float = 1.0):
        self.clock = clock
        self._plan = plan
        self._fire = fire
        self.retry_base = retry_base
        self._drivers: dict[int, asyncio.Task[None]] = {}
        self._busy: set[int] = set()
        self._quiet = asyncio.Event()
        self._quiet.set()
        self._watchdog: asyncio.Task[None] | None = None
        self._closed = False
        #: Failures seen (for tests and logs): table id → count since its last success.
        self.failures: dict[int, int] = {}

    # ------------------------------------------------------------------ drivers

    def poke(self, table: Table) -> None:
        """Something changed at ``table``: its driver looks again (starting it if needed)."""
        if self._closed or not table.open:
            table.wake.set()
            return
        self._set_busy(table.game_id, True)  # until the driver has looked
        table.wake.set()
        self.ensure(table)

    def ensure(self, table: Table) -> bool:
        """Start the table's driver if it has none running; True if one was (re)started."""
        task = self._drivers.get(table.game_id)
        if self._closed or not table.open or (task is not None and not task.done()):
            return False
        self._drivers[table.game_id] = asyncio.create_task(
            self._drive(table), name=f"dobro-table-{table.game_id}"
        )
        return True

    async def _drive(self, table: Table) -> None:
        gid = table.game_id
        fired: Plan | None = None  # the plan fired last, if it changed nothing
        repeats = 0  # how many times in a row it came back due, unchanged
        backed_off = False
        try:
            while table.open and not self._closed:
                table.wake.clear()
                plan = self._plan(table)
                now = self.clock.now()
                due = plan is not None and plan.busy and plan.when <= now
                self._set_busy(gid, due)
                if plan is None:
                    await table.wake.wait()
                    continue
                again = fired is not None and (plan.kind, plan.seat) == (fired.kind, fired.seat)
                if again and plan.when <= now and not backed_off:
                    # Fired, and due again unchanged: a timer path that neither moved its
                    # deadline nor ended the table. Never spin on it: back off (on the clock,
                    # whatever wakes the table meanwhile) until something changes the plan.
                    repeats += 1
                    if repeats == 1:
                        _log.error("Table %s: %s fired without effect; backing off", gid, plan)
                    self._set_busy(gid, False)
                    await self.clock.sleep(min(RETRY_MAX, self.retry_base * 2 ** (repeats - 1)))
                    backed_off = True
                    continue
                backed_off = False
                if not again:
                    repeats = 0
                if await self._sleep(table, plan.when - self.clock.now()):
                    continue  # the table changed meanwhile: plan again
                self._set_busy(gid, True)
                before = _progress(table)
                try:
                    await self._fire(table, plan)
                except asyncio.CancelledError:
                    raise
                except Exception:
                    fired = None  # a failure backs off below, and is retried
                    count = self.failures.get(gid, 0) + 1
                    self.failures[gid] = count
                    wait = min(RETRY_MAX, self.retry_base * 2 ** (count - 1))
                    _log.exception(
                        "Table %s: %s failed (attempt %d), retrying in %.0f s",
                        gid,
                        plan.kind,
                        count,
                        wait,
                    )
                    self._set_busy(gid, False)
                    await self._sleep(table, wait)
                else:
                    self.failures.pop(gid, None)
                    fired = plan if _progress(table) == before else None
        finally:
            self._set_busy(gid, False)
            if self._drivers.get(gid) is asyncio.current_task():
                del self._drivers[gid]
            if not table.open:
                self.failures.pop(gid, None)

    async def _sleep(self, table: Table, seconds: float) -> bool:
        """Sleep on the clock; True if the table changed first."""
        if seconds <= 0:
            await asyncio.sleep(0)  # let others run between consecutive moves
            return table.wake.is_set()
        if table.wake.is_set():
            return True
        return await sleep_or_wake(self.clock, seconds, table.wake)

    def _set_busy(self, gid: int, busy: bool) -> None:
        if busy:
            self._busy.add(gid)
            self._quiet.clear()
        else:
            self._busy.discard(gid)
            if not self._busy:
                self._quiet.set()

    # ------------------------------------------------------------------ watchdog

    def start_watchdog(self, check: Callable[[], Awaitable[None]]) -> None:
        if self._watchdog is None and not self._closed:
            self._watchdog = asyncio.create_task(self._watch(check), name="dobro-watchdog")

    async def _watch(self, check: Callable[[], Awaitable[None]]) -> None:
        while not self._closed:
            await self.clock.sleep(WATCHDOG_PERIOD)
            try:
                await check()
            except Exception:
                _log.exception("Table watchdog check failed")

    # ------------------------------------------------------------------ tests and shutdown

    @property
    def drivers(self) -> int:
        return len(self._drivers)

    def driver_of(self, game_id: int) -> asyncio.Task[None] | None:
        return self._drivers.get(game_id)

    async def idle(self) -> None:
        """Wait until no table has work due now: every driver waits for a person, a deadline
        or the clock (tests and benchmarks; with a fake clock, advance it to go on)."""
        while self._busy:
            await self._quiet.wait()
            await asyncio.sleep(0)

    async def close(self) -> None:
        """Stop every task: drivers and the watchdog (shutdown)."""
        self._closed = True
        tasks = [*self._drivers.values()]
        if self._watchdog is not None:
            tasks.append(self._watchdog)
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self._drivers.clear()
        self._busy.clear()
        self._quiet.set()
