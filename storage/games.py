"""Games as event logs: a row per game, its seats, and one row per action.

The engine's state is never stored: it is the replay of the setup and the actions, so the log is
the only truth and a crash can lose nothing that was acknowledged.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, TypeGuard

from .errors import ChannelBusy, GameNotActive, LeagueClosed, StorageError, is_unique_violation
from .models import (
    LEGACY_GAME,
    OPEN_STATUSES,
    Game,
    GameStatus,
    PlayLog,
    Seat,
    SeatLog,
    StoredAction,
)
from .sql import Sql, dumps, utcnow

GAME_COLUMNS = (
    "id, guild_id, channel_id, table_message_id, status, settings, setup, "
    "created_at, started_at, ended_at, ping_message_id, end_reason, timers, league_id, game"
)
SEAT_COLUMNS = "game_id, seat, name, user_id, ai_level, away, left_order, forgotten"

#: Who may have chosen an action (``append_action``'s ``origin``; None: not said).
ORIGINS = (None, "person", "timeout", "computer", "auto")

#: What ``set_status`` may do: close an open game without results.
_CLOSING = (GameStatus.CANCELLED, GameStatus.ABANDONED, GameStatus.BROKEN)


def check_id(value: object, what: str) -> int:
    """Discord ids and game ids are positive integers; anything else is a caller's bug."""
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise ValueError(f"{what} must be a positive integer, not {value!r}")
    return value


#: A stored name: a game's ("sticks"), an option's, a person's setting's ("cards").
_NAME = re.compile(r"^[a-z][a-z0-9_]{0,31}$")


def is_name(value: object) -> TypeGuard[str]:
    """Whether ``value`` has a stored name's shape (each caller says what it names)."""
    return isinstance(value, str) and _NAME.match(value) is not None


def _check_seats(seats: Iterable[Seat]) -> tuple[Seat, ...]:
    ordered = tuple(sorted(seats, key=lambda s: s.seat))
    for s in ordered:
        if not isinstance(s, Seat):
            raise TypeError(f"seats must be storage.Seat objects, not {type(s).__name__}")
    if [s.seat for s in ordered] != list(range(len(ordered))):
        raise ValueError("seats must be numbered 0, 1, 2… without gaps or repeats")
    if len({s.name for s in ordered}) != len(ordered):
        raise ValueError("two seats have the same name")
    users = [s.user_id for s in ordered if s.user_id is not None]
    if len(set(users)) != len(users):
        raise ValueError("a user can take only one seat in a game")
    left = [s.left for s in ordered if s.left is not None]
    if len(set(left)) != len(left):
        raise ValueError("two seats have the same leaving order")
    for s in ordered:
        if s.user_id is not None:
            check_id(s.user_id, "user_id")
    return ordered


def _check_setup(setup: Mapping[str, Any], seats: Sequence[Seat]) -> str:
    """The setup as stored JSON: RECORD.md without actions, seated as ``seats``."""
    if not isinstance(setup, Mapping):
        raise TypeError("setup must be a game record (a dict)")
    body = dict(setup)
    if body.pop("actions", []):
        raise ValueError("setup must not hold actions: append them one by one")
    players = body.get("players")
    if players != [s.name for s in seats]:
        raise ValueError(
            f"setup players {players!r} must be the seat names in seat order "
            f"{[s.name for s in seats]!r}"
        )
    return dumps(body)


def _settings_json(settings: Mapping[str, Any] | None) -> str:
    if settings is None:
        return "{}"
    if not isinstance(settings, Mapping):
        raise TypeError("settings must be a dict")
    return dumps(dict(settings))


def _timers_json(timers: Mapping[str, Any] | None) -> str | None:
    """The timers as stored (None: no timers, SQL NULL)."""
    if timers is None:
        return None
    if not isinstance(timers, Mapping):
        raise TypeError("timers must be a dict or None")
    return dumps(dict(timers))


def _check_seat_number(seat: object) -> int:
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise ValueError(f"seat must be an integer, not {seat!r}")
    return seat


def game_from_row(row: Sequence[Any], seats: Iterable[Seat] = ()) -> Game:
    """Build a ``Game`` from a ``GAME_COLUMNS`` row."""
    return Game(
        id=row[0],
        guild_id=row[1],
        channel_id=row[2],
        table_message_id=row[3],
        status=GameStatus(row[4]),
        settings=json.loads(row[5]),
        setup=json.loads(row[6]) if row[6] is not None else None,
        created_at=row[7],
        started_at=row[8],
        ended_at=row[9],
        seats=tuple(seats),
        ping_message_id=row[10],
        end_reason=row[11],
        timers=json.loads(row[12]) if row[12] is not None else None,
        league_id=row[13],
        game=row[14],
    )


def seat_from_row(row: Sequence[Any]) -> Seat:
    """Build a ``Seat`` from a ``SEAT_COLUMNS`` row."""
    return Seat(
        seat=row[1],
        name=row[2],
        user_id=row[3],
        ai_level=row[4],
        away=bool(row[5]),
        left=row[6],
        forgotten=bool(row[7]),
    )


def games_with_seats(
    game_rows: Iterable[Sequence[Any]], seat_rows: Iterable[Sequence[Any]]
) -> list[Game]:
    """Join game rows with seat rows (both from one snapshot) in Python."""
    seats: dict[int, list[Seat]] = {}
    for row in seat_rows:
        seats.setdefault(row[0], []).append(seat_from_row(row))
    return [game_from_row(row, seats.get(row[0], ())) for row in game_rows]


def games_by_status_queries(status: GameStatus) -> list[tuple[str, tuple[Any, ...]]]:
    """The games in ``status``, oldest first, and their seats: two queries to run on one
    snapshot and join with ``games_with_seats``."""
    return [
        (f"SELECT {GAME_COLUMNS} FROM games WHERE status = ? ORDER BY id", (status,)),
        (
            f"SELECT {_qualified('s', SEAT_COLUMNS)} FROM game_seats s"
            " JOIN games g ON g.id = s.game_id WHERE g.status = ?"
            " ORDER BY s.game_id, s.seat",
            (status,),
        ),
    ]


class GameRepo:
    """Create games, seat players, append actions, and find the games to resume."""

    def __init__(self, db: Sql) -> None:
        self._db = db

    # ------------------------------------------------------------------ writes

    async def create(
        self,
        guild_id: int,
        channel_id: int,
        *,
        settings: Mapping[str, Any] | None = None,
        seats: Iterable[Seat] = (),
        setup: Mapping[str, Any] | None = None,
        table_message_id: int | None = None,
        timers: Mapping[str, Any] | None = None,
    ) -> Game:
        """Open a table in a channel: a lobby, or, given ``setup``, a game already active.

        ``timers`` are the table's first deadlines (say, when an unstarted lobby expires).
        ``settings["league"]``, if given, is the league the table plays in (its game counts for
        that league's standings too). Raises ``ChannelBusy`` if the channel already has a
        lobby or an active game.
        """
        check_id(guild_id, "guild_id")
        check_id(channel_id, "channel_id")
        if table_message_id is not None:
            check_id(table_message_id, "table_message_id")
        seat_list = _check_seats(seats)
        settings_json = _settings_json(settings)
        timers_json = _timers_json(timers)
        setup_json = _check_setup(setup, seat_list) if setup is not None else None
        status = GameStatus.ACTIVE if setup is not None else GameStatus.LOBBY
        league_id = (settings or {}).get("league")
        if league_id is not None:
            check_id(league_id, "settings['league']")
        game = (settings or {}).get("game", LEGACY_GAME)
        if not isinstance(game, str) or not game:
            raise ValueError(f"settings['game'] must be a game's name, not {game!r}")
        now = utcnow()
        started = now if setup is not None else None
        try:
            async with self._db.transaction() as conn:
                inserted = await conn.execute_fetchall(
                    "INSERT INTO games (guild_id, channel_id, table_message_id, status, settings,"
                    " setup, created_at, started_at, timers, league_id, game)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                    (
                        guild_id,
                        channel_id,
                        table_message_id,
                        status.value,
                        settings_json,
                        setup_json,
                        now,
                        started,
                        timers_json,
                        league_id,
                        game,
                    ),
                )
                game_id = int(inserted[0][0])
                if league_id is not None:
                    await _check_league_open(conn, league_id, game)
                await _insert_seats(conn, game_id, seat_list)
        except StorageError as exc:
            if is_unique_violation(exc, "games", "channel_id"):
                existing = await self.active_game_in_channel(channel_id)
                raise ChannelBusy(channel_id, existing.id if existing else None) from None
            raise
        return Game(
            id=game_id,
            guild_id=guild_id,
            channel_id=channel_id,
            table_message_id=table_message_id,
            status=status,
            settings=json.loads(settings_json),
            setup=json.loads(setup_json) if setup_json else None,
            created_at=now,
            started_at=started,
            ended_at=None,
            seats=seat_list,
            timers=json.loads(timers_json) if timers_json is not None else None,
            league_id=league_id,
            game=game,
        )

    async def set_seats(
        self, game_id: int, seats: Iterable[Seat], *, settings: Mapping[str, Any] | None = None
    ) -> None:
        """Replace a lobby's seats (players joining, leaving, computer players added) and,
        given ``settings``, its settings, together: when the host leaves, the seats and the
        new host in the settings change at once or not at all."""
        seat_list = _check_seats(seats)
        settings_json = _settings_json(settings) if settings is not None else None
        async with self._db.transaction() as conn:
            await _require_status(conn, game_id, GameStatus.LOBBY)
            await conn.execute("DELETE FROM game_seats WHERE game_id = ?", (game_id,))
            await _insert_seats(conn, game_id, seat_list)
            if settings_json is not None:
                await conn.execute(
                    "UPDATE games SET settings = ? WHERE id = ?", (settings_json, game_id)
                )

    async def start(
        self, game_id: int, setup: Mapping[str, Any], seats: Iterable[Seat] | None = None
    ) -> Game:
        """Deal: the lobby becomes an active game with this setup (and these seats, if given)."""
        async with self._db.transaction() as conn:
            await _require_status(conn, game_id, GameStatus.LOBBY)
            if seats is not None:
                seat_list = _check_seats(seats)
                await conn.execute("DELETE FROM game_seats WHERE game_id = ?", (game_id,))
                await _insert_seats(conn, game_id, seat_list)
            else:
                rows = await conn.execute_fetchall(
                    f"SELECT {SEAT_COLUMNS} FROM game_seats WHERE game_id = ? ORDER BY seat",
                    (game_id,),
                )
                seat_list = tuple(seat_from_row(r) for r in rows)
            setup_json = _check_setup(setup, seat_list)
            await conn.execute(
                "UPDATE games SET status = 'active', setup = ?, started_at = ? WHERE id = ?",
                (setup_json, utcnow(), game_id),
            )
            rows = await conn.execute_fetchall(
                f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (game_id,)
            )
        return game_from_row(rows[0], seat_list)

    async def append_action(
        self,
        game_id: int,
        expected_seq: int,
        actor: str,
        action: Mapping[str, Any],
        *,
        timers: Mapping[str, Any] | None = None,
        origin: str | None = None,
    ) -> StoredAction:
        """Store the game's next action and return once it is committed (never before).

        ``expected_seq`` is the action's index in the record, i.e. ``state.version`` of the
        state it was applied to. Raises ``StaleVersion`` if the game already has an action
        there (another writer got in first) or is behind it, and ``GameNotActive`` if the
        game is not active. Concurrent appends share one commit (group commit).

        ``timers``, if given, become the game's timers in the same transaction, so a move and
        its new turn deadline commit together; a refused action writes no timers. None leaves
        them as they are (``set_timers(game_id, None)`` clears them).

        ``origin`` says who chose the action, for the counting policy: "person" (the seat's
        person), "timeout" (the turn timer, for them), "computer" (a computer seat, or the
        stand-in for an away or departed person), "auto" (a chore the timer did). None: not
        said (read as the person's own).
        """
        check_id(game_id, "game_id")
        if isinstance(expected_seq, bool) or not isinstance(expected_seq, int) or expected_seq < 0:
            raise ValueError(f"expected_seq must be an integer ≥ 0, not {expected_seq!r}")
        if not isinstance(actor, str) or not actor:
            raise ValueError("actor must be the acting player's name")
        if not isinstance(action, Mapping):
            raise TypeError("action must be a RECORD.md action (a dict)")
        if "player" in action and action["player"] != actor:
            raise ValueError(
                f"actor {actor!r} differs from the action's player {action['player']!r}"
            )
        if origin not in ORIGINS:
            raise ValueError(f"origin must be one of {ORIGINS}, not {origin!r}")
        body = dict(action)
        text = dumps(body)
        timers_json = _timers_json(timers)
        created_at = await self._db.append(game_id, expected_seq, actor, text, timers_json, origin)
        return StoredAction(game_id, expected_seq, actor, body, created_at, origin)

    async def set_status(
        self,
        game_id: int,
        status: GameStatus | str,
        *,
        reason: str | None = None,
        expected: GameStatus | str | None = None,
    ) -> None:
        """Close a lobby or an active game without results: "cancelled" (by a person),
        "abandoned" (expired, or everyone left) or "broken" (its log no longer replays).

        ``reason`` is stored as the game's ``end_reason``; its timers are cleared. Starting
        goes through ``start`` (it needs the setup) and finishing through
        ``ResultRepo.record_results`` (it needs the results). ``expected`` guards against a
        race: the change happens only if the game is still in that status.
        """
        status = GameStatus(status)
        if status not in _CLOSING:
            raise ValueError(
                "set_status only closes a game (cancelled, abandoned or broken); use start() to "
                "begin a game and results.record_results() to finish one"
            )
        if reason is not None and not isinstance(reason, str):
            raise TypeError("reason must be a string or None")
        allowed = (GameStatus(expected),) if expected is not None else OPEN_STATUSES
        async with self._db.transaction() as conn:
            current = await _status(conn, game_id)
            if current not in allowed or current not in OPEN_STATUSES:  # open games only
                raise GameNotActive(game_id, current, " or ".join(s.value for s in allowed))
            await conn.execute(
                "UPDATE games SET status = ?, end_reason = ?, ended_at = ?, timers = NULL"
                " WHERE id = ?",
                (status.value, reason, utcnow(), game_id),
            )

    async def leave_seat(self, game_id: int, seat: int) -> int:
        """A person leaves a game in play: a computer plays their seat to the end under the
        same name (the record stays valid) and they keep their ``user_id``, so the game counts
        for them as a forfeit. Returns their leaving order (1 for the first to leave).

        Raises ``GameNotActive`` unless the game is active, and ``ValueError`` if the seat
        does not exist, is a computer's or has already left; nothing changes then.
        """
        _check_seat_number(seat)
        async with self._db.transaction() as conn:
            await _require_status(conn, game_id, GameStatus.ACTIVE)
            current = await _person_seat(conn, game_id, seat)
            if current.left is not None:
                raise ValueError(f"seat {seat} of game {game_id} has already left")
            rows = await conn.execute_fetchall(
                "SELECT COALESCE(MAX(left_order), 0) + 1,"
                " (SELECT count(*) FROM game_actions WHERE game_id = ?1)"
                " FROM game_seats WHERE game_id = ?1",
                (game_id,),
            )
            order, version = int(rows[0][0]), int(rows[0][1])
            await conn.execute(
                "UPDATE game_seats SET left_order = ?, left_version = ?, away = 0"
                " WHERE game_id = ? AND seat = ?",
                (order, version, game_id, seat),
            )
        return order

    async def play_log(self, game_id: int) -> PlayLog:
        """Who played what (``storage.PlayLog``, read by ``standings.counting.seat_plays``):
        each seat, when its person left, every action's actor and origin, and the hints each
        seat asked for, on one snapshot."""
        seats, actions, hints = await self._db.fetch_snapshot(
            [
                (
                    "SELECT seat, name, is_ai, left_order, left_version FROM game_seats"
                    " WHERE game_id = ? ORDER BY seat",
                    (game_id,),
                ),
                (
                    "SELECT seq, actor, origin FROM game_actions WHERE game_id = ? ORDER BY seq",
                    (game_id,),
                ),
                (
                    "SELECT seat, COUNT(*) FROM game_hints WHERE game_id = ? GROUP BY seat",
                    (game_id,),
                ),
            ]
        )
        return PlayLog(
            seats=tuple(SeatLog(int(r[0]), r[1], not r[2], r[3], r[4]) for r in seats),
            actions=tuple((int(r[0]), r[1], r[2]) for r in actions),
            hints={int(r[0]): int(r[1]) for r in hints},
        )

    async def set_away(self, game_id: int, seat: int, away: bool) -> None:
        """Mark a person away (a computer plays for them) or back, in an active game.

        Raises ``GameNotActive`` unless the game is active, and ``ValueError`` if the seat
        does not exist or is a computer's, or (``away`` True) if the person has left.
        """
        _check_seat_number(seat)
        if not isinstance(away, bool):
            raise ValueError(f"away must be True or False, not {away!r}")
        async with self._db.transaction() as conn:
            await _require_status(conn, game_id, GameStatus.ACTIVE)
            current = await _person_seat(conn, game_id, seat)
            if away and current.left is not None:
                raise ValueError(f"seat {seat} of game {game_id} has left: it cannot be away")
            await conn.execute(
                "UPDATE game_seats SET away = ? WHERE game_id = ? AND seat = ?",
                (int(away), game_id, seat),
            )

    async def record_hint(self, game_id: int, seat: int, version: int) -> bool:
        """Note that ``seat`` asked for a hint at ``version`` (once per seat and action; asking
        again is no new hint: False). Stored before the hint is shown: a game's results then say
        hints were used, even after a restart. ``GameNotActive`` unless the game is active."""
        _check_seat_number(seat)
        if seat < 0:
            raise ValueError(f"seat must be a seat's number, not {seat!r}")
        if isinstance(version, bool) or not isinstance(version, int) or version < 0:
            raise ValueError(f"version must be a number of actions, not {version!r}")
        async with self._db.transaction() as conn:
            await _require_status(conn, game_id, GameStatus.ACTIVE)
            cursor = await conn.execute(
                "INSERT INTO game_hints (game_id, seat, version, created_at) VALUES (?, ?, ?, ?)"
                " ON CONFLICT DO NOTHING",
                (game_id, seat, version, utcnow()),
            )
            return bool(cursor.rowcount == 1)

    async def hints_used(self, game_id: int) -> dict[int, int]:
        """Seat -> how many of its turns it asked a hint for (seats that asked none left out)."""
        rows = await self._db.fetchall(
            "SELECT seat, COUNT(*) FROM game_hints WHERE game_id = ? GROUP BY seat ORDER BY seat",
            (game_id,),
        )
        return {int(seat): int(n) for seat, n in rows}

    async def set_timers(self, game_id: int, timers: Mapping[str, Any] | None) -> None:
        """Store an open game's deadlines (None: it has none), e.g. when a lobby opens or a
        seat is marked away; a move stores its own with ``append_action(timers=…)``.

        Raises ``GameNotActive`` if the game does not exist or is closed.
        """
        timers_json = _timers_json(timers)
        async with self._db.transaction() as conn:
            cursor = await conn.execute(
                "UPDATE games SET timers = ? WHERE id = ? AND status IN ('lobby', 'active')",
                (timers_json, game_id),
            )
            if cursor.rowcount != 1:
                current = await _status(conn, game_id)
                raise GameNotActive(game_id, current, "lobby or active")

    async def set_table_message(self, game_id: int, message_id: int | None) -> None:
        """Remember the message that shows the table (to edit it again after a restart)."""
        await self._set_message(game_id, "table_message_id", message_id)

    async def set_ping_message(self, game_id: int, message_id: int | None) -> None:
        """Remember the table's current "your turn" message (None: there is none), so a
        restarted bot deletes it rather than leaving it behind."""
        await self._set_message(game_id, "ping_message_id", message_id)

    async def _set_message(self, game_id: int, column: str, message_id: int | None) -> None:
        assert column in ("table_message_id", "ping_message_id")
        if message_id is not None:
            check_id(message_id, column)
        changed = await self._db.write_one(
            f"UPDATE games SET {column} = ? WHERE id = ?", (message_id, game_id)
        )
        if changed != 1:
            raise GameNotActive(game_id, None, "any")

    # ------------------------------------------------------------------ reads

    async def get(self, game_id: int) -> Game | None:
        """The game with its seats, or None."""
        return await self._newest("id = ?", (game_id,))

    async def actions(self, game_id: int, *, start: int = 0) -> list[StoredAction]:
        """The game's actions from index ``start`` on, in order."""
        rows = await self._db.fetchall(
            "SELECT seq, actor, action, created_at, origin FROM game_actions"
            " WHERE game_id = ? AND seq >= ? ORDER BY seq",
            (game_id, start),
        )
        return [StoredAction(game_id, r[0], r[1], json.loads(r[2]), r[3], r[4]) for r in rows]

    async def action_count(self, game_id: int) -> int:
        """How many actions are stored: the ``expected_seq`` of the next append."""
        rows = await self._db.fetchall(
            "SELECT COALESCE(MAX(seq) + 1, 0) FROM game_actions WHERE game_id = ?", (game_id,)
        )
        return int(rows[0][0])

    async def record(self, game_id: int) -> dict[str, Any] | None:
        """The RECORD.md record (setup and every action) of a started game, e.g. to export."""
        games, actions = await self._db.fetch_snapshot(
            [
                (f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (game_id,)),
                (
                    "SELECT action FROM game_actions WHERE game_id = ? ORDER BY seq",
                    (game_id,),
                ),
            ]
        )
        if not games or games[0][6] is None:
            return None
        return {**json.loads(games[0][6]), "actions": [json.loads(r[0]) for r in actions]}

    async def active_games(self) -> list[Game]:
        """Every game being played, oldest first (to resume them after a restart)."""
        return await self._by_status(GameStatus.ACTIVE)

    async def lobby_games(self) -> list[Game]:
        """Every table still waiting for players, oldest first."""
        return await self._by_status(GameStatus.LOBBY)

    async def active_records(self) -> list[tuple[Game, dict[str, Any] | str]]:
        """Every active game with its full record, or a sentence saying why its log is
        unusable (the table service replays them at start-up)."""
        return await load_active_records(self._db)

    async def active_game_in_channel(self, channel_id: int) -> Game | None:
        """The channel's open table (lobby or active), or None: there is at most one."""
        return await self._newest("channel_id = ? AND status IN ('lobby', 'active')", (channel_id,))

    async def last_finished_in_channel(self, channel_id: int) -> Game | None:
        """The channel's most recent finished game, or None (what ``/dobro export`` exports)."""
        return await self._newest("channel_id = ? AND status = 'finished'", (channel_id,))

    async def _newest(self, where: str, params: tuple[Any, ...]) -> Game | None:
        """The newest game matching ``where`` (a fixed SQL fragment), with its seats, read from
        one snapshot."""
        newest = f"SELECT id FROM games WHERE {where} ORDER BY id DESC LIMIT 1"
        games, seats = await self._db.fetch_snapshot(
            [
                (f"SELECT {GAME_COLUMNS} FROM games WHERE id = ({newest})", params),
                (
                    f"SELECT {SEAT_COLUMNS} FROM game_seats WHERE game_id = ({newest})"
                    " ORDER BY seat",
                    params,
                ),
            ]
        )
        found = games_with_seats(games, seats)
        return found[0] if found else None

    async def _by_status(self, status: GameStatus) -> list[Game]:
        games, seats = await self._db.fetch_snapshot(games_by_status_queries(status))
        return games_with_seats(games, seats)


def _qualified(alias: str, columns: str) -> str:
    return ", ".join(f"{alias}.{c.strip()}" for c in columns.split(","))


async def _insert_seats(conn: Any, game_id: int, seats: Sequence[Seat]) -> None:
    await conn.executemany(
        "INSERT INTO game_seats (game_id, seat, user_id, name, is_ai, ai_level, away, left_order,"
        " forgotten) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (
                game_id,
                s.seat,
                s.user_id,
                s.name,
                int(s.is_ai),
                s.ai_level,
                int(s.away),
                s.left,
                int(s.forgotten),
            )
            for s in seats
        ],
    )


async def _check_league_open(conn: Any, league_id: int, game: str) -> None:
    """Inside the table's creation: its league is still open (a close and a new table are
    serialised by the write lock, so no table slips into a closed league) and plays this game
    (a league is for one game; the caller takes the game from the league)."""
    rows = await conn.execute_fetchall(
        "SELECT closed_at, game FROM leagues WHERE id = ?", (league_id,)
    )
    if not rows or rows[0][0] is not None:
        raise LeagueClosed(league_id)
    if rows[0][1] != game:
        raise ValueError(f"league {league_id} plays {rows[0][1]}, not {game}")


async def _person_seat(conn: Any, game_id: int, seat: int) -> Seat:
    """The seat as stored; ``ValueError`` if there is none or a computer holds it."""
    rows = await conn.execute_fetchall(
        f"SELECT {SEAT_COLUMNS} FROM game_seats WHERE game_id = ? AND seat = ?", (game_id, seat)
    )
    if not rows:
        raise ValueError(f"game {game_id} has no seat {seat}")
    found = seat_from_row(rows[0])
    if found.is_ai:
        raise ValueError(f"seat {seat} of game {game_id} is a computer player's")
    return found


async def _status(conn: Any, game_id: int) -> GameStatus | None:
    rows = await conn.execute_fetchall("SELECT status FROM games WHERE id = ?", (game_id,))
    return GameStatus(rows[0][0]) if rows else None


async def _require_status(conn: Any, game_id: int, wanted: GameStatus) -> None:
    current = await _status(conn, game_id)
    if current is not wanted:
        raise GameNotActive(game_id, current, wanted.value)


async def load_active_records(db: Sql) -> list[tuple[Game, dict[str, Any] | str]]:
    """Every active game with its record, or with a sentence saying why the log is unusable."""
    games, seats, actions = await db.fetch_snapshot(
        [
            *games_by_status_queries(GameStatus.ACTIVE),
            (
                "SELECT a.game_id, a.seq, a.action FROM game_actions a"
                " JOIN games g ON g.id = a.game_id WHERE g.status = 'active'"
                " ORDER BY a.game_id, a.seq",
                (),
            ),
        ]
    )
    texts: dict[int, list[str]] = {}
    gaps: dict[int, int] = {}
    for game_id, seq, text in actions:
        log_ = texts.setdefault(game_id, [])
        if seq != len(log_) and game_id not in gaps:
            gaps[game_id] = len(log_)
        log_.append(text)
    out: list[tuple[Game, dict[str, Any] | str]] = []
    for game in games_with_seats(games, seats):
        if game.id in gaps:
            out.append((game, f"the action log has a gap at action {gaps[game.id]}"))
            continue
        # One json.loads per game instead of one per action: the log is already JSON.
        joined = "[" + ",".join(texts.get(game.id, ())) + "]"
        out.append((game, game.record(json.loads(joined))))
    return out
