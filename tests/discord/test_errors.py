"""The one error handler, and Discord's interaction rules as the fake enforces them."""

from __future__ import annotations

import logging
from typing import Any

import aiohttp
import discord
import pytest

from fakediscord import FakeDiscord
from tests.discord.helpers import TESTING_EXTENSIONS

CALLBACK = "/interactions/{interaction_id}/{interaction_token}/callback"


@pytest.fixture
async def testing_bot(start_bot: Any) -> Any:
    return await start_bot(extensions=TESTING_EXTENSIONS)


async def test_unexpected_error_is_logged_and_shown_ephemerally(
    fake_discord: FakeDiscord, testing_bot: Any, caplog: pytest.LogCaptureFixture
) -> None:
    ana = fake_discord.member("ana")
    with caplog.at_level(logging.ERROR, logger="dobro.errors"):
        interaction = await fake_discord.slash(ana, fake_discord.channel, "dobro boom")
    reply = interaction.response()
    assert reply.ephemeral
    assert reply.content.startswith("Something went wrong")
    (record,) = [r for r in caplog.records if r.name == "dobro.errors"]
    assert record.levelno == logging.ERROR
    assert "/dobro boom" in record.getMessage()
    assert record.exc_info is not None and "kaboom" in str(record.exc_info[1])


async def test_unexpected_error_in_french(fake_discord: FakeDiscord, testing_bot: Any) -> None:
    ana = fake_discord.member("ana")
    interaction = await fake_discord.slash(ana, fake_discord.channel, "dobro boom", locale="fr")
    assert interaction.response().content.startswith("Un problème est survenu")


async def test_known_error_is_shown_without_logging_a_bug(
    fake_discord: FakeDiscord, testing_bot: Any, caplog: pytest.LogCaptureFixture
) -> None:
    ana = fake_discord.member("ana")
    with caplog.at_level(logging.WARNING):
        interaction = await fake_discord.slash(ana, fake_discord.channel, "dobro known")
        french = await fake_discord.slash(ana, fake_discord.channel, "dobro known", locale="fr")
    assert interaction.response().content == "Slow down! Try again in 7 s."
    assert french.response().content == "Doucement ! Réessayez dans 7 s."
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]


async def test_component_error_goes_to_the_same_handler(
    fake_discord: FakeDiscord, testing_bot: Any, caplog: pytest.LogCaptureFixture
) -> None:
    ana = fake_discord.member("ana")
    message = (await fake_discord.slash(ana, fake_discord.channel, "dobro buttons")).response()
    with caplog.at_level(logging.ERROR, logger="dobro.errors"):
        click = await fake_discord.click(ana, message, "t:fail")
    assert click.response().ephemeral
    assert click.response().content.startswith("Something went wrong")
    assert "component 't:fail'" in caplog.text


async def test_payload_discord_refuses_fails_loudly(
    fake_discord: FakeDiscord, testing_bot: Any
) -> None:
    ana = fake_discord.member("ana")
    interaction = await fake_discord.slash(ana, fake_discord.channel, "dobro bad")
    # The fake answered 400/50035 like Discord; the handler then apologised ephemerally.
    (bad_request,) = [r for r, status, *_ in fake_discord.error_responses if status == 400]
    assert bad_request.response["code"] == 50035
    assert "custom_id" in str(bad_request.response["errors"])
    assert interaction.response().content.startswith("Something went wrong")
    violations = fake_discord.take_violations()  # else the fixture fails the test at teardown
    assert len(violations) == 1 and "custom_id" in violations[0]


async def test_answer_after_three_seconds_is_unknown_interaction(
    fake_discord: FakeDiscord, testing_bot: Any, caplog: pytest.LogCaptureFixture
) -> None:
    testing_bot.get_cog("Testing").before_reply = lambda: fake_discord.clock.advance(3.5)
    ana = fake_discord.member("ana")
    with caplog.at_level(logging.WARNING, logger="dobro.errors"):
        interaction = await fake_discord.slash(ana, fake_discord.channel, "dobro slow")
    assert interaction.error_codes == [10062]
    assert not interaction.acknowledged
    assert fake_discord.messages(fake_discord.channel, visible_to=ana) == []
    assert "Answered too late" in caplog.text


async def test_answer_within_three_seconds_is_fine(
    fake_discord: FakeDiscord, testing_bot: Any
) -> None:
    testing_bot.get_cog("Testing").before_reply = lambda: fake_discord.clock.advance(2.5)
    ana = fake_discord.member("ana")
    interaction = await fake_discord.slash(ana, fake_discord.channel, "dobro slow")
    assert interaction.response().content == "finally"


async def test_interaction_token_expires_after_fifteen_minutes(
    fake_discord: FakeDiscord, testing_bot: Any
) -> None:
    ana = fake_discord.member("ana")
    interaction = await fake_discord.slash(ana, fake_discord.channel, "dobro defer")
    assert interaction.callback_type == 5
    thinking = interaction.response()
    assert thinking.ephemeral and thinking.flags & (1 << 7)  # LOADING
    kept: discord.Interaction = testing_bot.get_cog("Testing").last_interaction

    fake_discord.clock.advance(14 * 60)
    await kept.edit_original_response(content="still there")
    assert interaction.response().content == "still there"
    assert not interaction.response().flags & (1 << 7)

    fake_discord.clock.advance(2 * 60)
    with pytest.raises(discord.HTTPException) as expired:
        await kept.followup.send("too late", ephemeral=True)
    assert (expired.value.status, expired.value.code) == (401, 50027)


async def test_second_initial_response_is_already_acknowledged(
    fake_discord: FakeDiscord, bot: Any
) -> None:
    ana = fake_discord.member("ana")
    interaction = await fake_discord.slash(ana, fake_discord.channel, "dobro ping")
    url = f"{fake_discord.base_url}/interactions/{interaction.id}/{interaction.token}/callback"
    async with aiohttp.ClientSession() as session:
        body = {"type": 4, "data": {"content": "again"}}
        async with session.post(url, json=body) as response:
            assert response.status == 400
            assert response.headers["Content-Type"] == "application/json"
            assert (await response.json())["code"] == 40060
    assert interaction.error_codes == [40060]


async def test_rate_limited_interaction_response_is_retried(
    fake_discord: FakeDiscord, bot: Any
) -> None:
    fake_discord.rate_limit("POST", CALLBACK, times=2, retry_after=0.05)
    ana = fake_discord.member("ana")
    interaction = await fake_discord.slash(ana, fake_discord.channel, "dobro ping")
    assert interaction.response().content.startswith("Pong!")
    statuses = [r.status for r in fake_discord.requests_to("POST", CALLBACK)]
    assert statuses == [429, 429, 200]


async def test_rate_limited_bot_request_is_retried(fake_discord: FakeDiscord, bot: Any) -> None:
    fake_discord.rate_limit("POST", "/channels/{channel_id}/messages", retry_after=0.05)
    message = await bot.get_channel(fake_discord.channel.id).send("hello")
    assert fake_discord.message(message.id).content == "hello"
    statuses = [
        r.status for r in fake_discord.requests_to("POST", "/channels/{channel_id}/messages")
    ]
    assert statuses == [429, 200]
    limited = fake_discord.requests_to("POST", "/channels/{channel_id}/messages")[0]
    assert limited.response["retry_after"] == 0.05


async def test_429_carries_the_headers_discord_py_needs(
    fake_discord: FakeDiscord, bot: Any
) -> None:
    # discord.py treats a 429 without `Via` as a Cloudflare ban: the fake must send the header,
    # and this checks the reason it matters.
    async with aiohttp.ClientSession() as session:
        fake_discord.rate_limit("GET", "/users/@me", retry_after=0.01)
        url = f"{fake_discord.base_url}/users/@me"
        headers = {"Authorization": f"Bot {fake_discord.token}"}
        async with session.get(url, headers=headers) as response:
            assert response.status == 429
            assert response.headers["Via"]
            assert response.headers["X-RateLimit-Remaining"] == "0"
            assert float(response.headers["X-RateLimit-Reset-After"]) == pytest.approx(0.01)


async def test_a_channel_option_without_its_resolved_data_is_refused_in_words(
    fake_discord: FakeDiscord, bot: Any
) -> None:
    """#31, point 8: a channel option that arrives without Discord's resolved data (a client
    that sent only the id) is refused naming the channel, never with a Python repr."""
    fake = fake_discord
    ana = fake.member("ana")
    data = fake._command_data(
        "dobro config channels", fake.channel, ana, {"action": "add", "channel": fake.channel}
    )
    data.pop("resolved")
    for lang in ("en-US", "fr"):
        interaction = fake._interaction_base(
            2, ana, fake.channel, data, locale=lang, guild_locale=None
        )
        answer = (await fake._send_interaction(interaction, True)).response()
        text = answer.content or ""
        assert answer.ephemeral
        assert f"<#{fake.channel.id}>" in text, text
        assert "Object" not in text and "<class" not in text and "id=" not in text, text
