"""Claims in a race (``games.protocol.RaceRules``: Dobble): the claim button and its answer.

A claim button carries the table, the stage, what its presser saw (the game's ``race_seen``:
Dobble's count of accepted claims) and the race action (Dobble: a symbol):

    dobro:c:<table>:<stage>:<seen>:<action>

Its time is when Discord received the click: the interaction's own id (a snowflake) says so to
the millisecond, whatever the presser's connection or the bot's scheduling. The table service
holds the claim until no claim still to come can be earlier (its own time + the hold), resolves
it with the claims due, in time order, and says how it ended. A panel's buttons are redrawn only
when the panel changes, so a claim from a panel counts as made on the board on show when it was
clicked (``off_board``). The answer:

- a right claim on the public board: that click's own answer is the new board (no other
  request: the table's writer then knows the message shows it, and tells the service when
  Discord showed it: computers react from then);
- a claim from a private panel (the hot potato, a duel: the buttons are the presser's own card):
  the panel, redrawn, with a one-line note;
- anything else on the board (too late, wrong and locked out, locked, ended): a private line.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
from typing import Any

import discord

from cogs.errors import handle_interaction_error
from cogs.i18n import decimal, interaction_language, t
from cogs.table.control_item import Control
from cogs.table.controls import play_cog
from tables import ClaimAnswer

#: How long a click's answer may wait for its claim's outcome (the hold is 0.3 s; Discord
#: wants an answer within 3 s, and a deferral costs a request).
ANSWER_WITHIN = 2.5


def snowflake_ms(snowflake: int) -> int:
    """A Discord id's time: milliseconds since the Unix epoch."""
    return (snowflake >> 22) + discord.utils.DISCORD_EPOCH


class ClaimButton(
    Control,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"dobro:c:(?P<gid>\d+):(?P<stage>\d{1,4}):(?P<seen>\d{1,4}):(?P<index>\d{1,3})",
):
    """One symbol to claim (see the module docstring)."""

    def __init__(self, gid: int, stage: int, seen: int, index: int, **button: Any) -> None:
        custom_id = f"dobro:c:{gid}:{stage}:{seen}:{index}"
        super().__init__(discord.ui.Button(custom_id=custom_id, **button))
        self.gid, self.stage, self.seen, self.index = gid, stage, seen, index

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ClaimButton:
        return cls(int(match["gid"]), int(match["stage"]), int(match["seen"]), int(match["index"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await on_claim(interaction, self.gid, self.stage, self.seen, self.index)
        except Exception as exc:
            await handle_interaction_error(interaction, exc)
        # Answered: the table's writer may ride on this click's token (issue 35).
        with contextlib.suppress(RuntimeError):  # (the play cog unloaded meanwhile)
            play_cog(interaction).writers.answered(interaction, self.gid)


def claim_button(
    gid: int,
    stage: int,
    seen: int,
    index: int,
    emoji: str,
    *,
    disabled: bool = False,
    label: str | None = None,
) -> ClaimButton:
    """A claim button showing a symbol's emoji (a symbol needs no words: the same in every
    language, and quicker to match by eye), with its name as ``label`` for a reader of text
    cards."""
    return ClaimButton(
        gid,
        stage,
        seen,
        index,
        emoji=discord.PartialEmoji(name=emoji),
        label=label,
        style=discord.ButtonStyle.secondary,
        disabled=disabled,
    )


async def on_claim(
    interaction: discord.Interaction, gid: int, stage: int, seen: int, index: int
) -> None:
    """A claim click: timed by its id, held and resolved by the service, answered once."""
    play = play_cog(interaction)
    arrived = play.service.clock.now()  # before anything else: the click's own delay
    at_ms = snowflake_ms(interaction.id)
    lang = interaction_language(interaction)
    service = play.service
    table = service.get(gid)
    await play.wake(interaction, table)  # a held table (no live interaction): on again
    public = interaction.message is not None and interaction.message.id == table.message_id
    user_id = interaction.user.id
    writer = play.writers.of(table) if table.open else None
    if writer is not None and public:
        writer.board_click(user_id)
    elif writer is not None:
        writer.panel_click(user_id)
    try:
        try:
            claim = service.claim(
                gid, user_id, stage, index, seen, at_ms, off_board=not public, arrived=arrived
            )
            answer = await asyncio.wait_for(claim, ANSWER_WITHIN)
        except TimeoutError:
            answer = ClaimAnswer("ended")
        note = claim_note(answer, lang)
        if public and answer.outcome == "ok":
            await play.show_board(interaction, table)
        elif public:
            await interaction.response.send_message(note, ephemeral=True)
        else:
            await play.show_panel(interaction, table, note if answer.outcome != "ok" else None)
    finally:
        if writer is not None and public:
            writer.board_click_done(user_id)
        elif writer is not None:
            writer.panel_click_done(user_id)


def claim_note(answer: ClaimAnswer, lang: str) -> str:
    """The private line for a claim that did not win (or a panel's note)."""
    outcome = answer.outcome
    if outcome in ("wrong", "locked"):
        until = next((ev.get("locked_until") for ev in answer.events if "locked_until" in ev), None)
        seconds = decimal(until / 1000, lang) if isinstance(until, int) else "3"
        return t(f"race.{outcome}", lang, until=seconds)
    if outcome in ("ok", "stale", "late", "slow", "ended", "refused"):
        return t(f"race.{outcome}", lang)
    return t("race.ended", lang)
