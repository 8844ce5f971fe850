"""Play anywhere in the playground's page (#34 point 5), in a real browser: Ana, Ben and Cléo
open their group DM (only Ana added the app to her account), Ana opens a Sticks table there
(the table is her command's answer), the others join and one plays a card from a private hand;
then the page's *Skip 15 minutes* runs the bot's and Discord's clock past the interaction
tokens, the table says it waits, and Ben (no install) presses *Resume*: the table is back
and nothing was lost. The bot never posts in the group DM (it cannot): every message there
answers a click. Everything goes through the page and the real bot on the offline Discord."""

from __future__ import annotations

import asyncio
import re
import time

import pytest

import sticks_rules as sr
from playground import Playground
from tables import Table
from tests.playground.browser import Column, browser_page

pytestmark = pytest.mark.browser

PLAY = re.compile(r"^Play \d+$")


async def until(condition: object, what: str, seconds: float = 15) -> None:
    """Wait until ``condition()`` holds (the bot's state behind the page), or fail."""
    deadline = time.perf_counter() + seconds
    while not condition():  # type: ignore[operator]
        assert time.perf_counter() < deadline, what
        await asyncio.sleep(0.02)


async def test_a_group_dm_table_waits_after_15_minutes_and_is_resumed(
    playground: Playground,
) -> None:
    from playwright.async_api import expect

    fake = playground.fake
    group = playground.group
    async with browser_page(playground.url + "?as=ana,ben,cleo") as page:
        columns = [Column(page, i) for i in range(3)]
        ana, ben, cleo = columns
        for column in columns:  # each opens the group DM, listed under Direct messages
            await column.root.locator(".channel-item.group").click()
            await expect(column.root.locator(".chat-head")).to_contain_text("👥")
        await expect(ana.root.locator(".channel-item.group")).to_have_text("👥 Ben, Cléo")
        # Ben never added the app to his account: his app offers none of its commands here.
        await expect(ben.root.locator(".command-input")).to_have_attribute(
            "placeholder", re.compile("added the app to their account")
        )

        await ana.command("/dobro new", game="Sticks", seats="3", timer="12 hours")
        for column in columns:
            await expect(column.messages().filter(has_text="Sticks · table 1")).to_be_visible()
        assert playground.bot.tables is not None
        table: Table = next(iter(playground.bot.tables.tables.values()))
        assert table.channel_id == group.id
        assert (table.settings.place, table.settings.delivery) == ("group", "interaction")
        await ben.press("Join")
        await cleo.press("Join")
        await expect(ana.root.get_by_text("3/3 seated")).to_be_visible()
        await ana.press("Start")
        await until(lambda: table.waits(), "the game did not start")

        # The person on turn plays a card from their hand, a private answer of *My hand*.
        by_user = {
            fake.member(n).id: c for n, c in zip(("ana", "ben", "cleo"), columns, strict=True)
        }
        seat, _ = table.waits()[0]
        player = by_user[int(table.seats[seat].user_id)]  # type: ignore[arg-type]
        await player.press("My hand")
        hand = player.root.locator(".msg.ephemeral", has_text="Your hand")
        await expect(hand).to_have_count(1)
        assert "Only you can see this" in await hand.inner_text()
        for other in columns:
            if other is not player:
                await expect(
                    other.root.locator(".msg.ephemeral", has_text="Your hand")
                ).to_have_count(0)
        version = table.version
        await hand.locator("button.dc-button:not([disabled])").filter(has_text=PLAY).first.click()
        await until(lambda: table.version > version, "the card was not played")
        played = table.version

        # A quarter of an hour with no click: the table says it waits, and is held.
        await page.locator("#skip-time").click()
        await expect(page.locator("#clock")).to_contain_text("+15 min")
        for column in columns:
            await expect(column.root.get_by_text("This table is waiting")).to_be_visible()
        assert table.held and table.version == played

        # Ben, who has no install, presses Resume: the table is back, nothing lost.
        await ben.press("Resume")
        await until(lambda: not table.held, "Resume did not take the table over")
        for column in columns:
            await expect(column.root.get_by_text("This table is waiting")).to_have_count(0)
            shown = column.message(table.message_id)  # type: ignore[arg-type]
            await expect(column.button("My hand", within=shown)).to_have_count(1)
        assert table.version == played and playground.bot.db is not None
        record = await playground.bot.db.games.record(table.game_id)  # type: ignore[attr-defined]
        assert record is not None
        assert sr.state_json(sr.replay(record)) == sr.state_json(table.state)

        # The bot cannot post in a group DM, and did not: every message there answers a click.
        posts = fake.requests_to("POST", "/channels/{channel_id}/messages")
        assert not [r for r in posts if str(group.id) in r.path]
        assert page.errors == []  # type: ignore[attr-defined]


async def test_a_challenge_from_the_apps_menu_of_a_member(playground: Playground) -> None:
    """In the server, Ana clicks Ben under Members: Apps, *Challenge to a game*, Sticks. The
    table opens in the channel pinging Ben alone, who accepts: the game starts."""
    from playwright.async_api import expect

    async with browser_page(playground.url + "?as=ana,ben") as page:
        ana, ben = Column(page, 0), Column(page, 1)
        member = ana.root.locator(".member", has_text="Ben")
        await member.locator(".member-name").click()
        await member.get_by_role("menuitem", name="Challenge to a game").click()
        picker = ana.root.locator(".msg.ephemeral").filter(has=page.locator(".dc-select")).last
        await picker.locator(".dc-select-head").click()
        await picker.locator(".dc-option", has_text="Sticks").click()
        lobby = ben.root.locator(".msg.mentioned", has_text="Sticks")
        await expect(lobby).to_be_visible()  # a ping for Ben, as his app highlights it
        await expect(ana.root.locator(".msg.mentioned")).to_have_count(0)
        await ben.button("Accept", within=lobby).click()
        assert playground.bot.tables is not None
        table = next(iter(playground.bot.tables.tables.values()))
        await until(lambda: table.waits(), "the challenge did not start a game")
        assert [s.user_id for s in table.seats] == [
            playground.fake.member("ana").id,
            playground.fake.member("ben").id,
        ]
        assert page.errors == []  # type: ignore[attr-defined]
