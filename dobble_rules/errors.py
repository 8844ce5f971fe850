"""Dobble's errors: its refusal (``IllegalAction``, worded from the catalogue's
``dobble.error.<code>``, citing ``dobble.rule.<id>``), the kit's malformed record (exit 2), and
an illegal claim or mini-game located in the spec's record (exit 1)."""

from __future__ import annotations

from typing import Any

from games import base
from games.base import RecordError
from locales.rules import Refusal, RuleWords

#: The engine's refusals and rules in words, in every language of the catalogue.
WORDS = RuleWords("dobble")


class IllegalAction(Refusal):
    """An action the rules forbid: never applied, never recorded, never replaced."""

    words = WORDS


class ReplayError(base.ReplayError):
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
        super().__init__(index, error, state)
        self.game = game
        self.claim = claim
        where = f"action {index}" if index is not None else f"game {game}, claim {claim}"
        self.args = (f"{where}: {error}",)


__all__ = ["WORDS", "IllegalAction", "RecordError", "ReplayError"]
