"""The Discord side of the text players read: languages, lookups and the command translator.

Every text lives in the Fluent catalogue (``locales/<lang>/*.ftl``); this module looks it up for
Discord. Use ``t(key, lang, **kw)`` for messages and ``L(key)`` for command names, descriptions
and choices (Discord shows each client the names in its own language, see ``DobroTranslator``).

    t("table.error.table_full", "fr", seats=4)   # "La table est complète (4 places)."

A new text is a message in each language's ``.ftl`` file of its domain, under the key with its
dots turned into hyphens (``table-error-table_full``); plural forms are Fluent selectors.
"""

from __future__ import annotations

import logging
from typing import Any, TypeAlias

import discord
from discord import app_commands

import locales
from cogs.app import DobroClient

#: A language of the catalogue, named by its folder (en, fr, pt-BR…): adding a language
#: is adding its folder. ``locales.LANGUAGES`` lists them (read it when needed, never a copy).
Language: TypeAlias = str

_log = logging.getLogger(__name__)


def _tag(locale: discord.Locale | str | None) -> str:
    return str(locale.value if isinstance(locale, discord.Locale) else locale or "")


def language_of(
    locale: discord.Locale | str | None,
    default: Language = "en",
    *,
    guild_locale: discord.Locale | str | None = None,
) -> Language:
    """The language to answer in: the user's client language when the catalogue speaks it (a
    Discord locale: "es-419" and "es-ES" read Spanish, "pt-BR" Brazilian Portuguese), else the
    guild's, else the bot's DEFAULT_LANGUAGE."""
    for candidate in (locale, guild_locale):
        found = locales.match(_tag(candidate))
        if found is not None:
            return found
    return default


def interaction_language(interaction: discord.Interaction) -> Language:
    """`language_of` for an interaction, using the bot's DEFAULT_LANGUAGE setting as fallback."""
    client = interaction.client
    default: Language = (
        client.settings.default_language if isinstance(client, DobroClient) else "en"
    )
    return language_of(interaction.locale, default, guild_locale=interaction.guild_locale)


def t(key: str, lang: Language | discord.Locale | str = "en", /, **kwargs: Any) -> str:
    """The text for `key` in `lang` (a language code or a Discord locale), with `kwargs`.

    An unknown key is a programming error, so it raises ``KeyError`` rather than showing a raw
    key to players; an unknown language falls back to English.
    """
    if not isinstance(lang, str) or lang not in locales.LANGUAGES:
        lang = language_of(lang)
    return locales.text(key, lang, **kwargs)


def L(key: str) -> app_commands.locale_str:
    """A command name or description: English text, with `key` so the translator finds the
    other languages."""
    return app_commands.locale_str(locales.text(key, locales.DEFAULT), key=key)


class DobroTranslator(app_commands.Translator):
    """Gives Discord the names, descriptions and choices of our commands in every language of
    the catalogue when they are synced: each Discord locale gets the language ``language_of``
    picks for it (es-ES and es-419 Spanish, pt-BR Brazilian Portuguese, de German…); English
    (en-US, en-GB) is the default text, and locales no catalogue speaks fall back to it."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        lang = language_of(locale, locales.DEFAULT)
        if not isinstance(key, str) or lang == locales.DEFAULT or not locales.has(key, lang):
            return None  # English is the default text; other languages fall back to it.
        return locales.text(key, lang)


def decimal(value: float, lang: str, digits: int = 1) -> str:
    """``8.3`` in English, ``8,3`` in French, German, Spanish…: the language's decimal sign."""
    return locales.decimal(value, lang, digits)


def plain(name: str) -> str:
    """A player's name as text: no formatting, no masked link, no mention, no @everyone."""
    return discord.utils.escape_markdown(name).replace("<", "\\<").replace("@", "@\u200b")
