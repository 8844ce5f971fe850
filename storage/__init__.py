"""Persistence for the bot: every move durable, games that survive restarts, standings per game.

All SQL lives in this package. Open the database once at start-up::

    db = await open_database(url, path, pool_size)  # PostgreSQL if url, else SQLite at path
    db = await Database.open(path)          # SQLite: pragmas, migrations; StorageError if unusable
    game = await db.games.create(guild_id, channel_id, seats=seats, setup=setup)
    await db.games.append_action(game.id, state.version, player, action)   # commit, then reply
    await db.results.record_results(game.id, rules.standings(state))
    await db.close()

``storage.recovery.recover_active(db)`` rebuilds the active games after a restart (it looks each
game's rules up in the ``games`` catalogue when it runs, so it is not imported here).
"""

from .backend import Backend
from .boards import (
    BoardPage,
    BoardRepo,
    BoardRow,
    BoardSort,
    HistoryGame,
    HistoryPage,
    HistorySeat,
)
from .connect import open_database, opened
from .database import Database, default_database_path
from .emojis import CardEmojiRepo
from .errors import (
    CannotVoid,
    ChannelBusy,
    ConflictError,
    GameNotActive,
    LeagueClosed,
    StaleVersion,
    StorageError,
)
from .games import GameRepo
from .guilds import GuildConfig, GuildConfigRepo
from .leaderboard import LeaderboardOrder, LeaderboardRepo
from .leagues import League, LeagueNameTaken, LeagueRepo
from .models import (
    CLOSED_STATUSES,
    LEGACY_GAME,
    OPEN_STATUSES,
    Game,
    GameResult,
    GameStatus,
    LeaderboardEntry,
    OutboxItem,
    PlayerTotals,
    PlayLog,
    Seat,
    SeatLog,
    SeatResult,
    StandingLike,
    StoredAction,
    VerdictLike,
)
from .notices import NoticeRepo
from .outbox import OutboxRepo
from .people import PersonSettingsRepo
from .postgres import PostgresDatabase
from .ratings import RateFn, RatingChange, RatingRepo, StoredRating
from .results import ResultRepo
from .schema import LATEST_VERSION
from .sql import Sql, is_postgres_url, iso_time
from .stats import PlayedGame, PlayerStats, RatingPoint, StatsRepo
from .tournaments import (
    AlreadyRegistered,
    Registration,
    RoundPlan,
    Tournament,
    TournamentNameTaken,
    TournamentPost,
    TournamentRepo,
    TournamentRound,
    TournamentTable,
)
from .tutorials import TutorialProgress, TutorialRepo

__all__ = [
    "CLOSED_STATUSES",
    "LATEST_VERSION",
    "LEGACY_GAME",
    "OPEN_STATUSES",
    "AlreadyRegistered",
    "Backend",
    "BoardPage",
    "BoardRepo",
    "BoardRow",
    "BoardSort",
    "CannotVoid",
    "CardEmojiRepo",
    "ChannelBusy",
    "ConflictError",
    "Database",
    "Game",
    "GameNotActive",
    "GameRepo",
    "GameResult",
    "GameStatus",
    "GuildConfig",
    "GuildConfigRepo",
    "HistoryGame",
    "HistoryPage",
    "HistorySeat",
    "LeaderboardEntry",
    "LeaderboardOrder",
    "LeaderboardRepo",
    "League",
    "LeagueClosed",
    "LeagueNameTaken",
    "LeagueRepo",
    "NoticeRepo",
    "OutboxItem",
    "OutboxRepo",
    "PersonSettingsRepo",
    "PlayLog",
    "PlayedGame",
    "PlayerStats",
    "PlayerTotals",
    "PostgresDatabase",
    "RateFn",
    "RatingChange",
    "RatingPoint",
    "RatingRepo",
    "Registration",
    "ResultRepo",
    "RoundPlan",
    "Seat",
    "SeatLog",
    "SeatResult",
    "Sql",
    "StaleVersion",
    "StandingLike",
    "StatsRepo",
    "StorageError",
    "StoredAction",
    "StoredRating",
    "Tournament",
    "TournamentNameTaken",
    "TournamentPost",
    "TournamentRepo",
    "TournamentRound",
    "TournamentTable",
    "TutorialProgress",
    "TutorialRepo",
    "VerdictLike",
    "default_database_path",
    "is_postgres_url",
    "iso_time",
    "open_database",
    "opened",
]
