"""The load side of ``benchmarks/bot_load.py``: an offline Discord built for long runs, and the
simulated people who play through it.

``LoadFake`` is ``fakediscord.FakeDiscord`` with a few additions that change nothing the
bot sees (same routes, same answers, same checks, OpenAPI validation on or off as asked):

* requests are counted by kind instead of being kept (``tally``), and a message keeps only its
  latest version (no edit history), so memory stays flat over a long run;
* each interaction's send time and the arrival of the bot's first response (its callback) are
  recorded (``sent_at``, ``answers``): the click → response latency, measured here;
* every message created or edited is shown to an ``observer`` (the simulated people);
* users are found by id in a dict (the fake scans its member list, fine for four members, not
  for four thousand), and gateway events no connected bot asked for are not even scheduled;
* every message post or edit the bot sends that is not provably ephemeral (table messages,
  pings, results, lobby answers…) is checked for hidden cards (``hidden``, a ``HiddenCards``):
  at once for the hand view's marks, and after the run against every hand and draw pile of the
  games stored in the bot's database (``HiddenCards.replay``).

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
* a game ends (a results message with Play again): the host presses Play again, the others
  Join (Play again invites them), then the host presses Start on the new lobby, so every
  table stays busy for the whole measured window.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import json
import random
import re
import sqlite3
import time
import zlib
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import dobro_rules as dr
import fakediscord.models as fake_models
import fakediscord.server as fake_server
import locales
from dobro_rules.cards import NAMES, counts_to_names
from faces.draw import CARDS, emoji_name
from fakediscord import (
    FakeChannel,
    FakeDiscord,
    FakeDiscordError,
    FakeInteraction,
    FakeUser,
    RecordedRequest,
    StoredMessage,
)
from fakediscord.limits import (
    EPHEMERAL,
    IS_COMPONENTS_V2,
    LOADING,
    SELECTS,
    TEXT_DISPLAY,
    covered_by_global_limit,
)

CALLBACK = "/interactions/{interaction_id}/{interaction_token}/callback"
CHANNEL_MESSAGES = "/channels/{channel_id}/messages"
CHANNEL_MESSAGE = "/channels/{channel_id}/messages/{message_id}"

#: Request kinds, in the order they are printed.
KINDS = (
    "interaction responses",
    "webhook edits",
    "follow-ups (webhook)",
    "webhook deletes",
    "message posts",
    "message edits",
    "deletes",
    "other",
)
#: The requests on channel routes (Discord's per-route and global limits apply to these).
CHANNEL_KINDS = ("message posts", "message edits", "deletes")
#: The kinds on an interaction's own routes (its response and its webhook: follow-ups, edits
#: and deletes with its token), which Discord's global limit does not cover.
INTERACTION_KINDS = (
    "interaction responses",
    "webhook edits",
    "follow-ups (webhook)",
    "webhook deletes",
)

MENTION = re.compile(r"<@!?(\d+)>")
MOVE_PREFIXES = ("dobro:m:", "dobro:j:")
#: A hand's focus select (Ten: first the card, then its ways of playing it).
FOCUS_PREFIX = "dobro:f:"
#: A claim in a race (Dobble), on the board or in a private panel.
CLAIM_PREFIX = "dobro:c:"
#: How a Dobble panel names its player's own card ("Your card: ⚓ 🍎 …").
OWN_CARD = re.compile(r"(?m)^Your card: (.+)$")
#: How often a person who spotted the match claims it right (the rest: a wrong symbol).
RIGHT_CLAIMS = 0.85
#: How long the bot keeps refreshing an open hand (cogs/table/writer.py: 14 minutes).
HAND_KEPT = 14 * 60.0


def request_kind(record: RecordedRequest) -> str:
    """What a request the bot sent is, for the per-move split."""
    method, route = record.method, record.route or ""
    if route == CALLBACK:
        return "interaction responses"
    if route.startswith("/webhooks/"):
        if method == "PATCH":
            return "webhook edits"
        if method == "POST":
            return "follow-ups (webhook)"
        if method == "DELETE":
            return "webhook deletes"
        return "other"
    if route == CHANNEL_MESSAGES and method == "POST":
        return "message posts"
    if route == CHANNEL_MESSAGE and method == "PATCH":
        return "message edits"
    if route == CHANNEL_MESSAGE and method == "DELETE":
        return "deletes"
    return "other"


class RequestTally(list[RecordedRequest]):
    """Stands in for ``FakeDiscord.requests``: counts each request by kind, keeps none (shows
    each to ``inspect`` first, if given). The requests Discord's global limit covers are
    counted apart ("global" in ``counts``), with when each was made (``global_times``,
    ``time.perf_counter``), for the most made in any one second."""

    def __init__(self, inspect: Any = None) -> None:
        super().__init__()
        self.counts: Counter[str] = Counter()
        self.inspect = inspect
        self.global_times: list[float] = []

    def append(self, record: RecordedRequest) -> None:  # type: ignore[override]
        kind = request_kind(record)
        self.counts[kind] += 1
        if covered_by_global_limit(record.route or record.path):
            self.counts["global"] += 1
            self.global_times.append(time.perf_counter())
        if self.inspect is not None:
            self.inspect(record, kind)

    def snapshot(self) -> Counter[str]:
        return Counter(self.counts)

    def most_in_a_second(self, began: float, ended: float) -> int:
        """The most global-limited requests made in any one second of [began, ended)."""
        times = [t for t in self.global_times if began <= t < ended]
        most, start = 0, 0
        for end, moment in enumerate(times):
            while times[start] <= moment - 1.0:
                start += 1
            most = max(most, end - start + 1)
        return most


# ------------------------------------------------------------------------------------------------
# No hidden card in public

ROOT = Path(__file__).resolve().parent.parent
#: Move controls of a hand (live, greyed out, and the old greyed ``x``): never on a public message.
HAND_IDS = ("dobro:m:", "dobro:j:", "dobro:v:", "dobro:w:", "dobro:x:")
#: Dobro's specials in words in every language (``dobro-card-J`` …), as a hand writes them.
SPECIAL_WORDS = tuple(
    sorted(
        {
            value.strip()
            for catalogue in (ROOT / "locales").glob("*/table.ftl")
            for key, sep, value in (
                line.partition(" = ") for line in catalogue.read_text("utf-8").splitlines()
            )
            if sep and key.strip().startswith("dobro-card-")
        },
        key=len,
        reverse=True,
    )
)
#: A card as the hand writes it without card faces ("`5`", "`joker`"; older: "`J`").
TEXT_CARD = re.compile(
    r"`(?:[2-9]|1[0-2]|J|S|R" + "".join(f"|{re.escape(w)}" for w in SPECIAL_WORDS) + ")`"
)
#: A card as the hand writes it with card faces (the bot's application emoji, named in words:
#: ``dobro_5``, ``dobro_joker``).
EMOJI_CARD = re.compile(r"<a?:dobro_[A-Za-z0-9_]+:\d+>")


def _words(card: str, lang: str) -> str:
    """A Dobro card as a hand writes it in words (``cogs.games.dobro.card_words``)."""
    return locales.text(f"dobro.card.{card}", lang) if card in ("J", "S", "R") else card


_TOKEN = rf"(?:{EMOJI_CARD.pattern}|{TEXT_CARD.pattern})"
#: The hand's own line: "# " then its cards, at the start of a line (render.hand_view).
HAND_LINE = re.compile(rf"(?m)^# {_TOKEN}")
#: Cards written one after another with single spaces, as only a hand writes them (a bid
#: joins a pair with "+", plays with " · "; the results show numbers).
CARD_RUN = re.compile(rf"(?m)(^# )?({_TOKEN}(?: {_TOKEN})*)")
#: The hand view's sentences no public message has (every language in ``locales/``).
HAND_KEYS = ("hand-title", "hand-preview", "hand-preview_open", "hand-must_draw")


def _hand_words() -> tuple[str, ...]:
    words = []
    for catalogue in sorted((ROOT / "locales").glob("*/hand.ftl")):
        for line in catalogue.read_text(encoding="utf-8").splitlines():
            key, sep, value = line.partition(" = ")
            if sep and key.strip() in HAND_KEYS and "{" not in value:
                words.append(value.strip())
    return tuple(words)


def texts_of(body: Any) -> str:
    """Every string in a request body (content, text displays, labels, custom ids…), one a
    line: what a reader of the message could see, and the ids its controls carry."""
    out: list[str] = []

    def walk(value: Any) -> None:
        if isinstance(value, str):
            out.append(value)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, list | tuple):
            for item in value:
                walk(item)

    walk(body)
    return "\n".join(out)


class HiddenCards:
    """No hidden card in any public message the bot sends: no hand (anyone's, at any moment of
    the game) and no order of the draw pile.

    * ``request``: every message post or edit that is not provably ephemeral (an interaction
      response is ephemeral by its flag or by the message it updates, a webhook call by the
      message it writes; a channel route never is) is scanned at once for the hand view's marks:
      its title and sentences (every language), its move controls' custom ids, a card written
      as the hand writes it (`` `5` ``), the hand's own line ("# " then cards). Anything found is
      a leak (``leaks``); the texts are kept (compressed) for the replay.
    * ``replay(database)``: after the run, every game stored in the bot's database is replayed
      and every hand any player held at any version (with card faces and as text), and the next
      three cards of the draw pile at every version, must be absent from every public text
      sent to that game's channel: as "# <cards>" (the hand line, even one card) or as two or
      more cards in a row separated by single spaces (only a hand writes cards that way).

    ``check_text`` is what both apply to one text (``tests/reliability`` feeds it a hand to
    prove it fails). What it does not see: a card named in other words (a narration of a
    drawn card, say) would pass; so would anything outside the bot's requests (its logs)."""

    def __init__(self, fake: FakeDiscord, keep: bool = True) -> None:
        self.fake = fake
        self.keep = keep
        #: The channels whose tables are Dobro's (the marks and hands looked for are Dobro's:
        #: Sticks and Ten write cards in code spans in public too); None: every channel.
        self.channels: set[int] | None = None
        self.words = _hand_words()
        self.checked: Counter[str] = Counter()  # public requests scanned, by kind
        self.leaks: list[str] = []
        self.bodies: dict[int, list[bytes]] = {}  # channel id -> compressed public texts
        self.replayed = 0  # public texts checked against the replayed games
        self.games = 0  # games replayed
        self.hidden_forms = 0  # hidden hands / pile orders looked for

    @property
    def total(self) -> int:
        return sum(self.checked.values())

    # -------------------------------------------------------------- at once

    def marks(self, text: str) -> list[str]:
        """The hand view's marks found in ``text``."""
        found = [w for w in self.words if w in text]
        found += [p for p in HAND_IDS if p in text]
        found += TEXT_CARD.findall(text)
        found += [m.group(0) for m in HAND_LINE.finditer(text)]
        return found

    def check_text(self, where: str, text: str, hidden: Iterable[set[str]] = ()) -> bool:
        """Record a leak if ``text`` shows a hand's marks or any of the ``hidden`` renderings;
        True when it is clean."""
        found = self.marks(text)
        forms = candidate_runs(text)
        for game in hidden:
            found += sorted(forms & game)
        if found:
            self.leaks.append(f"{where}: {found[:3]} in {text[:200]!r}")
        return not found

    def _ephemeral(self, record: RecordedRequest) -> bool | None:
        """True/False when the request writes an ephemeral/public message; None when it writes
        no message (command sync, emojis…) or carries nothing to show (a deferral)."""
        fake = self.fake
        route = record.route or ""
        body = record.json if isinstance(record.json, dict) else {}
        parts = record.path.strip("/").split("/")
        if route == CALLBACK:
            kind = body.get("type")
            if kind in (4, 5):
                return bool((body.get("data") or {}).get("flags", 0) & EPHEMERAL)
            if kind == 7:
                interaction = fake._by_id.get(int(parts[1]))
                if interaction is None or interaction.message_id is None:
                    return False
                message = fake._messages.get(interaction.message_id)
                return message is not None and message.ephemeral
            return None
        if route.startswith("/webhooks/"):
            if record.method not in ("POST", "PATCH"):
                return None
            interaction = fake._by_token.get(parts[2])
            if interaction is None:
                return False
            if record.method == "POST":
                if body.get("flags", 0) & EPHEMERAL:
                    return True
                original = fake._messages.get(interaction.original_message_id or 0)
                # The first follow-up after an ephemeral "thinking" replaces that message.
                return bool(original and original.flags & LOADING and original.ephemeral)
            target = parts[-1]
            message_id = interaction.original_message_id if target == "@original" else target
            message = fake._messages.get(int(message_id or 0))
            return message is not None and message.ephemeral
        if route in (CHANNEL_MESSAGES, CHANNEL_MESSAGE) and record.method in ("POST", "PATCH"):
            return False
        return None

    def _channel(self, record: RecordedRequest) -> int:
        parts = record.path.strip("/").split("/")
        if parts[0] == "channels":
            return int(parts[1])
        interaction = (
            self.fake._by_id.get(int(parts[1]))
            if parts[0] == "interactions"
            else self.fake._by_token.get(parts[2])
        )
        return interaction.channel.id if interaction is not None else 0

    def request(self, record: RecordedRequest, kind: str) -> None:
        if record.json is None and not record.files:
            return
        if self._ephemeral(record) is not False:
            return
        if self.channels is not None and self._channel(record) not in self.channels:
            return
        text = texts_of(record.json) + "".join(
            f.data.decode("utf-8", "replace") for f in record.files if f.data
        )
        self.checked[kind] += 1
        self.check_text(f"{record.method} {record.path}", text)
        if self.keep:
            self.bodies.setdefault(self._channel(record), []).append(zlib.compress(text.encode()))

    def summary(self) -> str:
        """One line: how many public requests were checked, how many texts were replayed."""
        kinds = ", ".join(f"{k} {v}" for k, v in sorted(self.checked.items()))
        replay = (
            f"; {self.replayed} distinct texts checked against the {self.games} games stored "
            f"({self.hidden_forms} hidden hands and pile orders)"
            if self.games
            else ""
        )
        return (
            f"public requests checked for hidden cards: {self.total} ({kinds or 'none'})"
            f"{replay}; leaks: {len(self.leaks)}"
        )

    # -------------------------------------------------------------- after the run

    def card_forms(self) -> list[dict[str, str]]:
        """Card name -> how a public text would write it: as text (`` `5` ``), and with the
        card faces the bot uploaded (if it did)."""
        emojis = {e.name: e.markdown for e in self.fake.app_emojis.values()}
        faces = {c: emojis[emoji_name(c)] for c in CARDS if emoji_name(c) in emojis}
        forms = [{c: f"`{c}`" for c in NAMES if c}]
        forms += [  # a reader of text cards, or no faces: Dobro's specials in words
            {c: f"`{_words(c, lang)}`" for c in NAMES if c} for lang in locales.LANGUAGES
        ]
        if faces:
            forms.append(faces)
        return forms

    def replay(self, database: Path) -> None:
        """Replay every started game of ``database`` (read only) and look for its hidden cards
        in every public text of its channel (see the class)."""
        uri = f"file:{database}?mode=ro"
        with contextlib.closing(sqlite3.connect(uri, uri=True)) as conn:
            games = conn.execute(
                "SELECT id, channel_id, setup FROM games WHERE setup IS NOT NULL AND game = 'dobro'"
            ).fetchall()
            actions: dict[int, list[dict[str, Any]]] = {}
            for gid, action in conn.execute(
                "SELECT game_id, action FROM game_actions ORDER BY game_id, seq"
            ):
                actions.setdefault(gid, []).append(json.loads(action))
        forms = self.card_forms()
        by_channel: dict[int, list[set[str]]] = {}
        for gid, channel_id, setup in games:
            hidden = hidden_forms(json.loads(setup), actions.get(gid, []), forms)
            by_channel.setdefault(channel_id, []).append(hidden)
            self.games += 1
            self.hidden_forms += len(hidden)
        for channel_id, bodies in self.bodies.items():
            hidden = by_channel.get(channel_id, [])
            seen: set[bytes] = set()
            for packed in bodies:
                if packed in seen:
                    continue
                seen.add(packed)
                self.replayed += 1
                self.check_text(f"channel {channel_id}", zlib.decompress(packed).decode(), hidden)


def candidate_runs(text: str) -> set[str]:
    """What a hand or a pile order could look like in ``text``: every run of two or more cards
    separated by single spaces, and "# " + one or more cards at a line's start."""
    found: set[str] = set()
    for match in CARD_RUN.finditer(text):
        tokens = re.findall(_TOKEN, match.group(2))
        for i in range(len(tokens)):
            if match.group(1) and i == 0:
                for j in range(1, len(tokens) + 1):
                    found.add("# " + " ".join(tokens[:j]))
            for j in range(i + 2, len(tokens) + 1):
                found.add(" ".join(tokens[i:j]))
    return found


def hidden_forms(
    setup: dict[str, Any], actions: list[dict[str, Any]], forms: list[dict[str, str]]
) -> set[str]:
    """Every hidden renderings of one game: each hand any player held at any version ("# "
    + its cards, and its cards alone from two cards on), each order of the next three cards
    of the draw pile, in each way of writing cards."""
    hidden: set[str] = set()
    seen_hands: set[tuple[str, ...]] = set()
    seen_piles: set[tuple[str, ...]] = set()
    state = dr.start(setup)
    states = [state]
    for action in actions:
        state, _ = dr.apply(state, action)
        states.append(state)
    for state in states:
        for counts in state.hands:
            seen_hands.add(tuple(counts_to_names(counts)))
        top = tuple(NAMES[c] for c in reversed(state.pile[-3:]))
        if len(top) >= 2:
            seen_piles.add(top)
    for way in forms:
        for hand in seen_hands:
            if hand:
                line = " ".join(way[c] for c in hand)
                hidden.add("# " + line)
                if len(hand) >= 2:
                    hidden.add(line)
        for top in seen_piles:
            hidden.add(" ".join(way[c] for c in top))
            hidden.add(" ".join(way[c] for c in reversed(top)))
    return hidden


class LoadFake(FakeDiscord):
    """``FakeDiscord`` for load runs; see the module docstring."""

    def __init__(self, **options: Any) -> None:
        self._users: dict[int, FakeUser] = {}  # before FakeDiscord adds its members
        super().__init__(**options)
        #: Public message posts and edits checked for hidden cards (see ``HiddenCards``).
        self.hidden = HiddenCards(self)
        self.tally = RequestTally(self.hidden.request)
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

    def spot(self) -> float:
        """A Dobble player's time to spot the symbol two cards share and press it."""
        return self.rng.uniform(1.5, 4.0) if self.human else 0.0


@dataclass
class SimTable:
    """One channel with its table of four: ``people`` (the host first) and computers."""

    index: int
    channel: FakeChannel
    people: list[FakeUser]
    computers: int
    game: str = "dobro"
    gid: int | None = None
    games_started: int = 0
    games_finished: int = 0
    opened: bool = False
    hands_for: int | None = None  # the game whose hands were opened at its start


def live_controls(
    message: StoredMessage, prefixes: tuple[str, ...] = MOVE_PREFIXES
) -> list[dict[str, Any]]:
    """The enabled move buttons and selects of a hand (or other controls by ``prefixes``)."""
    return [
        c
        for c in message.all_components()
        if not c.get("disabled") and str(c.get("custom_id", "")).startswith(prefixes)
    ]


def own_card(message: StoredMessage) -> set[int]:
    """The symbols of a Dobble panel's own card, by index (empty if it shows none)."""
    from dobble_rules.cards import EMOJI

    found = OWN_CARD.search(message.text())
    if found is None:
        return set()
    return {EMOJI.index(e) for e in found.group(1).split() if e in EMOJI}


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
        #: Whether the host presses Play again when a game ends (a run that must end stops it).
        self.play_again = True
        #: Set once every table is open: nobody moves before (see ``_move``).
        self.go = asyncio.Event()
        self._scheduled: dict[int, tuple[int, int]] = {}  # user -> (game, version) in hand
        self._focused: dict[int, tuple[int, int]] = {}  # user -> (game, version) focused
        self._cards: dict[int, set[int]] = {}  # user -> their Dobble card's symbols
        self._claims: dict[int, tuple[int, int, int]] = {}  # user -> (game, stage, seen) claimed
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
            if self.play_again:
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
        """The table message of a dealt game: everyone looks at their hand, once per game (a
        race's board: each person claims, too)."""
        claims = live_controls(message, (CLAIM_PREFIX,))
        if claims:
            for person in table.people:
                self._claim_soon(table, person.id, message.id, claims, shared=True)
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
        if table.game == "dobble":  # a race's panel: their own card, maybe claim buttons
            self._cards[user_id] = own_card(message)
            claims = live_controls(message, (CLAIM_PREFIX,))
            if claims:
                self._claim_soon(table, user_id, message.id, claims, shared=False)
        live = live_controls(message)
        focus = [] if live else live_controls(message, (FOCUS_PREFIX,))
        if not live and not focus:
            return
        parts = (live or focus)[0]["custom_id"].split(":")
        key = (int(parts[2]), int(parts[3]))
        if live:
            if self._scheduled.get(user_id) == key:
                return  # this turn is already in hand (another hand of theirs showed it first)
            self._scheduled[user_id] = key
            if self._focused.get(user_id) == key:  # the card is chosen: its ways, at once
                due = time.perf_counter() + self.pace.react()
            else:
                turn_came = self._pinged_at.pop(user_id, None) or time.perf_counter()
                due = turn_came + self.pace.turn()
            self._spawn(self._move(table, user_id, message.id, key[1], due))
        elif self._focused.get(user_id) != key:  # first the card (Ten), then how to play it
            self._focused[user_id] = key
            turn_came = self._pinged_at.pop(user_id, None) or time.perf_counter()
            due = turn_came + self.pace.turn()
            self._spawn(self._focus(table, user_id, message.id, key[1], due))

    def _claim_soon(
        self,
        table: SimTable,
        user_id: int,
        message_id: int,
        claims: list[dict[str, Any]],
        *,
        shared: bool,
    ) -> None:
        """A Dobble board (or a panel's own card) in front of a person: once per board, they
        spot a match and press it after ``pace.spot()``: right mostly when they know their
        own card (a board's buttons are the card everybody compares), else a guess."""
        _, _, gid, stage, seen, _ = claims[0]["custom_id"].split(":")
        key = (int(gid), int(stage), int(seen))
        if self._claims.get(user_id) == key:
            return
        self._claims[user_id] = key
        due = time.perf_counter() + self.pace.spot()
        self._spawn(self._claim(table, user_id, message_id, key, due, shared))

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

    async def _focus(
        self, table: SimTable, user_id: int, message_id: int, version: int, due: float
    ) -> None:
        """Choose a card in a hand's focus select (Ten): the hand is redrawn with its ways."""
        if not self.go.is_set():
            await self.go.wait()
            due = time.perf_counter() + self.pace.turn()
        await self._until(due)
        if not self.running:
            return
        message = self.fake.message(message_id)
        focus = [
            c
            for c in live_controls(message, (FOCUS_PREFIX,))
            if c["custom_id"].split(":")[3] == str(version)
        ]
        if message.deleted or not focus or not focus[0].get("options"):
            self.skipped["focus: hand moved on"] += 1
            return
        value = self.rng.choice(focus[0]["options"])["value"]
        await self._send("focus", self.people[user_id], message_id, focus[0]["custom_id"], [value])

    async def _claim(
        self,
        table: SimTable,
        user_id: int,
        message_id: int,
        key: tuple[int, int, int],
        due: float,
        shared: bool,
    ) -> None:
        if not self.go.is_set():
            await self.go.wait()
        await self._until(due)
        if not self.running:
            return
        message = self.fake.message(message_id)
        prefix = f"{CLAIM_PREFIX}{key[0]}:{key[1]}:{key[2]}:"
        buttons = [
            c for c in live_controls(message, (CLAIM_PREFIX,)) if c["custom_id"].startswith(prefix)
        ]
        if message.deleted or not buttons:
            self.skipped["claim: board moved on"] += 1
            return
        index = {int(c["custom_id"].rsplit(":", 1)[1]): c for c in buttons}
        match = sorted(set(index) & self._cards.get(user_id, set())) if shared else []
        if match and self.rng.random() < RIGHT_CLAIMS:
            choice = index[match[0]]
        else:
            choice = self.rng.choice(buttons)
        await self._send("claim", self.people[user_id], message_id, choice["custom_id"], None)

    async def _open_hand(self, table: SimTable, user_id: int, ping_id: int, custom_id: str) -> None:
        await asyncio.sleep(self.pace.react())
        if self.running:
            person = self.people[user_id]
            pressed = await self._send("hand", person, ping_id, custom_id, None)
            if pressed is None:
                # The button went meanwhile (a ping replaced, a table message moved on): a
                # person presses the one the channel shows now, if any.
                newest = self._newest_with(table, custom_id)
                if newest is not None and newest != ping_id:
                    pressed = await self._send("hand", person, newest, custom_id, None)
            if pressed is None:  # nothing to press: the next ping or deal counts again
                self._hand_asked.pop((user_id, int(custom_id.split(":")[2])), None)

    def _newest_with(self, table: SimTable, custom_id: str) -> int | None:
        """The newest public message of the table's channel with that control (a slow scan of
        every message: only when a press missed)."""
        found = None
        for message in self.fake.messages(table.channel):
            if custom_id in message.custom_ids():
                found = message.id
        return found

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
        lobby = pressed.original_message_id
        # Play again invites the others (issue 20): each sits down by pressing Join.
        deadline = time.perf_counter() + 20
        while (join := _find(self.fake.message(lobby), ":join")) is None:  # after a deferral
            if time.perf_counter() > deadline or not self.running:
                self.failures.append(f"table {table.index}: Play again's lobby has no Join")
                return
            await asyncio.sleep(0.05)
        gid = join["custom_id"].split(":")[2]
        joins = [
            sent
            for person in table.people[1:]
            if (sent := await self._send("join", person, lobby, f"dobro:t:{gid}:join", None))
        ]
        if not all(await asyncio.gather(*(self.fake.answered(j) for j in joins))):
            self.failures.append(f"table {table.index}: a Join after Play again went unanswered")
            return
        await self._start(table, lobby)

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
        created = await fake.slash(
            host, table.channel, "dobro new", seats=4, game=table.game, wait=False
        )
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

    def forget_hands(self) -> None:
        """After the bot restarted: the hands people hold may never be refreshed again (the new
        bot process does not know them), so a ping or a new turn counts afresh and "My hand" may
        be pressed again at once."""
        self._scheduled.clear()
        self._focused.clear()
        self._claims.clear()
        self._pinged_at.clear()
        self._hand_asked.clear()

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
