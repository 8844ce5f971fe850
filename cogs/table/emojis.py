"""Card faces as application emojis: uploaded once, reused after every restart.

At start-up `sync_card_emojis` lists the application's emojis and the drawings the bot recorded
for them (storage's ``card_emojis``: emoji id -> the hash of the drawing it shows), and compares
them with the faces `faces.draw` draws (see `faces.sync.plan`). Names read as words
(``dobro_joker``, ``sticks_7``): a screen reader says them. An emoji showing its face's drawing
is kept; an emoji of the older names that carried the hash (``dobro_5_1a2b3c4d``) whose drawing
is unchanged is renamed, not uploaded again; a redrawn face is uploaded under a spare name, the
older emoji deleted, and the new one renamed, so the older drawing stands in until its
replacement exists. A restart with unchanged faces sends no upload at all. Emojis of the
application the bot does not manage are never touched.

Emojis are decoration: when Discord refuses (no permission, limits, an outage) the sync logs one
warning and returns what it could get, and `CardFaces.text` falls back to each card's text.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Protocol

import aiohttp
import discord

from faces import draw
from faces.sync import Plan, Wanted, plan, spare_name

_log = logging.getLogger(__name__)

#: What a failed emoji request can raise: Discord's refusals (Forbidden is an HTTPException), no
#: application id yet (a ClientException), and the network (timeouts are OSErrors).
FAILURES = (discord.HTTPException, discord.ClientException, aiohttp.ClientError, OSError)


class Drawings(Protocol):
    """Where the bot records the drawing each of its emojis shows (``storage.CardEmojiRepo``
    is one; shared by every process of a sharded bot)."""

    async def drawings(self) -> dict[int, str]: ...

    async def record(self, emoji_id: int, name: str, face_hash: str) -> None: ...

    async def drop(self, emoji_ids: Iterable[int]) -> None: ...


class MemoryDrawings:
    """``Drawings`` kept in memory, for a bot without storage (a restart forgets them: every
    face is uploaded again)."""

    def __init__(self) -> None:
        self._found: dict[int, str] = {}

    async def drawings(self) -> dict[int, str]:
        return dict(self._found)

    async def record(self, emoji_id: int, name: str, face_hash: str) -> None:
        self._found[emoji_id] = face_hash

    async def drop(self, emoji_ids: Iterable[int]) -> None:
        for emoji_id in emoji_ids:
            self._found.pop(emoji_id, None)


def _wanted() -> dict[str, tuple[str, str, bytes]]:
    """Each card's emoji name, drawing hash and PNG. Looked up through the module
    (`draw.face_png`) so that a test can change one face."""
    found = {}
    for card in draw.CARDS:
        png = draw.face_png(card)
        found[card] = (draw.emoji_name(card), draw.hash_of(png), png)
    return found


def _why(exc: BaseException) -> str:
    """One line about a failure (Discord's form errors come on several lines)."""
    if isinstance(exc, discord.HTTPException):
        text = f"{exc.status} (code {exc.code}) {exc.text or exc.__class__.__name__}"
    else:
        text = str(exc) or exc.__class__.__name__
    return "; ".join(line.strip() for line in text.splitlines() if line.strip())


async def wanted_faces() -> list[Wanted]:
    """Every face's emoji name and drawing (drawn in a thread: CPU work)."""
    wanted = await asyncio.to_thread(_wanted)
    return [Wanted(name, drawing) for name, drawing, _ in wanted.values()]


async def sync_card_emojis(client: discord.Client, drawings: Drawings) -> dict[str, str]:
    """Make sure every card face is an application emoji; return card → emoji markdown
    (``<:name:id>``).

    Keeps what is right, renames what needs no upload, uploads only the missing or redrawn
    faces and deletes only the bot's stale emojis, recording in ``drawings`` what each emoji
    shows. On any failure it logs one warning line and returns the cards it has an emoji for
    (an empty dict: all text cards); it never raises for Discord's, the network's or
    storage's sake.
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
    try:
        recorded = await drawings.drawings()
    except Exception as exc:  # without them every face would look redrawn: change nothing
        _log.warning("card emojis: cannot read their recorded drawings (%s): cards as text", exc)
        return {}

    faces = [Wanted(name, drawing) for name, drawing, _ in wanted.values()]
    todo = plan([(e.id, e.name) for e in existing], faces, recorded)
    sync = _Sync(client, drawings, todo, {e.id: e for e in existing}, wanted)
    try:
        markdown = await sync.run()
    except Exception as exc:  # storage failing midway: what Discord has is still shown
        _log.warning("card emojis: recording them failed (%s); the next start resumes", exc)
        markdown = sync.markdown
    result = {card: markdown[name] for card, (name, _, _) in wanted.items() if name in markdown}
    if sync.problems:
        _log.warning(
            "card emojis: %s; %d of %d cards have an emoji (text for the others)",
            "; ".join(sync.problems),
            len(result),
            len(wanted),
        )
    elif todo.changes:
        _log.info(
            "card emojis: %d created, %d renamed, %d deleted, %d kept",
            len(todo.create),
            len(todo.rename),
            len(todo.delete) + sync.replaced,
            len(todo.keep),
        )
    return result


class _Sync:
    """Carrying out a ``Plan``: renames, uploads, deletions, each recorded once Discord did
    it."""

    def __init__(
        self,
        client: discord.Client,
        drawings: Drawings,
        todo: Plan,
        by_id: dict[int, discord.Emoji],
        wanted: Mapping[str, tuple[str, str, bytes]],
    ) -> None:
        self.client, self.drawings, self.todo, self.by_id = client, drawings, todo, by_id
        self.faces = {name: (drawing, png) for name, drawing, png in wanted.values()}
        self.markdown = {name: str(by_id[i]) for name, i in todo.keep.items()}
        self.problems: list[str] = []
        self.replaced = 0

    async def _delete(self, emoji_id: int) -> None:
        await self.by_id[emoji_id].delete()
        await self.drawings.drop([emoji_id])

    async def run(self) -> dict[str, str]:
        todo = self.todo
        for emoji_id, name in todo.rename:
            emoji = self.by_id[emoji_id]
            self.markdown[name] = str(emoji)  # right drawing, other name: shown either way
            try:
                if name in todo.replaced:  # an older drawing holds the name: it goes first
                    await self._delete(todo.replaced[name])
                    self.replaced += 1
                renamed = await emoji.edit(name=name)
            except FAILURES as exc:
                self.problems.append(f"renaming {emoji.name} to {name} failed: {_why(exc)}")
                continue
            await self.drawings.record(renamed.id, name, self.faces[name][0])
            self.markdown[name] = str(renamed)
        for index, name in enumerate(todo.create):
            holder = todo.replaced.get(name)
            drawing, png = self.faces[name]
            upload_as = name if holder is None else spare_name(name)
            try:
                created = await self.client.create_application_emoji(name=upload_as, image=png)
            except FAILURES as exc:
                self.problems.append(f"creating {upload_as} failed: {_why(exc)}")
                # Creation failures repeat (no permission, limit reached): do not try the rest;
                # an older drawing under the name stands in.
                for missing in todo.create[index:]:
                    if missing in todo.replaced:
                        self.markdown[missing] = str(self.by_id[todo.replaced[missing]])
                break
            await self.drawings.record(created.id, upload_as, drawing)
            self.markdown[name] = str(created)
            if holder is None:
                continue
            try:
                await self._delete(holder)
                self.replaced += 1
                created = await created.edit(name=name)
            except FAILURES as exc:  # the spare name shows it; the next start finishes
                self.problems.append(f"replacing {name} failed: {_why(exc)}")
                continue
            await self.drawings.record(created.id, name, drawing)
            self.markdown[name] = str(created)
        for emoji_id in todo.delete:
            try:
                await self._delete(emoji_id)
            except FAILURES as exc:
                self.problems.append(f"deleting {self.by_id[emoji_id].name} failed: {_why(exc)}")
                break
        return self.markdown


class CardFaces:
    """The card → emoji mapping the renderers use. A card without an emoji (the upload failed,
    or was not allowed) is written as its text, so the bot works the same without them."""

    def __init__(self, emojis: Mapping[str, str] | None = None) -> None:
        self._emojis = dict(emojis or {})

    @classmethod
    async def load(cls, client: discord.Client, drawings: Drawings) -> CardFaces:
        """Sync the emojis (see `sync_card_emojis`) and hold the result."""
        return cls(await sync_card_emojis(client, drawings))

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
