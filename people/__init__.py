"""Each person's own settings (``/dobro settings``): how they see cards, and later their
notifications or a vacation pause. No Discord; storage through a protocol
(``storage.Database``'s ``people`` repository is one)."""

from .settings import (
    CARDS,
    SETTINGS,
    PeopleService,
    PersonSettings,
    Setting,
    SettingError,
    SettingsStore,
)

__all__ = [
    "CARDS",
    "SETTINGS",
    "PeopleService",
    "PersonSettings",
    "Setting",
    "SettingError",
    "SettingsStore",
]
