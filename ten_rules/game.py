"""Ten as the table platform plays it: ``GAME``, the engine behind ``games.GameRules``.

A thin layer over the engine's own functions (``seat_choices``, ``apply_in_place``, ``ai``,
``standings``, ``player_view``), so a computer's move on a state only the table holds stays
on the engine's fast path.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from . import ai, hints
from .engine import (
    Action,
    Choice,
    TenState,
    apply,
    apply_in_place,
    choice_action,
    round_start_event,
    seat_choices,
)
from .errors import IllegalAction, RecordError, ReplayError
from .hints import Hint
from .record import action_dict, export_record, new_record, parse_action, rename_player, replay
from .views import Standing, TenView, player_view, standings

_TURN = "turn"


class TenOptions(BaseModel):
    """Ten has no table options (TEN.md names none): an empty, frozen model."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class TenGame:
    """``games.GameRules`` for Ten (TEN.md)."""

    name: ClassVar[str] = "ten"
    options_model: ClassVar[type[BaseModel]] = TenOptions
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 7
    levels: ClassVar[tuple[str, ...]] = ai.LEVELS
    search_levels: ClassVar[tuple[str, ...]] = ai.SEARCH_LEVELS
    stand_in: ClassVar[str] = "normal"
    score_order: ClassVar[Literal["low", "high"]] = "low"
    quiet_events: ClassVar[frozenset[str]] = frozenset({"turn", "secret"})
    illegal: ClassVar[type[Exception]] = IllegalAction
    record_error: ClassVar[type[Exception]] = RecordError
    replay_error: ClassVar[type[Exception]] = ReplayError

    # ------------------------------------------------------------------ setup and records

    def new_setup(self, players: Sequence[str], options: BaseModel, seed: int) -> dict[str, Any]:
        if not isinstance(options, TenOptions):
            try:
                TenOptions(**dict(options))  # refuses any option: Ten has none
            except ValidationError as exc:
                where = exc.errors()[0]["loc"]
                raise RecordError(f"options: Ten has no table options ({where})") from None
        setup = new_record(list(players), seed)
        setup.pop("actions")
        return setup

    def load(self, setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]]) -> TenState:
        return replay({**setup, "actions": [dict(a) for a in actions]})

    def export(
        self, state: TenState, setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]]
    ) -> dict[str, Any]:
        return export_record(state, [dict(a) for a in actions])

    def opening_events(self, state: Any) -> list[dict[str, Any]]:
        """What the first deal made happen (no action returned it)."""
        return [round_start_event(state)]

    def rename(
        self, setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]], old: str, new: str
    ) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        renamed = rename_player({**setup, "actions": [dict(a) for a in actions]}, old, new)
        return {k: v for k, v in renamed.items() if k != "actions"}, renamed["actions"]

    # ------------------------------------------------------------------ state

    def version(self, state: TenState) -> int:
        return state.version

    def is_over(self, state: TenState) -> bool:
        return state.over

    def players(self, state: TenState) -> tuple[str, ...]:
        return state.setup.players

    def legal_actions(self, state: TenState, seat: int) -> list[Choice]:
        return seat_choices(state, seat)

    def action_at(self, state: TenState, seat: int, index: int, param: int | None) -> Action | None:
        """The choice at ``index`` with ``param``: an item that takes a parameter needs one in
        its range (``low``..``high``), any other takes none; otherwise None (a stale or forged
        control)."""
        choices = seat_choices(state, seat)
        if not 0 <= index < len(choices):
            return None
        choice = choices[index]
        if choice.param is None:
            if param is not None:
                return None
        else:
            assert choice.low is not None and choice.high is not None
            if param is None or isinstance(param, bool) or not isinstance(param, int):
                return None
            if not choice.low <= param <= choice.high:
                return None
        return choice_action(state, seat, choice, param)

    def parse(self, state: TenState, action: Mapping[str, Any]) -> Action:
        return parse_action(state.setup.players, dict(action))

    def to_record(self, state: TenState, move: Action) -> dict[str, Any]:
        return action_dict(state.setup.players, move)

    def seat_of(self, state: TenState, move: Action) -> int:
        return move.seat

    def apply(self, state: TenState, move: Action) -> tuple[TenState, list[dict[str, Any]]]:
        return apply(state, move)

    def apply_in_place(self, state: TenState, move: Action) -> list[dict[str, Any]]:
        return apply_in_place(state, move)

    def waits(self, state: TenState) -> list[tuple[int, str]]:
        """One decider at a time: the seat the step waits on."""
        if state.over:
            return []
        return [(state.waiting, _TURN)]

    def timeout_move(self, state: TenState, wait: tuple[int, str], rng: random.Random) -> Action:
        """Pass where passing exists, else the cheapest choice (``ai.timeout_action``)."""
        return ai.timeout_action(state, wait[0])

    # ------------------------------------------------------------------ computer players

    def will_act(self, state: TenState, levels: Mapping[int, str]) -> bool:
        return ai.will_act(state, dict(levels))

    def computer_move(
        self, state: TenState, levels: Mapping[int, str], rng: random.Random
    ) -> Action | None:
        return ai.pending_action(state, dict(levels), rng)

    def hold_computers(self, state: TenState, people: frozenset[int]) -> bool:
        """Never: one decider at a time, nobody acts out of turn."""
        return False

    # ------------------------------------------------------------------ teaching

    def hint(self, state: TenState, seat: int) -> Hint | None:
        """What the ``normal`` computer would do for ``seat`` now, and why (``hints.hint``)."""
        return hints.hint(state, seat)

    def blocked(self, state: TenState, seat: int) -> list[tuple[str, IllegalAction]]:
        """The cards of ``seat``'s hand no legal action plays now, with the engine's refusal
        (``hints.blocked``)."""
        return hints.blocked(state, seat)

    # ------------------------------------------------------------------ results and views

    def standings(self, state: TenState) -> list[Standing]:
        return standings(state)

    def view(self, state: TenState, seat: int | None) -> TenView:
        return player_view(state, seat)


GAME = TenGame()
