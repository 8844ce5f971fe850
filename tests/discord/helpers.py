"""Helpers shared by the Discord tests (import them; fixtures live in tests/conftest.py)."""

from __future__ import annotations

import pytest

from bot import EXTENSIONS
from tests.fakediscord import find_spec_path, spec_unavailable_reason

# The production extensions plus test-only /dobro subcommands (tests/discord/testing_cog.py).
TESTING_EXTENSIONS = (*EXTENSIONS, "tests.discord.testing_cog")

requires_spec = pytest.mark.skipif(find_spec_path() is None, reason=spec_unavailable_reason())
