"""The table service: seats, moves, timers and computer seats, one lock per table.

Nothing here imports Discord. ``bot.py`` builds a ``TableService`` over storage and the system
clock; the cogs call it with user ids and render what it returns.
"""

from .clock import SystemClock, sleep_or_wake
from .model import (
    AWAY_AFTER,
    CHALLENGE_LIFETIME,
    DAY,
    DEFAULT_TIMER,
    DELIVERIES,
    HOUR,
    HURRY_AFTER,
    HURRY_TIMER,
    IDLE_LIMIT,
    LOBBY_LIFETIME,
    LONG_TIMER,
    PLACES,
    TIMER_CHOICES,
    ClaimAnswer,
    Race,
    Table,
    TableError,
    TableFacts,
    TableSettings,
    TableView,
    Timers,
    idle_limit,
)
from .ports import Clock, GameStore, ResultStore, Store
from .scheduler import Plan, Scheduler
from .service import AI_LEVELS, COMPUTER_NAMES, DRAW_GRACE, TableService, unique_name

__all__ = [
    "AI_LEVELS",
    "AWAY_AFTER",
    "CHALLENGE_LIFETIME",
    "COMPUTER_NAMES",
    "DAY",
    "DEFAULT_TIMER",
    "DELIVERIES",
    "DRAW_GRACE",
    "HOUR",
    "HURRY_AFTER",
    "HURRY_TIMER",
    "IDLE_LIMIT",
    "LOBBY_LIFETIME",
    "LONG_TIMER",
    "PLACES",
    "TIMER_CHOICES",
    "ClaimAnswer",
    "Clock",
    "GameStore",
    "Plan",
    "Race",
    "ResultStore",
    "Scheduler",
    "Store",
    "SystemClock",
    "Table",
    "TableError",
    "TableFacts",
    "TableService",
    "TableSettings",
    "TableView",
    "Timers",
    "idle_limit",
    "sleep_or_wake",
    "unique_name",
]
