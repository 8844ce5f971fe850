"""The tournament service: a tournament's life, from registration to its podium, over storage and
the table service. No Discord.

Pairing and scoring are pure (``tournaments.pairing``); this service keeps everything they
need in storage (``storage.tournaments``) and drives the rounds through ``TableService``'s
public API, as a person would: it opens each table with its first player as host, seats the
others, fills the computer seats, and starts it. The Discord layer (``cogs.tournaments``)
creates the thread each table plays in, and posts what the tournament owes its channel.

How a round travels:

1. **Pairing.** ``pair_round`` (in a thread: a round robin's schedule search can take a
   moment) gives the tables and byes; they are stored with the posts they owe, in the same
   transaction as the start or the end of the previous round (``TournamentRepo.start``,
   ``end_round``).
2. **Opening.** For each table the Discord layer sends its post, starts a thread from it,
   then calls ``open_table`` (the table, seated, in its lobby), posts the table message, and
   calls ``start_table``. Every step can be repeated: a table already made in the thread is
   taken up again, people already seated are not seated twice.
3. **Playing.** The tables run by themselves: the tournament's turn timer makes a computer
   play for whoever runs out of time (and for the whole game once they are away), so every
   table ends.
4. **Results.** A table that closes wakes the job (``changed``); ``advance`` then settles each
   closed table once (``settle_table``) from the counting policy's verdict
   (``standings.counting``), the same as every standing: who played it out keeps the game's
   places; a no-show or a forfeit ranks below them all and scores nothing (``absent``: no
   points for a seat the computer played), so a table nobody played gives nobody points. A
   table that closed without results: cancelled or broken, everyone who stayed shares the
   first place and those who left score nothing; abandoned (everyone left), nobody scores.
   Two no-shows in a row withdraw the player, as *Withdraw* does. When every table of the
   round is settled, the next round is paired, or the tournament is finished and its podium
   owed (a tournament nobody played crowns nobody, and says so), in one transaction.

A restart loses nothing: the table service restores every table, and ``advance`` and the
Discord layer pick the round up where storage says it is.
"""

from __future__ import annotations

import asyncio
import logging
import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any, Protocol

from pydantic import ValidationError

from games import GAMES, rules
from standings import INITIAL, NO_SHOW, PLAYED, StandingsError, display
from storage import (
    AlreadyRegistered,
    GameStatus,
    Registration,
    RoundPlan,
    StoredRating,
    Tournament,
    TournamentNameTaken,
    TournamentPost,
    TournamentRepo,
    TournamentTable,
    iso_time,
)
from storage.tournaments import MAX_NAME
from tables import Table as GameTable
from tables import TableError, TableService, TableSettings

from .pairing import (
    Fill,
    Format,
    Played,
    Player,
    Round,
    Row,
    Table,
    TableResult,
    TournamentError,
    TournamentPlan,
    is_finished,
    pair_round,
    planned_rounds,
    played_out,
    swiss_rounds,
)
from .pairing import standings as ranking

_log = logging.getLogger(__name__)

#: The check-in opens this long before a scheduled start; a moderator's ``start`` opens it for
#: this long (seconds).
CHECK_IN = 10 * 60
#: A check-in opened later than this (seconds; the bot was down) still lasts ``CHECK_IN``: the
#: start moves.
LATE = 60
#: At most this many people in a tournament (a check-in ping names them all)…
MAX_PLAYERS = 64
#: …and in a round robin (everyone meets everyone: 16 people at two seats is 15 rounds).
MAX_ROUND_ROBIN = 16
#: At most this many Swiss rounds.
MAX_SWISS_ROUNDS = 12
#: A tournament's table timers: the table service's (``tables.TIMER_CHOICES``) but "off", since
#: a round must always end.
TIMERS = (30, 60, 120, 300, 600)
DEFAULT_TIMER = 120
#: A start given with ``starts`` is at most this far away.
MAX_DAYS_AHEAD = 60
#: Examples offered while typing ``starts`` (minutes from now).
START_EXAMPLES = (15, 30, 60, 120)
#: What ``starts`` accepts: "2027-01-15 20:30" or "20:30" (UTC; the next such time).
_WHEN = re.compile(r"^\s*(?:(\d{4})-(\d{1,2})-(\d{1,2})[ T])?(\d{1,2}):(\d{2})\s*$")
#: The reason stored with a tournament the service cancels itself (nobody to play).
TOO_FEW = "too_few"
#: Round ends handled in one ``advance`` at most (rounds where everyone has a bye end at once).
_ROUNDS_PER_PASS = 8
#: No-shows in a row (at a player's last tables) that withdraw them, as *Withdraw* does.
NO_SHOWS = 2
#: A table's person who never sat down (withdrawn before it opened): scores nothing.
ABSENT = "absent"


class TournamentClock(Protocol):
    def now(self) -> float: ...


class RatingReader(Protocol):
    async def all(
        self, guild_id: int, league_id: int = 0, game: str = ...
    ) -> list[StoredRating]: ...


class TournamentStore(Protocol):
    """What tournaments store and read (``storage.Database`` satisfies it)."""

    @property
    def tournaments(self) -> TournamentRepo: ...

    @property
    def ratings(self) -> RatingReader: ...


#: A guild id -> whether this process handles that guild (a sharded process: its own).
GuildFilter = Callable[[int], bool]


def stored_seconds(stored: str) -> float:
    """A stored time (UTC ISO text) as clock seconds."""
    return datetime.fromisoformat(stored.replace("Z", "+00:00")).timestamp()


def parse_start(text: str, now: float) -> float:
    """When a tournament given ``starts: text`` starts (clock seconds, UTC): "2027-01-15 20:30"
    or "20:30" (the next such time). ``StandingsError`` ("tournament.bad_start",
    "tournament.past_start", "tournament.far_start") otherwise."""
    found = _WHEN.match(text)
    shown = text.strip()[:40]
    if found is None:
        raise StandingsError("tournament.bad_start", value=shown)
    year, month, day, hour, minute = found.groups()
    try:
        if year is None:
            today = datetime.fromtimestamp(now, UTC)
            when = today.replace(hour=int(hour), minute=int(minute), second=0, microsecond=0)
            if when.timestamp() <= now:
                when += timedelta(days=1)
        else:
            when = datetime(int(year), int(month), int(day), int(hour), int(minute), tzinfo=UTC)
    except ValueError:
        raise StandingsError("tournament.bad_start", value=shown) from None
    seconds = when.timestamp()
    if seconds <= now:
        raise StandingsError("tournament.past_start", value=shown)
    if seconds - now > MAX_DAYS_AHEAD * 86400:
        raise StandingsError("tournament.far_start", days=MAX_DAYS_AHEAD)
    return seconds


def start_choices(now: float) -> list[tuple[str, int]]:
    """Start times a moderator may pick: (value, minutes away), on a five-minute mark."""
    out = []
    for minutes in START_EXAMPLES:
        when = datetime.fromtimestamp(now + minutes * 60, UTC)
        when = when.replace(minute=when.minute - when.minute % 5, second=0, microsecond=0)
        out.append((when.strftime("%Y-%m-%d %H:%M"), minutes))
    return out


def plan_of(tournament: Tournament, players: int | None = None) -> TournamentPlan:
    """The pure module's plan for a tournament (``players``: how many, to suggest a Swiss
    tournament's rounds before they are fixed)."""
    game = rules(tournament.game)
    rounds = tournament.rounds
    if rounds is None and tournament.format == Format.SWISS:
        rounds = swiss_rounds(max(players or 2, 2), tournament.seats)
    return TournamentPlan(
        format=Format(tournament.format),
        seats=tournament.seats,
        rounds=rounds,
        fill=Fill(tournament.fill),
        min_seats=game.min_seats,
        max_seats=game.max_seats,
    )


def _round_plan(round_: Round) -> RoundPlan:
    return RoundPlan(
        number=round_.number,
        tables=tuple((t.players, t.computers) for t in round_.tables),
        byes=round_.byes,
        final=round_.final,
    )


def _ranked(positions: dict[Any, float]) -> dict[Any, int]:
    """Positions (any comparable numbers, equal ones a tie) as places 1, 1, 3…"""
    return {k: 1 + sum(1 for v in positions.values() if v < p) for k, p in positions.items()}


@dataclass(frozen=True, slots=True)
class Standings:
    """A tournament's standings as the Discord layer shows them: the pure module's rows (best
    first), everyone's registered name, how far it has gone, and whether anyone played a
    table out (``crowned``: a tournament nobody played crowns nobody)."""

    tournament: Tournament
    rows: tuple[Row, ...]
    names: dict[int, str]
    played: int
    planned: int
    crowned: bool = True


@dataclass(frozen=True, slots=True)
class CheckIn:
    """A start asked for during the check-in: how many checked in and how many registered
    (the moderator chooses: start with those who checked in, or with everyone)."""

    tournament: Tournament
    checked_in: int
    registered: int


@dataclass(frozen=True, slots=True)
class RoundView:
    """A round as the Discord layer shows it: its tables and byes."""

    number: int
    tables: tuple[TournamentTable, ...]
    byes: tuple[int, ...]
    final: bool


class TournamentService:
    """Create, register, start, play, withdraw, cancel and rank tournaments."""

    def __init__(
        self, store: TournamentStore, clock: TournamentClock, tables: TableService
    ) -> None:
        self.store = store
        self.clock = clock
        self.tables = tables
        #: Set when a tournament's table has closed (or anything else the job should look at).
        self.changed = asyncio.Event()
        self._locks: dict[int, asyncio.Lock] = {}
        #: Games of tournament tables in play (the listener's quick check; storage decides).
        self._games: set[int] = set()
        tables.listeners.append(self._on_table)

    @property
    def repo(self) -> TournamentRepo:
        return self.store.tournaments

    def _lock(self, tournament_id: int) -> asyncio.Lock:
        return self._locks.setdefault(tournament_id, asyncio.Lock())

    async def _on_table(self, table: GameTable, events: list[dict[str, Any]]) -> None:
        """The table service's listener: a tournament table that closed wakes the job."""
        if table.open:
            return
        if table.game_id in self._games or (
            table.settings.thread and await self.repo.table_of_game(table.game_id) is not None
        ):
            self._games.discard(table.game_id)
            self.changed.set()

    # ------------------------------------------------------------------ create and find

    async def create(
        self,
        guild_id: int,
        name: str,
        *,
        created_by: int,
        channel_id: int,
        game: str,
        options: dict[str, Any],
        format: str,
        seats: int | None = None,
        rounds: int | None = None,
        fill: str = Fill.SMALLER,
        timer: int | None = None,
        starts: str | None = None,
        lang: str = "en",
    ) -> Tournament:
        """A new tournament, open for registration, its announcement owed to ``channel_id``.
        ``StandingsError`` for anything that does not fit (nothing is stored then): the name,
        the game and its options, the format, seats within the game's limits, rounds (Swiss
        only), the fill, the timer (never off), the start."""
        clean = " ".join(name.split())
        if not 1 <= len(clean) <= MAX_NAME:
            raise StandingsError("tournament.bad_name", most=MAX_NAME)
        if game not in GAMES:
            raise StandingsError("standings.unknown_game", game=game)
        game_rules = rules(game)
        try:
            game_rules.options_model(**options)
        except ValidationError as exc:
            raise StandingsError("tournament.bad_options", detail=str(exc)[:200]) from None
        if format not in tuple(Format):
            raise StandingsError("tournament.bad_format", format=format)
        seats = seats or max(game_rules.min_seats, min(4, game_rules.max_seats))
        if not game_rules.min_seats <= seats <= game_rules.max_seats:
            raise StandingsError(
                "tournament.bad_seats", low=game_rules.min_seats, high=game_rules.max_seats
            )
        if rounds is not None and format != Format.SWISS:
            raise StandingsError("tournament.rounds_swiss_only")
        if rounds is not None and not 1 <= rounds <= MAX_SWISS_ROUNDS:
            raise StandingsError("tournament.bad_rounds", most=MAX_SWISS_ROUNDS)
        if fill not in tuple(Fill):
            raise StandingsError("tournament.bad_fill", fill=fill)
        timer = timer or DEFAULT_TIMER
        if timer not in TIMERS:
            raise StandingsError("tournament.bad_timer")
        starts_at = iso_time(parse_start(starts, self.clock.now())) if starts else None
        try:
            return await self.repo.create(
                guild_id,
                clean,
                game=game,
                settings={"options": dict(options)},
                format=format,
                seats=seats,
                rounds=rounds,
                fill=fill,
                timer=timer,
                channel_id=channel_id,
                lang=lang,
                created_by=created_by,
                starts_at=starts_at,
            )
        except TournamentNameTaken:
            raise StandingsError("tournament.name_taken", name=clean) from None
        finally:
            self.changed.set()

    async def get(self, guild_id: int, tournament_id: int) -> Tournament:
        """A tournament by id, within its guild (an old button of another guild: unknown)."""
        found = await self.repo.get(tournament_id)
        if found is None or found.guild_id != guild_id:
            raise StandingsError("tournament.unknown", name=str(tournament_id))
        return found

    async def find(self, guild_id: int, name: str | None, *, live_only: bool = False) -> Tournament:
        """The guild's tournament called ``name`` (None: the newest live one, else the newest);
        "tournament.unknown", "tournament.none", or "tournament.over" when ``live_only``."""
        if name is None:
            found = await self.repo.listed(guild_id, limit=1)
            if not found:
                raise StandingsError("tournament.none")
            tournament = found[0]
        else:
            got = await self.repo.by_name(guild_id, name)
            if got is None:
                raise StandingsError("tournament.unknown", name=" ".join(name.split())[:60])
            tournament = got
        if live_only and not tournament.live:
            raise StandingsError("tournament.over", name=tournament.name)
        return tournament

    async def listed(
        self, guild_id: int, *, live_only: bool = False, search: str = "", limit: int = 25
    ) -> list[Tournament]:
        return await self.repo.listed(guild_id, live_only=live_only, search=search, limit=limit)

    async def registrations(self, tournament: Tournament) -> list[Registration]:
        return await self.repo.registrations(tournament.id)

    # ------------------------------------------------------------------ players

    async def register(self, tournament: Tournament, user_id: int, name: str) -> Registration:
        """Register someone (until the start; checked in at once during the check-in).
        "tournament.closed", "tournament.full", "tournament.already_registered"."""
        most = MAX_ROUND_ROBIN if tournament.format == Format.ROUND_ROBIN else MAX_PLAYERS
        try:
            registered = await self.repo.register(tournament.id, user_id, name, most=most)
        except AlreadyRegistered:
            raise StandingsError("tournament.already_registered", name=tournament.name) from None
        if registered is None:
            if await self.repo.registration(tournament.id, user_id) is not None:
                raise StandingsError("tournament.already_registered", name=tournament.name)
            now = await self.repo.get(tournament.id)
            if now is not None and now.status in ("registering", "check_in"):
                raise StandingsError("tournament.full", name=tournament.name, most=most)
            raise StandingsError("tournament.closed", name=tournament.name)
        self.changed.set()
        return registered

    async def check_in(self, tournament: Tournament, user_id: int) -> None:
        """Someone registered is here. "tournament.not_registered", "tournament.no_check_in"."""
        if not await self.repo.check_in(tournament.id, user_id):
            if await self.repo.registration(tournament.id, user_id) is None:
                raise StandingsError("tournament.not_registered", name=tournament.name)
            raise StandingsError("tournament.no_check_in", name=tournament.name)
        self.changed.set()

    async def withdraw(self, tournament: Tournament, user_id: int) -> bool:
        """Leave a tournament: before the start, the registration is taken back (False);
        during it, the player is paired no more and a game they are playing is a forfeit
        (the table service's ``leave``: a computer plays their seat, the counting policy ranks
        them last) (True). "tournament.not_registered", "tournament.over"."""
        async with self._lock(tournament.id):
            current = await self.repo.get(tournament.id) or tournament
            if current.status in ("registering", "check_in"):
                if not await self.repo.unregister(current.id, user_id):
                    raise StandingsError("tournament.not_registered", name=current.name)
                self.changed.set()
                return False
            if current.status != "running":
                raise StandingsError("tournament.over", name=current.name)
            if not await self.repo.withdraw(current.id, user_id, current.round):
                raise StandingsError("tournament.not_registered", name=current.name)
            for row in await self.repo.tables(current.id, current.round):
                if user_id in row.players and row.game_id is not None and not row.settled:
                    await self._leave(row.game_id, user_id)
        self.changed.set()
        return True

    async def _leave(self, game_id: int, user_id: int) -> None:
        try:
            table = await self.tables.load(game_id)
            if table.open and table.seat_of(user_id) is not None:
                await self.tables.leave(game_id, user_id)
        except TableError as exc:  # closed meanwhile, or not seated: nothing to forfeit
            _log.info("Withdrawal from game %s: %s", game_id, exc.code)

    # ------------------------------------------------------------------ moderators

    async def start(self, tournament: Tournament) -> Tournament | CheckIn:
        """A moderator's ``start``: during registration, the check-in opens now and the
        tournament starts ``CHECK_IN`` seconds later; during the check-in, it never starts
        (nor cancels) by itself: it says how many checked in, and the moderator chooses
        (``begin``). "tournament.started" after that."""
        async with self._lock(tournament.id):
            current = await self.repo.get(tournament.id) or tournament
            now = self.clock.now()
            if current.status == "registering":
                opened = await self.repo.open_check_in(
                    current.id, starts_at=iso_time(now + CHECK_IN), now=iso_time(now)
                )
                current = opened or current
            elif current.status == "check_in":
                registered = await self.repo.registrations(current.id)
                return CheckIn(current, sum(1 for r in registered if r.checked_in), len(registered))
            else:
                raise StandingsError("tournament.started", name=current.name)
        self.changed.set()
        return current

    async def begin(self, tournament: Tournament, *, everyone: bool) -> Tournament:
        """Start now, during the check-in: with those who checked in, or with ``everyone``
        registered. "tournament.too_few_checked_in" when fewer than two would play (nothing
        changes: the check-in goes on), "tournament.started" once it has started."""
        async with self._lock(tournament.id):
            current = await self.repo.get(tournament.id) or tournament
            if current.status != "check_in":
                raise StandingsError("tournament.started", name=current.name)
            registered = await self.repo.registrations(current.id)
            present = [r for r in registered if everyone or r.checked_in]
            if len(present) < 2:
                raise StandingsError(
                    "tournament.too_few_checked_in", name=current.name, n=len(present)
                )
            if everyone:
                for r in registered:
                    if not r.checked_in:
                        await self.repo.check_in(current.id, r.user_id)
            current = await self._begin(current)
        self.changed.set()
        return current

    async def cancel(self, tournament: Tournament, *, by: int, reason: str) -> Tournament:
        """A moderator calls a live tournament off, with a reason (shown in its channel and at
        its tables): the games of the round being played are cancelled (they count for
        nobody). "tournament.reason_needed", "tournament.over"."""
        reason = " ".join(reason.split())[:200]
        if not reason:
            raise StandingsError("tournament.reason_needed")
        async with self._lock(tournament.id):
            cancelled = await self.repo.cancel(
                tournament.id, by=by, reason=reason, now=iso_time(self.clock.now())
            )
            if cancelled is None:
                raise StandingsError("tournament.over", name=tournament.name)
            if cancelled.round:
                for row in await self.repo.tables(tournament.id, cancelled.round):
                    if row.game_id is not None and not row.settled:
                        await self._cancel_game(row.game_id, by, reason)
        self.changed.set()
        return cancelled

    async def _cancel_game(self, game_id: int, by: int, reason: str) -> None:
        try:
            await self.tables.cancel(game_id, by, True, reason)
        except TableError as exc:  # already over
            _log.info("Cancelling game %s: %s", game_id, exc.code)

    # ------------------------------------------------------------------ the job

    async def active(self, guilds: GuildFilter | None = None) -> list[Tournament]:
        """Tournaments with work left (of the guilds ``guilds`` accepts): live ones, and ended
        ones still owing a post."""
        found = await self.repo.active()
        return found if guilds is None else [t for t in found if guilds(t.guild_id)]

    def due(self, tournament: Tournament) -> float | None:
        """When ``advance`` has something to do by the clock (the check-in, the start)."""
        if tournament.starts_at is None:
            return None
        start = stored_seconds(tournament.starts_at)
        if tournament.status == "registering":
            return start - CHECK_IN
        if tournament.status == "check_in":
            return start
        return None

    async def advance(self, tournament_id: int) -> Tournament | None:
        """Everything due for a tournament: the check-in opens and the start comes at their
        times; closed tables are settled; a round whose tables are all settled ends, and the
        next is paired (or the tournament finishes). Safe to call any time, as often as
        wanted (the job calls it on every change and after a restart)."""
        async with self._lock(tournament_id):
            tournament = await self.repo.get(tournament_id)
            if tournament is None:
                return None
            now = self.clock.now()
            due = self.due(tournament)
            if tournament.status == "registering" and due is not None and now >= due:
                assert tournament.starts_at is not None
                starts_at = tournament.starts_at
                if now - due > LATE:  # the bot was down: the check-in still gets its time
                    starts_at = iso_time(now + CHECK_IN)
                tournament = (
                    await self.repo.open_check_in(
                        tournament.id, starts_at=starts_at, now=iso_time(now)
                    )
                    or tournament
                )
                due = self.due(tournament)
            if tournament.status == "check_in" and due is not None and now >= due:
                tournament = await self._begin(tournament)
            for _ in range(_ROUNDS_PER_PASS):
                if tournament.status != "running" or not await self._settle_round(tournament):
                    break
                tournament = await self._end_round(tournament)
            return tournament

    async def _begin(self, tournament: Tournament) -> Tournament:
        """Under the lock: the start. No-shows (not checked in) are dropped; with fewer than
        two people left the tournament is cancelled; else ratings are fixed and round 1 is
        paired and stored."""
        registered = await self.repo.registrations(tournament.id)
        present = [r for r in registered if r.checked_in]
        now = iso_time(self.clock.now())
        if len(present) < 2:
            cancelled = await self.repo.cancel(tournament.id, by=None, reason=TOO_FEW, now=now)
            return cancelled or tournament
        stored = await self.store.ratings.all(tournament.guild_id, 0, tournament.game)
        rated = {r.user_id: float(display(r.mu, r.sigma)) for r in stored}
        ratings = {r.user_id: rated.get(r.user_id, float(INITIAL.shown)) for r in present}
        players = [Player(r.user_id, ratings[r.user_id]) for r in present]
        plan = plan_of(tournament, len(players))
        first = await asyncio.to_thread(pair_round, plan, players, [], self._rng(tournament, 1))
        started = await self.repo.start(
            tournament.id,
            ratings=ratings,
            dropped=[r.user_id for r in registered if not r.checked_in],
            rounds=plan.rounds if tournament.format == Format.SWISS else None,
            first=_round_plan(first),
            now=now,
        )
        return started or tournament

    @staticmethod
    def _rng(tournament: Tournament, number: int) -> random.Random:
        """The pairing's draw: the same round of the same tournament, the same draw."""
        return random.Random(f"{tournament.id}:{number}")

    async def _settle_round(self, tournament: Tournament) -> bool:
        """Under the lock: settle each closed table of the round being played (and withdraw
        whoever it makes a no-show twice in a row); whether every table of it is settled."""
        rows = await self.repo.tables(tournament.id, tournament.round)
        registered = {r.user_id: r for r in await self.repo.registrations(tournament.id)}
        settled = True
        for row in rows:
            if row.settled:
                continue
            result = await self._result_of(row, registered)
            if result is None:
                settled = False
                if row.game_id is not None:
                    self._games.add(row.game_id)
                continue
            if await self._settle(row, result):
                await self._withdraw_no_shows(tournament, row, result[3])  # its plays
        return settled

    async def _settle(
        self,
        row: TournamentTable,
        result: tuple[dict[int, int], list[int], str, dict[int, str]],
    ) -> bool:
        """Store a table's result (``_ranked_result``), once; False if it was settled already."""
        places, computers, outcome, plays = result
        return await self.repo.settle_table(
            row.tournament_id,
            row.round,
            row.number,
            places=places,
            computers=computers,
            outcome=outcome,
            plays=plays,
        )

    async def _withdraw_no_shows(
        self, tournament: Tournament, row: TournamentTable, plays: dict[int, str]
    ) -> None:
        """Under the lock: a player whose last ``NO_SHOWS`` tables were all no-shows is
        withdrawn, as *Withdraw* does (never paired again; their rows stay)."""
        missing = [u for u, play in plays.items() if play == NO_SHOW]
        if not missing:
            return
        tables = [t for t in await self.repo.tables(tournament.id) if t.settled]
        for user in missing:
            mine = [t for t in tables if user in t.players]
            last = [(t.plays or {}).get(user) for t in mine[-NO_SHOWS:]]
            if len(last) == NO_SHOWS and all(play == NO_SHOW for play in last):
                await self.repo.withdraw(tournament.id, user, row.round)

    async def _result_of(
        self, row: TournamentTable, registered: dict[int, Registration]
    ) -> tuple[dict[int, int], list[int], str, dict[int, str]] | None:
        """A table's result, if it has one now: (each person's place, the computers' places,
        how it ended, what each person did); None while it plays (or is not open yet)."""
        if row.game_id is None:
            if any(registered[p].status == "playing" for p in row.players):
                return None  # not opened yet: the Discord layer opens it
            return self._ranked_result(row, {}, [], {}, "empty")
        table = await self.tables.load(row.game_id)
        if table.open:
            return None
        seated = {s.user_id: s for s in table.seats if s.user_id is not None}
        computer_seats = sorted(s.seat for s in table.seats if s.is_ai)[: row.computers]
        if table.status is GameStatus.FINISHED:
            if table.standings is None:
                return None  # results not stored yet: the table's driver stores them
            at = {s.seat: s for s in table.standings}
            people = {u: float(at[s.seat].position) for u, s in seated.items() if u in row.players}
            plays = {
                u: at[s.seat].status or (PLAYED if not at[s.seat].forfeit else "left")
                for u, s in seated.items()
                if u in row.players
            }
            computers = [float(at[seat].position) for seat in computer_seats]
            return self._ranked_result(row, people, computers, plays, "played")
        if table.status is GameStatus.ABANDONED:  # everyone left: nobody played it out
            plays = {
                u: p.status or NO_SHOW
                for p in await self.tables.seat_plays(table)
                for u, s in seated.items()
                if s.seat == p.seat and u in row.players
            }
            people = {u: 1.0 for u in plays}
            return self._ranked_result(
                row, people, [1.0] * len(computer_seats), plays, "broken", nobody=True
            )
        # Cancelled or broken: who stayed shares the first place, who left scores nothing.
        plays = {
            u: PLAYED if s.left is None else "left" for u, s in seated.items() if u in row.players
        }
        people = {u: 1.0 for u in plays}
        return self._ranked_result(row, people, [1.0] * len(computer_seats), plays, "broken")

    @staticmethod
    def _ranked_result(
        row: TournamentTable,
        people: dict[int, float],
        computers: list[float],
        plays: dict[int, str],
        outcome: str,
        *,
        nobody: bool = False,
    ) -> tuple[dict[int, int], list[int], str, dict[int, str]]:
        """Places from game positions: people who did not play it out (``plays``: anything
        but PLAYED, or ``nobody`` played) rank below everyone who did, all tied, and people
        never seated (withdrawn before the table opened) with them; a computer seat the
        tournament did not plan (standing in for one of them) is left out. The pure module
        reads ties as equal places, and ``absent`` people score nothing."""
        out = dict(plays)
        for user in row.players:
            out.setdefault(user, ABSENT)
        positions: dict[Any, float] = {}
        below = 1000.0
        for user in row.players:
            if out[user] == PLAYED and not nobody and user in people:
                positions["p", user] = people[user]
            else:
                positions["p", user] = below
        positions.update({("c", i): p for i, p in enumerate(computers)})
        # Planned computer seats a shorter game did not have (should not happen) rank last.
        for i in range(len(computers), row.computers):
            positions["c", i] = 2 * below
        places = _ranked(positions)
        return (
            {u: places["p", u] for u in row.players},
            [places["c", i] for i in range(row.computers)],
            outcome,
            {u: out[u] if not nobody or out[u] != PLAYED else NO_SHOW for u in row.players},
        )

    async def _end_round(self, tournament: Tournament) -> Tournament:
        """Under the lock: the round being played has every result; pair the next, or finish."""
        players = await self._players(tournament)
        history = await self._history(tournament)
        plan = plan_of(tournament, len(players))
        next_round = None
        if not is_finished(plan, players, history):
            paired = await asyncio.to_thread(
                pair_round, plan, players, history, self._rng(tournament, len(history) + 1)
            )
            next_round = _round_plan(paired)
        ended = await self.repo.end_round(
            tournament.id,
            tournament.round,
            next_round=next_round,
            now=iso_time(self.clock.now()),
        )
        return ended or await self.repo.get(tournament.id) or tournament

    async def _players(self, tournament: Tournament) -> list[Player]:
        """Everyone who started (withdrawn ones too), in order of registration."""
        return [
            Player(r.user_id, r.rating or 0.0, r.status == "withdrawn")
            for r in await self.repo.registrations(tournament.id)
            if r.in_play
        ]

    async def _history(self, tournament: Tournament) -> list[Played]:
        """The rounds every table of which is settled, as the pure module reads them."""
        rounds, tables = await self.repo.history(tournament.id)
        by_round: dict[int, list[TournamentTable]] = {}
        for row in tables:
            by_round.setdefault(row.round, []).append(row)
        history = []
        for stored in rounds:
            rows = by_round.get(stored.number, [])
            if not all(r.settled for r in rows):
                break
            round_ = Round(
                stored.number,
                tuple(Table(r.players, r.computers) for r in rows),
                stored.byes,
                stored.final,
            )
            results = tuple(
                TableResult(
                    r.places or {},
                    r.computer_places or (),
                    frozenset(u for u, play in (r.plays or {}).items() if play != PLAYED),
                )
                for r in rows
            )
            history.append(Played(round_, results))
        return history

    # ------------------------------------------------------------------ tables

    async def round_view(self, tournament: Tournament, number: int) -> RoundView | None:
        """A round's tables and byes (None: no such round)."""
        rounds = {r.number: r for r in await self.repo.rounds(tournament.id)}
        stored = rounds.get(number)
        if stored is None:
            return None
        tables = await self.repo.tables(tournament.id, number)
        return RoundView(number, tuple(tables), stored.byes, stored.final)

    async def holds_thread(self, thread_id: int) -> bool:
        """Whether ``thread_id`` is a tournament table's thread: it holds that table only (no
        other lobby opens there, #31)."""
        return await self.repo.holds_thread(thread_id)

    async def set_thread(self, row: TournamentTable, thread_id: int) -> None:
        """The thread a table plays in (started from its post)."""
        await self.repo.set_table_thread(row.tournament_id, row.round, row.number, thread_id)

    async def open_table(self, tournament: Tournament, row: TournamentTable) -> GameTable | None:
        """Open a table of the round in its thread, seated: its people (those who withdrew
        meanwhile get a computer instead), the planned computers, the first person as host.
        Done again after a restart, it takes up the table already in the thread and seats
        only who is missing. None when there is nothing to open (settled, or nobody left
        to seat: then it is settled at once)."""
        assert row.thread_id is not None, "a table opens in its thread"
        async with self._lock(tournament.id):
            current = await self.repo.get(tournament.id)
            stored = next(
                (r for r in await self.repo.tables(row.tournament_id, row.round) if
                 r.number == row.number),
                None,
            )  # fmt: skip
            if current is None or current.status != "running" or stored is None:
                return None
            if stored.settled:
                return None
            registered = {r.user_id: r for r in await self.repo.registrations(tournament.id)}
            people = [p for p in stored.players if registered[p].status == "playing"]
            if not people and stored.game_id is None:
                await self._settle(stored, self._ranked_result(stored, {}, [], {}, "empty"))
                self.changed.set()
                return None
            if stored.game_id is not None:
                table = await self.tables.load(stored.game_id)
            else:
                settings = TableSettings(
                    seats=len(stored.players) + stored.computers,
                    game=tournament.game,
                    options=tournament.options,
                    thread=True,
                    lang=tournament.lang,
                    timer=tournament.timer,
                    hints=False,  # a tournament's games are played unaided
                )
                found = self.tables.in_channel(row.thread_id)
                if found is not None and not (
                    found.settings == settings and found.host_id in stored.players
                ):
                    # Not the lobby this table opened before a restart: someone else's, opened
                    # in the thread first. The thread holds only its table: that one closes.
                    await self.tables.cancel(found.game_id, found.host_id, True, "tournament")
                    found = None
                if found is None:
                    host = people[0]
                    found = await self.tables.create(
                        tournament.guild_id,
                        row.thread_id,
                        host,
                        registered[host].name,
                        settings,
                    )
                table = found
                await self.repo.set_table_game(
                    stored.tournament_id, stored.round, stored.number, table.game_id
                )
            self._games.add(table.game_id)
            if table.status is GameStatus.LOBBY:
                await self._seat(tournament, stored, table, people, registered)
            return table

    async def start_table(self, tournament: Tournament, row: TournamentTable) -> GameTable | None:
        """Deal at an opened table (seated again first, for anyone who withdrew since it was
        opened). None if it has no game (yet)."""
        async with self._lock(tournament.id):
            stored = next(
                (r for r in await self.repo.tables(row.tournament_id, row.round) if
                 r.number == row.number),
                None,
            )  # fmt: skip
            if stored is None or stored.game_id is None:
                return None
            table = await self.tables.load(stored.game_id)
            if table.status is GameStatus.LOBBY:
                registered = {r.user_id: r for r in await self.repo.registrations(tournament.id)}
                people = [p for p in stored.players if registered[p].status == "playing"]
                if people:
                    await self._seat(tournament, stored, table, people, registered)
                    table = await self.tables.start(table.game_id, table.host_id)
            return table

    async def _seat(
        self,
        tournament: Tournament,
        row: TournamentTable,
        table: GameTable,
        people: Sequence[int],
        registered: dict[int, Registration],
    ) -> None:
        """Under the lock: seat the table's people, unseat anyone else, fill the other seats
        with computers (the game's stand-in level)."""
        game_id = table.game_id
        for seat in list(table.seats):  # someone else in the lobby (not the host): out
            if seat.user_id is not None and seat.user_id not in (table.host_id, *people):
                await self.tables.kick(game_id, table.host_id, seat.user_id, True)
        for user in people:
            if table.seat_of(user) is None:
                try:
                    await self.tables.join(game_id, user, registered[user].name)
                except TableError as exc:
                    if exc.code != "already_seated":
                        raise
        if table.host_id not in people:  # the host withdrew: the next person hosts
            await self.tables.leave(game_id, table.host_id)
        size = len(row.players) + row.computers
        level = rules(tournament.game).stand_in
        while len(table.seats) < size:
            await self.tables.add_computer(game_id, table.host_id, level)

    # ------------------------------------------------------------------ standings

    async def standings(self, tournament: Tournament) -> Standings:
        """The ranking after the rounds played (before the start: nobody)."""
        registered = await self.repo.registrations(tournament.id)
        names = {r.user_id: r.name for r in registered}
        if tournament.status in ("registering", "check_in") or not tournament.started_at:
            return Standings(tournament, (), names, 0, 0)
        players = await self._players(tournament)
        history = await self._history(tournament)
        plan = plan_of(tournament, len(players))
        try:
            rows = ranking(plan, players, history)
        except TournamentError:  # a history this version cannot read: say nothing wrong
            _log.exception("Tournament %s: the standings cannot be read", tournament.id)
            rows = []
        return Standings(
            tournament,
            tuple(rows),
            names,
            len(history),
            planned_rounds(plan, players),
            crowned=played_out(history) or not history,
        )

    # ------------------------------------------------------------------ posts

    async def owed(self, tournament: Tournament) -> list[TournamentPost]:
        return await self.repo.owed(tournament.id)

    async def post_of(
        self, tournament: Tournament, kind: str, round_: int = 0, number: int = 0
    ) -> TournamentPost | None:
        return await self.repo.post(tournament.id, kind, round_, number)

    async def attempt_post(self, post: TournamentPost) -> TournamentPost:
        return await self.repo.attempt_post(post.id) or post

    async def mark_posted(self, post: TournamentPost, message_id: int) -> None:
        await self.repo.mark_posted(post.id, message_id)

    async def give_up_post(self, post: TournamentPost, why: str) -> None:
        await self.repo.give_up_post(post.id, why)
