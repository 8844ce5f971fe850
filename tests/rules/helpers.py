"""Shared tools for the rules suite: hand-crafted records and positions, random games, the CLI.

Two ways to build a precise position:

* ``round_spec`` + ``record``: a RECORD.md input whose first round is spelled out from the hands
  and pile top a test chooses (the rest of the deck is filled in deterministically). This is the
  preferred way: everything goes through the public record contract.
* ``craft``: a mid-round ``GameState`` put together field by field (hands, pile, score piles, bid,
  flags), for end-of-round situations that would otherwise need forty scripted actions to reach.
  The cards it places always make exactly the round's deck, so conservation still holds.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import dobro_rules as d
from dobro_rules import ai
from dobro_rules.cards import CODES, JOKER, NAMES, REVERSE, SKIP, deck, hand_size, set_aside_size
from dobro_rules.engine import GameState, Played

ROOT = Path(__file__).resolve().parents[2]
RECORDS = Path(__file__).resolve().parent / "records"

P3 = ["ana", "ben", "cleo"]
P4 = ["ana", "ben", "cleo", "dan"]
E_PLAYERS = ["Raphaël", "Yolaine", "Luis", "Florent"]

#: The order filler cards are taken in (hands not fully given, then the pile below its top):
#: middling numbered cards first so fillers rarely matter, jokers and specials last.
FILL_ORDER = ["7", "8", "9", "10", "11", "6", "5", "4", "3", "2", "12", "J", "S", "R"]

#: RECORD.md's output keys, exactly.
STATE_KEYS = {
    "round",
    "rounds_total",
    "over",
    "turn",
    "must_open",
    "value",
    "bid",
    "direction",
    "pile",
    "set_aside",
    "hands",
    "collected",
    "short",
    "oubli",
    "round_points",
    "points",
    "winners",
}


def deck_names(n: int) -> Counter[str]:
    """The round's deck as a multiset of card names (R1, R4)."""
    return Counter(NAMES[c] for c in deck(n))


def _take(pool: Counter[str], cards: Iterable[str], what: str) -> None:
    for c in cards:
        if pool[c] <= 0:
            raise ValueError(f"{what}: no {c!r} left in the deck")
        pool[c] -= 1


def _fill(pool: Counter[str], k: int) -> list[str]:
    out: list[str] = []
    for c in FILL_ORDER:
        while len(out) < k and pool[c] > 0:
            pool[c] -= 1
            out.append(c)
    if len(out) < k:
        raise ValueError("not enough cards left to fill")
    return out


def round_spec(
    players: list[str],
    hands: dict[str, list[str]] | None = None,
    pile_top: Iterable[str] = (),
    *,
    set_aside: list[str] | None = None,
    starter: str | None = None,
) -> dict[str, Any]:
    """A legal RECORD.md round: chosen (possibly partial) hands and pile top, the rest filled.

    Hands not given in full are completed from the remaining deck in ``FILL_ORDER``; the pile is
    ``pile_top`` (top first) followed by every remaining card; at two players ``set_aside``
    defaults to the last ten remaining cards.
    """
    n = len(players)
    size = hand_size(n)
    hands = dict(hands or {})
    pool = deck_names(n)
    for p, cards in hands.items():
        if len(cards) > size:
            raise ValueError(f"{p}: more than {size} cards")
        _take(pool, cards, f"hand of {p}")
    pile_top = list(pile_top)
    _take(pool, pile_top, "pile top")
    aside: list[str] = []
    if set_aside is not None:
        _take(pool, set_aside, "set_aside")
        aside = list(set_aside)
    full_hands = {}
    for p in players:
        given = list(hands.get(p, []))
        full_hands[p] = given + _fill(pool, size - len(given))
    rest = _fill(pool, sum(pool.values()))
    if set_aside is None and set_aside_size(n):
        k = set_aside_size(n)
        aside, rest = rest[-k:], rest[:-k]
    spec: dict[str, Any] = {"hands": full_hands, "pile": pile_top + rest, "set_aside": aside}
    if starter is not None:
        spec = {"starter": starter, **spec}
    return spec


def record(
    players: list[str],
    rounds: list[dict[str, Any]] | None = None,
    actions: list[dict[str, Any]] | None = None,
    *,
    draw: str = "auto",
    variant: str = "standard",
    seed: int | None = 0,
) -> dict[str, Any]:
    rec: dict[str, Any] = {"players": list(players), "variant": variant, "draw": draw}
    if seed is not None:
        rec["seed"] = seed
    if rounds is not None:
        rec["rounds"] = rounds
    rec["actions"] = list(actions or [])
    return rec


# -- Actions in RECORD.md's words ------------------------------------------------------------


def play(player: str, *cards: str, as_: int | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"player": player, "play": list(cards)}
    if as_ is not None:
        out["as"] = as_
    return out


def take(player: str) -> dict[str, Any]:
    return {"player": player, "take": True}


def draw(player: str) -> dict[str, Any]:
    return {"player": player, "draw": True}


def oubli(player: str, target: str) -> dict[str, Any]:
    return {"player": player, "oubli": target}


def run(rec: dict[str, Any]) -> tuple[GameState, list[list[dict]]]:
    """Start ``rec`` and apply its actions one by one: the final state and each action's events.

    Also checks on the way that ``replay`` reaches the same state.
    """
    state = d.start(rec)
    all_events = []
    for a in rec["actions"]:
        state, events = d.apply(state, a)
        all_events.append(events)
    assert d.state_json(d.replay(rec)) == d.state_json(state)
    return state, all_events


def after(rec: dict[str, Any], *actions: dict[str, Any]) -> GameState:
    """The state after ``rec``'s actions and then ``actions``."""
    return d.replay({**rec, "actions": [*rec["actions"], *actions]})


def illegal(state: GameState, action: dict[str, Any]) -> d.IllegalAction:
    """Apply an action that must be refused; the refusal, after checking nothing changed."""
    before = d.to_snapshot(state)
    try:
        d.apply(state, action)
    except d.IllegalAction as exc:
        assert d.to_snapshot(state) == before
        return exc
    raise AssertionError(f"{action} was accepted")


def hand(state: GameState, player: str) -> list[str]:
    return d.state_json(state)["hands"][player]


# -- Crafted positions -----------------------------------------------------------------------


def craft(
    players: list[str],
    hands: dict[str, list[str]],
    pile: list[str] = (),  # type: ignore[assignment]
    *,
    collected: dict[str, int | None] | None = None,
    bid: list[tuple[str, list[str], int | None]] = (),  # type: ignore[assignment]
    turn: str | None = None,
    must_open: bool | None = None,
    direction: int = 1,
    draw: str = "auto",
    variant: str = "standard",
    short: Iterable[str] = (),
    ended: Iterable[str] = (),
    oubli_holder: str | None = None,
    points: dict[str, int] | None = None,
    round_no: int = 1,
    set_aside: list[str] | None = None,
) -> GameState:
    """A mid-round state put together by hand (see the module docstring).

    ``hands`` are given in full (any size up to the hand size), ``pile`` top first; every other
    card of the deck goes onto score piles: ``collected`` gives each player's count, one entry
    may be None to receive whatever is left (every card must be placed). ``bid`` lists
    (player, cards, joker value) plays; V and ``must_open`` follow from it unless given.
    ``points`` are the totals of earlier rounds (``round_no - 1`` of them, spread as given).
    """
    n = len(players)
    base = record(players, [round_spec(players)], draw=draw, variant=variant, seed=1)
    s = d.start(base)
    pool = deck_names(n)
    for p, cards in hands.items():
        _take(pool, cards, f"hand of {p}")
    _take(pool, pile, "pile")
    for _, cards, _ in bid:
        _take(pool, cards, "bid")
    aside = list(set_aside) if set_aside is not None else []
    if set_aside is None and set_aside_size(n):
        aside = _fill(pool, set_aside_size(n))
    elif set_aside is not None:
        _take(pool, aside, "set_aside")
    seats = {p: i for i, p in enumerate(players)}
    s.hands = [[0] * 16 for _ in players]
    s.sizes = [0] * n
    for p, cards in hands.items():
        for c in cards:
            s.hands[seats[p]][CODES[c]] += 1
        s.sizes[seats[p]] = len(cards)
    s.pile = [CODES[c] for c in reversed(list(pile))]
    s.set_aside = [CODES[c] for c in aside]
    s.piles = [[] for _ in players]
    collected = dict(collected or {})
    rest_to = [p for p, k in collected.items() if k is None]
    for p, k in collected.items():
        if k is not None:
            s.piles[seats[p]] = [CODES[c] for c in _fill(pool, k)]
    if rest_to:
        s.piles[seats[rest_to[0]]] += [CODES[c] for c in _fill(pool, sum(pool.values()))]
    if sum(pool.values()):
        raise ValueError(f"craft: {sum(pool.values())} cards placed nowhere: {+pool}")
    value = 0
    opened = False
    s.bid = []
    for p, cards, declared in bid:
        codes = tuple(CODES[c] for c in cards)
        if codes[0] in (SKIP, REVERSE):
            s.bid.append(Played(seats[p], codes, None, value))
            continue
        face = declared if JOKER in codes else codes[0]
        total = face * len(codes)
        value = total if not opened else (2 * value if total == value else total)
        opened = True
        s.bid.append(Played(seats[p], codes, declared, value))
    s.value = value
    s.must_open = (not opened) if must_open is None else must_open
    s.direction = direction
    s.turn = seats[turn] if turn is not None else 0
    s.starter = s.turn
    s.short = [p in set(short) for p in players]
    s.ended_turn = [p in set(ended) for p in players]
    s.oubli = seats[oubli_holder] if oubli_holder is not None else -1
    s.round_no = round_no
    pts = points or {}
    s.points = [pts.get(p, 0) for p in players]
    s.round_points = [[0] * n for _ in range(round_no - 1)]
    if s.round_points:
        s.round_points[0] = s.points[:]
    s.round_cards = [[0] * n for _ in range(round_no - 1)]
    return s


def act(state: GameState, action: dict[str, Any]) -> tuple[GameState, list[dict]]:
    return d.apply(state, action)


def chain(state: GameState, *actions: dict[str, Any]) -> tuple[GameState, list[dict]]:
    """Apply several actions; the final state and all their events."""
    events: list[dict] = []
    for a in actions:
        state, evs = d.apply(state, a)
        events += evs
    return state, events


def event(events: list[dict], kind: str) -> dict:
    found = [e for e in events if e["type"] == kind]
    assert found, f"no {kind!r} event in {events}"
    return found[0]


# -- Cards everywhere (the conservation bound) -----------------------------------------------


def all_cards(state: GameState) -> Counter[int]:
    """Hands + pile + set-aside + bid + score piles + discarded ("Bounds")."""
    total: Counter[int] = Counter()
    for counts in state.hands:
        for c, k in enumerate(counts):
            if k:
                total[c] += k
    total.update(state.pile)
    total.update(state.set_aside)
    for p in state.bid:
        total.update(p.cards)
    for pile in state.piles:
        total.update(pile)
    total.update(state.discarded)
    return total


def round_deck(state: GameState) -> Counter[int]:
    deal = state.dealt[-1]
    out: Counter[int] = Counter(deal.pile)
    out.update(deal.set_aside)
    for h in deal.hands:
        out.update(h)
    return out


# -- Random games ----------------------------------------------------------------------------


def random_action(state: GameState, rng: random.Random) -> dict[str, Any]:
    """A move a real table could make now.

    Auto drawing: the turn player's move from a random or normal computer. Manual drawing: most
    often the computers' ``pending_action`` (which never forgets to draw), otherwise any legal
    move of anyone who may act: plays while others are still short, late draws, oubli calls.
    """
    n = state.n
    if state.manual and rng.random() < 0.5:
        options = [(name, m) for name in d.actors(state) for m in d.legal_moves(state, name)]
        name, move = options[rng.randrange(len(options))]
        value = move.values[rng.randrange(len(move.values))] if move.values else None
        return move.action(name, value)
    levels = {s: ("normal" if (s + state.round_no) % 2 else "random") for s in range(n)}
    a = ai.pending_action(state, levels, rng)
    assert a is not None
    return d.action_dict(state.players, a)


def random_game(
    players: int, seed: int, *, draw: str = "auto", variant: str = "standard"
) -> Iterator[tuple[GameState, dict[str, Any], GameState, list[dict]]]:
    """Every step (state before, action, state after, events) of a seeded random game."""
    names = [f"p{i}" for i in range(players)]
    rec = d.new_record(names, variant=variant, draw=draw, seed=seed)
    state = d.start(rec)
    rng = random.Random(seed)
    while not state.over:
        action = random_action(state, rng)
        new, events = d.apply(state, action)
        yield state, action, new, events
        state = new


def play_out(
    rec: dict[str, Any],
    until: Callable[[GameState], bool],
    *,
    level: str = "normal",
    seed: int = 0,
    limit: int = 2000,
) -> dict[str, Any]:
    """Extend ``rec`` with computer moves (all seats at ``level``) until ``until(state)``."""
    state = d.replay(rec)
    actions = list(rec["actions"])
    rng = random.Random(seed)
    levels = dict.fromkeys(range(state.n), level)
    while not until(state):
        assert not state.over and len(actions) < limit, "play_out did not reach its goal"
        a = ai.pending_action(state, levels, rng)
        assert a is not None
        ad = d.action_dict(state.players, a)
        state, _ = d.apply(state, ad)
        actions.append(ad)
    return {**rec, "actions": actions}


# -- The command line ------------------------------------------------------------------------


def cli(*args: str, stdin: str | None = None, timeout: float = 60) -> subprocess.CompletedProcess:
    """``python -m dobro_rules ARGS`` from the repository root."""
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    return subprocess.run(
        [sys.executable, "-m", "dobro_rules", *args],
        cwd=ROOT,
        input=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=timeout,
        env=env,
    )


def cli_replay(path: Path | str) -> tuple[int, dict | None, str]:
    """Replay a file through the CLI: exit status, the printed JSON (if any), stderr."""
    proc = cli("replay", str(path))
    out = json.loads(proc.stdout) if proc.stdout.strip() else None
    return proc.returncode, out, proc.stderr


def write(tmp_path: Path, rec: Any, name: str = "game.json") -> Path:
    path = tmp_path / name
    path.write_text(rec if isinstance(rec, str) else json.dumps(rec), encoding="utf-8")
    return path
