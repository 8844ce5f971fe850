"""The counting policy (issues 20 and 29): what counts, decided once (``standings.counting``).

Showed up: two decisions of one's own (a race: one right claim). A game counts when two people
or more showed up. Played it out: showed up, stayed, and the away computer did not take the
seat over after their last own decision. Forfeits (left, stopped playing) and no-shows tie
below every seat that played it out; forfeits count as losses; no rating rises from a game not
played out, or played with hints; the winner is named only if a person played it out.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

import dobro_rules as dr
from standings import (
    COUNTED,
    INITIAL,
    LEFT,
    NO_SHOW,
    PLAYED,
    SOLO,
    STOPPED,
    TOO_FEW,
    SeatPlay,
    judge,
    rate_game,
    rejudge,
    seat_plays,
    would_count,
)
from standings.counting import SHOWED_UP, forfeit_order
from storage import GameResult, PlayLog, SeatLog, SeatResult


def by_seat(verdict: Any) -> dict[int, Any]:
    return {s.seat: s for s in verdict.standings}


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


def played(seat: int, own: int = 30, **kw: Any) -> SeatPlay:
    return SeatPlay(seat, True, own_moves=own, moves=own, last_own=own, **kw)


def computer(seat: int) -> SeatPlay:
    return SeatPlay(seat, False)


# ---------------------------------------------------------------------- showed up


def test_two_own_decisions_are_showing_up_one_is_not() -> None:
    assert SeatPlay(0, True, own_moves=SHOWED_UP).showed_up
    assert not SeatPlay(0, True, own_moves=SHOWED_UP - 1, moves=40).showed_up
    assert SeatPlay(0, True, own_moves=1).status == NO_SHOW


def test_in_a_race_only_a_right_claim_is_showing_up() -> None:
    # Ten wrong and locked claims are no move of one's own (issue 29's Dobble farm).
    assert not SeatPlay(0, True, own_moves=0, moves=10, right_claims=0).showed_up
    assert SeatPlay(0, True, own_moves=1, moves=10, right_claims=1).showed_up


def test_a_computer_seat_never_shows_up() -> None:
    assert not computer(0).showed_up and computer(0).status is None


def test_what_a_person_did() -> None:
    assert played(0).status == PLAYED
    assert SeatPlay(0, True, own_moves=3, left=1, left_at=6).status == LEFT
    assert SeatPlay(0, True, own_moves=3, left=1, left_at=6).at_move == 6
    stopped = SeatPlay(0, True, own_moves=3, moves=30, last_own=7, taken_over=True)
    assert (stopped.status, stopped.at_move) == (STOPPED, 7)
    # Left without showing up: a no-show, whatever they did before leaving.
    assert SeatPlay(0, True, own_moves=1, left=1, left_at=2).status == NO_SHOW


# ---------------------------------------------------------------------- the stored log


def log(seats: list[SeatLog], actions: list[tuple[str, str | None]], **hints: int) -> PlayLog:
    by_name = {s.name: s.seat for s in seats}
    return PlayLog(
        tuple(seats),
        tuple((seq, actor, origin) for seq, (actor, origin) in enumerate(actions)),
        {by_name[k]: v for k, v in hints.items()},
    )


def test_seat_plays_reads_who_chose_each_move() -> None:
    seats = [SeatLog(0, "Ana", True), SeatLog(1, "Bo", True), SeatLog(2, "Cy", False)]
    actions = [
        ("Ana", "person"),
        ("Bo", "person"),
        ("Cy", "computer"),
        ("Ana", "timeout"),  # one slow turn: not stopping
        ("Bo", "person"),
        ("Cy", "computer"),
        ("Ana", "person"),
        ("Bo", "timeout"),
        ("Bo", "computer"),  # away: the computer plays Bo to the end
        ("Ana", "auto"),
        ("Ana", None),  # stored before anyone said: Ana's own
    ]
    ana, bo, cy = seat_plays(log(seats, actions, Ana=2))
    assert (ana.own_moves, ana.moves, ana.last_own, ana.taken_over) == (3, 5, 11, False)
    assert ana.status == PLAYED and ana.hints == 2
    assert (bo.own_moves, bo.last_own, bo.taken_over) == (2, 5, True)
    assert (bo.status, bo.at_move) == (STOPPED, 5)
    assert cy == SeatPlay(2, False)


def test_seat_plays_stops_at_leaving_and_a_person_back_plays_on() -> None:
    seats = [SeatLog(0, "Ana", True), SeatLog(1, "Bo", True, left=1, left_at=4)]
    actions = [
        ("Ana", "person"),
        ("Bo", "person"),
        ("Ana", "computer"),  # Ana away…
        ("Bo", "person"),
        ("Ana", "person"),  # …and back
        ("Bo", "computer"),  # the stand-in, after Bo left: not Bo's
    ]
    ana, bo = seat_plays(log(seats, actions))
    assert ana.status == PLAYED and not ana.taken_over
    assert (bo.own_moves, bo.moves, bo.status, bo.at_move) == (2, 2, LEFT, 4)


def test_seat_plays_in_a_race_counts_right_claims_only() -> None:
    seats = [SeatLog(0, "Ana", True), SeatLog(1, "Bo", True)]
    actions = [("Ana", "person")] * 3 + [("Bo", "person")] * 3 + [("Ana", "person")]
    outcomes: dict[int, str | None] = {0: "wrong", 1: "locked", 2: "stale", 3: "ok"}
    outcomes |= {4: "ok", 5: None, 6: "ok"}  # 5: a pick, a decision but no claim
    ana, bo = seat_plays(log(seats, actions), outcomes)
    assert (ana.own_moves, ana.right_claims, ana.showed_up) == (1, 1, True)
    assert (bo.own_moves, bo.right_claims, bo.showed_up) == (3, 2, True)
    wrongs = seat_plays(log(seats, actions[:3]), {0: "wrong", 1: "locked", 2: "stale"})
    assert wrongs[0].status == NO_SHOW


# ---------------------------------------------------------------------- the scenes (issue 29)


def test_leave_order_farms_nothing() -> None:
    """The main and an alt each make 3 moves, the alt leaves, then the main: the game counts,
    both are forfeits tied below the computers, nobody wins, no rating may rise."""
    verdict = judge(
        [standing(0, 3), standing(1, 4), standing(2, 1), standing(3, 2)],
        [
            SeatPlay(0, True, 3, 3, left=2, left_at=8, last_own=7),
            SeatPlay(1, True, 3, 3, left=1, left_at=7, last_own=6),
            computer(2),
            computer(3),
        ],
    )
    seats = by_seat(verdict)
    assert (verdict.counts, verdict.reason) == (True, COUNTED)
    assert seats[0].position == seats[1].position == 3
    assert seats[0].counted and seats[1].counted and seats[0].forfeit and seats[1].forfeit
    assert not any(s.winner for s in verdict.standings) and not verdict.played_out
    assert verdict.capped() == {0, 1}


def test_going_idle_is_a_forfeit_and_keeps_the_winner_s_win() -> None:
    verdict = judge(
        [standing(0, 1, True), standing(1, 2)],
        [played(0, 40), SeatPlay(1, True, 3, 40, last_own=6, taken_over=True)],
    )
    seats = by_seat(verdict)
    assert verdict.counts and seats[0].winner and seats[0].rises
    assert seats[1].counted and seats[1].status == STOPPED and seats[1].at_move == 6
    assert verdict.positions() == {0: 1, 1: 2} and verdict.capped() == {1}


def test_a_loser_stopping_while_ahead_still_ranks_below_who_played_it_out() -> None:
    verdict = judge(
        [standing(0, 2), standing(1, 1, True)],
        [played(0, 40), SeatPlay(1, True, 5, 40, last_own=9, taken_over=True)],
    )
    seats = by_seat(verdict)
    assert (seats[0].position, seats[0].winner) == (1, True)
    assert (seats[1].position, seats[1].winner, seats[1].counted) == (2, False, True)


def test_leaving_early_is_a_forfeit_never_an_escape() -> None:
    verdict = judge(
        [standing(0, 1, True), standing(1, 2), standing(2, 3)],
        [SeatPlay(0, True, 2, 2, left=1, left_at=6, last_own=4), played(1), played(2)],
    )
    seats = by_seat(verdict)
    assert verdict.counts and seats[0].counted and seats[0].status == LEFT
    assert (seats[0].position, seats[0].at_move) == (3, 6)
    assert seats[1].winner and seats[1].position == 1


def test_a_no_show_is_never_counted_and_one_person_never_counts() -> None:
    verdict = judge(
        [standing(0, 1, True), standing(1, 2), standing(2, 3)],
        [SeatPlay(0, True, 0, 40), played(1), computer(2)],
    )
    seats = by_seat(verdict)
    assert (verdict.counts, verdict.reason) == (False, TOO_FEW)
    assert seats[0].status == NO_SHOW and not seats[0].winner and seats[0].position == 3
    assert seats[1].winner  # the only person who played it out wins the table…
    assert not seats[1].counted  # …in a game that does not count
    solo = judge([standing(0, 1, True), standing(1, 2)], [played(0), computer(1)])
    assert (solo.counts, solo.reason) == (False, SOLO)


def test_hints_mean_no_rating_gain_but_the_loss_still_counts() -> None:
    verdict = judge(
        [standing(0, 1, True), standing(1, 2)], [played(0, hints=3), played(1, hints=1)]
    )
    seats = by_seat(verdict)
    assert seats[0].counted and seats[0].winner and not seats[0].rises
    assert seats[1].counted and not seats[1].rises and verdict.capped() == {0, 1}


def test_would_count_asks_who_showed_up() -> None:
    assert would_count([SeatPlay(0, True, 2, 2, left=1), SeatPlay(1, True, 2, 2, left=2)])
    assert not would_count([SeatPlay(0, True, 1, 1, left=1), played(1)])


# ---------------------------------------------------------------------- ratings


def test_a_capped_rating_never_rises_and_still_falls() -> None:
    # Two forfeits tied: the model would raise both (their sigma shrinks): neither rises.
    tied = rate_game({1: None, 2: None}, {1: 1, 2: 1}, capped={1, 2})
    assert tied[1].shown <= INITIAL.shown and tied[2].shown <= INITIAL.shown
    won = rate_game({1: None, 2: None}, {1: 1, 2: 2}, capped={1})
    assert won[1].shown == INITIAL.shown  # a win with hints: no gain
    assert won[2].shown < INITIAL.shown  # the loss counts


# ---------------------------------------------------------------------- the invariants


@st.composite
def judged_games(draw: st.DrawFn) -> tuple[list[dr.Standing], list[SeatPlay]]:
    n = draw(st.integers(2, 8))
    keys = draw(st.lists(st.integers(0, 3), min_size=n, max_size=n))
    positions = [1 + sum(1 for k in keys if k < key) for key in keys]
    standings = [standing(s, p, winner=p == 1) for s, p in enumerate(positions)]
    race = draw(st.booleans())
    order = iter(range(1, n + 1))
    plays = []
    for s in standings:
        if not draw(st.booleans()):
            plays.append(computer(s.seat))
            continue
        own = draw(st.integers(0, 6))
        left = draw(st.booleans())
        plays.append(
            SeatPlay(
                s.seat,
                True,
                own_moves=own,
                moves=own + draw(st.integers(0, 5)),
                left=next(order) if left else None,
                left_at=draw(st.integers(0, 50)) if left else None,
                last_own=draw(st.integers(1, 50)) if own else None,
                taken_over=draw(st.booleans()),
                right_claims=min(own, draw(st.integers(0, 3))) if race else None,
                hints=draw(st.sampled_from([0, 0, 2])),
            )
        )
    return standings, plays


@given(judged_games())
def test_the_invariants(game: tuple[list[dr.Standing], list[SeatPlay]]) -> None:
    standings, plays = game
    verdict = judge(standings, plays)
    seats = by_seat(verdict)
    showed = {p.seat for p in plays if p.showed_up}
    out = [s for s in verdict.standings if s.person and s.status != PLAYED]
    stay = [s for s in verdict.standings if not (s.person and s.status != PLAYED)]
    # 1. Counts when two people or more showed up; 3. then each of them is counted.
    assert verdict.counts == (len(showed) >= 2) == would_count(plays)
    assert {s.seat for s in verdict.standings if s.counted} == (showed if verdict.counts else set())
    # 2. Forfeits and no-shows tied below every seat that played it out.
    assert len({s.position for s in out}) <= 1
    assert all(o.position > s.position for o in out for s in stay)
    engine = {s.seat: s.position for s in standings}
    for a in stay:
        assert a.position == 1 + sum(1 for b in stay if engine[b.seat] < engine[a.seat])
    # 4. Whose rating may rise; 5. the winner.
    for s in verdict.standings:
        assert s.rises == (s.counted and s.status == PLAYED and s.hints == 0)
        assert not (s.winner and s.person and s.status != PLAYED)
    anyone = any(s.status == PLAYED for s in verdict.standings)
    assert any(s.winner for s in verdict.standings) == anyone
    if not anyone:
        assert verdict.capped() == {s.seat for s in verdict.standings if s.counted}
    assert [s.position for s in verdict.standings] == sorted(s.position for s in verdict.standings)
    assert {s.seat: s.game_position for s in seats.values()} == engine


@given(judged_games())
def test_judging_again_from_what_the_results_keep_gives_the_same_verdict(
    game: tuple[list[dr.Standing], list[SeatPlay]],
) -> None:
    standings, plays = game
    verdict = judge(standings, plays)
    by = {p.seat: p for p in plays}
    kept = GameResult(
        1,
        1,
        "2027-01-01T00:00:00.000Z",
        tuple(
            SeatResult(
                game_id=1,
                seat=s.seat,
                name=s.name,
                user_id=100 + s.seat if s.person else None,
                is_ai=not s.person,
                position=s.position,
                round_points=tuple(s.round_points),
                total=s.total,
                cards=tuple(s.cards),
                winner=s.winner,
                shared=s.shared,
                counted=s.counted,
                forfeit=s.forfeit,
                own_moves=s.own_moves,
                moves=s.moves,
                play=s.status,
                at_move=s.at_move,
                hints=s.hints,
                rises=s.rises,
                game_position=s.game_position,
                last_own=s.last_own,
                taken_over=s.taken_over,
                right_claims=s.right_claims,
                left_order=by[s.seat].left,
                left_at=by[s.seat].left_at,
            )
            for s in verdict.standings
        ),
        verdict.reason,
    )
    again = rejudge(kept)
    assert again == verdict


def test_forfeit_order_ties_everyone_out_and_keeps_the_others() -> None:
    given_ = [standing(0, 1, True), standing(1, 2), standing(2, 2), standing(3, 4)]
    out = forfeit_order(given_, {0, 3})
    assert [(s.seat, p, w, sh) for s, p, w, sh in out] == [
        (1, 1, True, True),
        (2, 1, True, True),
        (0, 3, False, False),
        (3, 3, False, False),
    ]
    nobody = forfeit_order(given_, {0, 3}, people_played=False)
    assert not any(w for _, _, w, _ in nobody)


def test_forfeits_do_not_touch_their_input() -> None:
    given_ = [standing(0, 1, True), standing(1, 2)]
    forfeit_order(given_, {0})
    assert [(s.seat, s.position, s.winner) for s in given_] == [(0, 1, True), (1, 2, False)]
