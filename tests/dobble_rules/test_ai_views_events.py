"""Computer players (reaction times, right claims), the views, and the events' narration in
every language of the catalogue."""

from __future__ import annotations

import random
import re
import statistics

import pytest

import dobble_rules as d
import locales
from dobble_rules import ai
from dobble_rules.errors import WORDS
from dobble_rules.narrate import mode_name

from .helpers import P3, computer_match, deck_with, game, record, scripted

error_codes, error_text = WORDS.error_codes, WORDS.error_text

LEFTOVER = re.compile(r"\{|\}|\$[a-z_]|[\u2068\u2069]")


def test_reaction_times_by_level() -> None:
    rng = random.Random(1)
    times = {level: [ai.reaction_ms(level, rng) for _ in range(2000)] for level in ai.LEVELS}
    means = {level: statistics.mean(ts) for level, ts in times.items()}
    assert means["relaxed"] > means["normal"] > means["quick"]
    for level, mean in ai.MEAN_MS.items():
        assert abs(means[level] - mean) < mean * 0.05
    assert min(min(ts) for ts in times.values()) >= ai.FLOOR_MS == 900
    assert all(isinstance(t, int) for t in times["quick"])
    with pytest.raises(ValueError, match="relaxed, normal, quick"):
        ai.reaction_ms("slow", rng)
    a, b = random.Random(5), random.Random(5)
    assert [ai.reaction_ms("normal", a) for _ in range(5)] == [
        ai.reaction_ms("normal", b) for _ in range(5)
    ]


def test_claim_for_is_always_right_and_reads_the_public_state() -> None:
    for before, move, _after, events in computer_match(5, 8, length=5, modes=list(d.MODES)):
        if isinstance(move, d.Claim):
            assert events[0]["outcome"] == "ok"
            assert (move.symbol, move.target) == ai.claim_for(before, move.seat)
            assert move.t >= d.engine.changed_at(before) + ai.FLOOR_MS or move.t == (
                d.engine.earliest_t(before, move.seat)
            )


def test_the_quickest_computer_claims_first() -> None:
    setup = d.new_setup(P3, modes=["tower"], length=1, seed=4)
    m = d.GAME.load(setup, [])
    wins = [0, 0, 0]
    rng = random.Random(2)
    for _ in range(300):
        claim = ai.next_claim(m, {0: "relaxed", 1: "normal", 2: "quick"}, rng)
        assert claim is not None
        wins[claim.seat] += 1
    assert wins[2] > wins[1] > wins[0]


def test_targets_computers_choose() -> None:
    # Poison: the player with the fewest cards received; potato, duel: the next holder.
    m = d.replay(record(P3, [game("poison", [], deck_with([0, 8, 9, 7]))]))
    assert ai.claim_for(m, 0)[1] == 1
    assert ai.claim_for(m, 1)[1] == 2
    m = d.replay(record(P3, [game("potato", [], deck_with([0, 8, 9]))]))
    assert ai.claim_for(m, 2)[1] == 0
    m = d.replay(record(P3, [game("catch", [], deck_with([0, 7, 8, 9]))]))
    assert ai.claim_for(m, 1)[1] == 0
    done = d.replay(record(P3, []))
    assert (
        ai.claim_for(done, 0) is None and ai.next_claim(done, {0: "quick"}, random.Random()) is None
    )


def test_a_losing_computer_picks_a_mode_it_won_or_any() -> None:
    _, _, m = scripted(P3, [], lambda m, k: 0, scoring="tournament", length=1)
    rng = random.Random(3)
    assert {ai.choose_mode(m, 0, "normal", rng) for _ in range(20)} == {"tower"}
    assert {ai.choose_mode(m, 1, "normal", rng) for _ in range(60)} == set(d.MODES)


def test_views_show_what_each_seat_compares_and_its_lock_out() -> None:
    rec = record(
        P3,
        [
            game(
                "potato",
                [{"player": "ben", "t": 10, "v": 0, "symbol": "zebra"}],
                deck_with([0, 8, 9]),
            )
        ],
    )
    m = d.replay(rec)
    ben = d.view(m, 1)
    assert ben.card is not None and ben.card.card == 8 and ben.locked_until == 3010
    assert [(a.card.card, a.target) for a in ben.against] == [(9, "cleo"), (0, "ana")]
    assert ben.card.symbols == d.card_names(8) and len(ben.card.emoji) == 8
    public = d.view(m, None)
    assert public.card is None and public.against == [] and public.player == ""
    assert [s.top.card for s in public.seats if s.top] == [0, 8, 9]
    assert public.seats[1].locked_until == 3010 and public.seats[0].locked_until is None
    assert public.stage == (0, False) and public.mode == "potato" and public.stock == 52
    tower = d.replay(record(P3, [game("tower", [], deck_with([3, 4, 5, 6]))]))
    cleo = d.view(tower, 2)
    assert cleo.card.card == 6 and [(a.card.card, a.target) for a in cleo.against] == [(5, None)]
    catch = d.replay(record(P3, [game("catch", [], deck_with([0, 7, 8, 9]))]))
    v = d.view(catch, 0)
    assert v.card.card == 0 and [a.target for a in v.against] == [0, 1, 2]
    assert [s.card for s in v.slots if s] == [7, 8, 9]
    before = d.view(d.replay(record(P3, [])), 0)
    assert before.game is None and before.card is None and before.center is None


def test_every_event_reads_in_every_language() -> None:
    kinds: set[str] = set()
    outcomes: set[str] = set()
    texts = []
    runs = [
        computer_match(4, 1, length=5, modes=list(d.MODES)),
        computer_match(8, 3, scoring="tournament", length=5),
    ]
    for run in runs:
        for _before, _move, _after, events in run:
            for ev in events:
                kinds.add(ev["type"])
                for lang in locales.LANGUAGES:
                    for you in (None, "p1"):
                        line = d.narrate(ev, lang, you=you)
                        assert line is not None, ev
                        texts.append(line)
    m = d.replay(
        record(
            P3,
            [
                game(
                    "tower",
                    [
                        {"player": "ben", "t": 10, "v": 0, "symbol": "zebra"},
                        {"player": "ben", "t": 20, "v": 0, "symbol": "zebra"},
                        {
                            "player": "ana",
                            "t": 30,
                            "v": 0,
                            "symbol": d.SYMBOLS[d.cards.SHARED[0][3]],
                        },
                    ],
                    deck_with([0, 1, 2, 3]),
                )
            ],
        )
    )
    for claim_outcome, ev in zip(m.outcomes, _claim_events(), strict=False):
        outcomes.add(claim_outcome)
        for lang in locales.LANGUAGES:
            texts.append(d.narrate(ev, lang) or "")
    assert {
        "claim",
        "out",
        "potato_deal",
        "potato_round_end",
        "catch_round",
        "minigame_start",
        "minigame_end",
        "duel_start",
        "duel_end",
        "pick_wait",
        "pick",
        "match_over",
    } <= kinds
    for text in texts:
        assert text and not LEFTOVER.search(text), text
    assert d.narrate({"type": "nothing"}) is None


def _claim_events() -> list[dict]:  # type: ignore[type-arg]
    base = {
        "type": "claim",
        "player": "ben",
        "symbol": "fire",
        "t": 10,
        "v": 0,
        "game": 0,
        "mode": "tower",
        "duel": False,
    }
    return [
        {**base, "outcome": "wrong", "locked_until": 3010},
        {**base, "outcome": "locked", "locked_until": 3010},
        {**base, "outcome": "stale", "count": 1},
    ]


def test_narration_speaks_to_the_reader() -> None:
    ok = {
        "type": "claim",
        "player": "you",
        "symbol": "fire",
        "t": 10,
        "v": 0,
        "game": 0,
        "mode": "tower",
        "duel": False,
        "outcome": "ok",
        "count": 3,
    }
    assert d.narrate(ok, you="you") == "you name 🔥 fire and take the pile's card (3 taken)"
    assert d.narrate(ok) == "you names 🔥 fire and takes the pile's card (3 taken)"
    assert d.narrate(ok, "fr", you="you") == (
        "vous nommez 🔥 feu et prenez la carte de la pioche (3 prises)"
    )
    poison = {**ok, "mode": "poison", "player": "ana", "to": "you"}
    assert d.narrate(poison, you="you") == "ana names 🔥 fire: you receive the pile's card"
    shared = {"type": "match_over", "winners": ["a", "b"], "scoring": "wins", "totals": {}}
    assert d.narrate(shared) == "The match is shared: a & b!"
    assert d.narrate({**shared, "winners": ["a"]}, "fr") == "a gagne la partie !"


def test_every_refusal_reads_in_every_language_and_cites_its_rule() -> None:
    params = {
        "player": "ana",
        "symbol": "zz",
        "mode": "tower",
        "t": 5,
        "last": 9,
        "v": 3,
        "count": 2,
        "target": 9,
        "number": 2,
        "length": 5,
    }
    assert len(error_codes()) >= 20
    for code in error_codes():
        for lang in locales.LANGUAGES:
            text = error_text(code, lang, rule="H13", **params)
            assert not LEFTOVER.search(text) and ("H13" in text), (code, lang, text)
    assert error_text("no_such", "fr") == "no_such"
    assert d.IllegalAction("not_duellist", "H6", player="cleo").text("fr").startswith("cleo ne")
    assert {mode_name(m, "fr") for m in d.MODES} >= {"la tour infernale", "le puits"}
