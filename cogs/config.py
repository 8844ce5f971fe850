"""``/dobro config …`` (moderators): a guild's language, moderator role, table defaults and the
channels where tables may be opened. Stored, cached and applied at once (``guilds``)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs import DobroCog, require_moderator
from cogs.dobro.render import timer_words
from cogs.dobro.writer import NO_PINGS
from cogs.i18n import L, Language, add_strings, interaction_language, t
from guilds import ConfigService
from guilds.config import defaults_of
from storage import GuildConfig
from tables import TIMER_CHOICES

COLOUR_CONFIG = 0x95A5A6
#: Channels a guild may list (a select would allow 25; a list this long is a typo).
MAX_CHANNELS = 25

add_strings(
    {
        "cmd.config.name": {"en": "config", "fr": "config"},
        "cmd.config.description": {
            "en": "This server's Dobro settings (moderators)",
            "fr": "Les réglages de Dobro de ce serveur (modérateurs)",
        },
        "cmd.config.show.name": {"en": "show", "fr": "voir"},
        "cmd.config.show.description": {
            "en": "Show this server's Dobro settings",
            "fr": "Voir les réglages de Dobro de ce serveur",
        },
        "cmd.config.language.name": {"en": "language", "fr": "langue"},
        "cmd.config.language.description": {
            "en": "The language of public messages: tables, results, league posts",
            "fr": "La langue des messages publics : tables, résultats, annonces de ligue",
        },
        "cmd.config.value": {"en": "value", "fr": "valeur"},
        "cmd.config.value.description": {
            "en": "The new setting",
            "fr": "Le nouveau réglage",
        },
        "choice.language.en": {"en": "English", "fr": "anglais"},
        "choice.language.fr": {"en": "French", "fr": "français"},
        "choice.language.default": {
            "en": "each table opener's language",
            "fr": "la langue de qui ouvre la table",
        },
        "cmd.config.role.name": {"en": "moderator-role", "fr": "role-moderateur"},
        "cmd.config.role.description": {
            "en": "A role whose members are moderators too (leave empty to remove it)",
            "fr": "Un rôle dont les membres sont aussi modérateurs (vide pour le retirer)",
        },
        "cmd.config.role": {"en": "role", "fr": "role"},
        "cmd.config.role.option": {
            "en": "The role (leave empty: only Manage Server or Manage Messages)",
            "fr": "Le rôle (vide : seulement Gérer le serveur ou Gérer les messages)",
        },
        "cmd.config.timer.name": {"en": "timer", "fr": "minuteur"},
        "cmd.config.timer.description": {
            "en": "The turn timer of new tables, when their host gives none",
            "fr": "Le minuteur des nouvelles tables, si leur hôte n'en donne pas",
        },
        "cmd.config.drawing.name": {"en": "drawing", "fr": "pioche"},
        "cmd.config.drawing.description": {
            "en": "How new tables draw, when their host does not say",
            "fr": "La pioche des nouvelles tables, si leur hôte ne dit rien",
        },
        "cmd.config.variant.name": {"en": "variant", "fr": "variante"},
        "cmd.config.variant.description": {
            "en": "The variant of new tables, when their host does not say",
            "fr": "La variante des nouvelles tables, si leur hôte ne dit rien",
        },
        "cmd.config.channels.name": {"en": "channels", "fr": "salons"},
        "cmd.config.channels.description": {
            "en": "Where tables may be opened: every channel, or the ones you add",
            "fr": "Où ouvrir des tables : partout, ou dans les salons ajoutés",
        },
        "cmd.config.action": {"en": "action", "fr": "action"},
        "cmd.config.action.description": {
            "en": "Allow every channel, or add or remove one",
            "fr": "Autoriser tous les salons, ou en ajouter ou retirer un",
        },
        "cmd.config.channel": {"en": "channel", "fr": "salon"},
        "cmd.config.channel.description": {
            "en": "The channel to add or remove",
            "fr": "Le salon à ajouter ou retirer",
        },
        "choice.channels.all": {"en": "every channel", "fr": "tous les salons"},
        "choice.channels.add": {"en": "add a channel", "fr": "ajouter un salon"},
        "choice.channels.remove": {"en": "remove a channel", "fr": "retirer un salon"},
        "config.title": {
            "en": "Dobro · this server's settings",
            "fr": "Dobro · réglages du serveur",
        },
        "config.language": {
            "en": "**Language** of public messages: {value}",
            "fr": "**Langue** des messages publics : {value}",
        },
        "config.role": {
            "en": "**Moderators**: Manage Server or Manage Messages{role}",
            "fr": "**Modérateurs** : Gérer le serveur ou Gérer les messages{role}",
        },
        "config.role.extra": {"en": ", or the {role} role", "fr": ", ou le rôle {role}"},
        "config.defaults": {
            "en": "**New tables**: {variant} · {drawing} drawing · {timer}",
            "fr": "**Nouvelles tables** : {variant} · pioche {drawing} · {timer}",
        },
        "config.channels.all": {
            "en": "**Tables** may be opened in every channel",
            "fr": "**Tables** : dans tous les salons",
        },
        "config.channels.some": {
            "en": "**Tables** may be opened in {channels}",
            "fr": "**Tables** : seulement dans {channels}",
        },
        "config.footer": {
            "en": "Change one with /dobro config language, moderator-role, timer, drawing, "
            "variant or channels (moderators). Changes apply at once.",
            "fr": "Changez-en un avec /dobro config langue, role-moderateur, minuteur, pioche, "
            "variante ou salons (modérateurs). Les changements s'appliquent aussitôt.",
        },
        "config.saved": {"en": "✅ Saved.", "fr": "✅ Enregistré."},
        "config.channel_missing": {
            "en": "Name the channel to {action}.",
            "fr": "Indiquez le salon à {action}.",
        },
        "config.too_many": {
            "en": "At most {n} channels can be listed; remove one first.",
            "fr": "Au plus {n} salons peuvent être listés ; retirez-en un d'abord.",
        },
        "config.channel_refused": {
            "en": "Tables are not opened in this channel on this server: try {channels}.",
            "fr": "Sur ce serveur, les tables ne s'ouvrent pas dans ce salon : essayez {channels}.",
        },
        "config.last_channel": {
            "en": "That was the only channel listed: tables may now be opened everywhere again.",
            "fr": "C'était le seul salon listé : les tables peuvent de nouveau s'ouvrir partout.",
        },
    }
)


def config_view(
    config: GuildConfig, lang: Language, note: str | None = None
) -> discord.ui.LayoutView:
    """Every setting in one private card, under ``note`` (what just changed)."""
    language = (
        t(f"choice.language.{config.language}", lang)
        if config.language
        else t("choice.language.default", lang)
    )
    role = (
        t("config.role.extra", lang, role=f"<@&{config.moderator_role_id}>")
        if config.moderator_role_id
        else ""
    )
    defaults = defaults_of(config)
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
            variant=t(f"variant.{defaults.variant}", lang),
            drawing=t(f"draw.{defaults.drawing}", lang),
            timer=timer_words(defaults.timer or None, lang),
        ),
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
    @app_commands.choices(
        value=[
            app_commands.Choice(name=L(f"choice.language.{v}"), value=v)
            for v in ("en", "fr", "default")
        ]
    )
    async def language(self, interaction: discord.Interaction, value: str) -> None:
        await self._change(interaction, language=None if value == "default" else value)

    @config.command(name=L("cmd.config.role.name"), description=L("cmd.config.role.description"))
    @app_commands.rename(role=L("cmd.config.role"))
    @app_commands.describe(role=L("cmd.config.role.option"))
    async def moderator_role(
        self, interaction: discord.Interaction, role: discord.Role | None = None
    ) -> None:
        await self._change(interaction, moderator_role_id=role.id if role else None)

    @config.command(name=L("cmd.config.timer.name"), description=L("cmd.config.timer.description"))
    @app_commands.rename(value=L("cmd.config.value"))
    @app_commands.describe(value=L("cmd.config.value.description"))
    @app_commands.choices(
        value=[
            app_commands.Choice(name=L(f"choice.timer.{seconds or 'off'}"), value=seconds or 0)
            for seconds in TIMER_CHOICES
        ]
    )
    async def timer(self, interaction: discord.Interaction, value: int) -> None:
        await self._change(interaction, timer=value)

    @config.command(
        name=L("cmd.config.drawing.name"), description=L("cmd.config.drawing.description")
    )
    @app_commands.rename(value=L("cmd.config.value"))
    @app_commands.describe(value=L("cmd.config.value.description"))
    @app_commands.choices(
        value=[
            app_commands.Choice(name=L("choice.auto"), value="auto"),
            app_commands.Choice(name=L("choice.manual"), value="manual"),
        ]
    )
    async def drawing(self, interaction: discord.Interaction, value: str) -> None:
        await self._change(interaction, drawing=value)

    @config.command(
        name=L("cmd.config.variant.name"), description=L("cmd.config.variant.description")
    )
    @app_commands.rename(value=L("cmd.config.value"))
    @app_commands.describe(value=L("cmd.config.value.description"))
    @app_commands.choices(
        value=[
            app_commands.Choice(name=L("choice.standard"), value="standard"),
            app_commands.Choice(name=L("choice.long"), value="long"),
        ]
    )
    async def variant(self, interaction: discord.Interaction, value: str) -> None:
        await self._change(interaction, variant=value)

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
                t("config.channel_missing", lang, action=t(f"choice.channels.{action}", lang)),
                ephemeral=True,
            )
            return
        current = set((await self._service.get(interaction.guild_id)).channels or ())
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
