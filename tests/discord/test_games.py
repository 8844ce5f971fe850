"""Complete games of Dobro played only by clicks through the offline Discord.

People act only as a Discord user can: slash commands, button clicks, select menus (see
play_helpers.py). Each game is reproducible: the deal, the computers and the people's choices all
come from fixed seeds. After each game, what storage kept is replayed to check that the game went
through the moves it is here for (COVERAGE below, RULES.md ids in the test names).

If an engine or policy change moves the games elsewhere and a coverage check fails, look for new
seeds: `DOBRO_GAMES_SEED_TWO=5 DOBRO_GAMES_DEBUG=1 pytest -s -k two_people` prints what a game
covered.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
from collections import Counter
from typing import Any

import pytest

import dobro_rules as dr
from fakediscord import FakeDiscord
from tables import Table
from tests.discord.play_helpers import (
    COVERAGE_KINDS,
    HAND_CARD,
    ClickLog,
    Policy,
    assert_every_interaction_answered,
    assert_no_hand_in_public,
    check_finished_game,
    coverage,
    enabled,
    human_names,
    open_hands,
    open_table,
    play_by_clicks,
    replay_by_clicks,
    settle,
    start_play_bot,
    table_message,
    tables,
)
from tests.fixtures import BotFactory

#: What each whole game must contain, counted from its stored actions (`<kind>:human`: by a
#: person, through a click), and the clicks it must have made (`click:<control kind>`).
COVERAGE: dict[str, set[str]] = {
    "two": {"h1:human", "joker:human", "click:joker_select", "skip:human", "take:human"},
    "four": {"draw:human", "oubli", "reverse:human", "skip:human", "joker:human", "take:human"},
    "six": {
        "jokers:human",
        "click:jokers_select",
        "joker_pair:human",
        "reverse:human",
        "skip:human",
    },
}
_KINDS = {k.split(":")[0] for items in COVERAGE.values() for k in items}
assert set(COVERAGE_KINDS) <= _KINDS, "together, the games must cover every rare move"

DEBUG = bool(os.environ.get("DOBRO_GAMES_DEBUG"))


def _seed(game: str, default: int) -> int:
    """The game's fixed seed, or DOBRO_GAMES_SEED_<GAME> when looking for a new one."""
    return int(os.environ.get(f"DOBRO_GAMES_SEED_{game.upper()}", default))


def _assert_covered(game: str, record: dict[str, Any], table: Table, log: ClickLog) -> Counter[str]:
    """The game's stored actions, replayed, contain everything COVERAGE[game] asks for."""
    found = coverage(record, human_names(table))
    found.update({f"click:{kind}": n for kind, n in log.clicks.items()})
    if DEBUG:
        print(f"\n{game}: {dict(sorted(found.items()))}\n  {log}")
    missing = sorted(k for k in COVERAGE[game] if not found[k])
    assert not missing, f"the {game} game never had {missing}: {dict(found)}"
    return found


async def test_two_people_standard_automatic_H1_R4_R6d_R7(
    fake_discord: FakeDiscord, start_bot: BotFactory
) -> None:
    """Two people, 3 rounds, automatic drawing: R4 (no reverse cards, 10 set aside), jokers
    declared through the select (R7), skip, take (R6d), and an opener holding only specials
    once the pile is empty (H1): the people keep their skips for that (`hoard_specials`)."""
    seed = _seed("two", 1)
    bot = await start_play_bot(start_bot, seed=seed)
    ana, ben = fake_discord.member("ana"), fake_discord.member("ben")
    table = await open_table(fake_discord, bot, ana, others=[ben], seats=2)
    policy = Policy(hoard_specials=True)
    log = await play_by_clicks(
        fake_discord, bot, table, [ana, ben], random.Random(seed), policy=policy
    )
    record = await check_finished_game(fake_discord, bot, table, ana)
    found = _assert_covered("two", record, table, log)
    assert len(record["rounds"]) == 3 and all(len(r["set_aside"]) == 10 for r in record["rounds"])
    dealt = [c for r in record["rounds"] for h in r["hands"].values() for c in h]
    assert "R" not in dealt and not found["reverse"]


async def test_four_seats_long_manual_drawing_R13_H2_R9_R6c(
    fake_discord: FakeDiscord, start_bot: BotFactory
) -> None:
    """Two people and two computers (normal, random), the long variant (4 rounds, R13), manual
    drawing (H2): people draw by clicking, sometimes forget and get called out (R9).

    People never get to press the table's Oubli! here: with `ai_delay` 0 the normal computer
    calls every oubli before the test can click (test_french_... covers the button)."""
    seed = _seed("four", 2)
    bot = await start_play_bot(start_bot, seed=seed)
    ana, ben = fake_discord.member("ana"), fake_discord.member("ben")
    table = await open_table(
        fake_discord,
        bot,
        ana,
        others=[ben],
        computers=["normal", "random"],
        seats=4,
        variant="long",
        drawing="manual",
    )
    log = await play_by_clicks(fake_discord, bot, table, [ana, ben], random.Random(seed))
    record = await check_finished_game(fake_discord, bot, table, ana)
    _assert_covered("four", record, table, log)
    assert len(record["rounds"]) == 4 and len(table.state.round_points) == 4
    people = set(human_names(table))
    assert any(a.get("oubli") in people for a in record["actions"]), "no person was called out"
    message = fake_discord.message(table.message_id)
    versions = [json.dumps(v) for v in [*message.history, message.data]]
    assert any("holds the oubli card" in v for v in versions)


async def test_six_seats_standard_automatic_R2_R6c_R7(
    fake_discord: FakeDiscord, start_bot: BotFactory
) -> None:
    """Three people and three computers: hands of 5 (R2), reverse and skip (R6c), a pair of
    jokers declared through the select (R7; people keep a lone joker, `hoard_jokers`)."""
    seed = _seed("six", 17)
    bot = await start_play_bot(start_bot, seed=seed)
    people = [fake_discord.member(n) for n in ("ana", "ben", "cleo")]
    table = await open_table(
        fake_discord,
        bot,
        people[0],
        others=people[1:],
        computers=["normal", "random", "normal"],
        seats=6,
    )
    first = await open_hands(fake_discord, table, people, {})
    assert [len(HAND_CARD.findall(h.text())) for h in first.values()] == [5, 5, 5]
    policy = Policy(hoard_jokers=True)
    log = await play_by_clicks(fake_discord, bot, table, people, random.Random(seed), policy=policy)
    record = await check_finished_game(fake_discord, bot, table, people[0])
    _assert_covered("six", record, table, log)
    assert all(len(hand) == 5 for r in record["rounds"] for hand in r["hands"].values())


async def test_french_table_and_oubli_from_the_table_button_H2_R9(
    fake_discord: FakeDiscord, start_bot: BotFactory
) -> None:
    """A table opened in French is French for everyone; a hand is in its viewer's language.
    A few moves with manual drawing: someone forgets to draw (H2), another presses « Oubli ! »
    on the table (R9). Only people here, so no computer calls the oubli first."""
    bot = await start_play_bot(start_bot, seed=4)
    people = [fake_discord.member(n) for n in ("ana", "ben", "cleo")]
    french = {u.id: "fr" for u in people}
    table = await open_table(
        fake_discord, bot, people[0], others=people[1:], seats=3, drawing="manual", locale="fr"
    )
    shown = table_message(fake_discord, table).text()
    assert "Manche 1 sur 3" in shown and "Valeur en jeu" in shown and "Ma main" in shown
    assert "Round" not in shown and "Value in play" not in shown
    hands = await open_hands(fake_discord, table, people, french)
    for hand in hands.values():
        assert "Votre main" in hand.text() and "Your hand" not in hand.text()
    policy = Policy(forget_draw=1.0, call_oubli=1.0)
    log = await play_by_clicks(
        fake_discord,
        bot,
        table,
        people,
        random.Random(4),
        policy=policy,
        locales=french,
        stop_after=6,
    )
    assert log.table_oubli >= 1
    actions = [a.action for a in await bot.db.games.actions(table.game_id)]
    assert sum("oubli" in a for a in actions) == log.table_oubli + log.clicks["oubli"]
    message = fake_discord.message(table.message_id)
    versions = [json.dumps(v, ensure_ascii=False) for v in [*message.history, message.data]]
    assert any("Oubli !" in v for v in versions) and any("a la carte oubli" in v for v in versions)
    assert_no_hand_in_public(fake_discord)
    assert_every_interaction_answered(fake_discord)


async def test_simultaneous_double_click_stores_one_move(
    fake_discord: FakeDiscord, start_bot: BotFactory
) -> None:
    """The same move clicked twice at the same moment: one move is stored, the state moves on
    by exactly one version, and both clicks are answered (the second: "out of date")."""
    bot = await start_play_bot(start_bot, seed=5)
    ana, ben = fake_discord.member("ana"), fake_discord.member("ben")
    table = await open_table(fake_discord, bot, ana, others=[ben], seats=2)
    gid, state = table.game_id, table.state
    player = state.players[state.turn]
    user = ana if table.user_of(player) == ana.id else ben
    hand = (await open_hands(fake_discord, table, [user], {}))[user.id]
    move = enabled(hand, f"dobro:m:{gid}:{state.version}:")[0]["custom_id"]
    assert not await bot.db.games.actions(gid)
    clicks = await asyncio.gather(
        fake_discord.click(user, hand, move, wait=False),
        fake_discord.click(user, hand, move, wait=False),
    )
    assert not any(c.acknowledged for c in clicks), "the two clicks did not overlap"
    await settle(fake_discord, bot)
    assert all(c.acknowledged and not c.errors for c in clicks)
    stored = await bot.db.games.actions(gid)
    assert len(stored) == 1 and table.state.version == state.version + 1
    legal = [m.action(player) for m in dr.seat_moves(state, state.turn) if len(m.values) <= 1]
    assert stored[0].action in legal
    versions = [hand.data, *hand.history]
    assert sum("out of date" in json.dumps(v) for v in versions) == 1
    assert_every_interaction_answered(fake_discord)


def _scripted(seed: int) -> list[dict[str, Any]]:
    """The actions of a 2-player game between random computers (the deal from `seed`)."""
    state = dr.start(dr.new_record(["Ana", "Ben"], seed=seed))
    rng, actions = random.Random(seed), []
    while not state.over:
        action = dr.ai.choose(state, dr.actors(state)[0], "random", rng)
        state, _ = dr.apply(state, action)
        actions.append(action)
    return actions


@pytest.mark.parametrize(
    ("seed", "verdict", "why"),
    [
        (43, "🏆 <@{ana}> wins!", "Tied on points: fewest cards collected in the last round"),
        (38, "🏆 Shared victory: <@{ana}> & <@{ben}>", "the victory is shared (R14)"),
    ],
    ids=["tie-broken-by-last-round", "shared-victory"],
)
async def test_results_spell_out_the_R14_tie_break(
    fake_discord: FakeDiscord, start_bot: BotFactory, seed: int, verdict: str, why: str
) -> None:
    """Two known games, replayed by clicks, that end level on points: the results message says
    who wins and why (R14), with every round's points and cards, and storage agrees."""
    bot = await start_play_bot(start_bot)
    tables(bot).seeds = lambda: seed
    ana, ben = fake_discord.member("ana"), fake_discord.member("ben")
    table = await open_table(fake_discord, bot, ana, others=[ben], seats=2)
    script = _scripted(seed)
    opened = await replay_by_clicks(fake_discord, bot, table, {"Ana": ana, "Ben": ben}, script)
    assert table.state.over and table.actions == script
    assert opened <= 2, "each open hand should have been refreshed when its turn came"
    (results,) = [m for m in fake_discord.messages(fake_discord.channel) if "results" in m.text()]
    text = results.text()
    assert verdict.format(ana=ana.id, ben=ben.id) in text and why in text
    for s in dr.standings(table.state):
        rounds = " / ".join(map(str, s.round_points))
        assert f"{s.total} pts (rounds {rounds}; cards {' / '.join(map(str, s.cards))})" in text
    stored = await bot.db.results.for_game(table.game_id)
    winners = sorted(x.winner for x in dr.standings(table.state))
    assert sorted(s.winner for s in stored.seats) == winners
