"""The table service: the one place where a table changes.

One ``asyncio.Lock`` per table serialises everything that touches it: seating, starting, every
move, every timer. A move is checked by the engine, committed to storage (with the table's new
deadlines, in one transaction), and only then kept in the table's log and told to the
listeners; a move storage refuses leaves the table exactly as it was. The engine applies the
move to the table's game state in place, without a copy per move, whenever nothing but the table
holds that state (see ``_advance``); while such a move is being stored ``table.committed`` is
clear and renderers wait for it (``settled``), so no message shows a move storage has not
kept. Nothing here knows Discord: cogs call in with user ids and get tables and events back,
and listeners (the table's writer) hear about every change.

Errors are ``TableError`` codes (see ``tables.model.TableError``) and the game's refusals
(``GameRules.illegal``); nothing else is meant for players.
"""

from __future__ import annotations

import asyncio
import json
import logging
import pickle
import random
import secrets
import sys
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import Any, NamedTuple, cast

from games import DEFAULT_GAME, GameRules, UnknownGame, rules
from games.protocol import is_race
from standings import (
    INITIAL,
    CountedStanding,
    SeatPlay,
    display,
    judge,
    race_outcomes,
    rate_values,
    seat_plays,
    would_count,
)
from storage import (
    ChannelBusy,
    Game,
    GameStatus,
    LeagueClosed,
    OutboxItem,
    Seat,
    SeatResult,
    StaleVersion,
    StorageError,
)

from . import pace
from .clock import SystemClock
from .model import (
    AWAY_AFTER,
    CHALLENGE_LIFETIME,
    HURRY_AFTER,
    HURRY_TIMER,
    LOBBY_LIFETIME,
    TIMER_CHOICES,
    ClaimAnswer,
    ComputerPlan,
    HeldClaim,
    Race,
    Table,
    TableError,
    TableSettings,
    Timers,
    idle_limit,
)
from .offset import ClockOffset
from .ports import Clock, Store
from .registry import Registry
from .scheduler import CLOSING_GRACE, Plan, Scheduler
from .thinking import InlineThinker, Thinker

_log = logging.getLogger(__name__)

COMPUTER_NAMES = ("Camille", "Dominique", "Sacha", "Alix", "Noa", "Lou", "Maxime", "Yaël")
#: The computer levels of the default game (each game lists its own: ``GameRules.levels``).
AI_LEVELS = rules(DEFAULT_GAME).levels
#: Extra AI delays a computer waits while a person still has a chore to do (the game says
#: when: ``GameRules.hold_computers``; Dobro's manual draw, H2).
DRAW_GRACE = 2.5
#: The largest id a stored game can have (SQLite's INTEGER is signed 64-bit).
MAX_GAME_ID = 2**63 - 1
#: At most this many moves the timer makes for a person whose turn ran out (while the game
#: still waits on them: Dobro's draw, take, then open).
TIMEOUT_MOVES = 8
#: A race (``games.protocol.RaceRules``): the countdown before each stage's Go (seconds), and
#: how long a claim is held so that claims made earlier but arriving later are resolved first
#: (DOBBLE.md: 300 ms), in (time, seat) order.
RACE_COUNTDOWN = 3.0
RACE_HOLD = 0.3
#: A person's control drawn at most this many moves ago is still played if their legal
#: actions did not change meanwhile (``TableService.still_offered``); older ones are stale.
STILL_GOOD_WINDOW = 64
#: A claim from a control not redrawn at every change of the board (a private panel) counts as
#: made on the board on show this long before the click (ms): nobody reacts quicker to new cards.
SEEN_AFTER_MS = 400
#: Computers react from when a board was shown (``TableService.race_shown``); if the display
#: has not said so this long (seconds) after the cards changed, from then.
SHOWN_WAIT = 3.0

Listener = Callable[[Table, list[dict[str, Any]]], Awaitable[None]]
#: Told the state a race's held claims will most likely make (``TableService.previews``).
Preview = Callable[[Table, Any], None]


class Export(NamedTuple):
    """A finished game's record (``TableService.export``), and the game it is a record of:
    its rules package replays it (``python -m <package> replay``)."""

    game_id: int
    game: str
    record: dict[str, Any]


def _attribute_only_refs() -> int | None:
    """What ``sys.getrefcount(holder.attr)`` says of a value nothing but that attribute holds
    (2 on CPython: the attribute and the call's argument); None without reference counts."""
    getrefcount = getattr(sys, "getrefcount", None)
    if getrefcount is None:
        return None

    class Holder:
        value: object

    holder = Holder()
    holder.value = object()
    return getrefcount(holder.value)


#: ``sys.getrefcount(table.state)`` when only the table holds its state (see ``_advance``).
_TABLE_ONLY = _attribute_only_refs()


def standing_of(result: SeatResult) -> CountedStanding:
    """A stored seat result as the counting policy gave it (forfeits applied)."""
    return CountedStanding(
        name=result.name,
        seat=result.seat,
        position=result.position,
        round_points=list(result.round_points),
        total=result.total,
        cards=list(result.cards),
        winner=result.winner,
        shared=result.shared,
        person=not result.is_ai,
        counted=result.counted,
        forfeit=result.forfeit,
        own_moves=result.own_moves or 0,
        moves=result.moves or 0,
        status=result.play,
        at_move=result.at_move,
        hints=result.hints,
        rises=result.rises,
        game_position=result.game_position or result.position,
        last_own=result.last_own,
        taken_over=result.taken_over,
        right_claims=result.right_claims,
    )


def _answer(held: HeldClaim, answer: ClaimAnswer) -> None:
    """Tell a held person's claim how it ended (once)."""
    if held.answer is not None and not held.answer.done():
        held.answer.set_result(answer)


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
    """Every open table of the bot, in memory, backed by storage."""

    def __init__(
        self,
        store: Store,
        *,
        clock: Clock | None = None,
        ai_delay: float = 1.2,
        rng: random.Random | None = None,
        seeds: Callable[[], int] | None = None,
        retry_base: float = 1.0,
        thinker: Thinker | None = None,
    ) -> None:
        self.store = store
        #: Where searching computers think (``tables.thinking``): worker processes in the bot.
        self.thinker: Thinker = thinker or InlineThinker()
        self.clock: Clock = clock or SystemClock()
        self.ai_delay = ai_delay
        self.rng = rng or random.Random()
        #: Where each game's deal seed comes from: unpredictable, unless a test fixes it.
        self.seeds = seeds or (lambda: secrets.randbits(48))
        self.registry = Registry()
        self.scheduler = Scheduler(self.clock, self._plan, self._fire, retry_base=retry_base)
        self.listeners: list[Listener] = []
        self._creating: set[int] = set()
        #: The thinker failed on its last move (logged once, until it works again).
        self._thinker_failing = False
        #: The service's clock minus the platform's (Discord's), measured (races).
        self.offset = ClockOffset()
        #: A listener (the Discord layer's writer) tells when each race board was shown
        #: (``race_posted``, ``race_shown``); off, a board counts as shown when it changes.
        self.boards_reported = False
        #: Told, when a race's claim is held, the state it will most likely make once resolved
        #: (the writer draws that board's picture during the hold).
        self.previews: list[Preview] = []

    # ------------------------------------------------------------------ lookup

    @property
    def tables(self) -> dict[int, Table]:
        """Open tables by id (a copy)."""
        return {t.game_id: t for t in self.registry.open_tables()}

    def get(self, game_id: int) -> Table:
        """A table in memory: open, or closed but not yet fully written."""
        table = self.registry.get(game_id)
        if table is None:
            raise TableError("no_table")
        return table

    def in_channel(self, channel_id: int) -> Table | None:
        """The channel's open table, if any (one per channel or thread)."""
        return self.registry.in_channel(channel_id)

    def closing(self) -> list[Table]:
        """Closed tables whose last message is still to be written."""
        return [table for table, _ in self.registry.closing()]

    def release(self, table: Table) -> None:
        """The presentation layer wrote a closed table's last message: forget it."""
        self.registry.release(table)

    async def load(self, game_id: int) -> Table:
        """A table from memory, or rebuilt from storage (a finished game's hand, after it left
        memory or after a restart)."""
        table = self.registry.get(game_id)
        if table is not None:
            return table
        game = await self._stored_game(game_id)
        if game is None:
            raise TableError("no_table")
        table = self._table_from(game)
        if game.setup is not None:
            record = await self.store.games.record(game_id)
            game_rules = table.rules
            try:
                table.state = self._replay(game_rules, record) if record else None
            except (game_rules.replay_error, game_rules.record_error):
                table.state = None
            table.actions = list(record["actions"]) if record else []
        if game.setup is not None:
            table.hints_used = await self.store.games.hints_used(game_id)
        if game.status is GameStatus.FINISHED:
            stored = await self.store.results.for_game(game_id)
            table.standings = [standing_of(r) for r in stored.seats] if stored else None
            table.count_reason = stored.count_reason if stored else None
        return table

    @staticmethod
    def _replay(game_rules: GameRules[Any, Any], record: dict[str, Any]) -> Any:
        """The state a stored record (setup + actions) leads to."""
        setup = {k: v for k, v in record.items() if k != "actions"}
        return game_rules.load(setup, record.get("actions", []))

    async def _stored_game(self, game_id: int) -> Game | None:
        """The stored game with this id; None for an id no game can have (a forged control's
        id beyond SQLite's 64-bit integers would make the query itself fail)."""
        if not 0 < game_id <= MAX_GAME_ID:
            return None
        return await self.store.games.get(game_id)

    async def owed(self, game_id: int | None = None) -> list[OutboxItem]:
        """Messages the presentation layer owes players (a game's results), oldest first."""
        return await self.store.outbox.owed(game_id)

    async def rating_lines(self, table: Table) -> dict[int, tuple[int, int, int | None]]:
        """Each person's rating before and after a counted game, and their rank now."""
        out = {}
        for change in await self.store.ratings.changes(table.game_id):
            before = display(*change.before) if change.before else INITIAL.shown
            rank = await self.store.ratings.rank(table.guild_id, change.user_id)
            out[change.user_id] = (before, display(*change.after), rank)
        return out

    async def mark_sent(self, item: OutboxItem, message_id: int) -> None:
        """An owed message is out: Discord accepted it as ``message_id``."""
        await self.store.outbox.mark_sent(item.id, message_id)

    async def attempt(self, item: OutboxItem) -> OutboxItem:
        """An owed message is about to be posted: counted and timed first (see
        ``storage.OutboxRepo.attempt``)."""
        return await self.store.outbox.attempt(item.id) or item

    async def give_up(self, item: OutboxItem, why: str) -> None:
        """Discord refuses an owed message for good: kept, marked undeliverable, not retried."""
        await self.store.outbox.give_up(item.id, why)

    # ------------------------------------------------------------------ start-up

    async def restore(self, guilds: Callable[[int], bool] | None = None) -> int:
        """Bring back every lobby and active game after a restart; returns how many.

        A game whose log no longer replays is marked broken (its channel is free at once) and
        logged once; its table message is then rewritten by the listeners. Deadlines that passed
        while the bot was down fire now. With ``guilds`` (a guild id -> bool filter: a sharded
        process's own guilds), games of other guilds are left alone for their own process.
        """
        count = 0
        now = self.clock.now()
        for game in await self.store.games.lobby_games():
            if guilds is not None and not guilds(self._home(game)):
                continue
            table = self._table_from(game)
            if table.timers.expires is None:
                table.timers.expires = now + LOBBY_LIFETIME
            self._add(table)
            count += 1
        for game, record in await self.store.games.active_records():
            if guilds is not None and not guilds(self._home(game)):
                continue
            try:
                table = self._table_from(game)
                game_rules = table.rules
            except UnknownGame as exc:  # a game this version of the bot does not play
                await self._mark_broken(self._table_from(game, known=False), f"unknown game {exc}")
                continue
            try:
                if isinstance(record, str):
                    raise game_rules.record_error(record)
                table.state = self._replay(game_rules, record)
            except (game_rules.replay_error, game_rules.record_error) as exc:
                await self._mark_broken(table, str(exc))
                continue
            table.setup = {k: v for k, v in record.items() if k != "actions"}
            table.actions = list(record["actions"])
            table.hints_used = await self.store.games.hints_used(game.id)
            table.status = GameStatus.ACTIVE
            table.timers = self._next_timers(table, None, table.state, None, False, now)
            self._sync_race(table)  # a race in play: a new countdown, then it goes on
            self._add(table)
            count += 1
        self.scheduler.start_watchdog(self.watchdog)
        return count

    async def _mark_broken(self, table: Table, why: str) -> None:
        _log.error("Game %s cannot be resumed and is marked broken: %s", table.game_id, why)
        await self.store.games.set_status(table.game_id, GameStatus.BROKEN, reason=why[:500])
        table.status = GameStatus.BROKEN
        table.end_reason = why
        self.registry.close(table, self.clock.now())
        await self._notify(table, [{"type": "broken"}])

    @staticmethod
    def _home(game: Game) -> int:
        """The guild whose process holds a stored game: its own, or 0 (the first shard's,
        where Discord sends DMs) for a place that is not a server (``Table.home``)."""
        return game.guild_id if game.settings.get("place", "guild") == "guild" else 0

    def _table_from(self, game: Game, *, known: bool = True) -> Table:
        """The table of a stored game (``known``: check the bot plays its game)."""
        settings = TableSettings.from_json(game.settings)
        if known:
            rules(settings.game)  # UnknownGame for a game this bot does not play
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
            end_reason=game.end_reason,
            timers=Timers.from_json(game.timers),
        )

    def _add(self, table: Table) -> None:
        self.registry.add(table)
        self.scheduler.poke(table)

    async def watchdog(self) -> None:
        """Every open table has a driver (so someone can always move); closed tables whose
        last message never got written are dropped after a grace period."""
        for table in self.registry.open_tables():
            if self.scheduler.ensure(table):
                _log.warning("Table %s had no driver: restarted it", table.game_id)
        now = self.clock.now()
        for table, since in self.registry.closing():
            if now - since > CLOSING_GRACE:
                _log.warning("Table %s closed %.0f s ago: dropping it", table.game_id, now - since)
                self.registry.release(table)

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
        self.check_free(channel_id)
        try:
            game_rules = settings.rules
        except UnknownGame:
            raise TableError("unknown_game", game=settings.game) from None
        if not game_rules.min_seats <= settings.seats <= game_rules.max_seats:
            raise TableError("bad_seats", low=game_rules.min_seats, high=game_rules.max_seats)
        if settings.timer not in TIMER_CHOICES:
            raise TableError("bad_timer")
        settings.game_options()  # bad options are refused before anything is stored
        if settings.challenged is not None and (
            settings.challenged == host_id or settings.seats != 2
        ):
            raise TableError("bad_challenge")
        self._creating.add(channel_id)
        try:
            seats = [Seat.human(0, host_id, unique_name(host_name, set()))]
            lifetime = LOBBY_LIFETIME if settings.challenged is None else CHALLENGE_LIFETIME
            timers = Timers(expires=self.clock.now() + lifetime)
            try:
                game = await self.store.games.create(
                    guild_id,
                    channel_id,
                    settings=settings.to_json(host_id),
                    seats=seats,
                    timers=timers.to_json(),
                )
            except ChannelBusy:  # another process, or a table this one does not hold
                raise TableError("channel_busy", channel_id=channel_id) from None
            except LeagueClosed:  # closed since the command read it, or Play again after
                raise TableError("league_closed", league=settings.league or "") from None
            table = Table(
                game_id=game.id,
                guild_id=guild_id,
                channel_id=channel_id,
                host_id=host_id,
                settings=settings,
                seats=seats,
                timers=timers,
            )
            self._add(table)
        finally:
            self._creating.discard(channel_id)
        await self._notify(table, [{"type": "lobby", "what": "created"}])
        return table

    def check_free(self, channel_id: int) -> None:
        existing = self.in_channel(channel_id)
        if existing is not None:
            raise TableError(
                "channel_busy",
                channel_id=channel_id,
                game_id=existing.game_id,
                guild_id=existing.guild_id,
                message_id=existing.message_id,
            )
        if channel_id in self._creating:
            raise TableError("channel_busy", channel_id=channel_id)

    async def set_message(self, table: Table, message_id: int) -> None:
        """Remember the table message so it can be edited after a restart."""
        table.message_id = message_id
        await self.store.games.set_table_message(table.game_id, message_id)

    async def settled(self, table: Table) -> None:
        """Until ``table.state`` holds only stored moves (a move applied in place is stored
        within a millisecond or two): renderers call this, so nothing shown is uncommitted."""
        await table.committed.wait()

    def forget_ping(self, table: Table) -> None:
        """The ping message is gone; storage keeps its id until the next ping overwrites it (one
        statement per ping: a stale id costs at most one NotFound after a restart)."""
        table.ping_message_id = None

    async def set_ping(self, table: Table, message_id: int | None) -> None:
        """Remember the table's "your turn" message, so it is deleted even after a restart."""
        table.ping_message_id = message_id
        await self.store.games.set_ping_message(table.game_id, message_id)

    async def _set_seats(
        self, table: Table, seats: list[Seat], event: dict[str, Any], host_id: int | None = None
    ) -> None:
        renumbered = [
            Seat(seat=i, name=s.name, user_id=s.user_id, ai_level=s.ai_level)
            for i, s in enumerate(seats)
        ]
        settings = None if host_id is None else table.settings.to_json(host_id)
        await self.store.games.set_seats(table.game_id, renumbered, settings=settings)
        table.seats = renumbered
        if host_id is not None:
            table.host_id = host_id
        table.lobby_version += 1
        await self._notify(table, [event])

    def _active(self, game_id: int) -> Table:
        table = self.get(game_id)
        if table.status is not GameStatus.ACTIVE or table.state is None:
            raise TableError("not_active")
        return table

    def _lobby(self, game_id: int) -> Table:
        table = self.get(game_id)
        if table.status is not GameStatus.LOBBY:
            raise TableError("already_started" if table.open else "no_table")
        return table

    async def join(self, game_id: int, user_id: int, name: str) -> Table:
        table = self._lobby(game_id)
        async with table.lock:
            self._lobby(game_id)
            if table.seat_of(user_id) is not None:
                raise TableError("already_seated")
            if table.settings.challenged not in (None, user_id):
                raise TableError("challenge_only")
            if len(table.seats) >= table.settings.seats:
                raise TableError("table_full", seats=table.settings.seats)
            taken = {s.name for s in table.seats}
            seat = Seat.human(len(table.seats), user_id, unique_name(name, taken))
            await self._set_seats(
                table, [*table.seats, seat], {"type": "lobby", "what": "join", "player": seat.name}
            )
        return table

    async def accept(self, game_id: int, user_id: int, name: str) -> Table:
        """A challenge's *Accept*: the challenged person takes the second seat, and the game
        starts at once."""
        table = self._lobby(game_id)
        if table.settings.challenged != user_id:
            raise TableError("not_challenged")
        if table.seat_of(user_id) is None:
            await self.join(game_id, user_id, name)
        return await self.start(game_id, table.host_id)

    async def decline(self, game_id: int, user_id: int) -> Table:
        """A challenge's *Decline*, by either of its two people: the table closes, and says
        why (it counts for nobody)."""
        table = self._lobby(game_id)
        if table.settings.challenged is None:
            raise TableError("not_challenged")
        if user_id not in (table.settings.challenged, table.host_id):
            raise TableError("not_challenged")
        async with table.lock:
            self._lobby(game_id)
            await self._close(table, GameStatus.CANCELLED, "declined", [])
        return table

    async def add_computer(self, game_id: int, user_id: int, level: str) -> Table:
        """Any seated player may fill a seat with a computer player (not a challenge's: its
        second seat is the challenged person's)."""
        table = self._lobby(game_id)
        if table.settings.challenged is not None:
            raise TableError("challenge_only")
        if level not in (*table.rules.levels, *table.rules.search_levels):
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
        """Leave a lobby, or forfeit a game in play: a computer plays the seat to the end and
        the counting policy makes the leaver a forfeit (a no-show if they had not shown up);
        when no person is left seated, the computers finish a game that counts at once, and
        any other is abandoned."""
        table = self.get(game_id)
        async with table.lock:
            seat = table.seat_of(user_id)
            if seat is None:
                raise TableError("not_seated")
            if table.status is GameStatus.LOBBY:
                await self._unseat(table, seat, "leave")
                return table
            if table.status is not GameStatus.ACTIVE:
                raise TableError("not_active")
            order = await self.store.games.leave_seat(table.game_id, seat.seat)
            table.replace_seat(seat.seat, left=order, away=False)
            event = {"type": "left", "player": seat.name}
            table.events.append(event)
            if not table.people and not await self._counts_without_people(table):
                await self._close(table, GameStatus.ABANDONED, "everyone_left", [event])
                return table
            await self._notify(table, [event])
            self.scheduler.poke(table)
        return table

    async def _counts_without_people(self, table: Table) -> bool:
        """Nobody is left seated: whether the game still counts (the counting policy: two
        people or more showed up before leaving). If it does, the computers finish it at once
        and the leavers are forfeits, counted as losses; if not, it is dropped."""
        return would_count(await self._plays(table))

    async def seat_plays(self, table: Table) -> list[SeatPlay]:
        """What each seat of ``table`` did, as the counting policy reads it (a table loaded
        from storage too: tournaments settle an abandoned table by it)."""
        return await self._plays(table)

    async def _plays(self, table: Table) -> list[SeatPlay]:
        """What each seat did, as the counting policy reads it: from the stored log (who chose
        each action, who left when, the hints asked for) and, in a race, each claim's outcome
        (``race_outcome``: only a right claim is a person's own move), replayed from the
        record."""
        log = await self.store.games.play_log(table.game_id)
        outcomes = race_outcomes(table.rules, table.setup or {}, table.actions)
        return seat_plays(log, outcomes)

    async def kick(self, game_id: int, user_id: int, target_id: int, moderator: bool) -> Table:
        """The host or a moderator removes someone from a lobby."""
        table = self._lobby(game_id)
        if user_id != table.host_id and not moderator:
            raise TableError("host_only")
        async with table.lock:
            self._lobby(game_id)
            if user_id != table.host_id and not moderator:  # the host may have just left
                raise TableError("host_only")
            seat = table.seat_of(target_id)
            if seat is None:
                raise TableError("target_not_seated")
            if seat.user_id == table.host_id:
                raise TableError("host_cannot_leave")
            await self._unseat(table, seat, "kick")
        return table

    async def _unseat(self, table: Table, seat: Seat, what: str) -> None:
        """Take a person's seat away in the lobby. A leaving host hands the table to the
        longest-seated person; a lobby with no person left closes."""
        rest = [s for s in table.seats if s.user_id != seat.user_id]
        people = [s for s in rest if not s.is_ai]
        if not people:
            event = {"type": "lobby", "what": what, "player": seat.name}
            await self._close(table, GameStatus.CANCELLED, "empty", [event])
            return
        host = people[0].user_id if seat.user_id == table.host_id else None
        event = {"type": "lobby", "what": what, "player": seat.name}
        if host is not None:
            event["host"] = people[0].name
        await self._set_seats(table, rest, event, host_id=host)

    async def cancel(
        self, game_id: int, user_id: int, moderator: bool, reason: str | None = None
    ) -> Table:
        """The host (or a moderator) cancels a lobby; only a moderator cancels a game in play,
        with a reason that is stored and shown. Cancelled games count for nobody."""
        table = self.get(game_id)
        async with table.lock:
            if not table.open:
                raise TableError("no_table")
            reason = " ".join((reason or "").split())[:200] or None
            if table.status is GameStatus.LOBBY:
                if user_id != table.host_id and not moderator:
                    raise TableError("host_only")
            else:
                if not moderator:
                    raise TableError("moderator_only")
                if reason is None:
                    raise TableError("reason_needed")
            await self._close(table, GameStatus.CANCELLED, reason, [])
        return table

    async def start(self, game_id: int, user_id: int) -> Table:
        """Deal round 1: the lobby becomes a game (host only, at least two seats)."""
        table = self._lobby(game_id)
        if user_id != table.host_id:
            raise TableError("host_only")
        async with table.lock:
            self._lobby(game_id)
            if user_id != table.host_id:  # the host may have just left
                raise TableError("host_only")
            if len(table.seats) < 2:
                raise TableError("too_few")
            game_rules = table.rules
            names = [s.name for s in table.seats]
            setup = game_rules.new_setup(names, table.settings.game_options(), self.seeds())
            state = game_rules.load(setup, [])
            await self.store.games.start(table.game_id, setup)
            table.setup = setup
            table.state = state
            table.status = GameStatus.ACTIVE
            table.timers = self._next_timers(
                table, None, state, None, False, self.clock.now(), keep_turn=False, moved=True
            )
            await self._store_timers(table)
            events = game_rules.opening_events(state)
            table.events.extend(ev for ev in events if ev["type"] not in game_rules.quiet_events)
            self._sync_race(table)
            await self._notify(table, events)
            self.scheduler.poke(table)
        return table

    async def play_again(
        self, game_id: int, user_id: int, *, lang: str | None = None
    ) -> tuple[Table, list[int]]:
        """A new lobby in the same channel for the people of a finished game: the presser (any
        of them) is its host, the computer seats come back, and the other people are
        *invited*, not seated (returned, for a "Play again? Join" ping): each sits down only
        by joining. Forgotten seats are skipped. ``lang``: the language the table speaks now
        (the guild's, else the presser's); the other settings are the old table's. Works from
        storage: a results message outlives the table in memory."""
        game = await self._stored_game(game_id)
        if game is None or game.status is not GameStatus.FINISHED:
            raise TableError("no_table")
        old = self._table_from(game)
        mine = next((s for s in old.seats if s.user_id == user_id), None)
        if mine is None:
            raise TableError("not_seated")
        # Another game for the same people: an open lobby, even after a challenge.
        settings = replace(old.settings, challenged=None)
        if lang is not None:
            settings = replace(settings, lang=lang)
        table = await self.create(old.guild_id, old.channel_id, user_id, mine.name, settings)
        computers = [s for s in old.seats if s.is_ai]
        if computers:
            async with table.lock:
                await self._set_seats(
                    table, [*table.seats, *computers], {"type": "lobby", "what": "again"}
                )
        invited = [s.user_id for s in old.seats if s.user_id not in (None, user_id)]
        return table, invited

    async def export(
        self,
        channel_id: int,
        game_id: int | None = None,
        *,
        guild_id: int | None = None,
        sees: Callable[[int, set[int]], Awaitable[bool]] | None = None,
    ) -> Export:
        """The RECORD.md record of the channel's last finished game, or of the finished game
        ``game_id`` of guild ``guild_id``, read from storage (so it works after a restart),
        every dealt round spelled out, with the game's name (whose rules package replays it).
        A game of another guild is refused as unknown (``no_game``), one not finished as
        ``game_not_finished``; with ``sees`` (the asker may see a game played in that channel,
        or by those user ids: every hand is in the record), a game they may not see as
        ``game_hidden``."""
        if game_id is not None:
            game = await self.store.games.get(game_id)
            if game is None or game.guild_id != guild_id:
                raise TableError("no_game", id=game_id)
            if game.status is not GameStatus.FINISHED:
                raise TableError("game_not_finished", id=game_id)
        else:
            game = await self.store.games.last_finished_in_channel(channel_id)
        record = await self.store.games.record(game.id) if game is not None else None
        if game is None or record is None:
            raise TableError("no_record")
        played = self._table_from(game)
        seated = {s.user_id for s in played.seats if s.user_id is not None}
        if sees is not None and not await sees(game.channel_id, seated):
            raise TableError("game_hidden", id=game.id)
        game_rules = played.rules
        setup = {k: v for k, v in record.items() if k != "actions"}
        state = game_rules.load(setup, record["actions"])
        exported = game_rules.export(state, setup, record["actions"])
        return Export(game.id, played.settings.game, exported)

    # ------------------------------------------------------------------ play

    async def act(
        self, game_id: int, user_id: int, version: int, action: dict[str, Any]
    ) -> tuple[Table, list[dict[str, Any]]]:
        """A person's move as their game's record action (without its player; the game's
        ``record_error`` for a bad shape)."""
        return await self._person_move(
            game_id,
            user_id,
            version,
            lambda table, seat: table.rules.parse(table.state, {**action, "player": seat.name}),
        )

    async def play(
        self, game_id: int, user_id: int, version: int, index: int, value: int | None = None
    ) -> tuple[Table, list[dict[str, Any]]]:
        """A hand's control: the move at ``index`` in the presser's legal moves at ``version``
        (``value``: a joker's declared value, checked by the engine). An index that is not a
        move any more is refused as stale: the hand is simply out of date."""

        def build(table: Table, seat: Seat) -> Any:
            move = table.rules.action_at(table.state, seat.seat, index, value)
            if move is None:  # not a move at that version any more: the hand is out of date
                raise TableError("stale")
            return move

        return await self._person_move(game_id, user_id, version, build)

    async def _person_move(
        self,
        game_id: int,
        user_id: int,
        version: int,
        build: Callable[[Table, Seat], Any],
    ) -> tuple[Table, list[dict[str, Any]]]:
        """A person's move (``build``: the game's move for the seat): refused if stale,
        illegal, or if they no longer hold a seat (all checked under the table's lock);
        committed before anyone sees it."""
        table = self.get(game_id)
        async with table.lock:
            # No local name for table.state: held by the table alone, it may take the move in
            # place (see ``_advance``).
            if table.status is not GameStatus.ACTIVE or table.state is None:
                raise TableError("not_active")
            seat = table.seat_of(user_id)
            if seat is None:
                raise TableError("not_seated")
            if not self.still_offered(table, seat.seat, version):
                raise TableError("stale")
            move = build(table, seat)
            action = table.rules.to_record(table.state, move)
            events = await self._apply(table, action, move=move, person=True)
            if seat.away:  # a move of their own: they are back
                await self._set_away(table, seat.seat, False)
        self.scheduler.poke(table)
        return table, events

    def still_offered(self, table: Table, seat: int, version: int) -> bool:
        """Whether a control drawn for ``seat`` at ``version`` still means what it meant: the
        table is at that version, or the seat's legal actions then and now are the same list
        (so the control's index is the same move). What makes a click stale is a change in
        what the presser may do, not any move: in a game where several seats act at once
        (simultaneous picks, out-of-turn calls) another seat acting first leaves a pick as good
        as it was (Sticks H6). The state at ``version`` is the replay of the stored log (a game
        is a pure function of its setup and actions), only for a control at most
        ``STILL_GOOD_WINDOW`` moves old; every seat's legal actions then are kept
        (``Table.offered``), so the clicks of a simultaneous pick replay the log once, not once
        each."""
        now = table.version
        if version == now:
            return True
        state = table.state
        if state is None or table.setup is None or not now - STILL_GOOD_WINDOW <= version < now:
            return False
        then = self._offered_then(table, version)
        if then is None or seat not in then:
            return False
        current = table.offered.setdefault(now, {})
        if seat not in current:
            current[seat] = tuple(table.rules.legal_actions(state, seat))
        self._trim_offered(table)
        return then[seat] == current[seat]

    def _offered_then(self, table: Table, version: int) -> dict[int, tuple[Any, ...]] | None:
        """Every seat's legal actions at ``version`` (an earlier one): kept, or from the
        stored log replayed to it once (None: it does not replay)."""
        known = table.offered.get(version)
        seats = range(len(table.seats))
        if known is not None and all(seat in known for seat in seats):
            return known
        game_rules = table.rules
        actions = table.actions
        if version > len(actions):
            return None
        try:
            then = game_rules.load(table.setup or {}, actions[:version])
        except Exception:  # a log that does not replay cuts short: the control is stale
            _log.exception("Could not replay table %s to version %s", table.game_id, version)
            return None
        if game_rules.version(then) != version:
            return None
        found = {seat: tuple(game_rules.legal_actions(then, seat)) for seat in seats}
        table.offered[version] = found
        return found

    @staticmethod
    def _trim_offered(table: Table, keep: int = 8) -> None:
        """Only the latest ``keep`` versions' legal actions are kept."""
        offered = table.offered
        if len(offered) > keep:
            for old in sorted(offered)[:-keep]:
                del offered[old]

    async def hint(self, game_id: int, user_id: int) -> tuple[Table, Any, list[tuple[str, Any]]]:
        """*Hint*: what the ``normal`` level would play for the presser now and why (None when
        they have nothing to do), and each card of their hand they cannot play now with the
        engine's reason. Only where the table offers hints; a hint given is stored (once per
        seat and action) before it is shown, and the results say so."""
        table = self.get(game_id)
        async with table.lock:
            if table.status is not GameStatus.ACTIVE or table.state is None:
                raise TableError("not_active")
            if not table.settings.hints:
                raise TableError("no_hints")
            seat = table.seat_of(user_id)
            if seat is None:
                raise TableError("not_seated")
            game_rules = table.rules
            suggestion = game_rules.hint(table.state, seat.seat)
            blocked = list(game_rules.blocked(table.state, seat.seat))
            if suggestion is not None:
                version = game_rules.version(table.state)
                if await self.store.games.record_hint(table.game_id, seat.seat, version):
                    table.hints_used[seat.seat] = table.hints_used.get(seat.seat, 0) + 1
        return table, suggestion, blocked

    async def back(self, game_id: int, user_id: int) -> Table:
        """*I'm back*: the computer stops playing an away seat."""
        table = self.get(game_id)
        async with table.lock:
            if table.status is not GameStatus.ACTIVE or table.state is None:
                raise TableError("not_active")
            seat = table.seat_of(user_id)
            if seat is None:
                raise TableError("not_seated")
            if not seat.away:
                raise TableError("not_away")
            await self._set_away(table, seat.seat, False)
        self.scheduler.poke(table)
        return table

    async def hurry(self, game_id: int, user_id: int) -> Table:
        """*Hurry*, at a table without a turn timer: a seated person gives each player the
        game waits on who has kept everyone waiting ``HURRY_AFTER`` seconds, ``HURRY_TIMER``
        seconds to play; then the timer plays for them, as at a timed table. Refused (with
        when it becomes possible) before that, at a timed table, or when nobody is kept
        waiting but the presser."""
        table = self.get(game_id)
        async with table.lock:
            if table.status is not GameStatus.ACTIVE or table.state is None or table.over:
                raise TableError("not_active")
            seat = table.seat_of(user_id)
            if seat is None:
                raise TableError("not_seated")
            if table.settings.timer:
                raise TableError("hurry_timed")
            waited = [s for s in table.waiting_people if s.seat != seat.seat]
            if not waited:
                raise TableError("hurry_nobody")
            timers, now = table.timers, self.clock.now()
            open_ = [s for s in waited if s.seat not in timers.turns]
            if not open_:
                raise TableError("hurry_done", when=int(min(timers.turns.values())))
            since = {s.seat: timers.waiting.get(s.seat, now) for s in open_}
            due = [s for s in open_ if now - since[s.seat] >= HURRY_AFTER]
            if not due:
                raise TableError("hurry_too_soon", when=int(min(since.values()) + HURRY_AFTER))
            events = []
            for hurried in due:
                timers.turns[hurried.seat] = now + HURRY_TIMER
                events.append({"type": "hurry", "player": hurried.name, "by": seat.name})
            await self._store_timers(table)
            table.events.extend(events)
            await self._notify(table, events)
        self.scheduler.poke(table)
        return table

    # ------------------------------------------------------------------ pace (tables.pace)

    async def hold(self, game_id: int) -> bool:
        """Nothing can show the table any more (delivered through interactions, none live):
        its clocks stop and its computers wait until ``resume`` (``tables.pace``), so no turn
        runs out unseen. False if it was held already, or is closed."""
        table = self.get(game_id)
        async with table.lock:
            if not table.open or table.timers.held is not None:
                return False
            table.timers.held = self.clock.now()
            await self._store_timers(table)
        self.scheduler.poke(table)
        return True

    async def resume(self, game_id: int) -> bool:
        """The table can be shown again (*Resume*, or any interaction at it): its clocks go on
        from where they stopped, each deadline moved on by the time held, and a race's stage
        starts again with a countdown. False if it was not held."""
        table = self.get(game_id)
        async with table.lock:
            if not table.open or table.timers.held is None:
                return False
            table.timers = pace.resumed(table.timers, self.clock.now())
            await self._store_timers(table)
            if table.race is not None:
                for held in table.race.held:
                    _answer(held, ClaimAnswer("ended"))
                table.race = None
                self._sync_race(table)
        self.scheduler.poke(table)
        return True

    async def pause(self, game_id: int, user_id: int, until: float | None) -> bool:
        """``user_id``'s vacation at a table that waits days (``TableSettings.slow``, not a
        race): their clock frozen until ``until``, what they had left counting from then
        (``tables.pace``); ``until`` None or past: back now, the rest of their time counting
        again. Nobody else's clock changes. False where it changes nothing (a faster table, a
        race, not seated, no vacation to end)."""
        table = self.get(game_id)
        async with table.lock:
            seat = table.seat_of(user_id)
            if seat is None or not table.open or not table.settings.slow or is_race(table.rules):
                return False
            now = self.clock.now()
            if until is None or until <= now:
                if seat.seat not in table.timers.paused:
                    return False
                table.timers = pace.back_at(table.timers, seat.seat, now)
            else:
                table.timers = pace.paused_at(table.timers, seat.seat, until, now)
            await self._store_timers(table)
            await self._notify(table, [{"type": "vacation", "player": seat.name, "until": until}])
        self.scheduler.poke(table)
        return True

    async def _set_away(self, table: Table, seat: int, away: bool) -> None:
        """Under the lock: mark a seat away (two timeouts in a row) or back."""
        assert table.state is not None
        await self.store.games.set_away(table.game_id, seat, away)
        name = table.replace_seat(seat, away=away).name
        table.timers.timeouts.pop(seat, None)
        if not away:
            table.timers = self._next_timers(
                table, None, table.state, None, False, self.clock.now(), keep_turn=False
            )
            await self._store_timers(table)
        event = {"type": "away" if away else "back", "player": name}
        table.events.append(event)
        await self._notify(table, [event])

    def _advance(self, table: Table, move: Any) -> tuple[Any, list[dict[str, Any]], bool]:
        """The engine's part of a move: the table's state after ``move``, its events, and
        whether the table's own state object was changed in place (True) or copied first.

        In place when nothing but the table holds its state (its reference count says so;
        the callers of ``_apply`` keep no name for it): no state anyone holds changes under
        them, and ``apply_in_place`` checks the whole move before it changes anything, so a
        refused move (``IllegalAction``) leaves it as it was; if storage then refuses the move,
        ``_rewind`` puts the state back. A state someone else holds (a test, code keeping it
        across an await) is copied first, as ``apply`` does, and is never changed."""
        game_rules = table.rules
        if _TABLE_ONLY is not None and sys.getrefcount(table.state) == _TABLE_ONLY:
            state = table.state
            assert state is not None
            return state, game_rules.apply_in_place(state, move), True
        assert table.state is not None
        state, events = game_rules.apply(table.state, move)
        return state, events, False

    def _rewind(self, table: Table) -> None:
        """Undo a move applied in place that storage did not keep: the state before it is the
        replay of the stored log, the table's setup and actions (RECORD.md: a game is a pure
        function of them). Only on that failure path, so no move pays for a copy."""
        table.state = table.rules.load(table.setup or {}, table.actions)

    async def _apply(
        self,
        table: Table,
        action: dict[str, Any],
        *,
        move: Any = None,
        person: bool,
        timed_out: bool = False,
        origin: str = "computer",
    ) -> list[dict[str, Any]]:
        """Under the table's lock: engine, then storage (action and deadlines together), then
        memory, then listeners. ``action`` is what is stored; ``move`` is the same action as
        the game's own move when the caller has it, else ``action`` is parsed. Callers hold no
        name for ``table.state`` (see ``_advance``).

        Who chose the move is stored with it, for the counting policy: the seat's person
        (``person``), the turn timer for them (``timed_out``), else ``origin`` ("computer": a
        computer seat or the stand-in for an away or departed person; "auto": a chore)."""
        assert table.state is not None
        game_rules = table.rules
        if move is None:
            move = game_rules.parse(table.state, action)  # record_error: no change
        version = game_rules.version(table.state)
        actor = game_rules.seat_of(table.state, move)
        state, events, in_place = self._advance(table, move)  # illegal: no change
        timers = self._next_timers(
            table, None, state, actor if person else None, person, moved=True
        )
        if in_place:
            table.committed.clear()  # renderers wait: the state shows a move not yet stored
        try:
            await self.store.games.append_action(
                table.game_id,
                version,
                action["player"],
                action,
                timers=timers.to_json(),
                origin="person" if person else "timeout" if timed_out else origin,
            )
        except BaseException as exc:  # not stored: the table stays as it was before the move
            if in_place:
                self._rewind(table)
            if isinstance(exc, StaleVersion):
                raise TableError("stale") from None
            if isinstance(exc, StorageError):  # busy or failing: the player may try again
                _log.exception("Could not store a move at table %s", table.game_id)
                raise TableError("not_saved") from None
            raise
        finally:
            table.committed.set()
        table.state = state
        table.kept_actions.append(json.dumps(action, separators=(",", ":"), ensure_ascii=False))
        table.timers = timers
        quiet = game_rules.quiet_events
        for ev in events:
            if ev["type"] in quiet:
                continue
            if timed_out and ev.get("player") == action["player"]:
                ev = {"type": "timeout", "player": action["player"], "move": ev}
            table.events.append(ev)
        self._sync_race(table)
        if game_rules.is_over(state):
            try:
                await self._finish(table)
            except Exception:  # the move is stored: the driver retries the results
                _log.exception("Could not store the results of game %s yet", table.game_id)
        await self._notify(table, events)
        return events

    async def _finish(self, table: Table) -> None:
        """Store the results as the counting policy judges them (who played it out, forfeits
        and no-shows, who counts and why, whose rating may rise); the table leaves the
        channel."""
        assert table.state is not None
        plays = await self._plays(table)
        verdict = judge(table.rules.standings(table.state), plays)
        await self.store.results.record_results(
            table.game_id, verdict, owed=("results",), rate=rate_values
        )
        table.standings = list(verdict.standings)
        table.count_reason = verdict.reason
        table.status = GameStatus.FINISHED
        self.registry.close(table, self.clock.now())
        table.wake.set()

    async def _close(
        self, table: Table, status: GameStatus, reason: str | None, events: list[dict[str, Any]]
    ) -> None:
        """Under the lock: cancel, abandon or expire a table (it counts for nobody)."""
        await self.store.games.set_status(table.game_id, status, reason=reason)
        table.status = status
        table.end_reason = reason
        self.registry.close(table, self.clock.now())
        table.wake.set()
        await self._notify(table, [*events, {"type": status.value, "reason": reason}])

    async def _store_timers(self, table: Table) -> None:
        await self.store.games.set_timers(table.game_id, table.timers.to_json())

    # ------------------------------------------------------------------ timers and computers

    def _next_timers(
        self,
        table: Table,
        before: Any,
        state: Any,
        actor: int | None,
        person: bool,
        now: float | None = None,
        *,
        keep_turn: bool = True,
        moved: bool = False,
    ) -> Timers:
        """The deadlines after a change (``moved``: a move was made now), from who the game
        waits on (``GameRules.waits``): a fresh deadline for each person it now waits on for a
        decision (kept while they are still waited on and did not act themselves, unless
        ``keep_turn`` is off), one for each person's chore, the timeouts-in-a-row count reset
        by a person's own move, since when each seat is waited on (for *Hurry*), and when the
        last move was made (for the idle limit). Without a turn timer, only a hurried seat has
        a deadline, kept while its wait lasts."""
        now = self.clock.now() if now is None else now
        old = table.timers
        limit = table.settings.timer
        timeouts = dict(old.timeouts)
        if person and actor is not None:
            timeouts.pop(actor, None)
        last = now if moved or old.moved is None else old.moved
        game_rules = table.rules
        paused = pace.still_paused(old, now)
        if game_rules.is_over(state):
            return Timers(timeouts=timeouts, moved=last)
        waits = game_rules.waits(state)
        turn_seats = [seat for seat, kind in waits if kind == "turn"]
        chore_seats = [seat for seat, kind in waits if kind == "chore"]

        def kept(held: dict[int, float], seat: int) -> bool:
            return keep_turn and seat in held and seat != actor

        waiting = {
            seat: old.waiting[seat] if kept(old.waiting, seat) else now for seat in turn_seats
        }
        people = {s.seat for s in table.seats if not s.played_by_computer}
        turns = {}
        for seat in turn_seats:
            if seat not in people:
                continue
            if kept(old.turns, seat):
                turns[seat] = old.turns[seat]  # with no timer: a hurried seat's deadline
            elif limit:  # a new turn: its clock starts now, or when its vacation ends
                turns[seat] = pace.turn_starts(old, seat, now) + limit
        chores = {}
        if limit:
            for seat in chore_seats:
                if seat in people:
                    chores[seat] = old.chores.get(seat, now + limit)
        return Timers(
            turns=turns,
            chores=chores,
            timeouts=timeouts,
            waiting=waiting,
            moved=last,
            held=old.held,
            paused=paused,
        )

    def _plan(self, table: Table) -> Plan | None:
        """What the table's driver does next (see ``Plan``)."""
        now = self.clock.now()
        if table.status is GameStatus.LOBBY:
            expires = table.timers.expires
            return Plan("expire", expires) if expires is not None else None
        state = table.state
        if table.status is not GameStatus.ACTIVE or state is None:
            return None
        game_rules = table.rules
        if game_rules.is_over(state):
            return Plan("finish", now)
        limit = idle_limit(table.settings.timer)
        if table.timers.held is not None:
            # Waiting for *Resume*: no computer moves, no clock runs (``tables.pace``); only
            # a table nobody resumes ends, as an idle one does.
            moved = table.timers.moved
            return Plan("idle", (moved if moved is not None else now) + limit)
        if table.race is not None:
            return self._race_plan(table, table.race)
        levels = table.computer_levels
        if levels and game_rules.will_act(state, levels):
            if not table.people:  # everyone left a game that counts: finish it at once
                return Plan("computer", now)
            delay = self.ai_delay * (0.6 + 0.8 * self.rng.random())
            if self._person_has_a_chore(table):
                delay += self.ai_delay * DRAW_GRACE  # time to do it before a computer acts
            return Plan("computer", now + delay)
        plans = []
        if table.timers.moved is not None:
            # Never before a deadline still to come (a vacation's, a slow table's): the timer
            # acts first, and that is a move.
            deadlines = [*table.timers.turns.values(), *table.timers.chores.values()]
            idle = max([table.timers.moved + limit, *(d + 1 for d in deadlines)])
            plans.append(Plan("idle", idle))
        waits = set(game_rules.waits(state))
        plans.extend(
            Plan("timeout", when, seat)
            for seat, when in table.timers.turns.items()
            if (seat, "turn") in waits
        )
        plans.extend(
            Plan("chore", when, seat)
            for seat, when in table.timers.chores.items()
            if (seat, "chore") in waits and not table.seats[seat].played_by_computer
        )
        return min(plans, key=lambda p: p.when) if plans else None

    async def _fire(self, table: Table, plan: Plan) -> None:
        """Carry out a plan under the lock, if it still holds."""
        if plan.kind == "computer" and self._searching(table):
            await self._think_and_play(table)
            return
        async with table.lock:
            now = self.clock.now()
            current = self._plan(table)
            if current is None or current.kind != plan.kind or current.seat != plan.seat:
                return
            if current.kind != "computer" and current.when > now:
                return
            # No local name for table.state: held by the table alone, it may take the move in
            # place (see ``_advance``).
            if plan.kind == "expire":
                await self._close(table, GameStatus.CANCELLED, "expired", [])
            elif plan.kind == "finish":
                await self._finish(table)
                await self._notify(table, [])
            elif table.state is None:
                return
            elif plan.kind == "go" and table.race is not None:
                await self._go(table, table.race)
            elif plan.kind == "claims" and table.race is not None:
                await self._resolve_claims(table, table.race)
            elif plan.kind == "computer" and table.race is not None:
                await self._computer_claims(table, table.race, now)
            elif plan.kind == "computer":
                game_rules = table.rules
                move = game_rules.computer_move(table.state, table.computer_levels, self.rng)
                if move is not None:
                    action = game_rules.to_record(table.state, move)  # what storage keeps
                    await self._apply(table, action, move=move, person=False)
            elif plan.kind == "chore" and plan.seat is not None:
                game_rules = table.rules
                move = game_rules.timeout_move(table.state, (plan.seat, "chore"), self.rng)
                action = game_rules.to_record(table.state, move)
                await self._apply(table, action, move=move, person=False, origin="auto")
                table.events.append({"type": "chore", "player": action["player"]})
                if table.open and table.timers.chores.get(plan.seat, now + 1) <= now:
                    self._move_past(table, table.timers.chores, plan.seat, "chore")
                    await self._store_timers(table)
            elif plan.kind == "timeout" and plan.seat is not None:
                await self._time_out(table, plan.seat)
            elif plan.kind == "idle":
                await self._end_idle(table)

    # ------------------------------------------------------------------ races
    #
    # A race (``games.protocol.RaceRules``) is judged on the platform's time line (Discord's):
    # a click's time is its interaction id, a board's is the time of the edit that showed it.
    # The service sleeps on its own clock; ``self.offset`` converts (measured from every click
    # and every edit, see ``tables.offset``).
    #
    # The rule: a claim may reach the bot up to ``RACE_HOLD`` after its own time. So a held
    # claim is resolved at its own time + ``RACE_HOLD`` (on the bot's clock): from then on no
    # claim still to come can be earlier. The earliest right claim held is thus resolved the
    # moment nothing can beat it any more, and every claim before it first, in (time, seat)
    # order; a wrong claim waits for its own hold only, and never starts nor shortens anyone
    # else's wait. A claim that reaches the bot after its own hold, or older than a claim
    # already resolved, is too late: not recorded.

    def _hold_end(self, at_ms: int) -> float:
        """When a claim made at platform time ``at_ms`` is resolved (the service's clock)."""
        return self.offset.local(at_ms) + RACE_HOLD

    async def claim(
        self,
        game_id: int,
        user_id: int,
        stage: int,
        index: int,
        seen: int,
        at_ms: int,
        *,
        off_board: bool = False,
        arrived: float | None = None,
    ) -> ClaimAnswer:
        """A person's claim in a race (``games.protocol.RaceRules``): race action ``index`` of
        stage ``stage``, made having seen ``seen``, at platform time ``at_ms`` (the click's
        interaction id). It is held until its own time + ``RACE_HOLD``, then resolved with every
        claim due in (time, seat) order; the answer says how it ended. A claim reaching the bot
        after that is "slow" at once, one older than a claim already resolved "late", one for
        a stage that has ended (or not started) "ended"; none changes anything. ``arrived``:
        when the click reached the bot (the service's clock; default: now), taken by the
        caller as early as it can, before waiting for anything.

        ``off_board``: the control is not redrawn at every change of the board (a private
        panel's buttons: the hot potato, a duel), so what its presser saw is the board on show
        ``SEEN_AFTER_MS`` before the click, if that is newer than what the control carries."""
        table = self._active(game_id)
        seat = table.seat_of(user_id)
        if seat is None or seat.left is not None:
            raise TableError("not_seated")
        loop = asyncio.get_running_loop()
        now = self.clock.now() if arrived is None else min(arrived, self.clock.now())
        async with table.lock:
            self._active(game_id)
            self.offset.received(at_ms / 1000, now)  # delivery took time: a bound on the offset
            race = table.race
            if race is None or race.stage != stage or race.go_ms is None or table.state is None:
                return ClaimAnswer("ended")
            game_rules = cast(Any, table.rules)
            if off_board:
                seen = max(seen, race.seen_at(at_ms - SEEN_AFTER_MS))
            move = game_rules.race_move(table.state, seat.seat, index, race.time_of(at_ms), seen)
            if move is None:
                return ClaimAnswer("refused")
            _key, too_old = game_rules.race_order(table.state, move)
            if now > self._hold_end(at_ms):
                return ClaimAnswer("slow")
            if too_old:
                return ClaimAnswer("late")
            answer: asyncio.Future[ClaimAnswer] = loop.create_future()
            race.held.append(HeldClaim(move, at_ms, now, person=True, answer=answer))
            self._preview(table, race)
            self.scheduler.poke(table)
        return await answer

    def _preview(self, table: Table, race: Race) -> None:
        """Under the lock, a claim just held: tell ``previews`` the state the held claims will
        make if nothing earlier arrives (the first right one among them, in (time, seat)
        order, on a copy), so the next board can be drawn while they wait."""
        if not self.previews or table.state is None:
            return
        game_rules = cast(Any, table.rules)
        state = table.state
        held = sorted(race.held, key=lambda h: game_rules.race_order(state, h.move)[0])
        for item in held:
            if game_rules.race_order(state, item.move)[1]:
                continue
            try:
                state, events = game_rules.apply(state, item.move)
            except game_rules.illegal:
                continue
            if game_rules.race_outcome(events) == "ok":
                for preview in self.previews:
                    try:
                        preview(table, state)
                    except Exception:
                        _log.exception("A race preview failed at table %s", table.game_id)
                return

    def race_posted(
        self, table: Table, stage: int, go_ms: int, *, sent: float | None = None
    ) -> None:
        """The Go of ``stage`` was posted at platform time ``go_ms`` (its message's own time),
        showing the stage's first board: claims are timed from it (until then, from the
        service's clock at the Go), and computers react from it. ``sent``: when the post's
        request left (the service's clock; received: now), for the offset."""
        if sent is not None:
            self.offset.exchanged(sent, go_ms / 1000, self.clock.now())
        race = table.race
        if race is None or race.stage != stage or not race.started or race.go_posted:
            return
        race.go_ms = go_ms
        race.go_posted = True
        self._board_shown(race, race.board, go_ms)
        self.scheduler.poke(table)

    def race_shown(
        self, table: Table, stage: int, seen: int, shown_ms: int, *, sent: float | None = None
    ) -> None:
        """The display showed board ``seen`` (``race_seen``) of ``stage`` at platform time
        ``shown_ms`` (the edit's own time, from its response). The earliest showing of the
        board on show is when computers react from. ``sent``: when the edit's request left
        (the service's clock; received: now), for the offset."""
        if sent is not None:
            self.offset.exchanged(sent, shown_ms / 1000, self.clock.now())
        race = table.race
        if race is None or race.stage != stage or not race.started or seen != race.board:
            return
        if race.shown_ms is not None and race.shown_ms <= shown_ms:
            return
        self._board_shown(race, seen, shown_ms)
        self.scheduler.poke(table)

    @staticmethod
    def _board_shown(race: Race, seen: int, shown_ms: int) -> None:
        race.shown_ms = shown_ms
        race.shown.append((shown_ms, seen))

    def _race_board(self, table: Table) -> None:
        """After a change in a race: if the cards changed (a new ``race_seen``), note when. A
        display tells when it showed them (``race_shown``); without one (``boards_reported``
        off) they count as shown now."""
        race = table.race
        if race is None or not race.started or table.state is None:
            return
        seen = cast(Any, table.rules).race_seen(table.state)
        if seen == race.board:
            return
        race.board = seen
        race.changed_at = self.clock.now()
        race.shown_ms = None
        if not self.boards_reported:
            self._board_shown(race, seen, self.offset.platform_ms(race.changed_at))

    def _sync_race(self, table: Table) -> None:
        """Keep ``table.race`` on the game's current stage: a new stage starts its countdown;
        no stage (a pick awaited, the match over) ends the race. Claims held for a stage that
        ended are answered "ended"."""
        game_rules = table.rules
        stage = None
        if is_race(game_rules) and table.state is not None and table.status is GameStatus.ACTIVE:
            stage = cast(Any, game_rules).race(table.state)
        race = table.race
        if race is not None and race.stage == stage:
            return
        if race is not None:
            for held in race.held:
                _answer(held, ClaimAnswer("ended"))
        table.race = None
        if stage is not None:
            base = cast(Any, game_rules).race_last(table.state)
            table.race = Race(stage, ready_at=self.clock.now() + RACE_COUNTDOWN, base=base)

    def _race_plan(self, table: Table, race: Race) -> Plan | None:
        """What a race waits for: its Go, the end of the earliest hold, the computers' next
        claim, or nobody (the idle limit)."""
        if not race.started:
            return Plan("go", race.ready_at)
        plans = []
        if race.held:
            plans.append(Plan("claims", min(self._hold_end(h.at_ms) for h in race.held)))
        planned = self._computer_claim(table, race)
        if planned is not None:
            plans.append(Plan("computer", planned[1]))
        if table.timers.moved is not None:
            plans.append(Plan("idle", table.timers.moved + idle_limit(table.settings.timer)))
        return min(plans, key=lambda p: p.when) if plans else None

    def _computer_claim(self, table: Table, race: Race) -> tuple[Any, float] | None:
        """The computers' next claim on the board on show, and when to make it (the service's
        clock): their reaction counts from when the board was shown, on the platform's time
        line like the people's clicks (``race_computer``: never inside a seat's lock-out).
        Reaction times are drawn once per board (``ComputerPlan``); the claim is recomputed
        with the same draws whenever the state, the shown time or the computer seats change.
        None while a computer's claim is held, or when no computer can claim."""
        levels = table.computer_levels
        state = table.state
        if not levels or state is None or race.go_ms is None:
            return None
        game_rules = cast(Any, table.rules)
        seen = game_rules.race_seen(state)
        plan = race.computer
        if plan is None or plan.seen != seen:
            plan = race.computer = ComputerPlan(seen, self.rng.getrandbits(64))
        if plan.fired:
            return None
        shown_ms = race.shown_ms
        if shown_ms is None:  # the display has not said: from a while after the change
            shown_ms = self.offset.platform_ms(race.changed_at + SHOWN_WAIT)
        start = max(race.time_of(shown_ms), plan.since)
        key = (game_rules.version(state), start, tuple(sorted(levels.items())))
        if plan.key != key:
            plan.key = key
            plan.move = game_rules.race_computer(state, levels, random.Random(plan.seed), start)
        if plan.move is None:
            return None
        (t, _seat), _old = game_rules.race_order(state, plan.move)
        return plan.move, self.offset.local(race.ms_of(t))

    def _computer_failed(self, race: Race, t: int) -> None:
        """A computer's claim (made at stage time ``t``) changed nothing: it looks again,
        with fresh reaction times counted from that claim."""
        plan = race.computer
        if plan is not None and plan.fired:
            plan.fired = False
            plan.attempt += 1
            plan.seed = self.rng.getrandbits(64)
            plan.since = t
            plan.key = None

    async def _computer_claims(self, table: Table, race: Race, now: float) -> None:
        """Under the lock: the computers' claim is due: it is held like anyone's."""
        planned = self._computer_claim(table, race)
        if planned is None or planned[1] > now:
            return
        move, _when = planned
        (t, _seat), _old = cast(Any, table.rules).race_order(table.state, move)
        race.held.append(HeldClaim(move, race.ms_of(t), now, person=False))
        assert race.computer is not None
        race.computer.fired = True
        self._preview(table, race)

    async def _go(self, table: Table, race: Race) -> None:
        """Under the lock: the countdown is over, the stage's Go (the writer posts it)."""
        race.go_local = self.clock.now()
        race.go_ms = self.offset.platform_ms(race.go_local)
        self._race_board(table)
        event = {"type": "go", "stage": race.stage}
        table.events.append(event)
        await self._notify(table, [event])

    async def _resolve_claims(self, table: Table, race: Race) -> None:
        """Under the lock: every held claim whose hold has ended, in (time, seat) order. One
        older than a claim already resolved is too late (not recorded); the others are
        applied and stored one by one, each answered with what the game made of it. A
        computer's claim that changed nothing makes the computers look again."""
        game_rules = cast(Any, table.rules)
        now = self.clock.now()
        due = [h for h in race.held if self._hold_end(h.at_ms) <= now]
        if not due:
            return
        race.held = [h for h in race.held if self._hold_end(h.at_ms) > now]
        assert table.state is not None
        due.sort(key=lambda h: game_rules.race_order(table.state, h.move)[0])
        for k, item in enumerate(due):
            if table.race is not race or table.state is None:
                _answer(item, ClaimAnswer("ended"))
                continue
            (t, _seat), too_old = game_rules.race_order(table.state, item.move)
            if too_old:
                if not item.person:
                    self._computer_failed(race, t)
                _answer(item, ClaimAnswer("late"))
                continue
            action = game_rules.to_record(table.state, item.move)
            log = list(table.events)
            try:
                events = await self._apply(table, action, move=item.move, person=item.person)
            except game_rules.illegal as exc:  # the rules refused it: nothing was stored
                if not item.person:
                    self._computer_failed(race, t)
                _answer(item, ClaimAnswer("refused", reason=str(exc)))
                continue
            except BaseException:
                for rest in due[k:]:
                    _answer(rest, ClaimAnswer("ended"))
                raise
            outcome = game_rules.race_outcome(events) or "ok"
            if outcome != "ok":
                # Stale, wrong or locked: its presser's business (their answer says so). The
                # table's log keeps the claims that changed the cards.
                table.events.clear()
                table.events.extend(log)
                if not item.person:
                    self._computer_failed(race, t)
            self._race_board(table)
            _answer(item, ClaimAnswer(outcome, tuple(events)))

    @staticmethod
    def _searching(table: Table) -> bool:
        """A searching level (``GameRules.search_levels``) plays at the table."""
        search = table.rules.search_levels
        return bool(search) and any(v in search for v in table.computer_levels.values())

    async def _think_and_play(self, table: Table) -> None:
        """A computer's move where a searching level plays: the state is pickled under the
        lock, the move found by the thinker without it (no click at this table waits on a
        search), then applied under the lock if the table has not moved meanwhile (else the
        driver plans again). A thinker that fails hands the search seats to the stand-in level
        for this move, so a table never hangs on a broken worker."""
        async with table.lock:
            current = self._plan(table)
            if current is None or current.kind != "computer" or table.state is None:
                return
            version = table.version
            levels = dict(table.computer_levels)
            seed = self.rng.getrandbits(64)
            snapshot = pickle.dumps(table.state, pickle.HIGHEST_PROTOCOL)
        game = table.settings.game
        game_rules = table.rules
        lowered = False
        try:
            move = await self.thinker.move(game, snapshot, levels, seed)
        except Exception:
            if not self._thinker_failing:  # once per stretch of failures, not once per move
                _log.exception(
                    "A searching computer failed at table %s: the stand-in level plays until "
                    "the thinker works again",
                    table.game_id,
                )
            self._thinker_failing = True
            plain = {
                seat: game_rules.stand_in if level in game_rules.search_levels else level
                for seat, level in levels.items()
            }
            move = game_rules.computer_move(pickle.loads(snapshot), plain, random.Random(seed))
            lowered = True
        else:
            if self._thinker_failing:
                _log.warning("Searching computers think again (table %s)", table.game_id)
            self._thinker_failing = False
        async with table.lock:
            current = self._plan(table)
            if current is None or current.kind != "computer" or table.state is None:
                return
            if table.version != version or move is None:
                return
            actor = game_rules.seat_of(table.state, move)
            action = game_rules.to_record(table.state, move)
            await self._apply(table, action, move=move, person=False)
            if lowered and levels.get(actor) in game_rules.search_levels:
                # Said at the table: this seat's move was not searched at its level.
                event = {
                    "type": "lower_level",
                    "player": action["player"],
                    "level": levels[actor],
                    "played": game_rules.stand_in,
                }
                table.events.append(event)
                await self._notify(table, [event])

    async def _end_idle(self, table: Table) -> None:
        """Under the lock: no move for ``IDLE_LIMIT``. If someone has left, the people still
        seated leave too (they are gone as well) and the counting policy decides: a game that
        counts is finished by the computers, every leaver a forfeit; else, as when nobody
        left, the game is abandoned. Either way the channel is free soon.

        Like every timer path, it moves its own deadline or ends the table: the computers get
        another ``IDLE_LIMIT`` to finish, and if they made no move in it (nobody was left to
        leave this time), the game is abandoned."""
        if any(s.left is not None for s in table.seats):
            people = table.people
            for seat in people:
                order = await self.store.games.leave_seat(table.game_id, seat.seat)
                table.replace_seat(seat.seat, left=order, away=False)
            if people and await self._counts_without_people(table):
                event = {"type": "idle_end"}
                table.events.append(event)
                table.timers.moved = self.clock.now()
                await self._store_timers(table)
                await self._notify(table, [event])
                table.wake.set()
                return
        await self._close(table, GameStatus.ABANDONED, "idle", [])

    async def _time_out(self, table: Table, seat: int) -> None:
        """A person's turn ran out: the stand-in computer decides for them (the game's
        ``timeout_move``) as long as the game still waits on them (Dobro: a draw owed, a take,
        then the opening); two timeouts in a row make the seat away."""
        wait = (seat, "turn")
        for _ in range(TIMEOUT_MOVES):
            state = table.state
            game_rules = table.rules
            if state is None or game_rules.is_over(state) or wait not in game_rules.waits(state):
                break
            move = game_rules.timeout_move(state, wait, self.rng)
            action = game_rules.to_record(state, move)
            del state  # held by the table alone, it may take the move in place (``_advance``)
            await self._apply(table, action, move=move, person=False, timed_out=True)
        self._move_past(table, table.timers.turns, seat, "turn")
        count = table.timers.timeouts.get(seat, 0) + 1
        table.timers.timeouts[seat] = count
        if count >= AWAY_AFTER and table.open:
            await self._set_away(table, seat, True)
        elif table.open:
            await self._store_timers(table)

    def _move_past(self, table: Table, deadlines: dict[int, float], seat: int, kind: str) -> None:
        """After the timer acted for ``seat``: if the game still waits on it for ``kind`` with
        a deadline already passed (a move that did not end the wait), the next deadline is a
        full timer away, never now: a timer never fires again at once."""
        now = self.clock.now()
        if deadlines.get(seat, now + 1) > now or (seat, kind) not in table.waits():
            return
        deadlines[seat] = now + (table.settings.timer or HURRY_TIMER)

    @staticmethod
    def _person_has_a_chore(table: Table) -> bool:
        """The game says computers should give people a fair moment first (Dobro: a person
        still has to draw; a computer playing now would let anyone call the oubli on them)."""
        state = table.state
        if state is None:
            return False
        people = frozenset(s.seat for s in table.seats if not s.played_by_computer)
        return bool(table.rules.hold_computers(state, people))

    # ------------------------------------------------------------------ tasks

    async def idle(self) -> None:
        """Wait until no computer has anything left to do now (tests, benchmarks)."""
        await self.scheduler.idle()

    async def close(self) -> None:
        """Stop every background task and the thinker's workers (shutdown); storage is closed
        by its owner."""
        await self.scheduler.close()
        self.thinker.close()

    # ------------------------------------------------------------------ listeners

    async def _notify(self, table: Table, events: list[dict[str, Any]]) -> None:
        for listener in self.listeners:
            try:
                await listener(table, events)
            except Exception:
                _log.exception("Table listener failed for table %s", table.game_id)
