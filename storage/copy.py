"""``python -m storage copy --from sqlite:PATH --to postgresql://…``: move to PostgreSQL.

Everything is copied, table by table (``schema.TABLES``: games, seats, actions, results,
totals, ratings and their changes, leagues and their totals, guild configuration, the outbox),
from one consistent snapshot of the SQLite file (a read transaction: the bot may keep running,
though moves made after the snapshot are not copied, so stop it first for a real move). Rows
keep their ids; PostgreSQL's id sequences then continue after the highest. The target must be
empty (its schema is created if missing); the whole copy is one transaction, so a failure
leaves it empty. On arrival the row counts are compared table by table and every active game's
record is replayed through the rules engine, as the bot does when it starts.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import schema
from .errors import StorageError, describe_open_error
from .postgres import PostgresDatabase
from .recovery import recover
from .sql import read_only_uri

#: Tables whose ``id`` is an identity column: their sequences restart after the copied ids.
_IDENTITY_TABLES = ("games", "leagues", "outbox", "tournaments", "tournament_posts")
_CHUNK = 5000


@dataclass
class CopySummary:
    """What was copied: rows per table, and the active games replayed on arrival."""

    rows: dict[str, int] = field(default_factory=dict)
    active_games: int = 0
    replayed: int = 0
    failed: list[str] = field(default_factory=list)
    seconds: float = 0.0

    def lines(self) -> list[str]:
        width = max(len(t) for t in self.rows) if self.rows else 0
        out = [f"  {table:<{width}}  {count:>9,}" for table, count in self.rows.items()]
        out.append(
            f"{sum(self.rows.values()):,} rows in {len(self.rows)} tables, counts checked; "
            f"{self.replayed} of {self.active_games} active games replay; "
            f"{self.seconds:.1f} s."
        )
        out.extend(f"  does not replay: {why}" for why in self.failed)
        return out


def parse_source(text: str) -> Path:
    """``sqlite:PATH`` (or a plain path) → the path."""
    if text.startswith("sqlite:"):
        text = text[len("sqlite:") :]
        if text.startswith("//"):  # sqlite:///abs/path
            text = text[2:]
    if not text:
        raise StorageError("Give the SQLite file to copy from: --from sqlite:PATH.")
    return Path(text)


def _open_source(path: Path) -> sqlite3.Connection:
    if not path.is_file():
        raise StorageError(f"There is no database file at {path}: check --from.")
    try:
        conn = sqlite3.connect(read_only_uri(path), uri=True, isolation_level=None, timeout=5)
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
    except sqlite3.Error as exc:
        raise describe_open_error(path, exc) from None
    if version != schema.LATEST_VERSION:
        conn.close()
        raise StorageError(
            f"The database {path} has schema version {version}, this bot copies version "
            f"{schema.LATEST_VERSION}: start the matching bot on it once (it upgrades the "
            "file), then copy."
        )
    return conn


def _rows(cursor: sqlite3.Cursor) -> Iterator[tuple[Any, ...]]:
    while chunk := cursor.fetchmany(_CHUNK):
        yield from chunk


async def copy_database(
    source: Path, target_url: str, *, progress: Callable[[str], None] | None = None
) -> CopySummary:
    """Copy the SQLite database at ``source`` into the empty PostgreSQL database at
    ``target_url``; ``StorageError`` (one sentence) when it cannot."""
    say = progress or (lambda _: None)
    started = time.perf_counter()
    summary = CopySummary()
    src = _open_source(Path(source))
    try:
        target = await PostgresDatabase.open(target_url, pool_size=2)
        try:
            async with target.pool.acquire() as conn, conn.transaction():
                # COPY is binary: league names (citext) travel as text, which they are.
                citext_schema = await conn.fetchval(
                    "SELECT n.nspname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace"
                    " WHERE t.typname = 'citext'"
                )
                await conn.set_builtin_type_codec("citext", schema=citext_schema, codec_name="text")
                for table in schema.TABLES:
                    if await conn.fetchval(f"SELECT EXISTS (SELECT 1 FROM {table})"):
                        raise StorageError(
                            f"The PostgreSQL database {target.where} already holds data (table "
                            f"{table}): copy into an empty database only."
                        )
                src.execute("BEGIN")  # one read transaction: one consistent snapshot
                for table in schema.TABLES:
                    columns = [r[1] for r in src.execute(f"PRAGMA table_info({table})")]
                    cursor = src.execute(f"SELECT {', '.join(columns)} FROM {table}")
                    await conn.copy_records_to_table(table, records=_rows(cursor), columns=columns)
                    copied = int(await conn.fetchval(f"SELECT count(*) FROM {table}"))
                    expected = int(src.execute(f"SELECT count(*) FROM {table}").fetchone()[0])
                    if copied != expected:
                        raise StorageError(
                            f"Table {table}: {copied} rows arrived of {expected}; nothing was kept."
                        )
                    summary.rows[table] = copied
                    say(f"  {table}: {copied:,} rows")
                src.execute("COMMIT")
                for table in _IDENTITY_TABLES:
                    await conn.execute(
                        f"SELECT setval(pg_get_serial_sequence('{table}', 'id'),"
                        f" COALESCE(max(id), 1), max(id) IS NOT NULL) FROM {table}"
                    )
            recovered = await recover(target)
            summary.active_games = len(recovered.games) + len(recovered.failed)
            summary.replayed = len(recovered.games)
            summary.failed = [
                f"game {f.game.id}: {f.error}" for f in recovered.failed
            ]  # fmt: skip
        finally:
            await target.close()
    except sqlite3.Error as exc:
        raise describe_open_error(Path(source), exc) from None
    finally:
        src.close()
    summary.seconds = time.perf_counter() - started
    return summary
