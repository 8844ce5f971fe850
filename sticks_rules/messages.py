"""Player-facing words of the Sticks engine, from the Fluent catalogue (``locales``, the files
``sticks.ftl``): ``sticks.error.<code>`` for a refusal, ``sticks.rule.<id>`` for the rule it
cites, ``sticks.move.*`` for a legal action's label, ``sticks.event.*`` for the narration.
Unknown languages fall back to English."""

from __future__ import annotations

from typing import Any

from locales import has, keys, text

ERROR_PREFIX = "sticks.error."


def error_codes() -> list[str]:
    """Every refusal code the catalogue words."""
    return sorted(k.removeprefix(ERROR_PREFIX) for k in keys() if k.startswith(ERROR_PREFIX))


def rule_words(rule: str, lang: str = "en") -> str:
    """ "rule R13, playing a card": the rule's id and what it is about; an unknown id alone."""
    key = f"sticks.rule.{rule}"
    if rule and has(key):
        return text(key, lang)
    return text("sticks.rule_unknown", lang, rule=rule)


def error_text(code: str, lang: str = "en", *, rule: str = "", **params: Any) -> str:
    """Why an action is refused, citing ``rule`` in words; an unknown code is shown as is."""
    key = ERROR_PREFIX + code
    if not has(key):
        return code
    return text(key, lang, rule=rule_words(rule, lang), **params)


def move_words(card: int, lang: str = "en") -> str:
    """The label of the button that plays ``card``."""
    return text("sticks.move.play", lang, card=card)
