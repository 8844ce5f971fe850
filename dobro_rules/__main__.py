"""``python -m dobro_rules``: replay a game record, or play a game in the terminal."""

from __future__ import annotations

import sys

from .cli import main

sys.exit(main())
