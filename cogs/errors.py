"""The one error handler for slash commands and components.

Known errors (a `DobroError` raised on purpose, failed checks, cooldowns, bad option values) become
an ephemeral message in the player's language. Anything else is a bug: it is logged with its
traceback and the player gets a short apology, also ephemeral, so a channel never fills with
error noise.
"""

from __future__ import annotations

import logging
from typing import Any, cast

import discord
from discord import app_commands

from cogs.app import data_of
from cogs.i18n import interaction_language, plain, t
from games import RuleError, UnknownGame, illegal_errors
from guilds import ConfigError
from standings import StandingsError
from tables import TableError

_log = logging.getLogger("dobro.errors")

UNKNOWN_INTERACTION = 10062  # Discord's code when the 3-second answer deadline has passed.
ALREADY_ACKNOWLEDGED = 40060
INVALID_WEBHOOK_TOKEN = 50027  # the interaction's token expired (15 minutes): no answer is possible


class DobroError(Exception):
    """An error meant for players: raise it with an i18n key and the handler shows the text.

    `raise DobroError("forget.not_yours")` shows `t("forget.not_yours", lang)` ephemerally.
    """

    def __init__(self, key: str, /, **kwargs: Any) -> None:
        super().__init__(key)
        self.key = key
        self.kwargs = kwargs

    def message(self, lang: str) -> str:
        """The text in `lang`."""
        return t(self.key, lang, **self.kwargs)


def _unwrap(error: BaseException) -> BaseException:
    while isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    return error


def describe_error(error: BaseException, lang: str) -> str | None:
    """The player-facing text for a known error, or None when the error is a bug."""
    if isinstance(error, DobroError):
        return error.message(lang)

    if isinstance(error, TableError):
        return table_error_text(error, lang)
    if isinstance(error, StandingsError | ConfigError):
        return coded_text(error.code, error.params, lang)
    if isinstance(error, UnknownGame):
        return t("table.error.unknown_game", lang)
    if isinstance(error, illegal_errors()):
        return cast(RuleError, error).text(lang)
    if isinstance(error, app_commands.NoPrivateMessage):
        return t("error.guild_only", lang)
    if isinstance(error, app_commands.CommandOnCooldown):
        return t("error.cooldown", lang, seconds=f"{error.retry_after:.0f}")
    if isinstance(error, app_commands.MissingPermissions):
        return t(
            "error.missing_permissions", lang, permissions=", ".join(error.missing_permissions)
        )
    if isinstance(error, app_commands.BotMissingPermissions):
        return t(
            "error.bot_missing_permissions", lang, permissions=", ".join(error.missing_permissions)
        )
    if isinstance(error, app_commands.CheckFailure):
        return t("error.check_failed", lang)
    if isinstance(error, app_commands.TransformerError):
        value = argument_words(error)
        if value is None:
            return t("error.bad_argument_bare", lang, option=error.type.name)
        return t("error.bad_argument", lang, option=error.type.name, value=value)
    return None


#: How an option's chosen object is written in a sentence, by the option's type.
_MENTIONS = {
    discord.AppCommandOptionType.channel: "<#{}>",
    discord.AppCommandOptionType.user: "<@{}>",
    discord.AppCommandOptionType.role: "<@&{}>",
    discord.AppCommandOptionType.mentionable: "<@{}>",
}


def argument_words(error: app_commands.TransformerError) -> str | None:
    """The refused value as a person reads it: a text or number (escaped, short), a channel,
    member or role as its mention; None for anything else. Never a Python repr (a channel
    sent without its resolved data reaches the transformer as a bare ``discord.Object``)."""
    value = error.value
    if isinstance(value, str | int | float) and not isinstance(value, bool):
        return plain(str(value)[:100])
    ident = getattr(value, "id", None)
    mention = _MENTIONS.get(error.type)
    if isinstance(ident, int) and mention is not None:
        return mention.format(ident)
    return None


def coded_text(code: str, params: dict[str, Any], lang: str) -> str:
    """A service's refusal (a catalogue key and its values) in words: text values escaped
    (a league's name is anyone's), a list of channel ids as their mentions."""
    values = {k: plain(v) if isinstance(v, str) else v for k, v in params.items()}
    if isinstance(values.get("channels"), tuple | list):
        values["channels"] = ", ".join(f"<#{c}>" for c in values["channels"])
    return t(code, lang, **values)


def table_error_text(error: TableError, lang: str) -> str:
    """A table's refusal in words (text values escaped, like every service's refusal); a busy
    channel links to the table already open there."""
    params = error.params
    if error.code == "channel_busy" and params.get("message_id"):
        place, channel = params["guild_id"], params["channel_id"]
        where = "@me" if place == channel else place  # a DM's or group DM's: no server
        link = f"https://discord.com/channels/{where}/{channel}/{params['message_id']}"
        return t("table.error.channel_busy_at", lang, id=params["game_id"], link=link)
    return coded_text(f"table.error.{error.code}", params, lang)


def _where(interaction: discord.Interaction) -> str:
    command = interaction.command.qualified_name if interaction.command else None
    custom_id = data_of(interaction).get("custom_id")
    what = f"/{command}" if command else f"component {custom_id!r}"
    return f"{what} by user {interaction.user.id} in guild {interaction.guild_id}"


async def send_ephemeral(interaction: discord.Interaction, text: str) -> None:
    """Answer privately, as the first response or as a follow-up if we already answered."""
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException as exc:
        _log.warning("Could not tell the player about an error (%s): %s", _where(interaction), exc)


async def handle_interaction_error(interaction: discord.Interaction, error: BaseException) -> None:
    """Turn `error` into an ephemeral message; log it with its traceback if it is a bug.

    Used as the command tree's `on_error` and by `DobroView`/`DobroLayoutView.on_error`.
    """
    original = _unwrap(error)
    if isinstance(original, discord.NotFound) and original.code == UNKNOWN_INTERACTION:
        _log.warning(
            "Answered too late: Discord forgot the interaction (%s); answer within 3 s or defer.",
            _where(interaction),
        )
        return
    if isinstance(original, discord.HTTPException) and original.code == INVALID_WEBHOOK_TOKEN:
        # Not a bug, and a follow-up would use the same dead token: the player's next click
        # (a fresh hand) shows them where things stand.
        _log.warning("Interaction token expired before the answer (%s).", _where(interaction))
        return
    lang = interaction_language(interaction)
    text = describe_error(original, lang)
    if text is None:
        _log.error(
            "Unexpected error in %s",
            _where(interaction),
            exc_info=(type(original), original, original.__traceback__),
        )
        text = t("error.generic", lang)
    else:
        _log.debug("Told the player about %r (%s)", original, _where(interaction))
    await send_ephemeral(interaction, text)
