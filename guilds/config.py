"""A guild's configuration, cached, and the rules that read it.

Moderator commands stay under ``/dobro`` with everything else (Discord cannot hide one
subcommand), so the moderator rule is what counts, by scope:

- guild-wide powers (configuration, leagues, void, recompute; tournaments later) need Manage
  Server or the guild's configured moderator role (``is_moderator``);
- Manage Messages in a channel (Discord resolves the channel's overwrites into the
  interaction's permissions) moderates that channel only: it lets someone cancel a game in play
  there (``moderates_channel``), nothing guild-wide.

Changes go to storage first, then to the cache: a change applies to the next command at once,
without a restart, and a failed write changes nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from games import DEFAULT_GAME, GAMES, rules
from games.options import TableOption, declared
from storage import GuildConfig
from tables.model import DEFAULT_TIMER


class ConfigError(Exception):
    """A refusal for the person who asked: ``code`` is a catalogue key, ``params`` its
    placeholders."""

    def __init__(self, code: str, /, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


class GuildConfigStore(Protocol):
    async def get(self, guild_id: int) -> GuildConfig: ...

    async def update(self, guild_id: int, **changes: Any) -> GuildConfig: ...

    async def set_option(
        self, guild_id: int, game: str, option: str, value: str | None
    ) -> GuildConfig: ...


class ConfigStore(Protocol):
    """What the service stores (``storage.Database`` satisfies it)."""

    @property
    def guilds(self) -> GuildConfigStore: ...


@dataclass(frozen=True, slots=True)
class TableDefaults:
    """What a table plays when its opener leaves something out: the game, its options (only
    those set: the game's own defaults fill the rest) and the turn timer (seconds; 0: off)."""

    game: str = DEFAULT_GAME
    options: Mapping[str, Any] = field(default_factory=dict)
    #: Seconds; 0: no timer.
    timer: int = DEFAULT_TIMER


def is_moderator(
    config: GuildConfig | None, *, manage_guild: bool, role_ids: Iterable[int]
) -> bool:
    """Guild-wide moderator powers: Manage Server, or the configured moderator role (a
    guild's owner and administrators hold every permission)."""
    if manage_guild:
        return True
    role = config.moderator_role_id if config is not None else None
    return role is not None and role in set(role_ids)


def moderates_channel(
    config: GuildConfig | None,
    *,
    manage_guild: bool,
    manage_messages: bool,
    role_ids: Iterable[int],
) -> bool:
    """A moderator of this one channel (cancel a game in play there): a guild moderator, or
    Manage Messages in the channel."""
    return manage_messages or is_moderator(config, manage_guild=manage_guild, role_ids=role_ids)


def league_table(settings: Mapping[str, Any]) -> TableDefaults:
    """What a league's tables play: its stored settings (a league made before games had
    options stored Dobro's variant and draw at the top level)."""
    game = str(settings.get("game", DEFAULT_GAME))
    options = settings.get("options")
    if options is None:
        options = {k: settings[k] for k in ("variant", "draw") if k in settings}
    return TableDefaults(
        game=game, options=dict(options), timer=int(settings.get("timer", DEFAULT_TIMER))
    )


def game_options(game: str) -> tuple[TableOption, ...]:
    """``game``'s table options, as its rules declare them (``games.options``)."""
    return declared(rules(game).options_model)


def option_defaults(config: GuildConfig, game: str) -> dict[str, Any]:
    """The guild's defaults for ``game``'s options, as the options model's values (field ->
    value). A stored word that is no choice any more (an option a new version changed) is left
    out: the game's own default applies."""
    stored = config.option_defaults(game)
    found = {}
    for option in game_options(game):
        choice = option.choice(stored[option.field]) if option.field in stored else None
        if choice is not None:
            found[option.field] = choice.value
    return found


def table_options(
    config: GuildConfig,
    *,
    game: str | None,
    given: Mapping[str, Any],
    timer: int | None,
    league: Mapping[str, Any] | None = None,
) -> TableDefaults:
    """A new table's game, options and timer: the league's (which its host cannot change: an
    option or a game given that differs is refused), else what the opener gave, else the
    guild's defaults for that game's options (``/dobro config option``), else the game's own.
    ``given``: option field -> value (None: left out)."""
    if league is not None:
        fixed = league_table(league)
        differs = (game is not None and game != fixed.game) or (
            timer is not None and timer != fixed.timer
        )
        # Compared as words: a league stored "5" where a command now gives 5.
        differs = differs or any(
            v is not None and str(v) != str(fixed.options.get(k)) for k, v in given.items()
        )
        if differs:
            raise ConfigError("league.settings_fixed")
        return fixed
    defaults = defaults_of(config)
    chosen = game or defaults.game
    options = {**option_defaults(config, chosen)} if chosen in GAMES else {}
    options.update({name: value for name, value in given.items() if value is not None})
    return TableDefaults(
        game=chosen,
        options=options,
        timer=timer if timer is not None else defaults.timer,
    )


def defaults_of(config: GuildConfig) -> TableDefaults:
    """The guild's defaults for ``/dobro new`` (and for a new league's settings): its game and
    turn timer (each game's options come from ``table_options``)."""
    return TableDefaults(
        game=config.game if config.game in GAMES else DEFAULT_GAME,
        timer=config.timer if config.timer is not None else DEFAULT_TIMER,
    )


class ConfigService:
    """Guild configurations, read through a cache that every change updates."""

    def __init__(self, store: ConfigStore) -> None:
        self.store = store
        self._cache: dict[int, GuildConfig] = {}

    async def get(self, guild_id: int) -> GuildConfig:
        found = self._cache.get(guild_id)
        if found is None:
            found = await self.store.guilds.get(guild_id)
            self._cache[guild_id] = found
        return found

    def cached(self, guild_id: int) -> GuildConfig | None:
        """The configuration if already read (error messages peek without awaiting)."""
        return self._cache.get(guild_id)

    async def update(self, guild_id: int, **changes: Any) -> GuildConfig:
        """Store the changes, then cache the result (a failed write leaves the cache as it
        was)."""
        config = await self.store.guilds.update(guild_id, **changes)
        self._cache[guild_id] = config
        return config

    async def set_option(
        self, guild_id: int, game: str, option: TableOption, word: str | None
    ) -> GuildConfig:
        """Set the guild's default for ``game``'s ``option`` to the choice ``word`` names, or
        clear it (None); ``ConfigError("config.option_value")`` for a word that is no choice
        of the option (it names the choices)."""
        if word is not None:
            choice = option.choice(word)
            if choice is None:
                raise ConfigError(
                    "config.option_value",
                    option=option.command,
                    values=", ".join(c.word for c in option.choices),
                )
            word = choice.word
        config = await self.store.guilds.set_option(guild_id, game, option.field, word)
        self._cache[guild_id] = config
        return config

    async def check_channel(self, guild_id: int, *channel_ids: int | None) -> None:
        """Tables may be opened here: in an allowed channel, or a thread of one (give the
        channel and its parent). ``ConfigError("config.channel_refused")`` names where to go."""
        config = await self.get(guild_id)
        allowed = config.channels
        if allowed is None or any(c in allowed for c in channel_ids if c is not None):
            return
        raise ConfigError("config.channel_refused", channels=allowed)
