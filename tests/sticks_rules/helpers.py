"""Shared tools for the Sticks suite: records built from chosen hands and score piles, crafted
late-game positions, random games, and the command line.

Two ways to reach a precise position:

* ``round_spec`` + ``record``: a STICKS.md record whose rounds are spelled out from the cards a
  test chooses (hands completed with the lowest free cards, the pile with the score cards not
  given). Everything goes through the public record contract: the preferred way.
* ``craft``: a state whose finished rounds, cancellations and sticks are set by hand, for
  end-of-round and end-of-game rules (R19–R22) that would otherwise need a hundred plays.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import sticks_rules as s
from sticks_rules import ai
from sticks_rules.cards import SCORE_CARDS, deck_size
from sticks_rules.engine import Play, State

ROOT = Path(__file__).resolve().parents[2]

P2 = ["ana", "ben"]
P3 = ["ana", "ben", "cleo"]
P4 = ["ana", "ben", "cleo", "dan"]
P5 = ["ana", "ben", "cleo", "dan", "eve"]

#: STICKS.md's output keys, exactly (and "error" beside them on exit 1).
STATE_KEYS = {
    "round",
    "rounds_total",
    "trick",
    "over",
    "dealer",
    "leader",
    "waiting",
    "revealed",
    "stakes",
    "trick_cards",
    "hands",
    "sticks",
    "round_scores",
    "cancelled",
    "totals",
    "winners",
}

#: The record of STICKS.md's own example.
SPEC_EXAMPLE: dict[str, Any] = {
    "game": "sticks",
    "players": ["ana", "ben", "cleo"],
    "deck": "full",
    "reveal": "turns",
    "seed": 7,
    "rounds": [
        {
            "hands": {
                "ana": [3, 17, 22, 28, 30, 41, 44, 48, 50],
                "ben": [1, 5, 9, 12, 19, 33, 36, 40, 47],
                "cleo": [2, 6, 8, 11, 15, 24, 27, 38, 45],
            },
            "score_pile": ["B0", "4", "7", "1", "9", "R0", "2", "8", "3", "6", "5"],
        }
    ],
    "actions": [{"player": "ana", "play": 22}, {"player": "ben", "play": 40}],
}


def round_spec(
    players: Sequence[str],
    hands: dict[str, list[int]] | None = None,
    pile_top: Sequence[str] = (),
    *,
    deck: str = "full",
) -> dict[str, Any]:
    """A legal ``rounds`` entry: the chosen (possibly partial) hands, completed with the
    lowest cards nobody holds; the pile is ``pile_top`` then the other score cards in
    canonical order."""
    hands = dict(hands or {})
    size = deck_size(deck, len(players))
    used = {c for cards in hands.values() for c in cards}
    free = [c for c in range(1, size + 1) if c not in used]
    full = {}
    for p in players:
        given = list(hands.get(p, []))
        need = 9 - len(given)
        full[p] = given + free[:need]
        free = free[need:]
    pile = list(pile_top) + [c for c in SCORE_CARDS if c not in pile_top]
    return {"hands": full, "score_pile": pile}


def record(
    players: Sequence[str],
    rounds: list[dict[str, Any]] | None = None,
    actions: Sequence[dict[str, Any]] = (),
    *,
    deck: str = "full",
    reveal: str = "turns",
    seed: int = 0,
) -> dict[str, Any]:
    rec: dict[str, Any] = {
        "game": "sticks",
        "players": list(players),
        "deck": deck,
        "reveal": reveal,
        "seed": seed,
    }
    if rounds is not None:
        rec["rounds"] = rounds
    rec["actions"] = list(actions)
    return rec


def play(player: str, card: int) -> dict[str, Any]:
    return {"player": player, "play": card}


def plays(*pairs: tuple[str, int]) -> list[dict[str, Any]]:
    return [play(p, c) for p, c in pairs]


def run(rec: dict[str, Any]) -> tuple[State, list[list[dict[str, Any]]]]:
    """Start ``rec`` and apply its actions one by one (through ``apply``, the pure path): the
    final state and each action's events; checks that ``replay`` reaches the same state."""
    state = s.start(rec)
    names = rec["players"]
    all_events = []
    for a in rec["actions"]:
        state, events = s.apply(state, Play(names.index(a["player"]), a["play"]))
        all_events.append(events)
    assert s.state_json(s.replay(rec)) == s.state_json(state)
    return state, all_events


def after(rec: dict[str, Any], *actions: dict[str, Any]) -> State:
    return s.replay({**rec, "actions": [*rec["actions"], *actions]})


def out(state: State) -> dict[str, Any]:
    return s.state_json(state)


def event(events: list[dict[str, Any]], kind: str) -> dict[str, Any]:
    found = [e for e in events if e["type"] == kind]
    assert found, f"no {kind!r} event in {events}"
    return found[0]


def flat(events: list[list[dict[str, Any]]]) -> list[dict[str, Any]]:
    return [e for evs in events for e in evs]


def fingerprint(state: State) -> tuple[Any, ...]:
    """Every field of a state, for "nothing changed" checks."""
    return tuple((name, repr(getattr(state, name))) for name in State.__slots__ if name != "setup")


def illegal(state: State, action: Play) -> s.IllegalAction:
    """Apply an action that must be refused, on the pure and the in-place path; the refusal,
    after checking that neither changed anything."""
    before = fingerprint(state)
    try:
        s.apply(state, action)
    except s.IllegalAction:
        pass
    else:
        raise AssertionError(f"{action} was accepted")
    assert fingerprint(state) == before
    try:
        s.apply_in_place(state, action)
    except s.IllegalAction as exc:
        assert fingerprint(state) == before
        return exc
    raise AssertionError(f"{action} was accepted in place")


# -- Crafted positions -------------------------------------------------------------------


def craft_last_trick(
    players: Sequence[str],
    *,
    round_no: int,
    earlier: list[list[int]],
    cancelled: list[list[int]] | None = None,
    sticks: Sequence[int],
    last_cards: Sequence[int],
    value: int = 1,
    reveal: str = "turns",
) -> State:
    """Round ``round_no``'s ninth trick about to be played: ``earlier`` are the finished
    rounds' scores (as counted), ``sticks`` the holdings before the trick, ``last_cards``
    each seat's last card, the trick worth ``value`` both colours."""
    n = len(players)
    state = s.start(record(players, reveal=reveal))
    state.round_no = round_no
    state.dealer = (round_no - 2) % n
    state.trick_no = 9
    state.leader = (state.dealer + 1) % n
    state.turn = -1 if reveal == "simultaneous" else state.leader
    state.hands = [[c] for c in last_cards]
    state.round_scores = [r[:] for r in earlier]
    state.cancelled = [c[:] for c in (cancelled or [[] for _ in players])]
    state.totals = [
        sum(r[t] for i, r in enumerate(earlier) if i + 1 not in state.cancelled[t])
        for t in range(n)
    ]
    state.sticks = list(sticks)
    # The eight other nonzero score cards were revealed by the first eight tricks.
    state.revealed = [c for c in SCORE_CARDS if c not in ("B0", "R0", str(value))] + [str(value)]
    state.trick_reveal = len(state.revealed) - 1
    state.pile = ["B0", "R0"]
    state.value = state.blue = state.red = value
    state.trick = []
    state.picked = [False] * n
    return state


def finish_trick(state: State) -> tuple[State, list[dict[str, Any]]]:
    """Everyone plays their only card (from the leader on, or in seat order when picking)."""
    events: list[dict[str, Any]] = []
    for _ in range(state.n):
        seat = state.waiting()[0]
        state, evs = s.apply(state, Play(seat, state.hands[seat][0]))
        events += evs
    return state, events


# -- Random games --------------------------------------------------------------------------


def random_game(
    players: int,
    seed: int,
    *,
    deck: str = "full",
    reveal: str = "turns",
    levels: Sequence[str] | None = None,
) -> Iterator[tuple[State, Play, State, list[dict[str, Any]]]]:
    """Every step (state before, action, state after, events) of a seeded computer game.
    Simultaneous picks come in a random order among the seats yet to pick (H6)."""
    names = [f"p{i}" for i in range(players)]
    state = s.start(s.new_record(names, deck=deck, reveal=reveal, seed=seed))
    rng = random.Random(seed)
    chosen = list(levels) if levels else [rng.choice(ai.LEVELS) for _ in range(players)]
    while not state.over:
        waiting = state.waiting()
        seat = waiting[rng.randrange(len(waiting))]
        action = ai.choose(state, seat, chosen[seat], rng)
        new, events = s.apply(state, action)
        yield state, action, new, events
        state = new


def whole_game(players: int, seed: int, **kw: Any) -> tuple[State, list[dict[str, Any]]]:
    """A finished random game: its last state and its record actions."""
    steps = list(random_game(players, seed, **kw))
    names = steps[-1][2].players
    return steps[-1][2], [s.action_dict(names, a) for _, a, _, _ in steps]


# -- The command line ----------------------------------------------------------------------


def cli(
    *args: str, stdin: str | bytes | None = None, timeout: float = 60
) -> subprocess.CompletedProcess[bytes]:
    """``python -m sticks_rules ARGS`` from the repository root, in a real process."""
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    data = stdin.encode() if isinstance(stdin, str) else stdin
    return subprocess.run(
        [sys.executable, "-m", "sticks_rules", *args],
        cwd=ROOT,
        input=data,
        capture_output=True,
        timeout=timeout,
        env=env,
    )


def write(tmp_path: Path, rec: Any, name: str = "game.json") -> Path:
    path = tmp_path / name
    if isinstance(rec, bytes):
        path.write_bytes(rec)
    else:
        path.write_text(rec if isinstance(rec, str) else json.dumps(rec), encoding="utf-8")
    return path
