"""The abuse suite in CI (issue "many tables on one bot", reliability point "abuse").

Runs `reliability.abuse` (see its docstring) with 1,500 bad interactions against the real bot on
the offline Discord: every one answered in time by something readable and private, no error
logged, no game changed; at the end every stored record is exactly the people's moves and replays
to what the table message shows. `python -m reliability.abuse --count 10000` is the long run.
"""

from __future__ import annotations

import logging
from typing import Any

import pytest

import dobro_rules as dr
from fakediscord import FakeDiscord, FakeInteraction
from reliability.abuse import MEMBER_NAMES, MODAL_SUBMIT, Abuse, add_channels, seed_bot
from tests.discord.play_helpers import (
    assert_no_hand_in_public,
    open_table,
    settle,
    start_play_bot,
    table_message,
)

pytestmark = pytest.mark.fake_discord(member_names=MEMBER_NAMES)


async def test_abuse_storm_changes_nothing(fake_discord: FakeDiscord, start_bot: Any) -> None:
    add_channels(fake_discord)
    bot = await start_play_bot(start_bot)
    seed_bot(bot, 20260)
    report = await Abuse(fake_discord, bot, 20260).run(1500)
    print(report.summary())
    assert not report.problems, report.summary()
    assert_no_hand_in_public(fake_discord)  # every public message and request
    assert report.legit_moves > 100 and report.games_finished >= 1
    assert max(report.times) < fake_discord.interaction_deadline


# ------------------------------------------------------------------------------------------------
# Regressions: each bug the abuse run found, on its own.


async def _two_at_a_table(fake: FakeDiscord, start_bot: Any) -> tuple[Any, Any, Abuse]:
    """p1 and p2 at a 2-seat table without a timer, and an `Abuse` driver for forged input."""
    bot = await start_play_bot(start_bot, seed=5)
    p1, p2 = fake.member("p1"), fake.member("p2")
    table = await open_table(fake, bot, p1, others=[p2], seats=2, timer=0)
    return bot, table, Abuse(fake, bot, 5)


def _on_turn(fake: FakeDiscord, table: Any) -> tuple[Any, Any]:
    state = table.state
    on_turn = fake.user(table.user_of(state.players[state.turn]))
    waiting = next(u for u in (fake.member("p1"), fake.member("p2")) if u is not on_turn)
    return on_turn, waiting


def _answered_privately(abuse: Abuse, interaction: FakeInteraction, caplog: Any) -> str:
    abuse._check_answer(interaction, "regression", attack=True)
    assert not abuse.report.problems, abuse.report.problems
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], caplog.text
    (message,) = interaction.messages()
    assert message.ephemeral
    return message.text()


async def test_a_table_id_beyond_64_bits_is_no_table(
    fake_discord: FakeDiscord, start_bot: Any, caplog: pytest.LogCaptureFixture
) -> None:
    # Was: OverflowError from SQLite in TableService.load / play_again, logged as a bug.
    _, table, abuse = await _two_at_a_table(fake_discord, start_bot)
    on_turn, _ = _on_turn(fake_discord, table)
    shown = table_message(fake_discord, table)
    for custom_id in (f"dobro:t:{10**30}:hand", f"dobro:t:{10**30}:again", f"dobro:v:{2**63}:0:0"):
        caplog.clear()
        text = _answered_privately(
            abuse, await abuse.forged_click(on_turn, shown, custom_id), caplog
        )
        assert "no open table" in text or "out of date" in text, text
    assert table.state.version == 0


async def test_a_superscript_joker_value_is_out_of_date(
    fake_discord: FakeDiscord, start_bot: Any, caplog: pytest.LogCaptureFixture
) -> None:
    # Was: int("²") raised ValueError in JokerSelect.callback ("²".isdigit() is True).
    _, table, abuse = await _two_at_a_table(fake_discord, start_bot)
    on_turn, _ = _on_turn(fake_discord, table)
    gid = table.game_id
    hand = (
        await fake_discord.click(on_turn, table_message(fake_discord, table), f"dobro:t:{gid}:hand")
    ).response()
    pressed = await abuse.forged_select(on_turn, hand, f"dobro:j:{gid}:0:0", ["²"])
    assert "out of date" in _answered_privately(abuse, pressed, caplog)
    assert table.state.version == 0


async def test_a_joker_select_naming_a_plain_move_plays_nothing(
    fake_discord: FakeDiscord, start_bot: Any, caplog: pytest.LogCaptureFixture
) -> None:
    # Was: the declared value was ignored and the plain move at that index was played.
    bot, table, abuse = await _two_at_a_table(fake_discord, start_bot)
    on_turn, _ = _on_turn(fake_discord, table)
    gid, state = table.game_id, table.state
    seat = state.players.index(table.name_of(on_turn.id))
    plain = next(i for i, m in enumerate(dr.seat_moves(state, seat)) if "J" not in m.cards)
    hand = (
        await fake_discord.click(on_turn, table_message(fake_discord, table), f"dobro:t:{gid}:hand")
    ).response()
    pressed = await abuse.forged_select(on_turn, hand, f"dobro:j:{gid}:0:{plain}", ["5"])
    _answered_privately(abuse, pressed, caplog)
    assert table.state.version == 0 and (await bot.db.games.actions(gid)) == []


async def test_an_id_no_item_handles_is_answered(
    fake_discord: FakeDiscord, start_bot: Any, caplog: pytest.LogCaptureFixture
) -> None:
    # Was: discord.py dropped it silently: "This interaction failed" after 3 s.
    _, table, abuse = await _two_at_a_table(fake_discord, start_bot)
    x1 = fake_discord.member("x1")
    shown = table_message(fake_discord, table)
    for custom_id in ("garbage", "dobro:t:1:HAND", "dobro:m:1:0:-1", "DOBRO:m:1:0:0", "dobro:z:1"):
        caplog.clear()
        text = _answered_privately(abuse, await abuse.forged_click(x1, shown, custom_id), caplog)
        assert text == "This control is out of date."
    modal = {"custom_id": "dobro:nothing", "components": []}
    sent = await abuse._send(MODAL_SUBMIT, x1, fake_discord.channel, modal)
    assert _answered_privately(abuse, sent, caplog) == "This control is out of date."


async def test_a_hand_control_claiming_a_public_message_answers_privately(
    fake_discord: FakeDiscord, start_bot: Any, caplog: pytest.LogCaptureFixture
) -> None:
    # Was: the hand replaced the public table message (a type 7 update of the message the
    # forged control claimed to be on): everyone saw the presser's cards.
    bot, table, abuse = await _two_at_a_table(fake_discord, start_bot)
    _, waiting = _on_turn(fake_discord, table)
    gid = table.game_id
    shown = table_message(fake_discord, table)
    before = shown.text()
    for custom_id in (f"dobro:v:{gid}:0:0", f"dobro:m:{gid}:0:0", f"dobro:m:{gid}:7:0"):
        caplog.clear()
        pressed = await abuse.forged_click(waiting, shown, custom_id)
        assert "out of date" in _answered_privately(abuse, pressed, caplog)
    await settle(fake_discord, bot)
    assert table_message(fake_discord, table).text() == before
    assert table.state.version == 0
    assert_no_hand_in_public(fake_discord)
