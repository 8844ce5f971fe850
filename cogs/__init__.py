"""Cogs: the thin Discord layer. They parse what players do and call the table service.

Every slash command of the bot lives under the one `/dobro` group. A cog subclasses `DobroCog`
and declares its commands with the usual `@app_commands.command(name=L(...), ...)`; when the bot
adds the cog, those commands become subcommands of `/dobro` (see `DobroBot.add_cog`).

Views subclass `DobroView` (classic action rows) or `DobroLayoutView` (components V2) so that an
exception in a button or select callback reaches the same error handler as slash commands.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Any, ClassVar, TypeVar

import discord
from discord import app_commands
from discord.ext import commands

import guilds
import locales
from cogs.app import DobroClient, client_of
from cogs.errors import DobroError, handle_interaction_error
from cogs.i18n import L, Language, interaction_language, t
from games import DEFAULT_GAME

__all__ = [
    "DobroCog",
    "DobroError",
    "DobroLayoutView",
    "DobroView",
    "L",
    "answer_in_time",
    "interaction_language",
    "is_moderator",
    "moderates_channel",
    "require_moderator",
    "sees_game",
    "stored_unix",
    "t",
    "token_age",
]


T = TypeVar("T")
#: Where the bot's commands are offered, and by which installs: every context (a server, the
#: bot's DM, group DMs and other DMs), as a server's app and as a person's (a user install).
EVERYWHERE = app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=True)
ANY_INSTALL = app_commands.AppInstallationType(guild=True, user=True)
#: Answer directly if the work is done by then (seconds since Discord created the
#: interaction); else defer: Discord allows 3 s for the first answer.
ANSWER_WITHIN = 1.5


async def cards_as_words(client: discord.Client, user_id: int) -> bool:
    """Whether ``user_id`` reads cards as words (``/dobro settings cards:text``): what a view
    drawn for them alone (their hand, a replay, a tutorial) draws under ``faces.as_words``."""
    people = client.people if isinstance(client, DobroClient) else None
    if people is None:
        return False
    settings = await people.get(user_id)
    return bool(settings.cards_as_words)


def in_server(interaction: discord.Interaction) -> bool:
    """The interaction comes from a server the bot was invited to (its guild install applies
    there): the bot is a member, may post, and the server's settings, leagues and tournaments
    are there."""
    return interaction.guild_id is not None and interaction.is_guild_integration()


def place_of(interaction: discord.Interaction) -> int:
    """Where the interaction's tables and standings belong: its server (invited or not), else
    its channel: a DM or a group DM is a place of its own, never mixed with a server's (its
    id, a channel's, is no server's)."""
    return interaction.guild_id or interaction.channel_id or 0


def message_link(place: int, channel_id: int, message_id: int) -> str:
    """A jump link to a message of a place (``place_of``): a DM's or group DM's is "@me"."""
    where = "@me" if place == channel_id else str(place)
    return f"https://discord.com/channels/{where}/{channel_id}/{message_id}"


def runs_here(interaction: discord.Interaction, command: Any) -> bool:
    """Whether ``command`` may run where ``interaction`` comes from: anywhere for what its cog
    lists in ``DobroCog.anywhere`` (tables, rules, tutorials, standings, one's settings),
    only in a server with the bot in it for the rest (configuration, leagues, tournaments,
    void, recompute, forget-me), and anything outside ``/dobro`` (``/dobro-me``, the Apps
    menu) wherever Discord offers it."""
    if in_server(interaction):
        return True
    binding = getattr(command, "binding", None)
    if not isinstance(binding, DobroCog):
        return True
    anywhere = binding.anywhere
    if isinstance(anywhere, bool):
        return anywhere
    return getattr(command.callback, "__name__", "") in anywhere


def let_go(interaction: discord.Interaction) -> None:
    """Break the reference cycles discord.py builds into every interaction (it and its
    ``InteractionResponse`` point at each other, and so do it and the original response it
    read back), once it is answered and nothing of the bot keeps it (the writer keeps tokens,
    never interactions). Without this, each click's interaction, parsed message, member and
    components (about 60 objects) can go only in a garbage collection, and at 1,000 busy
    tables they outlive the young collections and make most of the full collections'
    100–200 ms pauses (issue 35). Reading ``response`` again afterwards would give a fresh one
    that forgot the answer: call this last."""
    with contextlib.suppress(AttributeError):
        delattr(interaction, "_cs_response")  # discord.py's cached_slot_property (pinned)
    interaction._original_response = None  # its message's state points back at it


def let_go_view(view: discord.ui.View | discord.ui.LayoutView | None) -> None:
    """Take a view apart once it is sent (or only compared) and nobody will send it again.
    discord.py links every item to its view and its parent and back (cycles), so each table
    or hand drawn (some 50 objects) could go only in a garbage collection; at 1,000 busy tables
    they outlive the young collections and make most of the full collections' pauses
    (issue 35). Our controls are found by their custom id (``controls.dispatch``), so no view
    of ours is needed after its request; a view discord.py still keeps to dispatch (a view
    with callbacks waiting for a click) must not be let go."""
    if view is None:
        return
    items = list(view.walk_children())
    view.stop()
    view.clear_items()
    for item in items:
        item._view = None
        item._parent = None
        children = getattr(item, "_children", None)
        if isinstance(children, list):
            children.clear()


def token_age(interaction: discord.Interaction) -> float:
    """Seconds since Discord created the interaction (its token's age)."""
    return (discord.utils.utcnow() - interaction.created_at).total_seconds()


async def answer_in_time(
    interaction: discord.Interaction, work: Awaitable[T], *, ephemeral: bool = True
) -> tuple[T, bool]:
    """Run ``work``; if it is not done when the interaction is ``ANSWER_WITHIN`` seconds old (a
    lock wait, SQLite busy), defer (a component: an update; a command: "thinking", private
    unless ``ephemeral`` is off). Returns the result and whether the answer was deferred."""
    task = asyncio.ensure_future(work)
    done, _ = await asyncio.wait({task}, timeout=max(0.0, ANSWER_WITHIN - token_age(interaction)))
    if done:
        return await task, False
    if interaction.type is discord.InteractionType.component:
        await interaction.response.defer()
    else:
        await interaction.response.defer(ephemeral=ephemeral, thinking=True)
    return await task, True


def stored_unix(stored: str) -> int:
    """A time as storage writes it (UTC ISO-8601 with a Z) as Unix seconds, for ``<t:…>``."""
    return int(datetime.fromisoformat(stored.replace("Z", "+00:00")).timestamp())


async def _config_of(interaction: discord.Interaction) -> Any:
    configs = client_of(interaction).configs
    if configs is None or interaction.guild_id is None:
        return None
    return await configs.get(interaction.guild_id)


async def guild_game(interaction: discord.Interaction) -> str:
    """The game a command means when none is chosen: the guild's (``/dobro config game``),
    else the bot's default."""
    config = await _config_of(interaction)
    return guilds.defaults_of(config).game if config is not None else DEFAULT_GAME


def _role_ids(interaction: discord.Interaction) -> list[int]:
    return [r.id for r in getattr(interaction.user, "roles", ())]


async def is_moderator(interaction: discord.Interaction) -> bool:
    """Guild-wide moderator powers (``guilds.is_moderator``): Manage Server (owners and
    administrators hold every permission), or the guild's configured moderator role."""
    return guilds.is_moderator(
        await _config_of(interaction),
        manage_guild=interaction.permissions.manage_guild,
        role_ids=_role_ids(interaction),
    )


async def moderates_channel(interaction: discord.Interaction) -> bool:
    """A moderator of the interaction's channel only (``guilds.moderates_channel``): a guild
    moderator, or Manage Messages there (Discord resolves the channel's overwrites into
    ``interaction.permissions``)."""
    perms = interaction.permissions
    return guilds.moderates_channel(
        await _config_of(interaction),
        manage_guild=perms.manage_guild,
        manage_messages=perms.manage_messages,
        role_ids=_role_ids(interaction),
    )


async def require_moderator(interaction: discord.Interaction) -> None:
    """Refuse (privately, naming what is needed) anyone without guild-wide moderator powers."""
    if await is_moderator(interaction):
        return
    configs = client_of(interaction).configs
    config = configs.cached(interaction.guild_id or 0) if configs is not None else None
    if config is not None and config.moderator_role_id is not None:
        raise DobroError("error.moderators_only_role", role=f"<@&{config.moderator_role_id}>")
    raise DobroError("error.moderators_only")


async def sees_game(interaction: discord.Interaction, channel_id: int, seated: set[int]) -> bool:
    """Whether the presser may see a finished game's replay or record (every hand face up):
    they sat at it, or they can see the channel or thread it was played in (its View Channel
    now; a private thread also needs its membership, or Manage Threads). A channel gone, or
    one the bot cannot see, is nobody's but the players'."""
    user = interaction.user
    if user.id in seated or interaction.channel_id == channel_id:
        return True  # an interaction comes only from a channel its presser sees
    guild = interaction.guild
    if guild is None or not isinstance(user, discord.Member):
        return False
    place: Any = guild.get_channel_or_thread(channel_id)
    if place is None:
        try:  # an archived thread is not kept by the gateway
            place = await guild.fetch_channel(channel_id)
        except discord.HTTPException:
            return False
    if not isinstance(place, discord.Thread):
        return bool(place.permissions_for(user).view_channel)
    parent = place.parent or guild.get_channel(place.parent_id)
    if parent is None:
        return False
    allowed = parent.permissions_for(user)
    if not allowed.view_channel:
        return False
    if place.type is not discord.ChannelType.private_thread or allowed.manage_threads:
        return True
    try:
        await place.fetch_member(user.id)
    except discord.HTTPException:
        return False
    return True


async def show_privately(
    interaction: discord.Interaction,
    view: discord.ui.View | discord.ui.LayoutView,
    deferred: bool,
    *,
    in_place: bool,
) -> None:
    """Show ``view`` privately: in place of the message a control was pressed on
    (``in_place``), else as a new private message; as the interaction's answer, or its
    follow-up once ``deferred`` (``answer_in_time``). The view's controls are dynamic items:
    nothing needs it once sent."""
    if deferred:
        if in_place:
            await interaction.edit_original_response(view=view)
        else:
            await interaction.followup.send(view=view, ephemeral=True)
    elif in_place:
        await interaction.response.edit_message(view=view)
    else:
        await interaction.response.send_message(view=view, ephemeral=True)
    view.stop()


def on_private_message(interaction: discord.Interaction) -> bool:
    """Whether a control was pressed on a private (ephemeral) message."""
    message = interaction.message
    return (
        interaction.type is discord.InteractionType.component
        and message is not None
        and message.flags.ephemeral
    )


class DobroCog(commands.Cog):
    """A cog whose top-level app commands are moved under `/dobro` by `DobroBot.add_cog`."""

    dobro_commands: list[app_commands.Command[Any, ..., Any] | app_commands.Group]
    #: The commands of this cog that run outside a server with the bot in it (a DM, a group
    #: DM, a server where only a member's install applies), by callback name; True: all.
    anywhere: ClassVar[frozenset[str] | bool] = frozenset()

    def __init__(self, bot: DobroClient) -> None:
        self.bot = bot
        self.dobro_commands = []


class JobCog(DobroCog):
    """A cog that runs one background job posting in guilds' channels (leagues, tournaments):
    the job is started when the cog loads and cancelled when it unloads (so at shutdown), it
    handles only its own process's guilds and posts in the guild's language; it sleeps until its
    next deadline or a wake-up with ``tables.sleep_or_wake``."""

    #: The job's task name (logs, ``asyncio.all_tasks``).
    job_name = "dobro-job"

    def __init__(self, bot: DobroClient) -> None:
        super().__init__(bot)
        self._job: asyncio.Task[None] | None = None
        #: Passes the job has completed (tests wait for the first one after a start).
        self.passes = 0

    async def run_job(self) -> None:
        """The job's loop (runs until cancelled)."""
        raise NotImplementedError

    def start_job(self) -> None:
        self._job = asyncio.create_task(self.run_job(), name=self.job_name)

    async def stop_job(self) -> None:
        if self._job is not None:
            self._job.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._job
            self._job = None

    @property
    def own_guilds(self) -> Callable[[int], bool] | None:
        """The guilds whose work this process does: all (None), or, in a sharded process,
        those on its shards (``DobroBot.handles_guild``), so nothing is done twice."""
        if self.bot.my_shards is None:
            return None
        return self.bot.handles_guild

    async def post_language(self, guild_id: int, fallback: str) -> Language:
        """Public posts speak the guild's language (``/dobro config language``), else
        ``fallback`` (their creator's), read through the config cache."""
        configs = self.bot.configs
        config = await configs.get(guild_id) if configs is not None else None
        lang = (config.language if config else None) or fallback
        return lang if lang in locales.LANGUAGES else locales.DEFAULT


class DobroView(discord.ui.View):
    """A classic view (action rows) whose callback errors go to the shared error handler."""

    async def on_error(
        self, interaction: discord.Interaction, error: Exception, item: discord.ui.Item[Any], /
    ) -> None:
        await handle_interaction_error(interaction, error)


class DobroLayoutView(discord.ui.LayoutView):
    """A components-V2 view whose callback errors go to the shared error handler."""

    async def on_error(
        self, interaction: discord.Interaction, error: Exception, item: discord.ui.Item[Any], /
    ) -> None:
        await handle_interaction_error(interaction, error)
