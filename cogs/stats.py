"""``/dobro stats [member] [ephemeral]``: a player's statistics in this server.

Games, wins (shared wins counted apart), win rate, average points and place, cards collected per
round, rating (its rank and change over the last 10 counted games), best game, the last five
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
from discord.ext import commands

from cogs import DobroCog, DobroLayoutView, answer_in_time, stored_unix
from cogs.dobro.writer import NO_PINGS
from cogs.i18n import L, Language, add_strings, decimal, interaction_language, t
from standings import INITIAL, display
from standings.chart import rating_chart
from storage import PlayedGame, PlayerStats

#: Answer directly if the stats are ready by then; else defer (Discord allows 3 s).
#: The rating change is shown over this many counted games.
CHANGE_OVER = 10
CHART_FILE = "dobro-rating.png"

add_strings(
    {
        "cmd.stats.name": {"en": "stats", "fr": "stats"},
        "cmd.stats.description": {
            "en": "A player's Dobro statistics in this server",
            "fr": "Les statistiques de Dobro d'un joueur sur ce serveur",
        },
        "cmd.stats.member": {"en": "member", "fr": "membre"},
        "cmd.stats.member.description": {
            "en": "Whose statistics (default: yours)",
            "fr": "Les statistiques de qui (par défaut : les vôtres)",
        },
        "cmd.stats.ephemeral": {"en": "ephemeral", "fr": "privé"},
        "cmd.stats.ephemeral.description": {
            "en": "Show the answer to you only (default: everyone sees it)",
            "fr": "Ne montrer la réponse qu'à vous (par défaut : tout le monde la voit)",
        },
        "stats.none.self": {
            "en": "You have not finished a game of Dobro in this server yet: /dobro new opens "
            "a table.",
            "fr": "Vous n'avez encore terminé aucune partie de Dobro sur ce serveur : "
            "/dobro nouvelle ouvre une table.",
        },
        "stats.none.other": {
            "en": "{player} has not finished a game of Dobro in this server yet.",
            "fr": "{player} n'a encore terminé aucune partie de Dobro sur ce serveur.",
        },
        "stats.title": {
            "en": "## Dobro · statistics of {player}",
            "fr": "## Dobro · statistiques de {player}",
        },
        "stats.games.one": {"en": "**1** game", "fr": "**1** partie"},
        "stats.games.many": {"en": "**{n}** games", "fr": "**{n}** parties"},
        "stats.wins.zero": {"en": "no win", "fr": "aucune victoire"},
        "stats.wins.one": {"en": "**1** win", "fr": "**1** victoire"},
        "stats.wins.many": {"en": "**{n}** wins", "fr": "**{n}** victoires"},
        "stats.shared.one": {"en": ", 1 of them shared", "fr": ", dont 1 partagée"},
        "stats.shared.many": {"en": ", {n} of them shared", "fr": ", dont {n} partagées"},
        "stats.win_rate": {"en": "win rate {rate}%", "fr": "taux de victoire {rate} %"},
        "stats.averages": {
            "en": "Per game: **{points}** points on average, finishing place **{place}** on "
            "average · **{cards}** cards collected per round",
            "fr": "Par partie : **{points}** points en moyenne, place finale **{place}** en "
            "moyenne · **{cards}** cartes ramassées par manche",
        },
        "stats.rating": {
            "en": "Rating **{rating}** (#{rank} in this server)",
            "fr": "Classement **{rating}** (n° {rank} sur ce serveur)",
        },
        "stats.change.one": {
            "en": " · {delta} over the last counted game",
            "fr": " · {delta} sur la dernière partie comptée",
        },
        "stats.change.many": {
            "en": " · {delta} over the last {n} counted games",
            "fr": " · {delta} sur les {n} dernières parties comptées",
        },
        "stats.unrated": {
            "en": "Rating 1000: not rated yet (a game counts once two people play it)",
            "fr": "Classement 1000 : pas encore classé (une partie compte dès que deux "
            "personnes la jouent)",
        },
        "stats.best": {"en": "Best game: {game}", "fr": "Meilleure partie : {game}"},
        "stats.last": {"en": "**Last games**", "fr": "**Dernières parties**"},
        "stats.game": {
            "en": "{mark}{place} · {points} · {cards} · {when}",
            "fr": "{mark}{place} · {points} · {cards} · {when}",
        },
        "stats.place": {"en": "{ordinal} of {seats}", "fr": "{ordinal} sur {seats}"},
        "stats.points.one": {"en": "1 point", "fr": "1 point"},
        "stats.points.many": {"en": "{n} points", "fr": "{n} points"},
        "stats.cards.one": {"en": "1 card", "fr": "1 carte"},
        "stats.cards.many": {"en": "{n} cards", "fr": "{n} cartes"},
        "stats.link": {"en": "[results]({url})", "fr": "[résultats]({url})"},
        "stats.shared_win": {"en": " (shared win)", "fr": " (victoire partagée)"},
        "stats.chart.one": {
            "en": "Rating over the last counted game",
            "fr": "Classement sur la dernière partie comptée",
        },
        "stats.chart.many": {
            "en": "Rating over the last {n} counted games",
            "fr": "Classement sur les {n} dernières parties comptées",
        },
        "stats.chart.x": {"en": "counted games", "fr": "parties comptées"},
        "stats.chart.y": {"en": "rating", "fr": "classement"},
    }
)


def _plural(key: str, n: int, lang: Language) -> str:
    return t(f"{key}.one", lang) if n == 1 else t(f"{key}.many", lang, n=n)


def ordinal(n: int, lang: Language) -> str:
    """1st, 2nd, 3rd, 4th… / 1er, 2e, 3e…"""
    if lang == "fr":
        return "1er" if n == 1 else f"{n}e"
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def when(ended_at: str) -> str:
    """A stored UTC time as a Discord date, shown in each reader's own calendar."""
    return f"<t:{stored_unix(ended_at)}:d>"


def results_link(guild_id: int, game: PlayedGame) -> str | None:
    if game.channel_id is None or game.message_id is None:
        return None
    return f"https://discord.com/channels/{guild_id}/{game.channel_id}/{game.message_id}"


def game_line(guild_id: int, game: PlayedGame, lang: Language) -> str:
    """🏆 1st of 3 (shared win) · 5 points · 14 cards · <date> · [results](link)"""
    place = t("stats.place", lang, ordinal=ordinal(game.position, lang), seats=game.seats)
    if game.winner and game.shared:
        place += t("stats.shared_win", lang)
    line = t(
        "stats.game",
        lang,
        mark="🏆 " if game.winner else "",
        place=place,
        points=_plural("stats.points", game.total, lang),
        cards=_plural("stats.cards", game.cards, lang),
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


def summary(stats: PlayerStats, lang: Language) -> list[str]:
    """The text of the stats message, one block per line group."""
    player = f"<@{stats.user_id}>"
    wins = (
        t("stats.wins.zero", lang) if stats.wins == 0 else _plural("stats.wins", stats.wins, lang)
    )
    if stats.shared_wins:
        wins += _plural("stats.shared", stats.shared_wins, lang)
    rate = decimal(100 * stats.win_rate, lang, 0)
    record = " · ".join(
        (_plural("stats.games", stats.games, lang), wins, t("stats.win_rate", lang, rate=rate))
    )
    averages = t(
        "stats.averages",
        lang,
        points=decimal(stats.average_points, lang),
        place=decimal(stats.average_place, lang),
        cards=decimal(stats.cards_per_round, lang),
    )
    if stats.rating is None:
        rating = t("stats.unrated", lang)
    else:
        shown = display(*stats.rating)
        rating = t("stats.rating", lang, rating=shown, rank=stats.rank)
        base, n = stats.rating_base(CHANGE_OVER)
        if n:
            delta = shown - display(*(base or (INITIAL.mu, INITIAL.sigma)))
            key = "stats.change.one" if n == 1 else "stats.change.many"
            rating += t(key, lang, delta=f"{delta:+d}", n=n)
    best = t("stats.best", lang, game=game_line(stats.guild_id, stats.best, lang))
    last = "\n".join(
        [t("stats.last", lang)] + [f"- {game_line(stats.guild_id, g, lang)}" for g in stats.last]
    )
    return [
        t("stats.title", lang, player=player),
        "\n".join((record, averages, rating, best)),
        last,
    ]


def stats_view(stats: PlayerStats, lang: Language, chart: bool) -> discord.ui.LayoutView:
    """The stats message; ``chart``: the rating chart is attached as ``CHART_FILE``."""
    title, body, last = summary(stats, lang)
    items: list[discord.ui.Item[Any]] = [
        discord.ui.TextDisplay(title),
        discord.ui.TextDisplay(body),
        discord.ui.Separator(),
        discord.ui.TextDisplay(last),
    ]
    if chart:
        description = _plural("stats.chart", len(stats.history), lang)
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

    @app_commands.command(name=L("cmd.stats.name"), description=L("cmd.stats.description"))
    @app_commands.rename(member=L("cmd.stats.member"), ephemeral=L("cmd.stats.ephemeral"))
    @app_commands.describe(
        member=L("cmd.stats.member.description"), ephemeral=L("cmd.stats.ephemeral.description")
    )
    async def stats(
        self,
        interaction: discord.Interaction,
        member: discord.User | None = None,
        ephemeral: bool = False,
    ) -> None:
        lang = interaction_language(interaction)
        user = member or interaction.user
        assert interaction.guild_id is not None  # the /dobro group is guild-only
        mine = user.id == interaction.user.id
        work = self._answer(interaction.guild_id, user.id, mine, lang)
        kwargs, deferred = await answer_in_time(interaction, work, ephemeral=ephemeral)
        kwargs.update(ephemeral=ephemeral, allowed_mentions=NO_PINGS)
        if deferred:
            await interaction.followup.send(**kwargs)
        else:
            await interaction.response.send_message(**kwargs)

    async def _answer(
        self, guild_id: int, user_id: int, mine: bool, lang: Language
    ) -> dict[str, Any]:
        """What to send: the stats message and its chart, or the sentence for no game
        (``mine``: the caller asked about themselves)."""
        service = getattr(self.bot, "standings", None)
        assert service is not None, "the stats cog needs the standings service"
        stats = await service.player(guild_id, user_id)
        if stats is None:
            if mine:
                return {"content": t("stats.none.self", lang)}
            return {"content": t("stats.none.other", lang, player=f"<@{user_id}>")}
        values = chart_values(stats)
        if not values:
            return {"view": stats_view(stats, lang, chart=False)}
        png = await asyncio.to_thread(
            rating_chart,
            values,
            xlabel=t("stats.chart.x", lang),
            ylabel=t("stats.chart.y", lang),
        )
        return {
            "view": stats_view(stats, lang, chart=True),
            "file": discord.File(io.BytesIO(png), filename=CHART_FILE),
        }


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Stats(bot))
