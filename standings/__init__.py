"""Standings: ratings (OpenSkill, pure: storage stores what they compute, the table service
asks for them when a game is counted) and the standings service the leaderboard, history,
stats, void and forget-me commands call, leagues and tournaments (no Discord; storage and the
clock through protocols; tournaments also drive tables through the table service)."""

from .counting import (
    COUNTED,
    FORFEITS,
    LEFT,
    NO_SHOW,
    PLAYED,
    SOLO,
    STOPPED,
    TOO_FEW,
    CountedStanding,
    SeatPlay,
    Verdict,
    judge,
    race_outcomes,
    rejudge,
    seat_plays,
    would_count,
)
from .leagues import LeagueService, end_choices, parse_end
from .ratings import INITIAL, Rating, display, rate_game, rate_values
from .service import StandingsError, StandingsService, StandingsStore
from .tournament_service import TournamentService, parse_start, start_choices

__all__ = [
    "COUNTED",
    "FORFEITS",
    "INITIAL",
    "LEFT",
    "NO_SHOW",
    "PLAYED",
    "SOLO",
    "STOPPED",
    "TOO_FEW",
    "CountedStanding",
    "LeagueService",
    "Rating",
    "SeatPlay",
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
    "race_outcomes",
    "rate_game",
    "rate_values",
    "rejudge",
    "seat_plays",
    "start_choices",
    "would_count",
]
