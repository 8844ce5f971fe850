"""Tables and play: ``/dobro new|join|leave|start|cancel|kick|export|rules`` and every button.

Thin by design: parse the interaction, call the table service, render. One writer task per table
edits the table message and always renders the latest state, so an older state never replaces a
newer one on screen.
"""

from __future__ import annotations

import io
import json
import logging
import re
from typing import Any, Protocol, cast, runtime_checkable

import discord
from discord import app_commands
from discord.ext import commands

import faces
from cogs import (
    DobroCog,
    DobroError,
    answer_in_time,
    cards_as_words,
    in_server,
    let_go,
    let_go_view,
    moderates_channel,
    place_of,
    sees_game,
)
from cogs.app import DobroClient, data_of, required
from cogs.choices import TIMERS
from cogs.errors import handle_interaction_error, send_ephemeral
from cogs.games import renderer
from cogs.i18n import L, interaction_language, t
from cogs.table import race  # noqa: F401  (its claim button is a table control: dispatch)
from cogs.table import render as ui
from cogs.table.controls import (
    NUMBER_MODAL,
    TABLE_ACTIONS,
    dispatch,
    has_handler,
    modal_number,
    number_modal,
)
from cogs.table.factory import TABLE_CONTROLS
from cogs.table.options import GAMES, chosen_options, table_command
from cogs.table.rules_pages import rules_view
from cogs.table.writer import NO_PINGS, Writers
from games import DEFAULT_GAME, RuleError
from games import rules as rules_of
from games.catalogue import GAMES as RULES_PACKAGES
from guilds import table_options
from guilds.config import defaults_of, league_table
from tables import Table, TableError, TableService, TableSettings

_log = logging.getLogger(__name__)


def _on_private_message(interaction: discord.Interaction) -> bool:
    """Whether the control pressed is on a hand (a private components V2 message), which its
    answer may replace."""
    message = interaction.message
    return message is not None and message.flags.ephemeral and message.flags.components_v2


@runtime_checkable
class FirstContact(Protocol):
    """The tutorials' first contact (``cogs.learn.Learn``, which imports this cog: reached
    through the bot): a newcomer's first hand gets one line on how to learn."""

    async def first_contact(
        self, user_id: int, table: Table, view: discord.ui.LayoutView, lang: str
    ) -> None: ...


class Play(DobroCog):
    """Tables, seats, hands and moves: commands and controls in, service calls, views out.

    The messages a table shows in its channel are written by its ``TableWriter``
    (``cogs.table.writer``); this cog answers interactions only.
    """

    anywhere = True

    def __init__(self, bot: DobroClient, service: TableService) -> None:
        super().__init__(bot)
        self.service = service
        # /dobro new is built from every game's options (cogs.table.options).
        self.__cog_app_commands__.append(self._new_command())
        settings = bot.settings
        interval = getattr(settings, "table_edit_interval", 1.0)
        self.writers = Writers(bot, service, interval=interval, budget=bot.budget)

    async def cog_load(self) -> None:
        # The table's controls are dispatched by ``on_interaction`` (controls.dispatch), not as
        # discord.py's dynamic items: see there.
        self.service.listeners.append(self.writers.on_change)
        self.service.boards_reported = True  # the writers say when each race board was shown
        self.service.previews.append(self.writers.on_preview)
        # After a restart or a reload: redraw every table, rewrite the messages of games that
        # could not be resumed, and send whatever the outbox still owes.
        for table in [*self.service.tables.values(), *self.service.closing()]:
            self.writers.of(table).mark()
        try:
            await self.writers.send_owed_elsewhere()
        except Exception:  # the next change or restart tries again
            _log.exception("Could not send the owed messages at load")

    async def cog_unload(self) -> None:
        if self.writers.on_change in self.service.listeners:
            self.service.listeners.remove(self.writers.on_change)
        self.service.boards_reported = False
        if self.writers.on_preview in self.service.previews:
            self.service.previews.remove(self.writers.on_preview)
        await self.writers.close()

    # ------------------------------------------------------------------ helpers

    def _table_here(self, interaction: discord.Interaction) -> Table:
        table = self.service.in_channel(interaction.channel_id or 0)
        if table is None:
            raise TableError("no_table")
        return table

    async def _say(self, interaction: discord.Interaction, text: str, deferred: bool) -> None:
        """A private sentence, as the answer or after a deferral."""
        if deferred:
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)

    async def _show(
        self, interaction: discord.Interaction, view: discord.ui.LayoutView, deferred: bool
    ) -> None:
        """Update the hand the control is on with ``view``. A control claiming to be on a public
        message (only a forged one can) gets ``view`` privately instead: a hand never replaces
        a public message."""
        try:
            if not _on_private_message(interaction):
                if deferred:
                    await interaction.followup.send(view=view, ephemeral=True)
                else:
                    await self._send_hand_view(interaction, view)
            elif deferred:
                await interaction.edit_original_response(view=view)
            else:
                await interaction.response.edit_message(view=view)
        finally:
            let_go_view(view)

    async def _send_hand_view(
        self, interaction: discord.Interaction, view: discord.ui.LayoutView
    ) -> None:
        """Answer with a hand, privately. discord.py gives a private view a 15-minute timeout
        and keeps it (its task, every item) until then; a hand's controls are dynamic items
        found by their custom id, so nothing needs the view once sent: let it go now."""
        try:
            await interaction.response.send_message(view=view, ephemeral=True)
        finally:
            let_go_view(view)

    def _check_channel(self, interaction: discord.Interaction, table: Table) -> bool:
        """A control belongs to its table's channel, or to the presser's own DM with the bot
        (a "your turn" DM's *My hand*, and the hand it opens there); anywhere else it is out
        of date."""
        return interaction.channel_id == table.channel_id or isinstance(
            interaction.channel, discord.DMChannel
        )

    # ------------------------------------------------------------------ where tables live

    @staticmethod
    def _where(interaction: discord.Interaction) -> tuple[int, str, str, bool]:
        """Where a table opened by ``interaction`` lives and how its messages reach players
        (``TableSettings.place`` and ``delivery``, ``cogs.table.delivery``): (the place's id,
        its kind, the delivery, cards as words in public).

        - a server with the bot: its channel, the bot posts;
        - a server where only the person's install applies: the server, through
          interactions (refused where its members' apps may answer them alone: the table
          would be seen by nobody else), cards as words where emojis do not render;
        - the bot's DM: that DM, the bot posts;
        - a group DM (or another DM): that channel, through interactions."""
        channel_id = interaction.channel_id or 0
        if in_server(interaction):
            return place_of(interaction), "guild", "channel", False
        if interaction.guild_id is not None:
            if not interaction.permissions.use_external_apps:
                raise DobroError("table.error.external_apps")
            words = not interaction.app_permissions.use_external_emojis
            return interaction.guild_id, "guild", "interaction", words
        if interaction.context.dm_channel:
            return channel_id, "dm", "channel", False
        return channel_id, "group", "interaction", False

    async def wake(self, interaction: discord.Interaction, table: Table) -> None:
        """An interaction at a held table (``TableService.hold``: nothing could write it):
        the table goes on, its clocks from where they stopped."""
        if table.held and table.open and interaction.channel_id == table.channel_id:
            await self.service.resume(table.game_id)

    def answered(
        self,
        interaction: discord.Interaction,
        table: Table,
        *,
        original: int | None = None,
        owned: int | None = None,
        followups: int = 0,
    ) -> None:
        """``interaction`` at ``table`` was answered: a table delivered through interactions
        writes with its token from now on (``original``: the message its answer is or
        updated; ``owned``: a follow-up of it; ``followups``: how many it sent already).
        Nothing for a table the bot writes itself."""
        if table.settings.delivery != "interaction":
            return
        token = self.writers.of(table).interaction(interaction, original=original)
        if token is not None:
            token.followups += followups
            if owned is not None:
                token.owned.add(owned)

    # ------------------------------------------------------------------ commands

    def _new_command(self) -> app_commands.Command[Any, ..., Any]:
        """``/dobro new``: seats, timer, thread, league, ``game:`` and every game's options
        (``cogs.table.options``), built when the cog is made."""
        return table_command(
            self.new,
            name=L("cmd.new.name"),
            description=L("cmd.new.description"),
            base=[
                ("seats", app_commands.Range[int, 2, 8] | None, None),
                ("timer", int | None, None),
                ("thread", bool, False),
                ("league", app_commands.Range[str, 1, 100] | None, None),
            ],
            renames={k: L(f"cmd.new.{k}") for k in ("seats", "timer", "thread", "league")},
            descriptions={
                k: L(f"cmd.new.{k}.description") for k in ("seats", "timer", "thread", "league")
            },
            choices={"timer": TIMERS},
            autocomplete={"league": self._league_choices},
        )

    async def new(
        self,
        interaction: discord.Interaction,
        *,
        seats: int | None = None,
        timer: int | None = None,
        thread: bool = False,
        league: str | None = None,
        game: str | None = None,
        **options: Any,
    ) -> None:
        """Open a table: the table message with its lobby buttons. Options left out take the
        guild's defaults (``/dobro config``); a league's table takes the league's settings.
        In a DM, a group DM or a server where only the person's install applies, the table is
        the command's answer (``_where``)."""
        channel = interaction.channel
        assert channel is not None
        guild_id, _, delivery, _ = self._where(interaction)
        self.service.check_free(channel.id)
        lang = interaction_language(interaction)
        chosen = {"seats": seats, "timer": timer, "game": game, "options": options}
        chosen.update(challenged=options.pop("challenged", None))
        if league and not in_server(interaction):
            raise DobroError("error.server_only")
        if thread and delivery == "channel" and isinstance(channel, discord.TextChannel):
            settings = await self._table_settings(interaction, chosen, True, league, lang)
            await interaction.response.defer(ephemeral=True, thinking=True)
            place = await channel.create_thread(
                name=t("table.thread_name", settings.lang, host=interaction.user.display_name)[
                    :100
                ],
                type=discord.ChannelType.public_thread,
            )
            table = await self.service.create(
                guild_id, place.id, interaction.user.id, interaction.user.display_name, settings
            )
            shown = await self.service.view(table)
            rendered = shown.version
            message = await place.send(
                view=ui.table_view(shown, settings.lang), allowed_mentions=NO_PINGS
            )
            await self.service.set_message(table, message.id)
            self.writers.of(table).posted(message.id, rendered)
            await interaction.followup.send(
                t("table.opened_in_thread", lang, id=table.game_id, thread=place.mention),
                ephemeral=True,
            )
            return

        async def create() -> Table:
            settings = await self._table_settings(interaction, chosen, False, league, lang)
            return await self.service.create(
                guild_id, channel.id, interaction.user.id, interaction.user.display_name, settings
            )

        table, deferred = await answer_in_time(interaction, create(), ephemeral=False)
        await self._send_table(interaction, table, deferred)

    async def _table_settings(
        self,
        interaction: discord.Interaction,
        chosen: dict[str, Any],
        thread: bool,
        league: str | None,
        lang: str,
    ) -> TableSettings:
        """What ``/dobro new`` opens: the channel allowed (``/dobro config channels``), the
        league open and its settings, else the game and options given, else the guild's
        defaults; the public messages in the guild's language, else the opener's. Where the
        table lives and how it is delivered: ``_where``."""
        assert interaction.channel is not None
        configs = required(self.bot.configs, "configs")
        leagues = required(self.bot.leagues, "leagues")
        channel = interaction.channel
        place_id, place, delivery, words = self._where(interaction)
        await configs.check_channel(place_id, channel.id, getattr(channel, "parent_id", None))
        await self._not_a_tournament_thread(channel)
        config = await configs.get(place_id)
        found = await leagues.find(place_id, league, open_only=True) if league else None
        game = chosen["game"] or (
            league_table(found.settings).game if found else defaults_of(config).game
        )
        given = chosen_options(game, chosen["options"])
        table = table_options(
            config,
            game=chosen["game"],
            given=given,
            timer=chosen["timer"],
            league=found.settings if found else None,
        )
        game_rules = rules_of(table.game)
        seats = chosen["seats"] or max(game_rules.min_seats, min(4, game_rules.max_seats))
        return TableSettings(
            seats=seats,
            game=table.game,
            options=dict(table.options),
            thread=thread,
            lang=config.language or lang,
            timer=table.timer or None,
            league_id=found.id if found else None,
            league=found.name if found else None,
            # Hints: at casual tables, unless the server turned them off (/dobro config hints).
            hints=found is None and config.hints is not False,
            place=place,
            delivery=delivery,
            words=words,
            challenged=chosen.get("challenged"),
        )

    async def _not_a_tournament_thread(self, channel: Any) -> None:
        """A tournament table's thread holds that table only: no other lobby opens there (a
        member's lobby would be taken for the tournament's, #31)."""
        tournaments = self.bot.tournaments
        if tournaments is None or getattr(channel, "parent_id", None) is None:
            return
        if await tournaments.holds_thread(channel.id):
            raise TableError("tournament_thread")

    async def _league_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The guild's open leagues whose names contain what is typed."""
        if interaction.guild_id is None:
            return []
        leagues = required(self.bot.leagues, "leagues")
        found = await leagues.listed(interaction.guild_id, open_only=True, search=current)
        return [app_commands.Choice(name=x.name, value=x.name) for x in found]

    @app_commands.command(name=L("cmd.join.name"), description=L("cmd.join.description"))
    async def join(self, interaction: discord.Interaction) -> None:
        table = self._table_here(interaction)
        await self._lobby_action(interaction, table, "join")

    @app_commands.command(name=L("cmd.leave.name"), description=L("cmd.leave.description"))
    async def leave(self, interaction: discord.Interaction) -> None:
        table = self._table_here(interaction)
        await self._lobby_action(interaction, table, "leave")

    @app_commands.command(name=L("cmd.start.name"), description=L("cmd.start.description"))
    async def start(self, interaction: discord.Interaction) -> None:
        table = self._table_here(interaction)
        await self._lobby_action(interaction, table, "start")

    @app_commands.command(name=L("cmd.cancel.name"), description=L("cmd.cancel.description"))
    @app_commands.rename(reason=L("cmd.cancel.reason"))
    @app_commands.describe(reason=L("cmd.cancel.reason.description"))
    async def cancel(
        self,
        interaction: discord.Interaction,
        reason: app_commands.Range[str, 1, 200] | None = None,
    ) -> None:
        table = self._table_here(interaction)
        call = self.service.cancel(
            table.game_id, interaction.user.id, await moderates_channel(interaction), reason
        )
        _, deferred = await answer_in_time(interaction, call)
        lang = interaction_language(interaction)
        await self._say(interaction, t("table.done.cancel", lang, id=table.game_id), deferred)

    @app_commands.command(name=L("cmd.back.name"), description=L("cmd.back.description"))
    async def back(self, interaction: discord.Interaction) -> None:
        table = self._table_here(interaction)
        await self._lobby_action(interaction, table, "back")

    @app_commands.command(name=L("cmd.kick.name"), description=L("cmd.kick.description"))
    @app_commands.rename(player=L("cmd.kick.player"))
    @app_commands.describe(player=L("cmd.kick.player.description"))
    async def kick(self, interaction: discord.Interaction, player: discord.User) -> None:
        table = self._table_here(interaction)
        call = self.service.kick(
            table.game_id, interaction.user.id, player.id, await moderates_channel(interaction)
        )
        _, deferred = await answer_in_time(interaction, call)
        lang = interaction_language(interaction)
        await self._say(interaction, t("table.done.kick", lang, player=player.mention), deferred)

    @app_commands.command(name=L("cmd.export.name"), description=L("cmd.export.description"))
    @app_commands.rename(game=L("cmd.export.game"))
    @app_commands.describe(game=L("cmd.export.game.description"))
    async def export(
        self,
        interaction: discord.Interaction,
        game: app_commands.Range[int, 1, 2**53 - 1] | None = None,
    ) -> None:
        lang = interaction_language(interaction)

        async def sees(channel_id: int, seated: set[int]) -> bool:
            return await sees_game(interaction, channel_id, seated)

        exported, deferred = await answer_in_time(
            interaction,
            self.service.export(
                interaction.channel_id or 0, game, guild_id=place_of(interaction), sees=sees
            ),
        )
        data = json.dumps(exported.record, ensure_ascii=False, indent=2).encode()
        # The file is named after its game, and the text names the tool that replays it.
        filename = f"{exported.game}-{exported.game_id}.json"
        tool = f"python -m {RULES_PACKAGES[exported.game]} replay {filename}"
        file = discord.File(io.BytesIO(data), filename=filename)
        text = t("table.export", lang, id=exported.game_id, command=tool)
        if deferred:
            await interaction.followup.send(text, file=file, ephemeral=True)
        else:
            await interaction.response.send_message(text, file=file, ephemeral=True)

    @app_commands.command(name=L("cmd.rules.name"), description=L("cmd.rules.description"))
    @app_commands.rename(game=L("cmd.option.game"))
    @app_commands.describe(game=L("cmd.rules.game.description"))
    @app_commands.choices(game=GAMES)
    async def rules(self, interaction: discord.Interaction, game: str | None = None) -> None:
        """A game's rules in pages (the table's game here, else the server's default)."""
        if game is None:
            here = self.service.in_channel(interaction.channel_id or 0)
            game = here.settings.game if here is not None else DEFAULT_GAME
        await interaction.response.send_message(
            view=rules_view(game, 0, interaction_language(interaction)), ephemeral=True
        )

    # ------------------------------------------------------------------ buttons

    async def _lobby_action(
        self, interaction: discord.Interaction, table: Table, what: str
    ) -> None:
        lang = interaction_language(interaction)
        user = interaction.user
        service = self.service
        gid = table.game_id
        if what == "join":
            call = service.join(gid, user.id, user.display_name)
        elif what in ("leave", "quit"):
            call = service.leave(gid, user.id)
        elif what.startswith("ai_"):
            call = service.add_computer(gid, user.id, what.removeprefix("ai_"))
        elif what == "start":
            call = service.start(gid, user.id)
        elif what == "cancel":
            call = service.cancel(gid, user.id, await moderates_channel(interaction))
        elif what == "back":
            call = service.back(gid, user.id)
        elif what == "hurry":
            call = service.hurry(gid, user.id)
        elif what == "accept":
            call = service.accept(gid, user.id, user.display_name)
        elif what == "decline":
            call = service.decline(gid, user.id)
        else:
            raise TableError("control_out_of_date")
        _, deferred = await answer_in_time(interaction, call)
        if interaction.type is discord.InteractionType.component:
            message = interaction.message
            if table.settings.delivery == "interaction":
                # Only acknowledged: the writer edits the table through this click's token
                # (and posts it afresh if Discord refuses the edit: 30046).
                if not deferred:
                    await interaction.response.defer()
            else:
                await self._show_table(interaction, table, deferred)
            if message is not None and not message.flags.ephemeral:
                self.answered(interaction, table, original=message.id)
        else:
            await self._say(interaction, t(f"table.done.{what}", lang, id=gid), deferred)
            self.answered(interaction, table)

    async def _show_table(
        self, interaction: discord.Interaction, table: Table, deferred: bool
    ) -> None:
        """A click on the table message changed the table: its answer is the table message
        itself, redrawn in place (a type 7 update: no request on Discord's global limit, and
        the presser sees it at once); the writer edits it through this click's token from now
        on. A click elsewhere (Play again's invitation), or a table with pictures, is only
        acknowledged: the writer draws the table."""
        message = interaction.message
        lang = table.settings.lang
        on_table = message is not None and message.id == table.message_id
        shown = await self.service.view(table)  # only moves storage has kept
        if not on_table or ui.pictures_key(shown, lang):
            if not deferred:
                await interaction.response.defer()  # the table message itself shows the change
            return
        view = ui.table_view(shown, lang)
        try:
            if deferred:
                await interaction.edit_original_response(view=view, allowed_mentions=NO_PINGS)
            else:
                await interaction.response.edit_message(view=view, allowed_mentions=NO_PINGS)
            assert message is not None
            if table.open:
                self.writers.of(table).shown_by(interaction, view, message.id)
        finally:
            let_go_view(view)

    async def _send_table(
        self, interaction: discord.Interaction, table: Table, deferred: bool
    ) -> None:
        """Post a table message as the answer to ``interaction`` (after a deferral: as its
        follow-up). If that answer is refused (its token expired, answered too late), the bot
        posts the table in the channel itself, then lets the error handler log the refusal:
        a table is never left open with no message."""
        shown = await self.service.view(table)
        rendered = shown.version
        view = ui.table_view(shown, table.settings.lang)
        try:
            # A challenge pings the challenged person; any other lobby, nobody.
            mentions = (
                discord.AllowedMentions(
                    everyone=False, roles=False, users=[discord.Object(table.settings.challenged)]
                )
                if table.settings.challenged is not None
                else NO_PINGS
            )
            message: discord.Message
            try:
                if deferred:
                    message = await interaction.followup.send(
                        view=view, allowed_mentions=mentions, wait=True
                    )
                else:
                    await interaction.response.send_message(view=view, allowed_mentions=mentions)
                    message = await interaction.original_response()
            except discord.HTTPException:
                if table.settings.delivery != "channel":
                    raise  # nothing else can post it: the table waits for an interaction
                channel = interaction.channel
                if not isinstance(channel, discord.abc.Messageable) or (
                    not deferred and interaction.response.is_done()
                ):
                    raise  # the table message was sent: only reading it back failed
                message = await channel.send(view=view, allowed_mentions=NO_PINGS)
                await self.service.set_message(table, message.id)
                self.writers.of(table).posted(message.id, rendered)
                raise
            await self.service.set_message(table, message.id)
            writer = self.writers.of(table)
            writer.table_answered(view)
            # The interaction's original response (a deferral's first follow-up replaces it): the
            # writer edits it through this interaction's webhook while its token lives.
            writer.posted(message.id, rendered, via=interaction)
            if deferred:
                self.answered(interaction, table, owned=message.id, followups=1)
            else:
                self.answered(interaction, table, original=message.id)
        finally:
            let_go_view(view)

    async def on_table_button(self, interaction: discord.Interaction, gid: int, what: str) -> None:
        lang = interaction_language(interaction)
        if what == "rules":
            table = await self.service.load(gid)
            view = rules_view(table.settings.game, 0, lang)
            await interaction.response.send_message(view=view, ephemeral=True)
            self.answered(interaction, table)
            return
        if what == "again":
            await self._play_again(interaction, gid, lang)
            return
        table = await self.service.load(gid)
        known = what in TABLE_ACTIONS or what.startswith("ai_")
        if not known or not self._check_channel(interaction, table):
            await self._answer_out_of_date(interaction, table)
            return
        await self.wake(interaction, table)
        if what == "resume":
            await self._resume(interaction, table)
            return
        if what == "hand":
            await self._send_hand(interaction, table)
            return
        if not table.open:
            raise TableError("not_active")
        if what == "oubli":
            await self._call_oubli(interaction, table)
            return
        if what == "hint":
            await self._send_hint(interaction, table)
            return
        await self._lobby_action(interaction, table, what)

    async def _send_hint(self, interaction: discord.Interaction, table: Table) -> None:
        """*Hint*, privately: the move the ``normal`` computer would make and why, then why
        each greyed-out card cannot be played now (the engine's reasons)."""
        lang = interaction_language(interaction)
        _, suggestion, blocked = await self.service.hint(table.game_id, interaction.user.id)
        await interaction.response.send_message(
            view=ui.hint_view(await self.service.view(table), suggestion, blocked, lang),
            ephemeral=True,
            allowed_mentions=NO_PINGS,
        )

    async def _play_again(self, interaction: discord.Interaction, gid: int, lang: str) -> None:
        """*Play again*: a new lobby here (if this channel may still hold tables, in the
        language the server speaks now), the presser its host; the others of the last game
        are invited by a ping with a Join button, and seated only if they join."""
        configs = required(self.bot.configs, "configs")
        guild_id, channel = place_of(interaction), interaction.channel
        assert channel is not None

        async def reopen() -> tuple[Table, list[int]]:
            await configs.check_channel(guild_id, channel.id, getattr(channel, "parent_id", None))
            await self._not_a_tournament_thread(channel)
            config = await configs.get(guild_id)
            return await self.service.play_again(
                gid, interaction.user.id, lang=config.language or lang
            )

        (table, invited), deferred = await answer_in_time(interaction, reopen(), ephemeral=False)
        await self._send_table(interaction, table, deferred)
        if invited:
            self.writers.of(table).invite(invited)

    def _hand_owner(self, table: Table, user_id: int) -> str:
        """The seat name whose hand ``user_id`` may see: theirs, or the one they had once the
        game is closed."""
        name = table.name_of(user_id)
        if name is None and not table.open:
            name = next((s.name for s in table.seats if s.user_id == user_id), None)
        if name is None:
            raise TableError("not_seated")
        if table.state is None:
            raise TableError("not_started")
        return name

    async def _resume(self, interaction: discord.Interaction, table: Table) -> None:
        """*Resume* (a table delivered through interactions that waited): the message it is
        on shows the table again, as this click's own answer, and the table is this click's
        to write with (its clocks already go on: ``wake``)."""
        message = interaction.message
        if (
            table.settings.delivery != "interaction"
            or message is None
            or interaction.channel_id != table.channel_id
        ):
            raise TableError("control_out_of_date")
        view = ui.table_view(await self.service.view(table), table.settings.lang)
        await interaction.response.edit_message(view=view, allowed_mentions=NO_PINGS)
        if table.open and table.message_id != message.id:
            await self.service.set_message(table, message.id)  # the table is here again
        if table.message_id == message.id:
            self.writers.of(table).table_answered(view)
        self.answered(interaction, table, original=message.id)

    def _on_table_message(self, interaction: discord.Interaction, table: Table) -> bool:
        """The control was pressed on the table message of a table delivered through
        interactions: its answer may update that message (and so keep it writable)."""
        message = interaction.message
        return (
            table.settings.delivery == "interaction"
            and table.open
            and message is not None
            and message.id == table.message_id
            and interaction.channel_id == table.channel_id
        )

    async def _send_hand(self, interaction: discord.Interaction, table: Table) -> None:
        name = self._hand_owner(table, interaction.user.id)
        lang = interaction_language(interaction)
        view = await self._hand_for(interaction, table, name, lang)
        drawn = await self._drawn(interaction, table, name, lang, view)
        learn = self.bot.get_cog("Learn")  # first contact: a newcomer's first hand (issue 24)
        if isinstance(learn, FirstContact) and table.open:
            await learn.first_contact(interaction.user.id, table, view, lang)
        if self._on_table_message(interaction, table):
            # Delivered through interactions: the press's own answer brings the table message
            # up to date (so this token may edit it), and the hand is its private follow-up.
            shown = ui.table_view(await self.service.view(table), table.settings.lang)
            try:
                await interaction.response.edit_message(view=shown, allowed_mentions=NO_PINGS)
                hand = await interaction.followup.send(view=view, ephemeral=True, wait=True)
                writer = self.writers.of(table)
                writer.table_answered(shown)
            finally:
                let_go_view(view)
                let_go_view(shown)
            self.answered(interaction, table, original=table.message_id, followups=1)
            writer.hand_shown(interaction.user.id, interaction, drawn, message_id=hand.id)
            return
        await self._send_hand_view(interaction, view)
        self.answered(interaction, table)
        if table.open:
            self.writers.of(table).hand_shown(interaction.user.id, interaction, drawn)

    async def _call_oubli(self, interaction: discord.Interaction, table: Table) -> None:
        """A public control of the table message (Dobro's *Oubli!*): the action the game's
        renderer says it stands for for the presser now; when it means nothing any more, the
        press shows the table as it is now."""
        seat = table.seat_of(interaction.user.id)
        if table.state is None or seat is None:
            raise TableError("not_seated")
        shown = await self.service.view(table)
        index = renderer(table.settings.game).public_action(shown, seat.seat, "oubli")
        if index is None:
            await interaction.response.edit_message(
                view=ui.table_view(shown, table.settings.lang), allowed_mentions=NO_PINGS
            )
            return
        call = self.service.play(table.game_id, interaction.user.id, shown.version, index)
        _, deferred = await answer_in_time(interaction, call)
        if not deferred:
            await interaction.response.defer()  # the table message shows who holds the card

    async def on_move(
        self,
        interaction: discord.Interaction,
        gid: int,
        version: int,
        index: int,
        declared: int | None,
        *,
        joker: bool = False,
    ) -> None:
        """A control of a hand: play the move at ``index`` of the legal moves, answer with the
        updated hand (a type 7 update, or deferred then edited when the move is slow)."""
        lang = interaction_language(interaction)
        table = await self.service.load(gid)
        name = self._hand_owner(table, interaction.user.id)
        await self.wake(interaction, table)
        note = None
        deferred = False
        if not table.open:  # the game is over or closed: its hand has no live control
            pass
        elif not self._check_channel(interaction, table) or (joker and declared is None):
            note = t("table.error.out_of_date", lang)
        else:
            try:
                _, deferred = await answer_in_time(
                    interaction,
                    self.service.play(gid, interaction.user.id, version, index, declared),
                )
            except TableError as exc:
                if exc.code != "stale":
                    raise
                note = t("table.error.stale", lang)
            except table.rules.illegal as exc:
                note = cast(RuleError, exc).text(lang)
        view = await self._hand_for(interaction, table, name, lang, note=note)
        drawn = await self._drawn(interaction, table, name, lang, view)
        await self._show(interaction, view, deferred)
        self.answered(interaction, table)
        if table.open:
            self.writers.of(table).hand_shown(interaction.user.id, interaction, drawn)

    async def on_number_button(
        self,
        interaction: discord.Interaction,
        gid: int,
        version: int,
        index: int,
        low: int,
        high: int,
    ) -> None:
        """A hand's *other amount* button (``NumberButton``): the modal asking for the number.
        A button of a closed table or of another channel is answered as out of date."""
        lang = interaction_language(interaction)
        table = await self.service.load(gid)
        self._hand_owner(table, interaction.user.id)
        if not table.open or not self._check_channel(interaction, table) or low > high:
            await self.on_out_of_date(interaction, gid)
            return
        modal = number_modal(
            gid,
            version,
            index,
            low,
            high,
            t("hand.number.title", lang),
            t("hand.number.label", lang, low=low, high=high),
        )
        await interaction.response.send_modal(modal)
        modal.stop()  # nothing kept: the submit is read from its custom id (on_interaction)

    async def on_number_submit(self, interaction: discord.Interaction, match: Any) -> None:
        """The number modal, submitted: a whole number in its range is played like a select's
        value (the engine checks it); anything else redraws the hand with what to type."""
        gid, version, index, low, high = (
            int(match[k]) for k in ("gid", "ver", "index", "low", "high")
        )
        typed = modal_number(interaction.data).strip()
        value = int(typed) if re.fullmatch(r"[0-9]{1,4}", typed) else None
        if value is not None and low <= value <= high:
            await self.on_move(interaction, gid, version, index, value, joker=True)
            return
        lang = interaction_language(interaction)
        table = await self.service.load(gid)
        name = self._hand_owner(table, interaction.user.id)
        note = t("hand.number.invalid", lang, low=low, high=high)
        await self._show(
            interaction, await self._hand_for(interaction, table, name, lang, note=note), False
        )

    async def on_focus(
        self, interaction: discord.Interaction, gid: int, version: int, key: str | None
    ) -> None:
        """A hand's focus control (``FocusSelect``): the presser's hand redrawn narrowed to
        ``key`` (the renderer decides what it narrows: Ten, the card whose ways of playing are
        shown), in place and at once; nothing is played. A focus from another state version is
        answered as any stale control: the current hand, with a note."""
        lang = interaction_language(interaction)
        table = await self.service.load(gid)
        name = self._hand_owner(table, interaction.user.id)
        note = None
        focus = None
        if not table.open:  # the game is over or closed: its hand has no live control
            pass
        elif not self._check_channel(interaction, table) or key is None:
            note = t("table.error.out_of_date", lang)
        elif not self._still_offered(table, interaction.user.id, version):
            note = t("table.error.stale", lang)
        else:
            focus = key
        view = await self._hand_for(interaction, table, name, lang, note=note, focus=focus)
        drawn = await self._drawn(interaction, table, name, lang, view)
        await self._show(interaction, view, False)
        if table.open:
            self.writers.of(table).hand_shown(interaction.user.id, interaction, drawn)

    def _still_offered(self, table: Table, user_id: int, version: int) -> bool:
        """A control of ``user_id``'s hand drawn at ``version`` still stands for what it did
        (``TableService.still_offered``)."""
        seat = table.seat_of(user_id)
        return seat is not None and self.service.still_offered(table, seat.seat, version)

    async def show_board(self, interaction: discord.Interaction, table: Table) -> None:
        """A race's right claim on the public board: that click's own answer is the new board
        (no other request), and the writer knows the message shows it, and when (Discord's
        time of the edit: the race's time line)."""
        lang = table.settings.lang
        shown = await self.service.view(table)
        view = ui.table_view(shown, lang)
        pictures = ui.pictures_key(shown, lang)
        writer = self.writers.of(table) if table.open else None
        mark = writer.race_mark() if writer is not None else None
        try:
            files = await ui.picture_files(shown, lang, self.service.thinker.offload)
            sent = self.service.clock.now()
            response = await interaction.response.edit_message(
                view=view, attachments=files, allowed_mentions=NO_PINGS
            )
            if writer is not None and table.open:
                writer.board_shown(view, pictures, mark=mark, sent=sent, response=response)
                if interaction.message is not None:  # edited through its token from now on
                    writer.owns(interaction.message.id, interaction)
        finally:
            let_go_view(view)
        if interaction.message is not None:
            self.answered(interaction, table, original=interaction.message.id)

    async def show_panel(
        self, interaction: discord.Interaction, table: Table, note: str | None
    ) -> None:
        """A race's claim from a private panel (the presser's own card's buttons): the panel,
        redrawn in place with ``note`` (how the claim ended, unless it won)."""
        name = self._hand_owner(table, interaction.user.id)
        lang = interaction_language(interaction)
        view = await self._hand_for(interaction, table, name, lang, note=note)
        drawn = await self._drawn(interaction, table, name, lang, view)
        await self._show(interaction, view, False)
        self.answered(interaction, table)
        if table.open:
            self.writers.of(table).hand_shown(interaction.user.id, interaction, drawn)

    async def _answer_out_of_date(self, interaction: discord.Interaction, table: Table) -> None:
        """A table button that means nothing here: the presser's current hand, privately."""
        lang = interaction_language(interaction)
        try:
            name = self._hand_owner(table, interaction.user.id)
        except TableError:
            raise TableError("control_out_of_date") from None
        note = t("table.error.out_of_date", lang)
        await self._send_hand_view(
            interaction, await self._hand_for(interaction, table, name, lang, note=note)
        )

    async def on_out_of_date(self, interaction: discord.Interaction, gid: int) -> None:
        """A control that means nothing now (a greyed-out play, a forged id): the current
        hand, with a kind word."""
        lang = interaction_language(interaction)
        table = await self.service.load(gid)
        name = self._hand_owner(table, interaction.user.id)
        view = await self._hand_for(
            interaction, table, name, lang, note=t("table.error.out_of_date", lang)
        )
        await self._show(interaction, view, False)

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Every control of a table (``controls.dispatch``: without discord.py's dynamic
        items, which rebuild the clicked message first); and a button, select or modal no item
        of the bot handles (an id from an older version of the bot, or a forged one): "This
        control is out of date", privately, rather than Discord's "This interaction
        failed"."""
        kinds = (discord.InteractionType.component, discord.InteractionType.modal_submit)
        if interaction.type not in kinds:
            return
        try:
            await self._on_control(interaction)
        finally:
            let_go(interaction)

    async def _on_control(self, interaction: discord.Interaction) -> None:
        if await dispatch(interaction):  # a table control: answered by its own callback
            return
        if interaction.type is discord.InteractionType.modal_submit:
            number = NUMBER_MODAL.fullmatch(str(data_of(interaction).get("custom_id", "")))
            if number is not None:
                try:
                    await self.on_number_submit(interaction, number)
                except Exception as exc:
                    await handle_interaction_error(interaction, exc)
                return
        if has_handler(self.bot, interaction):
            return
        lang = interaction_language(interaction)
        await send_ephemeral(interaction, t("table.error.control_out_of_date", lang))

    async def on_rules_page(self, interaction: discord.Interaction, game: str, page: int) -> None:
        await interaction.response.edit_message(
            view=rules_view(game, page, interaction_language(interaction))
        )

    async def _hand_for(
        self,
        interaction: discord.Interaction,
        table: Table,
        name: str,
        lang: str,
        *,
        note: str | None = None,
        focus: str | None = None,
    ) -> discord.ui.LayoutView:
        """``name``'s private hand, drawn by the table's game for the person who asked
        (narrowed to ``focus``, a key its renderer chose, when one was picked): their cards
        as words if they read cards so (``/dobro settings cards:text``). Drawn from a view of
        the table (``TableService.view``): only moves storage has kept."""
        words = await cards_as_words(self.bot, interaction.user.id)
        shown = await self.service.view(table)
        with faces.as_words(words):
            return renderer(table.settings.game).hand_view(
                shown, name, lang, TABLE_CONTROLS, note=note, focus=focus
            )

    async def _drawn(
        self,
        interaction: discord.Interaction,
        table: Table,
        name: str,
        lang: str,
        view: discord.ui.LayoutView,
    ) -> bytes | None:
        """What ``view``, ``name``'s hand about to be shown, shows for the table's writer
        (``TableWriter.panel_digest``), taken before it is sent: the writer refreshes that
        hand only once it would show something else."""
        if not table.open:
            return None
        words = await cards_as_words(self.bot, interaction.user.id)
        return await self.writers.of(table).panel_digest(name, lang, words, shown=view)

    async def idle(self) -> None:
        """Wait until every table writer has written everything (tests, benchmarks)."""
        await self.writers.quiet()
