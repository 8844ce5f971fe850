"""Games as the platform sees them: the protocol every rules package meets, and the catalogue
of games the bot plays (see ``protocol`` and ``catalogue``)."""

from .catalogue import DEFAULT_GAME, GAMES, UnknownGame, illegal_errors, names, registered, rules
from .protocol import GameRules, HintLike, RuleError, StandingLike, Wait, WaitKind

__all__ = [
    "DEFAULT_GAME",
    "GAMES",
    "GameRules",
    "HintLike",
    "RuleError",
    "StandingLike",
    "UnknownGame",
    "Wait",
    "WaitKind",
    "illegal_errors",
    "names",
    "registered",
    "rules",
]
