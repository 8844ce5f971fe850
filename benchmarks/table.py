"""Table benchmark: whole games through the offline Discord, with the real bot and storage.

    python benchmarks/table.py            # 10 games, 200 tables in memory (about a minute)
    python benchmarks/table.py --quick    # 3 games, 50 tables

Measures, on this machine, with discord.py talking HTTP and websocket to ``tests/fakediscord``:

* click latency: from a person's click on a move in their hand to the bot's answer (the updated
  hand, a type 7 response), which comes after the move is committed to SQLite; median and p95;
* what one game costs in requests to Discord: total, table-message edits, turn pings, per move
  (one writer per table coalesces edits, so a burst of computer moves costs one edit);
* memory per table being played (tracemalloc), with many tables dealt at once.

Each game: one person and three computer players (normal), four seats, standard variant; the
person presses a random enabled control of their hand every turn. Computers play at once
(``AI_DELAY=0``), so the figures are the bot's own costs, not the natural pauses.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pytest

from bot import DobroBot
from cogs.dobro import render as ui
from settings import Settings
from tables import TableSettings
from tests.fakediscord import FakeDiscord

EDIT = ("PATCH", "/channels/{channel_id}/messages/{message_id}")
POST = ("POST", "/channels/{channel_id}/messages")


async def start_bot(fake: FakeDiscord, folder: Path) -> DobroBot:
    settings = Settings(
        _env_file=None,  # type: ignore[call-arg]
        discord_token=fake.token,
        database_path=folder / "bench.sqlite3",
        dev_guild_id=fake.guild.id,
        log_level="WARNING",
        ai_delay=0,
    )
    bot = DobroBot(settings, guild_ready_timeout=0.01)
    bot._bench_task = asyncio.create_task(bot.start(fake.token))  # type: ignore[attr-defined]
    while not (bot.is_ready() and bot.get_guild(fake.guild.id)):
        await asyncio.sleep(0.005)
    fake.attach(bot)
    await fake.wait_idle()
    return bot


async def settle(fake: FakeDiscord, bot: DobroBot) -> None:
    assert bot.tables is not None
    for _ in range(2):
        await bot.tables.idle()
        await bot.get_cog("Play").idle()  # type: ignore[union-attr]
        await fake.wait_idle()


async def one_game(
    fake: FakeDiscord, bot: DobroBot, person: Any, rng: random.Random, latencies: list[float]
) -> dict[str, int]:
    assert bot.tables is not None
    channel = fake.add_channel(f"bench-{rng.randrange(10**9)}")
    before = {key: len(fake.requests_to(*key)) for key in (EDIT, POST)}
    requests_before = len(fake.requests)
    table_msg = (await fake.slash(person, channel, "dobro new", seats=4)).response()
    table = bot.tables.in_channel(channel.id)
    assert table is not None
    gid = table.game_id
    for _ in range(3):
        await fake.click(person, fake.message(table_msg.id), f"dobro:t:{gid}:ai_normal")
    await settle(fake, bot)
    await fake.click(person, fake.message(table_msg.id), f"dobro:t:{gid}:start")
    hand = None
    while True:
        await settle(fake, bot)
        state = table.state
        assert state is not None
        if state.over:
            break
        if hand is None or not any(not b.get("disabled") for b in fake.message(hand).buttons()):
            hand = (await fake.click(person, table_msg, f"dobro:t:{gid}:hand")).response().id
        stored = fake.message(hand)
        controls = [
            c
            for c in [*stored.buttons(), *stored.selects()]
            if c["custom_id"].startswith(("dobro:m:", "dobro:j:")) and not c.get("disabled")
        ]
        choice = rng.choice(controls)
        began = time.perf_counter()
        if choice["custom_id"].startswith("dobro:j:"):
            value = rng.choice(choice["options"])["value"]
            pressed = await fake.select(person, stored, choice["custom_id"], [value], wait=False)
        else:
            pressed = await fake.click(person, stored, choice["custom_id"], wait=False)
        while not pressed.acknowledged:
            await asyncio.sleep(0.0002)
        latencies.append(time.perf_counter() - began)
    await settle(fake, bot)
    moves = table.state.version
    return {
        "moves": moves,
        "requests": len(fake.requests) - requests_before,
        "edits": len(fake.requests_to(*EDIT)) - before[EDIT],
        "posts": len(fake.requests_to(*POST)) - before[POST],
    }


async def table_memory(bot: DobroBot, count: int) -> float:
    """Bytes held per dealt four-seat table (service state, engine state, lock, log)."""
    assert bot.tables is not None
    service = bot.tables
    service.ai_delay = 3600.0  # computers wait: the tables stay in play while we measure
    tracemalloc.start()
    first = tracemalloc.take_snapshot()
    for k in range(count):
        table = await service.create(1, 10**12 + k, 10**6 + k, f"Player {k}", TableSettings())
        for _ in range(3):
            await service.add_computer(table.game_id, 10**6 + k, "normal")
        await service.start(table.game_id, 10**6 + k)
    second = tracemalloc.take_snapshot()
    tracemalloc.stop()
    grown = sum(s.size_diff for s in second.compare_to(first, "filename"))
    return grown / count


def timed(owner: Any, name: str) -> list[float]:
    """Wrap ``owner.name`` to record how long each call takes (sync or async)."""
    original = getattr(owner, name)
    durations: list[float] = []
    if asyncio.iscoroutinefunction(original):

        async def wrapper(*args: Any, **kwargs: Any) -> Any:
            began = time.perf_counter()
            try:
                return await original(*args, **kwargs)
            finally:
                durations.append(time.perf_counter() - began)
    else:

        def wrapper(*args: Any, **kwargs: Any) -> Any:
            began = time.perf_counter()
            try:
                return original(*args, **kwargs)
            finally:
                durations.append(time.perf_counter() - began)

    setattr(owner, name, wrapper)
    return durations


def ms(values: list[float]) -> str:
    values = sorted(values)
    return (
        f"median {statistics.median(values) * 1000:.2f} ms, "
        f"p95 {values[int(0.95 * (len(values) - 1))] * 1000:.2f} ms"
    )


async def main(quick: bool) -> None:
    games = 3 if quick else 10
    tables = 50 if quick else 200
    rng = random.Random(2026)
    with tempfile.TemporaryDirectory() as folder, pytest.MonkeyPatch.context() as patch:
        fake = FakeDiscord()
        await fake.start()
        fake.patch(patch)
        bot = await start_bot(fake, Path(folder))
        person = fake.member("ana")
        acts = timed(bot.tables, "act")  # type: ignore[arg-type]
        renders = timed(ui, "hand_view")
        latencies: list[float] = []
        costs = []
        began = time.perf_counter()
        for _ in range(games):
            costs.append(await one_game(fake, bot, person, rng, latencies))
        elapsed = time.perf_counter() - began
        play: Any = bot.get_cog("Play")
        kept = {
            "tables": len(bot.tables.registry),  # type: ignore[union-attr]
            "drivers": bot.tables.scheduler.drivers,  # type: ignore[union-attr]
            "writers": len(play._writers),
            "hands": len(play.hands),
            "turn marks": len(play._turn_started),
        }
        per_table = await table_memory(bot, tables)
        await bot.close()
        await bot._bench_task  # type: ignore[attr-defined]
        await fake.stop()
    moves = sum(c["moves"] for c in costs)
    print(f"{games} games of 4 seats (1 person, 3 computers) in {elapsed:.1f} s")
    print(f"click -> updated hand: {ms(latencies)} over {len(latencies)} clicks (fake included)")
    print(f"  of which the move (lock, engine, SQLite commit): {ms(acts)}")
    print(f"  rendering a hand (components V2 view): {ms(renders)}")
    print(
        f"per game: {moves / games:.0f} moves, "
        f"{sum(c['requests'] for c in costs) / games:.0f} requests to Discord, "
        f"{sum(c['edits'] for c in costs) / games:.0f} table edits, "
        f"{sum(c['posts'] for c in costs) / games:.0f} messages posted "
        f"(pings, results); {sum(c['requests'] for c in costs) / moves:.2f} requests per move"
    )
    print(f"left in memory after {games} finished games (one channel each): {kept}")
    print(f"memory per table in play: {per_table / 1024:.1f} KiB ({tables} tables dealt)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="a short run, smaller numbers")
    asyncio.run(main(parser.parse_args().quick))
