"""Many tables on one bot: the real bot, in its own process, against the offline Discord.

    python benchmarks/bot_load.py                       # the full run (about 9 minutes)
    python benchmarks/bot_load.py --quick               # 1 and 10 tables, short windows (< 1 min)
    python benchmarks/bot_load.py --tables 1,10,100 --pace flat --seconds 10 --restore 0
    python benchmarks/bot_load.py --tables 500 --pace human --diagnose  # + where the bot waits
    python benchmarks/bot_load.py --tables 500 --pace human --profile   # + cProfile of the bot

The bot process (``benchmarks/load_bot.py``) is the production ``DobroBot`` with every extension,
real SQLite in a fresh folder, ``TABLE_EDIT_INTERVAL`` at its production 1 s; only discord.py's
two URLs point at the fake. This process runs the fake Discord (``benchmarks/load_fake.py``, on
127.0.0.1 only) and the simulated people, so the CPU figures are the bot's alone. The bot process
is asked to quit at the end of each scenario, killed if it does not, and gets SIGTERM if this
process dies (PR_SET_PDEATHSIG).

Each scenario: N channels, each with a table of four seats; by default four simulated people per
table (``--people 2``: two people and two normal computers). Every seat is a person by default so
that every move is a click through Discord, measured: a computer's move costs the bot no
interaction, no hand refresh, and no latency anyone waits for, so four people is the heavier
case. Each person sits at one table (4 members per table). Setup, not measured: ``/dobro new``,
Join, ``/dobro start`` (at most ``--setup-concurrency`` tables at once); nobody moves until every
table is open. Then the people play (``load_fake.Players``): when a game is dealt each looks at
their hand ("My hand"), pinged they press "My hand", and when a hand of theirs shows live move
controls they click one at random (a joker select: a random allowed value) — at human pace 2–8 s
after their turn came (uniform; "My hand" 0.5–1.5 s after the game starts or a ping), flat out at
once. A finished game is followed by Play again and Start (the host), so N tables stay busy for
the whole window (measured over a time window, not over whole games). Human pace uses the
production ``AI_DELAY`` (1.2 s); flat out sets ``AI_DELAY=0`` (it only matters with computers).

Measured over the window (``--seconds``, after ``--warmup`` seconds of play), per scenario:

* moves per second: every move committed (people's and computers'), counted in the bot process;
* click → first response: in the fake, from the interaction being sent on the gateway to the
  arrival of the bot's first callback (an answer or a deferral) — p50, p95, p99, max, and how
  many came after Discord's 3 s (the person sees "This interaction failed") or never;
* requests per move, by kind, and channel requests (posts + edits + deletes) per second;
* the bot process's CPU (user + sys from /proc/<pid>/stat; % of one core) and peak memory
  (VmHWM); memory per table: (VmRSS with N tables in play − VmRSS of the idle bot) / N;
* this process's CPU and event-loop lag: the fake stamps the bot's answers when its loop gets to
  them, so its own lag is an upper bound on how much it adds to the latencies. It copies
  messages with orjson instead of ``copy.deepcopy`` (``load_fake.fast_copies``) and collects no
  garbage from the start of play to the end of the window, to stay out of the way.

And a restart: ``--restore N`` (1,000 by default) active games, mid-game (10–120 moves each), are
written into a fresh database with their table messages in the fake, then the bot starts;
reported: ``restore()`` from its start to its end (timed inside the bot process), process start
→ restore done, process start → ready, and when every table was redrawn and every turn pinged.

Over each whole run (setup, warm-up and restart included), every message post or edit the bot
sends that is not ephemeral is checked for hidden cards (``load_fake.HiddenCards``): the hand
view's marks at once, then, once the bot has stopped, every hand and draw-pile order of every game
in its database against every public text; the count checked and any leak are printed.

OpenAPI validation of each request in the fake costs ~0.7 ms of the fake's CPU: ``--validate auto``
(the default) keeps it on up to 10 tables and turns it off above (Discord's limits on messages
and interactions are checked either way).

``--recompute-games N``: the server has N finished games of its past (judged by the counting
policy, ``benchmarks/standings.fill``), and a moderator runs ``/dobro recompute-ratings`` 1 s
into the window: every game judged again, totals and ratings rebuilt, while the tables play.
Reported: the command → its answer, the slowest click of the window, and whether the past's
standings after it equal those the games made one by one.

Targets (printed PASS/FAIL, never asserted): p99 < 100 ms at 500 tables, human pace; every click
answered within 3 s at 1,000 tables; ≥ 300 moves/s flat out (the best scenario); < 50 KB per
active table (the largest scenario); 1,000 active games resumed in < 1 s; with
``--recompute-games``, no click > 1 s meanwhile and a recompute equal to the incremental
standings.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import ctypes
import gc
import json
import math
import os
import pstats
import random
import re
import signal
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import warnings  # noqa: E402

warnings.filterwarnings("ignore", "'audioop' is deprecated", DeprecationWarning)

import dobro_rules as dr  # noqa: E402
from benchmarks.load_fake import (  # noqa: E402
    CHANNEL_KINDS,
    INTERACTION_KINDS,
    KINDS,
    LoadFake,
    Pace,
    Players,
    SimTable,
    fast_copies,
    pending_answers,
    window_latencies,
)
from fakediscord.limits import LOADING  # noqa: E402
from fakediscord.models import ADMINISTRATOR, MEMBER_PERMISSIONS  # noqa: E402
from storage import Database, Seat  # noqa: E402
from tables import TableSettings  # noqa: E402

LAUNCHER = ROOT / "benchmarks" / "load_bot.py"
PRODUCTION_AI_DELAY = 1.2
PRODUCTION_EDIT_INTERVAL = 1.0
DISCORD_GLOBAL_LIMIT = 50  # requests per second per bot, interaction routes excepted
#: The four games, dealt to the tables in turn (``--games``).
GAMES = ("dobro", "sticks", "ten", "dobble")
COMPUTER_NAMES = ("Camille", "Dominique", "Sacha", "Alix")
CLK_TCK = os.sysconf("SC_CLK_TCK")


# ------------------------------------------------------------------------------------------------
# The bot process


def machine_busy() -> float:
    """CPU seconds all processes of this machine have used so far (/proc/stat, every core)."""
    fields = Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]
    ticks = [int(x) for x in fields[:8]]  # user nice system idle iowait irq softirq steal
    return (sum(ticks) - ticks[3] - ticks[4]) / CLK_TCK


def _cpu_of(pid: int) -> tuple[float, float]:
    """User and system CPU seconds of process ``pid`` so far ((0, 0) once it is gone)."""
    with contextlib.suppress(OSError, ValueError, IndexError):
        stat = Path(f"/proc/{pid}/stat").read_text()
        fields = stat[stat.rindex(")") + 2 :].split()
        return int(fields[11]) / CLK_TCK, int(fields[12]) / CLK_TCK
    return 0.0, 0.0


def descendants(pid: int) -> list[int]:
    """Every process started by ``pid``, and by those, from /proc."""
    children: dict[int, list[int]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        with contextlib.suppress(OSError, ValueError, IndexError):
            text = stat.read_text()
            parent = int(text[text.rindex(")") + 2 :].split()[1])
            children.setdefault(parent, []).append(int(stat.parent.name))
    found, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def _die_with_parent() -> None:
    """In the child: SIGTERM when this benchmark dies, so no bot is ever left running."""
    with contextlib.suppress(Exception):
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


class BotProcess:
    """``load_bot.py`` running against a fake; commands over its stdin, answers on its stdout."""

    def __init__(self, proc: asyncio.subprocess.Process, log_path: Path) -> None:
        self.proc = proc
        self.pid = proc.pid
        self.log_path = log_path
        self._lock = asyncio.Lock()

    @classmethod
    async def launch(
        cls,
        fake: LoadFake,
        database: Path,
        log_path: Path,
        *,
        ai_delay: float,
        edit_interval: float = PRODUCTION_EDIT_INTERVAL,
        log_level: str = "INFO",
        diagnose: bool = False,
        profile_restore: Path | None = None,
        gc_experiment: Sequence[str] = (),
    ) -> BotProcess:
        args = [
            sys.executable,
            str(LAUNCHER),
            "--api",
            fake.base_url,
            "--gateway",
            fake.gateway_url,
            "--token",
            fake.token,
            "--guild",
            str(fake.guild.id),
            "--database",
            str(database),
            "--ai-delay",
            str(ai_delay),
            "--edit-interval",
            str(edit_interval),
            "--log-level",
            log_level,
            # discord.py waits this long after the last GUILD_CREATE before `ready` (default
            # 2 s): only start-up is slower with the default, nothing measured here.
            "--guild-ready-timeout",
            "0.05",
            *(["--diagnose"] if diagnose else []),
            *(["--profile-restore", str(profile_restore)] if profile_restore else []),
            *gc_experiment,
        ]
        with log_path.open("wb") as log:
            proc = await asyncio.create_subprocess_exec(
                *args,
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                stderr=log,
                cwd=str(ROOT),
                preexec_fn=_die_with_parent,
                limit=1 << 20,
            )
        return cls(proc, log_path)

    async def _line(self, timeout: float) -> dict[str, Any]:
        assert self.proc.stdout is not None
        raw = await asyncio.wait_for(self.proc.stdout.readline(), timeout)
        if not raw:
            raise RuntimeError(f"the bot process ended; its log:\n{self.log_tail()}")
        return json.loads(raw)

    async def ready(self, timeout: float = 120.0) -> dict[str, Any]:
        """The bot's "ready" report (it logged in and has the guild)."""
        return await self._line(timeout)

    async def command(self, text: str, timeout: float = 60.0) -> dict[str, Any]:
        async with self._lock:
            assert self.proc.stdin is not None
            self.proc.stdin.write(text.encode() + b"\n")
            await self.proc.stdin.drain()
            return await self._line(timeout)

    def cpu_split(self) -> tuple[float, float]:
        """User and system CPU seconds of the bot process so far (all its threads)."""
        return _cpu_of(self.pid)

    def workers_cpu(self) -> float:
        """CPU seconds of the worker processes the bot started so far (hard computers'
        searches, race boards' pictures: ``tables.thinking``): the bot's work, on other
        cores than its event loop's."""
        return sum(sum(_cpu_of(pid)) for pid in descendants(self.pid))

    def memory(self) -> dict[str, int]:
        """VmRSS and VmHWM (peak resident memory) in bytes."""
        found = {}
        for line in Path(f"/proc/{self.pid}/status").read_text().splitlines():
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                found[key] = int(value.split()[0]) * 1024
        return found

    def log_tail(self, lines: int = 30) -> str:
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return "(no log)"

    async def stop(self) -> None:
        """Ask the bot to close; kill it if it has not ended within 15 s."""
        if self.proc.returncode is None:
            with contextlib.suppress(Exception):
                assert self.proc.stdin is not None
                self.proc.stdin.write(b"quit\n")
                await self.proc.stdin.drain()
                self.proc.stdin.close()
            try:
                await asyncio.wait_for(self.proc.wait(), 15)
            except TimeoutError:
                with contextlib.suppress(ProcessLookupError):
                    self.proc.kill()
                await self.proc.wait()


# ------------------------------------------------------------------------------------------------
# The world


def make_world(
    fake: LoadFake, count: int, people: int, games: Sequence[str] = ("dobro",)
) -> list[SimTable]:
    """N channels, each with its own ``people`` members (a person sits at one table here),
    the ``games`` dealt to them in turn."""
    tables = []
    for index in range(count):
        channel = fake.add_channel(f"table-{index:04d}")
        members = [fake.add_member(f"p{index:04d}{chr(97 + k)}") for k in range(people)]
        game = games[index % len(games)]
        tables.append(SimTable(index, channel, members, 4 - people, game=game))
    return tables


def fresh_folder(folder: Path) -> Path:
    """``folder``, created, without the database of an earlier run (``--keep`` reuses it)."""
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("dobro.sqlite3*"):
        old.unlink()
    return folder


def _validate(choice: str, tables: int) -> bool:
    return choice == "on" or (choice == "auto" and tables <= 10)


# ------------------------------------------------------------------------------------------------
# Figures


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile of a non-empty list."""
    ordered = sorted(values)
    return ordered[max(0, min(len(ordered) - 1, math.ceil(q * len(ordered)) - 1))]


def ms(value: float) -> str:
    return f"{value * 1000:.1f} ms" if value < 10 else f"{value:.1f} s"


def latency_line(values: list[float]) -> str:
    if not values:
        return "n=0"
    return (
        f"n={len(values)}, p50 {ms(percentile(values, 0.50))}, p95 {ms(percentile(values, 0.95))}"
        f", p99 {ms(percentile(values, 0.99))}, max {ms(max(values))}"
    )


def mb(value: float) -> str:
    return f"{value / 1_000_000:.1f} MB"


@dataclass
class Result:
    tables: int
    pace: str
    people: int
    validate: bool
    experiment: str = ""  # the bot's GC experiment flags, if any (not production)
    spec_missing: bool = False  # validation was asked for, but the spec is not on this machine
    seconds: float = 0.0
    moves_seconds: float = 0.0  # the bot's own window for the move counts (about ``seconds``)
    setup_seconds: float = 0.0
    opened: int = 0
    moves: int = 0
    moves_person: int = 0
    moves_computer: int = 0
    latencies: dict[str, list[float]] = field(default_factory=dict)
    late: int = 0
    refused: int = 0
    unanswered: int = 0
    requests: Counter[str] = field(default_factory=Counter)
    cpu_user: float = 0.0
    cpu_system: float = 0.0
    cpu_workers: float = 0.0  # the bot's worker processes (pictures, hard searches)
    rss_idle: int = 0
    rss_loaded: int = 0
    hwm: int = 0
    fake_cpu: float = 0.0
    others_cpu: float = 0.0  # every other process of the machine over the window
    games_started: int = 0
    games_finished: int = 0
    skipped: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)
    violations: list[str] = field(default_factory=list)
    errors: int = 0
    open_tables: int = 0
    refused_clicks: dict[str, int] = field(default_factory=dict)
    profile: Path | None = None
    diagnosis: dict[str, Any] | None = None
    fake_lag: list[float] = field(default_factory=list)
    fake_gc: list[tuple[int, float]] = field(default_factory=list)
    error_kinds: Counter[str] = field(default_factory=Counter)
    hidden: str = ""  # the hidden-cards check (load_fake.HiddenCards.summary)
    hidden_leaks: list[str] = field(default_factory=list)
    forget_fill: float = 0.0  # --forget-games: seconds to write the server's past
    forget_seconds: float = 0.0  # --forget-games: Confirm clicked -> "Done" shown
    games: tuple[str, ...] = ("dobro",)
    global_limit: int = 0  # Discord's global limit as the fake enforced it (0: not)
    global_most: int = 0  # the most global-limited requests in any one second of the window
    global_refused: int = 0  # 429s for the global limit in the window
    global_refused_run: int = 0  # ... over the whole run (setup and warm-up included)
    turn_delays: dict[str, float] = field(default_factory=dict)
    budget: dict[str, Any] | None = None
    py_spy: Path | None = None
    recompute_games: int = 0  # --recompute-games: the server's past, in games
    recompute_seconds: float = 0.0  # /dobro recompute-ratings sent -> its answer shown
    recompute_same: bool | None = None  # the standings after it equal those before

    @property
    def moves_per_second(self) -> float:
        return self.moves / self.moves_seconds if self.moves_seconds else 0.0

    @property
    def per_table(self) -> float:
        return (self.rss_loaded - self.rss_idle) / self.tables

    @property
    def all_latencies(self) -> list[float]:
        return self.latencies.get("all", [])

    @property
    def click_latencies(self) -> list[float]:
        """Every click but a race's claims, whose answer waits out the rules' 0.3 s hold
        (DOBBLE.md) by design: they are reported apart."""
        return [v for k, vs in self.latencies.items() if k not in ("all", "claim") for v in vs]

    @property
    def cpu_per_move(self) -> float:
        """The bot process's CPU seconds per move made (its event loop's core, and its
        threads)."""
        return (self.cpu_user + self.cpu_system) / self.moves if self.moves else float("nan")

    @property
    def workers_per_move(self) -> float:
        """The CPU seconds per move of the bot's worker processes (another core)."""
        return self.cpu_workers / self.moves if self.moves else float("nan")

    @property
    def global_per_move(self) -> float:
        return self.requests["global"] / self.moves if self.moves else float("nan")

    def label(self) -> str:
        return f"{self.tables} table{'s' if self.tables > 1 else ''}, {self.pace}"


def validation(r: Result) -> str:
    """Whether requests were checked against Discord's OpenAPI spec, in words."""
    if r.validate:
        return "on"
    if r.spec_missing:
        return "off (no OpenAPI spec on this machine: Discord's limits only)"
    return "off"


def report(result: Result) -> None:
    r = result
    computers = 4 - r.people
    pace = (
        "human pace (a move 2–8 s after the turn comes)"
        if r.pace == "human"
        else "flat out (every click at once)"
    )
    ai_delay = PRODUCTION_AI_DELAY if r.pace == "human" else 0.0
    mix = "/".join(r.games) if len(r.games) > 1 else r.games[0]
    limit = f"{r.global_limit}/s" if r.global_limit else "off"
    print(
        f"\n== {r.tables} table(s) × 4 seats ({r.people} people, {computers} computers) of "
        f"{mix}, {pace}; AI_DELAY {ai_delay:g} s, TABLE_EDIT_INTERVAL "
        f"{PRODUCTION_EDIT_INTERVAL:g} s, OpenAPI validation {validation(r)}, "
        f"Discord's global limit {limit} =="
    )
    if r.experiment:
        print(f"EXPERIMENT, not the production bot: load_bot.py {r.experiment}")
    print(
        f"setup: {r.opened}/{r.tables} tables opened in {r.setup_seconds:.1f} s; "
        f"tables open in the bot at the end: {r.open_tables}; games started {r.games_started}, "
        f"finished {r.games_finished}"
    )
    print(
        f"moves: {r.moves} in {r.moves_seconds:.1f} s = {r.moves_per_second:.1f} moves/s "
        f"(people {r.moves_person}, computers {r.moves_computer})"
    )
    print(f"click -> first response: {latency_line(r.click_latencies)} (claims apart)")
    if r.forget_seconds:
        print(
            f"forget-me during the window: the server's past written in {r.forget_fill:.0f} s "
            f"before the bot started; Confirm clicked -> Done shown in {r.forget_seconds:.2f} s; "
            f"slowest click of the window {ms(max(r.all_latencies, default=0.0))}"
        )
    if r.recompute_seconds:
        same = {True: "equal to", False: "DIFFERENT FROM", None: "not compared with"}
        print(
            f"recompute during the window: {r.recompute_games:,} games of the server's past"
            f" (written in {r.forget_fill:.0f} s before the bot started) judged again, totals"
            f" and ratings rebuilt: /dobro recompute-ratings -> its answer in"
            f" {r.recompute_seconds:.2f} s; standings after it"
            f" {same[r.recompute_same]} the incremental ones; slowest click of the window"
            f" {ms(max(r.all_latencies, default=0.0))}"
        )
    print(
        f"  answered after 3 s: {r.late}, never answered: {r.unanswered}, "
        f"refused by Discord's rules: {r.refused}"
    )
    for kind in ("move", "focus", "hand", "again", "start"):
        if r.latencies.get(kind):
            print(f"  {kind} clicks: {latency_line(r.latencies[kind])}")
    if r.latencies.get("claim"):
        print(
            f"  claims (each answered after the rules' 0.3 s hold): "
            f"{latency_line(r.latencies['claim'])}"
        )
    total = sum(v for k, v in r.requests.items() if k != "global")
    per = (lambda n: n / r.moves) if r.moves else (lambda n: float("nan"))
    split = ", ".join(f"{kind} {per(r.requests[kind]):.2f}" for kind in KINDS)
    print(f"requests per move: {per(total):.2f} in all: {split}")
    riding = sum(r.requests[k] for k in INTERACTION_KINDS)
    print(
        f"Discord's global limit: {r.requests['global']} requests it covers = "
        f"{r.global_per_move:.2f} per move, {r.requests['global'] / r.seconds:.1f}/s "
        f"(most in any one second: {r.global_most}; the limit: {DISCORD_GLOBAL_LIMIT}/s); "
        f"429s for it: {r.global_refused} in the window, {r.global_refused_run} in the run"
    )
    print(
        f"  not covered (an interaction's response and webhook): {per(riding):.2f} per move, "
        f"{riding / r.seconds:.1f}/s; channel posts+edits+deletes "
        f"{sum(r.requests[k] for k in CHANNEL_KINDS) / r.seconds:.1f}/s"
    )
    if r.turn_delays.get("n"):
        d = r.turn_delays
        print(
            f"turns told (a new turn -> its hand refreshed or its ping posted): n={d['n']:.0f}, "
            f"p50 {ms(d['p50'])}, p99 {ms(d['p99'])}, max {ms(d['max'])}; over 2 s: "
            f"{d['over_2s']:.0f}"
        )
    if r.budget:
        taken = ", ".join(f"{k} {v}" for k, v in r.budget["taken"].items() if v)
        waits = ", ".join(
            f"{k} p99 {ms(w['p99'])}" for k, w in r.budget["waited"].items() if w.get("n")
        )
        print(
            f"the bot's global budget: requests by priority (whole run) {taken or 'none'}; "
            f"waits in the window: {waits or 'none'}"
        )
    cpu = r.cpu_user + r.cpu_system
    print(
        f"bot CPU: {r.cpu_user:.2f} s user + {r.cpu_system:.2f} s sys over {r.seconds:.1f} s = "
        f"{100 * cpu / r.seconds:.0f}% of one core = {1000 * r.cpu_per_move:.2f} ms per move; "
        f"its worker processes (pictures, searches) {r.cpu_workers:.2f} s = "
        f"{1000 * r.workers_per_move:.2f} ms per move; peak memory (VmHWM) {mb(r.hwm)}"
    )
    small = " (too few tables for a per-table figure)" if r.tables < 100 else ""
    print(
        f"memory: idle bot {mb(r.rss_idle)}, with {r.tables} tables {mb(r.rss_loaded)} -> "
        f"{r.per_table / 1000:.1f} KB per table{small}"
    )
    busy = 100 * r.fake_cpu / r.seconds
    note = " (saturated: latencies include the fake's own queueing)" if busy > 90 else ""
    lag = (
        f"; its event loop late by p99 {ms(percentile(r.fake_lag, 0.99))}, "
        f"max {ms(max(r.fake_lag))}"
        if r.fake_lag
        else ""
    )
    full = [d for g, d in r.fake_gc if g == 2]
    collected = f"; {len(full)} full GC pauses, max {ms(max(full))}" if full else ""
    print(f"fake Discord + people (this process): {busy:.0f}% of one core{note}{lag}{collected}")
    others = 100 * r.others_cpu / r.seconds
    warn = "  << the machine was shared: figures are pessimistic" if others > 20 else ""
    print(f"other processes on this machine: {others:.0f}% of one core{warn}")
    if r.skipped:
        print(f"clicks not sent (the control had moved on): {dict(r.skipped)}")
    if r.refused_clicks:
        print(f"move clicks the bot refused (no move): {r.refused_clicks}")
    if r.failures:
        print(f"FAILURES ({len(r.failures)}): {r.failures[:5]}")
    if r.violations or r.errors:
        print(
            f"over the whole run (setup and warm-up included): requests Discord would refuse: "
            f"{len(r.violations)}; error answers: {r.errors}"
        )
        for line in r.violations[:5]:
            print(f"  - {line}")
        for kind, n in r.error_kinds.most_common(5):
            print(f"  - {n} × {kind}")
    report_hidden(r.hidden, r.hidden_leaks)
    if r.diagnosis:
        report_diagnosis(r.diagnosis)
    if r.py_spy is not None:
        report_py_spy(r.py_spy)


def report_py_spy(path: Path, top: int = 25) -> None:
    """Where the bot's event loop spent its samples (``--py-spy``): each function's own share
    and its share with what it called, from py-spy's collapsed stacks (its other threads,
    SQLite's and the picture drawing's, counted apart)."""
    if not path.exists():
        print(f"(no py-spy samples at {path}: is py-spy installed? pip install py-spy)")
        return
    own: Counter[str] = Counter()
    inclusive: Counter[str] = Counter()
    threads: Counter[str] = Counter()
    total = 0
    for line in path.read_text().splitlines():
        stack, _, count = line.rpartition(" ")
        if not count.isdigit():
            continue
        n = int(count)
        total += n
        frames = [re.sub(r":\d+\)$", ")", f) for f in stack.split(";")]
        if frames[0].startswith("Thread._bootstrap"):
            threads[frames[-1]] += n
            continue
        own[frames[-1]] += n
        for frame in set(frames):
            inclusive[frame] += n
    if not total:
        print(f"(py-spy took no sample at {path})")
        return
    loop = sum(own.values())
    print(
        f"-- py-spy: {total} samples of the bot ({path}): the event loop's thread {loop} "
        f"({100 * loop / total:.0f}%, idle included), other threads {total - loop} --"
    )
    print("own time (the event loop's thread):")
    for frame, n in own.most_common(top):
        print(f"  {100 * n / total:5.1f}%  {frame[:110]}")
    print("with what they call (the bot's own code):")
    mine = [
        (f, n)
        for f, n in inclusive.most_common()
        if re.search(r"\((cogs|tables|storage|locales|games|\w+_rules)/", f)
    ]
    for frame, n in mine[:top]:
        print(f"  {100 * n / total:5.1f}%  {frame[:110]}")
    print("other threads (own time):")
    for frame, n in threads.most_common(8):
        print(f"  {100 * n / total:5.1f}%  {frame[:110]}")


def report_hidden(summary: str, leaks: list[str]) -> None:
    """The hidden-cards check over the whole run (``load_fake.HiddenCards``)."""
    if summary:
        print(summary)
    if leaks:
        print(f"HIDDEN CARDS IN PUBLIC ({len(leaks)}):")
        for line in leaks[:5]:
            print(f"  - {line}")


def report_diagnosis(diagnosis: dict[str, Any], top: int = 8) -> None:
    """Where the bot waited (``load_bot.py --diagnose``) over the window."""
    if diagnosis.get("gc_objects") is not None:
        print(
            f"objects the garbage collector tracks in the bot: {diagnosis['gc_objects']:,} "
            f"(+ {diagnosis.get('gc_frozen', 0):,} frozen)"
        )
        kinds = ", ".join(f"{name} {n:,}" for name, n in diagnosis["gc_kinds"])
        print(f"  most common: {kinds}")
        collected = diagnosis.get("gc_collected")
        if collected:
            print(f"  cyclic garbage freed in the window by generation: {collected}")
        if diagnosis.get("gc_garbage"):
            garbage = ", ".join(f"{name} {n:,}" for name, n in diagnosis["gc_garbage"])
            print(f"  cyclic garbage pending at the end, by kind: {garbage}")
    if diagnosis.get("kept"):
        print("kept by the bot: " + ", ".join(f"{k} {v:,}" for k, v in diagnosis["kept"].items()))
    lag = diagnosis.get("loop_lag")
    if lag:
        print(
            f"bot event loop late (20 ms ticker): p50 {ms(lag['p50'])}, p99 {ms(lag['p99'])}, "
            f"max {ms(lag['max'])}"
        )
    calls = diagnosis.get("calls") or {}
    batch = calls.pop("group commit batch size", None)
    if batch:
        print(f"group commits: {batch['n']}, {batch['total'] / batch['n']:.1f} moves per commit")
    print("time per call, from the event loop and back (top by total):")
    for name, c in sorted(calls.items(), key=lambda kv: -kv[1]["total"])[:top]:
        print(
            f"  {c['n']:6d} × {name[:70]:70} total {c['total']:6.2f} s, "
            f"p50 {ms(c['p50'])}, p99 {ms(c['p99'])}, max {ms(c['max'])}"
        )


# ------------------------------------------------------------------------------------------------
# One load scenario


async def run_scenario(
    count: int,
    pace_name: str,
    *,
    people: int,
    seconds: float,
    warmup: float,
    validate: bool,
    folder: Path,
    seed: int,
    profile: bool,
    concurrency: int,
    diagnose: bool = False,
    gc_experiment: Sequence[str] = (),
    forget_games: int = 0,
    games: Sequence[str] = ("dobro",),
    global_limit: int = DISCORD_GLOBAL_LIMIT,
    py_spy: bool = False,
    recompute_games: int = 0,
) -> Result:
    result = Result(count, pace_name, people, validate, experiment=" ".join(gc_experiment))
    result.games = tuple(games)
    result.global_limit = global_limit
    human = pace_name == "human"
    rng = random.Random(seed)
    fake = LoadFake(validate=validate, member_names=())
    # Validation is on only where the spec is found (a clone has none: then it is off, said so).
    result.validate = fake.spec is not None
    result.spec_missing = validate and fake.spec is None
    window = fake.enforce_global_limit(global_limit) if global_limit else None
    tables = make_world(fake, count, people, games)
    # Only Dobro's hands and pile are looked for in public (the other games write their
    # public cards in code spans too).
    fake.hidden.channels = {t.channel.id for t in tables if t.game == "dobro"}
    workdir = fresh_folder(folder / f"{count}-{pace_name}")
    forgetter = None
    if forget_games:
        # A server with a long past: ``forget_games`` counted games of 500 other members, one of
        # whom (not at a table) asks to be forgotten once the window has begun.
        forgetter = fake.add_member("forgetter")
        began = time.perf_counter()
        await fill_history(workdir / "dobro.sqlite3", fake.guild.id, forgetter.id, forget_games)
        result.forget_fill = time.perf_counter() - began
    moderator = None
    past: Any = None
    if recompute_games:
        # A server with a long past judged by the counting policy (a few forfeits, no-shows
        # and hints among its games); a moderator recomputes it all once the window has begun.
        moderator = fake.add_member("moderator", permissions=MEMBER_PERMISSIONS | ADMINISTRATOR)
        began = time.perf_counter()
        await fill_history(workdir / "dobro.sqlite3", fake.guild.id, moderator.id, recompute_games)
        result.forget_fill = time.perf_counter() - began
        result.recompute_games = recompute_games
        past = await past_standings(workdir / "dobro.sqlite3", fake.guild.id, recompute_games)
    await fake.start()
    bot: BotProcess | None = None
    players: Players | None = None
    try:
        bot = await BotProcess.launch(
            fake,
            workdir / "dobro.sqlite3",
            workdir / "bot.log",
            ai_delay=PRODUCTION_AI_DELAY if human else 0.0,
            diagnose=profile or diagnose,
            gc_experiment=gc_experiment,
        )
        await bot.ready()
        await asyncio.sleep(0.5)  # command sync, emoji sync: let start-up settle
        result.rss_idle = bot.memory()["VmRSS"]

        players = Players(fake, tables, Pace(human, random.Random(seed + 1)), rng)
        began = time.perf_counter()
        gate = asyncio.Semaphore(concurrency)

        async def open_one(table: SimTable) -> None:
            async with gate:
                await players.open_table(table)  # type: ignore[union-attr]

        await asyncio.gather(*(open_one(t) for t in tables))
        result.setup_seconds = time.perf_counter() - began
        result.opened = sum(1 for t in tables if t.opened)
        # No garbage collection in this process from now to the end of the window: its pauses
        # would stall the fake and count as the bot's latency (memory is plentiful for that).
        gc.collect()
        gc.disable()
        players.go.set()
        await asyncio.sleep(warmup)

        # The window: [t0, t1) here; the bot's move counts between its own two stats times.
        if profile or diagnose:
            await bot.command("diagnose-reset")
        await bot.command("window-start")
        stats0 = await bot.command("stats")
        if profile:
            await bot.command("profile-start")
        spy = None
        if py_spy:
            result.py_spy = workdir / "py-spy.txt"
            spy = await start_py_spy(bot.pid, seconds, result.py_spy)
        refused0 = window.refused if window is not None else 0
        ticker = asyncio.create_task(_lag_ticker(result.fake_lag))
        t0 = time.perf_counter()
        cpu0 = bot.cpu_split()
        workers0 = bot.workers_cpu()
        fake0 = os.times()
        machine0 = machine_busy()
        requests0 = fake.tally.snapshot()
        with GcPauses() as pauses:
            if forgetter is not None:
                await asyncio.sleep(1.0)
                result.forget_seconds = await forget_me(fake, forgetter, tables[0].channel)
                await asyncio.sleep(max(0.0, t0 + seconds - time.perf_counter()))
            elif moderator is not None:
                await asyncio.sleep(1.0)
                result.recompute_seconds = await recompute(fake, moderator, tables[0].channel)
                await asyncio.sleep(max(0.0, t0 + seconds - time.perf_counter()))
            else:
                await asyncio.sleep(seconds)
        t1 = time.perf_counter()
        result.global_most = fake.tally.most_in_a_second(t0, t1)
        result.global_refused = (window.refused if window is not None else 0) - refused0
        cpu1 = bot.cpu_split()
        result.cpu_workers = max(0.0, bot.workers_cpu() - workers0)
        fake1 = os.times()
        machine1 = machine_busy()
        requests1 = fake.tally.snapshot()
        memory = bot.memory()
        ticker.cancel()
        result.fake_gc = pauses.pauses
        if profile:
            result.profile = workdir / "bot.prof"
            await bot.command(f"profile-stop {result.profile}")
        stats1 = await bot.command("stats objects" if profile or diagnose else "stats")
        result.turn_delays = stats1.get("turn_delays") or {}
        result.budget = stats1.get("budget")
        if spy is not None:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(spy.wait(), 30)

        result.seconds = t1 - t0
        result.moves_seconds = stats1["now"] - stats0["now"]
        result.moves_person = stats1["moves_person"] - stats0["moves_person"]
        result.moves_computer = stats1["moves_computer"] - stats0["moves_computer"]
        result.moves = result.moves_person + result.moves_computer
        result.requests = requests1 - requests0
        result.cpu_user = cpu1[0] - cpu0[0]
        result.cpu_system = cpu1[1] - cpu0[1]
        result.fake_cpu = (fake1.user + fake1.system) - (fake0.user + fake0.system)
        result.others_cpu = max(
            0.0,
            machine1
            - machine0
            - result.cpu_user
            - result.cpu_system
            - result.cpu_workers
            - result.fake_cpu,
        )
        result.rss_loaded = memory["VmRSS"]
        result.hwm = memory["VmHWM"]
        result.open_tables = stats1["open_tables"]
        before = stats0.get("refused_clicks") or {}
        result.refused_clicks = {
            k: v - before.get(k, 0)
            for k, v in (stats1.get("refused_clicks") or {}).items()
            if v - before.get(k, 0)
        }
        result.diagnosis = stats1.get("diagnosis")

        # No more clicks; let the bot answer those sent in the window (up to 10 s more).
        await players.stop()
        drain_until = time.perf_counter() + 10
        while pending_answers(fake, t0) and time.perf_counter() < drain_until:
            await asyncio.sleep(0.05)
        window = window_latencies(fake, players.kinds, t0, t1)
        result.latencies = window.latencies
        result.late, result.refused = window.late, window.refused
        result.unanswered = window.unanswered
        result.games_started = sum(t.games_started for t in tables)
        result.games_finished = sum(t.games_finished for t in tables)
        result.skipped = players.skipped
        result.failures = players.failures
    finally:
        if players is not None and players.running:
            await players.stop()
        if bot is not None:
            await bot.stop()
        await fake.stop()
        gc.enable()
        gc.collect()
    if past is not None:
        after = await past_standings(workdir / "dobro.sqlite3", fake.guild.id, recompute_games)
        result.recompute_same = after == past
        if after != past:  # what differs, for whoever looks into it
            names = ("verdicts", "totals", "ratings")
            for name, was, now in zip(names, past, after, strict=True):
                changed = [(x, y) for x, y in zip(was, now, strict=False) if x != y]
                print(f"  {name}: {len(was)} -> {len(now)} rows; first changes {changed[:3]}")
    result.hidden, result.hidden_leaks = check_hidden(fake, workdir / "dobro.sqlite3")
    result.violations = list(fake.violations)
    result.global_refused_run = window.refused if window is not None else 0
    result.errors = len(fake.error_responses)
    result.error_kinds = Counter(
        f"{record.method} {record.route}: {status} {code} {message}"
        for record, status, code, message in fake.error_responses
    )
    return result


async def start_py_spy(pid: int, seconds: float, path: Path) -> asyncio.subprocess.Process | None:
    """py-spy sampling the bot for ``seconds`` (collapsed stacks into ``path``), if installed
    (``pip install py-spy``: a tool for this measurement, not a requirement of the bot)."""
    try:
        return await asyncio.create_subprocess_exec(
            "py-spy",
            "record",
            "--pid",
            str(pid),
            "--duration",
            str(int(seconds)),
            "--rate",
            "200",
            "--nonblocking",
            "--format",
            "raw",
            "--output",
            str(path),
            stdout=asyncio.subprocess.DEVNULL,
            stderr=asyncio.subprocess.DEVNULL,
        )
    except FileNotFoundError:
        return None


async def fill_history(path: Path, guild_id: int, forgetter: int, games: int) -> None:
    """``games`` counted games in the guild (``benchmarks/standings.fill``: 2-6 people of 500
    members each, rated in order), the ``forgetter`` sitting in a game near the start and then
    in one game out of fifty: forgetting them rewrites the ratings of nearly the whole past."""
    from benchmarks.standings import GUILD, fill

    db = await Database.open(path)
    try:
        await fill(db, games, 500, random.Random(7))
        async with db.transaction() as conn:
            await conn.execute(
                "UPDATE games SET guild_id = ? WHERE guild_id = ?", (guild_id, GUILD)
            )
            await conn.execute(
                "UPDATE guild_player_totals SET guild_id = ? WHERE guild_id = ?", (guild_id, GUILD)
            )
            await conn.execute(
                "UPDATE ratings SET guild_id = ? WHERE guild_id = ?", (guild_id, GUILD)
            )
            # The forgetter takes member 1's place in its games (500 + seats of theirs).
            for table in ("game_seats", "game_results", "guild_player_totals", "ratings",
                          "rating_changes"):  # fmt: skip
                await conn.execute(
                    f"UPDATE {table} SET user_id = ? WHERE user_id = 1", (forgetter,)
                )
    finally:
        await db.close()


async def past_standings(path: Path, guild_id: int, games: int) -> tuple[Any, ...]:
    """The past games' verdicts, the guild's totals of those who only played in the past, and
    their ratings (what a recompute rebuilds; the tables played in the window add to the
    window's players only, who are not in the past)."""
    db = await Database.open(path)
    try:
        verdicts = await db.fetchall(
            "SELECT game_id, seat, position, winner, counted, forfeit, play, at_move, rises"
            " FROM game_results WHERE game_id <= ? ORDER BY 1, 2",
            (games,),
        )
        past = "(SELECT DISTINCT user_id FROM game_results WHERE game_id <= ?)"
        totals = await db.fetchall(
            "SELECT user_id, games, wins, points, rounds, cards FROM guild_player_totals"
            f" WHERE guild_id = ? AND user_id IN {past} ORDER BY 1",
            (guild_id, games),
        )
        ratings = await db.fetchall(
            "SELECT user_id, round(mu, 9), round(sigma, 9), games FROM ratings"
            f" WHERE guild_id = ? AND user_id IN {past} ORDER BY 1",
            (guild_id, games),
        )
        return tuple([tuple(r) for r in rows] for rows in (verdicts, totals, ratings))
    finally:
        await db.close()


async def recompute(fake: LoadFake, member: Any, channel: Any) -> float:
    """``/dobro recompute-ratings`` by a moderator, through the offline Discord; seconds from
    the command to its answer (a deferred reply, then the follow-up)."""
    began = time.perf_counter()
    asked = await fake.slash(member, channel, "dobro recompute-ratings", wait=False)

    def answered() -> bool:  # the follow-up replaces the "thinking…" message, or is new
        if asked.followup_ids:
            return True
        shown = fake._messages.get(asked.original_message_id or 0)
        return shown is not None and not shown.flags & LOADING and bool(shown.content)

    while not answered():
        if time.perf_counter() - began > 300:
            raise AssertionError(f"the recompute never finished: {asked.error_codes}")
        await asyncio.sleep(0.01)
    return time.perf_counter() - began


async def forget_me(fake: LoadFake, member: Any, channel: Any) -> float:
    """``/dobro forget-me`` and its Confirm, through the offline Discord; seconds from the
    Confirm click to the answer saying it is done."""
    asked = await fake.slash(member, channel, "dobro forget-me")
    question = asked.response()
    began = time.perf_counter()
    await fake.click(member, question, f"dobro:fm:{member.id}", wait=False)
    while not fake.message(question.id).content.startswith("Done"):
        if time.perf_counter() - began > 120:
            raise AssertionError("forget-me never finished")
        await asyncio.sleep(0.01)
    return time.perf_counter() - began


def check_hidden(fake: LoadFake, database: Path) -> tuple[str, list[str]]:
    """After a run (the bot stopped): the public texts against the games stored in
    ``database``; the summary line and the leaks found over the whole run."""
    if database.exists():
        fake.hidden.replay(database)
    return fake.hidden.summary(), list(fake.hidden.leaks)


class GcPauses:
    """The garbage collector's pauses in this process (they stall the fake's event loop)."""

    def __init__(self) -> None:
        self.pauses: list[tuple[int, float]] = []
        self._began = 0.0

    def __enter__(self) -> GcPauses:
        gc.callbacks.append(self._callback)
        return self

    def __exit__(self, *exc: object) -> None:
        gc.callbacks.remove(self._callback)

    def _callback(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._began = time.perf_counter()
        else:
            self.pauses.append((info["generation"], time.perf_counter() - self._began))


async def _lag_ticker(lags: list[float], every: float = 0.02) -> None:
    """How late this process's event loop wakes up (the fake and the people share it)."""
    loop = asyncio.get_running_loop()
    while True:
        due = loop.time() + every
        await asyncio.sleep(every)
        lags.append(max(0.0, loop.time() - due))


# ------------------------------------------------------------------------------------------------
# Restart with many games in play


@dataclass
class RestoreResult:
    games: int
    restored: int | None = None
    restore_seconds: float | None = None
    start_to_restored: float | None = None
    start_to_ready: float | None = None
    write_seconds: float = 0.0
    actions: int = 0
    catch_up_seconds: float = 0.0
    catch_up_requests: Counter[str] = field(default_factory=Counter)
    hwm: int = 0
    others_busy: float = 0.0  # cores other processes kept busy from the bot's start to ready
    profile: Path | None = None
    violations: list[str] = field(default_factory=list)
    hidden: str = ""
    hidden_leaks: list[str] = field(default_factory=list)


async def _write_game(
    db: Database, fake: LoadFake, table: SimTable, rng: random.Random, variety: bool
) -> int:
    """One game in play, as the bot would have stored it: seats, setup, 10–120 moves (never the
    end of the game), and its table message in the channel."""
    seats = [Seat.human(i, p.id, p.global_name or p.username) for i, p in enumerate(table.people)]
    for k in range(table.computers):
        seats.append(Seat.ai(len(seats), f"🤖 {COMPUTER_NAMES[k]}", "normal"))
    names = [s.name for s in seats]
    setup = dr.new_record(names, variant="standard", draw="auto", seed=rng.getrandbits(48))
    setup.pop("actions")
    message = fake.add_bot_message(table.channel, "A Dobro table, before the restart")
    game = await db.games.create(
        fake.guild.id,
        table.channel.id,
        settings=TableSettings().to_json(table.people[0].id),
        seats=seats,
        setup=setup,
        table_message_id=message.id,
    )
    state = dr.start(setup)
    target = rng.randint(10, 120) if variety else 60
    while state.version < target:
        name = state.players[state.turn]
        action = dr.ai.choose(state, name, "normal", rng)
        after, _ = dr.apply(state, action)
        if after.over:
            break
        await db.games.append_action(game.id, state.version, name, action)
        state = after
    return state.version


async def run_restore(
    count: int, *, people: int, folder: Path, seed: int, profile: bool = False
) -> RestoreResult:
    result = RestoreResult(count)
    rng = random.Random(seed)
    fake = LoadFake(validate=False, member_names=())
    tables = make_world(fake, count, people)
    workdir = fresh_folder(folder / f"restore-{count}")
    database = workdir / "dobro.sqlite3"
    await fake.start()
    bot: BotProcess | None = None
    try:
        began = time.perf_counter()
        db = await Database.open(database)
        try:
            for start in range(0, count, 100):
                chunk = tables[start : start + 100]
                moves = await asyncio.gather(*(_write_game(db, fake, t, rng, True) for t in chunk))
                result.actions += sum(moves)
        finally:
            await db.close()
        result.write_seconds = time.perf_counter() - began

        requests0 = fake.tally.snapshot()
        machine0, own0 = machine_busy(), os.times()
        launched = time.time()
        if profile:
            result.profile = workdir / "restore.prof"
        bot = await BotProcess.launch(
            fake,
            database,
            workdir / "bot.log",
            ai_delay=PRODUCTION_AI_DELAY,
            profile_restore=result.profile,
        )
        ready = await bot.ready()
        ready_at = time.perf_counter()
        result.restored = ready["restored"]
        result.restore_seconds = ready["restore_seconds"]
        result.start_to_restored = ready["restore_ended"] - launched
        result.start_to_ready = ready["ready"] - launched
        own1, bot_cpu = os.times(), sum(bot.cpu_split())
        own = (own1.user + own1.system) - (own0.user + own0.system)
        others = machine_busy() - machine0 - bot_cpu - own
        result.others_busy = max(0.0, others) / max(1e-9, time.time() - launched)
        # The catch-up: every table message redrawn, whoever is on turn pinged (it starts
        # before ready: the play cog marks every restored table when it loads).
        last_change, seen = time.time(), sum(fake.tally.counts.values())
        while time.time() - last_change < 1.0 and time.perf_counter() - ready_at < 60:
            await asyncio.sleep(0.05)
            now = sum(fake.tally.counts.values())
            if now != seen:
                seen, last_change = now, time.time()
        result.catch_up_seconds = last_change - launched
        result.catch_up_requests = fake.tally.snapshot() - requests0
        result.hwm = bot.memory()["VmHWM"]
    finally:
        if bot is not None:
            await bot.stop()
        await fake.stop()
    result.hidden, result.hidden_leaks = check_hidden(fake, database)
    result.violations = list(fake.violations)
    return result


def report_restore(r: RestoreResult) -> None:
    print(f"\n== restart with {r.games} active games in the database ==")
    print(
        f"written in {r.write_seconds:.1f} s: {r.actions} moves in all "
        f"({r.actions / max(1, r.games):.0f} per game, 10–120 each, none finished)"
    )
    restore = f"{r.restore_seconds * 1000:.0f} ms" if r.restore_seconds is not None else "?"
    busy = f"other processes on this machine meanwhile: {100 * r.others_busy:.0f}% of one core"
    print(f"restore(): {r.restored} open table(s) restored in {restore} (start to end, in the bot)")
    print(
        f"process start -> restore done: {r.start_to_restored:.2f} s; "
        f"process start -> ready (logged in, guild received): {r.start_to_ready:.2f} s ({busy})"
    )
    asked = ", ".join(f"{k} {v}" for k, v in sorted(r.catch_up_requests.items()) if k != "global")
    asked += f"; on Discord's global limit {r.catch_up_requests['global']}"
    print(
        f"process start -> every table redrawn and every turn pinged: {r.catch_up_seconds:.1f} s "
        f"({asked}); peak memory (VmHWM) {mb(r.hwm)}"
    )
    report_hidden(r.hidden, r.hidden_leaks)
    if r.violations:
        print(f"requests Discord would refuse: {len(r.violations)}")
        for line in r.violations[:3]:
            print(f"  - {line}")


# ------------------------------------------------------------------------------------------------
# Targets


def targets(results: list[Result], restore: RestoreResult | None) -> list[tuple[str, str, str]]:
    """(PASS/FAIL/n/a, target, what was measured)."""
    out: list[tuple[str, str, str]] = []

    def verdict(ok: bool) -> str:
        return "PASS" if ok else "FAIL"

    for tables, bound in ((500, 0.100), (1000, 0.150)):
        target = f"p99 < {bound * 1000:.0f} ms at {tables:,} tables, human pace (claims apart)"
        found = [r for r in results if r.tables == tables and r.pace == "human"]
        if found and found[0].click_latencies:
            p99 = percentile(found[0].click_latencies, 0.99)
            out.append((verdict(p99 < bound), target, f"p99 {ms(p99)}"))
        else:
            out.append(("n/a", target, "not run"))

    if results:
        short = [r for r in results if r.opened < r.tables or r.failures]
        out.append(
            (
                verdict(not short),
                "every table opened, no set-up failure",
                "; ".join(
                    f"{r.label()}: {r.opened}/{r.tables}, {len(r.failures)} failures" for r in short
                )
                or "all",
            )
        )

    busy = [r for r in results if r.tables == 1000 and r.pace == "human"]
    if busy:
        r = busy[0]
        out.append(
            (
                verdict(r.cpu_per_move <= 0.003),
                "≤ 3 ms of the bot's CPU per move at 1,000 tables, human pace",
                f"{1000 * r.cpu_per_move:.2f} ms per move (and its worker processes' "
                f"{1000 * r.workers_per_move:.2f} ms, on another core)",
            )
        )
        if r.global_limit:
            out.append(
                (
                    verdict(r.global_refused_run == 0 and r.global_most <= DISCORD_GLOBAL_LIMIT),
                    "Discord's global limit never exceeded at 1,000 tables, human pace",
                    f"429s {r.global_refused_run} in the run; most in any second {r.global_most}",
                )
            )
        else:
            out.append(("n/a", "Discord's global limit never exceeded", "the limit was off"))
        told = r.turn_delays
        out.append(
            (
                verdict(bool(told.get("n")) and told.get("over_2s", 1) == 0),
                "every turn ping within 2 s at 1,000 tables, human pace",
                f"{told.get('n', 0):.0f} turns told, max "
                f"{ms(told['max']) if told.get('n') else '—'}, "
                f"over 2 s {told.get('over_2s', 0):.0f}",
            )
        )
        out.append(
            (
                verdict(r.global_per_move <= 0.4),
                "≤ 0.4 global-limited requests per move at 1,000 tables, human pace",
                f"{r.global_per_move:.2f} per move",
            )
        )
    else:
        for target in (
            "≤ 3 ms of the bot's CPU per move at 1,000 tables, human pace",
            "Discord's global limit never exceeded at 1,000 tables, human pace",
            "every turn ping within 2 s at 1,000 tables, human pace",
            "≤ 0.4 global-limited requests per move at 1,000 tables, human pace",
        ):
            out.append(("n/a", target, "not run"))

    thousand = [r for r in results if r.tables == 1000]
    if not thousand:
        out.append(("n/a", "every click answered within 3 s at 1,000 tables", "not run"))
    for r in thousand:
        worst = max(r.all_latencies) if r.all_latencies else float("nan")
        ok = r.late == 0 and r.unanswered == 0 and r.refused == 0
        out.append(
            (
                verdict(ok),
                f"every click answered within 3 s at 1,000 tables, {r.pace}",
                f"{len(r.all_latencies)} clicks, {r.late} late, {r.unanswered} unanswered, "
                f"max {ms(worst)}",
            )
        )

    for r in results:
        if r.recompute_seconds:
            slowest = max(r.all_latencies, default=0.0)
            out.append(
                (
                    verdict(slowest <= 1.0 and bool(r.recompute_same)),
                    f"no click > 1 s while {r.recompute_games:,} games are recomputed, and the"
                    " recompute equals the incremental standings",
                    f"slowest click {ms(slowest)}, recompute {r.recompute_seconds:.2f} s,"
                    f" {'equal' if r.recompute_same else 'NOT equal'}",
                )
            )

    # A few tables cannot make 300 moves/s whatever the bot does (each waits on its own
    # seats): the target is judged on runs of 100 tables or more, as the full run makes.
    flat = [r for r in results if r.pace == "flat"]
    busy = [r for r in flat if r.tables >= 100]
    if busy:
        best = max(busy, key=lambda r: r.moves_per_second)
        out.append(
            (
                verdict(best.moves_per_second >= 300),
                "≥ 300 moves/s flat out",
                f"best {best.moves_per_second:.0f} moves/s at {best.tables} tables",
            )
        )
    elif flat:
        best = max(flat, key=lambda r: r.moves_per_second)
        out.append(
            (
                "n/a",
                "≥ 300 moves/s flat out",
                f"{best.moves_per_second:.0f} moves/s at {best.tables} tables: needs a run with "
                "≥ 100 tables",
            )
        )
    else:
        out.append(("n/a", "≥ 300 moves/s flat out", "not run"))

    big = [r for r in results if r.tables >= 100]
    if big:
        largest = max(big, key=lambda r: (r.tables, r.pace == "human"))
        out.append(
            (
                verdict(largest.per_table < 50_000),
                "< 50 KB per active table",
                f"{largest.per_table / 1000:.1f} KB at {largest.label()}",
            )
        )
    else:
        out.append(("n/a", "< 50 KB per active table", "needs a run with ≥ 100 tables"))

    if restore is not None and restore.restore_seconds is not None:
        label = f"{restore.games:,} active games resumed in < 1 s"
        if restore.games != 1000:
            label += " (target is for 1,000)"
        out.append(
            (
                verdict(restore.restore_seconds < 1.0),
                label,
                f"restore() {restore.restore_seconds * 1000:.0f} ms, process start -> restored "
                f"{restore.start_to_restored:.2f} s",
            )
        )
    else:
        out.append(("n/a", "1,000 active games resumed in < 1 s", "not run"))
    return out


def summarise_profile(path: Path, lines: int = 18, title: str = "the window") -> None:
    """The profile's top functions by own time, then the bot's own code by cumulative time.
    cProfile counts each resumption of a coroutine as a call, and a garbage-collector pause is
    charged to whatever function was allocating: read ``--diagnose`` beside it."""
    print(f"\n-- bot profile over {title} ({path}): top functions by own time --")
    stats = pstats.Stats(str(path))
    stats.sort_stats("tottime").print_stats(lines)
    print("-- the bot's own code (cogs, tables, storage, dobro_rules...) by cumulative time --")
    own = r"/(cogs|tables|storage|dobro_rules|locales|guilds|standings)/|/bot\.py"
    stats.sort_stats("cumulative").print_stats(own, lines)


# ------------------------------------------------------------------------------------------------
# Main


async def main(args: argparse.Namespace) -> int:
    counts = [int(x) for x in args.tables.split(",") if x.strip()]
    paces = ["human", "flat"] if args.pace == "both" else [args.pace]
    results: list[Result] = []
    restore: RestoreResult | None = None
    gc_experiment: list[str] = []
    if args.bot_gc_threshold2 is not None:
        gc_experiment += ["--gc-threshold2", str(args.bot_gc_threshold2)]
    if args.bot_gc_thresholds:
        gc_experiment += ["--gc-thresholds", args.bot_gc_thresholds]
    if args.bot_switch_interval is not None:
        gc_experiment += ["--switch-interval", str(args.bot_switch_interval)]
    began = time.perf_counter()
    print(
        f"bot_load: tables {counts} of {'/'.join(args.games)}, pace {args.pace}, {args.people} "
        f"people per table of 4, window {args.seconds:g} s after a warm-up, restore "
        f"{args.restore} games, Discord's global limit "
        f"{f'{args.global_limit}/s' if args.global_limit else 'off'}; {os.cpu_count()} CPU(s)"
    )
    with tempfile.TemporaryDirectory(prefix="bot_load-") as tmp, fast_copies():
        folder = Path(args.keep) if args.keep else Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        for pace in paces:
            for count in counts:
                default_warmup = 5.0 if pace == "human" else 2.0
                warmup = args.warmup if args.warmup is not None else default_warmup
                result = await run_scenario(
                    count,
                    pace,
                    people=args.people,
                    seconds=args.seconds,
                    warmup=warmup,
                    validate=_validate(args.validate, count),
                    folder=folder,
                    seed=args.seed,
                    profile=args.profile,
                    diagnose=args.diagnose,
                    concurrency=args.setup_concurrency,
                    gc_experiment=gc_experiment,
                    forget_games=args.forget_games,
                    games=args.games,
                    global_limit=args.global_limit,
                    py_spy=args.py_spy,
                    recompute_games=args.recompute_games,
                )
                results.append(result)
                report(result)
                if result.profile is not None:
                    summarise_profile(result.profile)
                sys.stdout.flush()
        if args.restore:
            restore = await run_restore(
                args.restore,
                people=args.people,
                folder=folder,
                seed=args.seed,
                profile=args.profile,
            )
            report_restore(restore)
            if restore.profile is not None and restore.profile.exists():
                summarise_profile(restore.profile, title="restore()")
    print("\n== targets ==")
    for status, target, measured in targets(results, restore):
        print(f"{status:4}  {target}: {measured}")
    print(f"\nbot_load: done in {time.perf_counter() - began:.0f} s")
    return 0


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", help="comma-separated counts (1,10,100,500,1000)")
    parser.add_argument("--pace", choices=("human", "flat", "both"), default="both")
    parser.add_argument("--seconds", type=float, help="measured window per scenario (20)")
    parser.add_argument(
        "--warmup", type=float, help="seconds of play before the window (human 5, flat 2)"
    )
    parser.add_argument("--people", type=int, choices=(2, 4), default=4, help="people per table")
    parser.add_argument("--restore", type=int, help="active games to resume (1000; 0: none)")
    parser.add_argument("--validate", choices=("auto", "on", "off"), default="auto")
    parser.add_argument(
        "--profile", action="store_true", help="cProfile the bot in each window (+ --diagnose)"
    )
    parser.add_argument(
        "--diagnose",
        action="store_true",
        help="the bot's event-loop lag and SQLite waits in each window (cheap, no cProfile)",
    )
    parser.add_argument(
        "--setup-concurrency", type=int, default=20, help="tables being opened at once"
    )
    parser.add_argument(
        "--bot-gc-threshold2",
        type=int,
        metavar="N",
        help="experiment (not production): the bot's third GC threshold once ready",
    )
    parser.add_argument(
        "--bot-gc-thresholds",
        metavar="A,B,C",
        help="experiment (not production): the bot's three GC thresholds once ready",
    )
    parser.add_argument(
        "--bot-switch-interval",
        type=float,
        metavar="S",
        help="experiment (not production): the bot's sys.setswitchinterval",
    )
    parser.add_argument(
        "--forget-games",
        type=int,
        default=0,
        metavar="N",
        help="the server has N counted games; a member runs /dobro forget-me 1 s into the window",
    )
    parser.add_argument(
        "--games",
        default=",".join(GAMES),
        help="the games the tables play, dealt in turn (dobro,sticks,ten,dobble: the mix)",
    )
    parser.add_argument(
        "--global-limit",
        type=int,
        default=DISCORD_GLOBAL_LIMIT,
        metavar="N",
        help="the fake enforces Discord's global limit, N requests a second (0: off)",
    )
    parser.add_argument(
        "--py-spy",
        action="store_true",
        help="sample the bot with py-spy over each window (pip install py-spy)",
    )
    parser.add_argument(
        "--recompute-games",
        type=int,
        default=0,
        metavar="N",
        help="the server has N finished games; a moderator runs /dobro recompute-ratings"
        " 1 s into the window (every game judged again, totals and ratings rebuilt)",
    )
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--keep", metavar="DIR", help="keep databases, logs, profiles in DIR")
    parser.add_argument(
        "--quick", action="store_true", help="1 and 10 tables, 5 s windows, restore 100 games"
    )
    args = parser.parse_args(argv)
    defaults = (
        {"tables": "1,10", "seconds": 5.0, "warmup": 1.0, "restore": 100}
        if args.quick
        else {"tables": "1,10,100,500,1000", "seconds": 20.0, "restore": 1000}
    )
    for name, value in defaults.items():
        if getattr(args, name) is None:
            setattr(args, name, value)
    args.games = tuple(g.strip() for g in args.games.split(",") if g.strip())
    unknown = [g for g in args.games if g not in GAMES]
    if unknown or not args.games:
        parser.error(f"--games: {', '.join(unknown) or 'none'}: choose among {', '.join(GAMES)}")
    return args


if __name__ == "__main__":
    sys.exit(asyncio.run(main(parse())))
