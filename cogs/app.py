"""The bot as the Discord layer sees it: ``DobroClient``, with its services typed.

``bot.DobroBot`` (the composition root) is a ``DobroClient``: it builds the services over
storage and sets them here. Cogs hold it as ``self.bot`` and reach it from an interaction
with ``client_of``, so every service they call is typed, and a missing one (a bot built
without storage, in tests) is ``None``, not an attribute error.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

import discord
from discord.ext import commands

from cogs.budget import GlobalBudget
from guilds import ConfigService
from people import Notices, PeopleService
from settings import Settings
from standings import LeagueService, StandingsService
from tables import TableService
from teaching import TutorialService
from teaching.replays import ReplayService
from tournaments import TournamentService


class DobroClient(commands.AutoShardedBot):
    """The bot's services, as the cogs use them (``bot.DobroBot`` sets them)."""

    settings: Settings
    #: The table service: one lock per table, moves committed before they are shown.
    tables: TableService | None = None
    #: Leaderboards, history, stats, void and forget-me.
    standings: StandingsService | None = None
    #: Each guild's configuration, and its leagues.
    configs: ConfigService | None = None
    leagues: LeagueService | None = None
    #: Tournaments: they drive tables, so over those.
    tournaments: TournamentService | None = None
    #: Each person's own settings: /dobro settings, text cards.
    people: PeopleService | None = None
    #: What people are told: next-game pings, "your turn" DMs, vacations.
    notices: Notices | None = None
    #: Tutorials and replays: /dobro learn, /dobro replay.
    learning: TutorialService | None = None
    replays: ReplayService | None = None
    #: The bot's own budget on Discord's global rate limit (``cogs.budget``, issue 35).
    budget: GlobalBudget | None = None

    @property
    def my_shards(self) -> tuple[int, ...] | None:
        """The shards this process runs; None: all of them (not sharded)."""
        return None

    def handles_guild(self, guild_id: int) -> bool:
        """Whether this process does the guild's work (sharded: its own shards' guilds)."""
        return True


def client_of(interaction: discord.Interaction) -> DobroClient:
    """The bot an interaction reached (always a ``DobroClient``: ``bot.DobroBot``)."""
    client = interaction.client
    if not isinstance(client, DobroClient):
        raise TypeError(f"the Discord layer runs on a DobroClient, not {type(client).__name__}")
    return client


S = TypeVar("S")


def required(service: S | None, what: str) -> S:
    """A service the bot builds over storage (``DobroClient``), or one clear error when this bot
    runs without it: a cog that needs it is not usable then."""
    if service is None:
        raise RuntimeError(f"the bot runs without {what}: bot.py builds it over storage")
    return service


def data_of(interaction: discord.Interaction) -> Mapping[str, Any]:
    """What Discord sent with an interaction (a component's ``custom_id`` and ``values``, a
    modal's fields), as a plain mapping: empty when it sent nothing."""
    return cast("Mapping[str, Any]", interaction.data or {})
