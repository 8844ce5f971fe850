"""Several bot processes by shard: SHARD_COUNT / SHARD_IDS, each process doing the start-up work
(restoring tables, closing leagues, owed results, command sync) for the guilds on its own shards
only, against one database.

(a) the settings; (b) two bots in this process, on shards 0 and 1 of 2, against one offline
Discord with a guild on each shard, across a restart; (c) two real ``python bot.py`` processes on
shards 0 and 1 of 2 sharing one database (PostgreSQL when ``tests/pg.py`` gives one, else one
SQLite file, and the test says so), playing tables in guilds of both shards at once, by clicks.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import sqlite3
import sys
import textwrap
import time
import warnings
from collections import Counter
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

import dobro_rules as dr
import storage
from bot import EXTENSIONS, DobroBot, shard_of
from faces import draw as face_draw
from fakediscord import FakeChannel, FakeDiscord, FakeGuild, FakeUser, StoredMessage
from fakediscord.limits import IS_COMPONENTS_V2
from fakediscord.models import ComponentNotFound
from settings import ConfigError, Settings, load_settings
from tables import Table
from tests.discord.play_helpers import answered_quietly, play_by_clicks, settle
from tests.tables.fakes import FakeClock
from tests.tables.helpers import eventually

REPO = Path(__file__).resolve().parents[2]
GLOBAL_COMMANDS = "/applications/{application_id}/commands"
GUILD_COMMANDS = "/applications/{application_id}/guilds/{guild_id}/commands"
POST_MESSAGE = "/channels/{channel_id}/messages"
DAY = 86400.0

# ------------------------------------------------------------------------------------------------
# (a) Settings


def shard_settings(**values: Any) -> Settings:
    return load_settings(_env_file=None, discord_token="abc.def", **values)


@pytest.mark.parametrize(
    ("values", "count", "ids"),
    [
        ({}, None, None),
        ({"shard_count": 2}, 2, None),
        ({"shard_count": "4", "shard_ids": "0-3"}, 4, (0, 1, 2, 3)),
        ({"shard_count": 4, "shard_ids": "0,2"}, 4, (0, 2)),
        ({"shard_count": 4, "shard_ids": " 3, 1-2 "}, 4, (1, 2, 3)),
        ({"shard_count": 2, "shard_ids": "1"}, 2, (1,)),
        ({"shard_count": 2, "shard_ids": [1, 0, 1]}, 2, (0, 1)),
    ],
)
def test_shard_settings(values: dict[str, Any], count: int | None, ids: Any) -> None:
    settings = shard_settings(**values)
    assert (settings.shard_count, settings.shard_ids) == (count, ids)


@pytest.mark.parametrize(
    ("values", "message"),
    [
        (
            {"shard_count": "0"},
            "SHARD_COUNT='0' is not valid: give the total number of shards, a whole number "
            "from 1, or leave it empty.",
        ),
        ({"shard_count": "two"}, "SHARD_COUNT='two' is not valid:"),
        (
            {"shard_ids": "0"},
            "SHARD_IDS='0' is not valid: set SHARD_COUNT too (the total number of shards).",
        ),
        (
            {"shard_count": 2, "shard_ids": "2"},
            "SHARD_IDS='2' is not valid: with SHARD_COUNT=2, give shard ids from 0 to 1.",
        ),
        ({"shard_count": 2, "shard_ids": "0-9"}, "with SHARD_COUNT=2, give shard ids from 0 to 1"),
        (
            {"shard_count": 4, "shard_ids": "3-1"},
            "SHARD_IDS='3-1' is not valid: give the shards this process runs, e.g. 0-3 or 0,2 "
            "(SHARD_COUNT set too).",
        ),
        ({"shard_count": 4, "shard_ids": "a,b"}, "e.g. 0-3 or 0,2"),
        ({"shard_count": 4, "shard_ids": "-1"}, "e.g. 0-3 or 0,2"),
    ],
)
def test_bad_shard_settings_are_one_clear_line(values: dict[str, Any], message: str) -> None:
    with pytest.raises(ConfigError) as caught:
        shard_settings(**values)
    text = str(caught.value)
    assert message in text and "\n" not in text, text
    assert text.startswith(("SHARD_COUNT=", "SHARD_IDS=")), text


def test_shard_settings_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SHARD_COUNT", "4")
    monkeypatch.setenv("SHARD_IDS", "0-1,3")  # not JSON: read as written
    settings = shard_settings()
    assert (settings.shard_count, settings.shard_ids) == (4, (0, 1, 3))


def test_which_process_handles_a_guild() -> None:
    guild_on = {i: (1000 + i) << 22 for i in range(4)}  # a guild on shard i of 4
    assert [shard_of(guild_on[i], 4) for i in range(4)] == [0, 1, 2, 3]
    unsharded = DobroBot(shard_settings())
    assert unsharded.my_shards is None and unsharded.holds_first_shard
    assert all(unsharded.handles_guild(g) for g in guild_on.values())
    assert unsharded.shard_count is None  # discord.py asks Discord how many (GET /gateway/bot)
    some = DobroBot(shard_settings(shard_count=4, shard_ids="1,3"))
    assert (some.shard_count, some.shard_ids) == (4, [1, 3])
    assert some.my_shards == (1, 3) and not some.holds_first_shard
    assert [some.handles_guild(guild_on[i]) for i in range(4)] == [False, True, False, True]
    every = DobroBot(shard_settings(shard_count=2))
    assert every.my_shards == (0, 1) and every.holds_first_shard and every.shard_ids is None


# ------------------------------------------------------------------------------------------------
# The offline Discord: several guilds, sharded sessions


async def test_fake_puts_guilds_on_chosen_shards(fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    for count in (2, 3, 5):
        for index in range(count):
            guild = fake.add_guild(f"G{index}/{count}", shard=(index, count))
            assert fake.shard_of(guild, count) == index == (guild.id >> 22) % count
    later = fake.add_guild("Later")
    assert later.id > max(g.id for g in fake.guilds[:-1])  # ids stay time-ordered
    assert fake.guilds[0] is fake.guild  # the first guild is still `fake.guild`
    other = fake.guilds[1]
    ana = fake.member("ana", other)
    assert ana is not fake.member("ana") and ana in other.members
    assert fake.guild_of(other.channels[0]) is other
    assert [c.name for c in other.channels] == ["general", "dobro"]
    assert other.owner_id == ana.id


async def test_one_unsharded_process_runs_every_shard_discord_recommends(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    fake.recommended_shards = 2
    first = fake.shard_of(fake.guild, 2)
    other = fake.add_guild("Second Club", shard=(1 - first, 2))
    bot = await start_bot(extensions=EXTENSIONS, ai_delay=0, dev_guild_id=None)
    assert bot.shard_count == 2 and sorted(bot.shards) == [0, 1]
    assert {g.id for g in bot.guilds} == {fake.guild.id, other.id}
    assert len(fake.requests_to("GET", "/gateway/bot")) == 1
    # Each guild's interactions come through its own shard's connection.
    for guild in (fake.guild, other):
        reply = await fake.slash(fake.member("ana", guild), guild.channels[0], "dobro ping")
        assert reply.response().content.startswith("Pong!")
        assert bot.get_guild(guild.id).shard_id == fake.shard_of(guild, 2)


# ------------------------------------------------------------------------------------------------
# (b) Two bots in this process, shards 0 and 1 of 2, one database


def guilds_by_shard(fake: FakeDiscord) -> dict[int, FakeGuild]:
    """The fake's first guild and a second one on the other shard of 2."""
    first = fake.shard_of(fake.guild, 2)
    other = fake.add_guild("Second Club", shard=(1 - first, 2))
    return {first: fake.guild, 1 - first: other}


async def start_shard(start_bot: Any, shard: int, clock: FakeClock, **settings: Any) -> DobroBot:
    bot: DobroBot = await start_bot(
        extensions=EXTENSIONS,
        ai_delay=0,
        clock=clock,
        shard_count=2,
        shard_ids=str(shard),
        **{"dev_guild_id": None, **settings},
    )
    return bot


async def open_in(
    fake: FakeDiscord,
    bot: DobroBot,
    channel: FakeChannel,
    host: FakeUser,
    *,
    computers: tuple[str, ...] = (),
    seats: int,
    start: bool = True,
) -> Table:
    """`/dobro new` in `channel` (any guild's), computers added, started if `start`."""
    lobby = (await fake.slash(host, channel, "dobro new", seats=seats, timer=0)).response()
    assert not lobby.ephemeral
    assert bot.tables is not None
    table = bot.tables.in_channel(channel.id)
    assert table is not None
    for level in computers:
        answered_quietly(await fake.click(host, lobby, f"dobro:t:{table.game_id}:ai_{level}"))
    await settle(fake, bot)
    if start:
        answered_quietly(
            await fake.click(host, fake.message(lobby.id), f"dobro:t:{table.game_id}:start")
        )
        await settle(fake, bot)
        assert table.state is not None
    return table


def posts_with_nonce(fake: FakeDiscord, nonce: str, since: int = 0) -> list[Any]:
    """Message posts carrying `nonce` among the requests from index `since` on."""
    return [
        r
        for r in fake.requests[since:]
        if r.method == "POST" and r.route == POST_MESSAGE and (r.json or {}).get("nonce") == nonce
    ]


async def settle_all(fake: FakeDiscord, bots: list[DobroBot]) -> None:
    for _ in range(3):
        for bot in bots:
            await settle(fake, bot)


async def test_two_bots_on_two_shards_each_do_their_guilds_work(
    fake_discord: FakeDiscord, start_bot: Any, tmp_path: Path
) -> None:
    fake = fake_discord
    guild = guilds_by_shard(fake)
    clock = FakeClock()
    bots = [await start_shard(start_bot, 0, clock), await start_shard(start_bot, 1, clock)]

    # Each bot has exactly its shard's guild; the commands were synced globally once, by shard 0.
    for shard, bot in enumerate(bots):
        assert [g.id for g in bot.guilds] == [guild[shard].id]
        assert bot.get_guild(guild[1 - shard].id) is None
    assert len(fake.requests_to("PUT", GLOBAL_COMMANDS)) == 1
    assert fake.requests_to("PUT", GUILD_COMMANDS) == []

    # In each guild: a finished game (by clicks), a game in play and a lobby, and a league
    # ending tomorrow. Each guild's interactions reach its own shard's bot only.
    tomorrow = datetime.fromtimestamp(clock.now() + DAY, UTC).date().isoformat()
    finished: dict[int, Table] = {}
    playing: dict[int, Table] = {}
    lobbies: dict[int, Table] = {}
    for shard, bot in enumerate(bots):
        g = guild[shard]
        ana = fake.member("ana", g)
        general, second = g.channels
        created = await fake.slash(
            ana, general, "dobro league create", name=f"Cup {shard}", ends=tomorrow
        )
        assert not created.response().ephemeral
        finished[shard] = await open_in(fake, bot, general, ana, computers=("normal",), seats=2)
        await play_by_clicks(fake, bot, finished[shard], [ana], random.Random(shard))
        await settle_all(fake, bots)
        assert finished[shard].state is not None and finished[shard].state.over
        playing[shard] = await open_in(fake, bot, general, ana, computers=("normal",), seats=2)
        lobbies[shard] = await open_in(fake, bot, second, ana, seats=3, start=False)
        other = bots[1 - shard]
        assert other.tables is not None and other.tables.tables.get(playing[shard].game_id) is None
    await settle_all(fake, bots)
    for bot in bots:
        await bot.close()

    # While they were down: the leagues ended, and both results posts were lost (owed again:
    # gone from the channel too, or the bots would find them there and post nothing).
    db_path = tmp_path / "dobro.sqlite3"
    with contextlib.closing(sqlite3.connect(db_path)) as conn, conn:
        outbox = conn.execute("SELECT id, game_id FROM outbox ORDER BY id").fetchall()
        for (message_id,) in conn.execute("SELECT message_id FROM outbox").fetchall():
            fake.delete_message(message_id)
        conn.execute("UPDATE outbox SET sent_at = NULL, message_id = NULL")
        conn.execute("UPDATE leagues SET ends_at = ?", (storage.iso_time(clock.now() - 60),))
        leagues = conn.execute("SELECT id, guild_id FROM leagues ORDER BY id").fetchall()
    assert sorted(game for _, game in outbox) == sorted(t.game_id for t in finished.values())
    assert len(leagues) == 2
    before = len(fake.requests)

    def owed_now() -> tuple[set[int], set[int]]:
        """(guilds with results owed, guilds with a league not closed or not posted)."""
        with contextlib.closing(sqlite3.connect(db_path)) as conn:
            results = conn.execute(
                "SELECT g.guild_id FROM outbox o JOIN games g ON g.id = o.game_id"
                " WHERE o.sent_at IS NULL"
            ).fetchall()
            unposted = conn.execute(
                "SELECT guild_id FROM leagues WHERE posted_message_id IS NULL"
            ).fetchall()
        return {r[0] for r in results}, {r[0] for r in unposted}

    # Shard 1's process starts alone first: it does its guild's work and leaves shard 0's.
    late = await start_shard(start_bot, 1, clock)
    job = late.get_cog("Leagues")
    await eventually(lambda: job.passes >= 1, what="shard 1's league job ran")
    await settle_all(fake, [late])
    assert owed_now() == ({guild[0].id}, {guild[0].id})
    bots = [await start_shard(start_bot, 0, clock), late]
    job = bots[0].get_cog("Leagues")
    await eventually(lambda: job.passes >= 1, what="shard 0's league job ran")
    await settle_all(fake, bots)
    assert owed_now() == (set(), set())

    # Each bot restored exactly its own guild's tables, and writes only those.
    for shard, bot in enumerate(bots):
        assert bot.tables is not None
        mine = {playing[shard].game_id, lobbies[shard].game_id}
        assert set(bot.tables.tables) == mine, shard
        assert all(t.guild_id == guild[shard].id for t in bot.tables.tables.values())
        play = bot.get_cog("Play")
        written = {gid for gid in mine | {finished[shard].game_id} if play.writers.get(gid)}
        assert finished[1 - shard].game_id not in written
    # Each owed result was sent once, by the bot of its guild, in its channel.
    for item_id, game_id in outbox:
        (post,) = posts_with_nonce(fake, f"dobro-o{item_id}", before)
        shard = next(s for s, t in finished.items() if t.game_id == game_id)
        assert int(post.path.split("/")[-2]) == guild[shard].channels[0].id
    # Each league was closed and its podium posted once, in its own guild.
    for league_id, guild_id in leagues:
        (post,) = posts_with_nonce(fake, f"dobro-l{league_id}", before)
        channel = fake.get_channel(int(post.path.split("/")[-2]))
        assert channel.guild_id == guild_id
    for bot in bots:
        db = bot.db
        assert isinstance(db, storage.Database)
        assert await db.outbox.owed() == [] and await db.leagues.owed() == []
    # No command sync this time: the tree did not change (shard 0's hash), shard 1 never syncs.
    assert len(fake.requests_to("PUT", GLOBAL_COMMANDS)) == 1
    assert all(r.route != GUILD_COMMANDS for r in fake.requests[before:])

    # Both games in play go on, each with its own bot.
    for shard, bot in enumerate(bots):
        table = bot.tables.tables[playing[shard].game_id]  # type: ignore[union-attr]
        ana = fake.member("ana", guild[shard])
        await play_by_clicks(fake, bot, table, [ana], random.Random(10 + shard))
        await settle_all(fake, bots)
        assert table.state is not None and table.state.over


async def test_the_dev_guild_is_synced_by_the_process_holding_it(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    guild = guilds_by_shard(fake)
    clock = FakeClock()
    bots = [
        await start_shard(start_bot, shard, clock, dev_guild_id=guild[1].id) for shard in (0, 1)
    ]
    (sync,) = fake.requests_to("PUT", GUILD_COMMANDS)
    assert sync.path.endswith(f"/guilds/{guild[1].id}/commands")
    assert fake.requests_to("PUT", GLOBAL_COMMANDS) == []
    assert await bots[0].sync_commands() == "elsewhere"
    assert await bots[1].sync_commands() == "guild"


async def test_card_faces_are_uploaded_once_by_shard_0s_process(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    guilds_by_shard(fake)
    clock = FakeClock()
    # Shard 1's process starts first: it waits for shard 0's uploads instead of racing them.
    late = asyncio.create_task(start_shard(start_bot, 1, clock, card_emojis=True))
    await asyncio.sleep(0.5)
    assert fake.requests_to("POST", "/applications/{application_id}/emojis") == []
    first = await start_shard(start_bot, 0, clock, card_emojis=True)
    second = await late
    assert first.is_ready() and second.is_ready()
    created = fake.requests_to("POST", "/applications/{application_id}/emojis")
    assert len(created) == len(fake.app_emojis) == len(face_draw.CARDS)
    assert {e.name for e in fake.app_emojis.values()} == {
        face_draw.emoji_name(card) for card in face_draw.CARDS
    }
    assert fake.violations == []


# ------------------------------------------------------------------------------------------------
# (c) Two real processes, shards 0 and 1 of 2, one database, tables of both shards at once

LAUNCHER = textwrap.dedent(
    """
    # Runs bot.py exactly as `python bot.py` would, with discord.py pointed at the fake.
    import os, runpy, sys
    import discord.gateway, discord.http, yarl
    discord.http.Route.BASE = os.environ["FAKE_DISCORD_API"]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(os.environ["FAKE_DISCORD_GATEWAY"])
    sys.path.insert(0, os.environ["DOBRO_REPO"])
    sys.argv = [os.environ["DOBRO_BOT"]]
    runpy.run_path(os.environ["DOBRO_BOT"], run_name="__main__")
    """
)


@contextlib.asynccontextmanager
async def shared_database(tmp_path: Path) -> AsyncIterator[tuple[str | None, str]]:
    """(DATABASE_URL or None, what it is): a fresh PostgreSQL database from tests/pg.py when
    the bot can use one, else None (one SQLite file, which the test announces)."""
    why = ""
    try:
        from tests import pg
    except ImportError as exc:
        pg = None
        why = f"tests/pg.py is not usable ({exc})"
    if pg is not None and "database_url" not in Settings.model_fields:
        pg, why = None, "the bot has no DATABASE_URL setting yet"
    if pg is None:
        yield None, why
        return
    async with pg.server_session() as server:
        if server is None:
            yield None, "; ".join(pg.SKIPPED[-1:]) or "no PostgreSQL server"
            return
        yield await server.fresh_database(), "PostgreSQL"


async def open_shared(url: str | None, path: Path) -> Any:
    if url is None:
        return await storage.Database.open(path)
    return await storage.open_database(url, path, 2)


def bot_env(fake: FakeDiscord, tmp_path: Path, url: str | None, **env: str) -> dict[str, str]:
    values = {
        "PATH": os.environ.get("PATH", ""),
        "HOME": str(tmp_path),
        "FAKE_DISCORD_API": fake.base_url,
        "FAKE_DISCORD_GATEWAY": fake.gateway_url,
        "DOBRO_REPO": str(REPO),
        "DOBRO_BOT": str(REPO / "bot.py"),
        "DISCORD_TOKEN": fake.token,
        "DATABASE_PATH": str(tmp_path / "dobro.sqlite3"),
        "LOG_LEVEL": "INFO",
        "AI_DELAY": "0",
        "TABLE_EDIT_INTERVAL": "0",
        "CARD_EMOJIS": "true",
        **env,
    }
    if url is not None:
        values["DATABASE_URL"] = url
    return values


async def start_process(env: dict[str, str], tmp_path: Path, name: str) -> Any:
    launcher = tmp_path / "launch_bot.py"
    launcher.write_text(LAUNCHER)
    log = (tmp_path / f"{name}.log").open("wb")
    return await asyncio.create_subprocess_exec(
        sys.executable,
        str(launcher),
        cwd=tmp_path,
        env=env,
        stdout=asyncio.subprocess.DEVNULL,
        stderr=log,
    )


async def act(fake: FakeDiscord, sent: Any) -> Any:
    """Send an interaction (`fake.click(..., wait=False)` and the like) and wait until the bot
    processes are done with it, with room for two processes sharing the CPUs."""
    interaction = await sent
    await fake.wait_idle(timeout=60)
    return interaction


def results_messages(fake: FakeDiscord, channel: FakeChannel, gid: int) -> list[StoredMessage]:
    return [
        m
        for m in fake.messages(channel)
        if any(c.startswith(f"dobro:t:{gid}:again") for c in m.custom_ids())
    ]


def hand_button(fake: FakeDiscord, channel: FakeChannel, gid: int) -> StoredMessage | None:
    """The newest public message of the table carrying its "My hand" button."""
    carrying = [m for m in fake.messages(channel) if f"dobro:t:{gid}:hand" in m.custom_ids()]
    return carrying[-1] if carrying else None


async def play_blind(
    fake: FakeDiscord,
    channel: FakeChannel,
    gid: int,
    people: list[FakeUser],
    rng: random.Random,
    max_steps: int = 4000,
) -> int:
    """Play a table of people to its end by clicks only, knowing nothing but what Discord
    shows: open the hand of whoever is probably on turn, click one of its enabled plays (a
    random value for a joker's menu). Returns the number of plays clicked."""
    clicks = 0
    turn = 0
    for _ in range(max_steps):
        if results_messages(fake, channel, gid):
            return clicks
        source = hand_button(fake, channel, gid)
        if source is None:
            await asyncio.sleep(0.05)
            continue
        controls: list[tuple[FakeUser, StoredMessage, dict[str, Any]]] = []
        for offset in range(len(people)):
            user = people[(turn + offset) % len(people)]
            try:
                click = fake.click(user, source, f"dobro:t:{gid}:hand", wait=False)
                opened = await act(fake, click)
            except ComponentNotFound:  # a new round moved the table on meanwhile: find it
                break
            if not opened.acknowledged:
                break
            hand = opened.response()
            assert hand.ephemeral and hand.visible_to == user.id
            found = [
                c
                for c in hand.all_components()
                if str(c.get("custom_id", "")).startswith((f"dobro:m:{gid}:", f"dobro:j:{gid}:"))
                and not c.get("disabled")
            ]
            if found:
                controls = [(user, hand, c) for c in found]
                turn = people.index(user)
                break
        if not controls:
            await asyncio.sleep(0.05)  # between two moves, or the game just ended
            continue
        user, hand, control = rng.choice(controls)
        if control.get("options"):
            value = rng.choice([o["value"] for o in control["options"]])
            answer = await act(
                fake, fake.select(user, hand, control["custom_id"], [value], wait=False)
            )
        else:
            answer = await act(fake, fake.click(user, hand, control["custom_id"], wait=False))
        assert answer.acknowledged and not answer.errors, answer.errors
        clicks += 1
        turn = (turn + 1) % len(people)
    raise AssertionError(f"table {gid} did not end within {max_steps} steps")


async def test_two_bot_processes_on_two_shards_share_one_database(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    fake.interaction_deadline = 10.0  # two bot processes and the fake share the test's CPUs
    guilds: dict[int, list[FakeGuild]] = {0: [], 1: []}
    for shard in (0, 1):
        for n in range(2):
            guilds[shard].append(fake.add_guild(f"Shard {shard} club {n}", shard=(shard, 2)))
    async with shared_database(tmp_path) as (url, what):
        if url is None:
            notice = (
                f"test_shards: the two-process test runs on ONE SHARED SQLITE FILE, not "
                f"PostgreSQL: {what}"
            )
            print(notice)
            warnings.warn(notice, stacklevel=1)
        processes = []
        try:
            for shard in (0, 1):
                env = bot_env(fake, tmp_path, url, SHARD_COUNT="2", SHARD_IDS=str(shard))
                processes.append(await start_process(env, tmp_path, f"shard{shard}"))
            loop = asyncio.get_running_loop()
            deadline = loop.time() + 60

            def ready(shard: int) -> bool:
                log = (tmp_path / f"shard{shard}.log").read_text(errors="replace")
                return f"on shard(s) {shard} of 2" in log

            while not (ready(0) and ready(1)):
                for shard, process in enumerate(processes):
                    if process.returncode is not None:
                        log = (tmp_path / f"shard{shard}.log").read_text()
                        raise AssertionError(f"shard {shard}'s process stopped:\n{log[-3000:]}")
                assert loop.time() < deadline, "the bot processes never got ready"
                await asyncio.sleep(0.05)

            # Four tables, two guilds per shard, played at once by clicks to their end.
            async def one_table(g: FakeGuild, seed: int) -> tuple[FakeGuild, int, int]:
                people = [fake.member(name, g) for name in ("ana", "ben")]
                channel = g.channels[0]
                lobby = (
                    await act(
                        fake,
                        fake.slash(people[0], channel, "dobro new", seats=2, timer=0, wait=False),
                    )
                ).response()
                gid = int(
                    next(c for c in lobby.custom_ids() if c.startswith("dobro:t:")).split(":")[2]
                )
                join = fake.click(people[1], lobby, f"dobro:t:{gid}:join", wait=False)
                answered_quietly(await act(fake, join))
                start = fake.click(
                    people[0], fake.message(lobby.id), f"dobro:t:{gid}:start", wait=False
                )
                answered_quietly(await act(fake, start))
                clicks = await play_blind(fake, channel, gid, people, random.Random(seed))
                return g, gid, clicks

            began = time.monotonic()
            played = await asyncio.gather(
                *(one_table(g, i) for i, g in enumerate([*guilds[0], *guilds[1]]))
            )
            seconds = time.monotonic() - began
            await asyncio.sleep(0.5)
            await fake.wait_idle(timeout=30)
            print(
                f"test_shards: {len(played)} tables, {sum(c for *_, c in played)} plays by "
                f"clicks in {seconds:.1f} s on {what if url else 'SQLite'}"
            )

            # Interactions reached only the process of their guild's shard; one global sync,
            # one upload of each card face (by shard 0's process).
            assert len(fake.requests_to("PUT", GLOBAL_COMMANDS)) == 1
            assert len(fake.requests_to("POST", "/applications/{application_id}/emojis")) == len(
                face_draw.CARDS
            )
            assert fake.requests_to("PUT", GUILD_COMMANDS) == []
            for g, gid, _ in played:
                (results,) = results_messages(fake, g.channels[0], gid)
                assert "Dobro · results" in results.text()

            # Each guild's results and standings are stored once, and right.
            db = await open_shared(url, tmp_path / "dobro.sqlite3")
            try:
                for g, gid, _ in played:
                    game = await db.games.get(gid)
                    assert game is not None and game.guild_id == g.id
                    assert game.status is storage.GameStatus.FINISHED
                    record = await db.games.record(gid)
                    final = dr.replay(record)
                    assert final.over
                    stored = await db.results.for_game(gid)
                    assert stored is not None
                    want = {x.name: (x.total, x.position, x.winner) for x in dr.standings(final)}
                    got = {x.name: (x.total, x.position, x.winner) for x in stored.seats}
                    assert got == want, (got, want)
                    assert await db.outbox.owed(gid) == []
                    wins = Counter(x.name for x in stored.seats if x.winner)
                    for user in (fake.member("ana", g), fake.member("ben", g)):
                        totals = await db.leaderboard.player_totals(g.id, user.id)
                        assert totals is not None and totals.games == 1, (g.name, totals)
                        name = game.seats[[s.user_id for s in game.seats].index(user.id)].name
                        assert totals.wins == wins[name]
                        assert totals.points == got[name][0]
            finally:
                await db.close()
            # The standings, asked in each guild, come from that guild's shard's process.
            for g, _, _ in played:
                board = await act(
                    fake,
                    fake.slash(
                        fake.member("cleo", g), g.channels[0], "dobro leaderboard", sort="games",
                        min_games=1, wait=False,
                    ),
                )  # fmt: skip
                text = board.response().text()
                for name in ("ana", "ben"):
                    assert f"<@{fake.member(name, g).id}>" in text
                assert "games 1" in text
        finally:
            for process in processes:
                if process.returncode is None:
                    process.terminate()
            for process in processes:
                try:
                    await asyncio.wait_for(process.wait(), timeout=30)
                except TimeoutError:
                    process.kill()
                    await process.wait()
        for shard, process in enumerate(processes):
            log = (tmp_path / f"shard{shard}.log").read_text()
            assert process.returncode == 0, log[-3000:]
            assert "Traceback" not in log, log[-3000:]
            on_shard = sum(1 for g in fake.guilds if fake.shard_of(g, 2) == shard)
            assert f"to {on_shard} server(s) on shard(s) {shard} of 2" in log


async def test_two_bot_processes_keep_within_one_bots_global_limit(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """Issue 35, point 3: Discord's global limit is the bot's, over all its processes. Two
    processes (shards 0 and 1 of 2, one database) restart with games in play: each redraws
    its tables and pings whoever is on turn, through the channels (no interaction's token to
    ride on after a restart), all at once. Their budget (GLOBAL_REQUESTS=8) is shared through
    the database, so together they never go over: Discord (the fake, enforcing 10 a second)
    answers no 429, though each alone would have made 8 a second."""
    fake = fake_discord
    fake.interaction_deadline = 10.0
    window = fake.enforce_global_limit(10)
    per_shard = 12
    async with shared_database(tmp_path) as (url, what):
        if url is None:
            print(f"test_shards: the budget is shared through ONE SQLITE FILE: {what}")
        db = await open_shared(url, tmp_path / "dobro.sqlite3")
        channels: dict[int, list[FakeChannel]] = {0: [], 1: []}
        try:
            for shard in (0, 1):
                guild = fake.add_guild(f"Shard {shard} club", shard=(shard, 2))
                people = [fake.member(name, guild) for name in ("ana", "ben")]
                for k in range(per_shard):
                    channel = fake.add_channel(f"table-{k}", guild=guild, announce=False)
                    channels[shard].append(channel)
                    message = fake._new_message(  # the table message, as the bot drew it
                        channel,
                        {
                            "flags": IS_COMPONENTS_V2,
                            "components": [{"type": 10, "content": "A table, before"}],
                        },
                        [],
                    )
                    names = [p.display_name for p in people]
                    setup = dr.new_record(
                        names, variant="standard", draw="auto", seed=shard * 100 + k
                    )
                    setup.pop("actions")
                    game = await db.games.create(
                        guild.id,
                        channel.id,
                        settings={"game": "dobro", "seats": 2, "host_id": people[0].id,
                                  "timer": None, "lang": "en"},
                        seats=[storage.Seat.human(i, p.id, n)
                               for i, (p, n) in enumerate(zip(people, names, strict=True))],
                        setup=setup,
                        table_message_id=message.id,
                    )  # fmt: skip
                    state = dr.start(setup)
                    action = dr.ai.choose(
                        state, state.players[state.turn], "normal", random.Random(k)
                    )
                    await db.games.append_action(game.id, 0, state.players[state.turn], action)
        finally:
            await db.close()
        processes = []
        try:
            for shard in (0, 1):
                env = bot_env(
                    fake, tmp_path, url, SHARD_COUNT="2", SHARD_IDS=str(shard),
                    GLOBAL_REQUESTS="8", CARD_EMOJIS="false",
                )  # fmt: skip
                processes.append(await start_process(env, tmp_path, f"budget{shard}"))
            everything = [c for shard in (0, 1) for c in channels[shard]]

            def written(channel: FakeChannel) -> bool:
                shown = fake.messages(channel)
                return any("Dobro · table" in m.text() for m in shown) and any(
                    m.content.startswith("🔔") for m in shown
                )

            loop = asyncio.get_running_loop()
            deadline = loop.time() + 120
            while not all(written(c) for c in everything):
                for shard, process in enumerate(processes):
                    if process.returncode is not None:
                        log = (tmp_path / f"budget{shard}.log").read_text()
                        raise AssertionError(f"shard {shard}'s process stopped:\n{log[-3000:]}")
                assert loop.time() < deadline, (
                    f"{sum(map(written, everything))} of {len(everything)} tables written"
                )
                await asyncio.sleep(0.1)
            print(
                f"test_shards: {window.total} requests on Discord's global limit from two "
                f"processes (most in any second: {window.most}), on {what if url else 'SQLite'}"
            )
            assert window.refused == 0, f"{window.refused} requests answered 429 (global)"
            assert window.most <= 10 and window.total >= 2 * 2 * per_shard
            for shard in (0, 1):  # both processes did their guild's work
                ids = {c.id for c in channels[shard]}
                assert any(
                    int(r.path.split("/")[2]) in ids
                    for r in fake.requests_to("POST", POST_MESSAGE)
                    if r.status == 200
                )
        finally:
            for process in processes:
                if process.returncode is None:
                    process.terminate()
            for process in processes:
                try:
                    await asyncio.wait_for(process.wait(), timeout=30)
                except TimeoutError:
                    process.kill()
                    await process.wait()
        for shard in (0, 1):
            log = (tmp_path / f"budget{shard}.log").read_text()
            assert "Traceback" not in log, log[-3000:]
