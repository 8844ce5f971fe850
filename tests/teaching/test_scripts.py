"""The tutorial scripts (data) against the engines and the catalogue: every script loads, every
step's move is legal where it stands, every tempting move is refused with a rule, the rules the
issue asks for are all taught, and every word a step shows exists in every language."""

from __future__ import annotations

import json
from typing import Any, cast

import pytest

import locales
import teaching.script as scripts
from games import names
from games.protocol import is_race
from teaching import DONE, ScriptError, TutorialService, course, games, race_claim, read_script
from teaching.script import SCRIPTS, _script

#: Race actions tried for a racing game's claims (Dobble's symbols are 0 to 56).
RACE_ACTIONS = 64

#: What each tutorial must teach (issue 24): the steps that do it.
TAUGHT = {
    "dobro": {
        "open": "opening a bid",
        "at_least": "playing at least the value",
        "double": "doubling on an exact match",
        "pair": "pairs",
        "joker": "a joker's value",
        "skip": "skip and reverse",
        "take": "taking",
        "draw": "drawing back",
        "score": "the round's scoring",
        "call": "the manual-drawing oubli",
    },
    "sticks": {"high": "R14", "low": "R15", "zero": "R10", "cancel": "R20", "round": "R19"},
    "ten": {"play": "R11", "open": "R14", "protect": "R17", "add": "R20", "first": "R27"},
    "dobble": {
        "tower": "R8 (and H13, a wrong claim's lock-out)",
        "tower_top": "R8, your top card",
        "well": "R10",
        "potato": "R12, R13",
        "catch": "R14, R15",
        "poison": "R16",
        "poison_last": "R17",
        "match": "R5, R6, R7",
    },
}


def offered(game: str, frame: Any) -> list[dict[str, Any]]:
    """The records of every move the hand's controls can make at ``frame``: each legal action
    (with the step's number, for one that takes it) or, in a race, each claim (timed as the
    step's move: ``race_claim``)."""
    rules = course(game).rules
    expect = frame.expect or {}
    moves = [
        move
        for i in range(len(rules.legal_actions(frame.state, frame.seat)))
        for param in (None, expect.get("as"), expect.get("offer"))
        if (move := rules.action_at(frame.state, frame.seat, i, param)) is not None
    ]
    if is_race(rules):
        moves += [m for i in range(RACE_ACTIONS) if (m := race_claim(rules, frame, i)) is not None]
    return [rules.to_record(frame.state, move) for move in moves]


def test_every_game_has_a_tutorial() -> None:
    assert games() == names()
    assert set(TAUGHT) == set(games())


@pytest.mark.parametrize("game", sorted(TAUGHT))
def test_a_script_plays_through_its_engine_and_teaches_what_it_must(game: str) -> None:
    mine = course(game)
    rules = mine.rules
    keys = [f.key for f in mine.frames]
    assert keys[-1] == DONE and len(set(keys)) == len(keys)
    assert set(TAUGHT[game]) <= set(keys)
    assert 5 <= mine.steps <= 20
    for frame in mine.frames[:-1]:
        if frame.expect is not None:  # the right move is one of the hand's controls
            assert frame.expect in offered(game, frame), (game, frame.key)
        for tried in frame.tries:  # a tempting move: the engine refuses it, naming a rule
            with pytest.raises(rules.illegal) as refused:
                rules.apply(frame.state, rules.parse(frame.state, tried.do))
            assert "rule" in refused.value.text("en") and "règle" in refused.value.text("fr")  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", locales.LANGUAGES)
@pytest.mark.parametrize("game", sorted(TAUGHT))
def test_every_word_of_a_tutorial_is_in_the_catalogue(game: str, lang: str) -> None:
    mine = course(game)
    written = read_script(game)
    needed = [f"learn.{game}.done"]
    needed += [f"learn.{game}.lesson.{lesson.key}" for lesson in written.lessons]
    for frame in mine.frames[:-1]:
        needed.append(f"learn.{game}.{frame.key}")
        if frame.expect is not None:
            needed += [f"learn.{game}.{frame.key}.why", f"learn.{game}.{frame.key}.wrong"]
        for tried in frame.tries:
            assert locales.text(f"learn.{game}.try.{tried.label}", lang, **tried.args)
    for key in needed:
        assert locales.has(key, lang), key
        assert "{" not in locales.text(key, lang), key


def test_the_learner_takes_a_display_name_distinct_from_the_computers() -> None:
    ana = TutorialService.course("dobro", "Ana")
    assert ana.learner == "Ana" and ana.frames[0].expect == {"player": "Ana", "play": ["4"]}
    clash = TutorialService.course("dobro", "🤖 Camille")
    assert clash.learner == "🤖 Camille (2)" and len(set(clash.players)) == 3
    assert [f.key for f in clash.frames] == [f.key for f in course("dobro").frames]
    # Frames are shared: the same name gives the very same course.
    assert TutorialService.course("dobro", "Ana") is ana


def test_a_script_the_engine_refuses_does_not_load(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    data = json.loads((SCRIPTS / "sticks.json").read_text(encoding="utf-8"))
    data["lessons"][0]["path"][0]["do"]["play"] = 1  # a card the learner does not hold
    (tmp_path / "sticks.json").write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(scripts, "SCRIPTS", tmp_path)
    _script.cache_clear()
    course.cache_clear()
    try:
        with pytest.raises(ScriptError, match="refused"):
            course("sticks")
        data["lessons"][0]["path"][0] = {"note": "neither a step nor a move"}
        (tmp_path / "sticks.json").write_text(json.dumps(data), encoding="utf-8")
        _script.cache_clear()
        with pytest.raises(ScriptError, match="a step, an action"):
            course("sticks")
    finally:
        monkeypatch.undo()
        _script.cache_clear()
        course.cache_clear()


def test_dobble_s_claims_are_timed_by_the_script_and_a_wrong_one_is_a_lock_out() -> None:
    """A race's tutorial (Dobble): a claim is the learner's symbol at the script's own time
    (the tutorial is not timed), so the right one is exactly the script's move; another
    symbol of the card is a legal claim the engine judges wrong, with H13's lock-out."""
    mine = course("dobble")
    rules = mine.rules
    first = mine.frames[0]
    assert first.key == "tower" and first.expect is not None
    claims = [m for i in range(RACE_ACTIONS) if (m := race_claim(rules, first, i)) is not None]
    records = [rules.to_record(first.state, move) for move in claims]
    assert len(records) == 57 and records.count(first.expect) == 1
    wrong = next(r for r in records if r != first.expect)
    assert wrong["t"] == first.expect["t"] == 2300 and wrong["v"] == first.expect["v"]
    _, happened = rules.apply(first.state, rules.parse(first.state, wrong))
    assert cast(Any, rules).race_outcome(happened) == "wrong"
    assert happened[0]["locked_until"] == 2300 + 3000  # H13
    assert race_claim(rules, first, 999) is None  # no such symbol
    # Not a race: no claim at all.
    ten = course("ten").frames[0]
    assert race_claim(course("ten").rules, ten, 0) is None
    # Every lesson but the last is cut short; the last one plays its mini-game to its end.
    assert mine.frames[-1].state.over and mine.frames[-1].state.winners == [0]
