"""What the repositories speak to: five calls on a database, and the stored forms of values.

The repositories (``games.py``, ``results.py``…) are written against ``Sql``, the abstract
half of a backend, so that they import nothing that imports them: ``Backend`` (backend.py)
adds the repositories on top, and ``Database`` (SQLite) and ``PostgresDatabase`` implement it.
The repositories write SQL in SQLite's spelling (``storage/dialect.py`` translates it for
PostgreSQL):

* ``fetchall(sql, params)``: one query on the committed state, rows as tuples;
* ``fetch_snapshot([(sql, params), …])``: several queries on one consistent snapshot;
* ``async with transaction() as conn``: one write transaction, writes serialised (SQLite's write
  lock; PostgreSQL's transaction-level advisory lock), ``conn`` answering like an aiosqlite
  connection: ``execute`` (a cursor with ``rowcount``), ``execute_fetchall``, ``executemany``;
* ``append(game_id, seq, actor, action_json, timers_json)``: an action, group-committed, stored
  only if it is the game's next one (else ``StaleVersion`` or ``GameNotActive``).
"""

from __future__ import annotations

import abc
import contextlib
import json
from collections.abc import Iterable, Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import quote

Params = Sequence[Any] | Mapping[str, Any]


def utcnow() -> str:
    """The current time as stored: fixed-width UTC ISO-8601, so text order is time order."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"


def iso_time(seconds: float) -> str:
    """A clock time (seconds since the epoch) as stored, in ``utcnow``'s format."""
    return datetime.fromtimestamp(seconds, UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"


def dumps(value: Any) -> str:
    """Compact JSON as stored (smaller rows, faster recovery)."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def read_only_uri(path: Path) -> str:
    """A ``file:`` URI opening ``path`` read-only (quoted: names may hold ``?`` or ``#``)."""
    return "file:" + quote(str(path.resolve())) + "?mode=ro"


def is_postgres_url(url: str | None) -> bool:
    return bool(url) and str(url).startswith(("postgresql://", "postgres://"))


class Sql(abc.ABC):
    """An open database as the repositories see it, whichever the engine."""

    #: "sqlite" or "postgresql".
    dialect: str = ""

    @property
    @abc.abstractmethod
    def where(self) -> str:
        """Where the data is, for people: a file path, or a URL without its password."""

    @abc.abstractmethod
    async def close(self) -> None:
        """Finish the appends already submitted, then let go of every connection."""

    @abc.abstractmethod
    async def schema_version(self) -> int:
        """The schema version (``storage.LATEST_VERSION`` once opened)."""

    @abc.abstractmethod
    async def fetchall(self, sql: str, params: Params = ()) -> list[Any]:
        """Run one query on the committed state."""

    @abc.abstractmethod
    async def fetch_snapshot(self, queries: Iterable[tuple[str, Params]]) -> list[list[Any]]:
        """Run several queries on one consistent snapshot."""

    @abc.abstractmethod
    def transaction(
        self, *, guild: int | None = None, only_guild: bool = False
    ) -> contextlib.AbstractAsyncContextManager[Any]:
        """One write transaction: everything inside commits together or not at all.

        ``guild``: the transaction writes that guild's standings (ratings, totals), which are
        serialised per guild; ``only_guild``: it writes nothing else (a standings rewrite), so
        no other guild's write need wait for it. SQLite has one writer anyway and ignores
        both; PostgreSQL takes a per-guild advisory lock, and with ``only_guild`` not the
        global one: another shard's moves go on while a guild's ratings are rewritten."""

    @abc.abstractmethod
    async def append(
        self,
        game_id: int,
        seq: int,
        actor: str,
        action_json: str,
        timers_json: str | None = None,
        origin: str | None = None,
    ) -> str:
        """Store one action (group commit); return its stored time once committed.
        ``origin``: who chose it ('person', 'timeout', 'computer', 'auto'; see migration 12)."""

    async def write_returning(self, sql: str, params: Params = ()) -> list[Any]:
        """One write statement with ``RETURNING``, a transaction by itself: its rows. It takes
        no lock beyond the statement's own where the backend can (it must not need one)."""
        async with self.transaction() as conn:
            return list(await conn.execute_fetchall(sql, params))

    async def write_one(self, sql: str, params: Params = ()) -> int:
        """One write statement, a transaction by itself (the backend may do it in fewer round
        trips than ``transaction``): the rows it changed."""
        async with self.transaction() as conn:
            cursor = await conn.execute(sql, params)
            return int(cursor.rowcount)
