"""The standings service over a real SQLite file: what the commands call, with refusals as
codes that change nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from standings import StandingsError, StandingsService
from storage import BoardSort, Database, GameStatus, Seat


@pytest.fixture
async def db(tmp_path: Path):
    database = await Database.open(tmp_path / "dobro.sqlite3")
    try:
        yield database
    finally:
        await database.close()


async def test_an_old_buttons_unknown_sort_reads_as_by_rating(db: Database) -> None:
    service = StandingsService(db)
    board = await service.leaderboard(1, "no-such-sort", page=1, user_id=5)
    assert board.sort is BoardSort.RATING and board.rows == ()


async def test_void_refusals_are_codes_and_change_nothing(db: Database) -> None:
    service = StandingsService(db)
    game = await db.games.create(
        1, 10, seats=[Seat.human(0, 101, "ana"), Seat.human(1, 102, "ben")]
    )
    for game_id, reason, code in (
        (game.id, " \n ", "void.no_reason"),
        (game.id, "why", "void.not_finished"),
        (10**6, "why", "void.unknown"),
    ):
        with pytest.raises(StandingsError) as refused:
            await service.void(1, game_id, reason)
        assert refused.value.code == code
    stored = await db.games.get(game.id)
    assert stored is not None and stored.status is GameStatus.LOBBY
    assert await service.history(1) == await db.boards.history(1)
    assert await service.player(1, 101) is None
    assert await service.forget(1, 101) == 0
    assert await service.recompute(1) == 0
