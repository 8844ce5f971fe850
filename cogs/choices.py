"""The slash-command choices shared by ``/dobro new``, ``/dobro league create`` and
``/dobro config``: one list each, so a new variant or timer appears everywhere at once."""

from __future__ import annotations

from discord import app_commands

from cogs.i18n import L
from tables import TIMER_CHOICES

VARIANTS = [
    app_commands.Choice(name=L("choice.standard"), value="standard"),
    app_commands.Choice(name=L("choice.long"), value="long"),
]
DRAWINGS = [
    app_commands.Choice(name=L("choice.auto"), value="auto"),
    app_commands.Choice(name=L("choice.manual"), value="manual"),
]
#: Turn timers in seconds; 0 is "off".
TIMERS = [
    app_commands.Choice(name=L(f"choice.timer.{seconds or 'off'}"), value=seconds or 0)
    for seconds in TIMER_CHOICES
]
