"""The playground's page server (#33), over HTTP as the page uses it, without a browser: who is
on the server, what each person sees (their own ephemerals only), acting as them, the card
faces and attachments it serves, and that no other site can use it."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from playground import PEOPLE, Playground

REPO = Path(__file__).resolve().parents[2]


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
        languages = {lang["locale"]: lang["name"] for lang in world["languages"]}
        assert languages["en-US"] == "English" and languages["fr"] == "Français"

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


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_python_m_playground_serves_the_page_and_stops_on_ctrl_c(tmp_path: Path) -> None:
    """The README's command: `python -m playground` says where the page is, serves it once
    the bot is ready, and stops cleanly on Ctrl-C (its temporary database gone); a busy port
    is one sentence."""
    port = free_port()
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "DISCORD_TOKEN")}
    env["TMPDIR"] = str(tmp_path)
    process = subprocess.Popen(
        [sys.executable, "-m", "playground", "--port", str(port)],
        cwd=REPO,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 60
        world: dict[str, Any] = {}
        while not world.get("ready"):
            assert process.poll() is None, process.communicate()
            assert time.monotonic() < deadline, "the playground never got ready"
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/world") as answer:
                    world = json.load(answer)
            except OSError:
                time.sleep(0.2)
        assert [p["name"] for p in world["people"]] == ["Ana", "Ben", "Cléo", "Dan", "Mo"]
        assert list(tmp_path.glob("dobro-playground-*/playground.sqlite3"))
        busy = subprocess.run(
            [sys.executable, "-m", "playground", "--port", str(port)],
            cwd=REPO,
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert busy.returncode == 1 and busy.stderr.strip().splitlines() == [
            f"The page cannot listen on 127.0.0.1:{port}: another program uses that port; "
            f"choose another port, e.g. python -m playground --port {port + 1}."
        ]
    finally:
        process.send_signal(signal.SIGINT)
        stdout, stderr = process.communicate(timeout=30)
    assert process.returncode == 0, stderr
    assert f"The playground is at http://127.0.0.1:{port}/" in stdout
    assert stdout.strip().endswith("The playground stopped.") and "Traceback" not in stderr
    assert not list(tmp_path.glob("dobro-playground-*"))  # its database went with it


async def test_dms_a_group_dm_the_apps_menu_and_skipping_time(playground: Playground) -> None:
    """#34 on the page's server: each person has a DM with the bot, Ana, Ben and Cléo a group
    DM where only Ana's install reaches the bot (her app offers its commands there, theirs
    none); the Apps menu's *Challenge to a game* opens a table pinging the one challenged;
    a skip moves the bot's and Discord's clock."""
    fake = playground.fake
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

        world = await get("/api/world")
        people = {p["username"]: p for p in world["people"]}
        ana, ben, cleo = (people[n]["id"] for n in ("ana", "ben", "cleo"))
        group, dm = str(playground.group.id), str(fake.dm_channel(fake.member("ben")).id)
        assert world["installed"] == ["Ana"] and world["skipped"] == 0
        assert "dobro new" in {c["path"] for c in people["ana"]["places"][group]}
        assert people["ben"]["places"][group] == []  # no install of his own reaches the bot
        assert "dobro new" in {c["path"] for c in people["ben"]["places"][dm]}
        assert group not in people["dan"]["places"]
        assert [a["name"] for a in people["ana"]["apps"]] == ["Challenge to a game", "Dobro stats"]

        seen = await get(f"/api/view?as={ben}&channel={group}")
        assert seen["channel"] == group and sorted(seen["members"]) == sorted([ana, cleo])
        assert [(p["kind"], p["name"]) for p in seen["places"]] == [
            ("dm", "Dobro"),
            ("group", "Ana, Cléo"),
        ]
        pong = await post("/api/slash", {"as": ben, "channel": dm, "command": "dobro ping"})
        assert pong["answered"] and pong["messages"][0]["channel_id"] == dm

        # Ana right-clicks Ben in #general: Apps, Challenge to a game, Sticks.
        general = str(fake.channel.id)
        asked = await post(
            "/api/user-command",
            {"as": ana, "channel": general, "command": "Challenge to a game", "target": ben},
        )
        (picker,) = asked["messages"]
        assert picker["ephemeral"]
        picked = await post(
            "/api/select",
            {"as": ana, "message": picker["id"], "id": f"dobro:ch:{ben}", "values": ["sticks"]},
        )
        lobby = picked["messages"][0]
        assert not lobby["ephemeral"] and lobby["notified"] == [ben]
        assert playground.bot.tables is not None
        table = playground.bot.tables.in_channel(fake.channel.id)
        assert table is not None and table.settings.challenged == int(ben)
        accepted = await post(
            "/api/click",
            {"as": ben, "message": lobby["id"], "id": f"dobro:t:{table.game_id}:accept"},
        )
        assert accepted["answered"] and not accepted["errors"]

        # The clock: 15 minutes by default, within limits.
        await post("/api/skip", {"minutes": 0}, status=400)
        before = fake.clock.now()
        skipped = await post("/api/skip", {})
        assert fake.clock.now() - before >= 15 * 60  # (real time went on meanwhile, too)
        assert 14 * 60 < skipped["skipped"] <= 15 * 60
        assert playground.clock.now() == pytest.approx(fake.clock.now(), abs=1)


async def test_a_skip_ages_the_tables_tokens_after_a_bot_was_closed_in_the_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Closing a bot unloads its extensions, and discord.py drops their modules from
    ``sys.modules``: a bot started later in the same process (a test run) has a *Play* cog of
    a re-imported ``cogs.table.commands``, another class than the one the playground imported.
    Its table writers must still read Discord's time on the playground's clock, or a skip
    never makes an interaction token old (the flaky browser test of a waiting group DM)."""
    import playground.app

    monkeypatch.setattr(playground.app, "Play", type("Play", (), {}))  # the class before
    ground = Playground(database=tmp_path / "p.sqlite3", port=0, table_edit_interval=0)
    await ground.start(monkeypatch)
    try:
        await ground.start_bot()
        cog: Any = ground.bot.get_cog("Play")
        before = cog.writers.discord_now()
        await ground.skip(15 * 60)
        assert cog.writers.discord_now() - before >= 15 * 60
    finally:
        await ground.stop()
