"""Whole games of Dobro played only by clicks through the offline Discord (issue 5)."""

from __future__ import annotations

import random
from typing import Any

from tests.fakediscord import FakeDiscord

PLAY_EXTENSIONS = ("cogs.admin", "cogs.play")


async def _start(start_bot: Any) -> Any:
    bot = await start_bot(extensions=PLAY_EXTENSIONS)
    bot.tables.ai_delay = 0.0
    return bot


async def _settle(fake: FakeDiscord, bot: Any) -> None:
    for _ in range(3):
        await bot.tables.idle()
        await bot.get_cog("Play").idle()
        await fake.wait_idle()


def _table_message(fake: FakeDiscord) -> Any:
    public = [
        m for m in fake.messages(fake.channel) if any("dobro:t:" in c for c in m.custom_ids())
    ]
    return public[0]


async def _play_by_clicks(
    fake: FakeDiscord, bot: Any, humans: list[Any], rng: random.Random
) -> Any:
    """Each human opens their hand and presses a random enabled control until the game ends."""
    table = next(iter(bot.tables.tables.values()))
    for _ in range(3000):
        await _settle(fake, bot)
        if table.state.over:
            return table
        turn = table.state.players[table.state.turn]
        user = next((h for h in humans if table.user_of(turn) == h.id), None)
        assert user is not None, "a computer's turn should have been played"
        msg = _table_message(fake)
        hand = (await fake.click(user, msg, f"dobro:t:{table.game_id}:hand")).response()
        assert hand.ephemeral and hand.visible_to == user.id
        moves = [b["custom_id"] for b in hand.buttons() if b["custom_id"].startswith("dobro:m:")]
        selects = [s for s in hand.selects() if s["custom_id"].startswith("dobro:j:")]
        choice = rng.randrange(len(moves) + len(selects))
        if choice < len(moves):
            await fake.click(user, hand, moves[choice])
        else:
            select = selects[choice - len(moves)]
            value = rng.choice([o["value"] for o in select["options"]])
            await fake.select(user, hand, select["custom_id"], [value])
    raise AssertionError("the game did not end")


async def test_solo_game_against_computers_by_clicks(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    bot = await _start(start_bot)
    ana = fake_discord.member("ana")
    created = await fake_discord.slash(ana, fake_discord.channel, "dobro new", seats=3)
    table_msg = created.response()
    assert not table_msg.ephemeral
    gid = next(iter(bot.tables.tables))
    await fake_discord.click(ana, table_msg, f"dobro:t:{gid}:ai_normal")
    await fake_discord.click(ana, table_msg, f"dobro:t:{gid}:ai_random")
    await _settle(fake_discord, bot)
    await fake_discord.click(ana, fake_discord.message(table_msg.id), f"dobro:t:{gid}:start")
    table = await _play_by_clicks(fake_discord, bot, [ana], random.Random(1))
    assert table.state.over
    await _settle(fake_discord, bot)
    results = await bot.db.results.for_game(gid)
    assert results is not None and len(results.seats) == 3
    texts = [m.text() for m in fake_discord.messages(fake_discord.channel)]
    assert any("results" in t for t in texts)


async def test_stale_and_foreign_clicks_change_nothing(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    bot = await _start(start_bot)
    ana, ben = fake_discord.member("ana"), fake_discord.member("ben")
    table_msg = (
        await fake_discord.slash(ana, fake_discord.channel, "dobro new", seats=2)
    ).response()
    gid = next(iter(bot.tables.tables))
    await fake_discord.click(ben, table_msg, f"dobro:t:{gid}:join")
    again = await fake_discord.click(ben, fake_discord.message(table_msg.id), f"dobro:t:{gid}:join")
    assert "already seated" in again.response().content
    await _settle(fake_discord, bot)
    start = await fake_discord.click(
        ben, fake_discord.message(table_msg.id), f"dobro:t:{gid}:start"
    )
    assert "host" in start.response().content
    await fake_discord.click(ana, fake_discord.message(table_msg.id), f"dobro:t:{gid}:start")
    await _settle(fake_discord, bot)
    table = bot.tables.tables[gid]
    turn_user = ana if table.user_of(table.state.players[table.state.turn]) == ana.id else ben
    old_hand = (await fake_discord.click(turn_user, table_msg, f"dobro:t:{gid}:hand")).response()
    new_hand = (await fake_discord.click(turn_user, table_msg, f"dobro:t:{gid}:hand")).response()
    move = next(b["custom_id"] for b in new_hand.buttons() if b["custom_id"].startswith("dobro:m:"))
    await fake_discord.click(turn_user, new_hand, move)
    await _settle(fake_discord, bot)
    version = table.state.version
    assert version == 1
    stale = await fake_discord.click(turn_user, old_hand, move)  # the same move, again: refused
    await _settle(fake_discord, bot)
    assert table.state.version == version
    assert "out of date" in fake_discord.message(stale.response().id).text()
    assert len(await bot.db.games.actions(gid)) == 1
