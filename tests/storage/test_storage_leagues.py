"""Leagues and guild configuration in storage (migration 11): a league's games count for it
and for the guild in one transaction, its standings are one walk of the ratings index, a
closed league is frozen (no new table, no new game counted, recomputes leave it alone), its
final post is owed until marked, and a guild's configuration round-trips."""

from __future__ import annotations

import pytest
from storage_helpers import play, raw, record, seats

import dobro_rules as dr
from standings import rate_values
from storage import (
    Database,
    GuildConfig,
    League,
    LeagueClosed,
    LeagueNameTaken,
    iso_time,
)

NAMES = ["ana", "ben", "bot"]
T0 = 1_800_000_000.0


async def league_game(
    db: Database, league: League | None, *, seed: int, channel: int, users=(101, 102, None)
) -> int:
    """A game played to its end in ``league`` (None: outside any league), results recorded."""
    setup, actions, state = play(NAMES, seed)
    settings = {"league": league.id, "league_name": league.name} if league else {}
    game = await db.games.create(
        1, channel, seats=seats(NAMES, users=list(users)), setup=setup, settings=settings
    )
    for seq, action in enumerate(actions):
        await db.games.append_action(game.id, seq, action["player"], action)
    await record(db, game.id, dr.standings(state), rate=rate_values)
    return game.id


async def new_league(db: Database, name: str = "Autumn", **kwargs) -> League:
    return await db.leagues.create(
        1, name, settings={"variant": "standard", "draw": "auto", "timer": 60},
        created_by=9, created_in=50, **kwargs,
    )  # fmt: skip


async def test_a_leagues_games_count_for_it_and_for_the_guild(db: Database) -> None:
    league = await new_league(db)
    other = await new_league(db, "Winter")
    inside = [await league_game(db, league, seed=s, channel=10 + s) for s in range(3)]
    await league_game(db, None, seed=7, channel=30)  # a guild game outside leagues
    await league_game(db, other, seed=8, channel=31, users=(101, 103, None))

    found = await db.leagues.get(league.id)
    assert found is not None and found.games == 3 and found.open
    totals = raw(
        db,
        "SELECT user_id, games FROM league_player_totals WHERE league_id = ? ORDER BY user_id",
        (league.id,),
    )
    assert totals == [(101, 3), (102, 3)]
    assert (await db.leaderboard.player_totals(1, 101)).games == 5  # the guild counts all
    board = await db.leagues.standings(found, user_id=101)
    assert [r.user_id for r in board.rows] == sorted(
        (101, 102), key=lambda u: -_ordinal(raw(db, _RATING, (league.id, u))[0])
    )
    assert board.total == 2 and board.me is not None and board.me.rank is not None
    assert {r.games for r in board.rows} == {3}
    # League ratings come from the league's games only: a recompute of that scope agrees.
    changes = raw(db, "SELECT DISTINCT game_id FROM rating_changes WHERE league_id = ?",
                  (league.id,))  # fmt: skip
    assert sorted(c[0] for c in changes) == sorted(inside)
    before = raw(db, _ALL, (league.id,))
    await db.ratings.recompute(1, rate_values)
    assert raw(db, _ALL, (league.id,)) == before


_RATING = "SELECT mu, sigma FROM ratings WHERE league_id = ? AND user_id = ?"
_ALL = (
    "SELECT user_id, round(CAST(mu AS NUMERIC), 9), round(CAST(sigma AS NUMERIC), 9), games"
    " FROM ratings WHERE league_id = ?"
)


def _ordinal(row) -> float:
    return row[0] - 3 * row[1]


async def test_a_closed_league_is_frozen_and_its_post_owed_once(db: Database) -> None:
    league = await new_league(db, ends_at=iso_time(T0))
    await league_game(db, league, seed=1, channel=10)
    # A table opened before the close finishes after it: it counts for the guild only.
    setup, actions, state = play(NAMES, 2)
    late = await db.games.create(
        1, 11, seats=seats(NAMES, users=[101, 102, None]), setup=setup,
        settings={"league": league.id},
    )  # fmt: skip
    assert await db.leagues.due(iso_time(T0 - 1)) == []
    assert [x.id for x in await db.leagues.due(iso_time(T0))] == [league.id]
    closed = await db.leagues.close(league.id, post_channel_id=77, now=iso_time(T0))
    assert closed is not None and not closed.open and closed.post_channel_id == 77
    assert await db.leagues.close(league.id, post_channel_id=77, now=iso_time(T0)) is None
    assert await db.leagues.due(iso_time(T0 + 10)) == []

    for seq, action in enumerate(actions):
        await db.games.append_action(late.id, seq, action["player"], action)
    await record(db, late.id, dr.standings(state), rate=rate_values)
    frozen = await db.leagues.get(league.id)
    assert frozen is not None and frozen.games == 1
    assert raw(db, "SELECT sum(games) FROM league_player_totals") == [(2,)]
    assert (await db.leaderboard.player_totals(1, 101)).games == 2

    with pytest.raises(LeagueClosed):
        await db.games.create(1, 12, seats=seats(["ana"], users=[101]),
                              settings={"league": league.id})  # fmt: skip
    assert raw(db, "SELECT count(*) FROM games WHERE channel_id = 12") == [(0,)]

    before = raw(db, _ALL, (league.id,))
    await db.ratings.recompute(1, rate_values)
    await db.results.void_game(1, late.id, "test", rate_values)
    assert raw(db, _ALL, (league.id,)) == before  # closed: left alone

    assert [x.id for x in await db.leagues.owed()] == [league.id]
    await db.leagues.mark_posted(league.id, 555)
    assert await db.leagues.owed() == []
    assert (await db.leagues.get(league.id)).posted_message_id == 555


async def test_voiding_and_forgetting_rebuild_an_open_leagues_standings(db: Database) -> None:
    league = await new_league(db)
    ids = [
        await league_game(db, league, seed=s, channel=10 + s, users=users)
        for s, users in enumerate([(101, 102, None), (101, 103, None), (102, 103, None)])
    ]
    await db.results.void_game(1, ids[0], "marked deck", rate_values)
    assert (await db.leagues.get(league.id)).games == 2
    totals = raw(db, "SELECT user_id, games FROM league_player_totals ORDER BY user_id")
    assert totals == [(101, 1), (102, 1), (103, 2)]

    await db.results.forget_player(1, 103, rate_values)
    totals = raw(db, "SELECT user_id, games FROM league_player_totals ORDER BY user_id")
    assert totals == [(101, 1), (102, 1)]
    assert raw(db, "SELECT count(*) FROM ratings WHERE user_id = 103") == [(0,)]
    # Each remaining league game had one person left: nobody is rated in the league now.
    assert (await db.leagues.standings(await db.leagues.get(league.id))).rows == ()


async def test_league_names_are_unique_whatever_their_case(db: Database) -> None:
    await new_league(db, "Autumn  Cup")
    with pytest.raises(LeagueNameTaken):
        await new_league(db, "autumn cup")
    found = await db.leagues.by_name(1, " AUTUMN   cup ")
    assert found is not None and found.name == "Autumn Cup"
    assert await db.leagues.by_name(2, "Autumn Cup") is None
    with pytest.raises(ValueError):
        await new_league(db, " " * 3)
    spring = await new_league(db, "Spring 50%_off")
    await db.leagues.close(spring.id, post_channel_id=5, now=iso_time(T0))
    assert [x.name for x in await db.leagues.listed(1)] == ["Autumn Cup", "Spring 50%_off"]
    assert [x.name for x in await db.leagues.listed(1, open_only=True)] == ["Autumn Cup"]
    assert [x.name for x in await db.leagues.listed(1, search="%_")] == ["Spring 50%_off"]
    assert await db.leagues.next_end() is None


async def test_a_guild_configuration_round_trips_and_refuses_bad_values(db: Database) -> None:
    assert await db.guilds.get(1) == GuildConfig(1)
    config = await db.guilds.update(1, language="fr", timer=0, channels=[30, 10, 30])
    assert config == GuildConfig(1, language="fr", timer=0, channels=(10, 30))
    config = await db.guilds.update(1, channels=None, moderator_role_id=7)
    assert config == GuildConfig(1, language="fr", moderator_role_id=7, timer=0)
    assert await db.guilds.get(2) == GuildConfig(2)
    for bad in ({"language": "German"}, {"timer": -1}, {"variant": "long"}, {"colour": 1}, {}):
        with pytest.raises(ValueError):
            await db.guilds.update(1, **bad)
    assert await db.guilds.get(1) == config


async def test_a_guilds_option_defaults_round_trip_per_game(db: Database) -> None:
    """Any game's option, one row each (migration 18): set, changed, cleared; another guild's
    and the rest of the configuration untouched; a bad shape refused, changing nothing."""
    await db.guilds.update(1, timer=30)
    config = await db.guilds.set_option(1, "sticks", "deck", "trimmed")
    assert config == GuildConfig(1, timer=30, options={"sticks": {"deck": "trimmed"}})
    await db.guilds.set_option(1, "dobro", "variant", "long")
    config = await db.guilds.set_option(1, "sticks", "deck", "full")
    assert config.options == {"dobro": {"variant": "long"}, "sticks": {"deck": "full"}}
    assert config.option_defaults("dobro") == {"variant": "long"}
    assert config.option_defaults("ten") == {}
    assert await db.guilds.get(1) == config
    # A guild with options and no configuration row of its own.
    other = await db.guilds.set_option(2, "dobble", "length", "7")
    assert other == GuildConfig(2, options={"dobble": {"length": "7"}})
    assert await db.guilds.get(2) == other
    # Clearing the last one of a game drops the game.
    config = await db.guilds.set_option(1, "sticks", "deck", None)
    assert config.options == {"dobro": {"variant": "long"}}
    assert (await db.guilds.update(1, timer=60)).options == {"dobro": {"variant": "long"}}
    for bad in (("Dobro", "variant", "x"), ("dobro", "", "x"), ("dobro", "draw", "x" * 101)):
        with pytest.raises(ValueError):
            await db.guilds.set_option(1, *bad)
    assert (await db.guilds.get(1)).options == {"dobro": {"variant": "long"}}


@pytest.mark.sqlite_only  # SQLite query plans
async def test_a_league_standings_page_is_one_index_walk(db: Database) -> None:
    from storage.leagues import _BOARD_PAGE

    params = {"guild": 1, "league": 1, "user": 0, "limit": 10, "offset": 0}
    plan = " | ".join(r[3] for r in raw(db, "EXPLAIN QUERY PLAN " + _BOARD_PAGE, params))
    assert "ratings_by_ordinal" in plan and "TEMP B-TREE" not in plan, plan
