"""Discord's documented limits that the OpenAPI spec does not (fully) encode.

Each check returns a list of `SchemaError`s (path into the body, message), the same shape the spec
validator gives, so the fake reports both the same way: a 400 with code 50035, like Discord.
"""

from __future__ import annotations

import re
import time
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from fakediscord.spec import SchemaError

# Message flags.
SUPPRESS_EMBEDS = 1 << 2
EPHEMERAL = 1 << 6
LOADING = 1 << 7
SUPPRESS_NOTIFICATIONS = 1 << 12
IS_COMPONENTS_V2 = 1 << 15

# Component types.
ACTION_ROW, BUTTON, STRING_SELECT, TEXT_INPUT = 1, 2, 3, 4
USER_SELECT, ROLE_SELECT, MENTIONABLE_SELECT, CHANNEL_SELECT = 5, 6, 7, 8
SECTION, TEXT_DISPLAY, THUMBNAIL, MEDIA_GALLERY, FILE, SEPARATOR = 9, 10, 11, 12, 13, 14
CONTAINER, LABEL = 17, 18
SELECTS = {STRING_SELECT, USER_SELECT, ROLE_SELECT, MENTIONABLE_SELECT, CHANNEL_SELECT}
V2_TOP_LEVEL = {ACTION_ROW, SECTION, TEXT_DISPLAY, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER}
CONTAINER_CHILDREN = {ACTION_ROW, SECTION, TEXT_DISPLAY, MEDIA_GALLERY, FILE, SEPARATOR}

MAX_CONTENT = 2000
MAX_EMBEDS = 10
MAX_EMBED_TOTAL = 6000
MAX_ACTION_ROWS = 5
MAX_ROW_BUTTONS = 5
MAX_V2_COMPONENTS = 40
MAX_V2_TEXT = 4000
MAX_CUSTOM_ID = 100
MAX_BUTTON_LABEL = 80
MAX_SELECT_OPTIONS = 25
MAX_OPTION_TEXT = 100
MAX_PLACEHOLDER = 150
MAX_COMMAND_CHARS = 8000
MAX_GLOBAL_CHAT_COMMANDS = 100

# Discord's locales (https://discord.com/developers/docs/reference#locales).
_LOCALE_NAMES = (
    "id da de en-GB en-US es-ES es-419 fr hr it lt hu nl no pl pt-BR ro fi sv-SE vi tr cs el "
    "bg ru uk hi th zh-CN ja zh-TW ko"
)
LOCALES = frozenset(_LOCALE_NAMES.split())
COMMAND_NAME = re.compile(r"^[-_'\w]{1,32}$")

Path = tuple[str | int, ...]

#: Discord's global rate limit: requests a bot may make per second, across all its shards and
#: processes (https://discord.com/developers/docs/topics/rate-limits#global-rate-limit).
GLOBAL_LIMIT = 50
#: Routes the global limit does not cover: interaction responses and the interaction's
#: webhook (follow-ups, edits and deletes with its token). "Interaction endpoints are not
#: bound to the bot's Global Rate Limit."
_NOT_GLOBAL = ("/interactions/", "/webhooks/")


def covered_by_global_limit(route: str | None) -> bool:
    """Whether a request to ``route`` (a path or its template) counts against the bot's
    global limit: every route but an interaction's."""
    return not (route or "").startswith(_NOT_GLOBAL)


@dataclass
class GlobalWindow:
    """Discord's global limit as the fake keeps it: at most ``limit`` covered requests in any
    second (a sliding window). ``take`` says how long to wait (0: go ahead, counted).
    ``most`` is the largest number taken in any one-second window so far; ``refused`` how
    many were answered 429."""

    limit: int = GLOBAL_LIMIT
    clock: Callable[[], float] = time.monotonic
    taken: deque[float] = field(default_factory=deque)
    total: int = 0
    refused: int = 0
    most: int = 0

    def take(self) -> float:
        now = self.clock()
        taken = self.taken
        while taken and taken[0] <= now - 1.0:
            taken.popleft()
        if len(taken) >= self.limit:
            self.refused += 1
            return max(0.001, taken[0] + 1.0 - now)
        taken.append(now)
        self.total += 1
        self.most = max(self.most, len(taken))
        return 0.0


def _err(path: Path, message: str) -> SchemaError:
    return SchemaError(path, message)


def _text_len(value: Any) -> int:
    return len(value) if isinstance(value, str) else 0


def walk_components(components: Any, path: Path = ()) -> Iterator[tuple[Path, dict[str, Any]]]:
    """Every component of a message or modal, nested ones included, with its path."""
    if not isinstance(components, list):
        return
    for index, component in enumerate(components):
        if not isinstance(component, dict):
            continue
        here = (*path, index)
        yield here, component
        yield from walk_components(component.get("components"), (*here, "components"))
        for key in ("accessory", "component"):
            child = component.get(key)
            if isinstance(child, dict):
                yield (*here, key), child
                yield from walk_components(child.get("components"), (*here, key, "components"))


def check_message(
    body: dict[str, Any],
    *,
    where: str,
    create: bool,
    base: Path = (),
    has_files: bool = False,
) -> list[SchemaError]:
    """Limits of a message body.

    `where` is "channel" (bot message in a channel), "interaction" (response or follow-up, may be
    ephemeral) or "edit"; `create` says the message must not be empty (files uploaded with it,
    `has_files`, count as content).
    """
    problems: list[SchemaError] = []
    if not isinstance(body, dict):
        return problems
    flags = body.get("flags") or 0
    v2 = bool(flags & IS_COMPONENTS_V2)

    allowed = SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | IS_COMPONENTS_V2
    if where == "interaction":
        allowed |= EPHEMERAL
    if where == "edit":
        allowed |= EPHEMERAL | LOADING  # discord.py echoes the existing flags on edits.
    if isinstance(flags, int) and flags & ~allowed:
        problems.append(_err((*base, "flags"), f"flags {flags:#x} has bits Discord refuses here"))

    content = body.get("content")
    if _text_len(content) > MAX_CONTENT:
        problems.append(
            _err((*base, "content"), f"must be {MAX_CONTENT} or fewer characters ({len(content)})")
        )
    embeds = body.get("embeds") or []
    problems += _check_embeds(embeds, (*base, "embeds"))
    components = body.get("components") or []

    if v2:
        if content:
            problems.append(_err((*base, "content"), "cannot be sent with IS_COMPONENTS_V2"))
        if embeds:
            problems.append(_err((*base, "embeds"), "cannot be sent with IS_COMPONENTS_V2"))
        if body.get("poll"):
            problems.append(_err((*base, "poll"), "cannot be sent with IS_COMPONENTS_V2"))
        problems += _check_v2(components, (*base, "components"))
    else:
        problems += _check_classic(components, (*base, "components"))
    problems += _check_interactive(components, (*base, "components"))
    problems += _check_allowed_mentions(body.get("allowed_mentions"), (*base, "allowed_mentions"))

    if create and not (
        content
        or embeds
        or components
        or body.get("attachments")
        or body.get("poll")
        or body.get("sticker_ids")
        or has_files
    ):
        problems.append(_err(base, "Cannot send an empty message"))
    return problems


def _check_allowed_mentions(allowed: Any, base: Path) -> list[SchemaError]:
    """`parse` must not name a type that is also listed by id: Discord answers a 400 to
    `{"parse": ["users"], "users": [...]}` (https://discord.com/developers/docs/resources/message
    #allowed-mentions-object, "mutually exclusive")."""
    problems: list[SchemaError] = []
    if not isinstance(allowed, dict):
        return problems
    parse = allowed.get("parse") or []
    for kind in ("users", "roles"):
        if isinstance(parse, list) and kind in parse and allowed.get(kind):
            problems.append(
                _err((*base, kind), f'parse "{kind}" and a {kind} list are mutually exclusive')
            )
    return problems


def _check_embeds(embeds: Any, base: Path) -> list[SchemaError]:
    problems: list[SchemaError] = []
    if not isinstance(embeds, list):
        return problems
    if len(embeds) > MAX_EMBEDS:
        problems.append(_err(base, f"at most {MAX_EMBEDS} embeds"))
    total = 0
    for index, embed in enumerate(embeds):
        if not isinstance(embed, dict):
            continue
        total += _text_len(embed.get("title")) + _text_len(embed.get("description"))
        total += _text_len((embed.get("footer") or {}).get("text"))
        total += _text_len((embed.get("author") or {}).get("name"))
        for f_index, fld in enumerate(embed.get("fields") or []):
            name, value = fld.get("name"), fld.get("value")
            total += _text_len(name) + _text_len(value)
            where = (*base, index, "fields", f_index)
            if not name or _text_len(name) > 256:
                problems.append(_err((*where, "name"), "field name must be 1 to 256 characters"))
            if not value or _text_len(value) > 1024:
                problems.append(_err((*where, "value"), "field value must be 1 to 1024 characters"))
        if _text_len((embed.get("footer") or {}).get("text")) > 2048:
            problems.append(_err((*base, index, "footer", "text"), "at most 2048 characters"))
        if _text_len((embed.get("author") or {}).get("name")) > 256:
            problems.append(_err((*base, index, "author", "name"), "at most 256 characters"))
    if total > MAX_EMBED_TOTAL:
        problems.append(_err(base, f"embeds hold {total} characters, more than {MAX_EMBED_TOTAL}"))
    return problems


def _check_row(row: dict[str, Any], path: Path) -> list[SchemaError]:
    problems: list[SchemaError] = []
    children = row.get("components") or []
    if not children:
        problems.append(_err((*path, "components"), "an action row needs 1 to 5 components"))
    types = [c.get("type") for c in children if isinstance(c, dict)]
    if any(t in SELECTS for t in types) and len(types) > 1:
        problems.append(_err((*path, "components"), "a select menu must be alone in its row"))
    if len(types) > MAX_ROW_BUTTONS:
        problems.append(_err((*path, "components"), f"at most {MAX_ROW_BUTTONS} per action row"))
    for index, kind in enumerate(types):
        if kind not in SELECTS and kind != BUTTON:
            problems.append(
                _err((*path, "components", index, "type"), f"type {kind} cannot be in a row")
            )
    return problems


def _check_classic(components: Any, base: Path) -> list[SchemaError]:
    problems: list[SchemaError] = []
    if not isinstance(components, list):
        return problems
    if len(components) > MAX_ACTION_ROWS:
        problems.append(_err(base, f"at most {MAX_ACTION_ROWS} action rows ({len(components)})"))
    for index, row in enumerate(components):
        if not isinstance(row, dict):
            continue
        if row.get("type") != ACTION_ROW:
            problems.append(
                _err(
                    (*base, index, "type"),
                    f"type {row.get('type')} needs the IS_COMPONENTS_V2 flag (only action rows "
                    "otherwise)",
                )
            )
            continue
        problems += _check_row(row, (*base, index))
    return problems


def _check_v2(components: Any, base: Path) -> list[SchemaError]:
    problems: list[SchemaError] = []
    if not isinstance(components, list):
        return problems
    all_components = list(walk_components(components, base))
    if len(all_components) > MAX_V2_COMPONENTS:
        problems.append(
            _err(base, f"at most {MAX_V2_COMPONENTS} components in all ({len(all_components)})")
        )
    text = sum(
        _text_len(c.get("content")) for _, c in all_components if c.get("type") == TEXT_DISPLAY
    )
    if text > MAX_V2_TEXT:
        problems.append(_err(base, f"text displays hold {text} characters, over {MAX_V2_TEXT}"))
    for index, component in enumerate(components):
        if isinstance(component, dict) and component.get("type") not in V2_TOP_LEVEL:
            problems.append(
                _err((*base, index, "type"), f"type {component.get('type')} not at top level")
            )
    for path, component in all_components:
        kind = component.get("type")
        if kind == ACTION_ROW:
            problems += _check_row(component, path)
        elif kind == CONTAINER:
            for index, child in enumerate(component.get("components") or []):
                if isinstance(child, dict) and child.get("type") not in CONTAINER_CHILDREN:
                    problems.append(
                        _err(
                            (*path, "components", index, "type"),
                            f"type {child.get('type')} cannot be in a container",
                        )
                    )
        elif kind == SECTION:
            children = component.get("components") or []
            if not 1 <= len(children) <= 3:
                problems.append(_err((*path, "components"), "a section has 1 to 3 text displays"))
            if any(isinstance(c, dict) and c.get("type") != TEXT_DISPLAY for c in children):
                problems.append(_err((*path, "components"), "a section holds text displays only"))
            accessory = component.get("accessory")
            if not isinstance(accessory, dict) or accessory.get("type") not in (BUTTON, THUMBNAIL):
                problems.append(_err((*path, "accessory"), "needs a button or thumbnail"))
    return problems


def _check_interactive(components: Any, base: Path) -> list[SchemaError]:
    problems: list[SchemaError] = []
    seen: dict[str, Path] = {}
    for path, component in walk_components(components, base):
        kind = component.get("type")
        custom_id = component.get("custom_id")
        if custom_id is not None:
            if not isinstance(custom_id, str) or not 1 <= len(custom_id) <= MAX_CUSTOM_ID:
                problems.append(
                    _err((*path, "custom_id"), f"custom_id must be 1 to {MAX_CUSTOM_ID} characters")
                )
            elif custom_id in seen:
                problems.append(_err((*path, "custom_id"), f"duplicate custom_id {custom_id!r}"))
            else:
                seen[custom_id] = path
        if kind == BUTTON:
            problems += _check_button(component, path)
        elif kind in SELECTS:
            problems += _check_select(component, path)
    return problems


def _check_button(button: dict[str, Any], path: Path) -> list[SchemaError]:
    problems: list[SchemaError] = []
    style = button.get("style")
    if _text_len(button.get("label")) > MAX_BUTTON_LABEL:
        problems.append(_err((*path, "label"), f"at most {MAX_BUTTON_LABEL} characters"))
    if style == 5:
        if not button.get("url") or button.get("custom_id"):
            problems.append(_err(path, "a link button has a url and no custom_id"))
    elif style == 6:
        if not button.get("sku_id"):
            problems.append(_err(path, "a premium button needs a sku_id"))
    elif not button.get("custom_id"):
        problems.append(_err((*path, "custom_id"), "a button needs a custom_id"))
    if style != 6 and not button.get("label") and not button.get("emoji"):
        problems.append(_err(path, "a button needs a label or an emoji"))
    return problems


def select_bounds(select: dict[str, Any]) -> tuple[Any, Any]:
    """A select menu's min_values and max_values; absent or null means 1, as on Discord."""
    low, high = select.get("min_values"), select.get("max_values")
    return (1 if low is None else low), (1 if high is None else high)


def _check_select(select: dict[str, Any], path: Path) -> list[SchemaError]:
    problems: list[SchemaError] = []
    if not select.get("custom_id"):
        problems.append(_err((*path, "custom_id"), "a select needs a custom_id"))
    if _text_len(select.get("placeholder")) > MAX_PLACEHOLDER:
        problems.append(_err((*path, "placeholder"), f"at most {MAX_PLACEHOLDER} characters"))
    low, high = select_bounds(select)
    if isinstance(low, int) and isinstance(high, int) and low > high:
        problems.append(_err((*path, "min_values"), "min_values is more than max_values"))
    if select.get("type") != STRING_SELECT:
        return problems
    options = select.get("options") or []
    if not 1 <= len(options) <= MAX_SELECT_OPTIONS:
        problems.append(_err((*path, "options"), f"a select has 1 to {MAX_SELECT_OPTIONS} options"))
    if isinstance(high, int) and high > len(options):
        problems.append(_err((*path, "max_values"), "max_values is more than the options"))
    values: set[str] = set()
    for index, option in enumerate(options):
        where = (*path, "options", index)
        for key in ("label", "value", "description"):
            if _text_len(option.get(key)) > MAX_OPTION_TEXT:
                problems.append(_err((*where, key), f"at most {MAX_OPTION_TEXT} characters"))
        if not option.get("label") or not option.get("value"):
            problems.append(_err(where, "an option needs a label and a value"))
        if option.get("value") in values:
            problems.append(_err((*where, "value"), f"duplicate value {option.get('value')!r}"))
        values.add(option.get("value"))
    return problems


def check_modal(data: Any, base: Path = ("data",)) -> list[SchemaError]:
    """Limits of a modal (interaction response type 9)."""
    problems: list[SchemaError] = []
    if not isinstance(data, dict):
        return [_err(base, "a modal needs data")]
    if _text_len(data.get("title")) > 45:
        problems.append(_err((*base, "title"), "at most 45 characters"))
    top = data.get("components") or []
    if not 1 <= len(top) <= 5:
        problems.append(_err((*base, "components"), "a modal has 1 to 5 rows or labels"))
    problems += _check_interactive(top, (*base, "components"))
    for path, component in walk_components(top, (*base, "components")):
        if component.get("type") == TEXT_INPUT:
            if _text_len(component.get("label")) > 45:
                problems.append(_err((*path, "label"), "at most 45 characters"))
            if _text_len(component.get("value")) > 4000:
                problems.append(_err((*path, "value"), "at most 4000 characters"))
    return problems


def check_autocomplete(data: Any, base: Path = ("data",)) -> list[SchemaError]:
    """Limits of autocomplete choices (interaction response type 8)."""
    choices = (data or {}).get("choices") or []
    problems = []
    if len(choices) > 25:
        problems.append(_err((*base, "choices"), "at most 25 choices"))
    for index, choice in enumerate(choices):
        if not 1 <= _text_len(choice.get("name")) <= 100:
            problems.append(_err((*base, "choices", index, "name"), "1 to 100 characters"))
    return problems


def _localized(item: dict[str, Any], key: str, locale: str | None) -> Any:
    if locale is not None:
        value = (item.get(f"{key}_localizations") or {}).get(locale)
        if value:
            return value
    return item.get(key)


def _command_chars(item: dict[str, Any], locale: str | None) -> int:
    total = _text_len(_localized(item, "name", locale))
    total += _text_len(_localized(item, "description", locale))
    for choice in item.get("choices") or []:
        total += _text_len(_localized(choice, "name", locale)) + len(str(choice.get("value", "")))
    for option in item.get("options") or []:
        total += _command_chars(option, locale)
    return total


def _check_names(item: dict[str, Any], path: Path, *, chat_input: bool) -> list[SchemaError]:
    problems: list[SchemaError] = []
    names: list[tuple[Path, Any]] = [(("name",), item.get("name"))]
    names += [
        (("name_localizations", loc), value)
        for loc, value in (item.get("name_localizations") or {}).items()
    ]
    for where, name in names:
        if not chat_input or not isinstance(name, str):
            continue
        if not COMMAND_NAME.match(name) or name != name.lower():
            problems.append(
                _err((*path, *where), f"{name!r} is not a valid lowercase slash-command name")
            )
    for key in ("name_localizations", "description_localizations"):
        for locale in item.get(key) or {}:
            if locale not in LOCALES:
                problems.append(_err((*path, key, locale), f"{locale!r} is not a Discord locale"))
    if chat_input:
        description = item.get("description")
        if not isinstance(description, str) or not 1 <= len(description) <= 100:
            problems.append(_err((*path, "description"), "must be 1 to 100 characters"))
    return problems


def _check_options(options: Any, path: Path) -> list[SchemaError]:
    problems: list[SchemaError] = []
    if not isinstance(options, list):
        return problems
    seen: set[str] = set()
    optional_seen = False
    for index, option in enumerate(options):
        where = (*path, index)
        problems += _check_names(option, where, chat_input=True)
        name = option.get("name")
        if name in seen:
            problems.append(_err((*where, "name"), f"duplicate option name {name!r}"))
        seen.add(name)
        if option.get("type") in (1, 2):
            problems += _check_options(option.get("options"), (*where, "options"))
            continue
        if option.get("required"):
            if optional_seen:
                problems.append(_err(where, "required options must come before optional ones"))
        else:
            optional_seen = True
        if option.get("autocomplete") and option.get("choices"):
            problems.append(_err(where, "an option cannot have both choices and autocomplete"))
    return problems


def check_commands(commands: Any, *, global_: bool, base: Path = ()) -> list[SchemaError]:
    """Limits of a bulk command overwrite (PUT .../commands)."""
    problems: list[SchemaError] = []
    if not isinstance(commands, list):
        return problems
    chat = [c for c in commands if isinstance(c, dict) and c.get("type", 1) == 1]
    if global_ and len(chat) > MAX_GLOBAL_CHAT_COMMANDS:
        problems.append(_err(base, f"at most {MAX_GLOBAL_CHAT_COMMANDS} slash commands"))
    names: set[tuple[int, str]] = set()
    for index, command in enumerate(commands):
        if not isinstance(command, dict):
            continue
        kind = command.get("type", 1) or 1
        key = (kind, command.get("name"))
        if key in names:
            problems.append(_err((*base, index, "name"), f"duplicate command {key[1]!r}"))
        names.add(key)
        problems += _check_names(command, (*base, index), chat_input=kind == 1)
        problems += _check_options(command.get("options"), (*base, index, "options"))
        locales: set[str | None] = {None}
        for option in [command, *list(_all_options(command))]:
            for key_name in ("name_localizations", "description_localizations"):
                locales.update((option.get(key_name) or {}).keys())
        for locale in locales:
            chars = _command_chars(command, locale)
            if chars > MAX_COMMAND_CHARS:
                problems.append(
                    _err((*base, index), f"{chars} characters for {locale or 'default'} locale")
                )
    return problems


def _all_options(item: dict[str, Any]) -> Iterator[dict[str, Any]]:
    for option in item.get("options") or []:
        yield option
        yield from _all_options(option)
