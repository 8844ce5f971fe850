"""The table service on its own (real SQLite in a temp folder, no Discord)."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import Any

import pytest

from cogs import service as service_module
from cogs.service import DRAW_GRACE, TableService, TableSettings
from storage import Database


async def test_computers_give_a_person_time_to_draw_H2(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Manual drawing: while a person has yet to draw, a computer waits DRAW_GRACE delays more
    before acting (its play would end their turn and open them to an oubli call, R9)."""
    waits: list[float] = []
    real_sleep = asyncio.sleep

    async def sleep(delay: float) -> None:
        waits.append(delay)
        await real_sleep(0)

    monkeypatch.setattr(service_module.asyncio, "sleep", sleep)
    db = await Database.open(tmp_path / "dobro.sqlite3")
    service = TableService(db, ai_delay=1.0, rng=random.Random(3), seeds=lambda: 11)
    try:
        table = await service.create(1, 2, 3, "Ana", TableSettings(seats=2, draw="manual"))
        await service.add_computer(table.game_id, 3, "normal")
        await service.start(table.game_id, 3)
        await service.idle()
        assert all(w <= 1.4 for w in waits)  # nobody short yet: no grace
        waits.clear()
        state = table.state
        assert state is not None and state.players[state.turn] == "Ana"
        move = next(m for m in service_module.dr.legal_moves(state, "Ana") if m.kind == "play")
        action: dict[str, Any] = move.action("Ana", move.values[0] if move.values else None)
        action.pop("player")
        await service.act(table.game_id, 3, state.version, action)
        assert table.state is not None and table.state.short[0]  # Ana has not drawn (H2)
        await service.idle()
        assert waits[0] > 1.4 and waits[0] >= (0.6 + DRAW_GRACE) * 1.0  # beyond any usual wait
    finally:
        await service.close()
        await db.close()
