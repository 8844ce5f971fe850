"""Tables that never get stuck, through the offline Discord: who may cancel a game in play,
racing /dobro new, a game that no longer replays at start-up, away seats and I'm back, and a
lobby nobody starts. Timers run on a fake clock the tests move (`tests.tables.fakes`)."""

from __future__ import annotations

import asyncio
from typing import Any

import aiosqlite

from fakediscord import FakeDiscord
from storage import GameStatus
from tests.discord.play_helpers import open_table, settle, start_play_bot, table_message
from tests.tables.fakes import FakeClock


async def test_a_game_in_play_is_cancelled_only_by_a_moderator_with_a_reason(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """Ben hosts but is no moderator: he cannot cancel the game in play (he may leave, as a
    forfeit). Ana has Manage Messages (the owner): she must give a reason, which the table shows
    as text; the game counts for nobody."""
    bot = await start_play_bot(start_bot)
    ana, ben = fake_discord.member("ana"), fake_discord.member("ben")
    table = await open_table(fake_discord, bot, ben, others=[ana], seats=2)
    msg = table_message(fake_discord, table)
    refused = await fake_discord.slash(ben, fake_discord.channel, "dobro cancel", reason="bored")
    assert refused.response().ephemeral
    assert refused.response().content.startswith("Only a moderator (Manage Messages")
    bare = await fake_discord.slash(ana, fake_discord.channel, "dobro cancel")
    assert bare.response().content.startswith("Give a reason to cancel a game in play")
    assert table.status is GameStatus.ACTIVE
    done = await fake_discord.slash(ana, fake_discord.channel, "dobro cancel", reason="**spam**")
    assert done.response().content == f"Table {table.game_id} is cancelled."
    await settle(fake_discord, bot)
    text = fake_discord.message(msg.id).text()
    assert "cancelled by a moderator: \\*\\*spam\\*\\*. It counts for nobody." in text
    assert not fake_discord.message(msg.id).custom_ids()
    game = await bot.db.games.get(table.game_id)
    assert game is not None and game.status == "cancelled" and game.end_reason == "**spam**"
    assert await bot.db.results.for_game(table.game_id) is None
    assert len(bot.tables.registry) == 0


async def test_racing_new_tables_get_one_table_and_a_kind_answer(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """Two /dobro new at the same instant: one table, and the other person is told a table is
    already open here (never the generic apology)."""
    bot = await start_play_bot(start_bot)
    ana, ben = fake_discord.member("ana"), fake_discord.member("ben")
    first = await fake_discord.slash(ana, fake_discord.channel, "dobro new", wait=False)
    second = await fake_discord.slash(ben, fake_discord.channel, "dobro new", wait=False)
    await settle(fake_discord, bot)
    answers = sorted([first.response(), second.response()], key=lambda m: m.ephemeral)
    assert not answers[0].ephemeral and "Dobro · table" in answers[0].text()
    assert answers[1].ephemeral and answers[1].content.startswith("A table is already open here")
    assert len(bot.tables.tables) == 1
    assert not first.error_codes and not second.error_codes


async def test_a_game_that_no_longer_replays_is_marked_broken_at_start_up(
    fake_discord: FakeDiscord, start_bot: Any, tmp_path: Any
) -> None:
    """Its table message says it could not be resumed, and the channel takes a new table at
    once."""
    bot = await start_play_bot(start_bot)
    ana, ben = fake_discord.member("ana"), fake_discord.member("ben")
    table = await open_table(fake_discord, bot, ana, others=[ben], seats=2)
    msg = table_message(fake_discord, table)
    gid = table.game_id
    await bot.close()
    async with aiosqlite.connect(tmp_path / "dobro.sqlite3") as conn:  # an engine change, say
        await conn.execute(
            "INSERT INTO game_actions (game_id, seq, actor, action, created_at)"
            ' VALUES (?, 0, \'Ana\', \'{"player": "Ana", "play": ["99"]}\', \'x\')',
            (gid,),
        )
        await conn.commit()

    bot = await start_play_bot(start_bot)
    await settle(fake_discord, bot)
    game = await bot.db.games.get(gid)
    assert game is not None and game.status == GameStatus.BROKEN and game.end_reason
    assert "could not be resumed after a restart" in fake_discord.message(msg.id).text()
    assert not fake_discord.message(msg.id).custom_ids()
    fresh = await fake_discord.slash(ben, fake_discord.channel, "dobro new")
    assert not fresh.response().ephemeral and bot.tables.in_channel(fake_discord.channel.id)


async def test_two_timeouts_make_a_seat_away_until_im_back(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """After two turns run out in a row, the table shows 💤 and an I'm back button, and the
    computer plays the seat at its own pace; I'm back gives the seat back and the next turn
    waits for the person again."""
    clock = FakeClock()
    bot = await start_play_bot(start_bot, clock=clock, ai_delay=1.0, seed=11)
    ana = fake_discord.member("ana")
    table = await open_table(fake_discord, bot, ana, computers=["normal"], seats=2, timer=30)
    msg = table_message(fake_discord, table)
    seat = table.seat_of(ana.id)
    assert seat is not None
    not_away = await fake_discord.slash(ana, fake_discord.channel, "dobro back")
    assert not_away.response().content == "You are not away: it is you who plays your seat."
    while not table.seats[seat.seat].away:
        await clock.advance(31 if table.state.turn == seat.seat else 2)
        await settle(fake_discord, bot)
    text = fake_discord.message(msg.id).text()
    assert "💤 away" in text and "ran out of time" in text
    assert f"dobro:t:{table.game_id}:back" in fake_discord.message(msg.id).custom_ids()
    hand = (await fake_discord.click(ana, msg, f"dobro:t:{table.game_id}:hand")).response()
    assert "You are away" in hand.text()
    assert f"dobro:t:{table.game_id}:back" in hand.custom_ids()
    moved = table.state.version
    for _ in range(3):  # computer pace (about a second a move), no deadline needed
        await clock.advance(1.5)
        await settle(fake_discord, bot)
    assert table.state.version >= moved + 2
    await fake_discord.click(ana, fake_discord.message(msg.id), f"dobro:t:{table.game_id}:back")
    await settle(fake_discord, bot)
    assert not table.seats[seat.seat].away
    assert "is back" in fake_discord.message(msg.id).text()
    assert f"dobro:t:{table.game_id}:back" not in fake_discord.message(msg.id).custom_ids()
    for _ in range(3):  # the computer seat plays; Ana's own turn waits for her now
        await clock.advance(1.5)
        await settle(fake_discord, bot)
    assert table.state.turn == seat.seat and seat.seat in table.timers.turns


async def test_a_lobby_nobody_starts_closes_itself_after_30_minutes(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    clock = FakeClock()
    bot = await start_play_bot(start_bot, clock=clock)
    ana = fake_discord.member("ana")
    msg = (await fake_discord.slash(ana, fake_discord.channel, "dobro new")).response()
    await settle(fake_discord, bot)
    assert "closes by itself" in fake_discord.message(msg.id).text()
    await clock.advance(29 * 60)
    await settle(fake_discord, bot)
    assert bot.tables.in_channel(fake_discord.channel.id) is not None
    await clock.advance(61)
    await settle(fake_discord, bot)
    await asyncio.sleep(0)
    text = fake_discord.message(msg.id).text()
    assert "nobody started it within 30 minutes" in text
    assert bot.tables.in_channel(fake_discord.channel.id) is None
