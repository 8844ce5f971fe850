"""Where a table's messages go, and how (issue 34): one path per *delivery*, chosen by the table
(``TableSettings.delivery``), never by the game.

- **Channel** (``ChannelDelivery``): the bot posts and edits as itself, in a server's channel
  or in its own DM with a person. Messages live as long as the channel.
- **Interactions** (``InteractionDelivery``): where the bot may not post (a group DM, a server
  where only a member's user install applies), the table is an interaction's answer, and
  every later write goes through an interaction token that still lives: a click's own answer
  (``UPDATE_MESSAGE``), then webhook edits and follow-ups with its token. A token lives 15
  minutes and, where only the user install applies, sends at most 5 follow-ups. So this
  delivery keeps the recent tokens of the table's interactions (``LiveToken``: not the
  interactions, see ``OpenHand``) and says which one can edit a message (``editor``), which
  can post (``poster``), and when the last one is about to expire (``freshest``), for the
  writer to say the table waits for *Resume*.

Both speak the same few calls the writer uses (``edit``, ``send``, ``delete``); an
interaction delivery with no live token raises ``NoLiveInteraction``.
"""

from __future__ import annotations

import contextlib
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, cast

import discord
from discord.http import handle_message_parameters
from discord.webhook.async_ import async_context

#: An interaction token lives 15 minutes (Discord).
TOKEN_LIFE = 15 * 60
#: A token is used only while younger than this: a request takes time, and a refused one
#: (50027) would cost a retry.
USABLE_FOR = 14 * 60
#: Follow-ups one interaction may send where only the user install applies.
FOLLOWUPS = 5
#: Tokens kept per table: a handful of the latest interactions is plenty.
KEPT_TOKENS = 8


class NoLiveInteraction(Exception):
    """Nothing can write the table's messages now: no interaction token lives (or none that
    can do this: edit that message, or send another follow-up)."""


@dataclass(slots=True, eq=False)
class LiveToken:
    """What writing through one interaction needs: its application, token, when Discord made
    it (seconds, Discord's time), how many follow-ups it sent, and the messages it may edit:
    its answer (``original``, also when the answer updated the message a control is on) and
    its follow-ups (``owned``)."""

    application_id: int
    token: str
    created: float
    followups: int = 0
    original: int | None = None
    owned: set[int] = field(default_factory=set)

    def age(self, now: float) -> float:
        return now - self.created

    def may_edit(self, message_id: int) -> bool:
        return message_id == self.original or message_id in self.owned


class ChannelDelivery:
    """The bot posts and edits as itself in ``channel_id``."""

    kind = "channel"

    def __init__(self, bot: discord.Client, channel_id: int) -> None:
        self.bot = bot
        self.channel_id = channel_id

    def channel(self) -> Any:
        return self.bot.get_channel(self.channel_id) or self.bot.get_partial_messageable(
            self.channel_id
        )

    async def edit(self, message_id: int, **fields: Any) -> Any:
        return await self.channel().get_partial_message(message_id).edit(**fields)

    async def send(self, content: str | None = None, **fields: Any) -> Any:
        return await self.channel().send(content, **fields)

    async def delete(self, message_id: int) -> None:
        with contextlib.suppress(discord.NotFound):  # already gone: fine
            await self.channel().get_partial_message(message_id).delete()


class InteractionDelivery:
    """Writes through the table's latest interactions (see the module docstring). ``now``: the
    clock tokens are aged on (Discord's time; the bot's clock)."""

    kind = "interaction"

    def __init__(self, bot: discord.Client, now: Callable[[], float]) -> None:
        self.bot = bot
        self.now = now
        self.tokens: deque[LiveToken] = deque(maxlen=KEPT_TOKENS)

    # ------------------------------------------------------------------ tokens

    def add(self, interaction: discord.Interaction, *, original: int | None = None) -> LiveToken:
        """An interaction at the table was answered (so its token may send follow-ups);
        ``original``: the message its answer is (or updated)."""
        for token in self.tokens:
            if token.token == interaction.token:
                if original is not None:
                    token.original = original
                return token
        live = LiveToken(
            interaction.application_id,
            interaction.token,
            interaction.created_at.timestamp(),
            original=original,
        )
        self.tokens.append(live)
        return live

    def _live(self) -> list[LiveToken]:
        now = self.now()
        return [t for t in self.tokens if t.age(now) < USABLE_FOR]

    def freshest(self) -> LiveToken | None:
        """The youngest token still usable (None: none)."""
        live = self._live()
        return max(live, key=lambda t: t.created) if live else None

    def editor(self, message_id: int | None) -> LiveToken | None:
        """The youngest usable token that may edit ``message_id``."""
        if message_id is None:
            return None
        able = [t for t in self._live() if t.may_edit(message_id)]
        return max(able, key=lambda t: t.created) if able else None

    def poster(self) -> LiveToken | None:
        """The youngest usable token that may send another follow-up."""
        able = [t for t in self._live() if t.followups < FOLLOWUPS]
        return max(able, key=lambda t: t.created) if able else None

    def forget(self, token: LiveToken) -> None:
        """Discord refused ``token`` (expired, unknown): never tried again."""
        with contextlib.suppress(ValueError):
            self.tokens.remove(token)

    # ------------------------------------------------------------------ writing

    def _webhook(self, token: LiveToken) -> discord.Webhook:
        state = self.bot._connection
        data: Any = {"id": token.application_id, "type": 3, "token": token.token}
        return discord.Webhook.from_state(data=data, state=state)

    async def edit(self, message_id: int, **fields: Any) -> Any:
        """Edit ``message_id`` through a token that may (its answer: ``@original``)."""
        token = self.editor(message_id)
        if token is None:
            raise NoLiveInteraction(message_id)
        try:
            if message_id == token.original:
                return await self._edit_original(token, **fields)
            return await self._webhook(token).edit_message(message_id, **fields)
        except discord.HTTPException as exc:
            if exc.status == 401:  # the token expired early: never again
                self.forget(token)
                raise NoLiveInteraction(message_id) from exc
            raise

    async def _edit_original(self, token: LiveToken, **fields: Any) -> dict[str, Any]:
        """``PATCH …/messages/@original``, as ``Interaction.edit_original_response`` does."""
        http = self.bot.http
        with handle_message_parameters(
            content=fields.get("content", discord.utils.MISSING),
            view=fields.get("view", discord.utils.MISSING),
            attachments=fields.get("attachments", discord.utils.MISSING),
            allowed_mentions=fields.get("allowed_mentions", discord.utils.MISSING),
            previous_allowed_mentions=self.bot.allowed_mentions,
        ) as params:
            answer: Any = await async_context.get().edit_original_interaction_response(
                token.application_id,
                token.token,
                session=cast(Any, http)._HTTPClient__session,  # what Interaction uses
                proxy=http.proxy,
                proxy_auth=http.proxy_auth,
                payload=params.payload,
                multipart=params.multipart,
                files=params.files,
            )
            return cast("dict[str, Any]", answer)  # the message's raw data

    async def send(self, content: str | None = None, **fields: Any) -> discord.WebhookMessage:
        """A public follow-up through the youngest token that may send one; the message is
        then that token's to edit."""
        token = self.poster()
        if token is None:
            raise NoLiveInteraction()
        token.followups += 1
        if "nonce" in fields:  # webhooks take no nonce: the outbox's look-up covers it
            fields = {k: v for k, v in fields.items() if k != "nonce"}
        try:
            sent = await self._webhook(token).send(
                content if content is not None else discord.utils.MISSING, wait=True, **fields
            )
        except discord.HTTPException as exc:
            if exc.status == 401:
                self.forget(token)
                raise NoLiveInteraction() from exc
            if exc.code == 40094:  # its follow-ups are used up after all
                token.followups = FOLLOWUPS
                raise NoLiveInteraction() from exc
            raise
        token.owned.add(sent.id)
        return sent

    async def delete(self, message_id: int) -> None:
        """Delete ``message_id`` if a live token may; else leave it (nobody can)."""
        token = self.editor(message_id)
        if token is None:
            return
        with contextlib.suppress(discord.NotFound):
            await self._webhook(token).delete_message(message_id)


Delivery = ChannelDelivery | InteractionDelivery
