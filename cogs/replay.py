"""``/dobro replay game:<number>`` and the *Replay* button of every results message: a finished
game step by step, privately, every hand face up.

Thin by design: ``teaching.ReplayService`` derives each step from the stored record with the
game's engine (keyframes keep paging fast); the table extension draws the step with the
game's renderer (``render.replay_items``: its table message without controls, and
``Renderer.replay_hands``); this cog adds the frame and the controls. The controls are dynamic
items carrying the game and the step they lead to, so a replay keeps working after a restart::

    dobro:p:<game>:<step>:<tag>    go to ``step`` (``tag`` tells apart two buttons leading to
                                   the same step: start, back 10, previous, next, forward 10,
                                   end; ``o`` opens from a results message)
    dobro:ps:<game>                a select of the rounds: its value is the step to go to

Pressed on a public message (the results), a control opens a new private replay; pressed on a
replay, it turns that replay's page in place.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

import faces
from cogs import (
    DobroCog,
    answer_in_time,
    cards_as_words,
    on_private_message,
    place_of,
    sees_game,
    show_privately,
)
from cogs.app import DobroClient
from cogs.errors import DobroError
from cogs.i18n import L, interaction_language, t
from cogs.table import render as ui
from cogs.table.controls import ReplayButton, ReplaySelect
from teaching.replays import ReplayError, ReplayPage, ReplayService

COLOUR_REPLAY = 0xE67E22
#: A step number as a control may carry it (a forged longer one is out of date).
MAX_STEP = 99_999


def _section_of(page: ReplayPage) -> object | None:
    current = None
    for section, start in page.sections:
        if start <= page.step:
            current = section
    return current


def replay_view(page: ReplayPage, lang: str) -> discord.ui.LayoutView:
    """One step of a replay: where it is, the renderer's step (table and hands), the way to
    move."""
    table, step, total = page.table, page.step, page.total
    gid = table.game_id
    game = ui.game_name(table.settings.game, lang)
    where = (
        t("replay.deal", lang, total=total)
        if step == 0
        else t("replay.move", lang, n=step, total=total)
    )
    section = _section_of(page)
    if section is not None and len(page.sections) > 1:
        where += " · " + t("replay.section", lang, n=section)
    heading = f"### {t('replay.title', lang, game=game, id=gid)}\n-# {where}"

    def go(target: int, tag: str, label: str, disabled: bool, primary: bool = False) -> Any:
        style = discord.ButtonStyle.primary if primary else discord.ButtonStyle.secondary
        target = max(0, min(target, total))
        return ReplayButton(gid, target, tag, label=label, style=style, disabled=disabled)

    start, end = step == 0, step == total
    rows: list[discord.ui.Item[Any]] = [
        discord.ui.ActionRow(
            go(0, "a", t("replay.start", lang), start),
            go(step - 10, "b", t("replay.back10", lang), start),
            go(step - 1, "c", t("replay.previous", lang), start, primary=True),
            go(step + 1, "d", t("replay.next", lang), end, primary=True),
            go(step + 10, "e", t("replay.forward10", lang), end),
        ),
        discord.ui.ActionRow(go(total, "f", t("replay.end", lang), end)),
    ]
    if len(page.sections) > 1:
        options = [
            discord.SelectOption(
                label=t("replay.round", lang, n=section, move=at)[:100],
                value=str(at),
                default=section == _section_of(page),
            )
            for section, at in page.sections[:25]
        ]
        rows.append(
            discord.ui.ActionRow(
                ReplaySelect(gid, placeholder=t("replay.rounds", lang), options=options)
            )
        )
    body = ui.replay_items(table, lang)
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(
        discord.ui.Container(
            discord.ui.TextDisplay(heading), *body, *rows, accent_colour=COLOUR_REPLAY
        )
    )
    return view


class Replay(DobroCog):
    """``/dobro replay`` and the replay's controls."""

    anywhere = True

    def __init__(self, bot: DobroClient, service: ReplayService) -> None:
        super().__init__(bot)
        self.service = service

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(ReplayButton, ReplaySelect)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(ReplayButton, ReplaySelect)

    @app_commands.command(name=L("cmd.replay.name"), description=L("cmd.replay.description"))
    @app_commands.rename(game=L("cmd.replay.game"))
    @app_commands.describe(game=L("cmd.replay.game.description"))
    async def replay(
        self, interaction: discord.Interaction, game: app_commands.Range[int, 1, 2**53 - 1]
    ) -> None:
        """A finished game of this server from its deal, privately."""
        await self.show(interaction, game, 0)

    async def show(self, interaction: discord.Interaction, gid: int, step: int) -> None:
        """Game ``gid`` after ``step`` moves: in place of the replay a control is on, else in
        a new private message."""
        lang = interaction_language(interaction)
        page, deferred = await answer_in_time(
            interaction, self._page(interaction, gid, min(step, MAX_STEP))
        )
        with faces.as_words(await cards_as_words(self.bot, interaction.user.id)):
            view = replay_view(page, lang)
        await show_privately(interaction, view, deferred, in_place=on_private_message(interaction))

    async def _page(self, interaction: discord.Interaction, gid: int, step: int) -> ReplayPage:
        """The page, for someone who may see the game: they sat at it, or they can see the
        channel it was played in (every hand is face up in a replay)."""
        try:
            page = await self.service.page(gid, step, guild_id=place_of(interaction))
        except ReplayError as exc:
            raise DobroError(f"replay.error.{exc.code}", **exc.params) from None
        table = page.table
        seated = {s.user_id for s in table.seats if s.user_id is not None}
        if not await sees_game(interaction, table.channel_id, seated):
            raise DobroError("replay.error.hidden", id=gid)
        return page


async def setup(bot: DobroClient) -> None:
    """Extension entry point: the replay service comes from the composition root."""
    service = bot.replays
    if service is None:
        raise RuntimeError("cogs.replay needs the replay service that bot.py builds")
    await bot.add_cog(Replay(bot, service))
