"""Sticks as the table platform plays it: ``GAME``, the engine behind ``games.GameRules``.

A thin layer over the engine's own functions (``legal_plays``, ``apply_in_place``, ``ai``,
``standings``, ``view``), so the table's hot path stays the engine's.

A legal action is a ``Play(seat, card)``: one button per card. In the simultaneous variant
(R18, H6) every seat that has not picked yet has its plays listed and is waited on at once.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict

from . import ai
from .engine import Play, State, apply, apply_in_place, legal_plays, start_events
from .errors import IllegalAction, RecordError, ReplayError
from .hints import Hint, blocked, hint
from .record import (
    action_dict,
    export_record,
    load_record,
    new_record,
    parse_action,
    rename_player,
    replay,
)
from .views import Standing, SticksView, standings, view

_TURN = "turn"


class SticksOptions(BaseModel):
    """A Sticks table's options (the record's ``deck`` and ``reveal``: R8, R18)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    deck: Literal["full", "trimmed"] = "full"
    reveal: Literal["turns", "simultaneous"] = "turns"


class SticksGame:
    """``games.GameRules`` for Sticks (STICKS.md)."""

    name: ClassVar[str] = "sticks"
    options_model: ClassVar[type[BaseModel]] = SticksOptions
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 5
    levels: ClassVar[tuple[str, ...]] = ai.LEVELS
    search_levels: ClassVar[tuple[str, ...]] = ai.SEARCH_LEVELS
    stand_in: ClassVar[str] = "normal"
    score_order: ClassVar[Literal["low", "high"]] = "low"
    quiet_events: ClassVar[frozenset[str]] = frozenset()
    illegal: ClassVar[type[Exception]] = IllegalAction
    record_error: ClassVar[type[Exception]] = RecordError
    replay_error: ClassVar[type[Exception]] = ReplayError

    # ------------------------------------------------------------------ setup and records

    def new_setup(self, players: Sequence[str], options: BaseModel, seed: int) -> dict[str, Any]:
        opts = options if isinstance(options, SticksOptions) else SticksOptions(**dict(options))
        setup = new_record(list(players), deck=opts.deck, reveal=opts.reveal, seed=seed)
        setup.pop("actions")
        return setup

    def load(self, setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]]) -> State:
        return replay(load_record({**setup, "actions": [dict(a) for a in actions]}))

    def export(
        self, state: State, setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]]
    ) -> dict[str, Any]:
        return export_record(state, actions)

    def opening_events(self, state: Any) -> list[dict[str, Any]]:
        """What the first deal made happen (no action returned it)."""
        return start_events(state)

    def rename(
        self, setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]], old: str, new: str
    ) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        renamed = rename_player({**setup, "actions": [dict(a) for a in actions]}, old, new)
        return {k: v for k, v in renamed.items() if k != "actions"}, renamed["actions"]

    # ------------------------------------------------------------------ state

    def version(self, state: State) -> int:
        return state.version

    def is_over(self, state: State) -> bool:
        return state.over

    def players(self, state: State) -> tuple[str, ...]:
        return state.setup.players

    def legal_actions(self, state: State, seat: int) -> list[Play]:
        return legal_plays(state, seat)

    def action_at(self, state: State, seat: int, index: int, param: int | None) -> Play | None:
        """The play at ``index`` of ``seat``'s legal plays; no play takes a parameter, so a
        control carrying one is stale."""
        if param is not None:
            return None
        plays = legal_plays(state, seat)
        if not 0 <= index < len(plays):
            return None
        return plays[index]

    def parse(self, state: State, action: Mapping[str, Any]) -> Play:
        return parse_action(state.setup.players, dict(action))

    def to_record(self, state: State, move: Play) -> dict[str, Any]:
        return action_dict(state.setup.players, move)

    def seat_of(self, state: State, move: Play) -> int:
        return move.seat

    def apply(self, state: State, move: Play) -> tuple[State, list[dict[str, Any]]]:
        return apply(state, move)

    def apply_in_place(self, state: State, move: Play) -> list[dict[str, Any]]:
        return apply_in_place(state, move)

    def waits(self, state: State) -> list[tuple[int, str]]:
        """The seat on turn (R13), or every seat yet to pick (R18, H6): each a "turn"."""
        return [(seat, _TURN) for seat in state.waiting()]

    def timeout_move(self, state: State, wait: tuple[int, str], rng: random.Random) -> Play:
        return ai.choose(state, wait[0], self.stand_in, rng)

    # ------------------------------------------------------------------ computer players

    def will_act(self, state: State, levels: Mapping[int, str]) -> bool:
        return ai.will_act(state, levels)

    def computer_move(
        self, state: State, levels: Mapping[int, str], rng: random.Random
    ) -> Play | None:
        return ai.pending_action(state, levels, rng)

    def hold_computers(self, state: State, people: frozenset[int]) -> bool:
        """Never: a computer's play or pick tells nobody anything it should not."""
        return False

    # ------------------------------------------------------------------ teaching

    def hint(self, state: State, seat: int) -> Hint | None:
        """The card ``normal`` would play for ``seat`` and why (``hints.py``)."""
        return hint(state, seat)

    def blocked(self, state: State, seat: int) -> list[tuple[str, IllegalAction]]:
        """Each card ``seat`` cannot play now, with the engine's refusal (``hints.py``)."""
        return blocked(state, seat)

    # ------------------------------------------------------------------ results and views

    def standings(self, state: State) -> list[Standing]:
        return standings(state)

    def view(self, state: State, seat: int | None) -> SticksView:
        return view(state, seat)


GAME = SticksGame()
