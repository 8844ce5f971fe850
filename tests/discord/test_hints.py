"""*Hint* at the table (#24, point 2), through the offline Discord: the button in each private
hand of a casual table, the suggestion (the ``normal`` computer's move and its reason, in the
player's language) and why each greyed-out card cannot be played (the engine's reasons), the
hint stored before it is shown and named in the results; no hints at league tables, at tables
of a server that turned them off, or in a race.
"""

from __future__ import annotations

from typing import Any

import pytest

import sticks_rules as sr
from fakediscord import FakeDiscord, FakeUser, StoredMessage
from standings import INITIAL, display
from tables import Table, TableError
from tests.discord.play_helpers import (
    answered_quietly,
    settle,
    start_play_bot,
    table_message,
    tables,
)


async def hand_of(fake: FakeDiscord, table: Table, user: FakeUser) -> StoredMessage:
    opened = await fake.click(user, table_message(fake, table), f"dobro:t:{table.game_id}:hand")
    hand = opened.response()
    assert hand.ephemeral and hand.visible_to == user.id
    return hand


async def ask_hint(fake: FakeDiscord, hand: StoredMessage, user: FakeUser, gid: int) -> str:
    """Press *Hint* in ``user``'s hand: the private answer's text."""
    clicked = await fake.click(user, hand, f"dobro:t:{gid}:hint")
    answer = clicked.response()
    assert answer.ephemeral and answer.visible_to == user.id, "a hint is private"
    return answer.text()


async def open_sticks(fake: FakeDiscord, bot: Any, ana: FakeUser, ben: FakeUser) -> Table:
    lobby = (await fake.slash(ana, fake.channel, "dobro new", game="sticks", seats=2)).response()
    assert "💡 hints" in lobby.text(), "a casual table says it offers hints"
    table = tables(bot).in_channel(fake.channel.id)
    assert table is not None
    answered_quietly(await fake.click(ben, lobby, f"dobro:t:{table.game_id}:join"))
    await settle(fake, bot)
    answered_quietly(
        await fake.click(ana, fake.message(lobby.id), f"dobro:t:{table.game_id}:start")
    )
    await settle(fake, bot)
    return table


async def test_a_game_played_by_following_every_hint(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """ana asks a hint on each of her turns and plays it; ben never does. Off turn, her hint
    says there is nothing to do and why each card is greyed out (R13). The results say she
    played with hints, as storage does, and that her rating gains nothing from it."""
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=7)
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await open_sticks(fake, bot, ana, ben)
    gid = table.game_id
    users = {table.seat_of(u.id).seat: u for u in (ana, ben)}  # type: ignore[union-attr]
    ana_seat = table.seat_of(ana.id).seat  # type: ignore[union-attr]
    asked = 0
    checked_off_turn = False
    while not table.over:
        ((seat, _),) = table.waits()
        user = users[seat]
        hand = await hand_of(fake, table, user)
        state = table.state
        if user is ana:
            text = await ask_hint(fake, hand, ana, gid)
            expected = sr.GAME.hint(state, seat)
            assert expected is not None
            assert expected.text("en") in text
            asked += 1
            index = expected.index
        else:
            if not checked_off_turn:
                ana_hand = await hand_of(fake, table, ana)
                text = await ask_hint(fake, ana_hand, ana, gid)
                assert "Nothing to do right now" in text
                cards = len(state.hands[ana_seat])
                assert f"The {cards} cards you cannot play now:" in text
                (error,) = {e.text("en") for _, e in sr.GAME.blocked(state, ana_seat)}
                assert error in text and "R13" in text
                checked_off_turn = True
            index = 0
        move = f"dobro:m:{gid}:{table.version}:{index}"
        assert move in hand.custom_ids(), "the hint's move is a button of the hand"
        clicked = await fake.click(user, hand, move)
        assert clicked.acknowledged and not clicked.errors
        await settle(fake, bot)
    await settle(fake, bot)
    assert checked_off_turn
    # Asked once per turn, stored once per turn (an off-turn look is no hint).
    assert await bot.db.games.hints_used(gid) == {ana_seat: asked}
    (results,) = [
        m for m in fake.messages(table.channel_id) if f"dobro:t:{gid}:again" in m.custom_ids()
    ]
    # Issue 29: hints stay on at a casual table, and the results say they cost the gain.
    assert f"<@{ana.id}> played it out · 💡 hints used ({asked} turns): no rating gain" in (
        results.text()
    )
    assert f"<@{ben.id}> played it out\n" in results.text() + "\n"
    (mine,) = [c for c in await bot.db.ratings.changes(gid) if c.user_id == ana.id]
    assert display(*mine.after) <= INITIAL.shown  # whatever the result: no rise


async def test_hint_in_french_and_after_a_restart(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """A French player reads the hint in French; the count of hints survives a restart."""
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=3)
    ana, ben = fake.member("ana"), fake.member("ben")
    table = await open_sticks(fake, bot, ana, ben)
    ((seat, _),) = table.waits()
    user = ana if table.seat_of(ana.id).seat == seat else ben  # type: ignore[union-attr]
    user.locale = "fr"
    hand = await hand_of(fake, table, user)
    assert "💡 Indice" in [c.get("label") for c in hand.all_components()]
    text = await ask_hint(fake, hand, user, table.game_id)
    expected = sr.GAME.hint(table.state, seat)
    assert expected is not None and expected.text("fr") in text
    assert "Vous seul voyez ceci" in text
    await bot.close()  # a restart: the count is read back from storage
    bot2 = await start_play_bot(start_bot, seed=3)
    again = await tables(bot2).load(table.game_id)
    assert again.hints_used == {seat: 1}


async def test_no_hint_at_league_tables_servers_that_turned_them_off_or_races(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=2)
    ana = fake.member("ana")

    async def started(**options: Any) -> Table:
        lobby = (await fake.slash(ana, fake.channel, "dobro new", **options)).response()
        table = tables(bot).in_channel(fake.channel.id)
        assert table is not None
        gid = table.game_id
        level = "quick" if options.get("game") == "dobble" else "normal"
        answered_quietly(await fake.click(ana, fake.message(lobby.id), f"dobro:t:{gid}:ai_{level}"))
        await settle(fake, bot)
        answered_quietly(await fake.click(ana, fake.message(lobby.id), f"dobro:t:{gid}:start"))
        await settle(fake, bot)
        return table

    async def no_hint(table: Table) -> None:
        assert "💡 hints" not in table_message(fake, table).text()
        hand = await hand_of(fake, table, ana)
        assert f"dobro:t:{table.game_id}:hint" not in hand.custom_ids()
        # Asked anyway (an old hand's button, a forged click): refused, nothing stored.
        with pytest.raises(TableError) as refused:
            await tables(bot).hint(table.game_id, ana.id)
        assert refused.value.code == "no_hints"
        assert await bot.db.games.hints_used(table.game_id) == {}
        answered_quietly(
            await fake.click(ana, table_message(fake, table), f"dobro:t:{table.game_id}:quit")
        )
        await settle(fake, bot)

    # A league's table: played unaided.
    created = await fake.slash(ana, fake.channel, "dobro league create", name="Cup")
    assert not created.response().ephemeral
    await no_hint(await started(league="Cup"))
    # A server that turned hints off (the card says so).
    card = (await fake.slash(ana, fake.channel, "dobro config hints", value="off")).response()
    assert "**Hints**: off at every table" in card.text()
    await no_hint(await started(game="sticks", seats=2))
    card = (await fake.slash(ana, fake.channel, "dobro config hints", value="on")).response()
    assert "**Hints**: offered at casual tables" in card.text()
    # Dobble: a hint would be the answer, so none (the server's setting is on again).
    table = await started(game="dobble", seats=2)
    assert table.settings.hints and "💡 hints" not in table_message(fake, table).text()


def test_a_hint_shows_names_as_text() -> None:
    """A hint's sentence may name a player (Dobro's oubli, Ten's auction): it is shown as text,
    never as formatting or a mention."""
    from types import SimpleNamespace

    from cogs.table import render

    class Said:
        index, param = 0, None

        def text(self, lang: str = "en") -> str:
            return "Call oubli on **ben** @everyone: they forgot to draw (rule H2)."

    table = SimpleNamespace(game_id=1)
    view = render.hint_view(table, Said(), [("7", Said())], "en")  # type: ignore[arg-type]
    shown = "\n".join(getattr(i, "content", "") for c in view.children for i in c.children)
    assert "**ben**" not in shown and "\\*\\*ben\\*\\*" in shown
    assert "@everyone" not in shown and "@\u200beveryone" in shown
