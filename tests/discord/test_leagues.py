"""Leagues through the offline Discord: a league's whole life (created by a moderator, played
by clicks with its own settings, counted only for itself and the server, ranked, closed with a
podium) and its automatic close at its end date, across a restart, posted exactly once."""

from __future__ import annotations

import random
from datetime import UTC, datetime
from typing import Any

from bot import DobroBot
from fakediscord import FakeDiscord
from standings import rate_values
from tests.discord.play_helpers import (
    open_table,
    play_by_clicks,
    settle,
    start_play_bot,
)
from tests.discord.test_leaderboard import board_rows, db_of, finish
from tests.tables.fakes import FakeClock
from tests.tables.helpers import eventually

DAY = 86400.0


async def said(fake: FakeDiscord, user: Any, command: str, **options: Any) -> str:
    reply = (await fake.slash(user, fake.channel, command, **options)).response()
    assert reply.ephemeral
    return reply.content


def podium_posts(fake: FakeDiscord, channel: Any) -> list[Any]:
    return [m for m in fake.messages(channel) if "is over" in m.text() or "terminée" in m.text()]


async def test_a_leagues_whole_life(fake_discord: FakeDiscord, start_bot: Any) -> None:
    fake = fake_discord
    clock = FakeClock()
    bot = await start_play_bot(start_bot, seed=8, clock=clock)
    db = db_of(bot)
    guild = fake.guild.id
    ana, ben, cleo = fake.member("ana"), fake.member("ben"), fake.member("cleo")
    other = fake.other_channel

    # Create: the end date's examples come from the clock; names are anyone's text.
    choices = await fake.autocomplete(
        ana, fake.channel, "dobro league create", focused="ends", name="x", ends=""
    )
    assert [c["value"] for c in choices] == ["2027-01-22", "2027-01-29", "2027-02-12", "2027-04-15"]
    assert choices[0]["name"] == "2027-01-22 (in 7 days)"
    created = await fake.slash(
        ana, fake.channel, "dobro league create", name="Autumn *Cup*", ends=choices[0]["value"],
        timer=60, options={"options": "drawing:auto variant:standard"}, channel=other,
    )  # fmt: skip
    text = created.response().content
    assert not created.response().ephemeral
    settings = "Dobro · 3 rounds · automatic drawing · 1 min per turn"
    assert f"**Autumn \\*Cup\\*** is open: {settings}" in text
    assert "with /dobro new and the option league: Autumn \\*Cup\\*." in text
    assert (await said(fake, ben, "dobro league create", name="Mine")).startswith("Only a mod")
    taken = await said(fake, ana, "dobro league create", name="autumn *CUP*")
    assert taken.startswith("This server already has a league called autumn \\*CUP\\*")
    assert (await said(fake, ana, "dobro league create", name="Old", ends="2020-01-01")).endswith(
        "has already passed: a league ends in the future."
    )
    assert "is not a date" in await said(fake, ana, "dobro league create", name="B", ends="soon")
    # The game's options in one text option (suggested as one types); a wrong word is refused.
    offered = await fake.autocomplete(
        ana, fake.channel, "dobro league create", focused="options", name="W",
        options={"options": "var"},
    )  # fmt: skip
    assert [c["value"] for c in offered][:2] == ["variant:standard", "variant:long"]
    bad = await said(
        fake, ana, "dobro league create", name="Winter", options={"options": "colour:blue"}
    )
    assert bad.startswith("colour:blue is not an option of this command")
    await fake.slash(
        ana, fake.channel, "dobro league create", name="Winter", options={"options": "variant:long"}
    )
    assert [x.name for x in await db.leagues.listed(guild)] == ["Winter", "Autumn *Cup*"]
    winter = await db.leagues.by_name(guild, "Winter")
    assert winter is not None and winter.settings["options"] == {"variant": "long"}

    listed = (await fake.slash(cleo, fake.channel, "dobro league list")).response()
    assert "**Winter** · open since" in listed.text() and "no end date" in listed.text()
    assert "**Autumn \\*Cup\\***" in listed.text() and "0 games" in listed.text()

    # A table for the league: its settings, which the host cannot change.
    offered = await fake.autocomplete(ben, fake.channel, "dobro new", focused="league", league="au")
    assert [c["value"] for c in offered] == ["Autumn *Cup*"]
    refused = await said(fake, ben, "dobro new", league="Autumn *Cup*", variant="long")
    assert refused.startswith("A league table plays the league's game with its settings")
    assert bot.tables.in_channel(fake.channel.id) is None
    table = await open_table(
        fake, bot, ben, others=[cleo], computers=["normal"], seats=3, league="Autumn *Cup*"
    )
    autumn = await db.leagues.by_name(guild, "Autumn *Cup*")
    assert table.settings.league_id == autumn.id and table.settings.timer == 60
    table_text = fake.message(table.message_id).text()
    assert "Dobro · table" in table_text and "🏅 Autumn \\*Cup\\*" in table_text
    await play_by_clicks(fake, bot, table, [ben, cleo], random.Random(8))
    await settle(fake, bot)
    autumn = await db.leagues.by_name(guild, "Autumn *Cup*")
    assert autumn.games == 1
    assert {c.user_id for c in await db.ratings.changes(table.game_id, autumn.id)} == {
        ben.id, cleo.id
    }  # fmt: skip
    assert (await db.leaderboard.player_totals(guild, ben.id)).games == 1  # the server's too

    # Other games: outside any league, and in Winter; each counts only where it was played.
    winter = await db.leagues.by_name(guild, "Winter")
    await finish(bot, guild, [ana.id, ben.id], [9, 4])
    people = list(range(5001, 5013))  # 12 more players: two pages of Winter standings
    for k in range(0, 12, 2):
        await finish(bot, guild, [people[k], people[k + 1], ana.id], [3, 5, 7], league=winter.id)
    await db.ratings.recompute(guild, rate_values)
    assert (await db.leagues.get(autumn.id)).games == 1
    assert (await db.leagues.get(winter.id)).games == 6

    shown = (
        await fake.slash(cleo, fake.channel, "dobro league standings", league="autumn *cup*")
    ).response()
    rows = board_rows(shown)
    assert len(rows) == 2 and {f"<@{ben.id}>", f"<@{cleo.id}>"} <= set(" ".join(rows).split())
    assert "Autumn \\*Cup\\* · standings" in shown.text() and "2 rated players" in shown.text()
    newest = (await fake.slash(ben, fake.channel, "dobro league standings")).response()
    assert "Winter · standings" in newest.text() and "13 rated players" in newest.text()
    assert "page 1 of 2" in newest.text() and f"**You** (<@{ben.id}>)" in newest.text()
    await fake.click(ben, newest, f"dobro:ls:{winter.id}:2")
    assert "page 2 of 2" in fake.message(newest.id).text()
    offered = await fake.autocomplete(
        ben, fake.channel, "dobro league standings", focused="league", league=""
    )
    assert [c["value"] for c in offered] == ["Winter", "Autumn *Cup*"]

    # Closing by hand: asked first, only the asker answers, the podium goes where it was closed.
    ask = (await fake.slash(ana, fake.channel, "dobro league close", league="Winter")).response()
    assert ask.ephemeral and "Close **Winter** now?" in ask.content
    kept = await fake.click(ana, ask, f"dobro:lc:{winter.id}:{ana.id}:no")
    assert "stays open" in kept.response().content and (await db.leagues.get(winter.id)).open
    ask = (await fake.slash(ana, fake.channel, "dobro league close", league="Winter")).response()
    await fake.click(ana, ask, f"dobro:lc:{winter.id}:{ana.id}")
    await settle(fake, bot)
    assert "🏁 **Winter** is closed" in fake.message(ask.id).content
    (final,) = podium_posts(fake, fake.channel)
    lines = final.text().splitlines()
    assert [line[:1] for line in lines if line[:1] in "🥇🥈🥉"] == ["🥇", "🥈", "🥉"]
    assert "6 games · 13 rated players" in final.text() and len(board_rows(final)) == 7
    assert final.notified() == set()
    closed = await said(fake, ben, "dobro new", league="Winter")
    assert closed.startswith("The league Winter is closed")
    assert await said(fake, ana, "dobro league close", league="Winter") == closed
    listed = (await fake.slash(cleo, fake.channel, "dobro league list")).response()
    assert "**Winter** · " in listed.text() and "· closed" in listed.text()

    # Autumn closes itself at its end date (the end of 2027-01-22, UTC), posting in its channel.
    end = datetime(2027, 1, 23, tzinfo=UTC).timestamp()
    await clock.advance(end - 60 - clock.now())
    await settle(fake, bot)
    assert (await db.leagues.get(autumn.id)).open and not podium_posts(fake, other)
    await clock.advance(120)
    await eventually(lambda: podium_posts(fake, other), what="the podium is posted")
    assert not (await db.leagues.get(autumn.id)).open
    (final,) = podium_posts(fake, other)
    assert "League Autumn \\*Cup\\* is over" in final.text() and "🥇" in final.text()
    refused = await said(fake, cleo, "dobro new", league="Autumn *Cup*")
    assert refused.startswith("The league Autumn \\*Cup\\* is closed")
    # Play again on the league's finished table: refused privately, the name escaped.
    (ended,) = [m for m in fake.messages(fake.channel) if "Dobro · results" in m.text()]
    again = await fake.click(ben, ended, f"dobro:t:{table.game_id}:again")
    assert again.response().ephemeral
    assert again.response().content == (
        "The league Autumn \\*Cup\\* has closed: this table cannot play for it any more."
    )
    assert bot.tables.in_channel(fake.channel.id) is None


async def test_a_league_that_ended_while_the_bot_was_down_closes_at_start_up_once(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    clock = FakeClock()
    bot: DobroBot = await start_play_bot(start_bot, clock=clock)
    ana, ben = fake.member("ana"), fake.member("ben")
    await fake.slash(
        ana, fake.channel, "dobro config language", value="fr"
    )  # league posts speak the server's language
    await fake.slash(ana, fake.channel, "dobro league create", name="Sprint", ends="2027-01-16")
    league = await db_of(bot).leagues.by_name(fake.guild.id, "Sprint")
    await finish(bot, fake.guild.id, [ana.id, ben.id], [2, 8], league=league.id, owed=())
    await db_of(bot).ratings.recompute(fake.guild.id, rate_values)
    await bot.close()

    await clock.advance(3 * DAY)  # the bot was down when the league ended
    bot = await start_play_bot(start_bot, clock=clock)
    await eventually(lambda: podium_posts(fake, fake.channel), what="the podium is posted")
    (final,) = podium_posts(fake, fake.channel)  # where it was created: it named no channel
    assert "La ligue Sprint est terminée" in final.text()
    assert f"🥇 <@{ana.id}>" in final.text() and f"🥈 <@{ben.id}>" in final.text()

    # The post is marked sent once Discord accepted it: just after it appears.
    async def marked() -> bool:
        return (await db_of(bot).leagues.get(league.id)).posted_message_id == final.id

    await eventually(marked, what="the podium is marked posted")
    assert (await db_of(bot).leagues.get(league.id)).closed_by is None

    await bot.close()
    bot = await start_play_bot(start_bot, clock=clock)
    cog = bot.get_cog("Leagues")
    await eventually(lambda: cog.passes >= 1, what="the league job ran after the restart")
    await settle(fake, bot)
    assert len(podium_posts(fake, fake.channel)) == 1  # posted once, never again
