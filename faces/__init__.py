"""Card faces drawn by the project itself (Pillow), to be shown as Discord application emojis.

A renderer shows a card with `face(key, text)`: its emoji, or its text when the bot has no emoji
for it or when the view is drawn for someone who reads cards as words (`as_words`).
`faces.draw` draws and encodes them, `faces.sync` decides which emojis to create or delete;
neither imports discord, so both run (and are tested) without a bot. `python -m faces sheet`
writes every face on one PNG so anyone can look at them.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar

#: Card → emoji markdown ("<:dobro_5_…:id>") in use by this process: one application, so one
#: mapping, set at start-up. It lives here, outside the Discord extensions, because unloading
#: an extension (every ``Bot.close``) drops and re-imports its modules.
_in_use: dict[str, str] = {}


#: Set while a view is drawn for one person who reads cards as words (``/dobro settings
#: cards:text``): ``face`` then gives each card's text, as if the bot had no emoji. A context
#: variable, so a view drawn for someone else at the same time (another task) is unaffected.
_words: ContextVar[bool] = ContextVar("faces_as_words", default=False)


@contextmanager
def as_words(on: bool = True) -> Iterator[None]:
    """Draw cards as words (their text, no emoji) inside the block, when ``on``: a view drawn
    for one person who asked for text cards (their hand, a replay, a tutorial)."""
    token = _words.set(on)
    try:
        yield
    finally:
        _words.reset(token)


def words_only() -> bool:
    """Whether cards are being drawn as words now (``as_words``)."""
    return _words.get()


#: How many times ``install`` was called: text drawn with faces may be kept under this number.
_generation = 0


def install(emojis: Mapping[str, str]) -> None:
    """Show these faces from now on (empty: text cards)."""
    global _generation
    _in_use.clear()
    _in_use.update(emojis)
    _generation += 1


def generation() -> int:
    """Changes whenever the installed faces do (``install``): a key for text that shows them."""
    return _generation


def face(card: str, fallback: str) -> str:
    """The card's emoji markdown, or ``fallback`` (its text, in words) without one or for a
    reader of text cards (``as_words``)."""
    if _words.get():
        return fallback
    return _in_use.get(card, fallback)
