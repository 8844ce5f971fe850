"""``sticks_rules.GAME`` meets the platform protocol (``games.GameRules``): setup, load, a
whole game through ``computer_move`` / ``apply_in_place``, records, indexes, views, standings."""

from __future__ import annotations

import random

import pytest
from pydantic import ValidationError

import games
import sticks_rules as s
from sticks_rules import GAME, SticksOptions

from .helpers import P3


def test_GAME_is_sticks() -> None:
    """What Sticks says of itself (the contract every game meets: tests/conformance)."""
    assert games.rules("sticks") is GAME
    assert (GAME.min_seats, GAME.max_seats) == (2, 5)  # H1
    assert GAME.levels == ("random", "normal") and GAME.stand_in == "normal"
    assert GAME.score_order == "low"
    assert GAME.illegal is s.IllegalAction and GAME.record_error is s.RecordError
    assert GAME.replay_error is s.ReplayError


def test_options_model() -> None:
    assert SticksOptions() == SticksOptions(deck="full", reveal="turns")
    opts = SticksOptions(deck="trimmed", reveal="simultaneous")
    with pytest.raises(ValidationError):
        SticksOptions(deck="half")  # type: ignore[arg-type]
    with pytest.raises(ValidationError):
        SticksOptions(colour="blue")  # type: ignore[call-arg]
    with pytest.raises(ValidationError):
        opts.deck = "full"  # type: ignore[misc]
    setup = GAME.new_setup(P3, opts, 5)
    assert setup == {
        "game": "sticks",
        "players": P3,
        "deck": "trimmed",
        "reveal": "simultaneous",
        "seed": 5,
    }


@pytest.mark.parametrize("names", [["solo"], list("abcdef"), ["a", "a"], ["a", ""]])
def test_new_setup_refuses_bad_seats(names: list[str]) -> None:
    with pytest.raises(GAME.record_error):
        GAME.new_setup(names, SticksOptions(), 1)


def test_load_with_an_illegal_action_raises_replay_error() -> None:
    setup = GAME.new_setup(P3, SticksOptions(), 1)
    with pytest.raises(GAME.replay_error) as info:
        GAME.load(setup, [{"player": "ben", "play": 1}])
    assert isinstance(info.value, s.ReplayError) and info.value.index == 0
    with pytest.raises(GAME.record_error):
        GAME.load(setup, [{"player": "ben"}])


def test_timeout_move_is_the_normal_computers_play() -> None:
    state = GAME.load(GAME.new_setup(P3, SticksOptions(reveal="simultaneous"), 3), [])
    for seat, kind in GAME.waits(state):
        move = GAME.timeout_move(state, (seat, kind), random.Random(1))
        assert move == s.ai.choose(state, seat, "normal", random.Random(2))
        assert move in GAME.legal_actions(state, seat)


def test_computer_move_waits_for_people() -> None:
    state = GAME.load(GAME.new_setup(P3, SticksOptions(), 3), [])
    assert GAME.computer_move(state, {1: "normal", 2: "normal"}, random.Random(1)) is None
    assert not GAME.will_act(state, {1: "normal"})
    sim = GAME.load(GAME.new_setup(P3, SticksOptions(reveal="simultaneous"), 3), [])
    move = GAME.computer_move(sim, {2: "random"}, random.Random(1))
    assert move is not None and move.seat == 2  # a computer need not wait to pick (R18)


def test_stale_controls_are_refused() -> None:
    state = GAME.load(GAME.new_setup(P3, SticksOptions(), 3), [])
    assert GAME.action_at(state, 1, 0, None) is None  # not ben's turn
    assert GAME.action_at(state, 7, 0, None) is None


def test_an_unknown_player_parses_and_is_refused() -> None:
    state = GAME.load(GAME.new_setup(P3, SticksOptions(), 3), [])
    move = GAME.parse(state, {"player": "zoe", "play": 3})
    with pytest.raises(GAME.illegal) as info:
        GAME.apply(state, move)
    assert isinstance(info.value, s.IllegalAction) and info.value.rule == "H1"


def test_the_view_is_a_pydantic_model() -> None:
    state = GAME.load(GAME.new_setup(P3, SticksOptions(), 3), [])
    v = GAME.view(state, 0)
    assert v.player == "ana" and v.moves == v.hand and len(v.hand) == 9
    assert GAME.view(state, None).hand == []
