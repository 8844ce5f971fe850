"""The card emojis the bot uploaded (migration 19): each emoji's id, its name and the hash of
the drawing it shows.

Emoji names read as words (``dobro_joker``, ``sticks_7``) and stay the same when a face is
redrawn, so the drawing an emoji shows is known from here, by its id: the start-up sync
(``cogs.table.emojis``) keeps an emoji whose hash is the face's, and replaces one whose hash
is not (or that it has no row for). Every process of a sharded bot reads the same rows.
"""

from __future__ import annotations

from collections.abc import Iterable

from .games import check_id
from .sql import Sql, utcnow


class CardEmojiRepo:
    """The id -> drawing mapping of the bot's card emojis."""

    def __init__(self, db: Sql) -> None:
        self._db = db

    async def drawings(self) -> dict[int, str]:
        """Emoji id -> the hash of the drawing it shows."""
        rows = await self._db.fetchall("SELECT emoji_id, face_hash FROM card_emojis")
        return {int(emoji_id): face_hash for emoji_id, face_hash in rows}

    async def record(self, emoji_id: int, name: str, face_hash: str) -> None:
        """An emoji the bot uploaded (or renamed) now shows the drawing ``face_hash``."""
        check_id(emoji_id, "emoji_id")
        async with self._db.transaction() as conn:
            await conn.execute(
                "INSERT INTO card_emojis (emoji_id, name, face_hash, updated_at)"
                " VALUES (?, ?, ?, ?) ON CONFLICT (emoji_id) DO UPDATE SET name = excluded.name,"
                " face_hash = excluded.face_hash, updated_at = excluded.updated_at",
                (emoji_id, name, face_hash, utcnow()),
            )

    async def drop(self, emoji_ids: Iterable[int]) -> None:
        """Emojis the bot deleted (or found gone)."""
        ids = [check_id(i, "emoji_id") for i in emoji_ids]
        if not ids:
            return
        async with self._db.transaction() as conn:
            await conn.executemany(
                "DELETE FROM card_emojis WHERE emoji_id = ?", [(i,) for i in ids]
            )
