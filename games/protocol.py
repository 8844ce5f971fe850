"""The one protocol between the table platform and a game's rules.

Everything above the rules (the table service, storage, standings, the Discord layer) talks to
a game only through ``GameRules``. A rules package stays pure (no Discord, no storage, no
clock): a game is a function of its setup and its action list, as each game's record spec says.

The shape follows the game frameworks that got this right:

- boardgame.io: a game is an object (setup, moves, who may act, end) and ``playerView`` strips
  what one player may not see; the server refuses a move made against a stale state.
- OpenSpiel: a state lists the legal actions of *any* player at any moment (simultaneous and
  out-of-turn moves exist), and an action is chosen by its index in that list. A control on
  Discord carries (table, state version, index): under the table's lock the service looks the
  index up in the legal actions of that version; anything else is stale, never substituted.
  A click is stale only when what the presser may do changed since its version: another
  seat's simultaneous or out-of-turn move leaves the presser's list, and their click, as
  they were.

Type parameters: ``S`` is the game's state (opaque to the platform), ``M`` a parsed action
(the engine's own type; the record stores it as a JSON object with a ``"player"`` field).

A rules package exposes one object meeting this protocol as ``GAME`` (``dobro_rules.GAME``);
``games.catalogue`` lists the games the bot plays.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, ClassVar, Literal, NamedTuple, Protocol, TypeVar, runtime_checkable

from pydantic import BaseModel

S = TypeVar("S")
M = TypeVar("M")

#: "turn": a decision the game waits on; when its timer runs out the stand-in computer decides
#: and the timeout counts toward being marked away. "chore": something the timer may do for
#: the person without counting it as a timeout (Dobro's manual draw, H2).
WaitKind = Literal["turn", "chore"]


class Wait(NamedTuple):
    """A seat the game is waiting on now, and for what."""

    seat: int
    kind: WaitKind = "turn"


class StandingLike(Protocol):
    """One seat's final result, as a game reports it and storage keeps it.

    ``position`` counts from 1 (equal positions: a tie the rules keep); ``winner`` and
    ``shared`` say who won and whether the victory is shared. ``total`` is the game's score
    as shown (Dobro, Sticks, Ten: points, lower is better; Dobble: wins or points, higher is
    better, see ``GameRules.score_order``); ``round_points`` the same per round or mini-game;
    ``cards`` a second figure per round if the game has one (Dobro: cards collected), else
    empty.
    """

    name: str
    seat: int
    position: int
    round_points: list[int]
    total: int
    cards: list[int]
    winner: bool
    shared: bool


class RuleError(Protocol):
    """What every game's refusal carries: a catalogue code, the rule id it cites, the
    placeholders, and the sentence in a language (``IllegalAction.text("fr")``)."""

    code: str
    rule: str
    params: dict[str, Any]

    def text(self, lang: str = "en") -> str: ...


class HintLike(Protocol):
    """A move suggested to a seat (the *Hint* button): the index of one of its legal actions
    (``param`` for an action that takes a number) and one sentence saying why, in a language,
    naming the move (what the ``normal`` computer would play there, and its reason)."""

    @property
    def index(self) -> int: ...

    @property
    def param(self) -> int | None: ...

    def text(self, lang: str = "en") -> str: ...


@runtime_checkable
class GameRules(Protocol[S, M]):
    """A game as the platform plays it. Every method is pure: same inputs, same outputs (the
    computer players draw only from the ``random.Random`` they are given).

    Errors: ``record_error`` for a malformed setup or action (a shape error), ``illegal``
    for an action the rules refuse (never applied, never replaced by another), ``replay_error``
    for a stored log whose action ``index`` is illegal.
    """

    #: Stored with every game and used in commands: "dobro", "sticks", "ten", "dobble".
    name: ClassVar[str]
    #: The options a table chooses (a pydantic model; its defaults are the game's defaults).
    options_model: ClassVar[type[BaseModel]]
    #: Seats the rules allow.
    min_seats: ClassVar[int]
    max_seats: ClassVar[int]
    #: Computer levels a table may seat, weakest first.
    levels: ClassVar[tuple[str, ...]]
    #: Levels that search (a ``hard`` player): a table may seat them too, and the platform
    #: computes their moves off the event loop, in a worker process (``tables.thinking``), on a
    #: pickled copy of the state; ``computer_move`` plays them like any level.
    search_levels: ClassVar[tuple[str, ...]]
    #: The level that plays for a person whose turn timed out, who is away or who left.
    stand_in: ClassVar[str]
    #: Whether a lower ``total`` is better ("low": Dobro, Sticks, Ten) or a higher ("high").
    score_order: ClassVar[Literal["low", "high"]]
    #: Events that are bookkeeping, not moves worth a line in the table's log (Dobro: "turn",
    #: "draw"); a timed-out move's other events are the ones the log says the timer made.
    quiet_events: ClassVar[frozenset[str]]
    #: The error types above (each game has its own; the platform catches these).
    illegal: ClassVar[type[Exception]]
    record_error: ClassVar[type[Exception]]
    replay_error: ClassVar[type[Exception]]

    # ------------------------------------------------------------------ setup and records

    def new_setup(self, players: Sequence[str], options: BaseModel, seed: int) -> dict[str, Any]:
        """A new game's stored setup: the record without its actions, dealt from ``seed``.
        ``record_error`` for a seat count or name the rules do not allow."""
        ...

    def load(self, setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]]) -> S:
        """The state after ``actions`` (as stored): ``record_error`` for a bad shape,
        ``replay_error`` (with ``index`` and the state before) for an illegal action."""
        ...

    def export(
        self, state: S, setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]]
    ) -> dict[str, Any]:
        """The game's record as its spec writes it (replayable by ``python -m x_rules replay``),
        every shuffle spelled out where the spec allows."""
        ...

    def opening_events(self, state: S) -> list[dict[str, Any]]:
        """What the first deal made happen (no action did): the events a table shows when the
        game starts (Dobro: round 1 starts, its starter opens)."""
        ...

    def rename(
        self, setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]], old: str, new: str
    ) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        """Setup and actions with player ``old`` called ``new`` everywhere a name appears; the
        renamed game replays to the same play (``/dobro forget-me``)."""
        ...

    # ------------------------------------------------------------------ state

    def version(self, state: S) -> int:
        """How many actions made ``state``: controls carry it, a stale one is refused."""
        ...

    def is_over(self, state: S) -> bool: ...

    def players(self, state: S) -> tuple[str, ...]:
        """The names in seat order (the record's ``players``)."""
        ...

    def legal_actions(self, state: S, seat: int) -> Sequence[Any]:
        """What ``seat`` may do now, in a stable order (empty: nothing). Any seat, any moment:
        out-of-turn actions (an oubli, a simultaneous pick, a claim) are listed too. The items
        are the game's own; its renderer draws them, the platform only counts, indexes and
        compares them: two items are equal exactly when they are the same action (a seat's
        unchanged list since a control was drawn means that control still stands for the same
        move, ``TableService.still_offered``)."""
        ...

    def action_at(self, state: S, seat: int, index: int, param: int | None) -> M | None:
        """The action at ``index`` of ``legal_actions(state, seat)``, with ``param`` where that
        action takes one (a joker's value, an amount); None when there is no such action now
        (a stale control). The engine still checks it when it is applied."""
        ...

    def parse(self, state: S, action: Mapping[str, Any]) -> M:
        """A stored or exported action (a JSON object with ``"player"``) as the engine's type;
        ``record_error`` for a bad shape."""
        ...

    def to_record(self, state: S, move: M) -> dict[str, Any]:
        """The JSON object the log stores for ``move`` (the inverse of ``parse``)."""
        ...

    def seat_of(self, state: S, move: M) -> int:
        """Who acts in ``move``."""
        ...

    def apply(self, state: S, move: M) -> tuple[S, list[dict[str, Any]]]:
        """The state after ``move`` and what happened (events, dicts with a ``"type"``), with
        ``state`` unchanged; ``illegal`` if the rules refuse it."""
        ...

    def apply_in_place(self, state: S, move: M) -> list[dict[str, Any]]:
        """``apply`` on a state the caller alone holds, changed in place: the engines' own hot
        path (replays, searches, a terminal game), never the platform's (``replay_events``
        reads a record's events). The whole move is checked before anything changes: a
        refused move leaves it as it was."""
        ...

    def waits(self, state: S) -> Sequence[tuple[int, str]]:
        """The seats the game waits on now, each as ``(seat, kind)`` (see ``Wait``; a plain
        tuple, so a rules package never imports the platform): a turn timer runs for each
        person among them."""
        ...

    def timeout_move(self, state: S, wait: tuple[int, str], rng: random.Random) -> M:
        """What the timer does for a person whose ``wait`` ran out (the stand-in's choice)."""
        ...

    # ------------------------------------------------------------------ computer players

    def will_act(self, state: S, levels: Mapping[int, str]) -> bool:
        """Whether ``computer_move`` would return a move now (without choosing it: no search,
        no random draw). ``levels``: seat -> level of every seat a computer plays now."""
        ...

    def computer_move(self, state: S, levels: Mapping[int, str], rng: random.Random) -> M | None:
        """The next thing a computer seat does now, if any (None: the table waits for a
        person). Only legal moves; a level reads only what its seat may see."""
        ...

    def hold_computers(self, state: S, people: frozenset[int]) -> bool:
        """Whether computers should give the ``people`` seats a fair moment before acting
        (Dobro, manual drawing: someone still has to draw)."""
        ...

    # ------------------------------------------------------------------ teaching

    def hint(self, state: S, seat: int) -> HintLike | None:
        """A suggestion for ``seat`` now: one of its legal actions and why, read only from what
        the seat may see (two states that differ only in what it cannot see give the same
        hint). None when it has nothing to do."""
        ...

    def blocked(self, state: S, seat: int) -> Sequence[tuple[str, RuleError]]:
        """Each card in ``seat``'s hand that no legal action plays now, with the engine's
        refusal of playing it (``illegal``'s reason, citing the rule): the card as a short
        plain name (``"7"``, ``"joker"``), in the order of the hand. [] when every card can be
        played (or the game has no hand)."""
        ...

    # ------------------------------------------------------------------ results and views

    def standings(self, state: S) -> list[StandingLike]:
        """Each seat's final result once ``is_over`` (ties kept), best first."""
        ...

    def view(self, state: S, seat: int | None) -> BaseModel:
        """What ``seat`` may see (None: the public, a spectator). Never another seat's hidden
        cards, never a face-down card that is not theirs, never the order of a pile."""
        ...


@runtime_checkable
class RaceRules(GameRules[S, M], Protocol[S, M]):
    """A game whose actions race (Dobble): everyone may act at any moment of a *stage*, each
    action carries its time (ms since the stage's "Go!"), and the first right one wins.

    The platform (``tables.service``) runs each stage: a countdown, then a Go (a message whose
    Discord time is the stage's zero). A click's time is the time Discord received it (its
    interaction id), so the fastest eye wins, not the fastest connection. Each claim is held
    until no claim still to come can be earlier (``RACE_HOLD`` past its own time), then
    resolved with the others due in ``race_order``; a claim that reaches the bot later than
    that, or older than a claim already resolved, is too late and is not recorded. Computers
    claim on the same time line (``race_computer``): their reaction counts from when the board
    was shown, and they never claim inside their own lock-out.
    """

    #: Present (True) on a racing game: the platform looks for it.
    realtime: ClassVar[bool]

    def race(self, state: S) -> int | None:
        """The stage claims go to now (an integer that changes with each stage: Dobble's
        mini-game and its duel), or None when no race runs (a pick awaited, the match over).
        A new stage gets its own countdown and Go."""
        ...

    def race_clock(self, state: S) -> int:
        """The stage's time (ms since its Go) of the last change of what players look at (a
        terminal game's computers react from there; at a table they react from when the
        board was shown: ``race_computer``)."""
        ...

    def race_last(self, state: S) -> int:
        """The stage's time of the last claim it took (0 before any): a stage resumed after
        a restart goes on from there."""
        ...

    def race_seen(self, state: S) -> int:
        """What a claim control carries (Dobble: the count of accepted claims, H12): a claim
        made having seen less is stale, recorded as such."""
        ...

    def race_move(self, state: S, seat: int, index: int, t: int, seen: int) -> M | None:
        """The claim of ``seat`` for race action ``index`` (a stable id for the whole race:
        Dobble's symbol id), made at ``t`` having seen ``seen``; None for an index that means
        nothing."""
        ...

    def race_computer(
        self, state: S, levels: Mapping[int, str], rng: random.Random, shown: int
    ) -> M | None:
        """The computers' next claim (``levels``: seat → level) on the board as it is, which
        players saw from stage time ``shown``: each computer that can claim reacts its level's
        drawn time after ``shown``, never inside its own lock-out, and the quickest claims
        (ties: seat order); None if none can. The same ``rng`` state gives the same claim
        (the platform recomputes it when the board is shown, or a seat changes hands)."""
        ...

    def race_order(self, state: S, move: M) -> tuple[tuple[int, int], bool]:
        """``((t, seat), too_old)``: the order claims held together are resolved in, and
        whether the claim is older than the last one resolved (dropped unrecorded)."""
        ...

    def race_outcome(self, events: list[dict[str, Any]]) -> str | None:
        """What a claim's events say about it ("ok", "wrong", "stale", "locked"…), for the
        private answer to the click."""
        ...


def is_race(rules: GameRules[Any, Any]) -> bool:
    """Whether ``rules`` is a racing game (``RaceRules``)."""
    return bool(getattr(rules, "realtime", False))


def replay_events(
    rules: GameRules[Any, Any], setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]]
) -> Iterator[list[dict[str, Any]]]:
    """Each action's events, in order, from a replay of a record (``setup`` and ``actions``).

    The replay's state is made here and held by nothing else, so it takes each move in place
    (``apply_in_place``, the engines' hot path, no copy a move): the platform reads a record's
    events through this and never changes a game state in place itself."""
    state = rules.load(setup, [])
    for action in actions:
        yield rules.apply_in_place(state, rules.parse(state, action))
