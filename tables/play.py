"""A person's part at a table: a move from a hand (checked still offered at the control's
version), a hint, *I'm back* and *Hurry*."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from storage import GameStatus, Seat

from .core import STILL_GOOD_WINDOW
from .lobby import Lobby
from .model import HURRY_AFTER, HURRY_TIMER, Table, TableError

_log = logging.getLogger(__name__)


def _seat_in_play(table: Table, user_id: int) -> Seat:
    """The person's seat at a table in play (asked under the table's lock), or the refusal."""
    if table.status is not GameStatus.ACTIVE or table.state is None:
        raise TableError("not_active")
    seat = table.seat_of(user_id)
    if seat is None:
        raise TableError("not_seated")
    return seat


class Play(Lobby):
    """What a seated person does at a table in play."""

    async def act(
        self, game_id: int, user_id: int, version: int, action: dict[str, Any]
    ) -> tuple[Table, list[dict[str, Any]]]:
        """A person's move as their game's record action (without its player; the game's
        ``record_error`` for a bad shape)."""
        return await self._person_move(
            game_id,
            user_id,
            version,
            lambda table, seat: table.rules.parse(table.state, {**action, "player": seat.name}),
        )

    async def play(
        self, game_id: int, user_id: int, version: int, index: int, value: int | None = None
    ) -> tuple[Table, list[dict[str, Any]]]:
        """A hand's control: the move at ``index`` in the presser's legal moves at ``version``
        (``value``: a joker's declared value, checked by the engine). An index that is not a
        move any more is refused as stale: the hand is simply out of date."""

        def build(table: Table, seat: Seat) -> Any:
            move = table.rules.action_at(table.state, seat.seat, index, value)
            if move is None:  # not a move at that version any more: the hand is out of date
                raise TableError("stale")
            return move

        return await self._person_move(game_id, user_id, version, build)

    async def _person_move(
        self,
        game_id: int,
        user_id: int,
        version: int,
        build: Callable[[Table, Seat], Any],
    ) -> tuple[Table, list[dict[str, Any]]]:
        """A person's move (``build``: the game's move for the seat): refused if stale,
        illegal, or if they no longer hold a seat (all checked under the table's lock);
        committed before anyone sees it."""
        table = self.get(game_id)
        async with table.lock:
            seat = _seat_in_play(table, user_id)
            if not self.still_offered(table, seat.seat, version):
                raise TableError("stale")
            move = build(table, seat)
            action = table.rules.to_record(table.state, move)
            events = await self._apply(table, action, move=move, person=True)
            if seat.away:  # a move of their own: they are back
                await self._set_away(table, seat.seat, False)
        self.scheduler.poke(table)
        return table, events

    def still_offered(self, table: Table, seat: int, version: int) -> bool:
        """Whether a control drawn for ``seat`` at ``version`` still means what it meant: the
        table is at that version, or the seat's legal actions then and now are the same list
        (so the control's index is the same move). What makes a click stale is a change in
        what the presser may do, not any move: in a game where several seats act at once
        (simultaneous picks, out-of-turn calls) another seat acting first leaves a pick as good
        as it was (Sticks H6). The state at ``version`` is the replay of the stored log (a game
        is a pure function of its setup and actions), only for a control at most
        ``STILL_GOOD_WINDOW`` moves old; every seat's legal actions then are kept
        (``Table.offered``), so the clicks of a simultaneous pick replay the log once, not once
        each (#35)."""
        now = table.version
        if version == now:
            return True
        state = table.state
        if state is None or table.setup is None or not now - STILL_GOOD_WINDOW <= version < now:
            return False
        then = self._offered_then(table, version)
        if then is None or seat not in then:
            return False
        current = table.offered.setdefault(now, {})
        if seat not in current:
            current[seat] = tuple(table.rules.legal_actions(state, seat))
        self._trim_offered(table)
        return then[seat] == current[seat]

    def _offered_then(self, table: Table, version: int) -> dict[int, tuple[Any, ...]] | None:
        """Every seat's legal actions at ``version`` (an earlier one): kept, or from the
        stored log replayed to it once (None: it does not replay)."""
        known = table.offered.get(version)
        seats = range(len(table.seats))
        if known is not None and all(seat in known for seat in seats):
            return known
        game_rules = table.rules
        actions = table.actions
        if version > len(actions):
            return None
        try:
            then = game_rules.load(table.setup or {}, actions[:version])
        except Exception:  # a log that does not replay cuts short: the control is stale
            _log.exception("Could not replay table %s to version %s", table.game_id, version)
            return None
        if game_rules.version(then) != version:
            return None
        found = {seat: tuple(game_rules.legal_actions(then, seat)) for seat in seats}
        table.offered[version] = found
        return found

    @staticmethod
    def _trim_offered(table: Table, keep: int = 8) -> None:
        """Only the latest ``keep`` versions' legal actions are kept."""
        offered = table.offered
        if len(offered) > keep:
            for old in sorted(offered)[:-keep]:
                del offered[old]

    async def hint(self, game_id: int, user_id: int) -> tuple[Table, Any, list[tuple[str, Any]]]:
        """*Hint*: what the ``normal`` level would play for the presser now and why (None when
        they have nothing to do), and each card of their hand they cannot play now with the
        engine's reason. Only where the table offers hints; a hint given is stored (once per
        seat and action) before it is shown, and the results say so."""
        table = self.get(game_id)
        async with table.lock:
            if table.status is not GameStatus.ACTIVE or table.state is None:
                raise TableError("not_active")
            if not table.settings.hints:
                raise TableError("no_hints")
            seat = table.seat_of(user_id)
            if seat is None:
                raise TableError("not_seated")
            game_rules = table.rules
            suggestion = game_rules.hint(table.state, seat.seat)
            blocked = list(game_rules.blocked(table.state, seat.seat))
            if suggestion is not None:
                version = game_rules.version(table.state)
                if await self.store.games.record_hint(table.game_id, seat.seat, version):
                    table.hints_used[seat.seat] = table.hints_used.get(seat.seat, 0) + 1
        return table, suggestion, blocked

    async def back(self, game_id: int, user_id: int) -> Table:
        """*I'm back*: the computer stops playing an away seat."""
        table = self.get(game_id)
        async with table.lock:
            seat = _seat_in_play(table, user_id)
            if not seat.away:
                raise TableError("not_away")
            await self._set_away(table, seat.seat, False)
        self.scheduler.poke(table)
        return table

    async def hurry(self, game_id: int, user_id: int) -> Table:
        """*Hurry*, at a table without a turn timer: a seated person gives each player the
        game waits on who has kept everyone waiting ``HURRY_AFTER`` seconds, ``HURRY_TIMER``
        seconds to play; then the timer plays for them, as at a timed table. Refused (with
        when it becomes possible) before that, at a timed table, or when nobody is kept
        waiting but the presser."""
        table = self.get(game_id)
        async with table.lock:
            if table.over:
                raise TableError("not_active")
            seat = _seat_in_play(table, user_id)
            if table.settings.timer:
                raise TableError("hurry_timed")
            waited = [s for s in table.waiting_people if s.seat != seat.seat]
            if not waited:
                raise TableError("hurry_nobody")
            timers, now = table.timers, self.clock.now()
            open_ = [s for s in waited if s.seat not in timers.turns]
            if not open_:
                raise TableError("hurry_done", when=int(min(timers.turns.values())))
            since = {s.seat: timers.waiting.get(s.seat, now) for s in open_}
            due = [s for s in open_ if now - since[s.seat] >= HURRY_AFTER]
            if not due:
                raise TableError("hurry_too_soon", when=int(min(since.values()) + HURRY_AFTER))
            events = []
            for hurried in due:
                timers.turns[hurried.seat] = now + HURRY_TIMER
                events.append({"type": "hurry", "player": hurried.name, "by": seat.name})
            await self._store_timers(table)
            table.events.extend(events)
            await self._notify(table, events)
        self.scheduler.poke(table)
        return table
