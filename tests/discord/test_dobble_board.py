"""The board's picture is keyed and drawn from ``dobble_rules.views.board`` (issue 35: the
pictures' key, asked with every table write, built the public view twice a time): the same
cards, labelled the same, in the same order, as the public view's ``board_cards``, in every
mode (R1–R5), in a duel (H6), before the first mini-game and once over; and a seat's name
that is also a board word stays a name."""

from __future__ import annotations

import random

import pytest

import dobble_rules as db
from cogs.games.dobble import board_cards, board_labels
from dobble_rules import ai
from dobble_rules.engine import MODES


@pytest.mark.parametrize(
    ("options", "seed", "names"),
    [
        (db.DobbleOptions(length=5, modes=MODES), 3, ["ana", "bo", "cy"]),
        (db.DobbleOptions(scoring="tournament", length=3), 5, ["Pile", "Centre", "1"]),
        (db.DobbleOptions(length=5, modes=MODES), 8, ["pile", "centre"]),
    ],
)
def test_the_boards_cards_are_the_public_views(
    options: db.DobbleOptions, seed: int, names: list[str]
) -> None:
    state = db.GAME.load(db.GAME.new_setup(names, options, seed), [])
    rng = random.Random(seed)
    levels = {s: ai.LEVELS[s % 3] for s in range(len(names))}
    seen: set[str] = set()
    for step in range(20_000):
        lang = "fr" if step % 3 == 0 else "en"
        expected = tuple(board_cards(db.GAME.view(state, None), lang))
        assert board_labels(state, lang) == expected, step
        if state.duel is not None:
            seen.add("duel")
        if expected:
            seen.add(state.mode_name or "")
        if db.GAME.is_over(state):
            break
        move = db.GAME.computer_move(state, levels, rng)
        assert move is not None
        state, _ = db.GAME.apply(state, move)
    assert db.GAME.is_over(state)
    assert board_labels(state, "en") == tuple(board_cards(db.GAME.view(state, None), "en"))
    assert seen >= ({"duel"} if options.scoring == "tournament" else set(MODES))
