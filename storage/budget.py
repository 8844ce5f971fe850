"""The bot's request budget on Discord's global limit, shared by every process of the bot
(migration 21): one token bucket per name, in milli-tokens refilled ``rate`` a second up to
``burst``, taken from in one statement each time (``take``).

Every process asks the database (and its clock: milliseconds since the epoch, the same on
machines kept in time) for the few tokens its requests need now; the statement refills the
bucket for the time since the last take and grants what it holds, atomically (SQLite's write
lock; PostgreSQL's row lock, without the global write lock the games' writes take). So the
processes of one bot together never make more than ``rate + burst`` requests in a second.
"""

from __future__ import annotations

from .sql import Sql

#: The refill since the last take, capped at the burst (milli-tokens): ``:now`` and the
#: stored ``updated`` are milliseconds, ``:rate`` tokens a second is milli-tokens a millisecond.
_AVAILABLE = """
CASE WHEN tokens + (CASE WHEN :now > updated THEN :now - updated ELSE 0 END) * :rate > :burst
     THEN :burst
     ELSE tokens + (CASE WHEN :now > updated THEN :now - updated ELSE 0 END) * :rate END
"""
_GRANT = f"(CASE WHEN ({_AVAILABLE}) / 1000 < :wanted THEN ({_AVAILABLE}) / 1000 ELSE :wanted END)"

_TAKE = f"""
UPDATE request_budget
SET last_grant = {_GRANT},
    tokens = ({_AVAILABLE}) - 1000 * {_GRANT},
    updated = CASE WHEN :now > updated THEN :now ELSE updated END
WHERE name = :name
RETURNING last_grant
"""

_CREATE = """
INSERT INTO request_budget (name, tokens, updated) VALUES (:name, :burst, :now)
ON CONFLICT (name) DO NOTHING
"""


class BudgetRepo:
    """Token buckets shared by the bot's processes (see the module docstring)."""

    def __init__(self, db: Sql) -> None:
        self._db = db

    async def take(self, name: str, wanted: int, *, rate: int, burst: int, now_ms: int) -> int:
        """Up to ``wanted`` tokens of bucket ``name`` (``rate`` a second, at most ``burst``
        kept; made full on first use) at ``now_ms``: how many it gave."""
        if wanted < 1 or rate < 1 or burst < 1:
            raise ValueError("a take needs a positive want, rate and burst")
        values = {
            "name": name,
            "wanted": int(wanted),
            "rate": int(rate),
            "burst": int(burst) * 1000,
            "now": int(now_ms),
        }
        rows = await self._db.write_returning(_TAKE, values)
        if not rows:
            await self._db.write_one(_CREATE, {k: values[k] for k in ("name", "burst", "now")})
            rows = await self._db.write_returning(_TAKE, values)
        return int(rows[0][0]) if rows else 0
