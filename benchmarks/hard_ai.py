"""The hard computer's cost and strength: CPU time per move, then a short seeded win-rate run.

Run: python benchmarks/hard_ai.py [--games N] [--seed S] [--jobs J]. Time per move is CPU time
(``time.process_time``: what one core spends on the search, whatever else the machine runs),
over every decision the hard seat makes in the games, at 2, 4 and 6 seats against normal
players; the target is p99 under 1 s with the median well under. The win-rate run is the
arena's (seats rotated, duplicate deals): hard against three normal players, and heads-up.
Figures are printed, never asserted; docs/hard-computer.md has the long runs.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dobro_rules import arena, hard


def move_times(seats: list[str], games: int, seed: int) -> list[float]:
    """CPU seconds of every hard decision in ``games`` arena games (one process)."""
    out: list[float] = []
    for i in range(games):
        result = arena.play_game(seats, seed, i)
        for s, level in enumerate(result.levels):
            if level == "hard":
                out.extend(result.times[s])
    return sorted(out)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="win-rate games per pairing")
    parser.add_argument("--timing-games", type=int, default=4, help="games per timing row")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1))
    args = parser.parse_args()
    b = hard.DEFAULT_BUDGET
    print(
        f"Python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores; "
        f"hard budget: {b.iterations} iterations / {b.work} simulated moves, cap {b.seconds} s"
    )
    print("CPU time per hard decision (ms), against normal players:")
    for n in (2, 4, 6):
        seats = ["hard"] + ["normal"] * (n - 1)
        ts = move_times(seats, args.timing_games, args.seed)
        p = arena.percentile
        print(
            f"  {n} seats: {len(ts):4d} decisions  p50 {p(ts, 50) * 1000:6.1f}  "
            f"p90 {p(ts, 90) * 1000:6.1f}  p99 {p(ts, 99) * 1000:6.1f}  max {ts[-1] * 1000:6.1f}"
        )
    for seats in (["hard", "normal", "normal", "normal"], ["hard", "normal"]):
        started = time.perf_counter()
        games = args.games - args.games % len(seats) or len(seats)
        summary = arena.arena(seats, games, args.seed, jobs=args.jobs)
        lo, hi = summary["win_rate_ci95"]["hard"]
        print(
            f"{','.join(seats)}: hard wins {summary['win_rate']['hard']:.1%} of {games} games "
            f"(95% CI {lo:.0%}–{hi:.0%}; equal strength {summary['equal_share']['hard']:.0%}), "
            f"mean rank hard {summary['mean_rank']['hard']:.2f} vs normal "
            f"{summary['mean_rank']['normal']:.2f}, {time.perf_counter() - started:.0f} s"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
