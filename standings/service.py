"""The standings service: what the leaderboard, history, stats, void and forget-me commands
call. No Discord; storage comes in through a protocol (``storage.Database`` is one), so the
cogs stay thin and the same rules hold whichever backend stores the results.

Ratings are always computed here, with ``rate_values`` (OpenSkill Plackett–Luce): storage only
runs the SQL around them, in one transaction per change.
"""

from __future__ import annotations

from typing import Any, Protocol

from storage import BoardPage, BoardSort, CannotVoid, HistoryPage, PlayerStats

from .ratings import rate_values


class StandingsError(Exception):
    """A refusal meant for the person who asked: ``code`` is a catalogue key, ``params`` its
    placeholders ("void.unknown", id=12)."""

    def __init__(self, code: str, /, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


class BoardStore(Protocol):
    async def leaderboard(
        self,
        guild_id: int,
        sort: BoardSort | str = ...,
        *,
        min_games: int | None = None,
        page: int = 1,
        user_id: int | None = None,
    ) -> BoardPage: ...

    async def history(self, guild_id: int, *, page: int = 1) -> HistoryPage: ...


class StatsStore(Protocol):
    async def player(self, guild_id: int, user_id: int) -> PlayerStats | None: ...


class ResultChanges(Protocol):
    async def void_game(self, guild_id: int, game_id: int, reason: str, rate: Any) -> None: ...

    async def forget_player(self, guild_id: int, user_id: int, rate: Any) -> int: ...


class RatingRecompute(Protocol):
    async def recompute(self, guild_id: int, rate: Any) -> int: ...


class StandingsStore(Protocol):
    """What the standings read and change (``storage.Database`` satisfies it)."""

    @property
    def boards(self) -> BoardStore: ...

    @property
    def stats(self) -> StatsStore: ...

    @property
    def results(self) -> ResultChanges: ...

    @property
    def ratings(self) -> RatingRecompute: ...


#: Longest reason a moderator may give for voiding a game.
MAX_REASON = 200


class StandingsService:
    """Leaderboards, history, player statistics, and the changes that rebuild them."""

    def __init__(self, store: StandingsStore) -> None:
        self.store = store

    async def leaderboard(
        self,
        guild_id: int,
        sort: BoardSort | str,
        *,
        min_games: int | None = None,
        page: int = 1,
        user_id: int | None = None,
    ) -> BoardPage:
        """One page of the guild's board and the caller's own row (an unknown sort, e.g. from
        an old button, reads as the default: by rating)."""
        try:
            order = BoardSort(sort)
        except ValueError:
            order = BoardSort.RATING
        return await self.store.boards.leaderboard(
            guild_id, order, min_games=min_games, page=page, user_id=user_id
        )

    async def history(self, guild_id: int, page: int = 1) -> HistoryPage:
        """One page of the guild's started games, newest first."""
        return await self.store.boards.history(guild_id, page=page)

    async def player(self, guild_id: int, user_id: int) -> PlayerStats | None:
        """A person's statistics in the guild, or None when they finished no game there."""
        return await self.store.stats.player(guild_id, user_id)

    async def recompute(self, guild_id: int) -> int:
        """Recompute the guild's ratings from its stored results, in game order; returns how
        many games were rated."""
        return await self.store.ratings.recompute(guild_id, rate_values)

    async def void(self, guild_id: int, game_id: int, reason: str) -> str:
        """A moderator's void: the game stops counting, totals and ratings are rebuilt. Returns
        the reason as stored. Raises ``StandingsError`` ("void.no_reason", "void.unknown",
        "void.not_finished", "void.voided") and then changes nothing."""
        reason = " ".join(reason.split())[:MAX_REASON]
        if not reason:
            raise StandingsError("void.no_reason")
        try:
            await self.store.results.void_game(guild_id, game_id, reason, rate_values)
        except CannotVoid as exc:
            raise StandingsError(f"void.{exc.why}", id=game_id) from exc
        return reason

    async def forget(self, guild_id: int, user_id: int) -> int:
        """``/dobro forget-me``, confirmed: the person's totals, ratings and seats in ended
        games go; returns how many past results now show "a former player"."""
        return await self.store.results.forget_player(guild_id, user_id, rate_values)
