"""The ``game:`` option and every game's own options, for the slash commands that open tables
(``/dobro new``) or set their settings (``/dobro league create``).

Discord's slash options are declared once for a command, so these commands offer the options
of every game the bot plays (each renderer's ``options``: ``cogs.games.base.GameOption``) and
refuse, with a sentence, an option that is not the chosen game's. Adding a game adds its
options here by itself: nothing names a game in this module.
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

import discord
from discord import app_commands

from cogs.errors import DobroError
from cogs.games import GameOption, renderer, renderers
from cogs.i18n import L
from games import names

#: The game choices, in the catalogue's order (the first is the bot's default).
GAMES = [app_commands.Choice(name=L(f"game.name.{g}"), value=g) for g in names()]


def game_options() -> list[tuple[str, GameOption]]:
    """Every game's options as (game, option), one slash option each."""
    found: list[tuple[str, GameOption]] = []
    seen: dict[str, str] = {}
    for r in renderers():
        for option in r.options:
            if option.command in seen:
                raise RuntimeError(
                    f"{r.game} and {seen[option.command]} both offer /dobro new "
                    f"{option.command}: game options need names of their own"
                )
            seen[option.command] = r.game
            found.append((r.game, option))
    return found


def chosen_options(game: str, values: Mapping[str, Any]) -> dict[str, Any]:
    """The options given for ``game`` (option field -> value, None when left out), from a
    command's values by option name; an option of another game is refused."""
    mine = {o.command: o for o in renderer(game).options}
    for _, option in game_options():
        value = values.get(option.command)
        if value is not None and option.command not in mine:
            raise DobroError("table.option_other_game", option=option.command)
    return {o.field: values.get(o.command) for o in mine.values()}


def guild_defaults(game: str) -> dict[str, str]:
    """Option field -> the ``GuildConfig`` attribute holding the server's default."""
    return {o.field: o.guild_default for o in renderer(game).options if o.guild_default}


Callback = Callable[..., Awaitable[None]]


def table_command(
    callback: Callback,
    *,
    name: str,
    description: str,
    base: list[tuple[str, Any, Any]],
    renames: Mapping[str, str],
    descriptions: Mapping[str, str],
    choices: Mapping[str, list[app_commands.Choice[Any]]] | None = None,
    autocomplete: Mapping[str, Callable[..., Any]] | None = None,
) -> app_commands.Command[Any, ..., Any]:
    """A slash command whose options are ``base`` ((name, annotation, default) each, in
    order), ``game:`` and every game's options (strings, with their choices), calling
    ``callback(interaction, **values)``. Names, descriptions and choices are catalogue keys
    (``L``), so French clients read French."""
    params = [
        inspect.Parameter(
            "interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=discord.Interaction
        )
    ]
    for param, annotation, default in base:
        params.append(
            inspect.Parameter(
                param, inspect.Parameter.KEYWORD_ONLY, annotation=annotation, default=default
            )
        )
    params.append(
        inspect.Parameter(
            "game", inspect.Parameter.KEYWORD_ONLY, annotation=str | None, default=None
        )
    )
    all_renames = {**renames, "game": L("cmd.option.game")}
    all_descriptions = {"game": L("cmd.option.game.description"), **descriptions}
    all_choices = {**(choices or {}), "game": GAMES}
    for _, option in game_options():
        params.append(
            inspect.Parameter(
                option.command, inspect.Parameter.KEYWORD_ONLY, annotation=str | None, default=None
            )
        )
        all_renames[option.command] = L(f"cmd.new.{option.command}")
        all_descriptions[option.command] = L(f"cmd.new.{option.command}.description")
        all_choices[option.command] = [
            app_commands.Choice(name=L(label), value=value) for value, label in option.choices
        ]

    async def command(interaction: discord.Interaction, **values: Any) -> None:
        await callback(interaction, **values)

    command.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
    command.__discord_app_commands_param_rename__ = all_renames  # type: ignore[attr-defined]
    command.__discord_app_commands_param_description__ = all_descriptions  # type: ignore[attr-defined]
    command.__discord_app_commands_param_choices__ = all_choices  # type: ignore[attr-defined]
    if autocomplete:
        command.__discord_app_commands_param_autocomplete__ = dict(autocomplete)  # type: ignore[attr-defined]
    return app_commands.Command(name=name, description=description, callback=command)
