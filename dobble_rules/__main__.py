"""``python -m dobble_rules``: replay a match record, or play a match in the terminal.

Ctrl-C is caught here too, while the package is still importing, so it never shows a
traceback: one line, exit 130 (128 + SIGINT, as shells report it).
"""

from __future__ import annotations

import sys

try:
    from .cli import main

    code = main()
except KeyboardInterrupt:
    print("Interrupted (Ctrl-C).", file=sys.stderr)
    code = 130
sys.exit(code)
