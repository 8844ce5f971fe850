"""Cards as pictures: with CARD_EMOJIS on, the bot uploads its faces at start-up and a hand's
buttons, the hand itself, the bid on the table and the results show them."""

from __future__ import annotations

import random
from typing import Any

from faces.draw import CARDS, emoji_name
from fakediscord import FakeDiscord
from tests.discord.play_helpers import (
    PLAY_EXTENSIONS,
    open_table,
    play_by_clicks,
    settle,
    table_message,
    tables,
)


async def test_hands_table_and_results_show_the_card_faces(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    bot = await start_bot(extensions=PLAY_EXTENSIONS, ai_delay=0, card_emojis=True)
    tables(bot).seeds = lambda: 7
    tables(bot).rng = random.Random(7)
    ids = {e.name: e.id for e in fake.app_emojis.values()}
    assert len(ids) == len(CARDS) and all(name.startswith(("dobro_", "sticks_")) for name in ids)

    ana, ben = fake.member("ana"), fake.member("ben")
    table = await open_table(fake, bot, ana, others=[ben], seats=2)
    state = table.state
    on_turn = [ana, ben][state.turn]
    click = await fake.click(on_turn, table_message(fake, table), f"dobro:t:{table.game_id}:hand")
    hand = click.response()
    header = hand.text()
    assert f"<:{emoji_name('back')}" not in header  # no card back in a hand
    faces_in_header = [n for n in ids if f"<:{n}:{ids[n]}>" in header]
    assert faces_in_header, header
    plays = [b for b in hand.buttons() if b["custom_id"].startswith("dobro:m:") and b.get("emoji")]
    assert plays, hand.buttons()
    for button in plays:
        emoji = button["emoji"]
        assert int(emoji["id"]) == ids[emoji["name"]]
        card = emoji["name"].split("_")[1]
        label = button["label"]
        assert label.startswith(("Play", "Jouer")) or "+" in label
        assert card in ("joker", "skip", "reverse") or card in label

    # The first play: the table's bid line shows the card's face.
    move = next(
        b["custom_id"] for b in plays if b["emoji"]["name"].split("_")[1] not in ("skip", "reverse")
    )
    await fake.click(on_turn, hand, move)
    await settle(fake, bot)
    shown = table_message(fake, table).text()
    assert any(f"<:{n}:{ids[n]}>" in shown for n in ids if "back" not in n), shown

    # The results: each person's collected cards behind the card back.
    await play_by_clicks(fake, bot, table, [ana, ben], random.Random(7), check_controls=False)
    await settle(fake, bot)
    (results,) = [m for m in fake.messages(fake.channel) if "Dobro · results" in m.text()]
    back = f"<:{emoji_name('back')}:{ids[emoji_name('back')]}>"
    assert results.text().count(back) == 2

    # A restart reuses every face: nothing uploaded twice.
    posts = len(fake.requests_to("POST", "/applications/{application_id}/emojis"))
    await bot.close()
    await start_bot(extensions=PLAY_EXTENSIONS, ai_delay=0, card_emojis=True)
    assert len(fake.requests_to("POST", "/applications/{application_id}/emojis")) == posts
    assert posts == len(CARDS)
