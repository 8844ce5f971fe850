"""The game record of RECORD.md: parsing, checking, writing and replaying it.

A game is a pure function of its setup and its action list; the record is that pair, so it is also
the game's serialization. Shape errors raise ``RecordError`` with one clear line; illegal actions
raise ``ReplayError`` carrying the state before the action.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError

from . import engine
from .cards import CODES, NAMES, deck, hand_size, set_aside_size
from .engine import (
    Action,
    GameState,
    RoundDeal,
    Setup,
    apply_in_place,
    first_starter,
    new_state,
)
from .errors import IllegalAction, RecordError, ReplayError

CARD_NAMES_HELP = 'cards are "2" to "12", "J", "S" and "R"'


class RoundSpec(BaseModel):
    """One round spelled out: hands by player, the pile top first, the set-aside cards."""

    model_config = ConfigDict(extra="forbid", strict=True)

    starter: StrictStr | None = None
    hands: dict[StrictStr, list[StrictStr]]
    pile: list[StrictStr]
    set_aside: list[StrictStr] = Field(default_factory=list)


class GameRecord(BaseModel):
    """RECORD.md's input: who sits where, the options, the cards, and every action."""

    model_config = ConfigDict(extra="forbid", strict=True)

    players: list[StrictStr]
    variant: Literal["standard", "long"] = "standard"
    draw: Literal["auto", "manual"] = "auto"
    seed: StrictInt | None = None
    rounds: list[RoundSpec] = Field(default_factory=list)
    actions: list[dict[str, Any]] = Field(default_factory=list)


def _first_error(exc: ValidationError) -> str:
    err = exc.errors()[0]
    loc = ""
    for part in err["loc"]:
        loc += f"[{part}]" if isinstance(part, int) else (f".{part}" if loc else str(part))
    msg = err["msg"]
    if err["type"] == "extra_forbidden":
        msg = "unknown field"
    elif err["type"] == "missing":
        msg = "missing field"
    return f"{loc or 'record'}: {msg}" + (
        f" (got {err['input']!r})"
        if err["type"] in {"literal_error", "string_type", "int_type"}
        else ""
    )


def load_record(data: Any) -> GameRecord:
    """Validate a decoded JSON record's shape (not yet its cards or actions)."""
    if not isinstance(data, dict):
        raise RecordError("record: a game record is a JSON object")
    try:
        return GameRecord.model_validate(data)
    except ValidationError as exc:
        raise RecordError(_first_error(exc)) from None


def _card_codes(cards: list[str], where: str) -> list[int]:
    out = []
    for card in cards:
        code = CODES.get(card)
        if code is None:
            raise RecordError(f"{where}: unknown card {card!r} ({CARD_NAMES_HELP})")
        out.append(code)
    return out


def _describe(counter: Counter[int]) -> str:
    return ", ".join(f"{n}×{NAMES[c]!r}" for c, n in sorted(counter.items(), key=lambda kv: kv[0]))


def _deal_of(spec: RoundSpec, players: list[str], index: int) -> RoundDeal:
    where = f"rounds[{index}]"
    n = len(players)
    if set(spec.hands) != set(players):
        missing = [p for p in players if p not in spec.hands]
        extra = [p for p in spec.hands if p not in players]
        detail = f"missing {missing}" if missing else f"unknown players {extra}"
        raise RecordError(f"{where}.hands: one hand per player is needed ({detail})")
    size = hand_size(n)
    hands = []
    for p in players:
        cards = _card_codes(spec.hands[p], f"{where}.hands.{p}")
        if len(cards) != size:
            raise RecordError(
                f"{where}.hands.{p}: a hand holds {size} cards at {n} players (R2), "
                f"not {len(cards)}"
            )
        hands.append(tuple(cards))
    pile = tuple(_card_codes(spec.pile, f"{where}.pile"))
    aside = tuple(_card_codes(spec.set_aside, f"{where}.set_aside"))
    want = set_aside_size(n)
    if len(aside) != want:
        raise RecordError(
            f"{where}.set_aside: {want} cards are set aside at {n} players (R4), not {len(aside)}"
        )
    have = Counter(c for h in hands for c in h) + Counter(pile) + Counter(aside)
    full = Counter(deck(n))
    if have != full:
        parts = []
        if full - have:
            parts.append("missing " + _describe(full - have))
        if have - full:
            parts.append("extra " + _describe(have - full))
        raise RecordError(
            f"{where}: hands, pile and set_aside do not make the {sum(full.values())}-card deck "
            f"(R1, R4): " + "; ".join(parts)
        )
    return RoundDeal(tuple(hands), pile, aside)


def setup_of(record: GameRecord) -> Setup:
    """Check a record's players, options and spelled-out rounds; the engine's Setup."""
    players = record.players
    if not 2 <= len(players) <= 6:
        raise RecordError(f"players: Dobro is played by 2 to 6 players (R2), not {len(players)}")
    if len(set(players)) != len(players):
        raise RecordError("players: names must be distinct")
    if any(not p for p in players):
        raise RecordError("players: a name cannot be empty")
    total = len(players) if record.variant == "long" else 3
    if len(record.rounds) > total:
        raise RecordError(f"rounds: this game has {total} rounds (R13), not {len(record.rounds)}")
    deals = tuple(_deal_of(spec, players, i) for i, spec in enumerate(record.rounds))
    starter = None
    later: list[tuple[int, int]] = []
    for i, spec in enumerate(record.rounds):
        if spec.starter is None:
            continue
        if spec.starter not in players:
            raise RecordError(f"rounds[{i}].starter: {spec.starter!r} is not a player")
        if i == 0:
            starter = players.index(spec.starter)
        else:
            later.append((i + 1, players.index(spec.starter)))
    return Setup(
        players=tuple(players),
        variant=record.variant,
        draw=record.draw,
        seed=record.seed,
        deals=deals,
        starter=starter,
        later_starters=tuple(later),
    )


def parse_action(players: tuple[str, ...] | list[str], data: Any, where: str = "action") -> Action:
    """One RECORD.md action (a JSON object) as the engine's Action."""
    if not isinstance(data, dict):
        raise RecordError(f"{where}: an action is a JSON object")
    unknown = set(data) - {"player", "play", "as", "take", "draw", "oubli"}
    if unknown:
        raise RecordError(f"{where}: unknown field {sorted(unknown)[0]!r}")
    player = data.get("player")
    if not isinstance(player, str):
        raise RecordError(f"{where}.player: the acting player's name is required")
    if player not in players:
        raise RecordError(f"{where}.player: {player!r} is not a player of this game")
    seat = players.index(player)
    kinds = [k for k in ("play", "take", "draw", "oubli") if k in data]
    if len(kinds) != 1:
        raise RecordError(f"{where}: give exactly one of play, take, draw or oubli")
    kind = kinds[0]
    if "as" in data and kind != "play":
        raise RecordError(f"{where}.as: only a play declares a joker's value")
    if kind == "play":
        cards = data["play"]
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            raise RecordError(f"{where}.play: a list of card names is expected")
        codes = tuple(_card_codes(cards, f"{where}.play"))
        declared = data.get("as")
        if declared is not None and (isinstance(declared, bool) or not isinstance(declared, int)):
            raise RecordError(f"{where}.as: a number from 2 to 12 is expected")
        if ("J" in cards) != ("as" in data):
            raise RecordError(
                f"{where}.as: required exactly when a joker is played (R7)"
                if "J" in cards
                else f"{where}.as: given, but no joker is played"
            )
        return Action(seat, "play", codes, declared)
    if kind in ("take", "draw"):
        if data[kind] is not True:
            raise RecordError(f"{where}.{kind}: must be true")
        return Action(seat, kind)
    target = data["oubli"]
    if not isinstance(target, str) or target not in players:
        raise RecordError(f"{where}.oubli: the name of the player called out is expected")
    return Action(seat, "oubli", target=players.index(target))


def action_dict(players: tuple[str, ...] | list[str], action: Action) -> dict[str, Any]:
    """An engine Action as its RECORD.md JSON object (the inverse of ``parse_action``)."""
    player = players[action.seat]
    if action.kind == "play":
        out: dict[str, Any] = {"player": player, "play": [NAMES[c] for c in action.cards]}
        if action.declared is not None:
            out["as"] = action.declared
        return out
    if action.kind == "oubli":
        return {"player": player, "oubli": players[action.target]}
    return {"player": player, action.kind: True}


def apply(state: GameState, action: Action | dict[str, Any]) -> tuple[GameState, list[dict]]:
    """Apply one action, the engine's or a RECORD.md object, to a copy of ``state``: the new
    state and what happened. Raises ``IllegalAction`` (and changes nothing) when the rules
    forbid it, ``RecordError`` when the object is malformed."""
    if isinstance(action, dict):
        action = parse_action(state.setup.players, action)
    return engine.apply(state, action)


def start(record: GameRecord | dict[str, Any]) -> GameState:
    """The state before the first action of ``record`` (its actions are not applied)."""
    rec = record if isinstance(record, GameRecord) else load_record(record)
    return new_state(setup_of(rec))


def replay(record: GameRecord | dict[str, Any]) -> GameState:
    """Apply every action of ``record``: always the same state for the same record."""
    rec = record if isinstance(record, GameRecord) else load_record(record)
    setup = setup_of(rec)
    actions = [parse_action(setup.players, a, f"actions[{i}]") for i, a in enumerate(rec.actions)]
    state = new_state(setup)
    for i, action in enumerate(actions):
        try:
            apply_in_place(state, action)
        except IllegalAction as exc:
            # A refused action changes nothing (``apply_in_place`` checks before it changes),
            # so the one state, never copied, is the state before action ``i``.
            raise ReplayError(i, exc, state) from None
    return state


def new_record(
    players: list[str], *, variant: str = "standard", draw: str = "auto", seed: int
) -> dict[str, Any]:
    """A fresh game's record: the rounds will be shuffled from ``seed``."""
    rec = {"players": list(players), "variant": variant, "draw": draw, "seed": seed, "actions": []}
    setup_of(load_record(rec))  # fail early on a bad seat count or name
    return rec


def export_record(state: GameState, actions: list[dict[str, Any]]) -> dict[str, Any]:
    """The record with every dealt round spelled out, so other tools need not reshuffle."""
    setup = state.setup
    rounds = []
    for i, deal in enumerate(state.dealt):
        spec: dict[str, Any] = {}
        if i == 0:
            spec["starter"] = setup.players[first_starter(setup)]
        spec["hands"] = {p: [NAMES[c] for c in deal.hands[s]] for s, p in enumerate(setup.players)}
        spec["pile"] = [NAMES[c] for c in deal.pile]
        spec["set_aside"] = [NAMES[c] for c in deal.set_aside]
        rounds.append(spec)
    return {
        "players": list(setup.players),
        "variant": setup.variant,
        "draw": setup.draw,
        "seed": setup.seed,
        "rounds": rounds,
        "actions": list(actions),
    }


def rename_player(record: dict[str, Any], old: str, new: str) -> dict[str, Any]:
    """The record with player ``old`` called ``new`` wherever a player's name appears (the
    seating, a spelled-out round's hands and starter, an action's player and the player an
    oubli calls out), so ``/dobro forget-me`` can drop a name without changing the game: the
    renamed record replays to the same play. Names are labels; cards are never touched."""
    players = record.get("players", [])
    if old not in players:
        raise RecordError(f"{old!r} is not a player")
    if new in players:
        raise RecordError(f"{new!r} is already a player")

    def name(value: Any) -> Any:
        return new if value == old else value

    renamed = {**record, "players": [name(p) for p in players]}
    if "rounds" in record:
        renamed["rounds"] = [
            {
                **spec,
                **({"starter": name(spec["starter"])} if "starter" in spec else {}),
                **(
                    {"hands": {name(k): v for k, v in spec["hands"].items()}}
                    if isinstance(spec.get("hands"), dict)
                    else {}
                ),
            }
            for spec in record["rounds"]
        ]
    if "actions" in record:
        renamed["actions"] = [rename_action(a, old, new) for a in record["actions"]]
    return renamed


def rename_action(action: dict[str, Any], old: str, new: str) -> dict[str, Any]:
    """One action with player ``old`` called ``new`` (its player, and whom an oubli calls)."""
    renamed = dict(action)
    for key in ("player", "oubli"):
        if renamed.get(key) == old:
            renamed[key] = new
    return renamed


def dumps(record: dict[str, Any]) -> str:
    """A record as stable, readable JSON."""
    return json.dumps(record, ensure_ascii=False, indent=2)
