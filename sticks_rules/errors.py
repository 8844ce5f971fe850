"""The engine's errors: one type for an illegal action, one for a malformed record, one for a
stored game whose action is illegal."""

from __future__ import annotations

from typing import Any


class IllegalAction(Exception):
    """An action the rules forbid. Never applied, never replaced by another move.

    ``code`` and ``params`` let a UI word the reason in its own language (``messages``);
    ``rule`` is the STICKS.md id the action breaks, named in every language's sentence.
    """

    def __init__(self, code: str, rule: str, **params: Any) -> None:
        from .messages import error_text

        self.code = code
        self.rule = rule
        self.params = params
        super().__init__(error_text(code, "en", rule=rule, **params))

    @property
    def message(self) -> str:
        return str(self)

    def text(self, lang: str = "en") -> str:
        from .messages import error_text

        return error_text(self.code, lang, rule=self.rule, **self.params)


class RecordError(ValueError):
    """A record that is not of STICKS.md's shape (the replay command's exit 2)."""


class ReplayError(Exception):
    """Action ``index`` of a record is illegal; ``state`` is the state before it."""

    def __init__(self, index: int, error: IllegalAction, state: Any) -> None:
        self.index = index
        self.error = error
        self.state = state
        super().__init__(f"action {index}: {error}")
