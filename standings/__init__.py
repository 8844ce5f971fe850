"""Standings: ratings (OpenSkill, pure: storage stores what they compute, the table service
asks for them when a game is counted) and the standings service the leaderboard, history,
stats, void and forget-me commands call, and leagues (no Discord; storage and the clock
through protocols)."""

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
    "Verdict",
    "display",
    "end_choices",
    "judge",
    "parse_end",
    "rate_game",
    "rate_values",
    "real_share",
    "would_count",
]
