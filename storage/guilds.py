"""A configuration per guild (``/dobro config``, migration 11): one row, every field optional.

A field that is not set (NULL) means the built-in default; the config service caches rows and
applies them at once. ``channels`` None means every channel; otherwise the ids allowed.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any

from .database import dumps, utcnow
from .games import check_id

if TYPE_CHECKING:
    from .backend import Backend as Database


@dataclass(frozen=True, slots=True)
class GuildConfig:
    """A guild's settings as stored; None: not set (the default applies)."""

    guild_id: int
    language: str | None = None
    moderator_role_id: int | None = None
    #: The default turn timer in seconds; 0: no timer.
    timer: int | None = None
    drawing: str | None = None
    variant: str | None = None
    #: Where tables may be opened; None: every channel.
    channels: tuple[int, ...] | None = None
    #: The game ``/dobro new`` opens when none is chosen (migration 13); None: Dobro.
    game: str | None = None
    #: Whether new casual tables offer *Hint* (migration 16); None: they do. League and
    #: tournament tables never do.
    hints: bool | None = None


_FIELDS = tuple(f.name for f in fields(GuildConfig))
#: A language's shape (its folder's name, "fr", "pt-BR"): which languages exist is the
#: catalogue's business (``locales.LANGUAGES``, checked by the config command), never the
#: schema's (migration 17 dropped the list), so a new language needs no migration.
_LANGUAGE_TAG = re.compile(r"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$")
_COLUMNS = ", ".join(_FIELDS)


def _row(row: Any) -> GuildConfig:
    values = dict(zip(_FIELDS, row, strict=True))
    if values["channels"] is not None:
        values["channels"] = tuple(json.loads(values["channels"]))
    if values["hints"] is not None:
        values["hints"] = bool(values["hints"])
    return GuildConfig(**values)


class GuildConfigRepo:
    """Read and change a guild's configuration, one field or several in one transaction."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def get(self, guild_id: int) -> GuildConfig:
        """The guild's configuration (nothing set if it never changed one)."""
        check_id(guild_id, "guild_id")
        rows = await self._db.fetchall(
            f"SELECT {_COLUMNS} FROM guild_config WHERE guild_id = ?", (guild_id,)
        )
        return _row(rows[0]) if rows else GuildConfig(guild_id)

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
        return _row(rows[0])


_ALLOWED = {
    "drawing": {"auto", "manual"},
    "variant": {"standard", "long"},
}
