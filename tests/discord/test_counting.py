"""Issue 20 through the offline Discord: the results say in one line why a game counts or not,
a forfeit counts even when everyone leaves, Play again invites rather than seats (and works
after a forget-me), Hurry, a game idle for a day frees its channel, results Discord refuses for
good are given up, and an owed message is never posted twice, however long the outage."""

from __future__ import annotations

import random
from typing import Any

import pytest

from fakediscord import FakeDiscord, FakeUser, StoredMessage
from standings import COUNTED, seat_plays
from storage import GameStatus
from tables import HURRY_AFTER, HURRY_TIMER, IDLE_LIMIT, Table
from tests.discord.play_helpers import (
    assert_every_interaction_answered,
    open_table,
    play_by_clicks,
    settle,
    start_play_bot,
    table_message,
)
from tests.tables.fakes import FakeClock
from tests.tables.helpers import eventually

SEND_MESSAGES = 1 << 11


def results_of(fake: FakeDiscord, table: Table) -> list[StoredMessage]:
    return [
        m
        for m in fake.messages(table.channel_id)
        if f"dobro:t:{table.game_id}:again" in m.custom_ids()
    ]


async def forfeited_game(
    fake: FakeDiscord, bot: Any, ana: FakeUser, ben: FakeUser, *, last: Any = None
) -> Table:
    """Ana, Ben and a computer; both play a dozen of their own moves, then Ben leaves, then
    Ana: the computers finish the game at once, and it counts (both played their share).
    ``last``: called before Ana leaves."""
    table = await open_table(fake, bot, ana, others=[ben], computers=["normal"], seats=3)
    await play_by_clicks(fake, bot, table, [ana, ben], random.Random(3), stop_after=24)
    plays = {p.seat: p for p in seat_plays(await bot.db.games.play_log(table.game_id))}
    assert all(plays[table.seat_of(u.id).seat].own_moves >= 3 for u in (ana, ben))
    gid = table.game_id
    for user in (ben, ana):
        if user is ana and last is not None:
            last()
        pressed = await fake.click(user, table_message(fake, table), f"dobro:t:{gid}:quit")
        assert pressed.acknowledged and not pressed.errors
        await settle(fake, bot)
    assert table.status is GameStatus.FINISHED
    return table


async def test_everyone_leaving_a_counted_game_still_ends_it_with_a_verdict(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=4)
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await forfeited_game(fake, bot, ana, ben)
    (results,) = results_of(fake, table)
    text = results.text()
    assert "✅ Counts for the leaderboard and ratings: 2 people showed up." in text
    # Issue 29: both forfeits, tied below the computer; nobody played it out: no winner.
    assert "🏳️ No winner: nobody played this game out." in text
    assert text.count("forfeit: left at move") == 2 and text.count("(counted as a loss)") == 2
    stored = await bot.db.results.for_game(table.game_id)
    assert stored.count_reason == COUNTED
    by_user = {s.user_id: s for s in stored.seats if s.user_id}
    assert by_user[ana.id].position == by_user[ben.id].position == 2
    assert not any(s.winner for s in stored.seats)
    assert f"🏳️ <@{ben.id}> forfeit: left at move {by_user[ben.id].at_move}" in text
    board = (await fake.slash(ana, fake.channel, "dobro leaderboard", sort="games")).response()
    assert f"<@{ana.id}>" in board.text() and f"<@{ben.id}>" in board.text()
    assert_every_interaction_answered(fake)


async def test_a_solo_game_says_why_it_does_not_count_and_reaches_no_board(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """Issue 20's win-rate farm: one person against a random computer. The game is played to
    its end; its results say it does not count, and no board shows the win."""
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=6)
    ana = fake.member("ana")
    table = await open_table(fake, bot, ana, computers=["random"], seats=2)
    await play_by_clicks(fake, bot, table, [ana], random.Random(6), spot_check=0.0)
    await settle(fake, bot)
    (results,) = results_of(fake, table)
    assert "➖ Not counted: a game counts only with two people or more" in results.text()
    assert "rating" not in results.text()
    board = await fake.slash(ana, fake.channel, "dobro leaderboard", sort="winrate", min_games=1)
    assert f"<@{ana.id}>" not in board.response().text()
    history = (await fake.slash(ana, fake.channel, "dobro history")).response()
    assert "Not counted: one person against computers" in history.text()


async def test_play_again_invites_and_seats_only_who_joins_even_after_a_forget_me(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=4)
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await forfeited_game(fake, bot, ana, ben)
    (results,) = results_of(fake, table)
    again = await fake.click(ana, results, f"dobro:t:{table.game_id}:again")
    assert again.acknowledged and not again.errors
    await settle(fake, bot)
    lobby = bot.tables.in_channel(fake.channel.id)
    assert lobby is not None and lobby.host_id == ana.id
    assert [s.user_id for s in lobby.seats] == [ana.id, None]  # Ben is invited, not seated
    (invite,) = [m for m in fake.messages(fake.channel.id) if "Play again?" in m.text()]
    assert f"<@{ben.id}>" in invite.text() and f"<@{ana.id}>" not in invite.text()
    assert dict(fake.notifications())[invite.id] == {ben.id}  # nobody else is pinged
    assert f"dobro:t:{lobby.game_id}:join" in invite.custom_ids()
    start = await fake.click(
        ana, table_message(fake, lobby, "start"), f"dobro:t:{lobby.game_id}:start"
    )
    assert start.acknowledged
    await settle(fake, bot)
    assert lobby.status is GameStatus.ACTIVE and len(lobby.seats) == 2  # Ana and the computer
    await fake.slash(ana, fake.channel, "dobro leave")  # a solo game: nothing counts
    await settle(fake, bot)

    # Ben forgets himself; Play again from the old results still works, and invites nobody.
    asked = (await fake.slash(ben, fake.channel, "dobro forget-me")).response()
    await fake.click(ben, asked, f"dobro:fm:{ben.id}")
    await settle(fake, bot)
    again = await fake.click(ana, results, f"dobro:t:{table.game_id}:again")
    assert again.acknowledged and not again.errors, again.errors
    await settle(fake, bot)
    lobby = bot.tables.in_channel(fake.channel.id)
    assert lobby is not None and [s.user_id for s in lobby.seats] == [ana.id, None]
    assert len([m for m in fake.messages(fake.channel.id) if "Play again?" in m.text()]) == 1


async def test_hurry_at_a_table_without_timer(fake_discord: FakeDiscord, start_bot: Any) -> None:
    fake = fake_discord
    clock = FakeClock()
    bot = await start_play_bot(start_bot, clock=clock, seed=2)
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await open_table(fake, bot, ana, others=[ben], seats=2, timer=0)
    gid = table.game_id
    waiting = table.seats[table.state.turn]
    other = ben if waiting.user_id == ana.id else ana
    msg = table_message(fake, table)
    assert f"dobro:t:{gid}:hurry" in msg.custom_ids()
    early = (await fake.click(other, msg, f"dobro:t:{gid}:hurry")).response()
    assert early.ephemeral and early.text().startswith("You can hurry a player once")
    assert "<t:" in early.text()
    await clock.advance(HURRY_AFTER)
    await settle(fake, bot)
    version = table.state.version
    pressed = await fake.click(other, fake.message(msg.id), f"dobro:t:{gid}:hurry")
    assert pressed.acknowledged and not pressed.errors
    await settle(fake, bot)
    assert "hurried" in fake.message(table.message_id).text()
    await clock.advance(HURRY_TIMER + 1)
    await settle(fake, bot)
    assert table.state.version > version  # the timer played for the one who kept us waiting
    assert "ran out of time" in fake.message(table.message_id).text()


async def test_a_game_idle_for_a_day_frees_its_channel(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    clock = FakeClock()
    bot = await start_play_bot(start_bot, clock=clock, seed=2)
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await open_table(fake, bot, ana, others=[ben], seats=2, timer=0)
    await clock.advance(IDLE_LIMIT + 1)
    await settle(fake, bot)
    assert table.status is GameStatus.ABANDONED
    assert "nobody played for a day" in fake.message(table.message_id).text()
    fresh = await fake.slash(ben, fake.channel, "dobro new")
    assert not fresh.response().ephemeral


async def test_results_refused_for_good_are_kept_as_undeliverable(
    fake_discord: FakeDiscord, start_bot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    # No click's token to post the results as its follow-up (an interaction's webhook may
    # post where the bot may not): they go through the channel, which refuses them.
    from cogs.table import writer

    monkeypatch.setattr(writer, "RIDE_SECONDS", -1.0)
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=4)
    ana, ben = fake.member("ana"), fake.member("ben")

    def deny() -> None:  # the bot may no longer post here (a moderator changed the channel)
        fake.set_permissions(fake.channel, fake.bot_user, deny=SEND_MESSAGES)

    table = await forfeited_game(fake, bot, ana, ben, last=deny)

    async def given_up() -> bool:
        await settle(fake, bot)
        return not await bot.db.outbox.owed() and bot.get_cog("Play").writers.get(1) is None

    await eventually(given_up, timeout=15, what="the results were given up")
    assert results_of(fake, table) == []
    assert await bot.db.outbox.owed() == []  # given up: no retry for ever, nothing in memory
    (item,) = await bot.db.fetchall(
        "SELECT attempts, undeliverable FROM outbox WHERE game_id = ?", (table.game_id,)
    )
    assert item[0] == 3 and "403" in item[1]
    history = (await fake.slash(ana, fake.other_channel, "dobro history")).response()
    assert "results could not be posted" in history.text()


async def test_an_owed_message_is_never_posted_twice_after_a_long_outage(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """The results were posted, but the bot died before marking them sent; it comes back
    after Discord forgot the nonce (more than its few minutes): it finds its message in the
    channel and posts nothing more."""
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=4)
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await forfeited_game(fake, bot, ana, ben)
    (posted,) = results_of(fake, table)
    await bot.close()
    db_path = bot.settings.database_path
    import sqlite3

    with sqlite3.connect(db_path) as conn:  # the mark never happened
        conn.execute("UPDATE outbox SET sent_at = NULL, message_id = NULL")
    fake.clock.advance(3600)
    bot = await start_play_bot(start_bot, seed=4)
    await settle(fake, bot)
    assert results_of(fake, table) == [fake.message(posted.id)]
    (row,) = await bot.db.fetchall("SELECT message_id FROM outbox")
    assert row[0] == posted.id
