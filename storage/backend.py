"""What every storage backend offers: the repositories, queries, transactions, group commit.

``storage.Database`` (SQLite, one file) and ``storage.PostgresDatabase`` (a PostgreSQL server)
both subclass ``Backend``, so code asking "is this a real database" checks
``isinstance(db, storage.Backend)``; ``storage.open_database`` opens the one the settings choose.

The repositories speak to a backend through five calls and write SQL in SQLite's spelling
(``storage/dialect.py`` translates it for PostgreSQL):

* ``fetchall(sql, params)``: one query on the committed state, rows as tuples;
* ``fetch_snapshot([(sql, params), …])``: several queries on one consistent snapshot;
* ``async with transaction() as conn``: one write transaction, writes serialised (SQLite's write
  lock; PostgreSQL's transaction-level advisory lock), ``conn`` answering like an aiosqlite
  connection: ``execute`` (a cursor with ``rowcount``), ``execute_fetchall``, ``executemany``;
* ``append(game_id, seq, actor, action_json, timers_json)``: an action, group-committed, stored
  only if it is the game's next one (else ``StaleVersion`` or ``GameNotActive``).
"""

from __future__ import annotations

import abc
import contextlib
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .boards import BoardRepo
    from .budget import BudgetRepo
    from .emojis import CardEmojiRepo
    from .games import GameRepo
    from .guilds import GuildConfigRepo
    from .leaderboard import LeaderboardRepo
    from .leagues import LeagueRepo
    from .notices import NoticeRepo
    from .outbox import OutboxRepo
    from .people import PersonSettingsRepo
    from .ratings import RatingRepo
    from .results import ResultRepo
    from .stats import StatsRepo
    from .tournaments import TournamentRepo
    from .tutorials import TutorialRepo

Params = Sequence[Any] | Mapping[str, Any]


class Backend(abc.ABC):
    """An open Dobro database, whichever the engine; close it at exit."""

    #: "sqlite" or "postgresql".
    dialect: str = ""

    games: GameRepo
    results: ResultRepo
    leaderboard: LeaderboardRepo
    outbox: OutboxRepo
    ratings: RatingRepo
    stats: StatsRepo
    boards: BoardRepo
    budget: BudgetRepo
    guilds: GuildConfigRepo
    leagues: LeagueRepo
    tournaments: TournamentRepo
    tutorials: TutorialRepo
    people: PersonSettingsRepo
    card_emojis: CardEmojiRepo
    notices: NoticeRepo

    def _make_repositories(self) -> None:
        from .boards import BoardRepo
        from .budget import BudgetRepo
        from .emojis import CardEmojiRepo
        from .games import GameRepo
        from .guilds import GuildConfigRepo
        from .leaderboard import LeaderboardRepo
        from .leagues import LeagueRepo
        from .notices import NoticeRepo
        from .outbox import OutboxRepo
        from .people import PersonSettingsRepo
        from .ratings import RatingRepo
        from .results import ResultRepo
        from .stats import StatsRepo
        from .tournaments import TournamentRepo
        from .tutorials import TutorialRepo

        self.games = GameRepo(self)
        self.results = ResultRepo(self)
        self.leaderboard = LeaderboardRepo(self)
        self.outbox = OutboxRepo(self)
        self.ratings = RatingRepo(self)
        self.stats = StatsRepo(self)
        self.boards = BoardRepo(self)
        self.budget = BudgetRepo(self)
        self.guilds = GuildConfigRepo(self)
        self.leagues = LeagueRepo(self)
        self.tournaments = TournamentRepo(self)
        self.tutorials = TutorialRepo(self)
        self.people = PersonSettingsRepo(self)
        self.card_emojis = CardEmojiRepo(self)
        self.notices = NoticeRepo(self)

    @property
    @abc.abstractmethod
    def where(self) -> str:
        """Where the data is, for people: a file path, or a URL without its password."""

    @abc.abstractmethod
    async def close(self) -> None:
        """Finish the appends already submitted, then let go of every connection."""

    @abc.abstractmethod
    async def schema_version(self) -> int:
        """The schema version (``storage.LATEST_VERSION`` once opened)."""

    @abc.abstractmethod
    async def fetchall(self, sql: str, params: Params = ()) -> list[Any]:
        """Run one query on the committed state."""

    @abc.abstractmethod
    async def fetch_snapshot(self, queries: Iterable[tuple[str, Params]]) -> list[list[Any]]:
        """Run several queries on one consistent snapshot."""

    @abc.abstractmethod
    def transaction(
        self, *, guild: int | None = None, only_guild: bool = False
    ) -> contextlib.AbstractAsyncContextManager[Any]:
        """One write transaction: everything inside commits together or not at all.

        ``guild``: the transaction writes that guild's standings (ratings, totals), which are
        serialised per guild; ``only_guild``: it writes nothing else (a standings rewrite), so
        no other guild's write need wait for it. SQLite has one writer anyway and ignores
        both; PostgreSQL takes a per-guild advisory lock, and with ``only_guild`` not the
        global one: another shard's moves go on while a guild's ratings are rewritten."""

    @abc.abstractmethod
    async def append(
        self,
        game_id: int,
        seq: int,
        actor: str,
        action_json: str,
        timers_json: str | None = None,
        origin: str | None = None,
    ) -> str:
        """Store one action (group commit); return its stored time once committed.
        ``origin``: who chose it ('person', 'timeout', 'computer', 'auto'; see migration 12)."""

    async def write_returning(self, sql: str, params: Params = ()) -> list[Any]:
        """One write statement with ``RETURNING``, a transaction by itself: its rows. It takes
        no lock beyond the statement's own where the backend can (it must not need one)."""
        async with self.transaction() as conn:
            return list(await conn.execute_fetchall(sql, params))

    async def write_one(self, sql: str, params: Params = ()) -> int:
        """One write statement, a transaction by itself (the backend may do it in fewer round
        trips than ``transaction``): the rows it changed."""
        async with self.transaction() as conn:
            cursor = await conn.execute(sql, params)
            return int(cursor.rowcount)

    async def __aenter__(self) -> Backend:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()


def is_postgres_url(url: str | None) -> bool:
    return bool(url) and str(url).startswith(("postgresql://", "postgres://"))


async def open_database(
    url: str | None, path: str | Path | None = None, pool_size: int = 5
) -> Backend:
    """The backend the settings choose: PostgreSQL at ``url`` (``DATABASE_URL``) if given, else
    SQLite at ``path`` (``DATABASE_PATH``). Raises ``StorageError`` with one clear sentence
    when it cannot be used."""
    if url:
        from .postgres import PostgresDatabase

        return await PostgresDatabase.open(url, pool_size=pool_size)
    from .database import Database, default_database_path

    return await Database.open(path if path is not None else default_database_path())


@contextlib.asynccontextmanager
async def opened(url: str | None, path: str | Path | None = None) -> AsyncIterator[Backend]:
    """``open_database`` for an ``async with`` block (tools and tests)."""
    db = await open_database(url, path)
    try:
        yield db
    finally:
        await db.close()
