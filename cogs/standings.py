"""Standings commands: ``/dobro recompute-ratings`` (moderators).

Ratings change as games are counted (the table service stores them with the results); this
command rebuilds a guild's ratings from its stored results, in the order the games ended, for
when the rating model changed or a game stopped counting.
"""

from __future__ import annotations

from discord import Interaction, app_commands
from discord.ext import commands

from cogs import DobroCog, DobroError, is_moderator
from cogs.i18n import L, add_strings, interaction_language, t

add_strings(
    {
        "cmd.recompute.name": {"en": "recompute-ratings", "fr": "recalculer-classements"},
        "cmd.recompute.description": {
            "en": "Rebuild this server's ratings from every counted game (moderators)",
            "fr": "Recalculer les classements du serveur depuis chaque partie comptée "
            "(modérateurs)",
        },
        "standings.moderators_only": {
            "en": "Only a moderator (Manage Messages or Manage Server in this channel) can do "
            "that.",
            "fr": "Seul un modérateur (Gérer les messages ou Gérer le serveur dans ce salon) peut "
            "faire cela.",
        },
        "standings.recomputed": {
            "en": "Ratings rebuilt from {games} counted games, in the order they ended.",
            "fr": "Classements recalculés à partir de {games} parties comptées, dans l'ordre où "
            "elles se sont terminées.",
        },
    }
)


class Standings(DobroCog):
    """Ratings: how they are rebuilt."""

    @app_commands.command(name=L("cmd.recompute.name"), description=L("cmd.recompute.description"))
    async def recompute(self, interaction: Interaction) -> None:
        if not is_moderator(interaction):
            raise DobroError("standings.moderators_only")
        service = getattr(self.bot, "tables", None)
        assert service is not None and interaction.guild_id is not None
        await interaction.response.defer(ephemeral=True, thinking=True)
        games = await service.recompute_ratings(interaction.guild_id)
        lang = interaction_language(interaction)
        await interaction.followup.send(
            t("standings.recomputed", lang, games=games), ephemeral=True
        )


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Standings(bot))
