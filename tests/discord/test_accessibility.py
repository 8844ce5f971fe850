"""Cards everyone can read (#32, point 4), through the offline Discord: Dobble's board picture
names every card's symbols in its alt text (on the attachment and in the gallery), a reader of
text cards gets the symbols' names on their panel and its buttons, and Sticks says blue and red
in words on the public table, never by colour alone."""

from __future__ import annotations

from typing import Any

import dobble_rules as db
import sticks_rules as sr
from cogs.games.dobble import board_alt, board_cards
from dobble_rules.cards import CARDS, SYMBOLS
from fakediscord import FakeDiscord
from locales import text
from tests.discord.play_helpers import open_table, settle, start_play_bot, table_message
from tests.discord.test_config import said
from tests.discord.test_dobble import CLAIM, Race, open_dobble
from tests.tables.fakes import FakeClock

MEDIA_GALLERY = 12  # a components V2 media gallery


def symbols(card: int, lang: str) -> list[str]:
    return [text(f"dobble.symbol.{SYMBOLS[s]}", lang) for s in CARDS[card]]


async def test_the_board_names_each_cards_symbols_and_text_readers_get_words(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    clock = FakeClock()
    bot = await start_play_bot(start_bot, seed=4, clock=clock)
    ana, ben = fake.member("ana"), fake.member("ben")
    await said(fake, ana, fake.channel, "dobro settings", cards="text")
    table = await open_dobble(fake, bot, ana, [ben], [], minigames="1", modes="potato")
    race = Race(fake, bot, clock, table)
    board = await race.go()

    # The picture's alt text: the same on the attachment and the gallery, every card with
    # its label and its eight symbols by name.
    (attachment,) = board.data["attachments"]
    (gallery,) = [c for c in board.all_components() if c.get("type") == MEDIA_GALLERY]
    (item,) = gallery["items"]
    alt = attachment["description"]
    assert item["description"] == alt and len(alt) <= 1024
    assert alt.startswith("The cards in play, face up. ")
    shown = board_cards(db.GAME.view(table.state, None))
    assert len(shown) == 2
    for label, card in shown:
        assert f"{label}: {', '.join(symbols(card, 'en'))}." in alt

    # The hot potato: each compares their own card, in their panel. Ana reads words (the card
    # and each button named), Ben the symbols' emojis alone.
    mine, his = await race.panel(ana), await race.panel(ben)
    own = db.GAME.view(table.state, 0).card
    assert own is not None
    assert ", ".join(symbols(own.card, "en")) in mine.text()
    claims = [b for b in mine.buttons() if b["custom_id"].startswith(CLAIM)]
    assert len(claims) == 8 and {b["label"] for b in claims} == set(symbols(own.card, "en"))
    assert all(b.get("emoji") for b in claims)  # the emoji stays: matched by eye too
    theirs = [b for b in his.buttons() if b["custom_id"].startswith(CLAIM)]
    assert len(theirs) == 8 and not any(b.get("label") for b in theirs)
    await settle(fake, bot)


def test_the_board_alt_text_is_in_the_tables_language_and_fits() -> None:
    """French symbol names and French punctuation; a full board of eight players stays
    within Discord's 1,024 characters."""
    match = db.GAME.load(
        db.GAME.new_setup([f"joueur{i}" for i in range(8)], db.GAME.options({}), 5), []
    )
    view = db.GAME.view(match, None)
    french = board_alt(view, "fr")
    assert french.startswith("Les cartes en jeu, face visible. ")
    for label, card in board_cards(view, "fr"):
        assert f"{label} : {', '.join(symbols(card, 'fr'))}" in french
    assert len(french) <= 1024 and len(board_alt(view, "en")) <= 1024


async def test_sticks_says_blue_and_red_in_words_on_the_table(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=3)
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await open_table(fake, bot, ana, others=[ben], seats=2, game="sticks")
    shown = table_message(fake, table).text()
    assert "blue to the highest card" in shown or "red to the lowest card" in shown, shown
    view = sr.GAME.view(table.state, None)
    assert view.stakes is not None
    if view.stakes.blue:
        assert f"**{view.stakes.blue}** blue to the highest card" in shown
    if view.stakes.red:
        assert f"**{view.stakes.red}** red to the lowest" in shown
    await settle(fake, bot)
