"""The table log's kept lines (``cogs.table.render.narrate``, issue 35): a kept line is the
line narration would give now, for every event of whole games of each game, in two languages,
with emojis and as words, whatever the seats are called; an event changed in place is narrated
again."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

import pytest

import faces
from cogs.table import render
from games.base import options_of
from games.catalogue import rules

GAMES = ("dobro", "sticks", "ten", "dobble")


def game_events(game_name: str, names: list[str], seed: int) -> list[dict[str, Any]]:
    """Every event of one whole game of computers."""
    game = rules(game_name)
    state = game.load(game.new_setup(names, options_of(game, {}), seed), [])
    rng = random.Random(seed)
    every = {seat: game.levels[0] for seat in range(len(names))}
    events = list(game.opening_events(state))
    for _ in range(5_000):
        if game.is_over(state):
            break
        waits = game.waits(state)
        levels = {waits[0][0]: every[waits[0][0]]} if waits else every
        move = game.computer_move(state, levels, rng)
        assert move is not None
        state, said = game.apply(state, move)
        events.extend(said)
    assert game.is_over(state)
    return events


def table(game: str, names: list[str]) -> Any:
    """What narration reads of a table: its game and its seats' names."""
    return SimpleNamespace(
        settings=SimpleNamespace(game=game), seats=[SimpleNamespace(name=n) for n in names]
    )


@pytest.mark.parametrize("game", GAMES)
def test_kept_lines_are_the_lines_narration_gives(game: str) -> None:
    render._NARRATED.clear()
    # "cpu" is escaped where it is a seat's name (a round's scores by player), not elsewhere.
    seatings = (["ana_b", "*bo*", "cpu", "dee"], ["ana", "bo", "cy", "dee"])
    for names in seatings:
        events = game_events(game, names, seed=7)
        assert len(events) > 10
        for words in (False, True):
            with faces.as_words(words):
                for lang in ("en", "fr"):
                    for _ in range(2):  # narrated, then kept
                        for ev in events:
                            expected = render._narrate(game, tuple(names), ev, lang)
                            assert render.narrate(table(game, names), ev, lang) == expected
    assert render._NARRATED


def test_an_event_changed_in_place_or_other_names_are_narrated_again() -> None:
    render._NARRATED.clear()
    ev: dict[str, Any] = {"type": "left", "player": "ana"}
    seated = table("dobro", ["ana", "bo"])
    assert "ana" in (render.narrate(seated, ev, "en") or "")
    ev["player"] = "bo"
    line = render.narrate(seated, ev, "en") or ""
    assert "bo" in line and "ana" not in line
    hurry = {"type": "hurry", "player": "ana", "by": "bo"}
    assert render.narrate(seated, hurry, "en") != render.narrate(seated, hurry, "fr")


def test_kept_lines_are_bounded_and_the_oldest_go_first(monkeypatch: pytest.MonkeyPatch) -> None:
    """At most ``NARRATED_KEPT`` lines; when full the oldest tenth goes, not every line (a
    thousand tables' logs would all be narrated again), and a dropped line is narrated again."""
    monkeypatch.setattr(render, "NARRATED_KEPT", 50)
    render._NARRATED.clear()
    seated = table("dobro", ["ana", "bo"])
    events = [{"type": "hurry", "player": "ana", "by": f"bo{k}"} for k in range(120)]
    for k, ev in enumerate(events):
        assert render.narrate(seated, ev, "en") == render._narrate("dobro", ("ana", "bo"), ev, "en")
        assert len(render._NARRATED) <= 50
        if k >= 50:
            assert len(render._NARRATED) >= 45  # a tenth dropped, never the lot
    kept = [key[-1] for key in render._NARRATED]
    assert kept == [repr(ev) for ev in events[-len(kept) :]]  # the newest
    assert render.narrate(seated, events[0], "en") == render._narrate(
        "dobro", ("ana", "bo"), events[0], "en"
    )
