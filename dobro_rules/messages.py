"""Player-facing words of the engine, in every language of the catalogue (``locales``).

The engine raises and narrates with codes and parameters; the catalogue's ``engine.ftl`` turns
them into a sentence: ``engine.error.<code>`` for a refusal, ``engine.move.<code>`` for the label
of a legal move, ``engine.rule.<id>`` for the rule a refusal cites. Unknown languages fall back
to English.
"""

from __future__ import annotations

from typing import Any

from locales import has, keys, text

ERROR_PREFIX = "engine.error."


def error_codes() -> list[str]:
    """Every refusal code the catalogue words, in no particular order."""
    return sorted(k.removeprefix(ERROR_PREFIX) for k in keys() if k.startswith(ERROR_PREFIX))


def move_words(code: str, lang: str = "en", **params: Any) -> str:
    return text(f"engine.move.{code}", lang, **params)


def rule_words(rule: str, lang: str = "en") -> str:
    """ "rule R6, a turn": the rule's id and what it is about; an unknown id alone."""
    key = f"engine.rule.{rule}"
    if rule and has(key):
        return text(key, lang)
    return text("engine.rule_unknown", lang, rule=rule)


def error_text(code: str, lang: str = "en", *, rule: str = "", **params: Any) -> str:
    """Why an action is refused, citing ``rule`` in words; an unknown code is shown as is."""
    key = ERROR_PREFIX + code
    if not has(key):
        return code
    return text(key, lang, rule=rule_words(rule, lang), **params)
