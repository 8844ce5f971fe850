"""Which application emojis to create, keep and delete so that each card face has one.

Pure (no discord import): the bot side (`cogs.table.emojis`) fetches the application's emojis,
asks `plan` what to do, and does it. Emoji names carry a hash of the face's PNG (see
`faces.draw.emoji_name`), so comparing names compares content: an unchanged face is kept across
restarts, a redrawn one is created under its new name and the old one deleted.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

#: Every emoji this bot manages starts with this; any other emoji of the application (made by
#: hand in the developer portal, or by another tool) is never touched.
PREFIX = "dobro_"


@dataclass(frozen=True)
class Plan:
    """What a sync does: names to create (in the wanted order), emojis to keep (name → id), and
    ids of our own emojis to delete (stale drawings, or a second copy of a name)."""

    create: list[str] = field(default_factory=list)
    keep: dict[str, int] = field(default_factory=dict)
    delete: list[int] = field(default_factory=list)

    @property
    def changes(self) -> bool:
        return bool(self.create or self.delete)


def ours(name: str) -> bool:
    """Whether an emoji name is one this bot manages."""
    return name.startswith(PREFIX)


def plan(existing: Iterable[tuple[int, str]], wanted: Mapping[str, bytes]) -> Plan:
    """Compare the application's emojis ((id, name) pairs) with the wanted ones (name → image).

    A wanted name that exists is kept (the first one, if Discord ever holds two); a missing one
    is created; our (`dobro_`) emojis whose name is not wanted any more are deleted; emojis not
    starting with `dobro_` are never deleted.
    """
    keep: dict[str, int] = {}
    delete: list[int] = []
    for emoji_id, name in existing:
        if name in wanted and name not in keep:
            keep[name] = emoji_id
        elif ours(name):
            delete.append(emoji_id)
    create = [name for name in wanted if name not in keep]
    return Plan(create=create, keep=keep, delete=delete)
