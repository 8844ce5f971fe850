"""Turn timers, automatic draws (H2) and away seats, on the fake clock."""

from __future__ import annotations

import random
from typing import Any

import pytest

import dobro_rules as dr
from tables import DRAW_GRACE, TIMER_CHOICES, TableError, TableSettings

from .helpers import (
    CHANNEL,
    GUILD,
    PEOPLE,
    Env,
    events_of,
    open_table,
    own_move,
    person_on_turn,
    reach_person_turn,
)


async def test_turn_deadline_plays_exactly_one_turn_for_the_person(env: Env) -> None:
    service, clock, store = env.service, env.clock, env.store
    table = await open_table(service)  # Ana and a normal computer, 120 s by default
    seat = await reach_person_turn(service, clock, table)
    name = table.seats[seat].name
    version = table.state.version
    assert table.timers.turns == {seat: clock.now() + 120}

    await clock.advance(119)
    assert table.state.version == version
    assert not events_of(table, "timeout")
    assert table.timers.timeouts == {}

    await clock.advance(1.5)  # the deadline passes; the computer's reply is ≥ 0.6 s later
    stored = store.stored_actions(table.game_id)[version:]
    assert stored, "nothing was played for the person"
    assert {a.actor for a in stored} == {name}
    # One turn: taking (R6d) then opening, or a single play; nothing after it.
    assert all("take" in a.action for a in stored[:-1])
    assert "play" in stored[-1].action
    timeouts = events_of(table, "timeout")
    assert len(timeouts) == len(stored)
    assert all(e["player"] == name and "move" in e for e in timeouts)
    assert table.state.turn != seat
    assert table.state.version == version + len(stored)
    assert table.timers.timeouts == {seat: 1}
    assert store.game(table.game_id).timers["timeouts"] == {str(seat): 1}
    assert not table.seats[seat].away


@pytest.mark.parametrize("timer", [t for t in TIMER_CHOICES if t])
async def test_each_timer_choice_runs_out_after_its_length(env: Env, timer: int) -> None:
    service, clock = env.service, env.clock
    table = await open_table(service, settings=TableSettings(seats=2, timer=timer))
    seat = await reach_person_turn(service, clock, table)
    version = table.state.version
    await clock.advance(timer - 0.5)
    assert table.state.version == version
    await clock.advance(1.0)
    assert table.state.version > version
    assert events_of(table, "timeout")[0]["player"] == table.seats[seat].name


async def test_no_timer_never_times_out(env: Env) -> None:
    service, clock, store = env.service, env.clock, env.store
    table = await open_table(service, settings=TableSettings(seats=2, timer=None))
    await reach_person_turn(service, clock, table)
    version = table.state.version
    assert not table.timers.turns
    await clock.advance(3600)
    assert table.state.version == version
    assert len(store.stored_actions(table.game_id)) == version
    assert not events_of(table, "timeout")
    assert person_on_turn(table)


@pytest.mark.parametrize("timer", [45, 0, -30, 7200])
async def test_a_timer_outside_the_choices_is_refused(env: Env, timer: int) -> None:
    with pytest.raises(TableError) as caught:
        await env.service.create(GUILD, CHANNEL, *PEOPLE[0], TableSettings(timer=timer))
    assert caught.value.code == "bad_timer"
    assert env.store.calls["create"] == 0
    assert env.service.in_channel(CHANNEL) is None


# ---------------------------------------------------------------------- H2: manual drawing


@pytest.fixture
def random_computer_never_calls(monkeypatch: pytest.MonkeyPatch) -> None:
    """The random computer picks among its legal moves, calling an oubli on a short Ana among
    them; these tests need her debt to last until her deadline, so it never picks that one."""
    choose = dr.ai.choose_move

    def no_calls(state: dr.GameState, seat: int, level: str, rng: random.Random) -> Any:
        while True:
            move, value = choose(state, seat, level, rng)
            if move.kind != "oubli":
                return move, value

    monkeypatch.setattr(dr.ai, "choose_move", no_calls)


async def _short_person(env: Env) -> tuple[object, int, float]:
    """A manual-drawing table (Ana and a random computer that never calls an oubli, see
    ``random_computer_never_calls``) where Ana has just played and owes a draw; returns
    (table, seat, when she played)."""
    service, clock = env.service, env.clock
    table = await open_table(
        service, level="random", settings=TableSettings(seats=2, options={"draw": "manual"})
    )
    seat = await reach_person_turn(service, clock, table)
    state = table.state
    await service.act(table.game_id, PEOPLE[0][0], state.version, own_move(state, "Ana"))
    assert table.state.short[seat], "Ana should owe a draw (H2)"
    return table, seat, clock.now()


@pytest.mark.usefixtures("random_computer_never_calls")
async def test_H2_a_short_person_draws_automatically_at_the_deadline(env: Env) -> None:
    clock, store = env.clock, env.store
    table, seat, played_at = await _short_person(env)
    assert table.timers.chores == {seat: played_at + 120}

    await clock.advance(119)  # the computer plays meanwhile; Ana is still short
    assert table.state.short[seat]
    assert not events_of(table, "chore")
    version = table.state.version

    await clock.advance(1.5)
    assert not table.state.short[seat]
    assert events_of(table, "chore") == [{"type": "chore", "player": "Ana"}]
    stored = store.stored_actions(table.game_id)
    assert len(stored) == version + 1
    assert stored[-1].action == {"player": "Ana", "draw": True}
    assert not events_of(table, "timeout")
    assert seat not in table.timers.chores


@pytest.mark.usefixtures("random_computer_never_calls")
async def test_H2_an_automatic_draw_that_fails_to_store_is_shown_once(env: Env) -> None:
    """The table log shows an automatic draw once it happened: not while the write failed,
    and not twice after the retry."""
    clock, store = env.clock, env.store
    table, seat, _ = await _short_person(env)
    await clock.advance(119)
    store.fail_next("append_action")
    await clock.advance(1.5)  # the automatic draw is due, and its write fails
    assert table.state.short[seat]
    assert store.stored_actions(table.game_id)[-1].action != {"player": "Ana", "draw": True}
    logged_while_failed = len(events_of(table, "chore"))
    await clock.advance(3)  # the retry (1 s backoff)
    assert not table.state.short[seat]
    assert store.stored_actions(table.game_id)[-1].action == {"player": "Ana", "draw": True}
    assert (logged_while_failed, len(events_of(table, "chore"))) == (0, 1)


@pytest.mark.usefixtures("random_computer_never_calls")
async def test_H2_computers_give_a_short_person_time_to_draw(env: Env) -> None:
    clock = env.clock
    table, _, _ = await _short_person(env)
    version = table.state.version
    # Without the grace the computer would have played within 1.4 × ai_delay.
    await clock.advance(1.5)
    assert table.state.version == version
    await clock.advance(DRAW_GRACE + 0.1)
    assert table.state.version > version


@pytest.mark.usefixtures("random_computer_never_calls")
async def test_H2_a_person_who_draws_in_time_has_no_draw_deadline(env: Env) -> None:
    service, clock = env.service, env.clock
    table, seat, _ = await _short_person(env)
    await service.act(table.game_id, PEOPLE[0][0], table.state.version, {"draw": True})
    assert not table.state.short[seat]
    assert table.timers.chores == {}
    await clock.advance(125)
    assert not events_of(table, "chore")


# ---------------------------------------------------------------------- away


async def _time_out_once(env: Env, table: object, seat: int) -> None:
    await reach_person_turn(env.service, env.clock, table)
    assert table.state.turn == seat
    await env.clock.advance(120.5)
    assert events_of(table, "timeout"), "the deadline should have passed"


async def test_two_timeouts_in_a_row_make_the_seat_away(env: Env) -> None:
    service, clock, store = env.service, env.clock, env.store
    table = await open_table(service)
    seat = await reach_person_turn(service, clock, table)
    await _time_out_once(env, table, seat)
    assert not table.seats[seat].away
    assert not events_of(table, "away")

    await _time_out_once(env, table, seat)
    assert table.seats[seat].away
    assert table.seats[seat].played_by_computer
    assert events_of(table, "away") == [{"type": "away", "player": "Ana"}]
    assert store.game(table.game_id).seats[seat].away
    assert table.computer_levels[seat] == "normal"

    # The computer now plays Ana's turns at computer pace, no deadline wait.
    mark = len(store.stored_actions(table.game_id))
    await clock.advance(10)
    later = store.stored_actions(table.game_id)[mark:]
    assert any(a.actor == "Ana" for a in later)
    assert seat not in table.timers.turns


async def test_back_hands_the_seat_to_the_person_again(env: Env) -> None:
    service, clock, store = env.service, env.clock, env.store
    table = await open_table(service)
    seat = await reach_person_turn(service, clock, table)
    await _time_out_once(env, table, seat)
    await _time_out_once(env, table, seat)
    assert table.seats[seat].away

    await service.back(table.game_id, PEOPLE[0][0])
    assert not table.seats[seat].away
    assert not store.game(table.game_id).seats[seat].away
    assert events_of(table, "back") == [{"type": "back", "player": "Ana"}]

    await reach_person_turn(service, clock, table)  # the computer stops at Ana's turn
    version = table.state.version
    await clock.advance(100)
    assert table.state.version == version
    assert seat in table.timers.turns

    with pytest.raises(TableError) as caught:
        await service.back(table.game_id, PEOPLE[0][0])
    assert caught.value.code == "not_away"


async def test_back_when_not_away_is_refused(env: Env) -> None:
    table = await open_table(env.service)
    with pytest.raises(TableError) as caught:
        await env.service.back(table.game_id, PEOPLE[0][0])
    assert caught.value.code == "not_away"


async def test_an_own_move_resets_the_timeouts_in_a_row(env: Env) -> None:
    service, clock = env.service, env.clock
    table = await open_table(service)
    seat = await reach_person_turn(service, clock, table)
    await _time_out_once(env, table, seat)
    assert table.timers.timeouts == {seat: 1}

    await reach_person_turn(service, clock, table)
    state = table.state
    await service.act(table.game_id, PEOPLE[0][0], state.version, own_move(state, "Ana"))
    assert table.timers.timeouts == {}

    await _time_out_once(env, table, seat)
    assert not table.seats[seat].away
    assert not events_of(table, "away")
    assert table.timers.timeouts == {seat: 1}


async def test_an_own_move_while_away_brings_the_person_back(env: Env) -> None:
    service, clock = env.service, env.clock
    table = await open_table(service, people=2, computers=0, settings=TableSettings(seats=2))
    bo = PEOPLE[1][0]
    # Ana times out twice; Bo plays his turns at once.
    for _ in range(40):
        if table.seats[0].away:
            break
        state = table.state
        if state.turn == 0:
            await clock.advance(120.5)
        else:
            await service.act(table.game_id, bo, state.version, own_move(state, "Bo"))
    assert table.seats[0].away
    while table.state.turn != 0:  # Bo plays until it is Ana's turn (the computer's, now)
        state = table.state
        await service.act(table.game_id, bo, state.version, own_move(state, "Bo"))
    state = table.state
    # Before the computer's move is due, Ana plays herself: she is back.
    await service.act(table.game_id, PEOPLE[0][0], state.version, own_move(state, "Ana"))
    assert not table.seats[0].away
    assert events_of(table, "back") == [{"type": "back", "player": "Ana"}]
    assert not env.store.game(table.game_id).seats[0].away
