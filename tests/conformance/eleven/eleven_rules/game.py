"""Eleven as the platform plays it: only what differs from the kit's defaults."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Annotated, Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict

from games.base import BaseRules, Option

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


class ElevenOptions(BaseModel):
    """Eleven's one table option, declared once: how many cards each is dealt (E2, H1). From
    this the platform offers it on /dobro new, as a server default and in the lobby's line."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    hand: Annotated[Literal[3, 4], Option(labels="eleven.choice.hand.{}")] = 3


class ElevenGame(BaseRules[State, Play]):
    """``games.GameRules`` for Eleven (the toy game of the conformance suite)."""

    name: ClassVar[str] = "eleven"
    options_model: ClassVar[type[BaseModel]] = ElevenOptions
    max_seats: ClassVar[int] = MAX_PLAYERS
    quiet_events: ClassVar[frozenset[str]] = frozenset({"draw"})
    illegal: ClassVar[type[Exception]] = IllegalAction

    def new_setup(self, players: Sequence[str], options: BaseModel, seed: int) -> dict[str, Any]:
        opts = self.options(options)
        setup: dict[str, Any] = {"game": "eleven", "players": list(players), "seed": seed}
        if opts.hand != 3:  # E2's three cards are the record's default
            setup["hand"] = opts.hand
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
