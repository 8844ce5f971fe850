"""Ten's computer players: one ``normal`` against ``random`` opponents, seats rotated.

Run: python benchmarks/ten_ai.py [--games N] [--seed S]. Plays N seeded games at 2, 4 and 7
seats; the normal player sits at seat ``game % seats`` (so every seat, F of round 1 included,
is played equally often). Prints the normal player's win rate (a shared victory counts as a
fraction: 1/k for k winners), what chance alone would give (1/seats), its mean score and the
random players' (R30: penalty points − 2 × chips, lower is better), and games per second.
Figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ten_rules.ai import choose_action
from ten_rules.engine import Setup, TenState, apply_in_place, new_state, seeded_deal


def play(seats: int, seed: int, levels: list[str]) -> TenState:
    players = tuple(f"p{i}" for i in range(seats))
    state = new_state(Setup(players, seed, seeded_deal(seats, seed)))
    rng = random.Random(seed)
    while not state.over:
        seat = state.waiting
        apply_in_place(state, choose_action(state, seat, levels[seat], rng))
    return state


def measure(seats: int, games: int, base_seed: int) -> dict[str, float]:
    wins = 0.0
    normal_scores: list[int] = []
    random_scores: list[int] = []
    start = time.process_time()
    for g in range(games):
        me = g % seats
        levels = ["random"] * seats
        levels[me] = "normal"
        state = play(seats, base_seed + g, levels)
        assert state.scores is not None
        if me in state.winners:
            wins += 1 / len(state.winners)
        for seat, (_, _, score) in enumerate(state.scores):
            (normal_scores if seat == me else random_scores).append(score)
    elapsed = time.process_time() - start
    return {
        "win_rate": wins / games,
        "chance": 1 / seats,
        "normal_score": sum(normal_scores) / len(normal_scores),
        "random_score": sum(random_scores) / len(random_scores),
        "games_per_s": games / elapsed if elapsed else float("inf"),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games per seat count")
    parser.add_argument("--seed", type=int, default=0, help="first game's seed")
    args = parser.parse_args(argv)
    print(f"Ten: 1 normal vs random, {args.games} games per table size, seats rotated")
    print(
        f"{'seats':>5} {'normal wins':>12} {'chance':>7} {'normal score':>13} "
        f"{'random score':>13} {'games/s':>8}"
    )
    for seats in (2, 4, 7):
        r = measure(seats, args.games, args.seed)
        print(
            f"{seats:>5} {r['win_rate']:>11.1%} {r['chance']:>7.1%} {r['normal_score']:>13.1f} "
            f"{r['random_score']:>13.1f} {r['games_per_s']:>8.0f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
