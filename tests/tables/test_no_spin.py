"""No table spins (#30): whatever state a table is in, its driver wakes a few times per second
of the clock at most. Every timer path moves its own deadline forward or ends the table.

Each test counts the driver's wakes (each time it asks the service what is due) per second of
the fake clock, through a state that used to spin or stall: a stalled race (a wrong claim,
then its player leaves), everyone away, everyone gone from a game that counts, and the idle
end of a game whose computers cannot move."""

from __future__ import annotations

import asyncio
import contextlib
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dobble_rules.game import DobbleGame
from storage import GameStatus
from tables import Plan, Table, TableError
from tables.model import IDLE_LIMIT

from .fakes import settle
from .helpers import Env, make_service, open_table
from .test_race import ANA, BO, CY, Click, a_race, clicks, right, taken_by, wrong

#: At most this many wakes of one table in any second of the clock.
MAX_WAKES = 10


@pytest.fixture(autouse=True)
def dobble_in_the_catalogue(monkeypatch: pytest.MonkeyPatch) -> None:
    from games import catalogue

    monkeypatch.setitem(catalogue.GAMES, "dobble", "dobble_rules")


class Wakes:
    """Counts each driver's wakes by (table, second of the clock)."""

    def __init__(self, env: Env) -> None:
        self.env = env
        self.seen: Counter[tuple[int, int]] = Counter()
        scheduler = env.service.scheduler
        plan = scheduler._plan

        def counted(table: Table) -> Plan | None:
            self.seen[(table.game_id, int(env.clock.now()))] += 1
            return plan(table)

        scheduler._plan = counted

    def worst(self) -> int:
        return max(self.seen.values(), default=0)


async def run(env: Env, seconds: float, step: float = 0.1) -> None:
    for _ in range(round(seconds / step)):
        await env.clock.advance(step)
        await settle()


async def three_claims_each(env: Env, table: Table, users: tuple[int, ...]) -> None:
    """Each of ``users`` takes three cards (a real share of their moves: the game counts)."""
    t = 1000
    for _ in range(3):
        for user in users:
            seat = table.seat_of(user).seat  # type: ignore[union-attr]
            race = table.race
            assert race is not None and race.go_ms is not None
            t = max(t, int(env.clock.now() * 1000) - race.go_ms + race.base + 50)
            assert await clicks(env, table, [Click(user, right(table, seat), t)]) == ["ok"]


async def test_a_stalled_race_does_not_spin(make_env: Callable[..., Env]) -> None:
    """Ana's wrong claim, then she leaves: the computer playing her seat waits for her
    lock-out, then claims; nothing wakes the table more than a few times a second."""
    env = make_env(ai_delay=0.0)
    wakes = Wakes(env)
    table = await a_race(env, people=3)
    assert await clicks(env, table, [Click(ANA, wrong(table, 0), 500)], after=0.5) == ["wrong"]
    await env.service.leave(table.game_id, ANA)
    await run(env, 30)
    assert [who for who, _t in taken_by(table)][:3] == ["Ana"] * 3  # the race goes on
    assert wakes.worst() <= MAX_WAKES, wakes.seen.most_common(3)


async def test_everyone_away_does_not_spin(make_env: Callable[..., Env]) -> None:
    env = make_env(ai_delay=0.0)
    wakes = Wakes(env)
    table = await a_race(env, people=2, computers=1)
    async with table.lock:
        for seat in table.people:
            await env.service._set_away(table, seat.seat, True)
    env.service.scheduler.poke(table)
    await run(env, 30)
    assert wakes.worst() <= MAX_WAKES, wakes.seen.most_common(3)


async def test_everyone_gone_from_a_game_that_counts_does_not_spin(
    make_env: Callable[..., Env],
) -> None:
    """Ana and Bo each took their share, then both leave: the computers finish the game."""
    env = make_env(ai_delay=0.0)
    wakes = Wakes(env)
    table = await a_race(env, people=2)
    await three_claims_each(env, table, (ANA, BO))
    await env.service.leave(table.game_id, ANA)
    await env.service.leave(table.game_id, BO)
    for _ in range(100):
        if table.status is not GameStatus.ACTIVE:
            break
        await run(env, 10)
    assert table.status is GameStatus.FINISHED
    assert wakes.worst() <= MAX_WAKES, wakes.seen.most_common(3)


async def test_the_idle_end_moves_its_deadline_or_ends_the_table(
    make_env: Callable[..., Env], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Computers that can never claim (a broken game), a game that counts, Ana gone and Bo
    idle: after ``IDLE_LIMIT`` Bo is taken off too and the computers get another
    ``IDLE_LIMIT``; with still no move, the game is abandoned. Never a spin (#30: the idle
    end returned without moving its deadline and ran thousands of times a second)."""

    def never(*_: Any) -> None:
        return None

    env = make_env(ai_delay=0.0)
    wakes = Wakes(env)
    table = await a_race(env, people=3)
    await three_claims_each(env, table, (ANA, BO))
    monkeypatch.setattr(DobbleGame, "race_computer", never, raising=False)
    monkeypatch.setattr(DobbleGame, "computer_move", never)
    await env.service.leave(table.game_id, ANA)
    for _ in range(60):  # two idle limits, an hour at a time
        await env.clock.advance(IDLE_LIMIT / 24)
        await settle()
    assert any(ev["type"] == "idle_end" for ev in table.events)
    assert table.status is GameStatus.ABANDONED and table.end_reason == "idle"
    assert wakes.worst() <= MAX_WAKES, wakes.seen.most_common(3)
    assert CY not in [s.user_id for s in table.people]


async def test_a_computer_that_cannot_move_does_not_spin(
    make_env: Callable[..., Env], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A turn game whose computer says it will act but never moves (a broken game), computers
    acting at once (``ai_delay`` 0): its driver backs off instead of spinning."""
    from dobro_rules.game import GAME as DOBRO

    env = make_env(ai_delay=0.0)
    wakes = Wakes(env)
    table = await open_table(env.service, people=1, computers=3)
    monkeypatch.setattr(type(DOBRO), "computer_move", lambda *_: None)
    monkeypatch.setattr(type(DOBRO), "will_act", lambda *_: True)
    env.service.scheduler.poke(table)
    await run(env, 20)
    assert wakes.worst() <= MAX_WAKES, wakes.seen.most_common(3)


# --------------------------------------------------------------------------------------------
# The promise, for any sequence an adversary picks

#: One step of the adversary: a seat claims (right or wrong), leaves, comes back, or nobody
#: does anything for a while.
STEP = st.one_of(
    st.tuples(st.just("claim"), st.integers(0, 2), st.booleans()),
    st.tuples(st.just("leave"), st.integers(0, 2), st.just(False)),
    st.tuples(st.just("back"), st.integers(0, 2), st.just(False)),
    st.tuples(st.just("wait"), st.integers(1, 40), st.just(False)),
)


async def _adversary(steps: list[tuple[str, int, bool]]) -> tuple[int, list[Any]]:
    env = make_service(ai_delay=0.0)
    wakes = Wakes(env)
    try:
        table = await a_race(env, people=3, computers=1)
        users = (ANA, BO, CY)
        for kind, who, ok in steps:
            with contextlib.suppress(TableError):
                if kind == "claim":
                    race = table.race
                    if table.status is not GameStatus.ACTIVE or race is None:
                        continue
                    if race.go_ms is None:
                        await run(env, 1)
                        continue
                    t = int(env.clock.now() * 1000) - race.go_ms + race.base + 50
                    symbol = right(table, who) if ok else wrong(table, who)
                    await clicks(env, table, [Click(users[who], symbol, t)], after=0.5)
                elif kind == "leave":
                    await env.service.leave(table.game_id, users[who])
                elif kind == "back":
                    await env.service.back(table.game_id, users[who])
                else:
                    await run(env, who, step=0.5)
        await run(env, 20, step=0.5)
        return wakes.worst(), wakes.seen.most_common(3)
    finally:
        await env.service.close()


@settings(
    max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.lists(STEP, min_size=1, max_size=12))
def test_no_sequence_of_clicks_makes_a_race_spin(steps: list[tuple[str, int, bool]]) -> None:
    """Whatever claims, leaves, comebacks and silences an adversary picks at a race with a
    computer, no table's driver wakes more than ``MAX_WAKES`` times in any second (#30)."""
    worst, seen = asyncio.run(_adversary(steps))
    assert worst <= MAX_WAKES, seen
