"""The table extension: ``/dobro`` table commands, hands, moves, and each table's writer.

commands.py     the Play cog: slash commands and the controls' callbacks (thin: parse,
                call the table service, answer the interaction)
controls.py     dynamic items: table buttons, moves by index, joker selects, rules pages
writer.py       one writer per table: table message, turn ping, open hands, owed messages
render.py       tables, hands and results as components V2 views (no rules here)
rules_pages.py  /dobro rules
"""

from __future__ import annotations

from cogs.app import DobroClient
from cogs.table.commands import Play

__all__ = ["Play", "setup"]


async def setup(bot: DobroClient) -> None:
    """Extension entry point: the table service comes from the composition root (bot.py)."""
    service = bot.tables
    if service is None:
        raise RuntimeError("cogs.table needs the table service that bot.py builds over storage")
    await bot.add_cog(Play(bot, service))
