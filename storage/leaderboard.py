"""Guild leaderboards over ``guild_player_totals`` (people only, never computer players).

Every order has an index matching its ``ORDER BY`` exactly, so a page costs a short index walk
whatever the guild's size, with no sort step.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import Any

from .models import LEGACY_GAME, LeaderboardEntry, PlayerTotals
from .sql import Sql

TOTALS_COLUMNS = "guild_id, user_id, games, wins, points, rounds, cards, updated_at"


class LeaderboardOrder(StrEnum):
    """How a leaderboard ranks players.

    ``points``: fewest points per game first (lower is better, as in a game), then more games.
    ``wins``: most wins first, then fewer games. ``games``: most games first, then more wins.
    Ties end with the user id so that pages never overlap.
    """

    POINTS = "points"
    WINS = "wins"
    GAMES = "games"


# Each ORDER BY must match its index in schema.py term for term.
_ORDER_BY = {
    LeaderboardOrder.POINTS: "(points * 1.0 / games), games DESC, user_id",
    LeaderboardOrder.WINS: "wins DESC, games, user_id",
    LeaderboardOrder.GAMES: "games DESC, wins DESC, user_id",
}

MAX_PAGE = 100


def _totals(row: Sequence[Any]) -> PlayerTotals:
    return PlayerTotals(*row)


class LeaderboardRepo:
    """Pages of a guild's leaderboard and one player's totals."""

    def __init__(self, db: Sql) -> None:
        self._db = db

    @staticmethod
    def page_sql(order_by: LeaderboardOrder | str) -> str:
        """The page query for ``order_by`` (public so tests can check its query plan)."""
        order = _ORDER_BY[LeaderboardOrder(order_by)]
        return (
            f"SELECT {TOTALS_COLUMNS} FROM guild_player_totals WHERE guild_id = ? AND game = ?"
            f" ORDER BY {order} LIMIT ? OFFSET ?"
        )

    async def page(
        self,
        guild_id: int,
        order_by: LeaderboardOrder | str = LeaderboardOrder.POINTS,
        *,
        limit: int = 10,
        offset: int = 0,
        game: str = LEGACY_GAME,
    ) -> list[LeaderboardEntry]:
        """Up to ``limit`` players from rank ``offset + 1`` on; empty past the last page."""
        if not 1 <= limit <= MAX_PAGE:
            raise ValueError(f"limit must be 1 to {MAX_PAGE}")
        if offset < 0:
            raise ValueError("offset must be ≥ 0")
        rows = await self._db.fetchall(self.page_sql(order_by), (guild_id, game, limit, offset))
        return [LeaderboardEntry(offset + i + 1, _totals(r)) for i, r in enumerate(rows)]

    async def count(self, guild_id: int, game: str = LEGACY_GAME) -> int:
        """How many people have a counted game of ``game`` in the guild (for "page 2 of 7")."""
        rows = await self._db.fetchall(
            "SELECT count(*) FROM guild_player_totals WHERE guild_id = ? AND game = ?",
            (guild_id, game),
        )
        return int(rows[0][0])

    async def player_totals(
        self, guild_id: int, user_id: int, game: str = LEGACY_GAME
    ) -> PlayerTotals | None:
        """One person's totals of ``game`` in the guild, or None before their first counted
        game of it."""
        rows = await self._db.fetchall(
            f"SELECT {TOTALS_COLUMNS} FROM guild_player_totals"
            " WHERE guild_id = ? AND game = ? AND user_id = ?",
            (guild_id, game, user_id),
        )
        return _totals(rows[0]) if rows else None
