"""A pseudo-language built from English for the tests, never shipped: every letter of every
message is accented ("Jóíñ ţĥé ţábĺé"), placeables, selectors and Discord's markup kept.

Installed as one more folder of the catalogue (``use_pseudo``), it is spoken by the real bot
and renderers like any language. What players then see must hold no plain ASCII word other than
data (players' names, option values, ids): a plain English word in it was written by the code,
not taken from the catalogue, and a Spanish or German player would read it in English.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import FluentParser, FluentSerializer, ast
from fluent.syntax.visitor import Transformer

import locales

#: The pseudo-language's tag (a private-use region: no reader's client has it).
PSEUDO = "en-XA"

_LOWER = "áƀçďéƒĝĥíĵķĺɱñóþʠŕšţúṽŵẋýž"
_UPPER = "ÁƁÇĎÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ"
_ACCENTS = str.maketrans("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", _LOWER + _UPPER)
#: What Discord reads as markup, kept as it is: timestamps, channel and role mentions, emoji,
#: links' targets.
_MARKUP = re.compile(r"<[^<>\s]*>|\]\([^)]*\)|https?://\S+")


def accent(text: str) -> str:
    """``text`` with every ASCII letter accented, Discord's markup kept."""
    out, last = [], 0
    for found in _MARKUP.finditer(text):
        out += [text[last : found.start()].translate(_ACCENTS), found.group()]
        last = found.end()
    out.append(text[last:].translate(_ACCENTS))
    return "".join(out)


class _Accent(Transformer):
    def visit_TextElement(self, node: ast.TextElement) -> ast.TextElement:
        node.value = accent(node.value)
        return node

    def visit_StringLiteral(self, node: ast.StringLiteral) -> ast.StringLiteral:
        node.value = accent(node.value)  # {" "}, {"*"}: a quoted text is text too
        return node


def write_pseudo(root: Path) -> None:
    """``root/<PSEUDO>``: every English file with its messages accented."""
    folder = root / PSEUDO
    folder.mkdir(parents=True)
    parser, serializer = FluentParser(with_spans=False), FluentSerializer()
    for path in locales.files(locales.DEFAULT):
        resource = parser.parse(path.read_text(encoding="utf-8"))
        resource = _Accent().visit(resource)
        (folder / path.name).write_text(serializer.serialize(resource), encoding="utf-8")


def _clear_caches() -> None:
    locales._forget()


@pytest.fixture
def pseudo(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Iterator[str]:
    """The catalogue with the pseudo-language as one more folder: its tag."""
    root = tmp_path_factory.mktemp("locales")
    for lang in locales.LANGUAGES:
        shutil.copytree(locales.ROOT / lang, root / lang)
    write_pseudo(root)
    monkeypatch.setattr(locales, "ROOT", root)
    monkeypatch.setattr(locales, "LANGUAGES", locales._discover(root))
    _clear_caches()
    yield PSEUDO
    monkeypatch.undo()
    _clear_caches()


# ------------------------------------------------------------------------------ what players see

#: A word of plain ASCII letters, not part of a longer word.
_WORD = re.compile(r"(?<![^\W\d_])[A-Za-z]{2,}(?![^\W\d_])")
#: What Discord shows as something else: mentions, timestamps, emoji, links.
_NOT_TEXT = re.compile(r"<[^<>\s]*>|\]\([^)]*\)|https?://\S+")


def english_words(text: str, allowed: Iterable[str] = ()) -> list[str]:
    """The plain ASCII words of ``text`` (what the pseudo-language never writes) that are not
    ``allowed`` (data: players' names, option values, ids)."""
    known = {w.lower() for name in allowed for w in _WORD.findall(name)}
    return [w for w in _WORD.findall(_NOT_TEXT.sub(" ", text)) if w.lower() not in known]


def component_texts(components: Iterable[dict[str, Any]]) -> Iterator[str]:
    """Every text of a message's components a player reads: text displays, labels,
    placeholders, select options, pictures' descriptions (alt text)."""
    for component in components:
        for key in ("content", "label", "placeholder", "description", "title"):
            value = component.get(key)
            if isinstance(value, str):
                yield value
        for option in component.get("options") or []:
            yield from (option.get(k) or "" for k in ("label", "description"))
        media = component.get("media")
        if isinstance(media, dict) and isinstance(media.get("description"), str):
            yield media["description"]
        for item in component.get("items") or []:
            if isinstance(item, dict) and isinstance(item.get("description"), str):
                yield item["description"]
        for key in ("components", "accessory"):
            inner = component.get(key)
            if isinstance(inner, dict):
                inner = [inner]
            if isinstance(inner, list):
                yield from component_texts(inner)


def payload_texts(payload: dict[str, Any]) -> Iterator[str]:
    """Every text of a message payload (content, embeds, components, attachments' alt text)."""
    if payload.get("content"):
        yield payload["content"]
    for embed in payload.get("embeds") or []:
        yield from (embed.get(k) or "" for k in ("title", "description"))
        for fld in embed.get("fields") or []:
            yield from (fld.get("name") or "", fld.get("value") or "")
        yield (embed.get("footer") or {}).get("text") or ""
    yield from component_texts(payload.get("components") or [])
    for attachment in payload.get("attachments") or []:
        if isinstance(attachment, dict) and isinstance(attachment.get("description"), str):
            yield attachment["description"]
