"""Driving the playground's page in the system's Chromium, as a person would: typing commands,
pressing buttons, reading what each column shows.

Playwright for Python (`requirements-dev.txt`) is launched on the system's browser: no browser
is ever downloaded (never `playwright install`).
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from playwright.async_api import Locator, Page

#: The first words of the skip reason (the summary's block looks for them).
SKIP_PREFIX = "Browser tests SKIPPED: "
#: Chromium's flags for this machine: headless, as root, and no network of its own (its
#: background connections are refused here, and slow it down).
CHROMIUM_FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)
DEFAULT_CHROMIUM = "/usr/bin/chromium"


def chromium_path() -> Path | None:
    """The system's Chromium: `$DOBRO_CHROMIUM`, else Debian's, else one on the PATH."""
    configured = os.environ.get("DOBRO_CHROMIUM")
    candidates = [configured] if configured else [DEFAULT_CHROMIUM]
    candidates += [shutil.which("chromium") or "", shutil.which("chromium-browser") or ""]
    for candidate in candidates:
        if candidate and Path(candidate).is_file() and os.access(candidate, os.X_OK):
            return Path(candidate)
    return None


def missing_browser() -> str | None:
    """Why the browser tests cannot run here, or None when they can."""
    if importlib.util.find_spec("playwright") is None:
        return "the playwright package is not installed (pip install -r requirements-dev.txt)"
    if chromium_path() is None:
        configured = os.environ.get("DOBRO_CHROMIUM")
        if configured:
            return f"DOBRO_CHROMIUM={configured} is not a program, and no chromium is installed"
        return f"no Chromium at {DEFAULT_CHROMIUM} (apt-get install chromium)"
    return None


@asynccontextmanager
async def browser_page(url: str, *, width: int = 1600, height: int = 1000) -> AsyncIterator[Page]:
    """A page of the system's Chromium at `url`, once the playground's page is ready. Errors
    the page's scripts raise are collected in `page.errors` (tests assert there are none)."""
    from playwright.async_api import async_playwright, expect

    # A busy machine (CI runs two workers on two cores) may take a while to redraw a column.
    expect.set_options(timeout=15_000)

    executable = chromium_path()
    assert executable is not None, missing_browser()
    async with async_playwright() as driver:
        browser = await driver.chromium.launch(
            executable_path=str(executable), args=list(CHROMIUM_FLAGS)
        )
        try:
            page = await browser.new_page(viewport={"width": width, "height": height})
            errors: list[str] = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.errors = errors  # type: ignore[attr-defined]
            began = time.perf_counter()
            await page.goto(url)
            await page.wait_for_selector("body[data-ready='1']", timeout=20_000)
            page.load_seconds = time.perf_counter() - began  # type: ignore[attr-defined]
            yield page
        finally:
            await browser.close()


class Column:
    """One person's column of the page: their Discord app."""

    def __init__(self, page: Page, index: int) -> None:
        self.page = page
        self.root: Locator = page.locator(".pane").nth(index)

    def messages(self) -> Locator:
        return self.root.locator(".messages .msg")

    def message(self, message_id: int) -> Locator:
        return self.root.locator(f".msg[data-message='{message_id}']")

    def button(self, text: str | re.Pattern[str], *, within: Locator | None = None) -> Locator:
        """An enabled button of the messages (the last one showing `text`)."""
        scope = within if within is not None else self.root.locator(".messages")
        return scope.locator("button.dc-button:not([disabled])", has_text=text)

    async def press(self, text: str | re.Pattern[str], **options: Any) -> None:
        """Press the newest enabled button showing `text`."""
        await self.button(text).last.click(**options)

    async def command(self, text: str, **options: str) -> None:
        """Type `text` ("/dobro new") in the command box, pick it in the list, fill in its
        options as a person would (a menu's entry by its label, or text), and send it."""
        box = self.root.locator(".command-input")
        await box.click()
        await box.fill(text)
        await self.root.locator(".popup-item").first.click()
        for name, value in options.items():
            chip = self.root.locator(f".option[data-option='{name}']")
            if not await chip.count():
                await self.root.locator(".add-option", has_text=f"+ {name}").click()
            field = chip.locator("select, input")
            if await field.evaluate("node => node.tagName") == "SELECT":
                await field.select_option(label=value)
            else:
                await field.fill(value)
        await self.root.locator(".send").click()

    async def text(self) -> str:
        return await self.root.locator(".messages").inner_text()
