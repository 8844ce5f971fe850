"""The engine's errors: one type for an illegal action, one for a malformed record, one for a
stored game whose action is illegal."""

from __future__ import annotations

from typing import Any

from locales.rules import Refusal

from .messages import WORDS


class IllegalAction(Refusal):
    """An action the rules forbid. Never applied, never replaced by another move.

    ``code`` and ``params`` let a UI word the reason in its own language (``messages``);
    ``rule`` is the STICKS.md id the action breaks, named in every language's sentence.
    """

    words = WORDS


class RecordError(ValueError):
    """A record that is not of STICKS.md's shape (the replay command's exit 2)."""


class ReplayError(Exception):
    """Action ``index`` of a record is illegal; ``state`` is the state before it."""

    def __init__(self, index: int, error: IllegalAction, state: Any) -> None:
        self.index = index
        self.error = error
        self.state = state
        super().__init__(f"action {index}: {error}")
