"""The ``game:`` option and every game's own options, for the slash commands that open tables
(``/dobro new``) or set their settings (``/dobro league create``), and the lobby's settings line.

A game declares its options once, in its rules' options model (``games.options``: each field's
``Option``); everything here is derived from that declaration. Discord's slash options are
declared once for a command, so these commands offer the options of every game the bot plays
and refuse, with a sentence, an option that is not the chosen game's. Adding a game adds its
options here by itself: nothing names a game in this module.
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable, Mapping
from functools import cache
from typing import Any

import discord
from discord import app_commands

import locales
from cogs.errors import DobroError
from cogs.i18n import L, interaction_language, t
from games import names, rules
from games.catalogue import on_forget
from games.options import TableOption, declared
from locales import text

#: The game choices, in the catalogue's order (the first is the bot's default).
GAMES = [app_commands.Choice(name=L(f"game.name.{g}"), value=g) for g in names()]


def options_of(game: str) -> tuple[TableOption, ...]:
    """Game ``game``'s table options, as its rules declare them (``UnknownGame`` for a name
    the catalogue does not hold)."""
    return declared(rules(game).options_model)


@cache
def game_options() -> tuple[tuple[str, TableOption], ...]:
    """Every game's options as (game, option), one slash option each (cached until the
    catalogue changes)."""
    found: list[tuple[str, TableOption]] = []
    seen: dict[str, str] = {}
    for game in names():
        for option in options_of(game):
            if option.command in seen:
                raise RuntimeError(
                    f"{game} and {seen[option.command]} both offer /dobro new "
                    f"{option.command}: game options need names of their own"
                )
            seen[option.command] = game
            found.append((game, option))
    return tuple(found)


on_forget(game_options.cache_clear)


def chosen_options(game: str, values: Mapping[str, Any]) -> dict[str, Any]:
    """The options given for ``game`` (option field -> the model's value, None when left
    out), from a command's values by option name; an option of another game, or a value that
    is no choice of the option (a forged one), is refused with a sentence."""
    mine = {o.command: o for o in options_of(game)}
    for _, option in game_options():
        value = values.get(option.command)
        if value is not None and option.command not in mine:
            raise DobroError("table.option_other_game", option=option.command)
    chosen: dict[str, Any] = {}
    for option in mine.values():
        word = values.get(option.command)
        if word is not None and option.choice(word) is None:
            raise DobroError(
                "table.error.bad_option_value",
                option=option.command,
                values=", ".join(c.word for c in option.choices),
            )
        chosen[option.field] = None if word is None else option.value(word)
    return chosen


def options_words(game: str, options: Mapping[str, Any], lang: str) -> list[str]:
    """A table's options in words, for the lobby's settings line and the history: each
    option's value (its default when the table left it out), quiet values left out."""
    words = []
    for option in options_of(game):
        key = option.words_key(options.get(option.field))
        if key is not None:
            words.append(t(key, lang))
    return words


Callback = Callable[..., Awaitable[None]]


def table_command(
    callback: Callback,
    *,
    name: str | app_commands.locale_str,
    description: str | app_commands.locale_str,
    base: list[tuple[str, Any, Any]],
    renames: Mapping[str, str | app_commands.locale_str],
    descriptions: Mapping[str, str | app_commands.locale_str],
    choices: Mapping[str, list[app_commands.Choice[Any]]] | None = None,
    autocomplete: Mapping[str, Callable[..., Any]] | None = None,
    compact: bool = False,
) -> app_commands.Command[Any, ..., Any]:
    """A slash command whose options are ``base`` ((name, annotation, default) each, in
    order), ``game:`` and every game's options (strings, with their choices), calling
    ``callback(interaction, **values)``. Names, descriptions and choices are catalogue keys
    (``L``), so each client reads them in its own language.

    ``compact``: the games' options are one text option, ``options:`` ("deck:trimmed
    reveal:simultaneous"), suggested as one types (autocomplete, for the game chosen), instead
    of one slash option each: Discord counts every option and choice of a command towards 8,000
    characters, and ``/dobro`` holds every subcommand. The callback receives the same values
    either way."""
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
    all_autocomplete = dict(autocomplete or {})
    if compact:
        params.append(
            inspect.Parameter(
                "options",
                inspect.Parameter.KEYWORD_ONLY,
                annotation=app_commands.Range[str, 1, 200] | None,
                default=None,
            )
        )
        all_renames["options"] = L("cmd.option.options")
        all_descriptions["options"] = L("cmd.option.options.description")
        all_autocomplete["options"] = options_choices
    for _, option in [] if compact else game_options():
        params.append(
            inspect.Parameter(
                option.command, inspect.Parameter.KEYWORD_ONLY, annotation=str | None, default=None
            )
        )
        all_renames[option.command] = L(f"cmd.new.{option.command}")
        all_descriptions[option.command] = L(f"cmd.new.{option.command}.description")
        all_choices[option.command] = [
            app_commands.Choice(name=L(c.label), value=c.word) for c in option.choices
        ]

    async def command(interaction: discord.Interaction, **values: Any) -> None:
        if compact:
            values.update(parse_options(values.pop("options", None)))
        await callback(interaction, **values)

    target: Any = command  # discord.py reads these attributes off the callback's command
    target.__signature__ = inspect.Signature(params)
    target.__discord_app_commands_param_rename__ = all_renames
    target.__discord_app_commands_param_description__ = all_descriptions
    target.__discord_app_commands_param_choices__ = all_choices
    if all_autocomplete:
        target.__discord_app_commands_param_autocomplete__ = all_autocomplete
    return app_commands.Command(name=name, description=description, callback=command)


# ------------------------------------------------------------------ the compact form


def option_name(option: TableOption, lang: str) -> str:
    """An option's slash name in ``lang`` ("deck", "paquet", "mazo"…)."""
    return text(f"cmd.new.{option.command}", lang).lower()


def option_named(word: str, game: str | None = None) -> TableOption | None:
    """A game option (of ``game``, or of any game) by its slash name in any language of the
    catalogue (whoever reads the description's example in their language may type it so), or
    its field's name."""
    word = word.strip().lower()
    for name, option in game_options():
        if game is not None and name != game:
            continue
        if word in (option.command, option.field) or any(
            word == option_name(option, lang) for lang in locales.LANGUAGES
        ):
            return option
    return None


def parse_options(given: str | None) -> dict[str, str]:
    """The compact form ("deck:trimmed reveal:simultaneous", or with = or commas) as
    option name -> value; a word that is no option, or a value the option does not allow, is
    refused with a sentence naming it."""
    found: dict[str, str] = {}
    for token in (given or "").replace(",", " ").split():
        name, sep, value = token.replace("=", ":").partition(":")
        option = option_named(name)
        if option is None or not sep:
            raise DobroError("table.error.bad_option_word", word=token[:40])
        if option.choice(value) is None:
            raise DobroError(
                "table.error.bad_option_value",
                option=option.command,
                values=", ".join(c.word for c in option.choices),
            )
        found[option.command] = value
    return found


async def options_choices(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """Suggestions for the compact form: what is typed (if it reads), then the next option
    of the chosen game with each of its values."""
    game = getattr(interaction.namespace, "game", None)
    lang = interaction_language(interaction)
    try:
        given = parse_options(current)
    except DobroError:
        given = {}
        current = ""
    games = [game] if isinstance(game, str) and game in names() else list(names())
    suggestions: list[app_commands.Choice[str]] = []
    typed = current.strip()
    if typed:
        suggestions.append(app_commands.Choice(name=typed[:100], value=typed[:200]))
    for name in games:
        for option in options_of(name):
            if option.command in given:
                continue
            for choice in option.choices:
                full = f"{typed} {option_name(option, lang)}:{choice.word}".strip()
                shown = f"{full} ({text(choice.label, lang)})"
                suggestions.append(app_commands.Choice(name=shown[:100], value=full[:200]))
            break  # one option at a time: the next one once this one is chosen
    return suggestions[:25]
