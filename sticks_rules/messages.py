"""Player-facing words of the Sticks engine, from the Fluent catalogue (``locales``, the files
``sticks.ftl``): ``sticks.error.<code>`` for a refusal, ``sticks.rule.<id>`` for the rule it
cites, ``sticks.move.*`` for a legal action's label, ``sticks.event.*`` for the narration.
Unknown languages fall back to English."""

from __future__ import annotations

from locales import text
from locales.rules import RuleWords

WORDS = RuleWords("sticks")
ERROR_PREFIX = WORDS.error_prefix
error_codes = WORDS.error_codes
rule_words = WORDS.rule_words
error_text = WORDS.error_text


def move_words(card: int, lang: str = "en") -> str:
    """The label of the button that plays ``card``."""
    return text("sticks.move.play", lang, card=card)
