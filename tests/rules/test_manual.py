"""Manual drawing and the oubli card: R9 and H2."""

from __future__ import annotations

import dobro_rules as d

from .helpers import (
    P3,
    P4,
    act,
    after,
    chain,
    craft,
    draw,
    event,
    hand,
    illegal,
    oubli,
    play,
    record,
    round_spec,
    take,
)

HANDS = {
    "ana": ["3", "4", "5", "6", "9", "2"],
    "ben": ["5", "6", "7", "8", "10", "2"],
    "cleo": ["6", "7", "8", "9", "11", "2"],
}


def manual(*actions: dict) -> dict:
    """3 players, manual drawing, ana opens; the pile top is 12, J, S, 10, 11..."""
    spec = round_spec(P3, HANDS, ["12", "J", "S", "10", "11"], starter="ana")
    return record(P3, [spec], list(actions), draw="manual")


def out(state: d.GameState) -> dict:
    return d.state_json(state)


# -- H2: drawing is manual ---------------------------------------------------------------------


def test_H2_after_playing_the_hand_stays_short_until_drawn() -> None:
    s = after(manual(), play("ana", "3"))
    o = out(s)
    assert o["short"] == ["ana"]
    assert len(o["hands"]["ana"]) == 5
    assert o["pile"] == 57 - 18
    assert d.Move("draw") in d.legal_moves(s, "ana")
    s, events = act(s, draw("ana"))
    o = out(s)
    assert o["short"] == [] and len(o["hands"]["ana"]) == 6 and "12" in o["hands"]["ana"]
    assert o["pile"] == 57 - 18 - 1
    assert event(events, "draw") == {"type": "draw", "player": "ana", "count": 1, "pile": 38}
    assert o["turn"] == "ben"  # drawing does not move the turn


def test_H2_a_short_player_may_draw_at_any_moment() -> None:
    s = after(manual(), play("ana", "3"), play("ben", "5"), draw("ben"), play("cleo", "6"))
    assert out(s)["short"] == ["ana", "cleo"]
    s, _ = act(s, draw("cleo"))  # cleo draws on ana's turn
    s, _ = act(s, draw("ana"))
    assert out(s)["short"] == []
    assert all(len(h) == 6 for h in out(s)["hands"].values())


def test_H2_drawing_needs_a_short_hand() -> None:
    s = d.start(manual())
    err = illegal(s, draw("ben"))
    assert (err.rule, err.code) == ("H2", "not_short")


def test_H2_oubli_only_once_another_player_has_played() -> None:
    s = after(manual(), play("ana", "3"))
    err = illegal(s, oubli("ben", "ana"))
    assert (err.rule, err.code) == ("H2", "oubli_not_callable")
    assert "rule H2" in err.message
    assert not [m for m in d.legal_moves(s, "ben") if m.kind == "oubli"]
    s, _ = act(s, play("ben", "5"))
    assert d.Move("oubli", target="ana") in d.legal_moves(s, "cleo")
    s, events = act(s, oubli("cleo", "ana"))
    o = out(s)
    assert o["oubli"] == "ana"
    assert len(o["hands"]["ana"]) == 6 and "12" in o["hands"]["ana"]
    assert "ana" not in o["short"]
    ev = event(events, "oubli")
    assert (ev["player"], ev["target"], ev["from"], ev["count"]) == ("cleo", "ana", None, 1)


def test_H2_oubli_after_another_player_takes() -> None:
    s = after(manual(), play("ana", "3"), take("ben"))
    s, _ = act(s, oubli("ben", "ana"))  # the taker may call too
    assert out(s)["oubli"] == "ana"


def test_H2_a_draw_by_someone_else_does_not_end_the_turn() -> None:
    s = after(manual(), play("ana", "3"), draw("ana"), play("ben", "5"), play("cleo", "6"))
    # ben's turn ended when cleo played; cleo's has not (nobody played since).
    assert [m.target for m in d.legal_moves(s, "ana") if m.kind == "oubli"] == ["ben"]
    s, _ = act(s, draw("ben"))
    assert illegal(s, oubli("ana", "cleo")).code == "oubli_not_callable"


def test_H2_first_call_wins() -> None:
    s = after(manual(), play("ana", "3"), play("ben", "5"), oubli("cleo", "ana"))
    err = illegal(s, oubli("ben", "ana"))
    assert err.code == "oubli_not_callable"
    assert out(s)["oubli"] == "ana"


def test_H2_must_draw_first_when_the_turn_comes() -> None:
    s = after(manual(), play("ana", "3"), play("ben", "5"), draw("ben"), play("cleo", "6"))
    assert out(s)["turn"] == "ana" and "ana" in out(s)["short"]
    for a in (play("ana", "9"), take("ana")):
        err = illegal(s, a)
        assert (err.rule, err.code) == ("H2", "must_draw_first")
        assert "draw before" in err.message
    assert d.legal_moves(s, "ana") == [d.Move("draw")]  # cleo's turn has not ended yet
    s, _ = act(s, draw("ana"))
    s, _ = act(s, play("ana", "9"))
    assert out(s)["value"] == 9


def test_H2_a_short_turn_player_may_still_be_called_out() -> None:
    s = after(manual(), play("ana", "3"), play("ben", "5"), draw("ben"), play("cleo", "6"))
    s, _ = act(s, oubli("ben", "ana"))
    assert out(s)["oubli"] == "ana" and out(s)["short"] == ["cleo"]
    s, _ = act(s, play("ana", "9"))
    assert out(s)["value"] == 9


def test_H2_draw_and_oubli_exist_only_with_manual_drawing() -> None:
    spec = round_spec(P3, HANDS, starter="ana")
    s = after(record(P3, [spec]), play("ana", "3"), play("ben", "5"))
    assert out(s)["short"] == []
    assert illegal(s, draw("ana")).code == "manual_only"
    err = illegal(s, oubli("cleo", "ana"))
    assert (err.rule, err.code) == ("R9", "manual_only")


def test_H2_no_short_players_once_the_pile_is_empty() -> None:
    s = craft(
        P3,
        {"ana": ["5", "6", "7", "8", "9", "10"], "ben": ["2"] * 5, "cleo": ["3"] * 6},
        [],
        collected={"ana": 10, "ben": 10, "cleo": None},
        turn="ana",
        draw="manual",
    )
    s, _ = act(s, play("ana", "5"))
    assert out(s)["short"] == [] and len(hand(s, "ana")) == 5
    assert illegal(s, draw("ana")).code == "not_short"


def pile_runs_out(direction: int) -> d.GameState:
    """Manual drawing, one card left; ana and cleo have empty hands and not drawn (crafted:
    see the report, a real game cannot reach an empty hand with cards left in the pile)."""
    return craft(
        P4,
        {"ana": [], "ben": ["7", "8"], "cleo": [], "dan": ["2", "3", "4", "5", "6"]},
        ["9"],
        collected={"ana": 5, "ben": 9, "cleo": 12, "dan": None},
        bid=[("dan", ["4"], None)],
        turn="ben",
        direction=direction,
        draw="manual",
        short=["ana", "cleo", "dan"],
        ended=["ana", "cleo", "dan"],
    )


def test_H2_pile_running_out_clears_short_and_an_empty_hand_ends_the_round() -> None:
    s = pile_runs_out(1)
    s2, events = act(s, draw("dan"))
    assert [e["type"] for e in events][:3] == ["draw", "pile_empty", "round_end"]
    assert event(events, "round_end")["ender"] == "cleo"  # first from ben, clockwise
    assert s2.round_no == 2 and s2.ender == 2
    _, events = act(pile_runs_out(-1), draw("dan"))
    assert event(events, "round_end")["ender"] == "ana"  # first from ben, counterclockwise
    # The turn player counts first when their own hand is empty.
    s4 = craft(
        P3,
        {"ana": [], "ben": [], "cleo": ["2", "3", "4", "5", "6"]},
        ["9"],
        collected={"ana": 5, "ben": 9, "cleo": None},
        turn="ben",
        draw="manual",
        short=["ana", "ben", "cleo"],
        ended=["ana", "cleo"],
    )
    _, events = act(s4, oubli("ana", "cleo"))
    assert event(events, "round_end")["ender"] == "ben"


def test_H2_pile_running_out_without_empty_hands_goes_on() -> None:
    s = craft(
        P3,
        {"ana": ["2", "3", "4", "5"], "ben": ["6"] * 6, "cleo": ["7", "7", "8", "8", "9", "9"]},
        ["10"],
        collected={"ana": 5, "ben": None},
        bid=[("ana", ["5"], None)],
        turn="ben",
        draw="manual",
        short=["ana"],
        ended=["ana"],
    )
    s, events = act(s, draw("ana"))
    o = out(s)
    assert o["pile"] == 0 and o["short"] == [] and len(o["hands"]["ana"]) == 5
    assert not [e for e in events if e["type"] == "round_end"]
    assert illegal(s, oubli("ben", "ana")).code == "oubli_not_callable"


# -- R9: the oubli card ------------------------------------------------------------------------


def test_R9_the_oubli_card_moves_to_the_next_player_called_out() -> None:
    s = after(
        manual(),
        play("ana", "3"),
        play("ben", "5"),
        oubli("cleo", "ana"),  # ana forgot
        draw("ben"),
        play("cleo", "6"),
        play("ana", "9"),  # cleo forgot
    )
    assert out(s)["oubli"] == "ana"
    s, events = act(s, oubli("ben", "cleo"))
    assert out(s)["oubli"] == "cleo"
    ev = event(events, "oubli")
    assert (ev["target"], ev["from"]) == ("cleo", "ana")
    assert len(hand(s, "cleo")) == 6


def test_R9_no_calling_out_oneself() -> None:
    s = after(manual(), play("ana", "3"), play("ben", "5"))
    err = illegal(s, oubli("ana", "ana"))
    assert (err.rule, err.code) == ("R9", "oubli_self")
    assert "rule R9" in err.message


def test_R9_oubli_only_on_a_player_who_has_not_drawn() -> None:
    s = after(manual(), play("ana", "3"), draw("ana"), play("ben", "5"))
    assert illegal(s, oubli("cleo", "ana")).code == "oubli_not_callable"


def test_R9_the_oubli_holder_scores_one_more_point() -> None:
    s = craft(
        P3,
        {"ana": ["9"], "ben": ["2", "3"], "cleo": ["4", "5"]},
        [],
        collected={"ana": 10, "ben": 20, "cleo": None},
        bid=[("cleo", ["6"], None)],
        turn="ana",
        draw="manual",
        oubli_holder="ben",
    )
    s, events = act(s, play("ana", "9"))
    # ana 10 cards (1st), ben 20 (2nd), cleo 57-10-20-5 = 22 (3rd); ben holds the oubli card.
    assert out(s)["round_points"] == [{"ana": 1, "ben": 3, "cleo": 3}]
    assert event(events, "round_end")["oubli"] == "ben"


def test_R9_the_oubli_card_cannot_be_won_once_the_pile_is_empty() -> None:
    s = craft(
        P3,
        {"ana": ["2", "3", "4", "5"], "ben": ["6"] * 5, "cleo": ["7", "7", "8", "8", "9", "9"]},
        ["10"],
        collected={"ana": 5, "ben": None},
        bid=[("ana", ["5"], None)],
        turn="cleo",
        draw="manual",
        short=["ana", "ben"],
        ended=["ana"],
    )
    # ben draws the last card: ana, though she never drew, can no longer be called out.
    s, _ = chain(s, draw("ben"))
    assert out(s)["short"] == []
    assert illegal(s, oubli("cleo", "ana")).code == "oubli_not_callable"
    assert out(s)["oubli"] is None
