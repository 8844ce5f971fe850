"""The computer players: legal, seeded, ``normal`` reads only what its seat may know, plays
like a sensible person, and beats ``random`` clearly (benchmarks/ten_ai.py measures more)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

import ten_rules as t
from ten_rules.ai import choose_action, pending_action, will_act
from ten_rules.engine import ADD, FIRST, OFFER, OPEN, PLAY, PROTECT, REVEAL, Action

from .gen_records import E1_ACTIONS, e1
from .helpers import P2, P3, ROOT, add, game, open_, play, protect, random_game, reveal
from .test_properties import twin

sys.path.insert(0, str(ROOT / "benchmarks"))


def test_levels_and_unknown_level() -> None:
    assert t.ai.LEVELS == ("random", "normal")
    with pytest.raises(ValueError, match="unknown computer level"):
        choose_action(t.start(e1()), 0, "expert", random.Random(0))


def test_same_seed_same_game() -> None:
    def actions(seed: int) -> list[Action]:
        return [a for _, a, _, _ in random_game(4, seed, ["normal", "random"] * 2)]

    assert actions(3) == actions(3)
    assert actions(3) != actions(4)


def test_pending_action_only_for_a_computer_decider() -> None:
    state = t.start(e1())
    assert will_act(state, {0: "normal"}) and not will_act(state, {1: "normal"})
    assert pending_action(state, {1: "normal"}, random.Random(0)) is None
    assert pending_action(state, {0: "random"}, random.Random(0)) is not None


def test_normal_reads_only_what_its_seat_may_know() -> None:
    """Change any card the seat cannot see (other hands, other face-down cards it never held,
    the pile, the round cards' order): the normal player does the same."""
    pick = random.Random(5)
    checked = 0
    for n, seed in ((2, 1), (4, 2), (7, 3)):
        for before, _action, _after, _ in random_game(n, seed, ["normal"] * n):
            seat = before.waiting
            held = {x for x in range(n) if before.seen1[x] & (1 << seat)}
            other = twin(before, seat, pick, frozenset(held))
            if other is None:
                continue
            mine = choose_action(before, seat, "normal", random.Random(seed))
            theirs = choose_action(other, seat, "normal", random.Random(seed))
            assert mine == theirs
            checked += 1
    assert checked > 100


def test_normal_keeps_a_joker_face_down_protected_and_names_itself() -> None:
    hands = {"ana": ["J", "2", "3", "4"], "ben": ["5", "1", "2", "J"]}
    state = t.replay(game(P2, hands))
    a = choose_action(state, 0, "normal", random.Random(0))
    assert (a.kind, a.card, a.up, a.n) == (PLAY, 19, False, 2)  # a face-down joker counts 10
    rec = game(P2, hands, [play("ana", "J", False, 2), play("ben", "5"), open_("ana")])
    rec["actions"] += [open_("ben")]
    state = t.replay(rec)
    assert state.step == REVEAL
    assert choose_action(state, 0, "normal", random.Random(0)) == Action(0, REVEAL, up=False)


def test_normal_turns_up_and_adds_when_a_second_card_helps() -> None:
    hands = {"ana": ["6", "4", "0", "J"], "ben": ["5", "1", "2", "J"]}
    rec = game(P2, hands, [play("ana", "6", False, 0), play("ben", "5"), open_("ana")])
    rec["actions"] += [open_("ben")]
    state = t.replay(rec)
    assert choose_action(state, 0, "normal", random.Random(0)) == Action(0, REVEAL, up=True)
    rec["actions"] += [reveal("ana", True)]
    state = t.replay(rec)
    assert choose_action(state, 0, "normal", random.Random(0)) == Action(0, ADD, 4)  # 6 + 4


def test_normal_buys_a_card_worth_having_and_bids_for_it() -> None:
    # ben shows an unprotected 9; ana's 2 cannot reach 10 with her hand: she pays the fee.
    hands = {"ana": ["2", "0", "P1", "J"], "ben": ["9", "1", "2", "J"]}
    rec = game(P2, hands, [play("ana", "2"), play("ben", "9")])
    state = t.replay(rec)
    a = choose_action(state, 0, "normal", random.Random(0))
    assert (a.kind, a.target, a.n) == (OPEN, 1, 1)
    # The same 9 protected by 1: an opening of 1 is still worth it.
    rec = game(P2, hands, [play("ana", "2"), play("ben", "9", True, 1)])
    a = choose_action(t.replay(rec), 0, "normal", random.Random(0))
    assert (a.kind, a.target, a.n) == (OPEN, 1, 1)
    # A card no better than its own: it passes.
    hands = {"ana": ["9", "1", "0", "J"], "ben": ["3", "1", "2", "J"]}
    rec = game(P2, hands, [play("ana", "9"), play("ben", "3")])
    assert choose_action(t.replay(rec), 0, "normal", random.Random(0)) == Action(0, OPEN)


def test_normal_raises_within_reason() -> None:
    # E1: ana opens on ben's face-down card with 2; cleo (a 6 up, 5 in hand: 6+... ) decides.
    state = t.replay({**e1(), "actions": E1_ACTIONS[:4]})
    assert state.step == OFFER
    a = choose_action(state, 2, "normal", random.Random(0))
    assert a.kind == OFFER and (a.n is None or a.n == 3)


def test_normal_protects_a_strong_new_card_while_openers_remain() -> None:
    hands = {
        "ana": ["2", "0", "P1", "J"],
        "ben": ["10", "1", "2", "J"],
        "cleo": ["6", "1", "2", "J"],
    }
    rec = game(P3, hands, [play("ana", "2"), play("ben", "10"), play("cleo", "6")])
    rec["actions"] += [open_("ana", "ben", 1)]
    state = t.replay(rec)
    assert state.step == PROTECT and state.waiting == 0
    a = choose_action(state, 0, "normal", random.Random(0))
    assert a == Action(0, PROTECT, n=2)  # a 10 and ben, cleo may still open
    rec["actions"] += [protect("ana", 2), protect("ben", 0), open_("ben"), open_("cleo")]
    rec["actions"] += [add("ana", None), add("ben", "1")]
    state = t.replay(rec)
    a = choose_action(state, 2, "normal", random.Random(0))
    assert a.kind == ADD and a.card == 2  # 6 + 2 = 8, the best it has
    rec["actions"] += [add("cleo", "2")]
    state = t.replay(rec)
    assert state.step == FIRST
    assert choose_action(state, state.waiting, "normal", random.Random(0)) == Action(
        state.waiting, FIRST, target=state.waiting
    )


def test_normal_bluffs_sometimes() -> None:
    """Now and then chips on a weak face-down card (someone may pay to take it); always on a
    face-down joker, two for the first player."""
    bluffs = weak = jokers = 0
    for seed in range(60):
        for before, a, _, _ in random_game(4, seed, ["normal"] * 4):
            if a.kind != PLAY:
                continue
            assert a.up is False
            hand = before.hands[a.seat][:]
            hand[a.card] -= 1
            if a.card == 19:
                jokers += 1
                first = a.seat == before.first  # F protects fully: ties go its way (R22)
                assert a.n == min(2 if first else 1, before.chips[a.seat])
                continue
            best = t.normal._best_add(t.cards.VALUE[a.card], hand, joker_ok=t.normal._late(before))[
                0
            ]
            if best <= 6:
                weak += 1
                bluffs += bool(a.n)
    assert jokers > 100 and weak > 20
    assert 0 < bluffs < weak / 2, (bluffs, weak)


def test_normal_beats_random_clearly() -> None:
    import ten_ai  # benchmarks/ten_ai.py

    for seats, games in ((2, 40), (4, 40), (7, 28)):
        r = ten_ai.measure(seats, games, 1000)
        # Clearly: more than halfway from chance to always winning.
        assert r["win_rate"] > (1 + r["chance"]) / 2, (seats, r)
        assert r["normal_score"] < r["random_score"]


def test_the_benchmark_prints_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    import ten_ai

    assert ten_ai.main(["--games", "7"]) == 0
    out = capsys.readouterr().out
    assert "normal wins" in out and len(out.strip().splitlines()) == 5


def test_ai_files_exist() -> None:
    assert (Path(ROOT) / "benchmarks" / "ten_ai.py").is_file()
