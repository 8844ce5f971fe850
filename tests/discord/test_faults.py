"""Discord faults during real games (the reliability suite): rate limits, server errors, a dropped
gateway connection, an invalid session and expired interaction tokens, each injected by the
offline Discord while several tables are played by clicks.

For every fault the same three things must hold:

- nothing crashed: no ERROR log except the table writer's own "step failed, will retry" for a
  failure the test injected, no `on_error`, no task exception, no bot task died;
- no move was lost: every click the bot acknowledged stored its move, and the stored record is
  exactly what the table service holds;
- the final table is right: each table message shows what the stored record replays to
  (`dobro_rules.replay`), rendered as the bot renders it.

Waits the bot makes after a fault (discord.py's 1 s, 3 s… before retrying a 500/502, the table
writer's 1 s, 2 s, 4 s… backoff) run 100 times faster here (`fast_backoff`): what is tested is
that they happen and end well, not how long they are. Rate limits keep their `retry_after`."""

from __future__ import annotations

import asyncio
import logging
import sys
import types
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import discord
import discord.http
import pytest

import dobro_rules as dr
from cogs.table import render as ui
from cogs.table import writer as writer_module
from fakediscord import FakeDiscord, FakeInteraction, FakeUser, StoredMessage
from fakediscord.limits import TEXT_DISPLAY, walk_components
from tables import Table
from tests.discord.play_helpers import (
    answered_quietly,
    settle,
    start_play_bot,
    table_message,
    tables,
    turn_pings,
)
from tests.discord.test_layer import (
    EDIT,
    POST,
    bot_clock_follows_discord,
    move_of_kind,
    user_on_turn,
    wait_written,
)

CALLBACK = "/interactions/{interaction_id}/{interaction_token}/callback"
WEBHOOK_MESSAGE = "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"
WEBHOOK_ORIGINAL = "/webhooks/{webhook_id}/{webhook_token}/messages/@original"
FOLLOWUP = "/webhooks/{webhook_id}/{webhook_token}"
PLAYERS = ["ana", "ben", "cleo", "dan", "eve", "finn"]
SIX = pytest.mark.fake_discord(member_names=PLAYERS)
#: How much faster the bot's fault backoffs run here (see the module docstring).
BACKOFF_SPEEDUP = 100.0


# ------------------------------------------------------------------------------------------------
# Harness


class _FastSleep(types.SimpleNamespace):
    """`asyncio` for one module, with sleeps of half a second or more shortened."""

    def __getattr__(self, name: str) -> Any:
        return getattr(asyncio, name)

    @staticmethod
    async def sleep(delay: float, result: Any = None) -> Any:
        return await asyncio.sleep(delay / BACKOFF_SPEEDUP if delay >= 0.5 else delay, result)


@pytest.fixture
def channel_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """No interaction token to ride on (a table whose last click is over 14 minutes old, or
    after a restart): the writer posts and edits through the channel, where these tests make
    Discord refuse its requests (issue 35: otherwise it rides on the clicks' webhooks). The
    module imported now is the one the bot loads (a bot's unload drops the extension's)."""
    from cogs.table import writer

    monkeypatch.setattr(writer, "RIDE_SECONDS", -1.0)


@pytest.fixture
def fast_backoff(monkeypatch: pytest.MonkeyPatch) -> Callable[[], None]:
    """Call it once the bot runs: discord.py's retry waits (5xx) and the table writer's
    backoff become 100 times shorter. (The writer module is looked up then: discord.py
    imports an extension's modules afresh each time a bot loads it.)"""

    def speed_up() -> None:
        fast = _FastSleep()
        monkeypatch.setattr(discord.http, "asyncio", fast)
        monkeypatch.setattr(sys.modules[writer_module.__name__], "asyncio", fast)

    return speed_up


@dataclass
class Faults:
    """What a test did to the bot and what the bot did: for the final checks and the report."""

    injected: Counter[str] = field(default_factory=Counter)
    #: (game id, index in its actions, the action) of every click the bot acknowledged.
    acked: list[tuple[int, int, dict[str, Any]]] = field(default_factory=list)
    #: HTTP statuses the writer may log as a failed step (the faults the test injected).
    writer_may_fail: set[int] = field(default_factory=set)


async def open_in(
    fake: FakeDiscord,
    bot: Any,
    channel: Any,
    host: FakeUser,
    others: list[FakeUser],
    computers: list[str] = (),  # type: ignore[assignment]
) -> Table:
    """A table in `channel`: `/dobro new` by the host, Join clicked by the others, computers
    added and Start clicked on the lobby, like a person would."""
    seats = 1 + len(others) + len(computers)
    lobby = (await fake.slash(host, channel, "dobro new", seats=seats)).response()
    table = tables(bot).in_channel(channel.id)
    assert table is not None
    gid = table.game_id
    for user in others:
        answered_quietly(await fake.click(user, lobby, f"dobro:t:{gid}:join"))
    for level in computers:
        answered_quietly(await fake.click(host, lobby, f"dobro:t:{gid}:ai_{level}"))
    await settle(fake, bot)
    answered_quietly(await fake.click(host, fake.message(lobby.id), f"dobro:t:{gid}:start"))
    await settle(fake, bot)
    assert table.state is not None and not table.state.over
    return table


async def three_tables(fake: FakeDiscord, bot: Any) -> list[tuple[Table, list[FakeUser]]]:
    """Three tables in three channels: two of two people, one of two people and a computer."""
    ana, ben, cleo, dan, eve, finn = (fake.member(n) for n in PLAYERS)
    third = fake.add_channel("dobro-3")
    await fake.wait_idle()
    return [
        (await open_in(fake, bot, fake.channel, ana, [ben]), [ana, ben]),
        (await open_in(fake, bot, fake.other_channel, cleo, [dan]), [cleo, dan]),
        (await open_in(fake, bot, third, eve, [finn], ["normal"]), [eve, finn]),
    ]


def hand_source(fake: FakeDiscord, table: Table, user: FakeUser) -> StoredMessage:
    """Where `user` presses My hand: the ping naming them, else the table message."""
    ping = next((p for p in turn_pings(fake, table) if f"<@{user.id}>" in p.content), None)
    return ping or table_message(fake, table)


async def open_hand(fake: FakeDiscord, table: Table, user: FakeUser) -> StoredMessage:
    pressed = await fake.click(
        user, hand_source(fake, table, user), f"dobro:t:{table.game_id}:hand"
    )
    answered_quietly(pressed)
    hand = pressed.response()
    assert hand.ephemeral and hand.visible_to == user.id
    return hand


async def click_move(
    fake: FakeDiscord, faults: Faults, table: Table, user: FakeUser, hand: StoredMessage
) -> FakeInteraction:
    """`user` presses a move on `hand` (a play if they can); an acknowledged click is noted."""
    before = table.state.version
    pressed = await fake.click(user, hand, move_of_kind(hand, table, user, "play", "take", "draw"))
    if pressed.acknowledged and not pressed.errors:
        faults.acked.append((table.game_id, before, table.actions[before]))
    return pressed


async def play_moves(
    fake: FakeDiscord,
    bot: Any,
    faults: Faults,
    games: list[tuple[Table, list[FakeUser]]],
    rounds: int,
    *,
    before_each: Any = None,
) -> int:
    """`rounds` times, at each table still in play, whoever is on turn opens their hand and
    plays (after `before_each()`, which injects faults). Returns the moves played."""
    played = 0
    for _ in range(rounds):
        for table, users in games:
            await settle(fake, bot)
            if table.state.over:
                continue
            if before_each is not None:
                before_each()
            user = user_on_turn(table, *users)
            hand = await open_hand(fake, table, user)
            pressed = await click_move(fake, faults, table, user, hand)
            assert pressed.acknowledged and not pressed.errors, pressed.errors
            played += 1
    return played


def webhook_token(request: Any) -> str | None:
    """The interaction token a webhook request was made with (None for other routes)."""
    parts = request.path.split("/")
    return parts[3] if len(parts) > 3 and parts[1] == "webhooks" else None


def component_texts(components: Any) -> list[str]:
    """Every text a message's components show (text displays, labels), in order."""
    out = []
    for _, component in walk_components(components):
        if component.get("type") == TEXT_DISPLAY:
            out.append(component.get("content") or "")
        elif component.get("label"):
            out.append(component["label"])
    return out


async def assert_all_right(
    fake: FakeDiscord,
    bot: Any,
    faults: Faults,
    games: list[tuple[Table, list[FakeUser]]],
    caplog: pytest.LogCaptureFixture,
) -> None:
    """The suite's three checks: nothing crashed, no acknowledged move lost, every table message
    shows what its stored record replays to."""
    for table, _ in games:
        await wait_written(fake, bot, table)
    await settle(fake, bot)
    for table, _ in games:
        stored = await bot.db.games.record(table.game_id)
        assert stored is not None
        assert stored["actions"] == table.actions
        replayed = dr.replay(stored)
        assert dr.state_json(replayed) == dr.state_json(table.state)
        expected = ui.table_view(table, table.settings.lang).to_components()
        shown = fake.message(table.message_id)
        assert not shown.deleted
        assert component_texts(shown.data["components"]) == component_texts(expected)
        assert f"Move {replayed.version}" in shown.text()
    stored_actions = {
        table.game_id: (await bot.db.games.record(table.game_id))["actions"] for table, _ in games
    }
    for gid, index, action in faults.acked:
        assert stored_actions[gid][index] == action, f"game {gid}: move {index} lost"
    unexpected = []
    for record in caplog.records:
        if record.levelno < logging.ERROR:
            continue
        error = record.exc_info[1] if record.exc_info else None
        if (
            record.name == writer_module.__name__
            and isinstance(error, discord.HTTPException)
            and error.status in faults.writer_may_fail
        ):
            continue
        unexpected.append(f"{record.name}: {record.getMessage()} {error!r}")
    assert not unexpected, "\n".join(unexpected)
    # For `pytest -s`: what this test did (the reliability report's counts).
    refused = Counter(r.status for r in fake.requests if (r.status or 0) >= 400)
    print(f"\n[faults] injected {dict(faults.injected)}; answered by Discord {dict(refused)}")
    print(f"[faults] acknowledged clicks checked {len(faults.acked)}")


# ------------------------------------------------------------------------------------------------
# Rate limits


@SIX
async def test_bursts_of_429_on_every_route_of_play_and_a_global_limit(
    fake_discord: FakeDiscord,
    start_bot: Any,
    caplog: pytest.LogCaptureFixture,
    fast_backoff: Callable[[], None],
) -> None:
    """Before each move, Discord answers 429 (with `retry_after`) to the next requests on every
    route the bot uses while playing: interaction callbacks (hands, moves), table edits, posts
    (pings), deletes (old pings), webhook edits (open hands refreshed), and now and then the
    global rate limit, which holds back every request. discord.py waits and retries; every
    click is answered in time, nothing is lost, the tables end right."""
    caplog.set_level(logging.WARNING)
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=11)
    fast_backoff()
    faults = Faults()
    games = await three_tables(fake, bot)
    routes = [
        ("POST", CALLBACK, 2),
        ("PATCH", EDIT, 3),
        ("POST", POST, 2),
        ("DELETE", EDIT, 1),
        ("PATCH", WEBHOOK_ORIGINAL, 2),
        ("PATCH", WEBHOOK_MESSAGE, 2),
        ("POST", FOLLOWUP, 2),
        ("DELETE", WEBHOOK_MESSAGE, 1),
    ]
    step = 0

    def burst() -> None:
        nonlocal step
        step += 1
        for method, route, times in routes:
            fake.rate_limit(method, route, times=times, retry_after=0.02)
            faults.injected[f"429 {method} {route}"] += times
        if step % 3 == 0:
            fake.rate_limit("*", "*", times=1, retry_after=0.05, global_=True)
            faults.injected["429 global"] += 1

    moves = await play_moves(fake, bot, faults, games, 8, before_each=burst)
    assert moves >= 20
    limited = [r for r in fake.requests if r.status == 429]
    hit = {(r.method, r.route) for r in limited}
    # Table edits and posts ride on the clicks' webhooks (issue 35), or go through the channel.
    assert ("POST", CALLBACK) in hit
    assert hit & {("PATCH", EDIT), ("PATCH", WEBHOOK_ORIGINAL), ("PATCH", WEBHOOK_MESSAGE)}
    assert hit & {("POST", POST), ("POST", FOLLOWUP)}
    assert any(r.response.get("global") for r in limited)
    # Nothing was given up: every request refused with a 429 was made again and went through.
    assert all(i.acknowledged and not i.errors for i in fake.interactions)
    await assert_all_right(fake, bot, faults, games, caplog)


# ------------------------------------------------------------------------------------------------
# Server errors


@SIX
@pytest.mark.usefixtures("channel_only")
async def test_repeated_server_errors_on_table_edits_and_posts(
    fake_discord: FakeDiscord,
    start_bot: Any,
    caplog: pytest.LogCaptureFixture,
    fast_backoff: Callable[[], None],
) -> None:
    """500 and 502 (discord.py retries them itself) and 503 (it does not: the table writer
    backs off and retries) on table edits and message posts, again and again while three tables
    play: the game never waits for Discord, and once Discord answers again each table message
    shows its stored game."""
    caplog.set_level(logging.WARNING)
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=12)
    fast_backoff()
    faults = Faults(writer_may_fail={503, 500, 502})
    games = await three_tables(fake, bot)
    kinds = [(500, "PATCH", EDIT), (502, "POST", POST), (503, "PATCH", EDIT), (503, "POST", POST)]
    step = 0

    def failing() -> None:
        nonlocal step
        status, method, route = kinds[step % len(kinds)]
        step += 1
        fake.fail_next(method, route, status=status, message=f"{status}: Server Error", times=2)
        faults.injected[f"{status} {method} {route}"] += 2

    moves = await play_moves(fake, bot, faults, games, 8, before_each=failing)
    assert moves >= 20
    statuses = Counter(r.status for r in fake.requests if (r.status or 0) >= 500)
    assert statuses[500] and statuses[502] and statuses[503]
    await assert_all_right(fake, bot, faults, games, caplog)


# ------------------------------------------------------------------------------------------------
# The gateway connection


def bot_ops_since(fake: FakeDiscord, start: int) -> list[int]:
    """The ops the bot sent on the gateway after `gateway_log[start]`, heartbeats left out."""
    return [e["op"] for e in fake.gateway_log[start:] if e["from"] == "bot" and e["op"] != 1]


def dispatched_since(fake: FakeDiscord, start: int) -> list[str]:
    return [e["t"] for e in fake.gateway_log[start:] if e["from"] == "fake" and e.get("t")]


@SIX
async def test_a_dropped_gateway_resumes_and_delivers_the_clicks_made_meanwhile(
    fake_discord: FakeDiscord,
    start_bot: Any,
    caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Mid-game the connection drops, once abruptly (no close frame, as a network cut: 1006)
    and once with 4000: discord.py RESUMEs the session (no fresh IDENTIFY), Discord replays what
    it missed, the clicks people made meanwhile (a move, a My hand) reach the bot after the
    RESUMED and are answered, and play goes on. A click that waited longer than Discord's 3 s
    is one Discord would have failed: the bot's late answer gets 10062, it logs no error, and
    whether the move happened or not the record and the table agree."""
    caplog.set_level(logging.WARNING)
    bot_clock_follows_discord(fake_discord, monkeypatch)
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=13)
    faults = Faults()
    games = await three_tables(fake, bot)
    moves = await play_moves(fake, bot, faults, games, 1)
    identifies = fake.gateway_identifies

    for code in (None, 4000):
        (a, a_users), (b, b_users) = games[0], games[1]
        mover = user_on_turn(a, *a_users)
        hand = await open_hand(fake, a, mover)
        before, mark = a.state.version, len(fake.gateway_log)
        await fake.drop_gateway(code=code)
        faults.injected[f"gateway drop {code or 1006}"] += 1
        # While the bot is away: a move on the open hand, and My hand at another table.
        move = move_of_kind(hand, a, mover, "play", "take", "draw")
        pressed = await fake.click(mover, hand, move, wait=False)
        looker = user_on_turn(b, *b_users)
        looked = await fake.click(
            looker, hand_source(fake, b, looker), f"dobro:t:{b.game_id}:hand", wait=False
        )
        queued = [e for e in fake.gateway_log[mark:] if e.get("queued")]
        assert [e["t"] for e in queued] == ["INTERACTION_CREATE"] * 2
        await fake.wait_idle(timeout=10)
        await settle(fake, bot)
        assert bot_ops_since(fake, mark) == [6], "the bot must RESUME, not IDENTIFY"
        replayed = [e for e in fake.gateway_log[mark:] if e.get("replayed")]
        assert [e["s"] for e in replayed] == [e["s"] for e in queued]
        assert dispatched_since(fake, mark)[-1:] == ["RESUMED"] or "RESUMED" in dispatched_since(
            fake, mark
        )
        assert pressed.acknowledged and not pressed.errors, pressed.errors
        faults.acked.append((a.game_id, before, a.actions[before]))
        answered_quietly(looked)
        assert looked.response().visible_to == looker.id
        moves += 1 + await play_moves(fake, bot, faults, games, 1)
    assert fake.gateway_identifies == identifies
    assert fake.gateway_resumes == 2

    # A click that waits 4 s for the bot to come back: too late to answer, as on Discord.
    (a, a_users) = games[0]
    mover = user_on_turn(a, *a_users)
    hand = await open_hand(fake, a, mover)
    before = a.state.version
    await fake.drop_gateway(code=4000)
    faults.injected["gateway drop 4000"] += 1
    late = await fake.click(
        mover, hand, move_of_kind(hand, a, mover, "play", "take", "draw"), wait=False
    )
    fake.clock.advance(4)
    await fake.wait_idle(timeout=10)
    await settle(fake, bot)
    assert late.error_codes == [10062] and not late.acknowledged
    assert "Answered too late" in caplog.text
    assert a.state.version >= before  # done or not: the checks below hold either way
    moves += await play_moves(fake, bot, faults, games, 1)
    assert moves >= 9
    await assert_all_right(fake, bot, faults, games, caplog)


@SIX
async def test_an_invalid_session_makes_the_bot_identify_again_and_play_goes_on(
    fake_discord: FakeDiscord, start_bot: Any, caplog: pytest.LogCaptureFixture
) -> None:
    """Discord forgets the session: after a drop its RESUME gets op 9 (invalid session), and
    later op 9 comes on the live connection. Each time the bot identifies afresh (READY, the
    guild again) and the tables go on, the hands opened before included."""
    caplog.set_level(logging.WARNING)
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=14)
    faults = Faults()
    games = await three_tables(fake, bot)
    moves = await play_moves(fake, bot, faults, games, 1)
    (a, a_users) = games[0]

    mover = user_on_turn(a, *a_users)
    hand = await open_hand(fake, a, mover)
    identifies, mark = fake.gateway_identifies, len(fake.gateway_log)
    await fake.drop_gateway(code=4000, resumable=False)
    await fake.wait_idle(timeout=10)
    assert bot_ops_since(fake, mark) == [6, 2]  # RESUME refused, then IDENTIFY
    assert {"from": "fake", "op": 9, "d": False} in fake.gateway_log[mark:]
    assert dispatched_since(fake, mark)[:2] == ["READY", "GUILD_CREATE"]
    assert fake.gateway_identifies == identifies + 1

    # The hand opened before the new session still plays.
    pressed = await click_move(fake, faults, a, mover, hand)
    assert pressed.acknowledged and not pressed.errors
    moves += 1 + await play_moves(fake, bot, faults, games, 1)

    mark = len(fake.gateway_log)
    await fake.invalidate_session()
    await fake.wait_idle(timeout=10)
    assert bot_ops_since(fake, mark) == [2]
    assert fake.gateway_identifies == identifies + 2
    faults.injected["invalid session (op 9)"] += 2
    moves += await play_moves(fake, bot, faults, games, 2)
    assert moves >= 12
    await assert_all_right(fake, bot, faults, games, caplog)


# ------------------------------------------------------------------------------------------------
# Expired interaction tokens


@SIX
async def test_expired_tokens_never_crash_nor_retry_forever_and_play_goes_on(
    fake_discord: FakeDiscord,
    start_bot: Any,
    caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
    fast_backoff: Callable[[], None],
) -> None:
    """Interaction tokens expire (15 minutes, here at once with `expire_tokens`): refreshing an
    open hand gets 401 "Invalid Webhook Token" (50027) once, the bot lets that hand go and pings
    its player instead, who opens a fresh hand and plays on. A slow move deferred just before
    its token expired is stored all the same; editing its hand afterwards gets 50027: logged as
    a warning, no error, no follow-up sent with the dead token."""
    caplog.set_level(logging.WARNING)
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=15)
    fast_backoff()
    faults = Faults()
    games = (await three_tables(fake, bot))[:2]
    moves = await play_moves(fake, bot, faults, games, 1)

    # 1. An open hand whose token expired, refreshed when the turn comes back to its player.
    refreshed_dead = 0
    for table, users in games:
        first = user_on_turn(table, *users)
        second = next(u for u in users if u is not first)
        hand = await open_hand(fake, table, first)
        assert (await click_move(fake, faults, table, first, hand)).acknowledged
        await settle(fake, bot)
        expired = fake.expire_tokens()
        faults.injected["expired tokens"] += expired
        other_hand = await open_hand(fake, table, second)
        assert (await click_move(fake, faults, table, second, other_hand)).acknowledged
        await settle(fake, bot)
        moves += 2
        if table.state.over or user_on_turn(table, *users) is not first:
            continue
        tokens = {i.token for i in fake.interactions if i.original_message_id == hand.id}
        refused = [r for r in fake.requests if r.status == 401 and webhook_token(r) in tokens]
        # Each use of a dead token is refused once, never tried again: the hand's refresh, and
        # the old ping's delete when it was posted riding on that click (issue 35).
        assert refused and {r.response["code"] for r in refused} == {50027}
        assert len(refused) == len({(r.method, r.route) for r in refused}) <= 2
        (ping,) = turn_pings(fake, table)
        assert f"<@{first.id}>" in ping.content
        fresh = await open_hand(fake, table, first)
        assert (await click_move(fake, faults, table, first, fresh)).acknowledged
        moves += 1
        refreshed_dead += 1
    assert refreshed_dead >= 1
    await settle(fake, bot)
    assert [r for r in fake.requests if r.status == 401]  # the refusals happened
    moves += await play_moves(fake, bot, faults, games, 1)

    # 2. A slow move: deferred in time, then its token expires before the hand is edited.
    (table, users) = games[0]
    games_store = bot.tables.store.games
    original = games_store.append_action

    async def slow(*args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(1.8)  # past the 1.5 s after which the bot defers
        faults.injected["expired tokens"] += fake.expire_tokens()
        return await original(*args, **kwargs)

    mover = user_on_turn(table, *users)
    hand = await open_hand(fake, table, mover)
    monkeypatch.setattr(games_store, "append_action", slow)
    pressed = await click_move(fake, faults, table, mover, hand)
    monkeypatch.setattr(games_store, "append_action", original)
    await settle(fake, bot)
    assert pressed.acknowledged and pressed.callback_type == 6  # a deferred update
    assert pressed.error_codes == [50027]
    assert "expired" in caplog.text
    assert not [r for r in fake.requests_to("POST", FOLLOWUP) if pressed.token in r.path]
    moves += 1
    fresh = await open_hand(fake, table, user_on_turn(table, *users))
    assert fresh.id != hand.id
    moves += await play_moves(fake, bot, faults, games, 2)
    assert moves >= 12
    await assert_all_right(fake, bot, faults, games, caplog)


@SIX
async def test_a_table_whose_answer_came_after_its_token_expired_is_still_posted(
    fake_discord: FakeDiscord,
    start_bot: Any,
    caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
    fast_backoff: Callable[[], None],
) -> None:
    """`/dobro new` is slow (deferred, "thinking"), and its token expires before the follow-up
    that posts the table: the table must not be left open and invisible (the channel busy with
    a lobby nobody can see): the bot posts it in the channel itself, and it plays."""
    caplog.set_level(logging.WARNING)
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=16)
    fast_backoff()
    service = bot.tables
    original = service.create

    async def slow(*args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(1.8)
        fake.expire_tokens()
        return await original(*args, **kwargs)

    ana, ben = fake.member("ana"), fake.member("ben")
    monkeypatch.setattr(service, "create", slow)
    created = await fake.slash(ana, fake.channel, "dobro new", seats=2)
    monkeypatch.setattr(service, "create", original)
    await settle(fake, bot)
    assert created.callback_type == 5 and created.error_codes == [50027]
    table = service.in_channel(fake.channel.id)
    assert table is not None and table.message_id is not None
    lobby = fake.message(table.message_id)
    assert not lobby.ephemeral and not lobby.deleted
    gid = table.game_id
    answered_quietly(await fake.click(ben, lobby, f"dobro:t:{gid}:join"))
    await settle(fake, bot)
    answered_quietly(await fake.click(ana, fake.message(lobby.id), f"dobro:t:{gid}:start"))
    faults = Faults()
    games = [(table, [ana, ben])]
    assert await play_moves(fake, bot, faults, games, 4) == 4
    await assert_all_right(fake, bot, faults, games, caplog)


@SIX
@pytest.mark.usefixtures("channel_only")
async def test_a_table_edit_discord_py_gave_up_on_is_one_line_and_the_table_recovers(
    fake_discord: FakeDiscord,
    start_bot: Any,
    caplog: pytest.LogCaptureFixture,
    fast_backoff: Callable[[], None],
) -> None:
    """#31, point 7: Discord answers a table's edits 429 five times in a row, and its turn ping
    too (one of them its global limit): discord.py gives up on each. The writer logs one
    WARNING line per give-up (no traceback, no ERROR), retries within seconds, and the table
    message and the ping catch up; play goes on."""
    caplog.set_level(logging.WARNING)
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=11)
    fast_backoff()
    faults = Faults()
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await open_in(fake, bot, fake.channel, ana, [ben])
    games = [(table, [ana, ben])]
    fake.rate_limit("PATCH", EDIT, times=5, retry_after=0.02)
    fake.rate_limit("POST", POST, times=4, retry_after=0.02)
    fake.rate_limit("POST", POST, times=1, retry_after=0.02, global_=True)
    faults.injected["429 PATCH table edit"] += 5
    faults.injected["429 POST ping"] += 5
    moves = await play_moves(fake, bot, faults, games, 3)
    assert moves == 3
    await assert_all_right(fake, bot, faults, games, caplog)
    gave_up = [
        r for r in caplog.records if r.name == writer_module.__name__ and "gave up" in r.message
    ]
    assert gave_up and all(r.levelno == logging.WARNING and not r.exc_info for r in gave_up)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
