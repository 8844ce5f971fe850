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
    env = make_env(thinker=BrokenThinker())
    table = await open_table(env.service, people=1, computers=2, level="hard")
    await play_out(env.service, env.clock, table)
    assert table.status is GameStatus.FINISHED  # the table never hung
    assert "A searching computer failed" in caplog.text


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
