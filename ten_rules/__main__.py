"""``python -m ten_rules replay|play|arena``: the shared command line (``games.cli``)."""

from games.cli import entry

entry("ten")
