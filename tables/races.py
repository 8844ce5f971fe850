"""A race (``games.protocol.RaceRules``): its stages, the held claims and the computers' claims.

A race is judged on the platform's time line (Discord's): a click's time is its interaction id,
a board's is the time of the edit that showed it. The service sleeps on its own clock;
``self.offset`` converts (measured from every click and every edit, see ``tables.offset``).

The rule: a claim may reach the bot up to ``RACE_HOLD`` after its own time. So a held claim is
resolved at its own time + ``RACE_HOLD`` (on the bot's clock): from then on no claim still to
come can be earlier. The earliest right claim held is thus resolved the moment nothing can beat
it any more, and every claim before it first, in (time, seat) order; a wrong claim waits for its
own hold only, and never starts nor shortens anyone else's wait. A claim that reaches the bot
after its own hold, or older than a claim already resolved, is too late: not recorded."""

from __future__ import annotations

import asyncio
import logging
import random
from typing import Any, cast

from games.protocol import is_race
from storage import GameStatus

from .core import RACE_COUNTDOWN, RACE_HOLD, SEEN_AFTER_MS, SHOWN_WAIT
from .model import (
    ClaimAnswer,
    ComputerPlan,
    HeldClaim,
    Race,
    Table,
    TableError,
    idle_limit,
)
from .moves import Moves
from .scheduler import Plan

_log = logging.getLogger(__name__)


def _answer(held: HeldClaim, answer: ClaimAnswer) -> None:
    """Tell a held person's claim how it ended (once)."""
    if held.answer is not None and not held.answer.done():
        held.answer.set_result(answer)


class Races(Moves):
    """A race's stages and claims, on top of the commit path."""

    def _hold_end(self, at_ms: int) -> float:
        """When a claim made at platform time ``at_ms`` is resolved (the service's clock)."""
        return self.offset.local(at_ms) + RACE_HOLD

    async def claim(
        self,
        game_id: int,
        user_id: int,
        stage: int,
        index: int,
        seen: int,
        at_ms: int,
        *,
        off_board: bool = False,
        arrived: float | None = None,
    ) -> ClaimAnswer:
        """A person's claim in a race (``games.protocol.RaceRules``): race action ``index`` of
        stage ``stage``, made having seen ``seen``, at platform time ``at_ms`` (the click's
        interaction id). It is held until its own time + ``RACE_HOLD``, then resolved with every
        claim due in (time, seat) order; the answer says how it ended. A claim reaching the bot
        after that is "slow" at once, one older than a claim already resolved "late", one for
        a stage that has ended (or not started) "ended"; none changes anything. ``arrived``:
        when the click reached the bot (the service's clock; default: now), taken by the
        caller as early as it can, before waiting for anything.

        ``off_board``: the control is not redrawn at every change of the board (a private
        panel's buttons: the hot potato, a duel), so what its presser saw is the board on show
        ``SEEN_AFTER_MS`` before the click, if that is newer than what the control carries."""
        table = self._active(game_id)
        seat = table.seat_of(user_id)
        if seat is None or seat.left is not None:
            raise TableError("not_seated")
        loop = asyncio.get_running_loop()
        now = self.clock.now() if arrived is None else min(arrived, self.clock.now())
        async with table.lock:
            self._active(game_id)
            self.offset.received(at_ms / 1000, now)  # delivery took time: a bound on the offset
            race = table.race
            if race is None or race.stage != stage or race.go_ms is None or table.state is None:
                return ClaimAnswer("ended")
            game_rules = cast(Any, table.rules)
            if off_board:
                seen = max(seen, race.seen_at(at_ms - SEEN_AFTER_MS))
            move = game_rules.race_move(table.state, seat.seat, index, race.time_of(at_ms), seen)
            if move is None:
                return ClaimAnswer("refused")
            _key, too_old = game_rules.race_order(table.state, move)
            if now > self._hold_end(at_ms):
                return ClaimAnswer("slow")
            if too_old:
                return ClaimAnswer("late")
            answer: asyncio.Future[ClaimAnswer] = loop.create_future()
            race.held.append(HeldClaim(move, at_ms, now, person=True, answer=answer))
            self._preview(table, race)
            self.scheduler.poke(table)
        return await answer

    def _preview(self, table: Table, race: Race) -> None:
        """Under the lock, a claim just held: tell ``previews`` the state the held claims will
        make if nothing earlier arrives (the first right one among them, in (time, seat)
        order, on a copy), so the next board can be drawn while they wait."""
        if not self.previews or table.state is None:
            return
        game_rules = cast(Any, table.rules)
        state = table.state
        held = sorted(race.held, key=lambda h: game_rules.race_order(state, h.move)[0])
        for item in held:
            if game_rules.race_order(state, item.move)[1]:
                continue
            try:
                state, events = game_rules.apply(state, item.move)
            except game_rules.illegal:
                continue
            if game_rules.race_outcome(events) == "ok":
                for preview in self.previews:
                    try:
                        preview(table, state)
                    except Exception:
                        _log.exception("A race preview failed at table %s", table.game_id)
                return

    def race_posted(
        self, table: Table, stage: int, go_ms: int, *, sent: float | None = None
    ) -> None:
        """The Go of ``stage`` was posted at platform time ``go_ms`` (its message's own time),
        showing the stage's first board: claims are timed from it (until then, from the
        service's clock at the Go), and computers react from it. ``sent``: when the post's
        request left (the service's clock; received: now), for the offset."""
        if sent is not None:
            self.offset.exchanged(sent, go_ms / 1000, self.clock.now())
        race = table.race
        if race is None or race.stage != stage or not race.started or race.go_posted:
            return
        race.go_ms = go_ms
        race.go_posted = True
        self._board_shown(race, race.board, go_ms)
        self.scheduler.poke(table)

    def race_shown(
        self, table: Table, stage: int, seen: int, shown_ms: int, *, sent: float | None = None
    ) -> None:
        """The display showed board ``seen`` (``race_seen``) of ``stage`` at platform time
        ``shown_ms`` (the edit's own time, from its response). The earliest showing of the
        board on show is when computers react from. ``sent``: when the edit's request left
        (the service's clock; received: now), for the offset."""
        if sent is not None:
            self.offset.exchanged(sent, shown_ms / 1000, self.clock.now())
        race = table.race
        if race is None or race.stage != stage or not race.started or seen != race.board:
            return
        if race.shown_ms is not None and race.shown_ms <= shown_ms:
            return
        self._board_shown(race, seen, shown_ms)
        self.scheduler.poke(table)

    @staticmethod
    def _board_shown(race: Race, seen: int, shown_ms: int) -> None:
        race.shown_ms = shown_ms
        race.shown.append((shown_ms, seen))

    def _race_board(self, table: Table) -> None:
        """After a change in a race: if the cards changed (a new ``race_seen``), note when. A
        display tells when it showed them (``race_shown``); without one (``boards_reported``
        off) they count as shown now."""
        race = table.race
        if race is None or not race.started or table.state is None:
            return
        seen = cast(Any, table.rules).race_seen(table.state)
        if seen == race.board:
            return
        race.board = seen
        race.changed_at = self.clock.now()
        race.shown_ms = None
        if not self.boards_reported:
            self._board_shown(race, seen, self.offset.platform_ms(race.changed_at))

    def _sync_race(self, table: Table) -> None:
        """Keep ``table.race`` on the game's current stage: a new stage starts its countdown;
        no stage (a pick awaited, the match over) ends the race. Claims held for a stage that
        ended are answered "ended"."""
        game_rules = table.rules
        stage = None
        if is_race(game_rules) and table.state is not None and table.status is GameStatus.ACTIVE:
            stage = cast(Any, game_rules).race(table.state)
        race = table.race
        if race is not None and race.stage == stage:
            return
        if race is not None:
            for held in race.held:
                _answer(held, ClaimAnswer("ended"))
        table.race = None
        if stage is not None:
            base = cast(Any, game_rules).race_last(table.state)
            table.race = Race(stage, ready_at=self.clock.now() + RACE_COUNTDOWN, base=base)

    def _race_plan(self, table: Table, race: Race) -> Plan | None:
        """What a race waits for: its Go, the end of the earliest hold, the computers' next
        claim, or nobody (the idle limit)."""
        if not race.started:
            return Plan("go", race.ready_at)
        plans = []
        if race.held:
            plans.append(Plan("claims", min(self._hold_end(h.at_ms) for h in race.held)))
        planned = self._computer_claim(table, race)
        if planned is not None:
            plans.append(Plan("computer", planned[1]))
        if table.timers.moved is not None:
            plans.append(Plan("idle", table.timers.moved + idle_limit(table.settings.timer)))
        return min(plans, key=lambda p: p.when) if plans else None

    def _computer_claim(self, table: Table, race: Race) -> tuple[Any, float] | None:
        """The computers' next claim on the board on show, and when to make it (the service's
        clock): their reaction counts from when the board was shown, on the platform's time
        line like the people's clicks (``race_computer``: never inside a seat's lock-out).
        Reaction times are drawn once per board (``ComputerPlan``); the claim is recomputed
        with the same draws whenever the state, the shown time or the computer seats change.
        None while a computer's claim is held, or when no computer can claim."""
        levels = table.computer_levels
        state = table.state
        if not levels or state is None or race.go_ms is None:
            return None
        game_rules = cast(Any, table.rules)
        seen = game_rules.race_seen(state)
        plan = race.computer
        if plan is None or plan.seen != seen:
            plan = race.computer = ComputerPlan(seen, self.rng.getrandbits(64))
        if plan.fired:
            return None
        shown_ms = race.shown_ms
        if shown_ms is None:  # the display has not said: from a while after the change
            shown_ms = self.offset.platform_ms(race.changed_at + SHOWN_WAIT)
        start = max(race.time_of(shown_ms), plan.since)
        key = (game_rules.version(state), start, tuple(sorted(levels.items())))
        if plan.key != key:
            plan.key = key
            plan.move = game_rules.race_computer(state, levels, random.Random(plan.seed), start)
        if plan.move is None:
            return None
        (t, _seat), _old = game_rules.race_order(state, plan.move)
        return plan.move, self.offset.local(race.ms_of(t))

    def _computer_failed(self, race: Race, t: int) -> None:
        """A computer's claim (made at stage time ``t``) changed nothing: it looks again,
        with fresh reaction times counted from that claim."""
        plan = race.computer
        if plan is not None and plan.fired:
            plan.fired = False
            plan.attempt += 1
            plan.seed = self.rng.getrandbits(64)
            plan.since = t
            plan.key = None

    async def _computer_claims(self, table: Table, race: Race, now: float) -> None:
        """Under the lock: the computers' claim is due: it is held like anyone's."""
        planned = self._computer_claim(table, race)
        if planned is None or planned[1] > now:
            return
        move, _when = planned
        (t, _seat), _old = cast(Any, table.rules).race_order(table.state, move)
        race.held.append(HeldClaim(move, race.ms_of(t), now, person=False))
        assert race.computer is not None
        race.computer.fired = True
        self._preview(table, race)

    async def _go(self, table: Table, race: Race) -> None:
        """Under the lock: the countdown is over, the stage's Go (the writer posts it)."""
        race.go_local = self.clock.now()
        race.go_ms = self.offset.platform_ms(race.go_local)
        self._race_board(table)
        event = {"type": "go", "stage": race.stage}
        table.events.append(event)
        await self._notify(table, [event])

    async def _resolve_claims(self, table: Table, race: Race) -> None:
        """Under the lock: every held claim whose hold has ended, in (time, seat) order. One
        older than a claim already resolved is too late (not recorded); the others are
        applied and stored one by one, each answered with what the game made of it. A
        computer's claim that changed nothing makes the computers look again."""
        game_rules = cast(Any, table.rules)
        now = self.clock.now()
        due = [h for h in race.held if self._hold_end(h.at_ms) <= now]
        if not due:
            return
        race.held = [h for h in race.held if self._hold_end(h.at_ms) > now]
        assert table.state is not None
        due.sort(key=lambda h: game_rules.race_order(table.state, h.move)[0])
        for k, item in enumerate(due):
            if table.race is not race or table.state is None:
                _answer(item, ClaimAnswer("ended"))
                continue
            (t, _seat), too_old = game_rules.race_order(table.state, item.move)
            if too_old:
                if not item.person:
                    self._computer_failed(race, t)
                _answer(item, ClaimAnswer("late"))
                continue
            action = game_rules.to_record(table.state, item.move)
            log = list(table.events)
            try:
                events = await self._apply(table, action, move=item.move, person=item.person)
            except game_rules.illegal as exc:  # the rules refused it: nothing was stored
                if not item.person:
                    self._computer_failed(race, t)
                _answer(item, ClaimAnswer("refused", reason=str(exc)))
                continue
            except BaseException:
                for rest in due[k:]:
                    _answer(rest, ClaimAnswer("ended"))
                raise
            outcome = game_rules.race_outcome(events) or "ok"
            if outcome != "ok":
                # Stale, wrong or locked: its presser's business (their answer says so). The
                # table's log keeps the claims that changed the cards.
                table.events.clear()
                table.events.extend(log)
                if not item.person:
                    self._computer_failed(race, t)
            self._race_board(table)
            _answer(item, ClaimAnswer(outcome, tuple(events)))
