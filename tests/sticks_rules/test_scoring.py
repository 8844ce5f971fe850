"""End of a round and of the game (STICKS.md R19–R22, H4, H5) and the final standings."""

from __future__ import annotations

import sticks_rules as s
from sticks_rules.engine import cancellation

from .helpers import P3, P4, craft_last_trick, event, finish_trick, out, whole_game


def test_R19_a_round_score_is_the_sticks_held_after_nine_tricks() -> None:
    # Round 1, last trick worth 2: ana (leader) 30, ben 10, cleo 20. ana had 3 red.
    state = craft_last_trick(
        P3, round_no=1, earlier=[], sticks=[-3, 4, 0], last_cards=[30, 10, 20], value=2
    )
    state, events = finish_trick(state)
    end = event(events, "round_end")
    assert end["scores"] == {"ana": 1, "ben": 2, "cleo": 0}
    assert out(state)["round_scores"] == [{"ana": 1, "ben": 2, "cleo": 0}]
    assert out(state)["round"] == 2 and out(state)["trick"] == 1


def test_R19_the_round_ends_after_nine_tricks_exactly() -> None:
    state, _ = whole_game(3, 4)
    assert len(state.round_scores) == 3
    steps = 0
    st = s.start(s.new_record(["a", "b", "c"], seed=4))
    while st.round_no == 1:
        seat = st.waiting()[0]
        st, _ = s.apply(st, s.Play(seat, st.hands[seat][0]))
        steps += 1
    assert steps == 27


def test_R20_no_sticks_cancels_the_highest_earlier_score() -> None:
    state = craft_last_trick(
        P3,
        round_no=3,
        earlier=[[4, 2, 0], [6, 1, 1]],
        sticks=[0, 0, 0],
        last_cards=[20, 10, 30],
        value=1,
    )
    state, events = finish_trick(state)  # ana plays the middle card: ends with no sticks
    end = event(events, "round_end")
    assert end["scores"]["ana"] == 0
    assert end["cancelled"] == {"ana": {"round": 2, "score": 6}}
    data = out(state)
    assert data["cancelled"] == {"ana": [2], "ben": [], "cleo": []}
    assert data["totals"]["ana"] == 4  # 4 + [6] + 0


def test_R21_sticks_go_back_for_the_next_round() -> None:
    state = craft_last_trick(
        P3, round_no=1, earlier=[], sticks=[5, -5, 0], last_cards=[20, 10, 30], value=1
    )
    state, _ = finish_trick(state)
    assert all(v == {"blue": 0, "red": 0} for v in out(state)["sticks"].values())
    assert state.round_no == 2 and all(len(h) == 9 for h in state.hands)


def test_R22_the_lowest_total_of_uncancelled_scores_wins() -> None:
    state = craft_last_trick(
        P3,
        round_no=3,
        earlier=[[9, 2, 3], [1, 2, 3]],
        sticks=[0, 1, -1],
        last_cards=[20, 10, 30],
        value=1,
    )
    state, events = finish_trick(state)
    # ana ends on 0 (cancels round 1's 9); ben takes 1 red: 1 - 1 = 0, cancels his 2 (round 1);
    # cleo takes 1 blue: -1 + 1 = 0, cancels her 3 (round 1).
    data = out(state)
    assert data["round_scores"][-1] == {"ana": 0, "ben": 0, "cleo": 0}
    assert data["cancelled"] == {"ana": [1], "ben": [1], "cleo": [1]}
    assert data["totals"] == {"ana": 1, "ben": 2, "cleo": 3}
    assert data["winners"] == ["ana"] and data["over"] is True
    over = event(events, "game_over")
    assert over == {
        "type": "game_over",
        "totals": {"ana": 1, "ben": 2, "cleo": 3},
        "winners": ["ana"],
        "shared": False,
    }


def test_R22_game_over_output() -> None:
    state, _ = whole_game(4, 9)
    data = out(state)
    assert data["over"] is True and data["round"] == data["rounds_total"] == 4
    assert data["trick"] == 9 and data["dealer"] == "p2"  # round 4's dealer: seat 4 - 2
    assert data["leader"] is None and data["stakes"] is None
    assert data["waiting"] == data["revealed"] == data["trick_cards"] == []
    assert all(h == [] for h in data["hands"].values())
    assert all(v == {"blue": 0, "red": 0} for v in data["sticks"].values())
    best = min(data["totals"].values())
    assert data["winners"] == [p for p in state.players if data["totals"][p] == best]


def test_R22_actions_after_the_game_are_illegal() -> None:
    state, _ = whole_game(2, 1)
    exc = None
    try:
        s.apply(state, s.Play(0, 1))
    except s.IllegalAction as e:
        exc = e
    assert exc is not None and exc.code == "game_over" and exc.rule == "R22"
    assert s.legal_plays(state, 0) == [] and s.GAME.waits(state) == []


def test_H4_automatic_highest_earliest_on_ties() -> None:
    assert cancellation([7, 7], []) == 1
    assert cancellation([3, 7, 7], []) == 2
    assert cancellation([7, 7], [1]) == 2


def test_H4_nothing_in_round_one_or_when_every_earlier_score_is_zero_or_cancelled() -> None:
    assert cancellation([], []) is None
    assert cancellation([0, 0], []) is None
    assert cancellation([5, 0], [1]) is None
    state = craft_last_trick(P3, round_no=1, earlier=[], sticks=[0, 0, 0], last_cards=[20, 10, 30])
    state, events = finish_trick(state)
    assert event(events, "round_end")["cancelled"] == {}


def test_H4_a_cancelled_score_stays_cancelled() -> None:
    state = craft_last_trick(
        P3,
        round_no=3,
        earlier=[[5, 1, 1], [0, 1, 1]],
        cancelled=[[1], [], []],
        sticks=[0, 0, 0],
        last_cards=[20, 10, 30],
    )
    state, events = finish_trick(state)
    assert event(events, "round_end")["cancelled"] == {}  # round 2's 0 is nothing to cancel
    assert out(state)["cancelled"]["ana"] == [1]
    assert out(state)["totals"]["ana"] == 0


def test_H4_cancellations_listed_in_ascending_round_order() -> None:
    state = craft_last_trick(
        P4,
        round_no=4,
        earlier=[[2, 0, 0, 0], [0, 0, 0, 0], [5, 0, 0, 0]],
        cancelled=[[3], [], [], []],
        sticks=[0, 0, 0, 0],
        last_cards=[20, 10, 30, 25],
    )
    state, _ = finish_trick(state)
    assert out(state)["cancelled"]["ana"] == [1, 3]


def test_H5_tied_lowest_totals_share_the_victory_and_the_position() -> None:
    tied = craft_last_trick(
        P3,
        round_no=3,
        earlier=[[3, 3, 9], [1, 1, 0]],
        sticks=[-1, 0, 5],
        last_cards=[30, 20, 10],
        value=1,
    )
    # ana 30 takes 1 blue: 1 red - 1 = none; ben 20 takes nothing; cleo 10 takes 1 red.
    # Both end on none and cancel round 1's 3: ana and ben total 1 each.
    tied, events = finish_trick(tied)
    data = out(tied)
    assert data["round_scores"][-1] == {"ana": 0, "ben": 0, "cleo": 4}
    assert data["totals"] == {"ana": 1, "ben": 1, "cleo": 13}
    assert data["winners"] == ["ana", "ben"]
    assert event(events, "game_over")["shared"] is True
    table = s.standings(tied)
    assert [(st.name, st.position, st.winner, st.shared) for st in table] == [
        ("ana", 1, True, True),
        ("ben", 1, True, True),
        ("cleo", 3, False, False),
    ]


def test_standings_fields() -> None:
    state = craft_last_trick(
        P3,
        round_no=3,
        earlier=[[7, 2, 0], [7, 3, 5]],
        sticks=[0, 1, 2],
        last_cards=[20, 10, 30],
        value=1,
    )
    state, _ = finish_trick(state)
    table = {st.name: st for st in s.standings(state)}
    ana = table["ana"]
    assert ana.round_points == [7, 7, 0] and ana.total == 7 and ana.cards == []
    assert ana.seat == 0 and ana.position == 2 and not ana.winner
    ben = table["ben"]
    assert ben.round_points == [2, 3, 0] and ben.total == 2  # ben took 1 red: 1 - 1 = 0
    assert ben.position == 1 and ben.winner and not ben.shared
    assert s.GAME.score_order == "low"
    assert [st.position for st in s.standings(state)] == sorted(
        st.position for st in s.standings(state)
    )
