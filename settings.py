"""Configuration of the bot, read from the environment and from a `.env` file.

Every setting is documented in `.env.example`. `load_settings()` turns any problem into a
`ConfigError` whose message is one sentence that names the setting and says what to do, so that
`python bot.py` can print it and stop without a traceback.
"""

from __future__ import annotations

import functools
import logging
import tomllib
from difflib import get_close_matches
from pathlib import Path
from typing import Annotated, Any, Literal, get_args

from dotenv import dotenv_values
from pydantic import Field, SecretStr, ValidationError, ValidationInfo, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

import locales

BASE_DIR = Path(__file__).resolve().parent
DEFAULT_DATABASE_PATH = BASE_DIR / "dobro.sqlite3"
LogLevel = Literal["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"]
LOG_LEVELS: tuple[str, ...] = get_args(LogLevel)


class ConfigError(Exception):
    """A setting is missing or invalid; the message is meant for the person starting the bot."""


class Settings(BaseSettings):
    """The bot's settings. Names are the environment variables, case-insensitive."""

    model_config = SettingsConfigDict(
        env_file=".env",
        env_file_encoding="utf-8",
        env_ignore_empty=True,
        extra="ignore",
        case_sensitive=False,
    )

    discord_token: SecretStr = Field(description="The bot token from the Discord Developer Portal.")
    database_path: Path = Field(
        default=DEFAULT_DATABASE_PATH, description="SQLite file holding tables and games."
    )
    database_url: str | None = Field(
        default=None,
        description="postgresql://USER:PASSWORD@HOST:PORT/DATABASE: use PostgreSQL, not SQLite.",
    )
    database_pool_size: int = Field(
        default=5, ge=1, le=100, description="Connections to PostgreSQL at most (1 to 100)."
    )
    dev_guild_id: int | None = Field(
        default=None, description="A server ID: slash commands are synced there instantly."
    )
    log_level: LogLevel = "INFO"
    default_language: str = Field(
        default=locales.DEFAULT,
        description="The language when neither the person's nor the server's is spoken: a "
        "folder of locales/ (en, fr, pt-BR…).",
    )
    ai_delay: float = Field(
        default=1.2,
        ge=0,
        le=10,
        description="Seconds a computer player takes to play, on average (0 in tests).",
    )

    hard_computer_workers: int = Field(
        default=1,
        ge=0,
        le=64,
        description="Worker processes where hard computers think (0: in the bot's process).",
    )

    table_edit_interval: float = Field(
        default=1.0,
        ge=0,
        le=10,
        description="Seconds between two edits of one table message (bursts become one edit).",
    )

    card_emojis: bool = Field(
        default=True,
        description="Upload the card faces as application emojis at start-up and show them.",
    )

    global_requests: int = Field(
        default=45,
        ge=1,
        le=50,
        description=(
            "Requests a second the bot allows itself on Discord's global limit (50), every "
            "process of the bot together."
        ),
    )

    # Sharding (docs/architecture.md, "Running at scale"): unset, one process holds every guild.
    shard_count: int | None = Field(
        default=None, ge=1, description="The bot's total number of shards, over all processes."
    )
    shard_ids: Annotated[tuple[int, ...] | None, NoDecode] = Field(
        default=None,
        description="The shards this process runs (0-3, 0,2); unset: all of SHARD_COUNT.",
    )

    @field_validator("discord_token")
    @classmethod
    def _token_not_blank(cls, value: SecretStr) -> SecretStr:
        token = value.get_secret_value().strip()
        if not token:
            raise ValueError("empty token")
        if any(ch.isspace() for ch in token):
            raise ValueError("a token has no spaces")
        return SecretStr(token)

    @field_validator("database_path")
    @classmethod
    def _home(cls, value: Path) -> Path:
        """``~/dobro.sqlite3`` is in the home folder, as in a shell (not a folder named ``~``)."""
        return value.expanduser()

    @field_validator("database_url", mode="before")
    @classmethod
    def _postgres_url(cls, value: Any) -> Any:
        if isinstance(value, str):
            value = value.strip() or None
            if value is not None and not value.startswith(("postgresql://", "postgres://")):
                raise ValueError("not a PostgreSQL URL")
        return value

    @field_validator("log_level", mode="before")
    @classmethod
    def _upper_level(cls, value: Any) -> Any:
        return value.strip().upper() if isinstance(value, str) else value

    @field_validator("default_language", mode="before")
    @classmethod
    def _catalogue_language(cls, value: Any) -> Any:
        """A language of the catalogue in any case ("PT-br" → "pt-BR"): one of its folders."""
        found = locales.canonical(value)
        if found is None:
            raise ValueError(_FIXES["default_language"])
        return found

    @field_validator("dev_guild_id", mode="before")
    @classmethod
    def _snowflake(cls, value: Any) -> Any:
        if isinstance(value, str):
            value = value.strip()
            if not value.isdigit():
                raise ValueError("not a number")
            value = int(value)
        if isinstance(value, int) and not 0 < value < 2**64:
            raise ValueError("out of range")
        return value

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _shard_list(cls, value: Any, info: ValidationInfo) -> Any:
        """Shard ids as "0-3", "0,2", "1" or a list, each below SHARD_COUNT (set too)."""
        if value is None:
            return None
        count = info.data.get("shard_count")
        if count is None:
            raise ValueError("set SHARD_COUNT too (the total number of shards)")
        beyond = ValueError(f"with SHARD_COUNT={count}, give shard ids from 0 to {count - 1}")
        if isinstance(value, str):
            ids: set[int] = set()
            for part in value.replace(" ", "").split(","):
                low, dash, high = part.partition("-")
                if not low.isdigit() or (dash and not high.isdigit()):
                    raise ValueError(_FIXES["shard_ids"])
                first, last = int(low), int(high) if dash else int(low)
                if last < first:
                    raise ValueError(_FIXES["shard_ids"])
                if last >= count:
                    raise beyond
                ids.update(range(first, last + 1))
            value = sorted(ids)
        if not isinstance(value, list | tuple) or not all(
            isinstance(i, int) and not isinstance(i, bool) and i >= 0 for i in value
        ):
            raise ValueError(_FIXES["shard_ids"])
        if not value or max(value) >= count:
            raise beyond
        return tuple(sorted(set(value)))

    @property
    def log_level_number(self) -> int:
        """The `logging` level for LOG_LEVEL."""
        return logging.getLevelNamesMapping()[self.log_level]


_FIXES = {
    "database_path": "give the path of a SQLite file, e.g. dobro.sqlite3",
    "database_url": (
        "give a PostgreSQL URL, postgresql://USER:PASSWORD@HOST:PORT/DATABASE, or leave it "
        "empty to use SQLite (DATABASE_PATH)"
    ),
    "database_pool_size": "give a number of connections from 1 to 100",
    "dev_guild_id": (
        "give a Discord server ID (a number: with developer mode on, right-click the server, "
        "Copy Server ID) or leave it empty"
    ),
    "log_level": "use one of " + ", ".join(LOG_LEVELS),
    "default_language": ("use one of " + ", ".join(locales.LANGUAGES) + " (a folder of locales/)"),
    "ai_delay": "give a number of seconds from 0 to 10",
    "table_edit_interval": "give a number of seconds from 0 to 10",
    "hard_computer_workers": "give a number of worker processes from 0 to 64",
    "card_emojis": "use true or false",
    "global_requests": "give a number of requests a second from 1 to 50",
    "shard_count": "give the total number of shards, a whole number from 1, or leave it empty",
    "shard_ids": "give the shards this process runs, e.g. 0-3 or 0,2 (SHARD_COUNT set too)",
}

_MISSING_TOKEN = (
    "DISCORD_TOKEN is not set: create a bot in the Discord Developer Portal and put its token "
    "in .env (copy .env.example) or in the environment."
)
_BAD_TOKEN = (
    "DISCORD_TOKEN does not look like a bot token: copy it again from the Discord Developer "
    "Portal (Bot, Reset Token) into .env or the environment."
)


def _describe(error: ValidationError) -> str:
    """One sentence for the first problem pydantic found."""
    first = error.errors()[0]
    field = str(first["loc"][0]) if first["loc"] else ""
    if field == "discord_token":
        return _MISSING_TOKEN if first["type"] == "missing" else _BAD_TOKEN
    env_name = field.upper() or "A setting"
    fix = _FIXES.get(field, "see .env.example")
    if field == "shard_ids" and isinstance((first.get("ctx") or {}).get("error"), ValueError):
        fix = str(first["ctx"]["error"])  # which rule the shard ids break
    if first["type"] == "missing" or "input" not in first:
        return f"{env_name} is missing: {fix}."
    bad = str(first["input"])
    if field == "database_url" and "@" in bad:  # never echo a password
        bad = bad.split("://", 1)[0] + "://…@" + bad.rsplit("@", 1)[1]
    shown = bad if len(bad) <= 40 else bad[:37] + "..."
    return f"{env_name}={shown!r} is not valid: {fix}."


def load_settings(**overrides: Any) -> Settings:
    """Read the settings, raising `ConfigError` with one helpful sentence on any problem.

    Keyword arguments override the environment (tests pass `_env_file=None` to ignore `.env`).
    """
    try:
        return Settings(**overrides)
    except ValidationError as exc:
        raise ConfigError(_describe(exc)) from None


def unknown_keys_line(env_file: str | Path | None = ".env") -> str | None:
    """One line naming the keys of ``env_file`` that are no setting, each with the setting it
    may be a typo of (``AI_DELAI``: ``AI_DELAY``), since the bot would otherwise ignore them
    silently; None when every key is known (or there is no such file)."""
    if env_file is None or not Path(env_file).is_file():
        return None
    known = [name.upper() for name in Settings.model_fields]
    unknown = [key for key in dotenv_values(env_file) if key.upper() not in known]
    if not unknown:
        return None
    described = []
    for key in unknown:
        close = get_close_matches(key.upper(), known, n=1, cutoff=0.75)
        described.append(f"{key} (did you mean {close[0]}?)" if close else key)
    verb = "is not a setting" if len(unknown) == 1 else "are not settings"
    return (
        f"{env_file}: {', '.join(described)} {verb} of the bot, ignored (the settings are "
        "listed in .env.example)."
    )


@functools.cache
def app_version() -> str:
    """The version from pyproject.toml, so there is one place to bump it (read once: /dobro ping
    shows it on every call)."""
    try:
        with (BASE_DIR / "pyproject.toml").open("rb") as fh:
            return str(tomllib.load(fh)["project"]["version"])
    except (OSError, KeyError, tomllib.TOMLDecodeError):
        return "unknown"
