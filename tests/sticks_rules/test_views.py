"""What a seat and the public see (STICKS.md "At a Discord table"): everything public, the
seat's own hand, nothing hidden (the property tests check the "nothing hidden" on random
games; these check that what must show does)."""

from __future__ import annotations

import sticks_rules as s
from sticks_rules.engine import Play

from .helpers import P3, SPEC_EXAMPLE, craft_last_trick, finish_trick, plays, record, round_spec

VIEW_FIELDS = {
    "player",
    "seat",
    "hand",
    "moves",
    "my_pick",
    "deck",
    "reveal",
    "round",
    "rounds_total",
    "trick",
    "over",
    "dealer",
    "leader",
    "turn",
    "waiting",
    "picked",
    "revealed",
    "stakes",
    "value",
    "score_cards_left",
    "trick_cards",
    "last_trick",
    "seats",
    "winners",
}
SEAT_FIELDS = {
    "name",
    "seat",
    "hand_size",
    "sticks",
    "blue",
    "red",
    "played",
    "dealer",
    "leader",
    "round_scores",
    "cancelled",
    "total",
}


def test_public_view_of_the_spec_example() -> None:
    v = s.view(s.replay(SPEC_EXAMPLE), None)
    data = v.model_dump()
    assert set(data) == VIEW_FIELDS
    assert all(set(seat) == SEAT_FIELDS for seat in data["seats"])
    assert (v.player, v.seat, v.hand, v.moves, v.my_pick) == ("", -1, [], [], None)
    assert (v.dealer, v.leader, v.turn, v.waiting) == ("cleo", "ana", "cleo", ["cleo"])
    assert v.revealed == ["B0", "4"] and v.stakes is not None
    assert (v.stakes.blue, v.stakes.red, v.value) == (0, 4, 4)
    assert [(c.player, c.card) for c in v.trick_cards] == [("ana", 22), ("ben", 40)]
    assert [seat.hand_size for seat in v.seats] == [8, 8, 9]
    assert [seat.played for seat in v.seats] == [True, True, False]
    assert [seat.dealer for seat in v.seats] == [False, False, True]
    assert v.score_cards_left == ["1", "2", "3", "5", "6", "7", "8", "9", "R0"]
    assert (v.deck, v.reveal, v.round, v.rounds_total, v.trick) == ("full", "turns", 1, 3, 1)


def test_a_seat_sees_its_own_hand_and_plays() -> None:
    state = s.replay(SPEC_EXAMPLE)
    cleo = s.view(state, 2)
    assert cleo.player == "cleo" and cleo.hand == [2, 6, 8, 11, 15, 24, 27, 38, 45]
    assert cleo.moves == cleo.hand
    ana = s.view(state, 0)
    assert ana.hand == [3, 17, 28, 30, 41, 44, 48, 50] and ana.moves == []


def test_sticks_scores_cancellations_and_totals_are_public() -> None:
    state = craft_last_trick(
        P3, round_no=2, earlier=[[5, 0, 3]], sticks=[0, -2, 4], last_cards=[20, 10, 30]
    )
    v = s.view(state, None)
    assert [(seat.sticks, seat.blue, seat.red) for seat in v.seats] == [
        (0, 0, 0),
        (-2, 0, 2),
        (4, 4, 0),
    ]
    state, _ = finish_trick(state)
    v = s.view(state, 1)
    ana = v.seats[0]
    assert ana.round_scores == [5, 0] and ana.cancelled == [1] and ana.total == 0
    assert [seat.total for seat in v.seats] == [0, 3, 8]


def test_simultaneous_only_who_has_picked_shows() -> None:
    rec = record(P3, [round_spec(P3, {}, ["5"])], plays(("cleo", 19), ("ana", 2)))
    rec["reveal"] = "simultaneous"
    state = s.replay(rec)
    public = s.view(state, None)
    assert public.picked == ["cleo", "ana"] and public.waiting == ["ben"]
    assert public.turn is None
    assert [(c.player, c.card) for c in public.trick_cards] == [("cleo", None), ("ana", None)]
    cleo = s.view(state, 2)
    assert cleo.my_pick == 19
    assert [(c.player, c.card) for c in cleo.trick_cards] == [("cleo", 19), ("ana", None)]
    ben = s.view(state, 1)
    assert ben.my_pick is None and ben.moves == ben.hand
    assert '"card":19' not in ben.model_dump_json() and 19 not in ben.hand


def test_the_last_trick_shows_once_then_goes() -> None:
    rec = record(P3, [round_spec(P3, {}, ["5", "6"])], plays(("ana", 1), ("ben", 10), ("cleo", 19)))
    state = s.replay(rec)
    shown = s.view(state, None).last_trick
    assert shown is not None
    assert (shown.highest.player, shown.lowest.player) == ("cleo", "ana")
    assert shown.blue is not None and shown.red is not None
    assert (shown.blue.count, shown.red.count, shown.next_leader) == (5, 5, "cleo")
    state, _ = s.apply(state, Play(2, 20))
    assert s.view(state, None).last_trick is None


def test_game_over_view() -> None:
    state = craft_last_trick(
        P3, round_no=3, earlier=[[1, 2, 3], [1, 2, 3]], sticks=[0, 0, 0], last_cards=[20, 10, 30]
    )
    state, _ = finish_trick(state)
    v = s.view(state, 0)
    assert v.over and v.leader is None and v.turn is None and v.stakes is None
    assert v.waiting == [] and v.moves == [] and v.trick_cards == []
    assert v.winners == ["ana"]
    assert v.last_trick is not None and v.last_trick.trick == 9
