"""Recovery: active games rebuilt from their logs, identical to an independent replay."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from storage_helpers import play, raw, record, replayed, seats

import dobro_rules as dr
from storage import Database
from storage.recovery import recover, recover_active


async def store(db: Database, names, seed: int, channel: int, upto: int | None):
    setup, actions, state = play(names, seed, upto=upto)
    users = [100 + i for i in range(len(names) - 1)] + [None]
    game = await db.games.create(1, channel, seats=seats(names, users=users), setup=setup)
    for seq, action in enumerate(actions):
        await db.games.append_action(game.id, seq, action["player"], action)
    return game, setup, actions, state


async def test_recovers_exactly_the_active_games(db_path: Path) -> None:
    db = await Database.open(db_path)
    expected = {}
    for i, upto in enumerate((0, 1, 37, 120, None)):
        names = ["ana", "ben", "cleo", "dan", "eve", "fay"][: 2 + i]
        game, setup, actions, _ = await store(db, names, seed=i, channel=10 + i, upto=upto)
        expected[game.id] = (setup, actions)
    finished, _, _, state = await store(db, ["a", "b", "c"], seed=9, channel=20, upto=None)
    await record(db, finished.id, dr.standings(state))
    cancelled, *_ = await store(db, ["a", "b", "c"], seed=8, channel=21, upto=12)
    await db.games.set_status(cancelled.id, "cancelled")
    await db.games.create(1, 22)  # a lobby
    await db.close()

    db = await Database.open(db_path)  # as after a restart
    try:
        recovered = await recover_active(db)
    finally:
        await db.close()
    assert [r.game.id for r in recovered] == sorted(expected)
    for r in recovered:
        setup, actions = expected[r.game.id]
        assert r.record == {**setup, "actions": actions}
        assert r.state.version == len(actions)
        assert dr.state_json(r.state) == replayed(setup, actions)
        assert len(r.game.seats) == len(setup["players"])
    over = [r for r in recovered if r.state.over]
    assert len(over) == 1  # played to the end but results not stored: the service finishes it


async def test_recovered_seats_keep_who_is_away_and_who_left(db_path: Path) -> None:
    db = await Database.open(db_path)
    game, setup, actions, _ = await store(db, ["ana", "ben", "cleo", "bot"], 1, 10, upto=20)
    await db.games.leave_seat(game.id, 2)
    await db.games.set_away(game.id, 0, True)
    await db.games.set_timers(game.id, {"turn": [1, 12.5]})
    await db.close()
    db = await Database.open(db_path)
    try:
        (recovered,) = await recover_active(db)
    finally:
        await db.close()
    assert [(s.away, s.left) for s in recovered.game.seats] == [
        (True, None),
        (False, None),
        (False, 1),
        (False, None),
    ]
    assert [s.user_id for s in recovered.game.seats] == [100, 101, 102, None]
    assert recovered.game.timers == {"turn": [1, 12.5]}
    assert recovered.record == {**setup, "actions": actions}


async def test_a_game_that_no_longer_replays_does_not_block_the_others(
    db: Database, caplog: pytest.LogCaptureFixture
) -> None:
    good, setup, actions, _ = await store(db, ["ana", "ben", "cleo"], seed=1, channel=10, upto=30)
    bad, *_ = await store(db, ["ana", "ben", "cleo"], seed=2, channel=11, upto=30)
    gap, *_ = await store(db, ["ana", "ben", "cleo"], seed=3, channel=12, upto=30)
    # An action the engine refuses (as if the rules changed), and a hole in a log.
    raw(
        db,
        "UPDATE game_actions SET action = ? WHERE game_id = ? AND seq = 10",
        (json.dumps({"player": "ana", "play": ["12", "12", "12"]}), bad.id),
    )
    raw(db, "DELETE FROM game_actions WHERE game_id = ? AND seq = 4", (gap.id,))
    result = await recover(db)
    assert [g.game.id for g in result.games] == [good.id]
    assert dr.state_json(result.games[0].state) == replayed(setup, actions)
    failures = {f.game.id: f for f in result.failed}
    assert failures[bad.id].index == 10
    assert "gap at action 4" in failures[gap.id].error
    assert result.sql_seconds >= 0 and result.replay_seconds >= 0
    assert caplog.records == []  # the caller logs each failure once, after marking it broken
