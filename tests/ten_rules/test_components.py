"""TEN.md "Components" and "Setup": R1–R9 and the house rules H1–H5, the SplitMix64 shuffle
with its check value, and the seeded deal."""

from __future__ import annotations

from collections import Counter

import pytest

import ten_rules as t
from ten_rules.cards import JOKER, NAMES, POINTS, VALUE, deck, full_deck, shuffle

from .helpers import P3, P4, record


def test_shuffle_check_value() -> None:
    """TEN.md: seed 0, k 0: [0..9] → [6,3,2,9,8,1,4,7,0,5]."""
    assert shuffle(list(range(10)), 0, 0) == [6, 3, 2, 9, 8, 1, 4, 7, 0, 5]
    # (seed + k) mod 2^64: the same stream for seed s, shuffle k+1 and seed s+1, shuffle k.
    assert shuffle(list(range(10)), 5, 1) == shuffle(list(range(10)), 6, 0)
    assert shuffle(list(range(10)), 2**64 - 1, 1) == shuffle(list(range(10)), 0, 0)


def test_R1_ten_round_cards_worth_their_number() -> None:
    assert [NAMES[c] for c in range(20, 30)] == [f"R{k}" for k in range(1, 11)]
    assert [POINTS[c] for c in range(20, 30)] == list(range(1, 11))
    s = t.start(record(P3, seed=1))
    assert sorted(NAMES[c] for c in s.setup.deal.round_cards) == sorted(
        f"R{k}" for k in range(1, 11)
    )


def test_R2_H1_eight_penalty_cards_value_1_to_8_worth_value_plus_2() -> None:
    codes = [t.cards.CODES[f"P{k}"] for k in range(1, 9)]
    assert [VALUE[c] for c in codes] == list(range(1, 9))
    assert [POINTS[c] for c in codes] == list(range(3, 11))  # "comptent pour 3 à 10"


def test_R3_H2_seven_jokers_any_value_worth_10_points() -> None:
    assert Counter(full_deck())[JOKER] == 7
    assert POINTS[JOKER] == 10
    assert VALUE[JOKER] == 10  # the value of a face-down joker at phase 5 (H2)


def test_R4_H3_fifty_five_normal_cards_five_of_each_value() -> None:
    counts = Counter(full_deck())
    assert [counts[v] for v in range(11)] == [5] * 11
    assert all(POINTS[v] == 1 and VALUE[v] == v for v in range(11))
    assert len(full_deck()) == 70


def test_R5_H4_forty_nine_chips_seven_jokers_for_up_to_seven_players() -> None:
    s = t.start(record(["a", "b", "c", "d", "e", "f", "g"], seed=2))
    assert sum(s.chips) == 49
    assert len(deck(7)) == 70 - 7  # every joker dealt, none in the deck
    for n in (1, 8):
        with pytest.raises(t.RecordError, match="2 to 7 players"):
            t.start(record([f"p{i}" for i in range(n)]))


def test_R6_round_cards_shuffled_into_a_face_down_pile() -> None:
    s = t.start(record(P3, seed=0))
    names = [NAMES[c] for c in s.setup.deal.round_cards]
    # Shuffle #0 of R1…R10 (the check value's permutation), top first.
    assert names == [f"R{k + 1}" for k in [6, 3, 2, 9, 8, 1, 4, 7, 0, 5]]
    assert t.state_json(s)["round_card"] == "R7"  # the top card, turned up (R10)
    public = t.player_view(s, None)
    assert public.round_cards_left == 9 and "R4" not in public.model_dump_json()


def test_R7_each_player_a_joker_and_three_shuffled_cards() -> None:
    for n, seed in ((2, 0), (4, 17), (7, 2**63 - 1)):
        players = [f"p{i}" for i in range(n)]
        s = t.start(record(players, seed=seed))
        shuffled = shuffle(deck(n), seed, 1)
        for i in range(n):
            assert s.setup.deal.hands[i] == (JOKER, *shuffled[3 * i : 3 * i + 3])
            assert sum(s.hands[i]) == 4 and s.hands[i][JOKER] >= 1
        assert list(s.setup.deal.pile) == shuffled[3 * n :]  # the rest, top first
        assert len(s.pile) == 70 - 4 * n
        assert s.pile[-1] == shuffled[3 * n]  # top of the pile = next to draw


def test_R8_seven_chips_each_the_pot_empty() -> None:
    out = t.state_json(t.start(record(P4, seed=9)))
    assert out["chips"] == dict.fromkeys(P4, 7)
    assert out["pot"] == 0


def test_R9_H5_seat_zero_is_the_first_player_of_round_1() -> None:
    for seed in range(5):
        out = t.state_json(t.start(record(P4, seed=seed)))
        assert (out["first"], out["waiting"], out["step"], out["phase"]) == (
            "ana",
            "ana",
            "play",
            2,
        )


def test_H4_seat_counts_two_to_seven() -> None:
    assert (t.GAME.min_seats, t.GAME.max_seats) == (2, 7)
    for n in range(2, 8):
        s = t.start(record([f"p{i}" for i in range(n)], seed=n))
        assert s.n == n and sum(s.chips) == 7 * n


def test_every_rule_house_rule_and_example_is_named_by_a_test() -> None:
    """TEN.md's ids R1–R30, H1–H14 and E1–E3 each name at least one test of this folder."""
    import re
    from pathlib import Path

    named: set[str] = set()
    for path in Path(__file__).parent.glob("test_*.py"):
        for name in re.findall(r"^def (test_\w+)", path.read_text(encoding="utf-8"), re.M):
            named.update(p for p in name.split("_") if re.fullmatch(r"[RHE]\d+", p))
    wanted = {f"R{i}" for i in range(1, 31)} | {f"H{i}" for i in range(1, 15)}
    wanted |= {"E1", "E2", "E3"}
    assert wanted <= named, sorted(wanted - named, key=lambda x: (x[0], int(x[1:])))
