"""What counts: the one counting policy (issue 20), decided here and nowhere else.

Totals, wins, win rate, ratings, league tables, history labels and recompute all read the
verdict this module gives when a game ends (storage keeps it with the results), so they can
never disagree. The rule, as players expect it:

- A game counts only when **at least two people each made a real share of their own moves**.
  Moves the turn timer or a stand-in computer made for a person (their timeouts, while they
  were away) are not theirs.
- A **real share** is at least ``MIN_OWN_MOVES`` moves of one's own and at least ``SHARE`` of
  the moves one's seat made while one held it (before leaving). A person who plays the whole
  game always meets it; an idle seat (every move by the timer or the away computer) never does,
  nor does someone who leaves before playing.
- People who **left** a game in play forfeit: they rank below everyone who stayed, the earliest
  to leave lowest; the others keep their order and ties, and the victory goes to the best of
  them. A leaver who played their share counts (a loss); one who did not is not counted.
- A person who made no real share is **not counted and not rated**, win or lose.
- A game with **one person** (against computers) never counts, in any standing.

Computers are never counted; their places are kept so that people's positions mean what the
table saw.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from games import StandingLike

#: A real share: at least this many moves of one's own…
MIN_OWN_MOVES = 3
#: …and at least this fraction of the moves one's seat made while one held it.
SHARE = 0.5

#: Why a game counts or not (catalogue ``counting.<reason>``).
COUNTED = "counted"
SOLO = "solo"
TOO_FEW = "too_few"


class SeatPlayLike(Protocol):
    """What the policy reads about one seat (``storage.SeatPlay`` is one): a person or a
    computer seat, the moves the person chose themselves, the moves their seat made while they
    held it (before leaving, whoever chose them), and when they left (1, 2…, None: stayed)."""

    @property
    def seat(self) -> int: ...
    @property
    def person(self) -> bool: ...
    @property
    def own_moves(self) -> int: ...
    @property
    def moves(self) -> int: ...
    @property
    def left(self) -> int | None: ...


def real_share(play: SeatPlayLike) -> bool:
    """Whether a person made a real share of their own moves (see the module docstring)."""
    return play.person and play.own_moves >= MIN_OWN_MOVES and play.own_moves >= SHARE * play.moves


def would_count(plays: Iterable[SeatPlayLike]) -> bool:
    """Whether a game with these seats counts (two people or more with a real share):
    asked when the last person leaves, to finish the game with computers rather than drop it."""
    return sum(1 for p in plays if real_share(p)) >= 2


@dataclass(frozen=True, slots=True)
class CountedStanding:
    """One seat's final result once the policy has spoken: the game's standing with forfeits
    applied, and whether this seat counts (a person with a real share, in a counted game)."""

    name: str
    seat: int
    position: int
    round_points: list[int]
    total: int
    cards: list[int]
    winner: bool
    shared: bool
    #: A person (or a forgotten person), not a computer seat.
    person: bool
    #: This person's result counts: totals, wins and rating.
    counted: bool
    #: Ranked last for leaving the game in play.
    forfeit: bool
    own_moves: int
    moves: int


@dataclass(frozen=True, slots=True)
class Verdict:
    """Whether a finished game counts, why (``reason``: counted, solo, too_few), and every
    seat's standing, best first."""

    counts: bool
    reason: str
    standings: tuple[CountedStanding, ...]

    def positions(self) -> dict[int, int]:
        """Seat -> position of the counted seats (what ratings are computed from)."""
        return {s.seat: s.position for s in self.standings if s.counted}


def forfeit_order(
    standings: Sequence[StandingLike], left: dict[int, int]
) -> list[tuple[StandingLike, int, bool, bool]]:
    """Leaving is a forfeit: people who left (seat -> leave order) rank below everyone who
    stayed, the earliest to leave lowest; the others keep their order and ties, and the victory
    goes to the best of them. Returns (standing, position, winner, shared), best first."""
    stay = [s for s in standings if s.seat not in left]
    gone = sorted((s for s in standings if s.seat in left), key=lambda s: -left[s.seat])
    positions = {s.seat: 1 + sum(1 for o in stay if o.position < s.position) for s in stay}
    top = [s for s in stay if positions[s.seat] == 1]
    out = [
        (s, positions[s.seat], positions[s.seat] == 1, positions[s.seat] == 1 and len(top) > 1)
        for s in stay
    ]
    out.extend((s, len(stay) + 1 + i, False, False) for i, s in enumerate(gone))
    out.sort(key=lambda row: (row[1], row[0].seat))
    return out


def judge(standings: Sequence[StandingLike], plays: Iterable[SeatPlayLike]) -> Verdict:
    """The verdict on a finished game: ``standings`` as the game reports them (one per seat),
    ``plays`` what each seat did (one per seat)."""
    by_seat = {p.seat: p for p in plays}
    if sorted(by_seat) != sorted(s.seat for s in standings):
        raise ValueError("the policy needs one play record per seat of the standings")
    people = [p for p in by_seat.values() if p.person]
    real = {p.seat for p in people if real_share(p)}
    counts = len(real) >= 2
    reason = COUNTED if counts else (SOLO if len(people) < 2 else TOO_FEW)
    left = {p.seat: p.left for p in people if p.left is not None}
    rows = []
    for s, position, winner, shared in forfeit_order(standings, left):
        play = by_seat[s.seat]
        rows.append(
            CountedStanding(
                name=s.name,
                seat=s.seat,
                position=position,
                round_points=list(s.round_points),
                total=s.total,
                cards=list(s.cards),
                winner=winner,
                shared=shared,
                person=play.person,
                counted=counts and s.seat in real,
                forfeit=s.seat in left,
                own_moves=play.own_moves,
                moves=play.moves,
            )
        )
    return Verdict(counts=counts, reason=reason, standings=tuple(rows))
