"""Shared helpers for the table service tests: building services and tables, driving play."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import dobro_rules as dr
from storage import GameStatus
from tables import Table, TableService, TableSettings

from .fakes import FakeClock, MemoryStore, settle

GUILD = 1
CHANNEL = 500
DEAL_SEED = 20240611
#: People who sit at the test tables: (user id, name).
PEOPLE = [(101, "Ana"), (102, "Bo"), (103, "Cy"), (104, "Dee"), (105, "Eli")]
MODERATOR = 999


@dataclass
class Env:
    service: TableService
    clock: FakeClock
    store: Any  # MemoryStore, or storage.Database in the restart tests


def make_service(
    store: Any = None,
    clock: FakeClock | None = None,
    *,
    ai_delay: float = 1.0,
    seed: int = 7,
    deal: int = DEAL_SEED,
    **kwargs: Any,
) -> Env:
    store = MemoryStore() if store is None else store
    clock = FakeClock() if clock is None else clock
    service = TableService(
        store, clock=clock, ai_delay=ai_delay, rng=random.Random(seed), seeds=lambda: deal, **kwargs
    )
    return Env(service, clock, store)


async def open_table(
    service: TableService,
    *,
    people: int = 1,
    computers: int = 1,
    level: str = "normal",
    settings: TableSettings | None = None,
    channel: int = CHANNEL,
    start: bool = True,
) -> Table:
    """A table with ``people`` people (the first one hosts) and ``computers`` computers."""
    settings = settings or TableSettings(seats=people + computers)
    host_id, host_name = PEOPLE[0]
    table = await service.create(GUILD, channel, host_id, host_name, settings)
    for user_id, name in PEOPLE[1:people]:
        await service.join(table.game_id, user_id, name)
    for _ in range(computers):
        await service.add_computer(table.game_id, host_id, level)
    if start:
        await service.start(table.game_id, host_id)
    return table


def computer_due(table: Table) -> bool:
    """A computer has something to do at ``table`` (a move, or storing the results)."""
    state = table.state
    if table.status is not GameStatus.ACTIVE or state is None:
        return False
    if state.over:
        return True
    # will_act: chooses nothing (a hard level would search to choose)
    return bool(table.rules.will_act(state, table.computer_levels))


async def run_computers(service: TableService, clock: FakeClock, limit: float = 10.0) -> float:
    """Advance the clock sleeper by sleeper while a computer has a move to make at any open
    table; returns the time spent. Refuses to jump more than ``limit`` seconds at once (it
    would skip people's deadlines)."""
    start = clock.now()
    for _ in range(100_000):
        await settle()
        if not any(computer_due(t) for t in service.tables.values()):
            return clock.now() - start
        when = clock.next_wake()
        assert when is not None, "a computer move is due but nobody sleeps"
        assert when - clock.now() <= limit, f"next wake {when - clock.now():.1f} s away"
        await clock.advance(max(0.0, when - clock.now()))
    raise AssertionError("the computers never stopped")


def own_move(state: dr.GameState, name: str, rng: random.Random | None = None) -> dict[str, Any]:
    """A legal move for ``name`` now, as ``TableService.act`` takes it (no "player")."""
    action = dr.ai.choose(state, name, "normal", rng or random.Random(0))
    declared = action.get("as")
    assert any(
        m.action(name, declared) == action
        for m in dr.legal_moves(state, name)
        if declared is not None or len(m.values) <= 1  # a joker move needs its value
    ), action
    action.pop("player")
    return action


def turn_seat(table: Table) -> int:
    assert table.state is not None
    return table.state.turn


def person_on_turn(table: Table) -> bool:
    state = table.state
    return state is not None and not state.over and not table.seats[state.turn].played_by_computer


async def reach_person_turn(service: TableService, clock: FakeClock, table: Table) -> int:
    """Let the computers play until a person is on turn; returns that seat."""
    await run_computers(service, clock)
    assert person_on_turn(table), "expected a person on turn"
    return turn_seat(table)


async def play_out(
    service: TableService, clock: FakeClock, table: Table, *, max_steps: int = 20_000
) -> None:
    """Play the game to its end: people on turn play a sensible legal move at once, computers
    at their pace (auto drawing only)."""
    rng = random.Random(1)
    for _ in range(max_steps):
        if table.status is not GameStatus.ACTIVE:
            return
        state = table.state
        assert state is not None
        if person_on_turn(table):
            seat = table.seats[state.turn]
            assert seat.user_id is not None
            await service.act(
                table.game_id, seat.user_id, state.version, own_move(state, seat.name, rng)
            )
            await settle()
        else:
            await run_computers(service, clock)
            if table.status is GameStatus.ACTIVE and not person_on_turn(table):
                await clock.advance_to_next()
    raise AssertionError("the game did not end")


def events_of(table: Table, kind: str) -> list[dict[str, Any]]:
    return [e for e in table.events if e.get("type") == kind]


async def eventually(
    check: Callable[[], Any], timeout: float = 5.0, what: str = "the condition held"
) -> None:
    """Real time: for tests on SQLite, whose writes finish in a worker thread."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        result = check()
        if asyncio.iscoroutine(result):
            result = await result
        if result:
            return
        if loop.time() > deadline:
            raise AssertionError(f"never true within {timeout} s: {what}")
        await asyncio.sleep(0.01)
