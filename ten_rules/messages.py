"""Player-facing words of Ten, in every language of the catalogue (``locales``, ``ten.ftl``).

The engine raises and narrates with codes and parameters: ``ten.error.<code>`` words a refusal,
``ten.rule.<id>`` the rule it cites, ``ten.choice.<code>`` the label of a legal choice and
``ten.event.<type>`` one line of the game's log. Unknown languages fall back to English.
"""

from __future__ import annotations

from typing import Any

from locales import text
from locales.rules import RuleWords

WORDS = RuleWords("ten")
ERROR_PREFIX = WORDS.error_prefix
error_codes = WORDS.error_codes
rule_words = WORDS.rule_words
error_text = WORDS.error_text


def choice_words(code: str, lang: str = "en", **params: Any) -> str:
    return text(f"ten.choice.{code}", lang, **params)


def event_words(kind: str, lang: str = "en", **params: Any) -> str:
    return text(f"ten.event.{kind}", lang, **params)
