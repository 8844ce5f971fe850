"""Results: one transaction finishes the game, stores every seat and updates the guild totals."""

from __future__ import annotations

from dataclasses import replace

import pytest
from storage_helpers import add_failing_trigger, drop_trigger, play, raw, record, seats

import dobro_rules as dr
from standings import SeatPlay, judge
from storage import Database, GameNotActive, GameStatus, Seat, StorageError

NAMES = ["ana", "ben", "bot"]


async def finished_game(
    db: Database, *, seed: int, channel: int, guild: int = 1, users=(101, 102, None)
):
    """A game played to its end with every action stored; returns (game, final state)."""
    setup, actions, state = play(NAMES, seed)
    game = await db.games.create(guild, channel, seats=seats(NAMES, users=list(users)), setup=setup)
    for seq, action in enumerate(actions):
        await db.games.append_action(game.id, seq, action["player"], action)
    return game, state


async def test_results_finish_the_game_and_count_for_humans_only(db: Database) -> None:
    game, state = await finished_game(db, seed=4, channel=10)
    standings = dr.standings(state)
    result = await record(db, game.id, standings)

    assert [(r.seat, r.position, r.total, r.winner) for r in result.seats] == [
        (s.seat, s.position, s.total, s.winner) for s in standings
    ]
    stored = await db.results.for_game(game.id)
    assert stored == result
    bot = next(r for r in result.seats if r.name == "bot")
    assert bot.is_ai and bot.user_id is None
    finished = await db.games.get(game.id)
    assert finished is not None and finished.status is GameStatus.FINISHED
    assert finished.ended_at == result.ended_at
    assert await db.games.active_game_in_channel(10) is None

    by_name = {s.name: s for s in standings}
    for user, name in ((101, "ana"), (102, "ben")):
        totals = await db.leaderboard.player_totals(1, user)
        assert totals is not None
        s = by_name[name]
        assert (totals.games, totals.wins, totals.points, totals.rounds, totals.cards) == (
            1,
            int(s.winner),
            s.total,
            len(s.round_points),
            sum(s.cards),
        )
    assert await db.leaderboard.count(1) == 2  # the computer player is on no leaderboard
    assert raw(db, "SELECT count(*) FROM guild_player_totals WHERE user_id IS NULL") == [(0,)]


async def test_results_are_recorded_once(db: Database) -> None:
    game, state = await finished_game(db, seed=4, channel=10)
    await record(db, game.id, dr.standings(state))
    before = raw(db, "SELECT * FROM guild_player_totals")
    with pytest.raises(GameNotActive, match="is finished"):
        await record(db, game.id, dr.standings(state))
    assert raw(db, "SELECT * FROM guild_player_totals") == before


async def test_totals_accumulate_per_guild(db: Database) -> None:
    expected: dict[tuple[int, int], list[int]] = {}
    for i, guild in enumerate((1, 1, 2, 1)):
        game, state = await finished_game(db, seed=i, channel=10 + i, guild=guild)
        for s in dr.standings(state):
            user = {"ana": 101, "ben": 102}.get(s.name)
            if user is not None:
                t = expected.setdefault((guild, user), [0, 0, 0, 0, 0])
                t[0] += 1
                t[1] += int(s.winner)
                t[2] += s.total
                t[3] += len(s.round_points)
                t[4] += sum(s.cards)
        await record(db, game.id, dr.standings(state))
    for (guild, user), t in expected.items():
        totals = await db.leaderboard.player_totals(guild, user)
        assert totals is not None
        assert [totals.games, totals.wins, totals.points, totals.rounds, totals.cards] == t
    assert (await db.leaderboard.player_totals(1, 101)).games == 3  # type: ignore[union-attr]
    assert (await db.leaderboard.player_totals(2, 101)).games == 1  # type: ignore[union-attr]


async def test_failed_results_transaction_leaves_nothing_half_written(db: Database) -> None:
    game, state = await finished_game(db, seed=4, channel=10)
    # The last write of the transaction fails: results rows and the status change came first.
    add_failing_trigger(db, "guild_player_totals", "NEW.user_id = 102")
    with pytest.raises(StorageError, match="injected fault"):
        await record(db, game.id, dr.standings(state))
    assert raw(db, "SELECT count(*) FROM game_results") == [(0,)]
    assert raw(db, "SELECT count(*) FROM guild_player_totals") == [(0,)]
    still = await db.games.get(game.id)
    assert still is not None and still.status is GameStatus.ACTIVE and still.ended_at is None
    drop_trigger(db, "fault", "guild_player_totals")
    await record(db, game.id, dr.standings(state))  # and it can be retried
    assert raw(db, "SELECT count(*) FROM guild_player_totals") == [(2,)]


async def test_standings_that_do_not_match_the_seats_change_nothing(db: Database) -> None:
    game, state = await finished_game(db, seed=4, channel=10)
    good = dr.standings(state)
    changed = good[2].model_copy  # no validation: a wrong type gets through, as from a bug
    bad_lists = [
        good[:2],  # a seat missing
        [*good[:2], changed(update={"name": "someone"})],
        [*good[:2], changed(update={"seat": 5})],
        [*good[:2], changed(update={"total": "7"})],
        [*good[:2], changed(update={"cards": [-1, 2, 3]})],
    ]
    for standings in bad_lists:
        with pytest.raises(ValueError):
            await record(db, game.id, standings)
    # A verdict storage cannot keep: a position past the seats, a computer counted.
    verdict = judge(good, [SeatPlay(s.seat, s.seat < 2, 20, 20) for s in good])
    for bad in ({"position": 9}, {"counted": True}):
        rows = tuple(
            replace(s, **bad) if s.name == "bot" else s  # the computer's seat
            for s in verdict.standings
        )
        with pytest.raises(ValueError):
            await db.results.record_results(game.id, replace(verdict, standings=rows))
    assert raw(db, "SELECT count(*) FROM game_results") == [(0,)]
    assert (await db.games.get(game.id)).status is GameStatus.ACTIVE  # type: ignore[union-attr]
    with pytest.raises(GameNotActive):
        await record(db, 999, good)


async def test_history_in_end_order_with_positions(db: Database) -> None:
    ids = []
    for i, guild in enumerate((1, 2, 1, 1, 2)):
        game, state = await finished_game(db, seed=i, channel=10 + i, guild=guild)
        await record(db, game.id, dr.standings(state))
        ids.append((game.id, guild))
    # Two games may end in the same millisecond: ended_at then id decides.
    raw(db, "UPDATE games SET ended_at = '2030-01-01T00:00:00.000Z' WHERE id IN (4, 5)")
    everything = await db.results.history()
    assert [g.game_id for g in everything] == [1, 2, 3, 4, 5]
    assert all(len(g.seats) == 3 for g in everything)
    assert all(
        [r.position for r in g.seats] == sorted(r.position for r in g.seats) for g in everything
    )
    pages, after = [], None
    while page := await db.results.history(1, after=after, limit=2):
        pages.append([g.game_id for g in page])
        after = (page[-1].ended_at, page[-1].game_id)
    assert pages == [[1, 3], [4]]


async def test_a_person_who_left_keeps_their_user_id_in_results_and_totals(
    db: Database,
) -> None:
    """Leaving is a forfeit: the game counts for the person who left, under their user id."""
    game, state = await finished_game(db, seed=4, channel=10)  # ana 101, ben 102, bot
    await db.games.set_timers(game.id, {"turn": [0, 1.5]})
    assert await db.games.leave_seat(game.id, 1) == 1  # ben leaves during the game
    after = await db.games.get(game.id)
    assert after is not None and after.seats[1] == replace(Seat.human(1, 102, "ben"), left=1)

    # The service ranks whoever left last; the names must still match the seats.
    standings = dr.standings(state)
    ben = next(s for s in standings if s.name == "ben")
    with pytest.raises(ValueError, match="seat 1 is 'ben'"):
        await record(
            db,
            game.id,
            [s if s is not ben else ben.model_copy(update={"name": "ana"}) for s in standings],
        )
    result = await record(db, game.id, standings)
    by_name = {r.name: r for r in result.seats}
    assert (by_name["ben"].user_id, by_name["ben"].is_ai, by_name["ben"].left) == (102, False, True)
    assert not by_name["ana"].left and not by_name["bot"].left and by_name["bot"].is_ai
    assert await db.results.for_game(game.id) == result
    assert (await db.results.history(1)) == [result]
    totals = await db.leaderboard.player_totals(1, 102)
    assert totals is not None and (totals.games, totals.points) == (1, ben.total)
    assert await db.leaderboard.count(1) == 2
    finished = await db.games.get(game.id)
    assert finished is not None and finished.status is GameStatus.FINISHED
    assert finished.timers is None  # a closed game has no deadlines
    with pytest.raises(GameNotActive, match="is finished"):
        await db.games.leave_seat(game.id, 0)
