"""How a table and a hand look on Discord (components V2), in the reader's language.

Pure functions from the service's tables and the engine's views to ``LayoutView``s: the table
message (public: never a hidden card) and the hand (ephemeral: the player's cards and one
control per legal move). Custom ids are built by the dynamic items in ``cogs.dobro.controls``.
"""

from __future__ import annotations

from typing import Any

import discord

import dobro_rules as dr
import faces
from cogs.dobro import controls
from cogs.i18n import plain, t
from dobro_rules.views import MoveView
from standings import COUNTED, TOO_FEW, CountedStanding
from storage import GameStatus
from tables import Table

COLOUR_LOBBY = 0x5865F2
COLOUR_PLAY = 0x2ECC71
COLOUR_OVER = 0xF1C40F
COLOUR_CANCELLED = 0x95A5A6
BUTTONS_PER_ROW = 5


def mention(table: Table, name: str) -> str:
    """A seat's name as shown publicly: a mention for a person (the message's
    ``allowed_mentions`` decide whether it pings), the name as text for a computer."""
    user_id = table.user_of(name)
    return f"<@{user_id}>" if user_id else plain(name)


NAME_FIELDS = ("player", "target", "ender", "starter", "by")


def plain_event(ev: dict[str, Any]) -> dict[str, Any]:
    """An event whose names are text, for narration in a public message."""
    out = dict(ev)
    for key in NAME_FIELDS:
        if isinstance(out.get(key), str):
            out[key] = plain(out[key])
    if isinstance(out.get("winners"), list):
        out["winners"] = [plain(w) for w in out["winners"]]
    if isinstance(out.get("points"), dict):
        out["points"] = {plain(k): v for k, v in out["points"].items()}
    return out


def title(table: Table, lang: str) -> str:
    """The table's heading: its number, and its league when it plays in one."""
    heading = t("table.title", lang, id=table.game_id)
    league = table.settings.league
    return heading + (t("table.league", lang, league=plain(league)) if league else "")


def _settings_line(table: Table, lang: str) -> str:
    s = table.settings
    return t(
        "table.settings",
        lang,
        seats=s.seats,
        variant=t(f"variant.{s.variant}", lang),
        draw=t(f"draw.{s.draw}", lang),
        timer=timer_words(s.timer, lang),
    )


def timer_words(timer: int | None, lang: str) -> str:
    """ "2 min per turn", "30 s per turn" or "no turn timer"."""
    if not timer:
        return t("timer.off", lang)
    if timer % 60 == 0:
        return t("timer.minutes", lang, n=timer // 60)
    return t("timer.seconds", lang, n=timer)


def when(moment: float) -> str:
    """A Discord relative timestamp ("in 2 minutes"), shown in each reader's own time zone."""
    return f"<t:{int(moment)}:R>"


CLOSED_KEYS = {
    GameStatus.BROKEN: "closed.broken",
}


def closed_text(table: Table, lang: str) -> str:
    """Why a table that did not finish is closed."""
    if table.status in CLOSED_KEYS:
        return t(CLOSED_KEYS[table.status], lang)
    if table.status is GameStatus.ABANDONED:
        return t("closed.idle" if table.end_reason == "idle" else "closed.abandoned", lang)
    reason = table.end_reason
    if reason in ("expired", "empty", "idle"):
        return t(f"closed.{reason}", lang)
    if reason:
        return t("closed.cancelled_reason", lang, reason=plain(reason))
    return t("closed.cancelled", lang)


def _rows(items: list[discord.ui.Item[Any]]) -> list[discord.ui.ActionRow[Any]]:
    rows = []
    for start in range(0, len(items), BUTTONS_PER_ROW):
        rows.append(discord.ui.ActionRow(*items[start : start + BUTTONS_PER_ROW]))
    return rows


def table_view(table: Table, lang: str) -> discord.ui.LayoutView:
    """The public table message for any status of the table."""
    if table.status is GameStatus.LOBBY:
        return lobby_view(table, lang)
    if table.status is GameStatus.ACTIVE or table.status is GameStatus.FINISHED:
        return game_view(table, lang)
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(
        discord.ui.Container(
            discord.ui.TextDisplay(f"### {title(table, lang)}"),
            discord.ui.TextDisplay(closed_text(table, lang)),
            accent_colour=COLOUR_CANCELLED,
        )
    )
    return view


def lobby_view(table: Table, lang: str) -> discord.ui.LayoutView:
    lines = []
    for seat in table.seats:
        if seat.ai_level:
            lines.append(f"🤖 {seat.name} · {t('lobby.computer', lang, level=seat.ai_level)}")
        else:
            host = f" · {t('lobby.host', lang)}" if seat.user_id == table.host_id else ""
            lines.append(f"👤 <@{seat.user_id}>{host}")
    gid = table.game_id
    full = len(table.seats) >= table.settings.seats
    buttons: list[discord.ui.Item[Any]] = [
        controls.table_button(
            gid, "join", t("button.join", lang), discord.ButtonStyle.primary, full
        ),
        controls.table_button(gid, "leave", t("button.leave", lang)),
        controls.table_button(gid, "ai_normal", t("button.add_normal", lang), disabled=full),
        controls.table_button(gid, "ai_random", t("button.add_random", lang), disabled=full),
        controls.table_button(
            gid,
            "start",
            t("button.start", lang),
            discord.ButtonStyle.success,
            len(table.seats) < 2,
        ),
    ]
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(
        discord.ui.Container(
            discord.ui.TextDisplay(f"### {title(table, lang)}"),
            discord.ui.TextDisplay(_settings_line(table, lang)),
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
            *_rows(buttons),
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


def card(name: str, text: str | None = None) -> str:
    """A card as players see it: its face (an application emoji) when the bot has one, else
    ``text`` (default: the card's name, "5", "J"…)."""
    return faces.face(name, name if text is None else text)


def card_emoji(move: MoveView) -> discord.PartialEmoji | None:
    """The face on a move's button: the card played (the first of a pair), none to take,
    draw or call an oubli."""
    if move.kind != "play" or not move.cards:
        return None
    face = faces.face(move.cards[0], "")
    return discord.PartialEmoji.from_str(face) if face else None


def _bid_line(view: dr.PlayerView) -> str:
    plays = []
    for b in view.bid:
        cards = "+".join(card(c) for c in b.cards)
        if b.declared is not None:
            cards += f" ({b.declared})"
        plays.append(f"{plain(b.player)} {cards} → {b.value}")
    return " · ".join(plays)


def game_view(table: Table, lang: str) -> discord.ui.LayoutView:
    """The table during play and after it: everything public, nothing hidden."""
    state = table.state
    assert state is not None
    pv = dr.player_view(state, "")
    gid = table.game_id
    items: list[discord.ui.Item[Any]] = [
        discord.ui.TextDisplay(
            f"### {title(table, lang)} · "
            + (
                t("game.over", lang)
                if pv.over
                else t("game.round", lang, n=pv.round, total=pv.rounds_total)
            )
        )
    ]
    if not pv.over:
        assert pv.turn is not None
        value = (
            t("game.value", lang, value=pv.value)
            if not pv.must_open
            else t("game.no_value", lang, player=plain(pv.turn))
        )
        block = [f"## {value}"]
        if pv.bid:
            block.append(t("game.bid", lang, plays=_bid_line(pv)))
        block.append(
            t(
                "game.pile",
                lang,
                direction=t(f"game.direction.{pv.direction}", lang),
                pile=pv.pile,
            )
        )
        items.append(discord.ui.TextDisplay("\n".join(block)))
    seats = []
    for seat in pv.seats:
        extra = ""
        if seat.has_oubli:
            extra += t("game.oubli_holder", lang)
        if seat.short:
            extra += t("game.short", lang)
        stored = table.seats[seat.seat]
        if stored.left is not None:
            extra += t("game.departed", lang)
        elif stored.away:
            extra += t("game.away", lang)
        if stored.played_by_computer:
            extra += t("game.computer", lang)
        marker = "▶" if seat.name == pv.turn else "·"
        if pv.over:
            marker = "🏆" if seat.name in pv.winners else "·"
        seats.append(
            t(
                "game.seat",
                lang,
                marker=marker,
                name=mention(table, seat.name),
                hand=seat.hand_size,
                collected=seat.collected,
                points=seat.points,
                extra=extra,
            )
        )
    items.append(discord.ui.Separator())
    items.append(discord.ui.TextDisplay("\n".join(seats)))
    log = [line for ev in table.events if (line := narrate(ev, lang))]
    if log:
        items.append(discord.ui.Separator())
        items.append(
            discord.ui.TextDisplay(t("game.log", lang) + "\n" + "\n".join(f"• {x}" for x in log))
        )
    if not pv.over and pv.turn is not None:
        line = t("game.turn", lang, who=mention(table, pv.turn))
        deadline = turn_deadline(table)
        if deadline is not None:
            line += "\n" + t(
                "game.deadline", lang, who=mention(table, pv.turn), when=when(deadline)
            )
        items.append(discord.ui.TextDisplay(line))
    # The move count tells players (and tests) which state this message shows.
    items.append(discord.ui.TextDisplay("-# " + t("game.moves", lang, n=state.version)))
    buttons: list[discord.ui.Item[Any]] = []
    if not pv.over:
        buttons.append(
            controls.table_button(gid, "hand", t("button.hand", lang), discord.ButtonStyle.primary)
        )
        if state.manual and state.callable_seats():
            buttons.append(
                controls.table_button(
                    gid,
                    "oubli",
                    t("button.oubli", lang),
                    discord.ButtonStyle.danger,
                    version=state.version,
                )
            )
        if any(seat.away for seat in table.seats):
            buttons.append(
                controls.table_button(
                    gid, "back", t("button.back", lang), discord.ButtonStyle.success
                )
            )
        if not table.settings.timer and not table.seats[state.turn].played_by_computer:
            buttons.append(controls.table_button(gid, "hurry", t("button.hurry", lang)))
    buttons.append(controls.table_button(gid, "rules", t("button.rules", lang)))
    if not pv.over:
        buttons.append(controls.table_button(gid, "quit", t("button.leave_table", lang)))
    items.append(discord.ui.ActionRow(*buttons))
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(
        discord.ui.Container(*items, accent_colour=COLOUR_OVER if pv.over else COLOUR_PLAY)
    )
    return view


def rating_words(
    user_id: int | None, ratings: dict[int, tuple[int, int, int | None]], lang: str
) -> str:
    """ " · rating 1000 → 1032 (+32) · #3" for a person whose rating this game changed."""
    if user_id is None or user_id not in ratings:
        return ""
    before, after, rank = ratings[user_id]
    words = t("results.rating", lang, before=before, after=after, delta=f"{after - before:+d}")
    return words + (t("results.rank", lang, rank=rank) if rank else "")


def moved_view(table: Table, link: str, lang: str) -> discord.ui.LayoutView:
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


def back_button(gid: int, lang: str) -> controls.TableButton:
    """*I'm back*: on the table while a seat is away, and in the away player's hand."""
    return controls.table_button(gid, "back", t("button.back", lang), discord.ButtonStyle.success)


def turn_deadline(table: Table) -> float | None:
    """When the person on turn runs out of time, if a timer runs for them."""
    state, turn = table.state, table.timers.turn
    if state is None or state.over or turn is None or turn[0] != state.turn:
        return None
    return turn[1]


def narrate(ev: dict[str, Any], lang: str) -> str | None:
    """A line of the table's log: the engine's narration plus the table's own events, every
    name as text."""
    ev = plain_event(ev)
    kind = ev.get("type")
    if kind == "left":
        return t("game.left", lang, player=ev["player"])
    if kind == "timeout":
        move = ev["move"]
        if move["type"] == "play":
            words = t("timeout.play", lang, cards=dr.narrate_cards(move))
        else:
            words = t(f"timeout.{move['type']}", lang)
        return t("game.timeout", lang, player=ev["player"], move=words)
    if kind == "auto_draw":
        return t("game.auto_draw", lang, player=ev["player"])
    if kind == "away":
        return t("game.away_event", lang, player=ev["player"])
    if kind == "back":
        return t("game.back_event", lang, player=ev["player"])
    if kind == "hurry":
        return t("game.hurry", lang, player=ev["player"], by=ev["by"])
    if kind == "idle_end":
        return t("game.idle_end", lang)
    if kind == "lobby":
        return None
    return dr.narrate(ev, lang)


# ------------------------------------------------------------------------------------------------
# The hand


def hand_view(
    table: Table, player: str, lang: str, *, note: str | None = None
) -> discord.ui.LayoutView:
    """A player's private hand: one control per legal move; off turn, the plays greyed out."""
    state = table.state
    assert state is not None
    pv = dr.player_view(state, player)
    gid, version = table.game_id, state.version
    hand = " ".join(card(c, f"`{c}`") for c in pv.hand) or t("hand.empty", lang)
    live = table.status is GameStatus.ACTIVE and not pv.over
    me = table.seats[pv.seat]
    if pv.over:
        status = t("hand.over", lang)
    elif not live:
        status = t("hand.closed", lang)
    elif me.away:
        status = t("hand.away", lang)
    elif pv.turn == player and pv.seats[pv.seat].short:
        status = t("hand.must_draw", lang)
    elif pv.turn == player:
        status = t("hand.open", lang) if pv.must_open else t("hand.your_turn", lang)
    else:
        status = t("hand.waiting", lang, player=plain(pv.turn or ""))
    deadline = turn_deadline(table)
    if live and pv.turn == player and deadline is not None and not me.played_by_computer:
        status += " " + t("hand.deadline", lang, when=when(deadline))
    header = f"### {t('hand.title', lang)}\n# {hand}\n{status}"
    if note:
        header = f"⚠️ {note}\n{header}"
    if live and not pv.must_open:
        header += "\n" + t("game.value", lang, value=pv.value)
    if pv.preview:
        header += "\n-# " + t("hand.preview_open" if pv.must_open else "hand.preview", lang)
    items: list[discord.ui.Item[Any]] = [discord.ui.TextDisplay(header)]
    bid_cards = sum(len(b.cards) for b in pv.bid)
    buttons: list[discord.ui.Item[Any]] = []
    selects: list[discord.ui.Item[Any]] = []
    # The real moves (enabled), then what the player could play on their turn (greyed out).
    shown = (
        [(i, m, False) for i, m in enumerate(pv.moves)]
        + [(i, m, True) for i, m in enumerate(pv.preview)]
        if live
        else []
    )
    for index, m, preview in shown:
        if m.kind == "play" and len(m.values) > 1:
            selects.append(controls.joker_select(gid, version, index, m, pv.value, lang, preview))
            continue
        style = discord.ButtonStyle.secondary
        if m.kind == "take":
            style = discord.ButtonStyle.danger
        elif m.kind in ("draw", "oubli"):
            style = discord.ButtonStyle.primary
        buttons.append(
            controls.move_button(
                gid,
                version,
                index,
                dr.describe_move(m, pv.value, bid_cards, lang),
                style,
                preview=preview,
                emoji=card_emoji(m),
            )
        )
    items.extend(_rows(buttons))
    items.extend(discord.ui.ActionRow(s) for s in selects)
    if live and me.away:
        items.append(
            discord.ui.ActionRow(
                controls.table_button(
                    gid, "back", t("button.back", lang), discord.ButtonStyle.success
                )
            )
        )
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(discord.ui.Container(*items, accent_colour=COLOUR_PLAY))
    return view


def verdict_line(table: Table, standings: list[Any], lang: str) -> str:
    """Why the game counts or not, in one line (the counting policy's verdict, issue 20)."""
    reason = table.count_reason
    people = [s for s in standings if isinstance(s, CountedStanding) and s.person]
    missing = ", ".join(mention(table, s.name) for s in people if not s.counted)
    if reason == COUNTED:
        if missing:
            return t("results.counted_but", lang, names=missing)
        return t("results.counted", lang, n=sum(1 for s in people if s.counted))
    if reason == TOO_FEW:
        return t("results.too_few", lang, names=missing)
    return t("results.solo", lang)


def results_view(
    table: Table, lang: str, ratings: dict[int, tuple[int, int, int | None]] | None = None
) -> discord.ui.LayoutView:
    """The end-of-game message: standings, rounds, winners and the R14 tie-break in words."""
    state = table.state
    assert state is not None and state.over
    standings = table.standings or dr.standings(state)
    departed = {s.name for s in table.seats if s.left is not None}
    not_counted = {
        s.name for s in standings if isinstance(s, CountedStanding) and s.person and not s.counted
    }
    lines = [
        t(
            "results.line",
            lang,
            pos=s.position,
            name=mention(table, s.name),
            total=s.total,
            rounds=" / ".join(map(str, s.round_points)),
            cards=card("back", "") + " / ".join(map(str, s.cards)),
        )
        + (t("results.left", lang) if s.name in departed else "")
        + (t("results.not_counted", lang) if s.name in not_counted else "")
        + rating_words(table.user_of(s.name), ratings or {}, lang)
        for s in standings
    ]
    winners = [mention(table, s.name) for s in standings if s.winner]
    shared = len(winners) > 1
    verdict = t("results.shared" if shared else "results.winner", lang, names=" & ".join(winners))
    stayed = [s for s in standings if s.name not in departed]
    top = min(s.total for s in stayed)
    tied_on_points = sum(1 for s in stayed if s.total == top) > 1
    why = ""
    if shared:
        why = t("results.shared_why", lang)
    elif tied_on_points:
        why = t("results.tiebreak", lang)
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(
        discord.ui.Container(
            discord.ui.TextDisplay(f"### {t('results.title', lang)} · {table.game_id}"),
            discord.ui.TextDisplay(f"## {verdict}" + (f"\n{why}" if why else "")),
            discord.ui.Separator(),
            discord.ui.TextDisplay("\n".join(lines)),
            discord.ui.TextDisplay(verdict_line(table, standings, lang)),
            *(
                [
                    discord.ui.TextDisplay(
                        "-# "
                        + t(
                            "results.leavers",
                            lang,
                            names=", ".join(plain(name) for name in sorted(departed)),
                        )
                    )
                ]
                if departed
                else []
            ),
            discord.ui.ActionRow(
                controls.table_button(
                    table.game_id, "again", t("button.again", lang), discord.ButtonStyle.success
                )
            ),
            accent_colour=COLOUR_OVER,
        )
    )
    return view
