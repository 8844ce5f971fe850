"""The table service's core: the open tables (the registry and their drivers), the listeners,
the deadlines after a change, and the hooks the parts above fill in.

``TableService`` (service.py) is this core and one part per seam, each a module adding one
concern on top of the ones below it: ``records.py`` (loading, restoring after a restart,
exporting, the outbox), ``moves.py`` (how a move is checked, stored and kept: the engine's
new state, taken once stored, and the counting policy's verdict), ``races.py`` (a race's
stages and held claims), ``timing.py`` (what each table's driver does next: computers,
timers, the idle end), ``lobby.py`` (seats, start, cancel, play again) and ``play.py`` (a
person's move, hints, *I'm back*, *Hurry*). Nothing here imports Discord."""

from __future__ import annotations

import logging
import random
import secrets
from collections.abc import Awaitable, Callable
from typing import Any

from games import DEFAULT_GAME, rules
from storage import GameStatus

from . import pace
from .clock import SystemClock
from .model import Table, TableError, TableView, Timers
from .offset import ClockOffset
from .ports import Clock, Store
from .registry import Registry
from .scheduler import Plan, Scheduler
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


def unique_name(wanted: str, taken: set[str]) -> str:
    """Record names must be distinct: two "Alex" become "Alex" and "Alex (2)"."""
    base = " ".join(wanted.split())[:32] or "Player"
    name = base
    k = 2
    while name in taken:
        name = f"{base} ({k})"
        k += 1
    return name


class TableCore:
    """Every open table of the bot, in memory, backed by storage: what every part shares."""

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

    async def view(self, table: Table) -> TableView:
        """``table`` for a reader (a renderer, a command's answer): read-only, only moves
        storage has kept, and kept as it is while later moves are made (each move is a new
        state: ``tables.moves``)."""
        return table.snapshot()

    def release(self, table: Table) -> None:
        """The presentation layer wrote a closed table's last message: forget it."""
        self.registry.release(table)

    def _add(self, table: Table) -> None:
        self.registry.add(table)
        self.scheduler.poke(table)

    def _active(self, game_id: int) -> Table:
        table = self.get(game_id)
        if table.status is not GameStatus.ACTIVE or table.state is None:
            raise TableError("not_active")
        return table

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

    async def idle(self) -> None:
        """Wait until no computer has anything left to do now (tests, benchmarks)."""
        await self.scheduler.idle()

    async def close(self) -> None:
        """Stop every background task and the thinker's workers (shutdown); storage is closed
        by its owner."""
        await self.scheduler.close()
        self.thinker.close()

    async def _notify(self, table: Table, events: list[dict[str, Any]]) -> None:
        for listener in self.listeners:
            try:
                await listener(table, events)
            except Exception:
                _log.exception("Table listener failed for table %s", table.game_id)

    # ------------------------------------------------------------------ hooks of the parts

    def _plan(self, table: Table) -> Plan | None:
        """What the table's driver does next (``timing.py``)."""
        raise NotImplementedError

    async def _fire(self, table: Table, plan: Plan) -> None:
        """Carry out a plan under the lock (``timing.py``)."""
        raise NotImplementedError

    def _sync_race(self, table: Table) -> None:
        """Keep ``table.race`` on the game's current stage after a change (``races.py``)."""
        raise NotImplementedError
