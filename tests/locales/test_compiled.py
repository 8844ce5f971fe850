"""``locales.text`` formats every message with its compiled formatter (issue 35: Fluent's own
resolver was a tenth of the bot's CPU at a thousand tables), and gives exactly what Fluent
gives: every message of every language, with every variant of its selectors chosen (plural
counts, names, numbers), counts large and small, missing values refused the same way."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import ast

import locales
from locales import CatalogueError

COUNTS = (0, 1, 2, 3, 5, 11, 21, 100, 1000, 1234567, -1, -2)
OTHER = ("", "Ana", "<@123> & **bold**", "x" * 3000, 2.5, True, 10**16)


def variables_of(message: ast.Message) -> tuple[set[str], dict[str, set[Any]]]:
    """A message's variables, and for each selector the keys its variants name."""

    names: set[str] = set()
    keys: dict[str, set[Any]] = {}

    def walk(node: Any) -> None:
        if isinstance(node, ast.VariableReference):
            names.add(node.id.name)
        if isinstance(node, ast.SelectExpression) and isinstance(
            node.selector, ast.VariableReference
        ):
            found = keys.setdefault(node.selector.id.name, set())
            for variant in node.variants:
                if isinstance(variant.key, ast.NumberLiteral):
                    found.add(int(float(variant.key.value)))
                else:
                    found.add(variant.key.name)
        if isinstance(node, ast.BaseNode):
            for value in vars(node).values():
                if isinstance(value, list):
                    for item in value:
                        walk(item)
                else:
                    walk(value)

    walk(message.value)
    return names, keys


def argument_sets(message: ast.Message) -> list[dict[str, Any]]:
    """Values for the message's variables: each selector through every key of its variants
    and the counts, the others as text and numbers."""
    names, keys = variables_of(message)
    choices = {
        name: sorted({*keys[name], *COUNTS, "other", "zzz"}, key=repr)
        if name in keys
        else [3, "Ana", *OTHER[:3]]
        for name in sorted(names)
    }
    selectors = [n for n in sorted(names) if n in keys]
    plain = [n for n in sorted(names) if n not in keys]
    out = []
    for combo in itertools.product(*(choices[n] for n in selectors)):
        args = dict(zip(selectors, combo, strict=True))
        for k, name in enumerate(plain):
            args[name] = choices[name][(len(out) + k) % len(choices[name])]
        out.append(args)
        if len(out) > 400:
            break
    for extra in OTHER:  # one odd value everywhere
        out.append({**dict.fromkeys(names, extra)})
    return out or [{}]


def fluent(key: str, lang: str, args: dict[str, Any]) -> str:
    mid = locales.fluent_id(key)
    if mid not in locales._messages(lang):
        lang = locales.DEFAULT
    return locales._with_fluent(key, mid, lang, args)


@pytest.mark.parametrize("lang", locales.LANGUAGES)
def test_every_message_formats_as_fluent_does(lang: str) -> None:
    checked = 0
    for mid, message in locales._messages(lang).items():
        key = locales.key_of(mid)
        if message.value is None:
            continue
        for args in argument_sets(message):
            try:
                expected: str | type[Exception] = fluent(key, lang, args)
            except CatalogueError:
                expected = CatalogueError
            if expected is CatalogueError:
                with pytest.raises(CatalogueError):
                    locales.text(key, lang, **args)
            else:
                assert locales.text(key, lang, **args) == expected, (key, lang, args)
            checked += 1
    assert checked > 1000


def test_a_missing_value_is_refused_and_an_unknown_key_raises() -> None:
    with pytest.raises(CatalogueError):
        locales.text("table.title", "en", game="Dobro")  # no id
    with pytest.raises(KeyError):
        locales.text("table.no_such_key", "fr")
    assert locales.text("table.title", "xx", game="G", id=1) == locales.text(
        "table.title", "en", game="G", id=1
    )


def test_every_message_is_compiled(tmp_path: Path) -> None:
    """The catalogue uses nothing the compiler leaves to Fluent (a term, a reference to another
    message, a function): every lookup is a dict hit and a join."""
    for lang in locales.LANGUAGES:
        for mid, message in locales._messages(lang).items():
            if message.value is None:
                continue
            compiled = locales._compile(
                message.value, locales.key_of(mid), lang, locales._selectors(lang)[mid]
            )
            assert compiled is not None, (lang, mid)


def test_what_the_compiler_leaves_to_fluent_is_still_formatted(tmp_path: Path) -> None:
    """A term and a message reference: formatted by Fluent itself."""
    for lang in ("en", "fr"):
        folder = tmp_path / lang
        folder.mkdir()
        (folder / "extra.ftl").write_text(
            "-brand = Dobro\nzz-term = Play { -brand }!\nzz-ref = { zz-term } Again.\n",
            encoding="utf-8",
        )
    with locales.added(tmp_path):
        assert locales.text("zz.term", "fr") == "Play Dobro!"
        assert locales.text("zz.ref", "en") == "Play Dobro! Again."


@pytest.mark.parametrize("lang", locales.LANGUAGES)
def test_kept_plural_categories_are_the_rules_and_stay_bounded(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A count's plural category is kept per language (#35: Babel's rule ran for every count of
    every message): the same category as the rule gives, cold or kept, and no more than
    ``CATEGORIES_KEPT`` numbers a language however many counts are formatted."""
    monkeypatch.setattr(locales, "CATEGORIES_KEPT", 50)
    monkeypatch.setattr(locales, "_categories", {})
    rule = locales._fluent_babel(lang)[1]
    category = locales._plural(lang)
    numbers = [*range(-5, 120), 1000, 1_000_000, 10**14]
    for _ in range(2):  # computed, then kept (or past the bound, computed again)
        assert [category(n) for n in numbers] == [rule(n) for n in numbers]
    assert len(locales._categories[lang]) == 50
    # Through a message: the words of a plural follow the rule past the bound too.
    for n in (1, 2, 5, 21, 1_000_000):
        assert locales.text("timer.hours", lang, n=n) == fluent("timer.hours", lang, {"n": n})
