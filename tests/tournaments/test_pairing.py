"""Tournaments (``tournaments.pairing``): table sizes, Swiss / round robin / knockout pairing,
points by place and the tie-breaks. Pure: every test builds its history by hand or plays
seeded random results; the brute-force checks enumerate every seating of small rounds."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.pairing import (
    Fill,
    Format,
    Layout,
    Played,
    Player,
    Round,
    Table,
    TableResult,
    TournamentError,
    TournamentPlan,
    _arrange,
    _cut,
    advancing,
    bye_points,
    is_finished,
    knockout_rounds,
    pair_round,
    place_points,
    planned_rounds,
    played_out,
    points_for,
    repeats,
    round_robin,
    standings,
    swiss_rounds,
    table_sizes,
)

F = Fraction
SOME = settings(max_examples=60, deadline=None)
Finish = Callable[[Table, int, random.Random], TableResult]


# ---------------------------------------------------------------------------------- helpers


def seeded(count: int) -> list[Player]:
    """Players 1..count, player 1 the best rated (1600, 1550, …)."""
    return [Player(i, 1600 - 50 * (i - 1)) for i in range(1, count + 1)]


def rotate(table: Table, number: int, rng: random.Random) -> TableResult:
    """The scenarios' results: round r, the r-th listed person wins and the order wraps
    (computers, if any, finish last)."""
    size = len(table.players)
    places = {p: (j - (number - 1)) % size + 1 for j, p in enumerate(table.players)}
    return TableResult(places, tuple(range(size + 1, table.size + 1)))


def shuffled(table: Table, number: int, rng: random.Random) -> TableResult:
    """A random finish, ties now and then (positions written 1, 1, 3)."""
    seats: list[int | None] = [*table.players, *[None] * table.computers]
    score = {i: rng.randrange(len(seats)) for i in range(len(seats))}
    position = {i: 1 + sum(score[j] < score[i] for j in score) for i in score}
    return TableResult(
        {p: position[i] for i, p in enumerate(seats) if p is not None},
        tuple(position[i] for i, p in enumerate(seats) if p is None),
    )


def play(
    plan: TournamentPlan,
    players: list[Player],
    *,
    finish: Finish = shuffled,
    seed: int = 0,
    withdraw: Mapping[int, Sequence[int]] | None = None,
    check: Callable[[list[Player], list[Played], Round], None] | None = None,
) -> tuple[list[Player], list[Played]]:
    """Pair and play rounds until the tournament is finished; ``withdraw``: round -> indexes
    of players who withdraw before it; ``check`` sees every round before it is played."""
    rng = random.Random(seed)
    history: list[Played] = []
    while not is_finished(plan, players, history):
        number = len(history) + 1
        for i in (withdraw or {}).get(number, ()):
            players[i] = Player(players[i].id, players[i].rating, withdrawn=True)
        if is_finished(plan, players, history):
            break
        round_ = pair_round(plan, players, history, random.Random(f"{seed}:{number}"))
        if check:
            check(players, history, round_)
        results = tuple(finish(t, number, rng) for t in round_.tables)
        history.append(Played(round_, results))
    return players, history


def cheapest(people: Sequence[int], sizes: Sequence[int], cost: Callable[[int, int], int]) -> int:
    """Brute force: the least total ``cost`` of the pairs at the same table over every way to
    seat ``people`` at tables of these sizes (branch and bound; tables of one size unordered)."""
    best = [sum(cost(a, b) for a, b in combinations(people, 2)) + 1]

    def seat(left: Sequence[int], sizes: list[int], spent: int) -> None:
        if spent >= best[0]:
            return
        if not left:
            best[0] = spent
            return
        first, rest = left[0], left[1:]
        for size in sorted(set(sizes)):
            others_sizes = list(sizes)
            others_sizes.remove(size)
            for others in combinations(rest, size - 1):
                table = (first, *others)
                more = sum(cost(a, b) for a, b in combinations(table, 2))
                seat([p for p in rest if p not in others], others_sizes, spent + more)

    seat(people, list(sizes), 0)
    return best[0]


def fewest_repeats(history: Sequence[Played], round_: Round) -> int:
    """The brute-force minimum of ``repeats`` over every seating of the round's people at
    tables of its sizes."""
    met = Counter(
        frozenset(pair)
        for played in history
        for t in played.round.tables
        for pair in combinations(t.players, 2)
    )
    people = [p for t in round_.tables for p in t.players]
    sizes = [len(t.players) for t in round_.tables]
    return cheapest(people, sizes, lambda a, b: met[frozenset((a, b))])


def check_round(plan: TournamentPlan, players: list[Player], round_: Round) -> None:
    """What every round of every format keeps: nobody twice, everyone still in placed (at a
    table or with a bye) and nobody withdrawn, tables within the seats and two people or more."""
    placed = round_.placed
    assert len(placed) == len(set(placed))
    assert not {p.id for p in players if p.withdrawn} & set(placed)
    for table in round_.tables:
        assert plan.min_seats <= table.size <= plan.seats
        assert len(table.players) >= 2


# ---------------------------------------------------------------------------------- scoring


def test_the_default_points_per_seat_count() -> None:
    assert place_points(2) == (1, 0)
    assert place_points(3) == (2, 1, 0)
    assert place_points(4) == (3, 2, 1, 0)
    assert place_points(5) == (4, 3, 2, 1, 0)
    assert place_points(6) == (5, 4, 3, 2, 1, 0)
    assert place_points(7) == (6, 5, 4, 3, 2, 1, 0)
    assert place_points(8) == (7, 6, 5, 4, 3, 2, 1, 0)


def test_a_short_table_is_scaled_so_first_still_earns_as_much() -> None:
    assert place_points(3, 4) == (3, F(3, 2), 0)
    assert place_points(2, 4) == (3, 0)
    assert place_points(4, 6) == (5, F(10, 3), F(5, 3), 0)


def test_ties_share_the_points_of_the_places_they_span() -> None:
    assert points_for({"a": 1, "b": 1, "c": 3, "d": 4}, 4) == {
        "a": F(5, 2),
        "b": F(5, 2),
        "c": 1,
        "d": 0,
    }
    assert points_for({"a": 1, "b": 2, "c": 2, "d": 2}, 4) == {
        "a": 3,
        "b": 1,
        "c": 1,
        "d": 1,
    }
    assert points_for({"a": 1, "b": 1}) == {"a": F(1, 2), "b": F(1, 2)}


def test_dense_and_skipping_positions_mean_the_same_tie() -> None:
    assert points_for({1: 1, 2: 1, 3: 2}) == points_for({1: 1, 2: 1, 3: 3})


def test_a_bye_scores_the_average_of_a_seat() -> None:
    assert bye_points(2) == F(1, 2)
    assert bye_points(4) == F(3, 2)
    assert bye_points(8) == F(7, 2)


def test_points_for_refuses_what_is_not_a_table() -> None:
    with pytest.raises(TournamentError):
        points_for({1: 1})
    with pytest.raises(TournamentError):
        points_for({1: 1, 2: 0})
    with pytest.raises(TournamentError):
        points_for({1: 1, 2: 2, 3: 3}, seats=2)


@SOME
@given(
    st.integers(2, 8).flatmap(
        lambda size: st.tuples(
            st.lists(st.integers(1, size), min_size=size, max_size=size),
            st.integers(size, 8),
        )
    )
)
def test_points_add_up_and_ties_share_exactly(case: tuple[list[int], int]) -> None:
    positions, seats = case
    points = points_for(dict(enumerate(positions)), seats)
    size = len(positions)
    assert sum(points.values()) == F(size * (seats - 1), 2)
    values = place_points(size, seats)
    for seat, position in enumerate(positions):
        ahead = sum(p < position for p in positions)
        tied = positions.count(position)
        assert points[seat] == sum(values[ahead : ahead + tied]) / tied
        for other, theirs in enumerate(positions):
            if theirs < position:
                assert points[other] > points[seat]
            elif theirs == position:
                assert points[other] == points[seat]


# ---------------------------------------------------------------------------------- table sizes


def test_thirteen_at_four_seats_under_each_policy() -> None:
    assert table_sizes(13, 4, Fill.SMALLER) == Layout((4, 3, 3, 3), (0, 0, 0, 0), 0)
    assert table_sizes(13, 4, Fill.COMPUTERS) == Layout((4, 3, 3, 3), (0, 1, 1, 1), 0)
    assert table_sizes(13, 4, Fill.BYES) == Layout((4, 4, 4), (0, 0, 0), 1)


def test_an_odd_count_at_two_seats_needs_a_bye_whatever_the_policy() -> None:
    for fill in Fill:
        assert table_sizes(7, 2, fill) == Layout((2, 2, 2), (0, 0, 0), 1)


def test_a_table_never_holds_one_person_among_computers() -> None:
    assert table_sizes(5, 4, Fill.COMPUTERS) == Layout((3, 2), (1, 2), 0)
    assert table_sizes(5, 4, Fill.COMPUTERS, min_people=3) == Layout((4,), (0,), 1)
    assert table_sizes(1, 4, Fill.COMPUTERS) == Layout((), (), 1)


def test_byes_seat_a_short_group_rather_than_nobody() -> None:
    assert table_sizes(3, 4, Fill.BYES) == Layout((3,), (0,), 0)
    assert table_sizes(7, 4, Fill.BYES) == Layout((4,), (0,), 3)


def test_seats_outside_the_game_are_refused() -> None:
    with pytest.raises(TournamentError):
        table_sizes(10, 6, max_seats=5)
    with pytest.raises(TournamentError):
        TournamentPlan(Format.KNOCKOUT, seats=9)
    with pytest.raises(TournamentError):
        TournamentPlan(Format.SWISS, seats=4)


@settings(max_examples=200, deadline=None)
@given(
    st.integers(0, 70),
    st.integers(2, 8),
    st.sampled_from(Fill),
    st.integers(0, 3),
)
def test_layouts_seat_everyone_within_the_limits(
    players: int, seats: int, fill: Fill, extra: int
) -> None:
    min_people = min(seats, 2 + extra)
    layout = table_sizes(players, seats, fill, min_people=min_people)
    assert sum(layout.people) + layout.byes == players
    assert all(2 <= size <= seats for size in layout.sizes)
    assert all(p >= min_people for p in layout.people)
    assert list(layout.computers) == sorted(layout.computers)  # full tables on top
    if fill is Fill.SMALLER and min_people == 2:
        assert layout.byes == (players == 1 or (seats == 2 and players % 2))
        assert max(layout.sizes, default=0) - min(layout.sizes, default=0) <= 1
    if fill is Fill.COMPUTERS and layout.byes == 0 and players:
        assert set(layout.sizes) == {seats}
    if fill is Fill.BYES:
        assert layout.byes < max(seats, min_people)


# ---------------------------------------------------------------------------------- Swiss

SWISS_12_AT_4 = [
    [(1, 6, 7, 12), (2, 5, 8, 11), (3, 4, 9, 10)],
    [(1, 2, 3, 5), (4, 6, 7, 8), (9, 10, 11, 12)],
    [(2, 3, 6, 10), (5, 7, 4, 11), (1, 8, 12, 9)],
]


def test_swiss_of_twelve_at_four_seats_over_three_rounds() -> None:
    """The issue's scenario. Round 1 snakes the seeds; rounds 2 and 3 group by points.
    Zero repeats is impossible from round 2 on (four people from three earlier tables: two
    met), and each round has the fewest repeats any seating has (3, then 6: 9 in all, also
    the fewest of any three-round schedule, by exhaustive search)."""
    plan = TournamentPlan(Format.SWISS, seats=4, rounds=3)
    seen: list[int] = []

    def check(players: list[Player], history: list[Played], round_: Round) -> None:
        check_round(plan, players, round_)
        seen.append(repeats(history, round_))
        assert seen[-1] == fewest_repeats(history, round_)

    players, history = play(plan, seeded(12), finish=rotate, seed=0, check=check)
    assert [[t.players for t in p.round.tables] for p in history] == SWISS_12_AT_4
    assert seen == [0, 3, 6]
    rows = standings(plan, players, history)
    assert [(r.rank, r.player, r.points) for r in rows[:3]] == [(1, 6, 8), (2, 2, 7), (3, 3, 5)]
    assert sum(r.points for r in rows) == 3 * 3 * 6  # three rounds, three tables of 6 points


def test_swiss_of_twelve_at_three_seats_meets_nobody_twice() -> None:
    plan = TournamentPlan(Format.SWISS, seats=3, rounds=3)
    for seed in range(5):
        _, history = play(plan, seeded(12), seed=seed)
        assert (
            not Counter(
                frozenset(pair)
                for p in history
                for t in p.round.tables
                for pair in combinations(t.players, 2)
            ).most_common(1)[0][1]
            - 1
        )


def test_swiss_round_two_keeps_score_groups_when_it_costs_no_repeat() -> None:
    """Sixteen at four: round 1's four winners come from four tables, so round 2 can seat
    every score group together, and does."""
    plan = TournamentPlan(Format.SWISS, seats=4, rounds=2)
    players, history = play(plan, seeded(16), finish=rotate)
    after_one = {r.player: r.points for r in standings(plan, players, history[:1])}
    for table in history[1].round.tables:
        assert len({after_one[p] for p in table.players}) == 1
    assert repeats(history[:1], history[1].round) == 0


def test_swiss_byes_go_to_the_lowest_and_nobody_gets_two_before_all_have_one() -> None:
    plan = TournamentPlan(Format.SWISS, seats=2, rounds=5)
    _, history = play(plan, seeded(5), seed=3)
    byes = [p.round.byes for p in history]
    assert all(len(b) == 1 for b in byes)
    assert sorted(b[0] for b in byes) == [1, 2, 3, 4, 5]
    assert byes[0] == (5,)  # the lowest seed first


def test_a_withdrawn_player_is_not_paired_but_keeps_a_row() -> None:
    plan = TournamentPlan(Format.SWISS, seats=3, rounds=3)
    players, history = play(plan, seeded(7), withdraw={2: [0]})
    assert 1 in history[0].round.placed
    assert all(1 not in p.round.placed for p in history[1:])
    row = next(r for r in standings(plan, players, history) if r.player == 1)
    assert row.withdrawn and row.played == 1


def test_pairing_a_finished_tournament_is_refused() -> None:
    plan = TournamentPlan(Format.SWISS, seats=4, rounds=1)
    players, history = play(plan, seeded(8))
    assert is_finished(plan, players, history)
    with pytest.raises(TournamentError):
        pair_round(plan, players, history, random.Random(1))


def test_swiss_rounds_suggested() -> None:
    assert swiss_rounds(12, 4) == 3
    assert swiss_rounds(9, 3) == 3
    assert swiss_rounds(64, 4) == 4
    assert swiss_rounds(32, 2) == 6


@SOME
@given(
    st.integers(2, 26),
    st.integers(2, 8),
    st.sampled_from(Fill),
    st.integers(1, 4),
    st.integers(0, 2**32),
    st.lists(st.tuples(st.integers(2, 4), st.integers(0, 25)), max_size=3),
)
def test_swiss_rounds_place_everyone_once_within_the_seats(
    count: int,
    seats: int,
    fill: Fill,
    rounds: int,
    seed: int,
    leaving: list[tuple[int, int]],
) -> None:
    plan = TournamentPlan(Format.SWISS, seats=seats, rounds=rounds, fill=fill)
    rng = random.Random(seed)
    players = [Player(i, rng.choice([1000, 1100, 1200])) for i in range(100, 100 + count)]
    withdraw: dict[int, list[int]] = {}
    for number, index in leaving:
        withdraw.setdefault(number, []).append(index % count)

    def check(players: list[Player], history: list[Played], round_: Round) -> None:
        check_round(plan, players, round_)
        assert {p.id for p in players if not p.withdrawn} == set(round_.placed)
        again = pair_round(plan, players, history, random.Random(f"{seed}:{round_.number}"))
        assert again == round_  # deterministic given the seed

    _, history = play(plan, players, seed=seed, withdraw=withdraw, check=check)
    active = sum(not p.withdrawn for p in players)
    assert len(history) == rounds or active < 2


@SOME
@given(
    st.integers(4, 10),
    st.integers(2, 4),
    st.integers(0, 2**32),
)
def test_swiss_repeats_are_the_fewest_any_seating_allows(count: int, seats: int, seed: int) -> None:
    plan = TournamentPlan(Format.SWISS, seats=seats, rounds=3)

    def check(players: list[Player], history: list[Played], round_: Round) -> None:
        assert repeats(history, round_) == fewest_repeats(history, round_)

    play(plan, seeded(count), seed=seed, check=check)


@SOME
@given(st.integers(4, 11), st.integers(2, 4), st.integers(0, 2**32))
def test_the_swap_search_finds_the_fewest_repeats(count: int, seats: int, seed: int) -> None:
    """The search alone, on random weights: repeats (the hundreds) always as few as brute
    force finds."""
    rng = random.Random(seed)
    people = table_sizes(count, seats).people
    count = sum(people)
    weight = [[0] * count for _ in range(count)]
    for a, b in combinations(range(count), 2):
        weight[a][b] = weight[b][a] = 100 * rng.choice([0, 0, 0, 1, 1, 2]) + rng.randrange(6)
    tables = _arrange(_cut(range(count), people), weight, rng)
    got = sum(weight[a][b] for t in tables for a, b in combinations(t, 2))
    best = cheapest(range(count), people, lambda a, b: 100 * (weight[a][b] // 100))
    assert got // 100 == best // 100
    assert sorted(p for t in tables for p in t) == list(range(count))
    assert sorted(map(len, tables)) == sorted(people)


# ---------------------------------------------------------------------------------- round robin

#: Rounds of a round robin of n players at tables of s seats (docs/tournaments.md).
ROUND_ROBIN_ROUNDS = {
    3: (3, 1, 1, 1, 1, 1, 1),
    4: (3, 3, 1, 1, 1, 1, 1),
    5: (5, 3, 3, 1, 1, 1, 1),
    6: (5, 4, 4, 4, 1, 1, 1),
    7: (7, 5, 3, 3, 3, 1, 1),
    8: (7, 4, 3, 3, 3, 3, 1),
    9: (9, 4, 4, 3, 3, 3, 3),
    10: (9, 6, 4, 4, 4, 4, 4),
    11: (11, 6, 5, 5, 3, 3, 3),
    12: (11, 7, 5, 5, 3, 3, 3),
}


def test_round_robin_of_four() -> None:
    """The issue's scenario, at two, three and four seats."""
    plan = TournamentPlan(Format.ROUND_ROBIN, seats=2)
    _, history = play(plan, seeded(4), finish=rotate)
    assert [[t.players for t in p.round.tables] for p in history] == [
        [(1, 4), (2, 3)],
        [(1, 3), (2, 4)],
        [(1, 2), (3, 4)],
    ]
    plan = TournamentPlan(Format.ROUND_ROBIN, seats=3)
    _, history = play(plan, seeded(4), finish=rotate)
    assert [[t.players for t in p.round.tables] for p in history] == [
        [(1, 3), (2, 4)],
        [(1, 2), (3, 4)],
        [(1, 4), (2, 3)],
    ]
    plan = TournamentPlan(Format.ROUND_ROBIN, seats=4)
    _, history = play(plan, seeded(4), finish=rotate)
    assert [[t.players for t in p.round.tables] for p in history] == [[(1, 2, 3, 4)]]


def test_the_circle_method_gives_each_player_one_bye_when_odd() -> None:
    schedule = round_robin(5, 2)
    assert len(schedule) == 5
    sitting_out = [({0, 1, 2, 3, 4} - {p for t in r for p in t}) for r in schedule]
    assert sorted(p for s in sitting_out for p in s) == [0, 1, 2, 3, 4]


@pytest.mark.parametrize("count", sorted(ROUND_ROBIN_ROUNDS))
def test_round_robin_rounds_as_documented(count: int) -> None:
    assert tuple(len(round_robin(count, s)) for s in range(2, 9)) == ROUND_ROBIN_ROUNDS[count]


@SOME
@given(st.integers(1, 12), st.integers(2, 8))
def test_round_robin_everyone_meets_everyone(count: int, seats: int) -> None:
    plan = TournamentPlan(Format.ROUND_ROBIN, seats=seats)

    def check(players: list[Player], history: list[Played], round_: Round) -> None:
        check_round(plan, players, round_)
        assert set(round_.placed) == {p.id for p in players}

    players, history = play(plan, seeded(count), check=check)
    met = {
        frozenset(pair)
        for p in history
        for t in p.round.tables
        for pair in combinations(t.players, 2)
    }
    assert met == {frozenset(pair) for pair in combinations(range(1, count + 1), 2)}
    assert len(history) == planned_rounds(plan, players)
    if count >= 2:
        assert len(history) >= -(-(count - 1) // (min(seats, count) - 1))


def test_round_robin_without_a_withdrawn_player() -> None:
    """The schedule stands; the withdrawn player's tables play short, one person alone sits
    the round out."""
    plan = TournamentPlan(Format.ROUND_ROBIN, seats=2)
    _, history = play(plan, seeded(4), finish=rotate, withdraw={2: [3]})
    assert len(history) == 3
    assert history[1].round == Round(2, (Table((1, 3)),), byes=(2,))
    assert history[2].round == Round(3, (Table((1, 2)),), byes=(3,))


# ---------------------------------------------------------------------------------- knockout

#: Rounds of a knockout (final included) with smaller tables, by seats, for 4, 8, 9, 12, 16,
#: 27, 32 and 64 players (docs/tournaments.md).
KNOCKOUT_COUNTS = (4, 8, 9, 12, 16, 27, 32, 64)
KNOCKOUT_ROUNDS = {
    2: (2, 3, 4, 4, 4, 5, 5, 6),
    3: (2, 2, 2, 3, 3, 3, 4, 4),
    4: (1, 2, 3, 3, 3, 4, 4, 5),
    5: (1, 2, 2, 3, 3, 4, 4, 5),
    6: (1, 2, 2, 2, 3, 4, 4, 5),
    7: (1, 2, 2, 2, 3, 3, 4, 5),
    8: (1, 1, 2, 2, 2, 3, 3, 4),
}


def test_knockout_of_nine_at_three_seats() -> None:
    """The issue's scenario: three tables of three with the seeds snaked (1 6 7, 2 5 8,
    3 4 9), each winner goes on, and the three play the final."""
    plan = TournamentPlan(Format.KNOCKOUT, seats=3)
    players, history = play(plan, seeded(9), finish=rotate)
    assert [[t.players for t in p.round.tables] for p in history] == [
        [(1, 6, 7), (2, 5, 8), (3, 4, 9)],
        [(1, 2, 3)],
    ]
    assert [p.round.final for p in history] == [False, True]
    assert len(history) == knockout_rounds(9, 3) == planned_rounds(plan, players) == 2
    rows = standings(plan, players, history)
    assert [r.player for r in rows[:3]] == [2, 3, 1]  # the final's order (round 2: 2nd listed wins)
    assert [r.stage for r in rows] == [2, 1, 1, 0, 0, 0, 0, 0, 0]


def test_knockout_advancing_per_seat_count() -> None:
    assert [advancing(s) for s in range(2, 9)] == [1, 1, 2, 2, 3, 3, 4]


@pytest.mark.parametrize("seats", sorted(KNOCKOUT_ROUNDS))
def test_knockout_rounds_as_documented(seats: int) -> None:
    got = tuple(knockout_rounds(count, seats) for count in KNOCKOUT_COUNTS)
    assert got == KNOCKOUT_ROUNDS[seats]


def test_a_tie_across_the_cut_goes_to_the_higher_seed() -> None:
    plan = TournamentPlan(Format.KNOCKOUT, seats=2)
    players = seeded(4)
    first = pair_round(plan, players, [], random.Random(0))
    assert [t.players for t in first.tables] == [(1, 4), (2, 3)]
    results = (TableResult({1: 1, 4: 1}), TableResult({2: 2, 3: 1}))
    second = pair_round(plan, players, [Played(first, results)], random.Random(0))
    assert second.final and second.tables == (Table((1, 3)),)


@SOME
@given(st.integers(1, 40), st.integers(2, 8), st.sampled_from(Fill), st.integers(0, 2**32))
def test_knockouts_end_with_one_final_table(count: int, seats: int, fill: Fill, seed: int) -> None:
    plan = TournamentPlan(Format.KNOCKOUT, seats=seats, fill=fill)
    sizes: list[int] = []

    def check(players: list[Player], history: list[Played], round_: Round) -> None:
        check_round(plan, players, round_)
        sizes.append(len(round_.placed))
        if not round_.final:
            assert all(len(t.players) > advancing(seats) for t in round_.tables)

    players, history = play(plan, seeded(count), seed=seed, check=check)
    assert len(history) == knockout_rounds(count, seats, fill)
    assert sizes == sorted(sizes, reverse=True) and len(set(sizes)) == len(sizes)
    if count >= 2:
        final = history[-1].round
        assert final.final and len(final.tables) == 1 and not final.byes
        assert 2 <= len(final.tables[0].players) <= seats
        assert not any(p.round.final for p in history[:-1])
        champion = standings(plan, players, history)[0]
        assert champion.stage == len(history)


# ---------------------------------------------------------------------------------- tie-breaks


def two_seat_history(*rounds: Sequence[tuple[int, int] | int]) -> list[Played]:
    """Rounds of 2-seat games written (winner, loser), or a lone id for a bye."""
    history = []
    for number, games in enumerate(rounds, 1):
        tables = tuple(Table(g) for g in games if isinstance(g, tuple))
        byes = tuple(g for g in games if isinstance(g, int))
        results = tuple(TableResult({t.players[0]: 1, t.players[1]: 2}) for t in tables)
        history.append(Played(Round(number, tables, byes), results))
    return history


PLAN_2 = TournamentPlan(Format.SWISS, seats=2, rounds=3)


def test_opponents_points_break_a_tie_on_points() -> None:
    # a and b both on 1 point; a met b (1) and c (2), b met a (1) and d (0).
    a, b, c, d = 1, 2, 3, 4
    history = two_seat_history([(a, b), (c, d)], [(c, a), (b, d)])
    players = [Player(a, 1000), Player(b, 1900), Player(c), Player(d)]
    rows = {r.player: r for r in standings(PLAN_2, players, history)}
    assert rows[a].points == rows[b].points == 1
    assert (rows[a].opponents, rows[b].opponents) == (3, 1)
    assert rows[a].rank < rows[b].rank


def test_head_to_head_breaks_a_tie_on_points_and_opponents() -> None:
    a, b, x, y, z, w = 1, 2, 3, 4, 5, 6
    history = two_seat_history([(a, b), (z, x), (y, w)], [(x, a), (b, y), (z, w)])
    players = [Player(a, 1000), Player(b, 1900), *(Player(p) for p in (x, y, z, w))]
    rows = {r.player: r for r in standings(PLAN_2, players, history)}
    assert (rows[a].points, rows[a].opponents) == (rows[b].points, rows[b].opponents) == (1, 2)
    assert (rows[a].head_to_head, rows[b].head_to_head) == (1, 0)
    assert rows[a].rank < rows[b].rank  # despite b's higher rating


def test_the_rating_before_the_event_breaks_what_is_left() -> None:
    history = two_seat_history([(1, 3), (2, 4)])
    players = [Player(1, 1000), Player(2, 1100), Player(3, 1200), Player(4, 1200)]
    rows = standings(PLAN_2, players, history)
    assert [(r.rank, r.player) for r in rows] == [(1, 2), (2, 1), (3, 3), (3, 4)]


def test_a_bye_counts_as_meeting_ones_own_points() -> None:
    history = two_seat_history([(1, 2), 3])
    rows = {r.player: r for r in standings(PLAN_2, seeded(3), history)}
    assert rows[3].points == rows[3].opponents == F(1, 2)
    assert rows[3].byes == 1 and rows[3].played == 0


def test_opponents_are_averaged_per_table_and_computers_are_not_opponents() -> None:
    plan = TournamentPlan(Format.SWISS, seats=4, rounds=1)
    round_ = Round(1, (Table((1, 2, 3), computers=1),))
    played = Played(round_, (TableResult({1: 2, 2: 3, 3: 4}, computers=(1,)),))
    rows = {r.player: r for r in standings(plan, seeded(3), [played])}
    assert [rows[p].points for p in (1, 2, 3)] == [2, 1, 0]
    assert rows[1].opponents == F(1, 2)  # (1 + 0) / 2


def test_who_did_not_play_a_table_out_scores_nothing_there() -> None:
    """Issue 29: a no-show or a forfeit (``absent``) ranks below who played it out and scores
    nothing, not even a share of the places they tie on; a table nobody played out gives
    nobody points, and nobody goes on from it in a knockout."""
    plan = TournamentPlan(Format.SWISS, seats=4, rounds=1)
    round_ = Round(1, (Table((1, 2, 3, 4)),))
    played = Played(round_, (TableResult({1: 1, 2: 2, 3: 3, 4: 3}, absent=frozenset({3, 4})),))
    rows = {r.player: r for r in standings(plan, seeded(4), [played])}
    assert [rows[p].points for p in (1, 2, 3, 4)] == [3, 2, 0, 0]
    assert played_out([played])
    nobody = Played(
        round_, (TableResult({1: 1, 2: 1, 3: 1, 4: 1}, absent=frozenset({1, 2, 3, 4})),)
    )
    rows = {r.player: r for r in standings(plan, seeded(4), [nobody])}
    assert all(r.points == 0 for r in rows.values()) and not played_out([nobody])
    knock = TournamentPlan(Format.KNOCKOUT, seats=2)
    final = Round(1, (Table((1, 2)),), final=True)
    result = TableResult({1: 2, 2: 2}, absent=frozenset({1, 2}))
    assert is_finished(knock, seeded(2), [Played(final, (result,))])
    with pytest.raises(TournamentError):
        standings(
            plan,
            seeded(4),
            [Played(round_, (TableResult({1: 1, 2: 2, 3: 3, 4: 4}, absent=frozenset({9})),))],
        )


def test_a_history_that_does_not_match_its_round_is_refused() -> None:
    round_ = Round(1, (Table((1, 2)),))
    with pytest.raises(TournamentError):
        standings(PLAN_2, seeded(2), [Played(round_, (TableResult({1: 1, 3: 2}),))])
    with pytest.raises(TournamentError):
        standings(PLAN_2, seeded(2), [Played(Round(2, round_.tables), (TableResult({1: 1}),))])
    with pytest.raises(TournamentError):
        standings(PLAN_2, seeded(2), [Played(round_, (TableResult({1: 1, 2: 3}),))])
