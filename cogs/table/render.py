"""How a table looks on Discord (components V2), in the reader's language: the parts every game
shares, and the building blocks each game's renderer (``cogs.games``) composes.

Pure functions from the service's tables to ``LayoutView``s: the lobby, a closed table, the
"moved" pointer, the frame of the results message, and helpers for a game's table message and
hand (the title, the log, whose turn it is and until when, the buttons every table has). What a
game's state looks like is its renderer's (``cogs.games.<game>``). Custom ids are built by the
dynamic items in ``cogs.table.controls``. Every player name shown publicly goes through
``plain`` (escaped) or ``mention``.
"""

from __future__ import annotations

import asyncio
import functools
import io
import itertools
from collections.abc import Awaitable, Callable, Collection, Sequence
from typing import Any, cast

import discord

import faces
import locales
from cogs.games import Controls, renderer
from cogs.i18n import plain, t
from cogs.table import controls
from cogs.table.factory import TABLE_CONTROLS
from cogs.table.options import options_words
from games.protocol import is_race
from standings import COUNTED, FORFEITS, LEFT, NO_SHOW, PLAYED, TOO_FEW, CountedStanding
from storage import GameStatus
from tables import DAY, HOUR, TableFacts, TableView

#: Runs a job in the table service's worker processes (``tables.thinking.Thinker.offload``).
Offload = Callable[..., Awaitable[Any]]

COLOUR_LOBBY = 0x5865F2
COLOUR_PLAY = 0x2ECC71
COLOUR_OVER = 0xF1C40F
COLOUR_CANCELLED = 0x95A5A6
BUTTONS_PER_ROW = 5


def mention(table: TableView, name: str) -> str:
    """A seat's name as shown publicly: a mention for a person (the message's
    ``allowed_mentions`` decide whether it pings), the name as text for a computer."""
    user_id = table.user_of(name)
    return f"<@{user_id}>" if user_id else plain(name)


#: Event fields that hold a player's name (escaped before narration).
NAME_FIELDS = (
    "player",
    "target",
    "ender",
    "starter",
    "by",
    "dealer",
    "leader",
    "winner",
    "loser",
    "winners",
    "next",
    "next_leader",
    "turn",
)


def plain_event(ev: dict[str, Any], names: Collection[str] = ()) -> dict[str, Any]:
    """An event whose names are text, for narration in a public message: the fields that hold
    a name (``NAME_FIELDS``, ``winners``) and, at any depth, every value or key that is one of
    the table's ``names`` (a trick's cards, a round's scores by player) are escaped, once."""
    return cast(dict[str, Any], _plain_value(ev, None, set(names)))


def _plain_value(value: Any, key: str | None, seated: set[str]) -> Any:
    """``plain_event``'s walk (a module function: a nested one that calls itself is a cycle,
    garbage for the collector on every narrated move)."""
    if isinstance(value, str):
        return plain(value) if key in NAME_FIELDS or value in seated else value
    if isinstance(value, list):
        inner = "winners" if key == "winners" else None
        return [_plain_value(v, inner, seated) for v in value]
    if isinstance(value, dict):
        return {
            (plain(k) if k in seated or key == "points" else k): _plain_value(v, k, seated)
            for k, v in value.items()
        }
    return value


def game_name(game: str, lang: str) -> str:
    """The game's name in the reader's language ("Dobro", "Bâtonnets")."""
    return t(f"game.name.{game}", lang)


def title(table: TableView, lang: str) -> str:
    """The table's heading: its game and number, and its league when it plays in one."""
    heading = t("table.title", lang, game=game_name(table.settings.game, lang), id=table.game_id)
    league = table.settings.league
    return heading + (t("table.league", lang, league=plain(league)) if league else "")


def settings_line(table: TableView, lang: str) -> str:
    """Seats, the game's options in words, the turn timer."""
    s = table.settings
    options = options_words(s.game, s.options, lang)
    line = t(
        "table.settings",
        lang,
        seats=s.seats,
        options=" · ".join(options) if options else game_name(s.game, lang),
        timer=timer_words(s.timer, lang),
    )
    return line + (" · " + t("table.hints_on", lang) if offers_hints(table) else "")


def offers_hints(table: TableFacts) -> bool:
    """Whether the table's hands offer *Hint*: its setting (casual tables, unless the server
    turned hints off), and never in a race, where a hint would be the answer."""
    return table.settings.hints and not is_race(table.rules)


def timer_words(timer: int | None, lang: str) -> str:
    """ "2 min per turn", "30 s per turn" or "no turn timer"."""
    if not timer:
        return t("timer.off", lang)
    if timer % DAY == 0:
        return t("timer.days", lang, n=timer // DAY)
    if timer % HOUR == 0:
        return t("timer.hours", lang, n=timer // HOUR)
    if timer % 60 == 0:
        return t("timer.minutes", lang, n=timer // 60)
    return t("timer.seconds", lang, n=timer)


def when(moment: float) -> str:
    """A Discord relative timestamp ("in 2 minutes"), shown in each reader's own time zone."""
    return f"<t:{int(moment)}:R>"


def closed_text(table: TableView, lang: str) -> str:
    """Why a table that did not finish is closed."""
    if table.status is GameStatus.BROKEN:
        return t("closed.broken", lang)
    if table.status is GameStatus.ABANDONED:
        return t("closed.idle" if table.end_reason == "idle" else "closed.abandoned", lang)
    reason = table.end_reason
    if reason == "expired" and table.settings.challenged is not None:
        return t("closed.challenge_expired", lang)  # ten minutes without an answer
    if reason in ("expired", "empty", "idle", "tournament", "declined"):
        return t(f"closed.{reason}", lang)
    if reason:
        return t("closed.cancelled_reason", lang, reason=plain(reason))
    return t("closed.cancelled", lang)


def rows(items: list[discord.ui.Item[Any]]) -> list[discord.ui.ActionRow[Any]]:
    """Buttons in rows of five (Discord's limit)."""
    return [
        discord.ui.ActionRow(*items[start : start + BUTTONS_PER_ROW])
        for start in range(0, len(items), BUTTONS_PER_ROW)
    ]


def table_view(table: TableView, lang: str) -> discord.ui.LayoutView:
    """The public table message for any status of the table; its cards as words where the
    app's emojis do not render (``TableSettings.words``)."""
    with faces.as_words(table.settings.words or faces.words_only()):
        return _table_view(table, lang)


def _table_view(table: TableView, lang: str) -> discord.ui.LayoutView:
    if table.status is GameStatus.LOBBY:
        return lobby_view(table, lang)
    if table.status is GameStatus.ACTIVE or table.status is GameStatus.FINISHED:
        return renderer(table.settings.game).game_view(table, lang, TABLE_CONTROLS)
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(
        discord.ui.Container(
            discord.ui.TextDisplay(f"### {title(table, lang)}"),
            discord.ui.TextDisplay(closed_text(table, lang)),
            accent_colour=COLOUR_CANCELLED,
        )
    )
    return view


def title_items(table: TableView, lang: str) -> list[discord.ui.Item[Any]]:
    """A table message's first lines: its title and its settings."""
    return [
        discord.ui.TextDisplay(f"### {title(table, lang)}"),
        discord.ui.TextDisplay(settings_line(table, lang)),
    ]


def waiting_view(table: TableView, lang: str) -> discord.ui.LayoutView:
    """A table delivered through interactions that nothing can write any more (no click for
    almost 15 minutes): it says it waits, whose turn it was, and offers *Resume*, whose click
    takes it over again (``TableService.resume``: the clocks go on where they stopped)."""
    items: list[discord.ui.Item[Any]] = title_items(table, lang)
    if table.status is GameStatus.ACTIVE:
        turn = turn_item(table, lang)
        if turn is not None:
            items.append(turn)
    items += [
        discord.ui.Separator(),
        discord.ui.TextDisplay(t("table.waiting", lang)),
        discord.ui.ActionRow(
            controls.table_button(
                table.game_id, "resume", t("button.resume", lang), discord.ButtonStyle.success
            ),
            controls.table_button(table.game_id, "rules", t("button.rules", lang)),
        ),
    ]
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(discord.ui.Container(*items, accent_colour=COLOUR_CANCELLED))
    return view


def challenge_view(table: TableView, lang: str) -> discord.ui.LayoutView:
    """A challenge's lobby (the Apps menu's *Challenge to a game*): who challenges whom, to
    what, until when; *Accept* (the challenged only: seated, and the game starts) and
    *Decline* (either of them)."""
    gid = table.game_id
    challenged = table.settings.challenged
    text = t(
        "challenge.lobby",
        lang,
        host=f"<@{table.host_id}>",
        who=f"<@{challenged}>",
        game=game_name(table.settings.game, lang),
    )
    if table.timers.expires:
        text += "\n-# " + t("challenge.expires", lang, when=when(table.timers.expires))
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(
        discord.ui.Container(
            *title_items(table, lang),
            discord.ui.Separator(),
            discord.ui.TextDisplay(text),
            discord.ui.ActionRow(
                controls.table_button(
                    gid, "accept", t("button.accept", lang), discord.ButtonStyle.success
                ),
                controls.table_button(
                    gid, "decline", t("button.decline", lang), discord.ButtonStyle.danger
                ),
                controls.table_button(gid, "rules", t("button.rules", lang)),
            ),
            accent_colour=COLOUR_LOBBY,
        )
    )
    return view


def lobby_view(table: TableView, lang: str) -> discord.ui.LayoutView:
    if table.settings.challenged is not None:
        return challenge_view(table, lang)
    lines = []
    for seat in table.seats:
        if seat.ai_level:
            level = t(f"level.{seat.ai_level}", lang)
            lines.append(f"{plain(seat.name)} · {t('lobby.computer', lang, level=level)}")
        else:
            host = f" · {t('lobby.host', lang)}" if seat.user_id == table.host_id else ""
            lines.append(f"👤 <@{seat.user_id}>{host}")
    gid = table.game_id
    full = len(table.seats) >= table.settings.seats
    seated: list[discord.ui.Item[Any]] = [
        controls.table_button(
            gid, "join", t("button.join", lang), discord.ButtonStyle.primary, full
        ),
        controls.table_button(gid, "leave", t("button.leave", lang)),
        controls.table_button(
            gid,
            "start",
            t("button.start", lang),
            discord.ButtonStyle.success,
            len(table.seats) < table.rules.min_seats,
        ),
    ]
    seating: discord.ui.ActionRow[Any] = discord.ui.ActionRow(*seated)
    computers: list[discord.ui.Item[Any]] = [  # the strongest computer first
        controls.table_button(gid, f"ai_{level}", t(f"button.add_{level}", lang), disabled=full)
        for level in reversed((*table.rules.levels, *table.rules.search_levels))
    ]
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(
        discord.ui.Container(
            *title_items(table, lang),
            discord.ui.Separator(),
            discord.ui.TextDisplay("\n".join(lines)),
            discord.ui.TextDisplay(
                t("lobby.waiting", lang, n=len(table.seats), seats=table.settings.seats)
                + (
                    "\n-# " + t("lobby.expires", lang, when=when(table.timers.expires))
                    if table.timers.expires
                    else ""
                )
            ),
            seating,
            *rows(computers),
            discord.ui.ActionRow(
                controls.table_button(
                    gid, "cancel", t("button.cancel", lang), discord.ButtonStyle.danger
                ),
                controls.table_button(gid, "rules", t("button.rules", lang)),
            ),
            accent_colour=COLOUR_LOBBY,
        )
    )
    return view


# ------------------------------------------------------------------------------------------------
# Building blocks of a game's table message and hand


#: Narrated log lines, by everything a line is a function of (``narrate``). Bounded: when
#: full, the oldest tenth goes (a thousand busy tables show ~6,000 lines at a time: clearing
#: them all at once would narrate every table's log again).
_NARRATED: dict[tuple[Any, ...], str | None] = {}
NARRATED_KEPT = 20_000


def narrate(table: TableView, ev: dict[str, Any], lang: str) -> str | None:
    """A line of the table's log: the table's own events, else the game's renderer (a timed-out
    move and a chore done by the timer are the game's to word), every name as text.

    The table message shows the last few events again on every move, so a line is kept, keyed
    by all it depends on: the game, the seats' names (which values get escaped), the language,
    text cards or emojis (and which emojis are installed), the catalogues, and the event's
    ``repr`` (events are plain data: equal reprs, equal events; an event changed in place is
    a new key, not a stale line). Only the string is kept, never the event."""
    return _narrated(_narration_of(table, lang), ev)


def _narration_of(table: TableView, lang: str) -> tuple[Any, ...]:
    """What a table's log lines depend on besides each event (``narrate``): computed once
    for a whole log."""
    names = tuple(seat.name for seat in table.seats)
    return (
        table.settings.game,
        names,
        lang,
        faces.words_only(),
        faces.generation(),
        locales.generation(),
    )


def _narrated(narration: tuple[Any, ...], ev: dict[str, Any]) -> str | None:
    key = (narration, repr(ev))
    try:
        return _NARRATED[key]
    except KeyError:
        pass
    game, names, lang = narration[:3]
    line = _narrate(game, names, ev, lang)
    if len(_NARRATED) >= NARRATED_KEPT:
        for old in list(itertools.islice(_NARRATED, max(1, NARRATED_KEPT // 10))):
            del _NARRATED[old]
    _NARRATED[key] = line
    return line


def _narrate(game: str, names: tuple[str, ...], ev: dict[str, Any], lang: str) -> str | None:
    ev = plain_event(ev, names)
    kind = ev.get("type")
    if kind == "left":
        return t("game.left", lang, player=ev["player"])
    if kind == "away":
        return t("game.away_event", lang, player=ev["player"])
    if kind == "back":
        return t("game.back_event", lang, player=ev["player"])
    if kind == "hurry":
        return t("game.hurry", lang, player=ev["player"], by=ev["by"])
    if kind == "idle_end":
        return t("game.idle_end", lang)
    if kind == "lower_level":
        return t(
            "game.lower_level",
            lang,
            player=ev["player"],
            level=t(f"level.{ev['level']}", lang),
            played=t(f"level.{ev['played']}", lang),
        )
    if kind == "lobby":
        return None
    return renderer(game).narrate(ev, lang)


def log_items(table: TableView, lang: str) -> list[discord.ui.Item[Any]]:
    """The table's last actions, if any (a separator, then one bullet each)."""
    narration = _narration_of(table, lang)
    log = [line for ev in table.events if (line := _narrated(narration, ev))]
    if not log:
        return []
    return [
        discord.ui.Separator(),
        discord.ui.TextDisplay(t("game.log", lang) + "\n" + "\n".join(f"• {x}" for x in log)),
    ]


def seat_marks(table: TableView, seat: int, lang: str) -> str:
    """What every game shows after a seat's name: left, away, played by a computer."""
    stored = table.seats[seat]
    extra = ""
    if stored.left is not None:
        extra += t("game.departed", lang)
    elif stored.away:
        extra += t("game.away", lang)
    elif seat in table.timers.paused:  # on vacation (TableService.pause): their clock waits
        extra += t("game.vacation", lang, when=when(table.timers.paused[seat]))
    if stored.ai_level:  # a computer seat: its level (a hard one searches, issue 25)
        extra += t("game.computer_level", lang, level=t(f"level.{stored.ai_level}", lang))
    elif stored.played_by_computer:
        extra += t("game.computer", lang)
    return extra


def deadline_of(table: TableView, seat: int) -> float | None:
    """When the person at ``seat`` runs out of time, if a timer runs for them."""
    if table.over or (seat, "turn") not in table.waits():
        return None
    return table.timers.turns.get(seat)


def turn_item(table: TableView, lang: str) -> discord.ui.Item[Any] | None:
    """Whose turn it is (everyone the game waits on), and until when."""
    waited = [seat for seat, kind in table.waits() if kind == "turn"]
    if not waited:
        return None
    names = [table.seats[seat].name for seat in waited]
    line = t("game.turn", lang, who=", ".join(mention(table, n) for n in names))
    for seat, name in zip(waited, names, strict=True):
        deadline = deadline_of(table, seat)
        if deadline is not None:
            line += "\n" + t("game.deadline", lang, who=mention(table, name), when=when(deadline))
    return discord.ui.TextDisplay(line)


def moves_item(table: TableView, lang: str) -> discord.ui.Item[Any]:
    """The move count: which state this message shows (players and tests read it)."""
    return discord.ui.TextDisplay("-# " + t("game.moves", lang, n=table.version))


def table_buttons(
    table: TableView,
    lang: str,
    controls: Controls,
    extra: list[discord.ui.Item[Any]] | None = None,
) -> discord.ui.ActionRow[Any]:
    """The buttons every table message has while the game is on (*My hand*, ``extra``: the
    game's own public controls, *I'm back*, *Hurry*, *Rules*, *Leave*); *Rules* once over."""
    gid = table.game_id
    over = table.over or table.status is not GameStatus.ACTIVE
    buttons: list[discord.ui.Item[Any]] = []
    if not over:
        buttons.append(
            controls.table_button(gid, "hand", t("button.hand", lang), discord.ButtonStyle.primary)
        )
        buttons.extend(extra or [])
        if any(seat.away for seat in table.seats):
            buttons.append(back_button(controls, gid, lang))
        if not table.settings.timer and table.waiting_people:
            buttons.append(controls.table_button(gid, "hurry", t("button.hurry", lang)))
    buttons.append(controls.table_button(gid, "rules", t("button.rules", lang)))
    if not over:
        buttons.append(controls.table_button(gid, "quit", t("button.leave_table", lang)))
    return discord.ui.ActionRow(*buttons)


def framed(items: list[discord.ui.Item[Any]], *, over: bool) -> discord.ui.LayoutView:
    """A game's table message: its items in one container, coloured by whether it is over."""
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(discord.ui.Container(*items, accent_colour=COLOUR_OVER if over else COLOUR_PLAY))
    return view


def back_button(controls: Controls, gid: int, lang: str) -> discord.ui.Item[Any]:
    """*I'm back*: on the table while a seat is away, and in the away player's hand."""
    return controls.table_button(gid, "back", t("button.back", lang), discord.ButtonStyle.success)


def hand_live(table: TableView) -> bool:
    """A hand's controls are live: the game is on."""
    return table.status is GameStatus.ACTIVE and not table.over


def hand_status(table: TableView, seat: int, lang: str, *, yours: str) -> str:
    """The hand's status line: over, closed, away, ``yours`` (the game's "your turn…"), or
    whom the table waits for; with the player's deadline on their turn."""
    me = table.seats[seat]
    waited = [s for s, kind in table.waits() if kind == "turn"]
    if table.over:
        return t("hand.over", lang)
    if not hand_live(table):
        return t("hand.closed", lang)
    if me.away:
        return t("hand.away", lang)
    if seat in waited:
        status = yours
        deadline = deadline_of(table, seat)
        if deadline is not None and not me.played_by_computer:
            status += " " + t("hand.deadline", lang, when=when(deadline))
        return status
    names = ", ".join(plain(table.seats[s].name) for s in waited)
    return t("hand.waiting", lang, player=names)


def hand_frame(
    table: TableView,
    controls: Controls,
    seat: int,
    header: str,
    items_: Sequence[discord.ui.Item[Any]],
    lang: str,
) -> discord.ui.LayoutView:
    """A private hand: ``header`` (text), the game's controls, and *I'm back* when away."""
    items: list[discord.ui.Item[Any]] = [discord.ui.TextDisplay(header), *items_]
    extra: list[discord.ui.Item[Any]] = []
    if hand_live(table) and offers_hints(table) and table.seats[seat].left is None:
        extra.append(controls.table_button(table.game_id, "hint", "💡 " + t("button.hint", lang)))
    if hand_live(table) and table.seats[seat].away:
        extra.append(back_button(controls, table.game_id, lang))
    if extra:
        items.append(discord.ui.ActionRow(*extra))
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(discord.ui.Container(*items, accent_colour=COLOUR_PLAY))
    return view


def without_controls(view: discord.ui.LayoutView) -> list[discord.ui.Item[Any]]:
    """A game's table message as items without its buttons: what a replay step (and a
    tutorial's table) shows of it."""
    out: list[discord.ui.Item[Any]] = []
    for container in view.children:
        for item in getattr(container, "children", [container]):
            if not isinstance(item, discord.ui.ActionRow):
                out.append(item)
    return out


def replay_items(table: TableView, lang: str) -> list[discord.ui.Item[Any]]:
    """A replay step: the table message as it was, without a control, then every hand face
    up (``Renderer.replay_hands``): nothing is hidden once the game is over."""
    drawn = renderer(table.settings.game)
    return [
        *without_controls(drawn.game_view(table, lang, TABLE_CONTROLS)),
        hands_item(table, drawn.replay_hands(table, lang), lang),
    ]


def hands_item(table: TableView, hands: list[tuple[str, str]], lang: str) -> discord.ui.TextDisplay:
    """Every seat's hand face up, one line each (``hands``: seat name, cards in words), for a
    finished game's replay: nothing is hidden once it is over."""
    lines = [f"{mention(table, name)} · {cards}" for name, cards in hands]
    return discord.ui.TextDisplay(t("replay.hands", lang) + "\n" + "\n".join(lines))


def moved_view(table: TableView, link: str, lang: str) -> discord.ui.LayoutView:
    """What an old table message says once a fresh one replaced it (no buttons left)."""
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(
        discord.ui.Container(
            discord.ui.TextDisplay(f"### {title(table, lang)}"),
            discord.ui.TextDisplay(t("table.moved", lang, link=link)),
            accent_colour=COLOUR_CANCELLED,
        )
    )
    return view


# ------------------------------------------------------------------------------------------------
# Results


def rating_words(
    user_id: int | None, ratings: dict[int, tuple[int, int, int | None]], lang: str
) -> str:
    """ " · rating 1000 → 1032 (+32) · #3" for a person whose rating this game changed."""
    if user_id is None or user_id not in ratings:
        return ""
    before, after, rank = ratings[user_id]
    words = t("results.rating", lang, before=before, after=after, delta=f"{after - before:+d}")
    return words + (t("results.rank", lang, rank=rank) if rank else "")


def result_marks(
    table: TableView, name: str, lang: str, ratings: dict[int, tuple[int, int, int | None]]
) -> str:
    """What every game's results line adds after a seat's score: the rating change (what
    each person did is said once, in the status lines: ``status_lines``)."""
    return rating_words(table.user_of(name), ratings, lang)


def winner_line(table: TableView, standings: list[Any], lang: str) -> str:
    """ "🏆 Ana wins!", "🏆 Shared victory: Ana & Bo", or, when no person played the game out
    (the counting policy names no winner then), "No winner: nobody played this game out"."""
    winners = [mention(table, s.name) for s in standings if s.winner]
    if not winners:
        return t("results.no_winner", lang)
    key = "results.shared" if len(winners) > 1 else "results.winner"
    return t(key, lang, names=" & ".join(winners))


def status_line(table: TableView, s: CountedStanding, lang: str) -> str:
    """One person's part in the game, in one short line: played it out, forfeit (left at
    move N, stopped playing at move N), no-show; and hints used (no rating gain)."""
    who = mention(table, s.name)
    status = s.status or (LEFT if s.forfeit else PLAYED)
    line = t(f"results.status.{status}", lang, name=who, move=s.at_move or 0)
    if status in FORFEITS and s.counted:
        line += t("results.status.loss", lang)
    if s.hints:
        line += t("results.status.hints", lang, n=s.hints)
    return line


def status_lines(table: TableView, standings: list[Any], lang: str) -> list[str]:
    """Each person's status line, in seat order (computers have none)."""
    people = [s for s in standings if isinstance(s, CountedStanding) and s.person]
    return [status_line(table, s, lang) for s in sorted(people, key=lambda s: s.seat)]


def verdict_line(table: TableView, standings: list[Any], lang: str) -> str:
    """Why the game counts or not, in one line (the counting policy's verdict, issues 20, 29)."""
    reason = table.count_reason
    people = [s for s in standings if isinstance(s, CountedStanding) and s.person]
    absent = [s for s in people if s.status == NO_SHOW or (s.status is None and not s.counted)]
    missing = ", ".join(mention(table, s.name) for s in absent)
    if reason == COUNTED:
        if missing:
            return t("results.counted_but", lang, names=missing)
        return t("results.counted", lang, n=sum(1 for s in people if s.counted))
    if reason == TOO_FEW:
        return t("results.too_few", lang, names=missing)
    return t("results.solo", lang)


def results_view(
    table: TableView, lang: str, ratings: dict[int, tuple[int, int, int | None]] | None = None
) -> discord.ui.LayoutView:
    """The end-of-game message: the game's part (standings, winners, how ties were broken),
    then why it counts or not, each person's status in one line, and *Play again*."""
    with faces.as_words(table.settings.words or faces.words_only()):
        return _results_view(table, lang, ratings)


def _results_view(
    table: TableView, lang: str, ratings: dict[int, tuple[int, int, int | None]] | None
) -> discord.ui.LayoutView:
    assert table.over
    standings = list(table.standings or table.rules.standings(table.state))
    body = renderer(table.settings.game).results_body(table, lang, ratings or {})
    heading = t("results.title", lang, game=game_name(table.settings.game, lang))
    statuses = status_lines(table, standings, lang)
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(
        discord.ui.Container(
            discord.ui.TextDisplay(f"### {heading} · {table.game_id}"),
            *body,
            discord.ui.TextDisplay(verdict_line(table, standings, lang)),
            *([discord.ui.TextDisplay("\n".join(statuses))] if statuses else []),
            discord.ui.ActionRow(
                controls.table_button(
                    table.game_id, "again", t("button.again", lang), discord.ButtonStyle.success
                ),
                replay_button(table.game_id, lang),
            ),
            accent_colour=COLOUR_OVER,
        )
    )
    return view


def hint_view(
    table: TableView, suggestion: Any, blocked: list[tuple[str, Any]], lang: str
) -> discord.ui.LayoutView:
    """A *Hint*, privately: the suggested move and why (``GameRules.hint``), then the cards
    that cannot be played now, grouped by the engine's reason (``GameRules.blocked``)."""
    # The games' sentences carry no formatting but may carry players' names: shown as text.
    lines = [
        "💡 " + plain(suggestion.text(lang)) if suggestion is not None else t("hint.nothing", lang)
    ]
    reasons: dict[str, list[str]] = {}
    for card, error in blocked:
        reasons.setdefault(plain(error.text(lang)), []).append(f"`{plain(card)}`")
    if reasons:
        lines.append(t("hint.blocked", lang, n=len(blocked)))
        lines += [f"- {' '.join(cards)} · {why}" for why, cards in reasons.items()]
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(
        discord.ui.Container(
            discord.ui.TextDisplay(f"### {t('hint.title', lang)}"),
            discord.ui.TextDisplay("\n".join(lines)[:3800]),
            discord.ui.TextDisplay("-# " + t("hint.footer", lang)),
            accent_colour=COLOUR_PLAY,
        )
    )
    return view


# ------------------------------------------------------------------------------------------------
# Pictures (``Renderer.pictures``)

#: Pictures drawn lately, by key: a board shown again (a claim answered, the writer's edit,
#: a restart) is not drawn again. Bounded: old boards are dropped first.
_DRAWN: dict[Any, bytes] = {}
DRAWN_KEPT = 256
#: Pictures being drawn, by key: whoever needs one meanwhile (a race's board drawn ahead
#: during a claim's hold, then the edit that shows it) waits for that drawing.
_DRAWING: dict[Any, asyncio.Future[bytes]] = {}


def _drawing(picture: Any, offload: Offload | None = None) -> asyncio.Future[bytes]:
    """The drawing of ``picture``, started once per key at a time: by ``offload`` when given
    and the drawing can go to another process, else in a worker thread."""
    key = picture.key
    pending = _DRAWING.get(key)
    if pending is None:
        draw = picture.draw
        if offload is not None and isinstance(draw, functools.partial):
            pending = asyncio.ensure_future(offload(draw.func, *draw.args))
        else:
            pending = asyncio.ensure_future(asyncio.to_thread(draw))
        _DRAWING[key] = pending

        def drawn(done: asyncio.Future[bytes]) -> None:
            _DRAWING.pop(key, None)
            if not done.cancelled() and done.exception() is None:
                _DRAWN[key] = done.result()
                while len(_DRAWN) > DRAWN_KEPT:
                    del _DRAWN[next(iter(_DRAWN))]

        pending.add_done_callback(drawn)
    return pending


async def picture_files(
    table: TableView, lang: str, offload: Offload | None = None
) -> list[discord.File]:
    """The table message's pictures as attachments, each key drawn once: by ``offload`` (the
    table service's worker processes: ``Thinker.offload``) when given and the drawing can go
    to another process (a module-level function, ``functools.partial``), else in a thread
    (a board takes tens of milliseconds to draw: never on the event loop; and in a thread it
    still holds the interpreter's lock away from the loop)."""
    if table.state is None or table.status is GameStatus.LOBBY:
        return []
    files = []
    for picture in renderer(table.settings.game).pictures(table, lang):
        data = _DRAWN.get(picture.key)
        if data is None:
            data = await asyncio.shield(_drawing(picture, offload))
        files.append(
            discord.File(io.BytesIO(data), picture.filename, description=picture.description)
        )
    return files


def pictures_key(table: TableView, lang: str) -> tuple[Any, ...]:
    """What the table message's pictures are (their keys): part of what a message shows."""
    if table.state is None or table.status is GameStatus.LOBBY:
        return ()
    return tuple(p.key for p in renderer(table.settings.game).pictures(table, lang))


def replay_button(game_id: int, lang: str) -> discord.ui.Item[Any]:
    """*Replay* on a results message: the game step by step, privately (``cogs.replay``)."""
    return controls.replay_button(game_id, t("button.replay", lang))
