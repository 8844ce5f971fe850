"""The arena, for every game: computer levels play seeded games against each other, seats
rotated in duplicate groups (``search.arena``: rotation, seeds, the pool, the JSON summary),
and the ``arena`` command of ``games.cli``.

A game plays here through its rules alone (``games.GameRules``: ``new_setup``, ``waits``,
``computer_move``, ``apply_in_place``, ``standings``, ``export``), so every game of the
catalogue has an arena, races included: whenever the rules wait on seats, the first of them
(chores first) moves with its own generator; in a race, where nobody is waited on, the
quickest computer claims. Each game is a pure function of the arena's seed, its index and the
job (game, options, budget), so any game can be replayed alone, in any process, and ``--jobs``
changes nothing but the wall-clock time. The terminal renderer (``terminal.<game>``) adds what
the rules do not say: the searching level's budget and how to play it with another one.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from search import Budget
from search.arena import (
    GameResult,
    ai_seed,
    deal_seed,
    derive_seed,
    outcome,
    progress_line,
    seat_levels,
)
from search.arena import arena as run_arena
from terminal import renderer

from .base import CHORE, options_of
from .catalogue import rules


@dataclass(frozen=True, slots=True)
class ArenaJob:
    """What every game of one arena shares: the game, its table options (as the options
    model takes them), and a budget overriding the searching level's own (None: its own)."""

    game: str
    options: Mapping[str, Any] = field(default_factory=dict)
    budget: Budget | None = None


def levels_of(game: str) -> tuple[str, ...]:
    """Every level an arena of ``game`` may seat: the table's and the searching ones."""
    found = rules(game)
    return (*found.levels, *found.search_levels)


def play_game(seats: Sequence[str], seed: int, index: int, job: ArenaJob) -> GameResult:
    """Play game ``index`` of an arena of seed ``seed``."""
    game = rules(job.game)
    spec = renderer(job.game).arena
    levels = seat_levels(seats, index)
    n = len(levels)
    names = [f"{level}-{i}" for i, level in enumerate(levels)]
    deals = spec.deal_seed or (lambda seed, index, n: deal_seed(game.name, seed, index, n))
    seeds = spec.ai_seed or (lambda seed, index, seat: ai_seed(game.name, seed, index, seat))
    setup = game.new_setup(names, options_of(game, job.options), deals(seed, index, n))
    state = game.load(setup, [])
    # One generator per seat: one level's draws never shift another's.
    rngs = [random.Random(seeds(seed, index, i)) for i in range(n)]
    race = random.Random(derive_seed(game.name, seed, f"race/{index}"))
    every = dict(enumerate(levels))
    times: list[list[float]] = [[] for _ in range(n)]
    actions: list[dict[str, Any]] = []
    # CPU time of this process: what a move costs on one core, whatever else the machine runs.
    clock = time.process_time
    while not game.is_over(state):
        started = clock()
        waits = sorted(game.waits(state), key=lambda w: w[1] != CHORE)
        if waits:
            seat = waits[0][0]
            level = levels[seat]
            if job.budget is not None and level in game.search_levels and spec.hard is not None:
                move = spec.hard(state, seat, rngs[seat], job.budget)
            else:
                move = game.computer_move(state, {seat: level}, rngs[seat])
        else:  # a race: nobody is waited on, the quickest computer claims
            move = game.computer_move(state, every, race)
        if move is None:
            raise RuntimeError(f"{game.name}: the arena's game {index} stalled")
        seat = game.seat_of(state, move)
        times[seat].append(clock() - started)
        actions.append(game.to_record(state, move))
        game.apply_in_place(state, move)
    table = game.standings(state)
    shares, ranks = outcome(n, {st.seat for st in table if st.winner}, table)
    return GameResult(
        index=index,
        levels=levels,
        shares=shares,
        ranks=ranks,
        times=tuple(tuple(t) for t in times),
        record=game.export(state, setup, actions),
    )


def arena(
    job: ArenaJob,
    seats: Sequence[str],
    games: int,
    seed: int,
    *,
    jobs: int = 1,
    on_result: Callable[[GameResult, int], None] | None = None,
) -> dict[str, Any]:
    """Play the arena, calling ``on_result(result, done)`` after each game; its JSON summary,
    with the options played."""
    out = run_arena(play_game, seats, games, seed, job, jobs=jobs, on_result=on_result)
    played = options_of(rules(job.game), job.options).model_dump(mode="json")
    out.update({k: v for k, v in played.items() if k not in out})
    return out


# --------------------------------------------------------------------------------------------
# The command


def add_parser(sub: Any, game: str, example: str, work_unit: str) -> argparse.ArgumentParser:
    """The ``arena`` subcommand (the caller adds the game's options)."""
    found = rules(game)
    ar: argparse.ArgumentParser = sub.add_parser(
        "arena",
        help="computer levels play seeded games against each other, seats rotated",
        description="Computer levels play N seeded games, in duplicate groups: each group of "
        "as many games as seats deals the same cards and rotates the levels one seat on, so "
        "every level plays every seat of every deal. Progress goes to stderr; one JSON object "
        "(games, wins, win_rate, win_rate_ci95: a 95 % Wilson interval, mean_rank, move_ms: "
        "CPU time per move) is printed last on stdout. "
        "Exit 0: done; 1: a record could not be written; 2: bad option.",
    )
    ar.add_argument(
        "--seats",
        required=True,
        help=f"the levels, one per seat, comma-separated ({found.min_seats}-{found.max_seats}"
        f" of: {', '.join(levels_of(game))}), e.g. {example}",
    )
    ar.add_argument("--games", type=int, required=True, help="how many games to play")
    ar.add_argument("--seed", type=int, default=0, help="the arena's seed (default 0)")
    ar.add_argument("--records", help="a folder to write every game's record into")
    ar.add_argument(
        "--jobs", type=int, default=1, help="processes playing games at once (default 1)"
    )
    if found.search_levels:
        ar.add_argument(
            "--iterations",
            type=int,
            help="the searching level's budget in iterations (default: its own)",
        )
        ar.add_argument(
            "--work",
            type=int,
            help=f"the searching level's budget in simulated {work_unit} (default: its own)",
        )
    return ar


def check(args: argparse.Namespace, game: str) -> tuple[list[str], str | None]:
    """The seat levels, and one line naming the first bad option (or None)."""
    found = rules(game)
    known = levels_of(game)
    seats = [s.strip() for s in args.seats.split(",")]
    unknown = [s for s in seats if s not in known]
    title = renderer(game).title()
    if unknown:
        return seats, f"--seats: unknown level {unknown[0]!r}; choose from {', '.join(known)}"
    if not found.min_seats <= len(seats) <= found.max_seats:
        return seats, (
            f"--seats: {title} is played by {found.min_seats} to {found.max_seats}"
            f" players, not {len(seats)}"
        )
    if args.games < 1:
        return seats, f"--games: play at least one game, not {args.games}"
    if args.jobs < 1:
        return seats, f"--jobs: at least one process, not {args.jobs}"
    if not 0 <= args.seed < 2**63:
        return seats, f"--seed: an integer from 0 to 2^63 - 1, not {args.seed}"
    for option in ("iterations", "work"):
        value = getattr(args, option, None)
        if value is not None and value < 1:
            return seats, f"--{option}: a positive number, not {value}"
    if args.records is not None:
        folder = Path(args.records)
        if folder.exists() and not folder.is_dir():
            return seats, f"--records: {folder} is not a folder"
        if not folder.exists() and not folder.parent.is_dir():
            return seats, f"--records: the folder {folder.parent} does not exist"
    return seats, None


def command(
    args: argparse.Namespace, game: str, options: Mapping[str, Any], budget: Budget | None
) -> int:
    """Seeded games between computer levels; progress on stderr, the JSON summary last on
    stdout; every record in ``--records``. ``budget``: the searching level's own."""
    seats, problem = check(args, game)
    if problem:
        print(" ".join(problem.split()), file=sys.stderr)
        return 2
    override = None
    iterations, work = getattr(args, "iterations", None), getattr(args, "work", None)
    if budget is not None and (iterations is not None or work is not None):
        override = Budget(
            iterations=iterations if iterations is not None else budget.iterations,
            work=work if work is not None else budget.work,
            seconds=budget.seconds,
        )
    folder = Path(args.records) if args.records is not None else None
    try:
        if folder is not None:
            folder.mkdir(exist_ok=True)
    except OSError as exc:
        print(f"--records: cannot create {folder}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    wins = dict.fromkeys(dict.fromkeys(seats), 0.0)
    failed: list[str] = []

    def on_result(result: GameResult, done: int) -> None:
        for s, level in enumerate(result.levels):
            wins[level] += result.shares[s]
        print(progress_line(result, done, args.games, wins), file=sys.stderr)
        if folder is not None and not failed:
            path = folder / f"game-{result.index + 1:04d}.json"
            try:
                text = json.dumps(result.record, ensure_ascii=False, indent=2)
                path.write_text(text + "\n", encoding="utf-8")
            except OSError as exc:
                failed.append(f"Could not write {path}: {exc.strerror or exc}")

    job = ArenaJob(game, dict(options), override)
    summary = arena(job, seats, args.games, args.seed, jobs=args.jobs, on_result=on_result)
    if failed:
        print(failed[0], file=sys.stderr)
        return 1
    print(json.dumps(summary, ensure_ascii=False))
    return 0
