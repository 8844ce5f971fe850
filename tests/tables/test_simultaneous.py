"""Clicks at a table where several seats act at once (#31, point 1): a click is stale only when
what the presser may do changed since the version its control carries, never because another
seat acted first (Sticks' simultaneous picks, R18 and H6).

The adversary (hypothesis) plays whole simultaneous tricks with hands drawn at any earlier
version, and checks that every click taken is exactly the move its button showed, and that
every click refused as stale showed a list that is not the presser's any more.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import sticks_rules as sr
from tables import Table, TableError, TableSettings

from .helpers import PEOPLE, Env, make_service, open_table

SIMULTANEOUS = TableSettings(
    seats=3, game="sticks", options={"deck": "trimmed", "reveal": "simultaneous"}, timer=None
)


def legal_at(table: Table, version: int, seat: int) -> list[Any]:
    """What ``seat`` might do at ``version``: the referee's replay of the stored log."""
    assert table.setup is not None
    state = sr.GAME.load(table.setup, table.actions[:version])
    return list(sr.GAME.legal_actions(state, seat))


async def test_a_pick_made_after_another_seat_picked_is_played_not_refused(env: Env) -> None:
    """Three people see their hands at the same version; they pick one after the other with
    those hands: all three picks are taken (H6: any order), each the card its button showed."""
    service = env.service
    table = await open_table(service, people=3, computers=0, settings=SIMULTANEOUS)
    assert table.state is not None
    shown = table.version
    hands = {seat: list(sr.GAME.legal_actions(table.state, seat)) for seat in range(3)}
    assert all(hands.values()) and len(table.waits()) == 3
    for seat, (user, _) in enumerate(PEOPLE[:3]):
        await service.play(table.game_id, user, shown, 1)
        assert table.actions[-1]["player"] == table.seats[seat].name
        assert sr.GAME.parse(table.state, table.actions[-1]) == hands[seat][1]
    assert table.version == shown + 3


async def test_the_old_clicks_of_one_version_replay_the_log_once(
    env: Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 35: the three picks made with hands of one version are checked against every
    seat's legal actions at that version, kept from the first check: the stored log is
    replayed once, not once a click (a replay grows with the game)."""
    service = env.service
    table = await open_table(service, people=3, computers=0, settings=SIMULTANEOUS)
    shown = table.version
    replays = []
    load = type(table.rules).load

    def counted(self: Any, setup: Any, actions: Any) -> Any:
        replays.append(len(actions))
        return load(self, setup, actions)

    monkeypatch.setattr(type(table.rules), "load", counted)
    for user, _ in PEOPLE[:3]:
        await service.play(table.game_id, user, shown, 1)
    assert table.version == shown + 3
    assert replays == [shown]  # the first pick was at the table's version: no replay at all
    assert len(table.offered) <= 8


async def test_a_click_whose_choices_changed_is_still_refused_as_stale(env: Env) -> None:
    """Once the trick is revealed and a new one dealt out, the old hand's list is not the
    presser's any more: its click is stale, and nothing is played."""
    service = env.service
    table = await open_table(service, people=3, computers=0, settings=SIMULTANEOUS)
    shown = table.version
    for user, _ in PEOPLE[:3]:
        await service.play(table.game_id, user, table.version, 0)
    assert legal_at(table, shown, 0) != legal_at(table, table.version, 0)
    before = table.version
    with pytest.raises(TableError) as caught:
        await service.play(table.game_id, PEOPLE[0][0], shown, 0)
    assert caught.value.code == "stale"
    assert table.version == before


async def test_a_seat_that_picked_cannot_pick_again_with_its_old_hand(env: Env) -> None:
    """Ana's own pick changed what she may do (nothing until the reveal): her old hand is
    stale, though Bo's, drawn at the same version, still plays."""
    service = env.service
    table = await open_table(service, people=3, computers=0, settings=SIMULTANEOUS)
    shown = table.version
    await service.play(table.game_id, PEOPLE[0][0], shown, 0)
    with pytest.raises(TableError) as caught:
        await service.play(table.game_id, PEOPLE[0][0], shown, 1)
    assert caught.value.code == "stale"
    await service.play(table.game_id, PEOPLE[1][0], shown, 0)
    assert table.version == shown + 2


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    clicks=st.lists(
        st.tuples(st.integers(0, 2), st.integers(0, 4), st.integers(0, 6)),
        min_size=10,
        max_size=60,
    )
)
async def test_no_sequence_of_old_clicks_plays_a_move_its_button_did_not_show(
    clicks: list[tuple[int, int, int]],
) -> None:
    """The adversary: each click is a person's button drawn ``back`` moves ago (index
    ``index``). Taken, it is exactly that button's move; refused as stale, the presser's list
    did change; a button that means nothing (beyond the list) is refused too."""
    env = make_service()
    service = env.service
    try:
        table = await open_table(service, people=3, computers=0, settings=SIMULTANEOUS)
        for seat, back, index in clicks:
            if table.over:
                break
            version = max(0, table.version - back)
            then = legal_at(table, version, seat)
            now = legal_at(table, table.version, seat)
            before = table.version
            try:
                await service.play(table.game_id, PEOPLE[seat][0], version, index)
            except TableError as exc:
                assert exc.code == "stale"
                assert then != now or index >= len(then)
                assert table.version == before
                continue
            except sr.GAME.illegal:
                raise AssertionError("a listed play was refused by the engine") from None
            assert then == now and index < len(then)
            assert table.version == before + 1
            assert table.actions[-1] == sr.GAME.to_record(table.state, then[index])
    finally:
        await service.close()
