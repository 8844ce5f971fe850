"""The one writer of a table's messages: the table message, the turn ping, open hands, and the
messages the outbox owes (a game's results).

Each table in memory gets one ``TableWriter`` (owned by the ``Writers`` of the play cog). It
renders the latest state only and coalesces bursts (at most one table edit per ``interval``
seconds, and none while a computer is about to move), so a run of computer moves is one edit
with the move before it; the turn (the next player's hand refreshed, or a ping) is never held
back by that pacing. Each step (table, ping, owed messages, closed hands) runs on its own: a
failed edit never holds back the turn ping. Any failure is logged and retried with backoff
(cut short by the next change) until the message shows the latest state. A closed table's
writer stops, and releases the table from the service, once everything is written.

**Riding on interactions** (issue 35). Discord's global limit (50 requests a second for the
whole bot, ``cogs.budget``) does not cover an interaction's response and its webhook, for 15
minutes after the click. So the writer waits for a click at its table to be answered (at most
``CLICK_HOLD``), then writes through that click's token where it can:

* a new message (a ping, a fresh table message, the results, Play again's invitation) is a
  public follow-up of the table's freshest interaction (``OpenHand``, same channel);
* a message made that way, or answered with (the lobby of ``/dobro new``, a table message a
  click updated in place), is edited and deleted through its own interaction's webhook while
  that token lives (``Owner``);
* open hands are refreshed through their own tokens, as before.

Only what has no live token goes on the global budget, by priority: a ping and the results
first (``Priority.URGENT``); a table message's edit waits its turn among the tables
(``Priority.TABLE``, a reservation: it renders the latest state once its turn has come); an
old ping's delete and the "moved" pointer last (``Priority.COSMETIC``).
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import hashlib
import json
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Hashable
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any, cast

import discord
from discord.http import handle_message_parameters
from discord.webhook.async_ import async_context

import faces
from cogs import cards_as_words, let_go_view, message_link, stored_unix
from cogs.app import DobroClient
from cogs.budget import GlobalBudget, Priority, Reservation
from cogs.games import renderer
from cogs.i18n import interaction_language, t
from cogs.table import controls
from cogs.table import render as ui
from cogs.table.delivery import (
    ChannelDelivery,
    Delivery,
    InteractionDelivery,
    LiveToken,
    NoLiveInteraction,
)
from cogs.table.factory import TABLE_CONTROLS
from cogs.table.race import snowflake_ms
from games.protocol import is_race
from storage import GameStatus, OutboxItem
from storage.outbox import MAX_ATTEMPTS
from tables import Table, TableService

_log = logging.getLogger(__name__)

#: Interaction tokens live 15 minutes; refresh a hand only while well inside that.
HAND_TOKEN_SECONDS = 14 * 60
#: ... and ride on an interaction's webhook (follow-ups, edits of its messages) as long.
RIDE_SECONDS = 14 * 60
#: Discord limits edits of messages older than an hour: post a fresh table message before.
FRESH_TABLE_AFTER = 50 * 60
#: While computers are about to move, the table edit waits for them, at most this many
#: ``interval``s after the first change not shown (computers take about 1.2 s a move).
HOLD_FOR_COMPUTERS = 4
#: Retries after a failed step wait 1, 2, 4… seconds, at most this long.
RETRY_MAX = 60.0
#: ... and at most this long when Discord's rate limits made discord.py give up (a 429 storm):
#: its limits last seconds, and a person waiting for their turn ping must not wait a minute.
RATE_LIMITED_RETRY_MAX = 4.0
#: How long the writer leaves a race's board to a right claim's own answer (seconds, at most
#: one pacing interval when paced): that answer draws the new board within a render; the
#: writer draws it only if the answer failed.
CLICK_GRACE = 1.0
#: A race's pacing (``TableWriter._race_wait``): a board with new cards is edited at once, as
#: long as the table message's edits stay at most ``RACE_EDITS`` in any ``RACE_WINDOW`` pacing
#: intervals (Discord allows about 5 edits per 5 s in a channel); a change that leaves the
#: cards as they are rides with the next cards, or waits ``RACE_WINDOW`` intervals.
RACE_EDITS = 4
RACE_WINDOW = 5
#: Discord's "maximum number of edits to messages older than 1 hour reached".
OLD_MESSAGE_EDITS = 30046
#: How long the writer waits for a click at its table to be answered before writing (so that
#: the click's answer goes first and the writer can ride on its token), at most.
CLICK_HOLD = 0.5
#: A table delivered through interactions (``cogs.table.delivery``): when the token that may
#: edit its message is this old and a younger one may post, the table moves to a fresh
#: follow-up of the younger (its old message points to it); when the youngest token is this
#: old (``WAIT_AT``), the table says it waits for *Resume* and is held (``TableService.hold``)
#: before the token expires (15 minutes).
HAND_OVER_AT = 12 * 60
WAIT_AT = 13 * 60

NO_PINGS = discord.AllowedMentions.none()


@dataclass(slots=True, frozen=True)
class OpenHand:
    """An interaction's token, for what its webhook can still do for 15 minutes (follow-ups,
    edits and deletes of its messages, outside Discord's global limit): when Discord made it,
    the language it was answered in and its channel. Kept instead of the interaction: a
    discord.py ``Interaction`` holds its member, channel, payload and parsed message (hundreds
    of objects), and at 1,000 tables four open hands each would be most of the bot's memory
    and of every full garbage collection's work."""

    application_id: int
    token: str
    created: float
    lang: str
    channel_id: int | None = None
    #: The hand is a follow-up of the interaction (its id), not its answer (None).
    message_id: int | None = None

    @classmethod
    def of(cls, interaction: discord.Interaction, message_id: int | None = None) -> OpenHand:
        return cls(
            interaction.application_id,
            interaction.token,
            interaction.created_at.timestamp(),
            interaction_language(interaction),
            interaction.channel_id,
            message_id,
        )

    def age(self, now: float | None = None) -> float:
        """Seconds since Discord made the interaction (the token's age), at ``now`` (Discord's
        time; default: the system clock's)."""
        return (_utc_now() if now is None else now) - self.created


@dataclass(slots=True, frozen=True)
class Owner:
    """A message the bot may edit or delete through an interaction's webhook: ``via``'s
    original response ("@original") or one of its follow-ups (its id)."""

    via: OpenHand
    target: str = "@original"


def _adapter(bot: discord.Client) -> dict[str, Any]:
    http = bot.http
    return {
        "session": http._HTTPClient__session,  # type: ignore[attr-defined]  # what Interaction uses
        "proxy": http.proxy,
        "proxy_auth": http.proxy_auth,
    }


def _message_parameters(bot: discord.Client, **given: Any) -> Any:
    """discord.py's request parameters for a message (content, view, files…)."""
    return handle_message_parameters(previous_allowed_mentions=bot.allowed_mentions, **given)


async def webhook_edit(bot: discord.Client, owner: Owner, **message: Any) -> Any:
    """Edit a message through its interaction's webhook (not the global limit), without
    building the message discord.py would return: Discord's answer as it came (its JSON).
    Raises ``discord.HTTPException``."""
    view = message.get("view")
    with _message_parameters(bot, **message) as params:
        via = owner.via
        adapter = async_context.get()
        if owner.target == "@original":
            return await adapter.edit_original_interaction_response(
                via.application_id,
                via.token,
                payload=params.payload,
                multipart=params.multipart,
                files=params.files,
                **_adapter(bot),
            )
        return await adapter.edit_webhook_message(
            via.application_id,
            via.token,
            int(owner.target),
            payload=params.payload,
            multipart=params.multipart,
            files=params.files,
            with_components=view is not None,
            **_adapter(bot),
        )


async def webhook_post(bot: discord.Client, via: OpenHand, **message: Any) -> int:
    """A public follow-up of ``via``'s interaction (not the global limit): its message id."""
    view = message.get("view")
    with _message_parameters(bot, **message) as params:
        data = await async_context.get().execute_webhook(
            via.application_id,
            via.token,
            payload=params.payload,
            multipart=params.multipart,
            files=params.files,
            wait=True,
            with_components=view is not None,
            **_adapter(bot),
        )
    assert data is not None
    return int(data["id"])


async def webhook_delete(bot: discord.Client, owner: Owner) -> None:
    """Delete a message through its interaction's webhook (not the global limit)."""
    via = owner.via
    adapter = async_context.get()
    if owner.target == "@original":
        await adapter.delete_original_interaction_response(
            via.application_id, via.token, **_adapter(bot)
        )
    else:
        await adapter.delete_webhook_message(
            via.application_id, via.token, int(owner.target), **_adapter(bot)
        )


async def channel_post(bot: discord.Client, channel_id: int, **message: Any) -> int:
    """A message posted in a channel (on the global limit): its id, without building the
    ``Message`` discord.py would."""
    with _message_parameters(bot, **message) as params:
        data = await bot.http.send_message(channel_id, params=params)
    return int(data["id"])


async def channel_edit(
    bot: discord.Client, channel_id: int, message_id: int, **message: Any
) -> Any:
    """A message edited through its channel (on the global limit): Discord's answer as it
    came (its JSON)."""
    with _message_parameters(bot, **message) as params:
        return await bot.http.edit_message(channel_id, message_id, params=params)


async def edit_hand(bot: discord.Client, hand: OpenHand, view: discord.ui.LayoutView) -> None:
    """Edit the message ``hand`` answered with, as ``Interaction.edit_original_response`` does,
    without building the ``InteractionMessage`` it returns (nobody reads it; a hand message is
    some 500 objects, made and dropped on every refresh). Raises ``discord.HTTPException``."""
    target = "@original" if hand.message_id is None else str(hand.message_id)
    await webhook_edit(bot, Owner(hand, target), view=view)


def token_gone(exc: discord.HTTPException) -> bool:
    """Discord no longer knows the interaction's token (it expired, or the interaction is
    gone): 401 "Invalid Webhook Token", or 404 "Unknown Webhook"."""
    return exc.status == 401 or (exc.status == 404 and exc.code == 10015)


async def find_posted(channel: Any, since: str, custom_id: str) -> int | None:
    """The id of the bot's message in ``channel`` carrying ``custom_id`` (an owed message's
    own control), posted since ``since`` (a stored time: the last try); None if it is not
    there (or cannot be read). What makes an owed message never posted twice, however long
    the outage."""
    after = discord.utils.time_snowflake(datetime.fromtimestamp(stored_unix(since) - 60, UTC))
    me = channel._state.user.id if getattr(channel, "_state", None) else None
    try:
        async for message in channel.history(limit=100, after=discord.Object(after)):
            if me is not None and message.author.id != me:
                continue
            if custom_id in custom_ids_of(message):
                return int(message.id)
    except discord.HTTPException:
        return None
    return None


def custom_ids_of(message: discord.Message) -> set[str]:
    """Every custom id on a message's components (nested, components V2 included)."""
    found: set[str] = set()
    stack: list[Any] = list(message.components)
    while stack:
        item = stack.pop()
        custom_id = getattr(item, "custom_id", None)
        if custom_id:
            found.add(custom_id)
        for attr in ("children", "components", "accessory"):
            more = getattr(item, attr, None)
            if isinstance(more, list | tuple):
                stack.extend(more)
            elif more is not None:
                stack.append(more)
    return found


#: How many times discord.py tries a request Discord answers 429 before it gives up.
DISCORD_TRIES = 5


def rate_limited(exc: BaseException) -> bool:
    """Whether discord.py gave up on a request because of Discord's rate limits: five 429s in a
    row (``HTTPException`` 429), or a wait longer than it allows (``RateLimited``)."""
    if isinstance(exc, discord.RateLimited):
        return True
    return isinstance(exc, discord.HTTPException) and exc.status == 429


def pinging(*user_ids: int) -> discord.AllowedMentions:
    """Exactly the people whose turn it is are notified."""
    return discord.AllowedMentions(
        everyone=False,
        roles=False,
        replied_user=False,
        users=[discord.Object(user_id) for user_id in user_ids],
    )


def _utc_now() -> float:
    return discord.utils.utcnow().timestamp()


def _discord_ms(message: Any) -> int | None:
    """When Discord last wrote ``message`` (its edit, else its creation), a ``Message`` or
    Discord's JSON of one: ms since the epoch; None if it is neither."""
    if isinstance(message, discord.Message):
        when = message.edited_at or message.created_at
    elif isinstance(message, dict):
        stamp = message.get("edited_timestamp") or message.get("timestamp")
        if not isinstance(stamp, str):
            return None
        when = datetime.fromisoformat(stamp)
    else:
        return None
    return round(when.timestamp() * 1000)


def _payload(view: discord.ui.LayoutView) -> bytes:
    """A digest of what the view sends: enough to skip an edit that would change nothing,
    without keeping the whole payload per table."""
    # The same view always lists its keys in the same order: no sorting needed.
    text = json.dumps(view.to_components(), separators=(",", ":"), default=str)
    return hashlib.blake2b(text.encode(), digest_size=16).digest()


class TableWriter:
    """Writes one table's messages; see the module docstring."""

    def __init__(
        self,
        bot: discord.Client,
        service: TableService,
        table: Table,
        *,
        interval: float,
        on_stop: Callable[[TableWriter], None],
        budget: GlobalBudget | None = None,
        now: Callable[[], float] | None = None,
    ) -> None:
        self.bot = bot
        self.service = service
        self.table = table
        self.interval = interval
        self.budget = budget
        self._on_stop = on_stop
        #: Discord's time (seconds): a message's age (edits of one over an hour old are
        #: limited), an interaction token's. The system clock, unless a test runs Discord's
        #: time on its fake clock (``Writers.discord_now``).
        self.now: Callable[[], float] = now or _utc_now
        #: user id → the interaction whose (ephemeral) message shows that user's hand.
        self.hands: dict[int, OpenHand] = {}
        #: user id → a digest of what their open hand shows: a refresh that would show the
        #: same is not sent (a race's panels follow every change of the table, and most
        #: changes leave most panels as they were).
        self._hand_shown: dict[int, bytes] = {}
        #: user id → (the renderer's ``hand_key``, the digest drawn for it): while the key is
        #: the same and the hand still shows that digest, a refresh need not draw it again.
        self._hand_keys: dict[int, tuple[Hashable, bytes]] = {}
        #: The table's freshest answered interaction in its channel: new messages are its
        #: follow-ups while its token lives.
        self.via: OpenHand | None = None
        #: Messages of this table the bot may edit or delete through an interaction's webhook
        #: (the table message, the ping), by message id.
        self._owners: dict[int, Owner] = {}
        #: Clicks at this table being answered: the writer waits for them (``CLICK_HOLD``).
        self._clicks = 0
        self._answered = asyncio.Event()
        self._answered.set()
        #: The table edit's place in the global budget's queue, when it has no token to ride.
        self._slot: Reservation | None = None
        #: Clean-ups waiting for the global budget (an old ping's delete, "moved" pointers),
        #: and the place of the next one in its queue.
        self._chores: collections.deque[Callable[[], Awaitable[None]]] = collections.deque()
        self._chore_slot: Reservation | None = None
        self._chore_task: asyncio.Task[None] | None = None
        self._dirty = asyncio.Event()
        self._quiet = asyncio.Event()
        self._quiet.set()  # nothing to write yet
        self._task: asyncio.Task[None] | None = None
        self._last_edit = float("-inf")
        self._shown: bytes | None = None
        self._round_shown: object = None
        #: user id -> the version since which the game waits on them (a new turn): whoever
        #: the game waits on when the writer starts (a restart) is told once more.
        self._waiting_since: dict[int, int] = {
            s.user_id: table.version for s in table.waiting_people if s.user_id is not None
        }
        #: The turns already told (their hand refreshed, or pinged): (user id, since) pairs.
        self._told: frozenset[tuple[int, int]] = frozenset()
        #: When each turn not yet told became due (loop time), and how long telling took
        #: (``Writers.turn_delays``: what ``benchmarks/bot_load.py`` reports).
        self._due: dict[tuple[int, int], float] = {}
        self._turn_events = renderer(table.settings.game).turn_events
        self._failures = 0
        #: The last failed pass failed only on Discord's rate limits (429s): retry soon.
        self._rate_limited = False
        #: Steps discord.py gave up on after Discord's rate limits, since the writer started.
        self.gave_up = 0
        #: When the first change not yet on the table message came (None: it shows all).
        self._unshown_since: float | None = None
        #: People of the last game to invite to this new lobby (Play again), until sent.
        self._invites: list[int] = []
        #: A closed table's steps Discord refused for good (403, 404) this many times: given
        #: up, so the writer stops and the table leaves memory (the outbox keeps its results).
        self._refused: dict[str, int] = {}
        #: A pending wake-up for a table edit held back by ``interval``.
        self._later: asyncio.TimerHandle | None = None
        #: A race's stage whose Go is to be posted now (a fresh message: its time is the Go).
        self._go_stage: int | None = None
        #: The table message carries pictures (a board): edits replace them.
        self._pictured = False
        #: A race: claims clicked on the table message being resolved (user id → how many),
        #: and until when the writer leaves the board to a right one's answer, which draws it.
        self._board_clicks: dict[int, int] = {}
        self._answer_user: int | None = None
        self._answer_until = float("-inf")
        self._race = is_race(table.rules)
        #: Set by ``Writers``: where each turn's delay is noted.
        self.turn_delays: list[float] | None = None
        #: A race: the board the table message shows ((stage, started, seen): new cards when it
        #: changes), and when this writer edited or posted it lately (loop time).
        self._race_shown: tuple[int, bool, int] | None = None
        self._edits: collections.deque[float] = collections.deque(maxlen=RACE_EDITS)
        #: A race: claims clicked in a private panel being resolved (user id → how many):
        #: their answers redraw those panels.
        self._panel_clicks: dict[int, int] = {}
        #: Pictures of a likely next board being drawn (``preview``).
        self._drawing: set[asyncio.Task[Any]] = set()
        #: How the table's messages reach players (``cogs.table.delivery``): by the table's
        #: delivery, never its game.
        self.delivery: Delivery = (
            InteractionDelivery(bot, lambda: self.now())
            if table.settings.delivery == "interaction"
            else ChannelDelivery(bot, table.channel_id)
        )
        #: Interaction delivery: wakes the writer when a token gets old (``_keep_alive``),
        #: at ``_token_wake`` (the service's clock).
        self._token_watch: asyncio.Task[None] | None = None
        self._token_wake: float | None = None
        #: A new lobby whose game's subscribers are still to be called (``_write_call``).
        self._call_due = False
        #: The language each person read their hand in (their turn DM speaks it).
        self._langs: dict[int, str] = {}
        self.stopped = False

    # ------------------------------------------------------------------ inputs

    def changed(self, events: list[dict[str, Any]]) -> None:
        """The service changed the table: note who is newly waited on (a new turn, or the
        game's turn events: ``Renderer.turn_events``), and write."""
        table = self.table
        waiting = {s.user_id for s in table.waiting_people if s.user_id is not None}
        restart = any(ev["type"] in self._turn_events for ev in events)
        for ev in events:
            if ev["type"] == "go":
                self._go_stage = ev["stage"]
        if self._race and self._board_clicks:
            self._note_right_click(events)
        version = table.version
        previous = self._waiting_since
        self._waiting_since = {
            user: previous[user] if user in previous and not restart else version
            for user in waiting
        }
        now = asyncio.get_running_loop().time()
        for turn in self._waiting_since.items():
            self._due.setdefault(turn, now)
        self.mark()

    def mark(self) -> None:
        """Something is to be written: wake the writer (starting it if needed)."""
        if self.stopped:
            return
        self._dirty.set()
        self._quiet.clear()
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._run(), name=f"dobro-writer-{self.table.game_id}")

    def hand_shown(
        self,
        user_id: int,
        interaction: discord.Interaction,
        drawn: bytes | None = None,
        *,
        message_id: int | None = None,
    ) -> None:
        """``interaction``'s message now shows ``user_id``'s hand: refresh that one later (only
        its token is kept, see ``OpenHand``). ``drawn``: what it shows (``panel_digest``), so
        it is edited again only when that changes. ``message_id``: the hand is that follow-up
        of the interaction, not its answer."""
        hand = OpenHand.of(interaction, message_id)
        self.hands[user_id] = hand
        self._langs[user_id] = hand.lang
        if drawn is None:
            self._hand_shown.pop(user_id, None)
            self._hand_keys.pop(user_id, None)
        else:
            self._hand_shown[user_id] = drawn
        self._rides(hand)

    async def panel_digest(
        self,
        name: str,
        lang: str,
        words: bool = False,
        shown: discord.ui.LayoutView | None = None,
    ) -> bytes | None:
        """What a hand just shown to ``name`` shows, for ``hand_shown``: in a race, its panel
        as the writer would draw it now (no note; in words if its person reads cards so),
        since a race's panels follow every change; else the digest of ``shown``, the view
        the answer sent (None if not given)."""
        if self._race and self.table.state is not None:
            table = await self.service.view(self.table)
            with faces.as_words(words):
                drawn = renderer(table.settings.game).hand_view(table, name, lang, TABLE_CONTROLS)
                digest = _payload(drawn)
                let_go_view(drawn)
                return digest
        return _payload(shown) if shown is not None else None

    def click_began(self) -> None:
        """A click at this table is being answered: the writer waits for its answer (at most
        ``CLICK_HOLD``), which goes first, and then rides on its token."""
        self._clicks += 1
        self._answered.clear()

    def click_answered(
        self, interaction: discord.Interaction | None, *, counted: bool = True
    ) -> None:
        """That click is answered (``interaction``: its token is usable now, if it was
        answered; None if it was not). ``counted``: it was announced by ``click_began``."""
        if counted:
            self._clicks = max(0, self._clicks - 1)
        if interaction is not None and interaction.response.is_done():
            kind = interaction.response.type
            if kind is not None and kind is not discord.InteractionResponseType.modal:
                self._rides(OpenHand.of(interaction))
        if not self._clicks:
            self._answered.set()

    def _rides(self, hand: OpenHand) -> None:
        """``hand`` is the table's freshest interaction (in its channel): new messages go as
        its follow-ups."""
        if hand.channel_id == self.table.channel_id and (
            self.via is None or hand.created >= self.via.created
        ):
            self.via = hand

    def shown_by(
        self, interaction: discord.Interaction, view: discord.ui.LayoutView, message_id: int
    ) -> None:
        """``interaction``'s own answer has just drawn the table message (``message_id``) with
        ``view`` (a lobby click's update): the writer does not draw the same again, and edits
        it through that interaction's webhook from now on."""
        self._shown = _payload(view) + repr(()).encode()
        self._pictured = False
        self._last_edit = asyncio.get_running_loop().time()
        self._unshown_since = None
        self.owns(message_id, interaction)

    def owns(self, message_id: int, interaction: discord.Interaction) -> None:
        """``interaction`` answered on ``message_id`` in place (its original response is that
        message): edited through its webhook while its token lives."""
        self._owners[message_id] = Owner(OpenHand.of(interaction))

    def invite(self, user_ids: list[int]) -> None:
        """Play again: ping these people once ("Play again? Join"), mentioning only them."""
        self._invites = list(user_ids)
        self.mark()

    def board_click(self, user_id: int) -> None:
        """``user_id``'s claim clicked on the table message is being resolved. Nothing is held
        for it: only once the service says it won (``changed``) does the writer leave the
        board to its answer, which draws it."""
        self._board_clicks[user_id] = self._board_clicks.get(user_id, 0) + 1

    def board_click_done(self, user_id: int) -> None:
        """That click is answered (``board_shown`` if it drew the board)."""
        left = self._board_clicks.get(user_id, 0) - 1
        if left > 0:
            self._board_clicks[user_id] = left
            return
        self._board_clicks.pop(user_id, None)
        if self._answer_user == user_id:
            self._answer_user = None
            self._answer_until = float("-inf")
            self.mark()

    def panel_click(self, user_id: int) -> None:
        """``user_id``'s claim clicked in their private panel is being resolved: its answer
        redraws that panel, so the writer leaves it alone meanwhile."""
        self._panel_clicks[user_id] = self._panel_clicks.get(user_id, 0) + 1

    def panel_click_done(self, user_id: int) -> None:
        """That click is answered (``hand_shown`` says what the panel shows now)."""
        left = self._panel_clicks.get(user_id, 0) - 1
        if left > 0:
            self._panel_clicks[user_id] = left
        else:
            self._panel_clicks.pop(user_id, None)
            self.mark()

    def _note_right_click(self, events: list[dict[str, Any]]) -> None:
        """A claim the service just took: if it is right and its presser's click on the board
        is still being answered, that answer draws the new board (not this writer), within a
        moment (``CLICK_GRACE``)."""
        if cast(Any, self.table.rules).race_outcome(events) != "ok":
            return
        name = next((ev["player"] for ev in events if "player" in ev), None)
        user = self.table.user_of(name) if isinstance(name, str) else None
        if user is None or user not in self._board_clicks:
            return
        grace = min(CLICK_GRACE, self.interval) if self.interval > 0 else CLICK_GRACE
        self._answer_user = user
        self._answer_until = asyncio.get_running_loop().time() + grace

    def board_shown(
        self,
        view: discord.ui.LayoutView,
        pictures: tuple[Any, ...],
        *,
        mark: tuple[int, bool, int] | None = None,
        sent: float | None = None,
        response: Any = None,
    ) -> None:
        """A click's own answer has just drawn the table message (a race's right claim): the
        writer does not draw the same again. ``mark``: the board it showed
        (``race_mark``, taken when it was drawn); ``sent``: when the answer left (the
        service's clock); ``response``: Discord's, whose message says when it was edited, for
        the race's time line (``TableService.race_shown``)."""
        self._shown = _payload(view) + repr(pictures).encode()
        self._pictured = bool(pictures)
        self._unshown_since = None
        self._answer_user = None
        self._answer_until = float("-inf")
        if mark is not None:
            self._race_shown = mark
            message = getattr(response, "resource", None)
            self._report_shown(mark, sent, _discord_ms(message))

    def preview(self, state: Any) -> None:
        """A race's held claims will most likely make ``state``: draw that board's picture
        now, during their hold (a thread), so the edit that shows it, or the click's answer,
        finds it drawn."""
        if self.stopped or not self._race:
            return
        shim = replace(self.table.snapshot(), state=state)
        task = asyncio.create_task(
            ui.picture_files(shim, self.table.settings.lang, self.service.thinker.offload)
        )
        self._drawing.add(task)
        task.add_done_callback(self._drawing.discard)

    def posted(
        self, message_id: int, shown_version: int, via: discord.Interaction | None = None
    ) -> None:
        """The table message was posted by a command's answer (``via``: that interaction's
        original response, edited through its webhook from now on): redraw if it is behind.
        A new lobby in a server calls the subscribers of its game (``_write_call``)."""
        self._last_edit = asyncio.get_running_loop().time()
        if via is not None and isinstance(self.delivery, ChannelDelivery):
            hand = OpenHand.of(via)
            self._owners[message_id] = Owner(hand)
            self._rides(hand)
        table = self.table
        if table.status is GameStatus.LOBBY and table.settings.place == "guild":
            self._call_due = True
            self.mark()
        if table.version != shown_version:
            self.mark()

    def interaction(
        self, interaction: discord.Interaction, *, original: int | None = None
    ) -> LiveToken | None:
        """An interaction at a table delivered through interactions was answered: its token is
        the table's to write with (``original``: the message its answer is, or updated: the
        table message when it was pressed there). Anything held up (an edit, the turn ping,
        the results) goes out now. Nothing for a table the bot writes as itself."""
        delivery = self.delivery
        if not isinstance(delivery, InteractionDelivery):
            return None
        if interaction.channel_id != self.table.channel_id:
            return None  # a hand opened from a DM: its follow-ups would go there
        token = delivery.add(interaction, original=original)
        if original is not None and original == self.table.message_id:
            self._unshown_since = None
        self.mark()
        return token

    def table_answered(self, view: discord.ui.LayoutView) -> None:
        """A click's own answer has just drawn the table message (``UPDATE_MESSAGE``): the
        writer does not draw the same again."""
        self._shown = (
            _payload(view)
            + repr(ui.pictures_key(self.table.snapshot(), self.table.settings.lang)).encode()
        )
        self._unshown_since = None

    # ------------------------------------------------------------------ the loop

    async def _run(self) -> None:
        try:
            while not self.stopped:
                if not self._dirty.is_set():
                    self._quiet.set()
                    await self._dirty.wait()
                    self._quiet.clear()
                if self._clicks:  # the click's own answer first; then ride on its token
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(self._answered.wait(), CLICK_HOLD)
                self._dirty.clear()
                ok = await self._write_all() or self._all_given_up()
                if ok and self._failures and self._budget_pending():
                    # The failing table edit now waits for its turn on the global budget:
                    # neither done nor failed again. Back off as before (its token waits).
                    self._quiet.set()
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(self._dirty.wait(), self._backoff())
                    self._quiet.clear()
                    self._dirty.set()
                elif ok:
                    self._failures = 0
                    if not self.table.open and not self._dirty.is_set() and not self._waiting():
                        self.stop()
                        return
                else:
                    self._failures += 1
                    self._quiet.set()  # waiting to retry is not writing
                    # Back off, but a new change (the next turn) ends the wait: its ping or hand
                    # refresh must not wait up to a minute behind a failing table edit, and one
                    # retry per change is no more than a healthy table's one edit per change.
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(self._dirty.wait(), self._backoff())
                    self._quiet.clear()
                    self._dirty.set()  # retry until the messages show the latest state
        finally:
            self._quiet.set()
            if self._later is not None:
                self._later.cancel()

    def _budget_pending(self) -> bool:
        """The table edit waits for its turn on the global budget (reserved, not granted)."""
        slot = self._slot
        return slot is not None and not slot.granted and not slot.cancelled

    def _waiting(self) -> bool:
        """Something still waits for the global budget (a table edit, a clean-up)."""
        return self._slot is not None or bool(self._chores) or self._chore_task is not None

    async def _write_all(self) -> bool:
        """One pass: every step on its own; False if any failed. The turn (a refreshed hand or
        a ping) goes out at once; the table edit waits until ``interval`` has passed since the
        last one, so the moves made meanwhile are shown by a single edit."""
        if isinstance(self.delivery, InteractionDelivery) and not await self._keep_alive():
            return True  # nothing can write now: held until an interaction comes
        steps = [
            self._write_turn,
            self._write_owed,
            self._close_hands,
            self._write_invite,
            self._write_call,
        ]
        if self._race:
            steps.insert(1, self._refresh_race_hands)
        steps = [step for step in steps if not self._given_up(step.__name__)]
        now = asyncio.get_running_loop().time()
        if self._unshown_since is None:
            self._unshown_since = now
        if self._race:
            wait = self._race_wait(now)
            held = self._answer_until - now  # a right click's answer draws the board
        else:
            wait = self._last_edit + self.interval - now
            held = self._held_for_computer(now)
        go = self._go_stage is not None  # a race's Go: posted at once, whatever the pacing
        if (not self.table.open or go or (wait <= 0 and held <= 0)) and not self._given_up(
            "_write_table"
        ):
            steps.insert(0, self._write_table)
        elif self._later is None:
            self._later = asyncio.get_running_loop().call_later(max(wait, held), self._edit_due)
        ok = True
        limited = True
        for step in steps:
            try:
                await step()
            except asyncio.CancelledError:
                raise
            except NoLiveInteraction:
                continue  # nothing can write it now: the next interaction at the table will
            except Exception as exc:
                ok = False
                if rate_limited(exc):  # Discord's own limits: one line, no traceback
                    self.gave_up += 1
                    _log.warning(
                        "Table %s: %s gave up after Discord's rate limits (429 %d times in a "
                        "row, attempt %d): retried in %.0f s",
                        self.table.game_id,
                        step.__name__,
                        DISCORD_TRIES,
                        self._failures + 1,
                        self._backoff(self._failures + 1, limited=True),
                    )
                    continue
                limited = False
                _log.exception(
                    "Table %s: %s failed (attempt %d)",
                    self.table.game_id,
                    step.__name__,
                    self._failures + 1,
                )
                if not self.table.open and isinstance(exc, discord.Forbidden | discord.NotFound):
                    self._refused[step.__name__] = self._refused.get(step.__name__, 0) + 1
        self._rate_limited = not ok and limited
        return ok

    def _backoff(self, failures: int | None = None, *, limited: bool | None = None) -> float:
        """Seconds before retrying after ``failures`` failed passes in a row: 1, 2, 4… up to
        ``RETRY_MAX``, or up to ``RATE_LIMITED_RETRY_MAX`` when only Discord's rate limits
        failed the pass (a new change ends the wait anyway)."""
        n = self._failures if failures is None else failures
        cap = (
            RATE_LIMITED_RETRY_MAX
            if (self._rate_limited if limited is None else limited)
            else RETRY_MAX
        )
        return float(min(cap, 2 ** max(0, n - 1)))

    def _given_up(self, step: str) -> bool:
        """A closed table's step Discord refused for good ``MAX_ATTEMPTS`` times (the channel
        gone, the bot no longer allowed there): not tried again."""
        return self._refused.get(step, 0) >= MAX_ATTEMPTS

    def race_mark(self) -> tuple[int, bool, int] | None:
        """A race's board as the table is now: (stage, started, the game's ``race_seen``);
        None between stages. Taken when a board is drawn, to say what an edit showed."""
        race, state = self.table.race, self.table.state
        if race is None or state is None:
            return None
        return (race.stage, race.started, int(cast(Any, self.table.rules).race_seen(state)))

    def _race_wait(self, now: float) -> float:
        """A race's pacing: seconds before the table message may be edited (0: now). New cards
        (a new board, stage or countdown) go at once within the budget of ``RACE_EDITS``
        edits per ``RACE_WINDOW`` intervals, and never later than the usual pacing (an
        interval after the last edit). Anything else (a lock-out mark, a seat gone) rides
        with the next cards, or waits ``RACE_WINDOW`` intervals after the last edit, leaving
        room in the budget for two boards. No pacing: never waits."""
        if self.interval <= 0:
            return 0.0
        window = RACE_WINDOW * self.interval
        edits = [e for e in self._edits if e > now - window]
        wait = self._last_edit + self.interval - now
        if self.race_mark() != self._race_shown:
            if len(edits) < RACE_EDITS:
                return 0.0
            return min(wait, edits[len(edits) - RACE_EDITS] + window - now)
        wait = self._last_edit + window - now
        spare = RACE_EDITS - 2
        if len(edits) > spare:
            wait = max(wait, edits[len(edits) - spare - 1] + window - now)
        return wait

    def _report_shown(
        self, mark: tuple[int, bool, int], sent: float | None, shown_ms: int | None
    ) -> None:
        """Tell the service when the table message showed race board ``mark`` (Discord's time
        of the edit), and when the request left, for its time line."""
        if shown_ms is None:
            return
        stage, _started, seen = mark
        self.service.race_shown(self.table, stage, seen, shown_ms, sent=sent)

    def _held_for_computer(self, now: float) -> float:
        """Seconds to hold the table edit because a computer is about to move (its move will
        come with the next edit: a burst of computer moves is one edit), at most
        ``HOLD_FOR_COMPUTERS`` intervals after the first change not shown; 0: write now.
        Never with no pacing (``interval`` 0), nor in a race: a race's board is what everyone
        races on, and a computer claims a reaction time after it was shown."""
        table, state = self.table, self.table.state
        if self.interval <= 0 or table.status is not GameStatus.ACTIVE or state is None:
            return 0.0
        if self._race:
            return 0.0
        if table.over or table.waiting_people:
            return 0.0
        assert self._unshown_since is not None
        return max(0.0, self._unshown_since + HOLD_FOR_COMPUTERS * self.interval - now)

    def _all_given_up(self) -> bool:
        """A closed table whose every failing step was given up: nothing is left to write."""
        return (
            not self.table.open
            and bool(self._refused)
            and all(self._given_up(step) for step in self._refused)
        )

    def _edit_due(self) -> None:
        self._later = None
        self.mark()

    # ------------------------------------------------------------------ interaction delivery

    async def _keep_alive(self) -> bool:
        """A table delivered through interactions: whether anything can be written now. Before
        its youngest token expires (``WAIT_AT``) with nobody having clicked since, the table
        says it waits for *Resume* and is held (its clocks stop, ``TableService.hold``): from
        then on nothing is written until an interaction comes (``interaction``). Otherwise the
        writer wakes itself when a token gets old."""
        delivery = self.delivery
        assert isinstance(delivery, InteractionDelivery)
        table = self.table
        fresh = delivery.freshest()
        now = self.now()
        if not table.open:
            return fresh is not None  # its last messages (the results) if anyone can
        able = delivery.editor(table.message_id) or delivery.poster()
        if fresh is None or able is None or fresh.age(now) >= WAIT_AT:
            if not table.held:
                await self._show_waiting()
                await self.service.hold(table.game_id)
            return False
        owner = delivery.editor(table.message_id)
        wake = fresh.created + WAIT_AT
        if owner is not None and owner is not fresh:
            wake = min(wake, owner.created + HAND_OVER_AT)
        self._watch_tokens(max(0.0, wake - now))
        return True

    def _hand_over(self) -> bool:
        """The token that may edit the table message is old, and a younger one may post: the
        table moves to a follow-up of the younger, which can keep it up for longer."""
        delivery = self.delivery
        if not isinstance(delivery, InteractionDelivery):
            return False
        now = self.now()
        owner = delivery.editor(self.table.message_id)
        poster = delivery.poster()
        if owner is None:
            return poster is not None
        return (
            owner.age(now) >= HAND_OVER_AT
            and poster is not None
            and poster is not owner
            and poster.age(now) < HAND_OVER_AT
        )

    async def _show_waiting(self) -> None:
        """The table message, while it can still be edited, says the table waits: *Resume*
        takes it over again (best effort: a message nobody can edit keeps its last state,
        and any of its buttons resumes the table as well)."""
        table = self.table
        if table.message_id is None:
            return
        view = ui.waiting_view(await self.service.view(table), table.settings.lang)
        with contextlib.suppress(NoLiveInteraction, discord.HTTPException):
            await self.delivery.edit(table.message_id, view=view, allowed_mentions=NO_PINGS)
        self._shown = None  # the next live pass draws the table again

    def _watch_tokens(self, seconds: float) -> None:
        """Wake the writer in ``seconds`` (the service's clock: tokens age on Discord's), once:
        a watch already due then is kept."""
        when = self.now() + seconds
        watch = self._token_watch
        if watch is not None and not watch.done():
            if self._token_wake is not None and abs(self._token_wake - when) < 1.0:
                return
            watch.cancel()
        self._token_wake = when

        async def wake() -> None:
            await self.service.clock.sleep(seconds)
            self._token_watch = None
            self.mark()

        self._token_watch = asyncio.create_task(wake(), name=f"dobro-tokens-{self.table.game_id}")

    def _stop_watch(self) -> None:
        if self._token_watch is not None:
            self._token_watch.cancel()
            self._token_watch = None

    def stop(self) -> None:
        """No more writes (the table is written for good, or the cog is unloading)."""
        if self.stopped:
            return
        self.stopped = True
        self._quiet.set()
        self._release_slots()
        self._stop_watch()
        if not self.table.open:
            self.service.release(self.table)
        self._on_stop(self)

    def _release_slots(self) -> None:
        for slot in (self._slot, self._chore_slot):
            if slot is not None:
                slot.release()
        self._slot = self._chore_slot = None

    async def cancel(self) -> None:
        """Stop now (cog unload, shutdown)."""
        self.stopped = True
        self._stop_watch()
        self._release_slots()
        chore = self._chore_task
        if chore is not None and not chore.done():
            chore.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await chore
        if self._later is not None:
            self._later.cancel()
        for drawing in list(self._drawing):  # a race's preview pictures (``preview``)
            drawing.cancel()
        task = self._task
        if task is not None and not task.done():
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self._quiet.set()

    @property
    def is_quiet(self) -> bool:
        """Nothing being written nor due (a writer waiting to retry counts as quiet; one
        waiting for the global budget does not)."""
        return self.stopped or (
            self._quiet.is_set()
            and not self._dirty.is_set()
            and not self._chores
            and self._chore_task is None
            and (bool(self._failures) or self._slot is None)
        )

    @property
    def failures(self) -> int:
        """Failed passes in a row (0 once the messages show the latest state)."""
        return self._failures

    async def quiet(self) -> None:
        """Until nothing is left to write (tests, benchmarks)."""
        while not self.is_quiet:
            if self._quiet.is_set() and not self._dirty.is_set():
                await asyncio.sleep(0.01)  # waiting for its turn on the global budget
                continue
            await self._quiet.wait()
            await asyncio.sleep(0)

    # ------------------------------------------------------------------ where requests go

    @property
    def _through_interactions(self) -> bool:
        """The table is delivered through interactions (``cogs.table.delivery``, #34): every
        write goes through its delivery, none on the global budget."""
        return isinstance(self.delivery, InteractionDelivery)

    def _rider(self) -> OpenHand | None:
        """The interaction whose follow-ups new messages are now, if its token lives."""
        via = self.via
        return via if via is not None and via.age(self.now()) < RIDE_SECONDS else None

    def _owner(self, message_id: int) -> Owner | None:
        """The interaction whose webhook can edit or delete ``message_id`` now, if any."""
        owner = self._owners.get(message_id)
        if owner is not None and owner.via.age(self.now()) >= RIDE_SECONDS:
            del self._owners[message_id]
            return None
        return owner

    async def _post(self, priority: Priority, content: str | None = None, **message: Any) -> int:
        """Post a message for the table: through its delivery if that is interactions';
        else a follow-up of the table's freshest interaction if its token lives (remembered
        as its owner), else through the channel on the global budget with ``priority``. Its
        id."""
        if content is not None:
            message["content"] = content
        if self._through_interactions:
            content = message.pop("content", None)
            return int((await self.delivery.send(content, **message)).id)
        rider = self._rider()
        if rider is not None:
            try:
                message_id = await webhook_post(self.bot, rider, **message)
            except discord.HTTPException as exc:
                if not token_gone(exc):
                    raise
                self.via = None  # its token is gone early: the channel
            else:
                self._owners[message_id] = Owner(rider, str(message_id))
                return message_id
        with GlobalBudget.tagged(priority):
            return await channel_post(self.bot, self.table.channel_id, **message)

    async def _edit(
        self, message_id: int, reservation: Reservation | None, **message: Any
    ) -> int | None:
        """Edit a message of the table: through its interaction's webhook if it has one, else
        through the channel (spending ``reservation``, if given). When Discord says it edited
        it (ms since the epoch; None if it does not say)."""
        if self._through_interactions:
            return _discord_ms(await self.delivery.edit(message_id, **message))
        owner = self._owner(message_id)
        if owner is not None:
            try:
                return _discord_ms(await webhook_edit(self.bot, owner, **message))
            except discord.HTTPException as exc:
                if not token_gone(exc):
                    raise  # the message itself is gone (10008), or refused
                self._owners.pop(message_id, None)  # its token is gone early: the channel
        if reservation is not None and self.budget is not None:
            with self.budget.spend(reservation):
                data = await channel_edit(self.bot, self.table.channel_id, message_id, **message)
        else:
            data = await channel_edit(self.bot, self.table.channel_id, message_id, **message)
        return _discord_ms(data)

    def _global_slot(self) -> Reservation | bool:
        """For a table edit with no token to ride: True when there is no budget (go ahead);
        the granted reservation; or False while its turn has not come (reserved: the writer is
        woken when it comes)."""
        if self.budget is None:
            return True
        slot = self._slot
        if slot is None or slot.cancelled:
            slot = self._slot = self.budget.reserve(Priority.TABLE, self._budget_turn)
        return slot if slot.granted else False

    def _budget_turn(self) -> None:
        """The global budget's turn came for this table: write, unless backing off after a
        failure (the retry then finds the token waiting)."""
        if not self._failures:
            self.mark()

    def _later_on_budget(self, chore: Callable[[], Awaitable[None]]) -> None:
        """A clean-up for when the global budget has room (last of all), done on its own:
        it never holds the writer back, nor waits for the writer's backoff."""
        self._chores.append(chore)
        self._next_chore()

    def _next_chore(self) -> None:
        if not self._chores or self._chore_slot is not None or self.stopped:
            return
        if self.budget is None:
            self._spawn_chore(None)
            return
        slot = self._chore_slot = self.budget.reserve(Priority.COSMETIC, self._chore_turn)
        if slot.granted:
            self._chore_turn()

    def _chore_turn(self) -> None:
        self._spawn_chore(self._chore_slot)

    def _spawn_chore(self, slot: Reservation | None) -> None:
        task = asyncio.get_running_loop().create_task(
            self._do_chore(slot), name=f"dobro-writer-{self.table.game_id}-chore"
        )
        self._chore_task = task

    async def _do_chore(self, slot: Reservation | None) -> None:
        """One clean-up on the token the budget gave; a failing one is logged and dropped
        (nothing depends on it)."""
        chore = self._chores.popleft() if self._chores else None
        try:
            if chore is not None:
                with (
                    self.budget.spend(slot)
                    if slot is not None and self.budget is not None
                    else contextlib.nullcontext()
                ):
                    await chore()
        except discord.HTTPException as exc:
            _log.info("Table %s: a clean-up was refused (%s)", self.table.game_id, exc)
        except Exception:
            _log.exception("Table %s: a clean-up failed", self.table.game_id)
        finally:
            self._chore_slot = None
            self._chore_task = None
            if self._chores:
                self._next_chore()
            elif not self.table.open and not self._failures:
                self.mark()  # a closed table's writer may stop now (after a backoff: then)

    # ------------------------------------------------------------------ the steps

    async def _write_table(self) -> None:
        """Edit the table message to the latest state (skipped when it already shows it); post
        a fresh one at each new round or when it is about to be too old to edit."""
        table = self.table
        if table.message_id is None:
            return  # the command that opens the table posts it, then calls ``posted``
        shown = await self.service.view(table)  # each render shows stored moves only
        race = table.race
        go = (
            self._go_stage is not None
            and race is not None
            and race.stage == self._go_stage
            and race.started
        )
        if self._go_stage is not None and not go:
            self._go_stage = None  # that stage is over already: nothing to post
        round_now = (
            renderer(table.settings.game).section(shown) if shown.state is not None else None
        )
        # The message's age on Discord's clock: its edits once over an hour old are limited.
        age = self.now() - discord.utils.snowflake_time(table.message_id).timestamp()
        fresh = table.open and (
            go
            or age > FRESH_TABLE_AFTER
            or (self._round_shown is not None and round_now != self._round_shown)
            or self._hand_over()
        )
        rides = self._through_interactions or (
            self._rider() is not None if fresh else self._owner(table.message_id) is not None
        )
        slot: Reservation | None = None
        if not rides and not go:  # on the global budget: wait for this table's turn
            granted = self._global_slot()
            if granted is False:
                return  # its turn comes later: the writer is woken then, and draws the latest
            slot = granted if isinstance(granted, Reservation) else None
        lang = table.settings.lang
        mark = self.race_mark() if self._race else None
        view = ui.table_view(shown, lang)
        try:
            pictures = ui.pictures_key(shown, lang)
            payload = _payload(view) + repr(pictures).encode()
            if payload == self._shown and not fresh:
                self._unshown_since = None
                if slot is not None:
                    slot.release()  # nothing to send after all
                    self._slot = None
                self._race_shown = mark
                return
            files = (
                await ui.picture_files(shown, lang, self.service.thinker.offload)
                if pictures
                else []
            )
            extra: dict[str, Any] = {}
            if pictures or self._pictured:  # a board: its pictures go with it (or go away)
                extra["attachments"] = files
            self._slot = None
            sent = self.service.clock.now()
            self._edits.append(asyncio.get_running_loop().time())
            shown_ms: int | None
            if fresh:
                try:
                    message_id = await self._repost(
                        view, point_old=True, files=files, urgent=go, slot=slot
                    )
                    shown_ms = snowflake_ms(message_id)
                except (discord.Forbidden, NoLiveInteraction):  # may not post: edit in place
                    shown_ms = await self._edit(
                        table.message_id, None, view=view, allowed_mentions=NO_PINGS, **extra
                    )
                if go and race is not None and table.message_id is not None:
                    self.service.race_posted(
                        table, race.stage, snowflake_ms(table.message_id), sent=sent
                    )
                    self._go_stage = None
            else:
                try:
                    shown_ms = await self._edit(
                        table.message_id, slot, view=view, allowed_mentions=NO_PINGS, **extra
                    )
                except (discord.NotFound, NoLiveInteraction):  # deleted, or no token may edit it
                    shown_ms = snowflake_ms(await self._repost(view, point_old=False, files=files))
                except discord.HTTPException as exc:
                    if exc.code != OLD_MESSAGE_EDITS:
                        raise
                    shown_ms = snowflake_ms(await self._repost(view, point_old=False, files=files))
            self._pictured = bool(pictures)
            self._shown = payload
            self._round_shown = round_now
            self._last_edit = asyncio.get_running_loop().time()
            self._unshown_since = None
            if mark is not None:
                self._race_shown = mark
                if not go:
                    self._report_shown(mark, sent, shown_ms)
        finally:
            let_go_view(view)

    async def _repost(
        self,
        view: discord.ui.LayoutView,
        *,
        point_old: bool,
        files: list[discord.File] | None = None,
        urgent: bool = False,
        slot: Reservation | None = None,
    ) -> int:
        """A new table message below the conversation; the old one points to it (once). Its
        id."""
        table = self.table
        old = table.message_id
        extra: dict[str, Any] = {"files": files} if files else {}
        priority = Priority.URGENT if urgent else Priority.TABLE
        if slot is not None and self.budget is not None and self._rider() is None:
            with self.budget.spend(slot):
                message_id = await self._post(
                    priority, view=view, allowed_mentions=NO_PINGS, **extra
                )
        else:
            if slot is not None:
                slot.release()
            message_id = await self._post(priority, view=view, allowed_mentions=NO_PINGS, **extra)
        await self.service.set_message(table, message_id)
        if point_old and old is not None:
            moved = ui.moved_view(
                await self.service.view(table), self._link(message_id), table.settings.lang
            )
            if self._through_interactions:
                # The new message is what counts: the old one's pointer is a courtesy.
                with contextlib.suppress(discord.HTTPException, NoLiveInteraction):
                    await self.delivery.edit(old, view=moved, allowed_mentions=NO_PINGS)
                let_go_view(moved)
                return message_id
            owner = self._owner(old)
            self._owners.pop(old, None)
            done = False
            if owner is not None:
                with contextlib.suppress(discord.HTTPException):  # the new message is what counts
                    await webhook_edit(self.bot, owner, view=moved, allowed_mentions=NO_PINGS)
                    done = True
                if done:
                    let_go_view(moved)  # (else a later edit on the budget sends it)
            if not done:
                channel_id = table.channel_id
                self._later_on_budget(
                    lambda: channel_edit(
                        self.bot, channel_id, old, view=moved, allowed_mentions=NO_PINGS
                    )
                )
        return message_id

    def _link(self, message_id: int) -> str:
        """A jump link to one of the table's messages."""
        table = self.table
        place = table.guild_id if table.settings.place == "guild" else table.channel_id
        return message_link(place, table.channel_id, message_id)

    def _turns(self) -> frozenset[tuple[int, int]]:
        """The people the game waits on now, each with since when (empty: nobody)."""
        if self.table.status is not GameStatus.ACTIVE or self.table.over:
            return frozenset()
        return frozenset(self._waiting_since.items())

    def _told_now(self, turns: frozenset[tuple[int, int]]) -> None:
        """These turns are told: how long each took since it became due."""
        now = asyncio.get_running_loop().time()
        for turn in turns:
            due = self._due.pop(turn, None)
            if due is not None and self.turn_delays is not None:
                self.turn_delays.append(now - due)
        if len(self._due) > 64:  # turns that passed untold (the game moved on)
            self._due = {k: v for k, v in self._due.items() if k in self._waiting_since.items()}

    async def _write_turn(self) -> None:
        """A new turn: refresh the open hand of each person newly waited on; ping those with
        none (one short message mentioning only them, replacing the last ping, so a channel
        keeps one at most); nobody waited on: the last ping goes."""
        turns = self._turns()
        new = sorted(turns - self._told)
        if not new and turns == self._told:
            return
        old = self.table.ping_message_id
        if not turns:
            if old is not None:
                await self._delete_ping(old)
            self._told = turns
            return
        unreached = [user for user, _ in new if not await self._refresh_hand(user)]
        if self.table.settings.slow and unreached:
            await self._tell_by_dm(unreached)
        if not unreached:
            if old is not None and new:
                await self._delete_ping(old)
            self._told = turns
            self._told_now(frozenset(new))
            return
        lang = self.table.settings.lang
        view = discord.ui.View(timeout=None)
        view.add_item(
            controls.table_button(
                self.table.game_id, "hand", t("button.hand", lang), discord.ButtonStyle.primary
            )
        )
        message_id = await self._post(
            Priority.URGENT,
            t(
                "game.ping",
                lang,
                who=", ".join(f"<@{user}>" for user in unreached),
                id=self.table.game_id,
            ),
            view=view,
            allowed_mentions=pinging(*unreached),
        )
        let_go_view(view)
        self._told = turns
        self._told_now(frozenset(new))
        await self.service.set_ping(self.table, message_id)
        if old is not None:
            await self._delete_ping(old, forget=False)

    async def _tell_by_dm(self, users: list[int]) -> None:
        """A table that waits days: each of ``users`` (newly on turn, no hand open) who asked
        for it (``/dobro-me notify turns:dm``) gets a DM, once per turn (claimed in storage,
        across restarts: the turn is known by when it began), with a jump link and *My hand*,
        which plays from the DM. A DM Discord refuses (they allow none from the bot) is not
        tried again for that turn."""
        notices = self.bot.notices if isinstance(self.bot, DobroClient) else None
        table = self.table
        if notices is None or table.message_id is None:
            return
        for user_id in users:
            seat = table.seat_of(user_id)
            if seat is None:
                continue
            since = int(table.timers.waiting.get(seat.seat, table.version))
            if not await notices.turn_due(table.game_id, user_id, since):
                continue
            lang = await self._language_of(user_id)
            deadline = table.timers.turns.get(seat.seat)
            text = t(
                "turn.dm",
                lang,
                game=ui.game_name(table.settings.game, lang),
                id=table.game_id,
                link=self._link(table.message_id),
                deadline=ui.when(deadline) if deadline else "-",
            )
            view = discord.ui.View(timeout=None)
            view.add_item(
                controls.table_button(
                    table.game_id, "hand", t("button.hand", lang), discord.ButtonStyle.primary
                )
            )
            try:
                with GlobalBudget.tagged(Priority.URGENT):  # a turn's notice: first on the budget
                    channel = await self.bot.create_dm(discord.Object(user_id))
                    await channel.send(text, view=view, allowed_mentions=NO_PINGS)
            except discord.HTTPException as exc:
                _log.info("Table %s: no turn DM for user %s (%s)", table.game_id, user_id, exc)

    async def _language_of(self, user_id: int) -> str:
        """The language a person reads the bot in: their last hand's here, else the
        table's."""
        return self._langs.get(user_id, self.table.settings.lang)

    async def _delete_ping(self, message_id: int, *, forget: bool = True) -> None:
        if forget:  # in memory only: the next ping's id overwrites the stored one
            self.service.forget_ping(self.table)
        if self._through_interactions:
            await self.delivery.delete(message_id)
            return
        owner = self._owner(message_id)
        self._owners.pop(message_id, None)
        if owner is not None:
            try:
                await webhook_delete(self.bot, owner)
                return
            except discord.HTTPException as exc:
                if not token_gone(exc):
                    if isinstance(exc, discord.NotFound):
                        return  # already gone: fine
                    raise
        channel_id = self.table.channel_id

        async def delete() -> None:
            with contextlib.suppress(discord.NotFound):  # already gone: fine
                await self.bot.http.delete_message(channel_id, message_id)

        self._later_on_budget(delete)

    async def _refresh_hand(self, user_id: int) -> bool:
        """Bring an open hand up to date while its token is good, unless it shows that already
        (``hand_shown``); False if there is none."""
        hand = self.hands.get(user_id)
        name = next((s.name for s in self.table.seats if s.user_id == user_id), None)
        if hand is None or name is None or self.table.state is None:
            return False
        if hand.age(self.now()) > HAND_TOKEN_SECONDS:
            del self.hands[user_id]
            self._hand_shown.pop(user_id, None)
            self._hand_keys.pop(user_id, None)
            return False
        shown = await self.service.view(self.table)  # only moves storage has kept
        words = await cards_as_words(self.bot, user_id)  # the person's own way of reading cards
        drawer = renderer(shown.settings.game)
        facts = drawer.hand_key(shown, name, hand.lang)
        key = None if facts is None else (facts, words)
        showing = self._hand_shown.get(user_id)
        known = self._hand_keys.get(user_id)
        if key is not None and known is not None and known[0] == key and known[1] == showing:
            return True  # it shows what that key draws already: no need to draw it again
        with faces.as_words(words):
            view = drawer.hand_view(shown, name, hand.lang, TABLE_CONTROLS)
        drawn = _payload(view)
        if key is not None:
            self._hand_keys[user_id] = (key, drawn)
        try:
            if showing == drawn:
                return True  # it shows that already
            await edit_hand(self.bot, hand, view)
        except discord.HTTPException:
            self.hands.pop(user_id, None)
            self._hand_shown.pop(user_id, None)
            self._hand_keys.pop(user_id, None)
            return False
        finally:
            let_go_view(view)
        self._hand_shown[user_id] = drawn
        return True

    async def _refresh_race_hands(self) -> None:
        """A race: every open private panel follows the table (a hot potato's own card changes
        when someone's stack lands on it), not only the turns; but only a panel whose
        content changed is edited (most claims change one or two panels, or none)."""
        if not self.table.open or self.table.status is not GameStatus.ACTIVE:
            return
        for user_id in list(self.hands):
            if user_id not in self._panel_clicks:  # (else its click's answer redraws it)
                await self._refresh_hand(user_id)

    async def _write_invite(self) -> None:
        """Play again's invitation: the people of the last game, pinged once, with Join."""
        invited = self._invites
        table = self.table
        if not invited or table.status is not GameStatus.LOBBY:
            self._invites = []
            return
        lang = table.settings.lang
        names = ", ".join(f"<@{u}>" for u in invited)
        await self._post_with_join(t("table.again", lang, names=names, id=table.game_id), invited)
        self._invites = []

    async def _post_with_join(self, content: str, pinged: list[int]) -> None:
        """A message pinging exactly ``pinged`` with the table's *Join* button (play again's
        invitation, a next-game call)."""
        table = self.table
        view = discord.ui.View(timeout=None)
        view.add_item(
            controls.table_button(
                table.game_id,
                "join",
                t("button.join", table.settings.lang),
                discord.ButtonStyle.primary,
            )
        )
        try:
            await self._post(Priority.URGENT, content, view=view, allowed_mentions=pinging(*pinged))
        finally:
            let_go_view(view)

    async def _write_call(self) -> None:
        """A new lobby in a server: the people who asked to be pinged for its game
        (``/dobro-me notify next-game``) are, in one message with *Join*, mentioning only
        them: never its host, nobody twice in 30 minutes (``people.Notices.next_game``)."""
        if not self._call_due:
            return
        self._call_due = False
        table = self.table
        notices = self.bot.notices if isinstance(self.bot, DobroClient) else None
        if notices is None or table.status is not GameStatus.LOBBY or table.message_id is None:
            return
        delivery = self.delivery
        if isinstance(delivery, InteractionDelivery) and delivery.poster() is None:
            return
        called = await notices.next_game(table.guild_id, table.settings.game, table.host_id)
        if not called:
            return
        lang = table.settings.lang
        text = t(
            "table.next_game",
            lang,
            who=", ".join(f"<@{u}>" for u in called),
            game=ui.game_name(table.settings.game, lang),
            host=f"<@{table.host_id}>",
            link=self._link(table.message_id),
        )
        await self._post_with_join(text, list(called))

    async def _write_owed(self) -> None:
        """Send what the outbox owes for this game (its results), each exactly once."""
        if self.table.status is not GameStatus.FINISHED:
            return
        for item in await self.service.owed(self.table.game_id):
            await self.send_owed(item)

    async def send_owed(self, item: OutboxItem) -> None:
        """Post one owed message, then mark it sent: exactly once. Each try is counted before
        the post; a message tried before (a crash, an outage, however long ago) is first
        looked for in the channel, and marked sent if it is there (the nonce alone covers only
        Discord's few minutes). A post Discord refuses for good (403: not allowed there any
        more; 404: the channel is gone) is tried ``MAX_ATTEMPTS`` times in all, then given up:
        kept as undeliverable (the history says so), never retried."""
        if item.kind != "results":
            _log.warning("Unknown owed message %r for game %s", item.kind, item.game_id)
            return
        delivery = self.delivery
        if isinstance(delivery, InteractionDelivery):
            if delivery.poster() is None:
                return  # owed until an interaction at the table can post it (nothing lost)
        elif item.attempts:
            since = item.attempted_at or item.created_at
            found = await find_posted(delivery.channel(), since, f"dobro:t:{item.game_id}:again")
            if found is not None:
                await self.service.mark_sent(item, found)
                return
        item = await self.service.attempt(item)
        ratings = await self.service.rating_lines(self.table)
        shown = await self.service.view(self.table)
        view = ui.results_view(shown, self.table.settings.lang, ratings)
        # A follow-up of the last click (the game's last move, usually) when its token lives;
        # else a channel post with a nonce: Discord posts it once however often it is sent.
        nonce = {} if self._rider() is not None else {"nonce": f"dobro-o{item.id}"}
        try:
            message_id = await self._post(
                Priority.URGENT, view=view, allowed_mentions=NO_PINGS, **nonce
            )
        except (discord.Forbidden, discord.NotFound) as exc:
            let_go_view(view)
            if item.attempts < MAX_ATTEMPTS:
                raise
            _log.warning(
                "Results of game %s refused %d times (%s): kept as undeliverable",
                item.game_id,
                item.attempts,
                exc,
            )
            await self.service.give_up(item, f"{exc.status} {exc.text}".strip())
            return
        let_go_view(view)
        await self.service.mark_sent(item, message_id)

    async def _close_hands(self) -> None:
        """A closed table: every open hand shows how it ended, with no live control."""
        if self.table.open or not self.hands:
            return
        for user_id in list(self.hands):
            await self._refresh_hand(user_id)
        self.hands.clear()
        self._hand_shown.clear()
        self._hand_keys.clear()


@dataclass(slots=True)
class ClickAnswer:
    """How a click's answer went (``Writers.click``)."""

    failed: bool = False


class Writers:
    """The play cog's writers, one per table in memory."""

    def __init__(
        self,
        bot: discord.Client,
        service: TableService,
        *,
        interval: float,
        budget: GlobalBudget | None = None,
    ) -> None:
        self.bot = bot
        self.service = service
        self.interval = interval
        #: The bot's global request budget (``cogs.budget``), if it keeps one.
        self.budget = budget
        self._by_table: dict[int, TableWriter] = {}
        #: Seconds from each new turn (the move committed) to the person being told (their
        #: hand refreshed, or the ping posted): the latest ones, for benchmarks.
        self.turn_delays: collections.deque[float] = collections.deque(maxlen=100_000)
        #: Discord's clock, as the writers read it: the system's; a test whose fake Discord
        #: follows its fake clock sets that clock's ``now`` here.
        self.discord_now: Callable[[], float] = _utc_now

    def of(self, table: Table) -> TableWriter:
        """The table's writer (a new one if it has none, or if the table object changed)."""
        writer = self._by_table.get(table.game_id)
        if writer is None or writer.table is not table or writer.stopped:
            if writer is not None and not writer.stopped:
                writer.stopped = True
            previous = writer
            writer = TableWriter(
                self.bot,
                self.service,
                table,
                interval=self.interval,
                on_stop=self._forget,
                budget=self.budget,
                now=lambda: self.discord_now(),
            )
            writer.turn_delays = self.turn_delays  # type: ignore[assignment]
            if previous is not None and previous.table.game_id == table.game_id:
                writer.via = previous.via  # the same channel's latest click still rides
            self._by_table[table.game_id] = writer
        return writer

    def answered(self, interaction: discord.Interaction, game_id: int) -> None:
        """An interaction at table ``game_id`` was answered: its writer may ride on its
        token (without waiting for it first, unlike ``click``)."""
        writer = self._by_table.get(game_id)
        if writer is not None and not writer.stopped:
            writer.click_answered(interaction, counted=False)

    @contextlib.asynccontextmanager
    async def click(
        self, interaction: discord.Interaction, game_id: int
    ) -> AsyncIterator[ClickAnswer]:
        """A click at table ``game_id`` is being answered inside: its writer waits for the
        answer, then rides on its token (``TableWriter.click_began``), unless the answer
        failed (``ClickAnswer.failed``: its token may be dead)."""
        table = self.service.registry.get(game_id)  # one lookup, whatever the tables' number
        writer = self.of(table) if table is not None and table.open else None
        if writer is not None:
            writer.click_began()
        answer = ClickAnswer()
        try:
            yield answer
        finally:
            if writer is not None:
                writer.click_answered(None if answer.failed else interaction)

    def get(self, game_id: int) -> TableWriter | None:
        return self._by_table.get(game_id)

    def _forget(self, writer: TableWriter) -> None:
        if self._by_table.get(writer.table.game_id) is writer:
            del self._by_table[writer.table.game_id]

    def __len__(self) -> int:
        return len(self._by_table)

    async def on_change(self, table: Table, events: list[dict[str, Any]]) -> None:
        """The service's listener."""
        self.of(table).changed(events)

    def on_preview(self, table: Table, state: Any) -> None:
        """The service's preview of a race's next board (``TableService.previews``)."""
        writer = self._by_table.get(table.game_id)
        if writer is not None and writer.table is table:
            writer.preview(state)

    async def send_owed_elsewhere(self) -> None:
        """At load: owed messages of games no longer in memory (finished before a restart);
        a sharded bot sends only those of its own guilds (``DobroBot.handles_guild``)."""
        mine = self.bot.handles_guild if isinstance(self.bot, DobroClient) else None
        for item in await self.service.owed():
            if self.get(item.game_id) is None:
                table = await self.service.load(item.game_id)
                if mine is None or mine(table.home):
                    self.of(table).mark()

    async def quiet(self) -> None:
        """Until no writer has anything left to write (tests, benchmarks)."""
        while pending := [w for w in self._by_table.values() if not w.is_quiet]:
            for writer in pending:
                await writer.quiet()

    async def close(self) -> None:
        for writer in list(self._by_table.values()):
            await writer.cancel()
        self._by_table.clear()
