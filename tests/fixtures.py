"""Pytest fixtures for Discord tests; tests/conftest.py imports them.

async def test_ping(fake_discord, bot):
    ana = fake_discord.member("ana")
    interaction = await fake_discord.slash(ana, fake_discord.channel, "dobro ping")
    assert "Pong" in interaction.response().content
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from pathlib import Path
from typing import Any

import pytest

from bot import EXTENSIONS, DatabaseOpener, DobroBot, open_storage
from fakediscord.server import FakeDiscord
from settings import Settings

BotFactory = Callable[..., Awaitable[DobroBot]]


@pytest.fixture
async def fake_discord(
    monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest
) -> AsyncIterator[FakeDiscord]:
    """A running offline Discord with discord.py pointed at it. Any request that Discord would
    reject (schema, limits, unknown route) fails the test when the fixture tears down.

    Options for FakeDiscord come from a marker: `@pytest.mark.fake_discord(member_names=[...])`.
    """
    marker = request.node.get_closest_marker("fake_discord")
    fake = FakeDiscord(**(marker.kwargs if marker else {}))
    await fake.start()
    fake.patch(monkeypatch)
    try:
        yield fake
    finally:
        await fake.stop()
    fake.check()


def make_settings(fake: FakeDiscord, database_path: Path, **overrides: Any) -> Settings:
    """Settings for a bot under test: the fake's token, a temp database, the fake guild as the
    development guild (so commands sync there instantly), and no `.env` file."""
    values: dict[str, Any] = {
        "discord_token": fake.token,
        "database_path": database_path,
        "dev_guild_id": fake.guild.id,
        "log_level": "DEBUG",
        "default_language": "en",
        "table_edit_interval": 0,  # no pacing between table edits: tests settle at once
        "card_emojis": False,  # text cards, unless a test turns the faces on
        "hard_computer_workers": 0,  # hard computers think inline: no worker processes
    }
    values.update(overrides)
    return Settings(_env_file=None, **values)  # type: ignore[call-arg]


@pytest.fixture
async def start_bot(fake_discord: FakeDiscord, tmp_path: Path) -> AsyncIterator[BotFactory]:
    """A factory: `await start_bot(**settings_overrides, extensions=..., open_database=...,
    clock=...)`
    starts a DobroBot against the fake and returns it once it is ready. Every bot it started is
    closed at teardown."""
    running: list[tuple[DobroBot, asyncio.Task[None]]] = []
    surfaced: set[asyncio.Task[None]] = set()  # failures the test already saw

    async def start(
        *,
        extensions: Iterable[str] = EXTENSIONS,
        open_database: DatabaseOpener = open_storage,
        settings: Settings | None = None,
        clock: Any = None,
        timeout: float = 10.0,
        **overrides: Any,
    ) -> DobroBot:
        settings = settings or make_settings(fake_discord, tmp_path / "dobro.sqlite3", **overrides)
        bot = DobroBot(
            settings,
            extensions=extensions,
            open_database=open_database,
            clock=clock,
            guild_ready_timeout=0.01,
            freeze_heap=False,  # many bots in one test process
        )
        task = asyncio.create_task(bot.start(settings.discord_token.get_secret_value()))
        running.append((bot, task))
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        # Ready, with every guild on its shards (a sharded bot may not hold the first guild).
        held = [g.id for g in fake_discord.guilds if g.bot_member and bot.handles_guild(g.id)]
        while not (bot.is_ready() and all(bot.get_guild(guild_id) for guild_id in held)):
            if task.done():
                surfaced.add(task)
                task.result()  # re-raise why the bot stopped
                raise RuntimeError("the bot stopped before it was ready")
            if loop.time() > deadline:
                raise TimeoutError("the bot did not get ready against the fake Discord")
            await asyncio.sleep(0.005)
        fake_discord.attach(bot)
        await fake_discord.wait_idle()
        return bot

    yield start
    crashes = []
    for bot, task in reversed(running):
        await bot.close()
        try:
            await asyncio.wait_for(task, timeout=5)
        except Exception as exc:  # a bot that died during the test must not pass silently
            if task not in surfaced:
                crashes.append(exc)
    if crashes:
        raise RuntimeError(f"a bot stopped with an error during the test: {crashes!r}")


@pytest.fixture
async def bot(start_bot: BotFactory) -> DobroBot:
    """A DobroBot logged into the fake Discord and ready, commands synced to the fake guild."""
    return await start_bot()
