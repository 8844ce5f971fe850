"""End of a round, scoring, end of the game: R10, R11, R12/H3, R13, R14."""

from __future__ import annotations

import json
from collections import Counter

import pytest

import dobro_rules as d
from dobro_rules.cards import deck
from dobro_rules.engine import next_starter, round_points, winners

from .helpers import (
    P3,
    P4,
    RECORDS,
    act,
    all_cards,
    craft,
    event,
    hand,
    illegal,
    play,
    play_out,
    random_game,
    record,
    round_spec,
    take,
)


def last_card(
    ender: str = "ana",
    *,
    players: list[str] = P3,
    collected: dict[str, int | None] | None = None,
    direction: int = 1,
    points: dict[str, int] | None = None,
    round_no: int = 1,
    oubli_holder: str | None = None,
) -> d.GameState:
    """Pile empty, a bid at V = 5; ``ender`` holds a single 12 and it is their turn."""
    hands = {p: ["2", "3", "4", "5"] for p in players}
    hands[ender] = ["12"]
    opener = players[(players.index(ender) - direction) % len(players)]
    if collected is None:
        collected = {p: 3 * (i + 1) for i, p in enumerate(players[:-1])} | {players[-1]: None}
    return craft(
        players,
        hands,
        [],
        collected=collected,
        bid=[(opener, ["5"], None)],
        turn=ender,
        direction=direction,
        points=points,
        round_no=round_no,
        oubli_holder=oubli_holder,
    )


# -- R10 ---------------------------------------------------------------------------------------


def test_R10_a_round_ends_at_once_when_a_hand_empties_with_the_pile_empty() -> None:
    s = last_card("ana")
    before = d.state_json(s)
    s, events = act(s, play("ana", "12"))
    kinds = [e["type"] for e in events]
    assert kinds == ["play", "round_end", "round_start", "turn"]
    ev = event(events, "round_end")
    assert ev["ender"] == "ana" and ev["round"] == 1
    # Nobody collected the last bid (5 and 12): the counts are those from before the play.
    assert ev["collected"] == before["collected"]
    assert s.round_cards[0] == list(before["collected"].values())
    out = d.state_json(s)
    assert out["round"] == 2 and out["must_open"] and out["bid"] == []


def test_R10_last_bid_and_hands_are_discarded() -> None:
    s = last_card("ben", round_no=3)  # the last round: the state keeps its discard pile
    bid_and_hands = Counter([5, 12, 2, 3, 4, 5, 2, 3, 4, 5])
    s, events = act(s, play("ben", "12"))
    assert s.over
    assert Counter(s.discarded) == bid_and_hands
    assert all(not h for h in d.state_json(s)["hands"].values())
    assert all_cards(s) == Counter(deck(3))  # nothing lost: score piles + discard pile
    assert event(events, "game_end")


def test_R10_a_pair_or_a_special_can_be_the_last_card() -> None:
    s = craft(
        P3,
        {"ana": ["7", "7"], "ben": ["S"], "cleo": ["2", "3"]},
        [],
        collected={"ana": 4, "ben": 8, "cleo": None},
        bid=[("cleo", ["6"], None)],
        turn="ana",
    )
    _, events = act(s, play("ana", "7", "7"))
    assert event(events, "round_end")["ender"] == "ana"
    s3, events = act(s, play("ana", "7"))
    assert not [e for e in events if e["type"] == "round_end"]
    _, events = act(s3, play("ben", "S"))
    assert event(events, "round_end")["ender"] == "ben"


def test_R10_with_the_pile_empty_play_goes_on_without_refilling() -> None:
    s = last_card("ana")
    s, _ = act(s, take("ana"))
    assert d.state_json(s)["round"] == 1
    s, events = act(s, play("ana", "12"))  # opening with her last card also ends the round
    assert event(events, "round_end")["ender"] == "ana"
    s = last_card("ana", collected={"ana": 3, "ben": 6, "cleo": None})
    s, _ = act(s, take("ana"))
    assert d.state_json(s)["collected"]["ana"] == 4  # the 5 was collected by the taker


def test_R10_hands_shrink_once_the_pile_is_empty() -> None:
    s = last_card("cleo")
    s, _ = act(s, play("cleo", "12"))
    assert s.round_no == 2
    s = last_card("ana")
    s, _ = act(s, take("ana"))
    assert len(hand(s, "ana")) == 1


def test_R10_a_full_record_reaches_the_end_of_a_round() -> None:
    rec = play_out(
        record(P4, [round_spec(P4, starter="ana")]), until=lambda s: s.round_no == 2, seed=3
    )
    before = d.replay({**rec, "actions": rec["actions"][:-1]})
    last = rec["actions"][-1]
    assert before.pile == [] and len(hand(before, last["player"])) == len(last["play"])
    _, events = act(before, last)
    ev = event(events, "round_end")
    assert ev["ender"] == last["player"]
    assert ev["collected"] == d.state_json(before)["collected"]


# -- R11 ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("collected", "oubli", "points"),
    [
        ([3, 5, 5, 9], -1, [1, 2, 2, 4]),  # E2's shape
        ([0, 0, 0], -1, [1, 1, 1]),
        ([4, 4, 1, 1], -1, [3, 3, 1, 1]),
        ([1, 2, 3, 4, 5, 6], -1, [1, 2, 3, 4, 5, 6]),
        ([6, 5, 4, 3, 2, 1], 0, [7, 5, 4, 3, 2, 1]),
        ([3, 5, 5, 9], 2, [1, 2, 3, 4]),
        ([10, 10], 1, [1, 2]),
    ],
)
def test_R11_points_are_positions_ties_share_and_skip_oubli_adds_one(
    collected: list[int], oubli: int, points: list[int]
) -> None:
    assert round_points(collected, oubli) == points


def test_R11_round_points_from_a_real_ending() -> None:
    s = last_card(
        "dan",
        players=P4,
        collected={"ana": 5, "ben": 10, "cleo": 10, "dan": None},
        oubli_holder="ana",
    )
    s, events = act(s, play("dan", "12"))
    ev = event(events, "round_end")
    # 14 cards in hands and bid were discarded; dan collected the other 18.
    assert ev["collected"] == {"ana": 5, "ben": 10, "cleo": 10, "dan": 18}
    assert ev["points"] == {"ana": 2, "ben": 2, "cleo": 2, "dan": 4}
    assert d.state_json(s)["round_points"] == [ev["points"]]
    assert d.state_json(s)["points"] == ev["points"] == ev["totals"]


# -- R12 / H3 ----------------------------------------------------------------------------------


def test_R12_next_starter_has_the_most_points_so_far() -> None:
    assert next_starter([3, 8, 5, 1], ender=0, direction=1) == 1
    # Previous rounds count: ana leads the totals though ben scored more this round.
    s = last_card(
        "cleo",
        collected={"ana": 3, "ben": 20, "cleo": None},
        points={"ana": 6, "ben": 2, "cleo": 3},
        round_no=2,
    )
    s, events = act(s, play("cleo", "12"))
    assert event(events, "round_end")["totals"] == {"ana": 7, "ben": 4, "cleo": 6}
    assert event(events, "round_start")["starter"] == "ana"
    assert d.state_json(s)["turn"] == "ana" and s.must_open


@pytest.mark.parametrize(
    ("ender", "direction", "starter"),
    [
        ("cleo", 1, "cleo"),  # H3: the ender is among the tied players and counts first
        ("ben", -1, "ben"),
        ("ana", 1, "ben"),
        ("ana", -1, "cleo"),
        ("dan", 1, "ben"),
        ("dan", -1, "cleo"),
    ],
)
def test_H3_ties_go_to_the_first_tied_player_from_the_ender_included(
    ender: str, direction: int, starter: str
) -> None:
    # ana 8 cards (2 points), ben and cleo 14 (3 points each), dan the other 7 (1 point).
    collected: dict[str, int | None] = {"ana": 8, "ben": 14, "cleo": 14, "dan": None}
    s = last_card(ender, players=P4, collected=collected, direction=direction)
    s, events = act(s, play(ender, "12"))
    ev = event(events, "round_end")
    pts = ev["points"]
    assert pts["ben"] == pts["cleo"] == max(pts.values())
    assert sum(1 for v in pts.values() if v == max(pts.values())) == 2
    assert event(events, "round_start")["starter"] == starter
    assert next_starter([pts[p] for p in P4], P4.index(ender), direction) == P4.index(starter)


def test_H3_next_starter_unit() -> None:
    assert next_starter([4, 6, 6, 2], ender=2, direction=1) == 2
    assert next_starter([4, 6, 6, 2], ender=2, direction=-1) == 2
    assert next_starter([4, 6, 6, 2], ender=0, direction=1) == 1
    assert next_starter([4, 6, 6, 2], ender=0, direction=-1) == 2
    assert next_starter([5, 5, 5], ender=1, direction=-1) == 1


def test_R12_the_direction_is_kept_into_the_next_round() -> None:
    s = last_card("ana", direction=-1)
    s, _ = act(s, play("ana", "12"))
    assert s.round_no == 2
    assert d.state_json(s)["direction"] == "counterclockwise"


def test_R12_a_record_may_not_name_another_later_starter() -> None:
    rec = json.loads((RECORDS / "e2.json").read_text(encoding="utf-8"))
    assert d.state_json(d.replay(rec))["turn"] == "Florent"
    rec["rounds"][1]["starter"] = "Florent"
    assert d.state_json(d.replay(rec))["turn"] == "Florent"
    rec["rounds"][1]["starter"] = "Luis"
    with pytest.raises(d.RecordError, match=r"rounds\[1\]\.starter: R12 makes Florent start"):
        d.replay(rec)


# -- R13 ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("n", "variant", "rounds"),
    [(2, "standard", 3), (4, "standard", 3), (6, "standard", 3), (2, "long", 2), (5, "long", 5)],
)
def test_R13_three_rounds_or_one_per_player(n: int, variant: str, rounds: int) -> None:
    steps = list(random_game(n, seed=n, variant=variant))
    final = steps[-1][2]
    assert final.over and len(final.round_points) == rounds
    assert d.state_json(final)["rounds_total"] == rounds
    assert sum(1 for *_, evs in steps for e in evs if e["type"] == "round_end") == rounds
    assert event(steps[-1][3], "game_end")
    out = d.state_json(final)
    assert (out["turn"], out["bid"], out["value"], out["must_open"]) == (None, [], 0, False)
    err = illegal(final, take(final.players[0]))
    assert (err.rule, err.code) == ("R13", "game_over") and "rule R13" in err.message
    assert d.legal_moves(final, final.players[0]) == [] and d.actors(final) == []


def test_R13_a_record_may_not_spell_out_more_rounds_than_the_game_has() -> None:
    with pytest.raises(d.RecordError, match=r"3 rounds \(R13\)"):
        d.start(record(P3, [round_spec(P3)] * 4))
    d.start(record(P4, [round_spec(P4)] * 4, variant="long"))


# -- R14 ---------------------------------------------------------------------------------------


def test_R14_lowest_total_wins() -> None:
    assert winners([7, 5, 9], [1, 30, 1]) == ([1], "points")


def test_R14_tie_broken_by_fewest_cards_in_the_last_round() -> None:
    assert winners([5, 5, 9], [12, 11, 1]) == ([1], "last_round_cards")


def test_R14_still_tied_the_victory_is_shared() -> None:
    assert winners([5, 5, 5], [3, 3, 4]) == ([0, 1], "shared")


def final_round(
    collected: dict[str, int | None], points: dict[str, int]
) -> tuple[d.GameState, list[dict]]:
    """Round 3 of 3 ends as cleo plays her last card; ``points`` are the earlier totals."""
    s = last_card("cleo", collected=collected, points=points, round_no=3)
    s, events = act(s, play("cleo", "12"))
    assert s.over
    return s, events


def test_R14_at_the_end_of_the_game() -> None:
    # Before the last round ana 4, ben 3, cleo 6. Last round ana fewest (1), ben 2, cleo 3.
    s, events = final_round({"ana": 5, "ben": 10, "cleo": None}, {"ana": 4, "ben": 3, "cleo": 6})
    ev = event(events, "game_end")
    assert ev["points"] == {"ana": 5, "ben": 5, "cleo": 9}
    assert (ev["winners"], ev["tiebreak"]) == (["ana"], "last_round_cards")
    assert d.state_json(s)["winners"] == ["ana"]
    table = d.standings(s)
    assert [(st.name, st.position, st.total, st.winner) for st in table] == [
        ("ana", 1, 5, True),
        ("ben", 2, 5, False),
        ("cleo", 3, 9, False),
    ]
    # Shared: ana and ben collected as many cards in the last round.
    s, events = final_round({"ana": 5, "ben": 5, "cleo": None}, {"ana": 4, "ben": 4, "cleo": 6})
    ev = event(events, "game_end")
    assert (ev["winners"], ev["tiebreak"]) == (["ana", "ben"], "shared")
    table = d.standings(s)
    assert [(st.name, st.position, st.winner, st.shared) for st in table][:2] == [
        ("ana", 1, True, True),
        ("ben", 1, True, True),
    ]
    # Plain win on points.
    s, events = final_round({"ana": 5, "ben": 10, "cleo": None}, {"ana": 1, "ben": 3, "cleo": 6})
    assert (event(events, "game_end")["winners"], event(events, "game_end")["tiebreak"]) == (
        ["ana"],
        "points",
    )
