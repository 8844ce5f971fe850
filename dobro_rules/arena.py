"""The arena: computer levels play many seeded games against each other, seats rotated.

Games come in *duplicate* groups: the n games of a group share one deal seed (same cards, same
first starter) and rotate the levels one seat further each game, so each level plays every
seat of every deal once; luck of the deal then cancels out of the comparison. Each game is a
pure function of the arena's seed and its index, so any game can be replayed alone, in any
process, and ``--jobs`` changes nothing but the wall-clock time. The rotation, the processes
and the summary are the search core's (``search.arena``, shared with Sticks and Ten); Dobro
keeps its own seeds (``deal_seed``), so its arenas replay as they always did.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from search import Budget
from search.arena import GameResult, outcome, percentile, progress_line, seat_levels, summary
from search.arena import arena as run_arena
from search.arena import run as run_games

from . import ai
from .engine import Action, GameState, apply_in_place, derive_seed, seat_moves
from .hard import choose_hard
from .record import action_dict, export_record, new_record, parse_action, start
from .views import standings

#: Every level the arena can seat: the table's levels and the searching ones.
ARENA_LEVELS = (*ai.LEVELS, *ai.SEARCH_LEVELS)


def deal_seed(seed: int, index: int, n: int) -> int:
    """The deal seed of game ``index``: one per duplicate group of ``n`` games (48 bits, so
    every JSON reader keeps it exact)."""
    return derive_seed(seed, f"arena/deal/{index // n}") & (2**48 - 1)


def play_game(
    seats: Sequence[str], seed: int, index: int, budget: Budget | None = None
) -> GameResult:
    """Play game ``index`` of an arena of seed ``seed``; ``budget`` overrides hard's own."""
    levels = seat_levels(seats, index)
    n = len(levels)
    names = [f"{level}-{i}" for i, level in enumerate(levels)]
    state = start(new_record(names, seed=deal_seed(seed, index, n)))
    # One generator per seat: one level's draws never shift another's.
    rngs = [random.Random(derive_seed(seed, f"arena/ai/{index}/{i}")) for i in range(n)]
    times: list[list[float]] = [[] for _ in range(n)]
    actions: list[dict[str, Any]] = []
    # CPU time of this process: what a move costs on one core, whatever else the machine runs.
    clock = time.process_time
    while not state.over:
        seat = state.turn
        started = clock()
        action = _choose(state, seat, levels[seat], rngs[seat], budget)
        times[seat].append(clock() - started)
        actions.append(action_dict(state.setup.players, action))
        apply_in_place(state, action)
    shares, ranks = outcome(n, state.winners, standings(state))
    return GameResult(
        index=index,
        levels=levels,
        shares=shares,
        ranks=ranks,
        times=tuple(tuple(t) for t in times),
        record=export_record(state, actions),
    )


def _choose(
    state: GameState, seat: int, level: str, rng: random.Random, budget: Budget | None
) -> Action:
    if level == "hard" and budget is not None:
        move, value = choose_hard(state, seat, seat_moves(state, seat), rng, budget)
        return parse_action(state.setup.players, move.action(state.setup.players[seat], value))
    return ai.choose_action(state, seat, level, rng)


def run(
    seats: Sequence[str],
    games: int,
    seed: int,
    *,
    jobs: int = 1,
    budget: Budget | None = None,
) -> Iterator[GameResult]:
    """Every game's result, in index order (``jobs`` processes play them)."""
    return run_games(play_game, seats, games, seed, budget, jobs=jobs)


def arena(
    seats: Sequence[str],
    games: int,
    seed: int,
    *,
    jobs: int = 1,
    budget: Budget | None = None,
    on_result: Callable[[GameResult, int], None] | None = None,
) -> dict[str, Any]:
    """Play the arena, calling ``on_result(result, done)`` after each game; its summary."""
    return run_arena(play_game, seats, games, seed, budget, jobs=jobs, on_result=on_result)


__all__ = [
    "ARENA_LEVELS",
    "GameResult",
    "arena",
    "deal_seed",
    "percentile",
    "play_game",
    "progress_line",
    "run",
    "seat_levels",
    "summary",
]
