"""No hard-coded English in what players see: the bot speaks a pseudo-language built from the
English catalogue with every letter accented (``pseudo.PSEUDO``), and whatever it shows must
then hold no plain ASCII word but data (players' names, option values, ids).

Every game is played to its end through the real table service (fake clock, in-memory store)
and the real renderers: lobby, table messages, each person's hand and hint, the log, timeouts,
results and replay; the rules pages, options, refusals of every game; then the bot itself,
through the offline Discord: commands, buttons and errors answered in the pseudo-language.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest

import locales
from cogs.games import renderer
from cogs.table import render as ui
from cogs.table.factory import TABLE_CONTROLS
from cogs.table.options import game_options, options_words
from cogs.table.rules_pages import rules_view
from games import names
from storage import GameStatus
from tables import COMPUTER_NAMES, Table, TableSettings
from tests.locales.pseudo import (
    accent,
    english_words,
    payload_texts,
    pseudo,
)
from tests.tables.fakes import settle
from tests.tables.helpers import PEOPLE, make_service, open_table

__all__ = ["pseudo"]

#: Data players see as it is: people's and computers' names, the values typed in options.
NAMES = [name for _, name in PEOPLE] + list(COMPUTER_NAMES) + ["ana", "ben", "cleo", "dan"]


def _option_values() -> list[str]:
    return [c.word for _, o in game_options() for c in o.choices]


def _seen(where: str, texts: Iterable[str], allowed: Iterable[str] = ()) -> list[str]:
    """``where: word`` for each English word found in ``texts``."""
    allowed = [*NAMES, *_option_values(), *allowed]
    return [f"{where}: {w!r} in {text!r}" for text in texts for w in english_words(text, allowed)]


def _view(view: Any) -> list[str]:
    return list(payload_texts({"components": view.to_components()}))


def _items(items: list[Any]) -> list[str]:
    return list(payload_texts({"components": [i.to_component_dict() for i in items]}))


def test_the_pseudo_language_is_spoken_by_the_catalogue(pseudo: str) -> None:
    assert pseudo in locales.LANGUAGES and locales.match(pseudo) == pseudo
    assert locales.text("button.join", pseudo) == accent("Join") == "Ĵóíñ"
    assert locales.text("league.games", pseudo, n=2) == "2 ĝáɱéš"
    assert english_words("Ĵóíñ ana, then Join") == ["ana", "then", "Join"]
    assert english_words("Ĵóíñ ana <t:12:R> [x](https://a.b/c)", ["Ana"]) == []


async def _play(game: str, lang: str, options: dict[str, Any]) -> list[str]:
    """One game of ``game`` played to its end by a person (Ana, who runs out of time, then is
    away) and two computers; every public and private view on the way, in ``lang``."""
    env = make_service(ai_delay=0.5, seed=3)
    seen: list[str] = []
    try:
        settings = TableSettings(seats=3, game=game, options=options, timer=30, lang=lang)
        table = await open_table(env.service, people=1, computers=2, settings=settings, start=False)
        seen += _seen("lobby", _view(ui.table_view(table, lang)))
        await env.service.start(table.game_id, PEOPLE[0][0])
        steps = 0
        while table.status is GameStatus.ACTIVE and steps < 5000:
            steps += 1
            seen += _views(table, lang)
            await settle()  # the computers' and timers' sleepers are all set
            await env.clock.advance_to_next()
        assert table.status is GameStatus.FINISHED, (game, table.status)
        seen += _seen("game over", _view(ui.table_view(table, lang)))
        seen += _seen("results", _view(ui.results_view(table, lang, {101: (1000, 1012, 2)})))
        seen += _seen("replay", _items(ui.replay_items(table, lang)))
        seen += _seen(
            "hand at the end", _view(renderer(game).hand_view(table, "Ana", lang, TABLE_CONTROLS))
        )
    finally:
        await env.service.close()
    return seen


def _views(table: Table, lang: str) -> list[str]:
    r = renderer(table.settings.game)
    seen = _seen("table", _view(ui.table_view(table, lang)))
    seen += _seen("hand", _view(r.hand_view(table, "Ana", lang, TABLE_CONTROLS)))
    for picture in r.pictures(table, lang):
        seen += _seen("picture", [picture.description or ""])
    state, game = table.state, table.rules
    if state is not None and not game.is_over(state):
        hint = game.hint(state, 0)
        blocked = list(game.blocked(state, 0))
        seen += _seen("hint", _view(ui.hint_view(table, hint, blocked, lang)))
    return seen


GAME_OPTIONS: dict[str, list[dict[str, Any]]] = {
    "dobro": [{}, {"draw": "manual"}],
    "sticks": [{}, {"reveal": "simultaneous"}],
    "ten": [{}],
    "dobble": [{"length": 2}, {"scoring": "tournament", "length": 2}],
}


@pytest.mark.parametrize("game", names())
async def test_every_game_reads_in_the_pseudo_language(pseudo: str, game: str) -> None:
    found: list[str] = []
    for options in GAME_OPTIONS.get(game, [{}]):
        found += await _play(game, pseudo, options)
    r = renderer(game)
    for options in GAME_OPTIONS.get(game, [{}]):
        found += _seen("options", options_words(game, options, pseudo))
    for page in range(len(r.rules_pages())):
        found += _seen("rules", _view(rules_view(game, page, pseudo)))
    assert not found, "\n".join(sorted(set(found))[:40])


# ------------------------------------------------------------------ the bot, through Discord


def request_texts(body: Any) -> list[str]:
    """What a request the bot made shows players: a message (or an interaction's answer),
    a thread's name, autocomplete suggestions."""
    if not isinstance(body, dict):
        return []
    inner = body.get("data")
    data: dict[str, Any] = inner if isinstance(inner, dict) else body
    texts = list(payload_texts(data))
    texts += [c.get("name") or "" for c in data.get("choices") or [] if isinstance(c, dict)]
    if isinstance(body.get("name"), str):  # a thread
        texts.append(body["name"])
    return texts


async def test_the_bot_answers_in_the_pseudo_language(
    pseudo: str, fake_discord: Any, start_bot: Any
) -> None:
    """A player whose client speaks the pseudo-language: commands, errors, a table from its
    lobby to its end (she leaves it to the computers), her hand and a hint."""
    from tests.discord.play_helpers import open_table as open_by_clicks
    from tests.discord.play_helpers import settle as settle_bot
    from tests.discord.play_helpers import start_play_bot, table_message

    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=5)
    ana = fake.member("ana")
    sync = len(fake.requests)
    errors = ["dobro join", "dobro start", "dobro export", "dobro back"]
    answers = ["dobro ping", "dobro rules", "dobro learn", "dobro leaderboard", "dobro history"]
    answers += ["dobro stats", "dobro config show", "dobro league list", "dobro tournament list"]
    for command in errors + answers:
        await fake.slash(ana, fake.channel, command, locale=pseudo)
    await fake.slash(ana, fake.channel, "dobro stats", locale=pseudo, game="sticks")
    options = {"name": "Spring", "game": "sticks", "options": "d"}
    offered = await fake.autocomplete(
        ana, fake.channel, "dobro league create", focused="options", options=options, locale=pseudo
    )
    assert offered, "the games' options are suggested, in the pseudo-language"
    table = await open_by_clicks(
        fake, bot, ana, computers=["normal", "random"], seats=3, locale=pseudo
    )
    gid = table.game_id
    hand = await fake.click(ana, table_message(fake, table), f"dobro:t:{gid}:hand", locale=pseudo)
    await fake.click(ana, hand.response(), f"dobro:t:{gid}:hint", locale=pseudo)
    await fake.slash(ana, fake.channel, "dobro new", locale=pseudo)  # a table is open here
    await fake.click(ana, table_message(fake, table), f"dobro:t:{gid}:quit", locale=pseudo)
    await settle_bot(fake, bot)
    assert not table.open, "everyone left: the table says so"
    bodies, found = _requests_seen(fake, sync)
    assert bodies > 20
    assert not found, "\n".join(sorted(set(found))[:40])


def _requests_seen(fake: Any, since: int, allowed: Iterable[str] = ()) -> tuple[int, list[str]]:
    """How many messages the bot sent since request ``since``, and the English in them
    (``allowed``: data typed by the players, shown as typed)."""
    found, bodies = [], 0
    allowed = list(allowed)
    for request in fake.requests[since:]:
        if request.method in ("POST", "PATCH") and "/commands" not in request.path:
            bodies += 1
            texts = request_texts(request.json)
            found += _seen(f"{request.method} {request.route}", texts, allowed)
    return bodies, found


async def test_a_counted_game_and_its_records_in_the_pseudo_language(
    pseudo: str, fake_discord: Any, start_bot: Any
) -> None:
    """Two people play a dozen moves each by clicks, then leave: the results, then what the
    server keeps of the game (history, leaderboard, stats, replay) read in the language."""
    import random

    from tests.discord.play_helpers import open_table as open_by_clicks
    from tests.discord.play_helpers import play_by_clicks, start_play_bot, table_message
    from tests.discord.play_helpers import settle as settle_bot

    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=4)
    ana, ben = fake.member("ana"), fake.member("ben")
    sync = len(fake.requests)
    table = await open_by_clicks(
        fake, bot, ana, others=[ben], computers=["normal"], seats=3, locale=pseudo
    )
    speak = {ana.id: pseudo, ben.id: pseudo}
    await play_by_clicks(
        fake, bot, table, [ana, ben], random.Random(3), locales=speak, stop_after=24
    )
    gid = table.game_id
    for user in (ben, ana):
        await fake.click(user, table_message(fake, table), f"dobro:t:{gid}:quit", locale=pseudo)
        await settle_bot(fake, bot)
    assert table.over, "the computers finished the game"
    for command, options in [
        ("dobro history", {}),
        ("dobro leaderboard", {"min_games": 1}),
        ("dobro stats", {}),
        ("dobro replay", {"game": gid}),
        ("dobro export", {"game": gid}),
    ]:
        await fake.slash(ana, fake.channel, command, locale=pseudo, **options)
    # The export names the shell command that replays its file (#33): the same in any language.
    tool = f"python -m dobro_rules replay dobro-{gid}.json"
    bodies, found = _requests_seen(fake, sync, allowed=[tool])
    assert bodies > 30
    assert not found, "\n".join(sorted(set(found))[:40])


async def test_moderators_leagues_and_tournaments_in_the_pseudo_language(
    pseudo: str, fake_discord: Any, start_bot: Any
) -> None:
    """A moderator whose client speaks the pseudo-language sets the server up, runs a league
    and announces a tournament; a player joins it: every answer, post and button."""
    from tests.discord.play_helpers import settle as settle_bot
    from tests.discord.play_helpers import start_play_bot

    fake = fake_discord
    bot = await start_play_bot(start_bot, seed=2)
    ana, ben = fake.member("ana"), fake.member("ben")
    sync = len(fake.requests)

    async def say(user: Any, command: str, **values: Any) -> Any:
        answer = await fake.slash(user, fake.channel, command, options=values, locale=pseudo)
        await settle_bot(fake, bot)
        return answer

    await say(ana, "dobro config hints", value="off")
    await say(ana, "dobro config timer", value=60)
    await say(ana, "dobro config channels", action="remove", channel=fake.channel.id)
    await say(ben, "dobro config show")  # not a moderator
    await say(ana, "dobro league create", name="Spring", game="sticks", options="deck:trimmed")
    await say(ana, "dobro league create", name="Spring")  # the name is taken
    await say(ana, "dobro league list")
    await say(ana, "dobro league standings", league="Spring")
    asked = await say(ana, "dobro league close", league="Spring")
    (confirm,) = [c for c in asked.response().custom_ids() if not c.endswith(":no")]
    await fake.click(ana, asked.response(), confirm, locale=pseudo)
    await settle_bot(fake, bot)
    await say(ana, "dobro tournament create", name="Cup", format="swiss", rounds=2)
    await say(ana, "dobro tournament create", name="Cup", format="knockout", rounds=2)
    announced = [
        m for m in fake.messages(fake.channel) if any("dobro:tj:" in c for c in m.custom_ids())
    ]
    (join,) = [c for c in announced[-1].custom_ids() if c.startswith("dobro:tj:")]
    await fake.click(ben, announced[-1], join, locale=pseudo)
    await settle_bot(fake, bot)
    await say(ana, "dobro tournament list")
    await say(ana, "dobro tournament standings", tournament="Cup")
    await say(ana, "dobro tournament start", tournament="Cup")
    await say(ana, "dobro tournament cancel", tournament="Cup", reason="rain")
    await say(ben, "dobro forget-me")
    bodies, found = _requests_seen(fake, sync, allowed=["Spring", "Cup", "rain"])
    assert bodies > 15
    assert not found, "\n".join(sorted(set(found))[:40])


@pytest.mark.parametrize("game", ["ten", "dobble"])
async def test_a_tutorial_in_the_pseudo_language(
    pseudo: str, fake_discord: Any, start_bot: Any, game: str
) -> None:
    """A whole tutorial by clicks (``/dobro learn``), every step's text in the pseudo-language.
    Ten's hand (a focus select, then its choices) stands for the games played from a hand, and
    Dobble's claim buttons for the races; the other tutorials are the same code."""
    from tests.discord.play_helpers import start_play_bot
    from tests.discord.test_learn import learn_by_clicks

    fake = fake_discord
    await start_play_bot(start_bot)
    ana = fake.member("ana")
    sync = len(fake.requests)
    await learn_by_clicks(fake, ana, game, lang=pseudo, mistakes=False, locale=pseudo)
    found = [
        text
        for request in fake.requests[sync:]
        if request.method in ("POST", "PATCH")
        for text in _seen(request.route or "", request_texts(request.json))
    ]
    assert not found, "\n".join(sorted(set(found))[:40])
