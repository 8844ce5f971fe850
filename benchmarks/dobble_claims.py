"""Dobble through the offline Discord, with the real clock: is the race fair to the
millisecond, does the board keep up, and what does a claim cost in requests?

    python benchmarks/dobble_claims.py                  # both parts (about 10 minutes)
    python benchmarks/dobble_claims.py --part match --minigames 2
    python benchmarks/dobble_claims.py --part fairness --boards 100

The real bot (every cog, SQLite, the production table-edit pacing of 1 s) talks HTTP and
websocket to ``fakediscord`` on this machine. Simulated people click as people would: a
reaction time after the board was shown (the Discord time of the edit that showed it), and
each click reaches the bot after a delivery delay (its id is minted at the click, as Discord
does, and delivered 20–250 ms later, as over a slow link).

**The match** (``--part match``): 8 seats, five people and three computers (relaxed, normal,
quick), the mini-games in turn (``--minigames``, 5 by default; the hot potato's claims are
made from each person's panel). People react in about 1.9 s
(N(1900, 450) ms), and one click in 12 is a wrong symbol. Figures:

* resolution → board edit sent: from the moment the table service takes a right claim to the
  moment the fake receives the request that shows the new cards (the click's own answer, or
  the writer's edit), p50 / p99 / max; the target is p99 ≤ 100 ms, and never more than one
  pacing interval (1 s), whatever clicks are held meanwhile;
* requests per claim over the match (every request the bot made from the Start to the results,
  over every claim: people's clicks and computers' claims), split; target ≤ 1.5;
* whether the first countdown was shown before the Go, and for how long;
* the 429s the fake answered.

**Fairness** (``--part fairness``): one person against one computer, the tower, for each
computer level, ``--boards`` boards (about 200) over tables played side by side. The person
always reacts ``--reaction`` s (1.5) after the board was shown. The share of boards they take
should be what the two reaction times predict: P(the computer's reaction > theirs), the
computer's reaction being N(mean, 0.3 mean) ms (dobble_rules.ai).

Timing figures depend on the machine: run it on an otherwise idle one.
"""

from __future__ import annotations

import argparse
import asyncio
import math
import os
import random
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pytest

import dobble_rules as db
from bot import DobroBot
from dobble_rules.ai import FLOOR_MS, MEAN_MS, SPREAD, claim_for
from fakediscord import FakeDiscord, FakeUser, StoredMessage
from settings import Settings
from tables import Table, TableService
from tables.service import RACE_COUNTDOWN

SHARED = ("tower", "poison", "well", "catch")
#: Delivery delays of people's clicks (seconds): uniform in this range.
DELAY = (0.02, 0.25)


async def click_at(
    fake: FakeDiscord, user: FakeUser, message: StoredMessage, cid: str, at: float, delay: float
) -> Any:
    """``user`` clicks at ``at`` (seconds since the epoch: the click's id says so, as Discord
    would, however late this benchmark's own task woke up), and the bot gets it ``delay`` s
    later."""
    wait = max(0.0, at + delay - time.time())
    return await fake.click(user, message, cid, wait=False, at=at, delay=wait)


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


def iso_ms(when: str) -> int:
    return round(datetime.fromisoformat(when).timestamp() * 1000)


async def open_table(
    fake: FakeDiscord,
    service: TableService,
    people: list[FakeUser],
    computers: list[str],
    name: str,
    **options: str,
) -> tuple[Table, StoredMessage]:
    """A Dobble table in a channel of its own, seated and started (the countdown runs)."""
    channel = fake.add_channel(name)
    seats = len(people) + len(computers)
    host = people[0]
    lobby = (
        await fake.slash(host, channel, "dobro new", game="dobble", seats=seats, **options)
    ).response()
    table = service.in_channel(channel.id)
    assert table is not None
    gid = table.game_id
    for person in people[1:]:
        await fake.click(person, fake.message(lobby.id), f"dobro:t:{gid}:join")
    for level in computers:
        await fake.click(host, fake.message(lobby.id), f"dobro:t:{gid}:ai_{level}")
    for _ in range(3000):  # the paced lobby edit shows every seat
        start = fake.message(lobby.id).find_component(f"dobro:t:{gid}:start")
        if start is not None and not start.get("disabled"):
            break
        await asyncio.sleep(0.01)
    await fake.click(host, fake.message(lobby.id), f"dobro:t:{gid}:start")
    return table, fake.message(lobby.id)


def seat_of(table: Table, user: FakeUser) -> int:
    seat = table.seat_of(user.id)
    assert seat is not None
    return seat.seat


def board_key(table: Table) -> tuple[int, int] | None:
    """The bot's board: (stage, claims taken), while a stage runs."""
    race = table.race
    if race is None or not race.started or table.state is None:
        return None
    return (race.stage, db.GAME.race_seen(table.state))


def claim_cid(message: StoredMessage, symbol: int) -> str | None:
    return next(
        (c for c in message.custom_ids() if c.startswith("dobro:c:") and c.endswith(f":{symbol}")),
        None,
    )


# --------------------------------------------------------------------------------------------
# The match


@dataclass
class MatchFigures:
    resolutions: list[tuple[float, int]] = field(default_factory=list)  # (time, table msg)
    clicks: int = 0
    computer_claims: int = 0
    wrong: int = 0


async def person(
    fake: FakeDiscord, table: Table, user: FakeUser, rng: random.Random, figures: MatchFigures
) -> None:
    """Clicks the right symbol (now and then a wrong one) a reaction time after each board was
    shown (the Discord time of the edit that showed it, as the bot heard it from Discord), on
    the board or (the hot potato, a duel) in their panel, opened once a stage."""
    seat = seat_of(table, user)
    last: tuple[int, int] | None = None
    panel: StoredMessage | None = None
    panel_stage: int | None = None
    while table.open:
        await asyncio.sleep(0.005)
        key = board_key(table)
        race = table.race
        if key is None or key == last or race is None or race.shown_ms is None:
            continue
        last = key
        view = db.GAME.view(table.state, None)
        own = view.duel is not None or view.mode not in SHARED
        if own and panel_stage != key[0]:
            hand = f"dobro:t:{table.game_id}:hand"
            opened = await fake.click(user, fake.message(table.message_id), hand, wait=False)
            for _ in range(400):
                if opened.acknowledged:
                    break
                await asyncio.sleep(0.005)
            if not opened.acknowledged:
                continue
            panel, panel_stage = opened.response(), key[0]
        reaction = max(600.0, rng.gauss(1900, 450)) / 1000
        at = race.shown_ms / 1000 + reaction
        await asyncio.sleep(max(0.0, at - time.time()))
        if board_key(table) != key:
            continue  # someone was quicker: this board is gone
        found = claim_for(table.state, seat)
        if found is None or (own and panel is None):
            continue
        message = fake.message(panel.id if own and panel is not None else table.message_id)
        symbol = found[0]
        if rng.random() < 1 / 12:
            shown = [
                int(c.rsplit(":", 1)[1]) for c in message.custom_ids() if c.startswith("dobro:c:")
            ]
            others = [s for s in shown if s != symbol]
            if others:
                symbol = rng.choice(others)
                figures.wrong += 1
        cid = claim_cid(message, symbol)
        if cid is None:
            continue
        figures.clicks += 1
        await click_at(fake, user, message, cid, at, rng.uniform(*DELAY))


async def run_match(fake: FakeDiscord, bot: DobroBot, minigames: int, seed: int) -> None:
    service = bot.tables
    assert service is not None
    rng = random.Random(seed)
    people = [fake.add_member(f"m{k}") for k in range(5)]
    await fake.wait_idle()
    figures = MatchFigures()

    async def listener(table: Table, events: list[dict[str, Any]]) -> None:
        if any(ev.get("type") == "claim" and ev.get("outcome") == "ok" for ev in events):
            figures.resolutions.append((time.time(), table.message_id or 0))

    service.listeners.append(listener)
    table, _lobby = await open_table(
        fake,
        service,
        people,
        ["relaxed", "normal", "quick"],
        "dobble-match",
        minigames=str(minigames),
        modes="each",
    )
    first_request = len(fake.requests)
    began = time.time()
    tasks = [
        asyncio.create_task(person(fake, table, user, random.Random(rng.random()), figures))
        for user in people
    ]
    while table.open:
        await asyncio.sleep(0.05)
        if time.time() - began > 1800:
            raise TimeoutError("the match did not end in 30 minutes")
    await asyncio.sleep(1.5)
    await fake.wait_idle()
    for task in tasks:
        task.cancel()
    requests = fake.requests[first_request:]
    figures.computer_claims = sum(1 for a in table.actions if "🤖" in a.get("player", ""))
    service.listeners.remove(listener)

    # The countdown before the first Go: the table message's snapshots, and the Go's post
    # (the first message after the lobby).
    lobby_states = [*_lobby.history, _lobby.data]
    countdown = next((s for s in lobby_states if "Get ready" in StoredMessage(s).text()), None)
    after = [m for m in fake.messages(table.channel_id) if m.id > _lobby.id]
    first_go = min((m.data["timestamp"] for m in after), default=None)

    # Resolution → the request that showed the new cards.
    latencies: list[float] = []
    kinds: list[str] = []
    shown_by = {
        r.at: "a click's answer" if "/callback" in r.path else f"the writer ({r.method})"
        for r in requests
    }
    for when, message_id in figures.resolutions:
        shown = next(
            (
                r.at
                for r in requests
                if r.at >= when
                and (
                    (r.method == "PATCH" and str(message_id) in r.path)
                    or (
                        r.method == "POST"
                        and "/callback" in r.path
                        and (r.json or {}).get("type") == 7
                        and _on_message(fake, r, message_id)
                    )
                    or (
                        r.method == "POST"
                        and r.path.endswith("/messages")
                        and str(table.channel_id) in r.path
                    )
                )
            ),
            None,
        )
        if shown is not None:
            latencies.append((shown - when) * 1000)
            kinds.append(shown_by.get(shown, "?"))
    claims = figures.clicks + figures.computer_claims
    interaction = [r for r in requests if "/callback" in r.path]
    webhooks = [r for r in requests if r.path.startswith("/webhooks/")]
    channel = [r for r in requests if r.path.startswith("/channels/")]
    limited = [r for r in requests if r.status == 429]
    view = db.GAME.view(table.state, None)
    print(
        f"The match: 8 seats (5 people, 3 computers), {len(view.results)} mini-games "
        f"({', '.join(r.mode for r in view.results)}), {time.time() - began:.0f} s"
    )
    print(
        f"  claims: {claims} ({figures.clicks} people's clicks, {figures.wrong} of them wrong; "
        f"{figures.computer_claims} computers' claims); cards taken: {len(figures.resolutions)}"
    )
    if latencies:
        print(
            f"  resolution → board edit sent: p50 {statistics.median(latencies):.0f} ms, "
            f"p99 {percentile(latencies, 0.99):.0f} ms, max {max(latencies):.0f} ms "
            f"({len(latencies)} boards; target p99 ≤ 100 ms, max ≤ 1,000 ms)"
        )
    if latencies:
        worst = sorted(zip(latencies, kinds, strict=True), reverse=True)[:3]
        print("    slowest: " + ", ".join(f"{ms:.0f} ms ({kind})" for ms, kind in worst))
        by_writer = [ms for ms, kind in zip(latencies, kinds, strict=True) if "writer" in kind]
        if by_writer:
            print(
                f"    drawn by the writer (computers' wins, stage ends): {len(by_writer)}, "
                f"p50 {statistics.median(by_writer):.0f} ms, max {max(by_writer):.0f} ms"
            )
    print(
        f"  requests per claim: {len(requests) / max(1, claims):.2f} "
        f"({len(interaction) / max(1, claims):.2f} interaction answers, "
        f"{len(webhooks) / max(1, claims):.2f} panel edits, "
        f"{len(channel) / max(1, claims):.2f} channel requests; target ≤ 1.5)"
    )
    if countdown is not None and first_go is not None:
        since = countdown.get("edited_timestamp") or countdown["timestamp"]
        shown_s = (iso_ms(first_go) - iso_ms(since)) / 1000
        print(f"  first countdown: shown {shown_s:.1f} s before the Go ({RACE_COUNTDOWN:.0f} s)")
    else:
        print("  first countdown: NOT shown before the Go")
    print(f"  channel requests: {len(channel)}; 429 answers: {len(limited)}")


def _on_message(fake: FakeDiscord, record: Any, message_id: int) -> bool:
    """Whether an interaction callback answers a click on ``message_id``."""
    interaction_id = int(record.path.split("/")[2])
    found = next((i for i in fake.interactions if i.id == interaction_id), None)
    return found is not None and found.message_id == message_id


# --------------------------------------------------------------------------------------------
# Fairness


def predicted_share(level: str, reaction_ms: float) -> float:
    """P(the computer's reaction > the person's): N(mean, SPREAD mean), floored at FLOOR_MS."""
    mean = MEAN_MS[level]
    if reaction_ms < FLOOR_MS:
        return 1.0
    z = (reaction_ms - mean) / (mean * SPREAD)
    return 1 - 0.5 * (1 + math.erf(z / math.sqrt(2)))


def first_shown(message: StoredMessage, prefix: str) -> int | None:
    """The Discord time (ms) of the first edit (or post) of ``message`` whose claim buttons
    carry ``prefix`` (a stage and a count: one board)."""
    for data in [*message.history, message.data]:
        if any(c.startswith(prefix) for c in StoredMessage(data).custom_ids()):
            return iso_ms(data.get("edited_timestamp") or data["timestamp"])
    return None


async def duel(
    fake: FakeDiscord, table: Table, user: FakeUser, reaction: float, rng: random.Random
) -> tuple[int, int, int]:
    """One person against one computer at ``table``: they click ``reaction`` s after each
    board was shown (read off the fake: the board message's first edit with its buttons).
    Returns (boards, boards the person took, their clicks that reached the bot too slowly)."""
    seat = seat_of(table, user)
    done: set[str] = set()
    pending: list[asyncio.Task[None]] = []
    clicks: list[Any] = []

    async def click_later(prefix: str, at: float) -> None:
        await asyncio.sleep(max(0.0, at - time.time()))
        board = fake.message(table.message_id)
        found = claim_for(table.state, seat) if table.open else None
        if found is None or not any(c.startswith(prefix) for c in board.custom_ids()):
            return  # the computer was quicker
        cid = claim_cid(board, found[0])
        if cid is not None:
            clicks.append(await click_at(fake, user, board, cid, at, rng.uniform(*DELAY)))

    while table.open:
        await asyncio.sleep(0.005)
        race = table.race
        if race is None or not race.started or table.message_id is None:
            continue
        board = fake.message(table.message_id)
        prefixes = {
            c.rsplit(":", 1)[0] + ":" for c in board.custom_ids() if c.startswith("dobro:c:")
        }
        for prefix in prefixes - done:
            shown = first_shown(board, prefix)
            if shown is None:
                continue
            done.add(prefix)
            pending.append(asyncio.create_task(click_later(prefix, shown / 1000 + reaction)))
    for task in pending:
        task.cancel()
    name = table.seats[seat].name
    taken = [
        (a["player"], o)
        for a, o in zip(
            [a for a in table.actions if "symbol" in a], table.state.outcomes, strict=True
        )
    ]
    boards = sum(1 for _who, o in taken if o == "ok")
    mine = sum(1 for who, o in taken if o == "ok" and who == name)
    await asyncio.sleep(1.0)
    slow = sum(1 for c in clicks if c.acknowledged and "0.3 s" in c.response().text())
    return boards, mine, slow


async def run_fairness(
    fake: FakeDiscord, bot: DobroBot, boards: int, reaction: float, seed: int
) -> None:
    service = bot.tables
    assert service is not None
    rng = random.Random(seed)
    per_level = math.ceil(boards / 53)  # a tower of 2 has 53 boards
    jobs: list[tuple[str, Any]] = []
    began = time.time()
    for level in ("relaxed", "normal", "quick"):
        for k in range(per_level):
            user = fake.add_member(f"f{level}{k}")
            await fake.wait_idle()
            table, _ = await open_table(
                fake, service, [user], [level], f"fair-{level}-{k}", minigames="1", modes="tower"
            )
            play = duel(fake, table, user, reaction, random.Random(rng.random()))
            jobs.append((level, asyncio.create_task(play)))  # watching from its countdown on
    results = await asyncio.gather(*(job for _, job in jobs))
    print(
        f"Fairness: a person reacting in {reaction:.2f} s (clicks delivered "
        f"{DELAY[0] * 1000:.0f}–{DELAY[1] * 1000:.0f} ms later) against each computer level, "
        f"the tower, {per_level} tables of 53 boards each, side by side "
        f"({time.time() - began:.0f} s)"
    )
    for level in ("relaxed", "normal", "quick"):
        got = [r for (lvl, _), r in zip(jobs, results, strict=True) if lvl == level]
        total = sum(b for b, _, _ in got)
        mine = sum(m for _, m, _ in got)
        slow = sum(s for _, _, s in got)
        share = mine / max(1, total)
        want = predicted_share(level, reaction * 1000)
        sd = math.sqrt(want * (1 - want) / max(1, total))
        print(
            f"  {level:>7} (N({MEAN_MS[level]}, {MEAN_MS[level] * SPREAD:.0f}) ms): took {mine} of "
            f"{total} boards = {share:.1%}; predicted {want:.1%} "
            f"(difference {100 * (share - want):+.1f} points; one standard error {100 * sd:.1f}); "
            f"{slow} of their clicks reached the bot more than 0.3 s after they were made"
        )


async def main(part: str, minigames: int, boards: int, reaction: float, seed: int) -> None:
    print(f"Load average before: {', '.join(f'{x:.2f}' for x in os.getloadavg())} (2 cores)")
    with tempfile.TemporaryDirectory() as folder, pytest.MonkeyPatch.context() as patch:
        fake = FakeDiscord()
        await fake.start()
        fake.patch(patch)
        bot = await start_bot(fake, Path(folder))
        try:
            if part in ("match", "both"):
                await run_match(fake, bot, minigames, seed)
            if part in ("fairness", "both"):
                await run_fairness(fake, bot, boards, reaction, seed)
        finally:
            await bot.close()
            await bot._bench_task  # type: ignore[attr-defined]
            await fake.stop()
    print(f"Load average after: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--part", choices=("match", "fairness", "both"), default="both")
    parser.add_argument("--minigames", type=int, choices=(1, 2, 3, 5, 7, 10), default=5)
    parser.add_argument("--boards", type=int, default=200)
    parser.add_argument("--reaction", type=float, default=1.5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    asyncio.run(main(args.part, args.minigames, args.boards, args.reaction, args.seed))
