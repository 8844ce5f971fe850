"""The 429 storm: whole games played by clicks while Discord answers a share of every post and
edit in the tables' channels with 429 Too Many Requests (some of them its global limit).

    python -m reliability.storm --tables 8 --rate 0.45 --seed 7     # a few minutes
    python -m pytest tests/reliability/test_storm.py                # CI: 3 tables

The real bot (every extension, real SQLite, a table edit at most every half second) runs in
this process against the offline Discord, which answers each ``POST`` and ``PATCH`` of
``/channels/{id}/messages…`` in a table's channel, and of the webhooks of the interactions made
there (follow-ups, their edits and edits of an answer: #35, the writer rides on clicks' tokens),
with a 429 with probability ``--rate`` (a fifth of the channel ones Discord's global limit,
which covers no webhook), with Discord's body and headers (``retry_after``,
``X-RateLimit-*``, ``Via``). discord.py waits and retries each request up to five times, then
gives up: the table's writer must keep every table going and log one line per give-up.

Each table plays one game: Sticks with simultaneous picks (three people), Ten, Dobro and Sticks
in turns (people and a computer), in turn. People act only on what the bot shows them: a move
control of the hand they are watching (a random one; a select's random option; Ten's card
first), else "My hand" on a message that names them (a turn ping, or the table message's
"your turn" line). After each of their moves they stop watching their hand one time in three
(a real person scrolls away; not after a refused click, whose note they read), so the game
needs the bot's pings and table edits to go on.
Nobody has a turn timer: a game only moves when its people are told.

A game that makes no move for ``--stall`` seconds is reported as stalled. At the end (every
game over, or ``--deadline``) the storm stops, and the run checks: every game finished, its
results posted once, its last table message showing its final state, no request Discord would
refuse, no ERROR logged (a give-up is one WARNING line). It prints its figures and exits 1
with the problems, if any.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import random
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot import DobroBot  # noqa: E402
from cogs.table import render as ui  # noqa: E402
from fakediscord import FakeChannel, FakeDiscord, FakeUser, StoredMessage  # noqa: E402
from fakediscord.server import FakeDiscordError, RateLimitStorm  # noqa: E402
from storage import GameStatus  # noqa: E402
from tables import Table  # noqa: E402

MEMBERS = [f"p{i:02d}" for i in range(48)]
#: The tables, in turn: (game, options, people, computers).
PLANS: tuple[tuple[str, dict[str, str], int, int], ...] = (
    ("sticks", {"reveal": "simultaneous", "deck": "trimmed"}, 3, 0),
    ("ten", {}, 2, 1),
    ("dobro", {}, 2, 1),
    ("sticks", {"deck": "trimmed"}, 2, 1),
)
MESSAGES = "/channels/{channel_id}/messages"
MESSAGE = "/channels/{channel_id}/messages/{message_id}"
#: The same through an interaction's webhook (#35: the writer posts and edits the table's
#: messages so wherever a click's token lives): a follow-up, and an edit of one or of the
#: interaction's own answer.
FOLLOW_UP = "/webhooks/{webhook_id}/{webhook_token}"
FOLLOW_UP_EDIT = "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"
ORIGINAL_EDIT = "/webhooks/{webhook_id}/{webhook_token}/messages/@original"
MOVE_PREFIXES = ("dobro:m:", "dobro:j:", "dobro:f:")
#: The writer's one line when discord.py gave up on a request (``cogs/table/writer.py``).
GAVE_UP = "gave up"


@dataclass
class Person:
    user: FakeUser
    #: The hand message they are watching (None: they look at the channel instead).
    hand: int | None = None
    #: Public messages (id, version) whose "My hand" they already pressed.
    used: set[tuple[int, int]] = field(default_factory=set)


@dataclass
class Game:
    channel: FakeChannel
    game: str
    people: list[Person]
    table: Table | None = None
    last_version: int = -1
    last_change: float = 0.0
    longest_wait: float = 0.0
    stalls: int = 0


@dataclass
class Figures:
    clicks: Counter[str] = field(default_factory=Counter)
    stale: int = 0
    problems: list[str] = field(default_factory=list)
    seconds: float = 0.0


class LogCount(logging.Handler):
    """Counts what the bot logs: ERRORs (kept) and the writer's give-up lines."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.errors: list[str] = []
        self.gave_up = 0
        self.writer_warnings = 0

    def emit(self, record: logging.LogRecord) -> None:
        if record.levelno >= logging.ERROR:
            self.errors.append(f"{record.name}: {record.getMessage()}"[:500])
        elif record.name.endswith("writer") and record.levelno == logging.WARNING:
            self.writer_warnings += 1
            if GAVE_UP in record.getMessage():
                self.gave_up += 1


class Storm:
    """One storm run (see the module docstring)."""

    def __init__(
        self,
        fake: FakeDiscord,
        bot: DobroBot,
        *,
        tables: int,
        rate: float,
        seed: int,
        stall: float,
        think: float = 0.15,
        plans: tuple[int, ...] | None = None,
    ) -> None:
        self.fake, self.bot = fake, bot
        self.rng = random.Random(seed)
        self.rate, self.seed, self.stall, self.think = rate, seed, stall, think
        self.figures = Figures()
        self.games: list[Game] = []
        #: Each table's plan (an index in ``PLANS``): all of them in turn, unless given.
        order = plans or tuple(range(len(PLANS)))
        self.plans = [PLANS[order[k % len(order)]] for k in range(tables)]
        members = iter(MEMBERS)
        for k in range(tables):
            game, _, people, _ = self.plans[k]
            channel = fake.add_channel(f"storm-{k}")
            self.games.append(
                Game(channel, game, [Person(fake.member(next(members))) for _ in range(people)])
            )
        self.storm: RateLimitStorm | None = None

    # -------------------------------------------------------------- opening the tables

    async def open(self, k: int, game: Game) -> None:
        fake = self.fake
        name, options, people, computers = self.plans[k]
        host = game.people[0].user
        created = await fake.slash(
            host, game.channel, "dobro new", game=name, seats=people + computers, timer=0,
            **options,
        )  # fmt: skip
        lobby = created.response()
        service = self.bot.tables
        assert service is not None
        table = service.in_channel(game.channel.id)
        assert table is not None, lobby.text()
        gid = table.game_id
        for person in game.people[1:]:
            await fake.click(person.user, lobby, f"dobro:t:{gid}:join")
        for _ in range(computers):
            await fake.click(host, fake.message(lobby.id), f"dobro:t:{gid}:ai_normal")
        start = f"dobro:t:{gid}:start"
        for _ in range(200):  # the lobby's edit (paced) enables Start once every seat is taken
            found = fake.message(lobby.id).find_component(start)
            if found is not None and not found.get("disabled"):
                break
            await asyncio.sleep(0.05)
        await fake.click(host, fake.message(lobby.id), start)
        game.table = table
        game.last_version = table.version
        game.last_change = time.monotonic()

    # -------------------------------------------------------------- the people

    def _live(self, hand: StoredMessage, gid: int) -> list[dict[str, Any]]:
        return [
            c
            for c in hand.all_components()
            if str(c.get("custom_id", "")).startswith(MOVE_PREFIXES)
            and str(c["custom_id"]).split(":")[2] == str(gid)
            and not c.get("disabled")
        ]

    async def look(self, game: Game, person: Person) -> None:
        """One look of one person: act in their hand, else answer a message naming them."""
        fake, table = self.fake, game.table
        assert table is not None
        gid = table.game_id
        if person.hand is not None:
            hand = fake.message(person.hand)
            live = self._live(hand, gid)
            moves = [c for c in live if not c["custom_id"].startswith("dobro:f:")]
            control = self.rng.choice(moves or live) if live else None
            if control is not None:
                played = await self.act(person, hand, control)
                if played and self.rng.random() < 1 / 3:
                    person.hand = None  # scrolled away: the channel tells them their turn
                return
        mention = f"<@{person.user.id}>"
        for message in reversed(fake.messages(game.channel)):
            button = f"dobro:t:{gid}:hand"
            if button not in message.custom_ids():
                continue
            key = (message.id, len(message.history))
            first = person.hand is None and not any(m == message.id for m, _ in person.used)
            if key in person.used or not (mention in message.text() or first):
                break  # the latest such message says nothing new to them
            person.used.add(key)
            with contextlib.suppress(FakeDiscordError):
                opened = await fake.click(person.user, message, button)
                shown = opened.response()
                if shown.ephemeral:
                    person.hand = shown.id
                    self.figures.clicks["my hand"] += 1
            break

    async def act(self, person: Person, hand: StoredMessage, control: dict[str, Any]) -> bool:
        """Press ``control``; whether it played a move (not a focus, not refused)."""
        fake, custom_id = self.fake, control["custom_id"]
        try:
            if control.get("type") == 2:
                done = await fake.click(person.user, hand, custom_id)
                self.figures.clicks["moves"] += 1
            else:
                value = self.rng.choice(control["options"])["value"]
                done = await fake.select(person.user, hand, custom_id, [value])
                kind = "focus" if custom_id.startswith("dobro:f:") else "moves"
                self.figures.clicks[kind] += 1
        except FakeDiscordError:  # the hand changed under the finger: look again
            self.figures.clicks["missed"] += 1
            return False
        note = fake.message(hand.id).text()
        if done.acknowledged and "out of date" in note:
            self.figures.stale += 1  # they read the note and look at their hand again
            return False
        return done.acknowledged and not custom_id.startswith("dobro:f:")

    async def drive(self, game: Game) -> None:
        """The table's people look in turn, each after a short thought, until the game ends."""
        table = game.table
        assert table is not None
        while table.status is GameStatus.ACTIVE:
            await asyncio.sleep(self.rng.uniform(0.2, 1.0) * self.think)
            for person in self.rng.sample(game.people, len(game.people)):
                await self.look(game, person)

    async def watch(self) -> None:
        """Every second: each game's progress (its longest wait for a move, and stalls)."""
        while True:
            await asyncio.sleep(1.0)
            now = time.monotonic()
            for game in self.games:
                table = game.table
                if table is None or table.status is not GameStatus.ACTIVE:
                    continue
                if table.version != game.last_version:
                    game.last_version, game.last_change = table.version, now
                    continue
                waited = now - game.last_change
                game.longest_wait = max(game.longest_wait, waited)
                if waited > self.stall and game.stalls == 0:
                    game.stalls += 1
                    self.figures.problems.append(
                        f"table {table.game_id} ({game.game}) made no move for {waited:.0f} s "
                        f"at version {table.version}, waiting on {table.waits()}"
                    )

    # -------------------------------------------------------------- the run

    async def run(self, deadline: float) -> Figures:
        started = time.monotonic()
        logs = LogCount()
        root = logging.getLogger()
        root.addHandler(logs)
        watcher = asyncio.create_task(self.watch())
        try:
            for k, game in enumerate(self.games):
                await self.open(k, game)
            channels = [g.channel for g in self.games]
            self.storm = self.fake.storm(
                self.rate,
                channels=channels,
                routes=(MESSAGES, MESSAGE, FOLLOW_UP, FOLLOW_UP_EDIT, ORIGINAL_EDIT),
                global_share=0.2,
                seed=self.seed,
            )
            drivers = [asyncio.create_task(self.drive(g)) for g in self.games]
            done, pending = await asyncio.wait(drivers, timeout=deadline)
            for task in pending:
                task.cancel()
            for task in done:
                if task.exception() is not None:
                    self.figures.problems.append(f"a table's people failed: {task.exception()!r}")
            self.fake.calm()
            play: Any = self.bot.get_cog("Play")
            await asyncio.wait_for(play.idle(), 120)
            await self.fake.wait_idle(30)
            self.check(logs)
        finally:
            watcher.cancel()
            root.removeHandler(logs)
            self.figures.seconds = time.monotonic() - started
        self.logs = logs
        return self.figures

    def check(self, logs: LogCount) -> None:
        problems = self.figures.problems
        for game in self.games:
            table = game.table
            assert table is not None
            gid = table.game_id
            if table.status is not GameStatus.FINISHED:
                problems.append(f"table {gid} ({game.game}) did not finish: {table.status}")
                continue
            results = [
                m
                for m in self.fake.messages(game.channel)
                if f"dobro:t:{gid}:again" in m.custom_ids()
            ]
            if len(results) != 1:
                problems.append(f"table {gid}: {len(results)} results messages")
            shown = self.fake.message(table.message_id) if table.message_id else None
            rendered = ui.table_view(table, table.settings.lang).to_components()
            expected = StoredMessage({"id": "0", "channel_id": "0", "components": rendered})
            if shown is None or shown.text() != expected.text():
                problems.append(f"table {gid}: the table message is not its final state")
        problems.extend(f"ERROR logged: {e}" for e in logs.errors[:10])
        problems.extend(f"Discord would refuse: {v}" for v in self.fake.take_violations()[:10])

    def summary(self) -> str:
        storm, figures = self.storm, self.figures
        assert storm is not None
        hits = storm.hits
        posts = sum(n for (m, _, _), n in hits.items() if m == "POST")
        edits = sum(n for (m, _, _), n in hits.items() if m == "PATCH")
        global_ = sum(n for (_, _, g), n in hits.items() if g)
        finished = sum(1 for g in self.games if g.table and g.table.status is GameStatus.FINISHED)
        moves = sum(len(g.table.kept_actions) for g in self.games if g.table)
        waits = [g.longest_wait for g in self.games]
        lines = [
            f"storm: {self.rate:.0%} of the table channels' posts and edits answered 429 "
            f"({len(self.games)} tables, seed {self.seed}, {figures.seconds:.0f} s)",
            f"  requests on stormy routes: {storm.seen}; 429s sent: {storm.total} "
            f"({posts} on posts, {edits} on edits; {global_} global)",
            f"  discord.py gave up (five 429s in a row): {self.logs.gave_up} times, one line "
            f"each; writer warnings {self.logs.writer_warnings}",
            f"  games finished: {finished} of {len(self.games)}; moves {moves}; people's "
            f"clicks: {dict(figures.clicks)}; stale notes {figures.stale}",
            f"  longest wait for a move per game: max {max(waits):.1f} s, "
            f"median {statistics.median(waits):.1f} s",
            f"  problems: {len(figures.problems)}",
        ]
        lines += [f"    - {p}" for p in figures.problems[:20]]
        return "\n".join(lines)


# ------------------------------------------------------------------------------------------------
# Outside pytest


@contextlib.asynccontextmanager
async def offline_bot(seed: int) -> AsyncIterator[tuple[FakeDiscord, DobroBot]]:
    """The fake Discord and a production-like bot logged into it (edits paced)."""
    import pytest

    from tests.fixtures import make_settings

    fake = FakeDiscord(member_names=MEMBERS)
    await fake.start()
    patch = pytest.MonkeyPatch()
    fake.patch(patch)
    with tempfile.TemporaryDirectory() as folder:
        settings = make_settings(
            fake,
            Path(folder) / "storm.sqlite3",
            ai_delay=0.2,
            table_edit_interval=0.5,
            log_level="INFO",
        )
        bot = DobroBot(settings, guild_ready_timeout=0.01)
        task = asyncio.create_task(bot.start(fake.token))
        try:
            while not (bot.is_ready() and bot.get_guild(fake.guild.id)):
                if task.done():
                    task.result()
                await asyncio.sleep(0.005)
            fake.attach(bot)
            await fake.wait_idle()
            service = bot.tables
            assert service is not None
            service.rng = random.Random(seed)
            deal = random.Random(seed * 7919 + 1)
            service.seeds = lambda: deal.getrandbits(48)
            yield fake, bot
        finally:
            await bot.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(task, 5)
            await fake.stop()
            patch.undo()


async def main_async(args: argparse.Namespace) -> int:
    async with offline_bot(args.seed) as (fake, bot):
        run = Storm(fake, bot, tables=args.tables, rate=args.rate, seed=args.seed, stall=args.stall)
        await run.run(args.deadline)
    print(run.summary())
    return 1 if run.figures.problems else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=8, help="tables, one game each")
    parser.add_argument("--rate", type=float, default=0.45, help="share of posts/edits 429'd")
    parser.add_argument("--seed", type=int, default=7, help="the random seed")
    parser.add_argument("--stall", type=float, default=90.0, help="seconds without a move")
    parser.add_argument("--deadline", type=float, default=900.0, help="seconds for the games")
    args = parser.parse_args(argv)
    return asyncio.run(main_async(args))


if __name__ == "__main__":
    sys.exit(main())
