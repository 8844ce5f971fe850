"""English and French text for everything players read, and the slash-command translator.

Each piece of text has a key and one string per language. Cogs add their own keys with
`add_strings()` at import time, then use `t(key, lang, **kw)` for messages and `L(key)` for
command names and descriptions (Discord shows the French localization to French clients).

    add_strings({"table.full": {"en": "The table is full ({seats} seats).",
                                "fr": "La table est complète ({seats} places)."}})
    t("table.full", "fr", seats=4)
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any, Literal

import discord
from discord import app_commands

Language = Literal["en", "fr"]
LANGUAGES: tuple[Language, ...] = ("en", "fr")

_log = logging.getLogger(__name__)

STRINGS: dict[str, dict[str, str]] = {
    # The /dobro group.
    "cmd.dobro.name": {"en": "dobro", "fr": "dobro"},
    "cmd.dobro.description": {
        "en": "Play Dobro, the French climbing card game",
        "fr": "Jouer au Dobro, le jeu de cartes qui fait monter les enchères",
    },
    # /dobro ping
    "cmd.ping.name": {"en": "ping", "fr": "ping"},
    "cmd.ping.description": {
        "en": "Check that the bot is alive and how fast it answers",
        "fr": "Vérifier que le bot répond, et à quelle vitesse",
    },
    "ping.reply": {
        "en": "Pong! Gateway latency: {latency} ms. Dobro bot version {version}.",
        "fr": "Pong ! Latence de la passerelle : {latency} ms. Bot Dobro version {version}.",
    },
    "ping.latency_unknown": {"en": "not measured yet", "fr": "pas encore mesurée"},
    # Errors shown by the shared error handler.
    "error.generic": {
        "en": "Something went wrong on our side. The error was logged; please try again.",
        "fr": "Un problème est survenu de notre côté. L'erreur est notée ; réessayez.",
    },
    "error.check_failed": {
        "en": "You cannot use this command here.",
        "fr": "Vous ne pouvez pas utiliser cette commande ici.",
    },
    "error.missing_permissions": {
        "en": "You need these permissions: {permissions}.",
        "fr": "Il vous faut ces permissions : {permissions}.",
    },
    "error.bot_missing_permissions": {
        "en": "I need these permissions in this channel: {permissions}.",
        "fr": "J'ai besoin de ces permissions dans ce salon : {permissions}.",
    },
    "error.cooldown": {
        "en": "Slow down! Try again in {seconds} s.",
        "fr": "Doucement ! Réessayez dans {seconds} s.",
    },
    "error.bad_argument": {
        "en": "That value does not work for {option}: {value}.",
        "fr": "Cette valeur ne convient pas pour {option} : {value}.",
    },
    "error.guild_only": {
        "en": "This command only works in a server.",
        "fr": "Cette commande ne fonctionne que sur un serveur.",
    },
}


def add_strings(strings: Mapping[str, Mapping[str, str]], *, replace: bool = False) -> None:
    """Register text for new keys; each needs both languages so nobody gets a missing string."""
    for key, texts in strings.items():
        missing = [lang for lang in LANGUAGES if not texts.get(lang)]
        if missing:
            raise ValueError(f"i18n key {key!r} lacks {', '.join(missing)}")
        if key in STRINGS and not replace and dict(texts) != STRINGS[key]:
            raise ValueError(f"i18n key {key!r} is already defined differently")
        STRINGS[key] = dict(texts)


def language_of(
    locale: discord.Locale | str | None,
    default: Language = "en",
    *,
    guild_locale: discord.Locale | str | None = None,
) -> Language:
    """The language to answer in: the user's client language when we have it, else the guild's,
    else the bot's DEFAULT_LANGUAGE."""
    for candidate in (locale, guild_locale):
        value = str(candidate.value if isinstance(candidate, discord.Locale) else candidate or "")
        prefix = value.split("-")[0].lower()
        if prefix in LANGUAGES:
            return prefix  # type: ignore[return-value]
    return default


def interaction_language(interaction: discord.Interaction) -> Language:
    """`language_of` for an interaction, using the bot's DEFAULT_LANGUAGE setting as fallback."""
    settings = getattr(interaction.client, "settings", None)
    default: Language = getattr(settings, "default_language", "en")
    return language_of(interaction.locale, default, guild_locale=interaction.guild_locale)


def t(key: str, lang: Language | discord.Locale | str = "en", /, **kwargs: Any) -> str:
    """The text for `key` in `lang`, formatted with `kwargs`.

    An unknown key is a programming error, so it raises rather than showing a raw key to players.
    """
    if not isinstance(lang, str) or lang not in LANGUAGES:
        lang = language_of(lang)
    texts = STRINGS[key]
    text: Any = texts.get(lang) or texts["en"]
    if isinstance(text, Mapping):  # plural forms, chosen by the ``count`` argument
        text = text[plural_form(lang, kwargs["count"])]
    return text.format(**kwargs) if kwargs else text


def plural_form(lang: str, count: float) -> str:
    """CLDR's cardinal category for ``count``: French says "1 partie", "0 partie", "2 parties";
    English "1 game", "0 games"."""
    if lang == "fr":
        return "one" if 0 <= count < 2 else "other"
    return "one" if count == 1 else "other"


def L(key: str) -> app_commands.locale_str:
    """A command name or description: English text, with `key` so the translator finds French."""
    return app_commands.locale_str(STRINGS[key]["en"], key=key)


class DobroTranslator(app_commands.Translator):
    """Gives Discord the French names and descriptions of our commands when they are synced."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        lang = language_of(locale)
        if key not in STRINGS or lang == "en":
            return None  # English is the default text; other languages fall back to it.
        return STRINGS[key].get(lang)


def decimal(value: float, lang: str, digits: int = 1) -> str:
    """``8.3`` in English, ``8,3`` in French."""
    text = f"{value:.{digits}f}"
    return text.replace(".", ",") if lang == "fr" else text


def plain(name: str) -> str:
    """A player's name as text: no formatting, no masked link, no mention, no @everyone."""
    return discord.utils.escape_markdown(name).replace("<", "\\<").replace("@", "@\u200b")
