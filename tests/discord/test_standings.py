"""Ratings through the offline Discord: a counted game's results message shows each person's
rating before → after and their rank, and a moderator can rebuild the ratings from storage."""

from __future__ import annotations

import random
from typing import Any

from fakediscord import FakeDiscord
from tests.discord.play_helpers import open_table, play_by_clicks, settle, start_play_bot


async def test_results_show_ratings_and_a_moderator_recomputes_them(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=21)
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await open_table(fake, bot, ana, others=[ben], computers=["normal"], seats=3)
    await play_by_clicks(fake, bot, table, [ana, ben], random.Random(21))
    await settle(fake, bot)
    (results,) = [m for m in fake.messages(fake.channel) if "Dobro · results" in m.text()]
    text = results.text()
    changes = {c.user_id: c for c in await bot.db.ratings.changes(table.game_id)}
    assert set(changes) == {ana.id, ben.id}  # people only: the computer is not rated
    for user in (ana, ben):
        line = next(line for line in text.splitlines() if f"<@{user.id}>" in line)
        after = await bot.db.ratings.get(table.guild_id, user.id)
        assert after is not None
        shown = round(1000 + 25 * (after.mu - 3 * after.sigma))
        assert f"rating 1000 → {shown} ({shown - 1000:+d})" in line
        rank = await bot.db.ratings.rank(table.guild_id, user.id)
        assert line.endswith(f" · #{rank}")
    assert results.notified() == set()  # the results mention people without pinging them

    refused = await fake.slash(ben, fake.channel, "dobro recompute-ratings")
    assert refused.response().ephemeral
    assert refused.response().content.startswith("Only a moderator")
    before = await bot.db.ratings.all(table.guild_id)
    done = await fake.slash(ana, fake.channel, "dobro recompute-ratings", locale="fr")
    assert done.response().content.startswith("Classements recalculés à partir de 1 partie comptée")
    after = await bot.db.ratings.all(table.guild_id)
    assert [(r.user_id, round(r.mu, 9), round(r.sigma, 9)) for r in after] == [
        (r.user_id, round(r.mu, 9), round(r.sigma, 9)) for r in before
    ]
