"""Final results: one row per seat, written with the game's end and the guild's totals.

Results are kept per seat (positions, round points, cards) rather than only as totals so that a
rating system added later can recompute every rating from scratch, game by game, in the order
the games ended (``history``).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from .database import dumps, utcnow
from .errors import CannotVoid, GameNotActive
from .games import check_id
from .models import GameResult, GameStatus, SeatResult, StandingLike
from .outbox import add_owed
from .ratings import RateFn, apply_game, recompute_guild

if TYPE_CHECKING:
    from .backend import Backend as Database

RESULT_COLUMNS = (
    "game_id, seat, name, user_id, is_ai, position, round_points, total, cards, winner, shared"
)
# Whether the person left comes from the seat (frozen once the game ends): results rows and
# seats are joined, never copied.
_SELECT_RESULTS = (
    "SELECT "
    + ", ".join(f"r.{c.strip()}" for c in RESULT_COLUMNS.split(","))
    + ", s.left_order IS NOT NULL FROM game_results r"
    " JOIN game_seats s ON s.game_id = r.game_id AND s.seat = r.seat"
)

_UPSERT_TOTALS = """
INSERT INTO guild_player_totals (guild_id, user_id, games, wins, points, rounds, cards, updated_at)
VALUES (?, ?, 1, ?, ?, ?, ?, ?)
ON CONFLICT (guild_id, user_id) DO UPDATE SET
    games = guild_player_totals.games + 1,
    wins = guild_player_totals.wins + excluded.wins,
    points = guild_player_totals.points + excluded.points,
    rounds = guild_player_totals.rounds + excluded.rounds,
    cards = guild_player_totals.cards + excluded.cards,
    updated_at = excluded.updated_at
"""

# The same upsert per league: (league_id, user_id) is league_player_totals' key.
_UPSERT_LEAGUE_TOTALS = _UPSERT_TOTALS.replace("guild_player_totals", "league_player_totals")
_UPSERT_LEAGUE_TOTALS = _UPSERT_LEAGUE_TOTALS.replace("guild_id", "league_id")

# A league's totals rebuilt from its counted results (after a void).
_REBUILD_LEAGUE_TOTALS = """
INSERT INTO league_player_totals
    (league_id, user_id, games, wins, points, rounds, cards, updated_at)
SELECT g.league_id, r.user_id, count(*), sum(r.winner), sum(r.total),
       sum(json_array_length(r.round_points)), sum(r.cards_total), ?2
FROM games g JOIN game_results r ON r.game_id = g.id
WHERE g.league_id = ?1 AND g.status = 'finished' AND g.voided_reason IS NULL
  AND r.user_id IS NOT NULL
GROUP BY g.league_id, r.user_id
"""

# A guild's totals rebuilt from its counted results: the same sums as the upsert above.
_REBUILD_TOTALS = """
INSERT INTO guild_player_totals (guild_id, user_id, games, wins, points, rounds, cards, updated_at)
SELECT g.guild_id, r.user_id, count(*), sum(r.winner), sum(r.total),
       sum(json_array_length(r.round_points)), sum(r.cards_total), ?2
FROM games g JOIN game_results r ON r.game_id = g.id
WHERE g.guild_id = ?1 AND g.status = 'finished' AND g.voided_reason IS NULL
  AND r.user_id IS NOT NULL
GROUP BY g.guild_id, r.user_id
"""


def _int(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{what} must be an integer, not {value!r}")
    return value


def _ints(values: object, what: str) -> tuple[int, ...]:
    if not isinstance(values, list | tuple):
        raise ValueError(f"{what} must be a list of integers, not {values!r}")
    return tuple(_int(v, what) for v in values)


def _from_row(row: Sequence[Any]) -> SeatResult:
    return SeatResult(
        game_id=row[0],
        seat=row[1],
        name=row[2],
        user_id=row[3],
        is_ai=bool(row[4]),
        position=row[5],
        round_points=tuple(json.loads(row[6])),
        total=row[7],
        cards=tuple(json.loads(row[8])),
        winner=bool(row[9]),
        shared=bool(row[10]),
        left=bool(row[11]),
    )


def _group(
    game_rows: Iterable[Sequence[Any]], result_rows: Iterable[Sequence[Any]]
) -> list[GameResult]:
    by_game: dict[int, list[SeatResult]] = {}
    for row in result_rows:
        by_game.setdefault(row[0], []).append(_from_row(row))
    return [
        GameResult(
            game_id=g[0],
            guild_id=g[1],
            ended_at=g[2],
            seats=tuple(sorted(by_game.get(g[0], ()), key=lambda r: (r.position, r.seat))),
        )
        for g in game_rows
    ]


class ResultRepo:
    """Store how a game ended and read results back in the order games ended."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def record_results(
        self,
        game_id: int,
        standings: Iterable[StandingLike],
        *,
        owed: Sequence[str] = (),
        rate: RateFn | None = None,
    ) -> GameResult:
        """Finish an active game: results per seat, status, the guild's totals, the people's
        ratings (``rate``: the rating model, given their current values) and the messages this
        makes owed (``owed``: outbox kinds, e.g. "results"), atomically.

        ``standings`` is ``dr.standings(state)`` (one per seat, names as in the record). AI
        seats are stored with ``is_ai`` and never reach ``guild_player_totals``; people who
        left keep their ``user_id``, so the game counts in their totals (leaving is a
        forfeit: the caller ranks them last). The game's timers are cleared. Raises
        ``GameNotActive`` if the game is not active (e.g. its results are already stored), and
        ``ValueError`` if the standings do not match the seats; nothing is written then.
        """
        check_id(game_id, "game_id")
        given = list(standings)
        parsed = [
            (
                _int(s.seat, "seat"),
                s.name,
                _int(s.position, "position"),
                _ints(s.round_points, "round_points"),
                _int(s.total, "total"),
                _ints(s.cards, "cards"),
                bool(s.winner),
                bool(s.shared),
            )
            for s in given
        ]
        now = utcnow()
        async with self._db.transaction() as conn:
            rows = await conn.execute_fetchall(
                "SELECT g.status, g.guild_id, l.id FROM games g"
                " LEFT JOIN leagues l ON l.id = g.league_id AND l.closed_at IS NULL"
                " WHERE g.id = ?",
                (game_id,),
            )
            if not rows or rows[0][0] != GameStatus.ACTIVE:
                raise GameNotActive(game_id, rows[0][0] if rows else None, "active")
            guild_id, league_id = rows[0][1], rows[0][2]
            seats = {
                r[0]: (r[1], r[2], r[3] is not None)
                for r in await conn.execute_fetchall(
                    "SELECT seat, name, user_id, left_order FROM game_seats WHERE game_id = ?",
                    (game_id,),
                )
            }
            if sorted(p[0] for p in parsed) != sorted(seats):
                raise ValueError(f"standings must give one result per seat {sorted(seats)}")
            results = []
            for seat, name, position, round_points, total, cards, winner, shared in parsed:
                if seats[seat][0] != name:
                    raise ValueError(f"seat {seat} is {seats[seat][0]!r}, not {name!r}")
                if not 1 <= position <= len(seats) or min(cards, default=0) < 0:
                    raise ValueError(f"seat {seat}: impossible position or card count")
                user_id = seats[seat][1]
                results.append(
                    SeatResult(
                        game_id=game_id,
                        seat=seat,
                        name=name,
                        user_id=user_id,
                        is_ai=user_id is None,
                        position=position,
                        round_points=round_points,
                        total=total,
                        cards=cards,
                        winner=winner,
                        shared=shared,
                        left=seats[seat][2],
                    )
                )
            await conn.executemany(
                f"INSERT INTO game_results ({RESULT_COLUMNS}, cards_total)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        r.game_id,
                        r.seat,
                        r.name,
                        r.user_id,
                        int(r.is_ai),
                        r.position,
                        dumps(list(r.round_points)),
                        r.total,
                        dumps(list(r.cards)),
                        int(r.winner),
                        int(r.shared),
                        r.cards_total,
                    )
                    for r in results
                ],
            )
            await conn.execute(
                "UPDATE games SET status = 'finished', ended_at = ?, timers = NULL WHERE id = ?",
                (now, game_id),
            )
            await conn.executemany(_UPSERT_TOTALS, _totals_rows(guild_id, results, now))
            if league_id is not None:  # an open league's game (a closed one's is frozen)
                await conn.executemany(_UPSERT_LEAGUE_TOTALS, _totals_rows(league_id, results, now))
                await conn.execute(
                    "UPDATE leagues SET games = games + 1 WHERE id = ?", (league_id,)
                )
            if rate is not None:
                positions = {r.user_id: r.position for r in results if r.user_id is not None}
                await apply_game(conn, guild_id, game_id, positions, rate, now)
                if league_id is not None:
                    await apply_game(conn, guild_id, game_id, positions, rate, now, league_id)
            await add_owed(conn, game_id, owed, now)
        results.sort(key=lambda r: (r.position, r.seat))
        return GameResult(game_id=game_id, guild_id=guild_id, ended_at=now, seats=tuple(results))

    async def for_game(self, game_id: int) -> GameResult | None:
        """A finished game's results, best position first, or None."""
        games, results = await self._db.fetch_snapshot(
            [
                (
                    "SELECT id, guild_id, ended_at FROM games WHERE id = ? AND status = 'finished'",
                    (game_id,),
                ),
                (f"{_SELECT_RESULTS} WHERE r.game_id = ?", (game_id,)),
            ]
        )
        found = _group(games, results)
        return found[0] if found else None

    async def history(
        self,
        guild_id: int | None = None,
        *,
        after: tuple[str, int] | None = None,
        limit: int = 200,
    ) -> list[GameResult]:
        """Counted games (finished, not voided) in the order they ended (``ended_at``, then
        id), with every seat.

        For recomputing ratings from scratch: pass the last page's ``(ended_at, game_id)`` as
        ``after`` to get the next page; an empty list means the end. ``guild_id`` None means
        every guild.
        """
        if not 1 <= limit <= 1000:
            raise ValueError("limit must be 1 to 1000")
        ended_at, last_id = after if after is not None else ("", 0)
        where = "status = 'finished' AND voided_reason IS NULL AND (ended_at, id) > (?, ?)"
        params: tuple[Any, ...] = (ended_at, last_id)
        if guild_id is not None:
            where = "guild_id = ? AND " + where
            params = (guild_id, *params)
        page = (
            f"SELECT id, guild_id, ended_at FROM games WHERE {where} ORDER BY ended_at, id LIMIT ?"
        )
        games, results = await self._db.fetch_snapshot(
            [
                (page, (*params, limit)),
                (
                    f"{_SELECT_RESULTS} WHERE r.game_id IN (SELECT id FROM ({page}) AS page)",
                    (*params, limit),
                ),
            ]
        )
        return _group(games, results)

    async def forget_player(self, guild_id: int, user_id: int, rate: RateFn) -> int:
        """``/dobro forget-me``, in one transaction: the person's totals and ratings in the
        guild go, their results rows in the guild's games keep the seat's place and points but
        lose the user id (``forgotten`` = 1: "a former player"), their rating changes go, and
        the guild's ratings are recomputed (everyone else's depend on the games they played
        against the person, who is no longer rated). Returns how many results were anonymised.

        Their seat in every ended game of the guild (finished, cancelled, abandoned, broken)
        loses its user id and name too (``forgotten``): it is renamed "former player N" there
        and in the game's record, which replays to the same play. Only finished games hold
        results: a game the person is still seated at counts for them when it ends, as a new
        start.
        """
        check_id(guild_id, "guild_id")
        check_id(user_id, "user_id")
        async with self._db.transaction() as conn:
            await _forget_seats(conn, guild_id, user_id)
            cursor = await conn.execute(
                "UPDATE game_results SET user_id = NULL, forgotten = 1"
                " WHERE user_id = ? AND game_id IN (SELECT id FROM games WHERE guild_id = ?)",
                (user_id, guild_id),
            )
            anonymised = cursor.rowcount
            await conn.execute(
                "DELETE FROM guild_player_totals WHERE guild_id = ? AND user_id = ?",
                (guild_id, user_id),
            )
            await conn.execute(
                "DELETE FROM league_player_totals WHERE user_id = ? AND league_id IN"
                " (SELECT id FROM leagues WHERE guild_id = ?)",
                (user_id, guild_id),
            )
            await conn.execute(
                "DELETE FROM ratings WHERE guild_id = ? AND user_id = ?", (guild_id, user_id)
            )
            await conn.execute(
                "DELETE FROM rating_changes WHERE user_id = ? AND game_id IN"
                " (SELECT id FROM games WHERE guild_id = ?)",
                (user_id, guild_id),
            )
            await recompute_guild(conn, guild_id, rate, utcnow())
        return anonymised

    async def void_game(self, guild_id: int, game_id: int, reason: str, rate: RateFn) -> None:
        """``/dobro void``, in one transaction: the guild's finished game ``game_id`` stops
        counting (``voided_reason``), the guild's totals are rebuilt from its counted results
        and its ratings recomputed. The game and its results stay (the history shows them with
        the reason). Raises ``CannotVoid`` for a game of another guild or unknown ("unknown"),
        not finished ("not_finished") or already voided ("voided"); nothing changes then."""
        check_id(guild_id, "guild_id")
        check_id(game_id, "game_id")
        reason = reason.strip()
        if not reason:
            raise ValueError("a voided game needs a reason")
        now = utcnow()
        async with self._db.transaction() as conn:
            rows = await conn.execute_fetchall(
                "SELECT guild_id, status, voided_reason FROM games WHERE id = ?", (game_id,)
            )
            if not rows or rows[0][0] != guild_id:
                raise CannotVoid(game_id, "unknown")
            if rows[0][1] != GameStatus.FINISHED:
                raise CannotVoid(game_id, "not_finished")
            if rows[0][2] is not None:
                raise CannotVoid(game_id, "voided")
            await conn.execute("UPDATE games SET voided_reason = ? WHERE id = ?", (reason, game_id))
            await conn.execute("DELETE FROM guild_player_totals WHERE guild_id = ?", (guild_id,))
            await conn.execute(_REBUILD_TOTALS, (guild_id, now))
            # Its open league counts one game fewer (a closed league's standings are frozen).
            for (league_id,) in await conn.execute_fetchall(
                "SELECT l.id FROM games g JOIN leagues l ON l.id = g.league_id"
                " WHERE g.id = ? AND l.closed_at IS NULL",
                (game_id,),
            ):
                await conn.execute(
                    "DELETE FROM league_player_totals WHERE league_id = ?", (league_id,)
                )
                await conn.execute(_REBUILD_LEAGUE_TOTALS, (league_id, now))
                await conn.execute(
                    "UPDATE leagues SET games = CASE WHEN games > 0 THEN games - 1 ELSE 0 END"
                    " WHERE id = ?",
                    (league_id,),
                )
            await recompute_guild(conn, guild_id, rate, now)

    async def voided_reason(self, game_id: int) -> str | None:
        """Why a moderator voided the game (None: it counts, or no such game)."""
        rows = await self._db.fetchall("SELECT voided_reason FROM games WHERE id = ?", (game_id,))
        return rows[0][0] if rows else None


def _totals_rows(scope: int, results: Iterable[SeatResult], now: str) -> list[tuple[Any, ...]]:
    """One game's rows for a totals upsert (guild or league ``scope``): people only."""
    return [
        (scope, r.user_id, int(r.winner), r.total, len(r.round_points), r.cards_total, now)
        for r in results
        if r.user_id is not None
    ]


#: The name a forgotten seat takes in its game (the record's labels are not translated).
FORMER_PLAYER = "former player {n}"


async def _forget_seats(conn: Any, guild_id: int, user_id: int) -> None:
    """Empty the person's seats in the guild's ended games, and rename them in the records."""
    import dobro_rules as dr

    seats = await conn.execute_fetchall(
        "SELECT s.game_id, s.seat, s.name, g.setup FROM game_seats s"
        " JOIN games g ON g.id = s.game_id"
        " WHERE s.user_id = ? AND g.guild_id = ? AND g.status NOT IN ('lobby', 'active')",
        (user_id, guild_id),
    )
    for game_id, seat, old, setup in seats:
        taken = {r[0] for r in await conn.execute_fetchall(
            "SELECT name FROM game_seats WHERE game_id = ?", (game_id,)
        )}  # fmt: skip
        new, k = FORMER_PLAYER.format(n=seat + 1), 1
        while new in taken:
            k += 1
            new = f"{FORMER_PLAYER.format(n=seat + 1)} ({k})"
        await conn.execute(
            "UPDATE game_seats SET user_id = NULL, forgotten = 1, name = ?"
            " WHERE game_id = ? AND seat = ?",
            (new, game_id, seat),
        )
        record = json.loads(setup) if setup is not None else {}
        if old not in record.get("players", ()):
            continue  # a lobby that never started has no record
        renamed = dr.rename_player(record, old, new)
        await conn.execute("UPDATE games SET setup = ? WHERE id = ?", (dumps(renamed), game_id))
        actions = await conn.execute_fetchall(
            "SELECT seq, action FROM game_actions WHERE game_id = ?1"
            " AND (json_extract(action, '$.player') = ?2 OR json_extract(action, '$.oubli') = ?2)",
            (game_id, old),
        )
        await conn.executemany(
            "UPDATE game_actions SET action = ? WHERE game_id = ? AND seq = ?",
            [
                (dumps(dr.rename_action(json.loads(a), old, new)), game_id, seq)
                for seq, a in actions
            ],
        )
