"""Ratings: stored per guild (league 0) and per league, with each counted game's before and
after.

The rating model lives outside storage (``standings``): storage hands it the current values
inside the results' transaction (so two games ending at once cannot lose an update) and stores
what it returns. ``recompute`` replays every counted game of a guild in the order they ended.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .database import utcnow

if TYPE_CHECKING:
    from .backend import Backend as Database

#: (mu, sigma)
Values = tuple[float, float]
#: The rating model: current values (None: never rated) and positions → new values.
RateFn = Callable[[Mapping[int, Values | None], Mapping[int, int]], Mapping[int, Values]]


@dataclass(frozen=True, slots=True)
class StoredRating:
    """A person's rating in a guild (``league_id`` 0) and how many counted games made it."""

    guild_id: int
    league_id: int
    user_id: int
    mu: float
    sigma: float
    games: int


@dataclass(frozen=True, slots=True)
class RatingChange:
    """One person's rating before (None: their first counted game) and after one game."""

    game_id: int
    user_id: int
    before: Values | None
    after: Values


async def apply_game(
    conn: Any,
    guild_id: int,
    game_id: int,
    positions: Mapping[int, int],
    rate: RateFn,
    now: str,
    league_id: int = 0,
) -> None:
    """Inside a caller's transaction: rate one counted game and store the new values."""
    users = sorted(positions)
    if len(users) < 2:
        return
    marks = ",".join("?" * len(users))
    rows = await conn.execute_fetchall(
        f"SELECT user_id, mu, sigma FROM ratings WHERE guild_id = ? AND league_id = ?"
        f" AND user_id IN ({marks})",
        (guild_id, league_id, *users),
    )
    current: dict[int, Values | None] = {u: None for u in users}
    current.update({r[0]: (r[1], r[2]) for r in rows})
    new = rate(current, positions)
    await conn.executemany(
        "INSERT INTO ratings (guild_id, league_id, user_id, mu, sigma, games, updated_at)"
        " VALUES (?, ?, ?, ?, ?, 1, ?) ON CONFLICT (guild_id, league_id, user_id) DO UPDATE"
        " SET mu = excluded.mu, sigma = excluded.sigma, games = ratings.games + 1,"
        " updated_at = excluded.updated_at",
        [(guild_id, league_id, u, mu, sigma, now) for u, (mu, sigma) in new.items()],
    )
    await conn.executemany(
        "INSERT INTO rating_changes (game_id, league_id, user_id, mu_before, sigma_before,"
        " mu_after, sigma_after) VALUES (?, ?, ?, ?, ?, ?, ?)",
        [
            (
                game_id,
                league_id,
                u,
                *(current[u] or (None, None)),
                mu,
                sigma,
            )
            for u, (mu, sigma) in new.items()
        ],
    )


class RatingRepo:
    """Read ratings and ranks; recompute a guild's ratings from its stored results."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def get(self, guild_id: int, user_id: int, league_id: int = 0) -> StoredRating | None:
        rows = await self._db.fetchall(
            "SELECT guild_id, league_id, user_id, mu, sigma, games FROM ratings"
            " WHERE guild_id = ? AND league_id = ? AND user_id = ?",
            (guild_id, league_id, user_id),
        )
        return StoredRating(*rows[0]) if rows else None

    async def rank(self, guild_id: int, user_id: int, league_id: int = 0) -> int | None:
        """1 + how many people of the guild are rated higher (None: not rated)."""
        rows = await self._db.fetchall(
            "SELECT 1 + (SELECT count(*) FROM ratings o WHERE o.guild_id = r.guild_id"
            " AND o.league_id = r.league_id AND (o.mu - 3 * o.sigma) > (r.mu - 3 * r.sigma))"
            " FROM ratings r WHERE r.guild_id = ? AND r.league_id = ? AND r.user_id = ?",
            (guild_id, league_id, user_id),
        )
        return int(rows[0][0]) if rows else None

    async def changes(self, game_id: int, league_id: int = 0) -> list[RatingChange]:
        """The game's rating changes, by user id."""
        rows = await self._db.fetchall(
            "SELECT game_id, user_id, mu_before, sigma_before, mu_after, sigma_after"
            " FROM rating_changes WHERE game_id = ? AND league_id = ? ORDER BY user_id",
            (game_id, league_id),
        )
        return [
            RatingChange(r[0], r[1], (r[2], r[3]) if r[2] is not None else None, (r[4], r[5]))
            for r in rows
        ]

    async def all(self, guild_id: int, league_id: int = 0) -> list[StoredRating]:
        rows = await self._db.fetchall(
            "SELECT guild_id, league_id, user_id, mu, sigma, games FROM ratings"
            " WHERE guild_id = ? AND league_id = ? ORDER BY user_id",
            (guild_id, league_id),
        )
        return [StoredRating(*r) for r in rows]

    async def recompute(self, guild_id: int, rate: RateFn) -> int:
        """Throw the guild's ratings away and replay every counted game (finished, not voided)
        in the order the games ended, in one transaction; returns how many games changed
        ratings."""
        async with self._db.transaction() as conn:
            return await recompute_guild(conn, guild_id, rate, utcnow())


async def recompute_guild(conn: Any, guild_id: int, rate: RateFn, now: str) -> int:
    """Inside a caller's transaction: ``RatingRepo.recompute`` (forgetting a player and voiding
    a game recompute in the same transaction as their change). The guild's ratings and those of
    its open leagues are rebuilt; a closed league's standings are frozen and stay as they
    were. Returns how many games changed the guild's ratings."""
    counted = await recompute_scope(conn, guild_id, 0, rate, now)
    for (league_id,) in await conn.execute_fetchall(
        "SELECT id FROM leagues WHERE guild_id = ? AND closed_at IS NULL", (guild_id,)
    ):
        await recompute_scope(conn, guild_id, league_id, rate, now)
    return counted


async def recompute_scope(conn: Any, guild_id: int, league_id: int, rate: RateFn, now: str) -> int:
    """Rebuild one scope's ratings (league 0: the guild's, every counted game; else the
    league's games only) from the stored results, in the order the games ended."""
    league_games = "" if league_id == 0 else " AND g.league_id = :league"
    await conn.execute(
        "DELETE FROM rating_changes WHERE league_id = :league AND game_id IN"
        " (SELECT id FROM games WHERE guild_id = :guild)",
        {"guild": guild_id, "league": league_id},
    )
    await conn.execute(
        "DELETE FROM ratings WHERE guild_id = :guild AND league_id = :league",
        {"guild": guild_id, "league": league_id},
    )
    rows = await conn.execute_fetchall(
        "SELECT g.id, r.user_id, r.position FROM games g"
        " JOIN game_results r ON r.game_id = g.id"
        " WHERE g.guild_id = :guild AND g.status = 'finished' AND g.voided_reason IS NULL"
        f" AND r.user_id IS NOT NULL{league_games} ORDER BY g.ended_at, g.id",
        {"guild": guild_id, "league": league_id},
    )
    games: dict[int, dict[int, int]] = {}
    for game_id, user_id, position in rows:
        games.setdefault(game_id, {})[user_id] = position
    # In memory, then written at once: the same values as game by game, much faster.
    current: dict[int, Values] = {}
    played: dict[int, int] = {}
    changes = []
    counted = 0
    for game_id, positions in games.items():
        if len(positions) < 2:
            continue
        new = rate({u: current.get(u) for u in positions}, positions)
        for user, after in new.items():
            changes.append((game_id, league_id, user, *(current.get(user) or (None, None)), *after))
            current[user] = after
            played[user] = played.get(user, 0) + 1
        counted += 1
    await conn.executemany(
        "INSERT INTO ratings (guild_id, league_id, user_id, mu, sigma, games, updated_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        [(guild_id, league_id, u, mu, sigma, played[u], now) for u, (mu, sigma) in current.items()],
    )
    await conn.executemany(
        "INSERT INTO rating_changes (game_id, league_id, user_id, mu_before,"
        " sigma_before, mu_after, sigma_after) VALUES (?, ?, ?, ?, ?, ?, ?)",
        changes,
    )
    return counted
