"""The arena: computer levels play many seeded games of Ten against each other, seats rotated
in duplicate groups (``search.arena`` holds the game-agnostic part: rotation, seeds, the pool,
the JSON summary).

Each game is a pure function of the arena's seed, its index and hard's budget, so any game
can be replayed alone, in any process, and ``--jobs`` changes nothing but the wall-clock time.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from search import Budget
from search.arena import GameResult, ai_seed, deal_seed, outcome, progress_line, seat_levels
from search.arena import arena as run_arena

from . import ai
from .engine import apply_in_place
from .hard import choose_hard
from .record import action_dict, export_record, new_record, start
from .views import standings

#: Every level the arena can seat: the table's levels and the searching ones.
ARENA_LEVELS = (*ai.LEVELS, *ai.SEARCH_LEVELS)
GAME = "ten"


def play_game(
    seats: Sequence[str], seed: int, index: int, budget: Budget | None = None
) -> GameResult:
    """Play game ``index`` of an arena of seed ``seed``; ``budget`` overrides hard's own."""
    levels = seat_levels(seats, index)
    n = len(levels)
    names = [f"{level}-{i}" for i, level in enumerate(levels)]
    state = start(new_record(names, deal_seed(GAME, seed, index, n)))
    rngs = [random.Random(ai_seed(GAME, seed, index, i)) for i in range(n)]
    times: list[list[float]] = [[] for _ in range(n)]
    actions: list[dict[str, Any]] = []
    # CPU time of this process: what a move costs on one core, whatever else the machine runs.
    clock = time.process_time
    while not state.over:
        seat = state.waiting
        started = clock()
        if levels[seat] == "hard" and budget is not None:
            action = choose_hard(state, seat, rngs[seat], budget)
        else:
            action = ai.choose_action(state, seat, levels[seat], rngs[seat])
        times[seat].append(clock() - started)
        actions.append(action_dict(state.setup.players, action))
        apply_in_place(state, action)
    shares, ranks = outcome(state.n, state.winners, standings(state))
    return GameResult(
        index=index,
        levels=levels,
        shares=shares,
        ranks=ranks,
        times=tuple(tuple(t) for t in times),
        record=export_record(state, actions),
    )


def arena(
    seats: Sequence[str],
    games: int,
    seed: int,
    *,
    budget: Budget | None = None,
    jobs: int = 1,
    on_result: Callable[[GameResult, int], None] | None = None,
) -> dict[str, Any]:
    """Play the arena, calling ``on_result(result, done)`` after each game; its summary."""
    return run_arena(play_game, seats, games, seed, budget, jobs=jobs, on_result=on_result)


__all__ = ["ARENA_LEVELS", "GameResult", "arena", "play_game", "progress_line"]
