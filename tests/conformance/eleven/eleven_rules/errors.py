"""Eleven's refusal, worded from the catalogue (``eleven.error.<code>``, citing
``eleven.rule.<id>``); the record errors are the kit's."""

from __future__ import annotations

from games.base import RecordError, ReplayError
from locales.rules import Refusal, RuleWords

WORDS = RuleWords("eleven")


class IllegalAction(Refusal):
    """A play the rules forbid: never applied, never replaced."""

    words = WORDS


__all__ = ["WORDS", "IllegalAction", "RecordError", "ReplayError"]
