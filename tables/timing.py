"""What each table's driver does next and when (``Plan``): a computer's move (searched off the
event loop for the searching levels), a turn timer or a chore running out, a lobby expiring, the
idle end. Every timer path moves its own deadline forward or ends the table. A table's pace
too: held while nothing can show it, resumed, a person's vacation (``tables.pace``)."""

from __future__ import annotations

import logging
import pickle
import random

from games.protocol import is_race
from storage import GameStatus

from . import pace
from .core import DRAW_GRACE, TIMEOUT_MOVES
from .model import AWAY_AFTER, HURRY_TIMER, ClaimAnswer, Table, idle_limit
from .races import Races, _answer
from .scheduler import Plan

_log = logging.getLogger(__name__)


class Timing(Races):
    """The drivers' plans and how each is carried out under the table's lock."""

    def _plan(self, table: Table) -> Plan | None:
        """What the table's driver does next (see ``Plan``)."""
        now = self.clock.now()
        if table.status is GameStatus.LOBBY:
            expires = table.timers.expires
            return Plan("expire", expires) if expires is not None else None
        state = table.state
        if table.status is not GameStatus.ACTIVE or state is None:
            return None
        game_rules = table.rules
        if game_rules.is_over(state):
            return Plan("finish", now)
        limit = idle_limit(table.settings.timer)
        if table.timers.held is not None:
            # Waiting for *Resume*: no computer moves, no clock runs (``tables.pace``); only
            # a table nobody resumes ends, as an idle one does.
            moved = table.timers.moved
            return Plan("idle", (moved if moved is not None else now) + limit)
        if table.race is not None:
            return self._race_plan(table, table.race)
        levels = table.computer_levels
        if levels and game_rules.will_act(state, levels):
            if not table.people:  # everyone left a game that counts: finish it at once
                return Plan("computer", now)
            delay = self.ai_delay * (0.6 + 0.8 * self.rng.random())
            if self._person_has_a_chore(table):
                delay += self.ai_delay * DRAW_GRACE  # time to do it before a computer acts
            return Plan("computer", now + delay)
        plans = []
        if table.timers.moved is not None:
            # Never before a deadline still to come (a vacation's, a slow table's): the timer
            # acts first, and that is a move.
            deadlines = [*table.timers.turns.values(), *table.timers.chores.values()]
            idle = max([table.timers.moved + limit, *(d + 1 for d in deadlines)])
            plans.append(Plan("idle", idle))
        waits = set(game_rules.waits(state))
        plans.extend(
            Plan("timeout", when, seat)
            for seat, when in table.timers.turns.items()
            if (seat, "turn") in waits
        )
        plans.extend(
            Plan("chore", when, seat)
            for seat, when in table.timers.chores.items()
            if (seat, "chore") in waits and not table.seats[seat].played_by_computer
        )
        return min(plans, key=lambda p: p.when) if plans else None

    async def _fire(self, table: Table, plan: Plan) -> None:
        """Carry out a plan under the lock, if it still holds."""
        if plan.kind == "computer" and self._searching(table):
            await self._think_and_play(table)
            return
        async with table.lock:
            now = self.clock.now()
            current = self._plan(table)
            if current is None or current.kind != plan.kind or current.seat != plan.seat:
                return
            if current.kind != "computer" and current.when > now:
                return
            if plan.kind == "expire":
                await self._close(table, GameStatus.CANCELLED, "expired", [])
            elif plan.kind == "finish":
                await self._finish(table)
                await self._notify(table, [])
            elif table.state is None:
                return
            elif plan.kind == "go" and table.race is not None:
                await self._go(table, table.race)
            elif plan.kind == "claims" and table.race is not None:
                await self._resolve_claims(table, table.race)
            elif plan.kind == "computer" and table.race is not None:
                await self._computer_claims(table, table.race, now)
            elif plan.kind == "computer":
                game_rules = table.rules
                move = game_rules.computer_move(table.state, table.computer_levels, self.rng)
                if move is not None:
                    action = game_rules.to_record(table.state, move)  # what storage keeps
                    await self._apply(table, action, move=move, person=False)
            elif plan.kind == "chore" and plan.seat is not None:
                game_rules = table.rules
                move = game_rules.timeout_move(table.state, (plan.seat, "chore"), self.rng)
                action = game_rules.to_record(table.state, move)
                await self._apply(table, action, move=move, person=False, origin="auto")
                table.events.append({"type": "chore", "player": action["player"]})
                if table.open and table.timers.chores.get(plan.seat, now + 1) <= now:
                    self._move_past(table, table.timers.chores, plan.seat, "chore")
                    await self._store_timers(table)
            elif plan.kind == "timeout" and plan.seat is not None:
                await self._time_out(table, plan.seat)
            elif plan.kind == "idle":
                await self._end_idle(table)

    @staticmethod
    def _searching(table: Table) -> bool:
        """A searching level (``GameRules.search_levels``) plays at the table."""
        search = table.rules.search_levels
        return bool(search) and any(v in search for v in table.computer_levels.values())

    async def _think_and_play(self, table: Table) -> None:
        """A computer's move where a searching level plays: the state is pickled under the
        lock, the move found by the thinker without it (no click at this table waits on a
        search), then applied under the lock if the table has not moved meanwhile (else the
        driver plans again). A thinker that fails hands the search seats to the stand-in level
        for this move, so a table never hangs on a broken worker."""
        async with table.lock:
            current = self._plan(table)
            if current is None or current.kind != "computer" or table.state is None:
                return
            version = table.version
            levels = dict(table.computer_levels)
            seed = self.rng.getrandbits(64)
            snapshot = pickle.dumps(table.state, pickle.HIGHEST_PROTOCOL)
        game = table.settings.game
        game_rules = table.rules
        lowered = False
        try:
            move = await self.thinker.move(game, snapshot, levels, seed)
        except Exception:
            if not self._thinker_failing:  # once per stretch of failures, not once per move
                _log.exception(
                    "A searching computer failed at table %s: the stand-in level plays until "
                    "the thinker works again",
                    table.game_id,
                )
            self._thinker_failing = True
            plain = {
                seat: game_rules.stand_in if level in game_rules.search_levels else level
                for seat, level in levels.items()
            }
            move = game_rules.computer_move(pickle.loads(snapshot), plain, random.Random(seed))
            lowered = True
        else:
            if self._thinker_failing:
                _log.warning("Searching computers think again (table %s)", table.game_id)
            self._thinker_failing = False
        async with table.lock:
            current = self._plan(table)
            if current is None or current.kind != "computer" or table.state is None:
                return
            if table.version != version or move is None:
                return
            actor = game_rules.seat_of(table.state, move)
            action = game_rules.to_record(table.state, move)
            await self._apply(table, action, move=move, person=False)
            if lowered and levels.get(actor) in game_rules.search_levels:
                # Said at the table: this seat's move was not searched at its level.
                event = {
                    "type": "lower_level",
                    "player": action["player"],
                    "level": levels[actor],
                    "played": game_rules.stand_in,
                }
                table.events.append(event)
                await self._notify(table, [event])

    async def _end_idle(self, table: Table) -> None:
        """Under the lock: no move for ``IDLE_LIMIT``. If someone has left, the people still
        seated leave too (they are gone as well) and the counting policy decides: a game that
        counts is finished by the computers, every leaver a forfeit; else, as when nobody
        left, the game is abandoned. Either way the channel is free soon.

        Like every timer path, it moves its own deadline or ends the table: the computers get
        another ``IDLE_LIMIT`` to finish, and if they made no move in it (nobody was left to
        leave this time), the game is abandoned."""
        if any(s.left is not None for s in table.seats):
            people = table.people
            for seat in people:
                order = await self.store.games.leave_seat(table.game_id, seat.seat)
                table.replace_seat(seat.seat, left=order, away=False)
            if people and await self._counts_without_people(table):
                event = {"type": "idle_end"}
                table.events.append(event)
                table.timers.moved = self.clock.now()
                await self._store_timers(table)
                await self._notify(table, [event])
                table.wake.set()
                return
        await self._close(table, GameStatus.ABANDONED, "idle", [])

    async def _time_out(self, table: Table, seat: int) -> None:
        """A person's turn ran out: the stand-in computer decides for them (the game's
        ``timeout_move``) as long as the game still waits on them (Dobro: a draw owed, a take,
        then the opening); two timeouts in a row make the seat away."""
        wait = (seat, "turn")
        for _ in range(TIMEOUT_MOVES):
            state = table.state
            game_rules = table.rules
            if state is None or game_rules.is_over(state) or wait not in game_rules.waits(state):
                break
            move = game_rules.timeout_move(state, wait, self.rng)
            action = game_rules.to_record(state, move)
            await self._apply(table, action, move=move, person=False, timed_out=True)
        self._move_past(table, table.timers.turns, seat, "turn")
        count = table.timers.timeouts.get(seat, 0) + 1
        table.timers.timeouts[seat] = count
        if count >= AWAY_AFTER and table.open:
            await self._set_away(table, seat, True)
        elif table.open:
            await self._store_timers(table)

    def _move_past(self, table: Table, deadlines: dict[int, float], seat: int, kind: str) -> None:
        """After the timer acted for ``seat``: if the game still waits on it for ``kind`` with
        a deadline already passed (a move that did not end the wait), the next deadline is a
        full timer away, never now: a timer never fires again at once."""
        now = self.clock.now()
        if deadlines.get(seat, now + 1) > now or (seat, kind) not in table.waits():
            return
        deadlines[seat] = now + (table.settings.timer or HURRY_TIMER)

    @staticmethod
    def _person_has_a_chore(table: Table) -> bool:
        """The game says computers should give people a fair moment first (Dobro: a person
        still has to draw; a computer playing now would let anyone call the oubli on them)."""
        state = table.state
        if state is None:
            return False
        people = frozenset(s.seat for s in table.seats if not s.played_by_computer)
        return bool(table.rules.hold_computers(state, people))

    # ------------------------------------------------------------------ pace (tables.pace)

    async def hold(self, game_id: int) -> bool:
        """Nothing can show the table any more (delivered through interactions, none live):
        its clocks stop and its computers wait until ``resume`` (``tables.pace``), so no turn
        runs out unseen. False if it was held already, or is closed."""
        table = self.get(game_id)
        async with table.lock:
            if not table.open or table.timers.held is not None:
                return False
            table.timers.held = self.clock.now()
            await self._store_timers(table)
        self.scheduler.poke(table)
        return True

    async def resume(self, game_id: int) -> bool:
        """The table can be shown again (*Resume*, or any interaction at it): its clocks go on
        from where they stopped, each deadline moved on by the time held, and a race's stage
        starts again with a countdown. False if it was not held."""
        table = self.get(game_id)
        async with table.lock:
            if not table.open or table.timers.held is None:
                return False
            table.timers = pace.resumed(table.timers, self.clock.now())
            await self._store_timers(table)
            if table.race is not None:
                for held in table.race.held:
                    _answer(held, ClaimAnswer("ended"))
                table.race = None
                self._sync_race(table)
        self.scheduler.poke(table)
        return True

    async def pause(self, game_id: int, user_id: int, until: float | None) -> bool:
        """``user_id``'s vacation at a table that waits days (``TableSettings.slow``, not a
        race): their clock frozen until ``until``, what they had left counting from then
        (``tables.pace``); ``until`` None or past: back now, the rest of their time counting
        again. Nobody else's clock changes. False where it changes nothing (a faster table, a
        race, not seated, no vacation to end)."""
        table = self.get(game_id)
        async with table.lock:
            seat = table.seat_of(user_id)
            if seat is None or not table.open or not table.settings.slow or is_race(table.rules):
                return False
            now = self.clock.now()
            if until is None or until <= now:
                if seat.seat not in table.timers.paused:
                    return False
                table.timers = pace.back_at(table.timers, seat.seat, now)
            else:
                table.timers = pace.paused_at(table.timers, seat.seat, until, now)
            await self._store_timers(table)
            await self._notify(table, [{"type": "vacation", "player": seat.name, "until": until}])
        self.scheduler.poke(table)
        return True
