"""Sticks (*Bâtonnets*) played end to end by clicks through the offline Discord (#21): /dobro new
game:sticks with its options, the lobby, each person's private hand of card buttons, the public
table (stakes, score cards, the trick, sticks; in the simultaneous variant only who has picked),
a timeout, a leaver, the results, the export, the standings per game.

``sticks_rules`` is only the referee here: it checks each hand offered exactly the legal plays
and replays what storage kept.
"""

from __future__ import annotations

import json
import re
from typing import Any

import sticks_rules as sr
from fakediscord import FakeDiscord, FakeUser, StoredMessage
from tables import Table
from tests.discord.play_helpers import (
    answered_quietly,
    open_table,
    settle,
    start_play_bot,
    table_message,
    tables,
)
from tests.tables.fakes import FakeClock

#: A private hand's move buttons (cogs/table/controls.py: table id, version, index).
MOVE = re.compile(r"dobro:m:(\d+):(\d+):(\d+)$")


def waited_people(table: Table) -> list[int]:
    """The seats of people the game waits on now (for their own play)."""
    return [
        seat
        for seat, kind in table.waits()
        if kind == "turn" and not table.seats[seat].played_by_computer
    ]


async def hand_of(fake: FakeDiscord, table: Table, user: FakeUser) -> StoredMessage:
    """The user's private hand, opened with *My hand* on the table message."""
    msg = table_message(fake, table)
    opened = await fake.click(user, msg, f"dobro:t:{table.game_id}:hand")
    hand = opened.response()
    assert hand.ephemeral and hand.visible_to == user.id, "a hand must be private"
    return hand


def offered(hand: StoredMessage) -> list[tuple[str, str]]:
    """The live move buttons of a hand: (custom id, label)."""
    return [
        (c["custom_id"], c.get("label", ""))
        for c in hand.all_components()
        if MOVE.match(str(c.get("custom_id", ""))) and not c.get("disabled")
    ]


async def play_one(fake: FakeDiscord, bot: Any, table: Table, user: FakeUser, pick: int) -> int:
    """``user`` opens their hand, checks it offers exactly their legal plays, and clicks the
    ``pick``-th (wrapped) of them; returns the card played."""
    seat = table.seat_of(user.id)
    assert seat is not None
    hand = await hand_of(fake, table, user)
    state = table.state
    legal = sr.GAME.legal_actions(state, seat.seat)
    buttons = offered(hand)
    assert [label for _, label in buttons] == [f"Play {p.card}" for p in legal]
    custom_id, label = buttons[pick % len(buttons)]
    card = int(label.split()[-1])
    clicked = await fake.click(user, hand, custom_id)
    assert clicked.acknowledged and not clicked.errors, clicked.errors
    await settle(fake, bot)
    return card


def public_texts(fake: FakeDiscord, table: Table) -> list[str]:
    """Everything the channel shows anyone (not the private hands)."""
    return [m.text() for m in fake.messages(table.channel_id) if not m.ephemeral]


async def check_results(fake: FakeDiscord, bot: Any, table: Table, host: FakeUser) -> dict:
    """The results are stored, announced once with every seat, and the export replays to the
    live state through the referee."""
    await settle(fake, bot)
    state = table.state
    assert state is not None and sr.GAME.is_over(state)
    gid = table.game_id
    results = await bot.db.results.for_game(gid)
    assert results is not None
    assert {s.name: s.total for s in results.seats} == dict(
        zip(state.setup.players, state.totals, strict=True)
    )
    announced = [
        m for m in fake.messages(table.channel_id) if f"dobro:t:{gid}:again" in m.custom_ids()
    ]
    assert len(announced) == 1
    text = announced[0].text()
    assert "Sticks · results" in text and "The lowest total wins (R22)" in text
    exported = (await fake.slash(host, fake.channel, "dobro export")).response()
    (attachment,) = exported.files
    # Named after its game, with the tool that replays it (#33: not dobro_rules).
    assert attachment.filename == f"sticks-{gid}.json"
    assert f"`python -m sticks_rules replay sticks-{gid}.json`" in exported.text()
    record: dict[str, Any] = json.loads(attachment.data)
    assert record["game"] == "sticks"
    assert sr.state_json(sr.replay(record)) == sr.state_json(state)
    return record


async def test_two_people_play_sticks_in_turns_to_the_leaderboard(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """Two seats, full deck, cards in turn: every card by a click, the table's trick and stakes,
    the results, and the leaderboard, stats and history of Sticks apart from Dobro's."""
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=5)
    ana, ben = fake.member("ana"), fake.member("ben")
    lobby = (await fake.slash(ana, fake.channel, "dobro new", game="sticks", seats=2)).response()
    assert "Sticks · table" in lobby.text() and "full deck · cards played in turn" in lobby.text()
    table = tables(bot).in_channel(fake.channel.id)
    assert table is not None and table.settings.game == "sticks"
    answered_quietly(await fake.click(ben, lobby, f"dobro:t:{table.game_id}:join"))
    await settle(fake, bot)
    answered_quietly(
        await fake.click(ana, fake.message(lobby.id), f"dobro:t:{table.game_id}:start")
    )
    await settle(fake, bot)
    assert table.state is not None and table.settings.options == {}
    text = table_message(fake, table).text()
    assert "Round 1 of 2 · trick 1 of 9" in text and "to the highest card" in text
    assert "Score cards this round:" in text
    users = {table.seat_of(u.id).seat: u for u in (ana, ben)}  # type: ignore[union-attr]
    clicks = 0
    while not table.over:
        (seat,) = waited_people(table)
        card = await play_one(fake, bot, table, users[seat], clicks)
        clicks += 1
        if not table.over and table.state.trick:  # the trick so far is public, in turns
            assert f"**{card}**" in table_message(fake, table).text()
    assert clicks == 2 * 9 * 2
    await check_results(fake, bot, table, ana)

    board = await fake.slash(ana, fake.channel, "dobro leaderboard", game="sticks", min_games=1)
    board = board.response()
    assert "Sticks leaderboard" in board.text()
    assert f"<@{ana.id}>" in board.text() and f"<@{ben.id}>" in board.text()
    dobro = (await fake.slash(ana, fake.channel, "dobro leaderboard", sort="games")).response()
    assert "Dobro leaderboard" in dobro.text() and f"<@{ana.id}>" not in dobro.text()
    stats = (await fake.slash(ben, fake.channel, "dobro stats", game="sticks")).response()
    assert "Sticks · statistics of" in stats.text() and "cards collected" not in stats.text()
    history = (await fake.slash(ben, fake.channel, "dobro history", game="sticks")).response()
    assert "Sticks · full deck, cards played in turn" in history.text()


async def test_five_seats_simultaneous_with_computers_a_timeout_and_a_leaver(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """Five seats (three people, two computers), trimmed deck, simultaneous picks with a turn
    timer: until the last pick the table shows only who has picked, never a card; a pick left
    to the timer is made by the computer, face down; a person who leaves is replaced by a
    computer and ranked last; the game ends with results for everyone."""
    fake = fake_discord
    clock = FakeClock()
    bot = await start_play_bot(start_bot, seed=8, clock=clock)
    ana, ben, cleo = fake.member("ana"), fake.member("ben"), fake.member("cleo")
    table = await open_table(
        fake,
        bot,
        ana,
        others=[ben, cleo],
        computers=["normal", "random"],
        seats=5,
        game="sticks",
        deck="trimmed",
        reveal="simultaneous",
        timer=60,
    )
    assert table.settings.options == {"deck": "trimmed", "reveal": "simultaneous"}
    users = {table.seat_of(u.id).seat: u for u in (ana, ben, cleo)}  # type: ignore[union-attr]
    text = table_message(fake, table).text()
    assert "Picked (face down):" in text and "Round 1 of 5" in text

    # A pick is face down: after ana's, the table names her among those who picked, no card.
    card = await play_one(fake, bot, table, ana, 0)
    text = table_message(fake, table).text()
    assert "Picked (face down):" in text and f"<@{ana.id}>" in text.split("Picked")[1]
    assert f"**{card}**" not in text
    hand = await hand_of(fake, table, ana)
    assert f"You picked **{card}**, face down" in hand.text() and not offered(hand)

    # cleo lets the timer pick for her (face down too).
    for seat in waited_people(table):
        if users[seat] is ben:
            await play_one(fake, bot, table, ben, 1)
    await clock.advance(61)
    await settle(fake, bot)
    assert "ran out of time: the computer picked a card (face down) for them" in "\n".join(
        public_texts(fake, table)
    )

    clicks = 0
    left = False
    while not table.over:
        if not left and table.state.round_no == 2:
            pressed = await fake.click(
                cleo, table_message(fake, table), f"dobro:t:{table.game_id}:quit"
            )
            answered_quietly(pressed)
            await settle(fake, bot)
            left = True
            assert "left: a computer plays their seat" in table_message(fake, table).text()
        waiting = waited_people(table)
        if not waiting:  # only computers to play: their moves come at once
            await settle(fake, bot)
            continue
        for seat in waiting:
            await play_one(fake, bot, table, users[seat], clicks)
            clicks += 1
            if table.over:
                break
    record = await check_results(fake, bot, table, ana)
    assert len(record["players"]) == 5
    results = await bot.db.results.for_game(table.game_id)
    last = max(s.position for s in results.seats)
    (cleo_result,) = [s for s in results.seats if s.user_id == cleo.id]
    assert cleo_result.position == last  # a forfeit is ranked last (the counting policy)
    # Nothing public ever showed a pick before its trick was revealed: every public line
    # naming a card does so in a finished trick, a play in turns (none here) or a timeout.
    for ev in tables(bot).tables.get(table.game_id, table).events:
        assert ev.get("type") != "play"
