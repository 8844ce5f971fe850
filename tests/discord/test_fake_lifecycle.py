"""The offline Discord's permission overwrites, old-message edit limit, nonces and notifications.

Each test drives the fake with a real bot (the test-only /dobro subcommands, or raw HTTP through
discord.py's `bot.http`) and checks that the fake answers as Discord documents it.
"""

from __future__ import annotations

import urllib.parse
from typing import Any

import discord
import pytest

from fakediscord import FakeDiscord, FakeDiscordError, FakeUser
from fakediscord.models import (
    ADMINISTRATOR,
    ALL_PERMISSIONS,
    MANAGE_MESSAGES,
    MEMBER_PERMISSIONS,
    MENTION_EVERYONE,
    SEND_MESSAGES,
    VIEW_CHANNEL,
)
from fakediscord.spec import SPEC_URI
from tests.discord.helpers import requires_spec

MESSAGES = "/channels/{channel_id}/messages"
V2 = 1 << 15
# Only the test-only commands: these tests exercise the fake, not the game.
TESTING_ONLY = ("tests.discord.testing_cog",)


@pytest.fixture
async def testing_bot(start_bot: Any) -> Any:
    return await start_bot(extensions=TESTING_ONLY)


def seen_interactions(bot: Any) -> list[discord.Interaction]:
    """Every interaction discord.py parses from now on, as the bot's code sees it."""
    seen: list[discord.Interaction] = []

    async def on_interaction(interaction: discord.Interaction) -> None:
        seen.append(interaction)

    bot.add_listener(on_interaction, "on_interaction")
    return seen


async def post(bot: Any, fake: FakeDiscord, body: dict[str, Any], channel: Any = None) -> int:
    """POST a message body as it is (no allowed_mentions merged in); returns its id."""
    where = (channel or fake.channel).id
    route = discord.http.Route("POST", MESSAGES, channel_id=where)
    return int((await bot.http.request(route, json=body))["id"])


# ---------------------------------------------------------------------- permission overwrites


async def test_member_overwrite_shows_in_that_channel_only(
    fake_discord: FakeDiscord, testing_bot: Any
) -> None:
    ben = fake_discord.member("ben")
    fake_discord.set_permissions(fake_discord.other_channel, ben, allow=MANAGE_MESSAGES)
    seen = seen_interactions(testing_bot)
    there = await fake_discord.slash(ben, fake_discord.other_channel, "dobro buttons")
    elsewhere = await fake_discord.slash(ben, fake_discord.channel, "dobro buttons")

    in_other, in_general = seen
    assert in_other.permissions.manage_messages and in_other.permissions.send_messages
    assert not in_general.permissions.manage_messages
    # Discord sends the same value as the member's and the channel's `permissions`.
    for interaction, expected in ((there, True), (elsewhere, False)):
        member = int(interaction.payload["member"]["permissions"])
        assert member == int(interaction.payload["channel"]["permissions"])
        assert bool(member & MANAGE_MESSAGES) is expected
    assert fake_discord.permissions_in(ben, fake_discord.channel) == MEMBER_PERMISSIONS


async def test_role_overwrites_and_their_order(fake_discord: FakeDiscord, testing_bot: Any) -> None:
    ben, cleo = fake_discord.member("ben"), fake_discord.member("cleo")
    mods = fake_discord.add_role("Mods", MANAGE_MESSAGES)
    fake_discord.give_role(ben, mods)
    other = fake_discord.other_channel
    fake_discord.set_permissions(other, mods, deny=MANAGE_MESSAGES)
    seen = seen_interactions(testing_bot)
    await fake_discord.slash(ben, fake_discord.channel, "dobro buttons")
    await fake_discord.slash(ben, other, "dobro buttons")
    assert [i.permissions.manage_messages for i in seen] == [True, False]
    assert not fake_discord.permissions_in(cleo, fake_discord.channel) & MANAGE_MESSAGES

    # The member's own overwrite comes last and wins over their roles'.
    fake_discord.set_permissions(other, ben, allow=MANAGE_MESSAGES)
    assert fake_discord.permissions_in(ben, other) & MANAGE_MESSAGES
    # @everyone's overwrite first, then all role denies, then all role allows.
    talkers = fake_discord.add_role("Talkers")
    fake_discord.give_role(cleo, talkers)
    fake_discord.set_permissions(other, fake_discord.guild.id, deny=SEND_MESSAGES)
    assert not fake_discord.permissions_in(cleo, other) & SEND_MESSAGES
    fake_discord.set_permissions(other, talkers, allow=SEND_MESSAGES)
    fake_discord.give_role(cleo, mods)  # mods deny MANAGE_MESSAGES, talkers allow SEND_MESSAGES
    assert fake_discord.permissions_in(cleo, other) & SEND_MESSAGES
    fake_discord.set_permissions(other, mods, deny=SEND_MESSAGES)
    assert fake_discord.permissions_in(cleo, other) & SEND_MESSAGES  # allows beat role denies
    fake_discord.set_permissions(other, cleo, deny=SEND_MESSAGES)
    assert not fake_discord.permissions_in(cleo, other) & SEND_MESSAGES

    # The bot learnt the roles and overwrites through the gateway, as Discord tells bots.
    await fake_discord.wait_idle()
    guild = testing_bot.get_guild(fake_discord.guild.id)
    assert guild.get_role(mods.id).permissions.manage_messages
    cached = testing_bot.get_channel(other.id)
    assert cached.overwrites_for(discord.Object(mods.id)).send_messages is False
    assert cached.overwrites_for(discord.Object(talkers.id)).send_messages is True


async def test_owner_and_administrators_keep_everything(
    fake_discord: FakeDiscord, testing_bot: Any
) -> None:
    ana, ben = fake_discord.member("ana"), fake_discord.member("ben")
    assert fake_discord.guild.owner_id == ana.id
    channel = fake_discord.channel
    fake_discord.set_permissions(channel, fake_discord.guild.id, deny=ALL_PERMISSIONS)
    fake_discord.set_permissions(channel, ana, deny=MANAGE_MESSAGES | SEND_MESSAGES)
    seen = seen_interactions(testing_bot)
    await fake_discord.slash(ana, channel, "dobro buttons")
    assert seen[0].permissions.value == ALL_PERMISSIONS
    assert seen[0].permissions.administrator and seen[0].permissions.manage_messages

    with pytest.raises(FakeDiscordError, match="cannot see"):  # a client shows ben nothing
        await fake_discord.slash(ben, channel, "dobro buttons")
    fake_discord.give_role(ben, fake_discord.add_role("Admins", ADMINISTRATOR))
    await fake_discord.slash(ben, channel, "dobro buttons")
    assert seen[1].permissions.value == ALL_PERMISSIONS


async def test_bot_permissions_follow_overwrites(
    fake_discord: FakeDiscord, testing_bot: Any
) -> None:
    other = fake_discord.other_channel
    fake_discord.set_permissions(other, fake_discord.bot_role, deny=SEND_MESSAGES)
    ben = fake_discord.member("ben")
    seen = seen_interactions(testing_bot)
    await fake_discord.slash(ben, other, "dobro buttons")
    await fake_discord.slash(ben, fake_discord.channel, "dobro buttons")
    assert [i.app_permissions.send_messages for i in seen] == [False, True]

    with pytest.raises(discord.Forbidden) as refused:
        await testing_bot.get_channel(other.id).send("nope")
    assert refused.value.code == 50013
    await testing_bot.get_channel(fake_discord.channel.id).send("fine")
    # discord.py computes the same from the payloads the fake sent it.
    await fake_discord.wait_idle()
    me = testing_bot.get_guild(fake_discord.guild.id).me
    assert not testing_bot.get_channel(other.id).permissions_for(me).send_messages
    assert testing_bot.get_channel(fake_discord.channel.id).permissions_for(me).send_messages

    # A role given to the bot reaches it even without the members intent.
    fake_discord.give_role(
        fake_discord.bot_user, fake_discord.add_role("Pingers", MENTION_EVERYONE)
    )
    await fake_discord.wait_idle()
    assert me.guild_permissions.mention_everyone
    assert fake_discord.permissions_in(fake_discord.bot_user, other) & MENTION_EVERYONE
    # Lowering the bot's own role's permissions reaches it too (GUILD_ROLE_UPDATE).
    fake_discord.bot_permissions &= ~SEND_MESSAGES
    await fake_discord.wait_idle()
    assert not me.guild_permissions.send_messages
    with pytest.raises(discord.Forbidden):
        await testing_bot.get_channel(fake_discord.channel.id).send("no more")


@requires_spec
async def test_channel_payloads_carry_valid_overwrites(
    fake_discord: FakeDiscord, testing_bot: Any
) -> None:
    ben = fake_discord.member("ben")
    mods = fake_discord.add_role("Mods")
    channel = fake_discord.channel
    fake_discord.set_permissions(channel, ben, allow=MANAGE_MESSAGES, deny=SEND_MESSAGES)
    fake_discord.set_permissions(channel, mods, allow=VIEW_CHANNEL)
    route = discord.http.Route("GET", "/channels/{channel_id}", channel_id=channel.id)
    data = await testing_bot.http.request(route)
    assert {(o["id"], o["type"]) for o in data["permission_overwrites"]} == {
        (str(ben.id), 1),
        (str(mods.id), 0),
    }
    assert fake_discord.spec is not None
    pointer = urllib.parse.quote(
        "/paths/~1channels~1{channel_id}/get/responses/200/content/application~1json/schema",
        safe="/~",
    )
    validator = fake_discord.spec.validator_for(SPEC_URI + "#" + pointer)
    assert list(validator.iter_errors(data)) == []
    assert fake_discord.guild.payload(members=[], threads=[])["channels"][0] == data


# ---------------------------------------------------------------------- old message edits


async def test_edits_of_old_messages_run_out(fake_discord: FakeDiscord, testing_bot: Any) -> None:
    fake_discord.old_message_edits = 2
    channel = testing_bot.get_channel(fake_discord.channel.id)
    first = await channel.send("first")
    second = await channel.send("second")
    await first.edit(content="young")  # under an hour old: not counted
    fake_discord.clock.advance(3601)
    await first.edit(content="old 1")
    await first.edit(content="old 2")
    with pytest.raises(discord.HTTPException) as refused:
        await first.edit(content="old 3")
    assert (refused.value.status, refused.value.code) == (400, 30046)
    assert "older than 1 hour" in refused.value.text
    assert fake_discord.message(first.id).content == "old 2"
    await second.edit(content="its own count")  # the limit is per message
    recent = await channel.send("recent")
    for n in range(3):
        await recent.edit(content=f"recent {n}")
    # Discord's answer to a valid request: not a violation (check() passes at teardown).
    assert fake_discord.violations == []
    assert [code for _, _, code, _ in fake_discord.error_responses] == [30046]


async def test_no_edit_limit_by_default(fake_discord: FakeDiscord, testing_bot: Any) -> None:
    sent = await testing_bot.get_channel(fake_discord.channel.id).send("x")
    fake_discord.clock.advance(2 * 3600)
    for n in range(5):
        await sent.edit(content=f"edit {n}")
    assert fake_discord.message(sent.id).content == "edit 4"


# ---------------------------------------------------------------------- nonces


async def test_enforced_nonce_returns_the_same_message(
    fake_discord: FakeDiscord, testing_bot: Any
) -> None:
    channel = testing_bot.get_channel(fake_discord.channel.id)
    first = await channel.send("table 7 opened", nonce="table-7")
    again = await channel.send("table 7 opened", nonce="table-7")
    assert again.id == first.id and again.nonce == "table-7"
    assert [m.id for m in fake_discord.messages(fake_discord.channel)] == [first.id]
    sent = fake_discord.requests_to("POST", MESSAGES)
    assert [r.json["nonce"] for r in sent] == ["table-7", "table-7"]
    assert all(r.json["enforce_nonce"] is True and r.status == 200 for r in sent)
    assert fake_discord.violations == []  # the spec accepts nonce and enforce_nonce

    other_nonce = await channel.send("table 8 opened", nonce="table-8")
    other_channel = testing_bot.get_channel(fake_discord.other_channel.id)
    elsewhere = await other_channel.send("table 7 opened", nonce="table-7")
    fake_discord.clock.advance(5 * 60 + 1)
    later = await channel.send("table 7 opened", nonce="table-7")
    plain = await post(testing_bot, fake_discord, {"content": "x", "nonce": "table-8"})
    ids = {first.id, other_nonce.id, elsewhere.id, later.id, plain}
    assert len(ids) == 5  # other nonce, other channel, window passed, nonce not enforced


# ---------------------------------------------------------------------- notifications


async def test_content_mentions_notify(fake_discord: FakeDiscord, testing_bot: Any) -> None:
    ben, cleo = fake_discord.member("ben"), fake_discord.member("cleo")
    channel = testing_bot.get_channel(fake_discord.channel.id)
    # DobroBot pings nobody by default: this message asks for user mentions.
    sent = await channel.send(
        f"{ben.mention} then <@!{cleo.id}>, {ben.mention} again",
        allowed_mentions=discord.AllowedMentions(users=True),
    )
    stored = fake_discord.message(sent.id)
    assert stored.notified() == {ben.id, cleo.id}
    await sent.edit(content=f"now {fake_discord.member('dan').mention}")  # edits notify nobody
    assert stored.notified() == {ben.id, cleo.id}
    assert fake_discord.notifications() == [(sent.id, {ben.id, cleo.id})]


async def test_text_display_mentions_notify(fake_discord: FakeDiscord, testing_bot: Any) -> None:
    ben, cleo = fake_discord.member("ben"), fake_discord.member("cleo")
    button = {"type": 2, "style": 1, "label": "Go", "custom_id": "go"}
    section = {
        "type": 9,
        "components": [{"type": 10, "content": cleo.mention}],
        "accessory": button,
    }
    body = {
        "flags": V2,
        "components": [
            {"type": 17, "components": [{"type": 10, "content": f"Turn: {ben.mention}"}, section]}
        ],
    }
    both = await post(testing_bot, fake_discord, body)
    only_ben = await post(
        testing_bot, fake_discord, body | {"allowed_mentions": {"users": [str(ben.id)]}}
    )
    assert fake_discord.message(both).notified() == {ben.id, cleo.id}
    assert fake_discord.message(only_ben).notified() == {ben.id}


async def test_allowed_mentions_filter(fake_discord: FakeDiscord, testing_bot: Any) -> None:
    ben, cleo, dan = (fake_discord.member(n) for n in ("ben", "cleo", "dan"))
    text = f"{ben.mention} {cleo.mention}"
    cases: list[tuple[dict[str, Any], set[int | str]]] = [
        ({"content": text}, {ben.id, cleo.id}),  # no allowed_mentions: everything parsed
        ({"content": text, "allowed_mentions": {"parse": []}}, set()),
        ({"content": text, "allowed_mentions": {"users": [str(ben.id)]}}, {ben.id}),
        # Listed but not in the text: no phantom ping.
        ({"content": text, "allowed_mentions": {"users": [str(dan.id)]}}, set()),
        ({"content": text, "allowed_mentions": {"parse": ["users"]}}, {ben.id, cleo.id}),
    ]
    for body, expected in cases:
        message_id = await post(testing_bot, fake_discord, body)
        assert fake_discord.message(message_id).notified() == expected, body

    # Someone who cannot see the channel is not notified; the bot never notifies itself.
    fake_discord.set_permissions(fake_discord.channel, dan, deny=VIEW_CHANNEL)
    bot_mention = f"<@{fake_discord.bot_user.id}>"
    hidden = await post(testing_bot, fake_discord, {"content": f"{dan.mention} {bot_mention}"})
    assert fake_discord.message(hidden).notified() == set()

    # parse "users" with a users list is a 400 from Discord.
    refused_body = {
        "content": text,
        "allowed_mentions": {"parse": ["users"], "users": [str(ben.id)]},
    }
    with pytest.raises(discord.HTTPException) as refused:
        await post(testing_bot, fake_discord, refused_body)
    assert refused.value.code == 50035
    assert any("mutually exclusive" in v for v in fake_discord.take_violations())


async def test_everyone_and_roles(fake_discord: FakeDiscord, testing_bot: Any) -> None:
    everyone = {"content": "@everyone new table", "allowed_mentions": {"parse": ["everyone"]}}
    # The bot's invite permissions lack MENTION_EVERYONE: Discord notifies nobody.
    denied = await post(testing_bot, fake_discord, everyone)
    assert fake_discord.message(denied).notified() == set()
    fake_discord.set_permissions(
        fake_discord.channel, fake_discord.bot_role, allow=MENTION_EVERYONE
    )
    allowed = await post(testing_bot, fake_discord, everyone)
    assert fake_discord.message(allowed).notified() == {"everyone"}
    assert fake_discord.message(allowed).data["mention_everyone"] is True
    here = await post(testing_bot, fake_discord, {"content": "@here"})
    assert fake_discord.message(here).notified() == {"everyone"}
    not_parsed = await post(
        testing_bot, fake_discord, everyone | {"allowed_mentions": {"parse": ["users"]}}
    )
    assert fake_discord.message(not_parsed).notified() == set()
    # discord.py's default (DobroBot: everyone=False) never pings @everyone either.
    sent = await testing_bot.get_channel(fake_discord.channel.id).send("@everyone hi")
    assert fake_discord.message(sent.id).notified() == set()

    players = fake_discord.add_role("Players", mentionable=True)
    hidden = fake_discord.add_role("Hidden")
    roles = {"content": f"{players.mention} {hidden.mention}", "allowed_mentions": {}}
    assert fake_discord.message(await post(testing_bot, fake_discord, roles)).notified() == set()
    roles["allowed_mentions"] = {"roles": [str(players.id)]}
    notified = fake_discord.message(await post(testing_bot, fake_discord, roles)).notified()
    assert notified == {players.mention}
    # Without MENTION_EVERYONE (only allowed in general) only mentionable roles notify.
    roles["allowed_mentions"] = {"parse": ["roles"]}
    in_other = await post(testing_bot, fake_discord, roles, fake_discord.other_channel)
    assert fake_discord.message(in_other).notified() == {players.mention}
    in_general = fake_discord.message(await post(testing_bot, fake_discord, roles))
    assert in_general.notified() == {players.mention, hidden.mention}
    assert set(in_general.data["mention_roles"]) == {str(players.id), str(hidden.id)}


async def test_interaction_messages_notify_on_creation_only(
    fake_discord: FakeDiscord, testing_bot: Any
) -> None:
    ana, ben = fake_discord.member("ana"), fake_discord.member("ben")
    # The thread command's channel messages: "Table 1", then "<@ana> joined" inside the thread
    # (DobroBot pings nobody unless asked: it notifies no one); its answer is ephemeral, and
    # ephemeral messages notify nobody.
    done = await fake_discord.slash(ana, fake_discord.channel, "dobro thread")
    (thread,) = fake_discord.threads
    (joined,) = fake_discord.messages(thread)
    assert joined.notified() == set()
    assert done.response().ephemeral and done.response().notified() == set()

    # A deferred response edited by its first follow-up is an edit: nobody is notified
    # (discord/discord-api-docs#5497); a later follow-up is a new message and notifies.
    deferred = await fake_discord.slash(ben, fake_discord.channel, "dobro defer")
    cog = testing_bot.get_cog("Testing")
    interaction = cog.last_interaction
    users = discord.AllowedMentions(users=True)
    await interaction.followup.send(f"{ana.mention} first", allowed_mentions=users)
    await interaction.followup.send(f"{ana.mention} second", allowed_mentions=users)
    await fake_discord.wait_idle()
    original, (later,) = deferred.response(), deferred.followups()
    assert original.content == f"{ana.mention} first" and original.notified() == set()
    assert later.notified() == {ana.id} and not later.ephemeral
    pinged = {mid: who for mid, who in fake_discord.notifications() if who}
    assert pinged == {later.id: {ana.id}}


def test_permissions_without_a_bot() -> None:
    fake = FakeDiscord(validate=False)
    ben = fake.member("ben")
    assert isinstance(ben, FakeUser)
    assert fake.base_permissions(ben) == MEMBER_PERMISSIONS
    fake.guild.default_role.permissions = MENTION_EVERYONE  # @everyone's grant reaches everyone
    assert fake.base_permissions(ben) == MEMBER_PERMISSIONS | MENTION_EVERYONE
    with pytest.raises(FakeDiscordError):
        fake.give_role(ben, fake.guild.id)
    with pytest.raises(FakeDiscordError):
        fake.set_permissions(fake.channel, 12345, allow=SEND_MESSAGES)
