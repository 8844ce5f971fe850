"""STICKS.md's worked examples E1–E5, through the record contract where they fit in one."""

from __future__ import annotations

import sticks_rules as s

from .helpers import P3, craft_last_trick, event, finish_trick, out, plays, record, round_spec, run


def test_E1_seven_28_36_for_three() -> None:
    rec = record(
        P3,
        [round_spec(P3, {"ana": [7], "ben": [28], "cleo": [36]}, ["3", "5"])],
        plays(("ana", 7), ("ben", 28), ("cleo", 36)),
    )
    state, events = run(rec)
    data = out(state)
    assert data["sticks"] == {
        "ana": {"blue": 0, "red": 3},
        "ben": {"blue": 0, "red": 0},
        "cleo": {"blue": 3, "red": 0},
    }
    assert data["leader"] == "cleo"
    trick = event(events[-1], "trick")
    assert trick["blue"] == {"player": "cleo", "count": 3}
    assert trick["red"] == {"player": "ana", "count": 3}


def test_E2_blue_zero_then_4() -> None:
    rec = record(
        P3,
        [round_spec(P3, {"ana": [12], "ben": [40], "cleo": [9]}, ["B0", "4"])],
        plays(("ana", 12), ("ben", 40), ("cleo", 9)),
    )
    state, _ = run(rec)
    data = out(state)
    assert data["sticks"]["cleo"] == {"blue": 0, "red": 4}
    assert data["sticks"]["ben"] == {"blue": 0, "red": 0}  # blue removed
    assert data["leader"] == "ben"  # but ben leads the next trick (R17)


def test_E3_red_zero_blue_zero_then_6() -> None:
    rec = record(
        P3,
        [round_spec(P3, {"ana": [21], "ben": [3], "cleo": [50]}, ["R0", "B0", "6", "2"])],
        plays(("ana", 21), ("ben", 3)),
    )
    during = s.replay(rec)
    assert out(during)["revealed"] == ["R0", "B0", "6"]  # while the trick is played
    assert out(during)["stakes"] == {"blue": 6, "red": 6}
    state, _ = run({**rec, "actions": [*rec["actions"], {"player": "cleo", "play": 50}]})
    data = out(state)
    assert data["sticks"]["cleo"] == {"blue": 6, "red": 0}
    assert data["sticks"]["ben"] == {"blue": 0, "red": 6}
    # When it ends, the next trick's card is revealed at once and follows.
    assert data["revealed"] == ["R0", "B0", "6", "2"]


def test_E4_pairs_returned_both_ways() -> None:
    hands = {"ana": [1, 27, 49], "ben": [50, 2, 3], "cleo": [25, 30, 28]}
    rec = record(
        P3,
        [round_spec(P3, hands, ["3", "1", "5"])],
        plays(
            ("ana", 1), ("ben", 50), ("cleo", 25),  # ana 3 red, ben 3 blue
            ("ben", 2), ("cleo", 30), ("ana", 27),  # ben 1 red: 2 blue; ana untouched
        ),
    )  # fmt: skip
    before = out(s.replay(rec))
    assert before["sticks"]["ana"] == {"blue": 0, "red": 3}
    assert before["sticks"]["ben"] == {"blue": 2, "red": 0}
    assert before["stakes"] == {"blue": 5, "red": 5}
    state, events = run(
        {**rec, "actions": [*rec["actions"], *plays(("cleo", 28), ("ana", 49), ("ben", 3))]}
    )
    trick = event(events[-1], "trick")
    assert trick["blue"] == {"player": "ana", "count": 5}
    assert trick["red"] == {"player": "ben", "count": 5}
    assert trick["returned"] == {"ana": 3, "ben": 2}
    assert out(state)["sticks"]["ana"] == {"blue": 2, "red": 0}
    assert out(state)["sticks"]["ben"] == {"blue": 0, "red": 3}


def test_E5_equal_highest_scores_cancel_the_earliest() -> None:
    # ana: 7 in round 1, 7 in round 2, no sticks at the end of round 3.
    state = craft_last_trick(
        P3,
        round_no=3,
        earlier=[[7, 0, 2], [7, 1, 1]],
        sticks=[0, 0, 0],
        last_cards=[20, 10, 30],
        value=1,
    )
    state, events = finish_trick(state)
    assert event(events, "round_end")["cancelled"]["ana"] == {"round": 1, "score": 7}
    data = out(state)
    assert data["cancelled"]["ana"] == [1]
    assert data["totals"]["ana"] == 0 + 7 + 0 == 7


def test_E5_no_sticks_in_round_one_cancels_nothing() -> None:
    state = craft_last_trick(
        P3, round_no=1, earlier=[], sticks=[0, 0, 0], last_cards=[20, 10, 30], value=1
    )
    # ben plays the lowest card and takes 1 red; give him none: he plays the middle one.
    state.hands = [[10], [20], [30]]
    state, events = finish_trick(state)
    end = event(events, "round_end")
    assert end["scores"]["ben"] == 0 and end["cancelled"] == {}
    assert out(state)["cancelled"]["ben"] == [] and out(state)["totals"]["ben"] == 0


def test_the_example_of_docs_rules_sticks_md() -> None:
    """docs/rules/sticks.md tells this game: it must be what the engine does."""
    hands = {"ana": [12, 30], "ben": [40, 41], "cleo": [9, 49]}
    rec = record(
        P3,
        [round_spec(P3, hands, ["B0", "4", "5"])],
        plays(("ana", 12), ("ben", 40), ("cleo", 9), ("ben", 41), ("cleo", 49), ("ana", 30)),
    )
    state, events = run(rec)
    data = out(state)
    assert data["sticks"]["cleo"] == {"blue": 1, "red": 0}
    assert data["sticks"]["ana"] == {"blue": 0, "red": 5}
    assert data["sticks"]["ben"] == {"blue": 0, "red": 0}
    assert data["leader"] == "cleo" and data["trick"] == 3
    assert event(events[-1], "trick")["returned"] == {"cleo": 4}
