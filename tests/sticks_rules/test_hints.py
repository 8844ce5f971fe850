"""The *Hint* button (sticks_rules/hints.py): the suggested card is always the ``normal``
computer's own choice among the legal plays, with a reason from the branch of its reckoning
that decided it (one test per reason code, named after the situation and the rule it cites);
it reads only what the seat may see; and ``blocked`` lists exactly the cards the seat cannot
play now, each with the engine's own refusal.

The positions of the reason tests are late tricks of a trimmed deck (R8), crafted so that every
card not in a hand was seen in an earlier trick: what ``normal`` knows is then exactly what the
test shows.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import locales
import sticks_rules as s
from sticks_rules import GAME, ai, hard, hints, normal
from sticks_rules.cards import BLUE_ZERO, RED_ZERO, SCORE_CARDS
from sticks_rules.engine import Play, Setup, State, apply_in_place, legal_plays, new_state

from .helpers import P2, P3, craft_last_trick, illegal, plays, record, round_spec, whole_game

LEFTOVER = re.compile(r"\{|\}|\$[a-z_]|[\u2068\u2069]|\?\?\?")

# --------------------------------------------------------------------------------------------
# Positions


def position(
    players: Sequence[str],
    *,
    hands: Sequence[Sequence[int]],
    stake: Sequence[str],
    left: Sequence[str],
    sticks: Sequence[int] | None = None,
    leader: int = 0,
    played: Sequence[int] = (),
    round_no: int = 1,
    earlier: Sequence[Sequence[int]] = (),
) -> State:
    """A trick of a trimmed-deck round (R8) with ``hands`` left (the leader's size tells which
    trick): ``stake`` are its score cards (``["B0", "5"]``: R10), ``left`` the score cards
    still in the pile, top first; every other number card was seen in an earlier trick and
    every other score card revealed. ``sticks`` are the holdings (blue − red), ``earlier`` the
    finished rounds' scores; the cards ``played`` are then played from ``leader`` on."""
    n = len(players)
    state = s.start(record(players, deck="trimmed"))
    state.round_no = round_no
    state.dealer = (round_no - 2) % n
    state.trick_no = 10 - len(hands[leader])
    state.leader = state.turn = leader
    state.hands = [sorted(h) for h in hands]
    state.round_scores = [list(r) for r in earlier]
    state.totals = [sum(r[t] for r in earlier) for t in range(n)]
    state.sticks = list(sticks or [0] * n)
    gone = [c for c in SCORE_CARDS if c not in stake and c not in left]
    assert len([c for c in gone if c not in (BLUE_ZERO, RED_ZERO)]) == state.trick_no - 1
    state.revealed = gone + list(stake)
    state.trick_reveal = len(gone)
    state.pile = list(reversed(left))
    state.value = int(stake[-1])
    state.blue = 0 if list(stake) == [BLUE_ZERO, stake[-1]] else state.value
    state.red = 0 if list(stake) == [RED_ZERO, stake[-1]] else state.value
    held = {c for h in hands for c in h}
    state.seen = [c for c in range(1, 9 * n + 1) if c not in held]
    for card in played:
        apply_in_place(state, Play(state.turn, card))
    return state


def mid_game(n: int, deck: str, reveal: str, seed: int, steps: int) -> State:
    """``steps`` plays into a seeded game of random and normal players (any waiting seat
    first, when several pick at once: R18, H6)."""
    state = new_state(Setup(tuple(f"p{i}" for i in range(n)), deck=deck, reveal=reveal, seed=seed))
    rng = random.Random(seed)
    levels = [rng.choice(ai.LEVELS) for _ in range(n)]
    for _ in range(steps):
        if state.over:
            break
        waiting = state.waiting()
        seat = waiting[rng.randrange(len(waiting))]
        apply_in_place(state, ai.choose(state, seat, levels[seat], rng))
    return state


def reshuffle_hidden(state: State, seat: int, rng: random.Random) -> State:
    """A state ``seat`` cannot tell from ``state``: every card it has not seen (other hands,
    the unused cards, other seats' face-down picks) dealt again, the score pile reordered, a
    new seed and no deal history."""
    other = state.copy()
    pool = hard.unseen_cards(state, seat)
    rng.shuffle(pool)
    for t in range(state.n):
        if t != seat:
            k = len(state.hands[t])
            other.hands[t] = sorted(pool[:k])
            del pool[:k]
    if state.simultaneous:
        other.trick = [(t, c if t == seat else pool.pop()) for t, c in state.trick]
    rng.shuffle(other.pile)
    setup = state.setup
    other.setup = Setup(setup.players, setup.deck, setup.reveal, seed=rng.randrange(2**63))
    other.dealt = []
    return other


def texts(h: hints.Hint) -> dict[str, str]:
    """The hint in English and French, word for word; every other language must render it
    (no variable or selector left unfilled)."""
    out = {lang: h.text(lang) for lang in locales.LANGUAGES}
    for lang, text in out.items():
        assert text and "{" not in text and "$" not in text, (lang, text)
    return {lang: out[lang] for lang in ("en", "fr")}


def the_hint(state: State, seat: int) -> hints.Hint:
    h = GAME.hint(state, seat)
    assert h is not None
    return h


# --------------------------------------------------------------------------------------------
# One test per reason


def test_last_card_R13_the_only_card_left_is_the_hint() -> None:
    state = craft_last_trick(P3, round_no=1, earlier=[], sticks=[0, 0, 0], last_cards=[12, 30, 5])
    h = the_hint(state, 0)
    assert (h.index, h.param, h.card, h.code) == (0, None, 12, "last_card")
    assert texts(h) == {
        "en": "Play your 12: it is the only card left in your hand (R13).",
        "fr": "Jouez le 12 : c'est la seule carte qui vous reste en main (R13).",
    }


def test_zero_bonus_R20_aim_at_no_sticks_to_cancel_an_earlier_score() -> None:
    # Round 2, trick 8: ana scored 7 in round 1 and holds 9 red. Her 18 is sure to take the
    # 5 blue (ben holds 17 and 2), and normal would play it without the R20 bonus; with it, the
    # 3 keeps a better chance of ending on no sticks (3 over ben's 2 now, then 18 takes 4 blue).
    state = position(
        P2,
        hands=[[18, 3], [17, 2]],
        sticks=[-9, 9],
        stake=["5"],
        left=["B0", "R0", "4"],
        round_no=2,
        earlier=[[7, 3]],
    )
    h = the_hint(state, 0)
    assert (h.card, h.code) == (3, "zero_bonus")
    assert h.params == {"card": 3, "instead": 18, "score": 7, "round": 1}
    assert normal.normal_with_reason(state, 0).card == 3
    state.round_scores = [[0, 3]]  # nothing to cancel: no bonus, so the plain choice
    assert the_hint(state, 0).card == 18
    assert texts(h) == {
        "en": "Play your 3 rather than your 18: it gives you a better chance to end the round "
        "with no sticks, which would cancel your score of 7 points from round 1 (R20).",
        "fr": "Jouez le 3 plutôt que le 18 : il vous donne plus de chances de finir la manche "
        "sans aucun bâtonnet, ce qui annulerait votre score de 7 points à la manche 1 (R20).",
    }


def test_open_R14_the_card_is_as_likely_highest_as_lowest() -> None:
    # ana leads her 3 against ben's 17 or 2: highest or lowest, one chance in two each.
    state = position(P2, hands=[[18, 3], [17, 2]], stake=["5"], left=["B0", "R0", "4"])
    h = the_hint(state, 0)
    assert (h.card, h.code, h.params) == (3, "open", {"card": 3})
    assert h.text() == (
        "Play your 3: this trick could go either way for it, but none of your other cards "
        "would likely leave you with fewer sticks at the end of the round (R14, R19)."
    )


def test_safe_R14_a_card_between_the_cards_on_the_table_takes_nothing() -> None:
    # ana 30 and ben 1 are face up: any card of cleo's between them takes no sticks.
    hands = {"ana": [30], "ben": [1], "cleo": [50, 20, 2, 3, 4, 5, 6, 8, 9]}
    rec = record(P3, [round_spec(P3, hands, ["9"])], plays(("ana", 30), ("ben", 1)))
    h = the_hint(s.replay(rec), 2)
    assert (h.card, h.code, h.params) == (2, "safe", {"card": 2, "sure": "yes"})
    assert texts(h) == {
        "en": "Play your 2: it can be neither the highest nor the lowest card, so it takes no "
        "sticks (R14).",
        "fr": "Jouez le 2 : il ne peut être ni la carte la plus forte ni la plus faible du pli, "
        "il ne prend donc aucun bâtonnet (R14).",
    }


def test_safe_R14_when_leading_a_middle_card_is_only_likely_safe() -> None:
    state = position(
        P3,
        hands=[[5, 7], [8, 20], [1, 3]],
        sticks=[-3, 0, 0],
        stake=["3"],
        left=["4", "B0", "R0"],
    )
    h = the_hint(state, 0)
    assert (h.card, h.code, h.params) == (5, "safe", {"card": 5, "sure": "no"})
    assert h.text() == (
        "Play your 5: it should be neither the highest nor the lowest card, so it should take "
        "no sticks (R14)."
    )


def test_removed_R10_the_blue_zero_makes_the_highest_card_free() -> None:
    state = position(P2, hands=[[5, 8], [2, 7]], sticks=[2, 0], stake=["B0", "7"], left=["1", "R0"])
    h = the_hint(state, 0)
    assert (h.card, h.code, h.params) == (8, "removed", {"card": 8, "colour": "blue"})
    assert texts(h) == {
        "en": "Play your 8: the blue zero removed this trick's blue sticks (R10), so your 8 can "
        "be the highest card at no cost.",
        "fr": "Jouez le 8 : le zéro bleu a retiré les bâtonnets bleus de ce pli (R10), votre 8 "
        "peut donc être la carte la plus forte sans rien vous coûter.",
    }


def test_removed_R10_the_red_zero_makes_the_lowest_card_free() -> None:
    state = position(
        P2,
        hands=[[4, 7], [1, 8]],
        sticks=[-6, 0],
        stake=["R0", "8"],
        left=["7", "B0"],
        leader=1,
        played=[8],
    )
    h = the_hint(state, 0)
    assert (h.card, h.code, h.params) == (4, "removed", {"card": 4, "colour": "red"})
    assert h.text() == (
        "Play your 4: the red zero removed this trick's red sticks (R10), so your 4 can be the "
        "lowest card at no cost."
    )


def test_cancel_R15_blue_sticks_pair_off_the_red_ones_held() -> None:
    # Trick 1 (worth 4): cleo's 2 took 4 red; in trick 2 (worth 5) her 49 should beat ana
    # (the 50 is the only card above it, unseen).
    hands = {"ana": [30, 31], "ben": [40, 41], "cleo": [2, 49]}
    rec = record(
        P3,
        [round_spec(P3, hands, ["4", "5"])],
        plays(("ana", 30), ("ben", 40), ("cleo", 2), ("ben", 41)),
    )
    h = the_hint(s.replay(rec), 2)
    assert (h.card, h.code) == (49, "cancel")
    assert h.params == {"card": 49, "colour": "blue", "count": 5, "sure": "no", "held": 4}
    assert texts(h) == {
        "en": "Play your 49: it should be the highest card and take 5 blue sticks, to pair off "
        "against the 4 red sticks you hold (R14, R15).",
        "fr": "Jouez le 49 : il devrait être la carte la plus forte du pli et prendre 5 "
        "bâtonnets bleus, à annuler par paires avec les 4 bâtonnets rouges que vous avez "
        "(R14, R15).",
    }


def test_cancel_R15_red_sticks_pair_off_the_blue_ones_held() -> None:
    state = position(
        P2,
        hands=[[3, 9], [4, 7]],
        sticks=[6, 0],
        stake=["9"],
        left=["6", "B0", "R0"],
        leader=1,
        played=[4],
    )
    h = the_hint(state, 0)
    assert (h.card, h.code) == (3, "cancel")
    assert h.params == {"card": 3, "colour": "red", "count": 9, "sure": "yes", "held": 6}
    assert texts(h) == {
        "en": "Play your 3: it will be the lowest card and take 9 red sticks, to pair off "
        "against the 6 blue sticks you hold (R14, R15).",
        "fr": "Jouez le 3 : il sera la carte la plus faible du pli et prendra 9 bâtonnets "
        "rouges, à annuler par paires avec les 6 bâtonnets bleus que vous avez (R14, R15).",
    }


def test_balance_R15_take_blue_now_against_the_red_a_low_card_will_take() -> None:
    # ana holds 3 blue and keeps the 1 for the last trick (worth 6): it will take 6 red.
    state = position(
        P2,
        hands=[[1, 7], [6, 9]],
        sticks=[3, 0],
        stake=["R0", "5"],
        left=["6", "B0"],
        leader=1,
        played=[6],
    )
    h = the_hint(state, 0)
    assert (h.card, h.code) == (7, "balance")
    assert h.params == {"card": 7, "colour": "blue", "count": 5, "sure": "yes"}
    assert h.text() == (
        "Play your 7: it will be the highest card and take 5 blue sticks, which should balance "
        "the red sticks your low cards are likely to take later (R14, R15)."
    )


def test_balance_R15_take_red_now_against_the_blue_a_high_card_will_take() -> None:
    state = position(
        P2,
        hands=[[1, 8], [4, 6]],
        sticks=[-1, 0],
        stake=["B0", "5"],
        left=["3", "R0"],
        leader=1,
        played=[6],
    )
    h = the_hint(state, 0)
    assert (h.card, h.code) == (1, "balance")
    assert h.params == {"card": 1, "colour": "red", "count": 5, "sure": "yes"}
    assert h.text("fr") == (
        "Jouez le 1 : il sera la carte la plus faible du pli et prendra 5 bâtonnets rouges, "
        "de quoi compenser les bâtonnets bleus que vos cartes hautes risquent de prendre plus "
        "tard (R14, R15)."
    )


def test_cheap_R14_spend_a_high_card_on_a_cheap_trick() -> None:
    state = position(P2, hands=[[4, 7], [1, 3]], sticks=[3, 0], stake=["4"], left=["8", "B0", "R0"])
    h = the_hint(state, 0)
    assert (h.card, h.code) == (4, "cheap")
    assert h.params == {"card": 4, "colour": "blue", "count": 4, "sure": "yes"}
    assert texts(h) == {
        "en": "Play your 4: it will be the highest card and take 4 blue sticks, but this trick "
        "is cheaper than the average trick still to come, so better now than later (R14).",
        "fr": "Jouez le 4 : il sera la carte la plus forte du pli et prendra 4 bâtonnets bleus, "
        "mais ce pli vaut moins que la moyenne de ceux qui restent à jouer : mieux vaut "
        "maintenant que plus tard (R14).",
    }


def test_cheap_R14_spend_a_low_card_on_a_one_stick_trick() -> None:
    state = position(
        P2, hands=[[2, 4], [3, 9]], sticks=[-8, 0], stake=["1"], left=["5", "B0", "R0"]
    )
    h = the_hint(state, 0)
    assert (h.card, h.code) == (2, "cheap")
    assert h.text() == (
        "Play your 2: it will be the lowest card and take 1 red stick, but this trick is "
        "cheaper than the average trick still to come, so better now than later (R14)."
    )


def test_least_bad_R19_every_card_takes_the_blue_so_take_it_with_the_lower() -> None:
    # ben led 5 and keeps 3: both of ana's cards take this trick's 9 blue and the last one's.
    state = position(
        P2,
        hands=[[7, 18], [3, 5]],
        stake=["9"],
        left=["1", "B0", "R0"],
        leader=1,
        played=[5],
    )
    h = the_hint(state, 0)
    assert (h.card, h.code) == (7, "least_bad")
    assert h.params == {"card": 7, "colour": "blue", "count": 9, "sure": "yes"}
    assert texts(h) == {
        "en": "Play your 7: it will be the highest card and take 9 blue sticks, but none of your "
        "other cards would likely leave you with fewer sticks at the end of the round "
        "(R14, R19).",
        "fr": "Jouez le 7 : il sera la carte la plus forte du pli et prendra 9 bâtonnets bleus, "
        "mais aucune autre de vos cartes ne devrait vous laisser moins de bâtonnets en fin de "
        "manche (R14, R19).",
    }


def test_least_bad_R19_red_on_an_expensive_trick() -> None:
    state = position(
        P2, hands=[[1, 5], [7, 9]], sticks=[-2, 0], stake=["B0", "9"], left=["4", "R0"]
    )
    h = the_hint(state, 0)
    assert (h.card, h.code, h.params["colour"]) == (1, "least_bad", "red")


REASON_TESTS = {
    "last_card": test_last_card_R13_the_only_card_left_is_the_hint,
    "zero_bonus": test_zero_bonus_R20_aim_at_no_sticks_to_cancel_an_earlier_score,
    "open": test_open_R14_the_card_is_as_likely_highest_as_lowest,
    "safe": test_safe_R14_a_card_between_the_cards_on_the_table_takes_nothing,
    "removed": test_removed_R10_the_blue_zero_makes_the_highest_card_free,
    "cancel": test_cancel_R15_blue_sticks_pair_off_the_red_ones_held,
    "balance": test_balance_R15_take_blue_now_against_the_red_a_low_card_will_take,
    "cheap": test_cheap_R14_spend_a_high_card_on_a_cheap_trick,
    "least_bad": test_least_bad_R19_every_card_takes_the_blue_so_take_it_with_the_lower,
}


def test_every_reason_has_a_test_and_words_in_every_language() -> None:
    assert set(REASON_TESTS) == set(normal.REASONS)
    for code in normal.REASONS:
        key = hints.HINT_PREFIX + code
        for lang in locales.LANGUAGES:
            assert locales.has(key) and key in locales.keys(lang)
            assert locales.variables(key, lang) == locales.variables(key), (code, lang)


# --------------------------------------------------------------------------------------------
# blocked: the engine's own refusals


def test_R13_not_your_turn_blocks_every_card_of_the_others() -> None:
    state = s.start(record(P3, seed=5))
    assert GAME.blocked(state, 0) == []  # ana leads: every card of hers is playable
    assert GAME.hint(state, 1) is None
    blocked = GAME.blocked(state, 1)
    assert [name for name, _ in blocked] == [str(c) for c in state.hands[1]]
    for _, refusal in blocked:
        assert (refusal.code, refusal.rule) == ("not_your_turn", "R13")
        assert refusal.params == {"turn": "ana"}
    first = blocked[0][1]
    assert first.text() == "It is ana's turn, not yours (rule R13, playing a card)."
    assert first.text("fr") == "C'est au tour de ana, pas au vôtre (règle R13, jouer une carte)."


def test_H6_a_pick_is_final_so_the_rest_of_the_hand_is_blocked() -> None:
    state = s.start(record(P3, reveal="simultaneous", seed=5))
    before = {seat: GAME.hint(state, seat) for seat in range(3)}
    assert all(GAME.blocked(state, seat) == [] for seat in range(3))
    state, _ = s.apply(state, Play(1, state.hands[1][4]))
    assert GAME.hint(state, 1) is None
    blocked = GAME.blocked(state, 1)
    assert [name for name, _ in blocked] == [str(c) for c in state.hands[1]]
    assert len(blocked) == 8
    assert {(r.code, r.rule) for _, r in blocked} == {("already_picked", "H6")}
    # R18: several seats pick at once; ben's face-down pick changes nobody else's hint.
    assert GAME.hint(state, 0) == before[0] and GAME.hint(state, 2) == before[2]
    assert GAME.blocked(state, 0) == [] and GAME.blocked(state, 2) == []


def test_R22_a_finished_game_has_no_hint_and_nothing_in_hand() -> None:
    state, _ = whole_game(3, 4)
    assert state.over
    for seat in range(3):
        assert GAME.hint(state, seat) is None and GAME.blocked(state, seat) == []
    start = s.start(record(P3))
    assert GAME.hint(start, 7) is None and GAME.blocked(start, -1) == []


# --------------------------------------------------------------------------------------------
# Properties over random games

players = st.integers(min_value=2, max_value=5)
decks = st.sampled_from(["full", "trimmed"])
reveals = st.sampled_from(["turns", "simultaneous"])
seeds = st.integers(min_value=0, max_value=2**32)
fractions = st.floats(min_value=0.0, max_value=1.0)


def random_state(n: int, deck: str, reveal: str, seed: int, when: float) -> State:
    return mid_game(n, deck, reveal, seed, int(when * 9 * n * n))


@settings(max_examples=80, deadline=None)
@given(n=players, deck=decks, reveal=reveals, seed=seeds, when=fractions)
def test_the_hint_is_normals_own_legal_choice(
    n: int, deck: str, reveal: str, seed: int, when: float
) -> None:
    state = random_state(n, deck, reveal, seed, when)
    for seat in range(n):
        legal = GAME.legal_actions(state, seat)
        h = GAME.hint(state, seat)
        if not legal:
            assert h is None
            continue
        assert h is not None and h.param is None and 0 <= h.index < len(legal)
        move = GAME.action_at(state, seat, h.index, h.param)
        assert move == legal[h.index] == Play(seat, h.card)
        # normal draws no random number: any generator gives the same card.
        assert move == ai.choose(state, seat, "normal", random.Random(seed))
        assert h.code in normal.REASONS and h.params["card"] == h.card
        assert GAME.hint(state, seat) == h  # the same hint every time
        for lang, line in texts(h).items():
            assert not LEFTOVER.search(line), (lang, line)
            assert str(h.card) in line and line.endswith(".") and "\n" not in line
            assert re.search(r"\((R\d+)(, R\d+)*\)", line), line  # the rule it cites
        GAME.apply(state, move)  # the engine accepts it


@settings(max_examples=60, deadline=None)
@given(n=players, deck=decks, reveal=reveals, seed=seeds, when=fractions)
def test_the_hint_reads_only_what_the_seat_may_see(
    n: int, deck: str, reveal: str, seed: int, when: float
) -> None:
    state = random_state(n, deck, reveal, seed, when)
    rng = random.Random(seed)
    for seat in state.waiting():
        mine = GAME.hint(state, seat)
        assert mine is not None
        for _ in range(2):
            other = reshuffle_hidden(state, seat, rng)
            assert GAME.hint(other, seat) == mine
            assert texts(the_hint(other, seat)) == texts(mine)


def test_the_no_leak_check_moves_hidden_cards_and_sees_visible_ones() -> None:
    """The property above is not vacuous: the reshuffle does move the hidden cards, and the
    hint does change with what the seat sees (its own sticks)."""
    moved = changed = 0
    for i in range(40):
        state = random_state(2 + i % 4, ("full", "trimmed")[i % 2], "turns", i, (i % 9) / 10)
        if state.over:
            continue
        seat = state.waiting()[0]
        other = reshuffle_hidden(state, seat, random.Random(i))
        moved += other.hands != state.hands and other.pile != state.pile
        richer = state.copy()
        richer.sticks[seat] += 12
        changed += GAME.hint(richer, seat) != GAME.hint(state, seat)
    assert moved >= 25 and changed >= 5


@settings(max_examples=60, deadline=None)
@given(n=players, deck=decks, reveal=reveals, seed=seeds, when=fractions)
def test_blocked_is_exactly_the_unplayable_cards_with_the_engines_refusal(
    n: int, deck: str, reveal: str, seed: int, when: float
) -> None:
    state = random_state(n, deck, reveal, seed, when)
    for seat in range(n):
        legal = legal_plays(state, seat)
        blocked = GAME.blocked(state, seat)
        unplayable = [c for c in state.hands[seat] if Play(seat, c) not in legal]
        assert [name for name, _ in blocked] == [str(c) for c in unplayable]
        if seat in state.waiting():
            assert blocked == []
        for (_, refusal), card in zip(blocked, unplayable, strict=True):
            assert isinstance(refusal, s.IllegalAction)
            engine = illegal(state, Play(seat, card))
            assert (refusal.code, refusal.rule, refusal.params) == (
                engine.code,
                engine.rule,
                engine.params,
            )
            assert refusal.code in ("not_your_turn", "already_picked")
            for lang in locales.LANGUAGES:
                line = refusal.text(lang)
                assert refusal.rule in line and not LEFTOVER.search(line)


@pytest.mark.parametrize("reveal", ["turns", "simultaneous"])
def test_normal_with_reason_plays_normals_card_through_a_whole_game(reveal: str) -> None:
    state = new_state(Setup(("a", "b", "c", "d"), reveal=reveal, seed=11))
    codes = set()
    while not state.over:
        for seat in state.waiting():
            reasoned = normal.normal_with_reason(state, seat)
            assert Play(seat, reasoned.card) == ai.choose(state, seat, "normal", random.Random())
            codes.add(reasoned.code)
        apply_in_place(state, ai.choose(state, state.waiting()[-1], "normal", random.Random()))
    assert len(codes) >= 5
