"""Health check: `/dobro ping` tells a player, privately, that the bot is up and how fast it is."""

from __future__ import annotations

import math

import discord
from discord import app_commands

from cogs import DobroCog
from cogs.app import DobroClient
from cogs.i18n import L, interaction_language, t
from settings import app_version


class Admin(DobroCog):
    """Commands about the bot itself rather than about a game."""

    anywhere = True

    @app_commands.command(name=L("cmd.ping.name"), description=L("cmd.ping.description"))
    async def ping(self, interaction: discord.Interaction) -> None:
        """Answer ephemerally with the gateway latency and the bot version."""
        lang = interaction_language(interaction)
        latency = self.bot.latency
        shown = (
            t("ping.latency_unknown", lang)
            if not math.isfinite(latency)
            else str(round(latency * 1000))
        )
        await interaction.response.send_message(
            t("ping.reply", lang, latency=shown, version=app_version()), ephemeral=True
        )


async def setup(bot: DobroClient) -> None:
    """Extension entry point, called by `load_extension`."""
    await bot.add_cog(Admin(bot))
