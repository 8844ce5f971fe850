"""Dobble on Discord: a race (``games.protocol.RaceRules``), drawn as a board of card pictures.

Each mini-game (and each duel) is a stage: the table message counts down ("the well, Go!
in 3 s"), then the Go is a fresh message (its time is the stage's zero) with the board: the
cards in play as one picture (``faces.dobble``: 8 symbols a card, of varied sizes and angles),
and the claim buttons, one per symbol of the card everybody compares (the pile's top in the
tower and the poisoned gift, the centre in the well and catch them all), showing the symbol's
emoji. In the hot potato and a duel each player compares their *own* card: their buttons are
in their private panel (*My cards*). Every card in play is face up: nothing is hidden.

A click's time is when Discord received it (``cogs.table.race``); a right claim's own answer is
the new board. Between mini-games in tournament scoring the loser picks the next one from their
panel (a move like any other game's, with the turn timer).
"""

from __future__ import annotations

import functools
from collections.abc import Hashable
from typing import Any

import discord

import dobble_rules as db
import faces
from cogs.games.base import Controls, Picture
from cogs.i18n import decimal, plain, t
from cogs.table import render as ui
from dobble_rules.cards import CARDS, EMOJI, SYMBOL_INDEX, SYMBOLS
from dobble_rules.views import CardView, DobbleView, board, seat_facts
from faces import dobble as art
from tables import TableView

#: Modes whose claim buttons are on the public board (everyone compares the same card).
SHARED_MODES = ("tower", "poison", "well", "catch")
BOARD = "board.png"
#: A board's cards are drawn at this size (pixels a card): 8 cards fit a phone's width.
CARD_PX = 256


def draw_board(cards: tuple[tuple[str, int], ...], seed: int) -> bytes:
    """The board's picture: every card in play, labelled (PNG bytes). Drawn in a worker
    process on every stage and claim: `faces.dobble.board_png` keeps each card and name it
    drew, so a claim's board (one or two cards changed) is mostly pastes."""
    return art.board_png(cards, seed=seed, card_size=CARD_PX)


#: Discord's longest alt text (an attachment's or a media gallery item's description).
MAX_ALT = 1024


def symbol_names(card: CardView, lang: str = "en") -> str:
    """A card's symbols for a text line (the picture is the real card): as emojis, or as
    words for a reader of text cards (``faces.as_words``)."""
    if faces.words_only():
        return card_words(card.card, lang)
    return " ".join(card.emoji)


@functools.lru_cache(maxsize=1024)
def card_words(card: int, lang: str) -> str:
    """A card's eight symbols by their names in the reader's language: "anchor, fire, …"
    (55 cards a language: kept, so a board's alt text costs no catalogue lookup)."""
    return ", ".join(t(f"dobble.symbol.{SYMBOLS[s]}", lang) for s in CARDS[card])


def card_line(card: int, lang: str) -> str:
    """A card written out: its symbols' emojis, or their names for a reader of text cards."""
    return card_words(card, lang) if faces.words_only() else " ".join(EMOJI[s] for s in CARDS[card])


def claim_label(name: str, lang: str) -> str | None:
    """A claim button's words beside its emoji, for a reader of text cards (else none: a
    symbol is matched by eye)."""
    return t(f"dobble.symbol.{name}", lang) if faces.words_only() else None


def board_alt(view: DobbleView, lang: str) -> str:
    """The board picture's alt text: each card in play, labelled as on the board, with its
    symbols named in the reader's language (within Discord's 1,024 characters)."""
    return _alt(tuple(board_cards(view, lang)), lang)


@functools.lru_cache(maxsize=256)
def _alt(cards: tuple[tuple[str, int], ...], lang: str) -> str:
    """``board_alt`` of these (label, card) pairs, kept: a board redrawn (a claim answered,
    an edit) words nothing again."""
    words = " ".join(
        t("dobble.table.board_card", lang, label=label, symbols=card_words(card, lang))
        for label, card in cards
    )
    alt = f"{t('dobble.table.board_alt', lang)}. {words}".strip()
    return alt if len(alt) <= MAX_ALT else alt[: MAX_ALT - 1] + "…"


def board_cards(view: DobbleView, lang: str = "en") -> list[tuple[str, int]]:
    """What the board picture shows, in order, as (label, card): the card everybody compares
    first (the pile's top, the centre), then each player's top card or each catch slot; in a
    duel, the duellists' cards."""
    if view.duel is not None:
        return [(name, card.card) for name, card in view.duel.cards.items()]
    cards: list[tuple[str, int]] = []
    if view.center is not None:
        middle = "pile" if view.mode in ("tower", "poison") else "centre"
        cards.append((t(f"dobble.table.{middle}", lang), view.center.card))
    if view.mode == "catch":
        cards += [(str(k + 1), c.card) for k, c in enumerate(view.slots) if c is not None]
    else:
        cards += [(s.name, s.top.card) for s in view.seats if s.top is not None]
    return cards


def board_labels(state: db.Match, lang: str) -> tuple[tuple[str, int], ...]:
    """``board_cards`` of the public view, read off the state's ``board`` without building
    the view: what the board's picture shows and its key (asked with every table write)."""
    return tuple(
        (t(f"dobble.table.{c.kind}", lang) if c.kind in ("pile", "centre") else c.who, c.card)
        for c in board(state)
    )


def stage_words(view: DobbleView, lang: str) -> str:
    """ "Mini-game 2 of 5: the well" (or its duel)."""
    if view.game is None or view.mode is None:
        return t("dobble.table.starting", lang)
    mode = db.mode_name(view.mode, lang)
    key = "dobble.table.duel" if view.duel is not None else "dobble.table.minigame"
    return t(key, lang, number=view.game + 1, length=view.length, mode=mode)


class DobbleRenderer:
    """``cogs.games.base.Renderer`` for Dobble."""

    game = "dobble"
    #: Tournament scoring: the loser is asked to pick (their panel is refreshed, or a ping).
    turn_events = frozenset({"pick_wait"})
    second_figure = None

    # ------------------------------------------------------------------ the board

    def game_view(self, table: TableView, lang: str, controls: Controls) -> discord.ui.LayoutView:
        """Countdown, board with its claim buttons, a pick awaited, or the match over."""
        state = table.state
        assert state is not None
        view = db.GAME.view(state, None)
        race = table.race
        heading = t("game.over", lang) if view.over else stage_words(view, lang)
        items: list[discord.ui.Item[Any]] = [
            discord.ui.TextDisplay(f"### {ui.title(table, lang)} · {heading}")
        ]
        if view.over:
            pass
        elif race is not None and not race.started:
            items.append(
                discord.ui.TextDisplay(
                    t("dobble.table.countdown", lang, when=ui.when(race.ready_at))
                    + "\n"
                    + t(f"dobble.howto.{'duel' if view.duel else view.mode}", lang)
                )
            )
        elif race is not None:
            items.append(
                discord.ui.MediaGallery(
                    discord.MediaGalleryItem(
                        f"attachment://{BOARD}", description=board_alt(view, lang)
                    )
                )
            )
            items.append(
                discord.ui.TextDisplay(
                    "## "
                    + t("dobble.table.go", lang)
                    + " "
                    + t(f"dobble.howto.{'duel' if view.duel else view.mode}", lang)
                )
            )
            if view.duel is None and view.mode in SHARED_MODES and view.center is not None:
                stage = db.GAME.race(state)
                assert stage is not None
                buttons: list[discord.ui.Item[Any]] = [
                    controls.claim_button(table.game_id, stage, view.v, SYMBOL_INDEX[name], emoji)
                    for name, emoji in zip(view.center.symbols, view.center.emoji, strict=True)
                ]
                items.extend(discord.ui.ActionRow(*buttons[k : k + 4]) for k in (0, 4))
        elif view.picking is not None:
            items.append(
                discord.ui.TextDisplay(
                    t("dobble.table.picking", lang, player=ui.mention(table, view.picking))
                )
            )
        items.append(discord.ui.Separator())
        items.append(discord.ui.TextDisplay("\n".join(self._seat_lines(table, view, lang))))
        items.extend(ui.log_items(table, lang))
        turn = ui.turn_item(table, lang)
        if turn is not None:
            items.append(turn)
        if race is None or not race.started or view.over:
            # (A stage's board shows no move count: every claim is a move, and most change
            # nothing anyone sees; the board is redrawn only when what it shows changes.)
            items.append(ui.moves_item(table, lang))
        items.append(ui.table_buttons(table, lang, controls))
        items.append(discord.ui.TextDisplay("-# " + t("dobble.credit", lang)))
        return ui.framed(items, over=view.over)

    def _seat_lines(self, table: TableView, view: DobbleView, lang: str) -> list[str]:
        """One line a seat; 🔒 for a lock-out still running at the stage's last claim (the
        board is redrawn when the cards change, not when a lock-out ends)."""
        lines = []
        duellists = set(view.duel.players) if view.duel is not None else set()
        last = db.GAME.race_last(table.state) if table.state is not None else 0
        for seat in view.seats:
            if view.over:
                marker = "🏆" if seat.name in view.winners else "·"
            elif seat.name in duellists:
                marker = "⚔️"
            elif seat.out:
                marker = "✅"
            else:
                marker = "·"
            score = seat.points if view.scoring == "tournament" else seat.wins
            extra = ui.seat_marks(table, seat.seat, lang)
            if seat.locked_until and seat.locked_until > last and not view.over:
                extra += t("dobble.table.locked", lang)
            lines.append(
                t(
                    "dobble.table.seat",
                    lang,
                    marker=marker,
                    name=ui.mention(table, seat.name),
                    count=seat.count,
                    scoring=view.scoring,
                    score=score,
                    extra=extra,
                )
            )
        return lines

    def pictures(self, table: TableView, lang: str) -> list[Picture]:
        """The board while a stage runs (after its Go): one picture of every card in play."""
        state, race = table.state, table.race
        if state is None or race is None or not race.started:
            return []
        cards = board_labels(state, lang)
        if not cards:
            return []
        # A module-level function and its arguments: the bot draws it in a worker process.
        draw = functools.partial(draw_board, cards, table.game_id)
        return [Picture(BOARD, ("dobble", table.game_id, cards), draw, _alt(cards, lang))]

    def replay_hands(self, table: TableView, lang: str) -> list[tuple[str, str]]:
        """Every card in play with its eight symbols, as the board showed them (a replay races
        nothing: no picture, no claim button)."""
        state = table.state
        assert state is not None
        return [
            (label, card_line(card, lang))
            for label, card in board_cards(db.GAME.view(state, None), lang)
        ]

    # ------------------------------------------------------------------ the panel

    def hand_key(self, table: TableView, player: str, lang: str) -> Hashable | None:
        """Everything ``hand_view`` reads, cheaply (``seat_facts``), branch by branch as it
        draws them: the picker's choices (the state's version), the own card, lock-out and,
        where the panel has claim buttons, their card and stage; the countdown; the frame's
        facts (live, over, hints, left, away); and ``lang``. A claim that changes only the
        board (a tower's pile) leaves the key, and the panel, as they were."""
        state = table.state
        assert state is not None
        seat = state.setup.players.index(player)
        facts = seat_facts(state, seat)
        race = table.race
        live = ui.hand_live(table)
        shown: tuple[object, ...]
        if live and facts.picking:
            shown = ("pick", db.GAME.version(state))
        elif live and race is not None and race.started and facts.card >= 0:
            own = facts.duel or facts.mode not in SHARED_MODES
            buttons = (facts.card, db.GAME.race(state)) if own else None
            shown = ("race", facts.own, facts.locked, own, buttons)
        elif live and race is not None and not race.started:
            shown = ("countdown", race.ready_at)
        elif live:
            shown = ("wait",)
        else:
            shown = ("over" if table.over else "closed",)
        stored = table.seats[seat]
        frame = (live, ui.offers_hints(table), stored.left is None, stored.away)
        return (table.game_id, player, lang, shown, frame)

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
        """A player's private panel: their own card's symbols (the board's picture may be
        small), and in the hot potato and a duel, that card's claim buttons; a tournament's
        loser, the mini-games to pick; else, where to look. It shows nothing that changes when
        others claim without taking their card, so the writer edits it only when it changes."""
        state = table.state
        assert state is not None
        seat = state.setup.players.index(player)
        view = db.GAME.view(state, seat)
        lines = [f"### {t('dobble.panel.title', lang)}"]
        if note:
            lines.insert(0, f"⚠️ {note}")
        controls_: list[discord.ui.Item[Any]] = []
        race = table.race
        live = ui.hand_live(table)
        if live and view.picking == player:
            lines.append(t("dobble.panel.pick", lang))
            buttons: list[discord.ui.Item[Any]] = [
                controls.move_button(
                    table.game_id,
                    db.GAME.version(state),
                    index,
                    db.mode_name(choice.mode, lang),
                    discord.ButtonStyle.primary,
                )
                for index, choice in enumerate(db.GAME.legal_actions(state, seat))
            ]
            controls_.extend(ui.rows(buttons))
        elif live and race is not None and race.started and view.card is not None:
            own = view.duel is not None or view.mode not in SHARED_MODES
            if view.own is not None:  # the player's own card (never the pile's: #30)
                lines.append(t("dobble.panel.card", lang, symbols=symbol_names(view.own, lang)))
            if view.locked_until:
                until = decimal(view.locked_until / 1000, lang)
                lines.append(t("dobble.panel.locked", lang, until=until))
            if own:
                lines.append(t("dobble.panel.own", lang))
                stage = db.GAME.race(state)
                assert stage is not None
                # These buttons carry no count (0): a panel is redrawn only when it changes,
                # so what its presser saw is the board on show when they clicked (the table
                # service reads it off the click's time: ``TableService.claim``, off_board).
                buttons = [
                    controls.claim_button(
                        table.game_id,
                        stage,
                        0,
                        SYMBOL_INDEX[name],
                        emoji,
                        label=claim_label(name, lang),
                    )
                    for name, emoji in zip(view.card.symbols, view.card.emoji, strict=True)
                ]
                controls_.extend(discord.ui.ActionRow(*buttons[k : k + 4]) for k in (0, 4))
            else:
                lines.append(t("dobble.panel.board", lang))
        elif live and race is not None and not race.started:
            lines.append(t("dobble.table.countdown", lang, when=ui.when(race.ready_at)))
        elif live:
            lines.append(t("dobble.panel.wait", lang))
        else:
            lines.append(t("hand.over" if table.over else "hand.closed", lang))
        return ui.hand_frame(table, controls, seat, "\n".join(lines), controls_, lang)

    # ------------------------------------------------------------------ a tutorial

    def tutorial_controls(
        self, table: TableView, player: str, lang: str, controls: Controls
    ) -> list[discord.ui.Item[Any]]:
        """A tutorial step's part for the learner (``cogs.learn``): a tutorial races nothing
        (no Go, so no board picture and no claim button on its table), so every card in play
        is written out as its emoji, then come the claim buttons of the card ``player``
        compares, as a table's (the tutorial reroutes them to its own ids)."""
        state = table.state
        assert state is not None
        seat = state.setup.players.index(player)
        view = db.GAME.view(state, seat)
        names = set(state.setup.players)
        lines = [t("learn.dobble.cards", lang)]
        for label, card in board_cards(view, lang):
            shown = plain(label) if label in names else label
            lines.append(f"**{shown}** · " + card_line(card, lang))
        items: list[discord.ui.Item[Any]] = [discord.ui.TextDisplay("\n".join(lines))]
        stage = db.GAME.race(state)
        if view.card is None or stage is None:
            return items
        if view.duel is not None or view.mode not in SHARED_MODES:
            which = "own"
        else:
            which = "pile" if view.mode in ("tower", "poison") else "centre"
        items.append(discord.ui.TextDisplay(t("learn.dobble.buttons", lang, card=which)))
        buttons: list[discord.ui.Item[Any]] = [
            controls.claim_button(
                table.game_id,
                stage,
                view.v,
                SYMBOL_INDEX[name],
                emoji,
                label=claim_label(name, lang),
            )
            for name, emoji in zip(view.card.symbols, view.card.emoji, strict=True)
        ]
        items.extend(discord.ui.ActionRow(*buttons[k : k + 4]) for k in (0, 4))
        return items

    # ------------------------------------------------------------------ results and words

    def results_body(
        self, table: TableView, lang: str, ratings: dict[int, tuple[int, int, int | None]]
    ) -> list[discord.ui.Item[Any]]:
        """Each mini-game's winner, then the match: wins (or tournament points) per seat."""
        state = table.state
        assert state is not None
        view = db.GAME.view(state, None)
        standings = table.standings or db.GAME.standings(state)
        games = [
            t(
                "dobble.results.minigame",
                lang,
                number=k + 1,
                mode=db.mode_name(r.mode, lang),
                winner=ui.mention(table, r.winner),
            )
            for k, r in enumerate(view.results)
        ]
        lines = [
            t(
                "dobble.results.line",
                lang,
                pos=s.position,
                name=ui.mention(table, s.name),
                scoring=view.scoring,
                total=s.total,
            )
            + ui.result_marks(table, s.name, lang, ratings)
            for s in standings
        ]
        verdict = ui.winner_line(table, list(standings), lang)
        return [
            discord.ui.TextDisplay(f"## {verdict}\n" + "\n".join(games)),
            discord.ui.Separator(),
            discord.ui.TextDisplay("\n".join(lines)),
        ]

    def narrate(self, ev: dict[str, Any], lang: str) -> str | None:
        """The rules package's words; only right claims of the race make the log (a wrong,
        late or locked claim is its presser's business: they were told privately)."""
        kind = ev.get("type")
        if kind == "go":
            return t("dobble.table.go", lang)
        if kind == "claim" and ev.get("outcome") != "ok":
            return None
        if kind == "timeout":
            return t("game.timeout", lang, player=ev["player"], move=t("dobble.timeout", lang))
        return db.narrate(ev, lang)

    def rules_pages(self) -> tuple[str, ...]:
        return tuple(f"dobble.rules.{page}" for page in RULE_PAGES)

    def section(self, table: TableView) -> object:
        """Never by itself: each stage's Go is a fresh message (the writer posts it)."""
        return None

    def public_action(self, table: TableView, seat: int, key: str) -> int | None:
        return None


#: The rules pages in order: their text is ``dobble.rules.<page>`` in the catalogue.
RULE_PAGES = ("aim", "claims", "tower_well", "potato_catch_poison", "match")

RENDERER = DobbleRenderer()
