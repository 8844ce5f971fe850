"""Ten on Discord: the table message, the hand, the results and the rules pages.

The table shows the round card and the pot, the phase and its first player, the draw pile, the
auction in progress, the last round's result, and every seat: the card in front of them (a
card back while it is face down, TEN.md "At a Discord table"), the chips protecting it, their
supply, hand size and penalty pile. Nothing there is read from a face-down card: the table is
drawn from the public view (``GAME.view(state, None)``), and the log from the public events.

The hand shows the player's cards and the face-down card in front of them (H8: theirs to know),
with one control per legal choice of their step. Putting a card on the table (phase 2) offers up
to 24 choices, so it is a two-step choice: a focus select of the card first
(``Controls.focus_select``), then that card's ways of playing it (face up or down × 0–2
chips). A choice that takes a number (a joker's value, an offer) is a select of the numbers the
rules allow (``Controls.param_select``); a range longer than a select's 25 options lists its
first 25 and a button asks for any amount in a modal (``Controls.number_button``). Cards are
written in code spans (`7`, `P3`), so the log tells a card from a count.
"""

from __future__ import annotations

from typing import Any

import discord

import ten_rules as tr
from cogs.games.base import Controls, HandGame
from cogs.i18n import plain, t
from cogs.table import render as ui
from tables import TableView
from ten_rules.views import SeatView, TableCardView, TenView

#: A face-down card as everyone but its holder sees it.
BACK = "🂠"
#: Discord's limit on a select's options: a longer range of amounts lists its first ones, and
#: a button beside it asks for any other in a modal (``Controls.number_button``).
MAX_OPTIONS = 25
#: The steps whose timed-out choice is worded as the timer's ("the computer passed for them");
#: any other event of a timed-out move (the round it ended) is told as usual.
TIMEOUT_WORDS = {
    "open_pass": "pass",
    "offer_pass": "pass",
    "protect": "protect",
    "keep_down": "keep_down",
    "add_none": "add_none",
    "first": "first",
}


def card(name: str) -> str:
    """A card as players read it: in a code span (`7`, `P3`, `R5`, `J`)."""
    return f"`{name}`"


def table_card(c: TableCardView, lang: str) -> str:
    """A table card: its name (a joker with its value), or a card back when it is face down
    and not the viewer's (the public view never holds it: ``card`` is None)."""
    if c.card is None:
        return BACK
    if c.as_ is not None:
        return t("ten.table.joker_as", lang, card=card(c.card), value=c.as_)
    return card(c.card)


def seat_cards(seat: SeatView, lang: str) -> str:
    """A seat's table cards as everyone sees them, their protection chips, and their value once
    every card is face up ("`4` + `5` = **9**", "🂠 🛡 2")."""
    if not seat.cards:
        return t("ten.table.no_card", lang)
    words = " + ".join(table_card(c, lang) for c in seat.cards)
    if seat.protection:
        words += " " + t("ten.table.protection", lang, chips=seat.protection)
    if all(c.up for c in seat.cards):
        words += " " + t("ten.table.value", lang, value=sum(c.value or 0 for c in seat.cards))
    return words


def pile_words(cards: list[str]) -> str:
    """A penalty pile, repeated cards counted ("`0`×3 `P2` `R4`"): a long game's piles stay
    short enough for the table message."""
    counts: dict[str, int] = {}
    for c in cards:
        counts[c] = counts.get(c, 0) + 1
    return " ".join(card(c) + (f"×{n}" if n > 1 else "") for c, n in counts.items())


def amounts(low: int, high: int) -> list[int]:
    """The numbers a select offers for ``low``..``high``: all of them when they fit Discord's
    25 options; else the first 25 (the usual offers), the others being typed in the modal of
    the button beside it (``more_amounts``): every legal amount can be chosen (R14, H7)."""
    return list(range(low, min(high, low + MAX_OPTIONS - 1) + 1))


def more_amounts(choice: tr.Choice) -> bool:
    """Whether a choice's range is longer than its select lists (a button asks for the rest)."""
    return (
        choice.param is not None
        and choice.low is not None
        and choice.high is not None
        and choice.high - choice.low + 1 > MAX_OPTIONS
    )


def param_options(choice: tr.Choice, lang: str) -> list[tuple[str, int]]:
    """A select's options for a choice taking a number: a joker's values (H2), an offer's
    amounts (R14, H7)."""
    assert choice.low is not None and choice.high is not None
    if choice.param == "as":
        return [
            (t("ten.hand.as", lang, card="J", value=v), v)
            for v in range(choice.low, choice.high + 1)
        ]
    return [(t("ten.hand.amount", lang, n=v), v) for v in amounts(choice.low, choice.high)]


def choice_style(choice: tr.Choice) -> discord.ButtonStyle:
    """Passing and the timid choices in grey; buying, raising, revealing and adding in
    colour."""
    if choice.code in ("fee", "raise_min") or (choice.code == "protect" and choice.chips):
        return discord.ButtonStyle.primary
    if choice.code in ("reveal", "add", "play_up"):
        return discord.ButtonStyle.success
    return discord.ButtonStyle.secondary


def _mark_cards(ev: dict[str, Any]) -> dict[str, Any]:
    """An event with its cards in code spans, for the log. A joker stays ``J``: the
    narration words it itself ("J (as 4)", "J (face down: 10)")."""

    def mark(name: Any) -> Any:
        return card(name) if isinstance(name, str) and name != "J" else name

    out = dict(ev)
    for key in ("card", "player_card", "target_card", "round_card"):
        if key in out:
            out[key] = mark(out[key])
    cards = out.get("cards")
    if isinstance(cards, list):
        out["cards"] = [mark(c) for c in cards]
    elif isinstance(cards, dict) and out.get("type") == "result":
        out["cards"] = {
            name: [{**c, "card": mark(c["card"])} for c in played] for name, played in cards.items()
        }
    return out


class TenRenderer(HandGame):
    """``cogs.games.base.Renderer`` for Ten."""

    game = "ten"
    #: A new round tells its first player again (they may have named themselves, R27).
    turn_events = frozenset({"round_start"})
    second_figure = None

    # ------------------------------------------------------------------ the table

    def game_view(self, table: TableView, lang: str, controls: Controls) -> discord.ui.LayoutView:
        """The table during play and after it: everything public, nothing hidden (a face-down
        card is a card back until phase 5 turns it up)."""
        state = table.state
        assert state is not None
        view = tr.GAME.view(state, None)
        heading = (
            t("game.over", lang)
            if view.over
            else t("ten.table.round", lang, round=view.round, rounds=view.rounds_total)
        )
        items: list[discord.ui.Item[Any]] = [
            discord.ui.TextDisplay(f"### {ui.title(table, lang)} · {heading}")
        ]
        block = self._round_block(table, view, lang)
        if block:
            items.append(discord.ui.TextDisplay(block))
        items.append(discord.ui.Separator())
        items.append(discord.ui.TextDisplay("\n".join(self._seat_lines(table, view, lang))))
        items.extend(ui.log_items(table, lang))
        turn = ui.turn_item(table, lang)
        if turn is not None:
            items.append(turn)
        items.append(ui.moves_item(table, lang))
        items.append(ui.table_buttons(table, lang, controls))
        return ui.framed(items, over=view.over)

    def _round_block(self, table: TableView, view: TenView, lang: str) -> str:
        """The round card and the pot, the phase, the auction, the last round's result."""
        lines = []
        if not view.over:
            if view.round_card is not None:
                lines.append(
                    "## "
                    + t(
                        "ten.table.stakes",
                        lang,
                        card=card(view.round_card),
                        points=view.round_points,
                        pot=view.pot,
                    )
                )
            else:
                lines.append("## " + t("ten.table.pot", lang, pot=view.pot))
            piles = t("ten.table.piles", lang, pile=view.pile, left=view.round_cards_left)
            if view.step != "first":  # the round being played has its first player
                first = t("ten.table.first", lang, first=ui.mention(table, view.first))
                piles = f"{first} · {piles}"
            lines.append(t("ten.table.phase", lang, step=view.step or "first") + " · " + piles)
            if view.auction is not None:
                a = view.auction
                lines.append(
                    t(
                        "ten.table.auction",
                        lang,
                        opener=ui.mention(table, a.opener),
                        owner=ui.mention(table, a.owner),
                        offer=a.offer,
                        high=ui.mention(table, a.high),
                    )
                )
        if view.last is not None:
            last = view.last
            lines.append(
                "-# "
                + t(
                    "ten.table.last",
                    lang,
                    winner=ui.mention(table, last.winner),
                    best=last.values[last.winner],
                    loser=ui.mention(table, last.loser),
                    worst=last.values[last.loser],
                )
            )
        return "\n".join(lines)

    def _seat_lines(self, table: TableView, view: TenView, lang: str) -> list[str]:
        lines = []
        for seat in view.seats:
            if view.over:
                marker = "🏆" if seat.name in view.winners else "·"
            else:
                marker = "▶" if seat.name == view.waiting else "·"
            extra = ""
            if not view.over and view.phase == 3 and seat.opened:
                extra += t("ten.table.opened", lang)
            extra += ui.seat_marks(table, seat.seat, lang)
            pile = pile_words(seat.penalty)
            lines.append(
                t(
                    "ten.table.seat",
                    lang,
                    marker=marker,
                    name=ui.mention(table, seat.name),
                    cards=seat_cards(seat, lang),
                    chips=seat.chips,
                    hand=seat.hand_size,
                    points=seat.penalty_points,
                    pile=f" ({pile})" if pile else "",
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
        """A player's private hand: their cards, the card in front of them (theirs to know even
        face down, H8), and one control per legal choice of their step. Phase 2 is a two-step
        choice: ``focus`` is the card picked in the focus select, whose ways of playing are
        then drawn (no focus, or one that is not a card they may play: only the select)."""
        state = table.state
        assert state is not None
        seat = state.setup.players.index(player)
        view = tr.GAME.view(state, seat)
        me = view.seats[seat]
        live = ui.hand_live(table)
        cards = " ".join(card(c) for c in view.hand) or t("hand.empty", lang)
        yours = t("ten.hand.step", lang, step=view.step or "first")
        lines = [f"### {t('hand.title', lang)}", f"# {cards}"]
        if note:
            lines.insert(0, f"⚠️ {note}")
        if me.cards:
            lines.append(t("ten.hand.front", lang, cards=self._own_cards(me, lang)))
        lines.append(
            t(
                "ten.hand.chips",
                lang,
                chips=me.chips,
                card=card(view.round_card) if view.round_card else "—",
                pot=view.pot,
            )
        )
        if live and view.auction is not None:
            a = view.auction
            lines.append(
                t(
                    "ten.table.auction",
                    lang,
                    opener=plain(a.opener),
                    owner=plain(a.owner),
                    offer=a.offer,
                    high=plain(a.high),
                )
            )
        lines.append(ui.hand_status(table, seat, lang, yours=yours))
        items: list[discord.ui.Item[Any]] = []
        choices = tr.GAME.legal_actions(state, seat) if live else []
        if choices:
            shown = list(enumerate(choices))
            if view.step == "play":
                playable = list(dict.fromkeys(c.card for c in choices if c.card is not None))
                chosen = focus if focus in playable else None
                items.append(
                    discord.ui.ActionRow(
                        controls.focus_select(
                            table.game_id,
                            state.version,
                            [(t("ten.hand.focus_option", lang, card=c), c) for c in playable],
                            t("ten.hand.focus", lang),
                            current=chosen,
                        )
                    )
                )
                if chosen is None:
                    lines.append("-# " + t("ten.hand.pick_card", lang))
                    shown = []
                else:
                    lines.append("-# " + t("ten.hand.playing", lang, card=card(chosen)))
                    shown = [(i, c) for i, c in shown if c.card == chosen]
            items.extend(self._choice_controls(table, controls, state.version, shown, lang))
        return ui.hand_frame(table, controls, seat, "\n".join(lines), items, lang)

    @staticmethod
    def _own_cards(seat: SeatView, lang: str) -> str:
        """The viewer's table cards: their own face-down card named, as only they see it."""
        words = []
        for c in seat.cards:
            if c.card is not None and not c.up:
                words.append(t("ten.hand.own_down", lang, card=card(c.card)))
            else:
                words.append(table_card(c, lang))
        text = " + ".join(words)
        if seat.protection:
            text += " " + t("ten.table.protection", lang, chips=seat.protection)
        return text

    @staticmethod
    def _choice_controls(
        table: TableView,
        controls: Controls,
        version: int,
        shown: list[tuple[int, tr.Choice]],
        lang: str,
    ) -> list[discord.ui.Item[Any]]:
        """One control per choice, each carrying its index in the legal choices: a button, or
        a select of the numbers it may take. Buttons of one kind share rows (face up, face
        down…); a select has its own row."""
        gid = table.game_id
        items: list[discord.ui.Item[Any]] = []
        row: list[discord.ui.Item[Any]] = []
        group: tuple[str, bool | None] | None = None
        for index, choice in shown:
            label = tr.describe_choice(choice, lang)
            if choice.param is not None:
                items.extend(ui.rows(row))
                row, group = [], None
                select = controls.param_select(
                    gid, version, index, param_options(choice, lang), label
                )
                items.append(discord.ui.ActionRow(select))
                if more_amounts(choice):
                    assert choice.low is not None and choice.high is not None
                    other = t("ten.hand.other_amount", lang, low=choice.low, high=choice.high)
                    button = controls.number_button(
                        gid, version, index, choice.low, choice.high, f"{label}: {other}"
                    )
                    items.append(discord.ui.ActionRow(button))
                continue
            kind = (choice.code, choice.up) if choice.kind == "play" else (choice.kind, None)
            if group is not None and kind != group:
                items.extend(ui.rows(row))
                row = []
            group = kind
            row.append(controls.move_button(gid, version, index, label, choice_style(choice)))
        items.extend(ui.rows(row))
        return items

    # ------------------------------------------------------------------ results

    def results_body(
        self, table: TableView, lang: str, ratings: dict[int, tuple[int, int, int | None]]
    ) -> list[discord.ui.Item[Any]]:
        """The standings with each score's breakdown: penalty points (by round, and what the
        end added: hands, round cards left) minus 2 per chip kept (R29, R30); the winners and
        why (H14); an early end said as such (R28)."""
        state = table.state
        assert state is not None
        view = tr.GAME.view(state, None)
        standings = table.standings or tr.GAME.standings(state)
        seats = {s.name: s for s in view.seats}
        early = view.round < view.rounds_total
        last_loser = view.last.loser if view.last is not None else None
        lines = []
        for s in standings:
            seat = seats[s.name]
            rounds = sum(s.round_points)
            end = seat.penalty_points - rounds
            lines.append(
                t(
                    "ten.results.line",
                    lang,
                    pos=s.position,
                    name=ui.mention(table, s.name),
                    score=s.total,
                    penalty=seat.penalty_points,
                    chips=seat.chips,
                    rounds=" / ".join(map(str, s.round_points)) or "—",
                    end=(
                        t(
                            "ten.results.end",
                            lang,
                            points=end,
                            what="both" if early and s.name == last_loser else "hand",
                        )
                        if end
                        else ""
                    ),
                )
                + ui.result_marks(table, s.name, lang, ratings)
            )
        verdict = ui.winner_line(table, list(standings), lang)
        why = t("ten.results.why", lang)
        if early:
            why += "\n" + t("ten.results.early", lang, round=view.round)
        return [
            discord.ui.TextDisplay(f"## {verdict}\n{why}"),
            discord.ui.Separator(),
            discord.ui.TextDisplay("\n".join(lines)),
        ]

    # ------------------------------------------------------------------ words

    def narrate(self, ev: dict[str, Any], lang: str) -> str | None:
        """The rules package's narration, cards in code spans; a timed-out choice in the table's
        words ("ran out of time: the computer passed for them")."""
        if ev.get("type") == "timeout":
            move = ev["move"]
            kind = move.get("type")
            if kind == "play":
                shown = tr.card_words(_mark_cards(move)["card"], move.get("as"), lang)
                words = t("ten.timeout.play", lang, card=shown)
            elif kind in TIMEOUT_WORDS:
                words = t(f"ten.timeout.{TIMEOUT_WORDS[kind]}", lang)
            else:  # what the timed-out choice made happen (the round it ended)
                return tr.narrate(_mark_cards(move), lang)
            return t("game.timeout", lang, player=ev["player"], move=words)
        return tr.narrate(_mark_cards(ev), lang)

    def replay_hands(self, table: TableView, lang: str) -> list[tuple[str, str]]:
        """Every hand face up, with the card each seat has face down in front of it (H8: its
        holder's to know)."""
        state = table.state
        assert state is not None
        hands = []
        for seat, name in enumerate(state.setup.players):
            view = tr.GAME.view(state, seat)
            words = " ".join(card(c) for c in view.hand) or t("hand.empty", lang)
            me = view.seats[seat]
            if me.cards:
                words += " · " + t("replay.front", lang, cards=self._own_cards(me, lang))
            hands.append((name, words))
        return hands

    def rules_pages(self) -> tuple[str, ...]:
        return tuple(f"ten.rules.{page}" for page in RULE_PAGES)

    def section(self, table: TableView) -> object:
        """A new round moves the table message down the channel (a fresh message)."""
        return table.state.round_no if table.state is not None else None


#: The rules pages in order: their text is ``ten.rules.<page>`` in the catalogue.
RULE_PAGES = ("aim", "round", "auction", "scoring", "table")

RENDERER = TenRenderer()
