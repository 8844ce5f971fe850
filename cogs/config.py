"""``/dobro config …`` (moderators): a guild's language, moderator role, table defaults and the
channels where tables may be opened. Stored, cached and applied at once (``guilds``)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import locales
from cogs import DobroCog, require_moderator
from cogs.choices import DRAWINGS, TIMERS, VARIANTS
from cogs.errors import DobroError
from cogs.games import renderer, renderers
from cogs.i18n import L, Language, interaction_language, t
from cogs.table.options import GAMES as GAME_CHOICES
from cogs.table.render import timer_words
from cogs.table.writer import NO_PINGS
from guilds import ConfigService
from guilds.config import defaults_of
from storage import GuildConfig

COLOUR_CONFIG = 0x95A5A6
#: Channels a guild may list (a select would allow 25; a list this long is a typo).
MAX_CHANNELS = 25


def config_view(
    config: GuildConfig, lang: Language, note: str | None = None
) -> discord.ui.LayoutView:
    """Every setting in one private card, under ``note`` (what just changed)."""
    language = (
        locales.name(config.language)
        if config.language in locales.LANGUAGES
        else t("choice.language.default", lang)
    )
    role = (
        t("config.role.extra", lang, role=f"<@&{config.moderator_role_id}>")
        if config.moderator_role_id
        else ""
    )
    defaults = defaults_of(config)
    per_game = []
    for r in renderers():  # each game's options that the server sets (Dobro: variant, drawing)
        fields = {o.field: getattr(config, o.guild_default) for o in r.options if o.guild_default}
        if fields:
            options = {k: v for k, v in fields.items() if v is not None}
            words = " · ".join(r.options_words(options, lang))
            per_game.append(
                t("config.game_defaults", lang, game=t(f"game.name.{r.game}", lang), options=words)
            )
    channels = (
        t("config.channels.all", lang)
        if config.channels is None
        else t("config.channels.some", lang, channels=", ".join(f"<#{c}>" for c in config.channels))
    )
    lines = [
        t("config.language", lang, value=language),
        t("config.role", lang, role=role),
        t(
            "config.defaults",
            lang,
            game=t(f"game.name.{defaults.game}", lang),
            timer=timer_words(defaults.timer or None, lang),
        ),
        *per_game,
        t("config.hints", lang, value="off" if config.hints is False else "on"),
        channels,
    ]
    view = discord.ui.LayoutView(timeout=None)
    if note:
        view.add_item(discord.ui.TextDisplay(note))
    view.add_item(
        discord.ui.Container(
            discord.ui.TextDisplay(f"### {t('config.title', lang)}"),
            discord.ui.TextDisplay("\n".join(lines)),
            discord.ui.Separator(),
            discord.ui.TextDisplay("-# " + t("config.footer", lang)),
            accent_colour=COLOUR_CONFIG,
        )
    )
    return view


def language_choices() -> list[app_commands.Choice[str]]:
    """Every language of the catalogue by its own name ("Deutsch", "Français"), the same for
    every reader as language pickers do, then "each table opener's language"."""
    return [
        *(app_commands.Choice(name=locales.name(lang), value=lang) for lang in locales.LANGUAGES),
        app_commands.Choice(name=L("choice.language.default"), value="default"),
    ]


class Config(DobroCog):
    """``/dobro config``: one subcommand per setting, each answering with the whole card."""

    config = app_commands.Group(name=L("cmd.config.name"), description=L("cmd.config.description"))

    @property
    def _service(self) -> ConfigService:
        service = getattr(self.bot, "configs", None)
        assert service is not None, "the config cog needs the config service"
        return service

    async def _answer(
        self, interaction: discord.Interaction, config: GuildConfig, saved: str | None
    ) -> None:
        """The whole card, privately, under ``saved`` (a catalogue key) after a change."""
        lang = interaction_language(interaction)
        await interaction.response.send_message(
            view=config_view(config, lang, t(saved, lang) if saved else None),
            ephemeral=True,
            allowed_mentions=NO_PINGS,
        )

    async def _change(self, interaction: discord.Interaction, **changes: Any) -> None:
        await require_moderator(interaction)
        assert interaction.guild_id is not None
        config = await self._service.update(interaction.guild_id, **changes)
        await self._answer(interaction, config, "config.saved")

    @config.command(name=L("cmd.config.show.name"), description=L("cmd.config.show.description"))
    async def show(self, interaction: discord.Interaction) -> None:
        await require_moderator(interaction)
        assert interaction.guild_id is not None
        await self._answer(interaction, await self._service.get(interaction.guild_id), None)

    @config.command(
        name=L("cmd.config.language.name"), description=L("cmd.config.language.description")
    )
    @app_commands.rename(value=L("cmd.config.value"))
    @app_commands.describe(value=L("cmd.config.value.description"))
    @app_commands.choices(value=language_choices())
    async def language(self, interaction: discord.Interaction, value: str) -> None:
        if value != "default" and value not in locales.LANGUAGES:  # a forged or stale choice
            raise DobroError("error.bad_argument", option="value", value=value[:40])
        await self._change(interaction, language=None if value == "default" else value)

    @config.command(name=L("cmd.config.role.name"), description=L("cmd.config.role.description"))
    @app_commands.rename(role=L("cmd.config.role"))
    @app_commands.describe(role=L("cmd.config.role.option"))
    async def moderator_role(
        self, interaction: discord.Interaction, role: discord.Role | None = None
    ) -> None:
        if role is not None and role.is_default():  # @everyone: every member a moderator
            await require_moderator(interaction)
            await interaction.response.send_message(
                t("config.role_everyone", interaction_language(interaction)), ephemeral=True
            )
            return
        await self._change(interaction, moderator_role_id=role.id if role else None)

    @config.command(name=L("cmd.config.game.name"), description=L("cmd.config.game.description"))
    @app_commands.rename(value=L("cmd.config.value"))
    @app_commands.describe(value=L("cmd.config.value.description"))
    @app_commands.choices(value=GAME_CHOICES)
    async def game(self, interaction: discord.Interaction, value: str) -> None:
        await require_moderator(interaction)
        renderer(value)  # a game the bot plays (a forged value: UnknownGame, said)
        await self._change(interaction, game=value)

    @config.command(name=L("cmd.config.timer.name"), description=L("cmd.config.timer.description"))
    @app_commands.rename(value=L("cmd.config.value"))
    @app_commands.describe(value=L("cmd.config.value.description"))
    @app_commands.choices(value=TIMERS)
    async def timer(self, interaction: discord.Interaction, value: int) -> None:
        await self._change(interaction, timer=value)

    @config.command(
        name=L("cmd.config.drawing.name"), description=L("cmd.config.drawing.description")
    )
    @app_commands.rename(value=L("cmd.config.value"))
    @app_commands.describe(value=L("cmd.config.value.description"))
    @app_commands.choices(value=DRAWINGS)
    async def drawing(self, interaction: discord.Interaction, value: str) -> None:
        await self._change(interaction, drawing=value)

    @config.command(
        name=L("cmd.config.variant.name"), description=L("cmd.config.variant.description")
    )
    @app_commands.rename(value=L("cmd.config.value"))
    @app_commands.describe(value=L("cmd.config.value.description"))
    @app_commands.choices(value=VARIANTS)
    async def variant(self, interaction: discord.Interaction, value: str) -> None:
        await self._change(interaction, variant=value)

    @config.command(name=L("cmd.config.hints.name"), description=L("cmd.config.hints.description"))
    @app_commands.rename(value=L("cmd.config.value"))
    @app_commands.describe(value=L("cmd.config.value.description"))
    @app_commands.choices(
        value=[app_commands.Choice(name=L(f"choice.hints.{v}"), value=v) for v in ("on", "off")]
    )
    async def hints(self, interaction: discord.Interaction, value: str) -> None:
        """Whether new casual tables offer *Hint* (league and tournament tables never do)."""
        await self._change(interaction, hints=value == "on")

    @config.command(
        name=L("cmd.config.channels.name"), description=L("cmd.config.channels.description")
    )
    @app_commands.rename(action=L("cmd.config.action"), channel=L("cmd.config.channel"))
    @app_commands.describe(
        action=L("cmd.config.action.description"), channel=L("cmd.config.channel.description")
    )
    @app_commands.choices(
        action=[
            app_commands.Choice(name=L(f"choice.channels.{v}"), value=v)
            for v in ("all", "add", "remove")
        ]
    )
    async def channels(
        self,
        interaction: discord.Interaction,
        action: str,
        channel: discord.TextChannel | None = None,
    ) -> None:
        await require_moderator(interaction)
        assert interaction.guild_id is not None
        lang = interaction_language(interaction)
        if action == "all":
            await self._change(interaction, channels=None)
            return
        if channel is None:
            await interaction.response.send_message(
                t(f"config.channel_missing.{action}", lang), ephemeral=True
            )
            return
        current = set((await self._service.get(interaction.guild_id)).channels or ())
        if action == "remove" and channel.id not in current:
            await interaction.response.send_message(
                t("config.not_listed", lang, channel=channel.mention), ephemeral=True
            )
            return
        if action == "add":
            current.add(channel.id)
            if len(current) > MAX_CHANNELS:
                await interaction.response.send_message(
                    t("config.too_many", lang, n=MAX_CHANNELS), ephemeral=True
                )
                return
        else:
            current.discard(channel.id)
        config = await self._service.update(interaction.guild_id, channels=sorted(current) or None)
        await self._answer(
            interaction, config, "config.saved" if current else "config.last_channel"
        )


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Config(bot))
