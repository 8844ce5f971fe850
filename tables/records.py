"""The table service's records: a table loaded from storage, the open tables brought back after a
restart, a finished game's record exported, and the outbox of owed messages."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any, NamedTuple

from games import GameRules, UnknownGame, rules
from standings import INITIAL, CountedStanding, display
from storage import Game, GameStatus, OutboxItem, SeatResult

from .core import MAX_GAME_ID, TableCore
from .model import LOBBY_LIFETIME, Table, TableError, TableSettings, Timers
from .scheduler import CLOSING_GRACE

_log = logging.getLogger(__name__)


class Export(NamedTuple):
    """A finished game's record (``TableService.export``), and the game it is a record of:
    its rules package replays it (``python -m <package> replay``)."""

    game_id: int
    game: str
    record: dict[str, Any]


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


class Records(TableCore):
    """Loading, restoring, exporting, and what the presentation layer owes."""

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
