"""The outbox: messages the bot owes players, so none is lost and none is sent twice.

A message that must appear (a game's results) is recorded as owed in the same transaction as
what makes it owed; the Discord layer sends it and marks it sent only once Discord accepted it.
After a crash or a restart, whatever is still owed is sent then.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .games import check_id
from .models import OutboxItem
from .sql import Sql, utcnow

OUTBOX_COLUMNS = (
    "id, game_id, channel_id, kind, created_at, sent_at, message_id, attempts, attempted_at,"
    " undeliverable"
)
#: Posts Discord refuses for good (403, 404) are tried this many times, then given up.
MAX_ATTEMPTS = 3


def _item(row: Sequence[Any]) -> OutboxItem:
    return OutboxItem(*row)


async def add_owed(conn: Any, game_id: int, kinds: Sequence[str], now: str) -> None:
    """Inside a caller's transaction: owe one message of each kind for the game's channel."""
    await conn.executemany(
        "INSERT INTO outbox (game_id, channel_id, kind, created_at)"
        " SELECT id, channel_id, ?, ? FROM games WHERE id = ?",
        [(kind, now, game_id) for kind in kinds],
    )


class OutboxRepo:
    """Read what is owed; mark it sent."""

    def __init__(self, db: Sql) -> None:
        self._db = db

    async def owed(self, game_id: int | None = None) -> list[OutboxItem]:
        """Messages not sent yet and not given up, oldest first (one game's, or every
        game's)."""
        where = "sent_at IS NULL AND undeliverable IS NULL" + (
            " AND game_id = ?" if game_id is not None else ""
        )
        rows = await self._db.fetchall(
            f"SELECT {OUTBOX_COLUMNS} FROM outbox WHERE {where} ORDER BY id",
            (game_id,) if game_id is not None else (),
        )
        return [_item(r) for r in rows]

    async def mark_sent(self, item_id: int, message_id: int) -> None:
        """Discord accepted the message: it is no longer owed."""
        check_id(message_id, "message_id")
        async with self._db.transaction() as conn:
            await conn.execute(
                "UPDATE outbox SET sent_at = ?, message_id = ? WHERE id = ? AND sent_at IS NULL",
                (utcnow(), message_id, item_id),
            )

    async def attempt(self, item_id: int) -> OutboxItem | None:
        """A post is about to be tried: count it and note when (before posting, so a crash
        between the post and ``mark_sent`` leaves a trace to look for the message by)."""
        async with self._db.transaction() as conn:
            await conn.execute(
                "UPDATE outbox SET attempts = attempts + 1, attempted_at = ?"
                " WHERE id = ? AND sent_at IS NULL",
                (utcnow(), item_id),
            )
        return await self.get(item_id)

    async def give_up(self, item_id: int, why: str) -> None:
        """Discord refused the message for good: keep it, marked undeliverable (shown in the
        history), and never try again."""
        async with self._db.transaction() as conn:
            await conn.execute(
                "UPDATE outbox SET undeliverable = ? WHERE id = ? AND sent_at IS NULL",
                (why[:200] or "refused", item_id),
            )

    async def get(self, item_id: int) -> OutboxItem | None:
        rows = await self._db.fetchall(
            f"SELECT {OUTBOX_COLUMNS} FROM outbox WHERE id = ?", (item_id,)
        )
        return _item(rows[0]) if rows else None
