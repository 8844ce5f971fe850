"""Standings commands: ``/dobro leaderboard``, ``/dobro history``, ``/dobro recompute-ratings``,
``/dobro void`` (a moderator takes a finished game out of the standings, with a reason) and
``/dobro forget-me`` (a person's totals and ratings go, their past seats become "a former
player").

Ratings change as games are counted (the table service stores them with the results);
``recompute-ratings`` rebuilds a guild's ratings from its stored results, in the order the games
ended, for when the rating model changed or a game stopped counting.

The leaderboard and the history are read page by page (``storage.boards``: one index walk a
page). Their Previous/Next buttons are dynamic items whose custom ids carry everything a page
needs, so they work after a restart:

    dobro:lb:<sort>:<min_games>:<page>[:<game>]   a leaderboard page (pages from 1) of a game
                                                  (none: Dobro, as before games had boards)
    dobro:hi:<page>[:<game>]                      a history page (of every game, or of one)
    dobro:fm:<user_id>[:no]              forget-me's Confirm (Cancel with ":no"), for that user

A press by whoever asked turns the page in place; anyone else gets that page privately (with
their own row), so nobody turns a public board under someone else's eyes. People are shown as
mentions (Discord shows their current name) and nobody is pinged.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import discord
from discord import Interaction, app_commands

from cogs import (
    DobroCog,
    DobroError,
    guild_game,
    message_link,
    place_of,
    require_moderator,
    stored_unix,
)
from cogs.app import DobroClient, client_of
from cogs.errors import handle_interaction_error
from cogs.i18n import L, Language, decimal, interaction_language, plain, t
from cogs.table.options import GAMES as GAME_CHOICES
from cogs.table.options import options_words
from cogs.table.writer import NO_PINGS
from games import GAMES
from standings import INITIAL, StandingsError, StandingsService, display
from storage import (
    LEGACY_GAME,
    BoardPage,
    BoardRow,
    BoardSort,
    GameStatus,
    HistoryGame,
    HistoryPage,
    HistorySeat,
)

COLOUR_BOARD = 0xF1C40F
COLOUR_HISTORY = 0x5865F2
#: What a cancelled game's reason may take in the history (a page must stay short).
REASON_CHARS = 100
#: A history page's games as text: Discord takes 4,000 characters of text a message.
HISTORY_CHARS = 3700


def row_fields(row: BoardRow, lang: Language) -> dict[str, Any]:
    rating = (
        display(row.mu, row.sigma)
        if row.mu is not None and row.sigma is not None
        else INITIAL.shown
    )
    return {
        "who": f"<@{row.user_id}>",
        "rating": rating,
        "games": row.games,
        "wins": row.wins,
        "rate": round(100 * row.win_rate),
        "avg": decimal(row.avg_points, lang),
    }


def _own_line(board: BoardPage, user_id: int, lang: Language) -> str | None:
    """The caller's own row, when it is not on the page."""
    me = board.me
    who = f"<@{user_id}>"
    if me is None:
        return t("board.you_none", lang, who=who)
    if board.me_on_page:
        return None
    if me.rank is not None:
        return t("board.you", lang, rank=me.rank, total=board.total, **row_fields(me, lang))
    if me.games < board.min_games:
        return t("board.you_few", lang, who=who, games=me.games, min=board.min_games)
    return t("board.you_unrated", lang, who=who)


def _pager(make: Any, page: int, pages: int, lang: Language) -> discord.ui.ActionRow[Any] | None:
    """Previous / Next, or nothing for a single page (two buttons would share a custom id)."""
    if pages <= 1:
        return None
    return discord.ui.ActionRow(
        make(max(page - 1, 1), label=t("board.previous", lang), disabled=page <= 1),
        make(min(page + 1, pages), label=t("board.next", lang), disabled=page >= pages),
    )


def board_view(
    board: BoardPage,
    user_id: int,
    lang: Language,
    *,
    title: str | None = None,
    sub: str | None = None,
    empty: str | None = None,
    make: Callable[..., discord.ui.Item[Any]] | None = None,
    game: str = LEGACY_GAME,
) -> discord.ui.LayoutView:
    """A leaderboard page of one game (components V2): rows, the caller's own row,
    Previous/Next. A league's standings give their own ``title``, line under it (``sub``), text
    for an empty board (``empty``) and page buttons (``make(page, **button)``)."""
    if title is None:
        sort = t(f"choice.sort.{board.sort.value}", lang)
        title = t("board.title", lang, sort=sort, game=t(f"game.name.{game}", lang))
    items: list[discord.ui.Item[Any]] = [discord.ui.TextDisplay(f"### {title}")]
    if board.total == 0:
        key = "board.nobody" if board.anyone else "board.empty"
        items.append(discord.ui.TextDisplay(empty or t(key, lang, min=board.min_games)))
    else:
        if sub is None:
            sub = t(
                "board.sub",
                lang,
                total=board.total,
                min=board.min_games,
                page=board.page,
                pages=board.pages,
            )
        items.append(discord.ui.TextDisplay(f"-# {sub}"))
        rows = [t("board.row", lang, rank=r.rank, **row_fields(r, lang)) for r in board.rows]
        items.append(discord.ui.TextDisplay("\n".join(rows)))
    own = _own_line(board, user_id, lang) if board.anyone else None
    if own is not None:
        items.append(discord.ui.Separator())
        items.append(discord.ui.TextDisplay(own))

    def by_sort(page: int, **button: Any) -> BoardButton:
        return BoardButton(board.sort.value, board.min_games, page, game, **button)

    pager = _pager(make or by_sort, board.page, board.pages, lang)
    if pager is not None:
        items.append(pager)
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(discord.ui.Container(*items, accent_colour=COLOUR_BOARD))
    return view


def _seat_name(seat: HistorySeat, lang: Language) -> str:
    if seat.forgotten:
        name = t("history.former", lang)
    elif seat.user_id is not None:
        name = f"<@{seat.user_id}>"
    else:
        name = plain(seat.name)
    return name + (t("history.left", lang) if seat.left else "")


def _short(reason: str) -> str:
    reason = reason.strip()
    return reason if len(reason) <= REASON_CHARS else reason[: REASON_CHARS - 1] + "…"


def _game_words(game: HistoryGame, lang: Language) -> str:
    """The game's name and its options in words ("Dobro · long game, auto draw")."""
    if game.game not in GAMES:  # a game this bot no longer plays: its name as stored
        return plain(game.game)
    words = options_words(game.game, game.options, lang)
    return " · ".join([t(f"game.name.{game.game}", lang), *([", ".join(words)] if words else [])])


def _game_block(game: HistoryGame, guild_id: int, lang: Language) -> str:
    date = f"<t:{stored_unix(game.ended_at or game.started_at)}:d>"
    words = _game_words(game, lang)
    lines = [t("history.game", lang, id=game.game_id, date=date, game=words)]
    names = ", ".join(_seat_name(s, lang) for s in game.seats)
    if game.status is GameStatus.FINISHED:
        # The winners (a shared win: several) get the trophy, the others their position.
        shared = sum(s.winner for s in game.seats) > 1
        ordered = " · ".join(
            ("🏆 " if s.winner else f"{s.position}. ") + _seat_name(s, lang) for s in game.seats
        )
        lines.append(t("history.shared" if shared else "history.order", lang, names=ordered))
        if game.voided_reason is not None:
            lines.append(t("history.voided", lang, reason=plain(_short(game.voided_reason))))
        elif game.count_reason not in (None, "counted"):
            lines.append(t(f"history.not_counted.{game.count_reason}", lang))
    else:
        if game.status is GameStatus.CANCELLED:
            reason = (game.end_reason or "").strip()
            if reason:
                lines.append(t("history.cancelled_reason", lang, reason=plain(_short(reason))))
            else:
                lines.append(t("history.cancelled", lang))
        elif game.status is GameStatus.ABANDONED:
            idle = game.end_reason == "idle"
            lines.append(t("history.idle" if idle else "history.abandoned", lang))
        elif game.status is GameStatus.BROKEN:
            lines.append(t("history.broken", lang))
        else:
            lines.append(t("history.active", lang))
        lines.append(t("history.players", lang, names=names))
    if game.link is not None:
        channel_id, message_id = game.link
        link = message_link(guild_id, channel_id, message_id)
        lines.append(t("history.link", lang, link=link))
    elif game.undeliverable is not None:
        lines.append(t("history.undeliverable", lang))
    return "\n".join(lines)


def history_view(
    history: HistoryPage, guild_id: int, lang: Language, game: str | None = None
) -> discord.ui.LayoutView:
    """A page of the guild's games (of every game, or of ``game``; components V2), with
    Previous/Next."""
    title = t("history.title", lang)
    if game is not None:
        title += f" · {t(f'game.name.{game}', lang)}"
    items: list[discord.ui.Item[Any]] = [discord.ui.TextDisplay(f"### {title}")]
    if not history.games:
        items.append(discord.ui.TextDisplay(t("history.empty", lang)))
    else:
        sub = t("history.sub", lang, total=history.total, page=history.page, pages=history.pages)
        items.append(discord.ui.TextDisplay(f"-# {sub}"))
        blocks = "\n\n".join(_game_block(g, guild_id, lang) for g in history.games)
        if len(blocks) > HISTORY_CHARS:  # ten games of six people who left: stay in the limit
            blocks = blocks[: HISTORY_CHARS - 1] + "…"
        items.append(discord.ui.TextDisplay(blocks))

    def of_game(page: int, **button: Any) -> HistoryButton:
        return HistoryButton(page, game, **button)

    pager = _pager(of_game, history.page, history.pages, lang)
    if pager is not None:
        items.append(pager)
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(discord.ui.Container(*items, accent_colour=COLOUR_HISTORY))
    return view


# ---------------------------------------------------------------------------------- buttons


def _standings(interaction: discord.Interaction) -> Standings:
    cog = client_of(interaction).get_cog("Standings")
    if not isinstance(cog, Standings):
        raise RuntimeError("the Standings cog is not loaded")
    return cog


class BoardButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"dobro:lb:(?P<sort>[a-z]+):(?P<min>\d{1,4}):(?P<page>\d{1,6})"
    r"(?::(?P<game>[a-z]+))?",
):
    """Previous / Next on a leaderboard (of one game)."""

    def __init__(
        self, sort: str, min_games: int, page: int, game: str = LEGACY_GAME, **button: Any
    ) -> None:
        custom_id = f"dobro:lb:{sort}:{min_games}:{page}:{game}"
        super().__init__(discord.ui.Button(custom_id=custom_id, **button))
        self.sort, self.min_games, self.page, self.game = sort, min_games, page, game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> BoardButton:
        return cls(
            match["sort"], int(match["min"]), int(match["page"]), match["game"] or LEGACY_GAME
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await _standings(interaction).on_board_page(
                interaction, self.sort, self.min_games, self.page, self.game
            )
        except Exception as exc:
            await handle_interaction_error(interaction, exc)


class HistoryButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"dobro:hi:(?P<page>\d{1,6})(?::(?P<game>[a-z]+))?",
):
    """Previous / Next on the history (of every game, or of one)."""

    def __init__(self, page: int, game: str | None = None, **button: Any) -> None:
        custom_id = f"dobro:hi:{page}" + (f":{game}" if game else "")
        super().__init__(discord.ui.Button(custom_id=custom_id, **button))
        self.page, self.game = page, game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> HistoryButton:
        return cls(int(match["page"]), match["game"])

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await _standings(interaction).on_history_page(interaction, self.page, self.game)
        except Exception as exc:
            await handle_interaction_error(interaction, exc)


class ForgetButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"dobro:fm:(?P<user>\d{1,20})(?P<no>:no)?",
):
    """Confirm (``dobro:fm:<user_id>``) or Cancel (``dobro:fm:<user_id>:no``) on forget-me's
    private question; only that user may answer."""

    def __init__(self, user_id: int, confirm: bool, **button: Any) -> None:
        custom_id = f"dobro:fm:{user_id}" + ("" if confirm else ":no")
        super().__init__(discord.ui.Button(custom_id=custom_id, **button))
        self.user_id, self.confirm = user_id, confirm

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ForgetButton:
        return cls(int(match["user"]), match["no"] is None)

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await _standings(interaction).on_forget_answer(interaction, self.user_id, self.confirm)
        except Exception as exc:
            await handle_interaction_error(interaction, exc)


def forget_view(user_id: int, lang: Language) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(
        ForgetButton(
            user_id, True, label=t("forget.confirm", lang), style=discord.ButtonStyle.danger
        )
    )
    view.add_item(
        ForgetButton(
            user_id, False, label=t("forget.cancel", lang), style=discord.ButtonStyle.secondary
        )
    )
    return view


DYNAMIC_ITEMS = (BoardButton, HistoryButton, ForgetButton)


class Standings(DobroCog):
    """The leaderboard, the history, and how ratings are rebuilt."""

    anywhere = frozenset({"leaderboard", "history"})

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(*DYNAMIC_ITEMS)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(*DYNAMIC_ITEMS)

    @property
    def _service(self) -> StandingsService:
        service = self.bot.standings
        assert service is not None, "the standings cog needs the standings service"
        return service

    @app_commands.command(
        name=L("cmd.leaderboard.name"), description=L("cmd.leaderboard.description")
    )
    @app_commands.rename(
        sort=L("cmd.leaderboard.sort"),
        min_games=L("cmd.leaderboard.min_games"),
        ephemeral=L("cmd.leaderboard.ephemeral"),
        game=L("cmd.option.game"),
    )
    @app_commands.describe(
        sort=L("cmd.leaderboard.sort.description"),
        min_games=L("cmd.leaderboard.min_games.description"),
        ephemeral=L("cmd.leaderboard.ephemeral.description"),
        game=L("cmd.option.game.board"),
    )
    @app_commands.choices(
        sort=[
            app_commands.Choice(name=L(f"choice.sort.{s.value}"), value=s.value) for s in BoardSort
        ],
        game=GAME_CHOICES,
    )
    async def leaderboard(
        self,
        interaction: Interaction,
        sort: str = BoardSort.RATING.value,
        min_games: app_commands.Range[int, 1, 1000] | None = None,
        ephemeral: bool = False,
        game: str | None = None,
    ) -> None:
        game = game or await guild_game(interaction)
        board = await self._service.leaderboard(
            place_of(interaction),
            sort,
            min_games=min_games,
            page=1,
            user_id=interaction.user.id,
            game=game,
        )
        lang = interaction_language(interaction)
        view = board_view(board, interaction.user.id, lang, game=game)
        await interaction.response.send_message(
            view=view, ephemeral=ephemeral, allowed_mentions=NO_PINGS
        )

    @app_commands.command(name=L("cmd.history.name"), description=L("cmd.history.description"))
    @app_commands.rename(page=L("cmd.history.page"), game=L("cmd.option.game"))
    @app_commands.describe(
        page=L("cmd.history.page.description"), game=L("cmd.option.game.history")
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def history(
        self,
        interaction: Interaction,
        page: app_commands.Range[int, 1, 100000] = 1,
        game: str | None = None,
    ) -> None:
        found = await self._service.history(place_of(interaction), page, game)
        lang = interaction_language(interaction)
        view = history_view(found, place_of(interaction), lang, game)
        await interaction.response.send_message(view=view, allowed_mentions=NO_PINGS)

    async def on_board_page(
        self, interaction: Interaction, sort: str, min_games: int, page: int, game: str
    ) -> None:
        board = await self._service.leaderboard(
            place_of(interaction),
            sort,
            min_games=min_games,
            page=page,
            user_id=interaction.user.id,
            game=game,
        )
        lang = interaction_language(interaction)
        await turn_page(interaction, board_view(board, interaction.user.id, lang, game=game))

    async def on_history_page(self, interaction: Interaction, page: int, game: str | None) -> None:
        found = await self._service.history(place_of(interaction), page, game)
        view = history_view(found, place_of(interaction), interaction_language(interaction), game)
        await turn_page(interaction, view)

    @app_commands.command(name=L("cmd.recompute.name"), description=L("cmd.recompute.description"))
    async def recompute(self, interaction: Interaction) -> None:
        await require_moderator(interaction)
        assert interaction.guild_id is not None
        await interaction.response.defer(ephemeral=True, thinking=True)
        games = await self._service.recompute(interaction.guild_id)
        lang = interaction_language(interaction)
        await interaction.followup.send(
            t("standings.recomputed", lang, games=games), ephemeral=True
        )

    @app_commands.command(name=L("cmd.void.name"), description=L("cmd.void.description"))
    @app_commands.rename(game=L("cmd.void.game"), reason=L("cmd.void.reason"))
    @app_commands.describe(
        game=L("cmd.void.game.description"), reason=L("cmd.void.reason.description")
    )
    async def void(
        self,
        interaction: Interaction,
        game: app_commands.Range[int, 1, 2**53 - 1],
        reason: app_commands.Range[str, 1, 200],
    ) -> None:
        await require_moderator(interaction)
        assert interaction.guild_id is not None
        if not reason.strip():
            raise StandingsError("void.no_reason")
        await interaction.response.defer(ephemeral=True, thinking=True)
        reason = await self._service.void(interaction.guild_id, game, reason)
        lang = interaction_language(interaction)
        await interaction.followup.send(
            t("void.done", lang, id=game, reason=plain(_short(reason))),
            ephemeral=True,
            allowed_mentions=NO_PINGS,
        )

    @app_commands.command(name=L("cmd.forget.name"), description=L("cmd.forget.description"))
    async def forget_me(self, interaction: Interaction) -> None:
        assert interaction.guild_id is not None
        lang = interaction_language(interaction)
        await interaction.response.send_message(
            t("forget.ask", lang), view=forget_view(interaction.user.id, lang), ephemeral=True
        )

    async def on_forget_answer(self, interaction: Interaction, user_id: int, confirm: bool) -> None:
        if interaction.user.id != user_id:
            raise DobroError("forget.not_yours")
        assert interaction.guild_id is not None
        lang = interaction_language(interaction)
        if not confirm:
            await interaction.response.edit_message(content=t("forget.cancelled", lang), view=None)
            return
        await interaction.response.defer()
        games = await self._service.forget(interaction.guild_id, user_id)
        learning = self.bot.learning
        if learning is not None:  # their tutorials too (kept across servers: theirs alone)
            await learning.forget(user_id)
        people = self.bot.people
        if people is not None:  # their own settings (text cards…): theirs alone, every server
            await people.forget(user_id)
        notices = self.bot.notices
        if notices is not None:  # the games they asked to be pinged for, every server
            await notices.forget(user_id)
        replays = self.bot.replays
        if replays is not None:  # replays kept in memory show the renamed record from now on
            replays.forget_person(interaction.guild_id, user_id)
        await interaction.edit_original_response(
            content=t("forget.done", lang, games=games), view=None
        )


def _asked_by_presser(interaction: Interaction) -> bool:
    """Whether the pressed message is the presser's own: private, or their command's answer."""
    message = interaction.message
    if message is None or message.flags.ephemeral:
        return True
    meta = message.interaction_metadata
    return meta is None or meta.user.id == interaction.user.id


async def turn_page(interaction: Interaction, view: discord.ui.LayoutView) -> None:
    """Turn the page in place for whoever asked; show anyone else the page privately."""
    if _asked_by_presser(interaction):
        await interaction.response.edit_message(view=view, allowed_mentions=NO_PINGS)
    else:
        await interaction.response.send_message(
            view=view, ephemeral=True, allowed_mentions=NO_PINGS
        )


async def setup(bot: DobroClient) -> None:
    await bot.add_cog(Standings(bot))
