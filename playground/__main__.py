"""`python -m playground`: try the bot in a browser, with no Discord account and no token.

Starts the offline Discord, `bot.py`'s bot on it (its games in a SQLite file), and a page on
http://127.0.0.1:8765 (this machine only). Ctrl-C stops everything.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import errno
import sys
import tempfile
import webbrowser
from pathlib import Path

import discord

from playground.app import DEFAULT_PORT, Playground


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m playground",
        description=(
            "Try the Dobro bot in your browser: the real bot on a small offline Discord, with "
            "several people (and a moderator) to play as, side by side. Nothing leaves this "
            "machine, and no Discord account or token is needed."
        ),
    )
    parser.add_argument(
        "--port", type=int, default=DEFAULT_PORT, help=f"the page's port (default {DEFAULT_PORT})"
    )
    parser.add_argument(
        "--ai-delay",
        type=float,
        default=1.2,
        help="seconds a computer player takes to play, on average (default 1.2, as the bot)",
    )
    parser.add_argument(
        "--open", action="store_true", help="open the page in this machine's browser"
    )
    parser.add_argument(
        "--log-level", default="WARNING", help="the bot's log level (default WARNING)"
    )
    args = parser.parse_args(argv)
    if not 0 <= args.ai_delay <= 10:
        parser.error("--ai-delay: give a number of seconds from 0 to 10")
    return args


async def serve(args: argparse.Namespace, database: Path) -> None:
    playground = Playground(
        database=database, port=args.port, ai_delay=args.ai_delay, log_level=args.log_level
    )
    try:
        await playground.start()
    except OSError as exc:
        await playground.fake.stop()
        why = (
            "another program uses that port"
            if exc.errno == errno.EADDRINUSE
            else (exc.strerror or str(exc))
        )
        raise SystemExit(
            f"The page cannot listen on 127.0.0.1:{args.port}: {why}; choose another port, "
            f"e.g. python -m playground --port {args.port + 1}."
        ) from None
    print(f"The playground is at {playground.url} (only on this machine). Ctrl-C stops it.")
    print("The bot is starting on the offline Discord; the page says when it is ready.")
    if args.open:
        webbrowser.open(playground.url)
    try:
        await playground.run()
    finally:
        await playground.stop()


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    discord.utils.setup_logging(level=args.log_level.upper(), root=True)
    # The offline Discord lives in memory: its games live in a new SQLite file, deleted with it.
    # (bot.run handles Ctrl-C itself; the suppress is for a Ctrl-C before it runs)
    with (
        tempfile.TemporaryDirectory(prefix="dobro-playground-") as folder,
        contextlib.suppress(KeyboardInterrupt),
    ):
        asyncio.run(serve(args, Path(folder) / "playground.sqlite3"))
    print("The playground stopped.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
