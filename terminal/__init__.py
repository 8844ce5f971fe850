"""What the rules packages' command lines share (``python -m <game>_rules replay|play|arena``):
a parser whose bad option is one line, and saving a game's record after a terminal game. Each
game keeps its own commands, words and exit codes (its spec's contract); only the plumbing is
here. Like the rules packages, it imports no platform code."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import NoReturn


class OneLineParser(argparse.ArgumentParser):
    """argparse, but a bad option is one line on stderr (exit 2) rather than a usage dump."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")


def parse(parser: argparse.ArgumentParser, argv: list[str] | None) -> argparse.Namespace | int:
    """The parsed options, or the exit code when argparse stopped: 0 after ``--help``, 2 for a
    bad option (already said in one line)."""
    try:
        return parser.parse_args(argv)
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else 0 if exc.code is None else 2


def save_problem(path: Path) -> str | None:
    """Why a record could not be written to ``path``, checked before anyone plays."""
    if path.is_dir():
        return f"{path} is a directory; give a file name"
    folder = path.parent
    if not folder.exists():
        return f"the folder {folder} does not exist"
    if not folder.is_dir():
        return f"{folder} is not a folder"
    if not os.access(folder, os.W_OK | os.X_OK) or (path.exists() and not os.access(path, os.W_OK)):
        return f"cannot write {path}: permission denied"
    return None


def save_record(path: Path, record: str, what: str, package: str) -> int:
    """Write a finished (or quit) terminal game's record (its JSON text), saying where and how
    to replay it; 1 if it could not be written."""
    try:
        path.write_text(record + "\n", encoding="utf-8")
    except OSError as exc:
        print(f"Could not save the record to {path}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    print(f"\n{what} saved to {path} (python -m {package} replay {path})")
    return 0


def name_problem(name: str, computers: int, reserved: Iterable[str] = ()) -> str | None:
    """Why ``name`` (spaces already tidied) cannot sit at a terminal table whose computers are
    ``cpu1`` to ``cpu<computers>``, or whose prompt reads ``reserved`` words; None if it can."""
    if not name:
        return "--name: give a name to sit at the table; it cannot be empty"
    if name.casefold() in {f"cpu{i}" for i in range(1, computers + 1)}:
        return f"--name: {name} is a computer's name (cpu1…cpu{computers}); choose another"
    if name.casefold() in set(reserved):
        return f"--name: {name} is a word the prompt reads; choose another"
    return None


def save_option_problem(save: str | None) -> str | None:
    """Why ``--save`` cannot be written (checked before anyone plays); None if it can."""
    if save is None:
        return None
    problem = save_problem(Path(save))
    return f"--save: {problem}" if problem else None


#: The exit code of a command stopped by Ctrl-C (128 + SIGINT), the same for every game.
EXIT_INTERRUPTED = 130


def run(
    parser: argparse.ArgumentParser,
    argv: list[str] | None,
    commands: Mapping[str, Callable[[argparse.Namespace], int]],
) -> int:
    """A game's command line: parse ``argv`` and run the command it names; 0 after
    ``--help``, 2 for a bad option or no command (the help printed), ``EXIT_INTERRUPTED`` on
    Ctrl-C."""
    args = parse(parser, argv)
    if isinstance(args, int):  # --help (0) or a bad option, already said in one line (2)
        return args
    command = commands.get(getattr(args, "command", None) or "")
    if command is None:
        parser.print_help()
        return 2
    try:
        return command(args)
    except KeyboardInterrupt:
        print("Interrupted (Ctrl-C).", file=sys.stderr)
        return EXIT_INTERRUPTED
