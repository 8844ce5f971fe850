"""Games as event logs: lifecycle, appends with sequence checks, group commit, bad input."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from storage_helpers import add_failing_trigger, play, raw, record, replayed, seats

import dobro_rules as dr
from storage import (
    ChannelBusy,
    ConflictError,
    Database,
    GameNotActive,
    GameStatus,
    Seat,
    StaleVersion,
    StorageError,
)

NAMES = ["ana", "ben", "cleo"]


async def active_game(db: Database, channel: int = 10, seed: int = 1, guild: int = 1):
    setup, actions, _ = play(NAMES, seed)
    game = await db.games.create(
        guild, channel, seats=seats(NAMES, users=[101, 102, None]), setup=setup
    )
    return game, setup, actions


async def test_lobby_to_active_to_cancelled(db: Database) -> None:
    lobby = await db.games.create(1, 10, settings={"timer": 60, "draw": "auto"})
    assert lobby.status is GameStatus.LOBBY and lobby.setup is None and lobby.seats == ()
    assert await db.games.active_game_in_channel(10) == lobby
    assert await db.games.lobby_games() == [lobby]

    await db.games.set_seats(lobby.id, [Seat.human(0, 101, "ana")])
    await db.games.set_seats(lobby.id, seats(NAMES, users=[101, 102, None]))
    await db.games.set_table_message(lobby.id, 555)
    setup, _, _ = play(NAMES, 1, upto=0)
    game = await db.games.start(lobby.id, setup)
    assert game.status is GameStatus.ACTIVE and game.setup == setup
    assert game.started_at is not None and game.table_message_id == 555
    assert [s.is_ai for s in game.seats] == [False, False, True]
    assert game.settings == {"timer": 60, "draw": "auto"}
    assert await db.games.get(game.id) == game
    assert await db.games.active_games() == [game]
    assert await db.games.lobby_games() == []

    with pytest.raises(GameNotActive):
        await db.games.start(game.id, setup)  # already started
    with pytest.raises(GameNotActive):
        await db.games.set_seats(game.id, [])  # seats are fixed once dealt
    await db.games.set_status(game.id, "cancelled", expected="active")
    cancelled = await db.games.get(game.id)
    assert cancelled is not None and cancelled.status is GameStatus.CANCELLED
    assert cancelled.ended_at is not None
    assert await db.games.active_game_in_channel(10) is None
    with pytest.raises(GameNotActive):
        await db.games.set_status(game.id, "cancelled")
    with pytest.raises(ValueError, match="only closes"):
        await db.games.set_status(game.id, "finished")


async def test_one_open_game_per_channel(db: Database) -> None:
    first = await db.games.create(1, 10)
    with pytest.raises(ChannelBusy) as info:
        await db.games.create(1, 10)
    assert info.value.game_id == first.id and isinstance(info.value, ConflictError)
    other = await db.games.create(1, 11)  # another channel is fine
    await db.games.set_status(first.id, "cancelled")
    again = await db.games.create(1, 10)
    assert again.id not in (first.id, other.id)


async def test_simultaneous_creates_in_one_channel(db: Database) -> None:
    outcomes = await asyncio.gather(
        *(db.games.create(1, 10) for _ in range(5)), return_exceptions=True
    )
    assert sum(not isinstance(o, BaseException) for o in outcomes) == 1
    assert sum(isinstance(o, ChannelBusy) for o in outcomes) == 4
    assert raw(db, "SELECT count(*) FROM games") == [(1,)]


async def test_actions_are_stored_in_order_and_replay(db: Database) -> None:
    game, setup, actions = await active_game(db)
    for seq, action in enumerate(actions):
        stored = await db.games.append_action(game.id, seq, action["player"], action)
        assert stored.seq == seq and stored.action == action
    assert await db.games.action_count(game.id) == len(actions)
    assert [a.action for a in await db.games.actions(game.id)] == actions
    assert [a.seq for a in await db.games.actions(game.id, start=5)][:2] == [5, 6]
    record = await db.games.record(game.id)
    assert record == {**setup, "actions": actions}
    assert dr.state_json(dr.replay(record)) == replayed(setup, actions)


async def test_stale_and_skipped_sequence_numbers_are_refused(db: Database) -> None:
    game, _, actions = await active_game(db)
    for seq in range(3):
        await db.games.append_action(game.id, seq, actions[seq]["player"], actions[seq])
    with pytest.raises(StaleVersion) as info:
        await db.games.append_action(game.id, 2, actions[3]["player"], actions[3])
    assert (info.value.expected_seq, info.value.actual_seq) == (2, 3)
    assert "already has 3 actions" in str(info.value)
    with pytest.raises(StaleVersion):
        await db.games.append_action(game.id, 5, actions[3]["player"], actions[3])
    assert [a.action for a in await db.games.actions(game.id)] == actions[:3]


async def test_two_writers_race_for_the_same_move(db: Database) -> None:
    game, _, actions = await active_game(db)
    for seq in range(17):
        await db.games.append_action(game.id, seq, actions[seq]["player"], actions[seq])
    a, b = actions[17], {**actions[17]}
    outcomes = await asyncio.gather(
        db.games.append_action(game.id, 17, a["player"], a),
        db.games.append_action(game.id, 17, b["player"], b),
        return_exceptions=True,
    )
    assert sorted(type(o).__name__ for o in outcomes) == ["StaleVersion", "StoredAction"]
    assert await db.games.action_count(game.id) == 18


async def test_two_processes_race_for_the_same_move(db_path: Path) -> None:
    one = await Database.open(db_path)
    two = await Database.open(db_path)
    try:
        game, _, actions = await active_game(one)
        for seq in range(17):
            await one.games.append_action(game.id, seq, actions[seq]["player"], actions[seq])
        outcomes = await asyncio.gather(
            one.games.append_action(game.id, 17, actions[17]["player"], actions[17]),
            two.games.append_action(game.id, 17, actions[17]["player"], actions[17]),
            return_exceptions=True,
        )
        assert sorted(type(o).__name__ for o in outcomes) == ["StaleVersion", "StoredAction"]
    finally:
        await one.close()
        await two.close()


async def test_appends_to_games_that_are_not_active(db: Database) -> None:
    lobby = await db.games.create(1, 10)
    action = {"player": "ana", "play": ["5"]}
    with pytest.raises(GameNotActive, match="is lobby"):
        await db.games.append_action(lobby.id, 0, "ana", action)
    with pytest.raises(GameNotActive, match="does not exist"):
        await db.games.append_action(999, 0, "ana", action)
    game, _, actions = await active_game(db, channel=11)
    await db.games.set_status(game.id, "cancelled")
    with pytest.raises(GameNotActive, match="is cancelled"):
        await db.games.append_action(game.id, 0, actions[0]["player"], actions[0])
    assert raw(db, "SELECT count(*) FROM game_actions") == [(0,)]


async def test_group_commit_keeps_the_good_appends_of_a_mixed_batch(db: Database) -> None:
    games = [await active_game(db, channel=100 + i, seed=i) for i in range(20)]
    calls = []
    for game, _, actions in games:
        calls.append(db.games.append_action(game.id, 0, actions[0]["player"], actions[0]))
        # a stale duplicate and a skip in the same batch, for every game
        calls.append(db.games.append_action(game.id, 0, actions[0]["player"], actions[0]))
        calls.append(db.games.append_action(game.id, 2, actions[2]["player"], actions[2]))
        calls.append(db.games.append_action(game.id, 1, actions[1]["player"], actions[1]))
    outcomes = await asyncio.gather(*calls, return_exceptions=True)
    kinds = [type(o).__name__ for o in outcomes]
    assert kinds == ["StoredAction", "StaleVersion", "StaleVersion", "StoredAction"] * 20
    for game, _, actions in games:
        assert [a.action for a in await db.games.actions(game.id)] == actions[:2]


async def test_a_failing_append_does_not_spoil_its_batch(db: Database) -> None:
    games = [await active_game(db, channel=100 + i, seed=i) for i in range(10)]
    victim = games[3][0].id
    add_failing_trigger(db, "game_actions", f"NEW.game_id = {victim} AND NEW.seq = 1")
    for seq in range(3):
        calls = [
            db.games.append_action(game.id, seq, actions[seq]["player"], actions[seq])
            for game, _, actions in games
        ]
        outcomes = await asyncio.gather(*calls, return_exceptions=True)
        for (game, _, _), outcome in zip(games, outcomes, strict=True):
            if game.id == victim and seq >= 1:
                assert isinstance(outcome, StorageError)
            else:
                assert not isinstance(outcome, BaseException), outcome
    counts = dict(raw(db, "SELECT game_id, count(*) FROM game_actions GROUP BY game_id"))
    assert counts.pop(victim) == 1
    assert set(counts.values()) == {3}


@pytest.mark.parametrize("turns", [0, 1, 2, 3])
async def test_a_write_cancelled_on_its_way_leaves_the_connection_usable(
    db: Database, turns: int
) -> None:
    """Issue 35: a caller cancelled while its transaction's BEGIN was on its way (a hand's
    first-contact check given up after 0.5 s) left SQLite's write connection inside that
    transaction, and every later write failed ("cannot start a transaction within a
    transaction"): tables could not be opened. Cancelled at any point, nothing is left open
    and nothing of the cancelled write is kept."""

    async def write() -> None:
        async with db.transaction() as conn:
            await conn.execute("UPDATE games SET channel_id = 77 WHERE id = 1")

    game, _, actions = await active_game(db)
    task = asyncio.create_task(write())
    for _ in range(turns):
        await asyncio.sleep(0)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    snapshot = asyncio.create_task(db.fetch_snapshot([("SELECT count(*) FROM games", ())]))
    for _ in range(turns):
        await asyncio.sleep(0)
    snapshot.cancel()
    with pytest.raises(asyncio.CancelledError):
        await snapshot
    stored = await db.games.append_action(game.id, 0, actions[0]["player"], actions[0])
    assert stored.seq == 0
    other, _, _ = await active_game(db, channel=11, seed=2)  # a transaction of its own
    assert (await db.games.get(game.id)).channel_id == 10
    assert (await db.games.get(other.id)).channel_id == 11
    assert [a.action for a in await db.games.actions(game.id)] == actions[:1]


async def test_bad_input_changes_nothing(db: Database) -> None:
    game, _, actions = await active_game(db)
    bad_appends = [
        (game.id, 0, "ana", ["play"]),  # not a dict
        (game.id, 0, "ben", {"player": "ana", "play": ["5"]}),  # actor ≠ player
        (game.id, -1, "ana", {"player": "ana"}),
        (game.id, True, "ana", {"player": "ana"}),
        (game.id, 0, "", {"player": ""}),
        (game.id, 0, "ana", {"player": "ana", "play": {1, 2}}),  # not JSON
        (0, 0, "ana", {"player": "ana"}),
    ]
    for args in bad_appends:
        with pytest.raises((ValueError, TypeError)):
            await db.games.append_action(*args)
    setup, _, _ = play(NAMES, 1, upto=0)
    bad_creates = [
        dict(guild_id=0, channel_id=5),
        dict(guild_id=1, channel_id=5, seats=[Seat.human(1, 7, "ana")]),  # seats from 1
        dict(guild_id=1, channel_id=5, seats=seats(["a", "a"], users=[1, 2])),
        dict(guild_id=1, channel_id=5, seats=seats(["a", "b"], users=[1, 1])),
        dict(guild_id=1, channel_id=5, setup=setup, seats=seats(["x", "y", "z"], users=[1, 2, 3])),
        dict(guild_id=1, channel_id=5, setup={**setup, "actions": actions[:1]}, seats=[]),
        dict(guild_id=1, channel_id=5, settings={"x": object()}),
    ]
    for kwargs in bad_creates:
        with pytest.raises((ValueError, TypeError)):
            await db.games.create(**kwargs)
    with pytest.raises(ValueError):
        Seat(0, "ana", user_id=1, ai_level="normal")
    assert raw(db, "SELECT count(*) FROM games") == [(1,)]
    assert raw(db, "SELECT count(*) FROM game_actions") == [(0,)]


async def test_failed_create_leaves_no_half_game(db: Database) -> None:
    add_failing_trigger(db, "game_seats", "NEW.seat = 2")
    setup, _, _ = play(NAMES, 1, upto=0)
    with pytest.raises(StorageError, match="injected fault"):
        await db.games.create(1, 10, seats=seats(NAMES, users=[1, 2, 3]), setup=setup)
    assert raw(db, "SELECT count(*) FROM games") == [(0,)]
    assert raw(db, "SELECT count(*) FROM game_seats") == [(0,)]
    assert await db.games.active_game_in_channel(10) is None


async def test_actions_survive_reopening(db_path: Path) -> None:
    db = await Database.open(db_path)
    game, setup, actions = await active_game(db)
    for seq, action in enumerate(actions[:30]):
        await db.games.append_action(game.id, seq, action["player"], action)
    await db.close()
    with pytest.raises(StorageError, match="closed"):
        await db.games.get(game.id)
    db = await Database.open(db_path)
    try:
        assert await db.games.record(game.id) == {**setup, "actions": actions[:30]}
    finally:
        await db.close()


async def test_close_waits_for_submitted_appends(db_path: Path) -> None:
    db = await Database.open(db_path)
    games = [await active_game(db, channel=100 + i, seed=i) for i in range(30)]
    tasks = [
        asyncio.create_task(db.games.append_action(g.id, 0, a[0]["player"], a[0]))
        for g, _, a in games
    ]
    await asyncio.sleep(0)  # submitted, not yet committed
    await db.close()
    assert all(t.done() and t.exception() is None for t in tasks)
    assert raw(db_path, "SELECT count(*) FROM game_actions") == [(30,)]


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    plan=st.lists(st.tuples(st.integers(0, 2), st.integers(-1, 2)), min_size=1, max_size=40),
    seed=st.integers(0, 1000),
)
def test_any_interleaving_keeps_logs_contiguous(
    tmp_path_factory: pytest.TempPathFactory, plan: list[tuple[int, int]], seed: int
) -> None:
    """Writers that guess the next seq (right, behind or ahead) in any order and grouping:
    exactly the appends that were acknowledged are stored, as a gap-free prefix."""

    async def run() -> None:
        db = await Database.open(tmp_path_factory.mktemp("h") / "h.sqlite3")
        try:
            games = [await active_game(db, channel=10 + i, seed=seed + i) for i in range(3)]
            expected: dict[int, list[dict]] = {g.id: [] for g, _, _ in games}
            rng = random.Random(seed)
            i = 0
            while i < len(plan):
                chunk = plan[i : i + rng.randint(1, 8)]
                i += len(chunk)
                calls, guesses = [], []
                known = {gid: len(v) for gid, v in expected.items()}
                for which, offset in chunk:
                    game, _, actions = games[which]
                    seq = max(0, known[game.id] + offset)
                    if seq >= len(actions):
                        continue
                    calls.append(
                        db.games.append_action(game.id, seq, actions[seq]["player"], actions[seq])
                    )
                    guesses.append((game.id, seq, actions[seq]))
                outcomes = await asyncio.gather(*calls, return_exceptions=True)
                for (gid, seq, action), outcome in zip(guesses, outcomes, strict=True):
                    if isinstance(outcome, BaseException):
                        assert isinstance(outcome, StaleVersion)
                        assert seq != len(expected[gid])
                    else:
                        assert seq == len(expected[gid])
                        expected[gid].append(action)
            for game, _, _ in games:
                assert [a.action for a in await db.games.actions(game.id)] == expected[game.id]
        finally:
            await db.close()

    asyncio.run(run())


@pytest.mark.sqlite_only  # SQLite query plans
async def test_last_finished_game_of_a_channel(db: Database) -> None:
    """`/dobro export` after a restart: the newest finished game of the channel, from disk."""
    assert await db.games.last_finished_in_channel(10) is None
    finished = []
    for seed in (1, 2):
        game, setup, actions = await active_game(db, channel=10, seed=seed)
        for seq, action in enumerate(actions):
            await db.games.append_action(game.id, seq, action["player"], action)
        await record(db, game.id, dr.standings(dr.replay(setup | {"actions": actions})))
        finished.append(game.id)
    await active_game(db, channel=11, seed=3)
    await db.games.create(1, 10)  # a new table in the channel: open, not finished
    last = await db.games.last_finished_in_channel(10)
    assert last is not None and last.id == finished[-1] and last.status is GameStatus.FINISHED
    assert [s.name for s in last.seats] == NAMES
    assert await db.games.last_finished_in_channel(11) is None  # active, not finished
    plan = raw(
        db.path,
        "EXPLAIN QUERY PLAN SELECT id FROM games"
        " WHERE channel_id = 10 AND status = 'finished' ORDER BY id DESC LIMIT 1",
    )
    assert any("games_channel_finished" in str(row) for row in plan)


async def test_table_and_ping_messages_are_remembered(db: Database) -> None:
    """Both messages survive a restart (the ping so a restarted bot can delete it)."""
    game = await db.games.create(1, 10)
    await db.games.set_table_message(game.id, 555)
    await db.games.set_ping_message(game.id, 777)
    stored = await db.games.get(game.id)
    assert (stored.table_message_id, stored.ping_message_id) == (555, 777)
    await db.games.set_ping_message(game.id, None)
    assert (await db.games.get(game.id)).ping_message_id is None
    with pytest.raises(ValueError):
        await db.games.set_ping_message(game.id, -1)
    with pytest.raises(GameNotActive):
        await db.games.set_ping_message(game.id + 100, 777)
