"""Replays through the offline Discord (#24): a finished game of each game, opened from its
results message's *Replay* button, paged to its end and back (±1, ±10, start, end, the start of
a round) with every hand shown as the engine says it was; the same private message goes on
paging after a restart; ``/dobro replay game:`` opens one too, and refuses a game of another
server or one not finished.

The game's rules are the referee: each page is checked against ``load(setup, actions[:k])``.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from cogs.games.dobro import card_words
from fakediscord import FakeDiscord, FakeUser, StoredMessage
from storage import GameStatus
from tables import Table
from tests.discord.play_helpers import open_table, settle, start_play_bot
from tests.tables.fakes import FakeClock

WHERE = re.compile(r"Move (\d+) of (\d+)|The deal, before the first move \((\d+) moves in all\)")


async def finished_game(
    fake: FakeDiscord, bot: Any, clock: FakeClock, host: FakeUser, game: str, seats: int
) -> Table:
    """A game of one person and computers, played to its end: the person lets their turn time
    out twice (their seat is then played by the computer, as for anyone away)."""
    table = await open_table(
        fake, bot, host, computers=["normal"] * (seats - 1), seats=seats, game=game, timer=30
    )
    for _ in range(50):
        if table.over:
            break
        await clock.advance(31)
        await settle(fake, bot)
    assert table.over and table.status is GameStatus.FINISHED
    await settle(fake, bot)
    return table


def results_message(fake: FakeDiscord, table: Table) -> StoredMessage:
    found = [
        m
        for m in fake.messages(table.channel_id)
        if f"dobro:t:{table.game_id}:again" in m.custom_ids()
    ]
    assert len(found) == 1
    return found[0]


def where(page: StoredMessage) -> tuple[int, int]:
    """The step a replay shows and the game's number of moves."""
    found = WHERE.search(page.text())
    assert found, page.text()[:300]
    if found[3]:
        return 0, int(found[3])
    return int(found[1]), int(found[2])


def check_page(page: StoredMessage, table: Table, step: int) -> None:
    """The page shows the game after ``step`` moves: every seat's hand as the engine has it."""
    assert page.ephemeral and where(page)[0] == step
    rules = table.rules
    assert table.setup is not None
    state = rules.load(table.setup, table.actions[:step])
    text = page.text()
    assert "**Every hand**" in text
    for seat in range(len(table.seats)):
        view = rules.view(state, seat)
        for card in view.hand:
            words = card_words(card, "en") if table.settings.game == "dobro" else card
            assert f"`{words}`" in text, (step, seat, card)  # Dobro's specials in words


async def page(
    fake: FakeDiscord, user: FakeUser, message: StoredMessage, custom_id: str
) -> StoredMessage:
    clicked = await fake.click(user, message, custom_id)
    assert clicked.acknowledged and not clicked.errors, clicked.errors
    shown = fake.message(message.id)
    assert shown.ephemeral and shown.visible_to == user.id
    return shown


def button(message: StoredMessage, label: str) -> str:
    """The custom id of the enabled replay button labelled ``label``."""
    found = [
        str(c["custom_id"])
        for c in message.all_components()
        if c.get("label") == label and not c.get("disabled")
    ]
    assert len(found) == 1, (label, [c.get("label") for c in message.all_components()])
    return found[0]


@pytest.mark.parametrize(("game", "seats"), [("dobro", 3), ("sticks", 2), ("ten", 2)])
async def test_a_finished_game_replays_to_its_end_and_back_after_a_restart(
    fake_discord: FakeDiscord, start_bot: Any, game: str, seats: int
) -> None:
    fake = fake_discord
    clock = FakeClock()
    bot = await start_play_bot(start_bot, seed=7, clock=clock)
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await finished_game(fake, bot, clock, ana, game, seats)
    total = len(table.actions)
    results = results_message(fake, table)
    opened = await fake.click(ben, results, f"dobro:p:{table.game_id}:0:o")  # anyone may
    assert not opened.errors, opened.errors
    replay = opened.response()
    assert replay.ephemeral and replay.visible_to == ben.id
    assert where(replay) == (0, total)
    check_page(replay, table, 0)
    disabled = {c.get("label") for c in replay.all_components() if c.get("disabled")}
    assert disabled == {"⏮ Start", "−10", "◀ Previous"}

    replay = await page(fake, ben, replay, button(replay, "Next ▶"))
    check_page(replay, table, 1)
    step = 1
    while step < total:  # to the end, ten moves at a time
        replay = await page(fake, ben, replay, button(replay, "+10"))
        step = min(step + 10, total)
        check_page(replay, table, step)
    assert "Game over" in replay.text()
    old = replay

    await bot.close()  # a restart: the same private message goes on paging
    await start_play_bot(start_bot, seed=7, clock=clock)
    replay = await page(fake, ben, old, button(old, "◀ Previous"))
    step = total - 1
    check_page(replay, table, step)
    while step > 0:  # back to the deal, ten moves at a time
        replay = await page(fake, ben, replay, button(replay, "−10"))
        step = max(step - 10, 0)
        check_page(replay, table, step)
    replay = await page(fake, ben, replay, button(replay, "End ⏭"))
    check_page(replay, table, total)
    replay = await page(fake, ben, replay, button(replay, "⏮ Start"))
    check_page(replay, table, 0)

    # The start of a round, from the select (every game here has several rounds).
    select = f"dobro:ps:{table.game_id}"
    (rounds,) = [c for c in replay.all_components() if c.get("custom_id") == select]
    options = rounds["options"]
    assert len(options) >= 2 and options[0]["label"] == "Round 1 (move 0)"
    second = int(options[1]["value"])
    assert options[1]["label"] == f"Round 2 (move {second})"
    chosen = await fake.select(ben, replay, select, [str(second)])
    assert not chosen.errors, chosen.errors
    replay = fake.message(replay.id)
    check_page(replay, table, second)
    assert f"Move {second} of {total} · round 2" in replay.text()


async def test_the_replay_command_and_its_refusals(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """``/dobro replay game:`` opens a finished game of this server (French too); a number no
    game of this server has, or a game still in play, is refused in a sentence. (A game of
    another server: tests/teaching/test_replays.py.)"""
    fake = fake_discord
    clock = FakeClock()
    bot = await start_play_bot(start_bot, seed=3, clock=clock)
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await finished_game(fake, bot, clock, ana, "sticks", 2)
    shown = (await fake.slash(ben, fake.channel, "dobro replay", game=table.game_id)).response()
    assert shown.ephemeral and "🎬 Replay · Sticks · game" in shown.text()
    assert where(shown) == (0, len(table.actions))
    french = await fake.slash(ben, fake.channel, "dobro replay", game=table.game_id, locale="fr")
    assert "🎬 Revoir · Bâtonnets · partie" in french.response().text()

    missing = await fake.slash(ana, fake.channel, "dobro replay", game=table.game_id + 50)
    assert f"There is no game {table.game_id + 50} in this server." in missing.response().text()
    playing = await open_table(fake, bot, ana, computers=["normal"], seats=2, game="ten")
    running = await fake.slash(ana, fake.channel, "dobro replay", game=playing.game_id)
    assert "is not finished: only a finished game can be replayed" in running.response().text()


async def test_forget_me_reaches_a_replay_kept_in_memory(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """#31, point 4: a replay being watched (its keyframes in memory) shows the person's name
    until they ask to be forgotten; the next page, in the same private message, shows the
    renamed record: no name, no mention."""
    fake = fake_discord
    clock = FakeClock()
    bot = await start_play_bot(start_bot, seed=3, clock=clock)
    ana = fake.member("ana")
    table = await finished_game(fake, bot, clock, ana, "sticks", 2)
    name = table.seats[0].name
    shown = (await fake.slash(ana, fake.channel, "dobro replay", game=table.game_id)).response()
    assert name in shown.text()
    asked = (await fake.slash(ana, fake.channel, "dobro forget-me")).response()
    done = await fake.click(ana, asked, f"dobro:fm:{ana.id}")
    assert not done.errors
    await settle(fake, bot)
    after = await page(fake, ana, shown, f"dobro:p:{table.game_id}:1:d")
    text = after.text()
    assert where(after)[0] == 1
    assert name not in text and f"<@{ana.id}>" not in text, text
    again = (await fake.slash(ana, fake.channel, "dobro replay", game=table.game_id)).response()
    assert name not in again.text() and f"<@{ana.id}>" not in again.text()


async def test_replays_and_exports_go_to_its_players_and_those_who_see_its_channel(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """#31, point 6: every hand is face up in a replay and an export, so a game played in a
    channel cleo cannot see is refused to her (from another channel, by number), in words;
    dan, who sees that channel, gets it, and so does ana, who played it, even once she no
    longer sees the channel."""
    from fakediscord.models import VIEW_CHANNEL

    fake = fake_discord
    clock = FakeClock()
    bot = await start_play_bot(start_bot, seed=3, clock=clock)
    ana, cleo, dan = fake.member("ana"), fake.member("cleo"), fake.member("dan")
    table = await finished_game(fake, bot, clock, ana, "sticks", 2)
    gid = table.game_id
    fake.set_permissions(fake.channel, fake.guild.id, deny=VIEW_CHANNEL)
    fake.set_permissions(fake.channel, fake.bot_user, allow=VIEW_CHANNEL)
    fake.set_permissions(fake.channel, dan, allow=VIEW_CHANNEL)
    await settle(fake, bot)
    elsewhere = fake.other_channel

    for locale, words in (
        ("en-US", f"Game {gid} was played in a channel you cannot see"),
        ("fr", f"La partie {gid} s'est jouée dans un salon que vous ne voyez pas"),
    ):
        replay = await fake.slash(cleo, elsewhere, "dobro replay", game=gid, locale=locale)
        refused = replay.response()
        assert refused.ephemeral and words in (refused.content or ""), refused.content
        assert "Every hand" not in refused.text()
        export = await fake.slash(cleo, elsewhere, "dobro export", game=gid, locale=locale)
        said = [export.response(), *export.followups()]
        assert all(not m.files for m in said)
        assert any(words in (m.content or "") for m in said), [m.content for m in said]

    for user in (dan, ana):
        shown = (await fake.slash(user, elsewhere, "dobro replay", game=gid)).response()
        assert shown.ephemeral and "Every hand" in shown.text()
        exported = await fake.slash(user, elsewhere, "dobro export", game=gid)
        (attachment,) = [f for m in [exported.response(), *exported.followups()] for f in m.files]
        assert b'"actions"' in attachment.data
