"""TEN.md's game record: reading it (form first, then rules), replaying, writing it back.

A game is a pure function of its record (``game``, ``players``, ``seed``, optional ``deal``,
``actions``). Form errors raise ``RecordError`` with one line saying where and why (exit 2);
the whole record, every action included, is checked for form before any action is applied.
An action the rules refuse raises ``ReplayError`` with the state before it (exit 1).
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from pydantic import BaseModel, ConfigDict, StrictInt, StrictStr, ValidationError

from .cards import (
    HAND_CODES,
    HAND_SIZE,
    JOKER,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NAMES,
    ROUNDS,
    full_deck,
    round_card,
)
from .engine import (
    ADD,
    FIRST,
    OFFER,
    OPEN,
    PLAY,
    PROTECT,
    REVEAL,
    Action,
    Deal,
    Setup,
    TenState,
    apply_in_place,
    new_state,
    seeded_deal,
)
from .errors import IllegalAction, RecordError, ReplayError

SEED_LIMIT = 2**63
CARD_NAMES_HELP = 'cards are "0" to "10", "P1" to "P8" and "J"'
ROUND_NAMES = tuple(NAMES[round_card(k)] for k in range(1, ROUNDS + 1))


class DealModel(BaseModel):
    """TEN.md ``deal``: exactly these three keys."""

    model_config = ConfigDict(extra="forbid", strict=True)

    round_cards: list[StrictStr]
    pile: list[StrictStr]
    hands: dict[StrictStr, list[StrictStr]]


class GameRecord(BaseModel):
    """TEN.md's record: ``game``, ``players``, ``seed``, ``actions`` required, ``deal``
    optional, nothing else. Actions are checked by ``parse_action``."""

    model_config = ConfigDict(extra="forbid", strict=True)

    game: StrictStr
    players: list[StrictStr]
    seed: StrictInt
    deal: DealModel | None = None
    actions: list[Any]


def _first_error(exc: ValidationError) -> str:
    err = exc.errors()[0]
    loc = ""
    for part in err["loc"]:
        loc += f"[{part}]" if isinstance(part, int) else (f".{part}" if loc else str(part))
    kind = err["type"]
    if kind == "extra_forbidden":
        msg = "unknown field"
    elif kind == "missing":
        msg = "missing field"
    else:
        msg = err["msg"]
    return f"{loc or 'record'}: {msg}"


def load_record(data: Any) -> GameRecord:
    """Check a decoded JSON record's top-level form (not yet its deal or actions)."""
    if not isinstance(data, dict):
        raise RecordError("record: a game record is a JSON object")
    if "deal" in data and not isinstance(data["deal"], dict):
        raise RecordError("deal: an object with round_cards, pile and hands is expected")
    try:
        return GameRecord.model_validate(data)
    except ValidationError as exc:
        raise RecordError(_first_error(exc)) from None


def decode(raw: bytes) -> Any:
    """The JSON value of a record file: UTF-8 without a BOM, standard JSON only (no NaN or
    Infinity), integers up to 4,300 digits. ``RecordError`` otherwise."""
    if raw.startswith(b"\xef\xbb\xbf"):
        raise RecordError("record: starts with a byte order mark (UTF-8 without BOM expected)")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise RecordError(f"record: not UTF-8 (byte {exc.start})") from None

    def constant(name: str) -> Any:
        raise RecordError(f"record: {name} is not JSON")

    try:
        return json.loads(text, parse_constant=constant)
    except json.JSONDecodeError as exc:
        raise RecordError(
            f"record: not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}"
        ) from None
    except RecursionError:
        raise RecordError("record: not valid JSON: nested too deeply") from None
    except ValueError as exc:  # an integer of more than 4,300 digits
        raise RecordError(f"record: not valid JSON: {str(exc).split(';')[0]}") from None


def _check_players(players: list[str]) -> None:
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise RecordError(
            f"players: Ten is played by {MIN_PLAYERS} to {MAX_PLAYERS} players (H4), "
            f"not {len(players)}"
        )
    if any(not p for p in players):
        raise RecordError("players: a name cannot be empty")
    if len(set(players)) != len(players):
        raise RecordError("players: names must be distinct")


def _hand_codes(cards: list[str], where: str) -> list[int]:
    out = []
    for i, card in enumerate(cards):
        code = HAND_CODES.get(card)
        if code is None:
            raise RecordError(f"{where}[{i}]: unknown card {card!r} ({CARD_NAMES_HELP})")
        out.append(code)
    return out


def _describe(counter: Counter[int]) -> str:
    return ", ".join(f"{k}×{NAMES[c]!r}" for c, k in sorted(counter.items()))


def deal_of(spec: DealModel, players: list[str]) -> Deal:
    """Check a spelled-out deal (TEN.md): R1…R10 once each, one hand of 4 per player with a
    ``J``, hands + pile = the 70 cards of R2–R4."""
    if sorted(spec.round_cards, key=lambda c: (len(c), c)) != list(ROUND_NAMES):
        raise RecordError(
            "deal.round_cards: the ten round cards R1 to R10, each once, top first (R1, R6)"
        )
    rounds = tuple(ROUND_NAMES.index(c) + round_card(1) for c in spec.round_cards)
    if set(spec.hands) != set(players):
        missing = [p for p in players if p not in spec.hands]
        extra = [p for p in spec.hands if p not in players]
        detail = f"missing {missing}" if missing else f"not players: {extra}"
        raise RecordError(f"deal.hands: one hand per player ({detail})")
    hands = []
    for p in players:
        where = f"deal.hands.{p}"
        cards = _hand_codes(spec.hands[p], where)
        if len(cards) != HAND_SIZE:
            raise RecordError(f"{where}: a hand holds {HAND_SIZE} cards (R7), not {len(cards)}")
        if JOKER not in cards:
            raise RecordError(f"{where}: each player is dealt a joker (R7)")
        hands.append(tuple(cards))
    pile = tuple(_hand_codes(spec.pile, "deal.pile"))
    have = Counter(c for h in hands for c in h) + Counter(pile)
    full = Counter(full_deck())
    if have != full:
        parts = []
        if full - have:
            parts.append("missing " + _describe(full - have))
        if have - full:
            parts.append("extra " + _describe(have - full))
        raise RecordError(
            "deal: hands and pile must make the 70 cards of R2–R4: " + "; ".join(parts)
        )
    return Deal(rounds, pile, tuple(hands))


def setup_of(record: GameRecord) -> Setup:
    """Check ``game``, ``players``, ``seed`` and ``deal``; the engine's Setup."""
    if record.game != "ten":
        raise RecordError(f'game: "ten" is expected, not {record.game!r}')
    players = list(record.players)
    _check_players(players)
    if not 0 <= record.seed < SEED_LIMIT:
        raise RecordError("seed: an integer from 0 to 2^63 − 1 is expected")
    if record.deal is not None:
        deal = deal_of(record.deal, players)
        given = True
    else:
        deal = seeded_deal(len(players), record.seed)
        given = False
    return Setup(tuple(players), record.seed, deal, given)


# --------------------------------------------------------------------------------------------
# Actions

#: Each shape's keys besides ``player`` (and ``as``, which any action may carry: where no
#: joker turns face up it is illegal, not malformed).
_SHAPES: dict[frozenset[str], str] = {
    frozenset({"play", "up", "chips"}): PLAY,
    frozenset({"open", "offer"}): OPEN,
    frozenset({"open"}): OPEN,
    frozenset({"offer"}): OFFER,
    frozenset({"protect"}): PROTECT,
    frozenset({"reveal"}): REVEAL,
    frozenset({"add"}): ADD,
    frozenset({"first"}): FIRST,
}


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def parse_action(players: tuple[str, ...] | list[str], data: Any, where: str = "action") -> Action:
    """One TEN.md action as the engine's Action, checking its form only (``RecordError``). An
    unknown name is illegal, not malformed: it is carried in ``Action.unknown``."""
    if not isinstance(data, dict):
        raise RecordError(f"{where}: an action is a JSON object")
    player = data.get("player")
    if not isinstance(player, str):
        raise RecordError(f"{where}.player: the acting player's name (a string) is required")
    as_ = None
    if "as" in data:
        as_ = data["as"]
        if not _is_int(as_):
            raise RecordError(f"{where}.as: a joker's value is an integer")
    body = frozenset(data) - {"player", "as"}
    kind = _SHAPES.get(body)
    if kind is None:
        raise RecordError(
            f"{where}: no action has the keys {sorted(body)} "
            "(play/up/chips, open[/offer], offer, protect, reveal, add or first)"
        )
    unknown: str | None = None
    seat = -1
    if player in players:
        seat = players.index(player)
    else:
        unknown = player

    def name_of(value: str) -> int:
        nonlocal unknown
        if value in players:
            return players.index(value)
        if unknown is None:
            unknown = value
        return -2

    if kind == PLAY:
        card, up, chips = data["play"], data["up"], data["chips"]
        if not isinstance(card, str) or card not in HAND_CODES:
            raise RecordError(f"{where}.play: a card name is expected ({CARD_NAMES_HELP})")
        if not isinstance(up, bool):
            raise RecordError(f"{where}.up: true or false is expected")
        if not _is_int(chips):
            raise RecordError(f"{where}.chips: an integer is expected")
        return Action(seat, PLAY, HAND_CODES[card], up, chips, -1, as_, unknown)
    if kind == OPEN:
        target = data["open"]
        if "offer" in data:
            offer = data["offer"]
            if not isinstance(target, str):
                raise RecordError(f"{where}.open: the name of the player opened on is expected")
            if not _is_int(offer):
                raise RecordError(f"{where}.offer: an integer is expected")
            t = name_of(target)
            return Action(seat, OPEN, n=offer, target=t, as_=as_, unknown=unknown)
        if target is not None:
            raise RecordError(f'{where}: "open" names a player with an "offer", or is null alone')
        return Action(seat, OPEN, as_=as_, unknown=unknown)
    if kind == OFFER:
        offer = data["offer"]
        if offer is not None and not _is_int(offer):
            raise RecordError(f"{where}.offer: an integer or null is expected")
        return Action(seat, OFFER, n=offer, as_=as_, unknown=unknown)
    if kind == PROTECT:
        chips = data["protect"]
        if not _is_int(chips):
            raise RecordError(f"{where}.protect: an integer is expected")
        return Action(seat, PROTECT, n=chips, as_=as_, unknown=unknown)
    if kind == REVEAL:
        up = data["reveal"]
        if not isinstance(up, bool):
            raise RecordError(f"{where}.reveal: true or false is expected")
        return Action(seat, REVEAL, up=up, as_=as_, unknown=unknown)
    if kind == ADD:
        card = data["add"]
        if card is None:
            return Action(seat, ADD, -1, as_=as_, unknown=unknown)
        if not isinstance(card, str) or card not in HAND_CODES:
            raise RecordError(f"{where}.add: a card name or null is expected ({CARD_NAMES_HELP})")
        return Action(seat, ADD, HAND_CODES[card], as_=as_, unknown=unknown)
    target = data["first"]
    if not isinstance(target, str):
        raise RecordError(f"{where}.first: the name of the next first player is expected")
    t = name_of(target)
    return Action(seat, FIRST, target=t, as_=as_, unknown=unknown)


def action_dict(players: tuple[str, ...] | list[str], a: Action) -> dict[str, Any]:
    """An engine Action as its TEN.md JSON object (the inverse of ``parse_action``)."""
    out: dict[str, Any] = {"player": players[a.seat]}
    kind = a.kind
    if kind == PLAY:
        out.update(play=NAMES[a.card], up=a.up, chips=a.n)
    elif kind == OPEN:
        if a.target == -1:
            out["open"] = None
        else:
            out.update(open=players[a.target], offer=a.n)
    elif kind == OFFER:
        out["offer"] = a.n
    elif kind == PROTECT:
        out["protect"] = a.n
    elif kind == REVEAL:
        out["reveal"] = a.up
    elif kind == ADD:
        out["add"] = NAMES[a.card] if a.card >= 0 else None
    else:
        out["first"] = players[a.target]
    if a.as_ is not None:
        out["as"] = a.as_
    return out


# --------------------------------------------------------------------------------------------
# Replay


def start(record: GameRecord | dict[str, Any]) -> TenState:
    """The state before the first action of ``record`` (its actions are only form-checked)."""
    rec = record if isinstance(record, GameRecord) else load_record(record)
    setup = setup_of(rec)
    for i, a in enumerate(rec.actions):
        parse_action(setup.players, a, f"actions[{i}]")
    return new_state(setup)


def replay(record: GameRecord | dict[str, Any]) -> TenState:
    """Apply every action of ``record``, after checking the whole record's form."""
    rec = record if isinstance(record, GameRecord) else load_record(record)
    setup = setup_of(rec)
    actions = [parse_action(setup.players, a, f"actions[{i}]") for i, a in enumerate(rec.actions)]
    state = new_state(setup)
    for i, action in enumerate(actions):
        try:
            apply_in_place(state, action)
        except IllegalAction as exc:
            # A refused action changes nothing: the one state is the state before action i.
            raise ReplayError(i, exc, state) from None
    return state


def new_record(players: list[str], seed: int) -> dict[str, Any]:
    """A fresh game's record, dealt from ``seed``; ``RecordError`` for bad seats or seed."""
    rec: dict[str, Any] = {"game": "ten", "players": list(players), "seed": seed, "actions": []}
    setup_of(load_record(rec))
    return rec


def deal_dict(setup: Setup) -> dict[str, Any]:
    """The deal as TEN.md writes it (top cards first)."""
    deal = setup.deal
    return {
        "round_cards": [NAMES[c] for c in deal.round_cards],
        "pile": [NAMES[c] for c in deal.pile],
        "hands": {p: [NAMES[c] for c in deal.hands[s]] for s, p in enumerate(setup.players)},
    }


def export_record(state: TenState, actions: list[dict[str, Any]]) -> dict[str, Any]:
    """The record with its deal spelled out, so other tools need not reshuffle."""
    setup = state.setup
    return {
        "game": "ten",
        "players": list(setup.players),
        "seed": setup.seed,
        "deal": deal_dict(setup),
        "actions": list(actions),
    }


def rename_player(record: dict[str, Any], old: str, new: str) -> dict[str, Any]:
    """The record with player ``old`` called ``new`` wherever a name appears (seats, the
    deal's hands, an action's player, whom it opens on, whom it names first): the renamed
    record replays to the same play."""
    players = record.get("players", [])
    if old not in players:
        raise RecordError(f"{old!r} is not a player")
    if new in players:
        raise RecordError(f"{new!r} is already a player")
    renamed = {**record, "players": [new if p == old else p for p in players]}
    deal = record.get("deal")
    if isinstance(deal, dict) and isinstance(deal.get("hands"), dict):
        renamed["deal"] = {
            **deal,
            "hands": {(new if k == old else k): v for k, v in deal["hands"].items()},
        }
    if "actions" in record:
        renamed["actions"] = [rename_action(a, old, new) for a in record["actions"]]
    return renamed


def rename_action(action: dict[str, Any], old: str, new: str) -> dict[str, Any]:
    out = dict(action)
    for key in ("player", "open", "first"):
        if out.get(key) == old:
            out[key] = new
    return out


def dumps(record: dict[str, Any]) -> str:
    """A record as stable, readable JSON."""
    return json.dumps(record, ensure_ascii=False, indent=2)
