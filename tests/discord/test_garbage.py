"""Clicks leave no cyclic garbage (issue 35).

At 1,000 busy tables the bot's worst pauses were full garbage collections (16 of ~180 ms in
20 s): every click's discord.py interaction (it and its ``InteractionResponse`` point at each
other) and every view drawn (items and views point at each other) were reference cycles,
~90 objects a click, that only a collection frees, and that lived long enough to be promoted
to the oldest generation. Now the play cog lets each answered interaction go
(``cogs.let_go``) and each sent or compared view (``cogs.let_go_view``): whole games through
the offline Discord, with the collector saving whatever it would free, leave nothing.
"""

from __future__ import annotations

import gc
import random
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from fakediscord import FakeDiscord
from tests.discord.play_helpers import (
    PLAY_EXTENSIONS,
    open_table,
    play_by_clicks,
    settle,
    start_play_bot,
    tables,
)
from tests.discord.test_dobble import SKEW, Race, open_dobble, play_stage
from tests.discord.test_trust import play
from tests.tables.fakes import FakeClock

#: Where the bot's objects come from (the offline Discord and its schema checks, in this same
#: process, are not the bot's).
OURS = ("discord", "cogs", "tables", "storage", "standings", "locales", "guilds", "people")


def origin(thing: object) -> str:
    """The module a garbage object comes from: a function's own, else its type's."""
    if callable(thing) and hasattr(thing, "__qualname__") and hasattr(thing, "__module__"):
        return f"{thing.__module__}.{thing.__qualname__}"
    kind = type(thing)
    return f"{kind.__module__}.{kind.__qualname__}"


@contextmanager
def cycles() -> Iterator[Counter[str]]:
    """What the collector would free of what the bot made inside, by origin (``gc.garbage``
    under ``DEBUG_SAVEALL``), counted into the yielded counter on the way out."""
    found: Counter[str] = Counter()
    gc.collect()
    gc.garbage.clear()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        yield found
        gc.collect()
        found.update(name for name in map(origin, gc.garbage) if name.split(".")[0] in OURS)
    finally:
        gc.set_debug(0)
        gc.garbage.clear()


async def test_dobro_clicks_leave_no_cycles(fake_discord: FakeDiscord, start_bot: Any) -> None:
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=5)
    people = [
        fake.member("ana"),
        fake.member("ben"),
        fake.add_member("cat"),
        fake.add_member("dan"),
    ]
    table = await open_table(fake, bot, people[0], others=people[1:], seats=4)
    with cycles() as garbage:
        log = await play_by_clicks(
            fake, bot, table, people, random.Random(1), stop_after=30, spot_check=0.3
        )
        await settle(fake, bot)
    assert sum(log.clicks.values()) == 30 and log.hands_opened >= 30
    assert not garbage, garbage.most_common(12)


async def test_sticks_clicks_leave_no_cycles(fake_discord: FakeDiscord, start_bot: Any) -> None:
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=11)
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await open_table(
        fake, bot, ana, others=[ben], computers=["normal"], seats=3, game="sticks"
    )
    with cycles() as garbage:
        made = await play(fake, bot, table, [ana, ben], moves=4)
    assert min(made.values()) >= 4
    assert not garbage, garbage.most_common(12)


async def test_a_dobble_stage_leaves_no_cycles(fake_discord: FakeDiscord, start_bot: Any) -> None:
    """Right claims on the board and on panels, a computer's claims, the boards drawn."""
    fake = fake_discord
    clock = FakeClock()
    fake.follow(clock, SKEW)  # as Race reckons its clicks' times
    bot = await start_bot(
        extensions=PLAY_EXTENSIONS, ai_delay=0, clock=clock, table_edit_interval=0.5
    )
    tables(bot).rng = random.Random(6)
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await open_dobble(fake, bot, ana, [ben], ["quick"], minigames="2", modes="each")
    people = {table.seat_of(u.id).seat: u for u in (ana, ben)}  # type: ignore[union-attr]
    race = Race(fake, bot, clock, table)
    with cycles() as garbage:
        for _ in range(2):
            if table.over:
                break
            await race.go()
            await play_stage(race, people, claims=3)
        await settle(fake, bot)
    assert len(table.actions) >= 6
    assert not garbage, garbage.most_common(12)


async def test_commands_leave_no_cycles(fake_discord: FakeDiscord, start_bot: Any) -> None:
    """Slash commands go through discord.py's command tree: ``/dobro new`` (a busy server's
    most frequent) and its lobby."""
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=3)
    ana = fake.member("ana")
    with cycles() as garbage:
        for channel in (fake.channel, fake.add_channel("second")):
            answer = await fake.slash(ana, channel, "dobro new", seats=2)
            assert answer.acknowledged and not answer.errors, answer.errors
        await settle(fake, bot)
    assert not garbage, garbage.most_common(12)
