"""The load side of ``benchmarks/bot_load.py``: an offline Discord built for long runs, and the
simulated people who play through it.

``LoadFake`` is ``tests.fakediscord.FakeDiscord`` with a few additions that change nothing the
bot sees (same routes, same answers, same checks, OpenAPI validation on or off as asked):

* requests are counted by kind instead of being kept (``tally``), and a message keeps only its
  latest version (no edit history), so memory stays flat over a long run;
* each interaction's send time and the arrival of the bot's first response (its callback) are
  recorded (``sent_at``, ``answers``): the click → response latency, measured here;
* every message created or edited is shown to an ``observer`` (the simulated people);
* users are found by id in a dict (the fake scans its member list, fine for four members, not
  for four thousand), and gateway events no connected bot asked for are not even scheduled.

It relies on these private methods of ``FakeDiscord``: ``_send_interaction``, ``_callback``,
``_new_message``, ``_apply_edit``, ``_emit_soon``, ``_by_id``; ``tests/discord/
test_bot_load_smoke.py`` runs it, so a change there shows up. ``fast_copies`` (used by
``bot_load.py`` for its own process only) swaps the ``copy`` module the fake's modules use for
an orjson round trip: same copies of the same JSON data, about ten times faster.

``Players`` are the people: each table has four seats, ``people`` of them simulated persons
(the host first) and the rest computers. A person acts when the bot shows them live controls:

* a game starts (the table message shows "My hand"): each person presses "My hand" after a
  reaction delay, as people look at their cards when they are dealt;
* pinged for their turn (a public "your turn" message naming them, with "My hand": the bot
  pings whoever has no open hand): they press "My hand" after a reaction delay;
* their open hand is refreshed with enabled move controls (the bot's way of saying "your turn"
  once a hand is open): they click one of them, chosen at random (a joker select: a random
  allowed value), ``pace.turn()`` seconds after their turn came;
* a game ends (a results message with Play again): the host presses Play again, then Start on
  the new lobby, so every table stays busy for the whole measured window.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import random
import re
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import tests.fakediscord.models as fake_models
import tests.fakediscord.server as fake_server
from tests.fakediscord import (
    FakeChannel,
    FakeDiscord,
    FakeDiscordError,
    FakeInteraction,
    FakeUser,
    RecordedRequest,
    StoredMessage,
)
from tests.fakediscord.limits import IS_COMPONENTS_V2, SELECTS, TEXT_DISPLAY

CALLBACK = "/interactions/{interaction_id}/{interaction_token}/callback"
CHANNEL_MESSAGES = "/channels/{channel_id}/messages"
CHANNEL_MESSAGE = "/channels/{channel_id}/messages/{message_id}"

#: Request kinds, in the order they are printed.
KINDS = (
    "interaction responses",
    "hand edits (webhook)",
    "follow-ups (webhook)",
    "message posts",
    "message edits",
    "deletes",
    "other",
)
#: The requests on channel routes (Discord's per-route and global limits apply to these).
CHANNEL_KINDS = ("message posts", "message edits", "deletes")

MENTION = re.compile(r"<@!?(\d+)>")
MOVE_PREFIXES = ("dobro:m:", "dobro:j:")
#: How long the bot keeps refreshing an open hand (cogs/dobro/writer.py: 14 minutes).
HAND_KEPT = 14 * 60.0


def request_kind(record: RecordedRequest) -> str:
    """What a request the bot sent is, for the per-move split."""
    method, route = record.method, record.route or ""
    if route == CALLBACK:
        return "interaction responses"
    if route.startswith("/webhooks/"):
        if method == "PATCH":
            return "hand edits (webhook)"
        if method == "POST":
            return "follow-ups (webhook)"
        return "other"
    if route == CHANNEL_MESSAGES and method == "POST":
        return "message posts"
    if route == CHANNEL_MESSAGE and method == "PATCH":
        return "message edits"
    if route == CHANNEL_MESSAGE and method == "DELETE":
        return "deletes"
    return "other"


class RequestTally(list[RecordedRequest]):
    """Stands in for ``FakeDiscord.requests``: counts each request by kind, keeps none."""

    def __init__(self) -> None:
        super().__init__()
        self.counts: Counter[str] = Counter()

    def append(self, record: RecordedRequest) -> None:  # type: ignore[override]
        self.counts[request_kind(record)] += 1

    def snapshot(self) -> Counter[str]:
        return Counter(self.counts)


class LoadFake(FakeDiscord):
    """``FakeDiscord`` for load runs; see the module docstring."""

    def __init__(self, **options: Any) -> None:
        self._users: dict[int, FakeUser] = {}  # before FakeDiscord adds its members
        super().__init__(**options)
        self.tally = RequestTally()
        self.requests = self.tally
        #: interaction id -> perf_counter() when it was sent to the bot.
        self.sent_at: dict[int, float] = {}
        #: interaction id -> (perf_counter() when the first callback arrived, callback type,
        #: whether Discord accepted it: in time, first answer, valid).
        self.answers: dict[int, tuple[float, int | None, bool]] = {}
        self.observer: Any = None
        self._waiters: dict[int, asyncio.Future[FakeInteraction]] = {}

    # -------------------------------------------------------------- the world

    def add_member(self, name: str, **options: Any) -> FakeUser:
        member = super().add_member(name, **options)
        self._users[member.id] = member
        return member

    def user(self, user_id: int) -> FakeUser | None:
        return self._users.get(user_id) or super().user(user_id)

    def add_bot_message(self, channel: FakeChannel, text: str) -> StoredMessage:
        """A components V2 message the bot posted earlier (a table message before a
        restart)."""
        body = {"flags": IS_COMPONENTS_V2, "components": [{"type": TEXT_DISPLAY, "content": text}]}
        return self._new_message(channel, body, [])

    # -------------------------------------------------------------- latency

    async def _send_interaction(self, interaction: FakeInteraction, wait: bool) -> FakeInteraction:
        self.sent_at[interaction.id] = time.perf_counter()
        try:
            return await super()._send_interaction(interaction, wait)
        finally:
            # Sent: the copy of the clicked message it carried is not needed any more.
            interaction.payload.pop("message", None)

    async def _callback(
        self, record: RecordedRequest, interaction_id: str, interaction_token: str
    ) -> Any:
        arrived = time.perf_counter()
        try:
            return await super()._callback(record, interaction_id, interaction_token)
        finally:
            key = int(interaction_id)
            interaction = self._by_id.get(key)
            if interaction is not None and key not in self.answers:
                ok = interaction.acknowledged and not interaction.errors
                self.answers[key] = (arrived, interaction.callback_type, ok)
                waiter = self._waiters.pop(key, None)
                if waiter is not None and not waiter.done():
                    waiter.set_result(interaction)

    async def answered(self, interaction: FakeInteraction, timeout: float = 30.0) -> bool:
        """Wait for the bot's first response to ``interaction``; False if none came in time."""
        if interaction.id in self.answers:
            return self.answers[interaction.id][2]
        waiter = self._waiters.get(interaction.id)
        if waiter is None:
            waiter = asyncio.get_running_loop().create_future()
            self._waiters[interaction.id] = waiter
        try:
            await asyncio.wait_for(asyncio.shield(waiter), timeout)
        except TimeoutError:
            return False
        return self.answers[interaction.id][2]

    # -------------------------------------------------------------- messages

    def _new_message(self, *args: Any, **kwargs: Any) -> StoredMessage:
        message = super()._new_message(*args, **kwargs)
        if self.observer is not None:
            self.observer.created(message)
        return message

    def _apply_edit(self, *args: Any, **kwargs: Any) -> StoredMessage:
        message = super()._apply_edit(*args, **kwargs)
        message.history.clear()  # only the latest version is kept
        if self.observer is not None:
            self.observer.edited(message)
        return message

    def _emit_soon(self, event: str, data: Any, intent: int | None = None) -> None:
        if intent is not None and not any(s.intents & intent for s in self._sessions):
            return  # no connected bot asked for it: dispatch would drop it anyway
        super()._emit_soon(event, data, intent)


class _JsonCopy:
    """Stands in for the ``copy`` module in the fake's modules: messages are JSON data, and a
    JSON round trip through orjson copies them about ten times faster than ``copy.deepcopy``
    (the fake's biggest cost under load). Anything that is not plain JSON is deep-copied."""

    def __init__(self) -> None:
        try:
            import orjson
        except ImportError:  # discord.py's optional speedup: without it, the usual deepcopy
            self._orjson = None
        else:
            self._orjson = orjson

    def deepcopy(self, value: Any, memo: Any = None) -> Any:
        if self._orjson is not None:
            try:
                return self._orjson.loads(self._orjson.dumps(value))
            except TypeError:
                pass
        return copy.deepcopy(value, memo)


@contextlib.contextmanager
def fast_copies() -> Iterator[None]:
    """Within the block, the fake (in this process) copies messages with ``_JsonCopy``; its
    answers are the same. Only for the load run's own process: tests keep the plain fake."""
    saved = fake_server.copy, fake_models.copy
    fake_server.copy = fake_models.copy = _JsonCopy()  # type: ignore[assignment]
    try:
        yield
    finally:
        fake_server.copy, fake_models.copy = saved


# ------------------------------------------------------------------------------------------------
# The people


@dataclass
class Pace:
    """How fast people are. Human: a move 2–8 s after the turn comes (uniform), "My hand" 0.5–
    1.5 s after the deal or a ping; flat out: everything at once."""

    human: bool
    rng: random.Random

    def turn(self) -> float:
        return self.rng.uniform(2.0, 8.0) if self.human else 0.0

    def react(self) -> float:
        return self.rng.uniform(0.5, 1.5) if self.human else 0.0


@dataclass
class SimTable:
    """One channel with its table of four: ``people`` (the host first) and computers."""

    index: int
    channel: FakeChannel
    people: list[FakeUser]
    computers: int
    gid: int | None = None
    games_started: int = 0
    games_finished: int = 0
    opened: bool = False
    hands_for: int | None = None  # the game whose hands were opened at its start


def live_controls(message: StoredMessage) -> list[dict[str, Any]]:
    """The enabled move buttons and selects of a hand."""
    return [
        c
        for c in message.all_components()
        if not c.get("disabled") and str(c.get("custom_id", "")).startswith(MOVE_PREFIXES)
    ]


def _find(message: StoredMessage, suffix: str) -> dict[str, Any] | None:
    for component in message.all_components():
        custom_id = str(component.get("custom_id", ""))
        if custom_id.startswith("dobro:t:") and custom_id.endswith(suffix):
            return component
    return None


class Players:
    """The simulated people of every table; see the module docstring."""

    def __init__(
        self, fake: LoadFake, tables: list[SimTable], pace: Pace, rng: random.Random
    ) -> None:
        self.fake = fake
        self.tables = tables
        self.pace = pace
        self.rng = rng
        self.by_channel = {t.channel.id: t for t in tables}
        self.by_user = {u.id: t for t in tables for u in t.people}
        self.people = {u.id: u for t in tables for u in t.people}
        #: interaction id -> what it was ("move", "hand", "again", "start", "new", "join"...).
        self.kinds: dict[int, str] = {}
        self.skipped: Counter[str] = Counter()
        self.failures: list[str] = []
        self.running = True
        #: Set once every table is open: nobody moves before (see ``_move``).
        self.go = asyncio.Event()
        self._scheduled: dict[int, tuple[int, int]] = {}  # user -> (game, version) in hand
        self._pinged_at: dict[int, float] = {}
        #: (user, game) -> when they last pressed "My hand" for that game.
        self._hand_asked: dict[tuple[int, int], float] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        fake.observer = self

    # -------------------------------------------------------------- seeing what the bot shows

    def created(self, message: StoredMessage) -> None:
        if not self.running:
            return
        if message.visible_to is not None:
            self._hand(message)
            return
        table = self.by_channel.get(message.channel_id)
        if table is None:
            return
        content = message.content
        if content:
            mentioned = MENTION.search(content)
            button = _find(message, ":hand")
            if mentioned and button is not None and int(mentioned[1]) in self.people:
                user_id = int(mentioned[1])
                self._pinged_at[user_id] = time.perf_counter()
                self._ask_hand(table, user_id, message.id, button["custom_id"])
            return
        again = _find(message, ":again")
        if again is not None:
            table.games_finished += 1
            self._spawn(self._play_again(table, message.id, again["custom_id"]))
            return
        self._table_message(table, message)

    def edited(self, message: StoredMessage) -> None:
        if not self.running:
            return
        if message.visible_to is not None:
            self._hand(message)
            return
        table = self.by_channel.get(message.channel_id)
        if table is not None and not message.content:
            self._table_message(table, message)

    def _table_message(self, table: SimTable, message: StoredMessage) -> None:
        """The table message of a dealt game: everyone looks at their hand, once per game."""
        button = _find(message, ":hand")
        if button is None:
            return
        gid = int(button["custom_id"].split(":")[2])
        if table.hands_for == gid:
            return
        table.hands_for = gid
        for person in table.people:
            self._ask_hand(table, person.id, message.id, button["custom_id"])

    def _ask_hand(self, table: SimTable, user_id: int, message_id: int, custom_id: str) -> None:
        """Press "My hand" unless this person has a hand of this game open already: pinged
        while their first "My hand" is still on its way, they look at that one. A hand older
        than 14 minutes (its token is no good) is replaced."""
        key = (user_id, int(custom_id.split(":")[2]))
        now = time.perf_counter()
        if now - self._hand_asked.get(key, float("-inf")) < HAND_KEPT:
            return
        self._hand_asked[key] = now
        self._spawn(self._open_hand(table, user_id, message_id, custom_id))

    def _hand(self, message: StoredMessage) -> None:
        user_id = message.visible_to
        assert user_id is not None
        table = self.by_user.get(user_id)
        if table is None:
            return
        live = live_controls(message)
        if not live:
            return
        _, _, gid, version_text, _ = live[0]["custom_id"].split(":")
        version = int(version_text)
        key = (int(gid), version)
        if self._scheduled.get(user_id) == key:
            return  # this turn is already in hand (another hand of theirs showed it first)
        self._scheduled[user_id] = key
        turn_came = self._pinged_at.pop(user_id, None) or time.perf_counter()
        due = turn_came + self.pace.turn()
        self._spawn(self._move(table, user_id, message.id, version, due))

    # -------------------------------------------------------------- acting

    def _spawn(self, coro: Any) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            self.failures.append(f"a simulated person failed: {task.exception()!r}")

    async def _until(self, due: float) -> None:
        wait = due - time.perf_counter()
        if wait > 0:
            await asyncio.sleep(wait)

    async def _send(
        self, kind: str, user: FakeUser, message_id: int, custom_id: str, values: list[str] | None
    ) -> FakeInteraction | None:
        """A click (or a select) now, recorded as ``kind``; None when the control is gone (the
        message moved on meanwhile)."""
        fake = self.fake
        try:
            if values is None:
                interaction = await fake.click(user, message_id, custom_id, wait=False)
            else:
                interaction = await fake.select(user, message_id, custom_id, values, wait=False)
        except FakeDiscordError:
            self.skipped[f"{kind}: control gone"] += 1
            return None
        self.kinds[interaction.id] = kind
        return interaction

    async def _move(
        self, table: SimTable, user_id: int, message_id: int, version: int, due: float
    ) -> None:
        if not self.go.is_set():  # tables still being opened: play starts for all at once
            await self.go.wait()
            due = time.perf_counter() + self.pace.turn()
        await self._until(due)
        if not self.running:
            return
        message = self.fake.message(message_id)
        live = [c for c in live_controls(message) if c["custom_id"].split(":")[3] == str(version)]
        if message.deleted or not live:
            self.skipped["move: hand moved on"] += 1
            return
        choice = self.rng.choice(live)
        values = None
        if choice.get("type") in SELECTS:
            values = [self.rng.choice(choice["options"])["value"]]
        await self._send("move", self.people[user_id], message_id, choice["custom_id"], values)

    async def _open_hand(self, table: SimTable, user_id: int, ping_id: int, custom_id: str) -> None:
        await asyncio.sleep(self.pace.react())
        if self.running:
            await self._send("hand", self.people[user_id], ping_id, custom_id, None)

    async def _play_again(self, table: SimTable, message_id: int, custom_id: str) -> None:
        await asyncio.sleep(self.pace.turn())
        if not self.running:
            return
        host = table.people[0]
        pressed = await self._send("again", host, message_id, custom_id, None)
        if pressed is None:
            return
        if not await self.fake.answered(pressed) or pressed.original_message_id is None:
            self.failures.append(f"table {table.index}: Play again was not answered with a lobby")
            return
        await self._start(table, pressed.original_message_id)

    async def _start(self, table: SimTable, lobby_id: int, timeout: float = 20.0) -> None:
        """Press Start on the lobby once it is enabled (lobby edits are paced)."""
        host = table.people[0]
        deadline = time.perf_counter() + timeout
        while True:
            start = _find(self.fake.message(lobby_id), ":start")
            if start is not None and not start.get("disabled"):
                break
            if time.perf_counter() > deadline or not self.running:
                self.failures.append(f"table {table.index}: Start never became enabled")
                return
            await asyncio.sleep(0.05)
        await asyncio.sleep(self.pace.react())
        pressed = await self._send("start", host, lobby_id, start["custom_id"], None)
        if pressed is not None and await self.fake.answered(pressed):
            table.gid = int(start["custom_id"].split(":")[2])
            table.games_started += 1
        else:
            self.failures.append(f"table {table.index}: Start was not answered")

    async def open_table(self, table: SimTable) -> None:
        """``/dobro new`` by the host, Join by the other people, computers added by the host,
        Start: the table's first game."""
        fake = self.fake
        host = table.people[0]
        created = await fake.slash(host, table.channel, "dobro new", seats=4, wait=False)
        self.kinds[created.id] = "new"
        if not await fake.answered(created) or created.original_message_id is None:
            self.failures.append(f"table {table.index}: /dobro new was not answered")
            return
        lobby = created.original_message_id
        deadline = time.perf_counter() + 20
        while (join := _find(fake.message(lobby), ":join")) is None:  # after a deferral
            if time.perf_counter() > deadline:
                self.failures.append(f"table {table.index}: no lobby message")
                return
            await asyncio.sleep(0.05)
        gid = join["custom_id"].split(":")[2]
        clicks = [(person, "join") for person in table.people[1:]]
        clicks += [(host, "ai_normal")] * table.computers
        pressed = []
        for person, what in clicks:
            sent = await self._send(what, person, lobby, f"dobro:t:{gid}:{what}", None)
            if sent is not None:
                pressed.append(sent)
        answers = await asyncio.gather(*(fake.answered(p) for p in pressed))
        if len(pressed) != len(clicks) or not all(answers):
            self.failures.append(f"table {table.index}: a Join or computer was not answered")
            return
        # /dobro start rather than the lobby's Start button: no wait for the (paced) lobby edit.
        started = await fake.slash(host, table.channel, "dobro start", wait=False)
        self.kinds[started.id] = "start"
        if not await fake.answered(started):
            self.failures.append(f"table {table.index}: /dobro start was not answered")
            return
        table.gid = int(gid)
        table.games_started += 1
        table.opened = True

    async def stop(self) -> None:
        """No more clicks: pending ones (people still thinking) are dropped."""
        self.running = False
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)


@dataclass
class Window:
    """What happened between two instants of a run (perf_counter times)."""

    began: float
    ended: float
    latencies: dict[str, list[float]] = field(default_factory=dict)
    late: int = 0  # answered, but after Discord's 3 s (the click failed for the person)
    refused: int = 0  # answered in time but refused (a violation or a second answer)
    unanswered: int = 0


def window_latencies(
    fake: LoadFake, kinds: dict[int, str], began: float, ended: float, deadline: float = 3.0
) -> Window:
    """Click → first response for the interactions sent in [began, ended), by kind ("all"
    included), in seconds. An interaction without an answer by now counts as unanswered."""
    window = Window(began, ended)
    every: list[float] = []
    for interaction_id, sent in fake.sent_at.items():
        if not began <= sent < ended:
            continue
        kind = kinds.get(interaction_id, "other")
        answer = fake.answers.get(interaction_id)
        if answer is None:
            window.unanswered += 1
            continue
        arrived, _, ok = answer
        latency = arrived - sent
        every.append(latency)
        window.latencies.setdefault(kind, []).append(latency)
        if latency > deadline:
            window.late += 1
        elif not ok:
            window.refused += 1
    window.latencies["all"] = every
    return window


def pending_answers(fake: LoadFake, since: float) -> int:
    """Interactions sent since ``since`` still waiting for their first response."""
    return sum(1 for i, sent in fake.sent_at.items() if sent >= since and i not in fake.answers)
