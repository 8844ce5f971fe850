"""A game's table options declared once (``games.options``): what is derived from an
``Option``, and the declarations that cannot be offered, refused with a reason."""

from __future__ import annotations

from typing import Annotated, Literal

import pytest
from pydantic import BaseModel, ConfigDict, model_validator

from games.options import Option, OptionError, declared, variant


class Toy(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    size: Annotated[Literal["small", "big"], Option(labels="toy.size.{}", command="sz")] = "small"
    count: Annotated[int, Option(choices=((3, "toy.three"), (5, "toy.five")))] = 5
    mode: Annotated[
        str | None, Option(choices=(("any", "toy.any"), ("fast", "toy.fast")), quiet=("any",))
    ] = None
    secret: int = 1  # no Option: never offered to players

    @model_validator(mode="after")
    def _fast_is_small(self) -> Toy:
        if self.mode == "fast" and self.size == "big":
            raise ValueError("fast games are small")
        return self


def test_everything_is_derived_from_the_declaration() -> None:
    size, count, mode = declared(Toy)
    assert (size.field, size.command, size.default) == ("size", "sz", "small")
    assert [(c.word, c.label) for c in size.choices] == [
        ("small", "toy.size.small"),
        ("big", "toy.size.big"),
    ]
    assert size.words_key("big") == "toy.size.big"  # words default to the labels
    # A number travels as its word: 5 and "5" are the same choice, the model gets the number.
    assert count.value("5") == 5 and count.choice(5) == count.choice("5")
    assert count.choice("4") is None and count.words_key(4) is None
    with pytest.raises(KeyError):
        count.value("4")
    # A default that is no choice (None) reads as the first; a quiet value has no words.
    assert mode.default == "any" and mode.words_key(None) is None
    assert mode.words_key("fast") == "toy.fast"
    assert [o.field for o in declared(Toy)] == ["size", "count", "mode"]


def test_the_variant_takes_the_last_choices_the_model_accepts() -> None:
    # "fast" is refused with a big size: the mode's last acceptable choice is "any", the default.
    assert variant(Toy) == {"size": "big", "count": 3}


def test_declarations_that_cannot_be_offered_are_refused() -> None:
    class NoLabels(BaseModel):
        a: Annotated[Literal["x", "y"], Option()] = "x"

    class NoChoices(BaseModel):
        n: Annotated[int, Option(labels="n.{}")] = 1

    class Twice(BaseModel):
        n: Annotated[int, Option(choices=((1, "a"), ("1", "b")))] = 1

    for model, why in ((NoLabels, "labels"), (NoChoices, "choices"), (Twice, "read the same")):
        with pytest.raises(OptionError, match=why):
            declared(model)
