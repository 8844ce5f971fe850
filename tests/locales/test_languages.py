"""Languages are folders (#32): the list of languages is ``locales/``'s folders and nothing
else; each language's plurals follow its own CLDR rules, its selectors keep English's
variants, its numbers its decimal sign, and its words fit Discord's limits.

Every test here runs over every folder: a new language is checked by adding it."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel import Locale
from fluent.syntax import ast
from fluent.syntax.visitor import Visitor

import locales
from cogs.table.options import game_options, option_name, option_named, parse_options

ROOT = Path(__file__).resolve().parents[2]
OTHERS = [lang for lang in locales.LANGUAGES if lang != locales.DEFAULT]
#: CLDR's plural categories: a selector whose English variants are among these (or numbers)
#: chooses by a number.
CLDR = {"zero", "one", "two", "few", "many", "other"}
#: Sample values for a message's variables when checking its length.
SAMPLE = {"n": 12, "count": 3, "total": 12}


def test_the_languages_are_the_folders_and_nothing_else_names_them() -> None:
    folders = sorted(p.name for p in locales.ROOT.iterdir() if p.is_dir() and any(p.glob("*.ftl")))
    assert sorted(locales.LANGUAGES) == folders and locales.LANGUAGES[0] == locales.DEFAULT
    # No list of languages written by hand in the code or the schema.
    by_hand = re.compile(
        r"""["']en["'],\s*["']fr["']|Literal\[\s*["']en|IN \('en'|\{\s*["']en["'],\s*["']fr"""
    )
    for folder in ("cogs", "storage", "tables", "standings", "guilds", "games", "locales"):
        for path in (ROOT / folder).rglob("*.py"):
            if path.name == "schema.py":  # released migrations stay as written; 21 undoes it
                continue
            assert not by_hand.search(path.read_text(encoding="utf-8")), path
    assert not by_hand.search((ROOT / "settings.py").read_text(encoding="utf-8"))


@pytest.mark.parametrize("lang", locales.LANGUAGES)
def test_each_language_names_itself(lang: str) -> None:
    """The language picker lists each folder by its own name, which no other has."""
    names = [locales.name(x) for x in locales.LANGUAGES]
    assert len(set(names)) == len(names) and 1 <= len(locales.name(lang)) <= 100


@pytest.mark.parametrize(
    ("tag", "expected"),
    [
        ("en-US", "en"),
        ("en-GB", "en"),
        ("fr", "fr"),
        ("es-ES", "es"),
        ("es-419", "es"),
        ("de", "de"),
        ("it", "it"),
        ("pt-BR", "pt-BR"),
        ("pt-br", "pt-BR"),
        ("pt", "pt-BR"),
        ("pt-PT", "pt-BR"),
        ("zh-CN", None),
        ("", None),
        (None, None),
    ],
)
def test_a_discord_locale_reads_the_language_that_speaks_to_it(
    tag: str | None, expected: str | None
) -> None:
    assert locales.match(tag) == expected


def test_a_setting_or_a_stored_language_must_be_a_folder() -> None:
    for lang in locales.LANGUAGES:
        assert locales.canonical(lang.upper()) == lang
    assert locales.canonical("pt") is None and locales.canonical("xx") is None


@pytest.mark.parametrize(
    ("lang", "written"),
    [("en", "8.3"), ("fr", "8,3"), ("es", "8,3"), ("de", "8,3"), ("it", "8,3"), ("pt-BR", "8,3")],
)
def test_decimals_use_each_languages_sign(lang: str, written: str) -> None:
    assert locales.decimal(8.3, lang) == written
    assert locales.decimal(1234.5, lang, 0).isdigit()  # never grouped, like integers


# ------------------------------------------------------------------ selectors and plurals


class _Selects(Visitor):
    """(variable, its variants' keys) of every selector of a message."""

    def __init__(self) -> None:
        super().__init__()
        self.found: dict[str, set[str]] = {}
        self.defaults: dict[str, set[str]] = {}

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        if isinstance(node.selector, ast.VariableReference):
            name = node.selector.id.name
            keys = self.found.setdefault(name, set())
            for variant in node.variants:
                key = variant.key
                keys.add(key.value if isinstance(key, ast.NumberLiteral) else key.name)
                if variant.default:
                    self.defaults.setdefault(name, set()).add(keys_of(variant))
        self.generic_visit(node)


def keys_of(variant: ast.Variant) -> str:
    key = variant.key
    return key.value if isinstance(key, ast.NumberLiteral) else key.name


def selects(lang: str) -> Iterator[tuple[str, _Selects]]:
    for mid, message in locales._messages(lang).items():
        visitor = _Selects()
        visitor.visit(message)
        if visitor.found:
            yield mid, visitor


def _number(key: str) -> bool:
    return bool(re.fullmatch(r"-?\d+(\.\d+)?", key))


def plural_variables() -> dict[str, set[str]]:
    """For each English message, its variables that choose by a number (their variants are
    CLDR categories or numbers)."""
    out: dict[str, set[str]] = {}
    for mid, found in selects(locales.DEFAULT):
        for name, keys in found.found.items():
            if _plural(keys):
                out.setdefault(mid, set()).add(name)
    return out


def _plural(keys: set[str]) -> bool:
    return all(k in CLDR or _number(k) for k in keys)


def chosen_by_number(lang: str) -> Iterator[tuple[str, str, set[str], _Selects]]:
    """(message, variable, its variants, the message's selectors) for each variable that
    chooses by a number in ``lang``: as in English, or where English needs no plural (French
    "3 prises" for English "3 taken")."""
    plurals, english = plural_variables(), dict(selects(locales.DEFAULT))
    for mid, found in selects(lang):
        for name, keys in found.found.items():
            in_english = english[mid].found if mid in english else {}
            if name in plurals.get(mid, set()) or (name not in in_english and _plural(keys)):
                yield mid, name, keys, found


@pytest.mark.parametrize("lang", locales.LANGUAGES)
def test_plural_variants_are_the_languages_own_categories(lang: str) -> None:
    """A number's variants are the CLDR categories of the language (French: one for 0 and 1;
    German: one for 1 only) or exact numbers, with ``other`` as the default."""
    categories = set(Locale.parse(lang.replace("-", "_")).plural_form.tags) | {"other"}
    wrong = {}
    for mid, name, keys, found in chosen_by_number(lang):
        odd = {k for k in keys if not _number(k) and k not in categories}
        if odd or found.defaults.get(name) != {"other"}:
            wrong[f"{mid} ${name}"] = (sorted(odd), found.defaults.get(name))
    assert not wrong, f"{lang}: plural variants outside {sorted(categories)}: {wrong}"


@pytest.mark.parametrize("lang", OTHERS)
def test_other_selectors_keep_the_english_variants(lang: str) -> None:
    """A selector on a word ($self yes/no, $colour blue/red, $step play/open…) has exactly
    English's variants: the code sends those values whatever the language."""
    numbers = {(mid, name) for mid, name, _, _ in chosen_by_number(lang)}
    english = dict(selects(locales.DEFAULT))
    differ = {}
    for mid, found in selects(lang):
        for name, keys in found.found.items():
            if (mid, name) in numbers:
                continue
            theirs = english[mid].found.get(name) if mid in english else None
            if theirs != keys:
                differ[f"{mid} ${name}"] = (theirs, keys)
    assert not differ


@pytest.mark.parametrize("lang", locales.LANGUAGES)
def test_every_plural_renders_for_every_count(lang: str) -> None:
    numbers: dict[str, set[str]] = {}
    for mid, name, _, _ in chosen_by_number(lang):
        numbers.setdefault(mid, set()).add(name)
    for mid, names in numbers.items():
        key = locales.key_of(mid)
        needed = locales.variables(key, lang)
        for n in (0, 1, 2, 3, 5, 11, 21, 100, 1_000_000):
            args = {v: (n if v in names else "x") for v in needed}
            out = locales.text(key, lang, **args)
            assert "{" not in out and "???" not in out, (lang, key, n, out)


# ------------------------------------------------------------------ Discord's limits


def _is_name(text: str) -> bool:
    """Discord's ``^[-_\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$``, in lower case."""
    return (
        1 <= len(text) <= 32
        and text == text.lower()
        and all(c in "-_" or unicodedata.category(c)[0] in "LN" for c in text)
    )


def _command_keys() -> tuple[set[str], set[str], set[str]]:
    """The keys of command names (English's is a name), descriptions and choices."""
    keys = locales.keys(locales.DEFAULT)
    names = {k for k in keys if k.startswith("cmd.") and _is_name(locales.text(k, "en"))}
    choices = {k for k in keys if ".choice." in f".{k}" or k.startswith("choice.")}
    descriptions = {k for k in keys if k.startswith("cmd.")} - names
    return names, descriptions, choices


@pytest.mark.parametrize("lang", locales.LANGUAGES)
def test_commands_fit_discords_limits_in_every_language(lang: str) -> None:
    """Names lower case, without spaces, 1 to 32 letters, digits, - or _; descriptions and
    choices 1 to 100 characters; buttons' labels at most 80."""
    names, descriptions, choices = _command_keys()
    bad = [k for k in names if not _is_name(locales.text(k, lang))]
    assert not bad, {k: locales.text(k, lang) for k in bad}
    long = {
        k: locales.text(k, lang, **{v: "12" for v in locales.variables(k, lang)})
        for k in descriptions | choices
    }
    assert not {k: v for k, v in long.items() if not 1 <= len(v) <= 100}
    labels = [
        k
        for k in locales.keys(lang)
        if k.startswith("button.") or ".button." in k or ".try." in k or k.startswith("move.")
    ]
    long = {
        k: locales.text(k, lang, **{v: "12" for v in locales.variables(k, lang)}) for k in labels
    }
    assert not {k: v for k, v in long.items() if len(v) > 80}


def test_a_game_option_is_typed_by_its_name_in_any_language() -> None:
    """The compact ``options:`` reads an option's name in every language, and no name of one
    option is another's in some language."""
    owners: dict[str, str] = {}
    for _, option in game_options():
        for lang in locales.LANGUAGES:
            word = option_name(option, lang)
            assert owners.setdefault(word, option.command) == option.command, (lang, word)
            found = option_named(word.upper())
            assert found is not None and found.command == option.command
            value = option.choices[-1].word
            assert parse_options(f"{word}:{value}") == {option.command: value}


DISCORD_LOCALES = {"en-US", "en-GB", "fr", "es-ES", "es-419", "de", "it", "pt-BR", "ja", "ko"}


def _walk(item: dict, path: str) -> Iterator[tuple[str, dict, list[dict]]]:
    """(path, item, its options) for a command and every subcommand and option in it."""
    options = item.get("options") or []
    yield path, item, options
    for option in options:
        yield from _walk(option, f"{path} {option['name']}")


async def test_the_synced_commands_speak_every_language(fake_discord: object, bot: object) -> None:
    """What Discord receives: for each Discord locale a language of the catalogue speaks (es-ES
    and es-419 Spanish, pt-BR Brazilian Portuguese…), every name, description and choice is
    localized, names fit Discord's rule, and no two options of a command share a name."""
    commands = fake_discord.commands(fake_discord.guild)  # type: ignore[attr-defined]
    spoken = {loc: locales.match(loc) for loc in DISCORD_LOCALES}
    wanted = {loc for loc, lang in spoken.items() if lang not in (None, locales.DEFAULT)}
    assert {"fr", "es-ES", "es-419", "de", "it", "pt-BR"} <= wanted
    assert spoken["ja"] is None and spoken["en-GB"] == locales.DEFAULT
    problems = []
    for command in commands:
        if command.get("type", 1) != 1:
            # A context menu (#34): a name of 1 to 32 characters, any case and spaces, no
            # description; localized for every language all the same.
            names = command.get("name_localizations") or {}
            for loc in wanted:
                if not 1 <= len(names.get(loc, "")) <= 32:
                    problems.append(f"menu {command['name']}: name in {loc}: {names.get(loc)!r}")
            continue
        for path, item, options in _walk(command, "/" + command["name"]):
            names = item.get("name_localizations") or {}
            descriptions = item.get("description_localizations") or {}
            for loc in wanted:
                if not _is_name(names.get(loc, "")):
                    problems.append(f"{path}: name in {loc}: {names.get(loc)!r}")
                if "description" in item and not 1 <= len(descriptions.get(loc, "")) <= 100:
                    problems.append(f"{path}: description in {loc}: {descriptions.get(loc)!r}")
                seen = [(o.get("name_localizations") or {}).get(loc) for o in options]
                if len(set(seen)) != len(seen):
                    problems.append(f"{path}: two options share a name in {loc}: {seen}")
                for choice in item.get("choices") or []:
                    shown = (choice.get("name_localizations") or {}).get(loc, choice["name"])
                    if not 1 <= len(shown) <= 100:
                        problems.append(f"{path}: choice {choice['name']!r} in {loc}")
            for loc in DISCORD_LOCALES - wanted:
                if loc in names and spoken[loc] is None:
                    problems.append(f"{path}: a name for {loc}, which no language speaks")
    assert not problems, "\n".join(problems[:30])
