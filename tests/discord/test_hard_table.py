"""A hard computer at a Discord table (#25): the lobby offers it, the table shows each
computer's level, and it plays (searching off the event loop; inline in tests)."""

from __future__ import annotations

from typing import Any

import pytest

from fakediscord import FakeDiscord
from tests.discord.play_helpers import (
    answered_quietly,
    settle,
    start_play_bot,
    table_message,
    tables,
)


async def test_the_lobby_offers_a_hard_computer_and_the_table_shows_levels(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=3)
    ana = fake.member("ana")
    lobby = (await fake.slash(ana, fake.channel, "dobro new", seats=3)).response()
    table = tables(bot).in_channel(fake.channel.id)
    assert table is not None
    gid = table.game_id
    labels = {c.get("custom_id"): c.get("label") for c in lobby.all_components()}
    assert labels[f"dobro:t:{gid}:ai_hard"] == "Add hard computer"
    for level in ("hard", "random"):
        answered_quietly(await fake.click(ana, fake.message(lobby.id), f"dobro:t:{gid}:ai_{level}"))
        await settle(fake, bot)
    text = fake.message(lobby.id).text()
    assert "· computer (hard)" in text and "· computer (random)" in text
    answered_quietly(await fake.click(ana, fake.message(lobby.id), f"dobro:t:{gid}:start"))
    await settle(fake, bot)
    shown = table_message(fake, table).text()
    assert "· 🤖 hard" in shown and "· 🤖 random" in shown
    assert table.state is not None
    # The computers (the hard one searching) have played up to ana's turn.
    seat = table.seat_of(ana.id)
    assert seat is not None and table.state.turn == seat.seat


@pytest.mark.parametrize("game", ["sticks", "ten"])
async def test_sticks_and_ten_seat_a_hard_computer_that_plays(
    fake_discord: FakeDiscord, start_bot: Any, game: str
) -> None:
    """Sticks and Ten have a searching level too (#25): offered, shown and playing."""
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=5)
    ana = fake.member("ana")
    lobby = (await fake.slash(ana, fake.channel, "dobro new", game=game, seats=2)).response()
    table = tables(bot).in_channel(fake.channel.id)
    assert table is not None
    gid = table.game_id
    labels = {c.get("custom_id"): c.get("label") for c in lobby.all_components()}
    assert labels[f"dobro:t:{gid}:ai_hard"] == "Add hard computer"
    answered_quietly(await fake.click(ana, fake.message(lobby.id), f"dobro:t:{gid}:ai_hard"))
    await settle(fake, bot)
    answered_quietly(await fake.click(ana, fake.message(lobby.id), f"dobro:t:{gid}:start"))
    await settle(fake, bot)
    assert "· 🤖 hard" in table_message(fake, table).text()
    assert table.state is not None
    # Whatever the deal, the table now waits for ana alone: the hard seat has played its part.
    seat = table.seat_of(ana.id)
    assert seat is not None
    assert {s for s, _ in table.rules.waits(table.state)} == {seat.seat}
