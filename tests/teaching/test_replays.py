"""The replay service: every page of a finished game is the engine's ``load(setup,
actions[:k])`` with that move's events, whatever the order pages are asked in; few games are
kept; a game of another server, or one not finished, is refused."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cogs.games import renderer
from games import rules
from storage import GameStatus, Seat
from tables import Table, TableError, TableSettings
from teaching.replays import ReplayError, ReplayService

GUILD = 5


def finished_table(game: str, seats: int, seed: int, game_id: int = 1, **options: Any) -> Table:
    """A game of computers played to its end, as ``TableService.load`` gives a stored one."""
    r = rules(game)
    names = [f"P{i}" for i in range(seats)]
    setup = r.new_setup(names, r.options_model(**options), seed)
    state = r.load(setup, [])
    rng = random.Random(seed)
    levels = dict.fromkeys(range(seats), "normal")
    actions = []
    while not r.is_over(state):
        move = r.computer_move(state, levels, rng)
        actions.append(r.to_record(state, move))
        r.apply_in_place(state, move)
    table = Table(
        game_id=game_id,
        guild_id=GUILD,
        channel_id=9,
        host_id=1,
        settings=TableSettings(seats=seats, game=game, options=options),
        seats=[Seat.ai(i, n, "normal") for i, n in enumerate(names)],
        status=GameStatus.FINISHED,
        setup=setup,
        state=state,
    )
    table.actions = actions
    return table


def service_over(tables: dict[int, Table], **kw: Any) -> tuple[ReplayService, list[int]]:
    loads: list[int] = []

    async def load(game_id: int) -> Table:
        loads.append(game_id)
        if game_id not in tables:
            raise TableError("no_table")
        return tables[game_id]

    def section(table: Table) -> object:
        return renderer(table.settings.game).section(table)

    return ReplayService(load, section, **kw), loads


@pytest.mark.parametrize(("game", "seats"), [("dobro", 4), ("sticks", 3), ("ten", 3)])
async def test_every_page_is_the_engines_state_after_that_many_moves(game: str, seats: int) -> None:
    table = finished_table(game, seats, seed=11)
    service, loads = service_over({1: table}, keyframe_every=8)
    r = table.rules
    total = len(table.actions)
    order = list(range(total + 1))
    random.Random(3).shuffle(order)
    for step in [0, total, *order]:
        page = await service.page(1, step, guild_id=GUILD)
        assert (page.step, page.total) == (step, total)
        want = r.load(table.setup, table.actions[:step])  # type: ignore[arg-type]
        assert r.view(page.table.state, None) == r.view(want, None)
        if step:  # the move's events, as the table's log showed them
            before = r.load(table.setup, table.actions[: step - 1])  # type: ignore[arg-type]
            _, events = r.apply(before, r.parse(before, table.actions[step - 1]))
            assert (
                list(page.table.events)
                == [e for e in events if e["type"] not in r.quiet_events][-12:]
            )
        assert page.table.state is not table.state and table.events is not page.table.events
    assert loads == [1]  # one replay of the stored game, then keyframes
    assert page.sections[0] == (1, 0) and [s for s, _ in page.sections] == list(
        range(1, len(page.sections) + 1)
    )
    clamped = await service.page(1, total + 50, guild_id=GUILD)
    assert (clamped.step, clamped.total) == (total, total)


async def test_a_long_game_pages_from_its_keyframes() -> None:
    table = finished_table("dobro", 6, seed=2, variant="long")
    assert len(table.actions) >= 300
    service, _ = service_over({1: table}, keyframe_every=16)
    calls = 0
    r = table.rules
    real_apply = type(r).apply

    def counting(self: Any, state: Any, move: Any) -> Any:
        nonlocal calls
        calls += 1
        return real_apply(self, state, move)

    await service.page(1, 0, guild_id=GUILD)  # the one whole replay
    type(r).apply = counting  # type: ignore[method-assign]
    try:
        for step in (150, 151, 299, 17, 16, len(table.actions)):
            before = calls
            await service.page(1, step, guild_id=GUILD)
            assert 1 <= calls - before <= 16
    finally:
        type(r).apply = real_apply  # type: ignore[method-assign]


async def test_few_games_are_kept_and_refusals() -> None:
    tables = {i: finished_table("sticks", 2, seed=i, game_id=i) for i in (1, 2, 3)}
    playing = finished_table("sticks", 2, seed=4, game_id=4)
    playing.status = GameStatus.ACTIVE
    tables[4] = playing
    service, loads = service_over(tables, cached_games=2)
    for game_id in (1, 2, 1, 3, 1, 2):
        await service.page(game_id, 1, guild_id=GUILD)
    assert loads == [1, 2, 3, 2]  # 1 kept (watched last), 2 dropped for 3, then read again
    with pytest.raises(TableError) as other:
        await service.page(1, 0, guild_id=GUILD + 1)  # another server's game: unknown
    assert other.value.code == "no_game"
    with pytest.raises(TableError):
        await service.page(99, 0, guild_id=GUILD)
    with pytest.raises(ReplayError) as running:
        await service.page(4, 0, guild_id=GUILD)
    assert running.value.code == "not_finished"
