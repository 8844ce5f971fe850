"""The engine's errors: one type for an illegal action, one for a malformed record, one for a
record or action list whose action breaks a rule (with the state before it)."""

from __future__ import annotations

from typing import Any

from locales.rules import Refusal

from .messages import WORDS


class IllegalAction(Refusal):
    """An action the rules forbid. Never applied, never recorded, never replaced by another.

    ``code`` and ``params`` let a UI word the reason in its own language (see ``messages``);
    ``rule`` is the DOBBLE.md id the action breaks.
    """

    words = WORDS


class RecordError(ValueError):
    """A record (or a stored setup or action) that is not of DOBBLE.md's shape: exit 2."""


class ReplayError(Exception):
    """An action of a record breaks a rule; ``state`` is the state before it.

    ``game`` and ``claim`` locate it in the spec's record (``claim`` None: a game-level error);
    ``index`` in the platform's flat action list (None when replaying a spec record).
    """

    def __init__(
        self,
        error: IllegalAction,
        state: Any,
        *,
        game: int | None = None,
        claim: int | None = None,
        index: int | None = None,
    ) -> None:
        self.error = error
        self.state = state
        self.game = game
        self.claim = claim
        self.index = index
        where = f"action {index}" if index is not None else f"game {game}, claim {claim}"
        super().__init__(f"{where}: {error}")
