"""Dobble benchmark: computers of each level against each other, and the engine's speed.

Run: python benchmarks/dobble_ai.py [--quick] [--matches N]. Single process, one core;
figures are printed, never asserted, and timed in CPU time (``time.process_time``), so a busy
machine does not skew them.

* Levels: N seeded matches (wins scoring, five random mini-games) at three seats, one
  computer of each level, seats rotated; then N two-seat matches, quick against relaxed. A
  computer's claim comes after its reaction time (``ai.reaction_ms``); the quickest claims.
  Printed: match wins (a shared win counts for each winner), mini-game wins, and the share
  of accepted claims each level made.
* Engine: claims resolved per second by ``apply_in_place`` when replaying stored matches
  (the table's path: ``load``), with random wrong, stale and locked claims mixed in; and the
  whole computer loop (``computer_move`` then ``apply_in_place``).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dobble_rules import GAME, DobbleOptions, ai
from dobble_rules.cards import CARDS
from dobble_rules.engine import Claim, Match, Pick, apply_in_place, button_card, earliest_t
from dobble_rules.record import action_dict, load_setup, parse_action


def play(levels: list[str], seed: int) -> tuple[Match, list[Any]]:
    """One computer match, wins scoring, five random mini-games: (final state, moves)."""
    names = [f"p{i}" for i in range(len(levels))]
    setup = GAME.new_setup(names, DobbleOptions(length=5), seed)
    m = GAME.load(setup, [])
    rng = random.Random(seed)
    by_seat = dict(enumerate(levels))
    moves: list[Any] = []
    while not m.over:
        move = ai.computer_move(m, by_seat, rng)
        assert move is not None
        apply_in_place(m, move)
        moves.append(move)
    return m, moves


def levels_table(matches: int, lineup: list[str], title: str) -> None:
    seats = len(lineup)
    match_wins: Counter[str] = Counter()
    game_wins: Counter[str] = Counter()
    claims: Counter[str] = Counter()
    for k in range(matches):
        levels = lineup[k % seats :] + lineup[: k % seats]  # rotate seats
        m, moves = play(levels, seed=1000 + k)
        for s in m.winners:
            match_wins[levels[s]] += 1
        for r in m.results:
            game_wins[levels[r.winner]] += 1
        outcomes = iter(m.outcomes)
        for move in moves:
            if isinstance(move, Claim) and next(outcomes) == "ok":
                claims[levels[move.seat]] += 1
    total_games = sum(game_wins.values())
    total_claims = sum(claims.values())
    print(f"\n{title} ({matches} matches, 5 mini-games each, seats rotated)")
    print(f"  {'level':<8} {'mean ms':>8} {'matches won':>13} {'mini-games won':>16} {'claims':>8}")
    for level in lineup:
        print(
            f"  {level:<8} {ai.MEAN_MS[level]:>8} "
            f"{match_wins[level]:>6} {100 * match_wins[level] / matches:5.1f} % "
            f"{game_wins[level]:>8} {100 * game_wins[level] / total_games:5.1f} % "
            f"{100 * claims[level] / total_claims:6.1f} %"
        )


def noisy_actions(seed: int, n: int = 4) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A stored match with people's noise: wrong, late and locked claims among right ones."""
    names = [f"p{i}" for i in range(n)]
    setup = GAME.new_setup(names, DobbleOptions(length=5), seed)
    m = GAME.load(setup, [])
    rng = random.Random(seed)
    actions: list[dict[str, Any]] = []
    while not m.over:
        seat = rng.choice(m.duel.seats) if m.duel is not None else rng.randrange(n)
        if m.picker >= 0:  # pragma: no cover - wins scoring picks nothing
            move: Claim | Pick = Pick(m.picker, "tower")
        else:
            right = ai.claim_for(m, seat)
            t = earliest_t(m, seat) + rng.choice([0, 200, 900, 2500])
            v = m.count if rng.random() < 0.9 else max(0, m.count - 1)
            if right is not None and rng.random() < 0.7:
                move = Claim(seat, t, v, right[0], right[1], m.mode == 3 and m.duel is None)
            else:
                card = button_card(m, seat)
                symbol = rng.choice(CARDS[card]) if card >= 0 else 0
                move = Claim(seat, t, v, symbol)
        apply_in_place(m, move)
        actions.append(action_dict(m.players, move))
    return setup, actions


def engine_speed(seconds: float) -> None:
    stored = [noisy_actions(seed) for seed in range(20)]
    parsed = []
    for setup, actions in stored:
        s = load_setup(setup)
        parsed.append((setup, [parse_action(s.players, a) for a in actions]))
    start = time.process_time()
    claims = 0
    while time.process_time() - start < seconds:
        for setup, moves in parsed:
            m = GAME.load(setup, [])
            for move in moves:
                apply_in_place(m, move)
            claims += len(moves)
    elapsed = time.process_time() - start
    print(f"\nEngine: {claims / elapsed:,.0f} claims/s resolved by apply_in_place")
    print("  (stored four-seat matches, ~30 % wrong, stale or locked claims mixed in)")
    start = time.process_time()
    loops = moves_done = 0
    while time.process_time() - start < seconds:
        _, moves = play(["relaxed", "normal", "quick", "normal"], seed=loops)
        moves_done += len(moves)
        loops += 1
    elapsed = time.process_time() - start
    print(
        f"  computer loop (computer_move + apply_in_place): {moves_done / elapsed:,.0f} "
        f"claims/s, {loops / elapsed:.1f} five-game matches/s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a short run")
    parser.add_argument("--matches", type=int, help="matches per table (default 300)")
    args = parser.parse_args()
    matches = args.matches or (60 if args.quick else 300)
    levels_table(matches, ["relaxed", "normal", "quick"], "Three seats, one of each level")
    levels_table(matches, ["quick", "relaxed"], "Two seats, quick against relaxed")
    engine_speed(1.0 if args.quick else 4.0)


if __name__ == "__main__":
    main()
