"""Storage errors: one clear sentence for people, a precise type for code.

``StorageError`` is what the bot prints and exits on at start-up (no traceback needed: the message
says what is wrong and what to do). ``ConflictError`` and its subclasses are the expected,
recoverable outcomes of racing writers and must be handled by the table service.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path


class StorageError(Exception):
    """The database cannot be used; ``str(error)`` is one human sentence."""


class ConflictError(StorageError):
    """A write was refused because the database no longer matches what the caller assumed."""


class StaleVersion(ConflictError):
    """Another writer already stored this game's action ``expected_seq`` (or a later one)."""

    def __init__(self, game_id: int, expected_seq: int, actual_seq: int) -> None:
        self.game_id = game_id
        self.expected_seq = expected_seq
        self.actual_seq = actual_seq
        super().__init__(
            f"Game {game_id} already has {actual_seq} actions, so action number "
            f"{expected_seq} cannot be stored: the game moved on; reload it and try again."
        )


class GameNotActive(ConflictError):
    """The game does not exist or is not in the status the write needs."""

    def __init__(self, game_id: int, status: str | None, wanted: str) -> None:
        self.game_id = game_id
        self.status = status
        if status is None:
            super().__init__(f"Game {game_id} does not exist.")
        else:
            super().__init__(f"Game {game_id} is {status}; this needs a game that is {wanted}.")


class ChannelBusy(ConflictError):
    """A channel holds at most one open (lobby or active) game."""

    def __init__(self, channel_id: int, game_id: int | None) -> None:
        self.channel_id = channel_id
        self.game_id = game_id
        super().__init__(
            f"Channel {channel_id} already has an open game"
            + (f" (game {game_id})" if game_id is not None else "")
            + "; finish or cancel it first."
        )


# SQLite primary result codes (https://sqlite.org/rescode.html), by what they tell an operator.
_NOT_A_DATABASE = (sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT)
_LOCKED = (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)
_NO_ACCESS = (
    sqlite3.SQLITE_READONLY,
    sqlite3.SQLITE_PERM,
    sqlite3.SQLITE_CANTOPEN,
    sqlite3.SQLITE_IOERR,
)


def describe_open_error(path: Path, exc: BaseException) -> StorageError:
    """Turn a low-level failure while opening ``path`` into one sentence an operator can act on.

    The SQLite code says what failed; a look at the file system says why, which matters most for
    "unable to open database file", SQLite's answer to a dozen different mistakes.
    """
    code = getattr(exc, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    text = str(exc).lower()
    folder = path.parent
    where = f"the database {path}"
    subject = f"The database {path}"  # the same words, starting a sentence

    if primary in _NOT_A_DATABASE or "not a database" in text or "malformed" in text:
        return StorageError(
            f"{subject} is not a readable SQLite database (corrupt or another kind of file): "
            "restore it from a backup, or move it away to start with an empty one."
        )
    if primary in _LOCKED or "locked" in text:
        return StorageError(
            f"{subject} is locked by another process (another bot instance or a tool holding a "
            "write transaction): stop that process, then start again."
        )
    if primary == sqlite3.SQLITE_FULL:
        return StorageError(f"The disk holding {where} is full: free some space, then start again.")
    if isinstance(exc, PermissionError) or primary in _NO_ACCESS:
        if path.is_dir():
            return StorageError(f"{subject} is a folder, not a file: give the path of a file.")
        if not folder.is_dir():
            return StorageError(
                f"The folder {folder} for {where} does not exist: create it or fix the path."
            )
        if path.exists() and not os.access(path, os.R_OK):
            return StorageError(
                f"{subject} cannot be read by this user: fix its permissions (the bot needs read "
                "and write access)."
            )
        if not os.access(folder, os.W_OK | os.X_OK):
            return StorageError(
                f"The folder {folder} is read-only for this user, and the bot must create "
                f"{where} or its -wal and -shm files there: make the folder writable."
            )
        if path.exists() and not os.access(path, os.W_OK):
            return StorageError(
                f"{subject} is read-only for this user: make it writable (the bot records every "
                "move)."
            )
        return StorageError(
            f"{subject} cannot be opened for writing ({exc}): check the path, the permissions "
            "of the file and its folder, and the free disk space."
        )
    if isinstance(exc, sqlite3.Error | OSError):
        return StorageError(f"{subject} cannot be used: {exc}.")
    return StorageError(f"{subject} cannot be opened: {exc!r}.")


class CannotVoid(ConflictError):
    """A game that cannot be voided: ``why`` is "unknown" (no such game in the guild),
    "not_finished" or "voided" (already)."""

    def __init__(self, game_id: int, why: str) -> None:
        self.game_id = game_id
        self.why = why
        super().__init__(f"Game {game_id} cannot be voided: {why}.")


class LeagueClosed(ConflictError):
    """A table cannot open in a league that has closed (or does not exist)."""

    def __init__(self, league_id: int) -> None:
        self.league_id = league_id
        super().__init__(f"League {league_id} is closed: no new table can play in it.")


def is_unique_violation(error: BaseException, table: str, column: str) -> bool:
    """Whether ``error`` (a ``StorageError`` from a write, its driver error as ``__cause__``)
    is a uniqueness rule of ``table`` involving ``column`` refusing the write, on either
    backend: SQLite says "UNIQUE constraint failed: table.column", PostgreSQL names the table
    and gives the key in its detail ("Key (guild_id, name)=(…) already exists.")."""
    cause = error.__cause__ if isinstance(error, StorageError) else error
    if isinstance(cause, sqlite3.IntegrityError):
        text = str(cause)
        return "UNIQUE" in text and f"{table}.{column}" in text
    if type(cause).__name__ == "UniqueViolationError":  # asyncpg, without importing it here
        detail = str(getattr(cause, "detail", "") or "")
        key = detail[detail.find("(") + 1 : detail.find(")")] if "(" in detail else ""
        columns = {c.strip() for c in key.split(",")}
        return getattr(cause, "table_name", None) == table and column in columns
    return False
