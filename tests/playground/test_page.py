"""The playground's page in a real browser (#33): two people, one column each, play a whole game
of Sticks and a Dobble mini-game only by typing commands and pressing what the page shows,
and each sees what Discord would show them: the lobby, their own hand and nobody else's, the
card faces, the board picture, their own refusals, the results, the export.

The engine is only the referee here (what the right Dobble symbol is, what the record replays
to); every action goes through the page. Each test prints its figures (page load, the game's
duration in the browser)."""

from __future__ import annotations

import asyncio
import re
import time
from typing import Any

import pytest

import dobble_rules
import sticks_rules as sr
from cogs.games.dobble import board_alt
from dobble_rules.ai import claim_for
from dobble_rules.cards import EMOJI
from playground import Playground
from tables import Table
from tests.playground.browser import Column, browser_page

pytestmark = pytest.mark.browser

PLAY = re.compile(r"^Play \d+$")


def only_table(playground: Playground) -> Table:
    assert playground.bot.tables is not None
    (table,) = playground.bot.tables.tables.values()
    return table


async def picture_shown(image: Any) -> bool:
    """Whether an <img> of the page is loaded and has pixels."""
    return bool(await image.evaluate("img => img.complete && img.naturalWidth > 0"))


async def test_two_people_play_a_whole_game_of_sticks_by_clicks(playground: Playground) -> None:
    from playwright.async_api import TimeoutError as NoSuchButton
    from playwright.async_api import expect

    async with browser_page(playground.url + "?as=ana,ben") as page:
        loaded = page.load_seconds  # type: ignore[attr-defined]
        ana, ben = Column(page, 0), Column(page, 1)
        # Nothing the bot writes becomes HTML: Discord's markdown is drawn from escaped text.
        drawn = await page.evaluate(
            "DiscordMarkdown.render('<img src=x onerror=alert(1)> **bold** <@1>', {members: {}})"
        )
        assert "<img" not in drawn and "&lt;img" in drawn and "<strong>bold</strong>" in drawn
        await ana.command("/dobro new", game="Sticks", seats="2")
        for column in (ana, ben):  # the lobby is public: both see it
            await expect(column.messages().filter(has_text="Sticks · table 1")).to_be_visible()
        await expect(ana.root.get_by_text("@Ana used /dobro new")).to_be_visible()
        await ben.press("Join")
        await expect(ana.root.get_by_text("2/2 seated")).to_be_visible()
        await ana.press("Start")
        await ana.press("My hand")
        await ben.press("My hand")

        # Each hand is private: one "Your hand" per column, its own, with the card faces the
        # bot drew and uploaded as application emojis, shown as pictures.
        table = only_table(playground)
        for column, name in ((ana, "ana"), (ben, "ben")):
            hand = column.root.locator(".msg.ephemeral", has_text="Your hand")
            await expect(hand).to_have_count(1)
            shown = int(await hand.get_attribute("data-message") or 0)
            assert playground.fake.message(shown).visible_to == playground.fake.member(name).id
            face = hand.locator("img.emoji").first
            await expect(face).to_be_visible()
            assert await picture_shown(face)
            assert "Only you can see this" in await hand.inner_text()

        started = time.perf_counter()
        while not await ana.root.get_by_text("Sticks · results").count():
            assert time.perf_counter() - started < 120, "the game did not end"
            for column in (ana, ben):
                play = column.root.locator(".msg.ephemeral button.dc-button:not([disabled])")
                try:
                    await play.filter(has_text=PLAY).first.click(timeout=300)
                except NoSuchButton:
                    continue
        played = time.perf_counter() - started

        for column in (ana, ben):
            await expect(column.root.get_by_text("Sticks · results")).to_be_visible()
            await expect(column.root.get_by_text("The lowest total wins (R22)")).to_be_visible()
        assert table.over and playground.bot.db is not None
        results = await playground.bot.db.results.for_game(table.game_id)  # type: ignore[attr-defined]
        assert results is not None and len(results.seats) == 2
        # Every card was a click of its person (2 rounds of 9 tricks), none the timer's.
        plays = await playground.bot.tables.seat_plays(table)
        assert [(p.own_moves, p.moves) for p in plays] == [(18, 18), (18, 18)]

        # The export names Sticks' file and replay tool (#33), privately, and it replays.
        await ben.command("/dobro export")
        link = ben.root.locator("a.dc-file", has_text=f"sticks-{table.game_id}.json")
        await expect(link).to_be_visible()
        tool = f"python -m sticks_rules replay sticks-{table.game_id}.json"
        await expect(ben.root.get_by_text(tool)).to_be_visible()
        record = await page.evaluate(
            "url => fetch(url).then(answer => answer.json())", await link.get_attribute("href")
        )
        assert sr.state_json(sr.replay(record)) == sr.state_json(table.state)
        await expect(ana.root.locator("a.dc-file")).to_have_count(0)
        assert page.errors == []  # type: ignore[attr-defined]
    print(f"\npage loaded in {loaded:.2f} s; Sticks, 36 cards by clicks, in {played:.1f} s")


async def test_a_dobble_mini_game_with_the_board_picture_and_claim_buttons(
    playground: Playground,
) -> None:
    from playwright.async_api import expect

    async with browser_page(playground.url + "?as=ana,ben") as page:
        ana, ben = Column(page, 0), Column(page, 1)
        await ana.command(
            "/dobro new", game="Dobble", seats="2", minigames="1 mini-game", modes="the well"
        )
        await ben.press("Join")
        await expect(ana.root.get_by_text("2/2 seated")).to_be_visible()
        await ana.press("Start")
        table = only_table(playground)
        columns = {ana: "ana", ben: "ben"}
        seat = {c: table.seat_of(playground.fake.member(n).id).seat for c, n in columns.items()}  # type: ignore[union-attr]

        async def board(column: Column) -> Any:
            """The Go, as the column shows it, once it shows the cards in play now: its picture's
            alt text names them (the board shows no move count during a stage, #30)."""
            go = column.message(table.message_id)
            alt = board_alt(dobble_rules.GAME.view(table.state, None), "en")
            await expect(go.locator(".dc-gallery img")).to_have_attribute("alt", alt)
            return go

        # The Go: the board picture (an attachment of the message) for everybody.
        started = time.perf_counter()
        while not playground.fake.message(table.message_id).data["attachments"]:
            assert time.perf_counter() - started < 10, "no Go after the countdown"
            await asyncio.sleep(0.05)  # (the countdown, then the Go: a new message)
        for column in columns:
            picture = (await board(column)).locator(".dc-gallery img")
            await expect(picture).to_be_visible()
            assert await picture_shown(picture)

        # Ben names a symbol the cards do not share: only he is told, and he is locked out.
        right, _ = claim_for(table.state, seat[ben])  # type: ignore[misc]
        symbols = ben.button(re.compile("."), within=await board(ben))
        offered = [await b.get_attribute("aria-label") for b in await symbols.all()]
        wrong = next(s for s in offered if s in EMOJI and s != EMOJI[right])
        await ben.button(wrong, within=await board(ben)).first.click()
        refusal = "❌ Wrong: that symbol is not on both cards"
        await expect(ben.root.locator(".msg.ephemeral", has_text=refusal)).to_be_visible()
        await expect(ana.root.get_by_text(refusal)).to_have_count(0)

        # Ana names the right symbol, claim after claim, until her pile is empty.
        claims = 0
        while not table.over:
            assert time.perf_counter() - started < 120, "the mini-game did not end"
            claim = claim_for(table.state, seat[ana])
            if claim is None:
                await asyncio.sleep(0.02)
                continue
            version = table.version
            go = await board(ana)
            await ana.button(EMOJI[claim[0]], within=go).first.click()
            claims += 1
            settled = time.perf_counter() + 5
            while table.version == version and time.perf_counter() < settled:
                await asyncio.sleep(0.01)  # held 0.3 s, then settled
        played = time.perf_counter() - started

        for column in columns:
            results = column.messages().filter(has_text="Dobble · results")
            await expect(results).to_be_visible()
            await expect(results.get_by_text("@Ana wins!")).to_be_visible()
        assert claims >= 27  # her 27 cards onto the centre, one claim each
        assert page.errors == []  # type: ignore[attr-defined]
    print(f"\nDobble, the well, {claims} claims by clicks, in {played:.1f} s")
