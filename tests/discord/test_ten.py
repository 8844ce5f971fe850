"""Ten played end to end by clicks through the offline Discord (#22): /dobro new game:ten, the
lobby, each person's private hand (a two-step choice to put a card down: a focus select of the
card, then its ways of playing; selects for a joker's value and for offers), the public table
(round card, pot, card backs and protections, the auction), a hidden joker turned up, an
auction with three bidders, a timeout in it, a leaver, an early end, the results with each
score's breakdown, the export, the standings per game, Play again.

``ten_rules`` is only the referee: every hand must offer exactly the legal choices of its step
(each control carrying its choice's index and, for a select, exactly the numbers the rules
allow), every click must store exactly the move it stands for, and no public message may show a
face-down card before phase 5 (``Referee``).
"""

from __future__ import annotations

import copy
import json
import random
import re
from collections.abc import Callable
from typing import Any

import discord
import pytest

import ten_rules as tr
from cogs.games.ten import RENDERER as TEN
from cogs.games.ten import amounts
from cogs.table import render as ui
from cogs.table.controls import FocusSelect, MoveButton, ParamSelect
from cogs.table.factory import TABLE_CONTROLS
from fakediscord import FakeDiscord, FakeUser, StoredMessage
from storage import GameStatus, Seat
from tables import Table, TableSettings
from ten_rules.cards import JOKER, NAMES
from tests.discord.play_helpers import (
    answered_quietly,
    open_table,
    settle,
    start_play_bot,
    table_message,
    tables,
)
from tests.tables.fakes import FakeClock

#: A hand's controls (cogs/table/controls.py): a move button, a select taking a number, a focus.
MOVE = re.compile(r"dobro:m:(\d+):(\d+):(\d+)$")
PARAM = re.compile(r"dobro:j:(\d+):(\d+):(\d+)$")
FOCUS = re.compile(r"dobro:f:(\d+):(\d+)(?::\d+)?$")
#: A card as the table and the log write it (cogs/games/ten.py: in a code span).
CARD = re.compile(r"`(10|[0-9]|P[1-8]|R10|R[1-9]|J)`")
#: A seat's line on the table message: its marker, then name · cards · 🪙 chips …
SEAT_LINE = re.compile(r"^(?:▶|·|🏆) ", re.MULTILINE)
#: Words only a hand or a private event may say.
PRIVATE_WORDS = ("only you see", "vous seul")

#: (state, seat, legal choices) -> (index, param): what a simulated person chooses.
Policy = Callable[[tr.TenState, int, list[tr.Choice]], tuple[int, int | None]]


# ------------------------------------------------------------------------------------------------
# The referee: states by version, and the hidden-card checks


def texts_of(view: discord.ui.LayoutView) -> str:
    """Everything a view shows or carries (text, labels, options, custom ids)."""
    return json.dumps(view.to_components(), ensure_ascii=False, sort_keys=True)


def shown_cards(state: tr.TenState, seat: int) -> list[str]:
    """What the public table must show of a seat's cards: a back for a face-down card."""
    out = []
    first = state.card1[seat]
    if first >= 0:
        out.append(f"`{NAMES[first]}`" if state.up1[seat] else "🂠")
    if state.card2[seat] >= 0:
        out.append(f"`{NAMES[state.card2[seat]]}`")
    return out


def known(state: tr.TenState) -> set[str]:
    """The cards everyone may have seen by then: face-up table cards, every penalty pile, the
    round card. (Every card a public event ever named is one of them: a card played face up
    stays face up until phase 5 puts it on a penalty pile.)"""
    out = {NAMES[c] for pile in state.penalty for c in pile}
    for seat in range(state.n):
        if state.card1[seat] >= 0 and state.up1[seat]:
            out.add(NAMES[state.card1[seat]])
        if state.card2[seat] >= 0:
            out.add(NAMES[state.card2[seat]])
    if state.round_card >= 0:
        out.add(NAMES[state.round_card])
    return out


def hidden(state: tr.TenState) -> dict[int, str]:
    """The face-down cards on the table: seat -> card."""
    return {
        seat: NAMES[state.card1[seat]]
        for seat in range(state.n)
        if state.card1[seat] >= 0 and not state.up1[seat]
    }


def with_other_cards(state: tr.TenState, keep: int | None) -> tr.TenState:
    """The same table with every face-down card (but ``keep``'s) replaced by another card: a
    view that does not depend on hidden cards is the same for both."""
    alt = state.copy()
    for seat in hidden(state):
        if seat != keep:
            alt.card1[seat] = 5 if alt.card1[seat] == JOKER else JOKER
    return alt


class Referee:
    """A listener of the table service: after every change it keeps the state of that version
    (the versions the table message names, "Move N") and checks, while the change is fresh,
    that the table message and each person's hand are the same when the face-down cards they
    may not see are other cards, and that every line of the public log names only cards
    everyone has seen."""

    def __init__(self) -> None:
        self.states: dict[int, tr.TenState] = {}
        self.log: list[str] = []
        self.checked = 0
        #: What failed in a listener (the service logs a listener's errors and goes on).
        self.failures: list[str] = []

    async def __call__(self, table: Table, events: list[dict[str, Any]]) -> None:
        state = table.state
        if state is None or table.settings.game != "ten":
            return
        self.states[state.version] = state.copy()
        try:
            self.check_change(table, state)
        except AssertionError as exc:
            self.failures.append(f"move {state.version}: {exc!r}"[:2000])

    def check_change(self, table: Table, state: tr.TenState) -> None:
        if not hidden(state):
            self.check_log(table, state)
            return
        twin = copy.copy(table)
        twin.state = with_other_cards(state, None)
        assert texts_of(TEN.game_view(table, "en", TABLE_CONTROLS)) == texts_of(
            TEN.game_view(twin, "en", TABLE_CONTROLS)
        )
        for seat, name in enumerate(state.setup.players):
            if table.seats[seat].user_id is not None:
                twin.state = with_other_cards(state, seat)
                mine = texts_of(TEN.hand_view(table, name, "en", TABLE_CONTROLS))
                assert mine == texts_of(TEN.hand_view(twin, name, "en", TABLE_CONTROLS)), name
        self.checked += 1
        self.check_log(table, state)

    def check_log(self, table: Table, state: tr.TenState) -> None:
        lines = [line for ev in table.events if (line := ui.narrate(table, ev, "en"))]
        for line in lines:
            assert not any(w in line for w in PRIVATE_WORDS), line
            assert set(CARD.findall(line)) <= known(state), (line, hidden(state))
        self.log.extend(lines)

    def check_public(self, fake: FakeDiscord, table: Table) -> int:
        """Every version of every public message of the channel (first post, each edit): no
        private words; a table message shows each seat's cards exactly as the referee's state
        of the version it names, a back for each face-down card, and names no card nobody has
        seen. Returns how many texts were checked."""
        assert not self.failures, self.failures[:3]
        assert table.state is not None
        final = table.state
        checked = 0
        for message in fake.messages(table.channel_id, include_deleted=True):
            if message.ephemeral:
                continue
            for data in [*message.history, message.data]:
                text = StoredMessage(data).text()
                assert not any(w in text for w in PRIVATE_WORDS), text
                move = re.search(r"-# Move (\d+)", text)
                if move is None:
                    cards = set(CARD.findall(text))
                    assert not cards or "Ten · results" in text, text
                    assert cards <= known(final)
                    continue
                state = self.states[int(move[1])]
                assert set(CARD.findall(text)) <= known(state), (text, hidden(state))
                lines = [line for line in text.splitlines() if SEAT_LINE.match(line)]
                assert len(lines) == state.n, text
                for seat, line in enumerate(lines):
                    part = line.split(" · ")[1]
                    assert re.findall(r"🂠|`[^`]+`", part) == shown_cards(state, seat), line
                checked += 1
        return checked


# ------------------------------------------------------------------------------------------------
# Playing by clicks


def live_controls(hand: StoredMessage, gid: int, version: int) -> dict[str, dict[str, Any]]:
    """The enabled controls of a hand for this table and version, by custom id."""
    out = {}
    for c in hand.all_components():
        custom_id = str(c.get("custom_id", ""))
        if c.get("disabled") or not custom_id.startswith(("dobro:m:", "dobro:j:", "dobro:f:")):
            continue
        parts = custom_id.split(":")
        if int(parts[2]) == gid and int(parts[3]) == version:
            out[custom_id] = c
    return out


def by_index(controls: dict[str, dict[str, Any]]) -> dict[int, tuple[str, dict[str, Any]]]:
    """The move controls (buttons and number selects) by the index they carry, each once."""
    out: dict[int, tuple[str, dict[str, Any]]] = {}
    for custom_id, c in controls.items():
        found = MOVE.match(custom_id) or PARAM.match(custom_id)
        if found:
            index = int(found[3])
            assert index not in out, f"two controls for choice {index}"
            out[index] = (custom_id, c)
    return out


def random_policy(rng: random.Random) -> Policy:
    """A person who tries everything: passes, fees, openings and raises, every way of playing a
    card, jokers turned up."""
    weights = {"pass": 2.0, "raise": 0.7, "reveal": 2.0, "add": 2.0, "keep_down": 0.5}

    def choose(state: tr.TenState, seat: int, legal: list[tr.Choice]) -> tuple[int, int | None]:
        index = rng.choices(range(len(legal)), [weights.get(c.code, 1.0) for c in legal])[0]
        return index, pick_param(rng, legal[index])

    return choose


def pick_param(rng: random.Random, choice: tr.Choice) -> int | None:
    """A number among those the hand's select offers."""
    if choice.param is None:
        return None
    assert choice.low is not None and choice.high is not None
    return rng.choice(amounts(choice.low, choice.high))


def find(legal: list[tr.Choice], **fields: Any) -> int | None:
    """The index of the first legal choice with these fields, if any."""
    return next(
        (i for i, c in enumerate(legal) if all(getattr(c, k) == v for k, v in fields.items())),
        None,
    )


class Players:
    """The people of a table, clicking in their private hands (reused while they show the
    current state, else opened with *My hand*)."""

    def __init__(self, fake: FakeDiscord, bot: Any, table: Table, users: list[FakeUser]) -> None:
        self.fake, self.bot, self.table = fake, bot, table
        self.users = {table.seat_of(u.id).seat: u for u in users}  # type: ignore[union-attr]
        self.hands: dict[int, int] = {}
        self.clicks = 0

    def waited(self) -> FakeUser | None:
        """The person the game waits on now, if a person (not a computer) is."""
        for seat, kind in self.table.waits():
            if kind == "turn" and not self.table.seats[seat].played_by_computer:
                return self.users[seat]
        return None

    async def hand(self, user: FakeUser, version: int) -> StoredMessage:
        """``user``'s hand at ``version``: the one they last used if it shows that state (a
        choice's answer, or the writer's refresh at their turn), else a new *My hand*."""
        gid = self.table.game_id
        known_hand = self.hands.get(user.id)
        if known_hand is not None:
            hand = self.fake.message(known_hand)
            if live_controls(hand, gid, version):
                return hand
        opened = await self.fake.click(
            user, table_message(self.fake, self.table), f"dobro:t:{gid}:hand"
        )
        hand = opened.response()
        assert hand.ephemeral and hand.visible_to == user.id, "a hand must be private"
        self.hands[user.id] = hand.id
        return hand

    async def act(self, user: FakeUser, policy: Policy) -> tuple[tr.Choice, int | None]:
        """``user`` opens their hand, which must offer exactly their legal choices (in phase 2:
        first the card, then that card's ways of playing it), and makes ``policy``'s choice by
        clicking it; the stored move must be that choice."""
        table, fake = self.table, self.fake
        gid = table.game_id
        seat = table.seat_of(user.id).seat  # type: ignore[union-attr]
        before = table.state.copy()
        version = before.version
        legal = tr.GAME.legal_actions(before, seat)
        index, param = policy(before, seat, legal)
        choice = legal[index]
        hand = await self.hand(user, version)
        text = hand.text()
        for card in tr.player_view(before, seat).hand:
            assert f"`{card}`" in text
        mine = hidden(before).get(seat)
        if mine is not None:  # H8: their own face-down card, named in their hand alone
            assert f"`{mine}` face down (only you see it)" in text
        controls = live_controls(hand, gid, version)
        focus = [cid for cid in controls if FOCUS.match(cid)]
        if before.step == "play":
            (focus_id,) = focus
            cards = list(dict.fromkeys(c.card for c in legal))
            assert [o["value"] for o in controls[focus_id]["options"]] == cards
            assert not by_index(controls), "phase 2 shows the cards first, then the ways"
            chosen = await fake.select(user, hand, focus_id, [choice.card])
            assert chosen.callback_type == 7 and not chosen.errors, chosen.errors
            hand = fake.message(hand.id)
            controls = live_controls(hand, gid, version)
            (focus_id,) = [cid for cid in controls if FOCUS.match(cid)]
            defaults = [o["value"] for o in controls[focus_id]["options"] if o.get("default")]
            assert defaults == [choice.card]
            expected = {i for i, c in enumerate(legal) if c.card == choice.card}
        else:
            assert not focus
            expected = set(range(len(legal)))
        shown = by_index(controls)
        assert set(shown) == expected, (before.step, sorted(shown), sorted(expected))
        for i, (_, c) in shown.items():
            words = tr.describe_choice(legal[i], "en")
            if legal[i].param is None:
                assert c["type"] == 2 and c["label"] == words
            else:
                low, high = legal[i].low, legal[i].high
                assert low is not None and high is not None
                assert c["placeholder"] == words
                assert [int(o["value"]) for o in c["options"]] == (
                    list(range(low, high + 1)) if legal[i].param == "as" else amounts(low, high)
                )
        custom_id = shown[index][0]
        if param is None:
            pressed = await fake.click(user, hand, custom_id)
        else:
            pressed = await fake.select(user, hand, custom_id, [str(param)])
        assert pressed.acknowledged and not pressed.errors, pressed.errors
        assert pressed.callback_type == 7, "a choice updates the hand in place"
        await settle(fake, self.bot)
        self.clicks += 1
        move = tr.GAME.action_at(before, seat, index, param)
        assert move is not None
        assert table.actions[version] == tr.GAME.to_record(before, move)
        return choice, param

    async def play_until(
        self,
        policies: dict[int, Policy],
        done: Callable[[], bool],
        *,
        each: Callable[[FakeUser, tr.Choice], None] | None = None,
    ) -> None:
        """Everyone waited on plays by ``policies`` (by user id) until ``done()``."""
        while not done() and not self.table.over:
            user = self.waited()
            if user is None:  # only computers to play: their moves come at once
                await settle(self.fake, self.bot)
                assert self.waited() is not None or self.table.over or done()
                continue
            choice, _ = await self.act(user, policies[user.id])
            if each is not None:
                each(user, choice)


def auctions(record: dict[str, Any]) -> list[set[str]]:
    """Each auction of a stored game: the names of its bidders (opener and raisers)."""
    state = tr.start(record)
    found: list[set[str]] = []
    current: set[str] | None = None
    for action in record["actions"]:
        state, events = tr.apply(state, tr.GAME.parse(state, action))
        for ev in events:
            if ev["type"] == "open":
                current = {ev["player"]}
            elif ev["type"] == "raise" and current is not None:
                current.add(ev["player"])
            elif ev["type"] == "auction_won" and current is not None:
                found.append(current)
                current = None
    return found


async def check_results(
    fake: FakeDiscord, bot: Any, table: Table, host: FakeUser
) -> tuple[dict[str, Any], str]:
    """The results are stored, announced once with each score's breakdown, and the export
    replays to the live state. Returns the record and the results text."""
    await settle(fake, bot)
    state = table.state
    assert state is not None and state.over and state.scores is not None
    gid = table.game_id
    results = await bot.db.results.for_game(gid)
    assert results is not None
    scores = {name: s[2] for name, s in zip(state.setup.players, state.scores, strict=True)}
    assert {s.name: s.total for s in results.seats} == scores
    announced = [
        m for m in fake.messages(table.channel_id) if f"dobro:t:{gid}:again" in m.custom_ids()
    ]
    assert len(announced) == 1
    text = announced[0].text()
    assert "Ten · results" in text and "penalty points − 2 × chips kept (R30)" in text
    for seat, (penalty, chips, score) in enumerate(state.scores):
        assert f"**{score}** = penalty {penalty} − 2 × {chips} chip" in text, seat
    exported = (await fake.slash(host, fake.channel, "dobro export")).response()
    (attachment,) = exported.files
    assert attachment.filename == f"ten-{gid}.json"  # #33: the game's file and tool
    assert f"`python -m ten_rules replay ten-{gid}.json`" in exported.text()
    record: dict[str, Any] = json.loads(attachment.data)
    assert record["game"] == "ten"
    assert tr.state_json(tr.replay(record)) == tr.state_json(state)
    return record, text


# ------------------------------------------------------------------------------------------------
# Whole games


async def test_two_people_play_ten_with_a_hidden_joker_to_the_results(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """Two seats, ten rounds, every choice by a click: ana puts her joker face down and turns it
    up in phase 4 with its value from the select, the table never showing it before; a focus
    from an old hand is refused as stale; the results give each score's breakdown; the
    export replays; Ten has its own leaderboard; Play again opens a Ten lobby."""
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=3)
    ana, ben = fake.member("ana"), fake.member("ben")
    lobby = (await fake.slash(ana, fake.channel, "dobro new", game="ten", seats=2)).response()
    assert "Ten · table" in lobby.text()
    table = tables(bot).in_channel(fake.channel.id)
    assert table is not None and table.settings.game == "ten"
    referee = Referee()
    tables(bot).listeners.append(referee)
    gid = table.game_id
    answered_quietly(await fake.click(ben, lobby, f"dobro:t:{gid}:join"))
    await settle(fake, bot)
    answered_quietly(await fake.click(ana, fake.message(lobby.id), f"dobro:t:{gid}:start"))
    await settle(fake, bot)
    assert table.state is not None and table.settings.options == {}
    text = table_message(fake, table).text()
    assert "Round 1 of 10" in text and "Phase 2: everyone puts a card on the table" in text
    assert f"<@{ana.id}> starts this round" in text and "no card yet" in text
    players = Players(fake, bot, table, [ana, ben])
    rng = random.Random(7)
    anyone = random_policy(rng)

    # Round 1: ana puts her joker face down, nobody buys it; in phase 4 she turns it up as 7.
    def ana_round_one(state: tr.TenState, seat: int, legal: list[tr.Choice]) -> tuple[int, Any]:
        if state.step == "play":
            index = find(legal, card="J", up=False, chips=0)
        elif state.step == "reveal":
            index = find(legal, code="reveal")
            assert legal[index or 0].param == "as"  # its value comes with the turning up
            return index or 0, 7
        elif state.step == "open":
            index = find(legal, code="pass")
        else:
            return anyone(state, seat, legal)
        assert index is not None
        return index, None

    def ben_round_one(state: tr.TenState, seat: int, legal: list[tr.Choice]) -> tuple[int, Any]:
        if state.step == "open":
            return find(legal, code="pass") or 0, None
        return anyone(state, seat, legal)

    # An old hand: opened before ana's first move, its focus select is stale afterwards.
    old = await players.hand(ana, table.version)
    players.hands.pop(ana.id)
    await players.play_until(
        {ana.id: ana_round_one, ben.id: ben_round_one},
        lambda: table.state.step == "reveal" and table.state.waiting == 0,
    )
    seat_line = [line for line in table_message(fake, table).text().splitlines() if "🂠" in line]
    assert any(f"<@{ana.id}>" in line for line in seat_line)  # her joker: a card back
    stale = await fake.select(ana, old, f"dobro:f:{gid}:0", ["J"])
    assert "This hand is out of date" in fake.message(old.id).text() and not stale.errors
    await players.act(ana, ana_round_one)
    text = table_message(fake, table).text()
    assert f"<@{ana.id}> · `J` as 7" in text and "turns up J (as 7)" in text

    await players.play_until({ana.id: anyone, ben.id: anyone}, lambda: False)
    assert table.state.over and table.state.round_no == 10
    assert players.clicks > 60
    _, results = await check_results(fake, bot, table, ana)
    assert "The draw pile ran out" not in results
    public = referee.check_public(fake, table)
    assert referee.checked > 10 and public > 20

    board = await fake.slash(ana, fake.channel, "dobro leaderboard", game="ten", min_games=1)
    assert "Ten leaderboard" in board.response().text()
    (announced,) = [
        m for m in fake.messages(fake.channel) if f"dobro:t:{gid}:again" in m.custom_ids()
    ]
    again = await fake.click(ben, announced, f"dobro:t:{gid}:again")
    assert "Ten · table" in again.response().text()


async def test_seven_seats_an_auction_of_three_a_timeout_a_leaver_and_an_early_end(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """Seven seats (four people, three computers) with a turn timer: ana opens on dan's
    protected card, ben and cleo raise (three bidders, shown on the table); when the auction
    comes back to a person who has bid, their time runs out and the computer passes for them;
    cleo leaves in round 2 (a computer plays her seat, she is ranked last); the draw pile runs
    out before round 10 and the game ends early, with results for everyone."""
    fake = fake_discord
    clock = FakeClock()
    bot = await start_play_bot(start_bot, seed=11, clock=clock)
    ana, ben, cleo, dan = (fake.member(n) for n in ("ana", "ben", "cleo", "dan"))
    referee = Referee()
    tables(bot).listeners.append(referee)
    table = await open_table(
        fake,
        bot,
        ana,
        others=[ben, cleo, dan],
        computers=["normal", "random", "normal"],
        seats=7,
        game="ten",
        timer=60,
    )
    players = Players(fake, bot, table, [ana, ben, cleo, dan])
    rng = random.Random(5)
    anyone = random_policy(rng)
    name_of = {u.id: table.seat_of(u.id).name for u in (ana, ben, cleo, dan)}  # type: ignore[union-attr]
    bidders: set[str] = set()

    def auction_policy(state: tr.TenState, seat: int, legal: list[tr.Choice]) -> tuple[int, Any]:
        name = state.setup.players[seat]
        if state.round_no == 1 and state.step == "play" and name == name_of[dan.id]:
            index = find(legal, code="play_down", chips=2)
            assert index is not None
            return index, None
        if state.round_no == 1 and state.step == "open" and name == name_of[ana.id]:
            index = find(legal, code="opening", target=name_of[dan.id])
            assert index is not None
            return index, legal[index].low
        if state.step == "offer" and name not in bidders:
            return find(legal, code="raise_min") or 0, None
        return anyone(state, seat, legal)

    def note(user: FakeUser, choice: tr.Choice) -> None:
        if choice.code in ("opening", "raise_min", "raise"):
            bidders.add(table.seat_of(user.id).name)  # type: ignore[union-attr]

    everyone = {u.id: auction_policy for u in (ana, ben, cleo, dan)}

    def back_to_a_bidder() -> bool:
        user = players.waited()
        return (
            table.state.step == "offer"
            and user is not None
            and table.seat_of(user.id).name in bidders  # type: ignore[union-attr]
        )

    await players.play_until(everyone, back_to_a_bidder, each=note)
    assert {name_of[ana.id], name_of[ben.id], name_of[cleo.id]} <= bidders
    text = table_message(fake, table).text()
    assert "Phase 3: an auction" in text
    assert f"🔨 Auction: <@{ana.id}> opened on <@{dan.id}>'s card" in text
    late = players.waited()
    assert late is not None
    await clock.advance(61)
    await settle(fake, bot)
    name = table.seat_of(late.id).name  # type: ignore[union-attr]
    assert f"⏱ {name} ran out of time: the computer passed for them" in referee.log

    await players.play_until(everyone, lambda: table.state.round_no == 2, each=note)
    quit_ = await fake.click(cleo, table_message(fake, table), f"dobro:t:{table.game_id}:quit")
    answered_quietly(quit_)
    await settle(fake, bot)
    assert "left: a computer plays their seat" in table_message(fake, table).text()
    await players.play_until(everyone, lambda: False, each=note)
    state = table.state
    assert state.round_no < 10, "seven players run out of cards before round 10"
    assert any("refill to 4 cards" in line and "the game ends" in line for line in referee.log)
    record, results = await check_results(fake, bot, table, ana)
    assert any(len(found) >= 3 for found in auctions(record))
    assert f"The draw pile ran out in round {state.round_no}" in results
    assert "hand, round cards left" in results
    stored = await bot.db.results.for_game(table.game_id)
    (cleo_result,) = [s for s in stored.seats if s.user_id == cleo.id]
    assert cleo_result.position == max(s.position for s in stored.seats)  # a forfeit
    public = referee.check_public(fake, table)
    assert referee.checked > 10 and public > 10


# ------------------------------------------------------------------------------------------------
# Every hand, every focus, without Discord


def _table(state: tr.TenState) -> Table:
    seats = [Seat.human(i, 1000 + i, name) for i, name in enumerate(state.setup.players)]
    return Table(
        game_id=7,
        guild_id=1,
        channel_id=2,
        host_id=1000,
        settings=TableSettings(seats=len(seats), game="ten"),
        seats=seats,
        status=GameStatus.ACTIVE,
        state=state,
    )


def _controls(view: discord.ui.LayoutView) -> list[dict[str, Any]]:
    found = []

    def walk(items: list[dict[str, Any]]) -> None:
        for item in items:
            if "custom_id" in item:
                found.append(item)
            walk(item.get("components", []))

    walk(view.to_components())
    return found


def _size(view: discord.ui.LayoutView) -> int:
    def walk(items: list[dict[str, Any]]) -> int:
        return sum(1 + walk(c.get("components") or []) for c in items)

    return walk(view.to_components())


def test_every_focus_of_every_hand_offers_exactly_the_legal_choices() -> None:
    """Random games at 2, 4 and 7 seats: the decider's hand, unfocused and under each focus
    its select offers, draws one control per legal choice (phase 2: the card's choices only,
    together all of them), each carrying its index at that version, each number a select
    offers accepted by the rules; no hand is over Discord's 40 components; a focus that is no
    card of theirs draws the cards only; nobody else has a live control."""
    pressed = 0
    for players, seed in ((2, 1), (4, 2), (7, 3)):
        names = [f"p{i}" for i in range(players)]
        state = tr.GAME.load(tr.GAME.new_setup(names, tr.TenOptions(), seed), [])
        rng = random.Random(seed)
        while not state.over:
            seat = state.waiting
            table = _table(state)
            legal = tr.GAME.legal_actions(state, seat)
            plain = TEN.hand_view(table, names[seat], "en", TABLE_CONTROLS)
            focuses = [c for c in _controls(plain) if c["custom_id"].startswith("dobro:f:")]
            views = [plain]
            if state.step == "play":
                (focus,) = focuses
                assert focus["custom_id"] == f"dobro:f:7:{state.version}"
                assert FocusSelect.PATTERN.fullmatch(focus["custom_id"])
                keys = [o["value"] for o in focus["options"]]
                views = [
                    TEN.hand_view(table, names[seat], "en", TABLE_CONTROLS, focus=k) for k in keys
                ]
                stray = TEN.hand_view(table, names[seat], "en", TABLE_CONTROLS, focus="R3")
                assert texts_of(stray) == texts_of(plain)
            else:
                assert not focuses
            seen: list[int] = []
            for view in views:
                assert _size(view) <= 40
                for c in _controls(view):
                    found = MOVE.match(c["custom_id"]) or PARAM.match(c["custom_id"])
                    if not found:
                        continue
                    kind = MoveButton if c["custom_id"].startswith("dobro:m:") else ParamSelect
                    assert kind.PATTERN.fullmatch(c["custom_id"])
                    assert (int(found[1]), int(found[2])) == (7, state.version)
                    index = int(found[3])
                    seen.append(index)
                    values = [int(o["value"]) for o in c.get("options", [])] or [None]
                    for value in values:
                        assert tr.GAME.action_at(state, seat, index, value) is not None
                        pressed += 1
            assert sorted(seen) == list(range(len(legal)))
            other = (seat + 1) % players
            assert not [
                c
                for c in _controls(TEN.hand_view(table, names[other], "en", TABLE_CONTROLS))
                if not c["custom_id"].startswith("dobro:t:")
            ]
            tr.apply_in_place(state, tr.ai.choose_action(state, seat, "random", rng))
    assert pressed > 1000


def test_a_long_range_of_amounts_lists_its_first_25_in_the_select() -> None:
    assert amounts(3, 27) == list(range(3, 28))
    assert amounts(1, 40) == list(range(1, 26))  # the others: the modal of "another amount"


FIVE = ["ana", "ben", "cleo", "dan", "eve"]


@pytest.mark.fake_discord(member_names=FIVE)
async def test_every_amount_of_a_long_offer_can_be_chosen(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """#31, point 2 (R14, H7): an opening whose range is longer than a select's 25 options
    ("2–31 chips") lists the first 25 and a button "another amount"; its modal takes any
    amount of the range, 31 included, played as the engine's move at once. A word, or a
    number outside the range, redraws the hand saying what to type, and plays nothing."""
    from tests.discord.test_sticks import hand_of

    fake = fake_discord
    bot = await start_play_bot(start_bot)
    tables(bot).seeds = lambda: 54  # five seats: a long opening comes after 63 moves
    people = [fake.member(n) for n in FIVE]
    table = await open_table(fake, bot, people[0], others=people[1:], seats=5, game="ten")
    rng = random.Random(54)
    service = tables(bot)
    long: tuple[int, int, tr.Choice] | None = None
    while long is None:
        state = table.state
        assert state is not None and not table.over
        ((seat, _),) = table.waits()
        legal = tr.GAME.legal_actions(state, seat)
        found = [i for i, c in enumerate(legal) if c.param == "offer" and c.high - c.low >= 25]
        if found:
            long = (seat, found[0], legal[found[0]])
            break
        index = rng.randrange(len(legal))
        choice = legal[index]
        param = None
        if choice.param is not None:
            param = rng.randint(choice.low, choice.high) if choice.param == "as" else choice.low
        await service.play(table.game_id, table.seats[seat].user_id, table.version, index, param)
    await settle(fake, bot)
    seat, index, choice = long
    assert choice.low is not None and choice.high is not None
    assert choice.high - choice.low + 1 > 25
    user = people[seat]
    hand = await hand_of(fake, table, user)
    gid, version = table.game_id, table.version
    select = hand.find_component(f"dobro:j:{gid}:{version}:{index}")
    assert select is not None
    assert [int(o["value"]) for o in select["options"]] == list(range(choice.low, choice.low + 25))
    button_id = f"dobro:n:{gid}:{version}:{index}:{choice.low}:{choice.high}"
    button = hand.find_component(button_id)
    assert button is not None and f"another amount ({choice.low}–{choice.high})" in button["label"]

    for typed, locale, words in (
        ("lots", "en-US", f"Type a whole number from {choice.low} to {choice.high}."),
        (str(choice.high + 1), "fr", f"Tapez un nombre entier de {choice.low} à {choice.high}."),
    ):
        opened = await fake.click(user, hand, button_id, locale=locale)
        assert opened.modal is not None and not opened.errors
        submitted = await fake.submit_modal(user, opened, {"number": typed})
        assert submitted.callback_type == 7 and not submitted.errors
        hand = fake.message(hand.id)
        assert words in hand.text() and table.version == version
    opened = await fake.click(user, hand, button_id)
    assert "An amount from" in json.dumps(opened.modal)
    submitted = await fake.submit_modal(user, opened, {"number": str(choice.high)})
    assert submitted.callback_type == 7 and not submitted.errors
    await settle(fake, bot)
    assert table.version == version + 1
    played = table.actions[-1]
    assert played["player"] == table.seats[seat].name
    assert choice.high in played.values(), played
    assert "⚠️" not in fake.message(hand.id).text()
