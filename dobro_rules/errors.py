"""Dobro's errors: its refusal (``IllegalAction``, worded from the catalogue's
``engine.error.<code>``, citing ``engine.rule.<id>``) and the kit's record errors (a malformed
record, exit 2; an illegal action in a record, exit 1)."""

from __future__ import annotations

from games.base import RecordError, ReplayError
from locales.rules import Refusal, RuleWords

#: The engine's refusals and rules in words, in every language of the catalogue.
WORDS = RuleWords("engine")


class IllegalAction(Refusal):
    """An action the rules forbid: never applied, never replaced by another move."""

    words = WORDS


__all__ = ["WORDS", "IllegalAction", "RecordError", "ReplayError"]
