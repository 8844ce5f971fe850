"""Ratings (OpenSkill Plackett–Luce) from a game's final standing among its people (R14 ties
stay ties; computers are not in ``positions``)."""

from __future__ import annotations

import random

import pytest

from standings import INITIAL, Rating, display, rate_game, rate_values


def test_a_newcomer_shows_1000() -> None:
    assert INITIAL.shown == 1000 == display(INITIAL.mu, INITIAL.sigma)


def test_fewer_than_two_people_change_nothing() -> None:
    assert rate_game({}, {}) == {}
    assert rate_game({7: INITIAL}, {7: 1}) == {}


@pytest.mark.parametrize("people", [2, 3, 4, 5, 6])
def test_the_winner_rises_the_last_falls_and_everyone_grows_surer(people: int) -> None:
    positions = {user: user for user in range(1, people + 1)}
    new = rate_game({}, positions)
    assert set(new) == set(positions)
    assert new[1].shown > 1000 and new[1].mu > INITIAL.mu
    assert new[people].mu < INITIAL.mu
    assert all(r.sigma < INITIAL.sigma for r in new.values())
    shown = [new[user].mu for user in sorted(positions)]
    assert shown == sorted(shown, reverse=True)  # better place, better rating


def test_R14_a_shared_place_is_a_tie() -> None:
    new = rate_game({}, {1: 1, 2: 1, 3: 3})
    assert new[1] == new[2] and new[1].mu > new[3].mu


def test_a_computer_between_people_only_separates_their_places() -> None:
    """Positions 1 and 3 (a computer was 2nd) rate like 1 and 2: only the order counts."""
    assert rate_game({}, {1: 1, 2: 3}) == rate_game({}, {1: 1, 2: 2})


def test_ratings_move_less_after_many_games() -> None:
    rng = random.Random(4)
    current: dict[int, Rating | None] = {1: None, 2: None, 3: None}
    first_move = None
    for game in range(40):
        order = rng.sample([1, 2, 3], 3)
        positions = {user: place + 1 for place, user in enumerate(order)}
        before = current[1] or INITIAL
        new = rate_game(current, positions)
        move = abs(new[1].mu - before.mu)
        if game == 0:
            first_move = move
        current.update(new)
    assert first_move is not None
    last = rate_game(current, {1: 1, 2: 2, 3: 3})
    assert abs(last[1].mu - current[1].mu) < first_move / 2  # type: ignore[union-attr]


def test_rate_values_is_rate_game_on_plain_pairs() -> None:
    current = {1: (26.0, 7.0), 2: None}
    new = rate_values(current, {1: 2, 2: 1})
    expected = rate_game({1: Rating(26.0, 7.0), 2: None}, {1: 2, 2: 1})
    assert new == {u: (r.mu, r.sigma) for u, r in expected.items()}
