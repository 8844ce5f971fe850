"""The league service over a real SQLite file and a fake clock: end dates, names, closing by
hand and by date (once), what is owed."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from standings import LeagueService, end_choices, parse_end
from standings.service import StandingsError
from storage import Database
from tests.tables.fakes import FakeClock

NOW = datetime(2026, 11, 26, 10, 30, tzinfo=UTC).timestamp()
SETTINGS = {"variant": "standard", "draw": "auto", "timer": 120}


@pytest.fixture
async def db(tmp_path: Path):
    database = await Database.open(tmp_path / "dobro.sqlite3")
    try:
        yield database
    finally:
        await database.close()


def at(*parts: int) -> float:
    return datetime(*parts, tzinfo=UTC).timestamp()


@pytest.mark.parametrize(
    ("text", "when"),
    [
        ("2026-12-31", at(2027, 1, 1)),  # the end of that day, UTC
        ("  2026-12-1 ", at(2026, 12, 2)),
        ("2026-11-26", at(2026, 11, 27)),  # today still has hours left
        ("2026-12-31 18:00", at(2026, 12, 31, 18)),
        ("2026-12-31T07:05", at(2026, 12, 31, 7, 5)),
    ],
)
def test_an_end_date_closes_at_the_end_of_its_day(text: str, when: float) -> None:
    assert parse_end(text, NOW) == when


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("soon", "league.bad_date"),
        ("31/12/2026", "league.bad_date"),
        ("2026-02-30", "league.bad_date"),
        ("2026-12-31 25:00", "league.bad_date"),
        ("2026-11-25", "league.past_date"),
        ("2026-11-26 09:00", "league.past_date"),
        ("2028-01-01", "league.far_date"),
    ],
)
def test_a_bad_end_date_is_refused_with_a_reason(text: str, code: str) -> None:
    with pytest.raises(StandingsError) as refused:
        parse_end(text, NOW)
    assert refused.value.code == code


def test_the_suggested_ends_are_real_days_ahead() -> None:
    choices = end_choices(NOW)
    assert [(c.value, c.days) for c in choices] == [
        ("2026-12-03", 7), ("2026-12-10", 14), ("2026-12-24", 28), ("2027-02-24", 90)
    ]  # fmt: skip
    assert all(parse_end(c.value, NOW) > NOW for c in choices)


async def test_closing_by_date_happens_once_and_is_owed_until_posted(db: Database) -> None:
    clock = FakeClock(NOW)
    leagues = LeagueService(db, clock)
    soon = await leagues.create(
        1, " Sprint  Cup ", created_by=5, created_in=40, settings=SETTINGS, ends="2026-11-27"
    )
    later = await leagues.create(
        1, "Marathon", created_by=5, created_in=40, settings=SETTINGS, ends="2026-12-24",
        channel_id=41,
    )  # fmt: skip
    forever = await leagues.create(1, "Open", created_by=5, created_in=40, settings=SETTINGS)
    assert soon.name == "Sprint Cup" and forever.ends_at is None
    assert await leagues.next_end() == at(2026, 11, 28)
    with pytest.raises(StandingsError) as taken:
        await leagues.create(1, "sprint cup", created_by=5, created_in=40, settings=SETTINGS)
    assert taken.value.code == "league.name_taken"
    with pytest.raises(StandingsError) as long_name:
        await leagues.create(1, "x" * 51, created_by=5, created_in=40, settings=SETTINGS)
    assert long_name.value.code == "league.bad_name"

    assert await leagues.close_due() == []
    clock._now = at(2026, 11, 28)
    (closed,) = await leagues.close_due()
    assert closed.id == soon.id and closed.post_channel_id == 40 and closed.closed_by is None
    assert await leagues.close_due() == []
    assert await leagues.next_end() == at(2026, 12, 25)
    assert [x.id for x in await leagues.owed()] == [soon.id]
    await leagues.mark_posted(closed, 999)
    assert await leagues.owed() == []

    by_hand = await leagues.close(later, closed_by=7, channel_id=60)
    assert by_hand.post_channel_id == 41 and by_hand.closed_by == 7  # its own channel wins
    with pytest.raises(StandingsError) as again:
        await leagues.close(later, closed_by=7, channel_id=60)
    assert again.value.code == "league.closed"
    with pytest.raises(StandingsError) as closed_table:
        await leagues.find(1, "MARATHON", open_only=True)
    assert closed_table.value.code == "league.closed"
    assert (await leagues.find(1, "marathon")).id == later.id
    with pytest.raises(StandingsError) as unknown:
        await leagues.get(2, forever.id)  # another guild's id is unknown here
    assert unknown.value.code == "league.unknown"
    assert [x.name for x in await leagues.listed(1)][:1] == ["Open"]
