"""Discord's OpenAPI description, used to check every request the bot sends to the fake.

The spec lives outside the repository (`$DISCORD_OPENAPI`, or `shared/discord-api-spec/openapi.json`
beside the repo) and is never copied in. It is loaded once per process; each operation's
validators are built the first time a request needs them.

Validation speed: jsonschema checks every branch of a `oneOf` (even after one matched), and the
spec's component unions have up to 7 branches nested 3 deep, each of whose `type` is itself a
`oneOf` of ~20 constants. At load time `simplify_unions` rewrites such unions into equivalent
schemas that only evaluate the branch the instance can match (see its docstring for the proof
obligations); unions that are not cleanly discriminated are left as they are.
"""

from __future__ import annotations

import functools
import json
import os
import re
import urllib.parse
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # imported where used: the playground runs on the runtime requirements
    import jsonschema
    from jsonschema.exceptions import ValidationError

SPEC_ENV = "DISCORD_OPENAPI"
SPEC_URI = "urn:discord-openapi"
REPO_ROOT = Path(__file__).resolve().parents[1]
DEFAULT_SPEC_PATH = REPO_ROOT.parent / "shared" / "discord-api-spec" / "openapi.json"
HTTP_METHODS = ("get", "put", "post", "patch", "delete")
# Keywords that never affect whether an instance is valid.
ANNOTATIONS = frozenset(
    {"title", "description", "deprecated", "examples", "default", "$comment", "readOnly"}
    | {"writeOnly"}
)
# Keywords under which moving a union's branch into if/then/else could change a result (they
# depend on what sibling subschemas evaluated, or change how $refs resolve): the spec uses none,
# and if it ever does, `simplify_unions` leaves the whole document alone.
CONTEXT_KEYWORDS = frozenset(
    {"unevaluatedProperties", "unevaluatedItems", "$dynamicRef", "$recursiveRef", "$id"}
    | {"$anchor", "$dynamicAnchor", "$recursiveAnchor"}
)
DISCRIMINATOR = "type"


def find_spec_path() -> Path | None:
    """Where the spec is, or None when this machine does not have it."""
    configured = os.environ.get(SPEC_ENV)
    candidates = [Path(configured)] if configured else []
    candidates.append(DEFAULT_SPEC_PATH)
    for candidate in candidates:
        if candidate.is_file():
            return candidate
    return None


def validator_installed() -> bool:
    """Whether the JSON Schema validator is installed (requirements-dev.txt brings it)."""
    try:
        import jsonschema  # noqa: F401
        import referencing  # noqa: F401
    except ImportError:
        return False
    return True


def spec_unavailable_reason() -> str:
    """Why requests are not checked against the spec, in one line (a clone has no spec: its
    tests of the schema checks skip with this line, and every other test still checks
    Discord's documented limits)."""
    if find_spec_path() is not None and not validator_installed():
        return (
            "jsonschema is not installed (pip install -r requirements-dev.txt): requests are "
            "checked against Discord's limits, not its OpenAPI schema"
        )
    return (
        f"Discord's OpenAPI spec is not on this machine (set {SPEC_ENV} to its openapi.json, "
        "see docs/testing.md): requests are checked against Discord's limits, not its schema"
    )


@dataclass
class SchemaError:
    """One way a request breaks the spec: where in the body, and what is wrong."""

    path: tuple[str | int, ...]
    message: str


def template_regex(template: str) -> tuple[re.Pattern[str], tuple[str, ...]]:
    """A regex for the paths of a route template ('/channels/{channel_id}'), and the names of
    its parameters in the order of the regex's groups."""
    names = tuple(re.findall(r"{([^}]+)}", template))
    pattern = "^" + re.sub(r"\\{[^}]+\\}", "([^/]+)", re.escape(template)) + "$"
    return re.compile(pattern), names


def _pointer(*parts: str) -> str:
    escaped = [part.replace("~", "~0").replace("/", "~1") for part in parts]
    return urllib.parse.quote("/" + "/".join(escaped), safe="/~")


@dataclass
class Operation:
    """One method on one path of the spec."""

    method: str
    template: str
    operation_id: str
    regex: re.Pattern[str]
    param_names: tuple[str, ...]
    body_content_types: tuple[str, ...]
    body_required: bool
    _spec: OpenAPISpec = field(repr=False)

    @functools.cached_property
    def _path_validators(self) -> dict[str, jsonschema.Draft202012Validator]:
        validators = {}
        method = self.method.lower()
        item = self._spec.document["paths"][self.template]
        # Path parameters are declared on the path item, on the operation, or both.
        for where, owner in (((), item), ((method,), item[method])):
            base = ("paths", self.template, *where)
            for index, param in enumerate(owner.get("parameters", [])):
                if param.get("in") == "path":
                    ref = SPEC_URI + "#" + _pointer(*base, "parameters", str(index), "schema")
                    validators[param["name"]] = self._spec.validator_for(ref)
        return validators

    def body_validator(self, content_type: str = "application/json") -> Any:
        """The validator for a JSON body (multipart bodies use the JSON schema of payload_json)."""
        if content_type not in self.body_content_types:
            content_type = "application/json"
        if content_type not in self.body_content_types:
            return None
        ref = (
            SPEC_URI
            + "#"
            + _pointer(
                "paths",
                self.template,
                self.method.lower(),
                "requestBody",
                "content",
                content_type,
                "schema",
            )
        )
        return self._spec.validator_for(ref)

    def validate_path(self, params: dict[str, str]) -> list[SchemaError]:
        """Check path parameters (snowflakes, token length) against their schemas."""
        problems = []
        for name, validator in self._path_validators.items():
            if name in params:
                for error in validator.iter_errors(params[name]):
                    problems.append(SchemaError(("<path>", name), error.message))
        return problems

    def validate_body(self, body: Any) -> list[SchemaError]:
        """Check a JSON body; an empty list means Discord would accept its shape."""
        if body is None:
            if self.body_required:
                return [SchemaError((), "this route needs a JSON body")]
            return []
        validator = self.body_validator()
        if validator is None:
            return [SchemaError((), "this route takes no body")]
        return [_to_schema_error(error) for error in _leaf_errors(validator.iter_errors(body))]


def _branch_fit(errors: list[ValidationError]) -> tuple[int, int, int]:
    """How well a union branch fits: no `type` mismatch first, then deepest errors, then fewest.
    Only the union's own `type` counts (paths are relative to the union's instance): a bad `type`
    deeper down, e.g. an unknown component kind inside `data` of a nullable `data`, still means
    this branch is the one the caller meant."""
    discriminator_miss = any(
        e.validator in ("enum", "const") and list(e.path) == [DISCRIMINATOR] for e in errors
    )
    return (0 if discriminator_miss else 1, min(len(e.absolute_path) for e in errors), -len(errors))


def _leaf_errors(
    errors: Iterator[ValidationError] | list[ValidationError],
) -> list[ValidationError]:
    """The most specific errors. For anyOf/oneOf, follow the branch that matched deepest (the one
    whose `type` discriminator fit), so the message names the real culprit, not the union."""
    result: list[ValidationError] = []
    for error in errors:
        if not error.context:
            result.append(error)
            continue
        branches: dict[Any, list[ValidationError]] = {}
        for sub in error.context:
            key = sub.relative_schema_path[0] if sub.relative_schema_path else None
            branches.setdefault(key, []).append(sub)
        best = max(branches.values(), key=_branch_fit)
        result.extend(_leaf_errors(best))
    return result


def _to_schema_error(error: ValidationError) -> SchemaError:
    value, instance = error.validator_value, error.instance
    sized = isinstance(instance, str | list | dict)
    if error.validator == "maxLength" and sized:
        message = f"must be at most {value} characters long (got {len(instance)})"
    elif error.validator == "minLength" and sized:
        message = f"must be at least {value} characters long (got {len(instance)})"
    elif error.validator == "maxItems" and sized:
        message = f"must have at most {value} items (got {len(instance)})"
    elif error.validator == "minItems" and sized:
        message = f"must have at least {value} items (got {len(instance)})"
    else:
        message = error.message
        if len(message) > 200:
            message = message[:120] + " ... " + message[-60:]
    return SchemaError(tuple(error.absolute_path), message)


def _apply_known_deviations(document: dict[str, Any]) -> dict[str, Any]:
    """Where the published spec is stricter than Discord itself, follow Discord (in memory only).

    - Snowflakes: the spec says string, but Discord also takes JSON integers, and discord.py sends
      some that way (e.g. `attachments[].id` of an upload is the integer index of the file).
    """
    schemas = document.get("components", {}).get("schemas", {})
    snowflake = schemas.get("SnowflakeType")
    if snowflake is not None and "anyOf" not in snowflake:
        schemas["SnowflakeType"] = {
            "anyOf": [snowflake, {"type": "integer", "minimum": 0, "maximum": 2**64 - 1}]
        }
    return document


Schema = dict[str, Any]
Scalar = tuple[type, int | str]


def _scalar(value: Any) -> Scalar | None:
    """A hashable key for a constant whose JSON-Schema equality is plain Python equality (strings
    and non-bool integers); None for anything else (bools, floats, containers), which keeps the
    rewrite away from the corners where `1 == True == 1.0` would make the proofs shaky."""
    if isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool)):
        return (type(value), value)
    return None


def _const_union_values(branches: list[Any]) -> list[Any] | None:
    """The constants of a union whose branches are each just `{const: v}` (plus annotations),
    all distinct, e.g. MessageComponentTypes; None for any other union."""
    values, seen = [], set()
    for branch in branches:
        if not isinstance(branch, dict) or "const" not in branch:
            return None
        if any(key != "const" and key not in ANNOTATIONS for key in branch):
            return None
        key = _scalar(branch["const"])
        if key is None or key in seen:
            return None
        seen.add(key)
        values.append(branch["const"])
    return values


class _Resolver:
    """Follows local `$ref`s (`#/components/...`) of the document being rewritten."""

    def __init__(self, document: Schema) -> None:
        self.document = document

    def __call__(self, node: Any) -> Any:
        for _ in range(32):  # a chain of pure $refs; cycles give up
            if not (isinstance(node, dict) and set(node) - ANNOTATIONS == {"$ref"}):
                return node
            ref = node["$ref"]
            if not isinstance(ref, str) or not ref.startswith("#/"):
                return None
            node = self.document
            for part in ref[2:].split("/"):
                part = urllib.parse.unquote(part).replace("~1", "/").replace("~0", "~")
                if not isinstance(node, dict) or part not in node:
                    return None
                node = node[part]
        return None


def _pinned_values(branch: Any, resolve: _Resolver) -> list[Any] | None:
    """The values of `type` a union branch can accept, if the branch (a) only accepts objects,
    (b) requires `type` and (c) pins `type` to listed constants; None otherwise."""
    branch = resolve(branch)
    if not isinstance(branch, dict) or branch.get("type") != "object":
        return None
    if DISCRIMINATOR not in (branch.get("required") or []):
        return None
    prop = resolve((branch.get("properties") or {}).get(DISCRIMINATOR))
    if not isinstance(prop, dict):
        return None
    if "const" in prop:
        values = [prop["const"]]
    elif isinstance(prop.get("enum"), list) and prop["enum"]:
        values = prop["enum"]
    else:
        return None
    if any(_scalar(value) is None for value in values):
        return None
    return list(values)


def _has_discriminator(values: list[Any]) -> Schema:
    """A schema that holds iff the instance is an object whose `type` is one of `values`.
    `properties` comes first: it is what fails for the other branches, and `is_valid` stops at
    the first error."""
    pinned = {"const": values[0]} if len(values) == 1 else {"enum": values}
    return {"properties": {DISCRIMINATOR: pinned}, "required": [DISCRIMINATOR], "type": "object"}


def _dispatch_union(branches: list[Any], resolve: _Resolver) -> Schema | None:
    """An equivalent of `oneOf`/`anyOf` over `branches` that evaluates one branch only, or None
    when the union is not cleanly discriminated by `type`.

    The result is `if type in V_1 then B_1 else if type in V_2 then B_2 ... else GUARD`, where
    GUARD says "an object with a `type` in V_1 | ... | V_n" and so fails with the same message
    whichever way the instance misses (not an object, no `type`, an unknown `type`).

    Why it is equivalent, given every branch B_i only accepts objects that have a `type` in V_i,
    with the V_i pairwise disjoint: an instance that is not such an object for any i fails every
    branch, and reaches GUARD, which fails. Otherwise exactly one i has its type in V_i; every
    other branch fails, so the union (oneOf or anyOf alike) holds iff B_i holds, and B_i is what
    the chain checks.
    """
    if len(branches) < 2:
        return None
    pinned: list[list[Any]] = []
    seen: set[Scalar | None] = set()
    for branch in branches:
        values = _pinned_values(branch, resolve)
        if values is None:
            return None
        keys = {_scalar(value) for value in values}
        if keys & seen or len(keys) != len(values):
            return None  # two branches could both match: leave the union as it is
        seen |= keys
        pinned.append(values)
    chain = _has_discriminator([value for values in pinned for value in values])
    for values, branch in reversed(list(zip(pinned, branches, strict=True))):
        chain = {"if": _has_discriminator(values), "then": branch, "else": chain}
    return chain


def _add_conjunct(node: Schema, schema: Schema) -> None:
    """Require `schema` of `node` too: merged into `node` when no keyword clashes (one `descend`
    less per instance), else as one more `allOf` entry (a conjunction, so order is irrelevant)."""
    if not set(schema) & set(node):
        node.update(schema)
    else:
        node["allOf"] = [*node.get("allOf", []), schema]


def simplify_unions(document: Schema) -> Schema:
    """Rewrite (in place) the unions of `document` into equivalent but cheaper schemas.

    - `oneOf`/`anyOf` of distinct string/integer `const`s (enum-like types such as
      MessageComponentTypes) becomes `enum`: same instances accepted, one check instead of ~20.
    - `oneOf`/`anyOf` whose branches are discriminated by `type` (each branch an object schema,
      possibly behind a `$ref`, requiring `type` and pinning it to constants no other branch
      allows) becomes a chain `if type is k then branch else ...` ending in a guard that fails
      (`type` is one of the known values), so an unknown or missing type still fails.
    Any other union is left unchanged.
    """
    if _uses_any(document, CONTEXT_KEYWORDS):
        return document
    resolve = _Resolver(document)
    # Enum-like unions first, so that a branch whose `type` is one is recognised as pinned.
    for node in _schema_nodes(document):
        for keyword in ("oneOf", "anyOf"):
            branches = node.get(keyword)
            if not isinstance(branches, list) or "enum" in node or "const" in node:
                continue
            values = _const_union_values(branches)
            if values is not None:
                del node[keyword]
                node["enum"] = values
    for node in _schema_nodes(document):
        for keyword in ("oneOf", "anyOf"):
            branches = node.get(keyword)
            dispatch = _dispatch_union(branches, resolve) if isinstance(branches, list) else None
            if dispatch is not None:
                del node[keyword]
                _add_conjunct(node, dispatch)
    return document


def _schema_nodes(document: Any) -> list[Schema]:
    """Every dict in the document (a list made up front, so callers may rewrite them)."""
    found: list[Schema] = []
    stack = [document]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            found.append(node)
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return found


def _uses_any(document: Any, keywords: frozenset[str]) -> bool:
    """Whether any dict of the document has one of `keywords` as a key."""
    return any(not keywords.isdisjoint(node) for node in _schema_nodes(document))


class OpenAPISpec:
    """The parsed spec: finds the operation for a request and validates it. `simplify=False`
    keeps the unions as published (tests compare the two)."""

    def __init__(
        self, document: dict[str, Any], source: Path | None = None, *, simplify: bool = True
    ) -> None:
        document = _apply_known_deviations(document)
        if simplify:
            document = simplify_unions(document)
        self.document = document
        self.source = source
        from referencing import Registry, Resource
        from referencing.jsonschema import DRAFT202012

        self.registry = Registry().with_resource(
            SPEC_URI, Resource(contents=document, specification=DRAFT202012)
        )
        self._validators: dict[str, jsonschema.Draft202012Validator] = {}
        self.operations: list[Operation] = []
        for template, item in document["paths"].items():
            regex, names = template_regex(template)
            for method in HTTP_METHODS:
                op = item.get(method)
                if op is None:
                    continue
                body = op.get("requestBody") or {}
                self.operations.append(
                    Operation(
                        method=method.upper(),
                        template=template,
                        operation_id=op.get("operationId", f"{method} {template}"),
                        regex=regex,
                        param_names=names,
                        body_content_types=tuple(body.get("content", {})),
                        body_required=bool(body.get("required")),
                        _spec=self,
                    )
                )
        # Literal segments beat parameters: /messages/@original before /messages/{message_id}.
        self.operations.sort(key=lambda op: (len(op.param_names), op.template))

    def validator_for(self, ref: str) -> jsonschema.Draft202012Validator:
        """A cached validator for the schema at `ref` (a URI into the spec)."""
        validator = self._validators.get(ref)
        if validator is None:
            import jsonschema

            validator = jsonschema.Draft202012Validator({"$ref": ref}, registry=self.registry)
            self._validators[ref] = validator
        return validator

    def match(self, method: str, path: str) -> tuple[Operation, dict[str, str]] | None:
        """The operation for METHOD /path (path without the /api/v10 prefix) and its params."""
        for op in self.operations:
            if op.method != method:
                continue
            found = op.regex.match(path)
            if found:
                values = [urllib.parse.unquote(v) for v in found.groups()]
                return op, dict(zip(op.param_names, values, strict=True))
        return None


@functools.cache
def _load(path: str) -> OpenAPISpec:
    with open(path, encoding="utf-8") as fh:
        return OpenAPISpec(json.load(fh), Path(path))


def load_spec(path: Path | None = None) -> OpenAPISpec | None:
    """The spec, loaded once per process; None when it is not on this machine (or the
    validator is not installed: see ``spec_unavailable_reason``)."""
    path = path or find_spec_path()
    if path is None or not path.is_file() or not validator_installed():
        return None
    return _load(str(path.resolve()))
