"""The bot's global request budget (issue 35): never more than its budget in any second, the
urgent first, the rest in order of arrival, reservations woken when their turn comes."""

from __future__ import annotations

import asyncio
import time

from cogs.budget import GlobalBudget, LocalBucket, Priority, split


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
