"""Engine benchmark: complete games per second, actions per second, and the AI's strength.

Run: python benchmarks/engine.py [--quick]. Single process, so one core. Figures are printed,
never asserted: targets are in the README (≥1,000 four-player random games/s; the normal AI
wins ≥40 % of four-player games against three random players over ≥2,000 games).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dobro_rules.ai import choose_action
from dobro_rules.engine import Setup, apply, apply_in_place, new_state


def play(players: int, seed: int, levels: list[str], draw: str = "auto") -> tuple[object, int]:
    """One complete game with the hot path (in-place apply); returns (state, actions)."""
    s = new_state(Setup(players=tuple(f"p{i}" for i in range(players)), seed=seed, draw=draw))
    rng = random.Random(seed)
    actions = 0
    while not s.over:
        apply_in_place(s, choose_action(s, s.turn, levels[s.turn], rng))
        actions += 1
    return s, actions


def games_per_second(players: int, level: str, seconds: float) -> tuple[float, float]:
    levels = [level] * players
    start = time.perf_counter()
    games = actions = 0
    while time.perf_counter() - start < seconds:
        _, n = play(players, games, levels)
        games += 1
        actions += n
    elapsed = time.perf_counter() - start
    return games / elapsed, actions / games


def actions_per_second(seconds: float) -> tuple[float, float]:
    """Legal moves + a random choice + apply: in place (hot path), and the pure copying apply."""
    rng = random.Random(1)
    results = []
    for step in (apply_in_place, apply):
        count = seed = 0
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            s = new_state(Setup(players=("a", "b", "c", "d"), seed=seed))
            seed += 1
            while not s.over:
                action = choose_action(s, s.turn, "random", rng)  # calls seat_moves
                if step is apply:
                    s, _ = apply(s, action)
                else:
                    apply_in_place(s, action)
                count += 1
        results.append(count / (time.perf_counter() - start))
    return results[0], results[1]


def strength(games: int) -> float:
    """Share of 4-player games the normal AI wins against three random players (shared = split)."""
    won = 0.0
    for i in range(games):
        seat = i % 4
        levels = ["random"] * 4
        levels[seat] = "normal"
        s, _ = play(4, 1_000_000 + i, levels)
        if seat in s.winners:
            won += 1 / len(s.winners)
    return won / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="short runs (CI smoke)")
    args = parser.parse_args()
    seconds = 0.5 if args.quick else 3.0
    print(f"Python {sys.version.split()[0]}, one process (one core), {seconds:.1f} s per figure")
    print("complete games per second (automatic drawing):")
    for level in ("random", "normal"):
        for players in (2, 4, 6):
            gps, apg = games_per_second(players, level, seconds)
            print(f"  {players} players, {level:<6}: {gps:8.0f} games/s  ({apg:.0f} actions/game)")
    hot, pure = actions_per_second(seconds)
    print(f"actions per second (legal moves + apply): {hot:,.0f} in place, {pure:,.0f} pure copy")
    games = 400 if args.quick else 4000
    share = strength(games)
    print(f"normal vs 3 random, 4 players, {games} games: normal wins {share:.1%} (chance 25%)")


if __name__ == "__main__":
    main()
