"""Test doubles for the table service: a clock moved by hand and an in-memory store.

``FakeClock`` is the service's only time line in tests: nothing happens until a test calls
``advance``. ``MemoryStore`` behaves like ``storage.Database`` (same errors, same returned rows)
without SQLite, so hundreds of games run in seconds, and it can be told to fail.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import json
from collections import Counter
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from storage import (
    OPEN_STATUSES,
    ChannelBusy,
    Game,
    GameNotActive,
    GameResult,
    GameStatus,
    OutboxItem,
    PlayLog,
    Seat,
    SeatLog,
    SeatResult,
    StaleVersion,
    StorageError,
    StoredAction,
    VerdictLike,
)

EPOCH = 1_800_000_000.0
#: Event loop turns given to woken tasks after each step of ``FakeClock.advance``.
SETTLE_TURNS = 20


async def settle(turns: int = SETTLE_TURNS) -> None:
    """Let every ready task run (and the tasks they wake), without real time passing."""
    for _ in range(turns):
        await asyncio.sleep(0)


_settle = settle  # (``FakeClock.advance``'s parameter of the same name shadows it)


class FakeClock:
    """Time stands still until ``advance``; sleepers wake in time order, one at a time."""

    def __init__(self, start: float = EPOCH) -> None:
        self._now = float(start)
        self._sleepers: list[tuple[float, int, asyncio.Future[None]]] = []
        self._seq = itertools.count()
        self._cancelled = 0

    def now(self) -> float:
        return self._now

    async def sleep(self, seconds: float) -> None:
        if seconds <= 0:
            await asyncio.sleep(0)
            return
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        heapq.heappush(self._sleepers, (self._now + seconds, next(self._seq), future))
        try:
            await future
        except asyncio.CancelledError:
            self._cancelled += 1
            if self._cancelled > 64 and self._cancelled * 2 > len(self._sleepers):
                self._sleepers = [s for s in self._sleepers if not s[2].done()]
                heapq.heapify(self._sleepers)
                self._cancelled = 0
            raise

    def _drop_done(self) -> None:
        while self._sleepers and self._sleepers[0][2].done():
            heapq.heappop(self._sleepers)

    def next_wake(self) -> float | None:
        """When the earliest pending sleeper wakes, if any."""
        self._drop_done()
        return self._sleepers[0][0] if self._sleepers else None

    @property
    def sleepers(self) -> int:
        return sum(1 for s in self._sleepers if not s[2].done())

    async def advance(
        self, seconds: float, settle: Callable[[], Awaitable[None]] | None = None
    ) -> None:
        """Move time forward by ``seconds``, waking every sleeper due on the way in order (and
        those they schedule inside the window), letting woken tasks run after each. A woken
        task that waits on real I/O (SQLite's thread) is not done after a few loop turns: pass
        ``settle`` (e.g. until the bot is quiet) so that time moves on only once it is."""
        if seconds < 0:
            raise ValueError("time does not go back")
        quiet = settle or _settle
        target = self._now + seconds
        await quiet()
        while True:
            self._drop_done()
            if not self._sleepers or self._sleepers[0][0] > target:
                break
            when, _, future = heapq.heappop(self._sleepers)
            self._now = max(self._now, when)
            future.set_result(None)
            await quiet()
        self._now = target
        await quiet()

    async def advance_to_next(self, limit: float | None = None) -> bool:
        """Advance to the earliest sleeper (at most ``limit`` seconds); False if none is due."""
        when = self.next_wake()
        if when is None or (limit is not None and when - self._now > limit):
            return False
        await self.advance(max(0.0, when - self._now))
        return True


def _json(value: Any) -> Any:
    """What a value looks like after a round trip through the database's JSON columns."""
    return None if value is None else json.loads(json.dumps(value))


def _check_id(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise ValueError(f"{what} must be a positive integer, not {value!r}")
    return value


def _check_seats(seats: Iterable[Seat]) -> tuple[Seat, ...]:
    ordered = tuple(sorted(seats, key=lambda s: s.seat))
    if any(not isinstance(s, Seat) for s in ordered):
        raise TypeError("seats must be storage.Seat objects")
    if [s.seat for s in ordered] != list(range(len(ordered))):
        raise ValueError("seats must be numbered 0, 1, 2… without gaps or repeats")
    if len({s.name for s in ordered}) != len(ordered):
        raise ValueError("two seats have the same name")
    users = [s.user_id for s in ordered if s.user_id is not None]
    if len(set(users)) != len(users):
        raise ValueError("a user can take only one seat in a game")
    for user in users:
        _check_id(user, "user_id")
    return ordered


def _check_setup(setup: Mapping[str, Any], seats: Iterable[Seat]) -> dict[str, Any]:
    body = dict(setup)
    if body.pop("actions", []):
        raise ValueError("setup must not hold actions: append them one by one")
    if body.get("players") != [s.name for s in seats]:
        raise ValueError("setup players must be the seat names in seat order")
    return _json(body)


@dataclass
class _Row:
    game: Game
    actions: list[StoredAction] = field(default_factory=list)
    results: GameResult | None = None
    #: Seat -> how many actions the game had when its person left.
    left_versions: dict[int, int] = field(default_factory=dict)
    #: (seat, version) of each hint asked for.
    hints: set[tuple[int, int]] = field(default_factory=set)


class _Faults:
    """Failure injection shared by the store's repositories, and a call count per method."""

    def __init__(self) -> None:
        self.pending: dict[str, list[BaseException]] = {}
        self.calls: Counter[str] = Counter()

    def fail_next(self, method: str, times: int = 1, exc: BaseException | None = None) -> None:
        errors = self.pending.setdefault(method, [])
        errors.extend([exc or StorageError("database is locked")] * times)

    async def enter(self, method: str) -> None:
        """Every store call yields once (real storage awaits I/O), then may fail."""
        self.calls[method] += 1
        await asyncio.sleep(0)
        errors = self.pending.get(method)
        if errors:
            error = errors.pop(0)
            if not errors:
                del self.pending[method]
            raise error


class MemoryGames:
    """``storage.GameRepo`` in memory."""

    def __init__(self, faults: _Faults, rows: dict[int, _Row], copies: bool = True) -> None:
        self._faults = faults
        self._rows = rows
        self._copy = _json if copies else (lambda value: value)
        self._ids = itertools.count(1)
        self._clock = itertools.count()

    def _stamp(self) -> str:
        return f"2027-01-01T00:00:00.{next(self._clock):06d}Z"

    def _row(self, game_id: int, *wanted: GameStatus, any_status: bool = False) -> _Row:
        row = self._rows.get(game_id)
        status = row.game.status if row else None
        if row is None or (not any_status and status not in wanted):
            raise GameNotActive(
                game_id, status.value if status else None, " or ".join(w.value for w in wanted)
            )
        return row

    def _update(self, row: _Row, **changes: Any) -> None:
        row.game = replace(row.game, **changes)

    def _person(self, row: _Row, seat: int) -> Seat:
        if isinstance(seat, bool) or not isinstance(seat, int):
            raise ValueError(f"seat must be an integer, not {seat!r}")
        found = next((s for s in row.game.seats if s.seat == seat), None)
        if found is None:
            raise ValueError(f"game {row.game.id} has no seat {seat}")
        if found.is_ai:
            raise ValueError(f"seat {seat} of game {row.game.id} is a computer player's")
        return found

    def _set_seat(self, row: _Row, seat: int, **changes: Any) -> None:
        self._update(
            row,
            seats=tuple(replace(s, **changes) if s.seat == seat else s for s in row.game.seats),
        )

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
        await self._faults.enter("create")
        _check_id(guild_id, "guild_id")
        _check_id(channel_id, "channel_id")
        seat_list = _check_seats(seats)
        busy = next(
            (
                r.game
                for r in self._rows.values()
                if r.game.channel_id == channel_id and r.game.status in OPEN_STATUSES
            ),
            None,
        )
        if busy is not None:
            raise ChannelBusy(channel_id, busy.id)
        now = self._stamp()
        game = Game(
            id=next(self._ids),
            guild_id=guild_id,
            channel_id=channel_id,
            table_message_id=table_message_id,
            status=GameStatus.ACTIVE if setup is not None else GameStatus.LOBBY,
            settings=_json(dict(settings or {})),
            setup=_check_setup(setup, seat_list) if setup is not None else None,
            created_at=now,
            started_at=now if setup is not None else None,
            ended_at=None,
            seats=seat_list,
            timers=_json(dict(timers)) if timers is not None else None,
        )
        self._rows[game.id] = _Row(game)
        return game

    async def set_seats(
        self, game_id: int, seats: Iterable[Seat], *, settings: Mapping[str, Any] | None = None
    ) -> None:
        await self._faults.enter("set_seats")
        seat_list = _check_seats(seats)
        row = self._row(game_id, GameStatus.LOBBY)
        self._update(row, seats=seat_list)
        if settings is not None:
            self._update(row, settings=_json(dict(settings)))

    async def start(
        self, game_id: int, setup: Mapping[str, Any], seats: Iterable[Seat] | None = None
    ) -> Game:
        await self._faults.enter("start")
        row = self._row(game_id, GameStatus.LOBBY)
        seat_list = _check_seats(seats) if seats is not None else row.game.seats
        body = _check_setup(setup, seat_list)
        self._update(
            row,
            status=GameStatus.ACTIVE,
            setup=body,
            seats=seat_list,
            started_at=self._stamp(),
        )
        return row.game

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
        await self._faults.enter("append_action")
        if isinstance(expected_seq, bool) or not isinstance(expected_seq, int) or expected_seq < 0:
            raise ValueError(f"expected_seq must be an integer ≥ 0, not {expected_seq!r}")
        if not isinstance(actor, str) or not actor:
            raise ValueError("actor must be the acting player's name")
        if "player" in action and action["player"] != actor:
            raise ValueError(f"actor {actor!r} differs from {action['player']!r}")
        row = self._row(game_id, GameStatus.ACTIVE)
        if expected_seq != len(row.actions):
            raise StaleVersion(game_id, expected_seq, len(row.actions))
        stored = StoredAction(
            game_id, expected_seq, actor, self._copy(dict(action)), self._stamp(), origin
        )
        row.actions.append(stored)
        if timers is not None:
            self._update(row, timers=self._copy(dict(timers)))
        return stored

    async def set_status(
        self,
        game_id: int,
        status: GameStatus | str,
        *,
        reason: str | None = None,
        expected: GameStatus | str | None = None,
    ) -> None:
        await self._faults.enter("set_status")
        status = GameStatus(status)
        if status not in (GameStatus.CANCELLED, GameStatus.ABANDONED, GameStatus.BROKEN):
            raise ValueError("set_status only closes a game (cancelled, abandoned or broken)")
        if reason is not None and not isinstance(reason, str):
            raise TypeError("reason must be a string or None")
        allowed = (GameStatus(expected),) if expected is not None else OPEN_STATUSES
        row = self._row(game_id, *[s for s in OPEN_STATUSES if s in allowed])
        self._update(row, status=status, end_reason=reason, ended_at=self._stamp(), timers=None)

    async def leave_seat(self, game_id: int, seat: int) -> int:
        await self._faults.enter("leave_seat")
        row = self._row(game_id, GameStatus.ACTIVE)
        if self._person(row, seat).left is not None:
            raise ValueError(f"seat {seat} of game {game_id} has already left")
        order = 1 + max((s.left or 0 for s in row.game.seats), default=0)
        self._set_seat(row, seat, left=order, away=False)
        row.left_versions[seat] = len(row.actions)
        return order

    async def play_log(self, game_id: int) -> PlayLog:
        """As ``storage.GameRepo.play_log``: the seats, the stored actions' origins, hints."""
        await self._faults.enter("play_log")
        row = self._rows[game_id]
        seats = tuple(
            SeatLog(s.seat, s.name, not s.is_ai, s.left, row.left_versions.get(s.seat))
            for s in row.game.seats
        )
        hints: dict[int, int] = {}
        for seat, _ in row.hints:
            hints[seat] = hints.get(seat, 0) + 1
        return PlayLog(seats, tuple((a.seq, a.actor, a.origin) for a in row.actions), hints)

    async def set_away(self, game_id: int, seat: int, away: bool) -> None:
        await self._faults.enter("set_away")
        if not isinstance(away, bool):
            raise ValueError(f"away must be True or False, not {away!r}")
        row = self._row(game_id, GameStatus.ACTIVE)
        if away and self._person(row, seat).left is not None:
            raise ValueError(f"seat {seat} of game {game_id} has left: it cannot be away")
        self._set_seat(row, seat, away=away)

    async def record_hint(self, game_id: int, seat: int, version: int) -> bool:
        await self._faults.enter("record_hint")
        row = self._row(game_id, GameStatus.ACTIVE)
        new = (seat, version) not in row.hints
        row.hints.add((seat, version))
        return new

    async def hints_used(self, game_id: int) -> dict[int, int]:
        row = self._rows[game_id]
        used: dict[int, int] = {}
        for seat, _ in row.hints:
            used[seat] = used.get(seat, 0) + 1
        return used

    async def set_timers(self, game_id: int, timers: Mapping[str, Any] | None) -> None:
        await self._faults.enter("set_timers")
        row = self._row(game_id, *OPEN_STATUSES)
        self._update(row, timers=_json(dict(timers)) if timers is not None else None)

    async def set_table_message(self, game_id: int, message_id: int | None) -> None:
        await self._faults.enter("set_table_message")
        if message_id is not None:
            _check_id(message_id, "table_message_id")
        self._update(self._row(game_id, any_status=True), table_message_id=message_id)

    async def set_ping_message(self, game_id: int, message_id: int | None) -> None:
        await self._faults.enter("set_ping_message")
        if message_id is not None:
            _check_id(message_id, "ping_message_id")
        self._update(self._row(game_id, any_status=True), ping_message_id=message_id)

    # ------------------------------------------------------------------ reads

    async def get(self, game_id: int) -> Game | None:
        await self._faults.enter("get")
        row = self._rows.get(game_id)
        return row.game if row else None

    async def actions(self, game_id: int, *, start: int = 0) -> list[StoredAction]:
        await self._faults.enter("actions")
        row = self._rows.get(game_id)
        return list(row.actions[start:]) if row else []

    async def record(self, game_id: int) -> dict[str, Any] | None:
        await self._faults.enter("record")
        row = self._rows.get(game_id)
        if row is None or row.game.setup is None:
            return None
        return row.game.record([_json(a.action) for a in row.actions])

    async def lobby_games(self) -> list[Game]:
        await self._faults.enter("lobby_games")
        return self._by_status(GameStatus.LOBBY)

    async def active_games(self) -> list[Game]:
        await self._faults.enter("active_games")
        return self._by_status(GameStatus.ACTIVE)

    async def active_records(self) -> list[tuple[Game, dict[str, Any] | str]]:
        await self._faults.enter("active_records")
        return [
            (game, game.record([_json(a.action) for a in self._rows[game.id].actions]))
            for game in self._by_status(GameStatus.ACTIVE)
        ]

    async def active_game_in_channel(self, channel_id: int) -> Game | None:
        await self._faults.enter("active_game_in_channel")
        return self._newest(lambda g: g.channel_id == channel_id and g.status in OPEN_STATUSES)

    async def last_finished_in_channel(self, channel_id: int) -> Game | None:
        await self._faults.enter("last_finished_in_channel")
        return self._newest(
            lambda g: g.channel_id == channel_id and g.status is GameStatus.FINISHED
        )

    def _by_status(self, status: GameStatus) -> list[Game]:
        return [r.game for _, r in sorted(self._rows.items()) if r.game.status is status]

    def _newest(self, match: Callable[[Game], bool]) -> Game | None:
        found = [r.game for r in self._rows.values() if match(r.game)]
        return max(found, key=lambda g: g.id) if found else None


class MemoryResults:
    """``storage.ResultRepo`` in memory (``record_results`` and ``for_game``)."""

    def __init__(
        self, faults: _Faults, rows: dict[int, _Row], games: MemoryGames, outbox: MemoryOutbox
    ) -> None:
        self._faults = faults
        self._rows = rows
        self._games = games
        self.outbox = outbox

    async def record_results(
        self,
        game_id: int,
        verdict: VerdictLike,
        *,
        owed: Sequence[str] = (),
        rate: Any = None,  # ratings are storage's (tests/storage); not kept here
    ) -> GameResult:
        await self._faults.enter("record_results")
        given = list(verdict.standings)
        row = self._games._row(game_id, GameStatus.ACTIVE)
        seats = {s.seat: s for s in row.game.seats}
        if sorted(s.seat for s in given) != sorted(seats):
            raise ValueError(f"standings must give one result per seat {sorted(seats)}")
        results = []
        for s in given:
            seat = seats[s.seat]
            if seat.name != s.name:
                raise ValueError(f"seat {s.seat} is {seat.name!r}, not {s.name!r}")
            if not 1 <= s.position <= len(seats) or min(s.cards, default=0) < 0:
                raise ValueError(f"seat {s.seat}: impossible position or card count")
            if s.counted and (seat.is_ai or not verdict.counts):
                raise ValueError(f"seat {s.seat}: only a person counts, in a counted game")
            results.append(
                SeatResult(
                    game_id=game_id,
                    seat=s.seat,
                    name=s.name,
                    user_id=seat.user_id,
                    is_ai=seat.is_ai,
                    position=s.position,
                    round_points=tuple(s.round_points),
                    total=s.total,
                    cards=tuple(s.cards),
                    winner=bool(s.winner),
                    shared=bool(s.shared),
                    left=seat.left is not None,
                    counted=bool(s.counted),
                    forfeit=bool(s.forfeit),
                    own_moves=s.own_moves,
                    moves=s.moves,
                    play=s.status,
                    at_move=s.at_move,
                    hints=s.hints,
                    rises=s.rises,
                    game_position=s.game_position,
                    last_own=s.last_own,
                    taken_over=s.taken_over,
                    right_claims=s.right_claims,
                    left_order=seat.left,
                    left_at=row.left_versions.get(s.seat),
                )
            )
        results.sort(key=lambda r: (r.position, r.seat))
        now = self._games._stamp()
        self._games._update(row, status=GameStatus.FINISHED, ended_at=now, timers=None)
        row.results = GameResult(
            game_id, row.game.guild_id, now, tuple(results), count_reason=verdict.reason
        )
        for kind in owed:
            self.outbox.items.append(
                OutboxItem(len(self.outbox.items) + 1, game_id, row.game.channel_id, kind, now)
            )
        return row.results

    async def for_game(self, game_id: int) -> GameResult | None:
        await self._faults.enter("for_game")
        row = self._rows.get(game_id)
        return row.results if row else None


class MemoryOutbox:
    """``storage.OutboxRepo`` in memory."""

    def __init__(self, faults: _Faults) -> None:
        self._faults = faults
        self.items: list[OutboxItem] = []

    async def owed(self, game_id: int | None = None) -> list[OutboxItem]:
        await self._faults.enter("owed")
        return [
            i
            for i in self.items
            if i.sent_at is None
            and i.undeliverable is None
            and (game_id is None or i.game_id == game_id)
        ]

    async def mark_sent(self, item_id: int, message_id: int) -> None:
        await self._faults.enter("mark_sent")
        for k, item in enumerate(self.items):
            if item.id == item_id and item.sent_at is None:
                self.items[k] = replace(item, sent_at="sent", message_id=message_id)

    async def attempt(self, item_id: int) -> OutboxItem | None:
        await self._faults.enter("attempt")
        for k, item in enumerate(self.items):
            if item.id == item_id and item.sent_at is None:
                self.items[k] = replace(item, attempts=item.attempts + 1, attempted_at="now")
                return self.items[k]
        return None

    async def give_up(self, item_id: int, why: str) -> None:
        await self._faults.enter("give_up")
        for k, item in enumerate(self.items):
            if item.id == item_id and item.sent_at is None:
                self.items[k] = replace(item, undeliverable=why)


class MemoryRatings:
    """No ratings: service tests do not look at them (storage's tests do)."""

    async def changes(self, game_id: int, league_id: int = 0) -> list[Any]:
        return []

    async def rank(self, guild_id: int, user_id: int, league_id: int = 0) -> int | None:
        return None

    async def recompute(self, guild_id: int, rate: Any) -> int:
        return 0


class MemoryStore:
    """``storage.Database`` as the table service sees it (``tables.ports.Store``), in memory.

    ``fail_next("append_action", times=2)`` makes the next two calls of that method (of either
    repository) raise ``StorageError("database is locked")`` before changing anything;
    ``calls`` counts calls per method name. ``copies=False`` skips the JSON round trip of
    every stored action and deadline (for long runs that measure the service alone).
    """

    def __init__(self, *, copies: bool = True) -> None:
        self._faults = _Faults()
        self._rows: dict[int, _Row] = {}
        self.games = MemoryGames(self._faults, self._rows, copies)
        self.outbox = MemoryOutbox(self._faults)
        self.ratings = MemoryRatings()
        self.results = MemoryResults(self._faults, self._rows, self.games, self.outbox)

    @property
    def calls(self) -> Counter[str]:
        return self._faults.calls

    def fail_next(self, method: str, times: int = 1, exc: BaseException | None = None) -> None:
        self._faults.fail_next(method, times, exc)

    def heal(self) -> None:
        """Forget every failure still planned by ``fail_next``."""
        self._faults.pending.clear()

    def forget(self, game_id: int) -> None:
        """Drop a closed game (long tests keep the store's own memory flat)."""
        row = self._rows[game_id]
        assert row.game.status not in OPEN_STATUSES, "only closed games can be forgotten"
        del self._rows[game_id]
        self.outbox.items = [i for i in self.outbox.items if i.game_id != game_id]

    def game(self, game_id: int) -> Game:
        """The stored row, without awaiting (assertions)."""
        return self._rows[game_id].game

    def stored_actions(self, game_id: int) -> list[StoredAction]:
        return list(self._rows[game_id].actions)

    def stored_results(self, game_id: int) -> GameResult | None:
        return self._rows[game_id].results
