"""``dobro_rules.GAME`` meets the platform protocol (``games.GameRules``, #21) with no change of
behaviour: every stored game loads to the state the engine's own replay gives, every play a seat
may make is one index of its legal actions (out-of-turn ones included: the oubli, R11; manual
draws, H2), and records, exports and renames round-trip."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from pydantic import ValidationError

import dobro_rules as d
import games
from dobro_rules import GAME, DobroOptions
from dobro_rules.views import state_json
from games.cli import main as games_main

RECORDS = Path(__file__).parent / "records"


def test_GAME_is_a_GameRules_in_the_catalogue() -> None:
    assert isinstance(GAME, games.GameRules)
    assert games.rules("dobro") is GAME and games.DEFAULT_GAME == "dobro"
    assert (GAME.min_seats, GAME.max_seats, GAME.score_order) == (2, 6, "low")
    assert GAME.levels == ("random", "normal") and GAME.stand_in == "normal"
    assert GAME.illegal is d.IllegalAction and GAME.quiet_events == {"turn", "draw"}


def test_options_are_the_records_variant_and_draw() -> None:
    assert DobroOptions() == DobroOptions(variant="standard", draw="auto")
    with pytest.raises(ValidationError):
        DobroOptions(variant="short")  # type: ignore[arg-type]
    with pytest.raises(ValidationError):
        DobroOptions(deck="full")  # type: ignore[call-arg]
    setup = GAME.new_setup(["ana", "ben"], DobroOptions(variant="long", draw="manual"), 7)
    assert "actions" not in setup
    assert d.new_record(["ana", "ben"], variant="long", draw="manual", seed=7) == {
        **setup,
        "actions": [],
    }


@pytest.mark.parametrize("path", sorted(RECORDS.glob("*.json")), ids=lambda p: p.stem)
def test_stored_records_load_to_the_engines_replay(path: Path) -> None:
    record = json.loads(path.read_text(encoding="utf-8"))
    setup = {k: v for k, v in record.items() if k != "actions"}
    assert state_json(GAME.load(setup, record["actions"])) == state_json(d.replay(record))


def any_seat_game(seed: int, players: int, variant: str, draw: str) -> tuple[dict, list[dict]]:
    """A game where, at each step, any seat's legal action may be taken (an oubli call out of
    turn, a short player's draw, a joker with a declared value), every one chosen through its
    index as a control would, and checked against the engine."""
    rng = random.Random(seed)
    names = [f"p{i}" for i in range(players)]
    setup = GAME.new_setup(names, DobroOptions(variant=variant, draw=draw), seed)
    state = GAME.load(setup, [])
    actions: list[dict] = []
    while not GAME.is_over(state) and len(actions) < 400:
        choices = [
            (seat, index, move)
            for seat in range(players)
            for index, move in enumerate(GAME.legal_actions(state, seat))
        ]
        assert choices, "a game that is not over always has a legal action"
        waited = {seat for seat, _ in GAME.waits(state)}
        assert state.turn in waited
        seat, index, move = rng.choice(choices)
        param = rng.choice(sorted(move.values)) if "J" in move.cards and move.values else None
        if "J" in move.cards and len(move.values) > 1:
            assert GAME.action_at(state, seat, index, None) is None  # the value must be said
        action = GAME.action_at(state, seat, index, param)
        assert action is not None and GAME.seat_of(state, action) == seat
        stored = GAME.to_record(state, action)
        assert GAME.parse(state, json.loads(json.dumps(stored))) == action
        before = GAME.version(state)
        if len(actions) % 5 == 0:
            state, events = GAME.apply(state, action)
        else:
            events = GAME.apply_in_place(state, action)
        assert GAME.version(state) == before + 1 and all("type" in e for e in events)
        actions.append(stored)
        # The state is a pure function of the setup and the actions.
        if len(actions) % 37 == 0:
            assert state_json(GAME.load(setup, actions)) == state_json(state)
    return setup, actions


@pytest.mark.parametrize(
    ("seed", "players", "variant", "draw"),
    [(1, 2, "standard", "auto"), (2, 4, "long", "manual"), (3, 6, "standard", "manual")],
)
def test_every_play_is_an_index_and_the_game_replays(
    seed: int,
    players: int,
    variant: str,
    draw: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    setup, actions = any_seat_game(seed, players, variant, draw)
    state = GAME.load(setup, actions)
    record = {**setup, "actions": actions}
    assert state_json(state) == state_json(d.replay(record))
    # export replays through the referee's CLI to the same state.
    exported = tmp_path / "game.json"
    exported.write_text(json.dumps(GAME.export(state, setup, actions)), encoding="utf-8")
    assert games_main(game="dobro", argv=["replay", str(exported)]) == 0
    assert json.loads(capsys.readouterr().out) == state_json(state)
    # rename: the same play under another name.
    setup2, actions2 = GAME.rename(setup, actions, "p0", "former")
    renamed = json.dumps(state_json(GAME.load(setup2, actions2)))
    assert renamed == json.dumps(state_json(state)).replace('"p0"', '"former"')


def test_a_whole_game_of_computers_and_its_standings() -> None:
    setup = GAME.new_setup(list("abcd"), DobroOptions(draw="manual"), 11)
    state = GAME.load(setup, [])
    starter = "abcd"[state.turn]  # R3: chosen by the seeded deal
    assert GAME.opening_events(state) == [{"type": "round_start", "round": 1, "starter": starter}]
    levels = {0: "normal", 1: "random", 2: "normal", 3: "random"}
    rng = random.Random(3)
    while not GAME.is_over(state):
        assert GAME.will_act(state, levels)
        move = GAME.computer_move(state, levels, rng)
        assert move is not None
        GAME.apply_in_place(state, move)
    assert GAME.waits(state) == [] and GAME.computer_move(state, levels, rng) is None
    table = GAME.standings(state)
    assert [s.seat for s in table] == [s.seat for s in d.standings(state)]
    best = min(s.total for s in table)
    assert all(s.winner == (s.total == best) for s in table)
    assert [s.position for s in table] == sorted(s.position for s in table)


def test_waits_timeouts_and_held_computers_with_manual_drawing() -> None:
    """H2: a short player's draw is a chore the timer makes (a draw, not a play); while a person
    is short, computers wait for them."""
    setup = GAME.new_setup(["ana", "bot"], DobroOptions(draw="manual"), 5)
    state = GAME.load(setup, [])
    rng = random.Random(1)
    levels = {1: "normal"}
    while not any(kind == "chore" for _, kind in GAME.waits(state)):
        seat = state.turn
        move = (
            GAME.computer_move(state, levels, rng)
            if seat == 1
            else GAME.timeout_move(state, (0, "turn"), rng)
        )
        assert move is not None
        GAME.apply_in_place(state, move)
    (seat, kind) = next(w for w in GAME.waits(state) if w[1] == "chore")
    assert GAME.timeout_move(state, (seat, kind), rng) == d.Action(seat, "draw")
    assert GAME.hold_computers(state, frozenset({seat}))  # a short person: computers wait
    others = frozenset(s for s in range(2) if not state.short[s])
    assert not GAME.hold_computers(state, others) and not GAME.hold_computers(state, frozenset())


def test_a_stale_or_forged_index_is_nothing() -> None:
    state = GAME.load(GAME.new_setup(["ana", "ben", "cleo"], DobroOptions(), 4), [])
    moves = GAME.legal_actions(state, state.turn)
    assert GAME.action_at(state, state.turn, len(moves), None) is None
    assert GAME.action_at(state, state.turn, -1, None) is None
    plain = next(i for i, m in enumerate(moves) if "J" not in m.cards)
    assert GAME.action_at(state, state.turn, plain, 5) is None  # only a joker takes a value
    other = (state.turn + 1) % 3
    assert all(
        GAME.action_at(state, other, i, None) is None or m.kind == "oubli"
        for i, m in enumerate(GAME.legal_actions(state, other))
    )
