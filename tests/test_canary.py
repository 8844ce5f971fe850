"""Canary: the offline Discord patches two discord.py class attributes. If an upgrade of discord.py
moves or renames them, every Discord test would silently talk to the real Discord (or hang), so
this test fails loudly first and says what to fix."""

import inspect
from pathlib import Path

import discord
import discord.gateway
import discord.http
import discord.webhook.async_
import yarl

FIX = "discord.py moved it: update FakeDiscord.patch() in fakediscord/server.py"


def test_route_base_is_a_patchable_class_attribute() -> None:
    assert "BASE" in vars(discord.http.Route), f"discord.http.Route.BASE is gone; {FIX}"
    base = discord.http.Route.BASE
    assert isinstance(base, str) and base.startswith("https://discord.com/api/v"), FIX


def test_routes_build_their_url_from_base(monkeypatch) -> None:
    monkeypatch.setattr(discord.http.Route, "BASE", "http://127.0.0.1:9/api/v10")
    route = discord.http.Route("GET", "/channels/{channel_id}", channel_id=1)
    assert route.url == "http://127.0.0.1:9/api/v10/channels/1", FIX
    # Interaction responses and follow-ups go through the webhook adapter: same Route class.
    assert discord.webhook.async_.Route is discord.http.Route, FIX


def test_default_gateway_is_a_patchable_class_attribute() -> None:
    ws_class = discord.gateway.DiscordWebSocket
    assert "DEFAULT_GATEWAY" in vars(ws_class), f"DiscordWebSocket.DEFAULT_GATEWAY is gone; {FIX}"
    assert isinstance(ws_class.DEFAULT_GATEWAY, yarl.URL), FIX
    source = inspect.getsource(ws_class.from_client)
    assert "cls.DEFAULT_GATEWAY" in source, f"from_client no longer reads DEFAULT_GATEWAY; {FIX}"


def test_client_connects_without_asking_for_a_gateway_url() -> None:
    # If Client.connect starts calling GET /gateway(/bot), the fake must answer it (it does) and
    # DEFAULT_GATEWAY may stop mattering: check what the client actually uses.
    source = inspect.getsource(discord.Client.connect)
    assert "DiscordWebSocket.from_client" in source, FIX


def test_discord_is_the_library_not_the_tests_folder() -> None:
    # tests/discord/ is a package of tests; it must never shadow discord.py on sys.path.
    tests_folder = Path(__file__).resolve().parent
    assert hasattr(discord, "Client")
    assert not Path(discord.__file__ or "").resolve().is_relative_to(tests_folder)
