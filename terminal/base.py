"""What a game looks like in a terminal (``TerminalGame``), and the plumbing every game's
command line shares: a parser whose bad option is one line, the checks of ``--name`` and
``--save``, saving a record, reading a record file.

``terminal/<game>.py`` exposes ``TERMINAL``, a ``TerminalGame``: how a record file is read and
printed (``replay``), how the table is shown, events told and a move read at the prompt
(``play``), and what the arena needs beyond the rules (a searching level's budget). The command
line itself, the same for every game, is ``games.cli``; the game's rules are
``games.rules(game)``. Like the Discord renderers (``cogs/games/``), a terminal renderer draws
and reads, and decides nothing: every move it returns is one of the rules' legal actions.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import typing
from collections.abc import Callable, Container, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar, Generic, NoReturn, TypeVar

from pydantic import BaseModel

from games.base import options_of
from games.catalogue import rules
from games.protocol import GameRules
from locales import text
from search import Budget

S = TypeVar("S")
M = TypeVar("M")

#: The exit code of a command stopped by Ctrl-C (128 + SIGINT), the same for every game.
EXIT_INTERRUPTED = 130
#: The exit code of a terminal game whose input ended (EOF) before the game did.
EXIT_EOF = 1

#: What a person may type at any prompt of any game.
HELP_WORDS = frozenset({"help", "?"})
QUIT_WORDS = frozenset({"quit", "exit"})
HINT_WORDS = frozenset({"hint"})
#: Words a name cannot be: the prompt reads them (``--name``).
PROMPT_WORDS = ("help", "quit", "exit", "hint")


class Quit(Exception):
    """The person typed quit."""


# --------------------------------------------------------------------------------------------
# The plumbing


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


def save_record(path: Path, record: str, what: str, command: str) -> int:
    """Write a finished (or quit) terminal game's record (its JSON text), saying where and how
    to replay it (``command``: ``python -m x_rules``); 1 if it could not be written."""
    try:
        path.write_text(record + "\n", encoding="utf-8")
    except OSError as exc:
        print(f"Could not save the record to {path}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    print(f"\n{what} saved to {path} ({command} replay {path})")
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


def strict_json(raw: bytes, error: type[Exception]) -> Any:
    """A record file's JSON value: UTF-8 without a byte order mark, standard JSON only (no NaN
    or Infinity); ``error`` (one line) otherwise."""
    if raw.startswith(b"\xef\xbb\xbf"):
        raise error("not valid JSON: the file starts with a byte order mark (BOM)")
    try:
        decoded = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise error(f"not valid JSON: not UTF-8 text (byte {exc.start})") from None

    def constant(name: str) -> Any:
        raise error(f"not valid JSON: {name} is not JSON")

    try:
        return json.loads(decoded, parse_constant=constant)
    except json.JSONDecodeError as exc:
        raise error(f"not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from None
    except RecursionError:
        raise error("not valid JSON: nested too deeply") from None
    except ValueError as exc:  # an integer of more than 4,300 digits
        raise error(f"not valid JSON: {str(exc).split(';')[0]}") from None


def menu_labels(letters: Sequence[str], count: int) -> list[str]:
    """The letters of a menu of ``count`` entries (two letters past the last one)."""
    n = len(letters)
    return [letters[i] if i < n else letters[i // n - 1] + letters[i % n] for i in range(count)]


def ask_number(prompt: str, allowed: Container[int], retry: str) -> int:
    """Read a number in ``allowed`` at ``prompt``, saying ``retry`` until one is typed;
    ``Quit`` when the person types quit."""
    while True:
        raw = input(prompt).strip().casefold()
        if raw in QUIT_WORDS:
            raise Quit
        if raw.isdigit() and int(raw) in allowed:
            return int(raw)
        print(retry)


def option_fields(model: type[BaseModel]) -> list[tuple[str, tuple[Any, ...] | None, type]]:
    """Each table option of a game's model as a command-line flag: its field, its choices (a
    ``Literal``) and the type typed."""
    out: list[tuple[str, tuple[Any, ...] | None, type]] = []
    for field, info in model.model_fields.items():
        kind = info.annotation
        if typing.get_origin(kind) is typing.Literal:
            args = typing.get_args(kind)
            typed = type(args[0]) if len({type(a) for a in args}) == 1 else str
            out.append((field, tuple(typed(c) for c in args), typed))
        elif kind is int:
            out.append((field, None, int))
        else:
            out.append((field, None, str))
    return out


def words(line: str) -> str:
    """A typed line folded for matching: spaces tidied, capitals ignored."""
    return " ".join(line.split()).casefold()


# --------------------------------------------------------------------------------------------
# The arena's needs


#: ``hard(state, seat, rng, budget)``: a searching level's move with the given budget.
HardMove = Callable[[Any, int, random.Random, Budget], Any]


@dataclass(frozen=True, slots=True)
class ArenaSpec:
    """What the arena needs of a game beyond its rules: the searching level's own budget, a
    way to play it with another budget (``--iterations``, ``--work``), what its work counts,
    a ``--seats`` example, and (for a game whose published arenas must replay as they did) its
    own deal and computer seeds."""

    budget: Budget | None = None
    hard: HardMove | None = None
    work_unit: str = "moves"
    example: str = "normal,normal"
    #: ``deal_seed(seed, index, seats)`` and ``ai_seed(seed, index, seat)``: None for the
    #: arena's own (``search.arena``).
    deal_seed: Callable[[int, int, int], int] | None = None
    ai_seed: Callable[[int, int, int], int] | None = None


# --------------------------------------------------------------------------------------------
# A game in a terminal


class TerminalGame(Generic[S, M]):
    """One game in a terminal. A subclass gives ``game`` and the five members below marked
    *required*; the rest has defaults (a turn-based game's loop, its hint, its standings)."""

    #: The game's name in ``games.catalogue``.
    game: ClassVar[str]
    #: How many seat a ``play`` table has by default.
    default_players: ClassVar[int] = 3
    #: What ``play --help`` says the person types at the prompt.
    typing: ClassVar[str] = "Pick a move by its letter in the menu."
    #: One line of help per game option (``--<field>``), for ``play`` and ``arena``.
    option_help: ClassVar[Mapping[str, str]] = {}
    #: What a game of it is called ("game"; Dobble's is a "match").
    noun: ClassVar[str] = "game"
    #: The ``error`` object a replay prints at exit 1, for ``--help``.
    error_fields: ClassVar[str] = '"index", "message"'
    #: Words the prompt reads besides help, quit and hint (a name cannot be one).
    reserved: ClassVar[tuple[str, ...]] = ()
    #: The arena's needs.
    arena: ClassVar[ArenaSpec] = ArenaSpec()

    @property
    def rules(self) -> GameRules[S, M]:
        found: GameRules[S, M] = rules(self.game)
        return found

    def title(self) -> str:
        """The game's name as players know it ("Sticks")."""
        return text(f"game.name.{self.game}", "en")

    # ------------------------------------------------------------------ replay

    def decode(self, raw: bytes) -> Any:
        """A record file's JSON value (``record_error`` when it is not JSON)."""
        return strict_json(raw, self.rules.record_error)

    def replay(self, data: Any) -> S:
        """*Required.* The state a record (its JSON value, as the game's record spec writes
        it) leads to: ``record_error`` for a bad shape, ``replay_error`` for an illegal
        action (with the state before it)."""
        raise NotImplementedError(f"{type(self).__name__}.replay")

    def state_json(self, state: S) -> dict[str, Any]:
        """*Required.* The state as ``replay`` prints it (the all-seeing referee's view)."""
        raise NotImplementedError(f"{type(self).__name__}.state_json")

    def error_json(self, exc: Exception) -> dict[str, Any]:
        """Where a ``replay_error`` stopped the replay, and why."""
        return {"index": getattr(exc, "index", None), "message": str(getattr(exc, "error", exc))}

    # ------------------------------------------------------------------ play

    def options_from(self, args: argparse.Namespace) -> BaseModel | str:
        """The table options given on the command line (one flag per field of the rules'
        options model), or one line naming the first bad one."""
        game = self.rules
        given = {
            field: getattr(args, field)
            for field, _, _ in option_fields(game.options_model)
            if getattr(args, field, None) is not None
        }
        try:
            found: BaseModel = options_of(game, given)
        except game.record_error as exc:
            where, _, why = str(exc).removeprefix("options: ").partition(": ")
            return f"--{where}: {why}" if why else str(exc)
        return found

    def show(self, state: S, seat: int) -> str:
        """*Required.* The table as the person at ``seat`` sees it (what a Discord player
        sees: everything public, their own hand)."""
        raise NotImplementedError(f"{type(self).__name__}.show")

    def ask(self, state: S, seat: int) -> M:
        """*Required.* Read the person's move at the prompt (``input``), one of the rules'
        legal moves for ``seat``. ``help``, ``hint`` and a refusal are answered and the person
        asked again; ``Quit`` when they type quit."""
        raise NotImplementedError(f"{type(self).__name__}.ask")

    def narrate(self, events: Sequence[Mapping[str, Any]], state: S, you: str) -> list[str]:
        """*Required.* What ``events`` tell the person called ``you``, a line each."""
        raise NotImplementedError(f"{type(self).__name__}.narrate")

    def intro(self, state: S, seat: int, level: str, seed: int) -> list[str]:
        """What the person reads before the game starts."""
        name = self.rules.players(state)[seat]
        return [
            f"{self.title()} · {len(self.rules.players(state))} players · seed {seed}",
            f"You are {name}, seat {seat + 1}. Computers play '{level}'.",
            "Type ? at the prompt for help, hint for advice, quit to stop.",
        ]

    def hint_line(self, state: S, seat: int, form: Callable[[int, int | None], str]) -> str:
        """The answer to ``hint``: what the ``normal`` computer would play and why (the rules'
        ``hint``), ``form(index, param)`` saying how to type it."""
        hint = self.rules.hint(state, seat)
        if hint is None:
            return "No hint here: nothing to advise now."
        return f"The 'normal' computer would play {form(hint.index, hint.param)}: {hint.text('en')}"

    def play(
        self,
        state: S,
        seat: int,
        levels: Mapping[int, str],
        rng: random.Random,
        actions: list[dict[str, Any]],
        clock: Callable[[], float],
    ) -> None:
        """Play ``state`` (changed in place) to its end: computers move as they would at a
        table (``computer_move``, held back while the person has a chore: ``hold_computers``),
        and the person is asked whenever no computer acts. Each move is appended to
        ``actions`` as the record stores it, and its events told. (``clock``: for a game
        played in real time.)"""
        game = self.rules
        you = game.players(state)[seat]
        self.tell(game.opening_events(state), state, you)
        people = frozenset({seat})
        while not game.is_over(state):
            move = None
            if not game.hold_computers(state, people):
                move = game.computer_move(state, levels, rng)
            if move is None:
                if not game.legal_actions(state, seat):  # pragma: no cover - a rules bug
                    raise RuntimeError(f"{self.game}: nobody can act")
                print()
                print(self.show(state, seat))
                move = self.ask(state, seat)
            record = game.to_record(state, move)
            events = game.apply_in_place(state, move)
            actions.append(record)
            self.tell(events, state, you)

    def tell(self, events: Sequence[Mapping[str, Any]], state: S, you: str) -> None:
        for line in self.narrate(events, state, you):
            print(f"  · {line}")

    def stopped(self, state: S) -> str:
        """What quitting says (where the game was)."""
        return f"You stopped the {self.noun}."

    def final(self, state: S) -> list[str]:
        """The final standings."""
        better = "lowest" if self.rules.score_order == "low" else "highest"
        lines = [f"Final standings ({better} total wins):"]
        for st in self.rules.standings(state):
            crown = "🏆 " if st.winner else "   "
            lines.append(f"{crown}{st.position}. {st.name:<10} {st.total}")
        return lines


__all__ = [
    "EXIT_EOF",
    "EXIT_INTERRUPTED",
    "HELP_WORDS",
    "HINT_WORDS",
    "PROMPT_WORDS",
    "QUIT_WORDS",
    "ArenaSpec",
    "OneLineParser",
    "Quit",
    "TerminalGame",
    "ask_number",
    "menu_labels",
    "name_problem",
    "option_fields",
    "parse",
    "save_option_problem",
    "save_problem",
    "save_record",
    "strict_json",
    "words",
]
