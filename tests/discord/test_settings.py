"""``/dobro settings`` through the offline Discord (#32, point 4): a person's own settings, kept
across servers and restarts, and text cards: everything the bot shows that person alone (their
hand, its refreshes, a replay, a tutorial) writes cards as words, while everyone else, and the
public table, keep the pictures."""

from __future__ import annotations

import random
import re
from typing import Any

from fakediscord import FakeDiscord, StoredMessage
from tests.discord.play_helpers import (
    PLAY_EXTENSIONS,
    open_table,
    play_by_clicks,
    settle,
    table_message,
    tables,
)
from tests.discord.test_config import said

#: A custom emoji (a card face) in a message's text.
EMOJI = re.compile(r"<:[a-z0-9_]+:\d+>")


def pictures(message: StoredMessage) -> list[str]:
    """Every card face a message shows: in its text, and on its buttons."""
    found = EMOJI.findall(message.text())
    found += [b["emoji"]["name"] for b in message.buttons() if (b.get("emoji") or {}).get("id")]
    return found


async def test_settings_are_a_persons_own_and_survive_a_restart(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    bot = await start_bot(extensions=PLAY_EXTENSIONS)
    ana, ben = fake.member("ana"), fake.member("ben")
    shown = await said(fake, ana, fake.channel, "dobro settings")
    assert "Your settings" in shown and "**Cards**: pictures (card emojis)" in shown
    assert "Saved" not in shown
    saved = await said(fake, ana, fake.channel, "dobro settings", cards="text")
    assert saved.startswith("✅ Saved.") and "**Cards**: words (for a screen reader)" in saved
    assert await bot.db.people.get(ana.id) == {"cards": "text"}  # type: ignore[union-attr]
    assert "**Cards**: pictures" in await said(fake, ben, fake.channel, "dobro settings")
    french = await said(fake, ana, fake.channel, "dobro settings", locale="fr")
    assert "**Cartes** : en mots (pour un lecteur d'écran)" in french
    await bot.close()

    again = await start_bot(extensions=PLAY_EXTENSIONS)
    assert "**Cards**: words" in await said(fake, ana, fake.other_channel, "dobro settings")
    # Back to pictures: the default needs no row.
    await said(fake, ana, fake.channel, "dobro settings", cards="pictures")
    assert await again.db.people.get(ana.id) == {}  # type: ignore[union-attr]


async def test_text_cards_for_one_person_everywhere_they_alone_see_cards(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    bot = await start_bot(extensions=PLAY_EXTENSIONS, ai_delay=0, card_emojis=True)
    tables(bot).seeds = lambda: 7
    tables(bot).rng = random.Random(7)
    ana, ben = fake.member("ana"), fake.member("ben")
    await said(fake, ana, fake.channel, "dobro settings", cards="text")

    table = await open_table(fake, bot, ana, others=[ben], seats=2)
    hands = {}
    for user in (ana, ben):
        click = await fake.click(user, table_message(fake, table), f"dobro:t:{table.game_id}:hand")
        hands[user.id] = click.response()
    assert pictures(hands[ben.id]), "ben reads pictures"
    assert pictures(hands[ana.id]) == [], hands[ana.id].text()
    assert re.search(r"`(?:[2-9]|1[0-2]|joker|skip|reverse)`", hands[ana.id].text())
    # Her play buttons say the card in words, without its picture.
    plays = [b for b in hands[ana.id].buttons() if b["custom_id"].startswith("dobro:m:")]
    assert plays and all(not b.get("emoji") for b in plays)

    # The game goes on: her open hand is redrawn in words, the public table in pictures.
    await play_by_clicks(fake, bot, table, [ana, ben], random.Random(7), check_controls=False)
    await settle(fake, bot)
    assert pictures(fake.message(hands[ana.id].id)) == []
    assert pictures(fake.message(hands[ben.id].id))
    (results,) = [m for m in fake.messages(fake.channel) if "Dobro · results" in m.text()]
    assert pictures(results), "public messages keep the faces (with names that read as words)"

    # A replay of the game: every hand face up, in words for her, in pictures for him.
    replays = {}
    for user in (ana, ben):
        interaction = await fake.slash(user, fake.channel, "dobro replay", game=table.game_id)
        replays[user.id] = interaction.response()
    assert pictures(replays[ben.id]) and pictures(replays[ana.id]) == []

    # A tutorial: her hand in words, his in pictures.
    lessons = {}
    for user in (ana, ben):
        interaction = await fake.slash(user, fake.channel, "dobro learn", game="dobro")
        lessons[user.id] = interaction.response()
    assert pictures(lessons[ben.id]) and pictures(lessons[ana.id]) == []
    assert re.search(r"`(?:[2-9]|1[0-2]|joker|skip|reverse)`", lessons[ana.id].text())


async def test_forget_me_forgets_a_persons_settings(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    bot = await start_bot(extensions=PLAY_EXTENSIONS)
    ana = fake.member("ana")
    await said(fake, ana, fake.channel, "dobro settings", cards="text")
    await fake.slash(ana, fake.channel, "dobro-me notify", turns="dm", **{"next-game": "ten"})
    asked = await fake.slash(ana, fake.channel, "dobro forget-me")
    assert "your own settings (/dobro settings)" in asked.response().text()
    await fake.click(ana, asked.response(), f"dobro:fm:{ana.id}")
    await settle(fake, bot)
    assert await bot.db.people.get(ana.id) == {}  # type: ignore[union-attr]
    assert "**Cards**: pictures" in await said(fake, ana, fake.channel, "dobro settings")
    # What the bot tells them goes too (#34): no "your turn" DMs, no next-game pings.
    told = (await fake.slash(ana, fake.channel, "dobro-me notify")).response().text()
    assert "Your turn by DM: off" in told and "Pinged for new tables here: none" in told


async def test_settings_has_french_names_and_choices(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    await start_bot(extensions=PLAY_EXTENSIONS)
    [dobro] = [c for c in fake.commands(fake.guild) if c["name"] == "dobro"]
    [settings] = [o for o in dobro["options"] if o["name"] == "settings"]
    assert settings["name_localizations"]["fr"] == "reglages"
    [cards] = settings["options"]
    assert cards["name_localizations"]["fr"] == "cartes" and cards.get("required") is not True
    assert {c["value"]: c["name_localizations"]["fr"] for c in cards["choices"]} == {
        "pictures": "en images (émojis des cartes)",
        "text": "en mots (pour un lecteur d'écran)",
    }
