"""A table's life beyond the moves: closing without results, leaving, away seats, timers."""

from __future__ import annotations

import asyncio
from dataclasses import replace

import pytest
from storage_helpers import add_failing_trigger, play, raw, seats

from storage import (
    CLOSED_STATUSES,
    OPEN_STATUSES,
    Database,
    Game,
    GameNotActive,
    GameStatus,
    Seat,
    StaleVersion,
    StorageError,
)

NAMES = ["ana", "ben", "cleo", "dan"]
USERS = [101, 102, None, 104]  # cleo is a computer player


async def active_game(
    db: Database, channel: int = 10, seed: int = 1, timers: dict | None = None
) -> tuple[Game, list[dict]]:
    setup, actions, _ = play(NAMES, seed)
    game = await db.games.create(
        1, channel, seats=seats(NAMES, users=USERS), setup=setup, timers=timers
    )
    return game, actions


def test_every_status_is_open_or_closed() -> None:
    assert set(OPEN_STATUSES) | set(CLOSED_STATUSES) == set(GameStatus)
    assert not set(OPEN_STATUSES) & set(CLOSED_STATUSES)


def test_who_plays_a_seat() -> None:
    person = Seat.human(0, 101, "ana")
    assert not person.played_by_computer
    assert replace(person, away=True).played_by_computer
    assert replace(person, left=1).played_by_computer
    assert Seat.ai(1, "bot", "hard").played_by_computer
    for bad in (
        dict(ai_level="normal", away=True),
        dict(ai_level="normal", left=1),
        dict(user_id=1, left=0),
        dict(user_id=1, left=True),
        dict(user_id=1, away=1),
    ):
        with pytest.raises(ValueError):
            Seat(0, "x", **bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("status", ["cancelled", "abandoned", "broken"])
@pytest.mark.parametrize("started", [False, True], ids=["lobby", "active"])
async def test_closing_stores_why_clears_timers_and_frees_the_channel(
    db: Database, status: str, started: bool
) -> None:
    if started:
        game, _ = await active_game(db, timers={"turn": [0, 100.0]})
    else:
        game = await db.games.create(1, 10, timers={"expires": 100.0})
    assert (await db.games.get(game.id)).timers is not None  # type: ignore[union-attr]

    await db.games.set_status(game.id, status, reason=f"{status} for a test")
    closed = await db.games.get(game.id)
    assert closed is not None and closed.status == status and closed.status in CLOSED_STATUSES
    assert closed.end_reason == f"{status} for a test"
    assert closed.ended_at is not None and closed.timers is None
    assert closed.seats == game.seats and closed.setup == game.setup
    assert await db.games.active_game_in_channel(10) is None
    again = await db.games.create(1, 10)  # the channel is free
    assert again.id != game.id
    with pytest.raises(GameNotActive, match=f"is {status}"):
        await db.games.set_status(game.id, "cancelled")


async def test_closing_without_a_reason_and_what_set_status_refuses(db: Database) -> None:
    game, _ = await active_game(db)
    for status in ("finished", "lobby", "active"):
        with pytest.raises(ValueError, match="only closes"):
            await db.games.set_status(game.id, status)
    with pytest.raises(TypeError):
        await db.games.set_status(game.id, "broken", reason=42)  # type: ignore[arg-type]
    with pytest.raises(GameNotActive, match="is active"):
        await db.games.set_status(game.id, "abandoned", expected="lobby")
    with pytest.raises(GameNotActive, match="does not exist"):
        await db.games.set_status(999, "abandoned")
    assert (await db.games.get(game.id)).status is GameStatus.ACTIVE  # type: ignore[union-attr]
    await db.games.set_status(game.id, GameStatus.ABANDONED, expected=GameStatus.ACTIVE)
    closed = await db.games.get(game.id)
    assert closed is not None and closed.status is GameStatus.ABANDONED
    assert closed.end_reason is None


async def test_people_leave_in_order(db: Database) -> None:
    game, _ = await active_game(db)
    await db.games.set_away(game.id, 3, True)
    assert await db.games.leave_seat(game.id, 3) == 1
    assert await db.games.leave_seat(game.id, 0) == 2
    stored = await db.games.get(game.id)
    assert stored is not None
    assert [(s.user_id, s.left, s.away) for s in stored.seats] == [
        (101, 2, False),
        (102, None, False),
        (None, None, False),
        (104, 1, False),  # no longer away: gone
    ]
    assert [s.played_by_computer for s in stored.seats] == [True, False, True, True]
    # Another game counts its own departures from 1.
    other, _ = await active_game(db, channel=11, seed=2)
    assert await db.games.leave_seat(other.id, 1) == 1


async def test_leaving_is_refused_for_computers_twice_and_outside_play(db: Database) -> None:
    game, _ = await active_game(db)
    await db.games.leave_seat(game.id, 1)
    before = await db.games.get(game.id)
    for seat, why in ((2, "computer"), (1, "already left"), (5, "no seat 5")):
        with pytest.raises(ValueError, match=why):
            await db.games.leave_seat(game.id, seat)
    assert await db.games.get(game.id) == before

    lobby = await db.games.create(1, 11, seats=[Seat.human(0, 103, "eve")])
    with pytest.raises(GameNotActive, match="is lobby"):
        await db.games.leave_seat(lobby.id, 0)
    with pytest.raises(GameNotActive, match="does not exist"):
        await db.games.leave_seat(999, 0)
    await db.games.set_status(game.id, "cancelled")
    with pytest.raises(GameNotActive, match="is cancelled"):
        await db.games.leave_seat(game.id, 0)
    assert raw(db, "SELECT count(*) FROM game_seats WHERE left_order IS NOT NULL") == [(1,)]


async def test_away_round_trip(db: Database) -> None:
    game, _ = await active_game(db)
    await db.games.set_away(game.id, 1, True)
    seat = (await db.games.get(game.id)).seats[1]  # type: ignore[union-attr]
    assert seat.away and seat.played_by_computer and seat.user_id == 102
    assert [s.away for s in (await db.games.active_games())[0].seats] == [
        False,
        True,
        False,
        False,
    ]
    await db.games.set_away(game.id, 1, False)
    assert not (await db.games.get(game.id)).seats[1].away  # type: ignore[union-attr]

    with pytest.raises(ValueError, match="computer"):
        await db.games.set_away(game.id, 2, True)
    with pytest.raises(ValueError, match="no seat"):
        await db.games.set_away(game.id, 4, True)
    await db.games.leave_seat(game.id, 0)
    with pytest.raises(ValueError, match="has left"):
        await db.games.set_away(game.id, 0, True)
    await db.games.set_away(game.id, 0, False)  # already not away: nothing to do
    lobby = await db.games.create(1, 11, seats=[Seat.human(0, 103, "eve")])
    with pytest.raises(GameNotActive, match="is lobby"):
        await db.games.set_away(lobby.id, 0, True)
    assert raw(db, "SELECT count(*) FROM game_seats WHERE away = 1") == [(0,)]


async def test_timers_round_trip(db: Database) -> None:
    lobby = await db.games.create(1, 10, timers={"expires": 1800.5})
    assert lobby.timers == {"expires": 1800.5}
    assert await db.games.get(lobby.id) == lobby
    assert (await db.games.create(1, 11)).timers is None

    timers = {"turn": [2, 99.25], "draws": {"1": 5.0}, "expires": None, "timeouts": {"3": 1}}
    await db.games.set_timers(lobby.id, timers)
    assert (await db.games.get(lobby.id)).timers == timers  # type: ignore[union-attr]
    await db.games.set_timers(lobby.id, None)
    assert (await db.games.get(lobby.id)).timers is None  # type: ignore[union-attr]

    game, _ = await active_game(db, channel=12)
    await db.games.set_timers(game.id, {"turn": [0, 1.0]})
    assert (await db.games.active_games())[0].timers == {"turn": [0, 1.0]}
    with pytest.raises(TypeError):
        await db.games.set_timers(game.id, [1, 2])  # type: ignore[arg-type]
    with pytest.raises(GameNotActive, match="does not exist"):
        await db.games.set_timers(999, {})
    await db.games.set_status(game.id, "cancelled")
    with pytest.raises(GameNotActive, match="is cancelled"):
        await db.games.set_timers(game.id, {"turn": [0, 2.0]})
    assert (await db.games.get(game.id)).timers is None  # type: ignore[union-attr]


async def test_a_move_and_its_timers_commit_together(db: Database) -> None:
    game, actions = await active_game(db, timers={"turn": [0, 10.0]})
    first = {"turn": [1, 20.0], "draws": {}}
    await db.games.append_action(game.id, 0, actions[0]["player"], actions[0], timers=first)
    assert (await db.games.get(game.id)).timers == first  # type: ignore[union-attr]
    await db.games.append_action(game.id, 1, actions[1]["player"], actions[1])  # timers kept
    assert (await db.games.get(game.id)).timers == first  # type: ignore[union-attr]

    with pytest.raises(StaleVersion):  # refused: its timers are not written either
        await db.games.append_action(
            game.id, 1, actions[1]["player"], actions[1], timers={"turn": [3, 0.0]}
        )
    assert (await db.games.get(game.id)).timers == first  # type: ignore[union-attr]
    assert await db.games.action_count(game.id) == 2
    with pytest.raises(TypeError):
        await db.games.append_action(game.id, 2, actions[2]["player"], actions[2], timers=[1])  # type: ignore[arg-type]

    await db.games.set_status(game.id, "cancelled")
    with pytest.raises(GameNotActive):
        await db.games.append_action(
            game.id, 2, actions[2]["player"], actions[2], timers={"turn": [3, 0.0]}
        )
    assert raw(db, "SELECT timers FROM games WHERE id = ?", (game.id,)) == [(None,)]


async def test_group_commit_writes_the_timers_of_every_stored_move(db: Database) -> None:
    games = [await active_game(db, channel=100 + i, seed=i) for i in range(12)]
    calls = []
    for game, actions in games:
        good = {"turn": [game.id, 1.0]}
        calls.append(db.games.append_action(game.id, 0, actions[0]["player"], actions[0]))
        calls.append(
            db.games.append_action(game.id, 1, actions[1]["player"], actions[1], timers=good)
        )
        # a stale duplicate of the same move, with other timers, in the same batch
        calls.append(
            db.games.append_action(
                game.id, 1, actions[1]["player"], actions[1], timers={"turn": [0, 0.0]}
            )
        )
    outcomes = await asyncio.gather(*calls, return_exceptions=True)
    kinds = [type(o).__name__ for o in outcomes]
    assert kinds == ["StoredAction", "StoredAction", "StaleVersion"] * len(games)
    assert len({o.created_at for o in outcomes if not isinstance(o, BaseException)}) == 1
    for game, _ in games:
        stored = await db.games.get(game.id)
        assert stored is not None and stored.timers == {"turn": [game.id, 1.0]}
        assert await db.games.action_count(game.id) == 2


async def test_a_batch_only_fast_path_still_writes_timers(db: Database) -> None:
    """Every append of the batch is stored: one executemany for actions, one for timers."""
    games = [await active_game(db, channel=100 + i, seed=i) for i in range(5)]
    await asyncio.gather(
        *(
            db.games.append_action(g.id, 0, a[0]["player"], a[0], timers={"n": i})
            for i, (g, a) in enumerate(games)
        )
    )
    assert [(await db.games.get(g.id)).timers for g, _ in games] == [  # type: ignore[union-attr]
        {"n": i} for i in range(5)
    ]


async def test_a_failing_move_or_timers_write_spoils_only_its_own_append(db: Database) -> None:
    games = [await active_game(db, channel=100 + i, seed=i, timers={"old": 1}) for i in range(6)]
    bad_action, bad_timers = games[1][0].id, games[4][0].id
    add_failing_trigger(db, "game_actions", f"NEW.game_id = {bad_action}")
    add_failing_trigger(
        db, "games", f"NEW.id = {bad_timers}", name="timers_fault", event="UPDATE OF timers"
    )
    outcomes = await asyncio.gather(
        *(
            db.games.append_action(g.id, 0, a[0]["player"], a[0], timers={"new": g.id})
            for g, a in games
        ),
        return_exceptions=True,
    )
    for (game, _), outcome in zip(games, outcomes, strict=True):
        stored = await db.games.get(game.id)
        assert stored is not None
        if game.id in (bad_action, bad_timers):
            assert isinstance(outcome, StorageError) and "injected fault" in str(outcome)
            # neither the move nor its timers: they stand or fall together
            assert stored.timers == {"old": 1}
            assert await db.games.action_count(game.id) == 0
        else:
            assert not isinstance(outcome, BaseException), outcome
            assert stored.timers == {"new": game.id}
            assert await db.games.action_count(game.id) == 1


async def test_seats_and_settings_change_together(db: Database) -> None:
    host, guest = Seat.human(0, 101, "ana"), Seat.human(1, 102, "ben")
    lobby = await db.games.create(1, 10, settings={"host_id": 101}, seats=[host, guest])
    # The host leaves: ben takes seat 0 and the host role, in one transaction.
    await db.games.set_seats(lobby.id, [Seat.human(0, 102, "ben")], settings={"host_id": 102})
    stored = await db.games.get(lobby.id)
    assert stored is not None and stored.settings == {"host_id": 102}
    assert stored.seats == (Seat.human(0, 102, "ben"),)
    await db.games.set_seats(lobby.id, [Seat.human(0, 102, "ben"), Seat.ai(1, "bot", "easy")])
    assert (await db.games.get(lobby.id)).settings == {"host_id": 102}  # type: ignore[union-attr]

    before = await db.games.get(lobby.id)
    add_failing_trigger(db, "game_seats", "NEW.user_id = 103")
    with pytest.raises(StorageError, match="injected fault"):
        await db.games.set_seats(lobby.id, [Seat.human(0, 103, "cleo")], settings={"host_id": 103})
    assert await db.games.get(lobby.id) == before
    with pytest.raises(TypeError):
        await db.games.set_seats(lobby.id, [], settings=[1])  # type: ignore[arg-type]

    game, _ = await active_game(db, channel=11)
    with pytest.raises(GameNotActive, match="is active"):
        await db.games.set_seats(game.id, game.seats, settings={"host_id": 1})
    assert (await db.games.get(game.id)).settings == {}  # type: ignore[union-attr]
