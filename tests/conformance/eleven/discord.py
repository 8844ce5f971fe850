"""Eleven on Discord (``cogs.games.base.Renderer``): the table message, the hand (one button
per card the seat may play), the results and the rules page, built with the table
extension's helpers. It draws and decides nothing."""

from __future__ import annotations

from typing import Any

import discord

from cogs.games.base import Controls, HandGame
from cogs.i18n import t
from cogs.table import render as ui
from tables import TableView

from .eleven_rules import GAME


class ElevenRenderer(HandGame):
    """``Renderer`` for Eleven."""

    game = "eleven"
    second_figure = None
    turn_events: frozenset[str] = frozenset()

    def game_view(self, table: TableView, lang: str, controls: Controls) -> discord.ui.LayoutView:
        """Everything public (E2): the count, the pile's size, every seat's hand size and
        points; no card of any hand."""
        view = GAME.view(table.state, None)
        heading = (
            t("game.over", lang) if view.over else t("eleven.table.count", lang, count=view.count)
        )
        seats = "\n".join(
            t(
                "eleven.table.seat",
                lang,
                name=ui.mention(table, s.name),
                hand=s.hand_size,
                points=s.points,
            )
            for s in view.seats
        )
        items: list[discord.ui.Item[Any]] = [
            discord.ui.TextDisplay(f"### {ui.title(table, lang)} · {heading}"),
            discord.ui.TextDisplay(t("eleven.table.pile", lang, pile=view.pile) + "\n" + seats),
            *ui.log_items(table, lang),
        ]
        turn = ui.turn_item(table, lang)
        if turn is not None:
            items.append(turn)
        items.append(ui.moves_item(table, lang))
        items.append(ui.table_buttons(table, lang, controls))
        return ui.framed(items, over=view.over)

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
        """The seat's own cards, and a button per card it may play now."""
        state = table.state
        seat = GAME.players(state).index(player)
        view = GAME.view(state, seat)
        cards = " ".join(f"`{c}`" for c in view.hand) or t("hand.empty", lang)
        status = ui.hand_status(table, seat, lang, yours=t("eleven.hand.turn", lang))
        header = f"### {t('hand.title', lang)}\n# {cards}\n{status}"
        if note:
            header = f"⚠️ {note}\n{header}"
        buttons: list[discord.ui.Item[Any]] = []
        if ui.hand_live(table):
            for index, move in enumerate(GAME.legal_actions(state, seat)):
                label = t("eleven.move.play", lang, card=move.card)
                buttons.append(
                    controls.move_button(
                        table.game_id,
                        GAME.version(state),
                        index,
                        label,
                        discord.ButtonStyle.secondary,
                    )
                )
        return ui.hand_frame(table, controls, seat, header, ui.rows(buttons), lang)

    def results_body(
        self, table: TableView, lang: str, ratings: dict[int, tuple[int, int, int | None]]
    ) -> list[discord.ui.Item[Any]]:
        standings = table.standings or GAME.standings(table.state)
        lines = []
        for s in standings:
            name = ui.mention(table, s.name)
            line = t("eleven.results.line", lang, pos=s.position, name=name, points=s.total)
            lines.append(line + ui.result_marks(table, s.name, lang, ratings))
        winners = [ui.mention(table, s.name) for s in standings if s.winner]
        verdict = t(
            "results.shared" if len(winners) > 1 else "results.winner",
            lang,
            names=" & ".join(winners),
        )
        return [discord.ui.TextDisplay(f"## {verdict}\n" + "\n".join(lines))]

    def narrate(self, ev: dict[str, Any], lang: str) -> str | None:
        kind = ev.get("type")
        if kind == "timeout":
            return t("game.timeout", lang, player=ev["player"], move=t("eleven.timeout", lang))
        if kind in ("play", "bust", "eleven", "game_end"):
            args = {k: v for k, v in ev.items() if k != "type"}
            if kind == "game_end":
                args = {"names": " & ".join(ev["winners"])}
            return t(f"eleven.event.{kind}", lang, **args)
        return None

    def replay_hands(self, table: TableView, lang: str) -> list[tuple[str, str]]:
        state = table.state
        return [
            (name, " ".join(f"`{c}`" for c in GAME.view(state, seat).hand) or t("hand.empty", lang))
            for seat, name in enumerate(GAME.players(state))
        ]

    def rules_pages(self) -> tuple[str, ...]:
        return ("eleven.rules.aim",)

    def section(self, table: TableView) -> object:
        return None


RENDERER = ElevenRenderer()
