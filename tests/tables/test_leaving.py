"""Leaving a game in play is a forfeit; when every person left, the game is abandoned."""

from __future__ import annotations

import asyncio

import pytest
from hypothesis import given
from hypothesis import strategies as st

import dobro_rules as dr
from storage import GameStatus
from tables import TableError, TableSettings, forfeit_standings

from .helpers import (
    CHANNEL,
    GUILD,
    PEOPLE,
    Env,
    events_of,
    open_table,
    own_move,
    play_out,
    reach_person_turn,
)

ANA, BO, CY = (user for user, _ in PEOPLE[:3])


async def test_R14_leavers_rank_last_earliest_lowest_and_never_win(env: Env) -> None:
    service, clock, store = env.service, env.clock, env.store
    # Ana (seat 0), Bo (1), Cy (2) and a computer (3); Cy stays and plays at once.
    table = await open_table(
        service, people=3, computers=1, settings=TableSettings(seats=4, timer=None)
    )
    gid = table.game_id
    await service.leave(gid, ANA)
    await service.leave(gid, BO)
    assert table.status is GameStatus.ACTIVE
    assert [s.left for s in table.seats] == [1, 2, None, None]
    assert table.computer_levels == {0: "normal", 1: "normal", 3: "normal"}
    assert [e["player"] for e in events_of(table, "left")] == ["Ana", "Bo"]
    assert [s.left for s in store.game(gid).seats] == [1, 2, None, None]
    assert table.seat_of(ANA) is None and table.people == [table.seats[2]]

    await play_out(service, clock, table)
    assert table.status is GameStatus.FINISHED
    assert store.game(gid).status is GameStatus.FINISHED
    assert table.actions == [a.action for a in store.stored_actions(gid)]
    actors = {a.actor for a in store.stored_actions(gid)}
    assert {"Ana", "Bo"} <= actors  # the computer played the leavers' seats to the end

    result = store.stored_results(gid)
    by_seat = {r.seat: r for r in result.seats}
    assert by_seat[0].position == 4 and by_seat[0].left and not by_seat[0].winner
    assert by_seat[1].position == 3 and by_seat[1].left and not by_seat[1].winner
    engine = {s.seat: s for s in dr.standings(table.state)}
    for seat in (2, 3):
        better = sum(1 for o in (2, 3) if engine[o].position < engine[seat].position)
        assert by_seat[seat].position == 1 + better
        assert by_seat[seat].winner == (better == 0)
        assert not by_seat[seat].left
    assert any(by_seat[s].winner for s in (2, 3))
    assert [s.model_dump() for s in table.standings] == [
        s.model_dump() for s in forfeit_standings(dr.standings(table.state), {0: 1, 1: 2})
    ]
    assert service.in_channel(CHANNEL) is None


async def test_everyone_leaving_abandons_the_game(env: Env) -> None:
    service, clock, store = env.service, env.clock, env.store
    table = await open_table(service, people=2, computers=1)
    gid = table.game_id
    await service.leave(gid, ANA)
    assert table.status is GameStatus.ACTIVE
    await service.leave(gid, BO)
    assert table.status is GameStatus.ABANDONED
    assert table.end_reason == "everyone_left"
    game = await store.games.get(gid)
    assert game.status is GameStatus.ABANDONED
    assert game.end_reason == "everyone_left"
    assert game.timers is None
    assert await store.results.for_game(gid) is None
    assert service.in_channel(CHANNEL) is None
    assert table in service.closing()
    # Nothing moves any more, and the channel takes a new table at once.
    moves = len(store.stored_actions(gid))
    await clock.advance(60)
    assert len(store.stored_actions(gid)) == moves
    assert service.scheduler.driver_of(gid) is None
    again = await service.create(GUILD, CHANNEL, BO, "Bo", TableSettings())
    assert service.in_channel(CHANNEL) is again


async def test_leave_before_a_concurrent_move_refuses_the_move(env: Env) -> None:
    service, clock, store = env.service, env.clock, env.store
    table = await open_table(
        service, people=2, computers=1, settings=TableSettings(seats=3, timer=None)
    )
    seat = await reach_person_turn(service, clock, table)
    person = table.seats[seat]
    state = table.state
    stored = len(store.stored_actions(table.game_id))
    left, moved = await asyncio.gather(
        service.leave(table.game_id, person.user_id),
        service.act(table.game_id, person.user_id, state.version, own_move(state, person.name)),
        return_exceptions=True,
    )
    assert left is table
    assert isinstance(moved, TableError) and moved.code == "not_seated"
    assert len(store.stored_actions(table.game_id)) == stored
    assert table.state.version == state.version
    assert table.seats[seat].left == 1

    with pytest.raises(TableError) as caught:
        await service.act(
            table.game_id, person.user_id, state.version, own_move(state, person.name)
        )
    assert caught.value.code == "not_seated"
    # The computer takes the seat over at its own pace.
    await clock.advance(5)
    assert store.stored_actions(table.game_id)[stored].actor == person.name


async def test_a_move_before_a_concurrent_leave_is_kept(env: Env) -> None:
    service, clock, store = env.service, env.clock, env.store
    table = await open_table(
        service, people=2, computers=1, settings=TableSettings(seats=3, timer=None)
    )
    seat = await reach_person_turn(service, clock, table)
    person = table.seats[seat]
    state = table.state
    move = own_move(state, person.name)
    moved, left = await asyncio.gather(
        service.act(table.game_id, person.user_id, state.version, move),
        service.leave(table.game_id, person.user_id),
    )
    assert moved[0] is table and left is table
    stored = store.stored_actions(table.game_id)
    assert stored[state.version].action == {**move, "player": person.name}
    assert table.seats[seat].left == 1


async def test_leaving_twice_is_refused(env: Env) -> None:
    table = await open_table(env.service, people=2, computers=1)
    await env.service.leave(table.game_id, BO)
    with pytest.raises(TableError) as caught:
        await env.service.leave(table.game_id, BO)
    assert caught.value.code == "not_seated"
    assert env.store.calls["leave_seat"] == 1


# ---------------------------------------------------------------------- forfeit_standings


def standing(seat: int, position: int, winner: bool = False, shared: bool = False) -> dr.Standing:
    return dr.Standing(
        name=f"P{seat}",
        seat=seat,
        position=position,
        round_points=[position, position, position],
        total=3 * position,
        cards=[10, 10, 10],
        winner=winner,
        shared=shared,
    )


def summary(standings: list[dr.Standing]) -> list[tuple[int, int, bool, bool]]:
    return [(s.seat, s.position, s.winner, s.shared) for s in standings]


def test_R14_nobody_left_changes_nothing() -> None:
    given_ = [standing(0, 1, True, True), standing(1, 1, True, True), standing(2, 3)]
    assert summary(forfeit_standings(given_, {})) == summary(given_)


def test_R14_a_leaving_winner_passes_the_win_on() -> None:
    given_ = [standing(0, 1, True), standing(1, 2), standing(2, 3), standing(3, 4)]
    assert summary(forfeit_standings(given_, {0: 1})) == [
        (1, 1, True, False),
        (2, 2, False, False),
        (3, 3, False, False),
        (0, 4, False, False),
    ]


def test_R14_ties_among_stayers_stay_ties_and_share_the_win() -> None:
    # Engine: seat 0 wins alone, seats 1 and 2 tie for second, seat 3 fourth.
    given_ = [standing(0, 1, True), standing(1, 2), standing(2, 2), standing(3, 4)]
    out = forfeit_standings(given_, {0: 2, 3: 1})
    assert summary(out) == [
        (1, 1, True, True),
        (2, 1, True, True),
        (0, 3, False, False),  # left second: above the first to leave
        (3, 4, False, False),
    ]


def test_R14_a_shared_win_with_one_leaver_is_no_longer_shared() -> None:
    given_ = [standing(0, 1, True, True), standing(1, 1, True, True), standing(2, 3)]
    assert summary(forfeit_standings(given_, {1: 1})) == [
        (0, 1, True, False),
        (2, 2, False, False),
        (1, 3, False, False),
    ]


@st.composite
def finished_games(draw: st.DrawFn) -> tuple[list[dr.Standing], dict[int, int]]:
    n = draw(st.integers(2, 6))
    keys = draw(st.lists(st.integers(0, 3), min_size=n, max_size=n))
    positions = [1 + sum(1 for k in keys if k < key) for key in keys]
    top = positions.count(1)
    standings = [
        standing(s, p, winner=p == 1, shared=p == 1 and top > 1) for s, p in enumerate(positions)
    ]
    leavers = draw(st.permutations(range(n)))[: draw(st.integers(0, n))]
    return standings, {seat: order for order, seat in enumerate(leavers, start=1)}


@given(finished_games())
def test_R14_forfeits_property(game: tuple[list[dr.Standing], dict[int, int]]) -> None:
    standings, left = game
    out = forfeit_standings(standings, left)
    n = len(standings)
    assert sorted(s.seat for s in out) == list(range(n))
    assert [s.position for s in out] == sorted(s.position for s in out)
    stay = [s for s in out if s.seat not in left]
    gone = [s for s in out if s.seat in left]
    # Leavers: the last positions, one each, the earliest to leave lowest; never winners.
    assert [s.position for s in gone] == list(range(len(stay) + 1, n + 1))
    assert [left[s.seat] for s in gone] == sorted(left.values(), reverse=True)
    assert not any(s.winner or s.shared for s in gone)
    # Stayers: the engine's order and ties, renumbered as R11 positions among themselves.
    engine = {s.seat: s.position for s in standings}
    for a in stay:
        assert a.position == 1 + sum(1 for b in stay if engine[b.seat] < engine[a.seat])
        assert a.winner == (a.position == 1)
    winners = [s for s in stay if s.winner]
    assert all(s.shared == (len(winners) > 1) for s in winners)
    assert bool(winners) == bool(stay)
    # Scores themselves are untouched.
    before = {s.seat: (s.total, s.cards, s.round_points, s.name) for s in standings}
    assert {s.seat: (s.total, s.cards, s.round_points, s.name) for s in out} == before


def test_forfeit_standings_does_not_touch_its_input() -> None:
    given_ = [standing(0, 1, True), standing(1, 2)]
    forfeit_standings(given_, {0: 1})
    assert summary(given_) == [(0, 1, True, False), (1, 2, False, False)]
