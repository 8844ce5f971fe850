"""What the table extension needs from a game's renderer (``Renderer``). A game's table options
are not the renderer's: its rules declare them once (``games.options``), and the table extension
offers and words them (``cogs.table.options``).

A renderer draws; it decides nothing. It reads the game's views (``GameRules.view``: a seat's
view never holds another seat's hidden cards) and a read-only snapshot of the table
(``tables.TableView``: seats, timers, events, only moves storage has kept), and builds
components V2 views with the table extension's helpers (``cogs.table.render``). It draws its
controls with the ``Controls`` it is given: the table's own (``cogs.table.factory``), whose
ids carry the index of a legal action (the service looks the index up under the table's
lock), or a tutorial's (``cogs.learn``), so a lesson shows the very hand a table shows.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any, Protocol

import discord

from tables import TableView


@dataclass(frozen=True, slots=True)
class Picture:
    """A picture the table message shows (an attachment: ``attachment://<filename>``): drawn by
    ``draw`` in a worker thread, once per ``key`` (the same key, the same bytes), so a board
    that did not change is never drawn twice."""

    filename: str
    key: Hashable
    draw: Callable[[], bytes]
    #: Alt text (what the picture shows, for screen readers and previews).
    description: str = ""


class Controls(Protocol):
    """What a renderer draws a player's controls with. ``gid`` is the table's id (a tutorial's
    controls ignore it); each control stands for the action at ``index`` in the player's legal
    actions at ``version``."""

    def move_button(
        self,
        gid: int,
        version: int,
        index: int,
        label: str,
        style: discord.ButtonStyle,
        *,
        preview: bool = False,
        emoji: discord.PartialEmoji | None = None,
    ) -> discord.ui.Item[Any]:
        """A move (``preview``: greyed out, while the player waits)."""
        ...

    def param_select(
        self,
        gid: int,
        version: int,
        index: int,
        options: list[tuple[str, int]],
        placeholder: str,
        *,
        preview: bool = False,
    ) -> discord.ui.Item[Any]:
        """An action taking a number: one option per number the rules allow."""
        ...

    def number_button(
        self, gid: int, version: int, index: int, low: int, high: int, label: str
    ) -> discord.ui.Item[Any]:
        """An action taking a number from a range longer than a select's 25 options."""
        ...

    def focus_select(
        self,
        gid: int,
        version: int,
        options: list[tuple[str, str]],
        placeholder: str,
        *,
        current: str | None = None,
        slot: int | None = None,
    ) -> discord.ui.Item[Any]:
        """A select narrowing the hand to a key the renderer chose (``Renderer.hand_view``)."""
        ...

    def claim_button(
        self,
        gid: int,
        stage: int,
        seen: int,
        index: int,
        emoji: str,
        *,
        disabled: bool = False,
        label: str | None = None,
    ) -> discord.ui.Item[Any]:
        """A claim in a race: the race action ``index`` on the board ``seen`` of ``stage``."""
        ...

    def table_button(
        self,
        gid: int,
        what: str,
        label: str,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        disabled: bool = False,
        *,
        version: int | None = None,
    ) -> discord.ui.Item[Any]:
        """A table's button (*My hand*, *Hint*, *I'm back*, a public control ``p_<key>``)."""
        ...


class Renderer(Protocol):
    """One game's look on Discord (``cogs.games.<game>.RENDERER``)."""

    #: The game's name in ``games.catalogue``.
    game: str
    #: The catalogue key of a standing's second figure per round (``cards``; ``$n``), shown in
    #: ``/dobro stats`` with ``<key>.per_round`` for its average; None: the game has none.
    second_figure: str | None
    #: Events after which the player(s) the game waits on are told it is their turn again
    #: (their open hand refreshed, or a ping), even if the same people are still waited on.
    turn_events: frozenset[str]

    def game_view(self, table: TableView, lang: str, controls: Controls) -> discord.ui.LayoutView:
        """The public table message while the game is played and once it is over: everything
        public, nothing hidden (a face-down card is a card back)."""
        ...

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
        """``player``'s private hand: what they may see, one control per legal action (live
        only while the game is on), and ``note`` (why a click was refused) on top.

        ``focus``: a key the renderer itself put on a focus select
        (``Controls.focus_select``), picked by the player: draw only the controls
        it narrows to (Ten: first the card, then its ways of playing). The table extension
        passes it back unchecked (any string, or a stale one): ignore a key that means nothing
        now. A game with no two-step choice ignores it."""
        ...

    def hand_key(self, table: TableView, player: str, lang: str) -> Hashable | None:
        """What ``hand_view(table, player, lang, controls)`` (no note, no focus) depends on,
        cheap to compute and compare, so a race's writer skips drawing an open panel again
        only to find it shows the same (``TableWriter._refresh_hand``): equal keys must mean
        equal panels, so it names every fact the panel reads (the seat's own view, its legal
        actions, the table's state that the frame shows, ``lang``). None: unknown, draw it."""
        ...

    def results_body(
        self, table: TableView, lang: str, ratings: dict[int, tuple[int, int, int | None]]
    ) -> list[discord.ui.Item[Any]]:
        """The results message's game-specific part: each seat's result (ratings: user id →
        before, after, rank), the winners and how ties were broken."""
        ...

    def narrate(self, ev: dict[str, Any], lang: str) -> str | None:
        """One line of the table's log for one of the game's events (None: not shown)."""
        ...

    def replay_hands(self, table: TableView, lang: str) -> list[tuple[str, str]]:
        """One step of a finished game's replay (``/dobro replay``), after ``table.state``: every
        seat's hand face up as (seat name, cards in words), the game being over (Dobble: each
        card in play, labelled). The replay shows them under ``game_view`` without its
        controls (``cogs.table.render.replay_items``)."""
        ...

    def tutorial_controls(
        self, table: TableView, player: str, lang: str, controls: Controls
    ) -> list[discord.ui.Item[Any]] | None:
        """What a tutorial step shows the learner in place of ``hand_view``, or None for the
        hand itself. A race's controls are on the board, drawn once a stage's Go is posted, and
        a tutorial races nothing (Dobble: the cards in play as emoji and the claim buttons),
        drawn with the tutorial's ``controls``."""
        ...

    def rules_pages(self) -> tuple[str, ...]:
        """The catalogue keys of the rules pages, in order."""
        ...

    def section(self, table: TableView) -> object:
        """What, when it changes, moves the table message down the channel (a fresh message):
        Dobro's round, say. None: never."""
        ...

    def pictures(self, table: TableView, lang: str) -> list[Picture]:
        """The pictures ``game_view`` refers to (``attachment://<filename>``), in order; [] for
        a game drawn in text and emojis alone."""
        ...

    def public_action(self, table: TableView, seat: int, key: str) -> int | None:
        """The index, in ``seat``'s legal actions, of what a public control ``key`` on the table
        message stands for (Dobro's *Oubli!*); None if it means nothing for them now."""
        ...


class HandGame:
    """Defaults for a game drawn in text and emoji and played from private hands (Dobro,
    Sticks, Ten): no picture, no public control, and a tutorial shows the hand itself. A
    renderer that needs one of them defines it."""

    def pictures(self, table: TableView, lang: str) -> list[Picture]:
        """Drawn in text and card emojis: no picture."""
        return []

    def public_action(self, table: TableView, seat: int, key: str) -> int | None:
        """No public control: every play is from a hand."""
        return None

    def hand_key(self, table: TableView, player: str, lang: str) -> Hashable | None:
        """A hand is drawn whenever it is refreshed (a turn's game refreshes a hand on a turn
        or at the end, not on every change: nothing to save)."""
        return None

    def tutorial_controls(
        self, table: TableView, player: str, lang: str, controls: Controls
    ) -> list[discord.ui.Item[Any]] | None:
        """A tutorial shows the hand itself."""
        return None
