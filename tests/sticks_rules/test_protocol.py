"""``sticks_rules.GAME`` meets the platform protocol (``games.GameRules``): setup, load, a
whole game through ``computer_move`` / ``apply_in_place``, records, indexes, views, standings."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from pydantic import ValidationError

import games
import sticks_rules as s
from games.cli import main as games_main
from sticks_rules import GAME, SticksOptions

from .helpers import P3, P4, out, write


def test_GAME_is_a_GameRules() -> None:
    assert isinstance(GAME, games.GameRules)
    assert GAME.name == "sticks"
    assert (GAME.min_seats, GAME.max_seats) == (2, 5)  # H1
    assert GAME.levels == ("random", "normal") and GAME.stand_in == "normal"
    assert GAME.score_order == "low"
    assert GAME.illegal is s.IllegalAction and GAME.record_error is s.RecordError
    assert GAME.replay_error is s.ReplayError


def test_the_rules_package_imports_no_platform() -> None:
    root = Path(s.__file__).parent
    for path in root.glob("*.py"):
        if path.name == "__main__.py":
            continue  # the entry point runs the shared command line (games.cli)
        text = path.read_text(encoding="utf-8")
        for name in ("tables", "storage", "cogs", "discord", "games.catalogue"):
            assert f"import {name}" not in text and f"from {name}" not in text, path.name
        # Of the platform, only the kit (games.base) and the protocol.
        for line in text.splitlines():
            if line.startswith(("from games", "import games")):
                kit = ("from games.base ", "from games.protocol ", "from games import base")
                assert line.startswith(kit), line


def test_options_model() -> None:
    assert SticksOptions() == SticksOptions(deck="full", reveal="turns")
    opts = SticksOptions(deck="trimmed", reveal="simultaneous")
    with pytest.raises(ValidationError):
        SticksOptions(deck="half")  # type: ignore[arg-type]
    with pytest.raises(ValidationError):
        SticksOptions(colour="blue")  # type: ignore[call-arg]
    with pytest.raises(ValidationError):
        opts.deck = "full"  # type: ignore[misc]
    setup = GAME.new_setup(P3, opts, 5)
    assert setup == {
        "game": "sticks",
        "players": P3,
        "deck": "trimmed",
        "reveal": "simultaneous",
        "seed": 5,
    }


@pytest.mark.parametrize("names", [["solo"], list("abcdef"), ["a", "a"], ["a", ""]])
def test_new_setup_refuses_bad_seats(names: list[str]) -> None:
    with pytest.raises(GAME.record_error):
        GAME.new_setup(names, SticksOptions(), 1)


def test_load_with_an_illegal_action_raises_replay_error() -> None:
    setup = GAME.new_setup(P3, SticksOptions(), 1)
    with pytest.raises(GAME.replay_error) as info:
        GAME.load(setup, [{"player": "ben", "play": 1}])
    assert isinstance(info.value, s.ReplayError) and info.value.index == 0
    with pytest.raises(GAME.record_error):
        GAME.load(setup, [{"player": "ben"}])


@pytest.mark.parametrize(
    ("names", "deck", "reveal"),
    [(P3, "full", "turns"), (P4, "trimmed", "simultaneous"), (["a", "b"], "full", "simultaneous")],
)
def test_a_whole_game_through_the_protocol(
    names: list[str], deck: str, reveal: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    setup = GAME.new_setup(names, SticksOptions(deck=deck, reveal=reveal), 1234)
    state = GAME.load(setup, [])
    assert GAME.version(state) == 0 and GAME.players(state) == tuple(names)
    levels = {seat: GAME.levels[seat % 2] for seat in range(len(names))}
    rng = random.Random(9)
    actions: list[dict] = []
    while not GAME.is_over(state):
        assert GAME.will_act(state, levels)
        waits = GAME.waits(state)
        assert waits and all(kind == "turn" for _, kind in waits)
        for seat in range(len(names)):
            listed = GAME.legal_actions(state, seat)
            assert bool(listed) == (seat in [w for w, _ in waits])
            for index, item in enumerate(listed):
                assert GAME.action_at(state, seat, index, None) == item
                assert GAME.seat_of(state, item) == seat and isinstance(item.card, int)
            assert GAME.action_at(state, seat, len(listed), None) is None
            assert GAME.action_at(state, seat, -1, None) is None
            if listed:
                assert GAME.action_at(state, seat, 0, 3) is None  # no play takes a parameter
        move = GAME.computer_move(state, levels, rng)
        assert move is not None
        stored = GAME.to_record(state, move)
        assert GAME.parse(state, json.loads(json.dumps(stored))) == move
        if len(actions) % 7 == 0:  # the pure path now and then, the hot path otherwise
            new, events = GAME.apply(state, move)
            assert GAME.version(new) == GAME.version(state) + 1
            state = new
        else:
            events = GAME.apply_in_place(state, move)
        assert events and all("type" in e for e in events)
        actions.append(stored)
        assert not GAME.hold_computers(state, frozenset({0}))
    assert GAME.waits(state) == [] and GAME.computer_move(state, levels, rng) is None
    assert not GAME.will_act(state, levels)
    # load replays the stored game to the same state.
    assert out(GAME.load(setup, actions)) == out(state)
    # export replays through the CLI to the same state.
    exported = GAME.export(state, setup, actions)
    code = games_main(game="sticks", argv=["replay", str(write(tmp_path, exported))])
    printed = capsys.readouterr().out
    assert code == 0 and json.loads(printed) == out(state)
    # rename replays to the same play.
    old = names[0]
    setup2, actions2 = GAME.rename(setup, actions, old, "former")
    renamed = GAME.load(setup2, actions2)
    assert json.dumps(out(renamed)) == json.dumps(out(state)).replace(f'"{old}"', '"former"')
    # standings keep ties, best first.
    table = GAME.standings(state)
    assert [st.seat for st in table] == sorted(
        range(len(names)), key=lambda t: (state.totals[t], t)
    )
    best = min(state.totals)
    for st in table:
        assert st.total == state.totals[st.seat] and st.cards == []
        assert st.winner == (st.total == best)
        assert st.position == 1 + sum(1 for t in state.totals if t < st.total)
        assert len(st.round_points) == len(names)
    views = [GAME.view(state, None), *(GAME.view(state, t) for t in range(len(names)))]
    assert all(v.over and v.winners == [names[w] for w in state.winners] for v in views)


def test_timeout_move_is_the_normal_computers_play() -> None:
    state = GAME.load(GAME.new_setup(P3, SticksOptions(reveal="simultaneous"), 3), [])
    for seat, kind in GAME.waits(state):
        move = GAME.timeout_move(state, (seat, kind), random.Random(1))
        assert move == s.ai.choose(state, seat, "normal", random.Random(2))
        assert move in GAME.legal_actions(state, seat)


def test_computer_move_waits_for_people() -> None:
    state = GAME.load(GAME.new_setup(P3, SticksOptions(), 3), [])
    assert GAME.computer_move(state, {1: "normal", 2: "normal"}, random.Random(1)) is None
    assert not GAME.will_act(state, {1: "normal"})
    sim = GAME.load(GAME.new_setup(P3, SticksOptions(reveal="simultaneous"), 3), [])
    move = GAME.computer_move(sim, {2: "random"}, random.Random(1))
    assert move is not None and move.seat == 2  # a computer need not wait to pick (R18)


def test_stale_controls_are_refused() -> None:
    state = GAME.load(GAME.new_setup(P3, SticksOptions(), 3), [])
    assert GAME.action_at(state, 1, 0, None) is None  # not ben's turn
    assert GAME.action_at(state, 7, 0, None) is None


def test_an_unknown_player_parses_and_is_refused() -> None:
    state = GAME.load(GAME.new_setup(P3, SticksOptions(), 3), [])
    move = GAME.parse(state, {"player": "zoe", "play": 3})
    with pytest.raises(GAME.illegal) as info:
        GAME.apply(state, move)
    assert isinstance(info.value, s.IllegalAction) and info.value.rule == "H1"


def test_the_view_is_a_pydantic_model() -> None:
    state = GAME.load(GAME.new_setup(P3, SticksOptions(), 3), [])
    v = GAME.view(state, 0)
    assert v.player == "ana" and v.moves == v.hand and len(v.hand) == 9
    assert GAME.view(state, None).hand == []
