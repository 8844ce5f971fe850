"""Hard computers at the table (#25): their moves are searched off the event loop (a
``tables.thinking`` thinker: worker processes in the bot), on a pickled copy of the state taken
under the table's lock and applied only if the table has not moved meanwhile; a broken worker
never hangs a table."""

from __future__ import annotations

import asyncio
import pickle
import random
from collections.abc import Callable, Mapping
from typing import Any

import pytest

from dobro_rules import GAME
from storage import GameStatus
from tables import TableError, TableSettings
from tables.thinking import InlineThinker, PoolThinker, think, thinker

from .helpers import Env, open_table, play_out


class CountingThinker(InlineThinker):
    """Thinks inline, counting the moves it was asked for, the levels it saw, and whether the
    table's lock was free while it thought."""

    def __init__(self, locked: Callable[[], bool] | None = None) -> None:
        self.asked = 0
        self.levels: list[dict[int, str]] = []
        self.locked = locked
        self.lock_held: list[bool] = []

    async def move(self, game: str, state: bytes, levels: Mapping[int, str], seed: int) -> Any:
        self.asked += 1
        self.levels.append(dict(levels))
        if self.locked is not None:
            self.lock_held.append(self.locked())
        # The plumbing is under test, not the search: "hard" thinks like "normal" here (fast).
        quick = {seat: "normal" if level == "hard" else level for seat, level in levels.items()}
        return await super().move(game, state, quick, seed)


class BrokenThinker(InlineThinker):
    """A worker that always fails: the stand-in plays instead."""

    async def move(self, game: str, state: bytes, levels: Mapping[int, str], seed: int) -> Any:
        raise RuntimeError("the worker died")


async def test_a_hard_computer_plays_a_whole_game_through_the_thinker(
    make_env: Callable[..., Env],
) -> None:
    counting = CountingThinker()
    env = make_env(thinker=counting)
    settings = TableSettings(seats=4)
    table = await open_table(env.service, people=1, computers=0, settings=settings, start=False)
    for level in ("hard", "normal", "random"):
        await env.service.add_computer(table.game_id, 101, level)
    counting.locked = table.lock.locked
    await env.service.start(table.game_id, 101)
    await play_out(env.service, env.clock, table)
    assert table.status is GameStatus.FINISHED
    # Every computer move went through the thinker (a searching level plays here), which never
    # held the table's lock; each seat kept its level.
    computers = {s.name for s in table.seats if s.is_ai}
    assert counting.asked == sum(a["player"] in computers for a in table.actions) > 30
    assert not any(counting.lock_held)
    assert counting.levels[0] == {1: "hard", 2: "normal", 3: "random"}
    # Hard computers count like any computer: never rated, so this game is solo.
    assert table.count_reason == "solo"


async def test_no_search_no_thinker(make_env: Callable[..., Env]) -> None:
    counting = CountingThinker()
    env = make_env(thinker=counting)
    table = await open_table(env.service, people=1, computers=2, level="normal")
    await play_out(env.service, env.clock, table)
    assert table.status is GameStatus.FINISHED and counting.asked == 0


async def test_a_move_found_after_the_table_moved_is_dropped(
    make_env: Callable[..., Env],
) -> None:
    """While the computer thinks, the table moves on (here: the same move lands by another
    path while the thinker holds no lock): the search result belongs to a state that is gone,
    so it is not applied (it would be a second move), and the driver plans again."""
    env: Env

    class RacedThinker(CountingThinker):
        raced = False

        async def move(self, game: str, state: bytes, levels: Mapping[int, str], seed: int) -> Any:
            move = await super().move(game, state, levels, seed)
            if not RacedThinker.raced and move is not None:
                RacedThinker.raced = True
                async with table.lock:  # free: the service thinks without it
                    action = table.rules.to_record(table.state, move)
                    await env.service._apply(table, action, move=move, person=False)
            return move

    raced = RacedThinker()
    env = make_env(thinker=raced)
    table = await open_table(env.service, people=1, computers=1, level="hard")
    await play_out(env.service, env.clock, table)
    assert RacedThinker.raced and table.status is GameStatus.FINISHED
    # Each stored move was applied once: the replay of the record is the table's state.
    replayed = table.rules.load(table.setup, table.actions)
    assert GAME.version(replayed) == GAME.version(table.state) == len(table.actions)


async def test_a_broken_thinker_hands_the_move_to_the_stand_in(
    make_env: Callable[..., Env], caplog: pytest.LogCaptureFixture
) -> None:
    """The table never hangs; the failure is logged once (not a traceback per move), and the
    table says, move by move, that a hard computer played at the stand-in level (#31, 3)."""
    env = make_env(thinker=BrokenThinker())
    table = await open_table(env.service, people=1, computers=2, level="hard")
    said: list[dict[str, Any]] = []

    async def listen(_: Any, events: list[dict[str, Any]]) -> None:
        said.extend(ev for ev in events if ev["type"] == "lower_level")

    env.service.listeners.append(listen)
    await play_out(env.service, env.clock, table)
    assert table.status is GameStatus.FINISHED  # the table never hung
    failures = [r for r in caplog.records if "A searching computer failed" in r.getMessage()]
    assert len(failures) == 1
    computers = {s.name for s in table.seats if s.is_ai}
    moves = sum(a["player"] in computers for a in table.actions)
    assert moves > 10 and len(said) == moves
    assert {ev["player"] for ev in said} == computers
    assert said[0] == {
        "type": "lower_level",
        "player": said[0]["player"],
        "level": "hard",
        "played": "normal",
    }
    from cogs.table.render import narrate

    assert narrate(table, said[0], "en") == (
        f"⚙️ {said[0]['player']} played this move at the normal level: the hard level's search "
        "was unavailable"
    )
    assert "au niveau normal" in (narrate(table, said[0], "fr") or "")


async def test_a_thinker_that_works_again_is_said_once_and_plays_searched_moves(
    make_env: Callable[..., Env], caplog: pytest.LogCaptureFixture
) -> None:
    """Three failed searches, then the thinker works: one failure logged, one recovery, and
    the table's later moves are searched (no more lower-level lines)."""

    class Flaky(CountingThinker):
        failures = 3

        async def move(self, game: str, state: bytes, levels: Mapping[int, str], seed: int) -> Any:
            if Flaky.failures:
                Flaky.failures -= 1
                raise RuntimeError("the worker died")
            return await super().move(game, state, levels, seed)

    flaky = Flaky()
    env = make_env(thinker=flaky)
    table = await open_table(env.service, people=1, computers=1, level="hard")
    lowered: list[dict[str, Any]] = []

    async def listen(_: Any, events: list[dict[str, Any]]) -> None:
        lowered.extend(ev for ev in events if ev["type"] == "lower_level")

    env.service.listeners.append(listen)
    await play_out(env.service, env.clock, table)
    assert table.status is GameStatus.FINISHED
    assert len(lowered) == 3 and flaky.asked > 3
    text = [r.getMessage() for r in caplog.records]
    assert sum("A searching computer failed" in m for m in text) == 1
    assert sum("think again" in m for m in text) == 1


async def test_levels_a_table_offers(env: Env) -> None:
    settings = TableSettings(seats=2)
    table = await open_table(env.service, people=1, computers=0, settings=settings, start=False)
    await env.service.add_computer(table.game_id, 101, "hard")
    with pytest.raises(TableError) as refused:
        await env.service.add_computer(table.game_id, 101, "genius")
    assert refused.value.code == "bad_level"


def test_a_worker_process_thinks_like_the_inline_thinker() -> None:
    """The pool's job is the same pure function: same state, levels and seed, same move."""
    state = GAME.load(GAME.new_setup(["a", "b", "c"], GAME.options_model(), 5), [])
    levels = {0: "hard", 1: "normal", 2: "normal"}
    blob = pickle.dumps(state)
    expected = GAME.computer_move(state, levels, random.Random(9))
    assert pickle.loads(think("dobro", blob, levels, 9)) == expected

    async def through_pool() -> Any:
        pool = PoolThinker(1)
        try:
            return await pool.move("dobro", blob, levels, 9)
        finally:
            pool.close()

    assert asyncio.run(through_pool()) == expected
    assert isinstance(thinker(0), InlineThinker) and isinstance(thinker(2), PoolThinker)
    with pytest.raises(ValueError):
        PoolThinker(0)


def test_offloaded_work_runs_in_a_worker_process_or_a_thread() -> None:
    """Issue 35: long CPU work the bot keeps off its event loop (a race's board picture) runs
    in the pool's worker process (not holding the bot's interpreter lock), or, inline, in a
    thread; the same result either way."""
    import os
    import threading

    from cogs.games.dobble import draw_board

    cards = (("pile", 3), ("Ana", 11))

    async def run() -> tuple[Any, ...]:
        pool = PoolThinker(1)
        try:
            where = await pool.offload(os.getpid)
            drawn = await pool.offload(draw_board, cards, 7)
        finally:
            pool.close()
        inline = InlineThinker()
        thread = await inline.offload(threading.get_ident)
        return where, drawn, thread, await inline.offload(draw_board, cards, 7)

    where, drawn, thread, inline = asyncio.run(run())
    assert where != os.getpid() and thread != threading.get_ident()
    assert drawn == inline and drawn.startswith(b"\x89PNG")


def test_a_dead_worker_is_replaced_and_hard_computers_search_again(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """#31, point 3: a worker killed (out of memory, say) breaks its pool; the next moves are
    searched in a new pool (no ``BrokenProcessPool``, no fall-back to a lower level), and the
    replacement is one log line."""
    import os
    import signal

    state = GAME.load(GAME.new_setup(["a", "b", "c"], GAME.options_model(), 5), [])
    levels = {0: "hard", 1: "normal", 2: "normal"}
    blob = pickle.dumps(state)
    expected = GAME.computer_move(state, levels, random.Random(9))

    async def run() -> list[Any]:
        pool = PoolThinker(1)
        try:
            first = await pool.move("dobro", blob, levels, 9)
            assert pool._pool is not None
            for pid in list(pool._pool._processes):  # type: ignore[attr-defined]
                os.kill(pid, signal.SIGKILL)
            await asyncio.sleep(0.5)
            after = await asyncio.gather(*(pool.move("dobro", blob, levels, 9) for _ in range(3)))
            assert pool.replaced == 1
            return [first, *after]
        finally:
            pool.close()

    assert asyncio.run(run()) == [expected] * 4
    died = [r for r in caplog.records if "worker process died" in r.getMessage()]
    assert len(died) == 1


def test_a_worker_runs_at_a_lower_cpu_priority_than_the_bot() -> None:
    """Issue 35: when every core is busy, clicks (the bot's event loop) come before a board
    picture or a search: the pool's workers lower their priority as they start."""
    import os

    from tables.thinking import WORKER_NICENESS

    async def niceness() -> int:
        pool = PoolThinker(1)
        try:
            return await pool.offload(os.nice, 0)
        finally:
            pool.close()

    mine = os.nice(0)
    assert asyncio.run(niceness()) == min(19, mine + WORKER_NICENESS)
