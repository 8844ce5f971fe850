"""How far the bot's clock is from the platform's (Discord's), measured as the bot runs.

A race is judged on the platform's time line (a click's time is its interaction id, a board's
time is the time of the message edit that showed it), but the table service sleeps on its own
clock. ``ClockOffset`` converts between the two: ``local = platform + offset``.

Nothing tells the offset directly; every exchange bounds it:

- something the platform dated at ``d`` and the bot received at ``r`` (a click, an edit's
  response) says ``offset <= r - d``: delivery takes time, never less than none;
- a request sent at ``s`` that the platform dated ``d`` (an edit, a post) says
  ``offset >= s - d``: the platform cannot date a request before it was sent.

The estimate is a low quantile of the recent upper bounds (the quickest deliveries, which are
the nearest to the truth), raised to a high quantile of the recent lower bounds if those prove
it too low (the bot's clock stepped forward). A quantile rather than the extreme, so that one
odd sample (a clock hiccup) does not move it; recent samples only, so that a drift is followed.
Erring high is the safe side: a held claim then waits a little longer, it is never cut short.
"""

from __future__ import annotations

from collections import deque

#: How many recent samples of each kind the estimate reads.
WINDOW = 64
#: The estimate ignores this share of the most extreme samples (at least one once there are
#: ``ROBUST_FROM`` of them).
ROBUST_SHARE = 1 / 16
ROBUST_FROM = 8


def _skip(count: int) -> int:
    """How many extreme samples to ignore among ``count``."""
    if count < ROBUST_FROM:
        return 0
    return max(1, int(count * ROBUST_SHARE))


class ClockOffset:
    """The bot's clock minus the platform's, in seconds (see the module docstring)."""

    def __init__(self) -> None:
        self._uppers: deque[float] = deque(maxlen=WINDOW)
        self._lowers: deque[float] = deque(maxlen=WINDOW)
        self._value = 0.0

    @property
    def value(self) -> float:
        """The current estimate (0 before any sample: both clocks keep UTC)."""
        return self._value

    @property
    def samples(self) -> int:
        return len(self._uppers) + len(self._lowers)

    def received(self, platform_s: float, local_s: float) -> None:
        """Something the platform dated ``platform_s`` reached the bot at ``local_s``."""
        self._uppers.append(local_s - platform_s)
        self._update()

    def exchanged(self, sent_s: float, platform_s: float, received_s: float) -> None:
        """A request sent at ``sent_s`` was dated ``platform_s`` by the platform, and its
        response came back at ``received_s`` (both on the bot's clock)."""
        self._lowers.append(sent_s - platform_s)
        self._uppers.append(received_s - platform_s)
        self._update()

    def _update(self) -> None:
        upper = sorted(self._uppers)
        lower = sorted(self._lowers, reverse=True)
        value = upper[_skip(len(upper))] if upper else None
        if lower:
            floor = lower[_skip(len(lower))]
            value = floor if value is None else max(value, floor)
        self._value = 0.0 if value is None else value

    def local(self, platform_ms: float) -> float:
        """A platform time (ms since the epoch) on the bot's clock (seconds)."""
        return platform_ms / 1000 + self._value

    def platform_ms(self, local_s: float) -> int:
        """A time of the bot's clock (seconds) as the platform's (ms since the epoch)."""
        return round((local_s - self._value) * 1000)
