"""A table's lobby and life: open, seat people and computers, leave, kick, cancel, start, play
again; the table message and the ping remembered."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from games import UnknownGame
from storage import ChannelBusy, GameStatus, LeagueClosed, Seat

from .core import COMPUTER_NAMES, unique_name
from .model import (
    CHALLENGE_LIFETIME,
    LOBBY_LIFETIME,
    TIMER_CHOICES,
    Table,
    TableError,
    TableSettings,
    Timers,
)
from .timing import Timing


class Lobby(Timing):
    """Opening, seating, starting and closing tables."""

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
