"""The command line: ``replay`` a STICKS.md record, or ``play`` a game against the computer."""

from __future__ import annotations

import argparse
import json
import random
import secrets
import sys
from pathlib import Path
from typing import Any

from search import Budget, arena_cli
from search.arena_cli import ArenaGame
from terminal import (
    OneLineParser,
    name_problem,
    run,
    save_option_problem,
    save_problem,
    save_record,
)

from . import ai, arena, hard
from .cards import MAX_PLAYERS, MIN_PLAYERS
from .engine import Play, State, apply, start_events
from .errors import IllegalAction, RecordError, ReplayError
from .narrate import narrate, stakes_words
from .record import dumps, export_record, load_record, new_record, parse_json, replay, start
from .views import SticksView, standings, state_json, view

DESCRIPTION = """\
Sticks (Bâtonnets)'s rules engine.

commands:
  replay FILE   replay a game record (STICKS.md) and print the resulting state as JSON.
                Exit 0: the state. Exit 1: an action breaks a rule; the state before it is
                printed with "error": {"index", "message"}. Exit 2: the file is not a valid
                record (one line on stderr, nothing on stdout).
  play          play a whole game in the terminal against computer players, then save its
                record (replayable with `replay`). Type the number of a card to play it;
                `help` at the prompt lists what else you can type. Exit 0: the game ended,
                or you typed quit (an unfinished game is saved only with --save). Exit 1:
                the input ended (EOF) before the game did, or the record could not be
                written. Exit 2: a bad option (one line on stderr). Exit 130: Ctrl-C.
  arena         computer levels play seeded games against each other, seats rotated:
                --seats hard,normal,normal --games N --seed S [--records DIR]
                [--deck full|trimmed] [--reveal turns|simultaneous] [--jobs J]. Progress on
                stderr; one JSON object last on stdout: games, wins per level (a shared win
                split evenly), win rates with a 95 % interval, mean rank, and each level's
                CPU time per move (p50, p99, max, in ms). --records DIR writes each game's
                record (game-0001.json…, players hard-0, normal-1…), which `replay` replays.
                Exit 0: done. Exit 1: a record could not be written. Exit 2: a bad option
                (one line on stderr).
"""

#: Exit status when standard input ends before the game does.
EXIT_EOF = 1
#: Exit status after Ctrl-C: 128 + SIGINT, what a shell reports for an interrupted command.
EXIT_INTERRUPTED = 130


def _fail(message: str) -> int:
    print(" ".join(message.split()), file=sys.stderr)
    return 2


def _print_json(data: Any) -> None:
    """The state as JSON; escaped to ASCII only if the terminal cannot show the names."""
    try:
        print(json.dumps(data, ensure_ascii=False, indent=2))
    except UnicodeEncodeError:
        print(json.dumps(data, ensure_ascii=True, indent=2))


def cmd_replay(path: str) -> int:
    """Print the state a record leads to; exit codes as STICKS.md says."""
    try:
        raw = sys.stdin.buffer.read() if path == "-" else Path(path).read_bytes()
    except OSError as exc:
        return _fail(f"{path}: cannot read the record: {exc.strerror or exc}")
    try:
        state = replay(load_record(parse_json(raw)))
    except RecordError as exc:
        return _fail(f"{path}: {exc}")
    except ReplayError as exc:
        out = state_json(exc.state)
        out["error"] = {"index": exc.index, "message": str(exc.error)}
        _print_json(out)
        return 1
    _print_json(state_json(state))
    return 0


# --------------------------------------------------------------------------------------------
# play: the words

_HELP_WORDS = {"help", "?", "h"}
_QUIT_WORDS = {"quit", "exit", "q"}
_LOW_WORDS = {"low", "lowest", "min"}
_HIGH_WORDS = {"high", "highest", "max"}
_HINT_WORDS = {"hint"}

HELP_TEXT = """\
Type the number of a card in your hand to play it (22, or "play 22").
  low / high    play your lowest / your highest card
  hint          what the 'normal' computer would play in your place (not played)
  help or ?     this list           quit   stop the game (its record is saved with --save)
Each trick: the score card tells how many sticks are at stake. The highest card takes that
many blue sticks, the lowest that many red ones (R14); every card in between takes nothing.
A lone B0 or R0 before it removes that colour for the trick (R10); two zeros cancel out (R11).
Blue and red cancel in pairs (R15): you hold one colour only. At the end of a round your score
is the number of sticks you hold (R19); ending a round with none cancels your highest earlier
score (R20). After one round per player, the lowest total wins (R22)."""


def how_to_win(rounds: int) -> str:
    """R14, R19, R22 in three lines: a newcomer must know that sticks are bad."""
    return (
        "How to win: each trick, the highest card takes blue sticks and the lowest red ones;\n"
        "a blue and a red cancel out. Each stick you hold at the end of a round is a point,\n"
        f"and ending a round with none cancels an earlier score. After {rounds} rounds the "
        "lowest total wins."
    )


def _holding(blue: int, red: int) -> str:
    if blue:
        return f"{blue} blue"
    if red:
        return f"{red} red"
    return "none"


def _scores(seat_scores: list[int], cancelled: list[int]) -> str:
    """Round scores as counted, a cancelled one in brackets: "7 [5] 0"."""
    if not seat_scores:
        return "—"
    return " ".join(f"[{s}]" if (i + 1) in cancelled else str(s) for i, s in enumerate(seat_scores))


def render(v: SticksView) -> str:
    """The same facts a Discord player sees: the table, the trick, their own hand."""
    lines = [f"══ Round {v.round} of {v.rounds_total} · trick {v.trick} of 9 · {v.dealer} deals ══"]
    lines.append(f"Score cards revealed this round: {' '.join(v.revealed)}")
    if v.stakes is not None:
        ev = {"stakes": v.stakes.model_dump(), "value": v.value}
        lines.append(f"This trick: {stakes_words(ev)}")
    lines.append(f"Still to come this round: {' '.join(v.score_cards_left) or '—'}")
    lines.append(f"  {'player':<12} {'hand':>4}  {'sticks':<8}  {'rounds':<14} total")
    for seat in v.seats:
        mark = ""
        if v.reveal == "turns" and seat.name == v.turn:
            mark = "◀ to play"
        elif v.reveal == "simultaneous" and not v.over:
            mark = "picked" if seat.played else "◀ to pick"
        if seat.leader:
            mark = (mark + " · leads").lstrip(" ·")
        name = seat.name
        if seat.seat == v.seat and seat.name.casefold() != "you":
            name += " (you)"
        lines.append(
            f"  {name:<12} {seat.hand_size:>4}  {_holding(seat.blue, seat.red):<8}  "
            f"{_scores(seat.round_scores, seat.cancelled):<14} {seat.total:>5}  {mark}"
        )
    if v.trick_cards:
        shown = ", ".join(
            f"{c.player} {c.card}" if c.card is not None else f"{c.player} (face down)"
            for c in v.trick_cards
        )
        lines.append(f"On the table: {shown}")
    lines.append(f"Your hand: {' '.join(map(str, v.hand)) or '(empty)'}")
    return "\n".join(lines)


def _show_events(events: list[dict[str, Any]], you: str) -> None:
    for ev in events:
        if ev["type"] == "round_start":
            print()
        line = narrate(ev, you=you)
        if line:
            print(f"  · {line}")


class _Quit(Exception):
    """The person typed quit."""


def interpret(line: str, state: State, seat: int) -> tuple[str, int | None, str]:
    """One typed line: ("play", card, ""), ("help"|"quit"|"hint", None, ""), or
    ("refused", None, why)."""
    words = line.casefold().split()
    hand = state.hands[seat]
    if words and words[0] == "play":
        words = words[1:]
    if not words:
        return "refused", None, "Type the number of a card in your hand (? for help)."
    word = " ".join(words)
    if word in _HELP_WORDS:
        return "help", None, ""
    if word in _QUIT_WORDS:
        return "quit", None, ""
    if word in _HINT_WORDS:
        return "hint", None, ""
    if word in _LOW_WORDS:
        return "play", hand[0], ""
    if word in _HIGH_WORDS:
        return "play", hand[-1], ""
    if len(words) == 1 and word.isdigit() and len(word) <= 4:
        card = int(word)
        try:
            apply(state, Play(seat, card))
        except IllegalAction as exc:
            return "refused", None, f"{exc} Your hand: {' '.join(map(str, hand))}."
        return "play", card, ""
    return (
        "refused",
        None,
        f"{line.strip()!r} is not a card. Type a number from your hand "
        f"({' '.join(map(str, hand))}), low, high, hint, ? or quit.",
    )


def _ask_card(state: State, seat: int) -> int:
    """Read until a card of the hand is chosen."""
    prompt = (
        "Your card, face down (? for help): " if state.simultaneous else "Your card (? for help): "
    )
    while True:
        kind, card, why = interpret(input(prompt), state, seat)
        if kind == "help":
            print(HELP_TEXT)
        elif kind == "quit":
            raise _Quit
        elif kind == "hint":
            hint = ai.choose(state, seat, "normal", random.Random(0)).card
            print(f"The 'normal' computer would play {hint}.")
        elif kind == "play" and card is not None:
            return card
        else:
            print(why)


# --------------------------------------------------------------------------------------------
# play: the game


def _save(path: Path, state: State, actions: list[dict[str, Any]], what: str) -> int:
    return save_record(path, dumps(export_record(state, actions)), what, "sticks_rules")


def _check_play_options(args: argparse.Namespace) -> str | None:
    """One line naming the first bad option of ``play``, or None."""
    n = args.players
    if not 2 <= n <= 5:
        return f"--players: Sticks is played by 2 to 5 players (H1), not {n}"
    if not 1 <= args.seat <= n:
        return f"--seat: choose a seat from 1 to {n}, not {args.seat}"
    problem = name_problem(" ".join(args.name.split()), computers=5)
    if problem:
        return problem
    if args.seed is not None and not 0 <= args.seed < 2**63:
        return f"--seed: a number from 0 to 2^63 - 1, not {args.seed}"
    return save_option_problem(args.save)


def _final_lines(state: State) -> list[str]:
    lines = ["", "Final standings (lowest total wins; [n]: a score cancelled by R20):"]
    for st in standings(state):
        crown = "🏆 " if st.winner else "   "
        cancelled = state.cancelled[st.seat]
        lines.append(
            f"{crown}{st.position}. {st.name:<12} {st.total:>3} points  "
            f"(rounds: {_scores(st.round_points, cancelled)})"
        )
    return lines


def cmd_play(args: argparse.Namespace) -> int:
    """A whole game against computer players, in the terminal."""
    problem = _check_play_options(args)
    if problem:
        return _fail(problem)
    n = args.players
    me = args.seat - 1
    name = " ".join(args.name.split())
    seed = args.seed if args.seed is not None else secrets.randbits(48)
    out = Path(args.save or f"sticks-{seed}.json")
    if args.save is None and (problem := save_problem(out)):
        return _fail(f"--save: the default record file: {problem}; give --save PATH")
    names = [f"cpu{i}" for i in range(1, n + 1)]
    names[me] = name
    record = new_record(names, deck=args.deck, reveal=args.reveal, seed=seed)
    state = start(record)
    levels = {s: args.ai for s in range(n) if s != me}
    rng = random.Random(seed)
    actions: list[dict[str, Any]] = []
    deck = "cards 1 to 50" if args.deck == "full" else f"cards 1 to {9 * n} (trimmed)"
    reveal = "played in turn" if args.reveal == "turns" else "picked face down, shown together"
    print(f"Sticks (Bâtonnets) · {n} players · {deck} · cards {reveal} · seed {seed}")
    print(f"You are {name}, seat {args.seat}. Computers play '{args.ai}'.")
    print(how_to_win(state.rounds_total))
    print("Type the number of a card to play it; ? for help, quit to stop.")
    _show_events(start_events(state), name)
    try:
        while not state.over:
            play = ai.pending_action(state, levels, rng)
            if play is None:
                print()
                print(render(view(state, me)))
                play = Play(me, _ask_card(state, me))
            try:
                state, events = apply(state, play)
            except IllegalAction as exc:  # pragma: no cover - plays come from the hand
                print(f"Not allowed: {exc}")
                continue
            actions.append({"player": names[play.seat], "play": play.card})
            _show_events(events, name)
    except _Quit:
        print(f"\nYou stopped the game in round {state.round_no} of {state.rounds_total}.")
        if args.save is None:
            print("Nothing saved (give --save PATH to keep an unfinished game's record).")
            return 0
        return _save(out, state, actions, "The unfinished game's record")
    except EOFError:
        print()
        print(
            "Input ended (EOF) before the game did: game abandoned, nothing saved.", file=sys.stderr
        )
        return EXIT_EOF
    except KeyboardInterrupt:
        print()
        print("Interrupted (Ctrl-C): game abandoned, nothing saved.", file=sys.stderr)
        return EXIT_INTERRUPTED
    for line in _final_lines(state):
        print(line)
    return _save(out, state, actions, "Game record")


# --------------------------------------------------------------------------------------------
# arena: computer levels against each other


ARENA = ArenaGame(
    "Sticks",
    MIN_PLAYERS,
    MAX_PLAYERS,
    arena.ARENA_LEVELS,
    hard.DEFAULT_BUDGET,
    work_unit="plays",
    example="hard,normal,normal",
)


def cmd_arena(args: argparse.Namespace) -> int:
    """Seeded games between computer levels (``search.arena_cli``: the same for every game)."""

    def play(seats: list[str], budget: Budget | None, on_result: Any) -> dict[str, Any]:
        options = arena.Options(deck=args.deck, reveal=args.reveal, budget=budget)
        return arena.arena(
            seats, args.games, args.seed, options=options, jobs=args.jobs, on_result=on_result
        )

    return arena_cli.command(args, ARENA, play, dumps)


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="python -m sticks_rules",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="command", metavar="{replay,play,arena}")
    rp = sub.add_parser("replay", help="replay a game record and print the resulting state")
    rp.add_argument("file", help="the record (JSON, see STICKS.md); - reads standard input")
    pl = sub.add_parser(
        "play",
        help="play a game in the terminal against computer players",
        description="Play Sticks in the terminal. At the prompt type the number of a card "
        "(or low, high, hint); ? lists every form, quit stops. Exit 0: game over or quit; "
        "1: input ended (EOF); 2: bad option; 130: Ctrl-C.",
    )
    pl.add_argument("--players", type=int, default=3, help="seats at the table, 2–5 (default 3)")
    pl.add_argument("--seat", type=int, default=1, help="your seat, from 1 (default 1)")
    pl.add_argument("--name", default="you", help="your name at the table (default: you)")
    pl.add_argument(
        "--deck",
        choices=("full", "trimmed"),
        default="full",
        help="full: cards 1 to 50 (R7); trimmed: 1 to 9 per player, all dealt (R8)",
    )
    pl.add_argument(
        "--reveal",
        choices=("turns", "simultaneous"),
        default="turns",
        help="turns: play in turn (R13); simultaneous: pick face down, shown together (R18)",
    )
    pl.add_argument("--ai", choices=ai.LEVELS, default="normal", help="computer level")
    pl.add_argument("--seed", type=int, help="shuffle seed (default: random)")
    pl.add_argument(
        "--save",
        help="where to save the record (default sticks-SEED.json); checked before the game",
    )
    ar = arena_cli.add_parser(sub, ARENA)
    ar.add_argument("--deck", choices=("full", "trimmed"), default="full", help="R7 or R8")
    ar.add_argument(
        "--reveal", choices=("turns", "simultaneous"), default="turns", help="R13 or R18"
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    return run(
        build_parser(),
        argv,
        {"replay": lambda a: cmd_replay(a.file), "play": cmd_play, "arena": cmd_arena},
    )
