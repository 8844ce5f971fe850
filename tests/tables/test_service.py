"""The table service on a fake clock: lobbies, cancelling, races, write failures, watchdog."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

import dobro_rules as dr
from storage import GameStatus
from tables import LOBBY_LIFETIME, Table, TableError, TableSettings
from tables.scheduler import CLOSING_GRACE, WATCHDOG_PERIOD

from .fakes import FakeClock, MemoryStore
from .helpers import (
    CHANNEL,
    GUILD,
    MODERATOR,
    PEOPLE,
    Env,
    open_table,
    own_move,
    play_out,
    reach_person_turn,
)

ANA, BO, CY = (user for user, _ in PEOPLE[:3])


# ---------------------------------------------------------------------- lobby


async def test_a_leaving_host_hands_the_lobby_to_the_longest_seated_person(env: Env) -> None:
    service, store = env.service, env.store
    table = await open_table(service, people=3, computers=1, start=False)
    gid = table.game_id
    await service.leave(gid, ANA)
    assert table.status is GameStatus.LOBBY
    assert table.host_id == BO
    assert [(s.seat, s.name) for s in table.seats] == [(0, "Bo"), (1, "Cy"), (2, "🤖 Camille")]
    game = await store.games.get(gid)
    assert game.settings["host_id"] == BO
    assert [s.name for s in game.seats] == ["Bo", "Cy", "🤖 Camille"]
    with pytest.raises(TableError) as caught:
        await service.start(gid, CY)
    assert caught.value.code == "host_only"
    await service.start(gid, BO)
    assert table.status is GameStatus.ACTIVE


async def test_the_last_person_leaving_a_lobby_closes_it(env: Env) -> None:
    service, store = env.service, env.store
    table = await open_table(service, people=1, computers=2, start=False)
    await service.leave(table.game_id, ANA)
    assert table.status is GameStatus.CANCELLED
    assert table.end_reason == "empty"
    game = await store.games.get(table.game_id)
    assert (game.status, game.end_reason) == (GameStatus.CANCELLED, "empty")
    assert service.in_channel(CHANNEL) is None


async def test_a_lobby_nobody_starts_expires_after_30_minutes(env: Env) -> None:
    service, clock, store = env.service, env.clock, env.store
    table = await open_table(service, people=2, computers=0, start=False)
    assert LOBBY_LIFETIME == 30 * 60
    await clock.advance(LOBBY_LIFETIME - 1)
    assert table.status is GameStatus.LOBBY
    await clock.advance(2)
    assert table.status is GameStatus.CANCELLED
    assert table.end_reason == "expired"
    game = await store.games.get(table.game_id)
    assert (game.status, game.end_reason) == (GameStatus.CANCELLED, "expired")
    assert service.in_channel(CHANNEL) is None
    await service.create(GUILD, CHANNEL, BO, "Bo", TableSettings())


async def test_a_started_table_does_not_expire(env: Env) -> None:
    service, clock = env.service, env.clock
    table = await open_table(service, settings=TableSettings(seats=2, timer=None))
    await reach_person_turn(service, clock, table)
    await clock.advance(LOBBY_LIFETIME + 60)
    assert table.status is GameStatus.ACTIVE


async def test_lobby_seating_rules(env: Env) -> None:
    service = env.service
    table = await open_table(
        service, people=1, computers=0, settings=TableSettings(seats=3), start=False
    )
    gid = table.game_id
    refusals = [
        (service.start(gid, ANA), "too_few"),
        (service.join(gid, ANA, "Ana"), "already_seated"),
        (service.add_computer(gid, ANA, "genius"), "bad_level"),
        (service.add_computer(gid, CY, "normal"), "not_seated"),
    ]
    for call, code in refusals:
        with pytest.raises(TableError) as caught:
            await call
        assert caught.value.code == code
    await service.join(gid, BO, "Ana")  # names stay distinct in the record
    await service.add_computer(gid, BO, "random")
    assert [s.name for s in table.seats] == ["Ana", "Ana (2)", "🤖 Camille"]
    with pytest.raises(TableError) as caught:
        await service.join(gid, CY, "Cy")
    assert caught.value.code == "table_full"
    assert [s.name for s in (await env.store.games.get(gid)).seats] == [
        "Ana",
        "Ana (2)",
        "🤖 Camille",
    ]


async def test_the_host_kicks_from_a_lobby(env: Env) -> None:
    service = env.service
    table = await open_table(service, people=3, computers=0, start=False)
    gid = table.game_id
    with pytest.raises(TableError) as caught:
        await service.kick(gid, BO, CY, moderator=False)
    assert caught.value.code == "host_only"
    with pytest.raises(TableError) as caught:
        await service.kick(gid, MODERATOR, ANA, moderator=True)
    assert caught.value.code == "host_cannot_leave"
    await service.kick(gid, ANA, CY, moderator=False)
    assert [s.name for s in table.seats] == ["Ana", "Bo"]
    assert table.seat_of(CY) is None


async def test_a_host_who_just_left_cannot_start_the_table(env: Env) -> None:
    """``start`` and a leave by the host at once, the leave first: Bo is host when the start
    runs, so Ana's start must be refused."""
    service = env.service
    table = await open_table(service, people=3, computers=0, start=False)
    left, started = await asyncio.gather(
        service.leave(table.game_id, ANA),
        service.start(table.game_id, ANA),
        return_exceptions=True,
    )
    assert left is table
    assert table.host_id == BO
    assert isinstance(started, TableError) and started.code == "host_only", (
        f"Ana, no longer seated, started the table: status {table.status.value}, "
        f"seats {[s.name for s in table.seats]}"
    )
    assert table.status is GameStatus.LOBBY


async def test_a_host_who_just_left_cannot_kick(env: Env) -> None:
    service = env.service
    table = await open_table(service, people=3, computers=0, start=False)
    left, kicked = await asyncio.gather(
        service.leave(table.game_id, ANA),
        service.kick(table.game_id, ANA, CY, False),
        return_exceptions=True,
    )
    assert left is table
    assert isinstance(kicked, TableError) and kicked.code == "host_only", (
        f"Ana, no longer seated, kicked Cy: seats {[s.name for s in table.seats]}"
    )
    assert table.seat_of(CY) is not None


# ---------------------------------------------------------------------- cancelling


async def test_the_host_cancels_a_lobby_and_others_cannot(env: Env) -> None:
    service, store = env.service, env.store
    table = await open_table(service, people=2, computers=0, start=False)
    with pytest.raises(TableError) as caught:
        await service.cancel(table.game_id, BO, moderator=False)
    assert caught.value.code == "host_only"
    assert table.status is GameStatus.LOBBY
    await service.cancel(table.game_id, ANA, moderator=False)
    assert table.status is GameStatus.CANCELLED
    game = await store.games.get(table.game_id)
    assert game.status is GameStatus.CANCELLED and game.end_reason is None
    assert service.in_channel(CHANNEL) is None


async def test_a_moderator_cancels_someone_elses_lobby(env: Env) -> None:
    table = await open_table(env.service, people=1, computers=1, start=False)
    await env.service.cancel(table.game_id, MODERATOR, moderator=True)
    assert table.status is GameStatus.CANCELLED


async def test_only_a_moderator_with_a_reason_cancels_a_game_in_play(env: Env) -> None:
    service, clock, store = env.service, env.clock, env.store
    table = await open_table(service, people=2, computers=1)
    gid = table.game_id
    for user, moderator, reason, code in [
        (ANA, False, "boring", "moderator_only"),  # the host is no moderator
        (BO, False, "boring", "moderator_only"),
        (MODERATOR, True, None, "reason_needed"),
        (MODERATOR, True, "   \n ", "reason_needed"),
    ]:
        with pytest.raises(TableError) as caught:
            await service.cancel(gid, user, moderator=moderator, reason=reason)
        assert caught.value.code == code
        assert table.status is GameStatus.ACTIVE
    await service.cancel(gid, MODERATOR, moderator=True, reason="  rude   language ")
    assert table.status is GameStatus.CANCELLED
    game = await store.games.get(gid)
    assert (game.status, game.end_reason) == (GameStatus.CANCELLED, "rude language")
    assert await store.results.for_game(gid) is None
    assert service.in_channel(CHANNEL) is None
    moves = len(store.stored_actions(gid))
    await clock.advance(300)
    assert len(store.stored_actions(gid)) == moves
    with pytest.raises(TableError) as caught:
        await service.cancel(gid, MODERATOR, moderator=True, reason="again")
    assert caught.value.code == "no_table"


# ---------------------------------------------------------------------- moves


async def test_stale_and_illegal_moves_change_nothing(env: Env) -> None:
    service, clock, store = env.service, env.clock, env.store
    table = await open_table(
        service, people=2, computers=0, settings=TableSettings(seats=2, timer=None)
    )
    await reach_person_turn(service, clock, table)
    state = table.state
    user = table.seats[state.turn].user_id
    other = table.seats[1 - state.turn].user_id
    name = table.seats[state.turn].name
    with pytest.raises(TableError) as caught:
        await service.act(table.game_id, user, state.version + 1, own_move(state, name))
    assert caught.value.code == "stale"
    with pytest.raises(dr.IllegalAction):
        await service.act(table.game_id, user, state.version, {"take": True})  # R5
    with pytest.raises(dr.IllegalAction):
        await service.act(table.game_id, other, state.version, {"take": True})
    with pytest.raises(TableError) as caught:
        await service.act(table.game_id, MODERATOR, state.version, {"take": True})
    assert caught.value.code == "not_seated"
    assert table.state is state
    assert store.calls["append_action"] == 0


# ---------------------------------------------------------------------- races


def outcome(results: list[object]) -> tuple[list[Table], list[TableError]]:
    tables = [r for r in results if isinstance(r, Table)]
    errors = [r for r in results if isinstance(r, TableError)]
    assert len(tables) + len(errors) == len(results), results
    return tables, errors


async def test_racing_creates_in_one_channel_make_one_table(env: Env) -> None:
    service, store = env.service, env.store
    results = await asyncio.gather(
        service.create(GUILD, CHANNEL, ANA, "Ana", TableSettings()),
        service.create(GUILD, CHANNEL, BO, "Bo", TableSettings()),
        return_exceptions=True,
    )
    tables, errors = outcome(results)
    assert len(tables) == 1 and [e.code for e in errors] == ["channel_busy"]
    assert service.in_channel(CHANNEL) is tables[0]
    assert [g.id for g in await store.games.lobby_games()] == [tables[0].game_id]


async def test_a_table_held_by_another_process_makes_the_channel_busy(
    make_env: Callable[..., Env],
) -> None:
    store = MemoryStore()
    first, second = make_env(store), make_env(store)
    await first.service.create(GUILD, CHANNEL, ANA, "Ana", TableSettings())
    with pytest.raises(TableError) as caught:
        await second.service.create(GUILD, CHANNEL, BO, "Bo", TableSettings())
    assert caught.value.code == "channel_busy"
    assert second.service.in_channel(CHANNEL) is None
    assert len(await store.games.lobby_games()) == 1


async def test_racing_play_again_makes_one_table(env: Env) -> None:
    service, clock, store = env.service, env.clock, env.store
    table = await open_table(
        service, people=2, computers=1, settings=TableSettings(seats=3, timer=None)
    )
    await play_out(service, clock, table)
    assert table.status is GameStatus.FINISHED
    service.release(table)
    results = await asyncio.gather(
        service.play_again(table.game_id, BO),
        service.play_again(table.game_id, ANA),
        return_exceptions=True,
    )
    made = [r for r in results if isinstance(r, tuple)]
    tables, errors = outcome([r[0] if isinstance(r, tuple) else r for r in results])
    assert len(tables) == 1 and [e.code for e in errors] == ["channel_busy"]
    again, invited = made[0]
    assert service.in_channel(CHANNEL) is again
    assert again.status is GameStatus.LOBBY
    host = again.host_id
    assert host in (ANA, BO)
    # Play again invites: the presser and the computers are seated, the other person invited.
    assert again.seats[0].user_id == host
    assert [s.is_ai for s in again.seats] == [False, True]
    assert invited == [ANA if host == BO else BO]
    assert len(await store.games.lobby_games()) == 1


# ---------------------------------------------------------------------- storage failures


async def test_a_computer_move_that_fails_to_store_is_retried_with_backoff(env: Env) -> None:
    service, clock, store = env.service, env.clock, env.store
    table = await open_table(service, settings=TableSettings(seats=2, timer=None))
    gid = table.game_id
    await reach_person_turn(service, clock, table)
    state = table.state
    await service.act(gid, ANA, state.version, own_move(state, "Ana"))
    version = table.state.version
    assert not table.seats[table.state.turn].user_id  # the computer's turn

    store.fail_next("append_action", times=2)
    calls = store.calls["append_action"]
    attempts: list[float] = []
    for _ in range(100):  # 0.1 s steps, noting when each attempt to store happens
        await clock.advance(0.1)
        while store.calls["append_action"] > calls + len(attempts):
            attempts.append(clock.now())
        if table.state.version > version:
            break
    assert len(attempts) == 3, attempts
    # Each retry waits the backoff (1 s, then 2 s), then the computer's usual pause.
    first_gap, second_gap = attempts[1] - attempts[0], attempts[2] - attempts[1]
    assert 1.0 + 0.6 <= first_gap <= 1.0 + 1.4 + 0.11
    assert 2.0 + 0.6 <= second_gap <= 2.0 + 1.4 + 0.11
    assert table.state.version > version
    assert gid not in service.scheduler.failures
    stored = store.stored_actions(gid)
    assert len(stored) == table.state.version
    assert stored[version].actor != "Ana"
    assert table.actions == [a.action for a in stored]

    # The table goes on: Ana plays, the computer answers.
    await reach_person_turn(service, clock, table)
    state = table.state
    await service.act(gid, ANA, state.version, own_move(state, "Ana"))
    mark = table.state.version
    await clock.advance(5)
    assert table.state.version > mark


async def test_failures_are_counted_until_the_move_is_stored(env: Env) -> None:
    service, clock, store = env.service, env.clock, env.store
    table = await open_table(service, settings=TableSettings(seats=2, timer=None))
    await reach_person_turn(service, clock, table)
    state = table.state
    await service.act(table.game_id, ANA, state.version, own_move(state, "Ana"))
    store.fail_next("append_action", times=1)
    version = table.state.version
    await clock.advance(1.5)  # the computer tries once (within 1.4 s) and fails
    assert table.state.version == version
    assert service.scheduler.failures == {table.game_id: 1}
    await clock.advance(3)
    assert table.state.version > version
    assert service.scheduler.failures == {}


async def test_a_persons_move_that_fails_to_store_changes_nothing(env: Env) -> None:
    service, clock, store = env.service, env.clock, env.store
    table = await open_table(service, settings=TableSettings(seats=2, timer=None))
    await reach_person_turn(service, clock, table)
    state = table.state
    store.fail_next("append_action")
    with pytest.raises(TableError) as refused:
        await service.act(table.game_id, ANA, state.version, own_move(state, "Ana"))
    assert refused.value.code == "not_saved"  # a sentence for the player, not an apology
    assert table.state is state
    assert len(store.stored_actions(table.game_id)) == state.version
    await service.act(table.game_id, ANA, state.version, own_move(state, "Ana"))
    assert table.state.version == state.version + 1


@pytest.mark.parametrize("failures", [1, 3])
async def test_results_that_fail_to_store_are_stored_on_retry(env: Env, failures: int) -> None:
    """Two people, so the last move is a person's: it counts (stored, and ``act`` returns
    normally) although its results could not be stored yet; the driver stores them."""
    service, clock, store = env.service, env.clock, env.store
    table = await open_table(
        service, people=2, computers=0, settings=TableSettings(seats=2, timer=None)
    )
    store.fail_next("record_results", times=failures)
    await play_out(service, clock, table)
    assert table.status is GameStatus.FINISHED
    assert table.state.over
    assert len(store.stored_actions(table.game_id)) == table.state.version
    assert store.calls["record_results"] == failures + 1
    result = await store.results.for_game(table.game_id)
    assert result is not None and len(result.seats) == 2
    assert [(r.seat, r.position) for r in result.seats] == [
        (s.seat, s.position) for s in table.standings
    ]
    assert service.in_channel(CHANNEL) is None
    assert service.scheduler.driver_of(table.game_id) is None


async def test_results_missing_at_a_restart_are_stored_at_start_up(
    make_env: Callable[..., Env],
) -> None:
    """The last move is stored but the results are not (storage down) when the bot stops:
    the next start stores them."""
    store = MemoryStore()
    first = make_env(store)
    await first.service.restore()
    table = await open_table(
        first.service, people=2, computers=0, settings=TableSettings(seats=2, timer=None)
    )
    store.fail_next("record_results", times=1000)
    while not table.state.over:
        state = table.state
        seat = table.seats[state.turn]
        await first.service.act(
            table.game_id, seat.user_id, state.version, own_move(state, seat.name)
        )
    await first.clock.advance(0)
    assert table.status is GameStatus.ACTIVE
    assert store.game(table.game_id).status is GameStatus.ACTIVE
    await first.service.close()
    store.heal()

    second = make_env(store, FakeClock(first.clock.now() + 100))
    assert await second.service.restore() == 1
    await second.clock.advance(0)
    assert store.game(table.game_id).status is GameStatus.FINISHED
    assert store.stored_results(table.game_id) is not None
    assert second.service.in_channel(CHANNEL) is None
    [closed] = second.service.closing()
    assert closed.game_id == table.game_id and closed.standings is not None


# ---------------------------------------------------------------------- watchdog


async def test_the_watchdog_restarts_a_dead_driver(env: Env) -> None:
    service, clock = env.service, env.clock
    restored_at = clock.now()
    table = await open_table(service, settings=TableSettings(seats=2, timer=None))
    gid = table.game_id
    await reach_person_turn(service, clock, table)
    state = table.state
    await service.act(gid, ANA, state.version, own_move(state, "Ana"))
    version = table.state.version
    await clock.advance(0)
    driver = service.scheduler.driver_of(gid)
    assert driver is not None
    driver.cancel()
    await clock.advance(0)
    assert driver.done()
    assert service.scheduler.driver_of(gid) is None

    # Until the watchdog's next look, nobody drives the table: the computer never moves.
    ticks = (clock.now() - restored_at) // WATCHDOG_PERIOD + 1
    next_look = restored_at + ticks * WATCHDOG_PERIOD
    await clock.advance(next_look - clock.now() - 0.5)
    assert table.state.version == version
    assert service.scheduler.driver_of(gid) is None

    await clock.advance(1)
    assert service.scheduler.driver_of(gid) is not None
    await clock.advance(5)
    assert table.state.version > version  # the computer moved


async def test_the_watchdog_drops_closed_tables_nobody_released(env: Env) -> None:
    service, clock = env.service, env.clock
    table = await open_table(service, people=1, computers=1, start=False)
    await service.cancel(table.game_id, ANA, moderator=False)
    assert service.closing() == [table]
    assert len(service.registry) == 1
    await clock.advance(CLOSING_GRACE + WATCHDOG_PERIOD + 1)
    assert service.closing() == []
    assert len(service.registry) == 0
