"""Standings you can trust, for real (issue 29): the scenes that bent them at ``ed7424c``, each
through the offline Discord as a new user would play it, two accounts at hand. Each fails on
``ed7424c`` and passes now.

1. Leave order farmed ratings: the main and an alt each make 3 moves, the alt leaves, then the
   main: the main was ranked first of the leavers and rated up, and the winner line named
   nobody. Now both are forfeits tied last, nobody rises, and the results say "No winner".
2. Going idle erased a loss, and the winner's win with it. Now the idle loser is a forfeit
   (stopped playing at move N) counted as a loss, and the winner keeps her win and her gain.
3. Leaving early escaped a losing hand. Now it is a forfeit counted as a loss, and /dobro
   stats says so.
4. Tournaments ignored the verdict: a checked-in player who never clicked won a 5-round Swiss;
   nobody playing still crowned a champion. Now a no-show scores nothing (two in a row
   withdraw), and a tournament nobody played crowns nobody.
5. Hints at counted tables: following the normal computer's move climbed the leaderboard. Now
   hints (still on at casual tables) bring no rating gain, and the results say so.
6. ``/dobro tournament start`` run again during the check-in cancelled the tournament. Now it
   says how many checked in and offers to start with them or with everyone registered.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from fakediscord import FakeDiscord, FakeUser, StoredMessage
from standings import INITIAL, display
from tables import Table, TableError
from tests.discord.play_helpers import (
    answered_quietly,
    open_table,
    settle,
    start_play_bot,
    table_message,
    tables,
)
from tests.discord.test_sticks import hand_of, offered
from tests.tables.fakes import FakeClock

TIMER = 30


def results_of(fake: FakeDiscord, table: Table) -> StoredMessage:
    (found,) = [
        m
        for m in fake.messages(table.channel_id)
        if f"dobro:t:{table.game_id}:again" in m.custom_ids()
    ]
    return found


def waited(table: Table) -> list[int]:
    """The people (user ids) the game waits on for a decision now."""
    return [s.user_id for s in table.waiting_people if s.user_id is not None]


async def click_one(fake: FakeDiscord, bot: Any, table: Table, user: FakeUser) -> None:
    """``user`` opens their hand and clicks its first live move."""
    hand = await hand_of(fake, table, user)
    custom_id, _ = offered(hand)[0]
    clicked = await fake.click(user, hand, custom_id)
    assert clicked.acknowledged and not clicked.errors, clicked.errors
    await settle(fake, bot)


async def play(
    fake: FakeDiscord,
    bot: Any,
    table: Table,
    users: list[FakeUser],
    *,
    moves: int | None = None,
    clock: FakeClock | None = None,
) -> dict[int, int]:
    """``users`` click their own turns (``moves``: until each made that many; None: to the
    end). Anyone else the game waits on is left to the turn timer (``clock`` moves it on)."""
    made = {u.id: 0 for u in users}
    by_id = {u.id: u for u in users}
    for _ in range(3000):
        await settle(fake, bot)
        if not table.open or (moves is not None and min(made.values()) >= moves):
            return made
        mine = [u for u in waited(table) if u in by_id and (moves is None or made[u] < moves)]
        if mine:
            await click_one(fake, bot, table, by_id[mine[0]])
            made[mine[0]] += 1
        elif clock is not None:
            await clock.advance(TIMER + 1)
        else:
            raise AssertionError("nobody of ours is waited on, and no timer runs")
    raise AssertionError("the game did not end")


async def leave(fake: FakeDiscord, bot: Any, table: Table, user: FakeUser) -> None:
    pressed = await fake.click(user, table_message(fake, table), f"dobro:t:{table.game_id}:quit")
    assert pressed.acknowledged and not pressed.errors, pressed.errors
    await settle(fake, bot)


async def shown_rating(bot: Any, game_id: int, user_id: int) -> tuple[int, int] | None:
    """The rating a game moved a person from and to (None: it did not rate them)."""
    for change in await bot.db.ratings.changes(game_id):
        if change.user_id == user_id:
            before = display(*change.before) if change.before else INITIAL.shown
            return before, display(*change.after)
    return None


# ---------------------------------------------------------------------------------- 1


async def test_leave_order_farms_nothing(fake_discord: FakeDiscord, start_bot: Any) -> None:
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=11)
    main, alt = fake.member("ana"), fake.member("ben")
    for _ in range(2):  # two such games in a row: the main never climbs
        table = await open_table(
            fake, bot, main, others=[alt], computers=["normal", "normal"], seats=4,
            game="sticks",
        )  # fmt: skip
        await play(fake, bot, table, [main, alt], moves=3)
        await leave(fake, bot, table, alt)
        await leave(fake, bot, table, main)
        await settle(fake, bot)
        assert not table.open
        for user in (main, alt):
            moved = await shown_rating(bot, table.game_id, user.id)
            assert moved is not None and moved[1] <= moved[0], (user, moved)  # counted, no rise
        text = results_of(fake, table).text()
        assert "🏆  wins!" not in text and "🏆 wins!" not in text  # a winner line naming nobody
        assert "🏳️ No winner: nobody played this game out." in text
        stored = await bot.db.results.for_game(table.game_id)
        people = {s.user_id: s for s in stored.seats if s.user_id}
        assert people[main.id].position == people[alt.id].position  # tied: order gains nothing
        assert not any(s.winner for s in stored.seats)
        assert f"<@{main.id}> forfeit: left at move" in text
        await settle(fake, bot)
    rating = await bot.db.ratings.get(fake.guild.id, main.id, game="sticks")
    assert rating is not None and display(rating.mu, rating.sigma) <= INITIAL.shown


# ---------------------------------------------------------------------------------- 2


async def test_going_idle_is_a_forfeit_and_keeps_the_winner_s_win(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    clock = FakeClock()
    bot = await start_play_bot(start_bot, seed=5, clock=clock)
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await open_table(fake, bot, ana, others=[ben], seats=2, game="sticks", timer=TIMER)
    await play(fake, bot, table, [ana, ben], moves=3)
    await play(fake, bot, table, [ana], clock=clock)  # Ben stops clicking: the timer, then away
    assert not table.open
    stored = await bot.db.results.for_game(table.game_id)
    assert stored.count_reason == "counted"
    people = {s.user_id: s for s in stored.seats}
    assert people[ana.id].winner and people[ana.id].position == 1
    assert people[ben.id].counted and not people[ben.id].winner and people[ben.id].position == 2
    won = await shown_rating(bot, table.game_id, ana.id)
    lost = await shown_rating(bot, table.game_id, ben.id)
    assert won is not None and won[1] > won[0]  # her win counts
    assert lost is not None and lost[1] <= lost[0]  # his loss counts
    text = results_of(fake, table).text()
    assert f"🏆 <@{ana.id}> wins!" in text
    assert f"✅ <@{ana.id}> played it out" in text
    assert f"🏳️ <@{ben.id}> forfeit: stopped playing at move" in text
    assert "(counted as a loss)" in text


# ---------------------------------------------------------------------------------- 3


async def test_leaving_early_is_a_forfeit_not_an_escape(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=8)
    ana, ben, cleo = fake.member("ana"), fake.member("ben"), fake.member("cleo")
    table = await open_table(fake, bot, ana, others=[ben, cleo], seats=3, game="sticks")
    await play(fake, bot, table, [ana, ben, cleo], moves=2)
    moved = len(table.actions)
    await leave(fake, bot, table, ben)
    await play(fake, bot, table, [ana, cleo])
    stored = await bot.db.results.for_game(table.game_id)
    assert stored.count_reason == "counted"
    gone = next(s for s in stored.seats if s.user_id == ben.id)
    assert gone.counted and not gone.winner and gone.position == 3  # a loss
    totals = await bot.db.leaderboard.player_totals(table.guild_id, ben.id, game="sticks")
    assert totals is not None and totals.games == 1 and totals.wins == 0
    text = results_of(fake, table).text()
    assert f"🏳️ <@{ben.id}> forfeit: left at move {moved} (counted as a loss)" in text
    stats = (await fake.slash(ben, fake.channel, "dobro stats", game="sticks")).response()
    assert "Forfeits: **1**" in stats.text() and "no-shows: **0**" in stats.text()


# ---------------------------------------------------------------------------------- 4, 6

CUP = ["mod", "ana", "ben", "cleo", "dan"]


async def tournament_bot(start_bot: Any, clock: FakeClock) -> Any:
    return await start_bot(ai_delay=0, clock=clock, table_edit_interval=0.5)


async def settle_all(fake: FakeDiscord, bot: Any) -> None:
    cog: Any = bot.get_cog("Tournaments")
    for _ in range(100):
        before = (len(fake.requests), cog.passes)
        await settle(fake, bot)
        await cog.quiet()
        await settle(fake, bot)
        if (len(fake.requests), cog.passes) == before:
            return
    raise AssertionError("the bot was still busy")


async def create_and_check_in(
    fake: FakeDiscord, bot: Any, mod: FakeUser, name: str, people: list[FakeUser], **options: Any
) -> tuple[Any, StoredMessage]:
    """A tournament of ``people``, its check-in opened by ``start`` and answered by all."""
    await fake.slash(mod, fake.channel, "dobro tournament create", name=name, **options)
    await settle_all(fake, bot)
    cup = await bot.db.tournaments.by_name(fake.guild.id, name)
    (news,) = [m for m in fake.messages(fake.channel) if f"dobro:tj:{cup.id}" in m.custom_ids()]
    for user in people:
        await fake.click(user, news, f"dobro:tj:{cup.id}")
    await fake.slash(mod, fake.channel, "dobro tournament start", tournament=name)
    await settle_all(fake, bot)
    return cup, news


async def own_turns(bot: Any, present: set[int]) -> None:
    """The ``present`` people make their own decisions at every open table (as their clicks
    would, through the table service); everyone else is left to the timer."""
    service = tables(bot)
    for _ in range(5000):
        moved = False
        for table in list(service.tables.values()):
            for seat in table.waiting_people:
                if seat.user_id in present:
                    try:
                        await service.play(table.game_id, seat.user_id, table.version, 0)
                    except TableError:
                        continue
                    moved = True
        await asyncio.sleep(0)
        await service.idle()
        if not moved:
            return


async def run_tournament(
    fake: FakeDiscord, bot: Any, clock: FakeClock, tid: int, present: set[int]
) -> Any:
    for _ in range(400):
        await own_turns(bot, present)
        await settle_all(fake, bot)
        cup = await bot.db.tournaments.get(tid)
        if cup.status != "running":
            return cup
        await clock.advance(TIMER, settle=lambda: settle_all(fake, bot))
    raise AssertionError("the tournament did not end")


@pytest.mark.fake_discord(member_names=CUP)
async def test_a_tournament_is_settled_by_the_verdict(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    clock = FakeClock()
    bot = await tournament_bot(start_bot, clock)
    mod, ana, ben = fake.member("mod"), fake.member("ana"), fake.member("ben")
    cup, _ = await create_and_check_in(
        fake, bot, mod, "Swiss", [ana, ben], format="swiss", game="sticks", seats=2, rounds=5,
        timer=TIMER,
    )  # fmt: skip
    (call,) = [m for m in fake.messages(fake.channel) if f"dobro:tc:{cup.id}" in m.custom_ids()]
    for user in (ana, ben):
        await fake.click(user, call, f"dobro:tc:{cup.id}")
    clock_start = clock.now()
    await clock.advance(10 * 60, settle=lambda: settle_all(fake, bot))  # the start, all in
    await settle_all(fake, bot)
    assert clock.now() > clock_start
    cup = await run_tournament(fake, bot, clock, cup.id, present={ana.id})  # Ben never clicks
    assert cup.status == "finished"
    standing = await bot.tournaments.standings(cup)
    (idle,) = [r for r in standing.rows if r.player == ben.id]
    assert idle.points == 0 and idle.withdrawn  # two no-shows in a row: withdrawn
    assert standing.rows[0].player == ana.id and standing.crowned
    (final,) = [m for m in fake.messages(fake.channel) if "Swiss is over" in m.text()]
    assert f"🥇 <@{ana.id}>" in final.text() and f"🥇 <@{ben.id}>" not in final.text()

    # Nobody plays at all: nobody scores, nobody is crowned, and the podium says so.
    cleo, dan = fake.member("cleo"), fake.member("dan")
    empty, _ = await create_and_check_in(
        fake, bot, mod, "Empty", [cleo, dan], format="swiss", game="sticks", seats=2, rounds=2,
        timer=TIMER,
    )  # fmt: skip
    asked = await fake.slash(mod, fake.channel, "dobro tournament start", tournament="Empty")
    await fake.click(mod, asked.response(), f"dobro:tb:{empty.id}:all")
    await settle_all(fake, bot)
    empty = await run_tournament(fake, bot, clock, empty.id, present=set())
    assert empty.status == "finished"
    (over,) = [m for m in fake.messages(fake.channel) if "Empty is over" in m.text()]
    assert "no champion is crowned" in over.text() and "🥇" not in over.text()


@pytest.mark.fake_discord(member_names=CUP)
async def test_start_during_the_check_in_never_cancels(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    clock = FakeClock()
    bot = await tournament_bot(start_bot, clock)
    mod, ana, ben, cleo = (fake.member(n) for n in ("mod", "ana", "ben", "cleo"))
    cup, _ = await create_and_check_in(
        fake, bot, mod, "Quick", [ana, ben, cleo], format="swiss", game="sticks", seats=3,
        rounds=1, timer=TIMER,
    )  # fmt: skip
    asked = await fake.slash(mod, fake.channel, "dobro tournament start", tournament="Quick")
    question = asked.response()
    await settle_all(fake, bot)
    assert (await bot.db.tournaments.get(cup.id)).status == "check_in"  # not cancelled
    assert "0 of 3 registered have checked in" in question.content
    ids = question.custom_ids()
    assert f"dobro:tb:{cup.id}:in" in ids and f"dobro:tb:{cup.id}:all" in ids
    await fake.click(mod, question, f"dobro:tb:{cup.id}:all")
    await settle_all(fake, bot)
    assert "**Quick** has started" in fake.message(question.id).content
    started = await bot.db.tournaments.get(cup.id)
    assert (started.status, started.round) == ("running", 1)
    (table,) = await bot.db.tournaments.tables(cup.id, 1)
    assert set(table.players) == {ana.id, ben.id, cleo.id}


# ---------------------------------------------------------------------------------- 5


async def test_hints_bring_no_rating_gain(fake_discord: FakeDiscord, start_bot: Any) -> None:
    """Ana follows every hint (still on at a casual table) and wins: the game counts, her win
    counts, but her rating does not rise, and the results say why; Ben's loss counts."""
    from tests.discord.test_hints import ask_hint, open_sticks

    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=1)  # a deal Ana wins by following the hints
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await open_sticks(fake, bot, ana, ben)
    gid = table.game_id
    for _ in range(500):
        if not table.open:
            break
        (user_id,) = waited(table)
        user = ana if user_id == ana.id else ben
        hand = await hand_of(fake, table, user)
        index = 0
        if user is ana:
            await ask_hint(fake, hand, ana, gid)
            seat = table.seat_of(ana.id)
            assert seat is not None
            hint = table.rules.hint(table.state, seat.seat)
            assert hint is not None
            index = hint.index
        answered_quietly(await fake.click(user, hand, f"dobro:m:{gid}:{table.version}:{index}"))
        await settle(fake, bot)
    stored = await bot.db.results.for_game(gid)
    assert stored.count_reason == "counted"
    people = {s.user_id: s for s in stored.seats}
    assert people[ana.id].winner and people[ana.id].counted  # the win is hers, and counts
    moved = await shown_rating(bot, gid, ana.id)
    assert moved is not None and moved[1] <= moved[0]  # but no rating gain from it
    lost = await shown_rating(bot, gid, ben.id)
    assert lost is not None and lost[1] < lost[0]
    text = results_of(fake, table).text()
    assert f"<@{ana.id}> played it out · 💡 hints used" in text and "no rating gain" in text
