"""The games the bot plays: one line a game, naming its rules package.

A rules package exposes ``GAME`` (a ``games.protocol.GameRules``). The platform looks games up
here by the name stored with every table (``rules("sticks")``); nothing above the rules names a
game anywhere else. A game's renderers live by the same name: ``cogs.games.<name>`` (Discord)
and ``terminal.<name>`` (the terminal); ``module(name, part)`` says where each part is.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache
from typing import Any, Literal

from .protocol import GameRules

#: Name -> rules package, in the order commands offer them (the first is the default).
GAMES: dict[str, str] = {
    "dobro": "dobro_rules",
    "sticks": "sticks_rules",
    "ten": "ten_rules",
    "dobble": "dobble_rules",
}

DEFAULT_GAME = next(iter(GAMES))

#: A part of a game: its rules package, its Discord renderer, its terminal renderer.
Part = Literal["rules", "discord", "terminal"]

#: Where a registered game keeps a part elsewhere than its usual place (``registered``).
_ELSEWHERE: dict[tuple[str, Part], str] = {}


class UnknownGame(LookupError):
    """A game name the bot does not play (an old or forged value)."""


def module(name: str, part: Part) -> str:
    """The module of ``part`` of game ``name``: ``x_rules``, ``cogs.games.x``, ``terminal.x``."""
    if name not in GAMES:
        raise UnknownGame(name)
    usual = {"rules": GAMES[name], "discord": f"cogs.games.{name}", "terminal": f"terminal.{name}"}
    return _ELSEWHERE.get((name, part), usual[part])


@cache
def rules(name: str) -> GameRules[Any, Any]:
    """The rules of game ``name`` (``UnknownGame`` if the bot does not play it)."""
    package = module(name, "rules")
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


#: Clearers of caches kept elsewhere by game name (the renderers' lookups: ``on_forget``).
_clearers: list[Callable[[], None]] = []


def on_forget(clear: Callable[[], None]) -> None:
    """Have ``clear`` called whenever the catalogue changes (a cache of lookups by name)."""
    _clearers.append(clear)


def forget() -> None:
    """Drop every cached lookup of a game (after the catalogue changed)."""
    rules.cache_clear()
    illegal_errors.cache_clear()
    for clear in _clearers:
        clear()


@contextmanager
def registered(
    name: str, package: str, *, discord: str | None = None, terminal: str | None = None
) -> Iterator[None]:
    """The catalogue with one more line while the block runs: game ``name`` from rules
    package ``package`` (its renderers at ``discord`` and ``terminal`` if not at their usual
    places). For tests: a game registered here is never offered to players."""
    if name in GAMES:
        raise ValueError(f"{name!r} is in the catalogue already")
    GAMES[name] = package
    if discord is not None:
        _ELSEWHERE[name, "discord"] = discord
    if terminal is not None:
        _ELSEWHERE[name, "terminal"] = terminal
    forget()
    try:
        yield
    finally:
        del GAMES[name]
        _ELSEWHERE.pop((name, "discord"), None)
        _ELSEWHERE.pop((name, "terminal"), None)
        forget()
