"""``/dobro league …``: seasons for a server. Moderators create and close leagues; everyone lists
them and reads their standings; ``/dobro new league:`` opens a table that plays for one.

Closing (by a moderator after a confirmation, or by the job when a league's end date has passed,
at start-up too) freezes the standings in storage first; the final standings with their podium
are then owed, posted once in the league's channel and marked as posted (``LeagueService.owed``):
a restart posts what is owed, and nothing twice.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import re
from typing import Any

import discord
from discord import app_commands

from cogs import JobCog, require_moderator, stored_unix
from cogs.app import DobroClient, client_of, required
from cogs.choices import FAST_TIMERS as TIMERS
from cogs.errors import handle_interaction_error
from cogs.i18n import L, Language, interaction_language, plain, t
from cogs.standings import COLOUR_BOARD, board_view, row_fields, turn_page
from cogs.table.options import chosen_options, options_words, table_command
from cogs.table.render import timer_words
from cogs.table.writer import NO_PINGS, find_posted
from games import GAMES
from guilds.config import defaults_of, league_table, table_options
from standings import LeagueService, end_choices
from standings.service import StandingsError
from storage import BoardPage, League
from storage.outbox import MAX_ATTEMPTS
from tables import sleep_or_wake

_log = logging.getLogger(__name__)

COLOUR_LEAGUE = 0x1ABC9C
#: The job wakes at least this often (a league created on another process, a clock jump).
JOB_INTERVAL = 3600.0
#: After a failed post or close, try again this much later.
RETRY_AFTER = 60.0
PODIUM = ("🥇", "🥈", "🥉")
#: The final post shows the podium and the next ranks, up to this one.
FINAL_ROWS = 10


def settings_words(settings: dict[str, Any], lang: Language) -> str:
    """A league's game and table settings in words ("Dobro · long game · auto drawing ·
    90 s per turn")."""
    fixed = league_table(settings)
    words = [t(f"game.name.{fixed.game}", lang)]
    if fixed.game in GAMES:
        words += options_words(fixed.game, fixed.options, lang)
    words.append(timer_words(fixed.timer or None, lang))
    return " · ".join(words)


def _date(stored: str | None, style: str = "D") -> str:
    return f"<t:{stored_unix(stored)}:{style}>" if stored else "—"


def list_view(leagues: list[League], lang: Language) -> discord.ui.LayoutView:
    """Open leagues first, then recently closed ones."""
    lines = []
    for x in leagues:
        games = t("league.games", lang, n=x.games)
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
    games = t("league.games", lang, n=league.games)

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
    games = t("league.games", lang, n=league.games)
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
            fields = row_fields(row, lang)
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
                        t("board.row", lang, rank=r.rank, **row_fields(r, lang)) for r in rest
                    )
                )
            )
    items.append(discord.ui.TextDisplay("-# " + t("league.final.thanks", lang)))
    items.append(
        discord.ui.ActionRow(
            LeagueBoardButton(league.id, 1, label=t("league.final.standings", lang))
        )
    )
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


class Leagues(JobCog):
    """``/dobro league`` and the job that closes leagues at their end date."""

    league = app_commands.Group(name=L("cmd.league.name"), description=L("cmd.league.description"))

    def __init__(self, bot: DobroClient) -> None:
        super().__init__(bot)
        # /dobro league create offers every game's options (built like /dobro new's).
        create = table_command(
            self.create,
            name=L("cmd.league.create.name"),
            description=L("cmd.league.create.description"),
            base=[
                ("name", app_commands.Range[str, 1, 50], inspect.Parameter.empty),
                ("ends", app_commands.Range[str, 1, 40] | None, None),
                ("timer", int | None, None),
                ("channel", discord.TextChannel | None, None),
            ],
            renames={
                "name": L("cmd.league.option.name"),
                "ends": L("cmd.league.option.ends"),
                "timer": L("cmd.new.timer"),
                "channel": L("cmd.league.option.channel"),
            },
            descriptions={
                "name": L("cmd.league.option.name.description"),
                "ends": L("cmd.league.option.ends.description"),
                "timer": L("cmd.league.option.timer.description"),
                "channel": L("cmd.league.option.channel.description"),
                "game": L("cmd.option.game.league"),
            },
            choices={"timer": TIMERS},
            autocomplete={"ends": self._end_choices},
            compact=True,
        )
        self.league.add_command(create)
        self._wake = asyncio.Event()

    @property
    def service(self) -> LeagueService:
        service = self.bot.leagues
        assert service is not None, "the leagues cog needs the league service"
        return service

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(LeagueBoardButton, LeagueCloseButton)
        self.start_job()

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(LeagueBoardButton, LeagueCloseButton)
        await self.stop_job()

    async def _lang(self, league: League) -> Language:
        """Public league posts speak the guild's language, else the creator's."""
        return await self.post_language(league.guild_id, league.lang)

    # ------------------------------------------------------------------ the job

    job_name = "dobro-leagues"

    async def run_job(self) -> None:
        """Close leagues whose end date passed and post what is owed; then sleep until the next
        end (or an hour, or a wake-up). At start-up this catches up on the downtime."""
        await self.bot.wait_until_ready()
        clock = self.service.clock
        while True:
            delay = JOB_INTERVAL
            mine = self.own_guilds
            try:
                for league in await self.service.close_due(mine):
                    _log.info("League %s (%s) reached its end date", league.id, league.name)
                if not await self.post_owed():
                    delay = RETRY_AFTER
                next_end = await self.service.next_end(mine)
                if next_end is not None:
                    delay = min(delay, max(0.0, next_end - clock.now()))
            except Exception:
                _log.exception("The league job failed; it tries again in %s s", RETRY_AFTER)
                delay = RETRY_AFTER
            self.passes += 1
            await sleep_or_wake(clock, delay, self._wake)
            self._wake.clear()

    def wake(self) -> None:
        """Run the job now (a league was created or closed)."""
        self._wake.set()

    async def post_owed(self) -> bool:
        """Post each closed league's final standings once; False if one could not be posted."""
        ok = True
        for league in await self.service.owed(self.own_guilds):
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
        """The podium in the league's channel, then marked as posted: exactly once. As a
        game's results (``cogs.table.writer.TableWriter.send_owed``): each try is counted
        first, a post tried before is looked for in the channel (by its standings button)
        before posting again, and a post Discord refuses for good (403, 404) is given up after
        ``MAX_ATTEMPTS`` tries, kept as undeliverable."""
        assert league.post_channel_id is not None
        channel = self.bot.get_partial_messageable(league.post_channel_id)
        if league.post_attempts:
            since = league.post_tried_at or league.closed_at or league.created_at
            found = await find_posted(channel, since, f"dobro:ls:{league.id}:1")
            if found is not None:
                await self.service.mark_posted(league, found)
                return
        league = await self.service.attempt_post(league)
        board = await self.service.standings(league, size=FINAL_ROWS)
        try:
            message = await channel.send(
                view=final_view(league, board, await self._lang(league)),
                nonce=f"dobro-l{league.id}",
                allowed_mentions=NO_PINGS,
            )
        except (discord.Forbidden, discord.NotFound) as exc:
            if league.post_attempts < MAX_ATTEMPTS:
                raise
            _log.warning("League %s's final standings refused for good: %s", league.id, exc)
            await self.service.give_up_post(league, f"{exc.status} {exc.text}".strip())
            return
        await self.service.mark_posted(league, message.id)

    # ------------------------------------------------------------------ commands

    async def create(
        self,
        interaction: discord.Interaction,
        *,
        name: str,
        ends: str | None = None,
        timer: int | None = None,
        channel: discord.TextChannel | None = None,
        game: str | None = None,
        **options: Any,
    ) -> None:
        """``/dobro league create``: a league of one game, its tables' options and timer fixed
        (left out: the server's defaults, as ``/dobro new`` takes them)."""
        await require_moderator(interaction)
        assert interaction.guild_id is not None and interaction.channel_id is not None
        configs = required(self.bot.configs, "configs")
        config = await configs.get(interaction.guild_id)
        game = game or defaults_of(config).game
        chosen = table_options(
            config,
            game=game,
            given=chosen_options(game, options),
            timer=timer,
        )
        lang = interaction_language(interaction)
        settings = {"game": chosen.game, "options": dict(chosen.options), "timer": chosen.timer}
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
        games = t("league.games", lang, n=found.games)
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
    cog = client_of(interaction).get_cog("Leagues")
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
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
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
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> LeagueCloseButton:
        return cls(int(match["league"]), int(match["user"]), match["no"] is None)

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await _leagues(interaction).on_close_answer(
                interaction, self.league_id, self.user_id, self.confirm
            )
        except Exception as exc:
            await handle_interaction_error(interaction, exc)


async def setup(bot: DobroClient) -> None:
    await bot.add_cog(Leagues(bot))
