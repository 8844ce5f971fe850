"""The Hint button (``ten_rules/hints.py``): the move the ``normal`` computer would make, with
its reason, and why each card of the hand cannot be played now.

* One test per reason code, named after the situation and the rule its sentence cites: the
  hint is that move, for that reason, worded in English and French.
* Properties over random games (hypothesis): the hint is always one of the seat's legal
  choices and exactly what ``normal`` plays with the hint's random draws; it reads only what
  the seat may see; ``blocked`` lists exactly the cards no legal action plays, each with the
  engine's own refusal.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

import locales
from ten_rules import GAME, IllegalAction, ai, hard, hints
from ten_rules.cards import CODES, JOKER, NAMES, counts_to_names, full_deck, round_card
from ten_rules.engine import (
    ADD,
    PLAY,
    Action,
    Deal,
    Setup,
    TenState,
    apply,
    apply_in_place,
    new_state,
    seat_choices,
    seeded_deal,
)
from ten_rules.hints import Hint, blocked, hint, hint_rng
from ten_rules.record import parse_action

from .helpers import FILL_ORDER, add, offer, open_, play, protect, reveal

#: Every reason the normal player gives (``ten.hint.<code>``): each has a test below.
ALL_CODES = (
    "play_joker",
    "play_ten",
    "play_pair",
    "play_alone",
    "play_bluff",
    "open_pass",
    "open_cannot_pay",
    "open_fee",
    "open_fee_blind",
    "open_bid",
    "open_bid_blind",
    "raise",
    "raise_blind",
    "offer_pass",
    "protect_add",
    "protect_weak",
    "protect_enough",
    "protect_nobody_left",
    "keep_joker",
    "reveal_add",
    "keep_ten",
    "keep_down",
    "keep_down_save_joker",
    "add_card",
    "add_joker",
    "add_joker_only",
    "add_joker_late",
    "add_none",
    "add_none_ten",
    "add_none_keep_joker",
    "first_self",
)
NAMES7 = ("ana", "ben", "cleo", "dan", "eve", "fred", "gus")
#: A Fluent placeable left in a text, or Unicode isolation marks.
LEFTOVER = re.compile(r"\{|\}|\$[a-z_]|[\u2068\u2069]|\?\?\?")
RULE_ID = re.compile(r"^[RH]\d+$")

sizes = st.integers(min_value=2, max_value=7)
seeds = st.integers(min_value=0, max_value=2**63 - 1)
mixes = st.lists(st.sampled_from(["random", "normal"]), min_size=7, max_size=7)


# -- situations ----------------------------------------------------------------------------------


def table(
    hands: list[list[str]],
    actions: list[dict[str, Any]] = (),  # type: ignore[assignment]
    *,
    pile: int | None = None,
    round_no: int = 5,
) -> TenState:
    """Round 1 of a game (F = ana) dealt these hands, the round card ``R<round_no>``, the
    other cards in the pile (only its first ``pile`` cards: near the end of the game), after
    ``actions``. A hand need not hold a joker here: the normal player reads what it holds."""
    players = NAMES7[: len(hands)]
    pool = Counter(NAMES[c] for c in full_deck())
    for hand in hands:
        pool.subtract(hand)
    assert all(k >= 0 for k in pool.values()), pool
    rest = [c for c in FILL_ORDER for _ in range(pool[c])]
    if pile is not None:
        rest = rest[:pile]
    rounds = [round_card(round_no)] + [round_card(k) for k in range(1, 11) if k != round_no]
    deal = Deal(
        tuple(rounds),
        tuple(CODES[c] for c in rest),
        tuple(tuple(CODES[c] for c in hand) for hand in hands),
    )
    s = new_state(Setup(players, 0, deal, given=True))
    for a in actions:
        apply_in_place(s, parse_action(players, a))
    return s


def check(code: str, s: TenState, rules: tuple[str, ...] = (), **params: Any) -> Hint:
    """The decider's hint: for ``code``, with these ``params``, citing ``rules`` in both
    languages, exactly what ``normal`` plays, and drawn as a legal choice."""
    seat = s.waiting
    h = hint(s, seat)
    assert h is not None
    assert h.code == code, (h.code, h.params)
    for key, value in params.items():
        assert h.params[key] == value, (key, h.params)
    normal = ai.choose_action(s, seat, "normal", hint_rng(s, seat))
    assert GAME.action_at(s, seat, h.index, h.param) == normal
    for lang in ("en", "fr"):
        words = h.text(lang)
        assert not LEFTOVER.search(words), words
        for rule in rules:
            assert f"{rule})" in words or f"{rule}," in words, (rule, words)
    assert h.text("en") != h.text("fr")
    return h


def move(s: TenState, h: Hint) -> Action:
    action = GAME.action_at(s, s.waiting, h.index, h.param)
    assert action is not None
    return action


# -- phase 2: which card, how many chips ---------------------------------------------------------


def test_play_joker_H2_face_down_a_joker_counts_10_and_the_first_player_protects_it_fully() -> None:
    s = table([["J", "2", "3", "5"], ["J", "1", "2", "4"]])
    h = check("play_joker", s, ("H2", "R22"), chips=2)
    assert move(s, h) == Action(0, PLAY, JOKER, False, 2)
    assert h.text() == (
        "Play your joker face down with 2 chips: face down it counts as 10, the best total "
        "(H2), and as first player you win ties (R22), so protect it fully (R14)."
    )
    # Second in turn order, the same joker gets one chip: ties go to the earlier player.
    later = table([["J", "2", "3", "5"], ["J", "1", "2", "4"]], [play("ana", "5", True, 0)])
    assert "with 1 chip" in check("play_joker", later, ("H2", "R14"), chips=1).text()


def test_play_ten_R21_a_10_is_the_best_total_on_its_own() -> None:
    s = table([["10", "2", "3", "5"], ["J", "1", "2", "4"]])
    h = check("play_ten", s, ("R21",), chips=2)
    assert move(s, h) == Action(0, PLAY, CODES["10"], False, 2)


def test_play_pair_R20_the_card_a_second_one_brings_to_10_the_dearest_first() -> None:
    # P3 + 7 and 7 + P3 both make 10: the penalty card (5 points) leaves the hand first.
    s = table([["P3", "7", "1", "2"], ["J", "1", "2", "4"]])
    h = check("play_pair", s, ("R20",), card="P3", add="7", total=10, chips=2)
    assert move(s, h) == Action(0, PLAY, CODES["P3"], False, 2)
    assert "Posez votre P3 à l'envers avec 2 fiches : avec le 7 de votre main" in h.text("fr")


def test_play_alone_R20_no_pair_beats_a_lone_9_one_chip_early_in_turn_order() -> None:
    s = table([["9", "6", "7", "8"], ["J", "1", "2", "4"]])
    h = check("play_alone", s, ("R20", "R14"), card="9", total=9, chips=1)
    assert move(s, h) == Action(0, PLAY, CODES["9"], False, 1)


def test_play_bluff_R15_a_chip_on_a_weak_card_someone_may_pay_to_take() -> None:
    """Now and then (one time in five) normal puts a chip on a weak card: gus, 7th to play,
    draws such a time with the hint's random numbers."""
    others = [["J", "4", "5", "6"], ["J", "7", "8", "9"]] * 3
    s = table([*others, ["0", "1", "2", "3"]], [play(p, "J", False, 0) for p in NAMES7[:6]])
    h = check("play_bluff", s, ("R15",), card="2", total=5)
    assert move(s, h) == Action(6, PLAY, CODES["2"], False, 1)
    # Without the bluff the same weak card goes down bare.
    calm = table([["0", "1", "2", "3"], ["J", "1", "2", "4"]])
    assert (
        check("play_pair", calm, ("R20",), card="2", total=5, chips=0)
        .text()
        .startswith("Play your 2 face down: with the 3 in your hand")
    )


# -- phase 3: opening ----------------------------------------------------------------------------


def test_open_pass_R12_a_player_holding_10_wants_no_other_card() -> None:
    s = table(
        [["10", "2", "3", "5"], ["3", "6", "7", "8"]],
        [play("ana", "10", False, 0), play("ben", "3", True, 0)],
    )
    h = check("open_pass", s, ("R12",))
    assert move(s, h) == Action(0, "open")


def test_open_cannot_pay_R14_a_player_without_chips_passes() -> None:
    """ben spent all his chips winning an auction (R15): at his opening he can pay for none."""
    s = table(
        [["4", "1", "2", "3"], ["J", "2", "3", "5"], ["9", "6", "7", "8"]],
        [
            play("ana", "4", True, 0),
            play("ben", "3", True, 2),
            play("cleo", "9", True, 2),
            open_("ana", "cleo", 2),
            offer("ben", 5),
            offer("ana", None),
        ],
    )
    assert s.chips[1] == 0 and s.waiting == 1
    check("open_cannot_pay", s, ("R13", "R14"))


def test_open_fee_H6_an_unprotected_9_for_1_chip_makes_10() -> None:
    s = table(
        [["4", "1", "2", "3"], ["9", "6", "7", "8"]],
        [play("ana", "4", True, 0), play("ben", "9", True, 0)],
    )
    h = check("open_fee", s, ("H6",), target="ben", card="9", now=7, total=10)
    assert move(s, h) == Action(0, "open", n=1, target=1)
    assert h.text() == (
        "Take ben's 9 for 1 chip to the pot (H6): it raises the best total you can reach "
        "from 7 to 10."
    )


def test_open_fee_blind_H6_a_face_down_card_when_ones_total_is_poor_and_the_stakes_high() -> None:
    hands = [["0", "0", "0", "1"], ["9", "6", "7", "8"]]
    acts = [play("ana", "0", True, 0), play("ben", "9", False, 0)]
    check("open_fee_blind", table(hands, acts, round_no=8), ("H6",), target="ben", now=1)
    # With a cheap round card, an unknown card is not worth the gamble.
    check("open_pass", table(hands, acts, round_no=5), ("R12",))


def test_open_bid_R14_the_least_offer_a_protected_9_allows() -> None:
    s = table(
        [["4", "1", "2", "3"], ["9", "6", "7", "8"]],
        [play("ana", "4", True, 0), play("ben", "9", True, 1)],
    )
    h = check("open_bid", s, ("R14",), target="ben", card="9", amount=1, now=7, total=10)
    assert move(s, h) == Action(0, "open", n=1, target=1)
    assert seat_choices(s, 0)[h.index].code == "opening" and h.param == 1


def test_open_bid_blind_R14_chips_on_a_face_down_card_suggest_a_strong_one() -> None:
    s = table(
        [["0", "0", "0", "1"], ["9", "6", "7", "8"]],
        [play("ana", "0", True, 0), play("ben", "9", False, 2)],
    )
    h = check("open_bid_blind", s, ("R14",), target="ben", amount=2, now=1)
    assert move(s, h) == Action(0, "open", n=2, target=1) and h.param == 2


# -- phase 3: the auction ------------------------------------------------------------------------


def test_raise_H7_by_one_while_the_9_is_worth_more() -> None:
    s = table(
        [["4", "1", "2", "3"], ["5", "0", "0", "1"], ["9", "6", "7", "8"]],
        [
            play("ana", "4", True, 0),
            play("ben", "5", True, 0),
            play("cleo", "9", True, 1),
            open_("ana", "cleo", 1),
        ],
    )
    h = check("raise", s, ("H7",), owner="cleo", card="9", amount=2, now=6, total=10)
    assert move(s, h) == Action(1, "offer", n=2)
    assert seat_choices(s, 1)[h.index].code == "raise_min" and h.param is None


def test_raise_blind_H7_a_poor_total_bids_on_a_protected_face_down_card() -> None:
    s = table(
        [["4", "1", "2", "3"], ["0", "0", "0", "1"], ["9", "6", "7", "8"]],
        [
            play("ana", "4", True, 0),
            play("ben", "0", True, 0),
            play("cleo", "9", False, 1),
            open_("ana", "cleo", 1),
        ],
    )
    h = check("raise_blind", s, ("H7",), owner="cleo", amount=2, now=1)
    assert move(s, h) == Action(1, "offer", n=2)


def test_offer_pass_H7_a_player_holding_10_lets_the_9_go() -> None:
    s = table(
        [["4", "1", "2", "3"], ["10", "0", "0", "1"], ["9", "6", "7", "8"]],
        [
            play("ana", "4", True, 0),
            play("ben", "10", True, 0),
            play("cleo", "9", True, 1),
            open_("ana", "cleo", 1),
        ],
    )
    h = check("offer_pass", s, ("H7",), owner="cleo", amount=2)
    assert move(s, h) == Action(1, "offer")


# -- phase 3: protecting a new card (H9) ---------------------------------------------------------

PROTECTING = [
    play("ana", "4", True, 0),
    play("ben", "9", True, 0),
    play("cleo", "5", True, 0),
    open_("ana", "ben", 1),
]


def test_protect_add_R17_two_chips_on_a_card_that_makes_10_while_others_may_open() -> None:
    s = table([["4", "1", "2", "3"], ["9", "7", "8", "0"], ["5", "5", "5", "5"]], PROTECTING)
    h = check("protect_add", s, ("R14", "R17"), chips=2, total=10)
    assert move(s, h) == Action(0, "protect", n=2)


def test_protect_weak_R17_no_chip_on_a_card_that_makes_only_4() -> None:
    s = table(
        [["4", "1", "2", "3"], ["9", "7", "8", "0"], ["5", "5", "5", "5"]],
        [*PROTECTING, protect("ana", 2)],
    )
    h = check("protect_weak", s, ("R17",), total=4)
    assert move(s, h) == Action(1, "protect", n=0)


def test_protect_enough_R17_the_chip_already_on_the_card_is_enough_for_a_9() -> None:
    """ben's protection chip stays with him, on the 4 he gets (R16); 4 + 5 makes 9."""
    s = table(
        [["4", "1", "2", "3"], ["8", "5", "7", "7"], ["5", "5", "5", "5"]],
        [
            play("ana", "4", True, 0),
            play("ben", "8", True, 1),
            play("cleo", "5", True, 0),
            open_("ana", "ben", 1),
            offer("cleo", None),
            protect("ana", 0),
        ],
    )
    h = check("protect_enough", s, ("R17",), total=9, protection=1)
    assert move(s, h) == Action(1, "protect", n=0)


def test_protect_nobody_left_R18_no_chip_once_everyone_has_opened() -> None:
    s = table(
        [["4", "1", "2", "3"], ["9", "6", "7", "8"]],
        [play("ana", "4", True, 0), play("ben", "9", True, 0), open_("ana", "ben", 1)],
    )
    protect_ana = check("protect_add", s, ("R17",), chips=2, total=10)
    s = apply(s, move(s, protect_ana))[0]
    h = check("protect_nobody_left", s, ("R18",))
    assert move(s, h) == Action(1, "protect", n=0)


# -- phase 4: turning up, a second card ----------------------------------------------------------


def phase4(
    mine: list[str], card: str, up: bool, *, pile: int | None = None, ben: list[str] | None = None
) -> TenState:
    """ana put ``card`` down (``up`` or not), ben a joker face down; nobody opened: ana's
    phase-4 turn."""
    hands = [mine, ben or ["J", "6", "7", "8"]]
    acts = [play("ana", card, up, 0), play("ben", "J", False, 0), open_("ana"), open_("ben")]
    return table(hands, acts, pile=pile)


def test_keep_joker_H2_a_face_down_joker_already_counts_10() -> None:
    s = phase4(["J", "2", "3", "5"], "J", False)
    h = check("keep_joker", s, ("H2",))
    assert move(s, h) == Action(0, "reveal", up=False)


def test_reveal_add_R19_turn_up_a_6_to_add_the_4() -> None:
    s = phase4(["6", "4", "2", "1"], "6", False)
    h = check("reveal_add", s, ("R19", "R20"), card="6", add="4", total=10)
    assert move(s, h) == Action(0, "reveal", up=True)
    # Late in the game the joker is the second card: turn up for it (it costs 10 in hand).
    late = phase4(["9", "8", "7", "J"], "9", False, pile=3)
    check("reveal_add", late, ("R19", "R20"), card="9", add="J", total=10)


def test_keep_ten_R19_a_face_down_10_needs_nothing() -> None:
    s = phase4(["10", "4", "2", "1"], "10", False)
    h = check("keep_ten", s, ("R19",))
    assert move(s, h) == Action(0, "reveal", up=False)


def test_keep_down_R20_no_card_raises_a_9_without_going_over_10() -> None:
    s = phase4(["9", "8", "7", "6"], "9", False, ben=["J", "5", "5", "5"])
    h = check("keep_down", s, ("R19", "R20"), card="9")
    assert move(s, h) == Action(0, "reveal", up=False)


def test_keep_down_save_joker_R19_the_joker_is_kept_for_a_later_round() -> None:
    s = phase4(["9", "8", "7", "J"], "9", False)
    h = check("keep_down_save_joker", s, ("R19",), card="9")
    assert move(s, h) == Action(0, "reveal", up=False)


def test_add_card_R20_the_closest_to_10_the_dearest_of_equals() -> None:
    s = phase4(["6", "4", "2", "1"], "6", True)
    check("add_card", s, ("R20",), card="4", total=10)
    # 7 + 3 and 7 + P3 both make 10: the penalty card (5 points) goes.
    s = phase4(["7", "3", "P3", "1"], "7", True)
    h = check("add_card", s, ("R20",), card="P3", total=10)
    assert move(s, h) == Action(0, "add", CODES["P3"])


def test_add_joker_H2_when_the_best_other_card_reaches_only_7() -> None:
    s = phase4(["1", "J", "5", "6"], "1", True)
    h = check("add_joker", s, ("H2", "R20"), value=9, now=1, best=7)
    assert move(s, h) == Action(0, "add", JOKER, as_=9) and h.param == 9


def test_add_joker_only_H2_when_no_other_card_fits() -> None:
    s = phase4(["6", "J", "5", "7"], "6", True)
    h = check("add_joker_only", s, ("H2", "R20"), value=4, now=6)
    assert move(s, h) == Action(0, "add", JOKER, as_=4)


def test_add_joker_late_R29_near_the_end_a_joker_is_played_not_kept() -> None:
    s = phase4(["6", "J", "2", "7"], "6", True, pile=3)
    h = check("add_joker_late", s, ("R29",), value=4)
    assert move(s, h) == Action(0, "add", JOKER, as_=4)
    # Earlier in the game the 2 (a total of 8) is enough, and the joker stays in hand.
    check("add_card", phase4(["6", "J", "2", "7"], "6", True), ("R20",), card="2", total=8)


def test_add_none_R20_every_card_would_go_over_10() -> None:
    s = phase4(["8", "5", "6", "7"], "8", True, ben=["J", "5", "5", "5"])
    h = check("add_none", s, ("R20",), now=8)
    assert move(s, h) == Action(0, "add", -1)


def test_add_none_ten_R20_a_10_needs_no_second_card() -> None:
    s = phase4(["10", "5", "6", "7"], "10", True)
    h = check("add_none_ten", s, ("R20",))
    assert move(s, h) == Action(0, "add", -1)


def test_add_none_keep_joker_R20_an_8_is_close_enough_to_keep_the_joker() -> None:
    s = phase4(["8", "J", "5", "6"], "8", True)
    h = check("add_none_keep_joker", s, ("R20",), now=8)
    assert move(s, h) == Action(0, "add", -1)


# -- phase 5 -------------------------------------------------------------------------------------


def test_first_self_R22_the_winner_starts_the_next_round_ties_go_to_the_earlier() -> None:
    s = phase4(["8", "J", "5", "6"], "8", True)
    for a in (add("ana", None), reveal("ben", False)):
        apply_in_place(s, parse_action(s.players, a))
    assert s.step == "first" and s.waiting == 1  # ben's face-down joker (10) beats ana's 8
    h = check("first_self", s, ("R22", "R27"))
    assert move(s, h) == Action(1, "first", target=1)


# -- no hint, the same hint ----------------------------------------------------------------------


def test_no_hint_when_the_seat_has_nothing_to_decide() -> None:
    s = table([["J", "2", "3", "5"], ["J", "1", "2", "4"]])
    assert hint(s, 1) is None and GAME.hint(s, 1) is None
    over = new_state(Setup(("a", "b"), 3, seeded_deal(2, 3)))
    rng = random.Random(3)
    while not over.over:
        apply_in_place(over, ai.choose_action(over, over.waiting, "normal", rng))
    assert hint(over, 0) is None and hint(over, 1) is None
    assert blocked(over, 0) == []


def test_the_same_state_always_shows_the_same_hint_through_GAME() -> None:
    s = table([["P3", "7", "1", "2"], ["J", "1", "2", "4"]])
    first = GAME.hint(s, 0)
    assert first == GAME.hint(s.copy(), 0) == hint(s, 0)
    assert isinstance(first, Hint) and first.text("xx") == first.text("en")  # no such language


# -- the catalogue -------------------------------------------------------------------------------


def test_every_reason_code_is_worded_in_english_and_french_and_tested_here() -> None:
    worded = {
        k.removeprefix(hints.HINT_PREFIX) for k in locales.keys("en") if k.startswith("ten.hint.")
    }
    assert worded == set(ALL_CODES)
    for lang in ("en", "fr"):
        assert {k for k in locales.keys(lang) if k.startswith("ten.hint.")} == {
            f"ten.hint.{c}" for c in ALL_CODES
        }
    tested = set(re.findall(r'check\(\s*"([a-z_]+)"', Path(__file__).read_text(encoding="utf-8")))
    assert tested == set(ALL_CODES)


# -- properties over random games ----------------------------------------------------------------


def game_states(n: int, seed: int, mix: list[str]) -> list[TenState]:
    """Every state of a seeded game between random and normal players."""
    s = new_state(Setup(NAMES7[:n], seed, seeded_deal(n, seed)))
    rng = random.Random(seed)
    out = []
    while not s.over:
        out.append(s.copy())
        apply_in_place(s, ai.choose_action(s, s.waiting, mix[s.waiting], rng))
    out.append(s)
    return out


@settings(max_examples=25, deadline=None)
@given(n=sizes, seed=seeds, mix=mixes)
def test_the_hint_is_a_legal_choice_and_exactly_normals_move(
    n: int, seed: int, mix: list[str]
) -> None:
    for s in game_states(n, seed, mix):
        for seat in range(n):
            h = hint(s, seat)
            if s.over or seat != s.waiting:
                assert h is None
                continue
            assert h is not None and h.code in ALL_CODES
            choices = seat_choices(s, seat)
            assert 0 <= h.index < len(choices)
            assert (h.param is None) == (choices[h.index].param is None)
            normal = ai.choose_action(s, seat, "normal", hint_rng(s, seat))
            assert GAME.action_at(s, seat, h.index, h.param) == normal
            assert set(h.params) == locales.variables(f"ten.hint.{h.code}")
            for lang in ("en", "fr"):
                assert not LEFTOVER.search(h.text(lang))


def refusals(rows: list[tuple[str, IllegalAction]]) -> list[tuple[str, str, str, Any]]:
    return [(name, e.code, e.rule, e.params) for name, e in rows]


@settings(max_examples=20, deadline=None)
@given(n=sizes, seed=seeds, mix=mixes, picks=st.integers(min_value=0, max_value=2**32))
def test_the_hint_and_blocked_read_only_what_the_seat_may_see(
    n: int, seed: int, mix: list[str], picks: int
) -> None:
    """Deal again everything the seat cannot see (other hands, face-down cards it never held,
    the pile, the round cards' order, the seed and deal): same hint, same blocked cards."""
    rng = random.Random(picks)
    for s in game_states(n, seed, mix)[::3]:
        if s.over:
            continue
        for seat in {s.waiting, rng.randrange(n)}:
            twin = hard.observe(s, seat).determinize(rng)
            assert twin.hands[seat] == s.hands[seat]
            assert hint(twin, seat) == hint(s, seat)
            assert refusals(blocked(twin, seat)) == refusals(blocked(s, seat))


def card_moves(s: TenState, seat: int, code: int) -> list[Action]:
    """Ways of playing card ``code`` from hand now, whatever the step: as a second card, or
    put down face up or face down with 0 to 2 chips (a joker at both ends of its range)."""
    values: list[int | None] = [0, 10] if code == JOKER else [None]
    out = [Action(seat, ADD, code, as_=v) for v in values]
    for chips in range(3):
        out += [Action(seat, PLAY, code, True, chips, as_=v) for v in values]
        out.append(Action(seat, PLAY, code, False, chips))
    return out


@settings(max_examples=20, deadline=None)
@given(n=sizes, seed=seeds, mix=mixes)
def test_blocked_is_exactly_the_cards_no_legal_action_plays_with_the_engines_refusal(
    n: int, seed: int, mix: list[str]
) -> None:
    for s in game_states(n, seed, mix)[:-1:2]:
        for seat in range(n):
            rows = blocked(s, seat)
            hand = counts_to_names(s.hands[seat])
            deciding = seat == s.waiting
            if deciding and s.step not in hints.CARD_STEPS:
                assert rows == []
                continue
            played = {c.card for c in seat_choices(s, seat) if c.kind in (PLAY, ADD) and c.card}
            assert [name for name, _ in rows] == [c for c in hand if c not in played]
            for i, (name, error) in enumerate(rows):
                assert isinstance(error, IllegalAction) and RULE_ID.match(error.rule)
                assert error.code == ("over_ten" if deciding else "not_your_turn")
                if i and not deciding:
                    continue  # the same refusal for every card (a refusal's words cost time)
                for lang in ("en", "fr"):
                    assert f"{error.rule}," in error.text(lang)
                # No way of playing that card now is taken; the one of the step is refused
                # for the reason given. (A refused action leaves the state as it was.)
                for action in card_moves(s, seat, CODES[name]):
                    try:
                        apply_in_place(s, action)
                    except IllegalAction as refusal:
                        if action.kind == (s.step if deciding else action.kind):
                            assert (refusal.code, refusal.rule) == (error.code, error.rule)
                    else:
                        raise AssertionError(f"{name} is blocked but {action} applies")


# -- blocked, by hand ----------------------------------------------------------------------------


def test_blocked_R20_second_cards_that_would_take_the_total_over_10() -> None:
    s = phase4(["6", "4", "7", "7"], "6", True)  # a pair of 7s: both are greyed out
    rows = blocked(s, 0)
    assert [name for name, _ in rows] == ["7", "7"]
    error = rows[0][1]
    assert (error.code, error.rule) == ("over_ten", "R20")
    assert error.params == {"card": "7", "value": 6, "total": 13}
    assert error.text() == (
        "7 would make 13: the total may never be over 10 (you have 6) (rule R20, the second card)."
    )
    assert refusals(GAME.blocked(s, 0)) == refusals(rows)
    # A joker always fits (it may stand for 0, H2).
    joker = phase4(["6", "J", "7", "8"], "6", True)
    assert [name for name, _ in blocked(joker, 0)] == ["7", "8"]


def test_blocked_every_card_while_another_player_decides_R11() -> None:
    s = table([["J", "2", "3", "5"], ["J", "1", "2", "4"]])
    rows = blocked(s, 1)
    assert [name for name, _ in rows] == ["1", "2", "4", "J"]
    assert all((e.code, e.rule) == ("not_your_turn", "R11") for _, e in rows)
    assert (
        rows[0][1].text()
        == "It is ana's turn to put a card on the table (rule R11, the first card)."
    )


def test_blocked_nothing_when_every_card_can_be_played_or_none_is_asked_for() -> None:
    s = table([["J", "2", "3", "5"], ["J", "1", "2", "4"]])
    assert blocked(s, 0) == []  # phase 2: any card may go down (R11)
    opening = table(
        [["4", "1", "2", "3"], ["9", "6", "7", "8"]],
        [play("ana", "4", True, 0), play("ben", "9", True, 0)],
    )
    assert blocked(opening, 0) == []  # opening plays no card from hand
    assert [e.code for _, e in blocked(opening, 1)] == ["not_your_turn"] * 3
