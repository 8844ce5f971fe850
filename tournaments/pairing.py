"""Tournaments: who sits with whom each round, and how the points add up (pure: no Discord, no
storage, no clock; the tournament service stores what these functions return and feeds the
results back in).

Our games seat 2 to 8 people at one table (Dobro 2-6, Sticks 2-5, Ten 2-7, Dobble 2-8), so
chess pairing does not apply: like Board Game Arena we cut the field into *tables* of
``plan.seats`` people, group them by points and keep people who have already met apart where we
can. ``docs/tournaments.md`` explains all this to players and moderators.

Words used here:

- A **round** (``Round``) is one game for everyone still in: its tables (each a ``Table`` of
  people, plus ``computers`` seats a computer fills) and its **byes** (people who sit the round
  out; a bye scores ``bye_points(seats)``, the average of a seat). Nobody is in a round twice and
  every player still in is at a table or has a bye.
- The **history** is the rounds already played, in order, each a ``Played``: the ``Round`` and
  one ``TableResult`` per table (each person's position, 1 best, equal positions a tie, and the
  positions the computer seats took). The service passes the whole history every time; nothing
  here keeps state.
- **Players** (``Player``) are everyone registered, withdrawn ones included (their rows stay in
  the standings). A **withdrawn** player is never paired again; a game they leave in play is a
  forfeit, ranked last by the counting policy (``standings.counting``) before its result gets
  here. Anyone who did not play a table out (a no-show, a forfeit, a seat never taken) is
  ``absent`` from its result: below everyone who did, scoring nothing there, never going on
  in a knockout. Late entrants simply appear in ``players`` (Swiss: they
  start on 0 points).
- A **plan** (``TournamentPlan``) is the fixed settings: the format, seats per table, the game's
  seat limits, what to do when the count does not divide (``Fill``) and, for Swiss, the number of
  rounds.

Formats (``Format``):

- **Swiss**: a fixed number of rounds (``swiss_rounds`` suggests one). Round 1 snakes the seeds
  (rating before the event) across the tables; later rounds sort by the standings and cut into
  tables, then a swap search (``_arrange``) lowers, first, the number of earlier meetings at the
  same table and, second, the spread of points within tables.
- **Round robin**: everyone meets everyone at least once, on a schedule fixed from the start
  (``round_robin``: the circle method for two seats; for more, a greedy covering then a
  search over the whole schedule for one round fewer).
- **Knockout**: the best ``advancing(seats)`` people of each table go on, until the final table
  (at most ``seats`` people); its best person is the champion.

The calls, all pure and deterministic (the service passes a ``random.Random`` seeded from the
tournament and round, e.g. ``random.Random(f"{tournament_id}:{round_no}")``):

- ``pair_round(plan, players, history, rng) -> Round``: the next round;
- ``points_for(places, seats) -> {id: Fraction}``: one table's points (``place_points``);
- ``standings(plan, players, history) -> [Row]``: the ranking after any round;
- ``is_finished(plan, players, history)``; ``planned_rounds(plan, players)``;
- ``table_sizes(players, seats, fill, ...) -> Layout``: the table sizes for a head count;
- ``swiss_rounds``, ``round_robin``, ``knockout_rounds``, ``advancing``, ``bye_points`` and
  ``repeats(history, round)`` (earlier meetings a round repeats) for the service's messages.

Bad input (a result that does not match its round, an unknown player, pairing a finished
tournament) raises ``TournamentError``.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from functools import lru_cache
from itertools import combinations
from math import ceil, lcm
from typing import TypeVar

K = TypeVar("K", bound=Hashable)

#: Seats the games allow, all games together (each game's own limits come in the plan).
MIN_SEATS = 2
MAX_SEATS = 8


class Format(StrEnum):
    SWISS = "swiss"
    ROUND_ROBIN = "round_robin"
    KNOCKOUT = "knockout"


class Fill(StrEnum):
    """What to do when the head count does not divide by the seats (see ``table_sizes``)."""

    #: Some tables one seat short (sizes as even as possible); a bye only when no split fits.
    SMALLER = "smaller"
    #: Every table full, computers in the empty seats (never fewer than two people at a table).
    COMPUTERS = "computers"
    #: Full tables only; the rest sit the round out (Swiss: the lowest; knockout: top seeds).
    BYES = "byes"


class TournamentError(ValueError):
    """A plan, a history or a call that makes no sense (a bug in the caller, not a player's
    mistake)."""


# ---------------------------------------------------------------------------------- the model


@dataclass(frozen=True, slots=True)
class Player:
    """A registered player: an id (the Discord user id), their rating before the event (the
    last tie-break and the knockout seed) and whether they have withdrawn."""

    id: int
    rating: float = 0.0
    withdrawn: bool = False


@dataclass(frozen=True, slots=True)
class TournamentPlan:
    """A tournament's fixed settings. ``min_seats`` / ``max_seats`` are the game's limits
    (``GAME.min_seats``, ``GAME.max_seats``); ``rounds`` is required for Swiss only (round robin
    and knockout work theirs out: ``planned_rounds``)."""

    format: Format
    seats: int
    rounds: int | None = None
    fill: Fill = Fill.SMALLER
    min_seats: int = MIN_SEATS
    max_seats: int = MAX_SEATS

    def __post_init__(self) -> None:
        if not MIN_SEATS <= self.min_seats <= self.seats <= self.max_seats <= MAX_SEATS:
            raise TournamentError(
                f"seats {self.seats} outside the game's {self.min_seats}-{self.max_seats}"
            )
        if self.format is Format.SWISS and (self.rounds is None or self.rounds < 1):
            raise TournamentError("a Swiss tournament needs a number of rounds")


@dataclass(frozen=True, slots=True)
class Table:
    """One table of a round: its people (best standing or seed first) and how many computer
    seats fill it up."""

    players: tuple[int, ...]
    computers: int = 0

    @property
    def size(self) -> int:
        return len(self.players) + self.computers


@dataclass(frozen=True, slots=True)
class Round:
    """One round: its number (1, 2…), tables, byes, and whether it is a knockout's final."""

    number: int
    tables: tuple[Table, ...]
    byes: tuple[int, ...] = ()
    final: bool = False

    @property
    def fills(self) -> int:
        """Computer seats in the round."""
        return sum(t.computers for t in self.tables)

    @property
    def placed(self) -> tuple[int, ...]:
        """Everyone in the round, at a table or with a bye."""
        return tuple(p for t in self.tables for p in t.players) + self.byes


@dataclass(frozen=True, slots=True)
class TableResult:
    """A finished table: each person's position (1 best; equal positions are a tie, whether
    written 1, 1, 3 or 1, 1, 2), the positions the computer seats took, and the people who did
    not play it out (``absent``: a no-show, a forfeit, or never seated; the counting policy
    ranks them below everyone who did): they score nothing at that table."""

    places: Mapping[int, int]
    computers: tuple[int, ...] = ()
    absent: frozenset[int] = frozenset()


@dataclass(frozen=True, slots=True)
class Played:
    """A round and its results, one per table, in the round's table order."""

    round: Round
    results: tuple[TableResult, ...]


@dataclass(frozen=True, slots=True)
class Layout:
    """Table sizes for one round: people and computer seats at each table (top table first;
    full tables before short ones) and how many people get a bye."""

    people: tuple[int, ...]
    computers: tuple[int, ...]
    byes: int

    @property
    def sizes(self) -> tuple[int, ...]:
        return tuple(p + c for p, c in zip(self.people, self.computers, strict=True))


@dataclass(frozen=True, slots=True)
class Row:
    """One line of the standings. ``rank`` is shared by rows equal on every criterion.
    ``opponents`` is the Buchholz-like tie-break, ``head_to_head`` the score among the players
    level on points and opponents, ``stage`` (knockout only, else 0) the rounds the player went
    on from, ``last`` the points of the last round they played (knockout's second criterion)."""

    rank: int
    player: int
    points: Fraction
    opponents: Fraction
    head_to_head: Fraction
    rating: float
    played: int
    byes: int
    withdrawn: bool
    stage: int = 0
    last: Fraction = Fraction(0)


# ---------------------------------------------------------------------------------- scoring


def place_points(size: int, seats: int | None = None) -> tuple[Fraction, ...]:
    """Points for places 1..``size`` at a table of ``size`` seats in a tournament of ``seats``.

    At a full table, one point for each seat you finish ahead of (4 seats: 3, 2, 1, 0), so a
    table is worth a point per pair of seats, like a chess game per pair. A short table is
    scaled so that first still earns ``seats - 1`` and last 0 (4 seats, a table of 3: 3, 1½,
    0): a seat at any table is worth the same on average, ``(seats - 1) / 2``, and being put at
    a short table is neither a gift nor a handicap.
    """
    seats = size if seats is None else seats
    if not 2 <= size <= seats:
        raise TournamentError(f"a table of {size} in a tournament of {seats} seats")
    return tuple(Fraction((size - place) * (seats - 1), size - 1) for place in range(1, size + 1))


def bye_points(seats: int) -> Fraction:
    """A bye scores the average of a seat, ``(seats - 1) / 2`` (½ at two seats, 1½ at four):
    sitting out is neither a loss nor a win."""
    return Fraction(seats - 1, 2)


def points_for(places: Mapping[K, int], seats: int | None = None) -> dict[K, Fraction]:
    """Each seat's points at one finished table (every seat, computers included, keyed by
    anything): ``place_points`` of the table's size, tied seats sharing equally the points of
    the places they span (two tied for first at 4 seats: (3 + 2) / 2 = 2½ each). The points
    add up to ``len(places) * (seats - 1) / 2``."""
    values = place_points(len(places), seats)
    if any(type(p) is not int or p < 1 for p in places.values()):
        raise TournamentError(f"positions must be whole numbers from 1: {dict(places)}")
    out: dict[K, Fraction] = {}
    start = 0
    for position in sorted(set(places.values())):
        tied = [key for key, p in places.items() if p == position]
        share = sum(values[start : start + len(tied)], Fraction(0)) / len(tied)
        out.update(dict.fromkeys(tied, share))
        start += len(tied)
    return out


@dataclass(frozen=True, slots=True)
class _Computer:
    """A computer seat's key in ``points_for`` (never a player id)."""

    index: int


def _table_points(result: TableResult, seats: int) -> dict[int, Fraction]:
    """The people's points at one table (computers take places and points nobody keeps; a
    person who did not play it out scores nothing: no points for a seat the computer played,
    and a table nobody played gives nobody points)."""
    keyed: dict[int | _Computer, int] = {p: at for p, at in result.places.items()}
    keyed.update({_Computer(i): p for i, p in enumerate(result.computers)})
    return {
        k: Fraction(0) if k in result.absent else v
        for k, v in points_for(keyed, seats).items()
        if isinstance(k, int)
    }


def played_out(history: Sequence[Played]) -> bool:
    """Whether anyone played a table of the tournament out: a tournament nobody played
    crowns nobody."""
    return any(
        set(result.places) - result.absent for played in history for result in played.results
    )


# ---------------------------------------------------------------------------------- table sizes


def advancing(seats: int) -> int:
    """How many people of each knockout table go on: the top half rounded down, at least one
    (2 and 3 seats: 1; 4-5: 2; 6-7: 3; 8: 4)."""
    return max(1, seats // 2)


def table_sizes(
    players: int,
    seats: int,
    fill: Fill = Fill.SMALLER,
    *,
    min_seats: int = MIN_SEATS,
    max_seats: int = MAX_SEATS,
    min_people: int = 2,
) -> Layout:
    """How ``players`` people sit at tables of ``seats`` (every table between ``min_seats``
    and ``seats`` seats, holding at least ``min_people`` people: a game of one person never
    counts, and a knockout table must send fewer people on than it seats).

    - ``SMALLER``: the fewest byes (almost always none; one at two seats with an odd count),
      then as few tables as possible, their sizes as even as possible (13 at 4: 4, 3, 3, 3).
    - ``COMPUTERS``: as few full tables as possible, the empty seats spread from the bottom
      table up (13 at 4: 4 tables, three with a computer); ``SMALLER`` when a table would hold
      fewer than ``min_people`` people (an odd count at two seats).
    - ``BYES``: as many full tables as possible, the rest sit out (13 at 4: 3 tables, 1 bye);
      fewer people than ``seats`` play at one short table if they can.
    """
    if not MIN_SEATS <= min_seats <= seats <= max_seats <= MAX_SEATS:
        raise TournamentError(f"seats {seats} outside {min_seats}-{max_seats}")
    if players < 0 or not 2 <= min_people <= seats:
        raise TournamentError(f"{players} players, at least {min_people} a table")
    least = max(min_seats, min_people)
    if fill is Fill.COMPUTERS and players:
        count = ceil(players / seats)
        people = [seats] * count
        computers = [0] * count
        for i in range(count * seats - players):
            people[count - 1 - i % count] -= 1
            computers[count - 1 - i % count] += 1
        if min(people) >= min_people:
            order = sorted(range(count), key=lambda t: computers[t])
            return Layout(tuple(people[t] for t in order), tuple(computers[t] for t in order), 0)
    if fill is Fill.BYES:
        full = players // seats
        if full:
            return Layout((seats,) * full, (0,) * full, players - full * seats)
        if players >= least:
            return Layout((players,), (0,), 0)
        return Layout((), (), players)
    for byes in range(players + 1):
        seated = players - byes
        count = ceil(seated / seats)
        if seated and count * least <= seated:
            small, extra = divmod(seated, count)
            sizes = (small + 1,) * extra + (small,) * (count - extra)
            return Layout(sizes, (0,) * count, byes)
    return Layout((), (), players)


def swiss_rounds(players: int, seats: int) -> int:
    """A sensible number of Swiss rounds: enough for one person to have won a table each round
    against the whole field (the smallest r with seats**r >= players), plus one so that the
    leaders meet."""
    rounds = 0
    while seats**rounds < players:
        rounds += 1
    return rounds + 1


def knockout_rounds(
    players: int, seats: int, fill: Fill = Fill.SMALLER, *, min_seats: int = MIN_SEATS
) -> int:
    """Rounds a knockout of ``players`` takes (final included), nobody withdrawing: each round
    but the final sends ``advancing(seats)`` people of each table on, plus the byes."""
    go_on = advancing(seats)
    rounds = 0
    while players > seats:
        layout = table_sizes(players, seats, fill, min_seats=min_seats, min_people=go_on + 1)
        players = layout.byes + go_on * len(layout.people)
        rounds += 1
    return rounds + (players >= 2)


# ---------------------------------------------------------------------------------- the search


def _arrange(
    start: Sequence[Sequence[int]],
    weight: Sequence[Sequence[int]],
    rng: random.Random,
    *,
    target: int = 0,
) -> list[list[int]]:
    """Swap people between tables to lower the cost: the sum of ``weight[a][b]`` over every two
    people at the same table (people are 0..m-1; ``start`` gives the tables and their sizes).

    Steepest descent over all swaps (each priced in O(1) from every person's affinity to every
    table), then iterated local search: two to four random swaps and a new descent, undone if
    worse, kept if as good (to wander across plateaus). Returns the first arrangement no other
    beat, so the start survives wherever it is as good as anything found. Stops at ``target``
    or after a budget of kicks that shrinks as tables grow."""
    tables = [list(t) for t in start]
    where = {p: i for i, t in enumerate(tables) for p in t}
    m, count = len(where), len(tables)
    if count < 2:
        return tables
    people = range(m)

    def affinities() -> list[list[int]]:
        return [[sum(weight[p][c] for c in t if c != p) for t in tables] for p in people]

    aff = affinities()
    cost = sum(aff[p][where[p]] for p in people) // 2

    def swap(a: int, b: int) -> None:
        x, y = where[a], where[b]
        for c in people:
            wc = weight[c]
            aff[c][x] += wc[b] - wc[a]
            aff[c][y] += wc[a] - wc[b]
        tables[x][tables[x].index(a)] = b
        tables[y][tables[y].index(b)] = a
        where[a], where[b] = y, x

    def delta(a: int, b: int) -> int:
        x, y = where[a], where[b]
        return aff[b][x] - aff[a][x] + aff[a][y] - aff[b][y] - 2 * weight[a][b]

    def descend() -> None:
        nonlocal cost
        while cost > target:
            best, pick = 0, (0, 0)
            for a in people:
                x, aa, wa = where[a], aff[a], weight[a]
                ax = aa[x]
                for b in range(a + 1, m):
                    y = where[b]
                    if y != x:
                        ab = aff[b]
                        d = ab[x] - ax + aa[y] - ab[y] - 2 * wa[b]
                        if d < best:
                            best, pick = d, (a, b)
            if not best:
                return
            swap(*pick)
            cost += best

    descend()
    best = ([list(t) for t in tables], cost)
    kicks = max(10, min(300, 100_000 // (m * m)))
    for kick in range(kicks):
        if best[1] <= target:
            break
        saved = ([list(t) for t in tables], dict(where), [list(a) for a in aff], cost)
        for _ in range(2 + kick % 3):
            a, b = rng.sample(range(m), 2)
            if where[a] != where[b]:
                cost += delta(a, b)
                swap(a, b)
        descend()
        if cost < best[1]:
            best = ([list(t) for t in tables], cost)
        elif cost > saved[3]:
            tables, where, aff, cost = saved
    return best[0]


def _snake(order: Sequence[int], capacities: Sequence[int]) -> list[list[int]]:
    """Deal ``order`` (best first) across tables of these capacities there and back (1 2 3 3 2
    1 …), skipping full tables, so every table gets a fair share of the strong and the weak."""
    tables: list[list[int]] = [[] for _ in capacities]
    lanes = [*range(len(capacities)), *reversed(range(len(capacities)))]
    turn = 0
    for p in order:
        while len(tables[lanes[turn % len(lanes)]]) >= capacities[lanes[turn % len(lanes)]]:
            turn += 1
        tables[lanes[turn % len(lanes)]].append(p)
        turn += 1
    return tables


def _cut(order: Sequence[int], capacities: Sequence[int]) -> list[list[int]]:
    """``order`` cut into consecutive tables of these capacities."""
    tables, start = [], 0
    for size in capacities:
        tables.append(list(order[start : start + size]))
        start += size
    return tables


def _meetings(history: Sequence[Played]) -> Counter[tuple[int, int]]:
    """How often each two people have sat at the same table."""
    met: Counter[tuple[int, int]] = Counter()
    for played in history:
        for table in played.round.tables:
            met.update((min(a, b), max(a, b)) for a, b in combinations(table.players, 2))
    return met


def repeats(history: Sequence[Played], round_: Round) -> int:
    """Earlier meetings repeated by ``round_``: over every two people at one of its tables, how
    often they met before (what the pairing keeps as low as it can)."""
    met = _meetings(history)
    return sum(
        met[min(a, b), max(a, b)] for t in round_.tables for a, b in combinations(t.players, 2)
    )


# ---------------------------------------------------------------------------------- round robin


def round_robin(
    players: int, seats: int, min_seats: int = MIN_SEATS
) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """A round robin schedule for a group of ``players`` (numbered 0..players-1, best seed
    first) at tables of ``seats``: rounds of tables in which every two players meet at least
    once. Whoever is at no table of a round has a bye.

    Two seats: the circle method (``players - 1`` rounds, ``players`` when odd, one bye each).
    More: every round uses the ``SMALLER`` layout (everyone plays every round, at tables as
    full as the count allows). A greedy pass builds rounds with as many new pairs as a swap
    search finds, then a search over the whole schedule (``_squeeze``) tries to do it in one
    round fewer, again and again, down to the lower bound. ``docs/tournaments.md`` lists the
    counts."""
    if players < 2:
        return ()
    if seats == 2:
        return _circle(players)
    return _covering(players, table_sizes(players, seats, min_seats=min_seats, max_seats=seats))


@lru_cache(maxsize=128)
def _covering(players: int, layout: Layout) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """``round_robin`` for more than two seats (cached by layout: 10 players at 5 to 8 seats
    all sit at two tables of 5)."""
    schedule = _cover(players, layout, random.Random(0))
    pairs = players * (players - 1) // 2
    per_round = sum(s * (s - 1) // 2 for s in layout.people)
    bound = max(ceil((players - 1) / (max(layout.people) - 1)), ceil(pairs / per_round))
    while len(schedule) > bound and not layout.byes:
        shorter = _squeeze(players, schedule[: len(schedule) - 1], random.Random(len(schedule)))
        if not shorter:
            break
        schedule = shorter
    return schedule


def _circle(players: int) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """The circle method: player 0 (or the empty seat, -1, when odd) stays put, the rest turn."""
    ring = [*range(players), *([-1] if players % 2 else [])]
    half = len(ring) // 2
    schedule = []
    for _ in range(len(ring) - 1):
        pairs = [tuple(sorted((ring[i], ring[-1 - i]))) for i in range(half)]
        schedule.append(tuple(sorted(p for p in pairs if p[0] >= 0)))
        ring = [ring[0], ring[-1], *ring[1:-1]]
    return tuple(schedule)


def _cover(
    players: int, layout: Layout, rng: random.Random
) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """A greedy covering: round after round, tables with as many new pairs as the search finds
    (a repeated pair costs far more than a pair's earlier meetings), until every pair has met."""
    met = [[0] * players for _ in range(players)]
    missing = players * (players - 1) // 2
    byes = [0] * players
    big = players**4
    schedule: list[tuple[tuple[int, ...], ...]] = []
    while missing:
        order = list(range(players))
        rng.shuffle(order)
        if layout.byes:  # only when min_seats forbids some split; rotate the byes
            order.sort(key=lambda p: (-byes[p], sum(1 for q in met[p] if q)))
            for p in order[-layout.byes :]:
                byes[p] += 1
            order = order[: -layout.byes]
        weight = [[big * (m > 0) + m for m in row] for row in met]
        tables = _arrange(_cut(order, layout.people), weight, rng)
        for table in tables:
            for a, b in combinations(table, 2):
                missing -= not met[a][b]
                met[a][b] += 1
                met[b][a] += 1
        schedule.append(tuple(tuple(sorted(t)) for t in sorted(tables, key=min)))
    return tuple(schedule)


def _squeeze(
    players: int, rounds: Sequence[Sequence[Sequence[int]]], rng: random.Random, steps: int = 3000
) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """These rounds changed until every pair meets, or ``()`` when ``steps`` do not get there:
    min-conflicts search over the whole schedule. Each step takes a pair that has not met
    and, in some round, swaps one of the two into the other's table, the swap losing fewest
    pairs (ties and, one time in ten, the move itself drawn by lot)."""
    tables = [[list(t) for t in r] for r in rounds]
    where = [{p: i for i, t in enumerate(r) for p in t} for r in tables]
    cover = [[0] * players for _ in range(players)]
    for each in tables:
        for t in each:
            for a, b in combinations(t, 2):
                cover[a][b] += 1
                cover[b][a] += 1
    everyone = range(players)

    def lost(p: int, old: Sequence[int], new: Sequence[int], leaves: int) -> int:
        """Pairs uncovered minus pairs covered when ``p`` moves from ``old`` to ``new`` in
        place of ``leaves``."""
        row = cover[p]
        gone = sum(row[x] == 1 for x in old if x != p)
        return gone - sum(row[x] == 0 for x in new if x != leaves)

    for _ in range(steps):
        missing = [(a, b) for a in everyone for b in range(a + 1, players) if not cover[a][b]]
        if not missing:
            return tuple(tuple(tuple(sorted(t)) for t in sorted(e, key=min)) for e in tables)
        a, b = rng.choice(missing)
        moves: list[tuple[int, int, int, int]] = []
        for r, at in enumerate(where):
            for p, q in ((a, b), (b, a)):
                home, away = tables[r][at[p]], tables[r][at[q]]
                for c in away:
                    if c != q:
                        moves.append((lost(p, home, away, c) + lost(c, away, home, p), r, p, c))
        if rng.random() < 0.1:
            _, r, p, c = rng.choice(moves)
        else:
            least = min(m[0] for m in moves)
            _, r, p, c = rng.choice([m for m in moves if m[0] == least])
        at = where[r]
        home, away = tables[r][at[p]], tables[r][at[c]]
        for x in home:
            cover[p][x] -= x != p
            cover[x][p] -= x != p
        for x in away:
            cover[c][x] -= x != c
            cover[x][c] -= x != c
        home[home.index(p)], away[away.index(c)] = c, p
        at[p], at[c] = at[c], at[p]
        for x in home:
            cover[c][x] += x != c
            cover[x][c] += x != c
        for x in away:
            cover[p][x] += x != p
            cover[x][p] += x != p
    return ()


# ---------------------------------------------------------------------------------- the ledger


def _check(players: Sequence[Player], history: Sequence[Played]) -> dict[int, Player]:
    """The players by id, once the history is known to make sense."""
    known = {p.id: p for p in players}
    if len(known) != len(players):
        raise TournamentError("a player is registered twice")
    for number, played in enumerate(history, 1):
        round_ = played.round
        if round_.number != number or len(played.results) != len(round_.tables):
            raise TournamentError(f"round {number}: the history is out of order or incomplete")
        placed = round_.placed
        if len(set(placed)) != len(placed) or not set(placed) <= known.keys():
            raise TournamentError(f"round {number}: a player twice or unknown")
        for table, result in zip(round_.tables, played.results, strict=True):
            if set(result.places) != set(table.players) or (
                len(result.computers) != table.computers
            ):
                raise TournamentError(f"round {number}: a result does not match its table")
            if any(not 1 <= p <= table.size for p in [*result.places.values(), *result.computers]):
                raise TournamentError(f"round {number}: a position outside the table")
            if not result.absent <= set(result.places):
                raise TournamentError(f"round {number}: someone absent from another table")
    return known


@dataclass(slots=True)
class _Ledger:
    """Everything the standings read, gathered in one pass over the history."""

    seats: int
    points: dict[int, Fraction]
    last: dict[int, Fraction]
    played: Counter[int]
    byes: Counter[int]
    #: Per player, per round they were in: the people they met (None: a bye).
    met: dict[int, list[tuple[int, ...] | None]]

    @classmethod
    def of(cls, plan: TournamentPlan, ids: Sequence[int], history: Sequence[Played]) -> _Ledger:
        ledger = cls(
            plan.seats,
            dict.fromkeys(ids, Fraction(0)),
            dict.fromkeys(ids, Fraction(0)),
            Counter(),
            Counter(),
            {p: [] for p in ids},
        )
        for played in history:
            for table, result in zip(played.round.tables, played.results, strict=True):
                for p, got in _table_points(result, plan.seats).items():
                    ledger.points[p] += got
                    ledger.last[p] = got
                    ledger.played[p] += 1
                    ledger.met[p].append(tuple(q for q in table.players if q != p))
            for p in played.round.byes:
                ledger.points[p] += bye_points(plan.seats)
                ledger.last[p] = bye_points(plan.seats)
                ledger.byes[p] += 1
                ledger.met[p].append(None)
        return ledger

    def opponents(self, p: int) -> Fraction:
        """The Buchholz-like tie-break: for each round, the mean points of the people met at
        the table (the mean, so that big tables are no advantage; computers are not people);
        a bye counts as meeting someone with one's own points (as FIDE does)."""
        total = Fraction(0)
        for met in self.met[p]:
            if met is None:
                total += self.points[p]
            elif met:
                total += sum((self.points[q] for q in met), Fraction(0)) / len(met)
        return total


def _head_to_head(group: Sequence[int], history: Sequence[Played]) -> dict[int, Fraction]:
    """Among ``group`` (players level so far): one point for each time one finished ahead of
    another of the group at the same table, half a point for a tie."""
    inside = set(group)
    score = dict.fromkeys(group, Fraction(0))
    for played in history:
        for result in played.results:
            here = [p for p in result.places if p in inside]
            for a, b in combinations(here, 2):
                pa, pb = result.places[a], result.places[b]
                if pa == pb:
                    score[a] += Fraction(1, 2)
                    score[b] += Fraction(1, 2)
                else:
                    score[a if pa < pb else b] += 1
    return score


# ---------------------------------------------------------------------------------- standings


def standings(
    plan: TournamentPlan, players: Sequence[Player], history: Sequence[Played]
) -> list[Row]:
    """The ranking after the rounds in ``history``, best first, withdrawn players included.

    Points first (``points_for`` at each table, ``bye_points`` for a bye), then the
    opponents' points (``_Ledger.opponents``), then head to head among the players still
    level, then the rating before the event. A knockout ranks first by how far one went
    (``stage``: the rounds one went on from), then by the points of one's last round, then as
    above. Rows equal on everything share a rank (listed by id)."""
    known = _check(players, history)
    ledger = _Ledger.of(plan, list(known), history)
    stage: dict[int, int] = dict.fromkeys(known, 0)
    if plan.format is Format.KNOCKOUT:
        for played in history:
            for p in _knockout_goes_on(plan, players, played):
                stage[p] += 1

    opponents = {p: ledger.opponents(p) for p in known}
    level: dict[int, tuple[Fraction, ...]] = {
        p: (
            *((Fraction(-stage[p]), -ledger.last[p]) if plan.format is Format.KNOCKOUT else ()),
            -ledger.points[p],
            -opponents[p],
        )
        for p in known
    }
    groups: dict[tuple[Fraction, ...], list[int]] = {}
    for p in known:
        groups.setdefault(level[p], []).append(p)
    h2h: dict[int, Fraction] = {}
    for group in groups.values():
        h2h.update(_head_to_head(group, history) if len(group) > 1 else {group[0]: Fraction(0)})
    key = {p: (*level[p], -h2h[p], Fraction(-known[p].rating)) for p in known}
    order = sorted(known, key=lambda p: (key[p], p))
    rows: list[Row] = []
    for i, p in enumerate(order):
        rank = rows[-1].rank if rows and key[order[i - 1]] == key[p] else i + 1
        rows.append(
            Row(
                rank=rank,
                player=p,
                points=ledger.points[p],
                opponents=opponents[p],
                head_to_head=h2h[p],
                rating=known[p].rating,
                played=ledger.played[p],
                byes=ledger.byes[p],
                withdrawn=known[p].withdrawn,
                stage=stage[p],
                last=ledger.last[p],
            )
        )
    return rows


def _pairing_order(rows: Sequence[Row], rng: random.Random) -> list[int]:
    """The active players in standings order, rows sharing a rank in an order drawn by lot."""
    order: list[int] = []
    tied: list[int] = []
    for i, row in enumerate(rows):
        tied.append(row.player)
        if i + 1 == len(rows) or rows[i + 1].rank != row.rank:
            rng.shuffle(tied)
            order.extend(tied)
            tied = []
    return order


# ---------------------------------------------------------------------------------- knockout


def _seeds(players: Sequence[Player]) -> list[int]:
    """Seed order: the rating before the event, then registration order."""
    at = {p.id: i for i, p in enumerate(players)}
    return [p.id for p in sorted(players, key=lambda p: (-p.rating, at[p.id]))]


def _knockout_goes_on(plan: TournamentPlan, players: Sequence[Player], played: Played) -> list[int]:
    """Who goes on from a knockout round: the byes, and the best ``advancing(seats)`` people
    of each table (from the final, the champion alone); computers never go on, nor does
    anyone who did not play the table out, and a tie across the cut goes to the higher seed."""
    seed = {p: i for i, p in enumerate(_seeds(players))}
    count = 1 if played.round.final else advancing(plan.seats)
    go_on = list(played.round.byes)
    for result in played.results:
        present = [p for p in result.places if p not in result.absent]
        ranked = sorted(present, key=lambda p: (result.places[p], seed[p]))
        go_on.extend(ranked[:count])
    return go_on


def _contenders(
    plan: TournamentPlan, players: Sequence[Player], history: Sequence[Played]
) -> list[int]:
    """The people still in a knockout (and not withdrawn), in seed order."""
    withdrawn = {p.id for p in players if p.withdrawn}
    still = {p.id for p in players}
    for played in history:
        still = set(_knockout_goes_on(plan, players, played))
    return [p for p in _seeds(players) if p in still and p not in withdrawn]


# ---------------------------------------------------------------------------------- the calls


def planned_rounds(plan: TournamentPlan, players: Sequence[Player]) -> int:
    """How many rounds the tournament will have, as things stand at the start (withdrawals may
    end a knockout or a Swiss early)."""
    count = len(players)
    if plan.format is Format.SWISS:
        return plan.rounds or 0
    if plan.format is Format.ROUND_ROBIN:
        return len(round_robin(count, plan.seats, plan.min_seats))
    return knockout_rounds(count, plan.seats, plan.fill, min_seats=plan.min_seats)


def is_finished(plan: TournamentPlan, players: Sequence[Player], history: Sequence[Played]) -> bool:
    """Whether no round is left to play: all rounds played (Swiss, round robin), the final
    played (knockout), or fewer than two people still in."""
    _check(players, history)
    if plan.format is Format.KNOCKOUT:
        if history and history[-1].round.final:
            return True
        return len(_contenders(plan, players, history)) < 2
    if sum(not p.withdrawn for p in players) < 2:
        return True
    return len(history) >= planned_rounds(plan, players)


def pair_round(
    plan: TournamentPlan,
    players: Sequence[Player],
    history: Sequence[Played],
    rng: random.Random,
) -> Round:
    """The next round (number ``len(history) + 1``): who sits at which table, who has a bye and
    how many computer seats fill the tables. Same inputs and same ``rng`` state, same round."""
    if is_finished(plan, players, history):
        raise TournamentError("the tournament is finished")
    number = len(history) + 1
    if plan.format is Format.ROUND_ROBIN:
        return _pair_round_robin(plan, players, number)
    if plan.format is Format.KNOCKOUT:
        return _pair_knockout(plan, players, history, rng)
    return _pair_swiss(plan, players, history, rng)


def _pair_swiss(
    plan: TournamentPlan, players: Sequence[Player], history: Sequence[Played], rng: random.Random
) -> Round:
    """Swiss: the byes to the lowest in the standings who have had fewest; round 1 snakes the
    seeds, later rounds cut the standings into tables and search away repeat meetings, then
    spread of points (pairwise point differences within tables)."""
    rows = [r for r in standings(plan, players, history) if not r.withdrawn]
    order = _pairing_order(rows, rng)
    layout = table_sizes(
        len(order), plan.seats, plan.fill, min_seats=plan.min_seats, max_seats=plan.max_seats
    )
    had = {r.player: r.byes for r in rows}
    byes = sorted(order, key=lambda p: (had[p], -order.index(p)))[: layout.byes]
    seated = [p for p in order if p not in byes]
    if not history:
        return _round(1, _snake(seated, layout.people), layout, seated, byes)
    points = {r.player: r.points for r in rows}
    scale = lcm(*(points[p].denominator for p in seated))
    value = [int(points[p] * scale) for p in seated]
    met = _meetings(history)
    spread = max(value) - min(value)
    big = 1 + spread * sum(s * (s - 1) // 2 for s in layout.people)
    weight = [
        [big * met[min(a, b), max(a, b)] + abs(value[i] - value[j]) for j, b in enumerate(seated)]
        for i, a in enumerate(seated)
    ]
    start = _cut(range(len(seated)), layout.people)
    target = sum(weight[a][b] for t in start for a, b in combinations(t, 2)) % big
    tables = _arrange(start, weight, rng, target=target)
    return _round(len(history) + 1, [[seated[i] for i in t] for t in tables], layout, seated, byes)


def _pair_knockout(
    plan: TournamentPlan, players: Sequence[Player], history: Sequence[Played], rng: random.Random
) -> Round:
    """Knockout: a final when everyone left fits at one table; otherwise byes to the top seeds
    who have had fewest, the seeds snaked across the tables and swapped only to keep people
    who have met apart."""
    order = _contenders(plan, players, history)
    number = len(history) + 1
    if len(order) <= plan.seats:
        return Round(number, (Table(tuple(order)),), final=True)
    go_on = advancing(plan.seats)
    layout = table_sizes(
        len(order),
        plan.seats,
        plan.fill,
        min_seats=plan.min_seats,
        max_seats=plan.max_seats,
        min_people=go_on + 1,
    )
    had: Counter[int] = Counter(p for played in history for p in played.round.byes)
    byes = sorted(order, key=lambda p: (had[p], order.index(p)))[: layout.byes]
    seated = [p for p in order if p not in byes]
    met = _meetings(history)
    weight = [[met[min(a, b), max(a, b)] for b in seated] for a in seated]
    tables = _arrange(_snake(range(len(seated)), layout.people), weight, rng)
    return _round(number, [[seated[i] for i in t] for t in tables], layout, seated, byes)


def _pair_round_robin(plan: TournamentPlan, players: Sequence[Player], number: int) -> Round:
    """Round robin: round ``number`` of the schedule fixed for the registered players (in seed
    order), without the withdrawn; a table left with one person gives that person a bye."""
    seeds = _seeds(players)
    out = {p.id for p in players if p.withdrawn}
    schedule = round_robin(len(seeds), plan.seats, plan.min_seats)
    tables: list[Table] = []
    seated: set[int] = set()
    byes: list[int] = []
    for table in schedule[number - 1]:
        people = tuple(seeds[i] for i in table if seeds[i] not in out)
        seated.update(seeds[i] for i in table)
        if len(people) >= 2:
            tables.append(Table(people))
        else:
            byes.extend(people)
    byes.extend(p for p in seeds if p not in seated and p not in out)
    return Round(number, tuple(tables), tuple(byes))


def _round(
    number: int,
    tables: Sequence[Sequence[int]],
    layout: Layout,
    order: Sequence[int],
    byes: Sequence[int],
) -> Round:
    """A round from tables (in layout order, so each keeps its computer seats), listed top
    table first (the table of the best-placed person), people in ``order``."""
    rank = {p: i for i, p in enumerate(order)}
    made = [
        Table(tuple(sorted(t, key=rank.__getitem__)), computers)
        for t, computers in zip(tables, layout.computers, strict=True)
    ]
    made.sort(key=lambda t: rank[t.players[0]])
    return Round(number, tuple(made), tuple(byes))
