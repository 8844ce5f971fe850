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
    moves_of,
    open_hand,
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


async def test_a_challenge_from_the_apps_menu_accepted_and_played(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """Ana right-clicks Ben, *Challenge to a game*, picks Sticks: a 2-seat table opens in the
    channel, pinging Ben alone; he accepts and the game starts; both play it out by clicks."""
    fake = fake_discord
    bot = await start_anywhere_bot(fake, start_bot, seed=11)
    ana, ben = fake.member("ana"), fake.member("ben")
    users = {ana.id: ana, ben.id: ben}
    menus = {c["name"] for c in fake.global_commands if c.get("type") == 2}
    assert menus == {"Challenge to a game", "Dobro stats"}
    asked = await fake.user_command(ana, fake.channel, "Challenge to a game", ben)
    picker = asked.response()
    assert picker.ephemeral and f"dobro:ch:{ben.id}" in picker.custom_ids()
    picked = await fake.select(ana, picker, f"dobro:ch:{ben.id}", ["sticks"])
    lobby = picked.response()
    assert not lobby.ephemeral and lobby.channel_id == fake.channel.id
    assert lobby.notified() == {ben.id}, "the challenge pings the challenged person only"
    table = tables(bot).in_channel(fake.channel.id)
    assert table is not None and table.settings.challenged == ben.id
    gid = table.game_id
    assert f"dobro:t:{gid}:join" not in lobby.custom_ids()
    cleo = fake.member("cleo")
    refused = await fake.click(cleo, lobby, f"dobro:t:{gid}:accept")
    assert refused.response().ephemeral and table.status is GameStatus.LOBBY
    accepted = await fake.click(ben, lobby, f"dobro:t:{gid}:accept")
    assert not accepted.errors
    await settle(fake, bot)
    assert table.status is GameStatus.ACTIVE
    assert [s.user_id for s in table.seats] == [ana.id, ben.id]
    pick = 0
    while not table.over:
        await play_turn(fake, bot, table, users, pick)
        pick += 1
    await settle(fake, bot)
    results = await bot.db.results.for_game(gid)  # type: ignore[union-attr]
    assert results is not None and results.count_reason == "counted"

    # Declined, or unanswered: the table closes and says so, counting for nobody.
    asked = await fake.user_command(ben, fake.other_channel, "Challenge to a game", ana)
    lobby = (await fake.select(ben, asked.response(), f"dobro:ch:{ana.id}", ["ten"])).response()
    second = tables(bot).in_channel(fake.other_channel.id)
    assert second is not None
    await fake.click(ana, lobby, f"dobro:t:{second.game_id}:decline")
    await settle(fake, bot)
    assert second.status is GameStatus.CANCELLED
    assert "declined" in fake.message(lobby.id).text()

    # Dobro stats, from the same menu: Ben's card, privately.
    card = (await fake.user_command(ana, fake.channel, "Dobro stats", ben)).response()
    assert card.ephemeral


async def test_a_subscriber_is_pinged_once_when_a_table_opens(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """Ben and Cleo ask to be pinged for Sticks here: Ana's Sticks table pings them in one
    message (never Ana), a second table within 30 minutes pings nobody again, and a Dobro
    table pings no Sticks subscriber."""
    fake = fake_discord
    bot = await start_anywhere_bot(fake, start_bot)
    ana, ben, cleo, dan = (fake.member(n) for n in ("ana", "ben", "cleo", "dan"))
    for user in (ben, cleo, ana):
        said = await fake.slash(user, fake.channel, "dobro-me notify", **{"next-game": "sticks"})
        assert said.response().ephemeral
    before = len(fake.messages(fake.channel))
    await fake.slash(ana, fake.channel, "dobro new", game="sticks", seats=2)
    await settle(fake, bot)
    table = tables(bot).in_channel(fake.channel.id)
    assert table is not None
    new = fake.messages(fake.channel)[before:]
    calls = [m for m in new if m.notified()]
    assert len(calls) == 1 and calls[0].notified() == {ben.id, cleo.id}
    assert f"dobro:t:{table.game_id}:join" in calls[0].custom_ids()
    # Within 30 minutes, another Sticks table: nobody is pinged twice (Ana, the first host,
    # was never pinged: now she is, once).
    before = len(fake.messages(fake.other_channel))
    await fake.slash(dan, fake.other_channel, "dobro new", game="sticks", seats=2)
    await settle(fake, bot)
    pinged = [m.notified() for m in fake.messages(fake.other_channel)[before:] if m.notified()]
    assert pinged == [{ana.id}]
    # Ben stops; a Dobro table calls no Sticks subscriber.
    await fake.slash(ben, fake.channel, "dobro-me notify", **{"next-game": "sticks", "ping": "off"})
    thread_channel = fake.add_channel("more")
    await fake.slash(cleo, thread_channel, "dobro new", game="dobro", seats=2)
    await settle(fake, bot)
    assert not [m for m in fake.messages(thread_channel) if m.notified()]


async def test_a_one_day_table_played_over_days_with_one_dm_per_turn(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """A Sticks table with a one-day timer, Ana and Ben both asking for "your turn" by DM.
    Each turn comes hours after the last move: the person on turn gets one DM (a jump link
    and *My hand*), opens their hand from it and plays from the DM. The table message, over
    an hour old by the next move, is posted afresh before its edits run out (its old one
    points down), so no edit is ever refused (30046). Results counted as usual."""
    fake = fake_discord
    clock = FakeClock()
    bot = await start_anywhere_bot(fake, start_bot, clock=clock, seed=7)
    fake.old_message_edits = 1  # Discord's limit on edits of a message over an hour old
    ana, ben = fake.member("ana"), fake.member("ben")
    users = {ana.id: ana, ben.id: ben}
    for user in (ana, ben):
        await fake.slash(user, fake.channel, "dobro-me notify", turns="dm")
    lobby = (
        await fake.slash(ana, fake.channel, "dobro new", game="sticks", seats=2, timer=86400)
    ).response()
    table = tables(bot).in_channel(fake.channel.id)
    assert table is not None and table.settings.slow
    gid = table.game_id
    await fake.click(ben, lobby, f"dobro:t:{gid}:join")
    await fake.click(ana, fake.message(lobby.id), f"dobro:t:{gid}:start")
    await settle(fake, bot)
    messages = {table.message_id}
    turns = 0
    # Exactly one DM per turn: the first leader's now, then one each time the turn passes to
    # the other person (someone who plays on after their own move has their hand open).
    expected = {ana.id: 0, ben.id: 0}
    expected[waited(table)[0]] += 1
    while not table.over:
        assert {u: len(fake.dms(users[u])) for u in users} == expected
        await clock.advance(5 * HOUR)  # the person on turn comes back hours later
        await settle(fake, bot)
        mover = users[waited(table)[0]]
        dms = fake.dms(mover)
        assert dms, "the turn was told by DM"
        note = dms[-1]
        # A jump link to the table message of the moment (older ones point down).
        assert f"/{fake.guild.id}/{table.channel_id}/" in note.text() and f"#{gid}" in note.text()
        assert note.notified() == set()
        told = len(dms)
        pressed = await fake.click(mover, note, f"dobro:t:{gid}:hand")  # from the DM
        hand = pressed.response()
        assert hand.ephemeral and hand.channel_id == note.channel_id
        buttons = moves_of(hand)
        clicked = await fake.click(mover, hand, buttons[turns % len(buttons)][0])
        assert not clicked.errors and clicked.response().id == hand.id
        await settle(fake, bot)
        assert len(fake.dms(mover)) == told, "one DM per turn"
        messages.add(table.message_id)
        turns += 1
        for user_id in waited(table):
            if user_id != mover.id:  # the turn passed to the other: told now, once
                expected[user_id] += 1
    await settle(fake, bot)
    assert table.status is GameStatus.FINISHED
    assert turns >= 18 and clock.now() - table.timers.moved >= 0
    assert len(messages) > turns // 2, "the table moved down each time it was over an hour old"
    assert not [e for e in fake.error_responses if e[2] == 30046], "no edit refused (30046)"
    for old in sorted(messages)[:-1]:
        assert "goes on below" in fake.message(old).text()
    results = await bot.db.results.for_game(gid)  # type: ignore[union-attr]
    assert results is not None and results.count_reason == "counted"
    # Never by DM at a fast table.
    before = len(fake.dms(ana)) + len(fake.dms(ben))
    fast = (
        await fake.slash(ana, fake.other_channel, "dobro new", game="sticks", seats=2)
    ).response()
    second = tables(bot).in_channel(fake.other_channel.id)
    assert second is not None
    await fake.click(ben, fast, f"dobro:t:{second.game_id}:join")
    await fake.click(ana, fake.message(fast.id), f"dobro:t:{second.game_id}:start")
    await settle(fake, bot)
    await clock.advance(60)
    await settle(fake, bot)
    assert len(fake.dms(ana)) + len(fake.dms(ben)) == before


async def test_my_tables_anywhere_and_a_vacation_within_the_servers_limit(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """`/dobro-me games` lists this server's tables here, and every one of mine from the bot's
    DM (whose turn, until when, a jump link). A vacation of 5 days at a server whose limit is
    2 freezes Ana's clock there for 2 days; back early, her time left counts again."""
    fake = fake_discord
    clock = FakeClock()
    bot = await start_anywhere_bot(fake, start_bot, clock=clock)
    ana, ben = fake.member("ana"), fake.member("ben")
    fake.install(ana)
    lobby = (
        await fake.slash(ana, fake.channel, "dobro new", game="sticks", seats=2, timer=86400)
    ).response()
    slow = tables(bot).in_channel(fake.channel.id)
    assert slow is not None
    await fake.click(ben, lobby, f"dobro:t:{slow.game_id}:join")
    await fake.click(ana, fake.message(lobby.id), f"dobro:t:{slow.game_id}:start")
    group = fake.add_group_dm(ana, ben)
    await fake.slash(ana, group, "dobro new", game="ten", seats=3)
    await settle(fake, bot)
    here = (await fake.slash(ana, fake.channel, "dobro-me games")).response()
    assert here.ephemeral and f"#{slow.game_id}" in here.text() and "Ten" not in here.text()
    assert f"/{fake.guild.id}/{fake.channel.id}/{slow.message_id}" in here.text()
    everywhere = (await fake.slash(ana, fake.dm_channel(ana), "dobro-me games")).response()
    assert "Sticks" in everywhere.text() and "Ten" in everywhere.text()
    assert f"/@me/{group.id}/" in everywhere.text()

    saved = await fake.slash(ana, fake.channel, "dobro config away", days=2)
    assert "at most 2 days" in saved.response().text()
    if waited(slow) != [ana.id]:  # Ana to play: Ben plays his first card
        hand = await open_hand(fake, slow, ben)
        await fake.click(ben, hand, moves_of(hand)[0][0])
        await settle(fake, bot)
    assert waited(slow) == [ana.id]
    seat = slow.seat_of(ana.id).seat  # type: ignore[union-attr]
    left = slow.timers.turns[seat] - clock.now()
    away = (await fake.slash(ana, fake.dm_channel(ana), "dobro-me away", days=5)).response()
    assert "1 table" in away.text()
    assert slow.timers.turns[seat] == clock.now() + 2 * 86400 + left
    assert "🏖" in table_message(fake, slow).text()
    await clock.advance(HOUR)
    back = (await fake.slash(ana, fake.channel, "dobro-me away", days=0)).response()
    assert "Welcome back" in back.text()
    assert slow.timers.turns[seat] == clock.now() + left
