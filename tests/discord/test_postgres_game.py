"""One whole game by clicks with the bot on PostgreSQL (``DATABASE_URL``), not SQLite.

The bot starts against the offline Discord with ``database_url`` set to a fresh database of the
test server (``tests/pg.py``: ``$DOBRO_TEST_POSTGRES_URL`` or a throwaway cluster; skipped,
loudly, when there is neither). Two people play a whole game only by clicks (the helpers of
``test_games.py``); then what PostgreSQL kept must replay to the live state, and the results,
the guild's totals and the ratings must be there, read back over a connection of our own.
"""

from __future__ import annotations

import json
import random

import asyncpg

import dobro_rules as dr
import storage
from fakediscord import FakeDiscord
from tests.discord.play_helpers import (
    PLAY_EXTENSIONS,
    check_finished_game,
    open_table,
    play_by_clicks,
    tables,
)
from tests.fixtures import BotFactory
from tests.pg import pg_url, postgres_server

__all__ = ["pg_url", "postgres_server"]


async def test_a_whole_game_by_clicks_is_stored_in_postgres(
    fake_discord: FakeDiscord, start_bot: BotFactory, pg_url: str
) -> None:
    seed = 1
    bot = await start_bot(extensions=PLAY_EXTENSIONS, ai_delay=0, database_url=pg_url)
    assert isinstance(bot.db, storage.PostgresDatabase) and isinstance(bot.db, storage.Backend)
    tables(bot).rng = random.Random(seed)
    deal = random.Random(seed * 7919 + 1)
    tables(bot).seeds = lambda: deal.getrandbits(48)

    ana, ben = fake_discord.member("ana"), fake_discord.member("ben")
    table = await open_table(fake_discord, bot, ana, others=[ben], seats=2)
    await play_by_clicks(fake_discord, bot, table, [ana, ben], random.Random(seed))
    record = await check_finished_game(fake_discord, bot, table, ana)
    state = dr.replay(record)

    # Straight from PostgreSQL, not through the bot's pool.
    conn = await asyncpg.connect(pg_url)
    try:
        game = await conn.fetchrow(
            "SELECT status, guild_id, setup::text FROM games WHERE id = $1", table.game_id
        )
        assert game["status"] == "finished" and game["guild_id"] == fake_discord.guild.id
        actions = await conn.fetch(
            "SELECT seq, action::text FROM game_actions WHERE game_id = $1 ORDER BY seq",
            table.game_id,
        )
        assert [r["seq"] for r in actions] == list(range(len(record["actions"])))
        stored = dr.replay(
            {**json.loads(game["setup"]), "actions": [json.loads(r["action"]) for r in actions]}
        )
        assert dr.state_json(stored) == dr.state_json(state)
        results = await conn.fetch(
            "SELECT user_id, position, total FROM game_results WHERE game_id = $1 ORDER BY seat",
            table.game_id,
        )
        assert len(results) == 2 and {r["user_id"] for r in results} == {ana.id, ben.id}
        assert sorted(r["total"] for r in results) == sorted(state.points)
        totals = await conn.fetch(
            "SELECT user_id, games, wins FROM guild_player_totals WHERE guild_id = $1",
            fake_discord.guild.id,
        )
        assert {r["user_id"]: r["games"] for r in totals} == {ana.id: 1, ben.id: 1}
        assert sum(r["wins"] for r in totals) >= 1
        rated = await conn.fetchval("SELECT count(*) FROM ratings WHERE guild_id = $1", game[1])
        assert rated == 2
        owed = await conn.fetchval(
            "SELECT count(*) FROM outbox WHERE game_id = $1 AND sent_at IS NOT NULL",
            table.game_id,
        )
        assert owed >= 1  # the results message, sent and marked
    finally:
        await conn.close()

    # The bot's own reads agree (leaderboard through the repositories).
    board = await bot.db.boards.leaderboard(fake_discord.guild.id, "games")
    assert {r.user_id for r in board.rows} == {ana.id, ben.id}
