"""What ``dobro_rules.GAME`` does that only Dobro does: its options, its stored records, manual
drawing's waits and held computers (H2), a joker's value as a control's parameter, the opening
(R3). The contract every game meets (legal actions of any seat, records, exports, renames,
views, standings, the arena) is tests/conformance."""

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

RECORDS = Path(__file__).parent / "records"


def test_GAME_is_the_catalogues_default() -> None:
    """What Dobro says of itself (the contract every game meets: tests/conformance)."""
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


def test_R3_the_opening_events_name_round_1s_starter() -> None:
    state = GAME.load(GAME.new_setup(list("abcd"), DobroOptions(draw="manual"), 11), [])
    starter = "abcd"[state.turn]  # R3: chosen by the seeded deal
    assert GAME.opening_events(state) == [{"type": "round_start", "round": 1, "starter": starter}]
