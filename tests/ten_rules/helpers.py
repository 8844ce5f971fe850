"""Shared tools for Ten's suite: records built from a plan (``deal`` spelled out), random
games, the CLI runner.

``planned_record`` turns a script of rounds (who plays what, with which chips, who opens, who
names the next first player) into a TEN.md record whose ``deal`` makes exactly that possible:
each player's dealt joker is kept in hand, the cards they play come through their hand in
order, and the pile is laid out so every refill draws the next cards each player needs.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import ten_rules as t
from ten_rules import ai
from ten_rules.cards import NAMES, full_deck
from ten_rules.engine import TenState, apply_in_place, new_state, seeded_deal

ROOT = Path(__file__).resolve().parents[2]
RECORDS = Path(__file__).resolve().parent / "records"

P2 = ["ana", "ben"]
P3 = ["ana", "ben", "cleo"]
P4 = ["ana", "ben", "cleo", "dan"]

#: TEN.md's output keys, in order.
STATE_KEYS = [
    "round",
    "over",
    "phase",
    "first",
    "step",
    "waiting",
    "round_card",
    "round_cards_left",
    "pile",
    "pot",
    "table",
    "auction",
    "opened",
    "hands",
    "chips",
    "penalty",
    "last",
    "scores",
    "winners",
]

#: Filler order for the cards a test does not care about: middling normal cards first.
FILL_ORDER = ["5", "6", "4", "7", "3", "8", "2", "9", "1", "0", "10"] + [
    f"P{k}" for k in range(1, 9)
]
FILL_ORDER += ["J"]
ROUND_NAMES = [f"R{k}" for k in range(1, 11)]


def full_names() -> Counter[str]:
    return Counter(NAMES[c] for c in full_deck())


def deal(
    players: list[str],
    hands: dict[str, list[str]],
    pile_top: list[str] = (),  # type: ignore[assignment]
    round_cards: list[str] = (),  # type: ignore[assignment]
    pile_bottom: list[str] | None = None,
) -> dict[str, Any]:
    """A ``deal`` with these hands (each 4 cards with a J), the pile starting with
    ``pile_top`` and the round cards starting with ``round_cards``; the rest of the 70 cards
    fill the pile in ``FILL_ORDER`` (or the pile is exactly ``pile_top`` + fillers +
    ``pile_bottom``)."""
    pool = full_names()
    for p in players:
        for c in hands[p]:
            pool[c] -= 1
    for c in [*pile_top, *(pile_bottom or [])]:
        pool[c] -= 1
    assert all(k >= 0 for k in pool.values()), pool
    middle = [c for c in FILL_ORDER for _ in range(pool[c])]
    rounds = list(round_cards) + [r for r in ROUND_NAMES if r not in round_cards]
    return {
        "round_cards": rounds,
        "pile": [*pile_top, *middle, *(pile_bottom or [])],
        "hands": {p: list(hands[p]) for p in players},
    }


def record(
    players: list[str],
    actions: list[dict[str, Any]] = (),  # type: ignore[assignment]
    *,
    seed: int = 0,
    deal_: dict[str, Any] | None = None,
) -> dict[str, Any]:
    rec: dict[str, Any] = {"game": "ten", "players": list(players), "seed": seed}
    if deal_ is not None:
        rec["deal"] = deal_
    rec["actions"] = list(actions)
    return rec


# -- actions -----------------------------------------------------------------------------------


def play(p: str, card: str, up: bool = True, chips: int = 0, as_: int | None = None) -> dict:
    out: dict[str, Any] = {"player": p, "play": card, "up": up, "chips": chips}
    if as_ is not None:
        out["as"] = as_
    return out


def open_(p: str, target: str | None = None, offer: int | None = None) -> dict:
    if target is None:
        return {"player": p, "open": None}
    return {"player": p, "open": target, "offer": offer}


def offer(p: str, amount: int | None) -> dict:
    return {"player": p, "offer": amount}


def protect(p: str, chips: int) -> dict:
    return {"player": p, "protect": chips}


def reveal(p: str, up: bool, as_: int | None = None) -> dict:
    out: dict[str, Any] = {"player": p, "reveal": up}
    if as_ is not None:
        out["as"] = as_
    return out


def add(p: str, card: str | None, as_: int | None = None) -> dict:
    out: dict[str, Any] = {"player": p, "add": card}
    if as_ is not None:
        out["as"] = as_
    return out


def first(p: str, name: str) -> dict:
    return {"player": p, "first": name}


# -- planned games -----------------------------------------------------------------------------

#: One player's part of a planned round: the first card (name, up, chips, joker value) and
#: the second card (name and joker value) or None; in phase 4 a face-down first card is
#: turned up when a second card is planned.
Part = tuple[tuple[str, bool, int, int | None], tuple[str, int | None] | None]


def planned_record(
    players: list[str],
    rounds: list[dict[str, Any]],
    final_hands: dict[str, list[str]],
    final_pile: list[str],
    round_cards: list[str],
    seed: int = 0,
) -> dict[str, Any]:
    """A record playing ``rounds`` (each: ``first`` F, ``parts`` {player: Part}, ``next`` the
    player the winner names), nobody opening, with every player at ``final_hands`` and the
    pile ``final_pile`` when the last planned round is over. Each player keeps the joker they
    were dealt (the first ``J`` of their final hand)."""
    order_of = {p: i for i, p in enumerate(players)}
    streams: dict[str, list[str]] = {p: [] for p in players}
    for rnd in rounds:
        for p, ((card, _up, _chips, _as), second) in rnd["parts"].items():
            streams[p].append(card)
            if second is not None:
                streams[p].append(second[0])
    for p in players:
        rest = list(final_hands[p])
        rest.remove("J")
        streams[p] += rest
    hands = {p: ["J", *streams[p][:3]] for p in players}
    taken = dict.fromkeys(players, 3)
    pile: list[str] = []
    for rnd in rounds:
        f = order_of[rnd["first"]]
        for i in range(len(players)):
            p = players[(f + i) % len(players)]
            k = 1 + (rnd["parts"][p][1] is not None)
            pile += streams[p][taken[p] : taken[p] + k]
            taken[p] += k
    pile += final_pile
    rec_deal = {"round_cards": round_cards, "pile": pile, "hands": hands}
    actions: list[dict[str, Any]] = []
    for rnd in rounds:
        f = order_of[rnd["first"]]
        order = [players[(f + i) % len(players)] for i in range(len(players))]
        for p in order:
            (card, up, chips, as_), _ = rnd["parts"][p]
            actions.append(play(p, card, up, chips, as_ if up else None))
        actions += [open_(p) for p in order]
        for p in order:
            (card, up, _chips, as_), second = rnd["parts"][p]
            if not up:
                if second is None:
                    actions.append(reveal(p, False))
                    continue
                actions.append(reveal(p, True, as_))
            actions.append(add(p, *second) if second else add(p, None))
        if rnd.get("next") is not None:
            state = t.replay(record(players, actions, seed=seed, deal_=rec_deal))
            winner = players[state.waiting]
            actions.append(first(winner, rnd["next"]))
    return record(players, actions, seed=seed, deal_=rec_deal)


# -- random games ------------------------------------------------------------------------------


def random_game(
    n: int, seed: int, levels: list[str] | None = None
) -> Iterator[tuple[TenState, t.Action, TenState, list[dict[str, Any]]]]:
    """(before, action, after, events) for each action of a seeded game between computers."""
    players = tuple(f"p{i}" for i in range(n))
    state = new_state(t.Setup(players, seed, seeded_deal(n, seed)))
    rng = random.Random(seed)
    lv = levels or ["random"] * n
    while not state.over:
        action = ai.choose_action(state, state.waiting, lv[state.waiting], rng)
        after = state.copy()
        events = apply_in_place(after, action)
        yield state, action, after, events
        state = after


def game_actions(n: int, seed: int, levels: list[str] | None = None) -> tuple[TenState, list]:
    """A whole seeded game: the final state and its record actions."""
    actions = []
    final = None
    for before, action, after, _ in random_game(n, seed, levels):
        actions.append(t.action_dict(before.players, action))
        final = after
    assert final is not None
    return final, actions


# -- the CLI -----------------------------------------------------------------------------------


def cli(
    *args: str, stdin: str | bytes | None = None, timeout: float = 30
) -> subprocess.CompletedProcess:
    """``python -m ten_rules ARGS`` in a subprocess (a few tests: the real entry point)."""
    return subprocess.run(
        [sys.executable, "-m", "ten_rules", *args],
        input=stdin.encode() if isinstance(stdin, str) else stdin,
        capture_output=True,
        cwd=ROOT,
        timeout=timeout,
    )


def write(tmp: Path, rec: Any, name: str = "game.json") -> Path:
    path = tmp / name
    path.write_text(rec if isinstance(rec, str) else json.dumps(rec), encoding="utf-8")
    return path


def run(rec: dict[str, Any]) -> tuple[TenState, list[list[dict[str, Any]]]]:
    """Replay ``rec`` action by action: the final state and each action's events."""
    state = t.start(rec)
    events = []
    for a in rec["actions"]:
        state, evs = t.apply(state, t.parse_action(state.players, a))
        events.append(evs)
    return state, events


def game(
    players: list[str],
    hands: dict[str, list[str]],
    actions: list[dict[str, Any]] = (),  # type: ignore[assignment]
    **deal_kw: Any,
) -> dict[str, Any]:
    """A record dealt with ``hands`` (the rest from the filler order) and these actions."""
    return record(players, actions, deal_=deal(players, hands, **deal_kw))


def refused(rec: dict[str, Any]) -> t.ReplayError:
    """The ReplayError of a record whose last action is illegal (checked to be the last)."""
    try:
        t.replay(rec)
    except t.ReplayError as exc:
        assert exc.index == len(rec["actions"]) - 1, exc
        return exc
    raise AssertionError("the last action was accepted")
