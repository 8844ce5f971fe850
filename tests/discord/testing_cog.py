"""A test-only extension: /dobro subcommands that exercise the bot's plumbing and the fake.

Load it with `start_bot(extensions=EXTENSIONS + ("tests.discord.testing_cog",))`. Each command
does one thing the foundation tests need (raise, answer late, send components, open a modal...).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

from cogs import DobroCog, DobroError, DobroLayoutView, DobroView

LONG_ID = "x" * 101


class ClassicView(DobroView):
    """Buttons and a string select in action rows."""

    def __init__(self) -> None:
        super().__init__(timeout=None)
        self.add_item(discord.ui.Button(label="Off", custom_id="t:off", disabled=True))

    @discord.ui.button(label="OK", custom_id="t:ok", style=discord.ButtonStyle.primary)
    async def ok(self, interaction: discord.Interaction, button: discord.ui.Button[Any]) -> None:
        button.disabled = True
        await interaction.response.edit_message(
            content=f"clicked by {interaction.user.name}", view=self
        )

    @discord.ui.button(label="Fail", custom_id="t:fail", style=discord.ButtonStyle.danger)
    async def fail(self, interaction: discord.Interaction, button: discord.ui.Button[Any]) -> None:
        raise RuntimeError("button exploded")

    @discord.ui.select(
        custom_id="t:pick",
        min_values=1,
        max_values=2,
        options=[discord.SelectOption(label=v.upper(), value=v) for v in ("a", "b", "c")],
    )
    async def pick(self, interaction: discord.Interaction, select: discord.ui.Select[Any]) -> None:
        await interaction.response.send_message("picked " + ",".join(select.values), ephemeral=True)


class Layout(DobroLayoutView):
    """Components V2: a container holding text, a section with a button, and an action row."""

    def __init__(self, label: str = "Play") -> None:
        super().__init__(timeout=None)
        play = discord.ui.Button(label=label, custom_id="t:play")
        play.callback = self.play  # type: ignore[method-assign]
        row_button = discord.ui.Button(label="Row", custom_id="t:row")
        row_button.callback = self.row  # type: ignore[method-assign]
        self.add_item(
            discord.ui.Container(
                discord.ui.TextDisplay("# Table 1"),
                discord.ui.Section(discord.ui.TextDisplay("Your turn"), accessory=play),
                discord.ui.ActionRow(row_button),
                accent_colour=discord.Colour.green(),
            )
        )

    async def play(self, interaction: discord.Interaction) -> None:
        await interaction.response.edit_message(view=Layout(label="Played"))

    async def row(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message("row clicked", ephemeral=True)


class TooBig(DobroLayoutView):
    """41 components: one more than Discord allows in a V2 message."""

    def __init__(self) -> None:
        super().__init__(timeout=None)
        for index in range(41):
            self.add_item(discord.ui.TextDisplay(f"line {index}"))


class NameModal(discord.ui.Modal, title="Your name"):
    name: discord.ui.TextInput[Any] = discord.ui.TextInput(label="Name", custom_id="t:name")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"hello {self.name.value}", ephemeral=True)


class Testing(DobroCog):
    """Only loaded by tests."""

    def __init__(self, bot: commands.Bot) -> None:
        super().__init__(bot)
        self.before_reply: Callable[[], Any] | None = None
        self.last_interaction: discord.Interaction | None = None

    @app_commands.command(name="boom", description="Raise an unexpected error")
    async def boom(self, interaction: discord.Interaction) -> None:
        raise RuntimeError("kaboom")

    @app_commands.command(name="known", description="Raise an error meant for players")
    async def known(self, interaction: discord.Interaction) -> None:
        raise DobroError("error.cooldown", seconds=7)

    @app_commands.command(name="slow", description="Answer after the before_reply hook")
    async def slow(self, interaction: discord.Interaction) -> None:
        if self.before_reply is not None:
            self.before_reply()
        await interaction.response.send_message("finally", ephemeral=True)

    @app_commands.command(name="defer", description="Defer, keep the interaction")
    async def defer(self, interaction: discord.Interaction) -> None:
        self.last_interaction = interaction
        await interaction.response.defer(ephemeral=True, thinking=True)

    @app_commands.command(name="buttons", description="Send a classic view")
    async def buttons(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message("choose", view=ClassicView())

    @app_commands.command(name="layout", description="Send a components V2 view")
    async def layout(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(view=Layout())

    @app_commands.command(name="bad", description="Send a custom_id Discord refuses")
    async def bad(self, interaction: discord.Interaction) -> None:
        view = DobroView()
        view.add_item(discord.ui.Button(label="Too long", custom_id=LONG_ID))
        await interaction.response.send_message("bad", view=view)

    @app_commands.command(name="toobig", description="Send 41 V2 components")
    async def toobig(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(view=TooBig())

    @app_commands.command(name="form", description="Open a modal")
    async def form(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(NameModal())

    @app_commands.command(name="thread", description="Post a table message and open its thread")
    async def thread(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True)
        channel = interaction.channel
        assert isinstance(channel, discord.TextChannel)
        message = await channel.send("Table 1")
        thread = await message.create_thread(name="Table 1", auto_archive_duration=60)
        await thread.send(f"{interaction.user.mention} joined")
        await interaction.followup.send(f"thread {thread.id}", ephemeral=True)

    @app_commands.command(name="options", description="Echo typed options")
    @app_commands.describe(seats="How many seats")
    async def options(
        self,
        interaction: discord.Interaction,
        seats: app_commands.Range[int, 2, 6],
        player: discord.Member,
        where: discord.TextChannel,
        variant: Literal["standard", "long"] = "standard",
    ) -> None:
        await interaction.response.send_message(
            f"{seats} seats, {player.name}, #{where.name}, {variant}", ephemeral=True
        )

    @app_commands.command(name="seat", description="Autocomplete a seat")
    async def seat(self, interaction: discord.Interaction, table: str) -> None:
        await interaction.response.send_message(f"seat at {table}", ephemeral=True)

    @seat.autocomplete("table")
    async def seat_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        names = ["alpha", "beta", "gamma"]
        return [app_commands.Choice(name=n, value=n) for n in names if n.startswith(current)]


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Testing(bot))
