"""Card faces drawn by the project itself (Pillow), to be shown as Discord application emojis.

`faces.draw` draws and encodes them, `faces.sync` decides which emojis to create or delete;
neither imports discord, so both run (and are tested) without a bot. `python -m faces sheet`
writes every face on one PNG so anyone can look at them.
"""

from __future__ import annotations

from collections.abc import Mapping

#: Card → emoji markdown ("<:dobro_5_…:id>") in use by this process: one application, so one
#: mapping, set at start-up. It lives here, outside the Discord extensions, because unloading
#: an extension (every ``Bot.close``) drops and re-imports its modules.
_in_use: dict[str, str] = {}


def install(emojis: Mapping[str, str]) -> None:
    """Show these faces from now on (empty: text cards)."""
    _in_use.clear()
    _in_use.update(emojis)


def face(card: str, fallback: str) -> str:
    """The card's emoji markdown, or ``fallback`` (its text) without one."""
    return _in_use.get(card, fallback)
