"""Storage tests run on both backends: real SQLite files in a temporary folder, and a fresh
PostgreSQL database per test (``tests/pg.py``: ``$DOBRO_TEST_POSTGRES_URL`` or a throwaway
cluster; without either, the PostgreSQL runs are skipped and a block at the end says why).

The ``db`` fixture is parametrised over ``sqlite`` and ``postgres``. SQLite only (marked
``sqlite_only``, by module or by test) are the tests inherently about SQLite files: the crash
and kill tests, backups, file-permission start-up errors, migrations from old SQLite versions,
and the query-plan checks (SQLite's ``EXPLAIN QUERY PLAN``).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from storage import Backend, Database, PostgresDatabase
from tests.pg import PgServer, pg_url, postgres_server, print_summary

__all__ = ["pg_url", "postgres_server"]

BACKENDS = ("sqlite", "postgres")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "sqlite_only: a storage test about SQLite itself (files, plans, pragmas)"
    )


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "backend" in metafunc.fixturenames:
        only = metafunc.definition.get_closest_marker("sqlite_only")
        metafunc.parametrize("backend", ("sqlite",) if only else BACKENDS)


def pytest_terminal_summary(terminalreporter: Any) -> None:
    print_summary(terminalreporter)


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "dobro.sqlite3"


@pytest.fixture
async def db(backend: str, db_path: Path, request: pytest.FixtureRequest) -> AsyncIterator[Backend]:
    if backend == "sqlite":
        database: Backend = await Database.open(db_path)
    else:
        server: PgServer = request.getfixturevalue("postgres_server")
        database = await PostgresDatabase.open(await server.fresh_database(), pool_size=3)
    try:
        yield database
    finally:
        await database.close()
