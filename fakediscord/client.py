"""A person's Discord client on the offline Discord: what one member sees and what they can do.

`FakeDiscord.slash`, `click`, `select`, `submit_modal` and `autocomplete` send interactions as
anyone; a `UserClient` is one member's side of them, as their Discord app has it:

- **what they see**: the channels and threads they can open, their DM with the bot and their
  group DMs (`private_channels`), each channel's messages with their own ephemeral ones among
  them (never anyone else's), and the commands they can type there (or pick in the *Apps*
  menu: `commands(kind=2)`);
- **what they do**: a slash command with options, an autocomplete, a click, a select, a modal
  submitted, an *Apps* menu entry picked on someone (`user_command`), each returning once the
  bot answered (or Discord's 3 seconds are up, when their app would say "This interaction
  failed"), without waiting for the bot to be idle: a table's computers may go on playing for
  minutes.

The playground's page (`playground/`) is built on it, and tests can use it too:

    ana = UserClient(fake, fake.member("ana"))
    opened = await ana.slash(fake.channel, "dobro new", {"game": "sticks", "seats": 2})
    assert opened.acknowledged and ana.messages(fake.channel)[-1].visible_for(ana.user.id)

Ids may be given as strings, as Discord's clients send them (a snowflake does not fit in a
JavaScript number).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from fakediscord.models import (
    CONTEXT_GUILD,
    DM,
    GROUP_DM,
    MANAGE_THREADS,
    PRIVATE_THREAD,
    VIEW_CHANNEL,
    FakeChannel,
    FakeDiscordError,
    FakeInteraction,
    FakeUser,
    StoredMessage,
)
from fakediscord.server import AUTOCOMPLETE, FakeDiscord

#: Discord's permission to manage the server (moderators, `/dobro config`).
MANAGE_GUILD = 1 << 5


class UserClient:
    """One member of the fake's guild, through their own Discord app."""

    def __init__(self, fake: FakeDiscord, user: FakeUser, *, locale: str | None = None) -> None:
        self.fake = fake
        self.user = user
        #: The app's language (Discord sends it with every interaction); None: the user's own.
        self.locale = locale

    def __repr__(self) -> str:
        return f"<UserClient {self.user.username}>"

    # ------------------------------------------------------------------ what they see

    @property
    def guild(self) -> Any:
        """The guild they are in (the fake's first guild, or the one they belong to)."""
        return next((g for g in self.fake.guilds if self.user in g.members), self.fake.guild)

    def can_see(self, channel: FakeChannel | int | str) -> bool:
        """Whether the channel (or thread) shows in their channel list: they may view it, and a
        private thread only if they were added to it (or manage threads)."""
        found = self.fake.get_channel(int(getattr(channel, "id", channel)))
        if found.type == DM:
            return found.recipient is self.user
        if found.type == GROUP_DM:
            return not found.deleted and any(u is self.user for u in found.recipients)
        if found.guild_id != self.guild.id:
            return False
        permissions = self.fake.permissions_in(self.user, found)
        if not permissions & VIEW_CHANNEL:
            return False
        if found.type == PRIVATE_THREAD:
            return self.user.id in found.thread_members or bool(permissions & MANAGE_THREADS)
        return True

    def channels(self) -> list[FakeChannel]:
        """Their channel list: text channels by position, each followed by its threads, newest
        thread first (as Discord's sidebar lists active threads)."""
        guild = self.guild
        texts = sorted(
            (c for c in guild.channels if not c.deleted and not c.is_thread and self.can_see(c)),
            key=lambda c: (c.position, c.id),
        )
        threads = [t for t in self.fake.threads if t.guild_id == guild.id and self.can_see(t)]
        listed: list[FakeChannel] = []
        for channel in texts:
            listed.append(channel)
            own = [t for t in threads if t.parent_id == channel.id]
            listed += sorted(own, key=lambda t: t.id, reverse=True)
        return listed

    def private_channels(self) -> list[FakeChannel]:
        """Their direct messages: the DM with the bot (if opened) and their group DMs."""
        dms = [
            c
            for c in self.fake._channels.values()
            if c.type == DM and c.recipient is self.user and not c.deleted
        ]
        return dms + self.fake.group_dms(self.user)

    def messages(
        self, channel: FakeChannel | int | str, *, limit: int | None = None
    ) -> list[StoredMessage]:
        """A channel as they see it, oldest first: every public message, and their own
        ephemeral ones where they came (nobody else's); the last `limit` of them."""
        target = self.fake.get_channel(int(getattr(channel, "id", channel)))
        if not self.can_see(target):
            raise FakeDiscordError(f"{self.user.username} cannot see #{target.name}")
        found = self.fake.messages(target, visible_to=self.user)
        return found if limit is None else found[-limit:]

    def ephemerals(self, channel: FakeChannel | int | str | None = None) -> list[StoredMessage]:
        """The ephemeral messages shown to them (in one channel, or anywhere)."""
        where = None if channel is None else int(getattr(channel, "id", channel))
        return self.fake.ephemerals(self.user, where)

    def commands(
        self, place: FakeChannel | int | str | None = None, *, kind: int = 1
    ) -> list[dict[str, Any]]:
        """The commands their app offers (slash commands; ``kind`` 2: the user context menus
        of the *Apps* menu): in the guild (the guild's, then the global ones), without those
        their permissions hide; in a DM or group DM (``place``), the global ones allowed
        there whose install reaches the app for them (the bot's DM, or their own install)."""
        channel = None if place is None else self._channel(place)
        if channel is not None and channel.private:
            context = self.fake.context_of(channel)
            installs = self.fake.installs_here(self.user, channel)
            found = []
            for command in self.fake.commands():
                if command.get("type", 1) != kind:
                    continue
                types = command.get("integration_types") or [0]
                contexts = command.get("contexts") or [CONTEXT_GUILD]
                if context in contexts and any(int(k) in types for k in installs):
                    found.append(command)
            return found
        have = self.fake.base_permissions(self.user, self.guild)
        found = []
        for command in [*self.fake.commands(self.guild), *self.fake.commands()]:
            if command.get("type", 1) != kind:
                continue
            needed = command.get("default_member_permissions")
            if needed is not None and int(needed) & have != int(needed):
                continue
            found.append(command)
        return found

    @property
    def moderator(self) -> bool:
        """Whether they may manage the server (the bot's moderators, with its role setting
        aside): the owner, administrators and *Manage Server*."""
        return bool(self.fake.base_permissions(self.user, self.guild) & MANAGE_GUILD)

    # ------------------------------------------------------------------ what they do

    async def slash(
        self,
        channel: FakeChannel | int | str,
        command: str,
        options: Mapping[str, Any] | None = None,
    ) -> FakeInteraction:
        """Run `/command` (e.g. "dobro new") with its options, in a channel they see."""
        target = self._channel(channel)
        interaction = await self.fake.slash(
            self.user, target, command, options=dict(options or {}), locale=self.locale, wait=False
        )
        await self.fake.answered(interaction)
        return interaction

    async def user_command(
        self, channel: FakeChannel | int | str, name: str, target: FakeUser | int | str
    ) -> FakeInteraction:
        """Pick the app's user context menu ``name`` (their *Apps* menu) on ``target``."""
        place = self._channel(channel)
        person = target if isinstance(target, FakeUser) else self.fake.user(int(target))
        if person is None:
            raise FakeDiscordError(f"no user {target!r}")
        interaction = await self.fake.user_command(
            self.user, place, name, person, locale=self.locale, wait=False
        )
        await self.fake.answered(interaction)
        return interaction

    async def autocomplete(
        self,
        channel: FakeChannel | int | str,
        command: str,
        focused: str,
        options: Mapping[str, Any] | None = None,
    ) -> list[dict[str, Any]]:
        """The choices the bot suggests while they type option `focused` (its value so far in
        `options`); none if the bot did not answer in time, as their app would show."""
        target = self._channel(channel)
        values = {focused: "", **dict(options or {})}
        data, owners = self.fake._command(command, target, self.user, values, focused=focused)
        interaction = self.fake._interaction_base(
            AUTOCOMPLETE,
            self.user,
            target,
            data,
            locale=self.locale,
            guild_locale=None,
            owners=owners,
        )
        await self.fake._send_interaction(interaction, False)
        await self.fake.answered(interaction)
        return list(interaction.choices or [])

    async def click(self, message: StoredMessage | int | str, custom_id: str) -> FakeInteraction:
        """Press a button of a message they see."""
        stored = self.fake.message(int(getattr(message, "id", message)))
        interaction = await self.fake.click(
            self.user, stored, custom_id, locale=self.locale, wait=False
        )
        await self.fake.answered(interaction)
        return interaction

    async def select(
        self, message: StoredMessage | int | str, custom_id: str, values: Sequence[Any]
    ) -> FakeInteraction:
        """Pick `values` in a select menu of a message they see (ids for user, role, and
        channel menus)."""
        stored = self.fake.message(int(getattr(message, "id", message)))
        interaction = await self.fake.select(
            self.user, stored, custom_id, list(values), locale=self.locale, wait=False
        )
        await self.fake.answered(interaction)
        return interaction

    async def submit_modal(
        self, opened_by: FakeInteraction | int | str, values: Mapping[str, Any]
    ) -> FakeInteraction:
        """Fill in and submit the form (modal) the bot opened in answer to one of their
        interactions: `values` by input custom id (a string, or a list for a select)."""
        source = (
            opened_by
            if isinstance(opened_by, FakeInteraction)
            else self.fake.interaction(int(opened_by))
        )
        interaction = await self.fake.submit_modal(self.user, source, dict(values), wait=False)
        await self.fake.answered(interaction)
        return interaction

    def _channel(self, channel: FakeChannel | int | str) -> FakeChannel:
        target = self.fake.get_channel(int(getattr(channel, "id", channel)))
        if not self.can_see(target):
            raise FakeDiscordError(f"{self.user.username} cannot see #{target.name}")
        return target
