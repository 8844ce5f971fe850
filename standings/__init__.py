"""Standings: ratings (OpenSkill, pure: storage stores what they compute, the table service
asks for them when a game is counted) and the standings service the leaderboard, history,
stats, void and forget-me commands call (no Discord; storage through a protocol)."""

from .ratings import INITIAL, Rating, display, rate_game, rate_values
from .service import StandingsError, StandingsService, StandingsStore

__all__ = [
    "INITIAL",
    "Rating",
    "StandingsError",
    "StandingsService",
    "StandingsStore",
    "display",
    "rate_game",
    "rate_values",
]
