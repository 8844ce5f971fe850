"""The abuse suite: many tables on one bot, real games, and a seeded storm of bad interactions.

    python -m reliability.abuse --count 10000 --seed 7

starts the real bot against the offline Discord (`fakediscord`), opens tables in several
channels whose people play real moves by clicks, and between those moves sends `--count` bad
interactions (`ATTACKS`): forged and malformed custom ids, other tables' buttons, selects with bad
values, clicks by people not seated or not on turn, stale hands, double clicks, slash commands
with random or out-of-range options, autocomplete and modal submits with garbage. For each one it
checks that the bot raised nothing (no ERROR log record), answered it within Discord's 3 seconds
(measured on the fake's clock, from the INTERACTION_CREATE to the callback request), that any
message it answered with is ephemeral and readable, and that no game changed. At the end each
game's stored record must be exactly the moves the people made, replay to the live state, and
the table message must show that state. `tests/discord/test_abuse.py` runs the same code with
`--count 1500` in CI. Exit status 1 and the problems listed when a property failed.

Forged interactions (a custom id or select value the bot never sent) are sent as a modified client
would have to send them: the component is added to the copy of the message the interaction
carries, since discord.py only runs items it finds on that message. Real Discord refuses such
clicks; the bot must survive them anyway.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import random
import re
import sys
import tempfile
import time
from collections import Counter
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import dobro_rules as dr
from bot import DobroBot
from cogs.table import render as ui
from fakediscord import FakeChannel, FakeDiscord, FakeInteraction, FakeUser, StoredMessage
from fakediscord.server import APPLICATION_COMMAND, AUTOCOMPLETE, MESSAGE_COMPONENT
from tables import Table
from tests.discord.play_helpers import (
    HAND_CARD,
    HAND_IDS,
    HAND_WORDS,
    Control,
    control_kind,
    enabled,
    expected_action,
    settle,
    tables,
)

MODAL_SUBMIT = 5
CALLBACK = "/interactions/{interaction_id}/{interaction_token}/callback"
EPHEMERAL = 1 << 6
BUTTON, STRING_SELECT = 2, 3

#: Members of the fake guild: `owner` (every permission, never used), the people who play
#: (`p1`…), and people who never sit at a table (`x1`…). Nobody but the owner is a moderator.
PLAYERS = tuple(f"p{i}" for i in range(1, 10))
OUTSIDERS = ("x1", "x2", "x3", "x4")
MEMBER_NAMES = ("owner", *PLAYERS, *OUTSIDERS)
#: The channels beyond the fake's `general` and `dobro`; one table each, seats per table.
EXTRA_CHANNELS = ("tables-3", "tables-4")
SEATS = (2, 3, 2, 2)

#: Table buttons a seated person may press without it being a legitimate change of the game
#: (quit/leave forfeit a seat and *again* opens a new table: real actions, not abuse).
PLAYER_SAFE_BUTTONS = ("hand", "oubli", "join", "start", "ai_normal", "ai_random", "cancel")
#: Words of forged ids a seated person must not send: however bent, an id that decodes to
#: their own table's Quit or Play again is that real button.
PLAYER_UNSAFE_WORDS = ("quit", "leave", "again")
#: Slash commands a seated person may run as abuse (`leave` would be a real forfeit).
PLAYER_UNSAFE_COMMANDS = ("dobro leave",)

#: Custom id prefixes of table controls: forged, they may claim to be on a public message.
TABLE_FAMILIES = ("dobro:t:", "dobro:m:", "dobro:j:", "dobro:v:", "dobro:w:")

#: Attack kinds and their weights in the mix.
ATTACKS: dict[str, float] = {
    "forged_id": 20,  # malformed custom ids (garbage, truncated, huge, negative, unicode...)
    "foreign_table": 8,  # another table's controls on this table's messages
    "forged_select": 8,  # selects with malformed ids or values
    "outsider_button": 10,  # people not seated press the real buttons of tables
    "player_button": 6,  # seated people press table buttons (hand, start, join, oubli...)
    "out_of_turn": 8,  # a move of the current version, by someone not on turn
    "stale_hand": 10,  # real controls of an old hand (an earlier version)
    "stale_forged": 4,  # an old hand's controls from a version it no longer shows
    "double_stale": 3,  # the same stale click twice at once
    "slash": 12,  # random subcommand, random valid options
    "slash_out_of_range": 5,  # options Discord's client would refuse (the bot must too)
    "autocomplete": 4,  # garbage typed into an autocomplete option
    "modal": 2,  # a modal submit the bot never opened
}

#: Things a readable refusal never contains.
UNREADABLE = (
    # (a placeholder is matched whole: a refusal may quote what someone typed, "{$" included)
    re.compile(r"Traceback|Exception|Error:|object at 0x|<[a-z_.]+ object|\{ ?\$[a-z_]+ ?\}"),
    re.compile(r"\bNone\b|\bnan\b|\bundefined\b"),
    re.compile(r"^[a-z_]+(\.[a-z_-]+)+$"),  # a raw catalogue key
    re.compile(r"Something went wrong|Un problème est survenu"),  # the apology for a bug
)


def unreadable(text: str) -> str | None:
    """Why `text` is no readable answer for a person, or None when it is fine."""
    if not text.strip():
        return "empty text"
    for pattern in UNREADABLE:
        found = pattern.search(text.strip())
        if found:
            return f"contains {found.group(0)!r}"
    return None


# ------------------------------------------------------------------------------------------------
# Bad values


def _numbers(rng: random.Random) -> str:
    return rng.choice(
        [
            str(rng.randrange(10**20, 10**40)),
            str(-rng.randrange(1, 10**6)),
            "0",
            str(2**63),
            str(2**64 + 1),
            "9" * rng.randrange(19, 60),
            "1e9",
            "0x1f",
            "٣",  # an Arabic-Indic digit: \d matches it, int() reads it
            "１２",  # fullwidth digits
            "²",  # a superscript: str.isdigit() is True, int() refuses it
            "00000000000000000001",
            "",
        ]
    )


GARBAGE_CHARS = "abcXYZ:_-/.!?$%{}[]()*|\\\"' \t\n0123456789é€🃏\u200b\u202e\ufeff日本"


def garbage(rng: random.Random, low: int = 1, high: int = 100) -> str:
    """A random string of `low`..`high` characters, unicode and control-ish ones included."""
    size = rng.randint(low, high)
    return "".join(rng.choice(GARBAGE_CHARS) for _ in range(size))


def malformed_id(rng: random.Random, known: list[str], gids: list[int]) -> str:
    """A custom id the bot never sent: garbage, truncated, huge or negative numbers, a wrong
    prefix, the right prefix with a wrong table id / version / index, unicode digits."""
    base = rng.choice(known) if known else "dobro:t:1:hand"
    gid = rng.choice(gids) if gids else 1
    kind = rng.randrange(9)
    if kind == 0:
        value = garbage(rng)
    elif kind == 1:  # truncated
        value = base[: rng.randrange(1, max(2, len(base)))]
    elif kind == 2:  # one number replaced by something bad
        parts = base.split(":")
        spots = [i for i, p in enumerate(parts) if p.isdigit()] or [len(parts) - 1]
        parts[rng.choice(spots)] = _numbers(rng)
        value = ":".join(parts)
    elif kind == 3:  # wrong prefix
        prefix = rng.choice(["dobro:z:", "dobr:m:", "DOBRO:m:", "dobro::", ":dobro:m:", "x:"])
        value = prefix + base.split(":", 2)[-1]
    elif kind == 4:  # right prefix, wrong table / version / index
        what = rng.choice("mjvw")
        table = rng.choice([gid, gid + rng.randrange(1, 1000), 0, 10**18])
        version = rng.choice([0, rng.randrange(1, 500), 10**9])
        index = rng.randrange(0, 1000)
        value = f"dobro:{what}:{table}:{version}:{index}"
    elif kind == 5:  # a table button that is no action, or with junk after it
        what = rng.choice(["HAND", "hand_", "play", "admin", "rules", "again", "x" * 60])
        value = f"dobro:t:{rng.choice([gid, 0, 10**30])}:{what}" + rng.choice(["", ":1", ":-1"])
    elif kind == 6:  # unicode digits where digits belong
        digits = rng.choice(["١٢", "１", "²", "߁", "𝟙𝟚"])
        value = f"dobro:{rng.choice('tmjvwr')}:{digits}:{digits}:{digits}"
    elif kind == 7:  # the other cogs' controls, bent
        value = rng.choice(
            [
                f"dobro:lb:{garbage(rng, 1, 8)}:{_numbers(rng)}:{_numbers(rng)}",
                f"dobro:hi:{_numbers(rng)}",
                f"dobro:fm:{_numbers(rng)}",
                f"dobro:fm:{rng.randrange(10**17, 10**19)}",
                f"dobro:ls:{_numbers(rng)}:{_numbers(rng)}",
                f"dobro:lc:{rng.randrange(1, 10**12)}:{rng.randrange(10**17, 10**19)}",
                f"dobro:r:{rng.choice([0, 1, 99, 10**6, 999999])}",
            ]
        )
    else:  # a known id with junk appended
        value = base + rng.choice([":", "::", ":0", " ", "\n", "🃏", ":" + _numbers(rng)])
    return value[:100] or "x"


def bad_values(rng: random.Random) -> list[str]:
    """Select values a joker select never offered."""
    count = rng.choice([0, 1, 1, 1, 2, 25])
    return [rng.choice([_numbers(rng), garbage(rng, 1, 100), "7", "13", "1"]) for _ in range(count)]


# ------------------------------------------------------------------------------------------------
# Recording what happened


class ErrorRecords(logging.Handler):
    """Every log record at ERROR or above, formatted with its traceback."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[str] = []
        self.setFormatter(logging.Formatter("%(name)s %(levelname)s %(message)s"))

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(self.format(record))


@dataclass
class Game:
    """One table the people play, and the moves they made (what storage must hold)."""

    table: Table
    channel: FakeChannel
    people: list[FakeUser]
    moves: list[dict[str, Any]] = field(default_factory=list)
    final: Any = None  # the state when it ended


@dataclass
class Report:
    sent: Counter[str] = field(default_factory=Counter)
    answers: Counter[str] = field(default_factory=Counter)  # by callback kind
    refusals: int = 0
    legit_moves: int = 0
    legit_doubles: int = 0
    games_finished: int = 0
    times: list[float] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    seconds: float = 0.0

    def percentile(self, share: float) -> float:
        if not self.times:
            return 0.0
        ordered = sorted(self.times)
        return ordered[min(len(ordered) - 1, int(share * len(ordered)))]

    def summary(self) -> str:
        lines = [
            f"interactions sent: {sum(self.sent.values())} bad ones "
            f"+ {self.legit_moves} legitimate moves ({self.legit_doubles} double clicks), "
            f"{self.games_finished} games finished, in {self.seconds:.1f} s",
            "by kind: " + ", ".join(f"{k} {v}" for k, v in sorted(self.sent.items())),
            "answered with: " + ", ".join(f"{k} {v}" for k, v in sorted(self.answers.items())),
            f"refusals (ephemeral answers to bad interactions): {self.refusals}",
            f"answer time (fake clock, every interaction): max {max(self.times, default=0):.3f} s,"
            f" p99 {self.percentile(0.99):.3f} s, median {self.percentile(0.5):.3f} s",
            f"problems: {len(self.problems)}",
        ]
        lines += [f"  - {p}" for p in self.problems[:40]]
        return "\n".join(lines)


# ------------------------------------------------------------------------------------------------
# The run


class Abuse:
    """Drives one bot on one fake: `await Abuse(fake, bot, seed).run(count)` returns a Report."""

    def __init__(self, fake: FakeDiscord, bot: DobroBot, seed: int) -> None:
        self.fake = fake
        self.bot = bot
        self.rng = random.Random(seed)
        self.report = Report()
        self.games: list[Game] = []  # every game played, the current ones last
        self.current: dict[int, Game] = {}  # by channel id
        self.hands: dict[int, list[int]] = {}  # each person's hand messages (ids)
        self.old_hands: list[tuple[FakeUser, StoredMessage, dict[str, Any]]] = []
        self.errors = ErrorRecords()
        self.answered_at: dict[int, float] = {}
        self._indexed = 0
        self._public: dict[int, list[StoredMessage]] = {}
        self._private: dict[int, list[StoredMessage]] = {}
        self._time_callbacks()

    # ---------------------------------------------------------------- plumbing

    def _time_callbacks(self) -> None:
        """Record when each interaction's first callback reached the fake (its clock), the
        moment the fake checks the 3-second deadline against."""
        fake = self.fake
        for index, (method, template, regex, params, handler) in enumerate(fake._routes):
            if template != CALLBACK:
                continue

            async def timed(record: Any, interaction_id: str, interaction_token: str, _h=handler):
                with contextlib.suppress(ValueError):
                    self.answered_at.setdefault(int(interaction_id), fake.clock.now())
                return await _h(record, interaction_id, interaction_token)

            fake._routes[index] = (method, template, regex, params, timed)

    def member(self, name: str) -> FakeUser:
        return self.fake.member(name)

    def _versions(self) -> dict[int, tuple[Any, ...]]:
        out = {}
        for game in self.current.values():
            state = game.table.state
            stored = getattr(game.table, "kept_actions", None)  # no decoding of every action
            count = len(stored if stored is not None else game.table.actions)
            seats = tuple((x.user_id, x.ai_level, x.away, x.left) for x in game.table.seats)
            out[game.table.game_id] = (count, state.version if state else -1, seats)
        return out

    def _gids(self) -> list[int]:
        return [g.table.game_id for g in self.games]

    def _known_ids(self) -> list[str]:
        ids = []
        for game in self.current.values():
            if game.table.message_id:
                with contextlib.suppress(Exception):
                    ids += self.fake.message(game.table.message_id).custom_ids()
        for _, _, snapshot in self.old_hands[-20:]:
            ids += StoredMessage(snapshot).custom_ids()
        return ids or ["dobro:t:1:hand"]

    def _index(self) -> None:
        """Sort the messages the fake stored since the last call by channel and viewer (the
        fake's own queries scan every message, which a long run cannot afford)."""
        stored = self.fake._messages
        if len(stored) == self._indexed:
            return
        for message in list(stored.values())[self._indexed :]:
            if message.visible_to is None:
                self._public.setdefault(message.channel_id, []).append(message)
            else:
                self._private.setdefault(message.visible_to, []).append(message)
        self._indexed = len(stored)

    def _public_messages(self) -> list[StoredMessage]:
        """The latest public messages with controls in the tables' channels."""
        self._index()
        out = []
        for channel_id in self.current:
            recent = [m for m in self._public.get(channel_id, [])[-30:] if not m.deleted]
            out += [m for m in recent if m.custom_ids()]
        return out

    def _own_ephemerals(self, user: FakeUser) -> list[StoredMessage]:
        """The latest private messages `user` sees in the tables' channels."""
        self._index()
        mine = self._private.get(user.id, [])[-30:]
        return [m for m in mine if not m.deleted and m.channel_id in self.current]

    def _table_message(self, game: Game) -> StoredMessage:
        """The table message, which carries the table's *My hand* button."""
        table = game.table
        shown = self.fake.message(table.message_id)  # type: ignore[arg-type]
        assert f"dobro:t:{table.game_id}:hand" in shown.custom_ids(), "no table message"
        return shown

    # ---------------------------------------------------------------- tables and legit play

    async def open_tables(self) -> None:
        channels = [self.fake.channel, self.fake.other_channel]
        channels += [c for c in self.fake._channels.values() if c.name in EXTRA_CHANNELS]
        people = iter(PLAYERS)
        for channel, seats in zip(channels, SEATS, strict=True):
            group = [self.member(next(people)) for _ in range(seats)]
            await self.open_table(channel, group)

    async def open_table(self, channel: FakeChannel, people: list[FakeUser]) -> Game:
        fake, bot = self.fake, self.bot
        host, *others = people
        created = await fake.slash(host, channel, "dobro new", seats=len(people), timer=0)
        lobby = created.response()
        table = tables(bot).in_channel(channel.id)
        assert table is not None, created.messages()
        gid = table.game_id
        for user in others:
            await fake.click(user, lobby, f"dobro:t:{gid}:join")
        await settle(fake, bot)
        await fake.click(host, fake.message(lobby.id), f"dobro:t:{gid}:start")
        await settle(fake, bot)
        assert table.state is not None and not table.state.over, "the table did not start"
        game = Game(table, channel, people)
        self.games.append(game)
        self.current[channel.id] = game
        return game

    async def legit_move(self, game: Game, double: bool) -> None:
        """The person on turn opens their hand and presses one of its live controls (with
        `double`, twice at once: exactly one move may be stored)."""
        fake, bot, rng = self.fake, self.bot, self.rng
        await settle(fake, bot)
        table = game.table
        state = table.state
        assert state is not None and not state.over
        name = rng.choice(dr.actors(state))
        user = fake.user(table.user_of(name))  # type: ignore[arg-type]
        assert user is not None
        seat = state.players.index(name)
        opened = await fake.click(user, self._table_message(game), f"dobro:t:{table.game_id}:hand")
        self._check_answer(opened, "legit_hand", attack=False)
        hand = opened.response()
        self.old_hands.append((user, hand, hand.snapshot()))
        self.old_hands = self.old_hands[-200:]
        gid = table.game_id
        live = enabled(hand, f"dobro:m:{gid}:") + enabled(hand, f"dobro:j:{gid}:")
        assert live, f"{name} is on turn but their hand has no live control"
        chosen = rng.choice(live)
        values = tuple(o["value"] for o in chosen.get("options") or [])
        control = Control(user, hand, chosen["custom_id"], "", values)
        control_kind(chosen["custom_id"], state, seat)  # the id must name a legal move
        value = rng.choice(values) if values else None
        wanted = expected_action(state, seat, control, value)
        before = len(table.actions)

        def press() -> Any:
            if value is None:
                return fake.click(user, hand, control.custom_id, wait=False)
            return fake.select(user, hand, control.custom_id, [value], wait=False)

        presses = await asyncio.gather(*(press() for _ in range(2 if double else 1)))
        await fake.wait_idle()
        for pressed in presses:
            self._check_answer(pressed, "legit_move", attack=False)
        if table.actions[before:] != [wanted]:
            self.problem(
                f"a move stored {table.actions[before:]}, not {wanted} (seats {table.seats})"
            )
        game.moves.append(wanted)
        self.report.legit_moves += 1
        self.report.legit_doubles += double
        if table.state is not None and table.state.over:
            await settle(fake, bot)
            game.final = table.state
            self.report.games_finished += 1
            await self.open_table(game.channel, game.people)

    # ---------------------------------------------------------------- sending bad interactions

    async def _send(
        self,
        kind: int,
        user: FakeUser,
        channel: FakeChannel,
        data: dict[str, Any],
        message: StoredMessage | None = None,
        snapshot: dict[str, Any] | None = None,
        wait: bool = True,
    ) -> FakeInteraction:
        fake = self.fake
        interaction = fake._interaction_base(
            kind, user, channel, data, locale=None, guild_locale=None, message=message
        )
        if snapshot is not None:
            interaction.payload["message"] = snapshot
        return await fake._send_interaction(interaction, wait)

    def _with_component(self, message: StoredMessage, component: dict[str, Any]) -> dict:
        """A copy of `message` as a modified client would present it: `component` added in
        an action row of its own."""
        snapshot = message.snapshot()
        rows = list(snapshot.get("components") or [])
        rows = [r for r in rows if not (r.get("type") == 1 and len(r.get("components") or []) >= 5)]
        rows.append({"type": 1, "id": 999, "components": [component]})
        snapshot["components"] = rows[-40:]
        return snapshot

    def _forgeable(self, user: FakeUser, message: StoredMessage, custom_id: str) -> StoredMessage:
        """Where a forged `custom_id` goes: `message`, unless the id is one of a page button's
        or a confirmation's (rules, leaderboard, history, forget-me...). Those update the
        message they are on by design, public ones included: only Discord, which refuses a
        component the message does not carry, keeps them off a table message. So they go on
        a message of their own kind the presser can see (another page number, say), if any."""
        family = ":".join(custom_id.split(":")[:2]) + ":"
        if not custom_id.startswith("dobro:") or custom_id.startswith(TABLE_FAMILIES):
            return message
        mine = [*self._own_ephemerals(user), *self._public_messages()]
        kin = [m for m in mine if any(c.startswith(family) for c in m.custom_ids())]
        return self.rng.choice(kin) if kin else message

    def _presser(
        self, user: FakeUser, message: StoredMessage, custom_id: str
    ) -> tuple[FakeUser, StoredMessage]:
        """Who sends a forged `custom_id`: `user`, unless they are seated and the id names Quit
        or Play again: `dobro:t:0002:quit` still means "quit table 2", and by someone seated
        there it is the real button (a forfeit), not abuse. Someone never seated sends it."""
        if user.username in PLAYERS and any(w in custom_id for w in PLAYER_UNSAFE_WORDS):
            user = self.member(self.rng.choice(OUTSIDERS))
            message = self.rng.choice(self._public_messages()) if message.ephemeral else message
        return user, message

    @staticmethod
    def _fits(message: StoredMessage, custom_id: str) -> bool:
        if not custom_id.startswith("dobro:") or custom_id.startswith(TABLE_FAMILIES):
            return True
        family = ":".join(custom_id.split(":")[:2]) + ":"
        return any(c.startswith(family) for c in message.custom_ids())

    async def forged_click(
        self, user: FakeUser, message: StoredMessage, custom_id: str, *, wait: bool = True
    ) -> FakeInteraction:
        user, message = self._presser(user, message, custom_id)
        message = self._forgeable(user, message, custom_id)
        if not self._fits(message, custom_id):
            custom_id = "dobro:t:" + custom_id  # still malformed, now a table control's
        button = {"type": BUTTON, "style": 2, "label": "x", "custom_id": custom_id, "id": 1000}
        data = {"custom_id": custom_id, "component_type": BUTTON, "id": 1000}
        channel = self.fake.get_channel(message.channel_id)
        snapshot = self._with_component(message, button)
        return await self._send(MESSAGE_COMPONENT, user, channel, data, message, snapshot, wait)

    async def forged_select(
        self, user: FakeUser, message: StoredMessage, custom_id: str, values: list[str]
    ) -> FakeInteraction:
        user, message = self._presser(user, message, custom_id)
        message = self._forgeable(user, message, custom_id)
        if not self._fits(message, custom_id):
            custom_id = "dobro:j:" + custom_id
        options = [{"label": "x", "value": str(v)[:100] or "x"} for v in values[:25]] or [
            {"label": "x", "value": "x"}
        ]
        select = {"type": STRING_SELECT, "custom_id": custom_id, "options": options, "id": 1000}
        data = {"custom_id": custom_id, "component_type": STRING_SELECT, "values": values}
        channel = self.fake.get_channel(message.channel_id)
        snapshot = self._with_component(message, select)
        return await self._send(MESSAGE_COMPONENT, user, channel, data, message, snapshot)

    def _somebody(self) -> FakeUser:
        names = OUTSIDERS if self.rng.random() < 0.5 else PLAYERS[: sum(SEATS)]
        return self.member(self.rng.choice(names))

    def _visible_message(self, user: FakeUser) -> StoredMessage:
        mine = self._own_ephemerals(user)
        if mine and self.rng.random() < 0.5:
            return self.rng.choice(mine)
        return self.rng.choice(self._public_messages())

    def _seated(self) -> tuple[Game, FakeUser]:
        game = self.rng.choice(list(self.current.values()))
        return game, self.rng.choice(game.people)

    async def _own_hand(self, game: Game, user: FakeUser) -> StoredMessage:
        """A hand of `user` in this game's channel (opened if they have none)."""
        gid = game.table.game_id
        hands = [m for m in self._own_ephemerals(user) if f"dobro:t:{gid}:" in str(m.data)]
        hands = [m for m in hands if m.channel_id == game.channel.id]
        if hands:
            return self.rng.choice(hands)
        opened = await self.fake.click(user, self._table_message(game), f"dobro:t:{gid}:hand")
        self._check_answer(opened, "legit_hand", attack=False)
        return opened.response()

    async def attack(self, kind: str) -> list[FakeInteraction]:
        """Send one bad interaction (two for `double_stale`)."""
        rng, fake = self.rng, self.fake
        if kind == "forged_id":
            user = self._somebody()
            message = self._visible_message(user)
            return [
                await self.forged_click(
                    user, message, malformed_id(rng, self._known_ids(), self._gids())
                )
            ]
        if kind == "foreign_table":
            game, user = self._seated()
            others = [g for g in self.current.values() if g is not game]
            other = rng.choice(others)
            foreign = fake.message(other.table.message_id).custom_ids()  # type: ignore[arg-type]
            foreign += [
                c
                for _, _, s in self.old_hands
                if s
                for c in StoredMessage(s).custom_ids()
                if f":{other.table.game_id}:" in c
            ]
            custom_id = rng.choice(foreign)
            target = rng.choice([self._table_message(game), await self._own_hand(game, user)])
            if custom_id.startswith(("dobro:j:", "dobro:w:")):
                return [await self.forged_select(user, target, custom_id, bad_values(rng) or ["5"])]
            return [await self.forged_click(user, target, custom_id)]
        if kind == "forged_select":
            game, user = self._seated()
            if rng.random() < 0.5:
                user = self.member(rng.choice(OUTSIDERS))
            hand = await self._own_hand(game, user) if user in game.people else None
            target = hand or self._table_message(game)
            gid, version = game.table.game_id, game.table.state.version  # type: ignore[union-attr]
            custom_id = rng.choice(
                [
                    f"dobro:j:{gid}:{version}:{rng.randrange(0, 40)}",
                    f"dobro:j:{gid}:{version}:0",
                    f"dobro:w:{gid}:{version}:{rng.randrange(0, 40)}",
                    malformed_id(rng, self._known_ids(), self._gids()),
                ]
            )
            return [await self.forged_select(user, target, custom_id, bad_values(rng))]
        if kind == "outsider_button":
            user = self.member(rng.choice(OUTSIDERS))
            message = rng.choice(self._public_messages())
            buttons = [
                c for c in enabled(message, "") if c.get("type") == BUTTON and c.get("custom_id")
            ]
            if not buttons:
                return []
            return [await fake.click(user, message, rng.choice(buttons)["custom_id"])]
        if kind == "player_button":
            game, user = self._seated()
            message = rng.choice(self._public_messages())
            buttons = [
                c["custom_id"]
                for c in enabled(message, "dobro:t:")
                if c.get("type") == BUTTON and c["custom_id"].split(":")[3] in PLAYER_SAFE_BUTTONS
            ]
            if not buttons:
                return []
            return [await fake.click(user, message, rng.choice(buttons))]
        if kind == "out_of_turn":
            game = rng.choice(list(self.current.values()))
            state = game.table.state
            assert state is not None
            waiting = [u for u in game.people if game.table.name_of(u.id) not in dr.actors(state)]
            user = rng.choice(waiting or game.people)
            hand = await self._own_hand(game, user)
            custom_id = f"dobro:m:{game.table.game_id}:{state.version}:{rng.randrange(0, 12)}"
            return [await self.forged_click(user, hand, custom_id)]
        if kind in ("stale_hand", "double_stale"):
            live = []
            for user, hand, _ in self.old_hands:
                if hand.deleted or hand.channel_id not in self.current:
                    continue
                current = self.current[hand.channel_id].table
                for c in enabled(hand, "dobro:m:") + enabled(hand, "dobro:j:"):
                    if not self._still_offered(current, user, c["custom_id"]):
                        live.append((user, hand, c))
            if not live:
                kind = "stale_forged"
            else:
                user, hand, c = rng.choice(live)
                count = 2 if kind == "double_stale" else 1
                if c.get("type") == BUTTON:
                    presses = [
                        fake.click(user, hand, c["custom_id"], wait=False) for _ in range(count)
                    ]
                else:
                    value = rng.choice(c["options"])["value"]
                    presses = [
                        fake.select(user, hand, c["custom_id"], [value], wait=False)
                        for _ in range(count)
                    ]
                sent = await asyncio.gather(*presses)
                await fake.wait_idle()
                return list(sent)
        if kind == "stale_forged":
            candidates = [
                (u, h, s)
                for u, h, s in self.old_hands
                if not h.deleted and h.channel_id in self.current
            ]
            if not candidates:
                return []
            user, hand, snapshot = rng.choice(candidates)
            ids = [
                c
                for c in StoredMessage(snapshot).custom_ids()
                if c.startswith(("dobro:m:", "dobro:j:"))
            ]
            if not ids:
                return []
            custom_id = rng.choice(ids)
            if self._still_offered(self.current[hand.channel_id].table, user, custom_id):
                return []  # not stale: what the presser may do has not changed since
            if custom_id.startswith("dobro:j:"):
                return [
                    await self.forged_select(user, hand, custom_id, [str(rng.randrange(1, 13))])
                ]
            return [await self.forged_click(user, hand, custom_id)]
        if kind in ("slash", "slash_out_of_range", "autocomplete"):
            return [await self.slash(kind)]
        if kind == "modal":
            user = self._somebody()
            channel = rng.choice([g.channel for g in self.current.values()])
            rows = [
                {
                    "type": 1,
                    "components": [
                        {
                            "type": 4,
                            "custom_id": garbage(rng, 1, 100),
                            "value": garbage(rng, 0, 400),
                        }
                    ],
                }
                for _ in range(rng.randrange(0, 5))
            ]
            data = {
                "custom_id": malformed_id(rng, self._known_ids(), self._gids()),
                "components": rows,
            }
            message = self._visible_message(user) if rng.random() < 0.5 else None
            if message is not None:
                channel = fake.get_channel(message.channel_id)
            return [await self._send(MODAL_SUBMIT, user, channel, data, message)]
        raise ValueError(kind)

    # ---------------------------------------------------------------- slash commands

    def _leaves(self) -> list[tuple[str, dict[str, Any]]]:
        (dobro,) = [c for c in self.fake.commands(self.fake.guild) if c["name"] == "dobro"]
        out = []

        def walk(prefix: str, node: dict[str, Any]) -> None:
            subs = [o for o in node.get("options") or [] if o["type"] in (1, 2)]
            if not subs:
                out.append((prefix, node))
            for sub in subs:
                walk(f"{prefix} {sub['name']}", sub)

        walk("dobro", dobro)
        return out

    def _option_value(self, spec: dict[str, Any], channel: FakeChannel) -> Any:
        rng, fake = self.rng, self.fake
        kind = spec["type"]
        if spec.get("choices"):
            return rng.choice(spec["choices"])["value"]
        if kind == 3:
            low, high = spec.get("min_length", 0), min(spec.get("max_length", 6000), 300)
            text = garbage(rng, max(low, 1), max(low, 1, high))
            return text[: spec.get("max_length", 6000)]
        if kind == 4:
            low = spec.get("min_value", -(2**53))
            high = spec.get("max_value", 2**53)
            return rng.choice(
                [
                    low,
                    high,
                    rng.randint(int(low), int(high)),
                    rng.randint(int(low), min(int(high), int(low) + 10)),
                ]
            )
        if kind == 10:
            return rng.uniform(spec.get("min_value", -1e9), spec.get("max_value", 1e9))
        if kind == 5:
            return rng.random() < 0.5
        if kind in (6, 9):
            return rng.choice(fake.members)
        if kind == 7:
            options = [
                c
                for c in fake._channels.values()
                if not spec.get("channel_types") or c.type in spec["channel_types"]
            ]
            return rng.choice(options) if options else channel
        if kind == 8:
            return rng.choice(fake.guild.roles)
        raise ValueError(kind)

    async def slash(self, kind: str) -> FakeInteraction:
        rng, fake = self.rng, self.fake
        user = self._somebody()
        channel = rng.choice([g.channel for g in self.current.values()])
        leaves = [(n, s) for n, s in self._leaves()]
        if user.username in PLAYERS:
            leaves = [(n, s) for n, s in leaves if n not in PLAYER_UNSAFE_COMMANDS]
        if kind == "autocomplete":
            leaves = [
                (n, s)
                for n, s in leaves
                if any(o.get("autocomplete") for o in s.get("options") or [])
            ]
        name, spec = rng.choice(leaves)
        options: dict[str, Any] = {}
        for option in spec.get("options") or []:
            if option.get("required") or rng.random() < 0.5:
                options[option["name"]] = self._option_value(option, channel)
        if kind == "autocomplete":
            focused = rng.choice([o for o in spec["options"] if o.get("autocomplete")])
            options[focused["name"]] = garbage(rng, 0, 120)
            data = fake._command_data(name, channel, user, options, focused=focused["name"])
            return await self._send(AUTOCOMPLETE, user, channel, data)
        data = fake._command_data(name, channel, user, options)
        if kind == "slash_out_of_range":
            self._bend(data, spec)
        return await self._send(APPLICATION_COMMAND, user, channel, data)

    def _bend(self, data: dict[str, Any], spec: dict[str, Any]) -> None:
        """Make one option of an already built command out of its range: a number beyond its
        bounds, a string too long or too short, a value that is none of its choices. (Types are
        not bent: Discord sends an integer option as an integer whatever the client does.)"""
        rng = self.rng
        node = data
        while node.get("options") and node["options"][0]["type"] in (1, 2):
            node = node["options"][0]
        given = node.setdefault("options", [])
        bendable = [o for o in spec.get("options") or [] if o["type"] in (3, 4, 10)]
        if not bendable:
            return
        option = rng.choice(bendable)
        given[:] = [o for o in given if o["name"] != option["name"]]
        kind = option["type"]
        if kind in (4, 10):  # Discord's integers are within ±2**53
            low, high = option.get("min_value", -(2**53)), option.get("max_value", 2**53)
            below = [low - rng.randint(1, 10**6), -(2**53)] if low > -(2**53) else [-(2**53)]
            above = [high + rng.randint(1, 10**6), 2**53] if high < 2**53 else [2**53]
            value: Any = max(-(2**53), min(2**53, rng.choice(below + above)))
        elif option.get("choices"):
            value = garbage(rng, 1, 30)
        else:
            value = rng.choice(["", garbage(rng, 101, 300), garbage(rng, 200, 6000)])
        given.append({"type": kind, "name": option["name"], "value": value})

    # ---------------------------------------------------------------- checking

    def problem(self, text: str) -> None:
        self.report.problems.append(text)

    def _check_answer(self, interaction: FakeInteraction, kind: str, *, attack: bool) -> None:
        """Answered in time, once, by an ephemeral readable message or an update."""
        report = self.report
        data = interaction.payload.get("data") or {}
        named = data.get("custom_id") or data.get("name")
        what = f"{kind} {named!r} by {interaction.user.username}"
        if interaction.errors:
            self.problem(f"{what}: Discord errors {interaction.errors}")
        if not interaction.acknowledged:
            self.problem(f"{what}: never answered")
            return
        answered = self.answered_at.get(interaction.id)
        if answered is not None:
            report.times.append(answered - interaction.created_at)
        callback = interaction.callback_type
        report.answers[
            {
                4: "message",
                5: "deferred message",
                6: "deferred update",
                7: "update",
                8: "choices",
                9: "modal",
            }.get(callback, str(callback))
        ] += attack
        if callback == 8:
            for choice in interaction.choices or []:  # they may echo what was typed
                name = str(choice.get("name", ""))
                why = "empty" if not name.strip() else ("None" if name == "None" else None)
                if why:
                    self.problem(f"{what}: autocomplete choice {choice!r} {why}")
            return
        # A table's own public messages (a ping, a fresh table message, the results: each
        # carries a table control) are posted by its writer as follow-ups of the table's latest
        # click, riding on its token (issue 35): the table speaking, not this click's answer.
        followups = [
            m
            for m in interaction.followups()
            if m.ephemeral or not any(c.startswith("dobro:t:") for c in m.custom_ids())
        ]
        messages = interaction.messages()
        if callback in (6, 7) and interaction.message_id is not None:
            messages = [self.fake.message(interaction.message_id), *followups]
        else:
            messages = [m for m in messages if m not in interaction.followups() or m in followups]
        for message in messages:
            new = callback in (4, 5) or message in followups
            # A valid command may answer in public (a leaderboard, the history, a table).
            if new and not message.ephemeral and interaction.type != APPLICATION_COMMAND:
                self.problem(f"{what}: answered in public: {message.text()[:200]!r}")
                continue
            if callback == 6 and not followups:
                continue
            why = unreadable(message.text())
            if why:
                self.problem(f"{what}: answer {why}: {message.text()[:300]!r}")
        if attack and any(m.ephemeral for m in messages) and callback != 6:
            report.refusals += 1

    # ---------------------------------------------------------------- the loop

    @staticmethod
    def _still_offered(table: Table, user: FakeUser, custom_id: str) -> bool:
        """Whether an old hand's move control is not stale at all: the same table, and the
        presser's legal moves at its version are their legal moves now (#31: a click is stale
        only when what the presser may do changed; another seat's chore leaves it good)."""
        parts = custom_id.split(":")
        state, seat = table.state, table.seat_of(user.id)
        if parts[2] != str(table.game_id) or state is None or seat is None:
            return False
        version = int(parts[3])
        if version == state.version:
            return True
        if version > state.version or table.setup is None:
            return False
        then = table.rules.load(table.setup, table.actions[:version])
        rules = table.rules
        return list(rules.legal_actions(then, seat.seat)) == list(
            rules.legal_actions(state, seat.seat)
        )

    async def run(self, count: int, *, legit_rate: float = 0.25) -> Report:
        root = logging.getLogger()
        root.addHandler(self.errors)
        started = time.perf_counter()
        try:
            await self.open_tables()
            kinds, weights = list(ATTACKS), list(ATTACKS.values())
            sent = 0
            while sent < count:
                if self.rng.random() < legit_rate:
                    # One table gets most moves, so that games end during the run too.
                    games = list(self.current.values())
                    game = self.rng.choices(games, [4] + [1] * (len(games) - 1))[0]
                    await self.legit_move(game, double=self.rng.random() < 0.15)
                kind = self.rng.choices(kinds, weights)[0]
                before = self._versions()
                interactions = await self.attack(kind)
                for interaction in interactions:
                    self._check_answer(interaction, kind, attack=True)
                    self.report.sent[kind] += 1
                    sent += 1
                if self._versions() != before:
                    self.problem(f"{kind}: a game changed: {before} -> {self._versions()}")
                if self.errors.records:
                    self.problem(f"{kind}: ERROR logged: {self.errors.records[-1][:2000]}")
                    self.errors.records.clear()
            await settle(self.fake, self.bot)
            await self.verify()
        finally:
            root.removeHandler(self.errors)
            self.report.seconds = time.perf_counter() - started
        return self.report

    async def verify(self) -> None:
        """Every game's stored record is the people's moves and replays to what is shown."""
        db = self.bot.db
        for game in self.games:
            gid = game.table.game_id
            record = await db.games.record(gid)  # type: ignore[union-attr]
            if record is None:
                self.problem(f"game {gid}: no stored record")
                continue
            if record["actions"] != game.moves:
                self.problem(f"game {gid}: stored actions differ from the people's moves")
            replayed = dr.replay(record)
            live = game.final if game.final is not None else game.table.state
            if dr.state_json(replayed) != dr.state_json(live):
                self.problem(f"game {gid}: the stored record does not replay to the live state")
            if game.final is None:
                self.check_table_message(game, replayed)
        self.check_no_hand_in_public()

    def check_no_hand_in_public(self) -> None:
        """No version of any public message (every channel, deleted ones and every edit
        included) ever carried a hand's marks (see `play_helpers.assert_no_hand_in_public`,
        which also scans requests; the CI test runs it too)."""
        for message in self.fake._messages.values():
            if message.visible_to is not None:
                continue
            for version in [*message.history, message.data]:
                text = json.dumps(version, ensure_ascii=False)
                found = [w for w in HAND_WORDS if w in text] + [p for p in HAND_IDS if p in text]
                if found or HAND_CARD.search(text):
                    self.problem(f"public message {message.id} showed a hand: {text[:300]}")
                    return

    def check_table_message(self, game: Game, state: dr.GameState) -> None:
        table = game.table
        shown = self._table_message(game)
        if f"Move {state.version}" not in shown.text():
            self.problem(
                f"game {table.game_id}: the table message does not show move {state.version}"
            )
        rendered = ui.table_view(table, table.settings.lang).to_components()
        expected = StoredMessage({"id": "0", "channel_id": "0", "components": rendered}).text()
        if _strip_ids(shown.text()) != _strip_ids(expected):
            self.problem(f"game {table.game_id}: the table message is not the latest state")


def _strip_ids(text: str) -> str:
    return re.sub(r"<t:\d+:R>", "<t>", text)


# ------------------------------------------------------------------------------------------------
# Outside pytest


def add_channels(fake: FakeDiscord) -> None:
    """The extra channels for the tables (before the bot connects, so it knows them)."""
    for name in EXTRA_CHANNELS:
        fake.add_channel(name)


def seed_bot(bot: DobroBot, seed: int) -> None:
    """The deals and computers of `bot` follow `seed` (as `start_play_bot` does)."""
    service = tables(bot)
    service.rng = random.Random(seed)
    deal = random.Random(seed * 7919 + 1)
    service.seeds = lambda: deal.getrandbits(48)


@contextlib.asynccontextmanager
async def offline_bot(seed: int) -> AsyncIterator[tuple[FakeDiscord, DobroBot]]:
    """The fake Discord and a bot logged into it, as the test fixtures make them."""
    import pytest

    from tests.fixtures import make_settings

    fake = FakeDiscord(member_names=MEMBER_NAMES)
    await fake.start()
    patch = pytest.MonkeyPatch()
    fake.patch(patch)
    add_channels(fake)
    with tempfile.TemporaryDirectory() as folder:
        settings = make_settings(fake, Path(folder) / "abuse.sqlite3", ai_delay=0)
        bot = DobroBot(settings, guild_ready_timeout=0.01)
        task = asyncio.create_task(bot.start(fake.token))
        try:
            while not (bot.is_ready() and bot.get_guild(fake.guild.id)):
                if task.done():
                    task.result()
                await asyncio.sleep(0.005)
            fake.attach(bot)
            await fake.wait_idle()
            seed_bot(bot, seed)
            yield fake, bot
        finally:
            await bot.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(task, 5)
            await fake.stop()
            patch.undo()


async def main_async(count: int, seed: int) -> int:
    async with offline_bot(seed) as (fake, bot):
        report = await Abuse(fake, bot, seed).run(count)
        violations = fake.take_violations()
    report.problems += [f"Discord would reject: {v}" for v in violations]
    print(report.summary())
    return 1 if report.problems else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=10_000, help="bad interactions to send")
    parser.add_argument("--seed", type=int, default=1, help="the random seed (reproducible)")
    args = parser.parse_args(argv)
    return asyncio.run(main_async(args.count, args.seed))


if __name__ == "__main__":
    sys.exit(main())


__all__ = [
    "ATTACKS",
    "MEMBER_NAMES",
    "Abuse",
    "Report",
    "add_channels",
    "main",
    "malformed_id",
    "offline_bot",
    "seed_bot",
    "unreadable",
]
