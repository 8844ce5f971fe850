"""Card faces as application emojis: the real discord.py client syncs them against the offline
Discord, which keeps them across restarts and applies Discord's rules on emojis. Names read as
words (``dobro_joker``, ``sticks_7``); the drawing each shows is recorded in storage by id."""

from __future__ import annotations

import base64
import io
import logging
import re
from typing import Any

import discord
import pytest
from PIL import ImageDraw

from bot import EXTENSIONS
from cogs.table.emojis import CardFaces, MemoryDrawings
from cogs.table.emojis import sync_card_emojis as sync_with
from faces import draw
from faces.draw import CARDS, emoji_name, face_png, legacy_name
from fakediscord import FakeDiscord
from fakediscord import server as fake_server
from fakediscord.spec import SPEC_URI
from tests.discord.helpers import requires_spec

APP_EMOJIS = fake_server.APP_EMOJIS
APP_EMOJI = fake_server.APP_EMOJI
LOGGER = "cogs.table.emojis"
# The emojis need no game cog: the bot's shell alone keeps these tests about emojis.
SHELL = EXTENSIONS[:1]


@pytest.fixture
async def bot(start_bot: Any) -> Any:
    """A DobroBot logged into the fake Discord, with only its shell extension."""
    return await start_bot(extensions=SHELL)


async def sync_card_emojis(bot: Any) -> dict[str, str]:
    """A sync recording drawings in the bot's own storage (what ``bot.py`` does)."""
    return await sync_with(bot, bot.db.card_emojis)


def created(fake: FakeDiscord) -> int:
    return len(fake.requests_to("POST", APP_EMOJIS))


def renamed(fake: FakeDiscord) -> int:
    return len(fake.requests_to("PATCH", APP_EMOJI))


def deleted(fake: FakeDiscord) -> list[str]:
    return [r.path.rsplit("/", 1)[1] for r in fake.requests_to("DELETE", APP_EMOJI)]


def warnings_of(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.name == LOGGER and r.levelno >= logging.WARNING]


def redrawn(card: str) -> bytes:
    """Another drawing of a card: its face with a dot in the corner."""
    image = draw.draw_face(card)
    ImageDraw.Draw(image).ellipse((100, 8, 112, 20), fill=(255, 255, 255, 255))
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return buffer.getvalue()


def change_face(monkeypatch: pytest.MonkeyPatch, card: str) -> None:
    """As if the drawing of `card` changed in a new version of the bot."""
    original, changed = draw.face_png, redrawn(card)
    monkeypatch.setattr(draw, "face_png", lambda c: changed if c == card else original(c))


def data_uri(image: bytes, kind: str = "png") -> str:
    return f"data:image/{kind};base64,{base64.b64encode(image).decode()}"


async def test_first_sync_creates_every_face_and_a_restart_reuses_them(
    fake_discord: FakeDiscord, start_bot: Any, caplog: pytest.LogCaptureFixture
) -> None:
    bot = await start_bot(extensions=SHELL)
    with caplog.at_level(logging.INFO, logger=LOGGER):
        faces = await sync_card_emojis(bot)
    assert set(faces) == set(CARDS)
    assert created(fake_discord) == len(CARDS)
    stored = {e.name: e for e in fake_discord.app_emojis.values()}
    assert len(stored) == len(CARDS)
    for card in CARDS:
        emoji = stored[emoji_name(card)]
        assert faces[card] == emoji.markdown == f"<:{emoji.name}:{emoji.id}>"
        assert emoji.image == face_png(card) and emoji.content_type == "image/png"
        assert emoji.user is fake_discord.bot_user
    assert warnings_of(caplog) == []
    await bot.close()

    restarted = await start_bot(extensions=SHELL)
    assert await sync_card_emojis(restarted) == faces
    assert created(fake_discord) == len(CARDS), "an unchanged face was uploaded again"
    assert deleted(fake_discord) == []
    assert len(fake_discord.app_emojis) == len(CARDS)
    assert len(fake_discord.requests_to("GET", APP_EMOJIS)) == 2
    assert warnings_of(caplog) == []


async def test_a_changed_face_replaces_its_emoji_only(
    fake_discord: FakeDiscord, bot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = await sync_card_emojis(bot)
    old_seven = next(e for e in fake_discord.app_emojis.values() if e.name == emoji_name("7"))

    change_face(monkeypatch, "7")
    after = await sync_card_emojis(bot)
    assert created(fake_discord) == len(CARDS) + 1
    assert deleted(fake_discord) == [str(old_seven.id)]
    assert old_seven.id not in fake_discord.app_emojis
    assert after["7"] != before["7"]
    assert {c: m for c, m in after.items() if c != "7"} == {
        c: m for c, m in before.items() if c != "7"
    }
    names = sorted(e.name for e in fake_discord.app_emojis.values())
    assert names == sorted(emoji_name(card) for card in CARDS)
    assert len(names) == len(CARDS)


async def test_emojis_of_someone_else_are_never_deleted(
    fake_discord: FakeDiscord, bot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    theirs = [
        fake_discord.add_app_emoji("party_parrot"),
        fake_discord.add_app_emoji("dobro"),
        fake_discord.add_app_emoji("Dobro_logo"),
    ]
    await sync_card_emojis(bot)
    change_face(monkeypatch, "J")
    faces = await sync_card_emojis(bot)
    assert set(faces) == set(CARDS)
    assert len(deleted(fake_discord)) == 1  # the old joker, nothing else
    for emoji in theirs:
        assert fake_discord.app_emojis[emoji.id] is emoji
    assert len(fake_discord.app_emojis) == len(CARDS) + len(theirs)


async def test_a_refused_upload_means_text_cards_and_one_warning(
    fake_discord: FakeDiscord, bot: Any, caplog: pytest.LogCaptureFixture
) -> None:
    fake_discord.fail_next("POST", APP_EMOJIS, status=403, code=50013, message="Missing Access")
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        faces = await sync_card_emojis(bot)
    assert faces == {}
    assert CardFaces(faces).text("5", "5") == "5"
    assert created(fake_discord) == 1, "creation failures repeat: the rest is not tried"
    (warning,) = warnings_of(caplog)
    assert "creating dobro_2 failed" in warning.getMessage() and "403" in warning.getMessage()
    assert "\n" not in warning.getMessage()
    assert fake_discord.app_emojis == {}


async def test_a_partial_upload_keeps_what_exists(
    fake_discord: FakeDiscord, bot: Any, caplog: pytest.LogCaptureFixture
) -> None:
    full = await sync_card_emojis(bot)
    # Someone deletes five of them in the developer portal; uploading them again is refused.
    lost = ("2", "9", "J", "S", "back")
    for emoji in list(fake_discord.app_emojis.values()):
        if emoji.name in {emoji_name(card) for card in lost}:
            del fake_discord.app_emojis[emoji.id]
    fake_discord.fail_next("POST", APP_EMOJIS, status=400, code=30008, message="Too many")
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        faces = await sync_card_emojis(bot)
    assert faces == {card: text for card, text in full.items() if card not in lost}
    assert len(warnings_of(caplog)) == 1
    cards = CardFaces(faces)
    assert cards.text("2", "2") == "2" and cards.text("3", "3") == full["3"]


async def test_a_failed_upload_of_a_redrawn_face_keeps_the_older_drawing(
    fake_discord: FakeDiscord,
    bot: Any,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    before = await sync_card_emojis(bot)
    change_face(monkeypatch, "R")
    fake_discord.fail_next("POST", APP_EMOJIS, status=403, code=50013, message="Missing Access")
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        assert await sync_card_emojis(bot) == before  # the older reverse stands in
    assert deleted(fake_discord) == []
    assert len(warnings_of(caplog)) == 1
    # Next start, Discord accepts: the new drawing replaces the old one.
    after = await sync_card_emojis(bot)
    assert after["R"] != before["R"] and len(deleted(fake_discord)) == 1


async def test_failed_list_or_delete_never_raises(
    fake_discord: FakeDiscord,
    bot: Any,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    fake_discord.fail_next("GET", APP_EMOJIS, status=403, code=50001, message="Missing Access")
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        assert await sync_card_emojis(bot) == {}
    assert len(warnings_of(caplog)) == 1 and created(fake_discord) == 0

    first = await sync_card_emojis(bot)
    change_face(monkeypatch, "12")
    fake_discord.fail_next("DELETE", APP_EMOJI, status=404, code=10014, message="Unknown Emoji")
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        faces = await sync_card_emojis(bot)
    assert set(faces) == set(CARDS) and faces["12"] != first["12"]  # the new one is in use
    assert len(warnings_of(caplog)) == 2
    assert len(fake_discord.app_emojis) == len(CARDS) + 1  # the old 12 is deleted on the next sync
    await sync_card_emojis(bot)
    assert len(fake_discord.app_emojis) == len(CARDS)


#: What an emoji name may be now: words, no drawing's hash.
WORDS = re.compile(r"^(dobro|sticks)(_[a-z0-9]+)+$")


async def test_names_read_as_words_and_drawings_are_recorded_by_id(
    fake_discord: FakeDiscord, bot: Any
) -> None:
    faces = await sync_card_emojis(bot)
    names = {e.name: e.id for e in fake_discord.app_emojis.values()}
    assert sorted(names) == sorted(emoji_name(card) for card in CARDS)
    for name in names:
        assert WORDS.fullmatch(name) and not re.search(r"_[0-9a-f]{8}$", name), name
    assert {"dobro_7", "dobro_joker", "dobro_skip", "sticks_7", "sticks_blue_stick"} <= set(names)
    recorded = await bot.db.card_emojis.drawings()
    assert recorded == {names[emoji_name(c)]: draw.face_hash(c) for c in CARDS}
    assert faces["J"] == f"<:dobro_joker:{names['dobro_joker']}>"


async def test_emojis_of_the_older_names_are_renamed_not_uploaded_again(
    fake_discord: FakeDiscord,
    bot: Any,
    caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An application synced by an earlier version (``dobro_5_<hash>``): each unchanged
    drawing is renamed to its words (no upload); one whose drawing changed since is
    uploaded and its older emoji deleted."""
    for card in CARDS:
        fake_discord.add_app_emoji(legacy_name(card), face_png(card), user=fake_discord.bot_user)
    stale = fake_discord.add_app_emoji("dobro_sticks_red_0123abcd", user=fake_discord.bot_user)
    old_red = next(
        e for e in fake_discord.app_emojis.values() if e.name == legacy_name("sticks.red")
    )
    change_face(monkeypatch, "sticks.red")  # redrawn since the earlier version uploaded it
    with caplog.at_level(logging.INFO, logger=LOGGER):
        faces = await sync_card_emojis(bot)
    assert set(faces) == set(CARDS)
    assert created(fake_discord) == 1, "only the redrawn face is uploaded"
    assert renamed(fake_discord) == len(CARDS) - 1
    assert sorted(deleted(fake_discord)) == sorted([str(old_red.id), str(stale.id)])
    names = sorted(e.name for e in fake_discord.app_emojis.values())
    assert names == sorted(emoji_name(card) for card in CARDS)
    assert "1 created, 28 renamed, 2 deleted, 0 kept" in caplog.text
    assert warnings_of(caplog) == []


async def test_lost_drawings_upload_every_face_again_under_the_same_names(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """Storage lost what each emoji shows (a new database): nothing proves an emoji is the
    face's drawing, so each is replaced, under a spare name until the older one is gone; the
    names end as they were, one emoji each."""
    bot = await start_bot(extensions=SHELL)
    await sync_card_emojis(bot)
    before = {e.name: e.id for e in fake_discord.app_emojis.values()}
    faces = await sync_with(bot, MemoryDrawings())  # knows no drawing
    after = {e.name: e.id for e in fake_discord.app_emojis.values()}
    assert sorted(after) == sorted(before) and not set(after.values()) & set(before.values())
    assert faces == {c: f"<:{emoji_name(c)}:{after[emoji_name(c)]}>" for c in CARDS}
    spare = [r.json["name"] for r in fake_discord.requests_to("POST", APP_EMOJIS)][len(CARDS) :]
    assert spare == [f"{emoji_name(c)}_new" for c in CARDS]


def test_card_faces_fall_back_to_text() -> None:
    faces = CardFaces({"5": "<:dobro_5:1>"})
    assert faces.text("5", "5") == "<:dobro_5:1>"
    assert faces.text("J", "joker") == "joker"
    assert "5" in faces and "J" not in faces and faces
    assert not CardFaces()
    with pytest.raises(TypeError):
        faces.emojis["6"] = "x"  # type: ignore[index]


async def test_card_faces_load(fake_discord: FakeDiscord, bot: Any) -> None:
    faces = await CardFaces.load(bot, bot.db.card_emojis)
    assert set(faces.emojis) == set(CARDS)
    assert faces.text("S", "skip").startswith("<:dobro_skip:")


# ---------------------------------------------------------------------------- the fake itself


async def test_fake_refuses_bad_names_images_and_duplicates(
    fake_discord: FakeDiscord, bot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    http, app = bot.http, fake_discord.application_id
    png = face_png("2")

    async def refused(name: str, image: str) -> discord.HTTPException:
        with pytest.raises(discord.HTTPException) as caught:
            await http.create_application_emoji(app, name, image)
        assert caught.value.status == 400 and caught.value.code == 50035
        return caught.value

    for bad in ("a", "x" * 33, "has space", "dobro-5", "émoji", "dobro:5"):
        await refused(bad, data_uri(png))
    for image in (
        base64.b64encode(png).decode(),  # not a data URI
        "data:image/png;base64,!!!",  # not base64
        data_uri(b"GIF89a" + bytes(10)),  # says PNG, is a GIF
        data_uri(b"\x89PNG\r\n\x1a\n" + bytes(256 * 1024)),  # over 256 KiB
        data_uri(png, "bmp"),  # not a type Discord takes
    ):
        await refused("dobro_ok", image)
    assert fake_discord.app_emojis == {}
    assert len(fake_discord.take_violations()) == 11

    largest = b"\x89PNG\r\n\x1a\n" + bytes(256 * 1024 - 8)
    first = await http.create_application_emoji(app, "dobro_ok", data_uri(largest))
    assert first["name"] == "dobro_ok" and first["user"]["id"] == str(fake_discord.bot_user.id)
    error = await refused("dobro_ok", data_uri(png))
    assert "APPLICATION_EMOJI_NAME_ALREADY_TAKEN" in str(error._errors)
    other = await http.create_application_emoji(app, "Dobro_OK", data_uri(png, "png"))
    assert len(fake_discord.take_violations()) == 1

    # Renaming follows the same rules; get, delete and unknown ids.
    with pytest.raises(discord.HTTPException):
        await http.edit_application_emoji(app, other["id"], payload={"name": "dobro_ok"})
    fake_discord.take_violations()
    renamed = await http.edit_application_emoji(app, other["id"], payload={"name": "dobro_x"})
    assert renamed["name"] == "dobro_x"
    assert (await http.get_application_emoji(app, other["id"]))["name"] == "dobro_x"
    await http.delete_application_emoji(app, other["id"])
    with pytest.raises(discord.NotFound) as missing:
        await http.get_application_emoji(app, other["id"])
    assert missing.value.code == 10014
    with pytest.raises(discord.NotFound):
        await http.delete_application_emoji(app, other["id"])
    with pytest.raises(discord.Forbidden):
        await http.get_application_emojis(fake_discord.owner.id)  # not this bot's application

    # At most 2000 emojis (lowered here): Discord's answer to a valid request, not a violation.
    monkeypatch.setattr(fake_server, "MAX_APP_EMOJIS", 2)
    await http.create_application_emoji(app, "dobro_two", data_uri(png))
    with pytest.raises(discord.HTTPException) as full:
        await http.create_application_emoji(app, "dobro_three", data_uri(png))
    assert full.value.code == 30008
    assert fake_discord.violations == []


@requires_spec
async def test_fake_emoji_routes_are_checked_against_the_spec(
    fake_discord: FakeDiscord, bot: Any
) -> None:
    http, app = bot.http, fake_discord.application_id
    with pytest.raises(discord.HTTPException):
        await http.create_application_emoji(app, "x" * 33, data_uri(face_png("2")))
    (violation,) = fake_discord.take_violations()
    assert "[spec] name" in violation
    with pytest.raises(discord.HTTPException):
        await http.edit_application_emoji(app, "123", payload={"name": 5})
    assert "[spec]" in fake_discord.take_violations()[0]

    await sync_card_emojis(bot)
    assert fake_discord.spec is not None
    listed = await http.get_application_emojis(app)
    validator = fake_discord.spec.validator_for(
        SPEC_URI + "#/components/schemas/ListApplicationEmojisResponse"
    )
    assert list(validator.iter_errors(listed)) == []
    assert len(listed["items"]) == len(CARDS)
    uploads = [r for r in fake_discord.requests_to("POST", APP_EMOJIS) if r.status == 201]
    assert len(uploads) == len(CARDS)
    for request in uploads:
        operation, _ = fake_discord.spec.match("POST", request.path)
        assert operation.operation_id == "create_application_emoji"
        assert operation.validate_body(request.json) == []
