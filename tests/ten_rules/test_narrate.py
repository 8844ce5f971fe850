"""Ten's words (``locales/*/ten.ftl``): every event of random games, every choice's label and
every refusal read in every language, with no placeholder left; the reader is "you"."""

from __future__ import annotations

import re

import pytest

import locales
import ten_rules as t
from ten_rules.errors import WORDS

from .gen_records import e1, e2, e3
from .helpers import run
from .test_properties import random_game

error_codes, error_text, rule_words = WORDS.error_codes, WORDS.error_text, WORDS.rule_words

LEFTOVER = re.compile(r"\{|\}|\$[a-z_]|[\u2068\u2069]|\?\?\?")
EVENT_TYPES = {
    "round_start", "play", "secret", "open_pass", "fee", "open", "raise", "offer_pass",
    "cannot_raise", "auction_won", "swap", "protect", "pot", "keep_down", "reveal", "add",
    "add_none", "result", "penalty", "pot_won", "draw", "short", "first", "hands",
    "round_cards", "game_end", "turn",
}  # fmt: skip


def _events() -> list[dict]:
    out: list[dict] = []
    for rec in (e1(), e2(), e3()):
        for evs in run(rec)[1]:
            out += evs
    for n, seed in ((2, 1), (4, 2), (7, 3), (5, 9)):
        for _, _, _, evs in random_game(n, seed, ["random", "normal"] * 4):
            out += evs
    return out


EVENTS = _events()


def test_every_event_type_happens_and_is_known() -> None:
    assert {e["type"] for e in EVENTS} == EVENT_TYPES


@pytest.mark.parametrize("lang", locales.LANGUAGES)
def test_every_event_reads_in_every_language(lang: str) -> None:
    for ev in EVENTS:
        for you in (None, ev.get("player"), ev.get("to"), ev.get("first"), ev.get("winner")):
            line = t.narrate(ev, lang, you=you)
            if ev["type"] == "turn":
                assert line is None
                continue
            assert line and not LEFTOVER.search(line), (lang, ev, line)
            assert line == line.strip()


def test_sentences() -> None:
    ev = {"type": "play", "player": "ben", "card": None, "up": False, "as": None, "chips": 2}
    assert t.narrate(ev) == "ben plays a card face down with 2 chips"
    assert t.narrate(ev, you="ben") == "you play a card face down with 2 chips"
    assert t.narrate(ev, "fr") == "ben pose une carte à l'envers, avec 2 fiches"
    ev = {"type": "play", "player": "ana", "card": "J", "up": True, "as": 4, "chips": 0}
    assert t.narrate(ev) == "ana plays J (as 4) face up with no chip"
    secret = {"type": "secret", "to": "ana", "card": "10", "why": "swap"}
    assert t.narrate(secret) == "(only you see this) the face-down card you now hold is 10"
    _, events = run(e2())
    result = next(e for e in events[-1] if e["type"] == "result")
    assert t.narrate(result) == (
        "Round 1: ana 4 + 6 = 10, ben 9 + 1 = 10. ben wins (highest single card, H10); "
        "ana loses (the winner never loses, H11)"
    )
    assert t.narrate(result, "fr").startswith("Manche 1 : ana 4 + 6 = 10, ben 9 + 1 = 10.")
    first = {"type": "first", "player": "ana", "first": "ana"}
    assert t.narrate(first) == "ana names themselves to start the next round"
    assert t.narrate(first, you="ana") == "you name yourself to start the next round"
    swap = {"type": "swap", "player": "ana", "target": "ben", "player_card": None,
            "target_card": "4"}  # fmt: skip
    assert t.narrate(swap) == "ana swaps cards with ben: ana gets a face-down card, ben gets 4"


@pytest.mark.parametrize("lang", locales.LANGUAGES)
def test_every_choice_label_reads(lang: str) -> None:
    codes = set()
    for n, seed in ((3, 1), (6, 2)):
        for before, _, _, _ in random_game(n, seed):
            for c in t.seat_choices(before, before.waiting):
                label = t.describe_choice(c, lang)
                codes.add(c.code)
                assert label and not LEFTOVER.search(label), (lang, c, label)
    assert codes >= {"play_up", "play_down", "pass", "fee", "opening", "raise_min", "protect",
                     "keep_down", "reveal", "add_none", "add", "first"}  # fmt: skip
    assert t.describe_choice(t.Choice("offer", "raise", param="offer", low=3, high=6)) == (
        "Raise (3–6 chips)"
    )
    joker = t.Choice("play", "play_up", "J", True, 1, param="as", low=0, high=10)
    assert t.describe_choice(joker) == "Play J face up, 1 chip (joker as 0–10)"
    assert t.describe_choice(joker, "fr") == "Poser J à l'endroit, 1 fiche (joker de 0 à 10)"


def test_every_refusal_reads_and_cites_its_rule() -> None:
    params = {
        "player": "ana", "step": "open", "kind": "play", "card": "7", "chips": 3, "supply": 1,
        "value": 11, "offer": 0, "minimum": 2, "most": 1, "total": 12,
    }  # fmt: skip
    codes = error_codes()
    assert len(codes) == 16
    for code in codes:
        for lang in locales.LANGUAGES:
            text = error_text(code, lang, rule="R14", **params)
            assert not LEFTOVER.search(text), (code, lang, text)
            assert locales.text("ten.rule.R14", lang) in text  # the rule, in the reader's words
    assert rule_words("R99") == "rule R99"
    assert t.IllegalAction("open_own", "R12").text("fr") == (
        "Vous ne pouvez pas faire d'offre sur votre propre carte (règle R12, l'ouverture)."
    )
    for step in ("play", "open", "offer", "protect", "reveal", "add", "first"):
        assert "{" not in error_text("not_your_turn", "fr", rule="R11", player="x", step=step)
