"""Sticks (*Bâtonnets*) on Discord: the table message, the hand, the results and the rules pages.

The table shows the round and trick, the stakes (blue to the highest card, red to the lowest),
the score cards revealed this round and the set still to come, the trick so far (in the
simultaneous variant only *who* has picked, until the last pick reveals them all), the trick
that just ended (H7: once, until the next trick's first card), and every seat: cards in hand,
sticks held, round scores with cancellations struck through, total. The hand is one button per
card, live when the seat must play, greyed out otherwise. Score cards and sticks are shown by
their faces (application emojis, ``faces``) when the bot has them.
"""

from __future__ import annotations

import functools
from typing import Any

import discord

import faces
import sticks_rules as sr
from cogs.games.base import Controls, HandGame
from cogs.i18n import plain, t
from cogs.table import render as ui
from sticks_rules.narrate import trick_words
from sticks_rules.views import SeatView, SticksView
from tables import TableView

#: The number of tricks in a round (nine cards each).
TRICKS = 9


def score_card(name: str, lang: str) -> str:
    """A score card as players see it ("3", "B0"): its face when the bot has one, else its
    words ("3", "blue 0": a zero's colour is said, never only shown)."""
    words = name if name.isdigit() else t(f"sticks.card.{name}", lang)
    return faces.face(f"sticks.{'S' + name if name.isdigit() else name}", f"`{words}`")


def stick(colour: str) -> str:
    """One stick of ``colour`` ("blue", "red"): its face, else a coloured square. Always
    beside its colour in words (``holding_words``, ``stakes_line``): never colour alone."""
    return faces.face(f"sticks.{colour}", "🟦" if colour == "blue" else "🟥")


def holding_words(seat: SeatView, lang: str) -> str:
    """A seat's sticks: "🟦 3 blue sticks", "🟥 1 red stick" or "no sticks" (R15: one colour
    at most)."""
    if seat.blue:
        return _holding("blue", seat.blue, stick("blue"), lang)
    if seat.red:
        return _holding("red", seat.red, stick("red"), lang)
    return _holding("no", 0, "", lang)


@functools.lru_cache(maxsize=512)
def _holding(colour: str, n: int, face: str, lang: str) -> str:
    """``holding_words``' sentence, kept (a few dozen a language): every table message words
    each seat's sticks, and a plural costs a catalogue lookup."""
    if colour == "no":
        return t("sticks.table.no_sticks", lang)
    return t(f"sticks.table.{colour}_sticks", lang, stick=face, n=n)


def rounds_words(scores: list[int], cancelled: list[int]) -> str:
    """Round scores as counted, a cancelled one struck through (R20, H4): "4 / ~~5~~ / 0"."""
    return " / ".join(
        f"~~{score}~~" if number in cancelled else str(score)
        for number, score in enumerate(scores, start=1)
    )


def stakes_line(view: SticksView, lang: str) -> str:
    """What this trick gives (R9-R11): blue to the highest card, red to the lowest."""
    assert view.stakes is not None
    return _stakes(view.stakes.blue, view.stakes.red, stick("blue"), stick("red"), lang)


@functools.lru_cache(maxsize=512)
def _stakes(blue: int, red: int, blue_stick: str, red_stick: str, lang: str) -> str:
    """``stakes_line``'s sentence, kept: the same few stakes recur every trick."""
    return t(
        "sticks.table.stakes", lang, blue=blue, red=red, blue_stick=blue_stick, red_stick=red_stick
    )


class SticksRenderer(HandGame):
    """``cogs.games.base.Renderer`` for Sticks."""

    game = "sticks"
    #: Every trick starts with a reveal; its leader (or, simultaneous, everyone) is told again
    #: even when the same people are waited on (the winner of a trick leads the next, R17).
    turn_events = frozenset({"reveal"})
    second_figure = None

    # ------------------------------------------------------------------ the table

    def game_view(self, table: TableView, lang: str, controls: Controls) -> discord.ui.LayoutView:
        """The table during play and after it: everything public (H7), nothing hidden."""
        state = table.state
        assert state is not None
        view = sr.GAME.view(state, None)
        heading = (
            t("game.over", lang)
            if view.over
            else t(
                "sticks.table.round",
                lang,
                round=view.round,
                rounds=view.rounds_total,
                trick=view.trick,
                tricks=TRICKS,
            )
        )
        items: list[discord.ui.Item[Any]] = [
            discord.ui.TextDisplay(f"### {ui.title(table, lang)} · {heading}")
        ]
        if not view.over:
            items.append(discord.ui.TextDisplay(self._trick_block(table, view, lang)))
        items.append(discord.ui.Separator())
        items.append(discord.ui.TextDisplay("\n".join(self._seat_lines(table, view, lang))))
        items.extend(ui.log_items(table, lang))
        turn = ui.turn_item(table, lang)
        if turn is not None:
            items.append(turn)
        items.append(ui.moves_item(table, lang))
        items.append(ui.table_buttons(table, lang, controls))
        return ui.framed(items, over=view.over)

    def _trick_block(self, table: TableView, view: SticksView, lang: str) -> str:
        """The stakes, the score cards of the round, the trick so far or the one just ended."""
        lines = [f"## {stakes_line(view, lang)}"]
        shown = " ".join(score_card(c, lang) for c in view.revealed)
        left = " ".join(score_card(c, lang) for c in view.score_cards_left)
        lines.append(t("sticks.table.score_cards", lang, shown=shown, left=left))
        if view.reveal == "simultaneous":
            picked = ", ".join(ui.mention(table, n) for n in view.picked) or "—"
            waiting = ", ".join(ui.mention(table, n) for n in view.waiting) or "—"
            lines.append(t("sticks.table.picked", lang, picked=picked, waiting=waiting))
        elif view.trick_cards:
            cards = " · ".join(
                f"{ui.mention(table, c.player)} **{c.card}**" for c in view.trick_cards
            )
            lines.append(t("sticks.table.trick", lang, cards=cards))
        if view.last_trick is not None:
            names = {s.name for s in view.seats}
            words = trick_words(ui.plain_event(view.last_trick.model_dump(), names), lang)
            lines.append("-# " + t("sticks.table.last_trick", lang, words=words))
        return "\n".join(lines)

    def _seat_lines(self, table: TableView, view: SticksView, lang: str) -> list[str]:
        waited = set(view.waiting)
        lines = []
        for seat in view.seats:
            if view.over:
                marker = "🏆" if seat.name in view.winners else "·"
            elif view.reveal == "simultaneous":
                marker = "✅" if seat.played else "⏳"
            else:
                marker = "▶" if seat.name in waited else "·"
            extra = t("sticks.table.dealer", lang) if seat.dealer and not view.over else ""
            extra += ui.seat_marks(table, seat.seat, lang)
            lines.append(
                t(
                    "sticks.table.seat",
                    lang,
                    marker=marker,
                    name=ui.mention(table, seat.name),
                    hand=seat.hand_size,
                    sticks=holding_words(seat, lang),
                    rounds=rounds_words(seat.round_scores, seat.cancelled) or "—",
                    total=seat.total,
                    extra=extra,
                )
            )
        return lines

    # ------------------------------------------------------------------ the hand

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
        """A player's private hand: one button per card they may play now (R13, R18), their
        cards greyed out while they wait, and (simultaneous) their own face-down pick. One
        button per card needs no two-step choice: ``focus`` is ignored."""
        state = table.state
        assert state is not None
        seat = state.setup.players.index(player)
        view = sr.GAME.view(state, seat)
        gid, version = table.game_id, sr.GAME.version(state)
        live = ui.hand_live(table)
        cards = " ".join(f"`{c}`" for c in view.hand) or t("hand.empty", lang)
        yours = t("sticks.hand.pick" if view.reveal == "simultaneous" else "sticks.hand.turn", lang)
        status = ui.hand_status(table, seat, lang, yours=yours)
        if live and view.my_pick is not None:
            waiting = ", ".join(plain(n) for n in view.waiting) or "—"
            status = t("sticks.hand.picked", lang, card=view.my_pick, waiting=waiting)
        header = f"### {t('hand.title', lang)}\n# {cards}\n{status}"
        if note:
            header = f"⚠️ {note}\n{header}"
        if live and view.stakes is not None:
            header += "\n" + stakes_line(view, lang)
        buttons: list[discord.ui.Item[Any]] = []
        if live and view.moves:
            for index, card in enumerate(view.moves):
                label = t("sticks.move.play", lang, card=card)
                buttons.append(
                    controls.move_button(gid, version, index, label, discord.ButtonStyle.secondary)
                )
        elif live and view.hand:
            header += "\n-# " + t("sticks.hand.preview", lang)
            for index, card in enumerate(view.hand):
                label = t("sticks.move.play", lang, card=card)
                buttons.append(
                    controls.move_button(
                        gid, version, index, label, discord.ButtonStyle.secondary, preview=True
                    )
                )
        return ui.hand_frame(table, controls, seat, header, ui.rows(buttons), lang)

    # ------------------------------------------------------------------ results

    def results_body(
        self, table: TableView, lang: str, ratings: dict[int, tuple[int, int, int | None]]
    ) -> list[discord.ui.Item[Any]]:
        """The standings with each round's score (cancelled ones struck through, R20), the
        winners, and why (R22, H5)."""
        state = table.state
        assert state is not None
        standings = table.standings or sr.GAME.standings(state)
        cancelled = {s.name: list(s.cancelled) for s in sr.GAME.view(state, None).seats}
        lines = [
            t(
                "sticks.results.line",
                lang,
                pos=s.position,
                name=ui.mention(table, s.name),
                total=s.total,
                rounds=rounds_words(list(s.round_points), cancelled.get(s.name, [])),
            )
            + ui.result_marks(table, s.name, lang, ratings)
            for s in standings
        ]
        verdict = ui.winner_line(table, list(standings), lang)
        why = t("sticks.results.why", lang)
        return [
            discord.ui.TextDisplay(f"## {verdict}\n{why}"),
            discord.ui.Separator(),
            discord.ui.TextDisplay("\n".join(lines)),
        ]

    # ------------------------------------------------------------------ words

    def narrate(self, ev: dict[str, Any], lang: str) -> str | None:
        """The rules package's narration; a timed-out play in the table's words (simultaneous:
        the pick stays face down, so the card is not named)."""
        if ev.get("type") == "timeout":
            move = ev["move"]
            if move["type"] == "play":
                words = t("sticks.timeout.play", lang, card=move["card"])
            else:
                words = t("sticks.timeout.picked", lang)
            return t("game.timeout", lang, player=ev["player"], move=words)
        return sr.narrate(ev, lang)

    def replay_hands(self, table: TableView, lang: str) -> list[tuple[str, str]]:
        """Every hand face up."""
        state = table.state
        assert state is not None
        return [
            (
                name,
                " ".join(f"`{c}`" for c in sr.GAME.view(state, seat).hand) or t("hand.empty", lang),
            )
            for seat, name in enumerate(state.setup.players)
        ]

    def rules_pages(self) -> tuple[str, ...]:
        return tuple(f"sticks.rules.{page}" for page in RULE_PAGES)

    def section(self, table: TableView) -> object:
        """A new round moves the table message down the channel (a fresh message)."""
        return table.state.round_no if table.state is not None else None


#: The rules pages in order: their text is ``sticks.rules.<page>`` in the catalogue.
RULE_PAGES = ("aim", "trick", "scoring", "variants", "table")

RENDERER = SticksRenderer()
