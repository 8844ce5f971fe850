"""Issue 20 through the table service, on a fake clock: the farming scenarios count for nobody,
a forfeit counts even when everyone leaves, no table waits for ever (Hurry, the idle limit),
and Play again invites rather than seats."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from typing import Any

import pytest

from dobble_rules import GAME as DOBBLE
from standings import COUNTED, SOLO, TOO_FEW
from storage import GameStatus
from tables import HURRY_AFTER, HURRY_TIMER, IDLE_LIMIT, TableError, TableSettings
from tables.service import RACE_HOLD

from .fakes import settle
from .helpers import (
    CHANNEL,
    PEOPLE,
    Env,
    events_of,
    open_table,
    own_move,
    person_on_turn,
    play_out,
    reach_person_turn,
    run_computers,
)

ANA, BO, CY = (user for user, _ in PEOPLE[:3])


async def play_own_moves(env: Env, table, users: set[int], moves: int) -> None:
    """People in ``users`` play their own turns (the computers theirs) for ``moves`` moves
    of theirs in all; anyone else on turn is left to the timer."""
    rng = random.Random(5)
    made = 0
    while made < moves and table.status is GameStatus.ACTIVE:
        await run_computers(env.service, env.clock)
        state = table.state
        if not person_on_turn(table):
            break
        seat = table.seats[state.turn]
        if seat.user_id not in users:
            break
        await env.service.act(
            table.game_id, seat.user_id, state.version, own_move(state, seat.name, rng)
        )
        made += 1


async def finish_with_timeouts(env: Env, table) -> None:
    """Nobody clicks any more: timeouts, then the away computer, play to the end."""
    for _ in range(20_000):
        if table.status is not GameStatus.ACTIVE:
            return
        await run_computers(env.service, env.clock)
        if table.status is GameStatus.ACTIVE:
            await env.clock.advance_to_next()
    raise AssertionError("the game did not end")


async def test_farming_with_an_alt_who_leaves_at_once_counts_for_nobody(env: Env) -> None:
    # Issue 20's scenario: the alt leaves at move 0 (ranked last); the main's turns time out,
    # it goes away, the computer plays its seat and keeps the place it earns. Nothing counts.
    table = await open_table(env.service, people=2, computers=1, settings=TableSettings(seats=3))
    await env.service.leave(table.game_id, BO)
    assert table.status is GameStatus.ACTIVE  # Ana is still seated
    await finish_with_timeouts(env, table)
    assert table.status is GameStatus.FINISHED
    result = env.store.stored_results(table.game_id)
    assert result.count_reason == TOO_FEW and not result.counts
    assert not any(r.counted for r in result.seats)
    main = next(r for r in result.seats if r.user_id == ANA)
    assert main.own_moves == 0 and main.moves > 0  # every move by the timer or away computer
    assert table.count_reason == TOO_FEW


async def test_a_solo_game_against_computers_never_counts(env: Env) -> None:
    table = await open_table(env.service, people=1, computers=1, level="random")
    await play_out(env.service, env.clock, table)
    result = env.store.stored_results(table.game_id)
    assert result.count_reason == SOLO and not any(r.counted for r in result.seats)


async def test_two_people_playing_count(env: Env) -> None:
    table = await open_table(env.service, people=2, computers=1, settings=TableSettings(seats=3))
    await play_out(env.service, env.clock, table)
    result = env.store.stored_results(table.game_id)
    assert result.count_reason == COUNTED
    assert {r.user_id for r in result.seats if r.counted} == {ANA, BO}
    assert all(r.own_moves == r.moves for r in result.seats if r.user_id)


async def test_a_forfeit_counts_when_the_loser_then_the_winner_leave(env: Env) -> None:
    table = await open_table(
        env.service, people=2, computers=1, settings=TableSettings(seats=3, timer=None)
    )
    await play_own_moves(env, table, {ANA, BO}, 12)
    await env.service.leave(table.game_id, BO)
    await env.service.leave(table.game_id, ANA)
    # Not abandoned: both played their share, so the computers finish the game at once.
    assert table.status in (GameStatus.ACTIVE, GameStatus.FINISHED)
    await env.service.idle()
    assert table.status is GameStatus.FINISHED
    result = env.store.stored_results(table.game_id)
    assert result.count_reason == COUNTED
    by_user = {r.user_id: r for r in result.seats if r.user_id}
    assert by_user[BO].forfeit and by_user[ANA].forfeit
    # Issue 29: forfeits are all tied below the computer that played it out; leaving later
    # gains no place, and nobody wins a game no person played out.
    assert (by_user[ANA].position, by_user[BO].position) == (2, 2)
    assert by_user[ANA].counted and by_user[BO].counted
    assert (by_user[ANA].play, by_user[BO].play) == ("left", "left")
    assert not any(r.winner for r in result.seats)
    assert not by_user[ANA].rises and not by_user[BO].rises


async def test_everyone_leaving_before_playing_still_abandons(env: Env) -> None:
    table = await open_table(env.service, people=2, computers=1)
    await env.service.leave(table.game_id, ANA)
    await env.service.leave(table.game_id, BO)
    assert table.status is GameStatus.ABANDONED


# ---------------------------------------------------------------------- no table waits for ever


async def untimed_table_waiting_on(env: Env, waiting: int):
    """A two-person table without a timer, the person ``waiting`` on turn."""
    table = await open_table(
        env.service, people=2, computers=0, settings=TableSettings(seats=2, timer=None)
    )
    await reach_person_turn(env.service, env.clock, table)
    if table.seats[table.state.turn].user_id != waiting:
        await play_own_moves(env, table, {ANA, BO} - {waiting}, 1)
    assert table.seats[table.state.turn].user_id == waiting
    return table


async def test_hurry_gives_a_waiting_turn_two_minutes_after_ten(env: Env) -> None:
    table = await untimed_table_waiting_on(env, BO)
    gid, version = table.game_id, table.state.version
    with pytest.raises(TableError) as early:
        await env.service.hurry(gid, ANA)
    assert early.value.code == "hurry_too_soon"
    assert early.value.params["when"] >= env.clock.now() + HURRY_AFTER - 1
    await env.clock.advance(HURRY_AFTER)
    assert table.state.version == version  # the timer is off: nothing happened by itself
    with pytest.raises(TableError) as own:
        await env.service.hurry(gid, BO)  # the one on turn cannot hurry themselves
    assert own.value.code == "hurry_nobody"
    await env.service.hurry(gid, ANA)
    assert events_of(table, "hurry")[-1] == {"type": "hurry", "player": "Bo", "by": "Ana"}
    with pytest.raises(TableError) as twice:
        await env.service.hurry(gid, ANA)
    assert twice.value.code == "hurry_done"
    await env.clock.advance(HURRY_TIMER - 1)
    assert table.state.version == version
    await env.clock.advance(2)
    assert table.state.version > version  # the timer played for Bo
    assert events_of(table, "timeout")[-1]["player"] == "Bo"


async def test_hurry_is_for_tables_without_a_timer(env: Env) -> None:
    table = await open_table(env.service, people=2, computers=0, settings=TableSettings(seats=2))
    with pytest.raises(TableError) as refused:
        await env.service.hurry(table.game_id, ANA)
    assert refused.value.code == "hurry_timed"


async def test_a_game_idle_for_a_day_is_abandoned_and_frees_the_channel(env: Env) -> None:
    table = await untimed_table_waiting_on(env, BO)
    await env.clock.advance(IDLE_LIMIT - 60)
    assert table.status is GameStatus.ACTIVE
    await env.clock.advance(120)
    assert table.status is GameStatus.ABANDONED and table.end_reason == "idle"
    assert env.service.in_channel(CHANNEL) is None


async def test_an_idle_game_with_a_leaver_is_settled_by_the_counting_policy(env: Env) -> None:
    table = await open_table(
        env.service, people=3, computers=0, settings=TableSettings(seats=3, timer=None)
    )
    await play_own_moves(env, table, {ANA, BO, CY}, 24)
    state = table.state
    waiting = table.seats[state.turn].user_id
    leaver = next(u for u in (ANA, BO, CY) if u != waiting)
    await env.service.leave(table.game_id, leaver)
    await run_computers(env.service, env.clock)
    await env.clock.advance(IDLE_LIMIT + 1)
    await env.service.idle()
    assert table.status is GameStatus.FINISHED  # finished by the computers, not dropped
    result = env.store.stored_results(table.game_id)
    assert result.count_reason == COUNTED
    assert all(r.forfeit for r in result.seats)  # the idle people left too, after the leaver
    # All forfeits, all tied: leaving first or last changes nothing, and nobody wins.
    assert {r.position for r in result.seats} == {1}
    assert not any(r.winner for r in result.seats)


# ---------------------------------------------------------------------- races (issue 29)


async def claim_now(env: Env, table: Any, user: int, symbol: int) -> str:
    """``user`` claims ``symbol`` now (the stage time is the clock's since the Go); held, then
    resolved: how it ended."""
    race = table.race
    assert race is not None and race.go_ms is not None and race.go_local is not None
    seen = DOBBLE.race_seen(table.state)
    at = race.go_ms + int((env.clock.now() - race.go_local) * 1000)
    task = asyncio.ensure_future(
        env.service.claim(table.game_id, user, race.stage, symbol, seen, at)
    )
    await settle()
    await env.clock.advance(RACE_HOLD)
    await settle()
    return str(task.result().outcome)


async def test_in_a_race_wrong_and_locked_claims_are_no_moves_of_one_s_own(
    make_env: Callable[..., Env],
) -> None:
    """Issue 29's Dobble farm: the main and an alt make only wrong and locked claims, then
    leave. Wrong, stale and locked claims are never one's own move, so neither showed up: the
    game counts for nobody and is dropped (at ed7424c, 3 'own moves' each made it count)."""
    from tests.tables.test_race import a_race, right, wrong

    env = make_env()
    table = await a_race(env, people=2, computers=0)
    for k in range(3):
        for user, seat in ((ANA, 0), (BO, 1)):
            symbol = wrong(table, seat) if k == 0 else right(table, seat)  # then locked out
            assert await claim_now(env, table, user, symbol) in ("wrong", "locked")
    assert sum(1 for a in table.actions if a["player"] in ("Ana", "Bo")) == 6
    await env.service.leave(table.game_id, BO)
    await env.service.leave(table.game_id, ANA)
    assert table.status is GameStatus.ABANDONED  # nobody showed up: dropped, not finished


async def test_in_a_race_one_right_claim_is_showing_up(make_env: Callable[..., Env]) -> None:
    """One right claim each, then both leave: both showed up (one right claim is enough), so
    the computer finishes the game and it counts, both forfeits tied below it."""
    from tests.tables.test_race import a_race, right

    env = make_env()
    table = await a_race(env, people=2, computers=1)
    for user, seat in ((ANA, 0), (BO, 1)):
        assert await claim_now(env, table, user, right(table, seat)) == "ok"
    await env.service.leave(table.game_id, BO)
    await env.service.leave(table.game_id, ANA)
    for _ in range(20_000):
        if table.status is not GameStatus.ACTIVE:
            break
        await env.clock.advance(0.2)
        await settle()
    assert table.status is GameStatus.FINISHED and table.count_reason == COUNTED
    people = [s for s in table.standings or [] if s.person]
    assert {s.status for s in people} == {"left"} and len({s.position for s in people}) == 1
    assert all(s.counted and not s.rises and not s.winner for s in people)
