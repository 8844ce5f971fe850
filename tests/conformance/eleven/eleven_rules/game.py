"""Eleven as the platform plays it: only what differs from the kit's defaults."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from pydantic import BaseModel

from games.base import BaseRules

from .engine import (
    MAX_PLAYERS,
    ElevenView,
    Hint,
    Play,
    Standing,
    State,
    apply_in_place,
    check_setup,
    hint,
    legal_plays,
    parse_action,
    replay,
    standings,
    view,
)
from .errors import IllegalAction


class ElevenGame(BaseRules[State, Play]):
    """``games.GameRules`` for Eleven (the toy game of the conformance suite)."""

    name: ClassVar[str] = "eleven"
    max_seats: ClassVar[int] = MAX_PLAYERS
    quiet_events: ClassVar[frozenset[str]] = frozenset({"draw"})
    illegal: ClassVar[type[Exception]] = IllegalAction

    def new_setup(self, players: Sequence[str], options: BaseModel, seed: int) -> dict[str, Any]:
        self.options(options)  # none: the kit's NoOptions refuses any
        setup = {"game": "eleven", "players": list(players), "seed": seed}
        check_setup(setup)
        return setup

    def load(self, setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]]) -> State:
        return replay(setup, actions)

    def legal_actions(self, state: State, seat: int) -> list[Play]:
        return legal_plays(state, seat)

    def parse(self, state: State, action: Mapping[str, Any]) -> Play:
        return parse_action(state.setup.players, action)

    def to_record(self, state: State, move: Play) -> dict[str, Any]:
        return {"player": state.setup.players[move.seat], "play": move.card}

    def apply_in_place(self, state: State, move: Play) -> list[dict[str, Any]]:
        return apply_in_place(state, move)

    def hint(self, state: State, seat: int) -> Hint | None:
        return hint(state, seat)

    def standings(self, state: State) -> list[Standing]:
        return standings(state)

    def view(self, state: State, seat: int | None) -> ElevenView:
        return view(state, seat)


GAME = ElevenGame()
