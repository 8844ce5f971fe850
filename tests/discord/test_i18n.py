"""English and French text, and the translator that localizes command names for Discord."""

from __future__ import annotations

from typing import Any

import discord
import pytest
from discord import app_commands

import locales
from cogs.i18n import DobroTranslator, L, language_of, t


def test_every_language_has_every_key() -> None:
    assert {"en", "fr"} <= set(locales.LANGUAGES)
    for lang in locales.LANGUAGES:
        assert locales.keys(lang) == locales.keys("en"), lang


def test_t_formats_and_falls_back() -> None:
    assert t("ping.reply", "fr", latency=5, version="1").startswith("Pong ! Latence")
    assert t("ping.reply", discord.Locale.french, latency=5, version="1").startswith("Pong !")
    assert t("ping.reply", "xx", latency=5, version="1").startswith("Pong! Gateway")
    with pytest.raises(KeyError):
        t("no.such.key", "en")


@pytest.mark.parametrize(
    ("locale", "guild_locale", "default", "expected"),
    [
        ("fr", None, "en", "fr"),
        ("en-GB", None, "fr", "en"),
        ("es-419", None, "en", "es"),
        ("es-ES", "fr", "en", "es"),
        (discord.Locale.brazil_portuguese, None, "en", "pt-BR"),
        ("de", "fr", "en", "de"),
        ("zh-CN", "fr", "en", "fr"),  # a client the catalogue does not speak: the guild's
        ("ja", "ko", "fr", "fr"),  # neither: the bot's DEFAULT_LANGUAGE
        (discord.Locale.french, None, "en", "fr"),
        (None, None, "en", "en"),
    ],
)
def test_language_of(locale: Any, guild_locale: Any, default: Any, expected: str) -> None:
    assert language_of(locale, default, guild_locale=guild_locale) == expected


def test_t_reads_the_catalogue_with_plurals() -> None:
    assert t("table.error.table_full", "fr", seats=4) == "La table est complète (4 places)."
    assert t("league.games", "en", n=1) == "1 game"
    assert t("league.games", "en", n=0) == "0 games"
    assert t("league.games", "fr", n=0) == "0 partie"
    assert t("league.games", "fr", n=2) == "2 parties"
    # Integers are not grouped: a rating reads 1000 in both languages.
    assert t("results.rating", "en", before=1000, after=1012, delta="+12") == (
        " · rating 1000 → 1012 (+12)"
    )
    assert t("results.rating", "fr", before=10000, after=9990, delta="-10") == (
        " · classement 10000 → 9990 (-10)"
    )


async def test_translator_gives_french_and_leaves_english_default() -> None:
    translator = DobroTranslator()
    context = app_commands.TranslationContext(
        location=app_commands.TranslationContextLocation.command_description, data=None
    )
    text = L("cmd.ping.description")
    assert text.message == "Check that the bot is alive and how fast it answers"
    french = await translator.translate(text, discord.Locale.french, context)
    assert french == "Vérifier que le bot répond, et à quelle vitesse"
    assert await translator.translate(text, discord.Locale.american_english, context) is None
    assert await translator.translate(text, discord.Locale.japanese, context) is None
    plain = app_commands.locale_str("no key")
    assert await translator.translate(plain, discord.Locale.french, context) is None


@pytest.mark.parametrize(
    ("locale", "lang"),
    [
        (discord.Locale.spain_spanish, "es"),
        (discord.Locale.latin_american_spanish, "es"),
        (discord.Locale.german, "de"),
        (discord.Locale.italian, "it"),
        (discord.Locale.brazil_portuguese, "pt-BR"),
        (discord.Locale.british_english, None),
    ],
)
async def test_translator_serves_each_language_to_the_discord_locales_it_covers(
    locale: discord.Locale, lang: str | None
) -> None:
    context = app_commands.TranslationContext(
        location=app_commands.TranslationContextLocation.command_name, data=None
    )
    for key in ("cmd.new.name", "cmd.ping.description", "choice.timer.off"):
        got = await DobroTranslator().translate(L(key), locale, context)
        assert got == (None if lang is None else locales.text(key, lang)), (locale, key)
