"""``/dobro config …`` (moderators): a guild's language, moderator role, table defaults (the
game, the timer, and any game's options: ``/dobro config option``) and the channels where
tables may be opened. Stored, cached and applied at once (``guilds``)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

import locales
from cogs import DobroCog, require_moderator
from cogs.app import DobroClient
from cogs.choices import TIMERS
from cogs.errors import DobroError
from cogs.games import renderer
from cogs.i18n import L, Language, interaction_language, t
from cogs.table.options import GAMES as GAME_CHOICES
from cogs.table.options import option_named, options_of, options_words
from cogs.table.render import timer_words
from cogs.table.writer import NO_PINGS
from games import names
from games.options import Choice, TableOption
from guilds import ConfigService
from guilds.config import defaults_of, option_defaults
from locales import LANGUAGES, text
from people import AWAY_DAYS
from storage import GuildConfig

#: The value of ``/dobro config option`` that clears the server's default.
DEFAULT = "default"

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
    for game in names():  # what each game's new tables start with: the server's, else its own
        words = options_words(game, option_defaults(config, game), lang)
        if words:
            per_game.append(
                t(
                    "config.game_defaults",
                    lang,
                    game=t(f"game.name.{game}", lang),
                    options=" · ".join(words),
                )
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
        t("config.away", lang, n=AWAY_DAYS if config.away_days is None else config.away_days),
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


def _option(game: str, typed: str, lang: str) -> TableOption:
    """``game``'s option named ``typed`` (its slash name in any language, or its field), or a
    refusal naming the game's options."""
    found = option_named(typed, game)
    if found is not None:
        return found
    name = t(f"game.name.{game}", lang)
    mine = options_of(game)
    if not mine:
        raise DobroError("config.no_options", game=name)
    raise DobroError(
        "config.option_unknown",
        game=name,
        option=typed[:40],
        options=", ".join(text(f"cmd.new.{o.command}", lang) for o in mine),
    )


def choice_named(option: TableOption, typed: str) -> Choice | None:
    """The choice ``typed`` names: its word, or its label in any language (case ignored)."""
    found = option.choice(typed.strip())
    if found is not None:
        return found
    wanted = typed.strip().casefold()
    for choice in option.choices:
        if any(text(choice.label, lang).casefold() == wanted for lang in LANGUAGES):
            return choice
    return None


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
        service = self.bot.configs
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
        name=L("cmd.config.option.name"), description=L("cmd.config.option.description")
    )
    @app_commands.rename(
        game=L("cmd.option.game"), option=L("cmd.config.option.option"), value=L("cmd.config.value")
    )
    @app_commands.describe(
        game=L("cmd.config.option.game.description"),
        option=L("cmd.config.option.option.description"),
        value=L("cmd.config.option.value.description"),
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def option(
        self,
        interaction: discord.Interaction,
        game: str,
        option: app_commands.Range[str, 1, 100],
        value: app_commands.Range[str, 1, 100],
    ) -> None:
        """A server's default for any game's table option (``value`` "default" clears it)."""
        await require_moderator(interaction)
        assert interaction.guild_id is not None
        lang = interaction_language(interaction)
        renderer(game)  # a game the bot plays (a forged value: UnknownGame, said)
        found = _option(game, option, lang)
        word = None
        if value.strip().lower() != DEFAULT:
            choice = choice_named(found, value)
            if choice is None:
                raise DobroError(
                    "config.option_value",
                    option=text(f"cmd.new.{found.command}", lang),
                    values=", ".join(c.word for c in found.choices),
                )
            word = choice.word
        config = await self._service.set_option(interaction.guild_id, game, found, word)
        await self._answer(interaction, config, "config.saved")

    @option.autocomplete("option")
    async def option_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The chosen game's options (every game's, before one is chosen), by their names in
        the reader's language."""
        lang = interaction_language(interaction)
        chosen = getattr(interaction.namespace, "game", None)
        games = [chosen] if chosen in names() else list(names())
        typed = current.strip().lower()
        found = []
        for game in games:
            for opt in options_of(game):
                shown = text(f"cmd.new.{opt.command}", lang)
                if len(games) > 1:
                    shown = f"{shown} ({t(f'game.name.{game}', lang)})"
                if typed in shown.lower() or typed in opt.command:
                    found.append(app_commands.Choice(name=shown[:100], value=opt.command))
        return found[:25]

    @option.autocomplete("value")
    async def value_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The chosen option's values by their labels, then the game's own default."""
        lang = interaction_language(interaction)
        game = getattr(interaction.namespace, "game", None)
        typed = str(getattr(interaction.namespace, "option", "") or "")
        if game not in names() or not typed:
            return []
        found = option_named(typed, game)
        if found is None:
            return []
        current = current.strip().lower()
        offered = [
            app_commands.Choice(name=text(c.label, lang)[:100], value=c.word)
            for c in found.choices
            if current in text(c.label, lang).lower() or current in c.word.lower()
        ]
        default = found.choice(found.default)
        own = text(default.label, lang) if default is not None else found.default
        offered.append(
            app_commands.Choice(
                name=t("config.option_default", lang, value=own)[:100], value=DEFAULT
            )
        )
        return offered[:25]

    @config.command(name=L("cmd.config.hints.name"), description=L("cmd.config.hints.description"))
    @app_commands.rename(value=L("cmd.config.value"))
    @app_commands.describe(value=L("cmd.config.value.description"))
    @app_commands.choices(
        value=[app_commands.Choice(name=L(f"choice.hints.{v}"), value=v) for v in ("on", "off")]
    )
    async def hints(self, interaction: discord.Interaction, value: str) -> None:
        """Whether new casual tables offer *Hint* (league and tournament tables never do)."""
        await self._change(interaction, hints=value == "on")

    @config.command(name=L("cmd.config.away.name"), description=L("cmd.config.away.description"))
    @app_commands.rename(days=L("cmd.config.away.days"))
    @app_commands.describe(days=L("cmd.config.away.days.description"))
    async def away(
        self, interaction: discord.Interaction, days: app_commands.Range[int, 0, 90]
    ) -> None:
        """How many days a person's vacation (``/dobro-me away``) may freeze their clock at
        this server's tables that wait days (0: vacations freeze nothing here)."""
        await self._change(interaction, away_days=days)

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


async def setup(bot: DobroClient) -> None:
    await bot.add_cog(Config(bot))
