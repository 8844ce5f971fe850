"""Helpers of the "play anywhere" tests (#34): a bot whose commands are global (DMs and group
DMs see only global commands), optionally on a fake clock that Discord follows, and a hand
opened at a table delivered through interactions (the press updates the table message, the
hand is its private follow-up)."""

from __future__ import annotations

import random
import re
from typing import Any

from bot import DobroBot
from fakediscord import FakeDiscord, FakeUser, StoredMessage
from tables import Table
from tests.discord.play_helpers import PLAY_EXTENSIONS, settle, tables
from tests.fixtures import BotFactory
from tests.tables.fakes import FakeClock

#: A private hand's move buttons (table id, version, index).
MOVE = re.compile(r"dobro:m:(\d+):(\d+):(\d+)$")


async def start_anywhere_bot(
    fake: FakeDiscord,
    start_bot: BotFactory,
    *,
    seed: int = 5,
    clock: FakeClock | None = None,
    **settings: Any,
) -> DobroBot:
    """A bot with every cog, its commands synced globally (as in production: DMs and group
    DMs see only global commands), computers at once, reproducible deals. With ``clock``:
    the bot's timers run on it, and Discord's time follows it (ids, token ages, deadlines)."""
    if clock is not None:
        fake.follow(clock)
    bot = await start_bot(
        extensions=PLAY_EXTENSIONS, ai_delay=0, clock=clock, dev_guild_id=None, **settings
    )
    service = tables(bot)
    service.rng = random.Random(seed)
    deal = random.Random(seed * 7919 + 1)
    service.seeds = lambda: deal.getrandbits(48)
    if clock is not None:
        bot.get_cog("Play").writers.discord_now = clock.now  # type: ignore[union-attr]
    return bot


def table_message(fake: FakeDiscord, table: Table) -> StoredMessage:
    assert table.message_id is not None
    return fake.message(table.message_id)


async def open_hand(fake: FakeDiscord, table: Table, user: FakeUser) -> StoredMessage:
    """*My hand* pressed on the table message: at a table delivered through interactions the
    press's own answer updates the table message, and the hand is its private follow-up."""
    pressed = await fake.click(user, table_message(fake, table), f"dobro:t:{table.game_id}:hand")
    assert pressed.acknowledged and not pressed.errors, pressed.errors
    if table.settings.delivery == "interaction":
        assert pressed.callback_type == 7, "the table message is the press's own answer"
        hands = [m for m in pressed.followups() if m.ephemeral]
        assert len(hands) == 1
        hand = hands[0]
    else:
        hand = pressed.response()
    assert hand.ephemeral and hand.visible_to == user.id
    return hand


def moves_of(hand: StoredMessage) -> list[tuple[str, str]]:
    """The live move buttons of a hand: (custom id, label)."""
    return [
        (c["custom_id"], c.get("label", ""))
        for c in hand.all_components()
        if MOVE.match(str(c.get("custom_id", ""))) and not c.get("disabled")
    ]


def waited(table: Table) -> list[int]:
    """The user ids of the people the game waits on for a turn now."""
    return [
        int(table.seats[seat].user_id)  # type: ignore[arg-type]
        for seat, kind in table.waits()
        if kind == "turn" and not table.seats[seat].played_by_computer
    ]


async def play_turn(
    fake: FakeDiscord, bot: DobroBot, table: Table, users: dict[int, FakeUser], pick: int
) -> None:
    """The person on turn opens their hand and plays the ``pick``-th (wrapped) legal card."""
    user = users[waited(table)[0]]
    hand = await open_hand(fake, table, user)
    buttons = moves_of(hand)
    assert buttons, hand.text()[:300]
    custom_id, _ = buttons[pick % len(buttons)]
    clicked = await fake.click(user, hand, custom_id)
    assert clicked.acknowledged and not clicked.errors, clicked.errors
    await settle(fake, bot)
