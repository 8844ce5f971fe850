"""A player's statistics in a guild: ``/dobro stats``. Every statement here reads, none writes.

One snapshot (``Database.fetch_snapshot``) answers everything, so the numbers agree with each
other even while a game ends: the totals over the player's finished games (wins, shared wins,
points, places, rounds, cards), their best game, their last games with the id of each game's
results message (the outbox row of kind "results"), their current rating and rank, and their
rating before and after each of their last counted games.

Indexes: a player's results are found through ``game_results_user`` (user, game) and each
game's results message through ``outbox_game`` (game, kind), both from migration 8; the rating
history through ``rating_changes_user`` (user, game) and the rank through ``ratings_by_ordinal``.
Only counted results count here (``ratings.COUNTED_ROW``: the counting policy's verdict,
migration 12; voided games, migration 9, never).
The joins to ``games`` go by its primary key. The only sorts are over one player's own games
(their last games and their rating history follow the order games ended, ``ended_at`` then id,
which no index of a player's rows can give).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from .models import LEGACY_GAME
from .ratings import COUNTED_ROW
from .sql import Sql

#: (mu, sigma)
Values = tuple[float, float]

#: How many of a player's last games ``/dobro stats`` lists, and how many counted games its
#: rating history (the chart) covers.
LAST_GAMES = 5
HISTORY_GAMES = 50

# CROSS JOIN keeps the player's rows as the outer loop (SQLite never reorders a CROSS JOIN):
# they come from game_results_user (or rating_changes_user), then each game by its primary key
# (NOT INDEXED leaves SQLite only the rowid: with ANALYZE statistics it may otherwise search
# games_finished by guild alone, every finished game of the guild for each of the player's).
_PLAYER_ROWS = (
    " FROM game_results r CROSS JOIN games g NOT INDEXED ON g.id = r.game_id"
    " WHERE r.user_id = ?1 AND g.guild_id = ?2 AND g.game = ?4 AND " + COUNTED_ROW
)

TOTALS_SQL = (
    "SELECT count(*), coalesce(sum(r.winner), 0), coalesce(sum(r.winner * r.shared), 0),"
    " coalesce(sum(r.total), 0), coalesce(sum(r.position), 0), coalesce(sum(r.cards_total), 0),"
    " coalesce(sum(json_array_length(r.round_points)), 0)" + _PLAYER_ROWS
)

_GAME_COLUMNS = (
    "SELECT r.game_id, g.ended_at, r.position,"
    " (SELECT count(*) FROM game_results s WHERE s.game_id = r.game_id),"
    " r.total, r.cards_total, json_array_length(r.round_points), r.winner, r.shared,"
    " o.channel_id, o.message_id"
    " FROM game_results r CROSS JOIN games g NOT INDEXED ON g.id = r.game_id"
    " LEFT JOIN outbox o ON o.id = (SELECT max(x.id) FROM outbox x WHERE x.game_id = r.game_id"
    " AND x.kind = 'results' AND x.message_id IS NOT NULL)"
    " WHERE r.user_id = ?1 AND g.guild_id = ?2 AND g.game = ?4 AND " + COUNTED_ROW
)

#: The best total (the lowest, or the highest for a game whose score_order is "high"); among
#: equal totals, the most recent game.
BEST_SQL = {
    "low": _GAME_COLUMNS + " ORDER BY r.total, g.ended_at DESC, g.id DESC LIMIT 1",
    "high": _GAME_COLUMNS + " ORDER BY r.total DESC, g.ended_at DESC, g.id DESC LIMIT 1",
}
#: Most recent first.
LAST_SQL = _GAME_COLUMNS + " ORDER BY g.ended_at DESC, g.id DESC LIMIT ?3"

#: The player's forfeits (left, or stopped playing: counted as losses where the game counted)
#: and no-shows (never counted), in every finished game that was not voided (issue 29).
ABSENCES_SQL = (
    "SELECT coalesce(sum(CASE WHEN r.play IN ('left', 'stopped') THEN 1 ELSE 0 END), 0),"
    " coalesce(sum(CASE WHEN r.play = 'no_show' THEN 1 ELSE 0 END), 0)"
    " FROM game_results r CROSS JOIN games g NOT INDEXED ON g.id = r.game_id"
    " WHERE r.user_id = ?1 AND g.guild_id = ?2 AND g.game = ?4 AND g.status = 'finished'"
    " AND g.voided_reason IS NULL"
)

RATING_SQL = (
    "SELECT r.mu, r.sigma, r.games, 1 + (SELECT count(*) FROM ratings o"
    " WHERE o.guild_id = r.guild_id AND o.league_id = r.league_id"
    " AND o.game = r.game AND (o.mu - 3 * o.sigma) > (r.mu - 3 * r.sigma))"
    " FROM ratings r WHERE r.guild_id = ?2 AND r.league_id = 0 AND r.game = ?4"
    " AND r.user_id = ?1"
)

#: The player's last counted games in this guild, most recent first.
HISTORY_SQL = (
    "SELECT c.game_id, g.ended_at, c.mu_before, c.sigma_before, c.mu_after, c.sigma_after"
    " FROM rating_changes c CROSS JOIN games g NOT INDEXED ON g.id = c.game_id"
    " WHERE c.user_id = ?1 AND c.league_id = 0 AND g.guild_id = ?2 AND g.game = ?4"
    " AND g.status = 'finished'"
    " AND g.voided_reason IS NULL"
    " ORDER BY g.ended_at DESC, g.id DESC LIMIT ?3"
)


@dataclass(frozen=True, slots=True)
class PlayedGame:
    """One finished game of the player: their place among ``seats`` and what they scored.

    ``channel_id`` and ``message_id`` locate the game's results message (None while it has not
    been sent, or for a game finished before results messages were stored).
    """

    game_id: int
    ended_at: str
    position: int
    seats: int
    total: int
    cards: int
    rounds: int
    winner: bool
    shared: bool
    channel_id: int | None
    message_id: int | None


@dataclass(frozen=True, slots=True)
class RatingPoint:
    """The player's rating before (None: their first counted game) and after one game."""

    game_id: int
    ended_at: str
    before: Values | None
    after: Values


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """A player's statistics in one guild (people only; computer seats have none).

    Sums rather than averages are stored, so nothing is rounded twice; ``history`` is the
    rating over the last ``HISTORY_GAMES`` counted games, oldest first. ``forfeits`` and
    ``no_shows`` are over every finished game (the counting policy's, issue 29); a player with
    no counted game but some of those has ``games`` 0 and no ``best``.
    """

    guild_id: int
    user_id: int
    games: int
    wins: int
    shared_wins: int
    points: int
    places: int
    cards: int
    rounds: int
    best: PlayedGame | None
    last: tuple[PlayedGame, ...]
    rating: Values | None
    rated_games: int
    rank: int | None
    history: tuple[RatingPoint, ...]
    forfeits: int = 0
    no_shows: int = 0

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def average_points(self) -> float:
        return self.points / self.games if self.games else 0.0

    @property
    def average_place(self) -> float:
        return self.places / self.games if self.games else 0.0

    @property
    def cards_per_round(self) -> float:
        return self.cards / self.rounds if self.rounds else 0.0

    def rating_base(self, games: int = 10) -> tuple[Values | None, int]:
        """The rating before the last ``games`` counted games (None: a newcomer's) and how many
        counted games that is (fewer when the player has fewer)."""
        window = self.history[-games:]
        if not window:
            return self.rating, 0
        return window[0].before, len(window)


def _game(row: Sequence[Any]) -> PlayedGame:
    return PlayedGame(
        game_id=row[0],
        ended_at=row[1],
        position=row[2],
        seats=row[3],
        total=row[4],
        cards=row[5],
        rounds=row[6],
        winner=bool(row[7]),
        shared=bool(row[8]),
        channel_id=row[9],
        message_id=row[10],
    )


class StatsRepo:
    """``db.stats``: a player's statistics in a guild."""

    def __init__(self, db: Sql) -> None:
        self._db = db

    async def player(
        self,
        guild_id: int,
        user_id: int,
        *,
        game: str = LEGACY_GAME,
        best: Literal["low", "high"] = "low",
        last: int = LAST_GAMES,
        history: int = HISTORY_GAMES,
    ) -> PlayerStats | None:
        """The player's statistics at one game, or None when they have no counted game, no
        forfeit and no no-show in the guild; ``best`` is the game's score order (which total is
        the best game)."""
        if not 1 <= last <= 100 or not 1 <= history <= 1000:
            raise ValueError("last must be 1 to 100 and history 1 to 1000")
        if best not in BEST_SQL:
            raise ValueError(f"best must be 'low' or 'high', not {best!r}")
        # Every statement binds ?1 to ?4 (unused ones are fine in SQLite and in the
        # PostgreSQL translation, which numbers them the same way).
        totals, top, recent, rating, changes, absences = await self._db.fetch_snapshot(
            [
                (TOTALS_SQL, (user_id, guild_id, 0, game)),
                (BEST_SQL[best], (user_id, guild_id, 0, game)),
                (LAST_SQL, (user_id, guild_id, last, game)),
                (RATING_SQL, (user_id, guild_id, 0, game)),
                (HISTORY_SQL, (user_id, guild_id, history, game)),
                (ABSENCES_SQL, (user_id, guild_id, 0, game)),
            ]
        )
        games, wins, shared, points, places, cards, rounds = totals[0]
        forfeits, no_shows = (int(v) for v in absences[0])
        if (not games or not top) and not forfeits and not no_shows:
            return None
        return PlayerStats(
            guild_id=guild_id,
            user_id=user_id,
            games=int(games),
            wins=int(wins),
            shared_wins=int(shared),
            points=int(points),
            places=int(places),
            cards=int(cards),
            rounds=int(rounds),
            best=_game(top[0]) if top else None,
            last=tuple(_game(r) for r in recent),
            rating=(rating[0][0], rating[0][1]) if rating else None,
            rated_games=int(rating[0][2]) if rating else 0,
            rank=int(rating[0][3]) if rating else None,
            history=tuple(
                RatingPoint(
                    game_id=r[0],
                    ended_at=r[1],
                    before=(r[2], r[3]) if r[2] is not None else None,
                    after=(r[4], r[5]),
                )
                for r in reversed(changes)
            ),
            forfeits=forfeits,
            no_shows=no_shows,
        )
