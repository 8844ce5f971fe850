"""The bot process of ``benchmarks/bot_load.py``: the production bot pointed at an offline Discord.

    python benchmarks/load_bot.py --api http://127.0.0.1:PORT/api/v10 \\
        --gateway ws://127.0.0.1:PORT/gateway --token fake-bot-token --guild GUILD_ID \\
        --database /tmp/x/dobro.sqlite3 [--ai-delay 1.2] [--edit-interval 1.0]

It applies the same two patches as ``FakeDiscord.patch`` (discord.py's REST base URL and its
default gateway), then runs ``bot.DobroBot(settings)`` the way ``bot.run`` does: database opened
first, then ``bot.start(token)``, every production extension loaded. Nothing of the bot is
changed; the launcher only wraps three ``TableService`` methods to observe them:

* ``restore`` is timed (its start, end and count are reported), so a restart can be measured
  from the bot's own ``restore()`` call rather than from log lines (``--profile-restore PATH``:
  and profiled);
* ``_apply`` (every move, a person's or a computer's, once committed) is counted, and so are
  the clicks ``play`` refused (stale, illegal).

The parent talks to it over stdin/stdout, one JSON object per line:

* on its own, once the bot is ready (logged in, the guild received): ``{"event": "ready", ...}``
  with the restore figures and timestamps (``time.time()``);
* ``stats``  -> moves so far, open tables, writers, this process's CPU seconds (``stats
  objects``: with ``--diagnose``, also the objects the garbage collector tracks, by type);
* ``profile-start`` / ``profile-stop PATH`` -> cProfile of the bot's thread, dumped to PATH;
* ``window-start``: the turn delays (a new turn to its person being told: ``Writers.turn_delays``)
  and the global budget's waits count from now (``stats`` reports both);
* with ``--diagnose``: ``diagnose-reset``, and ``stats`` also reports how long the event loop
  was late (a 20 ms ticker) and how long each kind of SQLite call took end to end (from the
  event loop to aiosqlite's thread and back), how long group commits and transactions waited
  for the one write connection — waits a CPU profile of the bot's thread cannot show;
* ``quit`` (or end of stdin, or SIGTERM/SIGINT) -> ``bot.close()``, then the process exits.

An experiment, off by default (it changes the bot's runtime, not its code): ``--gc-threshold2
N`` (the collector's third threshold once ready). The bot itself freezes its start-up heap once
ready (``bot.freeze_start_up_heap``), as in production.

Logs go to stderr (the parent sends them to a file). Only 127.0.0.1 is ever contacted: the
URLs are refused unless they point there.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import cProfile
import gc
import json
import os
import signal
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

LAUNCHED = time.time()  # as early as possible: the process start, near enough

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import discord  # noqa: E402
import yarl  # noqa: E402

import bot as bot_module  # noqa: E402
from settings import Settings  # noqa: E402
from tables import TableService  # noqa: E402

IMPORTED = time.time()

STATS: dict[str, Any] = {
    "launched": LAUNCHED,
    "imported": IMPORTED,
    "moves_person": 0,
    "moves_computer": 0,
    "restored": None,
    "restore_began": None,
    "restore_ended": None,
    "restore_seconds": None,
}


#: Where to write a cProfile of ``restore()`` (``--profile-restore``), if anywhere.
PROFILE_RESTORE: str | None = None
#: An experiment on the garbage collector once ready (``--gc-threshold2``, ``--gc-thresholds``):
#: its thresholds, or None for the bot's own.
GC_EXPERIMENT: tuple[int, int, int] | None = None


def _instrument() -> None:
    """Wrap ``TableService.restore`` (timed), ``_apply`` (moves counted) and ``play`` (refused
    clicks counted)."""
    restore = TableService.restore
    apply = TableService._apply

    async def timed_restore(self: TableService) -> int:
        profiler = cProfile.Profile() if PROFILE_RESTORE is not None else None
        STATS["restore_began"] = time.time()
        began = time.perf_counter()
        if profiler is not None:
            profiler.enable()
        count = await restore(self)
        STATS["restore_seconds"] = time.perf_counter() - began
        if profiler is not None:
            profiler.disable()
            profiler.dump_stats(PROFILE_RESTORE)
        STATS["restore_ended"] = time.time()
        STATS["restored"] = count
        return count

    async def counted_apply(
        self: TableService, table: Any, action: dict[str, Any], *, person: bool, **kw: Any
    ) -> list[dict[str, Any]]:
        events = await apply(self, table, action, person=person, **kw)
        STATS["moves_person" if person else "moves_computer"] += 1
        return events

    play = TableService.play

    async def counted_play(self: TableService, *args: Any, **kw: Any) -> Any:
        try:
            return await play(self, *args, **kw)
        except Exception as exc:  # a click that moved nothing: stale, illegal...
            key = f"{type(exc).__name__} {getattr(exc, 'code', '')}".strip()
            refused = STATS.setdefault("refused_clicks", {})
            refused[key] = refused.get(key, 0) + 1
            raise

    TableService.play = counted_play  # type: ignore[method-assign]
    TableService.restore = timed_restore  # type: ignore[method-assign]
    TableService._apply = counted_apply  # type: ignore[method-assign]


class Diagnosis:
    """Where the bot waits (``--diagnose``): event-loop lag and SQLite round trips."""

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        self.lags: list[float] = []
        self.calls: dict[str, list[float]] = {}
        self.collected = [0, 0, 0]

    def watch_gc(self) -> None:
        """Time the garbage collector's pauses (they stop the event loop)."""
        began: list[float] = [0.0]

        def callback(phase: str, info: dict[str, Any]) -> None:
            if phase == "start":
                began[0] = time.perf_counter()
            else:
                name = f"garbage collection, generation {info['generation']}"
                self.add(name, time.perf_counter() - began[0])
                self.collected[info["generation"]] += info["collected"]

        gc.callbacks.append(callback)

    def add(self, key: str, seconds: float) -> None:
        self.calls.setdefault(key, []).append(seconds)

    def report(self, objects: bool) -> dict[str, Any]:
        def summary(values: list[float]) -> dict[str, float]:
            ordered = sorted(values)
            n = len(ordered)
            return {
                "n": n,
                "total": sum(ordered),
                "p50": ordered[n // 2],
                "p99": ordered[min(n - 1, int(n * 0.99))],
                "max": ordered[-1],
            }

        kinds: Counter[str] = Counter()
        garbage: Counter[str] = Counter()
        if objects:  # what the collector would free now: the cyclic garbage's kinds
            gc.set_debug(gc.DEBUG_SAVEALL)
            gc.collect()
            garbage.update(f"{type(o).__module__}.{type(o).__qualname__}" for o in gc.garbage)
            gc.garbage.clear()
            gc.set_debug(0)
        if objects:  # a walk over every object: only when asked (after a measured window)
            tracked = gc.get_objects()
            kinds.update(f"{type(o).__module__}.{type(o).__qualname__}" for o in tracked)
            del tracked
        return {
            "gc_objects": sum(kinds.values()) if objects else None,  # what a full GC walks
            "gc_kinds": kinds.most_common(12),
            "gc_frozen": gc.get_freeze_count(),
            "gc_collected": list(self.collected),
            "gc_garbage": garbage.most_common(30),
            "loop_lag": summary(self.lags) if self.lags else None,
            "calls": {k: summary(v) for k, v in self.calls.items() if v},
        }

    async def tick(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            due = loop.time() + 0.02
            await asyncio.sleep(0.02)
            self.lags.append(max(0.0, loop.time() - due))

    def instrument(self) -> None:
        """Time aiosqlite's round trips by statement, the group commit and transactions."""
        import aiosqlite

        from storage import database

        diagnosis = self
        execute = aiosqlite.Connection._execute

        async def timed_execute(self: Any, fn: Any, *args: Any, **kwargs: Any) -> Any:
            began = time.perf_counter()
            try:
                return await execute(self, fn, *args, **kwargs)
            finally:
                sql = " ".join(str(args[0]).split())[:48] if args else ""
                name = getattr(fn, "__name__", "call")
                diagnosis.add(f"sqlite {name}: {sql}", time.perf_counter() - began)

        flush = database.Database._flush

        async def timed_flush(self: Any, batch: list[Any]) -> None:
            began = time.perf_counter()
            try:
                await flush(self, batch)
            finally:
                elapsed = time.perf_counter() - began
                diagnosis.add("group commit (wait for the writer + write)", elapsed)
                diagnosis.add("group commit batch size", float(len(batch)))

        transaction = database.Database.transaction

        @contextlib.asynccontextmanager
        async def timed_transaction(self: Any) -> Any:
            began = time.perf_counter()
            async with transaction(self) as conn:
                waited = time.perf_counter() - began
                diagnosis.add("transaction: wait for the writer + BEGIN", waited)
                yield conn
            diagnosis.add("transaction: in all", time.perf_counter() - began)

        aiosqlite.Connection._execute = timed_execute  # type: ignore[method-assign]
        database.Database._flush = timed_flush  # type: ignore[method-assign]
        database.Database.transaction = timed_transaction  # type: ignore[method-assign]


DIAGNOSIS: Diagnosis | None = None


def _local(url: str) -> str:
    host = yarl.URL(url).host
    if host != "127.0.0.1":
        raise SystemExit(f"load_bot: {url} is not on 127.0.0.1: refusing to contact it")
    return url


def _point_at_fake(api: str, gateway: str) -> None:
    """What ``FakeDiscord.patch`` does with a monkeypatch, for the whole process."""
    discord.http.Route.BASE = _local(api)  # type: ignore[misc]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(_local(gateway))


def _emit(payload: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(payload) + "\n")
    sys.stdout.flush()


def _stats(bot: bot_module.DobroBot, objects: bool = False) -> dict[str, Any]:
    times = os.times()
    service = bot.tables
    play = bot.get_cog("Play")
    diagnosis = DIAGNOSIS.report(objects) if DIAGNOSIS is not None else None
    if diagnosis is not None:
        # What the bot keeps per table: the interactions of open hands (writer.hands), and the
        # views discord.py keeps listening to (its ViewStore).
        writers = getattr(play, "writers", None)
        by_table = getattr(writers, "_by_table", {})
        store = getattr(bot._connection, "_view_store", None)
        diagnosis["kept"] = {
            "open hands (writer.hands)": sum(len(w.hands) for w in by_table.values()),
            "views stored by discord.py": len(getattr(store, "_synced_message_views", {})),
            "messages with dispatch entries": len(getattr(store, "_views", {})),
            "cached messages (discord.py)": len(getattr(bot, "cached_messages", ())),
        }
    writers = getattr(play, "writers", None)
    budget = getattr(bot, "budget", None)
    return {
        **STATS,
        "diagnosis": diagnosis,
        "turn_delays": _summary(list(getattr(writers, "turn_delays", ()))),
        "budget": budget.report() if budget is not None else None,
        "event": "stats",
        "now": time.time(),
        "cpu_user": times.user,
        "cpu_system": times.system,
        "open_tables": len(service.registry) if service is not None else 0,
        "writers": len(play.writers) if play is not None else 0,  # type: ignore[attr-defined]
    }


def _summary(values: list[float]) -> dict[str, float]:
    """n, p50, p99, max and how many over 2 s, of a list of seconds."""
    if not values:
        return {"n": 0}
    ordered = sorted(values)
    n = len(ordered)
    return {
        "n": n,
        "p50": ordered[n // 2],
        "p99": ordered[min(n - 1, int(n * 0.99))],
        "max": ordered[-1],
        "over_2s": sum(1 for v in ordered if v > 2.0),
    }


async def _stdin_reader() -> asyncio.StreamReader:
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    return reader


async def _control(bot: bot_module.DobroBot, stop: asyncio.Event) -> None:
    """Answer the parent's commands until it says quit (or goes away)."""
    reader = await _stdin_reader()
    profiler: cProfile.Profile | None = None
    while not stop.is_set():
        line = await reader.readline()
        if not line:
            break
        command, _, arg = line.decode().strip().partition(" ")
        if command == "stats":
            _emit(_stats(bot, objects=arg == "objects"))
        elif command == "profile-start":
            profiler = cProfile.Profile()
            profiler.enable()
            _emit({"event": "profiling"})
        elif command == "profile-stop":
            if profiler is not None:
                profiler.disable()
                profiler.dump_stats(arg)
                profiler = None
            _emit({"event": "profiled", "path": arg})
        elif command == "diagnose-reset":
            if DIAGNOSIS is not None:
                DIAGNOSIS.reset()
            _emit({"event": "diagnose-reset"})
        elif command == "window-start":  # the turn delays and the budget's waits from now on
            writers = getattr(bot.get_cog("Play"), "writers", None)
            if writers is not None:
                writers.turn_delays.clear()
            budget = getattr(bot, "budget", None)
            if budget is not None:
                for waits in budget.waited.values():
                    waits.clear()
            _emit({"event": "window-start"})
        elif command == "quit":
            break
    stop.set()


async def _watch_ready(bot: bot_module.DobroBot, guild_id: int) -> None:
    while not (bot.is_ready() and bot.get_guild(guild_id)):
        await asyncio.sleep(0.005)
    STATS["ready"] = time.time()
    if GC_EXPERIMENT is not None:  # not what production does: an experiment
        gc.set_threshold(*GC_EXPERIMENT)
    _emit({**_stats(bot), "event": "ready"})


async def run(args: argparse.Namespace) -> None:
    settings = Settings(
        _env_file=None,  # type: ignore[call-arg]
        discord_token=args.token,
        database_path=args.database,
        dev_guild_id=args.guild,
        log_level=args.log_level,
        default_language="en",
        ai_delay=args.ai_delay,
        table_edit_interval=args.edit_interval,
    )
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    async with bot_module.DobroBot(settings, guild_ready_timeout=args.guild_ready_timeout) as dobro:
        await dobro.open_database()
        started = asyncio.create_task(dobro.start(settings.discord_token.get_secret_value()))
        control = asyncio.create_task(_control(dobro, stop))
        ready = asyncio.create_task(_watch_ready(dobro, args.guild))
        ticker = asyncio.create_task(DIAGNOSIS.tick()) if DIAGNOSIS is not None else None
        stopping = asyncio.create_task(stop.wait())
        await asyncio.wait({started, stopping}, return_when=asyncio.FIRST_COMPLETED)
        for task in (control, ready, ticker):
            if task is not None:
                task.cancel()
        await dobro.close()
        with contextlib.suppress(Exception, asyncio.CancelledError):
            await asyncio.wait_for(started, timeout=10)
        stopping.cancel()
        if started.done() and not started.cancelled() and started.exception() is not None:
            raise started.exception()  # type: ignore[misc]


def main(argv: list[str] | None = None) -> int:
    global DIAGNOSIS, GC_EXPERIMENT, PROFILE_RESTORE
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--api", required=True, help="discord.http.Route.BASE (the fake's)")
    parser.add_argument("--gateway", required=True, help="the fake's gateway websocket URL")
    parser.add_argument("--token", required=True)
    parser.add_argument("--guild", type=int, required=True, help="DEV_GUILD_ID")
    parser.add_argument("--database", type=Path, required=True)
    parser.add_argument("--ai-delay", type=float, default=1.2, help="AI_DELAY (production 1.2)")
    parser.add_argument(
        "--edit-interval", type=float, default=1.0, help="TABLE_EDIT_INTERVAL (production 1.0)"
    )
    parser.add_argument("--log-level", default="INFO")
    parser.add_argument(
        "--diagnose", action="store_true", help="time the event loop's lag and SQLite calls"
    )
    parser.add_argument("--profile-restore", metavar="PATH", help="cProfile restore() into PATH")
    parser.add_argument(
        "--gc-threshold2", type=int, help="experiment: the collector's third threshold once ready"
    )
    parser.add_argument(
        "--gc-thresholds", help="experiment: the collector's three thresholds once ready (A,B,C)"
    )
    parser.add_argument(
        "--switch-interval", type=float, help="experiment: sys.setswitchinterval (seconds)"
    )
    parser.add_argument(
        "--guild-ready-timeout",
        type=float,
        default=2.0,
        help="discord.py's wait for guilds after READY (its default is 2 s)",
    )
    args = parser.parse_args(argv)
    discord.utils.setup_logging(level=args.log_level, root=True)
    _point_at_fake(args.api, args.gateway)
    PROFILE_RESTORE = args.profile_restore
    if args.gc_thresholds:
        a, b, c = (int(x) for x in args.gc_thresholds.split(","))
        GC_EXPERIMENT = (a, b, c)
    elif args.gc_threshold2 is not None:
        first, second, _ = gc.get_threshold()
        GC_EXPERIMENT = (first, second, args.gc_threshold2)
    _instrument()
    if args.switch_interval is not None:  # an experiment, not what production does
        sys.setswitchinterval(args.switch_interval)
    if args.diagnose:
        DIAGNOSIS = Diagnosis()
        DIAGNOSIS.instrument()
        DIAGNOSIS.watch_gc()
    asyncio.run(run(args))
    return 0


if __name__ == "__main__":
    sys.exit(main())
