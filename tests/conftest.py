"""Shared fixtures. The Discord ones (`fake_discord`, `start_bot`, `bot`) live in
tests/fixtures.py; see docs/testing.md."""

import warnings

import pytest

# discord.py imports audioop (voice) on Python 3.11-3.12: not ours to fix, and the bot has no voice.
warnings.filterwarnings("ignore", "'audioop' is deprecated", DeprecationWarning)

from tests.fixtures import bot, discord_spec, fake_discord, start_bot  # noqa: E402

__all__ = ["bot", "discord_spec", "fake_discord", "start_bot"]


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "fake_discord(**options): keyword arguments for this test's FakeDiscord"
    )
