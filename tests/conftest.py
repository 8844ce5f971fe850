"""Shared fixtures. The Discord ones (`fake_discord`, `start_bot`, `bot`) live in
tests/fixtures.py; see docs/testing.md."""

import warnings

import pytest

# discord.py imports audioop (voice) on Python 3.11-3.12: not ours to fix, and the bot has no voice.
warnings.filterwarnings("ignore", "'audioop' is deprecated", DeprecationWarning)

from fakediscord import load_spec, spec_unavailable_reason  # noqa: E402
from tests.fixtures import bot, fake_discord, start_bot  # noqa: E402

__all__ = ["bot", "fake_discord", "start_bot"]


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "fake_discord(**options): keyword arguments for this test's FakeDiscord"
    )
    config.addinivalue_line(
        "markers", "requires_spec: needs Discord's OpenAPI spec (outside the repository)"
    )


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Tests marked ``requires_spec`` skip where Discord's OpenAPI spec is not (a clone):
    skipped from here, so that pytest's summary says it once, in one line."""
    if item.get_closest_marker("requires_spec") is not None and load_spec() is None:
        pytest.skip(f"Discord's API spec tests SKIPPED: {spec_unavailable_reason()}")
