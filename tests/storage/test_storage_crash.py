"""Crash and restart: SIGKILL a process playing games, then find every acknowledged action.

A child process (crash_player.py) plays games with random computer players and prints ``ACK``
after each commit; we kill it at a random moment (during start-up, recovery, appends, result
writes…), restart it, and so on. After every kill, the database must hold every acknowledged
action, the recovered state of each active game must equal an independent replay, and that
replay must give the very state the child held when it acknowledged.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from crash_player import digest  # the child's own digest: both sides must agree
from storage_helpers import REPO

import dobro_rules as dr
from storage import Database, GameStatus
from storage.recovery import recover

pytestmark = pytest.mark.sqlite_only  # about SQLite files themselves

CHILD = Path(__file__).with_name("crash_player.py")
LANES = 2  # independent databases killed in parallel
KILLS_PER_LANE = 26  # 52 kills in all
TABLES = 3  # games played at once by the child, so appends share commits


@dataclass
class Lane:
    path: Path
    seed: int
    acked: dict[int, dict[int, tuple[str, dict]]] = field(default_factory=dict)
    done: set[int] = field(default_factory=set)
    kills: int = 0
    kills_while_playing: int = 0
    acks: int = 0


def run_once(lane: Lane, rng: random.Random) -> None:
    """Start the child, kill it at a random moment, and collect what it acknowledged."""
    env = {**os.environ, "PYTHONPATH": str(REPO), "PYTHONDONTWRITEBYTECODE": "1"}
    child = subprocess.Popen(
        [sys.executable, str(CHILD), str(lane.path), str(rng.randrange(1 << 30)), str(TABLES)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
    )
    lines: list[bytes] = []
    ready = threading.Event()

    def read() -> None:  # keep the pipe drained, so the child never blocks on a print
        assert child.stdout is not None
        for line in child.stdout:
            lines.append(line)
            if line.startswith(b"READY"):
                ready.set()
        ready.set()

    reader = threading.Thread(target=read)
    reader.start()
    if rng.random() < 0.2:
        time.sleep(rng.uniform(0.0, 0.2))  # during start-up: open, migrations, recovery
    else:
        ready.wait(timeout=30)
        time.sleep(rng.uniform(0.0, 0.3))  # while games are played
    child.send_signal(signal.SIGKILL)
    # The reader thread owns stdout; communicate() would read (and close) it concurrently.
    assert child.stderr is not None
    err = child.stderr.read()
    child.wait()
    reader.join()
    child.stdout.close()  # type: ignore[union-attr]
    child.stderr.close()
    assert child.returncode == -signal.SIGKILL, err.decode()[-2000:]
    lane.kills += 1
    before = lane.acks
    for raw_line in lines:
        if not raw_line.endswith(b"\n"):
            continue  # cut by the kill: not acknowledged
        kind, _, rest = raw_line.decode().rstrip("\n").partition(" ")
        if kind == "ACK":
            game, seq, dig, action = rest.split(" ", 3)
            lane.acked.setdefault(int(game), {})[int(seq)] = (dig, json.loads(action))
            lane.acks += 1
        elif kind == "DONE":
            lane.done.add(int(rest))
    lane.kills_while_playing += lane.acks > before


async def verify(lane: Lane) -> None:
    db = await Database.open(lane.path)
    try:
        result = await recover(db)
        assert not result.failed, result.failed
        recovered = {g.game.id: g for g in result.games}
        for game_id, acks in lane.acked.items():
            game = await db.games.get(game_id)
            assert game is not None and game.setup is not None
            stored = [a.action for a in await db.games.actions(game_id)]
            last = max(acks)
            assert len(stored) > last, f"game {game_id}: acknowledged action {last} lost"
            for seq, (_, action) in acks.items():
                assert stored[seq] == action, f"game {game_id} action {seq} differs"
            if game_id in lane.done:
                assert game.status is GameStatus.FINISHED
                assert await db.results.for_game(game_id) is not None
            if game.status is GameStatus.ACTIVE:
                # Independent replay of the acknowledged prefix: the child's state at its ACK...
                state = dr.replay({**game.setup, "actions": stored[: last + 1]})
                assert digest(state) == acks[last][0], f"game {game_id}: state differs"
                # ...then the actions committed after the last ACK, move by move.
                for action in stored[last + 1 :]:
                    state, _ = dr.apply(state, action)
                assert dr.state_json(state) == dr.state_json(recovered[game_id].state)
    finally:
        await db.close()


def run_lane(lane: Lane) -> Lane:
    rng = random.Random(lane.seed)
    for _ in range(KILLS_PER_LANE):
        run_once(lane, rng)
        asyncio.run(verify(lane))
    return lane


def test_sigkill_loses_no_acknowledged_action(tmp_path: Path) -> None:
    async def create(path: Path) -> None:
        await (await Database.open(path)).close()

    lanes = [Lane(tmp_path / f"lane{i}.sqlite3", seed=1000 + i) for i in range(LANES)]
    for lane in lanes:
        asyncio.run(create(lane.path))
    with ThreadPoolExecutor(LANES) as pool:
        finished = list(pool.map(run_lane, lanes))
    kills = sum(lane.kills for lane in finished)
    print(
        f"{kills} kills, {sum(x.kills_while_playing for x in finished)} while playing, "
        f"{sum(x.acks for x in finished)} acknowledged actions, "
        f"{sum(len(x.done) for x in finished)} games finished"
    )
    assert kills >= 50
    # Most kills must land while games are being played, not only during start-up.
    assert sum(lane.kills_while_playing for lane in finished) >= kills // 2
    assert sum(len(lane.done) for lane in finished) > 0
    assert sum(lane.acks for lane in finished) > 1000
