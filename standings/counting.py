"""What counts: the one counting policy (issues 20 and 29), decided here and nowhere else.

Totals, wins, win rate, ratings, league tables, tournament points, the results message, stats,
history labels and every recompute read the verdict this module gives when a game ends
(storage keeps it with the facts it was judged on), so they can never disagree. The policy is
a handful of invariants; ``tests/tables/test_counting_adversary.py`` lets a property-based
adversary look for a sequence of clicks that breaks them, in every game.

The words:

- **A decision of one's own** is a move the person chose themselves. The turn timer's moves
  (a timeout) and the computer's (while they are away, or after they left) are never theirs,
  nor are the chores the timer does for everybody. In a race (``games.protocol.RaceRules``)
  only a *right* claim is one's own move: a wrong, stale or locked claim never is.
- **Showed up**: made at least their first two decisions themselves (``SHOWED_UP`` decisions
  of their own; in a race, at least one right claim, ``SHOWED_UP_RACE``). Someone who never
  showed up is a **no-show**: not counted, not rated, named as such in the results.
- **Played it out**: showed up, stayed to the end, and made their own decisions to the end:
  a seat the away computer took over after the person's last own decision (two timeouts in a
  row mark a seat away) did not play it out, whatever happened before. One slow turn that the
  timer played is not stopping; coming back (*I'm back*, or any own move) is playing on.
- A **forfeit** is someone who showed up but did not play it out: they *left* (forfeit: left
  at move N) or *stopped playing* (forfeit: stopped playing at move N).

The invariants:

1. **A game counts when two people or more showed up.** One person against computers never
   counts; neither does a main account playing beside an alt that never made a move.
2. **Forfeits rank below every seat that played it out** (people and computers, who keep the
   game's own order and ties among themselves), **all tied**: nobody gains a place by leaving
   later. No-shows tie with them. So the alt who leaves first and the main who leaves second
   share the last place: leave order farms nothing.
3. **When the game counts, every person who showed up is counted**: those who played it out
   with their place, every forfeit as a loss (never a win). Leaving is a forfeit, never an
   escape; so is going idle. No-shows are never counted.
4. **Ratings**: a person's rating never rises from a game they did not play out, and nobody's
   rises in a game nobody played out. A person who used hints gains no rating from that game
   (their losses still count). So a main who leaves after its alt, a loser who lets the timer
   and the away computer finish, and a player who follows every hint all climb by nothing.
5. **The winner** is the best of those who played it out, and there is one only if a person
   played it out: the winner line never names nobody, and never names a forfeit.
6. **Tournaments** score the same verdict: a no-show or a forfeit scores nothing and ranks
   below everyone who played it out at the table (``tournaments.pairing``).

Examples (issue 29):

- The main and an alt each make 3 moves, the alt leaves, then the main: both showed up, the
  game counts, both are forfeits tied last behind the computers, nobody wins, neither rating
  rises.
- Two people each make 3 moves, then the loser stops clicking (the timer, then the away
  computer, plays the seat): the game counts, the loser is a forfeit (stopped playing at move
  N, a loss), the winner keeps her win and her rating rises.
- A player leaves at move 6 of a 3-person game after 2 moves of their own: a forfeit (left at
  move 6), counted as a loss; the game counts for the two others too.
- A player who never clicked at a tournament table is a no-show: no points that round.

Computers are never counted; their places are kept so that people's positions mean what the
table saw.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, cast

from games import StandingLike
from games.protocol import is_race, replay_events

#: Showed up: at least this many decisions of one's own…
SHOWED_UP = 2
#: …or, in a race, at least this many right claims.
SHOWED_UP_RACE = 1

#: Why a game counts or not (catalogue ``counting.<reason>``).
COUNTED = "counted"
SOLO = "solo"
TOO_FEW = "too_few"

#: What each person did (``CountedStanding.status``; stored as ``game_results.play``).
PLAYED = "played"
LEFT = "left"
STOPPED = "stopped"
NO_SHOW = "no_show"
FORFEITS = (LEFT, STOPPED)

#: Who chose an action (``game_actions.origin``): the person's own (None: stored before
#: anyone said, read as theirs), the turn timer, a computer (a computer seat, or the stand-in
#: for an away or departed person), a chore the timer did.
OWN_ORIGINS = (None, "person")


@dataclass(frozen=True, slots=True)
class SeatPlay:
    """What the policy reads about one seat (``seat_plays`` derives it from the stored log).

    ``own_moves``: the decisions the person made themselves while holding the seat; ``moves``:
    every action of the seat while they held it; ``left``: when they left (1, 2…; None: stayed)
    and ``left_at`` how many moves the game had then; ``last_own``: the game's move number
    (1-based) of their last own decision; ``taken_over``: the computer made a decision for the
    seat after it, while they held it; ``right_claims``: in a race, their right claims (None:
    not a race); ``hints``: how many of their turns they asked a hint for."""

    seat: int
    person: bool
    own_moves: int = 0
    moves: int = 0
    left: int | None = None
    left_at: int | None = None
    last_own: int | None = None
    taken_over: bool = False
    right_claims: int | None = None
    hints: int = 0

    @property
    def showed_up(self) -> bool:
        """Made at least their first two decisions themselves (a race: one right claim)."""
        if not self.person:
            return False
        if self.right_claims is not None:
            return self.right_claims >= SHOWED_UP_RACE
        return self.own_moves >= SHOWED_UP

    @property
    def status(self) -> str | None:
        """PLAYED, LEFT, STOPPED or NO_SHOW (None: a computer seat)."""
        if not self.person:
            return None
        if not self.showed_up:
            return NO_SHOW
        if self.left is not None:
            return LEFT
        if self.taken_over:
            return STOPPED
        return PLAYED

    @property
    def at_move(self) -> int | None:
        """The move a forfeit happened at: left after the game's move N (``left_at``), or
        stopped after their last own decision, move N."""
        status = self.status
        if status == LEFT:
            return self.left_at or 0
        if status == STOPPED:
            return self.last_own or 0
        return None


def race_outcomes(
    rules: Any, setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]]
) -> dict[int, str | None] | None:
    """For a racing game, each action's outcome as the game says it (``race_outcome``: "ok"
    for a right claim, "wrong", "stale", "locked"…; None: not a claim), by its index in the
    record, from a replay of the record; None for a game that does not race (every action of
    a turn is a decision)."""
    if not is_race(rules):
        return None
    events = replay_events(rules, setup, actions)
    return {seq: rules.race_outcome(happened) for seq, happened in enumerate(events)}


class SeatLogLike(Protocol):
    @property
    def seat(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def person(self) -> bool: ...
    @property
    def left(self) -> int | None: ...
    @property
    def left_at(self) -> int | None: ...


class PlayLogLike(Protocol):
    """What storage keeps of who played what (``storage.PlayLog``)."""

    @property
    def seats(self) -> Sequence[SeatLogLike]: ...
    @property
    def actions(self) -> Sequence[tuple[int, str, str | None]]: ...
    @property
    def hints(self) -> Mapping[int, int]: ...


def seat_plays(
    log: PlayLogLike, outcomes: Mapping[int, str | None] | None = None
) -> list[SeatPlay]:
    """Each seat's ``SeatPlay`` from the stored log: every action's actor and origin, when
    each person left, the hints they asked for, and (a race) each action's outcome."""
    by_name = {s.name: s for s in log.seats}
    own: dict[int, int] = {}
    moves: dict[int, int] = {}
    last_own: dict[int, int] = {}
    last_computer: dict[int, int] = {}
    right: dict[int, int] = {}
    for seq, actor, origin in log.actions:
        seat = by_name.get(actor)
        if seat is None or not seat.person:
            continue
        if seat.left_at is not None and seq >= seat.left_at:
            continue  # the stand-in's, after they left
        moves[seat.seat] = moves.get(seat.seat, 0) + 1
        outcome = outcomes.get(seq) if outcomes is not None else None
        if origin in OWN_ORIGINS:
            if outcome is None or outcome == "ok":
                own[seat.seat] = own.get(seat.seat, 0) + 1
                last_own[seat.seat] = seq + 1
            if outcome == "ok":
                right[seat.seat] = right.get(seat.seat, 0) + 1
        elif origin == "computer":
            last_computer[seat.seat] = seq + 1
    out = []
    for s in sorted(log.seats, key=lambda s: s.seat):
        if not s.person:
            out.append(SeatPlay(s.seat, False))
            continue
        mine = last_own.get(s.seat)
        out.append(
            SeatPlay(
                seat=s.seat,
                person=True,
                own_moves=own.get(s.seat, 0),
                moves=moves.get(s.seat, 0),
                left=s.left,
                left_at=s.left_at,
                last_own=mine,
                taken_over=last_computer.get(s.seat, 0) > (mine or 0),
                right_claims=right.get(s.seat, 0) if outcomes is not None else None,
                hints=int(log.hints.get(s.seat, 0)),
            )
        )
    return out


def would_count(plays: Iterable[SeatPlay]) -> bool:
    """Whether a game with these seats counts (two people or more showed up): asked when the
    last person leaves, to finish the game with computers rather than drop it."""
    return sum(1 for p in plays if p.showed_up) >= 2


@dataclass(frozen=True, slots=True)
class CountedStanding:
    """One seat's final result once the policy has spoken: the game's standing with forfeits
    applied, and what it means for the seat."""

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
    #: Ranked below everyone who played it out (left, stopped playing, or never showed up).
    forfeit: bool
    own_moves: int
    moves: int
    #: PLAYED, LEFT, STOPPED, NO_SHOW; None for a computer seat.
    status: str | None = None
    #: The move a forfeit happened at (left after move N, stopped after their move N).
    at_move: int | None = None
    #: Turns this person asked a hint for.
    hints: int = 0
    #: Their rating may rise from this game (they played it out, without hints).
    rises: bool = False
    #: The position the game itself gave the seat (what a recompute judges again).
    game_position: int = 0
    #: What the policy read (kept with the results, so that a recompute judges again).
    last_own: int | None = None
    taken_over: bool = False
    right_claims: int | None = None


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

    def capped(self) -> set[int]:
        """Counted seats whose rating may not rise (forfeits, hints)."""
        return {s.seat for s in self.standings if s.counted and not s.rises}

    @property
    def played_out(self) -> bool:
        """Someone (a person) played the game out: only then is there a winner."""
        return any(s.status == PLAYED for s in self.standings)


def forfeit_order(
    standings: Sequence[StandingLike], out: set[int], people_played: bool = True
) -> list[tuple[StandingLike, int, bool, bool]]:
    """Seats in ``out`` (who did not play it out) rank below everyone else, all tied; the
    others keep the game's order and ties, and the victory goes to the best of them if a
    person played it out (``people_played``). Returns (standing, position, winner, shared),
    best first."""
    stay = [s for s in standings if s.seat not in out]
    gone = [s for s in standings if s.seat in out]
    positions = {s.seat: 1 + sum(1 for o in stay if o.position < s.position) for s in stay}
    top = [s for s in stay if positions[s.seat] == 1] if people_played else []
    rows = [(s, positions[s.seat], s in top, s in top and len(top) > 1) for s in stay]
    rows.extend((s, len(stay) + 1, False, False) for s in gone)
    rows.sort(key=lambda row: (row[1], row[0].seat))
    return rows


def judge(standings: Sequence[StandingLike], plays: Iterable[SeatPlay]) -> Verdict:
    """The verdict on a finished game: ``standings`` as the game reports them (one per seat),
    ``plays`` what each seat did (one per seat)."""
    by_seat = {p.seat: p for p in plays}
    if sorted(by_seat) != sorted(s.seat for s in standings):
        raise ValueError("the policy needs one play record per seat of the standings")
    people = [p for p in by_seat.values() if p.person]
    showed = {p.seat for p in people if p.showed_up}
    counts = len(showed) >= 2
    reason = COUNTED if counts else (SOLO if len(people) < 2 else TOO_FEW)
    out = {p.seat for p in people if p.status != PLAYED}
    played_out = any(p.status == PLAYED for p in people)
    game_positions = {s.seat: s.position for s in standings}
    rows = []
    for s, position, winner, shared in forfeit_order(standings, out, played_out):
        play = by_seat[s.seat]
        status = play.status
        counted = counts and s.seat in showed
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
                counted=counted,
                forfeit=s.seat in out,
                own_moves=play.own_moves,
                moves=play.moves,
                status=status,
                at_move=play.at_move,
                hints=play.hints,
                rises=counted and status == PLAYED and play.hints == 0,
                game_position=game_positions[s.seat],
                last_own=play.last_own,
                taken_over=play.taken_over,
                right_claims=play.right_claims,
            )
        )
    return Verdict(counts=counts, reason=reason, standings=tuple(rows))


@dataclass(frozen=True, slots=True)
class _Kept:
    """A seat's standing as the game gave it, from what its result keeps."""

    name: str
    seat: int
    position: int
    round_points: list[int]
    total: int
    cards: list[int]
    winner: bool
    shared: bool


def rejudge(result: Any) -> Verdict:
    """A finished game judged again from what its results keep (``storage.GameResult``: the
    facts the policy read when it ended, and the position the game itself gave each seat):
    what a recompute from scratch does, game by game. The same facts give the same verdict."""
    standings = [
        _Kept(
            name=r.name,
            seat=r.seat,
            position=r.game_position or r.position,
            round_points=list(r.round_points),
            total=r.total,
            cards=list(r.cards),
            winner=r.winner,
            shared=r.shared,
        )
        for r in result.seats
    ]
    plays = [
        SeatPlay(
            seat=r.seat,
            person=not r.is_ai,
            own_moves=r.own_moves or 0,
            moves=r.moves or 0,
            left=r.left_order,
            left_at=r.left_at,
            last_own=r.last_own,
            taken_over=r.taken_over,
            right_claims=r.right_claims,
            hints=r.hints,
        )
        for r in result.seats
    ]
    return judge(cast(Sequence[StandingLike], standings), plays)
