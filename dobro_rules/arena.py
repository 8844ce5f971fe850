"""The arena: computer levels play many seeded games against each other, seats rotated.

Games come in *duplicate* groups: the n games of a group share one deal seed (same cards, same
first starter) and rotate the levels one seat further each game, so each level plays every
seat of every deal once; luck of the deal then cancels out of the comparison. Each game is a
pure function of the arena's seed and its index, so any game can be replayed alone, in any
process, and ``--jobs`` changes nothing but the wall-clock time.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from search import Budget

from . import ai
from .engine import Action, GameState, apply_in_place, derive_seed, seat_moves
from .hard import choose_hard
from .record import action_dict, export_record, new_record, parse_action, start
from .views import standings

#: Every level the arena can seat: the table's levels and the searching ones.
ARENA_LEVELS = (*ai.LEVELS, *ai.SEARCH_LEVELS)


@dataclass(frozen=True, slots=True)
class GameResult:
    """One arena game: who sat where, who won (a share each), ranks, move times, the record."""

    index: int
    levels: tuple[str, ...]
    shares: tuple[float, ...]
    ranks: tuple[int, ...]
    #: CPU seconds each seat's level took per decision, seat by seat.
    times: tuple[tuple[float, ...], ...]
    record: dict[str, Any] = field(repr=False)


def seat_levels(seats: Sequence[str], index: int) -> tuple[str, ...]:
    """The levels of game ``index``: the ``seats`` list rotated ``index mod n`` seats on."""
    n = len(seats)
    r = index % n
    return tuple(seats[(i - r) % n] for i in range(n))


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
    winners = state.winners
    shares = tuple(1.0 / len(winners) if s in winners else 0.0 for s in range(n))
    ranks = [0] * n
    for st in standings(state):
        ranks[st.seat] = st.position
    return GameResult(
        index=index,
        levels=levels,
        shares=shares,
        ranks=tuple(ranks),
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


def _worker(job: tuple[tuple[str, ...], int, int, Budget | None]) -> GameResult:
    seats, seed, index, budget = job
    return play_game(seats, seed, index, budget)


def run(
    seats: Sequence[str],
    games: int,
    seed: int,
    *,
    jobs: int = 1,
    budget: Budget | None = None,
) -> Iterator[GameResult]:
    """Every game's result, in index order (``jobs`` processes play them)."""
    work = [(tuple(seats), seed, i, budget) for i in range(games)]
    if jobs <= 1:
        for job in work:
            yield _worker(job)
        return
    import multiprocessing

    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap(_worker, work, chunksize=1)


def percentile(sorted_values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile of already sorted values (0 for none)."""
    if not sorted_values:
        return 0.0
    rank = max(1, math.ceil(q / 100 * len(sorted_values)))
    return sorted_values[rank - 1]


def summary(seats: Sequence[str], seed: int, results: Sequence[GameResult]) -> dict[str, Any]:
    """The arena's JSON: games, wins (shared wins split), win rates with a 95 % interval over
    duplicate groups, mean rank, and per-level move times in milliseconds."""
    levels = list(dict.fromkeys(seats))
    n = len(seats)
    wins = dict.fromkeys(levels, 0.0)
    ranks: dict[str, list[int]] = {lv: [] for lv in levels}
    times: dict[str, list[float]] = {lv: [] for lv in levels}
    groups: dict[int, dict[str, float]] = {}
    for r in results:
        group = groups.setdefault(r.index // n, dict.fromkeys(levels, 0.0))
        for s, level in enumerate(r.levels):
            wins[level] += r.shares[s]
            group[level] += r.shares[s]
            ranks[level].append(r.ranks[s])
            times[level].extend(r.times[s])
    played = len(results)
    out: dict[str, Any] = {
        "games": played,
        "seats": list(seats),
        "seed": seed,
        "wins": {lv: round(wins[lv], 4) for lv in levels},
        "win_rate": {lv: round(wins[lv] / played, 4) if played else 0.0 for lv in levels},
        "equal_share": {lv: round(seats.count(lv) / n, 4) for lv in levels},
        "win_rate_ci95": {},
        "mean_rank": {
            lv: round(sum(ranks[lv]) / len(ranks[lv]), 4) if ranks[lv] else 0.0 for lv in levels
        },
        "move_ms": {},
    }
    for lv in levels:
        # Each duplicate group's win rate is one sample (games of a group share a deal).
        rates = []
        for g, group in groups.items():
            size = sum(1 for r in results if r.index // n == g)
            rates.append(group[lv] / size)
        mean = wins[lv] / played if played else 0.0
        if len(rates) > 1:
            var = sum((x - sum(rates) / len(rates)) ** 2 for x in rates) / (len(rates) - 1)
            half = 1.96 * math.sqrt(var / len(rates))
        else:
            half = math.nan
        out["win_rate_ci95"][lv] = (
            [round(max(0.0, mean - half), 4), round(min(1.0, mean + half), 4)]
            if not math.isnan(half)
            else None
        )
        ts = sorted(times[lv])
        out["move_ms"][lv] = {
            "moves": len(ts),
            "p50": round(percentile(ts, 50) * 1000, 2),
            "p99": round(percentile(ts, 99) * 1000, 2),
            "max": round((ts[-1] if ts else 0.0) * 1000, 2),
        }
    return out


def progress_line(result: GameResult, done: int, total: int, wins: dict[str, float]) -> str:
    """One stderr line per game: its winners and the running win counts."""
    names = [f"{lv}-{s}" for s, lv in enumerate(result.levels)]
    won = [names[s] for s, share in enumerate(result.shares) if share]
    tally = ", ".join(f"{lv} {w:g}" for lv, w in wins.items())
    return f"game {done}/{total}: won by {' and '.join(won)} · wins so far: {tally}"


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
    results = []
    for done, r in enumerate(run(seats, games, seed, jobs=jobs, budget=budget), start=1):
        results.append(r)
        if on_result is not None:
            on_result(r, done)
    return summary(seats, seed, results)
