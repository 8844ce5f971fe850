"""The ``arena`` command every game's CLI shares (``python -m <game>_rules arena``): its options
and their checks, each game's record written as it ends, progress on stderr, the JSON summary
last on stdout. A game's CLI adds its own options (Sticks' deck) and says how to run its arena
(``play``); the exit codes are the same for every game: 0 done, 1 a record could not be
written, 2 a bad option."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import Budget
from .arena import GameResult, progress_line

#: ``play(seats, budget, on_result)``: the game's arena over ``seats`` (``budget``: the hard
#: level's, None for its own), calling ``on_result(result, done)`` as each game ends; returns
#: the JSON summary.
Play = Callable[[list[str], Budget | None, Callable[[GameResult, int], None]], dict[str, Any]]


@dataclass(frozen=True, slots=True)
class ArenaGame:
    """What the command needs to know of a game."""

    #: The game's name as its players know it ("Sticks").
    name: str
    min_players: int
    max_players: int
    #: The levels a seat may have, and the hard level's own budget.
    levels: Sequence[str]
    budget: Budget
    #: What the search's work budget counts ("moves", "plays", "actions").
    work_unit: str = "moves"
    #: A ``--seats`` example.
    example: str = "hard,normal,normal,normal"


def add_parser(sub: Any, game: ArenaGame) -> argparse.ArgumentParser:
    """The ``arena`` subcommand with the options every game has; the caller adds its own."""
    ar: argparse.ArgumentParser = sub.add_parser(
        "arena",
        help="computer levels play seeded games against each other, seats rotated",
        description="Computer levels play N seeded games, in duplicate groups: each group of "
        "as many games as seats deals the same cards and rotates the levels one seat on, so "
        "every level plays every seat of every deal. Progress goes to stderr; one JSON object "
        "(games, wins, win_rate, win_rate_ci95, mean_rank, move_ms: CPU time per move) is "
        "printed last on stdout. "
        "Exit 0: done; 1: a record could not be written; 2: bad option.",
    )
    ar.add_argument(
        "--seats",
        required=True,
        help=f"the levels, one per seat, comma-separated ({game.min_players}-{game.max_players}"
        f" of: {', '.join(game.levels)}), e.g. {game.example}",
    )
    ar.add_argument("--games", type=int, required=True, help="how many games to play")
    ar.add_argument("--seed", type=int, default=0, help="the arena's seed (default 0)")
    ar.add_argument("--records", help="a folder to write every game's record into")
    ar.add_argument(
        "--jobs", type=int, default=1, help="processes playing games at once (default 1)"
    )
    ar.add_argument(
        "--iterations",
        type=int,
        help="hard's search budget in iterations (default: the level's own budget)",
    )
    ar.add_argument(
        "--work",
        type=int,
        help=f"hard's search budget in simulated {game.work_unit} (default: the level's own)",
    )
    return ar


def check(args: argparse.Namespace, game: ArenaGame) -> tuple[list[str], str | None]:
    """The seat levels, and one line naming the first bad option (or None)."""
    seats = [s.strip() for s in args.seats.split(",")]
    unknown = [s for s in seats if s not in game.levels]
    if unknown:
        return seats, f"--seats: unknown level {unknown[0]!r}; choose from {', '.join(game.levels)}"
    if not game.min_players <= len(seats) <= game.max_players:
        return seats, (
            f"--seats: {game.name} is played by {game.min_players} to {game.max_players}"
            f" players, not {len(seats)}"
        )
    if args.games < 1:
        return seats, f"--games: play at least one game, not {args.games}"
    if args.jobs < 1:
        return seats, f"--jobs: at least one process, not {args.jobs}"
    if not 0 <= args.seed < 2**63:
        return seats, f"--seed: an integer from 0 to 2^63 - 1, not {args.seed}"
    for option in ("iterations", "work"):
        value = getattr(args, option)
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
    args: argparse.Namespace, game: ArenaGame, play: Play, dumps: Callable[[Any], str]
) -> int:
    """Seeded games between computer levels; progress on stderr, the JSON summary on stdout
    (``dumps``: the game's record writer)."""
    seats, problem = check(args, game)
    if problem:
        print(" ".join(problem.split()), file=sys.stderr)
        return 2
    budget = None
    if args.iterations is not None or args.work is not None:
        default = game.budget
        budget = Budget(
            iterations=args.iterations if args.iterations is not None else default.iterations,
            work=args.work if args.work is not None else default.work,
            seconds=default.seconds,
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
                path.write_text(dumps(result.record) + "\n", encoding="utf-8")
            except OSError as exc:
                failed.append(f"Could not write {path}: {exc.strerror or exc}")

    summary = play(seats, budget, on_result)
    if failed:
        print(failed[0], file=sys.stderr)
        return 1
    print(json.dumps(summary, ensure_ascii=False))
    return 0
