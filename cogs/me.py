"""``/dobro-me`` and the Apps menu (issue 34): what a person does for themselves, anywhere.

- ``/dobro-me games``: my open tables (whose turn, until when, a jump link): this server's,
  or, in a DM or group DM, every one of mine.
- ``/dobro-me notify``: "your turn" by DM at tables that wait days (``turns``), and a ping when
  a table of a game opens in this server (``next-game``, ``ping`` on or off).
- ``/dobro-me away days:``: a vacation: my clock frozen at my tables that wait days, within
  each server's limit (``/dobro config away``); ``days:0``: back.
- The Apps menu on a person (user context menus, separate commands): *Challenge to a game*
  (a game to pick, then a 2-seat table where it was used, pinging them with *Accept* and
  *Decline*) and *Dobro stats* (their card at the place's game).

A second top-level command, beside ``/dobro``, because ``/dobro`` is near Discord's 8,000
characters per language (German): typing ``/dobro`` lists both.
"""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs import ANY_INSTALL, EVERYWHERE, DobroError, guild_game, message_link, place_of
from cogs.app import DobroClient, client_of, data_of, required
from cogs.errors import handle_interaction_error
from cogs.i18n import L, Language, interaction_language, plain, t
from cogs.stats import Stats
from cogs.table import render as ui
from cogs.table.commands import Play
from cogs.table.options import GAMES as GAME_CHOICES
from cogs.table.writer import NO_PINGS
from games import GAMES
from people import MAX_AWAY_DAYS, Notices, vacation_until
from storage import Game, GameStatus
from tables import TableSettings

#: At most this many tables are listed by ``/dobro-me games``.
MAX_LISTED = 15
#: The challenge's game picker: ``dobro:ch:<challenged user id>``.
CHALLENGE_ID = r"dobro:ch:(?P<user>\d{1,20})"


def _table_line(game: Game, user_id: int, lang: Language) -> str:
    """One of my tables: its game and number, where it stands (lobby; whose turn, until
    when), and a jump link."""
    settings = TableSettings.from_json(game.settings)
    name = ui.game_name(settings.game, lang)
    timers = game.timers or {}
    if game.status is GameStatus.LOBBY:
        state = t("me.games.lobby", lang, n=len(game.seats), seats=settings.seats)
    else:
        waiting = {int(s) for s in (timers.get("waiting") or {})}
        seats = [s for s in game.seats if s.seat in waiting]
        mine = any(s.user_id == user_id for s in seats)
        who = ", ".join(f"<@{s.user_id}>" if s.user_id else plain(s.name) for s in seats) or "-"
        state = t("me.games.yours" if mine else "me.games.turn", lang, who=who)
        deadlines = [
            float(v)
            for k, v in (timers.get("turns") or {}).items()
            if any(s.seat == int(k) for s in seats)
        ]
        if deadlines:
            state += " · " + t("me.games.until", lang, when=ui.when(min(deadlines)))
    if settings.timer:
        state += " · " + ui.timer_words(settings.timer, lang)
    line = f"**{name} #{game.id}** · {state}"
    if game.table_message_id is not None:
        link = message_link(game.guild_id, game.channel_id, game.table_message_id)
        line += " · " + t("me.games.link", lang, link=link)
    return line


class ChallengeSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=CHALLENGE_ID):
    """The challenge's game picker (private, to the challenger): the game chosen opens the
    table, from its custom id alone (works after a restart)."""

    def __init__(self, user_id: int, lang: Language = "en") -> None:
        options = [
            discord.SelectOption(label=ui.game_name(game, lang), value=game) for game in GAMES
        ]
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"dobro:ch:{user_id}",
            placeholder=t("challenge.pick", lang),
            options=options,
        )
        super().__init__(select)
        self.user_id = user_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ChallengeSelect:
        return cls(int(match["user"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        me = client_of(interaction).get_cog("Me")
        try:
            if not isinstance(me, Me):
                raise RuntimeError("the Me cog is not loaded")
            values = data_of(interaction).get("values") or []
            game = str(values[0]) if values else ""
            await me.challenge_game(interaction, self.user_id, game)
        except Exception as exc:
            await handle_interaction_error(interaction, exc)


class Me(commands.Cog):
    """``/dobro-me games|notify|away`` and the Apps menu's *Challenge to a game* and *Dobro
    stats*."""

    me = app_commands.Group(
        name=L("cmd.me.name"),
        description=L("cmd.me.description"),
        allowed_contexts=EVERYWHERE,
        allowed_installs=ANY_INSTALL,
    )

    def __init__(self, bot: DobroClient) -> None:
        self.bot = bot
        self.challenge_menu = app_commands.ContextMenu(
            name=L("menu.challenge"),
            callback=self.challenge,
            allowed_contexts=EVERYWHERE,
            allowed_installs=ANY_INSTALL,
        )
        self.stats_menu = app_commands.ContextMenu(
            name=L("menu.stats"),
            callback=self.stats,
            allowed_contexts=EVERYWHERE,
            allowed_installs=ANY_INSTALL,
        )

    async def cog_load(self) -> None:
        self.bot.tree.add_command(self.challenge_menu)
        self.bot.tree.add_command(self.stats_menu)
        self.bot.add_dynamic_items(ChallengeSelect)

    async def cog_unload(self) -> None:
        for menu in (self.challenge_menu, self.stats_menu):
            self.bot.tree.remove_command(menu.name, type=menu.type)
        self.bot.remove_dynamic_items(ChallengeSelect)

    @property
    def _notices(self) -> Notices:
        return required(self.bot.notices, "the notices service")

    # ------------------------------------------------------------------ /dobro-me games

    @me.command(name=L("cmd.me.games.name"), description=L("cmd.me.games.description"))
    async def games(self, interaction: discord.Interaction) -> None:
        """My open tables: this server's, or every one of mine from a DM or group DM."""
        lang = interaction_language(interaction)
        here = interaction.guild_id
        found = await self._notices.open_games(interaction.user.id, here)
        if not found:
            text = t("me.games.none_here" if here else "me.games.none", lang)
        else:
            lines = [_table_line(g, interaction.user.id, lang) for g in found[:MAX_LISTED]]
            more = len(found) - MAX_LISTED
            if more > 0:
                lines.append(t("me.games.more", lang, n=more))
            title = t("me.games.title_here" if here else "me.games.title", lang)
            text = f"### {title}\n" + "\n".join(f"- {line}" for line in lines)
        await interaction.response.send_message(
            text[:2000], ephemeral=True, allowed_mentions=NO_PINGS
        )

    # ------------------------------------------------------------------ /dobro-me notify

    @me.command(name=L("cmd.me.notify.name"), description=L("cmd.me.notify.description"))
    @app_commands.rename(
        turns=L("cmd.me.notify.turns"),
        next_game=L("cmd.me.notify.next_game"),
        ping=L("cmd.me.notify.ping"),
    )
    @app_commands.describe(
        turns=L("cmd.me.notify.turns.description"),
        next_game=L("cmd.me.notify.next_game.description"),
        ping=L("cmd.me.notify.ping.description"),
    )
    @app_commands.choices(
        turns=[
            app_commands.Choice(name=L("choice.turns.dm"), value="dm"),
            app_commands.Choice(name=L("choice.turns.off"), value="off"),
        ],
        next_game=GAME_CHOICES,
        ping=[
            app_commands.Choice(name=L("choice.ping.on"), value="on"),
            app_commands.Choice(name=L("choice.ping.off"), value="off"),
        ],
    )
    async def notify(
        self,
        interaction: discord.Interaction,
        turns: str | None = None,
        next_game: str | None = None,
        ping: str = "on",
    ) -> None:
        """Change what I am told, and show it all, privately."""
        lang = interaction_language(interaction)
        notices = self._notices
        user = interaction.user.id
        said = []
        if turns is not None:
            await notices.set_turns(user, turns == "dm")
            said.append(t(f"me.notify.turns_{turns}", lang))
        if next_game is not None:
            if interaction.guild_id is None:
                raise DobroError("me.notify.server_only")
            on = ping == "on"
            await notices.subscribe(interaction.guild_id, user, next_game, on)
            key = "me.notify.next_on" if on else "me.notify.next_off"
            said.append(t(key, lang, game=ui.game_name(next_game, lang)))
        by_dm = await notices.turns_by_dm(user)
        games = await notices.subscriptions(user, interaction.guild_id)
        lines = [
            *said,
            t("me.notify.turns_now", lang, how=t(f"choice.turns.{'dm' if by_dm else 'off'}", lang)),
        ]
        names = ", ".join(ui.game_name(g, lang) for g in games) or t("me.notify.none", lang)
        where = "me.notify.games_here" if interaction.guild_id else "me.notify.games_anywhere"
        lines.append(t(where, lang, games=names))
        await interaction.response.send_message("\n".join(lines), ephemeral=True)

    # ------------------------------------------------------------------ /dobro-me away

    @me.command(name=L("cmd.me.away.name"), description=L("cmd.me.away.description"))
    @app_commands.rename(days=L("cmd.me.away.days"))
    @app_commands.describe(days=L("cmd.me.away.days.description"))
    async def away(
        self, interaction: discord.Interaction, days: app_commands.Range[int, 0, MAX_AWAY_DAYS]
    ) -> None:
        """A vacation: my clock frozen at my tables that wait days, within each server's
        limit; ``days:0``: back, my clocks run again."""
        lang = interaction_language(interaction)
        window = await self._notices.set_away(interaction.user.id, days)
        tables, configs = self.bot.tables, self.bot.configs
        frozen = 0
        if tables is not None and configs is not None:
            for table in list(tables.tables.values()):
                if table.seat_of(interaction.user.id) is None or not table.settings.slow:
                    continue
                until = None
                if window is not None:
                    config = await configs.get(table.guild_id)
                    until = vacation_until(window[0], window[1], config.away_days)
                if await tables.pause(table.game_id, interaction.user.id, until):
                    frozen += 1
        if window is None:
            text = t("me.away.back", lang, n=frozen)
        else:
            text = t("me.away.set", lang, when=f"<t:{int(window[1])}:F>", n=frozen)
        await interaction.response.send_message(text, ephemeral=True)

    # ------------------------------------------------------------------ the Apps menu

    async def challenge(self, interaction: discord.Interaction, member: discord.User) -> None:
        """*Challenge to a game* on a person: pick the game, privately."""
        lang = interaction_language(interaction)
        if member.id == interaction.user.id or member.bot:
            raise DobroError("challenge.not_them")
        view = discord.ui.View(timeout=None)
        view.add_item(ChallengeSelect(member.id, lang))
        await interaction.response.send_message(
            t("challenge.ask", lang, who=member.mention),
            view=view,
            ephemeral=True,
            allowed_mentions=NO_PINGS,
        )
        view.stop()

    async def challenge_game(
        self, interaction: discord.Interaction, user_id: int, game: str
    ) -> None:
        """The game picked: a 2-seat table here, its lobby pinging the challenged person with
        *Accept* and *Decline* (the play cog opens it, as ``/dobro new`` would)."""
        if game not in GAMES:
            raise DobroError("table.error.control_out_of_date")
        play = self.bot.get_cog("Play")
        if not isinstance(play, Play):
            raise DobroError("table.error.no_table")
        await play.new(interaction, seats=2, game=game, challenged=user_id)

    async def stats(self, interaction: discord.Interaction, member: discord.User) -> None:
        """*Dobro stats* on a person: their card at this place's game, privately."""
        cog = self.bot.get_cog("Stats")
        if not isinstance(cog, Stats):
            raise DobroError("error.generic")
        lang = interaction_language(interaction)
        game = await guild_game(interaction)
        mine = member.id == interaction.user.id
        kwargs = await cog._answer(place_of(interaction), member.id, mine, lang, game)
        await interaction.response.send_message(**kwargs, ephemeral=True, allowed_mentions=NO_PINGS)


async def setup(bot: DobroClient) -> None:
    await bot.add_cog(Me(bot))
