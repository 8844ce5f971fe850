"""Dobble claims through the offline Discord: how fast a right claim shows on the board, what a
claim costs in requests, and whether a burst of claims stays inside Discord's rate limits.

    python benchmarks/dobble_claims.py              # 8 players, 30 bursts of 8 claims
    python benchmarks/dobble_claims.py --bursts 10 --players 4

The real bot (every cog, SQLite, the production table-edit pacing of 1 s) talks HTTP and
websocket to ``fakediscord`` on this machine, with the real clock: a stage counts down for real
(3 s), and each burst is every player clicking their right symbol on the tower's board at the
same moment (``asyncio.gather`` of the clicks), as eight quick players would. Each burst has one
winner (the first in (time, seat) order) and seven too-late claims.

Figures:

* claim-to-board latency: from the winning click's dispatch to its answer, which is the new
  board (a type 7 response with the board's picture): p50 and p99;
* answer latency for every click (the too-late ones are a private line);
* requests per claim, split into interaction answers and channel requests (posts, edits);
* the largest number of channel requests in any 5 s window (Discord allows about 5 message
  edits per 5 s in a channel) and the 429s the fake answered (none expected).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pytest

from bot import DobroBot
from dobble_rules.ai import claim_for
from fakediscord import FakeDiscord
from settings import Settings
from tables.service import RACE_COUNTDOWN


async def start_bot(fake: FakeDiscord, folder: Path) -> DobroBot:
    settings = Settings(
        _env_file=None,  # type: ignore[call-arg]
        discord_token=fake.token,
        database_path=folder / "bench.sqlite3",
        dev_guild_id=fake.guild.id,
        log_level="WARNING",
        ai_delay=0,
        table_edit_interval=1.0,
        card_emojis=False,
    )
    bot = DobroBot(settings, guild_ready_timeout=0.01)
    bot._bench_task = asyncio.create_task(bot.start(fake.token))  # type: ignore[attr-defined]
    while not (bot.is_ready() and bot.get_guild(fake.guild.id)):
        await asyncio.sleep(0.005)
    fake.attach(bot)
    await fake.wait_idle()
    return bot


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def main(players: int, bursts: int) -> None:
    with tempfile.TemporaryDirectory() as folder, pytest.MonkeyPatch.context() as patch:
        fake = FakeDiscord()
        await fake.start()
        fake.patch(patch)
        bot = await start_bot(fake, Path(folder))
        service = bot.tables
        assert service is not None
        people = [fake.add_member(f"p{k}") for k in range(players)]
        await fake.wait_idle()
        channel = fake.add_channel("dobble")
        lobby = (
            await fake.slash(
                people[0], channel, "dobro new", game="dobble", seats=players, minigames="1",
                modes="tower",
            )
        ).response()  # fmt: skip
        table = service.in_channel(channel.id)
        assert table is not None
        gid = table.game_id
        for person in people[1:]:
            await fake.click(person, fake.message(lobby.id), f"dobro:t:{gid}:join")
        await asyncio.sleep(1.2)  # the paced lobby edit shows every seat
        await fake.wait_idle()
        await fake.click(people[0], fake.message(lobby.id), f"dobro:t:{gid}:start")
        await asyncio.sleep(RACE_COUNTDOWN + 0.5)
        await fake.wait_idle()
        seat_of = {p.id: table.seat_of(p.id).seat for p in people}  # type: ignore[union-attr]
        first_request = len(fake.requests)
        wins: list[float] = []
        answers: list[float] = []
        claims = 0
        for _ in range(bursts):
            if table.race is None or not table.race.started:
                break
            board = fake.message(table.message_id)
            clicks = []
            for person in people:
                found = claim_for(table.state, seat_of[person.id])
                if found is None:
                    continue
                cid = next(
                    c
                    for c in board.custom_ids()
                    if c.startswith("dobro:c:") and c.endswith(f":{found[0]}")
                )
                clicks.append((person, cid))
            began = time.perf_counter()
            sent = await asyncio.gather(
                *(fake.click(p, board, cid, wait=False) for p, cid in clicks)
            )
            done: dict[int, float] = {}
            while len(done) < len(sent) and time.perf_counter() - began < 5:
                for click in sent:
                    if click.id not in done and (click.acknowledged or click.errors):
                        done[click.id] = time.perf_counter() - began
                await asyncio.sleep(0.001)
            claims += len(sent)
            for click in sent:
                answers.append(done.get(click.id, 5.0))
                if click.callback_type == 7:
                    wins.append(done.get(click.id, 5.0))
            await asyncio.sleep(0.2)  # a person's reading time before the next burst
            await fake.wait_idle()
        requests = fake.requests[first_request:]
        await asyncio.sleep(1.2)
        await bot.close()
        await bot._bench_task  # type: ignore[attr-defined]
        await fake.stop()
    interaction = [r for r in requests if (r.route or "").startswith("/interactions/")]
    channel_reqs = [r for r in requests if (r.route or "").startswith("/channels/")]
    limited = [r for r in requests if r.status == 429]
    # Channel requests in any 5 s window (requests are in time order; the fake stamps none, so
    # the bursts' own pacing is used: every burst is at least 0.2 s apart).
    print(f"{players} players, {len(wins)} bursts of {players} simultaneous claims (tower)")
    ms = [w * 1000 for w in wins]
    print(
        f"  claim-to-board (the winner's answer is the new board): p50 "
        f"{statistics.median(ms):.0f} ms, p99 {percentile(ms, 0.99):.0f} ms, max {max(ms):.0f} ms"
    )
    all_ms = [a * 1000 for a in answers]
    print(
        f"  every claim's answer: p50 {statistics.median(all_ms):.0f} ms, "
        f"p99 {percentile(all_ms, 0.99):.0f} ms"
    )
    print(
        f"  requests per claim: {len(requests) / claims:.2f} "
        f"({len(interaction) / claims:.2f} interaction answers, "
        f"{len(channel_reqs) / claims:.2f} channel requests)"
    )
    print(f"  channel requests in all: {len(channel_reqs)}; 429 answers: {len(limited)}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=8)
    parser.add_argument("--bursts", type=int, default=30)
    args = parser.parse_args()
    asyncio.run(main(args.players, args.bursts))
