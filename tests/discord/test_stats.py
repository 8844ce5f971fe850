"""``/dobro stats`` through the offline Discord: after a played game, for the caller and for
another member, in French, privately on request, and for someone with no game; the chart is an
attached PNG and nobody is pinged."""

from __future__ import annotations

import random
from typing import Any

import cogs
from bot import DobroBot
from cogs.stats import summary
from fakediscord import FakeDiscord, StoredMessage
from standings import display
from storage import PlayedGame, PlayerStats, RatingPoint
from tests.discord.play_helpers import open_table, play_by_clicks, settle, tables

STATS_EXTENSIONS = ("cogs.admin", "cogs.table", "cogs.standings", "cogs.stats")
MEDIA_GALLERY = 12


async def start_stats_bot(start_bot: Any, seed: int) -> DobroBot:
    """Like `start_play_bot`, with the stats cog: computers act at once, the game is seeded."""
    bot = await start_bot(extensions=STATS_EXTENSIONS, ai_delay=0)
    tables(bot).rng = random.Random(seed)
    deal = random.Random(seed * 7919 + 1)
    tables(bot).seeds = lambda: deal.getrandbits(48)
    return bot


def chart_of(message: StoredMessage, rating: int | None = None) -> bytes:
    """The stats message's one attachment, shown in its media gallery, with its alt text
    (the same on both): what it shows and its figures (``rating``: the last one)."""
    (png,) = message.files
    assert png.filename == "dobro-rating.png"
    (gallery,) = [c for c in message.all_components() if c.get("type") == MEDIA_GALLERY]
    (item,) = gallery["items"]
    assert item["media"]["url"].endswith("dobro-rating.png")
    alt = item["description"]
    assert alt.startswith(("Rating over the last", "Classement sur l"))
    (attachment,) = message.data["attachments"]
    assert attachment["description"] == alt and len(alt) <= 1024
    assert ("Game by game: 1000, " in alt) or ("Partie par partie : 1000, " in alt), alt
    if rating is not None:
        assert f"from 1000 to {rating} (lowest " in alt, alt
    return png.data


async def test_stats_after_a_played_game(fake_discord: FakeDiscord, start_bot: Any) -> None:
    fake = fake_discord
    bot = await start_stats_bot(start_bot, seed=21)
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await open_table(fake, bot, ana, others=[ben], computers=["normal"], seats=3)
    await play_by_clicks(fake, bot, table, [ana, ben], random.Random(21))
    await settle(fake, bot)
    (results,) = [m for m in fake.messages(fake.channel) if "Dobro · results" in m.text()]
    link = f"https://discord.com/channels/{table.guild_id}/{fake.channel.id}/{results.id}"
    result = await bot.db.results.for_game(table.game_id)
    assert result is not None
    seats = {s.user_id: s for s in result.seats}

    asked = await fake.slash(ana, fake.channel, "dobro stats")
    reply = asked.response()
    assert not reply.ephemeral and reply.is_v2
    text = reply.text()
    assert f"## Dobro · statistics of <@{ana.id}>" in text
    mine = seats[ana.id]
    wins = "no win" if not mine.winner else "**1** win"
    wins += ", 1 of them shared" if mine.shared else ""
    assert f"**1** game · {wins} · win rate {100 if mine.winner else 0}%" in text
    assert f"**{mine.total}.0** points on average" in text
    assert f"finishing place **{mine.position}.0** on average" in text
    per_round = f"{sum(mine.cards) / len(mine.round_points):.1f}"
    assert f"**{per_round}** cards collected per round" in text
    rating = await bot.db.ratings.get(table.guild_id, ana.id)
    assert rating is not None
    shown = display(rating.mu, rating.sigma)
    rank = await bot.db.ratings.rank(table.guild_id, ana.id)
    assert f"Rating **{shown}** (#{rank} in this server)" in text
    assert f" · {shown - 1000:+d} over the last counted game" in text
    assert "Best game: " in text and "**Last games**" in text
    assert text.count(f"[results]({link})") == 2  # the best game and the last one: the same
    png = chart_of(reply, shown)
    assert png.startswith(b"\x89PNG") and len(png) < 30_000
    assert reply.notified() == set()

    other = (await fake.slash(ana, fake.channel, "dobro stats", member=ben)).response()
    assert f"statistics of <@{ben.id}>" in other.text() and f"<@{ana.id}>" not in other.text()
    assert other.notified() == set()
    chart_of(other)

    french = (await fake.slash(ben, fake.channel, "dobro stats", locale="fr")).response()
    text = french.text()
    assert f"## Dobro · statistiques de <@{ben.id}>" in text
    assert "**1** partie · " in text and "taux de victoire" in text
    assert "sur la dernière partie comptée" in text and f"[résultats]({link})" in text
    assert "**Dernières parties**" in text
    assert french.notified() == set()
    chart_of(french)

    private = await fake.slash(ben, fake.channel, "dobro stats", member=ana, ephemeral=True)
    assert private.response().ephemeral
    assert f"statistics of <@{ana.id}>" in private.response().text()
    assert private.error_codes == []


async def test_stats_of_someone_with_no_game(fake_discord: FakeDiscord, start_bot: Any) -> None:
    fake = fake_discord
    await start_stats_bot(start_bot, seed=1)
    ana, cleo = fake.member("ana"), fake.member("cleo")

    about_cleo = (await fake.slash(ana, fake.channel, "dobro stats", member=cleo)).response()
    assert about_cleo.content == (
        f"<@{cleo.id}> has not finished a game of Dobro in this server yet."
    )
    assert not about_cleo.ephemeral and not about_cleo.files
    assert about_cleo.notified() == set()  # named, not pinged

    herself = (await fake.slash(ana, fake.channel, "dobro stats", ephemeral=True)).response()
    assert herself.ephemeral
    assert herself.content.startswith("You have not finished a game of Dobro in this server")

    french = await fake.slash(ana, fake.channel, "dobro stats", member=cleo, locale="fr")
    assert french.response().content == (
        f"<@{cleo.id}> n'a encore terminé aucune partie de Dobro sur ce serveur."
    )


async def test_a_slow_answer_is_deferred_first(
    fake_discord: FakeDiscord, start_bot: Any, monkeypatch: Any
) -> None:
    """Past the answer budget the command defers, then the follow-up is the answer."""
    monkeypatch.setattr(cogs, "ANSWER_WITHIN", -1.0)  # answer_in_time reads it per call
    fake = fake_discord
    await start_stats_bot(start_bot, seed=1)
    ana, cleo = fake.member("ana"), fake.member("cleo")
    asked = await fake.slash(ana, fake.channel, "dobro stats", member=cleo)
    assert asked.error_codes == []
    assert asked.response().content.startswith(f"<@{cleo.id}> has not finished a game")
    assert not asked.response().ephemeral


def test_many_games_in_words() -> None:
    """Shared wins apart, averages with a French decimal comma, the change over 10 games."""
    game = PlayedGame(7, "2025-01-31T20:15:00.123Z", 1, 4, 5, 12, 3, True, True, 10, 20)
    history = tuple(
        RatingPoint(k, "2025-01-31T20:15:00.123Z", (25.0 + k, 8.0), (26.0 + k, 8.0))
        for k in range(12)
    )
    stats = PlayerStats(
        guild_id=1,
        user_id=42,
        games=12,
        wins=7,
        shared_wins=2,
        points=100,
        places=23,
        cards=150,
        rounds=36,
        best=game,
        last=(game,) * 5,
        rating=(37.0, 8.0),
        rated_games=12,
        rank=3,
        history=history,
    )
    title, body, last = summary(stats, "en", "dobro")
    assert title == "## Dobro · statistics of <@42>"
    assert body.startswith("**12** games · **7** wins, 2 of them shared · win rate 58%\n")
    assert "**8.3** points on average, finishing place **1.9** on average" in body
    assert "**4.2** cards collected per round" in body
    # From the rating before the 10th last game (mu 27) to now (mu 37): 10 × 25 = +250.
    assert "Rating **1325** (#3 in this server) · +250 over the last 10 counted games" in body
    link = "[results](https://discord.com/channels/1/10/20)"
    assert "Best game: 🏆 1st of 4 (shared win) · 5 points · 12 cards · <t:" in body
    assert body.endswith(link) and last.count(link) == 5
    _, body, _ = summary(stats, "fr", "dobro")
    assert body.startswith("**12** parties · **7** victoires, dont 2 partagées · taux de")
    assert "**8,3** points en moyenne" in body and "1er sur 4 (victoire partagée)" in body
    assert "+250 sur les 10 dernières parties comptées" in body
