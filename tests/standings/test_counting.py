"""The counting policy (issue 20): what counts, decided once (``standings.counting``).

Forfeits (R14 of Dobro's ranking, for every game): leavers rank below everyone who stayed, the
earliest to leave lowest. A game counts only when two people or more each made a real share of
their own moves; a person without one is never counted, win or lose; one person never counts.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

import dobro_rules as dr
from standings import COUNTED, SOLO, TOO_FEW, judge, real_share, would_count
from standings.counting import MIN_OWN_MOVES, SHARE, forfeit_order
from storage import SeatPlay


def plays(*specs: tuple[bool, int, int, int | None]) -> list[SeatPlay]:
    """Seat i is specs[i]: (a person?, own moves, moves while seated, leave order)."""
    return [
        SeatPlay(i, person, own, moves, left) for i, (person, own, moves, left) in enumerate(specs)
    ]


def by_seat(verdict: Any) -> dict[int, Any]:
    return {s.seat: s for s in verdict.standings}


# ---------------------------------------------------------------------- a real share


def test_a_person_who_chose_every_move_has_a_real_share() -> None:
    assert real_share(SeatPlay(0, True, 40, 40))
    assert real_share(SeatPlay(0, True, MIN_OWN_MOVES, MIN_OWN_MOVES))


def test_a_timeout_now_and_then_keeps_a_real_share() -> None:
    assert real_share(SeatPlay(0, True, 25, 40))  # 15 moves by the timer or the away computer


def test_an_idle_seat_never_has_a_real_share() -> None:
    assert not real_share(SeatPlay(0, True, 0, 60))  # every move by the timer / away computer
    assert not real_share(SeatPlay(0, True, 10, 60))  # under half of its seat's moves
    assert not real_share(SeatPlay(0, True, 0, 0, left=1))  # left before playing


def test_a_handful_of_moves_is_no_share() -> None:
    assert not real_share(SeatPlay(0, True, MIN_OWN_MOVES - 1, MIN_OWN_MOVES - 1, left=1))


def test_a_computer_seat_never_has_a_share() -> None:
    assert not real_share(SeatPlay(0, False, 50, 50))


# ---------------------------------------------------------------------- whether a game counts


def test_two_people_playing_their_own_moves_count() -> None:
    verdict = judge(
        [standing(0, 2), standing(1, 1, True), standing(2, 3)],
        plays((True, 30, 30, None), (True, 28, 30, None), (False, 30, 30, None)),
    )
    assert (verdict.counts, verdict.reason) == (True, COUNTED)
    seats = by_seat(verdict)
    assert seats[0].counted and seats[1].counted and not seats[2].counted
    assert verdict.positions() == {0: 2, 1: 1}


def test_solo_games_never_count_win_or_lose() -> None:
    # One person against computers: the farm of issue 20 (150 wins out of 150).
    verdict = judge(
        [standing(0, 1, True), standing(1, 2)],
        plays((True, 40, 40, None), (False, 40, 40, None)),
    )
    assert (verdict.counts, verdict.reason) == (False, SOLO)
    assert not any(s.counted for s in verdict.standings)
    assert verdict.positions() == {}


def test_an_alt_who_leaves_at_once_and_an_idle_main_count_for_nobody() -> None:
    # The alt leaves at move 0 (ranked last); the main's turns all time out, then the away
    # computer plays the seat to a win. Nobody made a real share: nothing counts.
    verdict = judge(
        [standing(0, 1, True), standing(1, 2), standing(2, 3)],
        plays((True, 0, 45, None), (True, 0, 0, 1), (False, 45, 45, None)),
    )
    assert (verdict.counts, verdict.reason) == (False, TOO_FEW)
    assert not any(s.counted for s in verdict.standings)
    seats = by_seat(verdict)
    assert seats[1].forfeit and seats[1].position == 3


def test_one_real_player_and_one_idle_one_count_for_nobody() -> None:
    verdict = judge(
        [standing(0, 1, True), standing(1, 2)],
        plays((True, 40, 40, None), (True, 1, 40, None)),
    )
    assert (verdict.counts, verdict.reason) == (False, TOO_FEW)
    assert not by_seat(verdict)[0].counted  # the win of a game that does not count


def test_a_leaver_who_played_their_share_counts_as_a_loss() -> None:
    verdict = judge(
        [standing(0, 1, True), standing(1, 2), standing(2, 3)],
        plays((True, 12, 12, 1), (True, 35, 36, None), (True, 30, 36, None)),
    )
    assert verdict.counts
    seats = by_seat(verdict)
    assert seats[0].counted and seats[0].forfeit and seats[0].position == 3
    assert seats[1].winner and seats[1].position == 1


def test_a_person_without_a_share_is_not_counted_in_a_counted_game() -> None:
    verdict = judge(
        [standing(0, 1, True), standing(1, 2), standing(2, 3)],
        plays((True, 2, 40, None), (True, 35, 36, None), (True, 30, 36, None)),
    )
    assert verdict.counts
    seats = by_seat(verdict)
    assert not seats[0].counted  # won by the timer and the away computer: not theirs
    assert verdict.positions() == {1: 2, 2: 3}


def test_two_who_left_after_playing_their_share_still_count() -> None:
    # The loser leaves, then the winner: the game is finished by the computers and counts.
    assert would_count(plays((True, 20, 20, 1), (True, 30, 30, 2), (False, 60, 60, None)))
    verdict = judge(
        [standing(0, 2), standing(1, 1, True), standing(2, 3)],
        plays((True, 20, 20, 1), (True, 30, 30, 2), (False, 60, 60, None)),
    )
    assert verdict.counts
    seats = by_seat(verdict)
    assert (seats[2].position, seats[1].position, seats[0].position) == (1, 2, 3)
    assert not seats[1].winner  # only those who stayed can win


@st.composite
def judged_games(draw: st.DrawFn) -> tuple[list[dr.Standing], list[SeatPlay]]:
    standings, left = draw(finished_games())
    specs = []
    for s in standings:
        person = draw(st.booleans())
        moves = draw(st.integers(0, 60))
        own = draw(st.integers(0, moves)) if person else moves
        specs.append(SeatPlay(s.seat, person, own, moves, left.get(s.seat) if person else None))
    return standings, specs


@given(judged_games())
def test_the_verdict_property(game: tuple[list[dr.Standing], list[SeatPlay]]) -> None:
    standings, seat_plays = game
    verdict = judge(standings, seat_plays)
    real = {p.seat for p in seat_plays if p.person and p.own_moves >= MIN_OWN_MOVES
            and p.own_moves >= SHARE * p.moves}  # fmt: skip
    assert verdict.counts == (len(real) >= 2) == would_count(seat_plays)
    assert {s.seat for s in verdict.standings if s.counted} == (real if verdict.counts else set())
    people = sum(1 for p in seat_plays if p.person)
    if not verdict.counts:
        assert verdict.reason == (SOLO if people < 2 else TOO_FEW)
    assert sorted(s.seat for s in verdict.standings) == sorted(s.seat for s in standings)
    assert [s.position for s in verdict.standings] == sorted(s.position for s in verdict.standings)


# ---------------------------------------------------------------------- forfeits


def standing(seat: int, position: int, winner: bool = False, shared: bool = False) -> dr.Standing:
    return dr.Standing(
        name=f"P{seat}",
        seat=seat,
        position=position,
        round_points=[position, position, position],
        total=3 * position,
        cards=[10, 10, 10],
        winner=winner,
        shared=shared,
    )


def summary(standings: list[Any]) -> list[tuple[int, int, bool, bool]]:
    return [(s.seat, s.position, s.winner, s.shared) for s in standings]


def forfeit_standings(standings: list[dr.Standing], left: dict[int, int]) -> list[dr.Standing]:
    """``forfeit_order`` as standings (what the verdict's rows carry)."""
    return [
        s.model_copy(update={"position": p, "winner": w, "shared": sh})
        for s, p, w, sh in forfeit_order(standings, left)
    ]


def test_R14_nobody_left_changes_nothing() -> None:
    given_ = [standing(0, 1, True, True), standing(1, 1, True, True), standing(2, 3)]
    assert summary(forfeit_standings(given_, {})) == summary(given_)


def test_R14_a_leaving_winner_passes_the_win_on() -> None:
    given_ = [standing(0, 1, True), standing(1, 2), standing(2, 3), standing(3, 4)]
    assert summary(forfeit_standings(given_, {0: 1})) == [
        (1, 1, True, False),
        (2, 2, False, False),
        (3, 3, False, False),
        (0, 4, False, False),
    ]


def test_R14_ties_among_stayers_stay_ties_and_share_the_win() -> None:
    # Engine: seat 0 wins alone, seats 1 and 2 tie for second, seat 3 fourth.
    given_ = [standing(0, 1, True), standing(1, 2), standing(2, 2), standing(3, 4)]
    out = forfeit_standings(given_, {0: 2, 3: 1})
    assert summary(out) == [
        (1, 1, True, True),
        (2, 1, True, True),
        (0, 3, False, False),  # left second: above the first to leave
        (3, 4, False, False),
    ]


def test_R14_a_shared_win_with_one_leaver_is_no_longer_shared() -> None:
    given_ = [standing(0, 1, True, True), standing(1, 1, True, True), standing(2, 3)]
    assert summary(forfeit_standings(given_, {1: 1})) == [
        (0, 1, True, False),
        (2, 2, False, False),
        (1, 3, False, False),
    ]


@st.composite
def finished_games(draw: st.DrawFn) -> tuple[list[dr.Standing], dict[int, int]]:
    n = draw(st.integers(2, 6))
    keys = draw(st.lists(st.integers(0, 3), min_size=n, max_size=n))
    positions = [1 + sum(1 for k in keys if k < key) for key in keys]
    top = positions.count(1)
    standings = [
        standing(s, p, winner=p == 1, shared=p == 1 and top > 1) for s, p in enumerate(positions)
    ]
    leavers = draw(st.permutations(range(n)))[: draw(st.integers(0, n))]
    return standings, {seat: order for order, seat in enumerate(leavers, start=1)}


@given(finished_games())
def test_R14_forfeits_property(game: tuple[list[dr.Standing], dict[int, int]]) -> None:
    standings, left = game
    out = forfeit_standings(standings, left)
    n = len(standings)
    assert sorted(s.seat for s in out) == list(range(n))
    assert [s.position for s in out] == sorted(s.position for s in out)
    stay = [s for s in out if s.seat not in left]
    gone = [s for s in out if s.seat in left]
    # Leavers: the last positions, one each, the earliest to leave lowest; never winners.
    assert [s.position for s in gone] == list(range(len(stay) + 1, n + 1))
    assert [left[s.seat] for s in gone] == sorted(left.values(), reverse=True)
    assert not any(s.winner or s.shared for s in gone)
    # Stayers: the engine's order and ties, renumbered as R11 positions among themselves.
    engine = {s.seat: s.position for s in standings}
    for a in stay:
        assert a.position == 1 + sum(1 for b in stay if engine[b.seat] < engine[a.seat])
        assert a.winner == (a.position == 1)
    winners = [s for s in stay if s.winner]
    assert all(s.shared == (len(winners) > 1) for s in winners)
    assert bool(winners) == bool(stay)
    # Scores themselves are untouched.
    before = {s.seat: (s.total, s.cards, s.round_points, s.name) for s in standings}
    assert {s.seat: (s.total, s.cards, s.round_points, s.name) for s in out} == before


def test_forfeits_do_not_touch_their_input() -> None:
    given_ = [standing(0, 1, True), standing(1, 2)]
    forfeit_standings(given_, {0: 1})
    assert summary(given_) == [(0, 1, True, False), (1, 2, False, False)]
