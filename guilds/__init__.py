"""Per-guild configuration (``/dobro config``): the service the cogs ask, and the one moderator
rule. No Discord; storage through a protocol (``storage.Database`` is one)."""

from .config import (
    ConfigError,
    ConfigService,
    ConfigStore,
    TableDefaults,
    is_moderator,
    table_options,
)

__all__ = [
    "ConfigError",
    "ConfigService",
    "ConfigStore",
    "TableDefaults",
    "is_moderator",
    "table_options",
]
