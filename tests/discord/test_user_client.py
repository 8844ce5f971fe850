"""`fakediscord.UserClient` (#33): one member's Discord app on the offline Discord, what the
playground's page is built on. What they see (channels and threads they may open, messages
with only their own ephemerals, the commands) and what they do (commands with options given
as a client sends them, autocomplete, clicks, selects, forms), each answered without waiting
for the bot to be idle."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from fakediscord import FakeDiscord, FakeDiscordError, UserClient
from fakediscord.models import PRIVATE_THREAD
from tests.discord.helpers import TESTING_EXTENSIONS


@pytest.fixture
async def testing_bot(start_bot: Any) -> Any:
    return await start_bot(extensions=TESTING_EXTENSIONS)


async def test_a_person_sees_their_own_app_and_acts_through_it(
    fake_discord: FakeDiscord, testing_bot: Any
) -> None:
    fake = fake_discord
    ana = UserClient(fake, fake.member("ana"))
    ben = UserClient(fake, fake.member("ben"), locale="fr")
    assert ana.moderator and not ben.moderator  # ana owns the guild
    assert "dobro" in {c["name"] for c in ben.commands()}

    # Options as a page sends them: numbers, and ids as strings (snowflakes do not fit in a
    # JavaScript number); the answer is private to ana.
    revision = fake.revision
    echo = await ana.slash(
        str(fake.channel.id),
        "dobro options",
        {"seats": 3, "player": str(fake.member("ben").id), "where": str(fake.channel.id)},
    )
    assert echo.acknowledged and echo.response().content == "3 seats, ben, #general, standard"
    assert fake.revision > revision  # (what the page waits on moved)
    assert echo.response() in ana.messages(fake.channel)
    assert echo.response() not in ben.messages(fake.channel)
    assert ana.ephemerals() == [echo.response()] and ben.ephemerals() == []

    # A select and a click on a public message; a form, submitted by interaction id.
    classic = (await ana.slash(fake.channel, "dobro buttons")).response()
    picked = await ben.select(str(classic.id), "t:pick", ["a", "c"])
    assert picked.response().content == "picked a,c" and picked.payload["locale"] == "fr"
    clicked = await ben.click(classic.id, "t:ok")
    assert clicked.acknowledged and "clicked by ben" in fake.message(classic.id).content
    with pytest.raises(FakeDiscordError):  # now disabled: an app cannot press it
        await ana.click(classic.id, "t:ok")
    opened = await ana.slash(fake.channel, "dobro form")
    assert opened.modal is not None and opened.modal["title"] == "Your name"
    with pytest.raises(FakeDiscordError):  # only whoever opened a form submits it
        await ben.submit_modal(opened.id, {"t:name": "Ben"})
    submitted = await ana.submit_modal(str(opened.id), {"t:name": "Ana"})
    assert submitted.response().content == "hello Ana"
    assert await ana.autocomplete(fake.channel, "dobro seat", "table", {"table": "g"}) == [
        {"name": "gamma", "value": "gamma"}
    ]

    # Threads: a public one shows under its channel for everyone, a private one only for
    # its members; nobody reads a channel they cannot see.
    await ana.slash(fake.channel, "dobro thread")
    await fake.wait_idle()
    (public,) = fake.threads
    secret = fake._new_thread(fake.channel, "secret", kind=PRIVATE_THREAD)
    secret.thread_members.add(ana.user.id)
    assert [c.name for c in ana.channels()] == ["general", "secret", "Table 1", "dobro"]
    assert [c.name for c in ben.channels()] == ["general", "Table 1", "dobro"]
    assert [m.content for m in ben.messages(public)][-1].endswith("joined")
    with pytest.raises(FakeDiscordError):
        ben.messages(secret)


async def test_an_answer_too_late_is_a_failed_interaction(
    fake_discord: FakeDiscord, testing_bot: Any
) -> None:
    """The app waits for the bot's answer (not for the bot to be idle): an answer after
    Discord's 3 seconds is refused, and the app says the interaction failed, at once."""
    testing_bot.get_cog("Testing").before_reply = lambda: fake_discord.clock.advance(3.5)
    ana = UserClient(fake_discord, fake_discord.member("ana"))
    started = asyncio.get_running_loop().time()
    late = await ana.slash(fake_discord.channel, "dobro slow")
    assert not late.acknowledged and late.error_codes == [10062]
    assert asyncio.get_running_loop().time() - started < 2
    fake_discord.take_violations()
