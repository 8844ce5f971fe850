"""The hard computer's cost and strength: CPU time per move, then a short seeded win-rate run.

Run: python benchmarks/hard_ai.py [--game dobro|sticks|ten] [--games N] [--seed S] [--jobs J].
Time per move is CPU time (``time.process_time``: what one core spends on the search, whatever
else the machine runs), over every decision the hard seat makes in the games, at several table
sizes against normal players; the target is p99 under 1 s with the median well under. The
win-rate run is the game's arena (seats rotated, duplicate deals): hard against normal players
at a full table, and heads-up. Figures are printed, never asserted; docs/hard-computer.md has
the long runs. Dobro is the default game.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games import arena
from search import Budget
from search.arena import percentile
from terminal import renderer


@dataclass(frozen=True)
class Game:
    """How to time and pit one game's hard level: its budget, one arena game, a whole arena
    (the arena every game shares, ``games.arena``)."""

    name: str
    timing_seats: tuple[int, ...]
    pairings: tuple[tuple[str, ...], ...]

    @property
    def budget(self) -> Budget:
        budget = renderer(self.name).arena.budget
        assert budget is not None
        return budget

    def play(self, seats: list[str], seed: int, index: int) -> Any:
        """One arena game's result (levels, times)."""
        return arena.play_game(seats, seed, index, arena.ArenaJob(self.name))

    def run(self, seats: list[str], games: int, seed: int, jobs: int) -> dict[str, Any]:
        """The arena's JSON summary."""
        return arena.arena(arena.ArenaJob(self.name), seats, games, seed, jobs=jobs)


FULL, DUEL = ("hard", "normal", "normal", "normal"), ("hard", "normal")
GAMES = {
    "dobro": Game("dobro", (2, 4, 6), (FULL, DUEL)),
    "sticks": Game("sticks", (2, 3, 5), (("hard", "normal", "normal"), DUEL)),
    "ten": Game("ten", (2, 4, 7), (FULL, DUEL)),
}


def move_times(game: Game, seats: Sequence[str], games: int, seed: int) -> list[float]:
    """CPU seconds of every hard decision in ``games`` arena games (one process)."""
    out: list[float] = []
    for i in range(games):
        result = game.play(list(seats), seed, i)
        for s, level in enumerate(result.levels):
            if level == "hard":
                out.extend(result.times[s])
    return sorted(out)


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--game", choices=sorted(GAMES), default="dobro")
    parser.add_argument("--games", type=int, default=40, help="win-rate games per pairing")
    parser.add_argument("--timing-games", type=int, default=4, help="games per timing row")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1))
    args = parser.parse_args()
    game = GAMES[args.game]
    b = game.budget
    print(
        f"{args.game}: Python {platform.python_version()} on {platform.machine()}, "
        f"{os.cpu_count()} cores; hard budget: {b.iterations} iterations / {b.work} simulated "
        f"moves, cap {b.seconds} s"
    )
    print("CPU time per hard decision (ms), against normal players:")
    for n in game.timing_seats:
        seats = ["hard"] + ["normal"] * (n - 1)
        ts = move_times(game, seats, args.timing_games, args.seed)
        print(
            f"  {n} seats: {len(ts):4d} decisions  p50 {percentile(ts, 50) * 1000:6.1f}  "
            f"p90 {percentile(ts, 90) * 1000:6.1f}  p99 {percentile(ts, 99) * 1000:6.1f}  "
            f"max {ts[-1] * 1000:6.1f}"
        )
    for pairing in game.pairings:
        started = time.perf_counter()
        games = args.games - args.games % len(pairing) or len(pairing)
        summary = game.run(list(pairing), games, args.seed, args.jobs)
        ci = summary["win_rate_ci95"]["hard"]
        interval = f"95% CI {ci[0]:.0%}–{ci[1]:.0%}; " if ci else ""
        print(
            f"{','.join(pairing)}: hard wins {summary['win_rate']['hard']:.1%} of {games} games "
            f"({interval}equal strength {summary['equal_share']['hard']:.0%}), "
            f"mean rank hard {summary['mean_rank']['hard']:.2f} vs normal "
            f"{summary['mean_rank']['normal']:.2f}, {time.perf_counter() - started:.0f} s"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
