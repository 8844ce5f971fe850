"""The table service: the one place where a table changes.

One ``asyncio.Lock`` per table serialises everything that touches it: seating, starting, every
move. A move is checked by the engine, committed to storage, and only then becomes the table's
state, so a crash never loses a move a player saw. Computer seats play from here after a short
delay. Nothing here knows Discord: cogs call in with user ids and get tables and events back,
and listeners (the table message writer, hand refreshes) hear about every change.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import secrets
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import dobro_rules as dr
from storage import Database, GameStatus, Seat, StaleVersion

_log = logging.getLogger(__name__)

COMPUTER_NAMES = ("Camille", "Dominique", "Sacha", "Alix", "Noa", "Lou")
AI_LEVELS = dr.ai.LEVELS
LOG_LENGTH = 6
#: Extra AI delays a computer waits while a person still has to draw (manual drawing, H2).
DRAW_GRACE = 2.5


class TableError(Exception):
    """A request the table refuses, with a code the cogs turn into an ephemeral sentence."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(code, params)


@dataclass(slots=True)
class TableSettings:
    """What ``/dobro new`` chose. A turn timer and a league join this later."""

    seats: int = 4
    variant: str = "standard"
    draw: str = "auto"
    thread: bool = False
    #: The language of the public table message: the one of whoever opened the table.
    lang: str = "en"

    def to_json(self, host_id: int) -> dict[str, Any]:
        return {
            "seats": self.seats,
            "variant": self.variant,
            "draw": self.draw,
            "thread": self.thread,
            "lang": self.lang,
            "host_id": host_id,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TableSettings:
        return cls(
            seats=int(data.get("seats", 4)),
            variant=str(data.get("variant", "standard")),
            draw=str(data.get("draw", "auto")),
            thread=bool(data.get("thread", False)),
            lang=str(data.get("lang", "en")),
        )


@dataclass(eq=False)
class Table:
    """A table in a channel: its lobby seats, then its game (record, state, recent events)."""

    game_id: int
    guild_id: int
    channel_id: int
    host_id: int
    settings: TableSettings
    seats: list[Seat]
    status: GameStatus = GameStatus.LOBBY
    message_id: int | None = None
    #: The current "your turn" message, if any (deleted when the turn moves on).
    ping_message_id: int | None = None
    setup: dict[str, Any] | None = None
    actions: list[dict[str, Any]] = field(default_factory=list)
    state: dr.GameState | None = None
    events: deque[dict[str, Any]] = field(default_factory=lambda: deque(maxlen=LOG_LENGTH))
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    lobby_version: int = 0

    @property
    def version(self) -> int:
        """Changes with every move (and every lobby change): controls carry it."""
        return self.state.version if self.state is not None else self.lobby_version

    @property
    def open(self) -> bool:
        return self.status in (GameStatus.LOBBY, GameStatus.ACTIVE)

    def seat_of(self, user_id: int) -> Seat | None:
        return next((s for s in self.seats if s.user_id == user_id), None)

    def name_of(self, user_id: int) -> str | None:
        seat = self.seat_of(user_id)
        return seat.name if seat else None

    def user_of(self, name: str) -> int | None:
        return next((s.user_id for s in self.seats if s.name == name), None)

    @property
    def computer_levels(self) -> dict[int, str]:
        return {s.seat: s.ai_level for s in self.seats if s.ai_level is not None}


Listener = Callable[[Table, list[dict[str, Any]]], Awaitable[None]]


def unique_name(wanted: str, taken: set[str]) -> str:
    """Record names must be distinct: two "Alex" become "Alex" and "Alex (2)"."""
    base = " ".join(wanted.split())[:32] or "Player"
    name = base
    k = 2
    while name in taken:
        name = f"{base} ({k})"
        k += 1
    return name


class TableService:
    """Every table of the bot, in memory, backed by storage."""

    def __init__(
        self,
        db: Database,
        *,
        ai_delay: float = 1.2,
        rng: random.Random | None = None,
        seeds: Callable[[], int] | None = None,
    ) -> None:
        self.db = db
        self.ai_delay = ai_delay
        self.rng = rng or random.Random()
        #: Where each game's deal seed comes from: unpredictable, unless a test fixes it.
        self.seeds = seeds or (lambda: secrets.randbits(48))
        self.tables: dict[int, Table] = {}
        self.listeners: list[Listener] = []
        self._ai_tasks: dict[int, asyncio.Task[None]] = {}
        self._closed = False

    # ------------------------------------------------------------------ lookup

    def get(self, game_id: int) -> Table:
        table = self.tables.get(game_id)
        if table is None or (not table.open and table.state is None):
            raise TableError("no_table")
        return table

    def in_channel(self, channel_id: int) -> Table | None:
        """The channel's open table, if any (one per channel or thread)."""
        for table in self.tables.values():
            if table.channel_id == channel_id and table.open:
                return table
        return None

    # ------------------------------------------------------------------ start-up

    async def restore(self) -> int:
        """Bring back every lobby and active game after a restart; returns how many."""
        from storage.recovery import recover

        count = 0
        for game in await self.db.games.lobby_games():
            self.tables[game.id] = self._table_from(game)
            count += 1
        recovery = await recover(self.db)
        for item in recovery.games:
            table = self._table_from(item.game)
            table.state = item.state
            table.actions = list(item.record["actions"])
            table.setup = {k: v for k, v in item.record.items() if k != "actions"}
            self.tables[table.game_id] = table
            count += 1
            if table.state.over:
                await self._finish(table)
            else:
                self._schedule_ai(table)
        for failure in recovery.failed:
            _log.error("Game %s could not be recovered: %s", failure.game.id, failure.error)
        return count

    def _table_from(self, game: Any) -> Table:
        settings = TableSettings.from_json(game.settings)
        return Table(
            game_id=game.id,
            guild_id=game.guild_id,
            channel_id=game.channel_id,
            host_id=int(game.settings.get("host_id", 0)),
            settings=settings,
            seats=list(game.seats),
            status=game.status,
            message_id=game.table_message_id,
            ping_message_id=game.ping_message_id,
            setup=game.setup,
        )

    # ------------------------------------------------------------------ lobby

    async def create(
        self,
        guild_id: int,
        channel_id: int,
        host_id: int,
        host_name: str,
        settings: TableSettings,
    ) -> Table:
        """Open a table with its host seated. One open table per channel or thread."""
        existing = self.in_channel(channel_id)
        if existing is not None:
            raise TableError("channel_busy", channel_id=existing.channel_id)
        if not 2 <= settings.seats <= 6:
            raise TableError("bad_seats")
        # Memory holds open tables and each channel's last closed one, no more: the rest is
        # in storage (export, play again).
        for old in [tb for tb in self.tables.values() if tb.channel_id == channel_id]:
            del self.tables[old.game_id]
        seats = [Seat.human(0, host_id, unique_name(host_name, set()))]
        game = await self.db.games.create(
            guild_id, channel_id, settings=settings.to_json(host_id), seats=seats
        )
        table = Table(
            game_id=game.id,
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=host_id,
            settings=settings,
            seats=seats,
        )
        self.tables[game.id] = table
        await self._notify(table, [{"type": "lobby", "what": "created"}])
        return table

    async def set_message(self, table: Table, message_id: int) -> None:
        """Remember the table message so it can be edited after a restart."""
        table.message_id = message_id
        await self.db.games.set_table_message(table.game_id, message_id)

    async def set_ping(self, table: Table, message_id: int | None) -> None:
        """Remember the table's "your turn" message, so it is deleted even after a restart."""
        table.ping_message_id = message_id
        await self.db.games.set_ping_message(table.game_id, message_id)

    async def _set_seats(self, table: Table, seats: list[Seat], event: dict[str, Any]) -> None:
        renumbered = [
            Seat(seat=i, name=s.name, user_id=s.user_id, ai_level=s.ai_level)
            for i, s in enumerate(seats)
        ]
        await self.db.games.set_seats(table.game_id, renumbered)
        table.seats = renumbered
        table.lobby_version += 1
        await self._notify(table, [event])

    def _lobby(self, game_id: int) -> Table:
        table = self.get(game_id)
        if table.status is not GameStatus.LOBBY:
            raise TableError("already_started")
        return table

    async def join(self, game_id: int, user_id: int, name: str) -> Table:
        table = self._lobby(game_id)
        async with table.lock:
            self._lobby(game_id)
            if table.seat_of(user_id) is not None:
                raise TableError("already_seated")
            if len(table.seats) >= table.settings.seats:
                raise TableError("table_full", seats=table.settings.seats)
            taken = {s.name for s in table.seats}
            seat = Seat.human(len(table.seats), user_id, unique_name(name, taken))
            await self._set_seats(
                table, [*table.seats, seat], {"type": "lobby", "what": "join", "player": seat.name}
            )
        return table

    async def add_computer(self, game_id: int, user_id: int, level: str) -> Table:
        """Any seated player may fill a seat with a computer player."""
        table = self._lobby(game_id)
        if level not in AI_LEVELS:
            raise TableError("bad_level")
        async with table.lock:
            self._lobby(game_id)
            if table.seat_of(user_id) is None and user_id != table.host_id:
                raise TableError("not_seated")
            if len(table.seats) >= table.settings.seats:
                raise TableError("table_full", seats=table.settings.seats)
            taken = {s.name for s in table.seats}
            free = [f"🤖 {n}" for n in COMPUTER_NAMES if f"🤖 {n}" not in taken]
            seat = Seat.ai(len(table.seats), free[0], level)
            await self._set_seats(
                table,
                [*table.seats, seat],
                {"type": "lobby", "what": "computer", "player": seat.name, "level": level},
            )
        return table

    async def leave(self, game_id: int, user_id: int) -> Table:
        """Leave a lobby; during a game the seat is handed to a computer player (normal)."""
        table = self.get(game_id)
        async with table.lock:
            seat = table.seat_of(user_id)
            if seat is None:
                raise TableError("not_seated")
            if table.status is GameStatus.LOBBY:
                await self._unseat(table, seat, "leave")
                return table
            if table.status is not GameStatus.ACTIVE:
                raise TableError("no_table")
            replacement = Seat.ai(seat.seat, seat.name, "normal")
            await self.db.games.hand_to_computer(table.game_id, seat.seat)
            table.seats[seat.seat] = replacement
            event = {"type": "left", "player": seat.name}
            table.events.append(event)
            await self._notify(table, [event])
            self._schedule_ai(table)
        return table

    async def kick(self, game_id: int, user_id: int, target_id: int, moderator: bool) -> Table:
        """The host or a moderator removes someone from a lobby."""
        table = self._lobby(game_id)
        if user_id != table.host_id and not moderator:
            raise TableError("host_only")
        async with table.lock:
            self._lobby(game_id)
            seat = table.seat_of(target_id)
            if seat is None:
                raise TableError("target_not_seated")
            await self._unseat(table, seat, "kick")
        return table

    async def _unseat(self, table: Table, seat: Seat, what: str) -> None:
        """Take a person's seat away in the lobby (leaving or kicked); the host stays."""
        if seat.user_id == table.host_id:
            raise TableError("host_cannot_leave")
        rest = [s for s in table.seats if s.user_id != seat.user_id]
        await self._set_seats(table, rest, {"type": "lobby", "what": what, "player": seat.name})

    async def cancel(self, game_id: int, user_id: int, moderator: bool) -> Table:
        table = self.get(game_id)
        if user_id != table.host_id and not moderator:
            raise TableError("host_only")
        async with table.lock:
            if not table.open:
                raise TableError("no_table")
            await self.db.games.set_status(table.game_id, GameStatus.CANCELLED)
            table.status = GameStatus.CANCELLED
            self._stop_ai(table)
            await self._notify(table, [{"type": "cancelled"}])
        return table

    async def start(self, game_id: int, user_id: int) -> Table:
        """Deal round 1: the lobby becomes a game (host only, at least two seats)."""
        table = self._lobby(game_id)
        if user_id != table.host_id:
            raise TableError("host_only")
        async with table.lock:
            self._lobby(game_id)
            if len(table.seats) < 2:
                raise TableError("too_few")
            names = [s.name for s in table.seats]
            setup = dr.new_record(
                names,
                variant=table.settings.variant,
                draw=table.settings.draw,
                seed=self.seeds(),
            )
            setup.pop("actions")
            state = dr.start(setup)
            await self.db.games.start(table.game_id, setup)
            table.setup = setup
            table.state = state
            table.status = GameStatus.ACTIVE
            event = {"type": "round_start", "round": 1, "starter": names[state.turn]}
            table.events.append(event)
            await self._notify(table, [event])
            self._schedule_ai(table)
        return table

    async def play_again(self, game_id: int, user_id: int) -> Table:
        """A new table in the same channel with the same seats, the presser as host.

        Works from storage too: a results message outlives the finished table in memory.
        """
        old = self.tables.get(game_id)
        if old is None or old.status is not GameStatus.FINISHED:
            game = await self.db.games.get(game_id)
            if game is None or game.status is not GameStatus.FINISHED:
                raise TableError("no_table")
            old = self._table_from(game)
        if old.seat_of(user_id) is None:
            raise TableError("not_seated")
        table = await self.create(
            old.guild_id, old.channel_id, user_id, old.name_of(user_id) or "", old.settings
        )
        others = [s for s in old.seats if s.user_id != user_id]
        await self._set_seats(table, [*table.seats, *others], {"type": "lobby", "what": "again"})
        return table

    async def export(self, channel_id: int) -> tuple[int, dict[str, Any]]:
        """The RECORD.md record of the channel's last finished game, read from storage (so it
        works after a restart), every dealt round spelled out."""
        game = await self.db.games.last_finished_in_channel(channel_id)
        record = await self.db.games.record(game.id) if game is not None else None
        if game is None or record is None:
            raise TableError("no_record")
        return game.id, dr.export_record(dr.replay(record), record["actions"])

    # ------------------------------------------------------------------ play

    async def act(
        self, game_id: int, user_id: int, version: int, action: dict[str, Any]
    ) -> tuple[Table, list[dict[str, Any]]]:
        """A person's move: refused if stale or illegal; committed before anyone sees it."""
        table = self.get(game_id)
        name = table.name_of(user_id)
        if name is None:
            raise TableError("not_seated")
        async with table.lock:
            if table.status is not GameStatus.ACTIVE or table.state is None:
                raise TableError("not_active")
            if version != table.state.version:
                raise TableError("stale")
            events = await self._apply(table, {**action, "player": name})
        self._schedule_ai(table)
        return table, events

    async def _apply(self, table: Table, action: dict[str, Any]) -> list[dict[str, Any]]:
        """Under the table's lock: engine, then storage, then memory, then listeners."""
        assert table.state is not None
        state, events = dr.apply(table.state, action)  # IllegalAction: nothing changes
        try:
            await self.db.games.append_action(
                table.game_id, table.state.version, action["player"], action
            )
        except StaleVersion:
            raise TableError("stale") from None
        table.state = state
        table.actions.append(action)
        table.events.extend(e for e in events if e["type"] not in ("turn", "draw"))
        if state.over:
            await self._finish(table)
        await self._notify(table, events)
        return events

    async def _finish(self, table: Table) -> None:
        assert table.state is not None
        await self.db.results.record_results(table.game_id, dr.standings(table.state))
        table.status = GameStatus.FINISHED

    # ------------------------------------------------------------------ computer players

    def _schedule_ai(self, table: Table) -> None:
        if self._closed or table.status is not GameStatus.ACTIVE or not table.computer_levels:
            return
        task = self._ai_tasks.get(table.game_id)
        if task is not None and not task.done():
            return
        self._ai_tasks[table.game_id] = asyncio.create_task(
            self._run_ai(table), name=f"dobro-ai-{table.game_id}"
        )

    async def _run_ai(self, table: Table) -> None:
        """Computer seats act one at a time, each after a short, natural pause."""
        try:
            while table.status is GameStatus.ACTIVE and table.state is not None:
                if dr.ai.pending_action(table.state, table.computer_levels, self.rng) is None:
                    return
                delay = self.ai_delay * (0.6 + 0.8 * self.rng.random())
                if self._person_yet_to_draw(table):
                    delay += self.ai_delay * DRAW_GRACE  # time to press Draw before a call
                await asyncio.sleep(delay)
                async with table.lock:
                    state = table.state
                    if table.status is not GameStatus.ACTIVE or state is None:
                        return
                    move = dr.ai.pending_action(state, table.computer_levels, self.rng)
                    if move is None:
                        continue
                    await self._apply(table, dr.action_dict(state.players, move))
        except asyncio.CancelledError:
            raise
        except Exception:
            _log.exception("Computer player failed at table %s", table.game_id)

    @staticmethod
    def _person_yet_to_draw(table: Table) -> bool:
        """Manual drawing (H2): a person is short. A computer playing now would end their turn
        and let anyone call the oubli on them, so computers give people a fair moment first."""
        state = table.state
        if state is None or not state.manual:
            return False
        return any(state.short[s.seat] for s in table.seats if s.ai_level is None)

    def _stop_ai(self, table: Table) -> None:
        task = self._ai_tasks.pop(table.game_id, None)
        if task is not None:
            task.cancel()

    async def idle(self) -> None:
        """Wait until no computer player has anything left to do (tests, shutdown)."""
        while True:
            pending = [t for t in self._ai_tasks.values() if not t.done()]
            if not pending:
                return
            await asyncio.gather(*pending, return_exceptions=True)

    async def close(self) -> None:
        self._closed = True
        for task in self._ai_tasks.values():
            task.cancel()
        for task in list(self._ai_tasks.values()):
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task

    # ------------------------------------------------------------------ listeners

    async def _notify(self, table: Table, events: list[dict[str, Any]]) -> None:
        for listener in self.listeners:
            try:
                await listener(table, events)
            except Exception:
                _log.exception("Table listener failed for table %s", table.game_id)
