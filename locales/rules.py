"""What every game's rules package says the same way: why an action is refused, citing the rule
it breaks, in every language of the catalogue. A rules package names its catalogue prefix once
(``RuleWords("sticks")``: ``sticks.error.<code>``, ``sticks.rule.<id>``,
``sticks.rule_unknown``) and raises its own subclass of ``Refusal``."""

from __future__ import annotations

from typing import Any, ClassVar

from . import has, keys, text


class RuleWords:
    """A game's refusals and rules in words (``prefix``: its catalogue's, "engine" for Dobro).
    Unknown languages fall back to English."""

    def __init__(self, prefix: str) -> None:
        self.prefix = prefix
        self.error_prefix = f"{prefix}.error."

    def error_codes(self) -> list[str]:
        """Every refusal code the catalogue words, sorted."""
        start = self.error_prefix
        return sorted(k.removeprefix(start) for k in keys() if k.startswith(start))

    def rule_words(self, rule: str, lang: str = "en") -> str:
        """ "rule R6, a turn": the rule's id and what it is about; an unknown id alone."""
        key = f"{self.prefix}.rule.{rule}"
        if rule and has(key):
            return text(key, lang)
        return text(f"{self.prefix}.rule_unknown", lang, rule=rule)

    def error_text(self, code: str, lang: str = "en", *, rule: str = "", **params: Any) -> str:
        """Why an action is refused, citing ``rule`` in words; an unknown code is shown as is."""
        key = self.error_prefix + code
        if not has(key):
            return code
        return text(key, lang, rule=self.rule_words(rule, lang), **params)


class Refusal(Exception):
    """An action the rules forbid: never applied, never replaced by another move. Each game's
    ``IllegalAction`` is one, with its own ``words``.

    ``code`` and ``params`` let a UI word the reason in its own language; ``rule`` is the id
    (of the game's spec) the action breaks, named in every language's sentence."""

    words: ClassVar[RuleWords]

    def __init__(self, code: str, rule: str, **params: Any) -> None:
        self.code = code
        self.rule = rule
        self.params = params
        super().__init__(self.words.error_text(code, "en", rule=rule, **params))

    @property
    def message(self) -> str:
        return str(self)

    def text(self, lang: str = "en") -> str:
        return self.words.error_text(self.code, lang, rule=self.rule, **self.params)
