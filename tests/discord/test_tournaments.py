"""Tournaments through the offline Discord (#26): whole tournaments played by people (some moves
clicked, the rest made through the table service as their clicks would) and computers standing
in (the turn timer on a ``FakeClock``: two timeouts make a seat away, then a computer plays it
at once), every post exactly once, a restart mid-round, a withdrawal, a table cancelled
mid-round, the refusals, and (issue 29) the verdict: a no-show scores nothing, two in a row
withdraw, ``start`` during the check-in never cancels.

Sticks keeps the games short (36 to 144 moves). The tournament's pairing is checked against the
pure module (``tournaments.pairing``) it stores and reads back, not re-derived here.
"""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest

from bot import DobroBot
from fakediscord import FakeDiscord, FakeUser, StoredMessage
from storage import GameStatus, Tournament
from tables import Table, TableError
from tests.discord.play_helpers import PLAY_EXTENSIONS, settle, table_message, tables
from tests.discord.test_leaderboard import db_of
from tests.discord.test_sticks import hand_of, offered
from tests.fixtures import BotFactory
from tests.tables.fakes import FakeClock
from tournaments.pairing import repeats

SWISS = [f"s{i:02d}" for i in range(14)]
TIMER = 60


# ---------------------------------------------------------------------------------- helpers


async def start_tournament_bot(start_bot: BotFactory, *, seed: int, clock: FakeClock) -> DobroBot:
    """A bot whose computers act at once and whose deals are seeded, its tables timed by
    ``clock``. Table messages are edited at most every half second (as in production, once a
    second): a run of computer moves is one edit, which keeps these long runs fast."""
    bot = await start_bot(
        extensions=PLAY_EXTENSIONS, ai_delay=0, clock=clock, table_edit_interval=0.5
    )
    tables(bot).rng = random.Random(seed)
    deal = random.Random(seed * 7919 + 1)
    tables(bot).seeds = lambda: deal.getrandbits(48)
    return bot


async def settle_all(fake: FakeDiscord, bot: DobroBot) -> None:
    """Until the bot is quiet: tables, their writers, the tournament job, the fake."""
    cog: Any = bot.get_cog("Tournaments")
    before = None
    for _ in range(100):
        await settle(fake, bot)
        await cog.quiet()
        await settle(fake, bot)
        now = (len(fake.requests), cog.passes)
        if now == before:
            return
        before = now
    raise AssertionError("the bot was still busy")


async def tournament_of(bot: DobroBot, guild_id: int, name: str) -> Tournament:
    found = await db_of(bot).tournaments.by_name(guild_id, name)
    assert found is not None
    return found


def posts(fake: FakeDiscord, channel: Any, tid: int, prefix: str = "dobro:ts:") -> list[Any]:
    """The tournament's posts in its channel carrying a control ``prefix<tid>:``."""
    return [
        m
        for m in fake.messages(channel)
        if any(c.startswith(f"{prefix}{tid}:") or c == f"{prefix}{tid}" for c in m.custom_ids())
    ]


def announcement(fake: FakeDiscord, channel: Any, tid: int) -> StoredMessage:
    (found,) = posts(fake, channel, tid, "dobro:tj:")
    return found


def titled(fake: FakeDiscord, channel: Any, tid: int, words: str) -> list[StoredMessage]:
    return [m for m in posts(fake, channel, tid) if words in m.text()]


async def own_turns(bot: DobroBot, tid: int, present: set[int] | None) -> None:
    """The people at the round's tables make their own decisions (the first legal move, at
    once, through the table service as their clicks would): they play their games out.
    ``present``: only those (None: everyone); the others are left to the timer."""
    db = db_of(bot)
    cup = await db.tournaments.get(tid)
    assert cup is not None
    service = tables(bot)
    for _ in range(5000):
        moved = False
        for row in await db.tournaments.tables(tid, cup.round):
            table = service.tables.get(row.game_id or 0)
            if table is None:
                continue
            for seat in table.waiting_people:
                if seat.user_id is None or (present is not None and seat.user_id not in present):
                    continue
                try:
                    await service.play(table.game_id, seat.user_id, table.version, 0)
                except TableError:
                    continue
                moved = True
        await asyncio.sleep(0)
        await service.idle()
        if not moved:
            return


async def play_out(
    fake: FakeDiscord,
    bot: DobroBot,
    clock: FakeClock,
    tid: int,
    *,
    limit: int = 60,
    present: set[int] | None = None,
) -> Tournament:
    """Until the round being played ends (the next one is paired, or the tournament is over):
    people play their turns (``present``: only those), the turn timer plays for anyone else
    (two timeouts, then the computer plays their seat)."""
    db = db_of(bot)
    start = await db.tournaments.get(tid)
    assert start is not None
    for _ in range(limit):
        await own_turns(bot, tid, present)
        await settle_all(fake, bot)
        await clock.advance(TIMER)
        await settle_all(fake, bot)
        now = await db.tournaments.get(tid)
        assert now is not None
        if now.round != start.round or now.status != "running":
            return now
    raise AssertionError(f"round {start.round} did not end")


def round_tables(bot: DobroBot, tid: int, number: int) -> Any:
    return db_of(bot).tournaments.tables(tid, number)


async def click_moves(
    fake: FakeDiscord, bot: DobroBot, table: Table, users: dict[int, FakeUser], moves: int
) -> int:
    """People of ``table`` click ``moves`` moves through their hands (whoever the game waits
    on); returns how many were clicked."""
    rng = random.Random(table.game_id)
    clicked = 0
    while clicked < moves and table.open and table.state is not None:
        waited = [
            table.seats[seat].user_id
            for seat, kind in table.waits()
            if kind == "turn" and not table.seats[seat].played_by_computer
        ]
        if not waited:
            break
        user = users[waited[0]]
        hand = await hand_of(fake, table, user)
        buttons = offered(hand)
        custom_id, _ = buttons[rng.randrange(len(buttons))]
        done = await fake.click(user, hand, custom_id)
        assert done.acknowledged and not done.errors, done.errors
        await settle_all(fake, bot)
        clicked += 1
    return clicked


def game_of(bot: DobroBot, game_id: int) -> Table:
    return tables(bot).get(game_id)


# ---------------------------------------------------------------------------------- Swiss


@pytest.mark.fake_discord(member_names=SWISS)
async def test_a_swiss_evening_of_twelve_at_four_seats_over_three_rounds(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    clock = FakeClock()
    bot = await start_tournament_bot(start_bot, seed=26, clock=clock)
    db = db_of(bot)
    guild = fake.guild.id
    members = [fake.member(n) for n in SWISS]
    mod, people, watcher = members[0], members[:13], members[13]  # the moderator plays too
    users = {u.id: u for u in members}
    where = fake.other_channel

    # Only a moderator creates; the start time's examples come from the clock.
    refused = await fake.slash(
        people[1], fake.channel, "dobro tournament create", name="Mine", format="swiss"
    )
    assert refused.response().ephemeral and refused.response().content.startswith("Only a mod")
    offered_starts = await fake.autocomplete(
        mod, fake.channel, "dobro tournament create", focused="starts", name="x", format="swiss",
        starts="",
    )  # fmt: skip
    assert offered_starts[0]["name"].endswith("UTC (in 15 min)")
    created = await fake.slash(
        mod, fake.channel, "dobro tournament create", name="Friday *Cup*", format="swiss",
        game="sticks", seats=4, rounds=3, timer=TIMER, starts=offered_starts[1]["value"],
        channel=where,
    )  # fmt: skip
    answer = created.response()
    assert answer.ephemeral and f"**Friday \\*Cup\\*** is announced in <#{where.id}>" in (
        answer.content
    )
    await settle_all(fake, bot)
    cup = await tournament_of(bot, guild, "friday *cup*")
    assert (cup.status, cup.format, cup.seats, cup.rounds, cup.timer) == (
        "registering", "swiss", 4, 3, TIMER
    )  # fmt: skip
    news = announcement(fake, where, cup.id)
    assert "🏆 Friday \\*Cup\\*" in news.text() and "Swiss · 4 seats a table · 3 rounds" in (
        news.text()
    )
    assert news.notified() == set()

    # Thirteen join by the button (a second press is refused); one takes it back and rejoins.
    for user in people:
        joined = await fake.click(user, news, f"dobro:tj:{cup.id}")
        assert joined.response().ephemeral and "You are registered" in joined.response().content
    again = await fake.click(people[1], news, f"dobro:tj:{cup.id}")
    assert "registered for Friday \\*Cup\\* already" in again.response().content
    await fake.click(people[3], news, f"dobro:tw:{cup.id}")
    await fake.click(people[3], news, f"dobro:tj:{cup.id}")
    await settle_all(fake, bot)
    news = fake.message(news.id)
    assert "**Registered** (13 of 64)" in news.text()
    assert all(f"<@{u.id}>" in news.text() for u in people)

    # The check-in opens ten minutes before the start: everyone registered is pinged once.
    await clock.advance(20 * 60)
    await settle_all(fake, bot)
    (call,) = posts(fake, where, cup.id, "dobro:tc:")
    assert call.notified() == {u.id for u in people}
    late = members[12]  # a no-show
    for user in people:
        if user is not late:
            done = await fake.click(user, call, f"dobro:tc:{cup.id}")
            assert "checked in" in done.response().content
    stranger = await fake.click(watcher, call, f"dobro:tc:{cup.id}")
    assert "You are not playing in Friday" in stranger.response().content
    await settle_all(fake, bot)
    assert "✅" in fake.message(news.id).text()

    # The start: the no-show is dropped, round 1 opens three tables, each in its own thread.
    await clock.advance(10 * 60)
    await settle_all(fake, bot)
    cup = await tournament_of(bot, guild, "Friday *Cup*")
    assert (cup.status, cup.round) == ("running", 1)
    (started,) = titled(fake, where, cup.id, "has started")
    assert "12 players · 3 rounds · round 1: 3 tables" in started.text()
    assert f"Dropped (not checked in): <@{late.id}>" in started.text()
    assert started.notified() == set()
    first = await round_tables(bot, cup.id, 1)
    assert [len(r.players) for r in first] == [4, 4, 4] and all(r.computers == 0 for r in first)
    for row in first:
        (call_post,) = titled(fake, where, cup.id, f"round 1 · table {row.number}:")
        assert call_post.notified() == set(row.players)  # exactly its people are pinged
        assert row.thread_id == call_post.id  # the thread starts from the post
        table = game_of(bot, row.game_id)
        assert table.channel_id == row.thread_id and table.settings.timer == TIMER
        assert {s.user_id for s in table.seats} == set(row.players)
        assert table.status is GameStatus.ACTIVE
        assert table_message(fake, table).channel_id == row.thread_id

    # People click their moves at the first table for a while, then the timer takes over.
    table = game_of(bot, first[0].game_id)
    assert await click_moves(fake, bot, table, users, 8) == 8
    cup = await play_out(fake, bot, clock, cup.id)
    assert cup.round == 2
    (after1,) = titled(fake, where, cup.id, "standings after round 1")
    assert "Round 2 starts now: 3 tables" in after1.text()
    second = await round_tables(bot, cup.id, 2)
    cup = await play_out(fake, bot, clock, cup.id)
    third = await round_tables(bot, cup.id, 3)
    cup = await play_out(fake, bot, clock, cup.id)
    assert cup.status == "finished"

    # Pairing: by points after round 1, repeats kept to the fewest possible (3, then 6).
    service = bot.tournaments
    assert service is not None
    history = await service._history(cup)
    assert [len(p.round.tables) for p in history] == [3, 3, 3]
    assert repeats(history[:1], history[1].round) == 3
    assert repeats(history[:2], history[2].round) == 6
    assert {r.number for r in second} == {r.number for r in third} == {1, 2, 3}

    # The podium, once; every post once; the announcement says it is over.
    (final,) = titled(fake, where, cup.id, "is over")
    lines = final.text().splitlines()
    assert [line[:1] for line in lines if line[:1] in "🥇🥈🥉"] == ["🥇", "🥈", "🥉"]
    assert final.notified() == set()
    standing = await service.standings(cup)
    assert f"🥇 <@{standing.rows[0].player}>" in final.text()
    assert len(titled(fake, where, cup.id, "standings after round")) == 2
    assert len(titled(fake, where, cup.id, "· table ")) == 9
    assert "Finished" in fake.message(news.id).text()
    assert not await db.tournaments.owed(cup.id)

    # Its games are games like any other: finished, in the history, each in its thread.
    games = [r.game_id for r in [*first, *second, *third]]
    for game_id in games:
        stored = await db.games.get(game_id)
        assert stored is not None and stored.status is GameStatus.FINISHED
    history_page = await db.boards.history(guild)
    assert {g.game_id for g in history_page.games} >= set(games[-5:])

    # The standings command, and its button on any post.
    shown = (await fake.slash(people[0], fake.channel, "dobro tournament standings")).response()
    assert "Friday \\*Cup\\* · standings" in shown.text() and "final, after 3 rounds" in (
        shown.text()
    )
    assert len([line for line in shown.text().splitlines() if " pts · opp. " in line]) == 12
    pressed = await fake.click(people[1], final, final.custom_ids()[0])
    assert pressed.response().ephemeral and " pts · opp. " in pressed.response().text()
    listed = (await fake.slash(people[2], fake.channel, "dobro tournament list")).response()
    assert "**Friday \\*Cup\\*** · finished" in listed.text()


# ---------------------------------------------------------------------------------- knockout

KNOCKOUT = [f"k{i}" for i in range(10)]


@pytest.mark.fake_discord(member_names=KNOCKOUT)
async def test_a_knockout_of_nine_at_three_seats_with_a_withdrawal_and_a_restart_mid_round(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    clock = FakeClock()
    bot = await start_tournament_bot(start_bot, seed=9, clock=clock)
    guild = fake.guild.id
    mod = fake.member("k0")
    people = [fake.member(n) for n in KNOCKOUT[1:]]
    await fake.slash(
        mod, fake.channel, "dobro tournament create", name="Knock", format="knockout",
        game="sticks", seats=3, timer=TIMER,
    )  # fmt: skip
    await settle_all(fake, bot)
    cup = await tournament_of(bot, guild, "Knock")
    news = announcement(fake, fake.channel, cup.id)
    assert "knockout · 3 seats a table · the best player of each table goes on" in news.text()
    for user in people:
        await fake.click(user, news, f"dobro:tj:{cup.id}")

    # /dobro tournament start opens the check-in (and pings); a second start begins at once.
    asked = await fake.slash(mod, fake.channel, "dobro tournament start", tournament="knock")
    assert "The check-in of **Knock** is open" in asked.response().content
    await settle_all(fake, bot)
    (call,) = posts(fake, fake.channel, cup.id, "dobro:tc:")
    for user in people:
        await fake.click(user, call, f"dobro:tc:{cup.id}")
    begun = (await fake.slash(mod, fake.channel, "dobro tournament start")).response()
    assert "9 of 9 registered have checked in" in begun.content  # asked, never cancelled
    await fake.click(mod, begun, f"dobro:tb:{cup.id}:in")
    assert "**Knock** has started" in fake.message(begun.id).content
    await settle_all(fake, bot)
    first = await round_tables(bot, cup.id, 1)
    assert [len(r.players) for r in first] == [3, 3, 3]

    # A player withdraws mid-round: asked first, then their game is a forfeit.
    leaver_id = first[1].players[0]
    leaver = next(u for u in people if u.id == leaver_id)
    ask = await fake.click(leaver, news, f"dobro:tw:{cup.id}")
    assert ask.response().ephemeral and "Withdraw from **Knock**?" in ask.response().content
    done = await fake.click(leaver, ask.response(), f"dobro:tx:{cup.id}:{leaver.id}")
    assert "You have withdrawn from **Knock**" in fake.message(done.original_message_id).content
    await settle_all(fake, bot)
    table = game_of(bot, first[1].game_id)
    (seat,) = [s for s in table.seats if s.user_id == leaver.id]
    assert seat.left == 1 and table.seat_of(leaver.id) is None  # a computer plays it

    # The bot stops mid-round; a new one on the same database finishes the round.
    await clock.advance(TIMER)
    await settle_all(fake, bot)
    assert (await db_of(bot).tournaments.get(cup.id)).round == 1
    await bot.close()
    bot = await start_tournament_bot(start_bot, seed=10, clock=clock)
    await settle_all(fake, bot)
    # A thread asked for twice (a crash after Discord made it) is the same thread.
    cog: Any = bot.get_cog("Tournaments")
    post = await db_of(bot).tournaments.post(cup.id, "table", 1, 1)
    assert (
        await cog._thread_from(cup, post, first[0], "en") == first[0].thread_id == post.message_id
    )
    cup = await play_out(fake, bot, clock, cup.id)
    assert (cup.round, cup.status) == (2, "running")
    results = await db_of(bot).results.for_game(first[1].game_id)
    assert results is not None
    (gone,) = [s for s in results.seats if s.user_id == leaver.id]
    assert gone.forfeit and gone.position == 3

    # The final: the three table winners (never the withdrawn player), then the podium.
    (final_table,) = await round_tables(bot, cup.id, 2)
    winners = {min(r.places, key=r.places.__getitem__) for r in await round_tables(bot, cup.id, 1)}
    assert set(final_table.players) == winners and leaver.id not in winners
    assert titled(fake, fake.channel, cup.id, "the final table")
    cup = await play_out(fake, bot, clock, cup.id)
    assert cup.status == "finished"
    standing = await bot.tournaments.standings(cup)
    (final_table,) = await round_tables(bot, cup.id, 2)
    champion = min(final_table.places, key=final_table.places.__getitem__)
    assert standing.rows[0].player == champion
    assert [r.player for r in standing.rows if r.withdrawn] == [leaver.id]

    # Every post exactly once, across the restart.
    assert len(titled(fake, fake.channel, cup.id, "has started")) == 1
    assert len(titled(fake, fake.channel, cup.id, "· table ")) == 3
    assert len(titled(fake, fake.channel, cup.id, "the final table")) == 1
    assert len(titled(fake, fake.channel, cup.id, "standings after round 1")) == 1
    (podium,) = titled(fake, fake.channel, cup.id, "Knock is over")
    assert f"🥇 <@{champion}>" in podium.text()
    assert len(posts(fake, fake.channel, cup.id, "dobro:tj:")) == 1
    assert len(posts(fake, fake.channel, cup.id, "dobro:tc:")) == 1
    withdrawn_line = (
        await fake.slash(mod, fake.channel, "dobro tournament standings", tournament="Knock")
    ).response()
    assert f"<@{leaver.id}>" in withdrawn_line.text() and "· withdrawn" in withdrawn_line.text()


# ---------------------------------------------------------------------------------- round robin

ROBIN = ["ana", "ben", "cleo", "dan", "eve"]


@pytest.mark.fake_discord(member_names=ROBIN)
async def test_a_round_robin_of_four_in_french_with_a_game_clicked_through_and_a_broken_table(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    clock = FakeClock()
    bot = await start_tournament_bot(start_bot, seed=4, clock=clock)
    guild = fake.guild.id
    mod = fake.member("ana")
    people = [fake.member(n) for n in ROBIN[1:]]
    users = {u.id: u for u in people}
    await fake.slash(mod, fake.channel, "dobro config language", value="fr")
    await fake.slash(
        mod, fake.channel, "dobro tournament create", name="Ronde", format="round_robin",
        game="sticks", seats=3, timer=TIMER,
    )  # fmt: skip
    await settle_all(fake, bot)
    cup = await tournament_of(bot, guild, "Ronde")
    news = announcement(fake, fake.channel, cup.id)
    assert "toutes rondes · 3 places par table" in news.text()
    for user in people:
        await fake.click(user, news, f"dobro:tj:{cup.id}")
    await fake.slash(mod, fake.channel, "dobro tournament start")
    await settle_all(fake, bot)
    (call,) = posts(fake, fake.channel, cup.id, "dobro:tc:")
    assert "appuyez sur **Présent**" in call.text()
    for user in people:
        await fake.click(user, call, f"dobro:tc:{cup.id}")
    asked = (await fake.slash(mod, fake.channel, "dobro tournament start")).response()
    assert "4 of 4 registered have checked in" in asked.content
    await fake.click(mod, asked, f"dobro:tb:{cup.id}:in")
    await settle_all(fake, bot)

    # Round 1: two tables of two. The first is played to the end by clicks: it counts.
    first = await round_tables(bot, cup.id, 1)
    assert [len(r.players) for r in first] == [2, 2]
    table = game_of(bot, first[0].game_id)
    assert await click_moves(fake, bot, table, users, 100) == 36
    assert not table.open and table.count_reason == "counted"
    changes = await db_of(bot).ratings.changes(table.game_id)
    assert {c.user_id for c in changes} == set(first[0].players)  # rated like any game
    cup = await play_out(fake, bot, clock, cup.id)
    assert cup.round == 2
    (after1,) = titled(fake, fake.channel, cup.id, "classement après la manche 1")
    assert "La manche 2 commence : 2 tables" in after1.text()

    # Round 2: a moderator cancels one game in its thread; the round goes on, that table tied.
    second = await round_tables(bot, cup.id, 2)
    broken = game_of(bot, second[1].game_id)
    await fake.slash(mod, broken.channel_id, "dobro cancel", reason="a bug")
    cup = await play_out(fake, bot, clock, cup.id)
    assert cup.round == 3
    settled = (await round_tables(bot, cup.id, 2))[1]
    assert settled.outcome == "broken" and set(settled.places.values()) == {1}
    cup = await play_out(fake, bot, clock, cup.id)
    assert cup.status == "finished"

    # Everyone met everyone; the podium says so in French.
    met = set()
    for number in (1, 2, 3):
        for row in await round_tables(bot, cup.id, number):
            met.update(frozenset(p) for p in [row.players])
    assert len(met) == 6
    (podium,) = titled(fake, fake.channel, cup.id, "Ronde est terminé")
    assert "🥇" in podium.text() and "Merci d'avoir joué" in podium.text()


# ---------------------------------------------------------------------------------- the rest


async def test_refusals_a_cancelled_tournament_and_one_nobody_came_to(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    clock = FakeClock()
    bot = await start_tournament_bot(start_bot, seed=1, clock=clock)
    guild = fake.guild.id
    ana, ben, cleo = fake.member("ana"), fake.member("ben"), fake.member("cleo")

    async def said(user: FakeUser, command: str, **options: Any) -> str:
        reply = (await fake.slash(user, fake.channel, command, **options)).response()
        assert reply.ephemeral
        return reply.content

    create = "dobro tournament create"
    assert "seats 2 to 5" in await said(
        ana, create, name="X", format="swiss", game="sticks", seats=6
    )
    assert "Only a Swiss tournament" in await said(
        ana, create, name="X", format="knockout", rounds=2
    )
    assert "is not a time" in await said(ana, create, name="X", format="swiss", starts="soon")
    assert "already passed" in await said(
        ana, create, name="X", format="swiss", starts="2020-01-01 10:00"
    )
    assert (await said(ben, "dobro tournament start", tournament="X")).startswith("Only a mod")
    await said(ana, create, name="Open <@everyone>", format="swiss", game="sticks")
    taken = await said(ana, create, name="open <@EVERYONE>", format="swiss")
    assert taken.startswith("This server already has a tournament called open \\<@\u200bEVERYONE>")
    await settle_all(fake, bot)
    cup = await tournament_of(bot, guild, "Open <@everyone>")
    news = announcement(fake, fake.channel, cup.id)
    assert news.notified() == set() and "Open \\<@\u200beveryone>" in news.text()
    await fake.click(ben, news, f"dobro:tj:{cup.id}")

    # A moderator cancels it, with a reason: said once in its channel; the buttons go grey.
    refused = await said(ben, "dobro tournament cancel", tournament="Open <@everyone>", reason="x")
    assert refused.startswith("Only a mod")
    done = await said(
        ana, "dobro tournament cancel", tournament="Open <@everyone>", reason="rain *"
    )
    assert "is cancelled" in done
    await settle_all(fake, bot)
    (notice,) = titled(fake, fake.channel, cup.id, "is cancelled")
    assert "A moderator called it off: rain \\*" in notice.text()
    news = fake.message(news.id)
    buttons = [c for c in news.all_components() if c.get("custom_id", "").startswith("dobro:t")]
    assert [c.get("disabled", False) for c in buttons] == [True, True, True]  # never started
    assert "is over" in await said(ana, "dobro tournament cancel", tournament="Open <@everyone>",
                                   reason="again")  # fmt: skip

    # A tournament nobody checked in to cancels itself at its start.
    await said(ana, create, name="Empty", format="swiss", starts="2027-01-15 09:00")
    await settle_all(fake, bot)
    empty = await tournament_of(bot, guild, "Empty")
    await fake.click(cleo, announcement(fake, fake.channel, empty.id), f"dobro:tj:{empty.id}")
    await clock.advance(2 * 3600, settle=lambda: settle_all(fake, bot))
    empty = await tournament_of(bot, guild, "Empty")
    assert empty.status == "cancelled"
    (notice,) = titled(fake, fake.channel, empty.id, "is cancelled")
    assert "Fewer than two players checked in" in notice.text()
    listed = (await fake.slash(cleo, fake.channel, "dobro tournament list")).response()
    assert "**Empty** · cancelled" in listed.text()


async def test_a_post_discord_accepted_but_not_marked_is_found_not_posted_again(
    fake_discord: FakeDiscord, start_bot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A crash between Discord accepting a post and storage marking it sent: the next try
    looks for the post in the channel (by its own control) and marks it, once."""
    fake = fake_discord
    clock = FakeClock()
    bot = await start_tournament_bot(start_bot, seed=2, clock=clock)
    service = bot.tournaments
    assert service is not None
    real = service.mark_posted
    failures: list[int] = []

    async def crash_once(post: Any, message_id: int) -> None:
        if not failures:
            failures.append(message_id)
            raise RuntimeError("the bot died here")
        await real(post, message_id)

    monkeypatch.setattr(service, "mark_posted", crash_once)
    ana = fake.member("ana")
    await fake.slash(ana, fake.channel, "dobro tournament create", name="Once", format="swiss")
    await settle_all(fake, bot)
    cup = await tournament_of(bot, fake.guild.id, "Once")
    (post,) = await db_of(bot).tournaments.owed(cup.id)
    assert failures and post.attempts == 1  # posted, not marked
    await clock.advance(60)  # the job tries again
    await settle_all(fake, bot)
    (news,) = posts(fake, fake.channel, cup.id, "dobro:tj:")
    assert news.id == failures[0]
    marked = await db_of(bot).tournaments.post(cup.id, "announce")
    assert marked is not None and marked.message_id == news.id


async def test_a_tournament_thread_holds_only_its_table(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """#31, point 5: in a tournament table's thread nobody opens another lobby, neither by
    ``/dobro new`` (in English and French) nor by *Play again* once its game is over."""
    fake = fake_discord
    clock = FakeClock()
    bot = await start_tournament_bot(start_bot, seed=3, clock=clock)
    guild = fake.guild.id
    mod, ben, cleo = fake.member("ana"), fake.member("ben"), fake.member("cleo")
    await fake.slash(
        mod, fake.channel, "dobro tournament create", name="Duo", format="swiss",
        game="sticks", seats=2, rounds=1, timer=TIMER,
    )  # fmt: skip
    await settle_all(fake, bot)
    cup = await tournament_of(bot, guild, "Duo")
    news = announcement(fake, fake.channel, cup.id)
    for user in (ben, cleo):
        await fake.click(user, news, f"dobro:tj:{cup.id}")
    await fake.slash(mod, fake.channel, "dobro tournament start")
    await settle_all(fake, bot)
    (call,) = posts(fake, fake.channel, cup.id, "dobro:tc:")
    for user in (ben, cleo):
        await fake.click(user, call, f"dobro:tc:{cup.id}")
    asked = (await fake.slash(mod, fake.channel, "dobro tournament start")).response()
    await fake.click(mod, asked, f"dobro:tb:{cup.id}:in")  # start with those checked in (#29)
    await settle_all(fake, bot)
    (row,) = await round_tables(bot, cup.id, 1)
    assert row.thread_id is not None
    thread = fake.get_channel(row.thread_id)
    cup = await play_out(fake, bot, clock, cup.id)
    assert cup.status == "finished" and tables(bot).in_channel(thread.id) is None

    for user, locale, words in (
        (ben, "en-US", "This thread belongs to a tournament table"),
        (cleo, "fr", "Ce fil appartient à une table du tournoi"),
    ):
        refused = (
            await fake.slash(user, thread, "dobro new", game="dobro", locale=locale)
        ).response()
        assert refused.ephemeral and words in (refused.content or ""), refused.content
    assert tables(bot).in_channel(thread.id) is None
    (results,) = [
        m for m in fake.messages(thread) if f"dobro:t:{row.game_id}:again" in m.custom_ids()
    ]
    again = await fake.click(ben, results, f"dobro:t:{row.game_id}:again")
    said = [again.response(), *again.followups()]
    assert any("belongs to a tournament table" in (m.content or "") for m in said)
    assert tables(bot).in_channel(thread.id) is None
