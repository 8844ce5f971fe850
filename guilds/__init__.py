"""Per-guild configuration (``/dobro config``): the service the cogs ask, and the moderator
rule (guild-wide, or one channel). No Discord; storage through a protocol
(``storage.Database`` is one)."""

from .config import (
    ConfigError,
    ConfigService,
    ConfigStore,
    TableDefaults,
    defaults_of,
    is_moderator,
    moderates_channel,
    table_options,
)

__all__ = [
    "ConfigError",
    "ConfigService",
    "ConfigStore",
    "TableDefaults",
    "defaults_of",
    "is_moderator",
    "moderates_channel",
    "table_options",
]
