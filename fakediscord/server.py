"""An offline Discord: REST routes and a gateway websocket on 127.0.0.1 that the real bot logs into.

discord.py's own HTTP, gateway, state and interaction code runs end to end against it. The fake
keeps the messages the bot sends, records every request, checks each body against Discord's
OpenAPI spec and documented limits, and applies Discord's rules on interactions (3-second first
answer, 15-minute token, one initial response, ephemeral messages hidden from channel routes),
on permissions (roles and channel overwrites), on edits of old messages (30046), on nonces, and
records whom each new message notifies (`StoredMessage.notified`). It also keeps the
application's emojis (`app_emojis`: list, create, get, rename, delete), with Discord's rules on
their names, images, uniqueness and number.

    fake = FakeDiscord()
    await fake.start()
    fake.patch(monkeypatch)            # discord.py now talks to the fake
    ...start the bot with fake.token...
    interaction = await fake.slash(fake.member("ana"), fake.channel, "dobro ping")
    assert interaction.response().ephemeral
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import contextlib
import copy
import hashlib
import json
import logging
import math
import random
import re
import secrets
import socket
from collections import Counter
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from typing import Any, NoReturn

import aiohttp
import discord
import yarl
from aiohttp import web

from fakediscord import limits
from fakediscord.clock import FakeClock, FollowingClock, Snowflakes
from fakediscord.limits import EPHEMERAL, IS_COMPONENTS_V2, LOADING
from fakediscord.models import (
    ADMINISTRATOR,
    ALL_PERMISSIONS,
    ATTACH_FILES,
    CONTEXT_BOT_DM,
    CONTEXT_GUILD,
    CONTEXT_PRIVATE_CHANNEL,
    CREATE_PRIVATE_THREADS,
    CREATE_PUBLIC_THREADS,
    DM,
    EMBED_LINKS,
    GROUP_DM,
    GUILD_TEXT,
    MANAGE_CHANNELS,
    MANAGE_MESSAGES,
    MANAGE_THREADS,
    MEMBER_OVERWRITE,
    MEMBER_PERMISSIONS,
    MENTION_EVERYONE,
    PRIVATE_THREAD,
    PUBLIC_THREAD,
    READ_MESSAGE_HISTORY,
    ROLE_OVERWRITE,
    SEND_MESSAGES,
    SEND_MESSAGES_IN_THREADS,
    SEND_TTS_MESSAGES,
    USE_EXTERNAL_APPS,
    USER_APP_PERMISSIONS,
    VIEW_CHANNEL,
    CommandNotRegistered,
    ComponentDisabled,
    ComponentNotFound,
    FakeChannel,
    FakeDiscordError,
    FakeEmoji,
    FakeGuild,
    FakeInteraction,
    FakeOverwrite,
    FakeRole,
    FakeUser,
    MessageNotVisible,
    RecordedFile,
    RecordedRequest,
    StoredMessage,
)
from fakediscord.spec import (
    OpenAPISpec,
    SchemaError,
    load_spec,
    spec_unavailable_reason,
    template_regex,
)

API_PREFIX = "/api/v10"
# The permissions README.md asks for in the invite link.
BOT_PERMISSIONS = 309238025216
ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024
# Edits of messages older than this count towards Discord's limit (error 30046).
OLD_MESSAGE_AGE = 3600.0
# How long Discord remembers a message's nonce for `enforce_nonce` ("the past few minutes").
NONCE_WINDOW = 5 * 60.0
#: Follow-ups an interaction may send when only the app's user install applies (Discord:
#: at most 5 for user-installed apps in servers and group DMs), then 40094.
USER_INSTALL_FOLLOWUPS = 5
MAX_FOLLOWUPS = 40094
#: "Cannot send messages to this user": a DM to someone the bot shares no server with and
#: who did not add the app to their account.
CANNOT_DM = 50007
OLD_MESSAGE_EDITS_MESSAGE = (
    "Maximum number of edits to messages older than 1 hour reached. Try again later"
)
# Application emojis (https://discord.com/developers/docs/resources/emoji): 2-32 letters, digits
# or underscores, unique in the application; images of at most 256 KiB; at most 2000 of them.
EMOJI_NAME = re.compile(r"^[A-Za-z0-9_]{2,32}$")
EMOJI_IMAGE = re.compile(r"^data:(image/(?:png|jpeg|gif|webp));base64,(.*)$", re.DOTALL)
EMOJI_MAX_BYTES = 256 * 1024
MAX_APP_EMOJIS = 2000
UNKNOWN_EMOJI = 10014
MAX_EMOJIS_REACHED = 30008
# The first bytes of each image type Discord takes for an emoji.
IMAGE_MAGIC = {
    "image/png": (b"\x89PNG\r\n\x1a\n",),
    "image/jpeg": (b"\xff\xd8\xff",),
    "image/gif": (b"GIF87a", b"GIF89a"),
    "image/webp": (b"RIFF",),
}
APP_EMOJIS = "/applications/{application_id}/emojis"
APP_EMOJI = "/applications/{application_id}/emojis/{emoji_id}"
MENTION_USER = re.compile(r"<@!?(\d+)>")
MENTION_ROLE = re.compile(r"<@&(\d+)>")
MENTION_EVERYONE_TEXT = re.compile(r"@(?:everyone|here)\b")

# Gateway intents.
INTENT_GUILDS = 1 << 0
INTENT_GUILD_MEMBERS = 1 << 1
INTENT_GUILD_PRESENCES = 1 << 8
INTENT_GUILD_MESSAGES = 1 << 9
INTENT_MESSAGE_CONTENT = 1 << 15
PRIVILEGED_INTENTS = INTENT_GUILD_MEMBERS | INTENT_GUILD_PRESENCES | INTENT_MESSAGE_CONTENT

# Interaction types and callback types.
PING, APPLICATION_COMMAND, MESSAGE_COMPONENT, AUTOCOMPLETE, MODAL_SUBMIT = 1, 2, 3, 4, 5
CB_MESSAGE, CB_DEFERRED_MESSAGE, CB_DEFERRED_UPDATE, CB_UPDATE = 4, 5, 6, 7
CB_AUTOCOMPLETE, CB_MODAL = 8, 9

# Task names discord.py gives to work triggered by an event; wait_idle waits for them.
BUSY_TASK_PREFIXES = (
    "discord.py: ",
    "CommandTree-invoker",
    "discord-ui-view-dispatch",
    "discord-ui-modal-dispatch",
    "discord-ui-dynamic-item",
)


_log = logging.getLogger("fakediscord")
_said: set[str] = set()


def _say_once(line: str) -> None:
    """Log a warning once per process."""
    if line not in _said:
        _said.add(line)
        _log.warning(line)


class _HTTPError(Exception):
    """An error answer, shaped like Discord's: {"message", "code", "errors"?}."""

    def __init__(
        self,
        status: int,
        code: int,
        message: str,
        errors: dict[str, Any] | None = None,
        *,
        body: dict[str, Any] | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors
        self._body = body
        self.headers = headers

    def body(self) -> dict[str, Any]:
        if self._body is not None:
            return self._body
        data: dict[str, Any] = {"message": self.message, "code": self.code}
        if self.errors:
            data["errors"] = self.errors
        return data


@dataclass
class _RateLimitRule:
    method: str
    route: str
    times: int
    retry_after: float
    global_: bool


@dataclass
class RateLimitStorm:
    """A 429 storm (``FakeDiscord.storm``): each request of ``methods`` to ``routes`` (in
    ``channels``, if given) is answered 429 with probability ``rate``, a share ``global_share``
    of them with Discord's global limit; Discord's body and headers each time. ``hits`` counts
    them by (method, route, global)."""

    rate: float
    methods: frozenset[str]
    routes: frozenset[str]
    channels: frozenset[int] | None
    global_share: float
    retry_after: float
    rng: random.Random
    hits: Counter[tuple[str, str, bool]]
    seen: int = 0

    def strike(
        self, method: str, route: str | None, params: dict[str, str]
    ) -> _RateLimitRule | None:
        if method not in self.methods or route not in self.routes:
            return None
        if self.channels is not None and int(params.get("channel_id", 0)) not in self.channels:
            return None
        self.seen += 1
        if self.rng.random() >= self.rate:
            return None
        # Discord's global limit covers no interaction's webhook (``limits``).
        global_ = self.rng.random() < self.global_share and limits.covered_by_global_limit(route)
        self.hits[(method, route, global_)] += 1
        return _RateLimitRule(method, route, 1, self.retry_after, global_)

    @property
    def total(self) -> int:
        return sum(self.hits.values())


@dataclass
class _FailureRule:
    method: str
    route: str
    times: int
    status: int
    code: int
    message: str


#: Dispatches each session keeps for a RESUME (older ones: the session cannot be resumed).
GATEWAY_REPLAY_BUFFER = 5000
#: Close codes after which a session cannot be resumed: a clean close by the client (Discord
#: invalidates the session) or the fake shutting down.
UNRESUMABLE_CLOSES = (1000, 1001)


class _GatewaySession:
    """One gateway session: its connection (a new one after each RESUME), its sequence and the
    dispatches it was sent, kept so a RESUME can replay those the client missed."""

    def __init__(self, ws: web.WebSocketResponse) -> None:
        self.ws = ws
        self.session_id = secrets.token_hex(16)
        self.seq = 0
        self.intents = 0
        self.identified = False
        self.sending = 0
        #: The socket under the connection (closed by `drop_gateway` for an abrupt drop).
        self.transport: asyncio.BaseTransport | None = None
        #: Every dispatch frame sent (or queued while detached), oldest first.
        self.log: list[dict[str, Any]] = []
        #: Dispatches are sent one at a time, in sequence order (a replay included).
        self.lock = asyncio.Lock()
        #: The connection dropped; dispatches queue in `log` until the client resumes.
        self.detached = False
        #: Discord has forgotten this session: a RESUME of it gets op 9.
        self.invalidated = False
        #: The connection that resumed this session (dispatches addressed here go there).
        self.resumed_by: _GatewaySession | None = None
        self.resumes = 0


def _errors_tree(problems: list[SchemaError]) -> dict[str, Any]:
    """Discord's nested `errors` object for a 50035 Invalid Form Body."""
    tree: dict[str, Any] = {}
    for problem in problems:
        node = tree
        for part in problem.path:
            node = node.setdefault(str(part), {})
        node.setdefault("_errors", []).append(
            {"code": "BASE_TYPE_INVALID", "message": problem.message}
        )
    return tree


def _truthy(value: str | None) -> bool:
    return (value or "").lower() in ("1", "true", "yes")


def _implicit(permissions: int, channel: FakeChannel) -> int:
    """Discord's implicit permissions (https://discord.com/developers/docs/topics/permissions
    #implicit-permissions): without VIEW_CHANNEL a member has no permission in that channel, and
    where they cannot send messages they cannot embed, attach, use TTS or mention @everyone."""
    if not permissions & VIEW_CHANNEL:
        return 0
    send = SEND_MESSAGES_IN_THREADS if channel.is_thread else SEND_MESSAGES
    if not permissions & send:
        permissions &= ~(MENTION_EVERYONE | SEND_TTS_MESSAGES | ATTACH_FILES | EMBED_LINKS)
    return permissions


def _client_sockets(client: discord.Client) -> list[Any]:
    """A client's gateway connections: `ws`, or one per shard for an AutoShardedClient."""
    ws = getattr(client, "ws", None)
    if ws is not None:
        return [ws]
    shards = getattr(client, "shards", None) or {}
    found = [client._connection._get_websocket(shard_id=shard_id) for shard_id in shards]
    return [ws for ws in found if ws is not None]


def _viewer(interaction: FakeInteraction, body: dict[str, Any]) -> int | None:
    """Who sees a message the bot sends for an interaction: its user alone if the message is
    ephemeral, else everyone (None)."""
    return interaction.user.id if (body.get("flags") or 0) & EPHEMERAL else None


class FakeDiscord:
    """The offline Discord. One guild ("Dobro Club") with text channels, roles and members."""

    def __init__(
        self,
        *,
        clock: FakeClock | None = None,
        token: str = "fake-bot-token",
        validate: bool = True,
        spec: OpenAPISpec | None = None,
        member_names: Iterable[str] = ("ana", "ben", "cleo", "dan"),
        bot_permissions: int = BOT_PERMISSIONS,
        interaction_deadline: float = 3.0,
        token_lifetime: float = 15 * 60,
        allowed_privileged_intents: int = 0,
    ) -> None:
        self.clock = clock or FakeClock()
        self.snowflakes = Snowflakes(self.clock)
        #: Clicks on their way to the bot (``click(delay=…)``).
        self._deliveries: set[asyncio.Task[None]] = set()
        self.token = token
        self.interaction_deadline = interaction_deadline
        self.token_lifetime = token_lifetime
        # Edits Discord accepts per message once it is over an hour old (then 30046); None: no
        # limit. See `_count_old_edit`.
        self.old_message_edits: int | None = None
        self.allowed_privileged_intents = allowed_privileged_intents
        self.spec: OpenAPISpec | None = None
        self.spec_skipped_reason: str | None = None
        if validate:
            self.spec = spec or load_spec()
            if self.spec is None:
                # Said once per process, in the log: not a warning per fake (a test suite makes
                # hundreds). The tests of the schema checks skip with the same line.
                self.spec_skipped_reason = spec_unavailable_reason()
                _say_once(self.spec_skipped_reason)
        else:
            self.spec_skipped_reason = "validation turned off for this FakeDiscord"

        # Inspection.
        #: Goes up whenever something a person could see changes (a message, a channel, a
        #: thread, a member): `changes` waits on it (the playground's live page).
        self.revision = 0
        self._changed: asyncio.Event | None = None
        self.requests: list[RecordedRequest] = []
        self.violations: list[str] = []
        self.error_responses: list[tuple[RecordedRequest, int, int, str]] = []
        self.interactions: list[FakeInteraction] = []
        self.gateway_log: list[dict[str, Any]] = []

        # Stores.
        self._messages: dict[int, StoredMessage] = {}
        self._by_token: dict[str, FakeInteraction] = {}
        self._by_id: dict[int, FakeInteraction] = {}
        self.global_commands: list[dict[str, Any]] = []
        self.guild_commands: dict[int, list[dict[str, Any]]] = {}
        self.command_syncs: list[tuple[int | None, list[dict[str, Any]]]] = []
        self._files: dict[int, RecordedFile] = {}
        # The application's emojis (the fake's only application: the bot's), by id, oldest first.
        self.app_emojis: dict[int, FakeEmoji] = {}
        self._rate_limits: list[_RateLimitRule] = []
        self._storm: RateLimitStorm | None = None
        #: Discord's global rate limit, enforced when a test or benchmark asks for it
        #: (``enforce_global_limit``); None: not enforced.
        self.global_window: limits.GlobalWindow | None = None
        self._failures: list[_FailureRule] = []

        # Server state.
        self._runner: web.AppRunner | None = None
        self._port = 0
        self._sessions: list[_GatewaySession] = []
        self._latest_session: _GatewaySession | None = None
        # Sessions whose connection dropped, by id, until resumed (see `drop_gateway`).
        self._detached: dict[str, _GatewaySession] = {}
        # `drop_gateway` was called and the bot has not identified or resumed since.
        self._awaiting_reconnect = False
        # Interaction tokens made to expire early (`expire_tokens`).
        self._expired_tokens: set[str] = set()
        self._inflight = 0
        self._pending_emits = 0
        self._emit_tasks: set[asyncio.Task[None]] = set()
        self._clients: list[discord.Client] = []
        self._routes = self._build_routes()

        # The world.
        self.application_id = self.snowflakes.next()
        self.bot_user = FakeUser(
            id=self.application_id, username="Dobro", global_name=None, bot=True
        )
        self.owner = FakeUser(id=self.snowflakes.next(), username="owner", global_name="Owner")
        guild_id = self.snowflakes.next()
        # @everyone grants nothing here: each member's own `permissions` field stands for it (see
        # FakeUser), and the bot's permissions are its role's, so either can be made weaker.
        everyone = FakeRole(id=guild_id, name="@everyone", permissions=0)
        players = FakeRole(id=self.snowflakes.next(), name="Dobro players", position=1)
        self.bot_role = FakeRole(
            id=self.snowflakes.next(), name="Dobro", permissions=bot_permissions, position=2
        )
        self.guild = FakeGuild(id=guild_id, name="Dobro Club", owner_id=0, roles=[everyone])
        self.guild.roles += [players, self.bot_role]
        #: Every guild the bot is in, `self.guild` first (more: `add_guild`).
        self.guilds: list[FakeGuild] = [self.guild]
        #: Shard counted by GET /gateway/bot (what discord.py's AutoShardedClient launches when
        #: not told a count).
        self.recommended_shards = 1
        #: session id -> (shard id, shard count) it identified with (absent: unsharded).
        self._session_shards: dict[str, tuple[int, int]] = {}
        self.bot_user.roles = [self.bot_role.id]
        self.bot_user.permissions = 0
        self._channels: dict[int, FakeChannel] = {}
        self.channel = self.add_channel("general", position=0)
        self.other_channel = self.add_channel("dobro", position=1)
        self.members: list[FakeUser] = []
        #: People in no guild of the fake (a friend in a group DM): `add_user`.
        self.others: list[FakeUser] = []
        for index, name in enumerate(member_names):
            member = self.add_member(name)
            if index == 0:
                self.guild.owner_id = member.id
                member.permissions = ALL_PERMISSIONS
        if not self.members:
            self.guild.owner_id = self.owner.id
        self.guild.members.append(self.bot_user)

    # ------------------------------------------------------------------ lifecycle

    async def start(self) -> None:
        """Listen on 127.0.0.1 (a free port)."""
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_route("GET", "/gateway", self._gateway)
        app.router.add_route("GET", "/attachments/{channel}/{id}/{filename}", self._attachment)
        app.router.add_route("*", API_PREFIX + "/{tail:.*}", self._http)
        self._runner = web.AppRunner(
            app, access_log=None, handle_signals=False, shutdown_timeout=1.0
        )
        await self._runner.setup()
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.bind(("127.0.0.1", 0))
        self._port = sock.getsockname()[1]
        site = web.SockSite(self._runner, sock)
        await site.start()

    async def stop(self) -> None:
        """Close gateway connections and the server."""
        for task in [*self._emit_tasks, *self._deliveries]:
            task.cancel()
        for session in list(self._sessions):
            with contextlib.suppress(Exception):
                await session.ws.close(code=1001, message=b"fake discord stopping")
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeDiscord:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    @property
    def base_url(self) -> str:
        """What `discord.http.Route.BASE` must be."""
        return f"http://127.0.0.1:{self._port}{API_PREFIX}"

    @property
    def gateway_url(self) -> str:
        """What `DiscordWebSocket.DEFAULT_GATEWAY` must be."""
        return f"ws://127.0.0.1:{self._port}/gateway"

    @property
    def cdn_url(self) -> str:
        return f"http://127.0.0.1:{self._port}/attachments"

    def patch(self, monkeypatch: Any = None) -> None:
        """Point discord.py at this fake: for one test (undone by `monkeypatch`), or, without
        one, for the rest of the process (the playground)."""
        setter = setattr if monkeypatch is None else monkeypatch.setattr
        setter(discord.http.Route, "BASE", self.base_url)
        setter(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(self.gateway_url))

    def follow(self, clock: Any, skew: float = 0.0) -> None:
        """Discord's time follows ``clock`` (a test's fake clock, with ``now()`` and ``sleep``)
        plus ``skew`` seconds: ids, timestamps, deadlines and delivery delays then run on the
        test's time, Discord's clock ``skew`` ahead of the bot's. (Ids stay increasing: follow
        a clock ahead of the real one, as ``tests.tables.fakes.FakeClock`` is.)"""
        self.clock = FollowingClock(clock, skew)
        self.snowflakes._clock = self.clock

    @property
    def connected(self) -> bool:
        """Whether a bot has identified on the gateway (and is still connected)."""
        session = self._latest_session
        return session is not None and not session.ws.closed

    def attach(self, client: discord.Client) -> None:
        """Let `wait_idle` see what this client is still processing."""
        if client not in self._clients:
            self._clients.append(client)

    def check(self) -> None:
        """Raise if the bot sent anything Discord would refuse (called at fixture teardown)."""
        if self.violations:
            lines = "\n  - ".join(self.violations)
            raise AssertionError(
                f"the bot sent {len(self.violations)} request(s) Discord would reject:\n  - {lines}"
            )

    def take_violations(self) -> list[str]:
        """Return and forget the violations (for tests that send bad payloads on purpose)."""
        found, self.violations = self.violations, []
        return found

    # ------------------------------------------------------------------ the world

    def add_member(
        self,
        name: str,
        *,
        locale: str = "en-US",
        permissions: int = MEMBER_PERMISSIONS,
        roles: Iterable[int] = (),
        global_name: str | None = None,
        guild: FakeGuild | None = None,
    ) -> FakeUser:
        """A new member of `guild` (default: the first guild); a GUILD_MEMBER_ADD is sent if the
        bot asked for that intent. Members of other guilds are found with `member(name, guild)`."""
        guild = guild or self.guild
        member = FakeUser(
            id=self.snowflakes.next(),
            username=name,
            global_name=global_name or name.capitalize(),
            locale=locale,
            roles=list(roles),
            permissions=permissions,
            joined_at=self.clock.iso(),
        )
        if guild is self.guild:
            self.members.append(member)
        guild.members.append(member)
        self._touch()
        if self._sessions:
            payload = member.member_payload() | {"guild_id": str(guild.id)}
            self._emit_soon("GUILD_MEMBER_ADD", payload, INTENT_GUILD_MEMBERS)
        return member

    def member(self, name: str, guild: FakeGuild | None = None) -> FakeUser:
        """A member by username (of the first guild, or of `guild`)."""
        members = self.members if guild is None else guild.members
        for member in members:
            if member.username == name and member is not self.bot_user:
                return member
        raise KeyError(name)

    def user(self, user_id: int) -> FakeUser | None:
        for member in [*(m for g in self.guilds for m in g.members), *self.others, self.owner]:
            if member.id == user_id:
                return member
        return None

    def add_user(self, name: str, *, locale: str = "en-US", installed: bool = False) -> FakeUser:
        """Someone in no guild of the fake (a friend in a group DM), found by `user(id)`;
        ``installed``: they added the app to their account (`install`)."""
        user = FakeUser(
            id=self.snowflakes.next(),
            username=name,
            global_name=name.capitalize(),
            locale=locale,
            installed=installed,
        )
        self.others.append(user)
        self._touch()
        return user

    def install(self, *users: FakeUser) -> None:
        """These people add the app to their accounts (a user install): its user-installable
        commands are theirs in DMs, group DMs and servers the bot is not in, and its bot may DM
        them."""
        for user in users:
            user.installed = True
        self._touch()

    def add_group_dm(self, *people: FakeUser, name: str = "") -> FakeChannel:
        """A group DM of these people (the first owns it). The bot is never in one: it only
        answers interactions there (a member's user install), never posts nor reads."""
        if len(people) < 2:
            raise FakeDiscordError("a group DM has at least two people")
        channel = FakeChannel(
            id=self.snowflakes.next(),
            name=name,
            type=GROUP_DM,
            owner_id=people[0].id,
            recipients=list(people),
        )
        self._channels[channel.id] = channel
        self._touch()
        return channel

    def dm_channel(self, user: FakeUser) -> FakeChannel:
        """The DM between the bot and ``user`` (made on first use), where the person may run
        the app's commands that allow the bot's DM."""
        for channel in self._channels.values():
            if channel.type == DM and channel.recipient is user:
                return channel
        channel = FakeChannel(id=self.snowflakes.next(), name="", type=DM, recipient=user)
        self._channels[channel.id] = channel
        self._touch()
        return channel

    def group_dms(self, user: FakeUser) -> list[FakeChannel]:
        """The group DMs ``user`` is in."""
        return [
            c
            for c in self._channels.values()
            if c.type == GROUP_DM and not c.deleted and any(u is user for u in c.recipients)
        ]

    def add_guild(
        self,
        name: str,
        *,
        shard: tuple[int, int] | None = None,
        member_names: Iterable[str] = ("ana", "ben", "cleo", "dan"),
        bot_permissions: int = BOT_PERMISSIONS,
        with_bot: bool = True,
    ) -> FakeGuild:
        """Another guild the bot is in, with its own roles (@everyone, "Dobro players", the
        bot's "Dobro" role with `bot_permissions`), text channels `general` and `dobro` and
        members (new users; the first owns it), found with `member(name, guild)` and
        `guild.channels`. `shard=(i, n)`: its id is chosen so that Discord's rule puts it on
        shard i of n (`(guild_id >> 22) % n == i`). A connected bot holding that shard gets
        GUILD_CREATE. ``with_bot=False``: a server the bot was not invited to (no guild
        install): the bot hears nothing of it, may not post there, and only members' user
        installs answer there."""
        guild_id = self._guild_snowflake(shard)
        everyone = FakeRole(id=guild_id, name="@everyone", permissions=0)
        players = FakeRole(id=self.snowflakes.next(), name="Dobro players", position=1)
        bot_role = FakeRole(
            id=self.snowflakes.next(), name="Dobro", permissions=bot_permissions, position=2
        )
        guild = FakeGuild(
            id=guild_id, name=name, owner_id=self.owner.id, roles=[everyone], bot_member=with_bot
        )
        guild.roles += [players] + ([bot_role] if with_bot else [])
        if with_bot:
            self.bot_user.roles.append(bot_role.id)
        self.guilds.append(guild)
        for position, channel_name in enumerate(("general", "dobro")):
            self.add_channel(channel_name, position=position, guild=guild, announce=False)
        for index, member_name in enumerate(member_names):
            member = self.add_member(member_name, guild=guild)
            if index == 0:
                guild.owner_id = member.id
                member.permissions = ALL_PERMISSIONS
        if not with_bot:
            return guild
        guild.members.append(self.bot_user)
        if self._sessions:
            members = [self.bot_user]
            self._emit_soon("GUILD_CREATE", guild.payload(members=members, threads=[]))
        return guild

    def _guild_snowflake(self, shard: tuple[int, int] | None) -> int:
        """A fresh snowflake, moved forward a few milliseconds if needed so that it lands on
        `shard` (i, n): the shard of a guild is its id's timestamp (`id >> 22`) modulo n."""
        value = self.snowflakes.next()
        if shard is None:
            return value
        index, count = shard
        if not 0 <= index < count:
            raise FakeDiscordError(f"no shard {index} of {count}")
        ms = value >> 22
        value = ((ms + (index - ms) % count) << 22) | (value & ((1 << 22) - 1))
        self.snowflakes._last = max(self.snowflakes._last, value)  # later ids stay larger
        return value

    def guild_of(self, channel: FakeChannel | int | None = None) -> FakeGuild:
        """The guild a channel (or a guild id) belongs to; the first guild for None or a DM."""
        if isinstance(channel, int) and not isinstance(channel, bool):
            found = next((g for g in self.guilds if g.id == channel), None)
            channel = found or self._channels.get(channel)
            if isinstance(channel, FakeGuild):
                return channel
        guild_id = getattr(channel, "guild_id", None)
        return next((g for g in self.guilds if g.id == guild_id), self.guild)

    def add_channel(
        self,
        name: str,
        *,
        position: int | None = None,
        guild: FakeGuild | None = None,
        announce: bool = True,
    ) -> FakeChannel:
        """A new text channel in the guild (the first one, or `guild`)."""
        guild = guild or self.guild
        channel = FakeChannel(
            id=self.snowflakes.next(),
            name=name,
            type=GUILD_TEXT,
            guild_id=guild.id,
            position=len(guild.channels) if position is None else position,
        )
        guild.channels.append(channel)
        self._channels[channel.id] = channel
        self._touch()
        if self._sessions and announce:
            self._emit_soon("CHANNEL_CREATE", channel.payload(), INTENT_GUILDS)
        return channel

    def get_channel(self, channel: FakeChannel | int) -> FakeChannel:
        channel_id = channel.id if isinstance(channel, FakeChannel) else int(channel)
        found = self._channels.get(channel_id)
        if found is None or found.deleted:
            raise FakeDiscordError(f"no channel {channel_id}")
        return found

    @property
    def threads(self) -> list[FakeChannel]:
        return [c for c in self._channels.values() if c.is_thread and not c.deleted]

    # ------------------------------------------------------------------ roles and permissions

    @property
    def bot_permissions(self) -> int:
        """The bot's guild permissions: those of its own role ("Dobro", what the invite link
        asked for). Tests may lower them (`fake.bot_permissions &= ~X`); channel overwrites
        apply on top (`permissions_in(fake.bot_user, channel)`)."""
        return self.bot_role.permissions

    @bot_permissions.setter
    def bot_permissions(self, value: int) -> None:
        self.bot_role.permissions = value
        if self._sessions:
            event = {"guild_id": str(self.guild.id), "role": self.bot_role.payload()}
            self._emit_soon("GUILD_ROLE_UPDATE", event, INTENT_GUILDS)

    def add_role(self, name: str, permissions: int = 0, *, mentionable: bool = False) -> FakeRole:
        """A new guild role, highest of all (the bot gets GUILD_ROLE_CREATE)."""
        role = FakeRole(
            id=self.snowflakes.next(),
            name=name,
            permissions=permissions,
            position=len(self.guild.roles),
            mentionable=mentionable,
        )
        self.guild.roles.append(role)
        if self._sessions:
            event = {"guild_id": str(self.guild.id), "role": role.payload()}
            self._emit_soon("GUILD_ROLE_CREATE", event, INTENT_GUILDS)
        return role

    def role(self, role: FakeRole | int) -> FakeRole:
        """A guild role by id (the guild's id is @everyone's)."""
        role_id = role.id if isinstance(role, FakeRole) else int(role)
        for guild in self.guilds:
            for found in guild.roles:
                if found.id == role_id:
                    return found
        raise FakeDiscordError(f"no role {role_id} in the guild")

    def give_role(self, member: FakeUser, role: FakeRole | int) -> None:
        """Give a member a role. Discord sends GUILD_MEMBER_UPDATE to bots with the members
        intent, and always to the bot about itself (https://discord.com/developers/docs/events
        /gateway#list-of-intents)."""
        found = self.role(role)
        guild = next(g for g in self.guilds if found in g.roles)
        if found.id == guild.id:
            raise FakeDiscordError("@everyone is every member's already: it cannot be given")
        if member not in guild.members:
            raise FakeDiscordError(f"{member.username} is not a member of the guild")
        if found.id not in member.roles:
            member.roles.append(found.id)
        if self._sessions:
            event = member.member_payload() | {"guild_id": str(guild.id)}
            intent = None if member is self.bot_user else INTENT_GUILD_MEMBERS
            self._emit_soon("GUILD_MEMBER_UPDATE", event, intent)

    def set_permissions(
        self,
        channel: FakeChannel | int,
        target: FakeUser | FakeRole | int,
        *,
        allow: int = 0,
        deny: int = 0,
    ) -> FakeOverwrite:
        """Set a channel's permission overwrite for a member (a FakeUser) or a role (a FakeRole or
        a role id; the guild's id is @everyone), replacing the previous one as Discord's
        PUT /channels/{channel.id}/permissions/{overwrite.id} does. The bot gets CHANNEL_UPDATE.
        Threads have no overwrites: they use their parent channel's."""
        found = self.get_channel(channel)
        if found.type == DM or found.is_thread:
            raise FakeDiscordError("only guild channels have permission overwrites")
        if isinstance(target, FakeUser):
            overwrite = FakeOverwrite(id=target.id, type=MEMBER_OVERWRITE, allow=allow, deny=deny)
        else:
            role = self.role(target)
            overwrite = FakeOverwrite(id=role.id, type=ROLE_OVERWRITE, allow=allow, deny=deny)
        found.overwrites[overwrite.id] = overwrite
        if self._sessions:
            self._emit_soon("CHANNEL_UPDATE", found.payload(), INTENT_GUILDS)
        return overwrite

    def base_permissions(self, member: FakeUser, guild: FakeGuild | None = None) -> int:
        """A member's guild-level permissions, computed as Discord documents it
        (https://discord.com/developers/docs/topics/permissions#permission-overwrites): the
        guild owner has all of them; otherwise @everyone's OR the member's roles' (OR the fake's
        per-member `permissions` field, see FakeUser), and ADMINISTRATOR means all."""
        guild = guild or self.guild
        if member.id == guild.owner_id:
            return ALL_PERMISSIONS
        permissions = guild.default_role.permissions | member.permissions
        for role in guild.roles:
            if role.id in member.roles:
                permissions |= role.permissions
        return ALL_PERMISSIONS if permissions & ADMINISTRATOR else permissions

    def permissions_in(self, member: FakeUser, channel: FakeChannel | int) -> int:
        """A member's permissions in a channel, as Discord computes them
        (https://discord.com/developers/docs/topics/permissions#permission-overwrites): the base
        permissions, then the channel's @everyone overwrite (deny, then allow), then the member's
        roles' overwrites (all their denies, then all their allows), then the member's own
        overwrite. The owner and ADMINISTRATOR skip overwrites; a thread uses its parent's; a
        DM has none. This is what interactions carry as `member.permissions` (and the bot's as
        `app_permissions`). Implicit permissions (no VIEW_CHANNEL, no permission at all) are
        left to where the fake enforces permissions."""
        target = channel if isinstance(channel, FakeChannel) else self.get_channel(channel)
        guild = self.guild_of(target)
        permissions = self.base_permissions(member, guild)
        if permissions & ADMINISTRATOR or target.type == DM:
            return permissions
        source = self._channels.get(target.parent_id or 0) if target.is_thread else target
        overwrites = source.overwrites if source is not None else {}
        everyone = overwrites.get(guild.id)
        if everyone is not None:
            permissions = (permissions & ~everyone.deny) | everyone.allow
        allow = deny = 0
        for role_id in member.roles:
            overwrite = overwrites.get(role_id)
            if overwrite is not None and overwrite.type == ROLE_OVERWRITE:
                allow |= overwrite.allow
                deny |= overwrite.deny
        permissions = (permissions & ~deny) | allow
        own = overwrites.get(member.id)
        if own is not None and own.type == MEMBER_OVERWRITE:
            permissions = (permissions & ~own.deny) | own.allow
        return permissions

    # ------------------------------------------------------------------ inspection

    def _touch(self) -> None:
        """Something a person could see changed: wake whoever waits in `changes`."""
        self.revision += 1
        changed, self._changed = self._changed, None
        if changed is not None:
            changed.set()

    async def changes(self, since: int, timeout: float) -> int:
        """Wait until `revision` is past `since` (at most `timeout` seconds); the revision."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while self.revision <= since:
            left = deadline - loop.time()
            if left <= 0:
                break
            if self._changed is None:
                self._changed = asyncio.Event()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._changed.wait(), left)
        return self.revision

    def interaction(self, interaction_id: int) -> FakeInteraction:
        """An interaction the fake sent, by id."""
        found = self._by_id.get(int(interaction_id))
        if found is None:
            raise FakeDiscordError(f"no interaction {interaction_id}")
        return found

    def file(self, attachment_id: int) -> RecordedFile | None:
        """The file behind an attachment (what its CDN URL serves), by attachment id."""
        return self._files.get(int(attachment_id))

    async def answered(self, interaction: FakeInteraction, timeout: float | None = None) -> bool:
        """Wait until the bot answered `interaction` (a callback, or an error Discord gave it),
        at most `timeout` seconds (default: Discord's deadline for a first answer, and a
        little more); whether it did. What a person's client waits for before it says "This
        interaction failed"."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + (self.interaction_deadline + 0.5 if timeout is None else timeout)
        while not (interaction.acknowledged or interaction.errors):
            if loop.time() >= deadline:
                return False
            await asyncio.sleep(0.005)
        return interaction.acknowledged

    def message(self, message_id: int | StoredMessage) -> StoredMessage:
        """A stored message by ID (deleted ones included: check `.deleted`)."""
        if isinstance(message_id, StoredMessage):
            return message_id
        try:
            return self._messages[int(message_id)]
        except KeyError:
            raise FakeDiscordError(f"no message {message_id}") from None

    def messages(
        self,
        channel: FakeChannel | int | None = None,
        *,
        visible_to: FakeUser | int | None = None,
        include_deleted: bool = False,
    ) -> list[StoredMessage]:
        """Messages in a channel (all channels if None), oldest first.

        Without `visible_to`: public messages only. With it: what that user sees, i.e. public
        messages plus their own ephemeral ones.
        """
        channel_id = None if channel is None else int(getattr(channel, "id", channel))
        user_id = None if visible_to is None else int(getattr(visible_to, "id", visible_to))
        found = []
        for message in self._messages.values():
            if channel_id is not None and message.channel_id != channel_id:
                continue
            if message.deleted and not include_deleted:
                continue
            if message.visible_to is not None and message.visible_to != user_id:
                continue
            found.append(message)
        return sorted(found, key=lambda m: m.id)

    def ephemerals(
        self, user: FakeUser | int, channel: FakeChannel | int | None = None
    ) -> list[StoredMessage]:
        """The ephemeral messages shown to one user."""
        user_id = int(getattr(user, "id", user))
        return [m for m in self.messages(channel, visible_to=user_id) if m.visible_to == user_id]

    def notifications(
        self, channel: FakeChannel | int | None = None
    ) -> list[tuple[int, set[int | str]]]:
        """(message id, whom its creation notified) for every message created (in a channel, or
        anywhere), oldest first; deleted and ephemeral ones included. See
        `StoredMessage.notified`."""
        channel_id = None if channel is None else int(getattr(channel, "id", channel))
        return [
            (message.id, message.notified())
            for message in sorted(self._messages.values(), key=lambda m: m.id)
            if channel_id is None or message.channel_id == channel_id
        ]

    def requests_to(self, method: str, route: str) -> list[RecordedRequest]:
        """Recorded requests for one route template, e.g. ('PUT', '/applications/{application_id}
        /commands')."""
        return [r for r in self.requests if r.method == method and r.route == route]

    def commands(self, guild: FakeGuild | int | None = None) -> list[dict[str, Any]]:
        """The commands the bot synced (globally, or to a guild)."""
        if guild is None:
            return self.global_commands
        return self.guild_commands.get(int(getattr(guild, "id", guild)), [])

    # ------------------------------------------------------------------ knobs

    def rate_limit(
        self,
        method: str,
        route: str,
        *,
        times: int = 1,
        retry_after: float = 0.05,
        global_: bool = False,
    ) -> None:
        """Answer the next `times` requests to METHOD route (a template, or '*') with a 429
        asking to wait `retry_after` seconds; with `global_`, Discord's global rate limit
        (`"global": true`, `X-RateLimit-Global`), which holds back every request of the bot."""
        self._rate_limits.append(_RateLimitRule(method.upper(), route, times, retry_after, global_))

    def storm(
        self,
        rate: float,
        *,
        channels: Iterable[FakeChannel | int] | None = None,
        methods: Iterable[str] = ("POST", "PATCH"),
        routes: Iterable[str] = (
            "/channels/{channel_id}/messages",
            "/channels/{channel_id}/messages/{message_id}",
        ),
        global_share: float = 0.2,
        retry_after: float = 0.05,
        seed: int = 0,
    ) -> RateLimitStorm:
        """From now on, answer a share ``rate`` of the requests of ``methods`` to ``routes``
        (message posts and edits, by default) in ``channels`` (default: every channel) with a
        429, ``global_share`` of them Discord's global limit; until ``calm()``. Returns the
        storm, whose ``hits`` count the 429s sent."""
        storm = RateLimitStorm(
            rate=rate,
            methods=frozenset(m.upper() for m in methods),
            routes=frozenset(routes),
            channels=None
            if channels is None
            else frozenset(c.id if isinstance(c, FakeChannel) else int(c) for c in channels),
            global_share=global_share,
            retry_after=retry_after,
            rng=random.Random(seed),
            hits=Counter(),
        )
        self._storm = storm
        return storm

    def calm(self) -> None:
        """The storm ends."""
        self._storm = None

    def enforce_global_limit(self, per_second: int = limits.GLOBAL_LIMIT) -> limits.GlobalWindow:
        """From now on, as Discord does: at most ``per_second`` requests of the bot in any
        second on the routes the global limit covers (all but an interaction's: its response
        and its webhook); the next one is answered 429 with Discord's global body and headers
        (``"global": true``, ``X-RateLimit-Global``, ``X-RateLimit-Scope: global``,
        ``retry_after``). Returns the window, whose ``most`` and ``refused`` say how close the
        bot came and how often it went over."""
        self.global_window = limits.GlobalWindow(per_second)
        return self.global_window

    def fail_next(
        self,
        method: str,
        route: str,
        *,
        status: int = 500,
        code: int = 0,
        message: str = "500: Internal Server Error",
        times: int = 1,
    ) -> None:
        """Answer the next `times` requests to METHOD route with an error."""
        self._failures.append(_FailureRule(method.upper(), route, times, status, code, message))

    # ------------------------------------------------------------------ gateway

    async def _gateway(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        session = _GatewaySession(ws)
        session.transport = request.transport
        self._sessions.append(session)
        try:
            await self._send_op(session, {"op": 10, "d": {"heartbeat_interval": 41250}})
            async for msg in ws:
                if msg.type != aiohttp.WSMsgType.TEXT:
                    continue
                await self._on_gateway_message(session, json.loads(msg.data))
        finally:
            self._sessions.remove(session)
            self._connection_closed(session)
        return ws

    async def _on_gateway_message(self, session: _GatewaySession, data: dict[str, Any]) -> None:
        op = data.get("op")
        if op == 2:
            logged: dict[str, Any] = {"from": "bot", "op": 2}
        elif op == 6:  # the token stays out of the log
            d = data.get("d") or {}
            logged = {"from": "bot", "op": 6, "d": {k: d.get(k) for k in ("session_id", "seq")}}
        else:
            logged = {"from": "bot", **data}
        self.gateway_log.append(logged)
        if op == 1:
            await self._send_op(session, {"op": 11})
        elif op == 2:
            await self._identify(session, data.get("d") or {})
        elif op == 6:
            await self._resume(session, data.get("d") or {})
        if op in (2, 6) and session.identified:
            self._awaiting_reconnect = False

    async def _resume(self, session: _GatewaySession, data: dict[str, Any]) -> None:
        """RESUME (op 6), as Discord does it: the session named by `session_id` continues on
        this connection; every dispatch it was sent after `seq` is sent again, in order, then
        RESUMED. A session Discord no longer has (invalidated, never existed, still connected
        elsewhere, or `seq` out of its buffer) gets op 9 with `d: false`: identify afresh
        (https://discord.com/developers/docs/events/gateway#resuming)."""
        if data.get("token") != self.token:
            await session.ws.close(code=4004, message=b"Authentication failed.")
            return
        old = self._detached.get(str(data.get("session_id")))
        seq = data.get("seq")
        oldest = old.log[0]["s"] if old is not None and old.log else 1
        if (
            old is None
            or old.invalidated
            or not isinstance(seq, int)
            or not oldest - 1 <= seq <= old.seq
        ):
            self.gateway_log.append({"from": "fake", "op": 9, "d": False})
            await self._send_op(session, {"op": 9, "d": False})
            return
        del self._detached[old.session_id]
        async with old.lock:
            old.resumed_by = session
            session.session_id, session.seq, session.intents = old.session_id, old.seq, old.intents
            session.log, session.lock, session.resumes = old.log, old.lock, old.resumes + 1
            session.identified = True
            if self._latest_session is old or self._latest_session is None:
                self._latest_session = session
        async with session.lock:
            for frame in [f for f in session.log if f["s"] > seq]:
                self.gateway_log.append(
                    {"from": "fake", "t": frame["t"], "s": frame["s"], "replayed": True}
                )
                await self._send_op(session, frame)
        await self._dispatch_to(session, "RESUMED", {})

    def _connection_closed(self, session: _GatewaySession) -> None:
        """A gateway connection ended. An identified session whose client did not close it
        cleanly (a network drop, a close code in the 4000s) stays resumable: its dispatches
        queue until a RESUME. Any other is forgotten."""
        code = session.ws.close_code
        if session.resumed_by is not None:
            return
        resumable = session.identified and not session.invalidated
        if resumable and (session.detached or code not in UNRESUMABLE_CLOSES):
            session.detached = True
            self._detached[session.session_id] = session
            return
        session.invalidated = True
        self._detached.pop(session.session_id, None)
        if self._latest_session is session:
            self._latest_session = None

    async def drop_gateway(self, code: int | None = 4000, *, resumable: bool = True) -> None:
        """Cut the bot's gateway connection, as Discord or the network sometimes does.

        `code`: a close frame with that code (4000 "unknown error": discord.py reconnects and
        resumes), or None for an abrupt drop with no close frame (the client sees 1006).
        `resumable`: whether Discord still has the session. If so, events dispatched while the
        bot is away (interactions included) are queued and replayed when it resumes; if not,
        its RESUME gets op 9 (invalid session) and it must identify afresh, and events sent
        meanwhile are lost. `wait_idle` waits for the bot to be back."""
        session = self._latest_session
        if session is None or session.ws.closed or session.detached:
            raise FakeDiscordError("no bot is connected to the fake gateway")
        self._awaiting_reconnect = True
        if resumable:
            session.detached = True
            self._detached[session.session_id] = session
        else:
            session.invalidated = True
        if code is None:
            if session.transport is not None:
                session.transport.close()
            return
        await session.ws.close(code=code, message=b"fake discord dropped the connection")

    async def invalidate_session(self, *, resumable: bool = False) -> None:
        """Send the bot op 9 (invalid session) on its live connection, as Discord does when it
        loses a session: with `resumable` False it must identify afresh."""
        session = self._latest_session
        if session is None or session.ws.closed:
            raise FakeDiscordError("no bot is connected to the fake gateway")
        self._awaiting_reconnect = True
        if not resumable:
            session.invalidated = True
        self.gateway_log.append({"from": "fake", "op": 9, "d": resumable})
        await self._send_op(session, {"op": 9, "d": resumable})

    @property
    def gateway_resumes(self) -> int:
        """How many RESUMEDs the fake has sent."""
        return sum(1 for e in self.gateway_log if e.get("t") == "RESUMED")

    @property
    def gateway_identifies(self) -> int:
        """How many IDENTIFYs the bot has sent."""
        return sum(1 for e in self.gateway_log if e.get("from") == "bot" and e.get("op") == 2)

    async def _identify(self, session: _GatewaySession, data: dict[str, Any]) -> None:
        if data.get("token") != self.token:
            await session.ws.close(code=4004, message=b"Authentication failed.")
            return
        intents = int(data.get("intents") or 0)
        if intents & PRIVILEGED_INTENTS & ~self.allowed_privileged_intents:
            await session.ws.close(code=4014, message=b"Disallowed intent(s).")
            return
        # Sharding (https://discord.com/developers/docs/events/gateway#sharding): `shard` is
        # [shard_id, num_shards]; the session then gets only the guilds on that shard.
        shard: tuple[int, int] | None = None
        if data.get("shard") is not None:
            raw = data["shard"]
            valid = isinstance(raw, list) and len(raw) == 2 and all(type(i) is int for i in raw)
            if not valid or not 0 <= raw[0] < raw[1]:
                await session.ws.close(code=4010, message=b"Invalid shard.")
                return
            shard = (raw[0], raw[1])
            self._session_shards[session.session_id] = shard
        guilds = [g for g in self.guilds if g.bot_member and self._holds(session, g.id)]
        session.intents = intents
        session.identified = True
        self._latest_session = session
        ready = {
            "v": 10,
            "user": self.bot_user.payload() | {"verified": True, "mfa_enabled": False},
            "user_settings": {},
            "session_type": "normal",
            "session_id": session.session_id,
            "resume_gateway_url": self.gateway_url,
            "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "geo_ordered_rtc_regions": [],
            "guild_join_requests": [],
            "application": {"id": str(self.application_id), "flags": 0},
            "auth": {},
        }
        if shard is not None:
            ready["shard"] = list(shard)
        await self._dispatch_to(session, "READY", ready)
        for guild in guilds:
            await self._dispatch_to(session, "GUILD_CREATE", self._guild_create(session, guild))

    def _guild_create(self, session: _GatewaySession, guild: FakeGuild) -> dict[str, Any]:
        # Without the presences intent Discord sends only the bot's own member (and voice users).
        if session.intents & INTENT_GUILD_PRESENCES:
            members = list(guild.members)
        else:
            members = [self.bot_user]
        threads = [t for t in self.threads if t.guild_id == guild.id]
        return guild.payload(members=members, threads=threads)

    def shard_of(self, guild: FakeGuild | int, shard_count: int) -> int:
        """The shard of `shard_count` Discord puts a guild on."""
        return (int(getattr(guild, "id", guild)) >> 22) % shard_count

    def _holds(self, session: _GatewaySession, guild_id: int) -> bool:
        """Whether a gateway session gets this guild's events: it identified with the guild's
        shard, or without sharding (every guild)."""
        shard = self._session_shards.get(session.session_id)
        return shard is None or self.shard_of(guild_id, shard[1]) == shard[0]

    def _session_for(self, guild_id: int | None) -> _GatewaySession | None:
        """Where Discord sends a guild's interactions: the session holding the guild's shard
        (the latest one to identify, if several do); DMs go to the latest session."""
        latest = self._latest_session
        if guild_id is None or (latest is not None and self._holds(latest, guild_id)):
            return latest
        live = [*self._sessions, *self._detached.values()]
        for session in reversed(live):
            alive = session.identified and (not session.ws.closed or session.detached)
            if alive and self._holds(session, guild_id):
                return session
        return None

    async def _send_op(self, session: _GatewaySession, payload: dict[str, Any]) -> None:
        session.sending += 1
        try:
            await session.ws.send_str(json.dumps(payload))
        finally:
            session.sending -= 1

    async def _dispatch_to(self, session: _GatewaySession, event: str, data: Any) -> None:
        async with session.lock:
            while session.resumed_by is not None:  # the same lock: the session moved on
                session = session.resumed_by
            session.seq += 1
            frame = {"op": 0, "t": event, "s": session.seq, "d": data}
            session.log.append(frame)
            del session.log[:-GATEWAY_REPLAY_BUFFER]
            entry: dict[str, Any] = {"from": "fake", "t": event, "s": session.seq}
            if session.detached or session.ws.closed:
                # Queued for the RESUME (or lost with the session, as on Discord).
                self.gateway_log.append(entry | {"queued": True})
                return
            self.gateway_log.append(entry)
            try:
                await self._send_op(session, frame)
            except ConnectionError:
                if not session.ws.closed:
                    raise  # the frame is in the log: a RESUME replays it

    async def dispatch(self, event: str, data: Any, intent: int | None = None) -> None:
        """Send a gateway event to every connected bot that asked for its intent (a guild's
        event: to those holding the guild's shard)."""
        guild_id = None
        if isinstance(data, dict):
            guild_id = data.get("id") if event == "GUILD_CREATE" else data.get("guild_id")
        for session in [*self._sessions, *self._detached.values()]:
            if not session.identified or (session.ws.closed and not session.detached):
                continue
            if intent is not None and not session.intents & intent:
                continue
            if guild_id is not None and not self._holds(session, int(guild_id)):
                continue  # another shard's guild
            await self._dispatch_to(session, event, data)

    def _emit_soon(self, event: str, data: Any, intent: int | None = None) -> None:
        """Send an event after the current request is answered, as Discord does."""

        async def emit() -> None:
            try:
                await self.dispatch(event, data, intent)
            finally:
                self._pending_emits -= 1

        with contextlib.suppress(RuntimeError):
            task = asyncio.get_running_loop().create_task(emit())
            self._pending_emits += 1
            self._emit_tasks.add(task)
            task.add_done_callback(self._emit_tasks.discard)

    # ------------------------------------------------------------------ idle tracking

    def _busy_reasons(self) -> list[str]:
        reasons = []
        if self._inflight:
            reasons.append(f"{self._inflight} HTTP request(s) in flight")
        if self._pending_emits:
            reasons.append(f"{self._pending_emits} gateway event(s) waiting to be sent")
        for session in self._sessions:
            if session.sending:
                reasons.append("gateway frame being sent")
        if self._awaiting_reconnect and any(not c.is_closed() for c in self._clients):
            reasons.append("the bot is reconnecting to the gateway")
        sessions = {s.session_id: s for s in self._sessions if s.identified and not s.ws.closed}
        for client in self._clients:
            if client.is_closed():
                continue
            for ws in _client_sockets(client):
                session = sessions.get(ws.session_id)
                if session is not None and (ws.sequence or 0) < session.seq:
                    reasons.append(f"bot has not read gateway event {session.seq} yet")
        busy_tasks = [
            task.get_name()
            for task in asyncio.all_tasks()
            if not task.done() and task.get_name().startswith(BUSY_TASK_PREFIXES)
        ]
        if busy_tasks:
            reasons.append(f"bot tasks running: {sorted(set(busy_tasks))}")
        if not self._clients:
            now = self.clock.now()
            for interaction in self.interactions:
                waiting = not interaction.acknowledged and not interaction.errors
                if waiting and now - interaction.created_at <= self.interaction_deadline:
                    reasons.append(f"interaction {interaction.id} not answered yet")
        return reasons

    async def wait_idle(self, timeout: float = 5.0) -> None:
        """Wait until the bot has finished reacting to what the fake sent it."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        stable = 0
        while True:
            reasons = self._busy_reasons()
            stable = 0 if reasons else stable + 1
            if stable >= 3:
                return
            if loop.time() > deadline:
                raise TimeoutError(f"the bot is still busy after {timeout} s: {reasons}")
            await asyncio.sleep(0.001 if not reasons else 0.003)

    # ------------------------------------------------------------------ HTTP plumbing

    def _build_routes(
        self,
    ) -> list[tuple[str, str, re.Pattern[str], tuple[str, ...], Callable[..., Any]]]:
        table: list[tuple[str, str, Callable[..., Any]]] = [
            ("GET", "/users/@me", self._get_me),
            ("GET", "/oauth2/applications/@me", self._get_application),
            ("GET", "/applications/@me", self._get_application),
            ("GET", "/gateway", self._get_gateway),
            ("GET", "/gateway/bot", self._get_gateway),
            ("GET", "/applications/{application_id}/commands", self._get_commands),
            ("PUT", "/applications/{application_id}/commands", self._put_commands),
            (
                "GET",
                "/applications/{application_id}/guilds/{guild_id}/commands",
                self._get_commands,
            ),
            (
                "PUT",
                "/applications/{application_id}/guilds/{guild_id}/commands",
                self._put_commands,
            ),
            ("GET", APP_EMOJIS, self._list_app_emojis),
            ("POST", APP_EMOJIS, self._create_app_emoji),
            ("GET", APP_EMOJI, self._get_app_emoji),
            ("PATCH", APP_EMOJI, self._edit_app_emoji),
            ("DELETE", APP_EMOJI, self._delete_app_emoji),
            ("POST", "/interactions/{interaction_id}/{interaction_token}/callback", self._callback),
            ("POST", "/webhooks/{webhook_id}/{webhook_token}", self._followup),
            ("GET", "/webhooks/{webhook_id}/{webhook_token}/messages/@original", self._wh_get),
            ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/@original", self._wh_edit),
            (
                "DELETE",
                "/webhooks/{webhook_id}/{webhook_token}/messages/@original",
                self._wh_delete,
            ),
            ("GET", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}", self._wh_get),
            (
                "PATCH",
                "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}",
                self._wh_edit,
            ),
            (
                "DELETE",
                "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}",
                self._wh_delete,
            ),
            ("GET", "/channels/{channel_id}", self._get_channel),
            ("PATCH", "/channels/{channel_id}", self._edit_channel),
            ("DELETE", "/channels/{channel_id}", self._delete_channel),
            ("GET", "/channels/{channel_id}/messages", self._history),
            ("POST", "/channels/{channel_id}/messages", self._create_message),
            ("GET", "/channels/{channel_id}/messages/{message_id}", self._get_message),
            ("PATCH", "/channels/{channel_id}/messages/{message_id}", self._edit_message),
            ("DELETE", "/channels/{channel_id}/messages/{message_id}", self._delete_message),
            ("POST", "/channels/{channel_id}/messages/{message_id}/threads", self._thread_from_msg),
            ("POST", "/channels/{channel_id}/threads", self._thread_in_channel),
            ("PUT", "/channels/{channel_id}/thread-members/@me", self._join_thread),
            ("PUT", "/channels/{channel_id}/thread-members/{user_id}", self._add_thread_member),
            ("GET", "/channels/{channel_id}/thread-members/{user_id}", self._get_thread_member),
            ("DELETE", "/channels/{channel_id}/thread-members/{user_id}", self._remove_member),
            ("GET", "/guilds/{guild_id}", self._get_guild),
            ("GET", "/guilds/{guild_id}/channels", self._get_guild_channels),
            ("GET", "/guilds/{guild_id}/members/{user_id}", self._get_member),
            ("POST", "/users/@me/channels", self._open_dm),
        ]
        routes = [(m, t, *template_regex(t), h) for m, t, h in table]
        routes.sort(key=lambda r: (r[1].count("{"), r[1]))
        return routes

    def _match_route(
        self, method: str, path: str
    ) -> tuple[str | None, dict[str, str], Callable[..., Any] | None]:
        template = None
        for m, t, regex, names, handler in self._routes:
            found = regex.match(path)
            if not found:
                continue
            params = dict(zip(names, found.groups(), strict=True))
            if m == method:
                return t, params, handler
            template = template or t
        return template, {}, None

    def _json(self, status: int, data: Any, headers: dict[str, str] | None = None) -> web.Response:
        body = b"" if data is None else json.dumps(data).encode()
        response = web.Response(status=status, body=body, headers=headers or {})
        if data is not None:
            response.content_type = "application/json"
        return response

    def _ratelimit_headers(self, route: str | None) -> dict[str, str]:
        bucket = hashlib.sha1((route or "?").encode()).hexdigest()[:16]
        return {
            "X-RateLimit-Limit": "50",
            "X-RateLimit-Remaining": "49",
            "X-RateLimit-Reset": f"{self.clock.now() + 1:.3f}",
            "X-RateLimit-Reset-After": "1.000",
            "X-RateLimit-Bucket": bucket,
        }

    async def _read_body(self, request: web.Request) -> tuple[Any, list[RecordedFile], str | None]:
        content_type = request.content_type
        files: list[RecordedFile] = []
        if not request.can_read_body:
            return None, files, None
        if content_type == "application/json":
            raw = await request.read()
            if not raw:
                return None, files, None
            try:
                return json.loads(raw), files, None
            except ValueError:
                return None, files, "the body is not valid JSON"
        if content_type == "multipart/form-data":
            payload = None
            reader = await request.multipart()
            while True:
                part = await reader.next()
                if part is None:
                    break
                if not isinstance(part, aiohttp.BodyPartReader):
                    continue
                data = await part.read()
                if part.name == "payload_json":
                    payload = json.loads(data)
                else:
                    files.append(
                        RecordedFile(
                            field_name=part.name or "",
                            filename=part.filename or "",
                            content_type=part.headers.get("Content-Type"),
                            data=bytes(data),
                        )
                    )
            return payload, files, None
        raw = await request.read()
        if raw:
            return None, files, f"unsupported content type {content_type!r}"
        return None, files, None

    async def _http(self, request: web.Request) -> web.StreamResponse:
        self._inflight += 1
        try:
            return await self._process(request)
        finally:
            self._inflight -= 1

    async def _process(self, request: web.Request) -> web.StreamResponse:
        method = request.method
        path = "/" + request.match_info["tail"]
        route, params, handler = self._match_route(method, path)
        body, files, body_problem = await self._read_body(request)
        record = RecordedRequest(
            method=method,
            path=path,
            route=route,
            query=dict(request.query),
            json=body,
            files=files,
            headers=dict(request.headers),
            at=self.clock.now(),
        )
        self.requests.append(record)
        try:
            status, data, extra_headers = await self._run(
                request, record, route, params, handler, body_problem
            )
        except _HTTPError as exc:
            record.status, record.response = exc.status, exc.body()
            self.error_responses.append((record, exc.status, exc.code, exc.message))
            headers = exc.headers or self._ratelimit_headers(route)
            return self._json(exc.status, exc.body(), headers)
        record.status, record.response = status, data
        return self._json(status, data, {**self._ratelimit_headers(route), **extra_headers})

    def _take_rule(self, rules: list[Any], method: str, route: str | None) -> Any:
        for rule in rules:
            if rule.times > 0 and rule.method in (method, "*") and rule.route in (route, "*"):
                rule.times -= 1
                return rule
        return None

    async def _run(
        self,
        request: web.Request,
        record: RecordedRequest,
        route: str | None,
        params: dict[str, str],
        handler: Callable[..., Awaitable[Any]] | None,
        body_problem: str | None,
    ) -> tuple[int, Any, dict[str, str]]:
        method = record.method
        limited = self._take_rule(self._rate_limits, method, route)
        if limited is None and self._storm is not None:
            limited = self._storm.strike(method, route, self._storm_params(params))
        if limited is not None:
            raise self._too_many(limited, route)
        if self.global_window is not None and limits.covered_by_global_limit(route or record.path):
            wait = self.global_window.take()
            if wait:
                raise self._over_global_limit(wait)
        failure = self._take_rule(self._failures, method, route)
        if failure is not None:
            raise _HTTPError(failure.status, failure.code, failure.message)

        webhook_route = route is not None and route.startswith(("/webhooks/", "/interactions/"))
        if not webhook_route and request.headers.get("Authorization") != f"Bot {self.token}":
            raise _HTTPError(401, 0, "401: Unauthorized")

        if body_problem:
            self._violation(record, body_problem)
            raise _HTTPError(400, 50109, "The request body contains invalid JSON.")
        spec_template = self._validate_against_spec(record)
        if handler is None:
            template = route or spec_template
            record.route = template
            if template is None:
                self._violation(record, "no such route in the fake (and no spec to consult)")
                raise _HTTPError(404, 0, "404: Not Found")
            self._violation(
                record,
                f"the fake does not emulate {method} {template}: add a handler in "
                "fakediscord/server.py",
            )
            raise _HTTPError(404 if route is None else 405, 0, "404: Not Found")
        result = await handler(record, **params)
        if isinstance(result, tuple):
            status, data = result
        else:
            status, data = (200, result) if result is not None else (204, None)
        return status, data, {}

    def _storm_params(self, params: dict[str, str]) -> dict[str, str]:
        """A request's parameters as a storm reads them: an interaction's webhook request is
        in the channel of its interaction (#35: the bot's table messages go that way too)."""
        token = params.get("webhook_token")
        if token is None or "channel_id" in params:
            return params
        interaction = self._by_token.get(token)
        if interaction is None:
            return params
        return {**params, "channel_id": str(interaction.channel.id)}

    def _too_many(self, rule: _RateLimitRule, route: str | None) -> _HTTPError:
        message = "You are being rate limited."
        # The spec's RatelimitedResponse: an Error (code, message) with retry_after and global.
        body = {
            "message": message,
            "code": 0,
            "retry_after": rule.retry_after,
            "global": rule.global_,
        }
        headers = {
            **self._ratelimit_headers(route),
            "X-RateLimit-Remaining": "0",
            "X-RateLimit-Reset-After": f"{rule.retry_after:.3f}",
            "X-RateLimit-Reset": f"{self.clock.now() + rule.retry_after:.3f}",
            "X-RateLimit-Scope": "global" if rule.global_ else "user",
            "Retry-After": str(max(1, math.ceil(rule.retry_after))),
            "Via": "1.1 google",
        }
        if rule.global_:
            headers["X-RateLimit-Global"] = "true"
        return _HTTPError(429, 0, message, body=body, headers=headers)

    def _over_global_limit(self, retry_after: float) -> _HTTPError:
        """Discord's answer to a request over the bot's global limit: no bucket headers (the
        limit is the bot's, not a route's), its scope and the seconds to wait."""
        message = "You are being rate limited."
        body = {"message": message, "code": 0, "retry_after": round(retry_after, 3), "global": True}
        headers = {
            "Retry-After": str(max(1, math.ceil(retry_after))),
            "X-RateLimit-Global": "true",
            "X-RateLimit-Scope": "global",
            "Via": "1.1 google",
        }
        return _HTTPError(429, 0, message, body=body, headers=headers)

    def _violation(self, record: RecordedRequest, message: str) -> None:
        self.violations.append(f"{record.method} {record.path}: {message}")

    def _validate_against_spec(self, record: RecordedRequest) -> str | None:
        """Check the request against the spec; returns the spec's path template."""
        if self.spec is None:
            return None
        matched = self.spec.match(record.method, record.path)
        if matched is None:
            self._violation(record, "not an operation of Discord's API (OpenAPI spec)")
            raise _HTTPError(404, 0, "404: Not Found")
        operation, params = matched
        problems = operation.validate_path(params) + operation.validate_body(record.json)
        self._reject(record, problems, source="spec")
        return operation.template

    def _reject(self, record: RecordedRequest, problems: list[SchemaError], source: str) -> None:
        if not problems:
            return
        for problem in problems:
            where = ".".join(str(p) for p in problem.path) or "<body>"
            self._violation(record, f"[{source}] {where}: {problem.message}")
        raise _HTTPError(400, 50035, "Invalid Form Body", _errors_tree(problems))

    # ------------------------------------------------------------------ messages

    def _check_permission(self, channel: FakeChannel, needed: int, what: str) -> None:
        """Discord's 50013 when the bot lacks a permission in that channel (its role's, with the
        channel's overwrites and the implicit rules applied)."""
        if channel.type == DM:
            return
        have = _implicit(self.permissions_in(self.bot_user, channel), channel)
        if have & needed != needed:
            raise _HTTPError(403, 50013, f"Missing Permissions ({what})")

    def _channel_or_404(self, channel_id: str | int) -> FakeChannel:
        channel = self._channels.get(int(channel_id))
        if channel is None or channel.deleted:
            raise _HTTPError(404, 10003, "Unknown Channel")
        if channel.type == GROUP_DM or (
            channel.guild_id is not None and not self.guild_of(channel).bot_member
        ):
            # Never a member there: a group DM, a server it was not invited to.
            raise _HTTPError(403, 50001, "Missing Access")
        return channel

    def _public_message(self, channel_id: str, message_id: str) -> StoredMessage:
        message = self._messages.get(int(message_id))
        if (
            message is None
            or message.deleted
            or message.channel_id != int(channel_id)
            or message.ephemeral
        ):
            raise _HTTPError(404, 10008, "Unknown Message")
        return message

    def _normalize_components(self, components: Any) -> list[dict[str, Any]]:
        result = copy.deepcopy(components or [])
        next_id = 1
        for _, component in limits.walk_components(result):
            if component.get("id") is None:
                component["id"] = next_id
            next_id = max(next_id, int(component["id"])) + 1
        return result

    def _attachments(self, channel_id: int, body: dict[str, Any], files: list[RecordedFile]):
        described = {str(a.get("id")): a for a in body.get("attachments") or []}
        result = []
        for index, file in enumerate(files):
            attachment_id = self.snowflakes.next()
            meta = described.get(str(index), {})
            filename = meta.get("filename") or file.filename
            url = f"{self.cdn_url}/{channel_id}/{attachment_id}/{filename}"
            self._files[attachment_id] = file
            result.append(
                {
                    "id": str(attachment_id),
                    "filename": filename,
                    "size": len(file.data),
                    "url": url,
                    "proxy_url": url,
                    "content_type": file.content_type,
                    "description": meta.get("description"),
                }
            )
        return result

    def _mentions(self, content: str) -> list[dict[str, Any]]:
        found = []
        for user_id in dict.fromkeys(int(m) for m in re.findall(r"<@!?(\d+)>", content or "")):
            user = self.user(user_id)
            if user is not None:
                found.append(user.payload() | {"member": user.member_payload(with_user=False)})
        return found

    def _can_be_notified(self, user_id: int, channel: FakeChannel) -> bool:
        """Only someone who can see the channel gets a notification, and never the author (the
        bot) for its own message."""
        user = self.user(user_id)
        if user is None or user is self.bot_user:
            return False
        if channel.type == DM:
            return user is channel.recipient
        if channel.type == GROUP_DM:
            return any(u is user for u in channel.recipients)
        in_guild = user in self.guild_of(channel).members
        return in_guild and bool(self.permissions_in(user, channel) & VIEW_CHANNEL)

    def _notified_by(
        self, channel: FakeChannel, body: dict[str, Any], *, ephemeral: bool
    ) -> set[int | str]:
        """Whom Discord notifies when the bot creates this message, by the rules of
        https://discord.com/developers/docs/resources/message#allowed-mentions-object:

        - mentions count in `content` and in components V2 text displays, nested ones included
          (https://discord.com/developers/docs/components/reference#text-display: they notify
          as `allowed_mentions` says);
        - without `allowed_mentions` all mentions are parsed, and a reply pings the author of the
          message it replies to; with it, a type in `parse` ("users", "roles", "everyone")
          allows every mention of that type, the `users` and `roles` lists allow those ids, still
          only if the text mentions them (no phantom pings), and `replied_user` (default false)
          pings the replied-to author;
        - @everyone / @here, and roles that are not mentionable, need MENTION_EVERYONE: the bot's
          permission in the channel, since the bot is the author;
        - someone who cannot see the channel is not notified, nor is the author;
        - ephemeral messages notify nobody.

        Users are their ids, roles their mention ("<@&id>"), @everyone and @here "everyone".
        """
        if ephemeral:
            return set()
        texts = [body.get("content")]
        texts += [
            component.get("content")
            for _, component in limits.walk_components(body.get("components"))
            if component.get("type") == limits.TEXT_DISPLAY
        ]
        text = "\n".join(t for t in texts if isinstance(t, str))
        allowed = body.get("allowed_mentions")
        if isinstance(allowed, dict):
            parse = set(allowed.get("parse") or [])
            listed_users = {str(u) for u in allowed.get("users") or []}
            listed_roles = {str(r) for r in allowed.get("roles") or []}
            replied_user = bool(allowed.get("replied_user"))
        else:
            parse, listed_users, listed_roles = {"users", "roles", "everyone"}, set(), set()
            replied_user = True
        users: list[int] = [
            user_id
            for user_id in dict.fromkeys(int(m) for m in MENTION_USER.findall(text))
            if "users" in parse or str(user_id) in listed_users
        ]
        reference = body.get("message_reference") or {}
        replied_to = self._messages.get(int(reference.get("message_id") or 0))
        if replied_user and replied_to is not None:
            users.append(int(replied_to.data["author"]["id"]))
        notified: set[int | str] = {u for u in users if self._can_be_notified(u, channel)}
        if channel.private:
            return notified
        bot_here = _implicit(self.permissions_in(self.bot_user, channel), channel)
        may_mention_all = bool(bot_here & MENTION_EVERYONE)
        for role_id in dict.fromkeys(int(m) for m in MENTION_ROLE.findall(text)):
            role = next((r for r in self.guild_of(channel).roles[1:] if r.id == role_id), None)
            if role is None or not ("roles" in parse or str(role_id) in listed_roles):
                continue
            if role.mentionable or may_mention_all:
                notified.add(role.mention)
        if "everyone" in parse and may_mention_all and MENTION_EVERYONE_TEXT.search(text):
            notified.add("everyone")
        return notified

    def _new_message(
        self,
        channel: FakeChannel,
        body: dict[str, Any],
        files: list[RecordedFile],
        *,
        visible_to: int | None = None,
        interaction: FakeInteraction | None = None,
        message_type: int = 0,
        extra_flags: int = 0,
    ) -> StoredMessage:
        message_id = self.snowflakes.next()
        flags = (body.get("flags") or 0) | extra_flags
        notified = self._notified_by(
            channel, body, ephemeral=visible_to is not None or bool(flags & EPHEMERAL)
        )
        roles_notified = [str(r.id) for r in self.guild_of(channel).roles if r.mention in notified]
        data: dict[str, Any] = {
            "id": str(message_id),
            "channel_id": str(channel.id),
            "author": self.bot_user.payload(),
            "content": body.get("content") or "",
            "timestamp": self.clock.iso(),
            "edited_timestamp": None,
            "tts": bool(body.get("tts")),
            "mention_everyone": "everyone" in notified,
            "mentions": self._mentions(body.get("content") or ""),
            "mention_roles": roles_notified,
            "attachments": self._attachments(channel.id, body, files),
            "embeds": [{"type": "rich", **e} for e in body.get("embeds") or []],
            "components": self._normalize_components(body.get("components")),
            "pinned": False,
            "type": message_type,
            "flags": flags,
        }
        nonce = body.get("nonce")
        if nonce is not None:
            data["nonce"] = nonce
        if channel.guild_id is not None:
            data["guild_id"] = str(channel.guild_id)
        if body.get("message_reference"):
            data["message_reference"] = body["message_reference"]
        if channel.is_thread:
            data["position"] = sum(1 for m in self._messages.values() if m.channel_id == channel.id)
        if interaction is not None:
            data["webhook_id"] = str(self.application_id)
            data["application_id"] = str(self.application_id)
            data["interaction_metadata"] = {
                "id": str(interaction.id),
                "type": interaction.type,
                "user": interaction.user.payload(),
                "authorizing_integration_owners": dict(interaction.owners),
            }
        message = StoredMessage(
            data,
            visible_to=visible_to,
            interaction_id=interaction.id if interaction else None,
            files=files,
            created_at=self.clock.now(),
            nonce=None if nonce is None else str(nonce),
            notified=notified,
        )
        self._messages[message_id] = message
        self._touch()
        if visible_to is None and channel.guild_id is not None:
            event = data | {"member": self.bot_user.member_payload(with_user=False)}
            self._emit_soon("MESSAGE_CREATE", event, INTENT_GUILD_MESSAGES)
        return message

    def _apply_edit(
        self,
        record: RecordedRequest,
        message: StoredMessage,
        body: dict[str, Any] | None,
        files: list[RecordedFile],
        *,
        count_old_edit: bool = False,
    ) -> StoredMessage:
        """Edit a stored message. Edits never notify anyone (`notified()` stays as created)."""
        body = body or {}
        self._reject(record, limits.check_message(body, where="edit", create=False), "limits")
        old = message.snapshot()
        data = copy.deepcopy(old)
        if "content" in body:
            data["content"] = body["content"] or ""
            data["mentions"] = self._mentions(data["content"])
        if "embeds" in body:
            data["embeds"] = [{"type": "rich", **e} for e in body["embeds"] or []]
        if "components" in body:
            data["components"] = self._normalize_components(body["components"])
        if body.get("flags") is not None:
            kept = old["flags"] & EPHEMERAL
            data["flags"] = (body["flags"] & ~LOADING & ~EPHEMERAL) | kept
        if old["flags"] & IS_COMPONENTS_V2 and not data["flags"] & IS_COMPONENTS_V2:
            self._reject(
                record,
                [SchemaError(("flags",), "a components V2 message cannot lose the V2 flag")],
                "limits",
            )
        data["flags"] &= ~LOADING
        if "attachments" in body or files:
            keep_ids = {str(a.get("id")) for a in body.get("attachments") or []}
            kept_attachments = [a for a in old["attachments"] if a["id"] in keep_ids]
            data["attachments"] = kept_attachments + self._attachments(
                message.channel_id, body, files
            )
            message.files = files or message.files
        merged = {
            "content": data["content"],
            "embeds": data["embeds"],
            "components": data["components"],
            "flags": data["flags"],
            "attachments": data["attachments"],
        }
        self._reject(
            record,
            limits.check_message(merged, where="edit", create=True, base=("<message after edit>",)),
            "limits",
        )
        if count_old_edit:
            self._count_old_edit(message)
        data["edited_timestamp"] = self.clock.iso()
        message.history.append(old)
        message.data = data
        self._touch()
        if message.visible_to is None and "guild_id" in data:
            self._emit_soon("MESSAGE_UPDATE", data, INTENT_GUILD_MESSAGES)
        return message

    def _count_old_edit(self, message: StoredMessage) -> None:
        """Discord limits edits of messages older than an hour: past some number of them it
        answers 400 with code 30046, "Maximum number of edits to messages older than 1 hour
        reached. Try again later" (https://discord.com/developers/docs/topics/opcodes-and-status
        -codes#json). `old_message_edits` sets how many it accepts per message (None: no limit).
        Like a 429, that is Discord's answer to a valid request, not a violation."""
        limit = self.old_message_edits
        if limit is None or self.clock.now() - message.created_at <= OLD_MESSAGE_AGE:
            return
        if message.old_edits >= limit:
            raise _HTTPError(400, 30046, OLD_MESSAGE_EDITS_MESSAGE)
        message.old_edits += 1

    def delete_message(self, message: StoredMessage | int) -> None:
        """Someone (a moderator, say) deletes a message: the bot gets MESSAGE_DELETE."""
        self._delete(self.message(message))

    def _delete(self, message: StoredMessage) -> None:
        message.deleted = True
        self._touch()
        if message.visible_to is None and "guild_id" in message.data:
            event = {
                "id": str(message.id),
                "channel_id": str(message.channel_id),
                "guild_id": message.data["guild_id"],
            }
            self._emit_soon("MESSAGE_DELETE", event, INTENT_GUILD_MESSAGES)

    # ------------------------------------------------------------------ REST handlers

    async def _get_me(self, record: RecordedRequest) -> Any:
        return self.bot_user.payload() | {
            "verified": True,
            "mfa_enabled": False,
            "email": None,
            "locale": "en-US",
        }

    async def _get_application(self, record: RecordedRequest) -> Any:
        return {
            "id": str(self.application_id),
            "name": "Dobro",
            "icon": None,
            "description": "Play Dobro on Discord.",
            "summary": "",
            "type": None,
            "hook": True,
            "bot_public": True,
            "bot_require_code_grant": False,
            "verify_key": "0" * 64,
            "flags": 0,
            "owner": self.owner.payload(),
            "team": None,
            "bot": self.bot_user.payload(),
            "rpc_origins": [],
            "redirect_uris": [],
            "interactions_endpoint_url": None,
            "role_connections_verification_url": None,
            "tags": [],
            "approximate_guild_count": sum(1 for g in self.guilds if g.bot_member),
            "approximate_user_install_count": sum(
                1
                for u in [*(m for g in self.guilds for m in g.members), *self.others]
                if u.installed
            ),
            "integration_types_config": {"0": {}, "1": {}},
        }

    async def _get_gateway(self, record: RecordedRequest) -> Any:
        return {
            "url": self.gateway_url,
            "shards": self.recommended_shards,
            "session_start_limit": {
                "total": 1000,
                "remaining": 999,
                "reset_after": 0,
                "max_concurrency": 1,
            },
        }

    def _check_app(self, application_id: str) -> None:
        if int(application_id) != self.application_id:
            raise _HTTPError(403, 50001, "Missing Access")

    async def _get_commands(
        self, record: RecordedRequest, application_id: str, guild_id: str | None = None
    ) -> Any:
        self._check_app(application_id)
        return self.commands(None if guild_id is None else int(guild_id))

    async def _put_commands(
        self, record: RecordedRequest, application_id: str, guild_id: str | None = None
    ) -> Any:
        self._check_app(application_id)
        if guild_id is not None and all(
            int(guild_id) != g.id or not g.bot_member for g in self.guilds
        ):
            raise _HTTPError(403, 50001, "Missing Access")
        body = record.json or []
        self._reject(record, limits.check_commands(body, global_=guild_id is None), "limits")
        previous = {
            (c.get("type", 1), c["name"]): c for c in self.commands(guild_id and int(guild_id))
        }
        stored = []
        for command in body:
            kind = command.get("type") or 1
            old = previous.get((kind, command["name"]))
            data = copy.deepcopy(command)
            data.update(
                id=old["id"] if old else str(self.snowflakes.next()),
                application_id=str(self.application_id),
                version=str(self.snowflakes.next()),
                type=kind,
                default_member_permissions=(
                    None
                    if command.get("default_member_permissions") is None
                    else str(command["default_member_permissions"])
                ),
                nsfw=bool(command.get("nsfw")),
                description=command.get("description") or "",
            )
            if guild_id is not None:
                data["guild_id"] = str(guild_id)
            stored.append(data)
        if guild_id is None:
            self.global_commands = stored
        else:
            self.guild_commands[int(guild_id)] = stored
        self.command_syncs.append((None if guild_id is None else int(guild_id), stored))
        return stored

    # ------------------------------------------------------------------ application emojis

    def _form_error(self, record: RecordedRequest, field: str, code: str, message: str) -> NoReturn:
        """Refuse a field as Discord does (400, 50035, the field's error code and message): the
        bot sent something Discord would reject, so it is also a violation."""
        self._violation(record, f"[limits] {field}: {message}")
        errors = {field: {"_errors": [{"code": code, "message": message}]}}
        raise _HTTPError(400, 50035, "Invalid Form Body", errors)

    def _check_emoji_name(self, record: RecordedRequest, name: Any, emoji_id: int = 0) -> str:
        if not isinstance(name, str) or not EMOJI_NAME.match(name):
            self._form_error(
                record,
                "name",
                "STRING_TYPE_REGEX",
                "Must be 2 to 32 letters, numbers or underscores",
            )
        taken = any(e.name == name and e.id != emoji_id for e in self.app_emojis.values())
        if taken:
            self._form_error(
                record,
                "name",
                "APPLICATION_EMOJI_NAME_ALREADY_TAKEN",
                "Application emoji names must be unique",
            )
        return name

    def _emoji_image(self, record: RecordedRequest, image: Any) -> tuple[str, bytes]:
        """The content type and bytes of an image data URI, within Discord's 256 KiB."""
        found = EMOJI_IMAGE.match(image) if isinstance(image, str) else None
        data = b""
        if found is not None:
            try:
                data = base64.b64decode(found.group(2), validate=True)
            except (binascii.Error, ValueError):
                found = None
        if found is None or not data.startswith(IMAGE_MAGIC[found.group(1)]):
            self._form_error(record, "image", "IMAGE_INVALID", "Invalid image data")
        if len(data) > EMOJI_MAX_BYTES:
            self._form_error(
                record, "image", "BINARY_TYPE_MAX_SIZE", "File cannot be larger than 256.0 kb."
            )
        return found.group(1), data

    def _app_emoji_or_404(self, application_id: str, emoji_id: str) -> FakeEmoji:
        self._check_app(application_id)
        emoji = self.app_emojis.get(int(emoji_id))
        if emoji is None:
            raise _HTTPError(404, UNKNOWN_EMOJI, "Unknown Emoji")
        return emoji

    def add_app_emoji(
        self, name: str, image: bytes = b"GIF89a", *, user: FakeUser | None = None
    ) -> FakeEmoji:
        """An emoji someone (the app's owner by default) uploaded in the developer portal."""
        if not EMOJI_NAME.match(name) or any(e.name == name for e in self.app_emojis.values()):
            raise FakeDiscordError(f"Discord would refuse an application emoji named {name!r}")
        emoji = FakeEmoji(
            id=self.snowflakes.next(),
            name=name,
            user=user or self.owner,
            image=image,
            content_type="image/gif",
        )
        self.app_emojis[emoji.id] = emoji
        return emoji

    async def _list_app_emojis(self, record: RecordedRequest, application_id: str) -> Any:
        self._check_app(application_id)
        return {"items": [e.payload() for e in self.app_emojis.values()]}

    async def _create_app_emoji(self, record: RecordedRequest, application_id: str) -> Any:
        self._check_app(application_id)
        body = record.json or {}
        name = self._check_emoji_name(record, body.get("name"))
        content_type, image = self._emoji_image(record, body.get("image"))
        if len(self.app_emojis) >= MAX_APP_EMOJIS:
            # Like a 429, Discord's answer to a valid request: not a violation.
            raise _HTTPError(
                400, MAX_EMOJIS_REACHED, f"Maximum number of emojis reached ({MAX_APP_EMOJIS})"
            )
        emoji = FakeEmoji(
            id=self.snowflakes.next(),
            name=name,
            user=self.bot_user,
            image=image,
            content_type=content_type,  # the fake does not look inside: never animated
        )
        self.app_emojis[emoji.id] = emoji
        return 201, emoji.payload()

    async def _get_app_emoji(
        self, record: RecordedRequest, application_id: str, emoji_id: str
    ) -> Any:
        return self._app_emoji_or_404(application_id, emoji_id).payload()

    async def _edit_app_emoji(
        self, record: RecordedRequest, application_id: str, emoji_id: str
    ) -> Any:
        emoji = self._app_emoji_or_404(application_id, emoji_id)
        body = record.json or {}
        if "name" in body:
            emoji.name = self._check_emoji_name(record, body["name"], emoji.id)
        return emoji.payload()

    async def _delete_app_emoji(
        self, record: RecordedRequest, application_id: str, emoji_id: str
    ) -> Any:
        emoji = self._app_emoji_or_404(application_id, emoji_id)
        del self.app_emojis[emoji.id]
        return 204, None

    def _interaction_for_token(self, webhook_id: str, token: str) -> FakeInteraction:
        if int(webhook_id) != self.application_id:
            raise _HTTPError(404, 10015, "Unknown Webhook")
        interaction = self._by_token.get(token)
        if interaction is None:
            raise _HTTPError(401, 50027, "Invalid Webhook Token")
        if self._token_expired(interaction):
            interaction.errors.append((50027, "token expired"))
            raise _HTTPError(401, 50027, "Invalid Webhook Token")
        return interaction

    def _token_expired(self, interaction: FakeInteraction) -> bool:
        """An interaction token is good for 15 minutes (`token_lifetime`) after the interaction
        (https://discord.com/developers/docs/interactions/receiving-and-responding
        #followup-messages); after that every webhook request with it gets 401, code 50027
        "Invalid Webhook Token". `expire_tokens` ends them early."""
        return (
            interaction.token in self._expired_tokens
            or self.clock.now() - interaction.created_at > self.token_lifetime
        )

    def expire_tokens(self, *interactions: FakeInteraction) -> int:
        """Make the given interactions' tokens (default: every token issued so far) expire now,
        as 15 minutes would, without moving the clock (so nothing else ages). Returns how
        many tokens this expired."""
        chosen = interactions or tuple(self.interactions)
        fresh = {i.token for i in chosen} - self._expired_tokens
        self._expired_tokens |= fresh
        return len(fresh)

    async def _callback(
        self, record: RecordedRequest, interaction_id: str, interaction_token: str
    ) -> Any:
        interaction = self._by_id.get(int(interaction_id))
        if interaction is None or interaction.token != interaction_token:
            raise _HTTPError(404, 10062, "Unknown interaction")
        if interaction.token in self._expired_tokens:
            interaction.errors.append((10062, "first response after the token expired"))
            raise _HTTPError(404, 10062, "Unknown interaction")
        elapsed = self.clock.now() - interaction.created_at
        if elapsed > self.interaction_deadline:
            interaction.errors.append((10062, f"first response after {elapsed:.2f} s"))
            raise _HTTPError(404, 10062, "Unknown interaction")
        if interaction.acknowledged:
            interaction.errors.append((40060, "second initial response"))
            raise _HTTPError(400, 40060, "Interaction has already been acknowledged.")
        body = record.json or {}
        kind = body.get("type")
        data = body.get("data") or {}
        allowed = {
            APPLICATION_COMMAND: {CB_MESSAGE, CB_DEFERRED_MESSAGE, CB_MODAL},
            MESSAGE_COMPONENT: {
                CB_MESSAGE,
                CB_DEFERRED_MESSAGE,
                CB_DEFERRED_UPDATE,
                CB_UPDATE,
                CB_MODAL,
            },
            AUTOCOMPLETE: {CB_AUTOCOMPLETE},
            MODAL_SUBMIT: {CB_MESSAGE, CB_DEFERRED_MESSAGE},
        }[interaction.type]
        if interaction.type == MODAL_SUBMIT and interaction.message_id is not None:
            allowed = allowed | {CB_DEFERRED_UPDATE, CB_UPDATE}
        if kind not in allowed:
            self._reject(
                record,
                [SchemaError(("type",), f"callback {kind} is invalid for this interaction")],
                "rules",
            )
        channel = interaction.channel
        if interaction.force_ephemeral and kind in (CB_MESSAGE, CB_DEFERRED_MESSAGE):
            data = {**data, "flags": (data.get("flags") or 0) | EPHEMERAL}
        # A slash command's response is a CHAT_INPUT_COMMAND message (20), others are DEFAULT.
        response_type = 20 if interaction.type == APPLICATION_COMMAND else 0
        message: StoredMessage | None = None
        if kind == CB_MESSAGE:
            self._reject(
                record,
                limits.check_message(data, where="interaction", create=True, base=("data",)),
                "limits",
            )
            message = self._new_message(
                channel,
                data,
                record.files,
                visible_to=_viewer(interaction, data),
                interaction=interaction,
                message_type=response_type,
            )
        elif kind == CB_DEFERRED_MESSAGE:
            message = self._new_message(
                channel,
                {"flags": (data.get("flags") or 0) & EPHEMERAL},
                [],
                visible_to=_viewer(interaction, data),
                interaction=interaction,
                message_type=response_type,
                extra_flags=LOADING,
            )
        elif kind in (CB_DEFERRED_UPDATE, CB_UPDATE):
            message = self.message(interaction.message_id)  # type: ignore[arg-type]
            if kind == CB_UPDATE:
                self._apply_edit(record, message, data, record.files)
        elif kind == CB_MODAL:
            self._reject(record, limits.check_modal(data), "limits")
            interaction.modal = data
        elif kind == CB_AUTOCOMPLETE:
            self._reject(record, limits.check_autocomplete(data), "limits")
            interaction.choices = list(data.get("choices") or [])
        interaction.callback_type = kind
        interaction.callback_body = body
        if message is not None:
            interaction.original_message_id = message.id
        if not _truthy(record.query.get("with_response")):
            return 204, None
        result: dict[str, Any] = {
            "interaction": {
                "id": str(interaction.id),
                "type": interaction.type,
                "response_message_id": str(message.id) if message else None,
                "response_message_loading": kind == CB_DEFERRED_MESSAGE,
                "response_message_ephemeral": bool(message and message.ephemeral),
            }
        }
        if message is not None and kind in (CB_MESSAGE, CB_DEFERRED_MESSAGE, CB_UPDATE):
            result["resource"] = {"type": kind, "message": message.snapshot()}
        return result

    def _webhook_message(self, interaction: FakeInteraction, message_id: str) -> StoredMessage:
        if not interaction.acknowledged:
            raise _HTTPError(404, 10015, "Unknown Webhook")
        if message_id == "@original":
            if interaction.original_message_id is None:
                raise _HTTPError(404, 10008, "Unknown Message")
            message = self._messages[interaction.original_message_id]
        else:
            message = self._messages.get(int(message_id))
            owned = message is not None and (
                message.interaction_id == interaction.id
                or message.id == interaction.original_message_id
            )
            if not owned:
                raise _HTTPError(404, 10008, "Unknown Message")
        assert message is not None
        if message.deleted:
            raise _HTTPError(404, 10008, "Unknown Message")
        return message

    async def _followup(self, record: RecordedRequest, webhook_id: str, webhook_token: str) -> Any:
        interaction = self._interaction_for_token(webhook_id, webhook_token)
        if not interaction.acknowledged:
            raise _HTTPError(404, 10015, "Unknown Webhook")
        body = record.json or {}
        if interaction.force_ephemeral:
            body = {**body, "flags": (body.get("flags") or 0) | EPHEMERAL}
        if (
            interaction.user_install_only
            and len(interaction.followup_ids) >= USER_INSTALL_FOLLOWUPS
            and interaction.callback_type != CB_DEFERRED_MESSAGE
        ):
            interaction.errors.append((MAX_FOLLOWUPS, "a sixth follow-up (user install)"))
            raise _HTTPError(
                400,
                MAX_FOLLOWUPS,
                "This interaction has hit the maximum number of follow up messages",
            )
        problems = limits.check_message(
            body, where="interaction", create=True, has_files=bool(record.files)
        )
        self._reject(record, problems, "limits")
        original = (
            self._messages.get(interaction.original_message_id)
            if interaction.original_message_id
            else None
        )
        if (
            interaction.callback_type == CB_DEFERRED_MESSAGE
            and original is not None
            and original.flags & LOADING
        ):
            # The first follow-up after a "thinking" deferral replaces the loading message.
            message = self._apply_edit(record, original, body, record.files)
        else:
            message = self._new_message(
                interaction.channel,
                body,
                record.files,
                visible_to=_viewer(interaction, body),
                interaction=interaction,
            )
            interaction.followup_ids.append(message.id)
        if not _truthy(record.query.get("wait")):
            return 204, None
        return message.snapshot()

    async def _wh_get(
        self,
        record: RecordedRequest,
        webhook_id: str,
        webhook_token: str,
        message_id: str = "@original",
    ) -> Any:
        interaction = self._interaction_for_token(webhook_id, webhook_token)
        return self._webhook_message(interaction, message_id).snapshot()

    async def _wh_edit(
        self,
        record: RecordedRequest,
        webhook_id: str,
        webhook_token: str,
        message_id: str = "@original",
    ) -> Any:
        interaction = self._interaction_for_token(webhook_id, webhook_token)
        message = self._webhook_message(interaction, message_id)
        # Edits of a public message over an hour old count towards 30046, whoever makes them.
        edited = self._apply_edit(
            record, message, record.json, record.files, count_old_edit=not message.ephemeral
        )
        return edited.snapshot()

    async def _wh_delete(
        self,
        record: RecordedRequest,
        webhook_id: str,
        webhook_token: str,
        message_id: str = "@original",
    ) -> Any:
        interaction = self._interaction_for_token(webhook_id, webhook_token)
        self._delete(self._webhook_message(interaction, message_id))
        return 204, None

    async def _get_channel(self, record: RecordedRequest, channel_id: str) -> Any:
        return self._channel_or_404(channel_id).payload()

    async def _edit_channel(self, record: RecordedRequest, channel_id: str) -> Any:
        channel = self._channel_or_404(channel_id)
        body = record.json or {}
        if not channel.is_thread:
            raise _HTTPError(403, 50013, "Missing Permissions (editing a channel)")
        if "locked" in body or (channel.owner_id != self.bot_user.id and "archived" in body):
            self._check_permission(channel, MANAGE_THREADS, "MANAGE_THREADS")
        channel.name = body.get("name", channel.name)
        channel.archived = bool(body.get("archived", channel.archived))
        channel.locked = bool(body.get("locked", channel.locked))
        channel.auto_archive_duration = body.get(
            "auto_archive_duration", channel.auto_archive_duration
        )
        self._touch()
        self._emit_soon("THREAD_UPDATE", channel.payload(), INTENT_GUILDS)
        return channel.payload()

    async def _delete_channel(self, record: RecordedRequest, channel_id: str) -> Any:
        channel = self._channel_or_404(channel_id)
        needed = MANAGE_THREADS if channel.is_thread else MANAGE_CHANNELS
        self._check_permission(channel, needed, "deleting a channel")
        channel.deleted = True
        self._touch()
        event = "THREAD_DELETE" if channel.is_thread else "CHANNEL_DELETE"
        self._emit_soon(event, channel.payload(), INTENT_GUILDS)
        return channel.payload()

    async def _history(self, record: RecordedRequest, channel_id: str) -> Any:
        channel = self._channel_or_404(channel_id)
        self._check_permission(channel, VIEW_CHANNEL | READ_MESSAGE_HISTORY, "READ_MESSAGE_HISTORY")
        limit = int(record.query.get("limit", 50))
        before = int(record.query["before"]) if "before" in record.query else None
        after = int(record.query["after"]) if "after" in record.query else None
        found = [
            m
            for m in self.messages(channel)
            if (before is None or m.id < before) and (after is None or m.id > after)
        ]
        # Newest first, as Discord answers; with `after`, the `limit` closest to `after`.
        found.sort(key=lambda m: m.id, reverse=after is None)
        page = sorted(found[:limit], key=lambda m: m.id, reverse=True)
        return [m.snapshot() for m in page]

    def _send_permission(self, channel: FakeChannel, record: RecordedRequest) -> None:
        needed = VIEW_CHANNEL | (SEND_MESSAGES_IN_THREADS if channel.is_thread else SEND_MESSAGES)
        self._check_permission(channel, needed, "sending messages")
        if record.files:
            self._check_permission(channel, ATTACH_FILES, "ATTACH_FILES")
        if channel.is_thread and channel.locked:
            raise _HTTPError(403, 50013, "Missing Permissions (thread is locked)")

    def may_dm(self, user: FakeUser) -> bool:
        """Whether the bot may DM ``user``: they share a server with it, or added the app to
        their account."""
        shares = any(g.bot_member and user in g.members for g in self.guilds)
        return shares or user.installed

    async def _create_message(self, record: RecordedRequest, channel_id: str) -> Any:
        channel = self._channel_or_404(channel_id)
        if channel.type == DM and (channel.recipient is None or not self.may_dm(channel.recipient)):
            raise _HTTPError(403, CANNOT_DM, "Cannot send messages to this user")
        self._send_permission(channel, record)
        body = record.json or {}
        problems = limits.check_message(
            body, where="channel", create=True, has_files=bool(record.files)
        )
        self._reject(record, problems, "limits")
        nonce = body.get("nonce")
        if nonce is not None and body.get("enforce_nonce"):
            earlier = self._message_with_nonce(channel, str(nonce))
            if earlier is not None:
                return earlier.snapshot()
        if channel.is_thread and channel.archived:
            channel.archived = False
        message_type = 19 if body.get("message_reference") else 0
        return self._new_message(channel, body, record.files, message_type=message_type).snapshot()

    def _message_with_nonce(self, channel: FakeChannel, nonce: str) -> StoredMessage | None:
        """With `enforce_nonce`, Discord checks the nonce "for uniqueness in the past few
        minutes. If another message was created by the same author with the same nonce, that
        message will be returned and no new message will be created"
        (https://discord.com/developers/docs/resources/message#create-message). The fake
        remembers nonces for NONCE_WINDOW seconds of its clock."""
        now = self.clock.now()
        for message in sorted(self._messages.values(), key=lambda m: m.id, reverse=True):
            if now - message.created_at > NONCE_WINDOW:
                break
            if (
                message.nonce == nonce
                and message.channel_id == channel.id
                and message.data["author"]["id"] == str(self.bot_user.id)
                and not message.deleted
            ):
                return message
        return None

    async def _get_message(self, record: RecordedRequest, channel_id: str, message_id: str) -> Any:
        channel = self._channel_or_404(channel_id)
        self._check_permission(channel, VIEW_CHANNEL | READ_MESSAGE_HISTORY, "READ_MESSAGE_HISTORY")
        return self._public_message(channel_id, message_id).snapshot()

    async def _edit_message(self, record: RecordedRequest, channel_id: str, message_id: str) -> Any:
        self._channel_or_404(channel_id)
        message = self._public_message(channel_id, message_id)
        if message.data["author"]["id"] != str(self.bot_user.id):
            raise _HTTPError(403, 50005, "Cannot edit a message authored by another user")
        edited = self._apply_edit(record, message, record.json, record.files, count_old_edit=True)
        return edited.snapshot()

    async def _delete_message(
        self, record: RecordedRequest, channel_id: str, message_id: str
    ) -> Any:
        self._channel_or_404(channel_id)
        message = self._public_message(channel_id, message_id)
        if message.data["author"]["id"] != str(self.bot_user.id):
            self._check_permission(
                self._channels[int(channel_id)], MANAGE_MESSAGES, "MANAGE_MESSAGES"
            )
        self._delete(message)
        return 204, None

    def _new_thread(
        self,
        parent: FakeChannel,
        name: str,
        *,
        thread_id: int | None = None,
        kind: int = PUBLIC_THREAD,
        auto_archive: int = 1440,
        invitable: bool = True,
    ) -> FakeChannel:
        thread = FakeChannel(
            id=thread_id or self.snowflakes.next(),
            name=name,
            type=kind,
            guild_id=parent.guild_id,
            parent_id=parent.id,
            owner_id=self.bot_user.id,
            auto_archive_duration=auto_archive,
            created_at=self.clock.iso(),
            invitable=invitable,
            thread_members={self.bot_user.id},
        )
        self._channels[thread.id] = thread
        self._touch()
        event = thread.payload() | {"newly_created": True}
        self._emit_soon("THREAD_CREATE", event, INTENT_GUILDS)
        return thread

    def _check_thread_body(self, record: RecordedRequest) -> dict[str, Any]:
        body = record.json or {}
        problems = []
        if not 1 <= len(body.get("name") or "") <= 100:
            problems.append(SchemaError(("name",), "a thread name has 1 to 100 characters"))
        duration = body.get("auto_archive_duration")
        if duration is not None and duration not in (60, 1440, 4320, 10080):
            problems.append(SchemaError(("auto_archive_duration",), "60, 1440, 4320 or 10080"))
        self._reject(record, problems, "limits")
        return body

    async def _thread_from_msg(
        self, record: RecordedRequest, channel_id: str, message_id: str
    ) -> Any:
        channel = self._channel_or_404(channel_id)
        if channel.is_thread:
            raise _HTTPError(400, 50024, "Cannot execute action on this channel type")
        self._check_permission(
            channel, VIEW_CHANNEL | CREATE_PUBLIC_THREADS, "CREATE_PUBLIC_THREADS"
        )
        message = self._public_message(channel_id, message_id)
        if message.id in self._channels:
            raise _HTTPError(400, 160004, "A thread has already been created for this message")
        body = self._check_thread_body(record)
        thread = self._new_thread(
            channel,
            body["name"],
            thread_id=message.id,
            auto_archive=body.get("auto_archive_duration") or 1440,
        )
        message.data["flags"] = message.flags | (1 << 5)  # HAS_THREAD
        message.data["thread"] = thread.payload()
        self._touch()
        return thread.payload()

    async def _thread_in_channel(self, record: RecordedRequest, channel_id: str) -> Any:
        channel = self._channel_or_404(channel_id)
        if channel.is_thread:
            raise _HTTPError(400, 50024, "Cannot execute action on this channel type")
        body = self._check_thread_body(record)
        kind = body.get("type") or PRIVATE_THREAD
        needed = CREATE_PUBLIC_THREADS if kind == PUBLIC_THREAD else CREATE_PRIVATE_THREADS
        self._check_permission(channel, VIEW_CHANNEL | needed, "creating a thread")
        thread = self._new_thread(
            channel,
            body["name"],
            kind=kind,
            auto_archive=body.get("auto_archive_duration") or 1440,
            invitable=body.get("invitable", True),
        )
        return thread.payload()

    def _thread_or_error(self, channel_id: str) -> FakeChannel:
        thread = self._channel_or_404(channel_id)
        if not thread.is_thread:
            raise _HTTPError(400, 50024, "Cannot execute action on this channel type")
        return thread

    async def _join_thread(self, record: RecordedRequest, channel_id: str) -> Any:
        self._thread_or_error(channel_id).thread_members.add(self.bot_user.id)
        return 204, None

    async def _add_thread_member(
        self, record: RecordedRequest, channel_id: str, user_id: str
    ) -> Any:
        thread = self._thread_or_error(channel_id)
        if self.user(int(user_id)) is None:
            raise _HTTPError(404, 10013, "Unknown User")
        if thread.archived:
            raise _HTTPError(400, 50083, "Thread is archived")
        thread.thread_members.add(int(user_id))
        self._touch()
        return 204, None

    async def _get_thread_member(
        self, record: RecordedRequest, channel_id: str, user_id: str
    ) -> Any:
        """A thread member (Discord's 404 Unknown Member for someone not in the thread)."""
        thread = self._thread_or_error(channel_id)
        if int(user_id) not in thread.thread_members:
            raise _HTTPError(404, 10007, "Unknown Member")
        return {
            "id": str(thread.id),
            "user_id": str(user_id),
            "join_timestamp": thread.created_at or "2015-01-01T00:00:00+00:00",
            "flags": 0,
        }

    async def _remove_member(self, record: RecordedRequest, channel_id: str, user_id: str) -> Any:
        thread = self._thread_or_error(channel_id)
        if int(user_id) != self.bot_user.id and thread.owner_id != self.bot_user.id:
            self._check_permission(thread, MANAGE_THREADS, "MANAGE_THREADS")
        thread.thread_members.discard(int(user_id))
        self._touch()
        return 204, None

    def _guild_or_404(self, guild_id: str) -> FakeGuild:
        found = next((g for g in self.guilds if g.id == int(guild_id)), None)
        if found is None:
            raise _HTTPError(404, 10004, "Unknown Guild")
        if not found.bot_member:
            raise _HTTPError(403, 50001, "Missing Access")
        return found

    async def _get_guild(self, record: RecordedRequest, guild_id: str) -> Any:
        guild = self._guild_or_404(guild_id)
        data = guild.payload(members=[], threads=[])
        for key in ("members", "channels", "threads", "voice_states", "presences", "joined_at"):
            data.pop(key, None)
        return data

    async def _get_guild_channels(self, record: RecordedRequest, guild_id: str) -> Any:
        guild = self._guild_or_404(guild_id)
        return [c.payload() for c in guild.channels if not c.deleted]

    async def _get_member(self, record: RecordedRequest, guild_id: str, user_id: str) -> Any:
        guild = self._guild_or_404(guild_id)
        user = self.user(int(user_id))
        if user is None or user not in guild.members:
            raise _HTTPError(404, 10007, "Unknown Member")
        return user.member_payload()

    async def _open_dm(self, record: RecordedRequest) -> Any:
        recipient_id = int((record.json or {}).get("recipient_id") or 0)
        user = self.user(recipient_id)
        if user is None:
            raise _HTTPError(400, 50035, "Invalid Form Body")
        for channel in self._channels.values():
            if channel.type == DM and channel.recipient is user:
                return channel.payload()
        channel = FakeChannel(id=self.snowflakes.next(), name="", type=DM, recipient=user)
        self._channels[channel.id] = channel
        return channel.payload()

    def dms(self, user: FakeUser) -> list[StoredMessage]:
        """Direct messages the bot sent to `user`."""
        ids = {c.id for c in self._channels.values() if c.type == DM and c.recipient is user}
        return [m for m in self.messages() if m.channel_id in ids]

    async def _attachment(self, request: web.Request) -> web.StreamResponse:
        file = self._files.get(int(request.match_info["id"]))
        if file is None:
            return web.Response(status=404)
        return web.Response(
            body=file.data, content_type=file.content_type or "application/octet-stream"
        )

    # ------------------------------------------------------------------ driving the bot

    @staticmethod
    def context_of(channel: FakeChannel) -> int:
        """The interaction context of a channel: a server's, the bot's DM (the fake's DMs are
        all with the bot), or another private channel (a group DM)."""
        if channel.type == DM:
            return CONTEXT_BOT_DM
        if channel.type == GROUP_DM:
            return CONTEXT_PRIVATE_CHANNEL
        return CONTEXT_GUILD

    def installs_here(self, user: FakeUser, channel: FakeChannel) -> dict[str, str]:
        """The installs that reach the app for ``user`` in ``channel``, as
        ``authorizing_integration_owners`` would name them: the guild install ("0": the guild's
        id; "0" in the bot's DM) where the bot was invited, the user install ("1": the user's
        id) if they added the app to their account."""
        owners: dict[str, str] = {}
        context = self.context_of(channel)
        if context == CONTEXT_GUILD and self.guild_of(channel).bot_member:
            owners["0"] = str(self.guild_of(channel).id)
        elif context == CONTEXT_BOT_DM:
            owners["0"] = "0"
        if user.installed:
            owners["1"] = str(user.id)
        return owners

    def _message_owners(self, message: StoredMessage, channel: FakeChannel) -> dict[str, str]:
        """A component's interaction is authorized as the interaction that made its message
        was (its `interaction_metadata`); a message the bot posted itself, by the guild
        install."""
        meta = message.data.get("interaction_metadata") or {}
        owners = meta.get("authorizing_integration_owners")
        if owners:
            return dict(owners)
        if channel.type == DM:
            return {"0": "0"}
        return {"0": str(self.guild_of(channel).id)}

    def _interaction_base(
        self,
        kind: int,
        user: FakeUser,
        channel: FakeChannel,
        data: dict[str, Any],
        *,
        locale: str | None,
        guild_locale: str | None,
        message: StoredMessage | None = None,
        at: float | None = None,
        owners: dict[str, str] | None = None,
    ) -> FakeInteraction:
        interaction_id = self.snowflakes.next() if at is None else self.snowflakes.at(at)
        token = "aW50ZXJhY3Rpb24" + secrets.token_urlsafe(48)
        # Discord sends the user's permissions in this channel, overwrites included, as
        # `channel.permissions` and `member.permissions`, and the bot's as `app_permissions`
        # (where only a user install applies: what a user-installed app may do there).
        context = self.context_of(channel)
        if owners is None:
            owners = (
                self._message_owners(message, channel)
                if message is not None
                else self.installs_here(user, channel)
            )
        if channel.type == GROUP_DM:
            if all(u is not user for u in channel.recipients):
                raise FakeDiscordError(f"{user.username} is not in that group DM")
            user_here = USER_APP_PERMISSIONS
        else:
            user_here = self.permissions_in(user, channel)
        in_guild = channel.type == GUILD_TEXT or channel.is_thread
        if in_guild and not _implicit(user_here, channel) & VIEW_CHANNEL:
            raise FakeDiscordError(f"{user.username} cannot see #{channel.name}")
        channel_payload = channel.payload() | {"permissions": str(user_here)}
        guild = self.guild_of(channel)
        if "0" in owners or context == CONTEXT_BOT_DM:
            app_permissions = self.permissions_in(self.bot_user, channel)
        elif context == CONTEXT_GUILD:
            app_permissions = user_here & USER_APP_PERMISSIONS
        else:
            app_permissions = USER_APP_PERMISSIONS
        payload: dict[str, Any] = {
            "id": str(interaction_id),
            "application_id": str(self.application_id),
            "type": kind,
            "data": data,
            "token": token,
            "version": 1,
            "locale": locale or user.locale,
            "app_permissions": str(app_permissions),
            "entitlements": [],
            "entitlement_sku_ids": [],
            "authorizing_integration_owners": dict(owners),
            "context": context,
            "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
            "channel": channel_payload,
            "channel_id": str(channel.id),
        }
        if channel.guild_id is not None:
            payload.update(
                guild_id=str(guild.id),
                guild={
                    "id": str(guild.id),
                    "locale": guild.preferred_locale,
                    "features": [],
                },
                guild_locale=guild_locale or guild.preferred_locale,
                member=user.member_payload(permissions=user_here),
            )
        else:
            payload["user"] = user.payload()
        if message is not None:
            payload["message"] = message.snapshot()
        interaction = FakeInteraction(
            self,
            id=interaction_id,
            token=token,
            type=kind,
            user=user,
            channel=channel,
            payload=payload,
            created_at=self.clock.now(),
            message_id=message.id if message else None,
        )
        # A user install's public answer in a server where the member may not use external
        # apps is shown to them alone (Discord: "ephemeral").
        interaction.force_ephemeral = (
            context == CONTEXT_GUILD
            and "0" not in owners
            and not user_here & USE_EXTERNAL_APPS
            and user.id != guild.owner_id
        )
        self.interactions.append(interaction)
        self._by_id[interaction_id] = interaction
        self._by_token[token] = interaction
        return interaction

    async def _send_interaction(self, interaction: FakeInteraction, wait: bool) -> FakeInteraction:
        session = self._session_for(interaction.channel.guild_id)
        if session is None or (session.ws.closed and not session.detached):
            raise FakeDiscordError("no bot is connected to the fake gateway")
        interaction.created_at = self.clock.now()
        await self._dispatch_to(session, "INTERACTION_CREATE", interaction.payload)
        interaction.delivered_at = self.clock.now()
        if wait:
            await self.wait_idle()
        return interaction

    def _send_later(self, interaction: FakeInteraction, delay: float) -> FakeInteraction:
        """Discord made ``interaction`` now; the bot gets it ``delay`` seconds later (its 3 s
        to answer count from now)."""
        session = self._session_for(interaction.channel.guild_id)
        if session is None or (session.ws.closed and not session.detached):
            raise FakeDiscordError("no bot is connected to the fake gateway")
        interaction.created_at = self.clock.now()
        interaction.due_at = interaction.created_at + delay
        task = asyncio.create_task(self._deliver_later(session, interaction, delay))
        self._deliveries.add(task)
        task.add_done_callback(self._deliveries.discard)
        return interaction

    async def _deliver_later(
        self, session: _GatewaySession, interaction: FakeInteraction, delay: float
    ) -> None:
        await self.clock.sleep(delay)
        if session.ws.closed and not session.detached:
            return  # the bot is gone: the click is lost, as it would be
        await self._dispatch_to(session, "INTERACTION_CREATE", interaction.payload)
        interaction.delivered_at = self.clock.now()

    def _find_command(
        self, name: str, channel: FakeChannel, user: FakeUser, kind: int = 1
    ) -> tuple[dict[str, Any], dict[str, str]]:
        """The command ``user`` runs in ``channel`` by that name (and type), with the installs
        that authorize it there: a guild's own commands where the bot was invited, then the
        global ones whose ``contexts`` include this place and whose ``integration_types``
        meet an install that reaches the app here (a guild's, or the user's own)."""
        context = self.context_of(channel)
        installs = self.installs_here(user, channel)
        pools: list[tuple[list[dict[str, Any]], bool]] = []
        guild = self.guild_of(channel) if context == CONTEXT_GUILD else None
        if guild is not None and guild.bot_member:
            pools.append((self.guild_commands.get(guild.id, []), True))
        pools.append((self.global_commands, False))
        found_elsewhere = False
        for pool, guild_pool in pools:
            for command in pool:
                if command.get("type", 1) != kind or command["name"] != name:
                    continue
                types = [0] if guild_pool else command.get("integration_types") or [0]
                contexts = command.get("contexts")
                if contexts is None:  # the old default: servers, and the bot's DM
                    contexts = [CONTEXT_GUILD] + (
                        [CONTEXT_BOT_DM] if command.get("dm_permission", True) else []
                    )
                owners = {k: v for k, v in installs.items() if int(k) in types}
                if context in contexts and owners:
                    return command, owners
                found_elsewhere = True
        if found_elsewhere:
            raise CommandNotRegistered(
                f"/{name} is not offered to {user.username} here (context {context}, "
                f"installs {sorted(installs)})"
            )
        known = sorted({c["name"] for pool, _ in pools for c in pool})
        raise CommandNotRegistered(f"/{name} is not registered (the bot synced: {known})")

    def _resolve_option(
        self,
        spec: dict[str, Any],
        value: Any,
        resolved: dict[str, dict[str, Any]],
        *,
        user: FakeUser,
        channel: FakeChannel,
    ) -> Any:
        """An option's value as Discord sends it, adding users, members, roles and channels to
        `resolved`: a member with their permissions in the interaction's `channel`, a channel
        with the invoking `user`'s permissions in it (overwrites included)."""
        kind = spec["type"]
        name = spec["name"]
        if kind == 3:
            if not isinstance(value, str):
                raise FakeDiscordError(f"option {name} takes a string")
            low, high = spec.get("min_length", 0), spec.get("max_length", 6000)
            if not low <= len(value) <= high:
                raise FakeDiscordError(f"option {name}: length must be {low}..{high}")
        elif kind == 4:
            if isinstance(value, bool) or not isinstance(value, int):
                raise FakeDiscordError(f"option {name} takes an integer")
        elif kind == 10:
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise FakeDiscordError(f"option {name} takes a number")
        elif kind == 5:
            if not isinstance(value, bool):
                raise FakeDiscordError(f"option {name} takes a boolean")
        elif kind in (6, 8, 9) and isinstance(value, str) and value.isdigit():
            # Clients send ids as strings (a snowflake does not fit a JavaScript number).
            role = next((r for g in self.guilds for r in g.roles if r.id == int(value)), None)
            chosen_id: FakeUser | FakeRole | int = role if role is not None else int(value)
            return self._resolve_option(spec, chosen_id, resolved, user=user, channel=channel)
        elif kind in (6, 9) and isinstance(value, FakeUser | int):
            chosen = value if isinstance(value, FakeUser) else self.user(value)
            if chosen is None:
                raise FakeDiscordError(f"option {name}: unknown user {value}")
            resolved.setdefault("users", {})[str(chosen.id)] = chosen.payload()
            if not channel.private and chosen in self.guild_of(channel).members:
                member = chosen.member_payload(
                    with_user=False, permissions=self.permissions_in(chosen, channel)
                )
                resolved.setdefault("members", {})[str(chosen.id)] = member
            return str(chosen.id)
        elif kind in (8, 9) and isinstance(value, FakeRole):
            resolved.setdefault("roles", {})[str(value.id)] = value.payload()
            return str(value.id)
        elif kind == 7:
            picked = self.get_channel(value)
            allowed = spec.get("channel_types")
            if allowed and picked.type not in allowed:
                raise FakeDiscordError(f"option {name}: channel type {picked.type} not offered")
            resolved.setdefault("channels", {})[str(picked.id)] = picked.payload() | {
                "permissions": str(self.permissions_in(user, picked))
            }
            return str(picked.id)
        else:
            raise FakeDiscordError(f"option {name}: cannot pass {value!r} for type {kind}")
        choices = spec.get("choices")
        if choices and value not in [c["value"] for c in choices]:
            raise FakeDiscordError(f"option {name}: {value!r} is not one of the choices")
        if kind in (4, 10):
            low, high = spec.get("min_value"), spec.get("max_value")
            if (low is not None and value < low) or (high is not None and value > high):
                raise FakeDiscordError(f"option {name}: {value} is outside {low}..{high}")
        return value

    def _command_data(
        self,
        command: str,
        channel: FakeChannel,
        user: FakeUser,
        options: dict[str, Any],
        focused: str | None = None,
    ) -> dict[str, Any]:
        """What Discord sends as the interaction's ``data`` for that command line."""
        return self._command(command, channel, user, options, focused)[0]

    def _command(
        self,
        command: str,
        channel: FakeChannel,
        user: FakeUser,
        options: dict[str, Any],
        focused: str | None = None,
    ) -> tuple[dict[str, Any], dict[str, str]]:
        """The interaction's ``data`` for that command line, and the installs authorizing it."""
        parts = command.strip().lstrip("/").split()
        registered, owners = self._find_command(parts[0], channel, user)
        needed = registered.get("default_member_permissions")
        user_here = self.permissions_in(user, channel) if not channel.private else 0
        guarded = not channel.private and needed is not None
        if guarded and int(needed) & user_here != int(needed):
            raise FakeDiscordError(f"{user.username} lacks the permissions to see /{parts[0]}")
        data: dict[str, Any] = {"id": registered["id"], "name": registered["name"], "type": 1}
        if registered.get("guild_id"):
            data["guild_id"] = registered["guild_id"]
        node, out = registered, data.setdefault("options", [])
        for part in parts[1:]:
            sub = next(
                (o for o in node.get("options") or [] if o["name"] == part and o["type"] in (1, 2)),
                None,
            )
            if sub is None:
                raise CommandNotRegistered(f"/{command}: no subcommand {part!r}")
            entry: dict[str, Any] = {"type": sub["type"], "name": part, "options": []}
            out.append(entry)
            node, out = sub, entry["options"]
        if any(o["type"] in (1, 2) for o in node.get("options") or []):
            names = [o["name"] for o in node["options"]]
            raise CommandNotRegistered(f"/{command} needs a subcommand, one of {names}")
        specs = {o["name"]: o for o in node.get("options") or []}
        resolved: dict[str, dict[str, Any]] = {}
        for name, value in options.items():
            spec = specs.get(name)
            if spec is None:
                raise CommandNotRegistered(f"/{command} has no option {name!r}: {list(specs)}")
            if name == focused:
                out.append({"type": spec["type"], "name": name, "value": value, "focused": True})
                continue
            out.append(
                {
                    "type": spec["type"],
                    "name": name,
                    "value": self._resolve_option(
                        spec, value, resolved, user=user, channel=channel
                    ),
                }
            )
        if focused is None:
            missing = [n for n, s in specs.items() if s.get("required") and n not in options]
            if missing:
                raise FakeDiscordError(f"/{command}: required option(s) missing: {missing}")
        if resolved:
            data["resolved"] = resolved
        if not data["options"]:
            del data["options"]
        return data, owners

    async def slash(
        self,
        user: FakeUser,
        channel: FakeChannel | int,
        command: str,
        /,
        *,
        options: dict[str, Any] | None = None,
        locale: str | None = None,
        guild_locale: str | None = None,
        wait: bool = True,
        **kwargs: Any,
    ) -> FakeInteraction:
        """A user runs a slash command, e.g. `await fake.slash(ana, fake.channel, "dobro new",
        seats=4)`. Options must match what the bot synced; by default waits until the bot is
        done."""
        target = self.get_channel(channel)
        data, owners = self._command(command, target, user, {**(options or {}), **kwargs})
        interaction = self._interaction_base(
            APPLICATION_COMMAND,
            user,
            target,
            data,
            locale=locale,
            guild_locale=guild_locale,
            owners=owners,
        )
        return await self._send_interaction(interaction, wait)

    async def user_command(
        self,
        user: FakeUser,
        channel: FakeChannel | int,
        name: str,
        target: FakeUser,
        /,
        *,
        locale: str | None = None,
        wait: bool = True,
    ) -> FakeInteraction:
        """A user picks the app's user context menu ``name`` on ``target`` (their profile's
        *Apps* menu, or a right click on them in ``channel``)."""
        place = self.get_channel(channel)
        registered, owners = self._find_command(name, place, user, kind=2)
        resolved: dict[str, dict[str, Any]] = {}
        spec = {"type": 6, "name": "target"}
        target_id = self._resolve_option(spec, target, resolved, user=user, channel=place)
        data: dict[str, Any] = {
            "id": registered["id"],
            "name": registered["name"],
            "type": 2,
            "target_id": target_id,
            "resolved": resolved,
        }
        if registered.get("guild_id"):
            data["guild_id"] = registered["guild_id"]
        interaction = self._interaction_base(
            APPLICATION_COMMAND,
            user,
            place,
            data,
            locale=locale,
            guild_locale=None,
            owners=owners,
        )
        return await self._send_interaction(interaction, wait)

    async def autocomplete(
        self,
        user: FakeUser,
        channel: FakeChannel | int,
        command: str,
        /,
        *,
        focused: str,
        options: dict[str, Any] | None = None,
        locale: str | None = None,
        **kwargs: Any,
    ) -> list[dict[str, Any]]:
        """A user types in an autocomplete option; returns the choices the bot offered."""
        target = self.get_channel(channel)
        values = {**(options or {}), **kwargs}
        data, owners = self._command(command, target, user, values, focused=focused)
        interaction = self._interaction_base(
            AUTOCOMPLETE, user, target, data, locale=locale, guild_locale=None, owners=owners
        )
        await self._send_interaction(interaction, True)
        if interaction.choices is None:
            raise FakeDiscordError(
                f"the bot offered no autocomplete choices ({interaction.errors})"
            )
        return interaction.choices

    def _component_target(
        self, user: FakeUser, message: StoredMessage | int, custom_id: str
    ) -> tuple[StoredMessage, dict[str, Any]]:
        stored = self.message(message)
        if not stored.visible_for(user.id):
            raise MessageNotVisible(f"{user.username} cannot see message {stored.id}")
        component = stored.find_component(custom_id)
        if component is None:
            raise ComponentNotFound(
                f"no component {custom_id!r} on message {stored.id}; it has {stored.custom_ids()}"
            )
        if component.get("disabled"):
            raise ComponentDisabled(f"component {custom_id!r} on message {stored.id} is disabled")
        return stored, component

    async def click(
        self,
        user: FakeUser,
        message: StoredMessage | int,
        custom_id: str,
        /,
        *,
        locale: str | None = None,
        wait: bool = True,
        at: float | None = None,
        delay: float = 0.0,
    ) -> FakeInteraction:
        """A user clicks a button on a stored message (it must be there, enabled, and visible).
        ``at``: when Discord received the click (seconds since the Unix epoch, the fake's clock;
        default: now), which the interaction's id carries. ``delay``: seconds of the fake's
        clock between Discord receiving the click (now: its id is minted now, unless ``at``
        says otherwise) and the bot getting it, as over a slow link; the interaction is
        returned at once (``wait`` does not apply), and reaches the bot later
        (``FakeInteraction.delivered_at``)."""
        stored, component = self._component_target(user, message, custom_id)
        if component.get("type") != limits.BUTTON or component.get("style") in (5, 6):
            raise FakeDiscordError(f"{custom_id!r} is not a clickable button")
        channel = self.get_channel(stored.channel_id)
        data = {"custom_id": custom_id, "component_type": limits.BUTTON, "id": component.get("id")}
        interaction = self._interaction_base(
            MESSAGE_COMPONENT,
            user,
            channel,
            data,
            locale=locale,
            guild_locale=None,
            message=stored,
            at=at,
        )
        if delay > 0:
            return self._send_later(interaction, delay)
        return await self._send_interaction(interaction, wait)

    async def select(
        self,
        user: FakeUser,
        message: StoredMessage | int,
        custom_id: str,
        values: list[Any],
        /,
        *,
        locale: str | None = None,
        wait: bool = True,
    ) -> FakeInteraction:
        """A user picks `values` in a select menu (string values, or users/roles/channels)."""
        stored, component = self._component_target(user, message, custom_id)
        kind = component.get("type")
        if kind not in limits.SELECTS:
            raise FakeDiscordError(f"{custom_id!r} is not a select menu")
        low, high = limits.select_bounds(component)
        if not low <= len(values) <= high:
            raise FakeDiscordError(f"{custom_id!r} takes {low} to {high} values, not {len(values)}")
        channel = self.get_channel(stored.channel_id)
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": kind}
        if kind == limits.STRING_SELECT:
            offered = [o["value"] for o in component.get("options") or []]
            for value in values:
                if value not in offered:
                    raise FakeDiscordError(
                        f"{value!r} is not an option of {custom_id!r}: {offered}"
                    )
            data["values"] = list(values)
        else:
            resolved: dict[str, dict[str, Any]] = {}
            option_type = {5: 6, 6: 8, 7: 9, 8: 7}[kind]
            spec = {"type": option_type, "name": custom_id}
            data["values"] = [
                self._resolve_option(spec, v, resolved, user=user, channel=channel) for v in values
            ]
            data["resolved"] = resolved
        interaction = self._interaction_base(
            MESSAGE_COMPONENT, user, channel, data, locale=locale, guild_locale=None, message=stored
        )
        return await self._send_interaction(interaction, wait)

    async def submit_modal(
        self,
        user: FakeUser,
        opened_by: FakeInteraction,
        values: dict[str, Any],
        /,
        *,
        wait: bool = True,
    ) -> FakeInteraction:
        """The user fills in and submits the modal the bot opened in answer to `opened_by`."""
        modal = opened_by.modal
        if modal is None:
            raise FakeDiscordError(f"the bot opened no modal for interaction {opened_by.id}")
        if user.id != opened_by.user.id:
            raise FakeDiscordError("only the user who opened a modal can submit it")
        unknown = set(values) - {
            c.get("custom_id") for _, c in limits.walk_components(modal.get("components"))
        }
        if unknown:
            raise ComponentNotFound(f"the modal has no input(s) {sorted(unknown)}")

        def answer(component: dict[str, Any]) -> dict[str, Any]:
            kind = component.get("type")
            answered = {"type": kind, "id": component.get("id")}
            if kind == limits.TEXT_INPUT:
                value = values.get(component["custom_id"], "")
                if component.get("required", True) and not value:
                    raise FakeDiscordError(f"input {component['custom_id']!r} is required")
                return answered | {"custom_id": component["custom_id"], "value": value}
            if kind in limits.SELECTS:
                chosen = values.get(component["custom_id"], [])
                return answered | {"custom_id": component["custom_id"], "values": list(chosen)}
            if kind == limits.ACTION_ROW:
                return answered | {"components": [answer(c) for c in component["components"]]}
            if kind == limits.LABEL:
                return answered | {"component": answer(component["component"])}
            return answered

        components = self._normalize_components(modal.get("components"))
        data = {"custom_id": modal["custom_id"], "components": [answer(c) for c in components]}
        source = self.message(opened_by.message_id) if opened_by.message_id else None
        interaction = self._interaction_base(
            MODAL_SUBMIT,
            user,
            opened_by.channel,
            data,
            locale=opened_by.payload.get("locale"),
            guild_locale=None,
            message=source,
            owners=opened_by.owners,
        )
        return await self._send_interaction(interaction, wait)
