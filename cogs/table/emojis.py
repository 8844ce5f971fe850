"""Card faces as application emojis: uploaded once, reused after every restart.

At start-up `sync_card_emojis` lists the application's emojis and compares them with the faces
`faces.draw` draws (the names carry a hash of each PNG, see `faces.sync.plan`): missing faces are
created, our older drawings deleted, everything else reused, so a restart with unchanged faces
sends no upload at all. Emojis of the application whose name does not start with ``dobro_`` are
never touched.

Emojis are decoration: when Discord refuses (no permission, limits, an outage) the sync logs one
warning and returns what it could get, and `CardFaces.text` falls back to each card's text.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable, Mapping
from types import MappingProxyType

import aiohttp
import discord

from faces import draw
from faces.sync import plan

_log = logging.getLogger(__name__)

#: What a failed emoji request can raise: Discord's refusals (Forbidden is an HTTPException), no
#: application id yet (a ClientException), and the network (timeouts are OSErrors).
FAILURES = (discord.HTTPException, discord.ClientException, aiohttp.ClientError, OSError)


def _wanted() -> dict[str, tuple[str, bytes]]:
    """Each card's emoji name and PNG. Looked up through the module (`draw.face_png`) so that a
    test can change one face."""
    return {card: (draw.emoji_name(card), draw.face_png(card)) for card in draw.CARDS}


def _why(exc: BaseException) -> str:
    """One line about a failure (Discord's form errors come on several lines)."""
    if isinstance(exc, discord.HTTPException):
        text = f"{exc.status} (code {exc.code}) {exc.text or exc.__class__.__name__}"
    else:
        text = str(exc) or exc.__class__.__name__
    return "; ".join(line.strip() for line in text.splitlines() if line.strip())


def _older(card: str, emojis: Iterable[discord.Emoji]) -> discord.Emoji | None:
    """An earlier drawing of this card still on Discord (``dobro_<card>_<other hash>``): shown
    instead of text when its new drawing could not be uploaded."""
    prefix = f"dobro_{draw.label(card)}_"
    return next((e for e in emojis if e.name.startswith(prefix)), None)


async def sync_card_emojis(client: discord.Client) -> dict[str, str]:
    """Make sure every card face is an application emoji; return card → emoji markdown
    (``<:name:id>``).

    Creates only the missing faces and deletes only our stale ones. On any failure it logs one
    warning line and returns the cards it has an emoji for (an empty dict: all text cards); it
    never raises for Discord's or the network's sake.
    """
    try:
        wanted = await asyncio.to_thread(_wanted)  # drawing is CPU work: keep the loop free
    except Exception as exc:  # no faces (e.g. Pillow without FreeType) must not stop the bot
        _log.warning("card emojis: cannot draw the card faces (%s): cards shown as text", exc)
        return {}
    try:
        existing = await client.fetch_application_emojis()
    except FAILURES as exc:
        _log.warning("card emojis: cannot list the application's emojis: %s", _why(exc))
        return {}

    images = dict(wanted.values())  # name → PNG
    todo = plan([(e.id, e.name) for e in existing], images)
    by_id = {e.id: e for e in existing}
    stale = [by_id[emoji_id] for emoji_id in todo.delete]
    markdown = {name: str(by_id[emoji_id]) for name, emoji_id in todo.keep.items()}
    cards = {name: card for card, (name, _) in wanted.items()}
    problems: list[str] = []
    spared: set[int] = set()  # older drawings kept as a stand-in for a face that failed

    for index, name in enumerate(todo.create):
        try:
            created = await client.create_application_emoji(name=name, image=images[name])
        except FAILURES as exc:
            problems.append(f"creating {name} failed: {_why(exc)}")
            # Creation failures repeat (no permission, limit reached): do not try the rest.
            for missing in todo.create[index:]:
                older = _older(cards[missing], stale)
                if older is not None:
                    markdown[missing] = str(older)
                    spared.add(older.id)
            break
        markdown[name] = str(created)

    for emoji_id in todo.delete:
        if emoji_id in spared:
            continue
        try:
            await by_id[emoji_id].delete()
        except FAILURES as exc:
            problems.append(f"deleting {by_id[emoji_id].name} failed: {_why(exc)}")
            break

    result = {card: markdown[name] for card, (name, _) in wanted.items() if name in markdown}
    if problems:
        _log.warning(
            "card emojis: %s; %d of %d cards have an emoji (text for the others)",
            "; ".join(problems),
            len(result),
            len(wanted),
        )
    elif todo.changes:
        _log.info(
            "card emojis: %d created, %d deleted, %d kept",
            len(todo.create),
            len(todo.delete),
            len(todo.keep),
        )
    return result


class CardFaces:
    """The card → emoji mapping the renderers use. A card without an emoji (the upload failed,
    or was not allowed) is written as its text, so the bot works the same without them."""

    def __init__(self, emojis: Mapping[str, str] | None = None) -> None:
        self._emojis = dict(emojis or {})

    @classmethod
    async def load(cls, client: discord.Client) -> CardFaces:
        """Sync the emojis (see `sync_card_emojis`) and hold the result."""
        return cls(await sync_card_emojis(client))

    @property
    def emojis(self) -> Mapping[str, str]:
        """Card → emoji markdown, read-only."""
        return MappingProxyType(self._emojis)

    def text(self, card: str, fallback: str) -> str:
        """The card's emoji markdown, or `fallback` (the card's text) when it has none."""
        return self._emojis.get(card, fallback)

    def __contains__(self, card: object) -> bool:
        return card in self._emojis

    def __bool__(self) -> bool:
        return bool(self._emojis)

    def __repr__(self) -> str:
        return f"CardFaces({len(self._emojis)} emojis)"
