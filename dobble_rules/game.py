"""Dobble as the table platform plays it: ``GAME``, the engine behind ``games.GameRules``.

The platform stores a flat action list, not the spec's nested record:

- setup ``{"game": "dobble", "players", "scoring", "length", "seed", "modes"}`` (``modes``:
  wins scoring only, one per mini-game, "random" entries drawn from the seed);
- actions, in the order applied: claims ``{"player", "t", "v", "symbol"[, "target"]}`` (``t``
  in ms since the current mini-game's or duel's go) and, in tournament scoring, a loser's pick
  ``{"player", "mode"}``.

Each mini-game starts by itself when the previous one is done (wins scoring) or when its
loser has picked (tournament); ``export`` writes the spec's record, which replays to the same
state. Dobble is real time: the ``race_*`` methods (``games.protocol.RaceRules``) and
``HOLD_MS`` say what the table does around ``apply``. Everything else it does differently from
the kit's defaults (``games.base.BaseRules``) is below.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Annotated, Any, ClassVar, Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, model_validator

from games.base import TURN, BaseRules, Option

from . import ai
from .cards import CARDS, EMOJI, SYMBOL_INDEX, SYMBOLS
from .engine import (
    MAX_LENGTH,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MODES,
    Claim,
    Match,
    Move,
    Pick,
    apply_in_place,
    button_card,
    changed_at,
    claim_key,
    earliest_t,
    last_claim_t,
)
from .engine import stage as engine_stage
from .errors import IllegalAction, ReplayError
from .record import (
    RANDOM,
    action_dict,
    export_record,
    load_actions,
    load_setup,
    new_setup,
    parse_action,
)
from .views import DobbleView, Standing, standings, view

#: The table holds each claim this long, then resolves what it holds in (t, seat) order.
HOLD_MS = 300


class DobbleOptions(BaseModel):
    """A Dobble table's options: scoring (R6, R7), the number of mini-games (H3) and, in wins
    scoring, each one's mode (None, or a "random" entry: drawn from the seed)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    scoring: Annotated[Literal["wins", "tournament"], Option(labels="dobble.choice.{}")] = "wins"
    #: The choices offered at a table (the terminal takes any length up to ``MAX_LENGTH``).
    length: Annotated[
        int,
        Field(ge=1, le=MAX_LENGTH),
        Option(
            command="minigames",
            choices=tuple((n, f"dobble.choice.length.{n}") for n in (1, 2, 3, 5, 7, 10)),
        ),
    ] = 5
    #: Offered as one word (``_modes_in_one_word``): drawn, each in turn, or one for all.
    modes: Annotated[
        tuple[str, ...] | None,
        Option(
            choices=(
                (RANDOM, "dobble.choice.random"),
                ("each", "dobble.choice.each"),
                *((mode, f"dobble.mode.{mode}") for mode in MODES),
            ),
            quiet=(RANDOM,),
        ),
    ] = None

    @model_validator(mode="before")
    @classmethod
    def _modes_in_one_word(cls, data: Any) -> Any:
        """A table picks its mini-games in one word (a slash command's choice): "random"
        (each drawn from the seed), "each" (the five in turn, then drawn), or one mode for
        every mini-game."""
        if isinstance(data, dict) and isinstance(data.get("modes"), str):
            word = data["modes"]
            length = int(data.get("length", 5))
            if word == RANDOM:
                modes: Any = None
            elif word == "each":
                modes = tuple(MODES[: min(length, len(MODES))])
            else:
                modes = (word,) * length
            data = {**data, "modes": modes}
        return data

    @model_validator(mode="after")
    def _modes_fit(self) -> DobbleOptions:
        if self.modes is None:
            return self
        if self.scoring == "tournament":
            raise ValueError("in tournament scoring each loser picks the next mode (R7)")
        if len(self.modes) > self.length:
            raise ValueError(f"{len(self.modes)} modes for {self.length} mini-games")
        for mode in self.modes:
            if mode not in (*MODES, RANDOM):
                raise ValueError(f"unknown mode {mode!r}: {', '.join(MODES)} or {RANDOM}")
        return self


class Choice(NamedTuple):
    """A legal action as a renderer draws it: a claim button (one per symbol of the card the
    seat compares now) or, for a tournament's loser, one mode to pick."""

    kind: Literal["claim", "pick"]
    symbol: str = ""
    emoji: str = ""
    mode: str = ""


_PICKS = [Choice("pick", mode=mode) for mode in MODES]
_BUTTONS = [
    [Choice("claim", SYMBOLS[s], EMOJI[s]) for s in card] for card in CARDS
]  # per card, its 8 claim buttons, built once


class DobbleGame(BaseRules[Match, Move]):
    """``games.GameRules`` and ``RaceRules`` for Dobble (docs/rules/dobble.md)."""

    name: ClassVar[str] = "dobble"
    options_model: ClassVar[type[BaseModel]] = DobbleOptions
    min_seats: ClassVar[int] = MIN_PLAYERS
    max_seats: ClassVar[int] = MAX_PLAYERS
    levels: ClassVar[tuple[str, ...]] = ai.LEVELS
    score_order: ClassVar[Literal["low", "high"]] = "high"
    #: A race (``games.protocol.RaceRules``): claims carry their time.
    realtime: ClassVar[bool] = True
    illegal: ClassVar[type[Exception]] = IllegalAction
    replay_error: ClassVar[type[Exception]] = ReplayError
    #: A claim names its target player (poison, potato, a duel) in ``target``.
    name_fields: ClassVar[tuple[str, ...]] = ("player", "target")

    def new_setup(self, players: Sequence[str], options: BaseModel, seed: int) -> dict[str, Any]:
        opts = self.options(options)
        return new_setup(
            list(players), scoring=opts.scoring, length=opts.length, modes=opts.modes, seed=seed
        )

    def load(self, setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]]) -> Match:
        return load_actions(load_setup(setup), actions)

    def export(
        self, state: Match, setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]]
    ) -> dict[str, Any]:
        """The spec's nested record (each mini-game's deck and claims, its duel)."""
        return export_record(load_setup(setup), actions)

    def legal_actions(self, state: Match, seat: int) -> list[Choice]:
        """A claim button per symbol of the card ``seat`` compares now (tower, poison: the
        pile's top; well, catch: the centre; potato, a duel: its own card), or the modes to
        pick for a tournament's loser. A locked seat keeps its buttons: its claims are
        recorded as ``locked`` (H13), not refused."""
        if state.picker >= 0:
            return list(_PICKS) if seat == state.picker else []
        card = button_card(state, seat)
        return list(_BUTTONS[card]) if card >= 0 else []

    def action_at(self, state: Match, seat: int, index: int, param: int | None) -> Move | None:
        """The claim at ``index`` with ``t = param`` (ms since the go; None: the earliest t
        H5's order allows) and ``v`` = the count now; or a pick (which takes no param)."""
        choices = self.legal_actions(state, seat)
        if not 0 <= index < len(choices):
            return None
        choice = choices[index]
        if choice.kind == "pick":
            return None if param is not None else Pick(seat, choice.mode)
        t = earliest_t(state, seat) if param is None else param
        if t < 0:
            return None
        return Claim(seat, t, state.count, SYMBOL_INDEX[choice.symbol])

    # ------------------------------------------------------------------ the race (RaceRules)

    def race(self, state: Match) -> int | None:
        """The stage claims go to: 2 × mini-game, + 1 in its duel (None: no race runs)."""
        if not state.running or state.over or state.picker >= 0:
            return None
        game, duel = engine_stage(state)
        return 2 * game + int(duel)

    def race_clock(self, state: Match) -> int:
        return changed_at(state)

    def race_last(self, state: Match) -> int:
        return last_claim_t(state)

    def race_seen(self, state: Match) -> int:
        return state.count

    def race_move(self, state: Match, seat: int, index: int, t: int, seen: int) -> Move | None:
        """A claim of symbol ``index`` (0 to 56: a race action is a symbol, whatever card the
        seat looks at, so a click keeps its meaning when the cards change under it; H14 picks
        the target)."""
        if not 0 <= index < len(SYMBOLS) or not 0 <= seat < state.n or t < 0 or seen < 0:
            return None
        return Claim(seat, t, seen, index)

    def race_computer(
        self, state: Match, levels: Mapping[int, str], rng: random.Random, shown: int
    ) -> Move | None:
        """The quickest computer's claim on the cards as they are, shown from ``shown``: its
        reaction time after that, never inside its lock-out (H13)."""
        return ai.race_claim(state, dict(levels), rng, shown)

    def race_order(self, state: Match, move: Move) -> tuple[tuple[int, int], bool]:
        assert isinstance(move, Claim)
        return claim_key(state, move)

    def race_outcome(self, events: list[dict[str, Any]]) -> str | None:
        for ev in events:
            if ev.get("type") == "claim":
                return str(ev["outcome"])
        return None

    # ------------------------------------------------------------------ the rest

    def parse(self, state: Match, action: Mapping[str, Any]) -> Move:
        return parse_action(state.setup.players, action)

    def to_record(self, state: Match, move: Move) -> dict[str, Any]:
        return action_dict(state.setup.players, move)

    def apply_in_place(self, state: Match, move: Move) -> list[dict[str, Any]]:
        return apply_in_place(state, move)

    def waits(self, state: Match) -> list[tuple[int, str]]:
        """Nobody is timed out in a race; only a tournament's loser is waited on to pick."""
        return [(state.picker, TURN)] if state.picker >= 0 else []

    def timeout_move(self, state: Match, wait: tuple[int, str], rng: random.Random) -> Move:
        seat, _ = wait
        if state.picker != seat:
            raise IllegalAction("no_pick", "R7")
        return Pick(seat, ai.choose_mode(state, seat, self.stand_in, rng))

    def will_act(self, state: Match, levels: Mapping[int, str]) -> bool:
        return ai.will_act(state, dict(levels))

    def computer_move(
        self, state: Match, levels: Mapping[int, str], rng: random.Random
    ) -> Move | None:
        """A loser's pick, else the quickest computer's claim, with its simulated time."""
        return ai.computer_move(state, dict(levels), rng)

    def standings(self, state: Match) -> list[Standing]:
        return standings(state)

    def view(self, state: Match, seat: int | None) -> DobbleView:
        return view(state, seat)


GAME = DobbleGame()
