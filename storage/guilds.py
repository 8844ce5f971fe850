"""A configuration per guild (``/dobro config``, migration 11): one row, every field optional,
and the guild's defaults for any game's table options (``guild_options``, migration 19).

A field that is not set (NULL) means the built-in default; the config service caches rows and
applies them at once. ``channels`` None means every channel; otherwise the ids allowed. An
option's default is stored as its word (``"long"``, ``"5"``) under the game's and the option
field's names: storage knows no game, and checks only the shape (the config service checks the
game's declaration, ``games.options``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from types import MappingProxyType
from typing import Any

from .games import check_id, is_name
from .sql import Sql, dumps, utcnow


@dataclass(frozen=True, slots=True)
class GuildConfig:
    """A guild's settings as stored; None: not set (the default applies)."""

    guild_id: int
    language: str | None = None
    moderator_role_id: int | None = None
    #: The default turn timer in seconds; 0: no timer.
    timer: int | None = None
    #: Where tables may be opened; None: every channel.
    channels: tuple[int, ...] | None = None
    #: The game ``/dobro new`` opens when none is chosen (migration 13); None: Dobro.
    game: str | None = None
    #: Whether new casual tables offer *Hint* (migration 16); None: they do. League and
    #: tournament tables never do.
    hints: bool | None = None
    #: The guild's defaults for games' table options (migration 19): game -> option field ->
    #: the value's word; an option left out starts from the game's own default.
    options: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    #: How many days a person's vacation (``/dobro-me away``) may freeze their clock at this
    #: server's tables (migration 20); None: the default, 0: vacations freeze nothing here.
    away_days: int | None = None

    def option_defaults(self, game: str) -> Mapping[str, str]:
        """The guild's defaults for ``game``'s options (field -> word)."""
        return self.options.get(game, {})


#: The stored columns (``away_days`` came with migration 20).
_FIELDS = tuple(f.name for f in fields(GuildConfig) if f.name != "options")
#: A language's shape (its folder's name, "fr", "pt-BR"): which languages exist is the
#: catalogue's business (``locales.LANGUAGES``, checked by the config command), never the
#: schema's (migration 17 dropped the list), so a new language needs no migration.
_LANGUAGE_TAG = re.compile(r"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$")
_COLUMNS = ", ".join(_FIELDS)
#: The longest word an option's value may be (a slash choice's value is at most 100).
MAX_OPTION_WORD = 100
_OPTIONS_SQL = "SELECT game, name, value FROM guild_options WHERE guild_id = ? ORDER BY game, name"


def _options(rows: Any) -> Mapping[str, Mapping[str, str]]:
    found: dict[str, dict[str, str]] = {}
    for game, name, value in rows:
        found.setdefault(game, {})[name] = value
    return MappingProxyType({g: MappingProxyType(o) for g, o in found.items()})


def _row(row: Any, options: Any = ()) -> GuildConfig:
    values = dict(zip(_FIELDS, row, strict=True))
    if values["channels"] is not None:
        values["channels"] = tuple(json.loads(values["channels"]))
    if values["hints"] is not None:
        values["hints"] = bool(values["hints"])
    return GuildConfig(**values, options=_options(options))


class GuildConfigRepo:
    """Read and change a guild's configuration, one field or several in one transaction."""

    def __init__(self, db: Sql) -> None:
        self._db = db

    async def get(self, guild_id: int) -> GuildConfig:
        """The guild's configuration (nothing set if it never changed one)."""
        check_id(guild_id, "guild_id")
        rows, options = await self._db.fetch_snapshot(
            [
                (f"SELECT {_COLUMNS} FROM guild_config WHERE guild_id = ?", (guild_id,)),
                (_OPTIONS_SQL, (guild_id,)),
            ]
        )
        if rows:
            return _row(rows[0], options)
        return GuildConfig(guild_id, options=_options(options))

    async def update(self, guild_id: int, **changes: Any) -> GuildConfig:
        """Set the given fields (None clears one) and return the whole configuration.

        ``ValueError`` for an unknown field or a value the schema refuses; nothing changes."""
        check_id(guild_id, "guild_id")
        unknown = set(changes) - set(_FIELDS[1:])
        if unknown or not changes:
            raise ValueError(f"unknown configuration fields: {sorted(unknown) or 'none given'}")
        values = dict(changes)
        if values.get("channels") is not None:
            values["channels"] = dumps(sorted({check_id(c, "channel") for c in values["channels"]}))
        for name, allowed in _ALLOWED.items():
            if values.get(name) is not None and values[name] not in allowed:
                raise ValueError(f"{name} must be one of {sorted(allowed)}, not {values[name]!r}")
        if values.get("language") is not None and not (
            isinstance(values["language"], str) and _LANGUAGE_TAG.match(values["language"])
        ):
            raise ValueError(f"language must be a language tag, not {values['language']!r}")
        if values.get("timer") is not None and (
            isinstance(values["timer"], bool)
            or not isinstance(values["timer"], int)
            or values["timer"] < 0
        ):
            raise ValueError(f"timer must be 0 or a number of seconds, not {values['timer']!r}")
        if values.get("game") is not None and (
            not isinstance(values["game"], str) or not values["game"].isidentifier()
        ):
            raise ValueError(f"game must be a game's name, not {values['game']!r}")
        if values.get("hints") is not None:
            if not isinstance(values["hints"], bool):
                raise ValueError(f"hints must be True or False, not {values['hints']!r}")
            values["hints"] = int(values["hints"])
        if values.get("moderator_role_id") is not None:
            check_id(values["moderator_role_id"], "moderator_role_id")
        away = values.get("away_days")
        if away is not None and (
            isinstance(away, bool) or not isinstance(away, int) or not 0 <= away <= 90
        ):
            raise ValueError(f"away_days must be 0 to 90 days, not {away!r}")
        names = sorted(values)
        columns = ", ".join(names)
        marks = ", ".join(f":{n}" for n in names)
        updates = ", ".join(f"{n} = excluded.{n}" for n in names)
        params = {**values, "guild_id": guild_id, "now": utcnow()}
        async with self._db.transaction() as conn:
            await conn.execute(
                f"INSERT INTO guild_config (guild_id, {columns}, updated_at)"
                f" VALUES (:guild_id, {marks}, :now) ON CONFLICT (guild_id) DO UPDATE"
                f" SET {updates}, updated_at = excluded.updated_at",
                params,
            )
            rows = await conn.execute_fetchall(
                f"SELECT {_COLUMNS} FROM guild_config WHERE guild_id = ?", (guild_id,)
            )
            options = await conn.execute_fetchall(_OPTIONS_SQL, (guild_id,))
        return _row(rows[0], options)

    async def set_option(
        self, guild_id: int, game: str, option: str, value: str | None
    ) -> GuildConfig:
        """Set the guild's default for ``game``'s ``option`` (a field of its options model) to
        ``value``'s word, or clear it (None: the game's own default again); return the whole
        configuration. ``ValueError`` for a name or value of the wrong shape; nothing changes."""
        check_id(guild_id, "guild_id")
        for what, name in (("game", game), ("option", option)):
            if not is_name(name):
                raise ValueError(f"{what} must be a name like 'dobro' or 'draw', not {name!r}")
        if value is not None and (
            not isinstance(value, str) or not 1 <= len(value) <= MAX_OPTION_WORD
        ):
            raise ValueError(f"value must be a word of 1 to {MAX_OPTION_WORD} characters")
        now = utcnow()
        async with self._db.transaction() as conn:
            if value is None:
                await conn.execute(
                    "DELETE FROM guild_options WHERE guild_id = ? AND game = ? AND name = ?",
                    (guild_id, game, option),
                )
            else:
                await conn.execute(
                    "INSERT INTO guild_options (guild_id, game, name, value, updated_at)"
                    " VALUES (?, ?, ?, ?, ?) ON CONFLICT (guild_id, game, name) DO UPDATE"
                    " SET value = excluded.value, updated_at = excluded.updated_at",
                    (guild_id, game, option, value, now),
                )
            rows = await conn.execute_fetchall(
                f"SELECT {_COLUMNS} FROM guild_config WHERE guild_id = ?", (guild_id,)
            )
            options = await conn.execute_fetchall(_OPTIONS_SQL, (guild_id,))
        if rows:
            return _row(rows[0], options)
        return GuildConfig(guild_id, options=_options(options))


#: Fields whose values are a fixed list (none now: a language is any folder of ``locales/``,
#: migration 17, and a game's options are ``set_option``'s, migration 19).
_ALLOWED: dict[str, set[str]] = {}
