"""``/dobro tournament …``: tournaments run by the bot. Moderators create, start, cancel; everyone
lists them and reads their standings; players register, check in and withdraw with buttons.

Thin by design: the tournament service (``tournaments.service``) decides and stores;
this cog reads interactions, and it is the one writer of a tournament's messages. Its job (one
task) wakes when the service says something changed (a command, a button, a table that closed)
or when the clock says something is due (the check-in, the start), and for each tournament:

1. ``advance``: the service settles closed tables, ends rounds, pairs the next;
2. sends the posts the tournament owes, oldest first, each exactly once (the service's outbox:
   counted before the post, looked for in the channel after a crash, marked sent once Discord
   accepted it, given up after three refusals for good);
3. opens the round's tables: a thread started from each table's post (a thread from a message
   has the message's id, so a second try finds the first), the table seated and dealt by the
   service, its table message posted in the thread (then the table's own writer keeps it);
4. edits the announcement to the latest state (skipped when it already shows it).

Controls (dynamic items, so they work after a restart)::

    dobro:tj:<tournament>            Join (the announcement)
    dobro:tw:<tournament>            Withdraw (the announcement)
    dobro:tx:<tournament>:<user>     Withdraw, confirmed (only that user's)
    dobro:tc:<tournament>            Check in (the check-in call)
    dobro:tb:<tournament>:<who>      Start now, during the check-in (moderators): with those
                                     who checked in ("in") or everyone registered ("all")
    dobro:ts:<tournament>:<post>     Standings (any post; the post id makes each post's own)

People are shown as mentions (nobody is pinged, but for the check-in call and a table's post,
which ping exactly the people they call); names and the tournament's name are escaped.
"""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import inspect
import json
import logging
import re
from fractions import Fraction
from typing import Any

import discord
from discord import app_commands

from cogs import JobCog, answer_in_time, require_moderator, stored_unix
from cogs.app import DobroClient, client_of, required
from cogs.errors import handle_interaction_error
from cogs.i18n import L, Language, decimal, interaction_language, plain, t
from cogs.table import render as ui
from cogs.table.commands import Play
from cogs.table.options import chosen_options, options_words, table_command
from cogs.table.render import timer_words
from cogs.table.writer import NO_PINGS, find_posted, pinging
from games import GAMES
from guilds.config import defaults_of, table_options
from standings import StandingsError
from storage import GameStatus, Registration, Tournament, TournamentPost, TournamentTable
from storage.outbox import MAX_ATTEMPTS
from tables import TableError, sleep_or_wake
from tournaments import TournamentService, start_choices
from tournaments.pairing import Format, Row, advancing
from tournaments.service import (
    CHECK_IN,
    MAX_PLAYERS,
    MAX_ROUND_ROBIN,
    TIMERS,
    TOO_FEW,
    CheckIn,
    Standings,
    stored_seconds,
)

_log = logging.getLogger(__name__)

COLOUR_TOURNAMENT = 0xE67E22
#: The job wakes at least this often (a tournament of another process, a missed wake-up).
JOB_INTERVAL = 300.0
#: After a failed step, try again this much later.
RETRY_AFTER = 30.0
PODIUM = ("🥇", "🥈", "🥉")
#: Rows of a standings post (the final one: the podium and the next ranks, up to this one).
POST_ROWS = 10
#: Rows of the standings shown on demand (Discord takes 4,000 characters of text).
SHOWN_ROWS = 40
#: Discord's "a thread has already been created for this message".
THREAD_EXISTS = 160004
FORMATS = [
    app_commands.Choice(name=L(f"tournament.format.{f.value}"), value=f.value) for f in Format
]
FILLS = [
    app_commands.Choice(name=L(f"tournament.fill_choice.{f}"), value=f)
    for f in ("smaller", "computers", "byes")
]
TIMER_OPTIONS = [app_commands.Choice(name=L(f"choice.timer.{s}"), value=s) for s in TIMERS]
_FRACTIONS = {
    Fraction(1, 2): "½",
    Fraction(1, 3): "⅓",
    Fraction(2, 3): "⅔",
    Fraction(1, 4): "¼",
    Fraction(3, 4): "¾",
    Fraction(1, 6): "⅙",
    Fraction(5, 6): "⅚",
    Fraction(1, 8): "⅛",
    Fraction(3, 8): "⅜",
    Fraction(5, 8): "⅝",
    Fraction(7, 8): "⅞",
}


# ---------------------------------------------------------------------------------- words


def points_text(value: Fraction, lang: Language) -> str:
    """Exact points as people write them: 3, 4½, 12⅔; other fractions to two decimals."""
    whole, part = divmod(value, 1)
    if part == 0:
        return str(int(whole))
    if part in _FRACTIONS:
        return (str(int(whole)) if whole else "") + _FRACTIONS[part]
    return decimal(float(value), lang, 2)


def _when(stored: str | None, style: str = "f") -> str:
    return f"<t:{stored_unix(stored)}:{style}>" if stored else "—"


def settings_words(tournament: Tournament, lang: Language) -> str:
    """The game, its options, the format, seats, rounds, what fills an uneven count and the
    timer, in words ("Sticks · full deck · Swiss · 4 seats a table · 3 rounds · …")."""
    words = [t(f"game.name.{tournament.game}", lang)]
    if tournament.game in GAMES:
        words += options_words(tournament.game, tournament.options, lang)
    words.append(t(f"tournament.format.{tournament.format}", lang))
    words.append(t("tournament.seats", lang, n=tournament.seats))
    if tournament.format == Format.SWISS:
        words.append(
            t("tournament.rounds", lang, n=tournament.rounds)
            if tournament.rounds
            else t("tournament.rounds_later", lang)
        )
    elif tournament.format == Format.KNOCKOUT:
        words.append(t("tournament.go_on", lang, n=advancing(tournament.seats)))
    words.append(t(f"tournament.fill.{tournament.fill}", lang))
    words.append(timer_words(tournament.timer, lang))
    return " · ".join(words)


def _who(user_id: int) -> str:
    return f"<@{user_id}>"


def row_line(row: Row, tournament: Tournament, lang: Language) -> str:
    """One line of the standings: rank, person, points, opponents' points (and a withdrawn
    player's mark). A knockout's order already says how far each went."""
    extra = t("tournament.row.withdrawn", lang) if row.withdrawn else ""
    return t(
        "tournament.row",
        lang,
        rank=row.rank,
        who=_who(row.player),
        points=points_text(row.points, lang),
        opponents=points_text(row.opponents, lang),
        extra=extra,
    )


def _progress(standing: Standings, lang: Language) -> str:
    tournament = standing.tournament
    if tournament.status == "finished":
        return t("tournament.progress.over", lang, played=standing.played)
    return t("tournament.progress", lang, played=standing.played, planned=standing.planned)


def standings_view(standing: Standings, lang: Language) -> discord.ui.LayoutView:
    """A tournament's standings (shown on demand, privately or as a command's answer)."""
    tournament = standing.tournament
    items: list[discord.ui.Item[Any]] = [
        discord.ui.TextDisplay(
            f"### {t('tournament.standings.title', lang, name=plain(tournament.name))}"
        ),
        discord.ui.TextDisplay("-# " + _progress(standing, lang)),
    ]
    if not standing.rows:
        items.append(discord.ui.TextDisplay(t("tournament.standings.empty", lang)))
    else:
        lines = [row_line(r, tournament, lang) for r in standing.rows[:SHOWN_ROWS]]
        more = len(standing.rows) - SHOWN_ROWS
        if more > 0:
            lines.append(t("tournament.standings.more", lang, n=more))
        items.append(discord.ui.TextDisplay("\n".join(lines)))
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(discord.ui.Container(*items, accent_colour=COLOUR_TOURNAMENT))
    return view


def list_view(tournaments: list[Tournament], lang: Language) -> discord.ui.LayoutView:
    """Live tournaments first, then recent ones."""
    lines = []
    for x in tournaments:
        status = t(f"tournament.status.{x.status}", lang)
        when = _when(x.starts_at or x.started_at or x.created_at, "f")
        lines.append(
            t(
                "tournament.list.line",
                lang,
                name=plain(x.name),
                status=status,
                when=when,
                settings=settings_words(x, lang),
            )
        )
    body = "\n".join(lines) if lines else t("tournament.list.empty", lang)
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(
        discord.ui.Container(
            discord.ui.TextDisplay(f"### {t('tournament.list.title', lang)}"),
            discord.ui.TextDisplay(body),
            accent_colour=COLOUR_TOURNAMENT,
        )
    )
    return view


def _status_line(tournament: Tournament, lang: Language) -> str:
    status = tournament.status
    if status == "registering":
        if tournament.starts_at:
            return t(
                "tournament.announce.registering_at",
                lang,
                when=_when(tournament.starts_at, "F"),
                left=_when(tournament.starts_at, "R"),
            )
        return t("tournament.announce.registering", lang)
    if status == "check_in":
        return t("tournament.announce.check_in", lang, when=_when(tournament.starts_at, "t"))
    if status == "running":
        return t("tournament.announce.running", lang, round=tournament.round)
    if status == "finished":
        return t("tournament.announce.finished", lang)
    return _cancelled_words(tournament, lang)


def _cancelled_words(tournament: Tournament, lang: Language) -> str:
    if tournament.ended_by is None and tournament.reason == TOO_FEW:
        return t("tournament.cancelled.too_few", lang)
    return t("tournament.cancelled.reason", lang, reason=plain(tournament.reason or "—"))


def announce_view(
    tournament: Tournament, registered: list[Registration], lang: Language
) -> discord.ui.LayoutView:
    """The announcement: what the tournament is, when it starts, who is in; Join, Withdraw,
    Standings."""
    most = MAX_ROUND_ROBIN if tournament.format == Format.ROUND_ROBIN else MAX_PLAYERS
    people = [r for r in registered if r.status != "dropped"]
    marks = []
    for r in people:
        mark = _who(r.user_id)
        if tournament.status == "check_in" and r.checked_in:
            mark += " ✅"
        if r.status == "withdrawn":
            mark = f"~~{mark}~~"
        marks.append(mark)
    who = ", ".join(marks) if marks else t("tournament.announce.nobody", lang)
    live = tournament.status in ("registering", "check_in")
    items: list[discord.ui.Item[Any]] = [
        discord.ui.TextDisplay(
            f"## {t('tournament.announce.title', lang, name=plain(tournament.name))}"
        ),
        discord.ui.TextDisplay("-# " + settings_words(tournament, lang)),
        discord.ui.TextDisplay(_status_line(tournament, lang)),
        discord.ui.Separator(),
        discord.ui.TextDisplay(
            t("tournament.announce.registered", lang, n=len(people), most=most) + "\n" + who
        ),
        discord.ui.ActionRow(
            JoinButton(
                tournament.id,
                label=t("tournament.button.join", lang),
                style=discord.ButtonStyle.success,
                disabled=not live,
            ),
            WithdrawButton(
                tournament.id,
                label=t("tournament.button.withdraw", lang),
                style=discord.ButtonStyle.secondary,
                disabled=not tournament.live,
            ),
            StandingsButton(
                tournament.id,
                0,
                label=t("tournament.button.standings", lang),
                style=discord.ButtonStyle.secondary,
                disabled=tournament.started_at is None,
            ),
        ),
    ]
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(discord.ui.Container(*items, accent_colour=COLOUR_TOURNAMENT))
    return view


def _byes_line(byes: tuple[int, ...], lang: Language) -> str:
    if not byes:
        return ""
    return "\n" + t("tournament.byes", lang, who=", ".join(_who(u) for u in byes))


def _framed(
    tournament: Tournament, post: TournamentPost, lang: Language, *items: discord.ui.Item[Any]
) -> discord.ui.LayoutView:
    """A post's frame, with its own Standings button (which also tells the post apart)."""
    view = discord.ui.LayoutView(timeout=None)
    button = StandingsButton(
        tournament.id,
        post.id,
        label=t("tournament.button.standings", lang),
        style=discord.ButtonStyle.secondary,
    )
    view.add_item(
        discord.ui.Container(*items, discord.ui.ActionRow(button), accent_colour=COLOUR_TOURNAMENT)
    )
    return view


def begin_question(asked: CheckIn, lang: Language) -> tuple[str, discord.ui.View]:
    """What ``start`` answers during the check-in: how many checked in, and two buttons, start
    with them (disabled under two) or with everyone registered."""
    tournament = asked.tournament
    text = t(
        "tournament.start.how",
        lang,
        name=plain(tournament.name),
        n=asked.checked_in,
        registered=asked.registered,
        when=_when(tournament.starts_at, "t"),
    )
    view = discord.ui.View(timeout=None)
    view.add_item(
        BeginButton(
            tournament.id,
            False,
            label=t("tournament.button.start_checked_in", lang, n=asked.checked_in),
            style=discord.ButtonStyle.success,
            disabled=asked.checked_in < 2,
        )
    )
    view.add_item(
        BeginButton(
            tournament.id,
            True,
            label=t("tournament.button.start_everyone", lang, n=asked.registered),
            style=discord.ButtonStyle.primary,
            disabled=asked.registered < 2,
        )
    )
    return text, view


def podium_lines(standing: Standings, lang: Language) -> list[str]:
    """The final podium (🥇🥈🥉, ties sharing a medal), then the next ranks; a tournament
    nobody played crowns nobody, and says so."""
    tournament = standing.tournament
    if not standing.crowned:
        return [t("tournament.final.nobody", lang)]
    lines = []
    for row in standing.rows[:POST_ROWS]:
        if row.rank <= len(PODIUM):
            lines.append(
                t(
                    "tournament.final.podium",
                    lang,
                    medal=PODIUM[row.rank - 1],
                    who=_who(row.player),
                    points=points_text(row.points, lang),
                )
            )
        else:
            lines.append(row_line(row, tournament, lang))
    return lines


# ---------------------------------------------------------------------------------- the cog


class Tournaments(JobCog):
    """``/dobro tournament`` and the job that runs tournaments and writes their messages."""

    tournament = app_commands.Group(
        name=L("cmd.tournament.name"), description=L("cmd.tournament.description")
    )

    def __init__(self, bot: DobroClient) -> None:
        super().__init__(bot)
        create = table_command(
            self.create,
            name=L("cmd.tournament.create.name"),
            description=L("cmd.tournament.create.description"),
            base=[
                ("name", app_commands.Range[str, 1, 50], inspect.Parameter.empty),
                ("format", str, inspect.Parameter.empty),
                ("rounds", app_commands.Range[int, 1, 12] | None, None),
                ("seats", app_commands.Range[int, 2, 8] | None, None),
                ("timer", int | None, None),
                ("fill", str | None, None),
                ("starts", app_commands.Range[str, 1, 40] | None, None),
                ("channel", discord.TextChannel | None, None),
            ],
            renames={
                k: L(f"cmd.tournament.option.{k}")
                for k in ("name", "format", "rounds", "seats", "timer", "fill", "starts", "channel")
            },
            descriptions={
                **{
                    k: L(f"cmd.tournament.option.{k}.description")
                    for k in (
                        "name",
                        "format",
                        "rounds",
                        "seats",
                        "timer",
                        "fill",
                        "starts",
                        "channel",
                    )
                },
                "game": L("cmd.tournament.option.game.description"),
            },
            choices={"format": FORMATS, "timer": TIMER_OPTIONS, "fill": FILLS},
            autocomplete={"starts": self._start_choices},
            compact=True,  # the games' options in one text option: /dobro stays under 8,000
        )
        self.tournament.add_command(create)
        #: Set while the job sleeps with nothing left to do (``quiet``).
        self._idle = asyncio.Event()
        #: What each announcement shows now (a digest): an edit that changes nothing is skipped.
        self._shown: dict[int, bytes] = {}

    @property
    def service(self) -> TournamentService:
        service = self.bot.tournaments
        assert service is not None, "the tournaments cog needs the tournament service"
        return service

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(*DYNAMIC_ITEMS)
        self.start_job()

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(*DYNAMIC_ITEMS)
        await self.stop_job()

    async def _lang(self, tournament: Tournament) -> Language:
        """Posts speak the guild's language, else the creator's."""
        return await self.post_language(tournament.guild_id, tournament.lang)

    # ------------------------------------------------------------------ the job

    job_name = "dobro-tournaments"

    async def run_job(self) -> None:
        """Run every tournament (see the module docstring), then sleep until the next thing is
        due, a change, or ``JOB_INTERVAL``. At start-up this picks up whatever a restart
        interrupted."""
        await self.bot.wait_until_ready()
        if self.bot.tournaments is None:
            return  # a bot without storage (tests of the shell): nothing to run
        service = self.service
        clock = service.clock
        while True:
            service.changed.clear()
            self._idle.clear()
            delay = JOB_INTERVAL
            try:
                for tournament in await service.active(self.own_guilds):
                    try:
                        done = await self.run(tournament.id)
                    except Exception:  # one tournament's trouble never holds the others
                        _log.exception("Tournament %s: its pass failed", tournament.id)
                        done = False
                    if not done:
                        delay = RETRY_AFTER
                    due = service.due(await self.service.repo.get(tournament.id) or tournament)
                    if due is not None:
                        delay = min(delay, max(0.0, due - clock.now()))
            except Exception:
                _log.exception("The tournament job failed; it tries again in %s s", RETRY_AFTER)
                delay = RETRY_AFTER
            self.passes += 1
            if service.changed.is_set():
                continue
            if delay > 0:
                self._idle.set()
            await sleep_or_wake(clock, delay, service.changed)

    async def quiet(self) -> None:
        """Until the job has nothing left to do now (tests)."""
        while not (self._idle.is_set() and not self.service.changed.is_set()):
            await asyncio.sleep(0.002)

    async def run(self, tournament_id: int) -> bool:
        """One tournament's pass: advance it, send what it owes, open its tables, refresh its
        announcement. False if a step failed (retried later)."""
        ok = True
        try:
            tournament = await self.service.advance(tournament_id)
        except Exception:
            _log.exception("Tournament %s could not advance", tournament_id)
            tournament = await self.service.repo.get(tournament_id)
            ok = False
        if tournament is None:
            return ok
        lang = await self._lang(tournament)
        try:
            for post in await self.service.owed(tournament):
                await self.send_post(tournament, post, lang)
        except discord.HTTPException as exc:
            _log.warning("Tournament %s: a post failed (%s); retried later", tournament_id, exc)
            return False
        if tournament.status == "running":
            ok = await self._open_tables(tournament, lang) and ok
        try:
            await self._edit_announcement(tournament, lang)
        except discord.HTTPException as exc:
            _log.warning("Tournament %s: the announcement edit failed: %s", tournament_id, exc)
        return ok

    # ------------------------------------------------------------------ posts

    @staticmethod
    def _marker(tournament: Tournament, post: TournamentPost) -> str:
        """The custom id that tells this post apart in its channel (found after a crash)."""
        if post.kind == "announce":
            return f"dobro:tj:{tournament.id}"
        if post.kind == "check_in":
            return f"dobro:tc:{tournament.id}"
        return f"dobro:ts:{tournament.id}:{post.id}"

    async def send_post(self, tournament: Tournament, post: TournamentPost, lang: Language) -> None:
        """Post one owed message, then mark it sent: exactly once (as a game's results:
        ``TableWriter.send_owed``)."""
        channel = self.bot.get_partial_messageable(post.channel_id, guild_id=tournament.guild_id)
        if post.attempts:
            since = post.attempted_at or post.created_at
            found = await find_posted(channel, since, self._marker(tournament, post))
            if found is not None:
                await self.service.mark_posted(post, found)
                return
        post = await self.service.attempt_post(post)
        message_args = await self._render(tournament, post, lang)
        try:
            message = await channel.send(nonce=f"dobro-tp{post.id}", **message_args)
        except (discord.Forbidden, discord.NotFound) as exc:
            if post.attempts < MAX_ATTEMPTS:
                raise
            _log.warning("Tournament %s: post %s refused for good: %s", tournament.id, post.id, exc)
            await self.service.give_up_post(post, f"{exc.status} {exc.text}".strip())
            return
        await self.service.mark_posted(post, message.id)
        if post.kind == "announce":
            self._shown.pop(tournament.id, None)

    async def _render(
        self, tournament: Tournament, post: TournamentPost, lang: Language
    ) -> dict[str, Any]:
        """What a post says (its ``send`` arguments)."""
        name = plain(tournament.name)
        if post.kind == "announce":
            registered = await self.service.registrations(tournament)
            view = announce_view(tournament, registered, lang)
            return {"view": view, "allowed_mentions": NO_PINGS}
        if post.kind == "check_in":
            registered = await self.service.registrations(tournament)
            called = [r.user_id for r in registered if r.status == "registered"]
            when = stored_seconds(tournament.starts_at) if tournament.starts_at else None
            check = discord.ui.View(timeout=None)
            check.add_item(
                CheckInButton(
                    tournament.id,
                    label=t("tournament.button.check_in", lang),
                    style=discord.ButtonStyle.success,
                )
            )
            text = t(
                "tournament.check_in.call",
                lang,
                name=name,
                when=f"<t:{int(when)}:R>" if when else "—",
                who=", ".join(_who(u) for u in called) or "—",
            )
            return {"content": text, "view": check, "allowed_mentions": pinging(*called)}
        if post.kind == "table":
            return await self._render_table_post(tournament, post, lang)
        if post.kind == "cancelled":
            text = t("tournament.cancelled.title", lang, name=name)
            body = _cancelled_words(tournament, lang)
            return {
                "view": _framed(
                    tournament,
                    post,
                    lang,
                    discord.ui.TextDisplay(f"### {text}"),
                    discord.ui.TextDisplay(body),
                ),
                "allowed_mentions": NO_PINGS,
            }
        standing = await self.service.standings(tournament)
        if post.kind == "started":
            return await self._render_started(tournament, post, standing, lang)
        if post.kind == "final":
            items: list[discord.ui.Item[Any]] = [
                discord.ui.TextDisplay(f"## {t('tournament.final.title', lang, name=name)}"),
                discord.ui.TextDisplay(
                    "-# "
                    + t(
                        "tournament.final.sub",
                        lang,
                        players=len(standing.rows),
                        rounds=standing.played,
                    )
                ),
                discord.ui.TextDisplay("\n".join(podium_lines(standing, lang)) or "—"),
                discord.ui.TextDisplay("-# " + t("tournament.final.thanks", lang)),
            ]
            return {"view": _framed(tournament, post, lang, *items), "allowed_mentions": NO_PINGS}
        # standings after a round that is not the last: with the next round's byes
        after = await self.service.round_view(tournament, post.round + 1)
        lines = [row_line(r, tournament, lang) for r in standing.rows[:POST_ROWS]]
        more = len(standing.rows) - POST_ROWS
        if more > 0:
            lines.append(t("tournament.standings.more", lang, n=more))
        next_line = ""
        if after is not None:
            next_line = t(
                "tournament.next_round",
                lang,
                round=after.number,
                tables=len(after.tables),
            ) + _byes_line(after.byes, lang)
        items = [
            discord.ui.TextDisplay(
                f"### {t('tournament.standings.after', lang, name=name, round=post.round)}"
            ),
            discord.ui.TextDisplay("\n".join(lines) or "—"),
        ]
        if next_line:
            items.append(discord.ui.TextDisplay(next_line))
        return {"view": _framed(tournament, post, lang, *items), "allowed_mentions": NO_PINGS}

    async def _render_started(
        self, tournament: Tournament, post: TournamentPost, standing: Standings, lang: Language
    ) -> dict[str, Any]:
        registered = await self.service.registrations(tournament)
        dropped = [r.user_id for r in registered if r.status == "dropped"]
        first = await self.service.round_view(tournament, 1)
        tables = len(first.tables) if first else 0
        body = t(
            "tournament.started.body",
            lang,
            players=sum(1 for r in registered if r.in_play),
            planned=standing.planned,
            tables=tables,
        )
        if dropped:
            body += "\n" + t(
                "tournament.started.dropped", lang, who=", ".join(_who(u) for u in dropped)
            )
        if first is not None:
            body += _byes_line(first.byes, lang)
        items: list[discord.ui.Item[Any]] = [
            discord.ui.TextDisplay(
                f"## {t('tournament.started.title', lang, name=plain(tournament.name))}"
            ),
            discord.ui.TextDisplay("-# " + settings_words(tournament, lang)),
            discord.ui.TextDisplay(body),
        ]
        return {"view": _framed(tournament, post, lang, *items), "allowed_mentions": NO_PINGS}

    async def _render_table_post(
        self, tournament: Tournament, post: TournamentPost, lang: Language
    ) -> dict[str, Any]:
        """A table's post, the start of its thread: who plays there, pinged."""
        view_round = await self.service.round_view(tournament, post.round)
        row = (
            next((r for r in view_round.tables if r.number == post.number), None)
            if view_round
            else None
        )
        registered = {r.user_id: r for r in await self.service.registrations(tournament)}
        people = [u for u in (row.players if row else ()) if registered[u].status == "playing"]
        seats = [_who(u) for u in people]
        computers = (row.computers if row else 0) + (len(row.players) - len(people) if row else 0)
        if computers:
            seats.append(t("tournament.table.computers", lang, n=computers))
        final = view_round is not None and view_round.final
        text = t(
            "tournament.table.call_final" if final else "tournament.table.call",
            lang,
            name=plain(tournament.name),
            round=post.round,
            table=post.number,
            who=", ".join(seats),
        )
        view = discord.ui.View(timeout=None)
        view.add_item(
            StandingsButton(
                tournament.id,
                post.id,
                label=t("tournament.button.standings", lang),
                style=discord.ButtonStyle.secondary,
            )
        )
        return {"content": text, "view": view, "allowed_mentions": pinging(*people)}

    async def _edit_announcement(self, tournament: Tournament, lang: Language) -> None:
        """The announcement shows the latest state (one edit when something changed)."""
        post = await self.service.post_of(tournament, "announce")
        if post is None or post.message_id is None:
            return
        registered = await self.service.registrations(tournament)
        view = announce_view(tournament, registered, lang)
        text = json.dumps(view.to_components(), sort_keys=True, default=str)
        digest = hashlib.blake2b(text.encode(), digest_size=16).digest()
        if self._shown.get(tournament.id) == digest:
            return
        channel = self.bot.get_partial_messageable(post.channel_id, guild_id=tournament.guild_id)
        try:
            await channel.get_partial_message(post.message_id).edit(
                view=view, allowed_mentions=NO_PINGS
            )
        except discord.NotFound:  # deleted by someone: the posts below still tell the story
            _log.info("Tournament %s: its announcement is gone", tournament.id)
        self._shown[tournament.id] = digest

    # ------------------------------------------------------------------ tables

    async def _open_tables(self, tournament: Tournament, lang: Language) -> bool:
        """Open the round's tables that are not open yet, each in a thread started from its
        post. False if one could not be opened now (tried again on the next pass)."""
        current = await self.service.round_view(tournament, tournament.round)
        if current is None:
            return True
        ok = True
        for row in current.tables:
            if row.settled:
                continue
            try:
                await self._open_table(tournament, row, lang)
            except Exception:
                ok = False
                _log.exception(
                    "Tournament %s: table %s of round %s could not be opened yet",
                    tournament.id,
                    row.number,
                    row.round,
                )
        return ok

    async def _open_table(
        self, tournament: Tournament, row: TournamentTable, lang: Language
    ) -> None:
        if row.game_id is not None:
            try:
                playing = self.service.tables.get(row.game_id)
            except TableError:  # not in memory: over (``advance`` settles it)
                return
            if not playing.open or (
                playing.status is GameStatus.ACTIVE and playing.message_id is not None
            ):
                return  # dealt and shown (its writer keeps it), or over
        post = await self.service.post_of(tournament, "table", row.round, row.number)
        if post is None or post.message_id is None:
            return  # its post is not out yet
        if row.thread_id is None:
            thread_id = await self._thread_from(tournament, post, row, lang)
            await self.service.set_thread(row, thread_id)
            row = dataclasses.replace(row, thread_id=thread_id)
        table = await self.service.open_table(tournament, row)
        if table is not None and table.status is GameStatus.LOBBY:
            table = await self.service.start_table(tournament, row)
        if table is None or not table.open or table.message_id is not None:
            return
        # The table message, dealt already (a lobby is never shown: nobody leaves it or adds
        # a computer); from now on the table's own writer keeps it.
        assert row.thread_id is not None
        thread = self.bot.get_partial_messageable(row.thread_id, guild_id=tournament.guild_id)
        shown = await self.service.tables.view(table)
        rendered = shown.version
        message = await thread.send(
            view=ui.table_view(shown, table.settings.lang), allowed_mentions=NO_PINGS
        )
        await self.service.tables.set_message(table, message.id)
        play = self.bot.get_cog("Play")
        if isinstance(play, Play):
            play.writers.of(table).posted(message.id, rendered)

    async def _thread_from(
        self, tournament: Tournament, post: TournamentPost, row: TournamentTable, lang: Language
    ) -> int:
        """The table's thread, started from its post: a thread started from a message has the
        message's id, so a second try (after a crash) finds the first one."""
        assert post.message_id is not None
        found = self.bot.get_channel(post.channel_id)
        channel: discord.TextChannel | discord.PartialMessageable = (
            found
            if isinstance(found, discord.TextChannel)
            else self.bot.get_partial_messageable(post.channel_id, guild_id=tournament.guild_id)
        )
        name = t(
            "tournament.thread_name",
            lang,
            name=tournament.name,
            round=row.round,
            table=row.number,
        )[:100]
        try:
            thread = await channel.get_partial_message(post.message_id).create_thread(
                name=name, auto_archive_duration=1440
            )
        except discord.HTTPException as exc:
            if exc.code == THREAD_EXISTS:
                return post.message_id
            raise
        return thread.id

    # ------------------------------------------------------------------ commands

    async def create(
        self,
        interaction: discord.Interaction,
        *,
        name: str,
        format: str,
        rounds: int | None = None,
        seats: int | None = None,
        timer: int | None = None,
        fill: str | None = None,
        starts: str | None = None,
        channel: discord.TextChannel | None = None,
        game: str | None = None,
        **options: Any,
    ) -> None:
        """``/dobro tournament create``: the tournament and its announcement (with Join) in its
        channel; game options left out take the server's defaults, as ``/dobro new``."""
        await require_moderator(interaction)
        guild_id = interaction.guild_id
        assert guild_id is not None
        place = channel or interaction.channel
        if not isinstance(place, discord.TextChannel):
            raise StandingsError("tournament.text_channel")
        configs = required(self.bot.configs, "configs")
        await configs.check_channel(guild_id, place.id, None)
        config = await configs.get(guild_id)
        game = game or defaults_of(config).game
        chosen = table_options(
            config,
            game=game,
            given=chosen_options(game, options),
            timer=None,
        )
        lang = interaction_language(interaction)
        created = await self.service.create(
            guild_id,
            name,
            created_by=interaction.user.id,
            channel_id=place.id,
            game=chosen.game,
            options=dict(chosen.options),
            format=format,
            seats=seats,
            rounds=rounds,
            fill=fill or "smaller",
            timer=timer,
            starts=starts,
            lang=config.language or lang,
        )
        await interaction.response.send_message(
            t(
                "tournament.created",
                lang,
                name=plain(created.name),
                channel=place.mention,
                settings=settings_words(created, lang),
            ),
            ephemeral=True,
        )

    async def _start_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """Start times a few minutes to two hours away (UTC), and what is typed."""
        lang = interaction_language(interaction)
        choices = [
            app_commands.Choice(
                name=t("tournament.starts_in", lang, when=value, minutes=minutes), value=value
            )
            for value, minutes in start_choices(self.service.clock.now())
        ]
        typed = current.strip()
        if typed and all(c.value != typed for c in choices):
            choices.insert(0, app_commands.Choice(name=typed[:100], value=typed[:40]))
        return choices

    async def _live(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        if interaction.guild_id is None:
            return []
        found = await self.service.listed(interaction.guild_id, live_only=True, search=current)
        return [app_commands.Choice(name=x.name, value=x.name) for x in found]

    async def _any(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        if interaction.guild_id is None:
            return []
        found = await self.service.listed(interaction.guild_id, search=current)
        return [app_commands.Choice(name=x.name, value=x.name) for x in found]

    @tournament.command(
        name=L("cmd.tournament.start.name"), description=L("cmd.tournament.start.description")
    )
    @app_commands.rename(tournament=L("cmd.tournament.option.tournament"))
    @app_commands.describe(tournament=L("cmd.tournament.option.tournament.description"))
    async def start(
        self,
        interaction: discord.Interaction,
        tournament: app_commands.Range[str, 1, 100] | None = None,
    ) -> None:
        """During registration: the check-in opens now, the start follows ``CHECK_IN`` later;
        during the check-in: the start, now."""
        await require_moderator(interaction)
        assert interaction.guild_id is not None
        lang = interaction_language(interaction)
        found = await self.service.find(interaction.guild_id, tournament, live_only=True)
        started, deferred = await answer_in_time(interaction, self.service.start(found))
        if isinstance(started, CheckIn):  # never cancels: the moderator chooses with whom
            text, view = begin_question(started, lang)
            if deferred:
                await interaction.followup.send(text, view=view, ephemeral=True)
            else:
                await interaction.response.send_message(text, view=view, ephemeral=True)
            return
        name = plain(started.name)
        if started.status == "check_in":
            text = t(
                "tournament.start.check_in",
                lang,
                name=name,
                minutes=CHECK_IN // 60,
                when=_when(started.starts_at, "t"),
            )
        elif started.status == "running":
            text = t("tournament.start.started", lang, name=name)
        else:
            text = t("tournament.start.cancelled", lang, name=name)
        await self._say(interaction, text, deferred)

    @start.autocomplete("tournament")
    async def _start_tournament(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._live(interaction, current)

    @tournament.command(
        name=L("cmd.tournament.cancel.name"), description=L("cmd.tournament.cancel.description")
    )
    @app_commands.rename(
        tournament=L("cmd.tournament.option.tournament"),
        reason=L("cmd.tournament.option.reason"),
    )
    @app_commands.describe(
        tournament=L("cmd.tournament.option.tournament.description"),
        reason=L("cmd.tournament.option.reason.description"),
    )
    async def cancel(
        self,
        interaction: discord.Interaction,
        tournament: app_commands.Range[str, 1, 100],
        reason: app_commands.Range[str, 1, 200],
    ) -> None:
        await require_moderator(interaction)
        assert interaction.guild_id is not None
        lang = interaction_language(interaction)
        found = await self.service.find(interaction.guild_id, tournament, live_only=True)
        cancelled, deferred = await answer_in_time(
            interaction, self.service.cancel(found, by=interaction.user.id, reason=reason)
        )
        text = t(
            "tournament.cancel.done",
            lang,
            name=plain(cancelled.name),
            channel=f"<#{cancelled.channel_id}>",
        )
        await self._say(interaction, text, deferred)

    @cancel.autocomplete("tournament")
    async def _cancel_tournament(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._live(interaction, current)

    @tournament.command(
        name=L("cmd.tournament.list.name"), description=L("cmd.tournament.list.description")
    )
    async def list_(self, interaction: discord.Interaction) -> None:
        assert interaction.guild_id is not None
        found = await self.service.listed(interaction.guild_id)
        await interaction.response.send_message(
            view=list_view(found, interaction_language(interaction)), allowed_mentions=NO_PINGS
        )

    @tournament.command(
        name=L("cmd.tournament.standings.name"),
        description=L("cmd.tournament.standings.description"),
    )
    @app_commands.rename(tournament=L("cmd.tournament.option.tournament"))
    @app_commands.describe(tournament=L("cmd.tournament.option.any.description"))
    async def standings(
        self,
        interaction: discord.Interaction,
        tournament: app_commands.Range[str, 1, 100] | None = None,
    ) -> None:
        assert interaction.guild_id is not None
        found = await self.service.find(interaction.guild_id, tournament)
        standing = await self.service.standings(found)
        await interaction.response.send_message(
            view=standings_view(standing, interaction_language(interaction)),
            allowed_mentions=NO_PINGS,
        )

    @standings.autocomplete("tournament")
    async def _standings_tournament(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._any(interaction, current)

    async def _say(self, interaction: discord.Interaction, text: str, deferred: bool) -> None:
        if deferred:
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)

    # ------------------------------------------------------------------ buttons

    async def on_join(self, interaction: discord.Interaction, tournament_id: int) -> None:
        assert interaction.guild_id is not None
        lang = interaction_language(interaction)
        found = await self.service.get(interaction.guild_id, tournament_id)
        user = interaction.user
        registered, deferred = await answer_in_time(
            interaction, self.service.register(found, user.id, user.display_name)
        )
        key = "tournament.join.checked_in" if registered.checked_in else "tournament.join.done"
        await self._say(interaction, t(key, lang, name=plain(found.name)), deferred)

    async def on_withdraw(self, interaction: discord.Interaction, tournament_id: int) -> None:
        """Before the start: the registration is taken back at once. During the tournament:
        asked first (the remaining games are forfeited)."""
        assert interaction.guild_id is not None
        lang = interaction_language(interaction)
        found = await self.service.get(interaction.guild_id, tournament_id)
        if found.status == "running":
            view = discord.ui.View(timeout=None)
            view.add_item(
                WithdrawConfirm(
                    found.id,
                    interaction.user.id,
                    label=t("tournament.withdraw.confirm", lang),
                    style=discord.ButtonStyle.danger,
                )
            )
            await interaction.response.send_message(
                t("tournament.withdraw.ask", lang, name=plain(found.name)),
                view=view,
                ephemeral=True,
            )
            return
        _, deferred = await answer_in_time(
            interaction, self.service.withdraw(found, interaction.user.id)
        )
        await self._say(
            interaction,
            t("tournament.withdraw.unregistered", lang, name=plain(found.name)),
            deferred,
        )

    async def on_withdraw_confirm(
        self, interaction: discord.Interaction, tournament_id: int, user_id: int
    ) -> None:
        if interaction.user.id != user_id:
            raise StandingsError("tournament.withdraw.not_yours")
        assert interaction.guild_id is not None
        lang = interaction_language(interaction)
        found = await self.service.get(interaction.guild_id, tournament_id)
        if interaction.type is discord.InteractionType.component:
            await interaction.response.defer()
        await self.service.withdraw(found, user_id)
        await interaction.edit_original_response(
            content=t("tournament.withdraw.done", lang, name=plain(found.name)), view=None
        )

    async def on_check_in(self, interaction: discord.Interaction, tournament_id: int) -> None:
        assert interaction.guild_id is not None
        lang = interaction_language(interaction)
        found = await self.service.get(interaction.guild_id, tournament_id)
        _, deferred = await answer_in_time(
            interaction, self.service.check_in(found, interaction.user.id)
        )
        await self._say(
            interaction, t("tournament.check_in.done", lang, name=plain(found.name)), deferred
        )

    async def on_begin(
        self, interaction: discord.Interaction, tournament_id: int, everyone: bool
    ) -> None:
        """A moderator's choice during the check-in: start now, with those who checked in or
        with everyone registered (the question is replaced by the answer)."""
        await require_moderator(interaction)
        assert interaction.guild_id is not None
        lang = interaction_language(interaction)
        found = await self.service.get(interaction.guild_id, tournament_id)
        started, deferred = await answer_in_time(
            interaction, self.service.begin(found, everyone=everyone)
        )
        text = t("tournament.start.started", lang, name=plain(started.name))
        if deferred:
            await interaction.edit_original_response(content=text, view=None)
        else:
            await interaction.response.edit_message(content=text, view=None)

    async def on_standings(self, interaction: discord.Interaction, tournament_id: int) -> None:
        assert interaction.guild_id is not None
        found = await self.service.get(interaction.guild_id, tournament_id)
        standing = await self.service.standings(found)
        await interaction.response.send_message(
            view=standings_view(standing, interaction_language(interaction)),
            ephemeral=True,
            allowed_mentions=NO_PINGS,
        )


def _cog(interaction: discord.Interaction) -> Tournaments:
    cog = client_of(interaction).get_cog("Tournaments")
    if not isinstance(cog, Tournaments):
        raise RuntimeError("the Tournaments cog is not loaded")
    return cog


class JoinButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"dobro:tj:(?P<t>\d{1,12})"
):
    """Join, on the announcement."""

    def __init__(self, tournament_id: int, **button: Any) -> None:
        super().__init__(discord.ui.Button(custom_id=f"dobro:tj:{tournament_id}", **button))
        self.tournament_id = tournament_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> JoinButton:
        return cls(int(match["t"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await _cog(interaction).on_join(interaction, self.tournament_id)
        except Exception as exc:
            await handle_interaction_error(interaction, exc)


class WithdrawButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"dobro:tw:(?P<t>\d{1,12})"
):
    """Withdraw, on the announcement."""

    def __init__(self, tournament_id: int, **button: Any) -> None:
        super().__init__(discord.ui.Button(custom_id=f"dobro:tw:{tournament_id}", **button))
        self.tournament_id = tournament_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> WithdrawButton:
        return cls(int(match["t"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await _cog(interaction).on_withdraw(interaction, self.tournament_id)
        except Exception as exc:
            await handle_interaction_error(interaction, exc)


class WithdrawConfirm(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"dobro:tx:(?P<t>\d{1,12}):(?P<user>\d{1,20})",
):
    """Withdraw, confirmed (during the tournament); only the person who asked."""

    def __init__(self, tournament_id: int, user_id: int, **button: Any) -> None:
        custom_id = f"dobro:tx:{tournament_id}:{user_id}"
        super().__init__(discord.ui.Button(custom_id=custom_id, **button))
        self.tournament_id, self.user_id = tournament_id, user_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> WithdrawConfirm:
        return cls(int(match["t"]), int(match["user"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await _cog(interaction).on_withdraw_confirm(
                interaction, self.tournament_id, self.user_id
            )
        except Exception as exc:
            await handle_interaction_error(interaction, exc)


class CheckInButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"dobro:tc:(?P<t>\d{1,12})"
):
    """Check in, on the check-in call."""

    def __init__(self, tournament_id: int, **button: Any) -> None:
        super().__init__(discord.ui.Button(custom_id=f"dobro:tc:{tournament_id}", **button))
        self.tournament_id = tournament_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> CheckInButton:
        return cls(int(match["t"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await _cog(interaction).on_check_in(interaction, self.tournament_id)
        except Exception as exc:
            await handle_interaction_error(interaction, exc)


class StandingsButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"dobro:ts:(?P<t>\d{1,12}):(?P<post>\d{1,12})",
):
    """Standings, on every post: the standings now, privately."""

    def __init__(self, tournament_id: int, post_id: int, **button: Any) -> None:
        super().__init__(
            discord.ui.Button(custom_id=f"dobro:ts:{tournament_id}:{post_id}", **button)
        )
        self.tournament_id = tournament_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> StandingsButton:
        return cls(int(match["t"]), int(match["post"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await _cog(interaction).on_standings(interaction, self.tournament_id)
        except Exception as exc:
            await handle_interaction_error(interaction, exc)


class BeginButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"dobro:tb:(?P<t>\d{1,12}):(?P<who>in|all)",
):
    """Start now, during the check-in (moderators): with those who checked in, or everyone."""

    def __init__(self, tournament_id: int, everyone: bool, **button: Any) -> None:
        who = "all" if everyone else "in"
        super().__init__(discord.ui.Button(custom_id=f"dobro:tb:{tournament_id}:{who}", **button))
        self.tournament_id, self.everyone = tournament_id, everyone

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> BeginButton:
        return cls(int(match["t"]), match["who"] == "all")

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await _cog(interaction).on_begin(interaction, self.tournament_id, self.everyone)
        except Exception as exc:
            await handle_interaction_error(interaction, exc)


DYNAMIC_ITEMS = (
    JoinButton,
    WithdrawButton,
    WithdrawConfirm,
    CheckInButton,
    StandingsButton,
    BeginButton,
)


async def setup(bot: DobroClient) -> None:
    await bot.add_cog(Tournaments(bot))
