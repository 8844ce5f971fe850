"""The game record of STICKS.md ("Game record"): reading, checking, writing and replaying it.

A game is a pure function of its setup and its action list; the record is that pair. The whole
record is checked for shape before any action is replayed (``RecordError``: the replay
command's exit 2); then replay stops at the first illegal action (``ReplayError``, exit 1),
carrying the state before it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError

from .cards import HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS, SCORE_CARDS, deck_size
from .engine import Play, RoundDeal, Setup, State, apply_in_place, new_state
from .errors import IllegalAction, RecordError, ReplayError

GAME = "sticks"
#: STICKS.md: a seed is an integer, 0 ≤ seed < 2^63.
SEED_LIMIT = 2**63
#: STICKS.md: a JSON integer has at most 4,300 digits (Python's own default limit).
MAX_DIGITS = 4300


class RoundModel(BaseModel):
    """One round spelled out: each player's nine cards and the score pile, top first."""

    model_config = ConfigDict(extra="forbid", strict=True)

    hands: dict[StrictStr, list[StrictInt]]
    score_pile: list[StrictStr]


class ActionModel(BaseModel):
    """An action: exactly ``player`` (a string) and ``play`` (an integer)."""

    model_config = ConfigDict(extra="forbid", strict=True)

    player: StrictStr
    play: StrictInt


class GameRecord(BaseModel):
    """STICKS.md's record: who sits where, the variants, the seed, the deals, the actions."""

    model_config = ConfigDict(extra="forbid", strict=True)

    game: Literal["sticks"]
    players: list[StrictStr]
    deck: Literal["full", "trimmed"] = "full"
    reveal: Literal["turns", "simultaneous"] = "turns"
    seed: StrictInt
    rounds: list[RoundModel] = Field(default_factory=list)
    actions: list[ActionModel]


# --------------------------------------------------------------------------------------------
# JSON text


def _parse_int(text: str) -> int:
    digits = len(text) - text.startswith("-")
    if digits > MAX_DIGITS:
        raise RecordError(f"not JSON: an integer of {digits} digits (at most {MAX_DIGITS})")
    return int(text)


def _no_constant(name: str) -> Any:
    raise RecordError(f"not JSON: {name} is not a JSON value")


def _check_strings(value: Any) -> None:
    """Refuse a lone surrogate (``"\\ud800"``): no UTF-8 text can hold it."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                raise RecordError(
                    "not JSON: a string holds a lone surrogate (\\ud800-\\udfff escape), "
                    "which is not UTF-8 text"
                ) from None
        elif isinstance(item, dict):
            stack.extend(item)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)


def parse_json(raw: bytes | str) -> Any:
    """A record's text as JSON data: UTF-8 without a BOM, integers up to 4,300 digits, no
    NaN or Infinity; of a repeated key, the last counts (as ``json`` does)."""
    if isinstance(raw, bytes):
        if raw.startswith(b"\xef\xbb\xbf"):
            raise RecordError("not JSON: the file starts with a byte order mark (BOM)")
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise RecordError(f"not JSON: not UTF-8 text (byte {exc.start})") from None
    else:
        text = raw
        if text.startswith("\ufeff"):
            raise RecordError("not JSON: the text starts with a byte order mark (BOM)")
    try:
        data = json.loads(text, parse_int=_parse_int, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise RecordError(f"not JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from None
    except RecursionError:
        raise RecordError("not JSON: nested too deeply") from None
    _check_strings(data)
    return data


# --------------------------------------------------------------------------------------------
# Shape


def _where(loc: Sequence[int | str]) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out or "record"


def _short(value: Any) -> str:
    text = ascii(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _first_error(exc: ValidationError) -> str:
    err = exc.errors()[0]
    loc = list(err["loc"])
    kind = err["type"]
    # An action's problem names the action: "actions[3]: an action is ...".
    if loc and loc[0] == "actions" and len(loc) >= 2:
        return (
            f"{_where(loc[:2])}: an action is exactly "
            '{"player": NAME, "play": CARD} (a string and an integer)'
            + (f"; {_where(loc[2:])}: {_kind_words(kind, err)}" if len(loc) > 2 else "")
        )
    if loc and loc[0] == "rounds" and len(loc) >= 2:
        return f"{_where(loc)}: bad rounds entry: {_kind_words(kind, err)}"
    return f"{_where(loc)}: {_kind_words(kind, err)}"


def _kind_words(kind: str, err: Any) -> str:
    if kind == "extra_forbidden":
        return "unknown field"
    if kind == "missing":
        return "missing field"
    if kind == "int_type":
        return f"an integer is expected (got {_short(err['input'])})"
    if kind == "string_type":
        return f"a string is expected (got {_short(err['input'])})"
    if kind == "list_type":
        return f"a list is expected (got {_short(err['input'])})"
    if kind in ("dict_type", "model_type"):
        return f"an object is expected (got {_short(err['input'])})"
    if kind == "literal_error":
        return f"{err['msg'].lower()} (got {_short(err['input'])})"
    return str(err["msg"])


def load_record(data: Any) -> GameRecord:
    """Check a decoded record's shape (not yet its players, deals or seed range)."""
    if not isinstance(data, dict):
        raise RecordError("record: a game record is a JSON object")
    try:
        return GameRecord.model_validate(data)
    except ValidationError as exc:
        raise RecordError(_first_error(exc)) from None


def check_players(players: Sequence[str]) -> None:
    """H1: 2 to 5 distinct, non-empty names."""
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise RecordError(
            f"players: Sticks is played by {MIN_PLAYERS} to {MAX_PLAYERS} players (H1), "
            f"not {len(players)}"
        )
    if any(not p for p in players):
        raise RecordError("players: a name cannot be empty")
    if len(set(players)) != len(players):
        raise RecordError("players: names must be distinct")


def check_seed(seed: int) -> None:
    if not 0 <= seed < SEED_LIMIT:
        raise RecordError(f"seed: an integer from 0 to 2^63 - 1 is expected (got {_short(seed)})")


def _deal_of(spec: RoundModel, players: Sequence[str], size: int, index: int) -> RoundDeal:
    where = f"rounds[{index}]"
    if set(spec.hands) != set(players):
        missing = [p for p in players if p not in spec.hands]
        extra = [p for p in spec.hands if p not in players]
        detail = f"missing {_short(missing)}" if missing else f"not players: {_short(extra)}"
        raise RecordError(f"{where}.hands: bad rounds entry: one hand per player ({detail})")
    dealt: set[int] = set()
    hands = []
    for p in players:
        cards = spec.hands[p]
        here = f"{where}.hands[{_short(p)}]"
        if len(cards) != HAND_SIZE:
            raise RecordError(
                f"{here}: bad rounds entry: a hand is {HAND_SIZE} cards (R7), not {len(cards)}"
            )
        for c in cards:
            if not 1 <= c <= size:
                raise RecordError(
                    f"{here}: bad rounds entry: card {_short(c)} is not in this deck (1 to {size})"
                )
            if c in dealt:
                raise RecordError(f"{here}: bad rounds entry: card {c} is dealt twice")
            dealt.add(c)
        hands.append(tuple(cards))
    pile = spec.score_pile
    if sorted(pile) != sorted(SCORE_CARDS):
        raise RecordError(
            f"{where}.score_pile: bad rounds entry: the 11 score cards "
            '"1" to "9", "B0" and "R0", each once (R2)'
        )
    return RoundDeal(tuple(hands), tuple(pile))


def setup_of(record: GameRecord) -> Setup:
    """Check what the shape alone cannot (players, seed range, deals); the engine's Setup."""
    players = record.players
    check_players(players)
    check_seed(record.seed)
    n = len(players)
    if len(record.rounds) > n:
        raise RecordError(
            f"rounds: a game of {n} players has {n} rounds (R4), not {len(record.rounds)}"
        )
    size = deck_size(record.deck, n)
    deals = tuple(_deal_of(spec, players, size, i) for i, spec in enumerate(record.rounds))
    return Setup(
        players=tuple(players),
        deck=record.deck,
        reveal=record.reveal,
        seed=record.seed,
        deals=deals,
    )


# --------------------------------------------------------------------------------------------
# Actions


def parse_action(players: Sequence[str], data: Any, where: str = "action") -> Play:
    """One record action as the engine's ``Play``; a player not at the table gets seat -1
    (well-formed, illegal when applied)."""
    try:
        model = ActionModel.model_validate(data)
    except ValidationError as exc:
        raise RecordError(
            f"{where}: an action is exactly "
            '{"player": NAME, "play": CARD} (a string and an integer): '
            + _kind_words(exc.errors()[0]["type"], exc.errors()[0])
        ) from None
    seat = players.index(model.player) if model.player in players else -1
    return Play(seat, model.play)


def action_dict(players: Sequence[str], action: Play) -> dict[str, Any]:
    """A ``Play`` as its record object (the inverse of ``parse_action``)."""
    if not 0 <= action.seat < len(players):
        raise ValueError(f"seat {action.seat} is not at this table")
    return {"player": players[action.seat], "play": action.card}


# --------------------------------------------------------------------------------------------
# Replay


def start(record: GameRecord | Mapping[str, Any]) -> State:
    """The state before the first action of ``record`` (its actions are only shape-checked)."""
    rec = record if isinstance(record, GameRecord) else load_record(dict(record))
    return new_state(setup_of(rec))


def replay(record: GameRecord | Mapping[str, Any]) -> State:
    """Apply every action of ``record``: always the same state for the same record.

    ``RecordError`` for a malformed record (before any action is applied); ``ReplayError`` at
    the first illegal action, the ones after it unread.
    """
    rec = record if isinstance(record, GameRecord) else load_record(dict(record))
    setup = setup_of(rec)
    players = setup.players
    state = new_state(setup)
    for i, action in enumerate(rec.actions):
        try:
            if action.player not in players:
                if state.over:
                    raise IllegalAction("game_over", "R22")
                raise IllegalAction("unknown_player", "H1", player=action.player)
            # A refused action changes nothing (checked before it changes), so the one
            # state, never copied, is the state before action ``i``.
            apply_in_place(state, Play(players.index(action.player), action.play))
        except IllegalAction as exc:
            raise ReplayError(i, exc, state) from None
    return state


# --------------------------------------------------------------------------------------------
# Writing


def new_record(
    players: Sequence[str], *, deck: str = "full", reveal: str = "turns", seed: int
) -> dict[str, Any]:
    """A fresh game's record: every round will be dealt from ``seed``."""
    rec: dict[str, Any] = {
        "game": GAME,
        "players": list(players),
        "deck": deck,
        "reveal": reveal,
        "seed": seed,
        "actions": [],
    }
    setup_of(load_record(rec))  # fail early on a bad seat count, name, option or seed
    return rec


def export_record(state: State, actions: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The record with every round dealt so far spelled out, so no tool needs the shuffle."""
    setup = state.setup
    rounds = [
        {
            "hands": {p: list(deal.hands[s]) for s, p in enumerate(setup.players)},
            "score_pile": list(deal.score_pile),
        }
        for deal in state.dealt
    ]
    return {
        "game": GAME,
        "players": list(setup.players),
        "deck": setup.deck,
        "reveal": setup.reveal,
        "seed": setup.seed,
        "rounds": rounds,
        "actions": [dict(a) for a in actions],
    }


def rename_player(record: Mapping[str, Any], old: str, new: str) -> dict[str, Any]:
    """The record with player ``old`` called ``new`` wherever a name appears (the seating,
    a spelled-out round's hands, an action's player): it replays to the same play."""
    players = list(record.get("players", []))
    if old not in players:
        raise RecordError(f"{old!r} is not a player")
    if new in players:
        raise RecordError(f"{new!r} is already a player")

    def name(value: Any) -> Any:
        return new if value == old else value

    renamed = {**record, "players": [name(p) for p in players]}
    if isinstance(record.get("rounds"), list):
        renamed["rounds"] = [
            {**spec, "hands": {name(k): v for k, v in spec["hands"].items()}}
            if isinstance(spec, dict) and isinstance(spec.get("hands"), dict)
            else spec
            for spec in record["rounds"]
        ]
    if isinstance(record.get("actions"), list):
        renamed["actions"] = [rename_action(a, old, new) for a in record["actions"]]
    return renamed


def rename_action(action: Mapping[str, Any], old: str, new: str) -> dict[str, Any]:
    renamed = dict(action)
    if renamed.get("player") == old:
        renamed["player"] = new
    return renamed


def dumps(record: Mapping[str, Any]) -> str:
    """A record as stable, readable JSON."""
    return json.dumps(record, ensure_ascii=False, indent=2)
