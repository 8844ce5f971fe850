"""The record and replay contract (STICKS.md "Game record", "Output"): ``python -m sticks_rules
replay FILE`` exits 0 with the state, 1 with the state before the first illegal action and its
error, 2 with one line on stderr and nothing on stdout for a malformed record."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

import sticks_rules as s
from games.cli import main as games_main

from .helpers import (
    P2,
    P3,
    SPEC_EXAMPLE,
    STATE_KEYS,
    out,
    play,
    record,
    round_spec,
    whole_game,
    write,
)
from .helpers import cli as run_cli


def main(argv: list[str]) -> int:
    """``python -m sticks_rules ARGV`` in this process."""
    return games_main(argv, game="sticks")


def replay(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], rec: Any
) -> tuple[int, dict[str, Any] | None, str]:
    """``main(["replay", FILE])`` in this process: exit status, printed JSON, stderr."""
    code = main(["replay", str(write(tmp_path, rec))])
    stdout, stderr = capsys.readouterr()
    return code, (json.loads(stdout) if stdout.strip() else None), stderr


def malformed(tmp_path: Path, capsys: pytest.CaptureFixture[str], rec: Any) -> str:
    code, data, err = replay(tmp_path, capsys, rec)
    assert code == 2, (data, err)
    assert data is None
    lines = err.splitlines()
    assert len(lines) == 1 and err.endswith("\n") and "Traceback" not in err, err
    return lines[0]


def base(**changes: Any) -> dict[str, Any]:
    rec = copy.deepcopy(SPEC_EXAMPLE)
    rec.update(changes)
    return rec


# -- exit 0 ----------------------------------------------------------------------------------


def test_the_spec_example_prints_the_spec_output(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, data, err = replay(tmp_path, capsys, SPEC_EXAMPLE)
    assert (code, err) == (0, "")
    assert data == {
        "round": 1,
        "rounds_total": 3,
        "trick": 1,
        "over": False,
        "dealer": "cleo",
        "leader": "ana",
        "waiting": ["cleo"],
        "revealed": ["B0", "4"],
        "stakes": {"blue": 0, "red": 4},
        "trick_cards": [{"player": "ana", "card": 22}, {"player": "ben", "card": 40}],
        "hands": {
            "ana": [3, 17, 28, 30, 41, 44, 48, 50],
            "ben": [1, 5, 9, 12, 19, 33, 36, 47],
            "cleo": [2, 6, 8, 11, 15, 24, 27, 38, 45],
        },
        "sticks": {p: {"blue": 0, "red": 0} for p in P3},
        "round_scores": [],
        "cancelled": {"ana": [], "ben": [], "cleo": []},
        "totals": {"ana": 0, "ben": 0, "cleo": 0},
        "winners": [],
    }
    assert list(data) == [  # the spec's order, for people reading it
        "round",
        "rounds_total",
        "trick",
        "over",
        "dealer",
        "leader",
        "waiting",
        "revealed",
        "stakes",
        "trick_cards",
        "hands",
        "sticks",
        "round_scores",
        "cancelled",
        "totals",
        "winners",
    ]


def test_optional_fields_default(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rec = {"game": "sticks", "players": P2, "seed": 3, "actions": []}
    code, data, _ = replay(tmp_path, capsys, rec)
    assert code == 0 and data == out(s.start({**rec, "deck": "full", "reveal": "turns"}))
    assert len({c for h in data["hands"].values() for c in h}) == 18


def test_a_seed_only_record_deals_every_round(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    state, actions = whole_game(3, 5)
    plain = {"game": "sticks", "players": list(state.players), "seed": 5, "actions": actions}
    code, data, _ = replay(tmp_path, capsys, plain)
    assert code == 0 and data == out(state) and data["over"] is True


def test_a_finished_game_prints_the_game_over_state(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    state, actions = whole_game(3, 8, reveal="simultaneous", deck="trimmed")
    code, data, _ = replay(tmp_path, capsys, s.export_record(state, actions))
    assert code == 0 and set(data) == STATE_KEYS
    assert data["over"] is True and data["leader"] is None and data["stakes"] is None
    assert data["winners"] and data["round"] == 3 and data["trick"] == 9


def test_repeated_keys_the_last_counts(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = json.dumps(SPEC_EXAMPLE)
    text = text.replace('"game": "sticks"', '"game": "dobro", "seed": "x", "game": "sticks"', 1)
    text = text.replace(
        '{"player": "ana", "play": 22}',
        '{"player": "ben", "play": "x", "player": "ana", "play": 22}',
    )
    code, data, _ = replay(tmp_path, capsys, text)
    assert code == 0 and data == out(s.replay(SPEC_EXAMPLE))


def test_minus_zero_is_an_integer(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = json.dumps(base(seed=0)).replace('"seed": 0', '"seed": -0')
    assert replay(tmp_path, capsys, text)[0] == 0


def test_replay_reads_standard_input_in_a_real_process() -> None:
    rec = base(players=["Zoé", "ben", "cleo"], rounds=[], actions=[])
    proc = run_cli("replay", "-", stdin=json.dumps(rec, ensure_ascii=False))
    assert proc.returncode == 0 and proc.stderr == b""
    data = json.loads(proc.stdout.decode("utf-8"))
    assert data == out(s.replay(rec)) and data["leader"] == "Zoé"


# -- exit 1 ----------------------------------------------------------------------------------

ILLEGAL: dict[str, tuple[list[dict[str, Any]], int, str]] = {
    "not_at_the_table": ([play("ana", 22), play("zoe", 40)], 1, "rule H1"),
    "not_your_turn": ([play("ana", 22), play("cleo", 2)], 1, "It is ben's turn"),
    "not_in_hand": ([play("ana", 22), play("ben", 41)], 1, "You do not hold the card 41"),
    "zero": ([play("ana", 0)], 0, "rule R13"),
    "fifty_one": ([play("ana", 51)], 0, "rule R13"),
    "negative": ([play("ana", -22)], 0, "rule R13"),
    "huge": ([play("ana", int("9" * 4300))], 0, "(4300 digits)"),
    "already_played": ([play("ana", 22), play("ben", 40), play("cleo", 2), play("ben", 40)], 3, ""),
}


@pytest.mark.parametrize("case", sorted(ILLEGAL))
def test_an_illegal_action_exits_1_with_the_state_before_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str
) -> None:
    actions, index, words = ILLEGAL[case]
    # Actions after the illegal one are not looked at, even nonsense ones (still well-formed).
    rec = base(actions=[*actions, play("nobody", 3), play("ana", 10**20)])
    code, data, err = replay(tmp_path, capsys, rec)
    assert code == 1 and err == ""
    assert data is not None and set(data) == STATE_KEYS | {"error"}
    assert data["error"]["index"] == index
    assert words in data["error"]["message"] and "rule " in data["error"]["message"]
    before = s.replay(base(actions=actions[:index]))
    assert {k: v for k, v in data.items() if k != "error"} == out(before)


def test_a_second_pick_in_one_trick_is_illegal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rec = base(reveal="simultaneous", actions=[play("cleo", 2), play("ana", 3), play("cleo", 6)])
    code, data, _ = replay(tmp_path, capsys, rec)
    assert code == 1 and data is not None
    assert data["error"]["index"] == 2 and "rule H6" in data["error"]["message"]
    assert data["waiting"] == ["ben"]
    assert data["trick_cards"] == [{"player": "cleo", "card": 2}, {"player": "ana", "card": 3}]


def test_any_action_after_the_game_is_over_is_illegal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    state, actions = whole_game(2, 6)
    for extra in (play("p0", 1), play("zoe", 1)):
        rec = s.export_record(state, [*actions, extra])
        code, data, _ = replay(tmp_path, capsys, rec)
        assert code == 1 and data is not None
        assert data["error"] == {
            "index": len(actions),
            "message": "The game is over: its last round has been played "
            "(rule R22, the end of the game).",
        }
        assert data["over"] is True


def test_illegal_messages_name_the_rule(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rec = base(actions=[play("ana", 22), play("cleo", 2)])
    _, data, _ = replay(tmp_path, capsys, rec)
    assert data is not None
    assert data["error"]["message"] == "It is ben's turn, not yours (rule R13, playing a card)."


# -- exit 2 ----------------------------------------------------------------------------------


def _set(path: str, value: Any) -> dict[str, Any]:
    """The spec example with one value replaced; ``path`` is dotted, ``[i]`` for an index;
    the value ``DELETE`` removes the key."""
    rec = base()
    parts = path.replace("]", "").replace("[", ".").split(".")
    node: Any = rec
    for part in parts[:-1]:
        node = node[int(part)] if isinstance(node, list) else node[part]
    last = parts[-1]
    key: Any = int(last) if isinstance(node, list) else last
    if value is DELETE:
        del node[key]
    elif isinstance(node, list) and key == len(node):
        node.append(value)
    else:
        node[key] = value
    return rec


DELETE = object()
BIG = 10**4299  # 4,300 digits

MALFORMED: dict[str, Any] = {
    # not an object
    "a list": [],
    "a string": '"sticks"',
    "a number": 7,
    "null": None,
    # missing, unknown, mistyped fields
    "missing game": _set("game", DELETE),
    "missing players": _set("players", DELETE),
    "missing seed": _set("seed", DELETE),
    "missing actions": _set("actions", DELETE),
    "unknown field": base(variant="long"),
    "game dobro": base(game="dobro"),
    "game Sticks": base(game="Sticks"),
    "game null": base(game=None),
    "players not a list": base(players="ana"),
    "a player not a string": base(players=["ana", "ben", 3]),
    "one player": base(players=["ana"], rounds=[]),
    "six players": base(players=list("abcdef"), rounds=[], actions=[]),
    "no players": base(players=[], rounds=[], actions=[]),
    "duplicate players": base(players=["ana", "ana", "cleo"], rounds=[], actions=[]),
    "empty name": base(players=["ana", "", "cleo"], rounds=[], actions=[]),
    "deck null": base(deck=None),
    "deck half": base(deck="half"),
    "deck Full": base(deck="Full"),
    "reveal null": base(reveal=None),
    "reveal secret": base(reveal="secret"),
    "seed null": base(seed=None),
    "seed string": base(seed="7"),
    "seed float": base(seed=7.0),
    "seed true": base(seed=True),
    "seed negative": base(seed=-1),
    "seed 2^63": base(seed=2**63),
    "seed 4300 digits": base(seed=BIG),
    "rounds null": base(rounds=None),
    "rounds object": base(rounds={}),
    "too many rounds": base(rounds=SPEC_EXAMPLE["rounds"] * 4),
    "actions null": base(actions=None),
    "actions object": base(actions={}),
    # bad rounds entries
    "rounds entry not an object": base(rounds=[[]]),
    "rounds entry extra key": _set("rounds[0].starter", "ana"),
    "rounds entry without hands": _set("rounds[0].hands", DELETE),
    "rounds entry without score_pile": _set("rounds[0].score_pile", DELETE),
    "hands missing a player": _set("rounds[0].hands.cleo", DELETE),
    "hands of a stranger": _set("rounds[0].hands.zoe", [4, 7, 10, 13, 14, 16, 18, 20, 21]),
    "eight cards": _set("rounds[0].hands.ana", [3, 17, 22, 28, 30, 41, 44, 48]),
    "ten cards": _set("rounds[0].hands.ana", [3, 17, 22, 28, 30, 41, 44, 48, 50, 4]),
    "a card twice in a hand": _set("rounds[0].hands.ana", [3, 3, 22, 28, 30, 41, 44, 48, 50]),
    "a card in two hands": _set("rounds[0].hands.ana[0]", 1),
    "card 0": _set("rounds[0].hands.ana[0]", 0),
    "card 51": _set("rounds[0].hands.ana[0]", 51),
    "card as a string": _set("rounds[0].hands.ana[0]", "3"),
    "card as a float": _set("rounds[0].hands.ana[0]", 3.0),
    "card as true": _set("rounds[0].hands.ana[0]", True),
    "hand null": _set("rounds[0].hands.ana", None),
    "trimmed card above 9N": base(deck="trimmed", actions=[]),
    "pile too short": _set("rounds[0].score_pile[10]", DELETE),
    "pile too long": _set("rounds[0].score_pile[11]", "5"),
    "pile duplicate": _set("rounds[0].score_pile[0]", "4"),
    "pile unknown card": _set("rounds[0].score_pile[0]", "b0"),
    "pile card as a number": _set("rounds[0].score_pile[1]", 4),
    # actions of another shape
    "action not an object": _set("actions[1]", ["ben", 40]),
    "action without player": _set("actions[1].player", DELETE),
    "action without play": _set("actions[1].play", DELETE),
    "action extra key": _set("actions[1].as", 4),
    "action player not a string": _set("actions[1].player", 1),
    "action player null": _set("actions[1].player", None),
    "action play a string": _set("actions[1].play", "40"),
    "action play a float": _set("actions[1].play", 40.0),
    "action play true": _set("actions[1].play", True),
    "action play a list": _set("actions[1].play", [40]),
    "action play null": _set("actions[1].play", None),
}


@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_a_malformed_record_exits_2_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str
) -> None:
    line = malformed(tmp_path, capsys, MALFORMED[case])
    assert line.startswith(str(tmp_path / "game.json") + ": ")


RAW: dict[str, bytes] = {
    "empty file": b"",
    "not JSON": b"sticks!",
    "trailing garbage": json.dumps(SPEC_EXAMPLE).encode() + b" x",
    "a BOM": b"\xef\xbb\xbf" + json.dumps(SPEC_EXAMPLE).encode(),
    "not UTF-8": json.dumps(base(players=["ana", "ben", "XX"])).encode().replace(b"XX", b"\xff"),
    "UTF-16": json.dumps(SPEC_EXAMPLE).encode("utf-16"),
    "4,301 digits": json.dumps(base(actions=[]))
    .encode()
    .replace(b'"seed": 7', b'"seed": 1' + b"0" * 4300),
    "4,301 digits in an action": json.dumps(SPEC_EXAMPLE)
    .encode()
    .replace(b'"play": 40', b'"play": -' + b"9" * 4301),
    "NaN": json.dumps(SPEC_EXAMPLE).encode().replace(b'"play": 40', b'"play": NaN'),
    "Infinity": json.dumps(SPEC_EXAMPLE).encode().replace(b'"seed": 7', b'"seed": Infinity'),
    "exponent": json.dumps(SPEC_EXAMPLE).encode().replace(b'"seed": 7', b'"seed": 7e0'),
    "lone surrogate": json.dumps(SPEC_EXAMPLE).encode().replace(b'"ana"', b'"\\ud800"'),
    "single quotes": b"{'game': 'sticks'}",
    "deep nesting": b"[" * 100_000 + b"]" * 100_000,
}


@pytest.mark.parametrize("case", sorted(RAW))
def test_text_that_is_not_a_json_record_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str
) -> None:
    malformed(tmp_path, capsys, RAW[case])


def test_a_4300_digit_integer_is_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = json.dumps(SPEC_EXAMPLE).replace('"play": 40', '"play": -' + "9" * 4300)
    code, data, _ = replay(tmp_path, capsys, text)
    assert code == 1 and data is not None and data["error"]["index"] == 1


def test_shape_is_checked_before_any_action(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A malformed record exits 2 even if an illegal action comes first, or its bad part
    (a round never reached, a late action) would never be reached."""
    early_illegal = base(actions=[play("ben", 1), {"player": "ana"}])
    assert "actions[1]" in malformed(tmp_path, capsys, early_illegal)
    state, actions = whole_game(3, 2)
    rec = s.export_record(state, actions)
    rec["rounds"][2]["score_pile"][0] = "0"
    rec["actions"] = [play("p1", 1)]  # illegal at once: round 3 is never reached
    assert "rounds[2]" in malformed(tmp_path, capsys, rec)


def test_an_unknown_player_is_illegal_not_malformed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, data, _ = replay(tmp_path, capsys, base(actions=[play("", 22)]))
    assert code == 1 and data is not None and data["error"]["index"] == 0


def test_missing_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["replay", str(tmp_path / "nope.json")])
    stdout, err = capsys.readouterr()
    assert code == 2 and stdout == "" and len(err.splitlines()) == 1


def test_malformed_in_a_real_process(tmp_path: Path) -> None:
    proc = run_cli("replay", str(write(tmp_path, base(seed=-1))))
    assert proc.returncode == 2 and proc.stdout == b""
    assert len(proc.stderr.decode().splitlines()) == 1


def test_illegal_in_a_real_process(tmp_path: Path) -> None:
    proc = run_cli("replay", str(write(tmp_path, base(actions=[play("ben", 1)]))))
    assert proc.returncode == 1 and proc.stderr == b""
    assert json.loads(proc.stdout)["error"]["index"] == 0


def test_records_from_the_helpers_are_valid() -> None:
    rec = record(P2, [round_spec(P2), round_spec(P2, deck="full")])
    assert s.start(rec).setup.deals[1] == s.RoundDeal(
        tuple(tuple(h) for h in rec["rounds"][1]["hands"].values()),
        tuple(rec["rounds"][1]["score_pile"]),
    )
