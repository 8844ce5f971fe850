"""``/dobro settings``: a person's own settings, for them alone, across every server.

Today one: ``cards`` (``pictures`` or ``text``): text shows every card as words wherever the
bot shows it to that person alone (their hand, a replay, a tutorial), for a screen reader or
for anyone who prefers words (``faces.as_words``). Each setting of ``people.SETTINGS`` is one
optional option here; without any, the command shows them. Stored at once, applied to the
next view drawn for the person (an open hand at its next refresh).
"""

from __future__ import annotations

import discord
from discord import app_commands

from cogs import DobroCog, DobroError
from cogs.app import DobroClient
from cogs.i18n import L, Language, interaction_language, t
from people import CARDS, PeopleService, PersonSettings, SettingError

COLOUR_SETTINGS = 0x5865F2


def settings_view(
    found: PersonSettings, lang: Language, note: str | None = None
) -> discord.ui.LayoutView:
    """The person's settings in one private card, under ``note`` (what just changed)."""
    cards = t(f"settings.cards.{found[CARDS.name]}", lang)
    view = discord.ui.LayoutView(timeout=None)
    if note:
        view.add_item(discord.ui.TextDisplay(note))
    view.add_item(
        discord.ui.Container(
            discord.ui.TextDisplay(f"### {t('settings.title', lang)}"),
            discord.ui.TextDisplay(t("settings.cards", lang, value=cards)),
            discord.ui.Separator(),
            discord.ui.TextDisplay("-# " + t("settings.footer", lang)),
            accent_colour=COLOUR_SETTINGS,
        )
    )
    return view


class Settings(DobroCog):
    """``/dobro settings [cards]``."""

    anywhere = True

    @property
    def _service(self) -> PeopleService:
        service = self.bot.people
        assert service is not None, "the settings cog needs the people service"
        return service

    @app_commands.command(name=L("cmd.settings.name"), description=L("cmd.settings.description"))
    @app_commands.rename(cards=L("cmd.settings.cards"))
    @app_commands.describe(cards=L("cmd.settings.cards.description"))
    @app_commands.choices(
        cards=[app_commands.Choice(name=L(f"settings.cards.{v}"), value=v) for v in CARDS.choices]
    )
    async def settings(self, interaction: discord.Interaction, cards: str | None = None) -> None:
        """Change the settings given and show them all, privately; with none, show them."""
        lang = interaction_language(interaction)
        user = interaction.user.id
        note = None
        try:
            if cards is not None:
                await self._service.set(user, CARDS.name, cards)
                note = t("settings.saved", lang)
        except SettingError as exc:  # a forged choice: Discord offers only the real ones
            raise DobroError(exc.code, **exc.params) from None
        found = await self._service.get(user)
        await interaction.response.send_message(
            view=settings_view(found, lang, note), ephemeral=True
        )


async def setup(bot: DobroClient) -> None:
    await bot.add_cog(Settings(bot))
