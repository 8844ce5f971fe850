"""``/dobro rules``: a game's rules in pages (its renderer names them: ``rules_pages``)."""

from __future__ import annotations

import discord

from cogs.games import renderer
from cogs.i18n import t
from cogs.table import controls


def rules_view(game: str, page: int, lang: str) -> discord.ui.LayoutView:
    """One page of ``game``'s rules with buttons to turn them."""
    pages = renderer(game).rules_pages()
    page = max(0, min(page, len(pages) - 1))
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(
        discord.ui.Container(
            discord.ui.TextDisplay(t(pages[page], lang)),
            discord.ui.TextDisplay(f"-# {t('rules.page', lang, n=page + 1, total=len(pages))}"),
            discord.ui.ActionRow(
                controls.RulesButton(
                    game, max(page - 1, 0), label=t("rules.previous", lang), disabled=page == 0
                ),
                controls.RulesButton(
                    game,
                    min(page + 1, len(pages) - 1),
                    label=t("rules.next", lang),
                    disabled=page == len(pages) - 1,
                ),
            ),
            accent_colour=0x5865F2,
        )
    )
    return view
