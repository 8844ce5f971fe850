"""A player's statistics (``db.stats``): totals with shared wins apart, averages, best game, the
last five games with their results messages, the rating and its change, each query indexed."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from storage_helpers import raw, record
from test_storage_results import finished_game

from standings import rate_values
from storage import Database, PlayerStats
from storage.stats import BEST_SQL, HISTORY_SQL, LAST_SQL, RATING_SQL, TOTALS_SQL

ANA, BEN = 101, 102


@dataclass
class Standing:
    """What ``record_results`` reads, chosen by the test rather than by a played game."""

    seat: int
    name: str
    position: int
    total: int
    cards: list[int]
    winner: bool = False
    shared: bool = False
    round_points: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.round_points:  # the total over as many rounds as there are card counts
            self.round_points = [self.total - len(self.cards) + 1] + [1] * (len(self.cards) - 1)


# Ana's games, in the order they end: (Ana's position, total, cards per round, win, shared).
# Ben takes the other place among the people; the computer is last, or first when Ana is last.
ANA_GAMES = [
    (1, 5, [2, 3, 4], True, False),
    (2, 9, [6, 5, 7], False, False),
    (1, 6, [3, 3, 3], True, True),
    (3, 4, [1, 1, 1], False, False),  # a low total, yet last: best game is by total
    (1, 7, [4, 4, 2], True, False),
    (2, 8, [5, 5, 5], False, False),
    (1, 6, [2, 2, 2], True, True),
    (1, 4, [3, 2, 1], True, False),  # the same lowest total, more recent: the best game
    (2, 10, [8, 8, 8], False, False),
    (1, 5, [1, 2, 3], True, False),
    (2, 7, [6, 6, 6], False, False),
    (1, 6, [4, 3, 2], True, False),
]


def standings_for(position: int, total: int, cards: list[int], win: bool, shared: bool):
    """(ana, ben, bot) standings where Ana finishes as given."""
    if shared:  # Ana and Ben share the win (R14 tie); the computer is third
        return [
            Standing(0, "ana", 1, total, cards, True, True),
            Standing(1, "ben", 1, total, [c + 1 for c in cards], True, True),
            Standing(2, "bot", 3, total + 3, [9, 9, 9]),
        ]
    if position == 3:
        return [
            Standing(0, "ana", 3, total, cards),
            Standing(1, "ben", 2, total - 1, [2, 2, 2]),
            Standing(2, "bot", 1, total - 2, [1, 1, 1], True),
        ]
    ben = 2 if position == 1 else 1
    return [
        Standing(0, "ana", position, total, cards, win),
        Standing(1, "ben", ben, total + (1 if ben == 2 else -1), [5, 5, 5], ben == 1),
        Standing(2, "bot", 3, total + 4, [9, 9, 9]),
    ]


async def play_ana_games(db: Database, games=ANA_GAMES, *, send: bool = True) -> list[int]:
    """Ana's and Ben's games, each with its results message sent (message id = 9000 + game)."""
    ids = []
    for k, spec in enumerate(games):
        game, _ = await finished_game(db, seed=30 + k, channel=500 + k, users=(ANA, BEN, None))
        await record(db, game.id, standings_for(*spec), owed=("results",), rate=rate_values)
        if send:
            (item,) = await db.outbox.owed(game.id)
            await db.outbox.mark_sent(item.id, 9000 + game.id)
        ids.append(game.id)
    return ids


async def test_a_player_with_no_game_has_no_stats(db: Database) -> None:
    assert await db.stats.player(1, ANA) is None
    game, _ = await finished_game(db, seed=4, channel=10, guild=2, users=(ANA, BEN, None))
    await record(db, game.id, standings_for(*ANA_GAMES[0]), rate=rate_values)
    assert await db.stats.player(1, ANA) is None  # another server's game
    assert await db.stats.player(2, 103) is None  # someone who did not play
    assert await db.stats.player(2, ANA) is not None


async def test_one_game(db: Database) -> None:
    (game_id,) = await play_ana_games(db, ANA_GAMES[:1], send=False)
    stats = await db.stats.player(1, ANA)
    assert stats is not None
    assert (stats.games, stats.wins, stats.shared_wins) == (1, 1, 0)
    assert (stats.points, stats.places, stats.cards, stats.rounds) == (5, 1, 9, 3)
    assert (stats.win_rate, stats.average_points, stats.average_place) == (1.0, 5.0, 1.0)
    assert stats.cards_per_round == 3.0
    assert stats.best.game_id == game_id and stats.last == (stats.best,)
    assert (stats.best.position, stats.best.seats, stats.best.total) == (1, 3, 5)
    assert (stats.best.channel_id, stats.best.message_id) == (None, None)  # not sent yet
    (item,) = await db.outbox.owed(game_id)
    await db.outbox.mark_sent(item.id, 777)
    sent = await db.stats.player(1, ANA)
    assert sent is not None and (sent.best.channel_id, sent.best.message_id) == (500, 777)
    # Her first counted game: the change starts from a newcomer's rating.
    stored = await db.ratings.get(1, ANA)
    assert stored is not None and stats.rating == (stored.mu, stored.sigma)
    assert stats.rank == 1 and stats.rated_games == 1
    assert [p.game_id for p in stats.history] == [game_id]
    assert stats.history[0].before is None and stats.history[0].after == stats.rating
    assert stats.rating_base(10) == (None, 1)


async def test_many_games(db: Database) -> None:
    ids = await play_ana_games(db)
    # Ana alone with computers: the counting policy counts it nowhere (issue 20).
    solo, _ = await finished_game(db, seed=60, channel=600, users=(ANA, None, None))
    await record(
        db,
        solo.id,
        [
            Standing(0, "ana", 2, 8, [4, 4, 4]),
            Standing(1, "ben", 1, 6, [3, 3, 3], True),
            Standing(2, "bot", 3, 9, [5, 5, 5]),
        ],
        owed=("results",),
        rate=rate_values,
    )
    other, _ = await finished_game(db, seed=61, channel=601, guild=2, users=(ANA, BEN, None))
    await record(db, other.id, standings_for(1, 1, [0, 0, 0], True, False))

    stats = await db.stats.player(1, ANA)
    assert isinstance(stats, PlayerStats)
    rows = ANA_GAMES
    assert stats.games == 12
    assert stats.wins == sum(1 for r in rows if r[3]) == 7
    assert stats.shared_wins == 2
    assert stats.points == sum(r[1] for r in rows)
    assert stats.places == sum(r[0] for r in rows)
    assert stats.cards == sum(sum(r[2]) for r in rows)
    assert stats.rounds == 3 * 12
    assert stats.average_place == sum(r[0] for r in rows) / 12
    assert stats.cards_per_round == stats.cards / (3 * 12)

    assert stats.best.game_id == ids[7]  # total 4, like ids[3], but more recent
    assert (stats.best.total, stats.best.position, stats.best.winner) == (4, 1, True)
    # The last five counted games, newest first (the solo game is not one).
    assert [g.game_id for g in stats.last] == [ids[11], ids[10], ids[9], ids[8], ids[7]]
    assert [(g.channel_id, g.message_id) for g in stats.last] == [
        (500 + k, 9000 + ids[k]) for k in (11, 10, 9, 8, 7)
    ]
    shared = next(g for g in (await db.stats.player(1, ANA, last=100)).last if g.shared)
    assert shared.winner and shared.position == 1

    # Rating: twelve counted games with Ben (the solo game and the other server's are not).
    stored = await db.ratings.get(1, ANA)
    assert stored is not None and stats.rating == (stored.mu, stored.sigma)
    assert stats.rated_games == 12
    assert [p.game_id for p in stats.history] == ids
    tenth_last = {c.user_id: c for c in await db.ratings.changes(ids[2])}[ANA]
    assert stats.rating_base(10) == (tenth_last.before, 10)
    assert stats.history[-1].after == stats.rating
    for earlier, later in zip(stats.history, stats.history[1:], strict=False):
        assert later.before == earlier.after  # one continuous history, in the order games ended
    short = await db.stats.player(1, ANA, history=3)
    assert short is not None and [p.game_id for p in short.history] == ids[-3:]

    ben = await db.stats.player(1, BEN)
    assert ben is not None and ben.games == 12 and ben.shared_wins == 2


@pytest.mark.sqlite_only  # SQLite query plans
async def test_each_query_uses_an_index(db: Database) -> None:
    """The player's rows by index, each game by its primary key, whatever the statistics."""
    await play_ana_games(db, ANA_GAMES[:3])
    expected = {
        "totals": (TOTALS_SQL, (ANA, 1, 0, "dobro"), ["r USING INDEX game_results_user"]),
        "best": (
            BEST_SQL["low"],
            (ANA, 1, 0, "dobro"),
            ["r USING INDEX game_results_user", "outbox_game_kind"],
        ),
        "last": (
            LAST_SQL,
            (ANA, 1, 5, "dobro"),
            ["r USING INDEX game_results_user", "outbox_game_kind"],
        ),
        "rating": (RATING_SQL, (ANA, 1, 0, "dobro"), ["r USING PRIMARY KEY", "ratings_by_ordinal"]),
        "history": (HISTORY_SQL, (ANA, 1, 50, "dobro"), ["c USING INDEX rating_changes_user"]),
    }
    for analyzed in (False, True):
        if analyzed:
            raw(db, "ANALYZE")
        for name, (sql, params, indexes) in expected.items():
            steps = [str(r[-1]) for r in raw(db, "EXPLAIN QUERY PLAN " + sql, params)]
            plan = " | ".join(steps)
            for index in indexes:
                assert index in plan, (name, analyzed, plan)
            if "games g" in sql:
                assert "SEARCH g USING INTEGER PRIMARY KEY (rowid=?)" in steps, (name, plan)
            assert not any(step.startswith("SCAN") for step in steps), (name, analyzed, plan)
