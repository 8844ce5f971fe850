"""The playground's page server (#33), over HTTP as the page uses it, without a browser: who is
on the server, what each person sees (their own ephemerals only), acting as them, the card
faces and attachments it serves, and that no other site can use it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import aiohttp
import pytest

from playground import PEOPLE, Playground


async def test_the_page_server_acts_as_each_person_and_only_for_this_page(
    playground: Playground,
) -> None:
    url = playground.url.rstrip("/")
    async with aiohttp.ClientSession() as http:

        async def get(path: str) -> Any:
            async with http.get(url + path) as answer:
                assert answer.status == 200, await answer.text()
                return await answer.json()

        async def post(path: str, body: dict[str, Any], status: int = 200) -> Any:
            async with http.post(url + path, json=body) as answer:
                assert answer.status == status, await answer.text()
                return await answer.json()

        # Only this page: another site's page (Origin) or name (Host, a DNS rebinding) is
        # refused, so nothing on the web can play as someone here.
        for headers in ({"Origin": "https://example.org"}, {"Host": "example.org"}):
            async with http.post(url + "/api/slash", json={}, headers=headers) as answer:
                assert answer.status == 403
        async with http.get(url + "/") as answer:
            assert answer.status == 200 and "Dobro playground" in await answer.text()

        world = await get("/api/world")
        assert world["ready"] and world["violations"] == []
        people = {p["username"]: p for p in world["people"]}
        assert list(people) == [p.username for p in PEOPLE]
        assert [u for u, p in people.items() if p["moderator"]] == ["mo"]
        commands = {c["path"] for c in people["ben"]["commands"]}
        assert {"dobro new", "dobro learn", "dobro league create", "dobro tournament create"} <= (
            commands
        )
        new = next(c for c in people["ana"]["commands"] if c["path"] == "dobro new")
        game = next(o for o in new["options"] if o["name"] == "game")
        assert [c["value"] for c in game["choices"]] == ["dobro", "sticks", "ten", "dobble"]
        assert new["words"][1]["local"]["fr"] == "nouvelle"  # French apps read French names

        ana, ben = people["ana"]["id"], people["ben"]["id"]
        general = str(playground.fake.channel.id)
        opened = await post(
            "/api/slash",
            {"as": ana, "channel": general, "command": "dobro new", "options": {"seats": 2}},
        )
        assert opened["answered"] and opened["modal"] is None
        lobby = opened["messages"][0]
        assert lobby["invoked"] == {"by": "Ana", "by_id": ana, "command": "/dobro new"}
        join = "dobro:t:1:join"
        joined = await post("/api/click", {"as": ben, "message": lobby["id"], "id": join})
        assert joined["answered"]
        refused = await post(
            "/api/click", {"as": ben, "message": lobby["id"], "id": "dobro:none"}, status=409
        )
        assert "no component" in refused["error"]

        # A private answer is in its person's view only.
        ping = await post("/api/slash", {"as": ben, "channel": general, "command": "dobro ping"})
        (answer,) = ping["messages"]
        assert answer["ephemeral"]
        seen = await get(f"/api/view?as={ben}&channel={general}")
        assert answer["id"] in {m["id"] for m in seen["messages"]}
        assert [c["name"] for c in seen["channels"]] == ["general", "dobro"]
        others = await get(f"/api/view?as={ana}&channel={general}")
        assert answer["id"] not in {m["id"] for m in others["messages"]}
        assert lobby["id"] in {m["id"] for m in others["messages"]}

        # The card faces are the emojis the bot uploaded: served as pictures, and the page
        # gets their ids as strings (integers in the bot's payloads; too big for JavaScript).
        assert playground.fake.app_emojis
        emoji = next(iter(playground.fake.app_emojis.values()))
        async with http.get(f"{url}/emoji/{emoji.id}") as picture:
            assert picture.status == 200 and (await picture.read()) == emoji.image
        added = await post(
            "/api/click", {"as": ana, "message": lobby["id"], "id": "dobro:t:1:start"}
        )
        assert added["answered"]
        hand = await post("/api/click", {"as": ana, "message": lobby["id"], "id": "dobro:t:1:hand"})
        faces = [
            button["emoji"]["id"]
            for row in hand["messages"][0]["components"][0]["components"]
            for button in row.get("components", [])
            if button.get("emoji")
        ]
        assert faces and all(isinstance(face, str) and face.isdigit() for face in faces)

        # What the page waits on moves when anything visible changes.
        revision = (await get("/api/changes?since=0"))["revision"]
        assert revision == playground.fake.revision > 0


def test_the_environment_never_points_the_playground_elsewhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A developer's DATABASE_URL or shards (or a .env) never reach the playground's bot: its
    games stay in its own SQLite file, on its own offline Discord."""
    monkeypatch.setenv("DATABASE_URL", "postgresql://someone@db.example.org/dobro")
    monkeypatch.setenv("SHARD_COUNT", "4")
    monkeypatch.setenv("DISCORD_TOKEN", "a-real-token")
    settings = Playground(database=tmp_path / "p.sqlite3").settings
    assert settings.database_url is None and settings.shard_count is None
    assert settings.database_path == tmp_path / "p.sqlite3"
    assert settings.discord_token.get_secret_value() == "fake-bot-token"
