"""``/dobro rules``: the rules in pages, house rules and the scoring card included (R1b)."""

from __future__ import annotations

import discord

from cogs.dobro import controls
from cogs.i18n import t

#: The pages in order: their text is ``rules.text.<page>`` in the catalogue (``rules.ftl``).
PAGES = ("aim", "bid", "drawing", "scoring", "house", "timers")


def rules_view(page: int, lang: str) -> discord.ui.LayoutView:
    """One page of the rules with buttons to turn them."""
    page = max(0, min(page, len(PAGES) - 1))
    text = t(f"rules.text.{PAGES[page]}", lang)
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(
        discord.ui.Container(
            discord.ui.TextDisplay(text),
            discord.ui.TextDisplay(f"-# {t('rules.page', lang, n=page + 1, total=len(PAGES))}"),
            discord.ui.ActionRow(
                controls.RulesButton(
                    max(page - 1, 0), label=t("rules.previous", lang), disabled=page == 0
                ),
                controls.RulesButton(
                    min(page + 1, len(PAGES) - 1),
                    label=t("rules.next", lang),
                    disabled=page == len(PAGES) - 1,
                ),
            ),
            accent_colour=0x5865F2,
        )
    )
    return view
