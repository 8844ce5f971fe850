"""Migration 19 (#32): settings in generic stores. A database of the previous version keeps
every server's Dobro defaults, now among every game's options, on SQLite and PostgreSQL; and
the two new stores (each person's settings, the card emojis' drawings) round trip on both."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from storage import Backend, GuildConfig, schema
from tests.pg import PgServer
from tests.storage.storage_helpers import database_at, open_latest, raw, raw_many

AT = "2025-01-01T00:00:00.000Z"
#: The version before migration 19 (``schema.SETTINGS_VERSION``).
BEFORE = schema.SETTINGS_VERSION - 1

#: Servers of every kind: both Dobro defaults, one, none but other settings.
CONFIGS = [
    (5, "fr", 90, "long", "manual"),
    (6, None, None, None, "manual"),
    (7, None, None, "standard", None),
    (8, "en", 0, None, None),
]


async def previous_version(backend: str, path: Path, server: PgServer | None) -> Any:
    """A database at the version before migration 19, holding ``CONFIGS``."""
    target = await database_at(BEFORE, backend, path, server)
    raw_many(
        target,
        "INSERT INTO guild_config (guild_id, language, timer, variant, drawing, updated_at)"
        " VALUES (?, ?, ?, ?, ?, ?)",
        [(*row, AT) for row in CONFIGS],
    )
    return target


async def test_a_previous_database_keeps_dobros_server_defaults(
    backend: str, db_path: Path, request: Any
) -> None:
    server = request.getfixturevalue("postgres_server") if backend == "postgres" else None
    target = await previous_version(backend, db_path, server)
    kept = "SELECT guild_id, language, timer FROM guild_config ORDER BY guild_id"
    before = raw(target, kept)
    db = await open_latest(target)
    try:
        assert await db.schema_version() == schema.LATEST_VERSION
        assert raw(db, kept) == before
        moved = raw(db, "SELECT guild_id, game, name, value FROM guild_options ORDER BY 1, 3")
        assert moved == [
            (5, "dobro", "draw", "manual"),
            (5, "dobro", "variant", "long"),
            (6, "dobro", "draw", "manual"),
            (7, "dobro", "variant", "standard"),
        ]
        assert await db.guilds.get(5) == GuildConfig(
            5, language="fr", timer=90, options={"dobro": {"variant": "long", "draw": "manual"}}
        )
        assert await db.guilds.get(6) == GuildConfig(6, options={"dobro": {"draw": "manual"}})
        assert await db.guilds.get(8) == GuildConfig(8, language="en", timer=0)
        # Dobro's two columns are gone: nothing can read or write them any more.
        for column in ("variant", "drawing"):
            with pytest.raises(Exception, match=column):
                raw(db, f"SELECT {column} FROM guild_config")
        # And the new stores are there, empty.
        assert await db.people.get(101) == {}
        assert await db.card_emojis.drawings() == {}
    finally:
        await db.close()


async def test_a_persons_settings_round_trip(db: Backend) -> None:
    """One row per setting changed; back to the default drops it; another person's
    untouched; forget-me takes them all; a bad shape changes nothing."""
    assert await db.people.get(1) == {}
    assert await db.people.set(1, "cards", "text") == {"cards": "text"}
    assert await db.people.set(1, "pause", "on") == {"cards": "text", "pause": "on"}
    assert await db.people.set(2, "cards", "pictures") == {"cards": "pictures"}
    assert await db.people.set(1, "cards", "pictures") == {"cards": "pictures", "pause": "on"}
    assert await db.people.set(1, "pause", None) == {"cards": "pictures"}
    for bad in (("Cards", "text"), ("", "text"), ("cards", ""), ("cards", "x" * 101)):
        with pytest.raises(ValueError):
            await db.people.set(1, *bad)
    with pytest.raises(ValueError):
        await db.people.get(0)
    assert await db.people.get(1) == {"cards": "pictures"}
    assert await db.people.forget(1) == 1
    assert await db.people.get(1) == {}
    assert await db.people.get(2) == {"cards": "pictures"}


async def test_the_card_emojis_drawings_round_trip(db: Backend) -> None:
    await db.card_emojis.record(11, "dobro_5", "aaaa")
    await db.card_emojis.record(12, "sticks_7", "bbbb")
    await db.card_emojis.record(11, "dobro_5", "cccc")  # redrawn: the same id, a new hash
    assert await db.card_emojis.drawings() == {11: "cccc", 12: "bbbb"}
    await db.card_emojis.drop([12, 99])
    await db.card_emojis.drop([])
    assert await db.card_emojis.drawings() == {11: "cccc"}
