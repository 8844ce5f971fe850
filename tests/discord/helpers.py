"""Helpers shared by the Discord tests (import them; fixtures live in tests/conftest.py)."""

from __future__ import annotations

import pytest

from bot import EXTENSIONS

# The bot's shell and the table extension plus test-only /dobro subcommands
# (tests/discord/testing_cog.py): all of them together would pass Discord's 25 subcommands.
TESTING_EXTENSIONS = (*EXTENSIONS[:2], "tests.discord.testing_cog")

#: The tests of the fake's schema checks need Discord's OpenAPI spec, which lives outside the
#: repository: without it they skip, all in one line of pytest's summary (tests/conftest.py
#: skips them from one place), and no test warns.
requires_spec = pytest.mark.requires_spec
