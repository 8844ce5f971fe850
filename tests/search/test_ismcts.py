"""The game-agnostic ISMCTS (search/ismcts.py) on two toy games.

* Nim (perfect information: a determinization is the state itself): the search finds the
  winning move, and the budget's limits hold.
* A one-card guessing game with a hidden card: the search sees the hidden card only through
  ``determinize``, so its choice follows the observer's information, not the truth.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

import pytest

from search import Budget, SearchGame, random_rollout, search

# --------------------------------------------------------------------------------------------
# Nim: take 1 to 3 sticks, whoever takes the last one wins.


@dataclass
class NimState:
    sticks: int
    turn: int
    winner: int = -1


class Nim:
    def __init__(self, sticks: int) -> None:
        self.sticks = sticks
        self.determinized = 0

    def determinize(self, rng: random.Random) -> NimState:
        self.determinized += 1
        return NimState(self.sticks, 0, winner=1 if self.sticks == 0 else -1)

    def to_act(self, state: NimState) -> int:
        return state.turn

    def moves(self, state: NimState) -> Sequence[int]:
        return [k for k in (1, 2, 3) if k <= state.sticks]

    def apply(self, state: NimState, move: int) -> None:
        state.sticks -= move
        if state.sticks == 0:
            state.winner = state.turn
        state.turn = 1 - state.turn

    def is_terminal(self, state: NimState) -> bool:
        return state.winner >= 0

    def rewards(self, state: NimState) -> Sequence[float]:
        return [1.0 if s == state.winner else 0.0 for s in (0, 1)]

    def rollout(self, state: NimState, rng: random.Random) -> int:
        return random_rollout(self, state, rng)


def test_nim_adapter_meets_the_protocol() -> None:
    game: SearchGame[NimState, int] = Nim(5)
    assert game.moves(game.determinize(random.Random(0))) == [1, 2, 3]


@pytest.mark.parametrize(("sticks", "winning"), [(5, 1), (6, 2), (7, 3), (10, 2), (3, 3)])
def test_search_finds_the_winning_nim_move(sticks: int, winning: int) -> None:
    result = search(Nim(sticks), Budget(iterations=3000), random.Random(1))
    assert result.move == winning


def test_flat_search_finds_a_one_move_win() -> None:
    result = search(Nim(3), Budget(iterations=300), random.Random(2), max_depth=1)
    assert result.move == 3


def test_same_seed_same_search() -> None:
    a = search(Nim(9), Budget(iterations=400), random.Random(7))
    b = search(Nim(9), Budget(iterations=400), random.Random(7))
    assert a.move == b.move
    assert a.stats == b.stats
    c = search(Nim(9), Budget(iterations=400), random.Random(8))
    assert c.stats != a.stats  # the seed does steer it


def test_iteration_budget_and_one_determinization_per_iteration() -> None:
    game = Nim(12)
    result = search(game, Budget(iterations=123), random.Random(0))
    assert result.iterations == 123 == game.determinized
    assert sum(st.visits for st in result.stats) == 123
    assert not result.capped


def test_work_budget_stops_the_search() -> None:
    result = search(Nim(30), Budget(iterations=10**6, work=500), random.Random(0))
    assert 500 <= result.work < 500 + 40  # stops after the iteration that crossed the limit
    assert result.iterations < 500


def test_time_cap_is_a_safety_net() -> None:
    result = search(Nim(40), Budget(iterations=10**7, seconds=0.05), random.Random(0))
    assert result.capped
    assert result.seconds < 1.0


def test_a_terminal_root_is_an_error() -> None:
    with pytest.raises(ValueError, match="terminal"):
        search(Nim(0), Budget(iterations=10), random.Random(0))


# --------------------------------------------------------------------------------------------
# Guess: the opponent holds a hidden card 1, 2 or 3; the observer wins by naming it. The
# observer has seen that it is not 3: its determinizations deal 1 or 2 only.


@dataclass
class GuessState:
    hidden: int
    guess: int = 0


class Guess:
    def __init__(self, possible: Sequence[int], weights: Sequence[float]) -> None:
        self.possible = list(possible)
        self.weights = list(weights)

    def determinize(self, rng: random.Random) -> GuessState:
        return GuessState(rng.choices(self.possible, self.weights)[0])

    def to_act(self, state: GuessState) -> int:
        return 0

    def moves(self, state: GuessState) -> Sequence[int]:
        return [1, 2, 3]

    def apply(self, state: GuessState, move: int) -> None:
        state.guess = move

    def is_terminal(self, state: GuessState) -> bool:
        return state.guess != 0

    def rewards(self, state: GuessState) -> Sequence[float]:
        return [1.0 if state.guess == state.hidden else 0.0]

    def rollout(self, state: GuessState, rng: random.Random) -> int:
        return 0


def test_hidden_information_comes_only_through_determinizations() -> None:
    result = search(Guess([1, 2], [0.2, 0.8]), Budget(iterations=2000), random.Random(3))
    assert result.move == 2
    by_move = {st.move: st for st in result.stats}
    assert by_move[3].mean == 0.0
    assert by_move[2].mean > by_move[1].mean


def test_every_root_move_is_tried() -> None:
    result = search(Guess([1], [1.0]), Budget(iterations=3), random.Random(0))
    assert sorted(st.move for st in result.stats) == [1, 2, 3]
    assert result.move == 1
