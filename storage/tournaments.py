"""Tournaments (migration 14): registrations, rounds, tables and the games they play, and the
posts a tournament owes its channel.

Storage decides nothing about pairing or scoring (``tournaments.pairing`` does, purely; the
tournament service stores what it returns). What storage guarantees:

- **One transaction per change, guarded by the state it changes.** Opening the check-in,
  starting, finishing a round (and pairing the next), finishing and cancelling each update
  the tournament only from the state they expect (``status``, ``round``), so a change made
  twice (a restart, the job and a moderator at once) is made once; the loser gets None.
- **Posts are owed in the same transaction as what owes them** (``tournament_posts``, an outbox
  per tournament): the announcement with the creation, the check-in call with its opening, the
  start and each table's post with the round, the standings with the round's end, the podium
  with the last one. The Discord layer sends them in id order and marks them sent once Discord
  accepted them; a restart sends what is owed, and nothing twice.
- **A table's game is stored as soon as it exists** (``set_table_game``), and its result once
  (``settle_table`` only settles an unsettled table).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .errors import StorageError, is_unique_violation
from .games import check_id
from .sql import Sql, dumps, utcnow

#: Longest tournament name (Discord's option values and a thread name with room to spare).
MAX_NAME = 50
#: Statuses of a tournament still going (its name is taken in its guild).
LIVE = ("registering", "check_in", "running")


class TournamentNameTaken(StorageError):
    """A guild's live tournaments have distinct names, whatever their case."""

    def __init__(self, name: str) -> None:
        self.name = name
        super().__init__(f"This server already has a tournament called {name!r} going on.")


class AlreadyRegistered(StorageError):
    """The person is registered already."""


@dataclass(frozen=True, slots=True)
class Tournament:
    """A tournament as stored (times: stored UTC ISO text). ``settings``: {"options": {…}} of
    its game; ``rounds``: a Swiss tournament's rounds (None until the start if not chosen; the
    other formats work theirs out); ``round``: the round being played (0 before the start)."""

    id: int
    guild_id: int
    name: str
    game: str
    settings: dict[str, Any]
    format: str
    seats: int
    rounds: int | None
    fill: str
    timer: int
    channel_id: int
    lang: str
    created_by: int
    created_at: str
    starts_at: str | None
    status: str
    check_in_at: str | None
    started_at: str | None
    ended_at: str | None
    round: int
    ended_by: int | None
    reason: str | None

    @property
    def live(self) -> bool:
        return self.status in LIVE

    @property
    def options(self) -> dict[str, Any]:
        return dict(self.settings.get("options") or {})


_COLUMNS = (
    "id, guild_id, name, game, settings, format, seats, rounds, fill, timer, channel_id, lang,"
    " created_by, created_at, starts_at, status, check_in_at, started_at, ended_at, round,"
    " ended_by, reason"
)


def _tournament(row: Sequence[Any]) -> Tournament:
    values = list(row)
    values[4] = json.loads(values[4])
    return Tournament(*values)


@dataclass(frozen=True, slots=True)
class Registration:
    """A registered person: the name they registered under, their order of registration
    (``entry``), whether they checked in, and ``status``: registered (before the start),
    playing, withdrawn (during round ``withdrawn_round``) or dropped (a no-show). ``rating``:
    their rating before the event, fixed at the start."""

    tournament_id: int
    user_id: int
    name: str
    entry: int
    registered_at: str
    checked_in: bool
    status: str
    rating: float | None
    withdrawn_round: int | None

    @property
    def in_play(self) -> bool:
        """Playing or withdrawn: part of the tournament's standings."""
        return self.status in ("playing", "withdrawn")


_REG_COLUMNS = (
    "tournament_id, user_id, name, entry, registered_at, checked_in, status, rating,"
    " withdrawn_round"
)


def _registration(row: Sequence[Any]) -> Registration:
    values = list(row)
    values[5] = bool(values[5])
    return Registration(*values)


@dataclass(frozen=True, slots=True)
class TournamentRound:
    """A round as paired: its byes and whether it is a knockout's final; ``ended_at`` once
    every table has its result."""

    tournament_id: int
    number: int
    byes: tuple[int, ...]
    final: bool
    started_at: str
    ended_at: str | None


def _round(row: Sequence[Any]) -> TournamentRound:
    return TournamentRound(row[0], row[1], tuple(json.loads(row[2])), bool(row[3]), row[4], row[5])


@dataclass(frozen=True, slots=True)
class TournamentTable:
    """A table of a round: its people (pairing order), computer seats, thread and game once
    opened, and once settled each person's position (``places``), the computers' positions,
    how it ended (``outcome``: played, broken, empty) and what each person did there
    (``plays``: the counting policy's played, left, stopped, no_show; absent: never seated;
    None for a table settled before version 18).

    Stored in ``places`` as ``[[user, position, play], …]`` (a table settled before version
    17 has no play)."""

    tournament_id: int
    round: int
    number: int
    players: tuple[int, ...]
    computers: int
    thread_id: int | None
    game_id: int | None
    places: dict[int, int] | None
    computer_places: tuple[int, ...] | None
    outcome: str | None
    settled_at: str | None
    plays: dict[int, str] | None = None

    @property
    def settled(self) -> bool:
        return self.outcome is not None


_TABLE_COLUMNS = (
    "tournament_id, round, number, players, computers, thread_id, game_id, places,"
    " computer_places, outcome, settled_at"
)


def _table(row: Sequence[Any]) -> TournamentTable:
    places = json.loads(row[7]) if row[7] is not None else None
    computers = json.loads(row[8]) if row[8] is not None else None
    return TournamentTable(
        tournament_id=row[0],
        round=row[1],
        number=row[2],
        players=tuple(json.loads(row[3])),
        computers=row[4],
        thread_id=row[5],
        game_id=row[6],
        places={int(e[0]): int(e[1]) for e in places} if places is not None else None,
        computer_places=tuple(computers) if computers is not None else None,
        outcome=row[9],
        settled_at=row[10],
        plays=(
            {int(e[0]): str(e[2]) for e in places if len(e) > 2}
            if places is not None and any(len(e) > 2 for e in places)
            else None
        ),
    )


@dataclass(frozen=True, slots=True)
class TournamentPost:
    """A post the tournament owes its channel (or has sent: ``message_id``). ``round`` and
    ``number`` say which round's or table's it is (0 when neither)."""

    id: int
    tournament_id: int
    kind: str
    round: int
    number: int
    channel_id: int
    created_at: str
    attempts: int
    attempted_at: str | None
    message_id: int | None
    sent_at: str | None
    undeliverable: str | None


_POST_COLUMNS = (
    "id, tournament_id, kind, round, number, channel_id, created_at, attempts, attempted_at,"
    " message_id, sent_at, undeliverable"
)


@dataclass(frozen=True, slots=True)
class RoundPlan:
    """A round to store: its number, tables (people in order, computer seats), byes and
    whether it is a final (``tournaments.pairing.Round``, as storage takes it)."""

    number: int
    tables: tuple[tuple[tuple[int, ...], int], ...]
    byes: tuple[int, ...] = ()
    final: bool = False


async def _owe(conn: Any, tournament_id: int, kind: str, round_: int = 0, number: int = 0) -> None:
    """Inside a caller's transaction: owe one post to the tournament's channel (once: a post
    already owed or sent is not owed again). Its time is the storage's (``utcnow``), as the
    outbox's: the Discord layer compares it with messages' times."""
    now = utcnow()
    await conn.execute(
        "INSERT INTO tournament_posts (tournament_id, kind, round, number, channel_id,"
        " created_at) SELECT id, ?, CAST(? AS INTEGER), CAST(? AS INTEGER), channel_id, ?"
        " FROM tournaments WHERE id = ?"
        " ON CONFLICT (tournament_id, kind, round, number) DO NOTHING",
        (kind, round_, number, now, tournament_id),
    )


async def _insert_round(conn: Any, tournament_id: int, plan: RoundPlan, now: str) -> None:
    """Inside a caller's transaction: a new round, its tables, and the post owed for each
    table (its thread starts from it)."""
    await conn.execute(
        "INSERT INTO tournament_rounds (tournament_id, number, byes, final, started_at)"
        " VALUES (?, ?, ?, ?, ?)",
        (tournament_id, plan.number, dumps(list(plan.byes)), int(plan.final), now),
    )
    await conn.executemany(
        "INSERT INTO tournament_tables (tournament_id, round, number, players, computers)"
        " VALUES (?, ?, ?, ?, ?)",
        [
            (tournament_id, plan.number, i, dumps(list(people)), computers)
            for i, (people, computers) in enumerate(plan.tables, 1)
        ],
    )
    for i in range(1, len(plan.tables) + 1):
        await _owe(conn, tournament_id, "table", plan.number, i)


class TournamentRepo:
    """Create, find, register, pair, settle and post tournaments."""

    def __init__(self, db: Sql) -> None:
        self._db = db

    # ------------------------------------------------------------------ tournaments

    async def create(
        self,
        guild_id: int,
        name: str,
        *,
        game: str,
        settings: Mapping[str, Any],
        format: str,
        seats: int,
        rounds: int | None,
        fill: str,
        timer: int,
        channel_id: int,
        lang: str,
        created_by: int,
        starts_at: str | None = None,
    ) -> Tournament:
        """A new tournament open for registration, its announcement owed to its channel in
        the same transaction. ``TournamentNameTaken`` if a live one of the guild has that name."""
        check_id(guild_id, "guild_id")
        check_id(channel_id, "channel_id")
        check_id(created_by, "created_by")
        name = " ".join(name.split())
        if not 1 <= len(name) <= MAX_NAME:
            raise ValueError(f"a tournament name has 1 to {MAX_NAME} characters")
        now = utcnow()
        try:
            async with self._db.transaction() as conn:
                inserted = await conn.execute_fetchall(
                    "INSERT INTO tournaments (guild_id, name, game, settings, format, seats,"
                    " rounds, fill, timer, channel_id, lang, created_by, created_at, starts_at)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                    (guild_id, name, game, dumps(dict(settings)), format, seats, rounds, fill,
                     timer, channel_id, lang, created_by, now, starts_at),
                )  # fmt: skip
                tournament_id = int(inserted[0][0])
                await _owe(conn, tournament_id, "announce")
        except StorageError as exc:
            if is_unique_violation(exc, "tournaments", "name"):
                raise TournamentNameTaken(name) from None
            raise
        found = await self.get(tournament_id)
        assert found is not None
        return found

    async def get(self, tournament_id: int) -> Tournament | None:
        rows = await self._db.fetchall(
            f"SELECT {_COLUMNS} FROM tournaments WHERE id = ?", (tournament_id,)
        )
        return _tournament(rows[0]) if rows else None

    async def by_name(self, guild_id: int, name: str) -> Tournament | None:
        """The guild's tournament of that name, whatever its case: the live one, else the
        latest."""
        rows = await self._db.fetchall(
            f"SELECT {_COLUMNS} FROM tournaments WHERE guild_id = ? AND name = ?"
            " ORDER BY status IN ('registering', 'check_in', 'running') DESC, id DESC LIMIT 1",
            (guild_id, " ".join(name.split())),
        )
        return _tournament(rows[0]) if rows else None

    async def listed(
        self, guild_id: int, *, live_only: bool = False, search: str = "", limit: int = 25
    ) -> list[Tournament]:
        """Live tournaments (newest first), then ended ones (most recent first); ``search``:
        names containing it, whatever the case (autocomplete)."""
        pattern = "%" + search.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
        rows = await self._db.fetchall(
            f"SELECT {_COLUMNS} FROM tournaments WHERE guild_id = ? AND name LIKE ? ESCAPE '\\'"
            + (" AND status IN ('registering', 'check_in', 'running')" if live_only else "")
            + " ORDER BY status IN ('registering', 'check_in', 'running') DESC,"
            " coalesce(ended_at, created_at) DESC, id DESC LIMIT ?",
            (guild_id, pattern, limit),
        )
        return [_tournament(r) for r in rows]

    async def active(self) -> list[Tournament]:
        """Tournaments with work left: live ones, and ended ones still owing a post (the
        job's list, at start-up too)."""
        rows = await self._db.fetchall(
            f"SELECT {_COLUMNS} FROM tournaments t"
            " WHERE status IN ('registering', 'check_in', 'running')"
            " OR EXISTS (SELECT 1 FROM tournament_posts p WHERE p.tournament_id = t.id"
            " AND p.sent_at IS NULL AND p.undeliverable IS NULL) ORDER BY id"
        )
        return [_tournament(r) for r in rows]

    async def open_check_in(
        self, tournament_id: int, *, starts_at: str, now: str
    ) -> Tournament | None:
        """Registration → check-in (the call to check in owed), starting at ``starts_at``;
        None if it was not taking registrations any more."""
        async with self._db.transaction() as conn:
            cursor = await conn.execute(
                "UPDATE tournaments SET status = 'check_in', check_in_at = ?, starts_at = ?"
                " WHERE id = ? AND status = 'registering'",
                (now, starts_at, tournament_id),
            )
            if cursor.rowcount == 0:
                return None
            await _owe(conn, tournament_id, "check_in")
        return await self.get(tournament_id)

    async def start(
        self,
        tournament_id: int,
        *,
        ratings: Mapping[int, float],
        dropped: Iterable[int],
        rounds: int | None,
        first: RoundPlan,
        now: str,
    ) -> Tournament | None:
        """Check-in → running, in one transaction: the people in ``ratings`` play (their
        rating before the event kept), those in ``dropped`` are no-shows, the rounds are fixed,
        round 1 is stored with its tables, and the start and each table's post are owed. None
        if it was not in its check-in any more."""
        async with self._db.transaction() as conn:
            cursor = await conn.execute(
                "UPDATE tournaments SET status = 'running', started_at = ?, round = 1,"
                " rounds = coalesce(?, rounds) WHERE id = ? AND status = 'check_in'",
                (now, rounds, tournament_id),
            )
            if cursor.rowcount == 0:
                return None
            await conn.executemany(
                "UPDATE tournament_registrations SET status = 'playing', rating = ?"
                " WHERE tournament_id = ? AND user_id = ?",
                [(rating, tournament_id, user) for user, rating in ratings.items()],
            )
            await conn.executemany(
                "UPDATE tournament_registrations SET status = 'dropped'"
                " WHERE tournament_id = ? AND user_id = ?",
                [(tournament_id, user) for user in dropped],
            )
            await _owe(conn, tournament_id, "started", 1)
            await _insert_round(conn, tournament_id, first, now)
        return await self.get(tournament_id)

    async def end_round(
        self, tournament_id: int, number: int, *, next_round: RoundPlan | None, now: str
    ) -> Tournament | None:
        """Round ``number`` is over (every table settled): with ``next_round``, it is stored
        and its posts owed with the standings after ``number``; without, the tournament is
        finished and its podium owed. One transaction; None if the round was not the one being
        played (ended already)."""
        async with self._db.transaction() as conn:
            if next_round is not None:
                cursor = await conn.execute(
                    "UPDATE tournaments SET round = ? WHERE id = ? AND round = ?"
                    " AND status = 'running'",
                    (next_round.number, tournament_id, number),
                )
            else:
                cursor = await conn.execute(
                    "UPDATE tournaments SET status = 'finished', ended_at = ? WHERE id = ?"
                    " AND round = ? AND status = 'running'",
                    (now, tournament_id, number),
                )
            if cursor.rowcount == 0:
                return None
            await conn.execute(
                "UPDATE tournament_rounds SET ended_at = ? WHERE tournament_id = ? AND number = ?",
                (now, tournament_id, number),
            )
            if next_round is not None:
                await _owe(conn, tournament_id, "standings", number)
                await _insert_round(conn, tournament_id, next_round, now)
            else:
                await _owe(conn, tournament_id, "final", number)
        return await self.get(tournament_id)

    async def cancel(
        self, tournament_id: int, *, by: int | None, reason: str, now: str
    ) -> Tournament | None:
        """A live tournament is called off (``by`` a moderator, or None: too few players at
        the start), the notice owed; None if it had ended already."""
        async with self._db.transaction() as conn:
            cursor = await conn.execute(
                "UPDATE tournaments SET status = 'cancelled', ended_at = ?, ended_by = ?,"
                " reason = ? WHERE id = ? AND status IN ('registering', 'check_in', 'running')",
                (now, by, reason, tournament_id),
            )
            if cursor.rowcount == 0:
                return None
            await _owe(conn, tournament_id, "cancelled")
        return await self.get(tournament_id)

    # ------------------------------------------------------------------ registrations

    async def registrations(self, tournament_id: int) -> list[Registration]:
        """Everyone registered, in order of registration."""
        rows = await self._db.fetchall(
            f"SELECT {_REG_COLUMNS} FROM tournament_registrations WHERE tournament_id = ?"
            " ORDER BY entry",
            (tournament_id,),
        )
        return [_registration(r) for r in rows]

    async def register(
        self, tournament_id: int, user_id: int, name: str, *, most: int
    ) -> Registration | None:
        """Register someone (checked in at once during the check-in). None if the tournament
        takes no registrations now or has ``most`` people already; ``AlreadyRegistered`` if
        they are."""
        check_id(user_id, "user_id")
        name = " ".join(name.split())[:64] or "?"
        try:
            async with self._db.transaction() as conn:
                cursor = await conn.execute(
                    "INSERT INTO tournament_registrations (tournament_id, user_id, name, entry,"
                    " registered_at, checked_in)"
                    " SELECT t.id, CAST(? AS BIGINT), ?, coalesce((SELECT max(r.entry) FROM"
                    " tournament_registrations r WHERE r.tournament_id = t.id), 0) + 1, ?,"
                    " CASE WHEN t.status = 'check_in' THEN 1 ELSE 0 END"
                    " FROM tournaments t WHERE t.id = ? AND t.status IN ('registering', 'check_in')"
                    " AND (SELECT count(*) FROM tournament_registrations r"
                    " WHERE r.tournament_id = t.id) < CAST(? AS INTEGER)",
                    (user_id, name, utcnow(), tournament_id, most),
                )
                if cursor.rowcount == 0:
                    return None
        except StorageError as exc:
            if is_unique_violation(exc, "tournament_registrations", "user_id"):
                raise AlreadyRegistered(f"{user_id} is registered already") from None
            raise
        return await self.registration(tournament_id, user_id)

    async def registration(self, tournament_id: int, user_id: int) -> Registration | None:
        rows = await self._db.fetchall(
            f"SELECT {_REG_COLUMNS} FROM tournament_registrations"
            " WHERE tournament_id = ? AND user_id = ?",
            (tournament_id, user_id),
        )
        return _registration(rows[0]) if rows else None

    async def unregister(self, tournament_id: int, user_id: int) -> bool:
        """Before the start: take someone's registration back (False: there was none, or the
        tournament has started)."""
        async with self._db.transaction() as conn:
            cursor = await conn.execute(
                "DELETE FROM tournament_registrations WHERE tournament_id = ? AND user_id = ?"
                " AND status = 'registered' AND EXISTS (SELECT 1 FROM tournaments t"
                " WHERE t.id = tournament_registrations.tournament_id"
                " AND t.status IN ('registering', 'check_in'))",
                (tournament_id, user_id),
            )
            return bool(cursor.rowcount)

    async def check_in(self, tournament_id: int, user_id: int) -> bool:
        """Someone registered says they are here (False: not registered, or not in the
        check-in)."""
        async with self._db.transaction() as conn:
            cursor = await conn.execute(
                "UPDATE tournament_registrations SET checked_in = 1"
                " WHERE tournament_id = ? AND user_id = ? AND status = 'registered'"
                " AND EXISTS (SELECT 1 FROM tournaments t"
                " WHERE t.id = tournament_registrations.tournament_id AND t.status = 'check_in')",
                (tournament_id, user_id),
            )
            return bool(cursor.rowcount)

    async def withdraw(self, tournament_id: int, user_id: int, round_: int) -> bool:
        """A player leaves a running tournament during round ``round_`` (False: not playing
        in it)."""
        async with self._db.transaction() as conn:
            cursor = await conn.execute(
                "UPDATE tournament_registrations SET status = 'withdrawn', withdrawn_round = ?"
                " WHERE tournament_id = ? AND user_id = ? AND status = 'playing'"
                " AND EXISTS (SELECT 1 FROM tournaments t"
                " WHERE t.id = tournament_registrations.tournament_id AND t.status = 'running')",
                (round_, tournament_id, user_id),
            )
            return bool(cursor.rowcount)

    # ------------------------------------------------------------------ rounds and tables

    async def rounds(self, tournament_id: int) -> list[TournamentRound]:
        rows = await self._db.fetchall(
            "SELECT tournament_id, number, byes, final, started_at, ended_at"
            " FROM tournament_rounds WHERE tournament_id = ? ORDER BY number",
            (tournament_id,),
        )
        return [_round(r) for r in rows]

    async def tables(self, tournament_id: int, round_: int | None = None) -> list[TournamentTable]:
        """The tournament's tables (of one round), by round and number."""
        where = "tournament_id = ?" + (" AND round = ?" if round_ is not None else "")
        params = (tournament_id,) if round_ is None else (tournament_id, round_)
        rows = await self._db.fetchall(
            f"SELECT {_TABLE_COLUMNS} FROM tournament_tables WHERE {where} ORDER BY round, number",
            params,
        )
        return [_table(r) for r in rows]

    async def history(
        self, tournament_id: int
    ) -> tuple[list[TournamentRound], list[TournamentTable]]:
        """Every round and table, read on one snapshot."""
        rounds, tables = await self._db.fetch_snapshot(
            [
                (
                    "SELECT tournament_id, number, byes, final, started_at, ended_at"
                    " FROM tournament_rounds WHERE tournament_id = ? ORDER BY number",
                    (tournament_id,),
                ),
                (
                    f"SELECT {_TABLE_COLUMNS} FROM tournament_tables WHERE tournament_id = ?"
                    " ORDER BY round, number",
                    (tournament_id,),
                ),
            ]
        )
        return [_round(r) for r in rounds], [_table(r) for r in tables]

    async def table_of_game(self, game_id: int) -> TournamentTable | None:
        """The tournament table a game is played at, if any."""
        rows = await self._db.fetchall(
            f"SELECT {_TABLE_COLUMNS} FROM tournament_tables WHERE game_id = ?", (game_id,)
        )
        return _table(rows[0]) if rows else None

    async def holds_thread(self, thread_id: int) -> bool:
        """Whether ``thread_id`` is the thread of a tournament table."""
        if not 0 < thread_id < 2**63:
            return False
        rows = await self._db.fetchall(
            "SELECT 1 FROM tournament_tables WHERE thread_id = ? LIMIT 1", (thread_id,)
        )
        return bool(rows)

    async def set_table_thread(
        self, tournament_id: int, round_: int, number: int, thread_id: int
    ) -> None:
        check_id(thread_id, "thread_id")
        async with self._db.transaction() as conn:
            await conn.execute(
                "UPDATE tournament_tables SET thread_id = ?"
                " WHERE tournament_id = ? AND round = ? AND number = ?",
                (thread_id, tournament_id, round_, number),
            )

    async def set_table_game(
        self, tournament_id: int, round_: int, number: int, game_id: int
    ) -> None:
        """The table's game exists (stored at once: a restart finds it in its thread)."""
        check_id(game_id, "game_id")
        async with self._db.transaction() as conn:
            await conn.execute(
                "UPDATE tournament_tables SET game_id = ?"
                " WHERE tournament_id = ? AND round = ? AND number = ?",
                (game_id, tournament_id, round_, number),
            )

    async def settle_table(
        self,
        tournament_id: int,
        round_: int,
        number: int,
        *,
        places: Mapping[int, int],
        computers: Sequence[int],
        outcome: str,
        plays: Mapping[int, str] | None = None,
    ) -> bool:
        """A table's result, once: each person's position and the computers', and what each
        person did (``plays``); False if it was settled already."""
        async with self._db.transaction() as conn:
            cursor = await conn.execute(
                "UPDATE tournament_tables SET places = ?, computer_places = ?, outcome = ?,"
                " settled_at = ? WHERE tournament_id = ? AND round = ? AND number = ?"
                " AND outcome IS NULL",
                (
                    dumps(
                        [
                            [u, p, plays[u]] if plays is not None and u in plays else [u, p]
                            for u, p in places.items()
                        ]
                    ),
                    dumps(list(computers)),
                    outcome,
                    utcnow(),
                    tournament_id,
                    round_,
                    number,
                ),
            )
            return bool(cursor.rowcount)

    # ------------------------------------------------------------------ posts

    async def posts(self, tournament_id: int) -> list[TournamentPost]:
        """Every post of the tournament, sent or owed, in order."""
        rows = await self._db.fetchall(
            f"SELECT {_POST_COLUMNS} FROM tournament_posts WHERE tournament_id = ? ORDER BY id",
            (tournament_id,),
        )
        return [TournamentPost(*r) for r in rows]

    async def owed(self, tournament_id: int) -> list[TournamentPost]:
        """Posts not sent yet and not given up, oldest first."""
        rows = await self._db.fetchall(
            f"SELECT {_POST_COLUMNS} FROM tournament_posts WHERE tournament_id = ?"
            " AND sent_at IS NULL AND undeliverable IS NULL ORDER BY id",
            (tournament_id,),
        )
        return [TournamentPost(*r) for r in rows]

    async def post(
        self, tournament_id: int, kind: str, round_: int = 0, number: int = 0
    ) -> TournamentPost | None:
        rows = await self._db.fetchall(
            f"SELECT {_POST_COLUMNS} FROM tournament_posts WHERE tournament_id = ? AND kind = ?"
            " AND round = ? AND number = ?",
            (tournament_id, kind, round_, number),
        )
        return TournamentPost(*rows[0]) if rows else None

    async def attempt_post(self, post_id: int) -> TournamentPost | None:
        """A post is about to be tried: counted and timed first (a crash between the post and
        ``mark_posted`` leaves a trace to look for it by)."""
        async with self._db.transaction() as conn:
            await conn.execute(
                "UPDATE tournament_posts SET attempts = attempts + 1, attempted_at = ?"
                " WHERE id = ? AND sent_at IS NULL",
                (utcnow(), post_id),
            )
        rows = await self._db.fetchall(
            f"SELECT {_POST_COLUMNS} FROM tournament_posts WHERE id = ?", (post_id,)
        )
        return TournamentPost(*rows[0]) if rows else None

    async def mark_posted(self, post_id: int, message_id: int) -> None:
        """Discord accepted the post: no longer owed."""
        check_id(message_id, "message_id")
        async with self._db.transaction() as conn:
            await conn.execute(
                "UPDATE tournament_posts SET sent_at = ?, message_id = ?"
                " WHERE id = ? AND sent_at IS NULL",
                (utcnow(), message_id, post_id),
            )

    async def give_up_post(self, post_id: int, why: str) -> None:
        """Discord refused the post for good: kept as undeliverable, not retried."""
        async with self._db.transaction() as conn:
            await conn.execute(
                "UPDATE tournament_posts SET undeliverable = ? WHERE id = ? AND sent_at IS NULL",
                (why[:200] or "refused", post_id),
            )
