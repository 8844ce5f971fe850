"""Ratings are stored with the results, in their transaction, and a recompute from the stored
results in game order gives the same values as the games did one by one."""

from __future__ import annotations

import pytest
from storage_helpers import record
from test_storage_results import finished_game

import dobro_rules as dr
from standings import display, rate_values
from storage import Database


async def test_a_counted_game_rates_its_people_and_not_its_computers(db: Database) -> None:
    game, state = await finished_game(db, seed=4, channel=10, users=(101, 102, None))
    result = await record(db, game.id, dr.standings(state), rate=rate_values)
    people = {r.user_id: r.position for r in result.seats if r.user_id is not None}
    changes = {c.user_id: c for c in await db.ratings.changes(game.id)}
    assert set(changes) == {101, 102}
    assert all(c.before is None for c in changes.values())  # their first counted game
    best = min(people, key=lambda u: people[u])
    worst = max(people, key=lambda u: people[u])
    if people[best] != people[worst]:
        assert display(*changes[best].after) > 1000 > display(*changes[worst].after)
    stored = await db.ratings.get(1, best)
    assert stored is not None and stored.games == 1
    assert (stored.mu, stored.sigma) == changes[best].after
    assert await db.ratings.rank(1, best) == 1
    assert await db.ratings.rank(1, 999) is None


async def test_a_game_with_one_person_changes_no_rating(db: Database) -> None:
    game, state = await finished_game(db, seed=5, channel=11, users=(101, None, None))
    await record(db, game.id, dr.standings(state), rate=rate_values)
    assert await db.ratings.changes(game.id) == []
    assert await db.ratings.get(1, 101) is None


async def test_no_rating_is_kept_when_the_results_fail(db: Database) -> None:
    game, state = await finished_game(db, seed=4, channel=12)

    def broken(current, positions, capped):  # the model failing: the whole finish is undone
        raise RuntimeError("model down")

    with pytest.raises(RuntimeError):
        await record(db, game.id, dr.standings(state), rate=broken)
    assert await db.results.for_game(game.id) is None
    assert await db.ratings.all(1) == []


async def test_recomputing_gives_the_values_the_games_gave(db: Database) -> None:
    users = [(101, 102, 103), (103, 101, None), (102, 103, 101), (101, 102, None)]
    for k, seated in enumerate(users * 2):
        game, state = await finished_game(db, seed=20 + k, channel=100 + k, users=seated)
        await record(db, game.id, dr.standings(state), rate=rate_values)
    other, state = await finished_game(db, seed=3, channel=300, guild=2, users=(101, 104, None))
    await record(db, other.id, dr.standings(state), rate=rate_values)
    incremental = await db.ratings.all(1)
    assert {r.user_id for r in incremental} == {101, 102, 103}
    assert await db.ratings.recompute(1, rate_values) == 8
    recomputed = await db.ratings.all(1)
    assert [(r.user_id, r.games) for r in recomputed] == [(r.user_id, r.games) for r in incremental]
    for a, b in zip(recomputed, incremental, strict=True):
        assert a.mu == pytest.approx(b.mu, abs=1e-9) and a.sigma == pytest.approx(b.sigma, abs=1e-9)
    assert len(await db.ratings.all(2)) == 2  # another guild is left alone


async def test_a_leaver_is_rated_as_last(db: Database) -> None:
    """Leaving is a forfeit: the counting policy ranks the leaver last (``standings.judge``),
    and the rating follows that standing, whatever the computer playing their seat achieved."""
    game, state = await finished_game(db, seed=4, channel=13, users=(101, 102, 103))
    standings = dr.standings(state)
    best = min(standings, key=lambda s: (s.position, s.seat))
    await db.games.leave_seat(game.id, best.seat)  # the engine's winner had left
    await record(db, game.id, standings, rate=rate_values)
    users = {0: 101, 1: 102, 2: 103}
    leaver = users[best.seat]
    changes = {c.user_id: c for c in await db.ratings.changes(game.id)}
    assert min(changes, key=lambda u: changes[u].after[0]) == leaver  # the lowest skill now
    assert display(*changes[leaver].after) < 1000
    assert await db.ratings.rank(1, leaver) == 3
