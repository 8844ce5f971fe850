"""Playing Dobro through the offline Discord by clicks only, and checking what a game left behind.

Shared by the Discord play tests. Everything a person could do goes through `FakeDiscord.click`,
`select` and `slash`; the engine (`dobro_rules`) is used only as the referee: to pick the next
click's *intent* (a test policy that favours rare moves), to check the hand offered exactly the
legal moves, and to replay what storage kept.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import dobro_rules as dr
from bot import EXTENSIONS, DobroBot
from dobro_rules.cards import JOKER
from fakediscord import (
    FakeDiscord,
    FakeInteraction,
    FakeUser,
    RecordedRequest,
    StoredMessage,
)
from tables import Table, TableService
from tests.fixtures import BotFactory

PLAY_EXTENSIONS = EXTENSIONS  # every production cog

#: How a private hand names its cards ("`5` `joker`", in words when it has no emoji); never
#: allowed in anything public.
HAND_CARD = re.compile(
    r"`(?:[2-9]|1[0-2]|J|S|R|joker|skip|reverse|passe mon tour|changement de sens)`"
)
HAND_WORDS = ("Your hand", "Votre main")
HAND_IDS = ("dobro:m:", "dobro:j:", "dobro:v:", "dobro:w:", "dobro:x:")  # x: an old greyed hand
EPHEMERAL = 1 << 6

#: Coverage keys counted from a stored game (`coverage`); ":human" variants count people only.
COVERAGE_KINDS = ("joker", "jokers", "joker_pair", "reverse", "skip", "take", "draw", "oubli", "h1")


# ------------------------------------------------------------------------------------------------
# Starting and waiting


async def start_play_bot(
    start_bot: BotFactory, *, seed: int | None = None, clock: Any = None, ai_delay: float = 0
) -> DobroBot:
    """A bot with the play cogs whose computers act at once (`AI_DELAY=0`).

    With `seed`, a game is reproducible: the computers' `random.Random` and the deal's seed
    source are both seeded. With `clock` (a `tests.tables.fakes.FakeClock`), the table service's
    timers run on it: turn deadlines pass when the test advances it.
    """
    bot = await start_bot(extensions=PLAY_EXTENSIONS, ai_delay=ai_delay, clock=clock)
    if seed is not None:
        tables(bot).rng = random.Random(seed)
        deal = random.Random(seed * 7919 + 1)
        tables(bot).seeds = lambda: deal.getrandbits(48)
    return bot


def tables(bot: DobroBot) -> TableService:
    """The bot's table service (it exists whenever the bot runs over real storage)."""
    assert bot.tables is not None
    return bot.tables


def _progress(fake: FakeDiscord, bot: DobroBot) -> tuple[int, ...]:
    """Changes whenever the bot does anything visible: a request, a move, a lobby change."""
    return (len(fake.requests), sum(t.version for t in tables(bot).tables.values()))


async def settle(fake: FakeDiscord, bot: DobroBot, *, passes: int = 50) -> None:
    """Wait until the bot is quiet: computers done moving, table messages written, hands
    refreshed, no request in flight. Each pass waits for the computers (`TableService.idle`),
    the table writers (`Play.idle`) and the fake (`wait_idle`); passes repeat until one changes
    nothing, so a chain of reactions (a click → computer moves → table edit → ping → hand
    refresh) is always finished before the next click, however long the chain."""
    play = bot.get_cog("Play")
    before = _progress(fake, bot)
    for _ in range(passes):
        await tables(bot).idle()
        if play is not None:
            await play.idle()  # type: ignore[attr-defined]
        await fake.wait_idle()
        now = _progress(fake, bot)
        if now == before:
            return
        before = now
    raise AssertionError(f"the bot was still busy after {passes} passes")


# ------------------------------------------------------------------------------------------------
# Finding things on screen


def _carrying(fake: FakeDiscord, table: Table, what: str) -> list[StoredMessage]:
    prefix = f"dobro:t:{table.game_id}:{what}"
    return [
        m
        for m in fake.messages(table.channel_id)
        if any(c == prefix or c.startswith(prefix + ":") for c in m.custom_ids())
    ]


def table_message(fake: FakeDiscord, table: Table, what: str = "hand") -> StoredMessage:
    """The public table message, which must carry a `dobro:t:<gid>:<what>` button.

    Not found by position (pings and results share the channel), nor by the button alone: the
    short "your turn" ping carries "My hand" too. It is the message the service recorded as the
    table's (`table.message_id`), and this checks it is public and carries the button."""
    found = [m for m in _carrying(fake, table, what) if m.id == table.message_id]
    assert len(found) == 1, f"the table message does not carry dobro:t:{table.game_id}:{what}"
    return found[0]


def turn_pings(fake: FakeDiscord, table: Table) -> list[StoredMessage]:
    """The public "your turn" pings of a table that are still shown (at most one, by design)."""
    pings = [m for m in _carrying(fake, table, "hand") if m.id != table.message_id]
    assert len(pings) <= 1, f"{len(pings)} turn pings shown at once for one table"
    return pings


def enabled(message: StoredMessage, prefix: str) -> list[dict[str, Any]]:
    """The message's buttons and selects whose custom id starts with `prefix`, not disabled."""
    return [
        c
        for c in message.all_components()
        if str(c.get("custom_id", "")).startswith(prefix) and not c.get("disabled")
    ]


# ------------------------------------------------------------------------------------------------
# Lobby


def answered_quietly(interaction: FakeInteraction) -> None:
    """A button press was answered in time, without error, and anything new it said was said
    to the presser alone (a silent deferral, an edit, or an ephemeral reply all qualify)."""
    assert interaction.acknowledged and not interaction.errors, interaction.errors
    if interaction.callback_type in (4, 5):  # a new message
        assert interaction.response().ephemeral, interaction.response().text()[:200]


async def open_table(
    fake: FakeDiscord,
    bot: DobroBot,
    host: FakeUser,
    *,
    others: Iterable[FakeUser] = (),
    computers: Iterable[str] = (),
    seats: int,
    locale: str | None = None,
    **options: Any,
) -> Table:
    """`/dobro new` by `host`, Join clicked by `others`, computers added with the lobby buttons
    (`"normal"` / `"random"`), Start clicked by the host: the started table."""
    created = await fake.slash(
        host, fake.channel, "dobro new", seats=seats, locale=locale, **options
    )
    lobby = created.response()
    assert not lobby.ephemeral
    table = tables(bot).in_channel(fake.channel.id)
    assert table is not None
    gid = table.game_id
    for user in others:
        answered_quietly(await fake.click(user, lobby, f"dobro:t:{gid}:join", locale=locale))
    for level in computers:
        answered_quietly(await fake.click(host, lobby, f"dobro:t:{gid}:ai_{level}", locale=locale))
    await settle(fake, bot)
    assert len(table.seats) == seats
    answered_quietly(
        await fake.click(host, fake.message(lobby.id), f"dobro:t:{gid}:start", locale=locale)
    )
    await settle(fake, bot)
    assert table.state is not None and not table.state.over
    return table


# ------------------------------------------------------------------------------------------------
# The click policy


@dataclass(frozen=True)
class Control:
    """One enabled control of one person's hand."""

    user: FakeUser
    hand: StoredMessage
    custom_id: str
    kind: str
    values: tuple[str, ...] = ()


def control_move(custom_id: str, state: dr.GameState, seat: int) -> dr.Move:
    """The legal move a hand control stands for: its custom id ends with the move's index in
    the seat's legal moves (cogs/table/controls.py)."""
    return dr.seat_moves(state, seat)[int(custom_id.rsplit(":", 1)[1])]


def control_kind(custom_id: str, state: dr.GameState, seat: int) -> str:
    """What a hand control does.

    Joker moves are told apart by how they are offered: `joker_select` / `jokers_select` (a
    select menu of declared values, R7), `joker_button` / `jokers_button` (one possible value),
    `joker_pair` (a joker with a numbered card).
    """
    move = control_move(custom_id, state, seat)
    cards = list(move.cards)
    if custom_id.startswith("dobro:j:"):
        return "jokers_select" if cards == ["J", "J"] else "joker_select"
    if move.kind != "play":
        return move.kind
    if cards == ["S"]:
        return "skip"
    if cards == ["R"]:
        return "reverse"
    if cards == ["J"]:
        return "joker_button"
    if cards == ["J", "J"]:
        return "jokers_button"
    if "J" in cards:
        return "joker_pair"
    return "pair" if len(cards) == 2 else "single"


@dataclass
class Policy:
    """How the simulated people choose among their enabled controls.

    Weights favour the rare moves (jokers, specials) so a few games cover the rules.
    `hoard_jokers`: a person holding a single joker keeps it, hoping for a second one to play
    as a pair (R7). `hoard_specials`: skip and reverse cards are kept while the draw pile lasts;
    once it is empty, with `hold_specials`, a person sheds numbered cards first and takes when
    only specials are left, so that they must open with a special: the only way to reach H1.
    `forget_draw` is how often a person with a Draw button off turn leaves it (H2, R9);
    `call_oubli` how often someone presses the table's Oubli! when it shows.
    """

    weights: dict[str, float] = field(
        default_factory=lambda: {
            "single": 1.0,
            "pair": 1.5,
            "joker_pair": 4.0,
            "joker_select": 8.0,
            "joker_button": 8.0,
            "jokers_select": 40.0,
            "jokers_button": 40.0,
            "skip": 4.0,
            "reverse": 4.0,
            "take": 0.6,
            "draw": 1.0,
            "oubli": 20.0,
        }
    )
    forget_draw: float = 0.6
    call_oubli: float = 0.9
    hold_specials: bool = True
    hoard_specials: bool = False
    hoard_jokers: bool = False

    def weight(self, control: Control, state: dr.GameState, seat: int) -> float:
        """How much this person wants this control now."""
        w = self.weights.get(control.kind, 1.0)
        if seat != state.turn:
            return w
        hand = state.hands[seat]
        if self.hoard_jokers and hand[JOKER] == 1 and control.kind.startswith("joker"):
            w /= 1000
        if state.pile:
            if self.hoard_specials and control.kind in ("skip", "reverse"):
                w /= 1000
            return w
        if not self.hold_specials:
            return w
        numbered = any(hand[2:14])  # numbered cards and jokers (R7), what an opening needs
        if control.kind in ("skip", "reverse"):
            return w if not numbered else w / 1000
        if control.kind == "take":
            return 1000.0 if not numbered else w / 1000
        return w

    def choose(
        self,
        controls: list[Control],
        state: dr.GameState,
        seats: dict[int, int],
        rng: random.Random,
    ) -> Control:
        """One control among everyone's. A person off turn with a Draw button draws with
        probability 1 - `forget_draw`; otherwise draws off turn are left for later (H2)."""
        late = [c for c in controls if c.kind == "draw" and seats[c.user.id] != state.turn]
        if late and rng.random() >= self.forget_draw:
            return rng.choice(late)
        rest = [c for c in controls if c not in late] or controls
        weights = [self.weight(c, state, seats[c.user.id]) for c in rest]
        return rng.choices(rest, weights)[0]


# ------------------------------------------------------------------------------------------------
# Playing


@dataclass
class ClickLog:
    """What the simulated people did: clicks by control kind, Oubli! presses on the table."""

    clicks: Counter[str] = field(default_factory=Counter)
    table_oubli: int = 0
    steps: int = 0
    hands_opened: int = 0


def expected_controls(state: dr.GameState, seat: int) -> set[str]:
    """The enabled controls a hand must show: one per legal move (R5–R9, H1, H2), by its index
    in the legal moves, a select for a joker move with several possible values (R7), keyed
    like `controls_of`."""
    out = set()
    at = f":{state.version}:"
    for index, move in enumerate(dr.seat_moves(state, seat)):
        if move.kind == "play" and len(move.values) > 1:
            out.add(f"j{at}{index}=" + ",".join(map(str, move.values)))
        else:
            out.add(f"m{at}{index}")
    return out


def controls_of(hand: StoredMessage, gid: int) -> set[str]:
    """A hand's enabled move controls, keyed like `expected_controls` (table id stripped)."""
    out = set()
    for c in enabled(hand, f"dobro:m:{gid}:"):
        out.add("m:" + c["custom_id"].removeprefix(f"dobro:m:{gid}:"))
    for c in enabled(hand, f"dobro:j:{gid}:"):
        rest = c["custom_id"].removeprefix(f"dobro:j:{gid}:")
        out.add("j:" + rest + "=" + ",".join(o["value"] for o in c.get("options") or []))
    return out


def expected_action(
    state: dr.GameState, seat: int, control: Control, value: str | None
) -> dict[str, Any]:
    """The RECORD.md action a click on `control` must store: the engine's own wording of the
    legal move that control stands for (`Move.action`, which fills in a joker's only value)."""
    move = control_move(control.custom_id, state, seat)
    return move.action(state.players[seat], int(value) if value is not None else None)


async def open_hands(
    fake: FakeDiscord, table: Table, users: list[FakeUser], locales: dict[int, str]
) -> dict[int, StoredMessage]:
    """Everyone presses "My hand" at once (concurrent clicks, then one wait): their new hands.

    A person pinged for their turn presses the ping's button, the others the table's.
    """
    msg = table_message(fake, table)
    pings = turn_pings(fake, table)
    button = f"dobro:t:{table.game_id}:hand"

    def source(user: FakeUser) -> StoredMessage:
        return next((p for p in pings if f"<@{user.id}>" in p.content), msg)

    clicks = await asyncio.gather(
        *(fake.click(u, source(u), button, locale=locales.get(u.id), wait=False) for u in users)
    )
    await fake.wait_idle()
    hands = {}
    for user, click in zip(users, clicks, strict=True):
        hand = click.response()
        assert hand.ephemeral and hand.visible_to == user.id, "a hand must be private"
        hands[user.id] = hand
    return hands


async def play_by_clicks(
    fake: FakeDiscord,
    bot: DobroBot,
    table: Table,
    humans: list[FakeUser],
    rng: random.Random,
    *,
    policy: Policy | None = None,
    locales: dict[int, str] | None = None,
    max_steps: int = 6000,
    stop_after: int | None = None,
    check_controls: bool = True,
    spot_check: float = 0.25,
) -> ClickLog:
    """The people play by clicks until the game is over (or `stop_after` of their actions).

    Each step: settle; if the table shows Oubli!, someone not being called out may press it;
    otherwise the people who may act (the referee's `dr.actors`: the turn, and in manual
    drawing whoever may draw or call an oubli) open their hand, plus each other person with
    probability `spot_check` (opening every hand every step doubles the requests, and the
    fake's OpenAPI validation is the bulk of the run time). One enabled control among all the
    opened hands is clicked, chosen by `policy`: nothing assumes who holds enabled controls.
    With `check_controls`, every opened hand must offer exactly the engine's legal moves for
    that seat at the current version (so a spot-checked hand off turn must have none enabled),
    and every click must store exactly the action it stands for.
    """
    policy = policy or Policy()
    locales = locales or {}
    log = ClickLog()
    gid = table.game_id
    for _ in range(max_steps):
        await settle(fake, bot)
        state = table.state
        assert state is not None
        if state.over or (stop_after is not None and sum(log.clicks.values()) >= stop_after):
            return log
        log.steps += 1
        names = {u.id: table.name_of(u.id) or "" for u in humans}
        seat_of = {u.id: state.players.index(names[u.id]) for u in humans}
        msg = table_message(fake, table)
        callable_ = set(state.callable_seats())
        oubli = enabled(msg, f"dobro:t:{gid}:oubli")
        callers = [u for u in humans if seat_of[u.id] not in callable_]
        if oubli and callers and rng.random() < policy.call_oubli:
            caller = rng.choice(callers)
            before = len(table.actions)
            pressed = await fake.click(
                caller, msg, oubli[0]["custom_id"], locale=locales.get(caller.id)
            )
            answered_quietly(pressed)
            action = table.actions[before]
            assert action["player"] == names[caller.id] and "oubli" in action, action
            assert state.players.index(action["oubli"]) in callable_
            log.table_oubli += 1
            continue
        may_act = set(dr.actors(state))
        looking = [u for u in humans if names[u.id] in may_act or rng.random() < spot_check]
        if not looking:
            raise AssertionError(f"no person may act ({sorted(may_act)}) and no computer moved")
        hands = await open_hands(fake, table, looking, locales)
        log.hands_opened += len(hands)
        controls: list[Control] = []
        for user in looking:
            hand = hands[user.id]
            if check_controls:
                got, want = controls_of(hand, gid), expected_controls(state, seat_of[user.id])
                assert got == want, (
                    f"{names[user.id]}'s hand does not offer exactly the legal moves: "
                    f"extra {sorted(got - want)}, missing {sorted(want - got)}, "
                    f"turn {state.players[state.turn]}, version {state.version}"
                )
            for c in enabled(hand, f"dobro:m:{gid}:") + enabled(hand, f"dobro:j:{gid}:"):
                values = tuple(o["value"] for o in c.get("options") or [])
                controls.append(
                    Control(
                        user,
                        hand,
                        c["custom_id"],
                        control_kind(c["custom_id"], state, seat_of[user.id]),
                        values,
                    )
                )
        assert controls, "nobody can act, yet the game is not over and no computer moved"
        chosen = policy.choose(controls, state, seat_of, rng)
        value = rng.choice(chosen.values) if chosen.values else None
        before = len(table.actions)
        locale = locales.get(chosen.user.id)
        if value is None:
            answer = await fake.click(chosen.user, chosen.hand, chosen.custom_id, locale=locale)
        else:
            answer = await fake.select(
                chosen.user, chosen.hand, chosen.custom_id, [value], locale=locale
            )
        assert answer.acknowledged and not answer.errors, answer.errors
        if len(table.actions) == before:
            said = [m.text()[:200] for m in answer.messages()]
            raise AssertionError(f"{chosen.custom_id} stored nothing; the bot said {said}")
        if check_controls:
            wanted = expected_action(state, seat_of[chosen.user.id], chosen, value)
            assert table.actions[before] == wanted, (table.actions[before], wanted)
        log.clicks[chosen.kind] += 1
    raise AssertionError(f"the game did not end within {max_steps} steps")


# ------------------------------------------------------------------------------------------------
# What a game left behind


def classify(state: dr.GameState, action: dict[str, Any]) -> list[str]:
    """The coverage kinds of `action` taken in `state` (before it is applied)."""
    if action.get("take"):
        return ["take"]
    if action.get("draw"):
        return ["draw"]
    if "oubli" in action:
        return ["oubli"]
    cards = action["play"]
    kinds = []
    if cards == ["J"]:
        kinds.append("joker")
    elif cards == ["J", "J"]:
        kinds.append("jokers")
    elif "J" in cards:
        kinds.append("joker_pair")
    if cards == ["R"]:
        kinds.append("reverse")
    if cards == ["S"]:
        kinds.append("skip")
    if cards[0] in ("S", "R") and state.must_open:
        kinds.append("h1")
    return kinds


def coverage(record: dict[str, Any], humans: Iterable[str] = ()) -> Counter[str]:
    """Replays `record` action by action and counts what happened (COVERAGE_KINDS), with a
    `<kind>:human` count for actions by the named people."""
    people = set(humans)
    state = dr.start(record)
    counts: Counter[str] = Counter()
    for action in record["actions"]:
        for kind in classify(state, action):
            counts[kind] += 1
            if action["player"] in people:
                counts[f"{kind}:human"] += 1
        state, _ = dr.apply(state, action)
    return counts


def _all_versions(fake: FakeDiscord) -> Iterable[tuple[StoredMessage, dict[str, Any]]]:
    for channel in [fake.channel, *fake.threads]:
        for message in fake.messages(channel, include_deleted=True):
            for version in [*message.history, message.data]:
                yield message, version


def _ephemeral_request(fake: FakeDiscord, record: RecordedRequest) -> bool:
    """Whether a recorded request provably writes an ephemeral message (a reply only its
    user sees). Anything not provably ephemeral is treated as public."""
    route = record.route or ""
    body = record.json if isinstance(record.json, dict) else {}
    by_id = {i.id: i for i in fake.interactions}
    by_token = {i.token: i for i in fake.interactions}
    parts = record.path.strip("/").split("/")
    if route == "/interactions/{interaction_id}/{interaction_token}/callback":
        interaction = by_id.get(int(parts[1]))
        if body.get("type") in (4, 5):
            return bool((body.get("data") or {}).get("flags", 0) & EPHEMERAL)
        if body.get("type") in (6, 7) and interaction and interaction.message_id:
            return fake.message(interaction.message_id).ephemeral
        return False
    if route.startswith("/webhooks/{webhook_id}/{webhook_token}"):
        interaction = by_token.get(parts[2])
        if interaction is None:
            return False
        if route == "/webhooks/{webhook_id}/{webhook_token}":
            return bool(body.get("flags", 0) & EPHEMERAL)
        target = parts[-1]
        message_id = interaction.original_message_id if target == "@original" else int(target)
        return message_id is not None and fake.message(message_id).ephemeral
    return False


def _hand_leaks(text: str) -> list[str]:
    found = [w for w in HAND_WORDS if w in text] + [p for p in HAND_IDS if p in text]
    found += HAND_CARD.findall(text)
    return found


def assert_no_hand_in_public(fake: FakeDiscord) -> int:
    """No hand was ever shown to everyone. Returns how many public texts were scanned.

    What it proves: none of these contained a hand's marks, i.e. its title ("Your hand" /
    "Votre main"), its controls' custom ids (`dobro:m:`, `dobro:j:`, the old `dobro:x:`), or a
    card written as a hand writes it ("`5`", one card is enough: a one-card hand shows one):
    - any version (first post, every edit, deleted messages included, so a ping or a message
      shown for a moment counts) of any public message in the channel and its threads;
    - the body of every request the bot sent that is not provably an ephemeral reply: an
      interaction callback counts as ephemeral by its flag (new message) or by the message it
      updates, a webhook call by the message it writes; anything else is scanned, even a
      request the fake refused (so a leak Discord would have rejected still fails).
    What it does not prove: that hidden cards never leak in other wording (e.g. a log line
    naming a drawn card, or hand sizes revealing more than the rules allow), nor anything sent
    outside these requests (logs, DMs are not scanned); those need their own checks. It does
    not check that each hand went to the right person either: `open_hands` does that.
    """
    scanned = 0
    for message, version in _all_versions(fake):
        text = json.dumps(version, ensure_ascii=False)
        assert not _hand_leaks(text), f"public message {message.id} showed a hand: {text[:300]}"
        scanned += 1
    for record in fake.requests:
        if record.json is None and not record.files:
            continue
        if _ephemeral_request(fake, record):
            continue
        text = json.dumps(record.json, ensure_ascii=False) + "".join(
            f.data.decode("utf-8", "replace") for f in record.files
        )
        assert not _hand_leaks(text), f"{record!r} sent a hand publicly: {text[:300]}"
        scanned += 1
    return scanned


def assert_every_interaction_answered(fake: FakeDiscord) -> None:
    """Every click and command got exactly one timely answer (no "interaction failed")."""
    for interaction in fake.interactions:
        assert interaction.acknowledged, f"{interaction!r} was never answered"
        assert not interaction.errors, f"{interaction!r}: {interaction.errors}"


async def check_finished_game(
    fake: FakeDiscord, bot: DobroBot, table: Table, host: FakeUser
) -> dict[str, Any]:
    """After a whole game: results stored and announced, the export replays to the live state,
    storage agrees, no hand ever public, every interaction answered. Returns the record."""
    await settle(fake, bot)
    state = table.state
    gid = table.game_id
    db = bot.db
    assert state is not None and state.over and state.winners
    results = await db.results.for_game(gid)
    assert results is not None, "no results stored"
    assert {s.name: s.total for s in results.seats} == dict(
        zip(state.players, state.points, strict=True)
    )
    assert {s.name for s in results.seats if s.winner} == {state.players[w] for w in state.winners}
    announced = [
        m for m in fake.messages(table.channel_id) if f"dobro:t:{gid}:again" in m.custom_ids()
    ]
    assert len(announced) == 1, f"{len(announced)} results messages"
    for name in state.players:
        shown = f"<@{table.user_of(name)}>" if table.user_of(name) else name
        assert shown in announced[0].text()
    exported: FakeInteraction = await fake.slash(host, fake.channel, "dobro export")
    reply = exported.response()
    assert reply.ephemeral and reply.visible_to == host.id
    (attachment,) = reply.files
    assert attachment.filename == f"dobro-{gid}.json"
    assert f"`python -m dobro_rules replay dobro-{gid}.json`" in reply.text()
    record: dict[str, Any] = json.loads(attachment.data)
    assert dr.state_json(dr.replay(record)) == dr.state_json(state)
    stored = await db.games.record(gid)
    assert stored is not None and stored["actions"] == record["actions"]
    assert dr.state_json(dr.replay(stored)) == dr.state_json(state)
    assert [a.action for a in await db.games.actions(gid)] == record["actions"]
    assert assert_no_hand_in_public(fake) > 0
    assert_every_interaction_answered(fake)
    return record


def human_names(table: Table) -> list[str]:
    """The seats people sit in (not computers)."""
    return [s.name for s in table.seats if s.ai_level is None]


__all__ = [
    "COVERAGE_KINDS",
    "PLAY_EXTENSIONS",
    "ClickLog",
    "Control",
    "Policy",
    "answered_quietly",
    "assert_every_interaction_answered",
    "assert_no_hand_in_public",
    "check_finished_game",
    "classify",
    "control_kind",
    "coverage",
    "enabled",
    "expected_controls",
    "human_names",
    "open_hands",
    "open_table",
    "play_by_clicks",
    "settle",
    "start_play_bot",
    "table_message",
    "tables",
    "turn_pings",
]


async def replay_by_clicks(
    fake: FakeDiscord,
    bot: DobroBot,
    table: Table,
    people: dict[str, FakeUser],
    actions: Iterable[dict[str, Any]],
) -> int:
    """Play a known list of RECORD.md actions at `table`, each by its player's click (or select)
    on their open hand (the bot refreshes it when their turn comes), opening a fresh hand only
    when the open one is out of date. Returns how many fresh hands were opened."""
    gid = table.game_id
    hands: dict[int, int] = {}  # each person's open hand message (refreshed on their turn)
    opened = 0
    for action in actions:
        await settle(fake, bot)
        state = table.state
        assert state is not None and not state.over
        player = action["player"]
        seat = state.seat_of(player)
        declared = action.get("as")
        index, move = next(
            (i, m)
            for i, m in enumerate(dr.seat_moves(state, seat))
            if (len(m.values) <= 1 or declared in m.values)
            and m.action(player, declared if len(m.values) > 1 else None) == action
        )
        user = people[player]
        at = f"{gid}:{state.version}"
        hand = fake.message(hands[user.id]) if user.id in hands else None
        if hand is None or not any(f":{at}:" in c for c in hand.custom_ids()):
            shown = table_message(fake, table)  # no open hand kept up to date: a fresh one
            hand = (await fake.click(user, shown, f"dobro:t:{gid}:hand")).response()
            hands[user.id] = hand.id
            opened += 1
        if move.kind == "play" and len(move.values) > 1:
            pressed = await fake.select(user, hand, f"dobro:j:{at}:{index}", [str(action["as"])])
        else:
            pressed = await fake.click(user, hand, f"dobro:m:{at}:{index}")
        assert pressed.acknowledged and not pressed.errors
        assert table.actions[state.version] == action
    await settle(fake, bot)
    return opened
