"""Play anywhere (#34), end to end through the offline Discord.

- A whole Sticks game in a group DM of three (the bot is not in it: only Ana's user install),
  every card by a click: the table is the command's answer, each click's own answer updates
  it, hands are private follow-ups; nobody clicks for a quarter of an hour, so the table
  says it waits and is held (no clock runs, nothing is decided unseen); hours later Ben,
  who never installed the app, presses *Resume*, and the game goes on to its results. Nothing
  lost (the record replays), counted as in a server, in the group DM's own standings.
"""

from __future__ import annotations

import json
from typing import Any

import sticks_rules as sr
from fakediscord import FakeDiscord
from storage import GameStatus
from tables import HOUR
from tests.discord.anywhere_helpers import (
    play_turn,
    start_anywhere_bot,
    table_message,
    waited,
)
from tests.discord.play_helpers import settle, tables
from tests.tables.fakes import FakeClock


async def test_a_whole_sticks_game_in_a_group_dm_resumed_after_the_token_expired(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    clock = FakeClock()
    bot = await start_anywhere_bot(fake, start_bot, clock=clock)
    ana, ben, cleo = fake.member("ana"), fake.member("ben"), fake.member("cleo")
    fake.install(ana)  # only Ana added the app to her account
    group = fake.add_group_dm(ana, ben, cleo)
    users = {u.id: u for u in (ana, ben, cleo)}

    created = await fake.slash(ana, group, "dobro new", game="sticks", seats=3, timer=12 * HOUR)
    assert created.payload["context"] == 2 and created.owners == {"1": str(ana.id)}
    lobby = created.response()
    assert not lobby.ephemeral and lobby.channel_id == group.id
    table = tables(bot).in_channel(group.id)
    assert table is not None
    assert (table.settings.place, table.settings.delivery) == ("group", "interaction")
    assert table.guild_id == group.id  # the group DM is its own place, not a server
    gid = table.game_id
    for user in (ben, cleo):  # they click: their clicks are authorized by Ana's install
        joined = await fake.click(user, fake.message(lobby.id), f"dobro:t:{gid}:join")
        assert joined.owners == {"1": str(ana.id)} and not joined.errors
    started = await fake.click(ana, fake.message(lobby.id), f"dobro:t:{gid}:start")
    assert not started.errors
    await settle(fake, bot)
    assert table.status is GameStatus.ACTIVE
    assert table_message(fake, table).id == lobby.id, "the lobby became the table"

    # The bot never posts in the group DM (it cannot): every message there answers a click.
    posts = fake.requests_to("POST", "/channels/{channel_id}/messages")
    assert not [r for r in posts if str(group.id) in r.path]

    for pick in range(10):  # a few tricks, every card by a click
        await play_turn(fake, bot, table, users, pick)
    version = table.version
    assert version >= 10

    # A quarter of an hour without a click: before the last token expires, the table says it
    # waits, offers Resume, and is held.
    await clock.advance(13 * 60 + 5)
    await settle(fake, bot)
    shown = table_message(fake, table)
    assert "Resume" in shown.text() and f"dobro:t:{gid}:resume" in shown.custom_ids()
    assert table.held
    on_turn = table.waits()[0][0]
    left = table.timers.turns[on_turn] - table.timers.held  # type: ignore[operator]
    await clock.advance(5 * HOUR)
    await settle(fake, bot)
    assert table.version == version, "nothing is decided while nobody can see the table"
    assert table.held and table.status is GameStatus.ACTIVE

    # Ben (no install) presses Resume: the click's answer shows the table again; the person
    # on turn has exactly the time they had left.
    resumed = await fake.click(ben, table_message(fake, table), f"dobro:t:{gid}:resume")
    assert resumed.callback_type == 7 and not resumed.errors
    await settle(fake, bot)
    assert not table.held
    assert table.timers.turns[on_turn] == clock.now() + left
    assert f"dobro:t:{gid}:hand" in table_message(fake, table).custom_ids()

    pick = 0
    while table.status is GameStatus.ACTIVE and not table.over:
        await play_turn(fake, bot, table, users, pick)
        pick += 1
        if pick % 40 == 0:  # long games: tokens renew with the clicks, and time passes
            await clock.advance(60)
    await settle(fake, bot)
    assert table.status is GameStatus.FINISHED

    # Nothing lost: the stored record replays to the final state; the results were posted
    # once, in the group DM (a follow-up of a click: the bot cannot post there).
    record = await bot.db.games.record(gid)  # type: ignore[union-attr]
    assert record is not None
    assert sr.state_json(sr.replay(json.loads(json.dumps(record)))) == sr.state_json(table.state)
    announced = [m for m in fake.messages(group.id) if f"dobro:t:{gid}:again" in m.custom_ids()]
    assert len(announced) == 1 and not announced[0].ephemeral

    # Counted as in a server (three people played it out), in the group DM's own place.
    results = await bot.db.results.for_game(gid)  # type: ignore[union-attr]
    assert results is not None and results.count_reason == "counted"
    board = await bot.db.boards.leaderboard(group.id, game="sticks", min_games=1)  # type: ignore[union-attr]
    assert {row.user_id for row in board.rows} == {ana.id, ben.id, cleo.id}
    server = await bot.db.boards.leaderboard(fake.guild.id, game="sticks", min_games=1)  # type: ignore[union-attr]
    assert not server.rows, "a group DM's games never mix with a server's"
    shown_board = (
        await fake.slash(ana, group, "dobro leaderboard", game="sticks", min_games=1)
    ).response()
    assert f"<@{ben.id}>" in shown_board.text()
    assert waited(table) == []
