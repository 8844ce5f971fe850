"""Player-facing words of the Dobble engine, from the Fluent catalogue (``locales``,
``dobble.ftl``): ``dobble.error.<code>`` for a refusal, ``dobble.rule.<id>`` for the rule it
cites, ``dobble.mode.<mode>`` for a mini-game's name. Unknown languages fall back to English.
"""

from __future__ import annotations

from typing import Any

from locales import has, keys, text

ERROR_PREFIX = "dobble.error."


def error_codes() -> list[str]:
    """Every refusal code the catalogue words, sorted."""
    return sorted(k.removeprefix(ERROR_PREFIX) for k in keys() if k.startswith(ERROR_PREFIX))


def rule_words(rule: str, lang: str = "en") -> str:
    """ "rule R3, claims": the rule's id and what it is about; an unknown id alone."""
    key = f"dobble.rule.{rule}"
    if rule and has(key):
        return text(key, lang)
    return text("dobble.rule_unknown", lang, rule=rule)


def error_text(code: str, lang: str = "en", *, rule: str = "", **params: Any) -> str:
    """Why an action is refused, citing ``rule`` in words; an unknown code is shown as is."""
    key = ERROR_PREFIX + code
    if not has(key):
        return code
    return text(key, lang, rule=rule_words(rule, lang), **params)


def mode_name(mode: str, lang: str = "en") -> str:
    """A mini-game's name as players know it ("the infernal tower")."""
    return text(f"dobble.mode.{mode}", lang)
