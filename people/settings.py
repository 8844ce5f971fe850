"""Each person's settings, declared once here and stored one row per setting changed.

A setting is a name, its choices and its default (``Setting``); ``SETTINGS`` lists them all.
Storage keeps only what a person changed, as words, so a later setting (notifications, a
vacation pause) is one more ``Setting`` line and its words: no new table, column or migration.
The service caches what it read (bounded: the most recent people), applies a change at once,
and forgets a person on ``/dobro forget-me``.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Protocol


@dataclass(frozen=True, slots=True)
class Setting:
    """One per-person setting: its ``name`` (the command's option, the stored row), the
    ``choices`` it takes (words; ``<key>`` labels are ``settings.<name>.<choice>`` in the
    catalogue) and the ``default`` of someone who never changed it. A setting whose value is
    not a choice (a date) gives its ``pattern`` instead: any word matching it."""

    name: str
    choices: tuple[str, ...]
    default: str
    pattern: str | None = None

    def allows(self, value: str) -> bool:
        """Whether ``value`` is one of this setting's values."""
        if self.pattern is not None:
            return re.fullmatch(self.pattern, value) is not None
        return value in self.choices


#: How cards are shown to the person: their pictures (emojis), or words a screen reader reads
#: (``faces.as_words``) wherever the bot shows them to that person alone.
CARDS = Setting("cards", ("pictures", "text"), "pictures")

#: Whether the person is told by DM that it is their turn at a table that waits days (issue
#: 34: ``/dobro-me notify turns:dm``): once per turn, never at faster tables.
TURNS = Setting("turns", ("off", "dm"), "off")

#: A vacation (``/dobro-me away``): "<from>-<until>", Unix seconds; their clock is frozen at
#: tables that wait days meanwhile, within each server's limit. Empty: none.
AWAY = Setting("away", (), "", pattern=r"[0-9]{1,12}-[0-9]{1,12}")

#: Every per-person setting, by name.
SETTINGS: Mapping[str, Setting] = MappingProxyType({s.name: s for s in (CARDS, TURNS, AWAY)})

#: People whose settings are kept in memory (the most recently seen).
CACHED_PEOPLE = 20_000


class SettingError(Exception):
    """A refusal for the person who asked: ``code`` is a catalogue key, ``params`` its
    placeholders."""

    def __init__(self, code: str, /, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


@dataclass(frozen=True, slots=True)
class PersonSettings:
    """A person's settings: what they changed (``changed``), the defaults for the rest."""

    user_id: int
    changed: Mapping[str, str] = field(default_factory=dict)

    def __getitem__(self, name: str) -> str:
        setting = SETTINGS[name]
        value = self.changed.get(name)
        return value if value is not None and setting.allows(value) else setting.default

    @property
    def cards_as_words(self) -> bool:
        """Cards shown as words rather than pictures (``/dobro settings cards:text``)."""
        return self[CARDS.name] == "text"

    @property
    def turns_by_dm(self) -> bool:
        """Told by DM when it is their turn at a table that waits days."""
        return self[TURNS.name] == "dm"

    @property
    def away(self) -> tuple[float, float] | None:
        """Their vacation, (from, until) in Unix seconds, if one was set."""
        value = self[AWAY.name]
        if not value:
            return None
        start, until = value.split("-")
        return float(start), float(until)


class SettingsStore(Protocol):
    """What the service stores (``storage.PersonSettingsRepo`` is one)."""

    async def get(self, user_id: int) -> dict[str, str]: ...

    async def set(self, user_id: int, name: str, value: str | None) -> dict[str, str]: ...

    async def forget(self, user_id: int) -> int: ...


class PeopleService:
    """People's settings, read through a bounded cache that every change updates."""

    def __init__(self, store: SettingsStore, *, cached: int = CACHED_PEOPLE) -> None:
        self.store = store
        self._most = cached
        self._cache: OrderedDict[int, PersonSettings] = OrderedDict()

    def _keep(self, found: PersonSettings) -> PersonSettings:
        self._cache[found.user_id] = found
        self._cache.move_to_end(found.user_id)
        while len(self._cache) > self._most:
            self._cache.popitem(last=False)
        return found

    async def get(self, user_id: int) -> PersonSettings:
        found = self._cache.get(user_id)
        if found is not None:
            self._cache.move_to_end(user_id)
            return found
        return self._keep(PersonSettings(user_id, MappingProxyType(await self.store.get(user_id))))

    def cached(self, user_id: int) -> PersonSettings | None:
        """The person's settings if already read."""
        return self._cache.get(user_id)

    async def set(self, user_id: int, name: str, value: str | None) -> PersonSettings:
        """Change one setting (None: back to its default). ``SettingError`` for a setting or
        a value that does not exist; storage first, then the cache (a failed write changes
        nothing)."""
        setting = SETTINGS.get(name)
        if setting is None:
            raise SettingError("settings.unknown", name=name)
        if value is not None and not setting.allows(value):
            raise SettingError("settings.bad_value", name=name, values=", ".join(setting.choices))
        stored = value if value != setting.default else None  # the default needs no row
        changed = await self.store.set(user_id, name, stored)
        return self._keep(PersonSettings(user_id, MappingProxyType(changed)))

    async def forget(self, user_id: int) -> int:
        """Everything kept about the person's settings (``/dobro forget-me``)."""
        self._cache.pop(user_id, None)
        return await self.store.forget(user_id)
