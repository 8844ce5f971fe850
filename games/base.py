"""The game kit: ``BaseRules``, the defaults of ``games.GameRules``, so that a rules package's
``game.py`` says only what its game does differently.

Of the protocol's 36 members, 13 have no sensible default and a game must give them: its
``name``, ``max_seats``, the three error types, ``new_setup``, ``load``, ``legal_actions``,
``parse``, ``to_record``, ``apply_in_place``, ``standings`` and ``view``. Everything else has
a default here that is right for a plain turn-based game whose state has ``version``,
``over``, ``setup.players`` and a cheap ``copy()``:

- no table options (``NoOptions``; a game's options are the fields of its ``options_model``,
  each annotated with an ``Option``: ``games.options``), 2 seats at least, low totals win,
  no quiet events;
- computers: ``random`` and ``normal`` levels, played by ``choose`` (by default: ``normal``
  plays the hint, ``random`` any legal action), for the seats ``waits`` lists, chores first;
  the stand-in is ``normal``; nobody is held back;
- a legal action is the move itself (``action_at``: no parameter), and every seat with a legal
  action is waited on for its turn;
- the record is the setup with its actions, and a rename renames the seating and each action's
  name fields (``name_fields``);
- no hints, no greyed-out cards.

A rules package may import this module (and ``games.protocol``, ``games.options``), nothing
else of the platform:
the kit sits below the rules; the catalogue, which imports the rules, above them.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Generic, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

from .options import Option
from .protocol import GameRules, HintLike, RuleError

__all__ = ["CHORE", "TURN", "BaseRules", "NoOptions", "Option", "RecordError", "ReplayError"]

S = TypeVar("S")
M = TypeVar("M")

#: The kinds of wait (``games.protocol.Wait``), as the plain strings a rules package returns.
TURN = "turn"
CHORE = "chore"


class NoOptions(BaseModel):
    """A game with no table options: an empty, frozen model that refuses any field."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class RecordError(ValueError):
    """A record (or a stored setup or action) that is not of the game's shape: the replay
    command's exit 2, one line saying where and why."""


class ReplayError(Exception):
    """Action ``index`` of a record breaks a rule (``error``, the game's ``illegal``);
    ``state`` is the state before it: the replay command's exit 1. (A game whose record is not
    a flat action list locates the action its own way and may leave ``index`` None.)"""

    def __init__(self, index: int | None, error: Exception, state: Any) -> None:
        self.index = index
        self.error = error
        self.state = state
        super().__init__(f"action {index}: {error}")


def options_of(game: GameRules[Any, Any], options: BaseModel | Mapping[str, Any]) -> BaseModel:
    """``options`` as ``game``'s ``options_model`` (a table's stored options are a dict);
    its ``record_error`` naming the first field the game does not take."""
    model = game.options_model
    if isinstance(options, model):
        return options
    data = options.model_dump() if isinstance(options, BaseModel) else dict(options)
    try:
        return model(**data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "options"
        raise game.record_error(f"options: {where}: {first['msg']}") from None


class BaseRules(Generic[S, M]):
    """``games.GameRules`` with every default a game can do without (see the module's
    docstring). Subclass it, give the 13 required members, override what differs."""

    # ------------------------------------------------------------------ identity and limits

    name: ClassVar[str]
    options_model: ClassVar[type[BaseModel]] = NoOptions
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int]
    levels: ClassVar[tuple[str, ...]] = ("random", "normal")
    search_levels: ClassVar[tuple[str, ...]] = ()
    stand_in: ClassVar[str] = "normal"
    score_order: ClassVar[Literal["low", "high"]] = "low"
    quiet_events: ClassVar[frozenset[str]] = frozenset()
    illegal: ClassVar[type[Exception]]
    record_error: ClassVar[type[Exception]] = RecordError
    replay_error: ClassVar[type[Exception]] = ReplayError
    #: The fields of a stored action that hold a player's name (``rename``'s default).
    name_fields: ClassVar[tuple[str, ...]] = ("player",)

    # ------------------------------------------------------------------ setup and records

    def options(self, options: BaseModel | Mapping[str, Any]) -> Any:
        """``options`` as this game's ``options_model`` (``options_of``)."""
        return options_of(self, options)

    def new_setup(self, players: Sequence[str], options: BaseModel, seed: int) -> dict[str, Any]:
        raise NotImplementedError(f"{type(self).__name__}.new_setup")

    def load(self, setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]]) -> S:
        raise NotImplementedError(f"{type(self).__name__}.load")

    def export(
        self, state: S, setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]]
    ) -> dict[str, Any]:
        """The setup with its actions (a game whose spec spells out more overrides this)."""
        return {**setup, "actions": [dict(a) for a in actions]}

    def opening_events(self, state: S) -> list[dict[str, Any]]:
        return []

    def rename(
        self, setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]], old: str, new: str
    ) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        """The seating and each action's ``name_fields`` renamed (a game whose setup holds
        names elsewhere, a deal by name, overrides this)."""
        players = list(setup.get("players", []))
        if old not in players:
            raise self.record_error(f"{old!r} is not a player")
        if new in players:
            raise self.record_error(f"{new!r} is already a player")
        renamed = {**setup, "players": [new if p == old else p for p in players]}
        out = []
        for action in actions:
            a = dict(action)
            for key in self.name_fields:
                if isinstance(a.get(key), str) and a[key] == old:
                    a[key] = new
            out.append(a)
        return renamed, out

    # ------------------------------------------------------------------ state

    def version(self, state: S) -> int:
        return int(state.version)  # type: ignore[attr-defined]

    def is_over(self, state: S) -> bool:
        return bool(state.over)  # type: ignore[attr-defined]

    def players(self, state: S) -> tuple[str, ...]:
        return tuple(state.setup.players)  # type: ignore[attr-defined]

    def legal_actions(self, state: S, seat: int) -> Sequence[Any]:
        raise NotImplementedError(f"{type(self).__name__}.legal_actions")

    def action_at(self, state: S, seat: int, index: int, param: int | None) -> M | None:
        """The legal action at ``index``, which is itself the move; none takes a parameter,
        so a control carrying one is stale."""
        if param is not None:
            return None
        items = self.legal_actions(state, seat)
        if not 0 <= index < len(items):
            return None
        move: M = items[index]
        return move

    def parse(self, state: S, action: Mapping[str, Any]) -> M:
        raise NotImplementedError(f"{type(self).__name__}.parse")

    def to_record(self, state: S, move: M) -> dict[str, Any]:
        raise NotImplementedError(f"{type(self).__name__}.to_record")

    def seat_of(self, state: S, move: M) -> int:
        return int(move.seat)  # type: ignore[attr-defined]

    def apply(self, state: S, move: M) -> tuple[S, list[dict[str, Any]]]:
        """``apply_in_place`` on a copy (the state's own ``copy()``, else a deep copy)."""
        copier = getattr(state, "copy", None)
        new: S = copier() if callable(copier) else copy.deepcopy(state)
        return new, self.apply_in_place(new, move)

    def apply_in_place(self, state: S, move: M) -> list[dict[str, Any]]:
        raise NotImplementedError(f"{type(self).__name__}.apply_in_place")

    def waits(self, state: S) -> Sequence[tuple[int, str]]:
        """Every seat with a legal action, for its turn (none once the game is over)."""
        if self.is_over(state):
            return []
        seats = range(len(self.players(state)))
        return [(seat, TURN) for seat in seats if self.legal_actions(state, seat)]

    def timeout_move(self, state: S, wait: tuple[int, str], rng: random.Random) -> M:
        """What the stand-in level would do for the seat."""
        return self.choose(state, wait[0], self.stand_in, rng)

    # ------------------------------------------------------------------ computer players

    def choose(self, state: S, seat: int, level: str, rng: random.Random) -> M:
        """What a computer of ``level`` plays for ``seat`` now (not part of the protocol: the
        defaults of ``computer_move`` and ``timeout_move`` ask it). ``normal`` plays the hint
        when the game gives one, anything else a legal action drawn from ``rng``."""
        if level == "normal":
            hint = self.hint(state, seat)
            if hint is not None:
                move = self.action_at(state, seat, hint.index, hint.param)
                if move is not None:
                    return move
        items = self.legal_actions(state, seat)
        order = list(range(len(items)))
        rng.shuffle(order)
        for index in order:
            move = self.action_at(state, seat, index, None)
            if move is not None:
                return move
        raise RuntimeError(f"{self.name}: a computer asked to move for seat {seat}, which has none")

    def _acting(self, state: S, levels: Mapping[int, str]) -> int | None:
        """The seat a computer acts for now: the first waited-on seat it plays, chores first
        (a draw comes before the turn it refills for)."""
        waits = sorted(self.waits(state), key=lambda w: w[1] != CHORE)
        return next((seat for seat, _ in waits if seat in levels), None)

    def will_act(self, state: S, levels: Mapping[int, str]) -> bool:
        return not self.is_over(state) and self._acting(state, levels) is not None

    def computer_move(self, state: S, levels: Mapping[int, str], rng: random.Random) -> M | None:
        if self.is_over(state):
            return None
        seat = self._acting(state, levels)
        return None if seat is None else self.choose(state, seat, levels[seat], rng)

    def hold_computers(self, state: S, people: frozenset[int]) -> bool:
        return False

    # ------------------------------------------------------------------ teaching

    def hint(self, state: S, seat: int) -> HintLike | None:
        return None

    def blocked(self, state: S, seat: int) -> Sequence[tuple[str, RuleError]]:
        return []

    # ------------------------------------------------------------------ results and views

    def standings(self, state: S) -> list[Any]:
        raise NotImplementedError(f"{type(self).__name__}.standings")

    def view(self, state: S, seat: int | None) -> BaseModel:
        raise NotImplementedError(f"{type(self).__name__}.view")
