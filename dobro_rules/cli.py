"""The command line: ``replay`` a RECORD.md file, or ``play`` a game against the computer."""

from __future__ import annotations

import argparse
import json
import random
import re
import secrets
import sys
from pathlib import Path
from typing import Any, NamedTuple

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
from .engine import GameState, Move, apply, seat_moves
from .errors import IllegalAction, RecordError, ReplayError
from .narrate import describe_move, narrate
from .record import action_dict, dumps, export_record, load_record, new_record, replay, start
from .views import player_view, standings, state_json

DESCRIPTION = """\
Dobro's rules engine.

commands:
  replay FILE   replay a game record (RECORD.md) and print the resulting state as JSON.
                Exit 0: the state. Exit 1: an action breaks a rule; the state before it is
                printed with "error": {"index", "message"}. Exit 2: the file is not a valid
                record (one line on stderr).
  play          play a whole game in the terminal against computer players, then save its
                record (replayable with `replay`). Type a move as you think it: 5, 6 6, J 7,
                5 J, take, skip, reverse, or the letter beside it in the menu; `help` at the
                prompt lists every form. Exit 0: the game ended, or you typed quit (an
                unfinished game is saved only with --save). Exit 1: the input ended (EOF)
                before the game did, or the record could not be written. Exit 2: a bad option
                (one line on stderr). Exit 130: interrupted by Ctrl-C. EOF and Ctrl-C save
                nothing.
  arena         computer levels play seeded games against each other, seats rotated:
                --seats hard,normal,normal,normal --games N --seed S [--records DIR]
                [--jobs J]. Progress on stderr; one JSON object last on stdout: games, wins
                per level (a shared win split evenly), win rates with a 95 % interval, mean
                rank, and each level's CPU time per move (p50, p99, max, in ms). --records DIR
                writes each game's record (game-0001.json…, players hard-0, normal-1…), which
                `replay` replays. Exit 0: done. Exit 1: a record could not be written. Exit 2:
                a bad option (one line on stderr).
"""

#: Exit status when standard input ends before the game does.
EXIT_EOF = 1
#: Exit status after Ctrl-C: 128 + SIGINT, what a shell reports for an interrupted command.
EXIT_INTERRUPTED = 130


def _fail(message: str) -> int:
    print(message, file=sys.stderr)
    return 2


def cmd_replay(path: str) -> int:
    """Print the state a record leads to; exit codes as RECORD.md says."""
    try:
        text = sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        return _fail(f"{path}: cannot read the record: {reason}")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        return _fail(f"{path}: not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}")
    try:
        state = replay(load_record(data))
    except RecordError as exc:
        return _fail(f"{path}: {exc}")
    except ReplayError as exc:
        out = state_json(exc.state)
        out["error"] = {"index": exc.index, "message": str(exc.error)}
        print(json.dumps(out, ensure_ascii=False, indent=2))
        return 1
    print(json.dumps(state_json(state), ensure_ascii=False, indent=2))
    return 0


# --------------------------------------------------------------------------------------------
# play: reading a move the way a person types it

#: Menu letters. j, r and s are left out: typed alone they are the joker, reverse and skip cards.
LETTERS = tuple(c for c in "abcdefghijklmnopqrstuvwxyz" if c not in "jrs")

_TOKEN = re.compile(r"\d+|[^\W\d_]+")
_CARD_WORDS = {"j": "J", "joker": "J", "s": "S", "skip": "S", "r": "R", "reverse": "R"}
_ACTION_WORDS = {"take": "take", "draw": "draw"}
_FILLERS = {"play", "as"}
_HELP_WORDS = {"help", "?"}
_QUIT_WORDS = {"quit", "exit"}
_NO_CARD = "cards are 2 to 12, J (joker), S (skip) and R (reverse)"

HELP_TEXT = """\
Type a move the way you think it (capitals and extra spaces do not matter):
  5             play the card 5
  6 6           play a pair of 6s
  J 7           play a joker as a 7 (also J7, joker 7); J alone asks for the value
  5 J           a 5 with a joker: a pair of 5s, the joker takes the card's value (R7)
  J J 9         two jokers as a pair of 9s (J J alone when only one value is possible)
  S or skip     play a skip card (passe mon tour): the value in play stays
  R or reverse  play a reverse card (changement de sens): the direction of play flips
  take          take the bid: its cards go on your pile, then you open the next bid (R6d)
  draw          refill your hand (manual drawing only, H2)
  oubli NAME    call out NAME, who ended their turn without drawing (manual drawing, R9)
  a, b, c…      the move with that letter in the menu
  help or ?     this list         quit   stop the game (its record is saved with --save)
On your turn: play at least the value in play (playing exactly it doubles it), or a special
card, or take. Opening a bid: any card or pair."""


class Typed(NamedTuple):
    """A move as typed, before it is checked: cards as the engine lists them (a joker first)."""

    kind: str
    cards: tuple[str, ...] = ()
    declared: int | None = None
    target: str | None = None


class NotAMove(ValueError):
    """A line that looks like a move but cannot be one ("13", "oubli zoe"): why, in one line."""


class Reply(NamedTuple):
    """What one typed line comes to: a legal move, a question, or a one-line refusal.

    ``kind`` is "move", "value" (a joker move whose value is still to be asked), "help",
    "quit" or "refused" (``text`` says why).
    """

    kind: str
    move: Move | None = None
    value: int | None = None
    text: str = ""


def menu_labels(count: int) -> list[str]:
    """The letters of a menu of ``count`` moves (two letters past the 23rd, never reached)."""
    n = len(LETTERS)
    return [LETTERS[i] if i < n else LETTERS[i // n - 1] + LETTERS[i % n] for i in range(count)]


def typed_form(move: Move) -> str:
    """How to type ``move`` at the prompt, shown beside it in the menu so people learn it."""
    if move.kind == "oubli":
        return f"oubli {move.target}"
    if move.kind != "play":
        return move.kind
    cards = move.cards
    if cards == ("S",):
        return "skip"
    if cards == ("R",):
        return "reverse"
    if "J" not in cards:
        return " ".join(cards)
    if cards[-1] != "J":
        return f"{cards[-1]} J"
    jokers = " ".join(cards)
    lo, hi = move.values[0], move.values[-1]
    return f"{jokers} {lo}" if lo == hi else f"{jokers} {lo} … {jokers} {hi}"


def parse_typed(line: str, players: tuple[str, ...]) -> Typed | None:
    """The move a line spells, or None when it spells none (a menu letter, a stray word).

    Only reads: whether the move is legal now is for ``interpret`` and the engine to say.
    """
    words = line.split()
    if words and words[0].casefold() == "oubli":
        return _typed_oubli(" ".join(words[1:]), players)
    tokens = _TOKEN.findall(line.casefold())
    if len(tokens) > 1:
        tokens = [t for t in tokens if t not in _FILLERS]
    if len(tokens) == 1 and tokens[0] in _ACTION_WORDS:
        return Typed(_ACTION_WORDS[tokens[0]])
    cards: list[str] = []
    for token in tokens:
        if token.isdigit():
            if len(token) > 3:  # no card, nor a value worth converting (int() caps digits)
                raise NotAMove(f"There is no card {token[:4]}…: {_NO_CARD}.")
            cards.append(token)
        elif token in _CARD_WORDS:
            cards.append(_CARD_WORDS[token])
        elif token == "jj":  # two jokers typed together, as in "JJ 9"
            cards += ["J", "J"]
        else:
            return None
    return _typed_cards(cards) if cards else None


def _typed_oubli(name: str, players: tuple[str, ...]) -> Typed:
    if not name:
        return Typed("oubli")  # whom is settled by the legal moves, if only one is possible
    for player in players:
        if " ".join(player.split()).casefold() == name.casefold():
            return Typed("oubli", target=player)
    raise NotAMove(f"Nobody called {name} sits at this table ({', '.join(players)}).")


def _typed_cards(cards: list[str]) -> Typed:
    """R7's readings: "J 7" declares a joker, "J J 9" a pair of jokers, "5 J" pairs a card."""
    if cards[0] == "J" and len(cards) == 2 and cards[1].isdigit():
        return Typed("play", ("J",), int(cards[1]))
    if cards[:2] == ["J", "J"] and len(cards) == 3 and cards[2].isdigit():
        return Typed("play", ("J", "J"), int(cards[2]))
    for card in cards:
        if card.isdigit() and not 2 <= int(card) <= 12:
            raise NotAMove(f"There is no card {card}: {_NO_CARD}.")
    names = [str(int(c)) if c.isdigit() else c for c in cards]
    jokers = names.count("J")
    others = [c for c in names if c != "J"]
    if jokers == 1 and len(others) == 1 and others[0].isdigit():
        return Typed("play", ("J", others[0]), int(others[0]))
    return Typed("play", tuple(["J"] * jokers + others))


def interpret(line: str, state: GameState, seat: int, moves: list[Move]) -> Reply:
    """Read one typed line against the legal moves only: it is played as typed, or refused."""
    words = " ".join(line.split()).casefold()
    labels = menu_labels(len(moves))
    if not words:
        return Reply("refused", text=f"Type a move ({_forms(moves)}) or a letter; ? for help.")
    if words in _HELP_WORDS:
        return Reply("help")
    if words in _QUIT_WORDS:
        return Reply("quit")
    if words in labels:
        move = moves[labels.index(words)]
        if len(move.values) > 1:
            return Reply("value", move)
        return Reply("move", move, move.values[0] if move.values else None)
    try:
        typed = parse_typed(line, state.setup.players)
    except NotAMove as exc:
        return Reply("refused", text=str(exc))
    if typed is None:
        if len(words) == 1 and words.isalpha():
            return Reply(
                "refused", text=f"{words} is not in the menu: its letters are {_letters(labels)}."
            )
        return Reply(
            "refused",
            text=f"{line.strip()!r} is not a move here. You can type: {_forms(moves)}, "
            f"or a letter from {_letters(labels)}; ? lists every form.",
        )
    return _match(typed, moves) or Reply("refused", text=_refusal(typed, state, seat, moves))


def _letters(labels: list[str]) -> str:
    return f"{labels[0]} to {labels[-1]}" if len(labels) > 1 else labels[0]


def _forms(moves: list[Move]) -> str:
    return ", ".join(dict.fromkeys(typed_form(m) for m in moves))


def _match(typed: Typed, moves: list[Move]) -> Reply | None:
    """The legal move that is exactly what was typed, if there is one."""
    if typed.kind == "oubli":
        calls = [m for m in moves if m.kind == "oubli" and typed.target in (None, m.target)]
        return Reply("move", calls[0]) if len(calls) == 1 else None
    for move in moves:
        if move.kind != typed.kind:
            continue
        if move.kind != "play":
            return Reply("move", move)
        if sorted(move.cards) != sorted(typed.cards):
            continue
        if not move.values:
            return Reply("move", move)
        if typed.declared is None:
            if len(move.values) == 1:
                return Reply("move", move, move.values[0])
            return Reply("value", move)
        if typed.declared in move.values:
            return Reply("move", move, typed.declared)
    return None


def _refusal(typed: Typed, state: GameState, seat: int, moves: list[Move]) -> str:
    """Why what was typed is not a move now: the engine's own reason, citing the rule."""
    player = state.setup.players[seat]
    action: dict[str, Any] = {"player": player}
    if typed.kind == "oubli":
        if typed.target is None:
            calls = [f"oubli {m.target}" for m in moves if m.kind == "oubli"]
            if calls:
                return f"Say whom you call out: {' or '.join(calls)}."
            if state.manual:
                return "Nobody can be called out now: nobody ended a turn without drawing (H2)."
            action["oubli"] = next(p for p in state.setup.players if p != player)
        else:
            action["oubli"] = typed.target
    elif typed.kind == "play":
        action["play"] = list(typed.cards)
        if "J" in typed.cards:
            # Only to hear the engine's reason: 12 is the most a joker can stand for.
            action["as"] = typed.declared if typed.declared is not None else 12
    else:
        action[typed.kind] = True
    try:
        apply(state, action)
    except (IllegalAction, RecordError) as exc:
        return str(exc)
    return f"That is not a move here. You can type: {_forms(moves)}."  # pragma: no cover


# --------------------------------------------------------------------------------------------
# play: the game


class _Quit(Exception):
    """The person typed quit."""


def render(state: GameState, player: str) -> str:
    """The same facts a Discord player sees: the table and their own hand."""
    v = player_view(state, player)
    lines = [f"── Round {v.round} of {v.rounds_total} · value in play: {v.value or '—'} ──"]
    if v.bid:
        lines.append(
            "Bid: "
            + ", ".join(
                f"{b.player} {'+'.join(b.cards)}" + (f" (as {b.declared})" if b.declared else "")
                for b in v.bid
            )
        )
    arrow = "↻ clockwise" if v.direction == "clockwise" else "↺ counter-clockwise"
    lines.append(f"Direction: {arrow} · draw pile: {v.pile} · drawing: {v.draw_mode}")
    for seat in v.seats:
        marks = []
        if seat.name == v.turn:
            marks.append("◀ to play")
        if seat.has_oubli:
            marks.append("holds the oubli card")
        if seat.short:
            marks.append("has not drawn")
        lines.append(
            f"  {seat.name:<10} hand {seat.hand_size}  collected {seat.collected:>2}  "
            f"points {seat.points:>2}  {' '.join(marks)}"
        )
    lines.append(f"Your hand: {' '.join(v.hand) or '(empty)'}")
    return "\n".join(lines)


def how_to_win(rounds: int) -> str:
    """R11, R13, R14 in three lines: a newcomer must know that collecting cards is bad."""
    return (
        "How to win: when you take a bid, its cards go on your pile. At the end of each round,\n"
        "the player with the fewest cards collected scores 1 point, the next 2, and so on.\n"
        f"After {rounds} rounds the lowest total of points wins."
    )


def round_end_lines(ev: dict[str, Any], you: str | None = None) -> list[str]:
    """A round's end in words that say its numbers are points (and what earned them); ``you``
    is the person's seat, spoken to in the second person."""
    collected = ev["collected"]
    scores = ", ".join(
        f"{p} {n} point{'s' if n != 1 else ''} ({collected[p]} card"
        f"{'s' if collected[p] != 1 else ''} collected)"
        for p, n in ev["points"].items()
    )
    ender = "you played your" if ev["ender"] == you else f"{ev['ender']} played their"
    first = (
        f"Round {ev['round']} over ({ender} last card). "
        f"Points this round, fewer is better: {scores}"
    )
    if ev["oubli"]:
        whose = "yours" if ev["oubli"] == you else f"{ev['oubli']}'s"
        first += f"; {whose} include 1 for the oubli card"
    totals = ", ".join(f"{p} {n}" for p, n in ev["totals"].items())
    return [first + ".", f"Total points so far: {totals}."]


def _show_events(events: list[dict[str, Any]], you: str) -> None:
    for ev in events:
        if ev["type"] == "turn":
            continue
        ending = ev["type"] == "round_end"
        lines = round_end_lines(ev, you) if ending else [narrate(ev, you=you)]
        for line in lines:
            if line:
                print(f"  · {line}")


def _ask_move(state: GameState, me: int) -> tuple[Move, int | None]:
    """Show the legal moves with letters and typed forms; read until one is chosen."""
    moves = seat_moves(state, me)
    if not moves:  # pragma: no cover - a computer always acts first
        raise RuntimeError("nobody can act")
    bid_cards = sum(len(p.cards) for p in state.bid)
    if state.turn == me and state.must_open and not state.short[me]:
        print("You open a new bid: play any card or pair.")
    for label, m in zip(menu_labels(len(moves)), moves, strict=True):
        print(f"  {label})  {describe_move(m, state.value, bid_cards):<36} type {typed_form(m)}")
    while True:
        reply = interpret(input("Your move (? for help): "), state, me, moves)
        if reply.kind == "help":
            print(HELP_TEXT)
        elif reply.kind == "quit":
            raise _Quit
        elif reply.kind == "refused" or reply.move is None:
            print(reply.text)
        elif reply.kind == "value":
            return reply.move, _ask_value(reply.move)
        else:
            return reply.move, reply.value


def _ask_value(move: Move) -> int:
    lo, hi = move.values[0], move.values[-1]
    while True:
        raw = input(f"The joker stands for ({lo}–{hi}): ").strip().casefold()
        if raw in _QUIT_WORDS:
            raise _Quit
        if raw.isdigit() and int(raw) in move.values:
            return int(raw)
        print(f"Type a number from {lo} to {hi}: the value the joker stands for (R7).")


def _save(path: Path, state: GameState, actions: list[dict[str, Any]], what: str) -> int:
    return save_record(path, dumps(export_record(state, actions)), what, "dobro_rules")


def _check_play_options(args: argparse.Namespace) -> str | None:
    """One line naming the first bad option of ``play``, or None."""
    n = args.players
    if not 2 <= n <= 6:
        return f"--players: Dobro is played by 2 to 6 players, not {n}"
    if not 1 <= args.seat <= n:
        return f"--seat: choose a seat from 1 to {n}, not {args.seat}"
    problem = name_problem(" ".join(args.name.split()), computers=6)
    if problem:
        return problem
    return save_option_problem(args.save)


def cmd_play(args: argparse.Namespace) -> int:
    """A whole game against computer players, in the terminal."""
    problem = _check_play_options(args)
    if problem:
        return _fail(problem)
    n = args.players
    me = args.seat - 1
    name = " ".join(args.name.split())
    seed = args.seed if args.seed is not None else secrets.randbits(48)
    out = Path(args.save or f"dobro-{seed}.json")
    if args.save is None and (problem := save_problem(out)):
        return _fail(f"--save: the default record file: {problem}; give --save PATH")
    names = [f"cpu{i}" for i in range(1, n + 1)]
    names[me] = name
    state = start(new_record(names, variant=args.variant, draw=args.draw, seed=seed))
    levels = {s: args.ai for s in range(n) if s != me}
    rng = random.Random(seed)
    actions: list[dict[str, Any]] = []
    print(f"Dobro · {n} players · {args.variant} · {args.draw} drawing · seed {seed}")
    print(f"You are {name}, seat {args.seat}. Computers play '{args.ai}'.")
    print(how_to_win(state.rounds_total))
    print("Type a move as you think it (5, 6 6, J 7, take) or its letter in the menu; ? for help.")
    try:
        while not state.over:
            # H2: a person draws "at any moment". A terminal cannot wait for them while the
            # computers play on (they would be called out every time), so a person who has not
            # drawn yet is asked first: draw, or call an oubli on someone.
            action = None if state.short[me] else ai.pending_action(state, levels, rng)
            if action is not None:
                record_action = action_dict(state.setup.players, action)
            else:
                print()
                print(render(state, name))
                move, value = _ask_move(state, me)
                record_action = move.action(name, value)
            try:
                state, events = apply(state, record_action)
            except IllegalAction as exc:  # pragma: no cover - moves come from legal_moves
                print(f"Not allowed: {exc}")
                continue
            actions.append(record_action)
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
    print("\nFinal standings (lowest points win):")
    for st in standings(state):
        crown = "🏆 " if st.winner else "   "
        print(f"{crown}{st.position}. {st.name:<10} {st.total} points  (rounds {st.round_points})")
    return _save(out, state, actions, "Game record")


# --------------------------------------------------------------------------------------------
# arena: computer levels against each other


ARENA = ArenaGame(
    "Dobro",
    2,
    6,
    arena.ARENA_LEVELS,
    hard.DEFAULT_BUDGET,
    work_unit="moves",
    example="hard,normal,normal,normal",
)


def cmd_arena(args: argparse.Namespace) -> int:
    """Seeded games between computer levels (``search.arena_cli``: the same for every game)."""

    def play(seats: list[str], budget: Budget | None, on_result: Any) -> dict[str, Any]:
        return arena.arena(
            seats, args.games, args.seed, jobs=args.jobs, budget=budget, on_result=on_result
        )

    return arena_cli.command(args, ARENA, play, dumps)


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="python -m dobro_rules",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="command", metavar="{replay,play,arena}")
    rp = sub.add_parser("replay", help="replay a game record and print the resulting state")
    rp.add_argument("file", help="the record (JSON, see RECORD.md); - reads standard input")
    pl = sub.add_parser(
        "play",
        help="play a game in the terminal against computer players",
        description="Play a game in the terminal. At the prompt type a move as you think it "
        "(5, 6 6, J 7, 5 J, take, skip, reverse, draw, oubli NAME) or its menu letter; "
        "? lists every form, quit stops. Exit 0: game over or quit; 1: input ended (EOF); "
        "2: bad option; 130: Ctrl-C.",
    )
    pl.add_argument("--players", type=int, default=4, help="seats at the table, 2–6 (default 4)")
    pl.add_argument("--seat", type=int, default=1, help="your seat, from 1 (default 1)")
    pl.add_argument("--name", default="you", help="your name at the table (default: you)")
    pl.add_argument("--variant", choices=("standard", "long"), default="standard")
    pl.add_argument("--draw", choices=("auto", "manual"), default="auto", help="drawing (H2)")
    pl.add_argument("--ai", choices=ai.LEVELS, default="normal", help="computer level")
    pl.add_argument("--seed", type=int, help="shuffle seed (default: random)")
    pl.add_argument(
        "--save",
        help="where to save the record (default dobro-SEED.json); checked before the game",
    )
    arena_cli.add_parser(sub, ARENA)
    return parser


def main(argv: list[str] | None = None) -> int:
    return run(
        build_parser(),
        argv,
        {"replay": lambda a: cmd_replay(a.file), "play": cmd_play, "arena": cmd_arena},
    )
