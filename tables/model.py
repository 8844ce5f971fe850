"""A table as the service keeps it: settings, seats, the game state and its timers.

Seats are ``storage.Seat`` rows: a person, a computer, a person who is *away* (the computer
plays for them until they come back) or a person who *left* a game in play (a computer plays
the seat to the end; the counting policy makes them a forfeit, ``standings.counting``).
"""

from __future__ import annotations

import asyncio
import json
from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from pydantic import BaseModel, ValidationError

from games import DEFAULT_GAME, GameRules, rules
from standings import CountedStanding
from storage import GameStatus, Seat

LOG_LENGTH = 6
HOUR = 60 * 60
DAY = 24 * HOUR
#: Turn timer choices of ``/dobro new`` in seconds (None: off); 2 minutes by default. From an
#: hour on, a table waits days (``LONG_TIMER``).
TIMER_CHOICES: tuple[int | None, ...] = (
    None,
    30,
    60,
    120,
    300,
    600,
    HOUR,
    12 * HOUR,
    DAY,
    3 * DAY,
)
DEFAULT_TIMER = 120
#: A turn timer this long or longer makes a table that waits days: played at one's own pace,
#: with "your turn" DMs for those who asked (never for faster tables), and vacations
#: (``TableService.pause``) freeze a person's clock there.
LONG_TIMER = HOUR
#: Where a table lives, its *place*: a server's channel ("guild"), the bot's own DM with a
#: person ("dm"), or a group DM or someone else's DM ("group"). A place that is not a server
#: is its channel for the standings: its games never mix with a server's.
PLACES = ("guild", "dm", "group")
#: How its messages reach the players: the bot posts and edits them itself ("channel"), or
#: they are answers to interactions ("interaction": where the bot may not post, a group DM or
#: a server where only the user install applies).
DELIVERIES = ("channel", "interaction")
#: A lobby nobody starts closes itself after this many seconds; a challenge nobody accepts,
#: after this many.
LOBBY_LIFETIME = 30 * 60
CHALLENGE_LIFETIME = 10 * 60
#: Timeouts in a row after which a seat is marked away.
AWAY_AFTER = 2
#: At a table without a turn timer, a seated person may *Hurry* a turn that has waited this
#: long: the player on turn then gets ``HURRY_TIMER`` seconds, as if the table had a timer.
HURRY_AFTER = 10 * 60
HURRY_TIMER = 2 * 60
#: An active game with no move for this long ends (abandoned, or finished by the computers
#: when the counting policy says it counts): no table holds its channel for ever. A table that
#: waits days allows two turns' time (``idle_limit``).
IDLE_LIMIT = 24 * 60 * 60


def idle_limit(timer: int | None) -> float:
    """How long a game with this turn timer may go without a move before the idle end."""
    return float(max(IDLE_LIMIT, 2 * (timer or 0)))


class TableError(Exception):
    """A request the table refuses, with a code the cogs turn into a sentence.

    Codes: no_table, channel_busy, bad_seats, bad_timer, already_started, already_seated,
    table_full, bad_level, not_seated, target_not_seated, host_only, moderator_only,
    reason_needed, too_few, not_active, not_started, stale, not_saved, not_away, nobody_to_call,
    no_record, no_game, game_not_finished, league_closed, no_hints, tournament_thread,
    game_hidden; and for challenges: bad_challenge, challenge_only, not_challenged.
    """

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(code, params)


@dataclass(frozen=True, slots=True)
class TableSettings:
    """What ``/dobro new`` chose; fixed for the table's life. ``game`` names the game
    (``games.catalogue``) and ``options`` its options (its ``options_model``'s fields)."""

    seats: int = 4
    game: str = DEFAULT_GAME
    options: Mapping[str, Any] = field(default_factory=dict)
    thread: bool = False
    #: The language of the public table message: the guild's (``/dobro config language``),
    #: else the one of whoever opened the table.
    lang: str = "en"
    #: Seconds a person has for each turn (None: no timer).
    timer: int | None = DEFAULT_TIMER
    #: The league the table plays in (its settings are the league's), and its name as shown.
    league_id: int | None = None
    league: str | None = None
    #: Whether the private hands offer *Hint* (``TableService.hint``): on at casual tables
    #: unless the guild turned it off, never at league and tournament tables.
    hints: bool = True
    #: Where the table lives (``PLACES``) and how its messages reach players
    #: (``DELIVERIES``).
    place: str = "guild"
    delivery: str = "channel"
    #: Public messages show cards as words: where the app's emojis do not render (a server
    #: where only the user install applies and its members may not use external emojis).
    words: bool = False
    #: A challenge (the Apps menu's *Challenge to a game*): the one person who may take the
    #: second seat (*Accept*: seated, and the game starts); None: an open lobby.
    challenged: int | None = None

    @property
    def rules(self) -> GameRules[Any, Any]:
        return rules(self.game)

    @property
    def slow(self) -> bool:
        """A table that waits days (a turn timer of ``LONG_TIMER`` or more)."""
        return (self.timer or 0) >= LONG_TIMER

    def game_options(self) -> BaseModel:
        """The options as the game's model (bad values: ``TableError("bad_options")``)."""
        try:
            return self.rules.options_model(**dict(self.options))
        except ValidationError as exc:
            raise TableError("bad_options", game=self.game, detail=str(exc)[:200]) from None

    def to_json(self, host_id: int) -> dict[str, Any]:
        data = {
            "game": self.game,
            "options": dict(self.options),
            "seats": self.seats,
            "thread": self.thread,
            "lang": self.lang,
            "timer": self.timer,
            "host_id": host_id,
            "hints": self.hints,
        }
        if self.place != "guild":
            data["place"] = self.place
        if self.delivery != "channel":
            data["delivery"] = self.delivery
        if self.words:
            data["words"] = True
        if self.challenged is not None:
            data["challenged"] = self.challenged
        if self.league_id is not None:
            data.update(league=self.league_id, league_name=self.league)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TableSettings:
        timer = data.get("timer", None if "seats" in data else DEFAULT_TIMER)
        game = str(data.get("game", DEFAULT_GAME))
        options = data.get("options")
        if options is None:  # stored before games had options: Dobro's variant and draw
            options = {k: data[k] for k in ("variant", "draw") if k in data}
        return cls(
            seats=int(data.get("seats", 4)),
            game=game,
            options=dict(options),
            thread=bool(data.get("thread", False)),
            lang=str(data.get("lang", "en")),
            timer=int(timer) if timer else None,
            league_id=int(data["league"]) if data.get("league") else None,
            league=str(data["league_name"]) if data.get("league_name") else None,
            # Stored before hints existed: a casual table offers them, a league's does not.
            hints=bool(data.get("hints", not data.get("league"))),
            place=str(data.get("place", "guild")),
            delivery=str(data.get("delivery", "channel")),
            words=bool(data.get("words", False)),
            challenged=int(data["challenged"]) if data.get("challenged") else None,
        )


@dataclass(slots=True)
class Timers:
    """A table's deadlines (clock seconds), stored with each move so they survive restarts.

    ``turns``: for each person the game waits on for a decision (``games.Wait`` "turn"), when
    their time runs out (at a table without a timer, only once someone pressed *Hurry*);
    ``chores``: when the timer does a person's chore for them (a "chore" wait: Dobro's manual
    draw); ``expires``: when an unstarted lobby closes; ``timeouts``: timeouts in a row per seat
    (two make the seat away); ``waiting``: since when each seat has been waited on (what
    *Hurry* reads); ``moved``: when the last move was made (an idle game ends after
    ``IDLE_LIMIT``); ``held``: since when the table waits for *Resume* (its clocks frozen: a
    table delivered through interactions with no live one, see ``TableService.hold``);
    ``paused``: a person's vacation, seat -> until when their clock is frozen
    (``TableService.pause``).
    """

    turns: dict[int, float] = field(default_factory=dict)
    chores: dict[int, float] = field(default_factory=dict)
    expires: float | None = None
    timeouts: dict[int, int] = field(default_factory=dict)
    waiting: dict[int, float] = field(default_factory=dict)
    moved: float | None = None
    held: float | None = None
    paused: dict[int, float] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "turns": {str(k): v for k, v in self.turns.items()},
            "chores": {str(k): v for k, v in self.chores.items()},
            "expires": self.expires,
            "timeouts": {str(k): v for k, v in self.timeouts.items() if v},
        }
        if self.waiting:
            out["waiting"] = {str(k): v for k, v in self.waiting.items()}
        if self.moved is not None:
            out["moved"] = self.moved
        if self.held is not None:
            out["held"] = self.held
        if self.paused:
            out["paused"] = {str(k): v for k, v in self.paused.items()}
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any] | None) -> Timers:
        """Stored timers, also as earlier versions stored them ("turn": [seat, deadline],
        "draws", "waiting": [seat, since])."""
        if not data:
            return cls()
        turns = {int(k): float(v) for k, v in (data.get("turns") or {}).items()}
        if data.get("turn"):
            turns[int(data["turn"][0])] = float(data["turn"][1])
        chores = data.get("chores", data.get("draws")) or {}
        waiting = data.get("waiting") or {}
        if isinstance(waiting, list):
            waiting = {waiting[0]: waiting[1]}
        moved = data.get("moved")
        held = data.get("held")
        return cls(
            turns=turns,
            chores={int(k): float(v) for k, v in chores.items()},
            expires=data.get("expires"),
            timeouts={int(k): int(v) for k, v in (data.get("timeouts") or {}).items()},
            waiting={int(k): float(v) for k, v in waiting.items()},
            moved=float(moved) if moved is not None else None,
            held=float(held) if held is not None else None,
            paused={int(k): float(v) for k, v in (data.get("paused") or {}).items()},
        )


@dataclass(eq=False)
class HeldClaim:
    """A claim held until no claim still to come can be earlier (see ``Race``): the move, its
    platform time (``at_ms``: a click's interaction id, a computer's planned time; ms since the
    epoch), when it reached the service (its clock), who made it (a person, else a computer)
    and the future its click's answer waits on."""

    move: Any
    at_ms: int
    arrived: float
    person: bool
    answer: asyncio.Future[ClaimAnswer] | None = None


@dataclass(frozen=True, slots=True)
class ClaimAnswer:
    """How a claim ended, for its click's private answer: ``outcome`` is the game's ("ok",
    "wrong", "stale", "locked"…) or the table's: "slow" (it reached the bot after its own
    hold) or "late" (a later claim was resolved first): neither recorded; "ended" (its stage
    ended first), "refused" (the rules refused it; ``reason`` says why)."""

    outcome: str
    events: tuple[dict[str, Any], ...] = ()
    reason: str | None = None


@dataclass(eq=False)
class ComputerPlan:
    """The computers' next claim on one board (``seen``: the game's ``race_seen``). The
    reaction times are drawn from ``seed`` once per board (and per ``attempt``: a claim that
    changed nothing draws again), so recomputing the claim when the board is shown, or when a
    seat's lock-out or player changes, never draws again. ``since``: the stage time it reacts
    from after a claim that changed nothing; ``key`` and ``move``: the claim last computed and
    from what; ``fired``: it is held, waiting for its outcome."""

    seen: int
    seed: int
    attempt: int = 0
    since: int = 0
    key: tuple[Any, ...] | None = None
    move: Any = None
    fired: bool = False


@dataclass(eq=False)
class Race:
    """A racing game's current stage (``games.protocol.RaceRules``) at one table.

    Times: the service's clock (seconds) for what it schedules, the platform's (Discord's: ms
    since the epoch) for what players do and see; ``TableService.offset`` converts.

    ``ready_at``: when its countdown ends (service clock); then the Go: ``go_local`` (service
    clock) and ``go_ms`` (the platform's time of the Go: estimated from the service's clock
    until the display posts it, then the Go message's own time, ``go_posted``). A claim's stage
    time is ``base`` + (its platform time − ``go_ms``): ``base`` is the stage's time already
    spent before this Go (a stage resumed after a restart goes on from its last claim).

    The board: ``board`` is the ``race_seen`` of the cards on show, which appeared at
    ``changed_at`` (service clock) and were shown at ``shown_ms`` (the platform's time of the
    edit that showed them; None until the display says so); ``shown`` keeps the recent
    (shown_ms, seen) pairs, what a click made at some moment could see.

    ``held``: claims waiting for the end of their hold. ``computer``: the computers' next
    claim (``ComputerPlan``)."""

    stage: int
    ready_at: float
    base: int = 0
    go_local: float | None = None
    go_ms: int | None = None
    go_posted: bool = False
    held: list[HeldClaim] = field(default_factory=list)
    board: int = -1
    changed_at: float = 0.0
    shown_ms: int | None = None
    shown: deque[tuple[int, int]] = field(default_factory=lambda: deque(maxlen=32))
    computer: ComputerPlan | None = None

    @property
    def started(self) -> bool:
        return self.go_local is not None

    def time_of(self, at_ms: int) -> int:
        """The stage time of a platform time (a click's): never before the Go."""
        assert self.go_ms is not None
        return self.base + max(0, at_ms - self.go_ms)

    def ms_of(self, t: int) -> int:
        """The platform time of stage time ``t``."""
        assert self.go_ms is not None
        return self.go_ms + (t - self.base)

    def seen_at(self, at_ms: int) -> int:
        """The board on show at platform time ``at_ms`` (its ``race_seen``), -1 if none."""
        return max((seen for shown_ms, seen in self.shown if shown_ms <= at_ms), default=-1)


class TableFacts:
    """What can be read off a table or a view of it (``Table``, ``TableView``): the game, the
    version, who it waits on, who sits where."""

    __slots__ = ()

    guild_id: int
    settings: TableSettings
    seats: Sequence[Seat]
    status: GameStatus
    state: Any
    lobby_version: int
    timers: Timers

    @property
    def rules(self) -> GameRules[Any, Any]:
        """The game played here (``games.catalogue``)."""
        return rules(self.settings.game)

    @property
    def version(self) -> int:
        """Changes with every move (and every lobby change): controls carry it."""
        if self.state is not None:
            return int(self.rules.version(self.state))
        return self.lobby_version

    @property
    def over(self) -> bool:
        """The game is over (its last move is made; results may still be storing)."""
        return self.state is not None and bool(self.rules.is_over(self.state))

    def waits(self) -> list[tuple[int, str]]:
        """Who the game waits on now, as ``(seat, kind)`` (``GameRules.waits``)."""
        if self.state is None or self.rules.is_over(self.state):
            return []
        return [(int(seat), str(kind)) for seat, kind in self.rules.waits(self.state)]

    @property
    def waiting_people(self) -> list[Seat]:
        """The people (not played by a computer) the game waits on for a decision now."""
        turn = {seat for seat, kind in self.waits() if kind == "turn"}
        return [s for s in self.seats if s.seat in turn and not s.played_by_computer]

    @property
    def open(self) -> bool:
        return self.status in (GameStatus.LOBBY, GameStatus.ACTIVE)

    @property
    def home(self) -> int:
        """The guild whose process holds the table: its own, or 0 (the first shard's, where
        Discord sends DMs) for a place that is not a server."""
        return self.guild_id if self.settings.place == "guild" else 0

    @property
    def held(self) -> bool:
        """Waiting for *Resume*: its clocks stopped (``TableService.hold``)."""
        return self.timers.held is not None

    def seat_of(self, user_id: int) -> Seat | None:
        """The seat ``user_id`` holds now (not one they left)."""
        return next((s for s in self.seats if s.user_id == user_id and s.left is None), None)

    def name_of(self, user_id: int) -> str | None:
        seat = self.seat_of(user_id)
        return seat.name if seat else None

    def user_of(self, name: str) -> int | None:
        return next((s.user_id for s in self.seats if s.name == name), None)

    @property
    def people(self) -> list[Seat]:
        """People still seated (away ones included)."""
        return [s for s in self.seats if not s.is_ai and s.left is None]

    @property
    def computer_levels(self) -> dict[int, str]:
        """Seats a computer plays now: computer seats, and away or departed people (normal)."""
        stand_in = self.rules.stand_in
        return {s.seat: s.ai_level or stand_in for s in self.seats if s.played_by_computer}


@dataclass(frozen=True, slots=True)
class TableView(TableFacts):
    """A table as renderers and every other reader see it: read-only, and only moves storage
    has kept. Get one with ``TableService.view``; the game's ``state`` never changes while a
    view holds it (each move is a new state, see ``tables.moves``). ``race`` is the live stage
    of a race (its times move on)."""

    game_id: int
    guild_id: int
    channel_id: int
    host_id: int
    settings: TableSettings
    seats: tuple[Seat, ...]
    status: GameStatus
    state: Any
    lobby_version: int
    message_id: int | None
    events: tuple[dict[str, Any], ...]
    timers: Timers
    end_reason: str | None
    standings: tuple[CountedStanding, ...] | None
    count_reason: str | None
    race: Race | None
    hints_used: Mapping[int, int]


@dataclass(eq=False)
class Table(TableFacts):
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
    #: The game's state (the game's own type: only ``rules`` reads it).
    state: Any = None
    #: The record's actions so far (the state is their replay), as kept: dicts as loaded for
    #: the moves before a restart, compact JSON text for each move since (a third of a dict's
    #: memory; the counting policy and an export read them back). ``actions`` gives them all
    #: as dicts.
    kept_actions: list[dict[str, Any] | str] = field(default_factory=list)
    events: deque[dict[str, Any]] = field(default_factory=lambda: deque(maxlen=LOG_LENGTH))
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    lobby_version: int = 0
    timers: Timers = field(default_factory=Timers)
    #: Why a closed table closed (a moderator's reason, "expired", "empty", a replay error).
    end_reason: str | None = None
    #: The final standings as the counting policy judged them (set when the game finishes:
    #: who played it out, forfeits and no-shows, whose rating may rise), and why the game
    #: counts or not (``standings.counting``: counted, solo, too_few).
    standings: list[CountedStanding] | None = None
    count_reason: str | None = None
    #: Set whenever something changed that the table's driver must look at again.
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    #: A racing game's current stage (``Race``), None otherwise or between stages.
    race: Race | None = None
    #: Seat -> how many of its turns it asked a hint for (stored: ``game_hints``).
    hints_used: dict[int, int] = field(default_factory=dict)
    #: Recent versions -> seat -> that seat's legal actions then (``TableService.still_offered``):
    #: an old click is checked against them without replaying the log again. Facts about past
    #: versions never change; a few versions are kept.
    offered: dict[int, dict[int, tuple[Any, ...]]] = field(default_factory=dict)

    @property
    def actions(self) -> list[dict[str, Any]]:
        """The record's actions so far, each as a dict (see ``kept_actions``)."""
        return [json.loads(a) if isinstance(a, str) else a for a in self.kept_actions]

    @actions.setter
    def actions(self, actions: list[dict[str, Any]]) -> None:
        self.kept_actions = list(actions)

    def snapshot(self) -> TableView:
        """The table as it is now, for readers: only moves storage has kept (a move takes
        the table's state only once stored), and a state no later move changes (``apply``
        makes a new one each move)."""
        return TableView(
            game_id=self.game_id,
            guild_id=self.guild_id,
            channel_id=self.channel_id,
            host_id=self.host_id,
            settings=self.settings,
            seats=tuple(self.seats),
            status=self.status,
            state=self.state,
            lobby_version=self.lobby_version,
            message_id=self.message_id,
            events=tuple(self.events),
            timers=self.timers,
            end_reason=self.end_reason,
            standings=None if self.standings is None else tuple(self.standings),
            count_reason=self.count_reason,
            race=self.race,
            hints_used=dict(self.hints_used),
        )

    def replace_seat(self, index: int, **changes: Any) -> Seat:
        seat = replace(self.seats[index], **changes)
        self.seats[index] = seat
        return seat
