"""Races at the table (#23, games.protocol.RaceRules, Dobble): a countdown, a Go, claims timed
from the Go by when Discord received them, held ``RACE_HOLD`` and resolved in (time, seat)
order whatever order they reached the bot in; too late, wrong, locked and ended claims; the
computers' reaction times; a restart mid-stage."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

import pytest

from dobble_rules import GAME as DOBBLE
from dobble_rules.ai import FLOOR_MS, claim_for
from dobble_rules.cards import CARDS, SYMBOLS
from storage import Database, GameStatus
from tables import Table, TableSettings
from tables.service import RACE_COUNTDOWN, RACE_HOLD

from .fakes import FakeClock, settle
from .helpers import Env, make_service, open_table

TOWER = {"modes": ["tower"], "length": 1}


@pytest.fixture(autouse=True)
def dobble_in_the_catalogue(monkeypatch: pytest.MonkeyPatch) -> None:
    """The table platform plays any game of the catalogue; these tests need Dobble in it."""
    from games import catalogue

    monkeypatch.setitem(catalogue.GAMES, "dobble", "dobble_rules")


async def a_race(env: Env, people: int = 2, computers: int = 0, **options: object) -> Table:
    settings = TableSettings(
        seats=people + computers, game="dobble", options={**TOWER, **options}, timer=None
    )
    table = await open_table(
        env.service, people=people, computers=computers, level="quick", settings=settings
    )
    assert table.race is not None and not table.race.started
    await env.clock.advance(RACE_COUNTDOWN)
    await settle()
    assert table.race is not None and table.race.started
    return table


def right(table: Table, seat: int) -> int:
    """The symbol id ``seat`` may rightly claim now."""
    found = claim_for(table.state, seat)
    assert found is not None
    return found[0]


def wrong(table: Table, seat: int) -> int:
    """A symbol on no card ``seat`` compares now."""
    shown = set(CARDS[table.state.pile[-1]]) | set(CARDS[table.state.stacks[seat][-1]])
    return next(s for s in range(len(SYMBOLS)) if s not in shown)


async def test_a_stage_counts_down_then_goes(make_env: Callable[..., Env]) -> None:
    env = make_env()
    settings = TableSettings(seats=2, game="dobble", options=TOWER, timer=None)
    table = await open_table(env.service, people=2, computers=0, settings=settings)
    race = table.race
    assert race is not None and race.stage == 0 and race.ready_at == env.clock.now() + 3
    late = await env.service.claim(table.game_id, 101, 0, 0, 0, 0)  # before the Go: no buttons
    assert late.outcome == "ended"
    await env.clock.advance(RACE_COUNTDOWN)
    await settle()
    assert race.started and race.go_ms == int(env.clock.now() * 1000)
    assert any(ev["type"] == "go" for ev in table.events)


async def test_claims_are_resolved_in_time_order_not_arrival_order(
    make_env: Callable[..., Env],
) -> None:
    """Bo's claim reaches the bot first but Ana clicked 120 ms earlier: inside the hold window
    Ana's is taken first and Bo's, made on the same cards, is stale (H5, H12)."""
    env = make_env()
    table = await a_race(env)
    race = table.race
    assert race is not None and race.go_ms is not None
    seen = DOBBLE.race_seen(table.state)
    bo = env.service.claim(table.game_id, 102, race.stage, right(table, 1), seen, race.go_ms + 2120)
    ana = env.service.claim(
        table.game_id, 101, race.stage, right(table, 0), seen, race.go_ms + 2000
    )
    bo_task = asyncio.ensure_future(bo)
    await settle()
    await env.clock.advance(0.1)  # Ana's click reaches the bot 100 ms after Bo's
    ana_task = asyncio.ensure_future(ana)
    await settle()
    assert not bo_task.done() and not ana_task.done()  # both held
    await env.clock.advance(RACE_HOLD)
    await settle()
    assert ana_task.result().outcome == "ok" and bo_task.result().outcome == "stale"
    claims = [a for a in table.actions if "symbol" in a]
    assert [(a["player"], a["t"]) for a in claims] == [("Ana", 2000), ("Bo", 2120)]


async def test_a_claim_arriving_after_the_window_is_too_late(
    make_env: Callable[..., Env],
) -> None:
    """At the window's edge: Bo's claim (t = 2000) is resolved; Ana's, made at t = 1900 but
    reaching the bot after the window closed, comes after a claim already taken: too late, and
    not recorded (the engine's order, H5, never goes back)."""
    env = make_env()
    table = await a_race(env)
    race = table.race
    assert race is not None and race.go_ms is not None
    seen = DOBBLE.race_seen(table.state)
    bo = asyncio.ensure_future(
        env.service.claim(table.game_id, 102, race.stage, right(table, 1), seen, race.go_ms + 2000)
    )
    await settle()
    await env.clock.advance(RACE_HOLD)
    await settle()
    assert bo.result().outcome == "ok"
    stored = len(table.actions)
    ana = asyncio.ensure_future(
        env.service.claim(table.game_id, 101, race.stage, right(table, 0), seen, race.go_ms + 1900)
    )
    await settle()
    await env.clock.advance(RACE_HOLD)
    await settle()
    assert ana.result().outcome == "late" and len(table.actions) == stored


async def test_a_wrong_claim_locks_for_three_seconds(make_env: Callable[..., Env]) -> None:
    env = make_env()
    table = await a_race(env)
    race = table.race
    assert race is not None and race.go_ms is not None
    stage, go = race.stage, race.go_ms

    async def ana(symbol: int, at: int) -> str:
        seen = DOBBLE.race_seen(table.state)
        task = asyncio.ensure_future(
            env.service.claim(table.game_id, 101, stage, symbol, seen, go + at)
        )
        await settle()
        await env.clock.advance(RACE_HOLD)
        await settle()
        return task.result().outcome

    assert await ana(wrong(table, 0), 1000) == "wrong"
    assert await ana(right(table, 0), 2500) == "locked"  # H13: until t = 4000
    assert await ana(right(table, 0), 4200) == "ok"
    outcomes = [a for a in table.actions if "symbol" in a]
    assert len(outcomes) == 3  # every claim recorded, whatever its outcome


async def test_a_claim_for_an_ended_stage_changes_nothing(make_env: Callable[..., Env]) -> None:
    env = make_env()
    table = await a_race(env)
    race = table.race
    assert race is not None and race.go_ms is not None
    answer = await env.service.claim(table.game_id, 101, race.stage + 2, 0, 0, race.go_ms + 10)
    assert answer.outcome == "ended" and table.actions == []
    refused = await env.service.claim(table.game_id, 101, race.stage, 999, 0, race.go_ms + 10)
    assert refused.outcome == "refused"


async def test_computers_claim_after_their_reaction_time(make_env: Callable[..., Env]) -> None:
    """One person and a quick computer: nobody claims before the quickest reaction allows;
    the computer's claim is held like anyone's, and drawn once per board."""
    env = make_env()
    table = await a_race(env, people=1, computers=1)
    race = table.race
    assert race is not None and race.go_local is not None
    go = race.go_local
    await env.clock.advance(FLOOR_MS / 1000 - 0.01)
    await settle()
    assert table.actions == []  # never faster than the floor
    for _ in range(400):
        if table.actions:
            break
        await env.clock.advance(0.05)
        await settle()
    first = table.actions[0]
    assert first["player"].startswith("🤖") and first["t"] >= FLOOR_MS
    assert env.clock.now() - go >= first["t"] / 1000 + RACE_HOLD - 0.06


async def test_a_whole_tower_with_computers_ends_and_counts_nothing(
    make_env: Callable[..., Env],
) -> None:
    env = make_env()
    table = await a_race(env, people=1, computers=2)
    for _ in range(20_000):
        if table.status is not GameStatus.ACTIVE:
            break
        await env.clock.advance(0.2)
        await settle()
    assert table.status is GameStatus.FINISHED and table.race is None
    assert table.count_reason == "solo"


async def test_a_stage_resumed_after_a_restart_goes_on_from_its_last_claim(
    tmp_path: Path,
) -> None:
    """The bot restarts mid-stage: the stage counts down again, and its time goes on from
    the last claim taken (claims must keep H5's order), so a claim after the new Go is
    accepted."""
    path = tmp_path / "race.sqlite3"
    clock = FakeClock()
    db = await Database.open(path)
    env = make_service(db, clock, ai_delay=0.0)
    await env.service.restore()
    try:
        table = await a_race(env)
        race = table.race
        assert race is not None and race.go_ms is not None
        seen = DOBBLE.race_seen(table.state)
        claim = env.service.claim(
            table.game_id, 102, race.stage, right(table, 1), seen, race.go_ms + 5000
        )
        task = asyncio.ensure_future(claim)
        await settle()
        await clock.advance(RACE_HOLD)
        await asyncio.wait_for(task, 5)
        assert task.result().outcome == "ok"
        game_id = table.game_id
    finally:
        await env.service.close()
        await db.close()
    await clock.advance(60)
    db = await Database.open(path)
    env = make_service(db, clock, ai_delay=0.0)
    await env.service.restore()
    try:
        table = env.service.get(game_id)
        race = table.race
        assert race is not None and race.base == 5000 and not race.started
        await clock.advance(RACE_COUNTDOWN)
        await settle()
        assert race.started and race.go_ms is not None
        seen = DOBBLE.race_seen(table.state)
        task = asyncio.ensure_future(
            env.service.claim(game_id, 101, race.stage, right(table, 0), seen, race.go_ms + 800)
        )
        await settle()
        await clock.advance(RACE_HOLD)
        await asyncio.wait_for(task, 5)
        assert task.result().outcome == "ok"
        assert [a["t"] for a in table.actions if "symbol" in a] == [5000, 5800]
    finally:
        await env.service.close()
        await db.close()
