"""Storage under the counting policy (issue 20, migration 12): who chose each move, the verdict
kept with the results and read the same way everywhere, standings rewrites computed outside the
write lock and written at once, the upgrade of earlier databases, and messages Discord refuses
for good."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path

import pytest
from storage_helpers import play, raw, raw_many, record, seats
from test_storage_forget_void import GAMES, GUILD, ratings_of, seed, totals_of
from test_storage_results import finished_game

import dobro_rules as dr
from standings import SeatPlay, judge, rate_values, seat_plays
from storage import Database, schema

NAMES = ["ana", "ben", "bot"]


async def all_changes(db: Database) -> list[tuple[int, int, int, float, float]]:
    rows = raw(
        db,
        "SELECT game_id, league_id, user_id, mu_after, sigma_after"
        " FROM rating_changes ORDER BY game_id, league_id, user_id",
    )
    return [(r[0], r[1], r[2], round(r[3], 9), round(r[4], 9)) for r in rows]


async def test_who_chose_each_move_is_stored_and_read_by_seat(db: Database) -> None:
    setup, actions, _ = play(NAMES, 3, upto=30)
    game = await db.games.create(1, 10, seats=seats(NAMES, users=[101, 102, None]), setup=setup)
    for seq, action in enumerate(actions):
        player = action["player"]
        origin = "computer" if player == "bot" else "timeout" if seq % 3 == 0 else "person"
        await db.games.append_action(game.id, seq, player, action, origin=origin)
        if seq == 19:
            await db.games.leave_seat(game.id, 1)  # ben leaves after 20 moves
    stored = await db.games.actions(game.id)
    assert [a.origin for a in stored[:4]] == [
        "computer" if a.actor == "bot" else "timeout" if a.seq % 3 == 0 else "person"
        for a in stored[:4]
    ]
    plays = {p.seat: p for p in seat_plays(await db.games.play_log(game.id))}
    ana = [a for a in actions if a["player"] == "ana"]
    ben_before = [a for i, a in enumerate(actions[:20]) if a["player"] == "ben"]
    assert plays[0].moves == len(ana) and plays[0].person and plays[0].left is None
    assert plays[0].own_moves == sum(
        1 for i, a in enumerate(actions) if a["player"] == "ana" and i % 3 != 0
    )
    assert plays[1].moves == len(ben_before) and plays[1].left == 1  # only before leaving
    assert not plays[2].person
    with pytest.raises(ValueError):
        await db.games.append_action(game.id, 30, "ana", actions[0], origin="robot")


async def test_the_verdict_is_kept_and_only_counted_people_reach_totals_and_ratings(
    db: Database,
) -> None:
    game, state = await finished_game(db, seed=4, channel=10)
    standings = dr.standings(state)
    # Ana played every move; Ben's were all the timer's: nothing counts.
    result = await record(db, game.id, standings, played={1: (0, 40)}, rate=rate_values)
    assert result.count_reason == "too_few" and not result.counts
    assert not any(r.counted for r in result.seats)
    assert raw(db, "SELECT count(*) FROM guild_player_totals") == [(0,)]
    assert raw(db, "SELECT count(*) FROM ratings") == [(0,)]
    assert (await db.results.for_game(game.id)).count_reason == "too_few"
    assert await db.stats.player(1, 101) is None
    assert await db.results.history(1) == []
    (shown,) = (await db.boards.history(1)).games
    assert shown.count_reason == "too_few"


async def test_a_forget_me_rewrite_equals_a_recompute_from_scratch(db: Database) -> None:
    await seed(db)
    await db.results.forget_player(GUILD, 102, rate_values)
    incremental = (ratings_of(await db.ratings.all(GUILD)), await all_changes(db))
    await db.ratings.recompute(GUILD, rate_values)
    assert (ratings_of(await db.ratings.all(GUILD)), await all_changes(db)) == incremental
    names = raw(db, "SELECT name FROM game_results WHERE forgotten = 1")
    assert names and all(n.startswith("former player") for (n,) in names)  # no name is left


async def test_a_game_ending_during_a_rewrite_is_rated_on_top(db: Database) -> None:
    ids = await seed(db)
    plan = await db.ratings.plan(GUILD, since=None)
    plan.compute(rate_values)
    late, state = await finished_game(db, seed=77, channel=700, users=(101, 103, None))
    await record(db, late.id, dr.standings(state), rate=rate_values)  # rated on the old values
    async with db.transaction(guild=GUILD, only_guild=True) as conn:
        await plan.write(conn, rate_values, "2030-01-01T00:00:00.000Z")
    written = (ratings_of(await db.ratings.all(GUILD)), await all_changes(db))
    await db.ratings.recompute(GUILD, rate_values)
    assert (ratings_of(await db.ratings.all(GUILD)), await all_changes(db)) == written
    assert {c.user_id for c in await db.ratings.changes(late.id)} == {101, 103}
    assert len(ids) == len(GAMES)


async def test_a_void_touches_only_the_totals_of_its_people(db: Database) -> None:
    ids = await seed(db)
    before = {t[0]: t for t in await totals_of(db, GUILD)}
    await db.results.void_game(GUILD, ids[4], "test", rate_values)  # 102 and 103
    after = {t[0]: t for t in await totals_of(db, GUILD)}
    assert after[101] == before[101]
    assert after[102][1] == before[102][1] - 1 and after[103][1] == before[103][1] - 1


async def test_an_upgrade_judges_earlier_games_and_rates_every_guild_once(db_path: Path) -> None:
    """A version 11 file: a game of two people counts, one against computers does not; totals
    are rebuilt from what counts, and each guild is owed one rating (a start-up job)."""
    conn = sqlite3.connect(db_path, isolation_level=None)
    conn.execute("BEGIN")
    for migration in schema.MIGRATIONS[:11]:
        for statement in migration.statements:
            conn.execute(statement)
    conn.execute("PRAGMA user_version = 11")
    for game_id, users in ((1, (101, 102, None)), (2, (101, None, None))):
        setup, _, state = play(NAMES, game_id)
        conn.execute(
            "INSERT INTO games (id, guild_id, channel_id, status, settings, setup, created_at,"
            " started_at, ended_at) VALUES (?, 5, ?, 'finished', '{}', ?, 'x', 'x', ?)",
            (game_id, 10 + game_id, json.dumps(setup), f"2025-01-0{game_id}T00:00:00.000Z"),
        )
        for s in dr.standings(state):
            user = users[s.seat]
            conn.execute(
                "INSERT INTO game_seats (game_id, seat, user_id, name, is_ai, ai_level)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (
                    game_id,
                    s.seat,
                    user,
                    s.name,
                    int(user is None),
                    "normal" if user is None else None,
                ),
            )
            conn.execute(
                "INSERT INTO game_results (game_id, seat, user_id, is_ai, name, position,"
                " round_points, total, cards, cards_total, winner, shared)"
                " VALUES (?, ?, ?, ?, ?, ?, '[1]', ?, '[1]', 1, ?, 0)",
                (game_id, s.seat, user, int(user is None), s.name, s.position, s.total,
                 int(s.winner)),
            )  # fmt: skip
            if user is not None:  # as version 11 counted: every person of every game
                conn.execute(
                    "INSERT INTO guild_player_totals VALUES (5, ?, 1, 0, 1, 1, 1, 'x')"
                    " ON CONFLICT (guild_id, user_id) DO UPDATE SET games = games + 1",
                    (user,),
                )
    conn.execute("COMMIT")
    conn.close()
    assert raw(db_path, "SELECT user_id, games FROM guild_player_totals") == [(101, 2), (102, 1)]
    db = await Database.open(db_path)
    try:
        reasons = raw(db, "SELECT id, count_reason FROM games ORDER BY id")
        assert reasons == [(1, "counted"), (2, "solo")]
        assert raw(db, "SELECT user_id, games FROM guild_player_totals ORDER BY user_id") == [
            (101, 1),
            (102, 1),
        ]
        assert await db.ratings.jobs() == [5]
        assert await db.ratings.all(5) == []  # not rated yet: the job does it
        assert await db.ratings.recompute(5, rate_values) == 1
        assert await db.ratings.jobs() == []
        assert {r.user_id for r in await db.ratings.all(5)} == {101, 102}
    finally:
        await db.close()


async def test_a_message_refused_for_good_is_kept_as_undeliverable(db: Database) -> None:
    game, state = await finished_game(db, seed=4, channel=10)
    await record(db, game.id, dr.standings(state), owed=("results",))
    (item,) = await db.outbox.owed(game.id)
    assert (item.attempts, item.attempted_at) == (0, None)
    tried = await db.outbox.attempt(item.id)
    assert tried is not None and tried.attempts == 1 and tried.attempted_at is not None
    await db.outbox.give_up(item.id, "403 Missing Access")
    assert await db.outbox.owed() == []
    kept = await db.outbox.get(item.id)
    assert kept is not None and kept.undeliverable == "403 Missing Access" and kept.sent_at is None
    (shown,) = (await db.boards.history(1)).games
    assert shown.undeliverable == "403 Missing Access" and shown.link is None


async def test_a_guilds_standings_rewrite_holds_no_lock_other_writes_wait_on(
    db: Database,
) -> None:
    """On PostgreSQL a guild's standings rewrite takes that guild's lock only: another guild's
    write (a move of a game in play, on another shard) goes on while it is open. (SQLite has
    one writer: there the rewrite is simply short.)"""
    if db.dialect != "postgresql":
        pytest.skip("PostgreSQL's locks")
    setup, actions, _ = play(NAMES, 5, upto=3)
    game = await db.games.create(2, 20, seats=seats(NAMES, users=[201, 202, None]), setup=setup)
    entered, release = asyncio.Event(), asyncio.Event()

    async def rewrite() -> None:
        async with db.transaction(guild=GUILD, only_guild=True):
            entered.set()
            await release.wait()

    holder = asyncio.create_task(rewrite())
    await entered.wait()
    try:
        await asyncio.wait_for(
            db.games.append_action(game.id, 0, actions[0]["player"], actions[0]), 5.0
        )
    finally:
        release.set()
        await holder
    assert len(await db.games.actions(game.id)) == 1


def test_verdicts_refuse_a_computer_counted() -> None:
    standings = [
        dr.Standing(name="a", seat=0, position=1, round_points=[1], total=1, cards=[1],
                    winner=True, shared=False),
        dr.Standing(name="b", seat=1, position=2, round_points=[2], total=2, cards=[2],
                    winner=False, shared=False),
    ]  # fmt: skip
    verdict = judge(standings, [SeatPlay(0, True, 9, 9), SeatPlay(1, False, 9, 9)])
    assert not verdict.counts and not any(s.counted for s in verdict.standings)


async def test_an_upgrade_to_18_judges_every_game_again(db_path: Path) -> None:
    """A version 16 file holding issue 29's leave-order farm as the old policy judged it (the
    main, who left last, ranked above the alt and rated up): migration 18 backfills what the
    policy reads from the stored actions and owes each guild a job; the job judges the game
    again: both forfeits, tied, nobody wins, nobody's rating may rise."""
    from standings import StandingsService

    conn = sqlite3.connect(db_path, isolation_level=None)
    conn.execute("BEGIN")
    for migration in schema.MIGRATIONS[:16]:
        for statement in migration.statements:
            conn.execute(statement)
    conn.execute("PRAGMA user_version = 16")
    setup, _, _ = play(NAMES, 9, upto=0)
    conn.execute(
        "INSERT INTO games (id, guild_id, channel_id, status, settings, setup, created_at,"
        " started_at, ended_at, count_reason, game) VALUES (1, 5, 10, 'finished', '{}', ?, 'x',"
        " 'x', '2026-01-01T00:00:00.000Z', 'counted', 'dobro')",
        (json.dumps(setup),),
    )
    seats = [(0, "ana", 101, 2, 9), (1, "ben", 102, 1, 7), (2, "bot", None, None, None)]
    for seat, name, user, left, version in seats:
        conn.execute(
            "INSERT INTO game_seats (game_id, seat, user_id, name, is_ai, ai_level, left_order,"
            " left_version) VALUES (1, ?, ?, ?, ?, ?, ?, ?)",
            (seat, user, name, int(user is None), "normal" if user is None else None, left,
             version),
        )  # fmt: skip
    # 3 own moves each, the alt leaves at move 7, the main at move 9, the computer finishes.
    actors = ["ana", "ben", "bot"] * 3 + ["bot", "ben", "ana", "bot", "ben", "ana"]
    origins = {7: "person", 9: "person"}
    for seq, actor in enumerate(actors):
        origin = "computer" if actor == "bot" or seq >= 9 else origins.get(seq, "person")
        conn.execute(
            "INSERT INTO game_actions (game_id, seq, actor, action, created_at, origin)"
            " VALUES (1, ?, ?, '{}', 'x', ?)",
            (seq, actor, origin),
        )
    old = [(2, "bot", None, 1, 1, 0), (0, "ana", 101, 2, 0, 1), (1, "ben", 102, 3, 0, 1)]
    for seat, name, user, position, winner, counted in old:
        conn.execute(
            "INSERT INTO game_results (game_id, seat, user_id, is_ai, name, position,"
            " round_points, total, cards, cards_total, winner, shared, counted, forfeit)"
            " VALUES (1, ?, ?, ?, ?, ?, '[1]', 1, '[1]', 1, ?, 0, ?, ?)",
            (seat, user, int(user is None), name, position, winner, counted, int(user is not None)),
        )  # fmt: skip
    conn.execute(
        "INSERT INTO guild_player_totals VALUES (5, 'dobro', 101, 1, 0, 1, 1, 1, 'x'),"
        " (5, 'dobro', 102, 1, 0, 1, 1, 1, 'x')"
    )
    conn.execute("COMMIT")
    conn.close()
    db = await Database.open(db_path)
    try:
        facts = raw(
            db,
            "SELECT seat, game_position, own_moves, moves, last_own, taken_over, rises"
            " FROM game_results ORDER BY seat",
        )
        # ana: moves 0, 3, 6 hers (then left at 9); ben: 1, 4 (then left at 7).
        assert facts == [
            (0, 2, 3, 3, 7, 0, 1),
            (1, 3, 2, 2, 5, 0, 1),
            (2, 1, None, None, None, 0, 0),
        ]
        assert await db.ratings.jobs() == [5]
        assert await StandingsService(db).run_jobs() == 1
        assert await db.ratings.jobs() == []
        judged = raw(
            db,
            "SELECT seat, position, winner, counted, forfeit, play, at_move, rises"
            " FROM game_results ORDER BY seat",
        )
        assert judged == [
            (0, 2, 0, 1, 1, "left", 9, 0),
            (1, 2, 0, 1, 1, "left", 7, 0),
            (2, 1, 0, 0, 0, None, None, 0),
        ]
        for rating in await db.ratings.all(5, game="dobro"):
            assert rating.mu - 3 * rating.sigma <= 0  # neither rose above a newcomer's 1000
        assert raw(db, "SELECT user_id, games, wins FROM guild_player_totals ORDER BY 1") == [
            (101, 1, 0),
            (102, 1, 0),
        ]
    finally:
        await db.close()


async def test_a_recompute_from_scratch_changes_nothing_the_games_made_and_repairs_drift(
    db: Database,
) -> None:
    """Issue 29, on both engines: judging every game again (``rejudge``) and replaying the
    ratings gives exactly what the games gave one by one; a verdict or a total that drifted
    (here: changed by hand) is put back; another guild is left alone."""
    from standings import StandingsService, rejudge

    await seed(db)
    before = (await totals_of(db, GUILD), ratings_of(await db.ratings.all(GUILD)))
    verdicts = raw(db, "SELECT game_id, seat, position, winner, counted, play, rises"
                   " FROM game_results ORDER BY 1, 2")  # fmt: skip
    other = await totals_of(db, 2)
    assert await db.results.rejudge(GUILD, rejudge) == 0  # nothing to change
    raw_many(db, "UPDATE game_results SET position = 1, winner = 1 WHERE game_id = ?", [(1,)])
    raw_many(
        db,
        "UPDATE guild_player_totals SET wins = wins + 5 WHERE guild_id = ? AND user_id = ?",
        [(GUILD, 101)],
    )
    await StandingsService(db).recompute(GUILD)
    assert (await totals_of(db, GUILD), ratings_of(await db.ratings.all(GUILD))) == before
    assert raw(db, "SELECT game_id, seat, position, winner, counted, play, rises"
               " FROM game_results ORDER BY 1, 2") == verdicts  # fmt: skip
    assert await totals_of(db, 2) == other
