"""User installs, DMs and group DMs in the offline Discord (#34), and what the bot does with
them: commands offered by context and install, who may post where, what a user install's
answers may do (5 follow-ups, ephemeral without *Use External Apps*, emojis that follow the
member's permissions), and the bot's own rules on top (what needs a server, where a table can
live, cards as words where emojis do not render)."""

from __future__ import annotations

from typing import Any

import aiohttp
import pytest

from fakediscord import CommandNotRegistered, FakeDiscord
from fakediscord.models import (
    EPHEMERAL,
    MEMBER_PERMISSIONS,
    USE_EXTERNAL_APPS,
    USE_EXTERNAL_EMOJIS,
    USER_APP_PERMISSIONS,
)
from fakediscord.server import MAX_FOLLOWUPS
from storage import GameStatus
from tests.discord.anywhere_helpers import start_anywhere_bot, table_message
from tests.discord.play_helpers import settle, tables


async def _raw(fake: FakeDiscord, method: str, path: str, body: Any = None) -> tuple[int, Any]:
    """A request as the bot would make it (its token), for the rules the bot never breaks."""
    headers = {"Authorization": f"Bot {fake.token}"}
    async with (
        aiohttp.ClientSession() as session,
        session.request(method, fake.base_url + path, json=body, headers=headers) as response,
    ):
        return response.status, await response.json(content_type=None)


async def test_commands_are_offered_by_context_and_install(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    await start_anywhere_bot(fake, start_bot)
    ana, ben = fake.member("ana"), fake.member("ben")
    synced = {c["name"]: c for c in fake.global_commands if c.get("type", 1) == 1}
    assert synced["dobro"]["contexts"] == [0, 1, 2] and synced["dobro"]["integration_types"] == [
        0,
        1,
    ]
    assert synced["dobro-me"]["contexts"] == [0, 1, 2]
    group = fake.add_group_dm(ana, ben)
    with pytest.raises(CommandNotRegistered):  # Ben never added the app to his account
        await fake.slash(ben, group, "dobro ping")
    fake.install(ana)
    pinged = await fake.slash(ana, group, "dobro ping")
    assert pinged.payload["context"] == 2 and pinged.owners == {"1": str(ana.id)}
    assert int(pinged.payload["app_permissions"]) == USER_APP_PERMISSIONS
    assert pinged.response().ephemeral
    here = await fake.slash(ana, fake.channel, "dobro ping")
    assert here.owners == {"0": str(fake.guild.id), "1": str(ana.id)}
    dm = await fake.slash(ben, fake.dm_channel(ben), "dobro ping")  # the bot's DM: Ben shares
    assert dm.payload["context"] == 1 and dm.owners == {"0": "0"}  # a server with the bot


async def test_the_bot_cannot_post_where_it_is_not(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """A group DM and a server that did not invite it: 50001; a DM to a stranger: 50007, unless
    they added the app to their account."""
    fake = fake_discord
    await start_anywhere_bot(fake, start_bot)
    ana, ben = fake.member("ana"), fake.member("ben")
    group = fake.add_group_dm(ana, ben)
    elsewhere = fake.add_guild("Elsewhere", with_bot=False)
    for channel in (group, elsewhere.channels[0]):
        status, body = await _raw(
            fake, "POST", f"/channels/{channel.id}/messages", {"content": "x"}
        )
        assert (status, body["code"]) == (403, 50001)
    stranger = fake.add_user("zed")
    dm = fake.dm_channel(stranger)
    status, body = await _raw(fake, "POST", f"/channels/{dm.id}/messages", {"content": "hi"})
    assert (status, body["code"]) == (403, 50007)
    fake.install(stranger)
    status, _ = await _raw(fake, "POST", f"/channels/{dm.id}/messages", {"content": "hi"})
    assert status == 200


async def test_a_user_installs_answers_have_limits(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """Five follow-ups per interaction where only the user install applies (then 40094); and
    in a server whose members may not use external apps publicly, its answers are ephemeral:
    the bot refuses to open a table nobody else would see, in one sentence."""
    fake = fake_discord
    bot = await start_anywhere_bot(fake, start_bot)
    ana, ben = fake.member("ana"), fake.member("ben")
    fake.install(ana)
    group = fake.add_group_dm(ana, ben)
    pinged = await fake.slash(ana, group, "dobro ping")
    path = f"/webhooks/{fake.application_id}/{pinged.token}?wait=true"
    for _ in range(5):
        status, _ = await _raw(fake, "POST", path, {"content": "again"})
        assert status == 200
    status, body = await _raw(fake, "POST", path, {"content": "once more"})
    assert (status, body["code"]) == (400, MAX_FOLLOWUPS)

    elsewhere = fake.add_guild("Elsewhere", with_bot=False)
    zoe = fake.member("ana", elsewhere)
    fake.install(zoe)
    zoe.permissions = MEMBER_PERMISSIONS & ~USE_EXTERNAL_APPS
    elsewhere.owner_id = fake.owner.id
    forced = await fake.slash(zoe, elsewhere.channels[0], "dobro leaderboard")
    assert forced.force_ephemeral and forced.response().flags & EPHEMERAL
    refused = (await fake.slash(zoe, elsewhere.channels[0], "dobro new")).response()
    assert refused.ephemeral and "invite the bot" in refused.text()
    assert tables(bot).in_channel(elsewhere.channels[0].id) is None


async def test_a_server_that_did_not_invite_the_bot(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """Only Ana's install: the bot hears nothing of the server, yet her `/dobro new` opens a
    table there, delivered through interactions, counted for that server; where its members'
    emojis do not render, its cards are words; what needs the bot in the server is refused."""
    fake = fake_discord
    elsewhere = fake.add_guild("Elsewhere", with_bot=False)
    bot = await start_anywhere_bot(fake, start_bot, card_emojis=True)
    assert bot.get_guild(elsewhere.id) is None
    ana, ben = fake.member("ana", elsewhere), fake.member("ben", elsewhere)
    fake.install(ana)
    for member in (ana, ben):
        member.permissions = MEMBER_PERMISSIONS & ~USE_EXTERNAL_EMOJIS
    elsewhere.owner_id = fake.owner.id
    channel = elsewhere.channels[0]
    created = await fake.slash(ana, channel, "dobro new", game="sticks", seats=2)
    assert not int(created.payload["app_permissions"]) & USE_EXTERNAL_EMOJIS
    table = tables(bot).in_channel(channel.id)
    assert table is not None and table.guild_id == elsewhere.id
    assert (table.settings.place, table.settings.delivery, table.settings.words) == (
        "guild",
        "interaction",
        True,
    )
    await fake.click(ben, created.response(), f"dobro:t:{table.game_id}:join")
    await fake.click(ana, table_message(fake, table), f"dobro:t:{table.game_id}:start")
    await settle(fake, bot)
    assert table.status is GameStatus.ACTIVE
    assert "<:" not in table_message(fake, table).text(), "cards as words, not emojis"
    # Where emojis render (the server with the bot), the same table shows card faces.
    here = await fake.slash(
        ana_here := fake.member("ana"), fake.channel, "dobro new", game="sticks", seats=2
    )
    there = tables(bot).in_channel(fake.channel.id)
    assert there is not None and not there.settings.words
    await fake.click(fake.member("ben"), here.response(), f"dobro:t:{there.game_id}:join")
    await fake.click(ana_here, table_message(fake, there), f"dobro:t:{there.game_id}:start")
    await settle(fake, bot)
    assert "<:" in table_message(fake, there).text()
    config = await fake.slash(ana, channel, "dobro config show")
    assert "invited the bot" in config.response().text()


async def test_an_old_table_message_edited_through_a_token_counts_towards_30046(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """A group DM's lobby an hour old: the next click's edit is refused (30046), and the bot
    posts the table afresh as that click's follow-up, as it does for a lost message."""
    fake = fake_discord
    bot = await start_anywhere_bot(fake, start_bot)
    fake.old_message_edits = 0
    ana, ben = fake.member("ana"), fake.member("ben")
    fake.install(ana)
    group = fake.add_group_dm(ana, ben)
    lobby = (await fake.slash(ana, group, "dobro new", game="sticks", seats=2)).response()
    table = tables(bot).in_channel(group.id)
    assert table is not None
    fake.clock.advance(61 * 60)  # Discord's time only: the message is over an hour old
    joined = await fake.click(ben, lobby, f"dobro:t:{table.game_id}:join")
    await settle(fake, bot)
    assert [code for _, _, code, _ in fake.error_responses if code == 30046]
    assert table.message_id != lobby.id and table.message_id in joined.followup_ids
    assert f"<@{ben.id}>" in table_message(fake, table).text()
