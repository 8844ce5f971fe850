"""Components and setting up a round: R1, R1b, R2, R3, R4."""

from __future__ import annotations

from collections import Counter

import pytest

import dobro_rules as d
from dobro_rules.cards import CODES, DECK_COUNTS, JOKER, NAMES, REVERSE, SKIP, deck

from .helpers import (
    P3,
    P4,
    all_cards,
    craft,
    deck_names,
    play,
    random_game,
    record,
    round_spec,
)

NUMBERED_COUNTS = {2: 5, 3: 6, 4: 6, 5: 6, 6: 6, 7: 5, 8: 4, 9: 3, 10: 3, 11: 3, 12: 3}


# -- R1 ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_R1_deck_has_57_cards_as_listed(n: int) -> None:
    cards = Counter(deck(n))
    assert sum(cards.values()) == 57
    assert {c: cards[c] for c in range(2, 13)} == NUMBERED_COUNTS
    assert sum(NUMBERED_COUNTS.values()) == 50
    assert cards[JOKER] == 3
    assert cards[SKIP] == 2
    assert cards[REVERSE] == 2
    assert set(cards) == set(range(2, 16))


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_R1_a_shuffled_round_deals_exactly_the_deck(n: int) -> None:
    state = d.start(d.new_record([f"p{i}" for i in range(n)], seed=n))
    assert all_cards(state) == Counter(deck(n))
    out = d.state_json(state)
    assert sum(len(h) for h in out["hands"].values()) + out["pile"] == 57


def test_R1_a_spelled_out_round_must_make_the_deck() -> None:
    spec = round_spec(P3)
    spec["pile"] = [*spec["pile"][1:], "J"]  # one card swapped for a fourth joker
    removed = round_spec(P3)["pile"][0]
    with pytest.raises(d.RecordError) as err:
        d.start(record(P3, [spec]))
    msg = str(err.value)
    assert "57-card deck" in msg and "R1" in msg
    assert "extra 1×'J'" in msg and f"missing 1×{removed!r}" in msg


# -- R1b ---------------------------------------------------------------------------------------


def test_R1b_only_numbered_jokers_and_specials_are_cards() -> None:
    assert set(CODES) == {*(str(v) for v in range(2, 13)), "J", "S", "R"}
    assert set(DECK_COUNTS) == set(range(2, 16))


@pytest.mark.parametrize("card", ["D", "oubli", "dobrei", "direction", "sens", "O", "1", "13"])
def test_R1b_direction_oubli_and_dobrei_cards_never_enter_the_deck(card: str) -> None:
    spec = round_spec(P3)
    spec["pile"][0] = card
    with pytest.raises(d.RecordError, match="unknown card"):
        d.start(record(P3, [spec]))


@pytest.mark.parametrize(("n", "size"), [(2, 55), (3, 57), (4, 57), (5, 57), (6, 57)])
def test_R1b_deck_is_exactly_57_or_55(n: int, size: int) -> None:
    assert len(deck(n)) == size
    state = d.start(d.new_record([f"p{i}" for i in range(n)], seed=11))
    assert sum(all_cards(state).values()) == size


def test_R1b_the_oubli_card_is_a_marker_not_a_card() -> None:
    state = d.start(d.new_record(P3, draw="manual", seed=3))
    out = d.state_json(state)
    assert out["oubli"] is None
    assert all("oubli" not in h for h in out["hands"].values())


# -- R2 ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("n", "size"), [(2, 6), (3, 6), (4, 6), (5, 6), (6, 5)])
def test_R2_hand_size_is_six_or_five_at_six_players(n: int, size: int) -> None:
    assert d.hand_size(n) == size
    state = d.start(d.new_record([f"p{i}" for i in range(n)], seed=n))
    assert all(len(h) == size for h in d.state_json(state)["hands"].values())


@pytest.mark.parametrize("n", [0, 1, 7, 8])
def test_R2_two_to_six_players(n: int) -> None:
    with pytest.raises(d.RecordError, match="2 to 6 players"):
        d.start(record([f"p{i}" for i in range(n)]))


def test_R2_player_names_are_distinct() -> None:
    with pytest.raises(d.RecordError, match="distinct"):
        d.start(record(["ana", "ana", "ben"]))


def test_R2_spelled_out_hands_must_have_the_hand_size() -> None:
    spec = round_spec(P3)
    spec["pile"].append(spec["hands"]["ben"].pop())
    with pytest.raises(d.RecordError, match=r"hands\.ben: a hand holds 6 cards at 3 players"):
        d.start(record(P3, [spec]))
    six = [f"p{i}" for i in range(6)]
    spec = round_spec(six)
    spec["hands"]["p2"].append(spec["pile"].pop())
    with pytest.raises(d.RecordError, match="5 cards at 6 players"):
        d.start(record(six, [spec]))


# -- R3 ----------------------------------------------------------------------------------------


def test_R3_round_one_starts_clockwise_with_full_hands_and_the_rest_face_down() -> None:
    state = d.start(d.new_record(P4, seed=5))
    out = d.state_json(state)
    assert out["direction"] == "clockwise"
    assert out["round"] == 1 and out["must_open"] and out["value"] == 0 and out["bid"] == []
    assert out["pile"] == 57 - 4 * 6
    assert out["oubli"] is None and out["short"] == []


def test_R3_first_starter_is_random_from_the_seed_and_reproducible() -> None:
    starters = {d.start(d.new_record(P4, seed=s)).turn_player for s in range(60)}
    assert starters == set(P4)
    for s in range(5):
        assert d.start(d.new_record(P4, seed=s)).turn_player == (
            d.start(d.new_record(P4, seed=s)).turn_player
        )


def test_R3_first_starter_may_be_named_by_the_record() -> None:
    state = d.start(record(P4, [round_spec(P4, starter="cleo")]))
    assert state.turn_player == "cleo"


def test_R3_each_round_is_a_fresh_shuffle_of_the_whole_deck() -> None:
    steps = list(random_game(4, seed=8))
    final = steps[-1][2]
    assert len(final.dealt) == 3
    for deal in final.dealt:
        cards = Counter(deal.pile)
        for h in deal.hands:
            cards.update(h)
            assert len(h) == 6
        assert cards == Counter(deck(4))
    assert final.dealt[0] != final.dealt[1] != final.dealt[2]


def test_R3_oubli_card_goes_back_to_the_middle_each_round() -> None:
    # ana holds the oubli card and plays her last card with the pile empty: the round ends.
    s = craft(
        P3,
        {"ana": ["9"], "ben": ["2", "3"], "cleo": ["4", "5"]},
        [],
        collected={"ana": 10, "ben": 20, "cleo": None},
        bid=[("cleo", ["6"], None)],
        turn="ana",
        draw="manual",
        oubli_holder="ana",
    )
    s, events = d.apply(s, play("ana", "9"))
    assert s.round_no == 2
    assert d.state_json(s)["oubli"] is None
    assert d.state_json(s)["round_points"][0]["ana"] == 1 + 1  # fewest cards, plus the oubli
    assert next(e for e in events if e["type"] == "round_end")["oubli"] == "ana"
    assert all(len(h) == 6 for h in d.state_json(s)["hands"].values())


# -- R4 ----------------------------------------------------------------------------------------


def test_R4_two_players_leave_the_reverses_out() -> None:
    assert Counter(deck(2)) == Counter(deck(3)) - Counter({REVERSE: 2})
    assert deck_names(2)["R"] == 0


def test_R4_two_players_set_ten_cards_aside_unseen() -> None:
    state = d.start(d.new_record(["ana", "ben"], seed=4))
    out = d.state_json(state)
    assert out["set_aside"] == 10
    assert out["pile"] == 55 - 10 - 12
    view = d.player_view(state, "ana")
    assert view.set_aside == 10
    assert "set_aside" in view.model_dump() and view.model_dump()["set_aside"] == 10


def test_R4_set_aside_is_redrawn_each_round_and_returned_between_rounds() -> None:
    for seed in range(4):
        steps = list(random_game(2, seed=seed))
        final = steps[-1][2]
        asides = [Counter(deal.set_aside) for deal in final.dealt]
        assert len(asides) == 3
        for deal in final.dealt:
            # Each round's deck is the whole 55 again: the set-aside cards came back.
            cards = Counter(deal.pile) + Counter(deal.set_aside)
            for h in deal.hands:
                cards.update(h)
            assert cards == Counter(deck(2))
            assert len(deal.set_aside) == 10
            assert REVERSE not in cards
        assert asides[0] != asides[1] != asides[2] != asides[0]
        # During a round the set-aside cards never move and are never drawn.
        for before, _, after, _ in steps:
            if after.round_no == before.round_no:
                assert after.set_aside == before.set_aside


def test_R4_the_same_set_aside_is_not_reused() -> None:
    differing = 0
    for seed in range(10):
        final = list(random_game(2, seed=seed))[-1][2]
        a, b = (sorted(final.dealt[i].set_aside) for i in (0, 1))
        differing += a != b
    assert differing == 10


def test_R4_no_reverse_in_a_two_player_record() -> None:
    spec = round_spec(["ana", "ben"])
    spec["pile"][0] = "R"
    with pytest.raises(d.RecordError, match="55-card deck") as err:
        d.start(record(["ana", "ben"], [spec]))
    assert "extra 1×'R'" in str(err.value)


@pytest.mark.parametrize("k", [0, 9, 11])
def test_R4_two_player_rounds_need_exactly_ten_set_aside(k: int) -> None:
    spec = round_spec(["ana", "ben"])
    cards = spec["pile"] + spec["set_aside"]
    spec["set_aside"], spec["pile"] = cards[:k], cards[k:]
    with pytest.raises(
        d.RecordError, match=rf"10 cards are set aside at 2 players \(R4\), not {k}"
    ):
        d.start(record(["ana", "ben"], [spec]))


def test_R4_no_set_aside_at_three_players_or_more() -> None:
    spec = round_spec(P3)
    spec["set_aside"] = [spec["pile"].pop()]
    with pytest.raises(d.RecordError, match=r"0 cards are set aside at 3 players \(R4\), not 1"):
        d.start(record(P3, [spec]))


def test_R4_two_player_legal_moves_never_offer_a_reverse() -> None:
    for _, _, after, _ in random_game(2, seed=21):
        for p in after.players:
            assert all("R" not in m.cards for m in d.legal_moves(after, p))


def test_R4_card_names_round_trip() -> None:
    assert all(CODES[NAMES[c]] == c for c in range(2, 16))
