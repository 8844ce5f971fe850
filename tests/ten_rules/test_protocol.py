"""``ten_rules.GAME`` meets the platform's ``games.GameRules``: setup and records, legal
actions by index (with a parameter), computer and timer moves, views, standings, export and
rename."""

from __future__ import annotations

import json
import random

import pytest
from pydantic import BaseModel, ValidationError

import games
import ten_rules as t
from ten_rules.engine import ADD, FIRST, OFFER, OPEN, PLAY, PROTECT, REVEAL, Action

from .gen_records import E1_ACTIONS, E1_REST, e1, e3
from .helpers import P3, P4, game, open_, play

GAME = t.GAME


def test_GAME_is_ten() -> None:
    """What Ten says of itself (the contract every game meets: tests/conformance)."""
    assert games.rules("ten") is GAME and (GAME.min_seats, GAME.max_seats) == (2, 7)
    assert GAME.levels == ("random", "normal") and GAME.stand_in in GAME.levels
    assert GAME.score_order == "low"
    assert GAME.illegal is t.IllegalAction and GAME.record_error is t.RecordError
    assert GAME.replay_error is t.ReplayError


def test_H4_no_table_options_an_empty_frozen_model() -> None:
    opts = GAME.options_model()
    assert opts.model_dump() == {}
    with pytest.raises(ValidationError):
        GAME.options_model(variant="long")
    with pytest.raises(ValidationError):
        opts.x = 1  # type: ignore[attr-defined]

    class Other(BaseModel):
        variant: str = "long"

    with pytest.raises(t.RecordError):
        GAME.new_setup(P3, Other(), 1)


def test_new_setup_and_load() -> None:
    setup = GAME.new_setup(P4, GAME.options_model(), 42)
    assert setup == {"game": "ten", "players": P4, "seed": 42}
    state = GAME.load(setup, [])
    assert GAME.players(state) == tuple(P4) and GAME.version(state) == 0
    assert not GAME.is_over(state)
    assert GAME.waits(state) == [(0, "turn")]
    for players, seed in ((["ana"], 1), ([f"p{i}" for i in range(8)], 1), (P3, -1), (P3, 2**63)):
        with pytest.raises(GAME.record_error):
            GAME.new_setup(players, GAME.options_model(), seed)
    bad = {"player": "ana", "play": "4", "up": True}
    with pytest.raises(GAME.record_error):
        GAME.load(setup, [bad])
    with pytest.raises(GAME.replay_error) as info:
        GAME.load(setup, [{"player": "ben", "open": None}])
    assert info.value.index == 0  # type: ignore[attr-defined]


def test_export_spells_out_the_deal() -> None:
    setup = GAME.new_setup(["p0", "p1", "p2"], GAME.options_model(), 7)
    state, rng, actions = GAME.load(setup, []), random.Random(7), []
    levels = {0: "normal", 1: "normal", 2: "random"}
    while not GAME.is_over(state):
        move = GAME.computer_move(state, levels, rng)
        actions.append(GAME.to_record(state, move))
        GAME.apply_in_place(state, move)
    exported = GAME.export(state, setup, actions)
    assert set(exported) == {"game", "players", "seed", "deal", "actions"}
    assert len(exported["deal"]["pile"]) == 70 - 12
    assert t.state_json(t.replay(exported)) == t.state_json(state)


def test_rename_replays_to_the_same_play() -> None:
    rec = e1()
    rec["actions"] = [*E1_ACTIONS, *E1_REST, {"player": "ana", "first": "ana"}]
    setup = {k: v for k, v in rec.items() if k != "actions"}
    new_setup, new_actions = GAME.rename(setup, rec["actions"], "ana", "zoé")
    assert new_setup["players"] == ["zoé", "ben", "cleo"]
    assert "zoé" in new_setup["deal"]["hands"] and "ana" not in new_setup["deal"]["hands"]
    assert new_actions[3] == {"player": "zoé", "open": "ben", "offer": 2}
    assert new_actions[-1] == {"player": "zoé", "first": "zoé"}
    a = t.state_json(GAME.load(setup, rec["actions"]))
    b = t.state_json(GAME.load(new_setup, new_actions))
    assert json.dumps(a, ensure_ascii=False).replace('"ana"', '"zoé"') == json.dumps(
        b, ensure_ascii=False
    )
    _, renamed = GAME.rename(setup, rec["actions"], "ben", "bob")
    assert renamed[8] == {"player": "bob", "open": "cleo", "offer": 1}
    with pytest.raises(t.RecordError):
        GAME.rename(setup, rec["actions"], "zoe", "x")
    with pytest.raises(t.RecordError):
        GAME.rename(setup, rec["actions"], "ana", "ben")


def test_action_at_rebuilds_every_listed_action_with_its_param() -> None:
    state = t.start(e1())
    rng = random.Random(0)
    checked = set()
    while not state.over:
        seat = state.waiting
        choices = GAME.legal_actions(state, seat)
        for i, c in enumerate(choices):
            if c.param is None:
                a = GAME.action_at(state, seat, i, None)
                assert a == t.choice_action(state, seat, c)
                assert GAME.action_at(state, seat, i, 1) is None  # no param here
                GAME.apply(state, a)
            else:
                assert c.low is not None and c.high is not None
                for p in (c.low, c.high):
                    a = GAME.action_at(state, seat, i, p)
                    assert a == t.choice_action(state, seat, c, p)
                    GAME.apply(state, a)
                for bad in (None, c.low - 1, c.high + 1, True):
                    assert GAME.action_at(state, seat, i, bad) is None  # type: ignore[arg-type]
            checked.add(c.code)
        assert GAME.action_at(state, seat, len(choices), None) is None
        assert GAME.action_at(state, seat, -1, None) is None
        other = (seat + 1) % state.n
        assert GAME.legal_actions(state, other) == []
        assert GAME.action_at(state, other, 0, None) is None
        move = t.ai.choose_action(state, seat, "random", rng)
        state, _ = GAME.apply(state, move)
    assert {"play_up", "play_down", "pass", "first", "add", "add_none"} <= checked


def test_apply_is_pure_and_refusals_change_nothing() -> None:
    state = t.start(e1())
    before = t.state_json(state)
    new, events = GAME.apply(state, t.parse_action(state.players, E1_ACTIONS[0]))
    assert t.state_json(state) == before and new.version == 1 and events
    with pytest.raises(GAME.illegal) as info:
        GAME.apply_in_place(state, Action(1, PLAY, 4, True, 0))
    assert t.state_json(state) == before
    err = info.value
    assert err.rule == "R11" and "règle R11" in err.text("fr")  # type: ignore[attr-defined]


def test_timeout_moves_pass_or_take_the_cheapest_choice() -> None:
    """Pass where passing exists; else play the lowest-value normal card face up with no
    chip, protect 0, keep the card face down, add none, name oneself first."""
    rng = random.Random(0)
    state = t.start(e1())
    assert GAME.timeout_move(state, (0, "turn"), rng) == Action(0, PLAY, 2, True, 0)  # the 2
    rec = e1()
    seen = set()
    for n in range(len(E1_ACTIONS) + len(E1_REST) + 1):
        rec["actions"] = [*E1_ACTIONS, *E1_REST][:n]
        s = t.replay(rec)
        move = GAME.timeout_move(s, GAME.waits(s)[0], rng)
        GAME.apply(s, move)
        seen.add(s.step)
        if s.step in (OPEN, OFFER):
            assert move.n is None and move.target == -1
        elif s.step == PROTECT:
            assert move.n == 0
        elif s.step == REVEAL:
            assert move.up is False
        elif s.step == ADD:
            assert move.card == -1
        elif s.step == FIRST:
            assert move.target == s.waiting
    assert seen == {PLAY, OPEN, OFFER, PROTECT, REVEAL, ADD, FIRST}
    # Only jokers in hand (after playing the others): a joker face up as 10.
    hands = {"ana": ["J", "J", "J", "J"], "ben": ["5", "1", "2", "J"]}
    s = t.replay(game(["ana", "ben"], hands))
    move = GAME.timeout_move(s, (0, "turn"), rng)
    assert move == Action(0, PLAY, 19, True, 0, as_=10)
    GAME.apply(s, move)
    # Penalty cards only: the lowest.
    hands = {"ana": ["P5", "P2", "P7", "J"], "ben": ["5", "1", "2", "J"]}
    s = t.replay(game(["ana", "ben"], hands))
    assert GAME.timeout_move(s, (0, "turn"), rng) == Action(0, PLAY, 12, True, 0)


def test_views_by_seat_and_public() -> None:
    state = t.replay(e1())
    public = GAME.view(state, None)
    assert public.seat == -1 and public.hand == [] and public.choices == []
    assert public.seats[0].cards[0].card is None  # ana's face-down 10
    cleo = GAME.view(state, 2)
    assert cleo.hand == ["5", "P1", "J"] and next(c.code for c in cleo.choices) == "pass"
    assert cleo.step == "open" and cleo.waiting == "cleo" and cleo.round_card == "R5"
    assert cleo.round_points == 5 and cleo.pile == 58 and cleo.opened == ["ana", "ben"]
    ana = GAME.view(state, 0)
    assert ana.seats[0].cards[0].card == "10" and ana.seats[0].cards[0].value == 10
    assert ana.choices == []
    assert [s.protection for s in ana.seats] == [2, 2, 1]
    assert [s.chips for s in ana.seats] == [1, 8, 7]
    json.dumps(ana.model_dump())


def test_standings_keep_ties_and_a_finished_game() -> None:
    state = t.replay(e3())
    st = GAME.standings(state)
    assert [(s.name, s.position, s.total) for s in st] == [
        ("ana", 1, -4),
        ("ben", 2, 42),
        ("cleo", 3, 64),
        ("dan", 4, 74),
    ]
    assert not GAME.hold_computers(state, frozenset({0}))


def test_a_stale_control_is_none_and_the_platform_sees_plain_tuples() -> None:
    rec = game(
        P3, {"ana": ["4", "1", "2", "J"], "ben": ["5", "1", "2", "J"], "cleo": ["6", "1", "2", "J"]}
    )
    state = t.start(rec)
    waits = GAME.waits(state)
    assert waits == [(0, "turn")] and type(waits[0]) is tuple
    a = GAME.action_at(state, 0, 0, None)
    assert a is not None
    state, _ = GAME.apply(state, a)
    state, _ = GAME.apply(state, t.parse_action(state.players, play("ben", "5")))
    state, _ = GAME.apply(state, t.parse_action(state.players, play("cleo", "6")))
    state, _ = GAME.apply(state, t.parse_action(state.players, open_("ana")))
    assert GAME.action_at(state, 0, 0, None) is None  # ana's turn has passed
