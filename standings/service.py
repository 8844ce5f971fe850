"""The standings service: what the leaderboard, history, stats, void and forget-me commands
call. No Discord; storage comes in through a protocol (``storage.Database`` is one), so the
cogs stay thin and the same rules hold whichever backend stores the results.

Ratings are always computed here, with ``rate_values`` (OpenSkill Plackett–Luce): storage only
runs the SQL around them, in one transaction per change.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any, Literal, Protocol

from games.catalogue import DEFAULT_GAME, GAMES, rules
from storage import BoardPage, BoardSort, CannotVoid, HistoryPage, PlayerStats

from .counting import rejudge
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
        game: str = ...,
    ) -> BoardPage: ...

    async def history(
        self, guild_id: int, *, page: int = 1, game: str | None = None
    ) -> HistoryPage: ...


class StatsStore(Protocol):
    async def player(
        self, guild_id: int, user_id: int, *, game: str = ..., best: Literal["low", "high"] = ...
    ) -> PlayerStats | None: ...


class ResultChanges(Protocol):
    async def void_game(self, guild_id: int, game_id: int, reason: str, rate: Any) -> None: ...

    async def rejudge(self, guild_id: int, judge: Any) -> int: ...

    async def forget_player(self, guild_id: int, user_id: int, rate: Any) -> int: ...


class RatingRecompute(Protocol):
    async def recompute(self, guild_id: int, rate: Any) -> int: ...

    async def jobs(self) -> list[int]: ...


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


def _known(game: str) -> str:
    """A game of the catalogue (an old button naming a game no longer offered: refused)."""
    if game not in GAMES:
        raise StandingsError("standings.unknown_game", game=game)
    return game


#: Longest reason a moderator may give for voiding a game.
MAX_REASON = 200
#: Cooldowns (seconds): heavy standings work is never repeated at will. forget-me: once an
#: hour per person, and one a minute in a guild; recompute: once per ten minutes per guild (and
#: per moderator).
FORGET_PERSON = 60 * 60
FORGET_GUILD = 60
RECOMPUTE_GUILD = 10 * 60
RECOMPUTE_PERSON = 10 * 60


class StandingsService:
    """Leaderboards, history, player statistics, and the changes that rebuild them.

    The changes (forget-me, void, recompute) compute outside storage's write lock and write
    in one short transaction (storage's ``RatingPlan``); one at a time per guild in this
    process (a lock per guild), and forget-me and recompute have cooldowns (``now``: the clock,
    injected by tests)."""

    def __init__(self, store: StandingsStore, *, now: Callable[[], float] | None = None) -> None:
        self.store = store
        self.now = now or time.time
        self._locks: dict[int, asyncio.Lock] = {}
        #: (what, scope) -> when the cooldown ends (scope: a guild id, or (guild, user)).
        self._cooldowns: dict[tuple[str, Any], float] = {}

    def _lock(self, guild_id: int) -> asyncio.Lock:
        return self._locks.setdefault(guild_id, asyncio.Lock())

    def _cool(self, *limits: tuple[str, Any, float]) -> None:
        """Refuse (``cooldown``, with when it ends) if any cooldown runs; else start them all."""
        now = self.now()
        ends = max((self._cooldowns.get((what, key), 0.0) for what, key, _ in limits), default=0)
        if ends > now:
            raise StandingsError("standings.cooldown", when=int(ends) + 1)
        for what, key, seconds in limits:
            self._cooldowns[(what, key)] = now + seconds
        if len(self._cooldowns) > 10_000:  # forget what no longer holds anyone back
            self._cooldowns = {k: v for k, v in self._cooldowns.items() if v > now}

    async def leaderboard(
        self,
        guild_id: int,
        sort: BoardSort | str,
        *,
        min_games: int | None = None,
        page: int = 1,
        user_id: int | None = None,
        game: str = DEFAULT_GAME,
    ) -> BoardPage:
        """One page of the guild's board of one game and the caller's own row (an unknown
        sort, e.g. from an old button, reads as the default: by rating)."""
        try:
            order = BoardSort(sort)
        except ValueError:
            order = BoardSort.RATING
        return await self.store.boards.leaderboard(
            guild_id, order, min_games=min_games, page=page, user_id=user_id, game=_known(game)
        )

    async def history(self, guild_id: int, page: int = 1, game: str | None = None) -> HistoryPage:
        """One page of the guild's started games (of every game, or of one), newest first."""
        return await self.store.boards.history(
            guild_id, page=page, game=None if game is None else _known(game)
        )

    async def player(
        self, guild_id: int, user_id: int, game: str = DEFAULT_GAME
    ) -> PlayerStats | None:
        """A person's statistics at one game in the guild, or None when they finished none."""
        return await self.store.stats.player(
            guild_id, user_id, game=_known(game), best=rules(game).score_order
        )

    async def recompute(self, guild_id: int, user_id: int | None = None) -> int:
        """Recompute the guild's standings from scratch: every finished game judged again by
        the counting policy from what its results keep, totals and open leagues rebuilt, then
        the ratings replayed in game order; returns how many games were rated. Refused during
        the cooldown (``standings.cooldown``)."""
        limits: list[tuple[str, Any, float]] = [("recompute", guild_id, RECOMPUTE_GUILD)]
        if user_id is not None:
            limits.append(("recompute", (guild_id, user_id), RECOMPUTE_PERSON))
        self._cool(*limits)
        async with self._lock(guild_id):
            return await self._recompute(guild_id)

    async def _recompute(self, guild_id: int) -> int:
        """Under the guild's lock: judge again, rebuild totals, replay ratings."""
        await self.store.results.rejudge(guild_id, rejudge)
        return await self.store.ratings.recompute(guild_id, rate_values)

    async def run_jobs(self, guilds: Callable[[int], bool] | None = None) -> int:
        """Standings work owed since an upgrade (a guild judged again and rated, once),
        for the guilds this process holds (``guilds``: a filter; None: all). Returns how many
        guilds were done."""
        done = 0
        for guild_id in await self.store.ratings.jobs():
            if guilds is not None and not guilds(guild_id):
                continue
            async with self._lock(guild_id):
                await self._recompute(guild_id)
            done += 1
        return done

    async def void(self, guild_id: int, game_id: int, reason: str) -> str:
        """A moderator's void: the game stops counting, totals and ratings are rebuilt. Returns
        the reason as stored. Raises ``StandingsError`` ("void.no_reason", "void.unknown",
        "void.not_finished", "void.voided") and then changes nothing."""
        reason = " ".join(reason.split())[:MAX_REASON]
        if not reason:
            raise StandingsError("void.no_reason")
        try:
            async with self._lock(guild_id):
                await self.store.results.void_game(guild_id, game_id, reason, rate_values)
        except CannotVoid as exc:
            raise StandingsError(f"void.{exc.why}", id=game_id) from exc
        return reason

    async def forget(self, guild_id: int, user_id: int) -> int:
        """``/dobro forget-me``, confirmed: the person's totals, ratings and seats in ended
        games go; returns how many past results now show "a former player". Refused during
        the cooldown (``standings.cooldown``): once an hour per person, a minute per guild."""
        self._cool(
            ("forget", (guild_id, user_id), FORGET_PERSON), ("forget", guild_id, FORGET_GUILD)
        )
        async with self._lock(guild_id):
            return await self.store.results.forget_player(guild_id, user_id, rate_values)
