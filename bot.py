"""Dobro for Discord: the composition root.

`python bot.py` reads the settings, sets up logging, opens the database, loads the extensions
listed in `EXTENSIONS`, syncs the slash commands when needed, and runs until SIGINT/SIGTERM,
closing the database cleanly on the way out. Everything else lives in `cogs/` (the Discord
layer), `dobro_rules/` (the game, pure) and `storage/` (all SQL).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import signal
import sys
from collections.abc import Awaitable, Callable, Iterable
from pathlib import Path
from typing import Any, Literal, Protocol

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands

import faces
import storage
from cogs import DobroCog
from cogs.dobro.emojis import CardFaces
from cogs.errors import handle_interaction_error
from cogs.i18n import DobroTranslator, L
from guilds import ConfigService
from settings import ConfigError, Settings, app_version, load_settings
from standings import LeagueService, StandingsService
from tables import Clock, SystemClock, TableService

_log = logging.getLogger("dobro")

# Loaded in this order by setup_hook; a new cog is one more line here (RoboDanny style).
EXTENSIONS: tuple[str, ...] = (
    "cogs.admin",
    "cogs.dobro",
    "cogs.standings",
    "cogs.stats",
    "cogs.config",
    "cogs.leagues",
)

SyncResult = Literal["guild", "global", "unchanged"]

# The bot never joins a voice channel: discord.py's start-up warnings about the missing voice
# libraries (PyNaCl, davey) would only alarm whoever starts it.
discord.VoiceClient.warn_nacl = False
discord.VoiceClient.warn_dave = False


class ClosableDatabase(Protocol):
    """What the bot itself needs from the database it opened: closing it on shutdown.
    `storage.Database` is one; tests of the bot shell inject stand-ins."""

    async def close(self) -> None: ...


DatabaseOpener = Callable[[Path], Awaitable[ClosableDatabase]]


async def open_storage(path: Path) -> storage.Database:
    """Open the SQLite database (migrations and WAL are storage's job)."""
    db = await storage.Database.open(path)
    _log.info("Database open at %s", path)
    return db


def commands_hash_path(database_path: Path) -> Path:
    """Where the hash of the last globally synced command tree is kept: beside the database."""
    return database_path.with_name(database_path.name + ".commands-hash")


def read_commands_hash(path: Path) -> str | None:
    """The stored hash, or None when there is none (or it is unreadable: then we sync again)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    value = data.get("hash") if isinstance(data, dict) else None
    return value if isinstance(value, str) else None


def write_commands_hash(path: Path, value: str) -> None:
    """Remember the tree we synced, atomically so a crash never leaves half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps({"hash": value}) + "\n", encoding="utf-8")
    tmp.replace(path)


class DobroBot(commands.Bot):
    """The bot. Tests build it with injected `settings`, extra `extensions`, a fake `open_database`,
    the table service's `clock`, and discord.py options such as a short `guild_ready_timeout`."""

    def __init__(
        self,
        settings: Settings,
        *,
        extensions: Iterable[str] = EXTENSIONS,
        open_database: DatabaseOpener = open_storage,
        clock: Clock | None = None,
        **options: Any,
    ) -> None:
        # Only the GUILDS intent: slash commands and components arrive as interactions, so the
        # bot needs neither message content nor the privileged members intent.
        intents = discord.Intents.none()
        intents.guilds = True
        # Nobody is pinged unless a message names whom it pings (the turn ping does).
        options.setdefault("allowed_mentions", discord.AllowedMentions.none())
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            **options,
        )
        self.settings = settings
        self.db: ClosableDatabase | None = None
        # The table service, only over a real storage.Database (see setup_hook).
        self.tables: TableService | None = None
        # Leaderboards, history, stats, void and forget-me (standings/service.py).
        self.standings: StandingsService | None = None
        # Each guild's configuration (guilds/) and its leagues (standings/leagues.py).
        self.configs: ConfigService | None = None
        self.leagues: LeagueService | None = None
        self.extensions_to_load: tuple[str, ...] = tuple(extensions)
        self._open_database = open_database
        self._clock = clock
        # Games happen in server channels: the group is offered in guilds only, guild installs.
        self.dobro_group = app_commands.Group(
            name=L("cmd.dobro.name"),
            description=L("cmd.dobro.description"),
            guild_only=True,
            allowed_contexts=app_commands.AppCommandContext(guild=True),
            allowed_installs=app_commands.AppInstallationType(guild=True),
        )
        self.tree.error(self.on_app_command_error)

    async def open_database(self) -> None:
        """Open the database and build the services over it. ``run`` calls it before logging
        in, so a bad DATABASE_PATH is reported without touching Discord; tests starting the
        bot directly get it from ``setup_hook``."""
        if self.db is not None:
            return
        self.db = await self._open_database(self.settings.database_path)
        if isinstance(self.db, storage.Database):
            # The table service: one lock per table, moves committed before they are shown.
            self.tables = TableService(self.db, clock=self._clock, ai_delay=self.settings.ai_delay)
            self.standings = StandingsService(self.db)
            self.configs = ConfigService(self.db)
            self.leagues = LeagueService(self.db, self._clock or SystemClock())

    async def setup_hook(self) -> None:
        """Open the database (if ``run`` has not), bring back the open tables, load the
        extensions, then sync commands if needed."""
        await self.open_database()
        if self.tables is not None:
            restored = await self.tables.restore()
            _log.info("Restored %d open table(s)", restored)
        await self.tree.set_translator(DobroTranslator())
        self.tree.add_command(self.dobro_group)
        for extension in self.extensions_to_load:
            await self.load_extension(extension)
            _log.debug("Loaded extension %s", extension)
        # Decoration: any refusal leaves text cards (it logs one warning, never raises).
        shown = await CardFaces.load(self) if self.settings.card_emojis else CardFaces()
        faces.install(shown.emojis)
        try:
            await self.sync_commands()
        except discord.HTTPException as exc:
            # Not fatal: the commands Discord already has keep working; the next start retries.
            _log.error(
                "Could not sync slash commands (%s). If it says Missing Access, invite the bot "
                "with the applications.commands scope (see README).",
                exc,
            )

    async def on_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        """The command tree's error handler; components use the same one via DobroView."""
        await handle_interaction_error(interaction, error)

    async def on_ready(self) -> None:
        """Log once connected, so an operator sees the bot is up and where."""
        user = self.user
        _log.info(
            "Connected as %s (id %s) to %d server(s)", user, user and user.id, len(self.guilds)
        )

    # Every DobroCog's commands become subcommands of /dobro.
    async def add_cog(self, cog: commands.Cog, /, **kwargs: Any) -> None:
        await super().add_cog(cog, **kwargs)
        if isinstance(cog, DobroCog):
            for command in cog.get_app_commands():
                self.tree.remove_command(command.name, type=discord.AppCommandType.chat_input)
                self.dobro_group.add_command(command)
                cog.dobro_commands.append(command)

    async def remove_cog(self, name: str, /, **kwargs: Any) -> commands.Cog | None:
        cog = self.get_cog(name)
        if isinstance(cog, DobroCog):
            for command in cog.dobro_commands:
                self.dobro_group.remove_command(command.name)
            cog.dobro_commands.clear()
        return await super().remove_cog(name, **kwargs)

    async def command_tree_hash(self) -> str:
        """A hash of exactly what a global sync would send, localizations included."""
        translator = self.tree.translator
        payload = []
        for command in self.tree.get_commands(type=None):
            if translator is not None:
                payload.append(await command.get_translated_payload(self.tree, translator))
            else:
                payload.append(command.to_dict(self.tree))
        payload.sort(key=lambda item: (item.get("type", 1), item["name"]))
        blob = json.dumps(
            {"application_id": self.application_id, "commands": payload}, sort_keys=True
        )
        return hashlib.sha256(blob.encode()).hexdigest()

    async def sync_commands(self) -> SyncResult:
        """Sync to DEV_GUILD_ID when set (instant); else globally, only if the tree changed since
        the last global sync, because global syncs are rate limited and slow to spread."""
        guild_id = self.settings.dev_guild_id
        if guild_id is not None:
            guild = discord.Object(id=guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            _log.info("Synced %d command(s) to development server %s", len(synced), guild_id)
            return "guild"
        hash_file = commands_hash_path(self.settings.database_path)
        current = await self.command_tree_hash()
        if read_commands_hash(hash_file) == current:
            _log.info("Slash commands unchanged since the last sync: not syncing.")
            return "unchanged"
        synced = await self.tree.sync()
        write_commands_hash(hash_file, current)
        _log.info("Synced %d command(s) globally (they may take a while to appear)", len(synced))
        return "global"

    async def close(self) -> None:
        """Disconnect from Discord first (no new interactions), then close the database."""
        try:
            await super().close()
        finally:
            if self.tables is not None:
                await self.tables.close()
            db, self.db = self.db, None
            if db is not None:
                await db.close()
                _log.info("Database closed")


async def run(settings: Settings) -> None:
    """Run the bot until it is closed or the process gets SIGINT/SIGTERM."""
    loop = asyncio.get_running_loop()
    async with DobroBot(settings) as bot:
        closing: list[asyncio.Task[None]] = []

        def stop(signame: str) -> None:
            _log.info("Got %s: shutting down", signame)
            if not closing:
                closing.append(loop.create_task(bot.close()))

        for sig in (signal.SIGINT, signal.SIGTERM):
            # Windows has no add_signal_handler: Ctrl-C still ends asyncio.run there.
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.add_signal_handler(sig, stop, sig.name)
        await bot.open_database()  # a bad DATABASE_PATH stops us before we reach Discord
        await bot.start(settings.discord_token.get_secret_value())
        if closing:
            await closing[0]


#: What "Discord cannot be reached" looks like: no route, no DNS, a refused or timed-out
#: connection, or Discord's own servers failing (5xx) while we log in.
UNREACHABLE = (
    aiohttp.ClientError,
    OSError,
    asyncio.TimeoutError,
    discord.GatewayNotFound,
    discord.DiscordServerError,
)


def fail(message: str) -> int:
    """Print one line for the person starting the bot; the exit status says it failed."""
    print(message, file=sys.stderr)
    return 1


def main() -> int:
    """Entry point of `python bot.py`; returns the process exit status."""
    try:
        settings = load_settings()
    except ConfigError as exc:
        return fail(str(exc))
    discord.utils.setup_logging(level=settings.log_level_number, root=True)
    _log.info("Dobro bot %s starting", app_version())
    try:
        asyncio.run(run(settings))
    except discord.LoginFailure:
        return fail(
            "Discord refused DISCORD_TOKEN: reset the token in the Developer Portal (Bot page) "
            "and put the new one in .env."
        )
    except discord.PrivilegedIntentsRequired:
        return fail("Discord refused a privileged intent: this bot should need none, report it.")
    except storage.StorageError as exc:
        return fail(f"DATABASE_PATH: {exc}")
    except UNREACHABLE as exc:
        return fail(
            f"Could not reach Discord ({type(exc).__name__}: {exc or 'no answer'}): check this "
            "machine's internet connection (and any proxy or firewall), then start the bot again."
        )
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
