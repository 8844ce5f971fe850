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
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any, cast

import discord
from discord.http import handle_message_parameters
from discord.webhook.async_ import async_context

import faces
from cogs import cards_as_words, message_link, stored_unix
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
    """What refreshing a shown hand needs: its interaction's token, when Discord made it (the
    token lives 15 minutes) and the language it is shown in. Kept instead of the interaction:
    a discord.py ``Interaction`` holds its member, channel, payload and parsed message (hundreds
    of objects), and at 1,000 tables four open hands each would be most of the bot's memory
    and of every full garbage collection's work."""

    application_id: int
    token: str
    created: float
    lang: str
    #: The hand is a follow-up of the interaction (its id), not its answer (None).
    message_id: int | None = None

    @classmethod
    def of(cls, interaction: discord.Interaction, message_id: int | None = None) -> OpenHand:
        return cls(
            interaction.application_id,
            interaction.token,
            interaction.created_at.timestamp(),
            interaction_language(interaction),
            message_id,
        )

    def age(self, now: float | None = None) -> float:
        """Seconds since Discord made the interaction (the token's age), at ``now`` (Discord's
        time; default: the system clock's)."""
        return (_utc_now() if now is None else now) - self.created


async def edit_hand(bot: discord.Client, hand: OpenHand, view: discord.ui.LayoutView) -> None:
    """Edit the message ``hand`` answered with, as ``Interaction.edit_original_response`` does,
    without building the ``InteractionMessage`` it returns (nobody reads it; a hand message is
    some 500 objects, made and dropped on every refresh). Raises ``discord.HTTPException``."""
    http = bot.http
    if hand.message_id is not None:  # a follow-up: edited by its id
        webhook = discord.Webhook.from_state(
            data={"id": hand.application_id, "type": 3, "token": hand.token},
            state=bot._connection,
        )
        await webhook.edit_message(hand.message_id, view=view)
        return
    with handle_message_parameters(
        view=view, previous_allowed_mentions=bot.allowed_mentions
    ) as params:
        await async_context.get().edit_original_interaction_response(
            hand.application_id,
            hand.token,
            session=cast(Any, http)._HTTPClient__session,  # what Interaction uses
            proxy=http.proxy,
            proxy_auth=http.proxy_auth,
            payload=params.payload,
            multipart=params.multipart,
            files=params.files,
        )


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
    """When Discord last wrote ``message`` (its edit, else its creation): ms since the epoch;
    None if it is not a message."""
    if not isinstance(message, discord.Message):
        return None
    when = message.edited_at or message.created_at
    return round(when.timestamp() * 1000)


def _payload(view: discord.ui.LayoutView) -> bytes:
    """A digest of what the view sends: enough to skip an edit that would change nothing,
    without keeping the whole payload per table."""
    text = json.dumps(view.to_components(), sort_keys=True, default=str)
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
        now: Callable[[], float] | None = None,
    ) -> None:
        self.bot = bot
        self.service = service
        self.table = table
        self.interval = interval
        self._on_stop = on_stop
        #: Discord's time (seconds): a message's age (edits of one over an hour old are
        #: limited), an interaction token's. The system clock, unless a test runs Discord's
        #: time on its fake clock (``Writers.discord_now``).
        self.now: Callable[[], float] = now or _utc_now
        #: user id → the interaction whose (ephemeral) message shows that user's hand.
        self.hands: dict[int, OpenHand] = {}
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
        #: A race: the board the table message shows ((stage, started, seen): new cards when it
        #: changes), and when this writer edited or posted it lately (loop time).
        self._race_shown: tuple[int, bool, int] | None = None
        self._edits: deque[float] = deque(maxlen=RACE_EDITS)
        #: A race: user id → a digest of what their open panel shows (None: not known), so a
        #: panel is edited only when what it shows changed.
        self._hand_shown: dict[int, bytes] = {}
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
        its token is kept, see ``OpenHand``). ``drawn``: a race's panel, what it shows
        (``panel_digest``), so it is edited again only when that changes. ``message_id``: the
        hand is that follow-up of the interaction, not its answer."""
        self.hands[user_id] = OpenHand.of(interaction, message_id)
        self._langs[user_id] = self.hands[user_id].lang
        if drawn is None:
            self._hand_shown.pop(user_id, None)
        else:
            self._hand_shown[user_id] = drawn

    async def panel_digest(self, name: str, lang: str, words: bool = False) -> bytes | None:
        """A race's private panel for ``name`` as the writer would draw it now (no note), in
        words if its person reads cards so: what a panel just shown shows, for ``hand_shown``.
        None outside a race."""
        if not self._race or self.table.state is None:
            return None
        shown = await self.service.view(self.table)
        with faces.as_words(words):
            drawn = renderer(shown.settings.game).hand_view(shown, name, lang, TABLE_CONTROLS)
            return _payload(drawn)

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
        task = asyncio.create_task(ui.picture_files(shim, self.table.settings.lang))
        self._drawing.add(task)
        task.add_done_callback(self._drawing.discard)

    def posted(self, message_id: int, shown_version: int) -> None:
        """The table message was posted by a command's answer: redraw if it is behind. A new
        lobby in a server calls the subscribers of its game (``_write_call``)."""
        self._last_edit = asyncio.get_running_loop().time()
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
                self._dirty.clear()
                if await self._write_all() or self._all_given_up():
                    self._failures = 0
                    if not self.table.open and not self._dirty.is_set():
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
        self._stop_watch()
        if not self.table.open:
            self.service.release(self.table)
        self._on_stop(self)

    async def cancel(self) -> None:
        """Stop now (cog unload, shutdown)."""
        self.stopped = True
        self._stop_watch()
        if self._later is not None:
            self._later.cancel()
        task = self._task
        if task is not None and not task.done():
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self._quiet.set()

    @property
    def is_quiet(self) -> bool:
        """Nothing being written nor due (a writer waiting to retry counts as quiet)."""
        return self.stopped or (self._quiet.is_set() and not self._dirty.is_set())

    @property
    def failures(self) -> int:
        """Failed passes in a row (0 once the messages show the latest state)."""
        return self._failures

    async def quiet(self) -> None:
        """Until nothing is left to write (tests, benchmarks)."""
        while not self.is_quiet:
            await self._quiet.wait()
            await asyncio.sleep(0)

    # ------------------------------------------------------------------ the steps

    def _channel(self) -> Any:
        channel_id = self.table.channel_id
        return self.bot.get_channel(channel_id) or self.bot.get_partial_messageable(channel_id)

    async def _write_table(self) -> None:
        """Edit the table message to the latest state (skipped when it already shows it); post
        a fresh one at each new round or when it is about to be too old to edit."""
        table = self.table
        if table.message_id is None:
            return  # the command that opens the table posts it, then calls ``posted``
        shown = await self.service.view(table)  # each render shows stored moves only
        lang = table.settings.lang
        mark = self.race_mark() if self._race else None
        view = ui.table_view(shown, lang)
        pictures = ui.pictures_key(shown, lang)
        payload = _payload(view) + repr(pictures).encode()
        round_now = (
            renderer(table.settings.game).section(shown) if shown.state is not None else None
        )
        race = table.race
        go = (
            self._go_stage is not None
            and race is not None
            and race.stage == self._go_stage
            and race.started
        )
        if self._go_stage is not None and not go:
            self._go_stage = None  # that stage is over already: nothing to post
        # The message's age on Discord's clock: its edits once over an hour old are limited.
        age = self.now() - discord.utils.snowflake_time(table.message_id).timestamp()
        fresh = table.open and (
            go
            or age > FRESH_TABLE_AFTER
            or (self._round_shown is not None and round_now != self._round_shown)
            or self._hand_over()
        )
        if payload == self._shown and not fresh:
            self._unshown_since = None
            self._race_shown = mark
            return
        files = await ui.picture_files(shown, lang) if pictures else []
        extra: dict[str, Any] = {}
        if pictures or self._pictured:  # a board: its pictures go with it (or go away)
            extra["attachments"] = files
        delivery = self.delivery
        sent = self.service.clock.now()
        self._edits.append(asyncio.get_running_loop().time())
        message: Any
        if fresh:
            try:
                message = await self._repost(view, point_old=True, files=files)
            except (discord.Forbidden, NoLiveInteraction):  # may not post: edit in place
                message = await delivery.edit(
                    table.message_id, view=view, allowed_mentions=NO_PINGS, **extra
                )
            if go and race is not None and table.message_id is not None:
                self.service.race_posted(
                    table, race.stage, snowflake_ms(table.message_id), sent=sent
                )
                self._go_stage = None
        else:
            try:
                message = await delivery.edit(
                    table.message_id, view=view, allowed_mentions=NO_PINGS, **extra
                )
            except (discord.NotFound, NoLiveInteraction):  # deleted, or no token may edit it
                message = await self._repost(view, point_old=False, files=files)
            except discord.HTTPException as exc:
                if exc.code != OLD_MESSAGE_EDITS:
                    raise
                message = await self._repost(view, point_old=False, files=files)
        self._pictured = bool(pictures)
        self._shown = payload
        self._round_shown = round_now
        self._last_edit = asyncio.get_running_loop().time()
        self._unshown_since = None
        if mark is not None:
            self._race_shown = mark
            if not go:
                self._report_shown(mark, sent, _discord_ms(message))

    async def _repost(
        self,
        view: discord.ui.LayoutView,
        *,
        point_old: bool,
        files: list[discord.File] | None = None,
    ) -> Any:
        """A new table message below the conversation; the old one points to it (once)."""
        old = self.table.message_id
        extra: dict[str, Any] = {"files": files} if files else {}
        message = await self.delivery.send(view=view, allowed_mentions=NO_PINGS, **extra)
        await self.service.set_message(self.table, message.id)
        if point_old and old is not None:
            shown = await self.service.view(self.table)
            moved = ui.moved_view(shown, self._link(message.id), self.table.settings.lang)
            # The new message is what counts: the old one's pointer is a courtesy.
            with contextlib.suppress(discord.HTTPException, NoLiveInteraction):
                await self.delivery.edit(old, view=moved, allowed_mentions=NO_PINGS)
        return message

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
            return
        lang = self.table.settings.lang
        view = discord.ui.View(timeout=None)
        view.add_item(
            controls.table_button(
                self.table.game_id, "hand", t("button.hand", lang), discord.ButtonStyle.primary
            )
        )
        message = await self.delivery.send(
            t(
                "game.ping",
                lang,
                who=", ".join(f"<@{user}>" for user in unreached),
                id=self.table.game_id,
            ),
            view=view,
            allowed_mentions=pinging(*unreached),
        )
        self._told = turns
        await self.service.set_ping(self.table, message.id)
        if old is not None:
            await self._delete_ping(old, forget=False)

    async def _tell_by_dm(self, users: list[int]) -> None:
        """A table that waits days: each of ``users`` (newly on turn, no hand open) who asked
        for it (``/dobro-me notify turns:dm``) gets a DM, once per turn (claimed in storage,
        across restarts: the turn is known by when it began), with a jump link and *My hand*,
        which plays from the DM. A DM Discord refuses (they allow none from the bot) is not
        tried again for that turn."""
        notices = getattr(self.bot, "notices", None)
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
        await self.delivery.delete(message_id)

    async def _refresh_hand(self, user_id: int, *, changed_only: bool = False) -> bool:
        """Bring an open hand up to date while its token is good; False if there is none.
        ``changed_only``: a race's panel, edited only if what it shows changed."""
        hand = self.hands.get(user_id)
        name = next((s.name for s in self.table.seats if s.user_id == user_id), None)
        if hand is None or name is None or self.table.state is None:
            return False
        if hand.age(self.now()) > HAND_TOKEN_SECONDS:
            del self.hands[user_id]
            self._hand_shown.pop(user_id, None)
            return False
        shown = await self.service.view(self.table)  # only moves storage has kept
        words = await cards_as_words(self.bot, user_id)  # the person's own way of reading cards
        try:
            with faces.as_words(words):
                view = renderer(shown.settings.game).hand_view(
                    shown, name, hand.lang, TABLE_CONTROLS
                )
            drawn = _payload(view)
            if changed_only and self._hand_shown.get(user_id) == drawn:
                return True
            await edit_hand(self.bot, hand, view)
        except discord.HTTPException:
            self.hands.pop(user_id, None)
            self._hand_shown.pop(user_id, None)
            return False
        if self._race:
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
                await self._refresh_hand(user_id, changed_only=True)

    async def _write_invite(self) -> None:
        """Play again's invitation: the people of the last game, pinged once, with Join."""
        invited = self._invites
        table = self.table
        if not invited or table.status is not GameStatus.LOBBY:
            self._invites = []
            return
        lang = table.settings.lang
        view = discord.ui.View(timeout=None)
        view.add_item(
            controls.table_button(
                table.game_id, "join", t("button.join", lang), discord.ButtonStyle.primary
            )
        )
        await self.delivery.send(
            t(
                "table.again",
                lang,
                names=", ".join(f"<@{u}>" for u in invited),
                id=table.game_id,
            ),
            view=view,
            allowed_mentions=discord.AllowedMentions(
                everyone=False,
                roles=False,
                replied_user=False,
                users=[discord.Object(u) for u in invited],
            ),
        )
        self._invites = []

    async def _write_call(self) -> None:
        """A new lobby in a server: the people who asked to be pinged for its game
        (``/dobro-me notify next-game``) are, in one message with *Join*, mentioning only
        them: never its host, nobody twice in 30 minutes (``people.Notices.next_game``)."""
        if not self._call_due:
            return
        self._call_due = False
        table = self.table
        notices = getattr(self.bot, "notices", None)
        if notices is None or table.status is not GameStatus.LOBBY or table.message_id is None:
            return
        delivery = self.delivery
        if isinstance(delivery, InteractionDelivery) and delivery.poster() is None:
            return
        called = await notices.next_game(table.guild_id, table.settings.game, table.host_id)
        if not called:
            return
        lang = table.settings.lang
        view = discord.ui.View(timeout=None)
        view.add_item(
            controls.table_button(
                table.game_id, "join", t("button.join", lang), discord.ButtonStyle.primary
            )
        )
        await delivery.send(
            t(
                "table.next_game",
                lang,
                who=", ".join(f"<@{u}>" for u in called),
                game=ui.game_name(table.settings.game, lang),
                host=f"<@{table.host_id}>",
                link=self._link(table.message_id),
            ),
            view=view,
            allowed_mentions=pinging(*called),
        )

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
        try:
            message = await delivery.send(
                view=view, nonce=f"dobro-o{item.id}", allowed_mentions=NO_PINGS
            )
        except (discord.Forbidden, discord.NotFound) as exc:
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
        await self.service.mark_sent(item, message.id)

    async def _close_hands(self) -> None:
        """A closed table: every open hand shows how it ended, with no live control."""
        if self.table.open or not self.hands:
            return
        for user_id in list(self.hands):
            await self._refresh_hand(user_id)
        self.hands.clear()


class Writers:
    """The play cog's writers, one per table in memory."""

    def __init__(self, bot: discord.Client, service: TableService, *, interval: float) -> None:
        self.bot = bot
        self.service = service
        self.interval = interval
        self._by_table: dict[int, TableWriter] = {}
        #: Discord's clock, as the writers read it: the system's; a test whose fake Discord
        #: follows its fake clock sets that clock's ``now`` here.
        self.discord_now: Callable[[], float] = _utc_now

    def of(self, table: Table) -> TableWriter:
        """The table's writer (a new one if it has none, or if the table object changed)."""
        writer = self._by_table.get(table.game_id)
        if writer is None or writer.table is not table or writer.stopped:
            if writer is not None and not writer.stopped:
                writer.stopped = True
            writer = TableWriter(
                self.bot,
                self.service,
                table,
                interval=self.interval,
                on_stop=self._forget,
                now=lambda: self.discord_now(),
            )
            self._by_table[table.game_id] = writer
        return writer

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
        mine = getattr(self.bot, "handles_guild", None)
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
