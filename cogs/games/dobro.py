"""Dobro on Discord: the table message, the hand, the results and the rules pages.

The table shows the round, the value in play, the bid, the direction and the draw pile, every
seat (hand size, cards collected, points, the oubli card, who has not drawn); the hand shows the
player's cards with one button per legal move (a joker through a select of the values it may
take), and while waiting the plays it would have, greyed out. Cards are shown by their faces
(application emojis, ``faces``) when the bot has them.
"""

from __future__ import annotations

from typing import Any

import discord

import dobro_rules as dr
import faces
from cogs.games.base import Controls, HandGame
from cogs.i18n import plain, t
from cogs.table import render as ui
from dobro_rules import GAME
from dobro_rules.views import MoveView
from tables import TableView


def card(name: str, text: str | None = None) -> str:
    """A card as players see it: its face (an application emoji) when the bot has one, else
    ``text`` (default: the card's name, "5", "J"…)."""
    return faces.face(name, name if text is None else text)


#: The specials, named in words where a card is written as text (a reader of text cards, or
#: a bot without emojis): the numbers stand for themselves.
SPECIALS = frozenset({"J", "S", "R"})


def card_words(name: str, lang: str) -> str:
    """A card in words: "5", "joker", "skip" ("passe mon tour")."""
    return t(f"dobro.card.{name}", lang) if name in SPECIALS else name


def hand_card(name: str, lang: str) -> str:
    """A card of a hand: its face, or its words in a code span."""
    return card(name, f"`{card_words(name, lang)}`")


def card_emoji(move: MoveView) -> discord.PartialEmoji | None:
    """The face on a move's button: the card played (the first of a pair), none to take,
    draw or call an oubli."""
    if move.kind != "play" or not move.cards:
        return None
    face = faces.face(move.cards[0], "")
    return discord.PartialEmoji.from_str(face) if face else None


def _bid_line(view: dr.PlayerView, lang: str) -> str:
    plays = []
    for b in view.bid:
        cards = "+".join(card(c, card_words(c, lang)) for c in b.cards)
        if b.declared is not None:
            cards += f" ({b.declared})"
        plays.append(f"{plain(b.player)} {cards} → {b.value}")
    return " · ".join(plays)


def joker_select(
    controls: Controls,
    gid: int,
    version: int,
    index: int,
    move: MoveView,
    value: int,
    lang: str,
    preview: bool,
) -> discord.ui.Item[Any]:
    """One select per joker move, listing exactly the values the rules allow (R7)."""
    pair = len(move.cards) == 2
    options = []
    for v in move.values:
        total = 2 * v if pair else v
        doubles = value and total == value
        label = (
            t("move.joker_doubles", lang, value=v, result=2 * value)
            if doubles
            else t("move.joker_value", lang, value=v)
        )
        options.append((label, v))
    placeholder = t("move.jokers" if pair else "move.joker", lang)
    return controls.param_select(gid, version, index, options, placeholder, preview=preview)


class DobroRenderer(HandGame):
    """``cogs.games.base.Renderer`` for Dobro."""

    game = "dobro"
    turn_events = frozenset({"turn", "round_start"})
    second_figure = "stats.cards"

    def game_view(self, table: TableView, lang: str, controls: Controls) -> discord.ui.LayoutView:
        """The table during play and after it: everything public, nothing hidden."""
        state = table.state
        assert state is not None
        pv = GAME.view(state, None)
        items: list[discord.ui.Item[Any]] = [
            discord.ui.TextDisplay(
                f"### {ui.title(table, lang)} · "
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
                block.append(t("game.bid", lang, plays=_bid_line(pv, lang)))
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
            extra += ui.seat_marks(table, seat.seat, lang)
            marker = "▶" if seat.name == pv.turn else "·"
            if pv.over:
                marker = "🏆" if seat.name in pv.winners else "·"
            seats.append(
                t(
                    "game.seat",
                    lang,
                    marker=marker,
                    name=ui.mention(table, seat.name),
                    hand=seat.hand_size,
                    collected=seat.collected,
                    points=seat.points,
                    extra=extra,
                )
            )
        items.append(discord.ui.Separator())
        items.append(discord.ui.TextDisplay("\n".join(seats)))
        items.extend(ui.log_items(table, lang))
        turn = ui.turn_item(table, lang)
        if turn is not None:
            items.append(turn)
        items.append(ui.moves_item(table, lang))
        public: list[discord.ui.Item[Any]] = []
        if not pv.over and state.manual and state.callable_seats():
            public.append(
                controls.table_button(
                    table.game_id,
                    "oubli",
                    t("button.oubli", lang),
                    discord.ButtonStyle.danger,
                    version=state.version,
                )
            )
        items.append(ui.table_buttons(table, lang, controls, public))
        return ui.framed(items, over=pv.over)

    def hand_view(
        self,
        table: TableView,
        player: str,
        lang: str,
        controls: Controls,
        *,
        note: str | None = None,
        focus: str | None = None,
    ) -> discord.ui.LayoutView:
        """A player's private hand: one control per legal move; off turn, the plays greyed
        out. No two-step choice here: ``focus`` is ignored."""
        state = table.state
        assert state is not None
        pv = GAME.view(state, state.setup.players.index(player))
        gid, version = table.game_id, state.version
        hand = " ".join(hand_card(c, lang) for c in pv.hand) or t("hand.empty", lang)
        live = ui.hand_live(table)
        if pv.turn == player and pv.seats[pv.seat].short:
            yours = t("hand.must_draw", lang)
        else:
            yours = t("hand.open", lang) if pv.must_open else t("hand.your_turn", lang)
        status = ui.hand_status(table, pv.seat, lang, yours=yours)
        header = f"### {t('hand.title', lang)}\n# {hand}\n{status}"
        if note:
            header = f"⚠️ {note}\n{header}"
        if live and not pv.must_open:
            header += "\n" + t("game.value", lang, value=pv.value)
        if pv.preview:
            header += "\n-# " + t("hand.preview_open" if pv.must_open else "hand.preview", lang)
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
                selects.append(
                    joker_select(controls, gid, version, index, m, pv.value, lang, preview)
                )
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
        items = [*ui.rows(buttons), *(discord.ui.ActionRow(s) for s in selects)]
        return ui.hand_frame(table, controls, pv.seat, header, items, lang)

    def results_body(
        self, table: TableView, lang: str, ratings: dict[int, tuple[int, int, int | None]]
    ) -> list[discord.ui.Item[Any]]:
        """The standings with each round's points and cards, the winners and the R14
        tie-break in words."""
        state = table.state
        assert state is not None
        standings = table.standings or GAME.standings(state)
        departed = {s.name for s in table.seats if s.left is not None}
        lines = [
            t(
                "results.line",
                lang,
                pos=s.position,
                name=ui.mention(table, s.name),
                total=s.total,
                rounds=" / ".join(map(str, s.round_points)),
                cards=card("back", "") + " / ".join(map(str, s.cards)),
            )
            + ui.result_marks(table, s.name, lang, ratings)
            for s in standings
        ]
        shared = sum(1 for s in standings if s.winner) > 1
        verdict = ui.winner_line(table, list(standings), lang)
        # Who could win: who played it out (the counting policy's forfeits could not).
        stayed = [
            s for s in standings if s.name not in departed and not getattr(s, "forfeit", False)
        ]
        top = min((s.total for s in stayed), default=None)
        tied_on_points = sum(1 for s in stayed if s.total == top) > 1
        why = ""
        if not any(s.winner for s in standings):
            why = ""
        elif shared:
            why = t("results.shared_why", lang)
        elif tied_on_points:
            why = t("results.tiebreak", lang)
        return [
            discord.ui.TextDisplay(f"## {verdict}" + (f"\n{why}" if why else "")),
            discord.ui.Separator(),
            discord.ui.TextDisplay("\n".join(lines)),
        ]

    def narrate(self, ev: dict[str, Any], lang: str) -> str | None:
        """The engine's narration; a timed-out move ("ran out of time: the computer played 7
        for them") and an automatic draw (H2) in the table's words."""
        kind = ev.get("type")
        if kind == "timeout":
            move = ev["move"]
            if move["type"] == "play":
                words = t("timeout.play", lang, cards=dr.narrate_cards(move))
            else:
                words = t(f"timeout.{move['type']}", lang)
            return t("game.timeout", lang, player=ev["player"], move=words)
        if kind == "chore":
            return t("game.auto_draw", lang, player=ev["player"])
        return dr.narrate(ev, lang)

    def replay_hands(self, table: TableView, lang: str) -> list[tuple[str, str]]:
        """Every hand face up."""
        state = table.state
        assert state is not None
        return [
            (
                name,
                " ".join(hand_card(c, lang) for c in GAME.view(state, seat).hand)
                or t("hand.empty", lang),
            )
            for seat, name in enumerate(state.setup.players)
        ]

    def rules_pages(self) -> tuple[str, ...]:
        return tuple(f"rules.text.{page}" for page in RULE_PAGES)

    def section(self, table: TableView) -> object:
        """A new round moves the table message down the channel (a fresh message)."""
        return table.state.round_no if table.state is not None else None

    def public_action(self, table: TableView, seat: int, key: str) -> int | None:
        """*Oubli!* on the table: the first oubli call the presser may make now (H2, R9)."""
        if key != "oubli" or table.state is None:
            return None
        moves = GAME.legal_actions(table.state, seat)
        return next((i for i, m in enumerate(moves) if m.kind == "oubli"), None)


#: The rules pages in order: their text is ``rules.text.<page>`` in the catalogue.
RULE_PAGES = ("aim", "bid", "drawing", "scoring", "house", "timers")

RENDERER = DobroRenderer()
