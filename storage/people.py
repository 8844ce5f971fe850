"""Each person's settings (``/dobro settings``, migration 19): one row per setting a person
changed, by name, the value as a word.

A setting nobody changed has no row (its default applies), so a new setting is a new name, not
a new column or table. Storage checks only the shape; which settings exist and the values each
allows are the settings service's (``people``). A person's settings are theirs alone, across
servers, and go with ``/dobro forget-me``.
"""

from __future__ import annotations

from .games import check_id, is_name
from .sql import Sql, utcnow

MAX_WORD = 100


class PersonSettingsRepo:
    """Read and change one person's settings."""

    def __init__(self, db: Sql) -> None:
        self._db = db

    async def get(self, user_id: int) -> dict[str, str]:
        """Every setting the person changed: name -> value ({} for someone who never did)."""
        check_id(user_id, "user_id")
        rows = await self._db.fetchall(
            "SELECT name, value FROM person_settings WHERE user_id = ? ORDER BY name", (user_id,)
        )
        return {name: value for name, value in rows}

    async def set(self, user_id: int, name: str, value: str | None) -> dict[str, str]:
        """Set one setting (None: back to its default, the row goes) and return them all.
        ``ValueError`` for a name or value of the wrong shape; nothing changes."""
        check_id(user_id, "user_id")
        if not is_name(name):
            raise ValueError(f"a setting's name is a word like 'cards', not {name!r}")
        if value is not None and (not isinstance(value, str) or not 1 <= len(value) <= MAX_WORD):
            raise ValueError(f"a setting's value is a word of 1 to {MAX_WORD} characters")
        async with self._db.transaction() as conn:
            if value is None:
                await conn.execute(
                    "DELETE FROM person_settings WHERE user_id = ? AND name = ?", (user_id, name)
                )
            else:
                await conn.execute(
                    "INSERT INTO person_settings (user_id, name, value, updated_at)"
                    " VALUES (?, ?, ?, ?) ON CONFLICT (user_id, name) DO UPDATE"
                    " SET value = excluded.value, updated_at = excluded.updated_at",
                    (user_id, name, value, utcnow()),
                )
            rows = await conn.execute_fetchall(
                "SELECT name, value FROM person_settings WHERE user_id = ? ORDER BY name",
                (user_id,),
            )
        return {n: v for n, v in rows}

    async def forget(self, user_id: int) -> int:
        """Every setting of the person (``/dobro forget-me``): how many rows went."""
        check_id(user_id, "user_id")
        async with self._db.transaction() as conn:
            cursor = await conn.execute("DELETE FROM person_settings WHERE user_id = ?", (user_id,))
        return max(cursor.rowcount, 0)
