"""What drawing a table costs, per move: the renderers' CPU time, game by game.

    python benchmarks/render.py                  # the four games, 4 people each
    python benchmarks/render.py --game dobro --moves 400 --profile

No Discord and no service: a table of four people (every seat a person, so every hand is
drawn with its controls) is played by the normal computer's choices, and after each move the
bot's three drawings of that move are timed, as the writer and the click's answer make them:

* the table message (``render.table_view``) and its payload (``view.to_components()``, what
  discord.py sends);
* the hand of the seat that just moved (the click's own answer) and of every seat the game
  waits on now (the writer's hand refresh, or the hand a ping opens).

Printed per game: milliseconds per move for each drawing and in all, and how many catalogue
texts (``locales.text``) were formatted per move. ``--profile`` adds a cProfile of the drawing.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import locales  # noqa: E402
from cogs.games import renderer  # noqa: E402
from cogs.table import render as ui  # noqa: E402
from games import names, rules  # noqa: E402
from storage import GameStatus, Seat  # noqa: E402
from tables import Race, Table, TableSettings  # noqa: E402

PEOPLE = ("Ana", "Bo", "Cy", "Dee")


def make_table(game: str, seed: int) -> Table:
    """A table of four people playing ``game`` from its first deal."""
    game_rules = rules(game)
    seats = [Seat.human(i, 1000 + i, name) for i, name in enumerate(PEOPLE)]
    settings = TableSettings(seats=4, game=game)
    table = Table(1, 1, 1, 1000, settings, seats)
    table.setup = game_rules.new_setup(list(PEOPLE), settings.game_options(), seed)
    table.state = game_rules.load(table.setup, [])
    table.status = GameStatus.ACTIVE
    table.events.extend(game_rules.opening_events(table.state))
    return table


def step(table: Table, rng: random.Random) -> int | None:
    """One move (the normal computer's choice for whoever may move); the seat that moved, or
    None when the game is over or nothing moves."""
    game_rules = table.rules
    state = table.state
    if game_rules.is_over(state):
        return None
    stage = game_rules.race(state) if hasattr(game_rules, "race") else None
    table.race = Race(stage, 0.0, go_local=0.0, go_ms=0) if stage is not None else None
    levels = dict.fromkeys(range(len(table.seats)), "normal")
    move = game_rules.computer_move(state, levels, rng)
    if move is None:
        return None
    seat = game_rules.seat_of(state, move)
    state, events = game_rules.apply(state, move)
    table.state = state
    quiet = game_rules.quiet_events
    table.events.extend(ev for ev in events if ev["type"] not in quiet)
    return seat


class Figures:
    def __init__(self) -> None:
        self.seconds: Counter[str] = Counter()
        self.moves = 0
        self.texts = 0


def draw_move(table: Table, moved: int, figures: Figures, lang: str) -> None:
    """The drawings one move costs the bot: the table message, the mover's hand, the hands of
    those the game waits on now."""
    drawn = renderer(table.settings.game)
    began = time.process_time()
    view = ui.table_view(table, lang)
    view.to_components()
    middle = time.process_time()
    readers = {moved} | {seat for seat, kind in table.waits() if kind == "turn"}
    for seat in sorted(readers):
        hand = drawn.hand_view(table, table.seats[seat].name, lang)
        hand.to_components()
    ended = time.process_time()
    figures.seconds["table message"] += middle - began
    figures.seconds["hands"] += ended - middle
    figures.seconds[f"hands drawn ({len(readers)} a move)"] += 0  # for the label only
    figures.moves += 1


def run(game: str, moves: int, seed: int, lang: str) -> Figures:
    rng = random.Random(seed)
    figures = Figures()
    calls = [0]
    text = locales.text

    def counted(*args: Any, **kwargs: Any) -> str:
        calls[0] += 1
        return text(*args, **kwargs)

    locales.text = counted  # type: ignore[assignment]
    try:
        table = make_table(game, seed)
        while figures.moves < moves:
            moved = step(table, rng)
            if moved is None:
                table = make_table(game, rng.getrandbits(32))
                continue
            draw_move(table, moved, figures, lang)
    finally:
        locales.text = text  # type: ignore[assignment]
    figures.texts = calls[0]
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", choices=names(), action="append")
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args(argv)
    games = args.game or list(names())
    profiler = cProfile.Profile() if args.profile else None
    print(f"render: {args.moves} moves per game, 4 people, language {args.lang}")
    for game in games:
        run(game, 20, args.seed, args.lang)  # warm the caches a long-running bot has warm
        if profiler is not None:
            profiler.enable()
        figures = run(game, args.moves, args.seed + 1, args.lang)
        if profiler is not None:
            profiler.disable()
        n = figures.moves
        parts = ", ".join(
            f"{name} {1000 * s / n:.2f} ms" for name, s in figures.seconds.items() if s
        )
        total = 1000 * sum(figures.seconds.values()) / n
        print(
            f"{game:7} {total:6.2f} ms a move ({parts}); "
            f"{figures.texts / n:.1f} catalogue texts formatted a move"
        )
    if profiler is not None:
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(30)
    return 0


if __name__ == "__main__":
    sys.exit(main())
