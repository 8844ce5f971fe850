"""Tournaments: pairing and scoring (``pairing.py``, pure) and the tournament service
(``service.py``), which runs a tournament from registration to its podium over storage and the
table service, driving tables as a person would. Above ``tables/`` (it drives them) and
``standings/`` (it reads the counting policy's verdicts and the ratings); no Discord."""

from .pairing import Format, TournamentError
from .service import CheckIn, TournamentService, parse_start, start_choices

__all__ = [
    "CheckIn",
    "Format",
    "TournamentError",
    "TournamentService",
    "parse_start",
    "start_choices",
]
