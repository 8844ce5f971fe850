"""Leagues: a guild's seasons, with their own table settings and standings, closed by a
moderator or by their end date (a job that survives restarts) and frozen once closed.

No Discord: the Discord layer asks this service what to post (``owed``) and tells it what
Discord accepted (``mark_posted``); storage and the clock come in through protocols.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from typing import Any, Protocol

from pydantic import ValidationError

from games import DEFAULT_GAME, GAMES, rules
from storage import BoardPage, League, LeagueNameTaken, iso_time
from storage.leagues import MAX_NAME

from .service import StandingsError

#: What ``ends`` accepts: a day (the league ends when it is over, UTC) or a day and a time (UTC).
_DAY = re.compile(r"^\s*(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2}))?\s*$")
#: Examples offered while typing ``ends`` (days from today).
END_EXAMPLES = (7, 14, 28, 90)
#: A league lasts at most this long (a typo such as 2062 instead of 2026 is refused).
MAX_DAYS = 366


class LeagueClock(Protocol):
    def now(self) -> float: ...


class LeagueStore(Protocol):
    async def create(
        self,
        guild_id: int,
        name: str,
        *,
        settings: dict[str, Any],
        created_by: int,
        created_in: int,
        channel_id: int | None = None,
        ends_at: str | None = None,
        lang: str = "en",
        game: str = ...,
    ) -> League: ...

    async def get(self, league_id: int) -> League | None: ...

    async def by_name(self, guild_id: int, name: str) -> League | None: ...

    async def listed(
        self, guild_id: int, *, open_only: bool = False, search: str = "", limit: int = 25
    ) -> list[League]: ...

    async def close(
        self, league_id: int, *, post_channel_id: int, closed_by: int | None = None, now: str
    ) -> League | None: ...

    async def due(self, now: str) -> list[League]: ...

    async def next_end(self) -> str | None: ...

    async def owed(self) -> list[League]: ...

    async def mark_posted(self, league_id: int, message_id: int) -> None: ...

    async def attempt_post(self, league_id: int) -> League | None: ...

    async def give_up_post(self, league_id: int, why: str) -> None: ...

    async def standings(
        self, league: League, *, page: int = 1, user_id: int | None = None, size: int = ...
    ) -> BoardPage: ...


class LeaguesStore(Protocol):
    """What leagues store (``storage.Database`` satisfies it)."""

    @property
    def leagues(self) -> LeagueStore: ...


@dataclass(frozen=True, slots=True)
class EndChoice:
    """An autocomplete example for ``ends``: the value to send and how many days away."""

    value: str
    days: int


def parse_end(text: str, now: float) -> float:
    """When a league given ``ends: text`` closes (clock seconds): "2026-12-31" closes at the
    end of that day (UTC), "2026-12-31 18:00" at that time (UTC). ``StandingsError``
    ("league.bad_date", "league.past_date", "league.far_date") otherwise."""
    found = _DAY.match(text)
    if found is None:
        raise StandingsError("league.bad_date", value=text.strip()[:40])
    year, month, day, hour, minute = found.groups()
    try:
        if hour is None:
            when = datetime.combine(date(int(year), int(month), int(day)), datetime.min.time())
            when = when.replace(tzinfo=UTC) + timedelta(days=1)
        else:
            when = datetime(int(year), int(month), int(day), int(hour), int(minute), tzinfo=UTC)
    except ValueError:
        raise StandingsError("league.bad_date", value=text.strip()[:40]) from None
    seconds = when.timestamp()
    if seconds <= now:
        raise StandingsError("league.past_date", value=text.strip()[:40])
    if seconds - now > MAX_DAYS * 86400:
        raise StandingsError("league.far_date", days=MAX_DAYS)
    return seconds


def end_choices(now: float) -> list[EndChoice]:
    """Dates a moderator may pick for ``ends``: in a week, two, four, about three months."""
    today = datetime.fromtimestamp(now, UTC).date()
    return [EndChoice((today + timedelta(days=d)).isoformat(), d) for d in END_EXAMPLES]


#: A guild id -> whether this process handles that guild (a sharded process: its own).
GuildFilter = Callable[[int], bool]
#: Later than any stored end date, in the stored format (leagues end within a year).
END_OF_TIME = "9999-12-31T23:59:59.999Z"


def _of(leagues: list[League], guilds: GuildFilter | None) -> list[League]:
    return leagues if guilds is None else [x for x in leagues if guilds(x.guild_id)]


class LeagueService:
    """Create, find, rank and close a guild's leagues."""

    def __init__(self, store: LeaguesStore, clock: LeagueClock) -> None:
        self.store = store
        self.clock = clock

    async def create(
        self,
        guild_id: int,
        name: str,
        *,
        created_by: int,
        created_in: int,
        settings: dict[str, Any],
        ends: str | None = None,
        channel_id: int | None = None,
        lang: str = "en",
    ) -> League:
        """A new open league of one game (``settings["game"]``; its tables play
        ``settings["options"]`` with ``settings["timer"]``). ``StandingsError``:
        "league.bad_name", "league.name_taken", "standings.unknown_game", "league.bad_options",
        or a bad ``ends`` (see ``parse_end``); nothing is stored then."""
        clean = " ".join(name.split())
        if not 1 <= len(clean) <= MAX_NAME:
            raise StandingsError("league.bad_name", most=MAX_NAME)
        game = str(settings.get("game", DEFAULT_GAME))
        if game not in GAMES:
            raise StandingsError("standings.unknown_game", game=game)
        try:
            rules(game).options_model(**dict(settings.get("options") or {}))
        except ValidationError as exc:
            raise StandingsError("league.bad_options", detail=str(exc)[:200]) from None
        ends_at = iso_time(parse_end(ends, self.clock.now())) if ends else None
        try:
            return await self.store.leagues.create(
                guild_id,
                clean,
                settings=settings,
                created_by=created_by,
                created_in=created_in,
                channel_id=channel_id,
                ends_at=ends_at,
                lang=lang,
                game=game,
            )
        except LeagueNameTaken:
            raise StandingsError("league.name_taken", name=clean) from None

    async def find(self, guild_id: int, name: str, *, open_only: bool = False) -> League:
        """The guild's league called ``name`` ("league.unknown"; "league.closed" when
        ``open_only`` and it has closed)."""
        league = await self.store.leagues.by_name(guild_id, name)
        if league is None:
            raise StandingsError("league.unknown", name=" ".join(name.split())[:60])
        if open_only and not league.open:
            raise StandingsError("league.closed", name=league.name)
        return league

    async def get(self, guild_id: int, league_id: int) -> League:
        """A league by id, within its guild (an old button of another guild is unknown)."""
        league = await self.store.leagues.get(league_id)
        if league is None or league.guild_id != guild_id:
            raise StandingsError("league.unknown", name=str(league_id))
        return league

    async def listed(
        self, guild_id: int, *, open_only: bool = False, search: str = "", limit: int = 25
    ) -> list[League]:
        """Open leagues first, then recently closed ones (``/dobro league list``, autocomplete)."""
        return await self.store.leagues.listed(
            guild_id, open_only=open_only, search=search, limit=limit
        )

    async def standings(
        self, league: League, *, page: int = 1, user_id: int | None = None, size: int = 10
    ) -> BoardPage:
        return await self.store.leagues.standings(league, page=page, user_id=user_id, size=size)

    async def close(self, league: League, *, closed_by: int, channel_id: int) -> League:
        """A moderator closes an open league: frozen now, its final standings owed to its own
        channel if it has one, else to ``channel_id``. "league.closed" if it already was."""
        closed = await self.store.leagues.close(
            league.id,
            post_channel_id=league.channel_id or channel_id,
            closed_by=closed_by,
            now=iso_time(self.clock.now()),
        )
        if closed is None:
            raise StandingsError("league.closed", name=league.name)
        return closed

    async def close_due(self, guilds: GuildFilter | None = None) -> list[League]:
        """Close every open league whose end date has passed (at start-up, that includes
        those that ended while the bot was down); their final standings are then owed to the
        league's channel, else to the one it was created in. ``guilds``: only the leagues of
        the guilds it accepts (a sharded process's own), the other processes close theirs."""
        now = iso_time(self.clock.now())
        closed = []
        for league in _of(await self.store.leagues.due(now), guilds):
            done = await self.store.leagues.close(
                league.id, post_channel_id=league.channel_id or league.created_in, now=now
            )
            if done is not None:
                closed.append(done)
        return closed

    async def next_end(self, guilds: GuildFilter | None = None) -> float | None:
        """Clock seconds of the next open league's end (of the guilds ``guilds`` accepts), or
        None."""
        if guilds is None:
            stored = await self.store.leagues.next_end()
        else:
            due = _of(await self.store.leagues.due(END_OF_TIME), guilds)
            stored = min((x.ends_at for x in due if x.ends_at is not None), default=None)
        if stored is None:
            return None
        return datetime.fromisoformat(stored.replace("Z", "+00:00")).timestamp()

    async def owed(self, guilds: GuildFilter | None = None) -> list[League]:
        """Closed leagues (of the guilds ``guilds`` accepts) whose final standings Discord has
        not accepted yet."""
        return _of(await self.store.leagues.owed(), guilds)

    async def mark_posted(self, league: League, message_id: int) -> None:
        await self.store.leagues.mark_posted(league.id, message_id)

    async def attempt_post(self, league: League) -> League:
        """A post of the final standings is about to be tried (counted and timed first)."""
        return await self.store.leagues.attempt_post(league.id) or league

    async def give_up_post(self, league: League, why: str) -> None:
        """Discord refuses the final standings for good: kept as undeliverable."""
        await self.store.leagues.give_up_post(league.id, why)
