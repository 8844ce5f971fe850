"""The deck (R1, H1), the symbols in index order, and the record's shuffle (SplitMix64)."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from dobble_rules.cards import (
    CARD_COUNT,
    CARDS,
    EMOJI,
    MASKS,
    SHARED,
    SYMBOLS,
    SplitMix64,
    card_names,
    duel_deck,
    game_deck,
    plane_line,
    shuffle,
)


def test_R1_55_cards_of_8_symbols_any_two_share_exactly_one() -> None:
    assert len(CARDS) == CARD_COUNT == 55
    assert all(len(set(card)) == 8 for card in CARDS)
    for a, b in combinations(range(CARD_COUNT), 2):
        both = set(CARDS[a]) & set(CARDS[b])
        assert len(both) == 1, (a, b, both)
        assert SHARED[a][b] == SHARED[b][a] == next(iter(both))
    assert len({frozenset(c) for c in CARDS}) == 55  # no card twice


def test_H1_card_0_and_the_plane_numbering() -> None:
    assert card_names(0) == ["anchor", "book", "cheese", "diamond", "fire", "ice", "moon", "skull"]
    # Card 7m+c = {7x + (m·x+c) mod 7} ∪ {49+m}; card 49+a = {7a+y} ∪ {56}; card 56 = {49…56}.
    for m in range(7):
        for c in range(7):
            want = {7 * x + (m * x + c) % 7 for x in range(7)} | {49 + m}
            assert set(CARDS[7 * m + c]) == want
    for a in range(6):  # cards 49–54 (55 and 56 are not used)
        assert set(CARDS[49 + a]) == {7 * a + y for y in range(7)} | {56}
    assert set(plane_line(55)) == {42, 43, 44, 45, 46, 47, 48, 56}
    assert set(plane_line(56)) == set(range(49, 57))
    # The full plane: all 57 lines pairwise meet in one point.
    lines = [set(plane_line(k)) for k in range(57)]
    assert all(len(a & b) == 1 for a, b in combinations(lines, 2))


def test_H1_symbol_frequencies() -> None:
    freq = Counter(s for card in CARDS for s in card)
    assert len(freq) == 57
    assert freq[56] == 6
    assert all(freq[s] == 7 for s in range(42, 56))
    assert all(freq[s] == 8 for s in range(42))


def test_H1_symbols_and_emoji_in_index_order() -> None:
    assert len(SYMBOLS) == len(EMOJI) == 57
    assert list(SYMBOLS) == sorted(SYMBOLS)  # alphabetical
    assert (SYMBOLS[0], SYMBOLS[10], SYMBOLS[20], SYMBOLS[30], SYMBOLS[40], SYMBOLS[50]) == (
        "anchor",
        "cactus",
        "daisy",
        "ghost",
        "lips",
        "snail",
    )
    assert SYMBOLS[56] == "zebra" and EMOJI[56] == "🦓"
    assert (EMOJI[0], EMOJI[28], EMOJI[35], EMOJI[49]) == ("⚓", "🔥", "🧊", "💀")
    assert len(set(EMOJI)) == 57
    assert all(MASKS[c] == sum(1 << s for s in CARDS[c]) for c in range(CARD_COUNT))


def test_shuffle_check_value_and_streams() -> None:
    assert shuffle(range(10), 0, 0) == [6, 3, 2, 9, 8, 1, 4, 7, 0, 5]
    # State (seed + k) mod 2^64: seed 2^64 − 1 with k 1 is state 0.
    assert shuffle(range(10), 2**64 - 1, 1) == shuffle(range(10), 0, 0)
    assert game_deck(7, 2) == shuffle(range(55), 7, 4)
    assert duel_deck(7, 2) == shuffle(range(55), 7, 5)
    assert sorted(game_deck(123, 0)) == list(range(55))
    rng = SplitMix64(0)
    assert rng.next() == 0xE220A8397B1DCDAF  # SplitMix64's published first output for 0
