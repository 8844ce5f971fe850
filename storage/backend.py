"""What every storage backend offers: the five calls of ``Sql`` and the repositories over them.

``storage.Database`` (SQLite, one file) and ``storage.PostgresDatabase`` (a PostgreSQL server)
both subclass ``Backend``, so code asking "is this a real database" checks
``isinstance(db, storage.Backend)``; ``storage.open_database`` (connect.py) opens the one the
settings choose. The repositories are built on ``Sql`` (sql.py), the abstract half below this
one, so this module imports them and none of them imports it back.
"""

from __future__ import annotations

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
from .sql import Sql
from .stats import StatsRepo
from .tournaments import TournamentRepo
from .tutorials import TutorialRepo


class Backend(Sql):
    """An open Dobro database, whichever the engine; close it at exit."""

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
        self.games = GameRepo(self)
        self.leaderboard = LeaderboardRepo(self)
        self.outbox = OutboxRepo(self)
        self.ratings = RatingRepo(self)
        self.results = ResultRepo(self, self.ratings)
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

    async def __aenter__(self) -> Backend:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()
