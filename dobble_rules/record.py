"""Dobble's records: the spec's nested record (DOBBLE.md "Game record") and the table's flat
one (``game.py``: a setup and a list of actions), parsed strictly, replayed, and converted.

A malformed record raises ``RecordError`` (one line, checked over the whole record before
anything is replayed); a rule broken on the way raises ``ReplayError`` with the state before.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from typing import Any, Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, StrictInt, StrictStr, ValidationError

from .cards import CARD_COUNT, SYMBOL_INDEX, SYMBOLS, SplitMix64
from .engine import (
    MAX_LENGTH,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MODES,
    Claim,
    Match,
    Move,
    Pick,
    Setup,
    apply_in_place,
    new_match,
    stage,
    start_game,
)
from .errors import IllegalAction, RecordError, ReplayError

GAME_NAME = "dobble"
SEED_LIMIT = 1 << 63
#: A host's mode list may leave a mini-game to chance (drawn from the seed).
RANDOM = "random"
ModeName = Literal["tower", "well", "potato", "catch", "poison"]


class ClaimSpec(BaseModel):
    """A claim as the spec writes it: who, when (ms since the go), the count seen, the symbol."""

    model_config = ConfigDict(extra="forbid", strict=True)

    player: StrictStr
    t: StrictInt
    v: StrictInt
    symbol: StrictStr
    target: StrictStr | StrictInt | None = None


class DuelSpec(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    deck: list[StrictInt] | None = None
    claims: list[ClaimSpec]


class GameSpec(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    mode: ModeName
    deck: list[StrictInt] | None = None
    claims: list[ClaimSpec]
    duel: DuelSpec | None = None


class MatchRecord(BaseModel):
    """DOBBLE.md's record: the table, the options, the seed and each mini-game's claims."""

    model_config = ConfigDict(extra="forbid", strict=True)

    game: Literal["dobble"]
    players: list[StrictStr]
    scoring: Literal["wins", "tournament"]
    length: StrictInt = 5
    seed: StrictInt
    games: list[GameSpec]


class ParsedGame(NamedTuple):
    """A checked mini-game: its mode, deck, claims and duel (engine types)."""

    mode: str
    deck: list[int] | None
    claims: list[Claim]
    duel: bool
    duel_deck: list[int] | None
    duel_claims: list[Claim]


# --------------------------------------------------------------------------------------------
# Shape checks


def _path(loc: Sequence[Any]) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _first_error(exc: ValidationError) -> str:
    err = exc.errors()[0]
    loc = [p for p in err["loc"] if not (isinstance(p, str) and p in _UNION_TAGS)]
    msg = err["msg"]
    if err["type"] == "extra_forbidden":
        msg = "unknown field"
    elif err["type"] == "missing":
        msg = "missing field"
    shown = err["type"] in {"literal_error", "string_type", "int_type", "list_type"}
    return f"{_path(loc) or 'record'}: {msg}" + (f" (got {err['input']!r})" if shown else "")


#: Pydantic names a union's branch in an error's location; people need not read it.
_UNION_TAGS = {"str", "int"}


def _no_nulls(value: Any, where: str) -> None:
    """DOBBLE.md: no field may be null (an optional field is left out instead)."""
    if value is None:
        raise RecordError(f"{where or 'record'}: null is not allowed (leave the field out)")
    if isinstance(value, dict):
        for k, v in value.items():
            _no_nulls(v, f"{where}.{k}" if where else str(k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            _no_nulls(v, f"{where}[{i}]")


def check_players(players: Sequence[Any], where: str = "players") -> tuple[str, ...]:
    """H2: 2 to 8 distinct, non-empty names, in seat order."""
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise RecordError(
            f"{where}: Dobble is played by {MIN_PLAYERS} to {MAX_PLAYERS} players (H2), "
            f"not {len(players)}"
        )
    for i, p in enumerate(players):
        if not isinstance(p, str):
            raise RecordError(f"{where}[{i}]: a name is a string")
        if not p:
            raise RecordError(f"{where}[{i}]: a name cannot be empty")
    if len(set(players)) != len(players):
        raise RecordError(f"{where}: names must be distinct")
    return tuple(players)


def check_seed(seed: Any, where: str = "seed") -> int:
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < SEED_LIMIT:
        raise RecordError(f"{where}: an integer from 0 to 2^63 − 1 is expected (got {seed!r})")
    return seed


def check_deck(deck: list[int], where: str) -> list[int]:
    """A deck is a permutation of the cards 0–54, top first."""
    if sorted(deck) != list(range(CARD_COUNT)):
        if len(deck) != CARD_COUNT:
            raise RecordError(f"{where}: a deck lists the 55 cards, not {len(deck)}")
        bad = next((c for c in deck if not 0 <= c < CARD_COUNT), None)
        if bad is not None:
            raise RecordError(f"{where}: cards are 0 to 54, not {bad}")
        twice = next(c for c in deck if deck.count(c) > 1)
        raise RecordError(f"{where}: card {twice} appears twice; a deck is a permutation of 0–54")
    return deck


def check_symbol(symbol: Any, where: str) -> int:
    code = SYMBOL_INDEX.get(symbol) if isinstance(symbol, str) else None
    if code is None:
        raise RecordError(
            f"{where}: unknown symbol {symbol!r} (lowercase English names, anchor to zebra: "
            "docs/rules/dobble.md)"
        )
    return code


def _claim_of(
    spec: ClaimSpec, players: tuple[str, ...], mode: str, in_duel: bool, where: str
) -> Claim:
    if spec.player not in players:
        raise RecordError(f"{where}.player: {spec.player!r} is not a player of this match")
    seat = players.index(spec.player)
    if spec.t < 0:
        raise RecordError(f"{where}.t: milliseconds since the go, 0 or more (got {spec.t})")
    if spec.v < 0:
        raise RecordError(f"{where}.v: a count, 0 or more (got {spec.v})")
    symbol = check_symbol(spec.symbol, f"{where}.symbol")
    target = spec.target
    if target is None:
        return Claim(seat, spec.t, spec.v, symbol)
    n = len(players)
    if in_duel or mode in ("potato", "poison"):
        if not isinstance(target, str) or target not in players:
            raise RecordError(f"{where}.target: the name of a player is expected (got {target!r})")
        return Claim(seat, spec.t, spec.v, symbol, players.index(target))
    if mode == "catch":
        if not isinstance(target, int) or not 0 <= target < n:
            raise RecordError(
                f"{where}.target: a slot number from 0 to {n - 1} is expected (got {target!r})"
            )
        return Claim(seat, spec.t, spec.v, symbol, target, True)
    raise RecordError(f"{where}.target: a {mode} claim names no target")


def parse_record(data: Any) -> tuple[Setup, list[ParsedGame]]:
    """Every shape check of DOBBLE.md over the whole record: the setup and checked games."""
    if not isinstance(data, dict):
        raise RecordError("record: a game record is a JSON object")
    _no_nulls(data, "")
    try:
        rec = MatchRecord.model_validate(data)
    except ValidationError as exc:
        raise RecordError(_first_error(exc)) from None
    players = check_players(rec.players)
    if rec.length < 1:
        raise RecordError(f"length: at least 1 mini-game (got {rec.length})")
    seed = check_seed(rec.seed)
    games: list[ParsedGame] = []
    for i, g in enumerate(rec.games):
        where = f"games[{i}]"
        deck = check_deck(g.deck, f"{where}.deck") if g.deck is not None else None
        claims = [
            _claim_of(c, players, g.mode, False, f"{where}.claims[{j}]")
            for j, c in enumerate(g.claims)
        ]
        duel_deck = None
        duel_claims: list[Claim] = []
        if g.duel is not None:
            if g.duel.deck is not None:
                duel_deck = check_deck(g.duel.deck, f"{where}.duel.deck")
            duel_claims = [
                _claim_of(c, players, g.mode, True, f"{where}.duel.claims[{k}]")
                for k, c in enumerate(g.duel.claims)
            ]
        games.append(ParsedGame(g.mode, deck, claims, g.duel is not None, duel_deck, duel_claims))
    setup = Setup(players=players, scoring=rec.scoring, length=rec.length, seed=seed)
    return setup, games


def load_json(text: str) -> Any:
    """The record's JSON; ``RecordError`` (one line) when it is not JSON."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(
            f"not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}"
        ) from None


def replay(data: Any) -> Match:
    """The state a spec record leads to (DOBBLE.md "Game record")."""
    setup, games = parse_record(data)
    m = new_match(setup)
    for i, g in enumerate(games):
        try:
            start_game(m, g.mode, g.deck, g.duel_deck)
        except IllegalAction as exc:
            raise ReplayError(exc, m, game=i) from None
        for j, c in enumerate(g.claims):
            try:
                apply_in_place(m, c, duel=False)
            except IllegalAction as exc:
                raise ReplayError(exc, m, game=i, claim=j) from None
        if not g.duel:
            continue
        if m.duel is None:
            raise ReplayError(IllegalAction("duel_without_tie", "R5"), m, game=i)
        for k, c in enumerate(g.duel_claims):
            try:
                apply_in_place(m, c, duel=True)
            except IllegalAction as exc:
                raise ReplayError(exc, m, game=i, claim=len(g.claims) + k) from None
    return m


# --------------------------------------------------------------------------------------------
# The table's flat form (game.py): setup + actions


def resolve_modes(modes: Sequence[str], seed: int) -> tuple[str, ...]:
    """The host's modes with each "random" entry drawn from the seed (its own SplitMix64
    stream, so no deck's shuffle changes)."""
    digest = hashlib.sha256(f"dobble/{seed}/modes".encode()).digest()
    rng = SplitMix64(int.from_bytes(digest[:8], "big"))
    return tuple(MODES[rng.next() % len(MODES)] if m == RANDOM else m for m in modes)


def new_setup(
    players: Sequence[str],
    *,
    scoring: str = "wins",
    length: int = 5,
    modes: Sequence[str] | None = None,
    seed: int,
) -> dict[str, Any]:
    """A table's stored setup: modes padded with "random" to ``length`` (wins scoring)."""
    setup: dict[str, Any] = {
        "game": GAME_NAME,
        "players": list(players),
        "scoring": scoring,
        "length": length,
        "seed": seed,
    }
    if scoring == "wins":
        listed = list(modes or [])
        setup["modes"] = listed + [RANDOM] * (length - len(listed))
    elif modes:
        raise RecordError("modes: in tournament scoring each loser picks the next mode (R7)")
    load_setup(setup)
    return setup


def load_setup(data: Mapping[str, Any]) -> Setup:
    """A table's stored setup, checked, as the engine's Setup (``auto``: games start alone)."""
    if not isinstance(data, Mapping):
        raise RecordError("setup: a JSON object is expected")
    _no_nulls(dict(data), "")
    known = {"game", "players", "scoring", "length", "seed", "modes"}
    unknown = sorted(set(data) - known)
    if unknown:
        raise RecordError(f"{unknown[0]}: unknown field")
    for key in ("game", "players", "scoring", "length", "seed"):
        if key not in data:
            raise RecordError(f"{key}: missing field")
    if data["game"] != GAME_NAME:
        raise RecordError(f"game: {GAME_NAME!r} is expected (got {data['game']!r})")
    raw_players = data["players"]
    if not isinstance(raw_players, list):
        raise RecordError("players: a list of names is expected")
    players = check_players(raw_players)
    scoring = data["scoring"]
    if scoring not in ("wins", "tournament"):
        raise RecordError(f"scoring: 'wins' or 'tournament' (got {scoring!r})")
    length = data["length"]
    if isinstance(length, bool) or not isinstance(length, int) or not 1 <= length <= MAX_LENGTH:
        raise RecordError(f"length: 1 to {MAX_LENGTH} mini-games (got {length!r})")
    seed = check_seed(data["seed"])
    modes: tuple[str, ...] | None = None
    if scoring == "wins":
        raw = data.get("modes")
        if not isinstance(raw, list) or len(raw) != length:
            raise RecordError(f"modes: one mode per mini-game ({length}) is expected")
        for i, mode in enumerate(raw):
            if mode not in (*MODES, RANDOM):
                raise RecordError(f"modes[{i}]: {', '.join(MODES)} or {RANDOM} (got {mode!r})")
        modes = resolve_modes(raw, seed)
    elif "modes" in data:
        raise RecordError("modes: in tournament scoring each loser picks the next mode (R7)")
    return Setup(players, scoring, length, seed, modes, auto=True)


def parse_action(players: Sequence[str], data: Any, where: str = "action") -> Move:
    """A stored action: a claim ``{"player", "t", "v", "symbol"[, "target"]}`` (target: a
    name, or a catch slot number) or a tournament pick ``{"player", "mode"}``."""
    if not isinstance(data, Mapping):
        raise RecordError(f"{where}: an action is a JSON object")
    player = data.get("player")
    if not isinstance(player, str) or player not in players:
        raise RecordError(f"{where}.player: {player!r} is not a player of this match")
    seat = list(players).index(player)
    if "mode" in data:
        if set(data) != {"player", "mode"}:
            raise RecordError(f"{where}: a pick has only player and mode")
        mode = data["mode"]
        if mode not in MODES:
            raise RecordError(f"{where}.mode: one of {', '.join(MODES)} (got {mode!r})")
        return Pick(seat, mode)
    unknown = sorted(set(data) - {"player", "t", "v", "symbol", "target"})
    if unknown:
        raise RecordError(f"{where}.{unknown[0]}: unknown field")
    for key in ("t", "v"):
        value = data.get(key)
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise RecordError(f"{where}.{key}: an integer, 0 or more (got {value!r})")
    symbol = check_symbol(data.get("symbol"), f"{where}.symbol")
    if "target" not in data:
        return Claim(seat, data["t"], data["v"], symbol)
    target = data["target"]
    if isinstance(target, str):
        if target not in players:
            raise RecordError(f"{where}.target: {target!r} is not a player of this match")
        return Claim(seat, data["t"], data["v"], symbol, list(players).index(target))
    if isinstance(target, bool) or not isinstance(target, int) or not 0 <= target < len(players):
        raise RecordError(f"{where}.target: a name or a slot number (got {target!r})")
    return Claim(seat, data["t"], data["v"], symbol, target, True)


def action_dict(players: Sequence[str], move: Move) -> dict[str, Any]:
    """The stored form of an engine move (the inverse of ``parse_action``)."""
    if isinstance(move, Pick):
        return {"player": players[move.seat], "mode": move.mode}
    out: dict[str, Any] = {
        "player": players[move.seat],
        "t": move.t,
        "v": move.v,
        "symbol": SYMBOLS[move.symbol],
    }
    if move.target is not None:
        out["target"] = move.target if move.slot else players[move.target]
    return out


def load_actions(setup: Setup, actions: Sequence[Mapping[str, Any]]) -> Match:
    """A table's state: its setup, then every stored action (``ReplayError`` with ``index``)."""
    moves = [parse_action(setup.players, a, f"actions[{i}]") for i, a in enumerate(actions)]
    m = new_match(setup)
    for i, move in enumerate(moves):
        try:
            apply_in_place(m, move)
        except IllegalAction as exc:
            raise ReplayError(exc, m, index=i) from None
    return m


def export_record(setup: Setup, actions: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The spec's record of a table's match: every mini-game with its mode, its deck spelled
    out, its claims, and its duel (deck and claims) once one is dealt. Replays to the same
    state through ``python -m dobble_rules replay`` (an illegal action ends the export: the
    record replays to the same refusal, exit 1)."""
    players = setup.players
    m = new_match(setup)
    claims: list[list[dict[str, Any]]] = [[]]
    duels: list[list[dict[str, Any]]] = [[]]
    for i, a in enumerate(actions):
        move = parse_action(players, a, f"actions[{i}]")
        if isinstance(move, Claim):
            game, in_duel = stage(m)
            (duels if in_duel else claims)[game].append(action_dict(players, move))
        try:
            apply_in_place(m, move)
        except IllegalAction:
            break  # a claim is written where it was made: the record replays to its refusal
        while len(claims) <= m.game:
            claims.append([])
            duels.append([])
    games: list[dict[str, Any]] = []
    for i in range(m.game + 1):
        g: dict[str, Any] = {
            "mode": m.modes_played[i],
            "deck": list(m.decks[i]),
            "claims": claims[i],
        }
        deck = m.duel_decks[i]
        if deck is not None:
            g["duel"] = {"deck": list(deck), "claims": duels[i]}
        games.append(g)
    return {
        "game": GAME_NAME,
        "players": list(players),
        "scoring": setup.scoring,
        "length": setup.length,
        "seed": setup.seed,
        "games": games,
    }


def rename_player(
    setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]], old: str, new: str
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Setup and actions with player ``old`` called ``new`` (seating, claimers, targets)."""
    players = list(setup.get("players", []))
    if old not in players:
        raise RecordError(f"{old!r} is not a player")
    if new in players:
        raise RecordError(f"{new!r} is already a player")
    renamed = {**setup, "players": [new if p == old else p for p in players]}
    out = []
    for a in actions:
        b = dict(a)
        for key in ("player", "target"):
            if b.get(key) == old and isinstance(b.get(key), str):
                b[key] = new
        out.append(b)
    return renamed, out


def dumps(record: Mapping[str, Any]) -> str:
    """A record as stable, readable JSON."""
    return json.dumps(record, ensure_ascii=False, indent=2)
