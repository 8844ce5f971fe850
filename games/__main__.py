"""``python -m games replay|play|arena --game x``: every game's command line (``games.cli``)."""

from .cli import entry

entry()
