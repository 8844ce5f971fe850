"""How a move becomes part of a table: the engine applies it, storage keeps it (with the table's new
deadlines, in one transaction), and only then the table keeps it and the listeners hear of it;
a game that ends is judged by the counting policy and its results stored."""

from __future__ import annotations

import json
import logging
from typing import Any

from standings import SeatPlay, judge, race_outcomes, rate_values, seat_plays, would_count
from storage import GameStatus, StaleVersion, StorageError

from .model import Table, TableError
from .records import Records

_log = logging.getLogger(__name__)


class Moves(Records):
    """The commit path of every move, and the counting policy's reads."""

    async def _counts_without_people(self, table: Table) -> bool:
        """Nobody is left seated: whether the game still counts (the counting policy: two
        people or more showed up before leaving). If it does, the computers finish it at once
        and the leavers are forfeits, counted as losses; if not, it is dropped."""
        return would_count(await self._plays(table))

    async def seat_plays(self, table: Table) -> list[SeatPlay]:
        """What each seat of ``table`` did, as the counting policy reads it (a table loaded
        from storage too: tournaments settle an abandoned table by it)."""
        return await self._plays(table)

    async def _plays(self, table: Table) -> list[SeatPlay]:
        """What each seat did, as the counting policy reads it: from the stored log (who chose
        each action, who left when, the hints asked for) and, in a race, each claim's outcome
        (``race_outcome``: only a right claim is a person's own move), replayed from the
        record."""
        log = await self.store.games.play_log(table.game_id)
        outcomes = race_outcomes(table.rules, table.setup or {}, table.actions)
        return seat_plays(log, outcomes)

    async def _set_away(self, table: Table, seat: int, away: bool) -> None:
        """Under the lock: mark a seat away (two timeouts in a row) or back."""
        assert table.state is not None
        await self.store.games.set_away(table.game_id, seat, away)
        name = table.replace_seat(seat, away=away).name
        table.timers.timeouts.pop(seat, None)
        if not away:
            table.timers = self._next_timers(
                table, None, table.state, None, False, self.clock.now(), keep_turn=False
            )
            await self._store_timers(table)
        event = {"type": "away" if away else "back", "player": name}
        table.events.append(event)
        await self._notify(table, [event])

    async def _apply(
        self,
        table: Table,
        action: dict[str, Any],
        *,
        move: Any = None,
        person: bool,
        timed_out: bool = False,
        origin: str = "computer",
    ) -> list[dict[str, Any]]:
        """Under the table's lock: engine, then storage (action and deadlines together), then
        memory, then listeners. ``action`` is what is stored; ``move`` is the same action as
        the game's own move when the caller has it, else ``action`` is parsed.

        The engine makes the new state (``apply``: the table's state is never changed in
        place, the in-place path is the engines' own), and the table takes it only once
        storage has kept the move: until then every reader sees the state before it, and a
        move storage refuses leaves the table exactly as it was. A view a reader holds keeps
        its state for good (a copy costs 2-3 µs a move, against 0.6 ms for the stored move).

        Who chose the move is stored with it, for the counting policy: the seat's person
        (``person``), the turn timer for them (``timed_out``), else ``origin`` ("computer": a
        computer seat or the stand-in for an away or departed person; "auto": a chore)."""
        assert table.state is not None
        game_rules = table.rules
        if move is None:
            move = game_rules.parse(table.state, action)  # record_error: no change
        version = game_rules.version(table.state)
        actor = game_rules.seat_of(table.state, move)
        state, events = game_rules.apply(table.state, move)  # illegal: no change
        timers = self._next_timers(
            table, None, state, actor if person else None, person, moved=True
        )
        try:
            await self.store.games.append_action(
                table.game_id,
                version,
                action["player"],
                action,
                timers=timers.to_json(),
                origin="person" if person else "timeout" if timed_out else origin,
            )
        except StaleVersion:  # not stored: the table stays as it was before the move
            raise TableError("stale") from None
        except StorageError:  # busy or failing: the player may try again
            _log.exception("Could not store a move at table %s", table.game_id)
            raise TableError("not_saved") from None
        table.state = state
        table.kept_actions.append(json.dumps(action, separators=(",", ":"), ensure_ascii=False))
        table.timers = timers
        quiet = game_rules.quiet_events
        for ev in events:
            if ev["type"] in quiet:
                continue
            if timed_out and ev.get("player") == action["player"]:
                ev = {"type": "timeout", "player": action["player"], "move": ev}
            table.events.append(ev)
        self._sync_race(table)
        if game_rules.is_over(state):
            try:
                await self._finish(table)
            except Exception:  # the move is stored: the driver retries the results
                _log.exception("Could not store the results of game %s yet", table.game_id)
        await self._notify(table, events)
        return events

    async def _finish(self, table: Table) -> None:
        """Store the results as the counting policy judges them (who played it out, forfeits
        and no-shows, who counts and why, whose rating may rise); the table leaves the
        channel."""
        assert table.state is not None
        plays = await self._plays(table)
        verdict = judge(table.rules.standings(table.state), plays)
        await self.store.results.record_results(
            table.game_id, verdict, owed=("results",), rate=rate_values
        )
        table.standings = list(verdict.standings)
        table.count_reason = verdict.reason
        table.status = GameStatus.FINISHED
        self.registry.close(table, self.clock.now())
        table.wake.set()

    async def _close(
        self, table: Table, status: GameStatus, reason: str | None, events: list[dict[str, Any]]
    ) -> None:
        """Under the lock: cancel, abandon or expire a table (it counts for nobody)."""
        await self.store.games.set_status(table.game_id, status, reason=reason)
        table.status = status
        table.end_reason = reason
        self.registry.close(table, self.clock.now())
        table.wake.set()
        await self._notify(table, [*events, {"type": status.value, "reason": reason}])

    async def _store_timers(self, table: Table) -> None:
        await self.store.games.set_timers(table.game_id, table.timers.to_json())
