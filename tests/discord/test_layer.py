"""The Discord layer under stress, through the real bot and the offline Discord: a table writer
that Discord keeps refusing, results sent exactly once across failures, reloads and restarts,
fresh table messages before Discord stops accepting edits, deadlines kept when a move is slow,
moderators resolved per channel, names that stay text, controls that cannot be forged into
errors, and closed tables whose controls are dead.

Every test asserts what players see (messages, edits, pings, who was notified) or what Discord
was asked to do (the fake's recorded requests)."""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
import re
from collections.abc import Callable
from typing import Any

import discord
import pytest

import bot as bot_module
import dobro_rules as dr
from cogs.games.dobro import card_words
from fakediscord import FakeDiscord, FakeInteraction, FakeUser, StoredMessage
from fakediscord.limits import TEXT_DISPLAY, walk_components
from fakediscord.models import MANAGE_MESSAGES
from storage import GameStatus
from tables import Table
from tests.discord.play_helpers import (
    control_move,
    enabled,
    open_table,
    settle,
    start_play_bot,
    table_message,
    turn_pings,
)
from tests.tables.fakes import FakeClock

EDIT = "/channels/{channel_id}/messages/{message_id}"
POST = "/channels/{channel_id}/messages"
FOLLOWUP = "/webhooks/{webhook_id}/{webhook_token}"
MANAGE_GUILD = 1 << 5  # "Manage Server"
MESSAGE_COMPONENT, BUTTON = 3, 2
CB_DEFERRED_UPDATE, CB_UPDATE = 6, 7
OUT_OF_DATE = "This control is out of date: here is your current hand."
STALE = "This hand is out of date: here is your current hand."
CLOSED = "This game is not being played any more."


# ------------------------------------------------------------------------------------------------
# Small helpers


@pytest.fixture
def channel_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """No interaction token to ride on (as for a table whose last click is over 14 minutes
    old, or after a restart): the writer posts and edits through the channel, on Discord's
    global limit, where these tests make Discord refuse its requests."""
    from cogs.table import writer

    monkeypatch.setattr(writer, "RIDE_SECONDS", -1.0)
    # ... and a roomy global budget: these tests are about Discord refusing requests, not
    # about the bot's own budget (cogs.budget) stretching a table's edits.
    monkeypatch.setattr(bot_module, "split", lambda budget: (1000.0, 1000.0))


def writer_of(bot: Any, table: Table) -> Any:
    """The table's writer in the play cog (None once it wrote everything and stopped)."""
    return bot.get_cog("Play").writers.get(table.game_id)


async def wait_written(fake: FakeDiscord, bot: Any, table: Table, timeout: float = 12.0) -> None:
    """Until the table's writer has shown the latest state (it backs off 1, 2, 4… s after a
    failed pass, in real time)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        await settle(fake, bot)
        writer = writer_of(bot, table)
        if writer is None or (writer.failures == 0 and writer.is_quiet):
            return
        assert loop.time() < deadline, f"the writer still fails after {timeout} s"
        await asyncio.sleep(0.05)


def user_on_turn(table: Table, *users: FakeUser) -> FakeUser:
    assert table.state is not None
    uid = table.user_of(table.state.players[table.state.turn])
    return next(u for u in users if u.id == uid)


def other(user: FakeUser, *users: FakeUser) -> FakeUser:
    return next(u for u in users if u.id != user.id)


def move_of_kind(hand: StoredMessage, table: Table, user: FakeUser, *kinds: str) -> str:
    """The custom id of an enabled move of `hand` of one of `kinds` (first kind found first)."""
    assert table.state is not None
    seat = table.state.players.index(table.name_of(user.id) or "")
    ids = [c["custom_id"] for c in enabled(hand, f"dobro:m:{table.game_id}:")]
    for kind in kinds:
        for custom_id in ids:
            if control_move(custom_id, table.state, seat).kind == kind:
                return custom_id
    raise AssertionError(f"no {kinds} move in {ids}")


async def open_hand(
    fake: FakeDiscord, table: Table, user: FakeUser, on: StoredMessage | None = None
) -> StoredMessage:
    """`user` presses My hand (on the table message unless told): their private hand."""
    source = on or table_message(fake, table)
    pressed = await fake.click(user, source, f"dobro:t:{table.game_id}:hand")
    hand = pressed.response()
    assert hand.ephemeral and hand.visible_to == user.id
    return hand


async def play_a_move(fake: FakeDiscord, bot: Any, table: Table, *users: FakeUser) -> None:
    """Whoever is on turn opens a hand and plays (a play if they can, else whatever)."""
    user = user_on_turn(table, *users)
    hand = await open_hand(fake, table, user)
    move = move_of_kind(hand, table, user, "play", "take", "skip", "reverse", "draw")
    before = table.state.version
    pressed = await fake.click(user, hand, move)
    assert pressed.acknowledged and not pressed.errors, pressed.errors
    await settle(fake, bot)
    assert table.state.version > before


async def press(
    fake: FakeDiscord,
    user: FakeUser,
    message: StoredMessage,
    custom_id: str,
    *,
    channel: Any = None,
) -> FakeInteraction:
    """A button press as a modified client could send it: any custom id, on any message the
    user sees, from any channel, disabled or not. `FakeDiscord.click` refuses what a real client
    cannot do, so this builds the interaction with the fake's lower-level methods. discord.py
    dispatches a dynamic item only if the interaction's message carries it (and Discord only
    sends ids that are on the message), so a custom id the message lacks is added to the copy
    of the message the interaction carries: the bot gets exactly what it would get if Discord
    let the forgery through."""
    target = fake.get_channel(channel if channel is not None else message.channel_id)
    data = {"custom_id": custom_id, "component_type": BUTTON}
    interaction = fake._interaction_base(
        MESSAGE_COMPONENT, user, target, data, locale=None, guild_locale=None, message=message
    )
    carried = interaction.payload["message"]
    if message.find_component(custom_id) is None:
        button = {"type": BUTTON, "id": 9001, "style": 2, "label": "?", "custom_id": custom_id}
        carried["components"] = [
            *carried["components"],
            {"type": 1, "id": 9000, "components": [button]},
        ]
    return await fake._send_interaction(interaction, True)


def version_text(data: dict[str, Any]) -> str:
    """The text of one version of a message (content, text displays, labels), as sent."""
    parts = [data.get("content") or ""]
    for _, component in walk_components(data.get("components")):
        if component.get("type") == TEXT_DISPLAY:
            parts.append(component.get("content") or "")
        elif component.get("label"):
            parts.append(component["label"])
    return "\n".join(parts)


def every_version(message: StoredMessage) -> list[str]:
    return [version_text(v) for v in [*message.history, message.data]]


def results_messages(fake: FakeDiscord, table: Table) -> list[StoredMessage]:
    return [
        m
        for m in fake.messages(table.channel_id)
        if f"dobro:t:{table.game_id}:again" in m.custom_ids()
    ]


def table_edits(fake: FakeDiscord, message_id: int) -> list[int]:
    """The statuses of every PATCH of one channel message, in order."""
    return [
        r.status
        for r in fake.requests_to("PATCH", EDIT)
        if r.path.rstrip("/").endswith(f"/{message_id}")
    ]


def jump(fake: FakeDiscord, channel_id: int, message_id: int) -> str:
    return f"https://discord.com/channels/{fake.guild.id}/{channel_id}/{message_id}"


def bot_clock_follows_discord(fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch) -> None:
    """The bot's wall clock agrees with Discord's, as in production: when a test moves the
    fake's clock forward, `discord.utils.utcnow()` (what the writer measures a message's age
    and a token's age with) moves too."""
    real = discord.utils.utcnow
    monkeypatch.setattr(
        discord.utils, "utcnow", lambda: real() + dt.timedelta(seconds=fake.clock.offset)
    )


async def computer_plays_both(
    fake: FakeDiscord, start_bot: Any, *, seed: int, ai_delay: float = 1.0
) -> tuple[Any, FakeClock, Table, FakeUser]:
    """Ana against a computer with a 30 s turn timer on a fake clock: she lets her turn run
    out twice, so she is away and the computer plays her seat too. With `ai_delay` > 0 the
    computers play only as the test moves the clock (`step_until`)."""
    clock = FakeClock()
    bot = await start_play_bot(start_bot, seed=seed, clock=clock, ai_delay=ai_delay)
    ana = fake.member("ana")
    table = await open_table(fake, bot, ana, computers=["normal"], seats=2, timer=30)
    seat = table.seat_of(ana.id)
    assert seat is not None
    while not table.seats[seat.seat].away:
        await clock.advance(31 if table.state.turn == seat.seat else 2)
        await settle(fake, bot)
    return bot, clock, table, ana


def last_round(table: Table) -> bool:
    assert table.state is not None
    return table.state.round_no == dr.player_view(table.state, "").rounds_total


async def step_until(
    fake: FakeDiscord, bot: Any, clock: FakeClock, table: Table, done: Callable[[Table], bool]
) -> None:
    """Move the fake clock until `done(table)`: at most one computer move per step in the last
    round (a move takes 0.6 to 1.4 AI delays), several before."""
    for _ in range(3000):
        if done(table):
            return
        assert table.state is not None and not table.state.over, "the game ended first"
        await clock.advance(0.5 if last_round(table) else 3.0)
        await settle(fake, bot)
    raise AssertionError("the condition never came")


# ------------------------------------------------------------------------------------------------
# 1. The writer keeps going when Discord refuses table edits


@pytest.mark.usefixtures("channel_only")
async def test_refused_table_edits_never_hold_back_the_turn_ping(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """Discord rate-limits the table edits past discord.py's 5 tries, then answers 503 (which
    discord.py does not retry), just as the turn passes to a person with no open hand: the
    ping is posted anyway, the game goes on, and once Discord accepts edits again (the writer
    backs off 1 s, then 2 s) the table message shows the latest state."""
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=3)
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await open_table(fake, bot, ana, others=[ben], seats=2)
    msg = table_message(fake, table)
    gid = table.game_id
    first = user_on_turn(table, ana, ben)
    second = other(first, ana, ben)
    (ping,) = turn_pings(fake, table)
    assert ping.content.startswith(f"🔔 <@{first.id}>")
    hand = await open_hand(fake, table, first, on=ping)
    move = move_of_kind(hand, table, first, "play")

    fake.rate_limit("PATCH", EDIT, times=6, retry_after=0.05)
    fake.fail_next("PATCH", EDIT, status=503, times=1)
    edits_before = len(table_edits(fake, msg.id))
    pressed = await fake.click(first, hand, move)
    assert pressed.callback_type == CB_UPDATE and not pressed.errors
    await settle(fake, bot)

    # The edit was given up after five 429s; the ping was posted after it, all the same.
    assert table_edits(fake, msg.id)[edits_before:] == [429] * 5
    assert writer_of(bot, table).failures == 1
    assert "Move 0" in fake.message(msg.id).text()
    (ping,) = turn_pings(fake, table)
    assert ping.content.startswith(f"🔔 <@{second.id}>") and ping.notified() == {second.id}
    last_refusal = max(i for i, r in enumerate(fake.requests) if r.status == 429)
    posted = next(
        i
        for i, r in enumerate(fake.requests)
        if r.method == "POST"
        and r.route in (POST, FOLLOWUP)  # a follow-up of the click, when its token lives
        and r.status == 200
        and (r.response or {}).get("id") == str(ping.id)
    )
    assert posted > last_refusal

    # The game goes on while the writer waits to retry.
    hand2 = await open_hand(fake, table, second, on=ping)
    await fake.click(second, hand2, move_of_kind(hand2, table, second, "play", "take"))
    await settle(fake, bot)
    assert table.state.version == 2
    await wait_written(fake, bot, table)
    assert table_edits(fake, msg.id)[edits_before:] == [429] * 5 + [429, 503, 200]
    assert f"Move {table.state.version}" in fake.message(msg.id).text()
    # Whoever is on turn now was told: a ping for them, or their open hand brought up to date.
    now = user_on_turn(table, ana, ben)
    pings = turn_pings(fake, table)
    if pings:
        assert pings[0].content.startswith(f"🔔 <@{now.id}>")
    else:
        mine = hand if now is first else hand2
        assert f"dobro:m:{gid}:{table.state.version}:" in " ".join(
            fake.message(mine.id).custom_ids()
        )


@pytest.mark.usefixtures("channel_only")
async def test_a_table_edit_that_keeps_failing_never_delays_the_next_turn(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """Every table edit fails (503) while the game goes on: after five failed passes the
    writer backs off 16 s, but each new turn ends its wait, so the next player is told at once
    (a ping, or their open hand brought up to date), not up to a minute later."""
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=3)
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await open_table(fake, bot, ana, others=[ben], seats=2)
    fake.fail_next("PATCH", EDIT, status=503, times=1000)
    hands: dict[int, StoredMessage] = {}
    for turn in range(6):
        last = turn == 5
        if last:
            assert writer_of(bot, table).failures >= 5  # backing off 16 s or more now
        now = user_on_turn(table, ana, ben)
        pings = turn_pings(fake, table)
        hands[now.id] = await open_hand(fake, table, now, on=pings[0] if pings else None)
        move = move_of_kind(hands[now.id], table, now, "play", "take", "draw")
        await fake.click(now, hands[now.id], move)
        # The last turn is told well inside the writer's 16 s backoff.
        await asyncio.wait_for(settle(fake, bot), timeout=5 if last else 60)
        told = user_on_turn(table, ana, ben)
        pings = turn_pings(fake, table)
        shown = told.id in hands and f"dobro:m:{table.game_id}:{table.state.version}:" in (
            " ".join(fake.message(hands[told.id].id).custom_ids())
        )
        assert shown or (pings and pings[0].content.startswith(f"🔔 <@{told.id}>")), turn
    assert "Move 0" in table_message(fake, table).text()  # no edit got through


# ------------------------------------------------------------------------------------------------
# 2. Results exactly once


@pytest.mark.usefixtures("channel_only")
async def test_results_are_posted_once_when_their_first_post_fails(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """Right before the last moves, Discord answers the next message post with a 503: the
    results stay owed, the writer retries, and exactly one results message exists."""
    fake = fake_discord
    bot, clock, table, _ = await computer_plays_both(fake, start_bot, seed=21)
    await step_until(fake, bot, clock, table, lambda t: last_round(t) and not t.state.pile)
    # Nobody is pinged any more (the computer plays both seats) and no round starts: the next
    # message the bot posts is the results.
    fake.fail_next("POST", POST, status=503, times=1)
    await step_until(fake, bot, clock, table, lambda t: t.state.over)
    await settle(fake, bot)
    refused = [r for r, status, _, _ in fake.error_responses if status == 503]
    assert [(r.method, r.route) for r in refused] == [("POST", POST)]
    assert results_messages(fake, table) == []
    assert [i.kind for i in await bot.db.outbox.owed()] == ["results"]
    await wait_written(fake, bot, table)
    (results,) = results_messages(fake, table)
    assert "Dobro · results" in results.text()
    assert await bot.db.outbox.owed() == []
    assert f"Move {table.state.version}" in fake.message(table.message_id).text()


async def test_results_are_posted_once_across_cog_reloads(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """`/reload` of the table extension in the middle of a game: the game goes on with the new
    cog, its results are posted once; another reload after the end posts nothing."""
    fake = fake_discord
    clock = FakeClock()
    bot = await start_play_bot(start_bot, seed=8, clock=clock)
    ana = fake.member("ana")
    table = await open_table(fake, bot, ana, computers=["normal"], seats=2, timer=30)
    await clock.advance(31)  # Ana's first timeout: the computer plays her move
    await settle(fake, bot)
    old_cog = bot.get_cog("Play")
    await bot.reload_extension("cogs.table")
    await settle(fake, bot)
    assert bot.get_cog("Play") is not old_cog and table.open
    shown = fake.message(table.message_id)
    assert f"Move {table.state.version}" in shown.text()
    (ping,) = turn_pings(fake, table)  # the new cog's writer still pings Ana
    assert ping.content.startswith(f"🔔 <@{ana.id}>")
    await clock.advance(31)  # her second timeout: away, the computers finish the game
    await settle(fake, bot)
    assert table.state.over and table.status is GameStatus.FINISHED
    (results,) = results_messages(fake, table)
    assert await bot.db.outbox.owed() == []
    posts = len(fake.requests_to("POST", POST))
    await bot.reload_extension("cogs.table")
    await settle(fake, bot)
    assert results_messages(fake, table) == [results]
    assert len(fake.requests_to("POST", POST)) == posts


@pytest.mark.usefixtures("channel_only")
async def test_results_owed_at_shutdown_are_posted_once_by_the_next_bot(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """The game ends, its results post fails, and the bot stops while they are owed: the next
    bot on the same database posts them once at start-up; the one after posts nothing."""
    fake = fake_discord
    bot, clock, table, _ = await computer_plays_both(fake, start_bot, seed=13)
    gid = table.game_id
    await step_until(fake, bot, clock, table, lambda t: last_round(t) and not t.state.pile)
    fake.fail_next("POST", POST, status=503, times=1)
    await step_until(fake, bot, clock, table, lambda t: t.state.over)
    await settle(fake, bot)
    (owed,) = await bot.db.outbox.owed()
    assert owed.game_id == gid and results_messages(fake, table) == []
    await bot.close()  # within the writer's 1 s back-off: nothing was retried
    assert results_messages(fake, table) == []

    bot = await start_play_bot(start_bot, clock=FakeClock())
    await settle(fake, bot)
    (results,) = results_messages(fake, table)
    assert "Dobro · results" in results.text()
    assert await bot.db.outbox.owed() == []
    sent = await bot.db.outbox.get(owed.id)
    assert sent is not None and sent.message_id == results.id
    await bot.close()

    posts = len(fake.requests_to("POST", POST))
    bot = await start_play_bot(start_bot, clock=FakeClock())
    await settle(fake, bot)
    assert results_messages(fake, table) == [results]
    assert len(fake.requests_to("POST", POST)) == posts


# ------------------------------------------------------------------------------------------------
# 3. A fresh table message before Discord stops accepting edits


async def test_a_table_message_near_an_hour_old_is_replaced_at_the_next_change(
    fake_discord: FakeDiscord, start_bot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """51 minutes later (Discord limits edits of messages over an hour old), the next move
    posts a fresh table message below; the old one is edited once, to point to it, and the
    game goes on in the new one."""
    fake = fake_discord
    bot_clock_follows_discord(fake, monkeypatch)
    bot = await start_play_bot(start_bot, seed=4)
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await open_table(fake, bot, ana, others=[ben], seats=2)
    old = table_message(fake, table)
    edits = len(old.history)
    await play_a_move(fake, bot, table, ana, ben)
    assert table.message_id == old.id and len(fake.message(old.id).history) == edits + 1
    edits += 1

    fake.clock.advance(51 * 60)
    latest = max(m.id for m in fake.messages(fake.channel))
    await play_a_move(fake, bot, table, ana, ben)
    new = table_message(fake, table)
    assert new.id > latest  # below the conversation
    assert "Move 2" in new.text()
    assert (await bot.db.games.get(table.game_id)).table_message_id == new.id
    moved = fake.message(old.id)
    assert len(moved.history) == edits + 1  # edited once: to point below
    assert "This table goes on below" in moved.text()
    assert jump(fake, fake.channel.id, new.id) in moved.text()
    assert not moved.custom_ids()

    await play_a_move(fake, bot, table, ana, ben)  # the new message is young: edited in place
    assert table.message_id == new.id and "Move 3" in fake.message(new.id).text()
    assert len(fake.message(old.id).history) == edits + 1


@pytest.mark.usefixtures("channel_only")
async def test_an_edit_refused_as_too_old_posts_the_table_again(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """Discord refuses the edit of a table message over an hour old (30046): the bot posts the
    table again, remembers the new message, and the game goes on there."""
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=6)
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await open_table(fake, bot, ana, others=[ben], seats=2)
    old = table_message(fake, table)
    fake.old_message_edits = 0
    fake.clock.advance(61 * 60)  # the bot's own clock does not see it: it tries to edit
    edits = len(old.history)
    await play_a_move(fake, bot, table, ana, ben)
    assert [code for _, _, code, _ in fake.error_responses] == [30046]
    new = table_message(fake, table)
    assert new.id != old.id and "Move 1" in new.text()
    assert (await bot.db.games.get(table.game_id)).table_message_id == new.id
    assert len(fake.message(old.id).history) == edits  # Discord took no edit of it
    await play_a_move(fake, bot, table, ana, ben)
    assert table.message_id == new.id and "Move 2" in fake.message(new.id).text()
    assert [code for _, _, code, _ in fake.error_responses] == [30046]


async def test_a_new_round_posts_a_fresh_table_message(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """When round 2 is dealt the table moves down: a new message shows round 2, the round 1
    message points to it."""
    fake = fake_discord
    bot, clock, table, _ = await computer_plays_both(fake, start_bot, seed=17)
    first = table_message(fake, table)
    assert "Round 1 of 3" in first.text()
    await step_until(fake, bot, clock, table, lambda t: t.state.round_no == 2)
    second = table_message(fake, table)
    assert second.id != first.id
    assert second.id == max(m.id for m in fake.messages(fake.channel))
    assert "Round 2 of 3" in second.text()
    assert (await bot.db.games.get(table.game_id)).table_message_id == second.id
    moved = fake.message(first.id)
    assert "This table goes on below" in moved.text()
    assert jump(fake, fake.channel.id, second.id) in moved.text()
    assert not moved.custom_ids()
    assert "Round 2 of 3" in every_version(second)[0]  # posted showing round 2 already


# ------------------------------------------------------------------------------------------------
# 4. Discord's 3-second deadline kept when a move is slow


async def test_a_slow_move_is_deferred_and_a_quick_one_answered_at_once(
    fake_discord: FakeDiscord, start_bot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Storing a move takes 2 s (SQLite busy, say): the click is deferred in time and the hand
    is edited to the new state afterwards. A quick move is answered with the updated hand
    directly (a type 7 update, no deferral)."""
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=9)
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await open_table(fake, bot, ana, others=[ben], seats=2)
    gid = table.game_id
    games = bot.tables.store.games
    original = games.append_action

    async def slow(*args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(2.0)
        return await original(*args, **kwargs)

    first = user_on_turn(table, ana, ben)
    hand = await open_hand(fake, table, first)
    move = move_of_kind(hand, table, first, "play")
    monkeypatch.setattr(games, "append_action", slow)
    pressed = await fake.click(first, hand, move)
    monkeypatch.setattr(games, "append_action", original)
    await settle(fake, bot)
    assert pressed.acknowledged and pressed.callback_type == CB_DEFERRED_UPDATE
    assert pressed.error_codes == [] and 10062 not in [c for *_, c, _ in fake.error_responses]
    assert table.state.version == 1 and len(await bot.db.games.actions(gid)) == 1
    followed = [r for r in fake.requests if r.method == "PATCH" and pressed.token in r.path]
    assert [r.status for r in followed] == [200]  # then the hand, edited through the token
    shown = fake.message(hand.id)
    assert shown.edited and "Waiting for" in shown.text()
    assert not enabled(shown, f"dobro:m:{gid}:")  # no live move: it is not their turn
    assert f"dobro:m:{gid}:0:" not in " ".join(shown.custom_ids())

    second = other(first, ana, ben)
    hand = await open_hand(fake, table, second)
    pressed = await fake.click(second, hand, move_of_kind(hand, table, second, "play", "take"))
    await settle(fake, bot)
    assert pressed.callback_type == CB_UPDATE and not pressed.errors
    assert table.state.version == 2
    assert pressed.callback_body["data"]["components"]  # the hand itself, in the answer
    assert f":{gid}:2:" in " ".join(fake.message(hand.id).custom_ids()) or (
        "Waiting for" in fake.message(hand.id).text()
    )


# ------------------------------------------------------------------------------------------------
# 5. Moderators are resolved per channel, as Discord computes permissions

MODERATOR_ONLY = "Only a moderator (Manage Messages or Manage Server in this channel, or the"
HOST_ONLY = "Only the table's host (or a moderator) can do that."


async def game_in(
    fake: FakeDiscord, bot: Any, channel: Any, host: FakeUser, *others: FakeUser
) -> Table:
    """A game in play in `channel`, opened, joined and started by commands."""
    await fake.slash(host, channel, "dobro new", seats=1 + len(others))
    for user in others:
        await fake.slash(user, channel, "dobro join")
    started = await fake.slash(host, channel, "dobro start")
    assert started.response().content.startswith("The cards are dealt")
    await settle(fake, bot)
    table = bot.tables.in_channel(channel.id)
    assert table is not None and table.status is GameStatus.ACTIVE
    return table


async def said(
    fake: FakeDiscord, user: FakeUser, channel: Any, command: str, **options: Any
) -> str:
    reply = (await fake.slash(user, channel, command, **options)).response()
    assert reply.ephemeral and reply.visible_to == user.id
    return reply.content


async def test_moderators_are_resolved_per_channel(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """Manage Messages or Manage Server *in the table's channel*: a member overwrite there
    grants it, one in another channel does not, a role grants it guild-wide unless the
    channel denies it to that role, and the owner always has it. Refusals change nothing."""
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=2)
    ana, ben, cleo, dan = (fake.member(n) for n in ("ana", "ben", "cleo", "dan"))
    general, elsewhere = fake.channel, fake.other_channel
    mods = fake.add_role("Mods", MANAGE_MESSAGES)
    fake.give_role(cleo, mods)
    fake.set_permissions(general, mods, deny=MANAGE_MESSAGES)  # not here
    fake.set_permissions(elsewhere, ben, allow=MANAGE_MESSAGES)  # only in the other channel
    managers = fake.add_role("Managers", MANAGE_GUILD)

    # Kicking from a lobby: the host or a moderator here.
    await fake.slash(dan, general, "dobro new", seats=4)
    for user in (ben, cleo):
        await fake.slash(user, general, "dobro join")
    lobby = bot.tables.in_channel(general.id)
    assert await said(fake, ben, general, "dobro kick", player=cleo) == HOST_ONLY
    assert await said(fake, cleo, general, "dobro kick", player=ben) == HOST_ONLY
    assert [s.user_id for s in lobby.seats] == [dan.id, ben.id, cleo.id]
    kicked = await said(fake, ana, general, "dobro kick", player=cleo)  # the owner
    assert kicked == f"<@{cleo.id}> is no longer seated."
    assert [s.user_id for s in lobby.seats] == [dan.id, ben.id]
    assert await said(fake, dan, general, "dobro cancel") == f"Table {lobby.game_id} is cancelled."
    await settle(fake, bot)

    # Cancelling a game in play: moderators only, with a reason.
    table = await game_in(fake, bot, general, ben, dan)
    live = table_message(fake, table)
    for user in (ben, cleo, dan):  # host; Mods denied here; nobody
        assert (await said(fake, user, general, "dobro cancel", reason="stop")).startswith(
            MODERATOR_ONLY
        )
    assert table.status is GameStatus.ACTIVE and table_message(fake, table).id == live.id
    fake.set_permissions(general, ben, allow=MANAGE_MESSAGES)
    done = await said(fake, ben, general, "dobro cancel", reason="a channel overwrite")
    assert done == f"Table {table.game_id} is cancelled."
    await settle(fake, bot)
    assert "cancelled by a moderator: a channel overwrite" in fake.message(live.id).text()
    assert (await bot.db.games.get(table.game_id)).status == GameStatus.CANCELLED

    table = await game_in(fake, bot, elsewhere, dan, ana)  # the Mods deny is not here
    done = await said(fake, cleo, elsewhere, "dobro cancel", reason="a role")
    assert done == f"Table {table.game_id} is cancelled."

    table = await game_in(fake, bot, general, cleo, ana)
    assert (await said(fake, dan, general, "dobro cancel", reason="x")).startswith(MODERATOR_ONLY)
    fake.give_role(dan, managers)
    done = await said(fake, dan, general, "dobro cancel", reason="Manage Server")
    assert done == f"Table {table.game_id} is cancelled."

    table = await game_in(fake, bot, general, cleo, dan)
    done = await said(fake, ana, general, "dobro cancel", reason="the owner")
    assert done == f"Table {table.game_id} is cancelled."
    await settle(fake, bot)
    assert "cancelled by a moderator: the owner" in fake.message(table.message_id).text()


# ------------------------------------------------------------------------------------------------
# 6. Display names are text, and only the player on turn is ever notified

#: Display name → what must never appear unescaped, and how it shows escaped.
HOSTILE_NAMES = {
    "**x**": (re.compile(r"(?<!\\)\*\*x(?<!\\)\*\*"), re.compile(r"\\\*\\\*x\\\*\\\*")),
    "[a](http://b)": (re.compile(r"(?<!\\)\[a\]\(http://b\)"), re.compile(r"\\\[a\]\(http://b\)")),
    "<@1>": (re.compile(r"<@!?1>"), re.compile("\\\\<@[\u200b\u2060]?1>")),
    "@everyone": (re.compile(r"@everyone"), re.compile("@[\u200b\u2060]everyone")),
}


async def test_display_names_stay_text_and_only_turn_pings_notify(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """Four people named like markdown, a masked link, a mention and @everyone play a whole
    game (their turns run out until the computer plays for all of them). Every message shows
    their names as text, and over the whole game nobody is notified but by a turn ping, each
    notifying exactly the player on turn."""
    fake = fake_discord
    clock = FakeClock()
    bot = await start_play_bot(start_bot, seed=31, clock=clock)
    people = [fake.add_member(f"p{k}", global_name=name) for k, name in enumerate(HOSTILE_NAMES)]
    table = await open_table(fake, bot, people[0], others=people[1:], seats=4, timer=30)
    gid = table.game_id
    assert [s.name for s in table.seats] == list(HOSTILE_NAMES)
    hands = []
    for _ in range(3):  # a few moves by hand, with someone off turn looking at their hand
        on_turn = user_on_turn(table, *people)
        waiting = next(
            p for p in people if p is not on_turn and p.id not in {h.visible_to for h in hands}
        )
        hands.append(await open_hand(fake, table, waiting))
        turn_name = table.state.players[table.state.turn]
        escaped = HOSTILE_NAMES[turn_name][1]
        assert escaped.search(hands[-1].text().split("Waiting for ", 1)[1]), hands[-1].text()
        await play_a_move(fake, bot, table, *people)
    while not table.state.over:  # every turn runs out, twice each: then the computers finish
        await clock.advance(31)
        await settle(fake, bot)
        state = table.state
        if state.over:
            break
        seat = table.seats[state.turn]
        for ping in turn_pings(fake, table):
            assert (
                not seat.away and ping.content == f"🔔 <@{seat.user_id}>, your turn at table {gid}."
            )
    await settle(fake, bot)

    everything = fake.messages(fake.channel, include_deleted=True) + [
        m for p in people for m in fake.ephemerals(p)
    ]
    texts = [text for m in everything for text in every_version(m)]
    public = [
        text for m in fake.messages(fake.channel, include_deleted=True) for text in every_version(m)
    ]
    for name, (raw, escaped) in HOSTILE_NAMES.items():
        for text in texts:
            assert not raw.search(text), f"{name!r} shown unescaped in: {text[:300]}"
        assert any(escaped.search(text) for text in public), f"{name!r} never shown as text"
    assert any(
        "Bid: " in text
        and any(e.search(text.split("Bid: ", 1)[1]) for _, e in HOSTILE_NAMES.values())
        for text in public
    )
    (results,) = results_messages(fake, table)
    assert all(f"<@{p.id}>" in results.text() for p in people)

    pinged = set()
    for message_id, notified in fake.notifications():
        message = fake.message(message_id)
        if not notified:
            continue
        (uid,) = notified  # exactly one person
        assert message.content == f"🔔 <@{uid}>, your turn at table {gid}.", message
        pinged.add(uid)
    # Those who had no open hand to refresh when their turn came were pinged.
    assert len(pinged) >= 2 and pinged <= {p.id for p in people}


# ------------------------------------------------------------------------------------------------
# 7. Controls that cannot be forged into errors


def shows_current_hand(message: StoredMessage, table: Table, user: FakeUser) -> bool:
    """`message` is `user`'s hand at the table's current version."""
    assert table.state is not None
    text = message.text()
    version = f":{table.game_id}:{table.state.version}:"
    pv = dr.player_view(table.state, table.name_of(user.id) or "")
    cards = " ".join(f"`{card_words(c, 'en')}`" for c in pv.hand)
    return (
        "Your hand" in text
        and cards in text
        and all(version in c for c in message.custom_ids() if c.startswith("dobro:m:"))
    )


async def test_forged_and_stale_controls_get_the_current_hand_and_change_nothing(
    fake_discord: FakeDiscord, start_bot: Any, caplog: pytest.LogCaptureFixture
) -> None:
    """A move index that is not a move, a stale version, a greyed-out play and a move of this
    table pressed from another channel: each answers with the presser's current hand and a kind
    word, stores nothing and logs no error."""
    caplog.set_level(logging.WARNING)
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=12)
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await open_table(fake, bot, ana, others=[ben], seats=2)
    gid = table.game_id
    await play_a_move(fake, bot, table, ana, ben)  # version 1: version 0 is stale now
    mover = user_on_turn(table, ana, ben)
    waiter = other(mover, ana, ben)
    hand = await open_hand(fake, table, mover)
    waiting = await open_hand(fake, table, waiter)
    greyed = next(c for c in waiting.custom_ids() if c.startswith(f"dobro:v:{gid}:"))
    rules = (await fake.slash(mover, fake.other_channel, "dobro rules")).response()
    version = table.state.version
    actions = len(await bot.db.games.actions(gid))

    cases = [
        (mover, hand, f"dobro:m:{gid}:{version}:99", None, STALE),
        (mover, hand, f"dobro:m:{gid}:{version - 1}:0", None, STALE),
        (mover, hand, f"dobro:m:{gid}:{version + 7}:0", None, STALE),
        (waiter, waiting, greyed, None, OUT_OF_DATE),
        (waiter, waiting, f"dobro:m:{gid}:{version}:0", None, None),  # not their turn
        (mover, rules, f"dobro:m:{gid}:{version}:0", fake.other_channel, OUT_OF_DATE),
    ]
    for user, message, custom_id, channel, note in cases:
        pressed = await press(fake, user, message, custom_id, channel=channel)
        await settle(fake, bot)
        assert pressed.callback_type == CB_UPDATE and not pressed.errors, (custom_id, pressed)
        shown = fake.message(message.id)
        assert shows_current_hand(shown, table, user), (custom_id, shown.text())
        if note is not None:
            assert shown.text().startswith(f"⚠️ {note}"), (custom_id, shown.text())
        assert table.state.version == version, custom_id
        assert len(await bot.db.games.actions(gid)) == actions, custom_id
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


async def test_forged_table_buttons_get_the_current_hand_and_change_nothing(
    fake_discord: FakeDiscord, start_bot: Any, caplog: pytest.LogCaptureFixture
) -> None:
    """A table button with an action the bot does not know, and this table's My hand pressed
    from another channel: the presser is told, privately, with their current hand; nothing
    changes and no error is logged."""
    caplog.set_level(logging.WARNING)
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=12)
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await open_table(fake, bot, ana, others=[ben], seats=2)
    gid = table.game_id
    msg = table_message(fake, table)
    before = msg.snapshot()
    version = table.state.version
    rules = (await fake.slash(ana, fake.other_channel, "dobro rules")).response()
    cases = [
        (msg, f"dobro:t:{gid}:nonsense", None),
        (rules, f"dobro:t:{gid}:hand", fake.other_channel),
    ]
    no_hand = []
    for message, custom_id, channel in cases:
        pressed = await press(fake, ana, message, custom_id, channel=channel)
        await settle(fake, bot)
        assert pressed.acknowledged and not pressed.errors, (custom_id, pressed)
        answer = pressed.response()
        assert answer.ephemeral and answer.visible_to == ana.id, custom_id
        assert OUT_OF_DATE in answer.text(), (custom_id, answer.text())
        assert table.state.version == version and table.status is GameStatus.ACTIVE
        assert fake.message(msg.id).data["components"] == before["components"]
        assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
        if not shows_current_hand(answer, table, ana):
            no_hand.append((custom_id, answer.text()))
    # "here is your current hand": the answer must show it.
    assert no_hand == []


# ------------------------------------------------------------------------------------------------
# 8. Stale and closed tables


@pytest.mark.usefixtures("channel_only")
async def test_oubli_when_nobody_can_be_called_shows_the_table_as_it_is(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """Manual drawing: Oubli! shows on the table while someone is short, then they draw, and
    the table edit that would take the button away fails. Oubli! pressed on that stale table
    answers with the table as it is now (no Oubli!, the current move) and calls nobody."""
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=5)
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await open_table(fake, bot, ana, others=[ben], seats=2, drawing="manual")
    gid = table.game_id
    first = user_on_turn(table, ana, ben)
    second = other(first, ana, ben)
    seat = table.state.turn
    hand = await open_hand(fake, table, first)
    await fake.click(first, hand, move_of_kind(hand, table, first, "play"))  # and no draw (H2)
    await settle(fake, bot)
    hand2 = await open_hand(fake, table, second)
    await fake.click(second, hand2, move_of_kind(hand2, table, second, "play", "take"))
    await settle(fake, bot)
    assert table.state.callable_seats() == [seat]
    msg = table_message(fake, table)
    (oubli,) = [c for c in msg.custom_ids() if c.startswith(f"dobro:t:{gid}:oubli")]

    fake.fail_next("PATCH", EDIT, status=503, times=1)
    hand = await open_hand(fake, table, first)
    await fake.click(first, hand, move_of_kind(hand, table, first, "draw"))
    await settle(fake, bot)
    assert table.state.callable_seats() == [] and writer_of(bot, table).failures == 1
    stale = fake.message(msg.id)
    assert oubli in stale.custom_ids()  # what people still see
    version, actions = table.state.version, len(table.actions)

    pressed = await fake.click(second, stale, oubli)
    assert pressed.callback_type == CB_UPDATE and not pressed.errors
    assert pressed.original_message_id == msg.id  # the answer is the table itself
    shown = fake.message(msg.id)
    assert f"Move {version}" in shown.text() and "holds the oubli card" not in shown.text()
    assert not [c for c in shown.custom_ids() if ":oubli" in c]
    assert f"dobro:t:{gid}:hand" in shown.custom_ids()
    assert table.state.version == version and len(table.actions) == actions
    assert len(await bot.db.games.actions(gid)) == actions
    await wait_written(fake, bot, table)
    assert fake.message(msg.id).data["components"] == shown.data["components"]


async def closed_while_edit_fails(
    fake: FakeDiscord,
    bot: Any,
    table: Table,
    holder: FakeUser,
    close: Callable[[], Any],
) -> tuple[StoredMessage, StoredMessage]:
    """`holder` has their hand open; the table closes (`close()`) while Discord refuses the
    table edit once. Returns (the holder's hand message, the stale table message)."""
    hand = await open_hand(fake, table, holder)
    assert enabled(hand, f"dobro:m:{table.game_id}:") or "Waiting for" in hand.text()
    msg = table_message(fake, table)
    fake.fail_next("PATCH", EDIT, status=503, times=1)
    await close()
    await settle(fake, bot)
    assert not table.open
    return fake.message(hand.id), fake.message(msg.id)


def dead_hand(message: StoredMessage, gid: int) -> None:
    """A hand that shows how the game stands, with no live control."""
    assert "Your hand" in message.text() and CLOSED in message.text(), message.text()
    assert not [c for c in message.custom_ids() if c.startswith(("dobro:m:", "dobro:j:"))]
    assert not enabled(message, f"dobro:v:{gid}:") and not enabled(message, f"dobro:w:{gid}:")


@pytest.mark.usefixtures("channel_only")
async def test_a_cancelled_game_leaves_no_live_control(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """A moderator cancels a game: the open hand of a player is redrawn without a live
    control, and My hand pressed on the table message still showing the game (its edit failed
    once) shows the hand, dead too. Then the table message says why it closed."""
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=7)
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await open_table(fake, bot, ben, others=[ana], seats=2)
    gid = table.game_id
    await play_a_move(fake, bot, table, ana, ben)

    async def cancel() -> None:
        done = await fake.slash(ana, fake.channel, "dobro cancel", reason="tea time")
        assert done.response().content == f"Table {gid} is cancelled."

    hand, stale = await closed_while_edit_fails(fake, bot, table, ben, cancel)
    dead_hand(hand, gid)
    assert f"dobro:t:{gid}:hand" in stale.custom_ids()  # the edit failed: still shown
    pressed = await fake.click(ben, stale, f"dobro:t:{gid}:hand")
    assert not pressed.errors
    dead_hand(pressed.response(), gid)
    assert pressed.response().ephemeral and pressed.response().visible_to == ben.id
    await wait_written(fake, bot, table)
    closed = fake.message(stale.id)
    assert "cancelled by a moderator: tea time" in closed.text() and not closed.custom_ids()
    assert turn_pings(fake, table) == []


@pytest.mark.usefixtures("channel_only")
async def test_an_abandoned_game_leaves_no_live_control(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """Everyone leaves a game in play: it is abandoned, the last leaver's open hand is dead,
    and My hand on the stale table message shows it dead too. (The last one leaves by the
    command: Leave clicked on the table message redraws it itself, see the next test.)"""
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=7)
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await open_table(fake, bot, ana, others=[ben], seats=2)
    gid = table.game_id
    await fake.click(ana, table_message(fake, table), f"dobro:t:{gid}:quit")
    await settle(fake, bot)
    assert table.open and table.seats[0].left is not None

    async def leave() -> None:
        await fake.slash(ben, fake.channel, "dobro leave")

    hand, stale = await closed_while_edit_fails(fake, bot, table, ben, leave)
    assert table.status is GameStatus.ABANDONED
    dead_hand(hand, gid)
    assert f"dobro:t:{gid}:hand" in stale.custom_ids()
    pressed = await fake.click(ben, stale, f"dobro:t:{gid}:hand")
    assert not pressed.errors
    dead_hand(pressed.response(), gid)
    await wait_written(fake, bot, table)
    closed = fake.message(stale.id)
    assert "This game was abandoned" in closed.text() and not closed.custom_ids()


async def test_a_click_on_the_table_message_redraws_it_itself(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """Issue 35: Join, Leave, Start… clicked on the table message are answered by the table
    message itself, redrawn in place (a type 7 update, outside Discord's global limit), even
    when the channel refuses edits; the writer then edits it through that click's token."""
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=7)
    ana, ben = fake.member("ana"), fake.member("ben")
    created = await fake.slash(ana, fake.channel, "dobro new", seats=2)
    await settle(fake, bot)
    lobby = created.response()
    gid = int(next(c for c in lobby.custom_ids() if c.endswith(":join")).split(":")[2])
    fake.fail_next("PATCH", EDIT, status=503, times=5)
    before = len(fake.requests_to("PATCH", EDIT))
    joined = await fake.click(ben, lobby, f"dobro:t:{gid}:join")
    assert joined.callback_type == CB_UPDATE and f"<@{ben.id}>" in fake.message(lobby.id).text()
    started = await fake.click(ana, fake.message(lobby.id), f"dobro:t:{gid}:start")
    assert started.callback_type == CB_UPDATE
    await settle(fake, bot)
    assert f"dobro:t:{gid}:hand" in fake.message(lobby.id).custom_ids()
    table = bot.tables.get(gid)
    await fake.click(ana, fake.message(lobby.id), f"dobro:t:{gid}:quit")
    await settle(fake, bot)
    assert table.seats[0].left is not None
    assert "left" in fake.message(lobby.id).text().lower()
    assert len(fake.requests_to("PATCH", EDIT)) == before  # not one edit through the channel
    original = "/webhooks/{webhook_id}/{webhook_token}/messages/@original"
    webhook_edits = fake.requests_to("PATCH", original)
    assert webhook_edits and all(r.status == 200 for r in webhook_edits)


async def test_a_slow_new_table_is_deferred_then_posted(
    fake_discord: FakeDiscord, start_bot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Creating the table takes 2 s (SQLite busy): /dobro new is deferred publicly in time, and
    the table message, posted as its follow-up, is the one the table keeps writing to."""
    fake = fake_discord
    bot = await start_play_bot(start_bot)
    ana, ben = fake.member("ana"), fake.member("ben")
    games = bot.tables.store.games
    original = games.create

    async def slow(*args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(2.0)
        return await original(*args, **kwargs)

    monkeypatch.setattr(games, "create", slow)
    created = await fake.slash(ana, fake.channel, "dobro new", seats=2)
    monkeypatch.setattr(games, "create", original)
    await settle(fake, bot)
    assert created.acknowledged and not created.error_codes
    table = bot.tables.in_channel(fake.channel.id)
    assert table is not None and table.message_id is not None
    shown = fake.message(table.message_id)
    assert not shown.ephemeral and f"dobro:t:{table.game_id}:join" in shown.custom_ids()
    await fake.click(ben, shown, f"dobro:t:{table.game_id}:join")
    await settle(fake, bot)
    assert f"<@{ben.id}>" in fake.message(table.message_id).text()
