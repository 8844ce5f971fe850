"""Player-facing words of the engine, in every language of the catalogue (``locales``).

The engine raises and narrates with codes and parameters; the catalogue's ``engine.ftl`` turns
them into a sentence: ``engine.error.<code>`` for a refusal, ``engine.move.<code>`` for the label
of a legal move, ``engine.rule.<id>`` for the rule a refusal cites. Unknown languages fall back
to English.
"""

from __future__ import annotations

from typing import Any

from locales import text
from locales.rules import RuleWords

WORDS = RuleWords("engine")
ERROR_PREFIX = WORDS.error_prefix
error_codes = WORDS.error_codes
rule_words = WORDS.rule_words
error_text = WORDS.error_text


def move_words(code: str, lang: str = "en", **params: Any) -> str:
    return text(f"engine.move.{code}", lang, **params)
