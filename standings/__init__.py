"""Standings: ratings (OpenSkill, pure: storage stores what they compute, the table service
asks for them when a game is counted) and the standings service the leaderboard, history,
stats, void and forget-me commands call, leagues and tournaments (no Discord; storage and the
clock through protocols; tournaments also drive tables through the table service)."""

from .counting import (
    COUNTED,
    SOLO,
    TOO_FEW,
    CountedStanding,
    Verdict,
    judge,
    real_share,
    would_count,
)
from .leagues import LeagueService, end_choices, parse_end
from .ratings import INITIAL, Rating, display, rate_game, rate_values
from .service import StandingsError, StandingsService, StandingsStore
from .tournament_service import TournamentService, parse_start, start_choices

__all__ = [
    "COUNTED",
    "INITIAL",
    "SOLO",
    "TOO_FEW",
    "CountedStanding",
    "LeagueService",
    "Rating",
    "StandingsError",
    "StandingsService",
    "StandingsStore",
    "TournamentService",
    "Verdict",
    "display",
    "end_choices",
    "judge",
    "parse_end",
    "parse_start",
    "rate_game",
    "rate_values",
    "real_share",
    "start_choices",
    "would_count",
]
