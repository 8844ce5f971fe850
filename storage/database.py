"""The database handle: connections, pragmas, migrations, transactions and group commit.

Two connections to one SQLite file in WAL mode:

* the *writer* does every write, one transaction at a time (an ``asyncio.Lock`` keeps one
  coroutine's transaction from swallowing another's statements);
* the *reader* (opened read-only) serves queries from the last committed state, so a query never
  sees half of a transaction in progress and never waits behind the write queue.

Action appends go through a group commit: appends that arrive while a commit is running are
written together in the next transaction and each caller hears back only after that commit.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import sqlite3
import time
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar, cast

import aiosqlite

from . import schema
from .backend import Backend
from .backup import backup_file
from .errors import GameNotActive, StaleVersion, StorageError, describe_open_error
from .sql import Params, read_only_uri, utcnow

T = TypeVar("T")

DEFAULT_BUSY_TIMEOUT = 5.0
MAX_BATCH = 1000


def default_database_path() -> Path:
    """``$DATABASE_PATH``, else ``dobro.sqlite3`` beside ``bot.py``."""
    env = os.environ.get("DATABASE_PATH")
    if env:
        return Path(env).expanduser()
    return Path(__file__).resolve().parent.parent / "dobro.sqlite3"


# An action is stored only if the game is active and the action is the next one: the check and
# the insert are one statement, so they cannot be separated by another writer.
_INSERT_NEXT_ACTION = """
INSERT INTO game_actions (game_id, seq, actor, action, created_at, origin)
SELECT ?1, ?2, ?3, ?4, ?5, ?6
WHERE EXISTS (SELECT 1 FROM games WHERE id = ?1 AND status = 'active')
  AND (SELECT COALESCE(MAX(seq) + 1, 0) FROM game_actions WHERE game_id = ?1) = ?2
"""

# A stored append's new deadlines, in the same transaction as its action.
_SET_TIMERS = "UPDATE games SET timers = ? WHERE id = ?"

_WHY_REFUSED = """
SELECT status, (SELECT COALESCE(MAX(seq) + 1, 0) FROM game_actions WHERE game_id = ?1)
FROM games WHERE id = ?1
"""


@dataclass(slots=True)
class _Append:
    game_id: int
    seq: int
    actor: str
    action_json: str
    future: asyncio.Future[str]
    #: The game's timers to store with the action (None: leave them as they are).
    timers_json: str | None = None
    #: Who chose the action (``game_actions.origin``; None: not said).
    origin: str | None = None


class Database(Backend):
    """An open SQLite database. Get one with ``await Database.open(path)``; close it at exit."""

    dialect = "sqlite"

    def __init__(
        self, path: Path, writer: aiosqlite.Connection, reader: aiosqlite.Connection
    ) -> None:
        """Use ``Database.open``: it sets the pragmas and migrates before anyone writes."""
        self.path = path
        self._writer = writer
        self._reader = reader
        self._write_lock = asyncio.Lock()
        self._read_lock = asyncio.Lock()
        self._pending: list[_Append] = []
        self._drainer: asyncio.Task[None] | None = None
        self._closed = False
        self._make_repositories()

    @property
    def where(self) -> str:
        return str(self.path)

    # ------------------------------------------------------------------ opening and closing

    @classmethod
    async def open(
        cls, path: str | os.PathLike[str], *, busy_timeout: float = DEFAULT_BUSY_TIMEOUT
    ) -> Database:
        """Open (or create) the database at ``path`` and bring its schema up to date.

        Raises ``StorageError`` with one clear sentence when the file is corrupt, unreadable,
        in a read-only folder, locked by another process, or from a newer version of the bot.
        ``busy_timeout`` is how long a write waits for another process's lock before failing.
        """
        path = Path(path)
        if str(path) == ":memory:" or str(path).startswith("file:"):
            raise ValueError("give the path of a database file (recovery needs a real file)")
        writer: aiosqlite.Connection | None = None
        reader: aiosqlite.Connection | None = None
        try:
            # Plain first: aiosqlite leaves a stray thread callback when its connect fails.
            await asyncio.to_thread(_probe, path)
            writer = await aiosqlite.connect(path, isolation_level=None, timeout=busy_timeout)
            await _set_pragmas(writer, path, busy_timeout)
            await _migrate(writer, path, schema.MIGRATIONS)
            reader = await aiosqlite.connect(
                read_only_uri(path), uri=True, isolation_level=None, timeout=busy_timeout
            )
            await reader.execute_fetchall("SELECT count(*) FROM sqlite_schema")
        except BaseException as exc:
            for conn in (reader, writer):
                if conn is not None:
                    with contextlib.suppress(Exception):
                        await conn.close()
            if isinstance(exc, StorageError):
                raise exc from None
            if isinstance(exc, sqlite3.Error | OSError):
                raise describe_open_error(path, exc) from None
            raise
        return cls(path, writer, reader)

    async def close(self) -> None:
        """Finish the appends already submitted, then close both connections."""
        if self._closed:
            return
        self._closed = True
        if self._drainer is not None:
            await asyncio.shield(self._drainer)
        for conn in (self._reader, self._writer):
            with contextlib.suppress(Exception):
                await conn.close()

    async def schema_version(self) -> int:
        """The ``user_version`` of the file (``schema.LATEST_VERSION`` once opened)."""
        rows = await self.fetchall("PRAGMA user_version")
        return int(rows[0][0])

    async def backup(self, target: str | os.PathLike[str]) -> Path:
        """Write a consistent copy of the database to ``target`` while the bot keeps running."""
        self._check_open()
        return await asyncio.to_thread(backup_file, self.path, Path(target))

    # ------------------------------------------------------------------ for the repositories

    def _check_open(self) -> None:
        if self._closed:
            raise StorageError("The database is closed: no more reads or writes are possible.")

    async def fetchall(self, sql: str, params: Params = ()) -> list[sqlite3.Row]:
        """Run one query on the committed state (the reader connection)."""
        self._check_open()
        try:
            async with self._read_lock:
                return list(await self._reader.execute_fetchall(sql, params))
        except sqlite3.Error as exc:
            raise _runtime_error(self.path, exc) from exc

    async def fetch_snapshot(
        self, queries: Iterable[tuple[str, Params]]
    ) -> list[list[sqlite3.Row]]:
        """Run several queries on one consistent snapshot (a read transaction)."""
        self._check_open()
        try:
            async with self._read_lock:
                try:
                    await self._reader.execute("BEGIN")
                except BaseException:
                    # Cancelled on the way (see ``transaction``): never leave the reader
                    # inside a read transaction, on an old snapshot for good.
                    await _undo(self._reader, "COMMIT")
                    raise
                try:
                    return [
                        list(await self._reader.execute_fetchall(sql, params))
                        for sql, params in queries
                    ]
                finally:
                    await _undo(self._reader, "COMMIT")
        except sqlite3.Error as exc:
            raise _runtime_error(self.path, exc) from exc

    @contextlib.asynccontextmanager
    async def transaction(
        self, *, guild: int | None = None, only_guild: bool = False
    ) -> AsyncIterator[aiosqlite.Connection]:
        """One write transaction: everything inside commits together or not at all.

        ``BEGIN IMMEDIATE`` takes SQLite's write lock at once, so the reads made inside the
        transaction cannot be invalidated by another process before the writes. ``guild`` and
        ``only_guild`` say what the transaction writes (``Backend.transaction``): SQLite has
        one writer, so they change nothing here.
        """
        self._check_open()
        async with self._write_lock:
            conn = self._writer
            try:
                await conn.execute("BEGIN IMMEDIATE")
            except sqlite3.Error as exc:
                raise _runtime_error(self.path, exc) from exc
            except BaseException:
                # Cancelled while BEGIN was on its way: it still runs in the connection's
                # thread, and a connection left inside a transaction refuses every later
                # BEGIN. The ROLLBACK is queued behind it before the lock is let go.
                await _undo(conn, "ROLLBACK")
                raise
            try:
                yield conn
                await conn.execute("COMMIT")
            except BaseException as exc:
                with contextlib.suppress(Exception):
                    await conn.execute("ROLLBACK")
                if isinstance(exc, sqlite3.Error):
                    raise _runtime_error(self.path, exc) from exc
                raise

    async def append(
        self,
        game_id: int,
        seq: int,
        actor: str,
        action_json: str,
        timers_json: str | None = None,
        origin: str | None = None,
    ) -> str:
        """Queue one action for the next group commit; return its stored time once committed.

        ``timers_json``, if given, becomes the game's ``timers`` in the same transaction, and
        only if the action is stored. Cancelling the caller does not withdraw the action: it is
        written with its batch.
        """
        self._check_open()
        future: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        future.add_done_callback(_consume_exception)  # in case the caller stopped waiting
        self._pending.append(_Append(game_id, seq, actor, action_json, future, timers_json, origin))
        if self._drainer is None:
            self._drainer = asyncio.create_task(self._drain())
        return await asyncio.shield(future)

    # ------------------------------------------------------------------ group commit

    async def _drain(self) -> None:
        """Commit the pending appends batch after batch until none is left.

        Appends that arrive during a commit wait for the next one: the busier the bot, the
        bigger the batches, and the fewer commits per action.
        """
        batch: list[_Append] = []
        try:
            while self._pending:
                batch = self._pending[:MAX_BATCH]
                del self._pending[:MAX_BATCH]
                try:
                    await self._flush(batch)
                except Exception as exc:  # a bug, not a database error: spoil this batch only
                    for item in batch:
                        _fail(item, exc)
        except BaseException:  # cancelled (event loop shutting down): answer everyone
            error = StorageError(
                "The bot shut down during this write: the action may not have been stored."
            )
            for item in batch + self._pending:
                _fail(item, error)
            self._pending.clear()
            raise
        finally:
            self._drainer = None

    async def _flush(self, batch: list[_Append]) -> None:
        """Write ``batch`` in one transaction; a refused or failing append spoils no other.

        The whole transaction runs in the write connection's thread in one go
        (``_write_batch``): one hand-over between the event loop and that thread per batch,
        not one per statement (issue 35: at a thousand tables each hand-over waited for the
        interpreter's lock, and the write lock was held meanwhile)."""
        now = utcnow()
        rows = [(a.game_id, a.seq, a.actor, a.action_json, now, a.origin) for a in batch]
        async with self._write_lock:
            try:
                outcome = await self._in_writer(_write_batch, batch, rows)
            except sqlite3.Error as exc:
                outcome = [_runtime_error(self.path, exc)] * len(batch)
        for item, error in zip(batch, outcome, strict=True):
            if isinstance(error, sqlite3.Error):
                error = _runtime_error(self.path, error)
            if error is not None:
                _fail(item, error)
            elif not item.future.done():
                item.future.set_result(now)

    async def _in_writer(self, job: Callable[..., T], *args: Any) -> T:
        """``job(connection, *args)`` in the write connection's own thread (the caller holds
        the write lock): a whole transaction in one hand-over. aiosqlite (pinned) runs each
        statement that way; this runs several."""
        writer = self._writer
        return cast(T, await writer._execute(lambda: job(writer._conn, *args)))

    async def write_returning(self, sql: str, params: Params = ()) -> list[Any]:
        """One write statement with ``RETURNING``, a transaction by itself: its rows."""
        self._check_open()
        async with self._write_lock:
            try:
                return list(await self._writer.execute_fetchall(sql, params))
            except sqlite3.Error as exc:
                raise _runtime_error(self.path, exc) from exc

    async def write_one(self, sql: str, params: Params = ()) -> int:
        """One write statement, a transaction by itself: the rows it changed."""
        self._check_open()
        async with self._write_lock:
            try:
                cursor = await self._writer.execute(sql, params)
            except sqlite3.Error as exc:
                raise _runtime_error(self.path, exc) from exc
            return int(cursor.rowcount)


def _write_batch(
    conn: sqlite3.Connection, batch: list[_Append], rows: list[tuple[Any, ...]]
) -> list[BaseException | None]:
    """In the write connection's thread: one transaction for the whole batch (actions, then
    the timers that come with them); on any refusal or failure, redone append by append.
    Each append's outcome (None: stored); a failure of the whole transaction raises."""
    outcome: list[BaseException | None] = [None] * len(batch)
    if len(batch) == 1 and batch[0].timers_json is None:
        # Alone: one autocommit statement is already a whole transaction.
        try:
            if conn.execute(_INSERT_NEXT_ACTION, rows[0]).rowcount != 1:
                outcome[0] = _why_refused(conn, batch[0])
        except sqlite3.Error as exc:
            outcome[0] = exc
        return outcome
    conn.execute("BEGIN IMMEDIATE")
    try:
        try:
            all_in = conn.executemany(_INSERT_NEXT_ACTION, rows).rowcount == len(rows)
            timers = [(a.timers_json, a.game_id) for a in batch if a.timers_json is not None]
            if all_in and timers:
                conn.executemany(_SET_TIMERS, timers)  # in batch order: the last wins
        except sqlite3.Error:
            all_in = False
        if not all_in:
            # Slow path: start over, one append at a time, to learn which ones fail.
            conn.execute("ROLLBACK")
            conn.execute("BEGIN IMMEDIATE")
            for i, (item, row) in enumerate(zip(batch, rows, strict=True)):
                outcome[i] = _write_one(conn, item, row)
        conn.execute("COMMIT")
    except BaseException:
        with contextlib.suppress(Exception):
            conn.execute("ROLLBACK")
        raise
    return outcome


def _write_one(
    conn: sqlite3.Connection, item: _Append, row: tuple[Any, ...]
) -> BaseException | None:
    """One append and its timers inside the batch's transaction: both or neither (a
    savepoint), and a refused action writes no timers."""
    conn.execute("SAVEPOINT one_append")
    try:
        stored = conn.execute(_INSERT_NEXT_ACTION, row).rowcount == 1
        if stored and item.timers_json is not None:
            conn.execute(_SET_TIMERS, (item.timers_json, item.game_id))
    except sqlite3.Error as exc:
        if not conn.in_transaction:
            raise  # SQLite undid the whole transaction (I/O error, disk full)
        conn.execute("ROLLBACK TO one_append")  # only this append undone
        conn.execute("RELEASE one_append")
        return exc
    conn.execute("RELEASE one_append")
    return None if stored else _why_refused(conn, item)


def _why_refused(conn: sqlite3.Connection, item: _Append) -> BaseException:
    rows = conn.execute(_WHY_REFUSED, (item.game_id,)).fetchall()
    if not rows or rows[0][0] != "active":
        return GameNotActive(item.game_id, rows[0][0] if rows else None, "active")
    return StaleVersion(item.game_id, item.seq, int(rows[0][1]))


async def _undo(conn: aiosqlite.Connection, sql: str) -> None:
    """End whatever transaction ``conn`` may be in (ROLLBACK, or COMMIT of a read), even when
    the caller is being cancelled: the statement is queued to the connection's thread before
    the first await, behind whatever is already queued, so it runs whatever happens to the
    caller. "No transaction is active" is fine."""
    with contextlib.suppress(Exception):
        await conn.execute(sql)


def _consume_exception(future: asyncio.Future[Any]) -> None:
    if not future.cancelled():
        future.exception()


def _probe(path: Path) -> None:
    sqlite3.connect(path).close()


def _fail(item: _Append, error: BaseException) -> None:
    if not item.future.done():
        item.future.set_exception(error)


def _runtime_error(path: Path, exc: sqlite3.Error) -> StorageError:
    """A failure after start-up (disk full, I/O error, corruption found later, a constraint);
    the SQLite error stays available as ``__cause__``."""
    if isinstance(exc, sqlite3.IntegrityError):
        error = StorageError(
            f"The database refused a write that breaks a rule of its schema ({exc}); nothing "
            "of it was kept."
        )
    else:
        error = describe_open_error(path, exc)
    error.__cause__ = exc
    return error


async def _set_pragmas(conn: aiosqlite.Connection, path: Path, busy_timeout: float) -> None:
    """WAL + synchronous=NORMAL: a commit survives a crash of the bot process (it is in the
    WAL file once COMMIT returns); only a power cut or kernel crash can roll back the
    transactions since the last checkpoint, and the file stays consistent either way."""
    deadline = time.monotonic() + busy_timeout
    while True:
        try:
            rows = list(await conn.execute_fetchall("PRAGMA journal_mode = WAL"))
            break
        except sqlite3.OperationalError as exc:
            # Two processes turning a new file to WAL at once: SQLite refuses one of them at
            # once instead of waiting (both hold a read lock and want the write lock), so wait.
            busy = exc.sqlite_errorcode & 0xFF == sqlite3.SQLITE_BUSY
            if not busy or time.monotonic() >= deadline:
                raise
            await asyncio.sleep(0.01)
    mode = str(rows[0][0]).lower() if rows else ""
    if mode != "wal":
        raise StorageError(
            f"The database {path} cannot use write-ahead logging (journal mode stays {mode!r}): "
            "put it on a local disk the bot can write to."
        )
    await conn.execute("PRAGMA synchronous = NORMAL")
    await conn.execute("PRAGMA foreign_keys = ON")


async def _migrate(
    conn: aiosqlite.Connection, path: Path, migrations: Sequence[schema.Migration]
) -> None:
    """Apply the missing migrations, each in its own transaction, with foreign keys off.

    Off, because a step may rebuild a table the way SQLite documents it (create, copy, drop,
    rename), and dropping ``games`` with foreign keys on would delete every seat and action
    (ON DELETE CASCADE). The pragma cannot change inside a transaction, hence around the loop;
    ``PRAGMA foreign_key_check`` runs before each step commits instead.

    The first ``BEGIN IMMEDIATE`` also proves that no other process holds the write lock, so a
    locked database is reported at start-up rather than on the first move.
    """
    await conn.execute("PRAGMA foreign_keys = OFF")
    try:
        if next(iter(await conn.execute_fetchall("PRAGMA foreign_keys")))[0] != 0:
            raise RuntimeError("foreign keys are still on: a migration could delete data")
        await _apply_migrations(conn, path, migrations)
    finally:
        await conn.execute("PRAGMA foreign_keys = ON")


async def _apply_migrations(
    conn: aiosqlite.Connection, path: Path, migrations: Sequence[schema.Migration]
) -> None:
    """The loop of ``_migrate``: one transaction per missing step, re-reading the version
    inside it (two processes starting together cannot apply a step twice)."""
    latest = migrations[-1].version if migrations else 0
    while True:
        await conn.execute("BEGIN IMMEDIATE")
        try:
            version = int(next(iter(await conn.execute_fetchall("PRAGMA user_version")))[0])
            if version > latest:
                raise StorageError(
                    f"The database {path} has schema version {version}, made by a newer version "
                    f"of the bot (this one knows up to {latest}): upgrade the bot."
                )
            if version == latest:
                # A write that changes nothing: a read-only file or file system shows up now,
                # at start-up, rather than on the first move of the first game.
                await conn.execute(f"PRAGMA user_version = {int(latest)}")
                await conn.execute("COMMIT")
                return
            if version == 0:
                tables = list(
                    await conn.execute_fetchall(
                        "SELECT count(*) FROM sqlite_schema WHERE type = 'table'"
                    )
                )
                if tables[0][0]:
                    raise StorageError(
                        f"The database {path} holds tables of another application: give the "
                        "bot a file of its own."
                    )
            step = migrations[version]
            if step.version != version + 1:
                raise RuntimeError(f"migration {step.version} is out of order")
            try:
                for statement in step.statements:
                    await conn.execute(statement)
                broken = list(await conn.execute_fetchall("PRAGMA foreign_key_check"))
                if broken:
                    raise _upgrade_error(
                        path,
                        step.version,
                        f"{len(broken)} rows would point to missing rows, the first in "
                        f"table {broken[0][0]}",
                    )
                await conn.execute(f"PRAGMA user_version = {int(step.version)}")
                await conn.execute("COMMIT")
            except sqlite3.Error as exc:
                raise _upgrade_error(path, step.version, str(exc)) from None
        except BaseException:
            with contextlib.suppress(Exception):
                await conn.execute("ROLLBACK")
            raise


def _upgrade_error(path: Path, version: int, why: str) -> StorageError:
    return StorageError(
        f"The database {path} could not be upgraded to schema version {version} ({why}); "
        "nothing of that step was kept: restore a backup or report this."
    )
