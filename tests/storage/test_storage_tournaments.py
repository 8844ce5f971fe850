"""Tournaments in storage (migration 14), on SQLite and PostgreSQL: names unique among live
tournaments, registrations, every change guarded by the state it changes (made once), the
posts owed in the same transaction as what owes them, tables and their games and results."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from storage_helpers import raw, seats

from storage import (
    AlreadyRegistered,
    Backend,
    Database,
    PostgresDatabase,
    RoundPlan,
    TournamentNameTaken,
    schema,
)
from tests.pg import PgServer

GUILD = 987_654_321_098_765_432  # a real-sized snowflake
CHANNEL = 876_543_210_987_654_321
MOD = 765_432_109_876_543_210
PEOPLE = [700_000_000_000_000_000 + i for i in range(1, 8)]


async def make(db: Backend, name: str = "Friday Cup", **changes: object):  # type: ignore[no-untyped-def]
    values: dict[str, object] = {
        "game": "sticks",
        "settings": {"options": {"deck": "full"}},
        "format": "swiss",
        "seats": 3,
        "rounds": 2,
        "fill": "smaller",
        "timer": 60,
        "channel_id": CHANNEL,
        "lang": "fr",
        "created_by": MOD,
        "starts_at": "2030-01-01T20:00:00.000Z",
    }
    values.update(changes)
    return await db.tournaments.create(GUILD, name, **values)  # type: ignore[arg-type]


def kinds(posts: list) -> list[tuple[str, int, int]]:  # type: ignore[type-arg]
    return [(p.kind, p.round, p.number) for p in posts]


async def test_a_tournament_is_created_with_its_announcement_owed(db: Backend) -> None:
    cup = await make(db, "  Friday   Cup ")
    assert (cup.name, cup.guild_id, cup.status, cup.round) == (
        "Friday Cup",
        GUILD,
        "registering",
        0,
    )
    assert (cup.game, cup.options, cup.format, cup.seats, cup.rounds) == (
        "sticks", {"deck": "full"}, "swiss", 3, 2
    )  # fmt: skip
    assert cup.live and cup.starts_at == "2030-01-01T20:00:00.000Z" and cup.lang == "fr"
    assert kinds(await db.tournaments.owed(cup.id)) == [("announce", 0, 0)]
    assert (await db.tournaments.owed(cup.id))[0].channel_id == CHANNEL
    assert [t.id for t in await db.tournaments.active()] == [cup.id]
    assert await db.tournaments.get(cup.id) == cup


async def test_live_names_are_unique_whatever_their_case_ended_ones_may_be_reused(
    db: Backend,
) -> None:
    cup = await make(db)
    with pytest.raises(TournamentNameTaken):
        await make(db, "friday CUP")
    other_guild = await db.tournaments.create(
        GUILD + 1, "Friday Cup", game="dobro", settings={}, format="knockout", seats=4,
        rounds=None, fill="byes", timer=120, channel_id=CHANNEL, lang="en", created_by=MOD,
    )  # fmt: skip
    assert other_guild.guild_id == GUILD + 1
    await db.tournaments.cancel(cup.id, by=MOD, reason="rain", now="2030-01-01T19:00:00.000Z")
    again = await make(db, "FRIDAY cup")
    assert (await db.tournaments.by_name(GUILD, "friday cup")).id == again.id  # the live one
    listed = await db.tournaments.listed(GUILD)
    assert [t.id for t in listed] == [again.id, cup.id]
    assert [t.id for t in await db.tournaments.listed(GUILD, live_only=True)] == [again.id]
    assert [t.id for t in await db.tournaments.listed(GUILD, search="DAY_")] == []
    assert len(await db.tournaments.listed(GUILD, search="day c")) == 2


async def test_registration_check_in_and_taking_it_back(db: Backend) -> None:
    cup = await make(db)
    first = await db.tournaments.register(cup.id, PEOPLE[0], "  Ana   B ", most=3)
    assert first is not None and (first.name, first.entry, first.checked_in) == ("Ana B", 1, False)
    with pytest.raises(AlreadyRegistered):
        await db.tournaments.register(cup.id, PEOPLE[0], "Ana", most=3)
    await db.tournaments.register(cup.id, PEOPLE[1], "Ben", most=3)
    await db.tournaments.register(cup.id, PEOPLE[2], "Cleo", most=3)
    assert await db.tournaments.register(cup.id, PEOPLE[3], "Dan", most=3) is None  # full
    assert not await db.tournaments.check_in(cup.id, PEOPLE[0])  # not in its check-in yet
    assert await db.tournaments.unregister(cup.id, PEOPLE[1])
    assert not await db.tournaments.unregister(cup.id, PEOPLE[1])
    late = await db.tournaments.register(cup.id, PEOPLE[3], "Dan", most=3)
    assert late is not None and late.entry == 4  # entries keep their order

    opened = await db.tournaments.open_check_in(
        cup.id, starts_at="2030-01-01T20:00:00.000Z", now="2030-01-01T19:50:00.000Z"
    )
    assert opened is not None and opened.status == "check_in"
    assert await db.tournaments.open_check_in(
        cup.id, starts_at="x", now="2030-01-01T19:51:00.000Z"
    ) is None  # once  # fmt: skip
    assert await db.tournaments.check_in(cup.id, PEOPLE[0])
    assert not await db.tournaments.check_in(cup.id, PEOPLE[5])  # not registered
    walk_in = await db.tournaments.register(cup.id, PEOPLE[4], "Eve", most=4)
    assert walk_in is not None and walk_in.checked_in  # joining during the check-in is being here
    assert kinds(await db.tournaments.owed(cup.id)) == [("announce", 0, 0), ("check_in", 0, 0)]
    assert [r.user_id for r in await db.tournaments.registrations(cup.id)] == [
        PEOPLE[0], PEOPLE[2], PEOPLE[3], PEOPLE[4]
    ]  # fmt: skip


async def start(db: Backend, people: list[int]):  # type: ignore[no-untyped-def]
    cup = await make(db)
    for i, user in enumerate(people):
        await db.tournaments.register(cup.id, user, f"P{i}", most=64)
    await db.tournaments.open_check_in(
        cup.id, starts_at="2030-01-01T20:00:00.000Z", now="2030-01-01T19:50:00.000Z"
    )
    for user in people[:-1]:
        await db.tournaments.check_in(cup.id, user)
    first = RoundPlan(1, ((tuple(people[:3]), 0), (tuple(people[3:5]), 1)), byes=(people[5],))
    ratings = {u: 1000.0 + i for i, u in enumerate(people[:-1])}
    started = await db.tournaments.start(
        cup.id, ratings=ratings, dropped=[people[-1]], rounds=2, first=first,
        now="2030-01-01T20:00:00.000Z",
    )  # fmt: skip
    assert started is not None
    return started


async def test_the_start_stores_round_one_its_tables_and_owes_their_posts_once(
    db: Backend,
) -> None:
    cup = await start(db, PEOPLE)
    assert (cup.status, cup.round, cup.rounds, cup.started_at) == (
        "running", 1, 2, "2030-01-01T20:00:00.000Z"
    )  # fmt: skip
    registered = {r.user_id: r for r in await db.tournaments.registrations(cup.id)}
    assert registered[PEOPLE[-1]].status == "dropped"
    assert registered[PEOPLE[1]].status == "playing" and registered[PEOPLE[1]].rating == 1001.0
    assert [r.in_play for r in registered.values()] == [True] * 6 + [False]
    (round1,) = await db.tournaments.rounds(cup.id)
    assert (round1.number, round1.byes, round1.final, round1.ended_at) == (
        1, (PEOPLE[5],), False, None
    )  # fmt: skip
    tables = await db.tournaments.tables(cup.id, 1)
    assert [(t.number, t.players, t.computers) for t in tables] == [
        (1, tuple(PEOPLE[:3]), 0), (2, tuple(PEOPLE[3:5]), 1)
    ]  # fmt: skip
    assert not any(t.settled or t.game_id or t.thread_id for t in tables)
    assert kinds(await db.tournaments.owed(cup.id))[2:] == [
        ("started", 1, 0), ("table", 1, 1), ("table", 1, 2)
    ]  # fmt: skip
    again = await db.tournaments.start(
        cup.id, ratings={}, dropped=[], rounds=None, first=RoundPlan(1, ()), now="x"
    )
    assert again is None  # once
    assert not await db.tournaments.register(cup.id, 12345, "Late", most=64)  # closed
    assert not await db.tournaments.unregister(cup.id, PEOPLE[0])


async def test_tables_get_their_thread_game_and_result_once(db: Backend) -> None:
    cup = await start(db, PEOPLE)
    game = await db.games.create(GUILD, 1234, seats=seats(["A"], users=[PEOPLE[0]]))
    await db.tournaments.set_table_thread(cup.id, 1, 1, 1234)
    await db.tournaments.set_table_game(cup.id, 1, 1, game.id)
    found = await db.tournaments.table_of_game(game.id)
    assert found is not None and (found.number, found.thread_id, found.game_id) == (
        1,
        1234,
        game.id,
    )
    assert await db.tournaments.table_of_game(game.id + 1) is None
    places = {PEOPLE[0]: 2, PEOPLE[1]: 1, PEOPLE[2]: 2}
    assert await db.tournaments.settle_table(
        cup.id, 1, 1, places=places, computers=[], outcome="played"
    )
    assert not await db.tournaments.settle_table(
        cup.id, 1, 1, places={}, computers=[], outcome="broken"
    )  # once
    await db.tournaments.settle_table(
        cup.id, 1, 2, places={PEOPLE[3]: 1, PEOPLE[4]: 3}, computers=[2], outcome="broken"
    )
    rounds, tables = await db.tournaments.history(cup.id)
    assert [r.number for r in rounds] == [1]
    assert tables[0].places == places and tables[0].outcome == "played" and tables[0].settled
    assert tables[1].computer_places == (2,) and tables[1].places == {PEOPLE[3]: 1, PEOPLE[4]: 3}


async def test_a_round_ends_once_pairing_the_next_then_the_tournament_finishes(
    db: Backend,
) -> None:
    cup = await start(db, PEOPLE)
    second = RoundPlan(2, ((tuple(PEOPLE[3:6]), 0),), byes=tuple(PEOPLE[:3]), final=True)
    ended = await db.tournaments.end_round(cup.id, 1, next_round=second, now="2030-01-01T21:00Z")
    assert ended is not None and (ended.round, ended.status) == (2, "running")
    assert await db.tournaments.end_round(cup.id, 1, next_round=second, now="x") is None  # once
    rounds = await db.tournaments.rounds(cup.id)
    assert [(r.number, r.ended_at, r.final) for r in rounds] == [
        (1, "2030-01-01T21:00Z", False), (2, None, True)
    ]  # fmt: skip
    assert kinds(await db.tournaments.owed(cup.id))[-2:] == [("standings", 1, 0), ("table", 2, 1)]
    assert await db.tournaments.withdraw(cup.id, PEOPLE[3], 2)
    assert not await db.tournaments.withdraw(cup.id, PEOPLE[3], 2)
    gone = await db.tournaments.registration(cup.id, PEOPLE[3])
    assert gone is not None and (gone.status, gone.withdrawn_round, gone.in_play) == (
        "withdrawn", 2, True
    )  # fmt: skip
    done = await db.tournaments.end_round(cup.id, 2, next_round=None, now="2030-01-01T22:00Z")
    assert done is not None and (done.status, done.ended_at, done.live) == (
        "finished", "2030-01-01T22:00Z", False
    )  # fmt: skip
    assert kinds(await db.tournaments.owed(cup.id))[-1] == ("final", 2, 0)
    assert await db.tournaments.cancel(cup.id, by=MOD, reason="late", now="x") is None
    assert [t.id for t in await db.tournaments.active()] == [cup.id]  # still owes its posts
    for post in await db.tournaments.owed(cup.id):
        await db.tournaments.mark_posted(post.id, 5_000_000_000_000 + post.id)
    assert await db.tournaments.active() == []


async def test_posts_are_counted_tried_marked_or_given_up(db: Backend) -> None:
    cup = await make(db)
    (post,) = await db.tournaments.owed(cup.id)
    tried = await db.tournaments.attempt_post(post.id)
    assert tried is not None and tried.attempts == 1 and tried.attempted_at is not None
    await db.tournaments.mark_posted(post.id, 42)
    await db.tournaments.mark_posted(post.id, 43)  # the first acceptance stands
    sent = await db.tournaments.post(cup.id, "announce")
    assert sent is not None and sent.message_id == 42 and sent.sent_at is not None
    assert await db.tournaments.owed(cup.id) == []
    cancelled = await db.tournaments.cancel(cup.id, by=None, reason="too_few", now="2030-01-01Z")
    assert cancelled is not None and (cancelled.ended_by, cancelled.reason) == (None, "too_few")
    (notice,) = await db.tournaments.owed(cup.id)
    await db.tournaments.give_up_post(notice.id, "403 Missing Access")
    assert await db.tournaments.owed(cup.id) == []
    assert [p.undeliverable for p in await db.tournaments.posts(cup.id)] == [
        None, "403 Missing Access"
    ]  # fmt: skip


async def test_a_version_13_database_gains_the_tournament_tables_and_keeps_its_data(
    backend: str, db_path: Path, request: pytest.FixtureRequest
) -> None:
    """Migration 14 only adds tables: a league of a version 13 database is still there."""
    if backend == "sqlite":
        conn = sqlite3.connect(db_path, isolation_level=None)
        conn.execute("BEGIN")
        for migration in schema.MIGRATIONS[:13]:
            for statement in migration.statements:
                conn.execute(statement)
        conn.execute("PRAGMA user_version = 13")
        conn.execute("COMMIT")
        conn.close()
        target: Any = db_path
    else:
        server: PgServer = request.getfixturevalue("postgres_server")
        url = await server.fresh_database(empty=True)
        old = await PostgresDatabase.open(url, migrations=schema.MIGRATIONS[:13])
        assert await old.schema_version() == 13
        await old.close()
        target = SimpleNamespace(url=url, dialect="postgres")
    raw(
        target,
        "INSERT INTO leagues (guild_id, name, settings, created_in, created_by, created_at)"
        " VALUES (?, 'Spring', '{}', 1, ?, '2025-01-01T00:00:00.000Z')",
        (GUILD, MOD),
    )
    db: Backend = (
        await Database.open(db_path)
        if backend == "sqlite"
        else await PostgresDatabase.open(target.url, pool_size=2)
    )
    try:
        assert await db.schema_version() == schema.LATEST_VERSION >= 14
        assert [x.name for x in await db.leagues.listed(GUILD)] == ["Spring"]
        cup = await make(db)
        assert cup.id == 1 and await db.tournaments.owed(cup.id)
    finally:
        await db.close()


async def test_forget_me_renames_the_registrations_of_ended_tournaments_only(db: Backend) -> None:
    """#20's forget-me reaches tournaments: an ended one keeps the place, not the name; a live
    one goes on with the person, as a game they are seated at does."""
    ended, live = await make(db, "Old Cup"), await make(db, "New Cup")
    for cup in (ended, live):
        await db.tournaments.register(cup.id, PEOPLE[0], "Ana", most=8)
        await db.tournaments.register(cup.id, PEOPLE[1], "Ben", most=8)
    assert await db.tournaments.cancel(ended.id, by=MOD, reason="rain", now="2030-01-01T00:00:00Z")

    def rate(*_: Any) -> Any:
        raise AssertionError("nothing to rate: no game")

    await db.results.forget_player(GUILD, PEOPLE[0], rate)
    names = {r.user_id: r.name for r in await db.tournaments.registrations(ended.id)}
    assert names == {PEOPLE[0]: "former player", PEOPLE[1]: "Ben"}
    names = {r.user_id: r.name for r in await db.tournaments.registrations(live.id)}
    assert names == {PEOPLE[0]: "Ana", PEOPLE[1]: "Ben"}
