"""Discord's OpenAPI description, used to check every request the bot sends to the fake.

The spec lives outside the repository (`$DISCORD_OPENAPI`, or `shared/discord-api-spec/openapi.json`
beside the repo) and is never copied in. It is loaded once per process; each operation's
validators are built the first time a request needs them.
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
from typing import Any

import jsonschema
from jsonschema.exceptions import ValidationError
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

SPEC_ENV = "DISCORD_OPENAPI"
SPEC_URI = "urn:discord-openapi"
REPO_ROOT = Path(__file__).resolve().parents[2]
DEFAULT_SPEC_PATH = REPO_ROOT.parent / "shared" / "discord-api-spec" / "openapi.json"
HTTP_METHODS = ("get", "put", "post", "patch", "delete")


def find_spec_path() -> Path | None:
    """Where the spec is, or None when this machine does not have it."""
    configured = os.environ.get(SPEC_ENV)
    candidates = [Path(configured)] if configured else []
    candidates.append(DEFAULT_SPEC_PATH)
    for candidate in candidates:
        if candidate.is_file():
            return candidate
    return None


def spec_unavailable_reason() -> str:
    """Why validation is skipped, for the warning and skip markers."""
    return (
        f"Discord OpenAPI spec not found (set ${SPEC_ENV} or put it at {DEFAULT_SPEC_PATH}): "
        "request bodies are not validated against Discord's schema"
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
    """How well a union branch fits: no `type` mismatch first, then deepest errors, then fewest."""
    discriminator_miss = any(
        e.validator in ("enum", "const") and e.path and e.path[-1] == "type" for e in errors
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


class OpenAPISpec:
    """The parsed spec: finds the operation for a request and validates it."""

    def __init__(self, document: dict[str, Any], source: Path | None = None) -> None:
        document = _apply_known_deviations(document)
        self.document = document
        self.source = source
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
    """The spec, loaded once per process; None when it is not on this machine."""
    path = path or find_spec_path()
    if path is None or not path.is_file():
        return None
    return _load(str(path.resolve()))
