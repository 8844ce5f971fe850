"""/dobro config through the offline Discord: who may run a moderator command (one rule,
everywhere), settings that apply to the very next /dobro new without a restart, settings that
survive a restart, and French names for every new command and option."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import locales
from bot import DobroBot
from fakediscord import FakeChannel, FakeDiscord, FakeRole, FakeUser, StoredMessage
from fakediscord.models import MANAGE_MESSAGES
from storage import GuildConfig
from tables import Table
from tests.discord.play_helpers import settle, start_play_bot
from tests.tables.fakes import FakeClock
from tests.tables.helpers import eventually

MANAGE_GUILD = 1 << 5  # "Manage Server" (not among the fake's constants)

#: The refusal before a moderator role is configured, and once one is.
REFUSED = (
    "Only a moderator can do that: Manage Server (or the moderator role, once one is set with "
    "/dobro config moderator-role). Manage Messages in a channel only lets you cancel a game in "
    "play there."
)
REFUSED_ROLE = "Only a moderator can do that: Manage Server, or the <@&{role}> role."
SAVED = "✅ Saved."


def world(bot: DobroBot) -> Any:
    """The bot's storage (it exists whenever the bot runs over real storage)."""
    assert bot.db is not None and bot.configs is not None
    return bot.db


async def snapshot(bot: DobroBot, guild: int) -> tuple[Any, ...]:
    """Everything a moderator command could change: the stored and the cached configuration,
    the leagues (open or closed) and the ratings."""
    db = world(bot)
    leagues = await db.leagues.listed(guild, limit=100)
    return (
        await db.guilds.get(guild),
        bot.configs.cached(guild),  # type: ignore[union-attr]
        [(x.name, x.closed_at) for x in leagues],
        await db.ratings.all(guild),
    )


async def reply(
    fake: FakeDiscord, user: FakeUser, channel: Any, command: str, /, **options: Any
) -> StoredMessage:
    """What the bot answered to ``user``'s command (deferred answers: after the edit)."""
    interaction = await fake.slash(user, channel, command, **options)
    assert not interaction.error_codes, interaction.errors
    return interaction.response()


async def said(
    fake: FakeDiscord, user: FakeUser, channel: Any, command: str, /, **options: Any
) -> str:
    """The private answer to ``user``'s command, as text."""
    answer = await reply(fake, user, channel, command, **options)
    assert answer.ephemeral and answer.visible_to == user.id, answer.text()[:200]
    return answer.text()


# ------------------------------------------------------------------------------------------------
# 1. One moderator rule for every moderator command


@dataclass
class Persona:
    key: str
    user: FakeUser
    channel: FakeChannel


@dataclass
class Matrix:
    """The world of the permission matrix."""

    fake: FakeDiscord
    bot: DobroBot
    mods: FakeRole
    games: FakeChannel
    allowed: list[Persona] = field(default_factory=list)
    refused: list[Persona] = field(default_factory=list)


#: An option value standing for the #games channel (created by the test).
GAMES = "<#games>"


@dataclass(frozen=True)
class Row:
    """A moderator command, its options and what an allowed persona is told (a fragment of the
    answer); ``{who}`` in a text is the persona's key (league names stay unique). ``after``
    runs after each allowed persona's turn."""

    command: str
    options: dict[str, Any]
    told: str
    after: Callable[[Matrix], Any] | None = None

    def options_for(self, m: Matrix, who: str) -> dict[str, Any]:
        return {
            k: m.games if v == GAMES else v.format(who=who) if isinstance(v, str) else v
            for k, v in self.options.items()
        }


async def reset_moderator_role(m: Matrix) -> None:
    """The moderator-role row clears the role: check it did, then the owner sets it again."""
    guild = m.fake.guild.id
    assert (await world(m.bot).guilds.get(guild)).moderator_role_id is None
    owner = m.fake.member("ana")
    assert SAVED in await said(
        m.fake, owner, m.fake.channel, "dobro config moderator-role", role=m.mods
    )
    assert (await world(m.bot).guilds.get(guild)).moderator_role_id == m.mods.id


async def recompute_cooldown_over(m: Matrix) -> None:
    """The recompute row's next persona is not held back by the guild's cooldown (tested in
    tests/standings): this matrix is about who may, not how often."""
    m.bot.standings._cooldowns.clear()  # type: ignore[union-attr]


MODERATOR_COMMANDS = [
    Row("dobro league create", {"name": "Cup {who}"}, "**Cup {who}** is open"),
    Row("dobro league close", {"league": "Spring"}, "Close **Spring** now?"),
    Row("dobro league close", {"league": "Nowhere"}, "There is no league called Nowhere"),
    Row(
        "dobro recompute-ratings",
        {},
        "Ratings rebuilt from 0 counted games",
        after=recompute_cooldown_over,
    ),
    Row("dobro void", {"game": 999_999, "reason": "x"}, "There is no game 999999 in this server."),
    Row("dobro config show", {}, "Dobro · this server's settings"),
    Row("dobro config language", {"value": "fr"}, SAVED),
    Row("dobro config timer", {"value": 60}, SAVED),
    Row("dobro config option", {"game": "dobro", "option": "drawing", "value": "manual"}, SAVED),
    Row("dobro config option", {"game": "dobro", "option": "variant", "value": "long"}, SAVED),
    Row("dobro config channels", {"action": "add", "channel": GAMES}, SAVED),
    Row("dobro config channels", {"action": "all"}, SAVED),
    Row("dobro config moderator-role", {}, SAVED, after=reset_moderator_role),  # clears it
]  # fmt: skip


def rows_and_personas(m: Matrix) -> Iterator[tuple[Row, Persona, bool]]:
    """Each command in turn: first everyone refused (so "changes nothing" is checked before an
    allowed persona changes anything), then everyone allowed."""
    for row in MODERATOR_COMMANDS:
        for persona in m.refused:
            yield row, persona, False
        for persona in m.allowed:
            yield row, persona, True


async def test_every_moderator_command_follows_the_one_moderator_rule(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """Guild-wide powers by scope (issue 20): the owner, Manage Server (a role) and the
    configured moderator role (a role granting nothing) may run every moderator command; a
    plain member and someone with Manage Messages in one channel only (say, a temporary
    channel's owner: they must not make themselves moderator for good), there or elsewhere, are
    refused privately with what is needed (naming the role once one is set), and nothing
    changes."""
    fake = fake_discord
    bot = await start_play_bot(start_bot)
    guild = fake.guild.id
    general, elsewhere = fake.channel, fake.other_channel
    ana, ben, cleo, dan = (fake.member(n) for n in ("ana", "ben", "cleo", "dan"))
    eve = fake.add_member("eve")
    fake.give_role(ben, fake.add_role("Managers", MANAGE_GUILD))
    fake.set_permissions(general, cleo, allow=MANAGE_MESSAGES)
    mods = fake.add_role("Dobro mods")  # grants no permission at all
    fake.give_role(dan, mods)
    games = fake.add_channel("games")
    await fake.wait_idle()

    # Before a moderator role is set, the role's member is a plain member.
    assert await said(fake, dan, general, "dobro config show") == REFUSED
    assert await said(fake, eve, general, "dobro config show") == REFUSED
    assert SAVED in await said(fake, ana, general, "dobro config moderator-role", role=mods)
    assert (await world(bot).guilds.get(guild)).moderator_role_id == mods.id
    created = await reply(fake, ana, general, "dobro league create", name="Spring")
    assert not created.ephemeral and "**Spring** is open" in created.text()

    m = Matrix(fake, bot, mods, games)
    m.allowed = [
        Persona("owner", ana, general),
        Persona("manager", ben, general),
        Persona("role-mod", dan, general),
    ]
    m.refused = [
        Persona("member", eve, general),
        Persona("channel-mod", cleo, general),
        Persona("channel-mod-elsewhere", cleo, elsewhere),
    ]
    refusal = REFUSED_ROLE.format(role=mods.id)
    for row, persona, allowed in rows_and_personas(m):
        where = f"/{row.command} by {persona.key}"
        options = row.options_for(m, persona.key)
        if allowed:
            answer = await reply(fake, persona.user, persona.channel, row.command, **options)
            text = answer.text()
            assert "Only a moderator" not in text, f"{where} was refused: {text}"
            assert row.told.format(who=persona.key) in text, f"{where}: {text[:300]}"
            if row.after is not None:
                await row.after(m)
        else:
            before = await snapshot(bot, guild)
            text = await said(fake, persona.user, persona.channel, row.command, **options)
            assert text == refusal, f"{where}: {text}"
            assert await snapshot(bot, guild) == before, f"{where} changed something"

    # What the allowed personas did, they did.
    assert await world(bot).guilds.get(guild) == GuildConfig(
        guild, language="fr", moderator_role_id=mods.id, timer=60, channels=None,
        options={"dobro": {"draw": "manual", "variant": "long"}},
    )  # fmt: skip
    names = {x.name for x in await world(bot).leagues.listed(guild, limit=100)}
    assert names == {"Spring"} | {f"Cup {p.key}" for p in m.allowed}
    spring = await world(bot).leagues.by_name(guild, "Spring")
    assert spring is not None and spring.open  # asked, never confirmed
    assert bot.configs.cached(guild) == await world(bot).guilds.get(guild)  # type: ignore[union-attr]

    # Once the role is cleared, its member is refused again, and nobody is told of a role.
    assert SAVED in await said(fake, ana, general, "dobro config moderator-role")
    for user in (dan, eve):
        assert await said(fake, user, general, "dobro config show") == REFUSED
    await settle(fake, bot)


# ------------------------------------------------------------------------------------------------
# 2. A change applies to the very next /dobro new, without a restart


async def opened(
    fake: FakeDiscord, bot: DobroBot, user: FakeUser, channel: Any, /, **options: Any
) -> tuple[Table, str]:
    """``/dobro new`` answered by the public table message; returns the table and its text."""
    answer = await reply(fake, user, channel, "dobro new", **options)
    assert not answer.ephemeral, answer.text()[:300]
    table = bot.tables.in_channel(int(getattr(channel, "id", channel)))  # type: ignore[union-attr]
    assert table is not None and table.message_id == answer.id
    return table, answer.text()


async def cancelled(fake: FakeDiscord, bot: DobroBot, user: FakeUser, channel: Any) -> None:
    """The host cancels the lobby: the channel takes a new table."""
    text = await said(fake, user, channel, "dobro cancel")
    assert text.startswith("Table ") and text.endswith(" is cancelled."), text
    await settle(fake, bot)
    assert bot.tables.in_channel(int(getattr(channel, "id", channel))) is None  # type: ignore[union-attr]


async def test_language_and_table_defaults_apply_at_once(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """The guild's language makes the next table's public message French for an English opener
    (and English for a French one); "default" gives the opener's language back. The guild's
    timer, drawing and variant fill the options left out, and options given still win."""
    fake = fake_discord
    bot = await start_play_bot(start_bot)
    general = fake.channel
    ana, ben = fake.member("ana"), fake.member("ben")  # both en-US
    chloe = fake.add_member("chloe", locale="fr")
    config = bot.configs  # type: ignore[union-attr]

    english = "4 seats · 3 rounds · automatic drawing · 2 min per turn"
    french = "4 places · 3 manches · pioche automatique · 2 min par tour"
    table, text = await opened(fake, bot, ben, general)
    assert table.settings.lang == "en" and english in text and french not in text
    await cancelled(fake, bot, ben, general)

    assert SAVED in await said(fake, ana, general, "dobro config language", value="fr")
    table, text = await opened(fake, bot, ben, general)
    assert table.settings.lang == "fr" and french in text and english not in text
    await cancelled(fake, bot, ben, general)  # private answers: in each person's language

    assert SAVED in await said(fake, ana, general, "dobro config language", value="en")
    table, text = await opened(fake, bot, chloe, general)
    assert table.settings.lang == "en" and english in text
    assert (await said(fake, chloe, general, "dobro cancel")).endswith(" est annulée.")
    await settle(fake, bot)

    assert SAVED in await said(fake, ana, general, "dobro config language", value="default")
    assert (await config.get(fake.guild.id)).language is None
    table, text = await opened(fake, bot, ben, general)
    assert table.settings.lang == "en" and english in text
    await cancelled(fake, bot, ben, general)
    table, text = await opened(fake, bot, chloe, general)
    assert table.settings.lang == "fr" and french in text
    await said(fake, chloe, general, "dobro cancel")
    await settle(fake, bot)

    # Table defaults: the options left out take the guild's, the options given win.
    assert SAVED in await said(fake, ana, general, "dobro config timer", value=300)
    for option, value in (("drawing", "manual"), ("variant", "long")):
        assert SAVED in await said(
            fake, ana, general, "dobro config option", game="dobro", option=option, value=value
        )
    table, text = await opened(fake, bot, ben, general)
    options = table.settings.options
    assert (table.settings.timer, options["draw"], options["variant"]) == (300, "manual", "long")
    assert "4 seats · one round per player · manual drawing · 5 min per turn" in text
    await cancelled(fake, bot, ben, general)

    table, _ = await opened(
        fake, bot, ben, general, seats=3, timer=30, drawing="auto", variant="standard"
    )
    assert (table.settings.seats, table.settings.timer) == (3, 30)
    assert table.settings.options == {"draw": "auto", "variant": "standard"}
    await cancelled(fake, bot, ben, general)

    table, text = await opened(fake, bot, ben, general, timer=0)  # "off" given: no timer
    assert table.settings.timer is None and table.settings.options["variant"] == "long"
    assert "no turn timer" in text
    await cancelled(fake, bot, ben, general)

    assert SAVED in await said(fake, ana, general, "dobro config timer", value=0)
    table, text = await opened(fake, bot, ben, general)  # the guild's "off"
    assert table.settings.timer is None and "no turn timer" in text
    await cancelled(fake, bot, ben, general)


async def test_tables_open_only_in_the_listed_channels(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """Once channels are listed, /dobro new elsewhere is refused, naming where to go, and
    creates nothing; in a listed channel, in a thread opened there, and in a thread of it, it
    works. Removing the last channel allows every channel again."""
    fake = fake_discord
    bot = await start_play_bot(start_bot)
    guild = fake.guild.id
    general, dobro = fake.channel, fake.other_channel
    ana, ben = fake.member("ana"), fake.member("ben")
    games = fake.add_channel("games")
    await fake.wait_idle()

    # Without a channel to add or remove: an answer, and nothing changes.
    for action in ("add", "remove"):
        text = await said(fake, ana, general, "dobro config channels", action=action)
        assert text == f"Name the channel to {action}.", text
        assert (await world(bot).guilds.get(guild)).channels is None

    saved = await said(fake, ana, general, "dobro config channels", action="add", channel=games)
    assert SAVED in saved and f"**Tables** may be opened in <#{games.id}>" in saved
    assert (await world(bot).guilds.get(guild)).channels == (games.id,)

    before = len(fake.messages()), len(fake.threads)
    for in_thread in (False, True):
        refused = await said(fake, ben, general, "dobro new", thread=in_thread)
        assert refused == (
            f"Tables are not opened in this channel on this server: try <#{games.id}>."
        )
    assert bot.tables.in_channel(general.id) is None  # type: ignore[union-attr]
    assert (len(fake.messages()), len(fake.threads)) == before
    assert await world(bot).fetchall("SELECT id FROM games") == []

    # In the listed channel; in a thread opened from it; in a thread of it.
    await opened(fake, bot, ben, games)
    await cancelled(fake, bot, ben, games)
    told = await said(fake, ben, games, "dobro new", thread=True)
    await settle(fake, bot)
    [thread] = fake.threads
    assert thread.parent_id == games.id and told.endswith(f"is open in <#{thread.id}>.")
    table = bot.tables.in_channel(thread.id)  # type: ignore[union-attr]
    assert table is not None
    await cancelled(fake, bot, ben, thread)
    await opened(fake, bot, ben, thread)  # /dobro new typed in the thread itself
    await cancelled(fake, bot, ben, thread)

    # Two channels listed: the refusal names both.
    await said(fake, ana, general, "dobro config channels", action="add", channel=dobro)
    listed = ", ".join(f"<#{c}>" for c in sorted((games.id, dobro.id)))
    refused = await said(fake, ben, general, "dobro new")
    assert refused == f"Tables are not opened in this channel on this server: try {listed}."
    shown = await said(fake, ana, general, "dobro config show")
    assert f"**Tables** may be opened in {listed}" in shown

    # Removing channels: the last one allows every channel again.
    await said(fake, ana, general, "dobro config channels", action="remove", channel=dobro)
    assert (await world(bot).guilds.get(guild)).channels == (games.id,)
    last = await said(fake, ana, general, "dobro config channels", action="remove", channel=games)
    assert last.startswith("That was the only channel listed: tables may now be opened")
    assert "**Tables** may be opened in every channel" in last
    assert (await world(bot).guilds.get(guild)).channels is None
    await opened(fake, bot, ben, general)
    await cancelled(fake, bot, ben, general)


async def test_config_show_lists_every_setting(fake_discord: FakeDiscord, start_bot: Any) -> None:
    """Nothing set: the built-in defaults. Everything set: every value, in the reader's own
    language."""
    fake = fake_discord
    await start_play_bot(start_bot)
    general = fake.channel
    ana = fake.member("ana")
    mods = fake.add_role("Dobro mods")
    games = fake.add_channel("games")
    await fake.wait_idle()

    shown = await said(fake, ana, general, "dobro config show")
    for line in (
        "Dobro · this server's settings",
        "**Language** of public messages: each table opener's language",
        "**Moderators**: Manage Server (Manage Messages in a channel: cancel or kick at its",
        "**New tables**: Dobro · 2 min per turn\n**Dobro tables**: 3 rounds · automatic drawing",
        "**Tables** may be opened in every channel",
    ):
        assert line in shown + "\n", f"{line!r} not in {shown}"
    assert "<@&" not in shown

    await said(fake, ana, general, "dobro config language", value="fr")
    await said(fake, ana, general, "dobro config moderator-role", role=mods)
    await said(fake, ana, general, "dobro config timer", value=30)
    await said(
        fake, ana, general, "dobro config option", game="dobro", option="drawing", value="manual"
    )
    await said(
        fake, ana, general, "dobro config option", game="dobro", option="variant", value="long"
    )
    await said(fake, ana, general, "dobro config channels", action="add", channel=games)
    shown = await said(fake, ana, general, "dobro config show")
    for line in (
        "**Language** of public messages: Français",
        f"**Moderators**: Manage Server, or the <@&{mods.id}> role (Manage Messages",
        "**New tables**: Dobro · 30 s per turn\n"
        "**Dobro tables**: one round per player · manual drawing",
        f"**Tables** may be opened in <#{games.id}>",
    ):
        assert line in shown, f"{line!r} not in {shown}"
    fr = await said(fake, ana, general, "dobro config show", locale="fr")
    for line in (
        "**Langue** des messages publics : Français",
        f"**Modérateurs** : Gérer le serveur, ou le rôle <@&{mods.id}> (Gérer les messages",
        "**Nouvelles tables** : Dobro · 30 s par tour\n"
        "**Tables de Dobro** : une manche par joueur · pioche manuelle",
        f"**Tables** : seulement dans <#{games.id}>",
    ):
        assert line in fr, f"{line!r} not in {fr}"
    # The card mentions a role and a channel; nobody was notified.
    assert all(not notified for _, notified in fake.notifications())


async def test_a_missing_channel_is_asked_for_in_plain_words(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    await start_play_bot(start_bot)
    ana, general = fake.member("ana"), fake.channel
    for action, locale, doubled in (
        ("add", "en-US", "add a channel"),
        ("remove", "en-US", "remove a channel"),
        ("add", "fr", "ajouter un salon"),
        ("remove", "fr", "retirer un salon"),
    ):
        text = await said(fake, ana, general, "dobro config channels", action=action, locale=locale)
        assert doubled not in text, text


async def test_removing_a_channel_that_is_not_listed_says_so(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    bot = await start_play_bot(start_bot)
    ana, general = fake.member("ana"), fake.channel
    games = fake.add_channel("games")
    await fake.wait_idle()
    text = await said(fake, ana, general, "dobro config channels", action="remove", channel=games)
    assert (await world(bot).guilds.get(fake.guild.id)).channels is None
    assert text == f"<#{games.id}> is not on the list: nothing changed.", text


async def test_everyone_cannot_be_the_moderator_role(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    bot = await start_play_bot(start_bot)
    ana, general = fake.member("ana"), fake.channel
    everyone = fake.role(fake.guild.id)
    text = await said(fake, ana, general, "dobro config moderator-role", role=everyone)
    assert text.startswith("@everyone cannot be the moderator role"), text
    assert (await world(bot).guilds.get(fake.guild.id)).moderator_role_id is None


# ------------------------------------------------------------------------------------------------
# 3. Settings survive a restart, and a new bot never reads a stale cache


async def test_settings_survive_a_restart(fake_discord: FakeDiscord, start_bot: Any) -> None:
    """A bot stops after every setting was changed; the next one on the same database applies
    them all from its first command (the moderator role included), and what it changes is what
    the one after it reads."""
    fake = fake_discord
    guild = fake.guild.id
    general = fake.channel
    ana, ben, dan = fake.member("ana"), fake.member("ben"), fake.member("dan")
    mods = fake.add_role("Dobro mods")
    fake.give_role(dan, mods)
    games = fake.add_channel("games")

    first = await start_play_bot(start_bot)
    await said(fake, ana, general, "dobro config language", value="fr")
    await said(fake, ana, general, "dobro config moderator-role", role=mods)
    await said(fake, ana, general, "dobro config timer", value=600)
    for option, value in (("drawing", "manual"), ("variant", "long"), ("deck", "trimmed")):
        game = "sticks" if option == "deck" else "dobro"
        await said(fake, ana, general, "dobro config option", game=game, option=option, value=value)
    await said(fake, ana, general, "dobro config channels", action="add", channel=games)
    defaults = {"dobro": {"draw": "manual", "variant": "long"}, "sticks": {"deck": "trimmed"}}
    expected = GuildConfig(
        guild, language="fr", moderator_role_id=mods.id, timer=600, channels=(games.id,),
        options=defaults,
    )  # fmt: skip
    assert first.configs.cached(guild) == expected  # type: ignore[union-attr]
    await first.close()

    second = await start_play_bot(start_bot)
    assert second.configs.cached(guild) is None  # type: ignore[union-attr]
    refused = await said(fake, ben, general, "dobro new")
    assert refused == f"Tables are not opened in this channel on this server: try <#{games.id}>."
    table, text = await opened(fake, second, ben, games)
    assert (table.settings.lang, table.settings.timer) == ("fr", 600)
    assert table.settings.options == {"draw": "manual", "variant": "long"}
    assert "4 places · une manche par joueur · pioche manuelle · 10 min par tour" in text
    shown = await said(fake, dan, general, "dobro config show")  # the role still counts
    assert f"or the <@&{mods.id}> role" in shown
    assert "**Language** of public messages: Français" in shown
    assert second.configs.cached(guild) == expected  # type: ignore[union-attr]

    # Changed by the second bot: the third one reads the change, not the first bot's values.
    await said(fake, dan, general, "dobro config language", value="default")
    await said(fake, dan, general, "dobro config channels", action="all")
    await said(fake, dan, general, "dobro config moderator-role")
    await settle(fake, second)
    await second.close()

    third = await start_play_bot(start_bot)
    changed = GuildConfig(guild, timer=600, options=defaults)
    assert await third.db.guilds.get(guild) == changed  # type: ignore[union-attr]
    assert await said(fake, dan, general, "dobro config show") == REFUSED
    table, text = await opened(fake, third, ben, general)
    assert table.settings.lang == "en" and table.settings.timer == 600
    assert third.configs.cached(guild) == changed  # type: ignore[union-attr]


async def test_a_league_closing_after_a_restart_posts_in_the_servers_language(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """The server's language is set after the league was created (in English); the bot is down
    when the league ends: the podium posted at start-up is in French all the same."""
    fake = fake_discord
    clock = FakeClock()
    bot = await start_play_bot(start_bot, clock=clock)
    ana = fake.member("ana")
    await fake.slash(ana, fake.channel, "dobro league create", name="Sprint", ends="2027-01-16")
    await said(fake, ana, fake.channel, "dobro config language", value="fr")
    await bot.close()

    await clock.advance(3 * 86400.0)
    bot = await start_play_bot(start_bot, clock=clock)

    def podium() -> list[StoredMessage]:
        return [m for m in fake.messages(fake.channel) if "🏁" in m.text()]

    await eventually(podium, what="the podium is posted")
    assert "La ligue Sprint est terminée" in podium()[0].text(), podium()[0].text()[:200]


# ------------------------------------------------------------------------------------------------
# 4. Every new command and option has a French name and description

#: English name → French name, for the new groups, their subcommands and their options.
FRENCH_NAMES = {
    "config": ("config", {
        "show": ("voir", {}),
        "language": ("langue", {"value": "valeur"}),
        "moderator-role": ("role-moderateur", {"role": "role"}),
        "game": ("jeu", {"value": "valeur"}),
        "timer": ("minuteur", {"value": "valeur"}),
        "option": ("option", {"game": "jeu", "option": "option", "value": "valeur"}),
        "channels": ("salons", {"action": "action", "channel": "salon"}),
        "hints": ("indices", {"value": "valeur"}),
        "away": ("vacances", {"days": "jours"}),
    }),
    "league": ("ligue", {
        "create": ("creer", {
            "name": "nom", "ends": "fin", "timer": "minuteur", "channel": "salon",
            "game": "jeu", "options": "options",
        }),
        "list": ("liste", {}),
        "standings": ("classement", {"league": "ligue"}),
        "close": ("fermer", {"league": "ligue"}),
    }),
}  # fmt: skip


def french(node: dict[str, Any], where: str) -> tuple[str, str]:
    """A synced command, group or option's French name and description, both present."""
    name = (node.get("name_localizations") or {}).get("fr")
    description = (node.get("description_localizations") or {}).get("fr")
    assert name, f"{where} has no French name"
    assert description, f"{where} has no French description"
    assert description != node["description"], f"{where}: the French description is English"
    return name, description


def by_name(nodes: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    found = {n["name"]: n for n in nodes}
    assert len(found) == len(nodes)
    fr = [(n.get("name_localizations") or {}).get("fr") for n in nodes]
    assert len(set(fr)) == len(fr), f"two siblings share a French name: {fr}"
    return found


async def test_new_commands_and_options_have_french_names(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    await start_play_bot(start_bot)
    [dobro] = [c for c in fake.commands(fake.guild) if c["name"] == "dobro"]
    top = by_name(dobro["options"])

    for group_name, (group_fr, subcommands) in FRENCH_NAMES.items():
        group = top[group_name]
        assert group["type"] == 2  # a subcommand group
        assert french(group, f"/dobro {group_name}")[0] == group_fr
        synced = by_name(group["options"])
        assert set(synced) == set(subcommands), f"/dobro {group_name}: {sorted(synced)}"
        for sub_name, (sub_fr, options) in subcommands.items():
            sub, where = synced[sub_name], f"/dobro {group_name} {sub_name}"
            assert french(sub, where)[0] == sub_fr
            synced_options = by_name(sub.get("options") or [])
            assert set(synced_options) == set(options), f"{where}: {sorted(synced_options)}"
            for option_name, option_fr in options.items():
                option = synced_options[option_name]
                assert french(option, f"{where} {option_name}:")[0] == option_fr
                for choice in option.get("choices") or []:
                    if where == "/dobro config language" and choice["value"] != "default":
                        continue  # a language by its own name, the same for every reader
                    name = (choice.get("name_localizations") or {}).get("fr")
                    assert name, f"{where} {option_name}: choice {choice['name']!r} untranslated"

    league = by_name(top["new"]["options"])["league"]
    assert french(league, "/dobro new league:")[0] == "ligue"
    assert league.get("autocomplete") is True

    # Every folder of locales/ by its own name ("Deutsch" for everyone), then the default.
    [value] = by_name(top["config"]["options"])["language"]["options"]
    assert [(c["value"], c["name"]) for c in value["choices"]] == [
        *((lang, locales.name(lang)) for lang in locales.LANGUAGES),
        ("default", "each table opener's language"),
    ]
    assert not any(c.get("name_localizations") for c in value["choices"][:-1])
    assert value["choices"][-1]["name_localizations"]["fr"] == "la langue de qui ouvre la table"
