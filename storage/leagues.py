"""Leagues (migration 11): a guild's seasons with their own table settings and standings.

A league's games count for it and for the guild (``ResultRepo.record_results`` updates both in
one transaction). Closing a league (by a moderator, or by the job when its end date passed)
freezes it: its games no longer count for it, recomputes leave its ratings alone, and its final
standings are owed to a channel (``post_channel_id``) until Discord accepted them
(``posted_message_id``): a restart posts what is owed, and nothing twice.

League standings rank by league rating (``ratings`` with the league's id), one walk of
``ratings_by_ordinal`` like the guild's rating board, with the league's totals beside.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .boards import PAGE_SIZE, BoardPage, BoardRow, BoardSort
from .errors import StorageError, is_unique_violation
from .games import check_id
from .models import LEGACY_GAME
from .sql import Sql, dumps, utcnow

#: Longest league name (Discord's option values and a readable title).
MAX_NAME = 50


class LeagueNameTaken(StorageError):
    """A guild's league names are unique, whatever their case."""

    def __init__(self, name: str) -> None:
        self.name = name
        super().__init__(f"This server already has a league called {name!r}.")


@dataclass(frozen=True, slots=True)
class League:
    """A league as stored. ``settings``: the tables' variant, draw and timer (seconds, 0: off).
    ``ends_at``/``closed_at``: stored times (UTC ISO); ``closed_by`` None when it closed at its
    end date."""

    id: int
    guild_id: int
    name: str
    settings: dict[str, Any]
    channel_id: int | None
    created_in: int
    lang: str
    created_by: int
    created_at: str
    ends_at: str | None
    closed_at: str | None
    closed_by: int | None
    games: int
    post_channel_id: int | None
    posted_message_id: int | None
    #: Posts of the final standings tried, the last try, and why Discord refused them for good
    #: (then no longer owed; shown in /dobro league list).
    post_attempts: int = 0
    post_tried_at: str | None = None
    undeliverable: str | None = None
    #: The one game the league plays (a ``games.catalogue`` name; migration 13).
    game: str = LEGACY_GAME

    @property
    def open(self) -> bool:
        return self.closed_at is None


_COLUMNS = (
    "id, guild_id, name, settings, channel_id, created_in, lang, created_by, created_at,"
    " ends_at, closed_at, closed_by, games, post_channel_id, posted_message_id, post_attempts,"
    " post_tried_at, undeliverable, game"
)


def _league(row: Any) -> League:
    values = list(row)
    values[3] = json.loads(values[3])
    return League(*values)


# The league's board: its rated people by league rating, their league totals beside.
_BOARD_FROM = (
    "ratings r INDEXED BY ratings_by_ordinal CROSS JOIN league_player_totals t"
    " ON t.league_id = r.league_id AND t.user_id = r.user_id"
)
# A league's ratings are its game's (the subquery is a constant: the index is still walked).
_BOARD_WHERE = (
    "r.guild_id = :guild AND r.league_id = :league"
    " AND r.game = (SELECT l.game FROM leagues l WHERE l.id = :league)"
)
_ORDINAL = "(r.mu - 3 * r.sigma)"
_BOARD_PAGE = (
    f"SELECT t.user_id, t.games, t.wins, t.points, r.mu, r.sigma FROM {_BOARD_FROM}"
    f" WHERE {_BOARD_WHERE} ORDER BY {_ORDINAL} DESC, r.user_id LIMIT :limit OFFSET :offset"
)
_BOARD_STANDING = f"""
WITH me AS (
    SELECT t.user_id AS user_id, t.games, t.wins, t.points, r.mu, r.sigma
    FROM league_player_totals t
    LEFT JOIN ratings r ON r.guild_id = :guild AND r.league_id = t.league_id
        AND r.game = (SELECT l.game FROM leagues l WHERE l.id = :league) AND r.user_id = t.user_id
    WHERE t.league_id = :league AND t.user_id = :user)
SELECT (SELECT count(*) FROM {_BOARD_FROM} WHERE {_BOARD_WHERE}),
       EXISTS (SELECT 1 FROM league_player_totals WHERE league_id = :league),
       me.user_id, me.games, me.wins, me.points, me.mu, me.sigma,
       (SELECT count(*) FROM {_BOARD_FROM} WHERE {_BOARD_WHERE}
            AND ({_ORDINAL} > (me.mu - 3 * me.sigma)
                 OR ({_ORDINAL} = (me.mu - 3 * me.sigma) AND r.user_id < me.user_id)))
FROM (SELECT 1 AS one) AS one LEFT JOIN me ON TRUE
"""


class LeagueRepo:
    """Create, find, close and rank leagues."""

    def __init__(self, db: Sql) -> None:
        self._db = db

    async def create(
        self,
        guild_id: int,
        name: str,
        *,
        settings: dict[str, Any],
        created_by: int,
        created_in: int,
        channel_id: int | None = None,
        ends_at: str | None = None,
        lang: str = "en",
        game: str = LEGACY_GAME,
    ) -> League:
        """A new open league of one game; ``LeagueNameTaken`` if the guild has one of that
        name."""
        check_id(guild_id, "guild_id")
        check_id(created_by, "created_by")
        check_id(created_in, "created_in")
        if channel_id is not None:
            check_id(channel_id, "channel_id")
        name = " ".join(name.split())
        if not 1 <= len(name) <= MAX_NAME:
            raise ValueError(f"a league name has 1 to {MAX_NAME} characters")
        try:
            async with self._db.transaction() as conn:
                inserted = await conn.execute_fetchall(
                    "INSERT INTO leagues (guild_id, name, settings, channel_id, created_in, lang,"
                    " created_by, created_at, ends_at, game)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                    (guild_id, name, dumps(settings), channel_id, created_in, lang, created_by,
                     utcnow(), ends_at, game),
                )  # fmt: skip
                league_id = int(inserted[0][0])
        except StorageError as exc:
            if is_unique_violation(exc, "leagues", "name"):
                raise LeagueNameTaken(name) from None
            raise
        found = await self.get(league_id)
        assert found is not None
        return found

    async def get(self, league_id: int) -> League | None:
        rows = await self._db.fetchall(f"SELECT {_COLUMNS} FROM leagues WHERE id = ?", (league_id,))
        return _league(rows[0]) if rows else None

    async def by_name(self, guild_id: int, name: str) -> League | None:
        """The guild's league of that name, whatever its case."""
        rows = await self._db.fetchall(
            f"SELECT {_COLUMNS} FROM leagues WHERE guild_id = ? AND name = ?",
            (guild_id, " ".join(name.split())),
        )
        return _league(rows[0]) if rows else None

    async def listed(
        self, guild_id: int, *, open_only: bool = False, search: str = "", limit: int = 25
    ) -> list[League]:
        """Open leagues (newest first), then closed ones (most recently closed first);
        ``search``: names containing it, whatever the case (autocomplete)."""
        pattern = "%" + search.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
        rows = await self._db.fetchall(
            f"SELECT {_COLUMNS} FROM leagues WHERE guild_id = ? AND name LIKE ? ESCAPE '\\'"
            + (" AND closed_at IS NULL" if open_only else "")
            + " ORDER BY closed_at IS NOT NULL, closed_at DESC, id DESC LIMIT ?",
            (guild_id, pattern, limit),
        )
        return [_league(r) for r in rows]

    async def close(
        self, league_id: int, *, post_channel_id: int, closed_by: int | None = None, now: str
    ) -> League | None:
        """Close an open league (its standings frozen, its final post owed to
        ``post_channel_id``); None if it was already closed (a second click, or the job and a
        moderator at once): only one close posts."""
        check_id(post_channel_id, "post_channel_id")
        found = await self.get(league_id)
        async with self._db.transaction(guild=found.guild_id if found else None) as conn:
            cursor = await conn.execute(
                "UPDATE leagues SET closed_at = ?, closed_by = ?, post_channel_id = ?"
                " WHERE id = ? AND closed_at IS NULL",
                (now, closed_by, post_channel_id, league_id),
            )
            if cursor.rowcount == 0:
                return None
        return await self.get(league_id)

    async def due(self, now: str) -> list[League]:
        """Open leagues whose end date has passed (the closing job's work)."""
        rows = await self._db.fetchall(
            f"SELECT {_COLUMNS} FROM leagues WHERE closed_at IS NULL AND ends_at <= ?"
            " ORDER BY ends_at, id",
            (now,),
        )
        return [_league(r) for r in rows]

    async def next_end(self) -> str | None:
        """When the next open league ends (the closing job sleeps until then)."""
        rows = await self._db.fetchall(
            "SELECT min(ends_at) FROM leagues WHERE closed_at IS NULL AND ends_at IS NOT NULL"
        )
        return rows[0][0] if rows else None

    async def owed(self) -> list[League]:
        """Closed leagues whose final standings Discord has not accepted yet."""
        rows = await self._db.fetchall(
            f"SELECT {_COLUMNS} FROM leagues WHERE closed_at IS NOT NULL"
            " AND posted_message_id IS NULL AND undeliverable IS NULL ORDER BY id"
        )
        return [_league(r) for r in rows]

    async def attempt_post(self, league_id: int) -> League | None:
        """A post of the final standings is about to be tried: counted and timed first."""
        async with self._db.transaction() as conn:
            await conn.execute(
                "UPDATE leagues SET post_attempts = post_attempts + 1, post_tried_at = ?"
                " WHERE id = ? AND posted_message_id IS NULL",
                (utcnow(), league_id),
            )
        return await self.get(league_id)

    async def give_up_post(self, league_id: int, why: str) -> None:
        """Discord refused the final standings for good: kept as undeliverable, not retried."""
        async with self._db.transaction() as conn:
            await conn.execute(
                "UPDATE leagues SET undeliverable = ? WHERE id = ? AND posted_message_id IS NULL",
                (why[:200] or "refused", league_id),
            )

    async def mark_posted(self, league_id: int, message_id: int) -> None:
        check_id(message_id, "message_id")
        async with self._db.transaction() as conn:
            await conn.execute(
                "UPDATE leagues SET posted_message_id = ? WHERE id = ? AND closed_at IS NOT NULL",
                (message_id, league_id),
            )

    async def standings(
        self, league: League, *, page: int = 1, user_id: int | None = None, size: int = PAGE_SIZE
    ) -> BoardPage:
        """Page ``page`` (past the end: the last) of the league's board by league rating, and
        the caller's own row. One snapshot."""
        page = max(1, page)
        params = {
            "guild": league.guild_id,
            "league": league.id,
            "user": user_id or 0,
            "limit": size,
            "offset": (page - 1) * size,
        }
        standing, rows = await self._db.fetch_snapshot(
            [(_BOARD_STANDING, params), (_BOARD_PAGE, params)]
        )
        total = int(standing[0][0])
        pages = max(1, -(-total // size))
        if page > pages:
            page = pages
            params["offset"] = (page - 1) * size
            rows = await self._db.fetchall(_BOARD_PAGE, params)
        mine = standing[0][2:]
        me = None
        if mine[0] is not None:
            rated = mine[4] is not None
            me = BoardRow(int(mine[6]) + 1 if rated else None, *mine[:6])
        first = (page - 1) * size
        return BoardPage(
            sort=BoardSort.RATING,
            min_games=1,
            page=page,
            pages=pages,
            total=total,
            anyone=bool(standing[0][1]),
            rows=tuple(BoardRow(first + i + 1, *r) for i, r in enumerate(rows)),
            me=me,
        )
