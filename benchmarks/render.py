"""What drawing a table costs, per move: the renderers' CPU time, game by game.

    python benchmarks/render.py                  # the four games, 4 people each
    python benchmarks/render.py --game dobro --moves 400 --profile

No Discord and no service: a table of four people (every seat a person, so every hand is
drawn with its controls) is played by the normal computer's choices, and after each move the
bot's three drawings of that move are timed, as the writer and the click's answer make them:

* the table message (``render.table_view``), its payload (``view.to_components()``, what
  discord.py sends) and its pictures' key (``render.pictures_key``: Dobble's board);
* the hand of the seat that just moved (the click's own answer) and of every seat the game
  waits on now (the writer's hand refresh, or the hand a ping opens).

Printed per game: milliseconds per move for each drawing and in all, and how many catalogue
texts (``locales.text``) were formatted per move. ``--calls`` adds, per game, microseconds per
call of each building block, each timed on its own after the move: the game's public view and a
seat's (``GameRules.view``), the table message (``game_view``) and its payload, a hand and its
payload, ``hand_key`` (a race's open panels ask it on every change) and ``pictures_key`` (every
table write asks it). ``--profile`` adds a cProfile of the drawing.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import faces  # noqa: E402
import locales  # noqa: E402
from cogs.games import renderer  # noqa: E402
from cogs.table import render as ui  # noqa: E402
from cogs.table.factory import TABLE_CONTROLS  # noqa: E402
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
        #: ``--calls``: seconds and calls per building block.
        self.call_seconds: dict[str, list[float]] = {}

    def timed(self, label: str, call: Any, *args: Any, **kwargs: Any) -> Any:
        began = time.perf_counter()
        out = call(*args, **kwargs)
        self.call_seconds.setdefault(label, []).append(time.perf_counter() - began)
        return out


def time_calls(table: Table, readers: set[int], figures: Figures, lang: str) -> None:
    """Each building block of one move's drawings, timed on its own (``--calls``)."""
    drawn = renderer(table.settings.game)
    game_rules = table.rules
    state = table.state
    timed = figures.timed
    timed("public view", game_rules.view, state, None)
    for seat in sorted(readers):
        timed("seat view", game_rules.view, state, seat)
    with faces.as_words(faces.words_only()):
        view = timed("game_view", drawn.game_view, table, lang, TABLE_CONTROLS)
    timed("table payload", view.to_components)
    timed("pictures_key", ui.pictures_key, table, lang)  # the writer's, after the message
    for seat in sorted(readers):
        name = table.seats[seat].name
        hand = timed("hand_view", drawn.hand_view, table, name, lang, TABLE_CONTROLS)
        timed("hand payload", hand.to_components)
    for seat in range(len(table.seats)):
        timed("hand_key", drawn.hand_key, table, table.seats[seat].name, lang)


def draw_move(table: Table, moved: int, figures: Figures, lang: str, calls: bool = False) -> None:
    """The drawings one move costs the bot: the table message, the mover's hand, the hands of
    those the game waits on now."""
    drawn = renderer(table.settings.game)
    began = time.process_time()
    view = ui.table_view(table, lang)
    view.to_components()
    ui.pictures_key(table, lang)  # the writer asks it with every table message
    middle = time.process_time()
    readers = {moved} | {seat for seat, kind in table.waits() if kind == "turn"}
    for seat in sorted(readers):
        hand = drawn.hand_view(table, table.seats[seat].name, lang, TABLE_CONTROLS)
        hand.to_components()
    ended = time.process_time()
    figures.seconds["table message"] += middle - began
    figures.seconds["hands"] += ended - middle
    figures.seconds[f"hands drawn ({len(readers)} a move)"] += 0  # for the label only
    figures.moves += 1
    if calls:
        time_calls(table, readers, figures, lang)


def run(game: str, moves: int, seed: int, lang: str, calls: bool = False) -> Figures:
    """``moves`` moves of ``game`` drawn as the bot draws them (``calls``: and each building
    block timed on its own)."""
    rng = random.Random(seed)
    figures = Figures()
    texts = [0]
    text = locales.text

    def counted(*args: Any, **kwargs: Any) -> str:
        texts[0] += 1
        return text(*args, **kwargs)

    locales.text = counted  # type: ignore[assignment]
    try:
        table = make_table(game, seed)
        while figures.moves < moves:
            moved = step(table, rng)
            if moved is None:
                table = make_table(game, rng.getrandbits(32))
                continue
            draw_move(table, moved, figures, lang, calls)
    finally:
        locales.text = text  # type: ignore[assignment]
    figures.texts = texts[0]
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", choices=names(), action="append")
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--calls", action="store_true", help="microseconds per building block")
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
        timed = run(game, args.moves, args.seed + 1, args.lang, calls=True) if args.calls else None
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
        if timed is not None:
            blocks = ", ".join(
                f"{label} {1e6 * statistics.median(times):.0f}/{1e6 * statistics.mean(times):.0f}"
                for label, times in timed.call_seconds.items()
            )
            print(f"{'':7} µs a call (median/mean): {blocks}")
    if profiler is not None:
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(30)
    return 0


if __name__ == "__main__":
    sys.exit(main())
