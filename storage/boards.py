"""What ``/dobro leaderboard`` and ``/dobro history`` read: one page at a time, by index.

Leaderboard orders, each walked along its own index (no sort step, whatever the guild's size):

    rating     the shown rating, highest first        ratings_by_ordinal (migration 6),
                                                      joined to the totals by primary key
    wins       most wins, then fewer games            guild_totals_by_wins (migration 2)
    win_rate   best wins / games, then more games     guild_totals_by_win_rate (migration 7)
    games      most games, then more wins             guild_totals_by_games (migration 2)

Ties end with the user id, so pages never overlap and ranks are unique. ``min_games`` keeps
people with fewer finished games off the board (the walk skips them). Only rated people (at
least one counted game with another person) are on the rating board; the others show 1,000.

History: the guild's started games, newest first (``games_guild_history``, migration 7), each
with its seats in finishing order and the link of its results message (``outbox_game_kind``).
A voided game shows its reason; a forgotten person's seat (``game_seats.forgotten``, migration
10) shows no user id, in every ended game.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from .models import LEGACY_GAME, GameStatus
from .sql import Sql

PAGE_SIZE = 10


class BoardSort(StrEnum):
    RATING = "rating"
    WINS = "wins"
    WIN_RATE = "winrate"
    GAMES = "games"

    @property
    def default_min_games(self) -> int:
        """3 where a few lucky games would top the board (rating, win rate), else 1."""
        return 3 if self in (BoardSort.RATING, BoardSort.WIN_RATE) else 1


# What each order walks: the ORDER BY must match its index term for term.
# INDEXED BY pins the walk: without it the planner may prefer a range on ``games >= :min``
# (another index) and sort what it found.
_JOIN_RATING = (
    " LEFT JOIN ratings r ON r.guild_id = t.guild_id AND r.league_id = 0 AND r.game = t.game"
    " AND r.user_id = t.user_id"
)
_TOTALS = "guild_player_totals t" + _JOIN_RATING


def _totals_by(index: str) -> str:
    return f"guild_player_totals t INDEXED BY {index}" + _JOIN_RATING


_RATED = (
    "ratings r INDEXED BY ratings_by_ordinal CROSS JOIN guild_player_totals t"
    " ON t.guild_id = r.guild_id AND t.game = r.game AND t.user_id = r.user_id"
)
_WHERE_TOTALS = "t.guild_id = :guild AND t.game = :game AND t.games >= :min"
_WHERE_RATED = "r.guild_id = :guild AND r.league_id = 0 AND r.game = :game AND t.games >= :min"
_RATE = "(t.wins * 1.0 / t.games)"
_ME_RATE = "(me.wins * 1.0 / me.games)"
_ORDINAL = "(r.mu - 3 * r.sigma)"
_ME_ORDINAL = "(me.mu - 3 * me.sigma)"

#: sort → (FROM, WHERE, ORDER BY, "ranked before the caller ``me``")
_BOARDS: dict[BoardSort, tuple[str, str, str, str]] = {
    BoardSort.RATING: (
        _RATED,
        _WHERE_RATED,
        f"{_ORDINAL} DESC, r.user_id",
        f"({_ORDINAL} > {_ME_ORDINAL} OR ({_ORDINAL} = {_ME_ORDINAL} AND r.user_id < me.user_id))",
    ),
    BoardSort.WINS: (
        _totals_by("guild_totals_by_wins"),
        _WHERE_TOTALS,
        "t.wins DESC, t.games, t.user_id",
        "(t.wins > me.wins OR (t.wins = me.wins AND (t.games < me.games"
        " OR (t.games = me.games AND t.user_id < me.user_id))))",
    ),
    BoardSort.WIN_RATE: (
        _totals_by("guild_totals_by_win_rate"),
        _WHERE_TOTALS,
        f"{_RATE} DESC, t.games DESC, t.user_id",
        f"({_RATE} > {_ME_RATE} OR ({_RATE} = {_ME_RATE} AND (t.games > me.games"
        " OR (t.games = me.games AND t.user_id < me.user_id))))",
    ),
    BoardSort.GAMES: (
        _totals_by("guild_totals_by_games"),
        _WHERE_TOTALS,
        "t.games DESC, t.wins DESC, t.user_id",
        "(t.games > me.games OR (t.games = me.games AND (t.wins > me.wins"
        " OR (t.wins = me.wins AND t.user_id < me.user_id))))",
    ),
}

_ROW = "t.user_id, t.games, t.wins, t.points, r.mu, r.sigma"


@dataclass(frozen=True, slots=True)
class BoardRow:
    """A person on a leaderboard: ``rank`` from 1 (None: the caller, not on this board)."""

    rank: int | None
    user_id: int
    games: int
    wins: int
    points: int
    mu: float | None = None
    sigma: float | None = None

    @property
    def win_rate(self) -> float:
        return self.wins / self.games

    @property
    def avg_points(self) -> float:
        return self.points / self.games

    @property
    def rated(self) -> bool:
        return self.mu is not None and self.sigma is not None


@dataclass(frozen=True, slots=True)
class BoardPage:
    """One page of a leaderboard; ``total``: how many people the board holds; ``anyone``:
    whether anybody finished a game in the guild; ``me``: the caller's row (``rank`` None when
    the board leaves them out), None before their first finished game in the guild."""

    sort: BoardSort
    min_games: int
    page: int
    pages: int
    total: int
    anyone: bool
    rows: tuple[BoardRow, ...]
    me: BoardRow | None

    @property
    def me_on_page(self) -> bool:
        return self.me is not None and any(r.user_id == self.me.user_id for r in self.rows)


@dataclass(frozen=True, slots=True)
class HistorySeat:
    """A seat of a past game: ``position`` None when the game has no results."""

    seat: int
    name: str
    user_id: int | None
    position: int | None
    winner: bool
    left: bool
    #: A person who used /dobro forget-me: ``user_id`` None, shown as "a former player".
    forgotten: bool = False


@dataclass(frozen=True, slots=True)
class HistoryGame:
    """A started game (finished, in play, cancelled, abandoned or broken) and where its results
    message is, if it was sent (``link``: channel id, message id)."""

    game_id: int
    channel_id: int
    status: GameStatus
    started_at: str
    ended_at: str | None
    end_reason: str | None
    #: The game played and its options (``games.catalogue``; the table's settings).
    game: str
    options: dict[str, Any]
    seats: tuple[HistorySeat, ...]
    link: tuple[int, int] | None
    #: Why a moderator voided this finished game (None: it counts).
    voided_reason: str | None = None
    #: The counting policy's verdict on a finished game (counted, solo, too_few).
    count_reason: str | None = None
    #: Why its results message could not be posted (Discord refused it for good), if so.
    undeliverable: str | None = None


@dataclass(frozen=True, slots=True)
class HistoryPage:
    page: int
    pages: int
    total: int
    games: tuple[HistoryGame, ...]


def _options_of(settings: str, game: str) -> dict[str, Any]:
    """A stored table's options (before games had options: Dobro's variant and draw)."""
    data = json.loads(settings) if settings else {}
    options = data.get("options")
    if options is None:
        options = {k: data[k] for k in ("variant", "draw") if k in data}
    return dict(options)


def _pages(total: int) -> int:
    return max(1, -(-total // PAGE_SIZE))


def _row(rank: int | None, r: Sequence[Any]) -> BoardRow:
    return BoardRow(rank, r[0], r[1], r[2], r[3], r[4], r[5])


_HISTORY_GAMES = (
    "SELECT id, channel_id, status, started_at, ended_at, end_reason, settings, voided_reason,"
    " count_reason, game FROM games"
    " WHERE guild_id = :guild AND started_at IS NOT NULL{game} ORDER BY id DESC"
    " LIMIT :limit OFFSET :offset"
)
_HISTORY_ALL = f"""
WITH page AS ({_HISTORY_GAMES})
SELECT p.id, p.channel_id, p.status, p.started_at, p.ended_at, p.end_reason,
       p.settings, p.game,
       s.seat, s.name, s.user_id,
       s.left_order IS NOT NULL, r.position, r.winner,
       o.channel_id, o.message_id, p.voided_reason, s.forgotten, p.count_reason,
       (SELECT max(x.undeliverable) FROM outbox x WHERE x.game_id = p.id AND x.kind = 'results')
FROM page p
JOIN game_seats s ON s.game_id = p.id
LEFT JOIN game_results r ON r.game_id = s.game_id AND r.seat = s.seat
LEFT JOIN outbox o ON o.id = (
    SELECT max(x.id) FROM outbox x
    WHERE x.game_id = p.id AND x.kind = 'results' AND x.message_id IS NOT NULL)
ORDER BY p.id DESC, r.position IS NULL, r.position, s.seat
"""
_HISTORY_COUNT_ALL = (
    "SELECT count(*) FROM games WHERE guild_id = :guild AND started_at IS NOT NULL{game}"
)
#: The history of every game, or of one (``:game``): its page and its count.
_HISTORY = {
    mine: (_HISTORY_ALL.replace("{game}", where), _HISTORY_COUNT_ALL.replace("{game}", where))
    for mine, where in ((False, ""), (True, " AND game = :game"))
}


class BoardRepo:
    """Leaderboard and history pages of one guild."""

    def __init__(self, db: Sql) -> None:
        self._db = db

    @staticmethod
    def page_sql(sort: BoardSort | str) -> str:
        """One page of the board (public so tests can check its query plan)."""
        source, where, order, _ = _BOARDS[BoardSort(sort)]
        return (
            f"SELECT {_ROW} FROM {source} WHERE {where} ORDER BY {order}"
            " LIMIT :limit OFFSET :offset"
        )

    @staticmethod
    def standing_sql(sort: BoardSort | str) -> str:
        """How many people the board holds, the caller's row and how many rank before them."""
        source, where, _, before = _BOARDS[BoardSort(sort)]
        return (
            f"WITH me AS (SELECT {_ROW.replace('t.user_id', 't.user_id AS user_id')}"
            f" FROM {_TOTALS} WHERE t.guild_id = :guild AND t.game = :game"
            " AND t.user_id = :user)"
            f" SELECT (SELECT count(*) FROM {source} WHERE {where}),"
            " EXISTS (SELECT 1 FROM guild_player_totals WHERE guild_id = :guild"
            " AND game = :game),"
            " me.user_id, me.games, me.wins, me.points, me.mu, me.sigma,"
            f" (SELECT count(*) FROM {source} WHERE {where} AND {before})"
            " FROM (SELECT 1 AS one) AS one LEFT JOIN me ON TRUE"
        )

    async def leaderboard(
        self,
        guild_id: int,
        sort: BoardSort | str = BoardSort.RATING,
        *,
        min_games: int | None = None,
        page: int = 1,
        user_id: int | None = None,
        game: str = LEGACY_GAME,
    ) -> BoardPage:
        """Page ``page`` (from 1; past the end: the last page) of the guild's board of
        ``game``, and the caller's own row. Reads one consistent snapshot."""
        sort = BoardSort(sort)
        min_games = sort.default_min_games if min_games is None else max(1, min_games)
        page = max(1, page)
        params = {
            "guild": guild_id,
            "game": game,
            "min": min_games,
            "user": user_id or 0,
            "limit": PAGE_SIZE,
            "offset": (page - 1) * PAGE_SIZE,
        }
        standing, rows = await self._db.fetch_snapshot(
            [(self.standing_sql(sort), params), (self.page_sql(sort), params)]
        )
        total = int(standing[0][0])
        pages = _pages(total)
        if page > pages:  # a stale Next, or a page typed too far: show the last one
            page = pages
            params["offset"] = (page - 1) * PAGE_SIZE
            rows = await self._db.fetchall(self.page_sql(sort), params)
        mine = standing[0][2:]
        me = None
        if mine[0] is not None:
            counted = mine[1] >= min_games and (sort is not BoardSort.RATING or mine[4] is not None)
            me = _row(int(mine[6]) + 1 if counted else None, mine[:6])
        first = (page - 1) * PAGE_SIZE
        return BoardPage(
            sort=sort,
            min_games=min_games,
            page=page,
            pages=pages,
            total=total,
            anyone=bool(standing[0][1]),
            rows=tuple(_row(first + i + 1, r) for i, r in enumerate(rows)),
            me=me,
        )

    async def history(
        self, guild_id: int, *, page: int = 1, game: str | None = None
    ) -> HistoryPage:
        """Page ``page`` (from 1; past the end: the last page) of the guild's started games
        (of every game, or of ``game``), newest first."""
        page = max(1, page)
        params = {
            "guild": guild_id,
            "game": game or "",
            "limit": PAGE_SIZE,
            "offset": (page - 1) * PAGE_SIZE,
        }
        history, count = _HISTORY[game is not None]
        counted, rows = await self._db.fetch_snapshot([(count, params), (history, params)])
        total = int(counted[0][0])
        pages = _pages(total)
        if page > pages:
            page = pages
            params["offset"] = (page - 1) * PAGE_SIZE
            rows = await self._db.fetchall(history, params)
        games: dict[int, HistoryGame] = {}
        seats: dict[int, list[HistorySeat]] = {}
        for r in rows:
            if r[0] not in games:
                games[r[0]] = HistoryGame(
                    game_id=r[0],
                    channel_id=r[1],
                    status=GameStatus(r[2]),
                    started_at=r[3],
                    ended_at=r[4],
                    end_reason=r[5],
                    game=str(r[7]),
                    options=_options_of(r[6], str(r[7])),
                    seats=(),
                    link=(r[14], r[15]) if r[15] is not None else None,
                    voided_reason=r[16],
                    count_reason=r[18],
                    undeliverable=r[19],
                )
            seats.setdefault(r[0], []).append(
                HistorySeat(r[8], r[9], r[10], r[12], bool(r[13]), bool(r[11]), bool(r[17]))
            )
        return HistoryPage(
            page=page,
            pages=pages,
            total=total,
            games=tuple(replace(g, seats=tuple(seats[g.game_id])) for g in games.values()),
        )
