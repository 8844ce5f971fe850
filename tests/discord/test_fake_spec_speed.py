"""The fake's OpenAPI validation stays exactly as strict after `simplify_unions` made it fast.

`fakediscord/spec.py` rewrites the spec's `type`-discriminated unions (message components,
interaction callbacks) and enum-like `oneOf`s of constants into cheaper equivalents. These tests
pin down that nothing slips through: bad Components V2 messages are still refused with a message
naming the culprit, and each rewritten union accepts and refuses the same samples as the original.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import discord
import jsonschema
import pytest

from fakediscord import FakeDiscord, find_spec_path, load_spec
from fakediscord.spec import OpenAPISpec, Operation, simplify_unions
from tests.discord.helpers import requires_spec

MESSAGES = "/channels/{channel_id}/messages"
V2 = 1 << 15
Path = tuple[str | int, ...]


def text(content: str | None = "text") -> dict[str, Any]:
    return {"type": 10} if content is None else {"type": 10, "content": content}


def button(custom_id: str = "b", **extra: Any) -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": "B", "custom_id": custom_id, **extra}


def select(options: int, **extra: Any) -> dict[str, Any]:
    choices = [{"label": f"o{i}", "value": f"v{i}"} for i in range(options)]
    return {"type": 3, "custom_id": "s", "options": choices, **extra}


def row(*items: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(items)}


def container(*children: dict[str, Any]) -> dict[str, Any]:
    return {"type": 17, "components": list(children)}


IN_CONTAINER: Path = ("components", 0, "components", 0)
# A V2 message with one bad component, where the spec must point, and what it must say.
BAD_V2: dict[str, tuple[dict[str, Any], Path, str]] = {
    "button custom_id of 101": (
        container(row(button("c" * 101))),
        (*IN_CONTAINER, "components", 0, "custom_id"),
        "must be at most 100 characters long (got 101)",
    ),
    "unknown component type 99": (container({"type": 99}), (*IN_CONTAINER, "type"), "99 is not"),
    "unknown top-level type 99": ({"type": 99, "content": "x"}, ("components", 0, "type"), "99"),
    "text display without content": (
        container(text(None)),
        IN_CONTAINER,
        "'content' is a required property",
    ),
    "select with 26 options": (
        container(row(select(26))),
        (*IN_CONTAINER, "components", 0, "options"),
        "must have at most 25 items (got 26)",
    ),
    "button without style": (
        container(row({"type": 2, "custom_id": "x"})),
        (*IN_CONTAINER, "components", 0),
        "'style' is a required property",
    ),
    "text display in an action row": (
        row(text()),
        ("components", 0, "components", 0, "type"),
        "10 is not one of",
    ),
}


def dotted(path: Path) -> str:
    return ".".join(str(part) for part in path)


@pytest.fixture(scope="module")
def specs() -> tuple[OpenAPISpec, OpenAPISpec]:
    """The spec as published (unions untouched) and the one the fake validates with."""
    path = find_spec_path()
    assert path is not None
    rewritten = load_spec(path)
    assert rewritten is not None
    with open(path, encoding="utf-8") as fh:
        original = OpenAPISpec(json.load(fh), path, simplify=False)
    return original, rewritten


def operation(spec: OpenAPISpec, method: str, path: str) -> Operation:
    matched = spec.match(method, path)
    assert matched is not None
    return matched[0]


@requires_spec
@pytest.mark.parametrize(("component", "where", "says"), list(BAD_V2.values()), ids=list(BAD_V2))
async def test_bad_v2_components_are_refused_by_the_fake(
    fake_discord: FakeDiscord, bot: Any, component: dict[str, Any], where: Path, says: str
) -> None:
    route = discord.http.Route("POST", MESSAGES, channel_id=fake_discord.channel.id)
    with pytest.raises(discord.HTTPException) as refused:
        await bot.http.request(route, json={"flags": V2, "components": [component]})
    assert (refused.value.status, refused.value.code) == (400, 50035)
    violations = fake_discord.take_violations()
    assert any(f"[spec] {dotted(where)}: " in v and says in v for v in violations), violations
    assert fake_discord.messages(fake_discord.channel) == []


@requires_spec
@pytest.mark.parametrize(("component", "where", "says"), list(BAD_V2.values()), ids=list(BAD_V2))
def test_bad_v2_components_are_explained_in_every_message_route(
    specs: tuple[OpenAPISpec, OpenAPISpec], component: dict[str, Any], where: Path, says: str
) -> None:
    """Also where the components sit under a nullable `data` (interaction callbacks): the
    explanation must follow `data`, not say that `data` should have been null."""
    _, spec = specs
    message = {"flags": V2, "components": [component]}
    routes: list[tuple[str, str, dict[str, Any], Path]] = [
        ("POST", "/channels/1/messages", message, ()),
        ("PATCH", "/channels/1/messages/2", message, ()),
        ("PATCH", "/webhooks/1/tok/messages/@original", message, ()),
        ("POST", "/interactions/1/tok/callback", {"type": 4, "data": message}, ("data",)),
        ("POST", "/interactions/1/tok/callback", {"type": 7, "data": message}, ("data",)),
    ]
    for method, path, body, base in routes:
        problems = operation(spec, method, path).validate_body(body)
        assert any(p.path == (*base, *where) and says in p.message for p in problems), (
            f"{method} {path}: {problems}"
        )


# Samples for each rewritten union: valid ones, and ones that break a branch in various ways.
COMPONENT_SAMPLES: list[Any] = [
    text(),
    text(None),
    text(""),
    text("x" * 4001),
    {"type": 10, "content": 5},
    {"type": 14},
    {"type": 14, "divider": True, "spacing": 1},
    {"type": 14, "spacing": "big"},
    container(text()),
    container(),
    container(text(), row(button())),
    container(container(text())),
    container(row(select(3))),
    container(row(select(26))),
    {"type": 17, "components": [text()], "accent_color": 16777216},
    row(button()),
    row(button(), button("c")),
    row(*[button(f"b{i}") for i in range(6)]),
    row(button("c" * 101)),
    row(button(label="L" * 81)),
    row(button(style="1")),
    row({"type": 2, "style": 5, "url": "https://example.com", "label": "link"}),
    row(select(1)),
    row(select(25)),
    row(select(0)),
    row({"type": 5, "custom_id": "users"}),
    row({"type": 8, "custom_id": "channels", "channel_types": [0]}),
    row(text()),
    row(),
    {"type": 9, "components": [text()], "accessory": button()},
    {"type": 9, "components": [text()], "accessory": {"type": 11, "media": {"url": "a://b"}}},
    {"type": 9, "components": [text()], "accessory": text()},
    {"type": 9, "components": [text()], "accessory": {"type": 99}},
    {"type": 12, "items": [{"media": {"url": "https://example.com/a.png"}}]},
    {"type": 13, "file": {"url": "attachment://a.txt"}},
    {"type": 99},
    {"type": "10", "content": "x"},
    {"type": 10.0, "content": "x"},
    {"type": True, "content": "x"},
    {"type": None},
    {"content": "no type"},
    {},
    [],
    "text",
    10,
    None,
]
CALLBACK_SAMPLES: list[Any] = [
    {"type": 1},
    {"type": 4, "data": {"content": "hi"}},
    {"type": 4, "data": {"content": "x" * 2001}},
    {"type": 5},
    {"type": 5, "data": {"flags": 64}},
    {"type": 6},
    {"type": 7, "data": {"components": [row(button())]}},
    {"type": 7, "data": {"components": [row(button("c" * 101))]}},
    {"type": 7, "data": None},
    {"type": 8, "data": {"choices": [{"name": "a", "value": "a"}]}},
    {"type": 8},
    {"type": 9, "data": {"custom_id": "m", "title": "T", "components": [row(button())]}},
    {"type": 9},
    {"type": 2},
    {"type": 3},
    {"type": 99},
    {"type": "4", "data": {"content": "hi"}},
    {"type": True},
    {"data": {"content": "hi"}},
    {},
    [],
    4,
]


def _bodies() -> list[tuple[str, str, Any]]:
    bodies: list[tuple[str, str, Any]] = []
    for sample in COMPONENT_SAMPLES:
        for wrap in (lambda c: c, container, row):
            bodies.append(
                ("POST", "/channels/1/messages", {"flags": V2, "components": [wrap(sample)]})
            )
        # Under the nullable `data` of an interaction callback (a union around the unions).
        message = {"flags": V2, "components": [sample]}
        bodies.append(("POST", "/interactions/1/tok/callback", {"type": 4, "data": message}))
    bodies += [("POST", "/interactions/1/tok/callback", body) for body in CALLBACK_SAMPLES]
    return bodies


@requires_spec
def test_rewritten_unions_accept_and_refuse_what_the_originals_do(
    specs: tuple[OpenAPISpec, OpenAPISpec],
) -> None:
    original, rewritten = specs
    accepted = refused = 0
    for method, path, body in _bodies():
        before = operation(original, method, path).validate_body(copy.deepcopy(body))
        after = operation(rewritten, method, path).validate_body(copy.deepcopy(body))
        assert bool(before) == bool(after), (body, before, after)
        if after:
            refused += 1
            # Both name a place inside the same top-level component (or the body itself).
            assert {p.path[:2] for p in before} & {p.path[:2] for p in after} or any(
                len(p.path) < 2 for p in before + after
            ), (body, before, after)
        else:
            accepted += 1
    assert accepted > 30 and refused > 100  # the samples exercise both outcomes


@requires_spec
def test_the_component_unions_are_the_rewritten_ones(
    specs: tuple[OpenAPISpec, OpenAPISpec],
) -> None:
    """Guards the speed-up itself: if the spec's shape changes and the rewrite stops applying,
    validation silently gets ~10x slower again."""
    original, rewritten = specs
    schemas = rewritten.document["components"]["schemas"]
    items = schemas["MessageCreateRequest"]["properties"]["components"]["items"]
    assert "oneOf" not in items and "if" in items
    row_items = schemas["ActionRowComponentForMessageRequest"]["properties"]["components"]["items"]
    assert "oneOf" not in row_items and "if" in row_items
    assert "enum" in schemas["MessageComponentTypes"]
    assert "oneOf" in original.document["components"]["schemas"]["MessageComponentTypes"]


# Small hand-made unions: which are rewritten, and that the rewrite is equivalent.
def obj(pinned: dict[str, Any], **props: Any) -> dict[str, Any]:
    return {
        "type": "object",
        "required": ["type", *props],
        "properties": {"type": pinned, **props},
    }


DISCRIMINATED = {
    "oneOf": [
        {"$ref": "#/$defs/a"},
        obj({"const": 3}, b={"type": "string", "maxLength": 2}),
        obj({"const": "s"}),
    ],
    "$defs": {"a": obj({"type": "integer", "enum": [1, 2]}, a={"type": "integer"})},
}
NOT_DISCRIMINATED = {
    "overlapping types": {"oneOf": [obj({"const": 1}), obj({"enum": [1, 2]})]},
    "type not required": {"anyOf": [obj({"const": 1}), {**obj({"const": 2}), "required": []}]},
    "nullable branch": {
        "oneOf": [obj({"const": 1}), {**obj({"const": 2}), "type": ["object", "null"]}]
    },
    "bool discriminator": {"oneOf": [obj({"const": True}), obj({"const": 1})]},
    "unpinned branch": {"oneOf": [obj({"const": 1}), obj({"type": "integer"})]},
    "const twice": {"oneOf": [{"const": 1}, {"const": 1}]},
    "bool consts": {"oneOf": [{"const": True}, {"const": 1}]},
    "const with a constraint": {"oneOf": [{"const": 1}, {"const": 2, "type": "string"}]},
}
INSTANCES: list[Any] = [
    {"type": 1, "a": 5},
    {"type": 2, "a": 5},
    {"type": 2, "a": "5"},
    {"type": 1},
    {"type": 3, "b": "xy"},
    {"type": 3, "b": "xyz"},
    {"type": 3},
    {"type": "s"},
    {"type": "3", "b": "xy"},
    {"type": 1.0, "a": 5},
    {"type": True, "a": 5},
    {"type": 4},
    {"type": None},
    {"a": 5},
    {},
    [],
    "s",
    1,
    None,
]


def _validity(schema: dict[str, Any], instance: Any) -> bool:
    return jsonschema.Draft202012Validator(schema).is_valid(instance)


def test_a_discriminated_union_is_rewritten_equivalently() -> None:
    rewritten = simplify_unions(copy.deepcopy(DISCRIMINATED))
    assert "oneOf" not in rewritten and "if" in rewritten
    for instance in INSTANCES:
        expected = _validity(DISCRIMINATED, instance)
        assert _validity(rewritten, instance) is expected, instance
    for keyword in ("anyOf",):
        union = {keyword: DISCRIMINATED["oneOf"], "$defs": DISCRIMINATED["$defs"]}
        simplified = simplify_unions(copy.deepcopy(union))
        assert keyword not in simplified
        for instance in INSTANCES:
            assert _validity(simplified, instance) is _validity(union, instance), instance


def test_an_unknown_type_is_named_with_the_known_ones() -> None:
    rewritten = simplify_unions(copy.deepcopy(DISCRIMINATED))
    errors = list(jsonschema.Draft202012Validator(rewritten).iter_errors({"type": 4}))
    assert [e.message for e in errors] == ["4 is not one of [1, 2, 3, 's']"]


def test_enum_like_unions_become_enums() -> None:
    union = {"type": "integer", "oneOf": [{"title": "A", "const": 1}, {"const": 2}]}
    rewritten = simplify_unions(copy.deepcopy(union))
    assert rewritten == {"type": "integer", "enum": [1, 2]}
    for instance in (1, 2, 3, 1.0, True, "1", None):
        assert _validity(rewritten, instance) is _validity(union, instance), instance


@pytest.mark.parametrize("union", list(NOT_DISCRIMINATED.values()), ids=list(NOT_DISCRIMINATED))
def test_unions_that_are_not_cleanly_discriminated_are_left_alone(union: dict[str, Any]) -> None:
    assert simplify_unions(copy.deepcopy(union)) == union


def test_a_document_using_context_dependent_keywords_is_left_alone() -> None:
    document = {**copy.deepcopy(DISCRIMINATED), "unevaluatedProperties": False}
    assert simplify_unions(copy.deepcopy(document)) == document
