"""Ten's errors: one type for an illegal action, one for a malformed record, one for a replay
that meets an illegal action."""

from __future__ import annotations

from typing import Any

from locales.rules import Refusal

from .messages import WORDS


class IllegalAction(Refusal):
    """An action the rules forbid (TEN.md "Illegal"). Never applied, never replaced.

    ``code`` and ``params`` let a UI word the reason in its own language (``messages``);
    ``rule`` is the TEN.md id the action breaks, named in every message.
    """

    words = WORDS


class RecordError(ValueError):
    """A record that is not of TEN.md's form (exit 2): one line saying where and why."""


class ReplayError(Exception):
    """Action ``index`` of a record is illegal; ``state`` is the state before it."""

    def __init__(self, index: int, error: IllegalAction, state: Any) -> None:
        self.index = index
        self.error = error
        self.state = state
        super().__init__(f"action {index}: {error}")
