"""Each person's own settings (``/dobro settings``): how they see cards, and later their
notifications or a vacation pause. No Discord; storage through a protocol
(``storage.Database``'s ``people`` repository is one)."""

from .notices import (
    AWAY_DAYS,
    MAX_AWAY_DAYS,
    NEXT_GAME_WINDOW,
    Notices,
    NoticeStore,
    vacation_until,
)
from .settings import (
    AWAY,
    CARDS,
    SETTINGS,
    TURNS,
    PeopleService,
    PersonSettings,
    Setting,
    SettingError,
    SettingsStore,
)

__all__ = [
    "AWAY",
    "AWAY_DAYS",
    "CARDS",
    "MAX_AWAY_DAYS",
    "NEXT_GAME_WINDOW",
    "SETTINGS",
    "TURNS",
    "NoticeStore",
    "Notices",
    "PeopleService",
    "PersonSettings",
    "Setting",
    "SettingError",
    "SettingsStore",
    "vacation_until",
]
