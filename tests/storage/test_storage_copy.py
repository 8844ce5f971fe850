"""``python -m storage copy``: a SQLite database with every kind of row, copied to PostgreSQL."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from storage_helpers import play, raw, record, seats

import dobro_rules as dr
from standings import rate_values
from storage import Backend, Database, PostgresDatabase, RoundPlan, StorageError, schema
from storage.__main__ import main
from storage.copy import copy_database, parse_source
from tests.pg import PgServer, run_sync

GUILD = 987_654_321_098_765_432  # a real-sized snowflake


async def fill(db: Backend) -> dict[str, int]:
    """Finished games (results, totals, ratings, an outbox row sent), a league with a game, a
    voided game, a forgotten player, a guild configuration, a lobby, a cancelled game and two
    active games mid-play. Returns some ids."""
    league = await db.leagues.create(
        GUILD, "Spring Cup", settings={"variant": "standard"}, created_by=5, created_in=77
    )
    ids: dict[str, int] = {"league": league.id}
    for i in range(5):
        setup, actions, state = play(["A", "B", "C"], seed=i)
        settings = {"league": league.id} if i == 0 else {}
        game = await db.games.create(
            GUILD,
            100 + i,
            settings=settings,
            seats=seats(["A", "B", "C"], users=[11 + i % 2, 13 + i % 3, None]),
            setup=setup,
        )
        for seq, action in enumerate(actions):
            await db.games.append_action(game.id, seq, action["player"], action)
        await record(db, game.id, dr.standings(state), owed=("results",), rate=rate_values)
        for item in await db.outbox.owed(game.id):
            await db.outbox.mark_sent(item.id, 5_000_000_000_000 + item.id)
        ids[f"finished{i}"] = game.id
    await db.results.void_game(GUILD, ids["finished3"], "a test", rate_values)
    await db.results.forget_player(GUILD, 14, rate_values)
    await db.guilds.update(GUILD, language="fr", timer=60, channels=[100, 101])
    await db.games.create(GUILD, 200, seats=seats(["A"], users=[11]))  # a lobby
    cancelled = await db.games.create(GUILD, 201, seats=seats(["A"], users=[11]))
    await db.games.set_status(cancelled.id, "cancelled", reason="test")
    for i in range(2):
        setup, actions, _ = play(["A", "B", "C", "D"], seed=10 + i, upto=25)
        game = await db.games.create(
            GUILD,
            300 + i,
            seats=seats(["A", "B", "C", "D"], users=[11, 12, 13, None]),
            setup=setup,
            timers={"turn": 12.5},
        )
        for seq, action in enumerate(actions):
            await db.games.append_action(game.id, seq, action["player"], action)
        ids[f"active{i}"] = game.id
    await db.leagues.close(league.id, post_channel_id=77, closed_by=5, now="2030-01-01T00:00:00Z")
    # A tournament playing its first round, one of its tables at a finished game (migration 14).
    cup = await db.tournaments.create(
        GUILD, "Cup", game="dobro", settings={}, format="swiss", seats=2, rounds=1,
        fill="smaller", timer=60, channel_id=77, lang="en", created_by=5,
    )  # fmt: skip
    for user in (11, 12):
        await db.tournaments.register(cup.id, user, f"P{user}", most=64)
    await db.tournaments.open_check_in(cup.id, starts_at="2030-01-01T00:00:00Z", now="x")
    for user in (11, 12):
        await db.tournaments.check_in(cup.id, user)
    first = RoundPlan(1, (((11, 12), 0),))
    await db.tournaments.start(cup.id, ratings={11: 1000.0, 12: 990.0}, dropped=[], rounds=1,
                               first=first, now="2030-01-01T00:00:00Z")  # fmt: skip
    await db.tournaments.set_table_game(cup.id, 1, 1, ids["finished0"])
    ids["tournament"] = cup.id
    # A tutorial under way and a newcomer greeted (migration 15).
    await db.tutorials.start(
        11, "dobro", step=2, moves=[{"player": "you", "take": True}], script="v1"
    )
    await db.tutorials.first_contact(99)
    await db.games.record_hint(ids["active0"], 0, 1)  # a hint asked for (migration 16)
    # A server's option default, a person's setting, a card emoji's drawing (migration 18).
    await db.guilds.set_option(GUILD, "sticks", "deck", "trimmed")
    await db.people.set(11, "cards", "text")
    await db.card_emojis.record(5_000_000_000_001, "dobro_joker", "abcd1234")
    async with db.transaction() as conn:  # a guild still owed its ratings (migration 12)
        await conn.execute("INSERT INTO standings_jobs (guild_id, kind) VALUES (?, 'rate')", (9,))
    return ids


async def views(db: Backend) -> list[object]:
    """What the bot reads, through the repositories: must be the same on both backends."""
    out: list[object] = []
    for sort in ("rating", "wins", "winrate", "games"):
        out.append(await db.boards.leaderboard(GUILD, sort, min_games=1, user_id=11))
    out.append(await db.leaderboard.page(GUILD))
    out.append(await db.boards.history(GUILD))
    out.append(await db.stats.player(GUILD, 11))
    out.append(await db.ratings.all(GUILD))
    out.append(await db.guilds.get(GUILD))
    out.append(await db.games.hints_used(1))
    out.append(await db.leagues.listed(GUILD))
    league = (await db.leagues.listed(GUILD))[0]
    out.append(await db.leagues.standings(league, user_id=11))
    out.append([(g.id, g.timers, g.seats) for g in await db.games.active_games()])
    out.append(await db.tournaments.active())
    out.append(await db.tournaments.registrations((await db.tournaments.active())[0].id))
    out.append(await db.tournaments.history((await db.tournaments.active())[0].id))
    out.append(await db.tutorials.of_user(11))
    out.append(await db.people.get(11))
    out.append(await db.card_emojis.drawings())
    return out


def test_sources_are_named_like_urls() -> None:
    assert parse_source("sqlite:/srv/dobro.sqlite3") == Path("/srv/dobro.sqlite3")
    assert parse_source("sqlite:///srv/dobro.sqlite3") == Path("/srv/dobro.sqlite3")
    assert parse_source("dobro.sqlite3") == Path("dobro.sqlite3")


async def test_everything_is_copied_and_reads_the_same(
    tmp_path: Path, postgres_server: PgServer
) -> None:
    path = tmp_path / "dobro.sqlite3"
    source = await Database.open(path)
    try:
        ids = await fill(source)
        before = await views(source)
    finally:
        await source.close()
    url = await postgres_server.fresh_database(empty=True)

    summary = await copy_database(path, url)
    assert summary.active_games == summary.replayed == 2 and not summary.failed
    assert list(summary.rows) == list(schema.TABLES)
    for table, count in summary.rows.items():
        assert raw(path, f"SELECT count(*) FROM {table}") == [(count,)], table
    assert all(summary.rows[t] for t in schema.TABLES), summary.rows  # every kind of row

    target = await PostgresDatabase.open(url)
    try:
        assert await views(target) == before
        for i in range(2):
            record = await target.games.record(ids[f"active{i}"])
            assert record is not None and len(record["actions"]) == 25
            dr.replay(record)
        # Ids go on after the copied ones.
        game = await target.games.create(GUILD, 999, seats=seats(["A"], users=[11]))
        assert game.id == max(ids.values()) + 1  # the active games were the last made
        assert raw(target, "SELECT max(id) FROM games") == [(game.id,)]
        cup = await target.tournaments.create(
            GUILD, "Next", game="dobro", settings={}, format="knockout", seats=2, rounds=None,
            fill="byes", timer=60, channel_id=77, lang="en", created_by=5,
        )  # fmt: skip
        assert cup.id == ids["tournament"] + 1  # and their posts' ids too
        # A copy only goes into an empty database.
        with pytest.raises(StorageError, match="already holds data"):
            await copy_database(path, url)
    finally:
        await target.close()


def test_the_command_line(tmp_path: Path, postgres_server: PgServer, capsys) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "dobro.sqlite3"

    async def make() -> None:
        db = await Database.open(path)
        try:
            await fill(db)
        finally:
            await db.close()

    asyncio.run(make())
    url = run_sync(postgres_server.fresh_database)
    assert main(["copy", "--from", f"sqlite:{path}", "--to", url]) == 0
    out = capsys.readouterr().out
    assert "game_actions" in out and "2 of 2 active games replay" in out
    assert main(["copy", "--from", f"sqlite:{path}", "--to", url]) == 1
    assert "already holds data" in capsys.readouterr().err
    assert main(["copy", "--from", f"sqlite:{tmp_path / 'none.sqlite3'}", "--to", url]) == 1
    assert "no database file" in capsys.readouterr().err
