"""Dobro as the table platform plays it: ``GAME``, the engine behind ``games.GameRules``.

Only what Dobro does differently from the kit's defaults (``games.base.BaseRules``): its
options, the engine's own functions (so the table service's fast path stays the engine's: no
copy, no dict, for a computer's move on a state only the table holds), the oubli out of turn
(R9) and manual drawing (H2), its computers and hints.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Annotated, Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict

from games.base import CHORE, TURN, BaseRules, Option

from . import ai
from .engine import Action, GameState, Move, apply_in_place, seat_moves
from .errors import IllegalAction
from .hints import Hint
from .hints import blocked as _blocked
from .hints import hint as _hint
from .record import action_dict, export_record, new_record, parse_action, rename_player, replay
from .views import PlayerView, Standing, player_view, standings


class DobroOptions(BaseModel):
    """A Dobro table's options (the record's ``variant`` and ``draw``)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    #: R2: three rounds, or one per player.
    variant: Annotated[
        Literal["standard", "long"], Option(labels="choice.{}", words="variant.{}")
    ] = "standard"
    #: H2: drawing is automatic, or each player's own chore (the oubli card).
    draw: Annotated[
        Literal["auto", "manual"],
        Option(command="drawing", labels="choice.{}", words="dobro.drawing.{}"),
    ] = "auto"


class DobroGame(BaseRules[GameState, Action]):
    """``games.GameRules`` for Dobro (docs/rules/dobro.md)."""

    name: ClassVar[str] = "dobro"
    options_model: ClassVar[type[BaseModel]] = DobroOptions
    max_seats: ClassVar[int] = 6
    levels: ClassVar[tuple[str, ...]] = ai.LEVELS
    search_levels: ClassVar[tuple[str, ...]] = ai.SEARCH_LEVELS
    quiet_events: ClassVar[frozenset[str]] = frozenset({"turn", "draw"})
    illegal: ClassVar[type[Exception]] = IllegalAction

    def new_setup(self, players: Sequence[str], options: BaseModel, seed: int) -> dict[str, Any]:
        opts = self.options(options)
        setup = new_record(list(players), variant=opts.variant, draw=opts.draw, seed=seed)
        setup.pop("actions")
        return setup

    def load(self, setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]]) -> GameState:
        return replay({**setup, "actions": list(actions)})

    def export(
        self, state: GameState, setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]]
    ) -> dict[str, Any]:
        """The record with every round's deal spelled out."""
        return export_record(state, [dict(a) for a in actions])

    def opening_events(self, state: GameState) -> list[dict[str, Any]]:
        """R3: round 1 starts; its starter opens."""
        starter = state.setup.players[state.turn]
        return [{"type": "round_start", "round": state.round_no, "starter": starter}]

    def rename(
        self, setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]], old: str, new: str
    ) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        """The seating, the spelled-out rounds' hands, each action's player and oubli target."""
        renamed = rename_player({**setup, "actions": [dict(a) for a in actions]}, old, new)
        return {k: v for k, v in renamed.items() if k != "actions"}, renamed["actions"]

    def legal_actions(self, state: GameState, seat: int) -> list[Move]:
        return seat_moves(state, seat)

    def action_at(
        self, state: GameState, seat: int, index: int, param: int | None
    ) -> Action | None:
        """The move at ``index`` of ``seat``'s legal moves; ``param`` is a joker's declared
        value (the engine checks it). A joker move with several values needs one, and only a
        joker move takes one: anything else is a stale control."""
        moves = seat_moves(state, seat)
        if not 0 <= index < len(moves):
            return None
        move = moves[index]
        joker = "J" in move.cards
        if (joker and len(move.values) != 1 and param is None) or (param is not None and not joker):
            return None
        return parse_action(state.setup.players, move.action(state.setup.players[seat], param))

    def parse(self, state: GameState, action: Mapping[str, Any]) -> Action:
        return parse_action(state.setup.players, dict(action))

    def to_record(self, state: GameState, move: Action) -> dict[str, Any]:
        return action_dict(state.setup.players, move)

    def apply_in_place(self, state: GameState, move: Action) -> list[dict[str, Any]]:
        return apply_in_place(state, move)

    def waits(self, state: GameState) -> list[tuple[int, str]]:
        """The player on turn (R6); with manual drawing (H2), each short player's draw too,
        which the timer makes for them without counting a timeout. (Anyone may call an oubli,
        R9, but nobody is waited on for it.)"""
        if state.over:
            return []
        out = [(state.turn, TURN)]
        if state.setup.draw == "manual":
            short = state.short
            out.extend((s, CHORE) for s in range(state.n) if short[s])
        return out

    def timeout_move(self, state: GameState, wait: tuple[int, str], rng: random.Random) -> Action:
        seat, kind = wait
        if kind == CHORE:
            return Action(seat, "draw")
        return self.choose(state, seat, self.stand_in, rng)

    def choose(self, state: GameState, seat: int, level: str, rng: random.Random) -> Action:
        return ai.choose_action(state, seat, level, rng)

    def will_act(self, state: GameState, levels: Mapping[int, str]) -> bool:
        return ai.will_act(state, dict(levels))

    def computer_move(
        self, state: GameState, levels: Mapping[int, str], rng: random.Random
    ) -> Action | None:
        """Computers draw first, play at their turn, and call the oubli on anyone who forgot
        to draw (``ai.pending_action``)."""
        return ai.pending_action(state, dict(levels), rng)

    def hold_computers(self, state: GameState, people: frozenset[int]) -> bool:
        """Manual drawing (H2): a person is short. A computer playing now would end their turn
        and let anyone call the oubli on them, so computers give people a fair moment first."""
        if state.setup.draw != "manual":
            return False
        short = state.short
        return any(short[s] for s in people)

    def hint(self, state: GameState, seat: int) -> Hint | None:
        """What the stand-in ``normal`` level would play for ``seat`` now, and why
        (``hints.hint``): read only from what the seat may see."""
        return _hint(state, seat)

    def blocked(self, state: GameState, seat: int) -> list[tuple[str, IllegalAction]]:
        """Each card of ``seat``'s hand no legal move plays now, with the engine's refusal of
        playing it (``hints.blocked``)."""
        return _blocked(state, seat)

    def standings(self, state: GameState) -> list[Standing]:
        return standings(state)

    def view(self, state: GameState, seat: int | None) -> PlayerView:
        return player_view(state, "" if seat is None else state.setup.players[seat])


GAME = DobroGame()
