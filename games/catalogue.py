"""The games the bot plays: one line a game, naming its rules package.

A rules package exposes ``GAME`` (a ``games.protocol.GameRules``). The platform looks games up
here by the name stored with every table (``rules("sticks")``); nothing above the rules names a
game anywhere else. The Discord layer keeps its renderers by the same names
(``cogs.games``).
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import Any

from .protocol import GameRules

#: Name -> rules package, in the order commands offer them (the first is the default).
GAMES: dict[str, str] = {
    "dobro": "dobro_rules",
    "sticks": "sticks_rules",
    "ten": "ten_rules",
    "dobble": "dobble_rules",
}

DEFAULT_GAME = next(iter(GAMES))


class UnknownGame(LookupError):
    """A game name the bot does not play (an old or forged value)."""


@cache
def rules(name: str) -> GameRules[Any, Any]:
    """The rules of game ``name`` (``UnknownGame`` if the bot does not play it)."""
    package = GAMES.get(name)
    if package is None:
        raise UnknownGame(name)
    game = importlib.import_module(package).GAME
    if game.name != name:
        raise RuntimeError(f"{package}.GAME is named {game.name!r}, not {name!r}")
    return game


@cache
def illegal_errors() -> tuple[type[Exception], ...]:
    """Every game's refusal type (``GameRules.illegal``): an exception meant for the player,
    with ``text(lang)`` naming the rule."""
    return tuple(rules(name).illegal for name in GAMES)


def names() -> tuple[str, ...]:
    """Every game the bot plays, the default first."""
    return tuple(GAMES)
