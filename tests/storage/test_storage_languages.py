"""Migration 17 (#32): a guild's language is any language of the catalogue. The schema's list of
languages (migration 11's ``CHECK (language IN ('en', 'fr'))``) is gone on SQLite and on
PostgreSQL, every stored configuration stays as it was, and a language added as a folder of
``locales/`` can be stored without a migration."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import locales
from storage import Backend, Database, GuildConfig, PostgresDatabase, schema
from tests.pg import PgServer
from tests.storage.storage_helpers import database_at, raw, raw_many

AT = "2025-01-01T00:00:00.000Z"
BEFORE = 16  # the version before migration 17

# Three servers' settings as a version 16 database holds them (only columns of migration 11).
ROWS = [
    (1, "fr", 77, 60, "[10, 20]", AT),
    (2, None, None, 0, None, AT),
    (3, "en", None, None, None, AT),
]
COLUMNS = "guild_id, language, moderator_role_id, timer, channels, updated_at"


async def version_16(backend: str, path: Path, server: PgServer | None) -> Any:
    """A database at schema version 16 holding ``ROWS``: a path, or a PostgreSQL target."""
    target = await database_at(BEFORE, backend, path, server)
    raw_many(target, f"INSERT INTO guild_config ({COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)", ROWS)
    return target


def _language_checks(target: Any, backend: str) -> list[str]:
    """The schema's constraints that still name languages."""
    if backend == "sqlite":
        (sql,) = raw(target, "SELECT sql FROM sqlite_schema WHERE name = 'guild_config'")[0]
        return [sql] if "'fr'" in sql or "'en'" in sql else []
    rows = raw(
        target,
        "SELECT pg_get_constraintdef(c.oid) FROM pg_constraint c"
        " JOIN pg_class t ON t.oid = c.conrelid WHERE t.relname = 'guild_config'",
    )
    return [r[0] for r in rows if "language" in r[0]]


async def test_a_version_16_database_keeps_its_settings_and_takes_any_language(
    backend: str, db_path: Path, request: pytest.FixtureRequest
) -> None:
    server = request.getfixturevalue("postgres_server") if backend == "postgres" else None
    target = await version_16(backend, db_path, server)
    assert _language_checks(target, backend)  # the list migration 11 wrote
    db: Backend = (
        await Database.open(db_path)
        if backend == "sqlite"
        else await PostgresDatabase.open(target.url, pool_size=2)
    )
    try:
        assert await db.schema_version() == schema.LATEST_VERSION >= 17
        assert await db.guilds.get(1) == GuildConfig(
            1, language="fr", moderator_role_id=77, timer=60, channels=(10, 20)
        )
        assert await db.guilds.get(2) == GuildConfig(2, timer=0)
        assert await db.guilds.get(3) == GuildConfig(3, language="en")
        assert not _language_checks(db_path if backend == "sqlite" else db, backend)
        # Every folder of locales/ can be stored, and a language added later too.
        for lang in (*locales.LANGUAGES, "eo", "zh-Hant"):
            assert (await db.guilds.update(2, language=lang)).language == lang
        assert (await db.guilds.get(1)).channels == (10, 20)  # nothing else moved
    finally:
        await db.close()


@pytest.mark.parametrize("bad", ["", "French", "fr_FR", "en; DROP TABLE x", 7, "-fr"])
async def test_a_language_must_look_like_a_language_tag(db: Backend, bad: Any) -> None:
    """Which languages exist is the catalogue's business; storage refuses what is no tag."""
    with pytest.raises(ValueError, match="language"):
        await db.guilds.update(1, language=bad)
    assert await db.guilds.get(1) == GuildConfig(1)
