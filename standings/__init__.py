"""Standings: ratings (OpenSkill), pure. No Discord, no storage: storage stores what this
computes, the table service asks for it when a game is counted."""

from .ratings import INITIAL, Rating, display, rate_game, rate_values

__all__ = ["INITIAL", "Rating", "display", "rate_game", "rate_values"]
