"""An offline Discord for tests: the real bot logs into it and discord.py runs end to end.

Fixtures (see tests/conftest.py): `fake_discord` (a started `FakeDiscord`, discord.py patched to
use it, violations fail the test at teardown), `start_bot` (a factory) and `bot` (a `DobroBot`
logged in and ready). See docs/testing.md.
"""

from fakediscord.client import UserClient
from fakediscord.clock import FakeClock
from fakediscord.models import (
    CommandNotRegistered,
    ComponentDisabled,
    ComponentNotFound,
    FakeChannel,
    FakeDiscordError,
    FakeGuild,
    FakeInteraction,
    FakeOverwrite,
    FakeRole,
    FakeUser,
    MessageNotVisible,
    RecordedRequest,
    StoredMessage,
)
from fakediscord.server import BOT_PERMISSIONS, FakeDiscord
from fakediscord.spec import find_spec_path, load_spec, spec_unavailable_reason

__all__ = [
    "BOT_PERMISSIONS",
    "CommandNotRegistered",
    "ComponentDisabled",
    "ComponentNotFound",
    "FakeChannel",
    "FakeClock",
    "FakeDiscord",
    "FakeDiscordError",
    "FakeGuild",
    "FakeInteraction",
    "FakeOverwrite",
    "FakeRole",
    "FakeUser",
    "MessageNotVisible",
    "RecordedRequest",
    "StoredMessage",
    "UserClient",
    "find_spec_path",
    "load_spec",
    "spec_unavailable_reason",
]
