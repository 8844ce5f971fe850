"""Player-facing words: refusals cite their rule, every event of a game reads in every
language, and the code names only keys of the catalogue (``locales/*/sticks.ftl``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import locales
import sticks_rules as s
from sticks_rules.errors import WORDS

from .helpers import P3, random_game

error_codes, error_text = WORDS.error_codes, WORDS.error_text

ROOT = Path(__file__).resolve().parents[2]
LEFTOVER = re.compile(r"\{|\}|\$[a-z_]|[\u2068\u2069]|\?\?\?")
STICKS_KEYS = sorted(k for k in locales.keys(locales.DEFAULT) if k.startswith("sticks."))


def test_every_refusal_reads_in_every_language_and_names_its_rule() -> None:
    assert set(error_codes()) == {
        "game_over",
        "unknown_player",
        "not_your_turn",
        "already_picked",
        "not_in_hand",
    }
    for code in error_codes():
        for lang in locales.LANGUAGES:
            text = error_text(code, lang, rule="R13", turn="ana", player="zoe", card="7")
            assert not LEFTOVER.search(text), (code, lang, text)
            assert locales.text("sticks.rule.R13", lang) in text  # the rule, in the reader's words
    assert error_text("nope", "fr") == "nope"
    assert error_text("game_over", "en", rule="R99") == (
        "The game is over: its last round has been played (rule R99)."
    )


@pytest.mark.parametrize(
    ("code", "rule"),
    [
        ("game_over", "R22"),
        ("unknown_player", "H1"),
        ("not_your_turn", "R13"),
        ("already_picked", "H6"),
        ("not_in_hand", "R13"),
    ],
)
def test_refusals_cite_a_rule_the_catalogue_words(code: str, rule: str) -> None:
    assert locales.has(f"sticks.rule.{rule}")
    exc = s.IllegalAction(code, rule, turn="ana", player="zoe", card="7")
    assert f"rule {rule}, " in exc.text() and f"règle {rule}, " in exc.text("fr")


def test_french_refusal() -> None:
    exc = s.IllegalAction("not_your_turn", "R13", turn="ana")
    assert exc.text("fr") == "C'est au tour de ana, pas au vôtre (règle R13, jouer une carte)."


def test_a_whole_game_reads_in_every_language() -> None:
    kinds: set[str] = set()
    for seed, reveal in ((3, "turns"), (4, "simultaneous")):
        for state, action, _, events in random_game(4, seed, reveal=reveal):
            for lang in locales.LANGUAGES:
                label = s.describe_move(action.card, lang)
                assert str(action.card) in label and not LEFTOVER.search(label)
                for ev in [*events, *s.start_events(state)]:
                    kinds.add(ev["type"])
                    for you in (None, "p0"):
                        line = s.narrate(ev, lang, you=you)
                        assert line and not LEFTOVER.search(line), (lang, ev, line)
                        assert line == line.strip()
    assert kinds == {
        "round_start",
        "reveal",
        "play",
        "picked",
        "trick",
        "round_end",
        "game_over",
    }


def test_narration_examples() -> None:
    trick = {
        "type": "trick",
        "round": 1,
        "trick": 4,
        "score_cards": ["B0", "4"],
        "value": 4,
        "stakes": {"blue": 0, "red": 4},
        "cards": [
            {"player": "ana", "card": 12},
            {"player": "ben", "card": 40},
            {"player": "cleo", "card": 9},
        ],
        "highest": {"player": "ben", "card": 40},
        "lowest": {"player": "cleo", "card": 9},
        "blue": None,
        "red": {"player": "cleo", "count": 4},
        "returned": {"cleo": 1},
        "sticks": {},
        "next_leader": "ben",
    }
    assert s.narrate(trick) == (
        "Trick 4: ana 12, ben 40, cleo 9; ben takes no blue (removed); cleo takes 4 red "
        "sticks; cleo returns 1 pair to the reserve. ben leads the next trick"
    )
    assert s.narrate(trick, "fr", you="cleo") == (
        "Pli 4 : ana 12, ben 40, cleo 9; ben ne prend aucun bleu (retiré); vous prenez "
        "4 bâtonnets rouges; vous rendez 1 paire à la réserve. ben commence le pli suivant"
    )
    reveal = {
        "type": "reveal",
        "trick": 2,
        "cards": ["R0", "B0", "6"],
        "value": 6,
        "stakes": {"blue": 6, "red": 6},
        "removed": None,
        "voided": True,
    }
    assert s.narrate(reveal) == (
        "Trick 2: score R0, B0, 6, the two zeros cancel out → "
        "6 blue to the highest card, 6 red to the lowest"
    )
    one = {**reveal, "cards": ["R0", "1"], "value": 1, "removed": "red", "voided": False}
    one["stakes"] = {"blue": 1, "red": 0}
    assert s.narrate(one) == "Trick 2: score R0, 1 → 1 blue stick to the highest card (red removed)"
    picked = {"type": "picked", "player": "ana", "trick": 1, "round": 1, "waiting": ["ben"]}
    assert s.narrate(picked) == "ana has picked a card (1 player still to pick)"
    assert s.narrate({**picked, "waiting": []}, you="ana") == (
        "you have picked your card (all cards are in)"
    )
    end = {
        "type": "round_end",
        "round": 3,
        "scores": {"ana": 0, "ben": 2},
        "cancelled": {"ana": {"round": 1, "score": 7}},
        "totals": {"ana": 7, "ben": 5},
    }
    assert s.narrate(end) == (
        "Round 3 over. Scores (sticks held): ana 0, ben 2. ana ends with no sticks: round 1's "
        "7 points are cancelled. Totals: ana 7, ben 5."
    )
    over = {"type": "game_over", "totals": {"ana": 1, "ben": 1}, "winners": P3[:2], "shared": True}
    assert s.narrate(over) == "Shared victory: ana & ben, 1 point each!"
    assert s.narrate({**over, "winners": ["ana"], "shared": False}, you="ana") == (
        "you win the game with 1 point!"
    )
    assert s.narrate({"type": "nothing"}) is None


def test_the_code_names_only_keys_of_the_catalogue() -> None:
    call = re.compile(r"""\b(text|_say|error_text)\(\s*f?["']([a-z_.{}]+)["']""")
    short = {"_say": "sticks.event."}
    found = 0
    for path in (ROOT / "sticks_rules").glob("*.py"):
        for function, key in call.findall(path.read_text(encoding="utf-8")):
            key = short.get(function, "") + key
            if "{" in key:
                prefix = key.split("{")[0]
                assert any(k.startswith(prefix) for k in STICKS_KEYS), (path.name, key)
                continue
            if function == "error_text":
                key = "sticks.error." + key
            assert key in STICKS_KEYS, (path.name, key)
            found += 1
    assert found >= 15


def test_both_languages_have_the_same_keys_and_variables() -> None:
    for lang in locales.LANGUAGES:
        keys = sorted(k for k in locales.keys(lang) if k.startswith("sticks."))
        assert keys == STICKS_KEYS
        for key in keys:
            assert locales.variables(key, lang) == locales.variables(key), (lang, key)
