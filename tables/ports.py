"""What the table service needs from the world: a clock and a store (protocols, not classes).

The service never reads the time or the database directly: ``bot.py`` hands it the system clock
and ``storage.Database``; tests hand it a fake clock they move by hand and, where they want
failures or speed, an in-memory store.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol

from storage import (
    Game,
    GameResult,
    GameStatus,
    OutboxItem,
    PlayLog,
    RateFn,
    RatingChange,
    Seat,
    VerdictLike,
)


class Clock(Protocol):
    """Wall time in seconds since the epoch (deadlines are stored and shown as such), and a
    sleep on that same time line."""

    def now(self) -> float: ...

    async def sleep(self, seconds: float) -> None: ...


class GameStore(Protocol):
    """The game log and the table's stored bookkeeping (``storage.GameRepo`` is one)."""

    async def create(
        self,
        guild_id: int,
        channel_id: int,
        *,
        settings: Mapping[str, Any] | None = None,
        seats: Iterable[Seat] = (),
        timers: Mapping[str, Any] | None = None,
    ) -> Game: ...

    async def set_seats(
        self, game_id: int, seats: Iterable[Seat], *, settings: Mapping[str, Any] | None = None
    ) -> None: ...

    async def start(self, game_id: int, setup: Mapping[str, Any]) -> Game: ...

    async def append_action(
        self,
        game_id: int,
        expected_seq: int,
        actor: str,
        action: Mapping[str, Any],
        *,
        timers: Mapping[str, Any] | None = None,
        origin: str | None = None,
    ) -> Any: ...

    async def set_status(
        self, game_id: int, status: GameStatus, *, reason: str | None = None
    ) -> None: ...

    async def leave_seat(self, game_id: int, seat: int) -> int: ...

    async def play_log(self, game_id: int) -> PlayLog: ...

    async def set_away(self, game_id: int, seat: int, away: bool) -> None: ...

    async def record_hint(self, game_id: int, seat: int, version: int) -> bool: ...

    async def hints_used(self, game_id: int) -> dict[int, int]: ...

    async def set_timers(self, game_id: int, timers: Mapping[str, Any] | None) -> None: ...

    async def set_table_message(self, game_id: int, message_id: int | None) -> None: ...

    async def set_ping_message(self, game_id: int, message_id: int | None) -> None: ...

    async def get(self, game_id: int) -> Game | None: ...

    async def record(self, game_id: int) -> dict[str, Any] | None: ...

    async def lobby_games(self) -> list[Game]: ...

    async def last_finished_in_channel(self, channel_id: int) -> Game | None: ...

    async def active_records(self) -> list[tuple[Game, dict[str, Any] | str]]: ...


class ResultStore(Protocol):
    """Where a finished game's results go (``storage.ResultRepo`` is one)."""

    async def record_results(
        self,
        game_id: int,
        verdict: VerdictLike,
        *,
        owed: Sequence[str] = (),
        rate: RateFn | None = None,
    ) -> Any: ...

    async def for_game(self, game_id: int) -> GameResult | None: ...


class RatingStore(Protocol):
    """Ratings as stored (``storage.RatingRepo`` is one)."""

    async def changes(self, game_id: int, league_id: int = 0) -> list[RatingChange]: ...

    async def rank(self, guild_id: int, user_id: int, league_id: int = 0) -> int | None: ...


class OutboxStore(Protocol):
    """Messages owed to players (``storage.OutboxRepo`` is one)."""

    async def owed(self, game_id: int | None = None) -> list[OutboxItem]: ...

    async def mark_sent(self, item_id: int, message_id: int) -> None: ...

    async def attempt(self, item_id: int) -> OutboxItem | None: ...

    async def give_up(self, item_id: int, why: str) -> None: ...


class Store(Protocol):
    """Everything the service stores: ``storage.Database`` satisfies it."""

    @property
    def games(self) -> GameStore: ...

    @property
    def results(self) -> ResultStore: ...

    @property
    def outbox(self) -> OutboxStore: ...

    @property
    def ratings(self) -> RatingStore: ...
