"""A game's table options, declared once: the fields of its rules' ``options_model``, each
annotated with what a person needs to choose it (``Option``), and nothing about Discord.

Everything that offers or shows an option is derived from that one declaration
(``declared``): ``/dobro new``'s slash options with their choices and labels, the compact
``options:`` text of leagues and tournaments, the lobby's settings line, a server's defaults
(``/dobro config option``) and the conformance suite's variant.

    class SticksOptions(BaseModel):
        deck: Annotated[
            Literal["full", "trimmed"], Option(labels="sticks.choice.{}", words="sticks.options.{}")
        ] = "full"

A ``Literal`` lists the values itself; any other type lists them in ``Option.choices``. Labels
and words are catalogue keys (``locales/<lang>/``); ``{}`` in a pattern stands for the value.
A value travels as its *word* (``str(value)``: what a slash choice, a stored server default or a
typed ``deck:trimmed`` carries) and is turned back into the model's value by ``TableOption.value``.
"""

from __future__ import annotations

import typing
from dataclasses import dataclass
from functools import cache
from typing import Any

from pydantic import BaseModel


@dataclass(frozen=True, slots=True)
class Option:
    """What people need to choose a table option, attached to its field
    (``Annotated[..., Option(...)]``).

    ``command``: its name on ``/dobro new`` (``cmd.new.<command>`` and
    ``cmd.new.<command>.description`` in the catalogue), unique across games; default: the
    field's name. ``labels``: the key pattern of each value's label (``"sticks.choice.{}"``).
    ``choices``: the values offered, each with its label's key, for a field whose type does not
    list them (not a ``Literal``); the first stands for a default that is no choice (Dobble's
    ``modes`` None: "random"). ``words``: the key pattern of each value in the lobby's settings
    line (default: its label). ``quiet``: values the settings line leaves out."""

    command: str | None = None
    labels: str | None = None
    choices: tuple[tuple[Any, str], ...] = ()
    words: str | None = None
    quiet: tuple[Any, ...] = ()


@dataclass(frozen=True, slots=True)
class Choice:
    """One value of an option: the model's ``value`` and its label's catalogue key."""

    value: Any
    label: str

    @property
    def word(self) -> str:
        """The value as a command, a stored default or a typed option carries it."""
        return str(self.value)


@dataclass(frozen=True, slots=True)
class TableOption:
    """One table option as everything above the rules sees it (derived by ``declared``)."""

    #: The options model's field (a table's stored options and a record use it).
    field: str
    #: The slash option's name.
    command: str
    choices: tuple[Choice, ...]
    #: The word of the game's default.
    default: str
    #: The key pattern of the settings line's words (None: each choice's label).
    words: str | None
    quiet: frozenset[str]

    def choice(self, word: object) -> Choice | None:
        """The choice ``word`` names (a value or its word: ``5`` and ``"5"`` alike), or None."""
        wanted = str(word)
        return next((c for c in self.choices if c.word == wanted), None)

    def value(self, word: object) -> Any:
        """The model's value that ``word`` names; ``KeyError`` for one that is no choice."""
        found = self.choice(word)
        if found is None:
            raise KeyError(word)
        return found.value

    def words_key(self, value: object) -> str | None:
        """The catalogue key of ``value`` in the settings line (None: left out, or no choice
        of this option any more)."""
        found = self.choice(self.default if value is None else value)
        if found is None or found.word in self.quiet:
            return None
        return found.label if self.words is None else self.words.format(found.word)


class OptionError(TypeError):
    """An options model whose declaration cannot be offered (a programming error: the
    conformance suite reports it in words)."""


@cache
def declared(model: type[BaseModel]) -> tuple[TableOption, ...]:
    """The table options of an options model, in field order: every field annotated with
    ``Option`` (a field without one is not offered to players). Cached per model."""
    found: list[TableOption] = []
    for field, info in model.model_fields.items():
        marks = [m for m in info.metadata if isinstance(m, Option)]
        if not marks:
            continue
        mark = marks[0]
        if mark.choices:
            pairs = [(value, label) for value, label in mark.choices]
        elif typing.get_origin(info.annotation) is typing.Literal:
            if mark.labels is None:
                raise OptionError(f"{model.__name__}.{field}: Option needs labels (a key pattern)")
            pairs = [(v, mark.labels.format(v)) for v in typing.get_args(info.annotation)]
        else:
            raise OptionError(
                f"{model.__name__}.{field}: not a Literal, so Option must list its choices"
            )
        choices = tuple(Choice(value, label) for value, label in pairs)
        words = {c.word for c in choices}
        if len(words) != len(choices):
            raise OptionError(f"{model.__name__}.{field}: two choices read the same")
        default = str(info.default) if str(info.default) in words else choices[0].word
        found.append(
            TableOption(
                field=field,
                command=mark.command or field,
                choices=choices,
                default=default,
                words=mark.words or mark.labels,
                quiet=frozenset(str(q) for q in mark.quiet),
            )
        )
    return tuple(found)


def variant(model: type[BaseModel]) -> dict[str, Any]:
    """Options that are not the defaults, for tests that play every declared choice: for each
    option, its last choice other than the default that the model accepts with those already
    taken (Sticks' trimmed deck played face down; Dobble's tournament scoring, whose mini-games
    cannot then be chosen)."""
    chosen: dict[str, Any] = {}
    for option in declared(model):
        for choice in reversed(option.choices):
            if choice.word == option.default:
                continue
            try:
                model(**{**chosen, option.field: choice.value})
            except ValueError:
                continue
            chosen[option.field] = choice.value
            break
    return chosen
