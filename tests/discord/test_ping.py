"""/dobro ping: the health check, answered privately, in English and French."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from fakediscord import FakeDiscord, MessageNotVisible
from settings import app_version


@pytest.mark.parametrize(
    ("locale", "expected"),
    [("en-US", "Pong! Gateway latency:"), ("en-GB", "Pong!"), ("fr", "Pong ! Latence")],
)
async def test_ping_answers_ephemerally_in_the_users_language(
    fake_discord: FakeDiscord, bot: Any, locale: str, expected: str
) -> None:
    ana = fake_discord.member("ana")
    interaction = await fake_discord.slash(ana, fake_discord.channel, "dobro ping", locale=locale)
    assert interaction.callback_type == 4
    reply = interaction.response()
    assert reply.ephemeral and reply.visible_to == ana.id
    assert reply.content.startswith(expected)
    assert app_version() in reply.content
    assert " ms" in reply.content
    assert interaction.errors == []


async def test_unsupported_locale_falls_back_to_default_language(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    await start_bot(default_language="fr")
    ana = fake_discord.member("ana")
    japanese = await fake_discord.slash(
        ana, fake_discord.channel, "dobro ping", locale="ja", guild_locale="ja"
    )
    assert japanese.response().content.startswith("Pong ! Latence")
    english = await fake_discord.slash(ana, fake_discord.channel, "dobro ping", locale="en-US")
    assert english.response().content.startswith("Pong! Gateway")


async def test_ephemeral_replies_are_seen_only_by_their_owner(
    fake_discord: FakeDiscord, bot: Any
) -> None:
    ana, ben = fake_discord.member("ana"), fake_discord.member("ben")
    for_ana = (await fake_discord.slash(ana, fake_discord.channel, "dobro ping")).response()
    for_ben = (await fake_discord.slash(ben, fake_discord.channel, "dobro ping")).response()
    assert fake_discord.messages(fake_discord.channel) == []  # nothing public
    assert fake_discord.messages(fake_discord.channel, visible_to=ana) == [for_ana]
    assert fake_discord.ephemerals(ben) == [for_ben]
    with pytest.raises(MessageNotVisible):
        await fake_discord.click(ben, for_ana, "anything")


async def test_ephemeral_messages_are_not_reachable_through_channel_routes(
    fake_discord: FakeDiscord, bot: Any
) -> None:
    ana = fake_discord.member("ana")
    reply = (await fake_discord.slash(ana, fake_discord.channel, "dobro ping")).response()
    with pytest.raises(discord.NotFound) as fetched:
        await bot.http.get_message(fake_discord.channel.id, reply.id)
    assert fetched.value.code == 10008
    with pytest.raises(discord.NotFound) as edited:
        await (
            bot.get_channel(fake_discord.channel.id).get_partial_message(reply.id).edit(content="x")
        )
    assert edited.value.code == 10008
