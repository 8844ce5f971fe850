"""Standings: the counting policy (``counting.py``: what counts, for everyone), ratings
(OpenSkill, pure: storage stores what they compute, the table service asks for them when a game
is counted), the standings service the leaderboard, history, stats, void and forget-me commands
call, and leagues (no Discord; storage and the clock through protocols). Tournaments, which
drive tables, are a layer above: ``tournaments/``."""

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
    "Verdict",
    "display",
    "end_choices",
    "judge",
    "parse_end",
    "race_outcomes",
    "rate_game",
    "rate_values",
    "rejudge",
    "seat_plays",
    "would_count",
]
