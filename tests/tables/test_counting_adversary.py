"""The counting policy against an adversary (issue 29): not examples, a search.

For every game of the catalogue, hypothesis draws tables of 2 to 4 accounts and 0 to 2
computers (a casual table with hints, or a league table) and a script of what the accounts do:
play their own turns, go idle for a while (the turn timer, then the away computer, plays for
them), come back, ask hints, leave; in a race, right and wrong claims. The table service runs
it on the fake clock over a real SQLite file, to the end of each game. After every game the
policy's invariants (``standings.counting``) must hold against an oracle the test keeps of
what each account did, and totals, wins, ratings, league totals and tournament points
recomputed from scratch must equal the ones the games made one by one.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games import GAMES, rules
from games.protocol import is_race
from standings import INITIAL, NO_SHOW, PLAYED, StandingsService, display
from storage import Database, GameStatus, TournamentTable
from tables import Table, TableError, TableService, TableSettings
from tables.service import RACE_HOLD
from tournaments.pairing import TableResult, points_for
from tournaments.service import TournamentService

from .fakes import FakeClock, settle

GUILD = 1
PEOPLE = [101, 102, 103, 104]
TIMER = 30
#: Options that keep each game short (every game of the catalogue is played).
SHORT: dict[str, dict[str, Any]] = {
    "sticks": {"deck": "trimmed"},
    "dobble": {"modes": ["tower"], "length": 1},
}
MODES = ("present", "idle", "wrong")
#: Examples per game: a few in the suite; ``ADVERSARY_EXAMPLES=200`` searches harder.
EXAMPLES = int(os.environ.get("ADVERSARY_EXAMPLES", "6"))


@dataclass
class Plan:
    """One game: who sits, what they do (``steps``: (what, who, how long)), how it ends."""

    people: int
    computers: int
    league: bool
    steps: list[tuple[str, int, int]]
    seed: int


@st.composite
def plans(draw: st.DrawFn, race: bool, most: int) -> Plan:
    people = draw(st.integers(2, 4))
    computers = draw(st.integers(0, min(2, most - people)))
    kinds = ["present", "idle", "leave", "back", "run", "run"]
    kinds += ["wrong"] if race else ["hint"]
    steps = draw(
        st.lists(
            st.tuples(st.sampled_from(kinds), st.integers(0, people - 1), st.integers(1, 6)),
            max_size=10,
        )
    )
    return Plan(people, computers, draw(st.booleans()), steps, draw(st.integers(0, 2**16)))


@dataclass
class Oracle:
    """What the test saw each account do: its own moves (in a race: its right claims), the
    record index of the last one, every action of theirs stored (a race's wrong claims too),
    and whether it left."""

    own: dict[int, int] = field(default_factory=dict)
    right: dict[int, int] = field(default_factory=dict)
    last_own: dict[int, int] = field(default_factory=dict)
    stored: dict[int, int] = field(default_factory=dict)
    left: set[int] = field(default_factory=set)


class Adversary:
    """Plays one game of a plan at a table of the service."""

    def __init__(self, service: TableService, clock: FakeClock, table: Table, plan: Plan) -> None:
        self.service, self.clock, self.table, self.plan = service, clock, table, plan
        self.rng = random.Random(plan.seed)
        self.users = PEOPLE[: plan.people]
        self.mode = dict.fromkeys(self.users, "present")
        self.oracle = Oracle(
            own=dict.fromkeys(self.users, 0),
            right=dict.fromkeys(self.users, 0),
            stored=dict.fromkeys(self.users, 0),
        )
        self.race = is_race(table.rules)
        #: Filled once the game is over: who chose each stored action, when each person left
        #: (the record's length then), whose rating the verdict lets rise.
        self.origins: list[str | None] = []
        self.left_at: dict[int, int] = {}
        self.rises: dict[int, bool] = {}

    async def run(self) -> None:
        for what, who, much in self.plan.steps:
            if not self.table.open:
                return
            user = self.users[who]
            if what == "leave" and user not in self.oracle.left:
                await self.service.leave(self.table.game_id, user)
                self.oracle.left.add(user)
            elif what in MODES:
                self.mode[user] = what
            elif what == "back":
                self.mode[user] = "present"
                seat = self.table.seat_of(user)
                if seat is not None and seat.away:
                    await self.service.back(self.table.game_id, user)
            elif what == "hint":
                with contextlib.suppress(TableError):  # not offered at a league table
                    await self.service.hint(self.table.game_id, user)
            elif what == "run":
                await self.ticks(much)
        # To the end: whoever was pressing wrong symbols gives up (they would keep a race
        # going for ever; a table that moves is not idle), the others go on as they were.
        for user, mode in self.mode.items():
            if mode == "wrong":
                self.mode[user] = "idle"
        await self.ticks(20_000)
        assert not self.table.open, "the game must end"

    async def quiet(self) -> None:
        """Until the table has nothing due now: with real storage a woken driver's write
        takes real time, and the next step must not start before it is done (the same plan,
        the same game, every time)."""
        await settle()
        await self.service.idle()
        await settle()

    async def ticks(self, count: int) -> None:
        for _ in range(count):
            if not self.table.open:
                return
            if self.race:
                await self.race_tick()
            else:
                await self.turn_tick()

    async def turn_tick(self) -> None:
        """A present person the game waits on plays (their own move); else time goes on."""
        table = self.table
        for seat in table.waiting_people:
            user = seat.user_id
            if user is None or self.mode.get(user) != "present" or user in self.oracle.left:
                continue
            state = table.state
            move = table.rules.computer_move(state, {seat.seat: "random"}, self.rng)
            if move is None:
                continue
            action = table.rules.to_record(state, move)
            action.pop("player", None)
            index = len(table.actions)
            try:
                await self.service.act(table.game_id, user, table.version, action)
            except TableError:
                continue
            self.oracle.own[user] += 1
            self.oracle.stored[user] += 1
            self.oracle.last_own[user] = index
            await self.quiet()
            return
        if not await self.clock.advance_to_next(limit=TIMER + 1):
            await self.clock.advance(TIMER + 1)
        await self.quiet()

    async def race_tick(self) -> None:
        """Each present person claims the right symbol now, each in 'wrong' mode a wrong one;
        then time goes on (the computers claim, a stage counts down)."""
        from dobble_rules.ai import claim_for
        from dobble_rules.cards import CARDS, SYMBOLS

        table = self.table
        claimed = False
        for user in self.users:
            seat = table.seat_of(user)
            race = table.race
            mode = self.mode[user]
            if seat is None or mode == "idle" or race is None or race.go_ms is None:
                continue
            claimed = True
            state = table.state
            if mode == "present":
                found = claim_for(state, seat.seat)
                if found is None:
                    continue
                symbol = found[0]
            else:  # tower: a symbol on neither the pile's top nor one's own stack's
                if not state.pile or not state.stacks[seat.seat]:
                    continue
                shown = set(CARDS[state.pile[-1]]) | set(CARDS[state.stacks[seat.seat][-1]])
                symbol = next(s for s in range(len(SYMBOLS)) if s not in shown)
            assert race.go_local is not None
            at = race.go_ms + int((self.clock.now() - race.go_local) * 1000)
            seen = table.rules.race_seen(state)
            task = asyncio.ensure_future(
                self.service.claim(table.game_id, user, race.stage, symbol, seen, at)
            )
            for _ in range(100):  # held, then resolved
                await self.quiet()
                if task.done():
                    break
                await self.clock.advance(RACE_HOLD / 3)
            try:
                outcome = task.result().outcome
            except TableError:  # the game ended meanwhile
                outcome = "ended"
            if outcome in ("ok", "wrong", "stale", "locked"):  # stored
                self.oracle.stored[user] += 1
            if outcome == "ok":
                self.oracle.own[user] += 1
                self.oracle.right[user] += 1
                self.oracle.last_own[user] = max(
                    i for i, a in enumerate(table.actions) if a["player"] == seat.name
                )
            if not table.open:
                return
        # Nobody claiming: straight to whatever is due next (a computer's claim, a countdown,
        # or the idle limit that ends a race nobody plays).
        if not await self.clock.advance_to_next(limit=None if not claimed else 1.0):
            await self.clock.advance(0.5)
        await self.quiet()


# ---------------------------------------------------------------------------------- checks


def check_invariants(adversary: Adversary) -> None:
    """The policy, as invariants, against what the test saw."""
    table, oracle = adversary.table, adversary.oracle
    if table.status is not GameStatus.FINISHED:  # dropped: nobody was to count
        assert table.status is GameStatus.ABANDONED
        showed = [u for u in adversary.users if showed_up(adversary, u)]
        assert len(showed) < 2 or table.end_reason == "idle", (showed, table.end_reason)
        return
    standings = {s.seat: s for s in table.standings or []}
    seat_of = {s.user_id: s.seat for s in table.seats if s.user_id is not None}
    actions = list(table.actions)
    expected = {}
    for user in adversary.users:
        seat = table.seats[seat_of[user]]
        until = adversary.left_at.get(user, len(actions))
        mine = [i for i, a in enumerate(actions) if a["player"] == seat.name and i < until]
        # The oracle and the stored log agree on who made which move.
        person = [i for i in mine if adversary.origins[i] == "person"]
        assert len(person) == oracle.stored[user], (user, len(person), oracle.stored[user])
        last = oracle.last_own.get(user, -1)
        taken = any(adversary.origins[i] == "computer" for i in mine if i > last)
        if not showed_up(adversary, user):
            expected[user] = NO_SHOW
        elif seat.left is not None:
            expected[user] = "left"
        elif taken:
            expected[user] = "stopped"
        else:
            expected[user] = PLAYED
    got = {u: standings[seat_of[u]].status for u in adversary.users}
    assert got == expected
    people = [standings[seat_of[u]] for u in adversary.users]
    showed = [s for s in people if s.status != NO_SHOW]
    # 1. A game counts when two people or more showed up; 3. then each of them counts.
    assert (table.count_reason == "counted") == (len(showed) >= 2)
    for s in people:
        assert s.counted == (len(showed) >= 2 and s.status != NO_SHOW)
    # 2. Who did not play it out: tied, below every seat that did.
    out = [s for s in people if s.status != PLAYED]
    stay = [s for s in standings.values() if s not in out]
    assert len({s.position for s in out}) <= 1
    assert all(o.position > s.position for o in out for s in stay)
    # 5. A winner only if a person played it out; never a forfeit or a no-show.
    anyone = any(s.status == PLAYED for s in people)
    assert any(s.winner for s in standings.values()) == anyone
    assert not any(s.winner for s in out)
    # 4. Nobody's rating rises from a game not played out, or played with hints.
    rises = {u: standings[seat_of[u]].rises for u in adversary.users}
    for user, may in rises.items():
        s = standings[seat_of[user]]
        assert may == (s.counted and s.status == PLAYED and not table.hints_used.get(s.seat))
    adversary.rises = rises


def showed_up(adversary: Adversary, user: int) -> bool:
    if adversary.race:
        return adversary.oracle.right[user] >= 1
    return adversary.oracle.own[user] >= 2


async def check_ratings(db: Database, adversary: Adversary) -> None:
    """4. (stored) A rating that may not rise did not."""
    for change in await db.ratings.changes(adversary.table.game_id):
        if adversary.rises.get(change.user_id, True):
            continue
        before = change.before or (INITIAL.mu, INITIAL.sigma)
        assert display(*change.after) <= display(*before), change


async def snapshot(db: Database) -> dict[str, Any]:
    """Everything a recompute rebuilds (times aside)."""

    async def rows(sql: str) -> list[tuple[Any, ...]]:
        return [tuple(round(v, 9) if isinstance(v, float) else v for v in r)
                for r in await db.fetchall(sql)]  # fmt: skip

    return {
        "totals": await rows(
            "SELECT guild_id, game, user_id, games, wins, points, rounds, cards"
            " FROM guild_player_totals ORDER BY 1, 2, 3"
        ),
        "league_totals": await rows(
            "SELECT league_id, user_id, games, wins, points, rounds, cards"
            " FROM league_player_totals ORDER BY 1, 2"
        ),
        "leagues": await rows("SELECT id, games FROM leagues ORDER BY id"),
        "ratings": await rows(
            "SELECT guild_id, league_id, game, user_id, mu, sigma, games FROM ratings"
            " ORDER BY 1, 2, 3, 4"
        ),
        "changes": await rows(
            "SELECT game_id, league_id, user_id, mu_before, sigma_before, mu_after, sigma_after"
            " FROM rating_changes ORDER BY 1, 2, 3"
        ),
        "verdicts": await rows(
            "SELECT game_id, seat, position, winner, shared, counted, forfeit, play, at_move,"
            " rises FROM game_results ORDER BY 1, 2"
        ),
        "reasons": await rows("SELECT id, count_reason FROM games ORDER BY id"),
    }


async def tournament_points(service: TableService, table: Table) -> dict[int, Any]:
    """The points the table would give in a tournament of its seats (every person a player,
    the computers the planned computer seats), from its verdict as ``service`` reads it."""
    tournaments = TournamentService.__new__(TournamentService)
    tournaments.tables = service
    people = tuple(s.user_id for s in table.seats if s.user_id is not None)
    computers = sum(1 for s in table.seats if s.is_ai)
    row = TournamentTable(1, 1, 1, people, computers, None, table.game_id, None, None, None, None)
    result = await tournaments._result_of(row, {})
    assert result is not None
    places, computer_places, _, plays = result
    absent = frozenset(u for u, p in plays.items() if p != PLAYED)
    for user in absent:  # a no-show or a forfeit ranks below who played it out, scores 0
        assert all(places[user] > places[u] for u in people if u not in absent)
    size = len(people) + computers
    outcome = TableResult(places, tuple(computer_places), absent)
    keyed: dict[Any, int] = dict(outcome.places)
    keyed.update({("c", i): p for i, p in enumerate(outcome.computers)})
    points = points_for(keyed, size)
    return {u: 0 if u in absent else points[u] for u in people}


# ---------------------------------------------------------------------------------- the test


async def play_plans(folder: Path, template: Path, game: str, games: list[Plan]) -> None:
    path = folder / "adversary.sqlite3"
    shutil.copy(template, path)
    db = await Database.open(path)
    clock = FakeClock()
    service = TableService(
        db, clock=clock, ai_delay=0.0, rng=random.Random(games[0].seed), seeds=lambda: 4242
    )
    try:
        await service.restore()
        league = await db.leagues.create(
            GUILD, "Adversary", settings={"game": game}, created_by=PEOPLE[0], created_in=500,
            game=game,
        )  # fmt: skip
        finished: list[tuple[Table, dict[int, Any]]] = []
        for number, plan in enumerate(games):
            settings_ = TableSettings(
                seats=plan.people + plan.computers,
                game=game,
                options=SHORT.get(game, {}),
                timer=TIMER,
                league_id=league.id if plan.league else None,
                league="Adversary" if plan.league else None,
                hints=not plan.league,
            )
            table = await service.create(GUILD, 500 + number, PEOPLE[0], "P101", settings_)
            for user in PEOPLE[1 : plan.people]:
                await service.join(table.game_id, user, f"P{user}")
            for _ in range(plan.computers):
                await service.add_computer(table.game_id, PEOPLE[0], rules(game).stand_in)
            await service.start(table.game_id, PEOPLE[0])
            adversary = Adversary(service, clock, table, plan)
            await adversary.run()
            await service.idle()
            adversary.origins = [a.origin for a in await db.games.actions(table.game_id)]
            log = await db.games.play_log(table.game_id)
            adversary.left_at = {
                table.seats[s.seat].user_id or 0: s.left_at or 0
                for s in log.seats
                if s.left_at is not None
            }
            check_invariants(adversary)
            if table.status is GameStatus.FINISHED:
                await check_ratings(db, adversary)
                finished.append((table, await tournament_points(service, table)))
        # Recomputed from scratch: the same standings, and the same tournament points.
        before = await snapshot(db)
        await StandingsService(db).recompute(GUILD)
        assert await snapshot(db) == before
        fresh = TableService(db, clock=clock, ai_delay=0.0)
        for table, points in finished:
            again = await fresh.load(table.game_id)
            assert again.standings == table.standings
            assert await tournament_points(fresh, again) == points
        await fresh.close()
    finally:
        await service.close()
        await db.close()


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A migrated, empty database, copied for each example."""
    path = tmp_path_factory.mktemp("adversary") / "template.sqlite3"

    async def make() -> None:
        db = await Database.open(path)
        await db.close()

    asyncio.run(make())
    return path


@pytest.mark.parametrize("game", list(GAMES))
def test_the_adversary_cannot_break_the_counting_policy(
    game: str, template: Path, tmp_path_factory: pytest.TempPathFactory
) -> None:
    race = is_race(rules(game))

    @settings(
        max_examples=EXAMPLES,
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )
    @given(games=st.lists(plans(race, rules(game).max_seats), min_size=1, max_size=2))
    def search(games: list[Plan]) -> None:
        asyncio.run(play_plans(tmp_path_factory.mktemp(game), template, game, games))

    search()
