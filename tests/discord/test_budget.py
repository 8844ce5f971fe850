"""The bot's global request budget (issue 35): never more than its budget in any second, the
urgent first, the rest in order of arrival, reservations woken when their turn comes."""

from __future__ import annotations

import asyncio
import time
from typing import Any

from cogs.budget import GlobalBudget, LocalBucket, Priority, SharedBucket, split


def most_in_a_second(times: list[float]) -> int:
    times = sorted(times)
    most, start = 0, 0
    for end, moment in enumerate(times):
        while times[start] <= moment - 1.0:
            start += 1
        most = max(most, end - start + 1)
    return most


async def test_never_more_than_the_budget_in_any_second() -> None:
    rate, burst = split(60)
    assert rate + burst == 60
    budget = GlobalBudget(LocalBucket(rate, burst))
    stamps: list[float] = []

    async def one(priority: Priority) -> None:
        await budget.acquire(priority)
        stamps.append(time.monotonic())

    await asyncio.gather(*(one(Priority(k % 4)) for k in range(150)))
    assert len(stamps) == 150
    assert most_in_a_second(stamps) <= 60
    assert sum(budget.taken.values()) == 150


async def test_the_urgent_first_then_in_order_of_arrival() -> None:
    budget = GlobalBudget(LocalBucket(20, 1))
    await budget.acquire()  # the bucket is empty now: everything below waits
    order: list[str] = []

    async def one(name: str, priority: Priority) -> None:
        await budget.acquire(priority)
        order.append(name)

    tasks = [asyncio.create_task(one(f"cosmetic{k}", Priority.COSMETIC)) for k in range(2)]
    tasks += [asyncio.create_task(one(f"table{k}", Priority.TABLE)) for k in range(3)]
    await asyncio.sleep(0)
    tasks += [asyncio.create_task(one(f"ping{k}", Priority.URGENT)) for k in range(2)]
    with budget.tagged(Priority.URGENT):
        tasks.append(asyncio.create_task(one("tagged", budget_priority())))
    await asyncio.gather(*tasks)
    assert order == [
        "ping0",
        "ping1",
        "tagged",
        "table0",
        "table1",
        "table2",
        "cosmetic0",
        "cosmetic1",
    ]


def budget_priority() -> Priority:
    from cogs.budget import _priority

    return _priority.get()


async def test_a_reservation_wakes_its_owner_and_is_spent_or_given_back() -> None:
    bucket = LocalBucket(50, 1)
    budget = GlobalBudget(bucket)
    first = budget.reserve(Priority.TABLE)
    assert first.granted  # a free token, nobody waiting
    woken = asyncio.Event()
    second = budget.reserve(Priority.TABLE, woken.set)
    assert not second.granted
    await asyncio.wait_for(woken.wait(), 1)
    assert second.granted
    with budget.spend(second):
        await budget.acquire()  # uses the reserved token: no wait
    assert second.spent
    with budget.spend(first):
        pass  # nothing sent: the token goes back
    assert not first.spent and first.cancelled
    granted, _ = bucket.take_now(1)
    assert granted == 1
    gone = budget.reserve(Priority.COSMETIC, lambda: None)
    gone.release()
    await asyncio.sleep(0.1)
    assert budget.waiting == 0 and not gone.granted


class Store:
    """A shared bucket's store (``storage.budget.BudgetRepo``) in memory: ``tokens`` to give,
    or failing (the database down)."""

    def __init__(self, tokens: int) -> None:
        self.tokens = tokens
        self.failing = False
        self.asked = 0

    async def take(self, name: str, wanted: int, *, rate: int, burst: int, now_ms: int) -> int:
        self.asked += 1
        if self.failing:
            raise OSError("the database is down")
        got = min(wanted, self.tokens)
        self.tokens -= got
        return got


async def test_a_shared_bucket_takes_from_the_store_and_reuses_what_came_back() -> None:
    """Issue 35, point 3: every process takes from the database's bucket; a token given back
    (a reservation not needed) is used again here first, without asking the store."""
    now = [100.0]
    store = Store(3)
    bucket = SharedBucket(store, 40, 5, clock=lambda: now[0])
    assert await bucket.take(2) == (2, 0.0)
    granted, wait = await bucket.take(2)
    assert granted == 1 and wait == 1 / 40  # the store is empty: ask again a token later
    bucket.give_back(1)
    asked = store.asked
    assert await bucket.take(1) == (1, 0.0) and store.asked == asked
    bucket.give_back(1)
    now[0] += SharedBucket.SPARE_SECONDS  # kept only a moment: the others may use it by then
    assert (await bucket.take(1))[0] == 0


async def test_a_shared_bucket_falls_back_to_its_share_and_holds_after_a_global_429(
    caplog: Any,
) -> None:
    """The database not answering: this process keeps its shards' share of the budget in
    memory (said once), and the shared bucket again once it answers. A global 429 anyway:
    nothing is taken for Discord's retry_after."""
    now = [100.0]
    store = Store(100)
    store.failing = True
    bucket = SharedBucket(store, 40, 10, share=0.5, clock=lambda: now[0])
    got, _ = await bucket.take(8)
    assert got == 5  # half the burst, in memory
    await bucket.take(1)
    said = [r for r in caplog.records if "cannot be read" in r.getMessage()]
    assert len(said) == 1
    store.failing = False
    assert (await bucket.take(4))[0] == 4 and store.tokens == 96
    budget = GlobalBudget(bucket, clock=lambda: now[0])
    budget.pause(2.0)
    granted, wait = await bucket.take(1)
    assert granted == 0 and wait == 2.0 and store.tokens == 96


async def test_the_bot_s_own_start_and_connection_go_before_the_tables() -> None:
    """A restart owes every restored table its turn ping (urgent) and its redraw: the bot's
    own start (tagged ``CONNECTION``: card faces, commands) and discord.py's way to the gateway
    (``CONNECTION_ROUTES``) go before them, or the bot would connect, and hear clicks, only
    once they were all out (28 s after a restart of 1,000 tables, ``bot_load --restore``)."""
    from discord.http import Route

    budget = GlobalBudget(LocalBucket(50, 1))
    await budget.acquire()  # the bucket is empty now: everything below waits
    order: list[str] = []

    class Http:
        async def request(self, route: Route, *args: Any, **kwargs: Any) -> None:
            order.append(f"{route.method} {route.path}")

    http = Http()
    budget.install(http)

    async def ping(k: int) -> None:
        await budget.acquire(Priority.URGENT)
        order.append(f"ping{k}")

    async def start() -> None:
        with budget.tagged(Priority.CONNECTION):
            await budget.acquire()
        order.append("commands")

    tasks = [asyncio.create_task(ping(k)) for k in range(5)]
    await asyncio.sleep(0)
    tasks += [
        asyncio.create_task(http.request(Route("GET", "/gateway/bot"))),
        asyncio.create_task(http.request(Route("POST", "/channels/1/messages"))),
        asyncio.create_task(start()),
    ]
    await asyncio.gather(*tasks)
    assert order[:2] == ["GET /gateway/bot", "commands"], order
    assert order[2:7] == [f"ping{k}" for k in range(5)]
    assert order[7] == "POST /channels/1/messages"  # untagged: after the urgent
