"""The *Hint* button (#24): ``GAME.hint`` suggests exactly the move the ``normal`` computer makes,
with its reason worded in every language; ``GAME.blocked`` gives, for each card of the hand that
cannot be played now, the engine's own refusal.

One test per reason code, named after the situation and the rule it cites; then properties over
random games: the hint is a legal action and normal's choice, it reads only what the seat may
see, and ``blocked`` lists exactly the unplayable cards with the engine's reasons.
"""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import dobro_rules as d
import games
import locales
from dobro_rules import GAME, ai
from dobro_rules.cards import CODES, counts_to_names
from dobro_rules.engine import Action, GameState, seat_moves
from dobro_rules.hints import RULES, Hint, blocked, hint, hint_rng

from .helpers import P3, craft, random_game

ANA, BEN, CLEO = 0, 1, 2
#: What a Fluent placeable left in a text looks like (as ``tests/locales``).
LEFTOVER = re.compile(r"\{|\}|\$[a-z_]|[\u2068\u2069]|\?\?\?")
PILE = ["7", "8", "9", "10", "11", "6"]


def position(
    ana: list[str],
    *,
    bid: list[tuple[str, list[str], int | None]] = (),  # type: ignore[assignment]
    pile: list[str] = PILE,
    turn: str = "ana",
    **kw: object,
) -> GameState:
    """Ana's hand in a three-player round, ben and cleo holding three cards each."""
    hands = {"ana": ana, "ben": ["5", "6", "7"], "cleo": ["6", "7", "8"]}
    return craft(
        P3,
        hands,
        pile,
        bid=bid,
        turn=turn,
        collected={"cleo": None},
        **kw,  # type: ignore[arg-type]
    )


def suggested(state: GameState, seat: int, code: str, action: Action) -> Hint:
    """The hint for ``seat``: its code, the rule it cites, the move it names (rebuilt by
    ``action_at`` exactly as a click would) and normal's own choice; every language reads."""
    h = GAME.hint(state, seat)
    assert isinstance(h, Hint)
    assert (h.code, h.rule) == (code, RULES[code])
    assert GAME.action_at(state, seat, h.index, h.param) == action
    assert ai.choose_action(state, seat, "normal", hint_rng(state, seat)) == action
    for lang in locales.LANGUAGES:
        words = h.text(lang)
        assert not LEFTOVER.search(words), (lang, words)
        assert f" {h.rule})" in words, words
        assert words.endswith(".") and words.count(":") == 1, words
    return h


def play(seat: int, *cards: str, declared: int | None = None) -> Action:
    return Action(seat, "play", tuple(CODES[c] for c in cards), declared)


# -- One situation per reason ----------------------------------------------------------------


def test_H2_a_short_hand_is_told_to_draw_first() -> None:
    s = position(["2", "3", "4", "5", "6"], draw="manual", short=["ana"])
    h = suggested(s, ANA, "draw", Action(ANA, "draw"))
    assert h.text() == (
        "Draw now: your hand is short, and until you refill it another player may call oubli "
        "on you (rule H2)."
    )
    # Off turn too: a short hand draws before anyone calls it out.
    s = position(["2", "3", "4", "5", "6"], draw="manual", short=["ana"], turn="ben")
    suggested(s, ANA, "draw", Action(ANA, "draw"))


def test_R9_the_hint_calls_oubli_on_who_forgot_to_draw_before_playing() -> None:
    s = position(["2", "3", "4", "5", "6", "9"], draw="manual", short=["ben"], ended=["ben"])
    h = suggested(s, ANA, "oubli", Action(ANA, "oubli", target=BEN))
    assert h.params == {"target": "ben"}
    assert h.text("fr").startswith("Criez « oubli » contre ben :")


def test_R5_the_opener_opens_with_the_lowest_card() -> None:
    s = position(["4", "9", "J", "S", "3", "11"])
    h = suggested(s, ANA, "open_low", play(ANA, "3"))
    assert h.text() == (
        "Open with your 3, your lowest card: the bid starts low and your high cards stay for "
        "later (rule R5)."
    )
    assert h.text("fr").startswith("Ouvrez avec votre 3, votre plus petite carte :")


def test_R10_with_the_pile_empty_the_opener_sheds_a_pair() -> None:
    s = position(["3", "5", "5", "9"], pile=[])
    h = suggested(s, ANA, "open_pair", play(ANA, "5", "5"))
    assert h.params == {"pair": 5, "total": 10}
    assert h.text().startswith("Open with your pair of 5s (10): the draw pile is empty")


def test_R7_an_opener_holding_only_a_joker_declares_it_2() -> None:
    s = position(["J", "S"], pile=[])
    h = suggested(s, ANA, "open_joker", play(ANA, "J", declared=2))
    assert h.param == 2
    assert h.text().startswith("Open with your joker as 2:")
    assert h.text("fr").startswith("Ouvrez avec votre joker valant 2 :")


def test_H1_an_opener_without_numbered_card_opens_with_a_special() -> None:
    s = position(["S", "R"], pile=[])
    h = suggested(s, ANA, "open_special", play(ANA, "S"))
    assert h.text().startswith("Play your skip card: you hold no numbered card")
    assert h.text("fr").startswith("Jouez votre carte « passe mon tour » :")


def test_R10_the_last_cards_end_the_round_when_the_pile_is_empty() -> None:
    s = position(["8", "8"], bid=[("cleo", ["7"], None)], pile=[])
    h = suggested(s, ANA, "finish", play(ANA, "8", "8"))
    assert h.text().startswith("Play your last 2 cards (8 + 8): the draw pile is empty")
    assert h.text("fr").startswith("Jouez vos 2 dernières cartes (8 + 8) :")
    s = position(["S"], bid=[("cleo", ["7"], None)], pile=[])
    h = suggested(s, ANA, "finish", play(ANA, "S"))
    assert h.text().startswith("Play your last card (skip card):")
    assert h.text("fr").startswith("Jouez votre dernière carte (carte « passe mon tour ») :")


def test_R6a_the_lowest_card_that_reaches_the_value() -> None:
    s = position(["3", "7", "9", "12", "S", "J"], bid=[("cleo", ["6"], None)])
    h = suggested(s, ANA, "cheapest", play(ANA, "7"))
    assert h.text() == (
        "Play your 7: it is the lowest card that reaches the value 6, so your high cards stay "
        "for later (rule R6a)."
    )
    assert h.text("fr") == (
        "Jouez votre 7 : c'est la plus petite carte qui atteint la valeur 6, et vos fortes "
        "cartes restent pour plus tard (règle R6a)."
    )


def test_R6b_a_pair_cheaper_than_any_single_card() -> None:
    s = position(["4", "4", "9", "10", "11", "3"], bid=[("cleo", ["7"], None)])
    h = suggested(s, ANA, "cheapest_pair", play(ANA, "4", "4"))
    assert h.params == {"pair": 4, "total": 8, "value": 7}
    assert h.text().startswith("Play your pair of 4s (8): it is the cheapest way to reach")


def test_R6d_a_one_card_bid_is_taken_rather_than_spend_an_11() -> None:
    s = position(["11", "12", "3", "4", "S", "J"], bid=[("cleo", ["10"], None)])
    h = suggested(s, ANA, "take_small", Action(ANA, "take"))
    assert h.params == {"n": 1, "cards": ("11",), "value": 10}
    assert h.text().startswith(
        "Take the bid: it holds only 1 card, while beating the value 10 would cost your 11,"
    )
    assert h.text("fr").startswith("Ramassez l'enchère : elle ne compte qu'une seule carte,")


def test_R6d_a_small_bid_is_taken_to_keep_a_joker_or_special() -> None:
    s = position(["3", "4", "5", "S", "J", "6"], bid=[("cleo", ["7", "7"], None)])
    h = suggested(s, ANA, "take_save", Action(ANA, "take"))
    assert h.text().startswith("Take the bid (2 cards): no card from 2 to 12 in your hand")
    assert h.text("fr").startswith("Ramassez l'enchère (2 cartes) :")


def test_R6c_a_special_passes_a_bid_no_plain_card_reaches() -> None:
    bid = [("ben", ["5"], None), ("cleo", ["7", "7"], None)]
    s = position(["3", "4", "R", "J", "6", "2"], bid=bid)
    h = suggested(s, ANA, "special", play(ANA, "R"))
    assert h.text().startswith("Play your reverse card: no card from 2 to 12 in your hand")
    assert h.text("fr").startswith("Jouez votre carte « changement de sens » :")


def test_R7_a_joker_declared_at_the_lowest_value_doubles_it() -> None:
    bid = [("ben", ["5"], None), ("cleo", ["9"], None), ("ben", ["S"], None)]
    s = position(["3", "4", "J", "5", "6", "2"], bid=bid)
    h = suggested(s, ANA, "joker", play(ANA, "J", declared=9))
    assert (h.param, h.params) == (9, {"declared": 9, "value": 9, "result": 18})
    assert h.text().startswith("Play your joker as 9: without a joker none of your cards")
    assert "doubles it to 18" in h.text()


def test_R7_above_12_a_joker_pairs_with_the_cheapest_card() -> None:
    bid = [("ben", ["5"], None), ("cleo", ["7", "7"], None)]
    s = position(["3", "4", "J", "9", "8", "2"], bid=bid)
    h = suggested(s, ANA, "joker_pair", play(ANA, "J", "8", declared=8))
    assert h.text().startswith("Play joker + 8 as a pair of 8s (16): without a joker")
    assert h.text("fr").startswith("Jouez joker + 8 en paire de 8 (16) :")


def test_R6d_nothing_can_be_played_so_the_hint_takes() -> None:
    bid = [("ben", ["5"], None), ("cleo", ["10", "10"], None)]
    s = position(["3", "4", "5", "6", "2", "7"], bid=bid)
    h = suggested(s, ANA, "take_forced", Action(ANA, "take"))
    assert h.text() == (
        "Take the bid (3 cards): none of your cards can be played on the value 20 (rule R6d)."
    )
    # A small bid too, when nothing else is possible.
    s = position(["3", "4", "5", "6", "2", "8"], bid=[("cleo", ["9", "9"], None)])
    suggested(s, ANA, "take_forced", Action(ANA, "take"))


#: The named test of each reason code.
COVERED: dict[str, Callable[[], None]] = {
    "draw": test_H2_a_short_hand_is_told_to_draw_first,
    "oubli": test_R9_the_hint_calls_oubli_on_who_forgot_to_draw_before_playing,
    "open_low": test_R5_the_opener_opens_with_the_lowest_card,
    "open_pair": test_R10_with_the_pile_empty_the_opener_sheds_a_pair,
    "open_joker": test_R7_an_opener_holding_only_a_joker_declares_it_2,
    "open_special": test_H1_an_opener_without_numbered_card_opens_with_a_special,
    "finish": test_R10_the_last_cards_end_the_round_when_the_pile_is_empty,
    "cheapest": test_R6a_the_lowest_card_that_reaches_the_value,
    "cheapest_pair": test_R6b_a_pair_cheaper_than_any_single_card,
    "take_small": test_R6d_a_one_card_bid_is_taken_rather_than_spend_an_11,
    "take_save": test_R6d_a_small_bid_is_taken_to_keep_a_joker_or_special,
    "special": test_R6c_a_special_passes_a_bid_no_plain_card_reaches,
    "joker": test_R7_a_joker_declared_at_the_lowest_value_doubles_it,
    "joker_pair": test_R7_above_12_a_joker_pairs_with_the_cheapest_card,
    "take_forced": test_R6d_nothing_can_be_played_so_the_hint_takes,
}


def test_every_reason_code_has_its_test_and_its_words() -> None:
    assert set(COVERED) == set(RULES)
    worded = {
        k.removeprefix("dobro.hint.") for k in locales.keys("en") if k.startswith("dobro.hint.")
    }
    assert worded == {*RULES, "card"}
    for lang in locales.LANGUAGES:
        assert {k for k in locales.keys(lang) if k.startswith("dobro.hint.")} == {
            f"dobro.hint.{c}" for c in worded
        }


def test_no_hint_without_a_legal_action() -> None:
    s = position(["2", "3", "4", "5", "6", "9"], turn="ben")
    assert GAME.legal_actions(s, ANA) == [] and GAME.hint(s, ANA) is None
    over = states(2, 3, "auto", limit=10**6)[-1]
    assert over.over
    assert GAME.hint(over, 0) is None and GAME.blocked(over, 0) == []


def test_the_adapter_meets_the_protocol_with_hint_and_blocked() -> None:
    assert isinstance(GAME, games.GameRules)
    s = position(["3", "7", "9", "12", "S", "J"], bid=[("cleo", ["6"], None)])
    assert GAME.hint(s, ANA) == hint(s, ANA)
    assert GAME.blocked(s, ANA) == blocked(s, ANA)


# -- Blocked cards ---------------------------------------------------------------------------


def reasons(state: GameState, seat: int) -> list[tuple[str, str, str]]:
    return [(card, e.code, e.rule) for card, e in GAME.blocked(state, seat)]


def test_R6a_cards_below_the_value_are_blocked_as_too_low() -> None:
    s = position(["3", "7", "9", "12", "S", "4"], bid=[("cleo", ["6"], None)])
    assert reasons(s, ANA) == [("3", "too_low", "R6a"), ("4", "too_low", "R6a")]
    (_, error), *_ = GAME.blocked(s, ANA)
    assert isinstance(error, d.IllegalAction)
    assert error.text() == (
        "3 is below the value in play, 6: play at least 6 or take (rule R6a, one card)."
    )
    assert "règle R6a" in error.text("fr")
    # With a joker each low card makes a pair (J + 3 = 6, J + 4 = 8): nothing is blocked.
    s = position(["3", "7", "9", "12", "S", "J"], bid=[("cleo", ["6"], None)])
    assert reasons(s, ANA) == []


def test_R7_a_joker_above_12_is_blocked_and_a_pair_frees_a_low_card() -> None:
    bid = [("ben", ["5"], None), ("cleo", ["7", "7"], None)]
    s = position(["3", "4", "S", "J", "6", "2"], bid=bid)
    assert reasons(s, ANA) == [
        ("2", "too_low", "R6a"),
        ("3", "too_low", "R6a"),
        ("4", "too_low", "R6a"),
        ("6", "too_low", "R6a"),
        ("J", "too_low", "R6a"),
    ]
    assert GAME.blocked(s, ANA)[-1][1].params == {"played": "J = 12", "value": 14}
    # Two 5s make 10 on a value of 9: neither 5 is blocked, a lone 3 is.
    s = position(["5", "5", "3", "10", "11", "12"], bid=[("cleo", ["9"], None)])
    assert reasons(s, ANA) == [("3", "too_low", "R6a")]


def test_R5_special_cards_cannot_open() -> None:
    s = position(["3", "S", "R", "12", "J", "J"])
    assert reasons(s, ANA) == [
        ("S", "open_no_special", "R5"),
        ("R", "open_no_special", "R5"),
    ]


def test_R6_off_turn_every_card_is_blocked_as_not_your_turn() -> None:
    s = position(["3", "3", "J", "S", "12", "9"], turn="ben")
    assert [card for card, _ in GAME.blocked(s, ANA)] == ["3", "3", "9", "12", "J", "S"]
    assert {(e.code, e.rule, e.params["turn"]) for _, e in GAME.blocked(s, ANA)} == {
        ("not_your_turn", "R6", "ben")
    }


def test_H2_a_short_hand_on_its_turn_must_draw_before_any_card() -> None:
    s = position(["2", "3", "4", "5", "6"], draw="manual", short=["ana"])
    assert reasons(s, ANA) == [(c, "must_draw_first", "H2") for c in ["2", "3", "4", "5", "6"]]


def test_nothing_is_blocked_when_every_card_can_be_played() -> None:
    assert GAME.blocked(position(["2", "3", "4", "J", "11", "12"]), ANA) == []
    assert GAME.blocked(position(["S", "R"], pile=[]), ANA) == []  # H1
    s = position(["3", "S", "J", "12", "R", "4"], bid=[("cleo", ["2"], None)])
    assert GAME.blocked(s, ANA) == []


# -- Properties over random games ------------------------------------------------------------

players = st.integers(min_value=2, max_value=6)
seeds = st.integers(min_value=0, max_value=2**32 - 1)
draws = st.sampled_from(["auto", "manual"])


def states(n: int, seed: int, draw: str, limit: int = 120) -> list[GameState]:
    """The first states of a seeded random game (every step, the last one included)."""
    out: list[GameState] = []
    for before, _, after, _ in random_game(n, seed, draw=draw):
        out.append(before)
        if len(out) >= limit or after.over:
            out.append(after)
            break
    return out


@settings(max_examples=40, deadline=None)
@given(n=players, seed=seeds, draw=draws)
def test_the_hint_is_a_legal_action_and_normals_choice(n: int, seed: int, draw: str) -> None:
    for state in states(n, seed, draw):
        for seat in range(state.n):
            legal = GAME.legal_actions(state, seat)
            h = GAME.hint(state, seat)
            if not legal:
                assert h is None
                continue
            assert h is not None and 0 <= h.index < len(legal)
            action = GAME.action_at(state, seat, h.index, h.param)
            assert action is not None
            assert action == ai.choose_action(state, seat, "normal", hint_rng(state, seat))
            GAME.apply(state, action)  # the engine accepts it
            assert GAME.hint(state, seat) == h  # the same state, the same hint
            # The sentence's claims hold: nothing plain reaches, or nothing at all.
            plays = [m for m in legal if m.kind == "play"]
            plain = [m for m in plays if m.cards[0] not in ("J", "S", "R") and "J" not in m.cards]
            if h.code in ("take_save", "special", "joker", "joker_pair"):
                assert not plain
            if h.code == "take_forced":
                assert not plays
            if h.code == "joker":
                assert h.params["result"] == 2 * h.params["value"]


def hidden_reshuffled(state: GameState, seat: int, rng: random.Random) -> GameState:
    """``state`` with everything ``seat`` cannot see dealt again: the other hands (same
    sizes), the pile's order and content, the set-aside cards, the seed and past deals."""
    s = state.copy()
    hidden = list(s.pile) + list(s.set_aside)
    for t in range(s.n):
        if t != seat:
            hidden += [c for c in range(16) for _ in range(s.hands[t][c])]
    rng.shuffle(hidden)
    pos = 0
    for t in range(s.n):
        if t != seat:
            counts = [0] * 16
            for c in hidden[pos : pos + s.sizes[t]]:
                counts[c] += 1
            s.hands[t] = counts
            pos += s.sizes[t]
    s.set_aside = hidden[pos : pos + len(s.set_aside)]
    pos += len(s.set_aside)
    s.pile = hidden[pos:]
    s.setup = dataclasses.replace(s.setup, seed=rng.randrange(2**32))
    s.dealt = []
    return s


@settings(max_examples=40, deadline=None)
@given(n=players, seed=seeds, draw=draws, shuffle=seeds)
def test_the_hint_reads_only_what_the_seat_may_see(
    n: int, seed: int, draw: str, shuffle: int
) -> None:
    rng = random.Random(shuffle)
    for step, state in enumerate(states(n, seed, draw)[::4]):
        for seat in range(state.n):
            other = hidden_reshuffled(state, seat, rng)
            if step % 3 == 0:  # only hidden things changed: the seat's view is the same
                assert GAME.view(other, seat) == GAME.view(state, seat)
            h = GAME.hint(state, seat)
            assert GAME.hint(other, seat) == h
            if h is not None:
                assert h.text("fr") == GAME.hint(other, seat).text("fr")  # type: ignore[union-attr]
            assert reasons(other, seat) == reasons(state, seat)


@settings(max_examples=40, deadline=None)
@given(n=players, seed=seeds, draw=draws)
def test_blocked_is_exactly_the_unplayable_cards_with_the_engines_reasons(
    n: int, seed: int, draw: str
) -> None:
    for step, state in enumerate(states(n, seed, draw)[::2]):
        for seat in range(state.n):
            hand = counts_to_names(state.hands[seat])
            playable = {c for m in seat_moves(state, seat) if m.kind == "play" for c in m.cards}
            got = GAME.blocked(state, seat)
            # Each card as the hand writes it (`J`, `S`, `R`): the same in every language.
            assert [card for card, _ in got] == [c for c in hand if c not in playable]
            names = {c: c for c in hand}
            for card, error in dict(got).items():  # each card once: a pair gives the same
                assert isinstance(error, GAME.illegal) and error.rule
                if seat != state.turn:
                    assert (error.code, error.rule) == ("not_your_turn", "R6")
                if step % 3:
                    continue
                # The engine refuses that very card played alone now, for that reason.
                declared = 12 if card == "J" else None
                with pytest.raises(d.IllegalAction) as refused:
                    GAME.apply(state, play(seat, names[card], declared=declared))
                assert (refused.value.code, refused.value.rule) == (error.code, error.rule)
                assert refused.value.params == error.params
                for lang in locales.LANGUAGES:
                    assert not LEFTOVER.search(error.text(lang))
