"""The PostgreSQL backend: the same surface as ``storage.Database``, over an asyncpg pool.

Chosen by ``DATABASE_URL`` (``postgresql://…``); ``DATABASE_POOL_SIZE`` connections at most.

Guarantees, as with SQLite:

* **Writes are serialised.** Every write transaction (``transaction()`` and each group commit of
  actions) takes one transaction-level advisory lock first, so the repositories' read-then-write
  transactions behave as under SQLite's single writer, across every process sharing the
  database (shards). Within a process an ``asyncio.Lock`` lets only one connection wait for
  it, so the others stay free for reads. Reads never wait for writes.
* **An action is committed before ``append`` returns**, and is stored only if it is the game's
  next one (one statement checks and inserts); a second writer of move n gets ``StaleVersion``.
  Appends that arrive together share one transaction (group commit): one ``INSERT … SELECT
  FROM unnest(…)`` per batch (per round, when a batch holds several moves of one game).
* **A lost connection loses or doubles no move.** A connection error while appending retries the
  whole batch on a fresh connection; a move whose first attempt had in fact committed is then
  found at its place with the same actor and action, and reported stored (not
  ``StaleVersion``). Reads are retried the same way; a write transaction is retried only if
  the connection failed before it began (its body cannot be replayed).
* **Start-up errors** (bad URL, unreachable server, wrong password, missing database, a schema
  newer than this bot) become one ``StorageError`` sentence naming ``DATABASE_URL``.

Migrations: the same version numbers as SQLite, in a ``schema_version`` table; a new database
is created at version 11 in one step (``schema.POSTGRES_BASE``), later steps use each
``Migration.postgres``. The runner holds an advisory lock, so two processes starting together
cannot apply a step twice.

The stored values are those of SQLite: times are the same ISO text, JSON columns (``json``)
keep the text as written, flags are 0/1 integers. Discord ids are BIGINT.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import asyncpg

from . import schema
from .backend import Backend
from .database import MAX_BATCH, _consume_exception, _fail
from .dialect import bind, to_postgres
from .errors import GameNotActive, StaleVersion, StorageError
from .sql import Params, is_postgres_url, utcnow

#: pg_advisory_xact_lock keys ("DobroW", "DobroM"): the single writer, and the migrations.
WRITE_LOCK = 0x446F62726F57
MIGRATION_LOCK = 0x446F62726F4D
#: The two-key form's first key ("DoSt") for one guild's standings (the second: the guild).
STANDINGS_LOCK = 0x446F5374


def _lock_key(guild_id: int) -> int:
    """A guild id (a 64-bit snowflake) folded into the 32-bit second key of the lock."""
    return ((guild_id >> 32) ^ guild_id) & 0x7FFFFFFF


DEFAULT_POOL_SIZE = 5
CONNECT_TIMEOUT = 10.0
#: Pauses before each new attempt after a lost connection (seconds).
RETRY_PAUSES = (0.0, 0.1, 0.5, 1.0)

#: What a database call may raise (besides our own errors): the server's, the driver's, the OS's.
_DB_ERRORS = (
    asyncpg.PostgresError,
    asyncpg.InterfaceError,
    asyncpg.exceptions.InternalClientError,
    OSError,
)

_BEGIN_WRITE = f"BEGIN; SELECT pg_advisory_xact_lock({WRITE_LOCK})"

# The group commit's insert: each row stored only if its game is active and it is the game's
# next action, checked in the same statement. A round holds at most one row per game (the
# statement sees the actions stored before it, not its own rows), so RETURNING says which.
_INSERT_ACTIONS = """
INSERT INTO game_actions (game_id, seq, actor, action, created_at, origin)
SELECT t.game_id, t.seq, t.actor, t.action::json, $5::text, t.origin
FROM unnest($1::bigint[], $2::integer[], $3::text[], $4::text[], $6::text[])
     AS t(game_id, seq, actor, action, origin)
WHERE EXISTS (SELECT 1 FROM games g WHERE g.id = t.game_id AND g.status = 'active')
  AND (SELECT COALESCE(MAX(a.seq) + 1, 0) FROM game_actions a WHERE a.game_id = t.game_id)
      = t.seq
ON CONFLICT DO NOTHING
RETURNING game_id, seq
"""

_SET_TIMERS = """
UPDATE games g SET timers = t.timers::json
FROM unnest($1::bigint[], $2::text[]) AS t(id, timers) WHERE g.id = t.id
"""

# Why each refused action was refused, and what is stored at its place (a retry's own move?).
_WHY_REFUSED = """
SELECT t.i, g.status,
       (SELECT COALESCE(MAX(a.seq) + 1, 0) FROM game_actions a WHERE a.game_id = t.game_id),
       s.actor, s.action::text, s.created_at
FROM unnest($1::bigint[], $2::integer[]) WITH ORDINALITY AS t(game_id, seq, i)
LEFT JOIN games g ON g.id = t.game_id
LEFT JOIN game_actions s ON s.game_id = t.game_id AND s.seq = t.seq
ORDER BY t.i
"""


@dataclass(slots=True)
class _Append:
    game_id: int
    seq: int
    actor: str
    action_json: str
    future: asyncio.Future[str]
    timers_json: str | None = None
    #: Who chose the action (``game_actions.origin``; None: not said).
    origin: str | None = None


def redact(url: str) -> str:
    """``url`` without its password, for messages and logs."""
    try:
        parts = urlsplit(url)
        netloc = parts.netloc
        if "@" in netloc:
            userinfo, host = netloc.rsplit("@", 1)
            if ":" in userinfo:
                userinfo = userinfo.split(":", 1)[0] + ":***"
            netloc = f"{userinfo}@{host}"
        query = "&".join(
            "password=***" if p.lower().startswith("password=") else p
            for p in parts.query.split("&")
            if p
        )
        return f"{parts.scheme}://{netloc}{parts.path}" + (f"?{query}" if query else "")
    except ValueError:
        return url.split(":", 1)[0] + "://…"


def connection_lost(exc: BaseException) -> bool:
    """Whether ``exc`` says the connection (not the statement) failed: worth a retry."""
    if isinstance(
        exc, asyncpg.PostgresConnectionError | asyncpg.exceptions.OperatorInterventionError
    ):
        return True
    if isinstance(exc, asyncpg.InterfaceError) and (
        "closed" in str(exc).lower() or "released back to the pool" in str(exc)
    ):
        return True  # the pool lets go of a connection the server ended
    if isinstance(exc, asyncpg.exceptions.InternalClientError):
        return True  # the protocol got out of step (e.g. the server ended it mid-way)
    return isinstance(exc, OSError)  # reset, refused, timed out (TimeoutError is an OSError)


def describe_pg_error(where: str, exc: BaseException) -> StorageError:
    """One sentence for a failure to open or reach the database at ``where`` (redacted)."""
    subject = f"The PostgreSQL database of DATABASE_URL {where}"
    if isinstance(exc, asyncpg.InvalidPasswordError):
        return StorageError(
            f"{subject} refused the password: put the right user and password in DATABASE_URL."
        )
    if isinstance(exc, asyncpg.InvalidAuthorizationSpecificationError):
        return StorageError(
            f"{subject} refused the connection ({exc}): check the user in DATABASE_URL and the "
            "server's pg_hba.conf."
        )
    if isinstance(exc, asyncpg.InvalidCatalogNameError):
        return StorageError(
            f"{subject} does not exist on that server ({exc}): create it (createdb) or fix the "
            "database name in DATABASE_URL."
        )
    if isinstance(exc, asyncpg.TooManyConnectionsError):
        return StorageError(
            f"{subject} has no free connection ({exc}): lower DATABASE_POOL_SIZE or raise the "
            "server's max_connections."
        )
    if isinstance(exc, asyncpg.InsufficientPrivilegeError):
        return StorageError(
            f"{subject} does not let this user create or change the bot's tables ({exc}): "
            "connect as the database's owner."
        )
    if isinstance(exc, asyncpg.exceptions.CannotConnectNowError):
        return StorageError(f"{subject} is starting or stopping ({exc}): start the bot again.")
    if isinstance(exc, ValueError | asyncpg.exceptions.ClientConfigurationError):
        return StorageError(
            f"DATABASE_URL {where} is not a usable PostgreSQL URL ({exc}): write it as "
            "postgresql://USER:PASSWORD@HOST:PORT/DATABASE."
        )
    if isinstance(exc, OSError) or connection_lost(exc):
        why = str(exc) or type(exc).__name__
        return StorageError(
            f"Cannot reach the PostgreSQL server of DATABASE_URL {where} ({why}): check the "
            "host and port, and that the server is running and accepts connections."
        )
    return StorageError(f"{subject} cannot be used: {exc}.")


def _runtime_error(where: str, exc: BaseException) -> StorageError:
    """A failure after start-up; the driver's error stays available as ``__cause__``."""
    if isinstance(exc, asyncpg.IntegrityConstraintViolationError):
        error = StorageError(
            f"The database refused a write that breaks a rule of its schema ({exc}); nothing "
            "of it was kept."
        )
    elif connection_lost(exc):
        error = StorageError(
            f"The connection to the PostgreSQL server of DATABASE_URL {where} was lost ({exc}); "
            "this change may not have been stored."
        )
    else:
        error = StorageError(f"The PostgreSQL database {where} failed: {exc}.")
    error.__cause__ = exc
    return error


class PgCursor:
    """What ``execute`` returns: ``rowcount`` as aiosqlite gives it (-1 when unknown)."""

    __slots__ = ("lastrowid", "rowcount")

    def __init__(self, rowcount: int) -> None:
        self.rowcount = rowcount
        self.lastrowid = None  # use RETURNING: PostgreSQL has no last row id


def _rowcount(status: str) -> int:
    last = status.rsplit(" ", 1)[-1] if status else ""
    return int(last) if last.isdigit() else -1


class PgConnection:
    """A connection inside ``transaction()``, answering like an aiosqlite connection: SQL in
    SQLite's spelling (translated once per statement), rows as tuples."""

    __slots__ = ("_conn",)

    def __init__(self, conn: asyncpg.Connection) -> None:
        self._conn = conn

    async def execute(self, sql: str, params: Params = ()) -> PgCursor:
        text, order = to_postgres(sql)
        return PgCursor(_rowcount(await self._conn.execute(text, *bind(order, params))))

    async def execute_fetchall(self, sql: str, params: Params = ()) -> list[tuple[Any, ...]]:
        text, order = to_postgres(sql)
        return [tuple(r) for r in await self._conn.fetch(text, *bind(order, params))]

    async def executemany(self, sql: str, seq_of_params: Iterable[Params]) -> PgCursor:
        text, order = to_postgres(sql)
        rows = [bind(order, p) for p in seq_of_params]
        if rows:
            await self._conn.executemany(text, rows)
        return PgCursor(-1)


async def _reset(conn: asyncpg.Connection) -> None:
    """Before a connection goes back to the pool: nothing to undo but an open transaction (the
    bot keeps no session state), so skip asyncpg's default reset query (a round trip)."""
    if conn.is_in_transaction():
        await conn.execute("ROLLBACK")


#: A test's hook into the group commit: called with "inserted" (before COMMIT) and
#: "committed" (after it), and the connection.
FaultHook = Callable[[str, asyncpg.Connection], Awaitable[None]]


class PostgresDatabase(Backend):
    """An open PostgreSQL database. ``await PostgresDatabase.open(url)``; close it at exit."""

    dialect = "postgresql"

    def __init__(self, url: str, pool: asyncpg.Pool) -> None:
        """Use ``PostgresDatabase.open``: it checks the server and migrates first."""
        self.url = url
        self._where = redact(url)
        self._pool = pool
        self._write_lock = asyncio.Lock()
        self._pending: list[_Append] = []
        self._drainer: asyncio.Task[None] | None = None
        self._closed = False
        self.fault: FaultHook | None = None
        self._make_repositories()

    @property
    def where(self) -> str:
        return self._where

    @property
    def pool(self) -> asyncpg.Pool:
        return self._pool

    # ------------------------------------------------------------------ opening and closing

    @classmethod
    async def open(
        cls,
        url: str,
        *,
        pool_size: int = DEFAULT_POOL_SIZE,
        timeout: float = CONNECT_TIMEOUT,
        migrations: Sequence[schema.Migration] = schema.MIGRATIONS,
    ) -> PostgresDatabase:
        """Connect (at most ``pool_size`` connections) and bring the schema up to date.

        Raises ``StorageError`` with one sentence when the URL is wrong, the server cannot be
        reached or refuses us, or the schema is newer than this bot."""
        where = redact(url)
        if not is_postgres_url(url):
            raise StorageError(
                f"DATABASE_URL {where!r} is not a PostgreSQL URL: write it as "
                "postgresql://USER:PASSWORD@HOST:PORT/DATABASE."
            )
        if not 1 <= pool_size <= 100:
            raise ValueError("pool_size must be 1 to 100")
        try:
            pool = await asyncpg.create_pool(
                url,
                min_size=1,
                max_size=pool_size,
                timeout=timeout,
                reset=_reset,
                statement_cache_size=512,
                server_settings={"application_name": "dobro-bot"},
            )
        except Exception as exc:
            raise describe_pg_error(where, exc) from None
        try:
            async with pool.acquire(timeout=timeout) as conn:
                await migrate(conn, where, migrations)
        except BaseException as exc:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(pool.close(), 5)
            if isinstance(exc, StorageError):
                raise exc from None
            if isinstance(exc, _DB_ERRORS):
                raise describe_pg_error(where, exc) from None
            raise
        return cls(url, pool)

    async def close(self) -> None:
        """Finish the appends already submitted, then close the pool."""
        if self._closed:
            return
        self._closed = True
        if self._drainer is not None:
            await asyncio.shield(self._drainer)
        try:
            await asyncio.wait_for(self._pool.close(), 10)
        except (TimeoutError, Exception):
            self._pool.terminate()

    async def schema_version(self) -> int:
        rows = await self.fetchall("SELECT version FROM schema_version")
        return int(rows[0][0])

    # ------------------------------------------------------------------ for the repositories

    def _check_open(self) -> None:
        if self._closed:
            raise StorageError("The database is closed: no more reads or writes are possible.")

    async def _lost(self, attempt: int, exc: BaseException) -> bool:
        """After a connection error: whether to try again (after a pause, on new connections)."""
        if not connection_lost(exc) or attempt + 1 >= len(RETRY_PAUSES) or self._closed:
            return False
        with contextlib.suppress(Exception):
            await self._pool.expire_connections()  # every idle one may be dead too
        await asyncio.sleep(RETRY_PAUSES[attempt + 1])
        return True

    async def fetchall(self, sql: str, params: Params = ()) -> list[tuple[Any, ...]]:
        """Run one query on the committed state."""
        self._check_open()
        text, order = to_postgres(sql)
        args = bind(order, params)
        attempt = 0
        while True:
            try:
                async with self._pool.acquire() as conn:
                    return [tuple(r) for r in await conn.fetch(text, *args)]
            except _DB_ERRORS as exc:
                if await self._lost(attempt, exc):
                    attempt += 1
                    continue
                raise _runtime_error(self._where, exc) from exc

    async def write_returning(self, sql: str, params: Params = ()) -> list[Any]:
        """One write statement with ``RETURNING``, autocommitted, without the global write
        lock (the budget's take: its row lock serialises the processes; games' writes need
        not wait for it, nor it for them)."""
        return await self.fetchall(sql, params)

    async def fetch_snapshot(self, queries: Iterable[tuple[str, Params]]) -> list[list[Any]]:
        """Run several queries on one consistent snapshot (a read-only repeatable-read
        transaction)."""
        self._check_open()
        prepared = []
        for sql, params in queries:
            text, order = to_postgres(sql)
            prepared.append((text, bind(order, params)))
        attempt = 0
        while True:
            try:
                async with (
                    self._pool.acquire() as conn,
                    conn.transaction(isolation="repeatable_read", readonly=True),
                ):
                    return [[tuple(r) for r in await conn.fetch(t, *a)] for t, a in prepared]
            except _DB_ERRORS as exc:
                if await self._lost(attempt, exc):
                    attempt += 1
                    continue
                raise _runtime_error(self._where, exc) from exc

    @contextlib.asynccontextmanager
    async def _write_connection(
        self, begin: str = _BEGIN_WRITE
    ) -> AsyncIterator[asyncpg.Connection]:
        """A connection in a write transaction that holds the write lock (``begin``: or the
        locks given), retried while the connection fails before the transaction began."""
        attempt = 0
        while True:
            conn = None
            try:
                conn = await self._pool.acquire()
                await conn.execute(begin)
                break
            except _DB_ERRORS as exc:
                if conn is not None:
                    with contextlib.suppress(Exception):
                        await self._pool.release(conn)
                if await self._lost(attempt, exc):
                    attempt += 1
                    continue
                raise _runtime_error(self._where, exc) from exc
            except BaseException:
                # Cancelled on the way (issue 35): the connection may hold the BEGIN and the
                # write lock. Closing it ends both on the server; the pool opens a new one.
                if conn is not None:
                    conn.terminate()
                    with contextlib.suppress(Exception):
                        await self._pool.release(conn)
                raise
        try:
            yield conn
        finally:
            with contextlib.suppress(Exception):
                await self._pool.release(conn)

    @contextlib.asynccontextmanager
    async def transaction(
        self, *, guild: int | None = None, only_guild: bool = False
    ) -> AsyncIterator[PgConnection]:
        """One write transaction: everything inside commits together or not at all, with
        every other write of every process waiting (the advisory lock). With ``guild``, the
        guild's standings lock too (what writes a guild's ratings takes it); ``only_guild``:
        that lock alone, for a rewrite of one guild's standings that no other guild's or
        shard's write need wait for (see ``Backend.transaction``)."""
        self._check_open()
        lock: contextlib.AbstractAsyncContextManager[Any]
        if guild is None:
            begin, lock = _BEGIN_WRITE, self._write_lock
        else:
            standings = f"SELECT pg_advisory_xact_lock({STANDINGS_LOCK}, {_lock_key(guild)})"
            begin = f"BEGIN; {standings}" if only_guild else f"{_BEGIN_WRITE}; {standings}"
            lock = contextlib.nullcontext() if only_guild else self._write_lock
        async with lock, self._write_connection(begin) as conn:
            try:
                yield PgConnection(conn)
                await conn.execute("COMMIT")
            except BaseException as exc:
                with contextlib.suppress(Exception):
                    await conn.execute("ROLLBACK")
                if isinstance(exc, _DB_ERRORS):
                    raise _runtime_error(self._where, exc) from exc
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
        """Queue one action for the next group commit; return its stored time once committed
        (see ``Database.append``)."""
        self._check_open()
        future: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        future.add_done_callback(_consume_exception)
        self._pending.append(_Append(game_id, seq, actor, action_json, future, timers_json, origin))
        if self._drainer is None:
            self._drainer = asyncio.create_task(self._drain())
        return await asyncio.shield(future)

    # ------------------------------------------------------------------ group commit

    async def _drain(self) -> None:
        batch: list[_Append] = []
        try:
            while self._pending:
                batch = self._pending[:MAX_BATCH]
                del self._pending[:MAX_BATCH]
                try:
                    outcome = await self._store(batch, utcnow())
                except Exception as exc:  # a bug, not a database error: spoil this batch only
                    outcome = [exc] * len(batch)
                for item, result in zip(batch, outcome, strict=True):
                    if isinstance(result, BaseException):
                        _fail(item, result)  # type: ignore[arg-type]
                    elif not item.future.done():
                        item.future.set_result(result)
        except BaseException:
            error = StorageError(
                "The bot shut down during this write: the action may not have been stored."
            )
            for item in batch + self._pending:
                _fail(item, error)  # type: ignore[arg-type]
            self._pending.clear()
            raise
        finally:
            self._drainer = None

    async def _store(self, batch: list[_Append], now: str) -> list[str | BaseException]:
        """Write ``batch`` in one transaction, retried on a fresh connection if the connection
        fails; each item's stored time or error. A statement error (a bug, or a rule of the
        schema) spoils only its own append: the batch is then redone append by append."""
        attempt = 0
        while True:
            try:
                async with self._write_lock, self._write_connection() as conn:
                    return await self._write_batch(conn, batch, now, retrying=attempt > 0)
            except StorageError as exc:  # no write connection, even after retries
                return [exc] * len(batch)
            except _DB_ERRORS as exc:
                if await self._lost(attempt, exc):
                    attempt += 1
                    continue
                if connection_lost(exc) or len(batch) == 1:
                    return [_runtime_error(self._where, exc)] * len(batch)
            # Redo one by one, outside the except block (each its own transaction).
            return [(await self._store([item], now))[0] for item in batch]

    async def _write_batch(
        self, conn: asyncpg.Connection, batch: list[_Append], now: str, *, retrying: bool
    ) -> list[str | BaseException]:
        """Inside the write transaction: insert by rounds (one row per game each), set the
        stored moves' timers (the last in batch order wins), commit."""
        results: list[str | BaseException | None] = [None] * len(batch)
        inserted: list[int] = []
        try:
            while True:
                games: set[int] = set()
                round_ = []
                for i, item in enumerate(batch):
                    if results[i] is None and item.game_id not in games:
                        games.add(item.game_id)
                        round_.append(i)
                if not round_:
                    break
                items = [batch[i] for i in round_]
                rows = await conn.fetch(
                    _INSERT_ACTIONS,
                    [a.game_id for a in items],
                    [a.seq for a in items],
                    [a.actor for a in items],
                    [a.action_json for a in items],
                    now,
                    [a.origin for a in items],
                )
                stored = {(r[0], r[1]) for r in rows}
                refused = []
                for i in round_:
                    if (batch[i].game_id, batch[i].seq) in stored:
                        results[i] = now
                        inserted.append(i)
                    else:
                        refused.append(i)
                if refused:
                    why = await self._why_refused(conn, [batch[i] for i in refused], retrying)
                    for i, outcome in zip(refused, why, strict=True):
                        results[i] = outcome
            timers: dict[int, str] = {}
            for i in sorted(inserted):
                if batch[i].timers_json is not None:
                    timers[batch[i].game_id] = batch[i].timers_json  # type: ignore[assignment]
            if timers:
                await conn.execute(_SET_TIMERS, list(timers), list(timers.values()))
            if self.fault is not None:
                await self.fault("inserted", conn)
            await conn.execute("COMMIT")
        except BaseException:
            with contextlib.suppress(Exception):
                await conn.execute("ROLLBACK")
            raise
        if self.fault is not None:
            await self.fault("committed", conn)
        return results  # type: ignore[return-value]

    async def _why_refused(
        self, conn: asyncpg.Connection, items: list[_Append], retrying: bool
    ) -> list[str | BaseException]:
        rows = await conn.fetch(_WHY_REFUSED, [a.game_id for a in items], [a.seq for a in items])
        out: list[str | BaseException] = []
        for item, (_, status, count, actor, action, created_at) in zip(items, rows, strict=True):
            if retrying and actor == item.actor and _same_json(action, item.action_json):
                out.append(created_at)  # our own move: the first attempt had committed it
            elif status != "active":
                out.append(GameNotActive(item.game_id, status, "active"))
            else:
                out.append(StaleVersion(item.game_id, item.seq, int(count)))
        return out


def _same_json(stored: str | None, sent: str) -> bool:
    if stored is None:
        return False
    return stored == sent or json.loads(stored) == json.loads(sent)


# ---------------------------------------------------------------------- migrations


async def migrate(
    conn: asyncpg.Connection, where: str, migrations: Sequence[schema.Migration]
) -> None:
    """Apply the missing steps, each in its own transaction under the migration lock (two
    processes starting together: the second waits, then finds the work done)."""
    latest = migrations[-1].version if migrations else 0
    while True:
        async with conn.transaction():
            await conn.execute(f"SELECT pg_advisory_xact_lock({MIGRATION_LOCK})")
            if await conn.fetchval("SELECT to_regclass('schema_version') IS NULL"):
                tables = await conn.fetchval(
                    "SELECT count(*) FROM pg_tables WHERE schemaname = current_schema()"
                )
                if tables:
                    raise StorageError(
                        f"The PostgreSQL database of DATABASE_URL {where} holds tables of "
                        "another application: give the bot a database (or schema) of its own."
                    )
                await conn.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
                await conn.execute("INSERT INTO schema_version VALUES (0)")
            version = int(await conn.fetchval("SELECT version FROM schema_version"))
            if version > latest:
                raise StorageError(
                    f"The PostgreSQL database of DATABASE_URL {where} has schema version "
                    f"{version}, made by a newer version of the bot (this one knows up to "
                    f"{latest}): upgrade the bot."
                )
            if version == latest:
                # A write that changes nothing: a read-only user shows up now, at start-up.
                await conn.execute("UPDATE schema_version SET version = version")
                return
            if version == 0:
                target, statements = _base_step(migrations)
            else:
                step = next((m for m in migrations if m.version == version + 1), None)
                if step is None:
                    raise RuntimeError(f"migration {version + 1} is missing")
                if step.postgres is None:
                    raise RuntimeError(f"migration {step.version} has no PostgreSQL spelling")
                target, statements = step.version, step.postgres
            try:
                async with conn.transaction():  # a savepoint: the error names the step
                    for statement in statements:
                        await conn.execute(statement)
                    await conn.execute("UPDATE schema_version SET version = $1", target)
            except asyncpg.PostgresError as exc:
                if isinstance(exc, asyncpg.InsufficientPrivilegeError):
                    raise
                raise StorageError(
                    f"The PostgreSQL database of DATABASE_URL {where} could not be upgraded to "
                    f"schema version {target} ({exc}); nothing of that step was kept: restore "
                    "a backup or report this."
                ) from None


def _base_step(migrations: Sequence[schema.Migration]) -> tuple[int, tuple[str, ...]]:
    """A new database: straight to ``POSTGRES_BASE_VERSION`` (or, for tests given fewer
    migrations, to the last one, which must then have a PostgreSQL spelling)."""
    latest = migrations[-1].version
    if latest >= schema.POSTGRES_BASE_VERSION:
        return schema.POSTGRES_BASE_VERSION, schema.POSTGRES_BASE
    raise RuntimeError("PostgreSQL databases start at schema version 11")
