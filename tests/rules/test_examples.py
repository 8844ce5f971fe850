"""RULES.md's worked examples E1 and E2, as records replayed by ``python -m dobro_rules replay``."""

from __future__ import annotations

import json

import dobro_rules as d
from dobro_rules.engine import round_points

from .helpers import E_PLAYERS, RECORDS, STATE_KEYS, cli_replay, run

RAPHAEL, YOLAINE, LUIS, FLORENT = E_PLAYERS


def load(name: str) -> dict:
    return json.loads((RECORDS / f"{name}.json").read_text(encoding="utf-8"))


def test_E1_record_replays_through_the_cli() -> None:
    code, out, err = cli_replay(RECORDS / "e1.json")
    assert (code, err) == (0, "")
    assert set(out) == STATE_KEYS
    assert out["collected"] == {RAPHAEL: 0, YOLAINE: 0, LUIS: 0, FLORENT: 5}
    assert (out["value"], out["bid"], out["must_open"], out["turn"]) == (3, ["3"], False, RAPHAEL)
    assert out["pile"] == 57 - 24 - 6  # six cards played and replaced; the take drew none
    assert out["round"] == 1 and out["direction"] == "clockwise"


def test_E1_step_by_step() -> None:
    rec = load("e1")
    assert rec["actions"][0] == {"player": FLORENT, "play": ["4"]}
    _, events = run(rec)
    plays = [next(e for e in evs if e["type"] in ("play", "take")) for evs in events]
    # V = 4; Raphaël 5 → 5; Yolaine 5 → 10 (doubled); Luis 6+6 → 12; Florent takes; opens 3.
    assert [(e["player"], e.get("value")) for e in plays] == [
        (FLORENT, 4),
        (RAPHAEL, 5),
        (YOLAINE, 10),
        (LUIS, 12),
        (FLORENT, None),
        (FLORENT, 3),
    ]
    assert [e.get("doubled") for e in plays] == [False, False, True, False, None, False]
    assert plays[4]["cards"] == 5
    # Florent could have played on (his 12, his joker, his skip) but chose to take (R6d).
    before_take = d.replay({**rec, "actions": rec["actions"][:4]})
    listed = d.legal_moves(before_take, FLORENT)
    assert any(m.cards == ("12",) for m in listed) and d.Move("take") in listed
    assert d.narrate(plays[2]) == f"{YOLAINE} doubles 5 → 10 with 5"
    assert d.narrate(plays[3]) == f"{LUIS} plays 6 + 6 → 12"


def test_E2_scoring_positions() -> None:
    # Luis fewest, Raphaël = Yolaine, Florent most (any counts in that order).
    assert round_points([7, 7, 2, 20], -1) == [2, 2, 1, 4]
    assert round_points([3, 3, 0, 4], -1) == [2, 2, 1, 4]


def test_E2_record_reaches_that_scoring() -> None:
    rec = load("e2")
    code, out, err = cli_replay(RECORDS / "e2.json")
    assert (code, err) == (0, "")
    assert set(out) == STATE_KEYS
    assert out["round_points"] == [{RAPHAEL: 2, YOLAINE: 2, LUIS: 1, FLORENT: 4}]
    assert out["points"] == {RAPHAEL: 2, YOLAINE: 2, LUIS: 1, FLORENT: 4}
    assert out["oubli"] is None
    # R12: Florent has the most points, so he starts round 2.
    assert (out["round"], out["turn"], out["must_open"]) == (2, FLORENT, True)
    assert out["collected"] == dict.fromkeys(E_PLAYERS, 0)
    state, events = run(rec)
    ends = [e for evs in events for e in evs if e["type"] == "round_end"]
    assert len(ends) == 1
    c = ends[0]["collected"]
    assert c[LUIS] < c[RAPHAEL] == c[YOLAINE] < c[FLORENT]
    assert state.round_cards == [[c[p] for p in E_PLAYERS]]
