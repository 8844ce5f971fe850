"""Which application emojis to keep, rename, create and delete so that each card face has one.

Pure (no discord import): the bot side (`cogs.table.emojis`) fetches the application's emojis
and the drawings it recorded for them, asks `plan` what to do, and does it.

Emoji names read as words (`dobro_joker`, `sticks_7`) and stay the same when a face is redrawn,
so the drawing an emoji shows is known by its id: the bot records the hash of each drawing it
uploads (the *drawings*, id -> hash, in storage). An emoji is right when its name is the face's
and its recorded hash the face's; one of the older names that carried the hash
(`dobro_<label>_<hash>`) showing the face's drawing is renamed instead of uploaded again; a
face whose emoji shows an older drawing (or one nobody recorded) is uploaded under a spare name
first, so the older one stands in until the new one exists, then takes the name.

The emojis this bot manages: those it recorded, those named as a face is (`dobro_…`,
`sticks_…`) or was (`dobro_<label>_<8 hex>`), and its spare names (`…_new`). Any other emoji of
the application (made by hand in the developer portal, or by another tool) is never touched.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

#: The names emojis had before they read as words: the drawing's hash was the name's end.
LEGACY = re.compile(r"^dobro_[A-Za-z0-9_]+_(?P<hash>[0-9a-f]{8})$")
#: A face's emoji is uploaded under this spare name when an older drawing still holds its
#: name, then renamed once the older one is deleted.
SPARE = "_new"


def spare_name(name: str) -> str:
    """The spare name a new drawing is uploaded under while ``name`` is taken."""
    return (name + SPARE)[-32:] if len(name) + len(SPARE) > 32 else name + SPARE


@dataclass(frozen=True, slots=True)
class Wanted:
    """A face's emoji as it should be: its ``name`` and the ``drawing``'s hash."""

    name: str
    drawing: str


@dataclass(frozen=True)
class Plan:
    """What a sync does, in this order:

    - ``rename``: (id, name) an emoji showing the right drawing under another name (an older
      name, or a spare one) takes its face's name (after ``replaced``'s holder of that name is
      deleted);
    - ``create``: names to upload (in the wanted order), under their spare name when
      ``replaced`` holds the name (then that one is deleted and the new one renamed);
    - ``delete``: ids of the bot's emojis nothing wants any more.

    ``keep``: name -> id, already right. ``replaced``: name -> id of an emoji showing an older
    drawing under a wanted name (a stand-in until its replacement exists)."""

    keep: dict[str, int] = field(default_factory=dict)
    rename: list[tuple[int, str]] = field(default_factory=list)
    create: list[str] = field(default_factory=list)
    delete: list[int] = field(default_factory=list)
    replaced: dict[str, int] = field(default_factory=dict)

    @property
    def changes(self) -> bool:
        return bool(self.rename or self.create or self.delete)


def plan(
    existing: Iterable[tuple[int, str]],
    wanted: Iterable[Wanted],
    drawings: Mapping[int, str],
) -> Plan:
    """Compare the application's emojis ((id, name) pairs) and the drawings recorded for them
    (id -> hash) with the wanted faces."""
    faces = list(wanted)
    by_name = {w.name: w for w in faces}
    spares = {spare_name(w.name): w for w in faces}
    emojis = list(existing)

    def drawing(emoji_id: int, name: str) -> str | None:
        if emoji_id in drawings:
            return drawings[emoji_id]
        old = LEGACY.match(name)
        return old["hash"] if old else None

    def ours(emoji_id: int, name: str) -> bool:
        return emoji_id in drawings or name in by_name or name in spares or bool(LEGACY.match(name))

    keep: dict[str, int] = {}
    replaced: dict[str, int] = {}
    for emoji_id, name in emojis:
        face = by_name.get(name)
        if face is None or name in keep:
            continue
        if drawing(emoji_id, name) == face.drawing:
            keep[name] = emoji_id
            replaced.pop(name, None)
        elif name not in replaced:
            replaced[name] = emoji_id
    used = set(keep.values()) | set(replaced.values())
    rename: list[tuple[int, str]] = []
    create: list[str] = []
    for face in faces:
        if face.name in keep:
            continue
        # The same drawing under another name of ours: an older name, or a spare one.
        found = next(
            (
                emoji_id
                for emoji_id, name in emojis
                if emoji_id not in used
                and ours(emoji_id, name)
                and drawing(emoji_id, name) == face.drawing
                and (name == spare_name(face.name) or LEGACY.match(name) or emoji_id in drawings)
                and name not in by_name
            ),
            None,
        )
        if found is not None:
            rename.append((found, face.name))
            used.add(found)
        else:
            create.append(face.name)
    delete = [
        emoji_id
        for emoji_id, name in emojis
        if emoji_id not in used and ours(emoji_id, name) and name not in keep
    ]
    return Plan(keep=keep, rename=rename, create=create, delete=delete, replaced=replaced)
