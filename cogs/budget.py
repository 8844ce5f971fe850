"""The bot's own share of Discord's global rate limit: at most ``GLOBAL_REQUESTS`` requests a
second (45 by default, Discord's limit being 50), across every process of the bot.

Discord lets a bot make 50 requests a second in all, over every shard and process, on every
route but an interaction's (its response and its webhook: follow-ups, edits and deletes with
its token, which the writer uses wherever it can, ``cogs.table.writer``). Past that, Discord
answers 429 to everything for a while. The bot never gets there: every request discord.py's
``HTTPClient`` makes (exactly the routes the limit covers; an interaction's go through its
webhook adapter) first takes a token here (``install``).

* **A token bucket** refills ``rate`` tokens a second up to ``burst`` (``rate + burst`` is the
  budget: no second ever holds more). One process keeps it in memory (``LocalBucket``); several
  processes of one bot share one in the database (``storage.budget.SharedBucket``), leased a
  few tokens at a time.
* **Priorities.** Requests wait in order of ``Priority``, then of arrival: the bot's own
  connection to the gateway first (after a restart, a thousand tables' turn pings must not
  keep every click out for half a minute), then a turn's ping and a finished game's results,
  then anything untagged (commands, leagues, start-up), then table messages, then cosmetic
  clean-ups (an old ping's delete, the "moved" pointer). Within one priority the oldest
  first: when busy tables would go over the budget, their edits are stretched fairly (each
  table waits its turn with its latest state, ``reserve``), and the turns still go out at
  once.
* **Tagging.** ``tagged(priority)`` sets the priority of the requests made inside it (a
  context variable, so it follows the task); ``reserve`` sets a token aside for a request made
  later (the writer renders the table only once its turn has come), spent by ``spend``.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import heapq
import itertools
import logging
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any, Protocol

_log = logging.getLogger(__name__)

#: Discord's global limit (requests a second, every process of the bot together).
DISCORD_GLOBAL_LIMIT = 50
#: The bot's own budget by default: below Discord's limit, so that a request delayed on its
#: way (a slow network) never makes a second of Discord's hold more than 50.
DEFAULT_BUDGET = 45


class Priority(IntEnum):
    """Who goes first when requests wait for the budget (lowest value first)."""

    #: The bot's own start (its card faces and commands) and connection
    #: (``CONNECTION_ROUTES``: logging in, finding the gateway, on every reconnect too):
    #: until they are through no click reaches the bot, so they go before even the turns'
    #: pings a restart owes its tables.
    CONNECTION = -1
    #: A turn's ping, a finished game's results, a race's Go: someone is waiting for it.
    URGENT = 0
    #: Anything not tagged: commands' channel requests, leagues, tournaments, start-up.
    NORMAL = 1
    #: A table message's edit or fresh post (its latest state, whenever its turn comes).
    TABLE = 2
    #: Clean-ups nobody waits for: an old ping's delete, the "moved" pointer.
    COSMETIC = 3


#: discord.py's requests on the way to the gateway (method, route): ``Priority.CONNECTION``.
CONNECTION_ROUTES = frozenset({("GET", "/gateway"), ("GET", "/gateway/bot"), ("GET", "/users/@me")})

_priority: contextvars.ContextVar[Priority] = contextvars.ContextVar(
    "dobro_request_priority", default=Priority.NORMAL
)
_paid: contextvars.ContextVar[Reservation | None] = contextvars.ContextVar(
    "dobro_request_paid", default=None
)


class TokenSource(Protocol):
    """Where tokens come from: ``take(wanted)`` gives up to ``wanted`` tokens now (how many)
    and, when fewer, the seconds after which asking again may give more."""

    rate: float

    async def take(self, wanted: int) -> tuple[int, float]: ...

    def give_back(self, count: int) -> None: ...


class LocalBucket:
    """A token bucket in memory: ``rate`` tokens a second, at most ``burst`` kept."""

    def __init__(
        self, rate: float, burst: float, *, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.rate = float(rate)
        self.burst = float(burst)
        self._clock = clock
        self._tokens = float(burst)
        self._at = clock()

    def _refill(self) -> float:
        now = self._clock()
        self._tokens = min(self.burst, self._tokens + (now - self._at) * self.rate)
        self._at = now
        return self._tokens

    def take_now(self, wanted: int) -> tuple[int, float]:
        tokens = self._refill()
        granted = min(wanted, int(tokens))
        self._tokens -= granted
        wait = 0.0 if granted == wanted else (1.0 - (self._tokens % 1.0)) / self.rate
        return granted, wait

    async def take(self, wanted: int) -> tuple[int, float]:
        return self.take_now(wanted)

    def give_back(self, count: int) -> None:
        self._refill()
        self._tokens = min(self.burst, self._tokens + count)


class BudgetStore(Protocol):
    """Where a shared bucket lives (``storage.budget.BudgetRepo``)."""

    async def take(self, name: str, wanted: int, *, rate: int, burst: int, now_ms: int) -> int: ...


class SharedBucket:
    """The bucket of every process of the bot, in its database (``storage.budget``): each take
    asks it for the tokens wanted now, so the processes together stay within one bot's
    budget. A token given back (not used after all) is kept here for half a second. If the
    database does not answer, this process falls back to ``share`` of the budget, kept in
    memory (its shards' part), until it answers again (said once in the log)."""

    NAME = "discord"
    #: How long a token given back may still be used.
    SPARE_SECONDS = 0.5

    def __init__(
        self,
        store: BudgetStore,
        rate: float,
        burst: float,
        *,
        share: float = 1.0,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.rate = float(rate)
        self._store = store
        self._rate = max(1, int(rate))
        self._burst = max(1, int(burst))
        self._clock = clock
        self._fallback = LocalBucket(max(0.5, rate * share), max(1.0, burst * share))
        self._failing = False
        self._spare: list[float] = []  # when each token given back came back
        self._held_until = float("-inf")

    def hold(self, seconds: float) -> None:
        """Discord answered a global 429 anyway: this process takes nothing for ``seconds``
        (the other processes learn it from their own 429s, if any)."""
        self._held_until = max(self._held_until, self._clock() + seconds)
        self._spare.clear()

    async def take(self, wanted: int) -> tuple[int, float]:
        now = self._clock()
        if now < self._held_until:
            return 0, self._held_until - now
        self._spare = [t for t in self._spare if now - t < self.SPARE_SECONDS]
        granted = min(wanted, len(self._spare))
        del self._spare[:granted]
        if granted == wanted:
            return granted, 0.0
        try:
            got = await self._store.take(
                self.NAME,
                wanted - granted,
                rate=self._rate,
                burst=self._burst,
                now_ms=int(now * 1000),
            )
        except Exception as exc:
            if not self._failing:
                _log.warning(
                    "The shared request budget cannot be read (%s): this process keeps its "
                    "share in memory until it can",
                    exc,
                )
                self._failing = True
            got, _ = self._fallback.take_now(wanted - granted)
        else:
            if self._failing:
                _log.warning("The shared request budget can be read again")
                self._failing = False
        granted += got
        return granted, 0.0 if granted == wanted else 1.0 / self.rate

    def give_back(self, count: int) -> None:
        self._spare.extend([self._clock()] * count)


def split(budget: float) -> tuple[float, float]:
    """A budget of requests a second as a bucket's (rate, burst): no second ever holds more
    than ``rate + burst`` = ``budget``; a tenth of it may come at once."""
    burst = max(1.0, round(budget / 10))
    return max(0.5, budget - burst), burst


@dataclass(eq=False)
class Reservation:
    """A token set aside for a request made later (``GlobalBudget.reserve``): ``granted`` once
    its turn came (``wake`` is called then); spent by the request made in ``spend``, or given
    back with ``release``."""

    priority: Priority
    wake: Callable[[], None] | None
    budget: GlobalBudget
    granted: bool = False
    spent: bool = False
    cancelled: bool = False
    asked: float = field(default_factory=time.monotonic)

    def release(self) -> None:
        """Not needed after all: an unspent token goes back to the bucket; a waiting one
        leaves the queue."""
        if self.spent or self.cancelled:
            return
        self.cancelled = True
        if self.granted:
            self.budget._give_back(1)


@dataclass(order=True)
class _Waiter:
    priority: int
    seq: int
    future: asyncio.Future[None] | None = field(compare=False, default=None)
    reservation: Reservation | None = field(compare=False, default=None)

    def gone(self) -> bool:
        if self.future is not None:
            return self.future.done()
        assert self.reservation is not None
        return self.reservation.cancelled


class GlobalBudget:
    """The bot's budget on Discord's global limit; see the module docstring."""

    def __init__(self, source: TokenSource, *, clock: Callable[[], float] = time.monotonic) -> None:
        self.source = source
        self._clock = clock
        self._queue: list[_Waiter] = []
        self._seq = itertools.count()
        self._pump: asyncio.Task[None] | None = None
        self._kick: asyncio.Event | None = None
        #: Requests made under the budget, by priority, and how long they waited.
        self.taken: dict[Priority, int] = dict.fromkeys(Priority, 0)
        self.waited: dict[Priority, list[float]] = {p: [] for p in Priority}
        #: Global 429s Discord answered anyway (another application on the same token, a
        #: clock off): the bucket then pauses for Discord's retry_after.
        self.refused = 0

    # ------------------------------------------------------------------ tagging

    @staticmethod
    @contextlib.contextmanager
    def tagged(priority: Priority) -> Iterator[None]:
        """The requests made inside (in this task) wait with ``priority``."""
        token = _priority.set(priority)
        try:
            yield
        finally:
            _priority.reset(token)

    @staticmethod
    @contextlib.contextmanager
    def spend(reservation: Reservation) -> Iterator[None]:
        """The next request made inside uses ``reservation``'s token (granted already)."""
        token = _paid.set(reservation)
        try:
            yield
        finally:
            _paid.reset(token)
            reservation.release()  # not spent (no request made): the token goes back

    # ------------------------------------------------------------------ taking

    async def acquire(self, priority: Priority | None = None) -> None:
        """Wait for a token (``priority``: the task's tag by default)."""
        priority = _priority.get() if priority is None else priority
        paid = _paid.get()
        if paid is not None and paid.granted and not paid.spent and not paid.cancelled:
            paid.spent = True
            self._count(paid.priority, self._clock() - paid.asked)
            return
        began = self._clock()
        if not self._queue and isinstance(self.source, LocalBucket):
            granted, _ = self.source.take_now(1)
            if granted:
                self._count(priority, 0.0)
                return
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._push(_Waiter(int(priority), next(self._seq), future=future))
        try:
            await future
        except asyncio.CancelledError:
            if future.done() and not future.cancelled():
                self._give_back(1)  # granted as it was cancelled: not used
            raise
        self._count(priority, self._clock() - began)

    def reserve(self, priority: Priority, wake: Callable[[], None] | None = None) -> Reservation:
        """Set a token aside for a request to make later; ``wake()`` is called when it is
        granted (at once if one is free and nobody waits)."""
        reservation = Reservation(priority, wake, self, asked=self._clock())
        if not self._queue and isinstance(self.source, LocalBucket):
            granted, _ = self.source.take_now(1)
            if granted:
                reservation.granted = True
                return reservation
        self._push(_Waiter(int(priority), next(self._seq), reservation=reservation))
        return reservation

    @property
    def waiting(self) -> int:
        """Requests and reservations waiting for a token now."""
        return sum(1 for w in self._queue if not w.gone())

    def _count(self, priority: Priority, waited: float) -> None:
        self.taken[priority] += 1
        waits = self.waited[priority]
        waits.append(waited)
        if len(waits) > 4096:
            del waits[:2048]

    def _give_back(self, count: int) -> None:
        self.source.give_back(count)
        if self._kick is not None:
            self._kick.set()

    def _push(self, waiter: _Waiter) -> None:
        heapq.heappush(self._queue, waiter)
        if self._kick is None:
            self._kick = asyncio.Event()
        self._kick.set()
        if self._pump is None or self._pump.done():
            self._pump = asyncio.get_running_loop().create_task(
                self._run(), name="dobro-global-budget"
            )

    async def _run(self) -> None:
        """Hand tokens to the waiters, first by priority then by arrival, as they come."""
        assert self._kick is not None
        while True:
            while self._queue and self._queue[0].gone():
                heapq.heappop(self._queue)
            if not self._queue:
                self._kick.clear()
                return
            wanted = min(len(self._queue), 8)
            try:
                granted, wait = await self.source.take(wanted)
            except Exception:  # the shared store failing: it falls back by itself; never stop
                _log.exception("The global request budget could not take tokens")
                granted, wait = 0, 1.0 / max(1.0, self.source.rate)
            short = granted < wanted
            while granted and self._queue:
                waiter = heapq.heappop(self._queue)
                if waiter.gone():
                    continue
                granted -= 1
                if waiter.future is not None:
                    waiter.future.set_result(None)
                else:
                    assert waiter.reservation is not None
                    waiter.reservation.granted = True
                    if waiter.reservation.wake is not None:
                        waiter.reservation.wake()
            if granted:
                self.source.give_back(granted)
            if self._queue and short:
                wait = max(wait, 0.001)  # never spin
                self._kick.clear()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._kick.wait(), wait)

    def pause(self, seconds: float) -> None:
        """Discord said the bot went over its global limit anyway: take nothing for
        ``seconds`` (the tokens that would have come meanwhile are dropped)."""
        self.refused += 1
        drop = int(seconds * self.source.rate) + 1
        source = self.source
        if isinstance(source, LocalBucket):
            source._refill()
            source._tokens -= drop
        elif isinstance(source, SharedBucket):
            source.hold(seconds)

    # ------------------------------------------------------------------ discord.py

    def install(self, http: Any) -> None:
        """Make every request of discord.py's ``HTTPClient`` (the routes Discord's global limit
        covers) take a token first."""
        request = http.request
        budget = self

        async def budgeted(route: Any, *args: Any, **kwargs: Any) -> Any:
            connecting = (getattr(route, "method", ""), getattr(route, "path", "")) in (
                CONNECTION_ROUTES
            )
            await budget.acquire(Priority.CONNECTION if connecting else None)
            try:
                return await request(route, *args, **kwargs)
            except Exception as exc:
                status = getattr(exc, "status", None)
                response = getattr(exc, "response", None)
                headers = getattr(response, "headers", None) or {}
                if status == 429 and headers.get("X-RateLimit-Global"):
                    budget.pause(float(headers.get("Retry-After", 1)))
                raise

        http.request = budgeted
        http.dobro_budget = self

    def report(self) -> dict[str, Any]:
        """What the budget did: requests by priority, their waits (p50, p99, max)."""

        def summary(values: list[float]) -> dict[str, float]:
            if not values:
                return {"n": 0}
            ordered = sorted(values)
            n = len(ordered)
            return {
                "n": n,
                "p50": ordered[n // 2],
                "p99": ordered[min(n - 1, int(n * 0.99))],
                "max": ordered[-1],
            }

        return {
            "taken": {p.name.lower(): n for p, n in self.taken.items()},
            "waited": {p.name.lower(): summary(v) for p, v in self.waited.items()},
            "waiting": self.waiting,
            "refused": self.refused,
        }
