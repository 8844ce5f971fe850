"""One command line for every game: ``python -m games replay|play|arena --game x``, and the same
verbs per rules package (``python -m dobro_rules replay FILE``: each package's ``__main__`` runs
``main`` for its game).

- ``replay FILE`` prints the state a record leads to, as JSON: exit 0 the state; 1 an action
  breaks a rule (the state before it, with ``"error"``); 2 not a valid record (one line on
  stderr, nothing on stdout). A record of another game is recognised and its command named.
- ``play`` is a whole game in the terminal against computer players, at any level a table
  offers (``--ai``), with ``hint`` and ``help`` at the prompt; its record is saved. Exit 0 game
  over or quit, 1 the input ended (EOF), 2 a bad option (one line), 130 Ctrl-C.
- ``arena`` has computer levels play seeded games against each other (``games.arena``).

What differs between games is their rules (``games.rules``) and their terminal renderer
(``terminal.renderer``); everything here is said once for all of them.
"""

from __future__ import annotations

import argparse
import json
import random
import secrets
import sys
import textwrap
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from terminal import renderer
from terminal.base import (
    EXIT_EOF,
    EXIT_INTERRUPTED,
    PROMPT_WORDS,
    OneLineParser,
    Quit,
    TerminalGame,
    name_problem,
    option_fields,
    parse,
    save_option_problem,
    save_problem,
    save_record,
)

from . import arena
from .catalogue import UnknownGame, module, names

#: The largest seed a record takes (every game's spec: 0 to 2^63 - 1).
SEEDS = 2**63


def command_of(game: str) -> str:
    """The command that replays and plays ``game``: ``python -m x_rules``."""
    return f"python -m {module(game, 'rules')}"


def docs_of(game: str) -> str:
    """Where the repository explains ``game``, its record included."""
    return f"docs/rules/{game}.md"


def _title(game: str) -> str:
    return renderer(game).title()


# --------------------------------------------------------------------------------------------
# replay


def _fail(message: str) -> int:
    print(" ".join(message.split()), file=sys.stderr)
    return 2


def _print_json(data: Any) -> None:
    """JSON on stdout; a name the terminal cannot encode is escaped (the same JSON value)."""
    try:
        sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
    except UnicodeEncodeError:
        sys.stdout.write(json.dumps(data, ensure_ascii=True, indent=2) + "\n")


def recognise(game: str, data: Any) -> str | None:
    """The other game whose record ``data`` is (its own reader takes it), if any."""
    for other in names():
        if other == game:
            continue
        term = renderer(other)
        try:
            term.replay(data)
        except term.rules.replay_error:
            return other  # its shape is right: only an action breaks a rule
        except Exception:
            continue
        return other
    return None


def cmd_replay(term: TerminalGame[Any, Any], path: str) -> int:
    """Print the state a record leads to (exit codes: the module's docstring)."""
    try:
        raw = sys.stdin.buffer.read() if path == "-" else Path(path).read_bytes()
    except OSError as exc:
        return _fail(f"{path}: cannot read the record: {exc.strerror or exc}")
    game = term.rules
    data: Any = None
    try:
        data = term.decode(raw)
        state = term.replay(data)
    except game.record_error as exc:
        other = recognise(term.game, data) if data is not None else None
        if other is not None:
            return _fail(
                f"{path}: this is a {_title(other)} record: use `{command_of(other)} replay`"
            )
        return _fail(f"{path}: {exc}")
    except game.replay_error as exc:
        out = term.state_json(exc.state)  # type: ignore[attr-defined]
        out["error"] = term.error_json(exc)
        _print_json(out)
        return 1
    _print_json(term.state_json(state))
    return 0


# --------------------------------------------------------------------------------------------
# play


def _add_options(parser: argparse.ArgumentParser, term: TerminalGame[Any, Any]) -> None:
    """One flag per table option of the game (``--deck``), its choices from the model."""
    defaults = term.rules.options_model()
    for field, choices, kind in option_fields(term.rules.options_model):
        default = getattr(defaults, field)
        shown = "" if default is None else f" (default {default})"
        parser.add_argument(
            f"--{field}",
            choices=choices,
            type=kind,
            default=None,
            help=term.option_help.get(field, field) + shown,
        )


def _seats(args: argparse.Namespace, term: TerminalGame[Any, Any]) -> tuple[int, str | None]:
    """How many seats, or one line saying why the options do not say."""
    game = term.rules
    players, computers = args.players, args.computers
    if players is not None and computers is not None and players != computers + 1:
        return 0, (
            f"--players {players} and --computers {computers} disagree: you play against "
            "the computers, so players = computers + 1"
        )
    n = term.default_players
    if players is not None:
        n = players
    elif computers is not None:
        n = computers + 1
    if not game.min_seats <= n <= game.max_seats:
        return n, (
            f"--players: {term.title()} is played by {game.min_seats} to {game.max_seats} "
            f"players, not {n}"
        )
    return n, None


def _check_play(args: argparse.Namespace, term: TerminalGame[Any, Any]) -> str | None:
    """One line naming the first bad option of ``play``, or None."""
    n, problem = _seats(args, term)
    if problem:
        return problem
    if not 1 <= args.seat <= n:
        return f"--seat: choose a seat from 1 to {n}, not {args.seat}"
    reserved = (*PROMPT_WORDS, *term.reserved)
    problem = name_problem(" ".join(args.name.split()), term.rules.max_seats, reserved)
    if problem:
        return problem
    if args.seed is not None and not 0 <= args.seed < SEEDS:
        return f"--seed: a number from 0 to 2^63 - 1, not {args.seed}"
    return save_option_problem(args.save)


def cmd_play(
    term: TerminalGame[Any, Any], args: argparse.Namespace, clock: Callable[[], float]
) -> int:
    """A whole game against computer players, in the terminal."""
    problem = _check_play(args, term)
    if problem:
        return _fail(problem)
    options = term.options_from(args)
    if isinstance(options, str):
        return _fail(options)
    game = term.rules
    n, _ = _seats(args, term)
    me = args.seat - 1
    name = " ".join(args.name.split())
    seed = args.seed if args.seed is not None else secrets.randbits(48)
    out = Path(args.save or f"{term.game}-{seed}.json")
    if args.save is None and (problem := save_problem(out)):
        return _fail(f"--save: the default record file: {problem}; give --save PATH")
    players = [f"cpu{i}" for i in range(1, n + 1)]
    players[me] = name
    setup = game.new_setup(players, options, seed)
    state = game.load(setup, [])
    levels = {s: args.ai for s in range(n) if s != me}
    actions: list[dict[str, Any]] = []
    noun = term.noun
    for line in term.intro(state, me, args.ai, seed):
        print(line)
    try:
        term.play(state, me, levels, random.Random(seed), actions, clock)
    except Quit:
        print(f"\n{term.stopped(state)}")
        if args.save is None:
            print(f"Nothing saved (give --save PATH to keep an unfinished {noun}'s record).")
            return 0
        return _save(term, out, state, setup, actions, f"The unfinished {noun}'s record")
    except EOFError:
        print()
        print(
            f"Input ended (EOF) before the {noun} did: {noun} abandoned, nothing saved.",
            file=sys.stderr,
        )
        return EXIT_EOF
    except KeyboardInterrupt:
        print()
        print(f"Interrupted (Ctrl-C): {noun} abandoned, nothing saved.", file=sys.stderr)
        return EXIT_INTERRUPTED
    print()
    for line in term.final(state):
        print(line)
    return _save(term, out, state, setup, actions, f"{noun.capitalize()} record")


def _save(
    term: TerminalGame[Any, Any],
    path: Path,
    state: Any,
    setup: Mapping[str, Any],
    actions: list[dict[str, Any]],
    what: str,
) -> int:
    record = term.rules.export(state, setup, actions)
    text = json.dumps(record, ensure_ascii=False, indent=2)
    return save_record(path, text, what, command_of(term.game))


# --------------------------------------------------------------------------------------------
# arena


def cmd_arena(term: TerminalGame[Any, Any], args: argparse.Namespace) -> int:
    options = term.options_from(args)
    if isinstance(options, str):
        return _fail(options)
    given = {k: v for k, v in options.model_dump().items() if getattr(args, k, None) is not None}
    return arena.command(args, term.game, given, term.arena.budget)


# --------------------------------------------------------------------------------------------
# the parser


def description(term: TerminalGame[Any, Any], prog: str) -> str:
    """``--help``: every command, what it prints, its exit codes; the docs in the repository."""
    noun, docs = term.noun, docs_of(term.game)
    commands = {
        "replay FILE": f"""replay a {noun} record and print the resulting state as JSON (FILE -
            reads standard input). Exit 0: the state. Exit 1: an action breaks a rule; the
            state before it is printed with "error": {{{term.error_fields}}}. Exit 2: the file
            is not a valid record, or is another game's (one line on stderr, nothing on
            stdout).""",
        "play": f"""play a whole {noun} in the terminal against computer players (--ai: any
            level a table offers), then save its record (replayable with `replay`).
            {term.typing} At the prompt: ? or help lists what you can type, hint asks what
            the 'normal' computer would play, quit stops. Exit 0: the {noun} ended, or you
            typed quit (an unfinished {noun} is saved only with --save). Exit 1: the input
            ended (EOF) before the {noun} did, or the record could not be written. Exit 2: a
            bad option (one line on stderr). Exit 130: Ctrl-C.""",
        "arena": f"""computer levels play seeded {noun}s against each other, seats rotated:
            {prog} arena --seats {term.arena.example} --games N --seed S [--records DIR]
            [--jobs J]. Progress on stderr; one JSON object last on stdout: games, wins per
            level (a shared win split evenly), win rates with a 95 % Wilson interval, mean
            rank, and each level's CPU time per move (p50, p99, max, in ms). --records DIR
            writes each {noun}'s record (game-0001.json…, players hard-0, normal-1…), which
            `replay` replays. Exit 0: done. Exit 1: a record could not be written. Exit 2: a
            bad option (one line on stderr).""",
    }
    lines = [
        f"{term.title()} in the terminal: replay a record, play against computers, run an arena.",
        f"The rules, the record and these commands: {docs} in the repository.",
        "",
        "commands:",
    ]
    for head, body in commands.items():
        wrapped = textwrap.wrap(" ".join(body.split()), width=76)
        lines.append(f"  {head:<13} {wrapped[0]}")
        lines.extend(f"{'':16}{line}" for line in wrapped[1:])
    return "\n".join(lines) + "\n"


def build_parser(game: str, *, with_game: bool = False) -> argparse.ArgumentParser:
    """The command line of ``game`` (``with_game``: as ``python -m games``, which takes
    ``--game``)."""
    term = renderer(game)
    rules = term.rules
    prog = "python -m games" if with_game else command_of(game)
    parser = OneLineParser(
        prog=prog,
        description=description(term, prog),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="command", metavar="{replay,play,arena}")
    rp = sub.add_parser("replay", help=f"replay a {term.noun} record and print the resulting state")
    rp.add_argument("file", help=f"the record (JSON, see {docs_of(game)}); - reads standard input")
    pl = sub.add_parser(
        "play",
        help=f"play a {term.noun} in the terminal against computer players",
        description=f"Play {term.title()} in the terminal. {term.typing} ? lists what you can "
        "type, hint asks what the 'normal' computer would play, quit stops. Exit 0: "
        f"{term.noun} over or quit; 1: input ended (EOF); 2: bad option; 130: Ctrl-C.",
    )
    pl.add_argument(
        "--players",
        type=int,
        help=f"seats at the table, {rules.min_seats}–{rules.max_seats} "
        f"(default {term.default_players})",
    )
    pl.add_argument("--computers", type=int, help="computer players (players − 1)")
    pl.add_argument("--seat", type=int, default=1, help="your seat, from 1 (default 1)")
    pl.add_argument("--name", default="you", help="your name at the table (default: you)")
    levels = (*rules.levels, *rules.search_levels)
    pl.add_argument(
        "--ai",
        "--level",
        dest="ai",
        choices=levels,
        default="normal" if "normal" in levels else levels[0],
        help="the computers' level, as a table offers them (default normal)",
    )
    pl.add_argument("--seed", type=int, help="shuffle seed (default: random)")
    pl.add_argument(
        "--save",
        help=f"where to save the record (default {game}-SEED.json); checked before playing",
    )
    _add_options(pl, term)
    ar = arena.add_parser(sub, game, term.arena.example, term.arena.work_unit)
    _add_options(ar, term)
    for p in (parser, rp, pl, ar) if with_game else ():
        p.add_argument("--game", choices=names(), default=game, help="the game")
    return parser


def _game_of(argv: list[str]) -> tuple[str | None, str | None]:
    """``--game X`` (or ``--game=X``) in ``argv``: the game, or one line why not."""
    for i, arg in enumerate(argv):
        value = None
        if arg == "--game":
            value = argv[i + 1] if i + 1 < len(argv) else ""
        elif arg.startswith("--game="):
            value = arg.partition("=")[2]
        if value is not None:
            if value in names():
                return value, None
            return None, f"--game: {value!r} is not a game; choose from {', '.join(names())}"
    return None, None


def _general_help() -> str:
    games = ", ".join(names())
    return f"""\
usage: python -m games {{replay,play,arena}} --game {{{games}}} ...

Every game of the bot in the terminal. Each game also has its own command,
python -m <game>_rules {{replay,play,arena}} (python -m dobro_rules replay FILE).

commands:
  replay FILE   replay a game record and print the resulting state as JSON
  play          play a whole game in the terminal against computer players
  arena         computer levels play seeded games against each other

python -m games play --game sticks --help  tells one game's options.
The rules, the records and these commands: docs/rules/<game>.md in the repository.
"""


def main(
    argv: list[str] | None = None,
    *,
    game: str | None = None,
    clock: Callable[[], float] = time.monotonic,
) -> int:
    """Run a command line (``game`` None: ``python -m games``, which takes ``--game``)."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    with_game = game is None
    if game is None:
        game, problem = _game_of(args_list)
        if problem:
            return _fail(f"python -m games: {problem}")
        if game is None:
            if not args_list or args_list[0] in ("-h", "--help"):
                print(_general_help())
                return 0 if args_list else 2
            return _fail(
                f"python -m games: --game: name the game ({', '.join(names())}); "
                "python -m games --help says more"
            )
    try:
        term = renderer(game)
    except UnknownGame:
        return _fail(f"--game: {game!r} is not a game; choose from {', '.join(names())}")
    parser = build_parser(game, with_game=with_game)
    args = parse(parser, args_list)
    if isinstance(args, int):  # --help (0) or a bad option, already said in one line (2)
        return args
    commands: dict[str, Callable[[argparse.Namespace], int]] = {
        "replay": lambda a: cmd_replay(term, a.file),
        "play": lambda a: cmd_play(term, a, clock),
        "arena": lambda a: cmd_arena(term, a),
    }
    run = commands.get(getattr(args, "command", None) or "")
    if run is None:
        parser.print_help()
        return 2
    try:
        return run(args)
    except KeyboardInterrupt:
        print("Interrupted (Ctrl-C).", file=sys.stderr)
        return EXIT_INTERRUPTED


def entry(game: str | None = None) -> None:
    """What ``python -m games`` and ``python -m x_rules`` run: ``main``, its exit code the
    process's. Ctrl-C while still importing is one line too, never a traceback."""
    try:
        code = main(game=game)
    except KeyboardInterrupt:
        print("Interrupted (Ctrl-C).", file=sys.stderr)
        code = EXIT_INTERRUPTED
    sys.exit(code)
