"""Player-facing words of Ten, in every language of the catalogue (``locales``, ``ten.ftl``).

The engine raises and narrates with codes and parameters: ``ten.error.<code>`` words a refusal,
``ten.rule.<id>`` the rule it cites, ``ten.choice.<code>`` the label of a legal choice and
``ten.event.<type>`` one line of the game's log. Unknown languages fall back to English.
"""

from __future__ import annotations

from typing import Any

from locales import has, keys, text

ERROR_PREFIX = "ten.error."


def error_codes() -> list[str]:
    """Every refusal code the catalogue words."""
    return sorted(k.removeprefix(ERROR_PREFIX) for k in keys() if k.startswith(ERROR_PREFIX))


def rule_words(rule: str, lang: str = "en") -> str:
    """ "rule R14, the auction": the rule's id and what it is about; an unknown id alone."""
    key = f"ten.rule.{rule}"
    if rule and has(key):
        return text(key, lang)
    return text("ten.rule_unknown", lang, rule=rule)


def error_text(code: str, lang: str = "en", *, rule: str = "", **params: Any) -> str:
    """Why an action is refused, citing ``rule`` in words; an unknown code is shown as is."""
    key = ERROR_PREFIX + code
    if not has(key):
        return code
    return text(key, lang, rule=rule_words(rule, lang), **params)


def choice_words(code: str, lang: str = "en", **params: Any) -> str:
    return text(f"ten.choice.{code}", lang, **params)


def event_words(kind: str, lang: str = "en", **params: Any) -> str:
    return text(f"ten.event.{kind}", lang, **params)
