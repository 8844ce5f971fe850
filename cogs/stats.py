"""``/dobro stats [member] [ephemeral]``: a player's statistics in this server.

Games, wins (shared wins counted apart), win rate, average points and place, cards collected per
round, rating (its rank and change over the last 10 counted games), forfeits and no-shows (the
counting policy's, issue 29), best game, the last five
games with a link to each results message, and a chart of the rating over the last 50 counted
games (``standings.chart``, rendered in a worker thread). Public unless ``ephemeral``; names are
mentions that ping nobody.
"""

from __future__ import annotations

import asyncio
import io
from typing import Any

import discord
from discord import app_commands

from cogs import (
    DobroCog,
    DobroLayoutView,
    answer_in_time,
    guild_game,
    message_link,
    place_of,
    stored_unix,
)
from cogs.app import DobroClient
from cogs.games import renderer
from cogs.i18n import L, Language, decimal, interaction_language, t
from cogs.table.options import GAMES as GAME_CHOICES
from cogs.table.writer import NO_PINGS
from games import DEFAULT_GAME
from standings import INITIAL, display
from standings.chart import rating_chart
from storage import PlayedGame, PlayerStats

#: Answer directly if the stats are ready by then; else defer (Discord allows 3 s).
#: The rating change is shown over this many counted games.
CHANGE_OVER = 10
CHART_FILE = "dobro-rating.png"


def ordinal(n: int, lang: Language) -> str:
    """1st, 2nd, 3rd, 4th… / 1er, 2e, 3e… (a place at a table: 1 to 6)."""
    return t("stats.ordinal", lang, n=n)


def when(ended_at: str) -> str:
    """A stored UTC time as a Discord date, shown in each reader's own calendar."""
    return f"<t:{stored_unix(ended_at)}:d>"


def results_link(guild_id: int, game: PlayedGame) -> str | None:
    if game.channel_id is None or game.message_id is None:
        return None
    return message_link(guild_id, game.channel_id, game.message_id)


def game_line(guild_id: int, game: PlayedGame, lang: Language, second: str | None) -> str:
    """🏆 1st of 3 (shared win) · 5 points · 14 cards · <date> · [results](link); ``second``:
    the game's second figure (``Renderer.second_figure``), if it has one."""
    place = t("stats.place", lang, ordinal=ordinal(game.position, lang), seats=game.seats)
    if game.winner and game.shared:
        place += t("stats.shared_win", lang)
    details = [t("stats.points", lang, n=game.total)]
    if second is not None:
        details.append(t(second, lang, n=game.cards))
    line = t(
        "stats.game",
        lang,
        mark="🏆 " if game.winner else "",
        place=place,
        details=" · ".join(details),
        when=when(game.ended_at),
    )
    link = results_link(guild_id, game)
    return line + (" · " + t("stats.link", lang, url=link) if link else "")


def chart_values(stats: PlayerStats) -> list[int]:
    """The shown rating before the first game of the history, then after each game."""
    if not stats.history:
        return []
    start = stats.history[0].before or (INITIAL.mu, INITIAL.sigma)
    return [display(*start)] + [display(*p.after) for p in stats.history]


def chart_alt(stats: PlayerStats, lang: Language) -> str:
    """The chart's alt text: what it shows, and its figures (first, last, lowest, highest, and
    each game's), for a screen reader or a client that shows no picture."""
    values = chart_values(stats)
    if not values:
        return t("stats.chart", lang, n=len(stats.history))
    return t(
        "stats.chart.figures",
        lang,
        chart=t("stats.chart", lang, n=len(stats.history)),
        first=str(values[0]),  # as the chart and the list write them (no grouping)
        last=str(values[-1]),
        low=str(min(values)),
        high=str(max(values)),
        values=", ".join(map(str, values)),
    )[:1024]


def summary(stats: PlayerStats, lang: Language, game: str) -> list[str]:
    """The text of the stats message at ``game``, one block per line group."""
    second = renderer(game).second_figure
    player = f"<@{stats.user_id}>"
    wins = t("stats.wins", lang, n=stats.wins)
    if stats.shared_wins:
        wins += t("stats.shared", lang, n=stats.shared_wins)
    rate = decimal(100 * stats.win_rate, lang, 0)
    record = " · ".join(
        (t("stats.games", lang, n=stats.games), wins, t("stats.win_rate", lang, rate=rate))
    )
    averages = t(
        "stats.averages",
        lang,
        points=decimal(stats.average_points, lang),
        place=decimal(stats.average_place, lang),
    )
    if second is not None:
        averages += t(f"{second}.per_round", lang, n=decimal(stats.cards_per_round, lang))
    if stats.rating is None:
        rating = t("stats.unrated", lang)
    else:
        shown = display(*stats.rating)
        rating = t("stats.rating", lang, rating=shown, rank=stats.rank)
        base, n = stats.rating_base(CHANGE_OVER)
        if n:
            delta = shown - display(*(base or (INITIAL.mu, INITIAL.sigma)))
            rating += t("stats.change", lang, delta=f"{delta:+d}", n=n)
    lines = [record, averages, rating]
    if stats.forfeits or stats.no_shows:
        lines.append(t("stats.absences", lang, forfeits=stats.forfeits, no_shows=stats.no_shows))
    if stats.best is not None:
        lines.append(
            t("stats.best", lang, game=game_line(stats.guild_id, stats.best, lang, second))
        )
    last = "\n".join(
        [t("stats.last", lang)]
        + [f"- {game_line(stats.guild_id, g, lang, second)}" for g in stats.last]
    )
    if not stats.games:
        lines = [t("stats.no_counted", lang), lines[-1]]
        last = ""
    return [
        t("stats.title", lang, player=player, game=t(f"game.name.{game}", lang)),
        "\n".join(lines),
        last,
    ]


def stats_view(
    stats: PlayerStats, lang: Language, chart: bool, game: str = DEFAULT_GAME
) -> discord.ui.LayoutView:
    """The stats message; ``chart``: the rating chart is attached as ``CHART_FILE``."""
    title, body, last = summary(stats, lang, game)
    items: list[discord.ui.Item[Any]] = [
        discord.ui.TextDisplay(title),
        discord.ui.TextDisplay(body),
    ]
    if last:
        items += [discord.ui.Separator(), discord.ui.TextDisplay(last)]
    if chart:
        description = chart_alt(stats, lang)
        items.append(
            discord.ui.MediaGallery(
                discord.MediaGalleryItem(f"attachment://{CHART_FILE}", description=description)
            )
        )
    view = DobroLayoutView(timeout=None)
    view.add_item(discord.ui.Container(*items, accent_colour=0x1E88E5))
    return view


class Stats(DobroCog):
    """``/dobro stats``."""

    anywhere = True

    @app_commands.command(name=L("cmd.stats.name"), description=L("cmd.stats.description"))
    @app_commands.rename(
        member=L("cmd.stats.member"),
        ephemeral=L("cmd.stats.ephemeral"),
        game=L("cmd.option.game"),
    )
    @app_commands.describe(
        member=L("cmd.stats.member.description"),
        ephemeral=L("cmd.stats.ephemeral.description"),
        game=L("cmd.option.game.stats"),
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def stats(
        self,
        interaction: discord.Interaction,
        member: discord.User | None = None,
        ephemeral: bool = False,
        game: str | None = None,
    ) -> None:
        lang = interaction_language(interaction)
        user = member or interaction.user
        mine = user.id == interaction.user.id
        game = game or await guild_game(interaction)
        work = self._answer(place_of(interaction), user.id, mine, lang, game)
        kwargs, deferred = await answer_in_time(interaction, work, ephemeral=ephemeral)
        kwargs.update(ephemeral=ephemeral, allowed_mentions=NO_PINGS)
        if deferred:
            await interaction.followup.send(**kwargs)
        else:
            await interaction.response.send_message(**kwargs)

    async def _answer(
        self, guild_id: int, user_id: int, mine: bool, lang: Language, game: str
    ) -> dict[str, Any]:
        """What to send: the stats message and its chart, or the sentence for no game
        (``mine``: the caller asked about themselves)."""
        service = self.bot.standings
        assert service is not None, "the stats cog needs the standings service"
        stats = await service.player(guild_id, user_id, game)
        name = t(f"game.name.{game}", lang)
        if stats is None:
            if mine:
                return {"content": t("stats.none.self", lang, game=name)}
            return {"content": t("stats.none.other", lang, player=f"<@{user_id}>", game=name)}
        values = chart_values(stats)
        if not values:
            return {"view": stats_view(stats, lang, chart=False, game=game)}
        png = await asyncio.to_thread(
            rating_chart,
            values,
            xlabel=t("stats.chart.x", lang),
            ylabel=t("stats.chart.y", lang),
        )
        return {
            "view": stats_view(stats, lang, chart=True, game=game),
            "file": discord.File(
                io.BytesIO(png), filename=CHART_FILE, description=chart_alt(stats, lang)
            ),
        }


async def setup(bot: DobroClient) -> None:
    await bot.add_cog(Stats(bot))
