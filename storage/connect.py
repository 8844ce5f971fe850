"""Opening the database the settings choose: PostgreSQL at a URL, else a SQLite file."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from pathlib import Path

from .backend import Backend
from .database import Database, default_database_path
from .postgres import PostgresDatabase


async def open_database(
    url: str | None, path: str | Path | None = None, pool_size: int = 5
) -> Backend:
    """The backend the settings choose: PostgreSQL at ``url`` (``DATABASE_URL``) if given, else
    SQLite at ``path`` (``DATABASE_PATH``). Raises ``StorageError`` with one clear sentence
    when it cannot be used."""
    if url:
        return await PostgresDatabase.open(url, pool_size=pool_size)
    return await Database.open(path if path is not None else default_database_path())


@contextlib.asynccontextmanager
async def opened(url: str | None, path: str | Path | None = None) -> AsyncIterator[Backend]:
    """``open_database`` for an ``async with`` block (tools and tests)."""
    db = await open_database(url, path)
    try:
        yield db
    finally:
        await db.close()
