"""The outbox: a game's results message is owed in the results' own transaction, and stays owed
until marked sent."""

from __future__ import annotations

from pathlib import Path

import pytest
from storage_helpers import add_failing_trigger, record
from test_storage_results import finished_game

import dobro_rules as dr
from storage import Database, StorageError


async def test_results_owe_their_message_until_it_is_sent(db: Database) -> None:
    game, state = await finished_game(db, seed=4, channel=10)
    other, other_state = await finished_game(db, seed=5, channel=11)
    assert await db.outbox.owed() == []
    await record(db, game.id, dr.standings(state), owed=("results",))
    await record(db, other.id, dr.standings(other_state), owed=("results",))
    owed = await db.outbox.owed()
    assert [(i.game_id, i.channel_id, i.kind) for i in owed] == [
        (game.id, 10, "results"),
        (other.id, 11, "results"),
    ]
    assert [i.game_id for i in await db.outbox.owed(other.id)] == [other.id]
    await db.outbox.mark_sent(owed[0].id, 777)
    await db.outbox.mark_sent(owed[0].id, 888)  # a second mark changes nothing
    sent = await db.outbox.get(owed[0].id)
    assert sent is not None and sent.message_id == 777 and sent.sent_at
    assert [i.game_id for i in await db.outbox.owed()] == [other.id]


async def test_no_message_is_owed_when_the_results_fail(db: Database, db_path: Path) -> None:
    game, state = await finished_game(db, seed=4, channel=10)
    add_failing_trigger(db, "outbox", "NEW.kind = 'results'")
    with pytest.raises(StorageError):
        await record(db, game.id, dr.standings(state), owed=("results",))
    assert await db.results.for_game(game.id) is None  # all or nothing
    assert await db.outbox.owed() == []


async def test_what_is_owed_survives_a_restart(db_path: Path) -> None:
    db = await Database.open(db_path)
    game, state = await finished_game(db, seed=6, channel=12)
    await record(db, game.id, dr.standings(state), owed=("results",))
    await db.close()
    db = await Database.open(db_path)
    try:
        assert [i.game_id for i in await db.outbox.owed()] == [game.id]
    finally:
        await db.close()
