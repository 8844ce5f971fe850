"""The crash suite: SIGKILL the real bot under a multi-table load, restart it, and check nothing a
player was shown is lost.

    python -m reliability.crash --kills 20 --tables 20 --seed 7

The machinery of ``benchmarks/bot_load.py``: the production bot in its own process
(``benchmarks/load_bot.py``, every extension, real SQLite, ``TABLE_EDIT_INTERVAL`` 1 s) against
the offline Discord in this process (``benchmarks/load_fake.py``), with simulated people who
play by clicks. Each table has four seats: two or three people (the host first) and computers.
People press "My hand" when a game is dealt or they are pinged, and click a random live move of
their hand shortly after it shows their turn (``--think`` seconds at most); the host presses
Play again and Start after each game.

The bot is killed with SIGKILL ``--kills`` times at random moments: some during start-up
(opening the database, restoring the tables, logging in), some right in a burst of move clicks,
the rest at a random moment of play. Each time it is restarted on the same database. Clicks sent
while it is down are lost, as they would be on Discord. After each restart the people behave as
real ones would: the hands they hold were opened by the dead process, so they press "My hand"
again on the table message (and when pinged), and the host presses Start or Play again where a
restart cut that short.

After the last restart nobody presses Play again: every game in play must reach its end within
``--finish-timeout`` seconds. Then, checked against the bot's database (read only, bot stopped):

* every move the offline Discord saw acknowledged — the click got a successful response (a type 7
  update, or a deferral then an edit of the original response) showing the presser's hand with
  no "out of date" note — is stored, at the version the click was made on, and is the move the
  clicked control stood for (the engine's legal move at that index, the joker's declared value);
* no move is stored twice: each game's actions are numbered 0…n−1 without a gap or a repeat, the
  whole record replays legally, and no two acknowledged clicks claim the same stored move;
* every started game finished;
* each game's final table message shows its replayed final state ("Game over", the move count,
  every seat's hand, collected cards, points and trophy) and its results message the standings;
* no hidden card in any public message of the whole run (``load_fake.HiddenCards``: the hand
  view's marks in every public request, then every hand and draw-pile order of every stored game
  against every public text).

It prints a summary (kills, moves acknowledged and stored, games finished, restart → ready times,
time for every table to move again after a restart) and exits 1 listing the problems, if any.
``tests/reliability/test_crash_load.py`` runs it with 3 kills and 4 tables.

Not covered: a power cut or an operating-system crash (only the bot process dies here; see the
docs/storage.md), several bot processes, Discord's own failures (``tests/discord``).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import random
import re
import sqlite3
import statistics
import sys
import tempfile
import time
from collections import Counter, deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import warnings  # noqa: E402

warnings.filterwarnings("ignore", "'audioop' is deprecated", DeprecationWarning)

import dobro_rules as dr  # noqa: E402
from benchmarks.bot_load import BotProcess, fresh_folder, percentile  # noqa: E402
from benchmarks.load_fake import (  # noqa: E402
    LoadFake,
    Pace,
    Players,
    SimTable,
    fast_copies,
    live_controls,
    texts_of,
)
from fakediscord import FakeInteraction, FakeUser, RecordedRequest  # noqa: E402

#: What an acknowledged move's answer must not say (``table-error-*`` notes start with it).
NOTE = "⚠️"
HAND_TITLE = "Your hand"
HAND_OVER = "The game is over."
HAND_CLOSED = "This game is not being played any more."
CONTROL = re.compile(r"dobro:[mjvw]:(\d+):(\d+):\d+")


# ------------------------------------------------------------------------------------------------
# The fake and the people, with what a crash run needs to remember


class CrashFake(LoadFake):
    """``LoadFake`` that also keeps, for the move clicks it is told to watch, the text of the
    first successful response that showed something: the type 7 update, or after a deferral the
    edit of the original response. A refused response (late, second answer…) shows nothing."""

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self.watched: set[int] = set()
        self.shown: dict[int, str] = {}

    async def _callback(
        self, record: RecordedRequest, interaction_id: str, interaction_token: str
    ) -> Any:
        result = await super()._callback(record, interaction_id, interaction_token)
        key = int(interaction_id)
        body = record.json if isinstance(record.json, dict) else {}
        if key in self.watched and key not in self.shown and body.get("type") in (4, 7):
            self.shown[key] = texts_of(body.get("data"))
        return result

    async def _wh_edit(
        self,
        record: RecordedRequest,
        webhook_id: str,
        webhook_token: str,
        message_id: str = "@original",
    ) -> Any:
        result = await super()._wh_edit(record, webhook_id, webhook_token, message_id)
        interaction = self._by_token.get(webhook_token)
        if (
            interaction is not None
            and message_id == "@original"
            and interaction.id in self.watched
            and interaction.id not in self.shown
        ):
            self.shown[interaction.id] = texts_of(record.json)
        return result


@dataclass
class Click:
    """A move click a person sent: which control, on which version."""

    interaction: int
    user: int
    gid: int
    version: int
    index: int
    declared: int | None
    sent: float


class CrashPlayers(Players):
    """``Players`` that remember every move click, and set tables going again after a restart."""

    def __init__(self, fake: CrashFake, *args: Any, **kwargs: Any) -> None:
        super().__init__(fake, *args, **kwargs)
        self.crash_fake = fake
        self.clicks: list[Click] = []
        self.recent: deque[float] = deque(maxlen=64)  # when the last move clicks were sent

    async def _send(
        self, kind: str, user: FakeUser, message_id: int, custom_id: str, values: list[str] | None
    ) -> FakeInteraction | None:
        try:
            sent = await super()._send(kind, user, message_id, custom_id, values)
        except ConnectionError:  # the gateway connection of a bot being killed
            self.skipped[f"{kind}: the bot went down as it was sent"] += 1
            return None
        if sent is not None and kind == "move":
            _, _, gid, version, index = custom_id.split(":")
            declared = int(values[0]) if values else None
            self.crash_fake.watched.add(sent.id)
            now = time.perf_counter()
            self.clicks.append(
                Click(sent.id, user.id, int(gid), int(version), int(index), declared, now)
            )
            self.recent.append(now)
        return sent

    def burst(self, within: float = 0.25, clicks: int = 3) -> bool:
        """Whether at least ``clicks`` move clicks were sent in the last ``within`` seconds."""
        now = time.perf_counter()
        return sum(1 for t in self.recent if now - t <= within) >= clicks

    def newest(self, table: SimTable) -> Any:
        """The table's newest public message with a table control, or None."""
        for message in reversed(self.fake.messages(table.channel)):
            if any(c.startswith("dobro:t:") for c in message.custom_ids()):
                return message
        return None

    def resume(self) -> None:
        """After a restart: what the people of each table do, by what its channel shows."""
        self.forget_hands()
        for table in self.tables:
            if not table.opened:
                self._spawn(self.open_table(table))
                continue
            message = self.newest(table)
            if message is None:
                continue
            ids = message.custom_ids()
            start = next((c for c in ids if c.endswith(":start")), None)
            again = next((c for c in ids if c.endswith(":again")), None)
            hand = next((c for c in ids if c.endswith(":hand")), None)
            if start is not None:
                self._spawn(self._start(table, message.id))
            elif again is not None and self.play_again:
                self._spawn(self._play_again(table, message.id, again))
            elif hand is not None:
                for person in table.people:
                    self._ask_hand(table, person.id, message.id, hand)


# ------------------------------------------------------------------------------------------------
# The run


@dataclass
class Run:
    kills: Counter[str] = field(default_factory=Counter)
    ready: list[float] = field(default_factory=list)  # launch -> ready, seconds
    restore: list[float] = field(default_factory=list)  # restore() in the bot, seconds
    restored: list[int] = field(default_factory=list)  # open tables restored per start
    resumed: list[float] = field(default_factory=list)  # ready -> every game in play moved
    finish: float | None = None  # last ready -> every game over
    in_flight: int = 0  # move clicks sent but not answered yet at the kills
    stalls: list[str] = field(default_factory=list)  # games with no move for 15 s at the end
    error_responses: list[Any] = field(default_factory=list)  # the fake's refusals
    seconds: float = 0.0
    problems: list[str] = field(default_factory=list)
    figures: dict[str, Any] = field(default_factory=dict)
    hidden: str = ""


def _db(database: Path) -> sqlite3.Connection:
    return sqlite3.connect(f"file:{database}?mode=ro", uri=True, timeout=5)


def game_progress(database: Path) -> dict[int, tuple[str, int]]:
    """Game id -> (status, stored actions), read only (the bot may be writing meanwhile)."""
    if not database.exists():
        return {}
    with contextlib.closing(_db(database)) as conn:
        rows = conn.execute(
            "SELECT g.id, g.status, (SELECT COUNT(*) FROM game_actions a WHERE a.game_id = g.id)"
            " FROM games g"
        ).fetchall()
    return {gid: (status, count) for gid, status, count in rows}


async def watch_resume(database: Path, ready_at: float, run: Run) -> None:
    """Time from ``ready_at`` until every game in play then has a new stored move (or ended)."""
    before = {g: n for g, (s, n) in game_progress(database).items() if s == "active"}
    while before:
        await asyncio.sleep(0.1)
        now = game_progress(database)
        before = {g: n for g, n in before.items() if now.get(g, ("active", n)) == ("active", n)}
    run.resumed.append(time.time() - ready_at)


async def launch(
    fake: CrashFake, database: Path, folder: Path, n: int, args: argparse.Namespace
) -> tuple[BotProcess, float]:
    launched = time.time()
    bot = await BotProcess.launch(
        fake, database, folder / f"bot-{n:02d}.log", ai_delay=args.ai_delay
    )
    return bot, launched


async def kill(bot: BotProcess) -> None:
    with contextlib.suppress(ProcessLookupError):
        bot.proc.kill()  # SIGKILL
    await bot.proc.wait()


def make_tables(fake: CrashFake, count: int) -> list[SimTable]:
    """``count`` channels, each with a table of four: two or three people, the rest computers."""
    tables = []
    for index in range(count):
        channel = fake.add_channel(f"crash-{index:03d}")
        people = 3 if index % 2 == 0 else 2
        members = [fake.add_member(f"c{index:03d}{chr(97 + k)}") for k in range(people)]
        tables.append(SimTable(index, channel, members, 4 - people))
    return tables


async def play(args: argparse.Namespace, folder: Path) -> tuple[Run, CrashFake, CrashPlayers]:
    run = Run()
    rng = random.Random(args.seed)  # the people's choices
    when = random.Random(args.seed + 2)  # the kills
    fake = CrashFake(validate=args.validate, member_names=())
    tables = make_tables(fake, args.tables)
    database = folder / "dobro.sqlite3"
    began = time.perf_counter()
    await fake.start()
    pace = Pace(True, random.Random(args.seed + 1))
    pace.turn = lambda: pace.rng.uniform(0.0, args.think)  # type: ignore[method-assign]
    pace.react = lambda: pace.rng.uniform(0.0, min(0.3, args.think))  # type: ignore[method-assign]
    players = CrashPlayers(fake, tables, pace, rng)
    starts = 0
    bot, launched = await launch(fake, database, folder, starts, args)
    watcher: asyncio.Task[None] | None = None

    async def ready_up() -> None:
        """Wait for the (re)started bot; figures; then the people go on."""
        nonlocal watcher
        ready = await bot.ready()
        run.ready.append(ready["ready"] - launched)
        if ready.get("restore_seconds") is not None:
            run.restore.append(ready["restore_seconds"])
            run.restored.append(ready["restored"])
        watcher = asyncio.create_task(watch_resume(database, ready["ready"], run))
        players.resume()

    try:
        await bot.ready()
        await asyncio.sleep(0.3)
        gate = asyncio.Semaphore(10)

        async def open_one(table: SimTable) -> None:
            async with gate:
                await players.open_table(table)

        await asyncio.gather(*(open_one(t) for t in tables))
        players.go.set()
        await asyncio.sleep(args.warmup)
        is_ready = True
        for number in range(args.kills):
            # When to kill: during start-up (the bot was just restarted), in a burst of moves,
            # or at a random moment of play.
            roll = when.random()
            if not is_ready:
                moment = "start-up"
                await asyncio.sleep(when.uniform(0.05, 1.5))
            elif roll < 0.45:
                moment = "burst of moves"
                await asyncio.sleep(when.uniform(0.3, args.gap))
                deadline = time.perf_counter() + 5
                while not players.burst() and time.perf_counter() < deadline:
                    await asyncio.sleep(0.005)
                await asyncio.sleep(when.uniform(0.0, 0.03))
            else:
                moment = "random moment of play"
                await asyncio.sleep(when.uniform(0.3, args.gap))
            now = time.perf_counter()
            run.in_flight += sum(
                1
                for c in players.clicks[-200:]
                if now - c.sent < 3 and c.interaction not in fake.answers
            )
            await kill(bot)
            if moment == "start-up":
                assert bot.proc.stdout is not None
                said = await bot.proc.stdout.read()
                if b'"event": "ready"' in said:
                    moment = "start-up (just after ready)"
            run.kills[moment] += 1
            if watcher is not None:
                watcher.cancel()
            await asyncio.sleep(when.uniform(0.0, 0.5))  # down: clicks meanwhile are lost
            starts += 1
            bot, launched = await launch(fake, database, folder, starts, args)
            # One kill in five (never the last) hits the next start-up.
            is_ready = not (number < args.kills - 1 and when.random() < 0.2)
            if number == args.kills - 1:
                players.play_again = False  # the end: no new game from now on
            if is_ready:
                await ready_up()
        if not is_ready:
            await ready_up()
        # The end: no new game; every game in play must end in bounded time.
        players.play_again = False
        last_ready = time.time()
        deadline = time.perf_counter() + args.finish_timeout
        last_change: dict[int, tuple[int, float]] = {}
        while time.perf_counter() < deadline:
            progress = game_progress(database)
            for gid, (status, count) in progress.items():
                if status != "active":
                    continue
                seen, since = last_change.get(gid, (-1, time.perf_counter()))
                if seen != count:
                    last_change[gid] = (count, time.perf_counter())
                elif time.perf_counter() - since > 15 and since >= 0:
                    run.stalls.append(stall_report(fake, players, database, gid))
                    last_change[gid] = (count, -1.0)  # reported once
            if all(status not in ("active", "lobby") for status, _ in progress.values()):
                run.finish = time.time() - last_ready
                break
            await asyncio.sleep(0.2)
        else:
            stuck = {
                g: v for g, v in game_progress(database).items() if v[0] in ("active", "lobby")
            }
            run.problems.append(
                f"games not finished {args.finish_timeout:g} s after the last restart: {stuck}"
            )
        # Let the writers write the end of every game (final table message, results).
        quiet = time.perf_counter() + 30
        while time.perf_counter() < quiet:
            stats = await bot.command("stats")
            if not stats["writers"] and not stats["open_tables"]:
                break
            await asyncio.sleep(0.2)
        else:
            run.problems.append(f"the bot still had writers 30 s after the end: {stats}")
        if watcher is not None and not watcher.done():
            await asyncio.wait([watcher], timeout=2)
            watcher.cancel()
    finally:
        if watcher is not None:
            watcher.cancel()
        if players.running:
            await players.stop()
        await bot.stop()
        await fake.stop()
    run.seconds = time.perf_counter() - began
    run.figures["people"] = (dict(players.skipped), list(players.failures))
    run.error_responses = list(fake.error_responses)
    return run, fake, players


def stall_report(fake: CrashFake, players: CrashPlayers, database: Path, gid: int) -> str:
    """What the people and the fake show for a game that stopped moving (for the report)."""
    game = load_games(database)[gid]
    state = game.states[-1]
    turn = state.players[state.turn]
    user = next((u for n, u in game.names if n == turn), None)
    lines = [f"game {gid} stalled at move {state.version}, {turn}'s turn (user {user})"]
    if user is not None:
        hands = [m for m in fake._messages.values() if m.visible_to == user][-3:]
        for m in hands:
            versions = sorted({int(v) for g, v in CONTROL.findall(texts_of(m.data))})
            lines.append(
                f"  hand {m.id}: versions {versions[-3:]}, deleted {m.deleted}, "
                f"live {len(live_controls(m))}: "
                f"{m.text()[:120]!r}"
            )
        table = players.by_user.get(user)
        if table is not None:
            pings = [m for m in fake.messages(table.channel) if f"<@{user}>" in m.content][-2:]
            lines.append(f"  pings: {[(m.id, m.content[:60], m.custom_ids()) for m in pings]}")
        lines.append(
            f"  scheduled {players._scheduled.get(user)}, hand asked "
            f"{[k for k in players._hand_asked if k[0] == user]}, skipped {dict(players.skipped)}"
        )
        theirs = [i for i in fake._by_id.values() if i.user.id == user][-6:]
        for i in theirs:
            data = i.payload.get("data") or {}
            lines.append(
                f"  interaction {i.id} {players.kinds.get(i.id)} {data.get('custom_id')}: "
                f"callback {i.callback_type}, original {i.original_message_id}, errors {i.errors}"
            )
        tokens = {i.token for i in theirs}
        failed = [
            (r.method, r.path.split("/")[-1], status, code, message)
            for r, status, code, message in fake.error_responses
            if any(t in r.path for t in tokens)
        ]
        lines.append(f"  failed requests on their interactions: {failed}")
        mine = [c for c in players.clicks if c.user == user][-3:]
        lines.append(
            "  last clicks: "
            + str([(c.gid, c.version, c.index, c.interaction in fake.shown) for c in mine])
        )
    return "\n".join(lines)


# ------------------------------------------------------------------------------------------------
# The checks


@dataclass
class Stored:
    gid: int
    channel: int
    status: str
    table_message: int | None
    seq: list[int]
    actions: list[dict[str, Any]]
    seats: dict[int, tuple[int, str, bool]]  # user id -> (seat, name, computer)
    names: list[tuple[str, int | None]]  # seat order: (name, user id)
    states: list[dr.GameState] = field(default_factory=list)


def load_games(database: Path) -> dict[int, Stored]:
    with contextlib.closing(_db(database)) as conn:
        games = conn.execute(
            "SELECT id, channel_id, status, table_message_id, setup FROM games"
        ).fetchall()
        seats = conn.execute(
            "SELECT game_id, seat, user_id, name, ai_level FROM game_seats ORDER BY game_id, seat"
        ).fetchall()
        actions = conn.execute(
            "SELECT game_id, seq, action FROM game_actions ORDER BY game_id, seq"
        ).fetchall()
    out: dict[int, Stored] = {}
    setups: dict[int, Any] = {}
    for gid, channel, status, message, setup in games:
        out[gid] = Stored(gid, channel, status, message, [], [], {}, [])
        setups[gid] = json.loads(setup) if setup else None
    for gid, seat, user, name, level in seats:
        out[gid].names.append((name, user))
        if user is not None:
            out[gid].seats[user] = (seat, name, level is not None)
    for gid, seq, action in actions:
        out[gid].seq.append(seq)
        out[gid].actions.append(json.loads(action))
    for gid, game in out.items():
        if setups[gid] is None:
            continue
        state = dr.start(setups[gid])
        game.states = [state]
        for action in game.actions:
            state, _ = dr.apply(state, action)  # raises on an illegal stored action
            game.states.append(state)
    return out


def check(run: Run, fake: CrashFake, players: CrashPlayers, database: Path) -> None:
    problems = run.problems
    games = load_games(database)
    started = [g for g in games.values() if g.states]
    # No move stored twice, every record replays (load_games replayed them).
    for game in started:
        if game.seq != list(range(len(game.seq))):
            problems.append(f"game {game.gid}: stored sequence numbers {game.seq[:10]}…")
    # Every acknowledged move is stored, once, as clicked.
    outcome: Counter[str] = Counter()
    claimed: dict[tuple[int, int], int] = {}
    for click in players.clicks:
        shown = fake.shown.get(click.interaction)
        if shown is None:
            outcome["never answered with a hand (bot killed, or the click lost)"] += 1
            continue
        if HAND_TITLE not in shown or NOTE in shown or HAND_CLOSED in shown:
            outcome["refused (out of date: the hand had moved on)"] += 1
            continue
        game = games.get(click.gid)
        if game is None or not game.states:
            problems.append(f"click {click.interaction}: acknowledged on unknown game {click.gid}")
            continue
        over = HAND_OVER in shown
        versions = [int(v) for g, v in CONTROL.findall(shown) if int(g) == click.gid]
        if versions and max(versions) <= click.version:
            problems.append(
                f"click {click.interaction} (game {click.gid} move {click.version}): answered "
                f"with a hand of version {max(versions)}, not after the move"
            )
            continue
        if len(game.actions) <= click.version:
            problems.append(
                f"game {click.gid}: acknowledged move {click.version} (click "
                f"{click.interaction}) is not stored ({len(game.actions)} actions)"
            )
            continue
        seat, name, _ = game.seats[click.user]
        state = game.states[click.version]
        moves = dr.seat_moves(state, seat)
        matches = False
        if 0 <= click.index < len(moves):
            try:
                expected, _ = dr.apply(state, moves[click.index].action(name, click.declared))
            except dr.IllegalAction:
                expected = None
            after = game.states[click.version + 1]
            matches = expected is not None and dr.state_json(expected) == dr.state_json(after)
        if not matches:
            if over:  # a hand of a finished game answers any click: this one came too late
                outcome["answered after the game ended (no move)"] += 1
                continue
            problems.append(
                f"game {click.gid}: stored move {click.version} is "
                f"{game.actions[click.version]}, not the acknowledged click's move "
                f"(index {click.index}, value {click.declared}) by {name}"
            )
            continue
        key = (click.gid, click.version)
        if key in claimed:
            problems.append(
                f"game {click.gid} move {click.version} acknowledged twice (clicks "
                f"{claimed[key]} and {click.interaction})"
            )
            continue
        claimed[key] = click.interaction
        outcome["acknowledged and stored"] += 1
    # Every started game finished; its final table message and results show its final state.
    finished = 0
    for game in started:
        final = game.states[-1]
        if game.status != "finished" or not final.over:
            problems.append(f"game {game.gid}: {game.status} after the run ({final.version} moves)")
            continue
        finished += 1
        problems.extend(final_messages(fake, game))
    person_moves = sum(
        1
        for game in started
        for action in game.actions
        if any(name == action.get("player") and user for name, user in game.names)
    )
    run.figures = {
        **run.figures,
        "clicks": len(players.clicks),
        "outcomes": outcome,
        "acknowledged": outcome["acknowledged and stored"],
        "stored": sum(len(g.actions) for g in started),
        "stored_person": person_moves,
        "games": len(started),
        "finished": finished,
        "lobbies": sum(1 for g in games.values() if not g.states),
    }
    # No hidden card in any public message of the whole run.
    fake.hidden.replay(database)
    run.hidden = fake.hidden.summary()
    problems.extend(f"hidden card in public: {leak}" for leak in fake.hidden.leaks[:20])
    if fake.violations:
        problems.extend(f"request Discord would refuse: {v}" for v in fake.violations[:10])


def final_messages(fake: CrashFake, game: Stored) -> list[str]:
    """The game's last table message and its results message against the replayed end."""
    problems: list[str] = []
    final = game.states[-1]
    view = dr.player_view(final, "")
    shown_name = {name: (f"<@{user}>" if user else name) for name, user in game.names}
    if game.table_message is None:
        return [f"game {game.gid}: no table message stored"]
    try:
        message = fake.message(game.table_message)
    except Exception:
        return [f"game {game.gid}: its table message {game.table_message} is not on Discord"]
    text = message.text() if hasattr(message, "text") else texts_of(message.data)
    expected = ["Game over", f"Move {final.version}"]
    for seat in view.seats:
        marker = "🏆" if seat.name in view.winners else "·"
        expected.append(
            f"{marker} {shown_name[seat.name]} · {seat.hand_size} in hand · "
            f"{seat.collected} collected · {seat.points} pts"
        )
    missing = [line for line in expected if line not in text]
    if missing or message.deleted:
        problems.append(
            f"game {game.gid}: final table message {message.id} does not show the replayed end "
            f"(missing {missing}{', deleted' if message.deleted else ''}): {text[:300]!r}"
        )
    results = [
        m for m in fake.messages(game.channel) if f"dobro:t:{game.gid}:again" in m.custom_ids()
    ]
    if len(results) != 1:
        problems.append(f"game {game.gid}: {len(results)} results messages")
    else:
        words = results[0].text()
        for standing in dr.standings(final):
            line = f"{standing.position}. {shown_name[standing.name]} — {standing.total} pts"
            if line not in words:
                problems.append(f"game {game.gid}: results do not say {line!r}: {words[:300]!r}")
    return problems


# ------------------------------------------------------------------------------------------------
# Report


def seconds(values: list[float]) -> str:
    if not values:
        return "n=0"
    return (
        f"p50 {statistics.median(values):.2f} s, p95 {percentile(values, 0.95):.2f} s, "
        f"max {max(values):.2f} s (n={len(values)})"
    )


def report(run: Run, args: argparse.Namespace) -> None:
    f = run.figures
    kills = ", ".join(f"{n} {k}" for k, n in run.kills.most_common())
    print(
        f"\n== crash suite: {args.tables} tables of 4 (2–3 people + computers), "
        f"{sum(run.kills.values())} SIGKILLs, seed {args.seed}, {run.seconds:.0f} s =="
    )
    print(
        f"kills: {sum(run.kills.values())} ({kills}); move clicks in flight (sent, not answered) "
        f"at the kills: {run.in_flight}"
    )
    print(
        f"move clicks: {f.get('clicks', 0)}; "
        + ", ".join(f"{k}: {n}" for k, n in (f.get("outcomes") or Counter()).most_common())
    )
    print(
        f"moves acknowledged: {f.get('acknowledged', 0)}, all stored once as clicked; moves "
        f"stored: {f.get('stored', 0)} (people {f.get('stored_person', 0)}, the rest computers)"
    )
    finish = f"{run.finish:.1f} s" if run.finish is not None else "NOT within the bound"
    print(
        f"games: {f.get('games', 0)} started, {f.get('finished', 0)} finished; every game over "
        f"{finish} after the last restart (bound {args.finish_timeout:g} s)"
    )
    print(f"restart -> ready (process start to logged in, guild received): {seconds(run.ready)}")
    print(
        f"restore() in the bot: {seconds(run.restore)}; open tables restored per restart: "
        f"max {max(run.restored, default=0)}"
    )
    print(
        f"time to resume tables (ready -> every game in play has moved again): "
        f"{seconds(run.resumed)}"
    )
    errors = Counter(
        f"{r.method} {r.route}: {status} {code}" for r, status, code, _ in run.error_responses
    )
    print(
        f"requests the offline Discord refused: {sum(errors.values())}"
        + "".join(f"\n  - {n} × {k}" for k, n in errors.most_common(6))
    )
    skipped, failures = f.get("people", ({}, []))
    print(
        f"the people: clicks not sent (control gone) {sum(skipped.values())}; flows cut short by "
        f"a kill (an unanswered Start or Play again, retried after the restart) {len(failures)}"
    )
    for line in failures[:5]:
        print(f"  - {line}")
    print(run.hidden)
    for stall in run.stalls:
        print(f"STALL: {stall}")
    if run.problems:
        print(f"PROBLEMS ({len(run.problems)}):")
        for line in run.problems[:30]:
            print(f"  - {line}")
    else:
        print("crash: OK")


async def main(args: argparse.Namespace) -> int:
    with contextlib.ExitStack() as stack:
        if args.keep:
            folder = fresh_folder(Path(args.keep))
        else:
            folder = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="crash-")))
        stack.enter_context(fast_copies())
        run, fake, players = await play(args, folder)
        check(run, fake, players, folder / "dobro.sqlite3")
        report(run, args)
        if run.problems and not args.keep:
            print(f"(logs of the bot processes were in {folder}: use --keep DIR to keep them)")
    return 1 if run.problems else 0


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kills", type=int, default=20, help="SIGKILLs of the bot (20)")
    parser.add_argument("--tables", type=int, default=20, help="tables of four (20)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument(
        "--gap", type=float, default=4.0, help="longest play between two kills, seconds (4)"
    )
    parser.add_argument("--warmup", type=float, default=2.0, help="play before the first kill")
    parser.add_argument(
        "--think", type=float, default=0.3, help="a person's longest pause before a move (0.3)"
    )
    parser.add_argument("--ai-delay", type=float, default=0.2, help="AI_DELAY of the bot (0.2)")
    parser.add_argument(
        "--finish-timeout",
        type=float,
        default=180.0,
        help="every game must end this long after the last restart (180 s)",
    )
    parser.add_argument(
        "--validate",
        action=argparse.BooleanOptionalAction,
        default=False,
        help="validate every request against Discord's OpenAPI spec (slower)",
    )
    parser.add_argument("--keep", metavar="DIR", help="keep the database and bot logs in DIR")
    return parser.parse_args(argv)


if __name__ == "__main__":
    sys.exit(asyncio.run(main(parse())))
