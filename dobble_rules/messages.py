"""Player-facing words of the Dobble engine, from the Fluent catalogue (``locales``,
``dobble.ftl``): ``dobble.error.<code>`` for a refusal, ``dobble.rule.<id>`` for the rule it
cites, ``dobble.mode.<mode>`` for a mini-game's name. Unknown languages fall back to English.
"""

from __future__ import annotations

from locales import text
from locales.rules import RuleWords

WORDS = RuleWords("dobble")
ERROR_PREFIX = WORDS.error_prefix
error_codes = WORDS.error_codes
rule_words = WORDS.rule_words
error_text = WORDS.error_text


def mode_name(mode: str, lang: str = "en") -> str:
    """A mini-game's name as players know it ("the infernal tower")."""
    return text(f"dobble.mode.{mode}", lang)
