"""What the fake Discord knows: users, guilds, channels, messages, interactions, requests.

Each object can render itself as the JSON Discord would send, shaped after Discord's documented
objects (and the fields discord.py reads without `.get`, e.g. a member's `flags`).
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Protocol

from fakediscord.limits import (
    BUTTON,
    EPHEMERAL,
    IS_COMPONENTS_V2,
    SELECTS,
    TEXT_DISPLAY,
    walk_components,
)

# Permission bits used by the fake (https://discord.com/developers/docs/topics/permissions).
ADMINISTRATOR = 1 << 3
MANAGE_CHANNELS = 1 << 4
VIEW_CHANNEL = 1 << 10
SEND_MESSAGES = 1 << 11
SEND_TTS_MESSAGES = 1 << 12
MANAGE_MESSAGES = 1 << 13
EMBED_LINKS = 1 << 14
ATTACH_FILES = 1 << 15
READ_MESSAGE_HISTORY = 1 << 16
MENTION_EVERYONE = 1 << 17
USE_EXTERNAL_EMOJIS = 1 << 18
USE_APPLICATION_COMMANDS = 1 << 31
MANAGE_THREADS = 1 << 34
CREATE_PUBLIC_THREADS = 1 << 35
CREATE_PRIVATE_THREADS = 1 << 36
SEND_MESSAGES_IN_THREADS = 1 << 38
#: Whether a member's user-installed apps may answer publicly here (off: their answers are
#: ephemeral, https://discord.com/developers/docs/topics/permissions#permissions-bitwise
#: -permission-flags).
USE_EXTERNAL_APPS = 1 << 50
ALL_PERMISSIONS = (1 << 51) - 1
#: What an app may do where only its user install applies (a group DM, a DM that is not
#: with its bot, a server it was not invited to): answer interactions, with these
#: (https://discord.com/developers/docs/interactions/receiving-and-responding
#: #interaction-object: ``app_permissions``).
USER_APP_PERMISSIONS = (
    VIEW_CHANNEL
    | SEND_MESSAGES
    | EMBED_LINKS
    | ATTACH_FILES
    | READ_MESSAGE_HISTORY
    | USE_EXTERNAL_EMOJIS
)
#: A server member's: what a user install may do, and the rest of a member's everyday rights.
MEMBER_PERMISSIONS = (
    USER_APP_PERMISSIONS
    | USE_APPLICATION_COMMANDS
    | CREATE_PUBLIC_THREADS
    | SEND_MESSAGES_IN_THREADS
    | USE_EXTERNAL_APPS
)

# Channel types.
GUILD_TEXT, DM, GROUP_DM, PUBLIC_THREAD, PRIVATE_THREAD = 0, 1, 3, 11, 12
#: Installation types (``integration_types``, the keys of ``authorizing_integration_owners``).
GUILD_INSTALL, USER_INSTALL = 0, 1
#: Interaction contexts: a server, the app's bot's DM, any other DM or group DM.
CONTEXT_GUILD, CONTEXT_BOT_DM, CONTEXT_PRIVATE_CHANNEL = 0, 1, 2

# Permission overwrite types (https://discord.com/developers/docs/resources/channel#overwrite-object).
ROLE_OVERWRITE, MEMBER_OVERWRITE = 0, 1


class FakeDiscordError(AssertionError):
    """A test asked the fake for something a real Discord client could not do."""


class ComponentNotFound(FakeDiscordError):
    """No component with that custom_id on that message (as a user would see it)."""


class ComponentDisabled(FakeDiscordError):
    """The component exists but is disabled: Discord's client does not let users click it."""


class MessageNotVisible(FakeDiscordError):
    """The user cannot see that message (someone else's ephemeral, or it was deleted)."""


class CommandNotRegistered(FakeDiscordError):
    """The bot never synced that command (or option), so no user could run it."""


@dataclass
class FakeRole:
    """A guild role. The @everyone role's id is the guild's id."""

    id: int
    name: str
    permissions: int = 0
    position: int = 0
    color: int = 0
    mentionable: bool = False

    @property
    def mention(self) -> str:
        return f"<@&{self.id}>"

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "name": self.name,
            "description": None,
            "permissions": str(self.permissions),
            "position": self.position,
            "color": self.color,
            "colors": {
                "primary_color": self.color,
                "secondary_color": None,
                "tertiary_color": None,
            },
            "hoist": False,
            "managed": False,
            "mentionable": self.mentionable,
            "icon": None,
            "unicode_emoji": None,
            "flags": 0,
        }


@dataclass
class FakeUser:
    """A Discord user who is also a member of the fake guild.

    `permissions` is what the member gets at guild level besides the roles in `roles`: the fake's
    @everyone role grants nothing by default, so this field stands for @everyone and any role the
    test does not model (MEMBER_PERMISSIONS by default; ALL_PERMISSIONS for the owner), and one
    member can be made weaker than the rest. `FakeDiscord.base_permissions` ORs it with @everyone
    and the member's roles, as Discord computes base permissions.
    """

    id: int
    username: str
    global_name: str | None = None
    locale: str = "en-US"
    bot: bool = False
    roles: list[int] = field(default_factory=list)
    permissions: int = MEMBER_PERMISSIONS
    joined_at: str = "2024-01-01T00:00:00+00:00"
    nick: str | None = None
    #: The person added the app to their account (a user install): its user-installable
    #: commands follow them to DMs, group DMs and servers the bot is not in, and its bot may DM
    #: them.
    installed: bool = False

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    @property
    def display_name(self) -> str:
        return self.nick or self.global_name or self.username

    def payload(self) -> dict[str, Any]:
        """The user object."""
        data: dict[str, Any] = {
            "id": str(self.id),
            "username": self.username,
            "global_name": self.global_name,
            "discriminator": "0",
            "avatar": None,
            "avatar_decoration_data": None,
            "collectibles": None,
            "primary_guild": None,
            "public_flags": 0,
            "flags": 0,
            "banner": None,
            "accent_color": None,
        }
        if self.bot:
            data["bot"] = True
        return data

    def member_payload(
        self, *, with_user: bool = True, permissions: int | None = None
    ) -> dict[str, Any]:
        """The guild member object. Interactions add `permissions`: the member's permissions in
        the interaction's channel, overwrites included (pass them; see
        `FakeDiscord.permissions_in`)."""
        data: dict[str, Any] = {
            "roles": [str(r) for r in self.roles],
            "joined_at": self.joined_at,
            "nick": self.nick,
            "avatar": None,
            "banner": None,
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "pending": False,
            "flags": 0,
            "communication_disabled_until": None,
            "unusual_dm_activity_until": None,
        }
        if with_user:
            data["user"] = self.payload()
        if permissions is not None:
            data["permissions"] = str(permissions)
        return data


@dataclass
class FakeOverwrite:
    """A channel permission overwrite: for a role (the guild id is @everyone) or a member."""

    id: int
    type: int
    allow: int = 0
    deny: int = 0

    def payload(self) -> dict[str, Any]:
        """The overwrite object (`ChannelPermissionOverwriteResponse` in the spec)."""
        return {
            "id": str(self.id),
            "type": self.type,
            "allow": str(self.allow),
            "deny": str(self.deny),
        }


@dataclass
class FakeChannel:
    """A text channel, a thread, a DM channel (the bot's, with ``recipient``) or a group DM
    (``recipients``: the people in it; the bot is never one, so it only answers interactions
    there). Threads have no overwrites of their own: they take their parent's."""

    id: int
    name: str
    type: int = GUILD_TEXT
    guild_id: int | None = None
    parent_id: int | None = None
    position: int = 0
    owner_id: int | None = None
    archived: bool = False
    locked: bool = False
    auto_archive_duration: int = 1440
    created_at: str | None = None
    invitable: bool = True
    recipient: FakeUser | None = None
    recipients: list[FakeUser] = field(default_factory=list)
    thread_members: set[int] = field(default_factory=set)
    deleted: bool = False
    overwrites: dict[int, FakeOverwrite] = field(default_factory=dict)

    @property
    def is_thread(self) -> bool:
        return self.type in (PUBLIC_THREAD, PRIVATE_THREAD)

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"

    @property
    def private(self) -> bool:
        """A DM or a group DM (no guild, no overwrites)."""
        return self.type in (DM, GROUP_DM)

    def payload(self) -> dict[str, Any]:
        if self.type == GROUP_DM:
            return {
                "id": str(self.id),
                "type": GROUP_DM,
                "name": self.name or None,
                "icon": None,
                "owner_id": str(self.owner_id) if self.owner_id else None,
                "last_message_id": None,
                "flags": 0,
                "recipients": [u.payload() for u in self.recipients],
            }
        if self.type == DM:
            return {
                "id": str(self.id),
                "type": DM,
                "last_message_id": None,
                "flags": 0,
                "recipients": [self.recipient.payload()] if self.recipient else [],
            }
        data: dict[str, Any] = {
            "id": str(self.id),
            "type": self.type,
            "guild_id": str(self.guild_id),
            "name": self.name,
            "parent_id": str(self.parent_id) if self.parent_id else None,
            "last_message_id": None,
            "rate_limit_per_user": 0,
            "flags": 0,
        }
        if self.is_thread:
            data.update(
                owner_id=str(self.owner_id) if self.owner_id else None,
                message_count=0,
                member_count=len(self.thread_members),
                total_message_sent=0,
                applied_tags=[],
                thread_metadata={
                    "archived": self.archived,
                    "auto_archive_duration": self.auto_archive_duration,
                    "archive_timestamp": self.created_at,
                    "locked": self.locked,
                    "create_timestamp": self.created_at,
                    **({"invitable": self.invitable} if self.type == PRIVATE_THREAD else {}),
                },
            )
        else:
            data.update(
                position=self.position,
                permission_overwrites=[o.payload() for o in self.overwrites.values()],
                topic=None,
                nsfw=False,
                default_thread_rate_limit_per_user=0,
                default_auto_archive_duration=1440,
            )
        return data


@dataclass
class FakeGuild:
    """A guild (server) with its roles, channels and members."""

    id: int
    name: str
    owner_id: int
    roles: list[FakeRole] = field(default_factory=list)
    channels: list[FakeChannel] = field(default_factory=list)
    members: list[FakeUser] = field(default_factory=list)
    preferred_locale: str = "en-US"
    #: The bot was invited (the guild install): it is a member, gets the guild's events and
    #: may post. Without it, only members' user installs reach the app here.
    bot_member: bool = True

    @property
    def default_role(self) -> FakeRole:
        return self.roles[0]

    def payload(self, *, members: list[FakeUser], threads: list[FakeChannel]) -> dict[str, Any]:
        """The GUILD_CREATE payload."""
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "banner": None,
            "description": None,
            "owner_id": str(self.owner_id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 1,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "premium_progress_bar_enabled": False,
            "preferred_locale": self.preferred_locale,
            "features": [],
            "roles": [role.payload() for role in self.roles],
            "emojis": [],
            "stickers": [],
            "system_channel_id": str(self.channels[0].id) if self.channels else None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "public_updates_channel_id": None,
            "safety_alerts_channel_id": None,
            "vanity_url_code": None,
            "max_members": 500000,
            "max_video_channel_users": 25,
            "max_stage_video_channel_users": 50,
            "application_id": None,
            "joined_at": "2024-01-01T00:00:00+00:00",
            "large": False,
            "unavailable": False,
            "lazy": True,
            "member_count": len(self.members),
            "members": [m.member_payload() for m in members],
            "channels": [c.payload() for c in self.channels if not c.is_thread and not c.deleted],
            "threads": [t.payload() for t in threads],
            "voice_states": [],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
            "incidents_data": None,
            "nsfw": False,
        }


@dataclass
class FakeEmoji:
    """An application emoji (https://discord.com/developers/docs/resources/emoji#emoji-object):
    uploaded by the bot, or by `user` in the developer portal. `image` is the decoded upload."""

    id: int
    name: str
    user: FakeUser
    image: bytes
    content_type: str
    animated: bool = False

    @property
    def markdown(self) -> str:
        """How a message shows it: ``<:name:id>``."""
        return f"<{'a' if self.animated else ''}:{self.name}:{self.id}>"

    def payload(self) -> dict[str, Any]:
        """The emoji object; application emojis have no roles and always require colons."""
        return {
            "id": str(self.id),
            "name": self.name,
            "roles": [],
            "user": self.user.payload(),
            "require_colons": True,
            "managed": False,
            "animated": self.animated,
            "available": True,
        }


@dataclass
class RecordedFile:
    """A file the bot uploaded."""

    field_name: str
    filename: str
    content_type: str | None
    data: bytes


@dataclass
class RecordedRequest:
    """One HTTP request the bot made, as the fake received it."""

    method: str
    path: str
    route: str | None
    query: dict[str, str]
    json: Any
    files: list[RecordedFile]
    headers: dict[str, str]
    status: int = 0
    response: Any = None
    #: When the fake received it (its clock: seconds since the epoch).
    at: float = 0.0

    def __repr__(self) -> str:
        return f"<{self.method} {self.path} -> {self.status}>"


class StoredMessage:
    """A message as the fake stores it: `data` is exactly what Discord would return."""

    def __init__(
        self,
        data: dict[str, Any],
        *,
        visible_to: int | None = None,
        interaction_id: int | None = None,
        files: list[RecordedFile] | None = None,
        created_at: float = 0.0,
        nonce: str | None = None,
        notified: set[int | str] | None = None,
    ) -> None:
        self.data = data
        self.visible_to = visible_to
        self.interaction_id = interaction_id
        self.files = files or []
        self.deleted = False
        self.history: list[dict[str, Any]] = []
        self.created_at = created_at  # the fake clock's time when it was created
        self.nonce = nonce  # the `nonce` it was created with, as a string
        self.old_edits = 0  # edits accepted while it was over an hour old (error 30046)
        self._notified: frozenset[int | str] = frozenset(notified or ())

    def __repr__(self) -> str:
        kind = "ephemeral " if self.ephemeral else ""
        return f"<{kind}message {self.id} in {self.channel_id}: {self.text()[:60]!r}>"

    @property
    def id(self) -> int:
        return int(self.data["id"])

    @property
    def channel_id(self) -> int:
        return int(self.data["channel_id"])

    @property
    def content(self) -> str:
        return self.data.get("content") or ""

    @property
    def embeds(self) -> list[dict[str, Any]]:
        return self.data.get("embeds") or []

    @property
    def components(self) -> list[dict[str, Any]]:
        return self.data.get("components") or []

    @property
    def flags(self) -> int:
        return int(self.data.get("flags") or 0)

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def is_v2(self) -> bool:
        return bool(self.flags & IS_COMPONENTS_V2)

    @property
    def edited(self) -> bool:
        return bool(self.history)

    def notified(self) -> set[int | str]:
        """Whom Discord notified when the message was created: user ids, role mentions
        (`role.mention`, "<@&id>") and "everyone" (for @everyone or @here).

        Mentions in the content and in components V2 text displays count, filtered by the
        request's `allowed_mentions` (https://discord.com/developers/docs/resources/message
        #allowed-mentions-object); see `FakeDiscord._notified_by` for the rules. Edits never
        notify anyone, so this is about creation only.
        """
        return set(self._notified)

    def visible_for(self, user_id: int) -> bool:
        """Whether that user sees the message (ephemerals are for one user)."""
        return not self.deleted and (self.visible_to is None or self.visible_to == user_id)

    def all_components(self) -> Iterator[dict[str, Any]]:
        """Every component, nested ones included (rows, containers, sections, accessories)."""
        for _, component in walk_components(self.components):
            yield component

    def find_component(self, custom_id: str) -> dict[str, Any] | None:
        for component in self.all_components():
            if component.get("custom_id") == custom_id:
                return component
        return None

    def buttons(self) -> list[dict[str, Any]]:
        return [c for c in self.all_components() if c.get("type") == BUTTON]

    def selects(self) -> list[dict[str, Any]]:
        return [c for c in self.all_components() if c.get("type") in SELECTS]

    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in self.all_components() if c.get("custom_id")]

    def text(self) -> str:
        """All the text a player reads: content, embeds, text displays, button labels."""
        parts = [self.content]
        for embed in self.embeds:
            parts += [embed.get("title") or "", embed.get("description") or ""]
            for fld in embed.get("fields") or []:
                parts += [fld.get("name") or "", fld.get("value") or ""]
            parts.append((embed.get("footer") or {}).get("text") or "")
        for component in self.all_components():
            if component.get("type") == TEXT_DISPLAY:
                parts.append(component.get("content") or "")
            elif component.get("label"):
                parts.append(component["label"])
        return "\n".join(p for p in parts if p)

    def snapshot(self) -> dict[str, Any]:
        return copy.deepcopy(self.data)


class Messages(Protocol):
    """What an interaction reads of the fake (``FakeDiscord``): its stored messages."""

    def message(self, message_id: int) -> StoredMessage: ...


class FakeInteraction:
    """One interaction the fake sent to the bot, and what the bot did with it."""

    def __init__(
        self,
        fake: Messages,
        *,
        id: int,
        token: str,
        type: int,
        user: FakeUser,
        channel: FakeChannel,
        payload: dict[str, Any],
        created_at: float,
        message_id: int | None = None,
    ) -> None:
        self._fake = fake
        self.id = id
        self.token = token
        self.type = type
        self.user = user
        self.channel = channel
        self.payload = payload
        self.created_at = created_at
        self.message_id = message_id
        self.callback_type: int | None = None
        self.callback_body: Any = None
        self.original_message_id: int | None = None
        self.followup_ids: list[int] = []
        self.errors: list[tuple[int, str]] = []
        self.modal: dict[str, Any] | None = None
        self.choices: list[dict[str, Any]] | None = None
        #: When it reached the bot (the fake's clock; None: still on its way), and when it is
        #: due to (``click(delay=…)``; None: at once).
        self.delivered_at: float | None = None
        self.due_at: float | None = None
        #: ``authorizing_integration_owners``: which installs made it ("0": the guild's id, or
        #: "0" in the bot's DM; "1": the id of the user who installed the app).
        self.owners: dict[str, str] = dict(payload.get("authorizing_integration_owners") or {})
        #: Its answers are ephemeral whatever the bot asks: a user install's answer where the
        #: member may not use external apps publicly (*Use External Apps* off).
        self.force_ephemeral = False

    @property
    def user_install_only(self) -> bool:
        """Only the user install applies (no guild install): at most 5 follow-ups."""
        return "0" not in self.owners

    def __repr__(self) -> str:
        return f"<FakeInteraction {self.id} type={self.type} callback={self.callback_type}>"

    @property
    def acknowledged(self) -> bool:
        return self.callback_type is not None

    @property
    def error_codes(self) -> list[int]:
        """Discord error codes the bot got for this interaction (e.g. 10062, 40060)."""
        return [code for code, _ in self.errors]

    def response(self) -> StoredMessage:
        """The message of the initial response (for deferrals: after the edit)."""
        if self.original_message_id is None:
            raise FakeDiscordError(
                f"the bot gave no message response to interaction {self.id} "
                f"(callback type {self.callback_type}, errors {self.errors})"
            )
        return self._fake.message(self.original_message_id)

    def followups(self) -> list[StoredMessage]:
        return [self._fake.message(mid) for mid in self.followup_ids]

    def messages(self) -> list[StoredMessage]:
        """The response (if it is a message) and every follow-up, in order."""
        first = [] if self.original_message_id is None else [self.response()]
        return first + self.followups()
