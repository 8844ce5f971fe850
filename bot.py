"""Dobro for Discord: the composition root.

`python bot.py` reads the settings, sets up logging, opens the database, loads the extensions
listed in `EXTENSIONS`, syncs the slash commands when needed, and runs until SIGINT/SIGTERM,
closing the database cleanly on the way out. Everything else lives in `cogs/` (the Discord
layer), `dobro_rules/` (the game, pure) and `storage/` (all SQL).
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
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
from cogs import ANY_INSTALL, EVERYWHERE, DobroCog, let_go, runs_here
from cogs.app import DobroClient
from cogs.budget import GlobalBudget, LocalBucket, Priority, SharedBucket, split
from cogs.errors import handle_interaction_error, send_ephemeral
from cogs.games import renderer
from cogs.i18n import DobroTranslator, L, interaction_language, t
from cogs.table.emojis import CardFaces, Drawings, MemoryDrawings, wanted_faces
from guilds import ConfigService
from people import Notices, PeopleService
from settings import ConfigError, Settings, app_version, load_settings, unknown_keys_line
from standings import LeagueService, StandingsService
from tables import Clock, SystemClock, TableService
from tables.thinking import thinker
from teaching import TutorialService
from teaching.replays import ReplayService
from tournaments import TournamentService

_log = logging.getLogger("dobro")

# Loaded in this order by setup_hook; a new cog is one more line here (RoboDanny style).
EXTENSIONS: tuple[str, ...] = (
    "cogs.admin",
    "cogs.table",
    "cogs.standings",
    "cogs.stats",
    "cogs.config",
    "cogs.settings",
    "cogs.me",
    "cogs.leagues",
    "cogs.tournaments",
    "cogs.learn",
    "cogs.replay",
)

SyncResult = Literal["guild", "global", "unchanged", "elsewhere"]

#: Sharded, the process running shard 0 uploads the card faces; the others wait this long (at
#: most, and only while some are missing: the first start after a new drawing) for them.
CARD_FACES_WAIT = 60.0

# The bot never joins a voice channel: discord.py's start-up warnings about the missing voice
# libraries (PyNaCl, davey) would only alarm whoever starts it.
discord.VoiceClient.warn_nacl = False
discord.VoiceClient.warn_dave = False


class ClosableDatabase(Protocol):
    """What the bot itself needs from the database it opened: closing it on shutdown.
    `storage.Database` is one; tests of the bot shell inject stand-ins."""

    async def close(self) -> None: ...


#: Opens the database given DATABASE_PATH. ``open_storage`` (the default) is also given
#: DATABASE_URL and DATABASE_POOL_SIZE; other openers (tests' stand-ins) get the path only.
DatabaseOpener = Callable[[Path], Awaitable[ClosableDatabase]]


async def open_storage(
    path: Path, *, url: str | None = None, pool_size: int = 5
) -> storage.Backend:
    """Open PostgreSQL at ``url`` (DATABASE_URL) if given, else the SQLite file at ``path``
    (migrations, WAL and the pool are storage's job); StorageError: one sentence."""
    db = await storage.open_database(url, path, pool_size)
    _log.info("Database open at %s (%s)", db.where, db.dialect)
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


def shard_of(guild_id: int, shard_count: int) -> int:
    """The shard Discord sends a guild's events and interactions to (its id's timestamp bits)."""
    return (guild_id >> 22) % shard_count


def _replay_section(table: Any) -> object:
    """What a replay's "start of round" select lists: the game's sections (its renderer's)."""
    return renderer(table.settings.game).section(table)


#: The collector's thresholds once the bot is ready (Python's are 700, 10, 10). A young
#: collection comes when 700 more objects are alive than at the last one: a busy bot reaches
#: that on every click (one click's parsed interaction and drawn hand are hundreds of objects,
#: alive across the awaits of its answer), so everything in flight was collected over and over,
#: promoted, and made full collections (~170 ms at 1,000 tables) several times a minute.
#: From 10,000 a young collection sees what is really staying (~15-30 ms, once or twice a
#: second at 1,000 busy tables), and a full one is rare (issue 35). Clicks make no cyclic
#: garbage (``cogs.let_go``), so waiting longer keeps no more memory.
GC_THRESHOLDS = (10_000, 10, 10)


def freeze_start_up_heap() -> None:
    """Hide what is alive once the bot is ready (modules, the command tree, the catalogues, the
    guild cache, the restored tables) from the garbage collector: a full collection then walks
    only what was made since (at 500 busy tables, pauses of ~0.2-0.5 s became ~15 ms); and
    collect less often (``GC_THRESHOLDS``). Frozen objects are still freed when their last
    reference goes; only a cycle among them would stay, and they are made once."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)


class DobroTree(app_commands.CommandTree):
    """The command tree: ``/dobro`` is offered everywhere (servers, the bot's DM, group DMs,
    as a server's app or a person's), and this is where a command that needs a server with
    the bot in it (configuration, leagues, tournaments…) is refused elsewhere, privately, in
    one sentence (``cogs.runs_here``)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        #: Commands running now: the loop keeps only weak references to its tasks, so the
        #: tree holds them until they end.
        self._running: set[asyncio.Task[None]] = set()

    def _from_interaction(self, interaction: discord.Interaction) -> None:
        """discord.py's own (pinned), then the command's interaction let go
        (``cogs.let_go``: it is a reference cycle, and commands are a busy table's Start and
        Play again)."""

        async def invoke() -> None:
            try:
                await self._call(interaction)
            except app_commands.AppCommandError as error:
                await self._dispatch_error(interaction, error)
            finally:
                let_go(interaction)

        task = self.client.loop.create_task(invoke(), name="CommandTree-invoker")
        self._running.add(task)
        task.add_done_callback(self._running.discard)

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        command = interaction.command
        if command is None or runs_here(interaction, command):
            return True
        if interaction.type is discord.InteractionType.application_command:
            await send_ephemeral(
                interaction, t("error.server_only", interaction_language(interaction))
            )
        return False


class DobroBot(DobroClient):
    """The bot. Tests build it with injected `settings`, extra `extensions`, a fake `open_database`,
    the table service's `clock`, and discord.py options such as a short `guild_ready_timeout`.

    Always an `AutoShardedBot`: without SHARD_COUNT it runs every shard Discord recommends (one
    for a small bot) and holds every guild; with SHARD_COUNT (and SHARD_IDS) it runs only those
    shards, and everything it does at start-up (restoring tables, the league job, owed
    messages, command sync) is limited to the guilds on them (`handles_guild`), so that several
    processes share one database without doing anything twice."""

    def __init__(
        self,
        settings: Settings,
        *,
        extensions: Iterable[str] = EXTENSIONS,
        open_database: DatabaseOpener = open_storage,
        clock: Clock | None = None,
        freeze_heap: bool = True,
        **options: Any,
    ) -> None:
        # Only the GUILDS intent: slash commands and components arrive as interactions, so the
        # bot needs neither message content nor the privileged members intent.
        intents = discord.Intents.none()
        intents.guilds = True
        # Nobody is pinged unless a message names whom it pings (the turn ping does).
        options.setdefault("allowed_mentions", discord.AllowedMentions.none())
        if settings.shard_count is not None:
            options.setdefault("shard_count", settings.shard_count)
            options.setdefault("shard_ids", settings.shard_ids and list(settings.shard_ids))
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            tree_cls=DobroTree,
            **options,
        )
        self.settings = settings
        #: The bot's own budget on Discord's global rate limit (``cogs.budget``): every request
        #: of discord.py's HTTP client (the routes the limit covers) takes a token first. In
        #: memory for one process; shared through the database by several (``open_database``).
        self.budget = GlobalBudget(LocalBucket(*split(settings.global_requests)))
        self.budget.install(self.http)
        self.db: ClosableDatabase | None = None
        # The table service, only over a real storage.Database (see setup_hook).
        self.tables: TableService | None = None
        # Leaderboards, history, stats, void and forget-me (standings/service.py).
        self.standings: StandingsService | None = None
        # Each guild's configuration (guilds/) and its leagues (standings/leagues.py).
        self.configs: ConfigService | None = None
        self.leagues: LeagueService | None = None
        # Tournaments (tournaments/service.py): they drive tables, so over those.
        self.tournaments: TournamentService | None = None
        # Each person's own settings (people/): /dobro settings, text cards; and what they
        # are told (next-game pings, "your turn" DMs, vacations).
        self.people: PeopleService | None = None
        self.notices: Notices | None = None
        # Tutorials and replays (teaching/): /dobro learn, /dobro replay.
        self.learning: TutorialService | None = None
        self.replays: ReplayService | None = None
        self.extensions_to_load: tuple[str, ...] = tuple(extensions)
        #: The start-up standings jobs (see ``_standings_jobs``), cancelled at close.
        self._jobs: asyncio.Task[None] | None = None
        self._open_database = open_database
        #: The card emojis' drawings without storage (see ``card_drawings``).
        self._drawings: MemoryDrawings | None = None
        self._clock = clock
        # Freeze the start-up heap once ready (see freeze_start_up_heap); tests, many bots in
        # one process, turn it off.
        self._freeze_heap = freeze_heap
        # Games happen anywhere: servers (the bot invited, or only a member's own install),
        # the bot's DM and group DMs. What needs a server is refused elsewhere (DobroTree).
        self.dobro_group = app_commands.Group(
            name=L("cmd.dobro.name"),
            description=L("cmd.dobro.description"),
            allowed_contexts=EVERYWHERE,
            allowed_installs=ANY_INSTALL,
        )
        self.tree.error(self.on_app_command_error)

    async def open_database(self) -> None:
        """Open the database and build the services over it. ``run`` calls it before logging
        in, so a bad DATABASE_PATH or DATABASE_URL is reported without touching Discord;
        tests starting the bot directly get it from ``setup_hook``."""
        if self.db is not None:
            return
        if self._open_database is open_storage:  # the backend the settings choose
            self.db = await open_storage(
                self.settings.database_path,
                url=self.settings.database_url,
                pool_size=self.settings.database_pool_size,
            )
        else:
            self.db = await self._open_database(self.settings.database_path)
        if isinstance(self.db, storage.Backend):
            # The table service: one lock per table, moves committed before they are shown.
            self.tables = TableService(
                self.db,
                clock=self._clock,
                ai_delay=self.settings.ai_delay,
                thinker=thinker(self.settings.hard_computer_workers),
            )
            clock = self._clock or SystemClock()
            self.standings = StandingsService(self.db, now=clock.now)
            self.configs = ConfigService(self.db)
            self.people = PeopleService(self.db.people)
            self.notices = Notices(self.db.notices, self.people, clock.now)
            self.leagues = LeagueService(self.db, self._clock or SystemClock())
            self.tournaments = TournamentService(self.db, clock, self.tables)
            self.learning = TutorialService(self.db.tutorials)
            self.replays = ReplayService(self.tables.load, _replay_section)
            if self.shares_budget and self.budget is not None:
                # Discord's global limit is the whole bot's: every process takes from one
                # bucket in the database (this one's shards' share of it if that fails).
                rate, burst = split(self.settings.global_requests)
                self.budget.source = SharedBucket(
                    self.db.budget, rate, burst, share=self.budget_share
                )

    @property
    def shares_budget(self) -> bool:
        """Whether other processes of the bot may run beside this one (PostgreSQL, or some
        shards only): then the global request budget is shared through the database."""
        db = self.db
        return isinstance(db, storage.Backend) and (
            db.dialect == "postgresql" or self.settings.shard_ids is not None
        )

    @property
    def budget_share(self) -> float:
        """This process's part of the bot (its shards of all), for when the shared budget
        cannot be read."""
        count, ids = self.settings.shard_count, self.settings.shard_ids
        return len(ids) / count if count and ids else 1.0

    async def setup_hook(self) -> None:
        """Open the database (if ``run`` has not), bring back the open tables, load the
        extensions, then sync commands if needed."""
        await self.open_database()
        if self.tables is not None:
            # Sharded: only this process's guilds (the others' processes restore theirs).
            restored = await (
                self.tables.restore(guilds=self.handles_guild)
                if self.settings.shard_count is not None
                else self.tables.restore()
            )
            _log.info("Restored %d open table(s)", restored)
        if self.standings is not None:
            # Standings work owed since an upgrade (rating a guild once), off the start-up path.
            self._jobs = asyncio.create_task(self._standings_jobs(), name="dobro-standings-jobs")
        await self.tree.set_translator(DobroTranslator())
        self.tree.add_command(self.dobro_group)
        for extension in self.extensions_to_load:
            await self.load_extension(extension)
            _log.debug("Loaded extension %s", extension)
        # The bot connects only after this: its requests go before the restored tables'
        # (a restart of 1,000 tables owes ~1,000 turn pings, 22 s of the global budget).
        with GlobalBudget.tagged(Priority.CONNECTION):
            await self._finish_start()

    async def _finish_start(self) -> None:
        """The card faces (emojis) and the slash commands, before connecting."""
        # Decoration: any refusal leaves text cards (it logs one warning, never raises).
        shown = await self.load_card_faces()
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

    async def _standings_jobs(self) -> None:
        """Run the standings jobs of this process's guilds (``StandingsService.run_jobs``);
        a failure is logged, and the next start tries again (the jobs stay stored)."""
        assert self.standings is not None
        try:
            done = await self.standings.run_jobs(
                self.handles_guild if self.settings.shard_count is not None else None
            )
        except Exception:
            _log.exception("Standings jobs failed: the next start tries again")
            return
        if done:
            _log.info("Rated %d server(s) from their counted games (upgrade)", done)

    async def load_card_faces(self) -> CardFaces:
        """The card faces (CARD_EMOJIS). Application emojis are shared by every process: shard
        0's process uploads the missing ones, and the others first wait for those uploads, so
        two processes never create the same emoji."""
        if not self.settings.card_emojis:
            return CardFaces()
        drawings = self.card_drawings
        if not self.holds_first_shard:
            await self._wait_for_card_faces(drawings)
        return await CardFaces.load(self, drawings)

    @property
    def card_drawings(self) -> Drawings:
        """Where the drawing each card emoji shows is recorded: storage (every process reads
        the same), or this process's memory without it."""
        if isinstance(self.db, storage.Backend):
            return self.db.card_emojis
        if self._drawings is None:
            self._drawings = MemoryDrawings()
        return self._drawings

    async def _wait_for_card_faces(self, drawings: Drawings) -> None:
        """Until Discord has every card face with its current drawing (shard 0's process
        uploads them and records what each shows), at most CARD_FACES_WAIT seconds; then
        `CardFaces.load` finds nothing to do."""
        try:
            wanted = {(face.name, face.drawing) for face in await wanted_faces()}
        except Exception:  # no faces to draw: CardFaces.load says why
            return
        loop = asyncio.get_running_loop()
        deadline = loop.time() + CARD_FACES_WAIT
        while True:
            try:
                emojis = await self.fetch_application_emojis()
                recorded = await drawings.drawings()
            except Exception:
                return  # CardFaces.load tries, and says what failed
            if wanted <= {(e.name, recorded.get(e.id)) for e in emojis}:
                return
            if loop.time() >= deadline:
                _log.warning(
                    "card emojis: still missing after %.0f s of waiting for shard 0's process: "
                    "uploading them from here",
                    CARD_FACES_WAIT,
                )
                return
            await asyncio.sleep(1.0)

    async def on_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        """The command tree's error handler; components use the same one via DobroView."""
        await handle_interaction_error(interaction, error)

    @property
    def my_shards(self) -> tuple[int, ...] | None:
        """The shards this process runs by its settings; None: all of them (not sharded)."""
        count = self.settings.shard_count
        if count is None:
            return None
        return self.settings.shard_ids or tuple(range(count))

    def handles_guild(self, guild_id: int) -> bool:
        """Whether this process holds the guild: Discord sends its interactions here, and the
        start-up jobs (restore, league closing, owed messages) do its work here only."""
        shards = self.my_shards
        if shards is None or self.settings.shard_count is None:
            return True
        return shard_of(guild_id, self.settings.shard_count) in shards

    @property
    def holds_first_shard(self) -> bool:
        """Shard 0's process does the application-wide work once: the global command sync."""
        shards = self.my_shards
        return shards is None or 0 in shards

    async def on_ready(self) -> None:
        """Log once connected, so an operator sees the bot is up and where."""
        user = self.user
        _log.info(
            "Connected as %s (id %s) to %d server(s) on shard(s) %s of %s",
            user,
            user and user.id,
            len(self.guilds),
            ",".join(str(i) for i in sorted(self.shards)),
            self.shard_count,
        )
        if self._freeze_heap:
            self._freeze_heap = False  # once: what is alive later is the tables in play
            freeze_start_up_heap()

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
        the last global sync, because global syncs are rate limited and slow to spread.
        Sharded, only one process syncs: the one holding DEV_GUILD_ID, else shard 0's."""
        guild_id = self.settings.dev_guild_id
        if guild_id is not None and not self.handles_guild(guild_id):
            _log.info("Development server %s is on another process's shard: not syncing", guild_id)
            return "elsewhere"
        if guild_id is None and not self.holds_first_shard:
            _log.info("Global commands are synced by the process running shard 0: not syncing")
            return "elsewhere"
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
            if self._jobs is not None and not self._jobs.done():
                self._jobs.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await self._jobs
            if self.tables is not None:
                await self.tables.close()
            db, self.db = self.db, None
            if db is not None:
                await db.close()
                _log.info("Database closed")


async def run(settings: Settings, bot: DobroBot | None = None) -> None:
    """Run the bot (``bot``, or a new one built from ``settings``) until it is closed or the
    process gets SIGINT/SIGTERM. The playground runs its bot through here too."""
    loop = asyncio.get_running_loop()
    async with bot or DobroBot(settings) as bot:
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
    unknown = unknown_keys_line()  # a mistyped key in .env is said, not silently ignored
    if unknown is not None:
        _log.warning(unknown)
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
        return fail(f"{'DATABASE_URL' if settings.database_url else 'DATABASE_PATH'}: {exc}")
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
