"""The tournament service over a real SQLite file, the real table service and a fake clock (no
Discord): the Discord layer's part (a thread per table) is played by ``open_round``. Whole
tournaments with computers filling tables and byes, withdrawals before and during a game, a
table that breaks, a moderator's cancel, restarts between any two steps, and the refusals."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from standings.service import StandingsError
from storage import Database, GameStatus, Tournament, TournamentTable
from tables import LONG_TIMER, TIMER_CHOICES, TableError, TableService, TableSettings
from tests.tables.fakes import FakeClock, settle
from tournaments import TournamentService, parse_start, start_choices
from tournaments.pairing import bye_points
from tournaments.service import CHECK_IN, TIMERS, TOO_FEW, CheckIn, stored_seconds

GUILD = 1
CHANNEL = 500
MOD = 9
TIMER = 60
PEOPLE = list(range(101, 131))
NOW = datetime(2027, 1, 15, 8, 0, tzinfo=UTC).timestamp()  # FakeClock's start


class World:
    """A database, the table service and the tournament service over it, on one clock; a
    restart builds new services over the same file."""

    def __init__(self, db: Database, clock: FakeClock) -> None:
        self.db, self.clock = db, clock
        self.tables = TableService(
            db, clock=clock, ai_delay=0, rng=random.Random(5), seeds=lambda: 77
        )
        self.service = TournamentService(db, clock, self.tables)
        self.threads = 10_000

    async def restart(self) -> World:
        """A new process on the same file (the same ``Database`` object here: so nothing may be
        half-way through a write when the old table service stops)."""
        await settle()
        await self.tables.idle()
        await settle()
        await self.tables.close()
        world = World(self.db, self.clock)
        world.threads = self.threads
        await world.tables.restore()
        return world


@pytest.fixture
async def world(tmp_path: Path) -> AsyncIterator[World]:
    db = await Database.open(tmp_path / "dobro.sqlite3")
    made = World(db, FakeClock())
    try:
        yield made
    finally:
        await made.tables.close()
        await db.close()


async def running(
    world: World, people: list[int], *, name: str = "Cup", **settings: Any
) -> Tournament:
    """A tournament of ``people`` (everyone checked in), started."""
    values: dict[str, Any] = {"game": "sticks", "options": {}, "format": "swiss", "timer": TIMER}
    values.update(settings)
    service = world.service
    cup = await service.create(GUILD, name, created_by=MOD, channel_id=CHANNEL, **values)
    for user in people:
        await service.register(cup, user, f"P{user}")
    cup = await service.start(cup)
    for user in people:
        await service.check_in(cup, user)
    return await service.begin(cup, everyone=False)


async def current(world: World, cup: Tournament) -> Tournament:
    found = await world.db.tournaments.get(cup.id)
    assert found is not None
    return found


async def rows(world: World, cup: Tournament, number: int | None = None) -> list[TournamentTable]:
    cup = await current(world, cup)
    return await world.db.tournaments.tables(cup.id, number or cup.round)


async def open_round(world: World, cup: Tournament) -> None:
    """What the Discord layer does: a thread for each table, then open and deal it."""
    cup = await current(world, cup)
    for row in await rows(world, cup):
        if row.settled:
            continue
        if row.thread_id is None:
            world.threads += 1
            await world.service.set_thread(row, world.threads)
            row = next(r for r in await rows(world, cup) if r.number == row.number)
        table = await world.service.open_table(cup, row)
        if table is not None and table.status is GameStatus.LOBBY:
            await world.service.start_table(cup, row)


async def play_turns(world: World, cup: Tournament, present: set[int] | None) -> None:
    """The people at the round's open tables make their own decisions (the first legal move,
    at once), as people who show up do; ``present``: only those (None: everyone)."""
    for _ in range(5000):
        moved = False
        for row in await rows(world, cup):
            table = world.tables.tables.get(row.game_id or 0)
            if table is None:
                continue
            for seat in table.waiting_people:
                if seat.user_id is None or (present is not None and seat.user_id not in present):
                    continue
                try:
                    await world.tables.play(table.game_id, seat.user_id, table.version, 0)
                except TableError:
                    continue
                moved = True
        await settle()
        await world.tables.idle()
        if not moved:
            return


async def play_round(
    world: World, cup: Tournament, *, limit: int = 60, present: set[int] | None = None
) -> Tournament:
    """Open the round's tables; the people (``present``: only those) play their turns, the
    timer plays for the others, until the round ends."""
    start = await current(world, cup)
    await open_round(world, start)
    for _ in range(limit):
        await play_turns(world, start, present)
        await world.clock.advance(TIMER)
        await settle()
        await world.tables.idle()
        now = await world.service.advance(cup.id)
        assert now is not None
        if now.round != start.round or now.status != "running":
            return now
    raise AssertionError("the round did not end")


async def play_all(world: World, cup: Tournament, present: set[int] | None = None) -> Tournament:
    cup = await current(world, cup)
    while cup.status == "running":
        cup = await play_round(world, cup, present=present)
    return cup


# ---------------------------------------------------------------------------------- words


def at(*parts: int) -> float:
    return datetime(*parts, tzinfo=UTC).timestamp()


@pytest.mark.parametrize(
    ("text", "when"),
    [
        ("2027-01-15 20:30", at(2027, 1, 15, 20, 30)),
        ("2027-01-15T09:05", at(2027, 1, 15, 9, 5)),
        ("20:30", at(2027, 1, 15, 20, 30)),  # today, still to come
        ("07:00", at(2027, 1, 16, 7, 0)),  # passed today: tomorrow
    ],
)
def test_a_start_is_a_utc_time_to_come(text: str, when: float) -> None:
    assert parse_start(text, NOW) == when


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("soon", "tournament.bad_start"),
        ("25:00", "tournament.bad_start"),
        ("2027-02-30 10:00", "tournament.bad_start"),
        ("2027-01-15 07:59", "tournament.past_start"),
        ("2027-06-01 10:00", "tournament.far_start"),
    ],
)
def test_a_bad_start_is_refused_with_a_reason(text: str, code: str) -> None:
    with pytest.raises(StandingsError) as refused:
        parse_start(text, NOW)
    assert refused.value.code == code


def test_start_examples_fall_on_five_minute_marks() -> None:
    assert start_choices(NOW + 7 * 60) == [
        ("2027-01-15 08:20", 15),
        ("2027-01-15 08:35", 30),
        ("2027-01-15 09:05", 60),
        ("2027-01-15 10:05", 120),
    ]


def test_the_timers_are_the_tables_but_off() -> None:
    """A live table's timers (a tournament's round is played live: not the slow ones)."""
    assert (None, *TIMERS) == tuple(t for t in TIMER_CHOICES if t is None or t < LONG_TIMER)


@pytest.mark.parametrize(
    ("changes", "code"),
    [
        ({"format": "ladder"}, "tournament.bad_format"),
        ({"seats": 6}, "tournament.bad_seats"),
        ({"format": "knockout", "rounds": 3}, "tournament.rounds_swiss_only"),
        ({"rounds": 13}, "tournament.bad_rounds"),
        ({"fill": "robots"}, "tournament.bad_fill"),
        ({"timer": 45}, "tournament.bad_timer"),
        ({"options": {"deck": "huge"}}, "tournament.bad_options"),
        ({"game": "chess"}, "standings.unknown_game"),
        ({"name": " " * 3}, "tournament.bad_name"),
        ({"starts": "yesterday"}, "tournament.bad_start"),
    ],
)
async def test_what_does_not_fit_is_refused_and_nothing_is_stored(
    world: World, changes: dict[str, Any], code: str
) -> None:
    values: dict[str, Any] = {
        "name": "Cup", "game": "sticks", "options": {}, "format": "swiss", "timer": TIMER
    }  # fmt: skip
    values.update(changes)
    name = values.pop("name")
    with pytest.raises(StandingsError) as refused:
        await world.service.create(GUILD, name, created_by=MOD, channel_id=CHANNEL, **values)
    assert refused.value.code == code
    assert await world.db.tournaments.listed(GUILD) == []


# ---------------------------------------------------------------------------------- lifecycle


async def test_a_scheduled_start_opens_the_check_in_drops_no_shows_and_pairs_round_one(
    world: World,
) -> None:
    service = world.service
    cup = await service.create(
        GUILD, "Cup", created_by=MOD, channel_id=CHANNEL, game="sticks", options={},
        format="swiss", seats=4, starts="09:00",
    )  # fmt: skip
    assert cup.timer == 120 and cup.rounds is None  # the defaults: rounds fixed at the start
    for user in PEOPLE[:11]:
        await service.register(cup, user, f"P{user}")
    with pytest.raises(StandingsError, match=r"tournament.no_check_in"):
        await service.check_in(cup, PEOPLE[0])
    assert service.due(cup) == stored_seconds(cup.starts_at or "") - CHECK_IN
    await world.clock.advance(50 * 60 - 1)
    assert (await service.advance(cup.id)).status == "registering"  # type: ignore[union-attr]
    await world.clock.advance(1)
    cup = await service.advance(cup.id)  # type: ignore[assignment]
    assert cup.status == "check_in"
    for user in PEOPLE[:10]:
        await service.check_in(cup, user)
    late = await service.register(cup, PEOPLE[20], "Walk-in")
    assert late.checked_in
    await world.clock.advance(CHECK_IN)
    cup = await service.advance(cup.id)  # type: ignore[assignment]
    assert (cup.status, cup.round, cup.rounds) == ("running", 1, 3)  # swiss_rounds(11, 4)
    registered = {r.user_id: r for r in await service.registrations(cup)}
    assert registered[PEOPLE[10]].status == "dropped"
    assert registered[PEOPLE[0]].rating == 1000.0  # unrated: the newcomers' rating
    first = await rows(world, cup)
    assert sorted(len(r.players) for r in first) == [3, 4, 4]  # 11 at 4 seats: smaller tables
    with pytest.raises(StandingsError, match=r"tournament.closed"):
        await service.register(cup, PEOPLE[25], "Late")
    with pytest.raises(StandingsError, match=r"tournament.started"):
        await service.start(cup)


async def test_a_start_during_the_check_in_never_cancels_it(world: World) -> None:
    """Issue 29: ``start`` run again seconds after opening the check-in says how many checked
    in and lets the moderator start with them or with everyone registered; it never cancels.
    Only the scheduled start, with fewer than two present, cancels."""
    service = world.service
    cup = await service.create(
        GUILD, "Cup", created_by=MOD, channel_id=CHANNEL, game="sticks", options={},
        format="knockout",
    )  # fmt: skip
    for user in PEOPLE[:3]:
        await service.register(cup, user, f"P{user}")
    cup = await service.start(cup)
    assert isinstance(cup, Tournament) and cup.status == "check_in"
    asked = await service.start(cup)  # again, before anyone checked in
    assert isinstance(asked, CheckIn) and (asked.checked_in, asked.registered) == (0, 3)
    assert (await current(world, cup)).status == "check_in"
    await service.check_in(cup, PEOPLE[0])
    with pytest.raises(StandingsError, match=r"tournament.too_few_checked_in"):
        await service.begin(cup, everyone=False)
    assert (await current(world, cup)).status == "check_in"
    started = await service.begin(cup, everyone=True)
    assert (started.status, started.round) == ("running", 1)
    registered = {r.user_id: r.status for r in await service.registrations(started)}
    assert set(registered.values()) == {"playing"}
    with pytest.raises(StandingsError, match=r"tournament.started"):
        await service.begin(started, everyone=True)


async def test_a_scheduled_start_with_fewer_than_two_present_cancels_it(world: World) -> None:
    service = world.service
    cup = await service.create(
        GUILD, "Cup", created_by=MOD, channel_id=CHANNEL, game="sticks", options={},
        format="knockout",
    )  # fmt: skip
    await service.register(cup, PEOPLE[0], "Ana")
    await service.register(cup, PEOPLE[1], "Ben")
    cup = await service.start(cup)
    await service.check_in(cup, PEOPLE[0])
    await world.clock.advance(CHECK_IN)
    cup = await service.advance(cup.id)  # type: ignore[assignment]
    assert (cup.status, cup.reason, cup.ended_by) == ("cancelled", TOO_FEW, None)
    owed = [p.kind for p in await service.owed(cup)]
    assert owed == ["announce", "check_in", "cancelled"]


async def test_registration_refusals(world: World) -> None:
    service = world.service
    cup = await service.create(
        GUILD, "Cup", created_by=MOD, channel_id=CHANNEL, game="sticks", options={},
        format="round_robin", seats=2,
    )  # fmt: skip
    for user in PEOPLE[:16]:
        await service.register(cup, user, "x")
    with pytest.raises(StandingsError, match=r"tournament.full"):
        await service.register(cup, PEOPLE[16], "x")  # a round robin takes 16
    with pytest.raises(StandingsError, match=r"tournament.already_registered"):
        await service.register(cup, PEOPLE[0], "x")
    assert await service.withdraw(cup, PEOPLE[0]) is False  # before the start: unregistered
    with pytest.raises(StandingsError, match=r"tournament.not_registered"):
        await service.withdraw(cup, PEOPLE[0])
    with pytest.raises(StandingsError, match=r"tournament.name_taken"):
        await service.create(
            GUILD, "CUP", created_by=MOD, channel_id=CHANNEL, game="sticks", options={},
            format="swiss",
        )  # fmt: skip
    with pytest.raises(StandingsError, match=r"tournament.unknown"):
        await service.find(GUILD, "Nope")
    with pytest.raises(StandingsError, match=r"tournament.unknown"):
        await service.get(GUILD + 1, cup.id)
    assert (await service.find(GUILD, None)).id == cup.id


# ---------------------------------------------------------------------------------- whole ones


async def test_a_swiss_of_ten_at_four_with_computers_filling_the_tables(world: World) -> None:
    cup = await running(world, PEOPLE[:10], seats=4, rounds=2, fill="computers")
    first = await rows(world, cup)
    assert [(len(r.players), r.computers) for r in first] == [(4, 0), (3, 1), (3, 1)]
    await open_round(world, cup)
    for row in await rows(world, cup):
        table = world.tables.get(row.game_id or 0)
        assert table.channel_id == row.thread_id and table.settings.thread
        assert [s.user_id for s in table.seats if not s.is_ai] == list(row.players)
        assert sum(s.is_ai for s in table.seats) == row.computers
        assert table.status is GameStatus.ACTIVE and table.settings.timer == TIMER
    cup = await play_all(world, cup)
    assert cup.status == "finished"
    history = await world.service._history(cup)
    assert len(history) == 2
    for played in history:
        for table, result in zip(played.round.tables, played.results, strict=True):
            assert len(result.computers) == table.computers
            places = sorted([*result.places.values(), *result.computers])
            assert places[0] == 1 and len(places) == table.size
    standing = await world.service.standings(cup)
    assert len(standing.rows) == 10 and standing.played == standing.planned == 2
    assert standing.rows[0].rank == 1
    owed = [(p.kind, p.round) for p in await world.service.owed(cup)]
    assert owed[-1] == ("final", 2) and ("standings", 1) in owed


async def test_byes_score_the_average_seat(world: World) -> None:
    cup = await running(world, PEOPLE[:7], seats=3, rounds=1, fill="byes")
    (round1,) = await world.db.tournaments.rounds(cup.id)
    assert len(round1.byes) == 1 and [len(r.players) for r in await rows(world, cup)] == [3, 3]
    cup = await play_all(world, cup)
    standing = await world.service.standings(cup)
    (bye,) = [r for r in standing.rows if r.player == round1.byes[0]]
    assert bye.points == bye_points(3) == Fraction(1) and bye.byes == 1


async def test_a_knockout_goes_on_to_its_final_and_a_round_robin_meets_everyone(
    world: World,
) -> None:
    knock = await running(world, PEOPLE[:9], name="Knock", format="knockout", seats=3)
    knock = await play_round(world, knock)
    (final,) = await rows(world, knock)
    winners = {min(r.places or {}, key=(r.places or {}).__getitem__)
               for r in await rows(world, knock, 1)}  # fmt: skip
    assert set(final.players) == winners
    assert (await world.db.tournaments.rounds(knock.id))[1].final
    knock = await play_all(world, knock)
    standing = await world.service.standings(knock)
    (final,) = await rows(world, knock, 2)
    assert standing.rows[0].player == min(final.places or {}, key=(final.places or {}).__getitem__)

    robin = await running(world, PEOPLE[10:14], name="Robin", format="round_robin", seats=3)
    robin = await play_all(world, robin)
    met = {frozenset(r.players) for n in (1, 2, 3) for r in await rows(world, robin, n)}
    assert len(met) == 6 and robin.status == "finished"


# ---------------------------------------------------------------------------------- trouble


async def test_a_withdrawal_during_a_game_forfeits_it_and_is_never_paired_again(
    world: World,
) -> None:
    cup = await running(world, PEOPLE[:8], seats=4, rounds=2)
    await open_round(world, cup)
    row = (await rows(world, cup))[0]
    leaver = row.players[1]
    assert await world.service.withdraw(cup, leaver) is True
    table = world.tables.get(row.game_id or 0)
    (seat,) = [s for s in table.seats if s.user_id == leaver]
    assert seat.left == 1
    cup = await play_round(world, cup)
    settled = (await rows(world, cup, 1))[0]
    assert settled.places is not None and settled.places[leaver] == 4  # ranked last: a forfeit
    assert all(leaver not in r.players for r in await rows(world, cup))
    cup = await play_all(world, cup)
    standing = await world.service.standings(cup)
    (gone,) = [r for r in standing.rows if r.player == leaver]
    assert gone.withdrawn and gone.played == 1
    with pytest.raises(StandingsError, match=r"tournament.over"):
        await world.service.withdraw(cup, PEOPLE[0])


async def test_withdrawing_before_a_table_opens_puts_a_computer_in_the_seat(world: World) -> None:
    cup = await running(world, PEOPLE[:6], seats=3, rounds=1)
    first = await rows(world, cup)
    whole = first[1]
    for user in whole.players:  # a whole table withdraws before it opens: nobody to seat
        await world.service.withdraw(cup, user)
    leaver = first[0].players[0]  # the first table's host-to-be withdraws too
    await world.service.withdraw(cup, leaver)
    await open_round(world, cup)
    row = (await rows(world, cup))[0]
    table = world.tables.get(row.game_id or 0)
    assert table.seat_of(leaver) is None and sum(s.is_ai for s in table.seats) == 1
    assert table.host_id in row.players and table.host_id != leaver
    empty = (await rows(world, cup))[1]
    assert empty.outcome == "empty" and empty.game_id is None
    cup = await play_round(world, cup)
    row = (await rows(world, cup, 1))[0]
    assert row.places is not None and row.places[leaver] == 3 and row.computer_places == ()


async def test_a_table_that_breaks_is_settled_all_level_and_the_round_goes_on(
    world: World,
) -> None:
    cup = await running(world, PEOPLE[:6], seats=3, rounds=2)
    await open_round(world, cup)
    row = (await rows(world, cup))[1]
    await world.tables.cancel(row.game_id or 0, MOD, True, "a bug")
    cup = await play_round(world, cup)
    assert cup.round == 2
    broken = (await rows(world, cup, 1))[1]
    assert broken.outcome == "broken" and set((broken.places or {}).values()) == {1}
    standing = await world.service.standings(cup)
    shared = {r.player: r.points for r in standing.rows if r.player in broken.players}
    assert set(shared.values()) == {Fraction(1)}  # each the average of a seat at 3 seats


async def test_a_moderator_cancels_a_running_tournament_and_its_games(world: World) -> None:
    cup = await running(world, PEOPLE[:6], seats=3, rounds=2)
    await open_round(world, cup)
    with pytest.raises(StandingsError, match=r"tournament.reason_needed"):
        await world.service.cancel(cup, by=MOD, reason="  ")
    cancelled = await world.service.cancel(cup, by=MOD, reason="the  server   moves")
    assert (cancelled.status, cancelled.reason, cancelled.ended_by) == (
        "cancelled", "the server moves", MOD
    )  # fmt: skip
    for row in await rows(world, cancelled, 1):
        game = await world.db.games.get(row.game_id or 0)
        assert game is not None and game.status is GameStatus.CANCELLED
        assert game.end_reason == "the server moves"
    assert (await world.service.advance(cup.id)).status == "cancelled"  # type: ignore[union-attr]
    with pytest.raises(StandingsError, match=r"tournament.over"):
        await world.service.cancel(cup, by=MOD, reason="again")


async def test_a_restart_between_any_two_steps_resumes_the_round(world: World) -> None:
    cup = await running(world, PEOPLE[:9], seats=3, rounds=2)
    first = await rows(world, cup)
    # Table 1: the thread was made, the crash came before its table was stored (the lobby the
    # service opened: the tournament's settings, its first player hosting).
    world.threads += 1
    await world.service.set_thread(first[0], world.threads)
    made = TableSettings(seats=3, game="sticks", thread=True, timer=TIMER, hints=False)
    lobby = await world.tables.create(GUILD, world.threads, first[0].players[0], "P", made)
    # Table 2: opened and seated, the crash came before the deal.
    world.threads += 1
    await world.service.set_thread(first[1], world.threads)
    row = next(r for r in await rows(world, cup) if r.number == 2)
    seated = await world.service.open_table(cup, row)
    assert seated is not None and seated.status is GameStatus.LOBBY and len(seated.seats) == 3
    # Table 3: dealt and a minute into its game.
    world.threads += 1
    await world.service.set_thread(first[2], world.threads)
    row = next(r for r in await rows(world, cup) if r.number == 3)
    await world.service.open_table(cup, row)
    await world.service.start_table(cup, row)
    await world.clock.advance(TIMER)

    world = await world.restart()
    cup = await play_round(world, cup)
    assert cup.round == 2
    played = await rows(world, cup, 1)
    assert played[0].game_id == lobby.game_id  # the lobby found in its thread was taken up
    assert all(r.outcome == "played" for r in played)
    world = await world.restart()  # and once more, mid-way through round 2
    cup = await play_all(world, cup)
    assert cup.status == "finished"
    kinds = [p.kind for p in await world.service.owed(cup)]
    assert kinds.count("final") == 1 and kinds.count("table") == 6


async def test_a_check_in_the_bot_slept_through_still_gets_its_ten_minutes(world: World) -> None:
    service = world.service
    cup = await service.create(
        GUILD, "Cup", created_by=MOD, channel_id=CHANNEL, game="sticks", options={},
        format="swiss", starts="09:00",
    )  # fmt: skip
    for user in PEOPLE[:4]:
        await service.register(cup, user, "x")
    await world.clock.advance(3 * 3600)  # down from 08:00 to 11:00: nobody could check in
    cup = await service.advance(cup.id)  # type: ignore[assignment]
    assert cup.status == "check_in"
    assert stored_seconds(cup.starts_at or "") == world.clock.now() + CHECK_IN
    for user in PEOPLE[:4]:
        await service.check_in(cup, user)
    await world.clock.advance(CHECK_IN)
    assert (await service.advance(cup.id)).status == "running"  # type: ignore[union-attr]


async def test_a_lobby_someone_opened_in_a_table_thread_is_closed_not_adopted(
    world: World,
) -> None:
    """#31, point 5: a member opens a Dobro lobby in a Sticks table's thread before the bot
    opens the table there. The thread holds only its table: that lobby is closed (it counts for
    nobody) and the tournament's table opens with the tournament's game, timer and no hints."""
    cup = await running(world, PEOPLE[:2], seats=2, rounds=1)
    (row,) = await rows(world, cup)
    world.threads += 1
    await world.service.set_thread(row, world.threads)
    intruder = await world.tables.create(
        GUILD, world.threads, 999, "Someone", TableSettings(seats=2, game="dobro", timer=None)
    )
    row = (await rows(world, cup))[0]
    table = await world.service.open_table(cup, row)
    assert table is not None and table is not intruder
    assert intruder.status is GameStatus.CANCELLED and intruder.end_reason == "tournament"
    assert table.settings.game == "sticks" and table.settings.timer == TIMER
    assert not table.settings.hints
    assert {s.user_id for s in table.seats} == set(PEOPLE[:2])
    assert (await rows(world, cup))[0].game_id == table.game_id
    cup = await play_all(world, cup)
    assert cup.status == "finished"
    # The Discord layer asks before opening a lobby in a thread (``/dobro new``, Play again).
    assert await world.service.holds_thread(world.threads)
    assert not await world.service.holds_thread(world.threads + 1)


# ---------------------------------------------------------------------------------- the verdict


async def test_a_no_show_scores_nothing_and_two_in_a_row_withdraw_them(world: World) -> None:
    """Issue 29: a checked-in player who never clicks is a no-show at each table (the timer
    and the away computer play the seat): below everyone who played it out, no points; after
    two no-shows in a row they are withdrawn, as *Withdraw* does. The one who played every
    turn wins the tournament."""
    ana, ben = PEOPLE[:2]
    cup = await running(world, [ana, ben], seats=2, rounds=5)
    cup = await play_round(world, cup, present={ana})
    first = (await rows(world, cup, 1))[0]
    assert first.plays == {ana: "played", ben: "no_show"}
    assert first.places == {ana: 1, ben: 2}
    standing = await world.service.standings(cup)
    points = {r.player: r.points for r in standing.rows}
    assert points == {ana: Fraction(1), ben: Fraction(0)}
    registered = {r.user_id: r.status for r in await world.service.registrations(cup)}
    assert registered[ben] == "playing"  # one no-show: still in
    cup = await play_round(world, cup, present={ana})
    registered = {r.user_id: r for r in await world.service.registrations(cup)}
    assert registered[ben].status == "withdrawn" and registered[ben].withdrawn_round == 2
    cup = await play_all(world, cup, present={ana})
    assert cup.status == "finished"  # one person left: nothing more to pair
    standing = await world.service.standings(cup)
    assert standing.crowned and standing.rows[0].player == ana
    assert standing.rows[0].points == Fraction(2)
    (out,) = [r for r in standing.rows if r.player == ben]
    assert out.points == 0 and out.withdrawn


async def test_a_tournament_nobody_played_crowns_nobody(world: World) -> None:
    """Nobody clicks at all: every table is played by the timer and the away computer, which
    gives nobody points; everyone is withdrawn after two no-shows; nobody is crowned."""
    cup = await running(world, PEOPLE[:4], seats=2, rounds=3)
    cup = await play_all(world, cup, present=set())
    assert cup.status == "finished"
    standing = await world.service.standings(cup)
    assert not standing.crowned
    assert all(r.points == 0 for r in standing.rows)
    for row in await world.db.tournaments.tables(cup.id):
        assert set((row.plays or {}).values()) == {"no_show"}


async def test_a_forfeit_at_a_table_scores_nothing_below_who_played_it_out(world: World) -> None:
    """Three people at a table of three: one plays two moves then withdraws (a forfeit, left),
    the other two play it out and share the table's points; the forfeit scores nothing."""
    cup = await running(world, PEOPLE[:3], seats=3, rounds=1)
    await open_round(world, cup)
    row = (await rows(world, cup))[0]
    leaver = row.players[0]
    table = world.tables.get(row.game_id or 0)
    for _ in range(200):  # one move at a time, until the leaver made two of their own
        if await seat_plays_of(world, table, leaver) >= 2:
            break
        seat = table.waiting_people[0]
        assert seat.user_id is not None
        await world.tables.play(table.game_id, seat.user_id, table.version, 0)
        await settle()
        await world.tables.idle()
    await world.service.withdraw(cup, leaver)
    cup = await play_all(world, cup)
    settled = (await rows(world, cup, 1))[0]
    assert settled.plays is not None and settled.plays[leaver] == "left"
    assert settled.places is not None and settled.places[leaver] == 3
    standing = await world.service.standings(cup)
    points = {r.player: r.points for r in standing.rows}
    assert points[leaver] == 0 and sum(points.values()) == Fraction(3)


async def seat_plays_of(world: World, table: Any, user: int) -> int:
    seat = table.seat_of(user)
    plays = await world.tables.seat_plays(table)
    return next(p.own_moves for p in plays if seat is not None and p.seat == seat.seat)
