"""Whole games of Dobro played only by clicks through the offline Discord (issue 5)."""

from __future__ import annotations

import json
import random
import re
from itertools import pairwise
from typing import Any

import pytest

import dobro_rules as dr
from fakediscord import FakeDiscord
from tests.discord.play_helpers import (
    assert_no_hand_in_public,
    control_move,
    open_table,
    play_by_clicks,
    settle,
    start_play_bot,
    table_message,
)
from tests.rules.helpers import craft
from tests.tables.fakes import FakeClock


async def test_solo_game_against_computers_by_clicks(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    bot = await start_play_bot(start_bot)
    ana = fake_discord.member("ana")
    created = await fake_discord.slash(ana, fake_discord.channel, "dobro new", seats=3)
    table_msg = created.response()
    assert not table_msg.ephemeral
    gid = next(iter(bot.tables.tables))
    await fake_discord.click(ana, table_msg, f"dobro:t:{gid}:ai_normal")
    await fake_discord.click(ana, table_msg, f"dobro:t:{gid}:ai_random")
    await settle(fake_discord, bot)
    await fake_discord.click(ana, fake_discord.message(table_msg.id), f"dobro:t:{gid}:start")
    table = bot.tables.tables[gid]
    await play_by_clicks(fake_discord, bot, table, [ana], random.Random(1))
    assert table.state.over
    await settle(fake_discord, bot)
    results = await bot.db.results.for_game(gid)
    assert results is not None and len(results.seats) == 3
    texts = [m.text() for m in fake_discord.messages(fake_discord.channel)]
    assert any("results" in t for t in texts)


async def test_stale_and_foreign_clicks_change_nothing(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    bot = await start_play_bot(start_bot)
    ana, ben = fake_discord.member("ana"), fake_discord.member("ben")
    table_msg = (
        await fake_discord.slash(ana, fake_discord.channel, "dobro new", seats=2)
    ).response()
    gid = next(iter(bot.tables.tables))
    await fake_discord.click(ben, table_msg, f"dobro:t:{gid}:join")
    await settle(fake_discord, bot)
    assert not fake_discord.ephemerals(ben)  # a button press just updates the table message
    assert f"<@{ben.id}>" in fake_discord.message(table_msg.id).text()
    # The table is full now, so its Join button is greyed out: a second join comes by command.
    again = await fake_discord.slash(ben, fake_discord.channel, "dobro join")
    assert "already seated" in again.response().content
    await settle(fake_discord, bot)
    start = await fake_discord.click(
        ben, fake_discord.message(table_msg.id), f"dobro:t:{gid}:start"
    )
    assert "host" in start.response().content
    await fake_discord.click(ana, fake_discord.message(table_msg.id), f"dobro:t:{gid}:start")
    await settle(fake_discord, bot)
    table = bot.tables.tables[gid]
    cleo = fake_discord.member("cleo")  # not seated: every table button refuses her kindly
    for what in ("hand", "quit"):
        foreign = await fake_discord.click(cleo, table_msg, f"dobro:t:{gid}:{what}")
        assert foreign.response().ephemeral
        assert foreign.response().content == "You are not seated at this table."
    turn_user = ana if table.user_of(table.state.players[table.state.turn]) == ana.id else ben
    old_hand = (await fake_discord.click(turn_user, table_msg, f"dobro:t:{gid}:hand")).response()
    new_hand = (await fake_discord.click(turn_user, table_msg, f"dobro:t:{gid}:hand")).response()
    move = next(b["custom_id"] for b in new_hand.buttons() if b["custom_id"].startswith("dobro:m:"))
    await fake_discord.click(turn_user, new_hand, move)
    await settle(fake_discord, bot)
    version = table.state.version
    assert version == 1
    stale = await fake_discord.click(turn_user, old_hand, move)  # the same move, again: refused
    await settle(fake_discord, bot)
    assert table.state.version == version
    assert "out of date" in fake_discord.message(stale.response().id).text()
    assert len(await bot.db.games.actions(gid)) == 1


async def _two_players(fake: FakeDiscord, bot: Any, **options: Any) -> tuple[Any, Any, Any, Any]:
    """ana opens a table, ben joins, ana starts: (table, table message, ana, ben)."""
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await open_table(fake, bot, ana, others=[ben], seats=2, **options)
    return table, table_message(fake, table), ana, ben


async def test_solo_game_export_replays_and_hides_every_hand(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    bot = await start_play_bot(start_bot)
    ana = fake_discord.member("ana")
    msg = (await fake_discord.slash(ana, fake_discord.channel, "dobro new", seats=2)).response()
    gid = next(iter(bot.tables.tables))
    await fake_discord.click(ana, msg, f"dobro:t:{gid}:ai_normal")
    await settle(fake_discord, bot)
    await fake_discord.click(ana, fake_discord.message(msg.id), f"dobro:t:{gid}:start")
    table = bot.tables.tables[gid]
    await play_by_clicks(fake_discord, bot, table, [ana], random.Random(7))
    await settle(fake_discord, bot)
    assert_no_hand_in_public(fake_discord)
    exported = (await fake_discord.slash(ana, fake_discord.channel, "dobro export")).response()
    assert exported.ephemeral
    (attachment,) = exported.files
    record = json.loads(attachment.data)
    assert dr.state_json(dr.replay(record)) == dr.state_json(table.state)
    assert record["actions"] == [a.action for a in await bot.db.games.actions(gid)]
    (results,) = [m for m in fake_discord.messages(fake_discord.channel) if "results" in m.text()]
    again = (await fake_discord.click(ana, results, f"dobro:t:{gid}:again")).response()
    new_table = bot.tables.in_channel(fake_discord.channel.id)
    assert new_table is not None and new_table.game_id != gid
    assert [(s.user_id, s.ai_level) for s in new_table.seats] == [
        (s.user_id, s.ai_level) for s in table.seats
    ]
    assert f"dobro:t:{new_table.game_id}:start" in again.custom_ids()


async def test_rules_pages_turn(fake_discord: FakeDiscord, start_bot: Any) -> None:
    await start_play_bot(start_bot)
    ana = fake_discord.member("ana")
    page = (await fake_discord.slash(ana, fake_discord.channel, "dobro rules")).response()
    assert page.ephemeral and "A bid" not in page.text()
    await fake_discord.click(ana, page, "dobro:r:1")
    page = fake_discord.message(page.id)
    assert "A bid" in page.text() and "Page 2 of 6" in page.text()
    for k in range(2, 6):  # on to the last page: timers, leaving, ratings
        await fake_discord.click(ana, page, f"dobro:r:{k}")
        page = fake_discord.message(page.id)
    assert "moves a lot in your first games" in page.text() and "Page 6 of 6" in page.text()
    french = (
        await fake_discord.slash(ana, fake_discord.channel, "dobro rules", locale="fr")
    ).response()
    assert "le but" in french.text() and "Page 1 sur 6" in french.text()


async def test_host_and_moderator_powers(fake_discord: FakeDiscord, start_bot: Any) -> None:
    bot = await start_play_bot(start_bot)
    ana, ben, cleo = (fake_discord.member(n) for n in ("ana", "ben", "cleo"))
    msg = (await fake_discord.slash(ana, fake_discord.channel, "dobro new", seats=3)).response()
    gid = next(iter(bot.tables.tables))
    joined = await fake_discord.slash(ben, fake_discord.channel, "dobro join")
    assert joined.response().content == f"You are seated at table {gid}."
    await fake_discord.slash(cleo, fake_discord.channel, "dobro join")
    busy = await fake_discord.slash(ben, fake_discord.channel, "dobro new")
    link = f"https://discord.com/channels/{fake_discord.guild.id}/{msg.channel_id}/{msg.id}"
    assert busy.response().content == (
        f"A table is already open here: [table {gid}]({link}). One table per channel."
    )
    refused = await fake_discord.slash(ben, fake_discord.channel, "dobro cancel")
    assert "Only the table's host" in refused.response().content
    refused = await fake_discord.slash(ben, fake_discord.channel, "dobro kick", player=cleo)
    assert "Only the table's host" in refused.response().content
    await fake_discord.slash(ana, fake_discord.channel, "dobro kick", player=cleo)
    assert [s.user_id for s in bot.tables.tables[gid].seats] == [ana.id, ben.id]
    await fake_discord.slash(ana, fake_discord.channel, "dobro cancel")
    await settle(fake_discord, bot)
    assert "cancelled" in fake_discord.message(msg.id).text()
    gone = await fake_discord.slash(ben, fake_discord.channel, "dobro join")
    assert "no open table" in gone.response().content
    assert (await bot.db.games.get(gid)).status == "cancelled"


async def test_table_in_a_new_thread(fake_discord: FakeDiscord, start_bot: Any) -> None:
    bot = await start_play_bot(start_bot)
    ana = fake_discord.member("ana")
    opened = await fake_discord.slash(ana, fake_discord.channel, "dobro new", thread=True)
    (thread,) = fake_discord.threads
    assert thread.name == "Dobro · Ana's table"
    assert f"<#{thread.id}>" in opened.response().text()
    table = next(iter(bot.tables.tables.values()))
    assert table.channel_id == thread.id
    (table_msg,) = fake_discord.messages(thread)
    assert f"dobro:t:{table.game_id}:join" in table_msg.custom_ids()
    gid = table.game_id
    await fake_discord.click(ana, table_msg, f"dobro:t:{gid}:ai_normal")
    await fake_discord.click(ana, fake_discord.message(table_msg.id), f"dobro:t:{gid}:start")
    await settle(fake_discord, bot)
    # The computer played until ana's turn; the ping is in the thread, and so is the game.
    (ping,) = [m for m in fake_discord.messages(thread) if m.content.startswith("🔔")]
    assert f"<@{ana.id}>" in ping.content
    hand = (await fake_discord.click(ana, ping, f"dobro:t:{gid}:hand")).response()
    move = next(b["custom_id"] for b in hand.buttons() if not b.get("disabled"))
    await fake_discord.click(ana, hand, move)
    await settle(fake_discord, bot)
    assert table.state.version >= 1 and f"Move {table.state.version}" in (
        fake_discord.message(table_msg.id).text()
    )
    assert not fake_discord.messages(fake_discord.channel)  # nothing public outside the thread


async def test_manual_drawing_oubli_called_from_the_table(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    bot = await start_play_bot(start_bot)
    table, msg, ana, ben = await _two_players(fake_discord, bot, drawing="manual")
    gid = table.game_id
    first = ana if table.user_of(table.state.players[table.state.turn]) == ana.id else ben
    second = ben if first is ana else ana
    seat = table.state.turn
    hand = (await fake_discord.click(first, msg, f"dobro:t:{gid}:hand")).response()
    opening = next(c for c in hand.custom_ids() if c.startswith("dobro:m:"))
    await fake_discord.click(first, hand, opening)  # plays, does not draw (H2)
    await settle(fake_discord, bot)
    assert table.state.short[seat]
    hand = (await fake_discord.click(second, msg, f"dobro:t:{gid}:hand")).response()
    other = table.state.turn
    play = next(  # a play or a take (not a draw nor an oubli call)
        c
        for c in hand.custom_ids()
        if c.startswith("dobro:m:") and control_move(c, table.state, other).kind in ("play", "take")
    )
    await fake_discord.click(second, hand, play)  # the first player's turn has now ended
    await settle(fake_discord, bot)
    msg = fake_discord.message(msg.id)
    oubli = next(c for c in msg.custom_ids() if c.startswith(f"dobro:t:{gid}:oubli"))
    await fake_discord.click(second, msg, oubli)
    await settle(fake_discord, bot)
    assert table.state.oubli == seat and not table.state.short[seat]
    assert "holds the oubli card" in fake_discord.message(msg.id).text()
    assert "oubli" in [a.action for a in await bot.db.games.actions(gid)][-1]


async def test_leaving_mid_game_is_a_forfeit(fake_discord: FakeDiscord, start_bot: Any) -> None:
    """Leaving a game in play hands the seat to a computer for the rest of the game, and the
    leaver ranks below everyone who played it out. Ben leaves before playing a move of his
    own: a no-show, so the game counts for nobody (Ana alone showed up), and the results say
    so."""
    bot = await start_play_bot(start_bot)
    table, msg, ana, ben = await _two_players(fake_discord, bot)
    name = table.seats[1].name
    await fake_discord.click(ben, msg, f"dobro:t:{table.game_id}:quit")
    await settle(fake_discord, bot)
    assert table.seats[1].left == 1 and table.seats[1].played_by_computer
    assert table.seats[1].name == name and table.seats[1].user_id == ben.id
    assert "🚪" in fake_discord.message(msg.id).text()
    refused = await fake_discord.click(
        ben, fake_discord.message(msg.id), f"dobro:t:{table.game_id}:hand"
    )
    assert refused.response().content == "You are not seated at this table."
    await play_by_clicks(fake_discord, bot, table, [ana], random.Random(3))
    await settle(fake_discord, bot)
    result = await bot.db.results.for_game(table.game_id)
    assert [(s.user_id, s.position, s.winner, s.left) for s in result.seats] == [
        (ana.id, 1, True, False),
        (ben.id, 2, False, True),
    ]
    assert result.count_reason == "too_few"
    for user in (ana, ben):
        assert await bot.db.leaderboard.player_totals(table.guild_id, user.id) is None
    (results,) = [m for m in fake_discord.messages(fake_discord.channel) if "results" in m.text()]
    # Issue 29: each person's status in one line; Ben never showed up: a no-show.
    assert f"👻 <@{ben.id}> no-show: not counted" in results.text()
    assert f"✅ <@{ana.id}> played it out" in results.text()
    assert "➖ Not counted" in results.text() and f"these did not: <@{ben.id}>" in results.text()


def _pings(fake: FakeDiscord) -> list[Any]:
    return [m for m in fake.messages(fake.channel) if m.content.startswith("🔔")]


async def test_turn_change_pings_the_next_player_and_refreshes_their_hand(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    bot = await start_play_bot(start_bot)
    table, msg, ana, ben = await _two_players(fake_discord, bot)
    gid = table.game_id
    first = ana if table.user_of(table.state.players[table.state.turn]) == ana.id else ben
    second = ben if first is ana else ana
    (ping,) = _pings(fake_discord)
    assert ping.content.startswith(f"🔔 <@{first.id}>")
    # Posted in the channel, or as a follow-up of the last click (issue 35): either way it
    # pings exactly the player on turn.
    sent = next(
        r
        for r in fake_discord.requests
        if r.method == "POST" and (r.response or {}).get("id") == str(ping.id)
    )
    assert [int(u) for u in sent.json["allowed_mentions"]["users"]] == [first.id]
    assert not sent.json["allowed_mentions"].get("parse")
    # Off turn, the hand shows the plays greyed out and says who is being waited for.
    waiting = (await fake_discord.click(second, ping, f"dobro:t:{gid}:hand")).response()
    assert f"Waiting for {table.state.players[table.state.turn]}" in waiting.text()
    greyed = [b for b in waiting.buttons() if b["custom_id"].startswith("dobro:v:")]
    assert greyed and all(b.get("disabled") for b in greyed)
    assert all(s.get("disabled") for s in waiting.selects())
    hand = (await fake_discord.click(first, msg, f"dobro:t:{gid}:hand")).response()
    move = next(b["custom_id"] for b in hand.buttons() if not b.get("disabled"))
    await fake_discord.click(first, hand, move)
    await settle(fake_discord, bot)
    # The first ping is gone; the second player's open hand came alive, so no ping is needed.
    assert fake_discord.message(ping.id).deleted
    assert _pings(fake_discord) == []
    refreshed = fake_discord.message(waiting.id)
    assert "Your turn" in refreshed.text()
    assert any(not b.get("disabled") for b in refreshed.buttons())
    assert "Move 1" in fake_discord.message(msg.id).text()
    # A player with no open hand the bot can refresh (its token too old) is pinged.
    fake_discord.clock.advance(15 * 60)
    move = next(b["custom_id"] for b in refreshed.buttons() if not b.get("disabled"))
    await fake_discord.click(second, refreshed, move)
    await settle(fake_discord, bot)
    if table.state.players[table.state.turn] == table.name_of(first.id):
        (ping,) = _pings(fake_discord)
        assert ping.content.startswith(f"🔔 <@{first.id}>")


async def test_restart_mid_game_keeps_the_table_playable_and_exportable(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """A restart loses nothing: the old table message and a fresh hand work on the new bot,
    the game goes on to its end, and /dobro export reads the record from storage."""
    bot = await start_play_bot(start_bot)
    table, msg, ana, ben = await _two_players(fake_discord, bot)
    gid = table.game_id
    for _ in range(4):
        user = ana if table.user_of(table.state.players[table.state.turn]) == ana.id else ben
        old_hand = (await fake_discord.click(user, msg, f"dobro:t:{gid}:hand")).response()
        hand = (await fake_discord.click(user, msg, f"dobro:t:{gid}:hand")).response()
        move = next(b["custom_id"] for b in hand.buttons() if not b.get("disabled"))
        await fake_discord.click(user, hand, move)
        await settle(fake_discord, bot)
    assert _pings(fake_discord) == []  # each turn came to an open hand, refreshed
    fake_discord.clock.advance(15 * 60)  # hands too old to refresh: the next turn pings
    mover = ana if table.user_of(table.state.players[table.state.turn]) == ana.id else ben
    seat = table.state.turn
    for _ in range(2):  # a play passes the turn; a take keeps it (the taker opens next)
        shown = table_message(fake_discord, table)
        fresh = (await fake_discord.click(mover, shown, f"dobro:t:{gid}:hand")).response()
        controls = [c for c in fresh.custom_ids() if ":m:" in c]
        kinds = {c: control_move(c, table.state, seat).kind for c in controls}
        choice = next((c for c in controls if kinds[c] == "play"), controls[0])
        await fake_discord.click(mover, fresh, choice)
        await settle(fake_discord, bot)
        if table.state.turn != seat:
            break
    before = dr.state_json(table.state)
    (old_ping,) = _pings(fake_discord)
    await bot.close()

    bot = await start_play_bot(start_bot)
    restored = bot.tables.tables[gid]
    assert restored is not table and dr.state_json(restored.state) == before
    await settle(fake_discord, bot)
    (ping,) = _pings(fake_discord)  # the ping from before the restart is replaced, not doubled
    assert ping.id != old_ping.id and fake_discord.message(old_ping.id).deleted
    stale = await fake_discord.click(user, old_hand, move)  # a click from before the restart
    assert "out of date" in fake_discord.message(stale.response().id).text()
    await play_by_clicks(fake_discord, bot, restored, [ana, ben], random.Random(5))
    await settle(fake_discord, bot)
    assert restored.state.over and len(await bot.db.games.actions(gid)) == restored.state.version
    (results,) = [m for m in fake_discord.messages(fake_discord.channel) if "results" in m.text()]
    final = fake_discord.message(restored.message_id)
    assert f"Move {restored.state.version}" in final.text()  # the table message, to the end
    if final.id != msg.id:  # each new round moved the table down: the old message points on
        assert "This table goes on below" in fake_discord.message(msg.id).text()
    await bot.close()

    bot = await start_play_bot(start_bot)
    assert gid not in bot.tables.tables  # finished games are not restored into memory
    exported = (await fake_discord.slash(ben, fake_discord.channel, "dobro export")).response()
    record = json.loads(exported.files[0].data)
    assert dr.state_json(dr.replay(record)) == dr.state_json(restored.state)
    again = (await fake_discord.click(ben, results, f"dobro:t:{gid}:again")).response()
    new_table = bot.tables.in_channel(fake_discord.channel.id)
    assert new_table is not None and new_table.host_id == ben.id
    assert {s.user_id for s in new_table.seats} == {ben.id}  # Ana is invited: she joins
    assert f"dobro:t:{new_table.game_id}:start" in again.custom_ids()
    await settle(fake_discord, bot)
    (invite,) = [
        m for m in fake_discord.messages(fake_discord.channel) if "Play again?" in m.text()
    ]
    await fake_discord.click(ana, invite, f"dobro:t:{new_table.game_id}:join")
    assert {s.user_id for s in new_table.seats} == {ana.id, ben.id}


def _components(message: Any) -> int:
    """Every component of a Components V2 message, nested ones included (Discord counts all)."""

    def walk(items: list[dict[str, Any]]) -> int:
        return sum(1 + walk(c.get("components") or []) for c in items)

    return walk(message.components)


WORST_HANDS = [
    # (seats, the hand of the player to act, value in play (None: opening), manual and short)
    pytest.param(2, ["2", "3", "4", "5", "6", "J"], 2, False, id="most-plays-2p"),
    pytest.param(2, ["J", "J", "J", "5", "5", "6"], 4, False, id="three-jokers"),
    pytest.param(6, ["2", "3", "4", "5", "J"], 2, False, id="most-plays-6p"),
    pytest.param(6, ["3", "4", "J", "J"], 2, True, id="short-with-five-to-call-6p"),
    pytest.param(4, ["2", "2", "3", "3", "4", "4"], None, False, id="three-pairs-opening"),
]


@pytest.mark.parametrize(("seats", "cards", "value", "short"), WORST_HANDS)
async def test_worst_case_hands_fit_discords_limits(
    fake_discord: FakeDiscord,
    start_bot: Any,
    seats: int,
    cards: list[str],
    value: int | None,
    short: bool,
) -> None:
    """The hands with the most controls (R2 hand sizes, R7 jokers, H2 draw and oubli calls)
    still fit Discord's limits; the fake refuses any payload that does not."""
    bot = await start_play_bot(start_bot)
    people = [fake_discord.add_member(f"player{k}") for k in range(seats)]
    drawing = "manual" if short else "auto"
    await fake_discord.slash(
        people[0], fake_discord.channel, "dobro new", seats=seats, drawing=drawing
    )
    for person in people[1:]:
        await fake_discord.slash(person, fake_discord.channel, "dobro join")
    await fake_discord.slash(people[0], fake_discord.channel, "dobro start")
    await settle(fake_discord, bot)
    table = next(iter(bot.tables.tables.values()))
    names = list(table.state.players)
    others = names[1:]
    singles = dict(zip(others, ["9", "10", "11", "12", "8"], strict=False))
    table.state = craft(
        names,
        {names[0]: cards, **{p: [c] for p, c in singles.items()}},
        pile=["7", "8"],
        collected={names[0]: None},
        bid=[] if value is None else [(others[-1], [str(value)], None)],
        turn=names[0],
        draw=drawing,
        short=names if short else (),
        ended=others if short else (),
    )
    hand = (
        await fake_discord.click(
            people[0], table_message(fake_discord, table), f"dobro:t:{table.game_id}:hand"
        )
    ).response()
    pv = dr.player_view(table.state, names[0])
    controls = [
        c
        for c in hand.custom_ids()
        if c.startswith(("dobro:m:", "dobro:j:", "dobro:v:", "dobro:w:"))
    ]
    assert len(controls) == len(pv.moves) + len(pv.preview) >= 6
    assert _components(hand) <= 40
    if short:
        enabled = [
            b
            for b in hand.buttons()
            if not b.get("disabled") and str(b.get("custom_id")).startswith("dobro:m:")
        ]
        assert len(enabled) == 1 + len(others)  # Draw, and an Oubli! for each other player


async def test_the_table_message_never_goes_back_to_an_older_state(
    fake_discord: FakeDiscord, start_bot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One writer per table: while computers play a whole game as fast as they can and Discord
    rate-limits the edits, every edit shows a state at least as new as the one before, the
    edits coalesce (one edit skips the states it missed), and the last one is the final state.

    Ben leaves (a computer plays his seat); Ana lets her turn run out twice, so she is away and
    the computer plays hers too (the turn timer, 2 minutes by default, on a fake clock).
    Nobody clicks while the computers play, so no click's token is there to ride on (issue
    35): the edits go through the channel, which rate-limits them."""
    from cogs.table import writer

    monkeypatch.setattr(writer, "RIDE_SECONDS", -1.0)
    clock = FakeClock()
    bot = await start_play_bot(start_bot, clock=clock)
    table, msg, ana, ben = await _two_players(fake_discord, bot)
    await fake_discord.click(ben, msg, f"dobro:t:{table.game_id}:quit")
    await settle(fake_discord, bot)
    ana_seat = table.seat_of(ana.id)
    for _ in range(2):
        assert table.state.turn == ana_seat.seat and not table.state.over
        text = fake_discord.message(msg.id).text()
        assert f"⏱ <@{ana.id}> has until <t:{int(table.timers.turns[table.state.turn])}:R>" in text
        fake_discord.rate_limit(
            "PATCH", "/channels/{channel_id}/messages/{message_id}", times=3, retry_after=0.02
        )
        await clock.advance(121)
        await settle(fake_discord, bot)
    assert table.state.over and table.seats[ana_seat.seat].away
    # Each new round may move the table down (a fresh message): follow every table message.
    tables_shown = [
        m for m in fake_discord.messages(fake_discord.channel) if "Dobro · table" in m.text()
    ]
    versions = [v for m in tables_shown for v in [*m.history, m.data]]
    log = " ".join(json.dumps(v, ensure_ascii=False) for v in versions)
    assert "⏱ Ana ran out of time: the computer played" in log
    assert "💤 away" in fake_discord.message(table.message_id).text()
    shown = [
        int(m.group(1))
        for version in versions
        if (m := re.search(r"Move (\d+)", json.dumps(version)))
    ]
    assert shown == sorted(shown) and shown[-1] == table.state.version
    # While an edit waits out a 429, moves go on; the next edit skips straight to the newest.
    assert any(b - a > 1 for a, b in pairwise(shown))
    assert len(shown) < table.state.version
    assert sum(r.status == 429 for r in fake_discord.requests) == 6


async def test_full_table_and_too_few_players_are_refused_kindly(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    bot = await start_play_bot(start_bot)
    ana, ben, cleo = (fake_discord.member(n) for n in ("ana", "ben", "cleo"))
    msg = (await fake_discord.slash(ana, fake_discord.channel, "dobro new", seats=2)).response()
    gid = next(iter(bot.tables.tables))
    alone = await fake_discord.slash(ana, fake_discord.channel, "dobro start")
    assert "At least two seats" in alone.response().content and alone.response().ephemeral
    assert bot.tables.tables[gid].state is None
    await settle(fake_discord, bot)
    start = next(
        b for b in fake_discord.message(msg.id).buttons() if b["custom_id"].endswith("start")
    )
    assert start.get("disabled")  # greyed out until a second seat is filled
    await fake_discord.slash(ben, fake_discord.channel, "dobro join")
    full = await fake_discord.slash(cleo, fake_discord.channel, "dobro join")
    assert full.response().content == "The table is full (2 seats)."
    dealt = await fake_discord.slash(ana, fake_discord.channel, "dobro start")
    assert dealt.response().content == f"The cards are dealt at table {gid}."
    assert [s.user_id for s in bot.tables.tables[gid].seats] == [ana.id, ben.id]


async def test_a_deleted_table_message_comes_back(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """A moderator deletes the table message mid-game: the next change posts it again, and the
    game goes on from the new message."""
    bot = await start_play_bot(start_bot)
    table, msg, ana, ben = await _two_players(fake_discord, bot)
    fake_discord.delete_message(msg)
    user = ana if table.user_of(table.state.players[table.state.turn]) == ana.id else ben
    (ping,) = _pings(fake_discord)
    hand = (await fake_discord.click(user, ping, f"dobro:t:{table.game_id}:hand")).response()
    move = next(b["custom_id"] for b in hand.buttons() if not b.get("disabled"))
    await fake_discord.click(user, hand, move)
    await settle(fake_discord, bot)
    current = table_message(fake_discord, table)
    assert current.id != msg.id and table.message_id == current.id
    assert "Move 1" in current.text()
    assert (await bot.db.games.get(table.game_id)).table_message_id == current.id


async def test_leaving_the_lobby_and_cancelling_by_button(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """People leave a lobby by button or command; a leaving host hands the table to the
    longest-seated person; only the host cancels a lobby; the last person leaving closes it."""
    bot = await start_play_bot(start_bot)
    ana, ben, cleo = (fake_discord.member(n) for n in ("ana", "ben", "cleo"))
    msg = (await fake_discord.slash(ana, fake_discord.channel, "dobro new", seats=3)).response()
    gid = next(iter(bot.tables.tables))
    await fake_discord.click(ben, msg, f"dobro:t:{gid}:join")
    await fake_discord.slash(cleo, fake_discord.channel, "dobro join")
    await fake_discord.click(cleo, fake_discord.message(msg.id), f"dobro:t:{gid}:leave")
    left = await fake_discord.slash(ben, fake_discord.channel, "dobro leave")
    assert left.response().content == f"You left table {gid}." and left.response().ephemeral
    await fake_discord.click(ben, fake_discord.message(msg.id), f"dobro:t:{gid}:join")
    await fake_discord.click(cleo, fake_discord.message(msg.id), f"dobro:t:{gid}:join")
    await fake_discord.click(ana, fake_discord.message(msg.id), f"dobro:t:{gid}:leave")
    await settle(fake_discord, bot)
    table = bot.tables.tables[gid]
    assert [s.user_id for s in table.seats] == [ben.id, cleo.id] and table.host_id == ben.id
    assert f"<@{ben.id}> · host" in fake_discord.message(msg.id).text()
    assert (await bot.db.games.get(gid)).settings["host_id"] == ben.id
    refused = await fake_discord.click(cleo, fake_discord.message(msg.id), f"dobro:t:{gid}:cancel")
    assert "Only the table's host" in refused.response().content
    await fake_discord.click(ben, fake_discord.message(msg.id), f"dobro:t:{gid}:cancel")
    await settle(fake_discord, bot)
    assert "This table was cancelled." in fake_discord.message(msg.id).text()
    assert not fake_discord.message(msg.id).custom_ids()  # nothing left to press
    assert (await bot.db.games.get(gid)).status == "cancelled"
    # A host alone leaving: the lobby closes and says why.
    msg = (await fake_discord.slash(ana, fake_discord.channel, "dobro new")).response()
    gid = next(iter(bot.tables.tables))
    await fake_discord.click(ana, msg, f"dobro:t:{gid}:leave")
    await settle(fake_discord, bot)
    assert "This lobby closed: every player left." in fake_discord.message(msg.id).text()
    assert bot.tables.in_channel(fake_discord.channel.id) is None
    assert len(bot.tables.registry) == 0  # written, then forgotten


async def test_commands_that_cannot_apply_say_why(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """Each refusal is a private sentence and changes nothing."""
    bot = await start_play_bot(start_bot)
    ana, cleo = fake_discord.member("ana"), fake_discord.member("cleo")
    channel = fake_discord.channel

    async def said(user: Any, command: str, **options: Any) -> str:
        reply = (await fake_discord.slash(user, channel, command, **options)).response()
        assert reply.ephemeral
        return reply.content

    assert await said(ana, "dobro export") == "No finished game to export in this channel yet."
    table, _, ana, _ = await _two_players(fake_discord, bot)
    version = table.state.version
    assert await said(cleo, "dobro join") == "The game has already started."
    assert await said(ana, "dobro kick", player=cleo) == "The game has already started."
    assert await said(cleo, "dobro leave") == "You are not seated at this table."
    assert await said(ana, "dobro export") == "No finished game to export in this channel yet."
    assert table.state.version == version and len(table.seats) == 2


async def test_kicking_someone_who_is_not_seated(fake_discord: FakeDiscord, start_bot: Any) -> None:
    bot = await start_play_bot(start_bot)
    ana, cleo = fake_discord.member("ana"), fake_discord.member("cleo")
    await fake_discord.slash(ana, fake_discord.channel, "dobro new", seats=2)
    kicked = await fake_discord.slash(ana, fake_discord.channel, "dobro kick", player=cleo)
    assert kicked.response().content == "That player is not seated at this table."
    host = await fake_discord.slash(ana, fake_discord.channel, "dobro kick", player=ana)
    assert host.response().content == "The host cannot be removed from the lobby."
    assert [s.user_id for s in next(iter(bot.tables.tables.values())).seats] == [ana.id]
