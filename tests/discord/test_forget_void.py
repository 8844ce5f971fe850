"""/dobro forget-me and /dobro void through the offline Discord: nothing changes until the
person confirms (only they may), and a moderator's voided game counts for nobody but stays in
the history with its reason. Finished games are written straight into the bot's database."""

from __future__ import annotations

from typing import Any

import discord

from bot import DobroBot
from fakediscord import FakeDiscord
from standings import rate_values
from storage import GameStatus, Seat
from tests.discord.play_helpers import start_play_bot
from tests.discord.test_leaderboard import db_of, finish


async def snapshot(bot: DobroBot, guild: int) -> tuple[Any, ...]:
    db = db_of(bot)
    totals = await db.leaderboard.page(guild, "games", limit=100)
    return (
        [e.totals for e in totals],
        await db.ratings.all(guild),
        await db.fetchall("SELECT game_id, seat, user_id, forgotten FROM game_results"),
        await db.fetchall("SELECT id, voided_reason FROM games"),
    )


async def seeded(bot: DobroBot, guild: int, ana: int, ben: int, cleo: int) -> list[int]:
    games = [
        await finish(bot, guild, [ana, ben, None], [3, 5, 7]),
        await finish(bot, guild, [ben, cleo, ana], [2, 9, 4]),
        await finish(bot, guild, [cleo, ben], [6, 1]),
    ]
    await db_of(bot).ratings.recompute(guild, rate_values)
    return games


async def test_forget_me_asks_first_and_only_the_person_can_confirm(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    bot = await start_play_bot(start_bot)
    ana, ben, cleo = fake.member("ana"), fake.member("ben"), fake.member("cleo")
    guild = fake.guild.id
    db = db_of(bot)
    games = await seeded(bot, guild, ana.id, ben.id, cleo.id)
    # ana began a tutorial (kept across servers) and was greeted as a newcomer.
    await db.tutorials.start(ana.id, "dobro", step=2, moves=[], script="v1")
    await db.tutorials.first_contact(ana.id)
    before = await snapshot(bot, guild)
    confirm, cancel = f"dobro:fm:{ana.id}", f"dobro:fm:{ana.id}:no"

    # Asked and cancelled; asked and never answered: nothing changes.
    asked = (await fake.slash(ana, fake.channel, "dobro forget-me")).response()
    assert asked.ephemeral and asked.content.startswith("This removes your totals")
    assert [b["custom_id"] for b in asked.buttons()] == [confirm, cancel]
    cancelled = await fake.click(ana, asked, cancel)
    assert cancelled.callback_type == 7 and not cancelled.errors
    assert fake.message(asked.id).content == "Cancelled: nothing was changed."
    assert fake.message(asked.id).buttons() == []
    unanswered = (await fake.slash(ana, fake.channel, "dobro forget-me")).response()
    assert await snapshot(bot, guild) == before

    # Someone else pressing ana's Confirm (a button they could see) is refused.
    channel = bot.get_channel(fake.channel.id)
    assert isinstance(channel, discord.TextChannel)
    # The bot's own module: an extension is loaded as a fresh module object.
    forget_view = bot.extensions["cogs.standings"].forget_view
    shown = await channel.send("forget?", view=forget_view(ana.id, "en"))
    refused = (await fake.click(ben, shown.id, confirm)).response()
    assert refused.ephemeral
    assert refused.content == "Only the person who asked to be forgotten can answer this."
    assert await snapshot(bot, guild) == before

    # ana confirms, in French, from the question she never answered.
    done = await fake.click(ana, unanswered, confirm, locale="fr")
    assert not done.errors
    answer = fake.message(unanswered.id)
    assert answer.content.startswith("C'est fait : ce serveur ne garde plus")
    assert "« un ancien joueur » dans 2 résultats passés" in answer.content
    assert answer.buttons() == []
    assert await db.leaderboard.player_totals(guild, ana.id) is None
    assert await db.ratings.get(guild, ana.id) is None
    assert await db.tutorials.of_user(ana.id) == []  # her tutorials went too
    assert await db.tutorials.first_contact(ana.id)  # greeted again if she comes back
    assert await db.stats.player(guild, ana.id) is None
    rows = await db.fetchall(
        "SELECT game_id, user_id, is_ai FROM game_results WHERE forgotten = 1 ORDER BY game_id"
    )
    assert rows == [(games[0], None, 0), (games[1], None, 0)]
    ratings = await db.ratings.all(guild)
    assert {r.user_id for r in ratings} == {ben.id, cleo.id}
    await db.ratings.recompute(guild, rate_values)
    assert await db.ratings.all(guild) == ratings
    ben_totals = await db.leaderboard.player_totals(guild, ben.id)
    assert ben_totals is not None and ben_totals.games == 3  # the others keep their games

    for locale, former in (("en-US", "a former player"), ("fr", "un ancien joueur")):
        history = (await fake.slash(cleo, fake.channel, "dobro history", locale=locale)).response()
        assert f"<@{ana.id}>" not in history.text()
        assert history.text().count(former) == 2
        assert f"<@{ben.id}>" in history.text()


async def test_a_moderator_voids_a_game_and_the_history_says_why(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    bot = await start_play_bot(start_bot)
    ana, ben, cleo = fake.member("ana"), fake.member("ben"), fake.member("cleo")
    guild = fake.guild.id
    db = db_of(bot)
    games = await seeded(bot, guild, ana.id, ben.id, cleo.id)
    before = await snapshot(bot, guild)

    refused = (
        await fake.slash(ben, fake.channel, "dobro void", game=games[0], reason="I lost")
    ).response()
    assert refused.ephemeral
    assert refused.content.startswith("Only a moderator can do that: Manage Server (or the")
    assert await snapshot(bot, guild) == before

    voided = await fake.slash(
        ana, fake.channel, "dobro void", game=games[1], reason="scores typed wrong"
    )
    answer = voided.response()
    assert answer.ephemeral
    assert answer.content == (
        f"Game {games[1]} no longer counts (scores typed wrong). Totals and ratings were "
        "rebuilt without it."
    )
    assert await db.results.voided_reason(games[1]) == "scores typed wrong"
    totals = {u.id: await db.leaderboard.player_totals(guild, u.id) for u in (ana, ben, cleo)}
    assert {u: t.games if t else 0 for u, t in totals.items()} == {ana.id: 1, ben.id: 2, cleo.id: 1}
    ratings = await db.ratings.all(guild)
    await db.ratings.recompute(guild, rate_values)
    assert await db.ratings.all(guild) == ratings
    assert await db.ratings.changes(games[1]) == []
    stats = await db.stats.player(guild, cleo.id)
    assert stats is not None and stats.games == 1

    history = (await fake.slash(cleo, fake.channel, "dobro history")).response().text()
    block = history.split(f"**Game {games[1]}**")[1].split("**Game ")[0]
    assert "⛔ Voided by a moderator: scores typed wrong · it counts for nobody" in block
    assert history.count("⛔") == 1
    fr = (await fake.slash(cleo, fake.channel, "dobro history", locale="fr")).response().text()
    assert "⛔ Invalidée par un modérateur : scores typed wrong" in fr

    # Refusals: twice, another guild's game, an unknown one, one not finished.
    elsewhere = await finish(bot, guild + 1, [ana.id, ben.id], [1, 2])
    lobby = await db.games.create(guild, 777, seats=[Seat.human(0, ana.id, "ana")])
    await db.games.set_status(lobby.id, GameStatus.CANCELLED, reason="expired")
    after = await snapshot(bot, guild)
    for game, locale, text in (
        (games[1], "fr", f"La partie {games[1]} est déjà invalidée."),
        (elsewhere, "en-US", f"There is no game {elsewhere} in this server."),
        (10**9, "en-US", f"There is no game {10**9} in this server."),
        (lobby.id, "en-US", f"Game {lobby.id} is not finished: only a finished game can be"),
        (games[0], "en-US", "Give a reason: it is shown in the history."),
    ):
        reason = "   " if game == games[0] else "x"
        said = await fake.slash(
            ana, fake.channel, "dobro void", game=game, reason=reason, locale=locale
        )
        assert said.response().ephemeral
        assert said.response().content.startswith(text), said.response().content
    assert await snapshot(bot, guild) == after
    assert await db.results.voided_reason(elsewhere) is None
