"""Cogs: the thin Discord layer. They parse what players do and call the table service.

Every slash command of the bot lives under the one `/dobro` group. A cog subclasses `DobroCog`
and declares its commands with the usual `@app_commands.command(name=L(...), ...)`; when the bot
adds the cog, those commands become subcommands of `/dobro` (see `DobroBot.add_cog`).

Views subclass `DobroView` (classic action rows) or `DobroLayoutView` (components V2) so that an
exception in a button or select callback reaches the same error handler as slash commands.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.errors import DobroError, handle_interaction_error
from cogs.i18n import L, add_strings, interaction_language, t

__all__ = [
    "DobroCog",
    "DobroError",
    "DobroLayoutView",
    "DobroView",
    "L",
    "add_strings",
    "interaction_language",
    "is_moderator",
    "t",
]


def is_moderator(interaction: discord.Interaction) -> bool:
    """Manage Messages or Manage Server in the interaction's channel (Discord resolves the
    channel's overwrites into ``interaction.permissions``)."""
    perms = interaction.permissions
    return bool(perms.manage_guild or perms.manage_messages)


class DobroCog(commands.Cog):
    """A cog whose top-level app commands are moved under `/dobro` by `DobroBot.add_cog`."""

    dobro_commands: list[app_commands.Command[Any, ..., Any] | app_commands.Group]

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.dobro_commands = []


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
