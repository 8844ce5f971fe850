"""The computer players: legal, seeded, and ``normal`` clearly stronger than ``random``."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import sticks_rules as s
from sticks_rules import ai
from sticks_rules.engine import Play, Setup, apply_in_place, new_state

from .helpers import P3, plays, record, round_spec


def test_levels() -> None:
    assert ai.LEVELS == ("random", "normal")
    state = s.start(record(P3))
    with pytest.raises(ValueError, match="unknown computer level"):
        ai.choose(state, 0, "expert", random.Random(1))
    with pytest.raises(ValueError, match="no legal play"):
        ai.choose(state, 1, "normal", random.Random(1))


def test_random_plays_any_card_of_its_hand() -> None:
    state = s.start(record(P3, seed=4))
    rng = random.Random(0)
    seen = Counter(ai.choose(state, 0, "random", rng).card for _ in range(900))
    assert set(seen) == set(state.hands[0]) and min(seen.values()) > 50


def test_choices_are_seeded() -> None:
    state = s.start(record(P3, seed=4))
    a = [ai.choose(state, 0, "random", random.Random(7)) for _ in range(3)]
    assert len(set(a)) == 1


def test_normal_plays_safe_when_it_can_be_neither_highest_nor_lowest() -> None:
    # ana 30, ben 1 face up, worth 9; cleo holds 50, 7 and 20 (and six more cards): 20 is safe.
    hands = {"ana": [30], "ben": [1], "cleo": [50, 20, 2, 3, 4, 5, 6, 8, 9]}
    rec = record(P3, [round_spec(P3, hands, ["9"])], plays(("ana", 30), ("ben", 1)))
    state = s.replay(rec)
    choice = ai.choose(state, 2, "normal", random.Random(0)).card
    assert 1 < choice < 30


def test_normal_takes_blue_to_cancel_its_red() -> None:
    # Trick 1 (worth 4): ana 30, ben 40, cleo 2: cleo takes 4 red, ben leads trick 2 (worth 5).
    hands = {"ana": [30, 31], "ben": [40, 41], "cleo": [2, 49]}
    rec = record(
        P3,
        [round_spec(P3, hands, ["4", "5"])],
        plays(("ana", 30), ("ben", 40), ("cleo", 2), ("ben", 41)),
    )
    state = s.replay(rec)
    assert state.sticks[2] == -4 and state.waiting() == [2]
    # Nobody can beat 49 (50 is not dealt): 5 blue bring cleo's 4 red down to 1 blue.
    assert ai.choose(state, 2, "normal", random.Random(0)).card == 49


def test_normal_plays_each_legal_card_only() -> None:
    for reveal in ("turns", "simultaneous"):
        state = new_state(Setup(players=("a", "b", "c", "d"), reveal=reveal, seed=3))
        rng = random.Random(3)
        while not state.over:
            for seat in state.waiting():
                move = ai.choose(state, seat, "normal", rng)
                assert move in s.legal_plays(state, seat)
            apply_in_place(state, ai.choose(state, state.waiting()[-1], "normal", rng))


def test_pending_action_and_will_act() -> None:
    state = s.start(record(P3, reveal="simultaneous"))
    rng = random.Random(1)
    assert ai.will_act(state, {1: "random"})
    assert ai.pending_action(state, {1: "random"}, rng) is not None
    state, _ = s.apply(state, ai.pending_action(state, {1: "random"}, rng))  # type: ignore[arg-type]
    assert not ai.will_act(state, {1: "random"})
    assert ai.pending_action(state, {1: "random"}, rng) is None


def win_rate(players: int, reveal: str, games: int) -> float:
    wins = 0
    for g in range(games):
        hero = g % players
        levels = ["random"] * players
        levels[hero] = "normal"
        state = new_state(
            Setup(players=tuple(f"p{i}" for i in range(players)), reveal=reveal, seed=g)
        )
        rng = random.Random(g)
        while not state.over:
            seat = state.waiting()[0]
            apply_in_place(state, ai.choose(state, seat, levels[seat], rng))
        wins += hero in state.winners
    return wins / games


@pytest.mark.parametrize(
    ("players", "reveal", "floor"),
    [(3, "turns", 0.55), (3, "simultaneous", 0.45), (4, "turns", 0.55)],
)
def test_normal_beats_random_clearly(players: int, reveal: str, floor: float) -> None:
    """One normal seat among random ones wins far more than its fair share (1/N); the
    benchmark (benchmarks/sticks_ai.py) measures it over thousands of games."""
    assert win_rate(players, reveal, 150) >= floor > 1 / players


def test_a_game_of_normal_computers_is_fast() -> None:
    state = new_state(Setup(players=tuple("abcde"), seed=1))
    rng = random.Random(1)
    while not state.over:
        apply_in_place(state, ai.choose(state, state.waiting()[0], "normal", rng))
    assert state.over and state.version == 225


def test_a_normal_seat_in_play() -> None:
    state = s.start(record(P3, seed=2))
    move = ai.pending_action(state, {0: "normal"}, random.Random(0))
    assert isinstance(move, Play) and move.seat == 0
