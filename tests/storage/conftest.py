"""Storage tests run on real SQLite files in a temporary folder."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from storage import Database


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "dobro.sqlite3"


@pytest.fixture
async def db(db_path: Path) -> AsyncIterator[Database]:
    database = await Database.open(db_path)
    try:
        yield database
    finally:
        await database.close()
