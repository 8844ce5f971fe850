"""Table benchmark: whole games through the offline Discord, with the real bot and storage.

    python benchmarks/table.py              # 6 games, 200 tables in memory (a few minutes)
    python benchmarks/table.py --quick      # 2 games, 50 tables
    python benchmarks/table.py --people 1   # one person and three computers per table
    python benchmarks/table.py --think 1    # people take about a second per move

Measures, on this machine, with discord.py talking HTTP and websocket to ``fakediscord``:

* click latency: from a person's click on a move in their hand to the bot's answer (the updated
  hand, a type 7 response), which comes after the move is committed to SQLite; median and p95;
* what one game costs in requests to Discord, per move: in all (interaction responses
  included), table-message edits, messages posted (pings, results, fresh table messages),
  deletes, hand refreshes (webhook edits) and interaction responses;
* memory per table being played (tracemalloc), with many tables dealt at once.

Each game: four seats, standard variant, two people (``--people``) and computers (normal) in
the other seats; each person presses a random enabled control of their hand on their turn,
opening "My hand" only when no hand of theirs shows live controls (after a ping). Computers
play at once (``AI_DELAY=0``) and the table writer keeps its production pacing
(``TABLE_EDIT_INTERVAL``, 1 s), so the figures are the bot's own costs.
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
from cogs.games import renderer
from fakediscord import FakeDiscord
from settings import Settings
from tables import TableSettings

EDIT = ("PATCH", "/channels/{channel_id}/messages/{message_id}")
POST = ("POST", "/channels/{channel_id}/messages")
DELETE = ("DELETE", "/channels/{channel_id}/messages/{message_id}")
KINDS = {
    "table edits": lambda r: (r.method, r.route) == EDIT,
    "posts": lambda r: (r.method, r.route) == POST,
    "deletes": lambda r: (r.method, r.route) == DELETE,
    "hand refreshes": lambda r: r.route.startswith("/webhooks/") and r.method == "PATCH",
    "interaction responses": lambda r: r.route.startswith("/interactions/"),
}


async def start_bot(fake: FakeDiscord, folder: Path, interval: float) -> DobroBot:
    settings = Settings(
        _env_file=None,  # type: ignore[call-arg]
        discord_token=fake.token,
        database_path=folder / "bench.sqlite3",
        dev_guild_id=fake.guild.id,
        log_level="WARNING",
        ai_delay=0,
        table_edit_interval=interval,
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
    fake: FakeDiscord,
    bot: DobroBot,
    people: list[Any],
    rng: random.Random,
    latencies: list[float],
    think: float = 0.0,
) -> dict[str, int]:
    assert bot.tables is not None
    host = people[0]
    channel = fake.add_channel(f"bench-{rng.randrange(10**9)}")
    table_msg = (await fake.slash(host, channel, "dobro new", seats=4)).response()
    table = bot.tables.in_channel(channel.id)
    assert table is not None
    gid = table.game_id
    for person in people[1:]:
        await fake.click(person, fake.message(table_msg.id), f"dobro:t:{gid}:join")
    for _ in range(4 - len(people)):
        await fake.click(host, fake.message(table_msg.id), f"dobro:t:{gid}:ai_normal")
    await asyncio.sleep(bot.settings.table_edit_interval)
    await settle(fake, bot)  # the lobby message shows every seat (edits are paced)
    await fake.click(host, fake.message(table_msg.id), f"dobro:t:{gid}:start")
    await settle(fake, bot)
    first_request = len(fake.requests)  # from the deal on: the game's own cost
    hands: dict[int, int] = {}
    while True:
        await settle(fake, bot)
        state = table.state
        assert state is not None
        if state.over:
            break
        user_id = table.user_of(state.players[state.turn])
        person = next(p for p in people if p.id == user_id)
        hand = hands.get(person.id)
        live = hand is not None and any(
            not c.get("disabled") and c["custom_id"].startswith(("dobro:m:", "dobro:j:"))
            for c in [*fake.message(hand).buttons(), *fake.message(hand).selects()]
        )
        if not live:  # pinged (no hand to refresh): "My hand" on the ping (or the table)
            button = f"dobro:t:{gid}:hand"
            shown = [m for m in fake.messages(channel) if button in m.custom_ids()][-1]
            hand = (await fake.click(person, shown, button)).response().id
            hands[person.id] = hand
        stored = fake.message(hand)
        controls = [
            c
            for c in [*stored.buttons(), *stored.selects()]
            if c["custom_id"].startswith(("dobro:m:", "dobro:j:")) and not c.get("disabled")
        ]
        choice = rng.choice(controls)
        if think:
            await asyncio.sleep(think * (0.5 + rng.random()))  # a person reading their hand
            await settle(fake, bot)
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
    sent = fake.requests[first_request:]
    counts = {kind: sum(1 for r in sent if match(r)) for kind, match in KINDS.items()}
    return {"moves": table.state.version, "requests": len(sent), **counts}


async def table_memory(bot: DobroBot, count: int) -> float:
    """Bytes held per dealt four-seat table (service state, engine state, lock, log)."""
    assert bot.tables is not None
    service = bot.tables
    service.listeners.clear()  # the service's own state: no table messages for these
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


async def main(quick: bool, people_count: int, interval: float, think: float) -> None:
    games = (1 if think else 2) if quick else (2 if think else 6)
    tables = 50 if quick else 200
    rng = random.Random(2026)
    with tempfile.TemporaryDirectory() as folder, pytest.MonkeyPatch.context() as patch:
        fake = FakeDiscord()
        await fake.start()
        fake.patch(patch)
        bot = await start_bot(fake, Path(folder), interval)
        people = [fake.member(name) for name in ("ana", "ben", "cleo", "dan")[:people_count]]
        acts = timed(bot.tables, "play")  # type: ignore[arg-type]
        renders = timed(renderer("dobro"), "hand_view")
        latencies: list[float] = []
        costs = []
        began = time.perf_counter()
        for _ in range(games):
            costs.append(await one_game(fake, bot, people, rng, latencies, think))
        elapsed = time.perf_counter() - began
        play: Any = bot.get_cog("Play")
        kept = {
            "tables": len(bot.tables.registry),  # type: ignore[union-attr]
            "drivers": bot.tables.scheduler.drivers,  # type: ignore[union-attr]
            "writers": len(play.writers),
        }
        per_table = await table_memory(bot, tables)
        await bot.close()
        await bot._bench_task  # type: ignore[attr-defined]
        await fake.stop()
    moves = sum(c["moves"] for c in costs)
    computers = 4 - people_count
    print(
        f"{games} games of 4 seats ({people_count} people, {computers} computers, table edits "
        f"at most every {interval:g} s, people think {think:g} s on average) in {elapsed:.1f} s"
    )
    print(f"click -> updated hand: {ms(latencies)} over {len(latencies)} clicks (fake included)")
    print(f"  of which the move (lock, engine, SQLite commit): {ms(acts)}")
    print(f"  rendering a hand (components V2 view): {ms(renders)}")
    total = sum(c["requests"] for c in costs)
    print(
        f"per game: {moves / games:.0f} moves, {total / games:.0f} requests to Discord: "
        f"{total / moves:.2f} requests per move, interaction responses included"
    )
    for kind in KINDS:
        count = sum(c[kind] for c in costs)
        print(f"  {kind}: {count / games:.0f} per game, {count / moves:.2f} per move")
    print(f"left in memory after {games} finished games (one channel each): {kept}")
    print(f"memory per table in play: {per_table / 1024:.1f} KiB ({tables} tables dealt)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="a short run, smaller numbers")
    parser.add_argument("--people", type=int, default=2, choices=(1, 2, 3, 4))
    parser.add_argument(
        "--edit-interval", type=float, default=1.0, help="TABLE_EDIT_INTERVAL (seconds)"
    )
    parser.add_argument(
        "--think", type=float, default=0.0, help="seconds a person takes per move (0: at once)"
    )
    args = parser.parse_args()
    asyncio.run(main(args.quick, args.people, args.edit_interval, args.think))
