"""Final results: one row per seat, written with the game's end and the guild's totals.

Results are kept per seat (positions, round points, cards) rather than only as totals so that a
rating system added later can recompute every rating from scratch, game by game, in the order
the games ended (``history``).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from games import rules

from .errors import CannotVoid, GameNotActive
from .games import check_id
from .models import LEGACY_GAME, GameResult, GameStatus, SeatResult, VerdictLike
from .outbox import add_owed
from .ratings import (
    COUNTED_GAME,
    COUNTED_ROW,
    RateFn,
    RatingRepo,
    Runner,
    _in_thread,
    apply_game,
)
from .sql import Sql, dumps, utcnow

RESULT_COLUMNS = (
    "game_id, seat, name, user_id, is_ai, position, round_points, total, cards, winner, shared,"
    " counted, forfeit, own_moves, moves, play, at_move, hints, rises, game_position, last_own,"
    " taken_over, right_claims"
)
# Whether and when the person left comes from the seat (frozen once the game ends): results
# rows and seats are joined, never copied.
_SELECT_RESULTS = (
    "SELECT "
    + ", ".join(f"r.{c.strip()}" for c in RESULT_COLUMNS.split(","))
    + ", s.left_order, s.left_version FROM game_results r"
    " JOIN game_seats s ON s.game_id = r.game_id AND s.seat = r.seat"
)

_UPSERT_TOTALS = """
INSERT INTO guild_player_totals
    (guild_id, game, user_id, games, wins, points, rounds, cards, updated_at)
VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?)
ON CONFLICT (guild_id, game, user_id) DO UPDATE SET
    games = guild_player_totals.games + 1,
    wins = guild_player_totals.wins + excluded.wins,
    points = guild_player_totals.points + excluded.points,
    rounds = guild_player_totals.rounds + excluded.rounds,
    cards = guild_player_totals.cards + excluded.cards,
    updated_at = excluded.updated_at
"""

# The same upsert per league (a league is for one game): (league_id, user_id) is its key.
_UPSERT_LEAGUE_TOTALS = """
INSERT INTO league_player_totals
    (league_id, user_id, games, wins, points, rounds, cards, updated_at)
VALUES (?, ?, 1, ?, ?, ?, ?, ?)
ON CONFLICT (league_id, user_id) DO UPDATE SET
    games = league_player_totals.games + 1,
    wins = league_player_totals.wins + excluded.wins,
    points = league_player_totals.points + excluded.points,
    rounds = league_player_totals.rounds + excluded.rounds,
    cards = league_player_totals.cards + excluded.cards,
    updated_at = excluded.updated_at
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
        counted=bool(row[11]),
        forfeit=bool(row[12]),
        own_moves=row[13],
        moves=row[14],
        play=row[15],
        at_move=row[16],
        hints=int(row[17] or 0),
        rises=bool(row[18]),
        game_position=row[19],
        last_own=row[20],
        taken_over=bool(row[21]),
        right_claims=row[22],
        left=row[23] is not None,
        left_order=row[23],
        left_at=row[24],
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
            count_reason=g[3],
        )
        for g in game_rows
    ]


class ResultRepo:
    """Store how a game ended and read results back in the order games ended."""

    def __init__(self, db: Sql, ratings: RatingRepo) -> None:
        self._db = db
        self._ratings = ratings

    async def record_results(
        self,
        game_id: int,
        verdict: VerdictLike,
        *,
        owed: Sequence[str] = (),
        rate: RateFn | None = None,
    ) -> GameResult:
        """Finish an active game as the counting policy judged it (``verdict``:
        ``standings.judge``): results per seat, status, the verdict, the counted people's
        totals and ratings (``rate``: the rating model, given their current values) and the
        messages this makes owed (``owed``: outbox kinds, e.g. "results"), atomically.

        Storage decides nothing here: a seat counts in totals and ratings exactly when the
        verdict says so. Computer seats are stored with ``is_ai``. The game's timers are
        cleared. Raises ``GameNotActive`` if the game is not active (e.g. its results are
        already stored), and ``ValueError`` if the verdict does not match the seats; nothing is
        written then.
        """
        check_id(game_id, "game_id")
        given = list(verdict.standings)
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
                bool(s.counted),
                bool(s.forfeit),
                _int(s.own_moves, "own_moves"),
                _int(s.moves, "moves"),
                _judged(s),
            )
            for s in given
        ]
        now = utcnow()
        found = await self._db.fetchall("SELECT guild_id FROM games WHERE id = ?", (game_id,))
        async with self._db.transaction(guild=found[0][0] if found else None) as conn:
            rows = await conn.execute_fetchall(
                "SELECT g.status, g.guild_id, l.id, g.game FROM games g"
                " LEFT JOIN leagues l ON l.id = g.league_id AND l.closed_at IS NULL"
                " WHERE g.id = ?",
                (game_id,),
            )
            if not rows or rows[0][0] != GameStatus.ACTIVE:
                raise GameNotActive(game_id, rows[0][0] if rows else None, "active")
            guild_id, league_id, game = rows[0][1], rows[0][2], rows[0][3]
            seats = {
                r[0]: (r[1], r[2], r[3], r[4])
                for r in await conn.execute_fetchall(
                    "SELECT seat, name, user_id, left_order, left_version FROM game_seats"
                    " WHERE game_id = ?",
                    (game_id,),
                )
            }
            if sorted(p[0] for p in parsed) != sorted(seats):
                raise ValueError(f"standings must give one result per seat {sorted(seats)}")
            results = []
            for (
                seat,
                name,
                position,
                points,
                total,
                cards,
                winner,
                shared,
                counted,
                forfeit,
                own_moves,
                moves,
                facts,
            ) in parsed:
                if seats[seat][0] != name:
                    raise ValueError(f"seat {seat} is {seats[seat][0]!r}, not {name!r}")
                if not 1 <= position <= len(seats) or min(cards, default=0) < 0:
                    raise ValueError(f"seat {seat}: impossible position or card count")
                user_id = seats[seat][1]
                if counted and (user_id is None or not verdict.counts):
                    raise ValueError(f"seat {seat}: only a person counts, in a counted game")
                if facts["rises"] and not counted:
                    raise ValueError(f"seat {seat}: only a counted person's rating may rise")
                results.append(
                    SeatResult(
                        game_id=game_id,
                        seat=seat,
                        name=name,
                        user_id=user_id,
                        is_ai=user_id is None,
                        position=position,
                        round_points=points,
                        total=total,
                        cards=cards,
                        winner=winner,
                        shared=shared,
                        left=seats[seat][2] is not None,
                        left_order=seats[seat][2],
                        left_at=seats[seat][3],
                        counted=bool(counted),
                        forfeit=bool(forfeit),
                        own_moves=own_moves,
                        moves=moves,
                        **facts,
                    )
                )
            await conn.executemany(
                f"INSERT INTO game_results ({RESULT_COLUMNS}, cards_total)"
                f" VALUES ({', '.join('?' * 24)})",
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
                        int(r.counted),
                        int(r.forfeit),
                        r.own_moves,
                        r.moves,
                        r.play,
                        r.at_move,
                        r.hints,
                        int(r.rises),
                        r.game_position,
                        r.last_own,
                        int(r.taken_over),
                        r.right_claims,
                        r.cards_total,
                    )
                    for r in results
                ],
            )
            await conn.execute(
                "UPDATE games SET status = 'finished', ended_at = ?, timers = NULL,"
                " count_reason = ? WHERE id = ?",
                (now, verdict.reason, game_id),
            )
            if verdict.counts:
                await conn.executemany(
                    _UPSERT_TOTALS,
                    [(guild_id, game, *row) for row in _totals_rows(None, results, now)],
                )
                if league_id is not None:  # an open league's game (a closed one's is frozen)
                    await conn.executemany(
                        _UPSERT_LEAGUE_TOTALS, _totals_rows(league_id, results, now)
                    )
                    await conn.execute(
                        "UPDATE leagues SET games = games + 1 WHERE id = ?", (league_id,)
                    )
                if rate is not None:
                    positions = {
                        r.user_id: r.position
                        for r in results
                        if r.counted and r.user_id is not None
                    }
                    capped = {
                        r.user_id
                        for r in results
                        if r.counted and r.user_id is not None and not r.rises
                    }
                    await apply_game(conn, guild_id, game_id, positions, rate, now, 0, game, capped)
                    if league_id is not None:
                        await apply_game(
                            conn, guild_id, game_id, positions, rate, now, league_id, game, capped
                        )
            await add_owed(conn, game_id, owed, now)
        results.sort(key=lambda r: (r.position, r.seat))
        return GameResult(
            game_id=game_id,
            guild_id=guild_id,
            ended_at=now,
            seats=tuple(results),
            count_reason=verdict.reason,
        )

    async def for_game(self, game_id: int) -> GameResult | None:
        """A finished game's results, best position first, or None."""
        games, results = await self._db.fetch_snapshot(
            [
                (
                    "SELECT id, guild_id, ended_at, count_reason FROM games"
                    " WHERE id = ? AND status = 'finished'",
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
        """Counted games (finished, not voided, judged to count) in the order they ended
        (``ended_at``, then id), with every seat.

        For recomputing ratings from scratch: pass the last page's ``(ended_at, game_id)`` as
        ``after`` to get the next page; an empty list means the end. ``guild_id`` None means
        every guild.
        """
        if not 1 <= limit <= 1000:
            raise ValueError("limit must be 1 to 1000")
        ended_at, last_id = after if after is not None else ("", 0)
        where = COUNTED_GAME.replace("g.", "") + " AND (ended_at, id) > (?, ?)"
        params: tuple[Any, ...] = (ended_at, last_id)
        if guild_id is not None:
            where = "guild_id = ? AND " + where
            params = (guild_id, *params)
        page = (
            "SELECT id, guild_id, ended_at, count_reason FROM games"
            f" WHERE {where} ORDER BY ended_at, id LIMIT ?"
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

    async def rejudge(
        self,
        guild_id: int,
        judge: JudgeFn,
        *,
        run: Runner | None = None,
    ) -> int:
        """Judge every finished game of the guild again, from scratch: ``judge`` (the counting
        policy, ``standings.rejudge``) gives each game's verdict from what its results keep
        (the facts the policy read when it ended), and the guild's totals and its open
        leagues' totals are rebuilt from the counted results. Ratings are storage's
        ``RatingRepo.recompute``, after this. Returns how many seats' verdicts changed.

        Read on one snapshot holding no lock; judged and summed outside the write lock and the
        event loop (``run``: a thread by default); written in one short transaction, where the
        games that ended since the snapshot (judged by the same policy as they ended) are
        added, and only the rows that differ are written. A closed league is frozen: its
        totals stay. One rewrite per guild at a time (the standings service's lock)."""
        check_id(guild_id, "guild_id")
        games, rows, leagues = await self._db.fetch_snapshot(
            [
                (
                    "SELECT id, guild_id, ended_at, count_reason, game, league_id,"
                    " voided_reason IS NULL FROM games"
                    " WHERE guild_id = ? AND status = 'finished' ORDER BY ended_at, id",
                    (guild_id,),
                ),
                (
                    f"{_SELECT_RESULTS} JOIN games g ON g.id = r.game_id"
                    " WHERE g.guild_id = ? AND g.status = 'finished'",
                    (guild_id,),
                ),
                (
                    "SELECT id FROM leagues WHERE guild_id = ? AND closed_at IS NULL",
                    (guild_id,),
                ),
            ]
        )
        marker = (games[-1][2], games[-1][0]) if games else ("", 0)
        open_leagues = {int(r[0]) for r in leagues}
        plan = await (run or _in_thread)(_rejudged, games, rows, judge, open_leagues)
        async with self._db.transaction(guild=guild_id, only_guild=True) as conn:
            await conn.executemany(
                "UPDATE game_results SET position = ?, winner = ?, shared = ?, counted = ?,"
                " forfeit = ?, play = ?, at_move = ?, rises = ? WHERE game_id = ? AND seat = ?",
                plan.seats,
            )
            await conn.executemany("UPDATE games SET count_reason = ? WHERE id = ?", plan.reasons)
            late = await conn.execute_fetchall(
                "SELECT g.game, g.league_id, r.user_id, r.winner, r.total,"
                " json_array_length(r.round_points), r.cards_total, g.ended_at"
                " FROM games g JOIN game_results r ON r.game_id = g.id"
                f" WHERE g.guild_id = ? AND {COUNTED_ROW}"
                " AND (g.ended_at > ? OR (g.ended_at = ? AND g.id > ?))",
                (guild_id, marker[0], marker[0], marker[1]),
            )
            for row in late:
                plan.add(tuple(row), open_leagues)
            stored = await conn.execute_fetchall(
                "SELECT game, user_id, games, wins, points, rounds, cards"
                " FROM guild_player_totals WHERE guild_id = ?",
                (guild_id,),
            )
            await _write_totals(
                conn,
                "guild_player_totals",
                ("guild_id", guild_id),
                {(r[0], r[1]): tuple(r[2:]) for r in stored},
                plan.totals,
            )
            for league_id in sorted(open_leagues):
                stored = await conn.execute_fetchall(
                    "SELECT user_id, games, wins, points, rounds, cards"
                    " FROM league_player_totals WHERE league_id = ?",
                    (league_id,),
                )
                await _write_totals(
                    conn,
                    "league_player_totals",
                    ("league_id", league_id),
                    {(None, r[0]): tuple(r[1:]) for r in stored},
                    {
                        (None, user): value
                        for (league, user), value in plan.leagues.items()
                        if league == league_id
                    },
                )
                await conn.execute(
                    "UPDATE leagues SET games = ? WHERE id = ? AND games <> ?",
                    (plan.league_games.get(league_id, 0), league_id,
                     plan.league_games.get(league_id, 0)),
                )  # fmt: skip
        return len(plan.seats)

    async def forget_player(
        self,
        guild_id: int,
        user_id: int,
        rate: RateFn,
        *,
        run: Runner | None = None,
    ) -> int:
        """``/dobro forget-me``: the person's totals and ratings in the guild go, their results
        rows in the guild's games keep the seat's place and points but lose the user id and the
        name (``forgotten`` = 1: "former player N"), their seat in every ended game of the
        guild too (and the game's record, renamed by the game's own rules, so it replays to
        the same play), and the others' ratings are recomputed from the person's
        first counted game (nothing to recompute if they have none). Returns how many results
        were anonymised.

        The recomputation runs outside the write lock (``run``: a thread by default); the
        change and the new ratings are written in one short transaction. A game the person is
        still seated at counts for them when it ends, as a new start.
        """
        check_id(guild_id, "guild_id")
        check_id(user_id, "user_id")
        plans = []
        for game in await self._ratings.games_of(guild_id, user_id):
            first = await self.first_counted(guild_id, user_id, game)
            if first is not None:
                plan = await self._ratings.plan(guild_id, game, since=first, exclude_user=user_id)
                await (run or _in_thread)(plan.compute, rate)
                plans.append(plan)
        now = utcnow()
        async with self._db.transaction(guild=guild_id, only_guild=True) as conn:
            await _forget_seats(conn, guild_id, user_id)
            # Ended tournaments' registrations keep the place, not the name (a live one goes on
            # with them, as a game they are seated at does).
            await conn.execute(
                "UPDATE tournament_registrations SET name = ? WHERE user_id = ? AND tournament_id"
                " IN (SELECT id FROM tournaments WHERE guild_id = ?"
                " AND status IN ('finished', 'cancelled'))",
                ("former player", user_id, guild_id),
            )
            cursor = await conn.execute(
                "UPDATE game_results SET user_id = NULL, forgotten = 1,"
                " name = (SELECT s.name FROM game_seats s WHERE s.game_id = game_results.game_id"
                " AND s.seat = game_results.seat)"
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
                " (SELECT id FROM leagues WHERE guild_id = ? AND closed_at IS NULL)",
                (user_id, guild_id),
            )
            await conn.execute(
                "DELETE FROM ratings WHERE guild_id = ? AND user_id = ? AND league_id IN"
                " (SELECT 0 UNION SELECT id FROM leagues WHERE guild_id = ? AND closed_at IS NULL)",
                (guild_id, user_id, guild_id),
            )
            await conn.execute(
                "DELETE FROM rating_changes WHERE user_id = ? AND game_id IN"
                " (SELECT id FROM games WHERE guild_id = ?)",
                (user_id, guild_id),
            )
            for plan in plans:
                await plan.write(conn, rate, now)
        return anonymised

    async def void_game(
        self,
        guild_id: int,
        game_id: int,
        reason: str,
        rate: RateFn,
        *,
        run: Runner | None = None,
    ) -> None:
        """``/dobro void``: the guild's finished game ``game_id`` stops counting
        (``voided_reason``), its people's totals lose it and the ratings are recomputed from it
        on (outside the write lock; the change and the new ratings in one short transaction).
        The game and its results stay (the history shows them with the reason). Raises
        ``CannotVoid`` for a game of another guild or unknown ("unknown"), not finished
        ("not_finished") or already voided ("voided"); nothing changes then."""
        check_id(guild_id, "guild_id")
        check_id(game_id, "game_id")
        reason = reason.strip()
        if not reason:
            raise ValueError("a voided game needs a reason")
        rows = await self._db.fetchall(
            "SELECT guild_id, status, voided_reason, ended_at, count_reason, game FROM games"
            " WHERE id = ?",
            (game_id,),
        )
        _check_voidable(rows, guild_id, game_id)
        ended_at, counted, game = rows[0][3], rows[0][4] == "counted", rows[0][5]
        plan = None
        if counted:
            plan = await self._ratings.plan(
                guild_id, game, since=(ended_at, game_id), exclude_game=game_id
            )
            await (run or _in_thread)(plan.compute, rate)
        now = utcnow()
        async with self._db.transaction(guild=guild_id, only_guild=True) as conn:
            rows = await conn.execute_fetchall(
                "SELECT guild_id, status, voided_reason FROM games WHERE id = ?", (game_id,)
            )
            _check_voidable(rows, guild_id, game_id)
            await conn.execute("UPDATE games SET voided_reason = ? WHERE id = ?", (reason, game_id))
            if not counted:
                return
            mine = [
                (r[0], r[1], r[2], r[3], r[4])
                for r in await conn.execute_fetchall(
                    "SELECT user_id, winner, total, json_array_length(round_points), cards_total"
                    " FROM game_results WHERE game_id = ? AND counted = 1 AND user_id IS NOT NULL",
                    (game_id,),
                )
            ]
            await _subtract_totals(
                conn,
                "guild_player_totals",
                "guild_id = ? AND game = ?",
                (guild_id, game),
                mine,
                now,
            )
            # Its open league counts one game fewer (a closed league's standings are frozen).
            for (league_id,) in await conn.execute_fetchall(
                "SELECT l.id FROM games g JOIN leagues l ON l.id = g.league_id"
                " WHERE g.id = ? AND l.closed_at IS NULL",
                (game_id,),
            ):
                await _subtract_totals(
                    conn, "league_player_totals", "league_id = ?", (league_id,), mine, now
                )
                await conn.execute(
                    "UPDATE leagues SET games = CASE WHEN games > 0 THEN games - 1 ELSE 0 END"
                    " WHERE id = ?",
                    (league_id,),
                )
            assert plan is not None
            await plan.write(conn, rate, now)

    async def voided_reason(self, game_id: int) -> str | None:
        """Why a moderator voided the game (None: it counts, or no such game)."""
        rows = await self._db.fetchall("SELECT voided_reason FROM games WHERE id = ?", (game_id,))
        return rows[0][0] if rows else None

    async def first_counted(
        self, guild_id: int, user_id: int, game: str = LEGACY_GAME
    ) -> tuple[str, int] | None:
        """The person's first counted game of ``game`` in the guild (ended_at, id), or None."""
        rows = await self._db.fetchall(
            "SELECT g.ended_at, g.id FROM games g JOIN game_results r ON r.game_id = g.id"
            f" WHERE g.guild_id = ? AND g.game = ? AND r.user_id = ? AND {COUNTED_ROW}"
            " ORDER BY g.ended_at, g.id LIMIT 1",
            (guild_id, game, user_id),
        )
        return (rows[0][0], rows[0][1]) if rows else None


_PLAYS = (None, "played", "left", "stopped", "no_show")


def _judged(s: Any) -> dict[str, Any]:
    """What the verdict says of a seat beyond its place (version 18), checked."""
    play = getattr(s, "status", None)
    if play not in _PLAYS:
        raise ValueError(f"seat {s.seat}: unknown play {play!r}")
    optional = {k: getattr(s, k, None) for k in ("at_move", "last_own", "right_claims")}
    for k, v in optional.items():
        if v is not None:
            _int(v, k)
    return {
        "play": play,
        "hints": _int(getattr(s, "hints", 0), "hints"),
        "rises": bool(getattr(s, "rises", False)),
        "game_position": _int(getattr(s, "game_position", None) or s.position, "game_position"),
        "taken_over": bool(getattr(s, "taken_over", False)),
        **optional,
    }


#: The counting policy, judging a stored game again from what its results keep.
JudgeFn = Callable[[GameResult], VerdictLike]


@dataclass(slots=True)
class _Rejudged:
    """What ``rejudge`` writes: the seats and games whose verdict changed (update rows), and
    the totals the verdicts make, per (game, user) and per (league, user): (games, wins,
    points, rounds, cards, last ended_at)."""

    seats: list[tuple[Any, ...]] = field(default_factory=list)
    reasons: list[tuple[Any, ...]] = field(default_factory=list)
    totals: dict[tuple[Any, int], list[Any]] = field(default_factory=dict)
    leagues: dict[tuple[Any, int], list[Any]] = field(default_factory=dict)
    league_games: dict[int, int] = field(default_factory=dict)

    def add(self, row: tuple[Any, ...], open_leagues: set[int]) -> None:
        """One counted result: (game, league, user, winner, total, rounds, cards, ended_at)."""
        game, league, user, winner, total, rounds, cards, ended_at = row
        for key, into in (((game, user), self.totals), ((league, user), self.leagues)):
            if into is self.leagues and league not in open_leagues:
                continue
            t = into.setdefault(key, [0, 0, 0, 0, 0, ""])
            t[0] += 1
            t[1] += int(winner)
            t[2] += total
            t[3] += rounds
            t[4] += cards
            t[5] = max(t[5], ended_at)


def _rejudged(
    games: Sequence[Sequence[Any]],
    rows: Sequence[Sequence[Any]],
    judge: JudgeFn,
    open_leagues: set[int],
) -> _Rejudged:
    """Every game judged again (off the event loop: grouping the rows is work too): the seats
    whose verdict differs from the stored one, the games whose reason differs, and the totals
    the new verdicts make."""
    out = _Rejudged()
    by_game: dict[int, list[SeatResult]] = {}
    for row in rows:
        by_game.setdefault(row[0], []).append(_from_row(row))
    for game_id, _, ended_at, reason, game, league, kept in games:
        seats = sorted(by_game.get(game_id, ()), key=lambda r: (r.position, r.seat))
        stored_game = GameResult(game_id, 0, ended_at, tuple(seats), count_reason=reason)
        verdict = judge(stored_game)
        if verdict.reason != reason:
            out.reasons.append((verdict.reason, game_id))
        stored = {r.seat: r for r in seats}
        for s in verdict.standings:
            old = stored[s.seat]
            new = (
                s.position,
                int(s.winner),
                int(s.shared),
                int(s.counted),
                int(s.forfeit),
                s.status,
                s.at_move,
                int(s.rises),
            )
            was = (
                old.position,
                int(old.winner),
                int(old.shared),
                int(old.counted),
                int(old.forfeit),
                old.play,
                old.at_move,
                int(old.rises),
            )
            if new != was:
                out.seats.append((*new, game_id, s.seat))
            if kept and verdict.counts and s.counted and old.user_id is not None:
                out.add(
                    (
                        game,
                        league,
                        old.user_id,
                        s.winner,
                        s.total,
                        len(s.round_points),
                        sum(s.cards),
                        ended_at,
                    ),
                    open_leagues,
                )
        if kept and verdict.counts and league in open_leagues:
            out.league_games[league] = out.league_games.get(league, 0) + 1
    return out


async def _write_totals(
    conn: Any,
    table: str,
    scope: tuple[str, int],
    stored: dict[tuple[Any, int], tuple[Any, ...]],
    computed: dict[tuple[Any, int], list[Any]],
) -> None:
    """Make a scope's totals (``scope``: its column and value; a guild's keyed by game and
    user, a league's by user) what ``computed`` says, writing only the rows that differ."""
    column, value = scope
    by_game = table == "guild_player_totals"
    gone = [key for key in stored if key not in computed]
    differ = [(k, v) for k, v in computed.items() if tuple(v[:5]) != stored.get(k)]
    where = f"{column} = ? AND user_id = ?" + (" AND game = ?" if by_game else "")
    await conn.executemany(
        f"DELETE FROM {table} WHERE {where}",
        [(value, user, game) if by_game else (value, user) for game, user in gone],
    )
    columns = f"{column}, {'game, ' if by_game else ''}user_id"
    keys = f"{column}, {'game, ' if by_game else ''}user_id"
    await conn.executemany(
        f"INSERT INTO {table} ({columns}, games, wins, points, rounds, cards, updated_at)"
        f" VALUES ({', '.join('?' * (9 if by_game else 8))})"
        f" ON CONFLICT ({keys}) DO UPDATE SET games = excluded.games, wins = excluded.wins,"
        " points = excluded.points, rounds = excluded.rounds, cards = excluded.cards,"
        " updated_at = excluded.updated_at",
        [
            (value, game, user, *v[:5], v[5]) if by_game else (value, user, *v[:5], v[5])
            for (game, user), v in differ
        ],
    )


def _check_voidable(rows: Sequence[Any], guild_id: int, game_id: int) -> None:
    if not rows or rows[0][0] != guild_id:
        raise CannotVoid(game_id, "unknown")
    if rows[0][1] != GameStatus.FINISHED:
        raise CannotVoid(game_id, "not_finished")
    if rows[0][2] is not None:
        raise CannotVoid(game_id, "voided")


async def _subtract_totals(
    conn: Any,
    table: str,
    where: str,
    scope: tuple[Any, ...],
    rows: Sequence[tuple[int, int, int, int, int]],
    now: str,
) -> None:
    """Take one voided game's results (user, winner, total, rounds, cards) out of a scope's
    totals (``where`` with ``scope``'s values: a guild and game, or a league); a person left
    with no counted game leaves the board."""
    await conn.executemany(
        f"DELETE FROM {table} WHERE {where} AND user_id = ? AND games = 1",
        [(*scope, u) for u, *_ in rows],
    )
    await conn.executemany(
        f"UPDATE {table} SET games = games - 1, wins = wins - ?, points = points - ?,"
        f" rounds = rounds - ?, cards = cards - ?, updated_at = ?"
        f" WHERE {where} AND user_id = ?",
        [(w, t, n, c, now, *scope, u) for u, w, t, n, c in rows],
    )


def _counts(r: SeatResult) -> bool:
    return r.counted and r.user_id is not None


def _totals_rows(
    scope: int | None, results: Iterable[SeatResult], now: str
) -> list[tuple[Any, ...]]:
    """One game's rows for a totals upsert (a league ``scope``; None: without it, the guild's
    rows take their guild and game in front): counted people only."""
    head = () if scope is None else (scope,)
    return [
        (*head, r.user_id, int(r.winner), r.total, len(r.round_points), r.cards_total, now)
        for r in results
        if _counts(r)
    ]


#: The name a forgotten seat takes in its game (the record's labels are not translated).
FORMER_PLAYER = "former player {n}"


async def _forget_seats(conn: Any, guild_id: int, user_id: int) -> None:
    """Empty the person's seats in the guild's ended games, and rename them in the records (by
    the game's own renaming: the renamed game replays to the same play)."""
    seats = await conn.execute_fetchall(
        "SELECT s.game_id, s.seat, s.name, g.setup, g.game FROM game_seats s"
        " JOIN games g ON g.id = s.game_id"
        " WHERE s.user_id = ? AND g.guild_id = ? AND g.status NOT IN ('lobby', 'active')",
        (user_id, guild_id),
    )
    for game_id, seat, old, setup, game in seats:
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
        stored = await conn.execute_fetchall(
            "SELECT seq, actor, action FROM game_actions WHERE game_id = ? ORDER BY seq",
            (game_id,),
        )
        actions = [json.loads(a) for _, _, a in stored]
        renamed_setup, renamed = rules(game).rename(record, actions, old, new)
        await conn.execute(
            "UPDATE games SET setup = ? WHERE id = ?", (dumps(renamed_setup), game_id)
        )
        await conn.executemany(
            "UPDATE game_actions SET action = ?, actor = ? WHERE game_id = ? AND seq = ?",
            [
                (dumps(after), new if actor == old else actor, game_id, seq)
                for (seq, actor, _), before, after in zip(stored, actions, renamed, strict=True)
                if after != before or actor == old
            ],
        )
