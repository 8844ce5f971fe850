"""Ten as the table platform plays it: ``GAME``, the engine behind ``games.GameRules``.

Only what Ten does differently from the kit's defaults (``games.base.BaseRules``): no table
options (TEN.md names none: the kit's ``NoOptions``), the engine's own functions (a computer's
move on a state only the table holds stays on the engine's fast path), choices that take a
number (a joker's value, an offer), the timer's cheapest choice, its computers and hints. One
decider at a time: the kit's ``waits`` and computers fit as they are.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from pydantic import BaseModel

from games.base import TURN, BaseRules, NoOptions

from . import ai, hints
from .engine import (
    Action,
    Choice,
    TenState,
    apply_in_place,
    choice_action,
    round_start_event,
    seat_choices,
)
from .errors import IllegalAction, RecordError
from .hints import Hint
from .record import action_dict, export_record, new_record, parse_action, rename_player, replay
from .views import Standing, TenView, player_view, standings

#: Ten's options: none (the kit's empty, frozen model; kept under its old name).
TenOptions = NoOptions


class TenGame(BaseRules[TenState, Action]):
    """``games.GameRules`` for Ten (docs/rules/ten.md)."""

    name: ClassVar[str] = "ten"
    max_seats: ClassVar[int] = 7
    levels: ClassVar[tuple[str, ...]] = ai.LEVELS
    search_levels: ClassVar[tuple[str, ...]] = ai.SEARCH_LEVELS
    quiet_events: ClassVar[frozenset[str]] = frozenset({"turn", "secret"})
    illegal: ClassVar[type[Exception]] = IllegalAction

    def new_setup(self, players: Sequence[str], options: BaseModel, seed: int) -> dict[str, Any]:
        try:
            self.options(options)  # refuses any option: Ten has none
        except RecordError as exc:
            raise RecordError(f"{exc} (Ten has no table options)") from None
        setup = new_record(list(players), seed)
        setup.pop("actions")
        return setup

    def load(self, setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]]) -> TenState:
        return replay({**setup, "actions": [dict(a) for a in actions]})

    def export(
        self, state: TenState, setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]]
    ) -> dict[str, Any]:
        """The record with the deal spelled out."""
        return export_record(state, [dict(a) for a in actions])

    def opening_events(self, state: TenState) -> list[dict[str, Any]]:
        return [round_start_event(state)]

    def rename(
        self, setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]], old: str, new: str
    ) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        """The seating, the spelled-out deal's hands, each action's player and named target."""
        renamed = rename_player({**setup, "actions": [dict(a) for a in actions]}, old, new)
        return {k: v for k, v in renamed.items() if k != "actions"}, renamed["actions"]

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

    def apply_in_place(self, state: TenState, move: Action) -> list[dict[str, Any]]:
        return apply_in_place(state, move)

    def waits(self, state: TenState) -> list[tuple[int, str]]:
        """One decider at a time: the seat the step waits on (the engine's own field)."""
        return [] if state.over else [(state.waiting, TURN)]

    def timeout_move(self, state: TenState, wait: tuple[int, str], rng: random.Random) -> Action:
        """Pass where passing exists, else the cheapest choice (``ai.timeout_action``)."""
        return ai.timeout_action(state, wait[0])

    def choose(self, state: TenState, seat: int, level: str, rng: random.Random) -> Action:
        return ai.choose_action(state, seat, level, rng)

    def hint(self, state: TenState, seat: int) -> Hint | None:
        """What the ``normal`` computer would do for ``seat`` now, and why (``hints.hint``)."""
        return hints.hint(state, seat)

    def blocked(self, state: TenState, seat: int) -> list[tuple[str, IllegalAction]]:
        """The cards of ``seat``'s hand no legal action plays now, with the engine's refusal
        (``hints.blocked``)."""
        return hints.blocked(state, seat)

    def standings(self, state: TenState) -> list[Standing]:
        return standings(state)

    def view(self, state: TenState, seat: int | None) -> TenView:
        return player_view(state, seat)


GAME = TenGame()
