"""The slash-command choices shared by ``/dobro new``, ``/dobro league create`` and
``/dobro config``: one list each, so a new timer appears everywhere at once. (A game's own
options are declared by its rules: ``cogs.table.options``.)"""

from __future__ import annotations

from discord import app_commands

from cogs.i18n import L
from tables import LONG_TIMER, TIMER_CHOICES

#: Turn timers in seconds; 0 is "off". The slow ones (an hour to three days: a table that
#: waits days) are offered where a table is opened or a server's default is set.
TIMERS = [
    app_commands.Choice(name=L(f"choice.timer.{seconds or 'off'}"), value=seconds or 0)
    for seconds in TIMER_CHOICES
]
#: The timers of a live table (under an hour), for leagues: their seasons are played live.
FAST_TIMERS = [c for c in TIMERS if c.value < LONG_TIMER]
