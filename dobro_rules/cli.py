"""The command line: ``replay`` a RECORD.md file, or ``play`` a game against the computer."""

from __future__ import annotations

import argparse
import json
import random
import secrets
import sys
from pathlib import Path
from typing import Any

from . import ai
from .engine import GameState, apply, seat_moves
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
                record (replayable with `replay`).
"""


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
        out["error"] = {"index": exc.index, "message": exc.error.message}
        print(json.dumps(out, ensure_ascii=False, indent=2))
        return 1
    print(json.dumps(state_json(state), ensure_ascii=False, indent=2))
    return 0


# --------------------------------------------------------------------------------------------
# play


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


def _ask(prompt: str, choices: range) -> int:
    while True:
        try:
            raw = input(prompt)
        except EOFError:
            raise SystemExit("\nGame abandoned.") from None
        raw = raw.strip()
        if raw.isdigit() and int(raw) in choices:
            return int(raw)
        print(f"Type a number from {choices.start} to {choices.stop - 1}.")


def cmd_play(args: argparse.Namespace) -> int:
    """A whole game against computer players, in the terminal."""
    n = args.players
    if not 2 <= n <= 6:
        return _fail("--players: Dobro is played by 2 to 6 players")
    if not 1 <= args.seat <= n:
        return _fail(f"--seat: choose a seat from 1 to {n}")
    seed = args.seed if args.seed is not None else secrets.randbits(48)
    names = [f"cpu{i}" for i in range(1, n + 1)]
    me = args.seat - 1
    names[me] = args.name
    if len(set(names)) != n:
        return _fail("--name: choose a name that is not cpu1…cpu6")
    record = new_record(names, variant=args.variant, draw=args.draw, seed=seed)
    state = start(record)
    levels = {s: args.ai for s in range(n) if s != me}
    rng = random.Random(seed)
    actions: list[dict[str, Any]] = []
    print(f"Dobro · {n} players · {args.variant} · {args.draw} drawing · seed {seed}")
    print(f"You are {args.name}, seat {args.seat}. Computers play '{args.ai}'.\n")
    while not state.over:
        # H2: a person draws "at any moment". A terminal cannot wait for them while the
        # computers play on (they would be called out every time), so a person who has not
        # drawn yet is asked first: draw, or call an oubli on someone.
        action = None if state.short[me] else ai.pending_action(state, levels, rng)
        if action is not None:
            record_action = action_dict(state.setup.players, action)
        else:
            print()
            print(render(state, args.name))
            moves = seat_moves(state, me)
            if not moves:  # pragma: no cover - a computer always acts first
                raise RuntimeError("nobody can act")
            bid_cards = sum(len(p.cards) for p in state.bid)
            for i, m in enumerate(moves, 1):
                print(f"  {i}. {describe_move(m, state.value, bid_cards)}")
            move = moves[_ask("Your move: ", range(1, len(moves) + 1)) - 1]
            value = None
            if len(move.values) > 1:
                lo, hi = move.values[0], move.values[-1]
                value = _ask(f"The joker stands for ({lo}–{hi}): ", range(lo, hi + 1))
            record_action = move.action(args.name, value)
        try:
            state, events = apply(state, record_action)
        except IllegalAction as exc:  # pragma: no cover - moves come from legal_moves
            print(f"Not allowed: {exc}")
            continue
        actions.append(record_action)
        for ev in events:
            line = narrate(ev)
            if line and ev["type"] != "turn":
                print(f"  · {line}")
    print("\nFinal standings:")
    for st in standings(state):
        crown = "🏆 " if st.winner else "   "
        print(f"{crown}{st.position}. {st.name:<10} {st.total} points  (rounds {st.round_points})")
    out = Path(args.save or f"dobro-{seed}.json")
    out.write_text(dumps(export_record(state, actions)) + "\n", encoding="utf-8")
    print(f"\nGame record saved to {out} (python -m dobro_rules replay {out})")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m dobro_rules",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="command", metavar="{replay,play}")
    rp = sub.add_parser("replay", help="replay a game record and print the resulting state")
    rp.add_argument("file", help="the record (JSON, see RECORD.md); - reads standard input")
    pl = sub.add_parser("play", help="play a game in the terminal against computer players")
    pl.add_argument("--players", type=int, default=4, help="seats at the table, 2–6 (default 4)")
    pl.add_argument("--seat", type=int, default=1, help="your seat, from 1 (default 1)")
    pl.add_argument("--name", default="you", help="your name at the table (default: you)")
    pl.add_argument("--variant", choices=("standard", "long"), default="standard")
    pl.add_argument("--draw", choices=("auto", "manual"), default="auto", help="drawing (H2)")
    pl.add_argument("--ai", choices=ai.LEVELS, default="normal", help="computer level")
    pl.add_argument("--seed", type=int, help="shuffle seed (default: random)")
    pl.add_argument("--save", help="where to save the record (default dobro-SEED.json)")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "replay":
        return cmd_replay(args.file)
    if args.command == "play":
        return cmd_play(args)
    parser.print_help()
    return 2
