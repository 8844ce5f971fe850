"""One renderer per game: how its table, hands, results and rules look on Discord.

A renderer is the module ``cogs.games.<name>`` of each game of ``games.catalogue`` (or where
the catalogue says: ``games.catalogue.module``); it exposes
``RENDERER``, meeting ``cogs.games.base.Renderer``. Nothing else in the Discord layer names a
game: the table extension (``cogs.table``) asks ``renderer(table.settings.game)``.
"""

from __future__ import annotations

import importlib
from functools import cache

from games import UnknownGame, names
from games.catalogue import module, on_forget

from .base import Controls, Picture, Renderer

__all__ = ["Controls", "Picture", "Renderer", "renderer", "renderers"]


@cache
def renderer(game: str) -> Renderer:
    """The renderer of ``game`` (``cogs.games.<game>.RENDERER``; ``UnknownGame`` for a name the
    catalogue does not hold, such as a forged command value)."""
    if game not in names():
        raise UnknownGame(game)
    path = module(game, "discord")
    found: Renderer = importlib.import_module(path).RENDERER
    if found.game != game:
        raise RuntimeError(f"{path}.RENDERER renders {found.game!r}, not {game!r}")
    return found


on_forget(renderer.cache_clear)


def renderers() -> list[Renderer]:
    """Every game's renderer, in the catalogue's order."""
    return [renderer(name) for name in names()]
