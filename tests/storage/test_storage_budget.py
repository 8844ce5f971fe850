"""The request budget shared by the bot's processes (issue 35, migration 21): a token bucket in
the database, taken from atomically, so two processes together never take more than the
bucket gives."""

from __future__ import annotations

import asyncio
from pathlib import Path

from storage import Backend, Database


async def test_a_bucket_gives_its_burst_then_its_rate(db: Backend) -> None:
    take = db.budget.take
    assert await take("discord", 8, rate=10, burst=5, now_ms=1_000_000) == 5  # full at first
    assert await take("discord", 3, rate=10, burst=5, now_ms=1_000_000) == 0
    assert await take("discord", 3, rate=10, burst=5, now_ms=1_000_250) == 2  # 2.5 refilled
    assert await take("discord", 3, rate=10, burst=5, now_ms=1_000_300) == 1  # 0.5 + 0.5
    assert await take("discord", 9, rate=10, burst=5, now_ms=1_010_000) == 5  # at most burst
    # A clock behind the last take (another machine's) refills nothing, takes nothing back.
    assert await take("discord", 1, rate=10, burst=5, now_ms=1_000_000) == 0
    assert await take("other", 2, rate=10, burst=5, now_ms=1_000_000) == 2  # its own bucket


async def test_two_processes_never_take_more_than_the_bucket_gives(
    db: Backend, db_path: Path, backend: str
) -> None:
    """Two connections to one database (two processes of the bot) take at once, again and
    again over 3 simulated seconds: together, no more than burst + rate × time."""
    other: Backend
    if backend == "sqlite":
        other = await Database.open(db_path)
    else:
        from storage import PostgresDatabase

        other = await PostgresDatabase.open(db.url, pool_size=3)  # type: ignore[attr-defined]
    try:
        taken = 0
        for step in range(30):
            now = 2_000_000 + step * 100
            got = await asyncio.gather(
                *(
                    process.budget.take("discord", 3, rate=20, burst=4, now_ms=now)
                    for process in (db, other, db, other)
                )
            )
            taken += sum(got)
            assert taken <= 4 + 20 * (now - 2_000_000) / 1000
        assert taken >= 4 + 20 * 2.9 - 1  # and the processes got what it gave
    finally:
        await other.close()
