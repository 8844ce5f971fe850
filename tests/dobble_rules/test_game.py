"""Protocol conformance: ``dobble_rules.GAME`` as the table platform plays it
(``games.GameRules``): setup and options, a whole match played by computer claims, the flat
action list, ``action_at``, export through the CLI, rename, standings, waits and real time."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

import dobble_rules as d
import games
from dobble_rules import GAME, DobbleOptions, ai

from .helpers import P3, scripted

ROOT = Path(__file__).resolve().parents[2]


def test_GAME_is_dobble() -> None:
    """What Dobble says of itself (the contract every game meets: tests/conformance)."""
    assert games.rules("dobble") is GAME and GAME.score_order == "high"
    assert (GAME.min_seats, GAME.max_seats) == (2, 8)
    assert GAME.levels == ai.LEVELS == ("relaxed", "normal", "quick")
    assert GAME.stand_in in GAME.levels
    assert GAME.illegal is d.IllegalAction and GAME.record_error is d.RecordError
    assert GAME.replay_error is d.ReplayError


def test_options() -> None:
    opts = DobbleOptions()
    assert (opts.scoring, opts.length, opts.modes) == ("wins", 5, None)
    assert DobbleOptions(length=15, modes=("tower", "random")).modes == ("tower", "random")
    for bad in (
        {"length": 0},
        {"length": 16},
        {"modes": ("snap",)},
        {"modes": ("tower",) * 6},
        {"scoring": "tournament", "modes": ("tower",)},
        {"colour": "red"},
    ):
        with pytest.raises(ValidationError):
            DobbleOptions(**bad)


def test_new_setup_and_load() -> None:
    setup = GAME.new_setup(P3, DobbleOptions(length=4, modes=("well", "random")), seed=9)
    assert setup == {
        "game": "dobble",
        "players": P3,
        "scoring": "wins",
        "length": 4,
        "seed": 9,
        "modes": ["well", "random", "random", "random"],
    }
    m = GAME.load(setup, [])
    assert m.game == 0 and m.mode_name == "well" and m.running and GAME.version(m) == 0
    resolved = d.resolve_modes(setup["modes"], 9)
    assert resolved[0] == "well" and set(resolved) <= set(d.MODES)
    assert resolved == d.resolve_modes(setup["modes"], 9)  # drawn from the seed, always alike
    assert len({d.resolve_modes(["random"] * 15, s) for s in range(5)}) > 1
    tournament = GAME.new_setup(P3, DobbleOptions(scoring="tournament"), seed=1)
    assert "modes" not in tournament and GAME.load(tournament, []).mode_name == "tower"
    assert GAME.players(m) == tuple(P3)
    with pytest.raises(d.RecordError):
        GAME.new_setup(["solo"], DobbleOptions(), seed=1)
    with pytest.raises(d.RecordError):
        GAME.new_setup(["a", "a"], DobbleOptions(), seed=1)
    for broken in (
        {**setup, "modes": ["well"]},
        {**setup, "modes": ["well", "snap", "tower", "tower"]},
        {**setup, "game": "dobro"},
        {**setup, "seed": -1},
        {**setup, "length": 0},
        {**setup, "colour": 1},
        {k: v for k, v in setup.items() if k != "seed"},
        {**tournament, "modes": ["tower"] * 5},
    ):
        with pytest.raises(d.RecordError):
            GAME.load(broken, [])


def _play(n: int, seed: int, scoring: str, length: int = 3) -> tuple[dict, list[dict], d.Match]:  # type: ignore[type-arg]
    setup = GAME.new_setup(
        [f"p{i}" for i in range(n)], DobbleOptions(scoring=scoring, length=length), seed
    )
    m = GAME.load(setup, [])
    rng = random.Random(seed)
    levels = {s: ai.LEVELS[s % 3] for s in range(n)}
    actions: list[dict] = []  # type: ignore[type-arg]
    while not GAME.is_over(m):
        assert GAME.will_act(m, levels)
        move = GAME.computer_move(m, levels, rng)
        assert move is not None
        record = GAME.to_record(m, move)
        assert GAME.parse(m, record) == move
        assert GAME.seat_of(m, move) == move.seat
        before = GAME.version(m)
        GAME.apply_in_place(m, move)
        assert GAME.version(m) == before + 1
        actions.append(record)
    assert not GAME.will_act(m, levels) and GAME.computer_move(m, levels, rng) is None
    return setup, actions, m


@pytest.mark.parametrize(("n", "scoring"), [(2, "wins"), (5, "tournament"), (8, "wins")])
def test_a_whole_match_exports_every_deck_and_counts_wins_or_points(n: int, scoring: str) -> None:
    setup, actions, m = _play(n, 40 + n, scoring)
    rec = GAME.export(m, setup, actions)
    assert set(rec) == {"game", "players", "scoring", "length", "seed", "games"}
    assert all(len(g["deck"]) == 55 for g in rec["games"])
    assert d.state_json(d.replay(rec)) == d.state_json(m)
    table = GAME.standings(m)
    assert [s.seat for s in table] == sorted(range(n), key=lambda s: (table_pos(table, s), s))
    assert all(s.cards == [] for s in table) and sum(s.winner for s in table) == len(m.winners)
    totals = m.points if scoring == "tournament" else m.wins
    assert [s.total for s in sorted(table, key=lambda s: s.seat)] == totals


def table_pos(table: list[d.Standing], seat: int) -> int:
    return next(s.position for s in table if s.seat == seat)


def test_export_mid_match_and_waiting_for_a_pick() -> None:
    setup, actions, _m = _play(3, 7, "tournament", length=3)
    for cut in (0, 1, len(actions) // 2, len(actions) - 1):
        part = GAME.load(setup, actions[:cut])
        rec = GAME.export(part, setup, actions[:cut])
        assert d.state_json(d.replay(rec)) == d.state_json(part), cut
    cut = next(i for i, a in enumerate(actions) if "mode" in a)  # waiting for the first pick
    part = GAME.load(setup, actions[:cut])
    assert GAME.waits(part) == [(part.picker, "turn")] and part.ended and not part.over
    rec = GAME.export(part, setup, actions[:cut])
    assert d.state_json(d.replay(rec)) == d.state_json(part)


def test_action_at_rebuilds_every_legal_action() -> None:
    setup, actions, _m = _play(3, 11, "tournament", length=2)
    for cut in range(0, len(actions), 7):
        st = GAME.load(setup, actions[:cut])
        for seat in range(3):
            items = GAME.legal_actions(st, seat)
            for index, item in enumerate(items):
                move = GAME.action_at(st, seat, index, 123_456)
                if item.kind == "pick":
                    assert move is None  # a pick takes no param
                    move = GAME.action_at(st, seat, index, None)
                    assert move == d.Pick(seat, item.mode)
                else:
                    assert isinstance(move, d.Claim)
                    assert d.SYMBOLS[move.symbol] == item.symbol and item.emoji
                    assert (move.t, move.v, move.seat, move.target) == (
                        123_456,
                        st.count,
                        seat,
                        None,
                    )
                GAME.apply(st, move)
            assert GAME.action_at(st, seat, len(items), None) is None
            assert GAME.action_at(st, seat, -1, None) is None


def test_standings_keep_ties() -> None:
    _setup, _actions, m = scripted(["a", "b", "c", "d"], ["tower", "tower"], lambda m, k: m.game)
    table = GAME.standings(m)
    assert [(s.name, s.position, s.total, s.round_points, s.winner, s.shared) for s in table] == [
        ("a", 1, 1, [1, 0], True, True),
        ("b", 1, 1, [0, 1], True, True),
        ("c", 3, 0, [0, 0], False, False),
        ("d", 3, 0, [0, 0], False, False),
    ]
    _, _, t = scripted(["a", "b"], [], lambda m, k: 0, scoring="tournament", length=1)
    table = GAME.standings(t)
    assert [(s.name, s.total, s.round_points) for s in table] == [("a", 58, [58]), ("b", 0, [0])]


def test_load_refuses_an_illegal_action_with_its_index_and_the_state_before() -> None:
    setup, actions, _m = _play(2, 3, "wins", length=1)
    broken = [*actions[:5], {**actions[5], "t": 0, "player": actions[4]["player"]}]
    assert broken[4]["t"] > 0  # a computer claims 0.9 s after the go at the earliest
    with pytest.raises(d.ReplayError) as info:
        GAME.load(setup, broken)
    assert info.value.index == 5 and info.value.state.version == 5
    with pytest.raises(d.RecordError):
        GAME.load(setup, [{"player": "p0", "t": 1, "v": 0, "symbol": "firee"}])
    with pytest.raises(d.RecordError):
        GAME.load(setup, [{"player": "p0", "mode": "snap"}])
    with pytest.raises(d.RecordError):
        GAME.load(setup, [{"player": "p0", "t": True, "v": 0, "symbol": "fire"}])


def test_waits_timeouts_and_picks() -> None:
    setup, actions, _ = scripted(["a", "b"], [], lambda m, k: 0, scoring="tournament", length=2)
    m = GAME.load(setup, [])
    assert GAME.waits(m) == [] and not GAME.hold_computers(m, frozenset({0, 1}))
    waiting = GAME.load(setup, actions[: next(i for i, a in enumerate(actions) if "mode" in a)])
    assert GAME.waits(waiting) == [(1, "turn")]
    move = GAME.timeout_move(waiting, (1, "turn"), random.Random(0))
    assert move.seat == 1 and move.mode in d.MODES
    with pytest.raises(d.IllegalAction) as info:
        GAME.apply(waiting, d.Pick(0, "well"))
    assert info.value.code == "not_picker" and "b" in info.value.text("fr")
    with pytest.raises(d.IllegalAction) as info:
        GAME.apply(waiting, d.Claim(0, 10**6, waiting.count, 0))
    assert info.value.code == "awaiting_pick"
    with pytest.raises(d.IllegalAction):
        GAME.apply(m, d.Pick(0, "well"))
    with pytest.raises(d.IllegalAction):
        GAME.timeout_move(m, (0, "turn"), random.Random(0))
    assert not GAME.will_act(waiting, {0: "quick"}) and GAME.will_act(waiting, {1: "quick"})
    assert GAME.computer_move(waiting, {0: "quick"}, random.Random(0)) is None


def test_H5_claims_race_order_and_stage() -> None:
    """A stored claim (``parse``) and a click's claim (``race_move``), their order (H5), the
    stage (``race``), and shape errors."""
    setup = GAME.new_setup(["a", "b"], DobbleOptions(modes=("catch",), length=1), 1)
    m = GAME.load(setup, [])
    centre, slot = m.centre, m.slots[0]
    symbol = d.SYMBOLS[d.cards.SHARED[centre][slot]]

    def claim(state: d.Match, seat: int, name: str, t: int, v: int, target: object = None) -> Any:
        data: dict[str, Any] = {"player": "ab"[seat], "t": t, "v": v, "symbol": name}
        if target is not None:
            data["target"] = target
        return GAME.parse(state, data)

    move = claim(m, 1, symbol, 1500, 0, 0)
    assert move == d.Claim(1, 1500, 0, d.SYMBOLS.index(symbol), 0, True)
    assert GAME.race_order(m, move) == ((1500, 1), False)
    assert GAME.race(m) == 0  # mini-game 0, no duel
    m2, events = GAME.apply(m, move)
    assert events[0]["outcome"] == "ok" and m2.count == 1 and m.count == 0  # apply copies
    assert GAME.race_order(m2, claim(m2, 0, symbol, 1500, 1)) == ((1500, 0), True)
    assert GAME.race_order(m2, claim(m2, 1, symbol, 1500, 1)) == ((1500, 1), False)
    click = GAME.race_move(m2, 1, d.SYMBOLS.index(symbol), 1500, 1)  # H14 picks the target
    assert click is not None and GAME.race_order(m2, click) == ((1500, 1), False)
    with pytest.raises(d.RecordError):
        claim(m, 0, "firee", 10, 0)
    with pytest.raises(d.RecordError):
        claim(m, 0, "fire", -1, 0)
    with pytest.raises(d.IllegalAction) as info:
        GAME.apply(m, claim(m, 0, "fire", 10, 0, "b"))  # a name in catch
    assert info.value.code == "target_kind"
    assert d.HOLD_MS == 300 and d.LOCKOUT_MS == 3000
