"""The engine's errors: one type for an illegal action, one for a malformed record."""

from __future__ import annotations

from typing import Any

from locales.rules import Refusal

from .messages import WORDS


class IllegalAction(Refusal):
    """An action the rules forbid. Never applied, never replaced by another move.

    ``code`` and ``params`` let a UI word the reason in its own language (see ``messages``);
    ``rule`` is the RULES.md id the action breaks.
    """

    words = WORDS


class RecordError(ValueError):
    """A game record that is not of RECORD.md's shape or does not make the deck."""


class ReplayError(Exception):
    """Action ``index`` of a record is illegal; ``state`` is the state before it."""

    def __init__(self, index: int, error: IllegalAction, state: Any) -> None:
        self.index = index
        self.error = error
        self.state = state
        super().__init__(f"action {index}: {error}")
