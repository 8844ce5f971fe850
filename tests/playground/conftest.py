"""The playground's tests: its page's server over HTTP, and its page in a real browser.

The browser is the system's Chromium (Debian's `chromium`, /usr/bin/chromium, or
`$DOBRO_CHROMIUM`), driven by Playwright for Python pointed at it: Playwright never downloads
a browser here. Without one (or without the `playwright` package), the browser tests are
skipped, in one line of pytest's summary and a block at its end saying why, as PostgreSQL's are.
`.ci/run` installs the browser when it is missing.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from playground import Playground
from tests.playground.browser import SKIP_PREFIX, missing_browser


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "browser: drives the playground's page in Chromium")


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Browser tests skip where there is no browser: from here, so that pytest's summary says
    it in one line."""
    if item.get_closest_marker("browser") is not None:
        why = missing_browser()
        if why is not None:
            pytest.skip(f"{SKIP_PREFIX}{why}")


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """A loud block at the end when the browser tests were skipped (like PostgreSQL's)."""
    skipped = terminalreporter.stats.get("skipped", [])
    if not any(SKIP_PREFIX in str(getattr(r, "longrepr", "")) for r in skipped):
        return
    terminalreporter.section("Browser", sep="!", red=True, bold=True)
    terminalreporter.write_line(f"{SKIP_PREFIX}{missing_browser()}", red=True, bold=True)
    terminalreporter.write_line(
        "(apt-get install chromium, or set DOBRO_CHROMIUM to a Chromium; .ci/run installs it)",
        red=True,
    )


@pytest.fixture
async def playground(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[Playground]:
    """The playground, its bot ready: computers and table edits without pacing (as in the
    Discord tests), hard computers inline, the card faces drawn and uploaded. Any request the
    bot sent that Discord would refuse fails the test at the end."""
    playground = Playground(
        database=tmp_path / "playground.sqlite3",
        port=0,
        ai_delay=0,
        table_edit_interval=0,
        hard_computer_workers=0,
        log_level="DEBUG",
    )
    await playground.start(monkeypatch)
    try:
        await playground.start_bot()
        yield playground
    finally:
        await playground.stop()
    playground.fake.check()
