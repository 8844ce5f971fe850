"""``/dobro learn`` through the offline Discord (#24): every game's whole tutorial by clicks,
tempting moves refused with the engine's reason, a legal move that is not the lesson explained,
the right one moving on; a place kept across a restart; a stale click; the end's practice table;
first contact; French.

The course (``teaching.course``) and the game's rules are only the referee here: they say which
control of the message stands for the step's move, and what the engine answers a tempting one.
"""

from __future__ import annotations

import re
import time
from typing import Any

import pytest

import locales
from fakediscord import FakeDiscord, FakeUser, StoredMessage
from games.protocol import is_race
from teaching import DONE, TutorialService, course, race_claim
from tests.discord.play_helpers import (
    answered_quietly,
    open_table,
    settle,
    start_play_bot,
    table_message,
    tables,
)

STEP_ID = re.compile(r"dobro:l:(?P<game>[a-z]+):(?P<step>\d+):")


def step_of(message: StoredMessage) -> int:
    """The step a tutorial message shows (every control carries it)."""
    steps = {int(m["step"]) for c in message.custom_ids() if (m := STEP_ID.match(c))}
    assert len(steps) == 1, message.custom_ids()
    return steps.pop()


def ids(message: StoredMessage) -> set[str]:
    return {
        str(c["custom_id"])
        for c in message.all_components()
        if c.get("custom_id") and not c.get("disabled")
    }


def claims(message: StoredMessage, game: str, frame: Any) -> dict[str, dict[str, Any]]:
    """A race's tutorial (Dobble): each claim button of the message, and the record of the
    claim it makes (timed as the step's move, as the service does)."""
    rules = course(game).rules
    prefix = f"dobro:l:{game}:{frame.number}:c"
    out = {}
    for custom_id in ids(message):
        if custom_id.startswith(prefix):
            move = race_claim(rules, frame, int(custom_id[len(prefix) :]))
            assert move is not None, custom_id
            out[custom_id] = rules.to_record(frame.state, move)
    return out


def control_for(game: str, frame: Any, expect: dict[str, Any]) -> tuple[int, int | None]:
    """The index of the learner's legal action that makes ``expect``, and its number (a
    joker's value, an offer) when it takes one."""
    rules = course(game).rules
    state, seat = frame.state, frame.seat
    for index in range(len(rules.legal_actions(state, seat))):
        for param in (None, expect.get("as"), expect.get("offer")):
            move = rules.action_at(state, seat, index, param)
            if move is not None and rules.to_record(state, move) == expect:
                return index, param
    raise AssertionError(f"no legal action makes {expect}")


async def press(
    fake: FakeDiscord, user: FakeUser, message: StoredMessage, custom_id: str, **kw: Any
) -> StoredMessage:
    """A click on a tutorial control: answered quietly, the same private message updated."""
    clicked = await fake.click(user, message, custom_id, **kw)
    assert clicked.acknowledged and not clicked.errors, clicked.errors
    shown = fake.message(message.id)
    assert shown.ephemeral and shown.visible_to == user.id
    return shown


async def choose(
    fake: FakeDiscord, user: FakeUser, message: StoredMessage, custom_id: str, value: str, **kw: Any
) -> StoredMessage:
    picked = await fake.select(user, message, custom_id, [value], **kw)
    assert picked.acknowledged and not picked.errors, picked.errors
    return fake.message(message.id)


async def do_step(
    fake: FakeDiscord,
    user: FakeUser,
    message: StoredMessage,
    game: str,
    frame: Any,
    expect: dict[str, Any],
    *,
    locale: str | None = None,
) -> StoredMessage:
    """Play ``expect`` with the hand's own control (a focus first where the hand has one; in
    a race, the claim button that makes it)."""
    step = frame.number
    if is_race(course(game).rules):
        (button,) = [c for c, record in claims(message, game, frame).items() if record == expect]
        return await press(fake, user, message, button, locale=locale)
    index, param = control_for(game, frame, expect)
    focus = f"dobro:l:{game}:{step}:f"
    if focus in ids(message) and "play" in expect:  # Ten: the card first, then how
        message = await choose(fake, user, message, focus, str(expect["play"]), locale=locale)
    if param is None:
        return await press(fake, user, message, f"dobro:l:{game}:{step}:m{index}", locale=locale)
    return await choose(
        fake, user, message, f"dobro:l:{game}:{step}:j{index}", str(param), locale=locale
    )


async def learn_by_clicks(
    fake: FakeDiscord,
    user: FakeUser,
    game: str,
    *,
    lang: str = "en",
    mistakes: bool = True,
    locale: str | None = None,
) -> tuple[StoredMessage, int]:
    """The whole tutorial of ``game`` by clicks: at each step, every tempting move first (the
    engine refuses it with its rule), one legal move that is not the lesson (explained, nothing
    moves), then the right one (its *why*, the next step). Returns the end message and the
    number of wrong answers made."""
    opened = await fake.slash(user, fake.channel, "dobro learn", game=game, locale=locale)
    assert not opened.errors, opened.errors
    message = opened.response()
    assert message.ephemeral and message.visible_to == user.id
    mine = TutorialService.course(game, user.display_name)
    rules = mine.rules
    wrong = 0
    for frame in mine.frames[:-1]:
        step = frame.number
        assert step_of(message) == step
        text = message.text()
        assert locales.text(f"learn.{game}.{frame.key}", lang).split("**")[0] in text
        if frame.reading:
            message = await press(fake, user, message, f"dobro:l:{game}:{step}:n", locale=locale)
            continue
        assert frame.expect is not None
        if mistakes:
            for i, tried in enumerate(frame.tries):
                message = await press(fake, user, message, f"dobro:l:{game}:{step}:t{i}")
                with pytest.raises(rules.illegal) as refused:
                    rules.apply(frame.state, rules.parse(frame.state, tried.do))
                assert refused.value.text(lang) in message.text()  # type: ignore[attr-defined]
                assert step_of(message) == step
                wrong += 1
            others = [
                f"dobro:l:{game}:{step}:m{i}"
                for i in range(len(rules.legal_actions(frame.state, frame.seat)))
                if (move := rules.action_at(frame.state, frame.seat, i, None)) is not None
                and rules.to_record(frame.state, move) != frame.expect
            ]
            if is_race(rules):  # a claim of another symbol: wrong, and the lock-out told
                others = [c for c, record in claims(message, game, frame).items()
                          if record["symbol"] != frame.expect["symbol"]]  # fmt: skip
            if others and others[0] in ids(message):
                message = await press(fake, user, message, others[0], locale=locale)
                said = locales.text(f"learn.{game}.{frame.key}.wrong", lang)
                assert said in message.text() and step_of(message) == step
                wrong += 1
        message = await do_step(fake, user, message, game, frame, frame.expect, locale=locale)
        why = locales.text(f"learn.{game}.{frame.key}.why", lang)
        assert why.split("**")[0] in message.text(), message.text()[:400]
    assert mine.frames[-1].key == DONE
    return message, wrong


@pytest.mark.parametrize("game", ["dobro", "sticks", "ten", "dobble"])
async def test_a_whole_tutorial_by_clicks(
    fake_discord: FakeDiscord, start_bot: Any, game: str
) -> None:
    """Each game's tutorial from its first step to its end, right and wrong answers; the end
    counts the steps and the wrong answers; the place is stored as done."""
    fake = fake_discord
    bot = await start_play_bot(start_bot)
    ana = fake.member("ana")
    started = time.perf_counter()
    done, wrong = await learn_by_clicks(fake, ana, game)
    steps = course(game).steps
    text = done.text()
    assert f"You finished in {steps} steps, with {wrong} wrong answers." in text
    assert locales.text(f"learn.{game}.done", "en").split("`")[0] in text
    kept = await bot.db.tutorials.get(ana.id, game)  # type: ignore[union-attr]
    assert kept is not None and kept.step == steps and kept.finished_at and kept.mistakes == wrong
    # The scripted player again, right answers only: the timing the report quotes.
    message = await press(fake, ana, done, f"dobro:l:{game}:{steps}:r")
    assert step_of(message) == 0 and "The lesson starts again" in message.text()
    scripted = time.perf_counter()
    mine = TutorialService.course(game, ana.display_name)
    for frame in mine.frames[:-1]:
        if frame.reading:
            message = await press(fake, ana, message, f"dobro:l:{game}:{frame.number}:n")
        else:
            assert frame.expect is not None
            message = await do_step(fake, ana, message, game, frame, frame.expect)
    assert step_of(message) == steps
    seconds = time.perf_counter() - scripted
    print(f"\n{game}: {steps} steps; scripted player {seconds * 1000:.0f} ms ({wrong} tries)")
    assert time.perf_counter() - started < 30


async def test_the_list_a_restart_and_a_stale_click(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """The list shows each tutorial's place; a place survives a restart (a control of the old
    message goes on from there); a control of a step already passed shows where one is."""
    fake = fake_discord
    first = await start_play_bot(start_bot)
    ana = fake.member("ana")
    menu = (await fake.slash(ana, fake.channel, "dobro learn")).response()
    assert menu.ephemeral and "Learn the games" in menu.text()
    assert "**Dobro** · 14 steps" in menu.text() and "**Ten** · 7 steps" in menu.text()
    message = await press(fake, ana, menu, "dobro:l:dobro:0:s")
    assert step_of(message) == 0 and "Open with your **4**" in message.text()
    mine = TutorialService.course("dobro", ana.display_name)
    for frame in mine.frames[:3]:
        assert frame.expect is not None
        message = await do_step(fake, ana, message, "dobro", frame, frame.expect)
    assert step_of(message) == 3
    old = fake.message(message.id)
    await first.close()

    await start_play_bot(start_bot)  # a new process on the same database
    frame = mine.frames[3]
    assert frame.expect is not None
    message = await do_step(fake, ana, old, "dobro", frame, frame.expect)
    assert step_of(message) == 4 and "✅ 5 + 5 = 10" in message.text()
    # A control of step 3, pressed again (another message, a double click): where one is now.
    stale = await press(fake, ana, old, "dobro:l:dobro:4:r")  # restart the lesson: step 0
    assert step_of(stale) == 0
    again = await fake.click(ana, stale, "dobro:l:dobro:0:m1")  # the 4: step 1
    assert not again.errors
    late = await fake.click(ana, fake.message(stale.id), "dobro:l:dobro:1:t0")
    assert not late.errors
    shown = fake.message(stale.id)
    assert step_of(shown) == 1 and "5 is below the value in play, 6" in shown.text()
    menu = (await fake.slash(ana, fake.channel, "dobro learn")).response()
    assert "**Dobro** · step 2 of 14" in menu.text()


@pytest.mark.parametrize("game", ["ten", "dobble"])
async def test_the_end_opens_a_practice_game_and_a_table(
    fake_discord: FakeDiscord, start_bot: Any, game: str
) -> None:
    """The end's buttons: a game against the computer (the tutorial's seats), started at once
    in a thread of the learner's own with no turn timer (Dobble: its first stage counting
    down); or a lobby in this channel the learner hosts."""
    fake = fake_discord
    bot = await start_play_bot(start_bot)
    ana = fake.member("ana")
    done, _ = await learn_by_clicks(fake, ana, game, mistakes=False)
    steps = course(game).steps
    pressed = await fake.click(ana, done, f"dobro:l:{game}:{steps}:p")
    assert not pressed.errors, pressed.errors
    await settle(fake, bot)
    (thread,) = fake.threads
    table = tables(bot).in_channel(thread.id)
    assert table is not None and table.settings.game == game and table.state is not None
    assert table.settings.timer is None and table.host_id == ana.id
    others = len(course(game).players) - 1
    assert [s.user_id for s in table.seats] == [ana.id] + [None] * others
    assert (table.race is not None) is (game == "dobble")
    here = await fake.click(ana, done, f"dobro:l:{game}:{steps}:o")
    assert not here.errors, here.errors
    await settle(fake, bot)
    lobby = tables(bot).in_channel(fake.channel.id)
    assert lobby is not None and lobby.host_id == ana.id and lobby.state is None
    name = locales.text(f"game.name.{game}", "en")
    assert f"{name} · table" in table_message(fake, lobby, "join").text()


async def test_dobble_s_claims_in_a_tutorial(fake_discord: FakeDiscord, start_bot: Any) -> None:
    """Dobble's tutorial races nothing: the cards in play are written out and the learner's
    claim buttons are the symbols of the card they compare (the table's claim buttons,
    rerouted). A wrong symbol is told as a table tells it (wrong, locked out until the
    script's time + 3 s, H13) with the step's reason; nothing moves. A claim button of an old
    message still works after a restart, and French reads French."""
    fake = fake_discord
    first = await start_play_bot(start_bot)
    ana = fake.member("ana")
    message = (await fake.slash(ana, fake.channel, "dobro learn", game="dobble")).response()
    mine = TutorialService.course("dobble", ana.display_name)
    frame = mine.frames[0]
    text = message.text()
    assert "**⬆ Pile** · 🎈 📖 👑 🐬 🐸 🔒 ❓ 🌳" in text
    assert "**Ana** · 🔔 🚗 🤡 🐉 🎸 ⚡ ❓ 💀" in text
    buttons = claims(message, "dobble", frame)
    assert len(buttons) == 8 and {r["symbol"] for r in buttons.values()} == {
        "balloon", "book", "crown", "dolphin", "frog", "lock", "question", "tree",
    }  # fmt: skip
    pressed = [c for c, r in buttons.items() if r["symbol"] == "lock"]
    message = await press(fake, ana, message, pressed[0])
    text = message.text()
    assert (
        "❌ Wrong: that symbol is not on both cards. Locked out until 5.3 s after the Go." in text
    )
    assert locales.text("learn.dobble.tower.wrong", "en") in text and step_of(message) == 0
    message = await do_step(fake, ana, message, "dobble", frame, frame.expect or {})
    assert step_of(message) == 1
    assert "Ana names ❓ question and takes the pile's card" in message.text()
    old = fake.message(message.id)
    await first.close()

    second = await start_play_bot(start_bot)  # a new process on the same database
    frame = mine.frames[1]
    message = await do_step(fake, ana, old, "dobble", frame, frame.expect or {})
    assert step_of(message) == 2 and "🐬 was on both" in message.text()
    kept = await second.db.tutorials.get(ana.id, "dobble")  # type: ignore[union-attr]
    assert kept is not None and kept.step == 2 and kept.mistakes == 1

    chloe = fake.add_member("chloe", locale="fr")
    opened = await fake.slash(chloe, fake.channel, "dobro learn", game="dobble", locale="fr")
    message = opened.response()
    assert "**⬆ Pioche** ·" in message.text() and "Leçon 1 sur 5" in message.text()
    frame = TutorialService.course("dobble", chloe.display_name).frames[0]
    (lock,) = [c for c, r in claims(message, "dobble", frame).items() if r["symbol"] == "lock"]
    message = await press(fake, chloe, message, lock, locale="fr")
    assert "Bloqué jusqu'à 5,3 s après le départ." in message.text()  # French decimals
    assert locales.text("learn.dobble.tower.wrong", "fr") in message.text()


async def test_a_tutorial_in_french(fake_discord: FakeDiscord, start_bot: Any) -> None:
    """A French client gets every word in French, the engine's refusals included."""
    fake = fake_discord
    await start_play_bot(start_bot)
    chloe = fake.add_member("chloe", locale="fr")
    done, wrong = await learn_by_clicks(fake, chloe, "sticks", lang="fr", locale="fr")
    assert "tutoriel terminé" in done.text() and f"{wrong} erreur" in done.text()
    menu = (await fake.slash(chloe, fake.channel, "dobro learn", locale="fr")).response()
    assert "Apprendre les jeux" in menu.text() and "**Bâtonnets** · terminé ✅" in menu.text()


async def test_first_contact_greets_a_newcomer_once(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    """A person who never played opens their first hand: one line says how to learn. Their
    next hand does not; nor does a player who finished a game, nor someone who learnt."""
    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=3)
    ana, ben, cleo = fake.member("ana"), fake.member("ben"), fake.member("cleo")
    await learn_by_clicks(fake, cleo, "ten", mistakes=False)  # cleo has learnt
    table = await open_table(fake, bot, ana, others=[ben, cleo], seats=3, game="sticks")
    msg = table_message(fake, table)
    line = "New to Sticks? `/dobro learn` teaches it"
    for user, greeted in ((ana, True), (ben, True), (cleo, False), (ana, False)):
        hand = (await fake.click(user, msg, f"dobro:t:{table.game_id}:hand")).response()
        assert hand.ephemeral and (line in hand.text()) is greeted, (user.username, greeted)
        # A casual table offers hints: the line says so (#24 point 4: tutorial, rules, hints).
        assert ("💡 Hint suggests a move and says why." in hand.text()) is greeted
    answered_quietly(await fake.click(ana, msg, f"dobro:t:{table.game_id}:rules"))


async def test_learn_and_replay_have_french_names(
    fake_discord: FakeDiscord, start_bot: Any
) -> None:
    fake = fake_discord
    await start_play_bot(start_bot)
    [dobro] = [c for c in fake.commands(fake.guild) if c["name"] == "dobro"]
    top = {c["name"]: c for c in dobro["options"]}
    french = [(c.get("name_localizations") or {}).get("fr") for c in dobro["options"]]
    assert len(set(french)) == len(french)
    for name, fr, option, option_fr in (
        ("learn", "apprendre", "game", "jeu"),
        ("replay", "revoir", "game", "partie"),
    ):
        command = top[name]
        assert command["name_localizations"]["fr"] == fr
        assert command["description_localizations"]["fr"] != command["description"]
        (found,) = [o for o in command["options"] if o["name"] == option]
        assert found["name_localizations"]["fr"] == option_fr
        assert found["description_localizations"]["fr"] != found["description"]
    choices = {
        c["value"]: c["name_localizations"]["fr"] for c in top["learn"]["options"][0]["choices"]
    }
    assert choices == {"dobro": "Dobro", "sticks": "Bâtonnets", "ten": "Dix", "dobble": "Dobble"}
