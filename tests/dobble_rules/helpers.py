"""Shared tools for the Dobble suite: records with chosen decks, right and wrong symbols,
matches played by scripted or computer claims, and the replay CLI run in-process."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import dobble_rules as d
from dobble_rules import ai
from dobble_rules.cards import CARD_COUNT, CARDS, SHARED, SYMBOLS
from dobble_rules.engine import Match, last_claim_t
from games.cli import main as games_main

P2 = ["ana", "ben"]
P3 = ["ana", "ben", "cleo"]
P4 = ["ana", "ben", "cleo", "dan"]

#: DOBBLE.md's output keys, exactly, in the spec's order.
STATE_KEYS = [
    "game",
    "mode",
    "round",
    "v",
    "ended",
    "over",
    "tops",
    "stacks",
    "center",
    "stock",
    "slots",
    "counts",
    "out",
    "locked_until",
    "duel",
    "outcomes",
    "results",
    "wins",
    "points",
    "winners",
]


def main(argv: list[str], **kw: Any) -> int:
    """``python -m dobble_rules ARGV`` in this process."""
    return games_main(argv, game="dobble", **kw)


def deck_with(first: list[int], last: int | None = None) -> list[int]:
    """A full deck (0–54) starting with ``first`` (top first) and ending with ``last``."""
    rest = [c for c in range(CARD_COUNT) if c not in first and c != last]
    return [*first, *rest, *([last] if last is not None else [])]


def shared(a: int, b: int) -> str:
    """The one symbol cards a and b share, by name."""
    return SYMBOLS[SHARED[a][b]]


def only_on(a: int, *others: int) -> str:
    """A symbol on card a and on none of ``others``."""
    return next(SYMBOLS[s] for s in CARDS[a] if all(s not in CARDS[b] for b in others))


def on_neither(*cards: int) -> str:
    """A symbol on none of ``cards``."""
    used = {s for c in cards for s in CARDS[c]}
    return next(SYMBOLS[s] for s in range(len(SYMBOLS)) if s not in used)


def claim(
    player: str, t: int, v: int, symbol: str, target: str | int | None = None
) -> dict[str, Any]:
    out: dict[str, Any] = {"player": player, "t": t, "v": v, "symbol": symbol}
    if target is not None:
        out["target"] = target
    return out


def game(
    mode: str,
    claims: list[dict[str, Any]] | None = None,
    deck: list[int] | None = None,
    duel: dict[str, Any] | None = None,
) -> dict[str, Any]:
    out: dict[str, Any] = {"mode": mode}
    if deck is not None:
        out["deck"] = deck
    out["claims"] = claims or []
    if duel is not None:
        out["duel"] = duel
    return out


def record(
    players: list[str],
    games: list[dict[str, Any]],
    *,
    scoring: str = "wins",
    length: int | None = 5,
    seed: int = 11,
) -> dict[str, Any]:
    out: dict[str, Any] = {"game": "dobble", "players": players, "scoring": scoring}
    if length is not None:
        out["length"] = length
    out["seed"] = seed
    out["games"] = games
    return out


def state(rec: dict[str, Any]) -> dict[str, Any]:
    """The spec's output for a record that replays without error."""
    return d.state_json(d.replay(rec))


def replay_error(rec: dict[str, Any]) -> d.ReplayError:
    with pytest.raises(d.ReplayError) as info:
        d.replay(rec)
    return info.value


def cli_replay(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, rec: Any, raw: str | None = None
) -> tuple[int, Any, str]:
    """Run ``replay`` in-process: (exit code, parsed stdout or None, stderr)."""
    path = tmp_path / "match.json"
    path.write_text(raw if raw is not None else json.dumps(rec), encoding="utf-8")
    code = main(["replay", str(path)])
    out, err = capsys.readouterr()
    return code, (json.loads(out) if out.strip() else None), err


# --------------------------------------------------------------------------------------------
# Matches played by claims


Chooser = Callable[[Match, int], int]


def scripted(
    players: list[str],
    modes: list[str],
    chooser: Chooser,
    *,
    scoring: str = "wins",
    length: int | None = None,
    seed: int = 5,
    picks: Callable[[Match], str] | None = None,
    step: int = 100,
) -> tuple[dict[str, Any], list[dict[str, Any]], Match]:
    """A table's match where ``chooser(state, k)`` names the seat making the k-th (right)
    claim (or, if it cannot claim now, the first after it clockwise that can); losers pick
    ``picks(state)`` (tournament). Returns setup, actions and the state."""
    tournament = scoring == "tournament"
    setup = d.new_setup(
        players,
        scoring=scoring,
        length=length or len(modes),
        modes=None if tournament else modes,
        seed=seed,
    )
    m = d.GAME.load(setup, [])
    actions: list[dict[str, Any]] = []
    k = 0
    while not m.over:
        if m.picker >= 0:
            move: d.Move = d.Pick(m.picker, picks(m) if picks else "tower")
        else:
            # The chosen seat, or the first after it clockwise that can claim now.
            want = chooser(m, k)
            seat = next(s for s in ((want + i) % m.n for i in range(m.n)) if ai.claim_for(m, s))
            found = ai.claim_at(m, seat, last_claim_t(m) + step)
            assert found is not None, (seat, k)
            move = found
            k += 1
        d.apply_in_place(m, move)
        actions.append(d.action_dict(m.players, move))
    return setup, actions, m


def computer_match(
    n: int, seed: int, *, scoring: str = "wins", length: int = 3, modes: list[str] | None = None
) -> Iterator[tuple[Match, d.Move, Match, list[dict[str, Any]]]]:
    """A table's match of computers of mixed levels: (before, move, after, events) steps."""
    setup = d.new_setup(
        [f"p{i}" for i in range(n)], scoring=scoring, length=length, modes=modes, seed=seed
    )
    m = d.GAME.load(setup, [])
    rng = random.Random(seed)
    levels = {s: ai.LEVELS[(s + seed) % 3] for s in range(n)}
    while not m.over:
        move = d.GAME.computer_move(m, levels, rng)
        assert move is not None
        new, events = d.apply(m, move)
        yield m, move, new, events
        m = new


def all_cards(m: Match) -> list[int]:
    """Every card of the current mini-game, wherever it is (conservation: a permutation of
    0–54)."""
    cards = [c for s in m.stacks for c in s] + [c for k in m.kept for c in k] + list(m.pile)
    if m.centre >= 0:
        cards.append(m.centre)
    cards += [c for c in m.slots if c >= 0]
    return cards
