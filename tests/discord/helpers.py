"""Helpers shared by the Discord tests (import them; fixtures live in tests/conftest.py)."""

from __future__ import annotations

import pytest

from bot import EXTENSIONS
from fakediscord import find_spec_path, spec_unavailable_reason

# The bot's shell and the table extension plus test-only /dobro subcommands
# (tests/discord/testing_cog.py): all of them together would pass Discord's 25 subcommands.
TESTING_EXTENSIONS = (*EXTENSIONS[:2], "tests.discord.testing_cog")

requires_spec = pytest.mark.skipif(find_spec_path() is None, reason=spec_unavailable_reason())
