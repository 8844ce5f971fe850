"""Tutorials (``/dobro learn``, migration 15): where each person is in each game's tutorial, and
who has been greeted as a newcomer (first contact).

A tutorial's place is its step and the actions of the current lesson that led there, in the
script's own names (``teaching``); the state itself is never stored: the teaching service
replays it from the script. A step moves on only from the step the caller read (``advance``
compares and sets), so two quick clicks, or two processes, never skip a step.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .games import check_id
from .sql import Sql, dumps, utcnow

_COLUMNS = "user_id, game, step, moves, script, mistakes, started_at, updated_at, finished_at"


@dataclass(frozen=True, slots=True)
class TutorialProgress:
    """One person's place in one game's tutorial.

    ``step``: the step they are at (the number of steps once done); ``moves``: the current
    lesson's actions before that step; ``script``: the version of the script they follow;
    ``mistakes``: wrong answers so far; ``finished_at``: when they reached the end, if they
    did (a finished tutorial may be played again: it keeps the date of its first end).
    """

    user_id: int
    game: str
    step: int
    moves: list[dict[str, Any]] = field(default_factory=list)
    script: str = ""
    mistakes: int = 0
    started_at: str = ""
    updated_at: str = ""
    finished_at: str | None = None


def _progress(row: Sequence[Any]) -> TutorialProgress:
    user_id, game, step, moves, script, mistakes, started, updated, finished = row
    return TutorialProgress(
        user_id=int(user_id),
        game=str(game),
        step=int(step),
        moves=list(json.loads(moves)),
        script=str(script),
        mistakes=int(mistakes),
        started_at=str(started),
        updated_at=str(updated),
        finished_at=finished,
    )


def _check(user_id: int, game: str, step: int) -> None:
    check_id(user_id, "user_id")
    if not isinstance(game, str) or not game.isidentifier():
        raise ValueError(f"game must be a game's name, not {game!r}")
    if isinstance(step, bool) or not isinstance(step, int) or step < 0:
        raise ValueError(f"step must be 0 or more, not {step!r}")


class TutorialRepo:
    """Read, start and move on a person's tutorials; first contact with newcomers."""

    def __init__(self, db: Sql) -> None:
        self._db = db

    async def get(self, user_id: int, game: str) -> TutorialProgress | None:
        """``user_id``'s place in ``game``'s tutorial, if they ever opened it."""
        check_id(user_id, "user_id")
        rows = await self._db.fetchall(
            f"SELECT {_COLUMNS} FROM tutorials WHERE user_id = ? AND game = ?", (user_id, game)
        )
        return _progress(rows[0]) if rows else None

    async def of_user(self, user_id: int) -> list[TutorialProgress]:
        """Every tutorial ``user_id`` opened, by game name."""
        check_id(user_id, "user_id")
        rows = await self._db.fetchall(
            f"SELECT {_COLUMNS} FROM tutorials WHERE user_id = ? ORDER BY game", (user_id,)
        )
        return [_progress(r) for r in rows]

    async def start(
        self,
        user_id: int,
        game: str,
        *,
        step: int,
        moves: Sequence[dict[str, Any]],
        script: str,
        now: str | None = None,
    ) -> TutorialProgress:
        """Put ``user_id`` at ``step`` of ``game``'s tutorial whatever their place was (a first
        start, a restart, a lesson begun again after the script changed); mistakes and the
        first end are kept."""
        _check(user_id, game, step)
        now = now or utcnow()
        async with self._db.transaction() as conn:
            await conn.execute(
                "INSERT INTO tutorials (user_id, game, step, moves, script, mistakes,"
                " started_at, updated_at) VALUES (?, ?, ?, ?, ?, 0, ?, ?)"
                " ON CONFLICT (user_id, game) DO UPDATE SET step = excluded.step,"
                " moves = excluded.moves, script = excluded.script,"
                " updated_at = excluded.updated_at",
                (user_id, game, step, dumps(list(moves)), script, now, now),
            )
            rows = await conn.execute_fetchall(
                f"SELECT {_COLUMNS} FROM tutorials WHERE user_id = ? AND game = ?",
                (user_id, game),
            )
        return _progress(rows[0])

    async def advance(
        self,
        user_id: int,
        game: str,
        *,
        from_step: int,
        step: int,
        moves: Sequence[dict[str, Any]],
        finished: bool = False,
        now: str | None = None,
    ) -> bool:
        """Move ``user_id`` from ``from_step`` to ``step`` (with the lesson's ``moves`` so far);
        ``finished``: they reached the end (its first date is kept). False, and nothing
        changes, when they are no longer at ``from_step`` (another click got there first)."""
        _check(user_id, game, step)
        now = now or utcnow()
        async with self._db.transaction() as conn:
            cursor = await conn.execute(
                "UPDATE tutorials SET step = ?, moves = ?, updated_at = ?,"
                " finished_at = CASE WHEN ? = 1 THEN coalesce(finished_at, ?)"
                " ELSE finished_at END"
                " WHERE user_id = ? AND game = ? AND step = ?",
                (step, dumps(list(moves)), now, int(finished), now, user_id, game, from_step),
            )
            return bool(cursor.rowcount == 1)

    async def mistake(self, user_id: int, game: str, step: int) -> None:
        """Count a wrong answer at ``step`` (nothing if they are elsewhere now)."""
        _check(user_id, game, step)
        async with self._db.transaction() as conn:
            await conn.execute(
                "UPDATE tutorials SET mistakes = mistakes + 1, updated_at = ?"
                " WHERE user_id = ? AND game = ? AND step = ?",
                (utcnow(), user_id, game, step),
            )

    async def first_contact(self, user_id: int, *, now: str | None = None) -> bool:
        """Whether ``user_id`` is a newcomer to greet now: the first time they are looked at,
        with no game result in any server and no tutorial opened. Each person is looked at
        once (the answer is remembered, greeted or not), so only one hand ever says it."""
        check_id(user_id, "user_id")
        async with self._db.transaction() as conn:
            seen = await conn.execute_fetchall(
                "SELECT greeted FROM first_contacts WHERE user_id = ?", (user_id,)
            )
            if seen:
                return False
            played = await conn.execute_fetchall(
                "SELECT EXISTS (SELECT 1 FROM game_results WHERE user_id = ?)"
                " OR EXISTS (SELECT 1 FROM tutorials WHERE user_id = ?)",
                (user_id, user_id),
            )
            newcomer = not played[0][0]
            await conn.execute(
                "INSERT INTO first_contacts (user_id, greeted, created_at) VALUES (?, ?, ?)"
                " ON CONFLICT (user_id) DO NOTHING",
                (user_id, int(newcomer), now or utcnow()),
            )
        return newcomer

    async def forget(self, user_id: int) -> int:
        """Everything kept about ``user_id``'s learning (``/dobro forget-me``): how many rows
        went."""
        check_id(user_id, "user_id")
        async with self._db.transaction() as conn:
            gone = 0
            for table in ("tutorials", "first_contacts"):
                cursor = await conn.execute(f"DELETE FROM {table} WHERE user_id = ?", (user_id,))
                gone += max(cursor.rowcount, 0)
        return gone
