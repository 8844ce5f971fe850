"""What the playground's page reads, as JSON: a person's channels, their messages, the commands.

Snowflakes are strings here, as in Discord's own JSON: a JavaScript number cannot hold one (the
emoji ids the bot puts in buttons are integers in its payloads, and are turned into strings).
Attachments point at the page's own server (`/files/...`), emojis at `/emoji/<id>`.
"""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote

from fakediscord import FakeDiscord, StoredMessage, UserClient
from fakediscord.limits import LOADING, walk_components
from fakediscord.models import DM, GROUP_DM

#: How many messages of a channel the page shows (the newest).
MESSAGES_SHOWN = 120

#: Interaction types (Discord's), for the "Ana used /dobro new" line of a command's answer.
APPLICATION_COMMAND = 2


def channel_json(channel: Any) -> dict[str, Any]:
    """A channel or thread of a person's channel list."""
    return {
        "id": str(channel.id),
        "name": channel.name,
        "thread": channel.is_thread,
        "private": channel.type == 12,
        "parent": str(channel.parent_id) if channel.parent_id else None,
    }


def place_json(client: UserClient, channel: Any) -> dict[str, Any]:
    """A DM of a person's list: the bot's ("Dobro"), or a group DM named after the others in
    it (as Discord names a group DM without a name)."""
    if channel.type == DM:
        return {"id": str(channel.id), "name": "Dobro", "kind": "dm"}
    others = [u.display_name for u in channel.recipients if u is not client.user]
    return {"id": str(channel.id), "name": channel.name or ", ".join(others), "kind": "group"}


def people_here(client: UserClient, channel: Any) -> list[str]:
    """Whom the person may pick an *Apps* menu entry on here: the others of the server, or of
    the group DM (nobody in their DM with the bot)."""
    if channel is None or channel.type == DM:
        return []
    if channel.type == GROUP_DM:
        found = channel.recipients
    else:
        found = [m for m in client.guild.members if not m.bot]
    return [str(u.id) for u in found if u is not client.user]


def _stringify_emoji_ids(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Components with every emoji id as a string (the bot sends integers)."""
    result = copy.deepcopy(components)
    for _, component in walk_components(result):
        for holder in [component, *(component.get("options") or [])]:
            emoji = holder.get("emoji")
            if isinstance(emoji, dict) and emoji.get("id") is not None:
                emoji["id"] = str(emoji["id"])
    return result


def _command_path(payload: dict[str, Any]) -> str:
    """ "/dobro new" from an application command interaction's data."""
    data = payload.get("data") or {}
    parts = [str(data.get("name", ""))]
    options = data.get("options") or []
    while options and options[0].get("type") in (1, 2):
        parts.append(str(options[0]["name"]))
        options = options[0].get("options") or []
    return "/" + " ".join(parts)


def message_json(fake: FakeDiscord, message: StoredMessage) -> dict[str, Any]:
    """One message as the page draws it."""
    data = message.data
    attachments = [
        {
            "id": str(a["id"]),
            "filename": a["filename"],
            "url": f"/files/{a['id']}/{quote(a['filename'])}",
            "content_type": a.get("content_type"),
            "size": a.get("size", 0),
            "description": a.get("description"),
        }
        for a in data.get("attachments") or []
    ]
    invoked = None
    metadata = data.get("interaction_metadata") or {}
    if metadata.get("type") == APPLICATION_COMMAND:
        try:
            interaction = fake.interaction(int(metadata["id"]))
        except (KeyError, ValueError, AssertionError):
            interaction = None
        if interaction is not None:
            invoked = {
                "by": interaction.user.display_name,
                "by_id": str(interaction.user.id),
                "command": _command_path(interaction.payload),
            }
    thread = data.get("thread")
    reference = data.get("message_reference") or {}
    return {
        "id": str(message.id),
        "channel_id": str(message.channel_id),
        "timestamp": data.get("timestamp"),
        "edited": bool(data.get("edited_timestamp")),
        "author": {"id": str(data["author"]["id"]), "bot": bool(data["author"].get("bot"))},
        "content": data.get("content") or "",
        "embeds": data.get("embeds") or [],
        "components": _stringify_emoji_ids(data.get("components") or []),
        "attachments": attachments,
        "ephemeral": message.ephemeral,
        "loading": bool(message.flags & LOADING),
        "v2": message.is_v2,
        "invoked": invoked,
        "thread": {"id": str(thread["id"]), "name": thread["name"]} if thread else None,
        "reference": str(reference["message_id"]) if reference.get("message_id") else None,
        # Whom its creation notified (a ping), which Discord's app highlights for them.
        "notified": sorted(str(who) for who in message.notified() if isinstance(who, int)),
    }


def view_json(client: UserClient, channel_id: int | None) -> dict[str, Any]:
    """What one person sees: their channel list, and one channel's last messages (the first
    channel if `channel_id` is none of theirs)."""
    channels = client.channels()
    places = client.private_channels()
    shown = next(
        (c for c in [*channels, *places] if c.id == channel_id),
        channels[0] if channels else None,
    )
    messages = [] if shown is None else client.messages(shown, limit=MESSAGES_SHOWN)
    return {
        "revision": client.fake.revision,
        "channels": [channel_json(c) for c in channels],
        "places": [place_json(client, c) for c in places],
        "channel": None if shown is None else str(shown.id),
        "members": people_here(client, shown),
        "messages": [message_json(client.fake, m) for m in messages],
    }


def _option_json(option: dict[str, Any]) -> dict[str, Any]:
    keep = (
        "type",
        "name",
        "name_localizations",
        "description",
        "description_localizations",
        "required",
        "autocomplete",
        "min_value",
        "max_value",
        "min_length",
        "max_length",
        "channel_types",
    )
    found = {k: option[k] for k in keep if option.get(k) is not None}
    if option.get("choices"):
        found["choices"] = [
            {
                "name": c["name"],
                "name_localizations": c.get("name_localizations") or {},
                "value": c["value"],
            }
            for c in option["choices"]
        ]
    return found


def apps_json(client: UserClient) -> list[dict[str, Any]]:
    """The entries of the person's *Apps* menu on someone in the server (the app's user
    context menus), each with its translations."""
    return [
        {"name": c["name"], "local": c.get("name_localizations") or {}}
        for c in client.commands(kind=2)
    ]


def commands_json(client: UserClient, place: Any = None) -> list[dict[str, Any]]:
    """The commands the person's command box offers (in the server, or in ``place``, one of
    their DMs), one entry per runnable command ("dobro new", "dobro config game"), with each
    word's translations and the options."""
    found: list[dict[str, Any]] = []

    def walk(node: dict[str, Any], words: list[dict[str, Any]]) -> None:
        here = [*words, {"name": node["name"], "local": node.get("name_localizations") or {}}]
        children = [o for o in node.get("options") or [] if o.get("type") in (1, 2)]
        if children:
            for child in children:
                walk(child, here)
            return
        found.append(
            {
                "path": " ".join(w["name"] for w in here),
                "words": here,
                "description": node.get("description", ""),
                "description_localizations": node.get("description_localizations") or {},
                "options": [_option_json(o) for o in node.get("options") or []],
            }
        )

    for command in client.commands(place):
        walk(command, [])
    return found
