"""Start-up, command sync, and shutdown of the real bot against the offline Discord."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import textwrap
from pathlib import Path
from typing import Any

import discord
import pytest

import locales
import storage
from bot import (
    EXTENSIONS,
    commands_hash_path,
    read_commands_hash,
    write_commands_hash,
)
from fakediscord import BOT_PERMISSIONS, FakeDiscord
from fakediscord.limits import LOCALES, check_commands
from tests.discord.helpers import TESTING_EXTENSIONS, requires_spec

REPO = Path(__file__).resolve().parents[2]
GLOBAL_COMMANDS = "/applications/{application_id}/commands"
GUILD_COMMANDS = "/applications/{application_id}/guilds/{guild_id}/commands"


class FakeDatabase:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.closed = False

    async def close(self) -> None:
        self.closed = True


async def test_bot_logs_in_and_sees_the_guild(fake_discord: FakeDiscord, bot: Any) -> None:
    assert bot.user.id == fake_discord.bot_user.id
    assert bot.application_id == fake_discord.application_id
    guild = bot.get_guild(fake_discord.guild.id)
    assert guild is not None and guild.name == "Dobro Club"
    assert {"general", "dobro"} <= {c.name for c in guild.text_channels}
    assert fake_discord.connected
    # Only the GUILDS intent: no message content, no privileged members/presences intents.
    assert bot.intents.value == discord.Intents(guilds=True).value
    first = [(r.method, r.route) for r in fake_discord.requests[:3]]
    assert first == [
        ("GET", "/users/@me"),
        ("GET", "/oauth2/applications/@me"),
        ("PUT", GUILD_COMMANDS),
    ]


async def test_wrong_token_is_refused(fake_discord: FakeDiscord, start_bot: Any) -> None:
    with pytest.raises(discord.LoginFailure):
        await start_bot(discord_token="not-the-token")


async def test_fake_refuses_privileged_intents(fake_discord: FakeDiscord) -> None:
    client = discord.Client(intents=discord.Intents(guilds=True, members=True))
    with pytest.raises(discord.PrivilegedIntentsRequired):
        async with client:
            await asyncio.wait_for(client.start(fake_discord.token), timeout=10)


async def test_dev_guild_gets_the_commands_instantly(fake_discord: FakeDiscord, bot: Any) -> None:
    assert len(fake_discord.requests_to("PUT", GUILD_COMMANDS)) == 1
    assert fake_discord.requests_to("PUT", GLOBAL_COMMANDS) == []
    synced = {c["name"]: c for c in fake_discord.commands(fake_discord.guild)}
    # /dobro, /dobro-me and the Apps menu on a person (#34), all copied to the dev server.
    assert set(synced) == {"dobro", "dobro-me", "Challenge to a game", "Dobro stats"}
    dobro = synced["dobro"]
    # Every Discord locale a folder of locales/ speaks (es-ES and es-419: Spanish) but English.
    spoken = {loc for loc in LOCALES if locales.match(loc) not in (None, locales.DEFAULT)}
    assert dobro["name_localizations"] == dict.fromkeys(spoken, "dobro")
    assert {"fr", "es-ES", "es-419", "de", "it", "pt-BR"} <= spoken
    assert dobro["description_localizations"]["fr"].startswith("Jouer au Dobro")
    # Offered in servers, the bot's DM and group DMs, by a server's install or a person's.
    assert sorted(dobro["contexts"]) == [0, 1, 2]
    assert sorted(dobro["integration_types"]) == [0, 1]
    subcommands = {o["name"]: o for o in dobro["options"]}
    assert {"ping", "new", "join", "leave", "start", "cancel", "kick", "export", "rules"} <= set(
        subcommands
    )
    ping = subcommands["ping"]
    assert ping["type"] == 1
    assert "fr" in ping["description_localizations"]


@requires_spec
async def test_sync_payload_is_valid_for_discord(fake_discord: FakeDiscord, bot: Any) -> None:
    (request,) = fake_discord.requests_to("PUT", GUILD_COMMANDS)
    operation, _ = fake_discord.spec.match("PUT", request.path)
    assert operation.validate_body(request.json) == []
    assert check_commands(request.json, global_=True) == []
    assert fake_discord.violations == []


async def test_global_sync_only_when_the_tree_changed(
    fake_discord: FakeDiscord, start_bot: Any, tmp_path: Path
) -> None:
    first = await start_bot(dev_guild_id=None)
    assert len(fake_discord.requests_to("PUT", GLOBAL_COMMANDS)) == 1
    hash_file = commands_hash_path(tmp_path / "dobro.sqlite3")
    assert read_commands_hash(hash_file) == await first.command_tree_hash()
    await first.close()

    second = await start_bot(dev_guild_id=None)
    assert len(fake_discord.requests_to("PUT", GLOBAL_COMMANDS)) == 1, "synced again needlessly"
    await second.close()

    third = await start_bot(dev_guild_id=None, extensions=TESTING_EXTENSIONS)
    assert len(fake_discord.requests_to("PUT", GLOBAL_COMMANDS)) == 2
    assert fake_discord.requests_to("PUT", GUILD_COMMANDS) == []
    assert third.is_ready()
    # Global commands work in the guild too.
    interaction = await fake_discord.slash(
        fake_discord.member("ana"), fake_discord.channel, "dobro ping"
    )
    assert "Pong" in interaction.response().content


def test_commands_hash_file(tmp_path: Path) -> None:
    path = commands_hash_path(tmp_path / "data" / "dobro.sqlite3")
    assert path.name == "dobro.sqlite3.commands-hash"
    assert read_commands_hash(path) is None
    write_commands_hash(path, "abc")
    assert read_commands_hash(path) == "abc"
    path.write_text("{not json")
    assert read_commands_hash(path) is None


# Tests of the bot shell with a stand-in database load only the admin cog: the play cog needs
# the real storage.
ADMIN_ONLY = ("cogs.admin",)


async def test_close_closes_the_database(fake_discord: FakeDiscord, start_bot: Any) -> None:
    opened: list[FakeDatabase] = []

    async def open_database(path: Path) -> FakeDatabase:
        opened.append(FakeDatabase(path))
        return opened[-1]

    bot = await start_bot(open_database=open_database, extensions=ADMIN_ONLY)
    (db,) = opened
    assert bot.db is db and db.path.name == "dobro.sqlite3"
    assert bot.tables is None  # the table service needs a real storage.Database
    await bot.close()
    assert db.closed and bot.db is None
    assert bot.is_closed()


async def test_storage_database_is_opened_by_default(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    bot = await start_bot(extensions=ADMIN_ONLY)
    db = bot.db
    assert isinstance(db, storage.Database) and db.path.name == "dobro.sqlite3"
    assert bot.tables is not None and bot.tables.store is db
    await bot.close()
    assert bot.db is None
    with pytest.raises(storage.StorageError, match="closed"):
        await db.fetchall("SELECT 1")


LAUNCHER = textwrap.dedent(
    """
    # Runs bot.py exactly as `python bot.py` would, with discord.py pointed at the fake.
    import os, runpy, sys
    import discord.gateway, discord.http, yarl
    discord.http.Route.BASE = os.environ["FAKE_DISCORD_API"]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(os.environ["FAKE_DISCORD_GATEWAY"])
    sys.path.insert(0, os.environ["DOBRO_REPO"])
    sys.argv = [os.environ["DOBRO_BOT"]]
    runpy.run_path(os.environ["DOBRO_BOT"], run_name="__main__")
    """
)


async def run_bot_process(
    fake: FakeDiscord, tmp_path: Path, **env: str
) -> asyncio.subprocess.Process:
    launcher = tmp_path / "launch_bot.py"
    launcher.write_text(LAUNCHER)
    full_env = {
        "PATH": os.environ.get("PATH", ""),
        "HOME": str(tmp_path),
        "FAKE_DISCORD_API": fake.base_url,
        "FAKE_DISCORD_GATEWAY": fake.gateway_url,
        "DOBRO_REPO": str(REPO),
        "DOBRO_BOT": str(REPO / "bot.py"),
        "DISCORD_TOKEN": fake.token,
        "DATABASE_PATH": str(tmp_path / "dobro.sqlite3"),
        "DEV_GUILD_ID": str(fake.guild.id),
        "LOG_LEVEL": "INFO",
        **env,
    }
    return await asyncio.create_subprocess_exec(
        sys.executable,
        str(launcher),
        cwd=tmp_path,
        env=full_env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )


async def test_sigterm_stops_the_bot_cleanly(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    process = await run_bot_process(fake_discord, tmp_path)
    try:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 30
        while not (fake_discord.connected and fake_discord.requests_to("PUT", GUILD_COMMANDS)):
            assert process.returncode is None, await process.stderr.read()
            assert loop.time() < deadline, "the bot process never connected"
            await asyncio.sleep(0.02)
        process.send_signal(signal.SIGTERM)
        _, stderr = await asyncio.wait_for(process.communicate(), timeout=30)
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
    text = stderr.decode()
    assert process.returncode == 0, text
    assert "Traceback" not in text
    assert "Got SIGTERM: shutting down" in text


async def test_refused_token_is_one_clear_line(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    process = await run_bot_process(fake_discord, tmp_path, DISCORD_TOKEN="wrong")
    _, stderr = await asyncio.wait_for(process.communicate(), timeout=30)
    text = stderr.decode()
    assert process.returncode == 1, text
    assert "Traceback" not in text
    assert text.strip().splitlines()[-1].startswith("Discord refused DISCORD_TOKEN")


def test_extension_list_is_explicit() -> None:
    assert EXTENSIONS[0] == "cogs.admin"
    assert all(name.startswith("cogs.") for name in EXTENSIONS)


async def test_reloading_an_extension_keeps_the_command(
    fake_discord: FakeDiscord, bot: Any
) -> None:
    before = sorted(c.name for c in bot.dobro_group.commands)
    await bot.reload_extension("cogs.admin")
    assert sorted(c.name for c in bot.dobro_group.commands) == before
    assert "ping" in before
    assert sorted(c.name for c in bot.tree.get_commands()) == [
        "Challenge to a game",
        "Dobro stats",
        "dobro",
        "dobro-me",
    ]
    interaction = await fake_discord.slash(
        fake_discord.member("ana"), fake_discord.channel, "dobro ping"
    )
    assert interaction.response().content.startswith("Pong!")


async def test_unusable_database_is_one_clear_line(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    bad = tmp_path / "not-a-db.sqlite3"
    bad.write_bytes(b"this is not a SQLite database, just text" * 100)
    process = await run_bot_process(fake_discord, tmp_path, DATABASE_PATH=str(bad))
    _, stderr = await asyncio.wait_for(process.communicate(), timeout=30)
    text = stderr.decode()
    assert process.returncode == 1, text
    assert "Traceback" not in text
    last = text.strip().splitlines()[-1]
    assert last.startswith("DATABASE_PATH: ") and "database" in last


def test_readme_permissions_match_what_the_fake_grants() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert f"permissions={BOT_PERMISSIONS}" in readme
    granted = discord.Permissions(BOT_PERMISSIONS)
    assert {name for name, on in granted if on} == {
        "read_messages",  # View Channels
        "send_messages",
        "create_public_threads",
        "send_messages_in_threads",
        "embed_links",
        "attach_files",
        "read_message_history",
        "external_emojis",  # Use External Emojis: the card faces (application emojis)
    }
    assert "\n    pip install -r requirements-dev.txt && python -m pytest\n" in readme
    assert "\n    pip install -r requirements.txt && python bot.py\n" in readme
    assert "\n    pip install -r requirements.txt && python -m playground\n" in readme


async def test_failed_sync_is_logged_and_the_bot_still_runs(
    fake_discord: FakeDiscord, start_bot: Any, caplog: pytest.LogCaptureFixture
) -> None:
    fake_discord.fail_next("PUT", GUILD_COMMANDS, status=403, code=50001, message="Missing Access")
    bot = await start_bot()
    assert bot.is_ready()
    assert "Could not sync slash commands" in caplog.text
    assert fake_discord.commands(fake_discord.guild) == []
