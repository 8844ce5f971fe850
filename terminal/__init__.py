"""Every game in a terminal: one renderer per game (``terminal/<game>.py``, exposing
``TERMINAL``, a ``terminal.base.TerminalGame``), beside the Discord ones (``cogs/games/``).
The command line that runs them, the same for every game, is ``games.cli``
(``python -m games replay|play|arena --game x``, or ``python -m x_rules replay|play|arena``).
Nothing here imports Discord, storage or the services."""

from __future__ import annotations

import importlib
from functools import cache
from typing import Any

from games.catalogue import UnknownGame, module, names, on_forget

from .base import (
    EXIT_EOF,
    EXIT_INTERRUPTED,
    ArenaSpec,
    OneLineParser,
    Quit,
    TerminalGame,
    name_problem,
    parse,
    save_option_problem,
    save_problem,
    save_record,
)


@cache
def renderer(game: str) -> TerminalGame[Any, Any]:
    """The terminal renderer of ``game`` (``UnknownGame`` for a name the catalogue does not
    hold)."""
    if game not in names():
        raise UnknownGame(game)
    path = module(game, "terminal")
    found: TerminalGame[Any, Any] = importlib.import_module(path).TERMINAL
    if found.game != game:
        raise RuntimeError(f"{path}.TERMINAL plays {found.game!r}, not {game!r}")
    return found


on_forget(renderer.cache_clear)

__all__ = [
    "EXIT_EOF",
    "EXIT_INTERRUPTED",
    "ArenaSpec",
    "OneLineParser",
    "Quit",
    "TerminalGame",
    "name_problem",
    "parse",
    "renderer",
    "save_option_problem",
    "save_problem",
    "save_record",
]
