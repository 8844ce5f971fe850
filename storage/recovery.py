"""Rebuild every active game after a restart by replaying its log through its game's rules.

Three queries on one snapshot load all active games, their seats and all their actions, whatever
the number of games; the engine then replays each record. A game whose log no longer replays
(say, an engine change made an old move illegal) is returned as a failure, not fatal: the others
resume, and the caller decides what to do with it (mark it broken, log it once).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from games import UnknownGame, rules

from .games import load_active_records
from .models import Game
from .sql import Sql


@dataclass(frozen=True, slots=True)
class RecoveredGame:
    """An active game rebuilt: its row (with seats), its full record and the replayed state.

    If the game is over it ended but its results were not stored before the restart: store
    them with ``db.results.record_results(game.id, rules.standings(state))`` and announce them.
    ``state`` is the game's own state (``games.rules(game.game).load``).
    """

    game: Game
    record: dict[str, Any]
    state: Any


@dataclass(frozen=True, slots=True)
class RecoveryFailure:
    """An active game whose log cannot be replayed; ``index`` is the faulty action, if known."""

    game: Game
    record: dict[str, Any] | None
    error: str
    index: int | None = None


@dataclass(slots=True)
class Recovery:
    """What ``recover`` found, and where the time went (the SQL and the engine replay)."""

    games: list[RecoveredGame] = field(default_factory=list)
    failed: list[RecoveryFailure] = field(default_factory=list)
    actions: int = 0
    sql_seconds: float = 0.0
    replay_seconds: float = 0.0


async def recover(db: Sql) -> Recovery:
    """Load and replay every active game through its game's rules (``games.rules``: the
    catalogue, looked up only here, so storage itself knows no game); see ``Recovery`` for the
    outcome and timings."""
    result = Recovery()
    t0 = time.perf_counter()
    loaded = await load_active_records(db)
    t1 = time.perf_counter()
    for game, record in loaded:
        if isinstance(record, str):
            result.failed.append(RecoveryFailure(game, None, record))
            continue
        result.actions += len(record["actions"])
        try:
            game_rules = rules(game.game)
        except UnknownGame:
            why = f"this bot does not play {game.game!r}"
            result.failed.append(RecoveryFailure(game, record, why))
            continue
        setup = {k: v for k, v in record.items() if k != "actions"}
        try:
            state = game_rules.load(setup, record["actions"])
        except game_rules.replay_error as exc:
            index = getattr(exc, "index", None)
            result.failed.append(RecoveryFailure(game, record, str(exc), index))
        except game_rules.record_error as exc:
            result.failed.append(RecoveryFailure(game, record, str(exc)))
        else:
            result.games.append(RecoveredGame(game, record, state))
    result.sql_seconds = t1 - t0
    result.replay_seconds = time.perf_counter() - t1
    return result


async def recover_active(db: Sql) -> list[RecoveredGame]:
    """The active games, rebuilt; games that cannot be replayed are left out (use
    ``recover`` to learn about them)."""
    return (await recover(db)).games
