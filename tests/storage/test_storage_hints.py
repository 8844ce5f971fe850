"""Hints (migration 16), on both backends: a hint is noted once per seat and action, before it
is shown, only in a game being played; a finished game keeps the count its results show; a
guild's hints setting is stored as a boolean."""

from __future__ import annotations

import pytest
from storage_helpers import record
from test_storage_results import finished_game

import dobro_rules as dr
from storage import Backend, GameNotActive


async def test_hints_are_counted_once_per_seat_and_action(db: Backend) -> None:
    lobby = await db.games.create(1, 10, settings={"timer": 60})
    with pytest.raises(GameNotActive):  # no hint in a lobby
        await db.games.record_hint(lobby.id, 0, 0)
    game, state = await finished_game(db, seed=4, channel=11)
    # Back to a game in play: a second one, stored but not finished.
    playing = await db.games.create(1, 12, seats=game.seats, setup=game.setup)
    assert await db.games.record_hint(playing.id, 1, 0)
    assert not await db.games.record_hint(playing.id, 1, 0)  # the same turn again: one hint
    assert await db.games.record_hint(playing.id, 1, 4)
    assert await db.games.record_hint(playing.id, 0, 2)
    assert await db.games.hints_used(playing.id) == {0: 1, 1: 2}
    assert await db.games.hints_used(game.id) == {}
    with pytest.raises(ValueError):
        await db.games.record_hint(playing.id, -1, 0)
    with pytest.raises(ValueError):
        await db.games.record_hint(playing.id, 0, -3)
    # Finished games take no new hint, and keep theirs.
    await record(db, game.id, dr.standings(state))
    with pytest.raises(GameNotActive):
        await db.games.record_hint(game.id, 0, 0)


async def test_a_guilds_hints_setting(db: Backend) -> None:
    assert (await db.guilds.get(5)).hints is None  # not set: on
    assert (await db.guilds.update(5, hints=False)).hints is False
    assert (await db.guilds.get(5)).hints is False
    assert (await db.guilds.update(5, hints=True)).hints is True
    assert (await db.guilds.update(5, hints=None)).hints is None
    with pytest.raises(ValueError):
        await db.guilds.update(5, hints="yes")
