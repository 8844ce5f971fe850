"""The 429 storm in CI (#31, point 7): two Sticks tables (simultaneous picks, and cards in
turn with a computer) played to their end by people who act only on what the bot shows them,
while 45 % of the posts and edits in their channels, through the channel or an interaction's
webhook (#35), are answered 429 (a fifth of the channel ones Discord's global limit). Every
game finishes, its results are posted once and its table message shows its end; discord.py's
give-ups are one WARNING line each, never an ERROR with a traceback. ``python -m
reliability.storm`` is the long run (docs/RELIABILITY.md)."""

from __future__ import annotations

from typing import Any

import pytest

from fakediscord import FakeDiscord
from reliability.storm import MEMBERS, Storm


@pytest.mark.fake_discord(member_names=MEMBERS[:8])
async def test_every_game_finishes_in_a_429_storm(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    bot = await start_bot(ai_delay=0.2, table_edit_interval=0.5)
    run = Storm(fake_discord, bot, tables=2, rate=0.45, seed=4, stall=30, plans=(0, 3))
    figures = await run.run(deadline=240)
    summary = run.summary()
    print(summary)
    assert not figures.problems, summary
    assert run.storm is not None and run.storm.total > 20
