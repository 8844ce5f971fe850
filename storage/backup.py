"""Consistent copies of a live database with SQLite's online backup API.

Copying the file with ``cp`` while the bot runs can catch a transaction half-way or miss the
``-wal`` file; the backup API copies one committed snapshot instead, without stopping the bot.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

from .errors import StorageError, describe_open_error
from .sql import read_only_uri


def backup_file(source: Path, target: Path, *, overwrite: bool = False) -> Path:
    """Copy ``source`` to ``target`` (a file, or a folder to put a dated file in).

    The copy is written beside the target under a temporary name, checked, flushed to disk,
    then renamed, so ``target`` is either the old file or a complete new copy. Returns the
    path written.
    """
    source = Path(source)
    if not source.is_file():
        raise StorageError(f"There is no database file at {source}: check --db or DATABASE_PATH.")
    target = Path(target)
    if target.is_dir():
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        target = target / f"{source.stem}-{stamp}{source.suffix or '.sqlite3'}"
    if target.resolve() == source.resolve():
        raise StorageError("The backup must go to another file than the database itself.")
    if target.exists() and not overwrite:
        raise StorageError(f"{target} already exists: choose another name or pass --force.")
    if not target.parent.is_dir():
        raise StorageError(f"The folder {target.parent} does not exist: create it first.")
    partial = target.with_name(target.name + ".partial")
    # Whether the database was open (in WAL mode, -wal and -shm exist while anyone has it open).
    closed = not any(_beside(source, suffix).exists() for suffix in WAL_FILES)
    try:
        src = sqlite3.connect(read_only_uri(source), uri=True, timeout=5.0, isolation_level=None)
    except sqlite3.Error as exc:
        raise describe_open_error(source, exc) from None
    try:
        _version(src, source)  # fails clearly on a file that is not a database
        with contextlib.suppress(FileNotFoundError):
            partial.unlink()
        try:
            dst = sqlite3.connect(partial, isolation_level=None)
        except sqlite3.Error as exc:
            raise StorageError(f"Cannot write the backup {partial}: {exc}.") from None
        try:
            src.backup(dst)  # one step: a single read transaction, so one consistent snapshot
            dst.execute("PRAGMA journal_mode = DELETE")  # a standalone file, no -wal beside it
            check = dst.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                raise StorageError(f"The backup failed its integrity check ({check}).")
        finally:
            dst.close()
    except sqlite3.Error as exc:
        with contextlib.suppress(OSError):
            partial.unlink()
        raise StorageError(f"The backup of {source} failed: {exc}.") from None
    except BaseException:
        with contextlib.suppress(OSError):
            partial.unlink()
        raise
    finally:
        src.close()
        if closed:
            _tidy_wal_files(source)
    _fsync(partial)
    os.replace(partial, target)
    _fsync(target.parent)
    return target


#: The files SQLite keeps beside a WAL database while it is open.
WAL_FILES = ("-wal", "-shm")


def _beside(path: Path, suffix: str) -> Path:
    return path.with_name(path.name + suffix)


def _tidy_wal_files(source: Path) -> None:
    """Remove the empty -wal and -shm files our read-only connection left beside a database
    nobody had open: a read-only connection cannot delete them, a read-write one closing last
    does (SQLite removes them only when no other connection has the database open, so a bot
    that started meanwhile keeps its own)."""
    with contextlib.suppress(sqlite3.Error):
        conn = sqlite3.connect(source, timeout=0.5, isolation_level=None)
        try:
            conn.execute("PRAGMA schema_version").fetchone()
        finally:
            conn.close()


def _version(conn: sqlite3.Connection, path: Path) -> int:
    try:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])
    except sqlite3.Error as exc:
        raise describe_open_error(path, exc) from None


def _fsync(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
