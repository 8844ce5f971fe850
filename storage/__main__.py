"""Command line: ``python -m storage backup PATH`` copies the live database safely;
``python -m storage copy --from sqlite:PATH --to postgresql://…`` moves it to PostgreSQL."""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from pathlib import Path

from dotenv import dotenv_values

from .backup import backup_file
from .copy import copy_database, parse_source
from .database import default_database_path
from .errors import StorageError
from .postgres import redact


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m storage",
        description=(
            "Maintenance of the Dobro bot's SQLite database. Safe to run while the bot is running."
        ),
    )
    db_help = (
        "the database file (default: $DATABASE_PATH or DATABASE_PATH in ./.env, as the bot "
        "reads it, else dobro.sqlite3 beside bot.py: "
        f"{default_database_path()})"
    )
    parser.add_argument("--db", type=Path, default=None, help=db_help)
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    backup = commands.add_parser(
        "backup",
        help="write a consistent copy of the database (SQLite online backup)",
        description=(
            "Write a consistent copy of the database, even while the bot is running: the copy "
            "is one committed snapshot, checked, and renamed into place only when complete. "
            "To restore, stop the bot and put the copy in place of the database file (and "
            "delete any -wal and -shm files beside it)."
        ),
    )
    backup.add_argument(
        "path", type=Path, help="the file to write, or a folder to write a dated copy into"
    )
    backup.add_argument("--force", action="store_true", help="overwrite PATH if it exists")
    backup.add_argument("--db", type=Path, default=argparse.SUPPRESS, help=db_help)
    copy = commands.add_parser(
        "copy",
        help="copy a SQLite database into an empty PostgreSQL database",
        description=(
            "Copy every table of a SQLite database into an empty PostgreSQL database (its "
            "schema is created), keeping ids; then check the row counts and replay every "
            "active game. One consistent snapshot is copied: stop the bot first, or moves made "
            "meanwhile stay behind. Then set DATABASE_URL to the target and start the bot."
        ),
    )
    copy.add_argument(
        "--from",
        dest="source",
        default=None,
        metavar="sqlite:PATH",
        help="the SQLite file (default: the bot's, as for --db)",
    )
    copy.add_argument(
        "--to", dest="target", required=True, metavar="postgresql://…", help="the target database"
    )
    return parser


def configured_database_path() -> Path:
    """Where the bot keeps its database: ``$DATABASE_PATH``, else ``DATABASE_PATH`` in the
    ``.env`` of the current folder (read the way the bot reads it), else the default."""
    if not os.environ.get("DATABASE_PATH"):
        value = dotenv_values(".env").get("DATABASE_PATH")
        if value:
            return Path(value).expanduser()
    return default_database_path()


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    db = args.db if args.db is not None else configured_database_path()
    try:
        if args.command == "backup":
            written = backup_file(db, args.path, overwrite=args.force)
            print(f"Backed up {db} to {written}")
        elif args.command == "copy":
            return _copy(args.source, db, args.target)
    except StorageError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("error: interrupted; nothing was written", file=sys.stderr)
        return 130
    return 0


def _copy(source: str | None, default: Path, target: str) -> int:
    path = parse_source(source) if source else default
    print(f"Copying {path} to {redact(target)}")
    summary = asyncio.run(copy_database(path, target, progress=print))
    for line in summary.lines():
        print(line)
    if summary.failed:
        print(
            f"error: {len(summary.failed)} active games do not replay in the copy (see above)",
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
