"""Sticks computer players: how often ``normal`` wins against ``random`` (and engine speed).

Run: python benchmarks/sticks_ai.py [--games N] [--quick]. Each table seats one ``normal``
computer among ``random`` ones; the ``normal`` seat rotates through every seat (so dealing
and leading order favour nobody), and each game is seeded, so a run is reproducible. A shared
victory (H5) counts as a win for each winner, so the fair share of a seat is slightly above
1/N. Figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sticks_rules.ai import choose
from sticks_rules.engine import Setup, State, apply_in_place, new_state

#: (players, deck, reveal) tables measured, each with one normal seat among random ones.
TABLES = [
    (2, "full", "turns"),
    (2, "full", "simultaneous"),
    (2, "trimmed", "turns"),
    (3, "full", "turns"),
    (3, "full", "simultaneous"),
    (3, "trimmed", "turns"),
    (3, "trimmed", "simultaneous"),
    (4, "full", "turns"),
    (4, "full", "simultaneous"),
    (5, "full", "turns"),
    (5, "trimmed", "simultaneous"),
]


def play(levels: list[str], seed: int, deck: str, reveal: str) -> State:
    """One complete game on the hot path (in-place apply)."""
    n = len(levels)
    setup = Setup(players=tuple(f"p{i}" for i in range(n)), deck=deck, reveal=reveal, seed=seed)
    s = new_state(setup)
    rng = random.Random(seed)
    while not s.over:
        seat = s.waiting()[0]
        apply_in_place(s, choose(s, seat, levels[seat], rng))
    return s


def match(players: int, deck: str, reveal: str, games: int) -> tuple[float, float, float]:
    """The normal seat's share of wins (a shared victory counts), how many of those were
    shared, and its mean total minus the mean total of the random seats."""
    wins = shared = 0
    gap = 0.0
    for g in range(games):
        hero = g % players
        levels = ["random"] * players
        levels[hero] = "normal"
        s = play(levels, 1_000_003 * g + players, deck, reveal)
        if hero in s.winners:
            wins += 1
            shared += len(s.winners) > 1
        others = [t for i, t in enumerate(s.totals) if i != hero]
        gap += s.totals[hero] - sum(others) / len(others)
    return wins / games, shared / games, gap / games


def speed(seconds: float) -> float:
    """Complete three-player random games per second."""
    start = time.perf_counter()
    games = 0
    while time.perf_counter() - start < seconds:
        play(["random"] * 3, games, "full", "turns")
        games += 1
    return games / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per table (default 2000)")
    parser.add_argument("--quick", action="store_true", help="200 games per table")
    args = parser.parse_args()
    games = 200 if args.quick else args.games
    print(f"Sticks: one 'normal' computer against 'random' ones, {games} games per table")
    print(
        f"{'table':<44} {'normal wins':>11} {'(shared)':>9} {'fair share':>10} "
        f"{'total vs random':>16}"
    )
    for players, deck, reveal in TABLES:
        start = time.perf_counter()
        rate, shared, gap = match(players, deck, reveal, games)
        took = time.perf_counter() - start
        label = f"1 normal + {players - 1} random, {deck}, {reveal}"
        print(
            f"{label:<44} {rate:>11.1%} {shared:>9.1%} {1 / players:>10.1%} {gap:>+16.1f}"
            f"  ({took:.1f} s)"
        )
    print(f"Engine: {speed(2.0):.0f} three-player random games per second (one core)")


if __name__ == "__main__":
    main()
