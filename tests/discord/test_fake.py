"""The offline Discord itself: components, modals, options, threads, files and validation."""

from __future__ import annotations

import io
import warnings
from typing import Any

import aiohttp
import discord
import pytest

from fakediscord import (
    CommandNotRegistered,
    ComponentDisabled,
    ComponentNotFound,
    FakeDiscord,
    FakeDiscordError,
)
from fakediscord import server as fake_server
from fakediscord.models import CREATE_PUBLIC_THREADS
from tests.discord.helpers import TESTING_EXTENSIONS, requires_spec

MESSAGES = "/channels/{channel_id}/messages"


@pytest.fixture
async def testing_bot(start_bot: Any) -> Any:
    return await start_bot(extensions=TESTING_EXTENSIONS)


async def test_buttons_must_be_on_the_message_and_enabled(
    fake_discord: FakeDiscord, testing_bot: Any
) -> None:
    ana, ben = fake_discord.member("ana"), fake_discord.member("ben")
    message = (await fake_discord.slash(ana, fake_discord.channel, "dobro buttons")).response()
    assert not message.ephemeral
    assert message.custom_ids() == ["t:ok", "t:fail", "t:off", "t:pick"]
    with pytest.raises(ComponentNotFound):
        await fake_discord.click(ben, message, "t:nope")
    with pytest.raises(ComponentDisabled):
        await fake_discord.click(ben, message, "t:off")

    click = await fake_discord.click(ben, message, "t:ok")
    assert click.callback_type == 7  # UPDATE_MESSAGE
    assert message.content == "clicked by ben" and message.edited
    assert message.history[0]["content"] == "choose"
    with pytest.raises(ComponentDisabled):  # the bot disabled it in its edit
        await fake_discord.click(ana, message, "t:ok")


async def test_string_select(fake_discord: FakeDiscord, testing_bot: Any) -> None:
    ana = fake_discord.member("ana")
    message = (await fake_discord.slash(ana, fake_discord.channel, "dobro buttons")).response()
    picked = await fake_discord.select(ana, message, "t:pick", ["a", "c"])
    assert picked.response().content == "picked a,c"
    assert picked.response().ephemeral
    with pytest.raises(FakeDiscordError, match="not an option"):
        await fake_discord.select(ana, message, "t:pick", ["z"])
    with pytest.raises(FakeDiscordError, match="takes 1 to 2 values"):
        await fake_discord.select(ana, message, "t:pick", ["a", "b", "c"])
    with pytest.raises(FakeDiscordError, match="not a select"):
        await fake_discord.select(ana, message, "t:ok", ["a"])


async def test_components_v2_nested_buttons(fake_discord: FakeDiscord, testing_bot: Any) -> None:
    ana = fake_discord.member("ana")
    message = (await fake_discord.slash(ana, fake_discord.channel, "dobro layout")).response()
    assert message.is_v2 and message.content == ""
    assert message.components[0]["type"] == 17  # container
    assert "Your turn" in message.text()
    await fake_discord.click(ana, message, "t:play")  # a section's accessory
    assert "Played" in message.text()
    row = await fake_discord.click(ana, message, "t:row")  # an action row inside the container
    assert row.response().content == "row clicked"


async def test_modal_round_trip(fake_discord: FakeDiscord, testing_bot: Any) -> None:
    ana = fake_discord.member("ana")
    opened = await fake_discord.slash(ana, fake_discord.channel, "dobro form")
    assert opened.callback_type == 9 and opened.modal["title"] == "Your name"
    with pytest.raises(ComponentNotFound):
        await fake_discord.submit_modal(ana, opened, {"t:age": "3"})
    submitted = await fake_discord.submit_modal(ana, opened, {"t:name": "Ana"})
    assert submitted.response().content == "hello Ana"


async def test_autocomplete(fake_discord: FakeDiscord, testing_bot: Any) -> None:
    ana = fake_discord.member("ana")
    choices = await fake_discord.autocomplete(
        ana, fake_discord.channel, "dobro seat", focused="table", table="b"
    )
    assert choices == [{"name": "beta", "value": "beta"}]


async def test_typed_options_and_resolved_objects(
    fake_discord: FakeDiscord, testing_bot: Any
) -> None:
    ana, ben = fake_discord.member("ana"), fake_discord.member("ben")
    done = await fake_discord.slash(
        ana,
        fake_discord.channel,
        "dobro options",
        seats=4,
        player=ben,
        where=fake_discord.other_channel,
        variant="long",
    )
    assert done.response().content == "4 seats, ben, #dobro, long"
    data = done.payload["data"]
    assert data["options"][0]["name"] == "options"
    assert str(ben.id) in data["resolved"]["members"]

    base = {"player": ben, "where": fake_discord.other_channel}
    with pytest.raises(FakeDiscordError, match=r"outside 2\.\.6"):
        await fake_discord.slash(ana, fake_discord.channel, "dobro options", seats=9, **base)
    with pytest.raises(FakeDiscordError, match="not one of the choices"):
        await fake_discord.slash(
            ana, fake_discord.channel, "dobro options", seats=3, variant="short", **base
        )
    with pytest.raises(FakeDiscordError, match="required"):
        await fake_discord.slash(ana, fake_discord.channel, "dobro options", seats=3)
    with pytest.raises(CommandNotRegistered):
        await fake_discord.slash(ana, fake_discord.channel, "dobro options", colour="red")
    with pytest.raises(CommandNotRegistered):
        await fake_discord.slash(ana, fake_discord.channel, "dobro nothing")
    with pytest.raises(CommandNotRegistered, match="needs a subcommand"):
        await fake_discord.slash(ana, fake_discord.channel, "dobro")
    with pytest.raises(CommandNotRegistered):
        await fake_discord.slash(ana, fake_discord.channel, "poker")


async def test_threads_from_messages(fake_discord: FakeDiscord, testing_bot: Any) -> None:
    ana = fake_discord.member("ana")
    done = await fake_discord.slash(ana, fake_discord.channel, "dobro thread")
    (thread,) = fake_discord.threads
    assert done.response().content == f"thread {thread.id}"
    (table,) = fake_discord.messages(fake_discord.channel)
    assert table.id == thread.id and table.content == "Table 1"
    (inside,) = fake_discord.messages(thread)
    assert inside.content == f"{ana.mention} joined"
    assert inside.data["mentions"][0]["id"] == str(ana.id)
    await fake_discord.wait_idle()
    cached = testing_bot.get_channel(thread.id)  # THREAD_CREATE reached the bot
    assert isinstance(cached, discord.Thread) and cached.parent_id == fake_discord.channel.id


async def test_missing_permission_is_forbidden(fake_discord: FakeDiscord, testing_bot: Any) -> None:
    fake_discord.bot_permissions &= ~CREATE_PUBLIC_THREADS
    ana = fake_discord.member("ana")
    done = await fake_discord.slash(ana, fake_discord.channel, "dobro thread")
    assert fake_discord.threads == []
    assert any(code == 50013 for _, _, code, _ in fake_discord.error_responses)
    assert done.response().content.startswith("Something went wrong")


async def test_files_are_recorded_and_served(fake_discord: FakeDiscord, bot: Any) -> None:
    channel = bot.get_channel(fake_discord.channel.id)
    sent = await channel.send("record", file=discord.File(io.BytesIO(b'{"seed": 7}'), "game.json"))
    stored = fake_discord.message(sent.id)
    assert stored.files[0].data == b'{"seed": 7}'
    assert stored.data["attachments"][0]["filename"] == "game.json"
    assert await sent.attachments[0].read() == b'{"seed": 7}'
    (request,) = fake_discord.requests_to("POST", MESSAGES)
    assert request.json["content"] == "record" and request.files[0].filename == "game.json"


async def test_injected_failure(fake_discord: FakeDiscord, bot: Any) -> None:
    fake_discord.fail_next("POST", MESSAGES, status=403, code=50013, message="Missing Permissions")
    with pytest.raises(discord.Forbidden):
        await bot.get_channel(fake_discord.channel.id).send("hello")
    await bot.get_channel(fake_discord.channel.id).send("hello")


def action_row(*components: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(components)}


def button(custom_id: str = "b", label: str = "B") -> dict[str, Any]:
    return {"type": 2, "style": 1, "custom_id": custom_id, "label": label}


def select(options: int) -> dict[str, Any]:
    return {
        "type": 3,
        "custom_id": "s",
        "options": [{"label": f"o{i}", "value": f"v{i}"} for i in range(options)],
    }


REFUSED = {
    "content over 2000": {"content": "x" * 2001},
    "custom_id over 100": {"components": [action_row(button("c" * 101))]},
    "button label over 80": {"components": [action_row(button(label="L" * 81))]},
    "six action rows": {"components": [action_row(button(f"b{i}")) for i in range(6)]},
    "six buttons in a row": {"components": [action_row(*[button(f"b{i}") for i in range(6)])]},
    "26 select options": {"components": [action_row(select(26))]},
    "select beside a button": {"components": [action_row(select(2), button())]},
    "duplicate custom_id": {"components": [action_row(button("same"), button("same"))]},
    "empty message": {"content": ""},
    "V2 with content": {
        "flags": 1 << 15,
        "content": "hi",
        "components": [{"type": 10, "content": "t"}],
    },
    "V2 over 40 components": {
        "flags": 1 << 15,
        "components": [{"type": 10, "content": f"line {i}"} for i in range(41)],
    },
    "V2 component without the flag": {"components": [{"type": 10, "content": "text"}]},
    "ephemeral flag in a channel": {"content": "secret", "flags": 1 << 6},
}


@pytest.mark.parametrize("payload", list(REFUSED.values()), ids=list(REFUSED))
async def test_discord_limits_are_enforced(
    fake_discord: FakeDiscord, bot: Any, payload: dict[str, Any]
) -> None:
    route = discord.http.Route("POST", MESSAGES, channel_id=fake_discord.channel.id)
    with pytest.raises(discord.HTTPException) as refused:
        await bot.http.request(route, json=payload)
    assert (refused.value.status, refused.value.code) == (400, 50035)
    assert fake_discord.take_violations()
    assert fake_discord.messages(fake_discord.channel) == []


async def test_valid_v2_message_with_forty_components_is_accepted(
    fake_discord: FakeDiscord, bot: Any
) -> None:
    payload = {
        "flags": 1 << 15,
        "components": [{"type": 10, "content": f"line {i}"} for i in range(40)],
    }
    route = discord.http.Route("POST", MESSAGES, channel_id=fake_discord.channel.id)
    data = await bot.http.request(route, json=payload)
    assert len(fake_discord.message(int(data["id"])).components) == 40


@requires_spec
async def test_schema_errors_come_from_the_openapi_spec(
    fake_discord: FakeDiscord, bot: Any
) -> None:
    route = discord.http.Route("POST", MESSAGES, channel_id=fake_discord.channel.id)
    with pytest.raises(discord.HTTPException) as refused:
        await bot.http.request(route, json={"content": 5, "tts": "yes"})
    assert refused.value.code == 50035
    violations = fake_discord.take_violations()
    assert any("[spec] content" in v for v in violations)
    assert any("[spec] tts" in v for v in violations)
    assert "content" in str(refused.value)  # discord.py flattened Discord's `errors` object


@requires_spec
async def test_unknown_and_unemulated_routes_are_violations(
    fake_discord: FakeDiscord, bot: Any
) -> None:
    with pytest.raises(discord.NotFound):
        await bot.http.request(discord.http.Route("GET", "/nowhere"))
    with pytest.raises(discord.HTTPException):
        await bot.http.request(
            discord.http.Route("GET", "/guilds/{guild_id}/roles", guild_id=fake_discord.guild.id)
        )
    with pytest.raises(discord.HTTPException):
        await bot.http.request(discord.http.Route("GET", "/channels/{channel_id}", channel_id="x"))
    violations = fake_discord.take_violations()
    assert "not an operation of Discord's API" in violations[0]
    assert "does not emulate GET /guilds/{guild_id}/roles" in violations[1]
    assert "channel_id" in violations[2]


async def test_responses_are_plain_application_json(fake_discord: FakeDiscord, bot: Any) -> None:
    async with aiohttp.ClientSession() as session:
        headers = {"Authorization": f"Bot {fake_discord.token}"}
        async with session.get(f"{fake_discord.base_url}/users/@me", headers=headers) as response:
            assert response.status == 200
            assert response.headers["Content-Type"] == "application/json"
        async with session.get(f"{fake_discord.base_url}/users/@me") as response:
            assert response.status == 401


async def test_the_global_limit_when_asked(fake_discord: FakeDiscord, bot: Any) -> None:
    """Issue 35: at most N requests a second on the routes Discord's global limit covers (all
    but an interaction's), then a 429 with Discord's global body and headers; an
    interaction's callback and webhook are not covered."""
    window = fake_discord.enforce_global_limit(3)
    url = f"{fake_discord.base_url}/channels/{fake_discord.channel.id}/messages"
    headers = {"Authorization": f"Bot {fake_discord.token}"}
    async with aiohttp.ClientSession() as session:
        for _ in range(3):
            async with session.post(url, json={"content": "ok"}, headers=headers) as resp:
                assert resp.status == 200
        async with session.post(url, json={"content": "one too many"}, headers=headers) as resp:
            assert resp.status == 429
            body = await resp.json()
            assert body["global"] is True and 0 < body["retry_after"] <= 1.0
            assert resp.headers["X-RateLimit-Global"] == "true"
            assert resp.headers["X-RateLimit-Scope"] == "global"
            assert "X-RateLimit-Bucket" not in resp.headers and resp.headers["Retry-After"]
        # The interaction's own routes are not covered (an unknown token: 404, not 429).
        async with session.post(
            f"{fake_discord.base_url}/webhooks/1/no-such-token", json={"content": "x"}
        ) as resp:
            assert resp.status == 404
    assert (window.most, window.refused) == (3, 1)
    assert len(fake_discord.messages(fake_discord.channel)) == 3


async def test_without_the_spec_validation_is_skipped_in_one_line(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """A clone has no spec (#33): no fake warns (a test run makes hundreds of them: it printed
    214 warnings), the process logs one line once, and Discord's limits are still checked."""
    monkeypatch.setattr(fake_server, "load_spec", lambda: None)
    monkeypatch.setattr(fake_server, "_said", set())
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        fake = FakeDiscord()
        FakeDiscord()
    assert fake.spec is None and "not its schema" in (fake.spec_skipped_reason or "")
    said = [r.getMessage() for r in caplog.records if r.name == "fakediscord"]
    assert said == [fake.spec_skipped_reason] and "\n" not in said[0]
    async with fake, aiohttp.ClientSession() as session:
        url = f"{fake.base_url}/channels/{fake.channel.id}/messages"
        headers = {"Authorization": f"Bot {fake.token}"}
        # Discord's limits are still checked by the fake's own code.
        async with session.post(url, json={"content": "x" * 2001}, headers=headers) as resp:
            assert resp.status == 400
        async with session.post(url, json={"content": "ok"}, headers=headers) as resp:
            assert resp.status == 200
    assert len(fake.take_violations()) == 1


@pytest.mark.fake_discord(member_names=["zoe", "yann"], bot_permissions=0)
async def test_marker_configures_the_fake(fake_discord: FakeDiscord, bot: Any) -> None:
    assert [m.username for m in fake_discord.members] == ["zoe", "yann"]
    with pytest.raises(discord.Forbidden):
        await bot.get_channel(fake_discord.channel.id).send("no permission")
    # Interaction responses need no channel permission.
    ping = await fake_discord.slash(fake_discord.member("zoe"), fake_discord.channel, "dobro ping")
    assert ping.response().content.startswith("Pong!")


async def test_members_can_be_added(fake_discord: FakeDiscord, bot: Any) -> None:
    eve = fake_discord.add_member("eve", locale="fr")
    interaction = await fake_discord.slash(eve, fake_discord.channel, "dobro ping")
    assert interaction.response().content.startswith("Pong !")
    assert len({m.id for m in fake_discord.members}) == 5


async def test_check_reports_violations(fake_discord: FakeDiscord, bot: Any) -> None:
    route = discord.http.Route("POST", MESSAGES, channel_id=fake_discord.channel.id)
    with pytest.raises(discord.HTTPException):
        await bot.http.request(route, json={"content": "x" * 2001})
    with pytest.raises(AssertionError, match="Discord would reject"):
        fake_discord.check()
    fake_discord.take_violations()
    fake_discord.check()


async def test_channel_history_and_fetch(fake_discord: FakeDiscord, bot: Any) -> None:
    channel = bot.get_channel(fake_discord.channel.id)
    sent = [await channel.send(f"m{i}") for i in range(5)]
    newest = [m.content async for m in channel.history(limit=3)]
    assert newest == ["m4", "m3", "m2"]
    oldest = [m.content async for m in channel.history(limit=2, oldest_first=True)]
    assert oldest == ["m0", "m1"]
    after = [m.content async for m in channel.history(after=sent[1], limit=2)]
    assert after == ["m2", "m3"]
    fetched = await channel.fetch_message(sent[0].id)
    assert fetched.content == "m0"
    await fetched.edit(content="edited")
    await sent[4].delete()
    assert fake_discord.message(sent[0].id).content == "edited"
    assert fake_discord.message(sent[4].id).deleted
    assert [m.content for m in fake_discord.messages(fake_discord.channel)][-1] == "m3"
