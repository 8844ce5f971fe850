"""DOBBLE.md's worked examples E1–E5, replayed from records exactly as the spec writes them."""

from __future__ import annotations

from .helpers import P2, P3, claim, deck_with, game, record, state


def test_E1_tower_lock_out_then_ok() -> None:
    deck = deck_with([7, 8, 0, 1])
    claims = [claim("ben", 2000, 0, "fire"), claim("ana", 2500, 0, "anchor")]
    out = state(record(P2, [game("tower", claims, deck)]))
    # The spec's output block, key for key.
    assert out == {
        "game": 0,
        "mode": "tower",
        "round": 1,
        "v": 1,
        "ended": False,
        "over": False,
        "tops": {"ana": 0, "ben": 8},
        "stacks": {"ana": 2, "ben": 1},
        "center": 1,
        "stock": 51,
        "slots": [],
        "counts": {"ana": 1, "ben": 0},
        "out": [],
        "locked_until": {"ben": 5000},
        "duel": None,
        "outcomes": ["wrong", "ok"],
        "results": [],
        "wins": {"ana": 0, "ben": 0},
        "points": {"ana": 0, "ben": 0},
        "winners": [],
    }
    claims += [claim("ben", 3000, 1, "apple"), claim("ben", 5200, 1, "apple")]
    out = state(record(P2, [game("tower", claims, deck)]))
    assert out["outcomes"] == ["wrong", "ok", "locked", "ok"]
    assert out["tops"] == {"ana": 0, "ben": 1} and out["center"] == 2 and out["v"] == 2


def test_E2_well_same_time_seat_order_then_stale() -> None:
    deck = deck_with([9, 5, 2], last=49)
    start = state(record(P3, [game("well", [], deck)]))
    assert start["tops"] == {"ana": 9, "ben": 5, "cleo": 2} and start["center"] == 49
    claims = [claim("ana", 1800, 0, "balloon"), claim("cleo", 1800, 0, "balloon")]
    out = state(record(P3, [game("well", claims, deck)]))
    assert out["outcomes"] == ["ok", "stale"]
    assert out["center"] == 9  # cleo's card 2 still has balloon, but cleo saw v 0
    claims.append(claim("cleo", 2600, 1, "balloon"))
    out = state(record(P3, [game("well", claims, deck)]))
    assert out["outcomes"] == ["ok", "stale", "ok"] and out["center"] == 2


def test_E3_potato_default_target_then_round_two() -> None:
    deck = deck_with([0, 8, 9])
    claims = [claim("cleo", 1000, 0, "ice")]
    out = state(record(P3, [game("potato", claims, deck)]))
    assert out["tops"] == {"ana": 9, "ben": 8, "cleo": None}  # ana holds 9 on 0
    assert out["stacks"] == {"ana": 2, "ben": 1, "cleo": 0} and out["out"] == ["cleo"]
    claims.append(claim("ana", 2000, 1, "snail", "ben"))
    out = state(record(P3, [game("potato", claims, deck)]))
    assert out["counts"] == {"ana": 0, "ben": 3, "cleo": 0}  # ben lost round 1, keeps 3
    assert out["round"] == 2 and out["v"] == 2 and out["out"] == []
    assert out["tops"] == {"ana": deck[3], "ben": deck[4], "cleo": deck[5]}
    assert out["stock"] == 55 - 6


def test_E4_catch_target_and_lowest_slot_then_round_two() -> None:
    deck = deck_with([0, 1, 2])
    start = state(record(P2, [game("catch", [], deck)]))
    assert (start["center"], start["slots"], start["stock"]) == (0, [1, 2], 52)
    claims = [claim("ben", 900, 0, "skull", 1), claim("ana", 1300, 1, "skull")]
    out = state(record(P2, [game("catch", claims, deck)]))
    assert out["outcomes"] == ["ok", "ok"] and out["counts"] == {"ana": 1, "ben": 1}
    assert out["round"] == 2 and out["center"] == deck[3] and out["slots"] == deck[4:6]
    assert out["stock"] == 53 - 3  # card 0 went under the stock


def test_E5_poison_default_target_skips_who_lacks_it() -> None:
    deck = deck_with([0, 8, 9, 7])
    out = state(record(P3, [game("poison", [claim("cleo", 700, 0, "snail")], deck)]))
    assert out["outcomes"] == ["ok"]
    assert out["tops"] == {"ana": 0, "ben": 7, "cleo": 9}
    assert out["counts"] == {"ana": 0, "ben": 1, "cleo": 0}
    assert out["stacks"] == {"ana": 1, "ben": 2, "cleo": 1}
