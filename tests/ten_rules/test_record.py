"""TEN.md "Game record" and "Output": every malformed case (exit 2: one line on stderr,
nothing on stdout), every illegal case (exit 1: the state before, with ``error``), and every
output key and value in every situation (phase 2, an auction, ``first`` waiting, game over)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import ten_rules as t
from games.cli import main as games_main

from .gen_records import E1_ACTIONS, E1_REST, E2_ACTIONS, e1, e2, e3
from .helpers import P3, STATE_KEYS, add, first, offer, open_, play, protect, record, reveal


def main(argv: list[str]) -> int:
    """``python -m ten_rules ARGV`` in this process."""
    return games_main(argv, game="ten")


def replay_main(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], data: Any
) -> tuple[int, str, str]:
    path = tmp_path / "game.json"
    if isinstance(data, bytes):
        path.write_bytes(data)
    elif isinstance(data, str):
        path.write_text(data, encoding="utf-8")
    else:
        path.write_text(json.dumps(data), encoding="utf-8")
    code = main(["replay", str(path)])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def malformed(tmp_path: Path, capsys: pytest.CaptureFixture[str], data: Any) -> str:
    code, out, err = replay_main(tmp_path, capsys, data)
    assert code == 2, (out, err)
    assert out == ""
    assert err.endswith("\n") and err.count("\n") == 1
    return err


E1 = e1()


def base(actions: list[dict[str, Any]] | None = None, **fields: Any) -> dict[str, Any]:
    rec = {**E1, "actions": list(E1_ACTIONS if actions is None else actions)}
    rec.update(fields)
    return rec


# -- malformed -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "raw",
    [
        b"",
        b"{",
        b"not json",
        b"\xef\xbb\xbf" + json.dumps(record(P3)).encode(),  # a BOM
        b'{"game": "ten", "players": ["a\xff"], "seed": 1, "actions": []}',  # not UTF-8
        b'{"game": "ten", "players": ["a", "b"], "seed": NaN, "actions": []}',
        b'{"game": "ten", "players": ["a", "b"], "seed": Infinity, "actions": []}',
        b'{"game": "ten", "players": ["a", "b"], "seed": 1' + b"0" * 4300 + b', "actions": []}',
        b"[" * 100000 + b"]" * 100000,
        b"[]",
        b'"ten"',
        b"3",
        b"null",
    ],
    ids=[
        "empty",
        "truncated",
        "text",
        "bom",
        "not-utf8",
        "nan",
        "infinity",
        "4301-digits",
        "deep",
        "list",
        "string",
        "number",
        "null",
    ],
)
def test_not_json_or_not_an_object(
    raw: bytes, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    malformed(tmp_path, capsys, raw)


def test_integers_up_to_4300_digits_are_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    big = "9" * 4300
    text = json.dumps(base([play("ana", "4", True, 0)]))
    text = text.replace('"chips": 0', f'"chips": {big}')
    code, out, _ = replay_main(tmp_path, capsys, text)
    assert code == 1  # a well-formed integer out of range: illegal, not malformed
    assert json.loads(out)["error"]["index"] == 0


@pytest.mark.parametrize(
    "change",
    [
        {"game": None},
        {"game": "dobro"},
        {"game": 1},
        {"players": None},
        {"players": "ana"},
        {"players": ["ana"]},
        {"players": [f"p{i}" for i in range(8)]},
        {"players": ["ana", ""]},
        {"players": ["ana", "ana"]},
        {"players": ["ana", 1]},
        {"seed": "1"},
        {"seed": 1.0},
        {"seed": True},
        {"seed": -1},
        {"seed": 2**63},
        {"seed": None},
        {"actions": None},
        {"actions": {}},
        {"deal": None},
        {"deal": []},
        {"colour": "red"},
    ],
)
def test_bad_fields(
    change: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rec = record(["ana", "ben"], seed=1)
    rec.update(change)
    malformed(tmp_path, capsys, rec)


@pytest.mark.parametrize("field", ["game", "players", "seed", "actions"])
def test_missing_fields(field: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rec = record(["ana", "ben"], seed=1)
    del rec[field]
    err = malformed(tmp_path, capsys, rec)
    assert field in err and "missing" in err


def test_the_last_of_a_repeated_key_counts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = '{"game": "dobro", "game": "ten", "players": ["a", "b"], "seed": 1, "actions": []}'
    code, out, _ = replay_main(tmp_path, capsys, text)
    assert code == 0 and json.loads(out)["first"] == "a"
    text = '{"game": "ten", "players": ["a", "b"], "seed": 1, "actions": [], "seed": "x"}'
    malformed(tmp_path, capsys, text)


def test_seed_range_and_seed_required_even_with_a_deal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for seed in (0, 2**63 - 1):
        code, _, _ = replay_main(tmp_path, capsys, record(["a", "b"], seed=seed))
        assert code == 0
    rec = base([])
    del rec["seed"]
    malformed(tmp_path, capsys, rec)
    # With a deal the seed is unused: any seed gives the same game.
    a = t.state_json(t.replay(base(seed=1)))
    assert a == t.state_json(t.replay(base(seed=99)))


def _deal(**change: Any) -> dict[str, Any]:
    d = json.loads(json.dumps(E1["deal"]))
    d.update(change)
    return d


@pytest.mark.parametrize(
    "deal",
    [
        _deal(round_cards=[f"R{k}" for k in range(1, 10)]),
        _deal(round_cards=["R1", *(f"R{k}" for k in range(1, 10))]),
        _deal(round_cards=[*(f"R{k}" for k in range(1, 10)), "R11"]),
        _deal(round_cards=[1, *(f"R{k}" for k in range(2, 11))]),
        _deal(hands={"ana": ["4", "J", "2", "P3"], "ben": ["10", "4", "8", "J"]}),
        _deal(hands={**E1["deal"]["hands"], "dan": ["1", "1", "1", "J"]}),
        _deal(hands={**E1["deal"]["hands"], "ana": ["4", "J", "2"]}),
        _deal(hands={**E1["deal"]["hands"], "ana": ["4", "1", "2", "P3"]}),
        _deal(hands={**E1["deal"]["hands"], "ana": ["4", "J", "2", "X"]}),
        _deal(hands={**E1["deal"]["hands"], "ana": ["4", "J", "2", 3]}),
        _deal(pile=E1["deal"]["pile"][1:]),
        _deal(pile=[*E1["deal"]["pile"], "5"]),
        _deal(pile=["11", *E1["deal"]["pile"][1:]]),
        _deal(pile=["R1", *E1["deal"]["pile"][1:]]),
        {k: v for k, v in E1["deal"].items() if k != "pile"},
        {**E1["deal"], "set_aside": []},
    ],
)
def test_bad_deal(deal: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = malformed(tmp_path, capsys, base([], deal=deal))
    assert "deal" in err


@pytest.mark.parametrize(
    "action",
    [
        "play",
        None,
        [],
        {"play": "4", "up": True, "chips": 0},  # no player
        {"player": 1, "play": "4", "up": True, "chips": 0},
        {"player": None, "open": None},
        {"player": "ana"},
        {"player": "ana", "play": "4", "up": True},
        {"player": "ana", "play": "4", "up": True, "chips": 0, "protect": 0},
        {"player": "ana", "take": True},
        {"player": "ana", "play": "11", "up": True, "chips": 0},
        {"player": "ana", "play": "R5", "up": True, "chips": 0},
        {"player": "ana", "play": "j", "up": True, "chips": 0},
        {"player": "ana", "play": 4, "up": True, "chips": 0},
        {"player": "ana", "play": "4", "up": "yes", "chips": 0},
        {"player": "ana", "play": "4", "up": 1, "chips": 0},
        {"player": "ana", "play": "4", "up": True, "chips": 1.0},
        {"player": "ana", "play": "4", "up": True, "chips": True},
        {"player": "ana", "play": "4", "up": True, "chips": "1"},
        {"player": "ana", "play": "4", "up": True, "chips": None},
        {"player": "ana", "open": "ben"},
        {"player": "ana", "open": None, "offer": 1},
        {"player": "ana", "open": None, "offer": None},
        {"player": "ana", "open": 1, "offer": 1},
        {"player": "ana", "open": "ben", "offer": None},
        {"player": "ana", "open": "ben", "offer": "2"},
        {"player": "ana", "offer": 2.0},
        {"player": "ana", "offer": "2"},
        {"player": "ana", "protect": None},
        {"player": "ana", "protect": False},
        {"player": "ana", "reveal": "yes"},
        {"player": "ana", "reveal": None},
        {"player": "ana", "add": 5},
        {"player": "ana", "add": "Joker"},
        {"player": "ana", "first": None},
        {"player": "ana", "first": 0},
        {"player": "ana", "play": "J", "up": True, "chips": 0, "as": None},
        {"player": "ana", "play": "J", "up": True, "chips": 0, "as": "3"},
        {"player": "ana", "play": "J", "up": True, "chips": 0, "as": 1.5},
        {"player": "ana", "play": "J", "up": True, "chips": 0, "as": True},
    ],
)
def test_actions_of_no_shape(
    action: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    malformed(tmp_path, capsys, base([action]))


def test_form_is_checked_over_the_whole_record_before_any_action(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A malformed action makes the record malformed even after an illegal one."""
    rec = base([play("ben", "4", True, 0), {"player": "ana", "play": "4"}])
    err = malformed(tmp_path, capsys, rec)
    assert "actions[1]" in err


# -- illegal -------------------------------------------------------------------------------


def illegal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], rec: dict[str, Any], rule: str
) -> dict[str, Any]:
    code, out, err = replay_main(tmp_path, capsys, rec)
    assert (code, err) == (1, ""), err
    data: dict[str, Any] = json.loads(out)
    assert list(data) == [*STATE_KEYS, "error"]
    index = len(rec["actions"]) - 1
    assert data["error"]["index"] == index
    before = t.state_json(t.replay({**rec, "actions": rec["actions"][:index]}))
    assert {k: v for k, v in data.items() if k != "error"} == before
    assert f"rule {rule}" in data["error"]["message"], data["error"]["message"]
    return data


P = E1_ACTIONS[:3]
FULL = E1_ACTIONS + E1_REST


@pytest.mark.parametrize(
    ("actions", "rule"),
    [
        ([play("ben", "10", False, 2)], "R11"),  # wrong player
        ([open_("ana")], "R11"),  # wrong step
        ([play("ana", "10", True, 0)], "R11"),  # not in hand
        ([play("ana", "4", True, -1)], "R11"),
        ([play("ana", "4", True, 3)], "R11"),
        ([play("ana", "4", True, 10**40)], "R11"),
        ([play("ana", "J", True, 0)], "H2"),  # a joker turning up needs "as"
        ([play("ana", "J", True, 0, 11)], "H2"),
        ([play("ana", "J", True, 0, -1)], "H2"),
        ([play("ana", "J", False, 0, 5)], "H2"),  # "as" where no joker turns up
        ([play("ana", "4", True, 0, 5)], "H2"),
        ([*P, open_("ana", "ana", 2)], "R12"),  # own card
        ([*P, open_("ana", "zoe", 2)], "H4"),  # unknown name
        ([*P, {"player": "zoe", "open": None}], "H4"),
        ([*P, open_("ana", "ben", 1)], "R14"),  # opening below the protection
        ([*P, open_("ana", "ben", 0)], "R14"),
        ([*P, open_("ana", "ben", 8)], "R14"),  # over the supply
        ([*P, open_("ana", "ben", 2), offer("cleo", 2)], "H7"),
        ([*P, open_("ana", "ben", 2), offer("cleo", 0)], "H7"),
        ([*P, open_("ana", "ben", 2), offer("ana", 3)], "H7"),  # not ana's prompt
        ([*P, open_("ana", "ben", 2), {"player": "cleo", "offer": 3, "as": 3}], "H2"),
        ([*P, {"player": "ana", "open": None, "as": 0}], "H2"),
        ([*E1_ACTIONS[:7], protect("ana", 3)], "R17"),  # protection over 2
        ([*E1_ACTIONS[:7], protect("ana", -1)], "R17"),
        ([*E1_ACTIONS[:7], protect("ben", 0)], "H9"),
        ([*E1_ACTIONS, open_("cleo"), reveal("ana", True, 10)], "H2"),
        ([*E1_ACTIONS, open_("cleo"), reveal("ben", True)], "R19"),
        ([*E1_ACTIONS, open_("cleo"), reveal("ana", True), add("ana", "P3")], "R20"),
        ([*E1_ACTIONS, open_("cleo"), reveal("ana", True), add("ana", "J")], "H2"),
        ([*E1_ACTIONS, open_("cleo"), reveal("ana", True), add("ana", None, 0)], "H2"),
        ([*E1_ACTIONS, open_("cleo"), reveal("ana", True), add("ana", "8")], "R20"),
        ([*FULL, first("ben", "cleo")], "R27"),
        ([*FULL, first("ana", "zoe")], "H4"),
        ([*FULL, {"player": "ana", "first": "ana", "as": 1}], "H2"),
    ],
)
def test_illegal_actions(
    actions: list[dict[str, Any]], rule: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    illegal(tmp_path, capsys, base(actions), rule)


def test_fee_other_than_one_is_illegal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rec = e2()
    for fee in (0, 2, -3):
        rec = {**rec, "actions": [*E2_ACTIONS[:2], open_("ana", "ben", fee)]}
        illegal(tmp_path, capsys, rec, "H6")


def test_any_action_after_the_game_is_illegal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rec = e3()
    rec["actions"].append(first("ben", "ben"))
    data = illegal(tmp_path, capsys, rec, "R28")
    assert data["over"] is True


def test_an_illegal_action_stops_the_replay_even_with_legal_ones_after(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rec = base([play("ana", "4", True, 0), play("ana", "J", True, 0), *E1_ACTIONS[1:]])
    code, out, _ = replay_main(tmp_path, capsys, rec)
    data = json.loads(out)
    assert code == 1 and data["error"]["index"] == 1 and data["waiting"] == "ben"


# -- output in every situation -------------------------------------------------------------


def test_output_in_phase_2() -> None:
    j = t.state_json(t.replay(base([play("ana", "4", True, 1)])))
    assert list(j) == STATE_KEYS
    assert (j["phase"], j["step"], j["waiting"], j["opened"], j["auction"]) == (
        2,
        "play",
        "ben",
        [],
        None,
    )
    assert j["table"] == {
        "ana": {"cards": [{"card": "4", "up": True}], "protection": 1},
        "ben": {"cards": [], "protection": 0},
        "cleo": {"cards": [], "protection": 0},
    }
    assert (j["last"], j["scores"], j["winners"]) == (None, None, [])


def test_output_while_an_auction_runs_and_opened_includes_the_opener() -> None:
    j = t.state_json(t.replay(base([*P, open_("ana", "ben", 2), offer("cleo", 3)])))
    assert j["auction"] == {"opener": "ana", "owner": "ben", "high": "cleo", "offer": 3}
    assert j["opened"] == ["ana"] and (j["step"], j["waiting"]) == ("offer", "ana")
    assert j["chips"] == {"ana": 7, "ben": 5, "cleo": 6}  # nothing paid before the end


def test_output_opened_is_in_turn_order_from_F() -> None:
    rec = e3()
    n = len(rec["actions"])
    # Round 8: F = ben; after ben and cleo pass, opened lists them from ben.
    j = t.state_json(t.replay({**rec, "actions": rec["actions"][: n - 7]}))
    assert (j["first"], j["opened"]) == ("ben", ["ben", "cleo"])
    j = t.state_json(t.replay({**rec, "actions": rec["actions"][: n - 4]}))
    assert j["phase"] == 4 and j["opened"] == ["ben", "cleo", "dan", "ana"]


def test_output_in_phase_4_jokers_show_as_once_face_up() -> None:
    rec = e3()
    j = t.state_json(t.replay({**rec, "actions": rec["actions"][:-5]}))
    assert j["table"]["ben"] == {"cards": [{"card": "J", "up": False}], "protection": 0}
    assert j["pot"] == 3 and (j["step"], j["waiting"]) == ("reveal", "ben")
    hands = {"ana": ["J", "1", "2", "3"], "ben": ["5", "1", "2", "J"]}
    from .helpers import game

    g = game(["ana", "ben"], hands, [play("ana", "J", True, 0, 4), play("ben", "5")])
    j = t.state_json(t.replay(g))
    assert j["table"]["ana"]["cards"] == [{"card": "J", "up": True, "as": 4}]


def test_output_while_first_waits() -> None:
    j = t.state_json(t.replay(base(FULL)))
    assert list(j) == STATE_KEYS
    assert (j["round"], j["over"], j["phase"], j["first"], j["step"], j["waiting"]) == (
        1,
        False,
        5,
        "ana",
        "first",
        "ana",
    )
    assert j["round_card"] is None and j["auction"] is None and j["pot"] == 0
    assert j["table"] == {p: {"cards": [], "protection": 0} for p in P3}
    assert j["opened"] == P3
    assert j["last"] == {
        "winner": "ana",
        "loser": "cleo",
        "values": {"ana": 10, "ben": 10, "cleo": 9},
    }
    assert (j["scores"], j["winners"]) == (None, [])
    # The next round: "last" stays, the table fills again, opened is [] in phase 2.
    j = t.state_json(t.replay(base([*FULL, first("ana", "ben")])))
    assert (j["round"], j["phase"], j["first"], j["opened"]) == (2, 2, "ben", [])
    assert j["last"]["loser"] == "cleo" and j["round_card"] == "R2"


def test_output_at_game_over() -> None:
    j = t.state_json(t.replay(e3()))
    assert list(j) == STATE_KEYS
    assert (j["over"], j["step"], j["waiting"], j["phase"], j["round"], j["first"]) == (
        True,
        None,
        None,
        5,
        8,
        "ben",
    )
    assert (j["round_card"], j["round_cards_left"], j["pot"], j["auction"]) == (None, 0, 0, None)
    assert j["hands"] == {p: [] for p in ["ana", "ben", "cleo", "dan"]}
    assert j["table"] == {p: {"cards": [], "protection": 0} for p in ["ana", "ben", "cleo", "dan"]}
    assert j["opened"] == ["ben", "cleo", "dan", "ana"]
    # Penalty piles in the order 0…10, P1…P8, J, R1…R10.
    assert j["penalty"]["cleo"] == [
        "0", "1", "1", "3", "3", "3", "4", "6", "7", "7", "8", "8", "9", "9",
        "P5", "J", "J", "R2", "R5", "R8", "R10",
    ]  # fmt: skip
    assert j["scores"]["ana"] == {"penalty": 22, "chips": 13, "score": -4}


def test_output_winners_in_seat_order() -> None:
    from .helpers import game_actions

    final, _ = game_actions(3, 20)
    assert t.state_json(final)["winners"] == ["p1", "p2"]
