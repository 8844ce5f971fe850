"""Helpers shared by the storage tests: real games from the engine, seats, fault injection."""

from __future__ import annotations

import ctypes
import os
import random
import sqlite3
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

import pytest

import dobro_rules as dr
from storage import Database, PostgresDatabase, Seat, schema

if TYPE_CHECKING:
    from tests.pg import PgServer

REPO = Path(__file__).resolve().parents[2]


def play(
    players: list[str], seed: int, *, upto: int | None = None, level: str = "random"
) -> tuple[dict[str, Any], list[dict[str, Any]], Any]:
    """(setup, actions, final state) of a game played by computer players."""
    record = dr.new_record(players, seed=seed)
    setup = {k: v for k, v in record.items() if k != "actions"}
    state = dr.replay(record)
    rng = random.Random(seed)
    actions: list[dict[str, Any]] = []
    while not state.over and (upto is None or len(actions) < upto):
        player = dr.actors(state)[0]
        action = dr.ai.choose(state, player, level, rng)
        state, _ = dr.apply(state, action)
        actions.append(action)
    return setup, actions, state


def seats(names: list[str], *, users: list[int | None]) -> list[Seat]:
    """Seats in order; a None user is a computer player."""
    return [
        Seat.ai(i, name, "random") if user is None else Seat.human(i, user, name)
        for i, (name, user) in enumerate(zip(names, users, strict=True))
    ]


def replayed(setup: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
    return dr.state_json(dr.replay({**setup, "actions": list(actions)}))


def _is_sqlite(target: Any) -> bool:
    return isinstance(target, str | Path) or getattr(target, "dialect", "") == "sqlite"


def _path(target: Any) -> Path:
    return Path(target) if isinstance(target, str | Path) else target.path


def _pg(target: Any, statements: list[tuple[str, tuple[Any, ...]]]) -> list[tuple[Any, ...]]:
    """Run statements (SQLite's spelling) on the PostgreSQL database of ``target`` over a
    connection of their own (outside the database's pool, as another process would)."""
    import asyncpg

    from storage.dialect import bind, to_postgres

    async def run() -> list[tuple[Any, ...]]:
        conn = await asyncpg.connect(target.url)
        try:
            rows: list[Any] = []
            for sql, params in statements:
                text, order = to_postgres(sql)
                rows = await conn.fetch(text, *bind(order, params))
            return [tuple(r) for r in rows]
        finally:
            await conn.close()

    from tests.pg import run_sync

    return run_sync(run)


def add_failing_trigger(
    target: Any, table: str, when: str, name: str = "fault", event: str = "INSERT"
) -> None:
    """Make inserts into ``table`` (or another ``event``, e.g. "UPDATE OF timers") fail when
    ``when`` (SQL on NEW) holds: a fault injected in the middle of a real transaction.
    ``target``: a database (either backend) or a path."""
    if _is_sqlite(target):
        with sqlite3.connect(_path(target)) as conn:
            conn.execute(
                f"CREATE TRIGGER {name} BEFORE {event} ON {table} WHEN {when}"
                " BEGIN SELECT RAISE(ABORT, 'injected fault'); END"
            )
        return
    # SQLite's RAISE(ABORT) is a constraint failure: the same class of error here.
    _pg(
        target,
        [
            (
                f"CREATE FUNCTION {name}_fn() RETURNS trigger LANGUAGE plpgsql AS $f$ BEGIN"
                f" IF {when} THEN RAISE EXCEPTION 'injected fault'"
                " USING ERRCODE = 'check_violation'; END IF; RETURN NEW; END $f$",
                (),
            ),
            (
                f"CREATE TRIGGER {name} BEFORE {event} ON {table}"
                f" FOR EACH ROW EXECUTE FUNCTION {name}_fn()",
                (),
            ),
        ],
    )


def drop_trigger(target: Any, name: str, table: str) -> None:
    """Remove a trigger ``add_failing_trigger`` made."""
    if _is_sqlite(target):
        raw(target, f"DROP TRIGGER {name}")
    else:
        _pg(target, [(f"DROP TRIGGER {name} ON {table}", ()), (f"DROP FUNCTION {name}_fn", ())])


def raw(target: Any, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """One statement outside the repositories (SQLite's spelling), on a connection of its own:
    ``target`` is a database (either backend) or the path of a SQLite file."""
    if _is_sqlite(target):
        with sqlite3.connect(_path(target)) as conn:
            return conn.execute(sql, params).fetchall()
    return _pg(target, [(sql, params)])


def raw_many(target: Any, sql: str, rows: list[tuple[Any, ...]]) -> None:
    """``raw`` for many rows of one statement, in one transaction."""
    if _is_sqlite(target):
        with sqlite3.connect(_path(target)) as conn:
            conn.executemany(sql, rows)
        return
    _pg(target, [("BEGIN", ()), *((sql, r) for r in rows), ("COMMIT", ())])


def _drop_file_permission_override() -> None:  # pragma: no cover - runs in the child
    """In a root child: give up CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH, so that file
    permissions apply as they would to the bot's ordinary user."""
    libc = ctypes.CDLL(None, use_errno=True)
    for cap in (1, 2):  # from the bounding set, or exec would give them back to root
        if libc.prctl(24, cap, 0, 0, 0) != 0:  # PR_CAPBSET_DROP
            raise OSError(ctypes.get_errno(), "prctl")

    class Header(ctypes.Structure):
        _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]

    class Data(ctypes.Structure):
        _fields_ = [
            ("effective", ctypes.c_uint32),
            ("permitted", ctypes.c_uint32),
            ("inheritable", ctypes.c_uint32),
        ]

    header = Header(0x20080522, 0)  # _LINUX_CAPABILITY_VERSION_3
    data = (Data * 2)()
    if libc.capget(ctypes.byref(header), data) != 0:
        raise OSError(ctypes.get_errno(), "capget")
    keep = ~((1 << 1) | (1 << 2)) & 0xFFFFFFFF
    data[0].effective &= keep
    data[0].permitted &= keep
    data[0].inheritable &= keep
    if libc.capset(ctypes.byref(header), data) != 0:
        raise OSError(ctypes.get_errno(), "capset")


OPEN_SCRIPT = """
import asyncio, sys
from storage import Database, StorageError

async def main():
    try:
        db = await Database.open(sys.argv[1], busy_timeout=0.2)
    except StorageError as exc:
        print("StorageError:", exc)
        return
    await db.close()
    print("opened")

asyncio.run(main())
"""


def open_without_privileges(path: Path) -> str:
    """Open ``path`` with ``Database.open`` in a child process that file permissions bind
    (even when the tests run as root); returns its one line of output."""
    env = {**os.environ, "PYTHONPATH": str(REPO), "PYTHONDONTWRITEBYTECODE": "1"}
    try:
        result = subprocess.run(
            [sys.executable, "-c", OPEN_SCRIPT, str(path)],
            capture_output=True,
            text=True,
            env=env,
            cwd=REPO,
            timeout=60,
            preexec_fn=_drop_file_permission_override if os.geteuid() == 0 else None,
        )
    except subprocess.SubprocessError as exc:  # e.g. root without CAP_SETPCAP
        pytest.skip(f"cannot run a child bound by file permissions here: {exc}")
    assert result.returncode == 0, result.stderr
    assert result.stderr == "", result.stderr
    return result.stdout.strip()


async def record(
    db: Any,
    game_id: int,
    standings: list[Any],
    *,
    played: dict[int, tuple[int, int]] | None = None,
    **options: Any,
) -> Any:
    """Finish a game as the counting policy judges it (``standings.judge``), every person having
    chosen all their seat's moves themselves (``played``: seat -> (own moves, moves) to say
    otherwise); ``options`` go to ``record_results`` (owed, rate)."""
    from standings import SeatPlay, judge

    game = await db.games.get(game_id)
    seats = {s.seat: s for s in game.seats} if game is not None else {}
    plays = []
    for s in standings:
        seat = seats.get(s.seat)
        own, moves = (played or {}).get(s.seat, (20, 20))
        plays.append(
            SeatPlay(
                seat=s.seat,
                person=seat is not None and not seat.is_ai,
                own_moves=own,
                moves=moves,
                left=seat.left if seat is not None else None,
                last_own=moves if own else None,
            )
        )
    return await db.results.record_results(game_id, judge(standings, plays), **options)


async def database_at(version: int, backend: str, path: Path, server: PgServer | None) -> Any:
    """A database migrated to schema ``version`` and no further: ``path`` on SQLite, else a
    PostgreSQL target (``url`` and ``dialect``) for the ``raw`` helpers."""
    if backend == "sqlite":
        conn = sqlite3.connect(path, isolation_level=None)
        conn.execute("BEGIN")
        for migration in schema.MIGRATIONS[:version]:
            for statement in migration.statements:
                conn.execute(statement)
        conn.execute(f"PRAGMA user_version = {version}")
        conn.execute("COMMIT")
        conn.close()
        return path
    assert server is not None
    url = await server.fresh_database(empty=True)
    old = await PostgresDatabase.open(url, migrations=schema.MIGRATIONS[:version])
    assert await old.schema_version() == version
    await old.close()
    return SimpleNamespace(url=url, dialect="postgres")


async def open_latest(target: Any) -> Any:
    """The bot's storage opened on a database ``database_at`` made (migrated to the latest
    schema as it opens): a SQLite file or a PostgreSQL target."""
    if _is_sqlite(target):
        return await Database.open(_path(target))
    return await PostgresDatabase.open(target.url, pool_size=2)
