"""Tutorials and first contact (migration 15), on both backends: a person's place in a game's
tutorial survives a reopen, moves on only from the step read, and a newcomer is greeted once."""

from __future__ import annotations

from pathlib import Path

import pytest
from storage_helpers import record
from test_storage_results import finished_game

import dobro_rules as dr
from storage import Backend, Database

ANA, BEN = 11, 12
MOVE = {"player": "you", "play": ["4"]}


async def test_a_tutorial_starts_moves_on_and_ends(db: Backend) -> None:
    assert await db.tutorials.get(ANA, "dobro") is None
    started = await db.tutorials.start(ANA, "dobro", step=0, moves=[], script="v1")
    assert (started.step, started.moves, started.script, started.mistakes) == (0, [], "v1", 0)
    assert started.finished_at is None and started.started_at == started.updated_at

    assert await db.tutorials.advance(ANA, "dobro", from_step=0, step=1, moves=[MOVE])
    # A second click read step 0 too: it changes nothing.
    assert not await db.tutorials.advance(ANA, "dobro", from_step=0, step=1, moves=[MOVE])
    await db.tutorials.mistake(ANA, "dobro", 1)
    await db.tutorials.mistake(ANA, "dobro", 0)  # a step they left: not counted
    now = await db.tutorials.get(ANA, "dobro")
    assert now is not None and (now.step, now.moves, now.mistakes) == (1, [MOVE], 1)

    assert await db.tutorials.advance(ANA, "dobro", from_step=1, step=2, moves=[], finished=True)
    done = await db.tutorials.get(ANA, "dobro")
    assert done is not None and done.finished_at is not None
    # Played again from the start: the first end and the mistakes are kept.
    again = await db.tutorials.start(ANA, "dobro", step=0, moves=[], script="v2")
    assert (again.step, again.script, again.mistakes) == (0, "v2", 1)
    assert again.finished_at == done.finished_at

    await db.tutorials.start(ANA, "ten", step=3, moves=[MOVE], script="t")
    assert [p.game for p in await db.tutorials.of_user(ANA)] == ["dobro", "ten"]
    assert await db.tutorials.of_user(BEN) == []


async def test_bad_values_are_refused(db: Backend) -> None:
    with pytest.raises(ValueError):
        await db.tutorials.start(ANA, "no such game", step=0, moves=[], script="v")
    with pytest.raises(ValueError):
        await db.tutorials.start(ANA, "dobro", step=-1, moves=[], script="v")
    with pytest.raises(ValueError):
        await db.tutorials.get(0, "dobro")


async def test_a_newcomer_is_greeted_once_and_a_player_never(db: Backend) -> None:
    assert await db.tutorials.first_contact(ANA)  # never played, never learnt
    assert not await db.tutorials.first_contact(ANA)  # once only
    # Someone who finished a game (in any server) is not a newcomer.
    game, state = await finished_game(db, seed=4, channel=10)
    await record(db, game.id, dr.standings(state))
    player = next(s.user_id for s in game.seats if s.user_id is not None)
    assert not await db.tutorials.first_contact(player)
    # Nor is someone who opened a tutorial.
    await db.tutorials.start(BEN, "sticks", step=0, moves=[], script="v")
    assert not await db.tutorials.first_contact(BEN)


async def test_forget_me_removes_what_learning_kept(db: Backend) -> None:
    await db.tutorials.start(ANA, "dobro", step=2, moves=[MOVE], script="v")
    await db.tutorials.first_contact(ANA)
    await db.tutorials.start(BEN, "dobro", step=1, moves=[], script="v")
    assert await db.tutorials.forget(ANA) == 2
    assert await db.tutorials.of_user(ANA) == []
    assert await db.tutorials.first_contact(ANA)  # a stranger again
    assert await db.tutorials.get(BEN, "dobro") is not None


@pytest.mark.sqlite_only
async def test_progress_survives_a_reopen(db_path: Path) -> None:
    db = await Database.open(db_path)
    try:
        await db.tutorials.start(ANA, "dobro", step=0, moves=[], script="v1")
        await db.tutorials.advance(ANA, "dobro", from_step=0, step=4, moves=[MOVE, MOVE])
    finally:
        await db.close()
    db = await Database.open(db_path)
    try:
        kept = await db.tutorials.get(ANA, "dobro")
        assert kept is not None and (kept.step, kept.moves) == (4, [MOVE, MOVE])
    finally:
        await db.close()
