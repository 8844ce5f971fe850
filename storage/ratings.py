"""Ratings: stored per guild (league 0) and per league, with each counted game's before and
after.

The rating model lives outside storage (``standings``): storage hands it the current values
inside the results' transaction (so two games ending at once cannot lose an update) and stores
what it returns. ``recompute`` replays every counted game of a guild in the order they ended.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .models import LEGACY_GAME
from .sql import Sql, utcnow

#: (mu, sigma)
Values = tuple[float, float]
#: The rating model: current values (None: never rated), positions, and the people whose
#: rating may not rise from the game (the counting policy's) → new values.
RateFn = Callable[
    [Mapping[int, Values | None], Mapping[int, int], Collection[int]], Mapping[int, Values]
]


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
    game: str = LEGACY_GAME,
    capped: Collection[int] = (),
) -> None:
    """Inside a caller's transaction: rate one counted game (of ``game``) and store the new
    values (``capped``: people whose rating may not rise from it)."""
    users = sorted(positions)
    if len(users) < 2:
        return
    marks = ",".join("?" * len(users))
    rows = await conn.execute_fetchall(
        f"SELECT user_id, mu, sigma FROM ratings WHERE guild_id = ? AND league_id = ?"
        f" AND game = ? AND user_id IN ({marks})",
        (guild_id, league_id, game, *users),
    )
    current: dict[int, Values | None] = {u: None for u in users}
    current.update({r[0]: (r[1], r[2]) for r in rows})
    new = rate(current, positions, capped)
    await conn.executemany(
        "INSERT INTO ratings (guild_id, league_id, game, user_id, mu, sigma, games, updated_at)"
        " VALUES (?, ?, ?, ?, ?, ?, 1, ?) ON CONFLICT (guild_id, league_id, game, user_id)"
        " DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, games = ratings.games + 1,"
        " updated_at = excluded.updated_at",
        [(guild_id, league_id, game, u, mu, sigma, now) for u, (mu, sigma) in new.items()],
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

    def __init__(self, db: Sql) -> None:
        self._db = db

    async def get(
        self, guild_id: int, user_id: int, league_id: int = 0, game: str = LEGACY_GAME
    ) -> StoredRating | None:
        rows = await self._db.fetchall(
            "SELECT guild_id, league_id, user_id, mu, sigma, games FROM ratings"
            " WHERE guild_id = ? AND league_id = ? AND game = ? AND user_id = ?",
            (guild_id, league_id, game, user_id),
        )
        return StoredRating(*rows[0]) if rows else None

    async def rank(
        self, guild_id: int, user_id: int, league_id: int = 0, game: str = LEGACY_GAME
    ) -> int | None:
        """1 + how many people of the guild are rated higher at ``game`` (None: not rated)."""
        rows = await self._db.fetchall(
            "SELECT 1 + (SELECT count(*) FROM ratings o WHERE o.guild_id = r.guild_id"
            " AND o.league_id = r.league_id AND o.game = r.game"
            " AND (o.mu - 3 * o.sigma) > (r.mu - 3 * r.sigma))"
            " FROM ratings r WHERE r.guild_id = ? AND r.league_id = ? AND r.game = ?"
            " AND r.user_id = ?",
            (guild_id, league_id, game, user_id),
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

    async def all(
        self, guild_id: int, league_id: int = 0, game: str = LEGACY_GAME
    ) -> list[StoredRating]:
        rows = await self._db.fetchall(
            "SELECT guild_id, league_id, user_id, mu, sigma, games FROM ratings"
            " WHERE guild_id = ? AND league_id = ? AND game = ? ORDER BY user_id",
            (guild_id, league_id, game),
        )
        return [StoredRating(*r) for r in rows]

    async def jobs(self) -> list[int]:
        """Guilds whose ratings are owed a recomputation (standings_jobs, migration 12): done
        at start-up, once."""
        rows = await self._db.fetchall("SELECT guild_id FROM standings_jobs ORDER BY guild_id")
        return [int(r[0]) for r in rows]

    async def recompute(self, guild_id: int, rate: RateFn, *, run: Runner | None = None) -> int:
        """Throw the guild's ratings away and replay every counted game in the order the games
        ended, game by game (Dobro, Sticks…): computed outside the write lock (``run``: where
        the work runs, a thread by default), written in one short transaction each. Returns
        how many games changed ratings."""
        counted = 0
        for game in await self.games_of(guild_id):
            plan = await self.plan(guild_id, game)
            await (run or _in_thread)(plan.compute, rate)
            async with self._db.transaction(guild=guild_id, only_guild=True) as conn:
                await plan.write(conn, rate, utcnow())
            counted += plan.counted
        async with self._db.transaction(guild=guild_id, only_guild=True) as conn:
            await conn.execute("DELETE FROM standings_jobs WHERE guild_id = ?", (guild_id,))
        return counted

    async def games_of(self, guild_id: int, user_id: int | None = None) -> list[str]:
        """The games the guild has finished games of (or, with ``user_id``, that person's) or
        ratings of, each once."""
        if user_id is None:
            rows = await self._db.fetchall(
                "SELECT DISTINCT game FROM games WHERE guild_id = ? AND status = 'finished'"
                " UNION SELECT DISTINCT game FROM ratings WHERE guild_id = ?",
                (guild_id, guild_id),
            )
        else:
            rows = await self._db.fetchall(
                "SELECT DISTINCT g.game FROM games g JOIN game_results r ON r.game_id = g.id"
                " WHERE g.guild_id = ? AND r.user_id = ?",
                (guild_id, user_id),
            )
        return sorted(str(r[0]) for r in rows)

    async def plan(
        self,
        guild_id: int,
        game: str = LEGACY_GAME,
        *,
        since: Marker | None = None,
        exclude_user: int | None = None,
        exclude_game: int | None = None,
    ) -> RatingPlan:
        """Read what recomputing the guild's ratings at ``game`` needs, on one snapshot, holding
        no lock: the ratings just before ``since`` (a counted game's (ended_at, id); None: from
        scratch) and every counted game from it on, in each scope (the guild, and each open
        league of that game). ``exclude_user`` / ``exclude_game``: compute as if that person
        were forgotten or that game voided (the change is written in the same transaction as
        the new ratings)."""
        leagues = await self._db.fetchall(
            "SELECT id FROM leagues WHERE guild_id = ? AND game = ? AND closed_at IS NULL"
            " ORDER BY id",
            (guild_id, game),
        )
        scopes = [0, *(int(r[0]) for r in leagues)]
        start = since or ("", 0)
        queries: list[tuple[str, Any]] = [(_LAST_COUNTED, {"guild": guild_id, "game": game})]
        for league_id in scopes:
            params = {
                "guild": guild_id,
                "game": game,
                "league": league_id,
                "ended": start[0],
                "id": start[1],
            }
            scope = _scope(league_id)
            queries.append((_BASE.format(scope=scope), params))
            queries.append((_ROWS.format(scope=scope, after=">="), params))
            queries.append((_OLD_CHANGES, params))
        found = await self._db.fetch_snapshot(queries)
        last = found[0][0] if found[0] and found[0][0][0] is not None else None
        plan = RatingPlan(
            guild_id=guild_id,
            game=game,
            marker=(last[0], last[1]) if last else None,
            exclude_user=exclude_user,
            exclude_game=exclude_game,
        )
        for i, league_id in enumerate(scopes):
            base_rows, game_rows, old_rows = found[1 + 3 * i : 4 + 3 * i]
            plan.scopes.append(
                ScopePlan(
                    league_id=league_id,
                    from_scratch=since is None,
                    base={
                        int(r[0]): (float(r[1]), float(r[2]), int(r[3]))
                        for r in base_rows
                        if r[0] != exclude_user
                    },
                    games=_games_of(game_rows, exclude_user, exclude_game),
                    old={(int(r[0]), int(r[1])): (r[2], r[3], r[4], r[5]) for r in old_rows},
                    old_users={int(r[1]) for r in old_rows},
                )
            )
        return plan


#: (ended_at, game id): where a counted game stands in the order games ended.
Marker = tuple[str, int]
#: Runs a function off the event loop (``asyncio.to_thread``, or a process pool's runner).
Runner = Callable[..., Awaitable[Any]]


async def _in_thread(fn: Callable[..., Any], *args: Any) -> Any:
    return await asyncio.to_thread(fn, *args)


#: A counted game of the guild: finished, not voided, judged to count; its counted people.
COUNTED_GAME = "g.status = 'finished' AND g.voided_reason IS NULL AND g.count_reason = 'counted'"
COUNTED_ROW = COUNTED_GAME + " AND r.counted = 1 AND r.user_id IS NOT NULL"

_LAST_COUNTED = (
    "SELECT g.ended_at, g.id FROM games g WHERE g.guild_id = :guild AND g.game = :game AND "
    + COUNTED_GAME
    + " ORDER BY g.ended_at DESC, g.id DESC LIMIT 1"
)

# Each person's rating just before the start (their last change before it), with how many
# counted games made it.
_BASE = (
    "SELECT c.user_id, c.mu_after, c.sigma_after, c.n FROM ("
    " SELECT x.user_id, x.mu_after, x.sigma_after,"
    " ROW_NUMBER() OVER (PARTITION BY x.user_id ORDER BY g.ended_at DESC, g.id DESC) AS k,"
    " count(*) OVER (PARTITION BY x.user_id) AS n"
    " FROM rating_changes x JOIN games g ON g.id = x.game_id"
    " WHERE g.guild_id = :guild AND g.game = :game AND x.league_id = :league AND "
    + COUNTED_GAME
    + "{scope}"
    " AND (g.ended_at < :ended OR (g.ended_at = :ended AND g.id < :id))"
    ") AS c WHERE c.k = 1"
)

# The counted games from the start on (``{after}``: strictly after it), each with its counted
# people's positions and whether their rating may rise.
_ROWS = (
    "SELECT g.id, g.ended_at, r.user_id, r.position, r.rises FROM games g"
    " JOIN game_results r ON r.game_id = g.id"
    " WHERE g.guild_id = :guild AND g.game = :game AND " + COUNTED_ROW + "{scope}"
    " AND (g.ended_at > :ended OR (g.ended_at = :ended AND g.id {after} :id))"
    " ORDER BY g.ended_at, g.id, r.user_id"
)


def _scope(league_id: int) -> str:
    return "" if league_id == 0 else " AND g.league_id = :league"


# The changes stored for the guild's games from the start on, in the scope (what a rewrite
# replaces; those of games that no longer count are deleted).
_OLD_CHANGES = (
    "SELECT x.game_id, x.user_id, x.mu_before, x.sigma_before, x.mu_after, x.sigma_after"
    " FROM rating_changes x JOIN games g ON g.id = x.game_id"
    " WHERE g.guild_id = :guild AND g.game = :game AND x.league_id = :league"
    " AND (g.ended_at > :ended OR (g.ended_at = :ended AND g.id >= :id))"
)


#: A counted game as a recompute replays it: id, ended_at, user -> position, and the people
#: whose rating may not rise from it.
RatedGame = tuple[int, str, dict[int, int], set[int]]


def _games_of(
    rows: Iterable[Sequence[Any]], exclude_user: int | None, exclude_game: int | None
) -> list[RatedGame]:
    """Rows (game, ended_at, user, position, rises) as games in order, leaving out what is
    excluded."""
    games: dict[int, RatedGame] = {}
    for game_id, ended_at, user_id, position, rises in rows:
        if game_id == exclude_game or user_id == exclude_user:
            continue
        found = games.setdefault(game_id, (game_id, ended_at, {}, set()))
        found[2][user_id] = position
        if not rises:
            found[3].add(user_id)
    return list(games.values())


@dataclass(slots=True)
class ScopePlan:
    """One scope's recomputation (league 0: the guild's ratings)."""

    league_id: int
    from_scratch: bool
    #: user -> (mu, sigma, counted games) just before the start.
    base: dict[int, tuple[float, float, int]]
    #: The counted games from the start on, in order (``RatedGame``).
    games: list[RatedGame]
    #: The stored changes from the start on: (game, user) -> (mu/sigma before, mu/sigma after).
    old: dict[tuple[int, int], tuple[Any, Any, Any, Any]]
    old_users: set[int]
    #: Computed: (game, user) -> (before or None, after), and each user's final values.
    changes: dict[tuple[int, int], tuple[Values | None, Values]] = field(default_factory=dict)
    final: dict[int, tuple[float, float, int]] = field(default_factory=dict)
    counted: int = 0

    def compute(self, rate: RateFn) -> None:
        """Replay the games on top of the base values (pure Python: run it off the loop)."""
        current = dict(self.base)
        for game_id, _, positions, capped in self.games:
            self._rate_one(current, game_id, positions, capped, rate)
        self.final = current

    def _rate_one(
        self,
        current: dict[int, tuple[float, float, int]],
        game_id: int,
        positions: Mapping[int, int],
        capped: Collection[int],
        rate: RateFn,
    ) -> None:
        if len(positions) < 2:
            return
        before = {u: (current[u][0], current[u][1]) if u in current else None for u in positions}
        new = rate(before, positions, capped)
        for user, after in new.items():
            self.changes[(game_id, user)] = (before[user], after)
            current[user] = (after[0], after[1], (current[user][2] if user in current else 0) + 1)
        self.counted += 1


@dataclass(slots=True)
class RatingPlan:
    """A guild's ratings recomputed outside the write lock, then written at once (``write``).

    ``plan`` reads (one snapshot), ``compute`` works (no I/O: run it in a thread), ``write``
    stores inside the caller's transaction: games counted since the snapshot (they ended
    meanwhile) are rated on top first, then only the rows that differ are written."""

    guild_id: int
    game: str
    marker: Marker | None
    exclude_user: int | None = None
    exclude_game: int | None = None
    scopes: list[ScopePlan] = field(default_factory=list)

    @property
    def counted(self) -> int:
        """Games the guild's own ratings replayed (league 0)."""
        return self.scopes[0].counted if self.scopes else 0

    def compute(self, rate: RateFn) -> None:
        for scope in self.scopes:
            scope.compute(rate)

    async def write(self, conn: Any, rate: RateFn, now: str) -> None:
        """Inside the caller's transaction: fold in the games counted since the snapshot, then
        write the changes and ratings that differ from what is stored."""
        open_leagues = {
            int(r[0])
            for r in await conn.execute_fetchall(
                "SELECT id FROM leagues WHERE guild_id = ? AND game = ? AND closed_at IS NULL",
                (self.guild_id, self.game),
            )
        }
        marker = self.marker or ("", 0)
        for scope in self.scopes:
            if scope.league_id and scope.league_id not in open_leagues:
                continue  # closed since the snapshot: frozen as it is
            late = await conn.execute_fetchall(
                _ROWS.format(scope=_scope(scope.league_id), after=">"),
                {
                    "guild": self.guild_id,
                    "game": self.game,
                    "league": scope.league_id,
                    "ended": marker[0],
                    "id": marker[1],
                },
            )
            late_games = _games_of(late, self.exclude_user, self.exclude_game)
            if late_games:
                for game_id, _, _, _ in late_games:  # what results stored for them is replaced
                    stored = await conn.execute_fetchall(
                        "SELECT game_id, user_id, mu_before, sigma_before, mu_after, sigma_after"
                        " FROM rating_changes WHERE game_id = ? AND league_id = ?",
                        (game_id, scope.league_id),
                    )
                    for r in stored:
                        scope.old[(int(r[0]), int(r[1]))] = (r[2], r[3], r[4], r[5])
                        scope.old_users.add(int(r[1]))
                for game_id, _, positions, capped in late_games:
                    scope._rate_one(scope.final, game_id, positions, capped, rate)
            await _write_scope(conn, self.guild_id, self.game, scope, now)


async def _write_scope(conn: Any, guild_id: int, game: str, scope: ScopePlan, now: str) -> None:
    """Replace the scope's stored changes and ratings by the computed ones, row by row where
    they differ."""
    league = scope.league_id
    gone = [k for k in scope.old if k not in scope.changes]
    differ = [
        (k, v)
        for k, v in scope.changes.items()
        if k not in scope.old or _values_of(scope.old[k]) != v
    ]
    await conn.executemany(
        "DELETE FROM rating_changes WHERE game_id = ? AND league_id = ? AND user_id = ?",
        [(g, league, u) for g, u in gone + [k for k, _ in differ if k in scope.old]],
    )
    await conn.executemany(
        "INSERT INTO rating_changes (game_id, league_id, user_id, mu_before, sigma_before,"
        " mu_after, sigma_after) VALUES (?, ?, ?, ?, ?, ?, ?)",
        [(g, league, u, *(before or (None, None)), *after) for (g, u), (before, after) in differ],
    )
    if scope.from_scratch:
        stored = await conn.execute_fetchall(
            "SELECT user_id FROM ratings WHERE guild_id = ? AND league_id = ? AND game = ?",
            (guild_id, league, game),
        )
        users = {int(r[0]) for r in stored} | set(scope.final)
    else:
        users = scope.old_users | {u for _, u in scope.changes}
    keep = [(u, scope.final[u]) for u in sorted(users) if u in scope.final]
    drop = [u for u in sorted(users) if u not in scope.final]
    await conn.executemany(
        "DELETE FROM ratings WHERE guild_id = ? AND league_id = ? AND game = ? AND user_id = ?",
        [(guild_id, league, game, u) for u in drop],
    )
    await conn.executemany(
        "INSERT INTO ratings (guild_id, league_id, game, user_id, mu, sigma, games, updated_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (guild_id, league_id, game, user_id) DO UPDATE"
        " SET mu = excluded.mu, sigma = excluded.sigma, games = excluded.games,"
        " updated_at = excluded.updated_at",
        [(guild_id, league, game, u, mu, sigma, n, now) for u, (mu, sigma, n) in keep],
    )


def _values_of(old: tuple[Any, Any, Any, Any]) -> tuple[Values | None, Values]:
    mu_b, sigma_b, mu_a, sigma_a = old
    before = (float(mu_b), float(sigma_b)) if mu_b is not None else None
    return before, (float(mu_a), float(sigma_a))
