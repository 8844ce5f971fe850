"""Every word players read, in every language the bot speaks: Fluent catalogues, one lookup.

Each language is a folder of this package (``locales/en``, ``locales/fr``, ``locales/pt-BR``…)
named by its language tag and holding ``.ftl`` files split by domain (``table.ftl``,
``engine.ftl``…). ``LANGUAGES`` is the list of those folders: nothing else names a language, so
adding a language is adding a folder with the same message ids (its own name in
``language-name``). Nothing here imports Discord, so the pure rules engine uses it too.

The code names a text by a dotted key (``"table.title"``); its Fluent message id is the key with
each dot turned into a hyphen (``table-title``), since Fluent ids cannot contain dots. A key
therefore never contains a hyphen, which keeps the mapping one-to-one.

    text("table.full", "fr", seats=4)   # "La table est complète (4 places)."

Integers are passed to Fluent as numbers without grouping ("rating 1000", never "1,000"), so that
plural selectors such as ``{ $n -> [one] … *[other] … }`` follow each language's rules (French:
"0 carte", "1 carte", "2 cartes"), read by Babel from CLDR for the folder's tag. Decimals are
formatted by the caller with ``decimal`` (the language's decimal sign) and passed as text.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import babel.plural
from babel import Locale, UnknownLocaleError
from babel.numbers import get_decimal_symbol
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import fluent_number
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

__all__ = [
    "DEFAULT",
    "LANGUAGES",
    "ROOT",
    "CatalogueError",
    "added",
    "canonical",
    "decimal",
    "files",
    "fluent_id",
    "has",
    "key_of",
    "keys",
    "match",
    "message_ids",
    "name",
    "text",
    "variables",
]

#: The folder that holds one sub-folder of ``.ftl`` files per language.
ROOT = Path(__file__).resolve().parent
#: The language every other falls back to, for a language or a message it lacks.
DEFAULT = "en"


class CatalogueError(ValueError):
    """A broken catalogue (a syntax error, a duplicated id) or a message formatted without the
    values it needs: a programming error, never shown to players."""


#: A folder's name: a BCP 47 language tag, a language and an optional region or script
#: ("fr", "pt-BR", "es-419", "zh-Hant").
_TAG = re.compile(r"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$")


def _discover(root: Path) -> tuple[str, ...]:
    """The languages of ``root``: each folder holding ``.ftl`` files, the default first."""
    found = sorted(p.name for p in root.iterdir() if p.is_dir() and any(p.glob("*.ftl")))
    if DEFAULT not in found:
        raise CatalogueError(f"no {DEFAULT} catalogue in {root}")
    for lang in found:
        if not _TAG.match(lang):
            raise CatalogueError(f"{root / lang}: a language folder is named by its tag (pt-BR)")
    return (DEFAULT, *(lang for lang in found if lang != DEFAULT))


#: The languages the bot speaks, the default first: one per folder of ``.ftl`` files. Code reads
#: it when it needs it (``locales.LANGUAGES``), never a copy taken at import.
LANGUAGES: tuple[str, ...] = _discover(ROOT)


def canonical(tag: object) -> str | None:
    """The language of the catalogue spelled ``tag`` in any case ("PT-br" → "pt-BR"), or
    None: what a setting or a stored value must be."""
    if not isinstance(tag, str):
        return None
    return _canonical(tag, LANGUAGES)


def _canonical(tag: str, languages: tuple[str, ...]) -> str | None:
    wanted = tag.strip().replace("_", "-").lower()
    return next((lang for lang in languages if lang.lower() == wanted), None)


def match(tag: object) -> str | None:
    """The language of the catalogue that speaks to a reader of ``tag`` (a Discord locale such
    as "es-419" or "en-US", or any language tag), or None.

    The language itself ("pt-BR" → pt-BR), else its base language ("es-ES", "es-419" → es;
    "en-GB" → en), else another region of the same language ("pt-PT" → pt-BR)."""
    if not isinstance(tag, str):
        return None
    return _match(tag, LANGUAGES)


@functools.lru_cache(maxsize=512)
def _match(tag: str, languages: tuple[str, ...]) -> str | None:
    """``match`` among ``languages``: kept, as every interaction asks it of its locale (#35)."""
    exact = _canonical(tag, languages)
    if exact is not None:
        return exact
    base = tag.strip().replace("_", "-").split("-")[0].lower()
    if not base:
        return None
    same = [lang for lang in languages if lang.split("-")[0].lower() == base]
    return _canonical(base, languages) or (same[0] if same else None)


def name(lang: str) -> str:
    """A language's own name ("Deutsch", "Português (Brasil)"): how a picker lists it, the
    same for every reader."""
    return text("language.name", lang)


@functools.cache
def _babel(lang: str) -> Locale | None:
    try:
        return Locale.parse(lang.replace("-", "_"))
    except (UnknownLocaleError, ValueError):
        return None


def decimal(value: float, lang: str, digits: int = 1) -> str:
    """A decimal number as ``lang`` writes it: ``8.3`` in English, ``8,3`` in French, German,
    Spanish… (the language's decimal sign, from CLDR), never grouped, like integers."""
    written = f"{value:.{digits}f}"
    found = _babel(lang if lang in LANGUAGES else DEFAULT)
    sign = get_decimal_symbol(found) if found is not None else "."
    return written.replace(".", sign) if sign != "." else written


def fluent_id(key: str) -> str:
    """The Fluent id of a dotted key: ``table.error.no_table`` → ``table-error-no_table``."""
    if "-" in key:
        raise ValueError(f"a text key has no hyphen (it maps dots to hyphens): {key!r}")
    return key.replace(".", "-")


def key_of(message_id: str) -> str:
    """The dotted key of a Fluent message id (the inverse of ``fluent_id``)."""
    return message_id.replace("-", ".")


#: More folders of catalogues (each holding one folder per language), for a game defined
#: outside the bot, such as the test suite's toy game (``added``).
_EXTRA: list[Path] = []


def files(lang: str) -> list[Path]:
    """The catalogue files of ``lang``, in a stable order."""
    found = sorted((ROOT / lang).glob("*.ftl"))
    for root in _EXTRA:
        found += sorted((root / lang).glob("*.ftl"))
    return found


@contextmanager
def added(root: Path) -> Iterator[None]:
    """The catalogues with the ``.ftl`` files of ``root/<lang>/`` too, while the block runs
    (the words of a game that is not the bot's: the test suite's toy game)."""
    _EXTRA.append(root)
    _forget()
    try:
        yield
    finally:
        _EXTRA.remove(root)
        _forget()


#: How many times the catalogues changed (``added``): text formatted from them may be kept
#: under this number.
_generation = 0


def generation() -> int:
    """Changes whenever the catalogues do (``added``): a key for text kept once formatted."""
    return _generation


def _forget() -> None:
    global _generation
    _generation += 1
    _messages.cache_clear()
    _bundle.cache_clear()
    _selectors.cache_clear()
    _formatters.cache_clear()
    _babel.cache_clear()
    _fluent_babel.cache_clear()
    _numbers.clear()
    _categories.clear()


@functools.cache
def _messages(lang: str) -> dict[str, ast.Message]:
    """Every message of ``lang`` by Fluent id, parsed; refuses junk and duplicated ids."""
    parser = FluentParser(with_spans=False)
    messages: dict[str, ast.Message] = {}
    for path in files(lang):
        resource = parser.parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, ast.Junk):
                problems = "; ".join(str(a.message) for a in entry.annotations)
                content = entry.content or ""
                raise CatalogueError(f"{path}: cannot parse {content[:60]!r}: {problems}")
            if isinstance(entry, ast.Message):
                name = entry.id.name
                if name in messages:
                    raise CatalogueError(f"{path}: {name} is already defined for {lang}")
                messages[name] = entry
    return messages


@functools.cache
def _bundle(lang: str) -> FluentBundle:
    _messages(lang)  # refuse a broken catalogue before Fluent silently skips what it cannot read
    # No Unicode isolation marks: Discord would show them around every name and number.
    # Plurals follow CLDR for the folder's tag; a tag Babel does not know counts as English.
    bundle = FluentBundle([lang, DEFAULT], use_isolating=False)
    for path in files(lang):
        bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return bundle


#: Integers beyond this are passed as text: Babel formats numbers through a 28-digit decimal
#: context, and no count players read comes near it.
_LARGEST = 10**15
#: Fluent's limit on one placeable's text (``fluent.runtime.resolver.MAX_PART_LENGTH``).
_LONGEST = 2500


@functools.cache
def _selectors(lang: str) -> dict[str, frozenset[str]]:
    """For each message of ``lang``, the variables that choose among its variants (plurals)."""
    out = {}
    for mid, message in _messages(lang).items():
        visitor = _Selectors()
        visitor.visit(message)
        out[mid] = frozenset(visitor.names)
    return out


def _value(value: Any, counted: bool) -> Any:
    """An argument as Fluent takes it. An integer that chooses a plural form (``counted``) is
    a number, printed without grouping ("1000", never "1,000" or "1 000"); any other value,
    floats included, prints as ``str`` does (the same digits, and four times faster than
    Babel). The caller formats its decimals (``cogs.i18n.decimal``)."""
    if isinstance(value, str):
        return value
    number = isinstance(value, int) and not isinstance(value, bool) and abs(value) < _LARGEST
    return fluent_number(value, useGrouping=False) if counted and number else str(value)


def text(key: str, lang: str, /, **args: Any) -> str:
    """The text of ``key`` in ``lang`` with ``args`` filled in.

    An unknown language speaks English, and so does a message a language lacks. An unknown key
    raises ``KeyError`` and a missing value ``CatalogueError``: both are programming errors, and
    a player should never read a raw key or a ``{ $name }``.

    Each message is compiled once into a small formatter (``_compile``: its text, its
    variables, its plural and other selectors), so a lookup costs a dict hit and a join
    whatever the size of the catalogue; a message using what the formatter does not know (a
    term, another message, a function) goes through Fluent itself, with the same result.
    """
    if lang not in LANGUAGES:  # a handful: read each time (a test may add one)
        lang = DEFAULT
    formatters = _formatters(lang)
    formatter = formatters.get(key)
    if formatter is None:
        formatter = _formatter_of(key, lang)
        formatters[key] = formatter
    return formatter(args)


def _formatter_of(key: str, lang: str) -> _Formatter:
    """The formatter of ``key`` for ``lang`` (English when ``lang`` lacks it; ``KeyError``
    for a key no catalogue has), compiled on first use."""
    mid = fluent_id(key)
    if mid not in _messages(lang):
        if lang != DEFAULT:
            return _formatter_of(key, DEFAULT)
        raise KeyError(key)
    message = _messages(lang)[mid]
    if message.value is None:
        raise KeyError(key)
    compiled = _compile(message.value, key, lang, _selectors(lang)[mid])
    if compiled is not None:
        return compiled
    return functools.partial(_with_fluent, key, mid, lang)


def _with_fluent(key: str, mid: str, lang: str, args: dict[str, Any]) -> str:
    """Format with Fluent itself (a message the compiler leaves to it)."""
    bundle = _bundle(lang)
    pattern = bundle.get_message(mid).value
    if pattern is None:
        raise KeyError(key)
    counted = _selectors(lang)[mid]
    values = {k: _value(v, k in counted) for k, v in args.items()}
    # Fluent refuses a value longer than 2,500 characters: stand it in by a marker.
    long = {k: v for k, v in values.items() if isinstance(v, str) and len(v) > _LONGEST}
    for k in long:
        values[k] = f"\x00{k}\x00"
    out, errors = bundle.format_pattern(pattern, values)
    if errors or not isinstance(out, str):
        raise CatalogueError(f"{key} ({lang}): {'; '.join(map(str, errors))}")
    for k, v in long.items():
        out = out.replace(f"\x00{k}\x00", v)
    return out


# ------------------------------------------------------------------------------------------------
# Compiled messages: what ``text`` runs


_Formatter = Callable[[dict[str, Any]], str]


@dataclass(frozen=True, slots=True)
class _Variable:
    """A variable of a pattern (``$name``), read in place by the generated formatter
    (``_generated``); ``number``: a count Fluent prints in the reader's language."""

    name: str
    number: bool


#: A compiled pattern: its parts in order, each a literal, a variable or a function of the
#: arguments.
_Part = str | Callable[[dict[str, Any]], str] | _Variable

#: Integers as Fluent prints a plural's count in each language, by (language, number).
_numbers: dict[tuple[str, int], str] = {}


@functools.cache
def _formatters(lang: str) -> dict[str, _Formatter]:
    """The compiled formatters of ``lang`` by key, filled as keys are first used."""
    return {}


def _is_count(value: Any) -> bool:
    """An argument Fluent takes as a number when it chooses a plural (``_value``)."""
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) < _LARGEST


@functools.cache
def _fluent_babel(lang: str) -> tuple[Any, Callable[[Any], str]]:
    """``lang``'s Babel locale and plural rule, as Fluent takes them (without building a
    Fluent bundle, whose resources' syntax trees would be as many objects for the garbage
    collector to walk: the formatters need neither)."""
    locale = FluentBundle([lang], use_isolating=False)._babel_locale
    return locale, babel.plural.to_python(locale.plural_form)


#: Plural categories by language and count, as ``_fluent_babel``'s rule gives them: the rule
#: is a chain of Python comparisons (2.5 µs in French) run for every count of every message,
#: while a table's counts are a few small numbers. At most ``CATEGORIES_KEPT`` a language.
_categories: dict[str, dict[int, str]] = {}
CATEGORIES_KEPT = 4096


def _plural(lang: str) -> Callable[[int], str]:
    """``lang``'s plural category of an integer, kept (``_categories``): the same category
    as the rule's, without running it again."""
    rule = _fluent_babel(lang)[1]
    known = _categories.setdefault(lang, {})

    def category(value: int) -> str:
        found = known.get(value)
        if found is None:
            found = rule(value)
            if len(known) < CATEGORIES_KEPT:
                known[value] = found
        return found

    return category


def _count_text(value: int, lang: str) -> str:
    """A count as Fluent prints it in ``lang`` (no grouping)."""
    found = _numbers.get((lang, value))
    if found is None:
        found = fluent_number(value, useGrouping=False).format(_fluent_babel(lang)[0])
        if len(_numbers) < 4096:
            _numbers[(lang, value)] = found
    return found


def _missing(key: str, lang: str, name: str) -> CatalogueError:
    return CatalogueError(f"{key} ({lang}): Unknown external: {name}")


def _compile(
    pattern: ast.Pattern, key: str, lang: str, counted: frozenset[str]
) -> _Formatter | None:
    """``pattern`` as a function of the arguments, giving what Fluent gives (no isolation
    marks, counts without grouping, plurals by the language's rules); None when it uses what
    only Fluent knows."""
    parts = _compile_parts(pattern, key, lang, counted)
    if parts is None:
        return None
    if all(isinstance(p, str) for p in parts):
        constant = "".join(parts)  # type: ignore[arg-type]
        return lambda args: constant
    if len(parts) == 1 and not isinstance(parts[0], (str, _Variable)):
        return parts[0]
    return _generated(parts, key, lang)


def _generated(parts: list[_Part], key: str, lang: str) -> _Formatter:
    """A formatter of ``parts`` as one generated Python function: its text as literals and
    its variables read in place (a string as it is, a count as Fluent prints it, anything
    else as ``str``), one call a message instead of a call a part (#35: a third of the time
    of the generic join). A missing variable raises ``_missing`` as the parts would."""
    names: dict[str, Any] = {
        "__builtins__": {},
        "isinstance": isinstance,
        "str": str,
        "KeyError": KeyError,
        "count": functools.partial(_variable_count, lang),
        "missing": functools.partial(_missing, key, lang),
    }
    pieces = []
    for k, part in enumerate(parts):
        if isinstance(part, str):
            pieces.append(repr(part))
        elif isinstance(part, _Variable):
            convert = "count" if part.number else "str"
            pieces.append(
                f"(x{k} if isinstance(x{k} := args[{part.name!r}], str) else {convert}(x{k}))"
            )
        else:
            names[f"part{k}"] = part
            pieces.append(f"part{k}(args)")
    source = (
        "def formatter(args):\n"
        "    try:\n"
        f"        return ''.join(({', '.join(pieces)},))\n"
        "    except KeyError as gone:\n"
        "        raise missing(gone.args[0]) from None\n"
    )
    # Our own source: the catalogue's text only ever appears as repr() literals and names.
    exec(compile(source, f"<{lang} {key}>", "exec"), names)
    formatter: _Formatter = names["formatter"]
    return formatter


def _variable_count(lang: str, value: Any) -> str:
    """A counted variable that is not text: a count as Fluent prints it, else ``str``."""
    return _count_text(value, lang) if _is_count(value) else str(value)


def _compile_parts(
    pattern: ast.Pattern, key: str, lang: str, counted: frozenset[str]
) -> list[_Part] | None:
    parts: list[_Part] = []
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            part: _Part | None = element.value
        elif isinstance(element, ast.Placeable):
            part = _compile_expression(element.expression, key, lang, counted)
        else:
            return None
        if part is None:
            return None
        if isinstance(part, str) and parts and isinstance(parts[-1], str):
            parts[-1] += part
        else:
            parts.append(part)
    return parts


def _compile_expression(
    expression: Any, key: str, lang: str, counted: frozenset[str]
) -> _Part | None:
    if isinstance(expression, ast.StringLiteral):
        return str(expression.parse()["value"])
    if isinstance(expression, ast.Placeable):
        return _compile_expression(expression.expression, key, lang, counted)
    if isinstance(expression, ast.VariableReference):
        name = expression.id.name
        return _Variable(name, name in counted)
    if isinstance(expression, ast.SelectExpression):
        return _compile_select(expression, key, lang, counted)
    return None


def _compile_select(
    select: ast.SelectExpression, key: str, lang: str, counted: frozenset[str]
) -> _Part | None:
    """A select on a variable, as Fluent matches it: a number against each variant's number,
    then its plural category; text against each variant's name; else the default."""
    if not isinstance(select.selector, ast.VariableReference):
        return None
    name = select.selector.id.name
    variants: list[tuple[str | int | float, _Formatter]] = []
    default: _Formatter | None = None
    for variant in select.variants:
        body = _compile(variant.value, key, lang, counted)
        if body is None:
            return None
        variant_key: str | int | float
        if isinstance(variant.key, ast.NumberLiteral):
            raw = str(variant.key.value)
            variant_key = float(raw) if "." in raw else int(raw)
        else:
            variant_key = variant.key.name
        variants.append((variant_key, body))
        if variant.default:
            default = body
    if default is None:
        return None
    plural = _plural(lang)
    # Fluent matches a text value against a numeric variant by that number's category.
    rule = _fluent_babel(lang)[1]
    as_text = [
        (wanted if isinstance(wanted, str) else rule(wanted), body) for wanted, body in variants
    ]

    def choose(args: dict[str, Any]) -> str:
        try:
            value = args[name]
        except KeyError:
            raise _missing(key, lang, name) from None
        if _is_count(value):
            category = plural(value)
            for wanted, body in variants:
                if wanted == value if not isinstance(wanted, str) else wanted == category:
                    return body(args)
            return default(args)
        if not isinstance(value, str):
            value = str(value)
        for wanted_text, body in as_text:
            if wanted_text == value:
                return body(args)
        return default(args)

    return choose


def has(key: str, lang: str = DEFAULT) -> bool:
    """Whether ``key`` names a message in ``lang``."""
    return "-" not in key and fluent_id(key) in _messages(lang)


def keys(lang: str = DEFAULT) -> set[str]:
    """Every key ``lang`` defines."""
    return {key_of(mid) for mid in _messages(lang)}


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)
        self.generic_visit(node)


class _Selectors(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        if isinstance(node.selector, ast.VariableReference):
            self.names.add(node.selector.id.name)
        self.generic_visit(node)


def variables(key: str, lang: str = DEFAULT) -> set[str]:
    """The variables (``$name``) the message of ``key`` uses in ``lang``."""
    visitor = _Variables()
    visitor.visit(_messages(lang)[fluent_id(key)])
    return visitor.names


def message_ids(lang: str = DEFAULT) -> Iterator[str]:
    """The raw Fluent ids of ``lang`` (tests check them against the key mapping)."""
    return iter(_messages(lang))
