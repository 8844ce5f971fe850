"""Sticks as the table platform plays it: ``GAME``, the engine behind ``games.GameRules``.

Only what Sticks does differently from the kit's defaults (``games.base.BaseRules``): its
options, the engine's own functions (the table's hot path stays the engine's), its computers
and hints. A legal action is a ``Play(seat, card)``: one button per card; in the simultaneous
variant (R18, H6) every seat that has not picked yet has its plays listed and is waited on at
once (the kit's ``waits``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Annotated, Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict

from games.base import TURN, BaseRules, Option

from . import ai
from .engine import Play, State, apply_in_place, legal_plays, start_events
from .errors import IllegalAction
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


class SticksOptions(BaseModel):
    """A Sticks table's options (the record's ``deck`` and ``reveal``: R8, R18)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    deck: Annotated[
        Literal["full", "trimmed"], Option(labels="sticks.choice.{}", words="sticks.options.{}")
    ] = "full"
    reveal: Annotated[
        Literal["turns", "simultaneous"],
        Option(labels="sticks.choice.{}", words="sticks.options.{}"),
    ] = "turns"


class SticksGame(BaseRules[State, Play]):
    """``games.GameRules`` for Sticks (docs/rules/sticks.md)."""

    name: ClassVar[str] = "sticks"
    options_model: ClassVar[type[BaseModel]] = SticksOptions
    max_seats: ClassVar[int] = 5
    levels: ClassVar[tuple[str, ...]] = ai.LEVELS
    search_levels: ClassVar[tuple[str, ...]] = ai.SEARCH_LEVELS
    illegal: ClassVar[type[Exception]] = IllegalAction

    def new_setup(self, players: Sequence[str], options: BaseModel, seed: int) -> dict[str, Any]:
        opts = self.options(options)
        setup = new_record(list(players), deck=opts.deck, reveal=opts.reveal, seed=seed)
        setup.pop("actions")
        return setup

    def load(self, setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]]) -> State:
        return replay(load_record({**setup, "actions": [dict(a) for a in actions]}))

    def export(
        self, state: State, setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]]
    ) -> dict[str, Any]:
        """The record with every round's deal spelled out."""
        return export_record(state, actions)

    def opening_events(self, state: State) -> list[dict[str, Any]]:
        return start_events(state)

    def rename(
        self, setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]], old: str, new: str
    ) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        """The seating, the spelled-out rounds' hands and each action's player."""
        renamed = rename_player({**setup, "actions": [dict(a) for a in actions]}, old, new)
        return {k: v for k, v in renamed.items() if k != "actions"}, renamed["actions"]

    def legal_actions(self, state: State, seat: int) -> list[Play]:
        return legal_plays(state, seat)

    def parse(self, state: State, action: Mapping[str, Any]) -> Play:
        return parse_action(state.setup.players, dict(action))

    def to_record(self, state: State, move: Play) -> dict[str, Any]:
        return action_dict(state.setup.players, move)

    def apply_in_place(self, state: State, move: Play) -> list[dict[str, Any]]:
        return apply_in_place(state, move)

    def waits(self, state: State) -> list[tuple[int, str]]:
        """The seat on turn (R13), or every seat yet to pick (R18, H6): the engine's own list
        (what the kit's default finds too, without listing every seat's plays)."""
        return [(seat, TURN) for seat in state.waiting()]

    def choose(self, state: State, seat: int, level: str, rng: random.Random) -> Play:
        return ai.choose(state, seat, level, rng)

    def hint(self, state: State, seat: int) -> Hint | None:
        """The card ``normal`` would play for ``seat`` and why (``hints.py``)."""
        return hint(state, seat)

    def blocked(self, state: State, seat: int) -> list[tuple[str, IllegalAction]]:
        """Each card ``seat`` cannot play now, with the engine's refusal (``hints.py``)."""
        return blocked(state, seat)

    def standings(self, state: State) -> list[Standing]:
        return standings(state)

    def view(self, state: State, seat: int | None) -> SticksView:
        return view(state, seat)


GAME = SticksGame()
