"""A table's pace: clocks that stop and start again (issue 34). Pure functions on ``Timers``.

Two things freeze a clock, and neither may lose anyone's time or fire a timer into the void:

- **A held table** (``Timers.held``): a table delivered through interactions (a group DM, a
  server where only the user install applies) can be written to only while an interaction's
  token lives. When none is left, the Discord layer holds the table: no computer moves, no
  turn runs out, nothing is decided that nobody could see. *Resume* (any interaction at the
  table) starts it again: every deadline moves on by the time it was held (``resumed``), so
  each person has exactly the time they had left.
- **A vacation** (``Timers.paused``): a person away for some days (``/dobro-me away``) has
  their own clock frozen at tables that wait days (``LONG_TIMER``), within the server's limit:
  their deadline moves to the end of the vacation plus what they had left (``paused_at``), a
  turn that begins meanwhile starts its clock then (``turn_starts``), and coming back early
  gives back the rest (``back_at``). Nobody else's clock changes.
"""

from __future__ import annotations

from dataclasses import replace

from .model import Timers


def resumed(timers: Timers, now: float) -> Timers:
    """``timers`` of a table held since ``timers.held``, started again at ``now``: every
    deadline, and every time a deadline is counted from (since when a seat waits, the last
    move, a lobby's expiry), moves on by the time held; vacations end when they end."""
    if timers.held is None:
        return timers
    shift = max(0.0, now - timers.held)

    def on(values: dict[int, float]) -> dict[int, float]:
        return {seat: when + shift for seat, when in values.items()}

    return replace(
        timers,
        turns=on(timers.turns),
        chores=on(timers.chores),
        waiting=on(timers.waiting),
        expires=None if timers.expires is None else timers.expires + shift,
        moved=None if timers.moved is None else timers.moved + shift,
        held=None,
    )


def paused_at(timers: Timers, seat: int, until: float, now: float) -> Timers:
    """``seat``'s clock frozen from ``now`` to ``until``: the time left on its turn, if it is
    waited on, counts from ``until``. A pause already running is replaced (its frozen time
    given back first), so setting a vacation twice never adds time."""
    timers = back_at(timers, seat, now)
    turns = dict(timers.turns)
    if seat in turns and until > now:
        turns[seat] = until + max(0.0, turns[seat] - now)
    paused = dict(timers.paused)
    if until > now:
        paused[seat] = until
    return replace(timers, turns=turns, paused=paused)


def back_at(timers: Timers, seat: int, now: float) -> Timers:
    """``seat``'s vacation over at ``now`` (early, or on time): the time it had left on its
    turn counts from now again."""
    until = timers.paused.get(seat)
    if until is None:
        return timers
    turns = dict(timers.turns)
    if seat in turns and until > now:
        turns[seat] = now + max(0.0, turns[seat] - until)
    paused = {s: u for s, u in timers.paused.items() if s != seat}
    return replace(timers, turns=turns, paused=paused)


def turn_starts(timers: Timers, seat: int, now: float) -> float:
    """When a turn of ``seat`` beginning at ``now`` starts its clock: at the end of its
    vacation, if it is on one."""
    return max(now, timers.paused.get(seat, now))


def still_paused(timers: Timers, now: float) -> dict[int, float]:
    """The vacations not over at ``now``."""
    return {seat: until for seat, until in timers.paused.items() if until > now}
