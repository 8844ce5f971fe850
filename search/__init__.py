"""Game-agnostic search for computer players: Information Set Monte Carlo Tree Search.

A game plugs in through ``SearchGame`` (determinize from one seat's point of view, legal moves
of the player to act, apply, terminal, rewards, a default policy for rollouts); the search
never sees anything else, so it reads only what the adapter's determinizations let it read.
"""

from .ismcts import Budget, MoveStats, SearchGame, SearchResult, random_rollout, search

__all__ = ["Budget", "MoveStats", "SearchGame", "SearchResult", "random_rollout", "search"]
