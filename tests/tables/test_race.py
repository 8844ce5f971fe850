"""Races at the table (#23, #30, games.protocol.RaceRules, Dobble): a countdown, a Go, claims
timed by when Discord received them, each held until no claim still to come can be earlier
(its own time + ``RACE_HOLD``) and resolved in (time, seat) order whatever order they reached
the bot in; too late, wrong, locked and ended claims; computers reacting from when the board
was shown, on the same time line; a restart mid-stage.

The clicks are played as players make them (``clicks``): each is made at a stage time (its
platform time, Discord's: the Go's + that) and reaches the service ``delay`` seconds later on
the fake clock, as over a slow link. In these tests the platform's time and the service's
clock agree (no display: a board counts as shown when it changes)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dobble_rules import GAME as DOBBLE
from dobble_rules.ai import FLOOR_MS, claim_for
from dobble_rules.cards import CARDS, SYMBOLS
from storage import Database, GameStatus
from tables import ClaimAnswer, Table, TableSettings
from tables.service import RACE_COUNTDOWN, RACE_HOLD

from .fakes import FakeClock, settle
from .helpers import Env, make_service, open_table

TOWER = {"modes": ["tower"], "length": 1}
ANA, BO, CY = 101, 102, 103


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


@dataclass
class Click:
    """A claim as a player makes it: ``user`` clicks ``symbol`` at stage time ``t`` (ms); it
    reaches the service ``delay`` seconds later."""

    user: int
    symbol: int
    t: int
    delay: float = 0.0
    seen: int | None = None


async def clicks(env: Env, table: Table, made: list[Click], after: float = 1.0) -> list[str]:
    """Play ``made`` on the fake clock, each reaching the service at its own time + delay (in
    that order, whatever order they were made in), then let ``after`` seconds pass; each
    claim's outcome, in the order given."""
    race = table.race
    assert race is not None and race.go_ms is not None
    stage, go_ms, base = race.stage, race.go_ms, race.base
    seen = DOBBLE.race_seen(table.state)
    tasks: dict[int, asyncio.Future[ClaimAnswer]] = {}
    for k, click in sorted(
        enumerate(made), key=lambda kc: (go_ms + kc[1].t - base) / 1000 + kc[1].delay
    ):
        at_ms = go_ms + click.t - base
        arrival = at_ms / 1000 + click.delay
        await env.clock.advance(max(0.0, arrival - env.clock.now()))
        claim = env.service.claim(
            table.game_id,
            click.user,
            stage,
            click.symbol,
            seen if click.seen is None else click.seen,
            at_ms,
        )
        tasks[k] = asyncio.ensure_future(claim)
        await settle()
    await env.clock.advance(after)
    await settle()
    answers = await asyncio.wait_for(asyncio.gather(*tasks.values()), 5)  # (SQLite: a thread)
    outcome = dict(zip(tasks, (a.outcome for a in answers), strict=True))
    return [outcome[k] for k in range(len(made))]


def taken_by(table: Table) -> list[tuple[str, int]]:
    """Who took each card so far, with the claim's time (the right claims, in order)."""
    outcomes = table.state.outcomes
    claims = [a for a in table.actions if "symbol" in a]
    return [(a["player"], a["t"]) for a, o in zip(claims, outcomes, strict=True) if o == "ok"]


async def test_a_stage_counts_down_then_goes(make_env: Callable[..., Env]) -> None:
    env = make_env()
    settings = TableSettings(seats=2, game="dobble", options=TOWER, timer=None)
    table = await open_table(env.service, people=2, computers=0, settings=settings)
    race = table.race
    assert race is not None and race.stage == 0 and race.ready_at == env.clock.now() + 3
    now_ms = int(env.clock.now() * 1000)
    late = await env.service.claim(table.game_id, ANA, 0, 0, 0, now_ms)  # before the Go
    assert late.outcome == "ended"
    await env.clock.advance(RACE_COUNTDOWN)
    await settle()
    assert race.started and race.go_ms == int(env.clock.now() * 1000)
    assert any(ev["type"] == "go" for ev in table.events)


async def test_claims_are_resolved_in_time_order_not_arrival_order(
    make_env: Callable[..., Env],
) -> None:
    """Bo's claim reaches the bot first but Ana clicked 120 ms earlier: Ana's is taken first
    and Bo's, made on the same cards, is stale (H5, H12)."""
    env = make_env()
    table = await a_race(env)
    outcomes = await clicks(
        env, table, [Click(BO, right(table, 1), 2120), Click(ANA, right(table, 0), 2000, 0.2)]
    )
    assert outcomes == ["stale", "ok"]
    claims = [a for a in table.actions if "symbol" in a]
    assert [(a["player"], a["t"]) for a in claims] == [("Ana", 2000), ("Bo", 2120)]


async def test_a_late_claim_past_its_own_hold_is_dropped(make_env: Callable[..., Env]) -> None:
    """Ana clicked first (t = 1000) but her click reached the bot 350 ms later, past her own
    hold: too late, not recorded, even though Bo's claim (t = 1100) was still held then. An
    earlier claim within its hold would have won (next test)."""
    env = make_env()
    table = await a_race(env)
    outcomes = await clicks(
        env, table, [Click(BO, right(table, 1), 1100), Click(ANA, right(table, 0), 1000, 0.35)]
    )
    assert outcomes == ["ok", "slow"]
    assert taken_by(table) == [("Bo", 1100)] and len(table.actions) == 1


async def test_a_claim_after_one_resolved_is_too_late(make_env: Callable[..., Env]) -> None:
    """Bo's claim (t = 2000) is resolved at its hold's end; Ana's, made at t = 1950 but
    reaching the bot 390 ms later, comes after a claim already taken, and past its own hold:
    too late, and not recorded (the engine's order, H5, never goes back)."""
    env = make_env()
    table = await a_race(env)
    outcomes = await clicks(
        env, table, [Click(BO, right(table, 1), 2000), Click(ANA, right(table, 0), 1950, 0.39)]
    )
    assert outcomes == ["ok", "slow"] and len(table.actions) == 1


async def test_an_earlier_click_delivered_later_beats_one_held_behind_a_wrong_claim(
    make_env: Callable[..., Env],
) -> None:
    """The issue's board (#30): Bo's wrong claim waits; Ana's right claim arrives while it
    waits; Cy's right claim, 32 ms earlier by its Discord time, arrives 150 ms after Ana's,
    still within its own hold. A wrong claim starts nobody's wait: Cy takes the card."""
    env = make_env()
    table = await a_race(env, people=3)
    outcomes = await clicks(
        env,
        table,
        [
            Click(BO, wrong(table, 1), 1000),
            Click(ANA, right(table, 0), 1150, 0.05),
            Click(CY, right(table, 2), 1118, 0.2),
        ],
    )
    assert outcomes == ["wrong", "stale", "ok"]
    assert taken_by(table) == [("Cy", 1118)]


async def test_an_earlier_click_delivered_later_beats_a_waiting_computer_claim(
    make_env: Callable[..., Env],
) -> None:
    """The Go message reaches Discord 370 ms after the bot's Go: claims count from the Go's
    Discord time, and the computer's too (one time line). Ana clicks 100 ms before the
    computer's planned claim, delivered 50 ms later: she takes the card."""
    env = make_env()
    table = await a_race(env, people=1, computers=1)
    race = table.race
    assert race is not None and race.go_local is not None
    env.service.race_posted(table, race.stage, int(race.go_local * 1000) + 370)
    await settle()
    computer_t = planned_computer_t(table)
    outcomes = await clicks(env, table, [Click(ANA, right(table, 0), computer_t - 100, 0.05)])
    assert outcomes == ["ok"]
    assert taken_by(table)[0] == ("Ana", computer_t - 100)


def planned_computer_t(table: Table) -> int:
    """The stage time of the computers' next claim, as the table plans it (read off the
    table's race: ``Race.computer`` now, ``Race.planned`` before #30)."""
    race: Any = table.race
    plan = getattr(race, "computer", None)
    move = plan.move if plan is not None else race.planned[1]
    assert move is not None
    return int(move.t)


async def test_a_tie_held_behind_a_wrong_claim_goes_to_the_first_seat(
    make_env: Callable[..., Env],
) -> None:
    """Ana (seat 0) and Bo (seat 1) click the same millisecond; Bo's click arrives at once,
    Ana's 290 ms later, while Cy's earlier wrong claim waits: H5, Ana takes the card."""
    env = make_env()
    table = await a_race(env, people=3)
    outcomes = await clicks(
        env,
        table,
        [
            Click(CY, wrong(table, 2), 890, 0.01),
            Click(BO, right(table, 1), 1000),
            Click(ANA, right(table, 0), 1000, 0.29),
        ],
    )
    assert outcomes == ["wrong", "stale", "ok"]
    assert taken_by(table) == [("Ana", 1000)]


async def test_a_lock_out_counts_by_discord_time(make_env: Callable[..., Env]) -> None:
    """Ana's wrong click (t = 250) arrives after her right one (t = 290): by Discord time she
    was locked out (H13) when she clicked right, so that claim is locked, whatever Bo's
    earlier wrong claim was waiting for."""
    env = make_env()
    table = await a_race(env)
    outcomes = await clicks(
        env,
        table,
        [
            Click(BO, wrong(table, 1), 0, 0.01),
            Click(ANA, wrong(table, 0), 250, 0.07),
            Click(ANA, right(table, 0), 290, 0.005),
        ],
    )
    assert outcomes == ["wrong", "wrong", "locked"]
    assert taken_by(table) == []


async def test_a_wrong_claim_locks_for_three_seconds(make_env: Callable[..., Env]) -> None:
    env = make_env()
    table = await a_race(env)
    assert await clicks(env, table, [Click(ANA, wrong(table, 0), 1000)]) == ["wrong"]
    assert await clicks(env, table, [Click(ANA, right(table, 0), 2500)]) == ["locked"]
    assert await clicks(env, table, [Click(ANA, right(table, 0), 4200)]) == ["ok"]
    outcomes = [a for a in table.actions if "symbol" in a]
    assert len(outcomes) == 3  # every claim recorded, whatever its outcome


async def test_a_claim_for_an_ended_stage_changes_nothing(make_env: Callable[..., Env]) -> None:
    env = make_env()
    table = await a_race(env)
    race = table.race
    assert race is not None and race.go_ms is not None
    answer = await env.service.claim(table.game_id, ANA, race.stage + 2, 0, 0, race.go_ms + 10)
    assert answer.outcome == "ended" and table.actions == []
    refused = await env.service.claim(table.game_id, ANA, race.stage, 999, 0, race.go_ms + 10)
    assert refused.outcome == "refused"


async def test_computers_react_from_when_the_board_was_shown(
    make_env: Callable[..., Env],
) -> None:
    """One person and a quick computer. The Go message reached Discord 400 ms after the
    bot's Go, and each new board is shown when its claim is resolved (its own time + the
    hold): the computer's claims all come a reaction time (at least ``FLOOR_MS``) after the
    board they were made on was shown, on the same time line as the person's clicks; it
    never counts from the winning click, which the players saw only after the hold."""
    env = make_env()
    table = await a_race(env, people=1, computers=1)
    race = table.race
    assert race is not None and race.go_local is not None
    env.service.race_posted(table, race.stage, int(race.go_local * 1000) + 400)
    await settle()
    shown = [0]  # stage times at which each board was shown (the Go's is the stage's zero)
    computer: list[tuple[int, int]] = []  # (its claim's t, the board's shown t)
    for _ in range(12):
        before = len(taken_by(table))
        for _step in range(200):
            await env.clock.advance(0.05)
            await settle()
            if len(taken_by(table)) > before:
                break
        who, t = taken_by(table)[-1]
        assert who.startswith("🤖")
        computer.append((t, shown[-1]))
        shown.append(t + int(RACE_HOLD * 1000))
        if len(taken_by(table)) % 3 == 0:  # now and then Ana takes one, quicker than any
            board_t = shown[-1]
            outcomes = await clicks(env, table, [Click(ANA, right(table, 0), board_t + 850)])
            assert outcomes == ["ok"]
            shown.append(board_t + 850 + int(RACE_HOLD * 1000))
    assert all(t - seen >= FLOOR_MS for t, seen in computer), computer


async def test_a_computer_never_claims_inside_its_lock_out(make_env: Callable[..., Env]) -> None:
    """Ana makes a wrong claim and leaves: the computer playing her seat claims only once her
    lock-out is over (H13), and the race goes on (#30: it used to claim inside it, which used
    up the board's computer claim, and the race stalled for ever)."""
    env = make_env()
    table = await a_race(env, people=3)
    assert await clicks(env, table, [Click(ANA, wrong(table, 0), 500)], after=0.5) == ["wrong"]
    await env.service.leave(table.game_id, ANA)
    for _ in range(200):
        await env.clock.advance(0.1)
        await settle()
    claims = [
        (a["player"], a["t"], o)
        for a, o in zip(
            [a for a in table.actions if "symbol" in a], table.state.outcomes, strict=True
        )
    ]
    by_ana = [(t, o) for who, t, o in claims if who == "Ana"][1:]
    assert by_ana and all(t >= 3500 and o == "ok" for t, o in by_ana), claims


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
        claim = clicks(env, table, [Click(BO, right(table, 1), 5000)])
        assert await asyncio.wait_for(claim, 5) == ["ok"]
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
        claim = clicks(env, table, [Click(ANA, right(table, 0), 5800)])
        assert await asyncio.wait_for(claim, 5) == ["ok"]
        assert [a["t"] for a in table.actions if "symbol" in a] == [5000, 5800]
    finally:
        await env.service.close()
        await db.close()


# --------------------------------------------------------------------------------------------
# The promise, for any clicks an adversary picks


def expected(made: list[tuple[int, bool, int]]) -> list[str]:
    """What DOBBLE.md says of claims all made on one board (seat, right, t): taken in (t,
    seat) order, a locked seat's claim is locked (H13), after a right one the others are
    stale (H12), the first right one takes the card."""
    locked: dict[int, int] = {}
    won = False
    out: dict[int, str] = {}
    for k in sorted(range(len(made)), key=lambda k: (made[k][2], made[k][0])):
        seat, is_right, t = made[k]
        if t < locked.get(seat, 0):
            out[k] = "locked"
        elif won:
            out[k] = "stale"
        elif is_right:
            out[k] = "ok"
            won = True
        else:
            out[k] = "wrong"
            locked[seat] = t + 3000
    return [out[k] for k in range(len(made))]


async def _one_board(made: list[tuple[int, bool, int, float]]) -> tuple[list[str], list[str]]:
    env = make_service(ai_delay=0.0)
    try:
        table = await a_race(env, people=3)
        users = (ANA, BO, CY)
        symbols = {s: (right(table, s), wrong(table, s)) for s in range(3)}
        got = await clicks(
            env,
            table,
            [
                Click(users[seat], symbols[seat][0 if ok else 1], t, delay)
                for seat, ok, t, delay in made
            ],
        )
        return got, expected([(seat, ok, t) for seat, ok, t, _ in made])
    finally:
        await env.service.close()


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    st.lists(
        st.tuples(
            st.integers(0, 2),
            st.booleans(),
            st.integers(0, 2500),
            st.floats(0.0, 0.299, allow_nan=False),
        ),
        min_size=1,
        max_size=7,
        unique_by=lambda c: (c[0], c[2]),
    )
)
def test_every_claim_within_its_hold_is_judged_by_its_discord_time(
    made: list[tuple[int, bool, int, float]],
) -> None:
    """Whatever clicks an adversary makes on one board and however it delays each (up to the
    hold), every claim ends as its Discord time says: the earliest right claim of a seat not
    locked out takes the card, whatever arrived first (#30)."""
    got, want = asyncio.run(_one_board(made))
    assert got == want


async def test_a_held_claim_previews_the_board_it_will_make(make_env: Callable[..., Env]) -> None:
    """While claims are held, the service tells its previews what the first right one will
    make (a display draws that board meanwhile): Bo's claim first, then Ana's, made earlier
    and delivered later; the board resolved is the last one previewed."""
    env = make_env()
    table = await a_race(env)
    previewed: list[Any] = []
    env.service.previews.append(lambda _table, state: previewed.append(state))
    race = table.race
    assert race is not None and race.go_ms is not None
    await env.clock.advance(1.1)
    bo = env.service.claim(table.game_id, BO, race.stage, right(table, 1), 0, race.go_ms + 1100)
    bo_task = asyncio.ensure_future(bo)
    await settle()
    assert [s.stacks[1][-1] for s in previewed] == [table.state.pile[-1]]  # Bo's card to be
    await env.clock.advance(0.05)
    ana = env.service.claim(table.game_id, ANA, race.stage, right(table, 0), 0, race.go_ms + 1000)
    ana_task = asyncio.ensure_future(ana)
    await settle()
    assert len(previewed) == 2 and previewed[1].stacks[0][-1] == table.state.pile[-1]
    await env.clock.advance(1.0)
    await settle()
    assert ana_task.result().outcome == "ok" and bo_task.result().outcome == "stale"
    assert table.state.stacks == previewed[1].stacks
