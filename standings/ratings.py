"""Player ratings with OpenSkill's Plackett–Luce model, shown as one familiar number.

Each person has a skill estimate ``mu`` and an uncertainty ``sigma`` (25 and 25/3 to begin
with). A counted game moves them from the final standing among its people: computer seats are
left out, R14 ties stay ties, and a game with fewer than two people changes nothing. The number
players see is ``1000 + 25 × (mu − 3·sigma)``: 1,000 for a newcomer, rising as the bot grows
sure a player is strong. Because ``sigma`` shrinks with every game, a rating moves less after
many games: one result says little about a player the bot already knows well.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass

from openskill.models import PlackettLuce

_MODEL = PlackettLuce()
#: The display scale: rating = BASE + SCALE × ordinal (ordinal = mu − 3·sigma).
BASE = 1000
SCALE = 25


@dataclass(frozen=True, slots=True)
class Rating:
    """A skill estimate and its uncertainty."""

    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        """A cautious estimate: the skill the bot is about 99 % sure the player has."""
        return self.mu - 3 * self.sigma

    @property
    def shown(self) -> int:
        return display(self.mu, self.sigma)


INITIAL = Rating(_MODEL.mu, _MODEL.sigma)


def display(mu: float, sigma: float) -> int:
    """The number players see (1,000 for a newcomer)."""
    return round(BASE + SCALE * (mu - 3 * sigma))


def rate_game(
    current: Mapping[int, Rating | None],
    positions: Mapping[int, int],
    capped: Collection[int] = (),
) -> dict[int, Rating]:
    """New ratings after one counted game.

    ``positions``: each person's final position in the game (1 = best; equal positions are a
    tie, R14; forfeits already tied last); ``current``: their ratings before it (None: never
    rated); ``capped``: people whose rating may not rise from this game (the counting policy:
    a forfeit, hints used): where the model would raise their rating (``ordinal``, the number
    shown), it stays as it was. Returns the people's new ratings; empty when fewer than two
    people played.
    """
    people = sorted(positions)
    if len(people) < 2:
        return {}
    befores = [current.get(user) or INITIAL for user in people]
    teams = [
        [_MODEL.rating(mu=before.mu, sigma=before.sigma, name=str(user))]
        for user, before in zip(people, befores, strict=True)
    ]
    rated = _MODEL.rate(teams, ranks=[positions[user] for user in people])
    out = {}
    for user, before, team in zip(people, befores, rated, strict=True):
        after = Rating(team[0].mu, team[0].sigma)
        if user in capped and after.ordinal > before.ordinal:
            after = before  # no rise from a game not played out, or played with hints
        out[user] = after
    return out


def rate_values(
    current: Mapping[int, tuple[float, float] | None],
    positions: Mapping[int, int],
    capped: Collection[int] = (),
) -> dict[int, tuple[float, float]]:
    """``rate_game`` on plain (mu, sigma) pairs: what storage hands over and stores."""
    new = rate_game({u: Rating(*v) if v else None for u, v in current.items()}, positions, capped)
    return {u: (r.mu, r.sigma) for u, r in new.items()}
