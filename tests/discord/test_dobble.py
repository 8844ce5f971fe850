"""Dobble played through the offline Discord (#23): a race, fair to the millisecond Discord can
see. Each stage counts down, then its Go is a fresh message whose time is the stage's zero; a
click's time is its interaction's id. People click claim buttons (on the board, or in their own
panel for the hot potato and duels); computers claim after their reaction time; the table
service holds claims 300 ms and takes them in (time, seat) order.

The tests run two clocks in step: the bot's table service on a fake clock (countdowns, the
hold, computers' reactions) and the offline Discord's, on which each click says when Discord
received it (``at``): a click made ``s`` seconds into a stage is sent with ``at`` = the Go's time
+ ``s``, and the service's clock is moved to the Go + ``s`` + the hold before it is resolved.
"""

from __future__ import annotations

import asyncio
from datetime import datetime
from typing import Any

import dobble_rules as db
from cogs.games.dobble import board_cards
from cogs.table.race import snowflake_ms
from dobble_rules.ai import FLOOR_MS, claim_for
from dobble_rules.cards import CARDS, EMOJI
from fakediscord import FakeDiscord, FakeInteraction, FakeUser, StoredMessage
from tables import Table
from tables.service import RACE_COUNTDOWN, RACE_HOLD
from tests.discord.play_helpers import (
    PLAY_EXTENSIONS,
    answered_quietly,
    settle,
    start_play_bot,
    tables,
)
from tests.tables.fakes import FakeClock

CLAIM = "dobro:c:"
#: Discord's clock runs this many seconds behind the bot's (the bot measures it).
SKEW = -2.5


class Race:
    """Drives one Dobble table: Go by Go, clicks at chosen stage times, each reaching the bot
    after a chosen delay (as over a slow link: its id is minted when it is made).

    The offline Discord's clock follows the bot's fake clock, ``SKEW`` seconds behind it (two
    clocks: the bot measures the difference), so a click made ``s`` seconds into a stage is
    made when Discord's clock reads the Go's time + ``s``."""

    def __init__(self, fake: FakeDiscord, bot: Any, clock: FakeClock, table: Table) -> None:
        self.fake, self.bot, self.clock, self.table = fake, bot, clock, table
        self.go_s = 0.0  # the stage's Go on Discord's clock (seconds)
        self.t = 0.0  # stage time of the last click made (seconds)
        self.pending: list[FakeInteraction] = []

    @property
    def state(self) -> db.Match:
        return self.table.state

    async def go(self) -> StoredMessage:
        """Let the countdown run out: the Go is posted, the board with it."""
        race = self.table.race
        assert race is not None
        if not race.started:  # (the computers' last claims may have let it run out already)
            assert race.ready_at - self.clock.now() <= RACE_COUNTDOWN
            await self.clock.advance(max(0.0, race.ready_at - self.clock.now()))
        await settle(self.fake, self.bot)
        race = self.table.race
        assert race is not None and race.started
        board = self.fake.message(self.table.message_id)
        assert race.go_ms == snowflake_ms(board.id)  # the Go message's own time
        self.go_s = race.go_ms / 1000
        self.t = 0.0
        return board

    def board(self) -> StoredMessage:
        return self.fake.message(self.table.message_id)

    async def fresh_board(self) -> StoredMessage:
        """The board once it shows the table's cards (what a person looks at before clicking):
        its buttons carry the stage and the count of claims taken."""
        race = self.table.race
        assert race is not None
        now = f"dobro:c:{self.table.game_id}:{race.stage}:{db.GAME.race_seen(self.state)}:"
        for _ in range(100):  # (no settle: it would wait for claims held meanwhile)
            board = self.board()
            if any(c.startswith(now) for c in board.custom_ids()):
                return board
            await asyncio.sleep(0.02)
        raise AssertionError("the board never showed the latest cards")

    async def panel(self, user: FakeUser) -> StoredMessage:
        """``user``'s private panel (*My cards*)."""
        opened = await self.fake.click(user, self.board(), f"dobro:t:{self.table.game_id}:hand")
        panel = opened.response()
        assert panel.ephemeral and panel.visible_to == user.id
        return panel

    async def click(
        self,
        user: FakeUser,
        symbol: int,
        at: float,
        on: StoredMessage | None = None,
        *,
        delay: float = 0.0,
    ) -> FakeInteraction:
        """``user`` clicks ``symbol`` ``at`` seconds into the stage; it reaches the bot
        ``delay`` seconds later (``resolve`` delivers and resolves it)."""
        message = on or await self.fresh_board()
        cid = next(
            c for c in message.custom_ids() if c.startswith(CLAIM) and c.endswith(f":{symbol}")
        )
        made = self.go_s + at - SKEW  # on the bot's clock (a click made earlier than now
        await self.clock.advance(max(0.0, made - self.clock.now()))  # keeps its own id)
        wait = made + delay - self.clock.now()
        if wait <= 0:
            send = self.fake.click(user, message, cid, wait=False, at=self.go_s + at)
            await self._held_after(send)
            click = self.fake.interactions[-1]
        else:
            click = await self.fake.click(user, message, cid, at=self.go_s + at, delay=wait)
            self.pending.append(click)
        self.t = max(self.t, at)
        return click

    async def _held_after(self, send: Any) -> None:
        """Send a click, and wait until the bot holds it (or has answered it)."""
        await send
        await self._until_held(self.fake.interactions[-1])

    async def _until_held(self, click: FakeInteraction) -> None:
        at_ms = snowflake_ms(click.id)
        for _ in range(400):  # until the service holds it (the bot answers after the hold)
            await asyncio.sleep(0.005)
            race = self.table.race
            if race is None or click.acknowledged or any(h.at_ms == at_ms for h in race.held):
                return
        raise AssertionError("the bot never got the click")

    async def resolve(self) -> None:
        """Deliver every click still on its way, each at its time, then move the bot's clock
        past the last click's hold: everything held resolves."""
        for click in sorted(self.pending, key=lambda c: c.due_at or 0.0):
            assert click.due_at is not None
            delivered = click.due_at - SKEW
            await self.clock.advance(max(0.0, delivered - self.clock.now()))
            await self._until_held(click)
        self.pending.clear()
        target = self.go_s + self.t - SKEW + RACE_HOLD + 0.01
        await self.clock.advance(max(0.0, target - self.clock.now()))
        await settle(self.fake, self.bot)

    async def wait(self, seconds: float) -> None:
        """Nobody of ours clicks for ``seconds`` of stage time (the computers may)."""
        self.t += seconds
        await self.resolve()


def right(table: Table, seat: int) -> int:
    found = claim_for(table.state, seat)
    assert found is not None, "this seat cannot claim now"
    return found[0]


def wrong_on(message: StoredMessage, table: Table, seat: int) -> int:
    """A symbol of the buttons on ``message`` that is not a right claim for ``seat``."""
    good = right(table, seat)
    ids = [int(c.rsplit(":", 1)[1]) for c in message.custom_ids() if c.startswith(CLAIM)]
    return next(s for s in ids if s != good)


async def open_dobble(
    fake: FakeDiscord,
    bot: Any,
    host: FakeUser,
    others: list[FakeUser],
    computers: list[str],
    **options: Any,
) -> Table:
    seats = 1 + len(others) + len(computers)
    lobby = (
        await fake.slash(host, fake.channel, "dobro new", game="dobble", seats=seats, **options)
    ).response()
    table = tables(bot).in_channel(fake.channel.id)
    assert table is not None
    gid = table.game_id
    for user in others:
        answered_quietly(await fake.click(user, lobby, f"dobro:t:{gid}:join"))
    for level in computers:
        answered_quietly(
            await fake.click(host, fake.message(lobby.id), f"dobro:t:{gid}:ai_{level}")
        )
    for _ in range(100):  # a paced writer shows the full lobby within its interval
        await settle(fake, bot)
        start = fake.message(lobby.id).find_component(f"dobro:t:{gid}:start")
        if start is not None and not start.get("disabled"):
            break
        await asyncio.sleep(0.05)
    answered_quietly(await fake.click(host, fake.message(lobby.id), f"dobro:t:{gid}:start"))
    await settle(fake, bot)
    return table


async def test_claims_are_fair_to_the_millisecond_discord_sees(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """Ben's click reaches the bot first, Ana's 0.12 s later but made earlier: Ana takes the
    card, her click's own answer is the new board (one request), Ben hears privately he was
    too late. A click made before a claim already taken, arriving after the hold: too late. A
    wrong symbol locks out for 3 s."""
    fake = fake_discord
    clock = FakeClock()
    fake.follow(clock, SKEW)
    bot = await start_play_bot(start_bot, seed=4, clock=clock)
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await open_dobble(fake, bot, ana, [ben], [], minigames="1", modes="tower")
    board = table_text = fake.message(table.message_id).text()
    assert "Get ready" in table_text and "Go!" in table_text  # the countdown, no buttons yet
    assert not [c for c in fake.message(table.message_id).custom_ids() if c.startswith(CLAIM)]
    race = Race(fake, bot, clock, table)
    board = await race.go()
    assert board.files and board.files[0].filename == "board.png"
    assert len([c for c in board.custom_ids() if c.startswith(CLAIM)]) == 8

    requests = len(fake.requests)
    ben_click = await race.click(ben, right(table, 1), 2.12)
    ana_click = await race.click(ana, right(table, 0), 2.00, delay=0.2)  # reaches the bot last
    await race.resolve()
    assert ana_click.callback_type == 7 and not ana_click.errors  # the board, in her answer
    assert ben_click.response().ephemeral and "Too late" in ben_click.response().text()
    assert len(fake.requests) - requests == 2  # one answer each, no other edit
    counts = {s.seat: s.count for s in db.GAME.view(table.state, None).seats}
    assert counts == {0: 1, 1: 0}
    new_board = race.board()
    assert new_board.id == board.id and f"dobro:c:{table.game_id}:0:1:" in str(
        new_board.custom_ids()
    )

    # Past its own hold: Ana's click made at 2.40 s reaches the bot 0.35 s later, while Ben's
    # (2.50 s) still waits: too late, not recorded; Ben takes the card.
    late = await race.click(ana, right(table, 0), 2.40, delay=0.35)
    taken = await race.click(ben, right(table, 1), 2.50)
    await race.resolve()
    assert "Too late" in late.response().text()
    assert taken.callback_type == 7

    # Wrong, then locked: H13, 3 s.
    bad = await race.click(ana, wrong_on(race.board(), table, 0), 4.0)
    await race.resolve()
    assert "Wrong" in bad.response().text() and "7.0 s" in bad.response().text()
    locked = await race.click(ana, right(table, 0), 5.0)
    await race.resolve()
    assert "Still locked out" in locked.response().text()
    assert "🔒" in race.board().text()
    ok = await race.click(ana, right(table, 0), 7.5)
    await race.resolve()
    assert ok.callback_type == 7
    kinds = [a.get("symbol") is not None for a in table.actions]
    assert all(kinds) and len(table.actions) == 6  # the late click was never recorded


async def play_stage(
    race: Race, people: dict[int, FakeUser], claims: int = 1000, rounds: int = 2000
) -> None:
    """Play the current stage to its end: people claim rightly in turn, 0.4 s apart, on the
    board or from their panel, ``claims`` times in all; then (and now and then before) they
    wait and let the computers claim."""
    table = race.table
    stage = table.race.stage if table.race else None
    k = made = 0
    while table.race is not None and table.race.stage == stage and k < rounds:
        state = race.state
        view = db.GAME.view(state, None)
        can = [s for s in people if claim_for(state, s) is not None]
        robots = [s for s in range(state.n) if s not in people and claim_for(state, s)]
        if not can or (robots and (k % 5 == 4 or made >= claims)):
            await race.wait(2.0)  # the computers (quick: about 1.6 s) may claim
            k += 1
            continue
        made += 1
        seat = can[k % len(can)]
        own = view.duel is not None or view.mode not in ("tower", "poison", "well", "catch")
        on = await race.panel(people[seat]) if own else None
        click = await race.click(people[seat], right(table, seat), race.t + 0.4, on=on)
        await race.resolve()
        assert click.acknowledged and not click.errors
        if own:
            assert click.callback_type == 7  # the panel, redrawn in place
        k += 1


async def test_a_match_of_every_mini_game_with_people_and_a_computer(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """Wins scoring, the five mini-games in turn, two people and a quick computer: every
    stage counts down and goes, the board follows each mode's layout (claim buttons on the
    board, or in each player's panel for the hot potato), the match ends with results."""
    fake = fake_discord
    clock = FakeClock()
    # The writer paces its edits (0.5 s) as in production: the computers' bursts of claims
    # make one edit, not one each (the people's own right claims draw the board at once).
    fake.follow(clock, SKEW)
    bot = await start_bot(
        extensions=PLAY_EXTENSIONS, ai_delay=0, clock=clock, table_edit_interval=0.5
    )
    tables(bot).rng = __import__("random").Random(6)
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await open_dobble(fake, bot, ana, [ben], ["quick"], minigames="5", modes="each")
    people = {table.seat_of(u.id).seat: u for u in (ana, ben)}  # type: ignore[union-attr]
    race = Race(fake, bot, clock, table)
    modes = []
    for _ in range(12):  # five mini-games and any duels
        if table.over:
            break
        view = db.GAME.view(table.state, None)
        modes.append("duel" if view.duel else view.mode)
        board = await race.go()
        if view.duel is None and view.mode in ("tower", "poison", "well", "catch"):
            assert len([c for c in board.custom_ids() if c.startswith(CLAIM)]) == 8
        else:
            assert not [c for c in board.custom_ids() if c.startswith(CLAIM)]
        await play_stage(race, people, claims=3)
    assert table.over, modes
    assert [m for m in modes if m != "duel"] == list(db.MODES)
    results = [
        m
        for m in fake.messages(table.channel_id)
        if f"dobro:t:{table.game_id}:again" in m.custom_ids()
    ]
    assert len(results) == 1 and "Dobble · results" in results[0].text()
    exported = (await fake.slash(ana, fake.channel, "dobro export")).response()
    record = __import__("json").loads(exported.files[0].data)
    gid = table.game_id  # #33: the file and the tool are Dobble's
    assert exported.files[0].filename == f"dobble-{gid}.json"
    assert f"`python -m dobble_rules replay dobble-{gid}.json`" in exported.text()
    assert db.state_json(db.replay(record)) == db.state_json(table.state)

    # The replay (#24): every step as it was, the cards in play with their symbols.
    opened = await fake.click(ben, results[0], f"dobro:p:{table.game_id}:0:o")
    assert not opened.errors, opened.errors
    replay = opened.response()
    assert replay.ephemeral and "Dobble" in replay.text()
    total = len(table.actions)
    for label, step in (("End ⏭", total), ("◀ Previous", total - 1), ("−10", total - 11)):
        (target,) = [
            str(c["custom_id"])
            for c in fake.message(replay.id).all_components()
            if c.get("label") == label and not c.get("disabled")
        ]
        assert not (await fake.click(ben, replay, target)).errors
        shown = fake.message(replay.id).text()
        state = db.GAME.load(table.setup, table.actions[:step])
        for _, card in board_cards(db.GAME.view(state, None)):
            assert " ".join(EMOJI[s] for s in CARDS[card]) in shown, (label, step, card)


async def test_a_duel_and_a_tournament_scored_match(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """Tournament scoring: the match opens with the tower and each mini-game's loser picks the
    next from their panel. Two people share the tower's cards evenly with a third seat that
    never claims: a tie for the win, settled by a duel in their panels."""
    fake = fake_discord
    clock = FakeClock()
    fake.follow(clock, SKEW)
    bot = await start_play_bot(start_bot, seed=9, clock=clock)
    ana, ben, cleo = fake.member("ana"), fake.member("ben"), fake.member("cleo")
    table = await open_dobble(fake, bot, ana, [ben, cleo], [], minigames="2", scoring="tournament")
    people = {table.seat_of(u.id).seat: u for u in (ana, ben)}  # type: ignore[union-attr]
    race = Race(fake, bot, clock, table)
    await race.go()
    assert db.GAME.view(table.state, None).mode == "tower"
    # Ana and Ben take the pile's cards in turn: 52 cards, 26 each: a tie for the win.
    k = 0
    while table.race is not None and db.GAME.view(table.state, None).duel is None:
        seat = list(people)[k % 2]
        await race.click(people[seat], right(table, seat), race.t + 0.3)
        await race.resolve()
        k += 1
    view = db.GAME.view(table.state, None)
    assert view.duel is not None and sorted(view.duel.players) == ["Ana", "Ben"]
    assert "Duel" in race.board().text()
    await race.go()
    duellist = people[next(iter(people))]
    seat = table.seat_of(duellist.id).seat  # type: ignore[union-attr]
    duellist_name = table.seats[seat].name
    panel = await race.panel(duellist)
    won = await race.click(duellist, right(table, seat), 1.0, on=panel)
    await race.resolve()
    duel = db.GAME.view(table.state, None).duel
    assert won.callback_type == 7 and duel is not None and duel.winner == duellist_name
    # The tower's loser (Cleo, who never claimed) picks the next mini-game from her panel.
    assert "picks the next mini-game" in race.board().text()
    pick = await race.panel(cleo)
    well = next(c for c in pick.custom_ids() if c.startswith("dobro:m:"))
    answered_quietly(await fake.click(cleo, pick, well))
    await settle(fake, bot)
    assert table.race is not None
    await race.go()
    await play_stage(race, {**people, table.seat_of(cleo.id).seat: cleo})  # type: ignore[union-attr]
    assert table.over
    results = [
        m
        for m in fake.messages(table.channel_id)
        if f"dobro:t:{table.game_id}:again" in m.custom_ids()
    ]
    assert len(results) == 1 and "pts" in results[0].text()


def test_every_card_pair_shares_exactly_one_symbol_on_the_buttons() -> None:
    """The buttons show a card's 8 symbols; any two cards share exactly one (the deck)."""
    for a in range(0, 55, 7):
        for b in range(a + 1, 55, 5):
            assert len(set(CARDS[a]) & set(CARDS[b])) == 1


# --------------------------------------------------------------------------------------------
# #30: Discord time for everyone, a board that keeps up, panels edited only when they change


def shown_at(board: StoredMessage, gid: int, stage: int) -> dict[int, int]:
    """For each board of ``stage`` the message showed (its buttons' count of claims taken),
    the Discord time (ms) of the first edit (or post) that showed it."""
    first: dict[int, int] = {}
    for data in [*board.history, board.data]:
        when = data.get("edited_timestamp") or data["timestamp"]
        ms = round(datetime.fromisoformat(when).timestamp() * 1000)
        prefix = f"dobro:c:{gid}:{stage}:"
        for cid in StoredMessage(data).custom_ids():
            if cid.startswith(prefix):
                seen = int(cid[len(prefix) :].split(":")[0])
                first[seen] = min(first.get(seen, ms), ms)
    return first


async def test_an_earlier_click_delivered_later_wins_through_discord(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """The issue's board, through Discord (its clock 2.5 s behind the bot's): Ben's wrong
    claim waits; Ana's right claim arrives while it waits; Cleo's, 32 ms earlier by its id,
    arrives 150 ms after Ana's, within its own hold. Cleo takes the card (her answer is the
    new board), Ana hears she was too late, Ben that he was wrong."""
    fake = fake_discord
    clock = FakeClock()
    fake.follow(clock, SKEW)
    bot = await start_play_bot(start_bot, seed=4, clock=clock)
    ana, ben, cleo = fake.member("ana"), fake.member("ben"), fake.member("cleo")
    table = await open_dobble(fake, bot, ana, [ben, cleo], [], minigames="1", modes="tower")
    race = Race(fake, bot, clock, table)
    await race.go()
    board = race.board()
    bad = await race.click(ben, wrong_on(board, table, 1), 1.0, on=board)
    late = await race.click(ana, right(table, 0), 1.15, on=board, delay=0.05)
    first = await race.click(cleo, right(table, 2), 1.118, on=board, delay=0.2)
    await race.resolve()
    assert first.callback_type == 7 and not first.errors
    assert "Too late" in late.response().text() and "Wrong" in bad.response().text()
    taken = [a for a in table.actions if a["player"] == "Cleo"]
    assert len(taken) == 1 and taken[0]["t"] == 1118


async def test_computers_react_from_when_discord_showed_the_board(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """Ana against a quick computer, Discord's clock 2.5 s behind the bot's. Each board is
    shown by an edit (Ana's right click's own answer, or the writer's edit for the
    computer's win): every claim of the computer comes at least a reaction time
    (``FLOOR_MS``) after the Discord time of the edit that showed its board, on the same time
    line as Ana's clicks (#30: it counted from the winning claim, before anyone saw it)."""
    fake = fake_discord
    clock = FakeClock()
    fake.follow(clock, SKEW)
    bot = await start_play_bot(start_bot, seed=11, clock=clock)
    ana = fake.member("ana")
    table = await open_dobble(fake, bot, ana, [], ["quick"], minigames="1", modes="tower")
    race = Race(fake, bot, clock, table)
    await race.go()
    stage = table.race.stage  # type: ignore[union-attr]
    for k in range(10):
        seen = db.GAME.race_seen(race.state)
        shown = shown_at(race.board(), table.game_id, stage)[seen]
        if k % 2:  # Ana, quicker than any computer: 0.85 s after the board was shown
            click = await race.click(ana, right(table, 0), (shown / 1000 - race.go_s) + 0.85)
            await race.resolve()
            assert click.callback_type == 7
        else:
            race.t = shown / 1000 - race.go_s
            # Until the computer takes it, a quarter second at a time: a longer wait would run
            # on past the next board's showing (a board drawn quickly shows early in it), and
            # Ana's click 0.85 s after that showing would be made in the past, too late.
            for _ in range(12):
                await race.wait(0.25)
                if db.GAME.race_seen(race.state) > seen:
                    break
            assert db.GAME.race_seen(race.state) > seen  # the computer took it
    boards = shown_at(race.board(), table.game_id, stage)
    go_ms = round(race.go_s * 1000)
    computer = [(a["t"], boards[a["v"]] - go_ms) for a in table.actions if "🤖" in a["player"]]
    assert len(computer) >= 5
    assert all(t - shown >= FLOOR_MS for t, shown in computer), computer


async def test_a_pending_click_never_holds_back_a_computers_board(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """Production pacing (0.5 s here) and a computer seat: the first countdown is on the
    table message before the Go (#30: the writer held it for the computers). Then Ana clicks
    the board every 0.1 s while the computer takes the card: the writer draws the new board
    at once, while her clicks are held (#30: each click on the board held it back 1 s more,
    so the board lagged as long as someone kept clicking)."""
    fake = fake_discord
    clock = FakeClock()
    fake.follow(clock, SKEW)
    bot = await start_bot(
        extensions=PLAY_EXTENSIONS, ai_delay=0, clock=clock, table_edit_interval=0.5
    )
    ana = fake.member("ana")
    table = await open_dobble(fake, bot, ana, [], ["quick"], minigames="1", modes="tower")
    assert "Get ready" in fake.message(table.message_id).text()  # the countdown, shown
    race = Race(fake, bot, clock, table)
    await race.go()
    computer = table.race.computer  # type: ignore[union-attr]
    assert computer is not None and computer.move is not None
    resolved = race.go_s - SKEW + computer.move.t / 1000 + RACE_HOLD
    await clock.advance(resolved - 0.05 - clock.now())  # the computer's claim is held
    new_cards = f"dobro:c:{table.game_id}:0:1:"
    clicks: list[FakeInteraction] = []
    shown = False
    for k in range(12):  # Ana clicks the board every 0.1 s while the computer takes the card
        now = race.board()
        cid = next(c for c in now.custom_ids() if c.endswith(f":{wrong_on(now, table, 0)}"))
        await fake.click(ana, now, cid, wait=False)
        clicks.append(fake.interactions[-1])
        if k == 1:
            await clock.advance(0.06)  # the computer's claim resolves
        await asyncio.sleep(0.1)
        shown = shown or new_cards in str(race.board().custom_ids())
    assert not any(c.acknowledged for c in clicks)  # all held…
    assert shown  # …and the new board was drawn meanwhile, not after them
    await clock.advance(RACE_HOLD + 0.05)
    await settle(fake, bot)
    assert all(c.acknowledged and not c.errors for c in clicks)


async def test_a_panel_is_edited_only_when_what_it_shows_changes(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """The tower, three players with their panels open: a wrong claim, stale claims and
    another player's card leave a panel as it is, unedited; taking a card changes the
    taker's own card, and their panel only (#30: every open panel was edited after every
    claim, unchanged). The panel's "Your card" is the player's own card (#30: it was the
    pile's)."""
    fake = fake_discord
    clock = FakeClock()
    fake.follow(clock, SKEW)
    bot = await start_play_bot(start_bot, seed=4, clock=clock)
    people = [fake.member(n) for n in ("ana", "ben", "cleo")]
    ana, ben, cleo = people
    table = await open_dobble(fake, bot, ana, [ben, cleo], [], minigames="1", modes="tower")
    race = Race(fake, bot, clock, table)
    await race.go()
    panels = {user.id: await race.panel(user) for user in people}
    own = db.GAME.view(race.state, 0).own
    assert own is not None and " ".join(own.emoji) in panels[ana.id].text()
    pile = db.GAME.view(race.state, None).center
    assert pile is not None and " ".join(pile.emoji) not in panels[ana.id].text()

    def panel_edits() -> dict[int, int]:
        by_id = {i.id: i.token for i in fake.interactions}
        tokens = {user: by_id[p.interaction_id] for user, p in panels.items()}
        return {
            user: sum(1 for r in fake.requests if token in r.path and r.method == "PATCH")
            for user, token in tokens.items()
        }

    before = panel_edits()
    board = race.board()
    await race.click(ben, wrong_on(board, table, 1), 1.0, on=board)
    await race.click(cleo, right(table, 2), 1.6, on=board)
    await race.click(ana, right(table, 0), 1.5, on=board, delay=0.1)
    await race.resolve()
    after = panel_edits()
    changed = {user: after[user] - before[user] for user in after}
    # Ben's panel shows his lock-out; Ana took a card (her own card changed); Cleo's claim
    # was stale: her panel stays as it was.
    assert changed == {ana.id: 1, ben.id: 1, cleo.id: 0}, changed
