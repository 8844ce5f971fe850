"""The test doubles keep their promises: the fake clock wakes sleepers in order, and the
memory store answers like ``storage.Database`` (same script, same outcomes)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

import dobro_rules as dr
from standings import judge, seat_plays
from storage import (
    ChannelBusy,
    Database,
    GameNotActive,
    GameStatus,
    Seat,
    StorageError,
)

from .fakes import EPOCH, FakeClock, MemoryStore


async def test_fake_clock_wakes_sleepers_in_time_order() -> None:
    clock = FakeClock()
    woke: list[tuple[str, float]] = []

    async def sleeper(name: str, seconds: float, then: float | None = None) -> None:
        await clock.sleep(seconds)
        woke.append((name, clock.now() - EPOCH))
        if then is not None:  # a new sleep scheduled inside the window
            await clock.sleep(then)
            woke.append((name + "'", clock.now() - EPOCH))

    tasks = [
        asyncio.create_task(sleeper("c", 30)),
        asyncio.create_task(sleeper("a", 10, then=5)),
        asyncio.create_task(sleeper("b", 20)),
        asyncio.create_task(sleeper("late", 100)),
    ]
    cancelled = asyncio.create_task(sleeper("x", 12))
    await asyncio.sleep(0)
    cancelled.cancel()
    await clock.advance(0)
    assert woke == []
    await clock.advance(40)
    assert woke == [("a", 10), ("a'", 15), ("b", 20), ("c", 30)]
    assert clock.now() == EPOCH + 40
    assert clock.sleepers == 1 and clock.next_wake() == EPOCH + 100
    tasks[-1].cancel()
    await asyncio.gather(*tasks, cancelled, return_exceptions=True)
    assert clock.next_wake() is None


SEATS = [Seat.human(0, 11, "Ana"), Seat.human(1, 12, "Bo"), Seat.ai(2, "Bot", "random")]


async def script(store: Any) -> list[Any]:
    """The same calls on either store; what each returned or raised."""
    games = store.games
    out: list[Any] = []

    async def step(call: Any) -> Any:
        try:
            result = await call
        except (StorageError, ValueError) as exc:
            out.append(type(exc).__name__)
            return None
        out.append(result)
        return result

    game = await games.create(1, 7, settings={"timer": 30}, seats=SEATS[:1], timers={"x": 1})
    out.append((game.status, game.settings, game.timers, game.seats))
    await step(games.create(1, 7, seats=SEATS[:1]))
    await step(games.set_seats(game.id, SEATS, settings={"host_id": 12}))
    record = dr.new_record([s.name for s in SEATS], seed=5)
    record.pop("actions")
    started = await games.start(game.id, record)
    out.append((started.status, started.settings, [s.name for s in started.seats]))
    await step(games.set_seats(game.id, SEATS))
    state = dr.start(record)
    name = state.players[state.turn]
    move = dr.legal_moves(state, name)[0].action(name)
    await step(games.append_action(game.id, 1, name, move))
    stored = await step(
        games.append_action(game.id, 0, name, move, timers={"turn": [1, 2.5]}, origin="person")
    )
    out[-1] = (stored.seq, stored.actor, stored.action, stored.origin)
    await step(games.append_action(game.id, 0, name, move))
    await step(games.set_away(game.id, 2, True))
    await step(games.set_away(game.id, 1, True))
    await step(games.leave_seat(game.id, 1))
    await step(games.leave_seat(game.id, 0))
    await step(games.leave_seat(game.id, 0))
    await step(games.set_away(game.id, 0, True))
    await step(games.set_ping_message(game.id, 99))
    got = await games.get(game.id)
    out.append((got.status, got.timers, got.seats, got.ping_message_id, got.settings))
    out.append(await games.record(game.id))
    [(active, full)] = await games.active_records()
    out.append((active.id, full))
    out.append([g.id for g in await games.lobby_games()])
    other = await games.create(1, 8, seats=SEATS[:1])
    await step(games.set_status(other.id, GameStatus.FINISHED))
    await step(games.set_status(other.id, GameStatus.CANCELLED, reason="why"))
    await step(games.set_status(other.id, GameStatus.ABANDONED))
    await step(games.set_timers(other.id, {"turn": None}))
    got = await games.get(other.id)
    out.append((got.status, got.end_reason, got.timers))
    again = await games.create(1, 8, seats=SEATS[:1])  # the channel is free again
    out.append(again.status)
    await step(store.results.record_results(game.id, judge([], [])))
    out.append(await games.play_log(game.id))
    final = dr.standings(dr.replay({**record, "actions": [move]}))
    verdict = judge(final, seat_plays(await games.play_log(game.id)))
    result = await step(store.results.record_results(game.id, verdict))
    out[-1] = [
        (r.seat, r.user_id, r.is_ai, r.left, r.counted, r.forfeit, r.play, r.at_move, r.left_at)
        for r in result.seats
    ]
    await step(store.results.record_results(game.id, verdict))
    got = await games.get(game.id)
    out.append((got.status, got.timers))
    out.append(await games.last_finished_in_channel(7) == got)
    return out


async def test_memory_store_answers_like_the_database(tmp_path: Path) -> None:
    db = await Database.open(tmp_path / "dobro.sqlite3")
    try:
        expected = await script(db)
    finally:
        await db.close()
    assert await script(MemoryStore()) == expected
    assert "ChannelBusy" in expected and "StaleVersion" in expected
    assert "GameNotActive" in expected and "ValueError" in expected


async def test_memory_store_fails_on_demand_before_changing_anything() -> None:
    store = MemoryStore()
    store.fail_next("create", times=2)
    for _ in range(2):
        with pytest.raises(StorageError, match="database is locked"):
            await store.games.create(1, 7, seats=SEATS[:1])
    assert await store.games.lobby_games() == []
    game = await store.games.create(1, 7, seats=SEATS[:1])
    store.fail_next("leave_seat", exc=GameNotActive(game.id, "lobby", "active"))
    with pytest.raises(GameNotActive):
        await store.games.leave_seat(game.id, 0)
    with pytest.raises(ChannelBusy):
        await store.games.create(1, 7, seats=SEATS[:1])
    assert store.calls["create"] == 4
