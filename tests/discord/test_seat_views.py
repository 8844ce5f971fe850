"""Kept views (``cogs.games.base.seat_view``, issue 35): a race's state is drawn several times
(board, pictures' key and files, every open panel), so Dobble's renderer keeps its views per
state and seat. A kept view is the view the rules give now, for the public and every seat of
whole games of each game (any game may use it); a seat never gets another seat's view (its
hand); a state changed in place is viewed again; and no more than ``VIEWS_KEPT`` are kept."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cogs.games import base
from games.base import options_of
from games.catalogue import rules

GAMES = ("dobro", "sticks", "ten", "dobble")
NAMES = ["ana", "bo", "cy", "dee"]


def game_states(game_name: str, seed: int) -> list[Any]:
    """Every state of one whole game of computers, each a new object (``apply``)."""
    game = rules(game_name)
    state = game.load(game.new_setup(NAMES, options_of(game, {}), seed), [])
    rng = random.Random(seed)
    levels = dict.fromkeys(range(len(NAMES)), game.levels[0])
    states = [state]
    for _ in range(5_000):
        if game.is_over(state):
            break
        waits = game.waits(state)
        acting = {waits[0][0]: levels[waits[0][0]]} if waits else levels
        move = game.computer_move(state, acting, rng)
        assert move is not None
        state, _ = game.apply(state, move)
        states.append(state)
    assert game.is_over(state)
    return states


@pytest.mark.parametrize("game", GAMES)
def test_kept_views_are_the_views_the_rules_give(game: str) -> None:
    base._VIEWS.clear()
    game_rules = rules(game)
    states = game_states(game, seed=11)
    assert len(states) > 10
    seats: list[int | None] = [None, *range(len(NAMES))]
    for state in states:
        for _ in range(2):  # viewed, then kept
            for seat in seats:
                kept = base.seat_view(game_rules, state, seat)
                assert kept == game_rules.view(state, seat), (game, seat)
        # Kept under its own seat: each seat's view is its own (its hand, its seat number).
        views = [base.seat_view(game_rules, state, seat) for seat in seats]
        assert [v.seat for v in views] == [-1, *range(len(NAMES))]
        assert views[0].model_dump() == game_rules.view(state, None).model_dump()
    assert len(base._VIEWS) <= base.VIEWS_KEPT


def test_a_view_is_drawn_once_per_state_and_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    base._VIEWS.clear()
    game_rules = rules("ten")
    states = game_states("ten", seed=3)[:20]
    drawn: list[tuple[int, int | None]] = []
    real = type(game_rules).view

    def counted(self: Any, state: Any, seat: int | None) -> Any:
        drawn.append((id(state), seat))
        return real(self, state, seat)

    monkeypatch.setattr(type(game_rules), "view", counted)
    for state in states:
        for seat in (None, 0, 1, None, 0, 1):
            base.seat_view(game_rules, state, seat)
    assert len(drawn) == 3 * len(states)


def test_a_state_changed_in_place_is_viewed_again() -> None:
    """States never change once a table holds them; were one changed (its version moved on),
    its kept view would not be shown for it."""
    base._VIEWS.clear()
    game_rules = rules("dobro")
    states = game_states("dobro", seed=5)
    state = states[0].copy()
    before = base.seat_view(game_rules, state, 0)
    move = game_rules.computer_move(state, dict.fromkeys(range(4), "normal"), random.Random(1))
    assert move is not None
    game_rules.apply_in_place(state, move)
    after = base.seat_view(game_rules, state, 0)
    assert after is not before and after == game_rules.view(state, 0)


def test_kept_views_are_bounded_and_hold_their_state(monkeypatch: pytest.MonkeyPatch) -> None:
    """At most ``VIEWS_KEPT``, the oldest dropped first; each holds its state, so a state's id
    cannot be another state's while its view is kept (a seat never sees another table's)."""
    monkeypatch.setattr(base, "VIEWS_KEPT", 16)
    base._VIEWS.clear()
    game_rules = rules("sticks")
    states = game_states("sticks", seed=9)
    assert len(states) > 40
    for state in states:
        for seat in (None, 0):
            base.seat_view(game_rules, state, seat)
            assert len(base._VIEWS) <= 16
    assert len(base._VIEWS) == 16
    for (ident, seat), (held, version, view) in base._VIEWS.items():
        assert id(held) == ident and version == game_rules.version(held)
        assert view == game_rules.view(held, seat)
    kept = {ident for ident, _ in base._VIEWS}
    assert kept == {id(s) for s in states[-8:]}  # the newest states, the oldest dropped
