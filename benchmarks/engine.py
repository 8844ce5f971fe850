"""Engine benchmark: complete games per second, actions per second, and the AI's strength.

Run: python benchmarks/engine.py [--quick]. Single process, so one core. Figures are printed,
never asserted. Targets: ≥1,000 four-player random games/s; the normal AI wins ≥40 % of
four-player games against three random players over ≥2,000 games (docs/BENCHMARKS.md).

It also measures, in the same run, the engine path the table service takes beside the fast
path (four players, random computers, automatic drawing, the same games):

* fast path: ``ai.choose_action`` then ``apply_in_place`` on a state the loop owns;
* service path: what ``TableService`` asks of the game per computer move, through the games
  protocol (``dobro_rules.GAME``), without storage or Discord: the mover's legal moves and
  choice (``computer_move``), the RECORD.md action for storage (``to_record``), and the
  engine's ``apply``, a new state each move (the service never changes a state in place,
  issue 32: the in-place path is the engines' own). (The service's
  driver also asks ``will_act`` when it plans a computer's move, which chooses nothing and
  draws no random number: not counted.)
* RLCard's raw four-player UNO game (``rlcard.games.uno.game.UnoGame``, a random legal action
  each step), when the ``rlcard`` package is importable; it is not a requirement of this
  project (``pip install rlcard`` to measure against it).

Contenders run in alternating slices and are timed in CPU time (``time.process_time``), so a
busy machine skews neither their figures nor the ratios.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dobro_rules import GAME
from dobro_rules.ai import choose_action
from dobro_rules.engine import GameState, Setup, apply, apply_in_place, new_state

PATH_PLAYERS = ("a", "b", "c", "d")
#: Alternating slices per contender in ``compare_paths``.
SLICES = 6


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


def fast_path(seed: int, rng: random.Random) -> int:
    """One game on the fast path; returns its actions."""
    s = new_state(Setup(players=PATH_PLAYERS, seed=seed))
    actions = 0
    while not s.over:
        apply_in_place(s, choose_action(s, s.turn, "random", rng))
        actions += 1
    return actions


def service_path(seed: int, rng: random.Random) -> int:
    """One game as ``TableService`` plays computer moves (``_fire`` then ``_apply``): the
    action for storage, then the engine's new state (``GameRules.apply``)."""
    state: GameState = new_state(Setup(players=PATH_PLAYERS, seed=seed))
    levels = dict.fromkeys(range(len(PATH_PLAYERS)), "random")
    game = GAME
    stored = []
    while not game.is_over(state):
        move = game.computer_move(state, levels, rng)  # the mover's legal moves, choice
        stored.append(game.to_record(state, move))  # what storage gets
        state, _events = game.apply(state, move)
    return len(stored)


def rlcard_path() -> tuple[object, str] | None:
    """RLCard's raw UNO game, four players, if rlcard is importable (else None)."""
    try:
        import numpy as np
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return None
    import rlcard

    game = UnoGame(num_players=4)
    game.np_random = np.random.RandomState(0)

    def play(seed: int, rng: random.Random) -> int:
        state, _ = game.init_game()
        steps = 0
        while not game.is_over() and steps < 10_000:
            legal = state["legal_actions"]
            state, _ = game.step(legal[rng.randrange(len(legal))])
            steps += 1
        return steps

    return play, getattr(rlcard, "__version__", "?")


def compare_paths(seconds: float, contenders: dict[str, object]) -> dict[str, tuple[float, float]]:
    """games/s and actions/s per contender, run in alternating slices of ``seconds``/SLICES
    and timed in this process's CPU time, so other work on the machine skews no ratio."""
    totals = {name: [0, 0, 0.0] for name in contenders}  # games, actions, CPU seconds
    rngs = {name: random.Random(1) for name in contenders}
    for _ in range(SLICES):
        for name, play in contenders.items():
            games, actions, elapsed = totals[name]
            start = time.process_time()
            while time.process_time() - start < seconds / SLICES:
                actions += play(games, rngs[name])
                games += 1
            totals[name] = [games, actions, elapsed + time.process_time() - start]
    return {name: (g / t, a / t) for name, (g, a, t) in totals.items()}


def report_paths(seconds: float) -> None:
    contenders: dict[str, object] = {"fast path": fast_path, "service path": service_path}
    rl = rlcard_path()
    if rl is not None:
        contenders[f"RLCard {rl[1]} UNO"] = rl[0]
    rates = compare_paths(seconds, contenders)
    print("engine paths, 4 players, random computers, automatic drawing (same games):")
    for name, (gps, aps) in rates.items():
        unit = "steps/s (raw game)" if name.startswith("RLCard") else "actions/s"
        print(f"  {name:<20}: {gps:8,.0f} games/s  {aps:10,.0f} {unit}")
    fast, service = rates["fast path"][1], rates["service path"][1]
    print(f"  fast path / service path: {fast / service:.2f}x in actions/s (aim: at most 2x)")
    if rl is None:
        print(
            "  RLCard comparison skipped: rlcard is not installed "
            "(pip install rlcard to enable it; it is not a requirement)"
        )
    else:
        uno = rates[f"RLCard {rl[1]} UNO"][1]
        print(
            f"  fast path / RLCard: {fast / uno:.2f}x in actions (steps) per second "
            "(aim: at least 1.5x)"
        )


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
    report_paths(seconds * 2)
    games = 400 if args.quick else 4000
    share = strength(games)
    print(f"normal vs 3 random, 4 players, {games} games: normal wins {share:.1%} (chance 25%)")


if __name__ == "__main__":
    main()
