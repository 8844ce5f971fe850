"""What every table control is (``Control``), apart from ``controls`` so that the race's claim
button (``race``) is one too: each class says so by subclassing it, and ``CONTROLS`` lists them
for ``controls.dispatch``."""

from __future__ import annotations

import re
from typing import Any, ClassVar

#: What discord.py is given as a table control's template: it never matches, so discord.py
#: never dispatches a click to one (``controls.dispatch`` does).
NEVER = re.compile(r"(?!)")

#: Every table control class, in the order they were defined.
CONTROLS: list[type[Control]] = []


class Control:
    """A table control (a ``discord.ui.DynamicItem``): dispatched from its custom id by
    ``controls.dispatch`` (the play cog's ``on_interaction``), never by discord.py, which would
    first rebuild the whole clicked message as view objects to find the item (issue 35: a
    third of a click's CPU on a busy bot). Its template is ``PATTERN``; discord.py, which
    registers the class of every dynamic item of every view the bot sends, is given one that
    never matches."""

    PATTERN: ClassVar[re.Pattern[str]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)  # the DynamicItem's template, compiled
        compiled = cls.__dict__.get("__discord_ui_compiled_template__")
        if compiled is not None and compiled is not NEVER:
            cls.PATTERN = compiled
            cls.__discord_ui_compiled_template__ = NEVER  # type: ignore[attr-defined]
            CONTROLS.append(cls)

    @property
    def template(self) -> re.Pattern[str]:
        """The template the custom id matches (``DynamicItem`` checks it)."""
        return type(self).PATTERN
