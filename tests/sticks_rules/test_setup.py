"""Components and setting up a round (STICKS.md R1–R8, H1–H3) and the record's shuffles."""

from __future__ import annotations

import pytest

import sticks_rules as s
from sticks_rules.cards import SCORE_CARDS, SplitMix64, deal, deck_size, shuffle

from .helpers import P2, P3, P4, P5, SPEC_EXAMPLE, out, record, round_spec, whole_game


def test_splitmix64_check_value() -> None:
    assert SplitMix64(0).next() == 0xE220A8397B1DCDAF


def test_shuffle_check_value() -> None:
    assert shuffle(list(range(10)), 0, 0) == [6, 3, 2, 9, 8, 1, 4, 7, 0, 5]


def test_shuffle_state_is_seed_plus_k_mod_2_64() -> None:
    items = list(range(20))
    assert shuffle(items, 5, 3) == shuffle(items, 8, 0) == shuffle(items, 0, 8)
    assert shuffle(items, 2**63 - 1, 2**63 + 1) == shuffle(items, 0, 0)


def test_R1_number_cards_1_to_50_all_different() -> None:
    assert deck_size("full", 3) == 50
    hands, _ = deal("full", 5, 11, 1)
    cards = [c for h in hands for c in h]
    assert len(cards) == len(set(cards)) == 45
    assert all(1 <= c <= 50 for c in cards)


def test_R2_eleven_score_cards() -> None:
    assert SCORE_CARDS == ("1", "2", "3", "4", "5", "6", "7", "8", "9", "B0", "R0")
    state = s.start(record(P3, seed=4))
    assert sorted(state.dealt[0].score_pile) == sorted(SCORE_CARDS)


def test_R3_the_engine_keeps_the_sticks_and_the_scores() -> None:
    """R3: sticks and the score sheet are the engine's: counts per player, scores per round."""
    data = out(s.start(record(P3, seed=2)))
    assert data["sticks"]["ana"] == {"blue": 0, "red": 0}
    assert data["round_scores"] == [] and data["totals"] == {"ana": 0, "ben": 0, "cleo": 0}


def test_H2_the_reserve_never_runs_out() -> None:
    """H2: 25 sticks a colour is no limit: one player can hold far more blue."""
    hands = {"ana": [50, 49, 48, 47, 46, 45, 44, 43, 42]}
    pile = ["9", "8", "7", "6", "5", "4", "3", "2", "1"]
    rec = record(P2, [round_spec(P2, hands, pile)])
    state = s.start(rec)
    for _ in range(8):
        lead = state.leader
        for seat in (lead, 1 - lead):
            state, _ = s.apply(state, s.Play(seat, state.hands[seat][0]))
    assert state.sticks[0] == 9 + 8 + 7 + 6 + 5 + 4 + 3 + 2 > 25
    assert out(state)["sticks"]["ana"] == {"blue": 44, "red": 0}


@pytest.mark.parametrize("names", [P2, P3, P4, P5])
def test_H1_two_to_five_players(names: list[str]) -> None:
    state = s.start(record(names))
    assert state.n == len(names) and all(len(h) == 9 for h in state.hands)


@pytest.mark.parametrize("count", [0, 1, 6, 7])
def test_H1_other_player_counts_are_refused(count: int) -> None:
    with pytest.raises(s.RecordError, match="2 to 5 players"):
        s.start(record([f"p{i}" for i in range(count)]))


def test_R4_one_round_per_player_each_dealing_once() -> None:
    state = s.start(record(P4, seed=3))
    assert state.rounds_total == 4 and out(state)["rounds_total"] == 4
    dealers = [s.engine.dealer_of(4, r) for r in range(1, 5)]
    assert sorted(dealers) == [0, 1, 2, 3]
    # Each next dealer is the left neighbour (the next seat) of the previous one.
    assert all(dealers[i + 1] == (dealers[i] + 1) % 4 for i in range(3))


def test_H3_round_one_dealt_by_the_last_seat_led_by_the_first() -> None:
    for names in (P2, P3, P5):
        data = out(s.start(record(names)))
        assert data["dealer"] == names[-1] and data["leader"] == names[0]
    for r in range(1, 6):
        assert s.engine.dealer_of(5, r) == (r - 2) % 5


def test_H3_later_rounds_dealt_and_led_by_the_next_seats() -> None:
    state, actions = whole_game(3, 12)
    rec = s.export_record(state, actions)
    per_round = 27
    for r in range(1, 4):
        mid = s.replay({**rec, "actions": actions[: per_round * (r - 1)]})
        data = out(mid)
        assert data["round"] == r and data["trick"] == 1
        assert data["dealer"] == state.players[(r - 2) % 3]
        assert data["leader"] == state.players[(r - 1) % 3]


def test_R5_score_pile_is_shuffle_2r_minus_1_top_first() -> None:
    state = s.start(record(P3, seed=99))
    expected = shuffle(SCORE_CARDS, 99, 1)
    assert list(state.dealt[0].score_pile) == expected
    first = out(state)["revealed"]
    # The top card is revealed first (and more while they are zeros: R10).
    assert first == expected[: len(first)]


def test_R6_nobody_holds_sticks_at_the_start() -> None:
    assert all(v == {"blue": 0, "red": 0} for v in out(s.start(record(P3)))["sticks"].values())


def test_R7_nine_cards_each_from_shuffle_2r_minus_2() -> None:
    state = s.start(record(P3, seed=21))
    cards = shuffle(range(1, 51), 21, 0)
    for seat in range(3):
        assert sorted(state.hands[seat]) == sorted(cards[9 * seat : 9 * seat + 9])


def test_R7_unused_cards_are_shown_nowhere() -> None:
    state = s.start(record(P3, seed=21))
    dealt = {c for h in state.hands for c in h}
    data = out(state)
    shown = {c for h in data["hands"].values() for c in h}
    assert shown == dealt and len(dealt) == 27
    view = s.view(state, None).model_dump_json()
    for c in set(range(1, 51)) - dealt:
        assert f'"hand":[{c}' not in view


def test_R7_a_later_round_uses_shuffle_2r_minus_2() -> None:
    hands, pile = deal("full", 3, 5, 2)
    assert hands[0] == shuffle(range(1, 51), 5, 2)[:9]
    assert pile == shuffle(SCORE_CARDS, 5, 3)


@pytest.mark.parametrize("names", [P2, P3, P5])
def test_R8_trimmed_deck_is_1_to_9n_all_dealt(names: list[str]) -> None:
    n = len(names)
    state = s.start(record(names, deck="trimmed", seed=8))
    cards = sorted(c for h in state.hands for c in h)
    assert cards == list(range(1, 9 * n + 1))
    assert deck_size("trimmed", 3) == 27  # "à 3 joueurs, on joue avec les cartes 1 à 27"


def test_R8_trimmed_rounds_entry_refuses_a_card_above_9n() -> None:
    spec = round_spec(P2, deck="trimmed")
    spec["hands"]["ana"][0] = 19
    with pytest.raises(s.RecordError, match="not in this deck"):
        s.start(record(P2, [spec], deck="trimmed"))


def test_the_spec_example_deals_as_written() -> None:
    state = s.start(SPEC_EXAMPLE)
    assert state.hands[1] == [1, 5, 9, 12, 19, 33, 36, 40, 47]
    assert out(state)["revealed"] == ["B0", "4"]
