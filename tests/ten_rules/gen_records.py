"""Regenerate tests/ten_rules/records/*.json: ``python -m tests.ten_rules.gen_records``.

The records are checked in; this script documents how they were made. E1 is TEN.md's own
record (its ``deal`` completed: the rest of the pile in a fixed order); E2 and E3 are built
with ``deal`` from TEN.md's worked examples. E3 needs seven earlier rounds that leave every
hand, supply, penalty total, round card and the pile exactly as the example starts round 8:
``E3_ROUNDS`` plays them (nobody opens; the pots go where the supplies need them).
"""

from __future__ import annotations

import json
from typing import Any

from .helpers import (
    P2,
    P3,
    P4,
    RECORDS,
    add,
    deal,
    offer,
    open_,
    planned_record,
    play,
    protect,
    record,
    reveal,
)

E1_HANDS = {
    "ana": ["4", "J", "2", "P3"],
    "ben": ["10", "4", "8", "J"],
    "cleo": ["6", "5", "P1", "J"],
}
#: TEN.md's E1 record, as printed there.
E1_ACTIONS: list[dict[str, Any]] = [
    play("ana", "4", True, 0),
    play("ben", "10", False, 2),
    play("cleo", "6", True, 1),
    open_("ana", "ben", 2),
    offer("cleo", 3),
    offer("ana", 4),
    offer("cleo", None),
    protect("ana", 2),
    open_("ben", "cleo", 1),
    protect("cleo", 0),
]
#: The rest of E1: cleo passes her opening; ana turns up her 10 and adds none; ben adds 4,
#: cleo adds 5.
E1_REST: list[dict[str, Any]] = [
    open_("cleo"),
    reveal("ana", True),
    add("ana", None),
    add("ben", "4"),
    add("cleo", "5"),
]


def e1() -> dict[str, Any]:
    d = deal(P3, E1_HANDS, pile_top=["7"], round_cards=["R5", "R2"])
    return record(P3, E1_ACTIONS, seed=3, deal_=d)


E2_HANDS = {"ana": ["4", "6", "J", "2"], "ben": ["9", "1", "J", "3"]}
E2_ACTIONS: list[dict[str, Any]] = [
    play("ana", "4", True, 0),
    play("ben", "9", True, 0),
    open_("ana", "ben", 1),  # the fee: 1 chip to the pot, swap (H6)
    protect("ana", 1),
    protect("ben", 0),
    open_("ben", "ana", 2),  # ana's 9 is protected by 1: an auction nobody else can join
    protect("ben", 0),
    protect("ana", 0),
    add("ana", "6"),
    add("ben", "1"),
]


def e2() -> dict[str, Any]:
    d = deal(P2, E2_HANDS, round_cards=["R3"])
    return record(P2, E2_ACTIONS, seed=11, deal_=d)


def _part(
    a: str, b: str | None = None, chips: int = 0, up: bool = True, bas: int | None = None
) -> Any:
    return ((a, up, chips, None), (b, bas) if b is not None else None)


#: E3's first seven rounds (round cards R3, R10, R1, R4, R6, R7, R9): ana loses round 1 (R3 +
#: 8 normal cards = 11), cleo round 2 (R10 + 8 = 18), ben rounds 3 and 4 (18 + 26 = 44), dan
#: rounds 5 to 7 (28 + 29 + 16 = 73). cleo and ben put chips on their cards in rounds 1–3;
#: dan wins round 1's pot (3), ana rounds 2 and 3 (4 + 3): supplies 14, 3, 1, 10. Every
#: winner names ben, who is F in round 8.
E3_ROUNDS: list[dict[str, Any]] = [
    {
        "first": "ana",
        "parts": {
            "ana": _part("9", "0"),
            "ben": _part("8", "2", chips=1),
            "cleo": _part("7", "3", chips=2),
            "dan": _part("9", "1"),
        },
        "next": "ben",
    },
    {
        "first": "ben",
        "parts": {
            "ben": _part("7", "3", chips=2),
            "cleo": _part("8", "1", chips=2),
            "dan": _part("6", "4"),
            "ana": _part("9", "1"),
        },
        "next": "ben",
    },
    {
        "first": "ben",
        "parts": {
            "ben": _part("0", "J", chips=1, bas=0),
            "cleo": _part("9", "0", chips=2),
            "dan": _part("7", "3"),
            "ana": _part("8", "2"),
        },
        "next": "ben",
    },
    {
        "first": "ben",
        "parts": {
            "ben": _part("1", "J", bas=0),
            "cleo": _part("8", "1"),
            "dan": _part("6", "P4"),
            "ana": _part("5", "5"),
        },
        "next": "ben",
    },
    {
        "first": "ben",
        "parts": {
            "ben": _part("10"),
            "cleo": _part("P7", "2"),
            "dan": _part("4", "P2"),
            "ana": _part("6", "P3"),
        },
        "next": "ben",
    },
    {
        "first": "ben",
        "parts": {
            "ben": _part("10"),
            "cleo": _part("P6", "4"),
            "dan": _part("4", "J", bas=0),
            "ana": _part("10"),
        },
        "next": "ben",
    },
    {
        "first": "ben",
        "parts": {
            "ben": _part("10"),
            "cleo": _part("6", "4"),
            "dan": _part("7", "2"),
            "ana": _part("5", "5"),
        },
        "next": "ben",
    },
]
E3_HANDS = {
    "ana": ["3", "5", "7", "J"],
    "ben": ["0", "10", "P1", "J"],
    "cleo": ["3", "8", "P5", "J"],
    "dan": ["6", "9", "P8", "J"],
}
E3_ROUND_CARDS = ["R3", "R10", "R1", "R4", "R6", "R7", "R9", "R8", "R2", "R5"]
#: Round 8 as TEN.md tells it.
E3_ROUND8: list[dict[str, Any]] = [
    play("ben", "J", False, 2),
    play("cleo", "3", True, 0),
    play("dan", "9", True, 0),
    play("ana", "7", False, 1),
    open_("ben"),
    open_("cleo"),
    open_("dan"),
    open_("ana"),
    reveal("ben", False),
    add("cleo", "P5"),
    add("dan", None),
    reveal("ana", True),
    add("ana", "3"),
]


def e3() -> dict[str, Any]:
    rec = planned_record(P4, E3_ROUNDS, E3_HANDS, ["2", "0"], E3_ROUND_CARDS, seed=8)
    rec["actions"] += E3_ROUND8
    return rec


def main() -> None:
    for name, make in (("e1", e1), ("e2", e2), ("e3", e3)):
        path = RECORDS / f"{name}.json"
        path.write_text(json.dumps(make(), indent=1) + "\n", encoding="utf-8")
        print(path)


if __name__ == "__main__":
    main()
