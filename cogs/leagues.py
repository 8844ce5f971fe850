"""``/dobro league …``: seasons for a server. Moderators create and close leagues; everyone lists
them and reads their standings; ``/dobro new league:`` opens a table that plays for one.

Closing (by a moderator after a confirmation, or by the job when a league's end date has passed,
at start-up too) freezes the standings in storage first; the final standings with their podium
are then owed, posted once in the league's channel and marked as posted (``LeagueService.owed``):
a restart posts what is owed, and nothing twice.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs import DobroCog, require_moderator, stored_unix
from cogs.dobro.render import timer_words
from cogs.dobro.writer import NO_PINGS
from cogs.errors import handle_interaction_error
from cogs.i18n import L, Language, add_strings, interaction_language, plain, t
from cogs.standings import COLOUR_BOARD, board_view, turn_page
from guilds.config import defaults_of
from standings import LeagueService, end_choices
from standings.service import StandingsError
from storage import BoardPage, League
from tables import TIMER_CHOICES

_log = logging.getLogger(__name__)

COLOUR_LEAGUE = 0x1ABC9C
#: The job wakes at least this often (a league created on another process, a clock jump).
JOB_INTERVAL = 3600.0
#: After a failed post or close, try again this much later.
RETRY_AFTER = 60.0
PODIUM = ("🥇", "🥈", "🥉")
#: The final post shows the podium and the next ranks, up to this one.
FINAL_ROWS = 10

add_strings(
    {
        "cmd.league.name": {"en": "league", "fr": "ligue"},
        "cmd.league.description": {
            "en": "Leagues: seasons with their own standings",
            "fr": "Ligues : des saisons avec leur propre classement",
        },
        "cmd.league.create.name": {"en": "create", "fr": "creer"},
        "cmd.league.create.description": {
            "en": "Start a league with its own settings (moderators)",
            "fr": "Lancer une ligue avec ses propres réglages (modérateurs)",
        },
        "cmd.league.list.name": {"en": "list", "fr": "liste"},
        "cmd.league.list.description": {
            "en": "Open and recent leagues, their dates and games",
            "fr": "Les ligues ouvertes et récentes, leurs dates et parties",
        },
        "cmd.league.standings.name": {"en": "standings", "fr": "classement"},
        "cmd.league.standings.description": {
            "en": "A league's standings by league rating",
            "fr": "Le classement d'une ligue, par classement de ligue",
        },
        "cmd.league.close.name": {"en": "close", "fr": "fermer"},
        "cmd.league.close.description": {
            "en": "Close a league and post its final standings (moderators)",
            "fr": "Fermer une ligue et publier son classement final (modérateurs)",
        },
        "cmd.league.option.name": {"en": "name", "fr": "nom"},
        "cmd.league.option.name.description": {
            "en": "The league's name (up to 50 characters)",
            "fr": "Le nom de la ligue (50 caractères au plus)",
        },
        "cmd.league.option.league": {"en": "league", "fr": "ligue"},
        "cmd.league.option.league.description": {
            "en": "Which league (default: the newest open one)",
            "fr": "Quelle ligue (par défaut : la plus récente ouverte)",
        },
        "cmd.league.option.close.description": {
            "en": "The open league to close",
            "fr": "La ligue ouverte à fermer",
        },
        "cmd.league.option.ends": {"en": "ends", "fr": "fin"},
        "cmd.league.option.ends.description": {
            "en": "Closes itself after this day, YYYY-MM-DD (UTC); empty: closed by hand",
            "fr": "Se ferme après ce jour, AAAA-MM-JJ (UTC) ; vide : fermée à la main",
        },
        "cmd.league.option.variant.description": {
            "en": "The league's variant (default: the server's)",
            "fr": "La variante de la ligue (par défaut : celle du serveur)",
        },
        "cmd.league.option.drawing.description": {
            "en": "The league's drawing (default: the server's)",
            "fr": "La pioche de la ligue (par défaut : celle du serveur)",
        },
        "cmd.league.option.timer.description": {
            "en": "The league's turn timer (default: the server's)",
            "fr": "Le minuteur de la ligue (par défaut : celui du serveur)",
        },
        "cmd.league.option.channel": {"en": "channel", "fr": "salon"},
        "cmd.league.option.channel.description": {
            "en": "Where its final standings are posted (default: here)",
            "fr": "Où publier son classement final (par défaut : ici)",
        },
        "league.ends_in": {"en": "{date} (in {days} days)", "fr": "{date} (dans {days} jours)"},
        "league.created": {
            "en": "🏅 League **{name}** is open: {settings}. {ends}\n"
            "Tables play for it with /dobro new and the option league: {name}.",
            "fr": "🏅 La ligue **{name}** est ouverte : {settings}. {ends}\n"
            "Les tables jouent pour elle avec /dobro nouvelle et l'option ligue : {name}.",
        },
        "league.settings": {
            "en": "{variant} · {drawing} drawing · {timer}",
            "fr": "{variant} · pioche {drawing} · {timer}",
        },
        "league.ends": {"en": "It closes itself {when}.", "fr": "Elle se ferme {when}."},
        "league.no_end": {
            "en": "A moderator closes it with /dobro league close.",
            "fr": "Un modérateur la ferme avec /dobro ligue fermer.",
        },
        "league.list.title": {"en": "🏅 Leagues", "fr": "🏅 Ligues"},
        "league.list.empty": {
            "en": "No league on this server yet. Moderators start one with /dobro league create.",
            "fr": "Pas encore de ligue sur ce serveur. Les modérateurs en lancent une avec "
            "/dobro ligue creer.",
        },
        "league.list.open": {
            "en": "**{name}** · open since {start} · {ends} · {games} · {settings}",
            "fr": "**{name}** · ouverte depuis {start} · {ends} · {games} · {settings}",
        },
        "league.list.closed": {
            "en": "**{name}** · {start} → {end} · {games} · closed",
            "fr": "**{name}** · {start} → {end} · {games} · fermée",
        },
        "league.list.until": {"en": "until {date}", "fr": "jusqu'au {date}"},
        "league.list.no_end": {"en": "no end date", "fr": "sans date de fin"},
        "league.games": {
            "en": {"one": "{n} game", "other": "{n} games"},
            "fr": {"one": "{n} partie", "other": "{n} parties"},
        },
        "league.standings.title": {
            "en": "🏅 {name} · standings",
            "fr": "🏅 {name} · classement",
        },
        "league.standings.closed": {
            "en": "🏅 {name} · final standings",
            "fr": "🏅 {name} · classement final",
        },
        "league.standings.sub": {
            "en": "{total} rated players · {games} · page {page} of {pages}",
            "fr": "{total} joueurs classés · {games} · page {page} sur {pages}",
        },
        "league.standings.empty": {
            "en": "Nobody is rated in this league yet: a finished league game with at least two "
            "people rates them. /dobro new with league: {name} opens a table.",
            "fr": "Personne n'est encore classé dans cette ligue : une partie de ligue terminée "
            "à deux personnes au moins les classe. /dobro nouvelle avec ligue : {name} ouvre "
            "une table.",
        },
        "league.none_open": {
            "en": "No league is open on this server: name one (league:) to see its standings.",
            "fr": "Aucune ligue n'est ouverte sur ce serveur : nommez-en une (ligue:) pour voir "
            "son classement.",
        },
        "league.close.ask": {
            "en": "Close **{name}** now? Its standings freeze ({games} so far) and the final "
            "standings are posted in {channel}. Tables still playing for it will count only "
            "for the server.",
            "fr": "Fermer **{name}** maintenant ? Son classement est figé ({games} jusqu'ici) et "
            "le classement final est publié dans {channel}. Les tables encore en jeu pour elle "
            "ne compteront que pour le serveur.",
        },
        "league.close.confirm": {"en": "Close the league", "fr": "Fermer la ligue"},
        "league.close.keep": {"en": "Keep it open", "fr": "La garder ouverte"},
        "league.close.kept": {
            "en": "Nothing changed: **{name}** stays open.",
            "fr": "Rien n'a changé : **{name}** reste ouverte.",
        },
        "league.close.done": {
            "en": "🏁 **{name}** is closed; its final standings are in {channel}.",
            "fr": "🏁 **{name}** est fermée ; son classement final est dans {channel}.",
        },
        "league.close.unposted": {
            "en": "🏁 **{name}** is closed, but its final standings could not be posted in "
            "{channel} yet (the bot may lack access there); it tries again every minute.",
            "fr": "🏁 **{name}** est fermée, mais son classement final n'a pas encore pu être "
            "publié dans {channel} (le bot n'y a peut-être pas accès) ; il réessaie chaque "
            "minute.",
        },
        "league.close.not_yours": {
            "en": "Only the moderator who asked can answer this.",
            "fr": "Seul le modérateur qui a demandé peut répondre.",
        },
        "league.final.title": {
            "en": "🏁 League {name} is over",
            "fr": "🏁 La ligue {name} est terminée",
        },
        "league.final.sub": {
            "en": "{games} · {players} rated players · closed {when}",
            "fr": "{games} · {players} joueurs classés · fermée {when}",
        },
        "league.final.podium": {
            "en": "{medal} {who} · rating {rating} · {wins} wins in {played} games",
            "fr": "{medal} {who} · classement {rating} · {wins} victoires en {played} parties",
        },
        "league.final.nobody": {
            "en": "Nobody was rated in this league: no podium this time.",
            "fr": "Personne n'a été classé dans cette ligue : pas de podium cette fois.",
        },
        "league.final.thanks": {
            "en": "Thanks for playing! The server's leaderboard keeps every game.",
            "fr": "Merci d'avoir joué ! Le classement du serveur garde chaque partie.",
        },
        "league.bad_name": {
            "en": "A league name has 1 to {most} characters.",
            "fr": "Un nom de ligue a de 1 à {most} caractères.",
        },
        "league.name_taken": {
            "en": "This server already has a league called {name}: pick another name.",
            "fr": "Ce serveur a déjà une ligue nommée {name} : choisissez un autre nom.",
        },
        "league.unknown": {
            "en": "There is no league called {name} on this server (see /dobro league list).",
            "fr": "Il n'y a pas de ligue nommée {name} sur ce serveur (voir /dobro ligue liste).",
        },
        "league.closed": {
            "en": "The league {name} is closed: its standings are final, and no new table can "
            "play for it.",
            "fr": "La ligue {name} est fermée : son classement est définitif et aucune nouvelle "
            "table ne peut jouer pour elle.",
        },
        "league.settings_fixed": {
            "en": "A league table plays with the league's settings: leave variant, drawing and "
            "timer out.",
            "fr": "Une table de ligue joue avec les réglages de la ligue : ne donnez ni variante, "
            "ni pioche, ni minuteur.",
        },
        "league.bad_date": {
            "en": "“{value}” is not a date: write it as YYYY-MM-DD, e.g. 2026-12-31 (or pick a "
            "suggestion).",
            "fr": "« {value} » n'est pas une date : écrivez-la AAAA-MM-JJ, par exemple "
            "2026-12-31 (ou choisissez une suggestion).",
        },
        "league.past_date": {
            "en": "{value} has already passed: a league ends in the future.",
            "fr": "{value} est déjà passé : une ligue se termine dans le futur.",
        },
        "league.far_date": {
            "en": "A league lasts at most {days} days: pick an earlier end.",
            "fr": "Une ligue dure au plus {days} jours : choisissez une fin plus proche.",
        },
        "table.error.league_closed": {
            "en": "The league {league} has closed: this table cannot play for it any more.",
            "fr": "La ligue {league} est fermée : cette table ne peut plus jouer pour elle.",
        },
    }
)


def settings_words(settings: dict[str, Any], lang: Language) -> str:
    """A league's table settings in words."""
    return t(
        "league.settings",
        lang,
        variant=t(f"variant.{settings.get('variant', 'standard')}", lang),
        drawing=t(f"draw.{settings.get('draw', 'auto')}", lang),
        timer=timer_words(int(settings.get("timer") or 0) or None, lang),
    )


def _date(stored: str | None, style: str = "D") -> str:
    return f"<t:{stored_unix(stored)}:{style}>" if stored else "—"


def list_view(leagues: list[League], lang: Language) -> discord.ui.LayoutView:
    """Open leagues first, then recently closed ones."""
    lines = []
    for x in leagues:
        games = t("league.games", lang, n=x.games, count=x.games)
        if x.open:
            ends = (
                t("league.list.until", lang, date=_date(x.ends_at))
                if x.ends_at
                else t("league.list.no_end", lang)
            )
            lines.append(
                t(
                    "league.list.open",
                    lang,
                    name=plain(x.name),
                    start=_date(x.created_at),
                    ends=ends,
                    games=games,
                    settings=settings_words(x.settings, lang),
                )
            )
        else:
            lines.append(
                t(
                    "league.list.closed",
                    lang,
                    name=plain(x.name),
                    start=_date(x.created_at),
                    end=_date(x.closed_at),
                    games=games,
                )
            )
    body = "\n".join(lines) if lines else t("league.list.empty", lang)
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(
        discord.ui.Container(
            discord.ui.TextDisplay(f"### {t('league.list.title', lang)}"),
            discord.ui.TextDisplay(body),
            accent_colour=COLOUR_LEAGUE,
        )
    )
    return view


def standings_view(
    league: League, board: BoardPage, user_id: int, lang: Language
) -> discord.ui.LayoutView:
    """A page of a league's standings, paged by league id (buttons outlive restarts)."""
    name = plain(league.name)
    key = "league.standings.title" if league.open else "league.standings.closed"
    games = t("league.games", lang, n=league.games, count=league.games)

    def make(page: int, **button: Any) -> LeagueBoardButton:
        return LeagueBoardButton(league.id, page, **button)

    return board_view(
        board,
        user_id,
        lang,
        title=t(key, lang, name=name),
        sub=t(
            "league.standings.sub",
            lang,
            total=board.total,
            games=games,
            page=board.page,
            pages=board.pages,
        ),
        empty=t("league.standings.empty", lang, name=name),
        make=make,
    )


def final_view(league: League, board: BoardPage, lang: Language) -> discord.ui.LayoutView:
    """The final standings of a closed league: the podium, then the next ranks."""
    from cogs.standings import _row_fields

    games = t("league.games", lang, n=league.games, count=league.games)
    items: list[discord.ui.Item[Any]] = [
        discord.ui.TextDisplay(f"## {t('league.final.title', lang, name=plain(league.name))}"),
        discord.ui.TextDisplay(
            "-# "
            + t(
                "league.final.sub",
                lang,
                games=games,
                players=board.total,
                when=_date(league.closed_at, "R"),
            )
        ),
    ]
    if not board.rows:
        items.append(discord.ui.TextDisplay(t("league.final.nobody", lang)))
    else:
        podium = []
        for medal, row in zip(PODIUM, board.rows, strict=False):
            fields = _row_fields(row, lang)
            podium.append(
                t(
                    "league.final.podium",
                    lang,
                    medal=medal,
                    who=fields["who"],
                    rating=fields["rating"],
                    wins=row.wins,
                    played=row.games,
                )
            )
        items.append(discord.ui.TextDisplay("\n".join(podium)))
        rest = board.rows[len(PODIUM) :]
        if rest:
            items.append(discord.ui.Separator())
            items.append(
                discord.ui.TextDisplay(
                    "\n".join(
                        t("board.row", lang, rank=r.rank, **_row_fields(r, lang)) for r in rest
                    )
                )
            )
    items.append(discord.ui.TextDisplay("-# " + t("league.final.thanks", lang)))
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(discord.ui.Container(*items, accent_colour=COLOUR_BOARD))
    return view


def close_view(league: League, user_id: int, lang: Language) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(
        LeagueCloseButton(
            league.id,
            user_id,
            True,
            label=t("league.close.confirm", lang),
            style=discord.ButtonStyle.danger,
        )
    )
    view.add_item(
        LeagueCloseButton(
            league.id,
            user_id,
            False,
            label=t("league.close.keep", lang),
            style=discord.ButtonStyle.secondary,
        )
    )
    return view


class Leagues(DobroCog):
    """``/dobro league`` and the job that closes leagues at their end date."""

    league = app_commands.Group(name=L("cmd.league.name"), description=L("cmd.league.description"))

    def __init__(self, bot: commands.Bot) -> None:
        super().__init__(bot)
        self._job: asyncio.Task[None] | None = None
        self._wake = asyncio.Event()
        #: Passes the job has completed (tests wait for the first one after a start).
        self.passes = 0

    @property
    def service(self) -> LeagueService:
        service = getattr(self.bot, "leagues", None)
        assert service is not None, "the leagues cog needs the league service"
        return service

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(LeagueBoardButton, LeagueCloseButton)
        self._job = asyncio.create_task(self._run_job(), name="dobro-leagues")

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(LeagueBoardButton, LeagueCloseButton)
        if self._job is not None:
            self._job.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._job

    def _lang(self, league: League) -> Language:
        """Public league posts speak the guild's language, else the creator's."""
        configs = getattr(self.bot, "configs", None)
        config = configs.cached(league.guild_id) if configs is not None else None
        lang = (config.language if config else None) or league.lang
        return "fr" if lang == "fr" else "en"

    # ------------------------------------------------------------------ the job

    async def _run_job(self) -> None:
        """Close leagues whose end date passed and post what is owed; then sleep until the next
        end (or an hour, or a wake-up). At start-up this catches up on the downtime."""
        await self.bot.wait_until_ready()
        clock = self.service.clock
        while True:
            delay = JOB_INTERVAL
            try:
                for league in await self.service.close_due():
                    _log.info("League %s (%s) reached its end date", league.id, league.name)
                if not await self.post_owed():
                    delay = RETRY_AFTER
                next_end = await self.service.next_end()
                if next_end is not None:
                    delay = min(delay, max(0.0, next_end - clock.now()))
            except Exception:
                _log.exception("The league job failed; it tries again in %s s", RETRY_AFTER)
                delay = RETRY_AFTER
            self.passes += 1
            sleep = asyncio.ensure_future(clock.sleep(delay))
            wake = asyncio.ensure_future(self._wake.wait())
            try:
                await asyncio.wait({sleep, wake}, return_when=asyncio.FIRST_COMPLETED)
            finally:
                sleep.cancel()
                wake.cancel()
            self._wake.clear()

    def wake(self) -> None:
        """Run the job now (a league was created or closed)."""
        self._wake.set()

    async def post_owed(self) -> bool:
        """Post each closed league's final standings once; False if one could not be posted."""
        ok = True
        for league in await self.service.owed():
            try:
                await self.post_final(league)
            except discord.HTTPException as exc:
                ok = False
                _log.warning(
                    "Could not post league %s's final standings in %s: %s",
                    league.id,
                    league.post_channel_id,
                    exc,
                )
        return ok

    async def post_final(self, league: League) -> None:
        """The podium in the league's channel, then marked as posted. The nonce makes Discord
        return the same message if a crash came between the post and the mark."""
        assert league.post_channel_id is not None
        board = await self.service.standings(league, size=FINAL_ROWS)
        channel = self.bot.get_partial_messageable(league.post_channel_id)
        message = await channel.send(
            view=final_view(league, board, self._lang(league)),
            nonce=f"dobro-l{league.id}",
            allowed_mentions=NO_PINGS,
        )
        await self.service.mark_posted(league, message.id)

    # ------------------------------------------------------------------ commands

    @league.command(
        name=L("cmd.league.create.name"), description=L("cmd.league.create.description")
    )
    @app_commands.rename(
        name=L("cmd.league.option.name"),
        ends=L("cmd.league.option.ends"),
        variant=L("cmd.new.variant"),
        drawing=L("cmd.new.drawing"),
        timer=L("cmd.new.timer"),
        channel=L("cmd.league.option.channel"),
    )
    @app_commands.describe(
        name=L("cmd.league.option.name.description"),
        ends=L("cmd.league.option.ends.description"),
        variant=L("cmd.league.option.variant.description"),
        drawing=L("cmd.league.option.drawing.description"),
        timer=L("cmd.league.option.timer.description"),
        channel=L("cmd.league.option.channel.description"),
    )
    @app_commands.choices(
        variant=[
            app_commands.Choice(name=L("choice.standard"), value="standard"),
            app_commands.Choice(name=L("choice.long"), value="long"),
        ],
        drawing=[
            app_commands.Choice(name=L("choice.auto"), value="auto"),
            app_commands.Choice(name=L("choice.manual"), value="manual"),
        ],
        timer=[
            app_commands.Choice(name=L(f"choice.timer.{seconds or 'off'}"), value=seconds or 0)
            for seconds in TIMER_CHOICES
        ],
    )
    async def create(
        self,
        interaction: discord.Interaction,
        name: app_commands.Range[str, 1, 50],
        ends: app_commands.Range[str, 1, 40] | None = None,
        variant: str | None = None,
        drawing: str | None = None,
        timer: int | None = None,
        channel: discord.TextChannel | None = None,
    ) -> None:
        await require_moderator(interaction)
        assert interaction.guild_id is not None and interaction.channel_id is not None
        configs = self.bot.configs  # type: ignore[attr-defined]
        config = await configs.get(interaction.guild_id)
        defaults = defaults_of(config)
        lang = interaction_language(interaction)
        settings = {
            "variant": variant or defaults.variant,
            "draw": drawing or defaults.drawing,
            "timer": defaults.timer if timer is None else timer,
        }
        league = await self.service.create(
            interaction.guild_id,
            name,
            created_by=interaction.user.id,
            created_in=interaction.channel_id,
            settings=settings,
            ends=ends,
            channel_id=channel.id if channel else None,
            lang=config.language or lang,
        )
        self.wake()
        public = config.language or lang
        ends_text = (
            t("league.ends", public, when=_date(league.ends_at, "R"))
            if league.ends_at
            else t("league.no_end", public)
        )
        await interaction.response.send_message(
            t(
                "league.created",
                public,
                name=plain(league.name),
                settings=settings_words(league.settings, public),
                ends=ends_text,
            ),
            allowed_mentions=NO_PINGS,
        )

    @create.autocomplete("ends")
    async def _end_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """Example dates (a week, two, four, about three months away), and what is typed."""
        lang = interaction_language(interaction)
        choices = [
            app_commands.Choice(
                name=t("league.ends_in", lang, date=c.value, days=c.days), value=c.value
            )
            for c in end_choices(self.service.clock.now())
        ]
        typed = current.strip()
        if typed and all(c.value != typed for c in choices):
            choices.insert(0, app_commands.Choice(name=typed[:100], value=typed[:40]))
        return choices

    @league.command(name=L("cmd.league.list.name"), description=L("cmd.league.list.description"))
    async def list_(self, interaction: discord.Interaction) -> None:
        assert interaction.guild_id is not None
        leagues = await self.service.listed(interaction.guild_id)
        await interaction.response.send_message(
            view=list_view(leagues, interaction_language(interaction)), allowed_mentions=NO_PINGS
        )

    @league.command(
        name=L("cmd.league.standings.name"), description=L("cmd.league.standings.description")
    )
    @app_commands.rename(league=L("cmd.league.option.league"))
    @app_commands.describe(league=L("cmd.league.option.league.description"))
    async def standings(
        self,
        interaction: discord.Interaction,
        league: app_commands.Range[str, 1, 100] | None = None,
    ) -> None:
        assert interaction.guild_id is not None
        if league is not None:
            found = await self.service.find(interaction.guild_id, league)
        else:
            newest = await self.service.listed(interaction.guild_id, open_only=True, limit=1)
            if not newest:
                raise StandingsError("league.none_open")
            found = newest[0]
        board = await self.service.standings(found, user_id=interaction.user.id)
        view = standings_view(found, board, interaction.user.id, interaction_language(interaction))
        await interaction.response.send_message(view=view, allowed_mentions=NO_PINGS)

    @standings.autocomplete("league")
    async def _any_league(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        if interaction.guild_id is None:
            return []
        found = await self.service.listed(interaction.guild_id, search=current)
        return [app_commands.Choice(name=x.name, value=x.name) for x in found]

    async def on_standings_page(
        self, interaction: discord.Interaction, league_id: int, page: int
    ) -> None:
        assert interaction.guild_id is not None
        league = await self.service.get(interaction.guild_id, league_id)
        board = await self.service.standings(league, page=page, user_id=interaction.user.id)
        lang = interaction_language(interaction)
        await turn_page(interaction, standings_view(league, board, interaction.user.id, lang))

    @league.command(name=L("cmd.league.close.name"), description=L("cmd.league.close.description"))
    @app_commands.rename(league=L("cmd.league.option.league"))
    @app_commands.describe(league=L("cmd.league.option.close.description"))
    async def close(
        self, interaction: discord.Interaction, league: app_commands.Range[str, 1, 100]
    ) -> None:
        await require_moderator(interaction)
        assert interaction.guild_id is not None
        found = await self.service.find(interaction.guild_id, league, open_only=True)
        lang = interaction_language(interaction)
        channel = f"<#{found.channel_id or interaction.channel_id}>"
        games = t("league.games", lang, n=found.games, count=found.games)
        await interaction.response.send_message(
            t("league.close.ask", lang, name=plain(found.name), games=games, channel=channel),
            view=close_view(found, interaction.user.id, lang),
            ephemeral=True,
        )

    @close.autocomplete("league")
    async def _open_league(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        if interaction.guild_id is None:
            return []
        found = await self.service.listed(interaction.guild_id, open_only=True, search=current)
        return [app_commands.Choice(name=x.name, value=x.name) for x in found]

    async def on_close_answer(
        self, interaction: discord.Interaction, league_id: int, user_id: int, confirm: bool
    ) -> None:
        if interaction.user.id != user_id:
            raise StandingsError("league.close.not_yours")
        await require_moderator(interaction)  # still one when answering
        assert interaction.guild_id is not None and interaction.channel_id is not None
        league = await self.service.get(interaction.guild_id, league_id)
        lang = interaction_language(interaction)
        if not confirm:
            await interaction.response.edit_message(
                content=t("league.close.kept", lang, name=plain(league.name)), view=None
            )
            return
        await interaction.response.defer()
        closed = await self.service.close(
            league, closed_by=user_id, channel_id=interaction.channel_id
        )
        channel = f"<#{closed.post_channel_id}>"
        try:
            await self.post_final(closed)
            key = "league.close.done"
        except discord.HTTPException as exc:
            _log.warning("Could not post league %s's final standings: %s", closed.id, exc)
            key = "league.close.unposted"
            self.wake()
        await interaction.edit_original_response(
            content=t(key, lang, name=plain(closed.name), channel=channel), view=None
        )


def _leagues(interaction: discord.Interaction) -> Leagues:
    cog = interaction.client.get_cog("Leagues")  # type: ignore[attr-defined]
    if not isinstance(cog, Leagues):
        raise RuntimeError("the Leagues cog is not loaded")
    return cog


class LeagueBoardButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"dobro:ls:(?P<league>\d{1,12}):(?P<page>\d{1,6})",
):
    """Previous / Next on a league's standings."""

    def __init__(self, league_id: int, page: int, **button: Any) -> None:
        super().__init__(discord.ui.Button(custom_id=f"dobro:ls:{league_id}:{page}", **button))
        self.league_id, self.page = league_id, page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button[Any], match: re.Match[str], /
    ) -> LeagueBoardButton:
        return cls(int(match["league"]), int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await _leagues(interaction).on_standings_page(interaction, self.league_id, self.page)
        except Exception as exc:
            await handle_interaction_error(interaction, exc)


class LeagueCloseButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"dobro:lc:(?P<league>\d{1,12}):(?P<user>\d{1,20})(?P<no>:no)?",
):
    """Confirm or keep on a league's close question; only the moderator who asked answers."""

    def __init__(self, league_id: int, user_id: int, confirm: bool, **button: Any) -> None:
        custom_id = f"dobro:lc:{league_id}:{user_id}" + ("" if confirm else ":no")
        super().__init__(discord.ui.Button(custom_id=custom_id, **button))
        self.league_id, self.user_id, self.confirm = league_id, user_id, confirm

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button[Any], match: re.Match[str], /
    ) -> LeagueCloseButton:
        return cls(int(match["league"]), int(match["user"]), match["no"] is None)

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await _leagues(interaction).on_close_answer(
                interaction, self.league_id, self.user_id, self.confirm
            )
        except Exception as exc:
            await handle_interaction_error(interaction, exc)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Leagues(bot))
