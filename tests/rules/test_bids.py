"""A bid: R5 (opening), H1, R6a–R6d, R7 (jokers), R8 (drawing after a play)."""

from __future__ import annotations

from collections import Counter

import pytest

import dobro_rules as d
from dobro_rules.engine import Action

from .helpers import (
    P3,
    P4,
    act,
    after,
    chain,
    craft,
    event,
    hand,
    illegal,
    play,
    record,
    round_spec,
    run,
    take,
)


def moves(state: d.GameState, player: str) -> set[tuple]:
    return {(m.kind, m.cards, m.values, m.target) for m in d.legal_moves(state, player)}


def table(hands: dict[str, list[str]], pile_top=(), players=P3, **kw) -> dict:
    """A 3-player record, ana to open, with the given hands and pile top."""
    return record(players, [round_spec(players, hands, pile_top, starter=players[0])], **kw)


# -- R5 ----------------------------------------------------------------------------------------


def test_R5_opening_with_one_card_sets_the_value() -> None:
    state, events = run(table({"ana": ["7", "2", "3", "4", "5", "6"]}, actions=[play("ana", "7")]))
    out = d.state_json(state)
    assert (out["value"], out["bid"], out["must_open"], out["turn"]) == (7, ["7"], False, "ben")
    ev = event(events[0], "play")
    assert ev["opening"] and not ev["doubled"] and ev["value"] == 7 and ev["rule"] == "R5"


def test_R5_opening_with_a_pair_sets_the_sum() -> None:
    state, _ = run(table({"ana": ["4", "4", "2"]}, actions=[play("ana", "4", "4")]))
    assert d.state_json(state)["value"] == 8


def test_R5_an_opening_never_doubles() -> None:
    rec = table(
        {"ana": ["12", "2"], "ben": ["12", "3"]},
        actions=[play("ana", "12"), take("ben"), play("ben", "12")],
    )
    state, events = run(rec)
    assert d.state_json(state)["value"] == 12  # equal to the taken V, yet no doubling
    assert not event(events[2], "play")["doubled"]


def test_R5_opener_may_not_take() -> None:
    state = d.start(table({"ana": ["7"]}))
    err = illegal(state, take("ana"))
    assert (err.rule, err.code) == ("R5", "open_no_take")
    assert "rule R5" in err.message
    assert ("take", (), (), None) not in moves(state, "ana")


def test_R5_opener_may_not_play_a_special_card() -> None:
    state = d.start(table({"ana": ["S", "R", "7"]}))
    for card in ("S", "R"):
        err = illegal(state, play("ana", card))
        assert (err.rule, err.code) == ("R5", "open_no_special")
    assert not any(m.cards in (("S",), ("R",)) for m in d.legal_moves(state, "ana"))


def test_R5_legal_openings_are_every_card_and_pair() -> None:
    state = d.start(table({"ana": ["2", "5", "5", "J", "S", "R"]}))
    every = tuple(range(2, 13))
    assert moves(state, "ana") == {
        ("play", ("2",), (), None),
        ("play", ("5",), (), None),
        ("play", ("5", "5"), (), None),
        ("play", ("J",), every, None),
        ("play", ("J", "2"), (2,), None),
        ("play", ("J", "5"), (5,), None),
    }
    assert moves(state, "ben") == set()  # not ben's turn


def test_R5_opening_with_jokers() -> None:
    base = table({"ana": ["J", "J", "2"]})
    assert d.state_json(after(base, play("ana", "J", as_=12)))["value"] == 12
    assert d.state_json(after(base, play("ana", "J", "J", as_=3)))["value"] == 6
    assert d.state_json(after(base, play("ana", "J", "2", as_=2)))["value"] == 4


def test_R5_an_opening_is_one_card_or_a_pair() -> None:
    state = d.start(table({"ana": ["5", "6", "7", "7", "7"]}))
    assert illegal(state, play("ana", "5", "6")).rule == "R6b"
    assert illegal(state, play("ana", "7", "7", "7")).code == "card_count"
    assert illegal(state, play("ana")).code == "card_count"
    assert illegal(state, play("ana", "9")).code == "not_in_hand"


# -- H1 ----------------------------------------------------------------------------------------


def h1_state(direction: int = 1) -> d.GameState:
    """Pile empty; ana must open and holds no numbered card."""
    return craft(
        P3,
        {"ana": ["S", "R"], "ben": ["5", "9", "J"], "cleo": ["3", "4", "7"]},
        [],
        collected={"ana": 10, "ben": 10, "cleo": None},
        turn="ana",
        direction=direction,
    )


def test_H1_opener_without_numbered_card_must_play_a_special() -> None:
    s = h1_state()
    assert moves(s, "ana") == {("play", ("S",), (), None), ("play", ("R",), (), None)}
    assert illegal(s, take("ana")).rule == "R5"


def test_H1_special_stays_in_the_bid_and_the_opening_passes_on() -> None:
    s, events = act(h1_state(), play("ana", "S"))
    out = d.state_json(s)
    assert (out["value"], out["must_open"], out["bid"], out["turn"]) == (0, True, ["S"], "ben")
    assert event(events, "skip")["rule"] == "H1"
    assert illegal(s, take("ben")).rule == "R5"  # ben opens: he may not take
    s, events = act(s, play("ben", "5"))
    out = d.state_json(s)
    assert (out["value"], out["must_open"], out["bid"]) == (5, False, ["S", "5"])
    assert event(events, "play")["opening"]
    # Whoever takes this bid collects the special too (R6d).
    s, _ = act(s, take("cleo"))
    collected_before = d.state_json(h1_state())["collected"]["cleo"]
    assert d.state_json(s)["collected"]["cleo"] == collected_before + 2


def test_H1_after_a_reverse_the_opening_passes_in_the_new_direction() -> None:
    s, _ = act(h1_state(), play("ana", "R"))
    out = d.state_json(s)
    assert (out["direction"], out["turn"], out["must_open"]) == ("counterclockwise", "cleo", True)
    s, _ = act(h1_state(direction=-1), play("ana", "R"))
    assert d.state_json(s)["turn"] == "ben"


def test_H1_an_opener_with_a_numbered_card_is_not_concerned() -> None:
    s = craft(
        P3,
        {"ana": ["S", "2"], "ben": ["5"], "cleo": ["3"]},
        [],
        collected={"ana": 10, "ben": 10, "cleo": None},
        turn="ana",
    )
    assert illegal(s, play("ana", "S")).rule == "R5"


# -- R6a ---------------------------------------------------------------------------------------


def test_R6a_one_card_at_least_the_value_raises_or_doubles_it() -> None:
    rec = table(
        {"ana": ["5", "9"], "ben": ["7"], "cleo": ["7"]},
        actions=[play("ana", "5"), play("ben", "7"), play("cleo", "7")],
    )
    state, events = run(rec)
    assert [event(e, "play")["value"] for e in events] == [5, 7, 14]
    assert [event(e, "play")["doubled"] for e in events] == [False, False, True]
    assert event(events[1], "play")["rule"] == "R6a"
    err = illegal(state, play("ana", "9"))
    assert (err.rule, err.code) == ("R6a", "too_low")
    assert "below the value in play, 14" in err.message and "rule R6a" in err.message


def test_R6a_legal_single_cards_are_those_at_least_v() -> None:
    state = after(table({"ana": ["6"], "ben": ["2", "5", "6", "7", "12", "S"]}), play("ana", "6"))
    singles = {m.cards for m in d.legal_moves(state, "ben") if len(m.cards) == 1}
    assert singles == {("6",), ("7",), ("12",), ("S",)}


def test_R6a_only_the_turn_player_plays() -> None:
    state = d.start(table({"ana": ["6"], "ben": ["7"]}))
    err = illegal(state, play("ben", "7"))
    assert (err.rule, err.code) == ("R6", "not_your_turn")
    assert "ana's turn" in err.message and "rule R6" in err.message


# -- R6b ---------------------------------------------------------------------------------------


def test_R6b_a_pair_of_sum_at_least_the_value_raises_or_doubles_it() -> None:
    rec = table(
        {"ana": ["5", "2"], "ben": ["3", "3"], "cleo": ["6", "6", "4", "4"]},
        actions=[play("ana", "5"), play("ben", "3", "3"), play("cleo", "6", "6")],
    )
    _, events = run(rec)
    assert [event(e, "play")["value"] for e in events] == [5, 6, 12]
    # 3+3 = 6 > 5 raises; 6+6 = 12 on V = 6 is not equal: 12. Now doubling:
    state2 = after(
        table(
            {"ana": ["6", "2"], "ben": ["3", "3"], "cleo": ["6", "6", "4", "4"]},
        ),
        play("ana", "6"),
        play("ben", "3", "3"),
    )
    assert d.state_json(state2)["value"] == 12
    err = illegal(state2, play("cleo", "4", "4"))
    assert (err.rule, err.code) == ("R6b", "too_low")
    s3, evs = act(state2, play("cleo", "6", "6"))
    assert d.state_json(s3)["value"] == 24 and event(evs, "play")["doubled"]
    assert event(evs, "play")["rule"] == "R6b"


def test_R6b_two_different_values_are_not_a_pair() -> None:
    state = after(table({"ana": ["2"], "ben": ["5", "6"]}), play("ana", "2"))
    err = illegal(state, play("ben", "5", "6"))
    assert (err.rule, err.code) == ("R6b", "not_pair")


def test_R6b_legal_pairs_are_those_of_sum_at_least_v() -> None:
    state = after(
        table({"ana": ["9"], "ben": ["4", "4", "5", "5", "12", "12"]}),
        play("ana", "9"),
    )
    pairs = {m.cards for m in d.legal_moves(state, "ben") if len(m.cards) == 2}
    assert pairs == {("5", "5"), ("12", "12")}


# -- R6c ---------------------------------------------------------------------------------------


def test_R6c_skip_leaves_the_value_and_passes_on() -> None:
    rec = table({"ana": ["5"], "ben": ["S"]}, actions=[play("ana", "5"), play("ben", "S")])
    state, events = run(rec)
    out = d.state_json(state)
    assert (out["value"], out["bid"], out["turn"], out["direction"]) == (
        5,
        ["5", "S"],
        "cleo",
        "clockwise",
    )
    ev = event(events[1], "skip")
    assert (ev["rule"], ev["value"], ev["opening"]) == ("R6c", 5, False)


def test_R6c_reverse_flips_the_direction_and_the_next_player_follows_it() -> None:
    rec = table(
        {"ana": ["5", "8"], "ben": ["R"], "dan": ["R", "9"]},
        players=P4,
        actions=[play("ana", "5"), play("ben", "R")],
    )
    state, events = run(rec)
    out = d.state_json(state)
    assert (out["value"], out["direction"], out["turn"]) == (5, "counterclockwise", "ana")
    assert event(events[1], "reverse")["direction"] == "counterclockwise"
    state, _ = act(state, play("ana", "8"))
    assert d.state_json(state)["turn"] == "dan"  # counterclockwise from ana
    state, _ = act(state, play("dan", "R"))
    out = d.state_json(state)
    assert (out["direction"], out["turn"], out["value"]) == ("clockwise", "ana", 8)


def test_R6c_special_cards_are_played_alone() -> None:
    state = after(table({"ana": ["5"], "ben": ["S", "S", "R", "6"]}), play("ana", "5"))
    for cards in (("S", "S"), ("S", "R"), ("S", "6")):
        err = illegal(state, play("ben", *cards))
        assert (err.rule, err.code) == ("R6c", "special_pair")
    err = illegal(state, play("ben", "J", "S", as_=5))
    assert err.code in ("special_pair", "not_in_hand")


def test_R6c_specials_are_playable_at_any_value() -> None:
    state = after(
        table({"ana": ["12", "12"], "ben": ["S", "R", "2"]}),
        play("ana", "12", "12"),
    )
    assert d.state_json(state)["value"] == 24
    assert {m.cards for m in d.legal_moves(state, "ben")} == {("S",), ("R",), ()}


# -- R6d ---------------------------------------------------------------------------------------


def r6d_record() -> dict:
    return table(
        {
            "ana": ["4", "R", "12"],
            "ben": ["J", "5", "6", "11", "2", "3"],
            "cleo": ["S", "9", "11"],
        },
        actions=[
            play("ana", "4"),
            play("ben", "J", as_=6),
            play("cleo", "S"),
            play("ana", "R"),  # counterclockwise: cleo next
            play("cleo", "9"),
        ],
    )


def test_R6d_take_collects_every_card_of_the_bid_then_opens() -> None:
    before, _ = run(r6d_record())
    out = d.state_json(before)
    assert out["bid"] == ["4", "J", "S", "R", "9"] and out["turn"] == "ben"
    assert out["value"] == 9
    s, events = act(before, take("ben"))
    out = d.state_json(s)
    assert out["collected"] == {"ana": 0, "ben": 5, "cleo": 0}
    assert Counter(s.piles[1]) == Counter([4, 13, 14, 15, 9])
    assert (out["bid"], out["value"], out["must_open"], out["turn"]) == ([], 0, True, "ben")
    ev = event(events, "take")
    assert (ev["player"], ev["cards"], ev["collected"]) == ("ben", 5, 5)
    # R8: the taker played nothing, so draws nothing.
    assert out["hands"]["ben"] == d.state_json(before)["hands"]["ben"]
    assert out["pile"] == d.state_json(before)["pile"]
    # ...and must now open: not take again, not pass the turn.
    assert illegal(s, take("ben")).rule == "R5"
    assert illegal(s, play("cleo", "11")).code == "not_your_turn"
    s, events = act(s, play("ben", "2"))
    out = d.state_json(s)
    assert (out["value"], out["bid"], out["turn"]) == (2, ["2"], "ana")
    assert event(events, "play")["opening"]


def test_R6d_taking_is_allowed_even_with_playable_cards() -> None:
    state, _ = run(r6d_record())
    listed = d.legal_moves(state, "ben")
    assert any(m.kind == "play" for m in listed)
    assert d.Move("take") in listed
    s, _ = act(state, take("ben"))
    assert d.state_json(s)["collected"]["ben"] == 5


def test_R6d_collected_cards_stay_on_the_score_pile() -> None:
    state, _ = run(r6d_record())
    s, _ = chain(state, take("ben"), play("ben", "3"), take("ana"))
    out = d.state_json(s)
    assert out["collected"] == {"ana": 1, "ben": 5, "cleo": 0}


# -- R7 ----------------------------------------------------------------------------------------


def test_R7_a_joker_alone_takes_a_declared_value_from_2_to_12() -> None:
    base = table({"ana": ["J"]})
    for v in range(2, 13):
        s = after(base, play("ana", "J", as_=v))
        assert d.state_json(s)["value"] == v
    state = d.start(base)
    for v in (0, 1, 13, 24):
        err = illegal(state, play("ana", "J", as_=v))
        assert (err.rule, err.code) == ("R7", "joker_value_range")


def test_R7_a_joker_follows_R6a_and_doubles_when_equal() -> None:
    state = after(table({"ana": ["7"], "ben": ["J", "J"]}), play("ana", "7"))
    err = illegal(state, play("ben", "J", as_=6))
    assert (err.rule, err.code) == ("R6a", "too_low")
    s, events = act(state, play("ben", "J", as_=7))
    assert d.state_json(s)["value"] == 14 and event(events, "play")["doubled"]
    assert event(events, "play")["as"] == 7
    s, _ = act(state, play("ben", "J", as_=9))
    assert d.state_json(s)["value"] == 9


def test_R7_a_joker_with_a_card_is_a_pair_of_that_card() -> None:
    state = after(table({"ana": ["4"], "ben": ["J", "5", "3"]}), play("ana", "4"))
    s, _ = act(state, play("ben", "J", "5", as_=5))
    assert d.state_json(s)["value"] == 10
    s, _ = act(state, play("ben", "5", "J", as_=5))  # either order
    assert d.state_json(s)["value"] == 10
    s, events = act(state, play("ben", "J", "3", as_=3))
    assert d.state_json(s)["value"] == 6
    assert event(events, "play")["rule"] == "R6b"
    for wrong in (4, 6, 12):
        err = illegal(state, play("ben", "J", "5", as_=wrong))
        assert (err.rule, err.code) == ("R7", "joker_pair_value")


def test_R7_joker_with_a_card_doubles_when_the_sum_equals_v() -> None:
    state = after(table({"ana": ["10"], "ben": ["J", "5"]}), play("ana", "10"))
    s, events = act(state, play("ben", "J", "5", as_=5))
    assert d.state_json(s)["value"] == 20 and event(events, "play")["doubled"]


def test_R7_two_jokers_make_a_pair_of_one_declared_value() -> None:
    state = after(table({"ana": ["8"], "ben": ["J", "J"]}), play("ana", "8"))
    s, events = act(state, play("ben", "J", "J", as_=4))
    assert d.state_json(s)["value"] == 16 and event(events, "play")["doubled"]
    s, _ = act(state, play("ben", "J", "J", as_=12))
    assert d.state_json(s)["value"] == 24
    assert illegal(state, play("ben", "J", "J", as_=3)).rule == "R6b"
    assert illegal(state, play("ben", "J", "J", as_=13)).rule == "R7"


def test_R7_the_declared_value_is_required_exactly_with_a_joker() -> None:
    state = after(table({"ana": ["8"], "ben": ["J", "9"]}), play("ana", "8"))
    with pytest.raises(d.RecordError, match="required exactly when a joker is played"):
        d.apply(state, play("ben", "J"))
    with pytest.raises(d.RecordError, match="no joker is played"):
        d.apply(state, play("ben", "9", as_=9))
    # The engine's own checks, below the record layer:
    with pytest.raises(d.IllegalAction) as err:
        d.apply(state, Action(1, "play", (13,), None))
    assert (err.value.rule, err.value.code) == ("R7", "joker_value_missing")
    with pytest.raises(d.IllegalAction) as err:
        d.apply(state, Action(1, "play", (9,), 9))
    assert (err.value.rule, err.value.code) == ("R7", "declared_without_joker")


def test_R7_legal_joker_moves_list_their_values() -> None:
    state = after(table({"ana": ["9"], "ben": ["J", "J", "4", "5", "11", "2"]}), play("ana", "9"))
    jokers = {(m.cards, m.values) for m in d.legal_moves(state, "ben") if "J" in m.cards}
    assert jokers == {
        (("J",), tuple(range(9, 13))),
        (("J", "5"), (5,)),
        (("J", "11"), (11,)),
        (("J", "J"), tuple(range(5, 13))),
    }
    s = after(table({"ana": ["12", "12"], "ben": ["J", "J"]}), play("ana", "12", "12"))
    assert {(m.cards, m.values) for m in d.legal_moves(s, "ben") if "J" in m.cards} == {
        (("J", "J"), (12,)),
    }


def test_R7_declared_values_are_shown_to_everyone() -> None:
    state = after(table({"ana": ["J"]}), play("ana", "J", as_=6))
    for p in P3:
        view = d.player_view(state, p)
        assert [(b.player, b.cards, b.declared, b.value) for b in view.bid] == [
            ("ana", ["J"], 6, 6)
        ]


# -- R8 ----------------------------------------------------------------------------------------


def test_R8_every_play_refills_the_hand_from_the_top_of_the_pile() -> None:
    rec = table(
        {"ana": ["5", "2", "2", "3", "3", "4"], "ben": ["6", "6"], "cleo": ["S"]},
        ["J", "12", "12", "R"],
        actions=[play("ana", "5"), play("ben", "6", "6"), play("cleo", "S")],
    )
    state0 = d.start(rec)
    pile0 = d.state_json(state0)["pile"]
    state, events = run(rec)
    out = d.state_json(state)
    assert all(len(h) == 6 for h in out["hands"].values())
    assert out["pile"] == pile0 - 4
    assert "J" in out["hands"]["ana"]  # the top card went to the first player who played
    assert out["hands"]["ben"].count("12") == 2
    assert "R" in out["hands"]["cleo"]
    assert [event(e, "draw")["count"] for e in events] == [1, 2, 1]
    assert out["turn"] == "ana"


def test_R8_a_take_draws_nothing() -> None:
    rec = table({"ana": ["5"]}, actions=[play("ana", "5")])
    state = d.replay(rec)
    s, events = act(state, take("ben"))
    assert not [e for e in events if e["type"] == "draw"]
    assert hand(s, "ben") == hand(state, "ben")
    assert d.state_json(s)["pile"] == d.state_json(state)["pile"]


def test_R8_a_short_pile_gives_what_it_has_then_hands_shrink() -> None:
    s = craft(
        P3,
        {"ana": ["4", "4", "5", "6", "7", "8"], "ben": ["9"] * 3 + ["2"] * 3, "cleo": ["3"] * 6},
        ["12"],
        collected={"ana": 10, "ben": 10, "cleo": None},
        turn="ana",
    )
    s, events = act(s, play("ana", "4", "4"))
    assert len(hand(s, "ana")) == 5 and d.state_json(s)["pile"] == 0
    assert event(events, "draw")["count"] == 1
    assert event(events, "pile_empty")
    s, events = act(s, play("ben", "9"))
    assert len(hand(s, "ben")) == 5
    assert not [e for e in events if e["type"] == "draw"]
    assert d.state_json(s)["turn"] == "cleo"


def test_R8_next_player_follows_the_direction() -> None:
    s = craft(
        P4,
        {p: ["2", "3", "4", "5", "6", "7"] for p in P4[:2]}
        | {p: ["8", "8", "9", "3", "4", "5"] for p in P4[2:]},
        ["10", "10", "10", "11", "11", "11"],
        collected={"ana": 10, "ben": None},
        turn="ben",
        direction=-1,
    )
    s, _ = act(s, play("ben", "2"))
    assert d.state_json(s)["turn"] == "ana"


def test_R6_a_waiting_players_preview_is_what_their_turn_brings() -> None:
    """The greyed-out hand (``preview_moves``) lists exactly the moves the player gets when
    their turn comes with the value unchanged (here: cleo skips, R6c), and never a draw/oubli."""
    hands = {"ana": ["4", "R", "12"], "ben": ["J", "5", "6", "11", "2", "3"], "cleo": ["S", "9"]}
    rec = table(hands)
    state = after(rec, play("ana", "4"))  # ben's turn, value 4
    assert d.player_view(state, "ben").preview == []  # on turn: the real moves, no preview
    waiting = d.player_view(state, "cleo").preview
    assert waiting and not d.legal_moves(state, "cleo")
    assert all(m.kind in ("play", "take") for m in waiting)
    state = after(rec, play("ana", "4"), play("ben", "J", as_=4))  # doubles to 8
    before = d.player_view(state, "ana").preview
    state2 = after(rec, play("ana", "4"), play("ben", "J", as_=4), play("cleo", "S"))
    assert d.state_json(state2)["turn"] == "ana"  # the skip left the value at 8
    assert [d.views.move_view(m) for m in d.legal_moves(state2, "ana")] == before
