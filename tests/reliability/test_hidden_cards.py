"""The hidden-cards check of the load runs (``benchmarks/load_fake.HiddenCards``) can fail: a
public payload showing a hand is caught, by its marks at once and by the replay of the stored
game, while the real public table message of the same moment passes and an ephemeral hand is
not a leak."""

from __future__ import annotations

from typing import Any

import pytest

import dobro_rules as dr
import faces
from benchmarks.load_fake import (
    CHANNEL_MESSAGES,
    HiddenCards,
    LoadFake,
    hidden_forms,
    request_kind,
    texts_of,
)
from cogs.games.dobro import RENDERER as DOBRO
from cogs.table import render as ui
from cogs.table.factory import TABLE_CONTROLS
from faces.draw import CARDS, emoji_name
from fakediscord import RecordedRequest
from fakediscord.limits import IS_COMPONENTS_V2
from storage import GameStatus, Seat
from tables import Table, TableSettings

EMOJIS = {card: f"<:{emoji_name(card)}:{9000 + i}>" for i, card in enumerate(CARDS)}


@pytest.fixture
def card_faces() -> Any:
    faces.install(EMOJIS)
    yield EMOJIS
    faces.install({})


@pytest.fixture
def game() -> tuple[dict[str, Any], list[dict[str, Any]], dr.GameState]:
    """A four-player game 30 moves in: its setup, actions and state."""
    record = dr.new_record(["ana", "ben", "cleo", "dan"], seed=4)
    record.pop("actions")
    state = dr.start(record)
    actions = []
    rng = __import__("random").Random(1)
    while state.version < 30:
        action = dr.ai.choose(state, dr.actors(state)[0], "normal", rng)
        actions.append(action)
        state, _ = dr.apply(state, action)
    return record, actions, state


def _table(state: dr.GameState) -> Table:
    seats = [Seat.human(i, 1000 + i, name) for i, name in enumerate(state.players)]
    return Table(
        game_id=7,
        guild_id=1,
        channel_id=2,
        host_id=1000,
        settings=TableSettings(seats=len(seats)),
        seats=seats,
        status=GameStatus.ACTIVE,
        state=state,
    )


def _body(view: Any) -> dict[str, Any]:
    return {"flags": IS_COMPONENTS_V2, "components": view.to_components()}


def _check() -> HiddenCards:
    return HiddenCards(LoadFake(validate=False, member_names=()))


def test_a_hand_in_a_public_payload_is_caught_by_its_marks(game: Any) -> None:
    _, _, state = game
    check = _check()
    hand = texts_of(_body(DOBRO.hand_view(_table(state), "ben", "en", TABLE_CONTROLS)))
    assert not check.check_text("a public hand", hand)
    assert check.leaks and "Your hand" in check.leaks[0]
    # The table message of the same moment is clean.
    table = texts_of(_body(ui.table_view(_table(state), "en")))
    clean = _check()
    assert clean.check_text("the table", table) and not clean.leaks


def test_a_hand_written_with_card_faces_is_caught_without_any_other_mark(
    game: Any, card_faces: dict[str, str]
) -> None:
    setup, actions, state = game
    hidden = hidden_forms(setup, actions, [{c: f"`{c}`" for c in dr.cards.NAMES if c}, card_faces])
    cards = dr.player_view(state, "cleo").hand
    check = _check()
    # Only the cards, as the hand writes them, in an otherwise ordinary sentence.
    leak = "Cleo is thinking… " + " ".join(card_faces[c] for c in cards)
    assert check.marks(leak) == []  # no hand mark at all: only the replay can see it
    assert not check.check_text("a public message", leak, [hidden])
    # The hand line itself is a mark even without the replay.
    assert check.marks("# " + " ".join(card_faces[c] for c in cards))
    # With card faces, the public table message (bid cards shown as faces) is still clean.
    table = texts_of(_body(ui.table_view(_table(state), "en")))
    clean = _check()
    assert clean.check_text("the table", table, [hidden]), clean.leaks


def test_requests_public_ones_are_counted_and_a_hand_in_one_fails(game: Any) -> None:
    _, _, state = game
    check = _check()
    hand = _body(DOBRO.hand_view(_table(state), "ana", "en", TABLE_CONTROLS))
    table = _body(ui.table_view(_table(state), "en"))
    path = "/channels/5/messages"
    for body in (table, hand):
        record = RecordedRequest(
            method="POST",
            path=path,
            route=CHANNEL_MESSAGES,
            query={},
            json=body,
            files=[],
            headers={},
        )
        check.request(record, request_kind(record))
    assert check.total == 2 and len(check.leaks) == 1
    assert check.bodies[5] and len(check.bodies[5]) == 2
    # An ephemeral answer (flag 64) may show a hand: not checked, not a leak.
    ephemeral = {"type": 4, "data": {**hand, "flags": hand["flags"] | 64}}
    record = RecordedRequest(
        method="POST",
        path="/interactions/1/tok/callback",
        route="/interactions/{interaction_id}/{interaction_token}/callback",
        query={},
        json=ephemeral,
        files=[],
        headers={},
    )
    check.request(record, request_kind(record))
    assert check.total == 2 and len(check.leaks) == 1
