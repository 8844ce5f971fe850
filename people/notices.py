"""Who is told what, and when (issue 34): pings for the next game, "your turn" by DM, and
vacations. No Discord: the table extension asks, then speaks.

- **The next game.** A person subscribes to a game in a place (a server): when a table of that
  game opens there, its lobby pings the subscribers in one message, never its host, and
  nobody more than once per ``NEXT_GAME_WINDOW`` however many tables open (claimed in
  storage, so two processes never both ping).
- **Your turn.** Someone who asked (``TURNS``: dm) is told by DM when a turn of theirs begins
  at a table that waits days, once per turn (claimed in storage, across restarts).
- **Away.** A vacation of some days (``AWAY``) freezes the person's clock at tables that wait
  days; each server limits how long (``vacation_until``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from storage import Game

from .settings import AWAY, TURNS, PeopleService

#: At most one next-game ping per person in this many seconds.
NEXT_GAME_WINDOW = 30 * 60
#: At most this many people are pinged by one table (one message).
MAX_CALLED = 50
#: A server's limit on how many days a vacation freezes a person's clock there, when its
#: moderators set none (``/dobro config away``), and the longest vacation one may ask for.
AWAY_DAYS = 14
MAX_AWAY_DAYS = 30
DAY = 24 * 60 * 60


class NoticeStore(Protocol):
    """What the service stores (``storage.NoticeRepo`` is one)."""

    async def subscribe(self, guild_id: int, user_id: int, game: str, on: bool) -> bool: ...

    async def subscriptions(self, user_id: int, guild_id: int | None = None) -> list[str]: ...

    async def claim_pings(
        self, guild_id: int, game: str, *, skip: int, window: float, now: float, limit: int = ...
    ) -> list[int]: ...

    async def claim_turn(self, game_id: int, user_id: int, since: int) -> bool: ...

    async def forget(self, user_id: int, guild_id: int | None = None) -> int: ...

    async def open_games(self, user_id: int, guild_id: int | None = None) -> list[Game]: ...


def vacation_until(start: float, until: float, limit_days: int | None) -> float:
    """When a vacation from ``start`` to ``until`` stops freezing a person's clock at a
    server's tables: at its end, or once the server's limit of days is used (None: the
    default, ``AWAY_DAYS``; 0: vacations freeze nothing there)."""
    days = AWAY_DAYS if limit_days is None else limit_days
    return min(until, start + days * DAY)


class Notices:
    """Subscriptions, turn notices and vacations, over storage and each person's settings."""

    def __init__(self, store: NoticeStore, people: PeopleService, now: Callable[[], float]) -> None:
        self.store = store
        self.people = people
        self.now = now

    async def subscribe(self, guild_id: int, user_id: int, game: str, on: bool) -> bool:
        """Ping ``user_id`` (or not) when a table of ``game`` opens in ``guild_id``; whether
        that changed anything."""
        return await self.store.subscribe(guild_id, user_id, game, on)

    async def subscriptions(self, user_id: int, guild_id: int | None = None) -> list[str]:
        return await self.store.subscriptions(user_id, guild_id)

    async def next_game(self, guild_id: int, game: str, host_id: int) -> list[int]:
        """The people to ping now for a table of ``game`` its host opened in ``guild_id``
        (claimed: they count as pinged from now)."""
        return await self.store.claim_pings(
            guild_id, game, skip=host_id, window=NEXT_GAME_WINDOW, now=self.now(), limit=MAX_CALLED
        )

    async def turns_by_dm(self, user_id: int) -> bool:
        return (await self.people.get(user_id)).turns_by_dm

    async def set_turns(self, user_id: int, by_dm: bool) -> None:
        await self.people.set(user_id, TURNS.name, "dm" if by_dm else "off")

    async def turn_due(self, game_id: int, user_id: int, since: int) -> bool:
        """Whether to DM ``user_id`` that their turn at ``game_id`` (begun at ``since``) has
        come: they asked for it, and nobody told them of this turn yet (now it counts as
        told)."""
        if not await self.turns_by_dm(user_id):
            return False
        return await self.store.claim_turn(game_id, user_id, since)

    async def away(self, user_id: int) -> tuple[float, float] | None:
        """The person's vacation (from, until), if it is not over."""
        found = (await self.people.get(user_id)).away
        if found is None or found[1] <= self.now():
            return None
        return found

    async def set_away(self, user_id: int, days: float) -> tuple[float, float] | None:
        """A vacation of ``days`` from now (at most ``MAX_AWAY_DAYS``); 0: back now. Returns
        it (from, until), None when back."""
        if days <= 0:
            await self.people.set(user_id, AWAY.name, None)
            return None
        start = self.now()
        until = start + min(days, MAX_AWAY_DAYS) * DAY
        await self.people.set(user_id, AWAY.name, f"{int(start)}-{int(until)}")
        return float(int(start)), float(int(until))

    async def forget(self, user_id: int, guild_id: int | None = None) -> int:
        """``/dobro forget-me``: their subscriptions (in that server, or everywhere)."""
        return await self.store.forget(user_id, guild_id)

    async def open_games(self, user_id: int, guild_id: int | None = None) -> list[Game]:
        """``/dobro-me games``: the open tables where ``user_id`` holds a seat, in
        ``guild_id`` or anywhere, newest first (every process's, from storage)."""
        return await self.store.open_games(user_id, guild_id)
