"""Who wants to be told what, and what was told (migration 20, issue 34).

- *Ping me for the next game*: a person's subscriptions, one row per (place, game, person), and
  when each person was last pinged, so that a ping goes at most once per person per window,
  however many tables open, in one transaction that claims it (two processes never both ping).
- *Your turn* by DM: the last turn of each person at each game they were told of (the table's
  version when that turn began), claimed in one statement, so a turn is told once, across
  restarts and processes.

Storage knows no game: a game is a name, checked for its shape only.
"""

from __future__ import annotations

from typing import Any

from .games import GAME_COLUMNS, SEAT_COLUMNS, check_id, games_with_seats, is_name
from .models import Game, GameStatus
from .sql import Sql, iso_time, utcnow


def _game(game: str) -> str:
    if not is_name(game):
        raise ValueError(f"a game is a name like 'sticks', not {game!r}")
    return game


class NoticeRepo:
    """Subscriptions to the next game, their pings, and turn notices."""

    def __init__(self, db: Sql) -> None:
        self._db = db

    # ------------------------------------------------------------------ next-game pings

    async def subscribe(self, guild_id: int, user_id: int, game: str, on: bool) -> bool:
        """Subscribe ``user_id`` to ``game``'s next tables in ``guild_id`` (``on``) or not;
        whether anything changed."""
        check_id(guild_id, "guild_id")
        check_id(user_id, "user_id")
        _game(game)
        async with self._db.transaction() as conn:
            if on:
                cursor = await conn.execute(
                    "INSERT INTO game_subscriptions (guild_id, game, user_id, created_at)"
                    " VALUES (?, ?, ?, ?) ON CONFLICT (guild_id, game, user_id) DO NOTHING",
                    (guild_id, game, user_id, utcnow()),
                )
            else:
                cursor = await conn.execute(
                    "DELETE FROM game_subscriptions"
                    " WHERE guild_id = ? AND game = ? AND user_id = ?",
                    (guild_id, game, user_id),
                )
        return cursor.rowcount > 0

    async def subscriptions(self, user_id: int, guild_id: int | None = None) -> list[str]:
        """The games ``user_id`` is subscribed to (in ``guild_id``, or anywhere), sorted."""
        check_id(user_id, "user_id")
        if guild_id is None:
            rows = await self._db.fetchall(
                "SELECT DISTINCT game FROM game_subscriptions WHERE user_id = ? ORDER BY game",
                (user_id,),
            )
        else:
            rows = await self._db.fetchall(
                "SELECT game FROM game_subscriptions WHERE guild_id = ? AND user_id = ?"
                " ORDER BY game",
                (check_id(guild_id, "guild_id"), user_id),
            )
        return [game for (game,) in rows]

    async def claim_pings(
        self, guild_id: int, game: str, *, skip: int, window: float, now: float, limit: int = 50
    ) -> list[int]:
        """The subscribers of ``game`` in ``guild_id`` to ping now for a table that opened:
        everyone subscribed but ``skip`` (the host) who was not pinged in the last ``window``
        seconds, at most ``limit`` (those pinged least recently first); they are marked pinged
        ``now`` in the same transaction. Sorted ids."""
        check_id(guild_id, "guild_id")
        _game(game)
        since = iso_time(now - window)
        stamp = iso_time(now)
        async with self._db.transaction() as conn:
            rows = await conn.execute_fetchall(
                "SELECT s.user_id FROM game_subscriptions s"
                " LEFT JOIN subscription_pings p ON p.user_id = s.user_id"
                " WHERE s.guild_id = ? AND s.game = ? AND s.user_id <> ?"
                " AND (p.pinged_at IS NULL OR p.pinged_at <= ?)"
                " ORDER BY COALESCE(p.pinged_at, ''), s.user_id LIMIT ?",
                (guild_id, game, skip, since, limit),
            )
            found = sorted(int(user_id) for (user_id,) in rows)
            for user_id in found:
                await conn.execute(
                    "INSERT INTO subscription_pings (user_id, pinged_at) VALUES (?, ?)"
                    " ON CONFLICT (user_id) DO UPDATE SET pinged_at = excluded.pinged_at",
                    (user_id, stamp),
                )
        return found

    # ------------------------------------------------------------------ turn notices

    async def claim_turn(self, game_id: int, user_id: int, since: int) -> bool:
        """Whether ``user_id``'s turn at ``game_id`` that began at version ``since`` is yet to
        be told (and now it is: True once per turn, whoever asks first)."""
        check_id(game_id, "game_id")
        check_id(user_id, "user_id")
        if isinstance(since, bool) or not isinstance(since, int) or since < 0:
            raise ValueError(f"since is a table's version, not {since!r}")
        async with self._db.transaction() as conn:
            cursor = await conn.execute(
                "INSERT INTO turn_notices (game_id, user_id, since, sent_at) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (game_id, user_id) DO UPDATE"
                " SET since = excluded.since, sent_at = excluded.sent_at"
                " WHERE turn_notices.since < excluded.since",
                (game_id, user_id, since, utcnow()),
            )
        return cursor.rowcount > 0

    # ------------------------------------------------------------------ my tables

    async def open_games(self, user_id: int, guild_id: int | None = None) -> list[Game]:
        """The open tables (lobbies and games in play) where ``user_id`` holds a seat (one
        they did not leave), in ``guild_id`` or anywhere, newest first, with their seats: what
        ``/dobro-me games`` lists, from every process's tables."""
        check_id(user_id, "user_id")
        where = (
            "g.status IN (?, ?) AND EXISTS (SELECT 1 FROM game_seats m WHERE m.game_id = g.id"
            " AND m.user_id = ? AND m.left_order IS NULL)"
        )
        params: list[Any] = [GameStatus.LOBBY.value, GameStatus.ACTIVE.value, user_id]
        if guild_id is not None:
            where += " AND g.guild_id = ?"
            params.append(check_id(guild_id, "guild_id"))
        columns = ", ".join(f"g.{c.strip()}" for c in GAME_COLUMNS.split(","))
        seats = ", ".join(f"s.{c.strip()}" for c in SEAT_COLUMNS.split(","))
        games, seat_rows = await self._db.fetch_snapshot(
            [
                (f"SELECT {columns} FROM games g WHERE {where} ORDER BY g.id DESC", params),
                (
                    f"SELECT {seats} FROM game_seats s JOIN games g ON g.id = s.game_id"
                    f" WHERE {where} ORDER BY s.game_id, s.seat",
                    params,
                ),
            ]
        )
        return games_with_seats(games, seat_rows)

    # ------------------------------------------------------------------ forget-me

    async def forget(self, user_id: int, guild_id: int | None = None) -> int:
        """A person's subscriptions (in ``guild_id``, or everywhere) and their last ping
        (``/dobro forget-me``); how many rows went."""
        check_id(user_id, "user_id")
        async with self._db.transaction() as conn:
            if guild_id is None:
                cursor = await conn.execute(
                    "DELETE FROM game_subscriptions WHERE user_id = ?", (user_id,)
                )
            else:
                cursor = await conn.execute(
                    "DELETE FROM game_subscriptions WHERE guild_id = ? AND user_id = ?",
                    (check_id(guild_id, "guild_id"), user_id),
                )
            gone = max(cursor.rowcount, 0)
            cursor = await conn.execute(
                "DELETE FROM subscription_pings WHERE user_id = ?"
                " AND NOT EXISTS (SELECT 1 FROM game_subscriptions WHERE user_id = ?)",
                (user_id, user_id),
            )
        return gone + max(cursor.rowcount, 0)
