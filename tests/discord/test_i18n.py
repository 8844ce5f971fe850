"""English and French text, and the translator that localizes command names for Discord."""

from __future__ import annotations

from typing import Any

import discord
import pytest
from discord import app_commands

from cogs import i18n
from cogs.i18n import DobroTranslator, L, add_strings, language_of, t


def test_every_key_has_both_languages() -> None:
    for key, texts in i18n.STRINGS.items():
        assert set(texts) >= {"en", "fr"}, key
        assert all(texts.values()), key


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
        ("de", "fr", "en", "fr"),
        ("de", "es-ES", "fr", "fr"),
        (discord.Locale.french, None, "en", "fr"),
        (None, None, "en", "en"),
    ],
)
def test_language_of(locale: Any, guild_locale: Any, default: Any, expected: str) -> None:
    assert language_of(locale, default, guild_locale=guild_locale) == expected


def test_add_strings_requires_both_languages(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "STRINGS", dict(i18n.STRINGS))
    add_strings({"table.full": {"en": "Full ({seats}).", "fr": "Complète ({seats})."}})
    assert t("table.full", "fr", seats=4) == "Complète (4)."
    with pytest.raises(ValueError, match="lacks fr"):
        add_strings({"table.empty": {"en": "Empty."}})
    with pytest.raises(ValueError, match="already defined"):
        add_strings({"table.full": {"en": "Other.", "fr": "Autre."}})


async def test_translator_gives_french_and_leaves_english_default() -> None:
    translator = DobroTranslator()
    context = app_commands.TranslationContext(
        location=app_commands.TranslationContextLocation.command_description, data=None
    )
    text = L("cmd.ping.description")
    assert text.message == i18n.STRINGS["cmd.ping.description"]["en"]
    french = await translator.translate(text, discord.Locale.french, context)
    assert french == i18n.STRINGS["cmd.ping.description"]["fr"]
    assert await translator.translate(text, discord.Locale.american_english, context) is None
    assert await translator.translate(text, discord.Locale.german, context) is None
    plain = app_commands.locale_str("no key")
    assert await translator.translate(plain, discord.Locale.french, context) is None
