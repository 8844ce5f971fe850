"""Tables that wait days, held tables and vacations (#34), on the fake clock.

- A slow timer (an hour to three days) runs out after its length, and the idle end never comes
  before a deadline still to come.
- A held table (delivered through interactions, none live) stops every clock and every
  computer; *Resume* gives each person exactly the time they had left, and a restart keeps
  the hold.
- A vacation freezes one person's clock at tables that wait days only: their deadline moves
  to the end of it plus what they had left; coming back early gives back the rest; nobody
  else's clock moves, and a fast table or a race is left alone.
"""

from __future__ import annotations

from collections.abc import Callable

from storage import GameStatus
from tables import DAY, HOUR, IDLE_LIMIT, TableSettings, Timers, idle_limit
from tables.pace import back_at, paused_at, resumed, turn_starts

from .helpers import Env, events_of, open_table, own_move, reach_person_turn, settle


async def test_a_three_day_timer_runs_out_after_three_days_not_at_the_idle_end(env: Env) -> None:
    """The 24-hour idle end would have abandoned a table whose turn lasts three days."""
    service, clock = env.service, env.clock
    table = await open_table(service, settings=TableSettings(seats=2, timer=3 * DAY))
    seat = await reach_person_turn(service, clock, table)
    version = table.version
    await clock.advance(IDLE_LIMIT + HOUR)
    assert table.status is GameStatus.ACTIVE and table.version == version
    await clock.advance(3 * DAY - IDLE_LIMIT - HOUR + 1)
    assert table.version > version
    assert events_of(table, "timeout")[0]["player"] == table.seats[seat].name
    assert idle_limit(3 * DAY) == 6 * DAY and idle_limit(120) == IDLE_LIMIT


async def test_a_held_table_stops_its_clocks_and_computers_then_resumes(env: Env) -> None:
    """Held with 10 minutes left of 1 hour: a day later nothing moved (no timeout, no
    computer, no idle end), and after *Resume* the person has their 10 minutes."""
    service, clock, store = env.service, env.clock, env.store
    table = await open_table(service, settings=TableSettings(seats=2, timer=HOUR))
    seat = await reach_person_turn(service, clock, table)
    await clock.advance(50 * 60)
    version = table.version
    assert await service.hold(table.game_id)
    assert not await service.hold(table.game_id)  # once
    assert store.game(table.game_id).timers["held"] == clock.now()
    await clock.advance(IDLE_LIMIT - HOUR)
    assert table.version == version and table.status is GameStatus.ACTIVE
    assert await service.resume(table.game_id)
    assert not await service.resume(table.game_id)
    assert table.timers.held is None
    assert table.timers.turns[seat] == clock.now() + 10 * 60
    await clock.advance(10 * 60 - 1)
    assert table.version == version
    await clock.advance(2)
    assert events_of(table, "timeout")


async def test_computers_wait_while_held(env: Env) -> None:
    """Ana's move reaches the table while it is held: the computer's answer waits for
    *Resume*, then comes at its usual pace."""
    service, clock = env.service, env.clock
    table = await open_table(service, settings=TableSettings(seats=2, timer=None))
    await reach_person_turn(service, clock, table)
    assert await service.hold(table.game_id)
    await service.act(table.game_id, 101, table.version, own_move(table.state, "Ana"))
    assert table.seats[table.state.turn].played_by_computer
    version = table.version
    await clock.advance(HOUR)
    assert table.version == version  # its move waits for *Resume*
    await service.resume(table.game_id)
    await clock.advance(5)
    assert table.version > version


async def test_a_table_nobody_resumes_ends_as_an_idle_one(env: Env) -> None:
    service, clock = env.service, env.clock
    table = await open_table(service, settings=TableSettings(seats=2, timer=120))
    await reach_person_turn(service, clock, table)
    await service.hold(table.game_id)
    await clock.advance(IDLE_LIMIT + 1)
    assert table.status is GameStatus.ABANDONED


async def test_a_hold_survives_a_restart(make_env: Callable[..., Env]) -> None:
    first = make_env()
    await first.service.restore()
    table = await open_table(first.service, settings=TableSettings(seats=2, timer=HOUR))
    seat = await reach_person_turn(first.service, first.clock, table)
    await first.service.hold(table.game_id)
    left = table.timers.turns[seat] - first.clock.now()
    await first.service.close()
    await first.clock.advance(3 * HOUR)
    second = make_env(first.store, first.clock)
    await second.service.restore()
    again = second.service.get(table.game_id)
    assert again.held
    await first.clock.advance(HOUR)
    assert again.version == table.version
    await second.service.resume(table.game_id)
    assert again.timers.turns[seat] == first.clock.now() + left


async def test_a_vacation_freezes_one_persons_clock_at_slow_tables_only(env: Env) -> None:
    """Ana (on turn, 6 hours left of a day) goes away for 3 days: her deadline is then 3 days
    and 6 hours away; Bo's table of 2 minutes is left alone; back after one day, she has her
    6 hours again."""
    service, clock = env.service, env.clock
    table = await open_table(
        service, people=2, computers=0, settings=TableSettings(seats=2, timer=DAY)
    )
    ana, bo = (s.user_id for s in table.seats)
    assert ana is not None and bo is not None
    if table.state.turn != 0:  # Ana to play: Bo plays his first move
        await service.act(table.game_id, bo, table.version, own_move(table.state, "Bo"))
    assert table.state.turn == 0
    await clock.advance(18 * HOUR)
    left = table.timers.turns[0] - clock.now()
    assert left == 6 * HOUR
    fast = await open_table(service, settings=TableSettings(seats=2, timer=120), channel=501)
    assert await service.pause(table.game_id, ana, clock.now() + 3 * DAY)
    assert not await service.pause(fast.game_id, ana, clock.now() + 3 * DAY)
    assert table.timers.turns[0] == clock.now() + 3 * DAY + left
    assert table.timers.paused == {0: clock.now() + 3 * DAY}
    version = table.version
    await clock.advance(3 * DAY)
    assert table.version == version and table.status is GameStatus.ACTIVE
    assert await service.pause(table.game_id, ana, None)  # back (early or not)
    assert table.timers.turns[0] == clock.now() + left
    assert not await service.pause(table.game_id, ana, None)
    await service.act(table.game_id, ana, table.version, own_move(table.state, "Ana"))
    await settle()
    assert table.timers.turns[1] == clock.now() + DAY  # Bo's clock was never frozen


async def test_a_turn_that_begins_during_a_vacation_starts_its_clock_at_its_end(env: Env) -> None:
    service, clock = env.service, env.clock
    table = await open_table(
        service, people=2, computers=0, settings=TableSettings(seats=2, timer=DAY)
    )
    ana, bo = (s.user_id for s in table.seats)
    assert ana is not None and bo is not None
    if table.state.turn != 1:
        await service.act(table.game_id, ana, table.version, own_move(table.state, "Ana"))
    until = clock.now() + 2 * DAY
    assert await service.pause(table.game_id, ana, until)
    assert 0 not in table.timers.turns
    await service.act(table.game_id, bo, table.version, own_move(table.state, "Bo"))
    assert table.state.turn == 0
    assert table.timers.turns[0] == until + DAY
    await clock.advance(2 * DAY + DAY - 1)
    assert table.state.turn == 0 and not events_of(table, "timeout")
    await clock.advance(2)
    assert events_of(table, "timeout")
    assert table.timers.paused == {}  # over


def test_the_pace_helpers_never_lose_time() -> None:
    """Pure checks: a hold shifts every clock by its length; a vacation set twice adds
    nothing; coming back gives back exactly what was left."""
    timers = Timers(
        turns={0: 1000.0}, chores={1: 900.0}, waiting={0: 100.0}, moved=50.0, held=200.0
    )
    after = resumed(timers, 500.0)
    assert (after.turns, after.chores, after.waiting, after.moved, after.held) == (
        {0: 1300.0},
        {1: 1200.0},
        {0: 400.0},
        350.0,
        None,
    )
    assert resumed(after, 900.0) is after
    running = Timers(turns={0: 1000.0})
    once = paused_at(running, 0, 5000.0, 400.0)
    twice = paused_at(once, 0, 5000.0, 400.0)
    assert once.turns == twice.turns == {0: 5600.0}
    back = back_at(twice, 0, 700.0)
    assert back.turns == {0: 1300.0} and back.paused == {}
    assert turn_starts(once, 0, 400.0) == 5000.0 and turn_starts(running, 0, 400.0) == 400.0
