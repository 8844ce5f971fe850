"""The bot token never reaches a log line: not at DEBUG, not in a traceback, not on a crash.

A realistic token (`<base64 of the bot's user id>.<timestamp>.<hmac>`) runs the real bot through
start-up and command sync, games with a 429 and a 500 from Discord, a restart and shutdown, with
every logger (discord.* included) at DEBUG; every record is formatted with its traceback and
scanned, with its fields. `python bot.py` is then run as a process with a refused token, and its
stdout and stderr are scanned the same way. Neither the token nor its first segment (the user id
part, which identifies the bot) may appear.
"""

from __future__ import annotations

import asyncio
import base64
import logging
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from fakediscord import FakeDiscord
from tests.discord.play_helpers import open_table, play_by_clicks, settle, start_play_bot
from tests.discord.test_startup import run_bot_process

USER_ID_PART = base64.b64encode(b"1187654321098765432").decode().rstrip("=")
TOKEN = f"{USER_ID_PART}.GZ3kQa.Xy7pLm2Qw9Rt4Uv6Sb8Nc1Df3Gh5Jk7Lz9Ae2Bo"
BAD_TOKEN = f"{USER_ID_PART}.HA4lRb.refusedTOKENrefusedTOKENrefusedTOKEN12"
EDIT = "/channels/{channel_id}/messages/{message_id}"
POST = "/channels/{channel_id}/messages"


class Everything(logging.Handler):
    """Every record, formatted with its traceback, and its fields (args, extras) as text."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.lines: list[str] = []
        self.setFormatter(logging.Formatter("%(asctime)s %(name)s %(levelname)s %(message)s"))

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(self.format(record))
        self.lines.append(repr(record.__dict__))


@pytest.fixture
def captured() -> Iterator[Everything]:
    """Every logger at DEBUG into one handler on the root logger, for the test."""
    handler = Everything()
    root = logging.getLogger()
    levels = {name: logging.getLogger(name).level for name in ("", "discord", "dobro")}
    root.addHandler(handler)
    for name in levels:
        logging.getLogger(name).setLevel(logging.DEBUG)
    try:
        yield handler
    finally:
        root.removeHandler(handler)
        for name, level in levels.items():
            logging.getLogger(name).setLevel(level)


def leaks(text: str, token: str) -> list[str]:
    """The secrets of `token` found in `text`: the whole token, its user id part."""
    return [secret for secret in (token, token.split(".")[0]) if secret in text]


@pytest.mark.fake_discord(token=TOKEN)
async def test_token_never_in_debug_logs(
    fake_discord: FakeDiscord, start_bot: Any, captured: Everything
) -> None:
    ana, ben = fake_discord.member("ana"), fake_discord.member("ben")
    bot = await start_play_bot(start_bot, seed=11)  # start-up, login, gateway, command sync
    assert fake_discord.token == TOKEN and bot.is_ready()
    table = await open_table(fake_discord, bot, ana, others=[ben], seats=2)
    await play_by_clicks(fake_discord, bot, table, [ana, ben], random.Random(3), stop_after=6)
    # Discord errors while playing: a 429 on table edits and a 500 on a post, both retried
    # (through the channel, or the click's webhook the writer rides on: issue 35).
    for edit in (EDIT, "/webhooks/{webhook_id}/{webhook_token}/messages/@original"):
        fake_discord.rate_limit("PATCH", edit, times=2, retry_after=0.05)
        fake_discord.fail_next("PATCH", edit, status=500)
    for post in (POST, "/webhooks/{webhook_id}/{webhook_token}"):
        fake_discord.fail_next("POST", post, status=500)
    await play_by_clicks(fake_discord, bot, table, [ana, ben], random.Random(4), stop_after=14)
    await fake_discord.slash(ana, fake_discord.channel, "dobro export", game=10**12)  # refused
    await settle(fake_discord, bot)
    statuses = {r.status for r in fake_discord.requests}
    assert {429, 500} <= statuses, statuses

    # A restart: the table comes back from storage and play goes on; then shutdown.
    await bot.close()
    again = await start_play_bot(start_bot, seed=12)
    restored = again.tables.in_channel(fake_discord.channel.id)
    assert restored is not None and restored.state is not None
    await play_by_clicks(fake_discord, again, restored, [ana, ben], random.Random(5), stop_after=4)
    await again.close()

    text = "\n".join(captured.lines)
    assert len(captured.lines) > 200, "the capture saw (almost) nothing: is DEBUG on?"
    assert "discord." in text and "dobro" in text
    assert any("429" in line for line in captured.lines), "the 429 was not logged"
    assert leaks(text, TOKEN) == [], "the bot token appears in the logs"


async def test_token_never_in_a_refused_start(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    process = await run_bot_process(
        fake_discord, tmp_path, DISCORD_TOKEN=BAD_TOKEN, LOG_LEVEL="DEBUG"
    )
    stdout, stderr = await asyncio.wait_for(process.communicate(), timeout=30)
    text = stdout.decode() + stderr.decode()
    assert process.returncode == 1, text
    assert "Discord refused DISCORD_TOKEN" in text
    assert "DEBUG" in text, "the process did not log at DEBUG"
    assert leaks(text, BAD_TOKEN) == [], "the refused token appears in the output"
