"""TEN.md's worked examples E1–E3, as records replayed by ``python -m ten_rules replay``.

E1's record is TEN.md's own (its ``deal`` completed); E2 and E3 are built with ``deal``
(``gen_records``): E3 plays seven rounds that leave the table exactly as its round 8 starts.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import ten_rules as t
from games.cli import main as games_main

from .gen_records import E1_ACTIONS, E1_REST, E3_ROUND8, e1, e2, e3
from .helpers import RECORDS, STATE_KEYS, run, write


def main(argv: list[str]) -> int:
    """``python -m ten_rules ARGV`` in this process."""
    return games_main(argv, game="ten")


#: TEN.md "Output", verbatim: the state after E1's record.
SPEC_OUTPUT = json.loads(
    """
{
  "round": 1, "over": false, "phase": 3, "first": "ana", "step": "open", "waiting": "cleo",
  "round_card": "R5", "round_cards_left": 9, "pile": 58, "pot": 0,
  "table": {"ana": {"cards": [{"card": "10", "up": false}], "protection": 2},
            "ben": {"cards": [{"card": "6", "up": true}], "protection": 2},
            "cleo": {"cards": [{"card": "4", "up": true}], "protection": 1}},
  "auction": null, "opened": ["ana", "ben"],
  "hands": {"ana": ["2","P3","J"], "ben": ["4","8","J"], "cleo": ["5","P1","J"]},
  "chips": {"ana": 1, "ben": 8, "cleo": 7},
  "penalty": {"ana": [], "ben": [], "cleo": []},
  "last": null, "scores": null, "winners": []
}
"""
)


def load(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((RECORDS / f"{name}.json").read_text(encoding="utf-8"))
    return data


def replay_cli(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict[str, Any]]:
    code = main(["replay", str(path)])
    captured = capsys.readouterr()
    assert captured.err == ""
    return code, json.loads(captured.out)


@pytest.mark.parametrize("name", ["e1", "e2", "e3"])
def test_records_are_what_the_generator_makes(name: str) -> None:
    make = {"e1": e1, "e2": e2, "e3": e3}[name]
    assert load(name) == make()


def test_E1_record_gives_the_spec_output(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = replay_cli(RECORDS / "e1.json", capsys)
    assert code == 0
    assert out == SPEC_OUTPUT
    assert list(out) == STATE_KEYS
    rec = load("e1")
    assert rec["actions"] == E1_ACTIONS
    assert rec["deal"]["hands"] == {
        "ana": ["4", "J", "2", "P3"],
        "ben": ["10", "4", "8", "J"],
        "cleo": ["6", "5", "P1", "J"],
    }
    assert rec["deal"]["round_cards"][:2] == ["R5", "R2"] and rec["deal"]["pile"][0] == "7"


def test_E1_to_the_end_of_the_round(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rec = load("e1")
    rec["actions"] += E1_REST
    state, events = run(rec)
    flat = [e for evs in events for e in evs]
    # Phase 3: ana 2, cleo 3, ana 4, cleo passes; ana pays 4 to ben; ben opens on cleo's 6
    # with 1, nobody can raise; cleo protects +0 and passes her opening.
    assert [e["offer"] for e in flat if e["type"] in ("open", "raise")] == [2, 3, 4, 1]
    assert {"type": "pot", "chips": 5, "pot": 5} in flat
    code, out = replay_cli(write(tmp_path, rec), capsys)
    assert code == 0
    assert out["last"] == {
        "winner": "ana",
        "loser": "cleo",
        "values": {"ana": 10, "ben": 10, "cleo": 9},
    }
    assert out["chips"] == {"ana": 6, "ben": 8, "cleo": 7}
    assert out["penalty"]["cleo"] == ["4", "4", "5", "6", "10", "R5"]
    assert state.points == [0, 0, 10]
    draws = [(e["player"], e["count"]) for e in flat if e["type"] == "draw"]
    assert draws == [("ana", 1), ("ben", 2), ("cleo", 2)]
    assert (out["step"], out["waiting"]) == ("first", "ana")


def test_E2_fee_rebuy_and_the_winner_is_not_the_loser(capsys: pytest.CaptureFixture[str]) -> None:
    rec = load("e2")
    state = t.start(rec)
    chips_after = []
    for a in rec["actions"]:
        state, _ = t.apply(state, t.parse_action(state.players, a))
        chips_after.append((list(state.chips), state.pot))
    assert chips_after[2] == ([6, 7], 1)  # the fee
    assert chips_after[3] == ([5, 7], 1)  # ana protects +1
    assert chips_after[5] == ([7, 5], 1)  # ben pays ana 2
    assert chips_after[7] == ([7, 5], 2)  # phase 4: pot 2 (the fee and ana's chip)
    j = t.state_json(t.replay({**rec, "actions": rec["actions"][:6]}))
    assert j["table"]["ana"] == {"cards": [{"card": "4", "up": True}], "protection": 1}
    code, out = replay_cli(RECORDS / "e2.json", capsys)
    assert code == 0
    assert out["last"] == {"winner": "ben", "loser": "ana", "values": {"ana": 10, "ben": 10}}
    assert out["chips"] == {"ana": 7, "ben": 7}
    assert out["penalty"] == {"ana": ["1", "4", "6", "9", "R3"], "ben": []}
    assert state.points == [7, 0]


def test_E3_hidden_joker_and_early_end(capsys: pytest.CaptureFixture[str]) -> None:
    rec = load("e3")
    before = t.replay({**rec, "actions": rec["actions"][: -len(E3_ROUND8)]})
    j = t.state_json(before)
    assert (j["round"], j["first"], j["round_card"], j["pile"]) == (8, "ben", "R8", 2)
    assert [t.cards.NAMES[c] for c in reversed(before.round_cards)] == ["R2", "R5"]
    assert [t.cards.NAMES[c] for c in reversed(before.pile)] == ["2", "0"]
    assert j["hands"] == {
        "ana": ["3", "5", "7", "J"],
        "ben": ["0", "10", "P1", "J"],
        "cleo": ["3", "8", "P5", "J"],
        "dan": ["6", "9", "P8", "J"],
    }
    assert j["chips"] == {"ana": 14, "ben": 3, "cleo": 1, "dan": 10}
    assert before.points == [11, 44, 18, 73]
    _state, events = run(rec)
    flat = [e for e in events[-1]]
    taken = next(e for e in flat if e["type"] == "penalty")
    assert taken["player"] == "cleo" and taken["points"] == 29
    assert sorted(taken["cards"]) == sorted(["J", "3", "P5", "9", "7", "3", "R8"])
    assert {"type": "pot_won", "player": "ben", "chips": 3} in flat
    code, out = replay_cli(RECORDS / "e3.json", capsys)
    assert code == 0 and out["over"] is True
    assert out["last"] == {
        "winner": "ben",
        "loser": "cleo",
        "values": {"ana": 10, "ben": 10, "cleo": 8, "dan": 9},
    }
    assert {p: s["score"] for p, s in out["scores"].items()} == {
        "ana": -4,
        "ben": 42,
        "cleo": 64,
        "dan": 74,
    }
    assert out["winners"] == ["ana"]
