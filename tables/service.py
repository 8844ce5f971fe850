"""The table service: the one place where a table changes.

One ``asyncio.Lock`` per table serialises everything that touches it: seating, starting, every
move, every timer. A move is checked by the engine, committed to storage (with the table's new
deadlines, in one transaction), and only then kept in the table's log and told to the
listeners; a move storage refuses leaves the table exactly as it was. The service never
changes a game state in place: the engine makes each move's new state (``GameRules.apply``;
the in-place path is the engines' own, for their searches and replays), and the table takes
it once storage has kept the move (see ``moves.py``). Readers get a read-only ``TableView``
from ``TableService.view``: only stored moves, and a state that no later move changes.
Nothing here knows Discord: cogs call in with user ids and get tables and events back, and
listeners (the table's writer) hear about every change.

Errors are ``TableError`` codes (see ``tables.model.TableError``) and the game's refusals
(``GameRules.illegal``); nothing else is meant for players.

``TableService`` is one class to its callers (the cogs, the tournaments, the tests) and one
module per seam inside: ``core.py`` (the open tables, the listeners, the deadlines), then, each
on top of the one before, ``records.py``, ``moves.py``, ``races.py``, ``timing.py``,
``lobby.py`` and ``play.py`` (see ``core.py``).
"""

from __future__ import annotations

from .core import (
    AI_LEVELS,
    COMPUTER_NAMES,
    DRAW_GRACE,
    MAX_GAME_ID,
    RACE_COUNTDOWN,
    RACE_HOLD,
    SEEN_AFTER_MS,
    SHOWN_WAIT,
    STILL_GOOD_WINDOW,
    TIMEOUT_MOVES,
    Listener,
    Preview,
    unique_name,
)
from .play import Play
from .records import Export, standing_of

__all__ = [
    "AI_LEVELS",
    "COMPUTER_NAMES",
    "DRAW_GRACE",
    "MAX_GAME_ID",
    "RACE_COUNTDOWN",
    "RACE_HOLD",
    "SEEN_AFTER_MS",
    "SHOWN_WAIT",
    "STILL_GOOD_WINDOW",
    "TIMEOUT_MOVES",
    "Export",
    "Listener",
    "Preview",
    "TableService",
    "standing_of",
    "unique_name",
]


class TableService(Play):
    """Every open table of the bot, in memory, backed by storage: lobby, play, races and timers
    (``Play`` and the parts below it)."""
