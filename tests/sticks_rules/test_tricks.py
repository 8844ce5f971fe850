"""A trick (STICKS.md R9–R18, H6, H7): reveals, plays, sticks, pairs, the next leader."""

from __future__ import annotations

import pytest

import sticks_rules as s
from sticks_rules.engine import Play

from .helpers import (
    P2,
    P3,
    P4,
    event,
    flat,
    illegal,
    out,
    play,
    plays,
    random_game,
    record,
    round_spec,
    run,
)

# ana leads round 1 (H3); these hands make every card easy to place.
HANDS = {
    "ana": [10, 20, 30, 40, 41, 42, 43, 44, 45],
    "ben": [11, 21, 31, 1, 2, 3, 4, 5, 6],
    "cleo": [12, 22, 32, 50, 49, 48, 47, 46, 7],
}


def rec3(pile_top: list[str], actions=(), reveal: str = "turns") -> dict:
    return record(P3, [round_spec(P3, HANDS, pile_top)], list(actions), reveal=reveal)


# -- R9–R12: score cards ------------------------------------------------------------------


def test_R9_the_leader_reveals_the_top_score_card() -> None:
    data = out(s.start(rec3(["5"])))
    assert data["leader"] == "ana" and data["revealed"] == ["5"]
    assert data["stakes"] == {"blue": 5, "red": 5}


def test_R9_the_reveal_event_names_the_leader() -> None:
    ev = s.start_events(s.start(rec3(["5"])))
    assert [e["type"] for e in ev] == ["round_start", "reveal"]
    assert ev[1]["leader"] == "ana" and ev[1]["cards"] == ["5"] and ev[1]["value"] == 5


@pytest.mark.parametrize(("zero", "stakes"), [("B0", (0, 4)), ("R0", (4, 0))])
def test_R10_a_zero_removes_its_colour(zero: str, stakes: tuple[int, int]) -> None:
    state = s.start(rec3([zero, "4"]))
    data = out(state)
    assert data["revealed"] == [zero, "4"]
    assert data["stakes"] == {"blue": stakes[0], "red": stakes[1]}
    ev = s.start_events(state)[1]
    assert ev["removed"] == ("blue" if zero == "B0" else "red") and not ev["voided"]


def test_R10_the_removed_colour_is_not_handed_out() -> None:
    state, events = run(rec3(["R0", "4"], plays(("ana", 10), ("ben", 11), ("cleo", 12))))
    # Red removed: the lowest (ana, 10) takes nothing; the highest (cleo) takes 4 blue.
    assert out(state)["sticks"] == {
        "ana": {"blue": 0, "red": 0},
        "ben": {"blue": 0, "red": 0},
        "cleo": {"blue": 4, "red": 0},
    }
    trick = event(flat(events), "trick")
    assert trick["red"] is None and trick["blue"] == {"player": "cleo", "count": 4}


@pytest.mark.parametrize("zeros", [["R0", "B0"], ["B0", "R0"]])
def test_R11_two_zeros_cancel_out(zeros: list[str]) -> None:
    state = s.start(rec3([*zeros, "6"]))
    data = out(state)
    assert data["revealed"] == [*zeros, "6"]
    assert data["stakes"] == {"blue": 6, "red": 6}
    assert s.start_events(state)[1]["voided"] is True


@pytest.mark.parametrize(
    "pile",
    [
        ["1", "2", "3", "4", "5", "6", "7", "8", "9", "B0", "R0"],
        ["B0", "R0", "1", "2", "3", "4", "5", "6", "7", "8", "9"],
        ["1", "2", "3", "4", "5", "6", "7", "8", "B0", "9", "R0"],
        ["1", "B0", "2", "3", "R0", "4", "5", "6", "7", "8", "9"],
    ],
)
def test_R12_the_pile_never_runs_out_and_a_bottom_zero_stays_hidden(pile: list[str]) -> None:
    state = s.start(record(P2, [round_spec(P2, {}, pile)]))
    values = []
    for _ in range(9):
        values.append(out(state)["revealed"][-1])
        for _ in range(2):
            seat = state.waiting()[0]
            state, _ = s.apply(state, Play(seat, state.hands[seat][0]))
    assert values == [c for c in pile if c not in ("B0", "R0")]
    # After nine tricks the round is over: a zero below the 9th nonzero card was never seen.
    last_nonzero = max(i for i, c in enumerate(pile) if c not in ("B0", "R0"))
    assert state.round_no == 2 and state.trick_no == 1
    hidden = pile[last_nonzero + 1 :]
    assert all(c in ("B0", "R0") for c in hidden)


# -- R13: playing in turn -----------------------------------------------------------------


def test_R13_the_leader_plays_then_each_player_to_the_left() -> None:
    state, events = run(rec3(["5"], plays(("ana", 20), ("ben", 21))))
    data = out(state)
    assert data["waiting"] == ["cleo"]
    assert data["trick_cards"] == [{"player": "ana", "card": 20}, {"player": "ben", "card": 21}]
    assert events[0][0] == {
        "type": "play",
        "player": "ana",
        "card": 20,
        "round": 1,
        "trick": 1,
        "next": "ben",
    }


def test_R13_any_card_in_hand_may_be_played() -> None:
    state = s.start(rec3(["5"]))
    listed = s.legal_plays(state, 0)
    assert [p.card for p in listed] == sorted(HANDS["ana"])
    for p in listed:
        s.apply(state, p)
    assert s.legal_plays(state, 1) == [] and s.legal_plays(state, 2) == []


def test_R13_not_your_turn_is_refused() -> None:
    state = s.start(rec3(["5"]))
    exc = illegal(state, Play(1, 11))
    assert exc.code == "not_your_turn" and exc.rule == "R13"
    assert str(exc) == "It is ana's turn, not yours (rule R13, playing a card)."


def test_R13_a_card_not_in_hand_is_refused() -> None:
    state = s.start(rec3(["5"]))
    for card in (11, 0, 51, -3, 10**50):
        exc = illegal(state, Play(0, card))
        assert exc.code == "not_in_hand" and exc.rule == "R13"


def test_R13_a_played_card_leaves_the_hand() -> None:
    state = s.replay(rec3(["5"], plays(("ana", 20))))
    assert 20 not in state.hands[0]
    assert illegal(state, Play(1, 20)).code == "not_in_hand"


# -- R14–R17: sticks ----------------------------------------------------------------------


def test_R14_highest_takes_blue_lowest_takes_red_middle_nothing() -> None:
    state, events = run(rec3(["3"], plays(("ana", 30), ("ben", 1), ("cleo", 50))))
    data = out(state)
    assert data["sticks"]["cleo"] == {"blue": 3, "red": 0}
    assert data["sticks"]["ben"] == {"blue": 0, "red": 3}
    assert data["sticks"]["ana"] == {"blue": 0, "red": 0}
    trick = event(events[-1], "trick")
    assert trick["highest"] == {"player": "cleo", "card": 50}
    assert trick["lowest"] == {"player": "ben", "card": 1}


def test_R14_two_players_both_take_sticks() -> None:
    rec = record(P2, [round_spec(P2, {"ana": [5], "ben": [6]}, ["2"])], plays(("ana", 5)))
    state = s.replay({**rec, "actions": [*rec["actions"], play("ben", 6)]})
    assert out(state)["sticks"] == {"ana": {"blue": 0, "red": 2}, "ben": {"blue": 2, "red": 0}}


def test_R15_pairs_go_back_until_one_colour_is_left() -> None:
    # Trick 1 (v 3): cleo 50 takes 3 blue. Trick 2 (v 2): cleo leads with 7, lowest: 2 red.
    rec = rec3(
        ["3", "2"],
        plays(("ana", 30), ("ben", 21), ("cleo", 50), ("cleo", 7), ("ana", 40), ("ben", 11)),
    )
    state, events = run(rec)
    assert out(state)["sticks"]["cleo"] == {"blue": 1, "red": 0}
    trick = event(events[-1], "trick")
    assert trick["returned"] == {"cleo": 2}
    assert trick["sticks"]["cleo"] == {"blue": 1, "red": 0}


def test_R15_a_holding_is_one_colour_only() -> None:
    for _, _, state, _ in random_game(4, 3):
        for holding in out(state)["sticks"].values():
            assert holding["blue"] == 0 or holding["red"] == 0


def test_R16_sticks_and_revealed_score_cards_are_public() -> None:
    rec = rec3(["3", "2"], plays(("ana", 30), ("ben", 1), ("cleo", 50)))
    public = s.view(s.replay(rec), None)
    assert public.revealed == ["3", "2"]
    assert {v.name: v.sticks for v in public.seats} == {"ana": 0, "ben": -3, "cleo": 3}
    assert public.score_cards_left == ["1", "4", "5", "6", "7", "8", "9", "B0", "R0"]


def test_R16_played_cards_are_discarded() -> None:
    rec = rec3(["3", "2"], plays(("ana", 30), ("ben", 1), ("cleo", 50), ("cleo", 7)))
    data = out(s.replay(rec))
    assert data["trick_cards"] == [{"player": "cleo", "card": 7}]
    assert all(c not in h for h in data["hands"].values() for c in (30, 1, 50, 7))
    assert s.view(s.replay(rec), None).last_trick is None  # H7: the table moved on


def test_R17_the_highest_card_leads_the_next_trick() -> None:
    state, events = run(rec3(["3", "2"], plays(("ana", 30), ("ben", 31), ("cleo", 12))))
    data = out(state)
    assert data["leader"] == "ben" and data["waiting"] == ["ben"] and data["trick"] == 2
    assert event(events[-1], "trick")["next_leader"] == "ben"
    assert event(events[-1], "reveal")["leader"] == "ben"


# -- R18, H6: the simultaneous variant ----------------------------------------------------


def test_R18_everyone_picks_then_all_are_revealed_together() -> None:
    rec = rec3(["3"], plays(("cleo", 50), ("ana", 30)), reveal="simultaneous")
    state, events = run(rec)
    data = out(state)
    assert data["waiting"] == ["ben"]
    assert data["trick_cards"] == [{"player": "cleo", "card": 50}, {"player": "ana", "card": 30}]
    assert [e["type"] for e in flat(events)] == ["picked", "picked"]
    assert all("card" not in e for e in flat(events))
    state, evs = s.apply(state, Play(1, 1))
    assert [e["type"] for e in evs] == ["picked", "trick", "reveal"]
    trick = evs[1]
    assert [c["card"] for c in trick["cards"]] == [50, 30, 1]  # the order received
    assert out(state)["sticks"]["cleo"] == {"blue": 3, "red": 0}  # R14 unchanged
    assert out(state)["leader"] == "cleo"  # R17 unchanged


def test_R18_every_seat_yet_to_pick_may_play_and_is_waited_on() -> None:
    state = s.start(rec3(["3"], reveal="simultaneous"))
    assert out(state)["waiting"] == P3
    assert s.GAME.waits(state) == [(0, "turn"), (1, "turn"), (2, "turn")]
    state, _ = s.apply(state, Play(1, 11))
    assert out(state)["waiting"] == ["ana", "cleo"]
    assert s.legal_plays(state, 1) == []
    assert len(s.legal_plays(state, 0)) == 9 and len(s.legal_plays(state, 2)) == 9


def test_H6_picks_in_any_order_and_a_pick_is_final() -> None:
    state = s.start(rec3(["3"], reveal="simultaneous"))
    state, _ = s.apply(state, Play(2, 12))
    exc = illegal(state, Play(2, 22))
    assert exc.code == "already_picked" and exc.rule == "H6"
    assert "rule H6" in exc.text() and "règle H6" in exc.text("fr")


def test_H6_the_leader_reveals_and_the_highest_leads_next() -> None:
    rec = rec3(["B0", "3", "5"], reveal="simultaneous")
    state = s.start(rec)
    assert out(state)["leader"] == "ana" and out(state)["revealed"] == ["B0", "3"]
    for seat, card in ((2, 12), (1, 31), (0, 10)):
        state, _ = s.apply(state, Play(seat, card))
    data = out(state)
    assert data["leader"] == "ben" and data["revealed"] == ["B0", "3", "5"]
    assert data["sticks"]["ana"] == {"blue": 0, "red": 3} and data["sticks"]["ben"]["blue"] == 0


# -- H7: the finished trick, shown once -------------------------------------------------


def test_H7_the_finished_trick_is_in_the_events_and_shown_until_the_next_card() -> None:
    rec = rec3(["3", "2"], plays(("ana", 30), ("ben", 1), ("cleo", 50)))
    state, events = run(rec)
    trick = event(events[-1], "trick")
    assert trick["cards"] == [
        {"player": "ana", "card": 30},
        {"player": "ben", "card": 1},
        {"player": "cleo", "card": 50},
    ]
    shown = s.view(state, 0).last_trick
    assert shown is not None and [c.card for c in shown.cards] == [30, 1, 50]
    assert shown.blue is not None and shown.blue.player == "cleo"
    state, _ = s.apply(state, Play(2, 7))
    assert s.view(state, 0).last_trick is None
    assert "30" not in str(out(state)["trick_cards"])


def test_trick_events_in_order() -> None:
    rec = record(P4, [round_spec(P4, {}, ["4", "7"])])
    state = s.start(rec)
    kinds = []
    for _ in range(4):
        seat = state.waiting()[0]
        state, evs = s.apply(state, Play(seat, state.hands[seat][0]))
        kinds += [e["type"] for e in evs]
    assert kinds == ["play", "play", "play", "play", "trick", "reveal"]
