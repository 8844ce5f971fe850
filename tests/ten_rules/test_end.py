"""TEN.md "End of the game": R28–R30, and H12–H14 (the refill that ends a game early, no
refill after round 10, shared victories); the standings the platform stores."""

from __future__ import annotations

import ten_rules as t

from .gen_records import e3
from .helpers import game_actions, record, run


def test_R28_H13_the_game_ends_when_round_10_is_over_and_nobody_refills() -> None:
    final, actions = game_actions(2, 5)
    assert final.over and final.round_no == 10
    state, events = run(record(["p0", "p1"], actions, seed=5))
    last = events[-1]
    assert not [e for e in last if e["type"] == "draw"]  # H13
    end = next(e for e in last if e["type"] == "game_end")
    assert end["reason"] == "rounds" and end["round"] == 10
    j = t.state_json(state)
    taken = [c for p in j["penalty"].values() for c in p]
    assert j["over"] and j["round_cards_left"] == 0 and j["pot"] == 0
    assert sum(c.startswith("R") for c in taken) == 10
    assert j["pile"] + len(taken) - 10 == 70  # every other card is on a penalty pile


def test_R28_H12_a_player_the_pile_leaves_short_ends_the_game() -> None:
    """E3: ben draws the 2 (4 cards), cleo draws the 0 (3 cards) and the pile is empty: game
    over, dan and ana draw nothing."""
    state, events = run(e3())
    last = events[-1]
    draws = [(e["player"], e["count"]) for e in last if e["type"] == "draw"]
    assert draws == [("ben", 1), ("cleo", 1)]
    secrets = [(e["to"], e["cards"]) for e in last if e["type"] == "secret"]
    assert secrets == [("ben", ["2"]), ("cleo", ["0"])]
    assert {"type": "short", "player": "cleo", "hand": 3, "need": 2} in last
    end = next(e for e in last if e["type"] == "game_end")
    assert (end["reason"], end["round"]) == ("pile", 8)
    assert state.over and state.round_no == 8


def test_H12_two_or_three_players_always_play_ten_rounds() -> None:
    """70 − 4N cards in the pile; a round takes at most 2N: with 2 or 3 players the nine
    refills never empty it."""
    for n in (2, 3):
        for seed in range(6):
            final, _ = game_actions(n, seed, ["normal"] * n if seed % 2 else None)
            assert final.round_no == 10 and final.over


def test_R29_hands_go_to_the_penalty_piles_and_an_early_end_gives_the_round_cards_left() -> None:
    state, events = run(e3())
    last = events[-1]
    hands = next(e for e in last if e["type"] == "hands")["cards"]
    assert hands == {
        "ana": ["5", "J"],
        "ben": ["0", "2", "10", "P1"],
        "cleo": ["0", "8", "J"],
        "dan": ["6", "P8", "J"],
    }
    left = next(e for e in last if e["type"] == "round_cards")
    assert left == {"type": "round_cards", "player": "cleo", "cards": ["R2", "R5"], "points": 7}
    j = t.state_json(state)
    assert "R2" in j["penalty"]["cleo"] and "R5" in j["penalty"]["cleo"]
    assert all(h == [] for h in j["hands"].values())
    # After round 10 no round card is left to give.
    _final, actions = game_actions(3, 2)
    _, events = run(record(["p0", "p1", "p2"], actions, seed=2))
    assert not [e for e in events[-1] if e["type"] == "round_cards"]


def test_R30_score_is_penalty_points_minus_two_per_chip_lowest_wins() -> None:
    j = t.state_json(t.replay(e3()))
    assert j["scores"] == {
        "ana": {"penalty": 22, "chips": 13, "score": -4},
        "ben": {"penalty": 50, "chips": 4, "score": 42},
        "cleo": {"penalty": 66, "chips": 1, "score": 64},
        "dan": {"penalty": 94, "chips": 10, "score": 74},
    }
    assert j["winners"] == ["ana"]


def test_H14_tied_lowest_scores_share_the_victory() -> None:
    final, actions = game_actions(2, 71)
    assert [sc for _, _, sc in final.scores or []] == [58, 58]
    j = t.state_json(final)
    assert j["winners"] == ["p0", "p1"]
    st = t.standings(final)
    assert [(s.name, s.position, s.winner, s.shared) for s in st] == [
        ("p0", 1, True, True),
        ("p1", 1, True, True),
    ]
    _, events = run(record(["p0", "p1"], actions, seed=71))
    end = next(e for e in events[-1] if e["type"] == "game_end")
    assert end["shared"] and t.narrate(end) == (
        "Game over. Shared victory: p0 & p1 (scores, lowest best: p0 58, p1 58)"
    )
    # Three players, two sharing: the third is 3rd, not 2nd.
    final, _ = game_actions(3, 20)
    st = t.standings(final)
    assert [(s.name, s.position, s.total, s.shared) for s in st] == [
        ("p1", 1, 11, True),
        ("p2", 1, 11, True),
        ("p0", 3, 139, False),
    ]


def test_standings_fields() -> None:
    state = t.replay(e3())
    st = t.standings(state)
    assert [s.name for s in st] == ["ana", "ben", "cleo", "dan"]
    ana = st[0]
    assert (ana.seat, ana.position, ana.total, ana.cards, ana.winner, ana.shared) == (
        0,
        1,
        -4,
        [],
        True,
        False,
    )
    # round_points: each round's penalty points, 0 when not the loser (hands and round cards
    # left at the end are in the total, not in a round).
    assert ana.round_points == [11, 0, 0, 0, 0, 0, 0, 0]
    cleo = next(s for s in st if s.name == "cleo")
    assert cleo.round_points == [0, 18, 0, 0, 0, 0, 0, 29]
    dan = next(s for s in st if s.name == "dan")
    assert sum(dan.round_points) == 73 and dan.total == 74
    assert t.GAME.score_order == "low"
