"""`Playground`: the offline Discord with its people, `bot.py`'s bot, and the page's server.

The page's server speaks plain JSON over HTTP on 127.0.0.1 only (and refuses requests whose
Host or Origin is another site's, so no web page can drive it through the browser):

- `GET /api/world`: the server, its people, the commands each can type;
- `GET /api/view?as=USER&channel=ID`: one person's channel list and one channel's messages;
- `GET /api/changes?since=N`: answers once anything visible changed (or after 20 s), so the
  page is live without polling in a loop;
- `POST /api/slash|autocomplete|click|select|modal|user-command`: what a person does, through
  their `fakediscord.UserClient` (in the server, their DM with the bot, or the group DM of Ana,
  Ben and Cléo, where only Ana's own install of the app reaches the bot); the answer says
  whether the bot answered, and the form it opened;
- `POST /api/skip`: the clock of the bot and of the offline Discord moves 15 minutes on (or
  `minutes`), so a visitor sees interaction tokens expire and a table wait for *Resume*;
- `GET /files/<attachment id>/<name>` and `/emoji/<id>`: attachments and application emojis.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

import discord
from aiohttp import web

import bot as bot_module
import locales
from bot import DobroBot
from cogs.table.commands import Play
from fakediscord import FakeDiscord, FakeDiscordError, FakeInteraction, UserClient
from fakediscord.client import MANAGE_GUILD
from fakediscord.spec import load_spec
from playground.clock import SkipClock
from playground.views import apps_json, commands_json, message_json, view_json
from settings import Settings

_log = logging.getLogger("playground")

STATIC = Path(__file__).resolve().parent / "static"
DEFAULT_PORT = 8765
#: How long `/api/changes` holds a request when nothing changes.
CHANGES_WAIT = 20.0
#: Discord's moderator permissions for the playground's moderator: manage the server (the bot's
#: moderators) and messages (cancel a game in play, kick).
MANAGE_MESSAGES = 1 << 13
#: What "skip" moves the clock by, in minutes, unless told: an interaction token's life.
SKIP_MINUTES = 15
#: The most a visitor may skip at once (a week): enough for tables that wait days.
MAX_SKIP_MINUTES = 7 * 24 * 60


def app_languages() -> list[dict[str, str]]:
    """The languages a column's app can be in: each language of the bot's catalogue, as the
    Discord locale such an app sends ("en-US", "es-ES", "fr"), with its own name."""
    found = []
    for lang in locales.LANGUAGES:
        tags = [loc.value for loc in discord.Locale if locales.match(loc.value) == lang]
        preferred = [t for t in tags if t in (lang, f"{lang}-US", f"{lang}-{lang.upper()}")]
        found.append({"locale": (preferred or tags or [lang])[0], "name": locales.name(lang)})
    return found


@dataclass(frozen=True)
class Person:
    """Someone of the playground's server: a username, the name shown, and their language."""

    username: str
    name: str
    moderator: bool = False


#: Who added the app to their own account (a user install): the group DM's games go through it.
INSTALLED = ("ana",)
#: The group DM of three friends (the bot is not in it: it answers Ana's install there).
GROUP_DM = ("ana", "ben", "cleo")

#: The people of the playground's server, in the order the page offers them.
PEOPLE = (
    Person("ana", "Ana"),
    Person("ben", "Ben"),
    Person("cleo", "Cléo"),
    Person("dan", "Dan"),
    Person("mo", "Mo", moderator=True),
)


class Playground:
    """The offline Discord with the playground's server, the real bot, and the page.

    `python -m playground` calls `start` then `run` (the bot through `bot.run`, Ctrl-C to
    stop); tests call `start`, `start_bot` and `stop`."""

    def __init__(
        self,
        *,
        database: Path,
        port: int = DEFAULT_PORT,
        ai_delay: float = 1.2,
        table_edit_interval: float = 1.0,
        card_emojis: bool = True,
        hard_computer_workers: int = 1,
        log_level: str = "WARNING",
    ) -> None:
        # Requests are checked against Discord's OpenAPI spec where a developer has it (a
        # clone has not: then Discord's limits only, without a word to a newcomer about it).
        spec = load_spec()
        # One clock for the bot and for Discord, which a visitor may move forward (`skip`).
        self.clock = SkipClock()
        self.fake = FakeDiscord(member_names=(), validate=spec is not None, spec=spec)
        self.fake.follow(self.clock)
        self.fake.guild.name = "Dobro Playground"
        moderators = self.fake.add_role("Moderators", MANAGE_GUILD | MANAGE_MESSAGES)
        self.people: dict[int, UserClient] = {}
        for person in PEOPLE:
            member = self.fake.add_member(person.username, global_name=person.name)
            if person.moderator:
                self.fake.give_role(member, moderators)
            self.people[member.id] = UserClient(self.fake, member)
            self.fake.dm_channel(member)  # their DM with the bot, listed in their app
        self.fake.install(*(self.fake.member(name) for name in INSTALLED))
        self.group = self.fake.add_group_dm(*(self.fake.member(name) for name in GROUP_DM))
        # Every setting that says where the bot's data and Discord are is given here, so that
        # neither .env nor the environment (a developer's DATABASE_URL, say) reaches them.
        values: dict[str, Any] = {
            "discord_token": self.fake.token,
            "database_path": database,
            "database_url": None,
            # Global commands, as in production: DMs and group DMs see only those.
            "dev_guild_id": None,
            "shard_count": None,
            "shard_ids": None,
            "default_language": "en",
            "ai_delay": ai_delay,
            "table_edit_interval": table_edit_interval,
            "card_emojis": card_emojis,
            "hard_computer_workers": hard_computer_workers,
            "log_level": log_level,
        }
        self.settings = Settings(_env_file=None, **values)  # type: ignore[call-arg]
        # bot.py's composition root, as `python bot.py`, its clock the playground's.
        self.bot = DobroBot(self.settings, clock=self.clock)
        self._setup_hook = self.bot.setup_hook
        self.bot.setup_hook = self._bot_setup  # type: ignore[method-assign]
        self.port = port
        self._runner: web.AppRunner | None = None
        self._bot_task: asyncio.Task[None] | None = None

    # ------------------------------------------------------------------ lifecycle

    async def start(self, monkeypatch: Any = None) -> None:
        """Start the offline Discord (discord.py pointed at it: for the process, or undone by
        `monkeypatch`) and the page's server on 127.0.0.1."""
        await self.fake.start()
        self.fake.patch(monkeypatch)
        app = web.Application(middlewares=[self._same_site], client_max_size=1024 * 1024)
        app.router.add_get("/", self._index)
        app.router.add_static("/static/", STATIC, append_version=False)
        app.router.add_get("/api/world", self._world)
        app.router.add_get("/api/view", self._view)
        app.router.add_get("/api/changes", self._changes)
        app.router.add_post("/api/slash", self._slash)
        app.router.add_post("/api/autocomplete", self._autocomplete)
        app.router.add_post("/api/click", self._click)
        app.router.add_post("/api/select", self._select)
        app.router.add_post("/api/modal", self._modal)
        app.router.add_post("/api/user-command", self._user_command)
        app.router.add_post("/api/skip", self._skip)
        app.router.add_get("/files/{id}/{name}", self._file)
        app.router.add_get("/emoji/{id}", self._emoji)
        # Stopping cancels the page's waiting requests (`/api/changes`) after half a second.
        self._runner = web.AppRunner(
            app, access_log=None, handle_signals=False, shutdown_timeout=0.5
        )
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", self.port, reuse_address=True)
        await site.start()
        server = getattr(site, "_server", None)
        sockets = getattr(server, "sockets", None) or []
        if sockets:
            self.port = sockets[0].getsockname()[1]

    async def _bot_setup(self) -> None:
        """The bot's own setup, then its table writers age interaction tokens on the
        playground's clock (Discord's), as the tests whose Discord follows a fake clock do."""
        await self._setup_hook()
        play = self._play()
        if play is not None:
            play.writers.discord_now = self.clock.now

    async def skip(self, seconds: float) -> None:
        """Move the bot's and Discord's clock ``seconds`` on, what falls due meanwhile done in
        order (tokens expire, a table waits for *Resume*, timers and computers run)."""
        await self.clock.skip(seconds, self._settle)

    def _play(self) -> Play | None:
        """The bot's *Play* cog (its table writers). Not found by ``isinstance``: closing a
        bot unloads its extensions, and discord.py then drops their modules from
        ``sys.modules``, so in a process that closed a bot before (a test run) this bot's cog
        is of a module imported again, another class than the ``Play`` imported here."""
        cog = self.bot.get_cog("Play")
        return cast(Play, cog) if cog is not None and hasattr(cog, "writers") else None

    async def _settle(self) -> None:
        """Let the bot finish what a click or a wake-up started (its answer, moves, table
        edits, requests)."""
        play = self._play()
        for _ in range(3):
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._answered(), 5)
                if self.bot.tables is not None:
                    await asyncio.wait_for(self.bot.tables.idle(), 5)
                if play is not None:
                    await asyncio.wait_for(play.idle(), 5)
                await self.fake.wait_idle(timeout=5)

    async def _answered(self) -> None:
        """Until the bot answered every interaction Discord still waits on (a click's handler
        is none of the bot's tasks the offline Discord sees)."""
        fake = self.fake

        def waiting() -> bool:
            now = fake.clock.now()
            return any(
                not i.acknowledged
                and not i.errors
                and now - i.created_at <= fake.interaction_deadline
                for i in fake.interactions
            )

        while waiting():
            await asyncio.sleep(0.005)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    async def run(self) -> None:
        """Run the bot as `python bot.py` does (`bot.run`: SIGINT/SIGTERM close it) until it
        stops."""
        await bot_module.run(self.settings, self.bot)

    async def start_bot(self, timeout: float = 60.0) -> None:
        """Start the bot in the background and wait until its commands are synced."""
        self._bot_task = asyncio.create_task(self.bot.start(self.fake.token))
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not (self.bot.is_ready() and self.ready):
            if self._bot_task.done():
                self._bot_task.result()
                raise RuntimeError("the bot stopped before it was ready")
            if loop.time() > deadline:
                raise TimeoutError("the bot did not get ready in the playground")
            await asyncio.sleep(0.02)
        self.fake.attach(self.bot)

    @property
    def ready(self) -> bool:
        """Whether the bot synced its commands to the server (the page can be used)."""
        return bool(self.fake.commands())

    async def stop(self) -> None:
        """Close the bot (if `start_bot` started it), the page's server and the offline
        Discord."""
        if self._bot_task is not None:
            await self.bot.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._bot_task, timeout=10)
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        await self.fake.stop()

    # ------------------------------------------------------------------ the page's server

    @web.middleware
    async def _same_site(
        self, request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
    ) -> web.StreamResponse:
        """Only this page: a Host naming this machine and port, and no Origin of another
        site (a page elsewhere cannot post clicks here, nor rebind a name to 127.0.0.1)."""
        allowed = {f"127.0.0.1:{self.port}", f"localhost:{self.port}"}
        origin = request.headers.get("Origin")
        if request.host not in allowed or (
            origin is not None and origin not in {f"http://{a}" for a in allowed}
        ):
            return web.json_response({"error": "not this playground's page"}, status=403)
        return await handler(request)

    async def _index(self, request: web.Request) -> web.StreamResponse:
        return web.FileResponse(STATIC / "index.html", headers={"Cache-Control": "no-store"})

    def _client(self, value: Any, locale: Any = None) -> UserClient:
        try:
            client = self.people[int(value)]
        except (TypeError, ValueError, KeyError):
            raise web.HTTPBadRequest(text=json.dumps({"error": "no such person"})) from None
        client.locale = str(locale) if locale else None
        return client

    async def _world(self, request: web.Request) -> web.StreamResponse:
        fake = self.fake
        members = {str(m.id): m.display_name for m in fake.guild.members}
        members[str(fake.bot_user.id)] = "Dobro"
        people = [
            {
                "id": str(c.user.id),
                "name": c.user.display_name,
                "username": c.user.username,
                "moderator": c.moderator,
                "commands": commands_json(c),
                # What their app offers in their DMs (by channel), and in the Apps menu.
                "places": {
                    str(place.id): commands_json(c, place) for place in c.private_channels()
                },
                "apps": apps_json(c),
            }
            for c in self.people.values()
        ]
        return web.json_response(
            {
                "guild": {"id": str(fake.guild.id), "name": fake.guild.name},
                "ready": self.ready,
                "revision": fake.revision,
                "bot": str(fake.bot_user.id),
                "people": people,
                "members": members,
                "roles": {
                    str(r.id): {"name": r.name, "color": r.color} for r in fake.guild.roles[1:]
                },
                "channels": {str(c.id): c.name for c in fake.guild.channels + fake.threads},
                "languages": app_languages(),
                "installed": [self.fake.member(name).display_name for name in INSTALLED],
                "skipped": round(self.clock.offset),
                "validation": (
                    "Discord's limits and its OpenAPI schema"
                    if fake.spec is not None
                    else "Discord's limits (no OpenAPI spec here)"
                ),
                "violations": list(fake.violations[-20:]),
            }
        )

    async def _view(self, request: web.Request) -> web.StreamResponse:
        client = self._client(request.query.get("as"))
        channel = request.query.get("channel")
        wanted = int(channel) if channel and channel.isdigit() else None
        view = view_json(client, wanted)
        view["violations"] = len(self.fake.violations)
        view["channel_names"] = {
            str(c.id): c.name for c in self.fake.guild.channels + self.fake.threads
        }
        return web.json_response(view)

    async def _changes(self, request: web.Request) -> web.StreamResponse:
        since = int(request.query.get("since", "0") or 0)
        revision = await self.fake.changes(since, CHANGES_WAIT)
        return web.json_response({"revision": revision, "ready": self.ready})

    async def _body(self, request: web.Request) -> dict[str, Any]:
        try:
            body = await request.json()
        except ValueError:
            raise web.HTTPBadRequest(text=json.dumps({"error": "not JSON"})) from None
        if not isinstance(body, dict):
            raise web.HTTPBadRequest(text=json.dumps({"error": "not an object"}))
        return body

    async def _act(self, action: Callable[[], Awaitable[FakeInteraction]]) -> web.StreamResponse:
        """Do what a person did; what their app shows next: nothing (the messages change),
        a form the bot opened, or "This interaction failed"."""
        try:
            interaction = await action()
        except (FakeDiscordError, KeyError, ValueError, TypeError) as exc:
            # What a real app would not let them do (a disabled button, a message gone).
            return web.json_response({"error": str(exc).split("\n")[0]}, status=409)
        return web.json_response(
            {
                "interaction": str(interaction.id),
                "answered": interaction.acknowledged,
                "errors": [f"{code}: {why}" for code, why in interaction.errors],
                "modal": interaction.modal,
                "messages": [message_json(self.fake, m) for m in interaction.messages()],
            }
        )

    async def _slash(self, request: web.Request) -> web.StreamResponse:
        body = await self._body(request)
        client = self._client(body.get("as"), body.get("locale"))
        options = body.get("options") or {}
        return await self._act(
            lambda: client.slash(str(body.get("channel")), str(body.get("command")), options)
        )

    async def _autocomplete(self, request: web.Request) -> web.StreamResponse:
        body = await self._body(request)
        client = self._client(body.get("as"), body.get("locale"))
        try:
            choices = await client.autocomplete(
                str(body.get("channel")),
                str(body.get("command")),
                str(body.get("focused")),
                body.get("options") or {},
            )
        except (FakeDiscordError, KeyError, ValueError, TypeError) as exc:
            return web.json_response({"choices": [], "error": str(exc).split("\n")[0]})
        return web.json_response({"choices": choices})

    async def _click(self, request: web.Request) -> web.StreamResponse:
        body = await self._body(request)
        client = self._client(body.get("as"), body.get("locale"))
        return await self._act(lambda: client.click(str(body.get("message")), str(body.get("id"))))

    async def _select(self, request: web.Request) -> web.StreamResponse:
        body = await self._body(request)
        client = self._client(body.get("as"), body.get("locale"))
        values = list(body.get("values") or [])
        return await self._act(
            lambda: client.select(str(body.get("message")), str(body.get("id")), values)
        )

    async def _modal(self, request: web.Request) -> web.StreamResponse:
        body = await self._body(request)
        client = self._client(body.get("as"), body.get("locale"))
        values = dict(body.get("values") or {})
        return await self._act(lambda: client.submit_modal(str(body.get("interaction")), values))

    async def _user_command(self, request: web.Request) -> web.StreamResponse:
        """An entry of a person's *Apps* menu, picked on someone (``target``, a user id)."""
        body = await self._body(request)
        client = self._client(body.get("as"), body.get("locale"))
        return await self._act(
            lambda: client.user_command(
                str(body.get("channel")), str(body.get("command")), str(body.get("target"))
            )
        )

    async def _skip(self, request: web.Request) -> web.StreamResponse:
        body = await self._body(request)
        minutes = body.get("minutes", SKIP_MINUTES)
        if not isinstance(minutes, int | float) or not 0 < minutes <= MAX_SKIP_MINUTES:
            return web.json_response(
                {"error": f"minutes: from 1 to {MAX_SKIP_MINUTES}"}, status=400
            )
        await self.skip(minutes * 60)
        return web.json_response({"skipped": round(self.clock.offset)})

    async def _file(self, request: web.Request) -> web.StreamResponse:
        ident = request.match_info["id"]
        file = self.fake.file(int(ident)) if ident.isdigit() else None
        if file is None:
            raise web.HTTPNotFound()
        return web.Response(
            body=file.data,
            content_type=file.content_type or "application/octet-stream",
            headers={"Cache-Control": "max-age=3600"},
        )

    async def _emoji(self, request: web.Request) -> web.StreamResponse:
        ident = request.match_info["id"].split(".")[0]
        emoji = self.fake.app_emojis.get(int(ident)) if ident.isdigit() else None
        if emoji is None:
            raise web.HTTPNotFound()
        return web.Response(
            body=emoji.image,
            content_type=emoji.content_type,
            headers={"Cache-Control": "max-age=86400"},
        )
