"""Replay paging latency (issue 24): how long a page of ``/dobro replay`` takes on long games.

Run: python benchmarks/replay.py [--keyframes 16] [--quick]. Figures are printed, never
asserted.

For each game, one long finished game is played by computers and stored in a SQLite database
(setup, every action, its results), as a table leaves it. Then, as the replay cog does:

* **open**: the first page of a game nobody watched yet: the table read from storage
  (``TableService.load``: the SQL, one whole replay to its end) and the service's keyframes
  (one more replay);
* **paging**: every page from the deal to the end with *Next*, back with *Previous*, by ±10,
  and 200 random jumps (a round's start, a forged step): the service's page (state from the
  keyframe before it, the move's events), then the step drawn (``render.replay_items`` and
  the frame, serialised as Discord receives it);
* **naive**: the same random pages replayed from the deal every time
  (``load(setup, actions[:k])``), what a page would cost without keyframes.

Times are wall-clock on one core; p50 / p95 / max in milliseconds.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cogs.games import renderer
from cogs.replay import replay_view
from games import rules
from standings.counting import judge
from storage import Database, Seat
from tables import TableService
from teaching.replays import ReplayService

GUILD = 1
#: The long games measured: (game, seats, options, seed): the longest each game plays (Dobro
#: long at six, 308 moves; Sticks at five, 225; Ten at seven, 171: it cannot go much longer).
GAMES: tuple[tuple[str, int, dict[str, Any], int], ...] = (
    ("dobro", 6, {"variant": "long"}, 2),
    ("sticks", 5, {}, 1),
    ("ten", 7, {}, 4),
)


async def store_game(
    db: Database, game: str, seats: int, options: dict[str, Any], seed: int
) -> int:
    """A game of computers played to its end and stored as a finished table; its id."""
    r = rules(game)
    names = [f"🤖 P{i}" for i in range(seats)]
    setup = r.new_setup(names, r.options_model(**options), seed)
    state = r.load(setup, [])
    rng = random.Random(seed)
    levels = dict.fromkeys(range(seats), "normal")
    stored = await db.games.create(
        GUILD,
        100 + seed,
        settings={"game": game, "options": options, "seats": seats, "host_id": 0},
        seats=[Seat.ai(i, n, "normal") for i, n in enumerate(names)],
        setup=setup,
    )
    seq = 0
    while not r.is_over(state):
        move = r.computer_move(state, levels, rng)
        action = r.to_record(state, move)
        await db.games.append_action(stored.id, seq, action["player"], action, origin="computer")
        r.apply_in_place(state, move)
        seq += 1
    verdict = judge(r.standings(state), await db.games.seat_plays(stored.id))
    await db.results.record_results(stored.id, verdict)
    return stored.id


def percentiles(samples: Sequence[float]) -> str:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return f"p50 {statistics.median(ordered):6.2f}  p95 {p95:6.2f}  max {ordered[-1]:6.2f}"


async def timed(call: Callable[[], Any]) -> float:
    start = time.perf_counter()
    await call()
    return (time.perf_counter() - start) * 1000


async def measure(db: Database, game_id: int, keyframes: int, jumps: int) -> None:
    tables = TableService(db)
    service = ReplayService(
        tables.load, lambda t: renderer(t.settings.game).section(t), keyframe_every=keyframes
    )
    first: dict[str, Any] = {}

    async def open_first() -> None:
        first["page"] = await service.page(game_id, 0, guild_id=GUILD)

    opened = await timed(open_first)
    page = first["page"]
    total = page.total
    game = page.table.settings.game
    r = page.table.rules
    setup, actions = page.table.setup, page.table.actions
    rng = random.Random(1)
    routes = {
        "next": list(range(1, total + 1)),
        "previous": list(range(total - 1, -1, -1)),
        "±10": [s for k in range(0, total, 10) for s in (k, min(total, k + 10))],
        "random": [rng.randrange(total + 1) for _ in range(jumps)],
    }
    print(f"\n{game}: {total} moves, {len(page.sections)} rounds, a keyframe every {keyframes}")
    print(f"  open (storage + whole replay + keyframes): {opened:7.1f} ms")
    for name, steps in routes.items():
        service_ms: list[float] = []
        drawn_ms: list[float] = []
        for step in steps:
            t0 = time.perf_counter()
            shown = await service.page(game_id, step, guild_id=GUILD)
            t1 = time.perf_counter()
            replay_view(shown, "en").to_components()
            t2 = time.perf_counter()
            service_ms.append((t1 - t0) * 1000)
            drawn_ms.append((t2 - t0) * 1000)
        print(f"  {name:8s} page {percentiles(service_ms)}  · drawn too {percentiles(drawn_ms)}")
    naive: list[float] = []
    for step in routes["random"][: max(20, jumps // 4)]:
        t0 = time.perf_counter()
        r.load(setup, actions[:step])
        naive.append((time.perf_counter() - t0) * 1000)
    print(f"  naive    load(setup, actions[:k]) from the deal: {percentiles(naive)}")


async def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--keyframes", type=int, default=16, help="a keyframe every N moves")
    parser.add_argument("--quick", action="store_true", help="fewer random jumps")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        db = await Database.open(Path(folder) / "replay.sqlite3")
        try:
            stored = [await store_game(db, *spec) for spec in GAMES]
            for game_id in stored:
                await measure(db, game_id, args.keyframes, 50 if args.quick else 200)
        finally:
            await db.close()


if __name__ == "__main__":
    asyncio.run(main())
